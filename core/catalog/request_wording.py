"""How a request speaks of what it wants, whatever the service: setting something up, taking someone off, polite
openers, a title or a topic said, looking for a thing, later verbs, and words that only look like a service's
("record fair", "post office", "away game"). Used by implied.py's rewrites."""

from __future__ import annotations

import re

SET_UP = re.compile(r"^\s*(?:please\s+)?set\s+(?:(?:me|us)\s+)?(?:up\s+)?(?=(?:a|an|another|new)\b|['\"])"
                     r"|^\s*(?:please\s+)?set\s+up\s+(?!(?:my|the|it|this|that|his|her|their|our|auto|out|vacation)\b)"
                     r"|^\s*(?:i'?d\s+like|i\s+want|i\s+need)\s+(?=(?:a|an)\s+(?:new\s+|separate\s+|another\s+)?\w)", re.I)
TAKE_THEM_OFF = re.compile(r"\b(?:take|cross|scrub)\s+(?:him|her|them|em)\s+off\s*[.!]?\s*$", re.I)  # "… wont be needing thurs 3rd, take him off"
MOVE_VERBS = {"move", "push", "shift", "bump"}
BOOK_VERBS = {"book", "reserve"}  # "Book an hour on Friday", "Book a call … next Monday at 2": an event
POLITE = re.compile(r"^\s*(?:please|can you|could you|would you|will you|kindly)\s+(?:possibly\s+|perhaps\s+|maybe\s+|just\s+)?", re.I)  # "could you
# possibly share the … spreadsheet with Hannah" made a spreadsheet called "Sorry" at first sight
# First words that are no event's name: "Jot this down: …", "Tell Sam …", "Pay rent tomorrow" (a to-do).
NOT_A_TITLE = set("i i'd i'm we let lets let's jot note tell give make pay buy text ask remember email message ping "
                   "call remind need want".split())
SAID_VERBS = NOT_A_TITLE - {"i", "i'd", "i'm", "we", "let", "lets", "let's", "need", "want"}  # "jot a note: …, check X"


# "…, don't send it": a verb the request rules out says nothing about the method.
NEGATED = re.compile(r"[,;]?\s*\b(?:do\s+not|don'?t|never)\s+(?:just\s+|simply\s+)?\w+(?:\s+(?:it|them|this|that|yet))*\b", re.I)


# What names a thing says nothing about the method: "a calendar called Kids Activities", "the email … about
# the tax documents".
CALLED = re.compile(r"\b(?:called|named|titled|call\s+it|name\s+it)\s+(?:'[^']*'|\"[^\"]*\"|[A-Z0-9][\w'&-]*"
                     r"(?:\s+(?:of|and|the|&|[A-Z0-9][\w'&-]*))*)")
TOPIC = re.compile(r"(?<!\btell me)(?<!\btalk)(?<!\bthink)(?<!\bknow)(?<!\bwhat)(?<!\bhow)\s+about\s+"
                    r"(?:(?!\s(?:under|into|onto|in|to|with)\s+(?:my|the|our)\b)[^,.;:!?])*", re.I)  # "… under my 'PTA' label" stays
LOOKING_FOR = re.compile(r"^\s*(?:i\s*(?:'?m|\s+am)\s+)?(?:looking|searching|hunting)\s+for\b|\bcan'?t\s+find\b|\btrying\s+to\s+find\b", re.I)
NAMED_KIND = re.compile(r"\b(?:my|the|that|a)\s+(?:[\w'-]+\s+){1,4}?(spreadsheet|sheet|doc|document|pdf|file|folder|presentation)\b",
                         re.I)
# "start a doc for the agm minutes, agm is sun 17th jan": a new file, whatever day it speaks of
START_A_FILE = re.compile(r"^\s*(?:please\s+)?(?:(?:start|begin)\s+(?:a|an|another)\s+(?:new\s+)?|open\s+(?:a\s+)?new\s+)(?:google\s+)?"
                          r"(?:doc|document|spreadsheet|sheet|presentation|folder|note|list)\b", re.I)
FINDING = re.compile(r"^\s*(?:find|search|look|locate|where|show|list|get)\b", re.I)


# "add 'she never missed a saturday' to the end of the margaret ellis eulogy": a document named by what it is


WHICH_DO_I_HAVE = re.compile(r"^\s*(?:which|what)\s+(\w+s)\s+(?:do|have)\s+i\s+(?:\w+\s+)?(?:have|got)\b", re.I)
AS_A_FORMAT = re.compile(r"\b(?:as|into|to)\s+(?:a\s+|an\s+)?(?:pdf|docx|csv|xlsx|txt|word\s+(?:file|doc|document)|plain\s+text|excel(?:\s+file)?)\b"
                         r"|\bin\s+pdf\b.*\bconvert\b|\bconvert\b.*\b(?:to|into|in)\s+pdf\b"
                         r"|\b(?:make|get|give|create)\s+(?:me\s+)?(?:a\s+)?(?:pdf|word\s+(?:file|doc)|docx)\s+(?:copy\s+|version\s+)?of\s+(?:the|my|our)\b"
                         # "Winter Menu doc in google drive - make it PDF for printing", Hindi and Bhojpuri "… oka PDF bana do"
                         r"|\b(?:make|turn|convert|save|export)\s+(?:it|that|this|them)\s+(?:in)?(?:to\s+)?(?:a\s+|as\s+(?:a\s+)?)?pdf\b|\bpdf\s+bana\b", re.I)
