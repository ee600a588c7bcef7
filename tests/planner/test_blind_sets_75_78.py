"""Everyday requests from blind sets 75–78 (a Glasgow allotment society, a Port Harcourt phone repairer writing Pidgin, a
Gozo dive school, a San Antonio taco truck writing Spanglish, a Southland shearing contractor, a Harare creche, a West
Virginia beekeeper, a Lahore pharmacy writing Hinglish, a Laval snow-removal firm writing Franglais, a Tondo sari-sari
store writing Taglish, a South Boston plumbing dispatcher and an Otahuhu church youth group), written on Monday 23
November 2026: the method each means, and what they would notice if it were wrong."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand
from core.planner.taglish import english
from tests.planner.plans import NOW, only_call


def test_taglish_is_read_as_english_and_english_is_left_alone():
    assert english("magkano na utang ni kuya rodel") == "how much does kuya rodel owe"
    assert english("paalala magbayad meralco sa biyernes 2,340") == "remind me to pay meralco on friday 2,340"
    assert english("sched ko sa sabado? parang may binyag ako") .startswith("what's my schedule on saturday?")
    assert english("pakibura yung lista kay bong nung 18, yung load 50").startswith("delete bong's entry on the 18th")
    assert english("gawan mo ko ng email sa barangay 143. wag mo muna isend ha").startswith("write me an email to barangay 143.")
    assert english("magkano po ang 350 dirhams sa peso now?") == "how much is 350 dirhams in the peso now?"
    for typed in ("add Pasko na Naman as no. 5 sa concert lineup", "kindly add new member po: Joy Villanueva", "ask ate about it"):
        assert english(typed) == typed  # a particle or two is no Taglish; a song's title keeps its words


@pytest.mark.parametrize(("request_text", "method"), [
    # Taglish
    ("pakisabi naman po kay sir allan sa supplier na dagdagan ko order ko sa thurs, 5 case coke mismo tsaka 3 case c2 apple. "
     "salamat po", "gmail.users.messages.send"),  # a calendar event
    ("may dumating bang email galing gcash nung sabado?? di pa pumapasok sa wallet ko", "gmail.users.messages.list"),  # sent
    ("sched ko sa sabado? parang may binyag ako na pupuntahan eh", "calendar.events.list"),  # chat
    ("paalala magbayad meralco sa biyernes 2,340", "tasks.tasks.insert"),  # chat
    ("ano nga number ni kuya jomar yung nagdedeliver ng yelo", "people.people.searchContacts"),
    ("pa save naman po ng number ni ate weng, bagong suki sa kabilang kanto. 0927 555 1843", "people.people.createContact"),  # a file
    ("asan na yung picture ng resibo sa alfamart nung nakaraang linggo, inupload ko ata sa drive", "drive.files.list"),  # download
    ("gawan mo ko ng email sa barangay 143 para sa renewal ng barangay clearance ng tindahan ko. wag mo muna isend ha babasahin "
     "ko pa", "gmail.users.drafts.create"),  # an e-mail sent
    ("sa sheet ng gastos pakilagay, nov 23 yelo 120 tsaka plastic labo 85", "sheets.spreadsheets.values.append"),  # a copied tab
    ("tandaan mo lang po tumaas na bigas sa supplier, 52 na kada kilo simula ngayon", "notes.create"),  # chat
    ("hanapin mo nga yung minus one ng christmas in our hearts sa drive ko", "drive.files.list"),  # chat
    # Hinglish and Quebec French
    ("kal ka kya schedule hai mera?", "calendar.events.list"),  # an all-day event made
    ("daily sales wali sheet mein Saturday ka total kya tha?", "sheets.spreadsheets.values.get"),  # a tab copied
    ("I had written something about Ventolin recall batch number, kahan hai woh note?", "notes.search"),  # a note made
    ("in the timesheet Max did 7.5h samedi not 5, fix it", "sheets.spreadsheets.values.update"),  # chat
    # openings and other Englishes
    ("ejja what do i have tmrw", "calendar.events.list"),  # an event "Ejja what do i have" made
    ("mhamha what is happening this week? i think the clinic people were coming for vitamin A", "calendar.events.list"),
    ("whats on this wknd", "calendar.events.list"),  # chat
    ("wetin remain for my to do", "tasks.tasks.list"),  # a task made
    ("the meeting with landlord for friday don cancel, comot am", "calendar.events.delete"),  # an event made
    ("where the invoice template wey Uche design? e dey drive somewhere", "drive.files.list"),  # chat
    ("remind us tae phone the stables aboot the manure delivery on friday mornin", "tasks.tasks.insert"),  # a contact made
    ("flick sue pringle an email - we'll be at tussock downs 7am mon the 30th, need em yarded and dry the night before",
     "gmail.users.messages.send"),  # a message put in the mailbox
    ("am away tae Benidorm wi ma sister fae the 1st tae the 8th. can ye set it so folk that email get telt am away",
     "gmail.users.settings.updateVacation"),  # the setting read
    ("Sylvain the small engine guy in Sainte-Thérèse, what's his cell again", "people.people.searchContacts"),  # a sheet's cells
    # English said plainly
    ("insurance guy cancelled fri at 3, take it off", "calendar.events.delete"),  # an event "Insurance guy cancelled" made
    ("did I get an email from gcash on saturday??", "gmail.users.messages.list"),  # the profile read
    ("has the wool broker sent thru the test results for the kaiwera clip yet", "gmail.users.messages.list"),  # chat
    ("what's my schedule on saturday?", "calendar.events.list"),  # one event read
    ("put the gas inspection wed dec 2 at 2", "calendar.events.insert"),  # a Search Console URL inspected
    ("utes booked in for its wof at gore motors thurs 10am, chuck it in the calendar", "calendar.events.insert"),  # a file binned
    ("the immunisation nurse from council has changed to thursday 2pm not wednesday", "calendar.events.patch"),  # a new event
    ("dont let me forget to order more 8 oz jars from Mann Lake before friday", "tasks.tasks.insert"),  # an event
    ("I bought the crayons and bond paper, tick that one off", "tasks.tasks.patch"),  # chat
    ("what's left on my list before the first big storm", "tasks.tasks.list"),  # notes listed
    ("what'd i jot down about the power at tussock downs, one of the stands was dodgy", "notes.search"),  # a note made
    ("share the catering menu w/ tina ramirez so she can pick for her office xmas party", "drive.permissions.create"),  # a shared
    # drive made
    ("let Wanda get into the market sign up sheet so she can put her eggs an pies on it herself", "drive.permissions.create"),
    ("someone put the car wash photos on the drive, where r they", "drive.files.list"),  # a shared drive made
    ("put one of those auto replies on my email that says we back mon the 30th, gracias", "gmail.users.settings.updateVacation"),
    ("send Giulia the meeting point for wednesday pls. 8:30 at the school here in Xlendi", "gmail.users.messages.send"),  # moved
    ("all the mails from PADI, from now on put them under a label PADI and out of my inbox", "gmail.users.settings.filters.create"),
    ("in the logbook sheet make a new tab for December", "sheets.spreadsheets.batchUpdate"),  # a new spreadsheet
    ("i got my food handlers permit scanned on this computer somewheres, its a pdf, cant find it for nothin", "files.search"),
    ("do me a quote for coach leal pa'l booster club banquet in january, 20 dozen mixed @ $22 a dozen = $440 plus $35 delivery. "
     "dont send it yet i wanna read it first", "gmail.users.drafts.create"),  # chat
    ("remind me tmrw to ring Bunnings Mt Wellington about getting a sizzle date in Jan", "tasks.tasks.insert"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_day_said_before_its_month_with_a_time_range_is_that_day():
    """"sat 5 dec 10 till 12" crashed the planner: "dec 10" was read as the date and "5 till 12" as 17:00 to 24:00."""
    from core.planner import times

    found = times.when(expand("put hiva practice on the calendar, sat 5 dec 10 till 12 at the hall"), NOW)
    assert (found.start.isoformat(), found.end.isoformat()) == ("2026-12-05T10:00:00+01:00", "2026-12-05T12:00:00+01:00")


def test_a_new_tab_is_added_to_the_spreadsheet_not_a_new_spreadsheet(planner):
    call = planner.plan("add a new tab called December to the logbook sheet").calls[0]
    assert call.method == "sheets.spreadsheets.batchUpdate"  # sheets.spreadsheets.create
    assert call.arguments["body"] == {"requests": [{"addSheet": {"properties": {"title": "December"}}}]}


def test_a_file_put_in_a_folder_goes_there_from_where_it_is(planner):
    put = planner.plan("the Ferraro soumission pdf is in Downloads, put it in Documents/Soumissions 2026").calls[0]
    assert put.method == "files.move" and put.arguments["destination"] == "~/Documents/Soumissions 2026"  # moved ~/Documents/
    # Soumissions 2026 into ~/Downloads before
    assert "source" not in put.arguments  # which file in Downloads is asked, never the whole folder
    moved = only_call(planner.plan("move consent.pdf from my downloads into the Youth 2026 folder"))
    assert moved.arguments == {"source": "~/Downloads/consent.pdf", "destination": "Youth 2026"}  # "Youth"


def test_an_auto_reply_ends_on_the_day_the_user_is_back(planner):
    """"…, wed thru sunday. set my email to tell folks im gone an ill answer when i get back monday the 30th": on from
    Wednesday, off when Monday begins (it was set to start on the 30th)."""
    import datetime as dt

    call = planner.plan("me an Roy are goin to his sisters in Roanoke for thanksgiving, wed thru sunday. set my email to tell "
                        "folks im gone an ill answer when i get back monday the 30th").calls[0]
    days = [dt.datetime.fromtimestamp(int(call.arguments["body"][k]) / 1000, NOW.tzinfo).date().isoformat()
            for k in ("startTime", "endTime")]
    assert call.method == "gmail.users.settings.updateVacation" and days == ["2026-11-25", "2026-11-30"]


@pytest.mark.parametrize("request_text", [
    "15 dozen at 22 a dozen plus the 8.25 tax what does that come out to",  # an event made
    "2600 at 3.40 a head plus gst, whats the bill come to",  # an event made
    "if i sell 40 pints at $10 an 15 quarts at $18 at the market saturday what does that come to",  # an event made
    "parts on the Thomas Pahk heatah job came to 1100, whats the 6.25 percent tax on that",
    "how much brisket do i gotta buy raw for 12 dozen barbacoa tacos? dont wanna run short like last time",
    "how many a day should a learner be doing on crossbreds before i bump him to full rate",
    "tsé if they're calling for snow thursday? need to know if i send the boys out with the trucks",  # an event made
    "customer phone fall inside water for Rumuola, wetin make I tell am to do before e bring am come",  # a contact made
    "any fundraiser ideas that arent another sausage sizzle lol the kids r over it",  # Idea Hub
    "magkano po ang 350 dirhams sa peso now?",
])
def test_advice_and_sums_are_chat(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_other_englishes_words_are_read_as_what_they_mean():
    assert expand("new yin fur the waiting list, shes efter a half plot") == "new one for the waiting list, shes after a half plot"
    assert expand("am away tae Benidorm wi ma sister") == "I'm away to Benidorm with my sister"
    assert expand("c'est quoi Kevin's job tmrw") == "what is Kevin's job tomorrow"
    assert expand("a chèque for 450 hier, faque he's all paid up") == "a chèque for 450 yesterday, so he's all paid up"
    assert expand("orale who do i got booked for thurs").startswith("who have I got booked for")
    assert expand("flick an email to Losana") == "send an email to Losana"


def test_a_moved_event_is_patched_to_the_day_said_and_keeps_its_other_fields(planner):
    """"… from tomorrow to next tuesday same time, the shop called …" was planned as events.update (a PUT: the event's title
    and place would have gone) and moved to tomorrow, the day it was already on."""
    from tests.planner.plans import found_event

    request = "push the van 2 inspection from tomorrow to next tuesday same time, the shop called said they're backed up"
    assert planner.plan(request).calls[0].method == "calendar.events.patch"
    window, start, end = found_event(planner, request, "Van 2 inspection", "09:00", "10:00")
    assert window["timeMin"][:10] == "2026-11-24" and (start, end) == ("2026-12-01T09:00", "2026-12-01T10:00")

