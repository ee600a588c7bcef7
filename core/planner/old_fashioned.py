"""Old-fashioned and mock-Victorian wordings read as everyday English before a request is planned: "Pray remind me …"
(please), "Write unto my agent …" (to), "hath Peregrine Hale writ back …?", "what engagements stand in my diary for the
morrow?" (tomorrow), "Kindly dispatch a telegram to my sister Henrietta (…@…)" (an e-mail), "A memorandum, if you would: …"
(a note), "the barber's appointment … must be struck from the diary" (deleted), "fashion a new label" (create), "Grant my
sister leave to read and remark upon — but on no account alter — …" (a commenter's share)."""

from __future__ import annotations

import re

_READINGS = (
    # an old-fashioned "please": "Pray remind me what remains upon my list …"
    (re.compile(r"^(\s*)pray\s+(?=(?:remind|tell|let|show|send|put|add|find|cancel|move|book|delete|remove|make|set|write)\b)", re.I), r"\1please "),
    (re.compile(r"^(\s*)(?:pray|alas|alack|forsooth|prithee|i\s+say)\s*[,!]\s*", re.I), r"\1"),  # "Pray, what engagements stand …", "Alas, the barber's …"
    (re.compile(r"^(\s*)(?:be\s+so\s+(?:good|kind)\s+as\s+to|have\s+the\s+goodness\s+to)\s+", re.I), r"\1please "),  # "Be so good as to remind me that …"
    (re.compile(r"^(\s*)read\s+me\s*,?\s*(?:if\s+you\s+(?:will|would|please)\s*,?\s*)?(?=(?:such\s+)?errands\b)", re.I), r"\1list "),
    (re.compile(r"\b(write|send|speak|say)\s+unto\b", re.I), r"\1 to"),  # "Write unto my agent Felicity Crane, …"
    (re.compile(r"\b(has|have|hath)\s+(\w+(?:\s+\w+)?)\s+writ\s+back\b", re.I), r"has \2 written back"),  # "hath Peregrine Hale writ back …?"
    (re.compile(r"\bseek\s+(?=in\s+(?:the|my)\b|for\b)", re.I), "search "),  # "Seek in the Drive for any file bearing 'Prospero' …"
    (re.compile(r"\b(?:on\s+|for\s+)?the\s+morrow\b", re.I), "tomorrow"),  # "what engagements stand in my diary for the morrow?"
    (re.compile(r"\bwhat\s+engagements\s+stand\s+in\s+my\s+(diary|calendar)\b", re.I), r"what is in my \1"),
    # a telegram, wire or missive to someone is an e-mail today: "Kindly dispatch a telegram to my sister Henrietta (hettie@…)"
    (re.compile(r"\b(?:dispatch|despatch|send)\s+(?:a\s+|an\s+)?(?:telegram|wire|cable|missive)\s+to\b", re.I), "send an email to"),
    (re.compile(r"\b(?:informing|advising|apprising)\s+(him|her|them)\s+(?:that|of)\b", re.I), r"telling \1 that"),
    (re.compile(r"^(\s*)(?:a\s+)?memorandum\s*,?\s*(?:if\s+you\s+(?:would|will|please)|please)?\s*[:,-]\s*", re.I), r"\1make a note: "),
    (re.compile(r"\b(?:a\s+)?(?:fresh|new)\s*,?\s+(?:blank\s+)?manuscript\b", re.I), "a new blank document"),
    (re.compile(r"\bprepare\s+(?=a\s+new\s+blank\s+document\b)", re.I), "create "),
    # "the barber's appointment on Wednesday must be struck from the diary entirely": deleted
    (re.compile(r"^(\s*)(?:the\s+)?(.{3,80}?)\s+(?:must|is\s+to|shall)\s+be\s+struck\s+(?:off|from|out\s+of)\s+(?:the\s+|my\s+)?(diary|calendar)\b",
                re.I), r"\1delete the \2 from the \3"),
    (re.compile(r"\bstrike\s+(.{3,60}?)\s+(?:off|from|out\s+of)\s+(?:the\s+|my\s+)?(diary|calendar)\b", re.I), r"delete \1 from the \2"),
    (re.compile(r"\b(?:fashion|devise)\s+(?=a\s+(?:new\s+)?(?:label|folder|document|list|spreadsheet|sheet)\b)", re.I), "create "),
    (re.compile(r"\bfurnish\s+me\s+with\s+a\s+list\s+of\s+(?:all\s+)?(?:the\s+)?(?:matters|items|tasks|things|errands)\s+(?:presently\s+|still\s+)?outstanding\s+"
                r"(?:up)?on\s+my\s+task\s+list\b", re.I), "list the tasks still on my to-do list"),  # "Please furnish me with a list of all matters …"
    (re.compile(r"\bleave\s+to\s+(?:read\s+and\s+)?(?:remark|comment)\s+(?:up)?on\b", re.I), "permission to comment on"),
    # the telephone of old: "put me through to my nephew Graham? By the electric letter I mean … His address is graham@…" (an e-mail),
    # "put a new name in my telephone book", "Graham has a new telephone number, operator. … change it in my book" (the contacts)
    (re.compile(r"\bput\s+me\s+through\s+to\b(?=[^@]*[\w.+-]+@)", re.I), "send an email to"),
    (re.compile(r"\b(in|to|into)\s+my\s+(?:telephone|phone)\s+book\b", re.I), r"\1 my contacts"),
    (re.compile(r"(?<=\bchange\s)it\s+in\s+my\s+book\b", re.I), "it in my contacts"),
    (re.compile(r"\bopen\s+a\s+(?:fresh|new|clean)\s+(?:page|sheet\s+of\s+paper)\s+(?:for\s+me\s+)?(?=called|named|titled|entitled)", re.I), "create a new document "),
    (re.compile(r"\b(?:such\s+)?errands\s+(?:as\s+|that\s+)?(?:still\s+)?remain(?:\s+outstanding)?\s+(?:up)?on\s+my\s+list\b", re.I),
     "the tasks still on my to-do list"),  # "Read me, if you will, such errands as remain outstanding upon my list."
)


def plain(text: str) -> str:
    """``text`` with its old-fashioned wordings as everyday English; unchanged when it has none."""
    for pattern, said in _READINGS:
        text = pattern.sub(said, text)
    return text
