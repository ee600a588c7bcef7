"""The column of a user's table that holds money: one rule for sums ("how much am I owed"), prices written into a row
("£180 per event") and price changes ("knock it down to £85"), which each picked it their own way before."""

from __future__ import annotations

from core.planner.sql_flags import MONEY_TYPE, NUMERIC
from core.planner.sql_people import column_named

Columns = list[tuple[str, str]]
SUMMED = ("amount", "total", "price", "cost", "fee", "fare", "value", "sum", "owed", "due", "quote", "charge", "paid")  # what a sum adds
CHARGED = ("price", "rate", "cost", "fee", "fare", "amount", "charge", "quote")  # what one row is charged: no total, no paid
ROW_MONEY = CHARGED + ("total",)  # where a row's money said in a request goes ("paid £40", "£180 per event")


def money_column(columns: Columns, names: tuple[str, ...] = SUMMED) -> str | None:
    """The column named for money, the first of ``names`` first: one named exactly ("fee"), else a number column whose
    first word names it ("price_per_clean"), else one whose last word does ("term_fee"). A yes/no flag named for
    what was paid ("autumn_paid", or "paid" kept as 0/1 or yes/no) holds none."""
    def word(i: int) -> str | None:
        return next((c for n in names if n != "paid" for c, kind in columns
                     if NUMERIC.search(kind.upper()) and "_" in c and c.lower().split("_")[i] == n), None)
    exact = column_named(names, columns)
    if exact and exact.lower() == "paid" and not MONEY_TYPE.search(dict(columns)[exact].upper()):
        exact = column_named(tuple(n for n in names if n != "paid"), columns)  # "paid INTEGER": a yes/no flag, no money
    return exact or word(0) or word(-1)
