"""Gmail filters from a request: "Every email from invoices@brightbake.com should skip the inbox and go under
the Bakery label".

A filter is what mail it matches (criteria: from, subject, words) and what happens to that mail (action:
labels added or removed, system labels by id, the user's own by name until the look-up swaps in its id,
mail_labels.py). A filter that matches nothing or does nothing is not made; what it lacks is asked.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import mail_labels

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_DOMAIN = r"(?:[\w-]+\.)+(?:com|org|net|co\.uk|org\.uk|gov\.uk|ac\.uk|uk|io|dev|app|ie|de|fr|eu|edu|gov|info|biz|co)\b"
_FROM = re.compile(r"\bfrom\s+(?:the\s+)?(" + _EMAIL.pattern + "|" + _DOMAIN + r"|[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})")
_SUBJECT = re.compile(r"\b(?:subject|titled)\s+(?:line\s+)?(?:says\s+|of\s+|is\s+)?['\"‘“]([^'\"’”]+)['\"’”]"
                      r"|['\"‘“]([^'\"’”]+)['\"’”]\s+in\s+(?:the\s+)?subject\b"  # "any email with 'X' in the subject"
                      r"|\bwith\s+(?!['\"‘“])([\w&' -]{2,40}?)\s+in\s+(?:the\s+)?subject\b", re.I)  # "anything with gala entry in the subject"
_COMES_FROM = re.compile(r"\b(?:comes?|coming|sent)\s+(?:in\s+)?from\s+(?:the\s+)?([a-z][\w&.'-]*)"
                         r"|^\s*(?:anything|everything)\s+from\s+([a-z][\w&.'-]*)\s+(?:put|stick|pop|file)\b", re.I)  # "comes in from hetas", "anything from checkatrade put it …"
# "put it straight in Certificates": the user's label, named after "put it in" with no word "label"
_PUT_IN = re.compile(r"\b(?:put|stick|file|move)\s+(?:it|them|em)\s+(?:straight\s+)?(?:in|into|under)\s+(?:my\s+|the\s+)?([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})"
                     r"(?:\s+label)?\s*(?:[.!]?$|,|\s+(?:and|n|&)\s)")  # "… put it in my Orders label n skip the inbox"
_ACTIONS = ((re.compile(r"\b(?:skips?|skipping|bypass(?:es)?|out\s+of|(?:not|never|don'?t)\s+clog(?:ging)?\s+up)\s+(?:the\s+|my\s+)?inbox\b|\barchived?\b", re.I),
             "removeLabelIds", "INBOX"),
            (re.compile(r"\b(?:marks?|marked)\s+(?:\w+\s+)?(?:as\s+)?read\b", re.I), "removeLabelIds", "UNREAD"),
            (re.compile(r"\bstar(?:red|s)?\b", re.I), "addLabelIds", "STARRED"),
            (re.compile(r"\b(?:deleted?|trash(?:ed)?|binned?)\b", re.I), "addLabelIds", "TRASH"),
            (re.compile(r"\b(?:marks?|marked)\s+(?:\w+\s+)?(?:as\s+)?important\b", re.I), "addLabelIds", "IMPORTANT"),
            (re.compile(r"\bnever\s+(?:goes?\s+to|sends?\s+(?:it|them)\s+to|marks?\s+(?:it|them)\s+as)\s+spam\b", re.I),
             "removeLabelIds", "SPAM"))


def is_filter(props: dict[str, Any]) -> bool:
    """A body that is a Gmail Filter (criteria + action)."""
    return "criteria" in props and "action" in props


def filter_body(query: str) -> dict[str, Any]:
    """The criteria and action the request states ({} parts left out)."""
    criteria: dict[str, Any] = {}
    sender = _FROM.search(query) or _COMES_FROM.search(query)
    address = _EMAIL.search(query[sender.start():]) if sender else None
    if sender:  # "… comes from the website booking form noreply@x.co.uk": the address said, not "website"
        said = sender.group(1) or sender.group(2)
        criteria["from"] = said if "@" in said or address is None else address.group(0)
    subject = _SUBJECT.search(query)
    if subject:
        criteria["subject"] = next(g for g in subject.groups() if g)
    action: dict[str, list[str]] = {}
    for pattern, field, label in _ACTIONS:
        if pattern.search(query):
            action.setdefault(field, []).append(label)
    for field, names in mail_labels.named(query).items():
        action.setdefault(field, []).extend(names)
    put_in = _PUT_IN.search(query)
    if put_in and put_in.group(1) not in action.get("addLabelIds", []) and not mail_labels.named(query).get("addLabelIds"):
        action["addLabelIds"] = [put_in.group(1), *action.get("addLabelIds", [])]  # "… put it under LCC n mark it important"
    return {k: v for k, v in (("criteria", criteria), ("action", action)) if v}


def unmet(body: dict[str, Any]) -> list[str]:
    """What a filter still needs: which mail, and what to do with it."""
    needs = []
    if not body.get("criteria"):
        needs.append("which mail it applies to (e.g. 'from invoices@example.com')")
    if not body.get("action"):
        needs.append("what to do with that mail (e.g. 'skip the inbox', 'label it Receipts')")
    return needs
