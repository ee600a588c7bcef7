"""A curated list of small instruct GGUFs that handle function calling, to download from the hub.

None of these entries can be verified offline: repo, file name, size and licence were taken from the
publishers' model pages, and no sha256 is pinned here. At download time the file is checked against the
sha256 the hub itself reports for the LFS object (X-Linked-Etag) — a pin in ``sha256`` would take
precedence. Sizes are approximate until the hub answers; RAM is an estimate for a 2,048-token context.
"""

from __future__ import annotations

from dataclasses import dataclass

GB = 1_000_000_000


@dataclass(frozen=True)
class RecommendedModel:
    """A model Steward suggests downloading."""

    id: str
    title: str
    repo_id: str
    filename: str
    licence: str
    quantization: str
    approx_size_bytes: int
    ram_bytes: int
    parameters: str
    notes: str
    revision: str = "main"
    sha256: str | None = None  # a pinned checksum; None = use the hub's LFS sha256
    verified_offline: bool = False


RECOMMENDED: tuple[RecommendedModel, ...] = (
    RecommendedModel(
        id="qwen2.5-0.5b-instruct-q4_k_m",
        title="Qwen2.5 0.5B Instruct",
        repo_id="Qwen/Qwen2.5-0.5B-Instruct-GGUF",
        filename="qwen2.5-0.5b-instruct-q4_k_m.gguf",
        licence="Apache-2.0",
        quantization="Q4_K_M",
        approx_size_bytes=int(0.49 * GB),
        ram_bytes=int(0.7 * GB),
        parameters="0.5B",
        notes="Smallest Qwen with a tool-calling chat template; fast on any laptop.",
    ),
    RecommendedModel(
        id="qwen3-0.6b-q8_0",
        title="Qwen3 0.6B",
        repo_id="ggml-org/Qwen3-0.6B-GGUF",
        filename="Qwen3-0.6B-Q8_0.gguf",
        licence="Apache-2.0",
        quantization="Q8_0",
        approx_size_bytes=int(0.64 * GB),
        ram_bytes=int(0.9 * GB),
        parameters="0.6B",
        notes="Qwen3 with native tool calls; thinking can be turned off with /no_think.",
    ),
    RecommendedModel(
        id="qwen2.5-1.5b-instruct-q4_k_m",
        title="Qwen2.5 1.5B Instruct",
        repo_id="bartowski/Qwen2.5-1.5B-Instruct-GGUF",
        filename="Qwen2.5-1.5B-Instruct-Q4_K_M.gguf",
        licence="Apache-2.0",
        quantization="Q4_K_M",
        approx_size_bytes=int(0.99 * GB),
        ram_bytes=int(1.3 * GB),
        parameters="1.5B",
        notes="A good default for 8 GB machines.",
    ),
    RecommendedModel(
        id="qwen3-1.7b-q4_k_m",
        title="Qwen3 1.7B",
        repo_id="ggml-org/Qwen3-1.7B-GGUF",
        filename="Qwen3-1.7B-Q4_K_M.gguf",
        licence="Apache-2.0",
        quantization="Q4_K_M",
        approx_size_bytes=int(1.28 * GB),
        ram_bytes=int(1.7 * GB),
        parameters="1.7B",
        notes="Noticeably better argument filling than the sub-1B models.",
    ),
    RecommendedModel(
        id="smollm2-1.7b-instruct-q4_k_m",
        title="SmolLM2 1.7B Instruct",
        repo_id="HuggingFaceTB/SmolLM2-1.7B-Instruct-GGUF",
        filename="smollm2-1.7b-instruct-q4_k_m.gguf",
        licence="Apache-2.0",
        quantization="Q4_K_M",
        approx_size_bytes=int(1.06 * GB),
        ram_bytes=int(1.6 * GB),
        parameters="1.7B",
        notes="The bundled model's big sibling; trained with function-calling data.",
    ),
    RecommendedModel(
        id="llama-3.2-3b-instruct-q4_k_m",
        title="Llama 3.2 3B Instruct",
        repo_id="bartowski/Llama-3.2-3B-Instruct-GGUF",
        filename="Llama-3.2-3B-Instruct-Q4_K_M.gguf",
        licence="Llama 3.2 Community License",
        quantization="Q4_K_M",
        approx_size_bytes=int(2.02 * GB),
        ram_bytes=int(2.8 * GB),
        parameters="3B",
        notes="Built-in tool-call format; read the licence's acceptable-use policy.",
    ),
    RecommendedModel(
        id="qwen3-4b-q4_k_m",
        title="Qwen3 4B",
        repo_id="ggml-org/Qwen3-4B-GGUF",
        filename="Qwen3-4B-Q4_K_M.gguf",
        licence="Apache-2.0",
        quantization="Q4_K_M",
        approx_size_bytes=int(2.5 * GB),
        ram_bytes=int(3.4 * GB),
        parameters="4B",
        notes="For workstations with 16 GB RAM or more; the most accurate choice here.",
    ),
)


def find_recommended(model_id: str) -> RecommendedModel | None:
    """The curated entry with this id, if any."""
    return next((m for m in RECOMMENDED if m.id == model_id), None)
