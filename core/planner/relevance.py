"""Relevance gate: a request whose best catalog match is weak is conversation, not an API call.

Measured on the catalog dev + held-out sets (226 action requests) against tests/data/chat_requests.txt
(30 chit-chat requests): the catalog's top search score is ≥ 25 for 99 % of actions and < 20 for 83 % of
chat. The score alone dropped everyday actions said briefly ("whats in the diary next week", "Kevin Doyle has a
new mobile, 07700 …", "bin 'X' from the drive": blind set 18 and three of sets 15–16), so a request that names
the user's own things (a day with a calendar match, a phone number or address, "my notes", a file) or starts
with an everyday command passes too. Advice questions ("whats the best wormer …") stay chat, and what no
method can do (texting, calling, printing) is said plainly instead of being mapped onto a far-off API.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from core.planner import dialect, known_databases, shorthand, times
from core.planner.asked_advice import ASKED_ADVICE
from core.planner.caller import QUESTIONS
from core.planner.plan import Plan

MIN_TOP_SCORE = 20.0
_AREAS = ("your calendar, Gmail, Google Drive, Docs, Sheets, Tasks and contacts, and the files, notes and "
          "databases on this computer")
_CANNOT = ((re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:text|sms|whats\s?app|send\s+(?:a\s+)?text\s+to)\s+"
                       r"(?!me\b)[A-Za-z]", re.I), "send text messages"),
           (re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:ring|call|phone)\s+(?!me\b|it\b|the\s+meeting)"
                       r"[A-Za-z][\w']*(?:\s+[A-Z][\w']*)?\s*(?:[.!?]|$|\s+(?:and|to|about|now|back|please|pls|on|at|from|in)\b)", re.I),
            "make phone calls"),
           (re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:ring|call|phone)\s+the\s+(?:[a-z][\w'-]*\s+){0,2}[a-z][\w'-]*\s+(?:and|to)\s+"
                       r"(?:ask|check|tell|see|find|let|get|book|sort|say)\b"
                       r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)?give\s+(?:[\w'-]+\s+){1,3}(?:a\s+)?(?:ring|call|bell|buzz)\b", re.I),
            "make phone calls"),  # "ring the village hall and check …", "give mrs patel's daughter a ring"
           (re.compile(r"^(?!.*\bwith\s+[\w' ]{1,30}?\s+so\s+(?:she|he|they|we)\s+can\b)"  # "share the tenerife photos on the drive with
                       r"(?!\s*(?:please\s+)?share\b.*@.*\b(?:she|he|they)(?:'s|'re|'ll|\s+is|\s+are|\s+will|\s+(?=put\b|posts?\b|puts\b|shares?\b|uploads?\b))\s*)"  # "share the price list wi ingrid,
                       # ingrid.tulloch@…, she's pittin hid on the facebook": shared with her, she posts it
                       # shirley so she can put them on facebook": shared with her, she posts them
                       r".*\b(?:post|put|share|upload|stick|pop)\b.*\b(?:on|to|onto)\s+(?:our\s+|my\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:instagram|insta|facebook|fb|"
                       r"twitter|tiktok|linkedin)\b", re.I), "post on social media"),
           (re.compile(r"^(?!.*\b(?:e-?mail|mail|so\s+(?:she|he|they|we)\s+can|(?:need|needs|have|got|gonna|going)\s+to|(?:i|we)\s+(?:can|will|could)|i'll|we'll)\b)"
                       r".*\b(?:send|post|put|stick|pop|drop|share)\b[^.,;]*\b(?:on|in|to|onto|via|over)\s+"
                       r"(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}whats\s?app\b", re.I), "send WhatsApp messages"),  # "post on WhatsApp in the seva group …"
           (re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?print\b(?!.*\bpdf\b)|\b(?:on|to|through|send\s+it\s+to)\s+the\s+printer\b",
                       re.I), "print"),  # "… as a PDF" exports; "stick the Q3 VAT summary … on the printer"
           (re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:send|make)\s+(?:the\s+|a\s+|an\s+)?(?:[£$€][\d,.]+\s+)?"
                       r"(?:[\w-]+\s+){0,2}(?:payment|bank\s+transfer)\b(?!\s+(?:reminder|request|details|email))"
                       r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)?pay\s+(?!(?:the|my|our)\s+(?:invoice|bill)s?\s+(?:date|column|status)\b)"
                       r"(?:[\w'-]+\s+){0,3}[£$€]\d"  # "pay dave £65 for valeting the van"
                       r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:transfer|pay)\s+(?:[\w-]+\s+){0,3}[£$€]\d[\d,.]*\s+"
                       r"(?:\w+\s+){0,3}from\s+(?:the|my|our)\s+(?:[\w-]+\s+)?(?:bank\s+)?account\b"
                       r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:send|give|transfer)\s+(?:\w+\s+)?[£$€]\d[\d,.]*\s+(?:back\s+)?to\s+(?![\w.+-]+@)"
                       r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)?refund\s+(?:[\w'-]+\s+){0,3}[£$€]\d"  # "send £60 back to mrs patel"
                       r"|\bcard\b(?=.*\b(?:take|charge|process)\b[^.?!]*?(?:payment|deposit|[£$€]\d))"
                       r"|\b(?:take|charge|process)\b[^.?!]*?(?:payment|deposit|[£$€]\d)[^.?!]*\b(?:card)\b", re.I), "make payments"),
           (re.compile(r"\b(?:get|book|order|call)\s+(?:me\s+|us\s+|him\s+|her\s+)?(?:an?\s+)?(?:minibus\s+|black\s+)?(?:uber|taxi|cab|minicab|lyft)\b",
                       re.I), "book taxis"),  # "book a minibus taxi for the away team sat 5th 9am"
           (re.compile(r"^\s*(?:please\s+|pls\s+|can\s+you\s+)?book\s+(?:us|me)\s+a\s+table\s+at\s+[a-z]", re.I), "book restaurant tables"),  # "book us a
           # table at hawksmoor sat 12th, 6 of us"
           (re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?post\s+(?:the\s+|a\s+|this\s+|my\s+)?(?:[\w'-]+\s+){0,3}"
                       r"(?:letter|parcel|package|card|cheque)s?\b(?=.*\b(?:first|second)\s+class\b|.*\bto\s+(?!@))(?!.*@)", re.I),
            "post letters or parcels"),  # "post the precept letter to westshire district council first class"
           (re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:book|get|buy)\s+(?:me\s+|us\s+|him\s+|her\s+)?(?:an?\s+|\d+\s+|two\s+|"
                       r"three\s+|four\s+)?(?:(?:train|rail|coach|bus|plane|flight|ferry|open|day|off-peak|return|single)\s+)*(?:tickets?|returns|singles|"
                       r"flights?|seats?)\b(?=.*\b(?:to|from)\s+[a-z])", re.I), "book travel tickets"),  # "book me 2 returns to york from leeds …"
           (re.compile(r"\b(?:order|buy|purchase)\b.*\b(?:off|from|on)\s+(?:the\s+|their\s+)?(?:[\w-]+\s+){0,3}(?:website|site|online"
                       r"\s+shop|amazon|ebay)\b|^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:order|buy|purchase)\s+(?:me\s+|us\s+)?"
                       r"(?:\d+|an?|some|more|two|three|four|five|six|ten|a\s+couple\s+of)\s+(?!.*\b(?:by|in)\s+(?:date|name|size)\b)",
                       re.I), "order things from websites"))  # "order me 2 new 14 inch squeegee channels from …"
_ADVICE = re.compile(r"^(?:what'?s|what\s+is|which\s+is|what\s+would\s+be)\s+(?:the\s+best|a\s+(?:good|fair|reasonable|decent|nice|easy))\b"
                     r"|^(?:can|could)\s+you\s+(?:suggest|recommend|help\s+me\s+think)\b|^(?:any\s+)?(?:tips|advice)\b|^should\s+i\b"
                     r"|^recommend\b|^give\s+me\s+(?:a|an|some)\s+(?:fun\s+)?(?:fact|idea|tip|example)s?\b"
                     r"|^write\s+(?:me\s+)?(?:a|an)\s+(?:haiku|poem|limerick|story|song|joke)\b"
                     r"|^(?:is|are|am\s+i)\b[^?]*\btoo\s+(?:cheap|expensive|dear|pricey|much|little|high|low)\b|\b(?:under|over)charging\b"
                     r"|^any\s+ideas\s+(?:how|what|for|on|about)\b|\bwhat'?s\s+the\s+(?:proper|right|correct|best)\s+(?:answer|way)\b"
                     r"|^(?:the\s+)?best\s+way\s+to\b|\bunder-?selling\b"  # "best way to get burrs out of a kelpie …"
                     r"|^(?:is|are)\b[^?]*\ba\s+(?:fair|good|reasonable|decent|normal)\s+(?:price|rate|fee|charge)\b"  # "is €95 a fair price for …"
                     r"|^what'?s?\s+(?:is\s+)?the\s+(?:fine|penalty|speed\s+limit)\s+(?:now\s+)?for\b"  # "what is the fine now for not wearing …"
                     r"|\bshould\s+i\b.*\bor\s+not\b"  # "should i raise my plate from 4.50 to 5 or not ah"
                     r"|\bshould\s+(?:we|i)\s+[^?]*\bor\s+[^?]*\?"  # "should we go to police or wait first?"
                     r"|^\s*what'?s\s+the\s+weather\b|^\s*(?:is|will)\s+it\s+(?:going\s+to\s+|gonna\s+|gunna\s+)?(?:rain|snow)\b",  # "whats the weather …"
                     re.I)  # "is £45 a seat too cheap … feel like im undercharging", "any ideas how we get a few younger ones …",
#                            "a lady asked if its ok to turn the hands backwards …, whats the proper answer"
_OWN = re.compile(r"\b(?:my|our)\s+(?:diary|calendar|schedule|day|week|emails?|inbox|mail|drive|docs?|documents?|sheets?|"
                  r"spreadsheets?|tasks?|to-?dos?|jobs|list|notes?|contacts?|files?|folders?|desktop|downloads|database)\b"
                  r"|\b(?:the|my)\s+diary\b|\b[\w-]+\.(?:db|txt|pdf|docx?|xlsx?|csv|jpe?g|png)\b"
                  r"|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w@.£$€])\+?\d[\d ()-]{7,}\d\b"
                  r"|\b(?:number|mobile|phone|e-?mail\s+address)\b", re.I)
_NAMED = re.compile(r"['\"‘“]\w|\b[A-Z][a-z][\w'-]*")  # a quoted or capitalised name: "put the kettle on" names nothing
_COMMAND = re.compile(r"(?:^|[.!?]\s+)(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:cancel|delete|bin|trash|remove|take|update|add|put|move|"
                      r"push|pull|bring|book|e-?mail|share|rename|find|search|save|open|read|mark|tick|label|block|schedule|"
                      r"remind|reply|forward|unshare|clear|set|change|invite)\b", re.I)


def cannot_do(request: str) -> str | None:
    """What the request asks that Steward cannot do at all ("send text messages"), or None."""
    return next((what for pattern, what in _CANNOT if pattern.search(request.strip())), None)


class RelevanceGate:
    """Wraps a Planner: asks it only when the request is an action on the user's things."""

    def __init__(self, planner: Any, catalog: Any, *, min_score: float = MIN_TOP_SCORE) -> None:
        self.planner = planner
        self.catalog = catalog
        self.min_score = min_score

    def is_relevant(self, request: str) -> bool:
        request = shorthand.expand(request).strip()  # "what's on tmrw"
        return not cannot_do(request) and self._asks_an_action(request)

    def _asks_an_action(self, request: str) -> bool:
        """Whether an expanded request Steward can do is an action on the user's things (not advice or chit-chat)."""
        if _ADVICE.search(request) and not _OWN.search(request) or ASKED_ADVICE.search(request) or _signs_off(request) or _SUM.match(request):
            return False
        hits = self.catalog.search(request, k=5)
        if not hits:
            return False
        tied = [h.method.id.split(".")[0] for h in hits if h.score >= hits[0].score - 0.25]
        if len(tied) >= 3 and len(set(tied)) >= 2 and not hits[0].method.id.startswith(known_databases.EVERYDAY):
            return False  # "add to fuel log: KCY 660P, …": only "add" matched, as well Google Wallet's as Blogger's insert
        named = _DAY.search(request) or _NAMED.search(request[1:])  # "cancel hoof trimming on the 3rd", "bin 'X' …"
        return hits[0].score >= self.min_score or bool(_OWN.search(request) or _COMMAND.search(request) and named) or (
            hits[0].method.id.startswith("calendar.") and (_asks_about_a_time(request) or _says_a_day(request)))

    def plan(self, request: str, granted_scopes: Sequence[str] = (), **kwargs: Any) -> Plan:
        own = self.planner.own_words() if hasattr(self.planner, "own_words") else ()
        with dialect.keeping(own):  # a "koha" table stays "koha"
            return self._gated(request, granted_scopes, **kwargs)

    def _gated(self, request: str, granted_scopes: Sequence[str], **kwargs: Any) -> Plan:
        expanded = shorthand.expand(request).strip()
        missing = cannot_do(expanded)
        if missing:
            return Plan(request=request, kind="chat", reply=f"I can't {missing}: Steward works with {_AREAS}. "
                                                            "Nothing was done.")
        names = list(getattr(self.planner, "database_names", tuple)())
        if not self._asks_an_action(expanded):  # what it cannot do is checked once, above
            held = self.planner.held(names) if names and hasattr(self.planner, "held") else {}
            schema = self.planner.schema_words(names) if names and hasattr(self.planner, "schema_words") else {}
            advice = _ADVICE.search(expanded) or ASKED_ADVICE.search(expanded) or _SUM.match(expanded)
            if names and not advice and (known_databases.named_by_word(expanded, names) or known_databases.table_said(expanded, names, schema) or (
                    known_databases.about_rows(expanded) or known_databases.row_named(expanded, names, held, schema)
                    or known_databases.schema_named(expanded, names, schema))):  # advice stays chat, whoever it names
                return self.planner.plan(request, granted_scopes, rows_only=True, **kwargs)  # "…, mark it paid": a database's rows
            return Plan(request=request, kind="chat")
        return self.planner.plan(request, granted_scopes, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.planner, name)


