"""Database answers a sheep shearer, a guitar repairer, a beach hut owner, a knife sharpener, a minibus coordinator and a
tree surgeon asked for (blind sets 49–50, written 27 November 2026), on real SQLite files: each was wrong at first
sight (a wrong total, or wrong values written), or asked."""

from __future__ import annotations

from core.local_actions import action_for_call
from tests.local_actions.test_known_databases import _added, _run
from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY


def _answer(planner, runtime, targets, request, database):
    (call,) = planned(planner, runtime, targets, request, database).calls
    return runtime.execute(action_for_call(call.method, call.arguments, targets)).result["rows"]


def test_a_new_row_said_in_one_breath_gets_its_days_address_and_flag(database):
    planner, runtime, targets, path = database("bookings", """
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, hut TEXT NOT NULL, guest TEXT NOT NULL, email TEXT,
                               arrive TEXT NOT NULL, depart TEXT NOT NULL, price REAL, deposit_paid INTEGER DEFAULT 0,
                               balance_paid INTEGER DEFAULT 0);
    """, now=THURSDAY)
    done(planner, runtime, targets, "add to bookings db: driftwood, fiona gallagher fiona.g@outlook.com sat 17th to sat 24th july "
                                    "next yr, £1050, deposit paid", "bookings")
    assert rows(path, "SELECT guest, email, arrive, depart, price, deposit_paid FROM bookings") == [
        ("fiona gallagher", "fiona.g@outlook.com", "2027-07-17", "2027-07-24", 1050.0, 1)]  # refused: the address was the arrival


def test_money_said_goes_to_no_text_column_and_a_day_said_in_words_is_a_day(database):
    planner, runtime, targets, path = database("quotes", """
        CREATE TABLE quotes (quote_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, address TEXT, phone TEXT, job TEXT,
                             price REAL, quoted_on TEXT, status TEXT DEFAULT 'pending');
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, area TEXT, visit_date TEXT NOT NULL,
                             knives INTEGER, price REAL);
    """, now=THURSDAY)
    done(planner, runtime, targets, "new quote for quotes.db - nigel brazier, the old forge hanley swan wr8 0dx, 07700 904111, "
                                    "reduce 2 limes by a third, £960, went round today", "quotes")
    assert rows(path, "SELECT price, quoted_on FROM quotes") == [(960.0, "2026-11-26")]  # quoted_on 'went round today'
    asked = planned(planner, runtime, targets, "log todays visit in quotes.db - totterdown deli, 8 knives at £4 n a cleaver at £6",
                    "quotes")
    assert asked.kind == "clarify" and rows(path, "SELECT count(*) FROM visits") == [(0,)]  # area '£6' was written


def test_totals_by_what_is_owed_unfinished_or_accepted(database):
    planner, runtime, targets, _ = database("trips", """
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, passenger TEXT, fare REAL, paid INTEGER DEFAULT 0);
        INSERT INTO bookings (passenger, fare, paid) VALUES ('Doris Maltby', 4, 0), ('Joyce Ingham', 4, 1), ('Bill Stubbs', 6, 0);
        CREATE TABLE repairs (id INTEGER PRIMARY KEY, customer TEXT, quote REAL, status TEXT);
        INSERT INTO repairs (customer, quote, status) VALUES ('Ben', 260, 'in progress'), ('Amy', 120, 'ready'), ('Sam', 85, 'booked in');
        CREATE TABLE quotes (id INTEGER PRIMARY KEY, customer TEXT, price REAL, quoted_on TEXT, status TEXT);
        INSERT INTO quotes (customer, price, quoted_on, status) VALUES ('A', 850, '2026-10-12', 'accepted'),
            ('B', 400, '2026-10-20', 'declined'), ('C', 1400, '2026-11-03', 'accepted');
    """, now=THURSDAY)
    fares = _answer(planner, runtime, targets, "how much in fares is still to come in? trips.db, bookings table", "trips")
    assert fares == [[10.0]]  # it summed the paid flags of the paid rows: 1
    bench = _answer(planner, runtime, targets, "how much work have i got on the bench thats not finished, how many n total of the "
                                                 "quotes. trips.db, repairs table", "trips")
    assert bench == [[2, 345.0]]  # every quote, ready ones too: 465, and no count
    accepted = _answer(planner, runtime, targets, "trips.db quotes table - what did i quote each month n how much of that got "
                                                   "accepted", "trips")
    assert accepted == [["2026-10", 1250.0, 850.0], ["2026-11", 1400.0, 1400.0]]


def test_someone_said_to_have_paid_is_marked_paid(database):
    planner, runtime, targets, path = database("bookings", """
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, hut TEXT, guest TEXT, deposit_paid INTEGER DEFAULT 0,
                               balance_paid INTEGER DEFAULT 0);
        INSERT INTO bookings (hut, guest) VALUES ('Driftwood', 'Margaret Hale'), ('Seaspray', 'Tony Reid');
    """, now=THURSDAY)
    plan = _added(planner, ["bookings"]).plan("margaret hale has sent her deposit over")
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}  # chat: nothing happened
    assert rows(path, "SELECT guest, deposit_paid, balance_paid FROM bookings") == [("Margaret Hale", 1, 0), ("Tony Reid", 0, 0)]
