"""GGUF export: llama.cpp's own converters (convert_hf_to_gguf, convert_lora_to_gguf) and quantization.

The converters ship in the llama-cpp-python sdist (vendor/llama.cpp), matching the llama.cpp build that
loads the result. They are fetched once with pip (`pip download --no-binary :all:`), and only the
converter scripts and their gguf-py are extracted into a cache dir (about 3 MB).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from importlib import metadata
from pathlib import Path

import platformdirs

QUANT_TYPES = {"Q8_0": 7, "Q4_0": 2, "Q4_1": 3, "Q5_K_M": 17, "Q4_K_M": 15, "F16": 1}
_VENDOR = "vendor/llama.cpp/"
_KEEP = ("convert_hf_to_gguf.py", "convert_lora_to_gguf.py", "conversion/", "gguf-py/")


class ExportError(Exception):
    """Converting or quantizing failed; the message says what to do."""


def llama_cpp_version() -> str:
    try:
        return metadata.version("llama-cpp-python")
    except metadata.PackageNotFoundError as exc:
        raise ExportError("llama-cpp-python is not installed; run `make setup`.") from exc


def converter_dir(cache_dir: Path | None = None) -> Path:
    """The directory holding llama.cpp's converter scripts (fetched and extracted on first use).

    STEWARD_LLAMA_CPP_DIR may point at an existing llama.cpp checkout instead.
    """
    if env := os.environ.get("STEWARD_LLAMA_CPP_DIR"):
        path = Path(env)
        if not (path / "convert_hf_to_gguf.py").exists():
            raise ExportError(f"STEWARD_LLAMA_CPP_DIR={path} has no convert_hf_to_gguf.py; fix or unset it.")
        return path
    version = llama_cpp_version()
    root = Path(cache_dir or platformdirs.user_cache_dir("Steward", "Steward")) / f"llama.cpp-{version}"
    if (root / "convert_lora_to_gguf.py").exists() and (root / "gguf-py").is_dir():
        return root
    with tempfile.TemporaryDirectory(prefix="steward-sdist-") as tmp:
        sdist = _download_sdist(version, Path(tmp))
        _extract_converters(sdist, root)
    return root


def _download_sdist(version: str, dest: Path) -> Path:
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
           f"llama-cpp-python=={version}", "-d", str(dest)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    found = sorted(dest.glob("llama_cpp_python-*.tar.gz"))
    if proc.returncode != 0 or not found:
        raise ExportError(
            f"Could not fetch the llama-cpp-python {version} source (for llama.cpp's GGUF converters): "
            f"{proc.stderr.strip()[-400:]}. Check network access to PyPI, or set STEWARD_LLAMA_CPP_DIR "
            "to a llama.cpp checkout."
        )
    return found[0]


def _extract_converters(sdist: Path, root: Path) -> None:
    partial = root.with_name(root.name + ".partial")
    partial.mkdir(parents=True, exist_ok=True)
    with tarfile.open(sdist, "r:gz") as tar:
        for member in tar.getmembers():
            _, _, rel = member.name.partition(_VENDOR)
            if rel and member.isfile() and any(rel == k or rel.startswith(k) for k in _KEEP):
                member.name = rel
                tar.extract(member, partial, filter="data")
    if not (partial / "convert_hf_to_gguf.py").exists():
        raise ExportError(f"{sdist.name} has no vendor/llama.cpp/convert_hf_to_gguf.py; set STEWARD_LLAMA_CPP_DIR.")
    if root.exists():
        shutil.rmtree(root)
    partial.replace(root)


def _run_converter(script: str, args: list[str], cache_dir: Path | None) -> None:
    path = converter_dir(cache_dir) / script
    env = {k: v for k, v in os.environ.items() if k != "NO_LOCAL_GGUF"}
    env.setdefault("HF_HUB_OFFLINE", "1")
    proc = subprocess.run([sys.executable, str(path), *args], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise ExportError(f"{script} failed: {proc.stderr.strip()[-1200:]}")


def convert_model(hf_dir: Path, out: Path, *, outtype: str = "f16", cache_dir: Path | None = None) -> Path:
    """A Hugging Face model directory (config, weights, tokenizer) → one GGUF file."""
    out.parent.mkdir(parents=True, exist_ok=True)
    _run_converter("convert_hf_to_gguf.py", [str(hf_dir), "--outfile", str(out), "--outtype", outtype], cache_dir)
    return out


def convert_adapter(adapter_dir: Path, base_dir: Path, out: Path, *, outtype: str = "f16",
                    cache_dir: Path | None = None) -> Path:
    """A peft LoRA adapter directory → a LoRA GGUF (base_dir only needs the base model's config.json)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    args = [str(adapter_dir), "--base", str(base_dir), "--outfile", str(out), "--outtype", outtype]
    _run_converter("convert_lora_to_gguf.py", args, cache_dir)
    return out


def quantize(src: Path, dst: Path, kind: str = "Q8_0", *, threads: int = 2, requantize: bool = False) -> Path:
    """Quantize a GGUF with llama.cpp (llama_model_quantize); tensors that do not fit fall back.
    ``requantize`` allows an already quantized source (e.g. Q4_1 → Q8_0, which holds it nearly exactly)."""
    import llama_cpp

    if kind not in QUANT_TYPES:
        raise ExportError(f"Unknown quantization {kind!r}; use one of {', '.join(QUANT_TYPES)}.")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = QUANT_TYPES[kind]
    params.nthread = threads
    params.allow_requantize = requantize
    dst.parent.mkdir(parents=True, exist_ok=True)
    rc = llama_cpp.llama_model_quantize(str(src).encode(), str(dst).encode(), params)
    if rc != 0 or not dst.exists():
        raise ExportError(f"Quantizing {src.name} to {kind} failed (code {rc}); is it a valid GGUF model?")
    return dst
