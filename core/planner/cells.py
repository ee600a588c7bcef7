"""Spreadsheet cells in a request: "A1 to D10", "change B5 … to 1200", "Add a row …: today, Groceries, 84.20".

Sheets' values methods take a range in A1 notation and a ValueRange body ({"values": [[…]]}); values go in
as the user would type them into the sheet (valueInputOption USER_ENTERED: "84.20" is a number, a date a date).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.catalog import sheet_wording as sheet
from core.phrasing import without_reason
from core.planner import shorthand

_CELL = r"[A-Z]{1,2}[1-9]\d{0,6}"
_RANGE = re.compile(rf"(?<![\w:!])({_CELL})(?:\s*(?::|to|through|-|–)\s*({_CELL}))?(?![\w:])(?!\s[A-Z]{{3}}\b)")  # not a number plate's
# first half ("22/11 LF67 KXB diesel £86.40")
_ROW = re.compile(r"\b(?:add|append|insert|put|log|record)\b.*?\b(?:a\s+|one\s+|new\s+)*(?:row|line|entry|record)\b[^:]*?"
                  r"(?::|\bwith\b|\bsaying\b|\s[-–]\s)\s*(.+)$"
                  r"|\b(?:add|append|insert|put|log|record|enter|stick|pop|jot)\b(?:\s+([^:]{1,30}?)\s+(?=(?:in|on|to|into|inside)\s+(?:the|my)\s))?"
                  r"[^:]*?\b(?:(?:spread)?sheet|tab)\b[^:]*?:\s*(.+)$", re.I | re.S)  # "put thurs 19th in the … sheet: …": that day first
_SET_TO = re.compile(rf"\b{_CELL}\b.*?(?:\b(?:to|as|should\s+be|needs\s+to\s+be|must\s+be)\b|=)\s*(.+?)(?:,?\s+not\s+\S+)?(?:\s+(?:in|on|of)\s+(?:the|my)\s+.*\b(?:sheet|spreadsheet|tab)\b)?\s*[.!]?$",
                     re.S)  # "C14 should be 12.4 not 21.4"
_PUT_IN = re.compile(rf"\b(?:put|write|enter|type)\s+(.+?)\s+(?:(?:in|into)\s+(?:cell\s+)?{_CELL}\b|next\s+to\b.*\b(?:that'?s|thats|it'?s|its)\s+"
                     rf"cell\s+{_CELL}\b)", re.I)  # "put OFF in cell C7", "put PAID next to Jacob Smith, thats cell D14"
_MARKED_AS = re.compile(r"^\s*(?:please\s+)?mark\s+.+?\s+as\s+(paid|unpaid|done|sent|received|yes|no|present|absent|booked|cancelled)\b", re.I)
_ADD_TO_SHEET = re.compile(r"^\s*(?:please\s+)?(?:add|log|put|record|enter)\s+(?!(?:a\s+|one\s+|new\s+)*(?:row|line|entry|record|tab|column)\b)"
                           r"(.+?)\s+(?:to|in|on|into)\s+(?:my|the)\s+(?:[^:]{0,40}?\b(?:spread)?sheet\b|[\w' -]{1,30}?\s+tab\s+(?:in|of|on)\s+[^:,]{1,40}?)"
                           r"\s*[.!]?$", re.I)  # "… to my Budget 24/25 sheet", "… to the Mileage tab in 2026 accounts"
_SHEET_DASH = re.compile(r"^\s*(?:please\s+)?(?:add|append|log|record|enter|put)\s+(?!(?:a\s+|one\s+|new\s+)*(?:row|line|entry|record)\b)(?:(?!to\b)(.+?)\s+)?(?:to|in|on|into)\s+(?:the\s+|my\s+)?"
                         r"[^:,–-]{0,40}?\b(?:spread)?sheet\s+[-–]\s+(.+)$", re.I | re.S)  # "add 41 Willow Way to the listings sheet - 3 bed …"
_VALUES_AFTER_SHEET = re.compile(r"^\s*(?:please\s+)?(?:add|log|put|record|enter|stick|pop)\s+(?!(?:a\s+|one\s+|new\s+)*(?:row|line|entry|record|tab|column)\b)"
                                r"(.+?)\s+(?:to|in|on|into|inside)\s+(?:my|the)\s+[^:,]{0,40}?\b(?:spread)?sheet\s*,\s*(.+)$",
                                re.I | re.S)  # "put the dinner bar takings in the accounts sheet, £412.50, sat 21st"
_A_DAY = re.compile(r"(?:on\s+)?(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+(?:of\s+)?[a-z]{3,9})?"
                    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|\d{1,2}/\d{1,2}(?:/\d{2,4})?)", re.I)
_DAY_SAID = re.compile(r"^(?:(today|yesterday)\s+(.+)|(.+?)\s+(today|yesterday))$", re.I)
_TO_THEN_CELL = re.compile(r"\b(?:change|set|update|make|put)\b.*?\bto\s+(.+?)\s*(?:[-–,]\s*)?(?:(?:it'?s|its|that'?s|thats|it\s+is)\s+)?"
                           r"(?:in\s+)?(?:row\s+\d+\s*,?\s*col(?:umn)?\s+[A-Za-z]{1,2}|col(?:umn)?\s+[A-Za-z]{1,2}\s*,?\s*row\s+\d+"
                           rf"|(?:cell\s+)?(?-i:{_CELL}))\b",
                           re.I)  # "change the price of … to £1,395 - its row 14 col C", "… balance to £12.50, its D14"
_DAY_WORDS = {"today": 0, "yesterday": -1, "tomorrow": 1}


_WHOLE_ROWS = re.compile(r"\brows?\s+(\d{1,5})(?:\s*(?:to|-|–|through)\s*(\d{1,5}))?\b(?!\s*(?:of\s+)?(?:column|col)\b)", re.I)
_COLUMN_ROWS = re.compile(r"\bcolumn\s+([A-Za-z]{1,2})\b,?\s*(?:from\s+)?rows?\s+(\d{1,6})\s*(?:to|-|–|through|until)\s*(\d{1,6})\b", re.I)
_COLUMNS = re.compile(r"\bcolumns\s+([A-Za-z]{1,2})\s*(?:to|-|–|through|:)\s*([A-Za-z]{1,2})\b", re.I)  # "columns A to C"
_TAB = re.compile(r"(?:\b(?:on|in|from|of)\s+(?:the\s+|my\s+)?|\b(?:the|my)\s+|,\s*)['\"‘“]?([\w][\w &'-]{0,30}?)['\"’”]?\s+(?:tab|worksheet)\b"
                  r"|\b(?:tab|worksheet)\s+(?:called|named|is)\s+['\"‘“]?([\w][\w &-]{0,30}?)['\"’”]?(?=[\s,.;:!?]|$)", re.I)
_ROW_AND_COLUMN = re.compile(r"\brow\s+(\d{1,6})\s*,?\s*(?:and\s+|in\s+)?col(?:umn)?\s+([A-Za-z]{1,2})\b"
                             r"|\bcol(?:umn)?\s+([A-Za-z]{1,2})\s*,?\s*(?:and\s+|in\s+)?row\s+(\d{1,6})\b", re.I)  # "its row 14 col C": C14


def is_a1_range(param: str, pspec: dict[str, Any]) -> bool:
    """A parameter that takes a range in A1 notation (Sheets' ``range``, batchGet's ``ranges``)."""
    return param in ("range", "ranges") and "A1 notation" in str(pspec.get("description", ""))


def can_be_range(value: str) -> bool:
    """A1 notation or a tab's name ("B5", "A1:D10", "'Rota'!C7", "June"); never a bare number ("12")."""
    return not re.fullmatch(r"\s*[£$€]?\d[\d,.]*\s*", value)


