"""Everyday requests from blind sets 115–118, written after the changes for sets 111–114 to measure them at first sight (a
Moroccan hammam typing Darija, a school office forwarding parents' e-mails with their headers, an Estonian computer repair shop;
a Malay market stall, a retired bus driver putting an emoji on every line, a Cypriot meze restaurant typing Greek letters; a
Slovak nail salon, a Fife joiner dictating Scots to speech-to-text, an Ulster Irish holiday cottage; a Romanian cleaning company,
a Flemish chocolate shop, a Lithuanian deli), written on Monday 23 November 2026."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand

FORWARDED = ("reply to her saying thanks, hope he feels better soon, its been marked on the register\n\n"
             "From: Tanya Clarke <tanya.clarke@hotmail.co.uk>\nSent: Monday, November 23, 2026 8:02 AM\nSubject: Jayden\n\n"
             "Morning, Jayden has been sick in the night so he wont be in today, will keep u posted. Tanya")


def test_an_instruction_above_a_forwarded_email_is_read_first_without_its_sent_line():
    read = expand(FORWARDED)
    assert read.startswith("reply to her saying thanks, hope he feels better soon, its been marked on the register: From: Tanya")
    assert "Sent:" not in read and "8:02" not in read  # when it was sent is no time the reply is about
    signed = expand("save her as a contact\n\nMany thanks,\nHelen Crowther\nSwindon Music Co-operative\n07981 442306")
    assert signed.startswith("save her as a contact: Helen Crowther")  # "Many" was her name


def test_a_pasted_request_to_change_a_record_sends_no_email(gate):
    plan = gate.plan("can u change this on our system\n\nSubject: Change of email\nFrom: Dan Whitfield "
                     "<dan.whitfield@btinternet.com>\nHello, please can you update my email for Oliver and Isla to "
                     "dan.whitfield77@outlook.com as we're leaving BT. Thanks, Dan")
    assert not plan.calls or plan.calls[0].method != "gmail.users.messages.send"  # it e-mailed the parent at first sight
    assert gate.plan(FORWARDED).calls[0].method == "gmail.users.messages.send"  # "reply to her" asks it: still sent


@pytest.mark.parametrize(("typed", "read"), [
    ("what have i got on this week 📅", "what have i got on this week"),  # "… this week calendar"
    ("dentist wednesday has moved to the tuesday after, same time 🦷👍", "dentist wednesday has moved to the tuesday after, same time"),
    ("remind me 🐕 tablets sunday morning 💊", "remind me dog tablets sunday morning"),
    ("right what's on the Mora is it the decking", "what's on tomorrow is it the decking"),
    ("is there anything no delivered yet fae Jewson", "is there anything not delivered yet from Jewson"),
])
def test_decoration_emoji_and_dictated_scots_are_read_as_meant(typed, read):
    assert expand(typed) == read


@pytest.mark.parametrize("request_text", [
    "how many days to xmas 🎄",  # a rows query at first sight
    "what screws should I use for decking in this weather stainless or the green coated ones Ken",  # slides read
    "does this sound as rude to you as it does to me or am i being over sensitive lol\n\nDear Mrs Jarvis, I am frankly "
    "astonished that nobody from the office has replied. Regards, P Hart",  # a mail search
])
def test_sums_opinions_and_advice_are_answered_in_words(gate, request_text):
    assert gate.plan(request_text).kind == "chat"


def test_a_line_pasted_to_the_end_of_a_doc_is_added_to_it(gate):
    plan = gate.plan("stick this at the end of the december newsletter doc\n\nPlease can you include this in the newsletter: "
                     "\"The Year 6 bake sale raised £212.40 for Prospect Hospice.\" Thanks, Mrs Evans")
    assert plan.calls[0].method == "docs.documents.batchUpdate"  # a new doc made at first sight


def test_a_folder_said_before_its_quoted_name_is_moved_from_where_it_is(gate):
    plan = gate.plan("move the folder 'currach photos' from Downloads to Pictures/Samhradh 2026")
    assert plan.calls[0].arguments == {"source": "~/Downloads/currach photos",
                                       "destination": "~/Pictures/Samhradh 2026"}  # Pictures moved into Downloads
