"""Arguments under the method's schema: values read from the request first, the model only chooses.

Numbers go where their words, units and kind ($, %) say (numeric.py); dates are written in the
format the parameter asks for (dates.py); enums by mention; currencies as ISO codes; strings by
copying a span of the request that no other value holds (strings.py; the model picks among close
spans); lists from [..], quoted runs, number runs or "A and B"; booleans and ambiguous enums by
log-probability. A required value that cannot be found is reported, never invented.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import datetime
from typing import Any

from core.planner import (
    bodies,
    cells,
    changes,
    contacts,
    dates,
    enum_meanings,
    everyday_values,
    extract,
    flags,
    languages,
    list_options,
    local_paths,
    sheet_rows,
    strings,
    times,
    url_templates,
    value_forms,
    zones,
)
from core.planner.functions import FunctionSpec
from core.planner.known_counts import known_count
from core.planner.language_model import LanguageModel
from core.planner.numeric import (
    as_type,
    fits,
    implied_count,
    implied_value,
    key,
    numbered_groups,
)
from core.planner.request_facts import read_request, regional, without_cells
from core.planner.string_values import read_string
from core.planner.trie import TokenTrie, TrieConstraint

KEYWORD = re.compile(r"use the [\"'`](\w+)[\"'`] keyword|special value [\"'`]?(\w+)[\"'`]? (?:can|may) be used"
                     r"|Only [\"'`]([\w/]+/me)[\"'`] is valid", re.I)  # People's "Only `people/me` is valid"
# The user's own default where the API documents one outside the parameter's description.
USER_OWN = {("tasks", "tasklist"): "@default",  # Google Tasks: the default task list
            # The People API returns nothing without a field mask: what a contact request is about.
            ("people", "personFields"): contacts.READ_MASK,
            ("people", "readMask"): contacts.READ_MASK}


def keyword_default(method: str, param: str, spec: dict[str, Any]) -> str | None:
    """The value a parameter's description names for "the user's own" (Calendar's "primary", Gmail's
    "me") — never for the id of the object the method acts on (calendars.delete must not default to
    the primary calendar)."""
    m = KEYWORD.search(str(spec.get("description", "")))
    value = (m.group(1) or m.group(2) or m.group(3)) if m else USER_OWN.get((method.split(".")[0], param))
    segments = method.split(".")
    own = [w for w in extract.content_words(param) if w != "id"]
    if value is None or (len(segments) >= 2 and own and key(own[-1]) == key(segments[-2])):
        return None
    return value


def _counted_option(query: str, param: str, enum: list) -> Any | None:
    """A numeric option said as a count of the parameter's own noun ("one room" for number_of_rooms)."""
    if not all(isinstance(v, (int, str)) and str(v).isdigit() or str(v).lower() == "dontcare" for v in enum):
        return None
    nouns = [w.rstrip("s") for w in extract.content_words(param) if w not in ("number", "num", "count")]
    for noun in nouns:
        for m in re.finditer(rf"\b(\d+|{'|'.join(extract.WORD_NUMBERS)})\s+{re.escape(noun)}s?\b", query, re.I):
            said = m.group(1).lower()
            count = said if said.isdigit() else str(int(extract.WORD_NUMBERS[said]))
            option = next((v for v in enum if str(v) == count), None)
            if option is not None:
                return option
    return None


_ENDS = re.compile(r"(?:^|_)(?:end|until|to)(?:_|$)|[a-z](?:End|Until|To)(?:[A-Z]|$)")  # end_available_date, dateTo


def _negated_mention(query: str, value: str) -> bool:
    """Every mention of ``value`` in the request is negated just before it ("exclude any that are completed")."""
    found = list(re.finditer(rf"(?<![\w-]){re.escape(value)}", query, re.I))
    return bool(found) and all(re.search(r"\b(?:exclude|excluding|except|without|not|no)\b(?:\s+\w+){0,3}\s*$",
                                         query[max(0, m.start() - 30):m.start()], re.I) for m in found)


def _compound_only(query: str, value: str) -> bool:
    """Whether a one-word ``value`` appears in the request only inside a hyphenated word ("all-day")."""
    if not re.fullmatch(r"\w+", value):
        return False
    free = re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", query, re.I)
    return free is None and re.search(rf"\b{re.escape(value)}\b", query, re.I) is not None


