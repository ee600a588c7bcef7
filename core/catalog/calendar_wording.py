"""How a request speaks of times and events, for the catalog search's rewrites (implied.py): a clock time or day
("Book an hour on Friday"), one moved to ("to 3pm"), an event's new place ("the hike is now at the church car park"),
one taken off the calendar, a repeating one ("every friday at 9am")."""

from __future__ import annotations

import re

A_TIME = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|noon|hours?|minutes?|"
    r"(?:at|from) \d{1,2}(?::\d{2})?\b|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|on the \d{1,2}(?:st|nd|rd|th)\b"
    r"|\d{1,2}(?:st|nd|rd|th)? (?:inst|prox)\b)"  # a clerk's "the 26th inst." (this month), "the 9th prox." (next)
)
TO_A_TIME = re.compile(
    r"\bto (?:the |next |this )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b|tomorrow|today|tonight|noon|midnight|"
    r"morning|afternoon|evening|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,2}(?:st|nd|rd|th)\b"
    r"|\d{1,2}(?::\d{2})?\s*[.!]?$|\d{1,2}[:.][0-5]\d\b(?!\.?\d))"  # "Move the team sync to 10": a clock time when it ends the request;
    # "… is shifted to 10.30 from 9"
)
NOW_AT_PLACE = re.compile(r"\b(?:is|are)\s+(?:now\s+(?:at|in)|(?:meeting|being\s+held|happening|taking\s+place)\s+(?:at|in))\s+"
                          r"(?!\d|noon|midnight)", re.I)  # "the hike on sat is now at the church car park"
OFF_THE_CALENDAR = re.compile(r"\b(?:take|get|pull|strike)\s+.+?\s+(?:off\s+|out\s+(?:of\s+)?)(?:the|my|our|his|her|their"
                              r"|(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[\w-]+['’]s)\s+(?:calendar|diary)\b"  # "… Take it out of Mr Desai's diary."
                              r"|\b(?:take|get|pull)\s+(?:it\s+|them\s+)?(?:out|off)\s+(?:from|of)\s+(?:the\s+|my\s+)?(?:calendar|diary)\b"
                              r"|^(?=[^.]*\b(?:meeting|mtg|appointment|appt|dinner|lunch|party|match)\b)[^.]*\.\s*take\s+it\s+off\s*[.!]?\s*$",  # "not
                              # going nsa meeting wed. take it off"
                              re.I)  # "hawker association meeting thurs night cancel already, take out from calendar"
# An event said to stay in the calendar: "don't take it out of the calendar now, just put CANCELLED on it"
KEEP_IT_IN = re.compile(r"\b(?:do\s*n[o'’]?t|never|not)\s+(?:take|get|pull|delete|remove)\s+(?:it|them|that|this)\s+(?:out\s+(?:of\s+)?|off\s+|from\s+)"
                        r"(?:the|my|our)\s+(?:calendar|diary)\b", re.I)
REPEATING_AT = re.compile(r"\b(?:every\s+(?:other\s+)?(?:day|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|weekly|daily|fortnightly"
                          r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b.*\b(?:at\s+\d|\d\s*(?:am|pm)|noon)", re.I)
REPEATING = re.compile(r"\b(?:all[- ]day|repeats?|repeating|recurring|every\s+(?:day|week|month|year)|monthly|weekly|yearly|annually)\b",
                       re.I)
CLOCK_RANGE = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:-|–|to)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b", re.I)
BOOKED_IN = re.compile(r"^\s*(?:(?:what'?s|what\s+is|what\s+(?:\w+\s+)?(?:have|do)\s+i\s+(?:got\s+|have\s+)?)\s*(?:booked(?:\s+in)?|scheduled|happening|on)"
                       r"|(?:what'?s|what\s+is)\s+(?:my|our)\s+(?:schedule|sched|agenda|plans?)"  # "what's my schedule on saturday?"
                       r"|(?:what|any)\s+(?:bookings|appointments|appts)(?=\s+(?:have|do|for|on|in|to)\b|\s+(?:today|tomorrow|this|next)\b))\b.*\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur"
                       r"|sun)day|week|weekend)\b"
                       r"|^\s*(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*[.,:!-]+\s*what'?s\s+on\b",  # "Tomorrow. Whats on. Physio?"
                       re.I)  # "whats booked in monday", "what markets have i got on this weekend"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
