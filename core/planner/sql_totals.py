"""Totals over a local database's rows ("how much am i still owed? unpaid ones in invoices.db", "what did we take in
total for november? its all in jobs.db"): the sum of the money column, narrowed only by what the schema can tell
(paid/unpaid, a month or year of its one date column, a party, what the money was spent on); and the readers of a
schema the other sql_* modules share (the table a word names, a column by its usual names). Part of sql_requests.py.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates
from core.planner.extract import stem
from core.planner.sql_amounts import BALANCE
from core.planner.sql_flags import (
    MONEY_TYPE,
    STATES,
    UNDONE,
    billed_unpaid,
    flag_is,
    not_done,
    paid_flag,
    paid_so_far,
    paid_unnamed,
    said_flags_and_states,
)
from core.planner.sql_money import money_column
from core.planner.sql_people import PARTIES, column_named, split_names
from core.planner.sql_periods import (
    _MONTH,
    _MONTHS_SAID,
    _SINCE_MONTH,
    _THIS_MONTH,
    MONTHS,
    PERIOD,
    YEAR,
    dated_columns,
    month_begun,
    period,
    year_said,
)
from core.planner.sql_said_columns import PAID_WITH

LABELS = ("name", "title", "label", "product", "item", "description")


def table_named(word: str | None, tables: dict) -> str | None:
    """The table a word names: "invoice", "invoices", "booking" → bookings; None when none does."""
    if not word:
        return None
    w, said = stem(word.lower()), word.lower()
    return next((t for t in tables if stem(t.lower()) == w or stem(t.lower()).rstrip("s") == w.rstrip("s")
                 or t.lower() in (said + "s", said + "es") or said in (t.lower() + "s", t.lower() + "es")), None)  # invoice(s)


HOW_MUCH = re.compile(r"\bhow\s+much\b|\b(?:total|sum)\s+(?:of|up)\b|\badd\s+up\b|\bwhat'?s\s+the\s+total\b"
                       r"|\b(?:take|took|taken|make|made|earn|earned)\b.*\bin\s+total\b"
                       r"|\bwhat'?s\s+the\s+(?:\w+\s+)?(?:spend|spending|takings|income)\b"
                       r"|\bwhat\s+did\s+(?:i|we)\s+(?:bill|invoice|charge|take|make|earn|quote)\b"
                       r"|^(?!.*\bhow\s+many\b).*\bwhat\s+have\s+(?:i|we)\s+(?:billed|invoiced|charged|taken|made|earned)\b|\bwhat\s+did\s+(?:they|it|that)\s+come\s+to\b"
                       r"|\bwhat'?s\s+(?:actually\s+)?(?:come|came)\s+in\b",  # "whats actually come in from repairs thats been paid"
                       re.I)  # "whats the costume spend so far"  # "what did we take in total for november"
_UNPAID = re.compile(r"\b(unpaid|outstanding|overdue|pending|owed|owes?|owing|not\s+(?:yet\s+)?paid|(?:still|yet)\s+to\s+come\s+in)\b", re.I)
DB_FILE_STEM = re.compile(r"\b([\w-]+)\.(?:db|sqlite3?)\b")  # "show.db": show
_BEEN_PAID = re.compile(r"\b(?:been|got|get|was|were)\s+paid\b|\b(?:had|come|came)\s+in\b|\breceived\b", re.I)  # "had in from fees"
_AND_OF_THAT = re.compile(r"\b(?:and|n|&)\s+how\s+much\s+of\s+(?:that|it|them)\s+(?:got|was|were|has\s+been|have\s+been|is|are)\s+"
                          r"(?!(?:still\s+)?(?:unpaid|outstanding|owed|paid|not)\b)([a-z]+)\b", re.I)  # a status: "… got accepted"
_AND_UNPAID = re.compile(r"\band\s+how\s+much\s+(?:of\s+(?:that|it|them)\s+)?(?:is|are|'s)?\s*(?:still\s+)?(?:unpaid|outstanding|owed|not\s+(?:yet\s+)?paid)\b", re.I)
_PROFIT = re.compile(r"\bprofits?\b|\bafter\s+(?:what\s+i\s+(?:paid|spent)|(?:the\s+)?costs?)\b", re.I)
_PLATFORMS = ("platform", "site", "channel", "marketplace", "sold_via", "where_sold")
_EACH_MONTH = re.compile(r"\b(?:each|every|per|by)\s+month\b|\bmonth\s+by\s+month\b", re.I)  # one total per month
_DB_FIRST = r"^\s*(?:(?:in\s+)?[\w-]+(?:\.db|\s+db)\b\s*[-–:,]?\s*)?"  # "jobs.db - who owes me n how much each"
_OWING = r"^\s*who(?:'?s|\s+is)\s+(?:still\s+)?owing\b"  # "whos owing me, orders.db"
_WHO = re.compile(_DB_FIRST + r"who\b|" + _OWING + r"|\bneed\s+(?:their\s+)?names\b", re.I)
_HAD_OFF = re.compile(r"\b(?:had|got|caught|done|charged|billed)\s+(?:off|from|for)\s+(?!(?:the\s+)?(?:last|this|each|every|them|it)\b)(?:the\s+)?"
                      r"([a-z][\w'&-]*(?:\s+(?!altogether\b|so\b|in\b|this\b|n\b|and\b)[a-z][\w'&-]*){0,3})", re.I)  # "had off kington golf club"
WHO_OWES = re.compile(_DB_FIRST + r"who\s+(?:still\s+)?(?:owes?|hasn'?t\s+paid\s+(?:me|us))\b|" + _OWING, re.I)  # "who still owes us?? need names + amounts"  # "who still owes me money? need names and how much"
_SPENT_ON = re.compile(r"\b(?:spen[dt]|spending|paid|pay|cost|made|make|earned|earn|taken|took|raised|sold)\b.*?\b(?:on|for)\s+(?!(?:the\s+|my\s+)?(?:this|last|(?:un)?paid|outstanding|overdue|them|it|those|these)\b)(?:the\s+|my\s+)?([a-z][\w -]*?)"
                       r"(?=\s+(?:in|during|for|this|last|since|so\s+far|altogether|in\s+total)\b|[?.,!]|$)", re.I)
_SINCE = re.compile(r"\bsince\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2}(?:/\d{2,4})?)", re.I)
_COLUMN_SAYS = re.compile(r"\b([\w-]+)\s+col(?:umn)?\s+(?:says|is|=|shows|of)\s+['\"]?([\w][\w -]*?)['\"]?(?=\s*[,.;?!]|\s*$)", re.I)
_HAD_IN = re.compile(r"\b(?:had|got|taken|received)\s+in\s+(?!total\b|all\b)([a-z]{3,})\b(?=\s+(?:since|this|last|in|so)\b|[?.!,]|$)", re.I)
_AT_EVENT = re.compile(r"\b(?:raise|raised|made|make|take|took|taken)\b.*?\bat\s+(?:the\s+|our\s+)?([a-z][\w -]*?)(?=\s+(?:this|last|in|since|so\s+far)\b"
                       r"|[?.!,]|$)", re.I)  # "how much did we raise in total at the bake sales this yr"
_PER = re.compile(r"\b(?:per|for\s+each|by)\s+([a-z]+(?:\s+name)?)\b", re.I)
_PAID_BY = re.compile(rf"\b(?:by|via|in|with)\s+({PAID_WITH})\b", re.I)
_AND_HOW_MANY = re.compile(r"\bhow\s+many\s+([a-z]+)\b(?=.*\b(?:bill|invoice|charge|take|took|make|made|earn|come\s+to|came\s+to|worth))"
                           r"|\b(?:bill|invoice|charge|take|took|make|made|earn|come\s+to|came\s+to)\b.*\bhow\s+many\s+([a-z]+)\b"
                           r"|\bhow\s+many\s+(?:n|and|&)\s+(?:the\s+)?(total)\b", re.I)  # "how many n total of the quotes"
_DONE_ALREADY = re.compile(r"\balready\s+(?:done|been|had|happened|finished|did)\b|\bdone\s+already\b|\bthat\s+(?:have|'ve)\s+happened\b"
                           r"|\b(?:we|i)(?:'?ve|\s+have)\s+(?:done|finished|had)\b", re.I)  # "… for roofs we've done this yr"
_HAS_DONE = re.compile(r"\bhas\s+(?!(?:he|she|it|anyone|everyone|the|my)\b)([a-z][\w'-]+)\s+(?:done|had|worked|attended|been\s+in|spent)\b", re.I)
_OWES = re.compile(r"\b(?:do(?:es)?|did)\s+(?!i\b|we\b|you\b|they\b)([A-Za-z][\w&'.-]*(?:\s+[A-Za-z][\w&'.-]*){0,2}?)\s+(?:still\s+)?owes?\b",
                   re.I)
def _singular(word: str) -> str:
    """"bake sales" → "bake sale", "subs" → "sub" ("glass" stays), for a LIKE over the rows' own words."""
    return re.sub(r"(?<!s)s$", "", word)


