"""A string parameter's value, read from what the request states: a clock time, a currency, a path, an
address, a month, a title, searched words, dictated text, a musical key, a state, a person in a role,
then one of the options its description names, a quote, a value said by its name or a span.
"""

from __future__ import annotations

import re
from collections.abc import Callable
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


def read_string(facts: RequestFacts, spec: FunctionSpec, param: str, is_req: bool, args: dict[str, Any],
                span: Callable[[list[str]], str | None]) -> Any:
    """The value of string ``param`` (None: not said); ``span`` picks a span of the request that none of
    the given texts overlaps."""
    query, props, pspec = facts.query, spec.properties, spec.properties[param]
    taken, options, quotes, owners, by_name = facts.taken, facts.options, facts.quotes, facts.owners, facts.by_name
    currencies, months, path_values, dictated_text = facts.currencies, facts.months, facts.path_values, facts.dictated_text
    value: Any = None
    if facts.clock and dates.is_clock_param(param, pspec):
        value, facts.clock = dates.clock_text(str(pspec.get("description", "")), facts.clock), None  # "an alarm for 11 PM": '23:00'
    elif "currency" in param.lower() and currencies:
        # "150 Euros to Canadian dollars": EUR, then CAD, whichever of the two is asked first
        value = currencies.pop(-1 if strings.role(param) == "target" and len(currencies) > 1 else 0)
    elif param in path_values:
        value = path_values[param]
    elif (address := addresses.address_for(query, param, pspec, taken)):
        value = address  # "to Andy at andy@gorilla.ai", "from https://example.com/a.json"
        taken.append(value.lower())
    elif param in facts.month_params and months:
        value = months.pop(0)
    elif not is_req and (called := everyday_values.named_title(query, param)):
        value = called  # "a note called Packing list"
    elif commands.is_command_param(param, pspec) and (line := commands.spelled_command(query)):
        value = line  # "using the exact command shutdown /s /t 0"
        taken.append(value.lower())
    elif (written := query_syntax.in_syntax(query, param, pspec)):
        value = written  # "play wrecking ball by Miley Cyrus": 'track:wrecking ball artist:Miley Cyrus'
        taken.append(value.lower())
    elif (searched := everyday_values.searched_words(query, param)):
        value = searched  # "for the garage code": the whole phrase
        taken.append(value.lower())
    elif everyday_values.is_text_param(param, pspec):
        value, facts.dictation = facts.dictation, None  # dictated text or nothing: never a stray word ("lisa")
        named = [q for run in quotes for q in run if q.lower() not in taken and owners.get(q) in (None, param)]
        if value is None and is_req and len(named) == 1 and not any(named[0] == v for v in args.values()):
            value = named[0]  # "Remove the 'todo random' item from my todo list": the item's text is its name
        if value:
            taken.append(value.lower())
    elif is_req and languages.is_language_param(param, pspec) and \
            (language := languages.written_in(query, [q for run in quotes for q in run] + [dictated_text or ""])):
        value = language  # "the sentiment of a customer review 'I love the food here!'": English
    elif genres.is_genre_param(param, pspec) and (genre := genres.genre_said(query, taken + [str(v).lower() for v in args.values()])):
        value = genre  # "a historical fiction book at the New York public library"
        taken.append(value.lower())
    elif music_keys.is_key_param(param, pspec) and (said_key := music_keys.key_said(query, pspec)):
        value = said_key  # "in C key", "C sharp major"
        taken.append(value.lower())
    elif not pspec.get("enum") and "state" in extract.content_words(param) \
            and (state := us_places.state_of(query, str(pspec.get("description", "")))):
        value = state  # "in Austin, Texas"; "the crime rate in San Francisco": California
        taken.extend(us_places.state_forms(value))
    elif countries.is_country_param(param) and not pspec.get("enum") and \
            (country := world_places.country_for(query, str(pspec.get("description", "")), taken)):
        value = country  # "London, UK" or "the weather in London" for an ISO code: GB
        taken.append(value.lower())
    elif roles.is_role_param(param, pspec) and \
            (person := roles.person_in_role(query, param, taken + [str(v).lower() for v in args.values()])):
        value = person  # "directed by Tim Burton", "Alex King in the cast"
        taken.append(value.lower())
    else:
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
