"""Gmail labels the user made, by name: "Put the Costco receipt email under my Receipts label".

Gmail's messages.modify takes label ids ("Label_12"), and only system labels (INBOX, STARRED, …) have ids
that are their names. So a label the request names is written into the plan by its name first, the
user's labels are listed (gmail.users.labels.list), and the name is swapped for that label's id; a name
with no label stays unrun and is said plainly.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner.plan import Plan

LIST = "gmail.users.labels.list"
MODIFY = ("gmail.users.messages.modify", "gmail.users.threads.modify", "gmail.users.messages.batchModify")
FILTER = "gmail.users.settings.filters.create"
_NAME = r"['\"‘“]?([A-Za-z0-9][\w &/'-]{0,40}?)['\"’”]?"
_ADD = (re.compile(rf"\b(?:put|add|stick)\s+(?:a|the)\s+label\s+{_NAME}\s+(?:on|to)\b", re.I),  # "put a label 'Weddings 2025' on …"
        re.compile(rf"\b(?:put|add|stick|slap|pop)\s+(?:a|the|my)\s+{_NAME}\s+label\s+(?:on|to)\b", re.I),  # "stick a Weddings label on them"
        re.compile(rf"\b(?:under|into|in|to|with)\s+(?:my|the)\s+{_NAME}\s+(?:label|folder)\b", re.I),
        re.compile(r"^\s*(?:please\s+)?(?:put|move|file|stick|pop)\b.*?\be-?mail\b.*?\bunder\s+(?:my\s+|the\s+)?([A-Z][\w&'-]*)\s*[.!]?$"),  # "… under Jobs"
        re.compile(rf"\blabel\s+(?:it|them|this|that|these|those|(?:the|all|every)\b.*)\s+as\s+{_NAME}\s*[.!?]?$", re.I),  # "… with the quote as 'X'"
        re.compile(rf"\blabel\s+(?:it|them|this|that|these|those|(?:the|all|every)\b.*?)\s*(?:as|with)\s+{_NAME}\s*[.!?]?$", re.I),
        re.compile(rf"\blabel\s+(?:[\w'-]+\s+){{1,6}}?as\s+{_NAME}\s*[.!?]?$", re.I),  # "label karen hughes last email as Paid"
        re.compile(rf"\badd\s+(?:the\s+)?(?:label\s+)?{_NAME}\s+(?:label\s+)?to\b", re.I),
        re.compile(rf"\blabel(?:l?ed|s)\s+(?:them\s+|it\s+)?(?:as\s+|with\s+)?{_NAME}\s*[.!?]?$", re.I),
        re.compile(rf"\b(?:gets?|getting|given|apply|applies|adds?)\s+(?:the|a|my)\s+{_NAME}\s+label\b", re.I),  # "gets the Suppliers label"
        re.compile(rf"\blabel\s+(?:called|named)\s+{_NAME}(?:\s+(?:automatically|for\s+me|please|pls))*\s*(?:[.!?,]|$)", re.I),
        re.compile(rf"\b(?:gets?|getting|given|apply|applies|applied|add|adds|with)\s+(?:the\s+|a\s+)?label\s+{_NAME}\s*(?:[.!?,]|$)", re.I),
        re.compile(rf"\b(?:goes?|go|going|put|moved?|file[sd]?)\s+(?:(?:straight|directly|right|automatically)\s+)?(?:in|into|under|to)\s+(?:the\s+|an?\s+|my\s+)?(?:label\s+(?:called\s+|named\s+)?)?{_NAME}\s*(?:label|folder)?"
                   r"\s*(?:,?\s*(?:please|thanks|thank\s+you))?\s*[.!?]?$",
                   re.I))  # "… skips the inbox and goes into Leads"
_REMOVE = re.compile(rf"\b(?:remove|take)\s+(?:the\s+)?{_NAME}\s+label\s+(?:from|off)\b", re.I)
_THEN_SKIPS = re.compile(r"\s*,?\s+(?:and|&)\s+(?:(?:it|they|them)\s+)?(?:skips?|skipping|archives?|archived|bypass(?:es)?|"
                         r"never\s+(?:goes|hits)|stays?\s+out|mark(?:s|ed)?\s+(?:as\s+)?read)\b.*$", re.I | re.S)
_SYSTEM = re.compile(r"^(?:Label_\w+|[A-Z][A-Z_]+)$")  # an id: "Label_12", INBOX, CATEGORY_PROMOTIONS


def named(query: str) -> dict[str, list[str]]:
    """The user labels a request adds or removes, by name ({"addLabelIds": ["Receipts"]})."""
    change: dict[str, list[str]] = {}
    query = re.sub(r"\s+so\s+(?:that\s+)?(?:i|we|you)\b.*$", "", query, flags=re.I | re.S)  # "… as Mr Hughes so I can find it later"
    query = _THEN_SKIPS.sub("", query)  # "… gets labelled HMRC and skips the inbox": the label ends before
    removed = _REMOVE.search(query)
    if removed:
        change["removeLabelIds"] = [removed.group(1).strip()]
    for pattern in _ADD:
        m = pattern.search(query) if not removed else None
        if m and m.group(1).strip().lower() not in ("inbox", "trash", "spam") \
                and not re.search(r"\b(?:should|get|gets|go|goes|be|is|are|will|subject)\b", m.group(1), re.I):
            change["addLabelIds"] = [m.group(1).strip()]
            break
    return change


def without_label(query: str) -> str:
    """The request without the label it names, so a search for the message does not look for the label."""
    for pattern in (_REMOVE, *_ADD):
        m = pattern.search(query)
        if m:  # "under my Receipts label" whole; of "label the email from Costco as Receipts" the name only
            start = m.start(1) if pattern.pattern.startswith(r"\blabel") else m.start()
            query = query[:start] + " " + query[m.end(1) if start == m.start(1) else m.end():]
    return query


def _holder(call: Any) -> dict | None:
    """Where a call's label ids are: the body of a modify, the action of a new filter."""
    body = call.arguments.get("body")
    if not isinstance(body, dict):
        return None
    holder = body if call.method in MODIFY else body.get("action") if call.method == FILTER else None
    return holder if isinstance(holder, dict) else None


