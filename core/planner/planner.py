"""Planner: request → Plan over the catalog (least-privilege scopes, reversibility, summary)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any, Protocol

from core.errors import StewardError
from core.planner import (
    answers,
    attachments,
    bodies,
    changes,
    contact_groups,
    contacts,
    day_clash,
    drafts,
    known_databases,
    lookalike,
    lookup,
    mail_labels,
    recipients,
    replies,
    safer,
    shorthand,
    sql_requests,
    sql_row_links,
    time_moves,
    times,
    titles,
    unasked_deletes,
    unsaid_methods,
    uploads,
)
from core.planner.caller import CallerOptions, FunctionCaller
from core.planner.calls import ToolCall
from core.planner.language_model import LanguageModel
from core.planner.message_lookups import MessageLookups
from core.planner.plan import Plan, PlannedCall
from core.planner.sql_lookups import SQL_ROWS, SqlLookups
from core.planner.summaries import first_sentence, method_to_spec, needed, summarize
from core.planner.two_step_lookups import TwoStepLookups

MAX_REVISIONS = 2
SQL_SCHEMA = "sqlite.tables"  # the look-up that shows a database's tables and columns
MAX_EACH = 50  # "all" acts on at most this many objects at once (one permission, one undo)
EACH_SHOWN = 5  # objects named in the one-line summary of such a plan


class PlanningError(StewardError):
    """No acceptable plan could be made; the message says what the user can do."""


class CatalogLike(Protocol):
    """What the planner needs from core.catalog.Catalog."""

    def search(self, query: str, k: int = 20) -> list[Any]: ...

    def method(self, method_id: str) -> Any: ...

    def least_privilege(self, method_ids: Iterable[str], granted: Iterable[str] = (), targets: Iterable[str] = ()) -> list[Any]: ...


def _searched(call: ToolCall, method: Any, request: str, now: datetime) -> ToolCall:
    """A Gmail or Drive list call with its search in the API's own syntax ("from:Sarah invoice",
    "name contains 'invoice'"), not the request's words ("files named invoice" is no Drive query)."""
    search = lookup.search_arguments(method, request, now)
    return call.model_copy(update={"arguments": {**call.arguments, **search}}) if search else call


def _scope_id(scope: Any) -> str:
    return scope if isinstance(scope, str) else scope.id


_A_DATABASE = re.compile(r"\.(?:db|sqlite3?)\b|\bdatabases?\b|\bdb\b|\bsqlite\b|\btables?\b|\brows?\b|\bcolumns?\b|\bsql\b", re.I)