# A sum asked of numbers the request gives, no rows: "addeish is 20% VAT on £1,350", "qhawqha es 12 paquetes de api a 3.80 cada uno?"
_SUM = re.compile(r"\s*how\s+(?:much|many)\s+(?:is\s+)?[£$€]?\d[\d.,]*\s*(?:[^\W\d_]+\s+){0,4}(?:at|@|×)\s+(?:[£$€]\d|\d+[.,]\d\d)"  # "pira 12 jars pili
                  # brittle at $9.50 plus 3 trays laing at $40 each?", "nisä is 14 jars × £8.50 and …"
                  r"|\s*(?:how\s+much|how\s+many|what)\s+(?:is|'s|es|are)\s+[£$€]?\d[\d.,]*\s*(?:%|x\b|\*|times\b|(?:[^\W\d_]+\s+){0,3}(?:at|a|@|cada|each)\s+[£$€]?\d"
                  r"|(?:[a-z]+\s+){0,3}[£$€]?\d[\d.,]*\s*(?:pounds?|quid|dollars?|euros?)?\s+each\s+plus\b)"  # "kolki is 36 pirozhki at 2.50?", "mel is 4 tyre 68
                  # pound each plus vat" (how much is …)
                  r"|\s*(?:please\s+)?convert\s+[\d.,]+\s*[^\s\d]\S*\s+(?:to|into|in)\s+\S"
                  # "65+40+35+30 koto", "manay quick math: pancit tray is $55, …, tagpira total?" (not "note for me: … 6/3 + 7/43 with 30 vol")
                  r"|(?!\s*(?:note|jot|write|save|log|add|put)\b).*?(?:\d\s*\+\s*[£$€]?\d|\bquick\s+maths?\b)"  # "1) Convert 3.5 kN/m² to lb/ft²."
                  # wrote a file
                  # "3 pouches at 35 and she want 15% off, man ollu is that", "add this up for me love: … what's that all together?", "If 120
                  # members each give £15 a month …, how much will we have in one year?", "kam is 40 plates x £17 minus 10% discount?"
                  r"|.*?\d.*\bhow\s+(?:much|many)\s+is\s+(?:that|it)\s*\??\s*$|^\s*(?:please\s+)?add\s+(?:this|these|them|it|that)\s+up\b"
                  r"|.*?\d.*\bwhat(?:'s|\s+is)\s+(?:that|it)\s+(?:all\s+)?(?:together|in\s+total|altogether)\s*\??\s*$"
                  r"|.*?\d.*\bhow\s+much\s+will\s+(?:we|i|they)\s+(?:have|make|get|raise|save)\s+(?:in|after|by)\s+(?:one|a|\d+)\s+(?:year|month|week)s?\b"
                  r"|\s*(?:how\s+much|how\s+many|what)\s+(?:is|'s)\s+[£$€]?\d[\d.,]*\s*(?:[^\W\d_]+\s+){1,3}(?:x|×|\*|times)\s*[£$€]?\d"
                  # "padum 12 kg noodle if £3.40 per kg?", "tag-pila abi if 12 bowls batchoy at 14.95 each, then minus 10% …?"
                  r"|\s*how\s+(?:much|many)\s+(?:[a-z]+\s+)?(?:if\s+)?\d[\d.,]*\s*(?:[^\W\d_]+\s+){0,4}(?:if|at|@)\s+[£$€]?\d[\d.,]*\s*(?:per|a|each|/|every)\b"
                  # "ukem ifan: 20 plates edikang ikong at £15 each …?", "cãtu is 35 pita by £4.50?", "tinak for 3 santhal saree £45 each and …"
                  r"|\s*how\s+(?:much|many)\s*:?\s*(?:for\s+|is\s+)?\d[\d.,]*\s*(?:[^\W\d_]+\s+){0,4}(?:at|@|by|x|×)\s*[£$€]?\d"
                  r"|\s*how\s+(?:much|many)\s+for\s+\d[\d.,]*\s*(?:[^\W\d_]+\s+){0,4}[£$€]\d[\d.,]*\s*(?:each|a|per)\b", re.I)
