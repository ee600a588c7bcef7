"""Hindi words in an English request (Hinglish, as typed across India and its diaspora) read as English before it is
planned: "kal 11 baje FSSAI inspection hai, calendar me daal do" (tomorrow at 11 …, put it in the calendar), "Neha
Kapoor ko list se hata do" (remove Neha Kapoor from the list), "naya delivery boy Sunil ka number save karo …".

Only a request with at least two words only Hindi has, one of them more than a short postposition ("ki", "se" are in
names and other languages too), is read so; its names, numbers and English words stay as typed. Hindi puts the verb
last: a clause's verb goes first ("calendar me daal do": put in the calendar; "X ko … hata do": remove X …), and a light
verb's English verb too ("Sunil ka number save karo": save …)."""

from __future__ import annotations

import re

# Words only Hindi has (no English word is spelled so): two of them make a request Hinglish
_HINDI = frozenset("hai hain kar karo karna kardo karne kiya diya daal daalo dalo hata hatao hatana batao dhundo dhundho dhoondo "
                   "kya kaha kahan kitne kitna kitni aaj kal wala wale wali ko ka ki ke se mein mat abhi bhejna bhejo naya nayi "
                   "naye yaad dilana tha thi gaya gaye chahiye jisme likho raha rahi usne uska uski uske mera meri mere aur "
                   "kiska kiski baje pehle wapas chalu ji tak kis gayi aage woh "
                   "ketna bhail bacha baaki baqi kaila hamar tohar aya aaya paisa".split())  # (and Bhojpuri's: "sattu ketna bacha ba?")

# A light verb after an English one ("update kar do", "save karo", "book karna hai"): the English verb says it. "kar
# diya"/"kiya" tell what was done ("GPay kar diya"), no request.
_LIGHT_VERB = re.compile(r"\b([a-z]+)\s+(?:kar\s+(?:do|dena|de|lo|lena)|kardo|karo|karna(?:\s+hai)?)\b", re.I)
_DONE = re.compile(r"\s+(?:kar\s+diya|kiya|kar\s+di)\b", re.I)
# Hindi verbs, each as the English one (a "don't" first: "abhi bhejna mat", "hatana mat")
_VERBS = [
    (r"\b(?:bhejna|bhejo)\s+mat\b|\bmat\s+(?:bhejna|bhejo)\b", "don't send"),
    (r"\bhatana\s+mat\b|\bmat\s+(?:hatana|hatao)\b", "don't remove"),
    (r"\b(?:daal|dal)\s+(?:do|de|dena)\b|\bdaalo\b|\bdalo\b", "put"),
    (r"\bhata\s+(?:do|de|dena)\b|\bhatao\b|\bnikal\s+do\b", "remove"),
    (r"\bbata\s+do\b|\bbatao\b|\bbolo\b", "tell me"),
    (r"\bdhund(?:h)?\s+do\b|\bdhundo\b|\bdhundho\b|\bdhoond(?:h)?o\b", "find"),
    (r"\bdekh\s+(?:lo|do)\b|\bdekho\b", "check"),
    (r"\bbhej\s+do\b|\bbhejo\b", "send"),
    (r"\blikh\s+do\b|\blikho\b", "write"),
    (r"\byaad\s+(?:dilana|dila\s+dena|dilao)\b", "remind me to"),
    (r"\breh\s+(?:gaya|gayi|gaye)\b", "missed"),
    (r"\ble\s+(?:li|liya|lee|liye)\b", "took"),
    (r"\baage\s+kar\s+(?:do|dein|dijiye|de|dena)\b", "push back"),
    (r"\baa\s+(?:gayi|gaya|gaye)\b", "has come"),
]
_SAID_LAST = re.compile(r"^(?P<rest>.*\S)(?<!don't)\s+(?P<verb>put|remove|tell me|find|check|send|write|push back)$")  # "… calendar me daal do"
# Postpositions follow their noun in Hindi: "calendar me (daal do)" is "in calendar", "list se" "from list", "drive pe" "on drive"
_POSTPOSITION = re.compile(r"(?<![\d.])\b((?:\d{1,3}(?:\.\d+)?\s+(?=[a-z]{3}))?[\w.@'-]+(?:\s+db)?)\s+(mein|se|pe|par|me(?=\s+(?:daal|dal|likh|rakh|dekh|save|add|hai)|\s*$))\b",
                          re.I)
_THE_NAMED = re.compile(r"\b((?:(?!(?:what|was|is|where|who|in|the|a|my)\b)[\w-]+\s+){1,3}?)wal[aie]\s+(sheet|list|file|folder|note|doc|email|group)\s+(?:mein|me|pe|par)\b", re.I)
_POST_WORD = {"me": "in", "mein": "in", "se": "from", "pe": "on", "par": "on"}
_WORDS = {"aaj": "today", "kal": "tomorrow", "naya": "new", "nayi": "new", "naye": "new", "abhi": "now", "pehle": "first",
          "aur": "and", "jisme": "with", "wo": "the", "woh": "that", "mera": "my", "meri": "my", "mere": "my", "uska": "their",
          "uski": "their", "uske": "their", "kitne": "how many", "kitna": "how much", "kitni": "how many", "koi": "any", "ketna": "how much", "bacha": "left", "aya": "came", "aaya": "came", "aayi": "came",
          "paisa": "money", "baaki": "owed", "baqi": "left", "dono": "both", "rakha": "kept",
          "hafte": "week", "agle": "next", "nahi": "not", "nahin": "not", "chahiye": "needed", "toh": "",
          "somvar": "monday", "mangalvar": "tuesday", "budhvar": "wednesday", "guruvar": "thursday", "shukravar": "friday",
          "shanivar": "saturday", "ravivar": "sunday"}
