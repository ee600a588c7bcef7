"""A contact into or out of a contact group: "add Fiona Marsh to the Wheelers Sunday Riders group".

The People API's members.modify takes the group's resourceName in its path and the person's in its body,
and the request states neither: two look-ups, the group first (contactGroups.list, matched by the name
said), then the person (searchContacts by the name said). The body is never guessed: a group or person
that is not found is said plainly and nothing is changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from core.planner import contacts
from core.planner.plan import Plan

MODIFY = "people.contactGroups.members.modify"
GROUPS = "people.contactGroups.list"
_PERSON = r"(?P<person>[\w.'-]+(?:(?:\s+|\s*,\s*)[\w.'-]+){0,11}?)"
_GROUP = r"(?:the\s+|my\s+|our\s+)?(?P<group>['\"‘“]?[\w&'’-]+(?:\s+[\w&'’-]+){0,5}?['\"’”]?)\s+(?:contacts?\s+)?group\b"
_ADD = re.compile(rf"\b(?:add|put|include|stick|pop)\s+{_PERSON}\s+(?:to|in|into|onto)\s+{_GROUP}", re.I)
_REMOVE = re.compile(rf"\b(?:remove|take|drop|delete)\s+{_PERSON}\s+(?:from|out\s+of|off)\s+{_GROUP}", re.I)
MAX_PEOPLE = 4  # each is one look-up (the Session allows five: the group and four people)
_NOT_A_PERSON = {"me", "myself", "a", "an", "new", "group", "contact", "the"}


@dataclass(frozen=True)
class Membership:
    """Who goes into (or out of) which group, by the names the request uses."""

    adding: bool
    people: tuple[str, ...]
    group: str

    @property
    def field(self) -> str:
        return "resourceNamesToAdd" if self.adding else "resourceNamesToRemove"


def membership(request: str) -> Membership | None:
    """The membership change a request states ("add Priya Nair and Owen Hughes to …": both), or None."""
    for adding, pattern in ((True, _ADD), (False, _REMOVE)):
        m = pattern.search(request)
        if m and m.group("person").split()[0].lower() not in _NOT_A_PERSON:
            people = tuple(p.strip() for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+&\s+", m.group("person")) if p.strip())
            return Membership(adding, people, m.group("group").strip("'\"‘’“” "))
    return None


def _found(call: Any, change: Membership) -> list[str]:
    body = call.arguments.get("body") if isinstance(call.arguments.get("body"), dict) else {}
    return list(body.get(change.field) or [])


def pending(call: Any, request: str) -> Membership | None:
    """The membership a members.modify call is still looking up (its group, or one of its people), else None."""
    if call.method != MODIFY or (change := membership(request)) is None:
        return None
    return change if not call.arguments.get("resourceName") or len(_found(call, change)) < len(change.people) else None


def next_lookup(call: Any, change: Membership) -> tuple[str, dict[str, Any]]:
    """The list call that finds what ``call`` lacks: the user's groups, then each person in turn."""
    if not call.arguments.get("resourceName"):
        return GROUPS, {"groupFields": "name,groupType,memberCount", "pageSize": 1000}
    return contacts.SEARCH, {"query": change.people[len(_found(call, change))], "readMask": "names,emailAddresses"}


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower())) - {"the", "group", "contacts", "contact"}


def _groups_named(listed: dict, name: str) -> list[dict]:
    groups = [g for g in listed.get("contactGroups") or [] if isinstance(g, dict) and g.get("resourceName")]
    said = _words(name)
    exact = [g for g in groups if _words(g.get("formattedName") or g.get("name", "")) == said]
    return exact or [g for g in groups if said and said <= _words(g.get("formattedName") or g.get("name", ""))]


@dataclass(frozen=True)
class Found:
    """The person found: the body members.modify takes, and how the dialog names the change."""

    body: dict[str, list[str]]
    label: str


def resolved(plan: Plan, listed: Any, change: Membership) -> Plan | Found:
    """What a look-up found: the plan with its group (the person is looked up next), the person's body,
    or a plain answer when either is not found or several fit (nothing is changed)."""
    call = plan.calls[0]

    def say(reply: str) -> Plan:
        return Plan(request=plan.request, kind="chat", reply=reply + " Nothing was changed.")

    if isinstance(listed, dict) and "contactGroups" in listed:
        groups = _groups_named(listed, change.group)
        if not groups:
            mine = [g.get("formattedName", "") for g in listed["contactGroups"]
                    if isinstance(g, dict) and g.get("groupType") == "USER_CONTACT_GROUP"]
            return say(f"You have no contact group called '{change.group}'"
                       + (f" (yours: {', '.join(mine)})." if mine else ".")
                       + f" Make it first (\"create a contact group called {change.group}\") and ask again.")
        if len(groups) > 1:
            return say(f"Several contact groups fit '{change.group}': "
                       + ", ".join(g.get("formattedName", "") for g in groups) + ". Say its whole name.")
        if len(change.people) > MAX_PEOPLE:
            return say(f"That is {len(change.people)} people; I add or take out at most {MAX_PEOPLE} at once.")
        group = groups[0]
        partial = call.model_copy(update={"arguments": {**call.arguments, "resourceName": group["resourceName"]}, "missing": ["body"]})
        return plan.model_copy(update={"calls": [partial, *plan.calls[1:]],
                                       "reply": f"Who should I {'add to' if change.adding else 'take out of'} "
                                                f"'{group.get('formattedName', change.group)}'?"})
    people = contacts.people_found(listed) or []
    found = _found(call, change)
    person_said = change.people[len(found)]
    if not people:
        return say(f"I found no contact called '{person_said}' in your contacts.")
    named = [p for p in people if p["name"].lower() == person_said.lower()]
    if len(people) > 1 and len(named) != 1:
        return say(f"Several contacts fit '{person_said}': " + ", ".join(p["name"] for p in people[:9])
                   + ". Say the whole name.")
    body = {change.field: [*found, (named[0] if named else people[0])["id"]]}
    if len(body[change.field]) < len(change.people):  # the next person is looked up next
        partial = call.model_copy(update={"arguments": {**call.arguments, "body": body}, "missing": ["body"]})
        return plan.model_copy(update={"calls": [partial, *plan.calls[1:]]})
    who = " and ".join(change.people)
    return Found(body=body, label=f"{'add' if change.adding else 'take'} {who} {'to' if change.adding else 'out of'} "
                                  f"'{change.group}'")
