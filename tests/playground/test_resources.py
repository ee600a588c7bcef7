"""The Playground's Google-shaped APIs, driven by google-api-python-client itself and by plain HTTP."""

from __future__ import annotations

import base64
import re

import httpx
import pytest
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build_from_document
from googleapiclient.errors import HttpError
from googleapiclient.http import MediaInMemoryUpload

from core.playground import ROUTES, PlaygroundServer, find_method
from core.playground.discovery import load_document

GMAIL_MODIFY = "https://www.googleapis.com/auth/gmail.modify"
GMAIL_SEND = "https://www.googleapis.com/auth/gmail.send"
DRIVE_FILE = "https://www.googleapis.com/auth/drive.file"
CALENDAR_EVENTS = "https://www.googleapis.com/auth/calendar.events"
TASKS = "https://www.googleapis.com/auth/tasks"


@pytest.fixture(scope="module")
def server():
    with PlaygroundServer() as running:
        yield running


@pytest.fixture(scope="module")
def http():
    with httpx.Client(timeout=10) as client:
        yield client


def google_client(server: PlaygroundServer, document: str, scopes: list[str]):
    """The real generated client from the discovery document, pointed at the Playground."""
    token = server.mint_token(scopes)
    doc = {**load_document(document), "rootUrl": server.root_url}
    return build_from_document(doc, credentials=Credentials(token["access_token"]))


def test_gmail_send_list_get_trash_untrash_modify(server: PlaygroundServer) -> None:
    gmail = google_client(server, "gmail.v1", [GMAIL_MODIFY])
    inbox_id = server.deliver_message("Lunch?", "Shall we meet at noon?")
    raw = base64.urlsafe_b64encode(b"To: friend@example.com\r\nSubject: Re: Lunch?\r\n\r\nYes, noon.").decode()
    sent = gmail.users().messages().send(userId="me", body={"raw": raw}).execute()
    assert sent["labelIds"] == ["SENT"]

    listed = {m["id"] for m in gmail.users().messages().list(userId="me").execute()["messages"]}
    assert {inbox_id, sent["id"]} <= listed
    full = gmail.users().messages().get(userId="me", id=sent["id"]).execute()
    assert {"name": "Subject", "value": "Re: Lunch?"} in full["payload"]["headers"]
    assert full["snippet"] == "Yes, noon."

    trashed = gmail.users().messages().trash(userId="me", id=inbox_id).execute()
    assert "TRASH" in trashed["labelIds"] and "INBOX" not in trashed["labelIds"]
    assert inbox_id not in {m["id"] for m in gmail.users().messages().list(userId="me").execute()["messages"]}
    restored = gmail.users().messages().untrash(userId="me", id=inbox_id).execute()
    assert "INBOX" in restored["labelIds"] and "TRASH" not in restored["labelIds"]

    archived = gmail.users().messages().modify(userId="me", id=inbox_id, body={"removeLabelIds": ["INBOX"],
                                                                             "addLabelIds": ["STARRED"]}).execute()
    assert "INBOX" not in archived["labelIds"] and "STARRED" in archived["labelIds"]
    back = gmail.users().messages().modify(userId="me", id=inbox_id, body={"addLabelIds": ["INBOX"],
                                                                         "removeLabelIds": ["STARRED"]}).execute()
    assert "INBOX" in back["labelIds"] and "STARRED" not in back["labelIds"]
    with pytest.raises(HttpError) as both:
        gmail.users().messages().modify(userId="me", id=inbox_id, body={"addLabelIds": ["X"],
                                                                       "removeLabelIds": ["X"]}).execute()
    assert both.value.status_code == 400

    with pytest.raises(HttpError) as missing:
        gmail.users().messages().get(userId="me", id="no-such-message").execute()
    assert missing.value.status_code == 404

    # The search box: from:, subject: and plain words, newest first.
    news = server.deliver_message("Weekly newsletter", "Ten things to read", sender="news@example.com")
    later = server.deliver_message("Newsletter special", "More things", sender="news@example.com")
    found = gmail.users().messages().list(userId="me", q="from:news newsletter").execute()["messages"]
    assert [m["id"] for m in found] == [later, news]
    assert "messages" not in gmail.users().messages().list(userId="me", q="from:nobody").execute()


