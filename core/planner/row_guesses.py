"""Whether a request's first plan only guessed where the user's rows were meant: a diary or to-do change with no time said,
a service reached by a word that is the user's own table's ("clear his tab") or by no word of its own, a diary entry of a row
word deleted ("delete the sale for pastor mike"), a contact made for someone the rows hold, a number or day put right made a
new event, a sum or count of the rows asked of the diary. ``known_databases.planned`` then plans the database instead."""

from __future__ import annotations

import re

from core.catalog import contact_wording
from core.catalog.local_wording import AGAINST_A_ROW, ANYONE_HAS, ENTERED_WRONG, IS_CANCELLED, WANTS_NOT
from core.planner import database_names, day_spans
from core.planner.plan import Plan

# A time of day or a word for the diary: the request means the diary ("9 till 5", "at 3", "same time", "pencil in").
DIARY_TIME = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b|\b\d{1,2}\s*(?:-|till?|to|until)\s*\d{1,2}\b"
                        r"|\bat\s+\d{1,2}\b(?![\d.%])|\b(?:noon|midday|same\s+time|pencil\s+in|appointment|meeting)\b"
                        r"|\bblock\s+(?:out|off)\b", re.I)  # "block out friday afternoon, Keoni baby luau"

# What is said of a database's rows: a payment, a booking, a row marked, taken off or counted.
ABOUT_ROWS = re.compile(r"\b(?:paid|owes?|owed|owing|past\s+due|late\s+paying)\b|\bmark\s+(?:it|them|him|her|this|that)\b|\bput\s+(?:it|them|him|her)\s+(?:down\s+)?as\b|\bbooked\s+(?:in|on)\b"
                         r"|\bbook\s+in\b|\bnew\s+(?:booking|order|job|member|customer|client|patient|pupil|student|bloke|starter|gig)\b"
                         r"|\b(?:take|put)\s+(?:him|her|them|em|it)\s+(?:back\s+)?(?:off|on|to)\b|\btake\s+off\s+(?:his|her|their)\b"
                         r"|\btake\s+(?:his|her|their)\s+(?:order|booking|job|lesson|appointment|entry)\s+off\b"  # "… so you can take his order off"
                         r"|^\s*does\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+have\s+(?:any|an?)\s+[a-z]+\s*\?"  # "Helen Shaw have allergy something?"
                         r"|[.,;]\s*(?:please\s+|pls\s+)?take\s+(?:it\s+)?off\s*[.!]*\s*$|[.,;]\s*(?:please\s+|pls\s+)?take\s+(?:(?:it|that)\s+)?out\s*(?:pls|please)?\s*[.!]*\s*$"  # "Pickering ring, he cancel
                         # MOT wensday. take off", "Peebles cannae raise a second fifteen for the 12th so that yin's aff. Tak it oot."
                         # "who am i still supposed to ship to": the orders not yet sent
                         r"|\bwho\s+(?:am\s+i|do\s+i|have\s+i)\s+(?:still\s+)?(?:got\s+to|supposed\s+to|meant\s+to|need\s+to|have\s+to|gotta)\s+"
                         r"(?:ship|post|send|deliver|mail)\s+(?:to|out)\b"
                         r"|\btake\s+(?:him|her|them)\s+out\s+(?:of\s+|from\s+)?(?:the\s+|that\s+|this\s+|his\s+|her\s+|their\s+)?(?:[a-z]+\s+)?(?:class|group|team|course|register|rota|schedule)\b"
                         r"|\b(?:delete|remove|scrap)\s+(?:it|them|him|her)\b"
                         r"|^\s*how\s+(?:many|much)\b|\b(?:re-?order|low\s+on|running\s+low)\b|\b(?:nobody|no\s+one)\s+(?:for|on)\b|\bwho'?s\s+(?:signed|booked|paid)\b|\bwho\s+(?:have\s+)?(?:i|we)\s+(?:have\s+|got\s+)?booked\b|\bcame\s+for\s+(?:his|her|their)\b"
                         r"|\b(?:come|came)\s+in\s+from\b|\b(?:sent|send|sends)\s+(?:(?:her|his|their|the|a|an)\s+)?(?:[£$€]?\d[\d.,]*\$?\s+)?(?:deposit|balance|payment|money)\b"
                         r"|\b(?:bin|scrap|ditch|get\s+rid\s+of|delete|remove)\s+(?:his|her|their|there)\s+(?:quote|enquiry|estimate|order|booking|job|entry|record|row)\b"
                         r"|\b(?:bin|scrap|scrub|ditch)\s+(?:his|her|their|there)\s+[a-z]+\b|\btake\s+the\s+[\w' -]{1,30}?\s+one\s+off\b"
                         r"|\bstill\s+wait(?:ing|in)?\s+(?:on|for)\b"
                         r"|\b(?:still\s+)?(?:not|ent|ain'?t|no|never|nuh)\s+pay(?:ed)?\b"  # "Which customer still not pay?", "who ent pay yet??"
                         # "hannah n liam have moved their date to the 29th may", "hollys test moved to 8th dec, same centre": their row's day
                         r"|\btake\s+(?:his|her|their)\s+(?:next\s+)?(?:booking|appointment|appt|job|lesson|session|visit)s?\s+(?:out|off)\b"
                         # "kindly show me who I am seeing tomorrow" at a clinic: its sessions
                         r"|\bwho\s+(?:am\s+i|are\s+we|i\s+am|we\s+are|i'?m)\s+(?:seeing|teaching|treating|visiting|driving|doing)\b"
                         r"|\b(?:moved|changed|shifted)\s+(?:his|her|their)\s+(?:date|day|booking|lesson|appointment|appt|session|test|wedding|visit)\s+to\b"
                         r"|\b[a-z]+['’]?s\s+(?:test|lesson|booking|appointment|appt|session|wedding|visit)\s+(?:has\s+|'s\s+)?(?:been\s+)?(?:moved|changed)\s+to\b"
                         r"|^\s*who\s+(?:have|has|did)\s+(?:i|we)\s+(?:not|never)\s+[a-z]+|^\s*who\s+(?:haven'?t|havent|hasn'?t|didn'?t)\s+(?:i|we)\b"
                         # "Kevin cancel etti thursday, sil kardeşim" (Kevin cancelled thursday, delete): someone's booking, when the
                         # rows hold them
                         r"|^\s*[\w'’]+(?:\s+[\w'’]+)?\s+(?:has\s+|have\s+)?cancell?ed\s+(?:on\s+|for\s+)?(?:today|tomorrow|tonight"
                         r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+\w+|next\s+\w+)\b"
                         r"|\b(?:rang|called|phoned|emailed)\s*,\s*(?:they|she|he)(?:'ve|'s|\s+have|\s+has)?\s+cancell?ed\s+(?:on\s+|for\s+)?(?:today|tomorrow"
                         r"|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"  # "Carbis Bay Hotel rang, they've cancelled Friday"
                         # "who drive Friday", "zavtra where I go?" (a cleaner's visits), "has I had the invoice …"
                         r"|^\s*who\s+(?:drives?|driving|works?|working|cooks?|cooking|is\s+driving|is\s+working)\s+(?:on\s+)?(?:today|tonight|tomorrow"
                         r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|^\s*(?:today|tomorrow)\s+where\s+(?:do\s+)?i\s+go\b"
                         r"|^\s*who\s+(?:was|is|were|are)\s+(?:absent|missing|off\s+sick)\b"  # "who was absent sabtida?"
                         # "which SA returns are still outstanding", "wheres the job thurs"
                         r"|^\s*(?:which|what)\s+[\w\s]{1,30}?\s+(?:are|is)\s+(?:still\s+)?(?:outstanding|overdue|unpaid|pending|open|not\s+done)\b"
                         r"|^\s*where(?:'?s|\s+is)\s+(?:the|my|our)\s+(?:job|booking|lesson|visit|pick-?up|drop|delivery|fitting)\s+(?:on\s+)?"
                         r"(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
                         r"|\b(?:came|come|arrived|been|rolled\s+in|turned\s+up)\b.*\btick\s+(?:em|them|'em|it|those)\s+off\b"  # "whats comin on the mail plane thurs that we're still waitin on"
                         r"|\badd\s+(?:them|those|these)\s+on\b"  # "bagged up another 8 …, add them on"
                         r"|^\s*who(?:'?s|\s+is|\s+are)\s+(?:in|on|coming|booked\s+in|working|on\s+shift|on\s+duty)(?:\s+for\s+\w+)?\s+(?:on\s+)?"
                         r"(?:today|tomorrow|tonight|this|next|(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b"
                         r"|\bchange\s+(?:her|him|them|it)\s+from\s+[\w-]+\s+to\s+[\w-]+\b|\bupdate\s+(?:his|her|their)\s+(?:record|entry|details|file)\b",
                         re.I)  # "… can u change her from absent to attended", "…, can u update his record"