# "whats on 7 dec", "what have i got on between the 7th and 11th of dec": a day by its date ("am i free …" asks free/busy)
ON_A_DATE = re.compile(r"^\s*(?:what'?s\s+(?:on|happening|booked(?:\s+in)?)|what\s+(?:have|do)\s+i\s+(?:got\s+|have\s+)?on"
                       r"|(?:is\s+there\s+)?any(?:thing)?\s+on|(?:am\s+i|are\s+we)\s+booked(?:\s+(?:owt|anything|in|up))?\s+(?:on|for))\b.*?\b(?:\d{1,2}(?:st|nd|rd|th)?(?:\s*(?:-|–|to|and|till|until)\s*(?:the\s+)?"
                       rf"\d{{1,2}}(?:st|nd|rd|th)?)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|the\s+\d{{1,2}}(?:st|nd|rd|th))\b", re.I)
# "am i free wed 2nd dec in the afternoon? tourism board want a mtg": the question; what follows is why
AM_I_FREE = re.compile(r"^(?:[^?]*?[,;]\s+)?\s*(?P<asked>(?:am\s+i|are\s+we|is\s+my\s+(?:diary|calendar))\s+(?:free|busy|available|clear)\b"
                       r"(?:[^?]*\?|[^?]*$))", re.I)  # "… want me over to measure up, am i free wed 2nd 9 til 12": the question
# "shrewsbury record fair sat 12th dec at the music hall, …. put it in": a dated thing, then where it goes left unsaid
_PUT_IT_IN = re.compile(r"[.,!;]\s*(?:(?:can|could)\s+(?:u|you)\s+)?(?:pls\s+|please\s+)?(?:put|pop|stick|bung|chuck|throw)\s+(?:it|that|this)\s+(?:in|down)"
                        r"(?:\s+(?:the|my)\s+(?:calendar|diary|cal))?(?:\s+(?:pls|please|for\s+me))?"
                        r"(?:\s*[.!]?$|\s+so\s+(?:i|we)\b)"
                        r"|\s(?:pls\s+|please\s+)?(?:put|pop|stick|bung|chuck)\s+(?:it|that|this)\s+in\s+(?:the|my)\s+(?:calendar|diary|cal)\s*[.!]?$",  # "… for the
                        # licence inspection 😬 put it in the diary"
                        re.I)  # "…, stick it in the calendar", "…, stick it in so i
# remember to open up early", "put that down so I know to close up early"
A_DAY = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)(?:[a-z]*day)?\b|\btomorrow\b|\btmrw\b"
                   r"|\b(?:thanksgiving|christmas\s+(?:eve|day)|boxing\s+day|new\s+year'?s\s+(?:eve|day))\b", re.I)


# "put dentist for me december 2nd 3:30, Dr Oliveira on concord st": a thing put at a day and a time of day, nowhere else said
_PUT_AT_A_TIME = re.compile(r"^\s*(?:please\s+|pls\s+)?(?:put|pop|stick|pencil(?:\s+in)?)\s+(?!(?:it|them|him|her)\b)[a-z]"
                            r"(?!.*\b(?:down|list|notes?|sheet|spreadsheet|folder|db|database|table|file|tab|reminder|task|to-?do)\b)"
                            r"(?=.*(?:\b\d{1,2}:\d\d\b|\b\d{1,2}\s*(?:am|pm)\b))", re.I)


def put_it_in(text: str) -> bool:
    """Whether the request says a day and ends with "put it in" (the calendar, by default), or puts a thing at a day and
    a time of day."""
    return bool((_PUT_IT_IN.search(text) or _PUT_AT_A_TIME.search(text)) and A_DAY.search(text))


