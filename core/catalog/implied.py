"""What a request implies, spelled out before the catalog is searched (query time only: the index is
unchanged). Each rewrite is kept because it was measured on the catalog sets (docs/planner.md)."""

from __future__ import annotations

import re

from core.catalog import calendar_wording as cal
from core.catalog import contact_wording as people
from core.catalog import drive_wording as drive
from core.catalog import implied_kinds as kinds
from core.catalog import local_wording as local
from core.catalog import lost_file_wording, not_the_service, said_plainly
from core.catalog import mail_wording as mail
from core.catalog import request_wording as wording
from core.catalog import sheet_wording as sheet
from core.catalog import task_wording as todo
from core.catalog.ranking import RECIPIENT, WORD
from core.catalog.vocabulary import ASKING_WORDS, REQUEST_VERBS
from core.phrasing import EMAIL_ERRAND, QUOTED_NAME, without_reason

# A day said with its month: "Cancel chiropodist 1 Dec." cancels that day's appointment
_DAY_OF_MONTH = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\b"
                           r"|\b20\d\d-[01]\d-[0-3]\d\b", re.I)  # or written as ISO does: "Cancel dentist 2026-12-02."
# Something said to a person by name, not a file: "send Giulia the meeting point for wednesday", not "send Tom the invoice pdf"
_SEND_NAME_THE = re.compile(r"^(\s*(?:please\s+|pls\s+|can\s+(?:you|u)\s+)?)send\s+(?=[A-Z][a-z][\w'-]*(?:\s+[A-Z][a-z][\w'-]*)?\s+the\s+"
                            r"(?:meeting\s+point|details|address|directions|times?|plan|info|information|arrangements|code|postcode|number)\b)")


