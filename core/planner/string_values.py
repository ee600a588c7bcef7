"""A string parameter's value, read from what the request states: first a value said in a form of its own (the
READERS table: a clock time, a currency, a path, an address, a month, a title, a command, a search's syntax,
searched words, dictated text, a language, a genre, a musical key, a state, a country, a person in a role; the
first that answers owns the parameter), then one of the options its description names, a quote, a value said by
its name or a span.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.planner import (
    addresses,
    commands,
    countries,
    dates,
    everyday_values,
    extract,
    genres,
    languages,
    music_keys,
    noun_values,
    places,
    query_syntax,
    regions,
    roles,
    strings,
    units,
    us_places,
    value_forms,
    world_places,
)
from core.planner.functions import FunctionSpec
from core.planner.request_facts import RequestFacts, regional

_ASKS_STREET = re.compile(r"\bstreet\b|\baddress\b", re.I)  # "formatted as 'Street, City'", "the address …"


@dataclass
class _Read:
    """One string parameter being read, and the request's facts its readers share (and use up)."""
    facts: RequestFacts
    spec: FunctionSpec
    param: str
    is_req: bool
    args: dict[str, Any]

    @property
    def pspec(self) -> dict[str, Any]:
        return self.spec.properties[self.param]

    @property
    def held(self) -> list[str]:
        """What another value holds: the text taken and the arguments read so far."""
        return self.facts.taken + [str(v).lower() for v in self.args.values()]

    def taking(self, value: str) -> Found:
        self.facts.taken.append(value.lower())
        return Found(value)


@dataclass
class Found:
    """A reader's answer for the parameter: its value (None: the reader owns the parameter and it is not said)."""
    value: Any


def _clock(r: _Read) -> Found | None:  # "an alarm for 11 PM": '23:00'
    if r.facts.clock and dates.is_clock_param(r.param, r.pspec):
        value, r.facts.clock = dates.clock_text(str(r.pspec.get("description", "")), r.facts.clock), None
        return Found(value)
    return None


def _currency(r: _Read) -> Found | None:  # "150 Euros to Canadian dollars": EUR, then CAD, whichever is asked first
    said = r.facts.currencies
    if "currency" in r.param.lower() and said:
        return Found(said.pop(-1 if strings.role(r.param) == "target" and len(said) > 1 else 0))
    return None


def _path(r: _Read) -> Found | None:
    return Found(r.facts.path_values[r.param]) if r.param in r.facts.path_values else None


def _address(r: _Read) -> Found | None:  # "to Andy at andy@gorilla.ai", "from https://example.com/a.json"
    address = addresses.address_for(r.facts.query, r.param, r.pspec, r.facts.taken)
    return r.taking(address) if address else None


def _month(r: _Read) -> Found | None:
    return Found(r.facts.months.pop(0)) if r.param in r.facts.month_params and r.facts.months else None


def _title(r: _Read) -> Found | None:  # "a note called Packing list"
    called = None if r.is_req else everyday_values.named_title(r.facts.query, r.param)
    return Found(called) if called else None


def _command(r: _Read) -> Found | None:  # "using the exact command shutdown /s /t 0"
    line = commands.spelled_command(r.facts.query) if commands.is_command_param(r.param, r.pspec) else None
    return r.taking(line) if line else None


def _syntax(r: _Read) -> Found | None:  # "play wrecking ball by Miley Cyrus": 'track:wrecking ball artist:Miley Cyrus'
    written = query_syntax.in_syntax(r.facts.query, r.param, r.pspec)
    return r.taking(written) if written else None


def _searched(r: _Read) -> Found | None:  # "for the garage code": the whole phrase
    searched = everyday_values.searched_words(r.facts.query, r.param)
    return r.taking(searched) if searched else None


def _text(r: _Read) -> Found | None:
    """Dictated text or nothing: never a stray word ("lisa"); a lone quote for a required text ("Remove the
    'todo random' item from my todo list": the item's text is its name)."""
    if not everyday_values.is_text_param(r.param, r.pspec):
        return None
    facts = r.facts
    value, facts.dictation = facts.dictation, None
    named = [q for run in facts.quotes for q in run if q.lower() not in facts.taken and facts.owners.get(q) in (None, r.param)]
    if value is None and r.is_req and len(named) == 1 and not any(named[0] == v for v in r.args.values()):
        value = named[0]
    return r.taking(value) if value else Found(value)


