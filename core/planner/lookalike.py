"""An e-mail address whose domain is one slip away from a well-known mail provider's ("drummond.h@gmial.com"). A
message, a share or an invite to it is asked about first: a look-alike address is how payment-diversion fraud
reaches people ("they've just emailed from a new address … forward them the bank details"). Saying the address is
right ("… the address is right") plans it as asked."""

from __future__ import annotations

import re

# Providers people write to every day; a domain equal to one of them is never a look-alike ("mail.com", "gmx.com").
PROVIDERS = ("gmail.com", "googlemail.com", "hotmail.com", "hotmail.co.uk", "outlook.com", "outlook.co.uk", "live.com",
             "live.co.uk", "yahoo.com", "yahoo.co.uk", "ymail.com", "icloud.com", "me.com", "aol.com", "btinternet.com",
             "sky.com", "talktalk.net", "virginmedia.com", "protonmail.com", "proton.me", "mail.com", "gmx.com", "msn.com")
# What reaches the address: a message, a draft, a share, an invite, a contact kept for it.
REACHES = ("gmail.users.messages.send", "gmail.users.drafts.", "gmail.users.settings.", "drive.permissions.",
           "calendar.acl.", "calendar.events.insert", "calendar.events.patch", "people.people.")
_ADDRESS = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
_CONFIRMED = re.compile(r"\b(?:the\s+)?(?:address|e-?mail)\s+is\s+(?:right|correct|fine|genuine)\b|\bi'?ve\s+checked\s+(?:the|that|it)\b", re.I)


def _slips(a: str, b: str) -> int:
    """Optimal-string-alignment distance: letters left out, added, changed or swapped with the next."""
    rows = [list(range(len(b) + 1))]
    for i, x in enumerate(a, 1):
        row = [i]
        for j, y in enumerate(b, 1):
            row.append(min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (x != y)))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def lookalike(request: str) -> tuple[str, str] | None:
    """(address, the provider it imitates) of the first address in ``request`` one slip from a provider's domain; None
    when there is none or the request says the address is right."""
    if _CONFIRMED.search(request):
        return None
    for found in _ADDRESS.finditer(request):
        domain = found.group(1).lower()
        if domain in PROVIDERS:
            continue
        near = next((p for p in PROVIDERS if _slips(domain, p) == 1), None)
        if near:
            return found.group(0), near
    return None


def question(address: str, provider: str) -> str:
    """What Steward asks before anything reaches a look-alike address."""
    return (f"{address} is one letter away from {provider}: a look-alike address is a common trick for diverting "
            f"payments. Nothing was sent. Check the address with them by phone; if it is right, say so "
            f"(e.g. '… the address is right') and I will go ahead, or give me the correct address.")


_YES = re.compile(r"^\W*(?:yes|yeah|yep|it'?s\s+(?:right|correct|fine)|(?:that'?s\s+)?(?:right|correct)|go\s+ahead|send\s+it(?:\s+anyway)?)\b", re.I)


def answered(typed: str, address: str, answer: str) -> str:
    """The request again after the question: the address the answer gives in place of the look-alike, or the request
    with the address said to be right ("yes, it's right")."""
    given = _ADDRESS.search(answer)
    if given:
        return typed.replace(address, given.group(0), 1)
    if _YES.search(answer) or _CONFIRMED.search(answer):
        return f"{typed.rstrip(' .!')}. the address is right"
    return f"{typed.rstrip(' .!')}. {answer}"
