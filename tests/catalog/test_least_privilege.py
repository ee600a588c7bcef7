"""Least privilege computed from data: minimal scopes, restricted-scope trap, reuse, no excess."""

from __future__ import annotations

from core.catalog import Catalog

RESTRICTED_TRAP = ["drive.appdata", "calendar.app.created", "drive.meet.readonly", "drive.photos.readonly"]


def _ids(scopes) -> list[str]:
    return [s.short_name for s in scopes]


def _broader(catalog: Catalog, a: str, b: str) -> bool:
    """Whether scope a authorizes strictly more methods than b does (b ⊂ a)."""
    ma, mb = set(catalog.methods_for_scope(a)), set(catalog.methods_for_scope(b))
    return mb < ma


def test_devset_scopes_are_never_broader_than_expected(catalog, devset, heldout):
    excess, insufficient, differ = [], [], []
    for case in devset + heldout:
        method = catalog.method(case["method"])
        computed = catalog.least_privilege([method.id])
        if case["scope"] is None:
            assert computed == [], case
            continue
        expected = catalog.scope(case["scope"])
        assert len(computed) == 1, (case, computed)
        got = computed[0]
        if got.id != expected.id:
            differ.append((case["method"], got.short_name, expected.short_name))
        if _broader(catalog, got.id, expected.id):
            excess.append(case["method"])
        if got.id not in method.scopes or (got.restriction and not got.covers_new_resources):
            insufficient.append(case["method"])
    assert excess == []  # 0 % scope excess
    assert insufficient == []  # never a scope that would fail the call
    assert differ == []  # and in fact the hand-reviewed scope, every time


def test_gmail_send_needs_only_gmail_send(catalog):
    assert _ids(catalog.least_privilege(["gmail.users.messages.send"])) == ["gmail.send"]
    assert "mail.google.com" in [s.short_name for s in map(catalog.scope, catalog.method(
        "gmail.users.messages.send").scopes)]


def test_resource_restricted_scopes_are_marked_from_their_descriptions(catalog):
    for short in RESTRICTED_TRAP:
        scope = catalog.scope(short)
        assert scope.restriction, short
    assert catalog.scope("drive.file").covers_new_resources
    assert catalog.scope("drive.metadata.readonly").restriction is None
    assert catalog.scope("gmail.send").restriction is None


def test_restricted_scopes_are_not_chosen_unless_targeted(catalog):
    # Method sets alone would pick these restricted scopes (they authorize the fewest methods).
    files_list = catalog.method("drive.files.list")
    appdata = catalog.scope("drive.appdata")
    assert appdata.id in files_list.scopes
    assert appdata.method_count < catalog.scope("drive.metadata.readonly").method_count
    assert _ids(catalog.least_privilege(["drive.files.list"])) == ["drive.metadata.readonly"]
    assert _ids(catalog.least_privilege(["drive.files.create"])) == ["drive.file"]
    assert _ids(catalog.least_privilege(["calendar.events.insert"])) == ["calendar.events"]
    # When the request targets the special resource, the restricted scope is the least one.
    assert _ids(catalog.least_privilege(["drive.files.create"], targets=["app-data"])) == ["drive.appdata"]
    assert _ids(catalog.least_privilege(["drive.files.list"], targets=["google-photos"])) == [
        "drive.photos.readonly"
    ]
    created = catalog.least_privilege(["calendar.events.insert"], targets=["app-created-calendars"])
    assert _ids(created) == ["calendar.app.created"]


def test_drive_file_covers_only_new_top_level_files(catalog):
    # drive.file suffices to create a new file, not to comment on or share a file the app never saw.
    assert _ids(catalog.least_privilege(["drive.permissions.create"])) == ["drive"]
    assert "drive.file" not in _ids(catalog.least_privilege(["drive.comments.create"]))


def test_read_only_scope_is_never_chosen_for_a_write(catalog):
    method = catalog.method("slides.presentations.batchUpdate")
    assert catalog.scope("spreadsheets.readonly").id in method.scopes
    assert _ids(catalog.least_privilege([method.id])) == ["presentations"]


def test_reuse_prefers_a_granted_scope_that_suffices(catalog):
    modify = catalog.scope("gmail.modify").id
    assert _ids(catalog.least_privilege(["gmail.users.messages.list"])) == ["gmail.readonly"]
    assert _ids(catalog.least_privilege(["gmail.users.messages.list"], granted=[modify])) == ["gmail.modify"]
    # Short names are accepted for granted scopes too.
    assert _ids(catalog.least_privilege(["gmail.users.messages.send"], granted=["gmail.compose"])) == [
        "gmail.compose"
    ]
    # A granted scope that does not authorize the method is not reused.
    assert _ids(catalog.least_privilege(["tasks.tasks.list"], granted=[modify])) == ["tasks.readonly"]
    # A granted scope the catalog does not know authorizes nothing and is ignored.
    assert _ids(catalog.least_privilege(["tasks.tasks.list"], granted=["made.up.scope"])) == ["tasks.readonly"]
    # A granted restricted scope is not reused for a general request (it would fail).
    assert _ids(catalog.least_privilege(["drive.files.list"], granted=["drive.appdata"])) == [
        "drive.metadata.readonly"
    ]


def test_several_methods_share_scopes_without_redundancy(catalog):
    scopes = _ids(catalog.least_privilege(["gmail.users.messages.send", "gmail.users.messages.list"]))
    assert sorted(scopes) == ["gmail.readonly", "gmail.send"]
    # modify also authorizes list, so readonly would be redundant.
    assert _ids(catalog.least_privilege(["gmail.users.messages.list", "gmail.users.messages.modify"])) == [
        "gmail.modify"
    ]
    mixed = _ids(catalog.least_privilege(["files.write", "calendar.events.list"]))
    assert sorted(mixed) == ["calendar.events.readonly", "local:files.write"]


def test_scope_order_is_method_set_inclusion(catalog):
    # Spot-check the stored order against the method sets themselves.
    pairs = catalog._rows("SELECT narrower, broader FROM scope_order ORDER BY random() LIMIT 60")
    assert pairs
    for narrower, broader in pairs:
        assert set(catalog.methods_for_scope(narrower)) <= set(catalog.methods_for_scope(broader))
    # Across services: drive.file also authorizes Sheets and Docs methods.
    services = catalog.scope("drive.file").services
    assert {"drive", "sheets", "docs"} <= set(services)
