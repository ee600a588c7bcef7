"""Requests read against a database's rows (core/planner/sql_rows.py), on real SQLite files: the schema alone could not
say which rows or column were meant, so each of these was asked before; the rows are read by a second look-up."""

from __future__ import annotations

import pytest

from core.local_actions import CallNotRunnable, action_for_call
from core.planner import sql_requests, sql_row_links
from tests.local_actions.test_sql_named_rows import rows
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY


def _run(runtime, targets, plan):
    (call,) = plan.calls
    outcome = runtime.execute(action_for_call(call.method, call.arguments, targets))
    runtime.commit(outcome.undo)
    return outcome.result


def _asked(plan):
    return plan.kind == "clarify" and plan.looked_up and "I could not tell" in plan.reply


FIXTURES = """
    CREATE TABLE fixtures (id INTEGER PRIMARY KEY, match_date TEXT, opponent TEXT, venue TEXT);
    INSERT INTO fixtures (match_date, opponent, venue) VALUES ('2027-05-08', 'Millbrook CC', 'home'),
        ('2027-05-15', 'Ashby Town', 'away'), ('2027-06-19', 'Millbrook CC', 'away'), ('2027-06-26', 'Millfield', 'home');
"""


def test_a_name_said_in_part_deletes_its_rows_and_no_others(database):
    planner, runtime, targets, path = database("fixtures", FIXTURES, now=THURSDAY)
    plan = planned(planner, runtime, targets, "millbrook have folded so get rid of all their games from fixtures.db", "fixtures")
    assert plan.calls[0].arguments["params"] == ["Millbrook CC"]
    assert _run(runtime, targets, plan) == {"rows_changed": 2}
    assert rows(path, "SELECT opponent FROM fixtures ORDER BY id") == [("Ashby Town",), ("Millfield",)]


JOBS = """
    CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, boat TEXT, job TEXT, due_date TEXT, cost_estimate REAL, done TEXT);
    INSERT INTO jobs (boat, job, due_date, cost_estimate, done) VALUES
        ('Kingfisher', 'New mattress front cabin', '2026-12-10', 180, 'no'), ('Kingfisher', 'Service engine', '2027-01-15', 240, 'no'),
        ('Kingfisher', 'Repaint tiller', '2027-02-01', 60, 'no'), ('Heron', 'Service engine', '2027-01-20', 240, 'no');
"""


def test_one_thing_said_of_several_rows_is_refused_and_a_word_of_it_finds_the_one(database):
    planner, runtime, targets, path = database("maintenance", JOBS, now=THURSDAY)
    plan = planned(planner, runtime, targets, "scrap the kingfisher job from maintenance db", "maintenance")
    with pytest.raises(CallNotRunnable, match="matches 3 rows"):  # all three Kingfisher jobs would have gone
        _run(runtime, targets, plan)
    plan = planned(planner, runtime, targets, "my sister gave me a spare mattress so scrap the kingfisher mattress job from "
                                              "maintenance db", "maintenance")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT boat, job FROM jobs ORDER BY job_id") == [
        ("Kingfisher", "Service engine"), ("Kingfisher", "Repaint tiller"), ("Heron", "Service engine")]