def _language(r: _Read) -> Found | None:  # "the sentiment of a customer review 'I love the food here!'": English
    if not (r.is_req and languages.is_language_param(r.param, r.pspec)):
        return None
    language = languages.written_in(r.facts.query, [q for run in r.facts.quotes for q in run] + [r.facts.dictated_text or ""])
    return Found(language) if language else None


def _genre(r: _Read) -> Found | None:  # "a historical fiction book at the New York public library"
    genre = genres.genre_said(r.facts.query, r.held) if genres.is_genre_param(r.param, r.pspec) else None
    return r.taking(genre) if genre else None


def _music_key(r: _Read) -> Found | None:  # "in C key", "C sharp major"
    said = music_keys.key_said(r.facts.query, r.pspec) if music_keys.is_key_param(r.param, r.pspec) else None
    return r.taking(said) if said else None


def _state(r: _Read) -> Found | None:  # "in Austin, Texas"; "the crime rate in San Francisco": California
    if r.pspec.get("enum") or "state" not in extract.content_words(r.param):
        return None
    state = us_places.state_of(r.facts.query, str(r.pspec.get("description", "")))
    if not state:
        return None
    r.facts.taken.extend(us_places.state_forms(state))
    return Found(state)


def _country(r: _Read) -> Found | None:  # "London, UK" or "the weather in London" for an ISO code: GB
    if not countries.is_country_param(r.param) or r.pspec.get("enum"):
        return None
    country = world_places.country_for(r.facts.query, str(r.pspec.get("description", "")), r.facts.taken)
    return r.taking(country) if country else None


def _person(r: _Read) -> Found | None:  # "directed by Tim Burton", "Alex King in the cast"
    person = roles.person_in_role(r.facts.query, r.param, r.held) if roles.is_role_param(r.param, r.pspec) else None
    return r.taking(person) if person else None


# Values said in a form of their own, in the order they are tried; the first that answers owns the parameter.
READERS: tuple[Callable[[_Read], Found | None], ...] = (
    _clock, _currency, _path, _address, _month, _title, _command, _syntax, _searched, _text, _language, _genre,
    _music_key, _state, _country, _person)


def read_string(facts: RequestFacts, spec: FunctionSpec, param: str, is_req: bool, args: dict[str, Any],
                span: Callable[[list[str]], str | None]) -> Any:
    """The value of string ``param`` (None: not said); ``span`` picks a span of the request that none of
    the given texts overlaps."""
    reading = _Read(facts, spec, param, is_req, args)
    for reader in READERS:
        if (found := reader(reading)) is not None:
            return found.value
    return _stated_or_spanned(facts, spec, param, is_req, args, span)