_THIS_WEEK = re.compile(r"\bis\s+(?=hafte\b)", re.I)  # "is hafte": this week
_DROPPED = re.compile(r"\s+(?:ji|hai|hain|haan|ne|wala|wale|wali|tha|thi|wagera|wagaira|bhail|ba(?=\s*[?.!]|\s*$)|kya(?=\s*\??\s*$))\b(?=[\s,.?!;]|$)",
                      re.I)  # (and Bhojpuri's "ba", "bhail": is, was)
_POSSESSIVE = re.compile(r"\b(\w+)\s+(?:ka|ke|ki)\s+(?=\w)", re.I)  # "Sunil ka number": Sunil's number
_WHAT = re.compile(r"^(?P<rest>.+?)\s+(?P<q>kya|kaha|kahan)\s+(?P<was>hai|tha|thi|the)\b\s*\??(?P<more>.*)$", re.I)  # "… ka number kya hai": what is …
_WHAT_FIRST = re.compile(r"^\s*(?P<q>kya|kaha|kahan)\s+hai\s+(?P<more>.+?)\s*$", re.I)  # "kahan hai woh note": where is that note
_WHAT_MINE = re.compile(r"^\s*(?P<day>aaj|kal)\s+ka\s+kya\s+(?P<what>\w+)\s+hai\s+(?:mera|meri|mere)\b", re.I)  # "kal ka kya schedule hai mera"
_WHOSE = re.compile(r"^\s*(?P<by>(?:aaj|kal)\s+tak\s+)?(?:kiska\s+kiska|kis\s+kis\s+ka|kiska)\s+(?P<what>[\w ]+?)\s+(?P<state>pending|baki|baaki|due)\b",
                    re.I)  # who has … pending; "kal tak kis kis ka refill due hai": whose refill is due by tomorrow
_TO_PERSON = r"^(?P<who>[^,]+?)\s+ko\s+(?P<what>.*?)\s*\b(?P<verb>remove|put|send|find|write|tell me{})\b(?P<after>.*)$"
_TIME = re.compile(r"\b(\d{1,2}(?:[:.]\d\d)?)\s+baje(\s+tak)?\b", re.I)  # "11 baje": at 11; "1 baje tak": by 1


_SHORT_WORDS = frozenset("ko ka ki ke se mein ji".split())
_MADE_INSTEAD = re.compile(r"\b(\d+)\s+se\s+(\d+)\s+kar\s+(?:do|de|dein|dena|dijiye)\b", re.I)
_FOR_SOMEONE = re.compile(r"\b([\w£$€.,]+(?:\s+[\w]+)?)\s+ke\s+liye\b", re.I)
# Someone's payment: "begum baji ne 1500 cash diya aaj" (Begum baji paid 1500 cash today)
_PAID = re.compile(r"^(?P<who>.+?)\s+ne\s+(?P<amount>[£$€]?\d[\d,.]*k?)\s*(?P<how>cash|card|bank|online|transfer)?\s+"
                   r"(?:diya|diye|de\s+diya|de\s+diye|de\s+gaye|de\s+gayi|bheja|bheje)\b", re.I)
# Who has not given something: "december mein kis kis ne deposit nahi diya abhi tak" (who has not paid the deposit in december yet)
_WHO_HAS_NOT = re.compile(r"^(?P<when>.*?)\s*(?:kis\s+kis|kisne|kis)\s+ne\s+(?P<what>.+?)\s+nahi(?:n)?\s+(?:diya|diye|bheja|kiya|di)\b"
                          r"(?:\s+abhi\s+tak)?(?P<rest>.*)$", re.I)
# A sheet, list or file named before its postposition: "stock sheet mein daal do …" (put … in the stock sheet)
_NAMED_PLACE = re.compile(r"\b((?:[\w-]+\s+){0,2}(?:sheet|spreadsheet|file|folder|doc))\s+(?:mein|me|pe|par)\b", re.I)  # postpositions a name or another language may have too


def hinglish(text: str) -> bool:
    """Whether ``text`` says at least two words only Hindi has, one of them more than a postposition."""
    said = [w for w in re.findall(r"[a-z]+", text.lower()) if w in _HINDI]
    return len(said) >= 2 and any(w not in _SHORT_WORDS for w in said)


