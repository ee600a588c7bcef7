"""Changes said of rows that the values said pick out (read against the rows, ``sql_row_links``): a value moved "from X
to Y", a day put right ("the 28th not the 27th"), a match's score, a number put right ("i put 8 moles, it ended up 10"),
a state or yes/no flag set ("put it back to in progress", "mark it collected"), bills paid, a new price. Part of sql_rows.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.catalog.local_wording import DROPPED_TO
from core.planner import sql_named_rows
from core.planner import sql_row_links as rl
from core.planner.dates import next_month
from core.planner.extract import STOPWORDS
from core.planner.sql_amounts import MONEY_SAID
from core.planner.sql_flags import flag_is, flag_value, is_flag_word, paid_flag, paid_value, state_column
from core.planner.sql_periods import MONTHS
from core.planner.sql_row_links import Link

_FROM_TO = re.compile(r"\bfrom\s+(.+?)\s+to\s+(?:the\s+)?(.+?)(?=\s*[,.;!?(]|\s+(?:in|on)\s+(?:the\s+|my\s+)?[\w-]+(?:\.db|\s+db)\b|"
                      r"\s*[-–]\s|\s+(?:can|could|pls|please|so)\b|$)", re.I)
_NOT_DAY = re.compile(r"\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+not\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b"
                      r"|\bnot\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s*,?\s*(?:but\s+|it'?s\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b", re.I)
_DAY_MOVED = re.compile(r"\bfrom\s+(?:the\s+)?(?:[a-z]+\s+)?(\d{1,2})(?:st|nd|rd|th)\s+to\s+(?:the\s+)?(?:[a-z]+\s+)?(\d{1,2})(?:st|nd|rd|th)\b"
                        r"(?:\s+(?:of\s+)?(" + "|".join(MONTHS) + r")[a-z]*)?", re.I)  # "moved from thurs 3rd to fri 11th dec"
_PRICE_COLUMN = re.compile(r"price|quote|fee|cost|charge|total|amount|rate", re.I)
_NOT_THE_PRICE = re.compile(r"deposit|paid|balance|owed|owing", re.I)
_NEW_PRICE = re.compile(r"\b(?:gone|went|going|put|bump\w*|knock\w*)\s+(?:\w+\s+)?(?:up|down)\b|\b(?:up|down)\s+to\b|\bnow\b|\bfrom\s+today\b|"
                        r"\b(?:drop|lower|reduce|cut|mark)\s+(?:it|them|em|'em|those|these)\s+(?:both\s+|all\s+)?(?:down\s+)?to\b|"
                        r"\binstead\b|\bshould\s+(?:be|have\s+been)\b|\bagreed\b|\bchange\b|\brevised\b", re.I)  # a price changed, not paid
_SCORE = re.compile(r"\b(\d{1,3})\s*[-–]\s*(\d{1,3})\b")



def changed(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
             links: list[Link], today: dt.date) -> dict[str, Any] | None:
    """The update's values and rows for a change said of the rows ``links`` pick out; None when none fits."""
    said = _FROM_TO.search(request)
    if said:  # "gaz has moved from red lion b to the crown": team 'Red Lion B' → 'The Crown'
        first, second = rl.word_index(request, said.start(1)), rl.word_index(request, said.start(2))
        old = next((k for k in links if first <= k.start < second), None)
        if old is not None:
            new = next((k.value for k in links if k.column == old.column and k.start >= second), None)
            value = new if new is not None else _cased(said.group(2).strip(" '\""), old.value)
            others = [k for k in links if k.start < first or k.start >= second + 1 and k.column != old.column]
            chosen, found = _rows_said([*others, old], table_rows)
            if found and old in chosen:
                where, params = rl.where(chosen)
                return rl.at_most(request, {"table": table, "values": {old.column: value}, "where": where, "params": params})
    if moved := _day_put_right(request, table, columns, table_rows, links):  # "finishes on the 28th not the 27th"
        return moved
    if scored := _scored(request, table, columns, table_rows, links, today):  # "ruabon rockets beat gresford 31-24"
        return scored
    if found := _number_put_right(request, table, columns, table_rows, links) or _state_set(request, table, columns, table_rows, links) \
            or _paid(request, table, columns, table_rows, links, today) or _stands_in(request, table, columns, table_rows, links):
        return found
    amount = _new_price(request)
    prices = [c for c, kind in columns if _PRICE_COLUMN.search(c) and not _NOT_THE_PRICE.search(c) and re.search(r"INT|REAL|NUM", kind)]
    if amount is not None and len(prices) == 1 and links and _NEW_PRICE.search(request) \
            and not re.search(r"\bpa(?:id|ying|ys?)\b", request, re.I):
        chosen, found = _rows_said(links, table_rows)
        if found:
            where, params = rl.where(chosen)
            return rl.at_most(request, {"table": table, "values": {prices[0]: int(amount) if amount.is_integer() else amount},
                                      "where": where, "params": params}, one=True)
    return None