def a1_range(query: str) -> str | None:
    """The cells the request names, in A1 notation ("A1 to D10" → "A1:D10", "B5"), on the tab it names
    ("A1:H15 on the Rota tab" → 'Rota'!A1:H15, "the June tab" → 'June': all of it); None when it names none."""
    tab = _TAB.search(query)
    named = tab.span(2) if tab and tab.group(2) else None  # "tab is Y11": a name, not the cell Y11
    found = list(_RANGE.finditer(query[:named[0]] + " " * (named[1] - named[0]) + query[named[1]:] if named else query))
    m = next((r for r in found if r.group(2)), None) or next((r for r in found if re.search(  # "… B26 weights sheet put 1.25 in D4"
        r"\b(?:in|at|cell|into)\s+$", query[:r.start()], re.I)), None) or next(  # "the Y2 Spellings Autumn sheet A1 to F31": the range, not
        (r for r in found if not re.match(r"\s+[A-Z][a-z]", query[r.end():])), None)  # "Y2" of the sheet's name
    cells = (f"{m.group(1)}:{m.group(2)}" if m.group(2) else m.group(1)) if m else None
    down = re.match(r"\s*(?:and\s+)?(?:down(?:wards)?|onwards|and\s+below|to\s+the\s+bottom)\b", query[m.end():], re.I) if m and not m.group(2) else None
    if down:  # "A2 downwards": the rest of that column
        cells = f"{cells}:{re.match(r'[A-Za-z]+', cells).group(0).upper()}"
    if not cells and (both := _ROW_AND_COLUMN.search(query)):
        cells = f"{(both.group(2) or both.group(3)).upper()}{both.group(1) or both.group(4)}"
    column = _COLUMN_ROWS.search(query)
    if column and not cells:  # "column A rows 2 to 30"
        cells = f"{column.group(1).upper()}{column.group(2)}:{column.group(1).upper()}{column.group(3)}"
    if not cells and (whole := _WHOLE_ROWS.search(query)):  # "row 30 of the Nov tab": all of that row
        cells = f"{whole.group(1)}:{whole.group(2) or whole.group(1)}"
    if not cells and (columns := _COLUMNS.search(query)):
        cells = f"{columns.group(1).upper()}:{columns.group(2).upper()}"
    if not cells and re.search(r"\b(?:leave|keep|not|except|but)\s+(?:the\s+)?(?:headers?|headings?|titles?|top\s+row)\b", query, re.I):
        cells = "A2:ZZ"  # "clear out the Availability tab …, leave the headers tho": all but the first row
    if not tab:
        return cells
    said = re.split(r"\b(?:on|in|of|from|the|my)\s+", (tab.group(1) or tab.group(2)).strip())[-1]  # "in cell C7 on the Rota"
    said = shorthand.as_typed(said)  # "the Sat 9am tab" is named as typed, not "Saturday 9am"
    name = "'" + said.replace("'", "''") + "'"
    return f"{name}!{cells}" if cells else name


