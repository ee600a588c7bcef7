"""Values of everyday local requests: file paths, dictated text, SQL, a searched phrase.

File and folder paths go to path parameters (never an e-mail address); dictated text ("saying ...", a
quote, "Write X to the file Y") goes to text/content parameters and nothing else does; a parameter that
takes SQL keeps only SQL; a search parameter takes the whole phrase searched for. How many items a list
request asks for, and in what order, is list_options.py; which folder a file is in, local_paths.py.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.catalog.local_wording import WORD_PAIR
from core.catalog.said_plainly import MAKE_A_NOTE, NOTE_FOLLOWS
from core.planner import cells, contacts, extract, message_text, note_edits, shorthand
from core.planner.numeric import key, keys

PATH_TERMS = keys("path", "file", "filename", "source", "destination", "dest", "folder", "directory", "dir")
TEXT_TERMS = keys("text", "content", "contents", "message", "note", "memo", "body")
# "todo.txt", "notes/ideas.md", "~/Pictures/" — not "bob@x.org", "9.99" or "D.C."
_FILE = re.compile(r"(?<![\w@/.])(?:[A-Za-z]:|~)?/?(?:[\w~-][\w.-]*/)*[\w~-][\w-]*(?:\.[A-Za-z][A-Za-z0-9]{0,4})+(?![\w@/])"
                   r"|(?<![\w@/.])(?:~?/)?(?:[\w~-][\w.-]*/)+(?:[\w~-][\w.-]*)?(?![\w@])")
_SAID = re.compile(r"(?:\b(?:saying|that says|to say|that)|:|(?:(?<=\bnote)|(?<=\bjot\sdown)|(?<=\bnote\sdown)|(?<=\bcontent)|(?<=\btext))\s[-–])\s+(.+)|(?:,|\band)\s+say\s+(.+)", re.I)  # "…note (#14): …"
_WRITE = re.compile(r"^\s*(?:please\s+)?(?:write|append|add|save|put|type|jot down|note down|note|remember"
                    r"|" + MAKE_A_NOTE + NOTE_FOLLOWS + r"|make|create)\s+(.+)", re.I)  # "make a note sharons drive is 9m by 5m …": what follows
_TO_TARGET = re.compile(r"\s+(?:to|in|into|on)\s+(?:the\s+|my\s+|a\s+)?(?:local\s+)?(?:file|note|notes|list|folder)?(?:\b|(?=[~/])).*$", re.I)
# "a note called Packing list with passport, charger, socks": what the named thing holds.
_LISTING = re.compile(r"\b(?:called|named|titled)\s+\S.*?\s+(?:with|containing|listing)\s+(.+)", re.I)
_FOLDER = re.compile(r"\b(?:in|from|of|inside|into|through|thru)\s+(?:my|the)\s+((?:(?!folder\b)[\w.-]+\s+){0,2}(?!folder\b)[\w.-]+)"
                     r"\s+folder\b"  # "in the bank statements folder"
                     r"|\bfolder\s+(?:called\s+|named\s+)[\"']?([\w.-]+)|\bfolder\s+[\"']([\w. -]+)[\"']", re.I)
_DESCRIBED = re.compile(r"^(?:a|an|the|my|this|these)\s+(?:(?:short|quick|little|new)\s+)?(?:list|note|summary|copy|record|reminder|prices|rates|details)"
                        r"(?:\s+of\b.*)?$|^my\s+\w+(?:\s+\w+)?$", re.I)  # what the text is, not the text: "a list of my tablets"
_REFERENCE = re.compile(r"^(?:this|that|it|these|those|a|an|some)\b(?:\s+\w+)?$", re.I)


def is_path_param(param: str, pspec: dict[str, Any]) -> bool:
    """A string parameter naming a file or folder (path, file, source, destination...)."""
    words = extract.content_words(param)  # not an id (Drive's fileId): "old_report.pdf" is a name to look up
    return not pspec.get("enum") and "id" not in words and any(key(w) in PATH_TERMS for w in words)


def path_or_nothing(param: str, pspec: dict[str, Any], value: Any) -> Any:
    """A file or folder parameter never takes an e-mail address ("Write to dad@example.com: ..." is no
    file name); the path is asked for instead."""
    if isinstance(value, str) and is_path_param(param, pspec) and (extract.EMAIL.search(value) or value.strip().isdigit()):
        return None  # nor a count ("delete the 2 old expense files" names no file "2")
    return value


_ZONE = re.compile(r"^(?:[A-Z][A-Za-z_]+/[A-Za-z_/+-]+|UTC|GMT|Z|[A-Z]{3,5}|(?:UTC|GMT)\s*[+-]\s*\d{1,2}(?::?\d{2})?)$")


def zone_or_nothing(param: str, value: Any) -> Any:
    """A time-zone parameter takes a zone ("Europe/Berlin", "UTC"), never words of the request ("the calendar")."""
    if isinstance(value, str) and re.sub(r"[_\s]", "", param).lower() in ("timezone", "tz", "zone") and not _ZONE.match(value.strip()):
        return None
    return value


def file_paths(query: str) -> list[str]:
    """File and folder paths the request names, in order ("todo.txt", "notes/ideas.md", "the 'Old photos' folder")."""
    found = [(m.start(), m.end(), m.group(1)) for m in _QUOTED_FOLDER.finditer(query)]
    found += [(m.start(1), m.end(1), m.group(1)) for m in _NAMED_FOLDER.finditer(query)]  # "the rose_flash_OLD folder"
    found += [(m.start(), m.end(), m.group(1)) for m in _QUOTED_FILE.finditer(query) if " " in m.group(1)]  # "'flash sheet 2024.pdf'"
    found += [(m.start(1), m.end(1), m.group(1)) for m in _CALLED_FILE.finditer(query)
              if not any(start <= m.start(1) < end for start, end, _ in found)]  # "a text file … called fixtures 1 dec.txt"
    for m in _TEXT_CALLED.finditer(query):  # "make a txt in Clocks called xmas hours - …": Clocks/xmas hours.txt
        name, folder = (m.group("name"), m.group("folder")) if m.group("name") else (m.group("named"), m.group("kept_in"))
        found.append((m.start(), m.end(), f"{folder + '/' if folder else ''}{name}.txt"))
    if not found and (named := _FILE_OF_WORDS.search(query)):  # "make a wee kit list file for sat: …": kit list.txt
        group = "name" if named.group("name") else "typed"
        found.append((named.start(group), named.end(group), f"{named.group(group)}.txt"))
    for m in _FILE.finditer(query):
        if any(start <= m.start() < end for start, end, _ in found):
            continue  # a word inside a quoted folder name
        text = m.group(0).rstrip(".")
        if not re.search(r"[A-Za-z]", text):
            continue  # "Budget 24/25": a year, no path
        if WORD_PAIR.fullmatch(text) and text.islower():
            continue  # "kim/park pushed ceremony …", "his/her": two names or words, no path
        end = m.end()
        if "/" in text and "." not in text.rsplit("/", 1)[-1]:  # a folder whose name has spaces: "Pictures/Lily 5th birthday"
            more = _SPACED_FILE.match(query, m.end()) or _FOLDER_WORDS.match(query, m.end())  # or a file's: "~/Desktop/flyer final FINAL.png"
            text, end = (text + more.group(0).rstrip(), more.end()) if more else (text, end)
        if re.search(r"[A-Za-z]", text) and not re.fullmatch(r"(?:[A-Z]\.)+[A-Z]?", text):  # no "D.C."
            found.append((m.start(), end, text))
    return [text for _, _, text in sorted(found)]


# A file named by what it holds, its words after a colon: "make a wee kit list file for sat: …", "type up josiahs spelling words
# for this week in a file so i can print: …"
_FILE_OF_WORDS = re.compile(r"^\s*(?:please\s+|pls\s+)?(?:(?:make|create|write|start)\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?:wee\s+|little\s+|quick\s+)?"
                            r"(?P<name>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:text\s+)?file\b"
                            r"|type\s+up\s+(?:my\s+|the\s+)?(?P<typed>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)(?:\s+for\s+(?:this|next|the)\s+\w+)?"
                            r"\s+in(?:to)?\s+a\s+(?:text\s+)?file\b)(?=[^:]*:\s*\S)", re.I)
_QUOTED_FOLDER = re.compile(r"['\"‘“]([^'\"’”/]{1,60})['\"’”]\s+folder\b")  # "delete the 'photos 14 elm grove copy' folder"
_QUOTED_FILE = re.compile(r"(?<!\w)['\"‘“]([^'\"’”/]{1,80}\.[A-Za-z][A-Za-z0-9]{0,4})['\"’”](?!\w)")
_CALLED_FILE = re.compile(r"\b(?:called|named)\s+([\w'&-]+(?:\s+[\w'&-]+){1,5}\.(?:txt|md|csv|json|html|log))\b", re.I)  # spaces in its name
_TEXT_CALLED = re.compile(r"\b(?:txt|text\s+file)\s+(?:(?:in|into)\s+(?:my\s+|the\s+)?(?P<folder>[A-Z][\w-]*)(?:\s+folder)?\s+)?(?:called|named)\s+"
                          r"(?P<name>[\w'&-]+(?:\s+[\w'&-]+){0,4}?)(?=\s*(?:[-–:,]|$))"  # a name said with no .txt
                          r"|\b(?:a|an|the|my)\s+(?P<named>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3}?)\s+txt\s+(?:in|into)\s+(?:my\s+|the\s+)?"
                          r"(?P<kept_in>[A-Z][\w-]*)\b")  # "make a price list txt in Sharpening - …"
_NAMED_FOLDER = re.compile(r"\b(?:the|my)\s+((?=[\w.-]*[_\d-])[A-Za-z][\w.-]*)\s+folder\b")  # "the rose_flash_OLD folder in ~/Designs"
_NOT_IN_A_NAME = (r"(?:and|please|pls|on|in|into|to|from|for|then|so|thanks|the|with|at|by|folder|dir|directory|it|i|is|need|needs"
                  r"|sheet|spreadsheet|doc|document|file)\b")
_SPACED_FILE = re.compile(rf"(?:\s+(?!{_NOT_IN_A_NAME})[\w'-]+){{0,3}}\s+(?!{_NOT_IN_A_NAME})[\w'-]+\.[A-Za-z][A-Za-z0-9]{{1,4}}\b", re.I)
_FOLDER_WORDS = re.compile(rf"(?:\s+(?!{_NOT_IN_A_NAME}|just\b|only\b)\w[\w'-]*){{1,3}}(?=\s+{_NOT_IN_A_NAME}|\s*[,.;:!?]|\s*$)", re.I)


def folder_named(query: str) -> str | None:
    """A folder the request names without a path ("in my Documents folder" → Documents)."""
    m = _FOLDER.search(query)
    return (m.group(1) or m.group(2) or m.group(3)) if m else None


def is_text_param(param: str, pspec: dict[str, Any]) -> bool:
    """A parameter for text the user dictates (a note's text, a file's content, a message)."""
    if re.search(r"(?:_id|Id|ID)$", param):  # note_id names a note; it holds no dictated text
        return False
    return not pspec.get("enum") and any(key(w) in TEXT_TERMS for w in extract.content_words(param))


def dictated(query: str) -> str | None:
    """The text the request dictates: a quote, what follows "saying"/"that"/":", or what follows
    "write"/"note" up to where it goes ("Write hello to the file todo.txt" → hello). None for a
    reference the request does not spell out ("this text", "a line")."""
    if jotted := re.match(r"\s*(?:please\s+)?jot\s+(?:this|that)\s+down\b[^-:–]{0,30}[-:–]\s*(\S.*)$", query, re.I | re.S):
        return shorthand.as_typed(jotted.group(1).strip()) or None  # "jot this down b4 I forget - 2nd verse …, change 'ki te wai' to …"
    names = extract.named_things(query)  # "share my 'Shift Swap Tracker' sheet": a name, not text
    quoted = [kept for run in extract.quoted_runs(query) if (kept := [q for q in run if q not in names and not re.search(
        r"\b(?:doc|document|sheet|spreadsheet|file|folder|note|calendar|list|label|called|named)\s*['\"‘“]?$",
        query[:max(0, query.find(q))], re.I)])]  # "… the parish newsletter doc 'June Newsletter': "text"": a name, then the text
    saying = re.search(r"\b(?:saying|that says)\s*:?\s+(.+)", query, re.I | re.S)
    if quoted and saying and query.find(quoted[0][0]) > saying.start(1):  # "saying: check 'Gewährleistung' vs …"
        return message_text.unquoted(shorthand.as_typed(saying.group(1).rstrip(".!? ").strip())) or None
    said = _SAID.search(query)
    longest = max(quoted[0], key=len) if quoted else ""
    around = said and quoted and len((said.group(1) or said.group(2) or "").split()) > len(longest.split()) + 3 \
        and said.start() < query.find(longest)  # "make a note - ram 'Big Ted' lame on back left, …": a name in it
    if quoted and not around:
        return shorthand.as_typed(longest)
    m = said or _LISTING.search(query) or _WRITE.match(query)
    if not m:
        return None
    text = (m.group(1) or m.group(2)).strip()
    if m.re is _WRITE:
        described = _DESCRIBED.match(_TO_TARGET.sub("", text).strip())
        later = re.search(r"[.!?]\s+(?=[A-Z0-9])(.+)$|\s[-–:]\s+(.+)$", text, re.S)
        if described and later:  # "save a list of my tablets in … medication.txt in Documents. Amlodipine 5mg …": the list;
            return shorthand.as_typed((later.group(1) or later.group(2)).strip()) or None  # "save my prices to prices.txt - …"
        dashed = re.search(r"^(.+?)\s[-–]\s+(\S.*)$", text, re.S)
        if dashed and re.search(r"\b(?:folder|file|txt|desktop|documents)\b|\.[A-Za-z]{2,4}\b", dashed.group(1), re.I):
            return shorthand.as_typed(dashed.group(2).strip()) or None  # "save … as a text file called blazer.txt in my Shop folder - p2p …"
        after_path = re.search(r"^((?:\S+\s+){1,5}?)(?:to|in|into)\s+(?:~|/|[\w-]+\.\w{2,4}\b)\S*\s*[-–:]\s+(\S.*)$", text, re.S)
        if after_path:  # "save round 3 answers to ~/quiz/round3_answers.txt - 1 Canberra 2 1966 …": what follows the file
            return shorthand.as_typed(after_path.group(2).strip()) or None
        if not re.match(r"(?:to\s+self|for\s+[\w' ]{1,30}?)\s+[-–:]\s+\S", text, re.I):  # "note for megan - keeps forgettin mirrors
            text = _TO_TARGET.sub("", text).strip()  # … on roundabouts, …": all after the dash is the note
        text = re.sub(r"^(?:to\s+self|for\s+myself|for\s+me)\b\s*[-:,–]?\s*", "", text, flags=re.I)  # "note to self - …" (not "for megan")
        if re.match(r"\s*(?:please\s+)?remember\s+to\s", query, re.I):
            text = text[3:].lstrip()  # "remember to ask the WI …": "ask the WI …"
    text = note_edits.TAGGED.sub("", text).rstrip(".!?").strip()  # "…, tag it fairs": the note's tag, not its text
    if not text or _REFERENCE.match(text):
        return None
    return shorthand.as_typed(text)


_SQL = re.compile(r"^\s*(?:select|with)\b|[=<>]|\b(?:like|is\s+(?:not\s+)?null|between|in\s*\()", re.I)


def sql_or_nothing(pspec: dict[str, Any], value: str | None) -> str | None:
    """A parameter that takes SQL ("One SELECT statement", "SQL condition") keeps only SQL; a word of
    the request ("many") is no query, so the value is asked for instead."""
    if value is None or not re.search(r"\bSQL\b|\bSELECT\b", str(pspec.get("description", ""))):
        return value
    return value if _SQL.search(value) else None


SEARCH_TERMS = {"query", "q", "search", "keyword", "keywords", "term", "terms", "searchterm"}
_SEARCHED = re.compile(r"\b(?:search(?:ing)?|look(?:ing)?|find|grep)\b.*?\b(?:for|about|mentioning|containing|with)\s+"
                       r"(?!(?:last|this|next)\s+(?:week|month|year)\b|(?:me|us)\b)"  # "find Precious timesheet for last week, the scanned one",
                       # "could you find it for me and read it out"
                       r"(?:the\s+(?:word|words|text|phrase)\s+|the\s+|a\s+|an\s+|my\s+)?(.+?)\s*(?:[.?!]|$)"
                       r"|^\s*(?:please\s+)?find\s+(?-i:([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:'s)?\s+[a-z][\w-]*))\s+for\s+(?:last|this|next)\s+(?:week|month|year)\b", re.I)

# "did I write down the garage door code somewhere in my notes?": what was kept is what to look for.
_KEPT = re.compile(r"(?:\b(?:did|have)\s+i\s+(?:ever\s+)?|(?:^\s*|\bwhere\s+)i\s+(?:think\s+i\s+)?(?=(?:wrote|jotted|noted|saved|put|kept|stored)\b))(?:write|wrote|jot|jotted|note|noted|save|saved|put|keep|kept|store|stored)"
                   r"(?:\s+down)?\s+(?:about\s+)?(?:the\s+|my\s+|a\s+|an\s+)?(.+?)\s*(?:\b(?:somewhere|anywhere|down|in\s+(?:my|a|the)\s+\w+"
                   r"|on\s+(?:this|my|the)\s+(?:computer|laptop|pc|mac))\b|[.?!]|$"
                   r"|,\s*(?=(?:when|what|where|who|how|which|is|was|did|does|do)\b))",
                   re.I)  # "what did i put about the freezer engineer, when was he coming": freezer engineer

# "I wrote something down some while ago about the hymn numbers for the Advent carol service": what it was about.
_WROTE_ABOUT = re.compile(r"\bi\s+(?:wrote|jotted|noted|put)\s+(?:something|summat|some\s+things?)\s+down\b[^.?!]*?\babout\s+(?:the\s+|my\s+)?"
                          r"(.+?)\s*(?:[.?!]|$)", re.I)

# "where's the smith 2019 pdf, i think its somewhere in downloads": the thing looked for.
_FIND_ON = re.compile(r"^\s*(?:please\s+)?(?:find|locate|look\s+for)\s+(?:my\s+|the\s+|that\s+)?(.+?)\s+(?:on|in)\s+(?:the|my|this)\s+"
                      r"(?:computer|laptop|pc|mac)\b"
                      r"|^\s*(?:please\s+)?find\s+(?:my\s+|the\s+|that\s+)?(?:new|latest|newest|old)\s+([\w' -]{1,30}?)\s+(?:file|pdf)\s*[.?!]?$",
                      re.I)  # "find my home insurance renewal letter on the computer", "find the new price list file"
_NOTES_ABOUT = re.compile(r"\bnotes?\b.*?\babout\s+(?:the\s+|my\s+)?(.+?)\s*(?:\b(?:last|this)\s+(?:year|month|week|summer|spring)\b|[.?!]|$)",
                          re.I)  # "what did I write in my notes about blight on the potatoes last year"
NAME_HAS = re.compile(r"\b(?:file\s*)?name\s+(?:has|contains|includes)\s+['\"]?([\w .-]+?)['\"]?\s+in\s+it\b"
                       r"|\b(?:has|with|got)\s+['\"]?([\w.-]+(?:\s+[\w.-]+){0,3}?)['\"]?\s+in\s+(?:the|its)\s+(?:file\s*)?name\b"
                       r"|\band\s+(?:it\s+)?has\s+['\"]?((?-i:[A-Z])[\w.'’-]*(?:\s+[\w.'’-]+){0,3}?)['\"]?\s+in\s+it\b",
                       re.I)  # "file name has birch in it", "it has Cornwall 2019 in the name", "… and has St Bede's in it"
_FIND_IN_NOTES = re.compile(r"^\s*(?:please\s+)?(?:find|look\s+up|get|show\s+me|open|pull\s+up)\s+(?:my\s+|the\s+)?(.+?)"
                            r"(?:\s+(?:recipe|note|notes|list|file))?\s+(?:in|from)\s+(?:my\s+)?notes\b", re.I)  # "my cheese scone recipe"
_NEXT_ONE = re.compile(r"\b(?:my|the)\s+(?:next|upcoming)\s+((?:(?!(?:appointment|appt|meeting|event|one|thing)s?\b)[a-z][\w'-]*\s*){1,3}?)"
                       r"\s*(?:appointments?|appts?|meetings?|events?|sessions?)?\s*(?:[?.!]|$)", re.I)  # "when's my next hospital appointment"
_WHERE_IS = re.compile(r"^\s*where(?:'s|s|\s+is|\s+are|\s+did\s+i\s+(?:save|put|keep|store)d?)\s+(?:the\s+|my\s+|that\s+|those\s+)?"
                       r"(?:(?:pdf|copy|scan)\s+of\s+(?:the\s+|my\s+)?)?"  # "wheres that pdf of the yamaha u1 service manual gone"
                       r"(.+?)\s*(?:,|\b(?:i\s+think|i\s+(?:did|made|wrote|done|typed|saved|put|kept|stored)|gone"  # "… price list i did for …"
                       r"|on\s+(?:this|my|the)\s+(?:computer|laptop)|somewhere|anywhere|in\s+(?:my|the)"
                       r"|in\s+(?:downloads|desktop|documents)|on\s+(?:my\s+)?desktop)\b|[.?!]|$)", re.I)
_QUICK_ADD = re.compile(r"^\s*(?:just\s+|pls\s+|please\s+|can\s+(?:you|u)\s+)?quick[- ]?add(?:\s+|(?=:))(?:(?:this\s+)?(?:to|in)\s+(?:my\s+|the\s+)?(?:calendar|calender|diary|cal)\s*)?[:-]?\s*",
                        re.I)  # "quick add farmers market stall sat 19 dec 8-1": the rest is the event's text


def stated(query: str, method_id: str, param: str, pspec: dict[str, Any], today: dt.date) -> Any:
    """The value an everyday request states for ``param`` in its own way, or None: a contact's new e-mail or number,
    a sheet's range ("A1 to D10") and what it writes, a note's number ("note 7"), a glob ("gpx files"), the words
    changed inside a note."""
    for read in (lambda: contacts.argument(query, method_id, param), lambda: cells.argument(query, param, pspec, method_id, today),
                 lambda: numbered_id(query, param, pspec), lambda: glob_pattern(query, param, pspec),
                 lambda: note_edits.argument(query, method_id, param),
                 lambda: shorthand.as_typed(_QUICK_ADD.sub("", query).strip()) if method_id.endswith("quickAdd") and param == "text" else None):
        if (value := read()) is not None:
            return value
    return None


def numbered_id(query: str, param: str, pspec: dict[str, Any]) -> str | None:
    """A local object's number as the user saw it listed ("note 7", "my plot ideas note (#14)") for its id
    parameter (``note_id``); None otherwise. Google's ids (taskId, eventId) are opaque keys, never a count."""
    m = re.fullmatch(r"([a-z]+)_id", param)
    if not m or pspec.get("x-location") != "path":
        return None
    noun = m.group(1)
    said = re.search(rf"\b{noun}\s+(?:#|no\.?\s*|number\s+)?(\d+)\b|\b{noun}\s+\(#(\d+)\)|#(\d+)\s+{noun}\b", query, re.I)
    return next(g for g in said.groups() if g) if said else None


