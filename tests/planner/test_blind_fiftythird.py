"""Everyday requests from the fifty-third and fifty-fourth blind sets (a thatcher, an ironmonger, a monumental mason; a
model railway club secretary, a hedgehog rescue volunteer, an ironing service), written on Friday 27 November 2026;
each was planned wrong at first sight."""

from __future__ import annotations

import base64

import pytest

from core.planner.relevance import RelevanceGate
from tests.planner.plans import THURSDAY, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method"), [
    ("whats that glaziers number, dean summat from todmorden", "people.people.searchContacts"),  # a person by id
    ("has sian lloyd put any comments on the proof i shared with her", "drive.comments.list"),  # one comment by id
    ("draft one to pennine trade sales@penninetrade.co.uk, 2nd time this month the delivery's been short - 3 boxes of 40mm screws "
     "missing off invoice 88123. want them on the next drop or a credit note pls", "gmail.users.drafts.create"),  # a note
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_time_put_right_in_the_same_breath(planner):
    collection = only_call(planner.plan("heath lodge collection wed 2nd 2pm, no sorry half 3")).arguments["body"]
    assert collection["start"] == {"dateTime": "2026-12-02T15:30:00+00:00"}  # 14:00
    vets = only_call(planner.plan("vets with hazel n conker tues 1st at 10.40, teme valley vets. actually make it 11.20 they just "
                                  "rang, 20 mins")).arguments["body"]
    assert (vets["start"], vets["end"]) == ({"dateTime": "2026-12-01T11:20:00+00:00"}, {"dateTime": "2026-12-01T11:40:00+00:00"})


def test_a_draft_says_all_that_follows_the_address(planner):
    draft = only_call(planner.plan("draft one to pennine trade sales@penninetrade.co.uk, 2nd time this month the delivery's been "
                                   "short - 3 boxes of 40mm screws missing off invoice 88123"))
    text = base64.urlsafe_b64decode(draft.arguments["body"]["message"]["raw"]).decode()
    assert "2nd time this month the delivery's been short" in text.replace("=\n", "")  # only what came after " - "


def test_a_file_moved_out_of_downloads_is_asked_for_not_the_whole_folder(planner):
    plan = planner.plan("move the invoice pdf from my downloads folder to my Jobs folder")
    assert plan.kind == "clarify" and plan.calls[0].method == "files.move"
    assert "source" not in plan.calls[0].arguments  # ~/Downloads itself was moved into Jobs
    named = only_call(planner.plan("move invoice.pdf from my downloads folder to my Jobs folder"))
    assert named.arguments["source"] == "~/Downloads/invoice.pdf"  # still: a file named is moved


def test_what_is_true_or_what_to_tell_someone_is_chat(planner):
    gate = RelevanceGate(planner, planner.catalog)
    for request in ("customer wants to know roughly how long combed wheat lasts compared to water reed, whats the honest answer",
                    "fella wants to put a shelf up on a plasterboard wall with no 8 screws, do i just give him red plugs?",
                    "family asking how soon after the funeral the headstone can go on, what do i normally tell them",
                    "a new lad asked me whats the difference between 00 and ho n i went blank, whats the short answer",
                    "how do i get shine marks off black work trousers, one of my customers has moaned",
                    "do i need to tell the tax man about the ironing, its only about £200 a wk"):
        assert gate.plan(request).kind == "chat", request  # Forms responses, Books shelves, Classroom work, a calendar event read