# A sign-off and nothing else: "ok that's all for today, ahéhee' hágoónee'" (thanks, bye) put an event in today
_SIGN_OFF = re.compile(r"\b(?:that(?:'?s|\s+is)\s+(?:all|it|everything)|giitu|akpe|tenki|thanks?|thank\s+you|cheers|bye|goodbye|good\s*night|ta|grazie|merci|gracias"
                       r"|danke|obrigado)\b", re.I)
_SIGN_OFF_WORDS = set("ok okay right so well that's thats that all it everything for today now tonight thanks thank you cheers bye goodbye "
                      "goodnight good night ta very much again lovely great brilliant grazie merci gracias danke obrigado good work job "
                      "done bon travail is the your help you are do did well giitu buorre akpe kakaka tenki helped me a lot so much nnm bahra saved bunch of time big you're youre very salamat manay kain na kita habibi steward "
                      # (and "salamat gid day, you're a big help", "ahy that is all, itabupshia dorogaya, you help me a lot iakhya", "saa ol
                      # bratan 👍 you help me a lot büün", "Thank you ever so much, dear, you've been a great help. … Well, cheerio then.")
                      "gid day too bratan brat dorogaya didi waja jong allaaf bhaiya bahut bohot kaila ho gayi dear ever you've been great "
                      "cheerio then ahy still there".split())  # "grazie, bon travail