def total(request: str, tables: dict[str, list[tuple[str, str]]], today: dt.date,
         measure: tuple[str, str] | None = None) -> dict[str, Any] | None:
    """"how much am i still owed? unpaid ones in invoices.db", "how much did I spend on seeds in March":
    SELECT sum(money column) of the table the request names (or the only one with money), narrowed by
    paid/unpaid and a month when the schema has the columns for them."""
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", request)}
    money = dict([measure]) if measure else {t: c for t, cols in tables.items() if (c := money_column(cols))}  # or "hours"
    named = [t for t in money if stem(t.lower()) in words or stem(t.lower()).rstrip("s") in words]
    named.sort(key=lambda t: not re.search(rf"\b{re.escape(t)}\s+table\b", request, re.I))  # "sales table in stock.db": sales
    table = named[0] if named else next(iter(money)) if len(money) == 1 else None
    said = re.search(r"\b([\w-]+)\s+table\b", request, re.I)
    if table is None or said and said.group(1) in tables and said.group(1) not in money:
        return None  # "scores table - add up points per team": not the money of another table
    columns = dict(tables[table])
    where, params = [], []
    unpaid = _UNPAID.search(request)
    flag = paid_flag(tables[table], request)  # "fee_paid"; of autumn_paid and spring_paid, the one said
    if (unpaid or _BEEN_PAID.search(request)) and paid_unnamed(tables[table], request):
        return None  # "how much is still unpaid" over autumn_paid and spring_paid: which term is asked, not guessed
    paid_col = flag[0] if flag else None
    both = _AND_UNPAID.search(request) if paid_col else None  # "how much …, and how much of that is still unpaid?"
    unpaid = None if both else unpaid
    state = column_named(STATES, tables[table])
    if paid_col and not unpaid and _BEEN_PAID.search(request):
        where.append(flag_is(paid_col, columns[paid_col], True))  # "how much have i been paid for lessons in nov": the paid rows
    so_far = paid_so_far(money[table], columns)  # fees_paid beside fees_total: what is left is the difference
    if unpaid and paid_col:
        where.append(flag_is(paid_col, columns[paid_col], False))
    elif unpaid and so_far:
        pass  # "total how much fees is pending": every row's total less what it has had, no row condition
    elif unpaid and (billed := billed_unpaid(tables[table])):  # "invoices thats gone out but not paid": invoiced, no paid day
        where.extend(billed)
    elif unpaid and state:
        where.append(f'lower("{state}") = ?')
        params.append("unpaid" if unpaid.group(1).lower() in ("owed", "owe", "owes", "owing") or unpaid.group(1).lower().startswith(("not", "still", "yet"))
                      else unpaid.group(1).lower())
    months = _MONTHS_SAID.search(request)  # "in oct and nov": from 1 October to 30 November
    month = None if months else _MONTH.search(request)
    day_columns = dated_columns(columns)
    earned = re.search(r"\b(?:made|make|earned|taken|took|raised|sold|sales)\b", request, re.I)
    dated = next((c for c in day_columns if earned and re.match(r"sold|sale", c, re.I)), None) or next(
        (c for c in day_columns if stem(c.lower().split("_")[0]) in words), None) or next(iter(day_columns), None)  # "invoiced": invoiced_on
    year, this_month = YEAR.search(request), _THIS_MONTH.search(request)
    if (month or months or year or this_month) and not dated:
        return None  # a total for a time the table cannot tell is no answer
    if months:
        first, last = month_begun(months.group(1), today), month_begun(months.group(2), today)
        first = first.replace(year=first.year - 1) if first > last else first  # "nov to feb": the winter just past
        after = dates.next_month(last)
        where.append(f'date("{dated}") >= ? AND date("{dated}") < ?')
        params.extend([first.isoformat(), after.isoformat()])
    if this_month:  # "this month": its year and month
        first = today.replace(day=1) if this_month.group(1).lower() == "this" else (today.replace(day=1) - dt.timedelta(days=1))
        where.append(f'strftime(\'%Y-%m\', "{dated}") = ?')
        params.append(f"{first:%Y-%m}")
    if year and not (month and month.group(2)):
        where.append(f'strftime(\'%Y\', "{dated}") = ?')
        params.append(year_said(year, today))
    if month and dated:
        where.append(f'strftime(\'%m\', "{dated}") = ?')
        params.append(f"{MONTHS.index(month.group(1).lower()[:3]) + 1:02d}")
        if month.group(2) or not year:  # "for november": the last November begun, not every year's
            where.append(f'strftime(\'%Y\', "{dated}") = ?')
            params.append(month.group(2) or str(month_begun(month.group(1), today).year))
    owing = _OWES.search(request)  # "how much do brightwave still owe me": that client's rows
    party = column_named(PARTIES, tables[table]) if owing else None
    if owing and party:
        where.append(f'"{party}" LIKE ?')
        params.append(f"%{owing.group(1).strip()}%")
    spent_on = _SPENT_ON.search(request)  # "on seeds": only those rows, or no sum at all (never a wrong total)
    platform = column_named(_PLATFORMS, tables[table]) if spent_on and earned else None
    if platform:  # "how much did i make on depop in october": the rows sold there
        where.append(f'lower("{platform}") = lower(?)')
        params.append(spent_on.group(1).strip())
        spent_on = None
    flagged, states = said_flags_and_states(request, tables[table])  # "gold leaf work … booked or quoted"
    where, params = where + flagged, params + states
    says = _COLUMN_SAYS.search(request)
    said_column = next((c for c in columns if says and c.lower() == says.group(1).lower()), None)
    if said_column:  # "category column says uniform": those rows, as the column keeps them
        where.append(f'lower("{said_column}") = lower(?)')
        params.append(says.group(2).strip())
        spent_on = None
    database = DB_FILE_STEM.search(request)  # "… for the show? show.db": the whole file's rows
    if spent_on and database and stem(spent_on.group(1).lower()) == stem(database.group(1).lower()):
        spent_on = None
    if spent_on and stem(spent_on.group(1).split()[0].lower()) in (stem(table.lower()), stem(table.lower()).rstrip("s")):
        spent_on = None  # "paid for lessons" in the lessons table, "for jobs dated in october": all of its rows
    if spent_on:
        label = column_named((*LABELS, "category", "kind", "type", "what"), tables[table])
        if label is None:
            return None
        where.append(f'"{label}" LIKE ?')
        params.append(f"%{spent_on.group(1).strip()}%")
    from_month = _SINCE_MONTH.search(request)  # "since sept": from its 1st (the last one begun)
    if from_month and dated:
        where.append(f'date("{dated}") >= ?')
        params.append(month_begun(from_month.group(1), today).isoformat())
    elif re.search(r"\bsince\b", request, re.I) and not _SINCE.search(request):
        return None  # a "since" not understood: no total that ignores it
    since = _SINCE.search(request) if not from_month else None  # "since 1st sept": from that day (the last one past), or none
    mention = next(iter(dates.date_mentions(since.group(1))), None) if since else None
    if since and not (dated and mention and mention.month and mention.day):
        return None
    if since:
        day = dt.date(mention.year or today.year, mention.month, mention.day)
        where.append(f'date("{dated}") >= ?')
        params.append((day.replace(year=day.year - 1) if mention.year is None and day > today else day).isoformat())
    kind_said = _HAD_IN.search(request)  # "had in subs": the rows of that kind, when the table keeps a kind
    kind = column_named(("type", "kind", "category"), tables[table]) if kind_said else None
    if kind:
        where.append(f'"{kind}" LIKE ?')
        params.append(f"%{_singular(kind_said.group(1).lower())}%")
    event = _AT_EVENT.search(request)  # "raise … at the bake sales": those rows, or no sum at all
    if event:
        label = column_named(("event", "name", "description", "item", "category", "kind", "type"), tables[table])
        if label is None:
            return None
        where.append(f'"{label}" LIKE ?')
        params.append(f"%{_singular(event.group(1).strip())}%")
    paid_by = _PAID_BY.search(request)  # "came in by standing order": only those rows, or no sum at all
    if paid_by:
        method = column_named(("method", "payment_method", "paid_by", "payment", "how_paid", "type"), tables[table])
        if method is None:
            return None
        where.append(f'lower("{method}") = ?')
        params.append(paid_by.group(1).lower())
    if UNDONE.search(request):  # "how much work have i got on the bench thats not finished": those rows, or no total
        unfinished = not_done(tables[table])
        if unfinished is None:
            return None
        where.append(unfinished[0])
        params.extend(unfinished[1])
    if _DONE_ALREADY.search(request) and dated:  # "who still owes me for shoeing iv already done": not the visits ahead
        where.append(f'date("{dated}") <= ?')
        params.append(today.isoformat())
    week = PERIOD.search(request) if not (month or year or this_month) else None
    if week and week.group(3) is None:  # "this week", "today"
        if not dated:
            return None
        where.append(f'date("{dated}") BETWEEN ? AND ?')
        params.extend(period(week, today))
    whose = _HAS_DONE.search(request) or _HAD_OFF.search(request)  # "how many hours has alfie done": only that person's rows
    if whose:
        person = column_named((*PARTIES, "child", "name", "member", "staff", "employee"), tables[table])
        if person is None:
            return None
        where.append(f'"{person}" LIKE ?')
        params.append(f"%{whose.group(1)}%")  # "alfie": Alfie Turner
    per = _PER.search(request)  # "per student name": one total for each
    group = next((c for c in columns if per and stem(c.lower()) in (stem("_".join(per.group(1).lower().split())),
                                                                       stem(per.group(1).lower().split()[0]))), None)
    shown, grouped = (f'"{group}", ', f'"{group}"') if group else ("", "")
    order = "2 DESC"  # per person or per value: the biggest first
    counted = _AND_HOW_MANY.search(request)  # "what did i bill in oct n nov n how many jobs was that": a count beside
    if _EACH_MONTH.search(request) or counted and months:  # "how much have i made … each month this yr": one total per month
        if not dated:
            return None
        shown, grouped = f'strftime(\'%Y-%m\', "{dated}") AS month, ', "month"
        order = "month"  # in the calendar's order
    noun = counted and (counted.group(1) or counted.group(2) or "").lower()
    beside = money_column(tables[table]) if measure and noun and stem(noun) == stem(measure[1].lower()) else None
    per_person = False  # one total per person ("who still owes me money?")
    if beside and beside != measure[1]:  # "how many moles have i had off … n what have i charged em": the fees beside
        shown += f'sum("{beside}") AS "{beside}", '
    elif counted:
        shown += f'count(*) AS "{(counted.group(1) or counted.group(2) or counted.group(3)).lower().replace("total", "count")}", '
    elif _WHO.search(request) and not group:  # "who still owes me money?": one total per person
        whose = _whose(table, tables)
        if whose is None:
            return None
        shown, grouped, per_person = f"{whose[0]} AS who, ", whose[1], True
    summed = f'"{money[table]}"'
    deposit = next((c for c, kind in tables[table] if c.lower() == "deposit" and MONEY_TYPE.search(kind.upper())), None)
    if unpaid and deposit and not both and deposit != money[table]:  # "who still owes me for roofs": the price less the deposit taken
        summed = f'"{money[table]}" - coalesce("{deposit}", 0)'
    if unpaid and so_far and not paid_col and not both:
        summed = f'"{money[table]}" - coalesce("{so_far}", 0)'
    cost = column_named(("cost", "bought_for", "cost_price", "paid"), tables[table]) if _PROFIT.search(request) else None
    if cost and cost != money[table]:  # "how much did i make … after what i paid for the stuff": takings less cost
        summed = f'"{money[table]}" - coalesce("{cost}", 0)'
    unpaid_too = f', sum(CASE WHEN {flag_is(paid_col, columns[paid_col], False)} THEN {summed} ELSE 0 END) AS unpaid' if both else ""
    of_that = _AND_OF_THAT.search(request) if state else None  # "… each month n how much of that got accepted": beside the total
    if of_that:
        unpaid_too += f', sum(CASE WHEN lower("{state}") = ? THEN {summed} ELSE 0 END) AS "{of_that.group(1).lower()}"'
        params.insert(0, of_that.group(1).lower())  # the CASE comes before the WHERE's own parameters
    owing = f" HAVING sum({summed}) > 0" if money[table].lower() in BALANCE and per_person else ""  # "whos owing": not £0
    sql = f'SELECT {shown}sum({summed}){unpaid_too} FROM "{table}"' + (" WHERE " + " AND ".join(where) if where else "") + (
        f" GROUP BY {grouped}{owing} ORDER BY {order}" if grouped else "")
    return {"sql": sql, **({"params": params} if params else {})}


