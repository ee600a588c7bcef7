"""How a request speaks of this computer's files, folders, notes and databases, for the catalog search's
rewrites (implied.py): these words say a local method is meant, not a Google one."""

from __future__ import annotations

import re

from core.catalog.stock_wording import (
    ADDED_TO_STOCK,
    COUNT_PUT_RIGHT,
    SOLD,
    SOLD_COUNT,
    STOCK_ARRIVED,
    STOCKED,
    TAKEN_OFF_STOCK,
)
from core.phrasing import DB_SAID_FIRST, NOT_A_DB_NAME, PAID_NOW

LOCAL_FOLDER = re.compile(r"\b(?:downloads|desktop|documents|pictures|music|videos|home)\s+folder\b"
                          r"|\b(?:in|on|from|to|out\s+of|off)\s+(?:my\s+|the\s+)?(?:downloads|desktop)\b"
                          r"|\bfolder\s+in\s+(?:my\s+)?(?:documents|downloads|pictures)\b", re.I)  # "… off the desktop into the Baptisms folder in Documents"
# Two words with a slash between ("kim/park pushed ceremony", "his/her"), no folder of the user's: names, not a path
WORD_PAIR = re.compile(r"(?!(?:documents|desktop|downloads|pictures|photos|music|videos|notes|projects|work|home|tmp)/)[a-z]+/[a-z]+", re.I)
LOCAL_PATH = re.compile(r"(?<![\w/])(?:~/|/(?:home|Users|tmp)/|(?:Documents|Downloads|Desktop|Pictures|Music|Videos)/)\S+")
LOCAL_PATH_NAMED = re.compile(r"(?<![\w/])(?:~/|/(?:home|Users|tmp)/)\S*?[A-Za-z0-9](?:\s+[A-Z][\w'-]*)+(?=[\s,.;:!?]|$)")
IN_A_FOLDER = re.compile(r"^\s*what'?s\s+(?:\w+\s+)?in\s+(?:my\s+|the\s+)?(?:[\w~/.-]+\s+){1,3}folder\b"
                         r"|^\s*what'?s\s+in\s+(?:my\s+)?~?/?(?:[\w.-]+/)+[\w -]+/?\s*(?:[,-]\s*(?:just|only)\s+(?:the\s+)?[\w ]+)?\??$",
                         re.I)  # "whats in Documents/Quotes", "whats in ~/Pictures/Litters/B26, just the jpgs"
MENTIONS = re.compile(r"\b(?:files?|documents?)\b.*\b(?:mentions?|mentioning|contains?|containing)\b", re.I)
ON_THE_COMPUTER = re.compile(r"\b(?:on|from)\s+(?:(?:the|my|this)\s+)?(?:computer|laptop|pc|mac)\b|\b(?:it'?s|its)\s+on\s+here\s+somewhere\b",
                             re.I)  # "in the Invoices folder on laptop"
FILES_IN = re.compile(r"\bwhat\s+(?:[\w.-]+\s+)?files\s+(?:are(?:\s+there)?|do\s+i\s+have|have\s+i\s+got|i\s+have)\s+in\b|\bfiles\s+(?:are\s+)?in\s+my\s+\w+\s+folder\b", re.I)
DB_REF = r"(?:[\w-]+\.(?:db|sqlite3?)|" + NOT_A_DB_NAME + r"[a-z][\w-]*\s+(?:database|db))\b"  # "pupils.db", "the members database"
DB_FILE = re.compile(r"\b" + DB_REF, re.I)  # a database named, by its file or in words
DATABASE_NAMED = re.compile(r"\b(?:my|the|in)\s+(?:[\w-]+\s+){1,2}(?:database|db)\b", re.I)
TAKE_OUT_OF = re.compile(r"\b(?:take|get|pull)\s+(?:it|them|that|those|these|\w+|[A-Z][\w'-]+\s+[A-Z][\w'-]+)\s+out\s+of\b"
                         r"|\b(?:take|strike|cross)\s+.+?\s+off\s+(?:the|my|our)\b(?=.*(?:\.(?:db|sqlite)|\s(?:database|db)\b))"
                         r"|\b(?:take|get|pull)\s+(?:\w+\s+){2,3}?out\s+of\s+(?:the|my|our)\b(?=.*(?:\.(?:db|sqlite)|\s(?:database|db)\b))", re.I)  # "take them out of plants.db"
IS_NOW = re.compile(r"\b(?:is|are|'s)\s+(?:now\s+)?[\w£$€.,/-]+(?:\s+[\w£$€.,/-]+)?\s+now\b|\b(?:is|are)\s+now\b"
                    r"|\b(?:is|are|'s)\s+(?:at|in)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+now\s*,?\s+not\b"  # "Sat practice is at the marae now not the gym"
                    r"|\bchanged\s*[,.;]?\s+now\s+(?:it'?s|its|it\s+is)\b"  # "the cleaning of Mrs Levy changed, now it's only friday"
                    r"|\b(?:date|day|time|price)\s+[\d£$€][\w.,/:-]*\s+now\s*[.!]?\s*(?:\(|$)", re.I)  # "ready date 12/2 now"
SET_TO = re.compile(r"\b(?:set|change|update|mark|make)\s+.+?\s+(?:to|as)\s+\S|\bput\s+.+?\s+down\s+as\s+\S", re.I)  # "set appt 4471 to no-show"
WHATS_IN_FILE = re.compile(r"^\s*(?:(?:show|tell)\s+me\s+)?(?:what'?s|what\s+is)\s+in\s+\S*\w\.[a-z]{2,4}\b"
                           r"|^\s*(?:pls\s+|please\s+)?(?:show\s+me|display|print)\s+(?:my\s+|the\s+)?~?/?(?:[\w.-]+/)*[\w-]+\.(?!db\b|sqlite)[a-z]{2,4}\b(?!\S)(?!\s+(?:to|into|from|and)\b)"
                           # "what does the allergen list say about frøsnapper? it's allergener.txt on the desktop"
                           r"|^\s*what\s+does\s+.{1,60}?\bsay\b(?=.*\b[\w-]+\.(?:txt|md|csv|rtf|log)\b)",
                           re.I)  # "show me ~/Documents/house/questions-for-solicitor.txt": its text
A_TEXT_FILE = re.compile(r"\b(?:make|create|write|save|start)\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?:[\w'-]+\s+){0,3}?(?:txt|text\s+file|\.txt)\b"
                         r"|\b(?:the|my)\s+(?:[\w'-]+\s+){1,4}?txt\b"
                         # a file said with what goes in it: "make a wee kit list file for sat: flooring saw, …", "type up … in a file so i
                         # can print: turkey, …" (not in Drive nor a doc or sheet)
                         r"|^(?!.*\b(?:drive|google|docs?|document|sheets?|spreadsheet|folder)\b)(?=[^:]*\bfile\b[^:]*:\s*\S)"
                         r"\s*(?:please\s+|pls\s+)?(?:make|create|write|start|type\s+up|put)\b", re.I)  # "make a price list txt in Sharpening - …", "open the … notes txt"  # "make a txt in Clocks called …"
# What a number is per, after a slash ("$40/hr", "£5/kg"): a rate, no path
PER_UNIT = r"(?:hr|hrs|h|hour|day|night|wk|week|mo|month|yr|year|pp|person|head|kg|lb|m2|sqft)"
FILE_NAME = re.compile(rf"\w\.[a-z]{{2,4}}\b|(?<![\d/])(?<!\d[a-z])(?<!\d[a-z]{{2}})(?<!\d[a-z]{{3}})(?!\d+/\d|\d+[cp]?/{PER_UNIT}\b|\w/s\b)\w/\w",
                       re.I)  # not a date or a rate ("12/9 10am", "$40/hr", "1.5TB/day", "Mbit/s")
