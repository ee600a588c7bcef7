"""Words: splitting ids, the everyday names of services, and request words → API words.

People say "email", "meeting", "to-do"; the documents say "message", "event", "task". These small
tables bridge the two for retrieval; they add search terms and never remove any.
"""

from __future__ import annotations

import re

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[a-z0-9]+")

# Services a personal desktop assistant acts on, with the words people use for them.
SERVICE_ALIASES: dict[str, str] = {
    "gmail": "email emails mail inbox e-mail",
    "calendar": "calendar meeting meetings appointment appointments schedule agenda",
    "drive": "file files folder folders upload share cloud storage google drive",
    "docs": "document documents doc google docs word",
    "sheets": "spreadsheet spreadsheets sheet excel cells rows table google sheets",
    "slides": "presentation presentations slides deck powerpoint",
    "tasks": "task tasks todo to-do todos checklist reminder",
    "people": "contact contacts address book phone number person people",
    "youtube": "youtube video videos channel playlist subscribe",
    "youtubeAnalytics": "youtube analytics views watch time statistics channel report",
    "blogger": "blog blogs post posts blogger",
    "books": "book books library bookshelf reading ebook",
    "forms": "form forms survey quiz questionnaire responses google forms",
    "keep": "note notes google keep memo",
    "classroom": "class classes course courses homework assignment student teacher classroom",
    "chat": "google chat space spaces team",
    "meet": "video call meeting conference google meet",
    "translate": "translate translation language languages",
    "driveactivity": "drive activity history who changed",
    "webfonts": "font fonts typeface",
    "customsearch": "web search google search results",
    "civicinfo": "election elections representatives voting polling civic",
    "fitness": "fitness steps workout health activity exercise",
    "photoslibrary": "photos photo album pictures",
    "tasks_local": "",
    "files": "local file files folder disk computer document text",
    "sqlite": "local database sqlite sql table tables rows records",
    "notes": "local note notes memo jot remember",
    "gmailpostmastertools": "email deliverability postmaster",
    "oauth2": "account profile who am i",
    "pagespeedonline": "page speed website performance",
    "kgsearch": "knowledge graph entity",
    "factchecktools": "fact check claims",
    "safebrowsing": "unsafe url malware phishing",
    "searchconsole": "search console website indexing",
    "texttospeech": "speech speak voice audio",
    "vision": "image picture label detect",
    "language": "sentiment entities text analysis",
    "walletobjects": "wallet pass",
}

# Request words → API words (added to the query, never replacing it).
QUERY_SYNONYMS: dict[str, str] = {
    "email": "message gmail send",
    "emails": "message messages gmail",
    "message": "gmail",
    "calendar": "event events",
    "agenda": "event events list",
    "free": "freebusy",
    "busy": "freebusy",
    "available": "freebusy",
    "availability": "freebusy",
    "put": "create insert",
    "cancel": "delete",
    "scrap": "cancel delete",  # "scrap berrington on weds 9th"
    "turn": "update",
    "enable": "update",
    "switch": "update",
    "mark": "modify patch update",
    "star": "modify", "unstar": "modify", "archive": "modify",
    "done": "complete patch update",
    "complete": "patch update",
    "share": "permissions create acl insert",
    "access": "permissions acl",
    "storage": "about quota",
    "quota": "about",
    "details": "get",
    "info": "get",
    "replace": "batch update",
    "tab": "sheet batch update",
    "remind": "task create insert",
    "post": "insert create",
    "publish": "insert publish",
    "views": "report query",
    "many": "report query count",
    "book": "volume volumes",
    "books": "volumes",
    "shelf": "bookshelf bookshelves",
    "shelves": "bookshelves",
    "homework": "course work",
    "assignment": "course work",
    "assignments": "course work",
    "class": "course",
    "classes": "courses",
    "changed": "activity",
    "recently": "activity",
    "history": "activity revisions",
    "filename": "file read write",
    "folder": "file files",
    "monday": "event", "tuesday": "event", "wednesday": "event", "thursday": "event",
    "friday": "event", "saturday": "event", "sunday": "event", "tomorrow": "event", "yesterday": "event",
    "tonight": "event", "noon": "event", "pm": "event", "am": "event", "week": "event",
    "morning": "event", "afternoon": "event", "evening": "event",
    "mondays": "event", "tuesdays": "event", "wednesdays": "event", "thursdays": "event", "fridays": "event",
    "saturdays": "event", "sundays": "event", "weekly": "event recurrence", "daily": "event recurrence",
    "mail": "message gmail",
    "inbox": "messages gmail",
    "emailed": "messages list gmail",
    "unread": "messages list",
    "reply": "send message",
    "forward": "send message",
    "meeting": "event calendar",
    "meetings": "events calendar",
    "appointment": "event calendar",
    "appointments": "events calendar",
    "standup": "event calendar meeting",
    "stand-up": "event calendar meeting",
    "sync": "event calendar meeting",
    "schedule": "event insert calendar",
    "reschedule": "event patch update",
    "scheduled": "event events calendar",
    "invite": "event attendees",
    "todo": "task tasks",
    "to-do": "task tasks",
    "todos": "tasks",
    "reminder": "task",
    "contact": "people contact",
    "contacts": "people connections",
    "spreadsheet": "sheets spreadsheets",
    "presentation": "slides presentations",
    "doc": "document docs",
    "documents": "documents files",
    "block": "event create insert",
    "video": "videos youtube",
    "playlist": "playlists youtube",
    "remove": "delete",
    "erase": "delete",
    "trash": "trash",
    "add": "create insert",
    "draft": "create",
    "create": "insert",
    "set": "patch update",
    "move": "patch update",
    "new": "create insert",
    "make": "create",
    "edit": "patch update",
    "change": "patch update",
    "rename": "patch update move",
    "modify": "patch update modify",
    "show": "list get",
    "find": "search list query",
    "look": "search list get",
    "upload": "create insert",
    "write": "create write",
    "save": "write create",
    "open": "read get",
    "read": "read get",
    "restore": "untrash",
    "recover": "untrash",
    "unarchive": "unarchive",
    "subscribe": "subscriptions insert",
    "like": "rate",
    "rate": "rate",
    # General English verbs -> API verbs (not tuned on the request sets).
    "check": "list get",
    "view": "list get",
    "display": "list get",
    "see": "list get",
    "fetch": "get list",
    "retrieve": "get list",
    "tell": "get",
    "give": "create insert permissions",
    "grant": "create permissions",
    "start": "create insert",
    "begin": "create insert",
    "drop": "delete",
    "wipe": "clear delete",
    "discard": "delete",
    "unsubscribe": "subscriptions delete",
    "unshare": "permissions delete",
    "duplicate": "copy",
    "copy": "copy",
    "download": "download get export",
    "export": "export",
    "import": "import create",
    "search": "search list",
    "query": "query search",
    "lookup": "search get",
    "store": "write create",
    "record": "create insert",
    "log": "create insert",
    "note": "note create",
    "append": "write append insert",
    "answer": "responses",
    "answers": "responses",
    "replies": "responses",
    "upcoming": "list",
    "latest": "list get",
    "recent": "list",
    # Everyday nouns -> API nouns.
    "mailbox": "gmail messages labels",
    "messages": "gmail",
    "deck": "presentations slides",
    "slideshow": "presentations slides",
    "survey": "forms form",
    "quiz": "forms form",
    "cv": "file files",
    "resume": "file files",
    "photo": "file files",
    "picture": "file files",
    "pdf": "file files",
    "row": "values append",
    "rows": "values",
    "cell": "values",
    "cells": "values",
    "column": "values",
    "range": "values",
    "people": "contacts connections",
    "phone": "contacts",
    "birthday": "event",
    "call": "event",
    "lunch": "event",
    "dinner": "event",
    "party": "event",
    "conference": "conference records",
    "recording": "recordings",
    "transcript": "transcripts",
    "homepage": "blog",
}

