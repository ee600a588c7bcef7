"""Rows changed and asked as blind sets 71–74 said them, in Hinglish, Ugandan, Pidgin, Geordie and Newfoundland English: a
savings group's contribution entered and a loan cleared, a tiffin subscription paused, who is on tomorrow, a room asked
about in a named database, a scaffolding job marked invoiced. Planned by the app's planner with the files added in
Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _run

SACCO = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT, stage TEXT);
    INSERT INTO members VALUES (1, 'Okello Patrick', '0772 114 558', 'Kireka');
    INSERT INTO members VALUES (2, 'Wasswa Hakim', '0701 998 230', 'Kireka');
    INSERT INTO members VALUES (3, 'Kizza Denis', '0703 295 678', 'Bweyogerere');
    CREATE TABLE contributions (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), week_of TEXT, amount INTEGER);
    INSERT INTO contributions VALUES (1, 2, '2026-11-16', 20000);
    CREATE TABLE loans (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), amount INTEGER, balance INTEGER,
                        due TEXT, status TEXT DEFAULT 'active');
    INSERT INTO loans VALUES (1, 2, 300000, 45000, '2026-12-01', 'active');
    INSERT INTO loans VALUES (2, 3, 200000, 120000, '2026-11-30', 'active');
"""
TIFFIN = """
    CREATE TABLE subscribers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT, plan TEXT, tiffins_per_day INTEGER,
                              paid_till TEXT, status TEXT DEFAULT 'active');
    INSERT INTO subscribers VALUES (1, 'Priya Nair', '98200 11223', 'veg', 1, '2026-11-30', 'active');
    INSERT INTO subscribers VALUES (2, 'Anil Sharma', '98211 44556', 'jain', 2, '2026-10-31', 'active');
    INSERT INTO subscribers VALUES (3, 'Neha Kapoor', '98333 77889', 'non-veg', 1, '2026-11-30', 'active');
    CREATE TABLE deliveries (id INTEGER PRIMARY KEY, date TEXT, tiffins_sent INTEGER, extra INTEGER);
    INSERT INTO deliveries VALUES (1, '2026-11-20', 15, 0);
"""
NAILS = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT, area TEXT);
    INSERT INTO clients VALUES (1, 'Paula Dunne', '07700 900111', 'Anfield');
    INSERT INTO clients VALUES (2, 'Danielle McCann', '07700 900222', 'Speke');
    CREATE TABLE appointments (id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(id), date TEXT, time TEXT,
                               service TEXT, price INTEGER, paid INTEGER DEFAULT 0);
    INSERT INTO appointments VALUES (1, 1, '2026-11-24', '10:30', 'Gel polish toes', 25, 0);
    INSERT INTO appointments VALUES (2, 2, '2026-11-24', '18:00', 'BIAB full set', 35, 0);
    INSERT INTO appointments VALUES (3, 1, '2026-11-27', '11:00', 'Infills', 30, 0);
"""
BOOKINGS = """
    CREATE TABLE bookings (id INTEGER PRIMARY KEY, guest TEXT, phone TEXT, room TEXT, check_in TEXT, check_out TEXT,
                           guests INTEGER, deposit INTEGER, paid INTEGER DEFAULT 0);
    INSERT INTO bookings VALUES (1, 'Lorne and Debbie Pardy', '709-884-1100', 'Lighthouse Room', '2026-12-23', '2026-12-26', 2, 50, 0);
    INSERT INTO bookings VALUES (2, 'Dave Sheppard', '709-884-2200', 'Puffin Room', '2026-11-22', '2026-11-25', 1, 0, 0);
"""
LESSONS = """
    CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO students VALUES (1, 'Leilani Kahale', '808-555-0101');
    INSERT INTO students VALUES (2, 'Ben Carter', '808-555-0102');
    CREATE TABLE lessons (id INTEGER PRIMARY KEY, student_id INTEGER REFERENCES students(id), lesson_date TEXT, lesson_time TEXT,
                          instructor TEXT, spot TEXT, kind TEXT, price INTEGER, paid INTEGER DEFAULT 0);
    INSERT INTO lessons VALUES (1, 2, '2026-11-24', '07:30', 'Kai', 'Chuns Reef', 'group', 85, 0);
