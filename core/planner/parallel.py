"""Parallel calls (OpenFunctions): one function called once per value of a coordinated list.

"temperature in Seattle and Los Angeles" → two calls differing in ``location``; "for 10, 20 and 30
years" → three calls. Values are only ever taken from the request: a filled argument whose value sits
in a list like ``A, B and C`` is replaced by each member in turn. Lists for several parameters are
zipped when the request says "respectively" and they are as long, else crossed.
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

from core.planner import extract
from core.planner.functions import FunctionSpec
from core.planner.numeric import as_type, fits, key

MAX_CALLS = 8
_SEP = r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)\s*"
_NUM = r"\$?\d+(?:\.\d+)?(?![\w.])"  # "$1.2M" is not the number 1.2
_NUMBER_LIST = re.compile(_NUM + r"(?:" + _SEP + _NUM + r")+")
_CAP = r"[A-Z][\w'.\-]*(?:\s+[A-Z][\w'.\-]*)*"
_NAME_LIST = re.compile(_CAP + r"(?:" + _SEP + _CAP + r")+")
_WORD_LIST = re.compile(r"(?<![\w-])[a-z]+(?:-[a-z]+)?(?:\s*,\s*[a-z]+(?:-[a-z]+)?)*\s+and\s+[a-z]+(?:-[a-z]+)?(?![\w-])")
_CONJUNCTION = re.compile(r"\b(?:and|or)\b|&")  # commas alone do not make a list


def _number_members(text: str) -> list[float | int]:
    return [n.value for n in extract.numbers(text)]


def _name_members(text: str) -> list[str]:
    """Members of a name list; a state or country code after a comma stays with its name (Boston, MA)."""
    members = [re.sub(r"'s$", "", m.strip()) for m in re.split(_SEP, text)]
    return [m for m in members if m and not re.fullmatch(r"[A-Z]{2}\.?|(?:[A-Z]\.){2}", m)]


def _is_range(query: str, start: int) -> bool:
    """"between 5 and 10" / "from 1 and 2" name one range, not two values."""
    return bool(re.search(r"\b(?:between|from|range)\s*$", query[:start], re.I))


_PRONOUNS = {"i", "me", "we", "us", "you", "he", "she", "they", "it", "my", "our"}
_CLAUSE_WORDS = {"whether", "if", "when", "how", "what", "which", "who", "why", "where", "then", "also", "so", "too",
                 "there", "here", "now", "both", "each", "all"}  # "in the nucleus and whether it has …": no list


def coordinated_values(query: str, value: Any) -> list[Any]:
    """The members of the list in ``query`` that ``value`` belongs to ([] if it is not in one)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, (int, float)):
        for m in _NUMBER_LIST.finditer(query):
            if _is_range(query, m.start()):
                continue
            members = _number_members(m.group(0))
            if value in members and len(members) == len(re.split(_SEP, m.group(0))) and \
                    _CONJUNCTION.search(m.group(0)):
                return members
        return []
    if isinstance(value, str) and value:
        for m in _NAME_LIST.finditer(query):
            if not _CONJUNCTION.search(m.group(0)) or _is_range(query, m.start()):
                continue  # commas alone: "Paris, France" is one place, not a list
            members = _name_members(m.group(0))
            if any(x.lower() in _PRONOUNS for x in members):
                continue  # "with Duane Whitaker and I want …": a pronoun starts another clause, no list member
            if any(x == value or value.startswith(x) or x.startswith(value) for x in members):
                return members
        if re.fullmatch(r"[a-z]+(?:-[a-z]+)?", value):  # "resistivity of copper and aluminum": one call per material
            for m in _WORD_LIST.finditer(query):
                members = re.split(_SEP, m.group(0))
                before = re.findall(r"[\w'-]+", query[:m.start()])[-1:]
                after = re.match(r"\s*([\w'-]+)", query[m.end():])
                bounded = bool(before) and before[0].lower() in extract.STOPWORDS | extract.PREPOSITIONS and \
                    (after is None or after.group(1).lower() in extract.STOPWORDS | extract.PREPOSITIONS)
                if bounded and value in members and not set(members) & (extract.STOPWORDS | extract.VERBS | _PRONOUNS | _CLAUSE_WORDS):
                    return members  # a whole phrase of its own: "of copper and aluminum", no "12 months and wind energy"
    return []


