"""New rows said in one breath by a Christmas tree grower, a funeral celebrant, a foot health practitioner and a record
seller (blind sets 45–46, written 27 November 2026), on real SQLite files: a phone number, a size in a column's unit
("7ft"), a day said with its column's word ("deliver sat 5th dec") and a time after a day are each their own value; a
value no column can hold, or a row that cannot be read, is asked about, never written in the wrong columns or dropped."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY


def test_a_tree_order_said_without_commas(database):
    planner, runtime, targets, path = database("orders", now=THURSDAY, script="""
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, phone TEXT, tree TEXT, size_ft INTEGER,
                             price REAL, order_date TEXT, delivery_date TEXT, paid TEXT DEFAULT 'no');
        INSERT INTO orders (customer, tree, size_ft, price, delivery_date) VALUES ('Mark Jackson', 'Nordmann Fir', 8, 95, '2026-12-05');
    """)
    done(planner, runtime, targets, "new order for orders.db - sandra pope 07812 334901 7ft nordmann £75 deliver sat 5th dec, paid on card",
         "orders")
    assert rows(path, "SELECT customer, phone, tree, size_ft, price, order_date, delivery_date, paid FROM orders WHERE order_id = 2") == [
        ("sandra pope", "07812 334901", "nordmann", 7, 75.0, None, "2026-12-05", "yes")]  # it asked


def test_a_service_with_its_place_day_and_time(database):
    planner, runtime, targets, path = database("services", now=THURSDAY, script="""
        CREATE TABLE services (service_id INTEGER PRIMARY KEY, deceased TEXT NOT NULL, family_contact TEXT, contact_phone TEXT,
                               funeral_director TEXT, venue TEXT, service_date TEXT, service_time TEXT, fee REAL, paid TEXT DEFAULT 'no');
    """)
    done(planner, runtime, targets, "add a service to services.db - margaret ellis, family contact her son paul 07723 118450, "
         "thru rossi & sons, st faiths crem tues 15th dec 11.20, £220", "services")
    assert rows(path, "SELECT deceased, contact_phone, venue, service_date, service_time, fee FROM services") == [
        ("margaret ellis", "07723 118450", "st faiths crem", "2026-12-15", "11.20", 220.0)]  # the place and the time were lost


def test_rows_that_cannot_be_read_are_asked_about_and_nothing_is_written(database):
    planner, runtime, targets, path = database("patients", now=THURSDAY, script="""
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, name TEXT NOT NULL, address TEXT, phone TEXT,
                               diabetic TEXT DEFAULT 'no', next_due TEXT);
    """)
    asked = planned(planner, runtime, targets, "add derek walsh to patients.db in FootCare - 14 ecclesall rd south s11 9pa "
                                               "0114 266 0142 diabetic, first visit tues 8th dec", "patients")
    assert asked.kind == "clarify" and "patients (" in asked.reply  # it wrote address 'first visit' and diabetic 'in FootCare - …'
    assert rows(path, "SELECT count(*) FROM patients") == [(0,)]


def test_a_record_said_in_one_run_is_asked_about(database):
    planner, runtime, targets, path = database("stock", now=THURSDAY, script="""
        CREATE TABLE records (id INTEGER PRIMARY KEY, artist TEXT NOT NULL, title TEXT NOT NULL, label TEXT, year INTEGER,
                              format TEXT, condition TEXT, cost REAL, price REAL, status TEXT DEFAULT 'in stock');
    """)
    asked = planned(planner, runtime, targets, "add to stock.db in Records - bowie hunky dory rca 1971 lp vg+ paid £20 at the car "
                                               "boot, selling for £45", "stock")
    assert asked.kind == "clarify" and not asked.calls[0].arguments.get("row")  # artist 'in Records - bowie hunky dory …'
    assert rows(path, "SELECT count(*) FROM records") == [(0,)]


def test_an_upholsterers_customer_marked_paid_by_him(database):
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, item TEXT, quote REAL, paid TEXT);
        INSERT INTO jobs (customer, item, quote, paid) VALUES ('Dan Pritchard', '2 dining chair seats', 90, 'no'),
            ('Helen Vaughan', 'ercol sofa cushions', 380, 'no');
    """)
    done(planner, runtime, targets, "dan pritchard just paid for his chair seats by bank transfer, mark him as paid in jobs.db", "jobs")
    assert rows(path, "SELECT customer, paid FROM jobs ORDER BY id") == [("Dan Pritchard", "yes"), ("Helen Vaughan", "no")]  # item LIKE


