"""The enum value a request means by what the description says each value does.

"type: 'add' to add a new task, 'delete' to remove an existing task, or 'complete' to mark a task as
completed": "remove the task 'ravi'" means 'delete', "Mark it as completed" means 'complete'. Without such
glosses, an action enum's value by the verb the request uses ("Remove the 'todo random' item": 'delete').
"""

from __future__ import annotations

import re
from typing import Any

from core.planner.extract import STOPWORDS, content_words, stem

_GLOSS = re.compile(r"""['"‘“]([^'"’”]{1,40})['"’”]\s*(?:\)|:|=|-|–|means|for|to|if|when|is|will)\s*([^'"‘“;]{3,80})""", re.I)


_NEGATION_WORDS = ("not", "no", "non", "without", "never")
_NEGATED = re.compile(r"\b(?:" + "|".join(_NEGATION_WORDS) + r")\b|n't\b", re.I)
_OPPOSITE = {"true": "false", "false": "true", "yes": "no", "no": "yes"}


def meanings(description: str, enum: list[Any]) -> dict[Any, tuple[set[str], bool]]:
    """Each enum value's gloss in the description, as stemmed content words, and whether the gloss is
    negated ("'False' for attractions not suitable for children"); values without one are left out."""
    by_text = {str(v).lower(): v for v in enum}
    out: dict[Any, tuple[set[str], bool]] = {}
    for m in _GLOSS.finditer(description):
        value = by_text.get(m.group(1).strip().lower())
        if value is not None and value not in out:
            gloss = re.split(r",\s*(?:or\s+|and\s+)?$|\bor\s*$", m.group(2).strip())[0]
            out[value] = {stem(w) for w in content_words(gloss) if w not in STOPWORDS}, bool(_NEGATED.search(gloss))
    return out


def meant(query: str, description: str, enum: list[Any], topic: str = "") -> Any | None:
    """The one enum value whose own gloss words (those no other value's gloss shares, nor the function's
    ``topic`` name) the request says most. A negated gloss said without a negation means its opposite
    ("suitable for children" against "'False' for attractions not suitable for children": 'True')."""
    glosses = meanings(description, enum)
    if len(glosses) < 2:
        return None
    said = {stem(w) for w in content_words(query)}
    negated_request = bool(_NEGATED.search(query))
    by_text = {str(v).lower(): v for v in enum}
    common = {stem(w) for w in content_words(topic)}
    scores = {v: 0 for v in glosses}
    for value, (words, negated) in glosses.items():
        opposite = by_text.get(_OPPOSITE.get(str(value).lower(), ""))
        others = set().union(*(w for v, (w, _) in glosses.items() if v != value and not (negated and v == opposite)))
        own = words - others - {stem(str(value).lower())} - common - set(_NEGATION_WORDS)  # "'False' means not suitable":
        hits = len(own & said)  # "suitable" said plainly means 'True'
        if negated and not negated_request and opposite is not None:
            scores[opposite] = scores.get(opposite, 0) + hits
        elif not negated or negated_request:
            scores[value] += hits
    best = sorted(scores.items(), key=lambda kv: -kv[1])
    return best[0][0] if best[0][1] > best[1][1] else None


# What users say for an action enum's usual values.
_ACTION_WORDS = {"delete": {"remove", "erase", "drop", "bin", "trash"}, "remove": {"delete", "erase", "drop", "bin", "trash"},
                 "add": {"create", "new", "insert"}, "create": {"add", "new", "make"},
                 "update": {"change", "edit", "modify", "rename"}, "edit": {"change", "modify", "update"},
                 "complete": {"finish", "finished", "done", "completed", "tick"}}


def action_meant(query: str, enum: list[Any]) -> Any | None:
    """The one action value (add/delete/update/complete…) whose usual verbs the request says, or None."""
    said = {w.lower() for w in re.findall(r"[A-Za-z]+", query)}
    hits = [v for v in enum if isinstance(v, str) and _ACTION_WORDS.get(v.lower(), set()) & said]
    return hits[0] if len(hits) == 1 else None
