"""What a request calls the thing it creates: "Lunch with Anna on Friday" → Lunch with Anna, "a calendar called
Kids Activities", "remind me to book the van MOT" → Book the van MOT, "book Biscuit in for a dental" → Dental for
Biscuit, "make a copy … and call it X" → X."""

from __future__ import annotations

import re

from core.planner import extract, shorthand, times

EMAIL = extract.EMAIL
_NAMED = re.compile(r"\b(?:called|named|titled|entitled)\s+(.+)"
                    r"|^\s*(?:please\s+)?(?:(?:new|create|make|add|start)\s+)+(?:an?\s+)?(?:new\s+)?(?:folder|doc|document|spreadsheet|sheet|"
                    r"label|calendar)\b[^:–-]{0,25}?\s[-–:]\s*(.+)"
                    r"|^\s*(?:please\s+)?new\s+google\s+(?:doc|document|sheet|spreadsheet)\s+(?:pls\s+|please\s+)?[-–:]\s*(.+)",
                    re.I)  # "new folder on the drive - World Book Day 2026", "new google doc pls - Christmas newsletter …"
_LEADING = re.compile(
    r"^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:remind\s+me\s+to\s+)?"
    r"(?:invite\s+(?:[\w'-]+\s+){0,2}?(?:to|for)\s+)?(?:(?:add|create|make|schedule|set\s+up|put|plan|"
    r"start|new|insert|write|draft|open|upload|save|store|stick|pop|(?!book\s+club\b)(?<!\badd\s)(?<!\bput\s)book)\s+(?:me\s+(?!in\b|down\b))?)*(?:me\s+in\s+(?:for|with)\s+|(?<=book\s)in\s+)?(?:(?:a|an|the|my|new|another"
    r"|(?<=the\s)next(?=\s+(?!(?:week|weekend|month|year|time|day|one|few|couple|mon|tues|wednes|thurs|fri|satur|sun)\w*\b)[a-z]))\s+)*",
    re.I)  # "book me in for the dentist …", "book in a gutter clear at …", "put the next committee meeting in …"
_STOP = {"to", "on", "at", "in", "into", "for", "from", "as", "next", "this", "tomorrow", "today", "tonight",
         "by", "about", "that", "which", "where", "when", "every", "each", "calendar", "drive", "and", "please", "before",
         "till", "until", "starting", "beginning"}
_WORD = re.compile(r"[A-Za-z0-9][\w&'+.-]*")
_BLOCK_FOR = re.compile(r"^\s*(?:please\s+)?block\b(?:\s+(?:out|off))?.*?\bfor\s+(?:the\s+|my\s+|a\s+|an\s+|some\s+)?"
                        r"(?!(?:an?|one|two|three|\d+)\s+(?:hours?|minutes?))([a-z][^,.;:!?]*?)\s*(?:[,.;:!?]|$)", re.I)
_BLOCK_AS = re.compile(r"^(?:.*[.!?]\s+)?(?:please\s+)?(?:block|hold|keep|reserve)\b(?:\s+(?:out|off))?.*?\bas\s+"
                       r"(['\"‘“][^'\"’”]+['\"’”]|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)(?=\s+(?:so|because|to|for|every)\b|[,.;!?]|$)")
_CALL_IT = re.compile(r"\b(?:call|name|title)\s+(?:it|the\s+copy|the\s+new\s+one)\s+(?:['\"‘“]([^'\"’”\n]{1,80})['\"’”]"
                      r"|([A-Z0-9][^,;!?\n]{0,80}?)\s*(?:[,;!?]|\.(?:\s|$)|$))", re.I)  # "… and call it Newsletter July 2024"
_THAT_I_HAVE = re.compile(r"\b(?:calend[ae]r|diary|planner|schedule)\s+that\s+(?:i|we)\s*(?:have(?:\s+got)?|'ve\s+got|ve\s+got|got|am\s+at|'m\s+at)\s+"
                          r"(?:(?:the|a|an|my|our)\s+)?((?!(?:to|on|at|in)\b)[a-z][\w'-]*(?:\s+(?!(?:on|at|in|this|next|tomorrow|today|tonight|"
                          r"with|from|for|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)[a-z][\w'-]*){0,3})", re.I)
