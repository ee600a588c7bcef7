"""Japanese in romaji in a request (as typed by a calligraphy and origami teacher in London, casual, with English mixed in)
read as English before it is planned: "ashita no shodo class, dare kuru?" (who is coming to tomorrow's shodo class?),
"Kaori ni mail okutte~ …" (send an email to Kaori: …), "raishuu suiyoubi gogo 5ji haisha, calendar ni irete onegai" (put
wednesday next week at 5pm dentist in the calendar please), "mada haratte nai hito dare?" (who hasn't paid yet?), "Japan
House no meeting, mokuyoubi 11ji kara kinyoubi no onaji jikan ni kaete kudasai" (move the Japan House meeting from thursday
at 11:00 to friday at 11:00 please), "Sophie Martin-san wo doyoubi no origami ni tsuika shite" (add Sophie Martin to the
origami on saturday), "wasurenaide!! sumi to hanshi chuumon suru, kinyoubi made ni" (remind me to order sumi and hanshi by
friday), "kinyoubi nani ga aru?" (what do I have on friday?), "kyonen no kakizome no flyer doko itta?" (where did I put last
year's kakizome flyer?), "kusudama no fee, 24 pondo kara 26 ni kaete" (change the kusudama fee from £24 to £26).

And as a polite salaryman in London types it (meetings, quotes, clients, trips; "sumimasen", "yoroshiku onegaishimasu"):
"kyou no yotei wa?" (what's my schedule today?), "Kanda Shoji no Sato-san kara mitsumori no mail kimashita ka?" (has the
quote email from Sato from Kanda Shoji arrived?), "mokuyou no Hargreaves Steel to no meeting, kyanseru ni natta node
calendar kara keshite kudasai" (delete the meeting on thursday with Hargreaves Steel from the calendar please, because it
was cancelled), "… okuru koto, task ni shite kudasai" (add a task please: send …), "X, PC no doko ni hozon shita ka
wasuremashita… sagashite moraemasu ka" (where did I save X on the PC? I forgot… find it please), "asatte kara Tokyo shucchou
desu, modori wa 12/4 (kin)" (I'm on a business trip to Tokyo from the day after tomorrow, back on 4 December (friday)),
"Emma-san to Oliver-san no aite iru jikan wo shiritai desu" (I want to know when Emma and Oliver are free), "Sato-san he
no henji, draft dake tsukutte oite kudasai. mada okuranaide" (just make a draft of the reply to Sato please. don't send it
yet), "ima Tokyo wa nanji desu ka?" (what time is it in Tokyo now?).

Only a request with at least two words only Japanese has is read so ("nani ga aru" and a name with "-san" each count as
one). Japanese puts the verb last and its particles after their nouns: each clause is read with its verb first, "X wo"
its object, "X ni" to (in, with) X, "X kara" from X, "X made ni" by X; a clause with no object takes the one said before
its comma as it ("kusudama no fee, … ni kaete": change the kusudama fee …). "A no B" is "the A B" ("tomorrow's B", "the
B on friday" of a day); "-san" is left off a name. A date is written month/day ("12/21": 21 December), a time "5ji"
(5:00), "gogo 5ji han" (5:30pm). "Tanaka-san to" is with Tanaka ("Emma-san to Oliver-san": Emma and Oliver), "A to no B"
the B with A, "A he no B" the B to A; a title after a name ("buchou", "kachou") is left off as "-san" is; "A node B" is B,
because A. What is dictated after "okutte~", "memo shite:" or "tsuika:" stays as typed, and so do quoted text, names,
numbers, e-mail addresses and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Japanese has (no English word, nor one of another stored language: "dare", "kara", "nai", "nani", "mada",
# "kamo", "kami", "miru", "tasu", "pondo", "natta", "memo", "gogo" are words elsewhere too): two of them make a request Japanese
_OWN = frozenset("""ashita asatte kyou kinou ototoi konban kesa raishuu konshuu senshuu raigetsu kongetsu sengetsu kyonen
    kotoshi rainen getsuyoubi kayoubi suiyoubi mokuyoubi kinyoubi doyoubi nichiyoubi getsuyou suiyou mokuyou kinyou
    nichiyou gozen yuugata okutte okutta okuru okurimasu irete ireru tsuika kaete kaeru henkou ugokashite zurashite
    kyanseru torikeshite keshite kesu sakujo kyouyuu sagashite misete oshiete akete hiraite hozon touroku yoyaku chuumon
    shite shimasu onegai onegaishimasu kudasai oite haratta haratte harau hoshii wasurenaide dakara zenzen hajimete
    atarashii seito jikan onaji ikura doko itta datta desu nanseki nanmai nannin ikutsu aiteru aite hitori yobi setsumei
    kantan kakitai eigo nihongo kouho odai moji kaerimasu takaku mitai shiyou haisha byouin biyouin uchiawase kaigi itsu
    yotei sumimasen yoroshiku kimashita kiteimasu todoita hazu deshita mitsumori keitai bangou buchou kachou shachou gyou
    shucchou modori nanji shiritai shitai idou henji tsukutte okuranaide tsukete dochira yaritori wasuremashita wasureta
    moraemasu kuremasu tsugou naiyou kakunin imasu houkoku""".split())
# Sayings only Japanese has, each counted as one of its words: "nani ga aru" (what is there), "dare kuru" (who is coming),
# "X no Y doko" (where is X's Y), a name with "-san"
_OWN_SAID = re.compile(r"(?i:\bnani\s+ga\s+aru\b|\bdare\s+(?:ga\s+)?kuru\b|\bno\s+[\w-]+\s+(?:wa\s+)?(?:ikura|itsu|doko|dare)\b)"
                       r"|\b[A-Z][a-z]+-san\b")

_DAYS = {"getsu": "monday", "ka": "tuesday", "sui": "wednesday", "moku": "thursday", "kin": "friday", "do": "saturday",
         "nichi": "sunday"}
_DAY = r"\b(getsu|ka|sui|moku|kin|do|nichi)-?you(?:bi)?\b"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHEN = {"ashita": "tomorrow", "asu": "tomorrow", "kyou": "today", "kinou": "yesterday", "asatte": "the day after tomorrow",
         "ototoi": "the day before yesterday", "konban": "tonight", "kesa": "this morning", "raishuu": "next week",
         "konshuu": "this week", "senshuu": "last week", "raigetsu": "next month", "kongetsu": "this month",
         "sengetsu": "last month", "kyonen": "last year", "kotoshi": "this year", "rainen": "next year"}
_RELATIVE = (r"(?:tomorrow|today|yesterday|tonight|this morning|next week|this week|"
             r"last week|next month|this month|last month|last year|this year|next year)")
# Verbs said last, each as (English, what "X ni" is to it): "calendar ni irete" put in the calendar, "Chloe ni share shite"
_SHITE = r"(?:\s+(?:shite|suru|shimasu|shitai))"
_VERBS: list[tuple[str, str, str]] = [
    (r"(?:okutte|okuru|okurimasu|okutte\s+oite)", "send", "to"), (r"(?:irete|ireru|irete\s+oite)", "put", "in"),
    (r"tsuika" + _SHITE + "?", "add", "to"), (r"(?:kaete|kaeru|henkou" + _SHITE + "?)", "change", "to"),
    (r"(?:ugokashite|zurashite|idou" + _SHITE + "?)", "move", "to"), (r"(?:tsukete|tsukeru)", "add", "to"),
    (r"(?:tsukutte|tsukuru)", "make", "for"), (r"(?:kyanseru" + _SHITE + "?|torikeshite)", "cancel", "for"),
    (r"(?:keshite|kesu|sakujo" + _SHITE + "?)", "delete", "from"), (r"(?:share|kyouyuu)" + _SHITE, "share", "with"),
    (r"sagashite", "find", "in"), (r"misete", "show me", "in"), (r"oshiete", "tell me", "about"), (r"(?:akete|hiraite)", "open", "in"),
    (r"(?:save|hozon|touroku)" + _SHITE + "?", "save", "in"), (r"yoyaku" + _SHITE + "?", "book", "for"),
    (r"chuumon" + _SHITE + "?", "order", "from"), (r"settei" + _SHITE + "?", "set up", "for"), (r"(?:kaerimasu|kaeru|kaeri)", "I'm going back", "to"),
    (r"kakitai", "I want to write it", "on"), (r"memo" + _SHITE + "?", "make a note", "in"), (r"(?:check|print|update|book|send|reply|forward|add|delete|cancel)" + _SHITE, "", "to"),
]
_NO_OBJECT = ("I'm going back", "I want to write it", "make a note")  # verbs said with nothing done to
_TAIL = r"(?P<tail>(?:\s*(?:oite|kudasai|onegai(?:shimasu)?|hoshii|kureru|morau|ne|yo|please)\b)*)"
_VERB_LAST = re.compile(r"^(?P<body>.*?)\s*\b(?P<verb>" + "|".join(f"(?:{v})" for v, _, _ in _VERBS) + r")\b" + _TAIL + r"\s*(?P<end>[?!.]*)\s*$", re.I)
_PARTICLE = re.compile(r"(?P<x>.+?)\s+(?P<p>wo|ni|kara|made\s+ni|made|de)(?=\s|$)", re.I)
_PLAIN = frozenset("the a an my our his her their this that it me him them all every last next tomorrow today at on in by".split())
_NOUNS = {"mitsumori": "quote", "keitai": "mobile", "henji": "reply", "yotei": "schedule", "haisha": "dentist", "isha": "doctor", "byouin": "hospital", "biyouin": "hairdresser", "kaigi": "meeting",
          "uchiawase": "meeting", "seito": "student", "seitosan": "student", "jugyou": "lesson", "kurasu": "class",
          "eigo": "English", "nihongo": "Japanese", "nihon": "Japan", "okane": "money", "bangou": "number",
          "denwa": "phone", "juusho": "address", "tanjoubi": "birthday", "yasumi": "day off", "mail": "an email",
          "meeru": "an email", "message": "a message", "yobi": "spare", "tsuru": "cranes", "kami": "paper"}
_SMALL = {"dakara": "so", "mou": "already", "zenbu": "all", "minna": "everyone", "ima": "now",
          "kore": "this", "sore": "that", "mada": "still", "ato": "still", "demo": "but"}


def _day(m: re.Match) -> str:
    return _DAYS[m.group(1).lower()]


def _hour(m: re.Match) -> str:
    """ "gogo 5ji" → at 5pm, "11ji" → at 11:00, "gozen 9ji han" → at 9:30am, "3ji 15fun" → at 3:15."""
    part, hour = (m.group("part") or "").lower(), int(m.group("h"))
    minutes = "30" if m.group("half") else f"{int(m.group('min')):02d}" if m.group("min") else "00"
    if part in ("gogo", "yuugata", "yoru"):
        return f"at {hour}{'' if minutes == '00' else ':' + minutes}pm"
    if part in ("gozen", "asa"):
        return f"at {hour}{'' if minutes == '00' else ':' + minutes}am"
    return f"at {hour}:{minutes}"


def _month_day(m: re.Match) -> str:
    """ "12/21" as Japanese writes a date, month first: 21 December."""
    month, day = int(m.group(1)), int(m.group(2))
    return f"{day} {phrasebook.MONTH_NAMES[month - 1]}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


def _the(said: str) -> str:
    """A noun said bare as English says it: "calendar" → the calendar; "Chloe", "£24", "friday", "last year's flyer" as they are."""
    first = said.split()[0] if said.split() else ""
    plain = not first or not first[0].islower() or first.lower() in _PLAIN or re.match(_WEEKDAY, first) or "'s" in said
    return said if plain else f"the {said}"


def _of(m: re.Match) -> str:
    """ "A no B": tomorrow's B, the B on friday, the A B (a possessive before it keeps it: "last year's kakizome flyer")."""
    a, b = m.group("a"), m.group("b")
    if re.fullmatch(_RELATIVE, a, re.I):
        return f"{a}'s {b}"
    if re.fullmatch(_ON_DAY, a, re.I):  # "getsuyou 10:00 no TV kaigi": the video meeting on monday at 10:00
        return f"the {b} on " + re.sub(r"\s+(?:at\s+)?(?=\d)", " at ", a)
    return f"{m.group('pre') or ''}{a} {b}" if m.group("pre") else f"the {a} {b}"