DID_I = re.compile(r"^\s*where\s+(?:did\s+)?i\s+(?:write|jot|note)\s+(?:down\s+)?(?:the\s+|my\s+|that\s+|those\s+)?(?=[a-z])(?!.*\b(?:drive|computer|laptop|folder|file)\b)"
                   r"|^\s*(?:did|have|do)\s+i\s+(?:ever\s+)?(?:write|wrote|jot|jotted|note|noted|save|saved|put|keep|kept"
                   r"|store|stored)\b.*\b(?:somewhere|anywhere|in\s+my\s+(?:notes|files))\b"
                   r"|^\s*(?:did|have)\s+i\s+(?:ever\s+)?(?:write|wrote|written|jot|jotted|make|made|take|took|taken)\s+(?:down\s+)?"
                   r"(?:any|a|some)\s+notes?\b"
                   r"|^\s*did\s+i\s+(?:write|jot|note|put)\s+down\s+(?:what|where|when|who|how|the|that|anything)\b",
                   re.I)  # "did I write any notes about Gewährleistung?", "did i write down what the caretaker said about …"
WHAT_I_WROTE = re.compile(r"\bwhat\s+(?:did|have)\s+i\s+(?:write|wrote|written|note|noted|jot|jotted|put|save|saved)\b.*\bnotes?\b"
                          r"|^\s*what\s+(?:did|have)\s+i\s+(?:write|wrote|written|jot|jotted|note|noted)\s+down\b"
                          r"|^\s*what\s+(?:did\s+i|i\s+(?:had|have)|had\s+i|have\s+i|i)\s+(?:put|noted?|written|write|wrote|jotted|jot)\s+(?:down\s+)?about\b"
                          # "I wrote a note about the new layers pellets price a while back, what did I say", "I jotted the name of the
                          # Felinfoel rep down in my notes somewhere. whats it say"
                          r"|\bi\s+(?:wrote|jotted|put|made)\s+(?:a\s+note\b|.*\b(?:down\s+)?in\s+my\s+notes?\b).*\bwhat(?:'?s|\s+did|\s+does)\s+(?:it|i)\s+say\b"
                          r"|\bi\s+(?:had\s+|have\s+)?(?:noted|jotted|written|wrote)\s+(?:down\s+)?something\b.*\bwhat\s+(?:was|is)\s+it\b",  # "I had noted down
                          # something regarding the borewell motor quotation. What was it?"
                          re.I)  # "what did i put about the freezer engineer, …", "what i had noted about hinjewadi phase 3 route"
IN_MY_NOTE = re.compile(r"\b(?:in|on)\s+my\s+(?:[\w'-]+\s+){0,4}note\b|\b(?:find|where|look\s+up)\b.*\bin\s+my\s+notes\b|\b(?:saved|wrote|put|kept)\s+(?:it\s+)?in\s+(?:my\s+|the\s+)?notes\b", re.I)  # "find the oven repair man number in my notes"
WHERE_IS_NOTE = re.compile(r"(?:^|[,.;]\s*)where'?s?\s+(?:is\s+)?(?:that|the|my)\s+note\b"
                           r"|^\s*where\s+(?:are|r)\s+(?:my|the)\s+[\w' -]{1,30}?\s+notes\b", re.I)  # "I had written something about …, where
# is that note?", "where r my cold war notes i def made some"
TO_A_NOTE = re.compile(r"\b(?:add|append)\b.*\b(?:to|at)\s+(?:the\s+(?:bottom|end)\s+of\s+)?(?:my|the)\s+(?:[\w'-]+\s+){0,4}note\b"
                       r"|^\s*(?:on|in)\s+(?:my|the)\s+(?:[\w'-]+\s+){0,3}note\s*,?\s+(?:please\s+)?(?:put|add|write)\b"  # "on my Einkaufsliste note put also …"
                       r"|\bthe\s+note\s+(?:where|that|with|about)\b.*\b(?:add|append)\s+(?:a\s+)?(?:line|sentence|bit)\b", re.I)
CHANGE_IN_NOTE = re.compile(r"\b(?:in|on)\s+my\s+.{0,40}?\bnote\b.*\b(?:change|replace|swap|correct|fix|update)\b"
                            r"|\b(?:change|replace|swap|correct|fix|update)\b.*\b(?:in|on)\s+my\s+.{0,40}?\bnote\b", re.I)
PUT_IT_IN_FOLDER = re.compile(r"\b(?:put|move|shift|stick|pop|shove|bung)\s+(?:it|them|that|this|those|these|(?:that|the|this|my)\s+[\w-]+\.[a-z]{2,4})\s+"
                              r"(?:(?:off|from|out\s+of)\s+(?:my\s+|the\s+)?\w+\s+)?(?:in|into|to)\s+(?:my\s+|the\s+)?"
                              r"[\w' -]{0,30}?folder\b", re.I)  # "… IMG_2041.jpg. can you put it in my Pictures folder", "shove that
# admiral_renewal.pdf off me desktop into the car folder"
WROTE_IN_A_NOTE = re.compile(r"\b(?:wrote|written|jotted|noted|put|saved|kept)\s+(?:it|that|them|this)?\s*(?:down\s+)?(?:in|on)\s+(?:a|my|the)\s+"
                             r"note\b|\bi\s+(?:wrote|jotted|noted|put)\s+(?:it|that|them)\s+down\s+(?:somewhere|someplace)\b"
                             # "I wrote something down some while ago about the hymn numbers … Could you find it for me?"
                             r"|\bi\s+(?:wrote|jotted|noted)\s+(?:something|summat|some\s+things?)\s+down\b(?!.*\b(?:drive|docs?|document|file)\b)(?=.*\b(?:find|where)\b)"
                             r"|^\s*what\s+i\s+(?:wrote|jotted|noted)\b(?!.*\b(?:drive|docs?|document|file|e-?mail)\b).*\bfind\b",  # "What I wrote. About
                             re.I)  # tablets. Find it", "what formula did i use on mrs greene? i know i wrote it down in a note", "…, i wrote it down somewhere"
# Who of the rows has something, asked: "planning wednesday's hatha... does anyone have knee stuff i should know about"
ANYONE_HAS = re.compile(r"\b(?:does|do)\s+any(?:one|body)\s+(?:have|need|got)\b", re.I)
# A question of the rows, wherever it is asked ("am I low on anything?? doing the wella order the morra": the stock)
_ASKED = re.compile(r"^\s*any\b|" + ANYONE_HAS.pattern + r"|^\s*(?:does|do)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+have\b|^\s*(?:(?:i|we)\s+)?got\s+any\b|^\s*(?:has|have)\s+(?:[\w'&-]+\s+){1,4}?(?:paid|settled)\b|^\s*(?:am|are|do|have)\s+(?:i|we)\s+(?:got\s+)?(?:low|short|run(?:ning)?\s+out|out)\s+(?:on|of)\b|^\s*(?:is|are)\s+(?:the|our|there)\b[^?]*\b(?:free|available|booked|open|full|taken)\b[^?]*\?|\bgive\s+(?:me\s+|us\s+)?(?:the|all)\s+(?:list|names?|numbers?|mobile|phone|details|e-?mails?)\b|(?<!-)\b(?:whens?|what(?:'?s)?|which|who(?:'?s)?|whose|where(?!\s+(?:the\s+)?[\w-]+\s*(?:=|is\b|!=|<|>))|did|show|list|find|look\s+up|check(?!\s+off)|how\s+(?:much|many)|total(?!\s+(?:go(?:es)?|went|is\s+now|now|comes?\s+to)\b)|sum\s+of|takings|(?:per|each|by)\s+month)\b(?!-)", re.I)
_QUESTION_MARK = re.compile(r"\?\s*(?:\([^()]*\)\s*)?$")  # "lil pete ever paid me the rest from his boil saturday??": asked
# A change asked politely, with a question mark: "would you please change the status of 'Rebecca' to 'lent to Joan'?"
CHANGE_ASKED = re.compile(r"\b(?:change|update|set|mark|add|delete|remove|insert|rename|move|put)\b(?=[^?]*\?)", re.I)
_SCHEMA_ASKED = re.compile(r"\b(?:what|which|list|show)\s+(?:\w+\s+)?(?:tables|columns)\b|\bschema\b|\b(?:structure|layout)\s+of\b"
                           r"|\btables\s+and\s+columns\b", re.I)  # "whats the structure of ~/Governors/monitoring.db, tables and columns?"
