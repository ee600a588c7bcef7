"""A Google spreadsheet, doc or presentation shared, copied, renamed or asked about is a Drive file: the
request acts on the file (Drive's permissions, copy, update), found by name, not on its contents."""

from __future__ import annotations

BUDGET = {"files": [{"id": "s1", "name": "Budget", "mimeType": "application/vnd.google-apps.spreadsheet"}]}


def planned(planner, request):
    """The plan for ``request`` once its file is found: (method, arguments, scopes)."""
    asked = planner.plan(request)
    (listing,) = planner.lookup(asked).calls
    assert listing.method == "drive.files.list" and "budget" in listing.arguments["q"]
    (call,) = planner.resolve(asked, BUDGET).calls
    return call.method, call.arguments, call.scopes


def test_sharing_a_spreadsheet_grants_access_to_the_file(planner):
    method, arguments, _ = planned(planner, "Share the budget spreadsheet with anna@example.com")
    assert method == "drive.permissions.create"  # it was a new spreadsheet titled "Share the budget spreadsheet"
    assert arguments == {"fileId": "s1", "body": {"type": "user", "role": "reader", "emailAddress": "anna@example.com"}}


def test_who_has_access_lists_the_files_permissions(planner):
    method, arguments, scopes = planned(planner, "Who has access to the budget spreadsheet?")
    assert (method, arguments) == ("drive.permissions.list", {"fileId": "s1"})  # no domain-admin flag from "access"
    assert all("readonly" in s for s in scopes)


def test_a_copy_keeps_drives_own_name_unless_one_is_given(planner):
    assert planned(planner, "Make a copy of the budget spreadsheet")[:2] == ("drive.files.copy", {"fileId": "s1"})
    named = planned(planner, "Make a copy of the budget spreadsheet called Budget 2027")
    assert named[:2] == ("drive.files.copy", {"fileId": "s1", "body": {"name": "Budget 2027"}})


def test_renaming_a_spreadsheet_renames_the_file(planner):
    method, arguments, _ = planned(planner, "Rename the budget spreadsheet to Budget 2027")
    assert (method, arguments) == ("drive.files.update", {"fileId": "s1", "body": {"name": "Budget 2027"}})


def test_a_duplicate_of_a_file_named_in_words_is_a_drive_copy_with_the_new_name(planner):
    asked = planner.plan("Duplicate the Project Proposal template and name the copy 'Henderson proposal'")
    assert asked.calls[0].method == "drive.files.copy"  # not a sheet's copyTo
    assert asked.calls[0].arguments == {"body": {"name": "Henderson proposal"}}
    assert planner.lookup(asked).calls[0].arguments["q"] == "name contains 'proposal' and trashed = false"
