"""Numbers of the request to numeric parameters.

A number goes to the parameter whose words sit right next to it ("initial investment of $2000"),
whose kind it has ($ amounts to money parameters, percentages to rates), or that the request lists
in the same order ("base and height as 6cm and 10cm"). Numbered parameters (mass1, mass2) take
their numbers in order of mention. A percentage becomes a fraction (7 % → 0.07) unless the
parameter says it is given in percent or is an integer.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract, units
from core.planner.extract import NumberMention
from core.planner.functions import FunctionSpec


def key(word: str) -> str:
    """A word's match key: stemmed and cut to 6 letters, so small typos and inflections still match."""
    return extract.stem(word.lower())[:6]


_SIBILANT_ES = re.compile(r"(?:[sxz]|[cs]h|[^aeiou]o)es$")


def number_key(word: str) -> str:
    """``key``, but a plural keys like its singular ('charges' as 'charge'; only 'boxes', 'matches' lose
    'es'): the words next to a number against a numeric parameter's words."""
    word = word.lower()
    if word.endswith("es") and len(word) > 4 and not _SIBILANT_ES.search(word):
        word = word[:-1]
    return key(word)


def keys(*words: str) -> tuple[str, ...]:
    """Match keys of words, to compare with ``key`` of a parameter's words."""
    return tuple(key(w) for w in words)


MONEY_TERMS = keys("amount", "principal", "investment", "deposit", "price", "cost", "budget", "salary", "income",
                   "revenue", "payment", "loan", "fee", "balance", "capital", "dollar", "money", "fund", "spend",
                   "worth", "value")
RATE_TERMS = keys("rate", "return", "yield", "interest", "percent", "growth", "discount", "tax", "inflation")
_CURRENCY_AFTER = re.compile(r"\s*(?:dollars?|usd|euros?|eur|pounds?|gbp|yen|jpy|bucks)\b", re.I)
_MONEY_UNIT = re.compile(r"\b(?:dollars?|usd|currency)\b|\$", re.I)
_RATE_UNIT = re.compile(r"\brate\b|percent", re.I)
# Where the words that describe a number stop: the next number, punctuation or a linking word.
_AFTER_STOP = re.compile(r"\d|[,;.?!()]\s|\b(?:and|for|with|at|in|on|by|from|to|of|over|after|per|then)\b", re.I)


_EXAMPLES = re.compile(r"(?:\be\.g\.?|\bfor example|\bsuch as|\bfor instance)[^.;)]*|'[^']*'|\"[^\"]*\"", re.I)


def param_terms(name: str, spec: dict[str, Any]) -> set[str]:
    """Match keys of a parameter's name and the first words of its description (its examples left
    out: "The city and state, e.g. Seattle, WA" must not pull the words after "Seattle")."""
    return {key(w) for w in _term_words(name, spec)}


def _term_words(name: str, spec: dict[str, Any]) -> list[str]:
    description = _EXAMPLES.sub(" ", str(spec.get("description", "")))
    return extract.content_words(name) + extract.content_words(description)[:6]


# A unit after a number says what it measures: "300 K" is a temperature, "2 moles" a quantity.
UNIT_KINDS = {
    "temper": re.compile(r"\s?(?:°\s?[CFK]?|K|degrees?|celsius|fahrenheit|kelvin)\b", re.I),
    "mass": re.compile(r"\s?(?:kg|g|grams?|kilograms?|lbs?|pounds?|tons?)\b", re.I),
    "quanti": re.compile(r"\s?(?:moles?|mol|units?|items?|pieces?)\b", re.I),
    "time": re.compile(r"\s?(?:s|sec|seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b", re.I),
    "distan": re.compile(r"\s?(?:m|km|miles?|meters?|metres?|feet|ft|kilometers?|yards?)\b(?!/)", re.I),
    "speed": re.compile(r"\s?(?:m/s|km/h|mph|kph)\b", re.I),
    "people": re.compile(r"\s(?:people|persons?|guests?|adults?|diners?|passengers?|travell?ers?|of us)\b", re.I),
    "rating": re.compile(r"[\s-]?(?:stars?|★)", re.I),  # "4.5 stars", "a 4-star hotel"
}
_KIND_WORDS = {"temper": keys("temperature"), "mass": keys("mass", "weight"),
               "quanti": keys("quantity", "mole", "amount", "count"),
               "time": keys("time", "duration", "period", "year", "hour", "day", "month", "minute", "second"),
               "distan": keys("distance", "length", "height", "width", "depth", "radius", "displacement"),
               "speed": keys("speed", "velocity"),
               "people": keys("seat", "seats", "guest", "guests", "people", "person", "persons", "party", "adult", "adults",
                              "passenger", "passengers", "traveler", "travelers", "diner", "diners", "attendee", "attendees"),
               "rating": keys("rating", "ratings", "rate", "score", "stars", "star", "review")}