_FILE_KIND = re.compile(r"\*\.(\w{1,5})\b|\b(?:ending\s+(?:in|with)\s+)?\.(\w{1,5})\s+files\b|\b([a-z0-9]{2,4})\s+files\b", re.I)
_KINDS = set("pdf gpx jpg jpeg png gif heic txt csv doc docx xls xlsx ppt pptx md mp3 mp4 mov wav zip json xml html odt".split())


def glob_pattern(query: str, param: str, pspec: dict[str, Any]) -> str | None:
    """A glob parameter's pattern from the kind of file said ("what gpx files have I got in ~/Routes" → *.gpx)."""
    if param != "pattern" or "glob" not in str(pspec.get("description", "")).lower():
        return None
    m = _FILE_KIND.search(query)
    kind = next((g for g in m.groups() if g), "").lower() if m else ""
    only = re.search(r"\b(?:just|only)\s+(?:the\s+|my\s+)?(word\s+doc(?:ument)?s|excel\s+files|[a-z0-9]{2,4})s?\b", query, re.I) or re.search(
        r"^\s*(?:pls\s+|please\s+)?(?:list|show\s+me|show|find)\s+(?:all\s+)?(?:the\s+|my\s+)?([a-z0-9]{2,4}s)\s+(?:in|from|on)\b", query, re.I)  # "list the pdfs in …"
    said = only.group(1).lower() if only and not kind else ""  # "just the pdfs", "just the word docs"
    kind = kind or ("docx" if said.startswith("word") else "xlsx" if said.startswith("excel") else said.rstrip("s") if said.rstrip("s") in _KINDS else said)
    return f"*.{kind}" if kind in _KINDS else None


