"""A day's rows shown with the names their ids stand for: "whos on tmrw" at a nail technician's lists tomorrow's
appointments with each client's name (from clients, by client_id) after the appointment's own columns, not only
client_id 1 and 2. The row's own columns keep their places; the names come last."""

from __future__ import annotations

import re

_NAME = re.compile(r"(?:\w+_)?name|full_?name", re.I)


def name_links(table: str, tables: dict[str, list[tuple[str, str]]]) -> list[tuple[str, str, str, str, str]]:
    """For each ``<thing>_id`` column of ``table`` whose thing is another table (client_id → clients) with a key and a
    name column: (the id column, the thing, that table, its key, its name column)."""
    by_name = {t.lower(): t for t in tables}
    links = []
    for column, _ in tables[table]:
        thing = re.fullmatch(r"([a-z]\w*?)_?id", column, re.I)
        if not thing or column.lower() == "id":
            continue
        word = thing.group(1).lower()
        other = next((by_name[w] for w in (word, f"{word}s", f"{word}es") if w in by_name), None)
        if not other or other == table:
            continue
        columns = [c for c, _ in tables[other]]
        key = next((c for c in columns if c.lower() in ("id", f"{word}_id", f"{word}id")), None)
        name = next((c for c in columns if _NAME.fullmatch(c)), None)
        if key and name:
            links.append((column, word, other, key, name))
    return links


def day_rows(table: str, column: str, time: str | None, tables: dict[str, list[tuple[str, str]]], *, between: bool) -> str:
    """SELECT of ``table``'s rows on a day (``between``: in a period, two parameters), by day and time, with the names
    its ids stand for added last."""
    own = {c.lower() for c, _ in tables[table]}
    names = joins = ""
    for i, (id_column, thing, other, key, name) in enumerate(name_links(table, tables)):
        names += f', "l{i}"."{name}" AS "{thing if thing not in own else thing + "_name"}"'
        joins += f' LEFT JOIN "{other}" AS "l{i}" ON "l{i}"."{key}" = "t"."{id_column}"'
    where = f'date("t"."{column}") BETWEEN ? AND ?' if between else f'date("t"."{column}") = ?'
    order = [f'"t"."{column}"'] if between else []
    order += [f'"t"."{time}"'] if time else []
    return (f'SELECT "t".*{names} FROM "{table}" AS "t"{joins} WHERE {where}' + (f" ORDER BY {', '.join(order)}" if order else "")
            + " LIMIT 100")