# A new price with no currency sign: "goin up to 85p", "crickets going up to 2.25 a dozen"
_UP_TO_PRICE = re.compile(r"\b(?:up|down)\s+to\s+(?:(\d{1,3})p\b|(\d+\.\d{2})\b(?![:.]\d)(?!\s*(?:%|percent|am|pm|kg|hours?|hrs?)))", re.I)


_RAND = re.compile(r"\bR\s?(\d[\d,]*(?:\.\d{1,2})?)()\s+(?:a|per|each)\b")  # South African rand: "R95 a kilo"
_DROPPED_TO = re.compile(DROPPED_TO + r"\s+(\d+(?:\.\d{1,2})?)\b(?![:.]\d)(?!\s*(?:%|percent|am|pm))", re.I)


def _new_price(request: str) -> float | None:
    """The price said: "£1,250", "40 quid", or after "up/down to" in pence or pounds and pence ("85p", "2.25")."""
    if money := MONEY_SAID.search(request) or _RAND.search(request):
        return float((money.group(1) or money.group(2)).replace(",", ""))
    if said := _DROPPED_TO.search(request):  # "drop em both to 95"
        return float(said.group(1))
    if said := _UP_TO_PRICE.search(request):
        return int(said.group(1)) / 100 if said.group(1) else float(said.group(2))
    return None


def _rows_said(links: list[Link], table_rows: list[dict[str, Any]]) -> tuple[list[Link], list[dict[str, Any]]]:
    """``rl.chosen``, but only when a value said (not a day alone) still picks the rows: a change is never made to whatever
    row a day holds."""
    chosen, found = rl.chosen(links, table_rows)
    return (chosen, found) if any(k.strength >= 0.8 for k in chosen) else ([], [])


def _day_put_right(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
                   links: list[Link]) -> dict[str, Any] | None:
    """"the kowalski sit finishes on the 28th not the 27th", "the jones job moved from the 3rd to the 10th": of the rows
    the values pick out, the one day column that holds the old day gets the new one (in its month, or the month said)."""
    if corrected := _NOT_DAY.search(request):
        new_day, old_day = (int(corrected.group(1)), int(corrected.group(2))) if corrected.group(1) else \
            (int(corrected.group(4)), int(corrected.group(3)))
        month = None
    elif moved := _DAY_MOVED.search(request):
        old_day, new_day, month = int(moved.group(1)), int(moved.group(2)), moved.group(3)
    else:
        return None
    chosen, found = _rows_said(links, table_rows)
    held = [(c, r) for r in found for c in rl.day_columns(columns, table_rows) if rl.on_day(r.get(c), old_day, None)]
    if not chosen or len(held) != 1:
        return None
    column, row = held[0]
    try:
        old = dt.date.fromisoformat(row[column][:10])
        if month:
            value = dt.date(old.year, MONTHS.index(month.lower()[:3]) + 1, new_day)
            value = value.replace(year=old.year + 1) if value < old.replace(day=1) - dt.timedelta(days=180) else value
        else:
            value = old.replace(day=new_day) if new_day >= old_day or _NOT_DAY.search(request) else \
                next_month(old).replace(day=new_day)  # "from the 28th to the 3rd": next month's
    except ValueError:
        return None
    where, params = rl.where([*chosen, Link(table, column, row[column], 0, 0, 0.5)])
    return {"table": table, "values": {column: value.isoformat()}, "where": where, "params": params}


