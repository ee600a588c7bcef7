"""LoRA fine-tuning with transformers + peft, launched the same way on CPU, 1 GPU, N GPUs or N nodes.

    python -m models.training.lora --config run.json                       # CPU / one process
    accelerate launch --config_file models/training/accelerate/gpu8.yaml \\
        -m models.training.lora --config run.json                         # 8 GPUs (DDP)

Defaults follow Octopus: r=16 on q/v/o/up/down. bf16 + gradient checkpointing on GPU, fp32 on CPU.
Checkpoints land in <output>/checkpoints and a rerun resumes from the latest one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from models.training.examples import Example, TemplateChat, render_prompt

OCTOPUS_TARGETS = ["q_proj", "v_proj", "o_proj", "up_proj", "down_proj"]


class TrainingError(Exception):
    """Fine-tuning cannot start or failed; the message says what to do."""


@dataclass
class TrainConfig:
    """Everything a run needs; stored as <output>/train_config.json."""

    base: str  # a Hugging Face model directory (see models.training.base.prepare_base)
    data: str  # JSONL of Example records (models.training.dataset)
    output: str
    steps: int = 200
    batch_size: int = 4
    grad_accum: int = 1
    learning_rate: float = 2e-4
    warmup_steps: int = 10
    r: int = 16
    alpha: int = 32
    dropout: float = 0.05
    targets: list[str] = field(default_factory=lambda: list(OCTOPUS_TARGETS))
    top_layers: int = 0  # 0: LoRA on every layer; N: only the last N (backward stops there: cheaper on CPU)
    max_length: int = 384
    seed: int = 0
    save_steps: int = 50
    logging_steps: int = 10
    shuffle: bool = False  # False keeps the dataset's curriculum order

    @classmethod
    def load(cls, path: Path) -> TrainConfig:
        try:
            return cls(**json.loads(Path(path).read_text()))
        except (OSError, json.JSONDecodeError, TypeError) as exc:
            raise TrainingError(f"Cannot read the training config {path}: {exc}") from exc

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(asdict(self), indent=2))


def read_examples(path: Path) -> list[Example]:
    path = Path(path)
    if not path.exists():
        raise TrainingError(f"Training data not found: {path}. Build it with `steward train data`.")
    return [Example.model_validate_json(line) for line in path.read_text().splitlines() if line.strip()]


def encode(tokenizer: Any, example: Example, max_length: int) -> dict[str, list[int]]:
    """Token ids with the prompt masked out of the loss (-100); long prompts are cut from the left."""
    chat = TemplateChat(tokenizer)
    prompt = tokenizer(render_prompt(chat, example), add_special_tokens=False)["input_ids"]
    answer = tokenizer(example.answer() + (tokenizer.eos_token or ""), add_special_tokens=False)["input_ids"]
    prompt = prompt[-max(1, max_length - len(answer)):]
    ids = (prompt + answer)[:max_length]
    labels = ([-100] * len(prompt) + answer)[:max_length]
    return {"input_ids": ids, "labels": labels}


class PaddedBatches:
    """Left-pads (so every answer ends the row) with the pad id; labels with -100; explicit positions."""

    def __init__(self, pad_id: int):
        self.pad_id = pad_id

    def __call__(self, rows: list[dict[str, list[int]]]) -> dict[str, Any]:
        import torch

        width = max(len(r["input_ids"]) for r in rows)
        pads = [width - len(r["input_ids"]) for r in rows]
        ids = [[self.pad_id] * p + r["input_ids"] for p, r in zip(pads, rows, strict=True)]
        labels = [[-100] * p + r["labels"] for p, r in zip(pads, rows, strict=True)]
        mask = [[0] * p + [1] * (width - p) for p in pads]
        positions = [[0] * p + list(range(width - p)) for p in pads]
        return {"input_ids": torch.tensor(ids), "labels": torch.tensor(labels),
                "attention_mask": torch.tensor(mask), "position_ids": torch.tensor(positions)}


def answer_only_trainer():
    """A Trainer whose loss projects onto the vocabulary only the answer span (the rows' common tail):
    the 49k-entry output layer is most of a small model's cost when computed for every prompt token."""
    import torch
    from transformers import Trainer

    class AnswerOnlyTrainer(Trainer):
        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            labels = inputs.pop("labels")
            width = labels.shape[1]
            first = int((labels != -100).int().argmax(dim=1).masked_fill((labels == -100).all(1), width).min())
            keep = width - first + 1  # the logit before the first answer token predicts it
            outputs = model(**inputs, logits_to_keep=keep)
            logits = outputs.logits[:, :-1].float()
            target = labels[:, width - keep + 1:]
            total = torch.nn.functional.cross_entropy(
                logits.reshape(-1, logits.shape[-1]), target.reshape(-1), ignore_index=-100, reduction="sum")
            count = num_items_in_batch if num_items_in_batch is not None else (target != -100).sum()
            loss = total / count
            return (loss, outputs) if return_outputs else loss

    return AnswerOnlyTrainer


def latest_checkpoint(checkpoints: Path) -> Path | None:
    found = sorted(checkpoints.glob("checkpoint-*"), key=lambda p: int(p.name.split("-")[-1]))
    return found[-1] if found else None


def train(config: TrainConfig, *, progress: bool = True) -> dict[str, Any]:
    """Run (or resume) a LoRA fine-tune; saves the adapter to <output>/adapter. Returns losses and timing."""
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainingArguments, set_seed

    out = Path(config.output)
    out.mkdir(parents=True, exist_ok=True)
    config.save(out / "train_config.json")
    set_seed(config.seed)
    gpu = torch.cuda.is_available()
    bf16 = gpu and torch.cuda.is_bf16_supported()
    try:
        tokenizer = AutoTokenizer.from_pretrained(config.base)
        model = AutoModelForCausalLM.from_pretrained(config.base, dtype=torch.bfloat16 if bf16 else torch.float32)
    except OSError as exc:
        raise TrainingError(f"Cannot load the base model from {config.base}: {exc}") from exc
    examples = read_examples(Path(config.data))
    if not config.shuffle:  # curriculum: stable order by difficulty, spread over the steps the run has
        examples.sort(key=lambda e: e.difficulty)
        seen = config.steps * config.batch_size * config.grad_accum
        if seen < len(examples):
            examples = [examples[int(i * len(examples) / seen)] for i in range(seen)]
    else:
        random.Random(config.seed).shuffle(examples)
    rows = [encode(tokenizer, e, config.max_length) for e in examples]
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    n_layers = model.config.num_hidden_layers
    layers = list(range(n_layers - config.top_layers, n_layers)) if 0 < config.top_layers < n_layers else None
    lora = LoraConfig(r=config.r, lora_alpha=config.alpha, lora_dropout=config.dropout,
                      target_modules=config.targets, layers_to_transform=layers, task_type="CAUSAL_LM")
    model = get_peft_model(model, lora)
    if gpu:
        model.enable_input_require_grads()
    args = TrainingArguments(
        output_dir=str(out / "checkpoints"), max_steps=config.steps, per_device_train_batch_size=config.batch_size,
        gradient_accumulation_steps=config.grad_accum, learning_rate=config.learning_rate,
        warmup_steps=config.warmup_steps, lr_scheduler_type="cosine", logging_steps=config.logging_steps,
        save_steps=config.save_steps, save_total_limit=2, seed=config.seed, bf16=bf16,
        activation_checkpointing=gpu, report_to=[], disable_tqdm=not progress, remove_unused_columns=False,
        dataloader_num_workers=0, use_cpu=not gpu,
        train_sampling_strategy="random" if config.shuffle else "sequential",  # sequential = curriculum
    )
    trainer = answer_only_trainer()(model=model, args=args, train_dataset=_ListDataset(rows), data_collator=PaddedBatches(pad_id))
    resume = latest_checkpoint(out / "checkpoints")
    result = trainer.train(resume_from_checkpoint=str(resume) if resume else None)
    if trainer.is_world_process_zero():
        model.save_pretrained(str(out / "adapter"))
        tokenizer.save_pretrained(str(out / "adapter"))
    losses = [h["loss"] for h in trainer.state.log_history if "loss" in h]
    summary = {"steps": trainer.state.global_step, "losses": losses, "train_seconds": result.metrics.get("train_runtime"),
               "examples": len(rows), "resumed_from": resume.name if resume else None}
    (out / "train_summary.json").write_text(json.dumps(summary, indent=2))
    return summary


class _ListDataset:
    def __init__(self, rows: list[dict[str, list[int]]]):
        self.rows = rows

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, i: int) -> dict[str, list[int]]:
        return self.rows[i]


def merge_adapter(base: Path, adapter: Path, out: Path) -> Path:
    """Base + LoRA merged into a plain Hugging Face model directory (for full-model GGUF export)."""
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(str(base), dtype=torch.float32)
    merged = PeftModel.from_pretrained(model, str(adapter)).merge_and_unload()
    merged.save_pretrained(str(out))
    AutoTokenizer.from_pretrained(str(base)).save_pretrained(str(out))
    for extra in ("tokenizer.model",):  # SentencePiece file, needed by llama.cpp's converter
        if (Path(base) / extra).exists():
            (out / extra).write_bytes((Path(base) / extra).read_bytes())
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="LoRA fine-tune (run directly or via `accelerate launch -m`)")
    parser.add_argument("--config", type=Path, required=True, help="a TrainConfig JSON file")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    try:
        summary = train(TrainConfig.load(args.config), progress=not args.no_progress)
    except TrainingError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps({k: v for k, v in summary.items() if k != "losses"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