_ROWS_OUT = re.compile(r"\b(?:clear\s+out|clear|delete|remove|get\s+rid\s+of|wipe)\b.*\b(?:rows?|records?|entries)\b"
                       r"|^\s*(?:please\s+|pls\s+)?cancel\s+(?:the|his|her|their)\s+(?!.*\bmark\b)"  # "cancel the leaf pickup chez Isabelle Roy"
                       r"|\b(?:delete|remove|get\s+rid\s+of|scrap|bin)\s+(?:no\.?\s*|number\s+|#)?\d+\s*[.!]?$"  # "… in twice (105 and 106) - get rid of 106"
                       r"|\b(?:clear\s+out|delete|remove|get\s+rid\s+of|wipe)\s+(?:anything|everything|all)\b"  # "delete anything … made before"
                       r"|\b(?:clear\s+out|delete|remove|get\s+rid\s+of|wipe)\s+(?:all\s+)?(?:the|my|any)\s+[\w-]+\s+[\w-]+\s+(?:from|in|out\s+of)\s+"
                       r"(?:my\s+|the\s+)?(?:~?/)?(?:[\w.-]+/)*" + DB_REF +  # "clear out the cancelled appts from ~/surgery/appts.db"
                       r"|\b(?:clear\s+out|delete|remove|get\s+rid\s+of|wipe)\s+(?:all\s+)?(?:the|my|any)\s+[\w-]+\s+ones\b"  # "clear out the cancelled ones"
                       r"|\b(?:take|strike|cross|scrap|bin|ditch|delete|remove)\s+.+?\s+(?:out\s+of|out|off|from)\s+"
                       r"(?:(?:altogether|completely|entirely|for\s+good)\s*\(?\s*)?(?:the\s+|my\s+)?" + DB_REF
                       + r"|\btake\s+(?:him|her|them|em)\s+off\b(?!\s+(?:the|my)\s+(?:list|calendar|e-?mail))"
                       r"|\btake\s+(?:him|her|them|em)\s+out\s*(?:x+|pls|please)?\s*[.!]?\s*(?:\([^)]*\)\s*)?$"  # "jade's cancelled friday, …. take her out x"
                       r"|\btake\s+(?:that|the|this|his|her|their)\s+(?:job|booking|order|appointment|visit|lesson|session)\s+off\s*[.!]?\s*(?:\([^)]*\)\s*)?$"
                       r"|\b(?:bin|scrap|scrub|ditch|delete|remove)\s+(?:his|her|their)\s+[a-z]+\b"  # "michael fairclough went with someone cheaper, bin his quote"
                       r"|\btake\s+the\s+[\w' -]{1,30}?\s+one\s+off\b"
                       r"|\btake\s+(?:his|her|their)\s+(?:next\s+)?(?:booking|appointment|appt|job|lesson|session|visit)s?\s+(?:out|off)\b"  # "Nutmeg went
                       # over the rainbow bridge …. Can you take her next booking out please"
                       r"|^\s*(?:please\s+|pls\s+)?take\s+(?:off\s+(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?|(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?\s+(?:off|out(?=\s+(?:for|on)\b)))\b"
                       r"(?!\s+(?:the|my)\s+(?:list|calendar|e-?mail))"  # "take off Beth Levine tomorrow, she go to her daughter …"
                       r"|[.,;!]\s*(?:delete|remove|scrap|bin|chuck|ditch)\s+(?:the\s+|that\s+|this\s+|her\s+|his\s+|their\s+)?(?!it\b|them\b|that\b|this\b)[a-z]+"
                       r"\s*[.!]?\s*(?:\([^)]*\)\s*)?$",  # "Esther Han change mind, …. delete ticket"
                       re.I)  # "take the hendersons … out of rounds.db", "scrap the kingfisher mattress job from maintenance db"
# A price lowered to a sum said bare: "the panda dunks aint movin, drop em both to 95", "nobody wants the 501s lol drop them to 28"
DROPPED_TO = r"\b(?:drop|knock|reduce|lower|cut|mark)\s+(?:it|them|em|'em|those|these)\s+(?:both\s+|all\s+)?(?:down\s+)?to"
PRICE_DROPPED = DROPPED_TO + r"\s+[£$€R]?\d"
# A price set: "change curry leaves to 80p", "change the price of grikiai to 2.49"
PRICE_SET = (r"^\s*(?:please\s+)?(?:change|set|make|update|drop|knock|reduce|lower|cut|mark)\s+(?:the\s+price\s+(?:of|for)\s+)?"
             r"(?!(?:it|that|this|him|her|them)\b)[a-z][\w' -]{2,40}?\s+(?:price\s+)?(?:down\s+)?to\s+(?:[£$€R]\s?\d[\d.,]*|\d+(?:[.,]\d\d)?\s*p)\b"
             r"(?!\s*(?:am|pm)\b)"
             # "drop the arcteryx to 160 icl its lowkey not moving": a price dropped, said with no currency
             r"|^\s*(?:please\s+)?(?:drop|knock|reduce|lower|cut|mark)\s+(?:the\s+price\s+(?:of|for)\s+)?(?!(?:it|that|this|him|her|them)\b)"
             r"[a-z][\w' -]{2,40}?\s+(?:down\s+)?to\s+\d{2,5}(?![\d:.a-z]|\s*(?:am|pm|people|guests|ppl|pax|minutes|mins|hours|hrs|o'?clock|percent)\b)")
# A sum taken off prices: "Knock a pound off everything on shelf C4", "take 10% off the winter coats"
_CANCELLED_TABLE = re.compile(r"\s*(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+cancell?ed\s+(?:her|his|their)\s+(?:[\w-]+\s+)?table\b", re.I)
_PAID_OFF_BALANCE = re.compile(r"\bpaid\b[^.?!]*\b(?:take|knock)\s+(?:it\s+|that\s+)?off\s+(?:of\s+)?(?:their|his|her|the)\s+(?:account|balance|bill|tab)\b", re.I)
PRICE_OFF = (r"\b(?:knock|take)\s+(?:a\s+(?:pound|quid|fiver|tenner)|[£$€]\d+(?:\.\d\d)?|\d+(?:\.\d+)?\s*(?:p|%|percent|per\s+cent|pounds?|quid))\s+off\s+"
             r"(?!(?:the|his|her|their|my)\s+(?:bill|invoice|total|balance|account)\b)")