_REPEAT = re.compile(
    r"(?:[,.;]\s*|\s+)(?:and\s+)?(?:also|another(?:\s+one)?|do the same(?:\s+\w+)?|same for|similarly)\b"
    r"|,?\s+and\s+(?=(?:for|between)\b)|,\s+and\s+(?=(?:case|from|in)\b|\$|')|;\s+"
    r"|(?:[,.]\s*|\s+)(?:and\s+|while\s+)?(?=the\s+(?:second|third|fourth|fifth|sixth)\b)"  # "…. The second one has …"
    r"|,?\s+(?:and\s+)?then\s+(?=from\b)"  # "from New York City to Los Angeles, and then from Los Angeles to Miami"
    r"|,?\s+followed\s+by\b|(?:[,.]\s*|\s+)(?:and\s+)?(?:finally|lastly)\b,?", re.I)  # "…, followed by a 5-day trip"


def clauses(query: str) -> list[str]:
    """The request cut where it repeats the action for other values ("..., also for ...", "another
    with ...", "Do the same for ..."); one clause when it does not."""
    parts = [p.strip(" ,.;") for p in _REPEAT.split(query)]
    return [p for p in parts if p and (extract.numbers(p) or re.search(r"[A-Z'\"]", p[1:]))]


_SEPARATOR = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_KINDS = {"money": r"[$€£]\s?\d", "quote": r"['\"‘“]\w", "code": r"[A-Z]{3}\b"}


def _kind_at(query: str, at: int) -> str | None:
    """What the value said at ``at`` looks like: money, a quote or a three-letter code (USD)."""
    return next((kind for kind, pattern in _KINDS.items() if re.match(pattern, query[at:])), None)


def regrouped(query: str, args: dict[str, Any]) -> list[str]:
    """The request cut before each repeat of the first value's kind after a comma or "and" ("$30.45 in Chicago,
    Illinois, $52.33 in Sacramento, California and $11.23 in Portland", "USD to AUD and USD to CAD", "the SNP ID
    'rs1' in … and the SNP ID 'rs2' in …"): one part per group of values; [] when the request repeats none."""
    spots = []
    numbers = extract.numbers(query)
    for value in args.values():
        if isinstance(value, bool) or not isinstance(value, (str, int, float)) or not str(value):
            continue
        if isinstance(value, str):
            m = re.search(rf"(?<![\w.]){re.escape(value)}(?![\w])", query)
            at = m.start() if m else None
        else:  # "$80.50" for 80.5
            at = next((n.start for n in numbers if not n.text.isalpha() and n.value == value), None)
        if at is not None:
            spots.append(at - 1 if at and query[at - 1] in "'\"‘“" and not query[at].isdigit() else at)
    if not spots:
        return []
    first = min(spots)
    kind = _kind_at(query, first)
    if kind is None:
        return []
    lead = {w.lower() for w in re.findall(r"[A-Za-z]+", query[max(0, first - 30):first])[-4:]} | {"the", "for", "a", "an"}
    cuts = []
    for sep in _SEPARATOR.finditer(query, first):
        rest = query[sep.end():]
        words = re.match(r"(?:([A-Za-z]+)\s+){0,4}", rest)
        skipped = re.findall(r"[A-Za-z]+", words.group(0)) if words else []
        for n in range(len(skipped), -1, -1):  # the longest run of the first value's own lead words
            if all(w.lower() in lead for w in skipped[:n]):
                at = sep.end() + len(" ".join(skipped[:n])) + (1 if n else 0)
                if _kind_at(query, at) == kind:
                    cuts.append(sep.start())
                break
    if not cuts:
        return []
    bounds = [0, *cuts, len(query)]
    return [query[a:b].strip(" ,.;") for a, b in itertools.pairwise(bounds)]


def repeated_values(query: str, spec: FunctionSpec, param: str, args: dict[str, Any]) -> list[Any]:
    """Numbers each named by the parameter's name right before them ("a radius of 5 meters, ...
    a radius of 10 meters", "the factorial of 5, the factorial of 7") that no other argument holds."""
    if spec.param_type(param) not in ("integer", "number") or param not in args:
        return []
    terms = {key(w) for w in extract.content_words(param)}
    if len([p for p in spec.properties if spec.param_type(p) in ("integer", "number")]) == 1:  # its only number:
        terms |= {key(w) for w in extract.content_words(spec.name.rsplit(".", 1)[-1])}  # "the factorial of 7"
    others = {json.dumps(v) for p, v in args.items() if p != param}
    found = []
    for n in extract.numbers(query):
        if n.text.isalpha():
            continue
        before = {key(w) for w in extract.content_words(query[max(0, n.start - 25):n.start])[-2:]}
        value = as_type(n.value, spec.param_type(param)) if fits(n.value, spec.param_type(param)) else None
        if value is not None and terms & before and json.dumps(value) not in others and value not in found:
            found.append(value)
    return found if args[param] in found else []