IN_THE_DIARY = re.compile(r"^\s*(?:please\s+)?(?:put|pop|stick|add|pencil)\b.*\b(?:in|into)\s+(?:the|my|our)\s+diary\b", re.I)
# "put it back 1900 to …", and "at 19:30 hours and not 19:00", "at half past seven, not seven": said of a time moved
_PUT_BACK_TO = r"\b(?:put|push|move|bring)\s+(?:it|that|this|them)\s+(?:back|forward)\s+(?:from\s+)?\d{1,2}[:.]?\d\d\s+to"
_AT_A_TIME_NOT = r"at\s+[\w.:]+(?:\s+[ap]\.?m\.?|\s+hours)?\s*,?\s+(?:rather\s+than|instead\s+of|and\s+not|not)\b"
# "pushed back a week", "its Fri 4th Dec now not tmrw": a moved event said without "to" a time
MOVED_BY = re.compile(r"\b(?:back|forward|on)\s+(?:a|an|one|two|three|\d+)\s+(?:week|day|hour|fortnight)s?\b|\bnow\s*,?\s+(?:not|instead\s+of)\b"
                      r"|" + _PUT_BACK_TO + r"\s+\d{1,2}[:.]?\d\d\b"  # "Branch meeting Weds, put it back 1900 to 1930."
                      r"|\bnow\s+(?:(?:begins|starts|commences?|is|finishes|ends)\s+)?" + _AT_A_TIME_NOT
                      # "… is now at 4 p.m. rather than 11", "The RSC gala reading … now begins at half past seven, not seven!"
                      + r"|\bnow\s+\d{1,2}:\d\d(?:\s*[-–]\s*\d{1,2}:\d\d)?\s+instead\s+of\b",  # "Standby Wed moved. Now 0500-1300L vice 0600-1400. Amend."
                      re.I)
# "royal mail are collecting at 3 not 4 on fri 18th, change it", "my swimming pickup Tues needs to be 3.30 not 3.15": a time put right, the
# event moved
TIME_PUT_RIGHT = re.compile(r"\b(?:at|needs?\s+to\s+be)\s+(?:half\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*,?\s+not\s+(?:at\s+)?(?:half\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\b"
                            r"(?!\s*(?:people|guests|of|x|times)\b)"
                            # "My son Prakash graduation I put 9 December but it is 10 December. … Please change it": its date put right
                            r"|\bi\s+(?:put|wrote|entered|had)\s+(?:it\s+(?:as|on|for)\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]{3,9})?\s*,?\s+"
                            r"but\s+(?:it'?s|it\s+is|it\s+should\s+be)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b", re.I)
# "at 7:30am, an hour", "half 2, 45 mins": a start and how long
AT_A_CLOCK_FOR = re.compile(r"(?:\d\s*(?:am|pm)|\bat\s+\d{1,2}(?:[:.]\d{2})?|\bhalf\s+\d{1,2})\b.{0,12}?\b(?:an?|one|two|three|\d+(?:\.\d+)?)\s*"
                            r"(?:hours?|hrs?|mins?|minutes)\b", re.I)
MOVE_IT = re.compile(r"\b(?:move|push|shift|reschedule)\s+(?:(?:it|that|this|them|him|her)\s+)?(?:from\s+[\d:]+\s*(?:[ap]m)?\s+)?to\b"
                     r"(?!\s+(?:another|a\s+different|the\s+\w+\s+calendar|my\s+\w+\s+calendar)\b)", re.I)  # "… kindly prepone to 11am"  # "move it to Thursday"
A_CLASS = re.compile(r"\bclass(?:es)?\b(?!\s+(?:plans?|list|notes?|register)\b)|\bsessions?\b(?=.*\bto\b)",
                     re.I)  # a timed class (or session moved) is an event, not a Classroom course or a Google Fit session
MOVE_NOUN = re.compile(r"(?<=[a-z] )move(?='s\b|\s+(?:is|was|has)\b)", re.I)  # "the Dawson move's been pushed back"


_FREE_BUSY = re.compile(r"\bfree\s*/\s*busy\b|\bfree\s+(?:or|and|n)\s+busy\b|\bwhen\s+i'?m\s+(?:free|busy)\b", re.I)


def free_busy_rule(text: str) -> str:
    """A calendar shared "just free/busy" ("let fliss see when im free on my calendar, f@…"): the words say the rule's
    role, so they are taken out of what is searched (they asked a free/busy query)."""
    return _FREE_BUSY.sub(" ", text) if "calendar access rule" in text else text


