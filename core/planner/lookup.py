"""Finding the object a request means by name or time: "Cancel my 4pm meeting", "Delete the Groceries list".

Ids are opaque, so a request never states one. When a plan lacks only such an id, its resource's list
method is called first (with the parent values found, e.g. the primary calendar, and the time window
the request names); the listed items are matched to the request by the words of their title and their
start time. One best match fills the id; several are offered as numbered choices; none is said plainly.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.phrasing import QUOTED_NAME, without_reason
from core.planner import (
    bodies,
    contacts,
    dates,
    everyday_values,
    extract,
    mail_labels,
    mail_search,
    strings,
    times,
)
from core.planner.numeric import key

TITLE_KEYS = (*bodies.TITLE_FIELDS, "text")
# Words that name the action or the kind of object, not which one.
GENERIC = {key(w) for w in ("delete", "remove", "cancel", "show", "open", "read", "get", "move", "update", "change",
                            "rename", "edit", "mark", "done", "complete", "clear", "erase", "drop", "my", "calendar",
                            "list", "lists", "task", "tasks", "note", "notes", "file", "drive", "folder", "event",
                            "item", "entry", "today", "tomorrow", "tonight", "share", "comment", "access", "already",
                            "find", "search", "document", "doc", "spreadsheet", "sheet", "presentation", "photo",
                            "named", "called", "files", "folders", "events", "star", "unstar", "starred",
                            "unarchive", "label", "reply", "forward", "rows", "download", "export", "permanently", "duplicate",
                            "forever", "put", "file", "stick", "pop", "answer", "respond", "bin", "chuck", "ditch",
                            "where", "wheres", "nowhere", "somewhere", "anywhere", "check")}  # "where is the menu on the drive": the menu


def missing_id(method: Any, missing: list[str]) -> str | None:
    """The missing opaque id to look up first (the request cannot state one), else None. When the method
    lacks nested ids (a reply's fileId and commentId) the outer one comes first: its list finds the inner."""
    props, path = method.parameters.get("properties", {}), str(getattr(method, "path", ""))
    if not missing or len(missing) > 2 or any(strings.can_be_id(p, props.get(p, {}), "a name") for p in missing):
        return None
    if len(missing) == 2 and not all(f"{{{p}}}" in path for p in missing):
        return None
    return min(missing, key=lambda p: path.find(f"{{{p}}}"))


def list_methods(method_id: str, param: str) -> list[str]:
    """The list methods that may hold the missing id, nearest first: the method's own resource
    (calendar.events.delete → calendar.events.list), then the one the id names (drive.permissions.create's
    fileId → drive.files.list; calendarId → the user's calendarList)."""
    if method_id.startswith("people.people.") and param == "resourceName":
        return [contacts.SEARCH]  # a contact by the name the request gives
    own = f"{method_id.rsplit('.', 1)[0]}.list"
    noun = re.sub(r"_?[Ii]d$", "", param)
    service = method_id.split(".", 1)[0]
    named = [f"{service}.{noun}s.list", f"{service}.{noun}List.list"] if noun else []  # tasklist → tasks.tasklists.list
    in_drive = ["drive.files.list"] if param in EDITOR_FILES else []  # a spreadsheet is a Drive file
    return [own] + [n for n in named if n != own] + in_drive  # calendarId → calendar.calendarList.list


# Ids of Google editor files, found in Drive by name and kind ("the budget spreadsheet").
EDITOR_FILES = {"spreadsheetId": "application/vnd.google-apps.spreadsheet",
                "documentId": "application/vnd.google-apps.document",
                "presentationId": "application/vnd.google-apps.presentation",
                "formId": "application/vnd.google-apps.form"}
NEWEST = {"latest", "last", "newest", "recent", "most"}
MAIL_WORDS = {key(w) for w in ("email", "emails", "mail", "message", "messages", "gmail", "inbox", "thread", "newest",
                               "latest", "last", "recent", "most", "attachment", "read", "unread", "trash", "archive",
                               "emailed", "did", "any", "had", "have", "has", "new", "who", "got", "get", "received", "say", "said", "says",
                               "wrote", "want", "wanted", "sent", "has", "have", "like", "actually", "really", "about",
                               "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozen", "few",
                               "several", "many", "bunch", "lot", "lots", "them", "those", "these", "all", "ever", "back",
                               "scam", "spam", "junk", "look", "looking", "her", "his", "their", "being", "search", "was",
                               "sometime", "somewhere", "came", "arrived", "think", "reckon", "probably", "maybe", "time", "am",
                               "looking", "trying", "rid", "re", "they", "he", "she", "obviously", "obvs", "abt", "anything",
                               "something", "smth", "sth", "send", "asking", "asked", "yet", "whether", "come", "mean",
                               "through", "hun", "hon", "babe", "babes", "bestie", "eey", "kak", "forget", "write", "written", "over")}  # "hun has that email … come thru": no term


_BEFORE_KIND = re.compile(r"((?:(?:\b[A-Za-z0-9][\w'-]*|[-–])\s+){1,5})(?:spreadsheet|sheet|doc|document|file|folder|presentation|pdf|"
                         r"deck|slides|form)s?\b", re.I)
_BETWEEN = {"of", "in", "on", "from", "to", "for", "with", "at", "into"}  # "cell B2 of the budget sheet": the name is after
_NO_NAME = {"what", "which", "any", "all", "some", "those", "these", "every", "each", "other", "recent", "latest", "last", "shared"}
_LEAD = {"the", "my", "our", "a", "an", "this", "that", "your", "of", "to", "in", "on", "at", "end", "old", "new"}


def _name_before_kind(request: str, words: list[str]) -> list[str]:
    """The name said right before the kind of file (of the request's searchable ``words``): its capitalised
    words on ("my Packing List doc" → Packing, List; "the Kit order doc" → Kit, order), else its last word ("the expenses spreadsheet" → expenses)."""
    known = {x.lower() for x in words}
    for m in _BEFORE_KIND.finditer(request):
        tokens = list(re.finditer(r"\S+", m.group(1)))
        cut = max((i + 1 for i, t in enumerate(tokens) if t.group().lower() in _BETWEEN), default=0)
        said = [t.group() for t in tokens[cut:]  # a capitalised word of a name counts though generic
                if t.group().lower() in known or t.group().isdigit()  # ("Packing List"), not the request's first
                or (t.group()[:1].isupper() and m.start(1) + t.start() > 0)]
        while said and said[0].lower() in _LEAD:
            said = said[1:]
        tail: list[str] = []  # the words right before the kind: "the price list 2026 spreadsheet"
        for t in reversed(tokens[cut:]):
            if t.group().lower() in _LEAD | _BETWEEN | _NO_NAME or not re.fullmatch(r"[\w'-]+", t.group()):
                break
            tail.insert(0, t.group())
        if not said and tail and tail[-1].isalpha() and len(tail[-1]) > 2:
            said = [tail[-1]]  # "the listings sheet": a name though its word is generic
        while said and said[-1].lower() == "google":  # "the Budget Google Sheet"
            said = said[:-1]
        named = [w for w in said if w[:1].isupper()]
        if said:  # "the Kit order doc": from its first capital on; "the price list 2026 spreadsheet": the words next to it
            plain = [w for w in said if not w.isdigit()]  # a number counts within a name ("Match photos 2025")
            return said[said.index(named[0]):] if named else tail if 1 < len(tail) <= 3 else plain[-1:]
    return []
_CAPITALISED_AFTER = re.compile(r"\b(?:in|on|of|from|to)\s+(?:the\s+(?=[a-z]))?(?!(?:Google\s+)?(?:Drive|Docs?|Sheets|Gmail|Calendar|Photos)\b)"
                                r"((?:[A-Z][\w'&]*)(?:\s+(?:[A-Z][\w'&]*|\d+|-|–))*"
                                r"(?:\s+\d+)?)")  # a name said in capitals, with no kind after it: "in Drug Stock"
_DICTATING = re.compile(r"\b(?:add|append|insert|write|type|put|saying|says|say|text|note|reads?|to|heading|line|sentence|title"
                        r"|paragraph)\s*$", re.I)  # "add a heading 'References' at the end of …": text, not the doc


def quoted_name(request: str) -> str | None:
    """The first quoted name in the request that is not text to write ("Rename 'Untitled document' to …";
    not "add 'bring chargers' at the end of my Packing List doc")."""
    m = QUOTED_NAME.search(request)
    if not m or _DICTATING.search(request[:m.start()]):
        return None
    return next(g for g in m.groups() if g is not None).strip() or None


_DICTATED = re.compile(r":\s.*$|\s+(?:with|saying)\s+(?![\w.+-]+@).*$|(?<=sheet)\s+[-–]\s.*$"
                       r"|\s+(?:and\s+)?(?:name|call|title)\s+(?:it|the\s+(?:copy|new\s+one|duplicate))\b.*$", re.S | re.I)


# "reply to Margaret's email", "Margarets message", "Tom Reyes's email": an e-mail from them
_WHOSE_MAIL = re.compile(r"(?<![\w'])((?:[A-Z][a-z]+\s+)?[A-Z][a-z]+)(['’]s|['’])?\s+(?:last\s+|latest\s+|recent\s+|new\s+)?"
                         r"(e-?mail|message|mail)\b")


# Words that are never a lowercase sender's name ("emails from last week", "the council's email", "from my boss").
_NOT_NAMES = {*times.WEEKDAYS, *dates.MONTHS, *(m[:3] for m in dates.MONTHS), "the", "a", "an", "my", "your", "our", "his", "her", "their",
              "its", "this", "that", "these", "those", "last", "next", "past", "new", "old", "same", "other", "every", "each",
              "all", "any", "some", "no", "yesterday", "today", "tomorrow", "tonight", "morning", "afternoon", "evening",
              "night", "week", "weeks", "month", "months", "year", "years", "weekend", "day", "days", "and", "or", "but",
              "me", "us", "him", "them", "work", "home", "school", "ages", "earlier", "before", "ago", "now", "then", "there"}
_LOWER_WHOSE_MAIL = re.compile(r"(?<![\w'])([a-z]+\s+[a-z]+?)(['’]s|(?<=[a-df-rt-z])s)\s+(?:last\s+|latest\s+|recent\s+|new\s+)?"
                               r"(e-?mail|message|mail)\b")  # "sarah mitchell's email", "lisa carrs email"
_LOWER_SENDER = re.compile(r"\bfrom\s+([a-z][a-z'-]+(?:\s+[a-z][a-z-]+){1,2}?)(?=\s*(?:$|[?!.,;:])|\s[-–]\s|\s+(?:about|re|regarding|this|"
                           r"last|today|yesterday|since|in|on|at|that|with|w/|sent|recently|lately|saying|asking)\b)")

_LOWER_FIRST_NAME = re.compile(r"\bfrom\s+([a-z][a-z'-]{2,})(?=\s+(?:about|re|regarding|this|last|today|yesterday|since)\b|\s*[?.!]?\s*$)")  # "from helen about …"
_PLACES_NOT_PEOPLE = {"council", "bank", "nursery", "surgery", "office", "church", "club", "team", "agency", "hospital", "college", "uni",
                      "parents", "kids", "children", "teachers", "customers", "clients", "members", "people", "suppliers", "neighbours",
                      "friends", "family", "everyone", "anyone", "staff", "volunteers", "tenants", "guests", "players", "students"}

def _named_lowercase(m: re.Match) -> bool:
    """Whether two lowercase words are a person's name ("sarah mitchell"), not "last week" or "the council"."""
    return not any(w in _NOT_NAMES or key(w) in GENERIC or key(w) in MAIL_WORDS for w in m.group(1).split())


def _from_whom(m: re.Match) -> str:
    name = m.group(1)
    if not m.group(2) and name.endswith("s") and not name.endswith(("ss", "is", "us", "as", "es")):
        name = name[:-1]  # "Margarets email" is Margaret's; Chris, James keep their s
    return f"{m.group(3)} from {name}"


_WHOSE_FILE = re.compile(r"\b([A-Z][\w-]+)['’]s\s+((?!(?:e-?mails?|messages?|files?|docs?|documents?)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
                         r"(?=\s+(?:in|on|from|at|for)\b|\s*[?.!,]|\s*$)")


def search_arguments(list_method: Any, request: str, now: dt.datetime | None = None, wanted: str = "") -> dict[str, Any]:
    """A search the list method can do itself, so the look-up sees the right objects: Gmail's
    search-box query ("from:Sarah invoice", "today": after/before as epoch seconds, exact in the user's
    own time zone), or a Drive name filter ("name contains 'budget'"; of that kind for a ``wanted``
    editor file id such as spreadsheetId)."""
    if list_method.id == contacts.SEARCH:
        name = contacts.person_named(request)
        mask = contacts.argument(request, contacts.SEARCH, "readMask") or contacts.READ_MASK  # or with addresses
        return {"query": name, "readMask": mask} if name else {}
    q = (list_method.parameters.get("properties") or {}).get("q")
    if not q:
        return {}
    description = str(q.get("description", ""))
    gmail = "Gmail search box" in description
    if gmail:  # "…, I need to check what we paid for the gloves": why, not which message
        request = re.sub(r"([\w.+-]+@[\w-]+(?:\.[\w-]+)+)['’]s\s+(e-?mail|message|mail)\b", r"\2 from \1", without_reason(request))
        request = _WHOSE_MAIL.sub(_from_whom, request)  # "reply to mark.daniels@…'s email", "Margaret's email": from them
        request = _LOWER_WHOSE_MAIL.sub(lambda m: _from_whom(m) if _named_lowercase(m) else m.group(0), request)
        request = re.sub(r"\s+or\s+not\b|^\s*check\s+if\b|\b(?:look\s+and\s+)?see\s+(?:if|whether)\b|\bmi\b(?=\s+(?:yet|already|back)\b)|^\s*there'?s\s+(?=(?:an?\s+)?e-?mail\b)"
                         r"|\b(?:dig|fish|root|track)\s+(?:it\s+)?(?:out|down)(?:\s+it)?(?:\s+for\s+(?:me|us))?\b", " ", request,
                         flags=re.I)  # "… restock or not", "theres an email from the council about …, can you dig it out"
    stated, request = mail_search.operators(mail_labels.without_label(request)) if gmail else ([], request)  # is:unread …
    sender = re.search(r"\bfrom\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}|[\w.+-]+@[\w.-]+)", request) or re.search(
        r"(?:^\s*|\b(?i:has|did|have)\s+)(?!(?:Who|What|Which|Anyone|Anybody|Someone|Somebody|Nobody|I|He|She|They|It|We|You|Has|Have|Did)\b)"
        r"([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?|[\w.+-]+@[\w.-]+)\s+(?:has\s+|have\s+|keeps\s+|kept\s+)?(?:sent|emailed|e-mailed"
        r"|mailed|written)\b", request) or re.search(  # "Sunita Rao has sent like six emails …", "has raj@x.com emailed me about …"
        r"\bdid\s+(?!(?:you|I|he|she|they|we|it)\b)([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?|[\w.+-]+@[\w.-]+)\s+(?:ever\s+)?(?:send|e-?mail)\b",
        request)  # "did ABRSM send anything about …"
    if not sender and gmail:  # all in lowercase: "any emails from sarah mitchell this week", "from crypto-rewards", "from helen about …"
        sender = next((m for m in _LOWER_SENDER.finditer(request) if _named_lowercase(m)), None) or re.search(
            r"\bfrom\s+([a-z0-9]+(?:[-_.][a-z0-9]+)+)\b(?![-_.])", request) or next(
            (m for m in _LOWER_FIRST_NAME.finditer(request) if _named_lowercase(m) and m.group(1) not in _PLACES_NOT_PEOPLE), None)
    relation = re.search(r"^([\w-]+)(?:['’]s|s)\s+(?:mum|mom|dad|mother|father|parents?|nan|gran)$", sender.group(1), re.I) if sender else None
    if relation:  # "from lily's mum": no address to search by; her child's name is in the mail
        request, sender = request.replace(sender.group(1), relation.group(1)), None
    if sender and (written := re.match(r"\s*\(\s*([\w.+-]+@[\w.-]+)\s*\)", request[sender.end():])):
        sender = written  # "from Margaret (margaret.h@example.com)": her address
    whole = re.sub(r":\s.*$|\s+(?:and\s+)?(?:name|call|title)\s+(?:it|the\s+(?:copy|new\s+one|duplicate))\b.*$", "", request,
                   flags=re.S | re.I)  # "search my drive for anything with 'ethics approval' in the name"
    renamed = None
    if not gmail:  # "… with bob@example.com": the grantee, not a name; "…: today, Groceries": the row written
        request = _DICTATED.sub("", bodies.EMAIL.sub(" ", request))
        renamed = re.search(r"\brename\s+(.+?)\s+(?:to|as)\s+\S", request, re.I)
        request = renamed.group(1) if renamed else request  # "rename lesson plan v2 FINAL in drive to …": the old name
    old_name = re.sub(r"^(?:the|my|our)\s+|\s+(?:in|on|from)\s+(?:my\s+|the\s+)?(?:google\s+)?drive$"
                      r"|\s+(?:doc|document|file|sheet|spreadsheet|folder|presentation)$|^(?:doc|file|folder)\s+called\s+",
                      "", request.strip(), flags=re.I) if renamed else ""
    skip = GENERIC | MAIL_WORDS | {key(w) for w in extract.content_words(sender.group(1))} if sender else GENERIC | MAIL_WORDS
    about = re.search(r"\babout\s+(?:the\s+|my\s+|our\s+)?(.+?)(?=\s+(?:since|from|in|this|last|on|before|after)\b|[?.!,]|$)", request,
                      re.I) if gmail else None
    topic = {w.lower() for w in extract.content_words(about.group(1))} if about else set()  # "about the parish share"
    words = [w for w in extract.content_words(request) if key(w) not in skip
             or gmail and re.search(r"(?:ations?|ments?)$", w, re.I) and len(w) > len(key(w)) + 3  # "cancellations": no "cancel"
             or (w.lower() in topic and key(w) not in MAIL_WORDS)]
    if gmail:
        bounds, said = mail_search.day_bounds(request, now)
        words = [w for w in words if not any(w.lower() in t.lower() for t in said)]
        phrase = quoted_name(whole)  # "the 'DBS check reminder' email", "search for 'deposit'": those words, together
        if phrase and not (sender and phrase.lower() in sender.group(1).lower()):
            words = [f'"{phrase}"' if " " in phrase else phrase]
        purpose = re.search(r"\b(?:so|because|as)\s+(?:that\s+)?(?:i|we)\b.*$|,\s*(?:already|its|it's|thats|that's)\b.*$", request, re.I)
        if purpose and not phrase:  # "… so i dont forget it", ", already sorted it": why, not which
            cut = {key(w) for w in extract.content_words(purpose.group(0))}
            words = [w for w in words if key(w) not in cut]
        if not phrase:  # "… come thru about my refund yet?? sent that dress back …": what followed says why
            words = mail_search.asked_first(request, words)
        words = list(dict.fromkeys(words))  # "from the council about the council tax": once
        who = [w for w in sender.group(1).split() if w.rstrip(".") not in ("Mr", "Mrs", "Ms", "Miss", "Dr", "Prof")] \
            if sender else []  # "Mr Patel's email": Patel
        terms = ([_from_sender(who)] if who else []) + words + stated + bounds
        return {"q": " ".join(terms)} if terms else {}
    if "search-files" in description or "files and folders" in description:
        files = everyday_values.file_paths(request)  # "old_report.pdf": that file, by its whole name
        if files:
            return {"q": f"name = '{files[0].rsplit('/', 1)[-1]}' and trashed = false"}
        photos = wanted not in EDITOR_FILES and bool(_PHOTOS.search(request))  # "the photos of the kitchen": images only
        kind = f"mimeType = '{EDITOR_FILES[wanted]}' and " if wanted in EDITOR_FILES else \
            "mimeType contains 'image/' and " if photos else ""
        if photos:
            words = [w for w in words if not _PHOTOS.fullmatch(w)]  # "pictures of the dog": the dog, not "pictures"
        hedged = _HEDGED_KIND.search(request)  # "…, think theyre pdfs": those, and no name words from the hedge
        if hedged:
            request, whole, kind = request[:hedged.start()], whole[:hedged.start()], kind or "mimeType = 'application/pdf' and "
            words = [w for w in words if w.lower() in request.lower()]
        has = everyday_values.NAME_HAS.search(whole)  # "it has Cornwall 2019 in the name"
        quoted = quoted_name(request) or quoted_name(whole) or (next(g for g in has.groups() if g) if has else None)
        called = _CAPITALISED_AFTER.search(without_reason(request))  # "… left on The Salt Road - Draft 3?"
        whose = _WHOSE_FILE.search(without_reason(request))  # "Doris's care plan": Doris, care plan
        named = [quoted] if quoted else [old_name] if old_name and len(old_name.split()) <= 6 else _name_before_kind(request, words) or ([whose.group(1), whose.group(2)] if whose else []) or (
            [called.group(1)] if called else _on_drive(request, words) or ([max(words, key=len)] if words else []))
        terms = name_contains(named)
        return {"q": f"{kind}{terms}trashed = false"} if named or kind else {}
    return {}


_PHOTOS = re.compile(r"\b(?:photos?|photographs?|pictures?|pics?|images?|snaps)\b"
                     r"(?!(?:\s+[\w'-]+){0,3}?\s+(?:folders?|albums?|docs?|documents?|files?|zips?|pdfs?|slides|presentation)\b)",
                     re.I)  # not "the Match photos 2025 folder"
_HEDGED_KIND = re.compile(r"[,;]?\s*(?:i\s+)?think\s+(?:it'?s|its|theyre|they'?re|they\s+are|it\s+is|it\s+was|they\s+were)\s+(?:an?\s+|all\s+)?pdfs?\b.*$",
                          re.I | re.S)
_ON_DRIVE = re.compile(r"\b(?:my|the|our)\s+((?:[\w'-]+\s+){2,4}?)(?:on|in|from)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b", re.I)


def _on_drive(request: str, words: list[str]) -> list[str]:
    """The words of "my grade 5 theory worksheets on google drive" (grade, 5, theory, worksheet: Drive matches a word's
    start, so "worksheet" finds "Worksheets" and "Worksheet 3"); [] when it names no such phrase."""
    m = _ON_DRIVE.search(request)
    known = {w.lower() for w in words}
    said = [t for t in m.group(1).split() if t.lower() in known or t.isdigit()] if m else []
    if said and said[-1].lower().endswith("s") and not said[-1].lower().endswith("ss"):
        said[-1] = said[-1][:-1]
    return said if len(said) >= 2 else []


def _from_sender(who: list[str]) -> str:
    """Gmail's sender term: "from:Sarah"; both names of a person, "from:(Sarah Jones)"; a longer name whole,
    'from:"Garden Gnome Deals"'."""
    said = " ".join(who)
    return f"from:{said}" if len(who) == 1 else f"from:({said})" if len(who) == 2 else f'from:"{said}"'


def name_contains(names: list[str]) -> str:
    """Drive search terms for names ("name contains 'Gift' and "), ' and \\ escaped as Drive wants."""
    return "".join(f"name contains '{n}' and " for n in (n.replace("\\", "\\\\").replace("'", "\\'") for n in names))


def list_arguments(list_method: Any, found: dict[str, Any], window: dict[str, Any]) -> dict[str, Any] | None:
    """The list call's arguments: the parents already found plus the time window; None when a
    required one is still unknown."""
    props = list_method.parameters.get("properties", {})
    args = {p: v for p, v in found.items() if p in props}
    args.update({p: v for p, v in window.items() if p in props and v is not None})
    required = [*list_method.parameters.get("required", []),  # discovery documents say some only in words
                *(p for p, spec in props.items() if str(spec.get("description", "")).startswith("Required."))]
    if any(p not in args for p in required):
        return None
    return {p: args[p] for p in props if p in args}


def items_of(result: Any) -> list[dict[str, Any]]:
    """The listed objects of a list call's result (Google's items/files/..., SQL rows as dicts, contacts found)."""
    if (people := contacts.people_found(result)) is not None:
        return people
    if isinstance(result, dict) and isinstance(result.get("rows"), list) and isinstance(result.get("columns"), list):
        return [dict(zip(result["columns"], row, strict=False)) if isinstance(row, list) else row
                for row in result["rows"] if isinstance(row, (list, dict))]
    if isinstance(result, dict):
        for value in result.values():
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):  # People: a resourceName is the id
                return [{"id": v["resourceName"], **v} if "id" not in v and v.get("resourceName") else v for v in value]
        return []
    return [v for v in result if isinstance(v, dict)] if isinstance(result, list) else []