def unit_bonus(query: str, n: NumberMention, name: str) -> float:
    """+2 when the unit after the number measures what the parameter's name says."""
    tail = query[n.start + len(n.text):][:14]
    names = [key(w) for w in extract.content_words(name)]
    for kind, unit in UNIT_KINDS.items():
        if unit.match(tail) and any(t in _KIND_WORDS[kind] for t in names):
            return 2.0
    return 0.0


def fits(value: float | int, json_type: str) -> bool:
    """The number can be a value of this JSON type (an integer parameter takes no 2.5)."""
    return float(value).is_integer() if json_type == "integer" else True


def as_type(value: float | int, json_type: str) -> float | int:
    return int(value) if json_type == "integer" else float(value)


def is_percent(query: str, n: NumberMention) -> bool:
    return n.text.endswith("%") or query[n.start + len(n.text):].lstrip().lower().startswith("percent")


def _is_money(query: str, n: NumberMention) -> bool:
    return n.text.lstrip("-").startswith("$") or bool(_CURRENCY_AFTER.match(query[n.start + len(n.text):]))


def _after_words(query: str, n: NumberMention) -> list[str]:
    """Content words right after the number, up to the next number, punctuation or linking word."""
    tail = query[n.start + len(n.text):][:30]
    stop = _AFTER_STOP.search(tail)
    return extract.content_words(tail[: stop.start()] if stop else tail)[:2]


def _kind_bonus(name: str, spec: dict[str, Any], money: bool, percent: bool) -> float:
    """+3 when the number's kind ($ or %) matches the parameter's (by its name, or a unit in its
    description), -3 when it is the other kind."""
    names = [key(w) for w in extract.content_words(name)]
    description = str(spec.get("description", ""))
    wants_money = any(t in MONEY_TERMS for t in names) or bool(_MONEY_UNIT.search(description))
    wants_rate = any(t in RATE_TERMS for t in names) or bool(_RATE_UNIT.search(description))
    if percent:
        return 3.0 if wants_rate else (-3.0 if wants_money else 0.0)
    if money:
        return 3.0 if wants_money and not wants_rate else (-3.0 if wants_rate else 0.0)
    return 0.0


def listed_in_order(query: str, params: list[str], nums: list[NumberMention]) -> dict[str, int]:
    """Parameters named as a list and followed by as many numbers ("base and height as 6cm and 10cm",
    "length, width and height of 2, 3 and 4"): parameter → index of its number."""
    names = {p: re.escape(p.replace("_", " ")) for p in params}
    alt = "|".join(sorted(names.values(), key=len, reverse=True))
    if not alt:
        return {}
    listed = re.compile(rf"\b({alt})\b(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:({alt})\b(?:\s*,\s*(?:and\s+)?|\s+and\s+))?"
                        rf"({alt})\b", re.I)
    out: dict[str, int] = {}
    for m in listed.finditer(query):
        named = [g.lower().replace(" ", "_") for g in m.groups() if g]
        follow = [i for i, n in enumerate(nums) if n.start >= m.end()][: len(named)]
        if len(follow) < len(named) or nums[follow[0]].start - m.end() > 25:
            continue
        between = query[nums[follow[0]].start:nums[follow[-1]].start]
        if re.search(r"[A-Za-z]{4,}", re.sub(r"\band\b|[a-zA-Z/^]{1,3}\b", "", between)):
            continue  # the numbers are not one list ("6cm and 10cm"), words sit between them
        for p, i in zip(named, follow, strict=False):
            match = next((q for q in params if q.lower() == p), None)
            if match:
                out[match] = i
    return out


_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4"}
_ORDINAL = re.compile(r"(\d)|(?<![a-z])(first|second|third|fourth)(?![a-z])", re.I)