# A new price from a day: "boerewors is R95 a kilo from today", "milk's £1.45 a pint now"
PRICE_FROM_NOW = (r"[a-z][\w' -]{2,30}?(?:\s+is|\s+are|'s)\s+(?:now\s+)?[£$€R]\s?\d+(?:[.,]\d\d)?\s+(?:a|per|each|an)\s+"
                  r"(?:kilo|kg|lb|pound|dozen|box|bag|tray|bottle|pint|litre|liter|pack|case|unit)\s+(?:from\s+(?:today|now|monday|tomorrow)|now)\b")
PRICE_NOW = (r"^(?!.*\b(?:reckon|should\s+i|shall\s+i)\b)\s*[a-z][\w' -]{2,40}?\s+price\s+(?:(?:is|now|put|make|set|up|down|goes|went|it)\s+|to\s+){1,3}"
             r"[£$€]?\d[\d.,]*p?\b(?!\s*(?:am|pm)\b)"  # "palm oil price now 4.99 bon", "surpan scarf price put 45 now", "bone brooch price up to 26 pound",
             # "speculoos price is 70p now, change it", "placinta cu dovleac now 3 pound not 2.80 , change price"
             r"|^\s*[a-z][\w' -]{2,40}?\s+(?:is\s+)?now\s+[£$€]?\d[\d.,]*\s*(?:p|pounds?|quid|dollars?)?\s+not\s+[£$€]?\d[^?]*\bchange\s+(?:the\s+)?price\b")
# A row's value put right as it was told ("Malky Rosenberg called, she wants 5 dozen sufganiyot not 4", "she wants her stuff at 11
# not 1 on wednesday", "Coseley's half six now not six"): the new value, then "not" the old one
_NUMBER_WORD = r"(?:\d{1,4}(?::\d\d)?(?:\s*(?:am|pm))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half\s+(?:past\s+)?\w+)"
WANTS_NOT = (r"(?:\bwants?|\bneeds?|\bordered|\basked\s+for|\bit'?s|'s|\bis|\bmake\s+it|\bwill\s+be|\bare|\b(?:party|booking|table|order)\s+(?:[a-z]+\s+)?now)"
             r"\s+[^.?!]{0,40}?\b" + _NUMBER_WORD
             + r"(?:\s+[a-z]+){0,6}?,?\s+(?:now\s+)?not\s+" + _NUMBER_WORD + r"\b")  # "she want 4 tray now fuh de birthday, not 3", "Kerr
# party friday now 10 people, not 8"
_RAISED_TO = re.compile(WANTS_NOT + "|" + PRICE_DROPPED + "|" + PRICE_FROM_NOW + "|" + PRICE_SET + "|" + PRICE_OFF + r"|\b(?:put|bump|raise|increase|drop|lower|take|bring|knock|reduce|cut)\s+.+?\s+(?:up|down)\s+(?:to|by)?\s*(?:[£$€]?\d|a\s+(?:tenner|fiver|quid|pound))"  # "put mr dawson up to £22", "… price up a tenner"
                        r"|^\s*[a-z][\w' -]*?\s+(?:is\s+|are\s+)?(?:down|up)\s+to\s+\d"  # "pasta down to 10 packs"
                        r"|\b(?:put|move)\s+(?:her|him|them)\s+(?:on|onto|up\s+to|into)\s+[a-z]+\s+\w+"  # "put her on stage 4"
                        r"|\bset\s+\w+\s+to\s+(?:yes|no)\b"  # "set paid to yes for her"
                        r"|\bput\s+(?:it|them|him|her)\s+back\s+(?:to|on|in)\b"  # "parts came for mr brackenburys vienna so put it back to in progress"
                        r"|^(?!.*\b(?:new|add|log|record|book\s+in)\b).*\b(?:came\s+for|collected|picked\s+up)\b.*\bpaid\b", re.I)  # "… came for his clock, paid £120"
_MOVED_TIME = re.compile(r"\b(?:move|moved|shift|change|push)\s+.+?\s+from\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s+to\s+\d", re.I)  # "move Kyle Reid on fri from 11:00 to 11:30"
_FIX_IT = re.compile(r"\b(?:fix|correct|amend)\s+(?:it|that|this|them)\b|\b(?:is|was|are|were)\s+wrong\b.*\bshould\s+be\b", re.I)  # "… can u fix it"
_BECOMES = re.compile(r"\b(?:change[ds]?|changing)\s+to\s+[\w£$€]|\b(?:become|becomes)\s+[£$€]?\d"
                      r"|\b(?:gone|going|goin|went|goes)\s+(?:up|down)\s+to\s+[£$€]?\d"
                      r"|\bprice\s+(?:is\s+)?(?:up|down)\b(?:\s+again)?\s*[,.]?\s+now\s+[£$€]?\d"
                      # "Lewis Brydon's movin up tae the firsts": his team now
                      r"|^\s*(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?(?:'s|\s+is)\s+(?:moving|going|gone|moved)\s+(?:up|down)\s+(?:to|into)\s+the\b"
                      # "shifted Sid t' Low Meadow": where the tup is kept now
                      r"|^\s*(?:i\s+|we\s+)?(?:shifted|moved)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:in)?to\s+(?:the\s+)?(?-i:[A-Z])\w+"
                      # "Farahani Nain not ready thursday, the colour still drying. make it saturday": its day now
                      r"|\bnot\s+(?:ready|done|finished|due)\s+(?:(?:on|for)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b.*\bmake\s+it\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+\w+)\b", re.I)  # "mr koh sat order change to
# 2 whole roast, total become 60"
_PUT_RIGHT = re.compile(r"\b(?:was|were|should\s+(?:have\s+)?be(?:en)?)\s+(?:the\s+)?[\w.-]+\s+[a-z_]+\s*,?\s+not\s+\w", re.I)  # "was the right side not left"


# "kirsty munro's cancelled her thurs night job", "toddler group have cancelled their wed 2 dec booking": who (1) and what (2)
CANCELLED_THEIR = re.compile(r"^\s*(?:[\w-]+\.db\s*[-–:,]\s*)?(?:the\s+)?([a-z][\w' &-]{2,40}?)\s*(?:\s(?:have|has)|'ve|’ve|'s|’s)\s+cancell?ed\s+(?:their|there|his|her|the|our)\s+"
                              r"(.+?)(?=\s*[,;.!]|\s+(?:so|and)\b|\s*\([^)]*\)\s*$|$)", re.I)  # "… their wed 2 dec booking", "… the tenant meeting on wed 2nd dec"
# A row's booking said to be off: "Kim-sama Saturday reserve is cancel. sorry" (its status)
IS_CANCELLED = re.compile(r"\b(?:booking|reservation|order|appointment|lesson|visit)\s+(?:is|was|has\s+been|got)\s+cancell?ed\b(?![^?]*\?)", re.I)
# "sanjays brogues come to £58 not 48", "the kowalski sit finishes on the 28th not the 27th", "patel sit moved from the 20th to
# the 21st", "the hendersons have switched from family to associate": a value put right, not the tables listed
_PUT_RIGHT_VALUE = re.compile(r"(?:£\s?)?\d+(?:\.\d+)?\s+not\s+(?:£\s?)?\d|\b\d{1,2}(?:st|nd|rd|th)\s+not\s+(?:the\s+)?\d"
                              r"|\bmake\s+it\s+[£$€]?\d+(?:\.\d+)?\s+instead\s+of\s+[£$€]?\d"  # "… numbers gone up, make it 450 instead of 400"
                              r"|\b(?:moved|switched|changed|gone|going)\s+(?:\w+\s+){0,2}?from\s+.+?\s+to\s+\w", re.I)
