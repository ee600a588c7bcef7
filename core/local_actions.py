"""Turn catalog calls into runtime Actions: local connectors (files, SQLite, notes) and Google REST calls.

The catalog describes local connectors in user terms (files.move {source, destination}, sqlite.insert
{database, table, row}, notes.create {text}); the runtime executes primitive file operations and SQL
statements. Notes live in a SQLite database of Steward's own, so they are undone like any other row.
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.errors import StewardError
from core.runtime.model import Action, Target

IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
NOTES_TABLE = "notes"
NOTES_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT, text TEXT NOT NULL, "
    "tags TEXT, created_at TEXT NOT NULL, updated_at TEXT)"
)


class CallNotRunnable(StewardError):
    """A planned call cannot be turned into an action; the message says what to change."""


@dataclass
class ActionTargets:
    """Where local and REST actions run: the user's folder, databases, notes, and the REST account."""

    files_root: Path
    notes_path: Path
    databases: dict[str, Path] = field(default_factory=dict)  # name (file stem) → path
    rest_account: str | None = None

    @classmethod
    def from_paths(cls, files_root: Path, notes_path: Path, databases: list[Path], rest_account=None):
        return cls(Path(files_root), Path(notes_path), {Path(p).stem: Path(p) for p in databases}, rest_account)

    def ensure_notes(self) -> None:
        self.notes_path.parent.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(self.notes_path) as conn:
            conn.execute(NOTES_SCHEMA)

    def database(self, name: str) -> Path:
        key = Path(str(name)).stem
        if key not in self.databases:
            known = ", ".join(sorted(self.databases)) or "none yet"
            raise CallNotRunnable(
                f"No database named {name!r} was added to Steward (added: {known}). Add it in Settings first."
            )
        return self.databases[key]

    def account_for(self, method_id: str) -> str:
        if method_id.split(".", 1)[0] in {"files", "sqlite", "notes"}:
            return "local"
        if not self.rest_account:
            raise CallNotRunnable(
                f"{method_id} needs a connected account; connect one on the Accounts & Permissions page."
            )
        return self.rest_account


def _identifier(name: Any, what: str) -> str:
    if not isinstance(name, str) or not IDENTIFIER.match(name):
        raise CallNotRunnable(f"{what} {name!r} is not a plain table or column name.")
    return f'"{name}"'


def _sqlite(target_path: Path, tables: list[str], sql: str, params: list | None = None, query=False) -> tuple:
    method = "sqlite.query" if query else "sqlite.execute"
    return method, {"sql": sql, "params": list(params or [])}, Target(
        kind="sqlite", location=str(target_path), tables=tables
    )


def _all_tables(path: Path) -> list[str]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]


def _in_folder(root: Path, value: Any) -> Any:
    """A path the user wrote from their home ("~/Documents/x.txt") or whole, as a path inside the folder
    Steward works in; one outside it is refused with what to do (never a folder literally called "~")."""
    if not isinstance(value, str) or not value.startswith(("~", "/")):
        return value
    folder, path = Path(root).expanduser().resolve(), Path(value).expanduser().resolve()
    if path == folder:
        return "."
    if not path.is_relative_to(folder):
        raise CallNotRunnable(f"{value} is outside the folder Steward works in ({folder}). Move it into that folder, "
                              "or choose a folder that holds it in Settings (files_root).")
    return str(path.relative_to(folder))


def _files(method_id: str, args: dict[str, Any], targets: ActionTargets) -> tuple:
    op = method_id.split(".", 1)[1]
    args = {k: _in_folder(targets.files_root, v) if k in ("path", "source", "destination") else v for k, v in args.items()}
    target = Target(kind="files", location=str(targets.files_root))
    if op == "move":
        return "files.move", {"src": args.get("source"), "dst": args.get("destination")}, target
    if op == "delete":
        return "files.delete", {"path": args.get("path")}, target
    keep = {"list": ("path", "pattern", "recursive"), "search": ("path", "query", "contents"), "read": ("path", "max_bytes"),
            "write": ("path", "content", "append")}[op]
    return f"files.{op}", {k: args[k] for k in keep if k in args}, target


