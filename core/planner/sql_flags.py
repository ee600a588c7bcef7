"""Yes/no columns in a user's table: which one says a row is paid, the condition that it says yes or no, and the value
that sets it. A table may keep one flag per thing paid (autumn_paid, spring_paid); the request's words pick one, and
when they pick none of several, None: the caller asks rather than quietly using the first."""

from __future__ import annotations

import datetime as dt
import re

Columns = list[tuple[str, str]]


class Declared(str):
    """A column's declared type ("TEXT"), knowing the column's DEFAULT value as the schema wrote it (None if none)."""

    default: str | None

    def __new__(cls, kind: str, default: str | None = None) -> Declared:
        made = super().__new__(cls, kind)
        made.default = default
        return made


NUMERIC = re.compile(r"INT|REAL|FLOA|DOUB|NUM|DEC")  # a declared type that holds numbers
MONEY_TYPE = re.compile(r"REAL|FLOA|DOUB|NUM|DEC|MONEY")  # a declared type that can hold £12.50 (INTEGER cannot)
PLAIN_PAID = ("paid", "is_paid", "settled")  # a flag that is the row's own paid state
STATES = ("status", "state", "stage")  # a column that keeps what state a row is in
_PAID_DAY = re.compile(r"(?:paid|settled)_(?:on|date|at|day)|date_(?:paid|settled)", re.I)  # a day that is empty until the row is paid


def state_column(columns: Columns) -> str | None:
    """The column that keeps what state a row is in (status, else state, else stage), as sql_people.column_named picks it
    (that module reads this one, so it cannot be imported here)."""
    return next((c for n in STATES for c, _ in columns if c.lower() == n), None)


def is_paid_day(column: str) -> bool:
    """Whether the column keeps the day a row was paid (paid_on, date_paid), empty until then."""
    return bool(_PAID_DAY.fullmatch(column))


def paid_flag(columns: Columns, request: str = "") -> tuple[str, str] | None:
    """(column, declared type) of the flag that says a row is paid: paid / is_paid / settled, else the one *_paid
    column (fee_paid), else of several the single one whose other words the request says ("spring term" →
    spring_paid, "subs" → subs_paid). None when there is none, or several and the request names no single one."""
    plain = next(((c, kind) for c, kind in columns if c.lower() in PLAIN_PAID), None)
    if plain:
        return plain
    owed = _paid_flags(columns)
    if not owed:  # no flag and no status column (its "paid" says it): a paid_on day, empty until paid (one of them)
        days = [(c, kind) for c, kind in columns if is_paid_day(c)] if not any(c.lower() in STATES for c, _ in columns) else []
        return days[0] if len(days) == 1 else None
    if len(owed) == 1:
        return owed[0]
    said = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]+", request)}
    named = [(c, kind) for c, kind in owed if {p.rstrip("s") for p in c.lower().split("_")[:-1] if p} & said]
    return named[0] if len(named) == 1 else None


def paid_so_far(whole: str, columns) -> str | None:
    """The column of what has been paid towards the money column ``whole``: fees_paid beside fees_total, else None."""
    stem = re.sub(r"_(?:total|due|owed|charged)$", "", whole.lower())
    return next((c for c in columns if c.lower() == f"{stem}_paid"), None) if stem != whole.lower() else None


def _paid_flags(columns: Columns) -> Columns:
    """The *_paid columns that say yes or no (fee_paid, autumn_paid); amount_paid REAL holds money, last_paid a day, and
    fees_paid beside fees_total the part of that total paid so far."""
    names = [c for c, _ in columns]
    so_far = {paid_so_far(c, names) for c in names}
    return [(c, kind) for c, kind in columns if c.lower().endswith("_paid") and not MONEY_TYPE.search((kind or "").upper())
            and not c.lower().startswith(("last_", "date_", "when_")) and c not in so_far]


def paid_said(column: str, declared: str, rest: str) -> int | str | None:
    """What a paid flag named in a new row's value keeps when the words after its name say only that: "deposit paid"
    (nothing after) or "… paid" yes, "… not paid" / "unpaid" no; None for other words or a column that is no paid flag."""
    said = re.fullmatch(r"\s*(?:(not|un)\s*)?(?:paid)?\s*", rest, re.I)
    return paid_value(column, declared, not said.group(1)) if said and paid_flag([(column, declared)]) else None


def paid_unnamed(columns: Columns, request: str) -> bool:
    """Whether the table keeps several paid flags (autumn_paid, spring_paid) and the request names none of them: which
    one is meant is asked, not guessed."""
    return len(_paid_flags(columns)) > 1 and paid_flag(columns, request) is None


_BILLED_DAY = re.compile(r"(?:invoiced|billed)_(?:on|date|at)|date_(?:invoiced|billed)|invoice_date", re.I)


def billed_unpaid(columns: Columns) -> list[str]:
    """The conditions of rows billed and still owed when a table keeps both days ("invoices thats gone out but not
    paid": invoiced_on set, paid_on empty); [] when it does not keep both."""
    paid = next((c for c, _ in columns if is_paid_day(c)), None)
    billed = next((c for c, _ in columns if _BILLED_DAY.fullmatch(c)), None)
    return [flag_is(paid, "", False), f"coalesce(\"{billed}\", '') <> ''"] if paid and billed else []