# Said of an event: it is off or cancelled, which of a repeating one's dates, a guest for it, it moves.
IS_OFF = re.compile(r"\b(?:is|'s|are|was)\s+off\b(?!\s+(?:sick|work|ill|school|poorly|to|for|on\s+holiday|with)\b)", re.I)
CALLED_OFF = re.compile(r"\b(?:isn'?t|is\s+not|aren'?t|not)\s+happening\b|\b(?:got|been|was|is)\s+(?:called\s+off|cancell?ed)\b"
                        # "insurance guy cancelled fri at 3, take it off", "… for friday don cancel, comot am" (Pidgin: remove it)
                        r"|\b(?:cancell?ed|don\s+cancel)\b(?=.*\b(?:take\s+(?:it|them|that)\s+off|remove\s+(?:it|that|am)|get\s+rid\s+of\s+it"
                        r"|delete\s+it|scrap\s+it|bin\s+it)\b)"
                        # "Bowls Wednesday. Not going. Knee. Take it off"
                        r"|\bnot\s+(?:going|goin)\b(?=.*\btake\s+(?:it|them|that)\s+off\s*[.!]*\s*$)"
                        # "The chiropodist can't come tomorrow now so please take it off."
                        r"|\b(?:can'?t|cannot|can\s+not|won'?t\s+be\s+able\s+to)\s+(?:come|make\s+it|do\s+it|attend)\b(?=.*\b(?:take\s+(?:it|them|that)\s+off"
                        r"|remove\s+(?:it|that)|cancel\s+(?:it|that)|get\s+rid\s+of\s+it|delete\s+it|scrap\s+it|bin\s+it)\b)"
                        # "take the darts off thurs night, our lass says we're goin to her mam's", "Tek off dat eye doctor Tuesday, …": that day's
                        # event taken off, "take off choir practice wednesday night from calendar"
                        r"|^\s*(?:please\s+|pls\s+)?take\s+(?:(?:the|my|our|that)\s+[\w' -]{1,30}?\s+off|off\s+(?:(?:the|my|our|that)\s+|(?=(?-i:[a-z])))[\w' -]{1,30}?)\s+(?:on\s+|this\s+|next\s+)?"
                        r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|the\s+\d{1,2}(?:st|nd|rd|th)?)\b", re.I)
OCCURRENCES = re.compile(r"\b(?:occurrences?|instances?)\s+of\b|\b(?:repeats|recurs|recurring|weekly|monthly)\b.*\bwhich\s+"
                          r"(?:dates|days)\b|\b(?:dates|days)\s+(?:of|for)\s+(?:my|the|our)\s+"
                          r"(?:recurring|repeating|regular|weekly|monthly|daily)\b", re.I)
INVITE_TO_IT = re.compile(r"^\s*(?:invite\s+|add\s+)?(?:for|to|on|at|in)\s+(?:the|my|our|this|that|tomorrow'?s|\w+day'?s)\b[^,]*,\s*"
                           r"(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:invite|add)\b", re.I)
# An appointment told as moved: "the vet was coming Wednesday for the ewes, now it's to be Thursday same time"
WAS_THEN_NOW = (r"\b(?:was|were)\s+(?:coming|due|booked|on|supposed\s+to\s+(?:be|come)|meant\s+to\s+be)\b[^.;]{0,50}?[,.;]\s*now\s+"
                r"(?:it'?s|its|it\s+is|he'?s|she'?s|they'?re)\s+(?:to\s+be|going\s+to\s+be|gonna\s+be)\s+")
# A move said by what happened to it: "feed wagon coming fri morning now not thurs", "… coffee morning has been put back a week",
# "The committee coffee on Friday is moving to 9.15" (``time_moves`` reads these as moves too)
MOVED_LATELY = (r"\bnow\s*,?\s+not\s+(?:on\s+)?(?:mon|tues?|wed|thu|fri|sat|sun)[a-z]*\b"
                r"|\b\d{1,2}(?:[:.]\d\d)?\s*(?:o'?clock|[ap]m)?\s+now\s*,?\s+not\s+\d"  # "… sat is 10-4 now not 9-3", "Jamal wednesday 4 o'clock now not 2"
                r"|\b(?:put|pushed|pulled)\s+back\s+(?:a|an|one|two|\d+|to|till|until)\b|\bbrought\s+forward\b|\b(?:is|are)\s+moving\s+to\b"
                r"|\bmoving\s+to\s+(?:(?:next|this)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b(?=\s*,?\s*(?:now|same\s+time|instead)\b)")  # "the gas man
