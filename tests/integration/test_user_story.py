"""The whole loop in the real window: request → plan (real bundled model) → permission dialog → sandboxed
action → timeline entry → Undo really reverts it; Commit removes Undo.

Files run in the real sandbox (bubblewrap) and notes are rows in a real SQLite file. The Playground account
is connected with the full PKCE sign-in; a calendar event is created on it from a plain request and undone.
"""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from app.settings import Settings
from app.wiring import build
from core.access import OAuthProvider, PermissionDecision
from core.events import ActionDone, PermissionNeeded
from core.playground import PlaygroundServer
from core.timeline import EntryState
from tests.dialog_user import DialogUser
from ui.main_window import MainWindow

CALENDAR_EVENTS = "https://www.googleapis.com/auth/calendar.events"


@pytest.fixture
def answer_permissions(qtbot):
    """Creates DialogUser players and stops their timers when the test ends."""
    players: list[DialogUser] = []

    def make(answers: list[PermissionDecision]) -> DialogUser:
        players.append(DialogUser(qtbot, answers))
        return players[-1]

    yield make
    for player in players:
        player.timer.stop()
        player.timer.deleteLater()


@pytest.fixture
def window(qtbot, qasync_loop, data_dir, monkeypatch, tmp_path):
    monkeypatch.setenv("STEWARD_VAULT_PASSPHRASE", "user-story")
    with PlaygroundServer() as playground:
        steward = build(Settings(), providers={"playground": OAuthProvider.playground(playground.base_url)})
        steward.accounts.open_browser = playground.browser()
        account = steward.accounts.connect("playground", [CALENDAR_EVENTS])  # full PKCE sign-in on loopback
        steward.targets.rest_account = account.id
        win = MainWindow(steward)
        qtbot.addWidget(win)
        win.show()
        win.playground = playground
        win.start()
        qtbot.waitUntil(lambda: win.session.planner is not None, timeout=240_000)
        yield win
        steward.close()


def ask(qtbot, win: MainWindow, text: str) -> list:
    events: list = []
    win.session.subscribe(events.append)
    qtbot.keyClicks(win.chat.input, text)
    qtbot.keyClick(win.chat.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not win.busy, timeout=300_000)
    return events


def action_done(events: list, win: MainWindow) -> ActionDone:
    done = [e for e in events if isinstance(e, ActionDone)]
    assert done, f"nothing ran; Steward said: {win.chat.messages()[-1][1]!r}"
    return done[0]


def undo_in_panel(qtbot, win: MainWindow, entry_id: int) -> str:
    panel = win.timeline_panel
    qtbot.mouseClick(panel.button("undo", entry_id), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.open_dialog is not None)
    dialog: QMessageBox = panel.open_dialog
    details = dialog.informativeText()
    undo = next(b for b in dialog.buttons() if b.text() == "Undo")
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.open_dialog is None)
    return details


