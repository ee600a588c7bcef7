"""llama-cpp-python implementation of core.planner.LanguageModel: load, stream, score, logits hooks."""

from __future__ import annotations

import math
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np

from core.errors import StewardError
from core.planner.language_model import ContinuationScore, LogitsProcessor

GGUF_MAGIC = b"GGUF"


class ModelLoadError(StewardError):
    """The model file cannot be used; the message says what to do."""


def check_gguf_file(path: Path) -> Path:
    """Fail early, with a readable message, for a missing, empty or non-GGUF file."""
    path = Path(path).expanduser()
    if not path.exists():
        raise ModelLoadError(
            f"Model file not found: {path}. Choose an existing .gguf file or remove the setting "
            "to use the bundled model."
        )
    if not path.is_file():
        raise ModelLoadError(f"Model path is not a file: {path}. Choose a .gguf file.")
    with path.open("rb") as fh:
        magic = fh.read(4)
    if magic != GGUF_MAGIC:
        raise ModelLoadError(
            f"{path.name} is not a GGUF model (it does not start with the GGUF header); it may be "
            "corrupt or a different format. Download it again or convert it with convert_hf_to_gguf."
        )
    return path


class LlamaModel:
    """A GGUF model loaded with llama-cpp-python. Thread-safe: one call at a time."""

    def __init__(self, path: Path, *, n_ctx: int = 2048, n_threads: int = 2, name: str | None = None,
                 lora_path: Path | None = None):
        import llama_cpp

        self.path = check_gguf_file(path)
        self.name = name or self.path.stem
        self._lock = threading.RLock()
        try:
            self._llm = llama_cpp.Llama(
                model_path=str(self.path),
                n_ctx=n_ctx,
                n_threads=n_threads,
                n_batch=512,
                lora_path=str(check_gguf_file(lora_path)) if lora_path else None,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise ModelLoadError(
                f"llama.cpp could not load {self.path.name}: {exc}. The file may be truncated or "
                "corrupt; download it again or pick another model."
            ) from exc
        self._pieces: list[bytes] | None = None
        self._formatter = self._make_chat_formatter()

    def close(self) -> None:
        """Free the weights now (not at interpreter exit, when llama.cpp's bindings may be gone)."""
        with self._lock:
            self._llm.close()

    # -- tokens -------------------------------------------------------------------------------
    def tokenize(self, text: str, *, add_bos: bool = False) -> list[int]:
        return self._llm.tokenize(text.encode("utf-8"), add_bos=add_bos, special=True)

    def detokenize(self, tokens: Sequence[int]) -> str:
        return self._llm.detokenize(list(tokens)).decode("utf-8", errors="replace")

    def token_pieces(self) -> list[bytes]:
        if self._pieces is None:
            ctx_model = self._llm._model
            self._pieces = [ctx_model.token_to_piece(i) for i in range(self._llm.n_vocab())]
        return self._pieces

    @property
    def eos_token(self) -> int:
        return self._llm.token_eos()

    @property
    def n_vocab(self) -> int:
        return self._llm.n_vocab()

    # -- prompts ------------------------------------------------------------------------------
    def _make_chat_formatter(self):
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        template = self._llm.metadata.get("tokenizer.chat_template")
        if not template:
            return None
        eos = self.detokenize([self._llm.token_eos()])
        bos = self.detokenize([self._llm.token_bos()]) if self._llm.token_bos() >= 0 else ""
        return Jinja2ChatFormatter(template=template, eos_token=eos, bos_token=bos)

    def chat_prompt(self, messages: Sequence[dict[str, str]], *, add_generation_prompt: bool = True) -> str:
        if self._formatter is not None:
            return self._formatter(messages=list(messages)).prompt
        # Base models (no template): a plain transcript the model can continue.
        lines = [f"{m['role'].capitalize()}: {m['content']}" for m in messages]
        if add_generation_prompt:
            lines.append("Assistant:")
        return "\n".join(lines)

    # -- scoring ------------------------------------------------------------------------------
    def _logits_for(self, prompt_tokens: list[int], continuation: list[int]) -> np.ndarray:
        """Logits predicting each continuation token; reuses the KV cache of the shared prefix."""
        import llama_cpp

        llm = self._llm
        full = prompt_tokens + continuation
        # The logits for continuation[0] come from the last prompt token, so re-evaluate from there.
        start = len(prompt_tokens) - 1
        common = 0
        limit = min(llm.n_tokens, start)
        ids = llm.input_ids
        while common < limit and ids[common] == full[common]:
            common += 1
        llm.n_tokens = common
        llm._ctx.kv_cache_seq_rm(-1, common, -1)
        # Evaluate the shared prefix up to (not including) the last prompt token without logits.
        if common < start:
            llm.eval(full[common:start])
        tail = full[start:-1] if continuation else []
        batch = llama_cpp._internals.LlamaBatch(n_tokens=max(len(tail), 1), embd=0, n_seq_max=1)
        batch.set_batch(batch=tail, n_past=llm.n_tokens, logits_all=True)
        llm._ctx.decode(batch)
        n = len(tail)
        logits = np.ctypeslib.as_array(llm._ctx.get_logits(), shape=(n * llm.n_vocab(),)).copy()
        llm.input_ids[llm.n_tokens : llm.n_tokens + n] = tail
        llm.n_tokens += n
        return logits.reshape(n, llm.n_vocab())

    def score_continuations(self, prompt: str, continuations: Sequence[str]) -> list[ContinuationScore]:
        with self._lock:
            prompt_tokens = self.tokenize(prompt, add_bos=True)
            if not prompt_tokens:  # the first continuation token needs a position to be predicted from
                raise ValueError("score_continuations needs a non-empty prompt.")
            results = []
            for text in continuations:
                cont = self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=False)
                if not cont:
                    results.append(ContinuationScore(text, 0.0, 0))
                    continue
                logits = self._logits_for(prompt_tokens, cont)
                logz = np.logaddexp.reduce(logits.astype(np.float64), axis=1)
                picked = logits[np.arange(len(cont)), cont].astype(np.float64)
                results.append(ContinuationScore(text, float(np.sum(picked - logz)), len(cont)))
            return results

    # -- generation ---------------------------------------------------------------------------
    def stream(
        self,
        prompt: str,
        *,
        max_tokens: int = 256,
        stop: Sequence[str] = (),
        logits_processor: LogitsProcessor | None = None,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> Iterator[str]:
        import llama_cpp

        with self._lock:
            if seed is not None:
                self._llm.set_seed(seed)
            tokens = self.tokenize(prompt, add_bos=True)
            room = self._llm.n_ctx() - len(tokens)
            if room <= 0:
                raise ModelLoadError(
                    f"The prompt is {len(tokens)} tokens, more than the model's context "
                    f"({self._llm.n_ctx()}); shorten the request or raise n_ctx."
                )
            processors = llama_cpp.LogitsProcessorList([logits_processor]) if logits_processor else None
            pending = b""
            text = ""
            emitted = 0
            holdback = max((len(s) for s in stop), default=0)
            for i, token in enumerate(
                self._llm.generate(
                    tokens,
                    temp=temperature,
                    top_k=40 if temperature > 0 else 1,
                    repeat_penalty=1.0,
                    logits_processor=processors,
                    reset=True,
                )
            ):
                if token == self._llm.token_eos() or i >= min(max_tokens, room):
                    break
                pending += self._llm.detokenize([token], prev_tokens=None)
                try:
                    piece = pending.decode("utf-8")
                except UnicodeDecodeError:
                    if len(pending) < 8:
                        continue
                    piece = pending.decode("utf-8", errors="replace")
                pending = b""
                text += piece
                cut = min((text.find(s) for s in stop if s in text), default=-1)
                if cut >= 0:
                    if cut > emitted:
                        yield text[emitted:cut]
                    return
                safe = len(text) - holdback
                if safe > emitted:
                    yield text[emitted:safe]
                    emitted = safe
            if len(text) > emitted:
                yield text[emitted:]


def softmax_logprob(logits: np.ndarray, token: int) -> float:
    """Log-probability of ``token`` under ``logits`` (a helper for tests and benches)."""
    m = float(np.max(logits))
    return float(logits[token] - m - math.log(float(np.sum(np.exp(logits - m)))))