_NUMBER = re.compile(r"(?<![\w.:/])\d{1,4}(?![\w.:/])")  # a number in a name: "chapter 2", "Flat 4"


def title_of(item: dict[str, Any]) -> str:
    author = item.get("author")
    if isinstance(author, dict) and isinstance(item.get("content"), str):  # a Drive comment: who wrote what
        return f"{author.get('displayName', '')}: {item['content']}"
    return next((str(item[k]) for k in TITLE_KEYS if item.get(k)), str(item.get("id", "")))


def _start(item: dict[str, Any]) -> str:
    start = item.get("start")
    return str(start.get("dateTime") or start.get("date") or "") if isinstance(start, dict) else ""


def label(item: dict[str, Any]) -> str:
    """'Lunch with Anna' (2026-11-24 12:00)."""
    when = _start(item)[:16].replace("T", " ")
    return f"'{title_of(item)}'" + (f" ({when})" if when else "")


# "all my meetings tomorrow", "every email from Groupon", "each of the tasks": the request means every
# object the list finds, not one ("all day" and "every Monday" say when, not which).
_EVERY = re.compile(r"\b(?:all|every(?:\s+one\s+of)?|each\s+of)\s+(?!day\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                    r"|week|month|year|morning|night|hour|time)", re.I)
# Words that name the kind of object the request acts on: with "all", they pick no particular one.
KINDS = {key(w) for w in ("meeting", "meetings", "events", "appointments", "appointment", "emails", "messages",
                          "mails", "items", "things", "entries", "reminders", "ones")}