def implied(text: str) -> str:
    """The request with what it implies spelled out: moving something to another time is "reschedule"
    ("Move the team sync to Thursday": no file, no other calendar), setting up a new thing is "create"
    ("Set an all-day event …"), booking a time or inviting to one is "schedule" ("Book an hour on Friday"), inviting someone with no time
    said changes an existing event ("Invite joe@… to my dentist appointment"), and writing to an e-mail address is an "email" ("Write to dad@…: …")."""
    text = re.sub(r"^\s*(?:[A-Za-z][\w'-]*\s+){1,3}(?:rang|called|phoned|texted|messaged)\s*,\s*(?:he|she|they)\s+(?:wants?|would\s+like|needs?)"
                  r"\s+(?:us\s+)?to\s+(?=(?:move|change|cancel|push|shift|book|reschedule)\b)", "", text, flags=re.I)  # "Dave rang, he
    # wants to move friday's meeting to 3pm": what he wants done
    text = not_the_service.plain(text)  # "email Frank: the left deck …", "table booked at …", "I posted the thank you card …"
    text = re.sub(r"^(\s*(?:please\s+)?(?:bin|trash|delete|archive|junk|chuck|ditch|remove))\s+(?=(?:e-?mails?|mails?|messages?)\b)", r"\1 the ", text,
                  flags=re.I)  # "BIN EMAIL FROM SAGA RE CRUISES STOP": the message binned, none sent
    text = re.sub(r"\bbirthday\s+(?=(?:lunch|party|dinner|do|meal|tea|drinks|celebration|bash|bbq|night|picnic|trip|breakfast|brunch)\b)", "",
                  text, flags=re.I)  # "Aroha's birthday lunch has been moved …": an event, not her contact's birthday
    text = re.sub(r"\b(rain(?:ing)?|snow(?:ing)?|wet|pouring|windy|sunny)\s+all\s+day\b", r"\1", text, flags=re.I)  # the weather
    # ("… saying rain all day friday"), no all-day event
    if (taken := wording.TAKE_THEM_OFF.search(text)) and not local.TAKEN_OFF_STOCK.search(text):  # "eric bamber wont be needing thurs 3rd, …. take him off": a removal, not the reason
        text = f"delete remove {text[:taken.start()]}"
    said_so = bool(mail.WHAT_DID_IT_SAY.search(text))  # before the topic ("about the trip … say") is dropped
    quoted_for = re.match(r"\s*(?:please\s+)?(?:do|write|make|draft|put\s+together)\s+(?:me|us)?\s*(?:a|an)\s+(?:quick\s+)?(?:quote|quotation|estimate)\s+for\b",
                          text, re.I)  # "do me a quote for coach leal …. dont send it yet i wanna read it first": an e-mail kept unsent
    if quoted_for and mail.KEEP_UNSENT.search(text):
        text = f"draft an email with a {text}"
    unsent = bool(mail.KEEP_UNSENT.search(text)) and bool(RECIPIENT.search(text) or mail.MAIL.search(text) or mail.WRITE_TO.match(text)
                                                       or re.search(r"\bdraft\b.*\b(?:reply|message|letter)\b|\b(?:reply|message|letter|note)\s+to\b[^@]{0,80}@", text, re.I))  # "draft
    # (not send) a reply to Fiona's message", "Would you prepare, but on no account send (…), a letter to the Secretary …, secretary@…"
    named = bool(QUOTED_NAME.search(text))  # before a quoted name is dropped from ranking
    labelled = bool(mail.TO_A_LABEL.search(text))  # before the topic goes: "label the … email about upgrading … as Portals"
    text = todo.CLEAR_DONE.sub("clear completed tasks", wording.AWAY_GAME.sub("", text))  # "clear all the ticked off tasks"
    text = wording.RECORD_THING.sub("vinyl", text)  # "shrewsbury record fair": no database record to insert
    text = wording.POSTAL.sub("courier", text)  # "post office cash audit thurs 10th dec 2pm", "royal mail are collecting at 3 not 4"
    text = re.sub(r"\b(?:hard|external|usb|flash|thumb|pen)\s+drives?\b", "disk", text, flags=re.I)  # "its all on the hard drive now"
    if re.match(r"\s*(?:just\s+|pls\s+|please\s+|can\s+(?:you|u)\s+)?quick[- ]?add(?:\b|(?=:))(?!\s+(?:a\s+)?(?:task|to-?do|note|contact|row)\b)",
                text, re.I):
        return "quickAdd calendar event from text " + re.sub(r"^\s*(?:just\s+|pls\s+|please\s+|can\s+(?:you|u)\s+)?quick[- ]?add\s*:?",
                                                              "quick add", text, flags=re.I)  # "quick add farmers market stall sat 19 dec 8-1": the user names the method
    text = said_plainly.spelled_out(text)
    text = _SEND_NAME_THE.sub(r"\1email ", text)  # "send Giulia the meeting point for wednesday pls. 8:30 at the school …"
    text = re.sub(r"^(\s*(?:please\s+|pls\s+|kindly\s+)?)mail\s+(?=[A-Z]|(?:him|her|them)\b|.*[\w.+-]+@[\w-]+\.)", r"\1email ", text)  # "mail
    # Rahul Mehta rahul.mehta88@… that …": an e-mail sent, not a message put into the mailbox (messages.insert)
    if sent := mail.SEND_THEM_A.match(text):  # "send graham lowe a polite reminder g.lowe@… - £1400 …": an e-mail, no task
        text = text[:sent.end()] + " send email message"
    elif not mail.WRITES_TO.match(text) and not local.DB_FILE.search(text):  # a message's own words, a database row's values stay whole
        text = without_reason(text)  # "move the 3pm … to 3:45, he's stuck at work": why, not what
    elif errand := EMAIL_ERRAND.match(text):  # "email bookings@… and book a table for 4": an e-mail, no Books volume
        text = text[:errand.start(1)] + " send email message"
    elif (asking := mail.ASK_THEM.search(text) or mail.ASK_NAMED.match(text)) and not unsent:  # "email orders@… and ask if they can
        # add …", "email Dr. MacLeod and ask if we can push our Thursday 2pm meeting to Friday": what to ask, no method
        text = text[:asking.end(1)] + " send email message"
    elif re.match(r"[^:]*@[^:]*:\s", text):  # "email committee@…: AGM is Tues 5 Nov …": the message says no method
        text = text.split(":", 1)[0] + " send email message"
    text = wording.POLITE.sub("", text)  # "can you make me a separate calendar called …"
    text = re.sub(r"\b(?:his|her|their|its)\s+e-?mail(?:\s+address)?(?:\s+is\b|['’]s\b|(?=\s*:?\s*[\w.+-]+@))", " at ", text,
                  flags=re.I)  # an address, no mail: "her email is …", "her email kasia…@…", "her email's tammykraus73@…"
    if (cal.A_TIME.search(text.lower()) or cal.A_DAY.search(text)) and not re.search(r"\b(?:classroom|course\w*|homework|assignments?|students?)\b", text, re.I):
        text = cal.A_CLASS.sub("event", text)  # "move wednesdays restorative class … from 7pm", "cancel the tues … class": an event
    if free := cal.AM_I_FREE.match(text):
        text = free.group("asked")  # "am i free sat morning? new student wants a trial lesson": what follows is why
    text = wording.LOOKING_FOR.sub("find", text)  # "I am looking for the email from the council about …": a search
    text = re.sub(r"\bmails\b", "emails", text, flags=re.I)  # "any mails from Bord Bia this week"
    text = re.sub(r"^\s*(?=[\w' -]{2,40}\s+on\s+(?:the\s+|my\s+)?(?:google\s+)?drive\s*\?\s*$)", "find file ", text,
                  flags=re.I)  # "Dilan WFH log on drive?": is it there
    text = re.sub(r"^(\s*(?:please\s+|pls\s+|can\s+you\s+)?)do\s+(?:us|me)?\s*(?:a|an)\s+(?=(?:e-?mail|letter|message)\b)", r"\1write an ", text,
                  flags=re.I)  # "do us an email to sweet squared …": write one
    text = re.sub(r"^(\s*(?:please\s+|pls\s+)?)(?:drop|pop|stick|bung|chuck)\s+(?=(?:\S+\s+){0,4}?(?:[\w-]+\.[a-z0-9]{2,4}|files?|folders?|pdfs?|zip)\b.*\b(?:into|in\s+to|onto)\s+\S)",
                  r"\1move ", text,
                  flags=re.I)  # "drop dilan_rcpts.zip from Downloads into Tax/FY26/Dilan": a move, nothing deleted
    text = re.sub(r"\bsheet\s+music\b", "music score", text, flags=re.I)  # a pdf of a song, no spreadsheet
    if people.NEW_PERSON.search(text) and people.PHONE_OR_MAIL.search(text) and not local.DB_FILE.search(text):  # not "… to pupils.db"
        text = re.sub(r",\s*(?:she|he|they)\s+(?:is|are|'s|'re)\s+[^,.;:]{2,50}(?=[,.;])", "", f"create contact person {text}",
                      flags=re.I)  # "… : Léa Fontaine, she is in my group of project, 07700 912443": who she is names no group
    if re.search(r"\ball[- ]day\b(?!\s+(?:long|today|tomorrow)\b)", text, re.I) and cal.A_TIME.search(text.lower()) \
            and not re.search(r"\b(?:e-?mails?|tasks?|to-?dos?|notes?|reminders?)\b", text, re.I):
        text = f"create calendar event {text}"  # "add an all day thing on mon 7th dec - VAT return due …"
    if cal.KEEP_IT_IN.search(text):
        text = f"update calendar event {text}"  # "… don't take it out of the calendar now, just put CANCELLED on it": a change
    elif cal.OFF_THE_CALENDAR.search(text):
        text = f"delete calendar event {text}"  # "take Sam's dentist appointment off the calendar"
    if drive.CHANGE_IN_DOC.search(text):
        text = re.sub(r"(\d)\s*,?\s+make\s+(?:it\s+)?(?=[£$€]?\d)", r"\1 to ", text, flags=re.I)  # "… price 4.50 make 4.80": no new doc
        text = f"update document batchUpdate replace text {text}"  # "in my price list doc change shirts £1.20 to £1.30"
    text = re.sub(r"^(\s*(?:(?:please|pls|can\s+(?:you|u)|could\s+you|would\s+you|will\s+you|kindly)\s+)?)open\s+(?:a\s+)?(?:new|fresh|blank)\b",
                  r"\1create new", text, flags=re.I)  # "open new google sheet for next year sales, …", "Open a fresh document titled …": made, not read
    if re.match(r"\s*(?:please\s+|pls\s+|can\s+(?:you|u)\s+)?(?:read|open)\b(?:\s+(?:me|it|out|back|through))*\b.*\b(?:google\s+)?doc(?:ument)?\b(?![./])", text, re.I) \
            and not (local.LOCAL_FOLDER.search(text) or local.LOCAL_PATH.search(text) or local.FILE_NAME.search(text.lower())):
        text = f"get google docs document {text}"  # "read me back what i put in the Christmas Opening Hours doc": no local file
    if re.match(r"\s*(?:please\s+|pls\s+)?add\s+(?:to|onto|in)\s+(?:the|my|our|[\w'’-]+['’]s)\s+[\w' -]{0,30}?\b(?:report|minutes|letter|write-?up|doc|document)"
                r"\s+(?:that\b|:|-)", text, re.I):
        text = f"update google docs document batchUpdate insert text {text}"  # "add tae the camban report that the flashin … still lettin in watter"
    if re.search(r"\b(?:must|should|needs?\s+to|can|to)\s+(?:be\s+able\s+to\s+)?see\s+(?:my|the|our)\s+(?:[\w'-]+\s+){0,2}calendar\b"
                 r"(?=.*@)", text, re.I):
        text = f"share calendar {text}"  # "Kasia must see my jobs calendar, only see not change. her email kasia…@…"
    if drive.TOP_OF_DOC.search(text):
        text = f"update document batchUpdate insert text {text}"  # "put 'DRAFT' at the very top of the … doc"
    text = wording.MAKE_ME_A.sub("create ", wording.KEEP_VERB.sub(" ", todo.TICK_OFF.sub("mark as done", text)))
    text = wording.GRANT_NOUN.sub(" ", text)  # "the draft of the ERC grant proposal" is no permission
    if sheet.CELLS.search(text):  # "C7 on the Rota tab": a tab's cells are the sheet's values (one range, not a batch)
        text = re.sub(r"\b(?:tab|worksheet)\b", "sheet", text, flags=re.I)
    if (sheet.SHEET.search(text) or re.search(r"\btab\b", text, re.I)) and sheet.CELLS.search(text):
        text = re.sub(r"^\s*pull\s+up\b", "get", text, flags=re.I)  # "pull up cells A1 to D20 from my … sheet"
    text = re.sub(r"^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?)(?:dig|fish|root)\s+out\b", r"\1find", text,
                  flags=re.I)  # "dig out the email from the council about free school meals"
    text = re.sub(r"(?<=\bso\s)make\s+a\s+copy\b", "copy it", text, flags=re.I)  # "…, so make a copy named …"
    text = re.sub(r"^\s*(?:please\s+)?(?:bin|chuck|ditch|toss)\s+(?=the\b|my\b|those\b|these\b|all\b|(?:[\w'-]+\s+){1,4}(?:e-?mails?|messages?)\s*[.!]?\s*$)"
                  r"(?![^.?!]*\b(?:in|into|on|onto)\s+(?:the|my|our)\s+(?:calendar|diary|cal|list|to-?do|sheet|spreadsheet|notes?)\b)|\b(?:bin|chuck|ditch|toss)\s+(?=(?:it|them|that|this)\b"
                  r"(?!\s+(?:in|into|on|onto)\s+(?:the\s+|my\s+|our\s+)?(?:(?:calendar|diary|cal|list|to-?do|sheet|notes?)\b|[^,.;]{0,40}?\b(?:folder|sheet|spreadsheet)\b)))",
                  "trash ", text, flags=re.I)  # "please bin it", "bin the 'logo drafts OLD' folder on google drive" (not "chuck it in the
    # Claims 2026 folder": a move)
    text = re.sub(r"\b(?:dispose\s+of|do\s+away\s+with)\s+(?=(?:it|them|that|this)\b)|\bthrow\s+(?=(?:it|them|that|this)\s+away\b)", "trash ", text,
                  flags=re.I)  # "… It is plainly fraudulent. Dispose of it.", "Please throw it away"
    if re.search(r"\b(?:that|this|the)\s+(?:[\w'-]+\s+){0,3}circular\b", text, re.I) and re.search(r"\b(?:trash|ditch|bin|chuck|delete)\b", text, re.I):
        text = re.sub(r"\bcircular\b", "circular email", text, flags=re.I)  # "That circular from the double-glazing people. Dispose of it."
    text = wording.SET_UP.sub("create ", wording.POLITE.sub("", wording.NEGATED.sub(" ", text)))
    first_word = WORD.search(text.lower())
    if first_word and first_word.group() not in REQUEST_VERBS | ASKING_WORDS | wording.MOVE_VERBS | wording.SAID_VERBS:
        later = next((m.group(1).lower() for m in wording.LATER_VERB.finditer(text) if m.group(1).lower() in REQUEST_VERBS | wording.MOVE_VERBS),
                     None)  # "my flight got delayed, push the Henderson meeting … from 9 to 11"
        if later and mail.OUT_OF_OFFICE.search(text):
            later = "set"  # "closed thurs fri thanksgiving. auto reply on email pls, open again sat 8am": the auto-reply set, not opened
        if later and local.AGAINST_A_ROW.search(text):
            later = "update"  # "412 lame agin. put it on her": the ewe's row changed, no new one
        if later:  # "dentist fri - cancel it", "That file … is a terrible name. Rename it to …": the verb said later
            text = f"{later} {text}"
    text = wording.CALLED.sub("called", wording.PURPOSE.sub(" ", text))
    text = re.sub(r":\s*[\"“][^\"”]{20,}[\"”]\s*[.!]?\s*$", ": ", text)  # a long quote dictated after a colon: its words, no method
    unquoted = QUOTED_NAME.sub(lambda m: " " + " ".join(k.group() for k in wording.KIND.finditer(m.group())) + " ", text)
    if len(WORD.findall(unquoted)) >= 2:  # a name says nothing about the method, but the kind it names does
        text = unquoted  # "rename my 'History essay final FINAL' doc …", "Rename 'Untitled document' to …"
    if todo.DONE.search(text) and not re.search(r"\b(?:e-?mails?|messages?|threads?|read|unread)\b", text, re.I):
        text = re.sub(r"\b(?:on|in|from)\s+(?:my|the)\s+(?:task|to-?do)\s+list\b|\boff\s+(?:my|me|the)\s+(?:(?:task|to-?do)\s+)?list\b", " ", text,
                      flags=re.I)  # a to-do, not the list ("tick car tax off me list")
        text += " task to-do"  # "Mark 'pay electric bill' as done", "i finished the maths homework tick it off": a to-do
    text = mail.OUT_OF_OFFICE.sub("update gmail vacation responder settings", text)  # before a message's words are taken out
    listing = re.match(r"\s*(?:any\s+|all\s+(?:the\s+)?)?(?:new\s+)?(?:(?!send\b|write\b|draft\b|forward\b|reply\b|email\b)[\w-]+\s+)?(?:e-?mails|messages|mails?)\s+(?:(?:came|come|have\s+come)\s+)?"
                       r"(?:from|about|with|to)\b", text, re.I)  # and "any new booking mails came from booking.com since saturday?"
    if mail.MAIL.search(text) or re.search(r"\b(?:tasks?|to-?dos?|notes?)\b", text, re.I):
        text = wording.TOPIC.sub(" ", text)  # the e-mail's or task's subject, not what to do
    described = re.match(r"\s*(?:that|the|this)\s+e-?mail\s+(?:saying|that\s+says)\b(?=.*\b(?:get\s+rid\s+of|delete|bin|trash|remove)\s+(?:it|that)\b)",
                         text, re.I)  # "THAT EMAIL SAYING I HAVE WON A PRIZE FROM AMAZON GET RID OF IT": one received, to the Bin
    if described:
        text = "trash email message " + re.sub(r"\b(?:saying|says)\b", " ", text)
    elif mail.MAIL.search(text):
        text = mail.DICTATION.sub(" ", text)  # "… letting her know Liam is missing three homework assignments": the message
    if wording.ACTIVITY.search(text) and not re.search(r"\b(?:drive|files?|folders?|docs?|documents?|sheets?|edits?)\b", text, re.I):
        text = wording.ACTIVITY.sub(" ", text)  # "a calendar for the kids' activities": no Drive Activity
    if people.NEW_DETAILS.search(text) and not local.DB_FILE.search(text):  # not "bellas owner has a new number …, update it in grooming.db"
        text = f"update contact person details {text}"  # "Ben changed jobs, update his email to …", "sam's got a new number"
    if re.search(r"\b(?:delete|remove|erase|trash|bin|get\s+rid\s+of)\b.*\b(?:from|off|on)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b", text, re.I):
        text += " file"  # "permanently delete the old band photos zip from my drive": a file, not a shared drive
    if drive.IN_DRIVE.search(text) and wording.FINDING.match(text):
        if re.match(r"\s*(?:find|where|look|search|locate)\b", text, re.I):
            text = wording.NAMED_KIND.sub(r"my \1", text)  # "find my BPS claim spreadsheet": a name, no fact-checked claim
        text = f"list files {text}" if re.match(r"\s*where", text, re.I) else f"{text} file"  # "Find my lease agreement in Drive": what is looked for in Drive is a file
    if sheet.SHEET.search(text) and sheet.CELLS.search(text):
        text += " values"  # "What's in A1 to D10 on the Budget sheet?": cells, not the spreadsheet's metadata
    text = re.sub(r"\bdraft\s+(?:a\s+|an\s+)?(?:quick\s+)?(?:note|msg|letter|quote|message|reply|confirmation)\s+(?=(?:to|for)\b[^@]{0,80}@)",
                  "draft an email ", text,
                  flags=re.I)  # "draft a note to the book club lot at bookclub…@…": an e-mail, not a Keep note
    if mail.KEEP_UNSENT.search(text) and "@" in text:  # "… write a thank-you note to the Women's Guild … It can go to Betty … at
        # betty.schaefer@att.net, but please just save it so I can look it over first": a draft e-mail, not a note
        text = re.sub(r"\b(?:write|send|do)\s+(?:a\s+|an\s+)?(?:(?:quick|short|little|thank[- ]you|thanks|nice)\s+)*(?:note|letter|card)\b",
                      "draft an email", text, count=1, flags=re.I)
    if mail.WRITE_A_DRAFT.search(text):  # "Could you write up a draft to Maria … homework …": Gmail's, not Classroom's
        text = mail.DICTATION.sub(" ", mail.WRITE_A_DRAFT.sub("draft an email", text)) + " gmail draft"
    if mail.OPEN_ATTACHMENT.search(text) and not local.FILE_NAME.search(text.lower()):
        text = f"get email message attachment {text}"  # "agency sent the shift pattern as a pdf attachment, open it"
    if (re.search(r"\bcancel\s+(?:him|her|them|[A-Z][\w'-]+)\b", text) or re.match(r"\s*(?:please\s+)?cancel\b", text, re.I)) \
            and (cal.A_TIME.search(text.lower()) or _DAY_OF_MONTH.search(text)) and not mail.MAIL.search(text) \
            and not local.FILE_NAME.search(text.lower()):
        text = f"delete calendar event {text}"  # "… so cancel her on the 3rd": her appointment that day, "… walk Monday 30th"
    if mail.DRAFT_A_REPLY.search(text) or mail.DRAFT_SOMETHING.search(text):
        text = re.split(r":\s|\s[-–]\s|(?<=\w)\.\s+(?=[a-z])", text, maxsplit=1)[0]  # what it says after the colon names no method ("… will send my report")
    if unsent or mail.DRAFT_A_REPLY.search(text) or mail.DRAFT_SOMETHING.search(text):
        text = f"{text} gmail draft create"  # written now, sent later by the user
    if mail.GOT_BACK.search(text) and not mail.WRITES_TO.match(text):
        text = f"search list email messages {text}"  # "did the wholesaler ever get back to me about …"
    if mail.REPLY_TO.search(text):
        text += " email"  # "Reply to my cousin Jenna (jenna@…) and tell her yes"
    if wording.ADD_TO_IT.search(text) and RECIPIENT.search(" to " + text) or wording.ADD_TO_IT.search(text) and "@" in text:
        text = f"change event invite {text}"  # "For the engagement shoot …, can you add the photographer (a@b) to it"
    if drive.LET_INTO.search(text):
        text = "share " + text
    elif drive.able_to_see(text):  # "I should like her to be able to enter the figures in our accounts spreadsheet …. Her address is …"
        text = "share drive file permission with " + re.sub(r"\blist\b", "file", text)  # "my price list": no list of permissions; "let Wanda get into the market sign up sheet …": a file shared with her
    shared = drive.shared_with_someone(text)
    if shared:
        if "drive file" not in text and not wording.KIND.search(text):
            text += " drive permissions"  # "Share the Unit 4 Study Guide with my co-teacher mr.hall@…": a file in Drive
        if re.search(r"\blist\b", text, re.I):
            text += " create"  # "share the 2026 price list … wit Rugi and Kemi": a new permission, not a list of them
        text = re.sub(r"\b(with\s+(?:the|my|our)\s+)team\b", r"\1colleagues", text, flags=re.I)  # people, not a Team Drive
    a_row = bool(sheet.ADD_A_ROW.search(text) or sheet.ROW_AFTER_COLON.search(text) or sheet.ROW_TO_NAMED.search(text))
    if a_row:
        text = f"append values {text}"  # "add a line to the wedding budget sheet - Florist, $2,400"
        if not sheet.SHEET.search(text) and not local.DB_FILE.search(text) and not re.search(r"\b(?:tables?|database|db)\b", text, re.I):
            text += " spreadsheet"  # "add a row to Mileage Log: 26/11/2026, …": a sheet's row (no database said)
    if people.TO_A_GROUP.search(text):
        text = f"modify contact group members {text}"  # "add Fiona Marsh to the Wheelers Sunday Riders group"
    if sheet.CELLS.search(text) and not sheet.SHEET.search(text) and (named or re.search(r"\bcolumns\b", text, re.I)) \
            and not local.DB_FILE.search(text):
        text += " sheet values"  # "show me columns A to D of 'Drug Stock'"
    if sheet.ASKED_IN_SHEET.search(text) and (not sheet.CELLS.search(text) or re.match(r"\s*(?:who|what|which)(?:'s|s)?\b", text, re.I)) \
            and not lost_file_wording.WHERE_SAVED.search(text):  # "Whaur's the team sheet for Setterday? I saved it somewhere …": a file looked for
        text = f"get spreadsheet values {text}"  # a question on what a sheet holds, not its metadata ("who are the altos …")
    if local.WHERE_IS_NOTE.search(text):
        text = f"search notes {text}"
    text = re.sub(r"\bremarks\b(?=\s+(?:on|in|about)\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}(?:newsletter|doc|document|minutes|report|agenda|letter)\b)",
                  "comments", text, flags=re.I)  # "Has anybody written any remarks on the newsletter?"
    if drive.REPLY_TO_COMMENT.search(text):
        text = f"create reply to drive file comment {text}"  # "reply to dr okafor's comment on chapter 2: '…'"
    elif drive.COMMENTS_ON.search(text) and (drive.EDITOR_FILE.search(text) or named or drive.COMMENTS_ON_NAMED.search(text)
                                             or re.search(r"\b(?:newsletter|essay|chapter|dissertation|thesis)\b", text, re.I)) \
            and not shared:
        text += " drive file comments"  # "show me the comments on 'Chapter 2 Methods'"
        if re.search(r"\b(?:leave|left|put|add|added|written|write)\s+(?:any\s+)?comments\b", text, re.I):
            text += " comments list"  # "did mrs okoye leave comments on my essay on drive?? what did she say": all she left
    if drive.VERSIONS.search(text) and not mail.MAIL.search(text):
        text = f"list drive file revisions {text}"  # "can i see the older versions of the chapter 1 doc"
    else:
        text = re.sub(r"\brevision\b", "study", text, flags=re.I)  # "my chemistry revision notes" are no file versions
    if listing:  # (matched before the topic went: "emails about cancellations this month")
        text = f"list {text}"  # "emails from bob today": which ones, no verb said
    if todo.TODO_LABEL.search(text):
        text = f"add task to-do {text}"
    if re.match(r"\s*(?:please\s+|pls\s+)?remind\s+me\s+(?:(?:on\s+|next\s+|this\s+)?[\w']+\s+(?:(?:morning|afternoon|evening|night)\s+)?)?to\b", text, re.I) and not cal.REPEATING.search(text) \
            and not re.search(r"\b(?:calendar|diary)\b", text, re.I):
        text = f"add task to-do {text}"  # "remind me tmrw to ring Bunnings Mt Wellington …": a task, not Translate's "Mt"
    if re.search(r"\breminders?\b", text, re.I) and cal.REPEATING.search(text):
        text = f"create calendar event {re.sub(r'reminders?', 'event', text, flags=re.I)}"  # Tasks cannot repeat: "a monthly reminder on the 1st"
    if re.search(r"^\s*(?:please\s+)?give\b.*\b(?:comment|commenting|view|viewing|edit|editing)\s+access\b", text, re.I) and "@" in text:
        text = "share " + re.sub(r"\bgive\b", "", text, count=1, flags=re.I)  # "give chantal c@… comment access to the … folder"
        text = re.sub(r"\bcomment(?:ing)?\s+access\b", "can comment", text, flags=re.I)
        text = re.sub(r"\bview(?:ing)?\s+access\b", "can view", text, flags=re.I)
    if drive.shared_with_someone(text):  # (asked again: "give … access" is a share now)
        text = re.sub(r"\bcomment(?:er)?s?\s+only\b|\b(?:can|to)\s+(?:add\s+|leave\s+|make\s+)?comments?\b", "commenter role", text,
                      flags=re.I)  # "so she can add comments": a role  # a role, not a comment
        text = re.sub(r"\b(?:view|read)(?:-|\s+)only\b|\bcan\s+(?:only\s+)?(?:view|see|read)\b", "reader role", text, flags=re.I)
    text = re.sub(r"\b(a|one|her|him|them)\s+free\s+(?=(?:one|un|meal|portion|bag|box|drink|coffee|pint|session|lesson|go|item|dozen|cut|"
                  r"wash|trim|class|ticket|sample)\b)", r"\1 complimentary ", text, flags=re.I)  # "thinkin of givin er a free un": no free time
    if local.TAKE_OUT_OF.search(text) and not local.SOLD.search(text) and not local.TAKEN_OFF_STOCK.search(text) \
            and not re.search(local.PRICE_OFF, text, re.I):  # not "… take em off
        # the count": fewer in stock; not "take 50p off the price of the Penguins": a lower price
        text = f"delete remove {text}"  # "the runner beans all died, take them out of plants.db"
    if local.WHAT_I_WROTE.search(text):
        text = f"search notes {text}"  # "what did I write in my notes about blight"
    if local.ON_THE_COMPUTER.search(text) and re.search(r"\b(?:find|where|wheres|where's|look|search|locate|need)\b", text, re.I):
        text = "search local files " + re.sub(r"\bas\s+(?:an?\s+)?(?=pdf|docx?|word|excel)", "", text, flags=re.I)  # "find my home
        # insurance renewal letter on the computer", "i saved Metro rechnung … somewhere on laptop as pdf, find it" (no export)
    if cal.REPEATING_AT.search(text) and not mail.MAIL.search(text):
        text += " calendar event"  # "set up spelling test every friday at 9am"
    if drive.SEARCH_DRIVE.search(text) or drive.WHERE_ON_DRIVE.search(text) and not drive.STORAGE.search(text):
        text = f"list files {text}"  # "search my drive for anything with 'ethics approval' in the name"
    if drive.INTO_DRIVE_FOLDER.search(text) and not local.LOCAL_FOLDER.search(text):  # "move the Ofsted Prep folder into the SLT shared folder on drive": a file's parents
        text = "update file " + re.sub(r"\bshared\b", " ", text, flags=re.I)
    if mail.A_FILTER.search(text) and not mail.MAIL.search(text):
        text += " email"  # "set up a filter so evrything from groomersdirect.co.uk goes under Suppliers": Gmail's
    if mail.AUTOMATIC.search(text) and mail.MAIL.search(text):  # "Every email from X, I want those automatically labelled"
        text = next((t for t in re.split(r"(?<=[.!?])\s+", text) if mail.AUTOMATIC.search(t)), text)  # not the story before
        said = re.sub(r"\bskip(?:s|ping)?\b|\b(?:create|set\s+up|make)\s+(?:a\s+)?filter\b", " ",
                      re.sub(r"\binbox\b|\be-?mails?\b", " ", text, flags=re.I), flags=re.I)  # its action, not "create … emails"
        text = f"create gmail filter {said} settings filter"
    if mail.WHOLE_THREAD.search(text):
        text += " get email thread"
    if drive.STORAGE.search(text):  # "How much storage space have I got left on my Google Drive?" (no chat space)
        text = re.sub(r"\bspace\b", "storage", text, flags=re.I) + " drive about get storage quota"
    return kinds.named_by_what_it_does(text, said_so=said_so, a_row=a_row, labelled=labelled)
