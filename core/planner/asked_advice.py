"""Questions that ask what is true, what to say or what a sum comes to: answered in words even when they name the
user's own things ("is it ok me keeping everyones phone numbers n emails on my laptop, gdpr wise?", "40 bales at 4.50
how much"). Read by the relevance gate (relevance.py)."""

from __future__ import annotations

import re

# Questions that ask what is true or what to tell someone: advice even when they mention the user's things ("is it ok
# me keeping everyones phone numbers n emails on my laptop, gdpr wise?", "…, whats the honest answer").
ASKED_ADVICE = re.compile(r"\bwhat'?s\s+the\s+(?:honest|short|straight|simple|quick)\s+answer\b|\bwhat\s+do\s+i\s+(?:normally|usually|generally)\s+"
                          r"(?:tell|say)\b|\bwhat'?s\s+the\s+(?:actual\s+|real\s+|main\s+)?difference\s+between\b"
                          r"|\bwhat\s+time\s+(?:is|would)\s+(?:that|it)\s+(?:be\s+)?(?:for|in|at)\b"  # "If I start at 23:47 UTC tonight, what time is that for my
                          # colleague at Cerro Tololo?"
                          r"|^\s*(?:in\s+)?what\s+year\s+(?:did|was|were)\b"  # "In what year did Mr. Bram Stoker take his lodgings in Whitby …?"
                          # "is 4.2% engagement good for 38k followers or am i being delulu", "What actually makes a wine corked, chemically?",
                          # "fiver each way on a 9/2 shot, … it came in 3rd. What do I get back?", "Buyer's premium is 24% plus VAT - what does the
                          # buyer pay all in on a hammer of £1,500?", "baptism party 40 people, each eat 2 and half placinta, kaç I must bake?"
                          r"|\bor\s+am\s+i\s+being\b|^\s*is\s+[\d.]+\s*%\s+(?:[\w-]+\s+){0,2}(?:good|bad|normal|ok|okay|decent)\b"
                          r"|^\s*what\s+(?:actually\s+|really\s+|exactly\s+)?makes\s+(?:a|an|the)\s+\w+"
                          r"|\d.*\bwhat\s+do\s+(?:i|we)\s+get\s+back\b|\d\s*%.*\bwhat\s+(?:does|do|would|will)\s+(?:the\s+|a\s+)?\w+\s+pay\b.*\d"
                          r"|\b\d+\s+(?:people|guests|ppl|pax)\b.*\beach\b.*\bhow\s+(?:many|much)\b"
                          r"|\bgive\s+me\s+a\s+(?:glowing|nice|nicer|polite|positive|better|kinder|gentler|posh|diplomatic)\s+way\s+(?:to|of)\s+say(?:ing)?\b"
                          r"|^\s*comment\s+(?:on\s+dit|dit[- ]on|dire)\b"  # "comment on dit 'fresh msemen every morning' en français pour l'affiche?"
                          r"|\bhow\s+do\s+(?:you|i|we|one)\s+tell\s+(?:an?\s+|the\s+)?[\w' -]{2,40}?\s+from\s+(?:an?\s+|the\s+)?[\w' -]{2,40}?\s+(?:in\s+the\s+field|apart)?"
                          r"(?=[,?.])"  # "How do you tell a Caspian Gull from a Yellow-legged Gull in the field, …?"
                          r"|\b(?:set\s+out|explain|describe)\b[^.?!]{0,30}?\bthe\s+(?:distinction|difference)\s+between\b|\bis\s+that\s+(?:right|true|correct)\b"
                          r"|(?:^|[.?!]\s+)is\s+it\s+(?:ok|okay|alright|legal|allowed|proper|acceptable|wise)\s+(?:me|to|if|for)\b|\bdo\s+i\s+(?:need|have)\s+to\s+tell\b"
                          r"|^\s*can\s+(?:i|we)\s+claim\b|\bdo\s+i\s+just\s+(?:give|use|tell)\b|^\s*how\s+do\s+i\s+get\b.*\b(?:marks?|stains?)\s+(?:off|out)\b"
                          r"|\bwhat'?s\s+the\s+diff\b|\bquick\s+answer\b|\bwhat'?s\s+the\s+right\s+[a-z]+\s+(?:for|on|to)\b"
                          r"|^\s*give\s+(?:us|me)\s+(?:some|a\s+few)\s+(?:[\w-]+\s+){0,3}ideas\b|\bdown\s+as\s+(?:a\s+)?(?:business\s+)?expenses?\b"
                          r"|\bwhat'?s\s+the\s+answer\s*\??\s*$|\b(?:is|are)\s+(?:it|that|this|they|he|she|his\s+\w+|her\s+\w+)\s+(?:still\s+)?(?:legal|allowed)\b"
                          r"|\bwhat\s+can\s+i\s+do\s+with\s+(?:them|him|her)\b|\bwhat\s+should\s+i\s+do\s*\?|\bdid\s+i\s+do\s+the\s+right\s+thing\b|\bwhat\s+ought\s+i\s+to\s+do\b|^\s*(?:kindly\s+|pls\s+|please\s+)?suggest\s*[-–:]"
                          # how long food keeps: "cooked rice leftover tonight can keep til tmrw make fried rice? how long"
                          r"|\bcan\s+keep\s+(?:til|till|until|to)\b[^?]*\?|\bhow\s+long\s+(?:does|do|will|can)\s+[\w\s-]{1,40}?\s+keep\b"
                          # gardening know-how: "… so when should I be putting me garlic in and is it too late now"
                          r"|\bwhen\s+should\s+(?:i|we)\s+(?:be\s+)?(?:put(?:ting)?|plant(?:ing)?|sow(?:ing)?|prun(?:e|ing)|lift(?:ing)?|feed(?:ing)?)\s+(?:my|me|the|our)\b"
                          # the figures given: "room is 12 x 14, ceiling 8 foot. how many sheet drywall 4x8 i need for walls", "diesel
                          # 2.35 a litre, … otahuhu to hamilton and back how much fuel money roughly"
                          r"|\d.*\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,4}(?:i|we)\s+need\s+for\b|\d.*\bhow\s+much\b[^?.]*\broughly\s*\??\s*$"
                          r"|\bis\s+(?:that|it|this)\s+(?:enough\s+to\s+worry|something\s+to\s+worry|serious|dangerous|poisonous|toxic)\b"
                          # what to charge or pay: "is $40/hr lowballing", "rm85 … too ex or not", "how much a tuner does charge …"
                          r"|\bwhat\s+should\s+i\s+(?:pay|charge|ask|quote|offer|tip)\b|\blow-?ball(?:ing)?\b|\btoo\s+ex(?:p|pensive)?\s+or\s+not\b"
                          r"|^\s*how\s+much\s+(?:does\s+|do\s+)?(?:a|an)\s+\w+(?:\s+\w+)?\s+(?:does\s+|do\s+)?(?:charge|cost)\b"
                          r"|\bwhat\s+do\s+\w+\s+(?:usually|normally|typically|generally)\s+charge\b"
                          # "How I explain simple the difference between 'seit' and 'für' …", Tagalog's "paano po …" (how), "y'all reckon"
                          r"|\bhow\s+(?:do\s+|should\s+|can\s+)?i\s+explain\b|^\s*paano\b|\b(?:y'?all|you|ya|u)\s+reckon\b"
                          # the user's own English put right: "Email english check please. '…' Right english how?", "is this good english"
                          r"|\b(?:right|correct|proper|good)\s+english\s+how\b|\benglish\s+check\b|\bcheck\s+(?:my|this|the)\s+(?:english|grammar)\b"
                          r"|\bis\s+(?:this|that|it|my)\s+(?:\w+\s+)?(?:right|correct|good|proper)\s+english\b"
                          # "you think I should raise …", "… worth it at all …, what do you think", sums to work out: "how many ties
                          # wad ah need for a 12m by 8m …", "if I get 6 kids … at 85 each … how much I clear", "… per person for a boil"
                          r"|^\s*(?:do\s+)?(?:you|u|ya)\s+think\s+(?:i|we)\s+should\b|\bwhat\s+do\s+(?:you|u|ya)\s+think\s*[?.!]*\s*$"
                          r"|\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,3}(?:would|wad|wud|should|do|will)\s+(?:i|we)\s+need\b"
                          r"(?!\s+(?:to\s+(?:bake|make|cook|prep|prepare)\s+)?(?:for\s+)?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                          r"|this\s+week)\b)"  # (not "how many vlaaien do i need to bake for tomorrow? who ordered what": the orders)
                          r"|\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,3}(?:would|wid|wad|wud|should)\s+(?:i|we)\s+\w+(?:\s+\w+)?\s+(?:for|on)\s+(?:a|an)\s+\d"
                          # "Hoo mony stitches wid I cast on fur a 40 inch chest at 7 stitches da inch?"
                          r"|\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,4}(?:will|would|does|do)\s+(?:a|an|one)\s+[\w\s-]{1,30}?\s+(?:take|need|use)\b"
                          r"|\bif\s+(?:i|we)\s+(?:get|have|charge|sell|do|take)\b.*\bhow\s+much\s+(?:do\s+|would\s+|will\s+)?(?:i|we)\s+"
                          r"(?:clear|make|earn|get|net)\b|\bper\s+(?:person|head)\s+for\s+(?:a|an)\b|,\s*approx(?:imately)?\s*\??\s*$"
                          # "Would you be so good as to work out how much Gift Aid the branch may reclaim on subscriptions totalling one
                          # thousand two hundred and sixty pounds?": the figures given, a sum
                          r"|^\s*(?:work\s+out|calculate|figure\s+out)\s+(?:how\s+(?:much|many)|what)\b(?=.*(?:\d|\b(?:hundred|thousand)\b))"
                          # sums to work out: "how much is 18 dozen shiners at 3 bucks plus 9 percent tax", "62 kilo at 3.20 whats that"
                          r"|^\s*if\s+(?:an?\s+|one\s+)?[\w-]+(?:\s+[\w-]+)?\s+is\s+\d[\d.,]*\s+[a-z]+\b.*\bhow\s+(?:much|many)\s+(?:is|are)\s+\d"  # "if
                          # a retes is 8 slices and 2.50 a slice then how much is 12 retes"
                          r"|^\s*how\s+many\s+(?:more\s+)?(?:days|weeks|sleeps|months)\s+(?:is\s+it\s+)?(?:to|till|til|until|before)\s+"
                          r"(?:xmas|christmas|easter|new\s+year|halloween|bonfire\s+night|(?:my|her|his|our)\s+birthday)\b"  # "how many days
                          # to xmas": a sum of days
                          r"|^\s*(?:what|which)\s+(?:[\w-]+\s+){1,2}(?:should|shall|would)\s+(?:i|we)\s+(?:use|buy|get|go\s+for|choose|pick)\b"
                          # "what screws should I use for decking in this weather": advice
                          r"|^\s*(?:does|do|would|will)\s+(?:this|that|it)\s+(?:sound|read|look|come\s+across)\b"  # "does this sound as
                          # rude to you as it does to me …": an opinion
                          r"|\d.*\bhow\s+much\s+(?:do|should|will|would)\s+(?:i|we)\s+(?:pay|owe|give)\s+(?:him|her|them)\b"  # "denisa
                          # did 22 hours at 11.50 an hour, how much do I pay her this week"
                          r"|\d.*\bwhat\s+(?:am|are|will|would)\s+(?:i|we)\s+(?:be\s+)?left\s+with\b"  # "6 people at 55 pounds, diesel 90
                          # and bait 25. what am I left with"; "… not worth 40. what do I tell him?": advice
                          r"|\bwhat\s+(?:do|should|shall)\s+i\s+(?:tell|say\s+to)\s+(?:him|her|them)\s*\??\s*$"
                          r"|^\s*(?:how\s+much\s+is|what'?s|what\s+is)\s+\d[\d.,]*\s+[a-z]+.*\bat\s+[£$€]?\d|\d\s*[a-z]*\s+at\s+[£$€]?\d[\d.:]*\w*(?:\s+(?:each|a\s+piece|per\s+\w+))?\s*,?\s+(?:what'?s\s+that\b|how\s+much\s*\??\s*$)"
                          r"|^\s*\d+\s+[a-z]+\s+at\s+[£$€]?\d[\d.]*\s+(?:take|less|minus|plus|add)\b[^?]{0,50}?\bhow\s+much\s*\??\s*$"  # "40 fish at 8.50 take off 10%
                          # for the church how much"  # "40 bales at 4.50 how much"
                          r"|\b(?:can'?t|cant|cannot)\s+(?:start|get\s+started|focus|concentrate|motivate)\b[^?]*\bhelp\s*[.!?]*\s*$"  # "i literally cant start
                          # revising my brain just wont do it. help"
                          r"|[?.]\s*what\s+(?:do\s+|should\s+)?i\s+(?:say|tell\s+(?:him|her|them))\s*\??\s*$"  # "customer ask is injera gluten free? what i say"
                          r"|\bhow\s+many\s+(?:hrs|hours)\s+is\s+\d+\s+[a-z ]{0,20}?(?:at|of|x)\s+\d"  # "how many hrs is 3 long days at 12.5 and a short at 7.5"
                          # "honestly divn't knaa how am gettin thru today, 3 off sick n a full board": how the day feels, no call
                          r"|\b(?:don'?t|dont|divn'?t|dinnae)\s+(?:know|knaa|kna|ken)\s+how\s+(?:i'?m|am|i\s+am|a'?m)\s+(?:getting|gettin|going\s+to\s+get)\s+(?:thru|through)\b"
                          r"|^\s*(?:how|ow)\s+(?:am|are)\s+(?:ya|you|u|yer)\b(?:\s+(?:today|doing|keeping|going))*\s*[!?.]*\s*$"  # "ow am ya today bab!! 😄"
                          r"|\bwhether\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+\s+(?:falls|is|will\s+be)\s+on\s+a\s+\w+day\b"  # "Could you tell me
                          # whether the 26th of December falls on a Saturday this year?": the calendar's days, not the diary's
                          r"|[£$€]\s?\d[^?]*\bhow\s+much\b[^?]*\d[\d.]*\s*%|[£$€]\s?\d[^?]*\d[\d.]*\s*%[^?]*\bhow\s+much\b"  # "table 7 bill £186.40,
                          # 12.5% service add korle koto?"
                          r"|[£$€]\s?\d.*\bhow\s+much\s+(?:is\s+(?:that|it)\s+|(?:in\s+)?total\s+|altogether\s+)?(?:before|after)\s+tax\b"  # "… pay is £12.85
                          # per hour. This week I do 4 nights. How much total before tax?"
                          # "15 dozen at 22 a dozen plus the tax what does that come out to", "whats the bill come to", "his 35 in 4
                          # bits, how much is that each time", "came to 1100, whats the 6.25 percent tax on that"
                          r"|\d.*\bwhat'?s?\s+(?:does\s+|do\s+|will\s+|would\s+)?(?:that|it|this|the\s+(?:bill|total|lot))\s+(?:all\s+)?come\s+(?:out\s+)?to\b"
                          r"|\d.*\bhow\s+much\s+is\s+that\s+(?:each|per|a)\s+(?:time|week|month|day|go|person|head)\b"
                          r"|^(?=.*[£$€%])[^?]*\d[^?]*[.,;]\s*(?:so\s+)?(?:the\s+)?total\s*\?\s*$"  # "3 days work, £280 day, VAT 20% add. total?"
                          r"|\d[\d.,%]*\s*=\s*\?"
                          r"|^\s*how\s+much\s+(?:for|is)\s+\d[^?]*\bat\s+[£$€]?\d"  # "combien for 3 and half metres at 12 pound"
                          r"|\bwhat\s+does\s+(?:it|this|that|[\"'‘“][^\"'’”]{1,20}[\"'’”])\s+mean\b|\bsilly\s+question\b"  # "Sorry if this is a silly question but what
                          # does it mean when it says "cc" at the top of an email? Ron"
                          r"|\d[^?]*\s[+x×]\s*\d[^?]*\bwhat'?s\s+that\b"  # "2 days at 9hrs + 2 nights at 15hrs, whats that a block"
                          r"|^\s*how\s+many\s+(?:laps|lengths|miles|km|metres|meters)\b[^?]*\bif\b"  # "how many laps of the no.1 field for 3km if it's 400 round"
                          # "j'ai 2kg sarrasin, one batch is 250g. combien batches?": the figures given, a sum
                          r"|^(?=(?:[^?]*?\d){2})[^?]*\b(?:is|are|makes?|takes?)\s+\d[\d.,]*\s*[a-z]*\s*[.,;]\s*how\s+(?:many|much)\s+[a-z]+\s*\??\s*$"  # "3/4 of 48 minus 15% of 60 = ? want check the answer key …": a sum
                          # "We have 47 full members at £85 and 12 social members at £30. What ought the subscription income to come to …"
                          r"|\d.*\bwhat\s+(?:ought|should|would|will|does|do)\s+(?:the|my|our|that|it|this)\b[\w\s-]{0,30}?\b(?:to\s+)?come\s+(?:out\s+)?to\b"
                          r"|\b(?:you|u)\s+(?:might|could|can|would)\s+advise\s+me\b|\b(?:value|like|want|appreciate)\s+your\s+(?:opinion|view|views|advice|thoughts)\b"
                          r"|\b(?:what|whit)'?s\s+(?:my|ma)\s+(?:profit|margin|cut)\b"
                          # thanks and tiredness said, nothing asked: "hvala brate, spasio si me danas" (thanks mate, you saved me today),
                          # "aiyo today so many customer, tired until cannot" (an event each at first sight)
                          r"|^\s*(?:thanks|thank\s+you|thx|cheers|ta|many\s+thanks|diolch|ng[āa]\s+mihi|you(?:'ve|\s+have)\s+been\s+(?:a\s+)?(?:great|big|real)\s+help)\b(?![^?]*\b(?:remind|book|add|put|cancel|send|e-?mail|move|note|delete|share"
                          r"|find|make|set|create|schedule|reply|tell|text|(?<!you\s)(?<!u\s)save|mark|check)\b)[^?]*$"
                          r"|^(?![^?]*\b(?:remind|book|add|put|cancel|send|e-?mail|move|note|delete|share|find|make|set|create|schedule)\b)[^?]*\b(?:so|very|really|damn)\s+"
                          r"(?:tired|exhausted|knackered|shattered)\b|\btired\s+until\s+cannot\b"
                          r"|\bwhat\s+do\s+(?:you|u|ya)\s+think\s+before\b|^\s*\d{9,13}\s*(?:→|->|=>|in|to|as)\s*(?:a\s+)?(?:human|readable|normal|real)?\s*(?:date|time)\s*\??\s*$"
                          r"|\d.*\badd\s+(?:them|these|those|it\s+all)\s+up\b|\bwhat\s+the\s+average\s+(?:comes?\s+to|is|would\s+be)\b"
                          r"|\bhow\s+much\s+(?:profit|money)\s+(?:i|we)\s+(?:go|will|would|gonna|can)\s+make\b|\banswer\s+what\s*\?"
                          r"|\bwhat\s+is\s+the\s+proper\s+(?:course|thing\s+to\s+do|procedure)\b"
                          r"|\bwhat'?s\s+(?:the\s+)?\d[\d.]*\s*(?:%|percent|per\s*cent)\s+(?:[a-z]+\s+)?(?:on|of)\s+(?:that|it|this)\b"
                          # "how much brisket do i gotta buy raw for 12 dozen …", "how many a day should a learner be doing …"
                          r"|\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,3}(?:do|should|would)\s+(?:i|we)\s+(?:gotta|got\s+to|have\s+to|need\s+to)\s+(?:buy|get|order|make|cook)\b"
                          r"|\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,4}should\s+(?:a|an)\s+[a-z]+\s+(?:be\s+)?[a-z]+"
                          # "if they're calling for snow thursday?" (the weather), "wetin make I tell am to do", "any fundraiser ideas …"
                          r"|\b(?:calling|forecast(?:ing)?)\s+for\s+(?:snow|rain|wind|frost|sun|storms?|sleet|ice)\b"
                          # a currency converted: "how much is 350 dirhams in the peso now?"
                          r"|\bhow\s+much\s+is\s+[£$€]?\d[\d.,]*\s*[a-z]+\s+in\s+(?:the\s+)?(?:pesos?|dollars?|euros?|pounds?|sterling|rupees?|dirhams?|yen|naira"
                          r"|cedis?|shillings?|rand|ringgit|usd|gbp|eur|php|aed|inr)\b"
                          r"|\bwhat\s+(?:make|should|do)\s+i\s+tell\s+(?:him|her|them|am|dem)\s+to\s+do\b|(?:^|[.?!]\s+)any\s+(?:[\w-]+\s+){0,2}ideas\b"
                          # Krio "wetin i go tell am make she no go leave bad review", "… wetin be my cost for one knotless",
                          # Black Country "is it werth gooin up Tipton on a monday … or am I saft?"
                          r"|\bwhat\s+(?:i\s+go|should\s+i|do\s+i|will\s+i|can\s+i)\s+(?:tell|say\s+to)\s+(?:him|her|them|am|dem)\s+(?:make|so)\b"
                          r"|\d.*\bwhat\s+(?:be|is|'s|are)\s+(?:my|the|our)\s+(?:cost|total|price|profit)\s+(?:for|of|per|on)\b"
                          r"|\bshould\s+i\s+(?:charge|ask)\s+(?:more|less)\b|\bshould\s+i\s+(?:raise|put\s+up|lower|drop)\s+(?:my|the)\s+prices?\b"
                          r"|^\s*is\s+it\s+(?:werth|worth)\s+(?:it\s+)?(?:gooin|going|doing|goin|getting|taking|trying|bothering)\b"
                          # "if i buy 10 pairs … at 90 … wat do i actually make", "if the docs sell for 70 … whats my profit", "a large
                          # tray is 24 pieces … how many rolls i need for 7 trays", "how thick's the ice gotta be before …"
                          r"|^\s*if\b.*\d.*\bwhat\s+do\s+(?:i|we)\s+(?:actually\s+|really\s+)?(?:make|clear|earn|net|get)\b"
                          # "if da jumper's £165 an I'm giein Ina 10% aff …, whit's dat", "how do youse keep a cheesesteak tray from gettin
                          # all soggy", "hw do u kno if a pair of jordan 4s is fake"
                          r"|^\s*if\b.*\d.*\bwhat'?s\s+(?:that|it|this)\s*\??\s*$"
                          r"|^\s*ho?w\s+(?:do|can|would|should)\s+(?:you|youse|u|ya|y'?all|one|people)\s+(?:keep|stop|tell|know|kno|spot)\b"
                          # how to put something to people: "how do i tell an owner nicely …", "how i tell people nice that no more fiao …",
                          # "How to say polite in English, when guest is late 20 minute, …?"
                          r"|(?:^|[.?!]\s+)how\s+(?:(?:do|can|should|would)\s+(?:i|we|you)\s+|to\s+)(?:tell|say|explain\s+to|ask|break\s+it\s+to|let|answer|reply\s+to)\b"
                          r".*\b(?:nice(?:ly)?|polite(?:ly)?|without|gently|kindly)\b"
                          r"|^\s*if\b.*\d.*\bwhat'?s\s+(?:my|our|the)\s+(?:profit|margin|cut|take)\b"
                          r"|\d.*\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,3}(?:i|we)\s+need\s+for\s+\d"
                          r"|^\s*how\s+(?:thick|big|long|deep|strong|warm|cold|old|heavy|wide|tall|hot)(?:'s|\s+is|\s+does|\s+do|\s+should)\b.*"
                          r"\b(?:gotta|got\s+to|need\s+to|has\s+to|have\s+to|should)\s+be\b"
                          # rules and sums: "how many hrs can a driver drive in one day here in ontario?", "35 dhal puri at 12.50 an 20
                          # at 14, how much dat come to", "how much chicken me need fuh curry fuh 80 people?", "if the girls make 22 the
                          # hour …, how much i pay in the week", "please to calculate: refund 1840, minus my fee 250 …"
                          r"|^\s*how\s+(?:many|much|long|far|late)\s+(?:[\w-]+\s+){0,2}(?:can|may|must|should)\s+(?:a|an|you|u|one|someone)\s+[a-z]+"
                          r"|\d.*\bhow\s+much\s+(?:does\s+|do\s+|will\s+|would\s+)?(?:that|it|this|they)\s+(?:all\s+)?come\s+(?:out\s+)?to\b"
                          r"|\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,3}(?:i|we)\s+(?:need|want)\s+(?:for|to)\b.*\b\d+\s+(?:people|ppl|pax|heads|guests|persons?|adults|kids|of\s+us)\b"
                          # "ceiling is 4.2 by 3.6 metre, how many plasterboard sheet I need?", "got a wake for 60 …, how many pies do I
                          # want allowing for …", "quick sum habibi - 14 tray baklawa at 38 …", "customer ask me the baklawa keep how long?"
                          r"|\d.*\bhow\s+(?:much|many)\s+(?:[\w-]+\s+){0,3}(?:do\s+)?(?:i|we)\s+(?:need|want)\b\s*(?:\?|allowing\b|$)"
                          r"|^\s*(?:a\s+)?quick\s+(?:sum|maths?|calc(?:ulation)?)\b|\bkeep\s+how\s+long\b"
                          # "how much is 140 a night for 4 nights with 10% off?", "… split 84$ in 3 … 15% tip, how much does each person pay"
                          r"|^\s*how\s+much\s+is\s+[£$€]?\d[\d.,]*\b.*\b(?:for|with|times|x)\s+\d"
                          # "what is it for weather tomorrow up at the loch?", "how many litres is the tub if it is 2 meter across …",
                          # "0900-1230, 20 min slots. How many?"
                          r"|^\s*what(?:'?s|\s+is)\s+(?:it\s+for\s+|the\s+)?weather\b"
                          r"|^\s*how\s+(?:many|much)\s+\w+\s+(?:is|are|does|do)\s+(?:the|a|an|my|our)\b.*\bif\b.*\d"
                          r"|\d.*\b(?:slots?|sessions?|appointments?)\b[^?]*[.,]\s*how\s+many\s*\??\s*$"
                          r"|\d.*\bhow\s+much\s+(?:does|do|should|will)\s+each\s+(?:person|one|of\s+(?:us|them))\s+(?:pay|owe|get|put\s+in)\b"
                          r"|^\s*if\b.*\d.*\bhow\s+much\s+(?:do\s+|would\s+|will\s+|should\s+|must\s+)?(?:i|we)\s+(?:pay|owe|make|clear|earn|get|spend)\b"
                          r"|^\s*(?:please\s+(?:to\s+)?|pls\s+|can\s+you\s+)?(?:calculate|work\s+out|add\s+up)\b.*\d.*\b(?:minus|plus|times|divided|less)\b"
                          # what someone asked the user: "an american lady asks me if it is obligated to wear a helmet …", "Client ask
                          # me, penalty when you file late … is 5% per month, yes?", "new guy asking me"; "is it to cold to lay turf"
                          r"|^\s*(?:an?\s+|my\s+|the\s+|one\s+)?(?:[a-z]+\s+){0,2}(?:client|customer|lady|man|guy|woman|guest|tourist|someone|somebody"
                          r"|student|driver)s?\s+(?:ask|asks|asked|asking)\s+me\s*(?:[,:]|\s(?:if|whether|how|what|why|is|are|can|does|do)\b)"
                          r"|^\s*is\s+it\s+(?:to|too)\s+(?:cold|hot|wet|late|early|windy|dry|icy|frosty)\s+to\b"
                          # how to do a thing oneself: "How do I attach a photograph to an email?", "how to take red wine from
                          # cream carpet??" (but "How do I get you to remind me …" asks Steward, and "how can I reach Dave" his number)
                          r"|(?:^|[.?!]\s+)how\s+(?:(?:do|can|should|would)\s+(?:i|we)|to)\s+(?!(?:get|have|make|ask|tell)\s+(?:you|u)\b|reach\b|contact\b"
                          r"|get\s+(?:hold|in\s+touch)\b|find\b|see\b|check\b|look\b)[a-z]+\b"
                          # wording asked: "How would you word a polite chaser to a client …?", "Give me a line for the window: …"
                          r"|(?:^|[.?!]\s+)how\s+(?:would|should|do|could)\s+(?:you|u|i|we)\s+(?:word|phrase|put|say|write)\b"
                          r"|^\s*(?:please\s+)?(?:give\s+me|gimme|write\s+me|suggest|think\s+of)\s+(?:a|an|some)\s+(?:good\s+|short\s+|catchy\s+|nice\s+)?"
                          r"(?:line|slogan|caption|tagline|motto|rhyme|quote|headline|sentence|phrase)s?\b"
                          # sums with the figures given: "if i leave daventry at quarter to six and its three hours forty to immingham what
                          # time am i there", "… £412.60 … Last year it was £398.40. By how much has it gone up, as a percentage?"
                          r"|^\s*if\b.*\bwhat\s+time\s+(?:am|will|would|do|should)\s+(?:i|we)\s+(?:be\s+)?(?:there|get|arrive|land|finish|be\s+back|back)\b"
                          r"|\d[^?]*\d[^?]*\b(?:by\s+how\s+much|what\s+percentage|as\s+a\s+percentage|what\s+per\s*cent)\b"
                          # "How many nights will it take me … if I do 4 a night?", "How many portions would I get out of a three tier
                          # …?", "how much metacam for a 12kg dog …", "how long is the drive to brandon from wpg in winter?"
                          r"|^\s*how\s+(?:many|much|long)\b[^?]*\bif\s+(?:i|we)\s+[^?]*\d|^\s*how\s+(?:many|much)\s+[\w\s]{1,30}?\s+would\s+(?:i|we|you)\s+"
                          r"(?:get|need|make)\b|\bhow\s+much\s+[\w-]+\s+(?:do\s+(?:i|you)\s+give\s+)?for\s+an?\s+\d+(?:\.\d+)?\s*(?:kg|lbs?|pound)\b"
                          # "14 wains at £12.50 each is what??", "… what do I charge altogether?", "… take off ubers 25% wot do i
                          # actually get", "any tips for sleeping in the day", "Do you think it would be fair to …?", "better word
                          # than 'cozy' for …"
                          r"|\d.*\bat\s+[£$€]?\d[\d.:]*\s*(?:each|a\s+head|per\s+\w+|an?\s+(?:hr|hour|drop|go|pop|piece|time|day|night|week))\b.*\b(?:is\s+what"
                          r"|what(?:'s|\s+is)\s+that|what\s+do\s+i\s+(?:actually\s+|really\s+)?(?:charge|get|make|owe))"  # "38 drops at 4.20 a drop wats that"
                          # "3 days at 180 plus 6 bags multi at 9.80 what we talking", "if i do 6 biabs a day at 35 5 days a wk whats that a week",
                          # "how many hrs is 4 nights 2000-0830", "… what would you do b'y", "Do you think I should go for my messages …?"
                          r"|\d.*\bat\s+[£$€]?\d.*\bwhat\s+(?:are\s+|r\s+)?we\s+talking\b|^\s*if\s+(?:i|we)\s+(?:do|did|sell|make|charge|work)\b.*\d.*\bwhat'?s\s+that\b"
                          r"|^\s*how\s+many\s+(?:hrs|hours|mins|minutes|days|weeks)\s+(?:is|are|in)\b.*\d|\bwhat\s+would\s+(?:you|u|ya)\s+do\b"
                          r"|\bdo\s+you\s+think\s+(?:i|we)\s+should\b"
                          # "if sat full 64 covers avg 27.50 how much we take", "… 120 biriyani, 18 kg rice enough alle?", "3 classes of 28 plant
                          # and 7 off with the sickness bug, how many are coming on the trip then"
                          r"|^\s*if\s+.*\d.*\bhow\s+much\s+(?:would\s+|will\s+|do\s+)?(?:we|i)\s+(?:take|make|get|earn)\b"
                          r"|\d\s*(?:kg|g|kilos?|litres?|l|lbs?)\b[^?]*\benough\b[^?]*\?|\d.*\d.*\bhow\s+many\s+(?:are|is|will\s+be)\s+(?:coming|going|left)\b"
                          r"|^\s*(?:roughly\s+|about\s+)?how\s+(?:many|much)\s+(?:hours|minutes|days|time)\b[^?]*\b(?:am\s+i|are\s+we)\s+looking\s+at\b(?=.*\d)"  # "Roughly
                          # how many hours of marking am I looking at: 48 essays at about 25 minutes apiece, …?"
                          r"|\bwhat\s+do\s+i\s+charge\s+(?:altogether|in\s+total|all\s+in)\b|\bany\s+(?:tips|tricks)\b"
                          r"|\bdo\s+you\s+think\s+(?:it\s+would\s+be|it'?s|that'?s|it\s+is)\s+(?:fair|ok|okay|right|wise|reasonable|too)\b"
                          r"|^\s*(?:a\s+)?(?:better|another|nicer)\s+(?:word|way|phrase)\s+(?:than|for|to|of)\b"
                          r"|^\s*how\s+(?:long|far)\s+(?:is|'s|does\s+it\s+take)\s+(?:the\s+|it\s+)?(?:drive|journey|trip|flight|walk|ride|to\s+(?:drive|get|walk|fly))\b"
                          r"|^\s*how\s+(?:much|many)\s+[\w\s]{1,20}?\s+(?:is\s+|are\s+)?needed\b.*\d"  # "how much rice needed for 450 guests 250g … per head"
                          r"|\bwhat(?:'?s|\s+is)\s+the\s+best\s+way\s+to\b|^\s*(?:what'?s\s+the\s+)?(?:quickest|fastest|best)\s+(?:way|route)\b"  # "… what is the best way to keep the lobsters alive"
                          # "how much i charge for move-out clean, 3 bedroom …? what is normal here"
                          r"|^\s*how\s+much\s+(?:should\s+|do\s+|would\s+|can\s+)?(?:i|we)\s+(?:charge|ask)\s+(?:for\b|(?:\w+\s+){1,2}if\b.*\d)|\bwhat(?:'?s|\s+is)\s+normal\b"
                          # "How long will chrysanthemums last in the oasis …", "3 lads, 12 hr nights, …. whats the wage bill", "if I put
                          # my cut n blow dry up … whats that extra a month", "… how many loaves is that", "how many batches i get out of
                          # one bag", "how many pies i need for a party of 60", "can ye put bleach over henna??", "is 20 min break enough by
                          # law …", "papou says …, i say every week. whos right", "can i keep the raw halal chicken on the shelf … or is that a no"
                          r"|^\s*how\s+long\s+(?:will|does|do|would|should|can)\s+[\w\s'-]{1,40}?\s+(?:last|keep|stay)\b"
                          r"|\d.*\bwhat'?s\s+(?:the|that|my|our)\s+(?:wage\s+bill|bill|total|extra|difference|profit)\b"
                          r"|\d.*\bhow\s+(?:many|much)\s+(?:[\w-]+\s+){0,2}(?:is\s+that|be\s+that|does\s+that\s+(?:come\s+to|make)|more\s+is\s+that)\b"  # "3 long
                          # days, 12.5 hrs each, minus 1 hr break each day, how many hours be that"
                          r"|\bhow\s+many\s+[\w-]+\s+(?:do\s+)?(?:i|we)\s+get\s+out\s+of\b"
                          # "… can he drive the 16 seater on his car licence?": the law asked, no Drive shared
                          r"|\b(?:can|could|may)\s+(?:he|she|they|i|we|you)\s+(?:legally\s+)?drive\s+(?:a|an|the|my|his|her|our|their)\s+[^?]{2,60}\?\s*$"
                          # "4 x 12hr shifts minus 30 min break each, hrs?": a sum, its unit asked alone at the end
                          r"|^(?=(?:[^?]*?\d){2})[^?]*\b(?:minus|plus|times|less|divided\s+by|x)\b[^?]*,\s*(?:total\s+)?(?:hours|days|mins|minutes|pounds|quid|cost|total)\s*\?+\s*$"
                          r"|^\s*(?:\w+\s+)?how\s+many\s+[\w-]+\s+(?:do\s+)?(?:i|we)\s+need\s+for\s+(?:a|an|the)?\s*(?:party|group|wedding|crowd)\s+of\s+\d"
                          r"|^\s*(?:can|could|should)\s+(?:ye|you|u|i|we|one)\s+(?:put|use|mix|keep|store|freeze|leave)\b"
                          r"(?!.*\b(?:calendar|diary|list|sheet|doc|document|folder|drive|e-?mails?|notes?|reminder|task|contacts?|file|database|db"
                          r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight)\b)(?!.*\d\s*(?:am|pm)\b).*\?"  # not "Can you put the co-op
                          # committee meeting in for Wednesday the 2nd of December at 7pm …?"
                          r"|^\s*is\s+[\w\s-]{1,30}?\s+enough\b.*\b(?:by\s+law|legally|legal)\b|\bwho'?s\s+right\s*\??\s*$"
                          r"|\bor\s+is\s+that\s+a\s+no\b"
                          # "UK standup is 9:30am, what time it is in IST now?", "gimme a quick 10 min wet weather warm up for yr 7s …"
                          r"|\bwhat\s+time\s+(?:is\s+it|it\s+is|will\s+it\s+be|would\s+(?:that|it)\s+be|is\s+that)\s+(?:in|for)\s+"
                          r"(?:(?-i:[A-Z]{3,4})\b|india|new\s+york|sydney|tokyo|dubai|la\b|california|the\s+us|the\s+uk|london|their\s+time)"
                          r"|^\s*(?:gimme|give\s+me|(?:can|could)\s+you\s+give\s+me)\s+(?:a|an|some)\s+(?:(?:quick|short|good|fun|simple|easy)\s+)*"
                          r"(?:\d+\s*min(?:ute)?s?\s+)?(?:[\w-]+\s+){0,3}?(?:warm[\s-]?ups?|workouts?|drills?|games?|activit(?:y|ies)|recipes?|quiz"
                          r"|icebreakers?|poems?|jokes?|riddles?)\b"
                          # "4 michelins at 95 plus 15 fitting and 2.50 disposal each whats that", "how many kg is 10 stone 7", "tyler's 75 kilo,
                          # if he drops a kilo a week can he make 71 for the 12th?", "… Is it one of those scams?", "… the difference between a
                          # civil parish and a townland?", "If … goes in on 5th February, what's the late filing penalty?", "fit do i need in the
                          # exam tae get a 15 overall", "how long after the year end does a limited company have to file its accounts …?"
                          r"|\d.*\bat\s+[£$€]?\d.*\b(?:each|a\s+head|per\s+\w+)\b.*\bwhat(?:'?s|\s+is)\s+that\b"
                          r"|^\s*\d[\d,.]*\s+(?:\w+\s+){1,4}(?:at|x|times)\s+[£$€]?\d[\d.,:]*\s*\w*\s+what(?:'?s|\s+is)\s+that\b"  # "90 cows at 14 litre wats that a day"
                          r"|^\s*\d[\d,.]*\s+(?:\w+\s+){0,3}(?:x|times|\*)\s+[£$€]?\d[\d.,]*\s*(?:how\s+much|what'?s\s+that)\b"  # "3,5 hours x £16 how much"
                          r"|^\s*if\b.*\d.*\bwhat\s+(?:would|will|do)\s+(?:i|we)\s+get(?:\s+back)?\b"  # "If I did 38 miles … 45p a mile, what would I get back?"
                          r"|\d[^?]*\bwhat\s+should\s+(?:he|she|they|i|we)\s+(?:get|earn|be\s+paid)\b"  # "Gary did 47 hrs … what should he get before tax"
                          r"|\bis\s+it\s+(?:bad|ok|okay|normal|weird|wrong|rude)\s+to\b|\bam\s+i\s+being\s+(?:dramatic|silly|unreasonable|daft|paranoid)\b"
                          r"|\bhelp\s+me\s+(?:say|word|phrase)\b"
                          # "Please help me write a ramro birthday message for her, from Buwa": words to say, nothing sent
                          r"|\bhelp\s+me\s+(?:write|think\s+of|come\s+up\s+with)\s+(?:a|an|some)\s+(?:[\w'-]+\s+){0,3}(?:message|card|speech|toast|poem|words|caption)\b"
                          r"(?![^?]*\b(?:e-?mail|mail|send|draft|text\s+(?:him|her|them)|to\s+(?-i:[A-Z])|@))"  # "help me say thank you real nice, I'm gonna write it on a card"
                          r"|^\s*how\s+many\s+(?:kg|kgs|kilos?|lbs?|pounds|stones?|grams?|ounces?|oz|miles?|km|kilometres?|metres?|feet|inches|cm|litres?|pints?"
                          r"|gallons?|cups?|ml)\s+(?:is|are|in)\s+[\d.]+"
                          r"|\bif\s+(?:he|she|they|i|we)\s+[a-z]+\s+[^?]*\d[^?]*\b(?:can|will|would)\s+(?:he|she|they|i|we)\s+(?:make|hit|reach|get\s+to)\s+\d"
                          r"|\b(?:is\s+(?:it|this|that)|sounds?\s+like)\s+(?:one\s+of\s+those\s+|an?\s+)?scams?\b"
                          r"|\bthe\s+diff(?:erence)?\s+between\b(?!.*\b(?:db|database|sheet|spreadsheet|e-?mails?|files?|docs?|calendar|diary)\b)"
                          r"|^\s*if\b.*\bwhat(?:'s|\s+is|\s+would\s+be)\s+the\s+(?:[\w-]+\s+){0,2}(?:penalty|fine)\b"
                          r"|\bwhat\s+do\s+(?:i|we)\s+need\s+(?:in|on|for)\s+the\s+[\w-]+\s+to\s+(?:get|pass|make)\b"
                          r"|^\s*(?:quick\s+one\s*[-–:,]?\s*)?how\s+long\s+(?:after|before)\b.*\b(?:do|does)\s+(?:a|an|the|you|i|we)\b.*\bhave\s+to\b",
                          re.I)  # "whats the right batter for a dales wall", "a visitor asked whats the diff …, quick answer?", "… if his
#                          tank going straight in the ditch is still legal, whats the answer", "what can i do with them for an hour"