# First words that say what to do: after one of them the next word is its object, not a verb
# ("Draft an email": email's synonym "send" is no verb there; "Email Tom …" still sends).
REQUEST_VERBS = set(
    "add create draft write save store put post publish upload insert book schedule reschedule "
    "show list find search get read open view see display check fetch "
    "delete remove erase trash cancel scrap clear empty unsubscribe subscribe "
    "update edit change rename move copy modify replace set turn enable disable switch mark star label "
    "archive restore recover share invite send reply forward remind download export import print play".split()
)

# First words of a request that asks to see something ("What do I have tomorrow?", "Find the budget
# sheet"): it rarely means to create, change or delete.
ASKING_WORDS = set("what whats when whens which who whos where wheres how hows do does did is are am any anything have has "
                   "find search show list look view see display".split())

# What a leading verb acts on by its meaning: "Share X" creates a permission, "Subscribe to X" a
# subscription; said by the verb as plainly as the verb itself.
VERB_OBJECTS = {"permissions", "subscriptions"}

# Synonyms that stand for what a word asks to do, never for a resource ("email" → send: gmail's
# send-as aliases are not what "Write an email to Kim" means).
VERB_SYNONYMS = {"send"}

# Words that name a Google product: a request saying one ("Rename the Drive file …", "Write an email to
# Kim", "the Google Doc") is about that cloud service, so the local connectors lose their local-first edge.
GOOGLE_NAMES = set("google gmail email emails mail inbox drive youtube blogger classroom sheet sheets spreadsheet spreadsheets"
                   .split())

# Words that name a container of items: "add lunch to my calendar" puts an event in it, but "create a
# new calendar" / "delete the Gym calendar" act on the container itself, so its item synonyms are dropped.
CONTAINER_WORDS = {"calendar"}
CONTAINER_VERBS = set("create draft delete remove erase rename share".split())  # act on a container itself
CONTAINER_PREPOSITIONS = set("to on in into onto from at for".split())  # …where items go or are

STOPWORDS = set(
    "a an the my me i to of for in on at by with from and or please can you could would will "
    "is are be it this that these those some any all our your what which who whom when where "
    "how do does did up about into out as so just now today there their them then than".split()
)


def split_words(identifier: str) -> str:
    """``gmail.users.messages.batchDelete`` → ``gmail users messages batch delete``."""
    return " ".join(w.lower() for part in re.split(r"[._/\-]", identifier) for w in _CAMEL.split(part) if w)


def service_aliases(service_id: str) -> str:
    return SERVICE_ALIASES.get(service_id, "")


def query_terms(text: str) -> list[str]:
    """The words of a request plus their API synonyms, stopwords removed, in order, deduplicated."""
    words = [w for w in _WORD.findall(text.lower().replace("to-do", "todo")) if w not in STOPWORDS]
    terms: list[str] = []
    for word in words:
        terms.append(word)
        terms.extend(QUERY_SYNONYMS.get(word, "").split())
    return list(dict.fromkeys(terms))