def _forgot(m: re.Match) -> str:
    """ "X, PC no doko ni hozon shita ka wasuremashita": where did I save X on the PC? I forgot."""
    where = f" on the {m.group('in')}" if m.group("in") else ""
    return f"where did I {'save' if m.group('v').lower().startswith('hozon') else 'put'} {m.group('x') or 'it'}{where}? I forgot"


def _should(m: re.Match) -> str:
    """ "kinou made ni kuru hazu deshita": it should have arrived by yesterday."""
    done = {"kuru": "arrived", "todoku": "arrived", "owaru": "finished"}[m.group("v").lower()]
    have = "have " if m.group("was").lower() in ("deshita", "datta") else ""
    return f"it should {have}{done}" + (f" by {m.group('t').strip()}" if m.group("t") else "")


_ON_DAY = _WEEKDAY + r"(?:\s+(?:next|this|last)\s+week)?(?:\s+(?:at\s+)?\d{1,2}:\d\d)?"  # "monday next week 10:00"
_START = r"(?:^|(?<=[.!?~]\s))"  # a sentence's start
_LOWER = r"(?!(?:wo|ni|wa|ga|de|kara|made|to|the|a|an|and|at|on|in|from|for|by|with)\b)(?-i:[a-z])[\w-]*"  # a noun, no particle
_CAPS = r"(?:(?-i:[A-Z])[\w&'-]*\s+){0,3}(?-i:[A-Z])[\w&'-]*"  # "Japan House", "Heathrow Express"
_A = (r"(?:\ue000\d+\ue001|" + _CAPS + "|" + _RELATIVE + r"|" + _ON_DAY + r"|(?:(?-i:[A-Z0-9])[\w-]*\s+)?" + _LOWER
      + r"(?:\s+" + _LOWER + r")?)")  # a name, a day, "Q1 pricing", "kakizome"
