"""Training: dataset from the catalog, LoRA fine-tuning (transformers + peft via accelerate), GGUF export.

Heavy libraries (torch, transformers, peft) are imported inside the functions that need them.
"""

from models.training.examples import Example, TemplateChat, render_prompt
from models.training.gguf_export import ExportError, convert_adapter, convert_model, quantize
from models.training.lora import TrainConfig, TrainingError, merge_adapter, train

__all__ = [
    "Example", "ExportError", "TemplateChat", "TrainConfig", "TrainingError", "convert_adapter",
    "convert_model", "merge_adapter", "quantize", "render_prompt", "train",
]