def english(text: str) -> str:
    """``text`` with its Hindi words read as English when it is Hinglish; unchanged otherwise."""
    if not hinglish(text):
        return text
    text = re.sub(r"\bkitna\s+(?:banega|bana|hoga|hua)\b", "what does that come to", text, flags=re.I)  # "2.5 lakh pe 18% GST kitna banega?": a sum
    text = _MADE_INSTEAD.sub(r"make it \2 instead of \1", text)  # "… numbers gone up bhai, 400 se 450 kar do"
    text = re.sub(r"\b(aa?ya|aayi)\s+ka\b", r"\1", text, flags=re.I)  # Bhojpuri's question "… invoice aaya ka email me?" (has it come)
    text = re.sub(r"\b(?:phone|call)\s+(?:kiya|kia)\b", "phoned", text, flags=re.I)  # "Tariq Mengal phone kiya, 3 chicken sajji …": he phoned
    text = _FOR_SOMEONE.sub(r"for \1", text)  # "450 guests ke liye …"
    return " ".join(_clause(c) for c in re.split(r"(?<=[,.?!;])\s+", text.strip()))


def _clause(clause: str) -> str:
    """One clause read as English: its question word first, its verb first, its postpositions before their nouns."""
    end = clause[-1] if clause[-1:] in ",.?!;" else ""
    text = clause[: len(clause) - len(end)] if end else clause
    if m := _WHOSE.match(text):
        by = f" by {_WORDS[m.group('by').split()[0].lower()]}" if m.group("by") else ""
        return f"who has {m.group('what')} {m.group('state')}{by}{end}"
    if m := _PAID.match(text):
        text = f"{m.group('who')} paid {m.group('amount')}{' ' + m.group('how') if m.group('how') else ''}{text[m.end():]}"
    if m := _WHO_HAS_NOT.match(text):
        when = _postpositions(m.group("when").strip())
        return f"who has not paid the {m.group('what')}{' ' + when if when else ''} yet{m.group('rest')}{end or '?'}"
    if m := _WHAT_MINE.match(text):
        return f"what is my {m.group('what')} {_WORDS[m.group('day').lower()]}{end or '?'}"
    if m := _WHAT_FIRST.match(text):
        text, end = f"{'what' if m.group('q').lower() == 'kya' else 'where'} is {m.group('more')}", end or "?"
    if m := _WHAT.match(text):
        was = "is" if m.group("was").lower() == "hai" else "was"
        text = f"{'what' if m.group('q').lower() == 'kya' else 'where'} {was} {m.group('rest')} {m.group('more')}"
        end = end or "?"
    text = _DONE.sub("", _TIME.sub(lambda t: f"{'by' if t.group(2) else 'at'} {t.group(1)}", _THIS_WEEK.sub("this ", text)))
    light = _LIGHT_VERB.search(text)  # "save karo": save
    verb = light.group(1) if light else ""
    text = _LIGHT_VERB.sub(r"\1", text)
    text = _THE_NAMED.sub(r"in the \1\2", text)  # "daily sales wali sheet mein": in the daily sales sheet
    text = _NAMED_PLACE.sub(r"in the \1", text)  # "stock sheet mein": in the stock sheet
    text = _postpositions(text)
    for pattern, said in _VERBS:
        text = re.sub(pattern, said, text, flags=re.I)
    text = _DROPPED.sub("", text)
    if m := re.match(_TO_PERSON.format(f"|{re.escape(verb)}" if verb else ""), text, re.I):
        after = re.sub(r"^\s*(?:'s\s+|ki\b)", "that ", m.group("after").strip(), flags=re.I)  # "… ko mail kar do ki …": that
        text, verb = f"{m.group('verb')} {m.group('who')} {m.group('what')} {after}", ""
    elif verb:  # the English verb first: "naya delivery boy Sunil ka number save karo …": save …
        text = re.sub(rf"\s*\b{re.escape(verb)}\b", "", text, count=1).strip()
        text = f"remind me to {verb} {text[len('remind me to'):]}" if text.startswith("remind me to") else f"{verb} {text}"
    text = _POSSESSIVE.sub(r"\1's ", text)
    text = re.sub(r"\b(" + "|".join(_WORDS) + r")\b", lambda w: _WORDS[w.group(1).lower()], text, flags=re.I)
    text = re.sub(r"\s{2,}", " ", text).strip()
    if m := _SAID_LAST.match(text):
        text = f"{m.group('verb')} {m.group('rest')}"
    elif m := re.match(r"^(in the [^,]+?)\s+(put|write)\s+(.+)$", text):  # "in the stock sheet put 2 drums oil …": put them in it
        text = f"{m.group(2)} {m.group(3)} {m.group(1)}"
    elif m := re.match(r"^(.+?)\s+(how\s+(?:many|much)\b.*)$", text):  # "aaj kitne tiffin banana hai": how many … today
        text = f"{m.group(2)} {m.group(1)}"
    return ("enter it" if text == "put" else text.strip()) + end  # "…, 16 tiffin gaye the aur 1 extra. daal do": enter it


def _postpositions(text: str) -> str:
    return _POSTPOSITION.sub(lambda m: f"{_POST_WORD[m.group(2).lower()]} {'the ' if m.group(1).isalpha() and m.group(1).islower() and m.group(1) != 'drive' else ''}"
                                       f"{m.group(1)}", text)  # "list se": from the list