_HONOR = r"(?:-|\s)(?:san|sensei|sama|chan|kun|buchou|kachou|shachou|senpai)\b"  # "Sato-san", "Yamamoto buchou"
_NAME = r"\b((?-i:[A-Z])[\w'-]*)" + _HONOR
_NOUN = r"(?:" + _CAPS + r"|[\w-]+(?:\s+(?:kaigi|meeting|mail|list|bangou|number))?)"  # "Heathrow Express", "receipt mail"
_UNTIL = r"(?=\s*[,.!?]|\s+(?:wo|ni|kara|made|de|wa|ga)\b|$)"  # a clause's end: a comma or a particle

# Phrases read whole before the clauses, in order: names, dates and times, "A no B", questions, what was done
_SAID: list[tuple[str, object]] = [
    (r"^\s*sumimasen\b[\s,.!]*", ""), (r"[,.\s]*\byoroshiku(?:\s+onegai(?:shimasu|itashimasu)?)?\b", ""),  # excuse me; thanks ahead
    # "Emma-san to Oliver-san": Emma and Oliver; "Tanaka-san to Q1 pricing no kaigi": the Q1 pricing meeting with Tanaka
    (_NAME + r"\s+to\s+(?=(?-i:[A-Z])[\w'-]*" + _HONOR + ")", r"\1 and "),
    (_NAME + r"\s+to\s+(?!no\b|wa\b)(?P<y>[^,.!?]+?)" + _UNTIL, r"\g<y> with \1"),
    (r"\b((?:(?-i:[A-Z])[\w&'-]*\s+){0,4}(?-i:[A-Z])[\w&'-]*)\s+no\s+((?-i:[A-Z])[a-z]+)" + _HONOR, r"\2 from \1"),
    (_NAME + r"\s+no\b", r"\1's"), (_NAME, r"\1"), (r"\b(seito|sensei)[\s-]?san\b", r"\1"),
    (r"\batarashii\s+(\w+)\s*:", r"new \1"), (r"\batarashii\b", "new"),
    # dates and times: "12/21" (21 December), "12gatsu 21nichi", "gogo 5ji han", "raishuu suiyoubi" (wednesday next week)
    (r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![\d/])", _month_day),
    (r"\b(\d{1,2})\s*gatsu\s*(\d{1,2})\s*nichi\b", lambda m: _month_day(re.match(r"(\d+)/(\d+)", f"{m.group(1)}/{m.group(2)}"))),
    (r"\b(?:(?P<part>gogo|gozen|asa|yuugata|yoru)\s*)?(?P<h>\d{1,2})\s*ji(?:\s*(?P<half>han)|\s*(?P<min>\d{1,2})\s*(?:fun|pun))?\b", _hour),
    (r"\((getsu|ka|sui|moku|kin|do|nichi)\)", lambda m: f"({_DAYS[m.group(1).lower()]})"),  # "12/4 (kin)": 4 December (friday)
    (_DAY, _day), (r"\bnihon\b", "Japan"), (r"\braishuu\s+(?:no\s+)?(" + _WEEKDAY + r")", r"\1 next week"), (r"\bkonshuu\s+(?:no\s+)?(" + _WEEKDAY + r")", r"this \1"),
    (r"\bsenshuu\s+(?:no\s+)?(" + _WEEKDAY + r")", r"last \1"), (r"\b(" + "|".join(_WHEN) + r")\b", lambda m: _WHEN[m.group(1).lower()]),
    (r"\b(\d+(?:\.\d\d)?)\s*(?:pondo|pound)\b", r"£\1"), (r"\b(\d+)\s*nin\b", r"\1 people"), (r"\bhitori\s+(\d+)", r"\1 each"),
    (r"\b(\d+)\s*mai\b", r"\1 sheets"), (r"\b(\d+)\s*moji\b", r"\1 characters"), (r"\b(\d+)\s*(?:pun|fun)\b", r"\1 minutes"),
    (r"\b(\d+)\s*(jikan|gyou)\b", lambda m: f"{m.group(1)} {'hour' if m.group(2).lower() == 'jikan' else 'row'}{'s' * (m.group(1) != '1')}"),
    (r"(\d+\s+(?:minutes|hours?|people|days?))\s+(?:kurai|gurai|hodo)\b", r"about \1"),  # "1 jikan kurai": about 1 hour
    (r"\b(?:(" + _WEEKDAY + r"|" + _RELATIVE + r")\s+no\s+)?onaji\s+jikan\b", lambda m: f"{m.group(1) + ' ' if m.group(1) else ''}at the same time"),
    # "kyou no yotei wa?": what's my schedule today?; "asatte kara Tokyo shucchou desu": I'm on a business trip to Tokyo from …
    (_START + r"(?:(?P<t>" + _RELATIVE + "|" + _ON_DAY + r")\s+no\s+)?yotei(?:\s+(?:wa|ga))?(?:\s+desu)?(?:\s+ka)?\s*\??",
     lambda m: "what's my schedule" + (f" on {m.group('t')}" if re.match(_WEEKDAY, m.group("t") or "", re.I) else f" {m.group('t') or ''}").rstrip() + "?"),
    (_START + r"(?:(?P<t>[^,.!?]+?)\s+kara\s+)?(?P<x>(?-i:[A-Z])[\w ]*?)\s+(?:e\s+|ni\s+)?shucchou(?:\s+(?:desu|shimasu|da))?\b",
     lambda m: f"I'm on a business trip to {m.group('x')}" + (f" from {m.group('t')}" if m.group("t") else "")),
    (r"\bmodori\s+(?:wa|ga)\s+", "back on "), (r"\bTV\s+kaigi\b", "video meeting"),
    # "Hargreaves Steel to no meeting": the meeting with Hargreaves Steel; "Sato he no henji": the reply to Sato; "Osaka gawa no tsugou"
    (r"(?<![\w'-])(?P<x>(?:(?!\bno\b)[^,.!?])+?)\s+to\s+no\s+(?P<b>" + _NOUN + ")", lambda m: (m.group("b") if re.search(
        r"\bno\s+$", m.string[:m.start()], re.I) else _the(m.group("b"))) + f" with {m.group('x')}"),  # "A no" before it says its "the"
    (r"(?<![\w'-])(?P<x>" + _A + r")\s+he\s+no\s+(?:mail|meeru)\s+de\b",
     lambda m: f"when writing to {_the(m.group('x')).replace('the ', 'a ', 1)}"),  # "customer he no mail de": when writing to a customer
    (r"(?<![\w'-])(?P<x>" + _A + r")\s+he\s+no\s+(?P<b>" + _NOUN + ")", r"the \g<b> to \g<x>"),
    (r"\b(?P<x>\w+)\s+(?P<side>gawa\s+)?no\s+tsugou(?:\s+(?:desu|da|de))?",
     lambda m: f"because of {'the ' + m.group('x') + ' side' if m.group('side') else m.group('x')}'s schedule"),
    (r"\b(?P<f>Drive|Downloads|Documents|Desktop|Dropbox|OneDrive|PC|[\w~.-]+/[\w/.-]*)\s+no\s+"
     r"(?P<x>\ue000\d+\ue001|[\w.-]+\.\w{2,4}\b)", r"\g<x> in \g<f>"),  # "Downloads no invoice.pdf": invoice.pdf in Downloads
    # "X, PC no doko ni hozon shita ka wasuremashita": where did I save X on the PC? I forgot; "sagashite moraemasu ka": find it please
    (_START + r"(?:(?P<x>(?:[^,.!?]|\.(?=\w))+?)\s*,\s*)?(?:(?P<in>[^,.!?]+?)\s+no\s+)?doko\s+ni\s+"
     r"(?P<v>hozon\s+shi(?:ta|mashita)|oita|okimashita|ireta)\s+ka\s+wasure(?:mashita|ta|chatta)\b", _forgot),
    # "A no B": "ashita no shodo class" (tomorrow's shodo class), "mokuyoubi no bun" (for thursday), "room booking no hito"
    (r"\b(" + _A + r")\s+no\s+bun\b", r"for \1"), (r"\b([\w ]{1,30}?)\s+no\s+hito\b(?!\s+dare)", r"the \1 person"),
    *[(r"(?P<pre>'s\s+)?(?<![\w'-])(?P<a>" + _A + r")\s+no\s+(?P<b>" + _NOUN + ")", _of)] * 2,  # twice: "kyonen no kakizome no flyer"
    # asked: who, what, where, how many, how much
    (_START + r"(?P<t>[^,.!?]+?)\s*(?:,|\s+wa)\s*dare\s+(?:ga\s+)?kuru\b", r"who is coming to \g<t>"), (r"\bdare\s+(?:ga\s+)?kuru\b", "who is coming"),
    (_START + r"(?P<t>[^,.!?]+?)\s*(?:,|\s+wa)\s*(?:ato\s+)?nan\s*seki\s+aite(?:ru|iru|masu)\b", lambda m: f"how many places are still free in {_the(m.group('t'))}"),
    (r"\b(?:ato\s+)?nan\s*seki\s+aite(?:ru|iru|masu)\b", "how many places are still free"),
    (r"\b(?:mada\s+)?haratte\s+(?:nai|inai|masen)\b", lambda m: "hasn't paid" + (" yet" if m.group(0).lower().startswith("mada") else "")),
    (r"\s*\bdakara\b", ", so"), (r"\bharatta\b", "has paid"), (r"\bharatte\s+(?:kureta|moratta)\b", "has paid"),
    (_START + r"(?:(?P<t>[^,.!?]+?)\s*,\s*)?(?P<x>[^,.!?]+?)\s+hito\s+(?:wa\s+)?dare\b",
     lambda m: f"who {m.group('x')}" + (f" for {_the(m.group('t'))}" if m.group("t") else "")), (_START + r"(?P<x>[^,.!?]+?)\s+no\s+wa\s+dare\b", r"who \g<x>"),
    (_START + r"(?P<t>[^,.!?]*?)\s*(?:\s+wa|\s+ni)?\s*nani\s+ga\s+aru\b", lambda m: "what do I have" + (
        f" on {m.group('t')}" if re.fullmatch(_WEEKDAY, m.group("t").strip(), re.I) else f" {m.group('t')}" if m.group("t").strip() else "")),
    # "X kara mail kimashita ka?": has the email from X arrived?; "kinou made ni kuru hazu deshita": it should have come by yesterday
    (_START + r"(?:(?P<x>[^,.!?]+?)\s+kara\s+(?:no\s+)?)?(?P<y>[^,.!?]+?)\s+(?:wa\s+|ga\s+|mo\s+)?"
     r"(?:kimashita|kita|kiteru|kiteimasu|todoita|todokimashita)(?:\s+ka)?\b\s*\??",
     lambda m: f"has {_the(m.group('y'))}" + (f" from {m.group('x')}" if m.group("x") else "") + " arrived?"),
    (r"(?:\b(?P<t>[^,.!?]+?)\s+made\s+ni\s+)?\b(?P<v>kuru|todoku|owaru)\s+hazu\s+(?P<was>deshita|datta|desu|da)(?:\s+(?:ga|kedo|noni)\b)?",
     _should),
    (r"\b(\w+te)\s+(?:moraemasu|moraemasen|kuremasu|kuremasen|itadakemasu|itadakemasen|moraeru|kureru)(?:\s+ka)?\b\s*\??", r"\1 kudasai"),
    (r"\b(?:(?P<yet>mada)\s+)?(?P<v>okura|kesa|ugokasa)naide\b", lambda m: "don't " + {"okura": "send", "kesa": "delete",
     "ugokasa": "move"}[m.group("v").lower()] + " it" + (" yet" if m.group("yet") else "")),  # "mada okuranaide": don't send it yet
    (_START + r"(?:ima\s+)?(?:(?P<x>[^,.!?]+?)\s+(?:wa|de\s+wa)\s+)?(?:ima\s+)?nanji(?:\s+desu)?(?:\s+ka)?\s*\??",
     lambda m: "what time is it" + (f" in {m.group('x')}" if m.group("x") else "") + " now?"),  # "ima Tokyo wa nanji desu ka?"
    # "raishuu kayou, Emma-san to Oliver-san no aite iru jikan wo shiritai desu": I want to know when Emma and Oliver are free …
    (_START + r"(?:(?P<t>[^,.!?]+?)\s*,\s*)?(?P<x>[^,.!?]+?)(?:\s+no|'s)\s+aite\s*(?:iru|ru|imasu)\s+jikan(?:\s+(?:wo|ga))?\s+"
     r"shiritai(?:\s+desu)?", lambda m: f"I want to know when {m.group('x')} {'are' if ' and ' in m.group('x') else 'is'} free"
     + (f" {m.group('t')}" if m.group("t") else "")),
    (r"(?:\b(?P<d>(?:about\s+)?\d+\s+(?:minutes|hours?))\s+)?\b(?:kaigi|uchiawase|meeting)\s+(?:wo\s+)?shitai\b",
     lambda m: "I want to have a meeting" + (f" for {m.group('d')}" if m.group("d") else "")),
    (r"\b(?:kyanseru|chuushi)\s+(?:ni\s+)?(?:natta|narimashita)\b", "it was cancelled"),
    (r"(?P<c>\b[^,.!?]+?)\s+node(?=\s*(?:[.!?]|$))", r"because \g<c>"),  # "… kaigi shitai node" said last: because …
    # "James-san to wa mou nando mo yaritori shite imasu": I have already corresponded with James often; "A to B, dochira ga ii?"
    (r"(?P<x>\b[^,.!?]+?)\s+to\s+(?:wa\s+)?(?P<mou>mou\s+)?(?P<n>nando\s+mo\s+)?yaritori\s+(?:shite\s+(?:imasu|iru)|shiteru|shimashita)\b",
     lambda m: f"I have {'already ' if m.group('mou') else ''}corresponded with {m.group('x')}{' often' if m.group('n') else ''}"),
    (r"(?:^|(?<=[.!?~,]\s))(?P<a>[^,.!?]+?)\s+to\s+(?P<b>[^,.!?]+?)\s*,?\s*dochira\s+(?:no\s+hou\s+)?ga\s+ii(?:\s+desu)?"
     r"(?:\s+(?:ka|deshou\s+ka))?\b\s*\??", r"which is better, \g<a> or \g<b>?"),
    (_START + r"(?P<t>[^,.!?]+?)\s+(?:wa\s+|ga\s+)?doko\s+(?:ni\s+)?(?:itta|oita|shimatta|yatta)\b", r"where did I put \g<t>"),
    (_START + r"(?P<t>[^,.!?]+?)\s*,\s*doko(?:\s+ni\s+aru|\s+da|\s+desu)?(?:\s+ka\b)?\s*\??", r"\g<t>, where is it?"),  # "X, doko desu ka"
    (_START + r"(?P<t>[^,.!?]+?)\s+(?:wa\s+|ga\s+)?doko(?:\s+ni\s+aru|\s+da|\s+desu)?(?:\s+ka\b)?\s*\??", r"where is \g<t>?"),
    (_START + r"(?P<t>[^,.!?]+?)\s+(?:wa\s+)?ikura\b", r"how much is \g<t>"), (_START + r"(?P<t>[^,.!?]+?)\s+(?:wa\s+)?itsu\b", r"when is \g<t>"),
    (r"\b(\w+)\s+nanmai\s+iru\b", lambda m: f"how many sheets of {_NOUNS.get(m.group(1).lower(), m.group(1))} do I need"), (r"\bnanmai\b", "how many sheets"),
    (r"\bnannin\b", "how many people"), (r"\bikutsu\b", "how many"), (r"\bikura\b", "how much"), (r"\bitsu\b", "when"),
    (r"\b(?:(\w+)\s+)?(\d+%?)\s+tasu\s+to\b", lambda m: f"adding {m.group(2)} {_NOUNS.get(m.group(1) or '', m.group(1) or '')}".strip() + ","),
    # "kakizome tte eigo de … dou setsumei suru?": how do I explain kakizome in English …?
    (r"^(?P<x>.+?)\s+tte\s+(?P<how>.*?)\s*dou\s+(?P<v>\w+)\s+(?:suru|shitara\s+ii|sureba\s+ii)\b",
     lambda m: f"how do I {_verb_word(m.group('v'))} {m.group('x')} {m.group('how')}".strip()),
    (r"\bdou\s+iu\b", "how do I say"), (r"\beigo\s+de\b", "in English"),
    (r"\s+de\s+(?=onegai|kudasai)", ", "), (r"\bnihongo\s+de\b", "in Japanese"),
    (r"\bkantan\s+ni\b", "simply"), (r"\b(\w+)\s+dake\s+de\s+(?:OK|ii|daijoubu)\b", lambda m: f"{_verb_word(m.group(1))} only is OK"),
    (r"\b(\w+)\s+dake\b", lambda m: f"only {m.group(1)}"), (r"\b(\w+)\s+(?:ga\s+)?hoshii\b", r"I want a \1"),
    (r"\b(\w+)\s+datta\s+kamo\b", r"maybe it was a \1"), (r"\b(\w+)\s+kamo\b", r"maybe \1"),
    (_START + r"(?P<x>[^,.!?]+?)\s+de\s+(?:ii|OK|daijoubu)\b\s*\??", r"is \g<x> OK?"),  # "ashita 12:00 de ii?": is tomorrow at 12:00 OK?
    (r"\bzenzen\s+hajimete\b", "completely new"), (r"\bhajimete\b", "new"), (r"(\ue000\d+\ue001)\s+mitai\s+na\s+(?:kanji|kanjii)\b", r"something like \1"),
    (r"\btakaku\s+natta\b", "got more expensive"), (r"\byasuku\s+natta\b", "got cheaper"),
    (r"(?P<c>\b[^,.!?]+?)\s+kara(?=\s*(?:[.!?]|[^\w\s£]|$))", lambda m: f"because {_said_words(m.group('c').strip())}"),
    (r"(?<![\w'-])(?P<x>[^,.!?]+?)\s+(?:kyanseru|yasumu)\s+(?:desu|da|shimasu|suru)\s+tte\b", r"cancelling \g<x>"),
]
_PHRASES = [("(?i)" + p, s) for p, s in _SAID]
_VERB_WORDS = {"setsumei": "explain", "miru": "view", "kaku": "write", "iu": "say", "yomu": "read", "shiru": "know"}