# moving to friday now, same time"
# Someone's appointment told as moved by whoever keeps it: "The hairdresser rang, she has moved Pat's appointment from this
# Friday to next Monday" (``time_moves`` reads it as a move too)
MOVED_THEIRS = r"\b(?:has|have)\s+moved\s+[\w'’]+['’]s\s+\w+\s+(?:from\s+[^,.;]{2,25}?\s+)?to\b"
NEEDS_MOVING = re.compile(WAS_THEN_NOW + "|" + MOVED_LATELY + "|" + _PUT_BACK_TO + r"\b|\b(?:is|are)\s+now\b(?=.*\binstead\s+of\b)|\bmoved\s*[.,;]\s*now\b|\b(?:(?:has|have|'s)\s+)?(?:moved|move|shift)\s+from\s+.{2,25}?\s+to\b|\b(?:has|have|'s)\s+moved\s+to\b|\bwants?\s+(?:his|her|their|the|it)\b.{1,30}?\bmoved\s+to\b"  # "… on weds 2nd has moved to thurs 3rd", "… moved from sat 5th to sat 12th"
                           r"|\b(?:move|moved|shift|shifted)\s+(?:[\w'-]+\s+){1,6}?from\s+\S+(?:\s+\d\S*)?\s+to\s+(?:(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\w*|tomorrow|\d)"  # "ugh can u
                           # move lilys dentist from tues to fri same time"
                           r"|\bis\s+now\s+at\s+[\w.:]+(?:\s+[ap]\.?m\.?)?\s+(?:rather\s+than|instead\s+of)\b"
                           # "… now begins at half past seven, not seven! Amend it", "It will now commence at 19:30 hours and not 19:00 hours" (not
                           # "Please email all staff: INSET on Monday 4th January now starts at 9.00, not 8.45.")
                           r"|^(?!\s*(?:please\s+)?(?:e-?mail|send|tell|text|message|write)\b).*\bnow\s+(?:begins|starts|commences?)\s+" + _AT_A_TIME_NOT
                           # "… MY APPOINTMENT FOR TOMORROW IS CANCELLED AND THEY HAVE PUT ME IN FOR THE 8TH OF DECEMBER SAME TIME INSTEAD"
                           + r"|\b(?:put|booked|moved)\s+(?:me|us|him|her|them|it)\s+in\s+(?:for|on)\s+[^.?!]{1,40}?\b(?:instead|same\s+time)\b"
                           # "the hairdresser rang and asked if I could come at half past two on Friday instead of eleven o'clock"
                           r"|\b(?:(?:could|can)\s+(?:i|we)|(?:i|we)\s+(?:could|can))\s+(?:come|go|do\s+it|make\s+it)\s+(?:at|on)\s+[^.?!]{1,30}?\binstead\s+of\b"  # "… is now at 4 p.m. rather than 11"
                           r"|^[^,.;?!]{2,40}?\s(?:moved|shifted|rescheduled)\s+to\b|\b(?:has|have)\s+moved\s+(?:his|her|their|the)\s+\w+\s+to\b|"  # "fitba training moved to 5.30 on wednesday cos …"
                           + MOVED_THEIRS
                           + r"|\bneeds?\s+(?:moving|shifting|rescheduling|changing)\b|\bhas\s+changed\s+to\s+(?:\w+day|tomorrow|the\s+\d|\d)"
                           r"|\b(?:ask|asks|asked|want|wants|wanted)\s+(?:to\s+)?(?:change|move|shift)\s+(?:it\s+)?to\b"  # "mrs poon ask change to 5pm"  # "committee mtg wed 7.30-9 needs moving to thurs"
                           r"|\b(?:needs?\s+to|has\s+to|have\s+to|should|must|got|gets?|was|is|has\s+been|been)\s+(?:be\s+)?"
                           r"(?:move|moved|shift|shifted|push|pushed|bump|bumped|put\s+back|brought\s+forward|reschedul\w*|chang\w*)\b", re.I)
# An event's change asked of the diary in so many words: "Would you alter it in my diary, dear?", "… push it back to 7pm, same
# length", "WI talk moved. Was Tuesday …, now Thursday …. Amend accordingly." (all 19 stored so worded change an event)
CHANGE_IN_DIARY = re.compile(r"\b(?:alter|amend|change|update|correct)\s+(?:it|that|this)\s+(?:in|on)\s+(?:the\s+|my\s+)?(?:diary|calendar|cal)\b"
                             r"|\bpush\s+(?:it|that|this)\s+back\s+to\s+\d|\bmoved\b.*\bamend\s+(?:it\s+)?accordingly\b"
                             r"|\b(?:starting|starts|start|finishing|finish)\s+(?:later|earlier)\b.*\bmake\s+it\b", re.I)  # "Friday bingo night's starting
# later, not lucky seven any more, make it half past lucky seven"
