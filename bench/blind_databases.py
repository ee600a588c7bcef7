"""The blind sets' voices' database files, built from what their expected calls read, so the planner sees the rows
a user's added databases hold (bench/blind.py).

Each expectation names its file and SQL ("sqlite.update on database '~/Pianos/tunings.db' with sql \"UPDATE visits
… WHERE client_id = (SELECT id FROM clients WHERE name = 'Margaret Ellery')\" -> 1 row changed"). A file gets a
table for each table the SQL names, with the columns it uses, and a row for each text value (or number of four
digits or more: a ticket's own number) the SQL compares a column with or a query answers with: the rows that were there before the request. Values the SQL inserts or sets
are the request's own and are left out. SQL is parsed with sqlglot.
"""

from __future__ import annotations

import re
import sqlite3
from collections import defaultdict
from pathlib import Path

import sqlglot
from sqlglot import exp

_CALL = re.compile(r"on database '([^']+)' with sql \"(.+?)\"(?:\s*->\s*(.*))?$", re.S)
_SCOPES = (exp.Select, exp.Update, exp.Delete, exp.Insert)


def _own_tables(node: exp.Expression) -> list[str]:
    """The tables a statement reads from directly (not in its subqueries)."""
    scope = node.find_ancestor(*_SCOPES) if not isinstance(node, _SCOPES) else node
    if scope is None:
        return []
    found = [t for t in scope.find_all(exp.Table) if t.find_ancestor(*_SCOPES) is scope or t.parent is scope]
    return [t.name for t in found]


def _sqlites_own(table: str) -> bool:
    """Whether ``table`` is SQLite's own ("SELECT name FROM sqlite_master …"): there already, never written."""
    return table.lower().startswith("sqlite_")


class _Database:
    def __init__(self) -> None:
        self.columns: dict[str, list[str]] = defaultdict(list)
        self.rows: list[tuple[str, dict[str, str]]] = []

    def use(self, table: str, column: str) -> None:
        if table and column not in self.columns[table]:
            self.columns[table].append(column)

    def read(self, sql: str, answer: str) -> None:
        try:
            tree = sqlglot.parse_one(sql, read="sqlite")
        except sqlglot.errors.ParseError:
            return
        aliases = {t.alias_or_name: t.name for t in tree.find_all(exp.Table)}
        for table in aliases.values():
            self.columns.setdefault(table, [])

        def table_of(column: exp.Column) -> str:
            if column.table:
                return aliases.get(column.table, column.table)
            own = _own_tables(column)
            return own[0] if len(own) == 1 else ""

        for column in tree.find_all(exp.Column):
            self.use(table_of(column), column.name)
        for compared in list(tree.find_all(exp.EQ)) + list(tree.find_all(exp.Like)):
            left, right = compared.left, compared.right
            if isinstance(left, exp.Column) and isinstance(right, exp.Literal) and (right.is_string or len(right.this) >= 4) \
                    and not isinstance(compared.parent, exp.Update) and compared.find_ancestor(exp.Where):
                table = table_of(left)
                if table:
                    self.rows.append((table, {left.name: right.this.strip("%")}))
        select = tree if isinstance(tree, exp.Select) else None
        if select is not None and answer and re.match(r"\d+ rows?:", answer):
            picked = [e for e in select.expressions]
            if all(isinstance(e, exp.Column) for e in picked):
                for values in re.findall(r"\(([^()]*)\)", answer):
                    cells = [v.strip() for v in values.split(", ")]
                    if len(cells) == len(picked):
                        for column, cell in zip(picked, cells, strict=True):
                            if (table := table_of(column)) and re.search(r"[A-Za-z]", cell):
                                self.rows.append((table, {column.name: cell}))

    def write(self, path: Path) -> None:
        with sqlite3.connect(path) as conn:
            for table, columns in self.columns.items():
                if _sqlites_own(table):
                    continue
                cols = columns or ["id"]
                conn.execute(f'CREATE TABLE IF NOT EXISTS "{table}" ({", ".join(f"{c!r} TEXT" for c in cols)})')
            for table, row in self.rows:
                if _sqlites_own(table):
                    continue
                names = list(row)
                conn.execute(f'INSERT INTO "{table}" ({", ".join(repr(n) for n in names)}) '
                             f'VALUES ({", ".join("?" for _ in names)})', [row[n] for n in names])
        conn.close()


def build(rows: list[dict], folder: Path) -> dict[str, dict[str, Path]]:
    """Each voice's database files under ``folder``: voice → name (file stem) → path."""
    databases: dict[tuple[str, str], _Database] = defaultdict(_Database)
    for row in rows:
        m = _CALL.search(row["expect"])
        if m and row["method"].startswith("sqlite."):
            databases[(row["voice"], Path(m.group(1)).stem)].read(m.group(2), (m.group(3) or "").strip())
    files: dict[str, dict[str, Path]] = defaultdict(dict)
    for n, ((voice, name), database) in enumerate(sorted(databases.items())):
        home = folder / f"voice{n}"
        home.mkdir(parents=True, exist_ok=True)
        database.write(home / f"{name}.db")
        files[voice][name] = home / f"{name}.db"
    return files


def from_schemas(rows: list[dict], folder: Path) -> dict[str, dict[str, Path]]:
    """The database files of the voices whose writer gave each database whole ("schema": its CREATE TABLE and INSERT
    statements, sets 39 on): voice → name → path, every table, column and row as written."""
    files: dict[str, dict[str, Path]] = defaultdict(dict)
    for row in rows:
        m = _CALL.search(row["expect"])
        if not (m and row.get("schema")) or Path(m.group(1)).stem in files[row["voice"]]:
            continue
        home = folder / f"whole{len(files)}-{len(files[row['voice']])}"
        home.mkdir(parents=True, exist_ok=True)
        path = home / f"{Path(m.group(1)).stem}.db"
        with sqlite3.connect(path) as conn:
            conn.executescript(row["schema"])
        conn.close()
        files[row["voice"]][path.stem] = path
    return {voice: names for voice, names in files.items() if names}
