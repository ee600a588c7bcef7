"""Changing a contact: "Ben changed jobs, update his email to ben@newjob.com", "sam's got a new number 07911 123456".

The People API updates a contact only with the person's current etag and a mask of the fields it sets
(updatePersonFields); the listed field replaces what the contact had. So the plan says the field and its
new value, the contact is found by the name the request gives (people.searchContacts), and the found
person's resourceName and etag complete the call.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import places

READ_MASK = "names,emailAddresses,phoneNumbers"  # what a contact search reads unless more is asked
UPDATE = "people.people.updateContact"
SEARCH = "people.people.searchContacts"
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"(?<![\w@.])\+?\d[\d ().-]{5,}\d(?![\w@])")
_CONTACT_NAME = re.compile(r"\b(?i:contacts?|customer|client|supplier|member|volunteer|tenant|pupil|student|patient|helper)\s*(?i:pls|please)?\s*[:,–-]?\s+(?i:for\s+|named\s+|called\s+)?((?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*){0,2})")
_ADDED_NAME = re.compile(r"^\s*(?i:please\s+)?(?i:add|save|create|put|pit|stick|pop)\s+((?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*){0,2})\b")  # "pit
# Shona Mair in ma phone, …"
_SAVED_AS = re.compile(r"^\s*(?:please\s+)?(?:add|save|put)\s+(?:(?:our|my|the)\s+(?:new\s+)?[a-z]+\s+(?=[a-z]+\s+[a-z]+\s+(?:to|in|into)\b))?"
                       r"([a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s+(?:as|in|into|to)\s+(?:a\s+)?(?:new\s+)?"
                       r"(?:my\s+)?contacts?\b"  # "save maureen pike as a contact - …", "add our new alto priya shah to contacts, …"
                       r"|^\s*(?:please\s+)?(?:save|add)\s+(?:a\s+)?new\s+(?:pupil|student|client|customer|member|contact)\s+"
                       r"([a-z][\w'-]+\s+[a-z][\w'-]+)(?=\s*,?\s*(?:\+?\d|[\w.+-]+@))"  # "save new pupil lily ahmed 07700 …"
                       r"|^\s*new\s+(?:client|customer|pupil|student|contact|member)\s*(?:[-–:]|,?\s+(?:save|add)\s+(?:him|her|them)\s*[-–:])\s*"
                       r"(?:add\s+|save\s+)?([a-z][\w'-]+\s+[a-z][\w'-]+)\s*(?:,|(?=\s+(?:\+?\d|[\w.+-]+@)))"
                       r"|^\s*(?:please\s+)?save\s+([a-z][\w'-]+\s+[a-z][\w'-]+)(?=(?:\s+[a-z][\w'-]+){0,2}\s*,?\s*\+?\d[\d ]{8,}\d\s*$)"
                       r"|^\s*(?:please\s+)?(?:save|add)\s+(?:the|a|our|my)\s+new\s+[^,:]*[,:–-]\s*([a-z][\w'-]+\s+[a-z][\w'-]+)"
                       r"(?=\s+(?:\+?\d[\d ]{6,}\d|[\w.+-]+@))"  # "save the new chap at the works dept, martin keal 01522 …"
                       r"|^\s*(?:please\s+)?save\s+([a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)(?=\s*,.*(?:\d{5}|@))",  # "save marco, head chef at …"
                       re.I)  # "save gaz whitlock labourer 07712 334981"  # "new client - add priya shah, 07700 …", "new customer, save him: tom briggs 07700 …"
_WHO_THEY_ARE = re.compile(r",\s*((?:she|he|they)(?:'s|'re|s|\s+is|\s+are)\s+[^,.;]{2,60}?)\s*(?:[.!]?\s*$|,\s*(?=(?:mobile|phone|number|tel|e-?mail|\+?\d)))",
                           re.I)  # "…, she's plot 7", "…, she's a fellow guide, mobile 07700 …"
_FIELD = re.compile(r"\b(?:(e-?mail)|(?:phone|mobile|cell|home|work)?\s*(number|phone)|(address)|(birthday))\b", re.I)
# Who the change is about: "update Ben's email", "Ben changed jobs", "sams got a new number", "… for Priya".
_PERSON = (re.compile(r"\b(?:(?:her|his|their)\s+name\s+is|(?:she|he)'?s\s+called)\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)"),  # "i think her name is Jen Walsh"
           re.compile(r"^\s*(?i:my)\s+[a-z]+(?:\s+[a-z]+)?\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)(?:'s)?\s+"
                      r"(?i:has|have|got|changed|moved|is|now)\b"),  # "my neighbour Brenda has got a new mobile number"
           re.compile(r"\b(?:update|change|edit|fix|correct)\s+([A-Za-z][\w-]+(?:\s+[A-Z][\w-]+)?)'s\b", re.I),
           re.compile(r"\b(?:update|change|edit|fix|correct)\s+((?:mrs|mr|ms|miss|dr)\.?\s+[a-z][\w-]+?|[a-z][\w-]+\s+[a-z][\w-]+?)s\s+"
                      r"(?:(?:phone|mobile|home|work)\s+)?(?:number|no\.?|phone|mobile|e-?mail|address)(?!\w)", re.I),  # "update mrs khans phone no."
           re.compile(r"^\s*([A-Za-z][\w-]+?(?:\s+[A-Za-z][\w-]+?)?)(?:'s|s)?\s+(?:got|has|have|changed|moved|is|now\s+has)\b", re.I),
           re.compile(r"^\s*((?:mrs|mr|ms|miss|mdm|madam|dr)\.?\s+[a-z][\w-]+)(?:\s+(?:from|at|of)\s+[\w' -]{1,30}?)?\s*,?\s+"
                      r"(?:change|update)\s+(?:her|his|their)\s+(?:hp|handphone|number|mobile|phone|e-?mail)\b", re.I),
           # "mdm goh from kim hock change her hp, new number …"
           re.compile(r"\b(?:for|of)\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\b"),
           re.compile(r"\b((?:Dr|Mr|Mrs|Ms|Miss)\.?\s+[A-Z][\w-]+|[A-Z][\w-]+\s+[A-Z][\w-]+)(?:'s|')\s+(?:\w+\s+)?"
                      r"(?:e-?mail|number|phone|address)\b"),  # "Dr Hughes' surgery number"
           re.compile(r"\b([A-Z][\w-]+)'s\s+(?:new\s+)?(?:e-?mail|number|phone|address)\b"),
           re.compile(r"^\s*(?i:please\s+)?(?i:delete|remove|update|edit|show|open|find)\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\b"),
           # "Remove the dentist from my contacts": whoever is taken out of the address book
           re.compile(r"\b(?:delete|remove|take|drop)\s+(?:the\s+|my\s+|our\s+|old\s+)*([\w-]+(?:\s+[\w-]+)?)\s+"
                      r"(?:out\s+of|from|off)\s+(?:my\s+|the\s+)?(?:contacts|contact\s+list|address\s+book)\b", re.I))
_NOT_NAMES = {"i", "my", "he", "she", "they", "it", "we", "you", "his", "her", "their", "the", "a", "this", "that",
              "please", "can", "could", "update", "change", "what", "whats", "what's", "who", "where", "when", "which", "how",
              "why", "is", "are"}


def changed_field(query: str) -> tuple[str, dict[str, Any]] | None:
    """(updatePersonFields, the body's new field) a contact change states, or None."""
    email, phone = _EMAIL.search(query), _PHONE.search(_EMAIL.sub(" ", query))
    said = _FIELD.search(query)
    if email and (not said or said.group(1)):
        return "emailAddresses", {"emailAddresses": [{"value": email.group()}]}
    if phone and (not said or said.group(2)):
        return "phoneNumbers", {"phoneNumbers": [{"value": " ".join(phone.group().split())}]}
    return None


_WHOSE_DETAIL = re.compile(r"\b([A-Za-z][\w-]+\s+[A-Za-z][\w-]*?)(?:['’]s|(?<=[a-df-rt-z])s)?\s+(?:(?:phone|mobile|home|work|landline)\s+)?"
                           r"(?:number|phone|e-?mail|address|mobile)\b", re.I)  # "whats ellie marshs number", "karen hughes mobile"
_ONE_NAME_DETAIL = re.compile(r"^\s*(?:what'?s|whats|where'?s|need|got)\s+([a-z][\w-]+?)(?:['’]s|(?<=[a-rt-z])s)\s+"
                              r"(?:(?:phone|mobile|home|work)\s+)?(?:number|phone|e-?mail|address|mobile)\b", re.I)
_PARENT_OF = re.compile(r"\b(?:for|of)\s+([a-z][\w-]+)\s+([a-z][\w'’-]+?)(?:['’]s)?\s+(?:mum|mom|dad|mother|father|parents?|nan|gran)\b", re.I)
_ASKING = {"what", "whats", "what's", "wheres", "where's", "have", "got", "find", "get", "need", "is", "for", "new", "an", "me"}
_DETAIL_FOR = re.compile(r"\b(?:e-?mail(?:\s+address)?|(?:phone\s+|mobile\s+)?number)\s+(?:for|of)\s+([a-z][\w-]+)\b(?!['’])")  # "the email for margaret"
_TITLED = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor)\.?\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")