# A value the user entered wrong, said with the right one: "that heathrow run on the 12th … - i put 85, it was 95" (no new row)
ENTERED_WRONG = re.compile(r"\bi\s+(?:put|wrote|entered|had)\s+(?:it\s+(?:as|down\s+as)\s+)?[£$€]?\d+(?:\.\d\d)?\s*,?\s*(?:but\s+)?(?:it\s+)?"
                            r"(?:was|should\s+(?:be|have\s+been)|is)\s+[£$€]?\d", re.I)
# A row entered twice, one to go: "i put tommys paper n baccy on twice sat, … get rid of one", "entered … two times. Kindly remove one"
TWICE_ONE_TO_GO = re.compile(r"\b(?:twice|two\s+times|double[ds]?|dupe|duplicated?)\b.*\b(?:get\s+rid\s+of|delete|remove|take\s+off|bin|scrap|ditch)"
                             r"\s+(?:one|the\s+(?:other|extra|second|spare)(?:\s+one)?)\b", re.I)
_BIN_IT = re.compile(r"\b(?:bin|scrap|ditch)\s+(?:the|that|this|it|them|those)\b"  # "bin the ticket in the repairs db"
                     r"|\btake\s+off\s+(?:his|her|their)\s+\w"  # "Pete Hanson cancelled, … take off his feb 5th night"
                     r"|^\s*(?-i:[A-Z])[\w'-]+(?:\s+[\w'-]+){0,3}?\s*,\s*cancell?ed\s*[.!]"  # "Patel vendredi soir, annulé. they call this morning"
                     r"|\btake\s+(?:(?-i:[A-Z])[\w'-]+(?:'s|’s)|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:shift|booking|order|job|lesson|class|hire|session|sale)s?\s+(?:off|out)\b"  # "…
                     # they closed for stocktake. take Priya's shift off"
                     r"|\btake\s+(?:that|this)\s+(?:shift|booking|order|job|lesson|class|hire|session|sale)\s+off\b"  # "… brought the concho belt back, take that sale off"
                     r"|\btake\s+(?:him|her|them)\s+out\s+(?:of|from)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:schedule|rota|register)\b"  # "… take him out from fri schedule"
                     r"|^\s*(?-i:[A-Z]{2}\d{2}\s?[A-Z]{3})\s*,?\s+(?:delete|remove)\s+(?:it|that)\b"  # "YX68 OPL delete it bra, i put wrong": that row
                     r"|(?:[,.;]|\bno\s+more)\s*(?:so\s+|please\s+|pls\s+)?take\s+(?:(?:it|that|them|em)\s+off|(?:(?:it|that|them|em)\s+)?out\s*(?:pls|please)?)\s*[.!]?\s*(?:\([^)]*\)\s*)?$",
                     re.I)  # "Tom Irvine's no wantin da fleece eftir aa, tak hit aff": his order goes; "… no more take it off", "Ben
# cancel his larb moo mue nee, take out pls"
_TAKEN_OUT = re.compile(r"\b(?:delete|remove|take|get\s+rid|scrap|bin|clear|wipe)\b", re.I)
# "hens been busy! add 3 dozen to the eggs": that item's count up
FILLED_UP = re.compile(r"\s*(?:just\s+)?filled\s+(?:up|the\s+(?:van|car|cab|taxi|tank))\b.*\d\s*(?:litres|liters|ltrs|l)\b", re.I)  # a fill-up logged
# Things brought in, said by who brought them ("ah seng just drop 40 chicken, 7.80 each", "co-op dropped 30 tins of chopped toms
# off this morning"): a delivery, logged as a new row
DELIVERED = re.compile(rf"\b(?:just\s+)?(?:drop|dropped|delivered|brought|bring)\s+(?:off\s+|in\s+|over\s+|round\s+)?(?:another\s+)?(?!an?\s)(?:{SOLD_COUNT})\s+"
                       r"(?!(?:days?|weeks?|hours?|mins?|minutes?|times?|people|guests|kids|at|to|off|for|in|on|by|from)\b)[a-z]", re.I)
# (not a row's number: "jaspal dropped 4469 at sobeys vaughan …, mark it delivered")
# Someone put down for something ("stick callum doon for corrour on the 12th"): a new row of who goes where
PUT_DOWN_FOR = re.compile(r"\b(?:stick|put|pencil|write|pop)\s+(?:him|her|them|[a-z]+(?:\s+[a-z]+)?)\s+down\s+for\b", re.I)
# An order opened or placed with someone: "New order. Ingrid Larsen in Bergen, 6 metres herringbone …", "Bung an order in with
# Tony, 20 boxes of satsumas for Friday" (a new row, whatever day it is for)
NEW_ORDER = re.compile(r"^\s*(?:a\s+)?new\s+order\s*[.:,-]|^\s*(?:a\s+)?new\s+(?:booking|job|trip|hire|ride)\s*[.:,-](?=.*[£$€]\s?\d)|^\s*(?:[A-Z][\w'-]+\s+){1,2}(?:phone\s+|online\s+)order\s+for\b(?=.*[£$€]\s?\d)|^\s*(?:[\w-]+\s+){0,2}(?:delivery|order)\s+(?:today|yesterday|this\s+morning)?\s*:\s*\d|\b(?:put|bung|stick|get|place|send)\s+(?:an?\s+)?order\s+in\s+(?:with|to)\b", re.I)
# Someone wanting a thing at a price: an order ("Magnus Jamieson wants a peerie hat ta match his gansey, Mooskit, £45")
WANTS_ONE = re.compile(r"^\s*[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+(?:wants|ordered|is\s+after|would\s+like)\s+(?:a|an|another|one|two|three|\d+)\s+"
                       r"[^?]*?[£$€]\s?\d"
                       # "Ross Larder rang this morning, they'd like another 12 jars of the soft set": an order, priced or not
                       r"|^\s*(?:the\s+)?[A-Z][\w'-]+(?:\s+(?:at\s+)?[A-Z][\w'-]+)?\s+(?:rang|rung|called|phoned|texted)\b[^.?!]{0,25}?[,.]?\s*(?:they|she|he)(?:'d\s+like|\s+would\s+like|\s+wants?)\s+(?![^.?!]*\bnot\s+\d)"
                       r"(?:another\s+)?\d+\s+(?:jars?|boxes|bottles|dozen|packs?|bags?|kilos?|kg|trays?|tins?|loaves|cases?|litres?|liters?|gallons?)\b"
                       # "the Crown at Wedmore rung, they want 40 litre of the medium Friday", "Meron she want 40 teff injera for saturday, …"
                       r"|^\s*(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:(?:call|called|rang|phoned|texted)\b[^.?!,]{0,20}?,?\s*)?(?:(?:she|he|they)\s+)?"
                       r"(?:wants?|orders?|ordered)\s+\d+\s+(?![^.?!]*\bnot\s+\d)[a-z][\w ]{1,30}?\s+for\s+(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b"
                       # a sale paid on the spot: "Kak Dewi just take 2 kopi sanger, sudah bayar" (… paid)
                       r"|^\s*(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+just\s+(?:take|took|bought|buy|had|got)\s+\d+\s+[a-z][\w ]{1,30}?\s*,\s*(?:already\s+)?paid\b")  # "Kyria