def pending(call: Any) -> list[str]:
    """The label names in a modify or filter call that are not ids yet."""
    holder = _holder(call) or {}
    return [v for field in ("addLabelIds", "removeLabelIds") for v in holder.get(field) or []
            if isinstance(v, str) and not _SYSTEM.match(v)]


def with_ids(call: Any, listed: Any) -> tuple[Any, list[str]]:
    """``call`` with each label name swapped for the id of the user's label of that name (case ignored);
    the names no label has."""
    labels = listed.get("labels") if isinstance(listed, dict) else None
    ids = {str(item.get("name", "")).lower(): item["id"] for item in labels or [] if isinstance(item, dict) and "id" in item}
    names = pending(call)
    holder = dict(_holder(call) or {})
    unknown = [v for v in names if v.lower() not in ids]
    for field in ("addLabelIds", "removeLabelIds"):
        if field in holder:
            holder[field] = [ids.get(v.lower(), v) if v in names else v for v in holder[field]]
    body = holder if call.method in MODIFY else {**call.arguments["body"], "action": holder}
    return call.model_copy(update={"arguments": {**call.arguments, "body": body}}), unknown


def resolved(plan: Plan, listed: Any) -> Plan | None:
    """``plan`` once the user's labels are listed: its label names swapped for ids (the message is looked up
    next), or a plain answer when a name has no label; None when ``listed`` is no labels.list answer."""
    if not (isinstance(listed, dict) and isinstance(listed.get("labels"), list)) or not pending(plan.calls[0]):
        return None
    call, unknown = with_ids(plan.calls[0], listed)
    if unknown:
        return Plan(request=plan.request, kind="chat", reply=f"You have no Gmail label called '{unknown[0]}', so nothing "
                    f"was done. Create it first (\"create a Gmail label called {unknown[0]}\") and ask again.")
    return plan.model_copy(update={"calls": [call, *plan.calls[1:]]})
