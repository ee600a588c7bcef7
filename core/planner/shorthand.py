"""Chat shorthand spelled out before a request is planned: "lunch w/ Priya fri 12:30", "what's on tmrw",
"pls move my 3pm". Only forms that mean one thing in a request are expanded; a weekday's short form only
next to a time or a day word ("fri 12:30", "on sat"), since "sat", "sun" and "wed" are words too."""

from __future__ import annotations

import re

_WORDS = {
    "tmrw": "tomorrow", "tmr": "tomorrow", "tmw": "tomorrow", "tmrow": "tomorrow", "2moro": "tomorrow",
    "2morrow": "tomorrow", "tomoz": "tomorrow", "tonite": "tonight", "2nite": "tonight", "tday": "today",
    "pls": "please", "plz": "please", "appt": "appointment", "appts": "appointments", "mtg": "meeting",
    "mtgs": "meetings", "msg": "message", "msgs": "messages", "asap": "as soon as possible", "thx": "thanks",
    "bday": "birthday", "mv": "move", "rm": "delete", "del": "delete", "ls": "list", "cal": "calendar",
    "notif": "notification", "notifs": "notifications", "wat": "what", "acess": "access", "acces": "access",
    "til": "until", "u": "you", "ur": "your", "attachmnt": "attachment", "attachmt": "attachment", "attchment": "attachment", "occurence": "occurrence", "occurences": "occurrences", "reccuring": "recurring", "recuring": "recurring",
    # common misspellings of the words that say when
    "tomorow": "tomorrow", "tommorow": "tomorrow", "tommorrow": "tomorrow", "tomorro": "tomorrow", "wensday": "Wednesday",
    "wendesday": "Wednesday", "wednsday": "Wednesday", "tuseday": "Tuesday", "thrusday": "Thursday",
    "thursay": "Thursday", "saterday": "Saturday", "febuary": "February", "calender": "calendar", "calandar": "calendar",
}
_UNIT = re.compile(r"(?<=\d)\s*(hrs?|mins?)\b", re.I)  # "1hr", "45 mins" (but "email HR" is Human Resources)
_UNITS = {"hr": " hour", "hrs": " hours", "min": " minutes", "mins": " minutes"}
_WORD = re.compile(r"(?<![\w@./'-])(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![\w@/'-])", re.I)
_WITH = re.compile(r"(?<![\w/])w/o(?=\s)|(?<![\w/])w/(?=\s|[A-Za-z])", re.I)
_DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "thu": "Thursday",
         "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
_DAY = re.compile(r"(?<![\w@./'-])(" + "|".join(sorted(_DAYS, key=len, reverse=True)) + r")\.?(?=\s+(?:\d|at\b|morning|afternoon"
                  r"|evening|night|noon)|\s*$|\s*[,;]|\s+[-–]\s)", re.I)
_DAY_AFTER = re.compile(r"\b(on|this|next|every|by|until|till|due|before|after)\s+(" + "|".join(sorted(_DAYS, key=len, reverse=True))
                        + r")\b\.?", re.I)


def expand(text: str) -> str:
    """``text`` with chat shorthand written out; unchanged when it has none."""
    text = _WORD.sub(lambda m: _WORDS[m.group(1).lower()], text)
    text = _UNIT.sub(lambda m: _UNITS[m.group(1).lower()], text)
    text = _WITH.sub(lambda m: "without" if m.group(0).lower() == "w/o" else "with ", text)
    text = _DAY_AFTER.sub(lambda m: f"{m.group(1)} {_DAYS[m.group(2).lower()]}", text)
    text = _DAY.sub(lambda m: _DAYS[m.group(1).lower()], text)
    text = re.sub(r"\bto\s+do\s+(list|lists|items?)\b", r"to-do \1", text, flags=re.I)  # "my to do list"
    text = re.sub(r"\b(at|from|by)\s+([01]?\d|2[0-3])\.([0-5]\d)\b(?![.\d])", r"\1 \2:\3", text, flags=re.I)  # "at 10.40"
    text = re.sub(r"(?<=\s)n(?=\s+(?:let|tell|ask|say|send|add|then)\b)", "and", text)  # "… n let them know"
    text = re.sub(r"\b(?:thru)\b", "through", text, flags=re.I)
    return re.sub(r"with\s+\s+", "with ", text)