def argument(query: str, method: str, param: str) -> Any:
    """The value of an updateContact parameter the request states (the field mask, the body), and a search's
    name without its title ("the plumber Mr Patel": Patel, as the contact is saved), else None."""
    if method == SEARCH and param == "readMask" and re.search(r"(?<!e-mail )(?<!email )\baddress\b", query, re.I):
        return f"{READ_MASK},addresses"  # "what's Edith Gray's address": where she lives
    if method == SEARCH and param == "readMask" and re.search(r"\b(?:at|from|works\s+(?:at|for))\s+[A-Z][\w&'-]+", query):
        return f"{READ_MASK},organizations"  # "the number for Steve at Raleigh trade": where he works tells which Steve
    if method == SEARCH and param == "query" and (searched := _searched_name(query)):
        return searched
    change = changed_field(query) if method == UPDATE else None
    if change is None:
        return None
    return change[0] if param == "updatePersonFields" else change[1] if param == "body" else None


_NAME_THE_ROLE = re.compile(r"^\s*(?:what'?s|what\s+is|whats)\s+([a-z][\w'-]+(?:\s+(?!the\b)[a-z][\w'-]+)?)\s+(?:the|our|my)\s+[a-z][\w' -]{2,40}?"
                            r"(?:'s|s)?\s+(?:number|mobile|phone|e-?mail|address)\b", re.I)


