"""A value in the form its parameter asks for, and lists that hold no other parameter's value."""

from __future__ import annotations

import re
from typing import Any

from core.planner import countries, places, strings, us_places, world_places


def as_asked(param: str, pspec: dict[str, Any], value: str, regional: bool) -> str:
    """A string value as the parameter wants it: a country said by its adjective as the country
    ("German" → Germany), a US city with its state where the description asks for "City, State", another
    city with its country where it asks for "City, Country"
    (not when the function has a state or country parameter of its own, ``regional``)."""
    if countries.is_country_param(param):
        value = countries.country_of(value)
    description = str(pspec.get("description", ""))
    if strings.is_place(param) and us_places.asks_city_state(description):
        value = us_places.city_named(value)  # "the big apple" for 'City, State': New York, NY (as said otherwise: "LA")
    if _city_alone(param, description) and "," in value:
        city, _, region = value.rpartition(",")
        if len(us_places.state_forms(region.strip())) == 2 or region.strip() in countries.NAMES:
            return city.strip()  # "the name of the city" from "Rutherford, NJ": Rutherford
    if regional:
        return value
    return world_places.with_country(us_places.with_state(value, description), description)  # "Moscow, Russia"


_PARTS_ASKED = re.compile(r"'([^',]+(?:,[^',]+){2,})'")  # "in the format of 'Street Address, City, State (abbr), Country'"
_NEXT_PART = re.compile(r",\s*([A-Z0-9][\w.'-]*(?:\s+[A-Z0-9][\w.'-]*){0,3})")


def with_parts(query: str, value: str, description: str) -> str:
    """A place as many comma parts long as the description's format asks, where the request goes on
    writing it: "from 2020 Addison Street, Berkeley, CA, USA" for 'Street Address, City, State (abbr),
    Country' is all four parts, not the street alone."""
    asked = _PARTS_ASKED.search(description)
    at = query.find(value)
    if not asked or at < 0:
        return value
    if re.search(r"(?i)street|address", asked.group(1).split(",")[0]):  # "from 221B Baker Street, Berkeley, …"
        street = next((m for m in places.STREET_ADDRESS.finditer(query) if m.start() <= at <= m.end() + 2), None)
        if street and street.start() < at:
            value, at = query[street.start():max(at + len(value), street.end())], street.start()
    end, parts = at + len(value), value.count(",") + 1
    while parts < asked.group(1).count(",") + 1 and (m := _NEXT_PART.match(query, end)):
        end, parts = m.end(), parts + 1
    return query[at:end]


def is_city_param(param: str) -> bool:
    return re.fullmatch(r"(?i)city(?:_?name)?", param) is not None


def _city_alone(param: str, description: str) -> bool:
    """A parameter for a city's name alone: called "city" and described with no state, country or
    "City, X" example."""
    return is_city_param(param) and not re.search(
        r"(?i)state|country|region|province|\w,\s*\w", description)


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


_COUNT = re.compile(r"(?i)^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:x\s+)?(?!dozen\b)")


def is_count_list(param: str, pspec: dict[str, Any]) -> bool:
    """A list of counts that goes with another list ("quantities": one per item)."""
    item_type = str((pspec.get("items") or {}).get("type", ""))
    return pspec.get("type") == "array" and item_type in ("integer", "number") and \
        re.search(r"(?i)quantit|count|amount|number", param) is not None


def without_counts(items: Any) -> Any:
    """Items said with their counts, as the items alone ("two Big Macs" → "Big Mac"), where the counts
    have a list of their own."""
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        return items
    out = []
    for item in items:
        bare = _COUNT.sub("", item)
        if bare != item and re.search(r"[^s]s$", bare) and not re.search(r"(?:ss|us|is)$", bare):
            bare = bare[:-1]  # "Big Macs": one Big Mac, counted apart
        out.append(bare or item)
    return out


def can_be_place(value: str) -> bool:
    """Whether a value could name a place: a name written with a capital, a house number or a code, or a city
    the tables know however it is typed ("leeds", "nyc"); never a common word ("therapist", "flexible") nor
    "PM"."""
    text = value.strip()
    if text.upper() in ("AM", "PM", "A.M.", "P.M."):
        return False
    if re.search(r"[A-Z0-9]", text) or not re.search(r"[a-z]", text):
        return True
    return us_places.is_city(text) or world_places.is_city(text) or text.lower() in us_places.NICKNAMES


def by_role(query: str, said: list[Any], end: str | None) -> Any:
    """Of the options a from/to pair shares, the one for ``end``: the source is said after "from" or right
    after a number ("How many teaspoons are in 2 tablespoons": tablespoon), the target after "to/into/in" or
    "how many"; the first said when the request marks neither."""
    if end is None or len(said) < 2:
        return said[0]
    marked: dict[str, list[Any]] = {"source": [], "target": []}
    for value in said:
        for m in re.finditer(rf"\b{re.escape(str(value))}(?:e?s)?\b", query, re.I):
            before = query[max(0, m.start() - 12):m.start()].lower()
            if re.search(r"(?:\bfrom|\d)\s*$", before):
                marked["source"].append(value)
            elif re.search(r"\b(?:to|into|in|how many)\s+$", before):
                marked["target"].append(value)
    other = "target" if end == "source" else "source"
    if marked[end]:
        return marked[end][0]
    rest = [v for v in said if v not in marked[other]]
    return rest[0] if marked[other] and rest else said[0]
