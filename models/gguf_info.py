"""Read a GGUF file's metadata header (no weights loaded, no llama.cpp) and estimate the RAM it needs."""

from __future__ import annotations

import mmap
import struct
from dataclasses import dataclass
from pathlib import Path

from core.errors import StewardError

GGUF_MAGIC = b"GGUF"

# llama_ftype (general.file_type) -> the quantization name users see in file names.
FILE_TYPES = {
    0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
    11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S", 17: "Q5_K_M",
    18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS", 21: "Q2_K_S", 22: "IQ3_XS", 23: "IQ3_XXS", 24: "IQ1_S",
    25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M", 28: "IQ2_S", 29: "IQ2_M", 30: "IQ4_XS", 31: "IQ1_M",
    32: "BF16", 36: "TQ1_0", 37: "TQ2_0", 38: "MXFP4_MOE",
}

_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9


class GgufFormatError(StewardError):
    """The file is not a readable GGUF model."""


@dataclass(frozen=True)
class GgufSummary:
    """What the Models page shows about a GGUF file, read from its header."""

    architecture: str
    name: str | None
    licence: str | None
    quantization: str | None
    size_label: str | None  # e.g. "135M", from general.size_label
    context_length: int | None
    block_count: int | None
    embedding_length: int | None
    head_count: int | None
    head_count_kv: int | None
    has_chat_template: bool


class _Cursor:
    """Sequential reads over a memory-mapped GGUF file."""

    def __init__(self, buffer: mmap.mmap):
        self.buffer = buffer
        self.offset = 0

    def unpack(self, fmt: str):
        size = struct.calcsize(fmt)
        if self.offset + size > len(self.buffer):
            raise GgufFormatError("The GGUF header ends early: the file is truncated. Download it again.")
        values = struct.unpack_from(fmt, self.buffer, self.offset)
        self.offset += size
        return values

    def string(self, keep: bool = True) -> str | None:
        (length,) = self.unpack("<Q")
        start, self.offset = self.offset, self.offset + length
        if self.offset > len(self.buffer):
            raise GgufFormatError("The GGUF header ends early: the file is truncated. Download it again.")
        return bytes(self.buffer[start : self.offset]).decode("utf-8", errors="replace") if keep else None

    def value(self, kind: int, keep: bool):
        """One value; arrays are skipped (returned as their length) unless ``keep``."""
        if kind in _SCALARS:
            return self.unpack(_SCALARS[kind])[0]
        if kind == _STRING:
            return self.string()
        if kind == _ARRAY:
            item_kind, count = self.unpack("<IQ")
            if not keep and item_kind in _SCALARS:
                self.offset += count * struct.calcsize(_SCALARS[item_kind])
                return count
            if not keep and item_kind == _STRING:
                for _ in range(count):
                    self.string(keep=False)
                return count
            return [self.value(item_kind, keep) for _ in range(count)]
        raise GgufFormatError(f"Unknown GGUF value type {kind}: the file is corrupt or from a newer format.")


def read_gguf_metadata(path: Path, keep_arrays: bool = False) -> dict[str, object]:
    """All key/value metadata of a GGUF file (arrays as their length unless ``keep_arrays``)."""
    path = Path(path)
    try:
        with path.open("rb") as fh:
            if fh.read(4) != GGUF_MAGIC:
                raise GgufFormatError(f"{path.name} is not a GGUF model (no GGUF header).")
            with mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as buffer:
                cursor = _Cursor(buffer)
                cursor.offset = 4
                (version,) = cursor.unpack("<I")
                if version < 2:
                    raise GgufFormatError(f"{path.name} uses GGUF v{version}; convert it again with llama.cpp.")
                _tensors, kv_count = cursor.unpack("<QQ")
                metadata: dict[str, object] = {}
                for _ in range(kv_count):
                    key = cursor.string()
                    (kind,) = cursor.unpack("<I")
                    metadata[key] = cursor.value(kind, keep_arrays)
                return metadata
    except (OSError, ValueError) as exc:
        raise GgufFormatError(f"Cannot read {path}: {exc}.") from exc


def summarize_gguf(path: Path) -> GgufSummary:
    """The header facts Steward shows and uses for RAM estimates."""
    meta = read_gguf_metadata(path)
    arch = str(meta.get("general.architecture", "unknown"))

    def arch_int(key: str) -> int | None:
        value = meta.get(f"{arch}.{key}")
        return int(value) if isinstance(value, int | float) else None

    file_type = meta.get("general.file_type")
    return GgufSummary(
        architecture=arch,
        name=meta.get("general.name") if isinstance(meta.get("general.name"), str) else None,
        licence=meta.get("general.license") if isinstance(meta.get("general.license"), str) else None,
        quantization=FILE_TYPES.get(file_type) if isinstance(file_type, int) else None,
        size_label=meta.get("general.size_label") if isinstance(meta.get("general.size_label"), str) else None,
        context_length=arch_int("context_length"),
        block_count=arch_int("block_count"),
        embedding_length=arch_int("embedding_length"),
        head_count=arch_int("attention.head_count"),
        head_count_kv=arch_int("attention.head_count_kv") or arch_int("attention.head_count"),
        has_chat_template="tokenizer.chat_template" in meta,
    )


def estimate_ram_bytes(file_size: int, summary: GgufSummary | None, n_ctx: int = 2048) -> int:
    """Weights + an f16 KV cache for ``n_ctx`` tokens + 10 % and 64 MB of compute buffers (an estimate)."""
    kv = 0
    if summary and summary.block_count and summary.embedding_length and summary.head_count:
        head_dim = summary.embedding_length // summary.head_count
        kv = 2 * summary.block_count * n_ctx * (summary.head_count_kv or summary.head_count) * head_dim * 2
    elif summary is None:
        kv = file_size // 10
    return int((file_size + kv) * 1.10) + 64 * 2**20