_SAID_FIRST = re.compile(r"^\s*([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\b[^?]{0,60}?,\s*what'?s\s+(?:his|her|their)\s+(?:cell|mobile|number|phone|e-?mail)\b")


_NAME_IN_PLACE = re.compile(r"^\s*(?:whats|what'?s|what\s+is)\s+([A-Za-z][\w'-]+)\s+(?:in|from|at)\s+(?:the\s+)?[\w'-]+?(?:'s|s)?\s+"
                            r"(?:e-?mail|number|mobile|phone|cell)\b", re.I)


def _searched_name(query: str) -> str | None:
    """The name a contact search looks for, as the contact is saved: without a title ("the plumber Mr Patel": Patel), one
    name with its "s" ("whats garys number": gary), a lowercase name after "the email for" (margaret), a parent by the family name ("leon fairbanks mum": fairbanks), both
    names ("whats linda marsh's number"); None when the request says none of these."""
    if titled := _TITLED.search(query):
        return titled.group(1)
    if named_role := _NAME_THE_ROLE.search(query):  # "whats claire the health visitors number": claire
        return named_role.group(1)
    if first := _SAID_FIRST.search(query):  # "Sylvain the small engine guy in Sainte-Thérèse, what's his cell again": Sylvain
        return first.group(1)
    if placed := _NAME_IN_PLACE.search(query):  # "whats sharon in HRs email": Sharon
        return placed.group(1)
    detail_for = _DETAIL_FOR.search(query)
    if detail_for and detail_for.group(1).lower() not in _NOT_NAMES | _ASKING | {"the", "my", "his", "her", "their", "your"}:
        return detail_for.group(1)
    one = _ONE_NAME_DETAIL.search(query)
    if one and one.group(1).lower() not in _NOT_NAMES | _ASKING | {"the", "my", "his", "her", "their", "your"}:
        return one.group(1)
    if parent := _PARENT_OF.search(query):
        return parent.group(2)
    whose = _WHOSE_DETAIL.search(query)
    if whose and not {w.lower() for w in whose.group(1).split()} & (_NOT_NAMES | _ASKING):
        return whose.group(1)
    return None


