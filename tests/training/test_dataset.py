"""The dataset builder on the real catalog: recipes, determinism, the split by method, curriculum."""

from __future__ import annotations

import json

import pytest

from models.training.dataset import DatasetBuilder, DatasetRecipe, split_by_method, write_dataset

SERVICES = ["gmail", "calendar", "tasks", "drive", "people", "files", "notes", "sqlite"]


@pytest.fixture(scope="module")
def built(catalog, tmp_path_factory):
    recipe = DatasetRecipe(seed=3, train_size=140, heldout_size=40, services=SERVICES)
    builder = DatasetBuilder(catalog, recipe)
    train, held = builder.train_and_heldout()
    return builder, train, held


def test_split_is_by_method_and_nothing_leaks(built):
    builder, train, held = built
    assert set(builder.train_ids).isdisjoint(builder.heldout_ids)
    assert 0.08 < len(builder.heldout_ids) / len(builder.methods) < 0.25
    held_ids = set(builder.heldout_ids)
    for e in train:
        assert not set(e.methods) & held_ids
        if e.kind != "renamed":
            assert not {f.name for f in e.functions} & held_ids
    assert all(set(e.methods) <= held_ids for e in held)


def test_split_is_stable_for_a_seed():
    ids = [f"svc.m{i}" for i in range(200)]
    assert split_by_method(ids, 0.15, 1) == split_by_method(ids, 0.15, 1)
    assert split_by_method(ids, 0.15, 1) != split_by_method(ids, 0.15, 2)


def test_every_recipe_appears_with_its_shape(built):
    _, train, _ = built
    kinds = {e.kind for e in train}
    assert {"single", "multiple", "hard_negative", "renamed", "parallel", "relevance"} <= kinds
    for e in train:
        names = [f.name for f in e.functions]
        if e.kind in ("relevance", "distractor"):
            assert e.calls == [] and e.answer() == "none" and e.methods[0] not in names
            continue
        assert all(c["name"] in names for c in e.calls)  # the oracle doc is always shown
        if e.kind == "single":
            assert len(e.functions) == 1
        if e.kind == "parallel":
            assert len(e.calls) == 2 and e.calls[0]["name"] == e.calls[1]["name"]
        if e.kind == "renamed":
            assert e.calls[0]["name"] != e.methods[0]
        for call in e.calls:  # every argument value is said in the request
            for value in call["arguments"].values():
                assert (str(value).lower() if isinstance(value, bool) else str(value)) in e.query


def test_hard_negatives_are_embedding_ranks_5_to_10(built):
    builder, train, _ = built
    examples = [e for e in train if e.kind == "hard_negative"]
    assert examples
    for e in examples[:10]:
        window = builder._neighbours.ranked(e.methods[0])[4:10]
        others = [f.name for f in e.functions if f.name != e.methods[0]]
        assert others and set(others) <= set(window)


def test_curriculum_orders_easy_to_hard(built):
    _, train, _ = built
    levels = [e.difficulty for e in train]
    assert levels == sorted(levels)
    assert train[0].kind == "single" and train[-1].kind in ("parallel", "distractor")


def test_same_seed_same_files_and_manifest(catalog, tmp_path):
    recipe = DatasetRecipe(seed=5, train_size=40, heldout_size=10, services=SERVICES, negatives="bm25")
    a = write_dataset(catalog, tmp_path / "a", recipe)
    b = write_dataset(catalog, tmp_path / "b", recipe)
    assert (tmp_path / "a" / "train.jsonl").read_text() == (tmp_path / "b" / "train.jsonl").read_text()
    assert a == b and a["train_kinds"] and json.loads((tmp_path / "a" / "manifest.json").read_text())["methods"]
    other = write_dataset(catalog, tmp_path / "c", DatasetRecipe(seed=6, train_size=40, heldout_size=10,
                                                                 services=SERVICES, negatives="bm25"))
    assert (tmp_path / "c" / "train.jsonl").read_text() != (tmp_path / "a" / "train.jsonl").read_text()
    assert other["heldout_methods"] != a["heldout_methods"]
