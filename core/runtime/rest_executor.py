"""REST executor: Google discovery methods, called from the sandbox through the credential broker.

URL = root_url (or the account's override, e.g. the Playground) + servicePath + path template expanded
with the path parameters; query parameters from the schema; JSON body; nextPageToken pagination. Undo
calls the inverse from the reversion set (curated/derived from the catalog, or a model-proposed one).
"""

from __future__ import annotations

import base64
import mimetypes
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from core.runtime import docs_undo, saved_media
from core.runtime.broker import BrokerRule, CredentialBroker
from core.runtime.errors import ActionFailed, ActionRejected, UndoConflict, UndoUnavailable
from core.runtime.model import Action, Outcome, UndoRecord
from core.runtime.reversion import InverseCall, ReversionSet
from core.runtime.sandbox.policy import Sandbox, SandboxPolicy

STANDARD_QUERY = {"fields", "alt", "prettyPrint", "quotaUser", "pageToken"}
RESERVED_SAFE = "/:@!$&'()*+,;="
MAX_BODY_CHARS = 4 * 1024 * 1024
MAX_MEDIA_BYTES = 10 * 1024 * 1024  # an upload, base64 in the broker's 16 MB request

TokenSource = Callable[[str, Any], str]  # (account id, catalog Method) -> access token
RootUrlSource = Callable[[str], str | None]  # account id -> root URL override (None: the method's own)


def expand(template: str, params: dict[str, Any]) -> str:
    """The same RFC 6570 expansion the sandboxed connector does (the broker compares the results)."""
    def value(match: re.Match) -> str:
        return quote(str(params[match.group(2)]), safe=RESERVED_SAFE if match.group(1) == "+" else "")
    return re.sub(r"\{(\+?)([^}]+)\}", value, template)


