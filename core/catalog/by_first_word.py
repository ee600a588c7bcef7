"""A request read by its first word and the time it says: "Dentist Tuesday 3pm" is an event to schedule, "pay rent on
the 1st" a day to remember, "move …" to a time a reschedule, "invite …" with no time a guest for an event that exists.
A step of implied.py (query time only)."""

from __future__ import annotations

import re

from core.catalog import calendar_wording as cal
from core.catalog import local_wording as local
from core.catalog import mail_wording as mail
from core.catalog import request_wording as wording
from core.catalog.ranking import WORD
from core.catalog.vocabulary import ASKING_WORDS, REQUEST_VERBS


def timed(text: str, a_row: bool) -> str:
    """``text`` with the method its first word and time imply spelled out (``a_row``: it speaks of the user's rows)."""
    first = WORD.search(text.lower())
    verb = first.group() if first else ""
    verb = "" if re.match(r"\s*(?:call|ring|chat)\s+with\s", text, re.I) else verb  # "Call with Tom Baxter Thursday at 2pm, 30 minutes": a
    # call's name, no one rung now
    timed = bool(cal.A_TIME.search(text.lower()) or cal.CLOCK_RANGE.search(text))
    if first and timed and "?" not in text and verb not in REQUEST_VERBS | ASKING_WORDS | wording.NOT_A_TITLE | wording.MOVE_VERBS \
            and not wording.START_A_FILE.search(text) and not a_row and not re.search(r":\s", text) and not local.FILE_NAME.search(text.lower()) and not local.DB_FILE.search(text) \
            and not re.match(r"\s*(?:e-?mails?|messages?|mail)\b", text, re.I):  # "emails from bob today" is a search
        text = f"schedule {text}"  # "Lunch with Priya Friday 12:30-1:30", "Dentist Tuesday 3pm": an event's name and time
    elif verb in ("pay", "buy", "renew", "collect", "post") and timed and not mail.MAIL.search(text) \
            and not local.FILE_NAME.search(text.lower()) and not re.search(r"\b(?:tasks?|to-?dos?|list|notes?|drive|sheet|db)\b", text, re.I):
        text = f"schedule {text}"  # "pay rent on the 1st": a day to remember, like "Pay rent tomorrow"
    elif verb in wording.MOVE_VERBS and (cal.TO_A_TIME.search(text.lower()) or timed and not local.FILE_NAME.search(text.lower())):
        text = text[: first.start()] + "reschedule" + text[first.end():]
    elif verb in ("add", "put") and (cal.CLOCK_RANGE.search(text) or cal.AT_A_CLOCK_FOR.search(text)) \
            and re.search(r"\b(?:on|for|next|this)\s+\w+day\b|\btomorrow\b|(?<![\d/])\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/])", text, re.I) \
            and not re.search(r"\b(?:tasks?|to-?dos?|list|notes?|drive|sheet|spreadsheet|doc|db|e-?mails?)\b", text, re.I):
        text = f"schedule calendar event {text}"  # "add Year 7 library induction on Monday …, 9:15 to 10:15": an event
    elif verb in wording.BOOK_VERBS | {"invite"} and timed:
        text = text[: first.start()] + "schedule" + text[first.end():]
    elif verb == "invite":
        text = text[: first.start()] + "change" + text[first.end():]  # a guest for an event that exists
    return text
