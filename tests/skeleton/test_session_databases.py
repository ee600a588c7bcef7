"""The Session as the app builds it, with two databases added in Settings: a request that names neither ("a cheque came
for the trolley, £45, mark it paid") is asked about, and the one-word answer carries on through the schema
look-up and the permission question to the change, on the real SQLite file; when one database's rows hold whom it
names (the library is a customer in orders), that one is meant and nothing is asked."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from app.settings import Settings
from app.wiring import build
from core.access import PermissionDecision
from core.events import PermissionNeeded
from tests.local_actions.test_database_names import JOBS


def _session_allowing_once(databases: list[Path], model):
    """The Session as the app builds it with ``databases`` added and the bundled model loaded, every permission question
    answered "allow once"; (steward, session, the questions' summaries as they come)."""
    steward = build(Settings(databases=databases))
    session = steward.session
    session.model, session.interactive = model, True
    session.planner = session._planner_factory(model)  # the app's planner, as loading the model makes it
    asked: list[str] = []

    def answer(event) -> None:
        if isinstance(event, PermissionNeeded):
            asked.append(event.request.action_summary)
            event.answer.set_result(PermissionDecision.ALLOW_ONCE)

    session.subscribe(answer)
    return steward, session, asked


def _submitted(databases: list[Path], model, request: str) -> tuple[str | None, list[str]]:
    """The Session's answer to one ``request`` with ``databases`` added, and the permission questions it asked."""
    steward, session, asked = _session_allowing_once(databases, model)
    done = asyncio.run(session.submit(request))
    steward.close()
    return done, asked


def _members_and_orders(folder: Path, customer: str) -> tuple[Path, Path]:
    """Two added databases: members (no rows) and orders, two of ``customer``'s, neither paid."""
    members, orders = folder / "members.db", folder / "orders.db"
    with sqlite3.connect(members) as conn:
        conn.execute("CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, sub_paid TEXT)")
    with sqlite3.connect(orders) as conn:
        conn.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, item TEXT, paid INTEGER DEFAULT 0)")
        conn.executemany("INSERT INTO orders (customer, item) VALUES (?, ?)",
                         [(customer, "Book trolley repair"), (customer, "Two display stands")])
    return members, orders


def test_which_database_is_asked_and_the_answer_carries_on(data_dir: Path, tmp_path: Path, bundled_model) -> None:
    members, orders = _members_and_orders(tmp_path, "Heaton Moor Library")
    steward, session, asked = _session_allowing_once([members, orders], bundled_model)

    async def scenario() -> tuple[str | None, str | None]:
        return (await session.submit("a cheque came for the trolley, £45, mark it paid"),
                await session.submit("orders"))

    question, done = asyncio.run(scenario())
    steward.close()
    assert question.startswith("Which of your databases do you mean: members or orders?")  # it was a chat reply
    assert done.startswith("Done:") and len(asked) == 3, (done, asked)  # the schema, the rows (which is the trolley's), the change
    with sqlite3.connect(orders) as conn:
        assert conn.execute("SELECT item FROM orders WHERE paid = 1").fetchall() == [("Book trolley repair",)]


def test_a_database_holding_whom_the_request_names_is_not_asked_about(data_dir: Path, tmp_path: Path, bundled_model) -> None:
    members, orders = _members_and_orders(tmp_path, "Heaton Moor Library")  # the library is a customer in orders
    done, asked = _submitted([members, orders], bundled_model, "library sent a cheque for the trolley, £45, mark it paid")
    assert done.startswith("Done:") and len(asked) == 2, (done, asked)  # no "which of your databases" first
    with sqlite3.connect(orders) as conn:
        assert conn.execute("SELECT item FROM orders WHERE paid = 1").fetchall() == [("Book trolley repair",)]


def test_a_surname_alone_finds_the_database_and_its_row(data_dir: Path, tmp_path: Path, bundled_model) -> None:
    jobs = tmp_path / "jobs.db"
    with sqlite3.connect(jobs) as conn:
        conn.executescript(JOBS)  # Norma Quayle's and Rhodri Penhaligon's
    done, asked = _submitted([jobs], bundled_model, "penhaligon has cancelled, take him off")  # no database, no diary word
    assert done.startswith("Done:") and "sqlite.delete" in done and len(asked) == 3, (done, asked)  # schema, rows, delete
    with sqlite3.connect(jobs) as conn:
        assert conn.execute("SELECT customer FROM jobs").fetchall() == [("Norma Quayle",)]


def test_the_rows_are_read_after_the_schema_to_find_the_ones_a_request_names(data_dir: Path, tmp_path: Path, bundled_model) -> None:
    fixtures = tmp_path / "fixtures.db"
    with sqlite3.connect(fixtures) as conn:
        conn.executescript("""
            CREATE TABLE fixtures (id INTEGER PRIMARY KEY, match_date TEXT, opponent TEXT);
            INSERT INTO fixtures (match_date, opponent) VALUES ('2027-05-08', 'Millbrook CC'), ('2027-05-15', 'Ashby Town'),
                                                                ('2027-06-19', 'Millbrook CC');
        """)
    done, asked = _submitted([fixtures], bundled_model, "millbrook have folded so get rid of all their games from fixtures.db")
    assert done.startswith("Done:") and len(asked) == 3, (done, asked)  # the schema, the rows, the delete
    assert asked[1].startswith("Read the rows of fixtures in fixtures") and "nothing is changed" in asked[1]
    with sqlite3.connect(fixtures) as conn:
        assert conn.execute("SELECT opponent FROM fixtures").fetchall() == [("Ashby Town",)]
