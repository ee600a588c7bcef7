"""Connected accounts: sign in (OAuth), tokens in the vault, automatic refresh, incremental scopes, disconnect.

The ``accounts`` table (core.database) keeps metadata only; tokens live in the vault under
``oauth/<account id>/access_token`` and ``oauth/<account id>/refresh_token``. Everything else refers to an
account by its id (symbolic credentials): only ``access_token()`` hands out a token, and every call is audited.
"""

from __future__ import annotations

import json
import time
import webbrowser
from datetime import UTC, datetime

import httpx
import sqlite_utils
from pydantic import BaseModel

from core.access.grants import GrantStore
from core.access.oauth import OAuthTokenRejected, OpenBrowser, authorize, refresh, revoke
from core.access.providers import OAuthProvider, tls_context
from core.access.vault import SecretFormat, SecretMissing, Vault
from core.errors import StewardError

REFRESH_MARGIN = 60  # seconds: refresh an access token this long before it expires
# Sign-in (OpenID) scopes: always asked for to learn who signed in; not API scopes, so not listed on accounts.
IDENTITY_SCOPES = {"openid", "email", "profile", "https://www.googleapis.com/auth/userinfo.email",
                   "https://www.googleapis.com/auth/userinfo.profile"}


class AccountError(StewardError):
    """An account operation failed; the message says what to do."""


class AccountNeedsReconnect(AccountError):
    """The account's sign-in expired or was revoked: the user must connect it again."""


class Account(BaseModel):
    """A connected account (metadata only); ``scopes`` are the API scopes granted (no sign-in scopes)."""

    id: str  # "<provider>:<email>"
    provider: str
    display_name: str
    email: str
    scopes: list[str]
    connected_at: str


def _secret_names(account_id: str) -> tuple[str, str]:
    return f"oauth/{account_id}/access_token", f"oauth/{account_id}/refresh_token"


