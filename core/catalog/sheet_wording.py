"""How people say what a spreadsheet request does: cells and ranges ("C7 on the Rota tab"), a new row ("add tesco shop
£23.40 … to my Budget sheet", "…: 14/03, 2.5 hrs"), a value put in a cell, and a question asked of a sheet's rows."""

from __future__ import annotations

import re

CELLS = re.compile(r"\b[A-Z]{1,2}[1-9]\d{0,4}(?:\s*(?::|to|-)\s*[A-Z]{1,2}[1-9]\d{0,4})?\b"
                   r"|\bcolumns\s+[A-Z]{1,2}\s*(?:to|-|–|through|:)\s*[A-Z]{1,2}\b|\brow\s+\d{1,5}\b(?=.*\btab\b)")  # "columns A to C"
SHEET = re.compile(r"\b(?:spread)?sheets?\b", re.I)
# A sheet named first, then after a dash the new row's values, no question, change or cell address: "mileage sheet - 42 miles today, …"
_SHEET_FIRST = (r"^\s*(?:the\s+|my\s+)?[\w' .-]{1,40}?\s+(?:spread)?sheet(?:\s*[-–:.]\s*|\s+(?=\d))(?!\s)(?!(?:add|log|put|stick|pop|who|what|whats|when|which|"
                r"where|how|is|are|can|could|do|does|did|change|update|set|make|fix|correct)\b)(?![^?]*\b[A-Z]{1,2}\d)(?=[^?]+$)")
SHEET_THEN_ROW = re.compile(_SHEET_FIRST + r"(.+)$", re.I | re.S)
ADD_A_ROW = re.compile(r"\b(?:add|append|put|log)\s+(?:a\s+|one\s+|new\s+)*(?:line|row|entry)\b.*\b(?:spread)?sheet\b"
                       r"|^\s*(?:please\s+)?(?:add|log|put|record|enter|stick)\s+(?!(?:a|an|new|another)\s+(?:tab|sheet)\b).+\b(?:to|in|on|into)\s+"
                       r"the\s+[\w' -]{1,30}?\s+tab\s+(?:in|of|on)\s+(?:the\s+|my\s+)?\S"  # "add 26/11/26, 84 miles … to the Mileage tab in …"
                       r"|^\s*(?:please\s+)?(?:add|append)\s+(?:a\s+|one\s+|new\s+)*row\s+to\s+(?!.*\.(?:db|sqlite))[^:]+:"
                       r"|^\s*(?:please\s+)?(?:(?:i\s+)?forgot\s+to\s+)?(?:add|log|put|record|enter|stick|pop|bung|chuck)\b(?!.*\b(?:tab|tabs|column|chart)\b).+\b(?:to|in|on|inside|into|for)\s+(?:(?:my|the)\s+)?"
                       r"[^.?!]{0,40}?\b(?:spread|time)?sheet\b"  # "add tesco shop £23.40 on 5/10 to my Budget 24/25 sheet", "Log 6.5 hours … on the timesheet"
                       r"|^\s*(?:the\s+|my\s+)?[\w' -]{1,40}?\s+(?:spread)?sheet\s*[-–:,]\s*(?:add|log|put|stick|pop|new\s+(?:line|row|entry))\b"
                       r"|^\s*(?!(?:what|whats|what's|who|whos|which|read|show|mark|open|find|where|how)\b)[\w' -]{1,30}?\s+(?:in|on|into)\s+(?:the|my)\s+"
                       r"(?:[\w' -]{1,20}?\s+)?(?:spread)?sheet\s*(?:,?\s*(?:please|pls))?\s*[,:-](?![^?]*\b(?:[a-z]{1,2}\d|tabs?|cells?|columns?|rows?)\b)\s*.*\d"
                       # "takings in the sheet pls, sat £412.60 sun £288"
                       r"|^\s*[£$€]\d[\d.,]*\s+[\w' -]{1,30}?\s+(?:in|on|into)\s+(?:the|my)\s+(?:[\w' -]{1,20}?\s+)?(?:spread)?sheet\b"  # "45 quid diesel in the
                       # expenses sheet, today, the shell on queens drive"
                       r"|^\s*(?:please\s+)?(?:add|put)\s+.+?\s+(?:to|on|in)\s+(?:the|my)\s+[\w' -]{1,30}?\s+(?:tracker|mileage)\b"  # "Add Daniel Kowalski to the leavers tracker …"
                       r"|^(?=.*\d).*?\b(?:chuck|stick|pop|bung|put|add)(?:\s+(?:it|that|them|em)\s+(?:in|on|into|onto)|\s+(?:it\s+|them\s+)?to)\s+(?:the|my)\s+[\w' -]{0,30}?(?:spread)?sheet\b"  # "week's
                       # takings were $9,840 – chuck it in the takings sheet", "diesel 62.40 today chuck it on the expenses sheet", "hom nay
                       # lam dc £1,240 add vo sheet" (today took £1,240, add to the sheet)  # "Hall
                       # bookings sheet, new line: Sat 5 Dec, Brownies Xmas party, 1400-1700, £45, paid cash."
                       r"|" + _SHEET_FIRST + r"(?=[^?]*\d)", re.I)  # "volunteer hours sheet - add today, carol 5 hrs, dave 3 and a half",