def _stated_or_spanned(facts: RequestFacts, spec: FunctionSpec, param: str, is_req: bool, args: dict[str, Any],
                       span: Callable[[list[str]], str | None]) -> Any:
    """One of the options the description names, a quote, a value said by its name, a place, a unit, a value tied
    to the parameter's noun or (required) a span; checked to be the kind of value the parameter takes."""
    query, props, pspec = facts.query, spec.properties, spec.properties[param]
    taken, options, quotes, owners, by_name = facts.taken, facts.options, facts.quotes, facts.owners, facts.by_name
    dictated_text = facts.dictated_text
    held = taken + [str(v).lower() for v in args.values()]  # what an optional value may not repeat
    if options[param]:  # the request states one of the values the description names
        value = value_forms.by_role(query, options[param], strings.role(param))  # "teaspoons in 2 tablespoons"
        if strings.is_place(param) and isinstance(value, str) and not regional(spec, param):
            value = regions.with_region(query, value, str(pspec.get("description", "")))  # "Denver, Colorado"
    elif is_req:
        unused = [q for run in sorted(quotes, key=len) for q in run  # single quotes first
                  if q not in args.values() and q != dictated_text and not strings.is_place(param)
                  and strings.can_be_id(param, pspec, q, strings.called_id(query, q))
                  and owners[q] in (None, param) and (q == param or q not in props)]  # "based on a 'question'":
        # the question parameter named, no value of another
        unused.sort(key=lambda q: owners[q] != param)  # its own first
        # The function's own name words and the other parameters' are no values ("Find movies
        # from IMDB" for imdb.find_movies_by_actor; "my weight on Earth" for weight_earth_kg).
        named = [w for w in extract.content_words(" ".join([spec.name, *(q for q in props if q != param)]))
                 if len(w) > 2 and w not in extract.content_words(param)]
        others = [v.lower() for q, v in by_name.items() if q != param and v]  # another's "ticket number is X"
        others += [who.lower() for q in props if q != param and roles.is_role_param(q, props[q])  # "piano from Yamaha":
                   and (who := roles.person_in_role(query, q, []))]  # Yamaha is the manufacturer's, no instrument
        unused = [q for q in unused if q.lower() not in others]
        if not any(owners[q] == param for q in unused) and by_name[param] and by_name[param].lower() not in held:
            unused.insert(0, by_name[param])  # "my ticket number is IND4567"
        not_it = world_places.countries_said(query) if value_forms.is_city_param(param) else []  # "London in the UK"
        asked = None if unused else noun_values.asked_detail(query, param, held)  # "What's the power rating for …"
        value = unused[0] if unused else asked or span(taken + named + others + not_it + [str(h).lower() for q in props if q != param for h in options[q]])
    elif by_name[param] and by_name[param].lower() not in held:
        value = by_name[param]  # an optional value given by its name: "who has black as their special request"
    elif (owned := [q for run in quotes for q in run if owners.get(q) == param and q.lower() not in held
                    and not any(q in b for b in re.findall(r"\[[^\]]*\]", query))]):  # no list's item
        value = owned[0]  # an optional value quoted after its name: "from his album 'Gotta Be Me'"
    elif strings.is_place(param):  # an optional place the request states ("in Rome, Italy")
        value = strings.stated_place(query, held, regional(spec, param), str(pspec.get("description", "")))
    elif units.is_unit_param(param, pspec) and \
            (unit := units.said_unit(query, held, of_numbers=units.of_another(param, pspec, spec.properties))):
        value = unit  # "the distance in miles", "a radius of 4 inches"
    else:  # an optional value tied to the parameter's noun ("with red dominant color")
        value = noun_values.name_before_noun(query, param, str(pspec.get("description", "")), held) or \
            noun_values.asked_detail(query, param, held) or \
            noun_values.named_value(query, param, held) or noun_values.kind_said(  # "the type of crime":
            query, strings.kind_of(param, pspec), held, spec.name)  # "violent crime"
    value = everyday_values.path_or_nothing(param, pspec, everyday_values.sql_or_nothing(pspec, value))
    when = param in facts.date_params or re.search(r"(?:^|_)time$|[a-z]Time$", param)  # departure_time: no "bit"
    if when and isinstance(value, str) and not dates.says_a_day(value) or \
            strings.is_place(param) and isinstance(value, str) and (dates.only_when(value) or not value_forms.can_be_place(value)):
        value = None  # a date is never "pick up", a place never "12:30" nor "therapist": asked for instead
    value = everyday_values.zone_or_nothing(param, value)  # "the calendar" is no time zone
    if isinstance(value, str) and value not in options[param] and not strings.can_be_name(param, value, quotes):
        value = None  # "player_name: 'career'": asked for, never a stray word
    if (value is None or isinstance(value, str)) and strings.is_place(param) and \
            _ASKS_STREET.search(str(pspec.get("description", ""))) and (street := places.postal_address(query)) and \
            (value in street if value else not strings.overlaps(street, held)):
        value = street  # "the address where I need to go is 3236 Grand Avenue, Oakland" for 'Street, City'
    if isinstance(value, str) and strings.is_place(param):
        value = value_forms.with_parts(query, value, str(pspec.get("description", "")))  # "2020 Addison St, Berkeley, CA"
    if isinstance(value, str):  # "German history": Germany; "e.g. Boston, MA": "Chicago, IL"
        value = value_forms.as_asked(param, pspec, value, regional(spec, param))
    if isinstance(value, str):
        taken.append(value.lower())
    return value
