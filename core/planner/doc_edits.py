"""Text added to or changed in a Google Doc: "add 'bring phone chargers' at the end of my Packing List doc", "in my
price list doc change shirts £1.20 to £1.30".

Docs' documents.batchUpdate takes a list of edit requests; adding to a document is one insertText at the
end of its body (endOfSegmentLocation), on a new line; changing words is one replaceAllText of the words said
wrong by the words said right. Only text the request dictates is inserted or replaced.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import dates, everyday_values, shorthand


def is_edit_list(props: dict[str, Any]) -> bool:
    """A body that is Docs' batchUpdate (a list of requests that can insert text)."""
    items = (props.get("requests") or {}).get("items") or {}
    return "insertText" in (items.get("properties") or {})


def insert_body(query: str) -> dict[str, Any]:
    """The one edit the request dictates ({} when it dictates no text): at the end, or at the very top when it
    says so ("put 'DRAFT - not final' at the very top of the … doc": the body's first index is 1), or the words it
    changes ("change the booking line number 01507 600999 to 01507 611222")."""
    changed = replaced(query)
    if changed:
        old, new = (shorthand.as_typed(said) for said in changed)  # "6.30pm" as typed, not the "6:30pm" read
        case = not re.search(r"[A-Za-z]", old)  # words typed in lower case match the document's capitals
        return {"requests": [{"replaceAllText": {"containsText": {"text": old, "matchCase": case}, "replaceText": new}}]}
    text = everyday_values.dictated(query)
    if not text:
        return {}
    if _AT_THE_TOP.search(query):
        return {"requests": [{"insertText": {"location": {"index": 1}, "text": f"{text}\n"}}]}
    return {"requests": [{"insertText": {"endOfSegmentLocation": {}, "text": f"\n{text}"}}]}


_AT_THE_TOP = re.compile(r"\bat\s+the\s+(?:very\s+)?(?:top|start|beginning)\b", re.I)


_MONEY_OR_NUMBER = r"(?:[£$€]\s?\d[\d,]*(?:\.\d+)?|\d[\d ]*\d|\d)"
_CHANGE = re.compile(rf"\b(?:change|replace|swap|update|correct)\s+(?:the\s+)?(?:[\w'-]+\s+){{0,5}}?({_MONEY_OR_NUMBER})\s+(?:to|with|for)\s+"
                     rf"({_MONEY_OR_NUMBER})\b", re.I)  # "change shirts £1.20 to £1.30", "… number 01507 600999 to 01507 611222"
_GOING_UP = re.compile(rf"\b(?:going|gone|goes|went)\s+(?:up|down)\s+from\s+({_MONEY_OR_NUMBER})\s+to\s+({_MONEY_OR_NUMBER})\b", re.I)
_QUOTED = r"['\"‘“]((?:[^'\"’”]|['’](?=[a-z]))+)['\"’”]"  # an apostrophe inside a word stays in it: 'Once in Royal David's City'
_EVERY = re.compile(r"\b(?:change|replace|swap)\s+(?:(?:every|all(?:\s+the)?|each)\s+|where\s+it\s+says\s+|the\s+bit\s+that\s+says\s+)?" + _QUOTED + r"\s+(?:to|with|for|by)\s+" + _QUOTED, re.I)  # "change every 'robot' to 'traffic light'", "replace 'Tuesday 8 Dec' with 'Wednesday 9 Dec'"
_IN_IT_CHANGE = re.compile(r"^\s*in\s+(?:my|the|our)\s+[\w' -]{1,40}?\s*,?\s+(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:change|replace|swap)\s+"
                           r"(?!(?:it|that|this|the|my|our|his|her|their|a|an|every|all|each)\b)([^,.;!?]+?)\s+(?:to|with)\s+([^,;!?]+?)"
                           r"(?:\s+(?:abeg|pls|please|thanks?|ta))?\s*[.!]?\s*$", re.I)  # "In my CV change Band 5 Staff Nurse to Band 6 Senior Staff Nurse" (not "… change the wifi password to Currach2027": its value)
_SAYS_SHOULD_BE = re.compile(r"\b(?:(?:it\s+)?says|i\s+(?:put|wrote|typed))\s+(.+?)\s*,?\s+(?:it\s+)?should\s+(?:be|say|read)\s+(?:the\s+)?(.+?)\s*"
                             r"(?:[!;]|[.,](?!\d)|$)", re.I)  # "i put bar profit £3,410, should be £3,140, fix it"