_CALENDAR_FOR = re.compile(r"\b(?:new|sep[ae]rate|another|extra|second)\s+calend[ae]r\s+(?:just\s+)?for\s+(?:the\s+|my\s+|our\s+)?"
                           r"([a-z0-9][\w' -]{2,60}?)\s*(?:[,.;!?]|$)", re.I)
_NEW_LABEL = re.compile(r"^\s*(?:please\s+)?(?:(?:make|create|add|set\s+up)\s+(?:me\s+)?(?:a\s+)?)?(?:new\s+)?(?:gmail\s+|email\s+|mail\s+)?label\s+"
                        r"(?:called\s+|named\s+)?((?=\S*/)\S.*?)\s*[.!]?\s*$", re.I)  # a nested label: "Magazine/Letters to the Editor"
_LIST_NAMED = re.compile(r"^\s*(?:pls\s+|please\s+)?(?:new|make|create|start|set\s+up)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?(?:task|to[- ]?do)\s+list"
                         r"\s*(?:[-:–]\s*|for\s+(?:the\s+|my\s+|our\s+)?)([\w'][\w' &-]{1,60}?)\s*[.!]?$", re.I)
_ON_THE_LIST = re.compile(r"^\s*(?:to|on(?:to)?)\s+(?:my|the|our)\s+(?:to-?do|task|shopping|[\w'-]+)\s+list\s*[-:,–]?\s*", re.I)
_WHEN_WORDS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
               "april", "may", "june", "july", "august", "september", "october", "november", "december", "today", "tomorrow"}
_A_THING = re.compile(r"(?:(?:the|my|our|his|her|their|its)\s+)?(?!(?:" + "|".join(_WHEN_WORDS | _STOP) + r"|next|this|last|now|then|the|a|an|"
                      r"weekend|morning|afternoon|evening|night|day|week|month|year|ages|all|some|each|every|everyone|everybody|"
                      r"work|home|school|lunch|dinner|breakfast|mum|mom|dad|me|us|him|her|them|you|it)\b)[a-z][a-z'-]{2,}\b(?![:@.])",
                      re.I)
_IN_FOR = re.compile(r"((?:[A-Z][\w'-]*|(?i:mrs|mr|ms|miss|dr)\.?\s+[A-Za-z][\w'-]*)(?:\s+[A-Z][\w'-]*)?)\s+in\s+for\s+(?:a|an|the|his|her|their|its)?\s*"
                     r"([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?|[A-Z]{2,5})(?=\s+(?:on|at|next|this|tomorrow|today|with|(?i:mon|tues|wednes|thurs|"
                     r"fri|satur|sun)day|\d)\b|\s*[,.;]|\s+[-–]\s|\s*$)")
_PLACES_OF_THINGS = {"calendar", "calendars", "list", "lists", "sheet", "spreadsheet", "doc", "document", "folder", "drive", "notes",
                     "tasks", "diary", "planner"}
_TODO_AFTER_COLON = re.compile(r"^\s*(?:please\s+)?(?:add\s+|new\s+)?(?:(?:to|on)\s+)?(?:my\s+|the\s+)?(?:a\s+)?(?:[A-Z][\w'-]*\s+){0,2}(?:tasks?|to[- ]?dos?|(?:to-?do\s+|jobs?\s+)?list)"
                               r"(?:\s+for\s+\w+)?\s*[:–-]\s*(.+?)(?:,?\s+(?:due|by|before)\b.*)?$", re.I)
_KIND_FIRST = re.compile(r"^(?:(?:gmail|google|drive|new)\s+)*(?:label|folder|calendar|task\s+list|to-?do\s+list|doc|document|"
                         r"spreadsheet|sheet|note|event|contacts?\s+group|group)\s+(?=[A-Z0-9])")  # "a gmail label Clients/Hartmann"