#                                                     "mileage sheet - 42 miles today, stow n back"
PUT_IN_CELL = re.compile(r"\b(?:put|write|enter|type|set)\b.*\b(?:(?:in|into)\s+(?:cell\s+)?|(?:that'?s|thats|it'?s|its)\s+cell\s+)"
                         r"[A-Z]{1,2}\d{1,5}\b|\b[A-Z]{1,2}\d{1,5}\s+(?:should|needs\s+to|must)\s+be\b")  # "… thats cell D14", "C14 should be 12.4"
ROW_TO_VALUE = re.compile(r"^\s*(?:please\s+)?(?:change|update|set|make)\s+(?!(?:it|that|this)\b)[\w'&/ -]{2,40}?\s+to\s+[£$€]?\d[\d,.]*\s+"
                          r"(?:on|in)\s+(?:the|my|our)\s+[\w' -]{2,40}?\s*(?:sheet|spreadsheet|price\s+list|list)\s*[.!]?$"
                          r"|^(?=[^,;]*\d)[^,;]+[,;]\s*(?:pls\s+|please\s+)?(?:change|update|alter|amend|put)\s+(?:it|that|this)\s+(?:on|in)\s+(?:the|my|our)\s+"
                          r"[\w' -]{2,40}?\s*(?:spread)?sheet\s*[.!]?$"
                          # "in the timesheet Max did 7.5h samedi not 5, fix it": a value put right in a named sheet
                          r"|^\s*(?:in|on)\s+(?:the|my|our)\s+[\w' -]{0,30}?(?:spread|time)?sheet\b[^?]*\d[^?]*\bnot\s+\d[\d.]*\b[^?]*\b(?:fix|change|correct|update|amend)\s+(?:it|that)\b"
                          # "Thomas Reid's essay mark on the HIST2261 marks spreadsheet should be 62, not 58. Could you correct it?"
                          r"|\b(?:on|in)\s+(?:the|my|our)\s+[\w' -]{1,40}?\s*(?:spread)?sheet\s+(?:should|needs\s+to)\s+(?:be|say|read)\s+[£$€]?\d[\d.,]*"
                          r"\s*,?\s+not\s+[£$€]?\d",
                          re.I)  # "room hire's going up to £28 a session from jan, change it on the budget sheet"
ROW_TO_NAMED = re.compile(r"\b(?:add|append|put|log)\s+(?:a\s+|one\s+|new\s+)*(?:line|row)\s+(?:to|in|on|into)\s+(?:the\s+|my\s+)?"
                          r"[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*)*\s*[:,-]")
ROW_AFTER_COLON = re.compile(r"^\s*(?:please\s+)?(?:add|log|put|append|record|enter|stick|jot)\b[^:]*\b(?:(?:spread)?sheet|tab)\b[^:]*:"
                             r"\s*[^,]+(?:,[^,]+){1,}$", re.I)  # "log tonights overtime in my 'Overtime' sheet: 14/03, 2.5 hrs"
ASKED_IN_SHEET = re.compile(r"^(?!.*\b(?:tabs?|title|called|named|shared|share|access|see|edit|owns?|owner|size|created|modified)\b)"
                            r"(?:\s*(?:who|who's|whos|what|what's|whats|when|which|how\s+(?:much|many)|where)\b.*\b(?:spread)?sheet\b(?!s)"
                            r"|\s*(?:show|pull\s+up|bring\s+up|open)\s+(?:me\s+|us\s+)?(?:the\s+|my\s+|our\s+)[\w' -]{1,40}?\s+(?:spread)?sheet"
                            r"(?:\s+for\s+[\w' -]{1,20}?)?\s*(?:[.!?]?$|[,;:-]\s*(?:(?:and\s+)?(?:check|see|tell\s+me|look)\s+)?"
                            r"(?:who|who's|whos|what|what's|whats|when|which|how|where)\b)"
                            r"|\s*(?:the\s+|my\s+|our\s+)?[\w' -]{1,40}?\s+(?:spread)?sheet\s*[-–:,]\s*(?:who|who's|whos|what|what's|whats|when|which|how)\b"
                            r"|\s*(?:check|look\s+(?:at|in)|have\s+a\s+look\s+(?:at|in))\s+(?:the\s+|my\s+|our\s+)?[\w' -]{1,40}?\s+(?:spread)?sheet\s*[,;:-]?\s*"
                            r"(?:who|who's|whos|what|what's|whats|when|whens|which|how|where|is|are|does|do)\b)",
                            re.I | re.S)  # "who's doing cake …? it's in the Cake Rota sheet", "show us the parts stock sheet",
