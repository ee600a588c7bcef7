"""Rows of real SQLite files as a parish magazine editor, a school governor and a dog breeder ask about them (blind set
38): a subscriber who moved house, an advert running "jan to jun 2027", meetings missed since September, one
governor's training on one day, a pup added to the table named, the pups still available, a dog's hip score."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_magazine_editors_subscribers_and_adverts(database):
    planner, runtime, targets, path = database("subscribers", now=THURSDAY, script="""
        CREATE TABLE subscribers (id INTEGER PRIMARY KEY, name TEXT, address TEXT, paid_2027 INTEGER);
        INSERT INTO subscribers (name, address, paid_2027) VALUES ('Mrs Joan Pritchard', '3 Mill Rd', 0), ('Bob Ames', '5 High St', 1);
    """)
    done(planner, runtime, targets, "mrs joan pritchard has moved to 14 church lane, can you change her address in subscribers.db "
         "(in ~/Magazine)", "subscribers")
    assert rows(path, "SELECT name, address FROM subscribers") == [("Mrs Joan Pritchard", "14 Church Lane"), ("Bob Ames", "5 High St")]

    planner, runtime, targets, path = database("adverts", now=THURSDAY, script="""
        CREATE TABLE adverts (id INTEGER PRIMARY KEY, advertiser TEXT, size TEXT, price REAL, start_issue TEXT, end_issue TEXT);
        CREATE TABLE invoices (id INTEGER PRIMARY KEY, advertiser TEXT, amount REAL);
    """)
    done(planner, runtime, targets, "add greenfields garden centre to the adverts table in ~/Magazine/adverts.db - quarter page, "
         "£45, running jan to jun 2027 (cols advertiser, size, price, start_issue, end_issue)", "adverts")
    assert rows(path, "SELECT advertiser, size, price, start_issue, end_issue FROM adverts") == [
        ("greenfields garden centre", "quarter page", 45.0, "jan 2027", "jun 2027")]  # it crashed, then wrote "(cols advertiser"


def test_a_governors_meetings_and_training(database, monkeypatch):
    monkeypatch.setenv("STEWARD_DATE_ORDER", "dmy")  # a UK user: 12/10/2026 is 12 October
    planner, runtime, targets, path = database("attendance", now=THURSDAY, script="""
        CREATE TABLE attendance (id INTEGER PRIMARY KEY, governor TEXT, meeting_date TEXT, present INTEGER);
        INSERT INTO attendance (governor, meeting_date, present) VALUES ('Dev Patel', '2026-09-15', 0), ('Dev Patel', '2026-10-13', 1),
            ('Dev Patel', '2026-11-10', 0), ('Dev Patel', '2026-07-01', 0), ('Sue Whitfield', '2026-10-13', 0);
    """)
    missed = done(planner, runtime, targets, "~/Governors/attendance.db - how many meetings has Dev Patel missed since september? "
                  "table attendance (governor, meeting_date, present)", "attendance")
    assert missed["rows"] == [[2]]  # it asked

    planner, runtime, targets, path = database("training", now=THURSDAY, script="""
        CREATE TABLE training (id INTEGER PRIMARY KEY, governor TEXT, course TEXT, date TEXT);
        INSERT INTO training (governor, course, date) VALUES ('Sue Whitfield', 'Prevent', '2026-10-12'),
            ('Sue Whitfield', 'Safeguarding', '2026-10-12'), ('Sue Whitfield', 'Prevent', '2025-10-01');
    """)
    done(planner, runtime, targets, "remove sue whitfield's prevent training from the training table in ~/Governors/training.db, "
         "the one dated 12/10/2026, she never actually went", "training")
    assert rows(path, "SELECT course, date FROM training") == [("Safeguarding", "2026-10-12"), ("Prevent", "2025-10-01")]


def test_a_dog_breeders_litters_and_health_tests(database):
    planner, runtime, targets, path = database("litters", now=THURSDAY, script="""
        CREATE TABLE puppies (id INTEGER PRIMARY KEY, litter TEXT, sex TEXT, colour TEXT, collar TEXT, birth_weight_g INTEGER,
            status TEXT, buyer TEXT);
        CREATE TABLE litters (id TEXT PRIMARY KEY, dam TEXT, sire TEXT, born TEXT);
        INSERT INTO puppies (litter, sex, colour, collar, birth_weight_g, status) VALUES ('B26', 'bitch', 'black', 'blue', 400, 'available'),
            ('B26', 'bitch', 'yellow', 'pink', 390, 'reserved');
    """)
    done(planner, runtime, targets, "add a pup to the puppies table in ~/Kennel/litters.db: litter B26, dog, yellow, green collar, "
         "birth weight 412g", "litters")
    assert rows(path, "SELECT litter, sex, colour, birth_weight_g FROM puppies WHERE id = 3") == [("B26", "dog", "yellow", 412)]
    assert rows(path, "SELECT count(*) FROM litters") == [(0,)]  # the pup went into the litters table
    available = done(planner, runtime, targets, "which pups in litters.db are still available? status column in puppies", "litters")
    assert [r[4] for r in available["rows"]] == ["blue"]  # it asked which table
    done(planner, runtime, targets, "blue collar bitch in B26 is reserved now - the harrisons. update litters.db (~/Kennel) set "
         "status reserved and buyer Harrison", "litters")
    assert rows(path, "SELECT collar, status, buyer FROM puppies ORDER BY id") == [
        ("blue", "reserved", "Harrison"), ("pink", "reserved", None), ("green collar", None, None)]  # it asked which rows

    planner, runtime, targets, path = database("health", now=THURSDAY, script="""
        CREATE TABLE health_tests (id INTEGER PRIMARY KEY, dog_name TEXT, hip_score TEXT, elbow_score TEXT);
        CREATE TABLE dogs (id INTEGER PRIMARY KEY, name TEXT);
        INSERT INTO health_tests (dog_name, hip_score, elbow_score) VALUES ('Juno', '4:5', '0'), ('Bramble', '6:6', '0');
    """)
    juno = done(planner, runtime, targets, "whats juno's hip score? its in ~/Kennel/health.db, health_tests table", "health")
    assert juno["rows"] == [["Juno", "4:5"]]
