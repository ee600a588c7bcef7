"""Everyday asks said around the thing asked, read plainly before the words are matched: "mob no Dr RP?" (what's the mobile
number for Dr RP?), "I scanned the letter from the pension people some time in October. Where did I save it?" (where did I
save the letter from the pension people?), "omg they changed my cafe shift on sunday its 12 til 4 now can u change it" (change
my cafe shift on sunday to 12 until 4), "Bunnings rang, they double booked us 😩 move the sausage sizzle on the 5th …" (the
move), "The accountant has asked to move Thursday's meeting to Friday" (the move), "rota sheet — add me on-call mon 14/12"
(added to the rota sheet), "gimme the parent emails for the seniors" (shown, nothing added)."""

from __future__ import annotations

import re

from core.planner import day_spans

# Someone's number asked bare: "mob no Dr RP?", "email address Jo Bloggs?"
_PHONE_SAID = r"mob(?:ile)?(?:\s+(?:no\.?|number|#))?|phone\s+(?:no\.?|number|#)|tel(?:\s+no\.?)?"  # "mob no", "tel no", "phone number"
_NAME_SAID = r"(?P<who>(?:(?:dr|mr|mrs|ms|miss)\.?\s+)?(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"  # "Dr RP", "Bill Thorne"
_BARE_NUMBER = re.compile(r"^\s*(?P<what>" + _PHONE_SAID + r"|e-?mail\s+address)\s+(?:for\s+|of\s+)?" + _NAME_SAID + r"\s*\?+\s*$", re.I)
_THEIR_NUMBER = re.compile(r"^\s*" + _NAME_SAID + r"['’]s\s+(?P<what>" + _PHONE_SAID + r"|e-?mail(?:\s+address)?)\s*\?+\s*$", re.I)
_NUMBER_WORDS = {"mob no": "mobile number", "mob": "mobile number", "mobile no": "mobile number", "mob number": "mobile number",
                 "mob #": "mobile number", "mobile": "mobile number", "phone no": "phone number", "tel": "phone number", "tel no": "phone number",
                 "tel no.": "phone number"}
_WHERE_SAVED = re.compile(r"^\s*I\s+(?:scanned|saved|downloaded|wrote|made|typed|did|exported|photographed|printed|put)\s+(?P<thing>(?:the|a|an|that|my|our)\s+"
                          r"[^.!?]{2,60}?)(?:\s+(?:some\s*time|sometime|last|in|on|yesterday|earlier|this|back|a\s+while)\b[^.!?]*)?[.!]\s*(?:now\s+|so\s+)?"
                          r"where\s+(?:did|have)\s+I\s+(?P<verb>save|saved|put|leave|left|file|filed|store|stored)\s+(?:it|them)\b", re.I)
_RANG_THEN_ASKED = re.compile(r"^\s*[\w' ]{1,30}?\s+(?:rang|called|phoned|texted|emailed|messaged)\s*[,.;!]?[^.!?]{0,80}?(?:[,.;!]\s*|\s+)"
                              r"(?:so\s+|pls\s+|please\s+|can\s+you\s+|could\s+you\s+)?(?P<ask>(?:move|push|cancel|reschedule|shift|bring)\s+"
                              r"(?:the|my|our)\b.*)$", re.I)
_THEY_CHANGED = re.compile(r"^\s*(?:omg\s+|oh\s+|so\s+|ugh\s+)?(?:they'?ve|they\s+have|they|[\w]+\s+(?:has|have))\s+(?:changed|moved)\s+(?P<whose>my|the|our)\s+"
                           r"(?P<what>[\w' -]{2,30}?)\s+(?:on\s+)?(?P<day>(?:this\s+|next\s+)?" + day_spans.WEEKDAY_STEM + r"[a-z]*|tomorrow|today)\s*,?\s+"
                           r"(?:it'?s|its|it\s+is|to)\s+(?:now\s+)?(?P<new>[^,.!?]{1,25}?)(?:\s+now)?\b(?=\s*(?:[,.!?]|$|\s+(?:can|could|pls|please|so)\b))", re.I)

# A message said first, then that it can go: "That email from AARP about the supplemental insurance, you can throw that away."
_PRESENT = {"saved": "save", "left": "leave", "filed": "file", "stored": "store"}
_THAT_MAIL_GONE = re.compile(r"^\s*(?P<thing>(?:that|the|this)\s+(?:e-?mail|message|mail)\s+(?:from|about)\s+[^.!?]{2,90}?)\s*[,.;–-]?\s*"
                             r"(?:(?:you\s+can|can\s+you|could\s+you|please|pls|just)\s+)*(?:delete|bin|trash|remove|get\s+rid\s+of"
                             r"|throw(?:\s+(?:that|it))?\s+away|chuck(?:\s+(?:that|it))?(?:\s+out)?)\b(?:\s+(?:that|it)\b)?(?:\s+away\b)?\s*[,.!]?", re.I)


_UNIT = r"kg|kgs|kilos?|litres?|liters?|bags?|boxes|sacks?|packs?|bottles?|cases?|trays?|metres?|meters?|yards?|tons?|tonnes?"


def _came_in(m: re.Match[str]) -> str:
    unit = f" {m.group('unit')}" if m.group("unit") else ""
    return f"{m.group('n')}{unit} {m.group('thing').strip()} came, add them"


