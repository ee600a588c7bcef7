"""A cell named by its row, not its address: "change nail clip to £12 on the price list".

values.update needs the cell's A1 address, which the request does not state. Two look-ups: the spreadsheet by
its name (drive.files.list, of the spreadsheet kind), then its first sheet's values (values.get A:Z, a read); the
row whose first text holds the words said is found, and in it the cell that holds the same kind of value as the
new one (a price for "£12", a number for "40", else the row's last filled cell). No row, several rows, or no such
cell: said plainly, nothing is written.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import lookup
from core.planner.plan import Plan

UPDATE = "sheets.spreadsheets.values.update"
GET = "sheets.spreadsheets.values.get"
LIST = "drive.files.list"
WHOLE = "A:Z"  # the first sheet's columns A to Z
_CHANGE = re.compile(r"^\s*(?:please\s+)?(?:can\s+you\s+)?(?:change|update|set|make|put)\s+(?:the\s+(?:price|cost|fee)\s+(?:of|for)\s+)?"
                     r"(?P<row>[\w'&/ -]{2,40}?)\s+(?:to|at)\s+(?P<value>[£$€]?\d[\d,.]*(?:\s*[a-z]{1,5})?|['\"][^'\"]{1,40}['\"])\s+"
                     r"(?:on|in)\s+(?:the|my|our)\s+(?P<sheet>[\w' -]{2,40}?)\s*(?:sheet|spreadsheet)?\s*[.!]?$", re.I)
# "room hire's going up to £28 a session from jan, change it on the budget sheet": the new value said first
_GOING_TO = re.compile(r"^\s*(?:the\s+)?(?P<row>[\w'&/ -]{2,40}?)(?:'s|\s+is|\s+are)\s+(?:now\s+|going\s+|gone\s+)?(?:up|down|changing|rising)?\s*"
                       r"to\s+(?P<value>[£$€]?\d[\d,.]*)\b[^,;]*[,;]\s*(?:pls\s+|please\s+)?(?:change|update|alter|amend|put)\s+(?:it|that|this)\s+"
                       r"(?:on|in)\s+(?:the|my|our)\s+(?P<sheet>[\w' -]{2,40}?)\s*(?:sheet|spreadsheet)\s*[.!]?$", re.I)
_MONEY = re.compile(r"^\s*[£$€]\s*\d|^\s*\d[\d,]*\.\d\d\s*$")
_NUMBER = re.compile(r"^\s*-?\d[\d,]*(?:\.\d+)?\s*$")


def change_said(request: str) -> re.Match[str] | None:
    """"change nail clip to £12 on the price list", "room hire's going up to £28 …, change it on the budget sheet": the
    row's words, the new value and the sheet's name."""
    m = _CHANGE.search(request) or _GOING_TO.search(request)
    return m if m and not re.fullmatch(r"[A-Z]{1,2}\d{1,5}", m.group("row").strip(), re.I) else None  # "change C14 to …" is a cell


def pending(call: Any, request: str) -> re.Match[str] | None:
    """The change a values.update call still has to find its cell for, else None."""
    return change_said(request) if call.method == UPDATE and not call.arguments.get("range") else None


def next_lookup(call: Any, change: re.Match[str], listing: Any, now: Any) -> tuple[str, dict[str, Any]]:
    """The spreadsheet by its name first, then its values."""
    if call.arguments.get("spreadsheetId"):
        return GET, {"spreadsheetId": call.arguments["spreadsheetId"], "range": WHOLE}
    return LIST, lookup.search_arguments(listing, f"the {change.group('sheet')} sheet", now, "spreadsheetId")


def _say(plan: Plan, reply: str) -> Plan:
    return Plan(request=plan.request, kind="chat", reply=reply + " Nothing was changed.")


def resolved(plan: Plan, listed: Any, change: re.Match[str]) -> Plan | tuple[str, str, str]:
    """The plan with the spreadsheet (its values are read next), the cell's (A1 address, new value, label), or a plain
    answer when the sheet, the row or the cell is not found."""
    call = plan.calls[0]
    if not call.arguments.get("spreadsheetId"):
        found = lookup.matches(lookup.items_of(listed), f"{change.group('sheet')}", None)
        if len(found) != 1:
            return _say(plan, f"I found {'no' if not found else 'more than one'} spreadsheet called '{change.group('sheet')}'.")
        partial = call.model_copy(update={"arguments": {**call.arguments, "spreadsheetId": str(found[0]["id"])}, "missing": ["range"]})
        return plan.model_copy(update={"calls": [partial, *plan.calls[1:]], "summary": lookup.label(found[0]),
                                       "reply": f"Which cell of {lookup.label(found[0])}?"})
    rows = listed.get("values") if isinstance(listed, dict) else None
    words = {w.lower() for w in re.findall(r"[\w']+", change.group("row"))}
    hits = [(n, row) for n, row in enumerate(rows or []) if isinstance(row, list) and words and
            words <= {w.lower() for cell in row[:2] for w in re.findall(r"[\w']+", str(cell))}]
    if len(hits) != 1:
        return _say(plan, f"I found {'no row' if not hits else f'{len(hits)} rows'} with '{change.group('row').strip()}' "
                          f"in {plan.summary or 'that sheet'}. Say the cell (e.g. 'change C14 to …').")
    number, row = hits[0]
    new = change.group("value").strip("'\" ")
    kind = _MONEY if _MONEY.search(new) else _NUMBER if _NUMBER.search(new) else None
    cells = [i for i, cell in enumerate(row) if i > 0 and str(cell).strip() and (kind is None or kind.search(str(cell)))]
    if not cells:
        return _say(plan, f"Row {number + 1} ({row[0]}) has no cell that holds a value like {new}.")
    address = f"{chr(ord('A') + cells[-1])}{number + 1}"  # a column of A:Z
    return address, new, f"{plan.summary} {address}: {row[cells[-1]]} → {new}"
