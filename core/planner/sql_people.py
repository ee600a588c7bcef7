"""People in a user's database, named the way the user says them ("oliver grant", "mrs hale", "Bev Akinola's"): held
in one name column (name, full_name, client …) or split over a first-name and a surname column, as many people set
up a members or pupils table. A condition matches the words said, in any case, and ignores a title said or stored
("sarah hale" is the row "Mrs Sarah Hale")."""

from __future__ import annotations

import re
from typing import Any

from core.planner.sql_flags import STATES, flag_value

Columns = list[tuple[str, str]]
PARTIES = ("client", "customer", "couple", "who", "person", "hirer", "guest", "student", "pupil", "patient", "tenant", "owner")
_TITLE = re.compile(r"^(?:mr|mrs|ms|miss|mx|dr|prof|ate|kuya|aling|mang|manang|manong|tita|tito|lola|lolo|tante|auntie|aunty|uncle)\.?\s+", re.I)  # and
# the Filipino and Cajun ones said before a first name: "ate maricel", "kuya rodel", "tante yvette"
_FIRST = ("first_name", "firstname", "forename", "first", "given_name")
_LAST = ("surname", "last_name", "lastname", "family_name", "last")
NAME_COLUMNS = ("name", "full_name", *PARTIES)
PHONE_NUMBER = re.compile(r"\+?\d[\d ]{8,}\d")  # a number to dial, as said ("07700 900123")
PHONE_IN_TEXT = re.compile(r"(?<![\w.£$€])(?:(?:\+44\s?|0)\d{2,4}\s?\d{3}\s?\d{3,4}"  # "… s11 9pa 0114 266 0142 diabetic"
                           r"|\+\d{1,3}[\s-]?\d{2,5}[\s-]?\d{3,4}[\s-]?\d{3,4}|[689]\d{3}\s\d{4}"  # "+91 98220 41177", Singapore's "9688 1203"
                           r"|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4})(?![\w.])")  # and North America's "(614) 555-0182"


def is_phone_column(name: str) -> bool:
    """Whether a column keeps a phone number: phone, parent_phone, mobile, tel (not "hotel")."""
    return bool(re.search(r"phone|mobile|(?:^|_)tel(?:_|$)", name, re.I))


def column_named(names: tuple[str, ...], columns: Columns) -> str | None:
    """The first of ``names`` (in that order) that is a column of the table, as the schema spells it."""
    return next((c for n in names for c, _ in columns if c.lower() == n), None)


def split_names(columns: Columns) -> tuple[str, str] | None:
    """(first-name column, surname column) when the table keeps people's names in two columns."""
    first, last = column_named(_FIRST, columns), column_named(_LAST, columns)
    return (first, last) if first and last else None


def has_person(columns: Columns) -> bool:
    """Whether the table holds people's names: a name column or a first-name and surname pair."""
    return bool(column_named(NAME_COLUMNS, columns) or split_names(columns))


def words_of(person: str) -> tuple[list[str], bool]:
    """The words of a name said, without its title or possessive, and whether a title was said ("mrs hale")."""
    said = re.sub(r"['’]s$", "", person.strip(" ,.'\""))
    return _TITLE.sub("", said).split(), bool(_TITLE.match(said))