# Hadjioannou call just now, she want 2 cheese pita for wensday", "Rudi order 3 sate ayam for tomorrow, 25.50, not paid yet"
# A thing bought in, put up for sale at a price: a new row ("… size L. list it for 35", "just copped anotha pair …, stick em in the
# stock at 110")
LISTED_AT = re.compile(r"\b(?:list|put|stick|pop|add)\s+(?:it|them|em)\s+(?:up\s+|in\s+(?:the\s+)?stock\s+|on\s+(?:the\s+)?(?:site|app|shop)\s+)?"
                       r"(?:for|at)\s+[£$€]?\d", re.I)
# A named client booked for a priced service: a row ("book Kim Ngan full set sat 11am w Vy, $50", "book ziggy … the usual bath n tidy $70")
BOOKED_AT_A_PRICE = re.compile(r"^\s*(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+[^,.;]{3,40}?[£$€]\s?\d+[^,.;]*?,?\s*book(?:\s+(?:it|her|him))?\s*(?:in\s*)?(?:pls|please)?\s*(?:\([^)]*\)\s*)?$"
                               r"|^\s*(?:please\s+|pls\s+)?(?:book|(?:stick|pop|put)(?=\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+in\b))\s+(?!(?:a|an|the|my|me|us|in|it)\b)"
                               r"[A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*)?\b(?=.*[£$€]\s?\d)"  # and "stick Roisin Quigley in sat at 11 for … foils, £85"
                               # a sale told: "Saturday Linda Tsosie got a turquoise ring, $120, she paid cash", "Mariam Yassin from the mosque
                               # wants a knafeh tray for Friday, £45, she paid already"
                               r"|\b(?:(?:mrs?|ms|miss|dr)\.?\s+)?(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+(?:\s+from\s+(?:the\s+)?[\w' ]{1,30}?)?"
                               r"\s+(?:got|bought|took|had|wants?|ordered)\s+(?:an?|one|two|three|\d+)\s+"
                               r"[^,.;?]{2,40}?,?\s*[£$€]\s?\d[^?]*$", re.I)
# … for a count of things: an order ("put joey scarpa down for 2 italian trays sunday …, pickin up at noon"), whatever time it is
DOWN_FOR_SOME = re.compile(PUT_DOWN_FOR.pattern + r"\s+(?:\d+|a\s+dozen|a\s+couple\s+of|two|three|four|five|six|seven|eight|nine|ten|"
                           r"twelve)\s+[a-z]", re.I)
# A subscription or membership paused or started again: "Priya … Goa ja rahi hai, uska pause kar do" (pause hers)
PAUSE_THEM = re.compile(r"\b(?:pause|resume|restart|suspend)\s+(?:their|his|her|him|them|it)\b"
                        r"|\bstop\s+(?:his|her|their)\s+(?!e-?mails?\b|messages?\b|calls?\b)[a-z]+\s+(?:from|for|till|until)\b", re.I)  # "Tony Sidhu
# going India for three month so stop his tiffin from this week"
# Money said, then "pop it in" at the end: "$200 koha just came thru from Te Arawa Lakes Trust …, ka pai. pop it in" (a new row)
MONEY_POPPED_IN = re.compile(r"^(?=.*[£$€]\s?\d).*[,.;]\s*(?:please\s+|(?:can|could)\s+(?:you|u)\s+)?(?:pop|put|stick|bung)\s+(?:it|that|this)\s+in\s*[.!]?\s*[^\w\s(]*\s*(?:\([^)]*\)\s*)?$",
                             re.I | re.S)
ENTER_IT = re.compile(r"[,.;]\s*(?:please\s+|(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?)?(?:enter|log|record)\s+(?:it|them|that|this)\b(?!\s+(?:in|on)\s+(?:the|my)\s+(?:calendar|diary|sheet|notes?))"
                      r"|[,.;]\s*(?:bang|bung)\s+(?:it|that|them)\s+in\s*[.!]*\s*(?:\([^)]*\)\s*)?$"  # "dylan lost on points at wigan sat, bang it in"
                      # "62.40 diesel this morning, stick it in": an amount said first, no time of day
                      r"|^\s*[£$€]?\d+\.\d\d\b(?!.*\b\d{1,2}(?::\d\d)?\s*(?:am|pm|o'?clock)\b).*[,.;]\s*(?:stick|pop|put)\s+(?:it|that|them)\s+in\s*[.!]*\s*(?:\([^)]*\)\s*)?$"
                      # "aissatou bah take 2 palm oil … on credit hande, 14.97. write it", "Mrs Pritchard took 3 jars …. Please write it in."
                      r"|^(?=.*\d)(?!.*\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|lets\s+say|at\s+\d|\d\s*(?:am|pm))\b).*[,.;!]\s*(?:please\s+|pls\s+)?write\s+(?:it|that|them)(?:\s+(?:in|down))?(?:\s+(?:please|pls))?\s*[.!]*\s*(?:\([^)]*\)\s*)?$"
                      rf"|{MONEY_POPPED_IN.pattern}",
                      re.I)  # "Okello has reached with his 20k for last week, he was upcountry in Lira. enter it": a new row
LOG_LINE = re.compile(r"^\s*[a-z]+\s+(?:today|yesterday|this\s+morning|last\s+night)\s*[,:-]?\s*\d[\d.,]*\s*(?:litres?|liters?|l|kg|kilos?|miles?|km"
                       r"|hours?|hrs?)\b[^?]*\d"  # "fuel today 250 litres, 287.50 pounds": a row logged
                       # "24 stores at Penrith today, 92 a heed. Hodgson tuk em": a sale at the mart
                       r"|^\s*\d+\s+[a-z]+\s+at\s+(?-i:[A-Z])\w+\s+(?:today|yesterday|this\s+morning|on\s+\w+day)\s*,\s*[£$€]?\d[\d.]*\s+(?:a|per|each)\s+(?:head|one)\b"
                       # "full valet BK71 HTZ 45, not paid yet he come back 4 o clock pick up": a job done, still to pay
                       r"|^(?![^?]*\?)(?=[^,]*\d)[^,]{5,60},\s*(?:not|hasn'?t|has\s+not|ain'?t)\s+paid\s+(?:yet|up)\b", re.I)
_NEW_ROW = re.compile(r"\s*(?:a\s+)?new\s+[a-z]+\b(?!\s+(?:table|column|database|db|file)\b)(?!.*\?)", re.I)  # "new bloke started tues, …"
_UPDATE_THEIRS = re.compile(r"\bupdate\s+(?:his|her|their|there)\s+(?:record|entry|details|file|row)\b"
                            r"|\b(?:amend|update|correct|alter)\s+(?:the\s+|my\s+|our\s+)?(?:records?|entry|entries|register)\s+accordingly\b"  # "… has
                            # stood down as convenor …, and Mr Peter Ashworth has very kindly agreed to take it on. Kindly amend the records accordingly."
                            r"|\b(?:extend|push\s+back)\s+(?:his|her|their)\s+[a-z]+\s+(?:to|till|until)\b"  # "lemme extend his loan to 15th December"
                            r"|\bchange\s+(?:her|him|them|it)\s+from\s+[\w-]+\s+to\s+[\w-]+\b"
                            r"|\brenewed\s+(?:his|her|their)\s+[\w ]{2,30}?[.,;]\s*(?:the\s+|his\s+|her\s+)?new\s+[a-z]+\s+\d"  # "Gary renewed his SIA yebo. new
                            # expiry 04/12/2029": his row's expiry
                            # "Grace new number 07565 118402", "Hoa doi so moi 07723 418906": her row's number
                            r"|^\s*(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?\s+(?:ha(?:s|ve)\s+(?:got\s+)?(?:a\s+)?)?new\s+(?:phone\s+|mobile\s+)?(?:number|no\.?|phone)\s*[:-]?\s*\+?\d"
                            r"|^\s*[a-z][\w-]+(?:'s)?\s+got\s+(?:a\s+)?new\s+(?:phone\s+|mobile\s+)?(?:number|no\.?|phone)\s*[:,-]?\s*\+?\d"  # "jonno's got a new
                            # number 0422 555 019", "rita got a new phone, 07845 221903, change it"
                            r"|^\s*[a-z][\w-]+\s+(?:(?:don|has|have|did)\s+)?chang(?:e|ed|es)\s+(?:(?:her|his|their)\s+)?(?:phone\s+|mobile\s+)?(?:number|no\.?|phone)\b"
                            r"[^.\d]{0,16}\+?\d",  # "Enkhjin change number, new one 07700 914 223", Pidgin "Yemisi don change her number, na 07931 442118 now"
                            re.I)
