"""The vault: real SecretService keyring (CI: gnome-keyring under dbus-run-session) and the encrypted fallback."""

from __future__ import annotations

import base64
import os
import secrets
from pathlib import Path

import pytest
from keyring.backends import fail

from core.access import (
    CHUNK_CHARS,
    SecretFormat,
    SecretMissing,
    StorageKind,
    Vault,
    VaultLocked,
    probe_keyring,
)
from tests.support import need


def _secret_service():
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return None, "no D-Bus session bus (CI runs gnome-keyring under dbus-run-session)"
    try:
        from keyring.backends import SecretService

        backend = SecretService.Keyring()
        backend.priority  # noqa: B018 - raises when the service is unreachable
    except Exception as exc:
        return None, f"SecretService unavailable: {exc}"
    problem = probe_keyring(backend)
    return (backend, None) if problem is None else (None, problem)


def _assert_not_in_file(path: Path, secret: str) -> None:
    data = path.read_bytes()
    assert secret.encode() not in data
    assert base64.urlsafe_b64encode(secret.encode())[:40] not in data


@pytest.mark.keyring
def test_real_secret_service_keyring(app_db, data_dir: Path) -> None:
    backend, reason = _secret_service()
    need(backend is not None, reason or "")
    vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=backend, service="Steward-test")
    assert vault.storage is StorageKind.KEYRING and vault.notice is None
    long_secret = "ya29." + secrets.token_urlsafe(3000)  # > 2 pieces
    name = f"test/{secrets.token_hex(4)}/access_token"
    vault.put(name, long_secret, SecretFormat.TOKEN)
    try:
        entry = app_db["vault_entries"].get(name)
        assert entry["chunks"] > 1
        for index in range(entry["chunks"]):  # one keyring entry per piece, each under Windows' 2,560 bytes
            piece = backend.get_password("Steward-test", f"{name}#{entry['generation']}.{index}")
            assert piece and len(piece.encode("utf-16-le")) <= 2560
        assert vault.get(name, action="test.read") == long_secret
        assert not (data_dir / "vault.enc").exists()
        _assert_not_in_file(data_dir / "steward.db", long_secret)
    finally:
        vault.delete(name)
    assert backend.get_password("Steward-test", f"{name}#{entry['generation']}.0") is None


def test_fallback_is_visible_and_locked_without_passphrase(app_db, data_dir: Path, monkeypatch) -> None:
    monkeypatch.delenv("STEWARD_VAULT_PASSPHRASE", raising=False)
    vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring())
    assert vault.storage is StorageKind.ENCRYPTED_FILE
    assert "No OS keyring works here" in vault.notice and str(data_dir / "vault.enc") in vault.notice
    assert vault.locked
    with pytest.raises(VaultLocked, match="passphrase"):
        vault.put("api/openweather", "k-123", SecretFormat.API_KEY)
    assert not (data_dir / "vault.enc").exists()  # nothing was written in plain text, or at all


def test_fallback_encrypted_file_roundtrip(app_db, data_dir: Path) -> None:
    path = data_dir / "vault.enc"
    vault = Vault(app_db, fallback_path=path, backend=fail.Keyring(), passphrase="correct horse battery")
    secret = "sk-" + secrets.token_urlsafe(4000)
    vault.put("api/service-x", secret, SecretFormat.API_KEY, details={"header": "X-Api-Key"})
    assert app_db["vault_entries"].get("api/service-x")["chunks"] == -(-len(base64.urlsafe_b64encode(secret.encode())) // CHUNK_CHARS)
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    _assert_not_in_file(path, secret)
    _assert_not_in_file(data_dir / "steward.db", secret)

    reopened = Vault(app_db, fallback_path=path, backend=fail.Keyring(), passphrase="correct horse battery")
    assert reopened.get("api/service-x", action="weather.lookup") == secret
    assert reopened.details("api/service-x") == {"header": "X-Api-Key"}
    with pytest.raises(VaultLocked, match="does not open the vault file"):
        Vault(app_db, fallback_path=path, backend=fail.Keyring(), passphrase="wrong")

    # Shrinking a secret removes its now unused pieces.
    reopened.put("api/service-x", "short", SecretFormat.API_KEY)
    assert reopened.get("api/service-x", action="weather.lookup") == "short"
    reopened.delete("api/service-x")
    with pytest.raises(SecretMissing, match="connect the account again"):
        reopened.get("api/service-x", action="weather.lookup")


def test_audit_log_names_action_not_secret(app_db, data_dir: Path) -> None:
    vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring(), passphrase="pw-audit")
    vault.put("oauth/acct/access_token", "tok-SECRET-42", SecretFormat.TOKEN)
    vault.get("oauth/acct/access_token", action="gmail.users.messages.send (timeline #7)")
    vault.get("oauth/acct/access_token", action="drive.files.create (timeline #8)")
    reads = vault.reads("oauth/acct/access_token")
    assert [r["action"] for r in reads] == ["gmail.users.messages.send (timeline #7)", "drive.files.create (timeline #8)"]
    assert all("tok-SECRET-42" not in str(r) for r in reads)


def test_unicode_and_file_secrets(app_db, data_dir: Path) -> None:
    vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring(), passphrase="pw")
    service_account = '{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIE…\\n", "ü": "✓"}'
    vault.put("file/sa.json", service_account, SecretFormat.FILE)
    assert vault.get("file/sa.json", action="import") == service_account
    assert vault.names("file/") == ["file/sa.json"]


def test_a_failed_write_keeps_the_previous_value(app_db, data_dir: Path) -> None:
    from core.access import VaultError

    path = data_dir / "vault.enc"
    vault = Vault(app_db, fallback_path=path, backend=fail.Keyring(), passphrase="pw-atomic")
    vault.put("oauth/a/refresh_token", "first-" + "x" * 3000, SecretFormat.TOKEN)
    vault.put("oauth/a/refresh_token", "second-" + "y" * 3000, SecretFormat.TOKEN)
    stored = vault._store._data["entries"]  # the old generation's pieces are gone
    assert len([k for k in stored if "oauth/a/refresh_token" in k]) == app_db["vault_entries"].get(
        "oauth/a/refresh_token")["chunks"] == 4
    path.with_suffix(".tmp").mkdir()  # the next file write fails (even as root)
    with pytest.raises(VaultError, match="Could not save"):
        vault.put("oauth/a/refresh_token", "third", SecretFormat.TOKEN)
    path.with_suffix(".tmp").rmdir()
    assert vault.get("oauth/a/refresh_token", action="test") == "second-" + "y" * 3000
