"""The second half of ``implied``: the kind of thing a request is about, said in the catalog's words ("unshare delete
permission", "search local files", "list calendar events", "update note", …) once its wording is spelled out."""

from __future__ import annotations

import re

from core.catalog import by_first_word, lost_file_wording
from core.catalog import calendar_wording as cal
from core.catalog import contact_wording as people
from core.catalog import drive_wording as drive
from core.catalog import local_wording as local
from core.catalog import mail_wording as mail
from core.catalog import request_wording as wording
from core.catalog import sheet_wording as sheet
from core.catalog import task_wording as todo
from core.catalog.ranking import RECIPIENT


def named_by_what_it_does(text: str, *, said_so: bool, a_row: bool, labelled: bool) -> str:
    """``text`` (spelled out by ``implied``) with the kind of thing it acts on said. ``said_so``: it asks what a message said;
    ``a_row``: it adds a sheet's row; ``labelled``: it puts a message under a label (each read before its words were dropped)."""
    if drive.REVOKE.search(text):  # "… remove her access"; a folder or file that is shared lives in Drive
        text = re.sub(r"\b(?:take|kick)\s+([\w.+-]+@[\w.-]+)\s+(?:off|out\s+of)\b", r"remove \1 access to", text, flags=re.I)
        text = f"unshare delete permission {wording.KIND.sub(' ', text)}" + ("" if re.search(r"\bcalendar\b", text, re.I) else " drive")
        # the shared folder or file is the permission's object, not what is deleted
    if drive.START_NEW_DOC.search(text):
        text = f"create google docs document {text}"
    if local.FILES_IN.search(text):  # "what all files are there in the Invoices folder on laptop": this computer's
        text = f"list {'local files ' if local.ON_THE_COMPUTER.search(text) else ''}{text}"
    if local.DATABASE_NAMED.search(text):  # "In the shop database, which products …": the local database, asked
        asked = re.search(r"\b(?:which|what|how\s+many|show|list|find)\b|\bdb\s*,?\s+(?:is|are|was|were|have|has|had|did|does|do|any|who|when)\b"
                          r"|\?\s*$", text, re.I) and not local.CHANGE_ASKED.search(text)  # "in the bookings db is the lighthouse
        # room took for christmas eve": asked; "would you please change the status of 'Rebecca' …?" is no question
        text += " sqlite query" if asked else " sqlite"
    if mail.TO_THE_BIN.search(text) and mail.MAIL.search(text):
        text = f"trash email {mail.BIN_PLACE.sub(' ', text)}"  # "put the latest one in the bin"
    if mail.TRASH_FIRST.search(text):  # "Trash that newsletter": a message or a file to the Bin, never emptyTrash
        text = text + " email message" if mail.MAIL.search(text) else "delete " + mail.TRASH_FIRST.sub(" ", text) if local.DB_FILE.search(text) \
            else "update file " + mail.TRASH_FIRST.sub(" ", text)  # not emptyTrash; "bin that fixture (fixtures.db)": its row deleted
    if mail.BRING_BACK.search(text) and mail.MAIL.search(text):
        text = f"untrash {text}"  # "I accidentally deleted the email … bring it back"
    if cal.MOVE_IT.search(text) and not local.FILE_NAME.search(text.lower()):
        text = f"reschedule {text}"  # "The conference on Wednesday got pushed - can you move it to Thursday"
    which = wording.WHICH_DO_I_HAVE.search(text) if not cal.BOOKED_IN.search(text) else None  # "what classes have i got booked … on thurs"
    if which:
        text = f"list my {which.group(1)} {text}"  # "which calendars do I have"
    if wording.AS_A_FORMAT.search(text) and not re.search(r"\battach(?:ment|ed)s?\b", text, re.I):  # an attached PDF is no export
        text = f"export drive file {drive.EDITOR_FILE.sub('file', text)}"  # "my 'Resume 2025' Google Doc as a PDF": the file, not
        # the Docs document ("export my wingerdhuis ch4-6 doc as a word file")
    if drive.LEAVE_COMMENT.search(text) and drive.EDITOR_FILE.search(text) and not drive.GIVE_ACCESS.search(text):  # not "let tom see …, he may comment"
        text = f"create comment drive file {text}"  # "leave a comment on our group project doc": Drive's comments
    if wording.GET_RID.search(text):
        text = wording.GET_RID.sub("delete", text)
    if people.NUMBER_ALONE.search(text) and not local.DB_FILE.search(text):
        text = "search contacts " + re.sub(r"^\s*give\s+me\b|\bnew\b", " ", text, flags=re.I)  # "nadeems new numbr": a lookup
    elif people.NUMBER_OF.search(text) and not local.DB_FILE.search(text):  # not "whats mason clarke's phone number? club.db"
        if re.match(r"\s*(?:do|have)\s+(?:i|we)\s+(?:have|got)\s+(?:an?\s+)?(?:e-?mail|number|phone|mobile)", text, re.I):
            text = "search contacts people " + text.split("?")[0]  # "Do I have an e-mail address for Dr Ruth Okonedo? … send her the talk"
        text = re.sub(r"^\s*get\s+me\s+", "search contacts for ", text, flags=re.I)  # "can u get me Manaia's number, …": no group got
        text += " contact search"  # "what's jenna wu's number"
    text = local.LOCAL_PATH_NAMED.sub(" local folder ", text)  # "~/Pictures/Jobs/Oakwood Drive": no Google Drive
    if local.LOCAL_FOLDER.search(text) or local.LOCAL_PATH.search(text) or "local folder" in text or local.A_TEXT_FILE.search(text):
        text += " local file folder" + (" write" if local.A_TEXT_FILE.search(text) else "")  # "my downloads folder", "~/Documents/essay.docx": on this computer
        if re.match(r"\s*(?:please\s+|pls\s+)?move\b", text, re.I) or re.search(r"\b(?<!\bhave\s)(?<!\bI\s)(?:put|move|stick|pop|shift|chuck|bung)\s+it\s+(?:in|into|to)\s+\S",
                                                                            text, re.I):  # "…, shift it in the Club folder" (not "I think
            # I have put it in a folder in Documents": where it was put)
            text = "move " + re.sub(r"\bdownloads\b", "local", text, flags=re.I)  # "move the … pdf out of downloads into …", "the …
            # pdf is in Downloads, put it in Documents/Soumissions 2026": a move, no download
        if re.match(r"\s*where\b", text, re.I):
            text = f"search {text}"  # "where's the smith 2019 pdf, i think its somewhere in downloads"
    if local.IN_A_FOLDER.search(text) and not re.search(r"\w\.[a-z]{2,4}\b", text.lower()):  # a folder's listing, not a file's text
        text = f"list {text}"  # "what's sitting in my downloads folder"
    if local.MENTIONS.search(text):
        text = f"search {text}"
    if re.match(r"\s*(?:quick\s+)?note\s*:\s*\S", text, re.I):
        return "create a new local note jot down"  # "note: mocks - chem p1 mon 7th am, …": what follows the colon is the note's
    if re.match(r"\s*(?:a\s+|quick\s+)?note\s+(?:for|about|re|on)\s+[^:?]{1,40}:\s*\S", text, re.I):
        text = f"create {text}"  # "note for sofia/luke: grandma w all cousins, …": a new note, its words after the colon
    if local.TO_A_NOTE.search(text):
        text = f"update note append {text}"  # "add 'pick up dry cleaning' to my Errands note"
    if said_so and mail.MAIL.search(text):
        text = f"read {text}"  # "What did the last email from HR say?": that message, opened
    if drive.MY_RECENT_FILES.search(text):
        text += " list recent drive files"  # "what files did I edit recently": my files, newest first
    if drive.GIVE_ACCESS.search(text):
        text = f"share {text}"  # "give lisa view only access to the wedding photos folder"
    if re.search(r"\bshare\b", text, re.I) and re.search(r"\bcalendar\b", text, re.I) and "@" in text \
            and not re.search(r"\b(?:unshare|stop\s+sharing|who)\b", text, re.I):
        text = f"insert calendar access rule {text}"  # "… my Lessons calendar … can you share it with her (k@…)": a new rule
    text = cal.free_busy_rule(text)
    if mail.TO_THE_BIN.search(text) and not mail.MAIL.search(text):
        text = "update file " + re.sub(r"\btrash\b", " ", mail.BIN_PLACE.sub(" ", text))  # Drive trashes a file by updating it (not emptyTrash)
    if drive.APPEND_TO_DOC.search(text):  # "add 'bring chargers' at the end of my Packing List doc"; "… a story on the computer about
        text = f"update document batchUpdate {local.ON_THE_COMPUTER.sub(' ', text)}"  # my life … put this on the end of it": added to,
        # never a local file written over
    if local.DB_FILE.search(text):  # "How many customers are in shop.db?": the local database's tables
        text = local.database_request(text)
    if local.WROTE_IN_A_NOTE.search(text) and not local.DID_I.search(text):
        text = f"search notes {text}"  # a note kept on this computer, looked for
    if local.WHATS_IN_FILE.search(text):
        text = f"read {text}"
    elif local.DID_I.search(text):  # "did I write down the garage code somewhere": a search of what was kept
        text = f"search {text}" + ("" if re.search(r"\b(?:notes?|files?|drive|e-?mails?|docs?)\b", text, re.I) else " notes")
    if local.PUT_IT_IN_FOLDER.search(text) and local.FILE_NAME.search(text.lower()) and not drive.IN_DRIVE.search(text):
        text = f"move local file {text}"  # a file said before, put in another folder: moved, not written
    if cal.NOW_AT_PLACE.search(text) and not local.DB_FILE.search(text) and not mail.MAIL.search(text):
        text = f"change calendar event location {text}"  # where an event is now: a change, not a new event
    if cal.ON_A_DATE.search(text) and not cal.BOOKED_IN.search(text):
        text = f"list calendar events {text}"  # "whats on 7 dec"
    if cal.BOOKED_IN.search(text) or cal.IN_THE_DIARY.search(text) or cal.put_it_in(text) and not local.DB_FILE.search(text):
        if cal.put_it_in(text):
            text = re.sub(r"\s+so\s+(?:i|we)\b.*$", "", text, flags=re.I)  # "…, stick it in so i remember to open up early": why, no note
        text = f"{'list' if cal.BOOKED_IN.search(text) else 'create'} calendar events {text}"  # "whats booked in monday"
    if wording.NEW_LABEL.search(text) and not re.search(r"\b(?:drive|files?|folders?|docs?|sheets?|db|database|printer|jar|parcel)\b", text, re.I):
        text = f"create gmail label {text}"  # "make a new label Wholesale 2026": a mail label (Meet spaces and SQLite had it)
    if re.search(r"\b(?:put|add|stick)\s+(?:a|the)\s+label\b.*\b(?:on|to)\s+(?:the|that|this|my)\s+e-?mails?\b", text, re.I) \
            or mail.ARCHIVE_THEM.search(text):
        text = f"modify email message labels {text}"  # "put a label 'Weddings 2025' on the email from …", "archive all them newsletters"
    if re.match(r"\s*rename\b.*\b(?:on|in)\s+(?:my\s+|the\s+)?(?:google\s+)?drive\b", text, re.I):
        text += " file"  # "rename 'harvest suppr menu' to … on drive": a file, not a shared drive
    if todo.DUE_CHANGED.search(text):
        text = f"change task {text}"  # "that buy new uplighters task, make it due fri 4th": no new event
    elif todo.TO_MY_LIST.search(text):
        text = f"add tasks {text}"  # a to-do on the user's list, not a calendar
    elif todo.OFF_MY_LIST.search(text) and not local.DB_FILE.search(text):
        text = f"delete task to-do {text}"  # "delete 'post parcel to Aunt Jean' from my jobs list"
    if todo.LEFT_ON_MY_LIST.search(text):
        text = f"list to-do tasks {text}"  # "what's left on my list before the first big storm"
    on_list = todo.ON_MY_LIST.search(text)
    if on_list and not mail.MAIL.search(text) and (not on_list.group(1) or todo.ASKING_WHATS.match(text)):
        text = "add tasks " + text if not on_list.group(1) else "list to-do tasks " + re.sub(
            r"\b(?:task\s+)?list\b", "tasks", text, flags=re.I)  # "whats left on my homework list": its to-dos
    if mail.MAIL.search(text) and (labelled or mail.TO_A_LABEL.search(text)) and not mail.AUTOMATIC.search(text):  # "Put the Costco receipt email under my Receipts label"
        text = "modify email message labels " + re.sub(r"\bfolder\b", "label", text, flags=re.I)
    if (cal.CALLED_OFF.search(text) or cal.IS_OFF.search(text) and cal.A_DAY.search(text) and not re.search(r"\btable\b|@", text, re.I)
            and not local.DB_FILE.search(text) and not mail.MAIL.search(text)) and not mail.WRITES_TO.match(text) \
            and not ((re.search(r"\bmoved\b.*\bfrom\s+\w+\s+to\s+\w+", text, re.I) or cal.NEEDS_MOVING.search(text))
                     and re.search(r"\bchange\s+(?:that|it)\b", text, re.I)):  # "they've moved me eye
        # appointment from wednesday to friday same time apparently the consultant's off so can you change that", "… is cancelled and
        # they have put me in for the 8th of december same time instead can you change it": no cancelling
        # not "email the club at …: Saturday's ride is cancelled"; "the site visit at the old crown on weds is off"
        text = f"cancel delete calendar event {text}"  # "The soundcheck … on the 3rd isn't happening anymore, get rid of it"
    if local.CHANGE_IN_NOTE.search(text):
        text = f"update note {text}"  # "in my 'Shortbread' note change the sugar to 75g"
    elif local.IN_MY_NOTE.search(text) and not re.match(r"\s*(?:add|append|put)\b", text, re.I):
        text = f"search notes {text}"  # "whats the oven temperature in my victoria sponge note"
    if todo.NEW_LIST.search(text):
        text = f"create task list tasklists {text}"  # "Start a new to-do list called 'Health Inspection Prep'"
    if lost_file_wording.WHERE_SAVED.search(text):
        text = f"search local files {text}"  # "where did I save the fire certificate on this computer?"
    if wording.WHEN_IS_MY.search(text):
        text = f"list calendar events {text}"  # "when is my next eye test?"
    if sheet.NEW_TAB.search(text):
        text = f"update spreadsheet batchUpdate {text}"  # "in the logbook sheet make a new tab for December": not a new spreadsheet
    if sheet.ROW_TO_VALUE.search(text):
        text = f"update spreadsheet sheet values cell {text}"  # "change nail clip to £12 on the price list": a sheet's row
    if sheet.PUT_IN_CELL.search(text):
        text = f"update values {text}"  # "put OFF in cell C7 on the rota sheet"
    if mail.SAVE_FROM_MAIL.search(text):
        text = f"get email message attachment {text}"  # "Susan sent photos … in an email, can you save the pictures"
    if cal.OCCURRENCES.search(text):
        text = f"instances of recurring calendar event {text}"  # "every occurrence of the monthly rent reminder"
    if cal.INVITE_TO_IT.search(text):
        text = f"change event invite {text}"  # "For the Friday session, invite Jonas too (a@b)": a guest, not an event
    elif cal.NEEDS_MOVING.search(text) and not mail.TELL_THEM.match(text) and not mail.ASK_THEM.search(text) and (cal.TO_A_TIME.search(text.lower()) or re.search(r"\binstead\s+of\b|\bsame\s+time\s+instead\b", text, re.I)
                                         or cal.MOVED_BY.search(text) or re.search(cal.WAS_THEN_NOW, text, re.I)) \
            or cal.TIME_PUT_RIGHT.search(text) and not mail.MAIL.search(text):
        text = "reschedule " + re.sub(r"\bcollect(?:ing|ions?)\b", "pickup", cal.MOVE_NOUN.sub("booking", text),
                                      flags=re.I)  # "The grant review call needs to shift from Thursday 2pm to Friday 11am"; no watched collection
    text = by_first_word.timed(text, a_row)
    if re.match(r"\s*(?:please\s+)?(?:permanently\s+)?(?:delete|remove|erase)\b", text, re.I) and drive.EDITOR_FILE.search(text) \
            and not re.search(r"\b(?:rows?|lines?|cells?|columns?|tabs?|comments?|sheet\s+tab)\b", text, re.I):
        text = drive.EDITOR_FILE.sub("drive file", text) + " google drive"  # "delete the old expenses spreadsheet" (it made a new one)
        if not re.search(r"\b(?:permanently|forever|for\s+good)\b", text, re.I):  # to the Bin, undoable (never emptyTrash)
            text = "update file " + re.sub(r"\b(?:delete|remove|erase)\b", " ", text, flags=re.I)
    if drive.FILE_LEVEL.search(text) and "local file folder" not in text:  # not "move the camp consent form pdf from my downloads …"
        text = drive.EDITOR_FILE.sub("drive file", text)
        if drive.COPY.search(text) and "drive file" not in text and not local.FILE_NAME.search(text.lower()) \
                and not re.search(r"\b(?:e-?mails?|messages?|events?|meetings?|tasks?|notes?|sheet|tab)\b", text, re.I):
            text += " drive file"  # "Duplicate the Project Proposal template": a copy of a file in Drive
    elif drive.WHO_HAS_ACCESS.search(text):  # its permissions: not the file's own methods either
        text = drive.EDITOR_FILE.sub("drive", text) + ("" if re.search(r"\baccess\b", text, re.I) else " access")  # "who can see"
    if mail.MAIL.search(text):  # "emails with attachments": which messages, not the attachments resource
        text = mail.WITH_ATTACHMENTS.sub(" ", text)
    told = re.match(r"\s*(?:please\s+)?(?:tell|ask|remind|let|message|ping|update)\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text, re.I)
    if told:
        return f"send email {text}"  # "Tell sam@x.com the report is late"
    return f"{text} email" if RECIPIENT.search(text) else text
