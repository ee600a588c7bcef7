"""Chat shorthand spelled out before a request is planned: "lunch w/ Priya fri 12:30", "what's on tmrw",
"pls move my 3pm". Only forms that mean one thing in a request are expanded; a weekday's short form only
next to a time or a day word ("fri 12:30", "on sat"), since "sat", "sun" and "wed" are words too.

Text the user dictates (a message, a note, a cell) is theirs: ``as_typed`` gives a part of the expanded
request back as it was typed ("pls bring 2.5 hrs of cover" stays so), inside ``typing(request)``."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from core.planner import (
    afrikaans,
    albanian,
    arabizi,
    asides,
    bangla,
    bulgarian,
    catalan,
    command_line,
    courtesy,
    croatian,
    czech,
    danish,
    darija,
    dates,
    dialect,
    dictation,
    dutch,
    emoji_words,
    estonian,
    farsi,
    finnish,
    french,
    german,
    greek,
    gujarati,
    haitian,
    hebrew,
    hinglish,
    hungarian,
    icelandic,
    indonesian,
    irish,
    italian,
    japanese,
    kreol,
    latvian,
    layouts,
    lithuanian,
    marathi,
    misheard,
    norwegian,
    old_fashioned,
    other_englishes,
    pasted,
    pidgin,
    pinyin,
    plain_asks,
    polish,
    portuguese,
    punjabi,
    put_right,
    romanian,
    sign_order,
    slips,
    slovak,
    slovenian,
    sounded,
    spanish,
    spoken_numbers,
    swahili,
    swedish,
    taglish,
    tamil,
    telugu,
    turkish,
    typed_words,
    vietnamese,
    welsh,
    word_order,
)

_WORDS = typed_words.WORDS
_OBJECT = {"her": "her", "his": "him", "their": "them", "the": "it"}
_A_HERD = re.compile(r"\b(?:the|my|our|a|whole|dairy|beef)\s+$", re.I)  # "wheres the herd register": a herd, no "heard"


def _written_out(m: re.Match[str]) -> str:
    """A typed short or misspelt word written out, but "herd" after "the"/"my" stays a herd."""
    word = m.group(1)
    if word[:1].isupper() and re.search(r"\b[A-Z][\w'-]*\s+$", m.string[:m.start()]) and word.lower() in _IN_NAMES:
        return word  # "the invoice from Epirus Dairy": a name's word, no diary
    return word if word.lower() == "herd" and _A_HERD.search(m.string[:m.start()]) else _WORDS[word.lower()]


_IN_NAMES = frozenset({"dairy"})  # a misspelling that is a word of business names too
# A question said without its "do"/"did" ("where i put the pdf", "how i tell people nice …"): where did I put, how do I tell
_SAID_WITHOUT_DO = re.compile(r"^\s*(where|how|when)\s+i\s+(put|left|leave|saved?|stuck|filed|tell|say|ask|get|make|write|find|send)\b", re.I)
# Command shorthand only where a command goes: "rm the old backup", "del that email" (not "at the del", the hotel)
_COMMANDS = {"mv": "move", "rm": "delete", "del": "delete", "ls": "list"}
_COMMAND = re.compile(r"^(\s*(?:(?:pls|please|and|then|now)\s+)?)(mv|rm|del|ls)(?=\s)", re.I)
_UNIT = re.compile(r"(?<=\d)\s*(hrs?|mins?|wks?|mths?)\b", re.I)  # "1hr", "45 mins", "2 wks" (but "email HR" is Human Resources)
_UNITS = {"hr": " hour", "hrs": " hours", "min": " minutes", "mins": " minutes", "wk": " week", "wks": " weeks",
          "mth": " month", "mths": " months"}
_WORD = re.compile(r"(?<![\w@./'-])(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![\w@/-]|['’](?!s\b))", re.I)  # "tmrw's delivery" too
# "get car serviced b4 fri 4th": before a day, never the cell B4
_BEFORE = re.compile(r"(?<![\w@./'-])b4(?=\s+(?:mon|tue|wed|thu|fri|sat|sun|the\b|next\b|this\b|tomorrow|tmrw|xmas|christmas|end\b|then\b"
                     r"|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|lunch|work|school|i\b|we\b|you\b))")
_WITH = re.compile(r"(?<![\w/])w/o(?=\s)|(?<![\w/])w/(?=\s|[A-Za-z])", re.I)
DAY_SHORTHAND = dates.DAY_SHORTHAND  # days as typed short, written out
_DAY = re.compile(r"(?<![\w@./'-])(" + "|".join(sorted(DAY_SHORTHAND, key=len, reverse=True)) + r")\.?(?=\s+(?:\d|at\b|between\b|from\s+\d|the\s+\d{1,2}(?:st|nd|rd|th)\b|morning|afternoon"
                  r"|evening|night|noon|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+\d"
                  r"|(?:thru|through|till?|until|to)\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|(?:i'?m|cant|can'?t|cos|coz|because|pls|please|now|he'?s|she'?s|we'?re|they'?re)\b"
                  r"|(?:is|was)\s+(?:now\s+)?\d|(?:about|around|roughly)\s+\d)"
                  r"|\s*$|\s*[,;:]|\s+[-–]\s|(?<=\.)\s)", re.I)  # "wed dec 2", "wed thru sunday", "cancel dentist thurs im on a late",
# "cancel dentist thurs. on nights, be asleep"
_DAY_TITLED = re.compile(r"(?<=[A-Za-z]\s)(Tues?|Weds?|Thu(?:rs?)?|Fri)(?=\s+[a-z])")  # "Standby Wed moved.": a weekday capitalised mid-sentence
_DAY_AFTER_TIME = re.compile(r"((?:till|until|to|-|–)\s\d{1,2}|\d\s?(?:am|pm)|:\d\d|\.\d\d)\s(weds|thurs|tues|wed|thu|tue|fri|mon)\b"
                             r"(?=\s+(?:for|at|in|with)\b)", re.I)  # "minibus booked 1.45 till 6 weds for plasmawr"
_DAY_AFTER = re.compile(r"\b(on|this|next|last|every|by|until|till|due|before|after|cancell?ed|^(?:move|push|shift|cancel)|"
                        r"(?:move|moved|push|pushed|shift|shifted|change|changed|reschedule|rescheduled)\s+(?:\w+\s+){0,4}?to"
                        r"|from(?=\s+\S+\s+(?:to|till|until|-)\s)|(?<=day\s)(?:to|till|until|-))\s+(" + "|".join(sorted(DAY_SHORTHAND, key=len, reverse=True))
                        + r")\b(?:\.(?![\s,;]|$))?", re.I)  # "… on mon. thanks": the sentence's full stop stays


# "am i free mon or tues", "sat & sun": a day said next to another day
_DAY_PAIR = re.compile(r"(?<![\w@./'-])(" + "|".join(sorted(DAY_SHORTHAND, key=len, reverse=True)) + r")\.?\s+(or|and|&)\s+("
                       + "|".join(sorted(DAY_SHORTHAND, key=len, reverse=True)) + r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)


# A clock range with a dot for its minutes: before am/pm ("7-8.30pm"), or with no am/pm when one end has the dot ("10-12.30").
_AM_PM_RANGE = re.compile(r"(?<![\d.])([01]?\d|2[0-3])(?:\.([0-5]\d))?(\s*(?:-|–|to)\s*)([01]?\d|2[0-3])(?:\.([0-5]\d))?"
                          r"(?=\s*[ap]\.?m\b)", re.I)
_DOTTED_RANGE = re.compile(r"(?<![\d.£$€/])([01]?\d|2[0-3])(?:\.([0-5]\d))?(\s*[-–]\s*)([01]?\d|2[0-3])(?:\.([0-5]\d))?"
                           r"(?![\d.:]|\s*%)")


# "sun's market setup", "fri's delivery": the day's (not "the sun's rays")
_DAYS_OWN = re.compile(r"(?<![\w@./'-])(?<!the\s)(" + "|".join(sorted(DAY_SHORTHAND, key=len, reverse=True)) + r")(?=['’]s\s+[a-z])", re.I)


def _with_colons(m: re.Match) -> str:
    start, start_min, dash, end, end_min = m.groups()
    return f"{start}{':' + start_min if start_min else ''}{dash}{end}{':' + end_min if end_min else ''}"


_QUARTER = re.compile(r"\b(?:a\s+)?quarter\s+(to|past|after)\s+(1[0-2]|[1-9])(?![\d:.])(\s*[ap]\.?m\b)?", re.I)


def _quarter(m: re.Match) -> str:
    hour = int(m.group(2))
    if m.group(1).lower() == "to":
        return f"{hour - 1 or 12}:45{m.group(3) or ''}"
    return f"{hour}:15{m.group(3) or ''}"


_LEAVES_AND_BACK = re.compile(r"(?:,\s*|\s+)(?:(?:the\s+)?(?:coach|bus|minibus|train|ferry|flight)\s+|we\s+)?(?:leaves?|leaving|sets?\s+off|setting\s+off|departs?|departing)\s+(?:at\s+)?(\d{1,2}(?:[:.]\d\d)?)\s*,?\s+"
                              r"(?:and\s+)?(?:we'?re\s+|we\s+are\s+|we'?ll\s+be\s+|it'?s\s+|gets?\s+)?(?:back|home|returns?)\s+"
                              r"(?:for|by|at|around|about)\s+(\d{1,2}(?:[:.]\d\d)?)\b", re.I)


# The readers of other languages and Englishes, in the order they run: Portuguese first (Spanish would read part of it), the
# phrase readers, then the Englishes read as plain English and the sign-language order
_READERS = (portuguese.english, german.english, welsh.english, swedish.english, norwegian.english, danish.english, icelandic.english,
            slovenian.english, croatian.english, bulgarian.english, polish.english, slovak.english, czech.english, hungarian.english,
            estonian.english, finnish.english, latvian.english, lithuanian.english, irish.english, greek.english, darija.english,
            arabizi.english, indonesian.english, dutch.english, afrikaans.english, turkish.english, romanian.english, albanian.english,
            catalan.english, spanish.english, italian.english, haitian.english, tamil.english, japanese.english, hebrew.english,
            punjabi.english, bangla.english, gujarati.english, marathi.english, telugu.english, farsi.english, pinyin.english, pidgin.english, kreol.english, hinglish.english, taglish.english, swahili.english, vietnamese.english, french.english, command_line.english,
            other_englishes.plain, sign_order.english)


def expand(text: str) -> str:
    """``text`` with chat shorthand written out; unchanged when it has none."""
    text = courtesy.ask_first(pasted.instruction_first(courtesy.unwrapped(text)))  # "Hi, re the viewing at Dagnall Park today … Priya⏎⏎cancel that",
    # "Good morning. Mrs Eileen Lister … £85 in cash. I should be most grateful if you would record it in the … spreadsheet": the ask first
    text = layouts.plain(text)  # "1) Contact: Dr Anil Mehta.⏎2) …", "Now 0500-1300L vice 0600-1400"
    text = spoken_numbers.as_digits(misheard.plain(put_right.taken_back(dictation.spoken_marks(slips.mended(dictation.unshouted(emoji_words.plain(text)))))))  # "📧 Kate",
    # "e male", "half past ten"
    text = re.sub(r"(?<![£$€\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d\d)?\s*quid\b", r"£\1\2", text, flags=re.I)  # "gears n brakes adjust, 35 quid": £35
    text = sounded.plain(text)  # "hoo am i at tomorow", "16 pound a our", "aye or naw", "has cancel", "pics o the"
    for read in _READERS:  # each a no-op unless the request is written so: "pwy sy'n cyrraedd y bwthyn dydd Gwener?", "yarın kim
        text = read(text)  # geliyor?", "magkano na utang ni kuya rodel", "kal 11 baje FSSAI inspection hai, calendar me daal do"
    text = asides.left_out(text)  # "cancel Giulia Rossi for New Year, I got an email, she is sick"
    text = re.sub(r"^\s*(?:oh\s+)?(?:and|also|plus)\s*,?\s+(?=\S+\s+\S)", "", text, flags=re.I)  # "and delete my visit with …"
    text = re.sub(r"^(\s*)remember\s+me\b(?!\s+(?:of|to\s+(?:him|her|them)))", r"\1remind me", text, flags=re.I)  # Dunglish
    # "remember me friday that the chains … must be oiled"
    text = re.sub(r"^(\s*)(?:I\s+)?(?:should|would)\s+be\s+(?:most\s+|very\s+)?grateful\s+for\s+a\s+reminder\b,?", r"\1remind me", text,
                  flags=re.I)  # "I should be grateful for a reminder, on Friday, 15 January 2027, to submit …"
    text = old_fashioned.plain(text)  # "Pray remind me …", "Write unto my agent …", "for the morrow", "dispatch a telegram to …"
    if re.search(r"[a-z]{3}", text) and _ASKS_AFTER_A_CHEER.search(text):  # a cheer shouted first, then the ask: "NEW SIGNING! Big Davie's got a
        text = re.sub(r"^\s*(?:[A-Z][A-Z']*\s+){0,2}[A-Z][A-Z']*!+\s+(?=[A-Za-z])", "", text)  # new phone, change his number …" (not "NEW JOB!! …")
    text = re.sub(r"^(\s*)en\s+passant\s+(?=.{3,60}?\bto\b)", r"\1move ", text, flags=re.I)  # a chess coach's "En passant the Tuesday lesson … to Wednesday"
    text = re.sub(r"^(\s*)(?:please\s+)?(?:set|make|put)\s+(?:me\s+)?(?:up\s+)?a\s+reminder\s+(to|about)\b", r"\1remind me \2", text,
                  flags=re.I)  # "Set me a reminder to renew the television licence"
    text = re.sub(r"^(\s*)(?:N\.\s?B\.\s*|NB:?\s+)?([^.!?]{5,200}?)[.!]\s*(?:please\s+)?(?:set|make|put)\s+(?:me\s+)?(?:up\s+)?a\s+reminder(?:\s+(?:for|about)\s+(?:it|that|this))?"
                  r"(?:,?\s+if\s+you\s+would|,?\s+please|,?\s+pls)?\s*[.!]*\s*$", r"\1remind me: \2", text, flags=re.I)  # "N.B. I must renew the
    # television licence before the 30th inst. Set me a reminder, if you would."
    text = re.sub(r"^(\s*(?:please\s+)?(?:(?:would|could|can)\s+you\s+(?:(?:please\s+)?be\s+so\s+(?:kind|good)\s+as\s+to\s+|kindly\s+|please\s+)?)?)"
                  r"remind\s+me\s+(?=(?:what|who|when|where|which|how\s+(?:much|many))\s)", r"\1tell me ", text,
                  flags=re.I)  # "remind me what I have in the diary between now and Sunday": a question, no reminder
    text = _remind_when_last(text)  # "remind me tues to ring the vet": to ring the vet tues
    text = put_right.corrected_time(text)  # "wed 2nd 2pm, no sorry half 3": half 3
    text = word_order.asked_first(_WORD.sub(_written_out, dialect.plain(text)))
    text = _remind_when_last(text)  # and once its words are written out: "remind me avrio morning call the fryer engineer"
    text = re.sub(r"^(\s*(?:please\s+)?)(?:tell|let)\s+me\s+(?:know\s+)?the\s+total\b", r"\1what is the total", text, flags=re.I)  # "tell me
    # the total of the subscriptions received to date": a question of the rows
    text = re.sub(r"^(\s*(?:please\s+)?)(?:(?:could|can|would)\s+you\s+(?:please\s+)?)?tell\s+me\s+(?:please\s+)?(?=(?:how\s+(?:many|much)|which|who|whose|what\s+(?:i|we)\s+(?:have|got)|when)\b)",
                  r"\1", text, flags=re.I)  # "Could you tell me who is doing the flowers this Sunday, please?"
    text = plain_asks.plain(text)  # "mob no Dr RP?", "I scanned the letter … Where did I save it?", "Bunnings rang, … move the …"
    text = _COMMAND.sub(lambda m: m.group(1) + _COMMANDS[m.group(2).lower()], text)
    text = re.sub(r"\bthe\s+(folder|file|document|doc)\s+(['\"‘“][^'\"’”]+['\"’”])", r"the \2 \1", text, flags=re.I)  # "move the folder
    # 'currach photos' from Downloads to …" moved Pictures into Downloads: said as "the 'currach photos' folder"
    text = re.sub(r"^(\s*)what\s+(?:do|have)\s+i\s+(?:got\s+)?(?:have|need|got)\s+to\s+do\b(?:\s+(?:today|now|this\s+week))?", r"\1what is on my to-do list", text,
                  flags=re.I)  # "what do I have to do today": the to-do list
    text = re.sub(r"^(\s*)what\s+(?:is\s+)?in\s+(?=my\b|the\b)", r"\1what's in ", text, flags=re.I)  # "wha in my … folder", "What is in my …"
    text = re.sub(r"^(\s*(?:kindly\s+|please\s+|pls\s+)?)pull\s+(?!up\b|out\b|off\b|in\b|over\b|down\b|back\b|through\b|apart\b|together\b)",
                  r"\1show ", text, flags=re.I)  # "kindly pull tomorrows airport pick ups …": show them
    text = re.sub(r"\bmail\s+(?=plane|boat)", "supply ", text, flags=re.I)  # "whats comin on the mail plane thurs": no e-mail
    text = re.sub(r"\bget\s+shot\s+of\b", "get rid of", text, flags=re.I)  # "get shot of lucy pyms job"
    text = re.sub(r"\b((?:take|scrub|cross|strike)\s+[^,.;]{1,40}?\s+off)\s+for\s+(?=(?:the\s+)?(?:today|tomorrow|tmrw|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\b)",
                  r"\1 ", text, flags=re.I)  # "take the chiropodist off for wednesday": off wednesday
    text = re.sub(r"\balter\s+(?=(?:it|that|them|this)\s*[.!]?\s*$)", "change ", text, flags=re.I)
    text = re.sub(r"\b(shift|move|push|put)\s+en\s+(?=to\b|back\b|forward\b|till\b)", r"\1 it ", text, flags=re.I)  # Devon: "shift en to monday"  # "… from january alter it"
    text = re.sub(r"\b(my|the)\s+to\s+do\b(?!\s+list)", r"\1 to-do list", text, flags=re.I)  # "what is on my to do, i forget …"
    text = re.sub(r"\b(?:make|put)\s+(it|them|him|her|that|this)\s+(?:as\s+)?(?=(?:cancell?ed|paid|done|confirmed|completed?|finished|ready|"
                  r"collected|delivered|unpaid)\b)", r"mark \1 as ", text, flags=re.I)  # "make it cancelled", "put it as ready": marked
    text = re.sub(r"(^|[.,;!]\s*)put\s+(?=(?:ready|done|paid|finished|collected|picked\s+up)\s*[.!]?\s*$)", r"\1mark it ", text,
                  flags=re.I)  # "halmoni lee hanbok finish. put ready": marked ready
    text = re.sub(r"([.,;!]\s*)close\s+(?:it|that)\s*[.!]?\s*$", r"\1mark it closed", text, flags=re.I)  # "Mrs. Hegde's water complaint
    # has been attended by the plumber. Kindly close the same.": her complaint closed
    text = re.sub(r"\btick\s+(it|them|him|her|that|this)\s+off\s+as\b", r"mark \1 as", text, flags=re.I)  # "tick them off as thanked"
    if re.search(r"\bpaid\b", text, re.I):  # "squared up wi GSF this mornin, paid the whole lot. clear them off": marked paid
        text = re.sub(r"\bclear\s+(them|him|her|it)\s+off\b", r"mark \1 paid", text, flags=re.I)
    text = re.sub(r"\bclear(?:ed)?\s+off\s+(her|his|their|the)\s+(?:whole\s+)?tab\b", r"paid off \1 tab", text, flags=re.I)  # "come clear
    # off har whole tab": paid it off
    if re.search(r"\b(?:paid|pay|pays|settled)\b", text, re.I):  # "Omar Sheikh come this morning, he pay the 60 …. yalla close his
        # account": settled (the account kept)
        text = re.sub(r"\b(?:close|settle|clear)\s+(his|her|their)\s+(?:account|acct|bill)\b",
                      lambda m: f"mark {_OBJECT[m.group(1).lower()]} paid", text, flags=re.I)
    text = re.sub(r"\bwipe(?:d)?\s+(her|his|their|the)\s+slate(?:\s+clean)?\b",
                  lambda m: f"mark {_OBJECT[m.group(1).lower()]} paid", text, flags=re.I)  # "settled up, wipe her slate clean": paid (her row kept)
    text = re.sub(r"\bknock\s+(that|the|this|his|her|their)\s+(order|booking|job|one|lot)\s+off\b", r"cancel \1 \2", text,
                  flags=re.I)  # "he ain't got the sprouts, knock that order off"
    text = re.sub(r"^(\s*)do\s+(?:us|me)\s+an?\s+(?=(?:quick\s+)?(?:draft|e-?mail|letter|note)\b)", r"\1write me a ", text, flags=re.I)  # "do us a draft"
    text = re.sub(r"^(\s*)look\s+for\s+(?=(?:the|that|an?|any)\s+e-?mails?\b)", r"\1find ", text, flags=re.I)  # "look fuh de email from …"
    text = re.sub(r"^(\s*)scrub\s+(?=[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:'s)?\s+(?:order|booking|job|appointment|lesson)\b)", r"\1cancel ", text)
    # "scrub Kev Walters order fer thursday": cancel it
    text = _BEFORE.sub("before", text)
    text = _SAID_WITHOUT_DO.sub(lambda m: f"{m.group(1)} {'did' if m.group(1).lower() == 'where' else 'do'} I {m.group(2)}", text)
    text = re.sub(r"\b(guy|man|lady|woman|fella|bloke|girl|chap)\s+(number|phone|e-?mail|mobile|cell)\b", r"\1's \2", text, flags=re.I)
    text = re.sub(r"^(\s*)write\s+((?:(?:Herr|Frau|Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?(?:\s+(?:from|at)\s+\S+)?)\s+an?\s+(?:e-?)?mail\b",
                  r"\1email \2", text)  # "write Herr Krüger from Steuerbüro a mail, …": an e-mail to him
    text = re.sub(r"^(\s*)(?:i\s+)?need\s+((?:(?:Mrs|Mr|Ms|Miss|Dr)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)(?:'s)?\s+(number|phone|mobile|cell|e-?mail)\b",
                  r"\1what's \2's \3", text)  # "need Mrs Yoon number. seamstress ajumma": her number looked up
    text = re.sub(r"^(\s*)(?:give|get)\s+(?:us|me)\s+the\s+(number|phone\s+number|mobile|e-?mail)\s+(?:for|of)\s+(?=[a-z])", r"\1what's the \2 for ",
                  text, flags=re.I)  # "get us the number for gary the scaffolding fella"
    text = re.sub(r"^(\s*)(?:give|get)\s+(?:us|me)\s+((?:the\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+(?:'s|’s)\s+)(?:(?:phone|mobile|cell)(?:\s+number)?|number)\b",
                  r"\1what's \2number", text, flags=re.I)  # "give us Lenny's phone", "get me the amoroso's guy number"
    text = re.sub(r"^(\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:rang|called|phoned|texted|messaged|was\s+in|came\s+in|popped\s+in)\s*,\s*"
                  r"(?:she|he|they)(?:'s|’s|\s+has|\s+have|'ve)\s+(?:just\s+)?paid\b", r"\1 has paid", text)  # "Morag Macleod rang, she's paid the deposit"
    text = re.sub(r"^(\s*)link\s+(?=(?:up\s+)?(?:with\s+)?[A-Za-z][\w'-]*\s+(?:at|in|on|by|outside)\b)", r"\1meet ", text)  # London "link leah at
    # wood green station thurs like 5ish": meet her
    text = re.sub(r"\b(?:like|about|around)\s+(\d{1,2}(?::\d\d)?)\s*ish\b", r"at \1", text, flags=re.I)  # "like 5ish": at 5
    text = re.sub(r"\b(what|who)\s+(?:do\s+)?(i|we)\s+got\b(?!\s+on\b)", lambda m: f"{m.group(1)} have {'we' if m.group(2) == 'we' else 'I'} got",
                  text, flags=re.I)  # "what do i got tmrw", "what i got tmrw", "who we got tomorrow": what have I got
    text = re.sub(r"^(\s*)shoot\s+(?=(?:[\w'-]+\s+){1,3}?an?\s+(?:quick\s+)?(?:e-?mail|text|message|line)\b)", r"\1send ", text,
                  flags=re.I)  # "shoot Brenda Halvorson an email real quick"
    text = re.sub(r"^(\s*)send\s+a\s+line\s+to\b", r"\1send an email to", text, flags=re.I)  # "Send a line to Chloé Martin …"
    text = re.sub(r"^(\s*)(?:please\s+|pls\s+)?(?:let\s+(" + _A_NAME + r")\s+know|tell\s+(" + _A_NAME + r"))\s+(?:that\s+)?(?=[a-zA-Z])",
                  lambda m: f"{m.group(1)}email {re.sub(r'^the [a-z]+ [a-z]+ ', '', m.group(2) or m.group(3))}: ", text)  # "let Brother Wayne know Miss Opal's been moved …",
    # "tell Gary at Hartwell the weekend … was all quiet", "tell the oven guy Frank the left deck aint gettin past 450": a message
    text = re.sub(r"^(\s*)(?:kindly\s+|please\s+)?ensure\s+i\s+(?:do\s+not|don'?t|dont)\s+forget\s+to\b", r"\1remind me to", text,
                  flags=re.I)  # "Kindly ensure I do not forget to collect the Fire NOC … on Thursday"
    text = re.sub(r"^(\s*)(.{6,80}?)\s*[,.]?\s+(?:please\s+)?(?:do\s*n[o'’]?t|dont)\s+let\s+me\s+forget\s*[.!]?\s*$", r"\1remind me: \2", text,
                  flags=re.I)  # "fryer insurance runs out on the 30th dont let me forget": a reminder
    text = re.sub(r"^(\s*)(?:i\s+)?(?:gotta|got\s+to|need\s+to|have\s+to|must)\s+remember\s+to\b", r"\1remind me to", text,
                  flags=re.I)  # "gotta remember to order more wax worms … by fri"
    text = _UNIT.sub(lambda m: _UNITS[m.group(1).lower()], text)
    text = _WITH.sub(lambda m: "without" if m.group(0).lower() == "w/o" else "with ", text)
    for _ in range(2):  # "from wed to thurs": the second day once the first is written out
        text = _DAY_AFTER.sub(lambda m: f"{m.group(1)} {DAY_SHORTHAND[m.group(2).lower()]}", text)
    text = _DAY.sub(lambda m: DAY_SHORTHAND[m.group(1).lower()] + ("." if m.group(0).endswith(".") and re.match(r"\s+[a-z]", m.string[m.end():])
                                                                  else ""), _DAY_AFTER_TIME.sub(lambda m: f"{m.group(1)} {DAY_SHORTHAND[m.group(2).lower()]}", text))
    text = _DAY_TITLED.sub(lambda m: DAY_SHORTHAND[m.group(1).lower()], text)
    text = _DAY_PAIR.sub(lambda m: f"{DAY_SHORTHAND[m.group(1).lower()]} {m.group(2)} {DAY_SHORTHAND.get(m.group(3).lower(), m.group(3))}", text)
    text = _DAYS_OWN.sub(lambda m: DAY_SHORTHAND[m.group(1).lower()], text)
    text = re.sub(r"\bto\s+do\s+(list|lists|items?)\b", r"to-do \1", text, flags=re.I)  # "my to do list"
    text = re.sub(r"\b(in|to|into|on)\s+me\s+(?=(?:[A-Za-z'-]+\s+){1,4}(?:doc|document|sheet|spreadsheet|folder|notes?|diary|calendar|list|file)\b)", r"\1 my ",
                  text, flags=re.I)  # "in me treasurers report doc": my
    text = re.sub(r"\b(my|our)\s+to\s+do\b(?!\s+(?:with|is|was|today|tomorrow)\b)", r"\1 to-do", text, flags=re.I)  # "add in my to do - …"
    text = re.sub(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)\s+([01]?\d|2[0-3])\.([0-5]\d)\b(?![.\d]|\s*[-–]|\s*[ap]\.?m)",
                  r"\1 at \2:\3", text, flags=re.I)  # "sat 10.30": Saturday at 10:30
    text = re.sub(r"\b(pick(?:ing)?[\s-]*up|collect(?:ing|ion)?|leav(?:e|es|ing)|set(?:ting)?\s+off|kick(?:s|ing)?[\s-]*off|doors(?:\s+open)?|starts|starting|begins)\s+"
                  r"(?=(?:[01]?\d|2[0-3])[.:][0-5]\d\b)", r"\1 at ", text, flags=re.I)  # "pick up 9.15 from 22 elm close": at 9.15
    text = re.sub(r"\b(now|not)\s+([1-9]|1[0-2])\s*(-|–|to|till|until)\s*([1-9]|1[0-2])\b(?![:.\d]|\s*[ap]\.?m)",
                  r"\1 \2:00 \3 \4:00", text, flags=re.I)  # "its now 3 till 5 not 1 till 3": hours both
    text = re.sub(r"\bis\s+([1-9]|1[0-2])\s*(-|–|to|till|until)\s*([1-9]|1[0-2])\s+(?=now\s*,?\s+not\b)", r"is \1:00 \2 \3:00 ", text,
                  flags=re.I)  # "sat is 10-4 now not 9-3": hours both
    text = re.sub(r"\b(at|from|by)\s+([01]?\d|2[0-3])\.([0-5]\d)(?=\s*[ap]\.?m\b|\b)(?![.\d])(?!\s*(?:an?\s+hour|per\s+hour|/h|ph\b|p/h|each))",
                  lambda m: m.group(0) if _SO_MANY_AT.search(m.string, 0, m.start()) else f"{m.group(1)} {m.group(2)}:{m.group(3)}", text,
                  flags=re.I)  # "at 10.40", "at 3.15pm"; not "40 bales at 4.50 how much" (a price)
    text = _AM_PM_RANGE.sub(_with_colons, text)  # "7-8.30pm", "6.30-8pm"
    text = re.sub(r"(?<![\d.£$€/])(1[0-2]|0?[1-9])\.([0-5]\d)(?=\s*[ap]\.?m\b)", r"\1:\2", text, flags=re.I)  # "Wednesday 6.30pm"
    text = re.sub(r"\bhalf\s+(?:past\s+)?(1[0-2]|[1-9])(?=\s*(?:-|–|to|till|til|until)\s*(?:half\s+)?\d)", r"\1:30", text,
                  flags=re.I)  # "book club half 7 till half 9": 7:30 till 9:30
    text = re.sub(r"(\bto|\bat|\bfrom|\bby|\buntil|\btill|(?<=\d)\s*[-–])\s+half\s+(?:past\s+)?(1[0-2]|[1-9])\b(?!\s*(?:an?\s+)?(?:hours?|hrs?|mins?|minutes?))",
                  r"\1 \2:30", text, flags=re.I)  # "from 3 to half 4": 4:30; "half 7 - half 8": 7:30 - 8:30
    text = _QUARTER.sub(_quarter, text)  # "from 7pm to quarter to 8": 7:45
    text = _LEAVES_AND_BACK.sub(r" from \1 till \2", text)  # "coach leaves 9 and we're back for 3": 9 till 3
    text = re.sub(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th))?(?:\s+(?:of\s+)?" + dates.MONTH_WORD + r")?"
                  r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + dates.MONTH_WORD + r"|today|tomorrow)\s+half\s+"
                  r"(?:past\s+)?(1[0-2]|[1-9])\b(?!\s*(?:an?\s+)?(?:hours?|hrs?|mins?|minutes?))", r"\1 at \2:30", text,
                  flags=re.I)  # "mon 30th half 2": at 2:30
    text = _DOTTED_RANGE.sub(_with_colons, text)  # "10-12.30", "2.30-3" (a bare "3-5" stays as it is)
    text = re.sub(r"(?<=\s)n(?=\s+(?:let|tell|ask|say|send|add|then)\b)", "and", text)  # "… n let them know"
    text = re.sub(r"\b(?:thru)\b", "through", text, flags=re.I)
    text = re.sub(r"\s+(?:abi|abla|kardeşim|kanka|buddo|walaal|chale|oh|bra|kaka|supas|bab|boy|ne|pet|ta\s+pet|yekenyeley|habtey)\s*([?!.]*)\s*$", r"\1", text, flags=re.I)  # "who we got tomorrow abi": a Turkish
    # "mate" (Orcadian "buddo", Somali "walaal", Ghanaian "chale", Kurdish "bra", "kaka"), Kurdish "supas" (thanks), or Ghanaian "oh" ("Chioma don send her £20 deposit oh")
    text = re.sub(r"\b(where|what|who|why|how)\s+tf\b", r"\1", text, flags=re.I)
    text = re.sub(r"\b(it|that|them)\s+(?:bra|kaka)\b", r"\1", text, flags=re.I)  # Kurdish "delete it bra": mate  # "where tf is my bio required practical write up"
    text = re.sub(r"(?<=[a-z0-9])\s+(?=(?:bin|scrap|delete|ditch|scrub|cancel)\s+(?:it|that|them)\s*(?:[.!]*\s*$|,))", ", ", text,
                  flags=re.I)  # "gary moss cancelled wed bin it": what happened, then what to do
    text = re.sub(r"([,;.]\s*|\s[-–]\s*)get\s+rid\s*([.!]*)\s*$", r"\1get rid of it\2", text, flags=re.I)  # "liams cancelled fri, get rid"
    return re.sub(r"with\s+\s+", "with ", text)


_SO_MANY_AT = re.compile(r"\b\d+\s+(?!(?:am|pm|hours?|hrs?|mins?|minutes?)\b)[a-z]+\s+$", re.I)  # "40 bales " before "at 4.50"


# Whom a message is for: "Brother Wayne", "Gary at Hartwell", "the oven guy Frank", "Mrs Patel"
_A_NAME = (r"(?:the\s+[a-z]+\s+(?:guy|man|lady|woman|fella)\s+)?(?:(?:Brother|Sister|Miss|Mrs|Mr|Ms|Dr|Pastor|Father|Aunty|Auntie|Uncle)\.?\s+)?"
           r"(?-i:[A-Z][a-z][\w'-]*)(?:\s+(?-i:[A-Z][a-z][\w'-]*))?(?:\s+at\s+(?-i:[A-Z][\w'&-]+))?")
_REMIND_WHEN = re.compile(r"^(\s*(?:please\s+|pls\s+)?remind\s+me)\s+((?:on\s+|next\s+|this\s+)?(?:(?:mon|tues?|wed(?:nes|s)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
                          r"(?:,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?" + dates.MONTH_WORD + r"(?:\s+\d{4})?)?)?|tomorrow|tonight"
                          r"|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + dates.MONTH_WORD + r"(?:\s+\d{4})?)"
                          r"(?:\s+(?:morning|afternoon|evening|night))?(?:\s+early)?),?\s+"
                          r"(to|that|(?=(?:call|ring|phone|email|text|pay|book|order|buy|send|check|chase|renew|ask|tell|post|print)\b))\s*(.+?)\s*$",
                          re.I)  # "remind me tomorrow morning early call scaffold man …": to call him tomorrow morning


_ASKS_AFTER_A_CHEER = re.compile(r"!\s+.*\b(?:change|update|e-?mail|tell|send|cancel|move|delete|remind)\b")


def _remind_when_last(text: str) -> str:
    """"remind me tues to ring the vet": to ring the vet tues; "remind me call the aircon guy 2moro": to call; "tomorrow remind me
    call Canadian North cargo …": the day after."""
    text = re.sub(r"^(\s*)(tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s+(remind\s+me)\s+(.{3,}?)\s*([.!]?)\s*$",
                  r"\1\3 \4 \2\5", text, flags=re.I)
    if _REMIND_WHEN.search(text):
        text = re.sub(r"\s{2,}", " ", _REMIND_WHEN.sub(r"\1 \3 \4 \2", text))
    return re.sub(r"^(\s*(?:please\s+|pls\s+)?remind\s+me)\s+(?=(?:call|ring|phone|email|text|pay|book|order|buy|get|send|check|pick|"
                  r"collect|chase|renew|cancel|ask|tell|bring|take|put|post|print|fix|sort|email|message|contact|follow)\b)",
                  r"\1 to ", text, flags=re.I)


