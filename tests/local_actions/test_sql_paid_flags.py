"""A table that keeps one yes/no column per thing paid (autumn_paid and spring_paid), on a real SQLite file: the
request's words pick the column; when they name none of them, Steward asks which, and nothing is written or summed
over the wrong term."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY

TWO_TERMS = """
    CREATE TABLE pupils (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, term_fee REAL, autumn_paid TEXT, spring_paid TEXT);
    INSERT INTO pupils (first_name, surname, term_fee, autumn_paid, spring_paid) VALUES
        ('Lily-Mae', 'Harper', 72, 'yes', 'no'), ('Sophie', 'Barnes', 72, 'no', 'no'), ('Mia', 'Collins', 60, 'yes', 'yes');
"""



def test_the_term_said_picks_its_own_paid_column(database):
    planner, runtime, targets, path = database("pupils", now=THURSDAY, script=TWO_TERMS)
    owed = done(planner, runtime, targets, "how much spring term money is still unpaid? pupils.db", "pupils")
    assert owed["rows"] == [[144.0]]  # Lily-Mae and Sophie; autumn_paid alone would give 72
    done(planner, runtime, targets, "sophie barnes has paid her autumn fees, can you update pupils.db", "pupils")
    assert rows(path, "SELECT autumn_paid, spring_paid FROM pupils WHERE first_name = 'Sophie'") == [("yes", "no")]


def test_no_term_said_is_asked_not_the_first_column_used(database):
    planner, runtime, targets, path = database("pupils", now=THURSDAY, script=TWO_TERMS)
    total = planned(planner, runtime, targets, "how much is still unpaid in pupils.db", "pupils")
    assert total.kind == "clarify" and total.calls[0].missing == ["sql"], total  # it summed autumn_paid's 72 unsaid
    marked = planned(planner, runtime, targets, "mark sophie barnes as paid in pupils.db", "pupils")
    assert marked.kind == "clarify" and "values" in marked.calls[0].missing, marked  # it set autumn_paid
    print(total.reply, marked.reply)
    assert "autumn_paid and spring_paid: which one do you mean" in total.reply and marked.reply == total.reply
    assert rows(path, "SELECT autumn_paid, spring_paid FROM pupils WHERE first_name = 'Sophie'") == [("no", "no")]


def test_a_text_flag_keeps_the_words_of_its_default(database):
    planner, runtime, targets, path = database("orders", now=THURSDAY, script="""
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT, item TEXT, price REAL, paid TEXT DEFAULT 'N');
        INSERT INTO orders (customer, item, price, paid) VALUES ('Heath Lodge', 'Shirts', 58, 'N'), ('Mrs Kaur', 'Sheets', 22, 'Y');
    """)
    done(planner, runtime, targets, "heath lodge have paid for the shirts, mark it paid in orders.db", "orders")
    done(planner, runtime, targets, "new order in orders.db - pat oldroyd, curtains, £40, paid", "orders")
    assert rows(path, "SELECT customer, paid FROM orders ORDER BY order_id") == [
        ("Heath Lodge", "Y"), ("Mrs Kaur", "Y"), ("pat oldroyd", "Y")]  # 'yes' beside the table's own Y and N
    owed = done(planner, runtime, targets, "whos not paid, orders.db", "orders")
    assert owed["rows"] == []
