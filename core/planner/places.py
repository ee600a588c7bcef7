"""Where an event happens, as the request says it (an event's ``location``)."""

from __future__ import annotations

import re

# "…, 14 Elm Rd": a street address said on its own (a house number, a name, a street word)
_STREET = (r"\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Rd|Road|St|Street|Ave|Avenue|Ln|Lane|Dr|Drive|Way"
           r"|Close|Cl|Crescent|Cres|Court|Ct|Place|Pl|Terrace|Gardens|Grove|Blvd|Boulevard|Sq|Square)\b\.?")
_ADDRESS = re.compile(rf"(?<![\w:/.-])({_STREET})")
STREET_ADDRESS = _ADDRESS  # "221B Baker Street"
_TOWN = r"(?:,?\s+(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)[A-Z][a-z][\w'-]*){0,2}"  # "…, Kenilworth"
_ROOM_NUMBER = re.compile(r"\b((?:(?:treatment|clinic|meeting|consulting|prep|store|stock|class|music|art|staff|science|board|waiting|function|therapy|interview)\s+)?room\s+\d{1,3}[A-Za-z]?)\b(?!\s*(?:%|x\b))", re.I)  # "block out room 3 …"
_POSTAL = re.compile(rf"(?<![\w:/.-]){_STREET}{_TOWN}")
_ADDRESS_TO = re.compile(rf"{_POSTAL.pattern}(?:\s+(?:to|->|–)\s+{_STREET}{_TOWN})?")
_ROOM = re.compile(r",\s*((?:Room|Classroom|Hall|Studio|Office|Lab|Suite|Ward|Theatre|Gym|Library|Building|Block)\s+[\w-]{1,6})\b")
_VENUE = re.compile(r",\s*((?:the\s+)?(?:[A-Z][\w'.-]*\s+){1,3}(?:[a-z]+\s+)?(?:church|hall|centre|center|pavilion|club|pub|cafe|café"
                    r"|library|school|park|ground|field|studio|theatre)(?:\s+hall)?)\s*[.!]?\s*$")  # "…, St Mark's church hall."
_LOWER_PLACE = re.compile(r"(?<!\bbook\s)\b(?:in|at|from)\s+(the\s+(?:[a-z]+\s+){0,2}(?:hall|room|gym|library|office|studio|canteen|kitchen|pavilion|church"
                          r"|centre|center|clinic|surgery|staffroom|classroom|garden|park|pub|cafe|café|car\s+park|hut|lion|crown|plough|swan|bell|anchor|arms|inn"
                          r"|tavern|bull|stag|hind|ship|feathers|greyhound|wheatsheaf|chequers))\b"  # "in the sports hall",
                          r"|,\s*((?:st\s+)?[a-z][\w'’-]*\s+(?:[a-z][\w'’-]*\s+)?(?:church\s+hall|village\s+hall|hall|centre|pavilion|clubhouse))"
                          r"(?=\s*,|\s*$)|\bat\s+(the\s+[a-z]+\s+(?:&|and)\s+[a-z]+)\b"  # "from the leisure centre car park",
                          r"|\bat\s+((?!the\b)[a-z][\w'’-]*\s+(?:tennis\s+)?(?:courts?|clubhouse|pool|leisure\s+centre|rec|ground|stables|vets|garage|surgery"
                          r"|dentists?|salon|nursery|academy|primary|hall|offices))(?=\s*[.!]?\s*$|\s+[-–]\s|\s*,)"
                          r"|\b(?:at|in)\s+(?:the\s+)?(st\.?\s+[a-z][\w'’-]*(?:\s+(?:[a-z]+\s+)?(?:church\s+hall|church|hall|centre|school|primary)\b|(?=\s*[.!,;]|\s*$)))")  # "at st michaels church hall"
# "private lesson olly brennan sat 10-11 at ashcombe courts"
# "…, st mary's church hall, act 2 only", "at the fox & hounds"

# "a gutter clear at 27 station rd tues …": a street address typed in lowercase, after "at"
_LOWER_ADDRESS = re.compile(r"(?:\bat|\bfrom|,|(?<=[a-z]))\s+(\d{1,5}[a-z]?\s+(?:[a-z][\w'-]*\s+){1,3}(?:rd|road|st|street|ave|avenue|ln|lane|dr|drive|way|close"
                            r"|crescent|court|place|terrace|gardens|grove|square)\b"
                            r"(?:\s+(?!(?:on|at|for|from|to|in|and|or|the|tomorrow|today|tonight|next|this|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b)"
                            r"[a-z]{3,}(?=\s*,|\s*$))?)(?!\s*\.\w)")  # "…, 14 orchard rd bexley, …": with its town  # "at 27 station rd", "…, 7 mill lane"

# "troop meeting next tues 7-8.30pm scout hut": a place said last, after the time, with no "at"
_TRAILING = re.compile(r"\s((?:the\s+)?[a-z]+\s+(?:hut|hall|room|gym|library|office|studio|pub|cafe|café|church|centre|center"
                       r"|clinic|surgery|park|pavilion|field|pitch|club))\s*[.!]?\s*$")


def place(text: str) -> str | None:
    """Where an event is: "at Hollins Hall", "in Rome", "at the Old Mill cafe", "…, 14 Elm Rd", "…, Classroom 5", "in the sports hall"."""
    m = re.search(r"\b(?:at|in)\s+((?:the\s+)?[A-Z][\w'&.-]*(?:\s+(?:of\s+)?(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)[A-Z][\w'&.-]*)*(?:\s+(?:cafe|café|pub|hall|park|"
                  r"centre|center|station|church|library|club|bar|restaurant|gym|pool|inn|hotel|surgery|clinic|community|garden|gardens|allotments?)\b){0,2})", text) or _ADDRESS.search(text) \
        or _ROOM.search(text) or _VENUE.search(text) or _LOWER_PLACE.search(text) or _TRAILING.search(text) \
        or _ROOM_NUMBER.search(text)
    if m is not None and m.re is _LOWER_PLACE and (m.group(2) or m.group(3) or m.group(4) or m.group(5)):  # ", st mary's church hall": as written
        return " ".join(w.capitalize() for w in (m.group(2) or m.group(3) or m.group(4) or m.group(5)).split())
    street = _ADDRESS.search(text) if m is not None and m.re is not _ADDRESS else None
    if street and street.start() < m.start():  # "viewing 14 Larch Close sat 10.15, …, agent is Sophie at Hunters": the house
        m = street
    elif street and re.fullmatch(r"\s*,\s*", text[m.end():street.start()]):  # "at Mrs Patel's, 14 Elm Rd": whose house, and where
        return f"{m.group(1)}, {street.group(1)}"
    lower = _LOWER_ADDRESS.search(text) if not m or m.re is not _ADDRESS else None
    if lower and (not m or lower.start() < m.start()):  # "27 station rd": as an address is written
        return " ".join(w.capitalize() if w.isalpha() else w for w in lower.group(1).split())
    if m and m.re is _ADDRESS:  # "14 Elm Grove Kenilworth to 3 Mill Lane Coventry": with its town, and where to
        m = _ADDRESS_TO.search(text)
        return m.group(0) if m else None
    return re.sub(r"(?<!\bSt)(?<!\bDr)(?<!\bMt)\.(?:\s.*)?$", "", m.group(1)) if m else None  # "… Campsite. All day thing": one sentence


def postal_address(text: str) -> str | None:
    """A street address with its town ("14 Mill Lane Hebden Bridge"), or None."""
    m = _POSTAL.search(text)
    return m.group(0) if m else None
