"""Everyday requests from blind sets 79–82 (a Nairobi M-Pesa agent writing Swahili and Sheng, a Peterhead farm shop writing
Doric, a Pittsburgh bakery, a Kingston cook shop writing Patois, a Rhondda rugby club, an Alleppey homestay writing Manglish,
an east Belfast mobile mechanic, a Rotorua marae kitchen, a Bankstown smash repairer, a Peckham braiding salon writing Krio,
a Black Country chip van and an Oistins fish-fry stall writing Bajan), written on Monday 23 November 2026: the method each
means, and what they would notice if it were wrong."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner.shorthand import expand
from core.planner.swahili import english
from tests.planner.plans import NOW, only_call


def test_swahili_is_read_as_english_and_english_is_left_alone():
    assert english("weka chama ya wamama jumamosi saa nane mchana").startswith("put in the calendar chama of wamama saturday at 2pm")
    assert english("nikumbushe kulipa kanjo ya stall before tarehe 30") == "remind me to pay kanjo of stall before the 30th"
    assert english("kevo ako na deni ngapi total") == "how much does kevo owe"
    assert english("saa mbili asubuhi kesho, weka meeting").startswith("at 8am tomorrow")
    assert english("ongeza kwa sheet ya bales: 23/11, jeans bale, 2, 18500") == "add a row to the bales sheet: 23/11, jeans bale, 2, 18500"
    for typed in ("ya know what, email Sasa Ilic the plan", "put the Kwa Zulu trip on the calendar", "leo's birthday party",
                  "kal bank jana hai pesa nikalne"):  # Hinglish says jana (to go) and pesa too
        assert english(typed) == typed  # one word is no Swahili; names keep theirs


@pytest.mark.parametrize(("request_text", "method"), [
    # Swahili and Sheng
    ("tuma email kwa Patel wa bales umwambie nitakuja thursday asubuhi kuchukua ile bale ya ladies tops", "gmail.users.messages.send"),
    ("andika email ya kulalamika kwa safaricom agent support, commission ya october haijaingia mpaka leo. usiitume, nataka "
     "kuisoma kwanza", "gmail.users.drafts.create"),  # sent
    ("kuna email imekuja kutoka KRA juu ya turnover tax? ama ilikuwa sms", "gmail.users.messages.list"),  # a message sent
    ("nitaenda ushago 19 dec mpaka 4 jan. mtu akinitumia email ajue niko off", "gmail.users.settings.updateVacation"),
    ("weka chama ya wamama jumamosi saa nane mchana, kwa Achieng Majengo", "calendar.events.insert"),  # chat
    ("nikumbushe kulipa kanjo ya stall before tarehe 30", "tasks.tasks.insert"),  # chat
    ("nipe number ya Omosh fundi wa cherehani", "people.people.searchContacts"),
    ("ile scan ya business permit ya 2026 nili-upload kwa google drive iko wapi??", "drive.files.list"),  # a shared drive made
    ("ongeza kwa sheet ya bales: 23/11, jeans bale, 2, 18500", "sheets.spreadsheets.values.append"),  # a tab copied
    ("fungua ile bei_za_bales.txt iko kwa desktop nione bei za Patel", "files.read"),  # the file written over
    ("andika hii nisisahau: bale ya kids ilikuwa na kama 15 pcs zimeraruka", "notes.create"),  # chat
    # Doric, Patois, Krio, Bajan, Black Country, Ulster, Māori English
    ("fit hiv a got on the morn", "calendar.events.list"),  # an event made
    ("a wrote a note aboot the new layers pellets price a while back, fit did a say", "notes.search"),  # a note made
    ("gie oor Gary access tae the tattie price list on the drive, he's mindin the shop on Setterdays noo",
     "drive.permissions.create"),  # permissions listed
    ("sen Kirk Wholesale a email, tell dem mi need 3 bag a rice an 2 gallon a oil, deliver wednesday mawnin latest",
     "gmail.users.messages.send"),  # an event made
    ("whey di menu wid di new price dem deh pon di drive?? mi cyaa find it nowhere", "drive.files.list"),  # Drive activity
    ("wi a close from christmas eve till 2nd january. mek di email tell people dat by itself when dem write",
     "gmail.users.settings.updateVacation"),  # a contact made
    ("write email to Mr Okafor the landlord bout the boiler, e don stop again since sat. dont send am yet make i read am first",
     "gmail.users.drafts.create"),  # a message read
    ("share the 2026 price list wey dey my drive wit Rugi and Kemi. dem fit just look, no edit", "drive.permissions.create"),
    ("look fuh de email from Fisheries Division bout de licence renewal", "gmail.users.messages.list"),  # civic divisions
    ("where de menu picture i mek last year? it pun de laptop somewhere", "files.search"),  # an image annotated
    ("ave I ad owt from Calor about the gas bottles this wk? day get no text", "gmail.users.messages.list"),  # speech made
    ("wot we got on next wk? the wench wants to book a day out", "calendar.events.list"),  # Google Books searched
    ("remind me sat mornin to change the oil in the fryer, it were black as owt last wk", "tasks.tasks.insert"),  # an event
    ("wots on me jobs list", "tasks.tasks.list"),  # chat
    ("have i got any hui next wk? tryna book the car in for a wof", "calendar.events.list"),  # Google Books searched
    ("did GSF ever send thon invoice for the alternator", "gmail.users.messages.list"),
    ("flick the kapa haka parents an email - practice tmrw is 6pm not 5.30, bring a plate", "gmail.users.messages.send"),  # an event
    ("put the vans MOT in for 8th dec half 8, hydebank", "calendar.events.insert"),  # a database row
    ("expenses sheet la diesel for november i put 14,800 alle, actually it is 18,400. change it",
     "sheets.spreadsheets.values.update"),  # a tab copied
    # plain English
    ("were closed thanksgiving thru sunday. set up one of them away emails so people quit askin, back open monday the 30th",
     "gmail.users.settings.updateVacation"),  # an event made
    ("make me a folder in my gmail for all the wigilia stuff", "gmail.users.labels.create"),  # a Drive folder made
    ("any new booking mails came from booking.com since saturday? check pls", "gmail.users.messages.list"),
    ("do us a draft to the WRU fixtures bloke asking can we move the Pontypridd cup game to sat the 12th. dont send it mind",
     "gmail.users.drafts.create"),  # drafts listed
    ("what all files are there in the Invoices folder on laptop", "files.list"),  # Google Drive listed
    ("I jotted the name of the Felinfoel rep down in my notes somewhere. whats it say", "notes.search"),  # a note made
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_new_person_with_a_number_is_saved_by_their_name(planner):
    """"new boatman joined, Biju. 94470 12345. save" wrote a file called Biju; the name said before the number is the
    contact's ("save this bloke Hassan from the wreckers …": Hassan)."""
    for request, name in (("new boatman joined, Biju. 94470 12345. save", {"givenName": "Biju"}),
                          ("save dis new client number. Bintu Sesay 07723 441902, she be Fatmata cousin",
                           {"givenName": "Bintu", "familyName": "Sesay"}),
                          ("save this bloke Hassan from the wreckers in villawood 0412 556 903", {"givenName": "Hassan"}),
                          ("pit Shona Mair in ma phone, she's the quine fae the Buchan Observer that's daein the bit on the shop. "
                           "01779 471233", {"givenName": "Shona", "familyName": "Mair"})):  # not the Buchan Observer
        call = planner.plan(request).calls[0]
        assert call.method == "people.people.createContact" and call.arguments["body"]["names"] == [name]


