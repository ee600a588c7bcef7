"""Requests on the user's own databases that name no file. Once a database is added in Settings, people stop saying
"jobs.db": "council have cancelled the tenant meeting, delete it out of jobs" names it by its word, and "old vic have
paid for the signed show on the 21st, mark it paid" means the one database they keep. With several and no word for
one, which is asked ("Which of your databases: bookings or maintenance?"), never guessed."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from core.catalog.calendar_wording import A_DAY
from core.catalog.local_wording import (
    ANYONE_HAS,
    ASSIGNED,
    BOOKED_AT_A_PRICE,
    CAME_FOR_IT,
    DB_FILE,
    DEDUCTED,
    DOWN_FOR_SOME,
    ENTER_IT,
    ENTERED_WRONG,
    FILLED_UP,
    IS_CANCELLED,
    LISTED_AT,
    LOG_LINE,
    NEW_ORDER,
    PAUSE_THEM,
    PRICE_DROPPED,
    PRICE_FROM_NOW,
    PRICE_NOW,
    PRICE_OFF,
    PRICE_SET,
    PUT_DOWN_FOR,
    TWICE_ONE_TO_GO,
    WANTS_ONE,
)
from core.catalog.stock_wording import (
    ADDED_TO_STOCK,
    COUNT_PUT_RIGHT,
    SOLD,
    STOCK_ARRIVED,
    STOCKED,
    TAKEN_OFF_STOCK,
)
from core.phrasing import DB_IN_WORDS, PAID_NOW, WHO_ASKED, without_reason
from core.planner import database_names, row_guesses, rows_said
from core.planner.plan import Plan

# "delivery just come, 4 kegs of Carling in"
# Words that put a request in another place: mail, the calendar, contacts, Drive, tasks, notes, files.
_ELSEWHERE = re.compile(r"\b(?:e-?mails?|(?<!more\s)(?<!no\s)mails?|inbox|calendar|diary|contacts?|(?:spread)?sheets?|docs?|document|drive|to-?dos?|tasks?"
                        r"|notes?|folder|files?|txt|label|(?<!need\s)(?<!give\s)(?<!send\s)(?<!a\s)(?<!me\sthe\s)(?<!me\s)(?<!\?\s)list(?!\s+(?:it|them|em|um|those|these|all|pls|please|me)\b)|remind(?:er)?|text\s+(?:him|her|them))\b",
                        re.I)  # "… need list with venue", "… give me the list an how much each owe", "…? list them by the time", "who not paid
# yet? list", "who didn't pay yet? give me list", "… ? list me the unpaid orders" are the rows listed
_ADVICE = re.compile(r"\bshould\s+(?:i|we)\b|\bideas?\b|\bwhat\s+do\s+you\s+think\b|\bcan\s+you\s+(?:suggest|recommend)\b", re.I)
_MARKED_PAID = re.compile(r"\bmark\s+(?:it|them|him|her)\s+(?:off\s+)?(?:as\s+)?(?:paid|unpaid)\b"
                          r"|\bpaid\b.*\bmark\s+(?:it|them|him|her)\s*[.!]?\s*$"  # "big mike just sent the other $800 …, he paid in full now, mark it"
                          r"|\bput\s+(?:it|them|him|her)\s+down\s+as\s+(?:paid|unpaid|cancell?ed|done|booked|finished)\b", re.I)  # a record's, not a task's; no note
EVERYDAY = ("gmail.", "calendar.", "tasks.", "people.", "drive.", "docs.", "sheets.", "files.", "notes.", "sqlite.")
_PEOPLE = re.compile(r"(?:client|customer|pupil|student|member|patient|contact|people|person|tenant|guest|volunteer|player|boxer|athlete"
                     r"|swimmer|runner|rider|dancer)s?", re.I)
_NEW_PERSON_STARTED = re.compile(r"\bnew\s+(?:bloke|chap|lad|lady|woman|man|fella|guy|starter|joiner|recruit|member|volunteer)\s+"
                                 r"(?:has\s+)?(?:started|joined|starting|signed\s+up)\b", re.I)
_BEFORE_A_NAME = r"(?<!\bapart\s)(?<!\baway\s)(?:from|off|out\s+of|out)\s+(?:the\s+|my\s+)?"


def named_by_word(request: str, names: Sequence[str]) -> str | None:
    """The added database whose name the request says as a word where a database goes ("delete it off orders",
    "come in from repairs", "… for the shop" at the end) or as a row of it ("new booking pls - …", "the craig shand
    booking" with bookings); None otherwise."""
    if not names or DB_FILE.search(request) or DB_IN_WORDS.search(request) or _ELSEWHERE.search(request):
        return None
    stock = [n for n in names if n.lower() in ("stock", "inventory", "stocklist", "parts", "supplies", "ingredients", "materials")]
    if len(stock) == 1 and (SOLD.search(request) or STOCKED.search(request) or STOCK_ARRIVED.search(request)):  # "bagged up another 8 of the seasoned, add them on"
        return stock[0]
    if len(stock) == 1 and len(names) == 2 and PAID_NOW.match(request):  # "the carpenters paid by bacs this morn": no stock paid
        return next(n for n in names if n not in stock)
    people = [n for n in names if _PEOPLE.fullmatch(n)]
    if len(people) == 1 and _NEW_PERSON_STARTED.search(request):  # "new bloke started tues, ray duckworth 07700 …": members
        return people[0]
    for name in names:
        word = re.escape(name.lower())
        thing = word.removesuffix("s") if not _PEOPLE.fullmatch(name) else None  # a new client is a contact as often
        said = rf"\b{_BEFORE_A_NAME}{word}\b|[.:]\s+{word}\s*[.!]?$|\b(?:for|in|into|with|on)\s+(?:the\s+)?{word}\s*[.!?]?$" + (
            rf"|\bnew\s+{thing}\b" if thing else "")  # or the answer; "… put it in with the bills"
        said += rf"|^\s*(?:please\s+|pls\s+)?(?:put|pop|stick|enter|log)\s+(?:in|into|on)\s+(?:the\s+)?{word}\b"  # "put in the sales fourteen
        # cull ewes builth last tuesday …"
        said += rf"|^\s*(?:which|how\s+many)\s+(?:of\s+)?(?:my\s+|the\s+|our\s+)?{word}\b(?!\s+(?:list|sheet|doc|folder|group|label)\b)"  # "Which clients
        # still not bring documents?" with clients.db: its rows asked
        said += r"|\b(?:in|off|from|on)\s+the\s+books?\b" if word.startswith("book") else ""  # "whats in the book for this week",
        # "… take it off the book": bookings
        if thing and thing != word and not A_DAY.search(request):  # "get rid of the craig shand booking that got cancelled"
            said += rf"|\b(?:the|that|this|his|her|their)\s+(?:[\w'-]+\s+){{1,4}}?{thing}\b(?!\s+(?:sheet|doc|form|list)\b)"
            said += rf"|\b(?:get\s+rid\s+of|scrap|bin|ditch|delete|remove)\s+[a-z]+\s+[a-z]+?(?:'s|’s|s)\s+{thing}\b"  # "get rid of lucy
            # pyms job": hers, a row
        if len(name) > 3 and re.search(said, request, re.I):  # to "which of your databases": "… mark it. bookings"
            return name
    return None


# Where a row goes, said by its table: "…, pop it in the donations", "stick them on the waiting list"
_PUT_IN_TABLE = re.compile(r"\b(?:pop|put|stick|add|log|enter|bung|chuck)\s+(?:it|them|em|that|this|these|those|him|her)\s+(?:in|into|on|onto|under|to)\s+"
                           r"(?:the\s+|my\s+|our\s+)?([a-z]+)(?:\s+(?:list|table|book))?\s*[.!]?\s*$"
                           r"|^\s*(?:(?:kindly|please|pls)\s+)?(?:add\s+)?(?:another\s+|a\s+)?new\s+([a-z]+)\s*(?:[:–]|\s-\s|\s+to\s+add\b)"
                           r"|^\s*(?:another\s+|a\s+)?new\s+(?:one|name|entry)\s+(?:for|on|to)\s+(?:the\s+|my\s+|our\s+)?([a-z]+)(?:\s+(?:list|table|book))?\s*(?:[:–]|\s-\s)"
                           r"|\bput\s+(?:on|onto)\s+the\s+([a-z]+)\s+list\b"  # "Miss Earline wants her grandson Tyler put on the prayer list"
                           r"|(?:^|[,.;]\s*)(?:(?:please|pls)\s+)?(?:add|log|enter|put\s+in)\s+(?:the|this|that|his|her|their)\s+(order|booking|sale)\s*[.!]",  # "Sipho
                           # wants 3kg boerewors for Saturday, add the order. he'll pay when he collects"
                           re.I)  # or first: "new order: jason lim 9688 1203, …", "new yin fur the waiting list - Kelly-Ann Muir …"
# A row taken off a list said by its table's word: "take the scampi fries off the stock list mun, no bugger buys em"
_OFF_THE_LIST = re.compile(r"(?:^|[,.;]\s*|\bso\s+)(?:(?:please|pls)\s+)?(?:take|scrub|cross|strike|remove|delete|knock|get)\b[^,.;]*?\b(?:off|from|out\s+of)\s+"
                           r"(?:the\s+|my\s+|our\s+|(?=[a-z]+\s+list\b))([a-z]+)(?:\s+(?:list|table|book))?\b"  # "take him off staff list"
                           # or where a row is asked of: "wah di coal man numba again? it inna di supplier list", "kenji san phone number is
                           # there in guest list no?"
                           r"|\b(?:it'?s|its|it\s+is|it|is\s+there)\s+(?:in|on)\s+(?:the\s+|my\s+|our\s+)?([a-z]+)\s+(?:list|table|book)\b", re.I)


def table_said(request: str, names: Sequence[str], schema: Mapping[str, frozenset[str]]) -> str | None:
    """The one added database with a table or column of the word a row is put in at the end ("…, pop it in the donations")
    or taken off ("take the scampi fries off the stock list")."""
    put = _PUT_IN_TABLE.search(request) or _OFF_THE_LIST.search(request)
    if put and put.re is _PUT_IN_TABLE and _SAVED_AS_CONTACT.search(request):
        return None  # "new volunteer: Ruaridh Matheson …, 07700 900782, … save him": a contact
    if not put and (listed := _A_TABLES_LIST.search(request)):  # "How many's on t'waiting list now?", "n take Dawn off t'waiting
        word = listed.group(1).lower()  # list while you're at it", "put a lad called Gary Hinchliffe on t'waiting list": a table's rows
        having = [n for n in names if (database_names.tables_called(word) | {f"table:{word}_list"}) & (schema.get(n) or frozenset())]
        return having[0] if len(having) == 1 and not _ELSEWHERE.search(request.replace(listed.group(0), " ")) else None
    word = next((g for g in put.groups() if g), "") if put else ""
    rest = re.sub(rf"\b{word}\s+list\b", " ", request, flags=re.I) if word else request  # "the waiting list": waiting_list's
    if not put or _ELSEWHERE.search(rest):
        return None
    named = [n for n in names if n.lower() in (word.lower(), database_names.one(word.lower()))]  # "off the stock list" with stock.db
    if word.lower() in _PEOPLE_LISTS:  # "… add him to the roster" with a players table: its rows
        named = [n for n in names if any(w.startswith("table:") and _PEOPLE_TABLE.fullmatch(w[6:]) for w in (schema.get(n) or ()))]
    if not named:  # "remove dalston cash n carry from supplier list" with a suppliers table
        named = [n for n in names if database_names.tables_called(word.lower()) & (schema.get(n) or frozenset())]
    return named[0] if len(named) == 1 else database_names.worded(word, names, schema)


_DIARY_THING = re.compile(r"\b(?:appointments?|appts?|meetings?|diary|calendar)\b", re.I)
_A_TABLES_LIST = re.compile(r"\b(?:on|onto|off|from|to)\s+(?:(?:the|my|our)\s+)?([a-z]+)\s+list\b", re.I)  # "take him off staff list"
_PEOPLE_LISTS = {"roster", "squad", "team", "register", "rota"}
_PEOPLE_TABLE = re.compile(r"(?:players?|runners?|members?|staff|pupils?|students?|swimmers?|athletes?|volunteers?|riders?|dancers?"
                           r"|kids|children|team|squad|roster)", re.I)


def _new_record(request: str) -> bool:
    return bool(row_guesses.NEW_STOCK.match(request) or FILLED_UP.match(request))


_NEW_THING = re.compile(r"^\s*(?:(?:pls|please|kindly)\s+)?(?:add\s+)?(?:a\s+|another\s+)?new\s+(?:(?:item|line|product|entry)\s+(?:for|in|into|on|to)\s+(?:the\s+|my\s+)?)?([a-z]+)\b(?!\s+(?:number|e-?mail|address|phone|mobile|cell))", re.I)


_SAME_ROWS = {"booking": ("reservations", "reservation", "appointments"), "reservation": ("bookings", "booking"),
              "appointment": ("bookings", "booking"), "appt": ("appointments", "bookings"), "customer": ("clients", "client"),
              "client": ("customers", "customer"), "worker": ("staff", "workers"), "employee": ("staff", "employees"),
              "therapist": ("therapists", "staff")}  # "new customer: Helen Marsh, …" with a clients table, "new worker Timur …, add to staff"
_SAVED_AS_CONTACT = re.compile(r"\bcontacts?\b|\bsave\s+(?:him|her|them|it|pannu)\b|\bmentsd\s+el\b", re.I)  # "…, save him", "save pannu"


def _new_of_a_table(request: str, schema: Mapping[str, frozenset[str]]) -> str | None:
    """The one database keeping a table of a new thing's kind ("new boat in on B03 - Halcyon, 8.5m, Nick Farrant's" with a boats
    table, "new customer: …" with a customers table, "new item for stock: …" with a stock table): its row. New people with no table of their kind stay the contacts'."""
    new = _NEW_THING.match(request)
    word = new.group(1).lower() if new else ""
    if not word or _SAVED_AS_CONTACT.search(request):
        return None  # "new aide, Wideline Benjamin, …. save li nan contacts": said to be a contact
    tables = set(database_names.tables_called(word))
    if not (_PEOPLE.fullmatch(word) or _PEOPLE_TABLE.fullmatch(word)):
        tables.add(f"table:{database_names.one(word)}")
    tables |= {f"table:{other}" for other in _SAME_ROWS.get(database_names.one(word), ())}  # "new booking. Fraser, fri 7.30pm, 4 people"
    # with a reservations table; "new customer: Femke de Vries, 07723 448812" with a customers table (a new aide with no aides
    # table stays a contact)
    keeping = [n for n, words in schema.items() if tables & words]
    return keeping[0] if len(keeping) == 1 else None


def about_rows(request: str) -> bool:
    """Whether a request that names no database and planned to nothing else is about rows the user keeps: a payment,
    a booking, a row marked, taken off or counted ("library sent a cheque for the trolley, £45, mark it paid")."""
    said = (row_guesses.ABOUT_ROWS.search(request) or CAME_FOR_IT.search(request) or rows_said.WHO_SUPPLIES.match(request) or DEDUCTED.search(request) or ASSIGNED.search(request)
            or IS_CANCELLED.search(request) or rows_said.NEW_STARTER.search(request) or row_guesses.TAKINGS.search(request) or _COUNTED.search(request) or _new_record(request) or PUT_DOWN_FOR.search(request) or TWICE_ONE_TO_GO.search(request)
            or ENTER_IT.search(request) or rows_said.owes_asked(request) or PAUSE_THEM.search(request) or ENTERED_WRONG.search(request)
            or _PRICE_GOING_UP.match(request) or _WHO_IS_ON.match(request) or row_guesses.WANTS_NOT_SAID.search(request) or STOCKED.search(request)
            or ADDED_TO_STOCK.search(request) or WANTS_ONE.search(request) or LISTED_AT.search(request) or row_guesses.ANY_LEFT.match(request)
            or ANYONE_HAS.search(request) or _PRICE_PUT.search(request) or STOCK_ARRIVED.search(request) or TAKEN_OFF_STOCK.search(request)
            or COUNT_PUT_RIGHT.search(request))
    return bool(said) and not (DB_FILE.search(request) or _ELSEWHERE.search(request) or _ADVICE.search(request))



# A price said to change, nothing else: "walkers ready salted goin up to 85p from today", "crickets goin up to 2.25 a dozen"
_PRICE_GOING_UP = re.compile(r"^\s*[a-z][\w' -]{2,40}?\s+(?:is\s+|are\s+)?(?:going|goin|gone|went|goes)\s+(?:up|down)\s+to\s+[£$€]?\d[\d.,]*\s*(?:p|c)?\b"
                             r"|^\s*[a-z][\w' -]{2,40}?\s+price\s+(?:is\s+)?(?:up|down)\b(?:\s+again)?\s*[,.]?\s+(?:now|it'?s)\s+[£$€]?\d[\d.,]*"  # "wing yip
                             # rice price up again la, now 26.80 a sack"
                             r"|.*" + PRICE_DROPPED + r"|(?:.*[.!]\s+)?" + PRICE_FROM_NOW + "|" + PRICE_SET + "|" + PRICE_NOW,
                             re.I)
# A thing and a day asked alone ("deliveries for tomorrow?", "any bookings friday?"): the rows of the table that word names
_BARE_QUESTION = re.compile(r"^\s*(?:any\s+|the\s+|my\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:for\s+|on\s+|due\s+)?(?:today|tonight|tomorrow"
                            r"|this\s+week|next\s+week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*\?\s*$"
                            # … or the day first and "list": "vawiin orders list pls" (today orders list please) made an event of it
                            r"|^\s*(?:list\s+)?(?:today|tonight|tomorrow|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:['’]s)?\s+([a-z]+)"
                            r"(?:\s+list)?\s*(?:please|pls|plz)?\s*[.!?]*\s*$", re.I)
# Someone the rows hold booked in: "Sophie Okafor wants to come back. Book her Thursday 2pm, normal follow-up" (a session's row)
_BOOK_THEM = re.compile(r"\bbook\s+(?:her|him|them|(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:back\s+)?(?:in\s+)?(?:for\s+)?(?:on\s+)?(?:today|tomorrow|next\s+\w+|this\s+\w+"
                        r"|(?:mon|tues?|wed|thu|fri|sat|sun)[a-z]*)\b", re.I)  # "book Chloe thu 7 12h full set acrylic, chi Hoa lam" (Hoa in the rows)
_PERSON_MOVED = re.compile(r"\b(?:move|shift|push|switch)\s+(?:her|him|them)\s+(?:(?:back|forward|over)\s+)?(?:(?:to|till|until)\b|(?=(?:mon|tues?|wed|thu|fri|sat|sun)\w*\s+same\s+time\b))"
                           r"|^\s*(?-i:[A-Z])[\w'-]+\s+(?:has\s+)?(?:moved|changed|switched)\s+from\s+\w+\s+to\b"  # "Jess doi tu wed qua fri"
                           r"|^\s*(?-i:[A-Z])[\w'-]+\s+(?:(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\w*\s+)?(?:change|move)d?\s+to\b"  # "Sarah thurs change to 3pm ne"
                           r"|^\s*(?:change|move)\s+(?-i:[A-Z])[\w'-]+\s+(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\w*\s+to\b", re.I)
# Someone the rows hold has cancelled, whenever it was: "Mrs Patel cancel thu 5 3h chieu, xoa di em" (her appointment's row)
_THEY_CANCEL = re.compile(r"^\s*(?:(?:Mrs|Mr|Ms|Miss|Dr)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
                          r"(?:\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?\s*,)?"  # "Patel vendredi
                          r"(?:\s+(?:call(?:ed)?|rang|phoned|rung)\s*,?\s+(?:he|she|they))?"  # "Dragan call, he cancel everything for saturday"
                          r"\s+(?:has\s+|have\s+)?cancell?(?:ed|s)?\b", re.I)  # soir, annulé"
_THEIR_ROW_MOVED = re.compile(r"\b(?:change|move|shift|switch)\s+(?:(?-i:[A-Z])[\w-]*\s+)?[\w-]+(?:'s|’s)?\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+to\b",
                              re.I)
_PARTY_BOOKED = re.compile(r"^\s*(?:please\s+)?(?:book|add\s+(?:a\s+)?(?:new\s+)?booking\s*:)\s+(?:in\s+)?(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?\b.*\b(?:party\s+of\s+\d+|\d+\s+(?:ppl|pax|people|guests|covers)\b)",
                           re.I)  # a table booked at the user's restaurant: "book LeBlanc pour samedi 6h, party de 8", "Please add yoyaku:
# Mori-sama 4 person, Saturday 5th December 7pm"
_PRICE_PUT = re.compile(r"\b(?:put|bump|raise|increase|drop|lower|bring|knock)\s+(?:the\s+)?[\w' -]{2,30}?\s+(?:up|down)\s+to\s+[£$€]\s?\d",
                        re.I)  # "put the parsnips up to £1.75": a price of the stock's rows
_LOG_IT = re.compile(r"^\s*(?:(?:please|pls|can\s+(?:you|u))\s+)?log\s+(?!(?:in|out|on|off)\b)", re.I)  # "log noah's time from saturday's
# time trial, 16:41.0": a row of the database's, no diary entry
_THE_DB = re.compile(r"\b(?:the|my|our)\s+(?:db|database)\b", re.I)
# Who is on, in or coming on a day, with a database added: its rows, as every writer meant ("whos on tmrw", "whos in this
# week b'y", "who stay coming tmrw", "whos booked sat"), not the diary
_WHO_IS_ON = re.compile(r"^\s*(?:howzit\s*,?\s*|so\s+|ok\s*,?\s*)?(?:" + WHO_ASKED + r"|who(?=\s+(?:booked|coming)\b)|what(?:'?s|\s+is)?(?=\s+(?:coming|going\s+out|due\s+in)\b)" +
                        r"|which\s+[a-z]+\s+(?:have\s+|do\s+)?(?:i|we)\s+(?:got|have))\s+(?:in|on|off|away|down|carded|coming|going\s+out|due\s+in|booked(?:\s+in)?|rostered(?:\s+on)?|working|out|pick(?:ing|in)\s+up|checking\s+(?:in|out)|arriving|come\s+in|doing"
                        r"|for\s+the\b|(?=(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*(?:\?|$)))\b"  # "who have i got
                        # tomorrow" (who've), "who have we got for the polytunnel job Saturday"
                        r"(?=.*\b(?:today|tonight|tomorrow|this|next|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day|xmas|christmas"
                        r"|mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)\b)", re.I)  # "who's on dishes thurs for the school pōwhiri"


_ASKED_THEN_WHY = re.compile(r"^\s*((?:who|whose|what|which|when|where|how)\b[^?]{6,}\?)\s+(?:(?:(?:i|we)\s+)?(?:(?:need|want|have|got)\s+to|gotta|wanna)"
                             r"|(?:i|we)\s+(?:go|going|am\s+going|'m\s+going))\b", re.I)  # "Which things in the stock don reach less than 10? I go
# market etsɔ morning"


def planned(request: str, names: Sequence[str], plan: Callable[[str], Plan], *, nothing_else: bool = False,
            held: Mapping[str, frozenset[str]] | None = None, schema: Mapping[str, frozenset[str]] | None = None) -> Plan:
    """``plan(request)`` with the database the request means named as a file ("…, delete it out of jobs (jobs.db)"):
    the one it names by its word; else, when the request plans to no other method (``nothing_else``: the relevance
    gate found it is no action on anything else), to a database method with no database, or to a service outside the
    everyday ones ("take the totterdown deli one off from the 11th" turned off a Workspace user's 2-step verification),
    and is about rows, the one database added, or the first of several with its name taken out and asked about.
    ``held``: the names each database's rows hold; a request naming one of them ("routledge has cancelled sat, take him
    off") is about that database's rows when it planned to chat, a service outside the everyday ones, or a diary or
    to-do change it gave no time of day nor word for. ``schema``: the words of each database's tables and columns; a
    request saying those of one ("what parts r we under the min on") is about its rows when it planned to chat or a
    service outside the everyday ones, and that database plans a row method for it."""
    table_db = DB_IN_WORDS.search(request) if names else None
    if table_db and table_db.group(1).lower() not in {n.lower() for n in names}:  # "add a new supplier in the orders db" where
        # orders is a table of the one added database that has it: that database, its table said
        word = table_db.group(1).lower()
        having = [n for n in names if (database_names.tables_called(word) | {f"table:{database_names.one(word)}"}) & (schema or {}).get(n, frozenset())]
        if len(having) == 1:
            request = f"{request[:table_db.start()]}{having[0]}.db {table_db.group(1)}{request[table_db.end():]}"
    if not names or DB_FILE.search(request) or DB_IN_WORDS.search(request):
        return plan(request)  # no database added, or the request names its own
    asked = _ASKED_THEN_WHY.match(request)
    if asked and not nothing_else and (schema_named(asked.group(1), names, schema or {}) or row_named(asked.group(1), names, held or {}, schema)):
        return planned(asked.group(1), names, plan, held=held, schema=schema)  # "Which items are below reorder level? Need to
        # send list to suppliers jaldi": the question is asked of the rows; why it is asked is no second request
    named = named_by_word(without_reason(request), names) or table_said(request, names, schema or {})  # not by a reason said after
    # the request: "cancel dentist thursday, too busy in shop" (shop.db) is a dentist's appointment
    if named:  # "delete it off orders" → "… off orders.db", "new booking pls - …" → "… (bookings.db)"
        said = re.sub(rf"\b({_BEFORE_A_NAME}){re.escape(named)}\b", rf"\g<1>{named}.db", request, count=1, flags=re.I)
        return plan(said if said != request else f"{request.rstrip()} ({named}.db)")
    if rows_said.WHO_SUPPLIES.match(request) and len(having := [n for n in names if database_names.tables_called("supplier") & (schema or {}).get(n, frozenset())]) == 1:
        asked = request.rstrip() if re.match(r"\s*(?:who|what|wha|whats|what's)\b", request, re.I) else f"what is the {request.strip(' ?')}?"
        return plan(f"{asked} ({having[0]}.db)")  # "who dey bring us ogbono again? i need the number": the suppliers table's; "charcoal
        # man number": asked so
    bare = _BARE_QUESTION.match(request)
    if bare and (table := database_names.worded(bare.group(1) or bare.group(2), names, schema or {})):  # "deliveries pa mañana?": its rows
        return plan(f"{request.rstrip()} ({table}.db)")
    a_record = (_MARKED_PAID.search(request) or PAID_NOW.match(request)) and not _ELSEWHERE.search(request)  # not a task's
    a_record = a_record or _THE_DB.search(request) or _new_record(request) or rows_said.owes_asked(request) or rows_said.NEW_STARTER.search(request) \
        or rows_said.NEW_JOINER.match(request) or rows_said.ON_THE_BOOKS.search(request) or _PRICE_PUT.search(request) or (
        (TWICE_ONE_TO_GO.search(request) or DOWN_FOR_SOME.search(request) or NEW_ORDER.search(request) or STOCKED.search(request)
         or LISTED_AT.search(request) or BOOKED_AT_A_PRICE.search(request) or ADDED_TO_STOCK.search(request) or STOCK_ARRIVED.search(request)
         or TAKEN_OFF_STOCK.search(request) or COUNT_PUT_RIGHT.search(request) or WANTS_ONE.search(request) or _PRICE_GOING_UP.match(request) or _WHO_IS_ON.match(request) or ENTER_IT.search(request)
         or _LOG_IT.match(request) or LOG_LINE.match(request) or re.search(PRICE_OFF, request, re.I) or SOLD.search(request)) and not _ELSEWHERE.search(request))
    a_record = a_record or bool(rows_said.NEW_ONE.match(request) and (schema_named(request, names, schema or {}) or re.search(r"[£$€]\s?\d", request))) \
        or bool(_PARTY_BOOKED.match(request)) or bool(_new_of_a_table(request, schema or {}))  # "new one - fresh harvest again, … load no 4475" (the database whose word it says),
    # "new one. Denise Palumbo sat the 5th at 6, 2 trays penne vodka …, $240" (an order)
    # "clear out all the old jobs from the db": the database added; "new stock just come in - …" (a note); "who still not pay"
    first = None if nothing_else or a_record else plan(request)
    unnamed = bool(first and first.calls and first.calls[0].method.startswith("sqlite.") and not first.calls[0].arguments.get("database"))
    elsewhere = bool(first and first.calls and not first.calls[0].method.startswith(EVERYDAY))  # Books, Cloud Asset, Directory …
    holder = row_named(request, names, held or {}, schema)
    worded = None if holder else schema_named(request, names, schema or {})
    own = _own_words(names, schema or {})
    rows = about_rows(request)
    guessed = first is not None and row_guesses.guessed(first, request, holder=holder, worded=worded, own=own, rows=rows)
    # "whickham jobs been invoiced, mark it off": a to-do ticked off, where jobs is a database with an invoiced column
    guessed = guessed or bool(holder and first is not None and first.calls and first.calls[0].method == "calendar.events.delete"
                              and _THEY_CANCEL.match(request) and not _DIARY_THING.search(request))  # "Lindsay cancel thurs." with
    # Lindsay in the reservations: her booking, no diary entry
    if first is not None and not unnamed and not guessed and (first.kind != "chat" and not elsewhere
                                                                 or not (rows or holder or worded)):
        return first
    again = plan(f"{request.rstrip()} ({holder or worded or sorted(names)[0]}.db)")
    if (holder or worded) and not (a_record or rows) and again.calls and again.calls[0].method == "sqlite.tables":
        # no row change nor question of its rows: the name or word was no evidence ("grange want the grand at 442 …")
        return first if first is not None else Plan(request=request, kind="chat")
    if not (again.calls and again.calls[0].method.startswith("sqlite.")):
        return first if first is not None else Plan(request=request, kind="chat") if nothing_else else plan(request)
    if len(names) == 1 or holder or worded:
        return again
    call = again.calls[0]
    unnamed_call = call.model_copy(update={"arguments": {k: v for k, v in call.arguments.items() if k != "database"},
                                           "missing": ["database", *[p for p in call.missing if p != "database"]]})
    return again.model_copy(update={"kind": "clarify", "calls": [unnamed_call], "reply": which_question(names)})


_A_TABLE_LIST = re.compile(r"\bthe\s+(?:[a-z]+\s+){0,2}list\b", re.I)  # "off the players list", "the book club list": a table, not
# "my list" of to-dos
_OWN_LIST = re.compile(r"(?:\b(?:my|our|the)\s+|(?<=\boff\s)|(?<=\bfrom\s))(?:([a-z]+)\s+list|list\s+of\s+([a-z]+))\b", re.I)  # "my client
# list", "our list of members", "take him off staff list"
# Someone taken off a list: a list of people, "Chloe's family is moving to Ottawa …, pls take her off my list"
_PERSON_OFF_LIST = re.compile(r"\b(?:take|get|cross|strike)\s+(?:her|him|them|(?:his|her|their)\s+[a-z]+)\s+off\s+(?:my|our|the)\s+list\b",
                              re.I)  # "… take their deadlines off our list"


def _diary_or_elsewhere(request: str, own: frozenset[str]) -> bool:
    """A time of day or a word for another place ("at 3", "the diary", "my list"): the request means that, not rows. A word
    the user's databases name a table or column by is theirs ("the fri morning drive" at a lodge with a drives table)."""
    text = _OWN_LIST.sub(lambda m: " " if {database_names.one(w := (m.group(1) or m.group(2)).lower()), f"table:{w}"} & own else m.group(0),
                         _PERSON_OFF_LIST.sub(" ", request))  # "take her off my client list" with a clients table
    return bool(row_guesses.DIARY_TIME.search(text) or any(database_names.one(m.group(0).lower()) not in own
                                                   for m in _ELSEWHERE.finditer(_A_TABLE_LIST.sub(" ", database_names.columns_left_out(text, own)))))



def _own_words(names: Sequence[str], schema: Mapping[str, frozenset[str]]) -> frozenset[str]:
    """The words of the databases' own names, tables and columns ("drive" at a lodge with a drives table)."""
    return frozenset().union(*schema.values(), {database_names.one(n.lower()) for n in names})


def row_named(request: str, names: Sequence[str], held: Mapping[str, frozenset[str]],
              schema: Mapping[str, frozenset[str]] | None = None) -> str | None:
    """The one added database whose rows hold a person or place the request names, when it says no time of day
    and no other place ("mrs ellerys on thurs is £75 not 65 now": tunings, with Margaret Ellery in its clients); or a row's own
    code, whatever else it says ("jaspal dropped 4469 … 8:40 this morning, mark it delivered")."""
    if len(coded := database_names.holding_code(request, names, held)) == 1:
        return coded[0]
    holders = database_names.holding(request, names, held)
    if (_PERSON_MOVED.search(request) or _BOOK_THEM.search(request) or _THEY_CANCEL.match(request) or ASSIGNED.search(request)) and not _ELSEWHERE.search(_A_TABLE_LIST.sub(" ", request)) \
            and len(holders) == 1:
        return holders[0]  # "Tracey's … cos I cant do her at half 2 fri, shift her to half 3": her booking, though a time is said
    if len(holders) == 1 and database_names.columns_said(request, (schema or {}).get(holders[0], frozenset())) \
            and not _DIARY_THING.search(request):  # not "… c'è il check in dei Carter … sposta l'appuntamento a lunedì" (the diary's)
        return holders[0]  # "The Kelso game on the 5th is movin tae a 2 o'clock kick aff" with a kick_off column: its row, though a time is said
    if (row_moved := _THEIR_ROW_MOVED.search(request)) and len(holders) == 1 and database_names.worded(row_moved.group(0), holders, schema or {}):
        return holders[0]  # "change Ryan Chen's sat lesson to 11am" at a tuition centre with a lessons table: his row, though a time is said
    if _diary_or_elsewhere(request, _own_words(names, schema or {})):
        return None
    if len(holders) > 1 and schema:  # both hold the mullers: the one whose own word is said ("… off the fri morning drive")
        return database_names.worded(request, holders, schema)
    return holders[0] if len(holders) == 1 else None


def schema_named(request: str, names: Sequence[str], schema: Mapping[str, frozenset[str]]) -> str | None:
    """The one added database whose own table or column words a question of rows says, or two of them anything else
    says ("moved box R3 over to freezer A shelf 3"), when it gives no time of day and no other place ("what parts r we
    under the min on": parts)."""
    if _diary_or_elsewhere(request, _own_words(names, schema)):
        return None
    if (new := _new_of_a_table(request, schema)) in names:
        return new
    asked = row_guesses.ASKS_ROWS.match(request) or _HOW_MANY_WE_HAVE.search(request)  # "sterling bldgs + how many members we have in each?"
    asked = asked or (deleted := _THAT_ONE_GOES.search(request)) and database_names.one((deleted.group(1) or deleted.group(2)).lower()) in _own_words(names, schema)
    # "jo fitz pulled the pin on the outdoor lights, scrap that job" (a jobs table) cancelled a Storage Batch Operations job
    return database_names.worded(request, names, schema, least=1 if asked else 2)


_THAT_ONE_GOES = re.compile(r"\b(?:(?:delete|remove|scrap|bin|cancel|ditch|scrub)\s+(?:that|this)\s+([a-z]+)|take\s+(?:that|this)\s+([a-z]+)\s+off)\s*[.!]*\s*$",
                            re.I)  # not "delete
# her job" when the rows hold nobody named: her diary entry
_HOW_MANY_WE_HAVE = re.compile(r"\bhow\s+many\s+[a-z]+\s+(?:do\s+)?(?:we|i)\s+(?:have|got)\b", re.I)


_COUNTED = re.compile(r"^(?=.*\d).*\bcounted\b", re.I | re.S)  # "ayran is 18 kasten now, just counted": a count put right


def which_question(names: Sequence[str]) -> str:
    """The question when several databases are added and the request names none of them."""
    ordered = sorted(names)
    return f"Which of your databases do you mean: {', '.join(ordered[:-1])} or {ordered[-1]}? Say its name, e.g. '{ordered[0]}'."
