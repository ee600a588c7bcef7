"""Undo of a Google Docs edit (documents.batchUpdate) against the Playground's Docs, through sandbox + broker:
the text comes back exactly, a document edited since is a conflict (never the wrong text deleted), and an edit
Steward could not undo is refused before it runs."""

from __future__ import annotations

import pytest

from core.runtime import Action, ActionRejected, Target, UndoConflict
from core.runtime.docs_undo import UndoNotComputable, inverse_requests

ACCOUNT = Target(kind="rest", location="playground")


def run(runtime, method: str, **arguments):
    return runtime.execute(Action(method_id=method, arguments=arguments, target=ACCOUNT))


def text_of(runtime, doc_id: str) -> str:
    document = run(runtime, "docs.documents.get", documentId=doc_id).result
    return "".join(e["textRun"]["content"] for c in document["body"]["content"] if "paragraph" in c
                   for e in c["paragraph"]["elements"])


def new_doc(runtime, text: str) -> str:
    doc_id = run(runtime, "docs.documents.create", body={"title": "Price list"}).result["documentId"]
    run(runtime, "docs.documents.batchUpdate", documentId=doc_id,
        body={"requests": [{"insertText": {"location": {"index": 1}, "text": text}}]})
    return doc_id


def test_a_line_added_at_the_end_is_taken_away_by_undo(rest_runtime, playground):
    doc_id = new_doc(rest_runtime, "Packing list\npassports\n")
    outcome = run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id,
                  body={"requests": [{"insertText": {"endOfSegmentLocation": {}, "text": "\nbring phone chargers"}}]})
    assert outcome.reversible and text_of(rest_runtime, doc_id) == "Packing list\npassports\n\nbring phone chargers\n"
    rest_runtime.undo(outcome.undo)
    assert text_of(rest_runtime, doc_id) == "Packing list\npassports\n\n"


def test_replaced_words_go_back_and_words_that_were_already_right_stay(rest_runtime, playground):
    before = "Shirts £1.20\nshirts (kids) £1.20\nTrousers £1.30\n"
    doc_id = new_doc(rest_runtime, before)
    edit = {"replaceAllText": {"containsText": {"text": "£1.20", "matchCase": True}, "replaceText": "£1.30"}}
    outcome = run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id, body={"requests": [edit]})
    assert outcome.result["replies"] == [{"replaceAllText": {"occurrencesChanged": 2}}]
    rest_runtime.undo(outcome.undo)
    assert text_of(rest_runtime, doc_id) == before + "\n"  # the trousers' £1.30 was never changed, and is not now


def test_case_insensitive_replacement_and_text_outside_the_bmp_come_back_as_they_were(rest_runtime, playground):
    before = "🎄 Opening hours\nBOXING DAY closed, boxing day sale\n"
    doc_id = new_doc(rest_runtime, before)
    outcome = run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id, body={"requests": [
        {"replaceAllText": {"containsText": {"text": "boxing day", "matchCase": False}, "replaceText": "26 Dec"}},
        {"insertText": {"location": {"index": 3}, "text": "DRAFT "}},
        {"deleteContentRange": {"range": {"startIndex": 9, "endIndex": 17}}}]})
    assert text_of(rest_runtime, doc_id) != before + "\n"
    rest_runtime.undo(outcome.undo)
    assert text_of(rest_runtime, doc_id) == before + "\n"


def test_a_document_edited_since_is_a_conflict_and_keeps_the_later_edit(rest_runtime, playground):
    doc_id = new_doc(rest_runtime, "Running order\n")
    outcome = run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id,
                  body={"requests": [{"insertText": {"location": {"index": 1}, "text": "DRAFT - not final\n"}}]})
    run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id,  # someone edits the document afterwards
        body={"requests": [{"insertText": {"endOfSegmentLocation": {}, "text": "Interval 20 min"}}]})
    with pytest.raises(UndoConflict, match="edited"):
        rest_runtime.undo(outcome.undo)
    assert text_of(rest_runtime, doc_id) == "DRAFT - not final\nRunning order\nInterval 20 min\n"


def test_an_edit_steward_cannot_undo_is_refused_before_anything_changes(rest_runtime, playground):
    doc_id = new_doc(rest_runtime, "Minutes\n")
    edits = len([c for c in playground.calls if c.method_id == "docs.documents.batchUpdate"])
    style = {"updateTextStyle": {"range": {"startIndex": 1, "endIndex": 8}, "textStyle": {"bold": True}, "fields": "bold"}}
    with pytest.raises(ActionRejected, match="updateTextStyle"):
        run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id, body={"requests": [style]})
    assert len([c for c in playground.calls if c.method_id == "docs.documents.batchUpdate"]) == edits
    assert text_of(rest_runtime, doc_id) == "Minutes\n\n"


def test_a_replacement_that_finds_nothing_has_nothing_to_undo(rest_runtime, playground):
    doc_id = new_doc(rest_runtime, "Rota\n")
    edit = {"replaceAllText": {"containsText": {"text": "Sunday", "matchCase": True}, "replaceText": "Monday"}}
    outcome = run(rest_runtime, "docs.documents.batchUpdate", documentId=doc_id, body={"requests": [edit]})
    assert outcome.reversible and outcome.undo.kind == "none" and "Nothing to undo" in outcome.undo_description


def test_a_deleted_table_cannot_be_put_back():
    document = {"body": {"content": [{"endIndex": 1, "sectionBreak": {}},
                                     {"startIndex": 1, "endIndex": 5, "table": {}},
                                     {"startIndex": 5, "endIndex": 9, "paragraph": {"elements": [
                                         {"startIndex": 5, "endIndex": 9, "textRun": {"content": "end\n"}}]}}]}}
    assert inverse_requests({"requests": [{"deleteContentRange": {"range": {"startIndex": 5, "endIndex": 8}}}]},
                            document) == [{"insertText": {"location": {"index": 5}, "text": "end"}}]
    with pytest.raises(UndoNotComputable, match="table"):
        inverse_requests({"requests": [{"deleteContentRange": {"range": {"startIndex": 2, "endIndex": 6}}}]}, document)
