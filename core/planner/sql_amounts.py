"""Counts and balances in a user's table: stock sold ("sold 6 of the 2027 calendars at the coffee morning, take them
off in shop.db": qty less 6), stock running low ("what do i need to reorder for the shop": qty at or under reorder_at)
and a running balance paid ("papers.db, harry jackson paid his £28.40 this morning": owed less £28.40, the day of the
last payment filled). A change by an amount is the update value {"add": n}, which the sqlite connector runs as
``column + n``; the transaction keeps the rows as they were for Undo."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.catalog.stock_wording import ADDED_TO_STOCK, SOLD, STOCK_ARRIVED, STOCKED
from core.phrasing import DB_SAID_FIRST
from core.planner.extract import WORD_NUMBERS
from core.planner.sql_flags import MONEY_TYPE, NUMERIC, paid_flag
from core.planner.sql_people import WHO_DID, has_person, person_where

Columns = list[tuple[str, str]]
_STOCK = ("qty", "quantity", "stock", "in_stock", "on_hand", "qty_on_hand", "quantity_on_hand", "qty_in_stock", "stock_qty",
          "current_stock", "stock_level", "count", "number_in_stock", "units", "qty_in_van", "in_van", "van_stock", "van_qty")
_STOCK_TABLE = re.compile(r"stock|inventory|supplies|stocklist|stock_?items|materials|parts", re.I)  # a table of goods counted
_TABLE_COUNTS = ("amount", "level", "remaining", "left")  # its count, in a table of goods counted
_ITEM = ("item", "product", "name", "description", "title", "stock_item", "item_name", "product_name", "part", "part_name")
_NUMBER = {**WORD_NUMBERS, "a": 1, "an": 1, "a dozen": 12, "a couple of": 2, "couple of": 2}  # "sold a dozen …"
_LOW = re.compile(r"\b(?:re-?order|low\s+on|running\s+(?:low|out)|run\s+out|order\s+more|need\s+to\s+order|(?:is|are)\s+low"
                  r"|(?:under|below)\s+(?:the\s+|our\s+)?min(?:imum)?)\b", re.I)  # "what parts r we under the min on"
_AT_OR_UNDER = ("reorder_at", "reorder_level", "reorder_point", "reorder_when", "reorder")  # reorder when down to it
_UNDER = ("min_stock", "minimum", "min_qty", "minimum_stock", "min_level", "min")  # below the least to keep
BALANCE = ("owed", "owing", "balance", "outstanding", "arrears", "balance_due", "amount_owed", "amount_due", "due", "owes")  # a running balance
_LAST_PAID = re.compile(r"last_paid(?:_on|_date)?|last_payment(?:_date|_on)?|paid_on|date_paid|paid_date", re.I)
_DB_FIRST = re.compile(r"^\s*" + DB_SAID_FIRST, re.I)
MONEY_SAID = re.compile(  # "£1,250", "40 quid"
    r"[£$€]\s?(\d[\d,]*(?:\.\d{1,2})?)|\b(\d+(?:\.\d{1,2})?)\s*(?:quid|pounds)\b", re.I)


def sold(request: str, tables: dict[str, Columns]) -> dict[str, Any] | None:
    """The update taking the number sold off (or made, put on) the stock of the item said (its name's words in order), in
    the one table that keeps a stock count and an item name; None when the request sells nothing or no such table."""
    m = SOLD.search(request) or STOCKED.search(request) or STOCK_ARRIVED.search(request) or ADDED_TO_STOCK.search(request)
    if not m:
        return None
    count, thing = next((m.group(i), m.group(i + 1)) for i in range(1, m.re.groups, 2) if m.group(i))
    sign = 1 if m.re in (STOCKED, STOCK_ARRIVED, ADDED_TO_STOCK) else -1  # "bagged up another 8 …, add them on", "delivery just come, 4 kegs …": more
    number = int(count) if count.isdigit() else _NUMBER.get(re.sub(r"\s+", " ", count.lower()))
    thing = re.sub(r"^(?:bags?|boxes?|packs?|packets?|tins?|cans?|bottles?|cases?|crates?|sacks?|rolls?|tubs?|jars?|cartons?|trays?|kegs?|barrels?"
                   r"|balls?|skeins?|hanks?|cones?|vials?|ampoules?|sachets?|pouches?|syringes?|doses?|tubes?)"
                   r"\s+of\s+", "", thing, flags=re.I)  # "6 bags o coal": the coal, counted in bags
    thing = re.sub(r"^x\s+", "", thing)  # "10 x 8GB DDR4 sodimm"
    thing = re.sub(r"\s+stock$", "", thing, flags=re.I)  # "add 6 to the mango stock": the mango
    thing = re.sub(r"\s+(?:received|arrived|came(?:\s+in)?|delivered|in)$", "", thing, flags=re.I)  # "300 tabs Lasix 40 received"
    thing = re.sub(r"^(?:tabs?|tablets?|caps|capsules?|strips?|pcs|pieces?|units?)\s+(?:of\s+)?", "", thing, flags=re.I)
    thing = re.sub(r"^(?:kgs?|kilos?|kilograms?|grams?|g|lbs?|litres?|liters?|l|ml|oz|metres?|meters?)\s+(?:of\s+)?", "", thing,
                   flags=re.I)  # "10 kg butter came from the wholesaler": the butter, counted in kg
    words = [_singular(w) for w in re.findall(r"[a-z0-9]+", thing.lower()) if w not in ("the", "of", "x", "them", "more")]
    stocked = [(t, q, i) for t, cols in tables.items() if (q := _column(cols, _STOCK, NUMERIC)) and (i := _column(cols, _ITEM))] or \
        [(t, q, i) for t, cols in tables.items() if (q := _column(cols, _STOCK, NUMERIC)) and (i := _first_text(cols))] or \
        [(t, q, i) for t, cols in tables.items() if _STOCK_TABLE.fullmatch(t) and (q := _column(cols, _TABLE_COUNTS, NUMERIC))
         and (i := _column(cols, _ITEM) or _first_text(cols))]  # "just used 2 vials of propofol …, take them off": a stock table's amount
    if len(stocked) > 1:  # "add 6 to the mango stock" beside an orders table with its own qty: the stock table's count
        stocked = [found for found in stocked if _STOCK_TABLE.fullmatch(found[0])]
    if not number or not words or len(stocked) != 1:
        return None
    table, stock, item = stocked[0]
    return {"table": table, "values": {stock: {"add": sign * number}}, "where": f'lower("{item}") LIKE ?',
            "params": ["%" + "%".join(words) + "%"]}


def stock_counted(values: dict[str, Any]) -> bool:
    """Whether a row change only adds to or takes off a stock count ("used 2 trv valves at sandra holmes, take them off the van
    stock"): the item says which row; a customer named is where they went, not a row to change."""
    changed = values.get("values") or {}
    counts = _STOCK if not _STOCK_TABLE.fullmatch(str(values.get("table") or "")) else (*_STOCK, *_TABLE_COUNTS)
    return bool(changed) and all(column in counts and isinstance(v, dict) and "add" in v for column, v in changed.items())


def running_low(request: str, tables: dict[str, Columns]) -> dict[str, Any] | None:
    """The items whose stock is at or under their reorder level (under their minimum), in the one table keeping a
    stock count and that level; None when the request asks no such thing."""
    if not _LOW.search(request):
        return None
    found = [(t, q, level, "<=" if level.lower() in _AT_OR_UNDER else "<", _column(cols, _ITEM) or _first_text(cols))
             for t, cols in tables.items() if (q := _column(cols, _STOCK, NUMERIC))
             and (level := _column(cols, _AT_OR_UNDER, NUMERIC) or _column(cols, _UNDER, NUMERIC))]
    if len(found) != 1:
        return None
    table, stock, level, compared, item = found[0]
    shown, order = ", ".join(f'"{c}"' for c in (item, stock, level) if c), f'"{item}"' if item else "1"
    return {"sql": f'SELECT {shown} FROM "{table}" WHERE "{stock}" {compared} "{level}" ORDER BY {order}'}


def _first_text(columns: Columns) -> str | None:
    """A table's first text column, what its rows are called when no column is named item or name ("medicine")."""
    return next((c for c, kind in columns if "TEXT" in (kind or "").upper() or "CHAR" in (kind or "").upper()), None)


_WORTH = re.compile(r"\bstock\b.*\b(?:worth|value)\b|\b(?:worth|value)\s+of\s+(?:all\s+)?(?:the\s+|my\s+)?stock\b", re.I)


def stock_worth(request: str, tables: dict[str, Columns]) -> dict[str, Any] | None:
    """"whats all the stock in shop.db worth at selling price": the sum of each item's count times its price (its cost
    when "cost" is said), in the one table keeping both; None otherwise."""
    at_cost = bool(re.search(r"\bcost\b", request, re.I))
    names = ("cost", "cost_price", "cost_each", "unit_cost") if at_cost else ("price", "sell_price", "selling_price", "unit_price", "rrp")
    found = [(t, q, m) for t, cols in tables.items() if _WORTH.search(request) and (q := _column(cols, _STOCK, NUMERIC))
             and (m := _column(cols, names, NUMERIC))]
    if len(found) != 1:
        return None
    table, stock, money = found[0]
    return {"sql": f'SELECT round(sum("{stock}" * "{money}"), 2) FROM "{table}"'}


def paid_off(request: str, tables: dict[str, Columns], today: dt.date) -> dict[str, Any] | None:
    """The update taking a payment off the balance of the person who paid ("harry jackson paid his £28.40": owed less
    28.40; no sum said: owed 0) and filling the day of the last payment, in the one table that keeps a money balance
    per person and no paid flag (a flag is marked instead); None otherwise."""
    owing = [(t, b) for t, cols in tables.items() if has_person(cols) and paid_flag(cols, request) is None
             and (b := _column(cols, BALANCE, MONEY_TYPE))]
    request = _DB_FIRST.sub("", request)  # "papers.db, harry jackson paid …"
    who = WHO_DID.search(request)
    if len(owing) != 1 or not who:
        return None
    table, balance = owing[0]
    where = person_where(f"{request[who.start():who.start(1)].strip()} {who.group(1)}".strip(), tables[table])
    if where is None:
        return None
    said = MONEY_SAID.search(request)
    amount = float((said.group(1) or said.group(2)).replace(",", "")) if said else None
    values: dict[str, Any] = {balance: {"add": -amount} if amount else 0}
    day = next((c for c, _ in tables[table] if _LAST_PAID.fullmatch(c)), None)
    if day:
        values[day] = today.isoformat()
    return {"table": table, "values": values, "where": where[0], "params": where[1]}


def _column(columns: Columns, names: tuple[str, ...], kind: re.Pattern[str] | None = None) -> str | None:
    """The first column named one of ``names`` (in their order) whose declared type fits ``kind``."""
    return next((c for n in names for c, declared in columns if c.lower() == n
                 and (kind is None or kind.search((declared or "").upper()))), None)


def _singular(word: str) -> str:
    """"calendars" → "calendar", "boxes" → "box" (a LIKE pattern then finds either)."""
    return word[:-2] if re.search(r"(?:ss|x|ch|sh)es$", word) else word[:-1] if re.search(r"[^s]s$", word) and len(word) > 3 else word


# A sum taken off prices: "Knock a pound off everything on shelf C4", "take 50p off the price of the Penguins"
_OFF = re.compile(r"\b(?:knock|take)\s+(?:a\s+(?P<word>pound|quid|fiver|tenner)|[£$€](?P<money>\d+(?:\.\d\d)?)|(?P<pence>\d+)\s*p"
                  r"|(?P<pounds>\d+(?:\.\d\d)?)\s*(?:pounds?|quid))\s+off\s+(?:the\s+price\s+of\s+)?(?P<what>[^(]+?)\s*(?:[.!,;(]|$)", re.I)
_WORD_SUMS = {"pound": 1, "quid": 1, "fiver": 5, "tenner": 10}
_IN_COLUMN = re.compile(r"\b(?:on|in|from|at)\s+(?:the\s+)?(?P<column>[a-z_]+)\s+(?P<value>[A-Za-z]?\d+[A-Za-z]?)\b", re.I)  # "on shelf C4"
_EVERYTHING = re.compile(r"^(?:everything|all|every\s+\w+|all\s+the\s+\w+)\b", re.I)


def lowered_by(request: str, tables: dict[str, Columns]) -> dict[str, Any] | None:
    """The update taking a sum said off the price of the rows said, in the one table with a price: those whose column holds the
    value said ("Knock a pound off everything on shelf C4": shelf C4) or whose item name has the words said ("take 50p off the
    price of the Penguins"); None when the rows are not said (an "everything" with no column) or no such table."""
    m = _OFF.search(request)
    priced = [(t, money) for t, cols in tables.items() if (money := next((c for c, _ in cols if c.lower() in
                                                                           ("price", "sale_price", "listed_price", "unit_price", "rate", "cost")), None))]
    if not m or len(priced) != 1:
        return None
    table, money = priced[0]
    amount = _WORD_SUMS[m["word"].lower()] if m["word"] else float(m["money"] or m["pounds"]) if (m["money"] or m["pounds"]) \
        else int(m["pence"]) / 100
    columns = {c.lower(): c for c, _ in tables[table]}
    said = _IN_COLUMN.search(m["what"])
    column = columns.get(said["column"].lower()) or columns.get(said["column"].lower().rstrip("s")) if said else None
    if column:
        where, params = f'"{column}" = ?', [said["value"]]
    else:
        item = next((columns[c] for c in _ITEM if c in columns), None)
        words = re.sub(r"^(?:the|my|our|those|these)\s+", "", _IN_COLUMN.sub("", m["what"]).strip(), flags=re.I)
        if not item or not words or _EVERYTHING.match(words):
            return None
        where, params = f'"{item}" LIKE ?', [f"%{'%'.join(words.split())}%"]
    return {"table": table, "values": {money: {"add": -amount}}, "where": where, "params": params}