_TUPLE = re.compile(r"\(\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)+)\s*\)")


def _per_tuple(query: str, spec: FunctionSpec, args: dict[str, Any]) -> list[dict[str, Any]]:
    """One argument set per bracketed group of numbers, when the arguments hold the first group in order: "the
    GCD of the pairs (45, 60) and (81, 27)" → num1, num2 = 45, 60, then 81, 27 ([] when there is no such list)."""
    groups = [[n.value for n in extract.numbers(m.group(1))] for m in _TUPLE.finditer(query)]
    if len(groups) < 2 or len({len(g) for g in groups}) != 1:
        return []
    numeric = [p for p in args if spec.param_type(p) in ("integer", "number")]
    held = [p for p in numeric if args[p] in groups[0]]
    if len(held) != len(groups[0]) or sorted(args[p] for p in held) != sorted(groups[0]):
        return []
    order = sorted(held, key=lambda p: groups[0].index(args[p]))
    return [{**args, **{p: as_type(v, spec.param_type(p)) for p, v in zip(order, g, strict=True)}}
            for g in groups[:MAX_CALLS]]


def _options_said(query: str, value: Any, enum: list[Any]) -> list[Any]:
    """The enum options the request says, in the order it says them, when ``value`` is the first ("stage 7 in
    easy mode and stage 3 in hard mode": easy, hard); [] when fewer than two are said."""
    said = sorted((m.start(), v) for v in enum if isinstance(v, str) and len(v) > 1
                  for m in [re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", query, re.I)] if m)
    members = [v for _, v in said]
    return members if len(members) > 1 and members[0] == value else []


def _first_at(query: str, members: list[Any]) -> list[int]:
    """Where each member is said, each after the one before (-1 when one is not found)."""
    at, out = 0, []
    for member in members:
        text = str(member)[:-2] if str(member).endswith(".0") else str(member)
        m = re.search(rf"(?<![\w.]){re.escape(text)}(?![\w])", query[at:], re.I)
        if m is None:
            return [-1] * len(members)
        out.append(at + m.start())
        at += m.end()
    return out


def _paired(query: str, lists: dict[str, list[Any]]) -> bool:
    """Lists as long as each other whose members the request says in turn, or "respectively": one call per
    position ("$30 in Chicago and $52 in Sacramento"), not every combination."""
    if len(lists) < 2 or len({len(v) for v in lists.values()}) != 1:
        return False
    if re.search(r"\brespectively\b", query, re.I):
        return True
    spots = [_first_at(query, v) for v in lists.values()]
    if any(-1 in s for s in spots):
        return False
    rows = list(zip(*spots, strict=True))  # the members of one position
    return all(max(a) < min(b) for a, b in itertools.pairwise(rows))


def fan_out(query: str, spec: FunctionSpec, args: dict[str, Any]) -> list[dict[str, Any]]:
    """Argument sets for parallel calls of ``spec`` ([args] when the request lists no alternatives)."""
    if tuples := _per_tuple(query, spec, args):
        return tuples
    lists: dict[str, list[Any]] = {}
    for param, value in args.items():
        if spec.param_type(param) in ("array", "object", "boolean"):
            continue
        if spec.properties[param].get("enum"):
            members = _options_said(query, value, spec.properties[param]["enum"])
        else:
            members = coordinated_values(query, value)
            if len(members) < 2:
                members = repeated_values(query, spec, param, args)
        if len(members) > 1 and not any(m in args.values() for m in members if m != value):
            lists[param] = members
    if not lists or all(spec.properties[p].get("enum") for p in lists):
        return [args]  # options alone ("in easy or hard mode") are no list of calls
    params = list(lists)
    if _paired(query, lists):
        combos = list(zip(*(lists[p] for p in params), strict=True))
    else:
        combos = list(itertools.product(*(lists[p] for p in params)))
    return [{**args, **dict(zip(params, combo, strict=True))} for combo in combos[:MAX_CALLS]]
