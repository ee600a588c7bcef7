"""The hand-reviewed request sets are well-formed and cover what the issue asks."""

from __future__ import annotations


def test_devset_size_and_coverage(catalog, devset):
    assert len(devset) >= 150
    services = {catalog.method(case["method"]).service for case in devset}
    assert len(services) >= 15
    assert {"files", "sqlite", "notes"} <= services


def test_every_expected_method_and_scope_exists(catalog, devset, heldout):
    for case in devset + heldout:
        method = catalog.method(case["method"])
        if case["scope"] is None:
            assert method.scopes == [], case
        else:
            assert catalog.scope(case["scope"]).id in method.scopes, case
    assert not {c["request"] for c in devset} & {c["request"] for c in heldout}