def person_named(query: str) -> str | None:
    """The contact a change is about, by the name the request uses ("Ben", "sams" → "sam")."""
    for pattern in _PERSON:
        for m in pattern.finditer(_EMAIL.sub(" ", query)):
            name = m.group(1)
            if name.lower() not in _NOT_NAMES:
                capitalised = [w for w in name.split() if w[0].isupper()]  # "plumber Dave" → "Dave"
                said = " ".join(capitalised) if capitalised else name
                return re.sub(r"^(?:Dr|Mr|Mrs|Ms|Miss|Mdm|Madam)\.?\s+", "", said, flags=re.I)  # "Dr Hughes": saved as Hughes
    return None


def people_found(result: Any) -> list[dict[str, Any]] | None:
    """searchContacts' results as listed items (id = resourceName, name, etag, e-mail addresses); None for another
    result."""
    if not (isinstance(result, dict) and isinstance(result.get("results"), list)):
        return None
    people = [r["person"] for r in result["results"] if isinstance(r, dict) and isinstance(r.get("person"), dict)]
    return [{"id": p["resourceName"], "etag": p.get("etag", ""),
             "name": next((n.get("displayName", "") for n in p.get("names", []) if isinstance(n, dict)), ""),
             "emails": [e["value"] for e in p.get("emailAddresses", []) if isinstance(e, dict) and e.get("value")]}
            for p in people if p.get("resourceName")]


_ROLE_AFTER = re.compile(r"\s*(?:(?:to|in)\s+(?:my\s+)?contacts|as\s+a\s+(?:new\s+)?contact)?\s*[-–,:]\s*(?!(?:she|he|they|shes|hes|theyre)\b)"
                         r"([A-Za-z][\w&' -]{2,40}?)\s*,", re.I)  # "…, haulier, 07700", "- marquee hire, 07700"


_NOT_A_NAME = {"I", "Save", "Add", "New", "Please", "Pls", "Ok", "Okay", "Hi", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
               "Saturday", "Sunday", "Mr", "Mrs", "Ms", "Dr", "Miss"}


def _name_before(text: str) -> str | None:
    """The last capitalised name (one or two words) said before a phone number, not the request's first word ("save this
    bloke Hassan from the wreckers in villawood 0412 …": Hassan), or the first one listed after a colon."""
    if called := re.search(r"\b(?:is|was|lady|man|gentleman|woman|chap|fellow|girl|boy|bloke)\s+called\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?"
                           r"([A-Z][a-z'-]+(?:\s+(?:Mc|Mac|O')?[A-Z][a-z'-]+)?)", text):  # "… a very pleasant lady called Mrs Pauline Hartley"
        return called.group(1)  # "The plumber who came about the boiler is called Dave Rowe and his number is …"
    names = [m for m in re.finditer(r"\b([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\b", text)
             if m.start() > 0 and not set(m.group(1).split()) & _NOT_A_NAME]
    listed = [m for m in names if ":" in text and m.start() > text.rindex(":")]  # "…: Hannah Vosper, Petals of Truro, 07866 …": the first
    return listed[0].group(1) if listed else names[-1].group(1) if names else None


