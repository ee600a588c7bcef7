"""Request bodies for create/update methods, read from the request by the body schema's field names.

A title field (summary, title, name, subject) gets what the request names: a quoted text, the words
after "called"/"named"/"titled", or the object of the leading verb ("Add a dentist appointment ..." →
"Dentist appointment"). Event-like start/end objects (with date/dateTime fields) get the moment the
request names (times.py): a dateTime with the local offset, or all-day dates with Google's exclusive
end date. Attendee lists get the e-mail addresses the request names, a location the place after
"at"/"in", a MIME type "folder" when the request asks for a folder. Fields the request says nothing
about are left out, so the API's own defaults apply. What a change to an existing object sets is read in changes.py.
"""

from __future__ import annotations

import datetime as dt
import re
from email.message import EmailMessage
from typing import Any

from core.phrasing import QUOTED_NAME
from core.planner import (
    autoreply,
    cells,
    changes,
    contacts,
    doc_edits,
    extract,
    mail_filters,
    places,
    replies,
    sheet_tabs,
    shorthand,
    titles,
)
from core.planner.message_text import body_as_said, message_text
from core.planner.message_text import errand as message_text_errand
from core.planner.repeats import bounded, recurrence
from core.planner.times import When, rfc3339
from core.planner.zones import zone_name

TITLE_FIELDS = ("summary", "title", "name", "subject", "displayName")
FOLDER_MIME = "application/vnd.google-apps.folder"  # what Drive's files.create takes for a folder
EMAIL = extract.EMAIL
_LASTING = re.compile(r"\b(?:an?|one|two|three|four|five|six|half\s+an|\d+(?:\.\d+)?)\s+(?:hours?|hrs?|minutes?|mins?)\b", re.I)
_NOT = r"(?:n't|n’t|\b(?:not|cant|cannot|dont|doesnt|wont|shouldnt|mustnt))"  # "she can't change it", "she cant change nothin"
_NO_EDITS = re.compile(r"(?:\b(?:never|no|without)|" + _NOT + r"|\bon\s+no\s+account)\s+(?:to\s+)?(?:be\s+able\s+to\s+)?(?:edit|edits|editing|change|changes|modify)\w*\b"
                       r"|" + _NOT + r"\s+(?:\w+\s+){0,2}(?:edit|change|modify)\w*\b", re.I)  # "… but on no account to edit"
_EDITS = re.compile(r"\b(?:edit|edits|editing|editor|write|writer|change|changes|modify|manage)\b"
                    r"|\b(?:can|be\s+able\s+to)\s+(?:also\s+)?(?:add|put|create|move|update|upload|enter|fill\s+(?:it\s+|them\s+)?(?:in|out))\b", re.I)  # "so he can add rides too",
# "he needs to be able to add stuff"


def _is_person(props: dict[str, Any]) -> bool:
    names = ((props.get("names") or {}).get("items") or {}).get("properties") or {}
    return "givenName" in names and "phoneNumbers" in props


def each_grantee(query: str, arguments: dict[str, Any]) -> list[dict[str, Any]]:
    """A share's arguments once per e-mail address the request names ("with ella@… and jrobinson@…": both get the
    same role), else just ``arguments``."""
    body = arguments.get("body")
    said = list(dict.fromkeys(m.group(0) for m in EMAIL.finditer(query)))
    first = (body.get("emailAddress") or (body.get("scope") or {}).get("value")) if isinstance(body, dict) else None
    if first is None or len(said) < 2 or first != said[0]:
        return [arguments]
    return [{**arguments, "body": {**body, "emailAddress": a} if "emailAddress" in body else {**body, "scope": {**body["scope"], "value": a}}}
            for a in said]


_FREE_BUSY_ONLY = re.compile(r"\bfree\s*/\s*busy\b|\bfree\s+(?:or|and|n)\s+busy\b|\bnot\s+the\s+details\b|\bwhen\s+i'?m\s+(?:free|busy)\b", re.I)