def searched_words(query: str, param: str) -> str | None:
    """What a search request looks for ("Search my notes for the garage code" → garage code), for a
    search parameter (query, q, keywords); None otherwise or when the request does not say."""
    if re.sub(r"[^a-z]", "", param.lower()) not in SEARCH_TERMS:
        return None
    quoted = extract.quoted_runs(query)
    if quoted and quoted[0]:
        return quoted[0][0]
    held = re.search(r"\b(?:has|have|with)\s+(?:got\s+)?(?:the|a|an|my|that)\s+(.+?)\s+in\s+it\b", query, re.I)
    if held:  # "which file on my laptop has the eiffel tower question in it": those words
        return held.group(1)
    mentioning = _THAT_MENTION.search(query)
    if mentioning and not extract.quoted_runs(query):  # "find any referral letters that mention rotator cuff": those words
        return mentioning.group(1) or mentioning.group(2) or mentioning.group(3)
    called = _CALLED_ROUGHLY.search(query)
    if called:  # "find the studio insurance certificate …, called insurance cert or something": the name as remembered
        return called.group(1) or called.group(2)
    if opened := _OPEN_MY.match(query):  # "open my revalidation reflective account, I need to finish am before Sunday"
        return opened.group(1)
    wrote = re.search(r"\bwhere\s+i\s+(?:wrote|jotted|saved|put|kept|stored)\s+(?!about\b)", query, re.I) and _KEPT.search(query)
    m = _WROTE_ABOUT.search(query) or wrote or NAME_HAS.search(query) or _NOTES_ABOUT.search(query) or _FIND_IN_NOTES.search(query) \
        or _SEARCHED.search(_FOLDER.sub(" ", query)) or _KEPT.search(query) or _WHERE_IS.search(query) or _FIND_ON.search(query) \
        or _NEXT_ONE.search(query)  # "… in my Documents folder" is where
    if not m and re.search(r"\bnotes?\b", query, re.I) and (asked := _ASKED.match(query)):  # "what formula did i use on mrs greene
        # last time?? i know i wrote it down in a note": formula mrs greene
        words = [w for w in re.findall(r"[\w'-]+", asked.group(1)) if w.lower() not in _ASKED_FILLER]
        return " ".join(words) or None
    found = next((g for g in m.groups() if g), "") if m else ""
    said = " ".join(re.sub(r",?\s*\b(?:something|anything)\s+(?:with|like|about|called)\b", " ", found).split()) if m else None
    said = re.sub(r"\s+(?:somewhere|anywhere)\b.*$|\s*,\s*(?:it'?s|it\s+is|i\s+think|think|maybe|prob(?:ably)?)\b.*$", "", said,
                  flags=re.I) if said else None  # "… the smugglers tunnel somewhere??", "… harbour view flats, its somewhere in …"
    said = re.sub(r"^(?:that|this|those|these)\s+(?=\w+\s+\w)", "", said, flags=re.I) if said else None  # "that howells … pdf"
    return re.sub(r"^(?:anything|something|everything|files?|stuff)\s+(?:that\s+)?(?:mentions?|mentioning|contains?|containing"
                  r"|with|about|says?)\s+", "", said, flags=re.I) if said else None  # "anything that mentions fractions"


