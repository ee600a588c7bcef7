"""An e-mail to someone named without an address: "email our area manager Graham Price - takings £1,842 …",
"send mum an email saying happy birthday".

The person is looked up in the user's contacts (people.searchContacts, a read) and the request is planned again
with the address found written after the name, so the message goes to exactly that address and the dialog shows
it. No contact, or a contact without an e-mail address, is said plainly; several are listed for the user to pick.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import contacts, extract, replies

SEARCH = "people.people.searchContacts"
SENDS = ("gmail.users.messages.send", "gmail.users.drafts.create")
_KIN = r"mum|mom|mam|dad|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunty|uncle|sis|bro"
_NAME = r"[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?"
_TO_WHOM = re.compile(
    rf"^\s*(?i:(?:(?:hi|hello|hey)\b[,!]?\s*)?(?:(?:please|pls|can\s+you|could\s+you)\s+)?"
    rf"(?:e-?mail|message|write\s+to|send|draft\s+(?:an?\s+)?e-?mail\s+to)\s+"
    rf"(?:(?:the|my|our|this|these)\s+[\w' -]{{1,40}}?\s+to\s+)?(?:my\s+|our\s+)?)(?:[a-z]+\s+){{0,3}}?"
    rf"(?P<who>{_NAME}|(?i:{_KIN}))\b(?!\s*[@(])")  # "email the weekly figures to our area manager Graham Price"
_NOT_NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "I", "Gmail", "Google"}


def named_recipient(request: str) -> str | None:
    """The person an e-mail is for when the request names them but gives no address; None otherwise."""
    if extract.EMAIL.search(request) or replies.about_a_message(request):
        return None
    m = _TO_WHOM.search(request)
    who = m.group("who") if m else None
    return who if who and who.split()[0] not in _NOT_NAMES else None


def pending(plan: Any) -> str | None:
    """The name to look up for a clarify plan that lacks only an e-mail's recipient."""
    call = plan.calls[0] if plan.calls else None
    return named_recipient(plan.request) if call is not None and call.method in SENDS and plan.kind == "clarify" else None


def lookup_arguments(name: str) -> dict[str, Any]:
    return {"query": name, "readMask": "names,emailAddresses"}


def addressed(request: str, name: str, listed: Any) -> tuple[str | None, str]:
    """(the request with the one address found written after the name, "") or (None, what to tell the user)."""
    words = {w.lower() for w in name.split()}
    people = [(p["name"], p["emails"]) for p in contacts.people_found(listed) or []
              if words <= {w.lower() for w in re.findall(r"[\w'-]+", p["name"])}]
    with_mail = [(n, mails[0]) for n, mails in people if mails]
    if len(with_mail) == 1 and all(len(m) == 1 for _, m in people if m):
        at = re.search(rf"\b{re.escape(name)}\b", request)
        if at is None:
            return None, f"I found {with_mail[0][0]} ({with_mail[0][1]}); say the request again with that address."
        return request[:at.end()] + f" ({with_mail[0][1]})" + request[at.end():], ""
    if len(with_mail) > 1 or any(len(m) > 1 for _, m in people):
        listing = "; ".join(f"{n} ({m})" for n, mails in people for m in mails)
        return None, f"Several addresses fit {name}: {listing}. Say the request again with the one to use; nothing was sent."
    if people:
        return None, f"Your contact {people[0][0] or name} has no e-mail address; nothing was sent. Say the address to use."
    return None, f"I found no contact called {name}, so nothing was sent. Say their e-mail address."