class RestExecutor:
    kind = "rest"

    def __init__(self, catalog, sandbox: Sandbox, token_for: TokenSource, root_url_for: RootUrlSource | None = None,
                 reversion: ReversionSet | None = None, policy: SandboxPolicy | None = None, max_pages: int = 10,
                 refresh_for: TokenSource | None = None):
        """refresh_for(account, method) -> a freshly refreshed token, used once when the API answers 401."""
        self.catalog = catalog
        self.refresh_for = refresh_for
        self.sandbox = sandbox
        self.token_for = token_for
        self.root_url_for = root_url_for or (lambda account: None)
        self.reversion = reversion or ReversionSet(catalog=catalog)
        self.policy = policy or SandboxPolicy(timeout_s=30)
        self.max_pages = max_pages

    # -- one call through sandbox + broker -------------------------------------------------------
    def _method(self, method_id: str):
        try:
            return self.catalog.method(method_id)
        except Exception as exc:  # noqa: BLE001 - catalog's UnknownMethod carries suggestions
            raise ActionRejected(str(exc)) from exc

    def _split(self, method, arguments: dict[str, Any]) -> tuple[dict, dict, Any]:
        properties = method.parameters.get("properties", {})
        unknown = sorted(set(arguments) - set(properties) - STANDARD_QUERY)  # alt=media: a file's bytes; fields
        if unknown:
            raise ActionRejected(f"{method.id} has no parameter(s) {unknown}; it takes {sorted(properties)}.")
        missing = [n for n in method.parameters.get("required", []) if arguments.get(n) in (None, "")]
        if missing:
            raise ActionRejected(f"{method.id} needs {missing}.")
        path, query, body = {}, {}, None
        for name, value in arguments.items():
            where = properties.get(name, {}).get("x-location", "query")
            if where == "path":
                if not isinstance(value, str | int) or value == "":
                    raise ActionRejected(f"{name} must be a non-empty string.")
                path[name] = value
            elif where == "body":
                if not isinstance(value, dict):
                    raise ActionRejected("body must be a JSON object.")
                body = value
            else:
                query[name] = value
        if body is not None and len(str(body)) > MAX_BODY_CHARS:
            raise ActionRejected(f"The request body is over the {MAX_BODY_CHARS:,}-character limit.")
        return path, query, body

    @staticmethod
    def _without_media(method, arguments: dict[str, Any]) -> tuple[dict[str, Any], Path | None]:
        """The arguments without an upload's file ("media": the file's absolute path, set from the user's
        folder when the action was built) or the folder a returned file is saved in ("save_to"), and that file."""
        arguments = {k: v for k, v in arguments.items() if k not in ("save_to", "save_as")}
        if "media" not in arguments:
            return arguments, None
        if not method.supports_media_upload:
            raise ActionRejected(f"{method.id} takes no file upload; remove 'media'.")
        path = Path(str(arguments["media"]))
        if not path.is_absolute() or not path.is_file():
            raise ActionRejected(f"The file to upload, {path.name!r}, is not a file in your folder.")
        if path.stat().st_size > MAX_MEDIA_BYTES:
            raise ActionRejected(f"{path.name} is over the {MAX_MEDIA_BYTES // 2**20} MB upload limit.")
        return {k: v for k, v in arguments.items() if k != "media"}, path

    def call(self, account: str, method_id: str, arguments: dict[str, Any], paginate: bool = False,
             as_bytes: bool = False) -> dict:
        """Run one method in the sandbox; the broker allows only its verb, host and expanded path. An
        upload goes to the method's upload URL ("upload/" before the service path) as one multipart body;
        ``as_bytes``: the answer is a file, returned whole ({"media": {"mimeType", "base64"}})."""
        method = self._method(method_id)
        arguments, upload = self._without_media(method, arguments)
        path, query, body = self._split(method, arguments)
        root = self.root_url_for(account) or method.root_url
        template = root + ("upload/" if upload else "") + method.service_path + method.path
        if upload:
            query["uploadType"] = "multipart"
        try:
            url = expand(template, path)
        except KeyError as exc:
            raise ActionRejected(f"{method.id} needs the path parameter {exc}.") from exc
        parts = urlsplit(url)
        props = method.parameters.get("properties", {})
        allowed_query = {n for n, p in props.items() if p.get("x-location", "query") == "query"} | STANDARD_QUERY | \
            ({"uploadType"} if upload else set())
        rule = BrokerRule(method=method.http_method, origin=f"{parts.scheme}://{parts.netloc}", path=parts.path,
                          query=frozenset(allowed_query))
        request = {"method": method.http_method, "url_template": template, "path_params": path,
                   "query": query, "body": body, "paginate": paginate, "max_pages": self.max_pages,
                   "bytes": as_bytes}
        if upload:
            request["media"] = {"mime": mimetypes.guess_type(upload.name)[0] or "application/octet-stream",
                                "data": base64.b64encode(upload.read_bytes()).decode("ascii")}
        try:
            return self._through_broker(rule, self.token_for(account, method), request)
        except ActionFailed as exc:
            if not str(exc).startswith("HTTP 401") or self.refresh_for is None:
                raise
        # The token expired or was revoked: nothing ran (401), so one retry with a refreshed token is safe.
        return self._through_broker(rule, self.refresh_for(account, method), request)

    def _through_broker(self, rule: BrokerRule, token: str, request: dict) -> dict:
        with CredentialBroker([rule], token, max_requests=self.max_pages + 1) as broker:
            policy = self.policy.model_copy(update={"network": "broker", "broker_socket": broker.socket_path})
            return self.sandbox.run_connector("rest_call", request, policy)

    # -- execute ---------------------------------------------------------------------------------
    def execute(self, action: Action) -> Outcome:
        started = time.perf_counter()
        action.check_size()
        method = self._method(action.method_id)
        self._split(method, self._without_media(method, action.arguments)[0])  # reject bad input before anything runs
        account = action.target.location
        effects = method.effects
        inverse = None if effects.read_only else self.reversion.inverse_for(method.id)
        before = None
        if inverse is not None and inverse.before_image:
            before_args = {**self._args_for(inverse.before_image, action.arguments),  # + e.g. People's personFields
                           **resolve_arguments(inverse.image_args, action.arguments, None, None)}
            before = self.call(account, inverse.before_image, before_args)["body"]
        computed: dict[str, Any] = {}
        if inverse is not None:
            try:  # an undo worked out from the before-image: an edit it cannot undo is refused before it runs
                computed = computed_before(inverse.args, action.arguments, before)
            except docs_undo.UndoNotComputable as exc:
                raise ActionRejected(str(exc)) from exc
        if "save_to" in action.arguments:
            return self._saved(action, method, account, started)
        reply = self.call(account, method.id, action.arguments, paginate=effects.read_only)
        response = reply.get("body")
        if effects.read_only:
            record = UndoRecord(action_id=action.action_id, kind="none", target=action.target,
                                description="Nothing to undo (read only).", reversible=True, state="committed")
        elif inverse is None:
            why = effects.irreversible_reason or "no inverse call is known for this method"
            record = UndoRecord(action_id=action.action_id, kind="rest", target=action.target,
                                description=f"Cannot be undone: {why}.", reversible=False)
        elif _changes_nothing(arguments := resolve_arguments(inverse.args, action.arguments, response, before, computed)):
            record = UndoRecord(action_id=action.action_id, kind="none", target=action.target, reversible=True,
                                description="Nothing to undo (the edit changed no text).", state="committed")
        else:
            note = "" if inverse.status == "verified" else " (a model-proposed inverse, not verified yet)"
            record = UndoRecord(
                action_id=action.action_id, kind="rest", target=action.target, reversible=True,
                description=f"Call {inverse.method}{note}.",
                data={"account": account, "method_id": method.id, "inverse": inverse.model_dump(),
                      "inverse_arguments": arguments,
                      "response": _stamp(response, action.arguments.get("body"))},
            )
        preview = f"{method.http_method} {method.id}: HTTP {reply.get('status')}"
        if reply.get("pages", 1) > 1:
            preview += f", {reply['pages']} pages"
        return Outcome(action_id=action.action_id, method_id=method.id, result_preview=preview, result=response,
                       undo_description=record.description, reversible=record.reversible, undo=record,
                       sandbox=self.sandbox.name, duration_ms=(time.perf_counter() - started) * 1000)

    def _saved(self, action: Action, method, account: str, started: float) -> Outcome:
        """Run a call that returns a file (Drive's export) and save the file into the user's folder, named
        after the exported object (its resource's get); Undo deletes the saved file while it is unchanged."""
        folder = saved_media.folder_to_save_in(action.arguments["save_to"])
        name = str(action.arguments.get("save_as") or method.id.rsplit(".", 2)[-2].rstrip("s"))
        get_id = method.id.rsplit(".", 1)[0] + ".get"
        if "save_as" not in action.arguments and self.catalog.has_method(get_id) and \
                (ids := self._args_for(get_id, action.arguments)):  # Drive: the file's own name
            about = self.call(account, get_id, ids).get("body")
            name = str(about.get("name") or about.get("title") or name) if isinstance(about, dict) else name
        json_file = method.id in saved_media.JSON_FILES  # Gmail's attachment: {"data": base64url}
        reply = self.call(account, method.id, self._without_media(method, action.arguments)[0], as_bytes=not json_file)
        path, data = saved_media.save(folder, name, saved_media.media_of(reply.get("body"), name))
        record = UndoRecord(action_id=action.action_id, kind="rest", target=action.target, reversible=True,
                            description=f"Delete {path.name} from your folder.",
                            data={"saved_file": str(path), "sha256": saved_media.digest(data)})
        return Outcome(action_id=action.action_id, method_id=method.id, undo=record, reversible=True,
                       result={"saved": str(path), "name": path.name, "bytes": len(data)},
                       result_preview=f"saved {path.name} ({len(data):,} bytes) in {folder}",
                       undo_description=record.description, sandbox=self.sandbox.name,
                       duration_ms=(time.perf_counter() - started) * 1000)

    def _args_for(self, method_id: str, available: dict[str, Any]) -> dict[str, Any]:
        props = self._method(method_id).parameters.get("properties", {})
        return {k: v for k, v in available.items() if k in props and props[k].get("x-location") == "path"}

    # -- undo / commit ---------------------------------------------------------------------------
    def _probe(self, record: UndoRecord) -> dict | None:
        """GET the resource the inverse targets (resource.get with the inverse's path args), if possible."""
        data = record.data
        get_id = data["method_id"].rsplit(".", 1)[0] + ".get"
        try:
            args = self._args_for(get_id, data["inverse_arguments"])
            if not args:
                return None
            reply = self.call(data["account"], get_id, args)
        except (ActionRejected, UndoUnavailable):
            return None
        except ActionFailed as exc:
            return {"status": 404 if "404" in str(exc) else 500, "error": str(exc)}
        body = reply.get("body")
        if isinstance(body, dict) and body.get("status") == "cancelled":  # Google's deleted calendar events
            return {"status": 404, "error": "deleted"}
        return reply

    def undo(self, record: UndoRecord, overwrite: bool = False) -> None:
        if not record.reversible or not record.data:
            raise UndoUnavailable(record.description)
        data = record.data
        if "saved_file" in data:  # a file the call returned, saved in the user's folder
            saved_media.remove(Path(data["saved_file"]), data["sha256"], overwrite)
            return
        inverse = InverseCall(**data["inverse"])
        trusted = inverse.status == "verified"  # an untried proposal's args may not even name the resource
        if not overwrite and trusted and data.get("response"):
            current = self._probe(record)
            if current is not None and "body" in current and _changed_since(current["body"], data["response"]):
                raise UndoConflict(f"{data['method_id']}'s result was changed since; undo would overwrite it. "
                                   "Review it in the service first.")
            if current is not None and current.get("status") == 404:
                raise UndoConflict(f"What {data['method_id']} created no longer exists; there is nothing to undo.")
        try:
            self.call(data["account"], inverse.method, data["inverse_arguments"])
        except ActionFailed as exc:
            if "required revision" in str(exc).lower():  # Docs: the undo is bound to the revision the edit made
                raise UndoConflict(f"The document was edited after {data['method_id']}; undoing now would change "
                                   "the wrong text. Review it in Google Docs.") from exc
            self.reversion.record(data["method_id"], inverse, worked=False)
            raise
        worked = True
        if self._method(inverse.method).http_method == "DELETE":
            probe = self._probe(record)  # a deletion worked when the resource is gone
            worked = probe is None or probe.get("status") == 404
        self.reversion.record(data["method_id"], inverse, worked=worked)

    def commit(self, record: UndoRecord) -> UndoRecord:
        """Nothing is held for REST; the inverse call stays available."""
        return record.model_copy(update={"state": "committed"})