_PUT_IN_FIRST = re.compile(r"(?:^|\s)" + DB_SAID_FIRST + r"(?:put|stick|pop|log|enter)\s+(?!(?:it|him|her|them)\s+(?:down|back|on|off)\b)[^,.]{1,40}?\s+in\s*[,:-]",
                           re.I)  # "club.db - put last thurs in, 9 tables, £126 table money, hilary directed": a new row
_NEW_DETAIL = r"\bnew\s+(?=(?:tele)?phone|mobile|number|address|e-?mail)"  # "Doris … has got a new telephone number, it is …"
_MARK_IT = re.compile(r"\btick\s+(?:em|them|'em|those|these|him|her)\s+off\b|" + _NEW_DETAIL + r"(?:tele)?(?:phone|mobile|number|address|e-?mail)\b.*\b(?:it'?s|it\s+is)\s+\S"
                      r"|\b(?:mark|put(?=\s+\w+\s+down\s+as\b))\s+(?:it|them|him|her|that|this)\s+(?:off\s+|down\s+)?(?:as\s+)?(?:paid|unpaid|done|complete|completed|cancell?ed|booked"
                      r"|confirmed|sent|delivered|collected|absent|present|attended|no[\s-]?show|dna|did\s+not\s+attend)\b|\bmark\s+it\b\W*(?:pls|please|(?:would|will|could|can)\s+(?:you|ya|u)|thanks|ta)?\W*(?:\([\w.-]+\))?\s*$"
                      r"|\bput\s+(?:him|her|it|them)\s+as\s+(?:paid|cleared|settled|done|finished|complete|cancell?ed)\b", re.I)  # "put him as cleared"
# Someone came for what they ordered: "Lalibela just came and got their injera ishi" (their row marked collected)
CAME_FOR_IT = re.compile(r"\b(?:came|come)\s+(?:in\s+|by\s+|round\s+)?(?:and|n|to)\s+(?:got|get|collected|collect|picked\s+up|pick\s+up)\s+"
                         r"(?:their|his|her|the)\b(?![^?]*\?)", re.I)
# A count taken off what someone has: "Oliver and Sophie came to the class Saturday, take one class off each of their packs"
DEDUCTED = re.compile(r"\b(?:take|knock)\s+(?:one|a|an|\d+)\s+[a-z]+\s+off\s+(?:each\s+of\s+)?(?:his|her|their|the)\b(?![^?]*\?)", re.I)
# Someone put on a row in another's place: "nobody on it? put kuldeep on that one", "Priscila cant do the Klein house …, put Keila there"
ASSIGNED = re.compile(r"\b(?:put|stick|send)\s+(?!it\b|them\b|that\b|this\b|her\b|him\b)[A-Za-z]+\s+(?:on\s+(?:that|this|it)(?:\s+(?:one|load|job|run|shift|house))?"
                       r"|on\s+the\s+[\w ]{1,30}?\s+(?:one|lesson|class|session|shift|run)\s*[.!]?\s*(?:\([^)]*\)\s*)?$"  # "bex is off sat so put Dan on the arvo intermediate one"
                       r"|there|in\s+(?:her|his|their)\s+place)\s*(?:[,.;!]|\(|$)"
                       # "Farai phoned in sick maiwe 🤒 put Nyasha on his 2pm at Mr Bennett today": the shift given to her
                       r"|\b(?:put|stick|send)\s+(?!it\b|them\b|that\b|this\b|her\b|him\b)[A-Za-z]+\s+on\s+(?:his|her|their)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)\b"
                       r"|(?:[\w-]+\s+){0,3}(?:shift|job|run|round)s?\b)"  # "Sipho phoned in sick. put Dariusz on his Station Hill shift kusasa"
                       r"|\b(?-i:[A-Z][\w'-]+)\s+(?:takes?|covers?|does|will\s+(?:take|cover|do))\s+(?:her|his|their)\s+(?:[a-z]+\s+)?shifts?\b"
                       r"|\b[\w-]+['’]s\s+covering\s+(?:for\s+)?(?:her|him|them)\b"  # "chloe can't do friday, mia's covering her. swap em over"
                       r"|\b(?:put|stick)\s+(?-i:[A-Z][\w'-]+)\s+(?:down\s+|on\s+(?:it|that|there)\s+|in\s+)?instead\b"  # "put Betty down instead"
                       r"|\b(?:put|mark|make)\s+(?:him|her|them)\s+(?:as\s+)?(?:active|inactive|available|unavailable|back\s+on)\b"  # "put him active again"
                       r"|\b(?:raise[ds]?|bump(?:ed)?(?:\s+up)?)\s+(?:her\s+|him\s+|it\s+|them\s+)?to\s+[£$€]?\d"  # "nong Fon raise to $20 start this week"
                       r"|\b(?-i:[A-Z][\w'-]+)\s+to\s+cover\s+(?-i:[A-Z][\w'-]+)\b"  # "Aileen to cover Fiona 1/12 pls"
                       r"|\b(?:gets|get|on)\s+[£$€]?\d+(?:\.\d+)?\s+(?:an|a|per)\s+(?:hour|hr)\s+from\s+now\s+on\b", re.I)  # "meron gets 19 an hour from now on"
# ("Elif cant do saturday, family thing. Deniz takes her late shift")
_ADD_THEM = re.compile(r"\b(?:pop|put|add|stick|enter)\s+(?:her|him|them|it|this|these|[a-z]+(?=\s+in\s))\s+(?:in|into|on|onto|to)\s+(?:the\s+|my\s+)?(?:~?/)?(?:[\w.-]+/)*"
                       + DB_REF + r"|\b(?:put|added)\s+(?:on|onto)\s+the\s+[a-z]+\s+list\b"
                       r"|\b(?:pop|put|stick|add)\s+(?:her|him|them)\s+(?:on|onto)\s+the\s+(?:[a-z]+\s+)?list\b", re.I)  # "… wants her grandson
# Tyler put on the prayer list", "… wants a half plot, 07700 900877, stick her on the list" (a waiting list table)


# A note written against a row of a table said: "number 2 is ever so quiet, … would you put that down against that hive" (its row changed)
AGAINST_A_ROW = re.compile(r"\b(?:put|write|note|jot|mark|record)\s+(?:that|it|this)\s+(?:down\s+)?against\s+(?:that|the|this|his|her|their)\s+([a-z]+)\b"
                           r"|(?<=[.,;]\s)(?:put|write|note|jot)\s+(?:that|it|this)\s+(?:down\s+)?(?:on|against)\s+(?:her|him)\s*[.!]?\s*(?:\([^)]*\)\s*)?$"
                           r"|(?<=[.,;]\s)put\s+(?:that|it|this)\s+down\s*[.!]?\s*(?:\([^)]*\)\s*)?$", re.I)