def test_a_day_put_right_changes_the_row_and_column_that_held_it(database):
    planner, runtime, targets, path = database("sits", """
        CREATE TABLE sits (id INTEGER PRIMARY KEY, owner_surname TEXT, pets TEXT, start_date TEXT, end_date TEXT, fee REAL);
        INSERT INTO sits (owner_surname, pets, start_date, end_date, fee) VALUES ('Kowalski', '2 cats', '2026-12-23', '2026-12-27', 120),
            ('Patel', 'dog', '2026-12-20', '2026-12-27', 150), ('Kowalski', '2 cats', '2027-07-10', '2027-07-17', 200);
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "the kowalski xmas sit finishes on the 28th not the 27th, can u fix it in my sits db", "sits")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    plan = planned(planner, runtime, targets, "patel sit moved from the 20th to the 21st, change it in my sits db", "sits")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT owner_surname, start_date, end_date FROM sits ORDER BY id") == [
        ("Kowalski", "2026-12-23", "2026-12-28"), ("Patel", "2026-12-21", "2026-12-27"), ("Kowalski", "2027-07-10", "2027-07-17")]


REPAIRS = """
    CREATE TABLE repairs (repair_id INTEGER PRIMARY KEY, customer TEXT, item TEXT, quote REAL, deposit REAL, status TEXT, photo BLOB);
    INSERT INTO repairs (customer, item, quote, deposit, status, photo) VALUES
        ('Helen Vaughan', 'ercol sofa cushions', 380, 100, 'in progress', x'89504e47'),
        ('Colin Marsden', 'cuckoo clock', 120, 0, 'ready', NULL);
"""


def test_a_new_price_is_set_and_a_payment_is_no_new_price(database):
    planner, runtime, targets, path = database("jobs", REPAIRS, now=THURSDAY)
    plan = planned(planner, runtime, targets, "helen vaughans cushions have gone up to £410 now shes wanting piping on them, "
                                              "change it in jobs.db pls", "jobs")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    plan = planned(planner, runtime, targets, "colin marsden came for his cuckoo clock in jobs.db this morning, paid the £95 cash", "jobs")
    assert not any(c.arguments.get("values", {}).get("quote") for c in plan.calls if plan.kind == "calls")
    assert rows(path, "SELECT customer, quote, deposit FROM repairs ORDER BY repair_id") == [
        ("Helen Vaughan", 410.0, 100.0), ("Colin Marsden", 120.0, 0.0)]  # the deposit is no price


WALKERS = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, joined TEXT);
    CREATE TABLE walks (id INTEGER PRIMARY KEY, walk_date TEXT, route TEXT, leader TEXT, turnout INTEGER);
    INSERT INTO members (first_name, surname, joined) VALUES ('Pat', 'Rowe', '2019-03-02'), ('Alan', 'Greenwood', '2026-11-04');
    INSERT INTO walks (walk_date, route, leader, turnout) VALUES ('2026-10-07', 'Ilkley Moor', 'Pat', 14),
        ('2026-10-14', 'Bolton Abbey', 'Alan', 11), ('2026-10-21', 'Otley Chevin', 'Pat', 9), ('2026-11-18', 'Bolton Abbey', 'Pat', 12),
        ('2026-12-05', 'Christmas walk - Harewood', 'Alan', NULL);
"""


def test_a_question_on_the_rows_a_name_picks_out_in_the_period_said(database):
    planner, runtime, targets, path = database("walkers", WALKERS, now=THURSDAY)
    plan = planned(planner, runtime, targets, "which walks did pat lead in october & how many turned up? (walkers db)", "walkers")
    assert [r[1:] for r in _run(runtime, targets, plan)["rows"]] == [
        ["2026-10-07", "Ilkley Moor", "Pat", 14], ["2026-10-21", "Otley Chevin", "Pat", 9]]  # Pat the member: no walks
    plan = planned(planner, runtime, targets, "delete pat from walkers.db", "walkers")
    assert _asked(plan)  # Pat leads walks and is a member, and neither table is said: which is asked
    plan = planned(planner, runtime, targets, "xmas walk on sat 5th is off, harewood's shut. delete it from the walks table in walkers.db",
                   "walkers")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT walk_date FROM walks WHERE walk_date > '2026-11-01'") == [("2026-11-18",)]


def test_a_count_of_a_value_said_over_so_far_this_month(database):
    planner, runtime, targets, _ = database("clients", """
        CREATE TABLE appointments (id INTEGER PRIMARY KEY, dog_name TEXT, service TEXT, appt_date TEXT, price REAL);
        INSERT INTO appointments (dog_name, service, appt_date, price) VALUES ('Biscuit', 'full groom', '2026-11-03', 45),
            ('Monty', 'full groom', '2026-11-10', 45), ('Bramble', 'bath & tidy', '2026-11-12', 35),
            ('Ozzy', 'full groom', '2026-11-19', 50), ('Rolo', 'full groom', '2026-10-06', 45);
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "how many full grooms have i done so far this month? its in my clients db", "clients")
    assert _run(runtime, targets, plan)["rows"] == [[3]]


DAYCENTRE = """
    CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT, days TEXT, transport TEXT);
    CREATE TABLE attendance (att_id INTEGER PRIMARY KEY, client_id INTEGER, session_date TEXT, status TEXT);
    INSERT INTO clients (name, days, transport) VALUES ('Betty Wardle', 'Mon Wed', 'bus'), ('Ivy Robson', 'Mon', 'family');
    INSERT INTO attendance (client_id, session_date, status) VALUES (1, '2026-11-23', 'attended'), (2, '2026-11-23', 'absent'),
        (1, '2026-11-25', 'booked'), (1, '2026-11-27', 'booked');
"""


def test_a_row_another_table_points_at_picks_out_its_rows_and_a_period_is_still_asked(database):
    planner, runtime, targets, path = database("daycentre", DAYCENTRE, now=THURSDAY)
    plan = planned(planner, runtime, targets, "daycentre.db ivy robson came in today after all - can u change her from absent "
                                              "to attended", "daycentre")
    assert plan.calls[0].arguments["at_most"] == 1
    assert _run(runtime, targets, plan) == {"rows_changed": 1}  # asked: her name is in clients, her day in attendance
    plan = planned(planner, runtime, targets, "daycentre.db betty wardle was admitted to hospital sat night, take her off the "
                                              "rest of this weeks bookings", "daycentre")
    assert _asked(plan)  # her client row was deleted
    assert rows(path, "SELECT count(*) FROM clients") == [(2,)]
    assert rows(path, "SELECT client_id, status FROM attendance ORDER BY att_id") == [
        (1, "attended"), (2, "attended"), (1, "booked"), (1, "booked")]


def test_what_a_question_says_beyond_the_values_is_asked_not_dropped(database):
    planner, runtime, targets, _ = database("stock", """
        CREATE TABLE records (id INTEGER PRIMARY KEY, artist TEXT, title TEXT, format TEXT, price REAL, status TEXT);
        INSERT INTO records (artist, title, format, price, status) VALUES ('The Smiths', 'Meat Is Murder', 'LP', 8, 'in stock'),
            ('Joni Mitchell', 'Blue', 'LP', 35, 'in stock'), ('Oasis', 'Wonderwall', '7"', 6, 'sold');
    """, now=THURSDAY)
    for request in ("which lps have i still got in stock under a tenner, cheapest first. stock db",
                    "stock.db - whats in stock or sold by the smiths"):
        assert _asked(planned(planner, runtime, targets, request, "stock")), request  # every row in stock was listed


def test_the_rows_read_are_bounded_and_leave_blobs_out(tmp_path):
    import sqlite3

    path = tmp_path / "big.db"
    with sqlite3.connect(path) as conn:
        conn.executescript("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT, scan BLOB);")
        conn.executemany("INSERT INTO notes (body, scan) VALUES (?, ?)", [(f"note {i}", b"\x00\x01") for i in range(1000)])
        tables = sql_requests.tables_of({"rows": conn.execute("SELECT name, sql FROM sqlite_master").fetchall()})
        read = sql_row_links.rows_of({"rows": conn.execute(sql_row_links.reading(tables)).fetchall()}, tables)
    assert len(read["notes"]) == sql_row_links.ROWS_PER_TABLE and read["notes"][0] == {"id": 1, "body": "note 0", "scan": None}


def test_a_result_goes_into_the_score_columns_of_the_fixture_they_played(database):
    planner, runtime, targets, path = database("fixtures", """
        CREATE TABLE fixtures (fixture_id INTEGER PRIMARY KEY, match_date TEXT, home TEXT, away TEXT, home_score INTEGER, away_score INTEGER);
        INSERT INTO fixtures (match_date, home, away) VALUES ('2026-11-22', 'Gresford Gems', 'Ruabon Rockets'),
            ('2027-02-07', 'Ruabon Rockets', 'Gresford Gems'), ('2026-11-22', 'Chirk Belles', 'Llay Lions');
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "ruabon rockets beat gresford 31-24 on sun, can u update the score in fixtures.db", "fixtures")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT home, home_score, away_score FROM fixtures ORDER BY fixture_id") == [
        ("Gresford Gems", 24, 31), ("Ruabon Rockets", None, None), ("Chirk Belles", None, None)]  # the away side won