_WHERE_IT_SAYS = re.compile(r"\bwhere\s+it\s+says\s+" + _QUOTED + r"\s*,?\s+it\s+should\s+(?:say|read|be)\s+['\"‘“]?(.+?)['\"’”]?\s*(?:[!;?]|[.,](?!\d)|$)",
                            re.I)  # "where it says 'Carol Service – 6pm' it should say 6.30pm"
_SPELT_AS = re.compile(r"\b(?:spelt|spelled|written|typed)\s+(?:(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+)?(?P<right>(?-i:[A-Z])[\w-]+)(?:['’]s)?\s+(?:name\s+)?"
                       r"as\s+['\"‘“](?P<wrong>[^'\"’”]+)['\"’”]", re.I)
_CLOCK = re.compile(r"\b\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b|\b\d{1,2}[:.]\d\d\b", re.I)


def _the_part_that_differs(old: str, new: str) -> tuple[str, str] | None:
    """(old, new) for words said whole and their correction; a correction that is only a clock time changes the time in
    them, the rest kept ("Carol Service – 6pm" → "6.30pm": 'Carol Service – 6.30pm', so no other 6pm in the document
    changes); None when it cannot be told."""
    if _CLOCK.fullmatch(new.strip()) and len(_CLOCK.findall(old)) == 1:
        return old, _CLOCK.sub(new.strip(), old)
    return (old, new) if len(new.split()) >= len(old.split()) else None


def replaced(query: str) -> tuple[str, str] | None:
    """(words as they are, words as they should be) when the request changes words in a document: a number or a sum
    said with what it becomes, or "it says died 13th october, should be the 3rd" (only the part that differs, with
    its month: "13th october" → "3rd october", so the rest of the line is kept). None when it changes nothing it says."""
    if where := _WHERE_IT_SAYS.search(query):
        return _the_part_that_differs(where.group(1).strip(), shorthand.as_typed(where.group(2).strip()))
    if spelt := _SPELT_AS.search(query):  # "I have spelt Dr Okonedo's name as 'Okenedo' throughout": the name as it should be
        return spelt.group("wrong"), spelt.group("right")
    said = _CHANGE.search(query) or _GOING_UP.search(query) or _EVERY.search(query) or _IN_IT_CHANGE.match(query)
    if said:
        return " ".join(said.group(1).split()), " ".join(said.group(2).split())
    wrong = _SAYS_SHOULD_BE.search(query)
    if not wrong:
        return None
    old, new = wrong.group(1).strip(" '\"‘’“”"), wrong.group(2).strip(" '\"‘’“”")
    if new.lower() in old.lower():
        return None
    amounts = re.findall(_MONEY_OR_NUMBER, old)
    if re.fullmatch(_MONEY_OR_NUMBER, new) and len(amounts) == 1:  # "bar profit £3,410" → "£3,140": only the sum changes
        return amounts[0].strip(), new
    words = old.split()
    same_kind = [w for w in words if re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", w, re.I)] if re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", new, re.I) else []
    if len(same_kind) == 1:  # "died 13th october" → "3rd october": the day with its month, the rest kept
        at = words.index(same_kind[0])
        month = words[at + 1:at + 2] if at + 1 < len(words) and re.fullmatch(dates.MONTH_WORD, words[at + 1], re.I) else []
        return " ".join([same_kind[0], *month]), " ".join([new, *month])
    return (old, new) if len(words) <= 6 and len(new.split()) >= len(words) else None


def described(body: dict[str, Any]) -> list[str]:
    """Each Docs edit in a body in a few words for the permission dialog ([] for any other body)."""
    edits = [r for r in body.get("requests") or [] if isinstance(r, dict)] if isinstance(body.get("requests"), list) else []
    said = []
    for edit in edits:
        if isinstance(change := edit.get("replaceAllText"), dict):
            said.append(f"{(change.get('containsText') or {}).get('text')!r} changed to {change.get('replaceText')!r} everywhere")
        elif isinstance(added := edit.get("insertText"), dict):
            said.append(f"adds {str(added.get('text', '')).strip()[:80]!r} " + ("at the top" if "location" in added else "at the end"))
    return said