VERSION_MARKERS = ("etag", "updated", "modifiedTime", "version", "sequence")


def _stamp(response: Any, request_body: Any = None) -> dict | None:
    """What the resource looked like right after the action: its version markers and the fields the
    action set (so a later edit of those is detected even when the API has no etag)."""
    if not isinstance(response, dict):
        return None
    stamp = {k: response[k] for k in VERSION_MARKERS if k in response}
    if isinstance(request_body, dict):
        stamp.update({k: response.get(k, v) for k, v in request_body.items()})
    if "id" in response:
        stamp["id"] = response["id"]
    return stamp or None


def _changed_since(current: Any, stamp: dict) -> bool:
    """True when a field present in both differs (a GET may return fewer fields than the action's reply)."""
    if not isinstance(current, dict):
        return False
    return any(key in current and current[key] != value for key, value in stamp.items())


def _lookup(source: Any, dotted: str) -> Any:
    for part in dotted.split("."):
        if isinstance(source, list) and part.isdigit():
            source = source[int(part)] if int(part) < len(source) else None
        elif isinstance(source, dict):
            source = source.get(part)
        else:
            return None
    return source


# Inverse arguments worked out by code (request, response, before-image → value), named "computed:<name>".
COMPUTED = {"docs_undo": docs_undo.inverse_body, "docs_revision": docs_undo.bound_revision}


