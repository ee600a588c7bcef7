"""Does the installed llama.cpp run on this CPU? Evaluates a prompt batch in a child process.

llama-cpp-python is compiled on the user's machine for its CPU. Some virtual machines report CPU features
(AMX tiles) that then fault on first use, and pip may reuse a wheel it cached for another CPU: either way
the first real prompt kills the app with an illegal instruction. `make` runs this check after installing
and, when it fails, rebuilds llama-cpp-python without pip's cache (see the Makefile).

    python -m models.native_check      # exit 0: runs; 3: crashed with a signal; 1: could not check
"""

from __future__ import annotations

import signal
import subprocess
import sys

CHILD = """
import sys
from llama_cpp import Llama
llm = Llama(model_path=sys.argv[1], n_ctx=512, n_batch=512, n_threads=2, verbose=False)
llm.eval(llm.tokenize(b"Steward checks that llama.cpp runs on this CPU. " * 12))
"""


def check(model_path: str, timeout: float = 120.0) -> tuple[int, str]:
    """(exit code, message): 0 when a 100-token batch evaluates, 3 when the child dies of a signal."""
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, model_path], capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return 1, f"llama.cpp did not finish a 100-token batch in {timeout:.0f} s"
    if done.returncode < 0:
        name = signal.Signals(-done.returncode).name
        return 3, (f"llama.cpp crashed on this CPU ({name}): it was built for another CPU or uses features this "
                   "machine reports but cannot run. Rebuild it without pip's cache: `make rebuild-llama` (set-up "
                   "tries this once by itself).")
    if done.returncode != 0:
        return 1, f"llama.cpp could not evaluate a batch: {done.stderr.strip()[-400:]}"
    return 0, "llama.cpp runs on this CPU"


def main() -> int:
    from models.registry import ModelLoadError, bundled_model

    try:
        path = bundled_model().path
    except ModelLoadError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    code, message = check(str(path))
    print(message, file=sys.stderr if code else sys.stdout)
    return code


if __name__ == "__main__":
    sys.exit(main())
