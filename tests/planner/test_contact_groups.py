"""A contact into or out of a contact group by names: the group is looked up, then the person; the body is
never guessed, and a group or person not found is said plainly with nothing changed."""

from __future__ import annotations

from tests.planner.plans import only_call

GROUPS = {"contactGroups": [
    {"resourceName": "contactGroups/myContacts", "name": "myContacts", "formattedName": "My Contacts",
     "groupType": "SYSTEM_CONTACT_GROUP"},
    {"resourceName": "contactGroups/1a2b3c", "name": "Wheelers Sunday Riders", "formattedName": "Wheelers Sunday Riders",
     "groupType": "USER_CONTACT_GROUP"},
    {"resourceName": "contactGroups/4d5e6f", "name": "5-a-side", "formattedName": "5-a-side", "groupType": "USER_CONTACT_GROUP"},
    {"resourceName": "contactGroups/9f0e1d", "name": "Parent Helpers", "formattedName": "Parent Helpers",
     "groupType": "USER_CONTACT_GROUP"},
    {"resourceName": "contactGroups/7a8b9c", "name": "Old Neighbours", "formattedName": "Old Neighbours",
     "groupType": "USER_CONTACT_GROUP"}]}
FIONA = {"results": [{"person": {"resourceName": "people/c31", "etag": "%A1", "names": [{"displayName": "Fiona Marsh"}]}}]}
TWO_DAVES = {"results": [{"person": {"resourceName": "people/c7", "names": [{"displayName": "Dave Hill"}]}},
                         {"person": {"resourceName": "people/c8", "names": [{"displayName": "Dave Okoro"}]}}]}
MODIFY = "people.contactGroups.members.modify"


def _through(planner, request, groups, people):
    asked = planner.plan(request)
    assert asked.calls[0].method == MODIFY, asked.calls
    assert only_call(planner.lookup(asked)).method == "people.contactGroups.list"
    grouped = planner.resolve(asked, groups)
    if grouped.kind == "chat":
        return grouped
    assert grouped.kind == "clarify" and grouped.calls[0].missing == ["body"]
    search = only_call(planner.lookup(grouped))
    assert search.method == "people.people.searchContacts"
    return planner.resolve(grouped, people)


def test_a_contact_goes_into_and_out_of_a_group_found_by_its_name(planner):
    for request, group, field in (
            ("add Fiona Marsh to the Wheelers Sunday Riders group", "contactGroups/1a2b3c", "resourceNamesToAdd"),
            ("put Fiona Marsh in the wheelers sunday riders contacts group", "contactGroups/1a2b3c", "resourceNamesToAdd"),
            ("take Fiona Marsh out of the 5-a-side group", "contactGroups/4d5e6f", "resourceNamesToRemove"),
            ("remove Fiona Marsh from my Old Neighbours contact group", "contactGroups/7a8b9c", "resourceNamesToRemove")):
        done = _through(planner, request, GROUPS, FIONA)
        call = only_call(done)
        assert call.arguments == {"resourceName": group, "body": {field: ["people/c31"]}}, request
        assert call.reversible and "Fiona Marsh" in call.summary  # the dialog says who, and Undo is offered


def test_a_group_or_person_not_found_changes_nothing_and_says_what_to_do(planner):
    missing = _through(planner, "add Fiona Marsh to the Choir group", GROUPS, FIONA)
    assert missing.kind == "chat" and not missing.calls
    assert "no contact group called 'Choir'" in missing.reply and "create a contact group called Choir" in missing.reply
    nobody = _through(planner, "add Fiona Marsh to the Old Neighbours group", GROUPS, {})
    assert nobody.kind == "chat" and "no contact called 'Fiona Marsh'" in nobody.reply
    several = _through(planner, "add Dave to the 5-a-side group", GROUPS, TWO_DAVES)
    assert several.kind == "chat" and "Dave Hill" in several.reply and "Dave Okoro" in several.reply


def test_a_group_name_is_never_taken_as_its_id_and_removing_a_member_never_deletes_the_group(planner):
    asked = planner.plan("remove Bob Smith from my Family contact group")
    assert asked.calls[0].method == MODIFY  # it deleted the whole group
    dave = planner.plan("take Dave out of the 5-a-side group")
    assert dave.kind == "clarify" and "resourceName" not in dave.calls[0].arguments  # '5-a-side' is no contactGroups/… id
    gone = only_call(planner.resolve(planner.plan("delete the Old Neighbours contact group"), GROUPS))
    assert (gone.method, gone.arguments) == ("people.contactGroups.delete", {"resourceName": "contactGroups/7a8b9c"})


def test_several_people_are_looked_up_one_by_one_and_added_in_one_call(planner):
    asked = planner.plan("add Priya Nair and Owen Hughes to my Parent Helpers group in contacts")
    plan = planner.resolve(asked, GROUPS)
    found = [{"results": [{"person": {"resourceName": "people/c51", "names": [{"displayName": "Priya Nair"}]}}]},
             {"results": [{"person": {"resourceName": "people/c52", "names": [{"displayName": "Owen Hughes"}]}}]}]
    for who, result in zip(("Priya Nair", "Owen Hughes"), found, strict=True):
        search = only_call(planner.lookup(plan))
        assert search.arguments["query"] == who
        plan = planner.resolve(plan, result)
    call = only_call(plan)
    assert call.arguments == {"resourceName": "contactGroups/9f0e1d", "body": {"resourceNamesToAdd": ["people/c51", "people/c52"]}}
    too_many = planner.resolve(planner.plan("add Ann, Bob, Cat, Dan and Eve to the Parent Helpers group"), GROUPS)
    assert too_many.kind == "chat" and "at most 4" in too_many.reply
