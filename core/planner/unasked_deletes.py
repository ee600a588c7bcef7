"""Deletes no request asked for: a request that asks nothing to go gets no delete method ("send me all de bass men
numbers, ah need to call dem bout sat" deleted an event on a tie; "Standby Wed moved. Now 0500-1300L vice 0600-1400. Amend."
deleted a Drive file), nor does one that says not to delete ("don't take it out of the calendar now, just put CANCELLED on
it"), and a service beyond the everyday ones is never changed by a request that does not name it ("Bill's rung, he ain't got
the sprouts, knock that order off" patched a Cloud Billing account)."""

from __future__ import annotations

import re

from core.catalog.mail_wording import KEEP_UNSENT
from core.planner import pasted
from core.planner.known_databases import EVERYDAY

# Words that ask for something to go: only then is a delete a candidate
_GO_WORDS = r"delete|remove|cancel\w*|scrap|bin|clear|trash|drop(?!\s+(?:[\w'-]+\s+){1,3}(?:round|over|by)\b)|get\s+rid|erase|wipe|ditch|scratch"  # said of a thing that is to go
_ASKS_TO_GO = re.compile(r"\b(?:" + _GO_WORDS + r"|off|called\s+off"
                         r"|no\s+longer|not\s+happening|out|kill|scrub|dispose|stop\s+sharing|unshare|borr[aeo]\w*|effac\w*"
                         r"|(?:do\s*n[o'’]?t|not|no)\s+want(?:ing)?|take\s+(?:[\w'-]+\s+){1,6}down|throw\w*|chuck\w*|toss\w*|dump\w*|junk|get\s+shot)\b", re.I)


# … and in a question, said as plainly as this: all 10 stored deletes asked with a "?" do ("Worth taking her out tomorrow forenoon?" deleted one)
_ASKED_TO_GO = re.compile(r"\b(?:" + _GO_WORDS + r"|kill|scrub|borr\w*"
                          r"|take\s+\S+(?:\s+\S+){0,4}\s+(?:off|out)|off)\b", re.I)


# A delete said not to be done: "don't take it out of the calendar now, just put CANCELLED on it", "hatana mat" (don't
# remove), "not cancelling, push to 4"
_FORBIDS_DELETE = re.compile(r"\b(?:do\s*n[o'’]?t|never|not|no\s+need\s+to)\s+(?:\w+\s+){0,2}?(?:delete|remove|cancel\w*|bin|scrap|trash|"
                             r"clear|drop|erase|get\s+rid|take\s+(?:it|them|him|her|that|this)\s+(?:out|off))\b", re.I)

_DELETE_VERB = re.compile(r"\b(?:delete|remove|cancel|scrap|bin|trash|erase|get\s+rid)\b", re.I)


def forbids_delete(request: str) -> bool:
    """Whether the request says not to delete and asks no delete elsewhere ("permanently delete …, dont just bin it" does)."""
    return bool(_FORBIDS_DELETE.search(request)) and not _DELETE_VERB.search(_FORBIDS_DELETE.sub(" ", request))


def deletes(method_id: str) -> bool:
    """Whether a method's verb takes things away (calendar.events.delete, tasks.tasks.clear)."""
    return method_id.rsplit(".", 1)[-1].lower().startswith(("delete", "remove", "clear", "trash", "empty"))