# A new record said first: "new stock just come in - …", "new enquiry - …", "filled up at tesco …, 46.8 litres £67.39"
NEW_STOCK = re.compile(r"\s*(?:(?:got|had)\s+(?:a\s+|some\s+)?)?new\s+(?:stock|enquiry|enquiries|quote)\b"
                        r"|\s*(?:a\s+|the\s+)?(?:delivery|deliveries|stock)\s+(?:just\s+|has\s+|have\s+)?(?:come|came|arrived|landed|in)\b", re.I)
# A question of what the rows hold ("what parts …", "who havent i thanked …", "total how much …"), not of how things are
# ("can i still use gas on moles?", "how long does a cut nordmann last …")
ASKS_ROWS = re.compile(r"^\s*(?:(?:kindly|please|pls|can\s+(?:you|u))\s+)?(?:[\w' ]{1,30}?\s+(?:is\s+|was\s+)?ask(?:s|ed|ing)?\s+)?(?:who|whose|who'?s|what|what'?s|which|how\s+(?:many|much)|total|any|list|show(?:\s+me)?|pull\s+up|bring\s+up)\b", re.I)
WANTS_NOT_SAID = re.compile(WANTS_NOT, re.I)  # "Malky Rosenberg called, she wants 5 dozen sufganiyot not 4": her row put right
_WEEKDAY = day_spans.WEEKDAY_STEM + r"(?:day)?\b"
_DAY_NOT_DAY = re.compile(r"\b(?:is\s+now|wants?\s+(?:the\s+|it\s+|them\s+|her\s+|his\s+)?(?:[a-z]+\s+){0,2})\s*(?:on\s+)?" + _WEEKDAY
                          + r"(?:\s+(?:morning|afternoon|evening|night))?\s*,?\s+(?:now\s+)?not\s+(?:on\s+)?" + _WEEKDAY, re.I)  # "Dr Goldberg
