"""What a request's writer put right or took back as they typed: "move sians job to fri *thurs", "wed 2nd 2pm, no sorry
half 3", "tues 3pm… no wait tues is rammed, make it wed same time", "… actually scrap that, just remind me …"."""

from __future__ import annotations

import re

from core.planner import day_spans

_A_TIME = r"(?:half\s+(?:past\s+)?)?\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?"
_SORRY = re.compile(rf"(?<![\d.£$€])({_A_TIME})\s*,?\s*(?:no\s*,?\s+)?(?:sorry|i\s+mean|make\s+(?:that|it))\s*,?\s+({_A_TIME})(?![\d.])", re.I)
_ACTUALLY = re.compile(rf"[,.;]?\s*\bactually\s*,?\s+(?:make\s+(?:it|that)|it'?s|its)\s+({_A_TIME})(?![\d.:])\s*,?", re.I)
_TIME_AT = re.compile(r"(?<=\bat\s)\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?(?![\d.:])", re.I)


# A word put right with a star, as chat does ("move sians job to fri *thurs", "thurs 5.40 *5.20", "size 13 now *13 and a half"):
# the starred words in place of the one before them (a time or number, a weekday, or a word of the same first letter)
_STARRED = re.compile(r"(?<![*\w])([\w.:]+)\s+\*(?!\s)([\w.:]+(?:\s+and\s+a\s+half)?)(?![\w*])")
# A request taken back before another is asked: "book owain in for the battery thing thurs… actually scrap that he hasnt
# decided yet, just remind me to ring him tmrw morning": only the reminder
_TAKEN_BACK = re.compile(r"^.+?(?:[.…!,;]+\s*|\s+)(?:actually|no\s+wait|wait|hang\s+on|oh)?\s*,?\s*(?:scrap|scratch|forget|ignore)\s+that\b[^,.;]*[,.;]\s*"
                         r"(?:just\s+|instead\s+|so\s+)?(?=\w+\s+\w)", re.I)


# A day put right at the same time: "book rhys evans in tues 3pm… no wait tues is rammed, make it wed same time" → "… wed 3pm"
_DAY_PUT_RIGHT = re.compile(r"\b(?P<day>" + day_spans.WEEKDAY_STEM + r"[a-z]*)(?P<time>\s+[^….,;]{1,20}?)\s*(?:…|\.{2,3}|[,;])?\s*\b(?:no\s+wait|actually"
                            r"|sorry|wait)\b[^.]{0,50}?,?\s*make\s+it\s+(?P<new>" + day_spans.WEEKDAY_STEM + r"[a-z]*)\s+same\s+time\b", re.I)


def _starred(m: re.Match[str]) -> str:
    """The word put right with a star, or both as typed when the star is no correction of it."""
    said, meant = m.group(1), m.group(2)
    alike = (said[0].isdigit() and meant[0].isdigit() or said[:1].lower() == meant[:1].lower()
             or all(re.fullmatch(day_spans.WEEKDAY_STEM + r"\w*", w, re.I) for w in (said, meant)))
    return meant if alike else m.group(0)


def taken_back(text: str) -> str:
    """``text`` with what its writer put right or took back left out ("fri *thurs": thurs; "… actually scrap that …, just
    remind me …": the reminder)."""
    return _DAY_PUT_RIGHT.sub(r"\g<new>\g<time>", _TAKEN_BACK.sub("", _STARRED.sub(_starred, text)))


def corrected_time(text: str) -> str:
    """A time said and then put right in the same breath, as the time put right: "wed 2nd 2pm, no sorry half 3" → "wed 2nd
    half 3"; "tues 1st at 10.40, … actually make it 11.20 they just rang" → "tues 1st at 11.20, … they just rang" (only
    when one time was said "at")."""
    sorry = _SORRY.search(text)
    if sorry and re.search(r"[.:]\d\d|am|pm|half", sorry.group(1), re.I):
        return text[:sorry.start()] + sorry.group(2) + text[sorry.end():]
    actually = _ACTUALLY.search(text)
    earlier = _TIME_AT.findall(text[:actually.start()]) if actually else []
    if actually and len(earlier) == 1:
        before = text[:actually.start()]
        at = before.rfind(earlier[0])
        return before[:at] + actually.group(1) + before[at + len(earlier[0]):] + " " + text[actually.end():].lstrip()
    return text