class Planner(MessageLookups, SqlLookups, TwoStepLookups):
    """``Planner(model, catalog).plan(request, granted_scopes=()) -> Plan``."""

    def __init__(self, model: LanguageModel | None, catalog: CatalogLike, *, top_k: int = 5,
                 options: CallerOptions | None = None, clock: Callable[[], datetime] | None = None,
                 databases: Callable[[], Sequence[str]] = tuple,
                 held: Callable[[str], frozenset[str]] = lambda name: frozenset(),
                 schema: Callable[[str], frozenset[str]] = lambda name: frozenset()):
        self.model = model
        self.catalog = catalog
        self.database_names = databases  # the user's added databases, by name ("jobs"): a request may name none
        self.held_names = held  # the people and places a database's rows hold, by its name: "routledge has cancelled sat"
        self.schema_of = schema  # the words of a database's own tables and columns: "what parts r we under the min on"
        self.top_k = top_k
        # The catalog's reranker is the stronger signal; the model breaks near-ties only.
        self.caller = FunctionCaller(model, options or CallerOptions(top_k=top_k, retrieval_weight=3.0),
                                     clock=clock)

    def plan(self, request: str, granted_scopes: Sequence[str] = (), *, exclude: Iterable[str] = (),
             rows_only: bool = False) -> Plan:
        """``rows_only``: the request is no action on anything but the rows of a database it may not name."""
        typed = request.strip()
        names = list(self.database_names())
        schema = self.schema_words(names)
        with shorthand.typing(typed, frozenset().union(*schema.values())) as expanded:  # "lunch w/ Priya fri 12:30": with, Friday
            plan = known_databases.planned(expanded, names, lambda said: self._plan(said, granted_scopes, exclude),
                                           nothing_else=rows_only, held=self.held(names), schema=schema)
            plan = plan.model_copy(update={"typed": typed})
        reaches = plan.calls and plan.calls[0].method.startswith(lookalike.REACHES)
        suspect = lookalike.lookalike(plan.request) if reaches else None
        if suspect:  # "… emailed from a new address drummond.h@gmial.com": asked before anything reaches it
            return plan.model_copy(update={"kind": "clarify", "reply": lookalike.question(*suspect), "restated": suspect[0]})
        timed = plan.calls and plan.calls[0].method.startswith(day_clash.TIMED)
        clash = day_clash.weekday_clash(plan.request, self.caller.arguments.clock().date()) if timed else None
        if clash:  # "thurs 12th june" when 12 June is a Saturday: asked, never guessed
            return plan.model_copy(update={"kind": "clarify", "reply": clash.question, "restated": clash.said})
        return plan

    def held(self, names: Sequence[str]) -> dict[str, frozenset[str]]:
        """The names each added database's rows hold."""
        return {name: self.held_names(name) for name in names}

    def own_words(self) -> frozenset[str]:
        """The words of all added databases' own tables and columns (kept as typed, never read as dialect)."""
        return frozenset().union(*self.schema_words(self.database_names()).values())

    def schema_words(self, names: Sequence[str]) -> dict[str, frozenset[str]]:
        """The words of each added database's own table and column names."""
        return {name: self.schema_of(name) for name in names}

    def _plan(self, request: str, granted_scopes: Sequence[str], exclude: Iterable[str]) -> Plan:
        started = time.perf_counter()
        if not request:
            raise PlanningError("The request is empty; type what you want Steward to do.")
        excluded = set(exclude)
        hits = [h for h in self.catalog.search(request, k=self.top_k * 2) if h.method.id not in excluded][: self.top_k]
        top = max((h.score for h in hits), default=1.0) or 1.0
        scores = {h.method.id: max(h.score, 0.0) / top for h in hits if h.score > 0 or h.method.id.startswith(known_databases.EVERYDAY)}
        # a method of another service the request's words do not reach ("My list. Jobs. What's left": Cloud Channel's unregister) is none
        kept = safer.recoverable(list(scores), request, self.catalog.has_method)  # "Delete the email": to the Bin
        kept = unasked_deletes.unforbidden(kept, request)  # "… don't take it out of the calendar": no delete
        kept = [m for m in kept if not unasked_deletes.verb_in_a_name(m, request)] or kept  # "The Neighbourhood Watch meeting …": no watch
        kept = unsaid_methods.said_only(kept, request, others=not self.database_names())  # "… send em the banquet info": no S/MIME
        if not self.database_names() and not _A_DATABASE.search(request):  # no database added nor said: "cancel the talking newspaper
            kept = [m for m in kept if not m.startswith("sqlite.")] or kept  # recording session next Monday" deleted rows
        methods = {m: next((h.method for h in hits if h.method.id == m), None) or self.catalog.method(m) for m in kept}
        specs = [method_to_spec(m) for m in methods.values()]
        if not specs:
            return Plan(request=request, kind="chat", seconds=time.perf_counter() - started)
        prior = {m: max([scores.get(m, 0.0)] + [scores[p] for p, t in unsaid_methods.TWINS.items() if t == m and p in scores])
                 for m in kept}
        outcome = self.caller.call(request, specs, prior=prior)
        candidates = list(methods)
        if not outcome.calls and not outcome.missing:
            return Plan(request=request, kind="chat", candidates=candidates,
                        seconds=time.perf_counter() - started)
        chosen = outcome.calls[0].name if outcome.calls else next(iter(outcome.missing))
        if unasked_deletes.unnamed_use(chosen, request) or unasked_deletes.unsaid_verb(chosen, request) \
                or unasked_deletes.asked_only_in_pasted(chosen, shorthand.typed_request()):  # "Bill's rung, …
            # knock that order off": no Cloud Billing account; "neue kundin: …@gmail.com": Gmail's notifications not stopped
            return Plan(request=request, kind="chat", candidates=candidates, seconds=time.perf_counter() - started)  # changed
        if chosen.startswith("sqlite."):  # a table, a condition or SQL comes from the database's schema, not words
            found = outcome.calls[0].arguments if outcome.calls else outcome.partial.get(chosen, {})
            found, params = sql_requests.prepared(methods[chosen], found, request)
            outcome.calls, outcome.missing = ([], {chosen: params}) if params else ([ToolCall(name=chosen, arguments=found)], {})
            outcome.partial = {chosen: found}
        if outcome.calls and titles.untitled_todo(outcome.calls[0].name, outcome.calls[0].arguments):  # "add him to the list": asked
            outcome.partial, outcome.calls, outcome.missing = {chosen: outcome.calls[0].arguments}, [], {chosen: ["body"]}
        if not outcome.calls:
            name, params = next(iter(outcome.missing.items()))
            method = methods[name]
            details = "; ".join(needed(method.parameters["properties"][p], p, request,
                                        changes.changes_existing(method.id)) for p in params)
            found = outcome.partial.get(name, {})
            partial = PlannedCall(method=method.id, arguments=found, missing=params, summary=summarize(method, found),
                                  scopes=[_scope_id(s) for s in self.catalog.least_privilege([method.id], granted=granted_scopes)])
            return Plan(request=request, kind="clarify", candidates=candidates, calls=[partial],
                        scopes=partial.scopes, summary=partial.summary,
                        reply=f"To go ahead with {method.id} ({first_sentence(method.description).lower()}), "
                              f"I need {details}. Could you tell me?",
                        seconds=time.perf_counter() - started)
        now = self.caller.arguments.clock()
        calls = [_searched(call, methods[call.name], request, now) for call in outcome.calls]
        calls = [uploads.with_upload(call, methods[call.name], request) for call in calls]  # "Upload notes.txt to Drive"
        return self._with_scopes(request, calls, methods, granted_scopes, candidates, started)

    def complete(self, plan: Plan, answer: str, granted_scopes: Sequence[str] = ()) -> Plan:
        """The user's answer to a clarifying question. The one value asked for is taken as written
        ("abc123", "SELECT count(*) FROM customers"); otherwise the answer adds to the request and it
        is planned again ("Friday at 3pm"). "Never mind" drops it."""
        started = time.perf_counter()
        answer = answer.strip()
        if re.fullmatch(r"(?:no|nope|cancel|stop|never\s*mind|forget (?:it|that)|don'?t)\W*", answer, re.I):
            return Plan(request=plan.request, kind="chat", reply="OK, nothing was done.",
                        seconds=time.perf_counter() - started)
        if plan.restated and "@" in plan.restated:  # the look-alike address asked about: the right one, or "yes, it's right"
            return self.plan(lookalike.answered(plan.typed or plan.request, plan.restated, answer), granted_scopes)
        if plan.restated:  # "Saturday 12 June" in place of the "thurs 12th june" that was asked about, as typed
            typed = plan.typed or plan.request
            with shorthand.typing(typed, self.own_words()):
                said = shorthand.as_typed(plan.restated)
            return self.plan(typed.replace(said, answer, 1) if said in typed else plan.request.replace(plan.restated, answer, 1),
                             granted_scopes)
        call = plan.calls[0] if plan.calls else None
        if call is not None and plan.choices:  # "2", or the title of one of the choices
            picked = answers.choice(answer, plan.choices)
            if picked is not None:
                return self._filled(plan, call.missing[0], picked[1], granted_scopes, started, picked[0])
        if call is not None and len(call.missing) == 1:
            method = self.catalog.method(call.method)
            spec = method.parameters.get("properties", {}).get(call.missing[0], {})
            value = answers.typed(answer, spec)
            if value is not None:
                return self._filled(plan, call.missing[0], value, granted_scopes, started)
        # A body's missing part is dictated: "…: I'll be late" reads as the message, "…: Friday at 3pm" as the time.
        joint = ": " if call is not None and any(p == "body" for p in call.missing) else ". "
        return self.plan(f"{(plan.typed or plan.request).rstrip(' .?!')}{joint}{answer}", granted_scopes)

    def lookup(self, plan: Plan, granted_scopes: Sequence[str] = ()) -> Plan | None:
        """For a plan that lacks only an object's id: the list call that can find it (run it, then
        pass its result to ``resolve``); for a plan naming a Gmail label the user made, the labels; None when
        there is none."""
        with shorthand.typing(plan.typed or plan.request, self.own_words()):
            found = self._lookup(plan, granted_scopes)
        return found.model_copy(update={"typed": plan.typed}) if found is not None else None

    def _lookup(self, plan: Plan, granted_scopes: Sequence[str]) -> Plan | None:
        if plan.kind not in ("clarify", "calls") or not plan.calls or plan.restated:
            return None
        call = plan.calls[0]
        if mail_labels.pending(call) and self.catalog.has_method(mail_labels.LIST):  # "my Receipts label": its id first
            return self._listing(plan, mail_labels.LIST, {"userId": "me"}, granted_scopes)
        if plan.kind != "clarify":
            return None
        if (two_step := self._two_step_lookup(plan, granted_scopes)) is not None:  # a folder's or a row's, in turn
            return two_step
        if drafts.pending(call) and self.catalog.has_method(drafts.LIST):  # "send the cake rota draft": which draft
            listing = self.catalog.method(drafts.LIST)
            args = drafts.listing_arguments(listing, plan.request, self.caller.arguments.clock())  # its words, day and addressee
            return self._listing(plan, drafts.LIST, args, granted_scopes)
        if (change := contact_groups.pending(call, plan.request)) and not set(call.missing) - {"resourceName", "body"}:
            return self._listing(plan, *contact_groups.next_lookup(call, change), granted_scopes)  # the group, then the person
        if call.method in (replies.SEND, replies.DRAFT) and replies.about_a_message(plan.request) or call.method == attachments.ATTACHMENT:
            return self._reply_lookup(plan, granted_scopes)
        if (name := recipients.pending(plan)) and self.catalog.has_method(recipients.SEARCH):  # "email Graham Price …"
            return self._listing(plan, recipients.SEARCH, recipients.lookup_arguments(name), granted_scopes)
        if sql_requests.needs_schema(call.method, call.missing) and call.arguments.get("database") \
                and not plan.looked_up and self.catalog.has_method(SQL_SCHEMA):
            if plan.found is not None and self.catalog.has_method(SQL_ROWS):  # the tables did not settle it: their rows
                tables, database = sql_requests.tables_of(plan.found), call.arguments["database"]
                reading = self._listing(plan, SQL_ROWS, {"database": database, "sql": sql_row_links.reading(tables, plan.request)}, granted_scopes)
                summary = sql_row_links.summary(database, tables)
                return reading.model_copy(update={"summary": summary, "calls": [reading.calls[0].model_copy(update={"summary": summary})]})
            return self._listing(plan, SQL_SCHEMA, {"database": call.arguments["database"]}, granted_scopes)
        method = self.catalog.method(call.method)
        param = lookup.missing_id(method, call.missing)
        if param is None:
            return None
        now = self.caller.arguments.clock()
        moves = time_moves.moved(plan.request, now)[1] is not None  # "… to 11am": the time it moves to
        for list_id in lookup.list_methods(method.id, param):
            if not self.catalog.has_method(list_id):
                continue
            list_method = self.catalog.method(list_id)
            found, _ = self.caller.arguments.fill(plan.request, method_to_spec(list_method), "")
            window = {p: v for p, v in found.items() if times.window_role(p)}  # "my 4pm meeting": that hour
            if not window and moves and "timeMin" in list_method.parameters.get("properties", {}):
                window["timeMin"] = times.rfc3339(now)  # an upcoming one
            window.update(lookup.search_arguments(list_method, plan.request, now, param))  # "from Sarah": from:Sarah
            args = lookup.list_arguments(list_method, call.arguments, window)
            if args is not None:
                return self._listing(plan, list_id, args, granted_scopes)
        return None

    def _listing(self, plan: Plan, method_id: str, arguments: dict[str, Any], granted_scopes: Sequence[str]) -> Plan:
        """The plan of a look-up: one list call, with its own least-privilege scopes."""
        return self._with_scopes(plan.request, [ToolCall(name=method_id, arguments=arguments)],
                                 {method_id: self.catalog.method(method_id)}, granted_scopes, plan.candidates, time.perf_counter())

    def resolve(self, plan: Plan, listed: Any, granted_scopes: Sequence[str] = ()) -> Plan:
        """``plan`` with the id of the listed object the request means: a plan to run when one
        matches, numbered choices when several do, a plain answer when none does."""
        with shorthand.typing(plan.typed or plan.request, self.own_words()):
            return self._resolve(plan, listed, granted_scopes).model_copy(update={"typed": plan.typed})

    def _resolve(self, plan: Plan, listed: Any, granted_scopes: Sequence[str]) -> Plan:
        started = time.perf_counter()
        call = plan.calls[0]
        if call.method in (replies.SEND, replies.DRAFT) and replies.about_a_message(plan.request) or call.method == attachments.ATTACHMENT:
            return self._reply_resolved(plan, listed, granted_scopes, started)
        if sql_requests.needs_schema(call.method, call.missing):
            return self._sql_resolved(plan, listed, granted_scopes, started)
        if (name := recipients.pending(plan)) is not None:  # the address found is written after the name, then planned
            done = "shared" if call.method in recipients.SHARES else "sent"
            request, reply = recipients.addressed(recipients.written_into(plan), name, listed, done)
            return self.plan(request, granted_scopes) if request else Plan(request=plan.request, kind="chat", reply=reply)
        if (change := contact_groups.pending(call, plan.request)) is not None:
            found = contact_groups.resolved(plan, listed, change)
            return found if isinstance(found, Plan) else self._filled(plan, "body", found.body, granted_scopes, started, found.label)
        if drafts.pending(call):
            draft = drafts.found(listed)
            return self._filled(plan, "body", {"id": draft}, granted_scopes, started, "your newest matching draft") if draft else \
                Plan(request=plan.request, kind="chat", seconds=time.perf_counter() - started,
                     reply="I found no draft that matches, so nothing was sent. Say words from its subject or who it is to.")
        if (two_step := self._two_step_resolved(plan, listed, granted_scopes, started)) is not None:
            return two_step
        if (labelled := mail_labels.resolved(plan, listed)) is not None:
            return labelled if labelled.kind == "chat" or labelled.calls[0].missing else \
                self._filled(labelled, "userId", labelled.calls[0].arguments.get("userId", "me"), granted_scopes, started)
        method = self.catalog.method(call.method)
        param = call.missing[0]
        moment, target = time_moves.moved(plan.request, self.caller.arguments.clock())
        every = lookup.means_every(plan.request)
        found = lookup.matches(lookup.items_of(listed), plan.request, moment, every)
        if not found and (people := contacts.people_found(listed)):  # People's own search matched "the dentist" by job
            found = people
        noun = method.id.rsplit(".", 1)[0].rsplit(".", 1)[-1]
        if not found:
            return Plan(request=plan.request, kind="chat", seconds=time.perf_counter() - started,
                        reply=f"I looked through your {noun} and found nothing that matches; nothing was done.")
        if every and len(found) > MAX_EACH:
            return Plan(request=plan.request, kind="chat", seconds=time.perf_counter() - started,
                        reply=f"That is {len(found)} {noun} or more; Steward changes at most {MAX_EACH} at once. "
                              "Narrow the request (a sender, a day, a title) and ask again; nothing was done.")
        if every and len(found) > 1:
            return self._each(plan, method, param, found, target, noun, granted_scopes, started)
        if len(found) > 1:
            choices = [(lookup.label(item), str(item["id"])) for item in found[:9]]
            listing = "; ".join(f"{n}. {text}" for n, (text, _) in enumerate(choices, 1))
            return plan.model_copy(update={"choices": choices, "seconds": time.perf_counter() - started,
                                           "reply": f"Which one do you mean? {listing}. Answer with its number."})
        by = changes.shift(plan.request) if call.method == "calendar.events.patch" else None  # "push … back an hour"
        if isinstance(call.arguments.get("body"), dict) or by is not None:
            changed = call.model_copy(update={"arguments": changes.changed_arguments(call.arguments, found[0], target, by)})
            plan = plan.model_copy(update={"calls": [changed, *plan.calls[1:]]})  # "to 11am": on its own day
        elif changes.changes_nothing(method, {**call.arguments, param: "found"}) and call.missing == [param]:
            return Plan(request=plan.request, kind="chat", seconds=time.perf_counter() - started,  # no change, no action
                        reply=changes.nothing_changed_reply(plan.request, lookup.label(found[0])))
        inner = [p for p in call.missing if p != param]
        if inner:  # the file is found; the comment in it is looked up next ("reply to dr okafor's comment on …")
            partial = call.model_copy(update={"arguments": {**call.arguments, param: str(found[0]["id"])}, "missing": inner})
            return plan.model_copy(update={"calls": [partial, *plan.calls[1:]], "seconds": time.perf_counter() - started,
                                           "reply": f"In {lookup.label(found[0])}, which {inner[0]}?"})
        return self._filled(plan, param, str(found[0]["id"]), granted_scopes, started, lookup.label(found[0]))

    def _each(self, plan: Plan, method: Any, param: str, found: list[dict[str, Any]], target: Any, noun: str,
              granted_scopes: Sequence[str], started: float) -> Plan:
        """"Archive all emails from Groupon": the same call once per object found, run as one action
        (one permission, one timeline group, undone together)."""
        order = list(method.parameters.get("properties", {}))
        calls, labels = [], []
        for item in found:
            arguments = plan.calls[0].arguments
            if isinstance(arguments.get("body"), dict):
                arguments = changes.changed_arguments(arguments, item, target)
            arguments = {**arguments, param: str(item["id"])}
            calls.append(ToolCall(name=method.id, arguments={p: arguments[p] for p in order if p in arguments}))
            labels.append(lookup.label(item))
        done = self._with_scopes(plan.request, calls, {method.id: method}, granted_scopes, plan.candidates, started)
        planned = [c.model_copy(update={"summary": f"{c.summary} · {what}"}) for c, what in zip(done.calls, labels, strict=True)]
        shown = f"each of {len(labels)}: " + ", ".join(labels[:EACH_SHOWN]) + \
            (f" and {len(labels) - EACH_SHOWN} more" if len(labels) > EACH_SHOWN else "")
        if not any(k in item for item in found for k in lookup.TITLE_KEYS):  # Gmail lists ids only
            shown = f"each of the {len(found)} {noun} found"
        summary = f"{summarize(method, plan.calls[0].arguments)} · {shown}"
        return done.model_copy(update={"calls": planned, "summary": summary})

    def _filled(self, plan: Plan, param: str, value: Any, granted, started: float, what: str = "") -> Plan:
        """``plan``'s call with ``param`` set: a plan to run (its summary names ``what``)."""
        call = plan.calls[0]
        method = self.catalog.method(call.method)
        order = list(method.parameters.get("properties", {}))
        arguments = {**call.arguments, param: value}
        arguments = {p: arguments[p] for p in order if p in arguments}
        calls = [ToolCall(name=method.id, arguments=a) for a in bodies.each_grantee(plan.request, arguments)]  # two people
        done = self._with_scopes(plan.request, calls, {method.id: method}, granted, plan.candidates, started)
        if what:
            named = [c.model_copy(update={"summary": f"{c.summary} · {what}"}) for c in done.calls]
            done = done.model_copy(update={"calls": named, "summary": named[0].summary if len(named) == 1 else done.summary})
        return done

    def revise(self, plan: Plan, error: str, granted_scopes: Sequence[str] = (), attempt: int = 1) -> Plan:
        """Dynamic feedback: an executed call failed with ``error``; re-plan without the failing choice.

        A bounded loop (``MAX_REVISIONS``): when the error names a parameter of the method, its value
        is dropped and asked for; otherwise the next retrieved method is tried.
        """
        if attempt > MAX_REVISIONS:
            raise PlanningError(f"The action failed {attempt} times ({error}); try rephrasing the request.")
        if not plan.calls:
            raise PlanningError("There is no call to revise; send the request again.")
        failed = plan.calls[0]
        method = self.catalog.method(failed.method)
        named = [p for p in method.parameters.get("properties", {}) if re.search(rf"\b{re.escape(p)}\b", error)]
        if named:
            details = "; ".join(named)
            return plan.model_copy(update={
                "kind": "clarify", "calls": [],
                "reply": f"{method.id} failed: {error.strip()[:160]}. Please give a correct value for: {details}."})
        return self.plan(plan.typed or plan.request, granted_scopes, exclude=[failed.method])

    def _with_scopes(self, request, calls, methods, granted, candidates, started) -> Plan:
        planned = []
        for index, call in enumerate(calls):
            if any(call.name == c.name and call.arguments == c.arguments for c in calls[:index]):
                continue  # the same call twice, from two readings of one request: once
            method = methods[call.name]
            scopes = [_scope_id(s) for s in self.catalog.least_privilege([method.id], granted=granted)]
            effects = method.effects
            summary = summarize(method, {k: v for k, v in call.arguments.items() if k != "media"})
            if "media" in call.arguments:  # the dialog says that a local file's contents leave the machine
                summary += f" · uploads the contents of {call.arguments['media']}"
            planned.append(PlannedCall(method=method.id, arguments=call.arguments, scopes=scopes,
                                       reversible=bool(effects.reversible or effects.read_only), summary=summary))
        all_scopes = [_scope_id(s) for s in self.catalog.least_privilege([c.method for c in planned], granted=granted)]
        return Plan(request=request, kind="calls", calls=planned, scopes=all_scopes,
                    reversible=all(c.reversible for c in planned),
                    summary="; ".join(c.summary for c in planned), candidates=candidates,
                    seconds=time.perf_counter() - started)
