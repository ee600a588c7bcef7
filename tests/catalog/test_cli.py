"""`steward catalog stats | search | show` against the real index."""

from __future__ import annotations

import argparse

from app import cli_catalog


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="steward")
    cli_catalog.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return args.func(args)


def test_stats_prints_the_counts(catalog_path, catalog, capsys):
    assert _run(["catalog", "--index", str(catalog_path), "stats"]) == 0
    out = capsys.readouterr().out
    stats = catalog.stats()
    assert f"APIs imported (one version):   {stats.apis}" in out
    assert f"Methods imported:              {stats.methods}" in out
    assert f"Local connectors:              {stats.local_connectors}" in out
    assert str(stats.scopes) in out


def test_search_prints_ranked_ids(catalog_path, capsys):
    assert _run(["catalog", "--index", str(catalog_path), "search", "add buy milk to my to-do list", "-k", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and lines[0].startswith(" 1. ")
    assert any("tasks.tasks.insert" in line for line in lines)


def test_show_prints_schema_scopes_least_privilege_and_inverse(catalog_path, capsys):
    assert _run(["catalog", "--index", str(catalog_path), "show", "calendar.events.insert"]) == 0
    out = capsys.readouterr().out
    assert "POST https://www.googleapis.com/calendar/v3/calendars/{calendarId}/events" in out
    assert "calendarId (path, string, required)" in out
    assert "sendUpdates (query, string, optional); one of ['all', 'externalOnly', 'none']" in out
    assert "[only: app-created-calendars]" in out
    assert "least privilege: https://www.googleapis.com/auth/calendar.events — View and edit events" in out
    assert '"method": "calendar.events.delete"' in out


def test_show_marks_irreversible_and_reuses_granted(catalog_path, capsys):
    argv = ["catalog", "--index", str(catalog_path), "show", "gmail.users.messages.send", "--granted", "gmail.modify"]
    assert _run(argv) == 0
    out = capsys.readouterr().out
    assert "irreversible: a sent message cannot be recalled" in out
    assert "least privilege: https://www.googleapis.com/auth/gmail.modify" in out
