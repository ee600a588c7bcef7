"""How requests about Drive files are worded: an editor file shared, copied or moved as a file, a search of the
Drive, who has access, storage, older versions, and a file moved into a folder on the Drive. Used by implied.py."""

from __future__ import annotations

import re

from core.phrasing import LET_THEM_SEE

# A Google editor file shared, copied, renamed or moved is a Drive file ("Share the budget spreadsheet with
# anna@…" is drive.permissions.create, not a new spreadsheet); its contents stay the editor's.
EDITOR_FILE = re.compile(r"(?<![/\w])(?:spreadsheet|sheet|doc|document|presentation|slide\s+deck|deck|form)s?\b(?!/|\s+folder)", re.I)
FILE_LEVEL = re.compile(r"^\s*(?:please\s+)?(?:share|unshare|copy|duplicate|rename|move|star|make\s+a\s+copy)\b", re.I)
COPY = re.compile(r"^\s*(?:please\s+)?(?:copy|duplicate|make\s+a\s+copy)\b", re.I)
WHO_HAS_ACCESS = re.compile(r"\bwho(?:'?s|\s+has|\s+can|\s+else\s+has)\s+(?:got\s+)?(?:access|see|view|edit|open)", re.I)  # "whos got access to …"
IN_DRIVE = re.compile(r"\b(?:in|on|from)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b|\bi\s+uploaded\b", re.I)  # "…, i uploaded last month"
MY_RECENT_FILES = re.compile(r"\b(?:files?|docs?|documents?)\b.*\b(?:did\s+i|i'?ve|i\s+have)\s+(?:edit|chang|modif|updat|work|touch)",
                             re.I)
GIVE_ACCESS = re.compile(r"^\s*(?:give|grant|let)\s+\S+\s+(?:\S+\s+){0,3}(?:access|view|edit|see|permission\s+to\s+(?:comment|view|edit|see))\b", re.I)
STORAGE = re.compile(r"\b(?:how\s+much|left|remaining|quota|free)\b.*\b(?:storage|quota|space)\b.*\bdrive\b"
                     r"|\b(?:how\s+much|left|remaining|quota|free)\b.*\bdrive\b.*\b(?:storage|quota|space)\b"
                     r"|\b(?:storage|space)\s+(?:left|remaining|free)\b.*\bdrive\b", re.I)  # "is there much space left on my drive"
REVOKE = re.compile(r"\b(?:remove|revoke|take\s+away|cut\s+off|stop)\s+(?:\w+'s\s+|her\s+|his\s+|their\s+|the\s+)?access\b"
                    r"|\b(?:stop|quit)\s+sharing\b|^\s*(?:please\s+)?unshare\b"
                    r"|\b(?:take|remove|kick)\s+[\w.+-]+@[\w.-]+\s+(?:off|out\s+of|from)\b"
                    r"|\btake\s+(?:her|him|them)\s+off\s+(?:it|that|the)\b(?!\s+(?:[a-z]+\s+)?(?:stock|count|working)\b)", re.I)  # not "… the van
# stock", "tek dem off di working" (the working torches' count)
SHARE_WITH = re.compile(r"^\s*(?:please\s+)?share\b(?!.*\bcalendar\b)", re.I)
# "share the catering menu w/ tina ramirez so she can pick …", "share the December schedule with Denny and Rico …": a file
# shared with people said by name (their addresses come from contacts), not with the world or a location
# "let Wanda get into the market sign up sheet so she can put her eggs an pies on it herself": shared with her
LET_INTO = re.compile(r"^\s*(?:please\s+)?let\s+(?:(?i:my|our)\s+(?i:boy|girl|son|daughter|lad|lass|wife|husband|mum|dad|brother|sister|niece|nephew|grandson|granddaughter)\s+)?"
                      r"[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+(?:get\s+into|into|in\s+to|edit|see|view|use|at)\s+(?:the|my|our)\s+"
                      r"[^,.;]{0,40}?\b(?:sheet|spreadsheet|doc|document|folder|file|slides|deck)\b"
                      # "send the christmas order form to kerensa so she can fill it in an' change it": shared for her to edit
                      r"|(?i:^\s*(?:please\s+|pls\s+)?send\s+(?:the|my|our)\s+[^,.;]{1,40}?\b(?:form|sheet|spreadsheet|doc|document|file)\s+to\s+[a-z][\w'-]*"
                      r"\s+so\s+(?:she|he|they)\s+can\s+(?:fill|edit|change|add|update|put)\b)"
                      # "pakisend naman kay ate Marites yung december rota, nasa drive ko po": send her the rota, it's on my Drive
                      r"|(?i:^\s*(?:please\s+|pls\s+)?send\s+(?!me\b|us\b)(?:[a-z][\w'-]*\s+){1,3}?(?:the|my|our)\s+[^,.;@]{1,40}?"
                      r"(?:,\s*(?:it'?s|its|it\s+is)\s+|\s+)(?:in|on|from)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b)")
