"""Google-People-shaped contacts for the Playground: create, get, search, update (etag-checked), delete.

As at Google: searchContacts needs a query and a readMask and matches the start of a name's, address's
or number's words; updateContact needs updatePersonFields and the person's current etag (a stale one
is refused, so a change never overwrites one made meanwhile) and replaces each listed field whole.
"""

from __future__ import annotations

import secrets

from flask import request

from core.playground.resources import ApiError, Handler, ResourceStore, _new_id

PEOPLE = "people.contacts"
FIELDS = ("names", "emailAddresses", "phoneNumbers", "addresses", "birthdays", "organizations", "biographies")


def _etag() -> str:
    return "%" + secrets.token_urlsafe(9)


def _mask(name: str, required: bool = True) -> list[str]:
    mask = [f.strip() for f in request.args.get(name, "").split(",") if f.strip()]
    if required and not mask:
        raise ApiError(400, f"{name} mask is required. Please specify one or multiple valid paths.", "invalidArgument")
    unknown = [f for f in mask if f not in FIELDS]
    if unknown:
        raise ApiError(400, f"Invalid {name} mask path: \"{unknown[0]}\".", "invalidArgument")
    return mask


def _shown(person: dict, mask: list[str]) -> dict:
    return {"resourceName": person["resourceName"], "etag": person["etag"],
            **{f: person[f] for f in (mask or FIELDS) if person.get(f)}}


def _person(store: ResourceStore, user: str, params: dict) -> dict:
    person = store.collection(user, PEOPLE).get(params.get("peopleId", ""))
    if person is None:
        raise ApiError(404, "Requested entity was not found.", "notFound")
    return person


def _display(body: dict) -> dict:
    names = [dict(n) for n in body.get("names") or [] if isinstance(n, dict)]
    for name in names:
        name.setdefault("displayName", " ".join(p for p in (name.get("givenName"), name.get("familyName")) if p))
    return {**body, "names": names} if names else body


def people_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    body = request.get_json(silent=True) or {}
    person_id = "c" + _new_id()
    person = {**{f: body[f] for f in FIELDS if f in body}, "resourceName": f"people/{person_id}", "etag": _etag()}
    store.collection(user, PEOPLE)[person_id] = _display(person)
    return 200, _shown(store.collection(user, PEOPLE)[person_id], _mask("personFields", required=False))


def people_get(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    return 200, _shown(_person(store, user, params), _mask("personFields"))


def _words(person: dict) -> list[str]:
    texts = [n.get("displayName", "") for n in person.get("names", [])]
    texts += [e.get("value", "") for f in ("emailAddresses", "phoneNumbers") for e in person.get(f, [])]
    return [w.lower() for text in texts for w in text.replace("@", " ").replace(".", " ").split()]


def people_search(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    query = " ".join(request.args.get("query", "").lower().split())
    mask = _mask("readMask")
    if not query:
        raise ApiError(400, "query is required.", "invalidArgument")
    size = min(int(request.args.get("pageSize") or 10), 30)
    found = [p for p in store.collection(user, PEOPLE).values()
             if all(any(w.startswith(q) for w in _words(p)) for q in query.split())]
    return 200, {"results": [{"person": _shown(p, mask)} for p in found[:size]]} if found else {}


def people_update(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    body = request.get_json(silent=True) or {}
    mask = _mask("updatePersonFields")
    with store.lock:
        person = _person(store, user, params)
        if body.get("etag") != person["etag"]:
            raise ApiError(400, "Request person.etag is different than the current person.etag. Clear local cache and "
                           "get the latest person.", "failedPrecondition")
        person.update(_display({f: body.get(f, []) for f in mask}))
        person["etag"] = _etag()
    return 200, _shown(person, _mask("personFields", required=False))


def people_delete(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    with store.lock:
        _person(store, user, params)
        del store.collection(user, PEOPLE)[params["peopleId"]]
    return 200, {}


PEOPLE_ROUTES: list[tuple[str, str, Handler]] = [
    ("people.v1", "people.people.createContact", people_create),
    ("people.v1", "people.people.get", people_get),
    ("people.v1", "people.people.searchContacts", people_search),
    ("people.v1", "people.people.updateContact", people_update),
    ("people.v1", "people.people.deleteContact", people_delete),
]
