"""Words that look like a service's but name no method, taken out of the search text before a request is ranked: what an
e-mail says ("email Frank: the left deck aint gettin past 450" opened a slide deck), a restaurant's table ("table booked at
the Hare and Hounds for 7" was a database table), a card sent by post ("I posted the thank you card …" was a blog post), a
file in Google Drive ("where is it in google drive?" listed shared drives), someone let see a file (shared with them), a
phone said as "cell 786 555 0199" (no spreadsheet cell)."""

from __future__ import annotations

import re

_EMAIL_SAYS = re.compile(r"^(\s*(?:please\s+|pls\s+)?e-?mail\s+(?:(?:Brother|Sister|Miss|Mrs|Mr|Ms|Dr|Pastor)\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?"
                         r"(?:\s+at\s+[A-Z][\w'&-]+)?)(?:\s*,\s*[^,:]{2,40},)?(?:\s*:|\s+that)\s+\S.*$")
_LET_SEE = re.compile(r"^(\s*)let\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:see|view|have\s+a\s+look\s+at|look\s+at|edit)\s+(?=(?:the|my|our)\b)")
_CELL_PHONE = re.compile(r"\bcell(?:\s*(?:phone|no\.?|number|#))?\s*:?\s*(?=\+?\(?\d[\d\s().-]{6,}\d)", re.I)
_IN_GOOGLE_DRIVE = re.compile(r"\b(?:in|on)\s+(?:my\s+|the\s+)?google\s+drive\b", re.I)
_A_TABLE_BOOKED = re.compile(r"\btable(?=\s+(?:booked|reserved|for\s+\d))|(?<=\bbook\s)(?:a\s+)?table\b|(?<=\bbooked\s)(?:a\s+)?table\b", re.I)
_POSTED = re.compile(r"\bposted\b(?=\s+(?:the|a|an|my|his|her|their)\s+(?:[\w-]+\s+){0,3}(?:cards?|letters?|parcels?|packages?|cheques?"
                     r"|checks?|invoices?)\b)", re.I)


def plain(text: str) -> str:
    """``text`` with those words put as what they are: the e-mail's words dropped, a shared file, a Drive file, a reservation,
    something sent."""
    text = _LET_SEE.sub(r"\1share with \2 ", _EMAIL_SAYS.sub(r"\1 send email message", text))
    if re.search(r"\b(?:where|find|look\s+for|search)\b", text, re.I) and not re.search(r"\bshare\b", text, re.I):
        text = _IN_GOOGLE_DRIVE.sub("in my drive files", text)
    return _CELL_PHONE.sub("mobile ", _POSTED.sub("sent", _A_TABLE_BOOKED.sub("reservation", text)))
