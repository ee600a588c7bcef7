"""A request that moves something to another time: which moment it names now and which it moves to ("Move my 4pm
meeting to 5pm", "… at 3 not 4 on fri 18th", "that … task, make it due fri 4th")."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from core.catalog.calendar_wording import MOVED_LATELY, MOVED_THEIRS, WAS_THEN_NOW
from core.planner.times import When, when

_CHANGE = re.compile(r"^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:reschedule|move|push|shift|bump|postpone"
                     r"|delay|change|update)\b"
                     r"|(?:\b(?:can|could|would|will)\s+you\s+(?:please\s+)?|[,;.]\s*(?:pls\s+|please\s+)?)(?:reschedule|move|push|shift|change)\s+"
                     r"(?:it|that|this|him|her|them)\b"  # "window cleaner is in for tmrw at 10, move him to tues 1st"
                     r"|\bwants?\s+to\s+(?:move|reschedule|shift|push)\b|\bwants?\s+(?:his|her|their|the|it)\b.{1,30}?\bmoved\s+to\b|\b(?:has|have)\s+moved\b(?:\s+(?:from\s+.{2,25}?\s+)?to\b|[,;]?\s+(?:it'?s|its|it\s+is)\s+now\b)|\bmoved\s+from\s+.{2,25}?\s+to\b"  # "yoga lot want to move …",
                     # "the hairdresser on weds 2nd has moved to thurs 3rd", "committee meetings moved from tues to weds"
                     r"|\b(?:needs?\s+to|has\s+to|have\s+to|should|must|got|gets?|was|is|has\s+been|been)\s+(?:be\s+)?"
                     r"(?:move|moved|shift|shifted|push|pushed|bump|bumped|reschedul\w*|postponed?|delayed?)\b"
                     r"|\bneeds?\s+(?:moving|shifting|rescheduling)\b"  # "committee mtg wed 7.30-9 needs moving to thurs"
                     r"|" + MOVED_LATELY + "|" + MOVED_THEIRS + "|" + WAS_THEN_NOW, re.I)
_TO = re.compile(r"\s(?:to|until|till)\s+(?:(?:start|begin|be)\s+(?:at\s+)?)?", re.I)  # "… to start 10:30 instead of 8"


_WEEKDAY_FIRST = re.compile(r"\s*(?:(?:on|the|next|this)\s+)*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)(?:the\s+)?", re.I)


def is_move(text: str) -> bool:
    """True for a request that moves something to another time ("The call needs to shift to Friday")."""
    return bool(_CHANGE.search(text))


_INSTEAD = re.compile(r"\s(?:now\s+)?(?:instead\s+of|rather\s+than)\s+|\snow\s*,?\s+not\s+"
                      r"|\s+not\s+(?=(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?(?:\s*(?:-|–|to|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?)?"
                      r"\s*(?:[,.;!?]|$|\s+(?:any\s*more|now|pls|please|can|could)\b))", re.I)  # "its Fri 4th Dec now not tmrw", "… at 8:30 not 8, can u …"


_CLOCK_SAID = r"(?:half\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?"
_AT_NOT_ON = re.compile(rf"\bat\s+({_CLOCK_SAID})\s+not\s+(?:at\s+)?({_CLOCK_SAID})\s+((?:on\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?"
                        r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]{3,9})?|(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|today)\b",
                        re.I)  # "collecting at 3 not 4 on fri 18th": 3 on that day instead of 4 on it
_MADE_DUE = re.compile(r"\b(?:make|set)\s+(?:it|that|the\s+.{1,40}?)\s+due\s+(?:on\s+|for\s+|by\s+)?(.+?)(?=\s+(?:not|instead)\b|[,.;!?]|$)", re.I)


def moved(text: str, now: dt.datetime) -> tuple[When | None, When | None]:
    """(the moment that says which object, the moment it moves to) for a request that moves something
    to another time ("Move my 4pm meeting to 5pm": 4pm, 5pm; "Reschedule the dentist to 11am": None,
    11am); (when(text), None) for any other request."""
    if re.search(r"\b(?:move[ds]?|push(?:ed)?|shift(?:ed)?|bump(?:ed)?|reschedul\w*|bring)\b", text, re.I):  # "move sun's market setup to 6.45 instead of 7"
        text = re.sub(r"(?<=\bto\s)([01]?\d|2[0-3])\.([0-5]\d)\b(?![.\d])", r"\1:\2", text)
    text = _AT_NOT_ON.sub(lambda m: f"at {m[1]} {m[3]} instead of {m[2]} {m[3]}", text)
    due = _MADE_DUE.search(text)
    if due and (target := when(due.group(1), now)) is not None:  # "that … task, make it due fri 4th not end of the month"
        return when(text[:due.start()], now), target
    instead = _INSTEAD.search(text)
    if instead:  # "he will come on thursday at 2 now instead of wednesday morning": Wednesday's, to Thursday 2pm
        before, after = text[:instead.start()], re.split(r"[,.;!?]|\s[-–]\s", text[instead.end():])[0]
        old, new = when(after, now), when(before, now)
        if old is None and new is not None:  # "on sat 12 oct is now 8am-2pm instead of 9-3": 9-3 on that day
            clocks = [t for t in new.texts if (w := when(t, now)) is not None and not w.all_day]
            old = when(before.replace(clocks[-1], f"at {after.strip()}"), now) if clocks else None
        if old is not None and new is not None and not old.dated and not old.all_day and new.dated:
            old = replace(old, start=dt.datetime.combine(new.start.date(), old.start.timetz()), dated=True,
                          end=dt.datetime.combine(new.start.date(), old.end.timetz()) if old.end else None)  # "sun 13th … now 3-5 not 1-3"
        if old is not None and new is not None and new.start != old.start:
            return old, new
    if _CHANGE.search(text):
        for to in _TO.finditer(text):
            if re.search(r"\b(?:meant|supposed|going|due|planned|scheduled|booked)$", text[:to.start()], re.I):
                continue  # "was meant to be wed 10am": the time it had, not the one it moves to
            rest = text[to.end():]
            clock = re.match(r"\s*\d{1,2}(?::\d\d)?(?![\d:/.]|\s*(?:am|pm|a\.m|p\.m|st|nd|rd|th)\b"
                             r"|\s+(?!(?:today|tomorrow|tonight|this|next|on|instead|they\w*|we|as|so)\b)[A-Za-z]{3})", rest, re.I)  # "to 4:30 today"
            target = (when(f"at {rest}", now) if clock else None) or when(rest, now)  # "to 4", "to 3:45": an afternoon
            said_at = min(rest.lower().find(t.lower()) for t in target.texts) if target else 0  # -1: "at 3:45" for "3:45"
            if target is not None and said_at > 5 and (cut := re.split(r"\s*[:;]\s", rest)[0]) != rest \
                    and (near := when(cut, now)) is not None:  # "move it to Friday same time: my dentist is tomorrow at 11.": Friday
                target, said_at = near, min(cut.lower().find(t.lower()) for t in near.texts)
            if target is not None and (said_at <= 5 or bool(_WEEKDAY_FIRST.fullmatch(rest[:said_at]))):  # "to wed 2 dec same time"
                old = when(text[:to.start()], now)
                if old is not None and not old.all_day and not target.all_day and old.start.hour >= 12 > target.start.hour \
                        and not re.search(r"[ap]\.?m\b|noon|midnight|morning|afternoon|evening|night", " ".join(target.texts), re.I) \
                        and not target.dated:  # "from 7pm to 7:45": the evening too
                    target = replace(target, start=target.start + dt.timedelta(hours=12),
                                     end=target.end + dt.timedelta(hours=12) if target.end else None)
                if old is not None and old.dated and not target.dated and not target.all_day:  # "change my cafe shift on sunday to 12
                    # until 4": 12 to 4 that Sunday, not today
                    day = old.start.date() - target.start.date()
                    target = replace(target, start=target.start + day, end=target.end + day if target.end else None)  # still a
                    # time alone: the object's own clock reads it (7-8 → half 7 - half 8 in the evening)
                if old is not None and target.start.date() == old.start.date() and re.match(r"next\b", target.texts[0], re.I):
                    week = dt.timedelta(days=7)  # "from tomorrow to next tuesday" said on a Monday: the Tuesday after, not tomorrow again
                    target = replace(target, start=target.start + week, end=target.end + week if target.end else None)
                return old, target
    return when(text, now), None