# (and "412 lame agin. put it on her": the ewe's row)


def database_request(text: str) -> str:
    """A request on a local .db file with the sqlite words its kind implies: rows taken out ("clear out the test rows
    i put in invoices.db"), a question on its rows ("when did I last sow carrots? its in plants.db"), a new value
    ("players.db - Noah Fischer's shirt number is 9 now", "set appt 4471 to no-show")."""
    if IS_CANCELLED.search(text) and not _TAKEN_OUT.search(text):  # "Kim Saturday booking is cancelled": its status, no row deleted
        return IS_CANCELLED.sub(lambda m: m.group(0).split()[0] + " status", text) + " mark cancelled sqlite database update"
    if CANCELLED_THEIR.search(text) and not _TAKEN_OUT.search(text):  # "kirsty munro's cancelled her thurs night job": its status
        return text + " mark cancelled sqlite database update"
    if _CANCELLED_TABLE.match(text):  # "Hannah Lee cancelled her Friday table": her booking's row goes (a new row at first sight)
        return "delete rows " + re.sub(r"\btable\b", "booking", text, flags=re.I) + " sqlite database delete"
    if SOLD.search(text) or STOCKED.search(text) or TAKEN_OFF_STOCK.search(text) or ADDED_TO_STOCK.search(text) or STOCK_ARRIVED.search(text):  # "sold 6 of the 2027 calendars …, take them off in
        # shop.db", "margaret bought 2 of the olaplex no.3 off me, take them off the stock pls": the stock count changes
        text = re.sub(r"^\s*(?:add|put)\s+", "", text, flags=re.I)  # "add" put first from "…, add em on": the count, no new row
        return re.sub(r"\b(?:add|put)\s+(?:them|em|those|these|it)\s+(?:on|in|to)\b", " ", text, flags=re.I) + " change stock sqlite database update"
    if re.search(PRICE_OFF, text, re.I) and "?" not in text:  # "take 50p off the price of the Penguins on shelf C4": lower, none deleted
        return text + " change price sqlite database update"
    if _PAID_OFF_BALANCE.search(text):  # "Jones Lewis paid £240 today, take off their account": their balance lowered, no row deleted
        return text + " change balance sqlite database update"
    if _ROWS_OUT.search(text) or _BIN_IT.search(text) or TWICE_ONE_TO_GO.search(text):  # "… everything in the items table that's marked sold": rows, not the table list
        return "delete rows " + re.sub(r"\btables?\b", " ", text, flags=re.I) + " sqlite database delete"
    asked_first = re.match(r"\s*([^?]{3,100})\?", text)  # "how many spaces left on the 5th? stag lot wanna bring 2 more lads": asked
    if asked_first and _ASKED.search(asked_first.group(1)) and not CHANGE_ASKED.search(asked_first.group(0)) and not _SCHEMA_ASKED.search(text):
        return re.sub(r"\btables?\b", " ", text, flags=re.I) + " sqlite database query"
    if ENTERED_WRONG.search(text) and "?" not in text:
        return re.sub(r"\bi\s+(?:put|wrote|entered|had)\b", "it said", text, flags=re.I) + " change value sqlite database update"
    if (_ADD_THEM.search(text) or _NEW_ROW.match(text) or FILLED_UP.match(text) or _PUT_IN_FIRST.search(text)
            or DELIVERED.search(text) or PUT_DOWN_FOR.search(text) or ENTER_IT.search(text) or NEW_ORDER.search(text)
            or WANTS_ONE.search(text) or LISTED_AT.search(text) or BOOKED_AT_A_PRICE.search(text) or LOG_LINE.match(text)
            or MONEY_POPPED_IN.search(text)) and not _UPDATE_THEIRS.search(text):  # "new starter!! ava okafor, …, pop her in the pupils database pls": a new row
        return "insert new row " + text + " sqlite database insert"
    if CAME_FOR_IT.search(text):
        text = CAME_FOR_IT.sub("collected their", text) + " mark collected"
    if AGAINST_A_ROW.search(text):
        return AGAINST_A_ROW.sub(lambda m: f"change the {m.group(1)} row" if m.group(1) else "change its row", text) + " sqlite database update"
    if _MARK_IT.search(text) or PAID_NOW.match(text) or _UPDATE_THEIRS.search(text) or ASSIGNED.search(text):  # "old vic have paid for the signed show on the
        # 21st, mark it paid pls", "… change her from absent to attended", "… update his record": a change
        text = re.sub(r"\bput\s+(\w+)\s+(?:down\s+)?as\b", r"mark \1 as", text, flags=re.I)  # "put it down as cancelled"
        text = re.sub(r"^\s*put\s+(?=.*\bmark\s+\w+\s+as\b)", "mark ", text, flags=re.I)  # the verb said later, put first
        text = re.sub(r"\b(his|her|their|there)\s+record\b", r"\1 row", text, flags=re.I)  # "update his record": no new record
        text = re.sub(r"\b(?:amend|update|correct|alter)\s+(?:the\s+|my\s+|our\s+)?(?:records?|entry|entries|register)\s+accordingly\b",
                      "change their row", text, flags=re.I)  # "amend the records accordingly": no records read
        text = re.sub(_NEW_DETAIL + r"|(?<=[.,;]\s)new\s+(?=[a-z]+\s+\d)", "changed ", text, flags=re.I)  # "Doris … has got a new
        # telephone number, it is …", "Gary renewed his SIA. new expiry 04/12/2029": his row's changed, no new row
        if ASSIGNED.search(text):
            text = re.sub(r"\b(?:put|stick|raise|bump)\b", "set", text, flags=re.I)  # "put kuldeep on that one": a row's driver set
        return re.sub(r"\b(paid)\s+for\s+[^,.;(]*", r"\1 ", text, flags=re.I) + " sqlite database update"  # not what was paid
        # for: "has paid for the post n rail" is no new post
    if (_PUT_RIGHT_VALUE.search(text) or _BECOMES.search(text) or PAUSE_THEM.search(text) or DEDUCTED.search(text)
            or COUNT_PUT_RIGHT.search(text)) and "?" not in text and not _SCHEMA_ASKED.search(text):
        return re.sub(r"\bput\s+(?:the\s+|their\s+|our\s+)?prices?\s+up\b", "raised prices", text, flags=re.I) + " sqlite database update"  # "…
        # is going up to £6.49 from kajeno, the wholesaler put prices up again": no new row
    if _SCHEMA_ASKED.search(text):  # "whats in firings.db again, cant remember what columns i set up"
        return text + " list tables columns schema sqlite database tables"
    if _ASKED.search(text) or _QUESTION_MARK.search(text) and not CHANGE_ASKED.search(text):
        return re.sub(r"\btables?\b", " ", text, flags=re.I) + " sqlite database query"
    if (IS_NOW.search(text) or SET_TO.search(text) or _RAISED_TO.search(text) or _PUT_RIGHT.search(text) or _MOVED_TIME.search(text)
        or _FIX_IT.search(text)) and "?" not in text:
        text = re.sub(r"\bcounted\b", "updated", text, flags=re.I)  # "ayran is 18 kasten now, just counted": a count set, no COUNT asked
        text = re.sub(r"\bonly\s+(?=\d)", "", text, flags=re.I)  # "counted the mob …, only 312, …. fix that up": the value, no filter
        return re.sub(r"\bput\b", "set", text, flags=re.I) + " sqlite database update"  # "put mr dawson up to £22": a change
    return text + " sqlite database"