def _whose(table: str, tables: dict[str, list[tuple[str, str]]]) -> tuple[str, str] | None:
    """(SQL of the person a row is for, what to group by): the table's own name column(s), or the name in the table a
    ``client_id``-style column points to ("appointments.client_id" → clients' first_name and surname)."""
    columns = tables[table]
    own = column_named(("name", "full_name", *PARTIES), columns)
    pair = split_names(columns)
    if own or pair:
        said = f'"{own}"' if own else f'"{pair[0]}" || \' \' || "{pair[1]}"'
        return said, said
    for column, _ in columns:
        key = re.fullmatch(r"([a-z]+)_id", column.lower())
        other = table_named(key.group(1), tables) if key else None
        if other and other != table and column_named(("id",), tables[other]):
            name = column_named(("name", "full_name"), tables[other])
            pair = split_names(tables[other])
            said = f'p."{name}"' if name else f'p."{pair[0]}" || \' \' || p."{pair[1]}"' if pair else None
            if said:
                return f'(SELECT {said} FROM "{other}" AS p WHERE p."id" = "{table}"."{column}")', f'"{column}"'
    return None


_OUT_OF_DATE = re.compile(r"\b(?:out\s+of\s+date|expired|past\s+(?:their|its|the)\s+(?:expiry|use[- ]by|best[- ]before)(?:\s+date)?)\b", re.I)
_EXPIRY = re.compile(r"expir|use_?by|best_?before|^bb_?date$", re.I)
_ADD_UP = re.compile(r"\b(?:add\s+up|total\s+up|sum\s+up|total|sum)\s+(?:the\s+|all\s+the\s+)?([a-z_]+)\s+(?:per|for\s+each|by|for\s+every)\s+([a-z_]+)\b", re.I)
_NOT_SINCE = re.compile(r"\bwhich\s+([a-z]+)\s+(?:havent|haven'?t|have\s+not|hasnt|hasn'?t|has\s+not)\s+(?:been\s+|had\s+(?:a|their|its)\s+)?"
                        r"([a-z]+)\s+since\s+(?:before\s+)?(?:the\s+(?:start|beginning)\s+of\s+)?(" + "|".join(MONTHS) + r")[a-z]*\b(?!\s*\d)", re.I)
