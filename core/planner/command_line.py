"""Requests typed like a command line, read as English before they are planned: "cal ls next wk" (what's on my calendar
next week), "cal mv change-review thu->fri same time" (move the change-review from thu to fri, same time), "cal rm thu 1:1
w/ karen" (cancel the thu 1:1 with karen), "notes grep bgp" (search my notes for bgp), "mail raj re: PO 7781 -> 'approved,
go ahead'" (email raj about PO 7781 saying …), "cat ~/notes/oncall-handover.md" (open that file).

Only a request that opens with a service and its command ("cal add", "mail ls", "notes grep") or with a pager and a path
("cat ~/x.md") is read so; what follows stays as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

_CAL = r"(?i)^\s*cal(?:endar)?\s+"
_WHERE = {"note": "notes", "notes": "notes", "mail": "email", "email": "email", "e-mail": "email", "drive": "drive",
          "file": "files", "files": "files", "todo": "to-do list", "tasks": "to-do list", "contacts": "contacts"}
_PATH = r"(?P<path>(?:~|\.{1,2})?/?[\w.~-]+(?:/[\w.~*-]+)+|[\w~-]+\.[a-z0-9]{1,5})"

# "1:1 w/ dan tmrw → 16:00", "standup -> 10am": a thing, an arrow and a time or day, no verb: moved there (read here and, for the
# arrows emoji_words reads as "to", there first)
TO_A_TIME = re.compile(r"^(?!.*[🔁🔄])\s*(?P<what>(?!(?i:move|push|shift|mv|change|email|mail|send|ooo|share|fyi|add|cal)\b)[^→➡>,]{3,50}?)"
                       r"\s*(?:→|➡️|->|=>)\s*(?P<to>(?:\d{1,2}:\d\d|\d{1,2}\s*(?:am|pm)|(?i:mon|tues?|wed|thu|thurs|fri|sat|sun)[a-z]*)\b[^?]*)$")


def moved_to_a_time(text: str) -> str:
    """``text`` read as a move when it is a thing, an arrow and a time or day (:data:`TO_A_TIME`); unchanged otherwise."""
    return TO_A_TIME.sub(lambda m: f"move the {m.group('what')} to {m.group('to')}", text)


# "BLS cert pdf in downloads → appraisal 2026 folder": a file moved into a folder
TO_A_FOLDER = re.compile(r"(?i)^\s*(?P<what>(?!(?:move|mv|cal|mail|e-?mail|notes?|share)\b)[^→➡>]{3,60}?)\s*(?:→|➡️|->|=>)\s*"
                         r"(?P<to>(?:the\s+|my\s+)?[^→➡>]{1,40}?\s+folder|~?/[\w./ -]+)\s*$")


def moved_to_a_folder(text: str) -> str:
    """``text`` read as a move when it is a thing, an arrow and a folder (:data:`TO_A_FOLDER`); unchanged otherwise."""
    return TO_A_FOLDER.sub(lambda m: f"move {m.group('what')} to {m.group('to')}", text)


_PHRASES: phrasebook.Phrases = [
    (_CAL + r"(?:add|new|mk)\s+(?P<what>.+?)(?:,?\s+(?P<minutes>\d{1,3})m)?\s*$",  # "cal add fri 15:00 dentist, 45m"
     lambda m: f"add to my calendar: {m.group('what')}" + (f", {m.group('minutes')} minutes" if m.group("minutes") else "")),
    (_CAL + r"(?:ls|list|show)\b\s*", "what's on my calendar "),  # "cal ls next wk"
    # "cal mv change-review thu->fri same time": from one day to another
    (_CAL + r"(?:mv|move)\s+(?P<what>.+?)\s+(?P<old>\S+?)\s*(?:->|→|=>)\s*(?P<new>\S+)(?P<rest>.*)$",
     lambda m: f"move the {m.group('what')} from {m.group('old')} to {m.group('new')}{',' if m.group('rest').strip() else ''}"
               f"{m.group('rest')}"),
    (_CAL + r"(?:mv|move)\s+", "move "),
    (_CAL + r"(?:rm|del|delete|cancel)\s+", "cancel the "),  # "cal rm thu 1:1 w/ karen"
    # "notes grep bgp", "mail grep invoice", "drive find budget"
    (r"(?i)^\s*(?P<where>notes?|e-?mail|mail|drive|files?)\s+(?:grep|search|find|rg)\s+(?P<what>.+)$",
     lambda m: f"search my {_WHERE[m.group('where').lower()]} for {m.group('what')}"),
    (r"(?i)^\s*(?:e-?mail|mail)\s+(?:ls|list)\s+", "list my emails "),  # "mail ls from:jenkins is:unread"
    # "mail raj re: PO 7781 -> 'approved, go ahead'": an e-mail about that, saying this
    (r"(?i)^\s*(?:e-?mail|mail)\s+(?P<who>[\w.@+-]+)\s+re:\s*(?P<about>.+?)\s*(?:->|→|=>)\s*(?P<said>.+)$",
     lambda m: f"email {m.group('who')} about {m.group('about')} saying {m.group('said')}"),
    (r"(?i)^\s*(?:e-?mail|mail)\s+(?P<who>[\w.@+-]+)\s*(?:->|→|=>)\s*(?P<said>.+)$",
     lambda m: f"email {m.group('who')} saying {m.group('said')}"),
    (r"(?i)^\s*(?:cat|less|more|head|tail|bat|vim?|nano)\s+" + _PATH + r"\s*$", lambda m: f"open {m.group('path')}"),
    # "`Offsite agenda` doc: s/Tuesday 8 Dec/Wednesday 9 Dec/g": a replacement in that doc
    (r"(?i)^\s*(?P<doc>.{2,60}?\b(?:doc|document|note|file))\s*:\s*s/(?P<old>[^/]+)/(?P<new>[^/]*)/g?\s*$",
     lambda m: f"in the {m.group('doc')}, replace '{m.group('old')}' with '{m.group('new')}'"),
    # "groceries: - oat milk - eggs - coffee beans": a list noted
    (r"(?i)^\s*(?P<title>[a-z][\w' ]{1,30}):\s*(?P<items>(?:[-*•]\s*[^-*•:]+?\s*){2,})$",
     lambda m: f"make a note '{m.group('title').strip()}': " + ", ".join(i.strip() for i in re.split(r"\s*[-*•]\s*", m.group("items")) if i.strip())),
    (TO_A_TIME, lambda m: moved_to_a_time(m.group(0))),
    (TO_A_FOLDER, lambda m: moved_to_a_folder(m.group(0))),
]


def english(text: str) -> str:
    """``text`` read as English when typed like a command line; unchanged otherwise."""
    text = re.sub(r"`([^`]{1,60})`", r"'\1'", text)  # "`Offsite agenda` doc": a name in backticks is quoted
    if not any(re.search(pattern, text) for pattern, _ in _PHRASES):
        return text
    return phrasebook.read(text, _PHRASES)
