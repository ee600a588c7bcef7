"""A tiny llama-architecture model built in code (for the CPU smoke test and quick experiments).

It has a SentencePiece tokenizer trained on the given texts, so llama.cpp's converter handles it
without a known pre-tokenizer hash.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path

# ChatML-like template: what Steward's prompts are rendered with (the GGUF keeps it as metadata).
CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)


def train_tokenizer(texts: Iterable[str], out_dir: Path, vocab_size: int = 512) -> Path:
    """A byte-fallback BPE SentencePiece model (tokenizer.model) trained on ``texts``."""
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(list(texts)), model_writer=buf, vocab_size=vocab_size,
        hard_vocab_limit=False, model_type="bpe", byte_fallback=True, character_coverage=1.0,
        unk_id=0, bos_id=1, eos_id=2, pad_id=-1, minloglevel=2,
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "tokenizer.model"
    path.write_bytes(buf.getvalue())
    return path


def build_tiny_llama(out_dir: Path, texts: Iterable[str], *, hidden: int = 256, layers: int = 2,
                     heads: int = 4, seed: int = 0) -> Path:
    """Write a randomly initialised LlamaForCausalLM + tokenizer to ``out_dir`` (a few MB)."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM, LlamaTokenizer

    out_dir = Path(out_dir)
    train_tokenizer(texts, out_dir)
    tokenizer = LlamaTokenizer.from_pretrained(str(out_dir))
    tokenizer.chat_template = CHAT_TEMPLATE
    tokenizer.save_pretrained(str(out_dir))
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=hidden, intermediate_size=2 * hidden,
        num_hidden_layers=layers, num_attention_heads=heads, num_key_value_heads=heads,
        max_position_embeddings=1024, bos_token_id=1, eos_token_id=2, tie_word_embeddings=False,
    )
    model = LlamaForCausalLM(config)
    model.save_pretrained(str(out_dir))
    return out_dir