def person_where(person: str, columns: Columns, name: str | None = None) -> tuple[str, list[str]] | None:
    """(SQL condition, parameters) for the rows of the person said: in a name column (``name`` if given) its words in
    order, each starting a word ("% sarah%hale %" finds "Mrs Sarah Hale", not "Sarahs"); over a first-name and
    surname pair, first and last word, or the surname alone after a title ("mrs hale"). None when the table cannot tell."""
    words, titled = words_of(person)
    if not words:
        return None
    pair = None if name else split_names(columns)
    if pair:
        first, last = pair
        if len(words) >= 2:
            return f'lower("{first}") = lower(?) AND lower("{last}") = lower(?)', [words[0], words[-1]]
        if titled:
            return f'lower("{last}") = lower(?)', [words[0]]
        return f'(lower("{first}") = lower(?) OR lower("{last}") = lower(?))', [words[0], words[0]]
    column = name or column_named(NAME_COLUMNS, columns)
    if column is None:
        return None
    said = f"' ' || \"{column}\" || ' ' LIKE ?"
    patterns = ["% " + "%".join(words) + " %"]
    if len(words) >= 2 and re.fullmatch(r"[a-z]{2,}[^se]s", words[-1], re.I):  # "tony lockwoods packed in": Lockwood's too
        patterns.append("% " + "%".join([*words[:-1], words[-1][:-1]]) + " %")
    return (f"({said} OR {said})" if len(patterns) == 2 else said), patterns


def person_row(person: str, columns: Columns) -> dict[str, str]:
    """A new row's name columns for the person said, written with capitals ("mia jones" → Mia Jones, or first_name Mia
    and surname Jones); {} when the table has no name column."""
    words, _ = words_of(person)
    written = [w if w != w.lower() else w.capitalize() for w in words]
    pair = split_names(columns)
    if pair and len(written) >= 2:
        return {pair[0]: " ".join(written[:-1]), pair[1]: written[-1]}
    name = column_named(NAME_COLUMNS, columns)
    whole = person.strip() if person != person.lower() else person.strip().title()  # "mrs khan": Mrs Khan
    return {name: whole} if name and written else {}


# The person a request begins with, who did something ("isla brennan paid cash …", "lily-mae harpers mum just paid"): group 1.
WHO_DID = re.compile(r"^\s*(?:(?:mrs?|ms|miss|dr)\.?\s+)?([a-z][\w'-]+(?:\s+(?!(?:has|had|have|is|was|just|did|finally)\b)[a-z][\w'-]+)?)"
                     r"(?:\s+(?:at|in)\s+[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?(?=\s+(?:has|have|had|just)\b))?"  # "the hendersons at east farndon have …"
                     r"(?:['’]?s\s+(?:mum|mam|dad|nan|gran|parents?)\s+)?\s*(?:has\s+|have\s+|had\s+|just\s+|finally\s+)*"
                     r"(?:paid|settled|sent|brought|dropped|came|is|was|left|moved|quit|resigned|packed|passed|died|gone|got|did|finished|give|gave|handed"
                     r"|joined)\b", re.I)


def said_first(request: str) -> str | None:
    """The person a request begins with, as said with a title ("mrs hollis has paid …": "mrs hollis"); None if none."""
    m = WHO_DID.search(request)
    return f"{request[m.start():m.start(1)].strip()} {m.group(1)}".strip() if m else None
_PAID_THEIR = re.compile(r"^\s*(?:(?:mrs?|ms|miss|dr)\.?\s+)?([a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s+(?:has\s+|have\s+|just\s+)*paid\s+"
                         r"(?:her|his|their|the)\s+([a-z][\w ]{1,30}?)(?=\s*(?:[,.!]|$|\s+(?:today|now|in|at|so|can|pls|please)\b))", re.I)


def paid_their(request: str, tables: dict[str, Columns]) -> dict[str, Any] | None:
    """"margaret fell has paid her guild subs, can you update tower.db": the one yes/no column the thing paid names
    (subs_paid) set to yes in her row (1 in a number column); None unless exactly one table has it and a person."""
    m = _PAID_THEIR.search(request)
    said = set(m.group(2).lower().split()) if m else set()
    found = [(t, c, kind) for t, cols in tables.items() for c, kind in cols if m and has_person(cols)
             and re.search(r"(?:^|_)paid$", c, re.I) and set(c.lower().split("_")[:-1]) & (said | {w.rstrip("s") for w in said})]
    if len(found) != 1 or not (who := person_where(m.group(1), tables[found[0][0]])):
        return None
    table, column, kind = found[0]
    return {"table": table, "values": {column: flag_value(kind, True)}, "where": who[0], "params": who[1]}