def flag_is(column: str, declared: str, yes: bool) -> str:
    """The condition that a yes/no column says yes (or no): 1/0 in a numeric one, yes/no words in a text one (empty is
    no), a day in a paid_on one (empty is no)."""
    if is_paid_day(column):
        return f"coalesce(\"{column}\", '') <> ''" if yes else f"coalesce(\"{column}\", '') = ''"
    if NUMERIC.search((declared or "").upper()) or "BOOL" in (declared or "").upper():
        return f'"{column}" = 1' if yes else f'("{column}" = 0 OR "{column}" IS NULL)'
    if yes:
        return f"lower(\"{column}\") IN ('yes', 'y', 'true', '1', 'paid', 'done')"
    return f"coalesce(lower(\"{column}\"), '') IN ('no', 'n', 'false', '0', 'unpaid', '')"


def paid_value(column: str, declared: str, yes: bool, today: dt.date | None = None) -> int | str | None:
    """What a paid flag keeps for yes (or no): ``flag_value``, or in a paid_on day the day (empty for no)."""
    if is_paid_day(column):
        return (today or dt.date.today()).isoformat() if yes else None
    return flag_value(declared, yes)


_OPPOSITE = {"n": "y", "no": "yes", "false": "true", "f": "t", "unpaid": "paid"}
_OPPOSITE.update({yes: no for no, yes in _OPPOSITE.items()})


def is_flag_word(value: object) -> bool:
    """Whether a value is one a yes/no column keeps: 1/0, or yes/no, Y/N, true/false, paid/unpaid in any case."""
    return value in (0, 1) or (isinstance(value, str) and value.lower() in _OPPOSITE)


def flag_value(declared: str, yes: bool) -> int | str:
    """What a yes/no column keeps for yes (or no): 1/0 in a numeric or boolean one; in a text one the words of its
    default ('N' → 'Y'/'N', 'no' → 'yes'/'no'), else "yes"/"no"."""
    if NUMERIC.search((declared or "").upper()) or "BOOL" in (declared or "").upper():
        return int(yes)
    default = (getattr(declared, "default", None) or "").strip("'\"")
    if default.lower() in _OPPOSITE:
        opposite = _OPPOSITE[default.lower()]
        no_word = default.lower() if default.lower() in ("n", "no", "false", "f", "unpaid") else opposite
        word = _OPPOSITE[no_word] if yes else no_word
        return word.upper() if default.isupper() else word.capitalize() if default[:1].isupper() else word
    return "yes" if yes else "no"


_PAID_SAID = re.compile(r"\b(?:un)?paid\b|\bowe[sd]?\b|\bowing\b|\boutstanding\b", re.I)


def which_paid(request: str, tables: dict[str, Columns]) -> str | None:
    """The question to ask when the request is about paying and a table keeps several paid flags it names none of:
    "pupils keeps paid in autumn_paid and spring_paid: which one do you mean? Say it, e.g. '… for spring'"."""
    if not _PAID_SAID.search(request):
        return None
    for table, columns in tables.items():
        if paid_unnamed(columns, request):
            owed = [c for c, _ in _paid_flags(columns)]
            example = owed[-1].lower().removesuffix("_paid").replace("_", " ")
            return (f"{table} keeps paid in {', '.join(owed[:-1])} and {owed[-1]}: which one do you mean? "
                    f"Say it, e.g. '… for {example}'.")
    return None


# "… that arent finished", "whats left to do", "not done yet": the rows whose done flag or status says not done.
UNDONE = re.compile(r"\b(?:left\s+to\s+do|still\s+to\s+do|(?:are|is)n'?t\s+(?:finished|done|complete)|arent\s+(?:finished|done|complete)"
                     r"|not\s+(?:finished|done|complete)(?:\s+yet)?|unfinished)\b", re.I)
_DONE_FLAGS = ("done", "completed", "finished", "is_done", "complete")
_DONE_STATES = ("done", "finished", "complete", "completed", "ready", "collected", "delivered", "cancelled")


def not_done(columns: Columns) -> tuple[str, list[str]] | None:
    """(condition, params) that a row is not done yet: its done flag says no, else its status is none of the done
    words (ready, collected, delivered …); None when the table keeps neither."""
    flag = next(((c, kind) for c, kind in columns if c.lower() in _DONE_FLAGS), None)
    if flag:
        return flag_is(flag[0], flag[1], False), []
    state = state_column(columns)
    if state:
        return f"coalesce(lower(\"{state}\"), '') NOT IN ({', '.join('?' * len(_DONE_STATES))})", list(_DONE_STATES)
    return None


_EITHER_STATE = re.compile(r"\b([a-z]{3,}ed)\s+(?:or|and|n|&)\s+([a-z]{3,}ed)\b", re.I)  # "booked or quoted"


def said_flags_and_states(request: str, columns: Columns) -> tuple[list[str], list[str]]:
    """(conditions, parameters) for what a total says of its rows beyond money and days: a yes/no column with a yes/no
    default whose words are all said ("gold leaf work" → gold_leaf says yes; paid flags are read elsewhere), and two
    states said together ("booked or quoted" → status is one of them)."""
    said = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]+", request)}
    where: list[str] = []
    for column, kind in columns:
        parts = {p.rstrip("s") for p in column.lower().split("_") if p}
        default = (getattr(kind, "default", None) or "").strip("'\"")
        if is_flag_word(default) and parts <= said and not paid_flag([(column, kind)]) \
                and not re.search(rf"\b(?:no|not|without)\s+{re.escape(column.replace('_', ' '))}", request, re.I):
            where.append(flag_is(column, kind, True))
    state = state_column(columns)
    either = _EITHER_STATE.search(request) if state else None
    if either:
        where.append(f'lower("{state}") IN (?, ?)')
    return where, [either.group(1).lower(), either.group(2).lower()] if either else []