# called, she want the delivery friday morning not saturday"


_THEIR_ROW = re.compile(r"\b[a-z]+(?:'s|’s|s')\s+(?:[a-z]+\s+)?(?:class|lesson|session|job|order|booking|visit|fitting|repair)\b"
                        r"|\b(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\s+(?:class|lesson|session|job|order|booking|visit|fitting|repair)\b"
                        r"|\b(?:cancel|scrap|scrub)\s+(?:her|him|them)\b(?!\s+(?:meeting|appointment|call|event)s?\b)"
                        r"|\b(?:cancel|scrap|scrub)\s+all\s+(?:his|her|their)\s+(?:visits|jobs|bookings|orders|lessons|classes|sessions|shifts)\b"
                        r"|\btake\s+the\s+(?-i:[A-Z][\w'-]+s)\s+off\b"
                        r"|\bcancell?(?:ed)?\s+(?:that|the|this|his|her|their)\s+(?:[\w-]+\s+){0,3}order\b|\bthe\s+(?-i:[A-Z])[\w'-]+\s+order\b"  # "dayo motors cancel that oil filter order, comot am"
                        r"|^\s*(?-i:[A-Z][\w'-]+)\s+(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+cancel",
                        re.I)  # "cancel Deshpande's wednesday class": his row; "scrub Kev Walters order fer thursday"; "sharon henderson