def _scored(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]], links: list[Link],
            today: dt.date) -> dict[str, Any] | None:
    """A result said ("ruabon rockets beat gresford 31-24") into the score columns beside the teams' (home → home_score) of
    their one fixture, the unplayed one up to today when they met twice; the winner's score is the bigger."""
    score = _SCORE.search(request)
    pairs = [(c, s) for c, _ in columns for s, kind in columns if s.lower().startswith(c.lower() + "_") and re.search(r"INT|REAL|NUM", kind.upper())]
    teams = sorted((k for k in links if any(r.get(c) == k.value for r in table_rows for c, _ in pairs)), key=lambda k: k.start)
    if not score or len(pairs) != 2 or len(teams) < 2 or teams[0].value == teams[1].value:
        return None
    first, second = int(score.group(1)), int(score.group(2))
    if re.search(r"\b(?:lost|losing|went\s+down)\s+to\b", request, re.I):
        first, second = min(first, second), max(first, second)
    elif re.search(r"\b(?:beat|won|thrashed|battered)\b", request, re.I):
        first, second = max(first, second), min(first, second)
    met = [r for r in table_rows if {r.get(pairs[0][0]), r.get(pairs[1][0])} == {teams[0].value, teams[1].value}]
    days = rl.day_columns(columns, table_rows)
    if len(met) > 1:
        met = [r for r in met if all(r.get(s) in (None, "") for _, s in pairs) and (not days or str(r.get(days[0]) or "") <= today.isoformat())]
    if len(met) != 1:
        return None
    row = met[0]
    held = [Link(table, c, row[c], 0, 0, 1.0) for c, _ in pairs] + ([Link(table, days[0], row[days[0]], 0, 0, 0.5)] if days else [])
    where, params = rl.where(held)
    values = {s: first if row[c] == teams[0].value else second for c, s in pairs}
    return {"table": table, "values": values, "where": where, "params": params, "at_most": 1}


_NUMBER = re.compile(r"(?<![£$\d.,/:])\b(\d+(?:\.\d+)?)\b(?!\s*(?:st|nd|rd|th|am|pm|%)\b|[.,:/]\d)", re.I)
_PUT_RIGHT = re.compile(r"\b(?:ended\s+up|should\s+(?:be|have\s+been)|not|actually|instead|was|were|now|make\s+it|change\w*\s+(?:it\s+)?to)\b", re.I)


def _number_put_right(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
                      links: list[Link]) -> dict[str, Any] | None:
    """"tom rendell - i put 8 moles, it ended up 10": of their one row, the number column that holds one number said
    gets the other."""
    said = [float(m.group(1)) for m in _NUMBER.finditer(request)]
    if len(said) != 2 or said[0] == said[1] or not _PUT_RIGHT.search(request) or MONEY_SAID.search(request):
        return None
    chosen, found = _rows_said(links, table_rows)
    if len(found) != 1 or not chosen:
        return None
    held = [(c, n) for c, kind in columns for n in said if re.search(r"INT|REAL|NUM", kind.upper()) and not c.lower().endswith("id")
            and isinstance(found[0].get(c), int | float) and found[0][c] == n]
    if len(held) != 1:
        return None
    column, old = held[0]
    new = next(n for n in said if n != old)
    where, params = rl.where([*chosen, Link(table, column, found[0][column], 0, 0, 0.5)])
    return {"table": table, "values": {column: int(new) if new.is_integer() else new}, "where": where, "params": params, "at_most": 1}


_TO_STATE = re.compile(r"\b(?:to|as|now|is|it'?s)\s+$", re.I)


def _state_set(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
               links: list[Link]) -> dict[str, Any] | None:
    """"parts came for mr brackenburys vienna so put it back to in progress": the state said (a value the status column
    already holds) for the row the other values name; "chloe came in for the yamaha, mark it collected": a yes/no column."""
    words = rl.words_said(request)
    state = state_column(columns)
    said = next((k for k in links if k.column == state and _TO_STATE.search(" ".join(words[max(0, k.start - 2):k.start]) + " ")), None)
    if said is not None:
        values = {state: said.value}
        others = [k for k in links if k is not said]
    else:
        marked = re.search(r"\bmark(?:ed)?\s+(?:it|them|him|her|that)?\s*(?:as\s+)?([a-z]+)\b", request, re.I)
        flag = next(((c, kind) for c, kind in columns if marked and c.lower() == marked.group(1).lower()
                     and all(is_flag_word(r.get(c)) or r.get(c) is None for r in table_rows)), None)
        if flag is None:
            return None
        values, others = {flag[0]: flag_value(flag[1], True)}, links
    chosen, found = _rows_said(others, table_rows)
    if not chosen or not found:
        return None
    where, params = rl.where(chosen)
    return rl.at_most(request, {"table": table, "values": values, "where": where, "params": params}, one=True)


_PAID_NOW = re.compile(r"\b(?:paid|squared\s+up|settled)\b", re.I)
_LEFT_TO_PAY = re.compile(r"\b(\d+(?:\.\d{1,2})?)\s+(?:is\s+|are\s+)?(?:left|remaining|still\s+(?:owing|owed|due|to\s+pay)|to\s+go)\b", re.I)
_AMOUNT = re.compile(r"[£$€]\s?(\d[\d,]*(?:\.\d{1,2})?)|\b(?:for|of)\s+(\d[\d,]*(?:\.\d{1,2})?)\b(?!\s*(?:am|pm|%|people|kids|pax))", re.I)


