"""Everyday requests from blind sets 171–174 (a Stockport car wash, a retired Barnsley miner who types in capitals, a Lake
District sheep farmer; a Jersey café, a Cardiff wheelchair user who dictates the punctuation, a Syrian caterer in Glasgow; a
Cuban salsa teacher in Leeds, a Manchester barista, a Borders rugby club's fixtures secretary; a Brick Lane restaurant, a
Devon church flower arranger, a Birmingham balloon business), written on Monday 23 November 2026 after sets 167–170's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("There is an email from a gentleman selling solar panels, I think his name is Mr Kingdon. I do not want it. Please throw it "
     "away.", "gmail.users.messages.trash"),  # an e-mail sent at first sight
    ("I AM GOING TO OUR DAVIDS IN SCARBOROUGH FROM TUESDAY THE 1ST TO SATURDAY THE 5TH OF DECEMBER CAN YOU PUT ONE OF THEM MESSAGES "
     "ON MY EMAIL THAT SAYS I AM AWAY", "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("OUR LIAM SET ME UP WITH A STORY ON THE COMPUTER ABOUT MY LIFE CAN YOU PUT THIS ON THE END OF IT. IN 1962 I STARTED AT "
     "GRIMETHORPE PIT I WAS 15 AND MY DAD TOOK ME DOWN ON THE FIRST DAY", "docs.documents.batchUpdate"),  # a local file moved
    ("THE DENTIST RANG ME THIS MORNING AND SAID MY APPOINTMENT FOR TOMORROW IS CANCELLED AND THEY HAVE PUT ME IN FOR THE 8TH OF "
     "DECEMBER SAME TIME INSTEAD CAN YOU CHANGE IT ON HERE FOR ME THANKS LOVE", "calendar.events.patch"),  # deleted at first sight
    ("THAT EMAIL SAYING I HAVE WON A PRIZE FROM AMAZON GET RID OF IT I DONT TRUST IT", "gmail.users.messages.trash"),
    ("WHAT IS OUR LIAMS MOBILE NUMBER I HAVE LOST THE PAPER", "people.people.searchContacts"),  # chat at first sight
    ("I should be grateful if you would write a little letter of thanks to Mrs Joan Pearce for the beautiful pedestal arrangement "
     "she did for the Remembrance service. Please do not send it yet, as I should like to read it through first.",
     "gmail.users.drafts.create"),  # a local note at first sight
    ("Has Mrs Daniels sent me her piece for the newsletter yet? She said she would let me have it by the weekend.",
     "gmail.users.messages.list"),  # chat at first sight
    ("I should like Mrs Daniels to be able to look at the newsletter so that she may check her article. Her address is "
     "sue.daniels@btinternet.com. I would rather she did not alter anything herself.", "drive.permissions.create"),
    ("Has anybody written any remarks on the newsletter?", "drive.comments.list"),  # chat at first sight
    ("I am going to stay with my daughter in Exeter from the 18th of December until the 2nd of January. I should be grateful if you "
     "would arrange for a reply to be sent to anyone who writes to me, explaining that I am away and shall answer when I return.",
     "gmail.users.settings.updateVacation"),  # chat at first sight
    ("save our kid's new number!! Darren 07888 221904", "people.people.createContact"),  # chat at first sight
    ("whats my week looking like", "calendar.events.list"),  # chat at first sight
    ("dee moved my 1-1 from tues 2pm to thurs same time can u change it", "calendar.events.patch"),  # a second event
    ("Mind me tae phone the referee society on Friday aboot a touch judge for the Kelso game.", "tasks.tasks.insert"),
    ("Trainin the morn's aff, the pitch is like concrete. Tak it oot the calendar.", "calendar.events.delete"),  # the diary listed
    ("Whaur's the team sheet for Setterday? I saved it somewhere an cannae find it noo.", "files.search"),  # a sheet copied
    ("dónde está la playlist de navidad?? la guardé en algún sitio 🤷‍♂️", "files.search"),  # YouTube playlists at first sight
    ("where is insurance paper for the unit, its pdf somewhere", "files.search"),  # a folder listed at first sight
    ("where's that SFI thing", "files.search"),  # chat at first sight
    ("xmas menu file ta koi? print korte hobe", "files.search"),  # a Drive file downloaded at first sight
    ("owt fra RPA?", "gmail.users.messages.list"),  # chat at first sight
    ("mind me, red raddle crayons", "tasks.tasks.insert"),  # chat at first sight
    ("lembra me pay the rent to Mr Le Cornu friday", "tasks.tasks.insert"),  # an event at first sight
    ("do i have something hoje à tarde?", "calendar.events.list"),  # chat at first sight
    ("gotokal takings card 1840 cash 620. sheet e dao", "sheets.spreadsheets.values.append"),  # a sheet copied at first sight
    ("36 natas at 1.80 each how much", None),  # an event at first sight
    ("obrigada querida, you save my life today 😘", None),  # an event at first sight
    ("Could you tell me whether the 26th of December falls on a Saturday this year? I need to know for the rota.", None),
    ("table 7 bill £186.40, 12.5% service add korle koto?", None),  # the tables listed at first sight
    ("ow am ya today bab!! 😄", None),  # the signed-in token read at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_line_changed_where_it_says_so_is_replaced_as_typed(gate):
    plan = gate.plan("In the December newsletter, would you please change where it says 'Carol Service at 6 o'clock' to "
                     "'Carol Service at half past six'?")  # chat at first sight
    assert plan.calls[0].method == "docs.documents.batchUpdate"
    replace = plan.calls[0].arguments["body"]["requests"][0]["replaceAllText"]
    assert replace["containsText"]["text"] == "Carol Service at 6 o'clock"
    assert replace["replaceText"] == "Carol Service at half past six"  # as typed, not "6:30"


def test_a_note_looked_for_is_searched_for_what_it_was_about(gate):
    plan = gate.plan("I wrote something down some while ago about the hymn numbers for the Advent carol service. Could you find it "
                     "for me?")  # the contacts searched for "something" at first sight
    assert plan.calls[0].method == "notes.search"
    assert plan.calls[0].arguments["query"] == "hymn numbers for the Advent carol service"