_FILE_FOR = re.compile(r"^(?:(?:google|new)\s+)*(?:doc|document|spreadsheet|sheet|folder)\s+for\s+(?:the\s+|my\s+|our\s+)?(?=[\w'])", re.I)
# "Add a task to pick up the dry cleaning": a to-do's title is what it is for, "my" included.
_PURPOSE = re.compile(r"(?:task|reminder|to-?do|item)\s+to\s+(?!(?:my|our|your|the|a|an)\b)(?=[a-z])", re.I)


_NOT_JOINED = {"then", "also", "remind", "tell", "send", "email", "call", "ring", "let", "ask", "make", "add", "put", "book", "text",
               "check", "see", "get"}
_WITH_AT_END = re.compile(r"\bwith\s+([A-Z][a-z'-]+(?:\s*(?:&|and|,)\s*[A-Z][a-z'-]+)*)\s*[.!]?\s*$")
_PLACEHOLDER = re.compile(r"(?:an?\s+)?(?:all[- ]day\s+|new\s+)?(?:thing|event|entry|something|one|appointment|booking)", re.I)
_POLITE_END = re.compile(r"[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ta|cheers)[\s.!]*$", re.I)
_BIRTHDAY = re.compile(r"(?<![\w'])([A-Z][a-z][\w-]*)(?:'s|’s|s)?\s+(birthday|bday|anniversary)"
                       r"((?:\s+(?:party|meal|dinner|drinks|lunch|bbq|do|celebration|tea))?)\b")


def without_said(text: str, said: tuple[str, ...]) -> str:
    """``text`` without the words that said a time ("Friday at 3pm"); an e-mail address is its owner's first name after
    "with", else nothing."""
    for piece in said:
        text = text.replace(piece, " ")
    return EMAIL.sub(_guest_name, text)


def _guest_name(m: re.Match) -> str:
    """An address in a title's words as its owner's first name ("a call with sam@brightwave… re the bug": Sam), when
    its local part is a plain name."""
    first = re.split(r"[._+-]", m.group(0).split("@")[0])[0]
    return f" {first.capitalize()} " if first.isalpha() and 2 <= len(first) <= 12 and "with" in m.string[:m.start()][-6:] else " "


def _names_a_thing(tokens: list[str], start: int) -> bool:
    """The words from ``start`` name a thing ("the luton van", "its MOT"), not a time or a person."""
    return start < len(tokens) and _A_THING.match(" ".join(tokens[start:start + 3])) is not None


def untitled_todo(method: str, arguments: dict) -> bool:
    """Whether a new to-do says nothing to do (no title): it is asked, never made untitled ("add him to the list")."""
    return method == "tasks.tasks.insert" and not (arguments.get("body") or {}).get("title")


_PRONOUNS = frozenset("her him them it me us you this that these those".split())


def title(query: str, said: tuple[str, ...] = (), *, named_only: bool = False) -> str | None:
    """The title :func:`_title` reads, never a bare pronoun ("add him to the list" titled a to-do "Him"): None then, asked."""
    found = _title(query, said, named_only=named_only)
    return None if found is not None and found.strip(" .!?").lower() in _PRONOUNS else found


