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


@pytest.mark.parametrize(("request_text", "query"), [
    ("find pictures of the dog in drive", "mimeType contains 'image/' and name contains 'dog'"),
    ("any pics from the allotment show on drive?", "mimeType contains 'image/' and name contains 'allotment'"),  # "show": a verb
])
def test_photos_asked_for_are_images_and_the_word_photo_is_no_name(planner, request_text, query):
    plan = RelevanceGate(planner, planner.catalog).plan(request_text)
    assert plan.calls and plan.calls[0].arguments["q"] == f"{query} and trashed = false"


def test_a_photos_folder_is_no_image(planner):
    plan = planner.plan("who has access to the Barn photos 2024 folder in drive?")
    assert "image/" not in planner.lookup(plan).calls[0].arguments["q"]  # the folder, by its name
