"""Keep the Playground's state (clients, tokens, grants, resources) in a JSON file across restarts.

This is the stand-in remote server's own storage (like Google's), so the app's "Playground" account keeps
working after Steward restarts. The file is written atomically with mode 0600.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from core.atomic_file import write_atomically
from core.playground.authorization import AuthorizationState, Client, Token
from core.playground.resources import ResourceStore

STATE_FORMAT = "steward-playground/1"


def save_state(path: Path, auth: AuthorizationState, store: ResourceStore) -> None:
    with auth.lock, store.lock:
        data = {
            "format": STATE_FORMAT,
            "clients": [asdict(c) for c in auth.clients.values()],
            "tokens": [asdict(t) for t in auth.tokens.values()],
            "granted": [[user, client, sorted(scopes)] for (user, client), scopes in auth.granted.items()],
            "collections": [[user, name, items] for (user, name), items in store.collections.items()],
        }
    write_atomically(Path(path), json.dumps(data), mode=0o600)


def load_state(path: Path, auth: AuthorizationState, store: ResourceStore) -> bool:
    """Load ``path`` into the (empty) state objects; False when there is no file yet."""
    path = Path(path)
    if not path.exists():
        return False
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != STATE_FORMAT:
        raise ValueError(f"{path} is not a Playground state file; move it away to start afresh.")
    with auth.lock, store.lock:
        for client in data["clients"]:
            auth.clients[client["client_id"]] = Client(**client)
        for token in data["tokens"]:
            auth.tokens[token["access_token"]] = Token(**token)
        for user, client, scopes in data["granted"]:
            auth.granted[(user, client)] = set(scopes)
        for user, name, items in data["collections"]:
            store.collections[(user, name)] = items
    return True