def _title(query: str, said: tuple[str, ...] = (), *, named_only: bool = False) -> str | None:
    """What the request calls the thing it creates, or None. ``named_only``: only a quoted or "called X"
    name (a copy's object is the original: "Make a copy of the budget" names no new title)."""
    blocked = _BLOCK_FOR.search(query)
    if blocked and not named_only:  # "block tomorrow 9-5 for the audit": what the time is for (not where)
        what = _POLITE_END.sub("", re.split(r"\s+(?:at|in)\s+(?=[A-Z\d])", blocked.group(1))[0])  # "… aftercare pls"
        return what[:1].upper() + what[1:]
    dashed = re.match(r"^\s*(?:please\s+)?block\s+(?:out|off)\b[^-–:]*?\s[-–:]\s+([a-z][\w' ]*?)(?=\s+(?:at|in|with)\s|[,.!]|$)", query, re.I)
    if dashed and not named_only:  # "block out fri 4th all day - rendering at the old chapel": what the day is for
        return dashed.group(1)[:1].upper() + dashed.group(1)[1:]
    have = _THAT_I_HAVE.search(query) if not named_only else None
    if have:  # "put in my calendar that I have the hairdresser on Friday at half past ten": the hairdresser
        return have.group(1)[:1].upper() + have.group(1)[1:]
    held = _BLOCK_AS.search(query) if not named_only else None
    if held:  # "block out 1-1.45 every weekday from monday as LUNCH so nobody can grab it"
        return held.group(1).strip("'\"‘’“” ")
    renamed = _CALL_IT.search(query)
    if renamed:  # "make a copy of 'Thesis template' and call it 'Thesis v2'": the new name, not the original's
        return shorthand.as_typed((renamed.group(1) or renamed.group(2)).strip())  # "call it Baby Appts" as typed
    label = _NEW_LABEL.match(query) if not named_only else None
    if label:  # "new gmail label Magazine/Letters to the Editor": the whole name, its words included
        return label.group(1).strip(" '\"‘’“”")
    list_named = _LIST_NAMED.match(query) if not named_only else None
    if list_named:  # "new task list - Badge Assessments", "start a new to do list for the xmas appeal"
        what = shorthand.as_typed(list_named.group(1))
        return what[:1].upper() + what[1:]
    kept_for = _CALENDAR_FOR.search(query) if not named_only else None
    if kept_for:  # "set up a separate calendar for the 2027 season fixtures"
        return kept_for.group(1)[:1].upper() + kept_for.group(1)[1:]
    quoted = extract.quoted_runs(query)
    if quoted and quoted[0] and re.search(r"\b(?:19|20)\d\d\b", quoted[0][0]):  # 'Parish Council Minutes 3 Dec 2026': a name
        return quoted[0][0]
    if quoted and quoted[0]:  # "Coffee with Bob Friday 9am": the time is the event's, not its title
        return " ".join(without_said(quoted[0][0], said).split()) or quoted[0][0]
    text = without_said(query, said)
    m = _NAMED.search(EMAIL.sub(" ", query))
    if m and not m.group(1):
        return shorthand.as_typed((m.group(2) or m.group(3)).strip(" .'\"‘’“”")) or None
    if m:  # a day inside a name stays ("called Wheelers Sunday Riders"); one after it is when ("… Standup Friday 3pm")
        timed = {w.lower() for t in said for w in _WORD.findall(t)}
        found, end = list(_WORD.finditer(m.group(1))), 0
        for i, w in enumerate(w.group() for w in found):
            inside = i + 1 < len(found) and found[i + 1].group()[:1].isupper() and w[:1].isupper()
            joined = 0 < i and i + 1 < len(found) and found[i - 1].group()[:1].isupper() and found[i + 1].group()[:1].isupper() \
                and found[i + 1].group().lower() not in _WHEN_WORDS | timed | _PLACES_OF_THINGS | {"google", "my", "our", "the"} \
                # "Info for Parents", not "Standup for Friday" or "Invoices in Google Drive"
            if end and not joined and (w.lower() in _STOP | {"just", "only", "mainly", "so", "because"} or w.lower() in timed and not inside):
                break  # "called Rota just for work"
            end = found[i].start() + len(w.rstrip(".,;:!?"))
        return shorthand.as_typed(m.group(1)[:end].strip()) or None  # as said between its words: "Book 4 - Outline", "… Wk 3"
    if named_only:
        return None
    whose = _BIRTHDAY.search(text)
    if whose and whose.group(1).lower() not in _STOP:  # "my grandaughter Emily birthday is 3rd june": Emily's birthday
        return f"{whose.group(1)}'s {whose.group(2).lower().replace('bday', 'birthday')}{whose.group(3) or ''}"
    text = re.sub(r"\s*\([^()]*\)", "", text)  # "Biscuit (Mrs Okafor's beagle)": an aside, not the title
    listed = _TODO_AFTER_COLON.match(text)
    if listed:  # "add to my tasks: ring Alliance about the missing tote …, due Fri 4 Oct": all of it
        said = re.sub(r"[,\s]+(?:for|on|by|due|before)$", "", listed.group(1).strip(" ."), flags=re.I)  # "…, for mon"
        return said[:1].upper() + said[1:]
    text = re.sub(r"^(\s*(?:please\s+)?(?:put|pop|stick)\s+(?:a|an)\s+\w+)\s+in\s+(?=with\b)", r"\1 ", text, flags=re.I)  # "put a call in w/ Tom"
    text = re.sub(r"^\s*(?:please\s+|pls\s+)?(?:(?:put|pop|stick|add)\s+(?:in|into|on)\s+(?:the\s+|my\s+)?(?:diary|calendar|cal)\s*[-:,–]?|(?:diary|calendar|cal)\s*[-:–])\s*", "", text,
                  flags=re.I)  # "put in diary skim job mrs okafor …": the rest is the event
    text = re.sub(r"[.,;]\s*(?:please\s+|pls\s+)?(?:put|pop|stick|bung|chuck)\s+(?:it|that|this)\s+(?:in|into|on)\s+(?:the\s+|my\s+)?(?:diary|calendar|cal)\b.*$",
                  "", text, flags=re.I)  # "… delivery at 10 Evington. put it in the calendar": the event said before it
    reminded = re.match(r"^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?remind\s+me\s+(?:to\s+|that\s+)?", text, re.I)
    m = reminded or _LEADING.match(text)  # "remind me to book the van MOT": its verb is the to-do's
    rest = text[m.end():] if m else text
    booked = _IN_FOR.match(rest)
    if booked:  # "book Biscuit in for a dental on Thu": Dental for Biscuit
        who = booked.group(1) if any(c.isupper() for c in booked.group(1)) else booked.group(1).title()  # "mrs patel": Mrs Patel
        return f"{booked.group(2)[:1].upper()}{booked.group(2)[1:]} for {who}"
    head, colon, tail = rest.partition(":")
    if colon and len(head.split()) <= 3 and tail.strip():  # "New event: Birthday party, Dec 3"
        rest = tail
    rest = _ON_THE_LIST.sub("", _KIND_FIRST.sub("", rest))
    rest = _FILE_FOR.sub("", rest)  # "make a new doc for the 2027 price list": 2027 price list
    rest = re.sub(r"^(?:task|to-?do)\s*[:-]?\s+(?=[a-z])(?!list\b|to\b)", "", rest, flags=re.I)  # "add task pick up 5L of dulux …"  # "add to my to do list - renew BLS cert before march 30"
    rest = re.sub(r"^(?:daily|weekly|monthly|yearly|fortnightly|recurring|repeating)\s+", "", rest, flags=re.I)
    purpose = _PURPOSE.match(rest)
    rest = rest[purpose.end():] if purpose else rest
    rest = re.sub(r"^\s*for\s+", "", rest, flags=re.I)  # "Block two hours … for focus time": what the time is for
    words: list[str] = []
    tokens = re.findall(r"\S+", rest)
    for i, raw in enumerate(tokens):
        w = raw.strip(".,;:!?()\"'")
        low = w.lower()
        named_next = i + 1 < len(tokens) and tokens[i + 1].strip(".,;:!?").lower() not in _STOP
        nxt = tokens[i + 1].strip(".,;:!?") if i + 1 < len(tokens) else ""
        listed_to = " ".join(tokens[i + 2:i + 3]).lower() == "to" and " ".join(tokens[i + 3:]).lower().endswith("list")
        for_someone = low == "for" and words and nxt.lower() not in _WHEN_WORDS | _STOP and (
            re.fullmatch(r"[A-Z][a-z'-]+", nxt) or (re.fullmatch(r"[a-z][a-z'-]+", nxt) and listed_to)
            or nxt.lower() in ("mr", "mrs", "ms", "miss", "dr")) \
            # "a birthday card for Sam", "buy school shoes for mia to the kids list"; not "for Friday"
        fetched = low == "from" and words and i + 1 < len(tokens) and re.fullmatch(r"[A-Z][a-z'-]*(?:'s|’s)", tokens[i + 1]) \
            is not None or (low == "from" and bool(words) and i + 2 < len(tokens) and re.fullmatch(r"[A-Z][a-z][\w'-]*", nxt) is not None
                            and nxt.lower() not in _WHEN_WORDS | set(times.WEEKDAYS) and tokens[i + 2][:1].isupper()
                            and tokens[i + 2].strip(".,;:!?").lower() not in _WHEN_WORDS)  # "collect the tents from Gary's garage",
        # "guided tour for Year 5 from Holy Trinity Primary"
        inner = low in ("to", "and", "of") and words and words[-1][:1].isupper() and i + 1 < len(tokens) \
            and re.fullmatch(r"[A-Z][\w'-]*", tokens[i + 1].strip(".,;:!?")) is not None \
            and tokens[i + 1].strip(".,;:!?").lower() not in _WHEN_WORDS | {"my", "google", "the", "our", "your"} \
            and (i + 2 >= len(tokens) or tokens[i + 2].strip(".,;:!?").lower() not in _PLACES_OF_THINGS)  # "Intro to Psych",
        # not "to Friday", "to Work calendar", "to My Calendar"
        thing = low in ("for", "from") and words and _names_a_thing(tokens, i + 1) \
            and i + 1 < len(tokens) and tokens[i + 1][:1].islower()  # "book MOT for the luton van", "order … from yogamatters"
        if words and low in times.WEEKDAYS and not inner and (i + 1 >= len(tokens) or not tokens[i + 1][:1].isupper()):
            break  # "Consult with Jade Turner sat 5th dec": the day it is on, not its name ("Sunday Lunch Club" stays)
        thing = thing or (low == "in" and nxt.lower() == "for" and bool(words) and _names_a_thing(tokens, i + 2))  # "… in for its MOT"
        thing = thing or (low == "and" and reminded is not None and bool(words) and nxt[:1].islower()
                          and nxt.lower() not in _NOT_JOINED and _names_a_thing(tokens, i + 1))  # "order more cereal and oat milk"
        if not w or (low in _STOP and not for_someone and not inner and not fetched and not thing) or (low in ("my", "our") and not purpose and not words) \
                or (low == "with" and not named_next):
            break  # "Lunch with Anna/mom" keeps its guest; "to my calendar" ends the title
        words.append(w)
        if raw[-1:] in ",;:!?":
            break
    while words and words[-1].lower() in ("with", "due"):  # "Lunch with my team", "Renew my passport due Friday"
        words.pop()
    words = words[:1] + [w for i, w in enumerate(words[1:], 1) if not (w.lower() == "in" and i + 2 < len(words)
                                                                      and words[i + 1].lower() == "for" and words[i + 2].lower()
                                                                      not in ("its", "a", "an", "the", "his", "her", "their", "my"))]
    # "a lesson in for ryan": for Ryan; "book the van in for its MOT" stays
    phrase = re.sub(r"\b(mr|mrs|ms|miss|dr)\s+([a-z][\w'-]*)", lambda m: f"{m.group(1).capitalize()} {m.group(2).capitalize()}",
                    " ".join(words).strip())  # "a lock change for mr hughes": Mr Hughes
    guests = _WITH_AT_END.search(text)  # "… mon 30th 2pm-3.30 with Priya & Tom": who it is with, said last
    if phrase and guests and " with " not in f" {phrase.lower()} " and guests.group(1) not in phrase:
        phrase = f"{phrase} with {guests.group(1)}"
    said_after = re.search(r"\s[-–:]\s+(\S.*)$", without_said(query, said))
    if _PLACEHOLDER.fullmatch(phrase) and said_after:  # "add an all day thing on mon 7th dec - VAT return due …": what follows
        phrase = _POLITE_END.sub("", said_after.group(1)).strip(" .")
    if not phrase or phrase.lower() in ("event", "file", "document", "folder", "message", "email", "note"):
        return None
    return phrase[:1].upper() + phrase[1:]
