"""Databases of a dance school owner, a chimney sweep, a vintage clothes seller and a bell-ringing tower captain (blind
sets 43–44, written 27 November 2026), on real SQLite files: yes/no columns named for what was paid ("autumn_paid",
"fee_paid"), a person said once and then "her", totals over two months, by class, less costs, and a new row said
without commas, which is asked about instead of written wrong."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY

PUPILS = """
    CREATE TABLE pupils (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, class TEXT, autumn_paid TEXT, term_fee REAL);
    INSERT INTO pupils (first_name, surname, class, autumn_paid, term_fee) VALUES
        ('Lily-Mae', 'Harper', 'Grade 2 Ballet', 'no', 72), ('Sophie', 'Barnes', 'Grade 2 Ballet', 'yes', 72),
        ('Mia', 'Collins', 'Tap Juniors', 'no', 60), ('Harper', 'Lowe', 'Baby Ballet', 'no', 45);
"""


def test_a_dance_schools_pupils_who_have_not_paid_and_one_who_left(database):
    planner, runtime, targets, path = database("pupils", now=THURSDAY, script=PUPILS)
    owing = done(planner, runtime, targets, "how many kids still havent paid autumn term?? its in pupils.db", "pupils")
    assert owing["rows"] == [[3]]  # it asked
    done(planner, runtime, targets, "lily-mae harpers mum just paid cash at the door, can u mark her as paid on the pupils db", "pupils")
    done(planner, runtime, targets, "mia collins has left (moving to leicester, gutted) so take her off the pupils db", "pupils")
    assert rows(path, "SELECT first_name, autumn_paid FROM pupils ORDER BY id") == [
        ("Lily-Mae", "yes"), ("Sophie", "yes"), ("Harper", "no")]  # both asked


def test_costume_spend_broken_down_by_class(database):
    planner, runtime, targets, _ = database("show", now=THURSDAY, script="""
        CREATE TABLE costumes (id INTEGER PRIMARY KEY, class TEXT, item TEXT, cost REAL, ordered_on TEXT);
        INSERT INTO costumes (class, item, cost, ordered_on) VALUES ('Baby Ballet', 'snowflake tutus', 96, '2026-10-14'),
            ('Baby Ballet', 'headbands', 18.5, '2026-10-20'), ('Tap Juniors', 'elf waistcoats', 145, '2026-10-22');
    """)
    spend = done(planner, runtime, targets, "whats the costume spend so far for the show, broken down by class? ~/StepUp/show.db", "show")
    assert spend["rows"] == [["Tap Juniors", 145.0], ["Baby Ballet", 114.5]]  # items LIKE '%show%': nothing


JOBS = """
    CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, customer TEXT, village TEXT, job_date TEXT, appliance TEXT, fee REAL, paid TEXT);
    INSERT INTO jobs (customer, village, job_date, appliance, fee, paid) VALUES
        ('Mrs Pritchard', 'Ledbury', '2026-09-29', 'wood burner', 65, 'Y'), ('Tom Hughes', 'Bromyard', '2026-10-13', 'open fire', 55, 'Y'),
        ('Helen Bevan', 'Much Marcle', '2026-10-27', 'aga', 110, 'N'), ('Sandra Lloyd', 'Ross-on-Wye', '2026-11-03', 'wood burner', 65, 'Y'),
        ('Jan Morgan', 'Leominster', '2026-12-03', 'wood burner', 65, 'N');
