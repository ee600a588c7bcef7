"""Arguments under the method's schema: values read from the request first, the model only chooses.

Numbers are assigned by proximity to the parameter's words, enums by mention, strings by copying a
span of the request under a token trie (the model picks the span), booleans and ambiguous enums by
log-probability. A required value that cannot be found is reported, never invented.
"""

from __future__ import annotations

import json
import re
from typing import Any

from core.planner import extract
from core.planner.functions import FunctionSpec
from core.planner.language_model import LanguageModel
from core.planner.trie import TokenTrie, TrieConstraint


def _key(word: str) -> str:
    """A word's match key: stemmed and cut to 6 letters, so small typos and inflections still match."""
    return extract.stem(word.lower())[:6]


def _param_terms(name: str, spec: dict[str, Any]) -> set[str]:
    words = extract.content_words(name) + extract.content_words(str(spec.get("description", "")))[:6]
    return {_key(w) for w in words}


def _context_terms(query: str, start: int, end: int | None = None) -> tuple[set[str], set[str]]:
    before = extract.content_words(query[max(0, start - 40):start])[-4:]
    after = extract.content_words(query[end if end is not None else start:][:30])[:2]
    return {_key(w) for w in before}, {_key(w) for w in after}


NEGATIONS = re.compile(r"\b(?:no|not|without|exclude|excluding|don't|do not|never)\b", re.I)


def described_options(spec: dict[str, Any]) -> list[str]:
    """Values a free-text parameter description lists ('Celsius' or 'Fahrenheit', e.g. 'json')."""
    desc = str(spec.get("description", ""))
    found = re.findall(r"'([^']{1,30})'|\"([^\"]{1,30})\"", desc)
    options = [a or b for a, b in found]
    for m in re.finditer(r"(?:e\.g\.|such as|either|like|options?:?|one of)\s+([^.;)]{1,80})", desc, re.I):
        options += [w.strip(" '\"") for w in re.split(r",|\bor\b|\band\b", m.group(1))]
    return [o for o in dict.fromkeys(options) if o and len(o) <= 30]


def _number_fits(value: float | int, json_type: str) -> bool:
    if json_type == "integer":
        return float(value).is_integer()
    return True


def _as_type(value: float | int, json_type: str) -> float | int:
    return int(value) if json_type == "integer" else float(value)


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [x for v in value.values() for x in _leaves(v)]
    if isinstance(value, list):
        return [x for v in value for x in _leaves(v)]
    return [value]


def _grounded(value: Any, query: str, args: dict[str, Any]) -> bool:
    """Every leaf of ``value`` is stated in ``query`` and none is already another argument's value."""
    taken = {json.dumps(v) for a in args.values() for v in _leaves(a)}
    stated = {n.value for n in extract.numbers(query)}
    low = query.lower()
    for leaf in _leaves(value):
        if isinstance(leaf, bool) or json.dumps(leaf) in taken:
            return False
        if isinstance(leaf, (int, float)) and leaf not in stated:
            return False
        if isinstance(leaf, str) and (not leaf.strip() or leaf.lower() not in low):
            return False
    return True