def test_calendar_insert_list_get_delete(server: PlaygroundServer) -> None:
    calendar = google_client(server, "calendar.v3", [CALENDAR_EVENTS])
    event = calendar.events().insert(
        calendarId="primary", body={"summary": "Dentist", "start": {"dateTime": "2026-12-01T09:00:00Z"}}
    ).execute()
    assert event["status"] == "confirmed" and event["summary"] == "Dentist"
    assert event["id"] in {e["id"] for e in calendar.events().list(calendarId="primary").execute()["items"]}

    calendar.events().delete(calendarId="primary", eventId=event["id"]).execute()
    assert event["id"] not in {e["id"] for e in calendar.events().list(calendarId="primary").execute()["items"]}
    assert calendar.events().get(calendarId="primary", eventId=event["id"]).execute()["status"] == "cancelled"
    with pytest.raises(HttpError) as gone:
        calendar.events().delete(calendarId="primary", eventId=event["id"]).execute()
    assert gone.value.status_code == 410


def test_drive_create_with_media_list_delete(server: PlaygroundServer) -> None:
    drive = google_client(server, "drive.v3", [DRIVE_FILE])
    created = drive.files().create(
        body={"name": "notes.txt"}, media_body=MediaInMemoryUpload(b"hello drive", mimetype="text/plain")
    ).execute()
    assert (created["name"], created["mimeType"]) == ("notes.txt", "text/plain")
    assert server.items("drive.files")[created["id"]]["size"] == str(len(b"hello drive"))
    folder = drive.files().create(body={"name": "Plans", "mimeType": "application/vnd.google-apps.folder"}).execute()

    found = drive.files().list(q="name = 'notes.txt'").execute()["files"]
    assert [f["id"] for f in found] == [created["id"]]
    found = drive.files().list(q="name contains 'NOTES' and trashed = false").execute()["files"]
    assert [f["id"] for f in found] == [created["id"]]
    drive.files().delete(fileId=created["id"]).execute()
    assert [f["id"] for f in drive.files().list().execute()["files"]] == [folder["id"]]


def test_tasks_insert_list_delete(server: PlaygroundServer) -> None:
    tasks = google_client(server, "tasks.v1", [TASKS])
    task = tasks.tasks().insert(tasklist="@default", body={"title": "Buy milk"}).execute()
    assert task["status"] == "needsAction"
    assert [t["title"] for t in tasks.tasks().list(tasklist="@default").execute()["items"]] == ["Buy milk"]
    tasks.tasks().delete(tasklist="@default", task=task["id"]).execute()
    assert tasks.tasks().list(tasklist="@default").execute()["items"] == []


def _url(server: PlaygroundServer, path: str) -> str:
    return server.root_url + re.sub(r"\{\+?(\w+)\}", lambda m: "me" if m.group(1) == "userId" else "x1", path)


@pytest.mark.parametrize("document,method_id", [(d, m) for d, m, _ in ROUTES])
def test_every_route_enforces_its_discovery_scopes(server: PlaygroundServer, http: httpx.Client, document: str,
                                                   method_id: str) -> None:
    method = find_method(document, method_id)
    unrelated = server.mint_token(["https://www.googleapis.com/auth/youtube.readonly"])["access_token"]
    denied = http.request(method.http_method, _url(server, method.path), json={},
                           headers={"Authorization": f"Bearer {unrelated}"})
    assert denied.status_code == 403
    error = denied.json()["error"]
    assert error["errors"][0]["reason"] == "insufficientPermissions"
    assert error["details"][0]["metadata"]["method"] == method_id
    assert "insufficient_scope" in denied.headers["WWW-Authenticate"]

    anonymous = http.request(method.http_method, _url(server, method.path), json={})
    assert anonymous.status_code == 401 and anonymous.json()["error"]["status"] == "UNAUTHENTICATED"

    # Every scope the discovery document lists is accepted (the resource may not exist: 404 is fine; a
    # required query parameter this bare request leaves out is a 400 invalidArgument — or "required" for Drive's
    # fields on comments — after the scope check).
    for scope in method.scopes:
        allowed = server.mint_token([scope])["access_token"]
        answer = http.request(method.http_method, _url(server, method.path), json={"raw": "U3ViamVjdDogeA"},
                               headers={"Authorization": f"Bearer {allowed}"})
        assert answer.status_code in (200, 204, 404) or answer.status_code == 400 and \
            answer.json()["error"]["errors"][0]["reason"] in ("invalidArgument", "required"), (scope, answer.text)