# "The auditor … has asked to see the club accounts spreadsheet. I should like him to be able to read it, … His address is …": shared
ABLE_TO_SEE = re.compile(r"\b(?:should|would|'d)\s+like\s+(?:him|her|them|(?:(?:mrs?|ms|miss|dr)\.?\s+)?(?-i:[A-Z])[\w'-]+)\s+to\s+be\s+able\s+to\s+"
                         r"(?:(?:read|see|view|edit|open|look\s+at)\s+(?:it|them|the\s+(?:[\w'-]+\s+){0,3}?(?:newsletter|minutes|agenda|report|letter|accounts))\b"
                         r"|(?:enter|add|put|fill\s+in|update|change)\b[^.]{0,60}?\b(?:spreadsheet|sheet|doc|document|file)\b)"
                         r"(?=.*@)"
                         # "ny grandson Rhodri would like to read tge family history i have been writing on tge google drive his email is …"
                         r"|\b(?:would|'d)\s+(?:like|love)\s+to\s+(?:read|see|look\s+at|view|have\s+a\s+look\s+at)\s+(?:the|my|our)\s+[^.@?]{1,80}?"
                         r"\b(?:on|in)\s+(?:the\s+|my\s+)?(?:google\s+)?drive\b(?=.*@)", re.I)
_A_FILE_SAID = re.compile(r"\b(?:sheet|spreadsheet|doc|document|folder|file|slides|accounts|minutes|newsletter|agenda|report|drive)\b", re.I)


def able_to_see(text: str) -> bool:
    """A file said, and someone with an address to be able to read it: shared with them."""
    return bool(ABLE_TO_SEE.search(text) and _A_FILE_SAID.search(text)
                or "@" in text and LET_THEM_SEE.search(text) and IN_DRIVE.search(text))  # "Jenny asked for my price list. It's
    # the one on the Google Drive. Her email is jenny@… if you could let her see it"
WITH_SOMEONE = re.compile(r"^\s*(?:please\s+)?share\s+(?:(?:the|my|our|that|this)\s+)?.+?\s+with\s+(?!(?:the\s+)?(?:world|public|everyone|anyone)\b)"
                          r"[a-z][\w'-]+(?!.*\blocation\b)", re.I)


def shared_with_someone(text: str) -> bool:
    """A share to a person: by address, or by name ("share the catering menu w/ tina ramirez")."""
    return bool(SHARE_WITH.search(text) and ("@" in text or WITH_SOMEONE.search(text)))


VERSIONS = re.compile(r"\b(?:older|old|previous|past|earlier)\s+(?:versions?|revisions)\b|\b(?:version|revision)\s+history\b"
                      r"|\brevisions\s+(?:of|to)\b", re.I)  # not "my revision notes / folder"
SEARCH_DRIVE = re.compile(r"\b(?:search|look\s+through|go\s+through|check)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b", re.I)
WHERE_ON_DRIVE = re.compile(r"^\s*(?:where(?:'?s|\s+is|\s+are|\s+did\s+i\s+(?:put|save)|\s+(?=the\s|my\s|that\s))|(?:have|do)\s+i\s+(?:got|have|still\s+have)"
                            r"|did\s+i\s+(?:put|save|upload)|is\s+there|are\s+there|(?:got\s+)?any)\b.*\b(?:on|in|to)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b"
                            r"|\b(?:on|in)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b.*\bwhere\s+(?:is|are|r|'?s)\s+(?:it|they|them)\b"
                            r"|^\s*where\s+(?:is\s+|are\s+)?the\b.*\bdrive\s+somewhere\b"
                            r"|\bdrive\s*[.,;]\s*where\s*\??\s*$",  # "Photos. The grandkids. Sian put them. the Drive. Where"
                            re.I)  # "wheres my 2025 tax return spreadsheet on drive", "someone put the car wash photos on the drive, where r they", "have i got the photos of … in drive somewhere"
INTO_DRIVE_FOLDER = re.compile(r"^\s*(?:please\s+)?(?:move|put|file|shift|drag)\b.+\b(?:into|in|to)\s+(?:the\s+|my\s+|our\s+)?.+?\s+folder\b"
                               r".*\b(?:on|in)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b", re.I)
