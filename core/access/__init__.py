"""Access: grants (Deny / once / conversation / always), the vault (keyring), OAuth accounts, audit.

    grants = GrantStore(db)
    grants.check(account, scopes, method=..., destructive=..., conversation_id=...)  # None → ask the user
    grants.record(request, PermissionDecision.ALWAYS); grants.list(); grants.revoke(grant_id)
    gate = PermissionGate(grants); await gate.authorize(request, ask)   # queued, one question at a time
    vault = Vault(db, fallback_path=data_dir / "vault.enc")             # keyring, else encrypted file
    vault.put("name", secret, SecretFormat.API_KEY); vault.get("name", action="...")  # read is audited
"""

from core.access.encrypted_file import EncryptedSecretFile, VaultLocked
from core.access.gate import AskUser, PermissionGate
from core.access.grants import Grant, GrantError, GrantStore
from core.access.permission import PermissionDecision, PermissionRequest, ScopeInfo
from core.access.vault import (
    CHUNK_CHARS,
    SecretFormat,
    SecretMissing,
    StorageKind,
    Vault,
    VaultError,
    probe_keyring,
)

__all__ = [
    "CHUNK_CHARS",
    "AskUser",
    "EncryptedSecretFile",
    "Grant",
    "GrantError",
    "GrantStore",
    "PermissionDecision",
    "PermissionGate",
    "PermissionRequest",
    "ScopeInfo",
    "SecretFormat",
    "SecretMissing",
    "StorageKind",
    "Vault",
    "VaultError",
    "VaultLocked",
    "probe_keyring",
]