# texted, cancel her tmrw" (whom the rows hold); "take the Richards off friday, they cancelled" (a family's); "Martinez tmrw cancel";
# "… his father is in hospital since last night. cancel all his visits this week"


# The words by which a request names a service's things ("clear his tab": a sheet's tab, or a shop's tabs table)
_SERVICE_WORDS = {"sheets.": ("sheet", "tab", "spreadsheet"), "drive.drives.": ("drive",), "tasks.": ("list", "task"),
                  "drive.permissions.": ("member", "drive", "share"),  # "… won't be coming any more. Could you take her off the members please",
                  # "sarah thompson wants to go on sipho's sunset drive wed as well, add her pls" with a drives table
                  "notes.": ("note",)}


def _own_word_misread(first: Plan, request: str, own: frozenset[str]) -> bool:
    """The plan went to a service only by a word that is the user's own database's ("emeka … paid off everything cash,
    clear his tab": the tabs database, not a spreadsheet's tab)."""
    method = first.calls[0].method if first.calls else ""
    words = next((w for prefix, w in _SERVICE_WORDS.items() if method.startswith(prefix)), ())
    said = {database_names.one(w) for w in re.findall(r"[a-z]+", request.lower())} & set(words)
    tables = {w for w in said if database_names.tables_called(w) & own}  # "members": the members table, though a word for whom
    return bool(said) and said <= own | tables


# A service's words: a plan to it that says none of them came from the request's other words ("Wasswa Hakim has finished
# clearing his loan today. put him as cleared, balance zero" cleared a spreadsheet's values; "put Leilani down fo wed 10
# oclock …" wrote a note)
_NOTE_SAID = r"\bnotes?\b|\bjot\b|\bwr(?:ite|ote|itten)\b|\bmemo\b"
_MAIL_SAID = r"\b(?:e-?mails?|mails?|inbox|messages?|newsletters?|spam|junk|threads?|gmail)\b|@"
_SERVICE_SAID = {"sheets.": r"\b(?:sheets?|spreadsheets?|tabs?|cells?|columns?|range)\b",
                 "notes.create": _NOTE_SAID, "notes.update": _NOTE_SAID, "notes.search": _NOTE_SAID,  # "Has Morwenna Jory paid her deposit …
                 # yet? I can't for the life of me remember if …": her order's row  # "Coseley's half six now not six. change it": no note
                 # "Kudzai is walking now, move her up to toddlers" moved a file, "add his sekuru Joseph Moyo … as allowed to fetch
                 # Tanaka" added a calendar, "… cancel the job" deleted a contact, "cancel the leaf pickup chez Isabelle Roy" an approval
                 "files.": r"\b(?:files?|folders?|pdfs?|docs?|documents?|downloads|desktop|zip|photos?|pictures?|laptop|computer|pc|saved"
                           r"|certificates?|certs?|scans?|scanned|contracts?|flyers?|posters?|brochures?|leaflets?|payslips?)\b|\w\.[a-z0-9]{2,4}\b|[~/]",
                 "calendar.calendarList.": r"\bcalendars?\b", "calendar.calendars.": r"\bcalendars?\b",
                 "people.people.deleteContact": contact_wording.DELETE_SAID, "drive.approvals.": r"\bapprov",
                 "drive.changes.": r"\bdrive\b|\bchanges\b|\bfiles?\b",
                 "drive.revisions.": r"\b(?:versions?|revisions?|history|drive|files?|docs?|documents?|(?:spread)?sheets?)\b",  # "Mr Whitfield don't
                 # want Kazak cleaned anymore, … delete his job" with a jobs table deleted a file's version "gmail.users.stop": r"\b(?:stop|push|notifications?)\b",
                 "gmail.users.watch": r"\b(?:watch|push|notifications?)\b",
                 # "sam whitaker's family moved to bend :( take him off the roster": his row, no one's access to a file
                 "drive.permissions.": r"\b(?:(?:un)?shar\w*|access|permissions?|drive|folders?|files?|docs?|documents?|(?:spread)?sheets?|edit\w*|view\w*)\b",
                 # "bin that enquiry from kevin the seo guy" trashed a Drive file, with an enquiries table
                 "drive.files.": r"\b(?:drive|folders?|files?|docs?|documents?|(?:spread)?sheets?|slides?|pdfs?|photos?|pictures?|images?|videos?"
                                 r"|scans?|upload\w*|shared|trash)\b|\w\.[a-z0-9]{2,4}\b",  # "Esther Han change mind, … delete ticket" watched Drive changes
                 # "gary moss cancelled wed bin it" trashed an e-mail, with Gary Moss's job in the rows
                 "drive.comments.": r"\bcomments?\b",  # "Gerard not driving for us no more. take him off" deleted a Drive comment
                 "gmail.users.messages.trash": _MAIL_SAID, "gmail.users.messages.delete": _MAIL_SAID, "gmail.users.threads.trash": _MAIL_SAID}


