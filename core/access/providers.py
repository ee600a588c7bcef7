"""OAuth providers: Google (client id from settings/env), the local Playground, or any OAuth 2 provider."""

from __future__ import annotations

import json
import ssl
from functools import cache
from urllib.parse import urlsplit

import httpx
from authlib.integrations.httpx_client import OAuth2Client
from pydantic import BaseModel, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from core.errors import StewardError

GOOGLE_ENDPOINTS = {
    "authorization_endpoint": "https://accounts.google.com/o/oauth2/v2/auth",
    "token_endpoint": "https://oauth2.googleapis.com/token",
    "revocation_endpoint": "https://oauth2.googleapis.com/revoke",
    "userinfo_endpoint": "https://openidconnect.googleapis.com/v1/userinfo",
}


@cache
def tls_context() -> ssl.SSLContext:
    """One verified TLS context (certifi's CAs) shared by all OAuth HTTP clients: building one costs ~0.1 s."""
    import certifi

    return ssl.create_default_context(cafile=certifi.where())


class ProviderConfigError(StewardError):
    """An OAuth provider is missing or misconfigured."""


class OAuthProvider(BaseModel):
    """Where and how to sign in. ``client_secret`` is only for providers that demand one from desktop apps
    (Google "installed app" secrets are not confidential); it lives in settings, never in the app DB."""

    id: str  # "google", "playground", or a custom name
    display_name: str
    authorization_endpoint: str
    token_endpoint: str
    revocation_endpoint: str | None = None
    userinfo_endpoint: str | None = None
    client_id: str
    client_secret: str | None = None
    identity_scopes: list[str] = Field(default_factory=lambda: ["openid", "email"])
    authorize_params: dict[str, str] = Field(default_factory=dict)
    supports_incremental: bool = False  # understands include_granted_scopes=true (Google does)
    api_root_url: str | None = None  # replaces discovery rootUrl (the Playground); None = the real APIs

    @field_validator("authorization_endpoint", "token_endpoint", "revocation_endpoint", "userinfo_endpoint")
    @classmethod
    def _secure_endpoint(cls, url: str | None) -> str | None:
        if url is None:
            return url
        parts = urlsplit(url)
        if parts.scheme == "https" or (parts.scheme == "http" and parts.hostname in ("127.0.0.1", "::1", "localhost")):
            return url
        raise ValueError(f"{url!r} must use https (plain http is allowed only on this computer, 127.0.0.1)")

    def client(self, **kwargs) -> OAuth2Client:
        """An authlib client configured for this provider (PKCE S256; public unless a secret is set)."""
        return OAuth2Client(
            client_id=self.client_id,
            client_secret=self.client_secret,
            token_endpoint_auth_method="client_secret_post" if self.client_secret else "none",
            code_challenge_method="S256",
            timeout=30,
            verify=tls_context(),
            **kwargs,
        )

    @classmethod
    def from_issuer(cls, issuer: str, *, id: str, display_name: str, client_id: str,  # noqa: A002
                    client_secret: str | None = None, **extra) -> OAuthProvider:
        """Any OAuth 2 / OpenID provider by its issuer URL: the endpoints come from its published metadata
        (``/.well-known/openid-configuration``, else RFC 8414 ``/.well-known/oauth-authorization-server``)."""
        base = issuer.rstrip("/")
        try:
            cls._secure_endpoint(base)
        except ValueError as exc:
            raise ProviderConfigError(f"The issuer {exc}") from exc
        metadata = None
        for path in ("/.well-known/openid-configuration", "/.well-known/oauth-authorization-server"):
            try:
                answer = httpx.get(base + path, timeout=15, verify=tls_context())
            except httpx.HTTPError as exc:
                raise ProviderConfigError(f"Cannot reach the OAuth provider {issuer}: {exc}.") from exc
            if answer.status_code == 200:
                metadata = answer.json()
                break
        if metadata is None:
            raise ProviderConfigError(f"{issuer} publishes no OAuth metadata; configure its endpoints instead.")
        if metadata.get("issuer", "").rstrip("/") != base:
            raise ProviderConfigError(f"{issuer} says its issuer is {metadata.get('issuer')!r}: refusing a mismatch.")
        methods = metadata.get("code_challenge_methods_supported")
        if methods is not None and "S256" not in methods:
            raise ProviderConfigError(f"{issuer} does not support PKCE S256, which Steward requires.")
        try:
            return cls(id=id, display_name=display_name, client_id=client_id, client_secret=client_secret,
                       authorization_endpoint=metadata["authorization_endpoint"],
                       token_endpoint=metadata["token_endpoint"],
                       revocation_endpoint=metadata.get("revocation_endpoint"),
                       userinfo_endpoint=metadata.get("userinfo_endpoint"), **extra)
        except (KeyError, ValidationError) as exc:
            raise ProviderConfigError(f"The metadata of {issuer} is incomplete or insecure: {exc}") from exc

    @classmethod
    def google(cls, client_id: str, client_secret: str | None = None) -> OAuthProvider:
        return cls(id="google", display_name="Google", client_id=client_id, client_secret=client_secret,
                   authorize_params={"access_type": "offline"}, supports_incremental=True, **GOOGLE_ENDPOINTS)

    @classmethod
    def playground(cls, base_url: str, client_id: str = "steward-desktop") -> OAuthProvider:
        """The local Playground server (core.playground) at ``base_url``, e.g. ``server.base_url``."""
        base = base_url.rstrip("/")
        return cls(
            id="playground", display_name="Playground", client_id=client_id,
            authorization_endpoint=f"{base}/o/oauth2/v2/auth", token_endpoint=f"{base}/token",
            revocation_endpoint=f"{base}/revoke", userinfo_endpoint=f"{base}/v1/userinfo",
            identity_scopes=["email"], supports_incremental=True, api_root_url=f"{base}/",
        )


class ProviderSettings(BaseSettings):
    """Provider configuration from the environment (STEWARD_ prefix), e.g.

    STEWARD_GOOGLE_CLIENT_ID=1234.apps.googleusercontent.com
    STEWARD_OAUTH_PROVIDERS='[{"id": "acme", "display_name": "Acme", "client_id": "...",
                               "authorization_endpoint": "https://...", "token_endpoint": "https://..."},
                              {"id": "corp", "display_name": "Corp", "client_id": "...",
                               "issuer": "https://login.corp.example"}]'
    """

    model_config = SettingsConfigDict(env_prefix="STEWARD_", extra="ignore")

    google_client_id: str | None = None
    google_client_secret: str | None = None
    oauth_providers: str | None = None  # JSON list of OAuthProvider fields


def configured_providers(settings: ProviderSettings | None = None) -> dict[str, OAuthProvider]:
    """Google (when a client id is set) plus any custom providers, by id."""
    settings = settings or ProviderSettings()
    providers: dict[str, OAuthProvider] = {}
    if settings.google_client_id:
        providers["google"] = OAuthProvider.google(settings.google_client_id, settings.google_client_secret)
    if settings.oauth_providers:
        try:
            for entry in json.loads(settings.oauth_providers):
                if "issuer" in entry and "authorization_endpoint" not in entry:
                    provider = OAuthProvider.from_issuer(entry.pop("issuer"), **entry)
                else:
                    provider = OAuthProvider(**entry)
                providers[provider.id] = provider
        except (ValueError, TypeError, ValidationError) as exc:
            raise ProviderConfigError(
                f"STEWARD_OAUTH_PROVIDERS is not a valid JSON list of providers: {exc}. Each needs id, "
                "display_name, client_id, and either issuer or authorization_endpoint and token_endpoint."
            ) from exc
    return providers