def sharing(query: str, props: dict[str, Any]) -> dict[str, Any] | None:
    """A permission for the person the request shares with: Drive's {type, role, emailAddress} or
    Calendar's ACL {role, scope: {type, value}}; "edit" makes a writer, "comment" a commenter, else a reader.
    {} for a permission whose person has no address said; None when the body is no permission."""
    address = EMAIL.search(query)
    if "role" not in props:
        return None
    if address is None:  # the person is asked or looked up in contacts; never the request as a name
        return {} if "type" in props or "scope" in props else None
    role = "writer" if _EDITS.search(_NO_EDITS.sub(" ", query)) else "reader"  # "… just needs to see it not change it": a reader
    # Drive's discovery document marks emailAddress output-only, yet its `type` says a user grantee
    # "must provide an emailAddress" — the documented way to share with a person.
    if "type" in props and ("emailAddress" in props or "emailAddress" in str(props["type"].get("description", ""))):
        if role == "reader" and re.search(r"\bcomment", query, re.I):
            role = "commenter"
        return {"type": "user", "role": role, "emailAddress": address.group(0)}
    if {"type", "value"} <= set((props.get("scope") or {}).get("properties") or {}):
        role = "freeBusyReader" if role == "reader" and _FREE_BUSY_ONLY.search(query) else role  # "just free/busy not the details"
        return {"role": role, "scope": {"type": "user", "value": address.group(0)}}
    return None


def fill_body(query: str, schema: dict[str, Any], moment: When | None, *, taken: list[str] = (),
              existing: bool = False, copy: bool = False, now: dt.datetime | None = None) -> dict[str, Any]:
    """The body fields ``query`` states, under ``schema`` (a JSON schema object); {} when it states none.
    For a change to an ``existing`` object only what the request sets: a new title, a new time, a status;
    for a ``copy`` only a name the request gives it."""
    props = schema.get("properties") or {}
    said = moment.texts if moment else ()
    body: dict[str, Any] = {}
    holder, fields = body, props
    for nested in ("properties", "snippet", "contactGroup"):  # Sheets' properties.title, YouTube's snippet.title
        inner = (props.get(nested) or {}).get("properties") or {}
        if not any(f in props for f in TITLE_FIELDS) and any(f in inner for f in TITLE_FIELDS):
            holder, fields = body.setdefault(nested, {}), inner
    if autoreply.is_vacation(props):  # Gmail's vacation responder: on or off, the reply and its days
        return autoreply.vacation_body(query, message_text(query), now or now_local())
    if doc_edits.is_edit_list(props):  # text added at the end of a Google Doc
        return doc_edits.insert_body(query)
    if sheet_tabs.is_sheet_list(props):  # a new tab in a spreadsheet
        return sheet_tabs.add_tab_body(query)
    if mail_filters.is_filter(props):  # which mail, and what happens to it
        return mail_filters.filter_body(query)
    grant = sharing(query, props)
    if grant is not None:  # a permission names the person and the role, nothing else
        return grant
    if not existing and _is_person(props):  # a new contact: its name, phone and address, nothing invented
        return contacts.new_contact(query)
    for name in TITLE_FIELDS:
        if fields.get(name, {}).get("type") == "string":
            value = changes.new_title(query) if existing else titles.title(query, said, named_only=copy)
            if value and value.lower() not in taken:
                holder[name] = value
            break
    if "htmlContent" in props and (said_text := message_text(query)):  # a Drive comment or reply: its text
        body["content"] = said_text
    for nested in ("properties", "snippet", "contactGroup"):
        if body.get(nested) == {}:
            del body[nested]
    start_fields = set((props.get("start") or {}).get("properties") or {})
    if moment is not None and start_fields & {"date", "dateTime"}:
        start, end = moment.start, moment.span_end()
        if moment.all_day:
            body["start"], body["end"] = {"date": start.date().isoformat()}, {"date": end.date().isoformat()}
        else:
            body["start"], body["end"] = {"dateTime": rfc3339(start)}, {"dateTime": rfc3339(end)}
    rule = recurrence(query) if (props.get("recurrence") or {}).get("type") == "array" and not existing else None
    if rule and "start" in body:  # "every Monday at 9am": a repeating event from its first day
        rule = bounded(body, rule, query, moment, now or now_local())  # "… from 30 sept to 9 dec": those weeks only
        body["recurrence"] = [rule]
        zone = zone_name(moment.start) if moment is not None and "dateTime" in body["start"] else None
        if zone:  # Calendar expands a repeating event in a named zone
            body["start"] = {**body["start"], "timeZone": zone}
            body["end"] = {**body["end"], "timeZone": zone}
    due = props.get("due") or {}
    if moment is not None and due.get("type") == "string" and "RFC 3339" in str(due.get("description", "")):
        body["due"] = f"{moment.start.date().isoformat()}T00:00:00.000Z"  # a to-do's day (Tasks drops the time)
    if moment is not None and _is_window(props):  # a free/busy query: the span asked about, the own calendar
        body["timeMin"], body["timeMax"] = (rfc3339(t) for t in moment.window())
        items = props.get("items", {})
        if "calendar" in str(items.get("description", "")).lower():  # someone's calendar id is their address
            body["items"] = [{"id": e} for e in EMAIL.findall(query)] or [{"id": "primary"}]
    emails = EMAIL.findall(query)
    attendees = props.get("attendees", {})
    if emails and attendees.get("type") == "array" and "email" in (attendees.get("items", {}).get("properties") or {}):
        body["attendees"] = [{"email": e} for e in emails]
    if props.get("location", {}).get("type") == "string":
        place = changes.new_location(query) if existing else places.place(titles.without_said(query, said))
        if place:
            body["location"] = place
            if isinstance(body.get("summary"), str) and body["summary"].lower().endswith(f" {place.lower()}") \
                    and " " in body["summary"][: -len(place) - 1].strip():  # "Viewing 14 Larch Close" keeps what is viewed
                body["summary"] = body["summary"][: -len(place) - 1]  # "Troop meeting scout hut": the place is its own
    mail_props, in_message = _message_fields(props, query)
    if mail_props is not None:  # a message (messages.send) or a draft's message (drafts.create)
        dictated = email_message(query, subject_only=in_message) if not replies.about_a_message(query) else None
        if dictated:  # replies and forwards look the original up first
            to, subject, text = dictated
            copied = [a for a in to if re.search(rf"\b(?:cc|cc'?ing|copy(?:ing)?\s+in)\s*:?\s*(?:[\w.+-]+@[\w.-]+\s*(?:,|and|&)?\s*)*"
                                                 rf"{re.escape(a)}", query, re.I)]  # "email a@… cc b@…": b is copied in
            (body.setdefault("message", {}) if in_message else body)["raw"] = mime_raw(
                [a for a in to if a not in copied] or to, subject, text, [a for a in copied if len(copied) < len(to)])
    if "mimeType" in props and re.search(r"\bfolders?\b", query, re.I) and not existing:
        body["mimeType"] = FOLDER_MIME
    labels = changes.label_change(query) if "addLabelIds" in props and "removeLabelIds" in props else {}
    body.update(labels)
    if existing and (props.get("trashed") or {}).get("type") == "boolean" and _BIN.search(QUOTED_NAME.sub(" ", query)):
        body["trashed"] = not re.search(r"\b(?:restore|recover|untrash|out\s+of)\b", query, re.I)
    if existing and props.get("status", {}).get("type") == "string":
        status = changes.status_change(query, props["status"])
        if status:
            body["status"] = status
    return body