#                                           "check my PAT testing sheet, when are the lights due", "look in payroll sheet how many hours …",
#                                           "pull up the comfort club pricing sheet for 2027, what did we land on for …"
# A new tab in a spreadsheet that exists: "in the logbook sheet make a new tab for December", "add a new tab called December to
# the logbook sheet" (a sheet added by spreadsheets.batchUpdate, not a new spreadsheet)
NEW_TAB = re.compile(r"\b(?:add|make|create|start|put\s+in|insert)\s+(?:me\s+)?(?:a\s+|another\s+|one\s+more\s+)?(?:new\s+)?(?:tab|worksheet|sheet\s+tab)\b"
                     r"(?=.*\b(?:spread)?sheet\b)|\b(?:spread)?sheet\b.*\b(?:add|make|create|start|insert)\s+(?:me\s+)?(?:a\s+|another\s+)?(?:new\s+)?tab\b", re.I)
# A sheet asked to be shown, nothing changed in it: "pull up my Sales 2026 sheet, the november numbers", "show me my Caja Borough
# 2026 spreadsheet, the Noviembre tab" (36 of 38 stored requests so worded read values; the others ask for version history or a new sheet)
SHOWN = re.compile(r"^(?=.*\b(?:sheet|spreadsheet)\b)\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:show|open|pull\s+up|bring\s+up|read|let\s+me\s+see|display)\b"
                   r"(?!.*\b(?:add|put|change|update|clear|share|delete|new|versions?|history|create|make|properties|metadata|tabs)\b)", re.I)  # (not
# "Show the tabs and properties of my spreadsheet": the spreadsheet itself)
# A row put into something named, no kind of thing said, values with a figure after the colon: "add to Market takings 2026: 22.11.2026
# card 1240 cash 310", "Enter into my Allotment Ledger: the 21st of November, seed garlic from Boyes, £6.80." (all 3 stored so worded
# add a spreadsheet row; a note, doc, list or table says so)
ROW_INTO_NAMED = re.compile(r"^\s*(?:please\s+)?(?:add|enter|put|log)\s+(?:in)?to\s+(?:my\s+|the\s+)?(?-i:[A-Z])(?![\w' ]*\b(?:notes?|docs?|documents?"
                            r"|list|calendar|diary|db|database|table|sheet|spreadsheet|file|folder)\b)[\w' ]{2,40}?\s*:(?=.*\d)"
                            # … or a tracker, ledger or log named in lower case (all 6 stored so worded): "add to my collab tracker: Lush | 1 reel + 3 stories | £450 | …"
                            r"|^\s*(?:please\s+)?(?:add|enter|put|log)\s+(?:in)?to\s+(?:my\s+|the\s+)?[a-z][\w' ]{1,30}?\s+(?:tracker|ledger|log)\s*:(?=.*\d)"
                            # … and "In the Building Fund spreadsheet please add yesterday's pledges: …" (a new row, no cell said; 4 of 4), "in google
                            # sheet Christmas orders add line: Nana Gabelia, …"
                            r"|^\s*in\s+(?:the\s+|my\s+)?(?:google\s+)?(?:spread)?sheet\s+[\w' -]{1,40}?\s+(?:add|put|enter|log|append)\s+(?:a\s+|new\s+)?(?:line|row|entry)\s*:"
                            r"|^\s*in\s+(?:the|my|our)\s+[\w' -]{1,40}?\s+(?:spread)?sheet\s*,?\s+(?:(?:please|pls|can\s+you|could\s+you)\s+)?"
                            r"(?:add|put|enter|log|append)\b(?!.*\b[A-Z]{1,2}\d)", re.I)
# One cell of a sheet given a value: "in Staff rota sheet put Grace instead of Kondwani for saturday evening (C7)", "Lot Results sheet -
# … Correct cell D23 please" (all 40 stored requests saying a sheet, one cell and putting, changing or correcting, no "?", update it)
ONE_CELL_SET = re.compile(r"^(?=.*\b(?:sheet|spreadsheet)\b)(?=.*(?-i:\b[A-Z]{1,2}[1-9]\d{0,3}\b))(?!.*(?-i:\b[A-Z]{1,2}[1-9]\d{0,3}\s*(?::|to|-)\s*[A-Z]{1,2}\d))"
                          r"(?=.*\b(?:put|make|change|correct|set|update|swap|replace|instead)\b)(?!.*\?)", re.I)
