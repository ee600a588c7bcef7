"""US cities and their states, for parameters that ask for "City, State" or a city's state.

"Find a vegan restaurant in Los Angeles" for a ``location`` described as "The city and state, e.g.
Los Angeles, CA" is "Los Angeles, CA"; a ``state`` parameter next to "San Francisco" is California.
The table (``us_cities.json``, from GeoNames via ``tools/make_us_cities.py``) holds the US cities of
50,000 people or more; a name several share is the most populous one's.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

_ASKS_CITY_STATE = re.compile(r"city\s*(?:and|,)\s*state|(?:e\.g\.?|for (?:example|instance)),?\s+[A-Z][\w.' ]*?,\s*(?P<eg>[A-Z]{2})\b",
                              re.I)


@cache
def _table() -> dict:
    return json.loads(Path(__file__).with_name("us_cities.json").read_text(encoding="utf-8"))


@cache
def _city_said() -> re.Pattern:
    names = sorted((name for name, _ in _table()["cities"].values()), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(n) for n in names) + r")(?![\w-])")


def asks_city_state(description: str) -> bool:
    """The parameter's description asks for a US "City, State" ("The city and state, e.g. Denver, CO")."""
    m = _ASKS_CITY_STATE.search(description)
    return bool(m) and (m.group("eg") is None or m.group("eg").upper() in _table()["states"])


# What people call some US cities ("the weather in nyc", "events in the big apple").
NICKNAMES = {"nyc": "New York", "ny city": "New York", "big apple": "New York", "the big apple": "New York",
             "la": "Los Angeles", "l.a.": "Los Angeles", "sf": "San Francisco", "frisco": "San Francisco",
             "philly": "Philadelphia", "vegas": "Las Vegas", "chi-town": "Chicago", "the windy city": "Chicago",
             "windy city": "Chicago", "nola": "New Orleans", "the big easy": "New Orleans", "big easy": "New Orleans",
             "dc": "Washington", "d.c.": "Washington", "motor city": "Detroit", "beantown": "Boston"}


def city_named(value: str) -> str:
    """The city a nickname stands for ("nyc" → "New York"); other values as they are."""
    return NICKNAMES.get(value.strip().lower(), value)


def is_state_code(text: str) -> bool:
    return text.upper() in _table()["states"]


def _state_name(code: str, description: str) -> str:
    """The state as the description writes states: its code ("Boston, MA") unless it spells one out."""
    names = _table()["states"]
    spelled = any(re.search(rf"[a-z],\s*{re.escape(n)}(?=[.;,)]|\s*$)", description) for n in names.values())
    return names[code] if spelled else code


def with_state(value: str, description: str) -> str:
    """``value`` with its state when it is a US city said without one ("Chicago" → "Chicago, IL")."""
    if "," in value or not asks_city_state(description):
        return value
    city = _table()["cities"].get(value.strip().lower())
    return f"{value}, {_state_name(city[1], description)}" if city else value


@cache
def _states_said() -> tuple[re.Pattern, re.Pattern]:
    names = _table()["states"]
    return (re.compile(r"\b(?:" + "|".join(map(re.escape, names.values())) + r")\b"),  # "Texas"
            re.compile(r"(?<=,)\s*(?:" + "|".join(names) + r")\b"))  # ", TX"


def _state_said(query: str) -> str | None:
    spelled, coded = _states_said()
    m = spelled.search(query) or coded.search(query)
    return m.group(0).strip() if m else None


def state_of(query: str, description: str = "") -> str | None:
    """The US state the request says ("in Austin, Texas"), else the state of the US city it names ("the
    crime rate in San Francisco" → "California"; a description that writes codes, "e.g. CA", gets the code)."""
    coded = re.search(r"\b(?:e\.g\.?|such as|like)\s+'?[A-Z]{2}\b|\babbreviat", description)
    if said := _state_said(query):  # "in San Francisco, California" for "the state abbreviation, such as 'CA'": CA
        code = next((c for c, name in _table()["states"].items() if name.lower() == said.lower()), None)
        return code if coded and code else said
    m = _city_said().search(query)
    if not m:
        return None
    code = _table()["cities"][m.group(0).lower()][1]
    return code if coded else _table()["states"][code]


def state_forms(state: str) -> list[str]:
    """A state's name and code, lowercased ("NY" → ["ny", "new york"]): once a state parameter holds one,
    neither is a county's or a city's value ("$250 in New York": state NY, no county said)."""
    names = _table()["states"]
    code = state.upper() if state.upper() in names else next((c for c, n in names.items() if n.lower() == state.lower()), None)
    return [code.lower(), names[code].lower()] if code else [state.lower()]


def is_city(name: str) -> bool:
    """A US city of the table, however it is typed ("boston")."""
    return name.strip().lower() in _table()["cities"]