def _verb_word(word: str) -> str:
    return _VERB_WORDS.get(word.lower(), word)


def _said_words(text: str) -> str:
    """Words said alone as English when known: "kami" → the paper, "dakara" → so; any other as typed."""
    text = re.sub(r"(?<!\bthe )\b([a-z]+)\s+(?=got\b)", lambda m: _the(_NOUNS.get(m.group(1), m.group(1))) + " ", text)
    text = re.sub(r"\b(?!(?:to|in|by|from|with|for|send)\s)([\w']+\s+)(?:mail|meeru)\b", r"\1email", text)  # "the mitsumori mail"
    return re.sub(r"\b[a-z]+\b", lambda m: _SMALL.get(m.group(0), _NOUNS.get(m.group(0), m.group(0))), text)


def _clause(part: str, topic: str | None) -> tuple[str, bool] | None:
    """A clause with its verb last read with its verb first ("Kaori ni mail okutte": send an email to Kaori); whether it
    took ``topic``, said before its comma, as its object. None when no verb ends it."""
    m = _VERB_LAST.match(part)
    if not m:
        return None
    verb_said = m.group("verb")
    english, to = next((e or verb_said.split()[0].lower(), t) for v, e, t in _VERBS if re.fullmatch(v, verb_said, re.I))
    body, obj, said, where = m.group("body").strip(), "", [], []
    pos = 0
    for c in _PARTICLE.finditer(body):
        x, p = c.group("x").strip(), re.sub(r"\s+", " ", c.group("p").lower())
        pos = c.end()
        if p == "wo":
            obj = x
        elif p == "ni":
            if english == "change" and re.search(r"\d|" + _WEEKDAY, x, re.I) and not re.match(r"£?\d+(?:\.\d\d)?$", x):
                english = "move"
            said.append(f"{to} {_the(x)}")
            where.append(said[-1])
        elif p == "kara":
            said.append(f"from {_the(x)}")
        elif p == "made ni":
            said.append(f"by {x}")
        elif p == "made":
            said.append(f"{'to' if any(s.startswith('from') for s in said) else 'until'} {x}")
        else:
            said.append(f"in {_the(_NOUNS.get(x.lower(), x))}")
    rest = body[pos:].strip()
    took = False
    if not obj and rest:
        obj, rest = rest, ""
    obj = re.sub(r"\s+to\s+", " and ", obj)  # "sumi to hanshi": sumi and hanshi
    if not obj and topic:
        obj, took = topic, True
    if obj.startswith(("only ", "new ")):  # "draft dake tsukutte": just make a draft; "atarashii contact tsuika": add a new contact
        english, obj = ("just " + english, "a " + obj[5:]) if obj.startswith("only ") else (english, "a " + obj)
    if english.endswith("make") and topic and not took:  # "Sato he no henji, draft dake tsukutte": make a draft of the reply to Sato
        obj, took = f"{obj} of {topic}", True
    if english in _NO_OBJECT:
        obj = obj or ""
    elif not obj:
        obj = "it"
    money = next((re.match(r"from (£)", s) for s in said if s.startswith("from £")), None)
    said = [re.sub(r"^to (\d)", r"to £\1", s) if money else s for s in said]  # "£24 kara 26 ni": from £24 to £26
    obj = _NOUNS.get(obj.lower(), obj) if english in ("send", "save") else obj
    tail = " please" if re.search(r"kudasai|onegai|please", m.group("tail") or "", re.I) else ""
    if english == "I'm going back" or not any(s.startswith("from ") for s in said):  # "… Nihon ni kaerimasu": I'm going back
        said.sort(key=lambda s: s not in where)  # to Japan, from … to …; "… made ni X ni okutte": send … to X by …
    text = " ".join(w for w in (english, obj if english != "I'm going back" else "", *said, rest) if w)
    return text + tail + m.group("end"), took