def unforbidden(methods: list[str], request: str) -> list[str]:
    """``methods`` while another is left, without:
    - the deletes when the request says not to delete, asks nothing to go, or asks a question that says no delete plainly;
    - a send when it says not to send ("I should like you to draft (not send) a reply to Fiona's message …") or asks about mail
      from someone ("did Shepherd's Grain send the invoice …?");
    - a new event, contact or comment when it asks a question and says nothing made, a changed event when it says nothing changed;
    - anything made when it asks to find something ("… can you find it");
    - deletes and sends when it asks to be reminded (what to do is the reminder's words)."""
    if (forbids_delete(request) or not _ASKS_TO_GO.search(request) or "?" in request and not _ASKED_TO_GO.search(request)) \
            and any(not deletes(m) for m in methods):
        methods = [m for m in methods if not deletes(m)]  # "Standby Wed moved. Now 0500-1300L vice 0600-1400. Amend." deleted a Drive file
    if KEEP_UNSENT.search(request) and any(m not in _SENDS for m in methods):
        methods = [m for m in methods if m not in _SENDS]
    if "?" in request and _MAIL_FROM.search(request) and any(m not in _SENDS for m in methods):
        methods = [m for m in methods if m not in _SENDS]  # "udah ada email dari Bandung Spice belum kak soal invoice bulan ini?" sent one
    if _ASKS_ONLY.search(request) and not _ASKS_TO_MAKE.search(request) and any(m not in _MADE_WHEN_ASKED for m in methods):
        methods = [m for m in methods if m not in _MADE_WHEN_ASKED]  # "kolki pirozhki all together for Saturday?" made an event
    if _ASKS_ONLY.search(request) and not _ASKS_TO_CHANGE.search(request) and any(m not in _CHANGES_EVENT for m in methods):
        methods = [m for m in methods if m not in _CHANGES_EVENT]  # … then changed one
    if _FIND_IT.search(request) and not _MAKE_VERB.search(request) and any(m not in _MADE_WHEN_FOUND for m in methods):
        methods = [m for m in methods if m not in _MADE_WHEN_FOUND]  # "there was a note — … — can you find it" made a note
    if _REMINDER.match(request) and any(not deletes(m) and m not in _SENDS for m in methods):  # "remind me to take the beef out of
        methods = [m for m in methods if not deletes(m) and m not in _SENDS]  # freezer tonight": the reminder's words, no delete
    return methods


# Mail from someone, asked about: no stored request sending one says so with a "?"
_MAIL_FROM = re.compile(r"\b(?:e-?mails?|mails?|messages?|letters?|invoices?)\s+(?:from|de|dari|van|von|di|da)\b"
                        r"|\b(?:did|has|have)\s+(?:[\w'&.-]+\s+){1,4}?(?:send|sent)\b[^?]*\?", re.I)  # "kerida did Shepherd's Grain send the invoice …?"
# A question ("…?", "EDD 17/12, what gest is she today") asks nothing made unless it says so: all 13 stored events asked with a
# "?" say "put", "add" or "put this in"
_ASKS_ONLY = re.compile(r"\?|\b(?:advise|ascertain|tell\s+me|let\s+me\s+know)\s+(?:me\s+)?(?:whether|if)\b|\b(?:what|how\s+(?:much|many))\s+\w+\s+(?:is|are|was|were|do|does|did)\b", re.I)
_ASKS_TO_MAKE = re.compile(r"\b(?:put|add|pop|stick|book|schedul(?:e(?=\s+(?:it|a|an|the|me|this|that|him|her|them|in)\b)|ed|ing)|block|pencil|note|enter"
                           r"|write|set|make|create|arrange|plan|slot|fix|hold|reserve|sav|log|invite|remind|calendar|diary|agenda|keep|comment(?!s)"
                           r"|record|start(?=\s+(?:me\s+)?(?:a|an|another)\b)|new)\w*", re.I)  # not "nanu schedule ku bukas?", "If I start at 23:47 UTC …?"
# (and a contact or a comment: "the Marseille people send the invoice yet?? Comores Import." made a contact, "Please advise whether any
# comments have been appended … ?" a comment; the 4 stored ones asked with a "?" say "keep", "saving", "comment")
_MADE_WHEN_ASKED = ("calendar.events.insert", "calendar.events.quickAdd", "people.people.createContact", "drive.comments.create")
# nor anything changed: all 32 stored event changes asked with a "?" say one of these
_ASKS_TO_CHANGE = re.compile(r"\b(?:mov|chang|push|shift|amend|updat|resched|make\s+it|now|instead|rather|bring|forward|back|later|earlier"
                             r"|extend|renam|add|put|set|switch|swap|delay|postpon|edit|correct|fix|replac|turn|mark|call\s+it|say|muev|"
                             r"schuif|verschuif|from\s+\w+\s+to|not|değil)\w*", re.I)  # "Jamal wednesday 2 değil 4 o'clock yapalım, tamam?"
_CHANGES_EVENT = ("calendar.events.patch", "calendar.events.update", "calendar.events.move")


