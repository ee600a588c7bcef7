"""Everyday requests from a blind set (60 written by someone who had not seen the code): the method each
one means, and what the call carries."""

from __future__ import annotations

import pytest

from core.planner import replies
from core.planner.relevance import RelevanceGate
from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("Turn on my out of office from Dec 22 to Jan 2 saying I'm away", "gmail.users.settings.updateVacation"),
    ("Create a separate calendar called Kids Activities", "calendar.calendars.insert"),
    ("Find my lease agreement in Drive", "drive.files.list"),
    ("what's in ~/Documents/todo.txt", "files.read"),
    ("did I write down the garage door code somewhere in my notes?", "notes.search"),
    ("star the email from my accountant about the tax documents", "gmail.users.messages.modify"),
    ("Mark 'pay electric bill' as done", "tasks.tasks.patch"),
    ("What's in A1 to D10 on the Budget 2025 spreadsheet?", "sheets.spreadsheets.values.get"),
    ("change B5 in my Budget 2025 sheet to 1200", "sheets.spreadsheets.values.update"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_draft_holds_the_message_and_is_not_sent(planner):
    call = only_call(planner.plan("Draft an email to team@brightpath.io about moving standup to 9:30 tomorrow, don't send it"))
    assert call.method == "gmail.users.drafts.create"  # "don't send it" is no reason to send a draft
    message = replies.decoded(call.arguments["body"]["message"]["raw"])
    assert message["To"] == "team@brightpath.io" and message["Subject"] == "Moving standup to 9:30 tomorrow"
    said = only_call(planner.plan("Draft an email to bob@example.com saying I'll bring the slides"))
    assert "I'll bring the slides" in replies.decoded(said.arguments["body"]["message"]["raw"]).get_content()
    asked = planner.plan("Draft an email to bob@example.com")  # an empty draft is not made
    assert asked.kind == "clarify" and "what the message should say" in asked.reply


SHEETS = {"files": [{"id": "s9", "name": "Expenses", "mimeType": "application/vnd.google-apps.spreadsheet"}]}
BUDGET = {"files": [{"id": "s2", "name": "Budget 2025", "mimeType": "application/vnd.google-apps.spreadsheet"}]}


def found(planner, request, listed=SHEETS):
    """The plan once its look-up found ``listed``; the look-up's search too."""
    asked = planner.plan(request)
    (search,) = planner.lookup(asked).calls
    return search.arguments.get("q", ""), only_call(planner.resolve(asked, listed))


def test_a_sheets_cells_are_read_and_written_as_typed(planner):
    q, read = found(planner, "What's in A1 to D10 on the Budget 2025 spreadsheet?", BUDGET)
    assert "name contains 'budget'" in q.lower() and read.arguments == {"spreadsheetId": "s2", "range": "A1:D10"}
    _, cell = found(planner, "change B5 in my Budget 2025 sheet to 1200", BUDGET)
    assert cell.method == "sheets.spreadsheets.values.update"
    assert cell.arguments == {"spreadsheetId": "s2", "range": "B5", "valueInputOption": "USER_ENTERED",
                              "body": {"values": [["1200"]]}}
    q, row = found(planner, "Add a row to my Expenses sheet: today, Groceries, 84.20")
    assert "'Expenses'" in q  # the sheet's name, not a value of the row
    assert (row.method, row.arguments["range"]) == ("sheets.spreadsheets.values.append", "A1")
    assert row.arguments["body"] == {"values": [["2026-11-23", "Groceries", "84.20"]]}
    assert row.reversible  # Undo clears the appended row


def test_the_vacation_responder_is_set_whole(planner):
    call = only_call(planner.plan("Turn on my out of office from Dec 22 to Jan 2 saying I'm away until the 4th"))
    body = call.arguments["body"]
    assert body["enableAutoReply"] is True and body["responseBodyPlainText"] == "I'm away until the 4th"
    assert (body["startTime"], body["endTime"]) == ("1797894000000", "1798930800000")  # 22 Dec 00:00 – 3 Jan 00:00, +01:00
    assert only_call(planner.plan("turn off my out of office")).arguments["body"] == {"enableAutoReply": False}


def test_what_was_kept_is_what_is_searched(planner):
    for request, words in (("did I write down the garage door code somewhere in my notes?", "garage door code"),
                           ("Have I saved the wifi password anywhere?", "wifi password")):
        call = only_call(planner.plan(request))
        assert (call.method, call.arguments) == ("notes.search", {"query": words})


def test_what_an_email_said_opens_the_newest_one(planner):
    asked = planner.plan("What did the last email from HR say?")
    assert asked.calls[0].method == "gmail.users.messages.get"
    assert planner.lookup(asked).calls[0].arguments == {"userId": "me", "q": "from:HR"}  # HR, not "hour"; no "say"


def test_drive_files_given_access_binned_and_recently_edited(planner):
    asked = planner.plan("give lisa view only access to the wedding photos folder, her email is lisa.m@outlook.com")
    assert asked.calls[0].method == "drive.permissions.create"
    assert asked.calls[0].arguments == {"body": {"type": "user", "role": "reader", "emailAddress": "lisa.m@outlook.com"}}
    binned = planner.plan("Put my old resume draft in the trash")  # never drive.files.emptyTrash
    assert (binned.calls[0].method, binned.calls[0].arguments) == ("drive.files.update", {"body": {"trashed": True}})
    recent = only_call(planner.plan("what files did I edit recently in drive"))
    assert (recent.method, recent.arguments) == ("drive.files.list", {"orderBy": "modifiedTime desc"})


def test_text_is_added_at_the_end_of_a_google_doc(planner):
    q, call = found(planner, "add 'bring phone chargers' at the end of my Packing List doc",
                    {"files": [{"id": "d1", "name": "Packing List"}]})
    assert q == ("mimeType = 'application/vnd.google-apps.document' and name contains 'Packing' and name contains 'List'"
                 " and trashed = false")
    assert (call.method, call.arguments) == ("docs.documents.batchUpdate", {"documentId": "d1", "body": {
        "requests": [{"insertText": {"endOfSegmentLocation": {}, "text": "\nbring phone chargers"}}]}})


@pytest.mark.parametrize(("request_text", "method"), [  # a second blind set's requests, fixed after it was measured
    ("Trash that Lakeside PTA newsletter from this morning, I'm never going to read it", "gmail.users.messages.trash"),
    ("ugh I accidentally deleted the upwork email about the milestone payment, bring it back",
     "gmail.users.messages.untrash"),
    ("The parent-teacher conference on Wednesday got pushed - can you move it from 3:00 to 4:15 pm?",
     "calendar.events.patch"),
    ("which calendars do I have", "calendar.calendarList.list"),
    ("I need my 'Resume 2025' Google Doc as a PDF please", "drive.files.export"),
    ("leave a comment on our group project doc saying I'll finish section 3 by sunday", "drive.comments.create"),
    ("add buy poster board for science fair to my to do list, due thurs", "tasks.tasks.insert"),
    ("mark 'send invoice to Harlow Bakery' done", "tasks.tasks.patch"),
    ("get rid of the call plumber task, already sorted it", "tasks.tasks.delete"),
    ("what's jenna wu's number", "people.people.searchContacts"),
    ("at the end of my 'Meeting Notes' doc add a line: Next check-in: April 3", "docs.documents.batchUpdate"),
    ("what's sitting in my downloads folder", "files.list"),
    ("Is there any file on my computer that mentions 'W-9'?", "files.search"),
    ("rename ~/Documents/essay_final_FINAL2.docx to essay_final.docx", "files.move"),
    ("add 'pick up dry cleaning' to my Errands note", "notes.update"),
    ("what tables are in ~/school/grades.db", "sqlite.tables"),
])
def test_the_method_a_second_blind_set_means(planner, request_text, method):
    gate = RelevanceGate(planner, planner.catalog)
    assert gate.plan(request_text).calls[0].method == method


def test_a_move_said_mid_sentence_moves_to_the_new_time(planner):
    asked = planner.plan("The parent-teacher conference on Wednesday got pushed - can you move it from 3:00 to 4:15 pm?")
    event = {"items": [{"id": "c1", "summary": "Parent-teacher conference", "start": {"dateTime": "2026-11-25T15:00:00+01:00"},
                        "end": {"dateTime": "2026-11-25T15:30:00+01:00"}}]}
    body = only_call(planner.resolve(asked, event)).arguments["body"]
    assert (body["start"]["dateTime"], body["end"]["dateTime"]) == ("2026-11-25T16:15:00+01:00", "2026-11-25T16:45:00+01:00")


@pytest.mark.parametrize(("request_text", "method"), [  # a third blind set's requests, fixed after it was measured
    ("That newsletter from the garden centre keeps arriving. Could you please put the latest one in the bin?",
     "gmail.users.messages.trash"),  # "keeps" is no Google Keep
    ("Did the courier ever reply about the missing parcel? Show me the whole back-and-forth.", "gmail.users.threads.get"),
    ("dentist fri - cancel it, im on shift", "calendar.events.delete"),  # the verb said last
    ("Make me a separate calendar called Deliveries so I can keep them apart from my personal stuff.",
     "calendar.calendars.insert"),
    ("That file in Drive called 'price list NEW final' is a terrible name. Rename it to 'Price List Spring'.",
     "drive.files.update"),  # the list that finds it is no second call
    ("How much storage space have I got left on my Google Drive, please?", "drive.about.get"),
    ("Tick off 'call the plumber' on my tasks, it's sorted.", "tasks.tasks.patch"),
    ("I shan't be going to the bridge club after all, so please remove the task about buying the raffle prizes.",
     "tasks.tasks.delete"),
    ("Please start a new document called 'Memories of Cornwall'.", "docs.documents.create"),
    ("In the 'Family Recipes' document, could you please add at the very end: 'Lemon drizzle: 2 lemons'?",
     "docs.documents.batchUpdate"),
    ("Could you show me what files are in my Documents folder, please?", "files.list"),
    ("The note where I keep the alarm code, add a line that from Monday the new code is 5823.", "notes.update"),
    ("In the shop database, which products are down to fewer than 10 in stock?", "sqlite.query"),
    ("In my book collection database, would you please change the status of 'Rebecca' to 'lent to Joan'?",
     "sqlite.update"),
    ("Every email from invoices@brightbake.com, I want those automatically labelled Invoices", "gmail.users.settings.filters.create"),
])
def test_the_method_a_third_blind_set_means(planner, request_text, method):
    assert RelevanceGate(planner, planner.catalog).plan(request_text).calls[0].method == method


@pytest.mark.parametrize(("request_text", "method"), [  # a fourth blind set's requests, fixed after it was measured
    ("trash that github notif about the failed dependabot PR",
     "gmail.users.messages.trash"),
    ("What labels have I got set up in my email right now?",
     "gmail.users.labels.list"),
    ("That draft to the DJ about the contract that I wrote yesterday - go ahead and send it now",
     "gmail.users.drafts.send"),
    ("Reply to my cousin Jenna (jenna.park@outlook.com) and tell her yes, bringing a plus-one is totally fine!",
     "gmail.users.messages.send"),
    ("we already picked a bakery so cancel saturday's cake tasting",
     "calendar.events.delete"),
    ("mv the Sprint Retro event from my personal cal to the Team calendar",
     "calendar.events.move"),
    ("Share the Unit 4 Study Guide with my co-teacher mr.hall@lincolnhs.org, but view only",
     "drive.permissions.create"),
    ("I want our own version of the Seating Chart Template, so make a copy named 'Seating Chart - Final'.",
     "drive.files.copy"),
    ("On the Field Trip Plan doc, leave a comment that says we need the bus count by Friday.",
     "drive.comments.create"),
    ("booked the officiant today!! check that off my list",
     "tasks.tasks.patch"),
    ("del the 'upgrade node 16' task, shipped it in the infra PR",
     "tasks.tasks.delete"),
    ("add a line to the wedding budget sheet - Florist, $2,400, deposit paid",
     "sheets.spreadsheets.values.append"),
    ("ls ~/projects/api/src recursively",
     "files.list"),
    ("In my Documents folder, rename report_draft.docx to report_final.docx",
     "files.move"),
    ("where's that note I wrote about the redis eviction policy",
     "notes.search"),
])
def test_the_method_a_fourth_blind_set_means(planner, request_text, method):
    assert RelevanceGate(planner, planner.catalog).plan(request_text).calls[0].method == method


@pytest.mark.parametrize(("request_text", "method"), [  # earlier sets' misses, fixed in session 10
    ("show me whats in ~/Desktop/wifi-password.txt", "files.read"),
    ("agency sent the new shift pattern as a pdf attachmnt, open it", "gmail.users.messages.attachments.get"),
    ("My husband's physiotherapy appointment on Monday, could you add him to it as a guest? His address is "
     "ron.whitaker@btinternet.com.", "calendar.events.patch"),
    ("The Wednesday staff meeting repeats weekly. Which dates does it fall on over the next month?",
     "calendar.events.instances"),
    ("list every upcoming occurence of the daily standup", "calendar.events.instances"),
    ("Could you write up a draft to Maria Ortiz (maria.ortiz@gmail.com) letting her know Liam is missing three "
     "homework assignments? Don't send it, I want to reread it first.", "gmail.users.drafts.create"),
    ("Put the Costco receipt email under my Receipts label", "gmail.users.messages.modify"),
])
def test_earlier_blind_misses_now_planned_right(planner, request_text, method):
    assert RelevanceGate(planner, planner.catalog).plan(request_text).calls[0].method == method


@pytest.mark.parametrize(("request_text", "method"), [  # the fifth (final) blind set's, fixed after it was measured
    ("Who currently has acess to the Cohort_B_measurements dataset on Drive?", "drive.permissions.list"),
    ("can u permanently delete the old band photos zip from my drive, its eating all my space", "drive.files.delete"),
    ("pull up cells A1 to D20 from my training log sheet", "sheets.spreadsheets.values.get"),
    ("jot a note: flat 2 tenant says washing machine drains slowly, check the filter", "notes.create"),
    ("rename my 'History essay final FINAL' doc in drive to 'WW1 essay - Sam'", "drive.files.update"),
    ("rename 'Untitled document (3)' in gdrive to k8s-migration-notes", "drive.files.update"),
    ("I need the 'Inventory Flat 1' Google Doc as a PDF for the new tenant, export it", "drive.files.export"),
    ("The grant review panel call needs to shift from Thursday 2pm to Friday 11am.", "calendar.events.patch"),
    ("For the Friday paper-writing session, invite Jonas too (jonas.weber@uni-heidelberg.de).", "calendar.events.patch"),
    ("wat does the latest email from school about the science museum trip actually say", "gmail.users.messages.get"),
    ("Show me every occurence of the monthly rent collection reminder", "calendar.events.instances"),
    ("Where's the draft of the ERC grant proposal in my Drive?", "drive.files.list"),
    ("I'd like a separate calendar just for the kids' activities, call it 'Kids'", "calendar.calendars.insert"),
    ("on nights til the 14th so set my out of office, say im back on the 15th", "gmail.users.settings.updateVacation"),
])
def test_the_method_the_final_blind_set_means(planner, request_text, method):
    assert RelevanceGate(planner, planner.catalog).plan(request_text).calls[0].method == method


def test_a_quoted_name_is_found_whole_and_exported_in_the_format_asked(planner):
    q, call = found(planner, "I need the 'Inventory Flat 1' Google Doc as a PDF for the new tenant, export it",
                    {"files": [{"id": "d7", "name": "Inventory Flat 1"}]})
    assert q == "name contains 'Inventory Flat 1' and trashed = false"  # not "Flat" and "Google"
    assert call.arguments == {"fileId": "d7", "mimeType": "application/pdf"}
    _, word = found(planner, "Download the Budget sheet as an Excel file", BUDGET)
    assert word.arguments["mimeType"] == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    q, _ = found(planner, "rename Bob's 'Q3 plan' doc to 'Q4 plan'", {"files": [{"id": "d8", "name": "Q3 plan"}]})
    assert q == "name contains 'Q3 plan' and trashed = false"


def test_an_event_that_needs_to_shift_or_gains_a_guest_is_changed(planner):
    panel = {"items": [{"id": "p1", "summary": "Grant review panel call", "start": {"dateTime": "2026-11-26T14:00:00+01:00"},
                        "end": {"dateTime": "2026-11-26T14:45:00+01:00"}, "attendees": [{"email": "ana@uni.eu"}]}]}
    asked = planner.plan("The grant review panel call needs to shift from Thursday 2pm to Friday 11am.")
    assert planner.lookup(asked).calls[0].arguments["timeMin"] == "2026-11-26T14:00:00+01:00"  # found at its old time
    body = only_call(planner.resolve(asked, panel)).arguments["body"]
    assert (body["start"]["dateTime"], body["end"]["dateTime"]) == ("2026-11-27T11:00:00+01:00", "2026-11-27T11:45:00+01:00")
    asked = planner.plan("My grant review panel call got moved to Friday at 3")
    assert asked.calls[0].method == "calendar.events.patch"  # not a list of Friday's events
    asked = planner.plan("For the grant review panel call, invite Jonas too (jonas.weber@uni-heidelberg.de).")
    call = only_call(planner.resolve(asked, panel))
    assert call.method == "calendar.events.patch"
    assert call.arguments["body"]["attendees"] == [{"email": "ana@uni.eu"}, {"email": "jonas.weber@uni-heidelberg.de"}]


def test_what_a_mail_says_and_whose_mails_are_searched_without_filler(planner):
    asked = planner.plan("wat does the latest email from school about the science museum trip actually say")
    assert planner.lookup(asked).calls[0].arguments["q"] == "school science museum trip"
    asked = planner.plan("Sunita Rao has sent like six emails about the boiler, mark them all as read")
    assert planner.lookup(asked).calls[0].arguments["q"] == "from:(Sunita Rao) boiler"  # the sender, not "like six"
    assert asked.calls[0].arguments["body"] == {"removeLabelIds": ["UNREAD"]}


def test_an_out_of_office_until_a_day_with_its_reply(planner):
    body = only_call(planner.plan("on nights til the 14th so set my out of office, say im back on the 15th")).arguments["body"]
    assert body["responseBodyPlainText"] == "I'm back on the 15th"  # "im", as typed
    assert (body["startTime"], body["endTime"]) == ("1795422600000", "1797289200000")  # now → the end of 14 Dec (+01:00)


@pytest.mark.parametrize(("request_text", "method"), [  # a sixth blind set's, fixed after it was measured (session 10)
    ("The soundcheck at the Brudenell on the 3rd isn't happening anymore, get rid of it", "calendar.events.delete"),
    ("whats in my ~/Music/riders folder again", "files.list"),
    ("rename the menu sheet 'Autumn Menu 2024' to 'Winter Menu 2024'", "drive.files.update"),
    ("Ana swapped with Ben so put OFF in cell C7 on the rota sheet for her Saturday", "sheets.spreadsheets.values.update"),
    ("mark invoice 4471 from Harlow Meats as paid in the books db pls", "sqlite.update"),
    ("everything from @greenvalleyproduce.com should automatically get the Suppliers label, can you set that up", "gmail.users.settings.filters.create"),
    ("Start a new to-do list called 'Health Inspection Prep' - the inspector's coming in October and I want everything in one place.", "tasks.tasklists.insert"),
    ("Jamie left last week, take away his access to the Staff Rota spreadsheet", "drive.permissions.delete"),
    ("where did I save the fire inspection certificate on this computer? it's a pdf with 'fire' in the name somwhere", "files.search"),
    ("The dentist rang and I need to move my appointment from Wednesday to the Friday after, same time, could you do that for me dear", "calendar.events.patch"),
    ("when is my next eye test? I think its sometime in May", "calendar.events.list"),
    ("whats the oven temprature in my victoria sponge note", "notes.search"),
    ("add 'use 3 eggs not 2' to the bottom of my lemon drizzle cake note", "notes.update"),
    ("we're back from Tenerife now so turn off that automatic reply thing on my email", "gmail.users.settings.updateVacation"),
    ("Susan sent photos from the christening in an email last week, can you save the pictures from it", "gmail.users.messages.attachments.get"),
])
def test_the_method_a_sixth_blind_set_means(planner, request_text, method):
    assert RelevanceGate(planner, planner.catalog).plan(request_text).calls[0].method == method
