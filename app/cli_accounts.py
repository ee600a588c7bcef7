"""`steward accounts ...`: connected accounts, permissions (grants), the vault and its audit log.

    steward accounts list
    steward accounts connect playground --scope https://www.googleapis.com/auth/gmail.send
    steward accounts connect google --scope ...       (needs STEWARD_GOOGLE_CLIENT_ID)
    steward accounts disconnect ACCOUNT_ID
    steward accounts grants [--account ACCOUNT_ID]
    steward accounts revoke GRANT_ID
    steward accounts vault                            (where secrets are kept + recent credential reads)
"""

from __future__ import annotations

import argparse
import getpass
import sys
from contextlib import ExitStack

from core.errors import StewardError


def register(subparsers: argparse._SubParsersAction) -> None:
    accounts = subparsers.add_parser("accounts", help="accounts, permissions and the credential vault")
    commands = accounts.add_subparsers(dest="accounts_command", required=True)

    commands.add_parser("list", help="connected accounts and their scopes").set_defaults(func=list_command)

    connect = commands.add_parser("connect", help="sign in to an account in the browser (OAuth + PKCE)")
    connect.add_argument("provider", help="playground, google, or a provider from STEWARD_OAUTH_PROVIDERS")
    connect.add_argument("--scope", action="append", default=[], help="an OAuth scope to ask for (repeat)")
    connect.add_argument("--timeout", type=float, default=300, help="seconds to wait for the browser")
    connect.set_defaults(func=connect_command)

    disconnect = commands.add_parser("disconnect", help="revoke an account's tokens and forget it")
    disconnect.add_argument("account")
    disconnect.set_defaults(func=disconnect_command)

    grants = commands.add_parser("grants", help="permissions you gave (Always / this conversation)")
    grants.add_argument("--account")
    grants.set_defaults(func=grants_command)

    revoke = commands.add_parser("revoke", help="revoke one permission: Steward asks again next time")
    revoke.add_argument("grant_id", type=int)
    revoke.set_defaults(func=revoke_command)

    vault = commands.add_parser("vault", help="where secrets are stored, and which action read which")
    vault.add_argument("--reads", type=int, default=20, help="how many recent credential reads to show")
    vault.set_defaults(func=vault_command)


def _open(stack: ExitStack, *, with_playground: bool = False):
    """Settings, DB, grants, vault and accounts; the Playground server runs while ``stack`` is open."""
    from app.settings import Settings
    from core.access import AccountDirectory, GrantStore, OAuthProvider, Vault, configured_providers
    from core.database import open_app_database

    settings = Settings()
    settings.ensure_dirs()
    db = open_app_database(settings.database_path)
    stack.callback(db.conn.close)
    grants = GrantStore(db)
    vault = Vault(db, fallback_path=settings.data_dir / "vault.enc")
    if vault.locked:
        print(vault.notice, file=sys.stderr)
        if sys.stdin.isatty():
            vault.unlock(getpass.getpass("Vault passphrase: "))
    providers = configured_providers()
    if with_playground:
        from core.playground import PlaygroundServer

        server = stack.enter_context(PlaygroundServer(state_path=settings.data_dir / "playground.json"))
        providers["playground"] = OAuthProvider.playground(server.base_url)
    return db, grants, vault, AccountDirectory(db, vault, providers, grants=grants)


def _run(action) -> int:
    try:
        with ExitStack() as stack:
            return action(stack)
    except StewardError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1


def list_command(args: argparse.Namespace) -> int:
    def action(stack: ExitStack) -> int:
        _, _, _, accounts = _open(stack)
        connected = accounts.list()
        if not connected:
            print("No connected accounts. Connect one with: steward accounts connect playground --scope SCOPE")
        for account in connected:
            print(f"{account.id}  ({account.provider}, since {account.connected_at[:16]})")
            for scope in account.scopes:
                print(f"    {scope}")
        return 0

    return _run(action)


def connect_command(args: argparse.Namespace) -> int:
    def action(stack: ExitStack) -> int:
        _, _, _, accounts = _open(stack, with_playground=args.provider == "playground")
        accounts.timeout = args.timeout
        print(f"Opening the {args.provider} sign-in page in your browser...")
        account = accounts.connect(args.provider, args.scope)
        print(f"Connected {account.id} with: {' '.join(account.scopes)}")
        return 0

    return _run(action)


def disconnect_command(args: argparse.Namespace) -> int:
    def action(stack: ExitStack) -> int:
        _, _, _, accounts = _open(stack, with_playground=args.account.startswith("playground:"))
        revoked = accounts.disconnect(args.account)
        print(f"Disconnected {args.account}: "
              + ("the provider revoked its tokens." if revoked else "tokens deleted here (the provider did not "
                 "confirm a revocation; remove Steward in the account's security settings too)."))
        return 0

    return _run(action)


def grants_command(args: argparse.Namespace) -> int:
    def action(stack: ExitStack) -> int:
        _, grants, _, _ = _open(stack)
        listed = grants.list(args.account)
        if not listed:
            print("No lasting permissions: Steward asks before every action.")
        for grant in listed:
            scope = grant.scope.rsplit("/auth/", 1)[-1]
            where = f"conversation {grant.conversation_id}" if grant.conversation_id else "always"
            print(f"#{grant.id}  {grant.account}  {scope}  {grant.method or 'any method'}  {where}  "
                  f"since {grant.created_at[:16]}")
        return 0

    return _run(action)


def revoke_command(args: argparse.Namespace) -> int:
    def action(stack: ExitStack) -> int:
        _, grants, _, _ = _open(stack)
        grants.revoke(args.grant_id)
        print(f"Revoked permission #{args.grant_id}: Steward will ask next time.")
        return 0

    return _run(action)


def vault_command(args: argparse.Namespace) -> int:
    def action(stack: ExitStack) -> int:
        _, _, vault, _ = _open(stack)
        print(f"Secrets are kept in: {vault.backend_name}")
        if vault.notice:
            print(f"Note: {vault.notice}")
        print(f"{len(vault.names())} secret(s) stored.")
        reads = vault.reads()[-args.reads:]
        if reads:
            print("Recent credential reads (never the secret):")
        for read in reads:
            print(f"    {read['read_at']}  {read['name']}  by {read['action']}")
        return 0

    return _run(action)
