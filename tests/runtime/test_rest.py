"""REST executor against the Playground (Google-shaped loopback server), through sandbox + broker."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from core.runtime import Action, ActionFailed, ActionRejected, Runtime, Target, UndoRecord, UndoUnavailable
from core.runtime.broker import BrokerRule, CredentialBroker
from core.runtime.reversion import InverseCall, ReversionSet
from core.runtime.sandbox import SandboxPolicy

ACCOUNT = Target(kind="rest", location="playground")
EVENT = {"summary": "Dentist", "start": {"dateTime": "2026-12-01T10:00:00Z"}, "end": {"dateTime": "2026-12-01T11:00:00Z"}}


def gone(playground, collection: str, item_id: str) -> bool:
    """Deleted, as Google shows it: absent, or (calendar events) kept with status "cancelled"."""
    item = playground.items(collection).get(item_id)
    return item is None or item.get("status") == "cancelled"


def rest(method: str, **arguments) -> Action:
    return Action(method_id=method, arguments=arguments, target=ACCOUNT)


def test_calendar_insert_then_undo_deletes_it(rest_runtime, playground):
    outcome = rest_runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    event_id = outcome.result["id"]
    assert outcome.reversible and outcome.sandbox == "bubblewrap"
    assert "calendar.events.delete" in outcome.undo_description
    assert event_id in playground.items("calendar.events:primary")
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert gone(playground, "calendar.events:primary", event_id)
    assert [c.method_id for c in playground.calls][-2:] == ["calendar.events.delete", "calendar.events.get"]


def test_an_expired_token_is_refreshed_once(rest_runtime, playground):
    rest_runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    old = next(iter(rest_runtime.minted.values()))
    playground.expire(old)
    outcome = rest_runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    assert outcome.result["id"] in playground.items("calendar.events:primary")
    assert [c.status for c in playground.calls if c.method_id == "calendar.events.insert"] == [200, 401, 200]
    assert next(iter(rest_runtime.minted.values())) != old


def test_gmail_send_is_marked_irreversible(rest_runtime, playground):
    import base64

    raw = base64.urlsafe_b64encode(b"To: ana@example.com\r\nSubject: hi\r\n\r\nhello").decode()
    outcome = rest_runtime.execute(rest("gmail.users.messages.send", userId="me", body={"raw": raw}))
    assert outcome.result["id"] and not outcome.reversible
    assert "cannot be recalled" in outcome.undo_description
    with pytest.raises(UndoUnavailable):
        rest_runtime.undo(outcome.undo)


def test_tasks_insert_then_undo_deletes_it(rest_runtime, playground):
    outcome = rest_runtime.execute(rest("tasks.tasks.insert", tasklist="@default", body={"title": "milk"}))
    assert outcome.result["id"] in playground.items("tasks.tasks:@default")
    rest_runtime.undo(outcome.undo)
    assert playground.items("tasks.tasks:@default") == {}


def test_gmail_trash_undo_untrashes(rest_runtime, playground):
    message = playground.deliver_message("Invoice", "pay me")
    outcome = rest_runtime.execute(rest("gmail.users.messages.trash", userId="me", id=message))
    assert "TRASH" in playground.items("gmail.messages")[message]["labelIds"]
    rest_runtime.undo(outcome.undo)
    assert "TRASH" not in playground.items("gmail.messages")[message]["labelIds"]


def test_undo_of_something_deleted_meanwhile_is_a_conflict(rest_runtime, playground):
    from core.runtime import UndoConflict

    outcome = rest_runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    rest_runtime.execute(rest("calendar.events.delete", calendarId="primary", eventId=outcome.result["id"]))
    with pytest.raises(UndoConflict, match="no longer exists"):
        rest_runtime.undo(outcome.undo)


def test_the_token_never_enters_the_sandbox(rest_runtime, playground, bwrap, tmp_path):
    rest_runtime.execute(rest("calendar.events.list", calendarId="primary"))
    token = next(iter(rest_runtime.minted.values()))
    url = playground.root_url + "calendar/v3/calendars/primary/events"
    spy = f"""
import json, os, socket
seen = open('/proc/self/environ', 'rb').read().decode(errors='replace')
for d, _, files in os.walk('/steward'):
    for f in files:
        try:
            seen += open(os.path.join(d, f), errors='replace').read()
        except OSError:
            pass
s = socket.socket(socket.AF_UNIX); s.connect('/steward/broker.sock'); f = s.makefile('rwb')
def ask(method, url):
    f.write(json.dumps({{"method": method, "url": url, "headers": {{"Authorization": "Bearer stolen"}}}}).encode() + b"\\n")
    f.flush(); return json.loads(f.readline())