def test_an_auto_reply_not_dictated_says_the_days_it_covers(planner):
    """"mek di email tell people dat by itself when dem write" was sent as the reply's text; the reply now says the days."""
    body = only_call(planner.plan("wi a close from christmas eve till 2nd january. mek di email tell people dat by itself "
                                  "when dem write")).arguments["body"]
    assert body["responseBodyPlainText"] == ("Thank you for your message. We're closed from Thursday 24 December to "
                                             "Saturday 2 January; I'll reply when I'm back.")
    days = [dt.datetime.fromtimestamp(int(body[k]) / 1000, NOW.tzinfo).date().isoformat() for k in ("startTime", "endTime")]
    assert days == ["2026-12-24", "2027-01-03"]


def test_thanksgiving_is_the_fourth_thursday_of_november(planner):
    """"were closed thanksgiving thru sunday …, back open monday the 30th" started the reply on the 30th."""
    body = only_call(planner.plan("were closed thanksgiving thru sunday. set up one of them away emails so people quit askin, "
                                  "back open monday the 30th")).arguments["body"]
    days = [dt.datetime.fromtimestamp(int(body[k]) / 1000, NOW.tzinfo).date().isoformat() for k in ("startTime", "endTime")]
    assert days == ["2026-11-26", "2026-11-30"] and "Thursday 26 November to Sunday 29 November" in body["responseBodyPlainText"]