def _unworded_service(first: Plan, request: str) -> bool:
    """The plan went to a sheet or a new note though the request says none of their words (the twin of
    ``_own_word_misread``, which asks whether the words said are all the user's database's own)."""
    method = first.calls[0].method if first.calls else ""
    said = next((words for prefix, words in _SERVICE_SAID.items() if method.startswith(prefix)), None)
    return said is not None and not re.search(said, request, re.I)


_DELETED_THING = re.compile(r"\b(?:delete|remove|scrap|bin|cancel)\s+(?:the|that|this|his|her|their)\s+([a-z]+)\b", re.I)


def _row_word_deleted(first: Plan, request: str, own: frozenset[str]) -> str:
    """The row word of a diary entry deleted for "delete the sale for pastor mike from yesterday", where a sale is a row of
    the user's (a sales table): the rows are meant; "" otherwise."""
    deleted = _DELETED_THING.search(request)
    word = deleted.group(1).lower() if deleted else ""
    return word if first.calls and first.calls[0].method in _DELETES and word and database_names.one(word) in own else ""


_DELETES = ("calendar.events.delete", "drive.files.delete", "drive.files.update", "tasks.tasks.delete")  # "St Teilo's have pulled out
# of sat, bin that fixture" deleted a Drive file, with a fixtures table


# A count of the rows asked: "how many people do we have booked", "whats running low", "how many bags left of sella rice?"
_COUNT_BOOKED = re.compile(r"\s*how\s+many\s+(?:(?:people|guests|covers|customers|kids|bookings|tables)\b.*\bbooked\b|bookings?\b)"
                           r"|.*\b(?:what'?s|what\s+is|am\s+i|are\s+we|anything)\s+(?:running\s+low|low\s+on|getting\s+low)\b"
                           r"|\s*how\s+(?:many|much)\b[^?]*\bleft\b", re.I)
# Who else is free (the rows, not the user's own diary): "Is the fellowship hall free Saturday the 5th?"
_OTHERS_FREE = re.compile(r"\s*(?:who|how\s+many|which|is\s+(?:the|our)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:free|available|booked))\b(?!.*\b(?:am\s+i|are\s+we|i'?m|i\s+am)\b)",
                          re.I)