_WHEN_LAST = re.compile(r"\bwhen\s+(?:did|was|have)\s+(?:we|i|you|they)\s+last\s+(?:\w+\s+)?(?:sing|sung|play|played|do|did|have|had|use|used)"
                        r"\s+(?:the\s+)?(.+?)\s*(?:\?|[,.;]|$)", re.I)
_TOP = re.compile(r"\b(?:top|most|highest|best|winning|leader|leading|first)\b", re.I)


def asked_plainly(request: str, tables: dict[str, list[tuple[str, str]]], today: dt.date) -> dict[str, Any] | None:
    """"which chemicals are out of date?": the rows whose one expiry column is before today; "whos top of the league? …
    add up points per team": one total per team, highest first. None unless the schema has the one table and columns."""
    if _OUT_OF_DATE.search(request):
        found = [(t, c) for t, cols in tables.items() for c, _ in cols if _EXPIRY.search(c)]
        if len(found) == 1:
            return {"sql": f'SELECT * FROM "{found[0][0]}" WHERE date("{found[0][1]}") < ? LIMIT 100', "params": [today.isoformat()]}
    lapsed = _NOT_SINCE.search(request)
    table = table_named(lapsed.group(1), tables) if lapsed else None
    column = next((c for c, _ in tables[table] if stem(lapsed.group(2).lower()) in day_words([c])), None) if table else None
    if column:  # "which locos havent been serviced since before june": last_serviced before 1 June (or never)
        first = month_begun(lapsed.group(3), today).isoformat()
        return {"sql": f'SELECT * FROM "{table}" WHERE "{column}" IS NULL OR date("{column}") < ? LIMIT 100', "params": [first]}
    last = _WHEN_LAST.search(request)
    found = [(t, day, said) for t, cols in tables.items() if last and len(day := dated_columns(c for c, _ in cols)) == 1
             and (said := next((c for c, _ in cols if re.search(r"title|name|item|song|hymn|what", c, re.I)), None))]
    if len(found) == 1:  # "when did we last sing lo he comes with clouds descending?": the latest day of that title
        table, day, said = found[0]
        words = "%".join(re.findall(r"[a-z0-9]+", last.group(1).lower()))
        return {"sql": f'SELECT max("{day[0]}") FROM "{table}" WHERE lower("{said}") LIKE ?', "params": [f"%{words}%"]}
    added = _ADD_UP.search(request)
    if added:
        said = {stem(added.group(1).lower()), stem(added.group(2).lower())}
        found = [(t, cols) for t, cols in tables.items() if said <= {stem(c.lower()) for c, _ in cols}]
        named = [f for f in found if re.search(rf"\b{re.escape(f[0])}\b", request, re.I)] if len(found) > 1 else found
        if len(named) == 1:
            table, cols = named[0]
            measure = next(c for c, _ in cols if stem(c.lower()) == stem(added.group(1).lower()))
            per = next(c for c, _ in cols if stem(c.lower()) == stem(added.group(2).lower()))
            order = " ORDER BY 2 DESC" if _TOP.search(request) else ""
            return {"sql": f'SELECT "{per}", sum("{measure}") FROM "{table}" GROUP BY "{per}"{order}'}
    return None


