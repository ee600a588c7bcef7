"""Cities of the world and their countries, for parameters that ask for "City, Country".

"the current temperature in Moscow" for a ``location`` described as "in the format of 'City, Country'" is
"Moscow, Russia"; where the description's example writes the country as a code ("e.g. 'Paris, FR'"), the
code. A ``country`` parameter takes the country said, or the country of the city said where it asks for
the city's country ("the weather in London" → GB for "the country where the city is located, ISO code"). The table (``world_cities.json``, from GeoNames via ``tools/make_world_cities.py``) holds the cities
of 250,000 people or more; a name several share is the most populous one's. US cities get their state
instead (us_places.py).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from core.planner import us_places

_CITY_COUNTRY = re.compile(r"\b(?:city|location|place)\s*(?:and|,)\s*country\b", re.I)
_ASKS_CODE = re.compile(r"\bcode\b|\bISO\b|alpha-2|(?:e\.g\.?|such as|like),?\s+'[A-Z]{2}'", re.I)
_CODES_OF = {"USA": "US", "U.S.A.": "US", "U.S.A": "US", "U.S.": "US", "U.S": "US", "US": "US", "America": "US",
             "UK": "GB", "U.K.": "GB", "U.K": "GB", "Britain": "GB", "Great Britain": "GB", "England": "GB",
             "Scotland": "GB", "Wales": "GB", "Netherlands": "NL", "Holland": "NL", "Czech Republic": "CZ"}
_EXAMPLE = re.compile(r"['\"]?[A-Z][\w.' -]*?,\s*([A-Z][\w.' ]*?)['\")]")  # "'Beijing, China'", "'Paris, FR'"


@cache
def _table() -> dict:
    return json.loads(Path(__file__).with_name("world_cities.json").read_text(encoding="utf-8"))


def country_form(description: str) -> str | None:
    """How the description asks for a place's country: "name" ("'Beijing, China'", "City, Country"),
    "code" ("'Paris, FR'"), or None when it asks for none."""
    names = set(_table()["countries"].values())
    for m in _EXAMPLE.finditer(description):
        after = m.group(1).strip()
        if after in names:
            return "name"
        if after in _table()["countries"] and not us_places.is_state_code(after):
            return "code"
    return "name" if _CITY_COUNTRY.search(description) else None


def with_country(value: str, description: str) -> str:
    """``value`` with its country when it is a city outside the US said without one and the description
    asks for a country ("Moscow" → "Moscow, Russia")."""
    form = country_form(description) if "," not in value else None
    city = _table()["cities"].get(value.strip().lower()) if form else None
    if not city or city[1] == "US":
        return value
    return f"{value}, {city[1] if form == 'code' else _table()['countries'][city[1]]}"


@cache
def _said() -> tuple[re.Pattern, re.Pattern]:
    """Patterns for a country said (by name, or as "UK", "U.S.") and for a city of the table said."""
    countries = sorted({*_table()["countries"].values(), *_CODES_OF}, key=len, reverse=True)
    cities = sorted({name for name, _ in _table()["cities"].values() if name[:1].isupper()}, key=len, reverse=True)
    return (re.compile(r"(?<![\w.])(?:" + "|".join(map(re.escape, countries)) + r")(?!\w)"),
            re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, cities)) + r")(?![\w-])"))


def _code(country: str) -> str | None:
    codes = {name: code for code, name in _table()["countries"].items()}
    return _CODES_OF.get(country) or codes.get(country) or codes.get(f"The {country}")


def country_for(query: str, description: str, held: list[str]) -> str | None:
    """A country parameter's value: the country the request names (its code where the description asks
    for codes: "London, UK" → GB), else, where the description asks for a city's country, the country of
    the city it names ("the weather in London" → GB); None when it names neither."""
    countries, cities = _said()
    coded = bool(_ASKS_CODE.search(description))
    for m in countries.finditer(query):
        if m.group(0).lower() not in held:
            code = _code(m.group(0))
            written = next((w.group(0) for w in countries.finditer(description) if _code(w.group(0)) == code), None)
            return (code or m.group(0)) if coded else written if code and written else m.group(0)  # "U.S." where
            # the description writes "defaults to 'USA'": USA
    if not re.search(r"\bcity", description, re.I):
        return None
    for m in cities.finditer(query):
        code = _table()["cities"][m.group(0).lower()][1]
        if code != "US" or coded:
            return code if coded else _table()["countries"][code]
    return None


def countries_said(query: str) -> list[str]:
    """The countries the request names, lowercased ("London in the UK" → ["uk"]): no city's value."""
    return [m.group(0).lower() for m in _said()[0].finditer(query)]


def is_city(name: str) -> bool:
    """A city of the table, however it is typed ("leeds")."""
    return name.strip().lower() in _table()["cities"]