def test_a_netball_leagues_fees_had_in_and_a_record_sellers_profit(database):
    planner, runtime, targets, _ = database("league", now=THURSDAY, script="""
        CREATE TABLE teams (team_id INTEGER PRIMARY KEY, team TEXT, league_fee REAL, fee_paid TEXT);
        INSERT INTO teams (team, league_fee, fee_paid) VALUES ('Rhos Raiders', 95, 'no'), ('Acton Aces', 95, 'yes'), ('Brymbo Blaze', 80, 'yes');
    """)
    had = done(planner, runtime, targets, "how much have we actually had in from fees so far this season, the league db", "league")
    assert had["rows"] == [[175.0]]  # every fee, paid or not
    planner, runtime, targets, _ = database("stock", now=THURSDAY, script="""
        CREATE TABLE records (id INTEGER PRIMARY KEY, artist TEXT, title TEXT, cost REAL, price REAL, sold_date TEXT, sold_via TEXT);
        INSERT INTO records (artist, title, cost, price, sold_date, sold_via) VALUES ('Fleetwood Mac', 'Rumours', 8, 20, '2026-11-03', 'fair'),
            ('Dusty Springfield', 'Dusty in Memphis', 15, 50, '2026-11-15', 'Discogs'), ('Joni Mitchell', 'Blue', 12, 35, NULL, NULL);
    """)
    profit = done(planner, runtime, targets, "how much profit did i make in nov after what i paid for them? stock.db", "stock")
    assert profit["rows"] == [[47.0]]  # sold_via = 'them': nothing


def test_a_tree_growers_takings_split_by_tree_and_a_patient_who_died(database):
    planner, runtime, targets, _ = database("orders", now=THURSDAY, script="""
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT, tree TEXT, price REAL);
        INSERT INTO orders (customer, tree, price) VALUES ('Helen Marsh', 'Nordmann Fir', 60), ('Priya Shah', 'Norway Spruce', 38),
            ('Mark Jackson', 'Nordmann Fir', 95);
    """)
    split = done(planner, runtime, targets, "whats the takings so far split by tree type, biggest first. orders.db", "orders")
    assert split["rows"] == [["Nordmann Fir", 155.0], ["Norway Spruce", 38.0]]  # it asked
    planner, runtime, targets, path = database("patients", now=THURSDAY, script="""
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, name TEXT, next_due TEXT);
        INSERT INTO patients (name, next_due) VALUES ('Joan Hartley', '2026-12-18'), ('Albert Pickering', '2026-12-10');
    """)
    done(planner, runtime, targets, "mr pickering passed away last week bless him, can u take him off the patients db", "patients")
    assert rows(path, "SELECT name FROM patients") == [("Joan Hartley",)]  # it asked


def test_a_hotel_column_is_no_phone_column(database):
    planner, runtime, targets, path = database("trips", now=THURSDAY, script="""
        CREATE TABLE stays (id INTEGER PRIMARY KEY, guest TEXT, hotel TEXT, phone TEXT, check_in TEXT);
    """)
    done(planner, runtime, targets, "add a stay to trips.db - Sam Reed, Premier Inn Leeds, 07700 900111, fri 4th dec", "trips")
    assert rows(path, "SELECT guest, hotel, phone, check_in FROM stays") == [
        ("Sam Reed", "Premier Inn Leeds", "07700 900111", "2026-12-04")]  # hotel '07700 900111', check_in 'Premier Inn Leeds'


def test_a_netball_leagues_division_count_and_one_days_fixtures(database):
    planner, runtime, targets, _ = database("league", now=THURSDAY, script="""
        CREATE TABLE teams (team_id INTEGER PRIMARY KEY, team TEXT, division INTEGER);
        INSERT INTO teams (team, division) VALUES ('Acton Aces', 1), ('Rhos Raiders', 2), ('Chirk Belles', 2), ('Llay Lightning', 2);
    """)
    for said in ("how many teams have we got in div 2 now, league db", "how many teams in division 2? league db"):
        assert done(planner, runtime, targets, said, "league")["rows"] == [[3]]  # asked; "division = 1" (a yes/no reading): 1
    planner, runtime, targets, _ = database("fixtures", now=THURSDAY, script="""
        CREATE TABLE fixtures (fixture_id INTEGER PRIMARY KEY, match_date TEXT, start_time TEXT, court INTEGER, home TEXT, away TEXT);
        INSERT INTO fixtures (match_date, start_time, court, home, away) VALUES ('2026-12-06', '11:00', 1, 'Acton Aces', 'Brymbo Blaze'),
            ('2026-12-06', '10:00', 2, 'Wrexham Wasps', 'Ruabon Rockets'), ('2026-12-13', '10:00', 1, 'Chirk Belles', 'Llay Lightning');
    """)
    sunday = done(planner, runtime, targets, "whats on sun 6th dec, times n courts pls. ~/Netball/fixtures.db", "fixtures")
    assert [(r[2], r[3]) for r in sunday["rows"]] == [("10:00", 2), ("11:00", 1)]  # asked
