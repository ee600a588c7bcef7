"""Web and e-mail addresses and phone numbers the request spells out, for the parameters that ask for one.

"Draft an email to Andy at andy@gorilla.ai" sends to the address, not to "Andy"; "information from
https://example.com/versions.json" fetches that URL, not "device connector versions"; "his phone number is
07700 900123" is the whole number, not "07700".
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract

URL = re.compile(r"\b(?:https?://|www\.)[^\s'\"<>`]+", re.I)
_URL_WORDS = {"url", "uri", "link", "endpoint", "website", "webpage", "homepage", "href", "host", "hostname", "domain"}
_MAIL_WORDS = {"email", "mail", "e-mail"}
_PHONE_WORDS = {"phone", "mobile", "telephone", "tel", "cell", "fax"}
PHONE = re.compile(r"(?<![\w@.£$€])\+?\d[\d ()-]{6,}\d(?![\w.])")  # "07700 900123", "+44 (0)20 7946 0958"
_ADDRESSEE_WORDS = {"address", "recipient", "recipients", "to", "sender", "from", "cc", "bcc"}


def urls(query: str) -> list[str]:
    """The URLs in the request, in order, without the sentence's closing punctuation."""
    return [m.group(0).rstrip(".,;:!?)]}") for m in URL.finditer(query)]


def asks_for_url(param: str, pspec: dict[str, Any]) -> bool:
    words = set(extract.content_words(param))
    description = str(pspec.get("description", ""))[:80]
    return bool(words & _URL_WORDS) or bool(re.search(r"\b(?:URL|URI)\b", description)) and not words & {"name", "id"}


def asks_for_email(param: str, pspec: dict[str, Any]) -> bool:
    words = {w.replace("-", "") for w in extract.content_words(param)}
    description = str(pspec.get("description", "")).lower()[:80]
    return bool(words & _MAIL_WORDS) and not words & {"subject", "body", "content", "text", "message"} or \
        bool(words & _ADDRESSEE_WORDS) and bool(re.search(r"\be-?mail\s+address", description))


def address_for(query: str, param: str, pspec: dict[str, Any], taken: list[str]) -> str | None:
    """The first URL, e-mail address or phone number the request states that the parameter asks for and no
    other value holds; None when it asks for none of them or none is said."""
    if asks_for_email(param, pspec):
        found = [m.group(0).rstrip(".") for m in extract.EMAIL.finditer(query)]
    elif set(extract.content_words(param)) & _PHONE_WORDS:
        found = [m.group(0).strip() for m in PHONE.finditer(query)]
    elif asks_for_url(param, pspec):
        found = urls(query)
    else:
        return None
    return next((a for a in found if a.lower() not in taken), None)