_THAT_MENTION = re.compile(r"\b(?:that|which)\s+(?:mentions?|says?|contains?|talks?\s+about)\s+(.+?)\s*(?:[.?!,]|$)"
                           r"|\bwith\s+['\"]?([\w&' -]{2,40}?)['\"]?\s+in\s+(?:them|it)\b"  # "any files … with farrow and ball in them"
                           r"|\b(?:mentioning|containing)\s+(?!the\s+words?\b)(.+?)\s*(?:[.?!,]|$)", re.I)
_CALLED_ROUGHLY = re.compile(r"\b(?:called|named)\s+['\"]?([\w .-]+?)['\"]?\s*,?\s+or\s+(?:something|similar|so)\b"
                             r"|\b(?:think|reckon|pretty\s+sure)\s+(?:it'?s|its|it\s+is)\s+(?:called|named)\s+['\"]?([\w .-]+?)['\"]?\s*[.?!]?$",
                             re.I)  # "…, think its called prices"
_OPEN_MY = re.compile(r"\s*(?:please\s+|pls\s+|can\s+you\s+)?open\s+(?:up\s+)?my\s+(?!(?:[\w'-]+\s+){0,4}?(?:notes?|calendar|diary|e-?mails?|inbox"
                      r"|contacts?|tasks?|list|sheets?|spreadsheets?|docs?|documents?|drive|folder)\b)((?:[\w'-]+\s+){0,4}?[\w'-]+)"
                      r"(?=\s*(?:[,.;!?]|$)|\s+(?:so|and|as|because|cos|for|pls|please)\b)", re.I)
_ASKED = re.compile(r"^\s*(?:what|which|when|who|how\s+(?:much|many|long))(?:'s|s)?\s+(.+?)\s*(?:[?.!,]|$)", re.I)
_ASKED_FILLER = set("did do does i we you my the a an is was were are use used on for of to in at with last time ever again "
                    "have had has it that this there".split())
_CALLED = re.compile(r"\b(?:called|named|titled)\s+[\"']?(.+?)[\"']?(?=\s+(?:with|containing|listing|saying|that)\b|[.,;:!?]|$)",
                     re.I)


_TAGGED = re.compile(r"\b(?:tagged|with\s+the\s+tag|under\s+the\s+tag)\s+(?:as\s+|with\s+)?['\"#]?([\w-]+)", re.I)


def named_title(query: str, param: str) -> str | None:
    """A title parameter's value when the request names the thing ("a note called Packing list with …");
    a tag the request names ("my notes tagged quotes")."""
    if param.lower() == "tag":
        tagged = _TAGGED.search(query)
        return tagged.group(1) if tagged else None
    m = _CALLED.search(query) if param.lower() in ("title", "name") else None
    return m.group(1).strip() if m else None