# "helen ashworth rang, shes gone with someone cheaper …. get rid of her quote", "harborne fish bar have gone with vinyl …,
# scrap there enquiry": who is said first, what of theirs goes last
_NOT_A_NAME = r"(?!(?:has|have|is|are|rang|called|phoned|said|says|went|gone|want|wants)\b)"
_LET_GO = re.compile(rf"^\s*(?:(?:mrs?|ms|miss|dr)\.?\s+)?((?:{_NOT_A_NAME}[a-z][\w'&-]*\s+){{0,3}}{_NOT_A_NAME}[a-z][\w'&-]*?)(?:'s|’s)?\s+"
                     r"(?:rang|called|phoned|emailed|texted|said|says|has|have|is|are|went|"
                     r"gone|wants?|decided)\b.*\b(?:get\s+rid\s+of|scrap|bin|ditch|delete|remove)\s+(?:his|her|their|there)\s+"
                     r"(quote|enquiry|estimate|order|booking|job)\b", re.I | re.S)
_BY_STATUS = {"quote": "quot%", "estimate": "quot%", "enquiry": "enquir%"}  # a quote's row says so in its status
# "get rid of the craig shand booking that got cancelled, its just clutter": who, and the state their row is in
_THE_ONE_THAT = re.compile(r"\b(?:get\s+rid\s+of|scrap|bin|ditch|delete|remove|clear)\s+(?:the|that)\s+((?:[a-z][\w'&-]*\s+){0,3}[a-z][\w'&-]*?)"
                           r"(?:'s|’s)?\s+(?:booking|order|job|quote|enquiry|one)\s+(?:that|which)?\s*(?:got|was|has\s+been|is|'s)\s+"
                           r"(cancell?ed|declined|refused|turned\s+down)\b", re.I)


# "get rid of lucy pyms job, she cancelled ages ago": whose thing, and (after it) the state it is in
_WHOSE_THING = re.compile(r"\b(?:get\s+rid\s+of|scrap|bin|ditch|delete|remove)\s+(?!(?:the|a|an|that|this|my|our|his|her|their|there|every|all|any)\b)"
                          r"((?:[a-z][\w'&-]*\s+){0,2}[a-z][\w&-]*?)(?:'s|’s)?\s+"
                          r"(booking|order|job|quote|enquiry)\b(?=.*\b(cancell?ed)\b)?", re.I | re.S)


def let_go(request: str, tables: dict[str, Columns]) -> dict[str, Any] | None:
    """The rows of the person said first whose quote (enquiry …) the request takes out, or of "the craig shand booking
    that got cancelled": by their name, and by a status saying quoted (enquiry, cancelled) when the thing is a quote (an
    enquiry, a row in that state); None unless exactly one table can tell."""
    m = _LET_GO.search(request) or _THE_ONE_THAT.search(request) or _WHOSE_THING.search(request)
    if not m:
        return None
    stem = _BY_STATUS.get(m.group(2).lower()) or ("cancel%" if m.group(2).lower().startswith("cancel") else
                                                  f"{m.group(2).lower()[:5]}%" if m.re is _THE_ONE_THAT else None)
    stem = "cancel%" if m.re is _WHOSE_THING and m.group(3) else stem  # "…, she cancelled ages ago": her cancelled one
    found = [(t, who, state) for t, cols in tables.items() if (who := person_where(m.group(1), cols))
             and ((state := column_named(STATES, cols)) or not stem)]
    if len(found) != 1:
        return None
    table, (where, params), state = found[0]
    if stem and (stem == "cancel%" or not table.lower().startswith(m.group(2).lower()[:4])):  # in a quotes table every row is a quote
        return {"table": table, "where": f"{where} AND lower(\"{state}\") LIKE ?", "params": [*params, stem]}
    return {"table": table, "where": where, "params": params}
