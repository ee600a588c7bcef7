"""A genre said in a request ("a historical fiction book", "some jazz", "sci-fi films"), for a free-text genre parameter."""

from __future__ import annotations

import re
from typing import Any

# Genres whose word means little else. Longer phrases first, so "historical fiction" beats "fiction".
_PLAIN = ("historical fiction", "science fiction", "non-fiction", "nonfiction", "romantic comedy", "young adult", "self-help",
          "hip hop", "hip-hop", "heavy metal", "k-pop", "r&b", "sci-fi", "scifi", "fiction", "fantasy", "horror", "mystery",
          "romance", "thriller", "comedy", "documentary", "drama", "animation", "animated", "biography", "memoir", "poetry",
          "satire", "suspense", "dystopian", "noir", "superhero", "anime", "western", "musical", "adventure",
          "jazz", "blues", "classical", "reggae", "punk", "electronic", "edm", "techno", "soul", "funk", "gospel", "indie",
          "disco", "opera", "rap", "metal", "folk", "pop", "rock")
# Genres that are everyday words too: only right before a kind of work ("country music", "action movies").
_WORK = r"(?:music|songs?|tracks?|movies?|films?|books?|novels?|shows?|series|genre)"
_EVERYDAY = ("action", "crime", "family", "war", "history", "country", "house", "dance", "latin", "alternative", "children's")
_SAID = re.compile(r"(?<![\w-])(" + "|".join(re.escape(g) for g in _PLAIN) + r")(?![\w-])"
                   r"|(?<![\w-])(" + "|".join(re.escape(g) for g in _EVERYDAY) + rf")\s+{_WORK}\b", re.I)


def is_genre_param(param: str, pspec: dict[str, Any]) -> bool:
    """A free-text parameter for a genre (``genre``, ``music_genre``, ``genres``)."""
    return not pspec.get("enum") and bool(re.search(r"genre", param, re.I))


def genre_said(query: str, taken: list[str]) -> str | None:
    """The first genre the request says that no other value holds, as written ("historical fiction")."""
    for m in _SAID.finditer(query):
        genre = m.group(1) or m.group(2)
        if not any(genre.lower() in t or t in genre.lower() for t in taken if t):
            return genre
    return None