_HEDGE_FIRST = re.compile(r"^\s*(?:hi\s*,?\s+)?(?:(?:i'?m\s+)?(?:so\s+|really\s+|very\s+)?sorry(?:\s+to\s+(?:ask|bother\s+you|be\s+a\s+pain|trouble\s+you|be\s+annoying))?(?:\s+again)?"
                          r"|this\s+(?:might|may|is\s+probably)\s+(?:be\s+)?a\s+(?:silly|daft|stupid)\s+question|i\s+hope\s+(?:this|it)\s+is\s+ok(?:ay)?\s+to\s+ask"
                          r"|if\s+it'?s\s+not\s+too\s+much\s+trouble)\s*(?:,\s*but\b|\s+but\b|\s*[,.!–-])\s*"
                          r"|^\s*(?:hi\s*,?\s+)?(?:would|will)\s+it\s+be\s+(?:possible|ok(?:ay)?|alright)\s+to\s+(?:maybe\s+)?(?=[a-z]+\b)", re.I)
_HEDGE_LAST = re.compile(r"[.!,]?\s*(?:i\s+hope\s+(?:that'?s|that\s+is|this\s+is)\s+(?:ok(?:ay)?|alright|all\s+right|not\s+too\s+much\s+trouble)"
                         r"|(?:if\s+it'?s\s+not\s+too\s+much\s+trouble)|no\s+worries\s+if\s+not|only\s+if\s+it'?s\s+easy,?\s*sorry"
                         r"|sorry,?\s+and\s+thank\s+you)[.!]*\s*$", re.I)


_DONE = {"telling": "tell", "saving": "save", "checking": "check", "sending": "send", "putting": "put", "moving": "move", "adding": "add",
         "finding": "find", "cancelling": "cancel", "making": "make", "sharing": "share", "looking": "look", "setting": "set",
         "booking": "book", "writing": "write", "emailing": "email", "deleting": "delete", "changing": "change", "reminding": "remind"}
_MIND_DOING = re.compile(r"^(\s*)(?:would|do)\s+you\s+mind\s+(" + "|".join(_DONE) + r")\b", re.I)  # "would you mind telling me …": tell me


# A request written as an order under a label, the thing first and what to do last: "DIARY: Dentist Thursday 1030. Cancel it.",
# "DIARY: Tomorrow. What have I got.", "EMAIL: Currys. Endless rubbish. Bin the lot." (a mail sent at first sight), "NOTE:
# Allotment gate code. Find it.", "FILE: Reunion seating plan. Brian to have edit access. brian@…. Carry on."
_LABELLED = (
    (re.compile(r"^\s*(?:DIARY|CALENDAR)\s*:\s*(?P<what>[^.]{2,60})\.\s*(?P<verb>cancel|delete|scrap)\s+it\.?\s*$", re.I), r"\g<verb> \g<what>"),
    (re.compile(r"^\s*(?:DIARY|CALENDAR)\s*:\s*(?P<when>today|tomorrow|tonight|next\s+week|this\s+week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\.\s*"
                r"what\s+have\s+i\s+(?:got|on)\.?\s*$", re.I), r"what have I got on \g<when>?"),
    (re.compile(r"^\s*E-?MAIL\s*:\s*(?P<who>(?-i:[A-Z])[\w&' -]{1,30}?)\.\s*(?:[^.]{0,40}\.\s*)?(?:bin|delete|trash)\s+(?:the\s+lot|them\s+all|all\s+of\s+them)\.?\s*$",
                re.I),
     r"bin all the emails from \g<who>"),
    (re.compile(r"^\s*NOTE\s*:\s*(?P<what>[^.]{2,60})\.\s*find\s+it\.?\s*$", re.I), r"find my note about \g<what>"),
    (re.compile(r"^\s*FILE\s*:\s*(?P<what>[^.]{2,60})\.\s*(?P<who>[A-Z][\w'-]*)\s+to\s+have\s+(?P<access>edit|view|read)\s+access\.\s*"
                r"(?P<address>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\.?(?:\s*carry\s+on\.?)?\s*$", re.I),
     r"share the \g<what> with \g<who> \g<address>, \g<access> access"),
)


