"""A question of whether something is in Drive ("have i got the photos of … in drive somewhere", "is there a copy of
… in drive") looks for files by the words said, as "where's … on drive" does; it was taken for chat (blind set 59)."""

from __future__ import annotations

import pytest

from core.planner.relevance import RelevanceGate


@pytest.mark.parametrize(("request_text", "query"), [
    ("do i still have the scan of the boiler warranty in drive somewhere", "name contains 'boiler' and name contains 'warranty'"),
    ("is there a copy of the lease in my drive", "name contains 'lease'"),
    ("did i save the allotment rules in drive", "name contains 'allotment' and name contains 'rule'"),
])
def test_a_question_of_what_is_in_drive_looks_for_its_files(planner, request_text, query):
    plan = RelevanceGate(planner, planner.catalog).plan(request_text)
    assert plan.calls and plan.calls[0].method == "drive.files.list"
    assert plan.calls[0].arguments["q"] == f"{query} and trashed = false"


def test_a_question_about_drive_itself_is_its_storage(planner):
    plan = RelevanceGate(planner, planner.catalog).plan("is there much space left on my drive")
    assert plan.calls and plan.calls[0].method == "drive.about.get"  # a chat space before