"""
JOBS = """
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, address TEXT, area TEXT, description TEXT, price INTEGER,
                       status TEXT, invoiced INTEGER DEFAULT 0);
    INSERT INTO jobs VALUES (1, 'Dobson Builders', '3 Front Street', 'Whickham', 'gable end', 1680, 'down', 0);
    INSERT INTO jobs VALUES (2, 'Mrs Nixon', '12 Station Road', 'Felling', 'chimney', 900, 'down', 0);
"""


def test_a_contribution_entered_and_a_loan_cleared(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, sacco=SACCO)
    okello = gate.plan("Okello has reached with his 20k for last week, he was upcountry in Lira. enter it")
    assert okello.calls and okello.calls[0].method == "sqlite.insert"  # answered in chat
    wasswa = gate.plan("Wasswa Hakim has finished clearing his loan today. put him as cleared, balance zero")
    assert wasswa.calls[0].method == "sqlite.update"  # a spreadsheet's values cleared
    kizza = gate.plan("Kizza has come begging, his boda got spoilt and it is in the garage. lemme extend his loan to 15th December")
    assert kizza.calls and kizza.calls[0].method == "sqlite.update"  # answered in chat


def test_hinglish_pauses_a_subscription_and_asks_who_has_not_paid(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, tiffin=TIFFIN)
    priya = gate.plan("Priya next week Goa ja rahi hai, uska pause kar do. hatana mat haan, 1 dec se wapas chalu")
    assert priya.calls[0].method == "sqlite.update"  # an all-day event "Priya" on 1 December
    assert gate.plan("kiska kiska payment pending hai").calls[0].method == "sqlite.query"  # chat
    assert gate.plan("shanivar ka entry reh gaya tha, 16 tiffin gaye the aur 1 extra. daal do").calls[0].method == "sqlite.insert"
    neha = gate.plan("Neha Kapoor ko list se hata do, usne start hi nahi kiya, dusre wale se le liya")
    assert neha.calls[0].method == "sqlite.delete"  # a calendar added to the calendar list


def test_whos_on_tomorrow_lists_tomorrows_appointments(tmp_path, shared_catalog_index):
    """The rows of that day, in the one table with a day column, as "whats on tomorrow" already read, with the names
    their ids stand for."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, clients=NAILS)
    plan = gate.plan("whos on tmrw")
    assert plan.calls[0].method == "sqlite.query"  # the calendar listed
    call, result = _run(planner, runtime, targets, plan)  # before, no SQL could be read for it
    assert call.arguments["params"] == ["2026-11-24"]
    assert [(row[3], row[-1]) for row in result["rows"]] == [("10:30", "Paula Dunne"), ("18:00", "Danielle McCann")]  # tomorrow's
    # two, in time order, each with the client's name from clients (not only client_id 1 and 2); not Friday's


def test_a_room_asked_about_in_a_named_database_is_a_query(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, bookings=BOOKINGS)
    plan = gate.plan("in the bookings db is the lighthouse room took for christmas eve n christmas night")
    assert plan.calls[0].method == "sqlite.query"  # its tables listed


def test_advice_with_a_databases_word_stays_chat_and_a_lesson_put_down_is_a_row(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, lessons=LESSONS)
    advice = gate.plan("you think I should raise da private lesson price fo winter or wait til bumbye when da big swells stay come")
    assert advice.kind == "chat" and not advice.calls  # a query of the lessons database
    leilani = gate.plan("put Leilani down fo wed 10 oclock private w Keoni at chuns, 120")
    assert leilani.calls[0].method == "sqlite.insert"  # a note written


def test_a_job_marked_off_as_invoiced_is_that_row(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, jobs=JOBS, hire="CREATE TABLE hire (id INTEGER "
                                                    "PRIMARY KEY, customer TEXT, item TEXT, qty INTEGER, date_back TEXT);")
    plan = gate.plan("whickham jobs been invoiced, mark it off")
    assert plan.calls[0].method == "sqlite.update"  # a to-do ticked off
