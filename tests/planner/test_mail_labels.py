"""The user's own Gmail labels by name, in a message change and in a new filter: the labels are listed first and
the name becomes the label's id; a name with no label is said, never sent."""

from __future__ import annotations

from core.planner.relevance import RelevanceGate
from tests.planner.plans import only_call

LABELS = {"labels": [{"id": "INBOX", "name": "INBOX", "type": "system"},
                     {"id": "Label_7", "name": "Receipts", "type": "user"},
                     {"id": "Label_9", "name": "Kids School", "type": "user"}]}
FOUND = {"messages": [{"id": "m1", "threadId": "m1"}], "resultSizeEstimate": 1}


def test_a_message_goes_under_a_label_found_by_its_name(planner):
    gate = RelevanceGate(planner, planner.catalog)
    for request, q, body in (
            ("Put the Costco receipt email under my Receipts label", "costco receipt", {"addLabelIds": ["Label_7"]}),
            ("move the email from Costco to my receipts folder", "from:Costco",
             {"addLabelIds": ["Label_7"], "removeLabelIds": ["INBOX"]})):  # "move": out of the inbox too
        asked = gate.plan(request)
        assert asked.calls[0].method == "gmail.users.messages.modify"  # was messages.insert / files.move
        labels = only_call(planner.lookup(asked))
        assert (labels.method, labels.arguments) == ("gmail.users.labels.list", {"userId": "me"})
        named = planner.resolve(asked, LABELS)
        search = only_call(planner.lookup(named))  # then the message, without the label's name in the search
        assert (search.method, search.arguments["q"]) == ("gmail.users.messages.list", q)
        call = only_call(planner.resolve(named, FOUND))
        assert call.arguments == {"userId": "me", "id": "m1", "body": body} and call.reversible


def test_a_label_the_user_does_not_have_is_said_and_nothing_runs(planner):
    asked = planner.plan("Put the Costco receipt email under my Taxes label")
    answer = planner.resolve(asked, LABELS)
    assert answer.kind == "chat" and not answer.calls and "no Gmail label called 'Taxes'" in answer.reply


def test_a_filter_matches_mail_and_acts_on_it_with_the_labels_id(planner):
    gate = RelevanceGate(planner, planner.catalog)
    asked = gate.plan("set up a filter so anything from noreply@classdojo.com skips the inbox and goes under the Kids "
                      "School label")
    assert asked.kind == "calls" and asked.calls[0].method == "gmail.users.settings.filters.create"
    assert only_call(planner.lookup(asked)).method == "gmail.users.labels.list"  # a label name is never sent as an id
    call = only_call(planner.resolve(asked, LABELS))
    assert call.arguments["body"] == {"criteria": {"from": "noreply@classdojo.com"},
                                      "action": {"removeLabelIds": ["INBOX"], "addLabelIds": ["Label_9"]}}
    plain = only_call(gate.plan("Every email from invoices@brightbake.com, I want those automatically marked as read"))
    assert plain.arguments["body"] == {"criteria": {"from": "invoices@brightbake.com"}, "action": {"removeLabelIds": ["UNREAD"]}}
    assert planner.lookup(gate.plan("Every email from invoices@brightbake.com, I want those automatically marked as read")) is None
    vague = gate.plan("Create a filter that labels mail from my boss")  # was an empty filter
    assert vague.kind == "clarify" and "which mail it applies to" in vague.reply
