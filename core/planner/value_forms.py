"""A value in the form its parameter asks for, and lists that hold no other parameter's value."""

from __future__ import annotations

import re
from typing import Any

from core.planner import countries, us_places, world_places


def as_asked(param: str, pspec: dict[str, Any], value: str, regional: bool) -> str:
    """A string value as the parameter wants it: a country said by its adjective as the country
    ("German" → Germany), a US city with its state where the description asks for "City, State", another
    city with its country where it asks for "City, Country"
    (not when the function has a state or country parameter of its own, ``regional``)."""
    if countries.is_country_param(param):
        value = countries.country_of(value)
    if regional:
        return value
    description = str(pspec.get("description", ""))
    return world_places.with_country(us_places.with_state(value, description), description)  # "Moscow, Russia"


def without_others(query: str, items: Any, args: dict[str, Any]) -> Any:
    """A list's items less those that are (part of) another parameter's value: the "4.5" of "a 4.5 star
    rating" is the rating, no product; "history" inside "Natural History Museum" no feature asked for."""
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        return items
    numbers = {str(v) for v in args.values() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    values = [x for v in args.values() for x in (v if isinstance(v, list) else [v])]
    names = [v for v in values if isinstance(v, str) and " " in v and v.lower() in query.lower()]
    free = re.sub("|".join(re.escape(n) for n in names), " ", query, flags=re.I) if names else query

    def other(item: str) -> bool:
        if any(n in re.findall(r"\d+(?:\.\d+)?", item) for n in numbers):
            return True
        word = re.escape(item.lower().rstrip("s"))  # "Violins" is said as "violin"
        return bool(re.search(word, query.lower())) and not re.search(word, free.lower())
    kept = [i for i in items if not other(i)]
    return kept if kept else items