def _sentence(sentence: str) -> str:
    """A sentence read clause by clause, its verb clause first with what its comma set before it."""
    why = re.search(r"(?P<why>[^,]+?)\s+node\s+(?=\S)", sentence)  # "A node B": B, because A
    sentence = sentence[:why.start()] + sentence[why.end():] if why else sentence
    parts = re.split(r"\s*,\s*", sentence)
    out: list[str] = []
    for part in parts:
        read = _clause(part, out[-1] if out and not re.search(r"\b(?:who|what|how|where|when)\b", out[-1]) else None)
        if read is None:
            out.append(_chunks(part))
            continue
        text, took = read
        if took:
            out.pop()
        out.append(text)
    text = ", ".join(out)
    return re.sub(r"[.!?]*$", lambda e: f", because {why.group('why').strip()}{e.group(0)}", text, count=1) if why else text


def _chunks(part: str) -> str:
    """A clause with no verb, its particles as English: "Tom kara message" → message from Tom, "kinyoubi made ni" → by friday."""
    said, pos = [], 0
    for c in _PARTICLE.finditer(part):
        x, p = c.group("x").strip(), re.sub(r"\s+", " ", c.group("p").lower())
        said.append({"kara": "from", "made ni": "by", "made": "to" if said and said[-1].startswith("from") else "until", "ni": "to",
                     "wo": "", "de": "in"}[p] + " " + _the(x))
        pos = c.end()
    rest = part[pos:].strip()
    return " ".join(w for w in (rest, *said) if w).strip()


