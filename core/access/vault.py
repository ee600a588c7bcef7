"""Vault: secrets in the OS keyring (one entry per secret piece, chunked), or a passphrase-encrypted file.

Only metadata (name, format, chunk count, non-secret details such as a token's expiry) and the audit log of
which action read which credential go to the app database; the secrets themselves never do.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import secrets
import threading
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

import keyring
import keyring.backend
import keyring.errors
import sqlite_utils
from keyring.backends import fail

from core.access.encrypted_file import EncryptedSecretFile, VaultLocked
from core.errors import StewardError

KEYRING_SERVICE = "Steward"
# Windows Credential Manager caps an entry at 2,560 bytes and keyring stores UTF-16 there: 1,200 ASCII
# characters are 2,400 bytes, so every piece fits on every platform.
CHUNK_CHARS = 1200
PASSPHRASE_ENV = "STEWARD_VAULT_PASSPHRASE"


class VaultError(StewardError):
    """A secret cannot be stored or read; the message says what to do."""


class SecretMissing(VaultError):
    """The vault has no such secret (or the keyring lost it)."""


class SecretFormat(StrEnum):
    TOKEN = "token"
    API_KEY = "api_key"
    FILE = "file"


class StorageKind(StrEnum):
    KEYRING = "keyring"
    ENCRYPTED_FILE = "encrypted-file"


def ensure_schema(db: sqlite_utils.Database) -> None:
    """Create vault_entries (metadata only) and credential_reads (audit) if missing."""
    if "vault_entries" not in db.table_names():
        db["vault_entries"].create(
            {"name": str, "format": str, "chunks": int, "generation": int, "details": str, "storage": str,
             "updated_at": str},
            pk="name",
        )
    if "credential_reads" not in db.table_names():
        db["credential_reads"].create({"id": int, "name": str, "action": str, "read_at": str}, pk="id")
        db["credential_reads"].create_index(["name"])


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _piece_key(name: str, generation: int, index: int) -> str:
    """The keyring username of one piece, e.g. ``oauth/playground:me/access_token#3.0``."""
    return f"{name}#{generation}.{index}"


def probe_keyring(backend: keyring.backend.KeyringBackend) -> str | None:
    """None when ``backend`` stores and returns a value; else the reason it cannot be used."""
    if isinstance(backend, fail.Keyring):
        return "no OS keyring backend is available (no SecretService, KWallet, macOS Keychain or Windows vault)"
    probe_name, probe_value = f"probe-{secrets.token_hex(4)}", secrets.token_hex(8)
    try:
        backend.set_password(KEYRING_SERVICE, probe_name, probe_value)
        ok = backend.get_password(KEYRING_SERVICE, probe_name) == probe_value
        backend.delete_password(KEYRING_SERVICE, probe_name)
    except (keyring.errors.KeyringError, RuntimeError, OSError) as exc:
        return f"the OS keyring ({type(backend).__name__}) refused a test entry: {exc}"
    except Exception as exc:  # D-Bus and platform errors have many types
        return f"the OS keyring ({type(backend).__name__}) failed: {type(exc).__name__}: {exc}"
    return None if ok else f"the OS keyring ({type(backend).__name__}) did not return a test entry"


