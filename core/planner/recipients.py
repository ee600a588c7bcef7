"""An e-mail to someone named without an address: "email our area manager Graham Price - takings £1,842 …",
"send mum an email saying happy birthday"; a file or calendar shared with people by name ("share the catering menu
w/ tina ramirez", "share the December schedule with Denny and Rico").

Each person is looked up in the user's contacts (people.searchContacts, a read) and the request is planned again
with the address found written after the name, so the message goes to exactly that address and the dialog shows
it. No contact, or a contact without an e-mail address, is said plainly; several are listed for the user to pick.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import contacts, extract, replies

SEARCH = "people.people.searchContacts"
SENDS = ("gmail.users.messages.send", "gmail.users.drafts.create")
SHARES = ("drive.permissions.create", "calendar.acl.insert")
_KIN = r"mum|mom|mam|dad|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunty|uncle|sis|bro"
_NAME = r"[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?"
_TO_WHOM = re.compile(
    rf"^\s*(?i:(?:(?:hi|hello|hey)\b[,!]?\s*)?(?:(?:please|pls|can\s+you|could\s+you)\s+)?"
    rf"(?:e-?mail|message|write\s+to|send|draft\s+(?:an?\s+)?e-?mail\s+to)\s+"
    rf"(?:(?:the|my|our|this|these)\s+[\w' -]{{1,40}}?\s+to\s+)?(?:my\s+|our\s+)?)(?:[a-z]+\s+){{0,3}}?"
    rf"(?P<who>{_NAME}|(?i:{_KIN}))\b(?!\s*[@(])")  # "email the weekly figures to our area manager Graham Price"
_NOT_NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "I", "Gmail", "Google"}
# Whom a share is for: "… with Denny and Rico so they can …", "let Wanda get into the sign up sheet", "give Tina edit access"
_SHARED_WITH = re.compile(r"\bwith\s+(?P<who>.+?)(?=\s*(?:[.;:!?](?:\s|$)|$)|,?\s+(?:so|as|to|for|cos|cause|because|pls|please|thanks|thx|"
                          r"asap|today|now|can|could|they|he|she|who|from|on|in|at|but|x+)\b)", re.I)
_LET_IN = re.compile(r"^\s*(?:please\s+)?(?:let|give|grant)\s+(?P<who>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?!a\b|an\b|the\b|my\b)")
_NO_PERSON = {"the", "my", "our", "your", "his", "her", "their", "them", "him", "me", "us", "you", "it", "this", "that", "a", "an",
              "everyone", "everybody", "anyone", "anybody", "all", "both", "team", "staff", "family", "friends", "people", "group",
              "committee", "whole", "link", "access", "edit", "editing", "view", "viewing", "comment", "world", "public", "others",
              "rest", "lads", "girls", "kids", "parents", "members", "crew", "gang", "class", "office", "board", "each", "other"}


def named_recipient(request: str) -> str | None:
    """The person an e-mail is for when the request names them but gives no address; None otherwise."""
    if extract.EMAIL.search(request) or replies.about_a_message(request):
        return None
    m = _TO_WHOM.search(request)
    who = m.group("who") if m else None
    return who if who and who.split()[0] not in _NOT_NAMES else None


def shared_with(request: str) -> str | None:
    """The first person a share names with no address yet ("with Denny (d@…) and Rico": Rico); None when it names
    no one by name, or a group ("with the team") that no contact is."""
    m = _SHARED_WITH.search(request) or _LET_IN.search(request)
    if m is None:
        return None
    for part in re.split(r"\s*(?:,|&|\band\b|\bn\b|\+)\s*", m.group("who")):
        part = re.sub(r"\s*\([^)]*\)\s*$", "", part).strip()  # an address already written after the name
        if extract.EMAIL.fullmatch(part):
            continue
        words = part.split()
        if not 1 <= len(words) <= 2 or any(w.lower() in _NO_PERSON or not re.fullmatch(r"[A-Za-z][\w'-]*", w) for w in words):
            return None
        if not re.search(rf"\b{re.escape(part)}\s*\(\s*{extract.EMAIL.pattern}", request):
            return part if part.split()[0].capitalize() not in _NOT_NAMES else None
    return None


def pending(plan: Any) -> str | None:
    """The name to look up for a clarify plan that lacks an e-mail's recipient or a share's person."""
    call = plan.calls[0] if plan.calls else None
    if call is None or plan.kind != "clarify":
        return None
    if call.method in SHARES:
        return shared_with(plan.request)
    return named_recipient(plan.request) if call.method in SENDS else None


def lookup_arguments(name: str) -> dict[str, Any]:
    return {"query": name, "readMask": "names,emailAddresses"}


def written_into(plan: Any) -> str:
    """The request an address found is written into: the one planned once an earlier person's address was written
    ("with Denny (d@…) and Rico"), else the user's own words."""
    return plan.request if extract.EMAIL.search(plan.request) else plan.typed or plan.request


def addressed(request: str, name: str, listed: Any, done: str = "sent") -> tuple[str | None, str]:
    """(the request with the one address found written after the name, "") or (None, what to tell the user: nothing
    was ``done``)."""
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
        return None, f"Several addresses fit {name}: {listing}. Say the request again with the one to use; nothing was {done}."
    if people:
        return None, f"Your contact {people[0][0] or name} has no e-mail address; nothing was {done}. Say the address to use."
    return None, f"I found no contact called {name}, so nothing was {done}. Say their e-mail address."
