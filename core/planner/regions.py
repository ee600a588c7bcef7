"""The region a place carries after its comma: a US state ("Boston, MA", "Denver, Colorado"), "USA", or a
country where the parameter's description asks for one ("in the format of 'City, Country'": "Paris, France").
"""

from __future__ import annotations

import re

from core.planner import countries

US_STATES = ("Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|"
             "Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|"
             "Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|"
             "New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|"
             "South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|"
             "Wisconsin|Wyoming")
# The region a place name carries with it: "Boston, MA", "Washington, D.C.", "Denver, Colorado".
_REGION = re.compile(rf",\s*(?:[A-Z]{{2}}|D\.C\.|{US_STATES}|USA|U\.S\.A\.|United States)(?!\w|\.\w)"
                     rf"(?:,\s*(?:USA|U\.S\.A\.|US|United States)(?!\w))?")  # "Boston, MA", "Berkeley, CA, USA"
# A country after a place, kept where the description asks for one ("in the format of 'City, Country'": "Paris, France").
_COUNTRY = re.compile(rf",\s*(?:{'|'.join(map(re.escape, countries.NAMES))})(?!\w)")


# A description that asks for a place with its region ("in the format of 'City, State'", "e.g. 'Paris, France'").
ASKS_REGION = re.compile(r"\b(?:city|location|place|town)\s*(?:\([^)]*\))?\s*,\s*(?:state|country|province)\b"
                         r"|['\"][A-Z][\w .'-]*,\s*[A-Z][\w.]*['\"]", re.I)
# A description whose example place carries no region ("such as 'LAX' … or 'Los Angeles'"): a place without its state.
_BARE_EXAMPLE = re.compile(r"\b(?:such\s+as|e\.g\.,?|for\s+example,?|like)\s+[^.]*?'[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*'(?!\s*,)")
REGION_PARAM = re.compile(r"state|country|region|province", re.I)


def is_region(text: str) -> bool:
    """A state or country a place carries after its comma ("CA", "Colorado", "France")."""
    return bool(_REGION.fullmatch(", " + text.strip()) or _COUNTRY.fullmatch(", " + text.strip()))


def region_after(text: str, description: str) -> re.Match | None:
    """The region said at the start of ``text`` (", MA"), a country only where ``description`` asks for one."""
    if ASKS_REGION.search(description):
        return _REGION.match(text) or _COUNTRY.match(text)
    return None if _BARE_EXAMPLE.search(description) else _REGION.match(text)


def with_region(query: str, value: str, description: str = "") -> str:
    """A place as the request writes it, with the state it carries ("Denver" → "Denver, Colorado"), and its
    country where the description asks for one."""
    at = query.find(value)
    region = region_after(query[at + len(value):], description) if at >= 0 else None
    return value + region.group(0) if region else value