def _sqlite_call(method_id: str, args: dict[str, Any], targets: ActionTargets) -> tuple:
    op = method_id.split(".", 1)[1]
    path = targets.database(args.get("database", ""))
    if op == "tables":
        return _sqlite(path, ["sqlite_master"], "SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                       "AND name NOT LIKE 'sqlite_%' ORDER BY name", query=True)  # each table with its columns
    if op == "query":
        return _sqlite(path, _all_tables(path), str(args.get("sql", "")), args.get("params"), query=True)
    table = args.get("table")
    quoted = _identifier(table, "Table")
    if op == "insert":
        row = args.get("row") or {}
        if not isinstance(row, dict) or not row:
            raise CallNotRunnable("sqlite.insert needs a non-empty row object, e.g. {\"name\": \"Ada\"}.")
        columns = ", ".join(_identifier(c, "Column") for c in row)
        marks = ", ".join("?" for _ in row)
        return _sqlite(path, [table], f"INSERT INTO {quoted} ({columns}) VALUES ({marks})", list(row.values()))
    where = str(args.get("where") or "").strip()
    if not where:
        raise CallNotRunnable(f"sqlite.{op} needs a WHERE condition; Steward never changes every row at once.")
    if args.get("at_most") is not None:  # "brian's resigned, take him off …": one person meant, two Brians kept
        _check_at_most(path, quoted, where, list(args.get("params") or []), int(args["at_most"]),
                       args.get("values") if op == "update" else None)
    if op == "update":
        values = args.get("values") or {}
        if not isinstance(values, dict) or not values:
            raise CallNotRunnable("sqlite.update needs the new values, e.g. {\"status\": \"done\"}.")
        sets = ", ".join(f"{_identifier(c, 'Column')} = {_set_to(c, v)}" for c, v in values.items())
        return _sqlite(path, [table], f"UPDATE {quoted} SET {sets} WHERE {where}",
                       [v["add"] if _is_change_by(v) else v for v in values.values()] + list(args.get("params") or []))
    return _sqlite(path, [table], f"DELETE FROM {quoted} WHERE {where}", args.get("params"))


def _check_at_most(path: Path, quoted: str, where: str, params: list, at_most: int, values: Any = None) -> None:
    """Refuse a change that would touch more rows than the request meant, naming them: the rows the condition matches
    (for an update, those of them whose values it would change: Mrs Hollis's order already paid is no second row)."""
    same = [(c, v) for c, v in values.items() if not isinstance(v, dict)] if isinstance(values, dict) else []
    unchanged = " AND ".join(f"{_identifier(c, 'Column')} IS ?" for c, _ in same)
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
            rows = conn.execute(f"SELECT * FROM {quoted} WHERE ({where})" + (f" AND NOT ({unchanged})" if same else "") + " LIMIT 6",
                                params + [v for _, v in same]).fetchall()
    except sqlite3.Error:
        return  # the change itself reports what is wrong with it
    if len(rows) <= at_most:
        return
    names = [next((v for v in row if isinstance(v, str) and v.strip() and not v[:1].isdigit()), str(row[0])) for row in rows[:5]]
    raise CallNotRunnable(f"That matches {len(rows) if len(rows) < 6 else 'more than 5'} rows ({', '.join(names)}), but you "
                          f"meant {'one' if at_most == 1 else at_most}. Nothing was changed: say which one, e.g. by the full name.")


def _is_change_by(value: Any) -> bool:
    """Whether an update's value changes a number by an amount ({"add": -6}) rather than setting it."""
    return isinstance(value, dict) and set(value) == {"add"} and isinstance(value["add"], int | float) \
        and not isinstance(value["add"], bool)


def _set_to(column: str, value: Any) -> str:
    """The SQL a column is set to: a placeholder, or the column plus one for a change by an amount (6 sold: qty + -6)."""
    if isinstance(value, dict) and not _is_change_by(value):
        raise CallNotRunnable(f"sqlite.update: {column} must be a value, or {{\"add\": n}} to change a number by n.")
    return f"coalesce({_identifier(column, 'Column')}, 0) + ?" if _is_change_by(value) else "?"


_NOTE_SEARCH_SKIP = {"the", "a", "an", "my", "of", "in", "on", "for", "to", "and", "or", "about", "note", "notes"}


def _notes(method_id: str, args: dict[str, Any], targets: ActionTargets) -> tuple:
    op = method_id.split(".", 1)[1]
    path, now = targets.notes_path, datetime.now(UTC).isoformat(timespec="seconds")
    tags = json.dumps(args.get("tags") or [])
    if op == "create":
        return _sqlite(path, [NOTES_TABLE], "INSERT INTO notes (title, text, tags, created_at) VALUES (?, ?, ?, ?)",
                       [args.get("title") or "", args.get("text") or "", tags, now])
    if op == "list":
        sql, params = "SELECT id, title, text, tags, created_at FROM notes", []
        if args.get("tag"):
            sql, params = sql + " WHERE tags LIKE ?", [f'%"{args["tag"]}"%']
        return _sqlite(path, [NOTES_TABLE], sql + " ORDER BY id DESC LIMIT ?", params + [int(args.get("limit", 50))],
                       query=True)
    if op == "search":  # notes holding the most of the words first; all but one of them will do ("wifi pasword")
        words = [w for w in re.findall(r"\w+", str(args.get("query", "")).lower()) if w not in _NOTE_SEARCH_SKIP][:8] \
            or [str(args.get("query", ""))]
        hits = " + ".join(["((title || ' ' || text) LIKE ?)"] * len(words))
        return _sqlite(path, [NOTES_TABLE], f"SELECT id, title, text FROM (SELECT id, title, text, {hits} AS hits FROM notes) "
                       "WHERE hits >= ? ORDER BY hits DESC, id DESC", [f"%{w}%" for w in words] + [max(1, len(words) - 1)],
                       query=True)
    note_id = args.get("note_id")
    if op == "read":
        return _sqlite(path, [NOTES_TABLE], "SELECT * FROM notes WHERE id = ?", [note_id], query=True)
    if op == "delete":
        return _sqlite(path, [NOTES_TABLE], "DELETE FROM notes WHERE id = ?", [note_id])
    fields = {k: args[k] for k in ("title", "text") if k in args}
    if args.get("find") and "text" in args:  # "change the sugar to 75g not 100g": those words only
        fields["text"] = _replaced(path, note_id, str(args["find"]), str(args["text"]))
    if "tags" in args:
        fields["tags"] = tags
    if not fields:
        raise CallNotRunnable("notes.update needs a new title, text or tags.")
    appended = {"text"} if args.get("append") else set()  # "add 'X' to my Errands note": after what it says, on a new line
    sets = ["text = CASE WHEN COALESCE(text, '') = '' THEN ? ELSE text || char(10) || ? END" if k in appended else f"{k} = ?"
            for k in fields]
    values = [v for k, value in fields.items() for v in ((value, value) if k in appended else (value,))]
    return _sqlite(path, [NOTES_TABLE], f"UPDATE notes SET {', '.join(sets)}, updated_at = ? WHERE id = ?",
                   values + [now, note_id])


def _replaced(path: Path, note_id: Any, find: str, new: str) -> str:
    """The note's text with ``find`` replaced by ``new``; refused when the note does not say ``find``."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        row = conn.execute("SELECT text FROM notes WHERE id = ?", [note_id]).fetchone()
    if row is None:
        raise CallNotRunnable(f"There is no note {note_id}; list your notes to see their numbers.")
    if find not in (row[0] or ""):
        raise CallNotRunnable(f"Note {note_id} does not contain '{find}'; say the exact words to change.")
    return str(row[0]).replace(find, new)


LOCAL = {"files": _files, "sqlite": _sqlite_call, "notes": _notes}
SAVES_A_FILE = {"drive.files.export", "drive.files.download",  # methods whose answer is a file's bytes
                "gmail.users.messages.attachments.get"}


def action_for_call(method_id: str, arguments: dict[str, Any], targets: ActionTargets) -> Action:
    """The runtime Action that performs a catalog call (raises CallNotRunnable with what to fix)."""
    service = method_id.split(".", 1)[0]
    if service in LOCAL:
        runtime_method, runtime_args, target = LOCAL[service](method_id, dict(arguments), targets)
        return Action(method_id=runtime_method, arguments=runtime_args, target=target)
    arguments = dict(arguments)
    if "media" in arguments:  # an upload: a file of the user's folder, by its absolute path
        arguments["media"] = str(_uploaded(targets.files_root, arguments["media"]))
    if method_id == "drive.files.download":  # done with Drive's direct calls: an export when a format is said
        method_id, arguments = ("drive.files.export", {"fileId": arguments.get("fileId"), "mimeType": arguments["mimeType"]}) \
            if arguments.get("mimeType") else ("drive.files.get", {"fileId": arguments.get("fileId"), "alt": "media"})
    if method_id.startswith(("drive.comments.", "drive.replies.")) and not method_id.endswith(".delete"):
        arguments.setdefault("fields", "*")  # Drive answers 400 to comment and reply calls that do not name their fields
    if method_id in SAVES_A_FILE or arguments.get("alt") == "media":  # the file it returns goes into the user's folder
        arguments["save_to"] = str(Path(targets.files_root).resolve())
    return Action(method_id=method_id, arguments=arguments,
                  target=Target(kind="rest", location=targets.account_for(method_id)))


def _uploaded(root: Path, name: Any) -> Path:
    """The file of the user's folder an upload sends; never one outside it."""
    folder = Path(root).resolve()
    path = (folder / str(name)).resolve()
    if not path.is_relative_to(folder):
        raise CallNotRunnable(f"{name!r} is outside your folder ({folder}); Steward uploads only files in it.")
    if not path.is_file():
        raise CallNotRunnable(f"There is no file {name!r} in your folder ({folder}); check its name.")
    return path