_BIN = re.compile(r"\b(?:trash|bin|rubbish|untrash|delete|remove|erase)\b", re.I)
_INVITES = re.compile(r"^\s*(?:please\s+)?(?:invite|add)\b(?!.*\b(?:task|list|note|file|contact|folder)s?\b)", re.I)
_ABOUT = re.compile(r"\b(?:about|regarding|re:|re(?=\s+(?-i:[A-Z0-9]))|re(?=\s+[a-z][^-–,.]{2,40}\s[-–]\s)|subject:?)\s+(.+?)(?=\s+(?:saying|that says|to say|that)\b|[,.:;!?](?:\s|$)|\s[-–]\s|$)",
                    re.I)  # "about moving standup to 9:30 tomorrow, don't send it": a clause's end, not 9:30's colon; "re parish share
# for 2027 - diocese want …": its subject


_A_DRAFT_THAT_EXISTS = re.compile(r"\b(?:the|my|that|this|last|latest)\s+(?:\w+\s+)?drafts?\b", re.I)


def _message_fields(props: dict[str, Any], query: str = "") -> tuple[dict[str, Any] | None, bool]:
    """(the fields holding Gmail's RFC 2822 ``raw``, whether they sit under ``message`` as in a draft);
    (None, True) for a draft the request names as one that exists ("Send the draft I wrote")."""
    if "id" in props and "message" in props and _A_DRAFT_THAT_EXISTS.search(query):
        return None, True
    for fields, nested in ((props, False), (((props.get("message") or {}).get("properties")) or {}, True)):
        raw = fields.get("raw") or {}
        if raw.get("type") == "string" and "RFC 2822" in str(raw.get("description", "")):
            return fields, nested
    return None, False