def _compute(key: str, ref: str, request: dict, response: Any, before: Any) -> Any:
    if ref[9:] not in COMPUTED:
        raise ActionRejected(f"The inverse argument {key}={ref!r} names no known computation.")
    return COMPUTED[ref[9:]](request, response, before)


def computed_before(template: dict[str, str], request: dict, before: Any) -> dict[str, Any]:
    """The computed:<name> arguments that the request and the before-image settle, worked out once before the action
    runs (resolve_arguments reuses them); an edit whose undo cannot be worked out raises here, before anything ran."""
    values = {key: _compute(key, ref, request, None, before) for key, ref in template.items() if ref.startswith("computed:")}
    return {key: value for key, value in values.items() if value is not None}


def _changes_nothing(arguments: dict[str, Any]) -> bool:
    """A computed undo with no request to send (a replaceAllText that found nothing)."""
    body = arguments.get("body")
    return isinstance(body, dict) and body.get("requests") == []


def resolve_arguments(template: dict[str, str], request: dict, response: Any, before: Any,
                      computed: dict[str, Any] | None = None) -> dict[str, Any]:
    """Fill an inverse's arguments: request.X, response.X, before.X (before.body = the whole before-image),
    computed:<name> (COMPUTED; taken from ``computed`` when computed_before settled it), or =literal; a dotted
    target key (body.addLabelIds) sets a nested field."""
    values = {"request": request, "response": response, "before": before}
    out: dict[str, Any] = {}
    for key, ref in template.items():
        if ref.startswith("="):
            value: Any = ref[1:]
        elif ref.startswith("computed:"):
            value = computed[key] if computed and key in computed else _compute(key, ref, request, response, before)
        elif ref == "before.body":
            value = before
        else:
            scope, _, rest = ref.partition(".")
            if scope not in values:
                raise ActionRejected(f"The inverse argument {key}={ref!r} does not name request/response/before.")
            value = _lookup(values[scope], rest)
        if value is None:
            continue
        node = out
        *parents, leaf = key.split(".")
        for parent in parents:
            node = node.setdefault(parent, {})
        node[leaf] = value
    return out