def is_value_range(schema: dict[str, Any]) -> bool:
    """A body that is Sheets' ValueRange (values as an array of rows)."""
    props = schema.get("properties") or {}
    return (props.get("values") or {}).get("type") == "array" and "majorDimension" in props


def _day_word(value: str) -> str:
    """'today' for "today", "today's date", "todays date"."""
    return re.sub(r"(?:'s|’s|s)?\s+date$", "", value.strip().lower())


def row_values(query: str, today: dt.date) -> list[list[str]] | None:
    """The one row the request writes: a new row's listed values, or the value a cell is set to."""
    dashed = _SHEET_DASH.match(query)
    row = _ROW.search(query) if not dashed else None
    if row or dashed:
        said = row.group(1) or row.group(3) if row else dashed.group(2)
        day_first = row.group(2) if row and row.group(2) and _A_DAY.fullmatch(row.group(2)) else None  # "thurs 19th"
        items = ([dashed.group(1)] if dashed and dashed.group(1) else []) + ([day_first] if day_first else []) + [v.strip(" .'\"") for v in re.split(
            r"(?<!\d),|,(?!\d{3}(?!\d))|;|\||\band\b", said)]  # "…'s sheet: 14/03, 2.5 hrs"
        items = [(today + dt.timedelta(days=_DAY_WORDS[_day_word(v)])).isoformat() if _day_word(v) in _DAY_WORDS
                 else shorthand.as_typed(v) for v in items if v]  # "2.5 hrs" as typed
        if len(items) > 1 and _rows_counted(query) == len(items):  # "add 3 more RSVPs …: Anita Shah yes veg, Raj Shah yes, …"
            return [_cells_of(item) for item in items]
        labelled = [re.fullmatch(r"[a-z]+\s+([£$€]?\d[\d.,]*)", v) for v in items]
        if sum(1 for m in labelled if m) >= 2:  # "…: 26/11/2026, cash 340, card 512, tips 45": the amounts under their headings
            items = [m.group(1) if m else v for m, v in zip(labelled, items, strict=True)]
        return [items] if items else None
    first = sheet.SHEET_THEN_ROW.match(query) if not _RANGE.search(query) else None
    after = _VALUES_AFTER_SHEET.match(query) if not (first or _RANGE.search(query)) else None
    if first or after:  # the row's values after the sheet's name ("mileage sheet - 42 miles today, stow n back …")
        items = [first.group(1)] if first else [after.group(1), after.group(2)]
        items = items[:-1] + re.split(r"(?<!\d),|,(?!\d{3}(?!\d))|;", items[-1])
        cells = []
        for item in (v.strip(" .'\"") for v in items):
            day = _DAY_SAID.match(item)
            if day:  # "42 miles today": the day's date in a cell of its own, first
                cells.insert(0, (today + dt.timedelta(days=_DAY_WORDS[(day.group(1) or day.group(4)).lower()])).isoformat())
                item = day.group(2) or day.group(3)
            if item:
                cells.append(shorthand.as_typed(item))
        return [cells] if cells else None
    said = _ADD_TO_SHEET.match(query) if not _RANGE.search(query) else None
    if said:  # "add tesco shop £23.40 on 5/10 to my Budget 24/25 sheet": what, how much, when, as said
        items = [v.strip(" ,") for v in re.split(r"\s+(?=[£$€]\d)|\s+on\s+(?=\d{1,2}[/.-]\d)|(?<!\d),|,(?!\d{3}(?!\d))", said.group(1)) if v.strip(" ,")]
        return [[shorthand.as_typed(v) for v in items]] if items else None
    marked = _MARKED_AS.search(query) if _RANGE.search(query) else None
    if marked:  # "mark Alfie Brown as paid in the Subs sheet, it's cell E14": the cell says Paid
        return [[marked.group(1).capitalize()]]
    swapped = re.search(rf"\bswap\s+[\w'-]+\s+(?:for|with)\s+([\w'-]+)\s+in\s+(?:cell\s+)?{_CELL}\b", query, re.I)
    if swapped:  # "swap sue for raj in C5": raj goes in
        return [[shorthand.as_typed(swapped.group(1))]]
    one = _SET_TO.search(query) or _PUT_IN.search(query) or _TO_THEN_CELL.search(query)
    if not one:
        return None
    quoted = re.match(r"\s*['\"‘“](.+?)['\"’”](?!\w)", one.group(1))  # "to 'Brian Toms' - Jean's swapped …": the quote
    said = quoted.group(1) if quoted else re.sub(r"[\s,]+(?:pls|please|plz|thanks|thx|ta)\s*[.!]?$", "", without_reason(one.group(1)),
                                                 flags=re.I)  # "to 0, we just used the last box", "to 42 pls, i typed it wrong"
    said = re.sub(r",\s*(?:that'?s|thats|it'?s|its|which\s+is|this\s+is)\s.*$", "", said, flags=re.I)  # "to Paid, thats priya's row"
    return [[shorthand.as_typed(said.strip(" '\""))]]


