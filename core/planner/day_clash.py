"""A weekday said with a date it does not fall on: "thurs 12th june" when the next 12 June is a Saturday,
"tuesday the 14th" when the 14th is a Monday. Steward asks which day is meant rather than pick one; the
answer replaces what was said ("Saturday 12 June", "Thursday 10 June") and the request is planned again.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from core.planner import dates, day_spans, extract, times

_WEEKDAY = re.compile(rf"\b({day_spans.WEEKDAY_STEM})(?:day)?\b", re.I)
_BEFORE_DATE = re.compile(rf"{_WEEKDAY.pattern}[,\s]+(?:the\s+)?$", re.I)  # "Monday 8 September", "thurs, 12th june"
_NTH = re.compile(rf"{_WEEKDAY.pattern}[,\s]+(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\b"
                  r"(?!\s+(?:of\s+)?[a-z]{3}|\s*(?:-|–|to|until|till|through|thru)\s)", re.I)  # "mon 10th to fri 14th june": June's
# Methods whose time comes from the day said: an event, a to-do's due day, a mail search's dates, an auto-reply's
# days. A date inside dictated text (an e-mail, a note, a cell) is sent as the user said it.
TIMED = ("calendar.", "tasks.tasks.", "gmail.users.messages.list", "gmail.users.threads.list",
         "gmail.users.settings.updateVacation")
_NAMES = tuple(day.capitalize() for day in times.WEEKDAYS)


@dataclass(frozen=True)
class DayClash:
    """What was said (``said``, as in the request), the day the date falls on, and the question to ask."""

    said: str
    question: str


def _weekday_index(word: str) -> int:
    return next(i for i, name in enumerate(_NAMES) if name.lower().startswith(word.lower()[:2]))


def weekday_clash(text: str, today: dt.date) -> DayClash | None:
    """The first weekday-and-date pair in ``text`` that disagree, or None."""
    pairs: list[tuple[int, str, dt.date | None]] = []
    mentions = dates.date_mentions(text)
    for mention in mentions:
        before = _BEFORE_DATE.search(text[max(0, mention.start - 16):mention.start])
        if before:
            said = text[mention.start - len(before.group(0)):mention.end]
            pairs.append((_weekday_index(before.group(1)), said, times.next_date(mention, today)))
    for m in _NTH.finditer(text):
        if not any(m.start() <= text.find(said) < m.end() for _, said, _ in pairs):
            earlier = [d for x in mentions if x.end <= m.start() and (d := times.next_date(x, today))]
            after = earlier[-1] if earlier else today  # "closed sat 2nd jan, back mon 4th": the 4th after it
            past = re.search(r"\b(?:since|after)\s+(?:last\s+)?$", text[:m.start()], re.I)  # "any emails … since fri 20th": gone by
            day = day_spans.last_nth_day(int(m.group(2)), today) if past else times.nth_day(int(m.group(2)), after)
            pairs.append((_weekday_index(m.group(1)), m.group(0), day))
    quoted = extract.quoted_spans(text)  # "… auto-reply: 'we reopen on Saturday 16 Aug'": the user's own words
    for weekday, said, day in pairs:
        if day is None or day.weekday() == weekday or any(a <= text.find(said) < b for a, b in quoted):
            continue
        near = min((day + dt.timedelta(days=d) for d in range(-3, 4)), key=lambda c: (c.weekday() != weekday, abs((c - day).days)))
        return DayClash(said, f"You said {said.strip()}, but {day:%-d %B %Y} is a {_NAMES[day.weekday()]}. Which day did you "
                              f"mean: {_NAMES[day.weekday()]} {day:%-d %B} or {_NAMES[weekday]} {near:%-d %B}? Nothing was done yet.")
    return None