# "… find it": a thing looked for, nothing made (of 245 stored requests saying "find it/that/them", none makes one)
_FIND_IT = re.compile(r"\b(?:find|search\s+for|look\s+for|dig\s+out)\s+(?:it|that|them|this)\b"
                      r"(?!\s+(?:too|so|very|quite|really|a\s+bit|hard|easy|difficult|strange|odd|funny|boring|strong|weak|nice|good|bad|useful|helpful)\b)",
                      re.I)  # (not "… less onions, the english find it too strong": what they think of it)
_MAKE_VERB = re.compile(r"\b(?:put|add|pop|stick|book|schedule|jot|create|make|save|log|record|enter|write\s+(?:it\s+)?down)\b", re.I)
_MADE_WHEN_FOUND = ("notes.create", "files.write", "docs.documents.create", "calendar.events.insert", "tasks.tasks.insert",
                    "people.people.createContact", "sqlite.insert")


_REMINDER = re.compile(r"^\s*(?:please\s+|pls\s+|(?:can|could|would)\s+(?:you|u)\s+)?remind\s+me\b", re.I)


_SENDS = ("gmail.users.messages.send", "gmail.users.drafts.send")


_CHANGES = ("delete", "remove", "clear", "trash", "move", "update", "patch", "modify", "cancel", "stop", "empty", "purge",
            "revoke", "batchdelete", "batchupdate", "undelete", "disable", "suspend", "reset", "rotate", "set")


# Verbs that make or send something: done on a service beyond the everyday ones only when its things are said ("My volunteer shift
# at the library … has been moved …" generated a contact centre's shifts, "How many nights will it take me …" reported an error
# event, "… add him to the roster" created a Postmaster Tools domain)
_MAKES = ("create", "insert", "generate", "report", "write", "import", "submit", "send", "run", "execute", "upload", "add", "register",
          "publish", "post", "batchcreate", "copy", "predict", "train", "deploy", "share", "unshare")


def unnamed_change(method_id: str, request: str) -> bool:
    """Whether ``method_id`` changes a service beyond the everyday ones whose name and things the request never says
    ("Delete the video I uploaded to YouTube" says videos; "Bill's rung, … knock that order off" says no billing account)."""
    if method_id.startswith(EVERYDAY) or not method_id.rsplit(".", 1)[-1].lower().startswith(_CHANGES):
        return False
    return says_too_little_of(method_id, request)


def unnamed_make(method_id: str, request: str) -> bool:
    """Whether ``method_id`` makes or sends something on a service beyond the everyday ones whose name and things the request
    never says (contactcenteraiplatform…generateShifts for "my volunteer shift … has been moved")."""
    if method_id.startswith(EVERYDAY) or not method_id.rsplit(".", 1)[-1].lower().startswith(_MAKES):
        return False
    return says_too_little_of(method_id, request)


def unnamed_use(method_id: str, request: str) -> bool:
    """Whether ``method_id`` changes, makes or sends something on a service beyond the everyday ones the request never names."""
    return unnamed_change(method_id, request) or unnamed_make(method_id, request)


def says_none_of(method_id: str, request: str) -> bool:
    """Whether the request says no word of the method's service or resources (its id less the verb), leaving out the words every
    cloud service's resources have ("jo fitz pulled the pin on the outdoor lights, scrap that job" names no Storage Batch
    Operations job)."""
    said = {_one(w) for w in re.findall(r"[a-z]+", request.lower())} - _EVERY_SERVICES
    return not any(_one(w) in said for part in method_id.split(".")[:-1] for w in re.findall(r"[A-Z]?[a-z]+", part))


_EVERY_SERVICES = {"project", "location", "operation", "job", "region", "zone", "global", "resource"}