_COUNTED = re.compile(r"\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more|new|extra|other)?\s*[\w-]+\b", re.I)
_SMALL = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _rows_counted(query: str) -> int | None:
    """How many rows the request says it adds before its colon ("add 3 more RSVPs to …:"), else None."""
    m = _COUNTED.search(query.split(":", 1)[0])
    return None if not m else int(m.group(1)) if m.group(1).isdigit() else _SMALL[m.group(1).lower()]


def _cells_of(item: str) -> list[str]:
    """One listed row's cells: the name it starts with, then each word said after it ("Anita Shah yes veg")."""
    name = re.match(r"(?:[A-Z][\w'-]*\s+)*[A-Z][\w'-]*", item)
    rest = item[name.end():].split() if name else []
    return [name.group(0), *rest] if name and rest and len(rest) <= 3 else [item]


def argument(query: str, param: str, pspec: dict[str, Any], method_id: str, today: dt.date) -> Any:
    """A Sheets values argument the request decides: the range, how values are read, the row written;
    None when it is not one of those (or the request does not say it)."""
    if is_a1_range(param, pspec):
        found = a1_range(query) or ("A1" if method_id.endswith(".append") else None)  # append finds the table
        found = found or ("A:Z" if method_id.endswith("values.get") else None)  # "whats a large breed full groom on the price list"
        return [found] if found and pspec.get("type") == "array" else found
    if param == "valueInputOption" and "USER_ENTERED" in (pspec.get("enum") or []):
        return "USER_ENTERED"  # as if typed into the sheet
    if param == "body" and is_value_range(pspec):
        rows = row_values(query, today)
        return {"values": rows} if rows else None
    return None
