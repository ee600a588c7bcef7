"""The relevance gate sends chit-chat to plain chat and lets action requests through to the planner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.catalog import Catalog
from core.planner.relevance import RelevanceGate

DATA = Path(__file__).resolve().parents[1] / "data"


class RecordingPlanner:
    """Stands in only for the model-driven part: records which requests reach it."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def plan(self, request, granted_scopes=()):
        from core.planner.plan import Plan

        self.asked.append(request)
        return Plan(request=request, kind="calls")


@pytest.fixture(scope="module")
def catalog(shared_catalog_index) -> Catalog:
    return Catalog.open(shared_catalog_index)


def test_chit_chat_is_conversation(catalog) -> None:
    chat = [line for line in (DATA / "chat_requests.txt").read_text().splitlines() if line.strip()]
    gate = RelevanceGate(RecordingPlanner(), catalog)
    plans = [gate.plan(request) for request in chat]
    as_chat = [p.request for p in plans if p.kind == "chat"]
    assert "Name three colours." in as_chat and "hello, how are you?" in as_chat
    assert len(as_chat) >= 0.8 * len(chat), f"only {len(as_chat)}/{len(chat)} chit-chat requests stayed chat"


def test_action_requests_reach_the_planner(catalog) -> None:
    requests = [json.loads(line)["request"] for name in ("catalog_devset.jsonl", "catalog_heldout.jsonl")
                for line in (DATA / name).read_text().splitlines() if line.strip()]
    planner = RecordingPlanner()
    gate = RelevanceGate(planner, catalog)
    for request in requests:
        gate.plan(request)
    assert len(planner.asked) >= 0.98 * len(requests), f"{len(requests) - len(planner.asked)} actions dropped"


def test_a_question_about_ones_own_time_is_an_action(catalog) -> None:
    planner = RecordingPlanner()
    gate = RelevanceGate(planner, catalog)
    for request in ("What do I have tonight?", "Anything on tomorrow morning?", "Am I busy at 3pm?"):
        assert gate.plan(request).kind == "calls", request
    for request in ("What's the weather tomorrow?", "What day is it tomorrow?", "good morning"):
        assert gate.plan(request).kind == "chat", request


def test_everyday_actions_said_briefly_reach_the_planner(catalog) -> None:
    planner = RecordingPlanner()
    gate = RelevanceGate(planner, catalog)
    said = ["whats in my diary tmrw morning", "whats my day look like tmrw", "whats in the diary next week",
            "i dont need the chiropodist on friday any more they rang to cancel it. take it off please",
            "cancel hoof trimming on the 3rd hes not coming", "whats Rhys the shearers number",
            "bin '12 Kings Rd brochure v1' from the drive, the final versions done",
            "Kevin Doyle has a new mobile, 07700 900331 - update him pls"]  # each answered as chit-chat before
    for request in said:
        gate.plan(request)
    assert planner.asked == said


def test_advice_stays_chat_and_what_steward_cannot_do_is_said(catalog) -> None:
    planner = RecordingPlanner()
    gate = RelevanceGate(planner, catalog)
    for request in ("add 2 and 2", "put the kettle on", "set a timer for 10 minutes", "take a deep breath",
                    "whats the best wormer for lambs this time of yr, theres resistance round here",
                    "Can you suggest some good graphic novels for reluctant readers in Year 8?",
                    "whats a fair commission % to charge on a £1m house in this market"):
        assert gate.plan(request).kind == "chat" and not gate.plan(request).reply, request
    texted = gate.plan("text Dai and tell him his tups are out on the lane again")  # it synthesised speech
    printed = gate.plan("print 20 copies of the 14 elm grove brochure for saturdays open house")  # it opened an event
    assert texted.kind == printed.kind == "chat" and planner.asked == []
    assert texted.reply.startswith("I can't send text messages") and printed.reply.startswith("I can't print")
    assert "Nothing was done" in texted.reply
    for request in ("ring the vet tomorrow at 9 to book Bella in",  # no call is placed: a reminder is set
                    "add a task: ring the vet", "Call with Sam re the checkout bug at 3pm tomorrow"):
        gate.plan(request)
    assert len(planner.asked) == 3
    gate.plan("print the Volunteer Rota doc as a PDF")  # an export, which Steward can do
    assert planner.asked[-1] == "print the Volunteer Rota doc as a PDF"
    for request, said in (("can you send the £1,284.60 VAT payment to HMRC from the Greenway account, ref 123456789VAT? due the 7th",
                           "I can't make payments"),  # it planned an e-mail
                          ("can u get me an uber to the studio for 6.15 tmrw morning", "I can't book taxis"),  # it read an event
                          ("stick the Q3 VAT summary for Tom Okafor on the printer, 2 copies pls", "I can't print"),
                          ("mo's just read me his card details, can u take the £60 deposit off it now", "I can't make payments"),
                          ("can u order 2 of the oatmeal shampoo off the groomers direct website on my saved card",
                           "I can't order things from websites"),
                          ("stick the finished sleeve photo up on my insta story", "I can't post on social media")):
        answered = gate.plan(request)
        assert answered.kind == "chat" and answered.reply.startswith(said), request
    for request in ("pay the window cleaner on friday", "send the payment reminder to bob@example.com",
                    "transfer the Hughes quote to the jobs sheet"):  # a day to remember, an e-mail, a sheet: planned
        gate.plan(request)
        assert planner.asked[-1] == request
