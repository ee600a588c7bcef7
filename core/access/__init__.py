"""Access: grants (Deny / once / conversation / always), the vault (keyring), OAuth accounts, audit.

    grants = GrantStore(db)
    grants.check(account, scopes, method=..., destructive=..., conversation_id=...)  # None → ask the user
    grants.record(request, PermissionDecision.ALWAYS); grants.list(); grants.revoke(grant_id)
    gate = PermissionGate(grants); await gate.authorize(request, ask)   # queued, one question at a time
    vault = Vault(db, fallback_path=data_dir / "vault.enc")             # keyring, else encrypted file
    vault.put("name", secret, SecretFormat.API_KEY); vault.get("name", action="...")  # read is audited
    accounts = AccountDirectory(db, vault, {"playground": OAuthProvider.playground(server.base_url)}, grants=grants)
    account = accounts.connect("playground", [scope])        # browser consent, PKCE, loopback redirect
    accounts.missing_scopes(account.id, scopes); accounts.add_scopes(account.id, scopes)   # incremental
    accounts.authorization_header(account.id, action="gmail.users.messages.send")  # refreshes when expired
    accounts.disconnect(account.id)                          # revokes at the provider, forgets tokens
"""

from core.access.accounts import Account, AccountDirectory, AccountError, AccountNeedsReconnect
from core.access.encrypted_file import EncryptedSecretFile, VaultLocked
from core.access.gate import AskUser, PermissionGate
from core.access.grants import Grant, GrantError, GrantStore
from core.access.oauth import (
    AuthorizationAttempt,
    LoopbackReceiver,
    NonLoopbackRedirect,
    OAuthConsentDenied,
    OAuthFlowError,
    OAuthStateMismatch,
    OAuthTimeout,
    OAuthTokenRejected,
    authorize,
)
from core.access.permission import (
    PermissionDecision,
    PermissionRequest,
    ScopeInfo,
    request_for_call,
    request_for_planned_call,
)
from core.access.providers import OAuthProvider, ProviderConfigError, ProviderSettings, configured_providers
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
    "Account",
    "AccountDirectory",
    "AccountError",
    "AccountNeedsReconnect",
    "AuthorizationAttempt",
    "LoopbackReceiver",
    "NonLoopbackRedirect",
    "OAuthConsentDenied",
    "OAuthFlowError",
    "OAuthProvider",
    "OAuthStateMismatch",
    "OAuthTimeout",
    "OAuthTokenRejected",
    "ProviderConfigError",
    "ProviderSettings",
    "authorize",
    "configured_providers",
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
    "request_for_call",
    "request_for_planned_call",
]
