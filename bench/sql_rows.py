"""Cost of reading a database's rows to resolve a request (core/planner/sql_rows.py): the rows' look-up query on a real
SQLite file, and the planner's matching of the request against them, for growing databases.

    .venv/bin/python bench/sql_rows.py

Each database has N tables of 12 columns (names, places, states, days, prices), each filled past ROWS_PER_TABLE rows;
the look-up reads at most ROWS_PER_TABLE of each, those holding the request's words first. Prints median milliseconds of 20 runs and the result's size.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.planner import sql_requests, sql_row_links, sql_rows  # noqa: E402

FIRST = ["Ann", "Bill", "Carol", "Dev", "Edna", "Frank", "Gita", "Huw", "Ivy", "Jim", "Kath", "Len", "Mo", "Nia", "Olu", "Pat"]
LAST = ["Hollis", "Price", "Rendell", "Okafor", "Walsh", "Pym", "Lowe", "Dingle", "Fiske", "Marsh", "Cooper", "Vaughan"]
PLACES = ["Foxton", "Gumley", "Latchley", "Thirkleby", "Ledbury", "Ross-on-Wye", "Askerswell", "Tenbury Wells"]
STATES = ["booked", "in progress", "done", "cancelled", "waiting parts"]
REQUEST = "pat fiske at gumley has cancelled the job on the 14th, take it out"


def build(path: Path, tables: int, rows: int) -> None:
    rng = random.Random(7)
    with sqlite3.connect(path) as conn:
        for t in range(tables):
            conn.execute(f"CREATE TABLE jobs{t} (id INTEGER PRIMARY KEY, customer TEXT, village TEXT, phone TEXT, work TEXT, "
                         "status TEXT, job_date TEXT, price REAL, deposit REAL, paid TEXT, notes TEXT, photo BLOB)")
            conn.executemany(f"INSERT INTO jobs{t} (customer, village, phone, work, status, job_date, price, deposit, paid, notes, photo) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
                                 (f"{rng.choice(FIRST)} {rng.choice(LAST)}", rng.choice(PLACES), f"07700 9{rng.randrange(10**5):05d}",
                                  f"job {i}", rng.choice(STATES), (dt.date(2026, 1, 1) + dt.timedelta(days=rng.randrange(365))).isoformat(),
                                  rng.randrange(50, 3000), rng.randrange(0, 200), rng.choice(["yes", "no"]), "", b"\x00" * 64)
                                 for i in range(rows)])


def median_ms(run, repeat: int = 20) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    today = dt.date(2026, 11, 26)
    print(f"{'tables':>6} {'rows/table':>10} {'read ms':>8} {'match ms':>9} {'result KB':>9}")
    for tables, rows in ((1, 50), (3, 300), (10, 1000), (30, 1000), (1, 100_000)):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "jobs.db"
            build(path, tables, rows)
            with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
                schema = sql_requests.tables_of({"rows": conn.execute("SELECT name, sql FROM sqlite_master").fetchall()})
                sql = sql_row_links.reading(schema, REQUEST)  # rows holding the request's words first
                result = {"rows": conn.execute(sql).fetchall()}
                read = median_ms(lambda conn=conn, sql=sql: conn.execute(sql).fetchall())
            found = sql_row_links.rows_of(result, schema)
            match = median_ms(lambda found=found, schema=schema: sql_rows.complete(
                "delete", REQUEST, schema, found, sql_row_links.linked(REQUEST, schema, found), today), 5)
            size = sum(len(r[1]) for r in result["rows"]) / 1024
            print(f"{tables:6d} {rows:10d} {read:8.1f} {match:9.1f} {size:9.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