def numbered_groups(params: list[str]) -> list[list[str]]:
    """Parameters that differ only by a digit or an ordinal (mass1/mass2, year1_revenue/year2_revenue,
    first_note/second_note), in that order."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for p in params:
        m = _ORDINAL.search(p)
        if m:
            rank = m.group(1) or _ORDINALS[m.group(2).lower()]
            groups.setdefault(p[: m.start()] + "#" + p[m.end():], []).append((rank, p))
    return [[p for _, p in sorted(g)] for g in groups.values() if len(g) > 1]


FILLED_REQUIRED = 3.0  # worth of each needed parameter that ends up with a number


def best_assignment(pairs: list[tuple], required: set[str], spare: set[int]) -> dict[str, int]:
    """Parameter → number maximizing the summed scores of ``pairs`` (score, -i, -rank, param, i) plus
    FILLED_REQUIRED per required parameter that has a number once the numbers left over (of ``spare``)
    go to the required ones left out: "charges of 5C and 7C" fills both charges rather than letting the
    first one's number go to an optional parameter that shares a word with it. Ties keep the greedy
    order (best pair first); too many pairs for an exhaustive search: greedy."""
    pairs = sorted(pairs, reverse=True)
    params = {x[3] for x in pairs}

    def worth(taken: dict[str, int], total: float) -> float:
        left_out = len((required & params) - taken.keys())
        filled = len(required & taken.keys()) + min(left_out, len(spare - set(taken.values())))
        return total + FILLED_REQUIRED * filled

    greedy: dict[str, int] = {}
    for _, _, _, p, i in pairs:
        if p not in greedy and i not in greedy.values():
            greedy[p] = i
    if len(pairs) > 16:
        return greedy
    best: list = [worth(greedy, sum(x[0] for x in pairs if greedy.get(x[3]) == x[4])), greedy]
    ceiling = FILLED_REQUIRED * len(required & params)
    rest = [sum(x[0] for x in pairs[k:]) for k in range(len(pairs) + 1)]  # the most the pairs from k on can add

    def search(k: int, taken: dict[str, int], total: float) -> None:
        if total + rest[k] + ceiling <= best[0] + 1e-9:
            return  # even every remaining pair could not beat the best found
        if k == len(pairs):
            if (value := worth(taken, total)) > best[0] + 1e-9:
                best[0], best[1] = value, dict(taken)
            return
        score, _, _, p, i = pairs[k]
        if p not in taken and i not in taken.values():
            taken[p] = i
            search(k + 1, taken, total + score)
            del taken[p]
        search(k + 1, taken, total)

    search(0, {}, 0.0)
    return best[1]


def assign_numbers(query: str, spec: FunctionSpec, nums: list[NumberMention], used: set[int],
                   decided: frozenset[str] = frozenset()) -> dict[str, float | int]:
    """Numbers to numeric parameters: first the pairs whose words sit next to the number (best
    first), then remaining required parameters take remaining numbers in order of mention. ``decided``
    parameters take none (a code the request says by its meaning)."""
    params = [p for p in spec.properties if spec.param_type(p) in ("integer", "number") and p not in decided]
    listed = {p: spec.properties[p]["enum"] for p in params if spec.properties[p].get("enum")}  # its number is
    # no other's ("services 35" for service_id [1, 2, 35]: no average rating of 35); the enum's reader writes it
    digits = [i for i, n in enumerate(nums) if not n.text.isalpha() and i not in used]
    if digits and len(digits) >= len([p for p in params if p in spec.required]):
        used.update(i for i, n in enumerate(nums) if n.text.isalpha())  # "two numbers: 40 and 50"
    chosen: dict[str, int] = {p: i for p, i in listed_in_order(query, params, nums).items() if i not in used}
    used.update(chosen.values())
    pairs = []
    years = [p for p in params if "year" in extract.content_words(p)]  # the one year parameter (not start and end)
    # where the words before each number start: not past the number before it (``nums`` are in order of mention)
    since = [max(nums[i - 1].start + len(nums[i - 1].text) if i else 0, n.start - 40, 0) for i, n in enumerate(nums)]
    for rank, p in enumerate(params):
        terms = {number_key(w) for w in _term_words(p, spec.properties[p])}
        named = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(p)}\s*(?:=|:|is|of|as|to)?\s*$", re.I)
        for i, n in enumerate(nums):
            if i in used or not fits(n.value, spec.param_type(p)) or (p in listed and n.value not in listed[p]):
                continue
            if re.fullmatch(r"(?:19|20)\d\d", n.text) and re.search(r"size|count|limit|max|number|page", p, re.I) \
                    and not re.search(r"year", str(spec.properties[p].get("description", "")), re.I):
                continue  # "that VAT return 2023 spreadsheet": a year in a name, never a page size
            before = [number_key(w) for w in extract.content_words(query[since[i]:n.start])[-4:]]
            after = {number_key(w) for w in _after_words(query, n)}
            near = 3 * len(terms & after) + 2 * len(terms & set(before[-2:])) + len(terms & set(before[:-2]))
            if len(extract.content_words(p)) == 1 and number_key(p) in after:
                near += 2  # "for 10, 20 and 30 years": years itself, before payment_per_year
            if named.search(query[max(0, n.start - 30):n.start]):
                near += 6  # "a = 2", "x: 4"
            if re.fullmatch(r"(?:19|20)\d\d", n.text) and years == [p]:
                near += 3  # "the one which is from 2022": a year's number for the year
            near += unit_bonus(query, n, p)
            kind = _kind_bonus(p, spec.properties[p], _is_money(query, n), is_percent(query, n))
            if near:
                near += kind
            elif kind > 0 and (_is_money(query, n) or is_percent(query, n)):
                near = 1.0  # "$1000 per year": money for the one parameter that is money, even with no word beside it
            if near > 0:
                pairs.append((near - (0.5 if n.text.isalpha() else 0.0), -i, -rank, p, i))
    spare = {i for i in range(len(nums)) if i not in used}
    listed_said = {x[4] for x in pairs if x[3] in listed}  # "service 24": one of service_id's own numbers said by it
    pairs = [x for x in pairs if x[3] not in chosen and (x[4] not in listed_said or x[3] in listed)]
    for p, i in best_assignment(pairs, set(spec.required) - chosen.keys(), spare).items():
        chosen[p] = i
        used.add(i)
    digits_first = sorted((i for i in range(len(nums)) if i not in used), key=lambda i: (nums[i].text.isalpha(), i))
    for p in params:
        if p in chosen or p not in spec.required or p in listed:
            continue
        pick = next((i for i in digits_first if i not in used and fits(nums[i].value, spec.param_type(p))), None)
        if pick is not None:
            chosen[p] = pick
            used.add(pick)
    for group in numbered_groups(params):  # mass1 before mass2 in the request too
        taken = [p for p in group if p in chosen]
        for p, i in zip(taken, sorted(chosen[p] for p in taken), strict=True):
            chosen[p] = i
    return {p: _value(query, spec, p, nums[i]) for p, i in chosen.items() if p not in listed}


def _value(query: str, spec: FunctionSpec, param: str, n: NumberMention) -> float | int:
    json_type = spec.param_type(param)
    described = str(spec.properties[param].get("description", ""))  # as written: "(H)" is no "(h)"
    if is_percent(query, n) and json_type == "number" and "percent" not in described.lower():
        return round(n.value / 100, 10)  # "7%" to a rate: 0.07
    converted = units.in_asked_unit(query, n.start + len(n.text), n.value, described)
    if converted is not None and (json_type != "integer" or float(converted).is_integer()):
        return as_type(converted, json_type)  # "50mH" for a value in henries: 0.05
    return as_type(n.value, json_type)


_SPAN_WORDS = re.compile(r"\b(?:next|coming|upcoming|past|last|this|a|one)\s+(day|week|fortnight|month|year|decade|century)\b",
                         re.I)
_DAYS = {"day": 1, "week": 7, "fortnight": 14, "month": 30, "year": 365, "decade": 3650, "century": 36500}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}


def implied_count(query: str, param: str, spec: dict[str, Any]) -> int | None:
    """A count of time units the request states without a digit: "for the next week" is 7 days,
    "next month" 1 month, "over the past decade" 10 years; None when it states none or the
    parameter does not count days, weeks, months or years."""
    m = _SPAN_WORDS.search(query)
    if not m:
        return None
    text = f"{param} {spec.get('description', '')}".lower()
    unit = next((u for u in ("day", "week", "month", "year") if re.search(rf"\b{u}s?\b|{u}s?_|_{u}", text)), None)
    if unit is None:
        return None
    days = _DAYS[m.group(1).lower()]
    if days % _UNIT_DAYS[unit] and days < 365:
        return None  # "next week" in months is no whole number
    return round(days / _UNIT_DAYS[unit]) if days >= _UNIT_DAYS[unit] else None


_PER_YEAR = {"daily": 365, "weekly": 52, "monthly": 12, "quarterly": 4, "semi-annually": 2, "semiannually": 2,
             "biannually": 2, "annually": 1, "yearly": 1}
_PER_YEAR_SAID = re.compile(r"\b(?:compounded|compounding|compounds)\s+(" + "|".join(_PER_YEAR) + r")\b|\b("
                            + "|".join(_PER_YEAR) + r")\s+compounding\b", re.I)
_FROM_REST = re.compile(r"\b(?:from|at)\s+rest\b|\bdropped\b|\bfree[- ]fall", re.I)


def implied_value(query: str, param: str, spec: dict[str, Any]) -> int | None:
    """A number the request says in words a parameter's meaning fixes: "compounded quarterly" is 4
    times a year; an object "dropped" or "starting from rest" has an initial velocity of 0."""
    words = set(extract.content_words(param))
    text = f"{param} {spec.get('description', '')}".lower()
    if "compound" in text and (m := _PER_YEAR_SAID.search(query)):
        return _PER_YEAR[(m.group(1) or m.group(2)).lower()]
    if "initial" in words and words & {"velocity", "speed"} and _FROM_REST.search(query):
        return 0
    return None