def test_a_number_put_right_a_state_and_a_flag_set_and_bills_paid_on_their_rows(database):
    planner, runtime, targets, path = database("jobs", """
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, customer TEXT, item TEXT, moles INTEGER, price REAL, status TEXT,
                           collected INTEGER DEFAULT 0, paid TEXT DEFAULT 'no');
        INSERT INTO jobs (customer, item, moles, price, status, paid) VALUES ('Tom Rendell', 'Paddock', 8, 96, 'done', 'no'),
            ('Alan Brackenbury', 'Vienna regulator', NULL, 220, 'waiting parts', 'no'),
            ('Chloe Barraclough', 'Yamaha FG800', NULL, 60, 'ready', 'no'), ('Chloe Barraclough', 'Fender Strat', NULL, 80, 'ready', 'no'),
            ('Gloucester Road Tandoori', 'knives', NULL, 38, 'done', 'no'), ('Gloucester Road Tandoori', 'knives', NULL, 41, 'done', 'no'),
            ('Gloucester Road Tandoori', 'knives', NULL, 35, 'done', 'yes'), ('Sue Bright', 'footstool', NULL, 90, 'in progress', 'no');
    """, now=THURSDAY)
    for request, changed in (("in jobs db tom rendell - i put 8 moles, it ended up 10", 1),
                             ("parts came for mr brackenburys vienna in jobs.db so put it back to in progress", 1),
                             ("chloe came in for the yamaha, mark it collected in jobs.db", 1),
                             ("jobs.db - gloucester rd tandoori paid both their bills today", 2)):
        assert _run(runtime, targets, planned(planner, runtime, targets, request, "jobs")) == {"rows_changed": changed}, request
    assert rows(path, "SELECT moles, status, collected, paid FROM jobs ORDER BY job_id") == [
        (10, "done", 0, "no"), (None, "in progress", 0, "no"), (None, "ready", 1, "no"), (None, "ready", 0, "no"),
        (None, "done", 0, "yes"), (None, "done", 0, "yes"), (None, "done", 0, "yes"), (None, "in progress", 0, "no")]  # a state
    # is one the column already holds ('in progress' here), so a slip of the tongue never becomes a new state