def new_contact(query: str) -> dict[str, Any]:
    """A People API person from "Create a contact for Jane Doe with phone 555-1234 (jane@example.com)"."""
    person: dict[str, Any] = {}
    m = _CONTACT_NAME.search(query) or _ADDED_NAME.search(query)  # "… contact for Jane Doe", "Add Maria Lopez to …"
    lower = _SAVED_AS.search(query) if not m else None
    if lower:  # "save maureen pike as a contact": Maureen Pike
        given, _, family = next(g for g in lower.groups() if g).title().partition(" ")
        person["names"] = [{"givenName": given, **({"familyName": family} if family else {})}]
    if m:  # "Dr Ana Ruiz": Ana Ruiz, with her title as the name's prefix
        title, name = re.match(r"(?:((?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Rev|Sir|Dame)\.?)\s+)?(.*)", m.group(1).strip()).groups()
        given, _, family = name.partition(" ")
        person["names"] = [{**({"honorificPrefix": title} if title else {}), "givenName": given or title,
                            **({"familyName": family} if family else {})}]
    named = m or lower
    listed = _ROLE_AFTER.match(query[named.end():]) if named else None
    job = re.match(r"\s+([a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s*,?\s*\+?\d", query[named.end():]) if lower and lower.group(4) else None
    if job:  # "save gaz whitlock labourer 07712 …": what he does
        person["occupations"] = [{"value": job.group(1)}]
    works_at = re.fullmatch(r"(.+?)\s+(?:at|for)\s+(?:the\s+)?(.+)", listed.group(1), re.I) if listed else None
    if works_at and not _FIELD.search(listed.group(1)):  # "… - practice manager at riverside surgery, 01632 …"
        person["organizations"] = [{"title": works_at.group(1)[:1].upper() + works_at.group(1)[1:],
                                    "name": works_at.group(2) if re.search(r"[A-Z]", works_at.group(2)) else works_at.group(2).title()}]
    elif listed and not _FIELD.search(listed.group(1)):  # "new contact - Bethan Morgan, haulier, 07700 …": what she does,
        kind = ("organizations", "name") if listed.group(1)[:1].isupper() else ("occupations", "value")  # "…, Hollis Foliage"
        person[kind[0]] = [{kind[1]: listed.group(1)}]
    phone = _PHONE.search(query)
    if phone:
        person["phoneNumbers"] = [{"value": phone.group(0).strip()}]
    if "names" not in person and phone and (before := _name_before(query[:phone.start()])):
        given, _, family = before.partition(" ")  # "new boatman joined, Biju. 94470 12345", "… Bintu Sesay 07723 441902"
        person["names"] = [{"givenName": given, **({"familyName": family} if family else {})}]
    address = _EMAIL.search(query)
    if address:
        person["emailAddresses"] = [{"value": address.group(0)}]
    postal = places.postal_address(query)
    if postal:  # "…, 14 Mill Lane Hebden Bridge"
        person["addresses"] = [{"formattedValue": postal}]
    aside = re.match(r"\s*\(([^()]{3,80})\)", query[m.end():]) if m else None
    aside = aside or _WHO_THEY_ARE.search(query) or re.search(r"(?:\d|@[\w.-]+\.[a-z]{2,})\s+[-–]\s+([a-z][^,;@]{2,80}?)\s*[.!]?\s*$", query, re.I)
    # "… 07700 900456 tariq.hussain88@gmail.com - beard trim every 2 wks": a note on them
    if aside:  # "Graham Pike (Duke the boxer's owner)", "…, she's plot 7": a note on who they are
        person["biographies"] = [{"value": aside.group(1).strip()}]
    return person