def says_too_little_of(method_id: str, request: str) -> bool:
    """Whether the request names neither the method's service ("cloud tasks" for cloudtasks, "youtube") nor the thing it acts on
    ("presentation", "bookshelf", "playlist") nor two of its resources' words: "Kerry from the council's coming thurs about 2 for
    the licence inspection, put it in the diary" says one word of a TLS inspection policy (networksecurity), no policy."""
    words = re.sub(r"\S+@\S+|\bhttps?://\S+", " ", request.lower())  # "give jean.marsh@gmail.com edit access" names no Gmail Postmaster Tools
    typed = set(re.findall(r"[a-z]+", words))
    said = {_one(w) for w in typed} - _EVERY_SERVICES
    service = method_id.split(".")[0].lower()
    if any(service.startswith(w) and len(service) - len(w) <= 3 or service.endswith(w) and service[: -len(w)] in typed | {"cloud", "google"}
           for w in typed if len(w) >= 4):
        return False  # "cloud tasks" names cloudtasks, "youtube" youtube, "blog" blogger; "bill" names no cloudbilling, "class" no classroom
    parts = [[_one(w) for w in re.findall(r"[A-Z]?[a-z]+", part)] for part in method_id.split(".")[1:-1]]
    last = parts[-1] if parts else []
    head = last[-2] if len(last) > 1 and last[-1] in _GENERIC_HEADS else last[-1] if last else ""  # playlistItems: a playlist
    return head not in said and len({w for words in parts for w in words} & said) < 2


_GENERIC_HEADS = {"item", "entry", "member", "setting", "detail", "rule", "info"}


# Verbs that switch a thing off, on or back, or move it elsewhere: done only when the request says the verb ("neue kundin:
# Eilidh Mackay …, eilidh.mackay@gmail.com" stopped Gmail's push notifications; "ankit sharma ke teeno functions ki editing
# Rohan ko de do" detached a Cloud Function)
_SAID_ONLY = ("stop", "watch", "turn", "detach", "attach", "suspend", "disable", "enable", "reset", "rotate", "revoke", "undelete",
              "restore", "purge", "pause", "resume", "rollback", "revert", "deploy", "undeploy", "deactivate", "activate",
              "restart", "failover", "migrate", "promote", "enroll", "unenroll", "subscribe", "invalidate", "resize", "upgrade",
              "provision", "transfer", "finalize", "commit")


def unsaid_verb(method_id: str, request: str) -> bool:
    """Whether ``method_id``'s verb switches something off, on or back (gmail.users.stop, functions.detachFunction) and
    the request never says it ("stopping", "stopped" and "stop" say stop)."""
    verb = _verb(method_id)
    return verb in _SAID_ONLY and not re.search(rf"\b{verb[:-1] if verb.endswith('e') else verb}", request, re.I)


def verb_in_a_name(method_id: str, request: str) -> bool:
    """Whether ``method_id``'s verb (one said only when meant) is said only inside a name: "The Neighbourhood Watch meeting
    tomorrow evening has been put back" watched the calendar for changes."""
    verb = _verb(method_id)
    if verb not in _SAID_ONLY:
        return False
    said = re.findall(rf"(\S+\s+)?\b({verb})\b", request, re.I)
    return bool(said) and all(word[0].isupper() and before[:1].isupper() for before, word in said)


def _verb(method_id: str) -> str:
    """The verb a method's id ends with: "detach" of functions.detachFunction, "watch" of calendar.events.watch."""
    return re.match(r"[a-z]*", method_id.rsplit(".", 1)[-1]).group()


def _one(word: str) -> str:
    """A word and its plural counted once ("bookshelves", "bookshelf"; "glossaries", "glossary"; "videos", "video")."""
    word = word.lower()
    for plural, single in (("ies", "y"), ("ves", "f"), ("s", "")):
        if word.endswith(plural) and len(word) > len(plural) + 2:
            return word[: -len(plural)] + single
    return word


_ASKS_TO_SEND = re.compile(r"\b(?:send|reply|answer|respond|email|e-mail|mail|forward|tell|let\s+\w+\s+know|write|message|text)\b", re.I)


def asked_only_in_pasted(method_id: str, typed: str | None) -> bool:
    """Whether a delete or a sent e-mail is asked only in a message the user pasted, not in their own instruction with it ("Hi
    Sam, … please take it off the market …⏎⏎^ can u sort" deleted one of the landlord's let properties; "can u change this on our
    system⏎⏎… please can you update my email …" e-mailed the parent): someone else's words never delete or send anything."""
    sends = method_id in _SENDS
    said = pasted.instruction(typed) if typed and (deletes(method_id) or sends) else None
    return said is not None and not (_ASKS_TO_SEND if sends else _ASKS_TO_GO).search(said)