class ArgumentFiller:
    """Fill a function's arguments for a request; ``missing`` lists required params with no value."""

    def __init__(self, model: LanguageModel | None, *, max_span_tokens: int = 16, max_spans: int = 6,
                 scoring: bool = True, prior_weight: float = 1.0, length_cost: float = 0.5,
                 clock: Callable[[], datetime] | None = None):
        self.model = model
        self.clock = clock or bodies.now_local  # the user's local time, for "tomorrow at 3pm"
        self.scoring = scoring
        # A span's score: its prior + the model's mean log-probability − length_cost per token. The mean
        # alone favours long copies (every token after the first is predictable from the request).
        self.prior_weight = prior_weight
        self.length_cost = length_cost
        self.decisive_prior = 2.0
        self.max_spans = max_spans
        self.max_span_tokens = max_span_tokens

    def fill(self, query: str, spec: FunctionSpec, prompt: str) -> tuple[dict[str, Any], list[str]]:
        props, required = spec.properties, spec.required
        facts = read_request(query, spec, self.clock())
        args: dict[str, Any] = {}
        missing: list[str] = []
        spanned_day = None  # the day a start date-time was written for
        for param in facts.order:
            pspec = props[param]
            json_type = spec.param_type(param)
            is_req = param in required
            value: Any = None
            if is_req and "default" in pspec:  # the schema's own choice (Gmail's userId "me"), unless stated
                if pspec.get("enum"):
                    value = self._enum(query, spec, param, pspec["enum"], prompt, args, False)
                elif json_type == "boolean":
                    value = self._boolean(query, spec, param, prompt, args, False)
                elif json_type == "string":  # "served 'boiling hot' as the special request"; "4pm London time"
                    value = next((q for q, owner in facts.owners.items() if owner == param), None) or \
                        zones.zone_said(query, param, pspec)
                value = pspec["default"] if value is None else value
            elif (said := everyday_values.stated(query, spec.name, param, pspec, self.clock().date())) is not None:
                value = said  # a contact's new e-mail or number; a sheet's range and what it writes; "note 7"; "*.gpx"
            elif pspec.get("format") == "date-time" or times.due_bound(param, query):  # RFC 3339 or nothing
                role = times.window_role(param) or times.due_bound(param, query)
                if facts.moment and role:
                    value = times.rfc3339(facts.moment.window()[0 if role == "start" else 1])
            elif bodies.is_body(pspec):
                existing = changes.changes_existing(spec.name)  # its stated time says which one, not when
                value = bodies.fill_body(query, pspec, facts.target if existing else facts.target or facts.moment, taken=facts.taken,
                                         existing=existing, copy=spec.name.endswith(".copy"), now=self.clock()) or None
                if bodies.unmet(pspec, value or {}, query, existing):  # an event without a time, a message without text
                    missing.append(param)
                    continue
            elif json_type == "string" and is_req and (default := keyword_default(spec.name, param, pspec)) \
                    and param not in facts.owners.values() and not list_options.names_a_list(query, param):
                value = default  # "primary" calendar, "me": the user's own
            elif param in facts.codes:
                value = facts.codes[param]  # "a housekeeper who provides ironing services": '2' represents an ironing service
            elif json_type == "string" and (zone := zones.zone_said(query, param, pspec)):
                value = zone  # "at 4pm London time": Europe/London
            elif pspec.get("enum"):
                value = self._enum(query, spec, param, pspec["enum"], prompt, args, is_req)
            elif json_type == "boolean":
                value = self._boolean(query, spec, param, prompt, args, is_req)
            elif json_type in ("integer", "number"):
                value = facts.numeric.get(param) if param in facts.numeric or "x-location" not in pspec else \
                    list_options.page_size(query, param)  # an API's page size: "the last 5 emails"
                if value is None and (is_req or re.search(r"day|week|month|year", param, re.I)):
                    value = implied_count(query, param, pspec)  # "for the next week": 7 days; days_ahead
                if value is None:
                    value = implied_value(query, param, pspec)  # "compounded quarterly": 4; "from rest": 0
                if value is None:
                    value = known_count(query, param, pspec)  # "drawing a king from a deck of cards": 4 of 52
            elif param in facts.date_params and (facts.mentions or facts.relative and (
                    is_req or not dates.asks_a_format(str(pspec.get("description", ""))))):
                # an optional 'YYYY-MM-DD' is never "this weekend": left out rather than written in words its API cannot read
                description = str(pspec.get("description", ""))
                said_today = bool(facts.mentions) and facts.mentions[0].text.lower() in ("today", "tonight")
                value = dates.format_date(dates.with_coming_year(facts.mentions.pop(0), description, self.clock().date()),
                                          description) if facts.mentions \
                    else facts.relative.pop(0)  # "next Friday" as the request says it; "on March 14th": its coming year
                if said_today and not is_req and dates.defaults_to_today(description):
                    facts.taken.append("today")
                    continue  # "events for today" where the date "defaults to the current date": the API's own default
                if facts.mentions is not None and re.match(r"\d", str(value)):  # "dd/mm/yyyy HH:MM": "20/06/2022 17:00"
                    timed = dates.with_clock(str(value), description, facts.clock)
                    spanned_day = None if timed == value else str(value)  # its span's end is the end date's time
                    value, facts.clock = timed, (facts.clock if timed == value else None)  # read once: "departing … at 5", no return time
                facts.taken.append(str(value).lower())
            elif param in facts.date_params and spanned_day and facts.clock_end and _ENDS.search(param):
                value = dates.with_clock(spanned_day, str(pspec.get("description", "")), facts.clock_end)  # "between 10:30
                spanned_day = None  # a.m. and 7:00 p.m.": end_available_date at 19:00
            elif json_type == "string":
                value = read_string(facts, spec, param, is_req, args,
                                    lambda held, param=param: self._span(query, spec, param, prompt, args, held))
            elif json_type == "object" and is_req:
                value = extract.key_values(query) or self._nested(query, spec, pspec, prompt, args)
            elif json_type == "array":
                value = self._array(query, param, pspec, facts.nums, facts.used_nums, facts.quotes, facts.lists, is_req)
            if isinstance(value, str) and cells.is_a1_range(param, pspec) and (
                    not cells.can_be_range(value) or spec.name == sheet_rows.UPDATE and sheet_rows.change_said(query)):
                value = None  # "12" of "£12" is no range: asked, or found by its row ("… on the budget sheet" names no tab)
            if value is None:
                if is_req:
                    missing.append(param)
                continue
            args[param] = value
            if isinstance(value, list):  # "between John and Alice for rental agreement": a listed party is no type
                facts.taken.extend(str(x).lower() for x in value if isinstance(x, str))
        if spec.name.endswith(".list") and any("x-location" in props[p] for p in props):  # "my next meeting"
            for param, value in list_options.ordering(query, props, times.rfc3339(self.clock())).items():
                args.setdefault(param, value)
        groups = numbered_groups(facts.strs)
        for group in groups:  # "Mix yellow and blue": color1, color2
            items = strings.listed_items(query, group[0], props[group[0]])
            if items and len(items) == len(group) and not any(props[p].get("enum") for p in group):
                args.update(zip(group, items, strict=True))
                missing = [p for p in missing if p not in group]
        for param, value in list(args.items()):  # a list holds none of the other values
            args[param] = value_forms.without_others(query, value, {p: v for p, v in args.items() if p != param})
            if any(value_forms.is_count_list(p, props[p]) for p in args if p != param):
                args[param] = value_forms.without_counts(args[param])  # "two Big Macs": the item is "Big Mac"
        strings.in_mention_order(query, args, groups)  # body1 before body2
        for param in (p for p in props if p not in args and spec.param_type(p) == "string"):
            if (url := url_templates.filled(query, props[param], args)) is not None:
                args[param] = url  # "https://<ip>/…?fabricName={fabricName}" with the IP said and the fabric read
        args, missing = local_paths.from_home(spec.name, args, query, missing)  # "into Documents/Lettings": the user's own Documents
        # Keep the schema's parameter order in the output.
        return {p: args[p] for p in props if p in args}, missing

    def guess(self, query: str, spec: FunctionSpec, param: str, prompt: str, args: dict) -> Any:
        """The model's value for a required ``param`` the extractor could not read, generated after the
        call written so far. Kept only if it parses as the parameter's JSON type and is grounded: every
        number and string in it occurs in the request and is not another argument's value already."""
        json_type = spec.param_type(param)
        if self.model is None or json_type == "boolean" or everyday_values.is_text_param(param, spec.properties[param]):
            return None  # dictated text is the user's words, never the model's
        opener = {"string": '"', "array": "[", "object": "{"}.get(json_type, "")
        closer = {"string": '"', "array": "]", "object": "}"}.get(json_type)
        prefix = prompt + self._args_text(spec, args) + f'"{param}": ' + opener
        stop = (closer,) if closer else (",", "}", "\n")
        text = "".join(self.model.stream(prefix, max_tokens=self.max_span_tokens, stop=stop)).strip()
        try:
            value = json.loads(opener + text + (closer or ""))
        except ValueError:
            return None
        ok = {"string": str, "array": list, "object": dict, "integer": int, "number": (int, float)}.get(json_type, object)
        if not isinstance(value, ok) or isinstance(value, bool) or value in ([], {}, ""):
            return None
        pspec = spec.properties[param]
        if pspec.get("enum") and value not in pspec["enum"]:
            return None
        if isinstance(value, str) and not strings.can_be_id(param, pspec, value, strings.called_id(query, value)):
            return None
        if everyday_values.path_or_nothing(param, pspec, value) is None:
            return None
        if isinstance(value, str) and not strings.can_be_name(param, value, extract.quoted_runs(query)):
            return None
        return value if strings.grounded(value, query, args) else None

    # -- per type ---------------------------------------------------------------------------
    def _score_values(self, spec: FunctionSpec, param: str, prompt: str, args: dict, values: list) -> Any:
        if self.model is None or len(values) == 1:
            return values[0]
        prefix = prompt + self._args_text(spec, args)
        conts = [f'"{param}": {json.dumps(v)}' for v in values]
        scores = self.model.score_continuations(prefix, conts)
        best = max(range(len(values)), key=lambda i: scores[i].mean_logprob)
        return values[best]

    @staticmethod
    def _args_text(spec: FunctionSpec, args: dict) -> str:
        body = ", ".join(f'"{k}": {json.dumps(v)}' for k, v in args.items())
        return '{"name": "' + spec.name + '", "arguments": {' + body + (", " if body else "")

    def _nested(self, query: str, spec: FunctionSpec, pspec: dict, prompt: str, args: dict) -> dict | None:
        """An object parameter with properties of its own, filled from the request like a call's
        arguments ("a wall with width of 20ft and height of 12ft": {width: 20, height: 12}); None
        unless every property it requires is said and no text in it is another argument's already."""
        inner = pspec.get("properties")
        if not isinstance(inner, dict) or not inner:
            return None
        sub = FunctionSpec(name=spec.name, parameters={"type": "dict", "properties": inner,
                                                       "required": pspec.get("required", list(inner))})
        for v in args.values():  # "a 3 bedroom villa within $300,000 to $400,000": the 3 is the bedrooms', no bound
            if isinstance(v, (int, float)) and not isinstance(v, bool) and float(v).is_integer():
                query = re.sub(rf"(?<![\d.,$]){int(v)}(?![\d,]|\.\d)", " ", query)
        value, missing = self.fill(query, sub, prompt)
        held = {v.lower() for v in args.values() if isinstance(v, str)}
        if missing or not value or any(isinstance(v, str) and v.lower() in held for v in value.values()):
            return None
        low = next((k for k in value if re.match(r"(?i)min", k)), None)
        high = next((k for k in value if re.match(r"(?i)max", k)), None)
        if low and high and all(isinstance(value[k], (int, float)) for k in (low, high)) and value[low] > value[high]:
            value[low], value[high] = value[high], value[low]  # "$300,000 to $400,000": the smaller is the minimum
        return value

    def _enum(self, query, spec, param, enum, prompt, args, is_req):
        if languages.is_code_enum(enum) and (code := languages.code_said(query, param, enum)) is not None:
            return code  # "from English to French": 'en', then 'fr'; "in Spanish": 'es-ES'
        if (counted := _counted_option(query, param, enum)) is not None:
            return counted  # "I'll need one room" for number_of_rooms ['1', '2', '3']: '1', not the "3" of "3-star"
        hits = extract.enum_hits(without_cells(query, param), enum, param=param)
        if "x-location" in spec.properties[param]:  # an API option is no part of a compound ("all-day")
            hits = [v for v in hits if not _compound_only(query, str(v))]
        elif not hits:  # another form of the value's word: "in detail" is 'detailed'
            hits = extract.enum_hits(without_cells(query, param), enum, inflected=True, param=param)
        if "x-location" not in spec.properties[param]:  # "exclude any that are completed": no 'completed' filter
            hits = [v for v in hits if not _negated_mention(query, str(v))]
        if hits:
            return self._score_values(spec, param, prompt, args, hits)
        if "x-location" not in spec.properties[param]:  # "remove the task": 'delete' ("'delete' to remove an existing task")
            glossed = enum_meanings.meant(query, str(spec.properties[param].get("description", "")), enum, spec.name)
            glossed = enum_meanings.action_meant(query, enum) if glossed is None and is_req else glossed
            if glossed is not None:
                return glossed
        if is_req:
            partly = extract.word_hits(query, enum, spec.name + " " + param + " " + str(spec.properties[param].get("description", "")))
            if len(partly) == 1:
                return partly[0]  # "a Family Therapist": 'Family Counselor', the one option a word of which is said
            unsaid = [v for v in enum if str(v).lower() in ("any", "dontcare", "don't care", "no preference")]
            return unsaid[0] if unsaid else self._score_values(spec, param, prompt, args, list(enum))  # none said: 'Any'
        return None

    def _boolean(self, query, spec, param, prompt, args, is_req):
        said = flags.flag_said(query, spec, param)
        if said is not None or not is_req:
            return said
        return self._score_values(spec, param, prompt, args, [True, False])

    @staticmethod
    def _array(query, param, pspec, nums, used, quotes, lists, is_req):
        """A list value: an explicit [..] list, the enum items mentioned, the numbers, the quoted
        strings or the listed items ("John and Alice"); only enum mentions for an optional list."""
        items = pspec.get("items") or {}
        item_type = str(items.get("type", "string"))
        hits = extract.enum_hits(query, items["enum"], inflected=True, param=param) if items.get("enum") else \
            extract.enum_hits(query, extract.described_options(pspec), param=param) if item_type == "string" and not is_req else []
        if hits and items.get("enum"):  # "facilities for disabled people": 'Disabled Access' by its leading word
            hits += [v for v in extract.leading_word_hits(query, items["enum"]) if v not in hits]
        if not hits and not is_req and item_type == "string" and not items.get("enum"):
            hits = strings.items_after_noun(query, param) or []  # "with stops at Santa Barbara and Monterey"
        if hits or not is_req:
            return hits or None
        nested = item_type == "array"  # a table: a list of lists
        fitting = [v for v in lists if all(isinstance(x, list) for x in v) == nested]
        if fitting:
            lists.remove(fitting[0])
            return fitting[0]
        if item_type in ("integer", "number", "float"):
            t = "integer" if item_type == "integer" else "number"
            free = [i for i, n in enumerate(nums) if i not in used and fits(n.value, t)]
            listed = [r for r in extract.number_runs(query, nums) if len(r) > 1]
            runs = [r for r in listed if set(r) <= set(free)]
            if runs and len(listed) > 1:  # "dataset_A with the values 12, 24, 36 and dataset_B with ... 15, 30, 45"
                terms = {key(w) for w in extract.content_words(param)}
                named = [r for r in runs if terms & {key(w) for w in extract.content_words(
                    query[max(0, nums[r[0]].start - 40):nums[r[0]].start])[-3:]}]
                free = (named or runs)[0]
            used.update(free)
            return [as_type(nums[i].value, t) for i in free] or None
        if quotes:  # the longest quoted list, the values left for single strings
            run = max(quotes, key=len)
            quotes.remove(run)
            return run
        if item_type == "string":
            return strings.listed_items(query, param, pspec)
        return None

    def _span(self, query, spec, param, prompt, args, taken) -> str | None:
        candidates = strings.span_candidates(query, param, spec.properties[param], taken, self.max_spans,
                                             with_region=not regional(spec, param))
        if strings.is_person_param(param):  # "to Margaret's account … and mark the transaction": the receiver is
            quotes = extract.quoted_runs(query)  # the name, never "mark"
            candidates = [c for c in candidates if strings.can_be_name(param, c[0], quotes)] or candidates
        if not candidates:
            return None
        if self.model is None or (len(candidates) > 1 and candidates[0][1] - candidates[1][1] >= self.decisive_prior):
            return candidates[0][0]  # the request's shape already decides
        prefix = prompt + self._args_text(spec, args) + f'"{param}": "'
        if not self.scoring:  # greedy copy under a token trie over the candidate spans
            trie = TokenTrie(self.model.tokenize(c) for c, _ in candidates)
            constraint = TrieConstraint(trie, len(self.model.tokenize(prefix, add_bos=True)),
                                        end_tokens=self.model.tokenize('"'))
            text = "".join(self.model.stream(prefix, max_tokens=self.max_span_tokens, stop=('"',),
                                             logits_processor=constraint))
            return text.strip() or None
        scores = self.model.score_continuations(prefix, [c + '"' for c, _ in candidates])
        best = max(range(len(candidates)),
                   key=lambda i: scores[i].mean_logprob + self.prior_weight * candidates[i][1]
                   - self.length_cost * scores[i].n_tokens)
        return candidates[best][0]
