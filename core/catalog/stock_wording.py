"""How a request counts stock: things sold, used or broken taken off ("sold 6 of the 2027 calendars", "used 2 xr battery iro take
off"), made, brought or delivered added on ("just bagged up another 8 of the seasoned, add them on", "delivery just come, 4 kegs of
Carling in"), and a count put right as it now stands ("figatellu now 120 pieces, change it"): the rows' counts, never a row
deleted or a new one. Split from local_wording.py (session 53)."""

from __future__ import annotations

import re

SOLD_COUNT = r"(\d{1,5}|a\s+dozen|a\s+couple\s+of|couple\s+of|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
# "sold 6 of the 2027 calendars", "sold 3 x keyrings", "sold 2 more tea towels", "6 calendars sold", and what was used or given
# out with the count said to go down ("grabbed 2 igniters off the shelf …, take em off the count", "we gave out 24 uht milks … nobody
# took em off")
_OFF_STOCK = r"(?:off|of(?=\s+(?:the\s+|my\s+)?(?:[a-z]+\s+)?stock\b))"  # "never took them of the van stock": off it
SOLD = re.compile(rf"\b(?:sold|flogged|shifted|(?:used|grabbed|gave\s+out|handed\s+out|took|bought)(?=.*\b(?:take|took|knock)\s+(?:em|them|those|it)\s+{_OFF_STOCK}\b))\s+{SOLD_COUNT}\s+(?:x\s+|more\s+)?(?:of\s+)?(?:the\s+|them\s+|those\s+|our\s+)?"
                   r"(.+?)(?=\s+(?:at|in|on|to|from|for|out|today|yesterday|this|last|so|n|and|&|take|off)\b|[,.;!?(]|$)"
                   rf"|\b{SOLD_COUNT}\s+(?:x\s+)?(?:of\s+)?(?:the\s+)?(.+?)\s+sold\b", re.I)
# "used 2 of them trv valves at sandra holmes … never took them of the van stock": a count taken off a stock count, no row deleted
TAKEN_OFF_STOCK = re.compile(rf"\b(?:used|(?:i|we)\s+use|sold|fitted|grabbed|took|bought)\s+{SOLD_COUNT}\b.*\b(?:take|took|knock)\s+"
                             rf"(?:em|them|those|it|the\s+ones\s+(?:i|we)\s+(?:sold|used))\s+{_OFF_STOCK}\s+"
                             r"(?:the\s+|my\s+)?(?:[a-z]+\s+)?(?:stock|count)\b"  # "I took 24 of the 1lb wildflower …, take the ones I sold off the count"
                             # a count used or cut and a bare "take (that) off" after it: "used 2 xr battery iro take off", "I cut three and a
                             # half yards of muslin for Doris's backin, take that off"
                             rf"|\b(?:used|cut|fitted|grabbed|(?:i|we)\s+(?:soak|soaked|use|cook|cooked|bake|baked))\s+(?:{SOLD_COUNT}|\d+(?:\.\d+)?|[a-z]+\s+and\s+a\s+half)\s+(?:[\w'’-]+\s+){{0,8}}?[\w'’-]+\s*,?\s+"
                             r"take\s+(?:(?:it|that|them|em)\s+)?off(?:\s+(?:from\s+)?(?:the\s+)?stock)?\s*(?:pls|please)?\s*[.!]?\s*(?:\([^)]*\)\s*)?$"
                             # things broken, taken off the count of working ones: "two a di torch dem mash up yestideh, tek dem off di working"
                             r"|\b(?:broke|broken|mash(?:ed)?\s+up|smashed|bust(?:ed)?)\b.*\btake\s+(?:it|them|em)\s+off\s+(?:the\s+)?(?:working|stock|count)\b", re.I)  # "used 2