REPAIRS_TWO_TABLES = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    CREATE TABLE tickets (ticket_no INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), item TEXT, work TEXT,
                          price REAL, taken_in TEXT, ready_by TEXT, collected INTEGER DEFAULT 0);
    INSERT INTO customers VALUES (1, 'Gwen Morgan', '07700 900101'), (2, 'Sanjay Mistry', '07700 900102'), (3, 'Tom Hadley', NULL);
    INSERT INTO tickets VALUES (4401, 1, 'green leather handbag', 'new strap', 25, '2026-10-01', '2026-10-08', 0),
        (4402, 1, 'black court shoes', 'heels', 18, '2026-11-14', '2026-11-21', 0),
        (4403, 2, 'oxblood brogues', 'full resole', 48, '2026-11-16', '2026-11-23', 0),
        (4404, 3, 'walking boots', 'resole', 55, '2026-11-20', '2026-11-28', 0),
        (4405, 3, 'wellies', 'patch', 10, '2026-11-20', '2026-11-25', 0);
"""


def test_a_customer_said_picks_out_their_tickets_by_key_with_the_thing_or_day_said(database):
    planner, runtime, targets, path = database("repairs", REPAIRS_TWO_TABLES, now=THURSDAY)
    for request in ("gwen says she doesnt want the green bag back, bin the ticket in the repairs db",  # sqlite.tables, then asked
                    "sanjays brogues come to £58 not 48 in repairs.db, the leather went up",
                    "tom hadley cancelled saturday, take it out the repairs db"):  # "saturday": the 28th a ticket holds
        assert _run(runtime, targets, planned(planner, runtime, targets, request, "repairs")) == {"rows_changed": 1}, request
    assert rows(path, "SELECT ticket_no, price FROM tickets ORDER BY ticket_no") == [
        (4402, 18.0), (4403, 58.0), (4405, 10.0)]
    assert rows(path, "SELECT count(*) FROM customers") == [(3,)]  # no customer deleted


def test_one_standing_in_a_status_saying_paid_and_a_count_of_a_day(database):
    planner, runtime, targets, path = database("rota", """
        CREATE TABLE rota (id INTEGER PRIMARY KEY, session_date TEXT, job TEXT, volunteer TEXT);
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, job_date TEXT, price REAL, status TEXT);
        INSERT INTO rota (session_date, job, volunteer) VALUES ('2026-12-10', 'lifts', 'Brenda Kitto'),
            ('2026-12-10', 'teas', 'Jan Moyle'), ('2026-12-24', 'lifts', 'Brenda Kitto'), ('2026-11-12', 'teas', 'Jan Moyle'),
            ('2026-11-12', 'lifts', 'Brenda Kitto');
        INSERT INTO jobs (customer, job_date, price, status) VALUES ('Karen Bell', '2026-11-20', 140, 'done'),
            ('Norman Armstrong', '2026-11-13', 95, 'paid');
    """, now=THURSDAY)
    done = _run(runtime, targets, planned(planner, runtime, targets, "brenda cant do lifts on the 10th now, dennis bray said hell do "
                                                                      "it. change it in rota.db", "rota"))
    assert done == {"rows_changed": 1}
    done = _run(runtime, targets, planned(planner, runtime, targets, "karen bell paid, £140 cash, mark it paid in the rota db", "rota"))
    assert done == {"rows_changed": 1}
    assert rows(path, "SELECT session_date, volunteer FROM rota WHERE job = 'lifts' ORDER BY id") == [
        ("2026-12-10", "Dennis Bray"), ("2026-12-24", "Brenda Kitto"), ("2026-11-12", "Brenda Kitto")]
    assert rows(path, "SELECT customer, status FROM jobs ORDER BY id") == [("Karen Bell", "paid"), ("Norman Armstrong", "paid")]
    plan = planned(planner, runtime, targets, "how many came on the 12th? need it for the return. its in rota.db", "rota")
    assert _run(runtime, targets, plan)["rows"] == [[2]]


def test_a_day_alone_never_picks_the_row_a_change_is_made_to(database):
    planner, runtime, targets, path = database("tunings", """
        CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, town TEXT);
        CREATE TABLE visits (id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(id), visit_date TEXT, price REAL);
        INSERT INTO clients VALUES (1, 'Margaret Ellery', 'Cheltenham'), (2, 'Tom Hadley', 'Winchcombe');
        INSERT INTO visits (client_id, visit_date, price) VALUES (1, '2026-11-26', 65), (1, '2026-05-14', 60);
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "tom hadleys price on thurs has gone up to £75 now, change it in tunings.db", "tunings")
    assert plan.kind == "clarify"  # he has no visit: Mrs Ellery's, the one on the day said, must not be changed
    assert rows(path, "SELECT price FROM visits ORDER BY id") == [(65.0,), (60.0,)]