def test_a_drive_file_is_searched_by_its_name_not_the_question_word(planner):
    for request in ("where is the menu on the drive", "wheres the menu with the new prices on my drive"):
        assert only_call(planner.plan(request)).arguments["q"] == "name contains 'menu' and trashed = false"  # 'where'


@pytest.mark.parametrize("request_text", [
    "3 packs at £6.50 and 5 hrs of Rugi at £14 an hour, wetin be my cost for one knotless",  # an event made
    "customer vex tiday say she wait 40 mins. wetin i go tell am make she no go leave bad review on google",  # an event made
    "is it werth gooin up Tipton on a monday in december or am I saft? ardly anybody about when it's parky",  # token info
    "my sister says Im too cheap on the kielbasa ones. should I charge more or will people get mad",  # contacts made
    "leo nimeuza jeans 12 @350, sweaters 8 @200 na jackets 3 @600. total ni ngapi",
])
def test_advice_and_sums_are_chat(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_other_englishes_words_are_read_as_what_they_mean():
    assert expand("fit hiv a got on the morn") == "what have I got on tomorrow"
    assert expand("foo muckle am a due aa thegither fae the egg customers?") == "how much am I due all together from the egg customers?"
    assert expand("who still owe mi pon trust? gimme di list") == "who still owe me on trust? give me the list"
    assert expand("that wid take ages") == "that would take ages"  # Glaswegian; "wid di new price" is with
    assert expand("ave I ad owt from Calor? day get no text") == "have I had anything from Calor? didn't get no text"
    assert expand("have a look at the ad in the paper") == "have a look at the ad in the paper"
    assert expand("janet orr rang, wants the fiesta serviced the morra") == "janet orr rang, wants the fiesta serviced tomorrow"
    assert expand("all the mails from PADI, from now on") == "all the mails from PADI, from now on"  # "padi" is Krio in lower case


def test_a_file_chucked_in_a_folder_is_moved_there_never_binned(planner):
    """"… scan0042.pdf, … chuck it in the Claims 2026 folder" was read as binning (then writing) the file; "… is sat in
    downloads, shift it in the Club folder" moved ~/Downloads/Club into Club."""
    chucked = only_call(planner.plan("theres a scan in downloads, scan0042.pdf, thats the tow invoice for the patrol. chuck it in "
                                     "the Claims 2026 folder"))
    assert chucked.method == "files.move"
    assert chucked.arguments == {"source": "~/Downloads/scan0042.pdf", "destination": "Claims 2026"}  # "Claims"
    shifted = planner.plan("the fixtures pdf the league sent is sat in downloads, shift it in the Club folder where it belongs")
    assert shifted.calls[0].method == "files.move" and shifted.calls[0].arguments == {"destination": "Club"}  # which file: asked
    kept = only_call(planner.plan("move ~/Downloads/Club to ~/Club"))
    assert kept.arguments == {"source": "~/Downloads/Club", "destination": "~/Club"}