# binnenbanden 28 on the gazelle, take off stock"
# "just bagged up another 8 of the seasoned, add them on", "made 12 more of the lavender soaps, add them to stock"
STOCKED = re.compile(rf"\b(?:bagged(?:\s+up)?|made(?:\s+up)?|baked|brewed|potted\s+up|got\s+in|took\s+in|bought|brought(?:\s+in)?|bring|picked\s+up|collected|dropped(?:\s+off)?|dropping\s+off|delivered)"
                     rf"\s+(?:another\s+)?{SOLD_COUNT}"
                     r"(?:\s*(?:kg|g|ml|l|lbs?)\b)?\s+"
                     r"(?:x\s+|more\s+)?(?:of\s+)?(?:the\s+|them\s+|those\s+|our\s+)?(.+?)(?=\s+(?:at|in|on|to|from|for|today|yesterday|this|"
                     r"last|so|n|and|&|add|back|over|round)\b|[,.;!?(]|$)(?=.*\b(?:add|put|stick)\s+(?:them|em|those|these|it)\s*(?:on|in|to|[.!]?\s*(?:\([^)]*\)\s*)?$)|.*\b(?:to|on)\s+(?:the\s+)?stock\b)"
                     # or the count first: "20 balls o Sholmit cam back fae da mill dis moarnin, pit dem in"
                     rf"|^\s*(?:put\s+|add\s+)?{SOLD_COUNT}\s+(.+?)\s+(?:came|come|arrived|got\s+here)\b(?=.*\b(?:add|put)\s+(?:(?:them|em|those|these|it)\s*(?:on\b|in\b|[.!]?\s*(?:\([^)]*\)\s*)?$)"
                     r"|(?:please|pls)\s*[.!]?\s*(?:\([^)]*\)\s*)?$))",  # "6 kg de sarrasin arrived ce matin, add please"
                     re.I)
# "delivery just come, 4 kegs of Carling in": a delivery's count of one thing, added to its stock
# A count said as it now stands and put right: "aiò the pallet arrived, figatellu now 120 pieces, change it", "coconut milk only 36
# tins now, change it", "chicken thighs we got 100 lbs now. fix it in the stock", "oat milk … now total 42 cartons, update pls"
_COUNT_UNIT = r"(?:pieces|pcs|kg|kilos?|lbs?|pounds|bags?|boxes|bottles|jars|tins|cans|cartons|units|trays|packs?|pots|cases|dozen|sacks?|loaves|litres?)"
_COUNT_NOW = re.compile(r"\b(?:now|only|down\s+to|now\s+(?:is|are|it'?s))\s+(?:total\s+)?\d+(?:\.\d+)?\s*" + _COUNT_UNIT + r"\b|\b(?:got|have)\s+\d+(?:\.\d+)?\s*"
                       + _COUNT_UNIT + r"\s+(?:of\s+)?(?:[a-z]+\s+)?now\b|\bthere'?s\s+\d+\s+now\b|\bonly\s+\d+\s+(?:[a-z]+\s+){0,3}left\b"
                       r"|\bnow\s+(?:we|i)\s+(?:have|got)\s+\d+\b", re.I)  # "rice is down to 25 lbs na", "so theres 10 now", "so now is 8 bags", "so
# only 2 left now", "only 2 pots kersen left", "suluguni delivery came, nu, now we have 30", "we have 45 kg lamb now"
COUNT_PUT_RIGHT = re.compile(r"(?:" + _COUNT_NOW.pattern + r")[^?]*\b(?:change|update|fix|correct)\s+(?:it|that|am|um|em|the\s+stock|my\s+stock|stock|pls|please)\b"
                             # … or said to be counted, or after a delivery: "cheese now 20 kilo, I count this morning", "lamb delivery came, we
                             # have 45 kg lamb now"
                             r"|(?:" + _COUNT_NOW.pattern + r")[^?]*\bi\s+(?:just\s+)?count(?:ed)?\b|\bdelivery\s+(?:just\s+)?(?:came|come|arrived)\b[^?]*(?:"
                             + _COUNT_NOW.pattern + r")", re.I)