# "make me a pdf of the guide trip rates doc so i can print it"  # "… statement in pdf, convert it for me"
NEW_LABEL = re.compile(r"^\s*(?:please\s+|pls\s+|can\s+(?:you|u)\s+)?(?:make|create|add|set\s+up|start)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?label\b"
                       r"|^\s*new\s+label\b", re.I)  # "new label pls - #gifted 🎁 for all the PR boxes"
RECORD_THING = re.compile(r"\brecord(?=\s+(?:fairs?|shops?|stores?|players?|labels?|collections?|decks?|sleeves?|stalls?|boxes|box|bags?)\b)", re.I)
GET_RID = re.compile(r"\bget\s+rid\s+of\b", re.I)


GRANT_NOUN = re.compile(r"(?<=\w\s)(?<!\bto\s)(?<!please\s)(?<!\band\s)grants?\b(?!\s+(?:\w+\s+){0,3}(?:access|permissions?|rights))",
                         re.I)
KEEP_VERB = re.compile(r"(?<!google )\bkeep(?:s|ing)?\b(?!\s+notes?\b)", re.I)  # "keeps arriving" is no Google Keep
MAKE_ME_A = re.compile(r"^\s*(?:please\s+)?make\s+(?:me\s+)?(?=(?:a|an)\s+(?:new\s+|separate\s+|another\s+)?(?!cop(?:y|ies)\b|duplicate)\w)",
                        re.I)
LATER_VERB = re.compile(r"(?:[.!?;,]+|\s[-–]|\s(?=so\s|then\s))\s*(?:so\s+|and\s+|then\s+|but\s+)?(?:first\s+|now\s+|just\s+|simply\s+|kindly\s+|also\s+)?(?:please\s+|pls\s+|"
                         r"could\s+you\s+(?:please\s+)?|can\s+(?:you|u)\s+(?:please\s+)?|go\s+ahead\s+and\s+)?([a-z]+)\b(?!\s+up\b)(?!\s+\w+\s+down\s+as\b|\s+(?:them|those|these)\s+on\b)", re.I)  # "…, add up the fee": a sum,
# no verb; "…, put it down as cancelled": a mark, and "…, add them on": more stock, no new thing


ADD_TO_IT = re.compile(r"\badd\b.*\bto\s+(?:it|the\s+(?:event|invite|invitation|meeting))\b"
                        r"|\badd\s+(?:(?:my|our|the)\s+\w+\s+|[A-Z][\w'-]*\s+)?[\w.+-]+@[\w.-]+\s+(?:as\s+(?:a\s+)?guest\s+)?to\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,4}"
                        r"(?:meeting|event|call|session|appointment"
                        r"|party|dinner|lunch|catch-?up|briefing|training)\b", re.I)  # "add hannah@… to the fundraising committee meeting"
KIND = re.compile(r"\b(?:folder|file|doc|document|sheet|spreadsheet|presentation|photos?|videos?|albums?)s?\b", re.I)
ACTIVITY = re.compile(r"\bactivit(?:y|ies)\b", re.I)
WHEN_IS_MY = re.compile(r"^\s*when\s+(?:is|'s|are)\s+my\s+(?:next\s+)?\w+"
                        # "What is my duty this week, night or day?", "what shifts am I on this week": the diary's shifts
                        r"|^\s*(?:what|which)\s+(?:is|are|'s)\s+my\s+(?:shifts?|duty|duties|rota)\s+(?:this|next|on|for|tomorrow|today|tonight)\b"
                        r"|^\s*(?:what|which)\s+(?:shifts?|duties)\s+(?:am|are)\s+(?:i|we)\s+(?:on|doing|working)\b"
                        r"|^\s*(?:what'?s|what\s+is|how'?s|how\s+is)\s+my\s+(?:week|day|weekend|diary|schedule)\s+look(?:ing|s)?(?:\s+like)?\b", re.I)  # "whats my week
                        # looking like"
PURPOSE = re.compile(r"\b(?:just|only|mainly|purely)\s+for\b[^,.;!?]*", re.I)  # "a calendar called Rota just for work shifts"
POSTAL = re.compile(r"\b(?:post\s+office|royal\s+mail|parcel\s*force|post\s*(?:man|woman|box)|postings?)\b", re.I)  # no blog post, no Gmail
AWAY_GAME = re.compile(r"\baway\s+(?=(?:match|game|fixture|trip|leg|kit)(?:e?s)?\b)", re.I)  # a football match, not Chat's "away"
