"""Before/after images of SQLite changes: row changes logged by TEMP triggers, whole-table images for DDL.

Values are stored as JSON: text/int/null as is, REAL as {"r": "%.17g"} (exact), BLOB as {"b": hex}.
Nothing is added to the user's schema: the triggers and the log table live in the connection's temp db.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Any

LOG_TABLE = "steward_changes"
SCHEMA_TABLES = {"sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema", "sqlite_sequence"}


def quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def encode_value(value: Any) -> Any:
    if isinstance(value, bytes):
        return {"b": value.hex()}
    if isinstance(value, float):
        return {"r": repr(value)}
    return value


def decode_value(value: Any) -> Any:
    if isinstance(value, dict):
        return bytes.fromhex(value["b"]) if "b" in value else float(value["r"])
    return value


def _sql_encoded(expr: str) -> str:
    return (f"CASE typeof({expr}) WHEN 'blob' THEN json_object('b', hex({expr})) "
            f"WHEN 'real' THEN json_object('r', printf('%!.17g', {expr})) ELSE {expr} END")


def rowid_tables(conn: sqlite3.Connection) -> dict[str, list[str]]:
    """User tables that have a rowid, with their column names."""
    tables = {}
    for name, sql in conn.execute("SELECT name, sql FROM main.sqlite_master WHERE type='table'"):
        if name.startswith("sqlite_") or "WITHOUT ROWID" in (sql or "").upper():
            continue
        tables[name] = [row[1] for row in conn.execute(f"PRAGMA main.table_info({quote(name)})")]
    return tables


def install_change_log(conn: sqlite3.Connection, tables: dict[str, list[str]]) -> None:
    """TEMP triggers that log every row change (old and new values, rowids) into temp.steward_changes."""
    conn.execute(f"CREATE TEMP TABLE IF NOT EXISTS {LOG_TABLE}"
                 "(seq INTEGER PRIMARY KEY, tbl TEXT, op TEXT, rid_old INTEGER, rid_new INTEGER, old TEXT, new TEXT)")
    for index, (table, columns) in enumerate(tables.items()):
        old = "json_array(" + ", ".join(_sql_encoded(f"OLD.{quote(c)}") for c in columns) + ")"
        new = "json_array(" + ", ".join(_sql_encoded(f"NEW.{quote(c)}") for c in columns) + ")"
        name = table.replace("'", "''")
        for op, when, values in (
            ("insert", "INSERT", f"NULL, NEW.rowid, NULL, {new}"),
            ("update", "UPDATE", f"OLD.rowid, NEW.rowid, {old}, {new}"),
            ("delete", "DELETE", f"OLD.rowid, NULL, {old}, NULL"),
        ):
            conn.execute(
                f"CREATE TEMP TRIGGER IF NOT EXISTS steward_{op}_{index} AFTER {when} ON main.{quote(table)} "
                f"BEGIN INSERT INTO {LOG_TABLE}(tbl, op, rid_old, rid_new, old, new) "
                f"VALUES('{name}', '{op}', {values}); END"
            )


def read_change_log(conn: sqlite3.Connection, tables: dict[str, list[str]]) -> list[dict[str, Any]]:
    rows = conn.execute(f"SELECT tbl, op, rid_old, rid_new, old, new FROM {LOG_TABLE} ORDER BY seq").fetchall()
    return [{"table": t, "columns": tables[t], "op": op, "rid_old": ro, "rid_new": rn,
             "old": json.loads(old) if old else None, "new": json.loads(new) if new else None}
            for t, op, ro, rn, old, new in rows]


def current_row(conn: sqlite3.Connection, table: str, columns: list[str], rowid: int) -> list[Any] | None:
    cols = ", ".join(quote(c) for c in columns)
    row = conn.execute(f"SELECT {cols} FROM main.{quote(table)} WHERE rowid = ?", (rowid,)).fetchone()
    return None if row is None else list(row)


def table_image(conn: sqlite3.Connection, table: str, max_rows: int) -> dict[str, Any]:
    """The schema, indexes and (up to max_rows) rows of a table; rows=None when it is larger."""
    row = conn.execute("SELECT sql FROM main.sqlite_master WHERE type='table' AND name=?", (table,)).fetchone()
    if row is None:
        return {"table": table, "exists": False}
    indexes = [r[0] for r in conn.execute(
        "SELECT sql FROM main.sqlite_master WHERE type='index' AND tbl_name=? AND sql IS NOT NULL", (table,))]
    columns = [r[1] for r in conn.execute(f"PRAGMA main.table_info({quote(table)})")]
    count = conn.execute(f"SELECT count(*) FROM main.{quote(table)}").fetchone()[0]
    rows = None
    if count <= max_rows:
        cols = ", ".join(quote(c) for c in columns)
        rows = [[r[0], *[encode_value(v) for v in r[1:]]]
                for r in conn.execute(f"SELECT rowid, {cols} FROM main.{quote(table)} ORDER BY rowid")]
    return {"table": table, "exists": True, "sql": row[0], "indexes": indexes, "columns": columns,
            "rows": rows, "count": count}


def table_fingerprint(conn: sqlite3.Connection, table: str) -> str | None:
    """A digest of a table's schema and content (None when it does not exist): detects later edits."""
    row = conn.execute("SELECT sql FROM main.sqlite_master WHERE type='table' AND name=?", (table,)).fetchone()
    if row is None:
        return None
    digest = hashlib.sha256(row[0].encode())
    for values in conn.execute(f"SELECT rowid, * FROM main.{quote(table)} ORDER BY rowid"):
        digest.update(json.dumps([encode_value(v) for v in values]).encode())
    return digest.hexdigest()


def restore_table(conn: sqlite3.Connection, image: dict[str, Any]) -> None:
    """Replace a table by its image (drop it when the image says it did not exist)."""
    table = image["table"]
    conn.execute(f"DROP TABLE IF EXISTS main.{quote(table)}")
    if not image["exists"]:
        return
    conn.execute(image["sql"])
    for sql in image["indexes"]:
        conn.execute(sql)
    cols = ", ".join(["rowid", *(quote(c) for c in image["columns"])])
    marks = ", ".join("?" * (len(image["columns"]) + 1))
    conn.executemany(f"INSERT INTO main.{quote(table)}({cols}) VALUES({marks})",
                     [[decode_value(v) for v in row] for row in image["rows"]])
