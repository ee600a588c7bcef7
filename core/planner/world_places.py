"""Cities of the world and their countries, for parameters that ask for "City, Country".

"the current temperature in Moscow" for a ``location`` described as "in the format of 'City, Country'" is
"Moscow, Russia"; where the description's example writes the country as a code ("e.g. 'Paris, FR'"), the
code. The table (``world_cities.json``, from GeoNames via ``tools/make_world_cities.py``) holds the cities
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
