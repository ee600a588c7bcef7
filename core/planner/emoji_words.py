"""Emoji written for words, read as the words (a request typed mostly in emoji and fragments): "📧 Kate re 🎄 bootcamp" → email
Kate re Christmas bootcamp, "🔍📧 gym rent invoice" → find the email gym rent invoice, "❌ my physio thurs" → cancel my physio
thurs, "💷 Dan ✅" → Dan paid, "➕ Jess tmrw 7am" → add Jess tmrw 7am, "📋 to-do?" → to-do list?, "📂 meal plan ➡️ Priya 👀
only" → share meal plan with Priya view only. An emoji that only sets a mood (🙄, 😩, 🙏) is left out; one with no word here
stays as typed."""

from __future__ import annotations

import re

from core.planner import command_line

# Two emoji that say one thing together, read first
_PAIRS = {"🔍📧": " find the email ", "✏️📧": " draft an email ", "📝📧": " draft an email ", "📞📇": " phone number ",
          "🔍📂": " find the file ", "🔍📄": " find the file "}
_WORDS = {
    "📧": "email", "✉️": "email", "📨": "email", "📩": "email", "🔍": "find", "🔎": "find", "❌": "cancel", "🚫": "cancel",
    "➕": "add", "📋": "list", "📝": "note:", "✏️": "write", "📅": "calendar", "🗓️": "calendar", "📆": "calendar",
    "⏰": "remind me", "🔔": "remind me", "📞": "call", "☎️": "call", "📱": "phone", "📂": "file", "📁": "folder", "📄": "document",
    "📊": "figures", "📈": "figures", "📸": "photo", "📷": "photo", "🛒": "shopping", "🎂": "birthday",
    "🎄": "Christmas", "🎅": "Santa", "🦷": "dentist", "🏥": "hospital", "💉": "jab", "🤒": "sick", "🤧": "sick", "🍻": "drinks",
    "🍺": "drinks", "☕": "coffee", "🍽️": "dinner", "💪": "session", "🏋️": "session", "🦵": "leg", "⏱️": "time", "🎟️": "tickets",
    "🚗": "car", "🔧": "repair", "🏠": "home", "💷": "money", "💰": "money", "💵": "money", "🧾": "receipt", "✅": "done",
    "🐕": "dog", "🐶": "dog", "🐈": "cat", "💊": "tablets", "🚌": "bus", "🍗": "chicken", "🏆": "cup",
    "✔️": "done", "❓": "?", "❔": "?", "🔁": "move", "🔄": "move", "➡️": "to", "→": "to", "🗑️": "delete",
}
_MOOD = re.compile(r"[\U0001F440\U0001F44D\U0001F44E\U0001F64C\U0001F600-\U0001F64F\U0001F910-\U0001F92F\U0001F970-\U0001F97A\U0001F9D0\U0001F9D8\u200d\u2640\u2642]+")
_PICTURE = r"[\U0001F300-\U0001FAFF]"  # any pictograph, read or not
_ANY = re.compile("|".join(sorted(map(re.escape, [*_PAIRS, *_WORDS]), key=len, reverse=True)))
_PAID = re.compile(r"^\s*💷\s*(.+?)\s*✅")  # "💷 Dan ✅ £90 cash": Dan paid


def _read(emoji: str, said: set[str]) -> str:
    """The words an emoji stands for, or nothing when the request says them already ("dentist wednesday …🦷")."""
    words = _PAIRS.get(emoji) or _WORDS[emoji]
    if words == "done" and said & {"did", "tick", "finished", "completed", "paid"}:  # "the post parcel to Leeds task, i did it ✅ tick it"
        return ","  # a pause
    return "" if words.isalpha() and words.lower() in said else words


def plain(text: str) -> str:
    """``text`` with its emoji read as words; unchanged when it has none."""
    if not _ANY.search(text) and not _MOOD.search(text) and not re.search(_PICTURE + r"\s*$", text):
        return text
    text = _PAID.sub(lambda m: f"{m.group(1)} paid", text)
    text = re.sub(r"^\s*📂\s*(.+?)\s*➡️\s*", r"share \1 with ", text)  # "📂 Priya meal plan ➡️ Priya 👀 only": shared with Priya
    text = re.sub(r"^\s*📋\s*(to-?do|tasks?|jobs?)\b", r"my \1 list", text, flags=re.I)  # "📋 to-do?": my to-do list?
    text = re.sub(r"^\s*📊\s*(.+?)\s*(?:→|➡️)\s*(.+?\bsheet)\b", r"add \1 to the \2", text)  # "📊 Nov takings £2,340 → Income sheet"
    text = command_line.moved_to_a_folder(command_line.moved_to_a_time(text))  # "1:1 w/ dan tmrw → 16:00": moved to that time; "BLS
    # cert pdf in downloads → appraisal 2026 folder": into that folder
    if re.search(r"[🔁🔄]\ufe0f?\s*$", text):  # "Priya wed 6:30 ➡️ fri 6:30 🔁": moved
        text = "move " + re.sub(r"\s*[🔁🔄]\ufe0f?\s*$", "", text)
    elif re.search(r"\S\.\w{2,4}\b.*➡️", text) and not re.match(r"\s*[a-z]", text):  # "📸 x.jpg in Downloads ➡️ Clients/Ellie"
        text = "move " + re.sub(r"(\S\.\w{2,4})\s+in\s+", r"\1 from ", text, count=1)
    text = re.sub(r"👀\s*only\b", "view only", text)  # "➡️ Priya 👀 only"; a 👀 alone is a look, not a word
    text = re.sub(r"(?<=[a-z])\s*(?:" + _MOOD.pattern + r")\s+(?=(?:take|put|add|cancel|delete|remove|move|mark|book|send|please|pls)\b)",
                  ", ", text)  # "jake quit 😢 take him off staff list": between two sentences, a full stop
    text = _MOOD.sub(" ", text)
    if (unread := re.search(r"(?:\s*" + _PICTURE + r"\ufe0f?)+\s*$", text)) and not _ANY.search(unread.group(0)) \
            and len(re.findall(r"[\w']+", text[:unread.start()])) <= 8 and ":" not in text:  # "add 6 to the mango stock 🥭": one no
        text = text[:unread.start()]  # word here reads, after a short ask (a message's own emoji stay in it)
    tail = re.search(r"(?:\s*(?:" + _ANY.pattern + r")[\s\ufe0f]*)+$", text)
    if tail and len(re.findall(r"[A-Za-z]{2,}", text[:tail.start()])) >= 3 and not re.search(r"[✅✔❌❓❔]", tail.group(0)):
        text = text[:tail.start()]  # "what have i got on this week 📅", "how many days to xmas 🎄": decoration after the words
    said = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    text = _ANY.sub(lambda m: f" {_read(m.group(0), said)} ", text)
    text = _MOOD.sub(" ", text).replace("\ufe0f", "")
    text = re.sub(r"\s+([?,.!:])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()
    return re.sub(r"^(\S.{0,40}?)\s+who\s*\?$", r"who has \1?", text, flags=re.I)  # "💪 thurs who?": who has a session thurs?
