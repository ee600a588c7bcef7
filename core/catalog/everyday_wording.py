"""More everyday wordings of a method's job, each spelled out in the method's words before ranking: ``SPELLED_OUT`` is
read before said_plainly.py's own (a note made "before I forget", a file "somewhere in my drive", mail that has "come through",
a to-do list read out, the diary asked "what have I got on?"), ``AFTER`` after them (an event changed "in my diary", mail asked
about, one cell of a sheet set, a row put into a named sheet)."""

from __future__ import annotations

import re

from core.catalog.calendar_wording import CHANGE_IN_DIARY
from core.catalog.mail_wording import MAIL_ASKED_ABOUT
from core.catalog.sheet_wording import ONE_CELL_SET, ROW_INTO_NAMED

SPELLED_OUT = (
    # "Friday's studio session, bin it, it's dead": that day's event named first, then the ask (no fitness session, no file)
    (re.compile(r"^\s*(?:the\s+|my\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)(?:'?s)?\s+(?:[\w'-]+\s+){0,2}(?:fitting|lesson|session"
                r"|class|appointment|appt|meeting|visit|call|gig|rehearsal|practice|training)\s*[,.:-]+\s*(?:just\s+)?(?:bin|cancel|scrap|ditch|kill|delete|drop"
                r"|scrub|axe)\s+(?:it|that)\b", re.I), "delete calendar event"),
    # "Diary. Week ahead. Full outlook please, Monday through Sunday.", "DIARY: Tomorrow. What have I got.": the diary read
    (re.compile(r"^\s*(?:my\s+)?(?:diary|calendar)\s*[.:,-]+\s*(?:the\s+)?(?:week|day|today|tomorrow|weekend|month|next|this)\b", re.I), "list calendar events"),
    # "Wednesday afternoon: what have I got on? Sarah wants to drop the grandchildren round", "what've I got tomorrow, spell it out": the diary
    (re.compile(r"^(?!.*\b(?:to-?do|list|tasks?|db|database|table|orders?|stock|sheet|e-?mails?|inbox)\b)(?:.{0,40}?[:,?!.]\s*)?what(?:'?ve|\s+have)?\s+"
                r"i\s+got\s+(?:on\b|(?:today|tomorrow|tmrw|tonight|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)", re.I), "list calendar events"),
    (re.compile(r"\b(?:scratch|strike|cross)\s+(?:the\s+|my\s+)?(?:[\w'-]+\s+){1,6}?(?:off|from|out\s+of)\s+(?:the\s+|my\s+)?(?:calendar|diary|cal)\b", re.I),
     "delete calendar event"),  # "Scratch the Ludlow valuation day on Friday from the diary. Going, going, gone - they've cancelled."
    # notes: "caption idea before i forget: '…'" (10 of the 11 stored so worded; the other asks a question), "note for me: boulets
    # recette - …" (26 of 26), "Find my note with the carol sheet numbers." (15 of 15)
    (re.compile(r"\bbefore\s+i\s+forget\s*[:,-](?!.*\?)", re.I), "create note"),
    (re.compile(r"^\s*note\s+(?:for|to)\s+(?:me|self|myself)\s*:", re.I), "create note"),
    (re.compile(r"^\s*(?:please\s+)?find\s+(?:my|the|that)\s+note\s+(?:with|about|on|for)\b", re.I), "search notes"),
    # a reminder said as a note to do something by a day: "Could you make a note for me to take my library books back by Saturday?"
    (re.compile(r"^\s*(?:please\s+|could\s+you\s+|can\s+you\s+)?make\s+a\s+note\s+(?:for\s+me\s+)?to\s+[a-z]+\b.*\bby\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b",
                re.I), "add task to-do with due date"),
    # tasks read out: "Read me my list of jobs, dear.", "what's still on my to-do, run it down" (all 5 stored so worded)
    (re.compile(r"^\s*read\s+me\s+(?:out\s+)?my\s+(?:to-?do\s+list|list\s+of\s+jobs|jobs\s+list|tasks)\b|^\s*what(?:'s|\s+is)\s+(?:still\s+)?on\s+my\s+to-?do\b",
                re.I), "list tasks"),
    # the diary: "uroe nyoe what i have in calendar? any meeting after stall close?" (9 of 9)
    (re.compile(r"\bwhat\s+(?:do\s+)?i\s+have\s+(?:in|on)\s+(?:my\s+|the\s+)?(?:calendar|diary)\b|^\s*what(?:'s|\s+is)?\s+my\s+schedule\b", re.I),
     "list calendar events"),  # … and "ano schedule ko buwas?" (what my schedule tomorrow?)
    # Drive: "can u find the Gymshark brand deck they sent, its somewhere in my drive" (5 of 5), "where the menu pdf wey i upload for drive
    # last week?", "Choir subs spreadsheet. Lost. Possibly called 'Choir subs 2026'. Locate please."
    (re.compile(r"\bsomewhere\s+(?:in|on)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b|^\s*where\b.*\b(?:up)?load(?:ed)?\s+(?:to|for|on|in(?:to)?)\s+(?:the\s+|my\s+)?"
                r"(?:google\s+)?drive\b|\b(?:spreadsheet|sheet|doc|document|file|folder)\s*[.,]\s*lost\b", re.I), "search list drive files"),
    # mail: "Any signals from my daughter Claire? Nothing's come through since Friday", "has Denise from the council hit me back yet?"
    (re.compile(r"\bnothing(?:'s|\s+has)\s+come\s+through\b|\bhit\s+(?:me|us)\s+back\b(?=.*\?|.*\byet\b)", re.I), "search list email messages"),
    # a contact's detail asked of one's own people: "what is email of my cousin Kemal?"; a number saved to the contacts: "save Joyce
    # Hembrom number in contacts 07911 482306, …"
    (re.compile(r"^\s*what\s+is\s+(?:the\s+)?e-?mail\s+(?:of|for)\s+my\s+", re.I), "search contacts"),
    (re.compile(r"^\s*(?:please\s+|pls\s+)?(?:save|store|add)\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:['’]s)?\s+(?:new\s+)?(?:number|mobile|phone)\s+(?:in|to|into)\s+"
                r"(?:my\s+)?contacts\b"), "create contact"),
    # a file named with its type, made on the computer: "make file menu_desember.txt in Sate folder: …"
    (re.compile(r"^\s*(?:please\s+)?(?:make|create|write|save)\s+(?:a\s+)?(?:new\s+)?(?:text\s+)?file\s+[\w.-]+\.(?:txt|md|csv)\b(?!.*\b(?:google\s+)?drive\b)", re.I),
     "write local file"),
)

# … and, after said_plainly's own: an event changed in so many words, mail asked about, one cell set, a row put into a sheet
AFTER = (
    (CHANGE_IN_DIARY, "reschedule calendar event"),  # "the bridge club have moved Wednesday afternoon to half past one … alter it in my diary"
    (MAIL_ASKED_ABOUT, "search list email messages"),  # "is the invoice from Swiss Gourmet Imports in yet??"
    (ONE_CELL_SET, "update spreadsheet values cell"),  # "in Staff rota sheet put Grace instead of Kondwani for saturday evening (C7)"
    (ROW_INTO_NAMED, "append values to a spreadsheet"),  # "add to Market takings 2026: 22.11.2026 card 1240 cash 310"
)
