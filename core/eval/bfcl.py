"""Load the vendored BFCL subset (tests/data/bfcl) as eval cases, with a fixed dev / held-out split."""

from __future__ import annotations

import json
from pathlib import Path

from core.eval.runner import Case

CATEGORIES = ("simple_python", "multiple", "irrelevance", "parallel",
              "live_simple", "live_multiple", "live_irrelevance")


def default_data_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "tests" / "data" / "bfcl"


def case_number(case_id: str) -> int:
    """The number a split is taken on: "simple_12" → 12, "live_multiple_40-17-3" → 40."""
    return int(case_id.rsplit("_", 1)[-1].split("-")[0])


def _read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_cases(category: str, *, split: str = "heldout", limit: int | None = None,
               data_dir: Path | None = None) -> list[Case]:
    """Cases of a category; ``split`` is "dev" (even ids), "heldout" (odd ids) or "all"."""
    if category not in CATEGORIES:
        raise ValueError(f"Unknown BFCL category {category!r}; use one of {CATEGORIES}.")
    folder = data_dir or default_data_dir()
    questions = _read_jsonl(folder / f"BFCL_v4_{category}.json")
    answer_file = folder / "possible_answer" / f"BFCL_v4_{category}.json"
    answers = {a["id"]: a["ground_truth"] for a in _read_jsonl(answer_file)} if answer_file.exists() else {}
    cases = []
    for q in questions:
        index = case_number(q["id"])
        if (split == "dev" and index % 2) or (split == "heldout" and not index % 2):
            continue
        turn = q["question"][0]
        text = next((m["content"] for m in reversed(turn) if m["role"] == "user"), "")
        cases.append(Case(id=q["id"], question=text, functions=q["function"],
                          ground_truth=answers.get(q["id"], []), category=category))
    return cases[:limit] if limit else cases