def plain(text: str) -> str:
    """``text`` with the ask said plainly; unchanged when it is said so already."""
    for pattern, said in _LABELLED:
        text = pattern.sub(said, text)
    for _ in range(3):  # "Sorry to ask, but could you possibly share …? … I hope that's ok", "Sorry, this is probably a silly question, but …"
        text = _HEDGE_LAST.sub("", _HEDGE_FIRST.sub("", text, count=1)) or text
    text = re.sub(r"^(\s*)can\s+(?=(?:send|put|make|add|move|cancel|share|find|check|remind|write|save|take)\b)", r"\1", text, flags=re.I)  # Tetum-English
    # "can send email to mana Rosa, say obrigada …", "can take out his order": asked
    text = re.sub(r"\b((?:i|we)\s+)buy\s+(?=\d)", r"\1bought ", text, flags=re.I)  # "i buy 10 kilo chicken thigh ohin in cash and carry, pls add"
    if re.search(r"\b(?:bought|dropped|brought|came)\b.*\d", text, re.I):  # … a count come in, "pls add": add them
        text = re.sub(r"(?<=\d)\s*kilos?\b", "kg", re.sub(r",?\s*(?:pls|please)\s+add\s*[.!]?\s*$", ", add them", text, flags=re.I), flags=re.I)
    text = re.sub(r"[,.]\s*can\s+(?=(?:take\s+(?:out|off)|delete|remove|cancel)\b)", ", ", text, flags=re.I)  # "…, can take out his order"
    text = re.sub(r"\btake\s+(that|the|this|his|her|their)\s+(order|booking|job)(s?)\s+(?:out|off|away)\b", r"delete \1 \2\3", text, flags=re.I)  # "the
    # baptist church cancelled, tla frybread wednesday. take that order out", "…, take that order away"
    text = re.sub(r"\btake\s+out\s+(?=(?:his|her|their|the|that)\s+(?:order|booking|job|appointment)s?\b)", "remove ", text, flags=re.I)  # (no
    # takeaway: "… dont need the batar da'an friday anymore, can take out his order")
    text = re.sub(r"^(\s*[A-Z][\w'-]*\s+)drop\s+(?=\d)", r"\1dropped off ", text)  # "Lamin drop 10kg rice this morning, add it"
    text = re.sub(r"^(?P<what>(?!.*\b(?:e-?mail|mail|message|subscription|order\s+form)\b)[\w' ]{2,40}?)\s+cancel\s*[.!]?\s*$", r"cancel \g<what>", text,
                  flags=re.I)  # "audi thursday cancel"
    text = re.sub(r"^.{0,40}?\b(?:in(?:to)?|on)\s+(?:the\s+|my\s+)?(?:calendar|diary|cal)\s+(?:exactly\s+|just\s+)?as\s+(?:it\s+is|written|typed)\s*:\s*",
                  "quick add: ", text, flags=re.I)  # "Chuck this straight in the calendar as it is: MOT at Kwik Fit …" (all 3 stored so worded)
    text = re.sub(r"\b(?:make|turn)\s+(it|that|this|them)\s+(?:in)?(?:to\s+)?(?:a\s+)?(?=pdf\b)", r"export \1 as ", text, flags=re.I)  # "Winter
    # Menu doc in google drive - make it PDF for printing"; Hindi and Bhojpuri "Menu google doc ko pdf bana do", "… oka PDF bana do"
    text = re.sub(r"(?:\s+(?:ko|oka|ka))?\s+(pdf)\s+bana\s+(?:do|de|dena|dijiye)\b", r", export it as \1", text, flags=re.I)
    text = re.sub(r"^\s*(?P<what>[\w' ]{2,40}?)\s+how\s+(?P<q>much|many)\s+(?:is\s+|are\s+)?(?P<left>left|remaining)\b", r"how \g<q> \g<what> \g<left>", text,
                  flags=re.I)  # Urdu word order, read: "marochi lamb leg chinchok baqi hai stock mein?" (today lamb leg how much left in the stock?)
    text = re.sub(r"^\s*(?:all\s+)?together\s*,?\s+(?=how\s+(?:much|many)\b)", "", text, flags=re.I)  # "all together kash money people owe me"
    text = re.sub(r"^(?P<rest>(?!\s*new\s+order\b).+?)[.,]?\s+add\s+(?:the\s+|an?\s+|new\s+)?order\s*(?:pls|please)?\s*[.!]?\s*$", r"new order: \g<rest>", text,
                  flags=re.I)  # "Tariq Mengal phone kiya, 3 chicken sajji for banda evening, £54, not paid yet. order add karo": a new order
    text = re.sub(r"^\s*new\s+(?:applicant|buyer|vendor|tenant|landlord|lead|enquiry)\s*:", "new contact:", text, flags=re.I)  # an estate agent's
    # "New applicant: Dominic Ashworth, 07700 900412, dom.ashworth@…": a contact
    text = re.sub(r"\bmake\s+(all\s+)?(her|his|their|the)\s+(orders?|bookings?)\s+paid\b", r"mark \1\2 \3 paid", text, flags=re.I)  # "make all her orders paid"
    text = re.sub(r"\bmake\s+(?:a\s+)?pdf\b(?!\s+(?:of|copy))", "export it as pdf", text, flags=re.I)  # "the Menu doc in google drive, make pdf, …"
    text = re.sub(r"\bjust\s+get\s+a\s+draft\s+going\b", "just write a draft", text, flags=re.I)  # "Don't send it yet, just get a draft going: reply to …"
    text = re.sub(r"\btake\s+it\s+out\s+(?:from|of)\s+(?:the\s+|my\s+)?stock\s+list\b", "delete it from stock", text, flags=re.I)  # "blue chiffon all finish
    # and i not buying again, take it out from stock list": the row goes
    text = re.sub(r"^(\s*)(?:put|write|jot)\s+down\s+an?\s+(?:new\s+)?(order|booking)\s*[,:–-]\s*", r"\1new \2: ", text, flags=re.I)  # "put down a order,
    # Bessie Pigeon 3 quarts grape dumplings …, she aint paid yet": a new row, no note
    text = re.sub(r"\bzap\s+(it|that|them)\s+(?=(?:from|off)\b)", r"delete \1 ", text, flags=re.I)  # "… is OFF - chickenpox!! Zap it from the calendar!!"
    text = re.sub(r"^(\s*)open\s+up\s+(?=my\b|the\b)", r"\1open ", text, flags=re.I)  # "Open up my Christmas show patter pls!!"
    text = re.sub(r"^(\s*(?-i:[A-Z])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*){0,3})\s+e-?mail\s*,\s*(?=(?:\w+\s+){0,2}(?:they|he|she)\s+(?:want|say|ask|need)s?\b)",
                  r"\1 emailed, ", text)  # "Kings Heath Wholefoods email, Kemis they want 40 blocks not 30": they wrote; no mail sent
    text = _MIND_DOING.sub(lambda m: m.group(1) + _DONE[m.group(2).lower()], text)  # "would you mind telling me what I've got on next week?"
    text = re.sub(r"^\s*(?:pls\s+|please\s+)?send\s+me\s+(?:all\s+)?(?:the\s+)?(?P<who>[\w' -]{2,30}?)\s+(?:phone\s+)?numbers\b", r"what are the \g<who> numbers",
                  text, flags=re.I)  # "send me all de bass men numbers, ah need to call dem bout sat": shown, no mail sent
    text = re.sub(r"\bhow\s+many\s+(?:(?:pounds?|quid)\s+(?:do\s+)?(?=people\b)|(?=money\b))", "how much ", text, flags=re.I)  # "nece pound
    # people still owe me?", "Hoefolle money do people still owe me"
    text = re.sub(r"\bstrike\s+(?:out|off)\s+(?=(?:her|his|my|the|their|our)\s+(?:appointment|meeting|booking|lesson|visit|engagement)s?\b)", "cancel ",
                  text, flags=re.I)  # "Mrs Fenn … is indisposed. Strike out her appointment of the 26th inst."
    text = re.sub(r"\b(has|have)\s+been\s+put\s+back\s+(?=from\b)", r"\1 been moved ", text, flags=re.I)  # "… luncheon has been put back
    # from the 9th prox. to a fortnight on Friday": moved
    text = re.sub(r"\bhow\s+many\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*)\s+owes?\b", r"how much does \g<who> owe", text)  # Oromo "meeqa
    # Tiger Bay owe us now"
    text = re.sub(r"\bhow\s+many\s+are\s+people\s+still\s+owing\b", "how many people still owe", text, flags=re.I)  # "Zvingani are people …"
    text = re.sub(r"\b(?:come|came)\s+(?:and\s+)?pa(?:y|id)\s+(?=for\b)", "paid ", text, flags=re.I)  # "Helen Tesfay come and pay for
    # the zigni 🙏 ishi can u put paid": she has paid
    text = re.sub(r"^\s*(?:the\s+|my\s+|our\s+)?[\w' -]{1,30}?\s+(?:has|have|had)\s+asked\s+(?:me\s+|us\s+)?(?:if\s+(?:we|i)\s+can\s+|to\s+)"
                  r"(?=(?:move|cancel|change|push|bring|reschedule|put|swap)\b)", "", text, flags=re.I)  # "The accountant has asked to move
    # Thursday's meeting to Friday, same time. Please oblige her.": what she asked is done
    text = re.sub(r"^\s*(?P<sheet>(?!(?:in|on|to|into)\s)(?:the\s+|my\s+|our\s+)?[\w' -]{2,40}?\s+(?:sheet|spreadsheet))\s*(?:[—–:]|\s-)?\s*(?:please\s+|pls\s+)?(?:add|put(?!\s+(?:me|us|him|her|them)\s+down\b))\s*[:-]?\s+(?P<what>.+)$",
                  r"add \g<what> to the \g<sheet>", text, flags=re.I)  # "rota sheet — add me on-call mon 14/12, 18:30–08:00", "sales sheet add sat
    # £412.50 sun £388 pls": a row of it
    text = _THEIR_NUMBER.sub(lambda m: f"what's {m['who']}'s {_NUMBER_WORDS.get(m['what'].lower().rstrip('.'), m['what'])}?", text)  # "Bill
    # Thorne's tel no?"
    text = re.sub(r"^(\s*)(?=(?:home\s+|postal\s+)?(?:address|number|phone\s+number|e-?mail\s+address)\s+(?:of|for)\s+[^?]{2,40}\?)", r"\1what's the ",
                  text, count=1, flags=re.I)  # "address of agha Hadid? I deliver his Qashqai farda morning": asked, no diary entry
    text = _BARE_NUMBER.sub(lambda m: f"what's the {_NUMBER_WORDS.get(m['what'].lower().rstrip('.'), m['what'])} for {m['who']}?", text)  # "mob no Dr RP?"
    text = re.sub(r"^\s*(?:I\s+)?(?:forgot|forget|can'?t\s+remember|cannot\s+remember|don'?t\s+remember)\s+where\s+I\s+(save|saved|put|left|filed|stored)\s+",
                  lambda m: f"where did I {_PRESENT.get(m[1].lower(), m[1])} ", text, flags=re.I)  # "I forgot where I saved Q4_pricing.pptx"
    text = _WHERE_SAVED.sub(r"where did I \g<verb> \g<thing>", text)  # "I scanned the letter from the pension people some time in
    # October. Where did I save it?": where the letter is
    text = _THEY_CHANGED.sub(r"change \g<whose> \g<what> on \g<day> to \g<new>", text)  # "omg they changed my cafe shift on sunday its 12
    # til 4 now can u change it": that shift changed, no new one
    text = _RANG_THEN_ASKED.sub(r"\g<ask>", text)  # "Bunnings rang, they double booked us 😩 move the sausage sizzle on the 5th to the 12th
    # same time": the move asked, not the call an event
    text = re.sub(r"^(\s*(?:please\s+|pls\s+)?)(?:give|get)\s+me\s+(?=(?:the|all|every)\b)", r"\1show me ", text, flags=re.I)  # "gimme the parent
    # emails for the seniors": shown, nothing added
    text = re.sub(r"^\s*(?:would|could|can|will)\s+you\s+(?:please\s+)?(?:show|tell)\s+me\s+(?=what'?s\s+in\b|what\s+is\s+in\b)", "", text,
                  flags=re.I)  # "Would you show me what's in my Documents folder?": that folder listed
    text = re.sub(r"\b(\w+['’]s|moms|mums|dads|his|her|their|my|your)\s+cell(?:\s+(?:phone|number|no\.?|#))?\b(?!\s*[A-Za-z]?\d)", r"\1 mobile number",
                  text, flags=re.I)  # "whats owen d's moms cell": a phone number, no sheet's cell
    text = re.sub(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+next\b(?!\s+(?:week|month|year|time)\b)", r"next \1", text,
                  flags=re.I)  # "Monday next": next Monday
    text = re.sub(r",?\s+(?:and\s+)?(?:they'?ve|they\s+have|she'?s|he'?s|she\s+has|he\s+has)\s+(?:moved|put|changed)\s+(?:me|us|it|him|her|them)\s+"
                  r"(?=to\s+(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun|tomorrow|the\s+\d))", ", move it ", text,
                  flags=re.I)  # "… can't see me tomorrow they've moved me to Monday next same time can you change that": moved
    text = re.sub(r"^\s*(?P<title>(?:shopping|grocery|groceries|packing|xmas|christmas|birthday|gift|jobs)\s+list)\s*:\s*(?=\S)",
                  r"make a note '\g<title>': ", text, flags=re.I)  # "shopping list: nappies size 4, calpol, …": a note
    text = re.sub(r"\bscrub\s+(it|that)\b", r"cancel \1", text, flags=re.I)  # "Squash w/ Clive Tues - scrub it"
    text = re.sub(r"\b([01]\d|2[0-3])([0-5]\d)\s*(?:hrs|hours)\b|\b((?:now|not|at)\s)(0\d|1[0-8])([0-5]\d)\b(?![\d,/:]|\.\d)",
                  lambda m: f"{m[1]}:{m[2]}" if m[1] else f"{m[3]}{m[4]}:{m[5]}", text, flags=re.I)  # "Dentist Fri now 1045 not 0930",
    # "Thu 26th 1930 hrs"
    text = re.sub(r"\bnow\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s+not\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b", r"now \1 instead of \2", text,
                  flags=re.I)  # "Dentist Fri now 1045 not 0930. Amend pls.": moved
    text = re.sub(r"^\s*(?:good\s+)?(?:morning|afternoon|evening)\s*(?:[!,.]+|(?=\s(?:kindly|please|pls|can|could|would|who|what|is|are|do|have)\b))"
                  r"\s*(?=\S)", "", text, flags=re.I)  # "Morning! Who's on canteen
    # tomorrow?": a greeting, no time of day
    text = re.sub(r"^(\s*)(?:would|could|will)\s+you\s+(?:please\s+|kindly\s+)?(save|add|put|make|set|send|move|cancel|book|remind)\b([^?]{3,80})\?+[.…]*(?=\s*\S)",
                  r"\1\2\3:", text, flags=re.I)  # "Would you save the plumber's number for me?... Davie McGregor, 07834 229016": asked politely, and
    # what to save said after, no question of the contacts
    text = re.sub(r"^(\s*)is\s+there\s+(?:something|owt|aught)\s+(?=on\b|in\s+(?:the|my)\s+diary\b)", r"\1is there anything ", text,
                  flags=re.I)  # "Is there something on the 8th of December?": the diary asked
    text = re.sub(r"^(\s*(?:(?:would|could|can)\s+you\s+)?(?:please\s+)?)make\s+a\s+start\s+on\s+(?:a|an)\s+(letter|e-?mail|reply)\s+to\b",
                  r"\1draft a \2 to", text, flags=re.I)  # "Would you make a start on a letter to the housing association …? don't send it"
    text = re.sub(r"^(\s*)(?-i:shu)\s+(?:el\s+)?(?=[a-z]+s\b)", r"\1what are the ", text)  # Levantine "shu el orders bukra?": what are the orders …
    text = re.sub(r"^\s*(?:the\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:have|has|'ve)\s+moved\s+(?=(?:their|his|her)\s+[^.?!]{2,40}?\s+from\s+)",
                  "move ", text, flags=re.I)  # "The Hendersons have moved their anniversary do from the Friday to Sat 12th, same time": moved
    text = re.sub(r"^(\s*)is\s+(.{2,40}?)\s+still\s+on\s+(?=(?:this\s+|next\s+|on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|the\s+\d))",
                  r"\1is \2 on ", text, flags=re.I)  # "is Kelly's 40th still on this Saturday or did they move it??": the diary asked
    text = re.sub(r"^(\s*is\s+[^?]{2,60}?\s+on\s+[^?]{2,30}?)\s+or\s+(?:did|have|has)\s+(?:they|she|he|it)\s+(?:moved?|changed?)(?:\s+it)?\s*(?=\?)",
                  r"\1", text, flags=re.I)
    text = re.sub(r"^(\s*is\s+[^?]{2,60}?\s+on\s+[^?]{2,30}?\?+)\s*(?:i\s+)?(?:can'?t|cannot)\s+remember\b.*$", r"\1", text, flags=re.I)  # "…?? can't
    # remember innit": the diary asked, no note
    text = re.sub(r"^(\s*)what\s+did\s+i\s+put\s+down\s+(?=for\b)", r"\1what did I write down ", text, flags=re.I)  # "what did I put down for Kelly's 40th
    # playlist?": a note
    text = re.sub(r"^\s*(?P<who>[^,?]{2,40}),\s*(?:he|she|they)\s+(?:answer|reply|respond)(?:ed)?\s+(?P<rest>(?:about|re|to)\b[^?]*\?)",
                  r"did \g<who> reply \g<rest>", text, flags=re.I)  # "Mr Doyle from hotel, he answer about 12 lobby rugs? emrooz or yesterday": his e-mail asked
    text = re.sub(r"^\s*(?P<what>[^,?]{3,60}),\s*where(?:'?s|\s+is)\s+(?:the|that)\s+e-?mail\s*\??\s*$", r"where is the email about \g<what>?", text,
                  flags=re.I)  # "bond international invoice last month, where is the email": found, none sent
    text = re.sub(r"^\s*(?P<what>[^?]{3,40}?)\s+(?:wass|what'?s|whats)\s+(?:it|that|un)\s+(?:come\s+)?to\s*\?*\s*$", r"what's \g<what>?", text,
                  flags=re.I)  # Cornish "denzils share wass it to", "180 kilo at 2.60 wass that come to"
    text = re.sub(r"^\s*(?P<what>[^,?]{3,60}?)\s+where\s*\?+\s*(?:in\s+(?:my\s+|the\s+)?)?e-?mails?\s*[?.!]*\s*$", r"where is the email about \g<what>?", text,
                  flags=re.I)  # "severnside invoice where? email"
    text = re.sub(r"^(\s*)(?!(?:Please|Pls|Plz|Can|Could|Would|Will|Did|Do|Does|Has|Have|Why|When|Who|What|Where|How|And|So|Just|Then|Now|Also|I)\b)"
                  r"(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+send\s+(?P<what>[^?.!]{2,40}?)\?", r"\1did \g<who> send \g<what>?",
                  text)  # "Al-Madina send invoice? check my email": whether they did, none sent
    text = re.sub(r"^(\s*)(?!(?:please|pls|can|could|would|will|did|do|does|has|have|and|so|just|then|now|also|i|you|u)\b)(?P<who>[a-z][\w'-]+)\s+send\s+"
                  r"(?P<what>(?:the|my|an?|that)\s+[^?.!]{2,40}?)\s+yet\s*\?", r"\1did \g<who> send \g<what> yet?", text,
                  flags=re.I)  # "hassan send the parts email yet?"
    text = re.sub(r"^\s*(?P<thing>[a-z][\w -]{1,30}?)\s+(?P<n>\d+)\s*(?P<unit>kg|kilos?|boxes|bags|cases|packs)?\s+more\s+(?:came|come|arrived)(?:\s+in)?\b"
                  r"(?P<rest>[^,.;!?]*)\s*[.!]?\s*$", r"\g<n> \g<unit> \g<thing> came in\g<rest>, add them", text)  # "hamachi 3kg more came in kyou":
    # the stock counted up
    text = re.sub(r"^(\s*)koliko\s+(?=[a-z]+\s+(?:we|i)\s+(?:have|got)\b)", r"\1how much ", text, flags=re.I)  # Bosnian "koliko cheese we have left"
    text = re.sub(r"^\s*(?P<thing>[a-z][\w ]{1,20}?)\s+delivery\s+(?:just\s+)?(?:come|came|arrived)(?:\s+now)?\s*,\s*(?P<n>\d+)\s*(?P<unit>kg|kilos?|bags|boxes)?"
                  r"\s+more\s*,\s*add\s+(?:it|them)\b", r"\g<n> \g<unit> \g<thing> came, add them", text, flags=re.I)  # "flour delivery come now, 25 kg more, add it"
    # stock come in, said with its count and "add": "rice came 25kg add", "rice come from wholesaler 25 kilo add it", "flour delivery
    # came, +25 kg", "arrived 10 kg ricotta from Vito now, put it in", "got 6 oatmeal shampoos in from the wholesalers, add em on"
    text = re.sub(r"^\s*(?:the\s+)?(?P<thing>[a-z][\w ]{1,25}?)\s+(?:delivery\s+)?(?:came|come|arrived)(?:\s+in)?(?:\s+from\s+[\w' ]{1,25}?)?\s*[!.]*\s*,?\s+"
                  r"(?:(?P<plus>\+)|(?=\d[^,]*,?\s*(?:add|put)\b))(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>" + _UNIT + r")?(?:\s+more)?\s*,?\s*"
                  r"(?:(?:add|put)(?:\s+(?:it|them|em)(?:\s+(?:in|on))?)?(?:\s+(?:pls|please))?)?\s*[.!]?\s*$", _came_in, text, flags=re.I)  # "the
    # siziba print came!! 12 metres more, add it pls"
    # … or brought by someone, or its count first: "Karim brought the flour. 10 kg. add la", "12 ton of type 1 landed in the yard this
    # morning put that on", "20 kg onion came add it to the stock"
    text = re.sub(r"^\s*(?:[A-Z][\w'-]*\s+)?(?:brought|delivered|dropped\s+off)\s+(?:the\s+|our\s+)?(?P<thing>[a-z][\w ]{1,25}?)\s*[.,]\s*"
                  r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>" + _UNIT + r")?\s*[.,]?\s*(?:add|put)\b(?:\s+(?:it|them|em|that)(?:\s+(?:in|on))?)?\s*[.!]?\s*$",
                  _came_in, text)
    text = re.sub(r"^\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>" + _UNIT + r")?\s+(?:of\s+)?(?P<thing>[a-z][\w ]{1,25}?)\s+(?:came|come|landed)(?:\s+in)?"
                  r"(?:\s+(?:in|at)\s+the\s+(?:yard|shop|unit|stall))?(?:\s+(?:this\s+morning|today|now))?\s*,?\s*(?:add|put)\s+(?:it|them|em|that)\s*"
                  r"(?:on|in|to\s+the\s+stock)?\s*[.!]?\s*$", _came_in, text, flags=re.I)
    text = re.sub(r"^\s*(?:just\s+)?(?:arrived|came|got)\s+(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>" + _UNIT + r")?\s+(?P<thing>[a-z][\w ]{1,25}?)"
                  r"(?:\s+in)?(?:\s+from\s+(?:the\s+)?[\w' ]{1,25}?)?(?:\s+(?:now|today|in))?\s*,\s*(?:add|put)\s+(?:it|them|em)\s+(?:in|on)\s*[.!]?\s*$",
                  _came_in, text, flags=re.I)
    text = re.sub(r"^\s*(?!(?:what|whats|who|whos|where|wheres|get|give|need|send|find)\b)(?P<who>[a-z]+\s+[a-z]+)\s+(?:mob|mobile)\s*\??\s*$", r"what's \g<who>'s mobile number?", text)  # "fiona macleod mob"
    text = re.sub(r"\s+(?:wror|msee)\s*(?=[,.?!]|$)", "", text, flags=re.I)  # a brother called in Pashto or Sheng: "who not paid yet wror, …"
    text = re.sub(r"^(\s*(?:who|which|what)\b[^,?]{3,60}?)\s*,\s*(?:list|show)\s+(?:me|them)\s*[.!]?\s*$", r"\1?", text, flags=re.I)  # "…, list me"
    text = re.sub(r"^(\s*)did\s+(?:do\s+)?i\s+(?:get|have|receive)\s+anything\s+from\s+", r"\1did I get an email from ", text,
                  flags=re.I)  # "Did I get anything from the Council about the bin's changing over Christmas"
    text = re.sub(r"^(\s*)(?:alter|amend|change|update|correct)\s+(?:my|the)\s+(?:diary|calendar)\s+accordingly\s*:\s*", r"\1move it: ", text,
                  flags=re.I)  # "… asked me to come instead on Tuesday the 1st …. Would you kindly alter my diary accordingly."
    text = re.sub(r"^(\s*)I\s+(?:should|would)\s+like\s+to\s+write\s+to\b", r"\1write an email to", text, flags=re.I)  # "I should like to write to
    # the box office at the Harrogate Theatre (boxoffice@…) to ask for three tickets …"
    text = re.sub(r"^(\s*)(?:(?:my\s+)?(?:mum|mom|mam|dad|nan|nanna|gran|grandma|grandad|teacher|boss)|the\s+boss)\s+(?:said|says)\s+(?:to\s+|i\s+(?:can|could|should)\s+)?"
                  r"(?=(?:delete|cancel|remove|add|put|book|send|email|move|make|share|write)\b)", r"\1", text,
                  flags=re.I)  # "mum said delete the dentist tuesday we are not going anymore": the ask, passed on
    # a thing said by what it does, when its word will not come: "put in day book" (the diary), "did claire write back. the letters
    # thing" (e-mail), "list of jobs. what on it" (the to-do list)
    text = re.sub(r"\bday\s*book\b", "calendar", text, flags=re.I)
    text = re.sub(r"\b(?:the\s+)?(?:letters|e-?mail)\s+thing\b(?!\s+(?:to|that)\b)", "email", text, flags=re.I)
    text = re.sub(r"^(\s*)list\s+of\s+jobs\b(?=\s*[.?]\s*what)", r"\1my to-do list", text, flags=re.I)
    text = re.sub(r"^(\s*)(?:my\s+|the\s+)?(?:calendar|diary)\s*[.:,-]\s*what\s+(?:do\s+)?i\s+(?:have|got)\b", r"\1what have I got on", text,
                  flags=re.I)  # "calendar. what i have tomorrow"
    text = re.sub(r"^(\s*did\s+[\w' -]{2,30}?\s+(?:write|wrote|email|reply|get)\s+back)\s*[.?]\s*e-?mail\s*[.?]?\s*$", r"\1 by email?", text,
                  flags=re.I)  # "did claire write back. the letters thing"
    text = re.sub(r"^(\s*(?:did|has)\s+[\w' -]{2,30}?\s+)(?:write|written|wrote)\s+back\b(?=\s+by\s+email|\s*\??\s*$)(?:\s+by\s+email)?",
                  lambda m: m.group(1) + ("reply" if m.group(1).lstrip().lower().startswith("did") else "replied"), text, flags=re.I)  # "did claire write back?": a reply looked for, no note
    text = re.sub(r"^(?!.*\b(?:delete|bin|trash|remove|send|forward|reply|archive|move|open|read|show|print|save|share)\b)\s*(?P<what>(?!(?:send|write|draft|reply|forward|new|delete|bin|trash|remove|get|archive|open|read|find|show|mark|move|label|star|print|that|the|this|any|an?|my|what|whats|who|did|does|do|has|have|is|was|where|when|which|how|can|could|would|will|i|you)\b)[a-z][\w' -]{1,25}?)\s+e-?mail\s+from\s+(?P<who>[\w'.&-]+(?:\s+[\w'.&-]+){0,3})\s*\??\s*$",
                  r"find the \g<what> email from \g<who>", text, flags=re.I)  # "pip email from dwp": found, none sent
    text = re.sub(r"^(\s*(?:please\s+|pls\s+)?share\s+.{2,40}?)\s+w/?\s+(?=\S)", r"\1 with ", text, flags=re.I)  # "share pain log w dr patel"
    text = re.sub(r"^(\s*)(?:I\s+humbly\s+request\s+that\s+you\s+|please\s+|kindly\s+)?enter\s+(?=(?:my|the|an?)\s+[^.]{3,60}?\s+into\s+my\s+(?:calendar|diary)\b)",
                  r"\1add ", text, flags=re.I)  # "I humbly request that you enter my appointment with Dr Mensah … into my calendar"
    text = re.sub(r"^(\s*)spin\s+up\s+(?=an?\s+(?:new\s+)?(?:doc|document|sheet|spreadsheet|folder)\b)", r"\1create ", text, flags=re.I)  # "spin up a doc — …"
    text = re.sub(r"^(\s*)anything\s+from\s+(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\b(?:\s*(?=:)|\s+(?=re:|re\s|about\b))", r"\1did I get an email from \g<who> ",
                  text, flags=re.I)  # "anything from Harriet re: term sheet? been radio silent since thurs"
    text = re.sub(r"^(\s*(?:please\s+)?remind\s+me)\s+(?:make|mek)\s+(?:i|mi)\s+(?=[a-z])", r"\1 to ", text, flags=re.I)  # Pidgin "remind me make i
    # call DVLA echi morning …": to call
    text = re.sub(r"^(\s*)kill\s+(?=(?:the|my|(?:mon|tue|wed|thu|fri|sat|sun)\w*'s|today's|tomorrow's)\s)", r"\1cancel ", text,
                  flags=re.I)  # "kill fri's all-hands — half the US team is OOO for Thanksgiving anyway": cancel it
    text = re.sub(r"^(\s*)(?:oye\s+)?ha\s+llega(?:d)?o\s+(?:el|un|alg[úu]n)\s+e-?mail\s+de\s+(?:la\s+|el\s+|los\s+)?", r"\1did I get an email from the ",
                  text, flags=re.I)  # Llanito "ha llegao el email de la insurance?": looked for, none sent
    text = re.sub(r"^(\s*)cliente\s+nov[oa]\s*:", r"\1new customer:", text, flags=re.I)  # "cliente nova: Helen Marsh, 9 Panton St …"
    text = re.sub(r"^(\s*)((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(do\s+i\s+have\s+anything)\s*\?", r"\1\3 on \2?", text,
                  flags=re.I)  # "saturday do I have anything?" (read from "sabado tenho alguma coisa?")
    text = re.sub(r"^(\s*)kam\s+(?=[a-z])", r"\1how many ", text)  # Sudanese "kam booking bukra", "kam we made alyoum"
    text = re.sub(r"^(\s*)jak\s+(?=[a-z]+\s+(?:tomorrow|today|mue\s+eun|mue\s+nee)\b)", r"\1how many ", text, flags=re.I)  # Lao "jak order mue eun?"
    text = re.sub(r"^(\s*)hamas\s+(?=(?:kg|kilos?|bags?|cups?|orders?|boxes)\b)", r"\1how many ", text, flags=re.I)  # Tok Pisin "hamas kg of Goroka beans …"
    text = re.sub(r"^(\s*)ole\s+(?=[a-z]+\s+(?:[a-z]+\s+)?(?:remain|left|we|i|dey)\b)", r"\1how many ", text)  # Igbo "ole brake pad remain for corolla?"
    text = re.sub(r"\s+ya\s+zol\s*(?=[,.?!]|$)", "", text, flags=re.I)  # "… ya zol": mate
    text = re.sub(r"^(\s*)task\s*[–:-]\s*(?=[a-z])", r"\1add a task: ", text, flags=re.I)  # "Task – chase props re breakaway vase. By Weds."
    text = re.sub(r"^(\s*)draft\s+to\s+(?=[A-Z])", r"\1draft an email to ", text, flags=re.I)  # "Draft to Ruth at the producers re crew overtime …"
    text = re.sub(r"^(\s*)what\s+(?:was|is)\s+it\s+i\s+(?:had|have)\s+to\s+do(?:\s+(?:this|next)\s+week|\s+today)?\s*\?.*$", r"\1what is on my to-do list?",
                  text, flags=re.I | re.S)  # "What was it I had to do this week? Sarah and I made a list on here on Sunday": the list asked,
    # what follows is how it was made
    text = re.sub(r"^(\s*)am\s+i\s+(?=working\s+(?:on\s+)?(?:today|tonight|tomorrow|this|next|(?:mon|tues|wed|thurs|fri|sat|sun)))", r"\1what's on my calendar, am I ", text,
                  flags=re.I)  # "am i working sat?": the diary asked
    text = re.sub(r"\s+kam\s*\??\s*$", " how much?", text)  # "14 fades at 18 n 6 beards at 10 kam"
    text = re.sub(r"^\s*(?:the\s+)?(?P<thing>[a-z][\w ]{1,20}?)\s+delivery\s+(?:reach|reached|come|came|arrived)\s*,\s*add\s+(?P<n>\d+)\s*(?P<unit>[a-z]+)\s*$",
                  r"\g<n> \g<unit> \g<thing> came, add them", text, flags=re.I)  # "the kente delivery reach, add 12 metres"
    text = re.sub(r"^\s*(?:today\s+)?came\s+(\d+\s+[a-z]+\s+[a-z][\w ]{0,20}?)\s*[.,]\s*add\s*[.!]?\s*$", r"\1 came in today, add them", text,
                  flags=re.I)  # Georgian "dghes came 10 bag flour. add"
    text = re.sub(r"^(\s*)got\s+(?=\d+\s*(?:kilos?|kg|bags?|boxes|cases|packs|trays|litres?)\b)", r"\1bought ", text, flags=re.I)  # "got 5 kilo chicken
    # from costco add it": bought in
    text = re.sub(r"^\s*(tomorrow|today)\s+how\s+many\s+(\w+)\s+are\s+there\b", r"how many \2 are there \1", text, flags=re.I)  # "nale ethra orders undu?"
    text = re.sub(r"^\s*([a-z]\w+)\s+how\s+many\s+(kilos?|kg|bags|boxes|tins|packs|metres)\s+(left|remain)\b", r"how many \2 of \1 \3", text,
                  flags=re.I)  # "sulguni ramdeni kilo left"
    text = re.sub(r"^\s*(?:combien|how\s+much)\s+(metres|kilos?|bags|boxes|yards)\s+(.+?)\s+(?:remain|left)\b", r"how many \1 of \2 are left", text,
                  flags=re.I)  # "combien metres Vlisco yellow remain"
    text = re.sub(r"^(\s*)combien\s+(?=for\s+\d)", r"\1how much ", text, flags=re.I)  # "combien for 3 and half metres at 12 pound"
    text = re.sub(r"^\s*open\s+house\b", "add an open house", text, flags=re.I)  # "open house at Avenue F this Sunday 1-4 pls": an event
    text = _THAT_MAIL_GONE.sub(lambda m: f"delete {m['thing'][:1].lower()}{m['thing'][1:]}." + (" " if m.end() < len(text) else ""), text)  # "that email from the
    # crowd saying I won an iPad delete that Declan says it's a scam": binned, nothing sent
    text = re.sub(r"\b(this|next|on|last)\s+Sul\b", r"\1 Sunday", text)  # Welsh: "who is doing the flowers this Sul"
    text = re.sub(r"\b(any|no)\s+revert\s+(?=from\b)", r"\1 reply ", text, flags=re.I)  # Indian English "Any revert from Priya on the PR
    # review?": a reply
    return text