@pytest.mark.slow
def test_request_dialog_action_timeline_undo_commit(qtbot, window: MainWindow, answer_permissions) -> None:
    win, files_root = window, window.steward.targets.files_root
    answers = answer_permissions([PermissionDecision.ALLOW_ONCE] * 14)

    # 1. A file: created in the sandbox, on the timeline, Undo removes it.
    events = ask(qtbot, win, "Write hello to the file todo.txt")
    assert [e for e in events if isinstance(e, PermissionNeeded)], "the dialog must ask first"
    done = action_done(events, win)
    entry_id = done.entry_ids[0]
    assert (files_root / "todo.txt").exists()
    assert win.timeline_panel.button("undo", entry_id) is not None
    assert f"timeline #{entry_id}" in win.chat.messages()[-1][1]
    details = undo_in_panel(qtbot, win, entry_id)
    assert "todo.txt" in details
    assert not (files_root / "todo.txt").exists()
    assert win.steward.journal.entry(entry_id).state is EntryState.UNDONE

    # 2. A note: a row in Steward's notes database, inside the transaction held until Commit; Undo rolls
    # it back.
    events = ask(qtbot, win, "Create a note saying buy milk")
    done = action_done(events, win)
    held = win.steward.runtime.executor("sqlite")._held
    assert len(held) == 1, win.chat.messages()[-1]
    (transaction,) = held.values()
    rows = transaction.connection.execute("SELECT title, text FROM notes").fetchall()
    assert len(rows) == 1 and "milk" in " ".join(rows[0]), (rows, win.chat.messages()[-1])
    undo_in_panel(qtbot, win, done.entry_ids[0])
    assert not held
    with sqlite3.connect(win.steward.targets.notes_path) as conn:
        assert conn.execute("SELECT count(*) FROM notes").fetchone()[0] == 0

    # 3. Commit: Undo is no longer offered.
    events = ask(qtbot, win, "Write done to the file report.txt")
    done = action_done(events, win)
    entry_id = done.entry_ids[0]
    qtbot.mouseClick(win.timeline_panel.button("commit", entry_id), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.steward.journal.entry(entry_id).state is EntryState.COMMITTED)
    assert win.timeline_panel.button("undo", entry_id) is None
    assert (files_root / "report.txt").exists()

    # 4. A calendar event on the connected (Playground) account, over two messages: Steward asks when,
    # the answer completes the request; title and time are read from the words, the event goes on the
    # primary calendar; Undo deletes it again.
    events = ask(qtbot, win, "Add a dentist appointment to my calendar")
    assert not [e for e in events if isinstance(e, ActionDone)]
    assert "when it starts" in win.chat.messages()[-1][1]
    events = ask(qtbot, win, "next Friday at 3pm")
    done = action_done(events, win)
    created = [e for e in win.playground.items("calendar.events:primary").values() if e["status"] == "confirmed"]
    assert [e["summary"] for e in created] == ["Dentist appointment"], win.chat.messages()[-1]
    assert "T15:00:00" in created[0]["start"]["dateTime"] and "T16:00:00" in created[0]["end"]["dateTime"]
    undo_in_panel(qtbot, win, done.entry_ids[0])
    assert win.playground.items("calendar.events:primary")[created[0]["id"]]["status"] == "cancelled"

    # 5. Naming an event by its title and day: Steward lists that day's events (a read, asked for),
    # finds the one meant and deletes it after asking again.
    ask(qtbot, win, "Add lunch with Anna to my calendar tomorrow at noon")
    lunch = [e for e in win.playground.items("calendar.events:primary").values()
             if e["status"] == "confirmed" and e["summary"] == "Lunch with Anna"]
    assert len(lunch) == 1, win.chat.messages()[-1]
    events = ask(qtbot, win, "Delete lunch with Anna from my calendar tomorrow")
    done = action_done(events, win)
    assert "Lunch with Anna" in win.chat.messages()[-1][1]
    assert win.playground.items("calendar.events:primary")[lunch[0]["id"]]["status"] == "cancelled"
    assert len(answers.seen) == 7  # Allow once: every call asked, the look-up too

    # 6. A reply: two look-ups (the newest message from Sarah, then its headers), then the reply goes to
    # her in that thread; Gmail's scopes are added to the account on the way (incremental consent).
    asked = win.playground.deliver_message("Dinner on Monday?", "Are you free?", sender="Sarah <sarah@example.com>")
    events = ask(qtbot, win, "Reply to the email from Sarah saying thanks, see you Monday")
    action_done(events, win)
    sent = [m for m in win.playground.items("gmail.messages").values() if "SENT" in m["labelIds"]]
    assert len(sent) == 1 and sent[0]["threadId"] == win.playground.items("gmail.messages")[asked]["threadId"]
    headers = {h["name"]: h["value"] for h in sent[0]["payload"]["headers"]}
    assert headers["To"] == "Sarah <sarah@example.com>" and headers["Subject"] == "Re: Dinner on Monday?"
    assert len(answers.seen) == 10  # the two reads were asked for, and the send

    # 7. "all": one look-up, then the same change on each message it found — asked about once, run as one
    # request on the timeline, and "Undo request" puts them all back in the inbox.
    deals = [win.playground.deliver_message(f"Deal {n}", "Half price", sender="Groupon <deals@groupon.com>")
             for n in (1, 2)]
    events = ask(qtbot, win, "Archive all emails from Groupon")
    done = action_done(events, win)
    messages = win.playground.items("gmail.messages")
    assert len(done.entry_ids) == 2 and all("INBOX" not in messages[d]["labelIds"] for d in deals), \
        win.chat.messages()[-1]
    assert "INBOX" in messages[asked]["labelIds"]  # Sarah's e-mail is not Groupon's
    assert len(answers.seen) == 12  # the search (a read), then one question for both messages
    panel = win.timeline_panel
    undo_all = panel.tree.findChild(QPushButton, f"undo-group-{done.group_id}")
    qtbot.mouseClick(undo_all, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.open_dialog is not None)
    assert "2 actions" in panel.open_dialog.text()
    qtbot.mouseClick(next(b for b in panel.open_dialog.buttons() if b.text() == "Undo"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all("INBOX" in win.playground.items("gmail.messages")[d]["labelIds"] for d in deals))


def test_denied_request_runs_nothing(qtbot, window: MainWindow, answer_permissions) -> None:
    win, files_root = window, window.steward.targets.files_root
    answers = answer_permissions([PermissionDecision.DENY])
    ask(qtbot, win, "Write hello to the file secret.txt")
    assert len(answers.seen) == 1
    assert not (files_root / "secret.txt").exists()
    assert win.steward.journal.entries() == []
    assert "denied" in win.chat.messages()[-1][1]
