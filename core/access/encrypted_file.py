"""Passphrase-encrypted secret file: the vault's fallback when no OS keyring works (never plaintext).

Key = scrypt(passphrase, random salt); every entry is a separate Fernet token (AES-128-CBC + HMAC-SHA256).
The file holds only entry names, the salt and ciphertext; it is written atomically with mode 0600.
"""

from __future__ import annotations

import base64
import json
import os
import threading
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from core.atomic_file import write_atomically
from core.errors import StewardError

FILE_FORMAT = "steward-vault/1"
_CHECK = b"steward-vault-check"


class VaultLocked(StewardError):
    """The encrypted vault file needs (the right) passphrase."""


def _derive_key(passphrase: str, salt: bytes) -> bytes:
    kdf = Scrypt(salt=salt, length=32, n=2**15, r=8, p=1)
    return base64.urlsafe_b64encode(kdf.derive(passphrase.encode("utf-8")))


class EncryptedSecretFile:
    """A keyring-like store (set/get/delete_password) kept in one encrypted JSON file."""

    def __init__(self, path: Path, passphrase: str) -> None:
        if not passphrase:
            raise VaultLocked("An empty passphrase cannot protect the vault file; choose a passphrase.")
        self.path = Path(path)
        self._lock = threading.Lock()
        if self.path.exists():
            data = self._read()
            salt = base64.b64decode(data["salt"])
            self._fernet = Fernet(_derive_key(passphrase, salt))
            try:
                self._fernet.decrypt(data["check"].encode("ascii"))
            except InvalidToken:
                raise VaultLocked(
                    f"The passphrase does not open the vault file {self.path}. Enter the passphrase used when "
                    "it was created (or move the file away to start a new, empty vault)."
                ) from None
            self._data = data
        else:
            salt = os.urandom(16)
            self._fernet = Fernet(_derive_key(passphrase, salt))
            self._data = {"format": FILE_FORMAT, "salt": base64.b64encode(salt).decode("ascii"),
                          "check": self._fernet.encrypt(_CHECK).decode("ascii"), "entries": {}}
            self._write()

    def _read(self) -> dict:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise VaultLocked(f"The vault file {self.path} cannot be read ({exc}); restore it from a backup.") from exc
        if data.get("format") != FILE_FORMAT:
            raise VaultLocked(f"{self.path} is not a Steward vault file ({data.get('format')!r}).")
        return data

    def _write(self) -> None:
        write_atomically(self.path, json.dumps(self._data), mode=0o600)

    @staticmethod
    def _key(service: str, username: str) -> str:
        return f"{service}\x1f{username}"

    def set_password(self, service: str, username: str, password: str) -> None:
        with self._lock:
            self._data["entries"][self._key(service, username)] = self._fernet.encrypt(
                password.encode("utf-8")).decode("ascii")
            self._write()

    def get_password(self, service: str, username: str) -> str | None:
        with self._lock:
            token = self._data["entries"].get(self._key(service, username))
        return None if token is None else self._fernet.decrypt(token.encode("ascii")).decode("utf-8")

    def delete_password(self, service: str, username: str) -> None:
        with self._lock:
            if self._data["entries"].pop(self._key(service, username), None) is not None:
                self._write()