# Docs: a new one, a line added at its end or top, comments left on it or answered.
APPEND_TO_DOC = re.compile(r"^\s*at\s+the\s+end\s+of\s+.*\bdoc(?:ument)?\b.*\b(?:add|append|insert|write)\b"
                            r"|\bdoc(?:ument)?\b.*\b(?:add|append|insert)\b.*\b(?:at|to)\s+(?:the\s+)?(?:very\s+)?(?:end|bottom)\b"  # "in my doc Fur care add at end: …"
                            r"|(?<!\bi\s)(?<!\bwe\s)\b(?:add|append|insert|write|put)\b.*\b(?:(?:at|to)\s+the\s+(?:very\s+)?(?:end|bottom)\s+of|to|into|in)\s+(?:the\s+|my\s+)?"
                            r"(?:[\w'-]+\s+){0,6}(?:google\s+)?doc(?:ument)?\b"
                            r"|\b(?:in|to)\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,4}doc(?:ument)?\b.*\b(?:add|append|insert|put)\s+(?:a\s+)?"
                            r"(?:line|sentence|note|paragraph|bit)\b"  # "in the Party Checklist doc add a line: …"
                            r"|^\s*in\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,4}(?:handout|leaflet|newsletter|letter|flyer|programme|agenda|minutes|report)\s+"
                            r"(?:add|append|insert|put)\s+(?:a\s+)?(?:line|sentence|paragraph|bit)\b"  # "in the diabetic foot care handout add a line at the very end: …"
                            r"|^\s*(?:add|append|put)\s+[^.?!]*?\b(?:at|to)\s+the\s+(?:very\s+)?(?:end|bottom)\s+of\s+(?:the\s+|my\s+)?"
                            r"(?![^.?!]*\b(?:notes?|list|sheet|spreadsheet|file|txt|db|database|table|e-?mail|calendar|diary)\b)"
                            # "OUR LIAM SET ME UP WITH A STORY ON THE COMPUTER ABOUT MY LIFE CAN YOU PUT THIS ON THE END OF IT. IN 1962 …"
                            r"|\b(?:story|memoir|book|letter|speech|essay|chapter|writing)\b[^.?!]*\b(?:put|add|stick|write)\s+(?:this|these|that)\s+(?:on|at|to)\s+the\s+(?:very\s+)?end\s+of\s+(?:it|that)\b", re.I)
LEAVE_COMMENT = re.compile(r"\b(?:leave|add|post|write)\s+(?:a\s+)?comment\b", re.I)
START_NEW_DOC = re.compile(r"^\s*(?:please\s+)?(?:start|begin|open|make|create)\s+(?:me\s+)?(?:a\s+)?(?:new|blank|fresh)\s+"
                            r"(?:google\s+)?doc(?:ument)?\b"
                            # "START ME A NEW LETTER TO ALL THE TENANTS ABOUT …" (typed, no address: no e-mail)
                            r"|^\s*(?:please\s+)?(?:start|begin|write|type)\s+(?:me\s+|up\s+)?(?:a\s+)?(?:new\s+)?(?:letter|notice|newsletter|poster)\b"
                            r"(?!.*(?:@|\be-?mail))", re.I)
COMMENTS_ON = re.compile(r"\bcomments?\b(?!.*\b(?:e-?mails?|video|youtube|blog|post)\b)", re.I)
REPLY_TO_COMMENT = re.compile(r"^\s*(?:please\s+)?(?:reply|respond|answer)(?:\s+to)?\b[^:]*\bcomment\b", re.I)
COMMENTS_ON_NAMED = re.compile(r"\bcomments?\b.*\b(?:on|in|to)\s+(?:the\s+|my\s+)?[A-Z]\w*", re.S)  # "… left on The Salt Road - Draft 3"
# "in my price list doc change shirts £1.20 to £1.30", "on the rowlands inscription doc it says died 13th october, should be the 3rd"
CHANGE_IN_DOC = re.compile(r"\bdoc(?:ument)?\b(?!\s+(?:name|title)\b)(?=.*\b(?:change|replace|swap|correct|update)\s+(?:the\s+)?(?:[\w'-]+\s+){0,5}?[£$€]?\d[\d., ]*\s+(?:to|with)\s+[£$€]?\d"
                           r"|.*\b(?:change|replace|swap)\s+(?:every|all(?:\s+the)?|each)\s+['\"‘“][^'\"’”]+['\"’”]\s+(?:to|with|for)\s+['\"‘“]"
                           r"|.*\b(?:going|gone)\s+(?:up|down)\s+from\s+[£$€]?\d[\d.,]*\s+to\s+[£$€]?\d|.*[£$€]?\d[\d.,]*\s*,?\s+make\s+(?:it\s+)?[£$€]?\d|.*\b(?:says|i\s+(?:put|wrote|typed))\s+.+?\s+should\s+(?:be|say|read)\b)"
                           # "In the December newsletter, would you please change where it says 'Carol Service at 6 o'clock' to '…'?"
                           r"|^\s*in\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}(?:newsletter|handout|leaflet|letter|minutes|programme|agenda|report|flyer)\b"
                           r"[^.]*\b(?:change|replace|alter|correct)\b[^.]*\b(?:where\s+it\s+says|the\s+bit\s+that\s+says|the\s+line)\s+['\"‘“]"
                           # "In the memoir I have spelt Dr Okonedo's name as 'Okenedo' throughout … Could you correct every instance?"
                           r"|^\s*in\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}(?:memoir|newsletter|letter|minutes|report|essay|book|story|doc|document)\b"
                           r".*\b(?:spelt|spelled|written|typed)\s+.{1,40}?\s+as\s+['\"‘“].*\b(?:correct|fix|change)\b",
                           re.I)  # "in my treasurers report doc i put bar profit £3,410, should be £3,140, fix it", "in Menu doc chebureki price 4.50
# make 4.80"
TOP_OF_DOC = re.compile(r"\b(?:add|put|insert|write)\b.*\bat\s+the\s+(?:very\s+)?(?:top|start|beginning)\s+of\b.*\bdoc(?:ument)?\b", re.I)
