"""Everyday requests from a blind set (60 written by someone who had not seen the code): the method each
one means, and what the call carries."""

from __future__ import annotations

import pytest

from core.planner import replies
from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("Turn on my out of office from Dec 22 to Jan 2 saying I'm away", "gmail.users.settings.updateVacation"),
    ("Create a separate calendar called Kids Activities", "calendar.calendars.insert"),
    ("Find my lease agreement in Drive", "drive.files.list"),
    ("what's in ~/Documents/todo.txt", "files.read"),
    ("did I write down the garage door code somewhere in my notes?", "notes.search"),
    ("star the email from my accountant about the tax documents", "gmail.users.messages.modify"),
    ("Mark 'pay electric bill' as done", "tasks.tasks.patch"),
    ("What's in A1 to D10 on the Budget 2025 spreadsheet?", "sheets.spreadsheets.values.get"),
    ("change B5 in my Budget 2025 sheet to 1200", "sheets.spreadsheets.values.update"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_draft_holds_the_message_and_is_not_sent(planner):
    call = only_call(planner.plan("Draft an email to team@brightpath.io about moving standup to 9:30 tomorrow, don't send it"))
    assert call.method == "gmail.users.drafts.create"  # "don't send it" is no reason to send a draft
    message = replies.decoded(call.arguments["body"]["message"]["raw"])
    assert message["To"] == "team@brightpath.io" and message["Subject"] == "Moving standup to 9:30 tomorrow"
    said = only_call(planner.plan("Draft an email to bob@example.com saying I'll bring the slides"))
    assert "I'll bring the slides" in replies.decoded(said.arguments["body"]["message"]["raw"]).get_content()
    asked = planner.plan("Draft an email to bob@example.com")  # an empty draft is not made
    assert asked.kind == "clarify" and "what the message should say" in asked.reply