_WITH_TOPIC = re.compile(r"\b(?:with|re)\s+(?:a|an|the|my)\s+([\w'-]+(?:\s+[\w'-]+){0,4}?)\s*(?::|\s[-–])\s+\S", re.I)


_SUBJECT_SAY = re.compile(r"\bsubject\s*:?\s+(\S.{0,80}?)[.,:]?\s+(?:and\s+)?(?:say|saying|message|body)\s*:?\s+(\S.*)$", re.I | re.S)
_SUBJECT_QUOTED = re.compile(r"\bsubject\s*:?\s+['\"‘“](\S.{0,80}?)['\"’”]\s*(?:[-–:,.]\s*)?(?:(?:and\s+)?(?:just\s+)?(?:say|saying|message|body)\b\s*:?\s*)?"
                             r"(?<=[\s:,.])(\S.*)$", re.I | re.S)  # "subject 'Contact Sat 28th' - just say Mia's contact …"
_SUBJECT_THEN = re.compile(r"\bsubject\s*:?\s+(?!(?:line|of|is|about)\b)(\S.{0,80}?)\s*(?::|\s[-–])\s+(\S.*)$", re.I | re.S)


def email_message(query: str, *, subject_only: bool = False) -> tuple[list[str], str, str] | None:
    """(recipients, subject, text) of an e-mail the request dictates, or None when it names no
    recipient address or no text. "Email bob@x.org saying I'll be late" → I'll be late. ``subject_only``:
    a draft may have only its subject yet ("Draft an email to … about the standup")."""
    to = EMAIL.findall(query)
    rest = EMAIL.sub(" ", query)
    stated = _SUBJECT_QUOTED.search(rest) or _SUBJECT_SAY.search(rest) or _SUBJECT_THEN.search(rest)
    if to and stated:  # "… subject Quote - back bedroom ceiling. say Hi Tom, …", "… subject Alfie reading - hi jo, …"
        subject = shorthand.as_typed(stated.group(1).strip(" '\"‘’“”"))
        return to, subject[:1].upper() + subject[1:], body_as_said(stated.group(2))
    text = message_text(query)
    about = _ABOUT.search(rest)
    if not to or not (text or subject_only and about):
        return None
    if not text and about and (more := re.match(r"\s*,\s*(\S.*\S)", rest[about.end():])):  # "about the xmas party tues 22nd dec 3pm,
        text = shorthand.as_typed(f"{about.group(1)}, {more.group(1)}").rstrip(".") + "."  # families welcome": the draft says so
    text = text[:1].upper() + text[1:]
    topic = _WITH_TOPIC.search(rest) if not about else None  # "… with a camp kit reminder: sleeping bag, …"
    quoted = re.match(r"\s*['\"‘“]([^'\"’”]+)['\"’”]", about.group(1)) if about else None  # "Subject 'Your mum' and say: …"
    asked = message_text_errand(query)
    subject = shorthand.as_typed(quoted.group(1)) if quoted else _said_subject(about) if about else topic.group(1) if topic \
        else f"{'Confirming' if asked[0] == 'confirm' else asked[0].capitalize()}: {asked[1].split(',')[0]}" if asked \
        else _first_sentence(text.split("\n")[0])
    subject = subject if len(subject) <= 60 else subject[:57].rsplit(" ", 1)[0] + "..."
    return to, subject[:1].upper() + subject[1:], text


def _first_sentence(line: str) -> str:
    """A text's first sentence, a question keeping its mark: "Could we rearrange … on sun 6th? Our pitch …" → "Could we …?"."""
    end = re.search(r"(?<=[a-z0-9)])([.!?])\s+(?=\S)", line)
    return line[:end.start()] + (end.group(1) if end.group(1) in "?!" else "") if end else line


