"""Fixtures for the model manager tests: a loopback hub and small GGUF files written for real."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest

from tests.models.hub_server import LoopbackHub


def gguf_bytes(metadata: dict[str, object], payload: bytes = b"") -> bytes:
    """A GGUF v3 file with ``metadata`` (str / int / float values) and no tensors, then ``payload``."""

    def string(text: str) -> bytes:
        raw = text.encode()
        return struct.pack("<Q", len(raw)) + raw

    out = [b"GGUF", struct.pack("<IQQ", 3, 0, len(metadata))]
    for key, value in metadata.items():
        out.append(string(key))
        if isinstance(value, str):
            out += [struct.pack("<I", 8), string(value)]
        elif isinstance(value, bool):
            out += [struct.pack("<I", 7), struct.pack("<?", value)]
        elif isinstance(value, int):
            out += [struct.pack("<I", 4), struct.pack("<I", value)]
        elif isinstance(value, float):
            out += [struct.pack("<I", 6), struct.pack("<f", value)]
        elif isinstance(value, list):  # a list of strings
            out += [struct.pack("<IIQ", 9, 8, len(value))] + [string(v) for v in value]
    return b"".join(out) + payload


@pytest.fixture
def small_gguf() -> bytes:
    """A 3 MB GGUF-headed file (random payload): enough to watch progress, resume and corruption."""
    meta = {
        "general.architecture": "llama", "general.name": "Tiny Test", "general.license": "apache-2.0",
        "general.file_type": 15, "llama.block_count": 2, "llama.embedding_length": 64,
        "llama.attention.head_count": 4, "llama.context_length": 512,
        "tokenizer.ggml.tokens": ["a", "b", "c"],
    }
    return gguf_bytes(meta, os.urandom(3 * 2**20))


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch):
    """A running loopback hub; huggingface_hub's offline switch (set for the suite) is lifted."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    with LoopbackHub() as server:
        monkeypatch.setenv("HF_ENDPOINT", server.endpoint)
        yield server


@pytest.fixture
def models_dir(data_dir: Path) -> Path:
    path = data_dir / "models"
    path.mkdir()
    return path