def test_a_new_row_takes_the_key_of_the_customer_said_not_their_name(database):
    planner, runtime, targets, path = database("jobs", """
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, village TEXT, phone TEXT);
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), job_date TEXT, job_type TEXT,
                           price REAL);
        INSERT INTO customers VALUES (1, 'Norman Armstrong', 'Brampton', NULL), (7, 'Jean Nixon', 'Penrith', '01768 100200');
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "new one in jobs.db - jean nixon penrith sat 5th dec, sky dish realign £60", "jobs")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT customer_id, job_date, job_type, price FROM jobs") == [
        (7, "2026-12-05", "sky dish realign", 60.0)]  # asked: her name has no column here, her key has


def test_a_member_called_by_a_short_name_is_the_one_kept_in_full(database):
    planner, runtime, targets, path = database("members", """
        CREATE TABLE members (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, membership TEXT);
        INSERT INTO members (first_name, surname, membership) VALUES ('Kevin', 'Doyle', 'adult'), ('Kelly', 'Doyle', 'adult'),
            ('Gary', 'Whittle', 'adult');
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "gaz has switched from adult to associate, change it in members.db", "members")
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT first_name, membership FROM members ORDER BY id") == [
        ("Kevin", "adult"), ("Kelly", "adult"), ("Gary", "associate")]  # asked: "gaz" was in no row


def test_a_row_the_request_names_is_read_however_long_its_table_is(database):
    filler = ", ".join(f"('2027-0{1 + i % 9}-1{i % 9}', 'Club {i}', 'home')" for i in range(1200))
    planner, runtime, targets, path = database("fixtures", f"""
        CREATE TABLE fixtures (id INTEGER PRIMARY KEY, match_date TEXT, opponent TEXT, venue TEXT);
        INSERT INTO fixtures (match_date, opponent, venue) VALUES {filler};
        INSERT INTO fixtures (match_date, opponent, venue) VALUES ('2027-05-08', 'Millbrook CC', 'home');
    """, now=THURSDAY)
    plan = planned(planner, runtime, targets, "millbrook have folded so get rid of their game from fixtures.db", "fixtures")
    assert plan.calls[0].arguments["params"] == ["Millbrook CC"]  # row 1201, past the 300 rows a table read holds
    assert _run(runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT count(*) FROM fixtures") == [(1200,)]


def test_the_words_searched_for_are_plain_so_they_go_into_sql_as_they_are():
    words = sql_row_links.searched_words("gaz's pulled out of the Vaughans' quiz; drop '; DROP TABLE x; -- 100%")
    assert "gary" in words and "vaughan" in words and "quiz" in words
    assert all(w.isalnum() for w in words) and len(words) <= sql_row_links.MAX_SEARCHED_WORDS