# A verb said last after a phone number or an e-mail address alone: "… room booking no hito. 020 7946 0321 save shite oite"
_DETAILS = re.compile(r"^(?P<v>save|add)\s+(?P<d>[\d\s+()-]{6,}|\S+@\S+?)(?P<rest>[.!]*)$")


def japanese(text: str) -> bool:
    """Whether ``text`` has two words only Japanese has (a saying only Japanese has counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, str.lower)


# What is dictated after "okutte~" (send …: a message) or "memo shite:" (make a note:) stays as typed
_DICTATED = re.compile(r"(?i)^(?P<head>[^.!?]*?\b(?:okutte|memo\s+shite|memo|tsuika)\b[^~:.!?]*?)\s*(?:~+|:(?!\d))[~:]*\s*(?P<said>.+)$",
                       re.S)

# What is to be done said as a task: "… okuru koto, task ni shite kudasai" (make sending … a task)
_TASK = re.compile(r"(?i)^(?P<x>.+?)\s+koto\s*,?\s*(?:wo\s+)?(?:task|todo|to-do)\s+ni\s+(?:shite|irete|tsuika(?:\s+shite)?)\b"
                   r"(?P<tail>[^.!?]*)[.!?]*\s*$")


def english(text: str) -> str:
    """``text`` with its Japanese read as English when it is Japanese; unchanged otherwise."""
    if not japanese(text):
        return text
    task = _TASK.match(text)
    if task:  # "kinyou made ni … okuru koto, task ni shite kudasai": add a task please: send … by friday
        return "add a task" + (" please" if re.search(r"kudasai|onegai", task.group("tail"), re.I) else "") + ": " + _read(task.group("x"))
    dictated = _DICTATED.match(text)
    if dictated:
        return _read(dictated.group("head")) + ": " + dictated.group("said").strip()
    return _read(text)


def _read(text: str) -> str:
    quoted: list[str] = []
    text = re.sub(r"'[^']+'|\"[^\"]+\"", lambda m: quoted.append(m.group(0)) or f"\ue000{len(quoted) - 1}\ue001", text)
    remind = re.match(r"(?i)^\s*wasurenaide\s*[!.]*\s*", text)
    text = text[remind.end():] if remind else text
    text = phrasebook.read(text, _PHRASES)
    times = re.findall(r"\bat \d{1,2}(?::\d\d)?(?:am|pm)?\b", text)
    if len(set(times)) == 1:  # "onaji jikan": the same time as the one said
        text = text.replace("at the same time", times[0])
    sentences = re.split(r"(?<=[.!?~])\s+", text)
    read = [_sentence(s.rstrip("~")) for s in sentences]
    details = _DETAILS.match(read[-1]) if len(read) > 1 else None
    if details:  # "…, room booking no hito. 020 7946 0321 save shite oite": save who was said, with the number
        read = [f"{details.group('v')} " + " ".join(read[:-1]).rstrip(". ") + f", {details.group('d').strip()}{details.group('rest')}"]
    text = " ".join(read)
    if remind:  # "wasurenaide!! … chuumon suru, kinyoubi made ni": remind me to order … by friday
        text = "remind me to " + re.sub(r",\s+(?=by\b)", " ", text)
    text = re.sub(r"\b(?:ne|yo|ka\s+na|kana)\s*(?=[.!?]|$)", "", text)
    text = re.sub(r"\b(?:onegai(?:shimasu)?|kudasai)\b", "please", text, flags=re.I)
    text = re.sub(r"\b(?:wa|ga|wo)\b\s*", "", text)
    text = _said_words(text)
    text = re.sub(r"\ue000(\d+)\ue001", lambda m: quoted[int(m.group(1))], text)
    text = re.sub(r"\b(from|to|until|by)\s+at\s+(?=\d)", r"\1 ", text)  # "from at 10:00": from 10:00
    text = re.sub(_START + r"hasn't\s+paid\b", "not paid", text)  # "mada haratte nai" said alone: not paid yet
    return re.sub(r"\s+([,.!?])", r"\1", re.sub(r"\s{2,}", " ", text)).strip(" ,")