def _an_amount(flag: tuple[str, str], table_rows: list[dict[str, Any]]) -> bool:
    """Whether a "paid" column keeps the money paid (REAL, or values other than 0 and 1), not a yes/no flag."""
    kept = [r.get(flag[0]) for r in table_rows]
    return any(isinstance(v, (int, float)) and v not in (0, 1) for v in kept) or \
        bool(re.search(r"REAL|FLOA|DOUB|NUMERIC|DECIMAL", flag[1] or "", re.I)) and not any(isinstance(v, str) for v in kept)


def _paid(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]], links: list[Link],
          today: dt.date) -> dict[str, Any] | None:
    """"gloucester road tandoori paid both their bills today": the paid flag (or paid day) of their rows not yet paid; where
    the table keeps no flag, a status column that already says 'paid' of some rows ("karen bell paid, mark it paid")."""
    if not _PAID_NOW.search(request) or re.search(r"\bnot\s+paid|\bunpaid|\bhasn'?t\s+paid", request, re.I):
        return None
    flag, state = paid_flag(columns, request), state_column(columns)
    left = _LEFT_TO_PAY.search(request)
    owed = next((c for c, _ in columns if c.lower() in ("amount", "balance", "owed", "amount_owed", "due", "amount_due")), None)
    if left and owed and owed != (flag or ("",))[0]:  # "paid 70 …, 75 left, change it": what is still owed, not paid in full
        values, unpaid = {owed: float(left.group(1)) if "." in left.group(1) else int(left.group(1))}, None
    elif flag is not None and _an_amount(flag, table_rows):  # paid REAL holding 450.0: the amount paid, never 1
        said = [m.group(1) or m.group(2) for m in _AMOUNT.finditer(request)]
        if len(said) != 1:
            return None
        values, unpaid = {flag[0]: float(said[0].replace(",", ""))}, None
    elif flag is not None:  # with the day the money came when said ("gave me her £24 … on Saturday": last Saturday)
        values, unpaid = {flag[0]: paid_value(flag[0], flag[1], True, today)}, flag_is(flag[0], flag[1], False)
        values.update(sql_named_rows.paid_day(request, columns, today))
    elif state and any(str(r.get(state) or "").lower() == "paid" for r in table_rows):
        word = next(r[state] for r in table_rows if str(r.get(state) or "").lower() == "paid")
        values, unpaid = {state: word}, f"coalesce(lower(\"{state}\"), '') <> 'paid'"
    else:
        return None
    chosen, found = _rows_said(links, table_rows)
    if not chosen or not found:
        return None
    where, params = rl.where(chosen)
    return rl.at_most(request, {"table": table, "values": values, "where": f"{where} AND {unpaid}" if unpaid else where, "params": params})


_STANDS_IN = re.compile(r"\b([a-z]+\s+[a-z]+)\s+(?:said\s+)?(?:(?:he|she|they)\s*(?:'ll|ll|will)|will|'ll|can)\s+(?:do|cover|take)\b"
                        r"|\b([a-z]+\s+[a-z]+)\s+(?:is|'s)\s+(?:doing|covering|taking)\s+(?:it|that|them|over)\b", re.I)
_CANT_DO = re.compile(r"\b(?:can'?t|cannot|can\s+not|won'?t\s+be\s+able\s+to)\s+do\b", re.I)


def _stands_in(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
               links: list[Link]) -> dict[str, Any] | None:
    """"brenda cant do lifts on the 10th now, dennis bray said hell do it": in the one row the values pick out, the
    person said (Brenda Kitto) becomes the one who stands in."""
    other = _STANDS_IN.search(request)
    if not other or not _CANT_DO.search(request):
        return None
    name = (other.group(1) or other.group(2)).lower()
    if any(w in rl.COMMAND or w in STOPWORDS for w in name.split()):
        return None
    chosen, found = _rows_said(links, table_rows)
    person = [k for k in chosen if k.strength >= 1.0 and isinstance(k.value, str) and len(k.value.split()) >= 2]
    if len(found) != 1 or len(person) != 1:
        return None
    where, params = rl.where(chosen)
    return {"table": table, "values": {person[0].column: _cased(name, person[0].value)}, "where": where, "params": params, "at_most": 1}


def _cased(said: str, like: Any) -> str:
    """A new value written the way the column's values are: 'the crown' → 'The Crown' beside 'Red Lion B'."""
    return said.title() if isinstance(like, str) and like == like.title() else said
