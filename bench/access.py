"""Latency of the access layer: OAuth sign-in (PKCE over loopback), refresh, vault reads/writes, grant checks,
and one authorized Playground API call. Prints median and p90 in milliseconds.

Run: .venv/bin/python bench/access.py [--repeats 20]
(Under `dbus-run-session` with gnome-keyring unlocked it also measures the real SecretService keyring.)
"""

from __future__ import annotations

import argparse
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
import keyring  # noqa: E402
from keyring.backends import fail  # noqa: E402

from core.access import (  # noqa: E402
    AccountDirectory,
    GrantStore,
    OAuthProvider,
    PermissionDecision,
    PermissionRequest,
    ScopeInfo,
    SecretFormat,
    Vault,
    probe_keyring,
)
from core.database import open_app_database  # noqa: E402
from core.playground import PlaygroundServer  # noqa: E402

DRIVE_FILE = "https://www.googleapis.com/auth/drive.file"


def timed(label: str, repeats: int, action) -> None:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    p90 = samples[min(len(samples) - 1, int(len(samples) * 0.9))]
    print(f"{label:<48} median {statistics.median(samples):8.2f} ms   p90 {p90:8.2f} ms   (n={repeats})")


def vault_figures(db, folder: Path, repeats: int) -> None:
    secret = "ya29." + secrets.token_urlsafe(1500)  # ~2 KB: two keyring pieces
    backends = [("encrypted file (fallback)", fail.Keyring())]
    if probe_keyring(keyring.get_keyring()) is None:
        backends.append((f"OS keyring ({type(keyring.get_keyring()).__name__})", keyring.get_keyring()))
    for label, backend in backends:
        started = time.perf_counter()
        vault = Vault(db, fallback_path=folder / "vault.enc", backend=backend, passphrase="bench", service="Steward-bench")
        print(f"{'vault open: ' + label:<48} {(time.perf_counter() - started) * 1000:8.2f} ms (incl. keyring probe / scrypt)")
        timed(f"vault put 2 KB token: {label}", repeats, lambda v=vault: v.put("bench/token", secret, SecretFormat.TOKEN))
        timed(f"vault get 2 KB token (audited): {label}", repeats, lambda v=vault: v.get("bench/token", action="bench"))
        vault.delete("bench/token")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=20)
    repeats = parser.parse_args().repeats
    with tempfile.TemporaryDirectory() as tmp, PlaygroundServer() as playground:
        folder = Path(tmp)
        db = open_app_database(folder / "steward.db")
        grants = GrantStore(db)
        vault = Vault(db, fallback_path=folder / "vault.enc", backend=fail.Keyring(), passphrase="bench")
        accounts = AccountDirectory(db, vault, {"playground": OAuthProvider.playground(playground.base_url)},
                                    grants=grants, open_browser=playground.browser(), timeout=30)
        account = accounts.connect("playground", [DRIVE_FILE])
        timed("connect (consent, PKCE, loopback, token, userinfo)", max(3, repeats // 4),
              lambda: accounts.connect("playground", [DRIVE_FILE]))
        timed("access token, cached (vault read)", repeats, lambda: accounts.access_token(account.id, action="bench"))
        timed("access token, forced refresh", max(3, repeats // 2),
              lambda: accounts.access_token(account.id, action="bench", force_refresh=True))
        with httpx.Client() as http:
            timed("drive.files.list on the Playground (token + call)", repeats,
                  lambda: http.get(playground.root_url + "drive/v3/files",
                                   headers=accounts.authorization_header(account.id, action="bench")))
        request = PermissionRequest(service="Drive", account=account.id, method_id="drive.files.create",
                                    action_summary="bench", scopes=[ScopeInfo(url=DRIVE_FILE, description="d")],
                                    reversible=True, conversation_id="c")
        timed("grant check, not granted", repeats * 10, lambda: grants.check_request(request))
        grants.record(request, PermissionDecision.ALWAYS)
        timed("grant check, always-allowed", repeats * 10, lambda: grants.check_request(request))
        vault_figures(db, folder, repeats)
        db.conn.close()


if __name__ == "__main__":
    main()
