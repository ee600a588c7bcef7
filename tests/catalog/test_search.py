"""Retrieval: ranked hits, recall on the hand-reviewed sets, did-you-mean for unknown ids."""

from __future__ import annotations

import pytest

from core.catalog import UnknownMethod, UnknownScope


def _recall(catalog, cases, k: int) -> float:
    found = sum(case["method"] in [h.method.id for h in catalog.search(case["request"], k=k)] for case in cases)
    return found / len(cases)


def test_hits_are_ranked_and_limited(catalog):
    hits = catalog.search("send an email to my sister", k=7)
    assert len(hits) == 7
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert hits[0].method.id == "gmail.users.messages.send"
    assert len({h.method.id for h in hits}) == 7


def test_queries_without_content_words_return_nothing(catalog):
    assert catalog.search("") == []
    assert catalog.search("the of and") == []


def test_devset_recall_at_5_meets_the_goal(catalog, devset):
    assert _recall(catalog, devset, 5) >= 0.95


def test_heldout_recall_at_20(catalog, heldout):
    # Written after the ranker was tuned on the dev set; bench/catalog.py prints its recall@1/@5
    # (and the blind figure from before the vocabulary was widened).
    assert _recall(catalog, heldout, 20) >= 0.9


def test_local_connectors_rank_for_local_requests(catalog):
    assert catalog.search("write a file called todo.txt on my computer", k=1)[0].method.id == "files.write"
    assert catalog.search("run a SQL query on my sqlite database", k=1)[0].method.id == "sqlite.query"


def test_unknown_method_suggests_close_ids(catalog):
    with pytest.raises(UnknownMethod) as caught:
        catalog.method("gmail.users.messages.sned")
    assert "gmail.users.messages.send" in caught.value.suggestions
    assert "Did you mean" in str(caught.value)


def test_unknown_scope_is_a_clear_error(catalog):
    with pytest.raises(UnknownScope, match="No scope is called"):
        catalog.scope("gmail.teleport")


def test_method_ids_cover_google_and_local(catalog):
    ids = set(catalog.method_ids)
    assert {"gmail.users.messages.send", "files.write", "sqlite.query", "notes.create"} <= ids
    assert len(ids) == catalog.stats().methods + catalog.stats().local_methods


def test_tasks_go_to_the_to_do_list_not_to_a_new_list(catalog):
    # Google Tasks names its items after the service (tasks.tasks under lists/{tasklist}): adding to
    # the to-do list creates a task, not another task list, and a cloud task queue is no to-do list.
    for request in ("Add buy milk to my to-do list", "Add a task to pick up the dry cleaning",
                    "Create a task to renew my passport"):
        assert catalog.search(request, k=1)[0].method.id == "tasks.tasks.insert", request
    assert catalog.search("What's left on my to-do list?", k=1)[0].method.id == "tasks.tasks.list"
    # A top-level namesake stays the container: a calendar request is about events.
    assert catalog.search("Add lunch with Anna to my calendar", k=1)[0].method.id == "calendar.events.insert"


def test_nested_collections_are_read_from_the_rest_path():
    from core.catalog.ranking import nested

    assert nested("tasks/v1/lists/{tasklist}/tasks")
    assert nested("tasks/v1/lists/{tasklist}/tasks/{task}/move", "move")
    assert not nested("calendars")
    assert not nested("drives/{driveId}/unhide", "unhide")  # a custom verb is no collection
    assert not nested("v1/{+name}:cancel", "cancel")


@pytest.mark.parametrize(("request_text", "method"), [
    # The word after a leading verb is its object: "email" in "Draft an email" does not mean "send".
    ("Draft an email to the team about Friday's lunch", "gmail.users.drafts.create"),
    # A calendar acted on itself is the calendar, not one of its events.
    ("Create a new calendar called Gym", "calendar.calendars.insert"),
    ("Delete the Gym calendar", "calendar.calendars.delete"),
    ("Share my work calendar with my assistant", "calendar.acl.insert"),
    ("Share the budget folder with bob@example.com", "drive.permissions.create"),  # sharing makes a permission
    # Google's "insert" is the user's "create".
    ("Create an event called Piano recital on Saturday at 7pm", "calendar.events.insert"),
    # A method whose resource the request never names ranks below one whose resource it names.
    ("List all my contacts", "people.people.connections.list"),
    ("Subscribe to the cooking channel on YouTube", "youtube.subscriptions.insert"),
    ("Clear the range A1:D10 in my spreadsheet", "sheets.spreadsheets.values.clear"),
    # Local-first: a request that names the local database reaches it even though "database" is too
    # common in the Google catalog to find it by full-text search alone.
    ("Update the price of Widget to 9.99 in the database", "sqlite.update"),
    ("Set the status of order 12 to shipped in the database", "sqlite.update"),
    ("Count the orders in my shop database", "sqlite.query"),
    # Naming a Google product takes the local connectors' local-first edge away.
    ("Rename the Drive file \"notes\" to \"meeting notes\"", "drive.files.update"),
    ("Move report.pdf to the Archive folder in Drive", "drive.files.update"),
    # Writing to an e-mail address is an e-mail, and "email"'s verb sense (send) names no send-as alias.
    ("Write to dad@example.com: happy birthday!", "gmail.users.messages.send"),
    ("Email Tom that the meeting moved", "gmail.users.messages.send"),
    # Moving something to another time reschedules it, with a partial update (patch keeps the rest).
    ("Move the team sync to Thursday", "calendar.events.patch"),
    ("Move my dentist appointment to Friday", "calendar.events.patch"),
    ("Reschedule the dentist appointment to 11am", "calendar.events.patch"),
])

def test_everyday_requests_rank_their_method_first(catalog, request_text, method):
    assert catalog.search(request_text, k=1)[0].method.id == method


def test_a_calendar_is_acted_on_only_without_a_preposition():
    from core.catalog.ranking import containers_acted_on

    assert containers_acted_on("create a new calendar called gym".split()) == {"calendar"}
    assert containers_acted_on("delete the gym calendar".split()) == {"calendar"}
    assert containers_acted_on("add lunch with anna to my calendar".split()) == set()
    assert containers_acted_on("what s on my calendar today".split()) == set()


def test_local_requests_stay_local(catalog):
    assert catalog.search("Move old.txt to the Archive folder", k=1)[0].method.id == "files.move"
    assert catalog.search("Save a note about the call with Bob", k=1)[0].method.id == "notes.create"
    assert catalog.search("Read notes.txt on my computer", k=1)[0].method.id == "files.read"
