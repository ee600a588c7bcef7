"""Words spelled as they sound, and a few phrases said so, read before the readers run (a dyslexic or dialect typist's): "hoo am i at
tomorow" (who is booked tomorrow), "hoo owes me mony" (who owes), "16 pound a our" (an hour), "did stockx email aboot the dunks aye
or naw" (or not), "mr tomlinson has cancel wensday" (has cancelled), "pics o the …" (of the)."""

from __future__ import annotations

import re


def plain(text: str) -> str:
    """``text`` with what it spells as it sounds written out; unchanged otherwise."""
    text = re.sub(r"\bhoo(?=\s+(?:am|owes?|is|has|hasn'?t|did|didn'?t|wants?|needs?)\b)", "who", text, flags=re.I)  # "hoo am i at tomorow",
    # "hoo owes me mony" (a phonetic "who"; Shetland's "hoo muckle" is how)
    text = re.sub(r"\b(\d+\s*(?:pound|quid|£)?)\s+a\s+our\b|\ba\s+our\b(?=\s*$)", lambda m: f"{m.group(1) or ''} an hour".strip(), text, flags=re.I)
    text = re.sub(r"\b(?:aye|yes)\s+or\s+(?:naw|no)\b", "or not", text, flags=re.I)
    text = re.sub(r"^(\s*)who\s+am\s+i\s+(?:at|with|seeing|cleaning|doing|working\s+for)\s+(?=today|tom+or+o?w|tmrw?\b|2moro|tonight|on\b|this\b|next\b|\w+day\b)",
                  r"\1who is booked ", text, flags=re.I)  # "hoo am i at tomorow": whose booking
    text = re.sub(r"\bdriveing\b", "driving", text, flags=re.I)  # "put driveing lesson thursday 4 till 5"
    text = re.sub(r"\b(has|have)\s+cancel\b", r"\1 cancelled", text, flags=re.I)  # "mr tomlinson has cansel wensday"  # "did stockx email aboot the dunks aye or naw"
    text = re.sub(r"\b(pics|photos|pictures|one|some|lot|bit|box|bag|pair)\s+o\s+(?=the|ma|my|they|them)\b", r"\1 of ", text, flags=re.I)
    return text
