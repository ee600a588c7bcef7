"""A to-do list named in the request ("add milk to my Groceries list") is found by its name; the default
list is used only when none is named."""

from __future__ import annotations

from core.planner.relevance import RelevanceGate
from tests.planner.plans import only_call

LISTS = {"items": [{"id": "L1", "title": "My Tasks"}, {"id": "L2", "title": "Groceries"}, {"id": "L3", "title": "Sprint"}]}


def test_a_to_do_is_added_to_the_list_it_names(planner):
    asked = RelevanceGate(planner, planner.catalog).plan("add milk to my Groceries list")
    assert asked.kind == "clarify" and asked.calls[0].method == "tasks.tasks.insert"  # was plain chat
    assert planner.lookup(asked).calls[0].method == "tasks.tasklists.list"
    call = only_call(planner.resolve(asked, LISTS))
    assert call.arguments == {"tasklist": "L2", "body": {"title": "Milk"}}
    default = only_call(planner.plan("add buy poster board to my to-do list"))
    assert default.arguments["tasklist"] == "@default"  # no list named: the default one, no look-up


def test_what_is_still_open_on_a_named_list_hides_done_ones(planner):
    for request, list_id in (("what's still open on my Sprint task list", "L3"),
                             ("whats left on my Groceries list", "L2")):
        asked = RelevanceGate(planner, planner.catalog).plan(request)
        call = only_call(planner.resolve(asked, LISTS))
        assert call.method == "tasks.tasks.list"  # not the lists themselves, nor Classroom's course work
        assert call.arguments == {"tasklist": list_id, "showCompleted": False}
    missing = planner.resolve(planner.plan("whats left on my homework list"), LISTS)
    assert missing.kind == "chat" and not missing.calls and "nothing was done" in missing.reply


def test_a_to_do_lands_on_the_named_list_in_a_tasks_api(planner):
    from core.playground import PlaygroundServer
    from tests.playground.test_resources import TASKS, google_client

    with PlaygroundServer() as server:
        tasks = google_client(server, "tasks.v1", [TASKS])
        groceries = tasks.tasklists().insert(body={"title": "Groceries"}).execute()
        tasks.tasklists().insert(body={"title": "Sprint"}).execute()
        asked = planner.plan("add oat milk to my Groceries list")
        search = only_call(planner.lookup(asked))
        listed = tasks.tasklists().list(**search.arguments).execute()
        call = only_call(planner.resolve(asked, listed))
        tasks.tasks().insert(**call.arguments).execute()
        assert [t["title"] for t in tasks.tasks().list(tasklist=groceries["id"]).execute()["items"]] == ["Oat milk"]
