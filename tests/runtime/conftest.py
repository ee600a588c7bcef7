"""Runtime fixtures: the real bubblewrap sandbox, a Runtime on a temp state dir, a user folder and DB."""

from __future__ import annotations

import sqlite3
import subprocess
from pathlib import Path

import pytest

from core.runtime import Runtime, Target
from core.runtime.sandbox import BubblewrapSandbox


@pytest.fixture(scope="session")
def bwrap() -> BubblewrapSandbox:
    return BubblewrapSandbox()


@pytest.fixture
def runtime(tmp_path: Path, bwrap: BubblewrapSandbox) -> Runtime:
    return Runtime(tmp_path / "state", sandbox=bwrap)


def make_tree(root: Path, count: int) -> None:
    """count small files in 10 folders, plus a user git repo with one commit."""
    for i in range(count):
        path = root / f"dir{i % 10}" / f"file{i:04d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(f"file {i}\n".encode() * (1 + i % 7) + bytes([i % 256]))
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run(["git", "-C", str(root), "add", "dir0"], check=True)
    subprocess.run(["git", "-C", str(root), "-c", "user.name=u", "-c", "user.email=u@x", "commit", "-qm", "mine"],
                   check=True)


@pytest.fixture
def user_folder(tmp_path: Path) -> Path:
    root = tmp_path / "Documents"
    root.mkdir()
    make_tree(root, 1000)
    return root


@pytest.fixture
def files_target(user_folder: Path) -> Target:
    return Target(kind="files", location=str(user_folder))


@pytest.fixture
def user_db(tmp_path: Path) -> Path:
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, price REAL, photo BLOB);
        CREATE TABLE payroll(id INTEGER PRIMARY KEY, who TEXT, salary INTEGER);
        INSERT INTO payroll(who, salary) VALUES ('ann', 5000);
    """)
    conn.executemany("INSERT INTO items(name, price, photo) VALUES (?, ?, ?)",
                     [(f"item{i}", i * 1.1, bytes([i, 0, 255])) for i in range(50)])
    conn.commit()
    conn.close()
    return path


@pytest.fixture
def db_target(user_db: Path) -> Target:
    return Target(kind="sqlite", location=str(user_db), tables=["items", "orders"])


@pytest.fixture(scope="session")
def catalog(tmp_path_factory):
    from core.catalog import Catalog

    return Catalog.open(tmp_path_factory.mktemp("catalog") / "catalog.db")


@pytest.fixture
def playground():
    from core.playground import PlaygroundServer

    with PlaygroundServer() as server:
        yield server


@pytest.fixture
def rest_runtime(tmp_path, bwrap, catalog, playground) -> Runtime:
    """A Runtime whose "playground" account talks to the Playground with a token minted for all scopes
    its methods need (the vault's job in the app)."""
    minted: dict[str, str] = {}

    def token_for(account: str, method) -> str:
        key = " ".join(sorted(method.scopes))
        if key not in minted:
            minted[key] = playground.mint_token(method.scopes)["access_token"]
        return minted[key]

    def refresh_for(account: str, method) -> str:
        minted.pop(" ".join(sorted(method.scopes)), None)
        return token_for(account, method)

    from core.database import open_app_database

    runtime = Runtime(tmp_path / "state", sandbox=bwrap, catalog=catalog, token_for=token_for,
                      root_url_for=lambda account: playground.root_url, refresh_for=refresh_for,
                      db=open_app_database(tmp_path / "app.db"))
    runtime.minted = minted
    return runtime