"""


def test_a_chimney_sweeps_jobs_per_month_and_a_new_job(database):
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script=JOBS)
    months = done(planner, runtime, targets, "how much work did i do in oct and nov, totals for each month seperately. jobs.db", "jobs")
    assert months["rows"] == [["2026-10", 165.0], ["2026-11", 65.0]]  # October's alone
    done(planner, runtime, targets, "add a job to jobs.db - Rhys Price, ross on wye, wood burner, wed 9th dec, £65, not paid", "jobs")
    assert rows(path, "SELECT job_id, customer, village, job_date, appliance, fee, paid FROM jobs WHERE job_id > 5") == [
        (6, "Rhys Price", "ross on wye", "2026-12-09", "wood burner", 65.0, "no")]


def test_a_new_job_said_without_commas_is_asked_about_not_written(database):
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script=JOBS)
    resolved = planned(planner, runtime, targets, "add a job to jobs.db - Rhys Price ross on wye (sandra lloyds neighbour) wood burner "
                       "wed 9th dec £65 not paid obv", "jobs")
    assert resolved.kind == "clarify" and "customer" in resolved.reply  # job_id 9 and paid '£65 not paid obv' were written
    assert rows(path, "SELECT count(*) FROM jobs") == [(5,)]


def test_a_vintage_sellers_profit_on_one_platform_and_a_price_cut(database):
    planner, runtime, targets, path = database("stock", now=THURSDAY, script="""
        CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, cost REAL, price REAL, status TEXT, sold_date TEXT, platform TEXT);
        INSERT INTO stock (item, cost, price, status, sold_date, platform) VALUES
            ('Burberry trench coat', 22, 110, 'listed', NULL, NULL), ('Laura Ashley dress', 6.5, 38, 'sold', '2026-10-04', 'Depop'),
            ('Levi 501 jeans', 12, 45, 'sold', '2026-10-19', 'Depop'), ('Jaeger blazer', 9, 42, 'sold', '2026-10-22', 'Vinted'),
            ('Mohair cardigan', 4, 55, 'sold', '2026-11-08', 'Depop');
    """)
    made = done(planner, runtime, targets, "how much did i actually make on depop in october after what i paid for the stuff? stock.db",
                "stock")
    assert made["rows"] == [[64.5]]  # item LIKE '%depop%', the takings alone: nothing
    done(planner, runtime, targets, "knock the burberry trench down to £85 in the stock db, its just not shifting", "stock")
    assert rows(path, "SELECT price FROM stock WHERE id = 1") == [(85.0,)]  # the table list


def test_a_tower_captains_subs_and_weddings(database):
    planner, runtime, targets, path = database("tower", now=THURSDAY, script="""
        CREATE TABLE ringers (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, stage TEXT, subs_paid TEXT);
        INSERT INTO ringers (first_name, surname, stage, subs_paid) VALUES ('Margaret', 'Fell', 'Grandsire', 'no'),
            ('Priya', 'Shah', 'Plain Bob', 'no');
    """)
    done(planner, runtime, targets, "margaret fell has paid her guild subs, can you update tower.db", "tower")
    assert rows(path, "SELECT first_name, subs_paid FROM ringers ORDER BY id") == [("Margaret", "yes"), ("Priya", "no")]  # asked
    planner, runtime, targets, path = database("weddings", now=THURSDAY, script="""
        CREATE TABLE weddings (id INTEGER PRIMARY KEY, wedding_date TEXT, couple TEXT, contact_email TEXT, ringers_needed INTEGER,
                               fee REAL, fee_paid TEXT);
        INSERT INTO weddings (wedding_date, couple, ringers_needed, fee, fee_paid) VALUES ('2026-09-12', 'Amy & Rob', 6, 180, 'yes'),
            ('2027-04-17', 'Chloe & Sam', 6, 180, 'no'), ('2027-05-29', 'Megan & Liam', 6, 180, 'yes');
    """)
    done(planner, runtime, targets, "new booking for weddings.db - Sophie Mercer & Jack Reid, sat 12 june 2027, 6 ringers, £180 "
         "not paid yet. sophie.mercer@hotmail.co.uk", "weddings")
    assert rows(path, "SELECT wedding_date, couple, contact_email, ringers_needed, fee, fee_paid FROM weddings WHERE id = 4") == [
        ("2027-06-12", "Sophie Mercer & Jack Reid", "sophie.mercer@hotmail.co.uk", 6, 180.0, "no")]  # ringers 12, fee_paid '6 ringers'
    coming = done(planner, runtime, targets, "how much is coming in from weddings next year, and how much of that is still unpaid? "
                  "my weddings db", "weddings")
    assert coming["rows"] == [[540.0, 360.0]]  # 2027 with Sophie and Jack's; it summed every year's fees, 720
