"""How a request asks for a file of its own it has lost ("where's that tenancy agreement? I can't find it", "I saved it
somewhere"): a search of this computer's files, never the Drive's or the mail's."""

from __future__ import annotations

import re

WHERE_SAVED = re.compile(r"\bwhere\s+(?:did|have)\s+i\s+(?:save|saved|put|keep|kept|store|stored)\b.*\b(?:computer|laptop|folder|disk"
                         r"|in\s+the\s+(?:file\s*)?name)\b"
                         r"|\bwhere(?:'?s|\s+is)\s+(?:that|the|my)\b(?!.*\bdrive\b)[^?]*\bi\s+(?:saved|put|kept|stored|did|made|wrote|done|typed|took)\b"
                         r"|\bwhere'?s\s+(?:that|the|my)\s+(?!.*\bdrive\b)(?=[^?]*\b(?:pdf|docx?|file|spreadsheet|form|letter|manual|invoice|"
                         r"photo|picture|scan)s?\b)[^?]{3,60}?\s+gone\b"
                         # "i got my food handlers permit scanned on this computer somewheres, its a pdf, cant find it for nothin"
                         r"|\bon\s+(?:this|my|the)\s+(?:computer|laptop|pc|machine)\b(?!.*\bdrive\b)(?:.*\b(?:can'?t|cannot|can\s+not)\s+find\s+(?:it|them)\b"
                         r"|\s+somewheres?\b)"
                         # "I had a file with the new wording for the honey labels, …, and I can't for the life of me find where I saved it"
                         r"|\bi\s+(?:had|made|did|wrote|saved|typed)\s+(?:a|an|the)\s+(?:file|document|doc|letter|pdf)\b(?!.*\bdrive\b)"
                         r".*\b(?:can'?t|cannot|can\s+not)\s+(?:for\s+the\s+life\s+of\s+me\s+)?find\b"
                         # "Where's that blank tenancy agreement? I can't find it", "where's the tweed invoice. cant find it"
                         # "I was writing a letter to the Eastern Daily Press … I think it's somewhere in my documents could you find it"
                         r"|\bsomewhere\s+(?:in|on)\s+(?:my|the)\s+(?:documents|downloads|desktop|files|folders?|computer|laptop)\b(?!.*\bdrive\b).*\bfind\s+(?:it|them)\b"
                         # "where is insurance paper for the unit, its pdf somewhere", "where's that SFI thing"
                         r"|^\s*where(?:'?s|\s+is)\s+(?![^?]*\b(?:e-?mails?|drive|messages?)\b)[^?,]{3,60}(?:,|\?)\s*(?:(?:it'?s|its)\s+)?(?:a\s+)?(?:pdf|word|docx?|scan)\b"
                         r"|^\s*where(?:'?s|\s+is)\s+(?:that|the)\s+[\w' -]{2,30}?\s+(?:thing|paperwork|papers)\s*\??\s*$"
                         r"|^\s*where(?:'?s|\s+is)\s+(?:that|the|my)\s+(?![^?]*\b(?:drive|e-?mails?)\b)[^?]{2,50}\?+\s*(?:i\s+think\s+)?i\s+(?:have\s+|'ve\s+)?(?:saved|put|kept|stored)\s+it\s+(?:somewhere|in)\b"  # "Whaur's the
                         # team sheet for Setterday? I saved it somewhere an cannae find it noo."
                         r"|^\s*where(?:'?s|\s+is)\s+(?:that|the|my)\s+(?![^?]*\b(?:drive|e-?mails?)\b)[^?]{2,40}?\s+(?:file|pdf)\s*\?"  # "xmas menu file ta koi?"
                         # "where is invoice for Gary van, EGR one? pdf.", "find Precious timesheet for last week, the scanned one"
                         r"|^\s*where(?:'?s|\s+is)\s+(?![^?]*\b(?:e-?mails?|drive|messages?)\b)[^?]{3,60}\?\s*(?:it'?s\s+(?:a\s+)?|it\s+was\s+(?:a\s+)?|the\s+)?pdf\b(?!.*\bdrive\b)"
                         r"|^\s*(?:please\s+)?(?:find|where'?s|where\s+is)\b(?=[^.?!]*\bscan(?:ned)?\b)(?![^.?!]*\b(?:drive|e-?mails?)\b)"
                         r"|^\s*where(?:'?s|\s+is)\s+(?:that|the|my)\s+(?![^?.]*\b(?:e-?mails?|drive|messages?|texts?)\b)[^?.]{3,50}[?.]\s*(?:i\s+)?"
                         r"(?:(?:can'?t|cannot|can\s+not)\s+)?find\s+(?:it|them)\b"
                         # "Can you find that letter I wrote to the pension people?", "Where did the photos from Largs go, …?"
                         r"|\b(?:find|where'?s|where\s+is)\s+(?:that|the|my)\s+(?:letter|document|doc|file|essay|story|poem|form|list)\s+(?:i|we)\s+"
                         r"(?:wrote|typed|did|made|saved|started|scanned)\b(?!.*\b(?:drive|e-?mails?)\b)"
                         r"|^\s*where\s+(?:did|have)\s+(?:the|my|those|that|all\s+the|all\s+my)\s+(?![^?]*\b(?:drive|e-?mails?|messages?)\b)[^?]{2,60}?\s+(?:go|gone)\b"
                         r"|^\s*where(?:'?s|\s+is)\s+(?:my|the|that)\s+[^,?]{3,60},\s*the\s+(?:pdf|scanned|word)\s+one\b(?!.*\bdrive\b)"  # "where is my food
                         # hygiene certificat, the pdf one, need print it"
                         r"|^\s*(?:please\s+)?find\s+(?:the|my|that)\s+(?:[\w-]+\s+){0,2}(?:report|statement|certificate|contract|agreement|receipt)\b"
                         r"(?![^.?!]*\b(?:drive|e-?mails?|mail|sent|sheet|spreadsheet|google\s+docs?)\b)"  # "find the incident report Abbey Square last week"
                         r"|^\s*(?:please\s+)?find\s+(?:the|my)\s+(?:new|latest|newest|old)\s+[\w' -]{1,30}?\s+(?:file|pdf)\b(?!.*\bdrive\b)",  # "tim file price list moi"
                         re.I)  # "wheres that movement licence pdf i saved", "wheres that price list i did for the website",
#                                  "wheres that pdf of the yamaha u1 service manual gone"