class Vault:
    """Store and read secrets by name; every read is logged with the action that needed it."""

    def __init__(self, db: sqlite_utils.Database, *, fallback_path: Path,
                 backend: keyring.backend.KeyringBackend | None = None, passphrase: str | None = None,
                 service: str = KEYRING_SERVICE) -> None:
        self.db = db
        ensure_schema(db)
        self.service = service
        self.fallback_path = Path(fallback_path)
        self._lock = threading.RLock()
        chosen = backend if backend is not None else keyring.get_keyring()
        problem = probe_keyring(chosen)
        self._store: Any = None
        if problem is None:
            self.storage = StorageKind.KEYRING
            self._store = chosen
            self.notice: str | None = None
        else:
            self.storage = StorageKind.ENCRYPTED_FILE
            self.notice = (
                f"No OS keyring works here: {problem}. Steward keeps secrets in the passphrase-encrypted file "
                f"{self.fallback_path} instead (never in plain text)."
            )
            passphrase = passphrase or os.environ.get(PASSPHRASE_ENV)
            if passphrase:
                self.unlock(passphrase)

    @property
    def backend_name(self) -> str:
        if self.storage is StorageKind.KEYRING:
            return f"OS keyring ({type(self._store).__module__}.{type(self._store).__name__})"
        return f"encrypted file {self.fallback_path}"

    @property
    def locked(self) -> bool:
        return self._store is None

    def unlock(self, passphrase: str) -> None:
        """Open the encrypted fallback file with ``passphrase`` (creating it the first time)."""
        if self.storage is StorageKind.KEYRING:
            return
        self._store = EncryptedSecretFile(self.fallback_path, passphrase)

    def require_unlocked(self) -> None:
        """Raise VaultLocked (with what to do) unless secrets can be stored right now."""
        self._backend()

    def _backend(self):
        if self._store is None:
            raise VaultLocked(
                f"{self.notice} Enter the vault passphrase (Accounts & Permissions) or set {PASSPHRASE_ENV}."
            )
        return self._store

    # ---- secrets ----------------------------------------------------------------------------------------

    def put(self, name: str, secret: str, fmt: SecretFormat, *, details: dict | None = None) -> None:
        """Store ``secret`` under ``name`` in pieces of at most CHUNK_CHARS characters.

        A new value is written under a new generation of keys and only then made current, so a failed
        write leaves the previous value intact.
        """
        backend = self._backend()
        encoded = base64.urlsafe_b64encode(secret.encode("utf-8")).decode("ascii")
        pieces = [encoded[i:i + CHUNK_CHARS] for i in range(0, len(encoded), CHUNK_CHARS)] or [""]
        with self._lock:
            old = self._entry(name)
            generation = (old["generation"] or 0) + 1 if old is not None else 0
            try:
                for index, piece in enumerate(pieces):
                    backend.set_password(self.service, _piece_key(name, generation, index), piece)
            except Exception as exc:
                with contextlib.suppress(Exception):  # best effort: the current value stays readable anyway
                    for index in range(len(pieces)):
                        self._delete_piece(backend, _piece_key(name, generation, index))
                raise VaultError(f"Could not save {name!r} in the {self.backend_name}: {exc}") from exc
            self.db["vault_entries"].upsert({
                "name": name, "format": SecretFormat(fmt).value, "chunks": len(pieces), "generation": generation,
                "details": json.dumps(details or {}), "storage": self.storage.value, "updated_at": _now(),
            }, pk="name", alter=True)
            if old is not None:
                for index in range(old["chunks"]):
                    self._delete_piece(backend, _piece_key(name, old["generation"] or 0, index))

    def get(self, name: str, *, action: str) -> str:
        """The secret ``name``; ``action`` (e.g. "gmail.users.messages.send") is written to the audit log."""
        entry = self._entry(name)
        if entry is None:
            raise SecretMissing(f"Steward has no credential named {name!r}; connect the account again.")
        backend = self._backend()
        pieces = []
        for index in range(entry["chunks"]):
            piece = backend.get_password(self.service, _piece_key(name, entry["generation"] or 0, index))
            if piece is None:
                raise SecretMissing(
                    f"The credential {name!r} is incomplete in the {self.backend_name} (piece {index} is gone); "
                    "connect the account again."
                )
            pieces.append(piece)
        self.db["credential_reads"].insert({"name": name, "action": action, "read_at": _now()})
        return base64.urlsafe_b64decode("".join(pieces)).decode("utf-8")

    def details(self, name: str) -> dict:
        """The non-secret details stored with ``name`` ({} when unknown)."""
        entry = self._entry(name)
        return json.loads(entry["details"]) if entry else {}

    def has(self, name: str) -> bool:
        return self._entry(name) is not None

    def delete(self, name: str) -> None:
        """Remove every piece of ``name`` (no error when it is already gone)."""
        entry = self._entry(name)
        if entry is None:
            return
        backend = self._backend()
        with self._lock:
            for index in range(entry["chunks"]):
                self._delete_piece(backend, _piece_key(name, entry["generation"] or 0, index))
            self.db["vault_entries"].delete(name)

    def names(self, prefix: str = "") -> list[str]:
        return [row["name"] for row in self.db["vault_entries"].rows_where("name like ?", [prefix + "%"])]

    def reads(self, name: str | None = None) -> list[dict]:
        """The audit log: which action read which credential, and when (never the secret)."""
        where, params = ("name = ?", [name]) if name else (None, None)
        return list(self.db["credential_reads"].rows_where(where, params, order_by="id"))

    def _entry(self, name: str) -> dict | None:
        rows = list(self.db["vault_entries"].rows_where("name = ?", [name]))
        return {"generation": 0, **rows[0]} if rows else None

    def _delete_piece(self, backend, key: str) -> None:
        try:
            backend.delete_password(self.service, key)
        except keyring.errors.PasswordDeleteError:
            pass  # already gone