def test_expired_and_revoked_tokens_get_401(server: PlaygroundServer) -> None:
    url = server.root_url + "tasks/v1/lists/@default/tasks"
    token = server.mint_token([TASKS])
    headers = {"Authorization": f"Bearer {token['access_token']}"}
    assert httpx.get(url, headers=headers).status_code == 200
    server.expire(token["access_token"])
    assert httpx.get(url, headers=headers).status_code == 401
    assert not server.is_active(token["access_token"])

    other = server.mint_token([TASKS])
    revoked = httpx.post(server.revocation_endpoint, data={"token": other["refresh_token"], "client_id": server.client_id})
    assert revoked.status_code == 200
    assert httpx.get(url, headers={"Authorization": f"Bearer {other['access_token']}"}).status_code == 401


def test_other_users_mailbox_is_refused(server: PlaygroundServer) -> None:
    token = server.mint_token([GMAIL_SEND])["access_token"]
    answer = httpx.post(server.root_url + "gmail/v1/users/someone.else@example.com/messages/send",
                        json={"raw": "U3ViamVjdDogeA"}, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 403
    assert "Delegation denied" in answer.json()["error"]["message"]


def test_state_survives_a_restart(tmp_path) -> None:
    state = tmp_path / "playground.json"
    with PlaygroundServer(state_path=state) as first:
        token = first.mint_token([DRIVE_FILE, TASKS])
        headers = {"Authorization": f"Bearer {token['access_token']}"}
        created = httpx.post(first.root_url + "drive/v3/files", json={"name": "kept.txt"}, headers=headers)
        assert created.status_code == 200
    assert oct(state.stat().st_mode & 0o777) == "0o600"
    with PlaygroundServer(state_path=state) as second:
        headers = {"Authorization": f"Bearer {token['access_token']}"}
        listed = httpx.get(second.root_url + "drive/v3/files", headers=headers)
        assert [f["name"] for f in listed.json()["files"]] == ["kept.txt"]
        refreshed = httpx.post(second.token_endpoint, data={
            "grant_type": "refresh_token", "refresh_token": token["refresh_token"], "client_id": second.client_id})
        assert refreshed.status_code == 200 and refreshed.json()["access_token"] != token["access_token"]
        assert second.granted_scopes() == {DRIVE_FILE, TASKS}


def test_updates_keep_ids_and_patch_merges(server: PlaygroundServer) -> None:
    calendar = google_client(server, "calendar.v3", [CALENDAR_EVENTS])
    event = calendar.events().insert(calendarId="primary", body={"summary": "Standup", "location": "Room 1"}).execute()
    patched = calendar.events().patch(calendarId="primary", eventId=event["id"], body={"summary": "Retro"}).execute()
    assert (patched["id"], patched["summary"], patched["location"]) == (event["id"], "Retro", "Room 1")
    replaced = calendar.events().update(calendarId="primary", eventId=event["id"], body={"summary": "Only"}).execute()
    assert replaced["id"] == event["id"] and "location" not in replaced

    drive = google_client(server, "drive.v3", [DRIVE_FILE])
    created = drive.files().create(body={"name": "draft.txt"}).execute()
    drive.files().update(fileId=created["id"], body={"name": "final.txt"}).execute()
    assert drive.files().get(fileId=created["id"]).execute()["name"] == "final.txt"

    tasks = google_client(server, "tasks.v1", [TASKS])
    task = tasks.tasks().insert(tasklist="@default", body={"title": "Call mum"}).execute()
    done = tasks.tasks().patch(tasklist="@default", task=task["id"], body={"status": "completed"}).execute()
    assert (done["title"], done["status"]) == ("Call mum", "completed")
    assert tasks.tasks().get(tasklist="@default", task=task["id"]).execute()["status"] == "completed"
    with pytest.raises(HttpError) as missing:
        tasks.tasks().patch(tasklist="@default", task="nope", body={"title": "x"}).execute()
    assert missing.value.status_code == 404
