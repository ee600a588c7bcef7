"""Request + function schemas → calls: retrieval, relevance, constrained method choice, arguments,
self-consistency and AutoFeedback. Each technique can be switched off for the ablation table."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from core.phrasing import LET_THEM_SEE, quoted_names, without_reason
from core.planner import changes, coded_options, commands, extract, lookup, time_moves
from core.planner.arguments import ArgumentFiller
from core.planner.calls import ParsedOutput, ToolCall
from core.planner.feedback import Finding, feedback_message, repair, scan_output
from core.planner.functions import FunctionSpec
from core.planner.language_model import LanguageModel
from core.planner.parallel import clauses, fan_out, regrouped
from core.planner.prompts import call_prefix, plain_prompt, retriever_aware_prompt
from core.planner.retrieval import bm25_scores, coverage
from core.planner.trie import TokenTrie, TrieConstraint

NONE = "none"


@dataclass(frozen=True)
class CallerOptions:
    """Which techniques are on (all on by default; the bench switches them off one by one)."""

    retrieval: bool = True  # retriever-aware prompt with top-k candidates (else plain prompt)
    constrained: bool = True  # token trie over names + "none"; schema-driven arguments
    scoring: bool = True  # log-prob of every candidate + retrieval score, self-consistency vote
    feedback: bool = True  # AutoFeedback static scan with bounded retries
    top_k: int = 5
    relevance_threshold: float = 0.25  # below this coverage, no call
    retrieval_weight: float = 1.0
    extra_call_coverage: float = 0.6  # how clearly a sub-request must name a second method
    decisive_margin: float = 0.3  # retrieval lead that makes the model's vote unnecessary
    vote_margin: float = 0.5  # re-vote with a reordered prompt when the top two are this close
    max_retries: int = 2
    max_new_tokens: int = 96
    # A required value the extractor could not read: "ask" leaves it to a question; "guess" lets the
    # model write it under the parameter's JSON type, kept only when grounded in the request (measured
    # on BFCL dev: no case gained, one irrelevant request answered with a call, so asking is the default).
    on_missing: str = "ask"
    parallel: bool = True  # one call per member of a listed value ("in Seattle and Los Angeles")


@dataclass
class CallOutcome:
    """The calls (empty: no call) and how they were reached."""

    calls: list[ToolCall]
    candidates: list[str] = field(default_factory=list)
    missing: dict[str, list[str]] = field(default_factory=dict)  # method -> required params not found
    partial: dict[str, dict] = field(default_factory=dict)  # method -> the values found, when some are missing
    findings: list[Finding] = field(default_factory=list)
    retries: int = 0
    raw: str = ""


DESTRUCTIVE = {extract.stem(w) for w in ("delete", "remove", "clear", "trash", "move", "update", "patch",
                                         "modify", "send", "cancel", "stop", "empty", "purge", "revoke")}


# First words that make a request say what to do ("Open the latest email", "Share the folder").
IMPERATIVES = set("open mark share move delete remove cancel add send reply forward download upload restore rename "
                  "copy export update change edit set turn schedule reschedule postpone put write read save append jot note remind "
                  "empty clear invite start stop play pause close archive label star "
                  "unstar print publish post upload sync push shift bump delay duplicate trash leave give comment tick "
                  "cross bin check rid answer take pull strike convert scrap ditch axe nix arrange amend alter enter record swap zap scratch".split())  # "get rid of it"


# "What does the latest email from school actually say?": that message opened, not a list of them.
_WHAT_IT_SAYS = re.compile(r"^\s*what\s+(?:did|does|do)\b.*\b(?:say|said|says|write|wrote|want|wanted|mean)\b", re.I)
QUESTIONS = set("what whats what's how hows who whos which where wheres when whens why is are was do does did am have has any".split())


# What a request's first word asks for, and the method verbs that do it.
VERB_CLASSES = {
    "create": ({"create", "new", "schedule", "book", "insert"}, {"insert", "create"}),
    "read": ({"show", "list", "what", "what's", "whats", "see", "view", "display"}, {"list", "get", "search", "query", "instances"}),
}


_SAID_AS = {"tabl": {"column", "schema", "layout", "structure"}}  # "… cant remember what columns i set up": sqlite.tables


def _agreeing(query: str, primary: FunctionSpec, candidates: list[FunctionSpec], retrieval: dict[str, float],
              margin: float) -> FunctionSpec:
    """A method whose verb does what the request's first word asks, when ``primary``'s verb does
    something else and that method ranks within ``margin`` ("Create a task list called X" inserts a
    list rather than listing lists)."""
    first = re.findall(r"[a-z']+", query.lower())[:1]
    wanted = next((verbs for words, verbs in VERB_CLASSES.values() if first and first[0] in words), None)
    said = {extract.stem(w) for w in extract.content_words(query)}
    if wanted is None or _verb(primary) in {extract.stem(v) for v in wanted} | said or said & _SAID_AS.get(_verb(primary), set()):
        return primary  # its verb, or the request names it ("what tables are in grades.db": sqlite.tables)
    floor = retrieval.get(primary.name, 0.0) - margin
    agreeing = [f for f in candidates if _verb(f) in {extract.stem(v) for v in wanted}
                and retrieval.get(f.name, 0.0) >= floor and f.name.split(".")[0] == primary.name.split(".")[0]]
    return max(agreeing, key=lambda f: retrieval.get(f.name, 0.0)) if agreeing else primary


def _partial(primary: FunctionSpec, candidates: list[FunctionSpec]) -> FunctionSpec:
    """The ``patch`` sibling of an ``update`` method among the candidates: a partial update changes only
    what the request states, where a full update would clear every field the plan does not send."""
    if not primary.name.endswith(".update"):
        return primary
    sibling = primary.name.removesuffix(".update") + ".patch"
    return next((f for f in candidates if f.name == sibling), primary)


_SEARCHING = re.compile(r"\b(?:find|search|look(?:ing)?\s+(?:for|up)|lookup|browse|explore|suggestions?|recommend)\b", re.I)
_SEARCH_VERBS = {extract.stem(w) for w in ("find", "search", "lookup", "look", "browse", "explore", "list", "get", "retrieve")}
SEARCH_BONUS = 0.3


def _action(spec: FunctionSpec) -> str:
    """The stemmed verb of a function's name after any service prefix: "play" of Media_3_PlayMovie, "get" of
    get_current_weather."""
    words = re.sub(r"([a-z])([A-Z])", r"\1 \2", spec.name.rsplit(".", 1)[-1]).replace("_", " ").lower().split()
    after = [i for i, w in enumerate(words) if w.isdigit()]
    words = words[after[-1] + 1:] if after else words
    return extract.stem(words[0]) if words else ""


def _verb(spec: FunctionSpec) -> str:
    """The stemmed verb of a method's name: "delete" of calendar.events.delete, "create" of
    people.people.createContact, "modify" of batchModify."""
    last = re.sub(r"([a-z])([A-Z])", r"\1 \2", spec.name.rsplit(".", 1)[-1]).replace("_", " ").lower()
    words = [w for w in last.split() if w != "batch"]
    return extract.stem(words[0]) if words else ""


def _split_requests(query: str) -> list[str]:
    """Independent sub-requests ("Do X. Then do Y", "X, and also Y") for multiple calls."""
    parts = re.split(r"(?<=[.?!])\s+(?=[A-Z])|\b(?:and then|and also|then also)\b", without_reason(query))  # "…? She needs to add"
    return [p.strip() for p in parts if p and len(extract.content_words(p)) >= 2]


class FunctionCaller:
    """Map one request to calls over the given functions with a small local model."""

    def __init__(self, model: LanguageModel | None, options: CallerOptions | None = None,
                 clock: Callable[[], datetime] | None = None):
        self.model = model
        self.options = options or CallerOptions()
        self.arguments = ArgumentFiller(model, scoring=self.options.scoring, clock=clock)

    # -- public ---------------------------------------------------------------------------
    def call(self, query: str, functions: list[FunctionSpec], known_names: list[str] | None = None,
             prior: dict[str, float] | None = None) -> CallOutcome:
        """Calls for ``query``. ``prior`` (name → 0..1) is an outside retrieval score (e.g. the catalog's
        search); with it the candidates are taken as relevant and the prior replaces lexical ranking."""
        opts = self.options
        if not functions:
            return CallOutcome(calls=[])
        if prior is not None:
            ranked = sorted(((f, prior.get(f.name, 0.0)) for f in functions), key=lambda x: -x[1])
        else:
            ranked = self.rank(query, functions)
        candidates = [f for f, _ in ranked[: opts.top_k]] if opts.retrieval else list(functions)
        if not opts.constrained:
            return self._free(query, candidates, functions, known_names)
        outcome = CallOutcome(calls=[], candidates=[f.name for f in candidates])
        prompt = retriever_aware_prompt(self.model, query, candidates) if self.model else ""
        retrieval = {f.name: s for f, s in ranked}
        primary = self.choose(query, candidates, retrieval, prompt, check_relevance=prior is None)
        if primary is not None:
            primary = _partial(primary, candidates)
        if primary is not None and opts.feedback:
            primary = _agreeing(query, primary, candidates, retrieval, opts.decisive_margin)
            primary = self._actionable(query, primary, candidates, retrieval, prompt)
        chosen: list[FunctionSpec] = [primary] if primary else []
        parts = _split_requests(query)
        if primary and len(candidates) > 1 and len(parts) > 1:  # a sub-request clearly naming another method
            finders = {m for p, ps in primary.properties.items() if ps.get("x-location") == "path"
                       for m in lookup.list_methods(primary.name, p)}  # the list that finds its object is no extra call
            for part in parts:
                best = max(candidates, key=lambda f: coverage(part, f))
                if best not in chosen and best.name not in finders and coverage(part, best) >= opts.extra_call_coverage:
                    chosen.append(best)
        for spec in chosen:
            args, missing = self.arguments.fill(query, spec, prompt)
            if missing and opts.on_missing == "guess" and self.model is not None:
                for param in missing:
                    value = self.arguments.guess(query, spec, param, prompt, args)
                    if value is not None:
                        args[param] = value
                args = {p: args[p] for p in spec.properties if p in args}
                missing = [p for p in missing if p not in args]
            if missing and opts.feedback:  # E3 missing_required: never invent a value, ask instead
                outcome.missing[spec.name] = missing
                outcome.partial[spec.name] = args
                continue
            repeated = opts.parallel and len(chosen) == 1  # clauses of a two-method request are not repeats
            variants = self._clause_calls(query, spec, prompt, args, candidates) if repeated else []
            if not variants:
                variants = fan_out(query, spec, args) if opts.parallel else [args]
            for variant in variants:
                call = ToolCall(name=spec.name, arguments=variant)
                if opts.feedback:
                    _, findings = scan_output(ParsedOutput(kind="calls", calls=[call]), functions, known_names)
                    findings = [f for f in findings if f.kind != "missing_required"]
                    if findings:
                        outcome.findings.extend(findings)
                        call = repair(call, findings, functions)
                outcome.calls.append(call)
        return outcome

    def _actionable(self, query: str, primary: FunctionSpec, candidates: list[FunctionSpec],
                    retrieval: dict[str, float], prompt: str) -> FunctionSpec:
        """Among methods ranked about as high as ``primary``, one whose required values the request
        states, when ``primary`` would have to ask for some ("Lunch with Anna on Tuesday at 12" can
        create an event; it names no event to delete)."""
        words = re.findall(r"[a-z']+", without_reason(query).lower())  # "…? need to know if im on the early shift"
        if not words or words[0] in (extract.VERBS | IMPERATIVES) - QUESTIONS or _verb(primary) in {
                extract.stem(w) for w in extract.content_words(query)} or IMPERATIVES & set(words[1:]) \
                or time_moves.is_move(query) or changes.new_location(query) or _WHAT_IT_SAYS.search(query) or LET_THEM_SEE.search(query) \
                or primary.name.endswith(".instances") \
                or re.search(r"[,;.]\s*(?:make|set)\s+(?:it|them|that)\b", query, re.I) \
                or any(len(q) >= 2 for q in quoted_names(query)):  # a quoted name is one object, looked up ("who can see my 'X' doc")
            # "… got moved to Friday at 3"; "every occurrence of the standup" lists that event's own dates; "that … task,
            # make it due fri 4th" changes it (a new task was made)
            return primary  # the request says what to do ("… can you move it to 4:15"): its object is looked up or asked
        missing = self.arguments.fill(query, primary, prompt)[1]
        if not any(primary.properties[p].get("x-location") == "path" and p != "body" for p in missing):
            return primary  # only an existing object the request does not name makes another method fitter
        floor = retrieval.get(primary.name, 0.0) - self.options.decisive_margin
        finders = {m for p in missing for m in lookup.list_methods(primary.name, p)[1:]}  # a parent's list
        for spec in sorted(candidates, key=lambda f: -retrieval.get(f.name, 0.0)):
            if spec is primary or retrieval.get(spec.name, 0.0) < floor or _verb(spec) in DESTRUCTIVE \
                    or spec.name.split(".")[0] != primary.name.split(".")[0] or spec.name in finders:
                continue  # never swap in a method that deletes or changes something, nor another service,
                # nor the list that finds the missing object (the look-up runs it first anyway)
            lacking = self.arguments.fill(query, spec, prompt)[1]
            if not lacking or set(lacking) < {p for p in missing if primary.properties[p].get("x-location") == "path"}:
                # "whats on the family calendar": only the calendar to find; a body value left to write (a query's SQL,
                # from the schema) is no object to find ("whats in bookings.db for next week" is its rows, not its tables)
                return spec
        return primary

    def _clause_calls(self, query: str, spec: FunctionSpec, prompt: str, args: dict,
                      candidates: list[FunctionSpec]) -> list[dict]:
        """One argument set per clause that repeats the action with its own values ([] if none does);
        a value a clause leaves out is the whole request's. A clause that names another method better
        is not a repeat."""
        parts = clauses(query)
        parts = parts if len(parts) > 1 else regrouped(query, args)  # "$30.45 in Chicago, $52.33 in Sacramento"
        if len(parts) < 2 or any(coverage(p, f) > coverage(p, spec) for p in parts for f in candidates):
            return []
        variants = []
        for part in parts:
            own, _ = self.arguments.fill(part, spec, prompt)
            variant = {p: own.get(p, args.get(p)) for p in spec.properties if p in own or p in args}
            for each in fan_out(part, spec, variant):  # a clause may list values of its own ("the factorial of 5, the
                if each not in variants:  # factorial of 3 … and finally the factorial of 2")
                    variants.append(each)
        return variants if len(variants) > 1 else []

    def rank(self, query: str, functions: list[FunctionSpec]) -> list[tuple[FunctionSpec, float]]:
        """Functions by relevance: name coverage plus normalized BM25."""
        bm = bm25_scores(query, functions)
        top = max(bm) or 1.0
        scored = [(f, coverage(query, f) + 0.5 * b / top) for f, b in zip(functions, bm, strict=True)]
        if _SEARCHING.search(query):  # "find some nice songs": a method that looks them up, not one that plays them
            said = {extract.stem(w) for w in re.findall(r"[a-z]+", query.lower())}  # (unless "play" is said)
            verbs = {f.name: _action(f) for f in functions}
            if not any(v in said for v in verbs.values() if v not in _SEARCH_VERBS):
                scored = [(f, s + (SEARCH_BONUS if s > 0 and verbs[f.name] in _SEARCH_VERBS else 0.0)) for f, s in scored]
        return sorted(scored, key=lambda x: -x[1])

    def choose(self, query: str, candidates: list[FunctionSpec], retrieval: dict[str, float],
               prompt: str | None = None, check_relevance: bool = True) -> FunctionSpec | None:
        """The method for ``query`` (None: no call), constrained to candidate names and "none"."""
        opts = self.options
        best_cov = max(coverage(query, f) for f in candidates)
        if check_relevance and opts.retrieval and best_cov < opts.relevance_threshold:
            runs = [f for f in candidates if any(commands.is_command_param(p, f.properties[p]) for p in f.required)]
            if runs and commands.spelled_command(query) is not None:  # a command written out is for the one that runs it
                candidates = runs
            elif coded := [f for f in candidates if any(coded_options.code_said(query, f.properties[p], p) is not None
                                                        for p in f.required if f.param_type(p) in ("integer", "number"))]:
                candidates = coded  # "a housekeeper who provides ironing services": a meaning of a code the function requires
            else:
                return None
        ordered = sorted((retrieval.get(f.name, 0.0) for f in candidates), reverse=True)
        decisive = len(ordered) == 1 or ordered[0] - ordered[1] >= opts.decisive_margin
        if self.model is None or decisive:  # retrieval already decides: no model call
            return max(candidates, key=lambda f: retrieval.get(f.name, 0.0))
        names = [f.name for f in candidates]
        if not opts.scoring:
            name = self._trie_choice(query, candidates)
            return next((f for f in candidates if f.name == name), None)
        prompts = [prompt or retriever_aware_prompt(self.model, query, candidates)]
        combined: dict[str, float] = {}
        for round_ in range(2):  # self-consistency: a close vote must survive a reordered prompt
            votes = {n: 0.0 for n in names}
            for p in prompts:
                scores = self.model.score_continuations(p + call_prefix("")[:10], names)
                for name, s in zip(names, scores, strict=True):
                    votes[name] += s.mean_logprob / len(prompts)
            combined = {n: votes[n] + opts.retrieval_weight * 4.0 * retrieval.get(n, 0.0) for n in names}
            top = sorted(combined.values(), reverse=True)
            if round_ or top[0] - top[1] > opts.vote_margin:
                break
            prompts.append(retriever_aware_prompt(self.model, query, list(reversed(candidates))))
        best = max(combined, key=combined.get)
        return next(f for f in candidates if f.name == best)

    # -- variants for the ablation ------------------------------------------------------------
    def _trie_choice(self, query: str, candidates: list[FunctionSpec]) -> str:
        prompt = retriever_aware_prompt(self.model, query, candidates) + call_prefix("")[:10]
        trie = TokenTrie(self.model.tokenize(n + '"') for n in [f.name for f in candidates] + [NONE])
        constraint = TrieConstraint(trie, len(self.model.tokenize(prompt, add_bos=True)),
                                    end_tokens=[self.model.eos_token])
        text = "".join(self.model.stream(prompt, max_tokens=24, logits_processor=constraint))
        return text.split('"')[0]

    def _free(self, query, candidates, functions, known_names) -> CallOutcome:
        """Unconstrained generation (plain or retriever-aware prompt), parsed, optionally fed back."""
        opts = self.options
        if self.model is None:
            return CallOutcome(calls=[])
        base = (retriever_aware_prompt if opts.retrieval else plain_prompt)(self.model, query, candidates)
        prompt, retries, findings, parsed = base, 0, [], ParsedOutput(kind="unparseable")
        for attempt in range(opts.max_retries + 1 if opts.feedback else 1):
            raw = "".join(self.model.stream(prompt, max_tokens=opts.max_new_tokens, stop=("\n\n",)))
            parsed, findings = scan_output(raw, functions, known_names)
            if not findings or not opts.feedback:
                break
            if parsed.kind == "calls":
                fixed = [repair(c, [f for f in findings if f.call_index == i], functions)
                         for i, c in enumerate(parsed.calls)]
                parsed, findings = scan_output(ParsedOutput(kind="calls", calls=fixed), functions, known_names)
                if not findings:
                    break
            retries = attempt + 1
            prompt = base + raw + "\n" + self.model.chat_prompt(
                [{"role": "user", "content": feedback_message(findings) + " Try again."}])
        calls = parsed.calls if parsed.kind == "calls" else []
        return CallOutcome(calls=calls, candidates=[f.name for f in candidates], findings=findings,
                           retries=retries, raw="")
