"""People a request names in the role a parameter asks for: who directed, who stars, who sings or wrote.

"movies directed by Tim Burton with Johnny Depp in the cast" → directed_by "Tim Burton", cast "Johnny Depp";
"David Leitch as the director"; "Roar by Katy Perry" → artist "Katy Perry".
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract

# A person's name: capitalised words ("Danny John-Jules", "Sterling K. Brown", "Thurop Van Orman").
_NAME = r"((?:[A-Z]\.|[A-Z][\w'’-]*)(?:\s+(?:[A-Z]\.|[A-Z][\w'’-]*|van|von|de|del|da|di|la|le)){0,3}(?<=\w))"

# The role a parameter word names → what the request says before a name, and the nouns a name is called.
_ROLES = {
    "director": (r"directed\s+by|director(?:\s+is)?", "director"),
    "cast": (r"starring|featuring|features|stars|with\s+(?:the\s+)?(?:actor|actress)|cast(?:\s+is)?|actor|actress|with",
             r"cast|actor|actress|star|lead"),
    "artist": (r"by|from\s+(?:the\s+)?(?:artist|singer|band)|artist|singer|band", "artist|singer|band"),
    "author": (r"written\s+by|by|author", "author|writer"),
    "maker": (r"made\s+by|from|by|brand", "manufacturer|brand|maker"),
}
_WORD_ROLE = {"director": "director", "directed": "director", "directors": "director", "cast": "cast",
              "starring": "cast", "actor": "cast", "actors": "cast", "actress": "cast", "stars": "cast",
              "artist": "artist", "artists": "artist", "singer": "artist", "performer": "artist",
              "author": "author", "writer": "author", "manufacturer": "maker", "brand": "maker", "maker": "maker"}


def role_of(param: str) -> str | None:
    """The role a parameter names (directed_by → director, starring → cast), or None."""
    return next((_WORD_ROLE[w] for w in extract.content_words(param) if w in _WORD_ROLE), None)


def person_in_role(query: str, param: str, taken: list[str]) -> str | None:
    """The name the request gives the parameter's role, not already another value."""
    role = role_of(param)
    if role is None:
        return None
    cue, noun = _ROLES[role]
    patterns = (rf"\b(?i:{cue})\s+(?i:the\s+)?{_NAME}",  # "directed by Tim Burton", "starring Michelle Caspar"
                rf"{_NAME}\s+(?:as|is)\s+(?:the\s+|an?\s+)?(?i:{noun})\b",  # "David Leitch as the director"
                rf"{_NAME}\s+in\s+the\s+(?i:{noun})\b",  # "Alex King in the cast"
                rf"{_NAME}\s+(?i:starring|stars|acting|acted\s+in|acts\s+in|appeared\s+in|appears\s+in)\b"
                if role == "cast" else None)  # "Michaela Watkins starring in it", "that Joey Fatone acted in"
    for pattern in filter(None, patterns):
        for m in re.finditer(pattern, query):
            name = m.group(1)
            lower = re.search(r"(?<![\w'])([a-z]{3,})\s+$", query[:m.start(1)]) if re.match(r"[A-Z]\.\s", name) else None
            if lower and lower.group(1) not in extract.STOPWORDS | extract.VERBS | extract.PREPOSITIONS:
                name = f"{lower.group(1).capitalize()} {name}"  # "has sterling K. Brown as an actor": the first name typed in lower case
            if name.split()[0].lower() not in extract.STOPWORDS | extract.VERBS and \
                    not any(name.lower() in t or t in name.lower() for t in taken if t):
                return name
    return None


def is_role_param(param: str, pspec: dict[str, Any]) -> bool:
    return role_of(param) is not None and pspec.get("type", "string") == "string" and not pspec.get("enum")