def _said_subject(about: re.Match[str]) -> str:
    """The subject an e-mail is said to be about, as typed: "re my new prices from jan - …" → "new prices from jan"."""
    said = about.group(1).strip(" '\"‘’“”")
    if about.group(0)[:2].lower() == "re":
        said = re.sub(r"^(?:my|our)\s+(?=\S+\s)", "", said)
    return shorthand.as_typed(said)


def mime_raw(to: list[str], subject: str, text: str, cc: list[str] | None = None) -> str:
    """An RFC 2822 message, base64url encoded: what Gmail's messages.send takes as ``raw``."""
    message = EmailMessage()
    message["To"] = ", ".join(to)
    if cc:
        message["Cc"] = ", ".join(cc)
    message["Subject"] = " ".join(subject.split())  # one line: a subject taken from pasted lines has line breaks
    message.set_content(text)
    return replies.encoded(message)


def unmet(schema: dict[str, Any], body: dict[str, Any], query: str = "", existing: bool = False) -> list[str]:
    """What the API needs in this body that ``body`` lacks, in words for a clarifying question
    (discovery documents do not mark body fields required: an event needs its start and end, a
    Gmail message its recipient and text; ``query`` narrows it to what the request left out)."""
    props = schema.get("properties") or {}
    needs = []
    if mail_filters.is_filter(props):
        return mail_filters.unmet(body)
    if existing:  # a change: only an invitation names what it needs (the guest's address)
        invites = _INVITES.match(query) and "attendees" in props and "attendees" not in body
        return ["the guest's e-mail address"] if invites else []
    if {"date", "dateTime"} & set((props.get("start") or {}).get("properties") or {}) and "start" not in body:
        needs.append("when it starts (e.g. 'Friday at 3pm')")
    elif "date" in (body.get("start") or {}) and _LASTING.search(query):  # "Block two hours on Friday": not all day
        needs.append("what time it starts (e.g. 'at 2pm')")
    if _is_person(props) and "names" not in body:
        needs.append("the contact's name")
    if autoreply.is_vacation(props) and body.get("enableAutoReply") and "responseBodyPlainText" not in body:
        needs.append("what the auto-reply should say (e.g. \"saying I'm away until Monday\")")
    if doc_edits.is_edit_list(props) and "requests" not in body:
        needs.append("the text to add (e.g. \"add 'bring chargers' to my Packing List doc\")")
    if sheet_tabs.is_sheet_list(props) and "requests" not in body:
        needs.append("the new tab's name (e.g. \"add a tab called December to the logbook sheet\")")
    if cells.is_value_range(schema) and "values" not in body:
        needs.append("the values to write (e.g. 'B5 to 1200', or 'a row: today, Groceries, 84.20')")
    if _is_window(props) and "timeMin" not in body:
        needs.append("which day or time (e.g. 'Friday afternoon')")
    mail_props, in_message = _message_fields(props, query)
    if mail_props is None and in_message and "id" not in body:
        needs.append("which draft (words from it, its day or whom it is to: e.g. \"the rota draft I wrote yesterday\")")
    if mail_props is not None and "raw" not in (body.get("message") or {} if in_message else body):
        if replies.is_forward(query):  # the original is looked up; the note is optional
            needs.append("the message to forward")
            if not EMAIL.search(query):
                needs.append("whom to forward it to (an e-mail address)")
            return needs
        if replies.is_reply(query):  # its recipient is the sender of the message it answers
            needs.append("the message to reply to")
        elif not EMAIL.search(query):
            needs.append("the recipient's e-mail address")
        if not message_text(query) and not (in_message and _ABOUT.search(EMAIL.sub(" ", query))):
            needs.append("what the message should say")
    return needs


def _is_window(props: dict[str, Any]) -> bool:
    """A body that is a time window (timeMin/timeMax date-times, e.g. Calendar's freebusy.query)."""
    return all((props.get(f) or {}).get("format") == "date-time" for f in ("timeMin", "timeMax"))


