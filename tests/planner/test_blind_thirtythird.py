"""Everyday requests from the thirty-third to thirty-fifth blind sets (a plasterer, a primary school teaching assistant,
a rotary club secretary; a barber, a community garden volunteer, a first-time home buyer; a GP surgery receptionist, a
craft fair organiser, a retired museum guide), written on Thursday 26 November 2026: the method each one means, and the
values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the sets were written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("save gaz whitlock labourer 07712 334981", "people.people.createContact"),  # a file called "save"
    ("email jo patel j.patel@oakfieldprimary.sch.uk subject Alfie reading - hi jo, alfie read his whole book to me today",
     "gmail.users.messages.send"),  # a Google Books volume
    ("whats the district governor malcolm ridley's email", "people.people.searchContacts"),  # a mail search
    ("whats the surveyors number, Gareth something", "people.people.searchContacts"),  # people.get with no one
    ("~/shop/bookings.db appointments - move Kyle Reid on fri from 11:00 to 11:30", "sqlite.update"),  # the file moved
    ("clear out the cancelled ones from appointments in ~/shop/bookings.db (status = cancelled)", "sqlite.delete"),  # a read
    ("clear out the cancelled appts from ~/surgery/appts.db, appointments table, status cancelled", "sqlite.delete"),  # tables
    ("~/house/budget.db costs table - total amount where paid = 0", "sqlite.query"),  # the tables listed
    ("mark Tom Crane Woodturning as paid in ~/fairs/stalls.db - bookings table, paid to 1 where business is Tom Crane "
     "Woodturning", "sqlite.update"),  # a read ("where")
    ("whats the padlock code for the shed, check my notes", "notes.search"),  # every note listed
    ("show me ~/Documents/house/questions-for-solicitor.txt", "files.read"),  # a folder listing
    ("let my daughter see my calendar please, sarah.whitfield@gmail.com, read only", "calendar.acl.insert"),  # events.get
    ("have i had anything from helen about the volunteers christmas lunch?", "gmail.users.messages.list"),  # chat
    ("could you make emails from newsletter@yorkshirehistory.org.uk skip the inbox and go in my Newsletters label",
     "gmail.users.settings.filters.create"),  # one message modified
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_plasterer_and_the_teaching_assistant_would_notice(planner):
    skim = only_call(planner.plan("put in diary skim job mrs okafor 14 elm grove mon 8 till 4")).arguments["body"]
    assert (skim["summary"], skim["location"]) == ("Skim job Mrs Okafor", "14 Elm Grove")  # no title, no place
    render = only_call(planner.plan("block out fri 4th all day - rendering at the old chapel bishops rd")).arguments["body"]
    assert render["summary"] == "Rendering" and render["start"] == {"date": "2026-12-04"}  # "Block out all day - rendering"
    quote = message(only_call(planner.plan(
        "email tom.harris84@gmail.com subject Quote - back bedroom ceiling. say Hi Tom, to overboard and skim the back bedroom "
        "ceiling is £420 inc materials. I can start weds 9th if that suits. Cheers Dave")))
    assert quote["Subject"] == "Quote - back bedroom ceiling"  # "Quote"
    assert quote.get_content().startswith("Hi Tom, to overboard and skim the back bedroom ceiling is £420")  # "Suits. Cheers Dave"
    gaz = only_call(planner.plan("save gaz whitlock labourer 07712 334981")).arguments["body"]
    assert gaz["names"] == [{"givenName": "Gaz", "familyName": "Whitlock"}] and gaz["occupations"] == [{"value": "labourer"}]
    spellings = planner.plan("show me the Y2 Spellings Autumn sheet A1 to F31")
    assert spellings.calls[0].arguments["range"] == "A1:F31"  # "Y2", a word of the sheet's name
    assert "name contains 'Y2'" in planner.lookup(spellings).calls[0].arguments["q"]  # the sheet is looked up by its name
    pdfs = only_call(planner.plan("whats in ~/Documents/school/worksheets - just the pdfs")).arguments
    assert pdfs == {"path": "~/Documents/school/worksheets", "pattern": "*.pdf"}  # a folder "worksheets - just"
    alfie = message(only_call(planner.plan(
        "email jo patel j.patel@oakfieldprimary.sch.uk subject Alfie reading - hi jo, alfie read his whole book. also phonics "
        "group moving onto phase 4 sets on mon. thanks, Kerry")))
    assert alfie["Subject"] == "Alfie reading" and "sets on mon. thanks, Kerry" in alfie.get_content()  # as typed


def test_what_the_rotary_secretary_would_notice(planner):
    dinner = message(only_call(planner.plan(
        "email geoff.marsh@btinternet.com cc linda.fraser@outlook.com, subject Christmas dinner numbers: Geoff, we're at 34 "
        "confirmed for the dinner on thurs 17th. Regards, Margaret")))
    assert (dinner["To"], dinner["Cc"]) == ("geoff.marsh@btinternet.com", "linda.fraser@outlook.com")  # both in To
    talk = message(only_call(planner.plan(
        "draft a thank you to dr anita roy anita.roy@nhs.net for her talk on sepsis awareness last night, say a £100 donation "
        "to her chosen charity will follow. dont send")))
    assert talk.get_content().strip() == ("Thank you for your talk on sepsis awareness last night. A £100 donation to your "
                                          "chosen charity will follow.")  # only the donation
    chase = message(only_call(planner.plan("draft one to accounts@brightwellbuilders.co.uk chasing inv 0147 for £1,180 - was "
                                           "due 13th nov. polite but firm. DONT send it yet")))
    assert chase.get_content().strip() == "Just chasing inv 0147 for £1,180 - was due 13th nov."  # "Was due 13th nov. polite …"
    council = only_call(planner.plan("council mtg tues 15th 7pm at the red lion, about 2hrs, pop it in the diary")).arguments
    assert council["body"]["location"] == "the red lion"
    speakers = only_call(planner.plan("note for speaker ideas: local fire service, hospice chaplain. tag it rotary")).arguments
    assert speakers["tags"] == ["rotary"] and "tag it" not in speakers["text"] and speakers["title"] == "Speaker ideas"
    assert only_call(planner.plan("show my rotary notes")).arguments == {"tag": "rotary"}  # every note
    natwest = only_call(planner.plan("any unread from natwest?")).arguments["q"]
    assert natwest == "from:natwest is:unread"


def test_what_the_barber_the_gardener_and_the_buyer_would_notice(planner):
    free = only_call(planner.plan("am i free weds between 1 and 5? wahl rep wants to pop in")).arguments["body"]
    assert (free["timeMin"], free["timeMax"]) == ("2026-12-02T13:00:00+00:00", "2026-12-02T17:00:00+00:00")  # asked which day
    takings = planner.plan("add todays takings to the Shop Takings 2026 sheet: 26/11/2026, cash 340, card 512, tips 45")
    assert takings.calls[0].arguments["body"]["values"] == [["26/11/2026", "340", "512", "45"]]  # "cash 340"
    tariq = only_call(planner.plan("add contact Tariq Hussain 07700 900456 tariq.hussain88@gmail.com - beard trim every 2 wks"))
    assert tariq.arguments["body"]["biographies"] == [{"value": "beard trim every 2 weeks"}]
    workday = only_call(planner.plan("put in my diary sunday 10-1 workday at Elm Road community garden, mulching the fruit "
                                     "beds")).arguments["body"]
    assert workday["location"] == "Elm Road community garden"  # "Elm Road"
    group = only_call(planner.plan("make a contacts group Garden Volunteers")).arguments["body"]
    assert group == {"contactGroup": {"name": "Garden Volunteers"}}  # "Contacts group Garden Volunteers"
    grants = only_call(planner.plan("list the pdfs in ~/Documents/garden/grants")).arguments
    assert grants["pattern"] == "*.pdf"
    viewing = only_call(planner.plan("viewing 14 Larch Close sat 10.15, 45 mins, agent is Sophie at Hunters")).arguments["body"]
    assert (viewing["summary"], viewing["location"]) == ("Viewing 14 Larch Close", "14 Larch Close")  # at Hunters
    shed = only_call(planner.plan("whats the padlock code for the shed, check my notes")).arguments
    assert shed["query"] == "padlock code shed"


def test_what_the_receptionist_the_organiser_and_the_guide_would_notice(planner):
    karen = only_call(planner.plan("save karen lowe as a contact - practice manager at riverside surgery, 01632 960457, "
                                   "karen.lowe@riversidesurgery.nhs.uk")).arguments["body"]
    assert karen["organizations"] == [{"title": "Practice manager", "name": "Riverside Surgery"}]
    filed = only_call(planner.plan("make a filter so everything from results@pathlab.nhs.uk goes under label Path Results"))
    assert filed.arguments["body"]["action"] == {"addLabelIds": ["Path Results"]}  # "label Path Results"
    unread = only_call(planner.plan("show me unread emails with stall booking in the subject")).arguments["q"]
    assert unread == 'is:unread subject:"stall booking"'
    flyer = only_call(planner.plan("rename ~/Desktop/flyer final FINAL.png to xmas_flyer_2026.png and stick it in ~/fairs"))
    assert flyer.arguments == {"source": "~/Desktop/flyer final FINAL.png", "destination": "~/fairs/xmas_flyer_2026.png"}
    fair = only_call(planner.plan("put the christmas craft fair in the diary sat 12th dec 10 til 4 at st michaels church hall"))
    assert fair.arguments["body"]["location"] == "St Michaels Church Hall"  # "church hall"
    teas = only_call(planner.plan("remember to ask the WI about doing the teas at the spring fair, tag it fairs")).arguments
    assert teas == {"text": "ask the WI about doing the teas at the spring fair", "tags": ["fairs"]}
    docs = only_call(planner.plan("what's in my ~/Documents/museum folder? just the word docs")).arguments
    assert docs == {"path": "~/Documents/museum", "pattern": "*.docx"}
    helen = planner.lookup(planner.plan("have i had anything from helen about the volunteers christmas lunch?"))
    q = (helen.calls[0] if helen and helen.calls else planner.plan("have i had anything from helen about the volunteers "
                                                                   "christmas lunch?").calls[0]).arguments["q"]
    assert q.startswith("from:helen")  # helen as a search word


def test_hours_said_around_the_day(planner):
    trip = only_call(planner.plan("can u put the year 2 trip to sea life centre birmingham in my calendar fri 11 dec, coach "
                                  "leaves 9 and we're back for 3")).arguments["body"]
    assert (trip["start"], trip["end"]) == ({"dateTime": "2026-12-11T09:00:00+00:00"}, {"dateTime": "2026-12-11T15:00:00+00:00"})
    for said in ("lunch from 12 till 1 wed", "lunch wed from 12 till 1"):  # an all-day event; nothing at all
        lunch = only_call(planner.plan(said)).arguments["body"]
        assert (lunch["start"], lunch["end"]) == ({"dateTime": "2026-12-02T12:00:00+00:00"}, {"dateTime": "2026-12-02T13:00:00+00:00"})
    tour = only_call(planner.plan("Please put in the diary: guided tour for Year 5 from Holy Trinity Primary, Wednesday 9th at 10, "
                                  "about an hour and a half.")).arguments["body"]
    assert tour["summary"] == "Guided tour for Year 5 from Holy Trinity Primary"  # "Guided tour for Year 5"


def test_a_draft_sent_by_whom_it_is_to(planner):
    asked = planner.plan("send the draft i wrote to jo@x.com about the rota")
    listing = planner.lookup(asked).calls[0]
    assert (listing.method, listing.arguments["q"]) == ("gmail.users.drafts.list", "to:jo@x.com rota")  # "jo com rota"


def test_a_subject_is_the_first_sentence(planner):
    workday = message(only_call(planner.plan("email greenfingers-volunteers@googlegroups.com - sat 5th workday is off, frost "
                                             "forecast. see everyone sat 12th instead, 10am at the shed")))
    assert workday["Subject"] == "Sat 5th workday is off, frost forecast"  # "… frost forecast. see everyone sat..."


def test_a_weekday_inside_a_name_is_no_day(planner):
    coffee = only_call(planner.plan("coffee with Sam from Monday Club fri 10am")).arguments["body"]
    assert coffee["start"] == {"dateTime": "2026-11-27T10:00:00+00:00"}  # Monday 30th
    lunch = only_call(planner.plan("Sunday Lunch Club this sun 1pm")).arguments["body"]
    assert lunch["summary"] == "Sunday Lunch Club" and lunch["start"] == {"dateTime": "2026-11-29T13:00:00+00:00"}


def test_a_question_keeps_its_mark_and_a_note_for_me_has_no_title(planner):
    fixture = message(only_call(planner.plan("draft an email to fixtures@mdjfl.org.uk asking to rearrange the u10s home game on "
                                             "sun 6th, our pitch is waterlogged")))
    assert fixture["Subject"] == "Could we rearrange the u10s home game on sun 6th?"
    greene = only_call(planner.plan("note for me: Mrs Greene - 6/3 + 7/43 with 30 vol, 35 mins")).arguments
    assert "title" not in greene  # titled "Me"