# oghje 👍", "- That is all for today. Thank you for your help.", "Akpe kakaka, you do well today 🙏🏾😊", "tanmmirt nnm bahra ❤️ you
# help me a lot ass-a" (thank you so much, … today)


def _signs_off(request: str) -> bool:
    """Whether the request only thanks or says goodbye ("ok that's all for today, thanks bye")."""
    words = re.findall(r"[a-z']+", request.lower())
    return bool(_SIGN_OFF.search(request)) and bool(words) and all(w in _SIGN_OFF_WORDS for w in words)


# Words of a question about one's own time ("What do I have…", "Anything on…", "Am I free…").
_AGENDA_WORDS = set("have on in free busy anything planned booked scheduled plans doing look".split())


def _asks_about_a_time(request: str) -> bool:
    words = re.findall(r"[a-z']+", request.lower())
    return bool(words) and words[0] in QUESTIONS | {"anything"} and bool(_AGENDA_WORDS & set(words)) and \
        times.when(request, datetime.now().astimezone()) is not None


def _says_a_day(request: str) -> bool:
    """No question, and a day or time said: "i dont need the chiropodist on friday any more"."""
    words = re.findall(r"[a-z']+", request.lower())
    return bool(words) and words[0] not in QUESTIONS and bool(_DAY.search(request)) and \
        times.when(request, datetime.now().astimezone()) is not None


_DAY = re.compile(r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:today|tonight|tomorrow)\b"
                  r"|\b\d{1,2}(?:st|nd|rd|th)\b|\bnext\s+week\b", re.I)