def describe(body: dict[str, Any]) -> str:
    """A body in a few words for the permission dialog: its title, times, recipients, not base64."""
    parts = []
    for name in TITLE_FIELDS:
        if isinstance(body.get(name), str):
            parts.append(repr(body[name]))
            break
    if body.get("mimeType") == FOLDER_MIME:
        parts.insert(0, "folder")
    start, end = body.get("start"), body.get("end")
    if isinstance(start, dict) and isinstance(end, dict):
        parts.append(_span_text(start, end))
    if isinstance(body.get("timeMin"), str) and isinstance(body.get("timeMax"), str):
        parts.append(_span_text({"dateTime": body["timeMin"]}, {"dateTime": body["timeMax"]}))
        if isinstance(body.get("items"), list):
            parts.append("for " + ", ".join(str(i.get("id")) for i in body["items"] if isinstance(i, dict)))
    if isinstance(body.get("names"), list):
        parts.extend(" ".join(str(v) for v in n.values()) for n in body["names"] if isinstance(n, dict))
        parts.extend(str(x.get("value")) for key in ("phoneNumbers", "emailAddresses")
                     for x in body.get(key) or [] if isinstance(x, dict))
    if isinstance(body.get("role"), str):
        who = body.get("emailAddress") or (body.get("scope") or {}).get("value")
        parts.append(f"{body['role']} access for {who}")
    if isinstance(body.get("status"), str):
        parts.append({"completed": "marked done", "needsAction": "marked not done"}.get(body["status"], body["status"]))
    if isinstance(body.get("attendees"), list):
        parts.append("with " + ", ".join(str(a.get("email")) for a in body["attendees"] if isinstance(a, dict)))
    raw = body.get("raw") or (body.get("message") or {}).get("raw") if isinstance(body.get("message") or {}, dict) \
        else body.get("raw")
    if isinstance(raw, str):
        try:
            message = replies.decoded(raw)
            text = message.get_body(preferencelist=("plain",))  # a forward: the note, not the attachment
            said = str(text.get_content()).strip()[:80] if text is not None else ""
            parts.append(f"to {message['To']}: {said!r}")
        except (ValueError, TypeError, LookupError):
            parts.append("a message")
    if isinstance(body.get("enableAutoReply"), bool):
        parts.append("auto-reply " + ("on" if body["enableAutoReply"] else "off"))
        days = [dt.datetime.fromtimestamp(int(body[k]) / 1000).strftime("%a %d %b %Y %H:%M")
                for k in ("startTime", "endTime") if str(body.get(k, "")).isdigit()]
        parts.extend([" until ".join(days)] if days else [])
        parts.extend([repr(str(body["responseBodyPlainText"])[:80])] if body.get("responseBodyPlainText") else [])
    if isinstance(body.get("due"), str):
        try:
            parts.append("due " + dt.date.fromisoformat(body["due"][:10]).strftime("%a %d %b %Y"))
        except ValueError:
            parts.append(f"due {body['due']}")
    if isinstance(body.get("recurrence"), list) and body["recurrence"]:
        parts.append("repeating " + str(body["recurrence"][0]).removeprefix("RRULE:"))
    if isinstance(body.get("location"), str):
        parts.append(f"at {body['location']}")
    parts.extend(doc_edits.described(body))  # "'£1.20' changed to '£1.30'", "adds '…' at the end"
    return " ".join(parts) or ", ".join(sorted(body))


def _span_text(start: dict[str, Any], end: dict[str, Any]) -> str:
    """'Fri 27 Nov 2026 15:00–16:00', or 'Sat 12 Dec 2026 (all day)', for the permission dialog."""
    try:
        if start.get("dateTime") and end.get("dateTime"):
            a, b = dt.datetime.fromisoformat(start["dateTime"]), dt.datetime.fromisoformat(end["dateTime"])
            tail = b.strftime("%H:%M") if a.date() == b.date() else b.strftime("%a %d %b %Y %H:%M")
            return f"{a.strftime('%a %d %b %Y %H:%M')}–{tail}"
        if start.get("date"):
            return f"{dt.date.fromisoformat(start['date']).strftime('%a %d %b %Y')} (all day)"
    except (TypeError, ValueError):
        pass
    return f"{start.get('dateTime') or start.get('date')} to {end.get('dateTime') or end.get('date')}"


def is_body(spec: dict[str, Any]) -> bool:
    """A request-body parameter of a catalog method."""
    return spec.get("x-location") == "body" and spec.get("type") == "object"


def now_local() -> dt.datetime:
    return dt.datetime.now().astimezone()
