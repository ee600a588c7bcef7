"""Inverses: curated pairs resolve, derivation rules, irreversible marking."""

from __future__ import annotations

import json

from core.catalog import default_sources
from core.runtime.rest_executor import COMPUTED


def _refs_ok(catalog, method_id: str, undo) -> None:
    source = catalog.method(method_id)
    target = catalog.method(undo.method)
    target_params = set(target.parameters["properties"])
    source_params = set(source.parameters["properties"])
    for name, ref in undo.args.items():
        assert name.split(".", 1)[0] in target_params, (method_id, name)
        origin, _, field = ref.partition(".")
        computed = ref.startswith("computed:") and ref[9:] in COMPUTED  # worked out by code (Docs' edits)
        assert origin in {"request", "response", "before"} or ref.startswith("=") or computed, (method_id, ref)
        if origin == "request":
            assert field.split(".", 1)[0] in source_params, (method_id, ref)
    required = set(target.parameters["required"])
    assert required <= {n.split(".", 1)[0] for n in undo.args}, (method_id, required)


def test_every_curated_pair_resolves_to_catalog_methods(catalog):
    pairs = json.loads((default_sources().inverses / "google.json").read_text())["pairs"]
    assert len(pairs) >= 30
    for pair in pairs:
        method = catalog.method(pair["method"])
        assert method.effects.reversible and method.effects.inverse == pair["inverse"]
        assert method.effects.undo.source == "curated"
        _refs_ok(catalog, pair["method"], method.effects.undo)
        if method.effects.undo.before_image:
            assert catalog.method(method.effects.undo.before_image).effects.read_only


def test_issue_examples(catalog):
    assert catalog.inverse("calendar.events.insert").method == "calendar.events.delete"
    assert catalog.inverse("gmail.users.messages.trash").method == "gmail.users.messages.untrash"
    assert catalog.inverse("gmail.users.messages.untrash").method == "gmail.users.messages.trash"
    assert catalog.inverse("drive.files.create").method == "drive.files.delete"
    assert catalog.inverse("tasks.tasks.insert").method == "tasks.tasks.delete"


def test_derivation_rules_cover_uncurated_methods(catalog):
    acl = catalog.inverse("calendar.acl.insert")  # insert -> delete, id from the response
    assert acl.source == "derived" and acl.method == "calendar.acl.delete"
    assert acl.args == {"calendarId": "request.calendarId", "ruleId": "response.id"}
    patch = catalog.inverse("tasks.tasks.patch")  # patch -> patch with the before-image
    assert patch.method == "tasks.tasks.patch" and patch.before_image == "tasks.tasks.get"
    assert patch.args["body"] == "before.body"
    hide = catalog.inverse("drive.drives.hide")  # toggles
    assert hide.method == "drive.drives.unhide" and hide.args == {"driveId": "request.driveId"}
    derived = [m for m in catalog.method_ids if m.startswith(("calendar.", "tasks.", "blogger."))]
    for method_id in derived:
        undo = catalog.method(method_id).effects.undo
        if undo is not None and undo.source == "derived":
            _refs_ok(catalog, method_id, undo)


def test_methods_without_inverse_are_marked_irreversible(catalog):
    send = catalog.method("gmail.users.messages.send").effects
    assert not send.reversible and send.inverse is None and "cannot be recalled" in send.irreversible_reason
    delete = catalog.method("drive.files.delete").effects
    assert delete.destructive and not delete.reversible and delete.irreversible_reason
    assert catalog.inverse("gmail.users.messages.send") is None
    listing = catalog.method("drive.files.list").effects
    assert listing.read_only and listing.reversible and listing.irreversible_reason is None
    stats = catalog.stats()
    assert stats.irreversible_methods > 0 and stats.methods_with_inverse > 0
    for method_id in catalog.service_methods("gmail"):
        effects = catalog.method(method_id).effects
        assert effects.read_only or effects.undo is not None or effects.irreversible_reason, method_id


def test_local_connector_inverses(catalog):
    assert catalog.inverse("notes.create").method == "notes.delete"
    assert catalog.inverse("files.write").strategy == "snapshot"
    assert catalog.inverse("sqlite.update").strategy == "transaction"
    move = catalog.inverse("files.move")
    assert move.args == {"source": "request.destination", "destination": "request.source"}