STOCK_ARRIVED = re.compile(rf"^\s*(?:a\s+|the\s+)?(?:delivery|stock)\s+(?:just\s+|has\s+)?(?:come|came|arrived|landed|in)\b[\s,:;-]+{SOLD_COUNT}\s+"
                           r"(?:x\s+)?(.+?)\s+(?:in|came|come|arrived)\b(?=\s*(?:[.!(]|$))"
                           # "rice delivery come, 20 kilo, add it": the count (read ahead) of what was delivered
                           r"|^(?=.*?\bdelivery\s+(?:just\s+|has\s+)?(?:come|came|arrived|landed)\b[\s,:;-]+(\d{1,5})\s*(?:kg|kilos?)?\b)"
                           r"\s*([a-z][\w -]{1,30}?)\s+delivery\b(?=.*\badd\s+(?:it|them)\b)"
                           # "sheet mask delivery came 📦 add 20": the count said after
                           r"|^(?=.*?\bdelivery\s+(?:just\s+)?(?:came|come|arrived|landed)\b\W*\s*add\s+(\d{1,5})\b)\s*([a-z][\w -]{1,30}?)\s+delivery\b"
                           # "delivery's come!!! 500 more gold 12 inch, add em on ta": that many more of it
                           r"|^\s*(?:the\s+)?(?:delivery|stock|order)(?:'s|s)?\s+(?:just\s+|has\s+)?(?:come|came|arrived|landed|in)\b[\s,.:;!-]+(\d{1,5})\s+(?:more\s+)?"
                           r"([^,.;!?]+?)\s*,?\s*add\s+(?:them|em|it)\s+(?:on|in)\b"
                           # "delivery come, add 10 packs 1B xpression": that many more of it
                           r"|^\s*(?:a\s+|the\s+)?(?:delivery|stock|parcel)\s+(?:just\s+|has\s+)?(?:come|came|arrived|landed|in)\b[\s,:;-]+add\s+(\d{1,5})\s+"
                           r"(?:x\s+)?(?!(?:new|a|an|the)\b)([^,.;!?(]+?)\s*[.!]?\s*(?:\([^)]*\)\s*)?$", re.I)
# "add 6 kg pure callets to the stock", "a parcel came from Sweet Squared, 6x acetone, add it to the stock": a count added to stock
ADDED_TO_STOCK = re.compile(rf"\badd\s+{SOLD_COUNT}\s*(?:x\s+)?(?:(?:kg|g|ml|l)\s+)?(?:of\s+)?(?!new\b)([^,.;:]+?)\s+(?:to|in|into)\s+(?:the\s+)?stock\b"
                            r"|(?<![\w£$€.])(\d{1,5})\s*(?:x\s*)?([^\d\s,.;][^,.;]*?)\s*[.,;]\s*(?:please\s+)?(?:add|put)\s+"
                            r"(?:them\s+|it\s+|those\s+|these\s+|that\s+)?(?:to|in|into|on)\s+(?:the\s+)?stock\b"
                            r"|^\s*(\d{1,5})\s+([a-z][^,.;]{1,40}?)\s+(?:came|come|arrived)\s+(?:in\s+)?(?:today|this\s+morning|yesterday)?\s*,?\s*add\s+(?:them\s+|it\s+)?(?:to|in|into)\s+(?:the\s+)?stock\b"  # "4 michelin
                            # 225 45 17 come today add to stock"
                            r"|\bstock\b[^:]{0,20}:\s*add\s+(\d{1,5})\s*(?:x\s+)?(?:(?:kg|g|ml|l)\s+)?([^,.;]+)"  # "in the stock db: add 6 kg …"
                            rf"|\badd\s+{SOLD_COUNT}\s+(?:(?:dozen|more|boxes|bags|cases|kegs|trays|crates)\s+)?(?:to|onto)\s+the\s+([a-z][\w -]{{1,30}}?)\s*[.!]?\s*(?:\([^)]*\)\s*)?$", re.I)
