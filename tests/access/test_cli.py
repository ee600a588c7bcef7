"""`steward accounts ...` over a real app data dir; `connect` runs in a subprocess with $BROWSER set to a
consenting stand-in browser, so the whole OAuth flow (Playground, PKCE, loopback) runs as for a user."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli_accounts import register
from core.access import GrantStore, PermissionDecision
from core.database import open_app_database
from tests.access.conftest import upload_request

ROOT = Path(__file__).resolve().parents[2]
BROWSER = Path(__file__).with_name("consenting_browser.py")
DRIVE_FILE = "https://www.googleapis.com/auth/drive.file"
RUN = ("import argparse, sys; from app.cli_accounts import register; p = argparse.ArgumentParser(prog='steward'); "
       "register(p.add_subparsers()); a = p.parse_args(sys.argv[1:]); sys.exit(a.func(a))")


def steward(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="steward")
    register(parser.add_subparsers())
    args = parser.parse_args(list(argv))
    return args.func(args)


def steward_subprocess(data_dir: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {"PATH": "/usr/bin:/bin", "STEWARD_DATA_DIR": str(data_dir), "STEWARD_VAULT_PASSPHRASE": "cli-test",
           "BROWSER": f"{sys.executable} {BROWSER} %s", "HOME": str(data_dir)}
    return subprocess.run([sys.executable, "-c", RUN, *argv], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


@pytest.fixture(autouse=True)
def passphrase(monkeypatch):
    monkeypatch.setenv("STEWARD_VAULT_PASSPHRASE", "cli-test")


def test_connect_list_grants_revoke_disconnect(data_dir: Path, capsys) -> None:
    connected = steward_subprocess(data_dir, "accounts", "connect", "playground", "--scope", DRIVE_FILE,
                                   "--timeout", "60")
    assert connected.returncode == 0, connected.stderr
    assert "Connected playground:you@playground.invalid" in connected.stdout

    assert steward("accounts", "list") == 0
    assert DRIVE_FILE in capsys.readouterr().out
    db = open_app_database(data_dir / "steward.db")
    [row] = list(db["accounts"].rows)
    assert json.loads(row["scopes"]) == [DRIVE_FILE]  # API scopes; the sign-in scope "email" is not listed

    grants = GrantStore(db)
    [grant] = grants.record(upload_request(account=row["id"]), PermissionDecision.ALWAYS)
    assert steward("accounts", "grants") == 0
    assert f"#{grant.id}" in capsys.readouterr().out
    assert steward("accounts", "revoke", str(grant.id)) == 0
    assert grants.list() == []
    assert steward("accounts", "revoke", str(grant.id)) == 1
    assert "does not exist" in capsys.readouterr().err

    assert steward("accounts", "vault") == 0
    out = capsys.readouterr().out
    assert "2 secret(s) stored" in out
    state = json.loads((data_dir / "playground.json").read_text())
    token_values = [t["access_token"] for t in state["tokens"]] + [t["refresh_token"] for t in state["tokens"]]
    assert not any(value in out for value in token_values)

    # Disconnect restarts the Playground from its state file and revokes the grant there.
    gone = steward_subprocess(data_dir, "accounts", "disconnect", row["id"])
    assert gone.returncode == 0, gone.stderr
    assert "the provider revoked its tokens" in gone.stdout
    state = json.loads((data_dir / "playground.json").read_text())
    assert all(t["revoked"] for t in state["tokens"])
    assert steward("accounts", "list") == 0
    assert "No connected accounts" in capsys.readouterr().out


def test_unknown_provider_is_a_clear_error(data_dir: Path, capsys) -> None:
    assert steward("accounts", "connect", "nowhere", "--scope", DRIVE_FILE) == 1
    assert "No OAuth provider 'nowhere' is configured" in capsys.readouterr().err