class AccountDirectory:
    """The user's connected accounts and their tokens."""

    def __init__(self, db: sqlite_utils.Database, vault: Vault, providers: dict[str, OAuthProvider], *,
                 grants: GrantStore | None = None, open_browser: OpenBrowser = webbrowser.open,
                 timeout: float = 300) -> None:
        self.db = db
        self.vault = vault
        self.providers = providers
        self.grants = grants
        self.open_browser = open_browser
        self.timeout = timeout

    # ---- listing ---------------------------------------------------------------------------------------

    def list(self) -> list[Account]:
        return [self._account(row) for row in self.db["accounts"].rows_where(order_by="connected_at")]

    def get(self, account_id: str) -> Account:
        rows = list(self.db["accounts"].rows_where("id = ?", [account_id]))
        if not rows:
            raise AccountError(f"No connected account {account_id!r}; connect it in Accounts & Permissions.")
        return self._account(rows[0])

    @staticmethod
    def _account(row: dict) -> Account:
        return Account(**{**row, "scopes": json.loads(row["scopes"] or "[]")})

    def provider_of(self, account_id: str) -> OAuthProvider:
        name = self.get(account_id).provider
        if name not in self.providers:
            raise AccountError(f"The provider {name!r} of {account_id} is not configured any more; "
                               "set it up again in the settings.")
        return self.providers[name]

    def missing_scopes(self, account_id: str, scopes: list[str]) -> list[str]:
        """The scopes of ``scopes`` the account has not consented to yet."""
        granted = set(self.get(account_id).scopes)
        return [s for s in scopes if s not in granted]

    # ---- connecting --------------------------------------------------------------------------------------

    def connect(self, provider_id: str, scopes: list[str], *, login_hint: str | None = None) -> Account:
        """Sign in with the provider (browser consent) for ``scopes`` plus the identity scopes."""
        provider = self.providers.get(provider_id)
        if provider is None:
            raise AccountError(f"No OAuth provider {provider_id!r} is configured (known: {sorted(self.providers)}).")
        self.vault.require_unlocked()  # before the browser: a token that cannot be stored would be lost
        token = authorize(provider, [*provider.identity_scopes, *scopes], open_browser=self.open_browser,
                          timeout=self.timeout, login_hint=login_hint)
        email = self._identify(provider, token["access_token"])
        account_id = f"{provider.id}:{email}"
        previous = self._stored_refresh_token(account_id)
        self._store_token(account_id, token, previous_refresh_token=previous)
        existing = list(self.db["accounts"].rows_where("id = ?", [account_id]))
        self.db["accounts"].upsert({
            "id": account_id, "provider": provider.id, "display_name": f"{provider.display_name} ({email})",
            "email": email, "scopes": json.dumps(self._granted(token, scopes, provider.identity_scopes)),
            "connected_at": existing[0]["connected_at"] if existing else datetime.now(UTC).isoformat(timespec="seconds"),
        }, pk="id")
        return self.get(account_id)

    def add_scopes(self, account_id: str, scopes: list[str]) -> Account:
        """Incremental authorization: ask the provider for more scopes on an already connected account."""
        account = self.get(account_id)
        provider = self.provider_of(account_id)
        wanted = self.missing_scopes(account_id, scopes)
        if not wanted:
            return account
        # Providers without include_granted_scopes get the full list again.
        request = wanted if provider.supports_incremental else [*account.scopes, *wanted]
        connected = self.connect(provider.id, request, login_hint=account.email)
        if connected.id != account_id:
            raise AccountError(f"You signed in as {connected.email}, not {account.email}; "
                               f"{connected.email} is now connected as a separate account.")
        return connected

    def _identify(self, provider: OAuthProvider, access_token: str) -> str:
        if not provider.userinfo_endpoint:
            return "account"
        answer = httpx.get(provider.userinfo_endpoint, headers={"Authorization": f"Bearer {access_token}"},
                           timeout=30, verify=tls_context())
        if answer.status_code != 200:
            raise AccountError(f"{provider.display_name} did not tell which account signed in (HTTP "
                               f"{answer.status_code}); try connecting again.")
        info = answer.json()
        return info.get("email") or info.get("sub") or "account"

    @staticmethod
    def _granted(token: dict, requested: list[str], identity: list[str]) -> list[str]:
        """The API scopes the token carries (identity scopes left out)."""
        granted = token.get("scope")
        scopes = granted.split() if isinstance(granted, str) else list(granted or requested)
        return sorted(set(scopes) - IDENTITY_SCOPES - set(identity))

    # ---- tokens ------------------------------------------------------------------------------------------

    def _store_token(self, account_id: str, token: dict, previous_refresh_token: str | None = None) -> None:
        access_name, refresh_name = _secret_names(account_id)
        expires_at = token.get("expires_at") or (time.time() + float(token.get("expires_in", 3600)))
        self.vault.put(access_name, token["access_token"], SecretFormat.TOKEN, details={
            "expires_at": int(expires_at), "scope": token.get("scope", ""), "token_type": token.get("token_type")})
        refresh_token = token.get("refresh_token") or previous_refresh_token
        if refresh_token:
            self.vault.put(refresh_name, refresh_token, SecretFormat.TOKEN)

    def _stored_refresh_token(self, account_id: str) -> str | None:
        _, refresh_name = _secret_names(account_id)
        if not self.vault.has(refresh_name):
            return None
        return self.vault.get(refresh_name, action=f"keep refresh token of {account_id}")

    def access_token(self, account_id: str, *, action: str, force_refresh: bool = False) -> str:
        """A valid access token for the account, refreshed first when it (nearly) expired.

        ``action`` (e.g. "gmail.users.messages.send") is written to the vault's audit log.
        Raises AccountNeedsReconnect when the sign-in has expired or was revoked.
        """
        access_name, refresh_name = _secret_names(account_id)
        details = self.vault.details(access_name)
        fresh = details and details.get("expires_at", 0) - REFRESH_MARGIN > time.time()
        if fresh and not force_refresh:
            return self.vault.get(access_name, action=action)
        provider = self.provider_of(account_id)
        try:
            refresh_token = self.vault.get(refresh_name, action=f"refresh for {action}")
        except SecretMissing as exc:
            raise self._reconnect(account_id, "Steward has no refresh token for it") from exc
        try:
            token = refresh(provider, refresh_token)
        except OAuthTokenRejected as exc:
            raise self._reconnect(account_id, str(exc)) from exc
        self._store_token(account_id, token, previous_refresh_token=refresh_token)
        return self.vault.get(access_name, action=action)

    def token_for(self, account_id: str, method: object) -> str:
        """RestExecutor's ``token_for(account, method)``: the access token, audited under the method id."""
        return self.access_token(account_id, action=str(getattr(method, "id", method)))

    def refresh_for(self, account_id: str, method: object) -> str:
        """RestExecutor's ``refresh_for(account, method)``: a refreshed token after the API answered 401."""
        return self.access_token(account_id, action=str(getattr(method, "id", method)), force_refresh=True)

    def root_url_for(self, account_id: str) -> str | None:
        """RestExecutor's ``root_url_for(account)``: the Playground's URL, or None for the real APIs."""
        return self.provider_of(account_id).api_root_url

    def authorization_header(self, account_id: str, *, action: str) -> dict[str, str]:
        """``{"Authorization": "Bearer ..."}`` for the runtime's host-side broker (never for the model)."""
        return {"Authorization": f"Bearer {self.access_token(account_id, action=action)}"}

    def _reconnect(self, account_id: str, why: str) -> AccountNeedsReconnect:
        account = self.get(account_id)
        return AccountNeedsReconnect(
            f"The sign-in for {account.email} ({account.provider}) has expired or was revoked ({why}). "
            "Reconnect the account in Accounts & Permissions."
        )

    # ---- disconnecting -----------------------------------------------------------------------------------

    def disconnect(self, account_id: str) -> bool:
        """Revoke the tokens at the provider (where supported), delete them and the account's grants.

        Returns True when the provider confirmed the revocation.
        """
        account = self.get(account_id)
        provider = self.providers.get(account.provider)
        access_name, refresh_name = _secret_names(account_id)
        revoked = False
        if provider is not None:
            for name in (refresh_name, access_name):  # revoking the refresh token ends the whole grant
                if self.vault.has(name):
                    try:
                        revoked = revoke(provider, self.vault.get(name, action=f"revoke {account_id}")) or revoked
                    except httpx.HTTPError:
                        pass  # offline: still forget the tokens locally
                    if revoked:
                        break
        self.vault.delete(access_name)
        self.vault.delete(refresh_name)
        self.db["accounts"].delete(account_id)
        if self.grants is not None:
            self.grants.revoke_account(account_id)
        return revoked