# Someone else's day asked: "is dara in on thurs?", "is Kev working Saturday?"
_IS_THEY_IN = re.compile(r"^\s*is\s+(?!(?:it|this|that|there|my|the)\b)[\w' ]{1,30}?\s+(?:in|on|working|off|rostered(?:\s+on)?|booked(?:\s+in)?|coming(?:\s+in)?)\s+"
                         r"(?:on\s+)?(?:today|tonight|tomorrow|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)
# Stock asked after: "got any tpr valves left or do i need to hit up reece", "do we have any oat milk left?"
ANY_LEFT = re.compile(r"^\s*(?:(?:have\s+(?:i|we)\s+|(?:i|we)\s+)?got|(?:do|did)\s+(?:i|we)\s+(?:still\s+)?have|are\s+there)\s+any\s+[\w' -]{2,30}?"
                      r"\s+(?:left|spare|free|that\s+(?:aren'?t|are\s+not|isn'?t|is\s+not)\b)"
                      r"|^\s*[\w' -]{2,30}?\s+how\s+many\s+(?:(?:have\s+)?(?:we|i)\s+(?:got\s+)?)?(?:left|in\s+stock|remaining)\s*\??\s*$", re.I)  # "oil filters how many left"  # "do we have any sousaphones that aren't checked out?"
TAKINGS = re.compile(r"\bhow\s+much\s+(?:cash\s+|money\s+)?(?:did\s+|do\s+|have\s+)?(?:we|i|a)\s+(?:take|took|taken|bring|brought|make|made|earn|earned)(?:\s+in)?\b"
                     # "how many cheese pita we sell last week, monday to sunday?", "man ollu did i sell on saturday" (all 9 stored: the rows)
                     r"|^\s*how\s+(?:much|many)\s+(?:[\w' -]{1,30}?\s+)?(?:did\s+|do\s+)?(?:i|we)\s+(?:sell|sold)\b"
                     r"|^\s*what\s+did\s+(?:i|we)\s+(?:take|make|earn|bring\s+in)\s+(?:in|last|this|on|for)\b"  # "what did i take in october"
                     r"|^\s*what\s+did\s+(?:the\s+)?[\w ]{2,20}?\s+(?:make|mak|bring\s+in|take)\s+(?:in\s+|at\s+[\w' ]{2,20}?\s+)?(?:last|this|on|for)\b"  # "whit did
                     # the lobster mak last week", "what did t' lambs mek at Cockermouth last time"
                     r"|^\s*what\s+(?:have|has)\s+(?:the\s+|our\s+)?[\w ]{2,30}?\s+come\s+to\b"  # "What have the collections come to so far this month"
                       r"|\btotal\s+(?:[a-z]+\s+){0,2}(?:collected|received|taken|raised|paid\s+in|came\s+in)\b"
                     r"|^\s*(?:the\s+|my\s+|our\s+)?takings\s+(?:for\s+)?(?:last|this|yesterday|today|on|so\s+far)\b", re.I)  # "takings last wk"  # "What is the total
# maintenance collected for November so far?"
_SUM_ASKED = re.compile(r"\bhow\s+much\b|\b(?:the\s+)?total\b", re.I)


def _diary_or_list_guess(first: Plan, request: str, rows: bool) -> bool:
    """The plan changes the diary or a to-do list (rather than looking in them). A diary entry taken out counts only
    when the request speaks of rows ("take him off", "delete her job", "Deshpande's wednesday class"): "delete my
    visit with the cooper family mon 7th" and "scrap berrington on weds 9th" stay in the diary, whoever the rows hold.
    A shared drive made for "sarah wants to go on sipho's sunset drive wed" is a guess too."""
    method = first.calls[0].method if first.calls else ""
    if method == "calendar.events.delete":
        return rows or bool(_THEIR_ROW.search(request))
    return method.startswith(("calendar.events.", "tasks.tasks.", "tasks.tasklists.")) and not method.endswith((".list", ".get")) \
        or method.startswith("drive.drives.")


_WRITTEN_FOR_THEM = re.compile(r"\b(?:write|put|note|jot)\s+(?:it|that|this|them)\s+down\s+(?:for|against|on|under)\s+(?:her|him|them)\b", re.I)
_NEW_NUMBER = re.compile(r"\bnew\s+(?:phone\s+|mobile\s+)?(?:number|no\.?|numbr|mobile|phone(?=\s*,?\s*\d))\b"
                         r"|\bchang(?:e|ed|es)\s+(?:(?:her|his|their)\s+)?(?:phone\s+|mobile\s+)?(?:number|no\.?|phone)\s*,?\s*new\s+one\b", re.I)
_ROLE_SAID = re.compile(r"(?-i:[A-Z])[\w'-]+,?\s+(?:the|our|my)\s+([a-z]+?)(?:'s)?(?=\s|[?.!,]|$)", re.I)
_NUMBER_ASKED = re.compile(r"\b(?:number|numba|phone\s+number|mobile|phone|no\.?)\s*(?:\?|$|\s+(?:please|pls|quick|again|asap)\b)"
                           r"|\b(?:what'?s|whats|what\s+is|wots?|gimme|give\s+me|need|get\s+me)\b[^?.,]{0,40}\b(?:number|numba|mobile)\b", re.I)


def guessed(first: Plan, request: str, *, holder: str | None, worded: str | None, own: frozenset[str], rows: bool) -> bool:
    """Whether ``first`` (the request planned as it is) only guessed: ``holder`` is the added database whose rows hold whom
    the request names, ``worded`` the one whose table or column words it says, ``own`` those words, ``rows`` whether it
    speaks of rows (``known_databases.about_rows``)."""
    deleted = _row_word_deleted(first, request, own)
    guessed = bool(deleted) and (holder is not None or database_names.one(deleted) != deleted)  # "Can is sick the whole week, delete
    # his shifts": every one of a row word's (said in the plural) needs no name the rows hold
    guessed = guessed or holder is not None and (_diary_or_list_guess(first, request, rows)
                                                 or _own_word_misread(first, request, own) or _unworded_service(first, request))
    guessed = guessed or bool(holder and first.calls and first.calls[0].method in ("people.people.createContact", "people.people.updateContact")
                              and (rows or first.calls[0].method == "people.people.createContact"
                                   and not re.search(r"\b(?:save|add|contacts?|numbers?|details)\b", request, re.I))
                              and not re.search(r"@|\d{5}|\d{3}[\s.-]\d{3,4}\b", request))  # "Sotonye say … e don buy new phone. cancel the job"; "layla kurdi phone me, …
    # she want 6 tray kunafa not 4": her order put right, no contact made or changed (none has a number or address)
    guessed = guessed or bool(holder and rows and first.calls and first.calls[0].method == "people.people.searchContacts"
                              and not re.search(r"\b(?:numbers?|e-?mail|address|contact|details)\b|\b(?:his|her|their)\s+(?:phone|mobile|no\.?)|@|\?", request, re.I))
    # "Tom Bevan's been on the phone, he doesn't want the borage after all, so you can take his order off": his row, no contact
    guessed = guessed or bool(holder and first.calls and first.calls[0].method == "people.people.searchContacts"
                              and _NUMBER_ASKED.search(request) and database_names.PHONES_KEPT in own
                              and not ((role := _ROLE_SAID.search(request)) and database_names.one(role.group(1).lower()) not in own))
    guessed = guessed or bool(holder and first.calls and first.calls[0].method == "notes.create" and _WRITTEN_FOR_THEM.search(request))
    # "Mama Bisi collect 2 palm oil on credit today, £13. write am down for her": her row, no note
    guessed = guessed or bool(holder and first.calls and first.calls[0].method in ("people.people.updateContact", "people.people.createContact")
                              and database_names.PHONES_KEPT in own and _NEW_NUMBER.search(request))  # "jonno's got a new number
    # 0422 555 019" where the shearers table keeps Jonno's phone: his row's number
    # "samir number?", "gimme Kezia number quick" where the staff table keeps Samir's and Kezia's phones: their row's number (not
    # "the number of Abu Rami the landlord" where Rami is on the staff: a landlord is no staff row)
    guessed = guessed or bool(worded and (rows or ASKS_ROWS.match(request))
                              and _diary_or_list_guess(first, request, rows))  # "pull up the prayer list for Wed night": no diary change
    guessed = guessed or bool(worded and first.calls and first.calls[0].method == "calendar.events.list"
                              and _SUM_ASKED.search(request))  # "how much was the total commission last week?": no diary sums money
    guessed = guessed or bool(first.calls and first.calls[0].method.startswith("calendar.events.")
                              and TAKINGS.search(request))  # "saturday how much we take in": the takings, a database's rows
    guessed = guessed or bool(first.calls and first.calls[0].method == "calendar.events.insert"
                              and (WANTS_NOT_SAID.search(request) and not DIARY_TIME.search(request) or _DAY_NOT_DAY.search(request)
                                   or ENTERED_WRONG.search(request)))  # "… heathrow run on the 12th … - i put 85, it was 95"  # "fellowship lunch sunday is
    # 80 heads now not 60, … change it", "Saxons paw patrol cake is now sat not fri": a number or day put right, no new diary entry
    guessed = guessed or bool((holder or worded) and first.calls and first.calls[0].method == "calendar.events.list"
                              and IS_CANCELLED.search(request))  # "Kim-sama Saturday reserve is cancel. sorry": her booking's row
    guessed = guessed or bool(holder and first.calls and first.calls[0].method == "calendar.events.get" and "?" in request)  # "Saturday bike
    # Tom ready?", "who is going to Mrs Pike mangwana?" with Tom's and Mrs Pike's rows: asked of them, no one event fetched
    guessed = guessed or bool(_COUNT_BOOKED.match(request) or ANY_LEFT.match(request))  # "how many people do we have booked total
    # this week", "got any tpr valves left …"
    guessed = guessed or bool(first.calls and first.calls[0].method.startswith("calendar.events.") and ANYONE_HAS.search(request))
    guessed = guessed or bool(holder and first.calls and first.calls[0].method == "calendar.events.list"
                              and _IS_THEY_IN.match(request))  # "is dara in on thurs?": the rota's rows, not the user's diary
    guessed = guessed or bool(first.calls and first.calls[0].method == "calendar.freebusy.query"
                              and (holder or worded) and _OTHERS_FREE.match(request))  # "how many e-bikes are there now free?"
    guessed = guessed or bool(worded and not holder and first.calls and first.calls[0].method == "people.people.searchContacts"
                              and re.match(r"\s*who(?:'?s|\s+is|\s+are)?\b", request, re.I)
                              and not re.search(r"\b(?:number|e-?mail|address|contact)\b", request, re.I))  # "whos behind on dues rn": rows
    guessed = guessed or bool(rows and first.calls and first.calls[0].method == "people.people.connections.list"
                              and ASKS_ROWS.match(request))  # "who ent pay yet?? allyuh people too bold eh": the unpaid rows, not the contacts
    guessed = guessed or bool(holder and first.calls and first.calls[0].method.startswith("tasks.") and _MARKED_DONE.search(request))
    # "Mark's just filed the VAT return for Bamber Bridge Motors, so that one can be marked as done": their row, no to-do listed
    first_word = re.match(r"\s*([a-z]+)\b", request.lower())
    guessed = guessed or bool(worded and first.calls and first.calls[0].method == "calendar.events.insert" and first_word
                              and f"table:{first_word.group(1)}" in own and not DIARY_TIME.search(request))  # "fuel today 250 litres,
    # 287.50 pounds" with a fuel table: its row, no all-day event
    guessed = guessed or bool(worded and first.calls and first.calls[0].method.startswith("gmail.") and database_names.columns_said(request, own)
                              and not _MAIL.search(database_names.columns_left_out(request, own)))  # "gimme the parent emails for the
    # seniors": a column of the rows, no mail
    against = AGAINST_A_ROW.search(request)
    said = against.group(1).lower() if against and against.group(1) else None
    guessed = guessed or bool(against and first.calls and first.calls[0].method.startswith(("notes.", "tasks.", "calendar."))
                              and (database_names.tables_called(said) & own if said else first_word and first_word.group(1) in own))
    # "number 2 is ever so quiet, … would you put that down against that hive": the hive's row, no note; "racked number 7 this
    # morning, lush it is, put 'n down" with a racked column: the barrel's row
    return bool(guessed)


_MARKED_DONE = re.compile(r"\b(?:be\s+)?mark(?:ed)?\s+(?:it\s+|that\s+|them\s+)?(?:as\s+)?(?:done|complete|completed|finished)\b", re.I)
_MAIL = re.compile(r"\b(?:e-?mails?|mails?|inbox|messages?)\b", re.I)