replies = [ask('GET', {url!r}), ask('DELETE', {url!r}), ask('GET', {url!r} + '/../../../gmail/v1/users/me/messages'),
           ask('GET', 'http://127.0.0.1:1/steal'), ask('GET', {url!r} + '?evil=1'),
           ask('GET', {url.replace('primary', 'other')!r})]
print(json.dumps({{"seen": seen, "replies": replies}}))
"""
    with CredentialBroker([BrokerRule("GET", playground.base_url, "/calendar/v3/calendars/primary/events",
                                      frozenset({"maxResults"}))], token) as broker:
        run = bwrap.run(["python", "-c", spy], SandboxPolicy(network="broker", broker_socket=broker.socket_path))
    out = json.loads(run.stdout)
    assert token not in run.stdout and token not in run.stderr
    statuses = [r["status"] for r in out["replies"]]
    assert statuses[0] == 200 and statuses[1:] == [403] * 5, out["replies"]
    assert [e[2] for e in broker.log.entries][1:] == [e[2] for e in broker.log.entries if e[2].startswith("denied")]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"calendarId": "primary", "body": EVENT, "evil": 1}, "no parameter"),
        ({"body": EVENT}, "needs"),
        ({"calendarId": "primary", "body": "not an object"}, "JSON object"),
        ({"calendarId": "primary", "body": {"summary": "x" * (9 * 1024 * 1024)}}, "limit"),
    ],
)
def test_bad_rest_input_is_rejected_before_any_call(rest_runtime, playground, arguments, message):
    with pytest.raises(ActionRejected, match=message):
        rest_runtime.execute(rest("calendar.events.insert", **arguments))
    assert playground.calls == []


def test_a_method_outside_the_catalog_is_rejected(rest_runtime, playground):
    with pytest.raises(ActionRejected):
        rest_runtime.execute(rest("calendar.events.teleport", calendarId="primary"))
    assert playground.calls == []


def test_http_errors_become_action_failed(rest_runtime, playground):
    with pytest.raises(ActionFailed, match="404"):
        rest_runtime.execute(rest("calendar.events.get", calendarId="primary", eventId="nope"))


class PagedEvents(BaseHTTPRequestHandler):
    """Google-style paging (nextPageToken) for calendar.events.list: 7 events, 3 per page."""

    def do_GET(self):  # noqa: N802
        from urllib.parse import parse_qs, urlsplit

        query = parse_qs(urlsplit(self.path).query)
        start = int(query.get("pageToken", ["0"])[0])
        body = {"kind": "calendar#events", "items": [{"id": f"e{i}"} for i in range(start, min(start + 3, 7))]}
        if start + 3 < 7:
            body["nextPageToken"] = str(start + 3)
        data = json.dumps(body).encode()
        self.send_response(200 if self.headers["Authorization"] == "Bearer paging-token" else 401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def test_list_methods_follow_next_page_tokens(tmp_path, bwrap, catalog):
    server = ThreadingHTTPServer(("127.0.0.1", 0), PagedEvents)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        runtime = Runtime(tmp_path / "state", sandbox=bwrap, catalog=catalog,
                          token_for=lambda account, method: "paging-token",
                          root_url_for=lambda account: f"http://127.0.0.1:{server.server_port}/")
        outcome = runtime.execute(rest("calendar.events.list", calendarId="primary"))
    finally:
        server.shutdown()
    assert [e["id"] for e in outcome.result["items"]] == [f"e{i}" for i in range(7)]
    assert "nextPageToken" not in outcome.result and "3 pages" in outcome.result_preview


def test_model_proposed_inverses_are_reused_only_once_they_worked(tmp_path, rest_runtime, playground, catalog):
    from core.runtime.rest_executor import RestExecutor

    reversion = ReversionSet(rest_runtime.db)  # no catalog inverses: only what the model proposed
    rest_executor = rest_runtime.executor("rest")
    executor = RestExecutor(catalog, rest_executor.sandbox, rest_executor.token_for, rest_executor.root_url_for,
                            reversion)
    runtime = Runtime(tmp_path / "state2", executors=[executor])
    wrong = InverseCall(method="calendar.events.delete", source="model", status="unverified",
                        args={"calendarId": "request.calendarId", "eventId": "=no-such-event"})
    reversion.propose("calendar.events.insert", wrong)
    first = runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    assert "not verified" in first.undo_description
    with pytest.raises(ActionFailed):
        runtime.undo(first.undo)
    assert reversion.status("calendar.events.insert", wrong) == "failed"
    assert reversion.inverse_for("calendar.events.insert") is None  # wrong at most once

    right = InverseCall(method="calendar.events.delete", source="model", status="unverified",
                        args={"calendarId": "request.calendarId", "eventId": "response.id"})
    reversion.propose("calendar.events.insert", right)
    second = runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    runtime.undo(second.undo)
    assert gone(playground, "calendar.events:primary", second.result["id"])
    assert reversion.status("calendar.events.insert", right) == "verified"
    third = runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    assert third.undo_description == "Call calendar.events.delete."  # verified: no warning any more


@pytest.mark.docker
def test_rest_calls_work_from_docker_through_the_broker(tmp_path, catalog, playground):
    from core.runtime.sandbox.docker import DockerSandbox
    from tests.support import need

    need(DockerSandbox.engine_answers(), "no Docker engine answers (set DOCKER_HOST or start dockerd)")
    scopes = catalog.method("calendar.events.insert").scopes
    token = playground.mint_token(scopes)["access_token"]
    runtime = Runtime(tmp_path / "state", sandbox=DockerSandbox(), catalog=catalog,
                      token_for=lambda account, method: token, root_url_for=lambda account: playground.root_url)
    outcome = runtime.execute(rest("calendar.events.insert", calendarId="primary", body=EVENT))
    assert outcome.sandbox == "docker" and token not in json.dumps(outcome.result)
    runtime.undo(outcome.undo)
    assert gone(playground, "calendar.events:primary", outcome.result["id"])


class DriveFiles(BaseHTTPRequestHandler):
    """drive.files.get / drive.files.update (PATCH) on one stored file, Google-shaped, token checked."""

    files: dict[str, dict] = {}

    def _reply(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _file(self) -> dict | None:
        if self.headers["Authorization"] != "Bearer drive-token":
            self._reply(401, {"error": {"code": 401, "message": "Invalid Credentials"}})
            return None
        file_id = self.path.split("?")[0].rsplit("/", 1)[-1]
        if file_id not in self.files:
            self._reply(404, {"error": {"code": 404, "message": "File not found"}})
            return None
        return self.files[file_id]

    def do_GET(self):  # noqa: N802
        found = self._file()
        if found is not None:
            self._reply(200, found)

    def do_PATCH(self):  # noqa: N802
        found = self._file()
        if found is not None:
            found.update(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            found["version"] = str(int(found["version"]) + 1)
            self._reply(200, found)

    def log_message(self, *args):
        pass


def test_update_is_undone_with_the_before_image(tmp_path, bwrap, catalog):
    DriveFiles.files = {"f1": {"kind": "drive#file", "id": "f1", "name": "report.txt", "starred": False,
                               "version": "1"}}
    server = ThreadingHTTPServer(("127.0.0.1", 0), DriveFiles)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        runtime = Runtime(tmp_path / "state", sandbox=bwrap, catalog=catalog,
                          token_for=lambda account, method: "drive-token",
                          root_url_for=lambda account: f"http://127.0.0.1:{server.server_port}/")
        outcome = runtime.execute(rest("drive.files.update", fileId="f1", body={"name": "renamed.txt", "starred": True}))
        assert DriveFiles.files["f1"]["name"] == "renamed.txt" and outcome.reversible
        runtime.undo(outcome.undo)
        assert DriveFiles.files["f1"]["name"] == "report.txt" and DriveFiles.files["f1"]["starred"] is False

        again = runtime.execute(rest("drive.files.update", fileId="f1", body={"name": "mine.txt"}))
        DriveFiles.files["f1"].update(name="edited-elsewhere.txt", version="99")  # someone else changed it
        from core.runtime import UndoConflict

        with pytest.raises(UndoConflict, match="changed since"):
            runtime.undo(again.undo)
        assert DriveFiles.files["f1"]["name"] == "edited-elsewhere.txt"
    finally:
        server.shutdown()


def test_stale_broker_sockets_of_a_killed_app_are_removed(tmp_path):
    """A killed app leaves its broker's socket folder; recovery removes it, a live broker's stays."""
    import socket

    from core.runtime.broker import remove_stale_broker_dirs

    stale = tmp_path / "steward-broker-dead"
    stale.mkdir()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(stale / "broker.sock"))  # bound, then closed: nobody listens any more
    with CredentialBroker([], "token") as live:
        live_dir = tmp_path / "steward-broker-live"
        live_dir.mkdir()
        (live_dir / "broker.sock").symlink_to(live.socket_path)
        assert remove_stale_broker_dirs(tmp_path) == 1
        assert not stale.exists() and live_dir.exists()