def dated_table(table: str, said: list[str], tables: dict[str, list[tuple[str, str]]]) -> str | None:
    """The table whose rows a time is asked of: the one named when it keeps a day, else the one a word names
    ("booked": bookings), else the only one that keeps a day; None when that is unclear."""
    dated = [t for t, cols in tables.items() if dated_columns(c for c, _ in cols)]
    if table in dated:
        return table
    named = [t for t in dated if any(stem(w.lower()) in (stem(t.lower()), stem(t.lower()).rstrip("s")) for w in said)]
    return named[0] if len(named) == 1 else dated[0] if len(dated) == 1 else None


_SAME_DAY_WORDS = ({"complet", "complete", "finish", "done"}, {"start", "began", "begin"}, {"sold", "sale", "sell"})


def day_words(columns: list[str]) -> set[str]:
    """The stems of the words of day columns' names, with the words people say for them ("finish" for completed_on)."""
    parts = {stem(p) for c in columns for p in c.lower().split("_")}
    return parts.union(*(same for same in _SAME_DAY_WORDS if parts & same))


_OUT_OF_THE = re.compile(r"\b(?:from|out\s+of|off|sa)\s+(?:the\s+|my\s+|our\s+|de\s+)?([a-z]+)\b", re.I)  # "sa members": Tagalog


def taken_out_of(request: str, tables: dict[str, list[tuple[str, str]]]) -> str | None:
    """The table a request takes someone out of by its word ("remove her from the regular list": regulars, "remove Jessa
    Manalo na sa members": members), else None."""
    return next((t for m in _OUT_OF_THE.finditer(request) if (t := table_named(m.group(1), tables))), None)
