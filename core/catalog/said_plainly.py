"""Everyday wordings of a method's job that the catalog's own words do not reach, each spelled out in the method's
words before ranking: "search my laptop for …" (local files), "email a@… reminding them …" (a message, not the
event it mentions), "who's the Fixtures sheet shared with" (its permissions), "swap sue for raj in C5" (a cell)."""

from __future__ import annotations

import re

from core.catalog import everyday_wording
from core.catalog.local_wording import MONEY_POPPED_IN, PRICE_NOW, PRICE_OFF, PRICE_SET
from core.catalog.sheet_wording import SHOWN as SHEET_SHOWN
from core.catalog.stock_wording import ADDED_TO_STOCK, STOCK_ARRIVED, TAKEN_OFF_STOCK

_ADDRESS = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"

# Leave to comment given, not a comment left: "grant Mr Pennington (…) permission to comment upon, but on no account to edit, the document …"
_MAY_COMMENT = re.compile(r"\b(?:permission\s+to|(?:he|she|they)\s+may|allowed\s+to)\s+comment(?:\s+(?:on|upon))?\b", re.I)  # (not "ask if she can comment")
_NOT_WEATHER = r"(?!(?:rain|snow|weather|wind|frost|sun|storm|fog|ice)\b)"  # "rain tomorrow?" asks the sky, not the diary
SPELLED_OUT = (
    (TAKEN_OFF_STOCK, "update stock"),  # "used 2 trv valves at sandra holmes, take them off the van stock": less of it, no row deleted
    (re.compile(PRICE_SET + "|" + PRICE_NOW, re.I), "update price"),
    (re.compile(PRICE_OFF, re.I), "update price"),  # "Knock a pound off everything on shelf C4": prices lowered, no bookshelf  # "drop the arcteryx to 160", "change curry leaves to 80p": a price, nothing deleted
    (re.compile(r"^(?!.*\b(?:calendar|diary)\b)\s*(?:please\s+|pls\s+|can\s+you\s+)?share\s+(?:the|my|our|this|that)\s+(?:[\w'-]+\s+){0,4}?"
                r"(?:file|doc|document|pdf|spreadsheet|sheet|folder|slides)\s+(?:with|w/)\s+\S", re.I),
     "share drive file permissions"),  # "share the file with Ali": its permissions, no new file
    (re.compile(r"^\s*(?:please\s+|pls\s+)?(?:find|where'?s|where\s+is|look\s+for|search\s+for|dig\s+out)\b(?=.*\binvoices?\b)"
                r"(?!.*\b(?:ads?|advertis\w*|campaigns?|billing\s+accounts?|drive|folders?|desktop|laptop|computer|pc|downloads|pdf|files?|sheets?"
                r"|spreadsheets?|db|database)\b)", re.I),
     "search list gmail email messages"),  # "find the invoice from Lusofood": in the mail, not an ads account's invoices
    (re.compile(r"^(?!.*\b(?:drive|e-?mails?|inbox|mail|calendar|diary|db|database|notes?)\b)\s*(?:where'?s|where\s+is|where\s+are|wheres|where)\s+"
                r"(?:(?:the|my|our|that|this|me)\s+)?(?:[\w'-]+\s+){0,4}(?:certificate|cert|letter|receipt|form|contract|policy|scan|pdf|document|report|"
                r"assessment|excel|spreadsheet|licen[cs]e|warranty|guarantee|statement|payslip|p60|p45|price\s*list|flyer|poster|brochure|leaflet|certs)s?\b", re.I),
     "search find local files by name"),  # "where the food hygiene certificate?? council want it until friday": a file looked for, no rows
    (re.compile(r"^(?!.*\b(?:sheets?|spreadsheets?|cells?|columns?|rows?|tabs?|db|database)\b)(?=.*\b(?:in|on)\s+(?:my|the|our)\s+(?:[\w' -]{1,40}?\s+)?"
                r"(?:document|doc|cv|resum[eé]|(?:cover\s+)?letter|template|essay|contract|handbook|newsletter|agenda|minutes)\b)"
                r"(?:.*\b(?:change|replace|swap|update|correct)\b.*\b(?:from|every|all|each)\s+\S+.*\s+to\s+\S+"
                r"|\s*in\s+(?:my|the|our)\s+[\w' -]{1,40}?\s*,?\s+(?:please\s+)?(?:change|replace|swap)\s+(?!(?:it|that|this|them)\b)\S+.*\s+to\s+\S+)",
                re.I),  # "In my CV change Band 5 Staff Nurse to Band 6 Senior Staff Nurse"
     "replace text in document docs batchUpdate"),  # "in my Price List 2026 document could you change the three tier price from £380 to £400"
    (re.compile(r"^\s*am\s+i\s+(?:doing|doin'?)\s+(?:owt|anything|aught)\b|^\s*(?:have|do)\s+(?:i|we)\s+(?:got\s+|have\s+)?anything\s+(?:on|booked|in)\s+(?:on\s+|this\s+|next\s+)?(?:today|tonight|tomorrow"
                r"|(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)[a-z]*)\b(?!.*\b(?:db|database|sheet|list)\b)", re.I),
     "list calendar events"),  # "have i got anything on wed night?? kayla wants to go bingo at the mecca"
    (re.compile(r"^\s*(?:is|was)\s+(?:my|our|the)\s+[\w' -]{2,40}?\s+(?:this|next)\s+week\s+or\s+(?:next|this|the\s+week\s+after)\b", re.I),
     "list calendar events diary"),  # "is my licensing visit this week or next? can't remember what the agency said"
    (re.compile(r"^\s*what'?s\s+(?:my\s+)?(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:looking|look)\s+like\b", re.I),
     "list calendar events"),  # "What's Wednesday looking like?"
    (re.compile(r"\b(?:change|replace|swap)\s+['\"‘“][^'\"’”]{2,60}['\"’”]\s+(?:to|with|for)\s+['\"‘“]"
                r"(?!.*\b(?:sheets?|spreadsheets?|cells?|columns?|rows?|db|database|e-?mails?|calendar|diary)\b)", re.I),
     "replace text in document docs batchUpdate"),  # "In that same programme, would you change 'O Little Town of Bethlehem' to 'Once in …'?"
    (re.compile(r"^\s*i\s+(?:want|need|would\s+like|'d\s+like)\s+to\s+write\s+to\s+(?!.*\b(?:notes?|files?|docs?|document|sheet|db)\b)", re.I),
     "create draft email message"),  # "I want to write to the council about the potholes …. Could you help me?"
    (re.compile(r"\bwhere\s+it\s+says\s+['\"‘“][^'\"’”]{2,80}['\"’”]\s*,?\s+it\s+should\s+(?:say|read|be)\b", re.I),
     "replace text in document docs batchUpdate"),  # "In the December magazine, where it says 'Carol Service – 6pm' it should say 6.30pm."
    (re.compile(r"^\s*(?:e-?)?mail\s+to\s+[\w.+-]+@[\w-]+\.", re.I), "send email message"),
    # "email claire cant make sunday lunch sorry will ring her saturday evening love dad": what the message says, after whom to
    (re.compile(r"^\s*(?:please\s+|pls\s+)?e-?mail\s+(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?(?!(?:me|it|him|her|them|the|a|an|my|this|that|to|all|"
                r"everyone|back)\b)[a-z][\w'-]+\s+(?:(?:i|we)\s+)?(?:cant|can'?t|cannot|won'?t|wont|im|i'?m|sorry|running\s+late)\b", re.I),
     "send email message"),
    (re.compile(r"^\s*(?:please\s+)?write\s+to\s+(?-i:(?:(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*[-–:]\s+\S", re.I),
     "send email message"),  # "write to Dr Anderson - sorry I cant come wednesday, …"  # "Mail to d.pryce@…. Subj: Hall cttee mtg. …"
    (re.compile(r"\b(?:word|excel|pdf)\s+(?:doc|document|file)\b.*\b(?:somewhere|under|in)\s+(?:my\s+)?(?:documents|downloads|desktop)\b"
                r"|\b(?:word|excel|pdf)\s+(?:doc|document|file)\s+somewhere\b|\b(?:it'?s|its|it\s+is)\s+a\s+(?:word|excel|pdf)\s+(?:doc|document|file)\b"
                r"|^(?!.*\b(?:drive|google|e-?mails?|notes?)\b).*\bi\s+(?:think\s+i\s+)?(?:called|named)\s+it\b"
                r"|^(?!.*\b(?:drive|google|e-?mails?|notes?)\b).*\b(?:made|did|typed|wrote|done)\s+(?:it\s+)?(?:in|on)\s+(?:microsoft\s+|ms\s+)?(?:word|excel)\b"
                r"|^(?!.*\b(?:drive|google|e-?mails?|notes?)\b)\s*where'?s?\s+(?:is\s+)?(?:the|my|that)\s+[\w' -]{2,40}?\s+(?:i|we)\s+(?:scanned|saved|downloaded)\b",
                re.I),  # "where is the langar menu file? …, I made it in Word"  # "… pretty sure it's a word doc", "… I think I called it advent1 something"  # "wheres my reflection on the sepsis case. word doc somewhere"
     "search find local files by name"),  # "Locate the hall hire T&Cs. Word doc, somewhere under Documents I think."
    (re.compile(r"^\s*(?:please\s+|pls\s+)?(?:bin|scrap|ditch|kill|scrub|axe)\s+(?:(?:the|my|our)\s+)?[\w' -]{2,40}?\s+(?:on\s+)?(?:this\s+|next\s+)?"
                r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)\b(?!.*\b(?:files?|folder|docs?|e-?mails?|rows?|db)\b)", re.I),
     "delete calendar event"),  # "bin the bowling on saturday, only 3 wains signed up", "bin gym thurs, on a late": the event, no file trashed
    (re.compile(r"^\s*(?:please\s+|pls\s+|can\s+you\s+)?send\s+(?:the|my|those|these|all\s+the)\s+(?:[\w'-]+\s+){0,2}(?:photos?|pictures?|pics|videos?|folder)\b"
                r"(?=.*\bto\s+[A-Z][\w'-]+)(?=.*\b(?:google\s+)?drive\b)", re.I),
     "share drive file permissions"),  # "send the photos of Aoife's communion to Declan in Boston they're in the Google drive": shared
    (re.compile(r"^\s*(?:where'?s|where\s+is|wheres)\s+(?:my|the|our|that)\s+[^?,]{2,60}?[?,]?\s*(?:it'?s|its)\s+(?:in|on)\s+(?:the|my)\s+(?:google\s+)?drive\b",
                re.I),
     "list drive files search name"),  # "wheres my report comment bank, its in the drive somewhere": a file found by its name
    (re.compile(r"\b(?:search|look\s+on|look\s+through|check)\s+(?:my\s+|the\s+)(?:laptop|computer|pc|mac|hard\s+drive)\b", re.I),
     "search local files"),  # "search my laptop for anything mentioning the war memorial"
    (re.compile(rf"^\s*(?:pls\s+|please\s+)?e-?mail\s+{_ADDRESS}(?:\s*(?:,|and|&)\s*{_ADDRESS})*\s+(?:n\s+|and\s+)?"
                r"(?:reminding|telling|letting|asking|to\s+remind|to\s+tell|remind|tell)\b", re.I),
     "send email message"),  # "email a@… and b@… reminding them full council is thurs 3rd 7.30pm …": a message
    (re.compile(rf"^\s*(?:pls\s+|please\s+)?e-?mail\s+(?:[a-z]+\s+){{0,3}}\(?{_ADDRESS}\)?\s*,?\s+(?:cc\s+{_ADDRESS}\s*,?\s+)?"
                r"(?:subject|saying|[-–:]\s+\S)", re.I),
     "send email message"),  # "email jo patel j.patel@… subject Alfie reading - hi jo, alfie read his whole book …": a message
    (re.compile(r"^\s*(?:whats|what'?s|what\s+is)\s+(?:(?:the|my|our)\s+(?=[a-z]+\s+[a-z]+\s+[a-z]))?[a-z][\w' -]{2,60}?['’]s\s+(?:e-?mail(?:\s+address)?|mobile|number|phone"
                r"(?:\s+number)?|address)\s*[?.!]?\s*$", re.I),
     "search contacts"),  # "whats margaret ellis the churchwarden's email"
    (re.compile(r"^\s*(?:whats|what'?s|what\s+is)\s+(?:the|my|our|that)\s+[a-z]+?(?:['’]s|s['’]?)\s+(?:e-?mail(?:\s+address)?|mobile|number|phone"
                r"(?:\s+number)?)\s*(?:[?,]|$|\s+(?:from|at|in|up|again)\b)", re.I),
     "search contacts"),  # "whats the surveyors number, Gareth something", "whats that roofers number from manby mick …"
    (re.compile(r"^(?!.*(?:\.db\b|\bdb\b|\bdatabase\b))\s*(?:whats|what'?s|what\s+is)\s+(?!(?:the|my|our|a|an|that|this|your|his|her|their|its|best|right|usual|main)\b)"
                r"[a-z][\w'-]+\s+(?:(?:in|from|at)\s+)?[a-z][\w'-]+?s?\s+(?:mobile|mob|number|phone(?:\s+number)?|e-?mail(?:\s+address)?)\s*(?:[?,]|$|\s+(?:at|from|in|up|again)\b)",
                re.I),
     "search contacts"),  # "whats dave hollis number at the depot": his number, said with no "'s"
    (re.compile(r"^\s*(?:have|has)\s+(?:i|we)\s+(?:had|got|received|heard)\s+(?:anything|owt|something|any\s*thing)\s+(?:back\s+)?from\s+"
                r"(?!.*\b(?:calendar|diary|drive|folder|\w+\.db)\b)", re.I),
     "list email messages"),  # "have i had anything from helen about the volunteers christmas lunch?"
    (re.compile(r"\b(?:make|create|set\s+(?:me\s+|us\s+)?up|start|add)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+|sep[ae]rate\s+|another\s+|extra\s+|second\s+)+"
                r"calend[ae]r\b(?!\s+(?:event|entry|appointment)\b)", re.I),
     "create secondary calendar calendars insert"),  # "make a new calender just for the baby's appointments, call it …"
    (re.compile(r"\b(?:make|create|set\s+(?:me\s+)?up|start|add)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?contacts?\s+group\b(?!\s+(?:member|to)\b)", re.I),
     "create new contact group"),  # "set up a contacts group Club Members 2027"
    (re.compile(rf"^\s*(?:pls\s+|please\s+)?e-?mail\s+{_ADDRESS}\s*,?\s+(?:can|could|would|will|is|are|do|does|have|has|we|i|just|re)\b", re.I),
     "send email message"),  # "email bookings@… can we have the concert room sat 9th jan …": a message asking it
    (re.compile(r"\b(?:any|some|new)\s+comments?\s+(?:on|in)\s+(?:the|my|our|that)\b(?!.*\b(?:doc|document|sheet|spreadsheet|slides?)\b)", re.I),
     "list drive file comments"),  # "has sian lloyd put any comments on the proof i shared with her": the comments, not one by id
    (re.compile(r"^\s*(?:please\s+|pls\s+)?remind\s+me\s+to\s+(?!.*@)(?!.*\b(?:every|each|weekly|monthly|daily|yearly|annually)\b)", re.I),
     "add tasks"),  # "remind me to get someone to look at the ice machine tues": a to-do, not tasks.get
    (re.compile(r"^\s*(?:please\s+)?save\s+(?:[a-z][\w'-]+\s+){2,4}\+?\d[\d ]{8,}\d\s*$", re.I),
     "create contact"),  # "save gaz whitlock labourer 07712 334981": a person and their number
    (re.compile(r"^(?!.*\b(?:files?|folder|notes?|docs?|document|sheet|spreadsheet|drive|desktop|downloads|txt|pdf|db|database)\b)"
                r"\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?save\s+(?!(?:it|this|that|them)\b)[^.!?]{0,200}?"
                r"(?:\+?\(?\d[\d ()-]{8,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)", re.I),
     "create contact"),  # "save Kerry from Kerb 07700 900414 kerry@kerbfood.com", "Please save the new florist's details, …: Hannah Vosper,
    # Petals of Truro, 07866 435210, …", "save the ref assigner – Doug Penner 204-555-0199": a person, their number and address
    (re.compile(r"\b(?:check|look\s+(?:in|through)|search|it'?s\s+in)\s+(?:my|the)\s+notes\s*[.!?]?\s*$", re.I),
     "search notes"),  # "whats the padlock code for the shed, check my notes": a search of them
    (re.compile(r"^\s*(?:so\s+)?(?:what'?s|whats|what\s+is|what\s+have\s+i\s+got)\s+(?:in|on)\s+(?:my\s+|the\s+)?(?:diary|calendar|calender|cal)\b", re.I),
     "list calendar events"),  # "whats in the diary next week? trying to find a slot to do the layout"
    (re.compile(rf"^\s*(?:pls\s+|please\s+)?draft\s+(?:me\s+)?(?:an?\s+)?(?:quick\s+)?(?:e-?mail|message|note|one)\s+to\s+(?:[a-z][\w&'-]*\s+){{0,4}}{_ADDRESS}",
                re.I),
     "create draft email message"),  # "draft an email to office@… re Kayden's PEP meeting - ask if we can move it …"
    (re.compile(r"\b(?:needs?\s+to|has\s+to|should)\s+(?:start|begin|finish|end)\s+(?:at\s+)?(?:half\s+)?\d.*\bnot\s+(?:half\s+)?\d", re.I),
     "move reschedule calendar event time"),  # "red lion quiz on thurs 10th needs to start at half 8 not 8, can u change it"
    (re.compile(r"\b(?:asked\s+for|wants?|make\s+it|now)\s+(?:half\s+)?\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\s+instead\b", re.I),
     "reschedule update calendar event time"),  # "i put james ackland in for 9 mon …, hes asked for half 11 instead" (a calendar was subscribed to)
    (re.compile(r"\bat\s+(?:half\s+)?\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\b.*\b(?:change|move|make)\s+it\s+(?:to\s+)?(?:half\s+)?\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\b"
                r"(?!\s*(?:%|quid|pounds?|p\b))", re.I),
     "move reschedule calendar event time"),  # "the rugby club are collecting the shirt fri 4th at 4, change it to 5 …"
    (re.compile(r"\b(?:has|have|is|'s)\s+(?:moved|changed)\b[,;]?\s+(?:it'?s|its|it\s+is|they'?re|now)\b.*\bnot\s+(?:at\s+)?\d", re.I),
     "move reschedule calendar event time"),  # "patel party sun 13th has moved, its now 3 till 5 not 1 till 3"
    (re.compile(r"\b(?:pull\s+up|show(?:\s+me)?|open|get)\s+[A-Z]{1,2}\d+\s*(?::|to|-)\s*[A-Z]{1,2}\d+\b.*\b(?:sheet|spreadsheet)\b", re.I),
     "get spreadsheet values range"),  # "pull up A1:D20 on my Xmas Quiz Answers sheet"
    (re.compile(r"\bwhich\s+(?:file|doc|document)\s+on\s+(?:my|the|this)\s+(?:laptop|computer|pc|mac)\b", re.I),
     "search local files"),  # "which file on my laptop has the eiffel tower question in it"
    (re.compile(r"^\s*(?:diary|calendar|cal)\s*[:-]\s+\S", re.I),
     "create calendar event"),  # "diary: yr10 titration prep for mr okafor mon 30th 8-8.45 in prep room 2"
    (re.compile(r"^\s*(?:please\s+)?(?:show|open|read)\s+(?:me\s+)?(?:what'?s|whats|what\s+is)\s+(?:on|in)\s+(?:the\s+|my\s+)?[\w' &-]{2,60}?\s+"
                r"(?:sheet|spreadsheet)\s*[?.!]?\s*$", re.I),
     "get spreadsheet values range"),  # "show me whats on the Driver Rota Dec 2026 sheet"
    (re.compile(r"^\s*(?:please\s+)?(?:add|put)\s+(?:to|on)\s+(?:my|the)\s+[\w' -]{1,30}?\s+list\s*:\s*\S", re.I),
     "add tasks"),  # "add to my Prep list: PAT test kettles in S3, due weds 9th"
    (re.compile(r"^\s*(?:please\s+)?(?:log|record|note|enter)\s+.{0,40}?\b(?:in|on|into|to)\s+(?:my\s+|the\s+)?[\w' &-]{2,60}?\s+(?:sheet|spreadsheet)\s*[:-]",
                re.I),
     "append spreadsheet values row"),  # "log my visit in the Governor Visits Log sheet: 26/11/2026, Karen Mills, …"
    (re.compile(r"^\s*(?:has|have|did)\s+(?:the\s+|my\s+|our\s+)?[\w' -]{2,40}?\s+(?:come|came)\s+(?:through|in)\b(?!.*\b(?:post|door|shop)\b)", re.I),
     "list gmail inbox email messages search"),  # "Has the parish magazine come through on the computer yet?": an e-mail
    (re.compile(r"\b(?:put|stick|pop)\s+(?:that|this|it|them)\s+(?:on|in|into)\s+(?:the|my)\s+[\w' -]{1,30}?\s+(?:spread)?sheet(?:\s+for\s+(?:us|me))?\s*[.!]?\s*$", re.I),
     "append spreadsheet values row"),  # "we had 72 at supper last Wednesday and took in $288, put that on the supper sheet"
    (re.compile(r"^\s*in\s+(?:the|my)\s+[\w' -]{1,40}?\s+(?:spread)?sheet\s*,?\s+.*\b(?:instead\s+of|should\s+be|is\s+now|to\s+be\s+given)\b",
                re.I), "update spreadsheet values range"),  # "In the parking allotment sheet, slot 14 is to be given to B-201 instead of B-102"
    (re.compile(r"^\s*in\s+(?:the|my)\s+[\w' -]{1,40}?\s+(?:doc|document)\s+(?:kindly\s+|please\s+)?(?:add|insert|append|put)\b"
                r"|\badd\s+(?:this|that|it)\s+to\s+the\s+[\w' -]{1,30}?\s+in\s+[\w' -]{0,20}?\b(?:bulletin|newsletter|agenda|minutes)\b", re.I),
     "edit google docs document insert text batchUpdate"),  # "In the AGM agenda document kindly add one more item: …", "add this to the
    # announcements in Sunday's bulletin: …"
    (re.compile(r"\?\s*(?:it'?s\s+)?in\s+(?:the\s+|my\s+)?[\w' -]{1,30}?\s+(?:spread)?sheet\s*[.!]?\s*$", re.I),
     "get spreadsheet values range"),  # "hanger how much i pay last month? in supply sheet": its values read
    (re.compile(r"^\s*in\s+(?:the\s+|my\s+)[\w' -]{1,30}?\s+(?:spread)?sheet\s*,?\s+(?:how\s+(?:much|many)|what|which|who|when)\b(?![^?]*\b(?:add|put|change)\b)",
                re.I), "get spreadsheet values range"),  # "in the fuel spreadsheet how much we spend on diesel in october"
    (re.compile(r"^\s*(?:a\s+)?new\s+(?:google\s+)?doc(?:ument)?\s+(?:called\s+)?['\"‘“]", re.I),
     "create google docs document"),  # "new doc 'demand letter - franklin gardens heat' pls, we'll write it together tonight"
    (re.compile(r"^\s*(?:in|on)\s+(?:the\s+|my\s+)?(?:spread)?sheet\s+.{2,60}?\s+(?:please\s+|pls\s+)?(?:add|put|append|enter|log)\s+(?:a\s+)?(?:new\s+)?"
                r"(?:line|row|entry)\b", re.I),
     "append spreadsheet values row"),  # "in sheet Notary Log 2026 please to add line: 11/20, Oksana Melnyk, car title, $15"
    (re.compile(r"\b(?i:change|set|make|put)\s+[A-Z]{1,2}\d{1,4}\s+(?i:to|as)\s+\S"),
     "update spreadsheet values cell"),  # "in Fixtures 2027 change B5 to Thornbury CC (A)"
    (re.compile(r"\b(?:put|stick|add|slap|pop)\s+(?:a|the|my)\s+[\w' -]{1,30}?\s+label\s+on\s+(?:the|that|this|my|his|her)\s+(?:\w+\s+)?"
                r"(?:e-?mail|message|mail)\b", re.I),
     "modify message labels"),  # "stick a Weddings label on the email from bob"
    (re.compile(r"^\s*(?:anything|everything|all\s+(?:the\s+)?(?:e-?mails?|mail))\s+(?:that\s+)?(?:comes?|coming)\s+(?:in\s+)?from\s+\S+\s+"
                r"(?:can|should|could|must)\s+go\b.*\blabel\b", re.I),
     "create gmail filter"),  # "anything that comes from nfwi.org.uk can go straight in the WI National label and not clog up my inbox"
    (re.compile(r"^\s*(?:and\s+)?(?:anything|everything|all\s+(?:the\s+)?(?:e-?mails?|mail))\s+(?:that\s+)?(?:comes?|coming)\s+(?:in\s+)?from\s+\S+\s+"
                r"(?:put|stick|file|move)\s+(?:it|them)\s+(?:straight\s+)?(?:in|into)\b"
                r"|^\s*(?:(?:can\s+you|pls|please)\s+)?(?:set\s+it\s+up\s+so\s+)?(?:anything|everything|all\s+(?:the\s+)?(?:e-?mails?|mail))\s+with\s+.+?\s+"
                r"in\s+the\s+subject\s+(?:goes|go|gets|get)\s+(?:straight\s+)?(?:in|into|under)\b", re.I),
     "create gmail filter"),  # "and anything that comes in from hetas put it straight in Certificates", "anything with gala entry in the subject goes …"
    (re.compile(r"^\s*did\s+(?!i\b|you\b|we\b)[\w'&. -]{2,40}?\s+(?:ever\s+)?send\s+(?:me\s+|us\s+)?(?:the|a|an|their|that|my|our)\s+"
                r"(?!.*\b(?:calendar|diary|drive|folder|sheet|\w+\.db)\b)", re.I),
     "list email messages"),  # "did st andrews send the hall invoice for november? cant find it anywhere"
    (re.compile(r"^\s*(?:did|has|have)\s+(?:the|my|our|that|their)\s+[\w'&. -]{0,40}?\b(?:confirmation|invoice|receipt|e-?mail|reply|quote|"
                r"booking|tickets?|statement|payslip|contract|entry\s+pack|link|code)s?\s+(?:ever\s+)?(?:come|came|arrived?|landed?|turned\s+up)"
                r"(?:\s+(?:through|thru|in|yet))?\b(?!.*\b(?:calendar|diary|drive|folder|sheet|\w+\.db)\b)", re.I),
     "list email messages"),  # "did the linwood order confirmation come thru? ordered the sage velvet on mon"
    (re.compile(r"\b(?:pull\s+up|show(?:\s+me)?|open|bring\s+up|what'?s|what\s+is)\s+(?:the\s+)?[\w' -]{1,30}?\s+tab\s+(?:on|in|of)\s+(?:the\s+|my\s+)?[\w' &-]{2,60}?"
                r"\s+(?:sheet|spreadsheet)\b", re.I),
     "get spreadsheet values range"),  # "pull up the Relays tab on the xmas gala entries sheet"
    (re.compile(r"^\s*(?:please\s+)?(?:open|pull\s+up|check)\s+(?:the\s+|my\s+)?[\w' &-]{1,40}?\s+(?:spread)?sheet\s*,?\s+(?:and|an|n|&)\s+"
                r"(?:tell|show)\s+me\s+(?:what|how\s+much|how\s+many)\b", re.I),
     "get spreadsheet values range"),  # "open da fleece sales sheet an tell me whit I took in October": its values read
    (re.compile(r"\blabel\s+(?:on|to)\s+(?:them|those|these|all\s+of\s+them)\b.*\bskip(?:s|ping)?\s+(?:the\s+)?inbox\b"
                r"|\b(?:anything|everything|all\s+(?:the\s+)?(?:e-?mails?|mail))\s+(?:that\s+)?(?:comes?\s+(?:in\s+)?)?from\s+(?:the\s+)?[\w'.&@ -]{2,40}?\s+"
                r"(?:gets?|goes|go)\s+(?:straight\s+)?(?:in(?:to)?\s+|under\s+)?(?:the\s+|a\s+)?[\w' -]{1,30}?\s*label\b", re.I),
     "create gmail filter"),  # "any emails from weddings@… can u stick a Weddings label on them and skip the inbox", "set it so
    # anything from the environment agency gets the EA label automatic"
    (re.compile(r"\b(?:some\s*one'?s|some\s*body'?s|who'?s|who\s+has)\s+been\s+(?:changing|editing|altering|messing\s+(?:about\s+|around\s+)?with|"
                r"fiddling\s+with)\s+(?:the|my|our)\s+[\w' &-]{1,40}?\s+(?:spread)?(?:sheet|doc|document)\b"
                r"|^\s*who\s+(?:changed|edited|altered)\s+(?:the|my|our)\s+[\w' &-]{1,40}?\s+(?:spread)?(?:sheet|doc|document)\b.*\bwhen\b", re.I),
     "list file revisions revision history"),  # "someones been changing the fee schedule sheet, can i see who n when": its revisions
    (re.compile(r"^\s*(?:pls\s+|please\s+|(?:can|could)\s+(?:you|u)\s+)?forward\s+(?!all\b|every)(?!.*\bforwarding\b)", re.I),
     "send email message"),  # "forward the drummonds the bank details …, … from a new address …": a message, no forwarding address
    (re.compile(r"^\s*where\s+(?:did|have|had)\s+i\s+(?:save|saved|put|stick|stuck|file|filed)\b(?!.*\bdrive\b)", re.I),
     "search local files"),  # "where did i save that howells psalm prelude pdf, its somewhere in documents"
    (re.compile(r"\b(?:has|have)\s+(?:any|some)?(?:one|body)\s+(?:else\s+)?(?:put\s+|left\s+|added\s+|made\s+|written\s+)?(?:any\s+)?"
                r"comment(?:s|ed)?\s+on\b", re.I),
     "list drive file comments"),  # "has anyone commented on the december poster yet", "has anyone put comments on the … draft?"
    (re.compile(r"\b(?:put|move|file|stick|pop)\s+all\s+(?:the\s+|my\s+)?(?:e-?mails?|messages|mail)\s+from\s+\S+\s+(?:under|in|into)\s+", re.I),
     "modify message labels"),  # "put all the emails from bookings@… under Hall Hire and mark them read": those messages
    (re.compile(r"^\s*(?:what'?s|whats|what\s+is)\s+in\s+~?/(?:[\w-]+/)*[\w-]+/?\s*(?:[?,]|$)", re.I),
     "list local files folder"),  # "whats in ~/RepairCafe/Photos/2026-11 ? want to pick a few": the folder's files
    (re.compile(r"\bswap\s+\w+\s+(?:for|with)\s+\w+\s+in\s+[A-Z]{1,2}\d{1,4}\b", re.I),
     "update spreadsheet values cell"),  # "on the Volunteer Rota sheet swap sue for raj in C5"
    (re.compile(r"\b(?:clear|wipe|empty)\b.*\b[A-Z]{1,2}\d{1,4}\s*(?:(?:to|-|–|:)\s*[A-Z]{1,2}\d{1,4}\b|(?:down(?:wards)?|onwards|and\s+below)\b)", re.I),
     "clear spreadsheet values range"),  # "clear the old nov stuff out of Referrals Tracker, A2 to F50"
    (re.compile(rf"\b(?:take|remove)\s+.+?\s+off\s+(?:the\s+|my\s+|our\s+)?.+?\s+(?:sheet|spreadsheet|doc|document|folder|file)\b"
                rf"(?=.*(?:{_ADDRESS}|\b(?:access|shared|sharing)\b|\bon\s+(?:the\s+|my\s+)?(?:google\s+)?drive\b))", re.I),
     "unshare delete drive permission"),  # "take jim wallace off the fixtures 2027 sheet, jim.wallace@…"
    (re.compile(rf"\blet\s+(?:the\s+|my\s+|our\s+)?[\w ]{{0,30}}?{_ADDRESS}\s+(?:see|view|edit|look\s+at)\s+(?:the\s+|my\s+|our\s+)?[\w' ]{{0,30}}?"
                r"\bcalendar\b"
                rf"|\blet\s+(?:the\s+|my\s+|our\s+)?[\w' ]{{1,30}}?\s+(?:see|view|edit|look\s+at)\s+(?:the\s+|my\s+|our\s+)?[\w' ]{{0,30}}?"
                rf"\bcalendar\b(?=.*{_ADDRESS})", re.I),
     "insert calendar access rule"),  # "let the captain geoff.t@… see the club calendar, view only", "let my daughter see my calendar, s@…"
    # Blind sets 79–82
    (re.compile(r"(?:\b(?:did|has|have)\s+[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)?|\b[A-Z][\w&.-]+\s+(?:did|has|have))\s+(?:ever\s+)?(?:send|sent)\s+"
                r"(?:me\s+|us\s+)?(?:anything|something|owt)\b(?=.*\b(?:e-?mails?|mail|inbox)\b)"),
     "search list email messages"),  # "NCB did sen anyting bout di loan las week? check mi mail": its mail
    (re.compile(r"^\s*what'?s\s+in\s+(?:the|my|that)\s+.{1,40}?\bfile\s+(?:on|in)\s+(?:the\s+|my\s+)?(?:desktop|downloads|documents|laptop|computer)\b",
                re.I), "read local file"),  # "whats in the paint prices file on the desktop": its text
    (re.compile(r"^\s*(?:find|search\s+for|get)\s+(?:the|that|an?|any)\s+e-?mails?\s+(?:from|by)\s+", re.I),
     "search gmail messages"),  # "find the email from Fisheries Division about …": no civic division
    (re.compile(r"^\s*what\s+have\s+(?:i|we)\s+got\s+on\s+(?:next\s+|this\s+)?(?:week|weekend|today|tomorrow|\w+day)\b", re.I),
     "list calendar events"),  # "wot we got on next wk? the wench wants to book a day out": no book
    (re.compile(r"^\s*(?:please\s+|pls\s+)?(?:put|book|get)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[\w' -]{1,40}?\s+in\s+for\s+(?:an?\s+|its\s+|"
                r"the\s+)?(?:[\w-]+\s+){0,2}?(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\b)"
                r"(?=.*(?:\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b|\b\d{1,2}:\d\d\b))", re.I),
     "create calendar event"),  # "put the vans MOT in for 8th dec half 8, hydebank": a booking in the diary, at a time
    (re.compile(r"^(?=.*\b(?:spread)?sheet\b).*\bi\s+(?:put|entered|wrote|typed|had)\s+[£$€]?\d[\d,.]*\b.*\b(?:actually|should\s+(?:be|have\s+been)|"
                r"it'?s|it\s+is|meant\s+to\s+be)\s+[£$€]?\d", re.I),
     "update spreadsheet values"),  # "expenses sheet la diesel for november i put 14,800, actually it is 18,400"
    (re.compile(r"\bfolder\s+(?:in|on|for)\s+(?:my\s+)?(?:gmail|e-?mails?|inbox)\b", re.I),
     "create gmail label"),  # "make me a folder in my gmail for all the wigilia stuff": a label
    (MONEY_POPPED_IN, "insert new row"),  # "$200 koha just came thru from …, ka pai. pop it in": the money entered
    (re.compile(r"(?:[.,;!]\s*(?:just\s+|so\s+)?|\s(?:please|pls|kindly)\s+)get\s+rid\s+(?:of\s+)?(?:it|them|that|him|her)\s*[.!]?\s*(?:\([^)]*\)\s*)?$", re.I),
     "delete"),  # "mick obrien went elsewhere …, after i did the whole quote. get rid of it": no question asked, "… i have
    # never entered any lottery please get rid of it"
    (re.compile(r"^\s*(?:please\s+|(?:can|could)\s+(?:you|u)\s+)?drop\s+[^.?!@]{1,40}?\s+(?:an?\s+)?(?:e-?mail|line|message|note)\b", re.I),
     "send email message"),  # "can you drop Jim at the bottle place an email, jim@…, need 600 …": one sent, nothing thrown away
    (re.compile(r"(?:[.,;!]\s*(?:please\s+|just\s+|so\s+)?|\s(?:please|pls|kindly)\s+)(?:throw|chuck|toss)\s+(?:it|them|that)\s+(?:away|out)\s*[.!]?\s*$", re.I),
     "delete trash"),  # "There is an email from a gentleman selling solar panels, … I do not want it. Please throw it away."
    (re.compile(r"^\s*(?:please\s+)?(?:bin|trash|delete|get\s+rid\s+of)\s+(?:the|that|this)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+(?:invite|invitation|newsletter)s?\s*[.!]?\s*$",
                re.I), "delete trash gmail message"),  # "bin the AZ lunch invite": the e-mail inviting
    (re.compile(r"^\s*(?:e-?)?mail\s+to\s+[A-Za-z][^:@]{0,40}:\s*\S", re.I), "send email message"),
    (re.compile(r"^\s*(?:please\s+)?(?:dig\s+out|find|look\s+for)\s+(?:the|that)\s+[\w' -]{2,40}?\s+(?-i:[A-Z])[\w'-]+\s+sent\b", re.I),
     "search gmail messages"),  # "Dig out the rehearsal report Marcus sent Fri.": his e-mail
    (re.compile(r"^\s*(?:keep|save|put|store)\s+(?:it|them|his\s+number|her\s+number|their\s+number)\s+(?:in|on)\s+(?:the|my)\s+(?:computer|laptop|phone)\b"
                r"(?=.*\d{4,5}\s?\d{5,6})", re.I), "create contact person"),  # "… his number is 07700 900356. Could I keep it in the computer please"
    (re.compile(r"^\s*(?:please\s+)?(?:bin|scrap|ditch|scrub)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s\s+[a-z]", re.I),
     "delete calendar event"),  # "Bin Thursday's costume fitting. Rescheduling.": that day's event, no file  # "mail to Tom at Park Farm: for Wednesday we need …"
    (re.compile(r"^\s*(?:did|have)\s+i\s+(?:got|get|had|received)\s+anything\s+from\s+", re.I),
     "search gmail messages"),  # "Did I get anything from the Council about the bins changing over Christmas"
    # "look at the minutes of that meeting and tell me what was recorded": the minutes are a document, nothing recorded on a call
    (re.compile(r"^\s*(?:please\s+)?(?:look\s+(?:at|in|through)|check|read|open|go\s+through)\s+(?:the\s+)?minutes\b(?!.*\b(?:sheet|spreadsheet)\b)", re.I),
     "get google docs document"),
    # "can u find the royal mail email abt the parcel that went missing, the one w the claim ref": that message (no fact-checked claim)
    (re.compile(r"\b(?:find|dig\s+out|look\s+for|search\s+for|where'?s|where\s+is)\s+(?:the|that|this|an?)\s+(?:[\w'&-]+\s+){0,3}e-?mail\s+"
                r"(?:about|from|re|regarding)\b", re.I), "search list email messages"),
    # "write to Mr David Hollis, our tower captain (d.hollis@btinternet.com), to remind him that …": an e-mail to that address
    (re.compile(r"^\s*(?:please\s+)?write\s+(?:a\s+(?:short\s+|quick\s+)?(?:note|line|letter|message)\s+)?to\s+[^.?!@]{0,80}?[\w.+-]+@[\w-]+\.[\w.]+",
                re.I), "send email"),
    (re.compile(r"\bsearch\s+(?:my|the)\s+(?:post|correspondence)\s+for\b", re.I), "search list email messages"),  # "search my post for it"
    # "alter the entry accordingly: The PCC finance committee … has had to be put back to Tuesday the 1st of December"
    (re.compile(r"^\s*(?:please\s+)?(?:alter|amend|correct)\s+(?:the|that|my)\s+(?:diary\s+)?(?:entry|appointment)\b", re.I), "update calendar event"),
    (re.compile(r"\bwhat\s+engagements\s+(?:(?:i|we)\s+(?:have|have\s+got)|have\s+(?:i|we)(?:\s+got)?)\b", re.I), "list calendar events"),  # "what engagements I have between …"
    # "what time is the Deaf club tomorrow?", "what time's my dentist on thursday": the diary that day
    (re.compile(r"^\s*what\s+time\s+(?:is|'s)\s+(?:the|my|our)\s+[\w' -]{2,40}?\s+(?:today|tomorrow|tonight|(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
                r"\s*\??\s*$", re.I), "list calendar events"),
    # "in the price list, change Service Gold from £75 to £80": a cell of that sheet
    (re.compile(r"\b(?:spread)?sheet\b.*\bchange\s+.{2,40}?\s+from\s+[£$€]?\d[\d.,]*\s+to\s+[£$€]?\d|\bchange\s+.{2,40}?\s+from\s+[£$€]?\d[\d.,]*\s+to\s+"
                r"[£$€]?\d[\d.,]*\b.*\b(?:spread)?sheet\b|\bprice\s+list\b.*\bchange\s+.{2,40}?\s+from\s+[£$€]\d[\d.,]*\s+to\s+[£$€]\d", re.I),
     "update spreadsheet values"),
    # "Sekuru wants to know what I have on Saturday, he wants me to come to Coventry. Check my calendar.": the diary that day
    (re.compile(r"^(?!.*\b(?:e-?mail|tell|text|message|send|write|reply)\b).*\bwhat\s+(?:i|we)\s+(?:have|got)\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
                r".*\bcheck\s+(?:my|the)\s+(?:calendar|diary)\b", re.I), "list calendar events"),
    # "I need that email from Sunflower House with the respite dates for December": that message found (one was sent at first sight)
    (re.compile(r"^\s*i\s+need\s+(?:that|the)\s+(?:e-?mail|message)\s+(?:from|about)\b", re.I), "search list email messages"),
    # "tell me what I've got on next week": the diary then (an event got, and once deleted, at first sight)
    (re.compile(r"^(?!.*\b(?:e-?mail|text|message|send|write|reply)\b)\s*(?:tell|show)\s+me\s+what\s*(?:'ve|\s+have)?\s+(?:i|we)\s*(?:'ve|\s+have)?\s+"
                r"(?:got\s+)?on\s+(?:next\s+week|this\s+week|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I), "list calendar events"),
    # "… Olivia Hartley's 6th birthday, Saturday 5th December, 2pm till 3pm, Westbury Park Scout Hut! Into the diary it goes!!!"
    (re.compile(r"\b(?:into|in)\s+the\s+(?:diary|calendar)\s+it\s+goes\b", re.I), "create calendar event"),
    # "rota next wk?": what the diary has for it that week (nothing made)
    (re.compile(r"^\s*" + _NOT_WEATHER + r"(?:my\s+|the\s+|our\s+)?[a-z][\w-]*\s+(?:(?:next|this)\s+week|today|tomorrow|tonight)\s*\?+\s*$"
                r"|^\s*(?:today|tomorrow|tonight)(?:'s)?\s+" + _NOT_WEATHER + r"[a-z][\w-]*\s*\?+\s*$", re.I),
     "list calendar events"),  # "tomorrow jobs?" (Oromo "boru jobs?")
    # "what do I have today?" (read from "qué tengo hoy?"), "what I have today?" (from Tibetan "dering what I have?"): the diary
    # that day, as "… tomorrow?" already was
    (re.compile(r"^\s*what\s+(?:(?:do|have)\s+)?(?:i|we)\s+(?:got\s+)?(?:have\s+)?(?:on\s+)?(?:today|tonight|this\s+(?:morning|afternoon|evening)"
                r"|(?<=have\s)tomorrow|(?<=have\s)(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*(?:\?+(?:\s+[^?]*)?|[!.]*)\s*$", re.I),
     "list calendar events"),
    # "cancel deepa wed fitting, she go india already": an appointment that day, in the diary (no approval to cancel)
    (re.compile(r"^\s*(?:please\s+)?cancel\s+(?:the\s+|my\s+|her\s+|his\s+)?(?:[\w'-]+\s+){0,3}(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\s+"
                r"(?:[\w'-]+\s+){0,2}?(?:fitting|lesson|session|class|appointment|appt|meeting|visit|call)\b", re.I), "delete calendar event"),
    # "… come check the stall thursday afternoon. do i have anything that time?": the diary then
    (re.compile(r"\bdo\s+(?:i|we)\s+have\s+anything\s+(?:on\s+)?(?:that\s+time|then|at\s+that\s+time|that\s+day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b",
                re.I), "list calendar events"),
    # "where is the freezer receipt? it is pdf, i saved it last month": a file on the computer
    (re.compile(r"^\s*where\s+(?:is|are|'s)\s+(?:the|my|that)\s+.{2,40}?\?\s*(?:it'?s|it\s+is|its)\s+(?:a\s+)?(?:pdf|docx?|txt|file|photo|picture|jpe?g|png)\b"
                r"(?!.*\b(?:drive|google|e-?mails?|gmail)\b)", re.I), "search local files"),
    (re.compile(r"^\s*what'?s\s+on\s+(?:for\s+)?\d{4}-\d{2}-\d{2}\s*\??\s*$", re.I), "list calendar events"),  # "what's on 2026-12-01?"
    # "wher is my insurence sertificate i scaned it last year", "where is my flyer?? flyer_jul something, png. can't find it": a file
    (re.compile(r"^\s*where\s+(?:is|are|'s)\s+(?:my|the|that)\s+[^?.]{2,40}?(?:\b(?:i|we)\s+(?:scanned|saved|downloaded|stored|filed)\b|[?.!,\s]+(?:i\s+)?can'?t\s+find\s+it\b)"
                r"(?!.*\b(?:drive|google|e-?mails?|gmail|inbox|notes?)\b)", re.I), "search local files"),
    # "hemming trousers now £12 not £10 already, pls change in price list": a cell of the price list (no Drive change log)
    (re.compile(r"\b(?:change|update|correct)\s+(?:it\s+)?(?:in|on)\s+(?:the\s+|my\s+)?price\s+list\b", re.I), "update spreadsheet values"),
    # "save dan's number hes the bundle guy 07712 448903": a new contact with the number said, not a look-up of his
    (re.compile(r"^\s*(?:please\s+|pls\s+)?(?:save|store)\s+[a-z][\w-]*(?:'s|’s)\s+(?:new\s+)?(?:number|mobile|phone(?:\s+number)?|cell)\b"
                r"(?=.*\d{4,})", re.I), "create contact"),
    # "where r the pics of the stone island crewneck, took them last week n now i cant find them": photos on the computer
    (re.compile(r"^\s*where(?:\s+(?:are|r|is)|'s)\s+(?:(?:the|my|those|that)\s+)?(?:pics?|photos?|pictures?|screenshots?|videos?)\s+(?:of|from|o)\b"
                r"(?!.*\b(?:drive|google|email|e-?mails?|whatsapp|phone)\b)", re.I), "search local files"),
    # "find that worcester boiler manual pdf i downloaded last week": a file looked for by name, not a folder listed
    (re.compile(r"^\s*(?:please\s+|pls\s+|can\s+(?:you|u)\s+)?find\s+(?:the|that|this|my)\s+(?:[\w'-]+\s+){1,5}(?:pdf|docx?|txt|jpe?g|png|csv|xlsx?)\b"
                r"(?!.*\b(?:drive|google|e-?mails?|gmail|inbox)\b)", re.I), "search local files"),
    (STOCK_ARRIVED, "update stock"),  # "delivery just come, 4 kegs of Carling in": more of it in stock
    (ADDED_TO_STOCK, "update stock"),  # "a parcel came from Sweet Squared, 6x acetone, add it to the stock"
    # Blind sets 95–98
    (re.compile(r"\b(?:send|sent)\s+(?:me|us)\s+(?:something|anything|owt|summat|a\s+letter)\s+(?:about|bout|re)\b"
                r"(?!.*\b(?:post|letterbox|door|drive|folder|desktop|laptop|computer)\b)", re.I),
     "search list email messages"),  # "the council they send me something about the hygiene inspection? … cant find it": the mail
    (re.compile(r"^\s*(?i:did|has|have)\s+(?:[A-Z][\w'-]*\s+){1,2}(?:ever\s+)?(?i:reply|replied|respond(?:ed)?|answer(?:ed)?|get\s+back|got\s+back)\b"
                r"(?!.*\b(?:comment|doc|document|sheet|text|whatsapp)\b)"),
     "search list email messages"),  # "Did Okada reply about bonenkai deposit?": the mail, not a comment's replies
    (re.compile(r"\b(?:scrub|take|cross|strike|bin|chuck|knock)\s+(?:him|her|them|it)\s+off\s+(?:the\s+|my\s+)?(?:calendar|diary|cal)\b", re.I),
     "delete calendar event"),  # "fire safety bloke's cancelled tuesday, scrub him off the calendar"
    (re.compile(r"\bi\s+(?:wrote|write|made|jotted|took)\s+(?:a\s+|some\s+)?(?:notes?|memo)\s+(?:before\s+|earlier\s+|once\s+)?(?:about|on|for)\b.*"
                r"\bwhere\b(?:\s+(?:is|are)\s+(?:it|they)\b|\s*\?)", re.I),
     "search notes"),  # "I wrote memo about sake pairing for Sato-sama party. Where is it please?"
    (re.compile(r"^\s*read\s+(?:us|me)\s+(?:back\s+)?what\s+(?:i|we)\s+(?:put|wrote|typed|had)\s+in\b(?=[^,.;]*(?:\.txt\b|\btxt\b|\bdesktop\b"
                r"|\bdownloads\b|\blaptop\b|\bcomputer\b))", re.I),
     "read local file"),  # "read us what I put in that christmas opening times txt on the desktop, … before I stick it in the window"
    (re.compile(r"(?=.*\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw)\b)[^?]*[.,;!]\s*(?:write|pencil)\s+(?:it|that|this|him|her)"
                r"\s+in\s*[.!]?\s*$", re.I),
     "create calendar event"),  # "Callum comes to look at the sauna stove on wednesday after lunch, lets say 13. write it in"
    # Blind sets 99–102
    (re.compile(r"^\s*(?i:did|has|have)\s+(?:[\w'-]+\s+){1,3}(?i:send|sent)\s+(?:me\s+|us\s+)?(?i:any|an|a|the)?\s*(?i:e-?mails?|mail|message)\b"),
     "search list email messages"),  # "did Pinky Bains send any email about her daughter wedding mithai" verified a send-as alias
    (re.compile(r"^\s*anything\s+(?:from|off)\s+[\w' &.-]+?\s+(?:re|about|regarding)\b", re.I),
     "search list email messages"),  # "Anything from Spire billing re Nowak inv?"
    (re.compile(r"^\s*(?:has|have|did)\s+(?:the|that)\s+(?:invoice|bill|statement|letter|receipt|quote|confirmation|contract)\s+from\s+.+?\s+"
                r"(?:come|arrived?|come\s+in|come\s+through)\b", re.I),
     "search list email messages"),  # "has the invoice from Fraser Logs come? … I can not find it"
  # "is the invoice from Swiss Gourmet Imports in yet??"
    (re.compile(r"^\s*(?:(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?(?:['’]s)?\s+(?:mob|mobile|number|tel|phone|e-?mail)\s*[?.!]?\s*$"),
     "search contacts"),  # "Dr Lockhart mob"
    (re.compile(r"^\s*what(?:'?s|\s+is)\s+the\s+(?:mobile|number|phone(?:\s+number)?|e-?mail)\s+(?:to|of|for)\s+(?:[A-Z]|(?:my|the)\s+[a-z]+\s+[A-Z])"),
     "search contacts"),  # "what is the mobile to Ewan the electrician?"
    (re.compile(r"^\s*(?:my|the)\s+notes?\s+(?:re|about|on)\b[^?]*\?\s*$|\bi\s+(?:wrote|jotted|noted)\s+(?:it\s+)?(?:down\s+)?somewhere\b"
                r"|^\s*what\s+(?:was|were|is)\b.*\bi\s+(?:wrote|jotted|noted|put)\s+down\b", re.I),
     "search notes"),  # "My note re Xmas rota?", "i wrote somewhere door code for pani Fitzgerald, find it", "what was that gel color
    # combo i wrote down for mia"
    (re.compile(r"^\s*(?:what'?s|whats|what\s+is)\s+the\s+(?:door\s+|gate\s+|alarm\s+|key\s*safe\s+|lock\s*box\s+|entry\s+)?(?:code|pin)\s+(?:for|to|at|of)\s+"
                r"(?!.*\b(?:db|database|sheet|e-?mails?)\b)", re.I),
     "search notes"),  # "wats the code for the shard loading bay again": a code noted down
    (re.compile(r"\b(?:look|check|search|have\s+a\s+look)\s+(?:in|through)\s+(?:my|the)\s+notes\b", re.I),
     "search notes"),  # "Jean recommended a novel …, and I am sure I wrote it down. Could you look in my notes, please?"
    (re.compile(r"\blet\s+(?:(?:our|my)\s+)?(?:her|him|them|[A-Za-z][\w'-]+)\s+(?:(?:see|view|look\s+at|read|edit|have\s+a\s+look\s+at)\s+(?:it|the\s+[\w' -]{1,40})"
                r"|in\s+on\s+(?:the\s+|my\s+|our\s+)?[\w' -]{1,40}?\s+(?:sheet|spreadsheet|doc|document|folder|file))\b"
                r"(?=.*[\w.+-]+@[\w-]+\.)(?!.*\b(?:calendar|diary)\b)"),
     "share drive file permissions"),  # "Helen would like to look at the family tree. Could you let her see it, but not alter anything, …
    # Her email is helen.marsh@…", "let our sarah in on lambing sheet sarah.metcalfe@… so she can fill it in"
    (re.compile(r"^\s*(?:please\s+|pls\s+|can\s+you\s+)?open\s+(?:up\s+)?my\s+(?!.*\b(?:calendar|diary|e-?mails?|inbox|mail|notes?|contacts?"
                r"|tasks?|to-?dos?|list|sheets?|spreadsheets?|docs?|documents?|drive|google|db|database|tabs?)\b)[a-z]", re.I),
     "search find local files by name"),  # "open my revalidation reflective account, I need to finish am before Sunday": a file of hers
    (re.compile(r"^\s*chase\s+(?!(?:the\s+|that\s+)?e-?mails?\b)(?![^@]*[\w.+-]+@[\w-]+\.)[a-z]", re.I), "add task to"),  # "Chase theatre list
    # St John's - Weds" (not "Chase Callum Reid for INV-2026-111 …: £250 … Polite but firm. callum@…", a mail to the address given)
    (re.compile(r"^\s*open\s+(?:on\s+(?:the\s+|my\s+)?(?:laptop|computer|desktop)\s+)?(?:the\s+)?file\s+\S+\.\w{2,4}\b", re.I),
     "read local file"),  # "open on laptop file alarmy.txt, need code for Keane clinic alarm"
)


_ON_A_TASK_LIST = re.compile(r"^\s*(?:please\s+)?(?:add|put|stick|pop)\s+(?!a\s+new\b|new\b).+?\s+(?:to|on|onto)\s+(?:my|the|our)\s+"
                             r"(?!to-?do\b)[\w' -]+?\s+(?:task|to-?do)\s+list\b", re.I)
_CLEAR_TAB = re.compile(r"\b(?:clear|wipe|empty)\s+(?:out\s+)?(?!(?:his|her|their|your|[a-z]+['’]s)\s+tab\b)(?:the\s+|my\s+)?[\w' -]{1,40}?\s+tab\b",
                        re.I)  # not "clear his tab": a customer's account
_VERSIONS = re.compile(r"\bversion\s+history\b|\bold(?:er)?\s+versions?\b", re.I)


_SHARED_WITH = re.compile(r"^\s*who(?:'?s|\s+is|\s+has)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:been\s+)?shared\s+with\b", re.I)
_WHO_CAN = re.compile(r"^\s*who\s+(?:can|is\s+able\s+to|else\s+can)\s+(?:see|view|edit|access|open|get\s+into)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s*\??\s*$",
                      re.I)  # "who can see the Y9 Safeguarding Concerns sheet?"


# "make a note X", "take a quick note that X": X is the note (not "make a note of …", "… to my list")
MAKE_A_NOTE = (r"(?:(?:make|take)\s+(?:me\s+)?(?:a\s+)?(?:quick\s+)?note(?:\s+that)?"
               r"|jot\s+(?:this|that)\s+down(?:\s+(?:b4|before)\s+i\s+forget)?(?=\s*[:-]))")  # "jot this down b4 I forget - 2nd verse …"
NOTE_FOLLOWS = r"(?=\s+(?!of\b|to\b|in\b|on\b|for\b)[a-z0-9])"
_MAKE_A_NOTE = re.compile(r"^\s*(?:please\s+|pls\s+)?" + MAKE_A_NOTE + r"\s*[:,-]?" + NOTE_FOLLOWS, re.I)


def spelled_out(text: str) -> str:
    """The request with the words of the method an everyday wording means put in front; unchanged when none fits."""
    shared = _SHARED_WITH.match(text) or _WHO_CAN.match(text)
    if shared:  # "who's the Fixtures 2027 sheet shared with": who has access to it
        return f"who has access to the {shared.group(1)}{text[shared.end():]}"
    if _ON_A_TASK_LIST.search(text):  # "add chase mothers union report to my Magazine task list, due mon": a task on it
        return "add tasks " + re.sub(r"\b(?:task|to-?do)\s+list\b", "list", text, flags=re.I)
    if _CLEAR_TAB.search(text):  # "clear out the Availability tab in the Selection 2026 sheet …": a range ("tab" ranks batchClear)
        return "clear spreadsheet values range " + re.sub(r"\btab\b", "range", text, flags=re.I)
    if SHEET_SHOWN.search(text):  # "show me my Caja Borough 2026 spreadsheet, the Noviembre tab": its values (a whole tab is one range)
        return "returns a range of values from a spreadsheet " + re.sub(r"\btab\b", "range", text, flags=re.I)
    if _VERSIONS.search(text):  # "show me the version history of the Cemetery Fees sheet": its revisions, not Drive activity
        return "list file revisions " + _VERSIONS.sub("revisions", text)
    if _MAY_COMMENT.search(text) and re.search(_ADDRESS, text):  # "let tom see moorland hours — … he may comment, not change a word (tom@…)"
        return "share drive file permissions role " + _MAY_COMMENT.sub(" commenter ", text)
    if noted := _MAKE_A_NOTE.match(text):  # "make a note sharons drive is 9m by 5m …": a note; what it says names no method
        return f"create note {noted.group(0)}"
    for pattern, words in everyday_wording.SPELLED_OUT + SPELLED_OUT + everyday_wording.AFTER:
        if pattern.search(text):
            return f"{words} {text}"
    return text