# "the completed tasks", "done to-dos": a state the listed objects carry (Tasks' status), not a title word.
_COMPLETED = re.compile(r"\b(completed|finished|done|checked[- ]off)\s+(?:tasks?|to-?dos?|items?|ones|reminders?)\b", re.I)


def means_every(request: str) -> bool:
    """True when the request acts on every object it describes ("Archive all emails from Groupon")."""
    return bool(_EVERY.search(request))


def matches(items: list[dict[str, Any]], request: str, moment: times.When | None,
            every: bool = False) -> list[dict[str, Any]]:
    """The items the request means, best first: shared title words, and a start at the stated time.
    Only the best-scoring items are returned (several when they tie); [] when none shares anything.
    ``every``: all the items that share a title word — or all listed, when the request names no title
    (the list call itself searched by sender, day or time)."""
    if items and not any(k in item for item in items for k in (*TITLE_KEYS, "content")):  # Gmail lists ids only
        newest = bool({w.lower() for w in re.findall(r"[A-Za-z]+", request)} & NEWEST)
        return items[:1] if newest and not every or len(items) == 1 else items
    completed = _COMPLETED.search(request)
    if completed and any("status" in item for item in items):
        items = [item for item in items if item.get("status") == "completed"]
        request = request.replace(completed.group(1), " ")
    request = re.sub(r":\s.*$", "", request, flags=re.S)  # "…: 'fixed, see new fig 2.3'" is what to write, not which one
    times_said = " ".join(moment.texts) if moment else ""
    numbers = set(_NUMBER.findall(request)) - set(re.findall(r"\d+", times_said))
    said = ({key(w) for w in extract.content_words(request)} - GENERIC) | numbers  # "chapter 2", not chapter 5
    if every:  # the day or time said chose what was listed; the kind of object picks none
        said -= KINDS | {key(w) for w in ("all", "every", "each", "one")}
        said -= {key(w) for text in (moment.texts if moment else ()) for w in extract.content_words(text)}
        if not said:
            return [item for item in items if "id" in item]
    scored = []
    for item in items:
        if "id" not in item:
            continue
        title = title_of(item)
        words = {key(w) for w in extract.content_words(title)} | set(_NUMBER.findall(title))
        score = len(words & said) / max(len(words), 1) + len(words & said)
        start = _start(item)
        if moment is not None and not moment.all_day and start.startswith(times.rfc3339(moment.start)[:16]):
            score += 2.0
        if score > 0:
            scored.append((score, item))
    if not scored:
        return []
    if every:
        return [item for _, item in scored]
    best = max(s for s, _ in scored)
    return [item for s, item in scored if s == best]
