"""CPU smoke test of the whole training path on a tiny llama built in code:
20 LoRA steps → adapter GGUF + merged GGUF → Q8_0 / Q4_K_M → load in llama-cpp-python → generate."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from core.planner.functions import FunctionSpec
from models.training import (
    Example,
    TrainConfig,
    convert_model,
    merge_adapter,
    quantize,
    train,
)
from models.training.export import adapter_dir, export_adapter
from models.training.tiny import build_tiny_llama

pytestmark = pytest.mark.slow

SEND = FunctionSpec(name="mail.send", description="Send an email.",
                    parameters={"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]})
LIST = FunctionSpec(name="files.list", description="List files in a folder.",
                    parameters={"type": "object", "properties": {"folder": {"type": "string"}}})


def toy_examples() -> list[Example]:
    out = []
    for who in ("ana@x.org", "bo@y.org", "cy@z.org", "di@w.org"):
        out.append(Example(query=f"mail {who}", functions=[SEND, LIST],
                           calls=[{"name": "mail.send", "arguments": {"to": who}}], methods=["mail.send"]))
    for folder in ("docs", "music"):
        out.append(Example(query=f"list {folder}", functions=[LIST, SEND],
                           calls=[{"name": "files.list", "arguments": {"folder": folder}}], methods=["files.list"]))
    return out


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("smoke")
    examples = toy_examples()
    data = root / "train.jsonl"
    data.write_text("\n".join(e.model_dump_json() for e in examples))
    texts = [e.query + " " + e.answer() + " " + f.document() for e in examples for f in e.functions]
    base = build_tiny_llama(root / "base", texts * 20)
    config = TrainConfig(base=str(base), data=str(data), output=str(root / "run"), steps=20, batch_size=2,
                         learning_rate=1e-2, warmup_steps=0, save_steps=10, logging_steps=5, max_length=256)
    summary = train(config, progress=False)
    adapter = root / "run" / "adapter"
    merged = merge_adapter(base, adapter, root / "merged")
    return {
        "root": root, "base": base, "adapter": adapter, "merged": merged, "summary": summary,
        "lora_gguf": export_adapter(root / "run", base, root / "lora.gguf").path,
        "base_gguf": convert_model(base, root / "base-f32.gguf", outtype="f32"),
        "merged_gguf": convert_model(merged, root / "merged-f32.gguf", outtype="f32"),
    }


def test_twenty_steps_lower_the_loss_and_checkpoint(pipeline):
    summary = pipeline["summary"]
    assert summary["steps"] == 20
    assert summary["losses"][-1] < summary["losses"][0]
    checkpoints = sorted(p.name for p in (pipeline["root"] / "run" / "checkpoints").iterdir())
    assert checkpoints == ["checkpoint-10", "checkpoint-20"]
    saved = json.loads((pipeline["adapter"] / "adapter_config.json").read_text())
    assert saved["r"] == 16 and set(saved["target_modules"]) == {"q_proj", "v_proj", "o_proj", "up_proj", "down_proj"}


def _hf_logits(model_dir: Path, ids: list[int]) -> np.ndarray:
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(str(model_dir), dtype=torch.float32)
    with torch.no_grad():
        return model(torch.tensor([ids])).logits[0, -1].numpy()


def _llama_logits(path: Path, ids: list[int], lora: Path | None = None) -> np.ndarray:
    import llama_cpp

    llm = llama_cpp.Llama(model_path=str(path), lora_path=str(lora) if lora else None, n_ctx=256,
                          n_threads=2, verbose=False, logits_all=True)
    llm.eval(ids)
    return np.array(llm.scores[llm.n_tokens - 1], dtype=np.float32)


def test_gguf_matches_the_trained_model(pipeline):
    """The merged GGUF and base GGUF + LoRA GGUF give the same next-token logits as transformers."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(pipeline["base"]))
    ids = tokenizer("mail ana@x.org", add_special_tokens=False)["input_ids"]
    expected = _hf_logits(pipeline["merged"], ids)
    merged = _llama_logits(pipeline["merged_gguf"], ids)
    with_lora = _llama_logits(pipeline["base_gguf"], ids, lora=pipeline["lora_gguf"])
    base_only = _llama_logits(pipeline["base_gguf"], ids)
    scale = float(np.abs(expected).max())
    assert np.abs(merged - expected).max() < 0.02 * scale
    assert np.abs(with_lora - expected).max() < 0.05 * scale
    assert int(np.argmax(with_lora)) == int(np.argmax(expected))
    assert np.abs(base_only - expected).max() > np.abs(with_lora - expected).max()  # the adapter is applied
    assert pipeline["lora_gguf"].stat().st_size < pipeline["base_gguf"].stat().st_size


@pytest.mark.parametrize("kind", ["Q8_0", "Q4_K_M"])
def test_quantized_model_loads_and_generates(pipeline, kind):
    from models.llm import LlamaModel

    out = quantize(pipeline["merged_gguf"], pipeline["root"] / f"merged-{kind}.gguf", kind)
    assert out.stat().st_size < pipeline["merged_gguf"].stat().st_size
    model = LlamaModel(out, n_ctx=256, n_threads=2)
    prompt = model.chat_prompt([{"role": "user", "content": "mail bo@y.org"}])
    text = "".join(model.stream(prompt, max_tokens=12))
    assert len(model.tokenize(text)) >= 1


def test_adapter_attached_to_a_loaded_model_scores_like_the_merged_model(pipeline):
    """evaluate.attach_adapter (the planner's LlamaModel + LoRA GGUF) gives the merged model's log-probs."""
    import torch
    from transformers import AutoModelForCausalLM

    from models.llm import LlamaModel
    from models.training.evaluate import attach_adapter

    prompt, answer = "mail cy@z.org", ' {"name": "mail.send"'
    model = AutoModelForCausalLM.from_pretrained(str(pipeline["merged"]), dtype=torch.float32)
    plain = LlamaModel(pipeline["base_gguf"], n_ctx=256)
    tuned = attach_adapter(LlamaModel(pipeline["base_gguf"], n_ctx=256), pipeline["lora_gguf"])
    p_ids = tuned.tokenize(prompt, add_bos=True)
    a_ids = tuned._llm.tokenize(answer.encode(), add_bos=False, special=False)
    with torch.no_grad():
        logp = torch.log_softmax(model(torch.tensor([p_ids + a_ids])).logits[0].float(), -1)
    expected = sum(float(logp[len(p_ids) - 1 + i, t]) for i, t in enumerate(a_ids))
    got = tuned.score_continuations(prompt, [answer])[0].logprob
    assert abs(got - expected) < 0.05 * abs(expected) + 0.05
    assert abs(plain.score_continuations(prompt, [answer])[0].logprob - expected) > abs(got - expected)
    assert tuned.name.endswith("+lora")


def test_export_picks_the_final_adapter_or_a_named_checkpoint(pipeline):
    run = pipeline["root"] / "run"
    assert adapter_dir(run) == run / "adapter"
    assert adapter_dir(run, "checkpoint-10") == run / "checkpoints" / "checkpoint-10"


def test_merged_quantized_model_is_registered_for_the_app(pipeline, data_dir):
    from models.training.export import export_merged, register_model

    done = export_merged(pipeline["root"] / "run", pipeline["base"], pipeline["root"] / "tiny-tuned-q8.gguf")
    info = register_model(done.path, data_dir)
    assert info.id == "tiny-tuned-q8" and info.path.parent == data_dir / "models"
    assert info.quantization and "Q8_0" in info.quantization.upper()