_TYPED: ContextVar[tuple[str, str] | None] = ContextVar("typed_request", default=None)


@contextmanager
def typing(typed: str, keep: Iterable[str] = ()) -> Iterator[str]:
    """While planning ``typed``: yields its expansion, and ``as_typed`` maps parts of it back. ``keep``: the user's own
    table and column words, never read as dialect ("koha")."""
    with dialect.keeping(keep):
        expanded = expand(typed)
        token = _TYPED.set((expanded, typed))
        try:
            yield expanded
        finally:
            _TYPED.reset(token)


def typed_request() -> str | None:
    """The request being planned as the user typed it (inside ``typing``), else None."""
    pair = _TYPED.get()
    return pair[1] if pair else None


def as_typed(text: str) -> str:
    """``text``, a part of the request being planned, as the user typed it ("please" where they typed
    "pls"); unchanged outside ``typing`` or when it is not a part of the request."""
    pair = _TYPED.get()
    if not pair or not text or pair[0] == pair[1]:
        return text
    expanded, typed = pair
    start = expanded.find(text)
    if start < 0 or text in typed:  # typed just so ("Joulukampanja 2026")
        return text
    end = start + len(text)
    matcher = difflib.SequenceMatcher(None, expanded, typed, autojunk=False)
    begin = stop = None
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if begin is None and a0 <= start < a1 or begin is None and a0 == a1 == start:
            begin = b0 + (start - a0 if tag == "equal" else 0)
        if a0 < end <= a1:
            stop = b0 + (end - a0) if tag == "equal" else b1
            break
    if begin is None or stop is None or stop <= begin or stop - begin > 2 * len(text) + 12:
        return text  # no part of what was typed, or far more of it than was said
    return typed[begin:stop].strip()