class ArgumentFiller:
    """Fill a function's arguments for a request; ``missing`` lists required params with no value."""

    def __init__(self, model: LanguageModel | None, *, max_span_tokens: int = 16, max_spans: int = 6,
                 scoring: bool = True, prior_weight: float = 2.0):
        self.model = model
        self.scoring = scoring
        self.prior_weight = prior_weight
        self.decisive_prior = 1.0
        self.max_spans = max_spans
        self.max_span_tokens = max_span_tokens

    def fill(self, query: str, spec: FunctionSpec, prompt: str) -> tuple[dict[str, Any], list[str]]:
        props = spec.properties
        required = spec.required
        order = required + [p for p in props if p not in required]
        nums = extract.numbers(query)
        used_nums: set[int] = set()
        quotes = extract.quoted(query)
        lists = extract.bracket_lists(query)
        if lists:  # numbers inside explicit lists belong to the list parameters
            inside = [(m.start(), m.end()) for m in re.finditer(r"\[[^\[\]]*\]", query)]
            used_nums.update(i for i, n in enumerate(nums) if any(a <= n.start < b for a, b in inside))
        numeric = self.assign_numbers(query, spec, nums, used_nums)
        args: dict[str, Any] = {}
        missing: list[str] = []
        for param in order:
            pspec = props[param]
            json_type = spec.param_type(param)
            is_req = param in required
            value: Any = None
            if is_req and "default" in pspec:
                value = pspec["default"]  # the schema's own choice, e.g. Gmail's userId "me"
            elif pspec.get("enum"):
                value = self._enum(query, spec, param, pspec["enum"], prompt, args, is_req)
            elif json_type == "boolean":
                value = self._boolean(query, spec, param, prompt, args, is_req)
            elif json_type in ("integer", "number"):
                value = numeric.get(param)
            elif json_type == "string":
                hits = extract.enum_hits(query, described_options(pspec))
                if hits and not is_req:
                    value = hits[0]
                elif is_req:
                    unused = [q for q in quotes if q not in args.values()]
                    value = unused[0] if unused else self._span(query, spec, param, prompt, args)
            elif json_type == "array" and is_req:
                value = self._array(query, pspec, nums, used_nums, quotes, lists)
            if value is None:
                if is_req:
                    missing.append(param)
                continue
            args[param] = value
        # Keep the schema's parameter order in the output.
        return {p: args[p] for p in props if p in args}, missing

    def guess(self, query: str, spec: FunctionSpec, param: str, prompt: str, args: dict) -> Any:
        """The model's value for a required ``param`` the extractor could not read, generated after the
        call written so far. Kept only if it parses as the parameter's JSON type and is grounded: every
        number and string in it occurs in the request and is not another argument's value already."""
        json_type = spec.param_type(param)
        if self.model is None or json_type == "boolean":
            return None
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
        enum = spec.properties[param].get("enum")
        if enum and value not in enum:
            return None
        return value if _grounded(value, query, args) else None

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

    def _enum(self, query, spec, param, enum, prompt, args, is_req):
        hits = extract.enum_hits(query, enum)
        if hits:
            return self._score_values(spec, param, prompt, args, hits)
        if is_req:
            return self._score_values(spec, param, prompt, args, list(enum))
        return None

    def _boolean(self, query, spec, param, prompt, args, is_req):
        q = {_key(w) for w in extract.content_words(query)}
        named = [w for w in extract.content_words(param) if _key(w) in q and w not in ("include", "is", "use")]
        if named:  # the request mentions it: true unless negated just before the mention
            at = re.search(re.escape(named[0][:5]), query, re.I)
            window = query[max(0, at.start() - 25):at.start()] if at else ""
            return not NEGATIONS.search(window)
        if not is_req:
            return None
        return self._score_values(spec, param, prompt, args, [True, False])

    @staticmethod
    def assign_numbers(query: str, spec: FunctionSpec, nums: list, used: set[int]) -> dict[str, float | int]:
        """Numbers to numeric parameters: first the pairs whose words sit next to the number (best
        first), then remaining required parameters take remaining numbers in order of mention."""
        params = [p for p in spec.properties if spec.param_type(p) in ("integer", "number")
                  and not spec.properties[p].get("enum")]
        digits = [i for i, n in enumerate(nums) if not n.text.isalpha() and i not in used]
        if len(digits) >= len([p for p in params if p in spec.required]):
            used.update(i for i, n in enumerate(nums) if n.text.isalpha())  # "two numbers: 40 and 50"
        pairs = []
        for rank, p in enumerate(params):
            terms = _param_terms(p, spec.properties[p])
            named = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(p)}\s*(?:=|:|is|of|as|to)?\s*$", re.I)
            for i, n in enumerate(nums):
                if i in used or not _number_fits(n.value, spec.param_type(p)):
                    continue
                before = [_key(w) for w in extract.content_words(query[max(0, n.start - 40):n.start])[-4:]]
                after = [_key(w) for w in extract.content_words(query[n.start + len(n.text):][:25])[:1]]
                near = 3 * len(terms & set(after)) + 2 * len(terms & set(before[-2:])) + len(terms & set(before[:-2]))
                if named.search(query[max(0, n.start - 30):n.start]):
                    near += 6  # "a = 2", "x: 4"
                if near:
                    pairs.append((near - (0.5 if n.text.isalpha() else 0.0), -i, -rank, p, i))
        out: dict[str, float | int] = {}
        for _, _, _, p, i in sorted(pairs, reverse=True):
            if p not in out and i not in used:
                out[p] = _as_type(nums[i].value, spec.param_type(p))
                used.add(i)
        digits_first = sorted((i for i in range(len(nums)) if i not in used),
                              key=lambda i: (nums[i].text.isalpha(), i))
        for p in params:
            if p in out or p not in spec.required:
                continue
            pick = next((i for i in digits_first if i not in used
                         and _number_fits(nums[i].value, spec.param_type(p))), None)
            if pick is not None:
                out[p] = _as_type(nums[pick].value, spec.param_type(p))
                used.add(pick)
        return out

    @staticmethod
    def _array(query, pspec, nums, used, quotes, lists):
        item_type = str((pspec.get("items") or {}).get("type", "string"))
        if lists:
            return lists.pop(0)
        if item_type in ("integer", "number", "float"):
            t = "integer" if item_type == "integer" else "number"
            values = [_as_type(n.value, t) for i, n in enumerate(nums) if i not in used and _number_fits(n.value, t)]
            used.update(range(len(nums)))
            return values or None
        if quotes:
            return list(quotes)
        return None

    def _span_candidates(self, query: str, param: str, pspec: dict, args: dict) -> list[tuple[str, float]]:
        """Spans of the request with a prior: span shape plus the parameter's words right before it."""
        taken = {str(v) for v in args.values()}
        terms = _param_terms(param, pspec)
        ranked = [c for c in extract.spans(query) if c not in taken]
        wants_expr = any(t.startswith(("func", "equat", "expr", "formul", "polyn")) for t in terms)
        out: list[tuple[str, float]] = []
        for rank, cand in enumerate(ranked[: self.max_spans * 3]):
            at = query.find(cand)
            before, after = _context_terms(query, at, at + len(cand)) if at >= 0 else (set(), set())
            prior = 1.0 / (1 + rank) + 1.5 * len(terms & before) + 0.5 * len(terms & after)
            out.append((cand, prior))
        for expr in extract.expressions(query):
            out.append((expr, 3.0 if wants_expr else 0.5))
        out.sort(key=lambda x: -x[1])
        return out[: self.max_spans]

    def _span(self, query, spec, param, prompt, args) -> str | None:
        candidates = self._span_candidates(query, param, spec.properties[param], args)
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
                   key=lambda i: scores[i].mean_logprob + self.prior_weight * candidates[i][1])
        return candidates[best][0]
