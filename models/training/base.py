"""The base model to fine-tune as a Hugging Face directory.

The bundled model ships only as GGUF (SmolLM2-135M-Instruct Q4_1); transformers reads GGUF and
dequantizes it to fp32, and we save that once as a plain model directory (config, safetensors,
tokenizer) in the cache. convert_lora_to_gguf needs only its config.json.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from models.training.lora import TrainingError


def default_base_dir() -> Path:
    return Path(platformdirs.user_cache_dir("Steward", "Steward")) / "training" / "base-hf"


def prepare_base(gguf: Path, out_dir: Path | None = None) -> Path:
    """GGUF → Hugging Face model directory (fp32); reused when it already exists for the same file."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = Path(gguf)
    out_dir = Path(out_dir or default_base_dir()) / gguf.stem
    marker = out_dir / "source.txt"
    stamp = f"{gguf.resolve()} {gguf.stat().st_size}"
    if marker.exists() and marker.read_text() == stamp:
        return out_dir
    try:
        tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
        model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    except (OSError, ValueError, RuntimeError) as exc:
        raise TrainingError(f"transformers cannot read {gguf.name} as a base model: {exc}. Use a GGUF of a "
                            "supported architecture (llama, qwen2, gemma, ...) or a Hugging Face directory.") from exc
    # The weights are plain fp32 tensors now; drop the "quantized with gguf" marker so they can be saved.
    model.hf_quantizer = None
    model.is_quantized = False
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    out_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(out_dir))
    tokenizer.save_pretrained(str(out_dir))
    marker.write_text(stamp)
    return out_dir
