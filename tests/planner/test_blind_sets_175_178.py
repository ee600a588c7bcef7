"""Everyday requests from blind sets 175–178 (a Palmers Green chippy, a retired Harrogate GP who is hard of hearing, a Rotorua kapa
haka leader; a Bournemouth Thai massage studio, a Swindon GCSE student with ADHD, an Eritrean bakery in Kentish Town; a New Malden
Korean beauty salon, a Swansea screen-reader user, a Ballymena plumber; a Leicester Gujarati sweet shop, a Sunderland ward
manager, a Somerset cider farm), written on Monday 23 November 2026 after sets 171–174's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("I should like you to draft (not send) a reply to Fiona's message about Christmas. Tell her that her father and I would be "
     "delighted to come to Edinburgh from the 23rd to the 27th of December, that we shall come by train rather than drive, and "
     "that she is not to go to any trouble over the spare room. I will read it through before it goes.",
     "gmail.users.drafts.create"),  # sent at first sight
    ("can you drop Jim at the bottle place an email, jim@westcountrybottles.co.uk, need 600 of they 750ml swing tops before "
     "Christmas, same as last year, and ask if he can deliver", "gmail.users.messages.send"),  # a message trashed at first sight
    ("Ambica valo invoice email aavyu ke nahi?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("put the van in for its MOT next monday 8 o clock at the test centre pennybridge", "calendar.events.insert"),  # a YouTube test
    ("i literally cant start revising my brain just wont do it. help", None),  # a row added at first sight
    ("can u draft a thank u email to the Rotary for their koha, $250 for the bus. tell them they're welcome to come see us at "
     "regionals. I'll check it b4 it goes", "gmail.users.drafts.create"),  # a draft read at first sight
    ("we close 4 jan to 18 jan going cyprus 🇨🇾 put the auto email thing, say we open again 19th. kali xronia to everybody",
     "gmail.users.settings.updateVacation"),  # a message read at first sight
    ("when i away set email auto answer pls: Sawasdee kha, Malee on holiday until 4 Jan. Studio still open, for booking call Nok "
     "01202 291447. Khob khun kha", "gmail.users.settings.updateVacation"),  # the auto-reply read at first sight
    ("What is still outstanding on my list?", "tasks.tasks.list"),  # chat at first sight
    ("Do I have an e-mail address for Dr Ruth Okonedo? She was my partner at the Knaresborough practice for many years and I "
     "should like to send her the talk.", "people.people.searchContacts"),  # the mail searched at first sight
    ("jot this down b4 I forget - 2nd verse of the poi waiata, change 'ki te wai' to 'ki te awa'. Hemi's idea, I tautoko",
     "notes.create"),  # a note changed at first sight
    ("remind me avrio morning call the fryer engineer, the left fryer making the noise again", "tasks.tasks.insert"),
    ("where r my cold war notes i def made some", "notes.search"),  # the notes listed at first sight
    ("did mrs okoye leave comments on my essay on drive?? what did she say", "drive.comments.list"),  # one comment got at first sight
    ("bank meeting friday cancel it, i go other day", "calendar.events.delete"),  # an event made at first sight
    ("wheres thon photo a took o the boiler data plate at adairs", "files.search"),  # chat at first sight
    ("last year nu council business rates letter pdf kya che computer ma", "files.search"),  # a folder listed at first sight
    ("howay whats on wor thurs, am sure theres a meetin", "calendar.events.list"),  # an event made at first sight
    ("email sharon tell her am stuck in the bed meetin til 11, can she do the safety huddle. ta pet",
     "gmail.users.messages.send"),  # the diary listed at first sight
    ("whats carol in pharmacy's extension", "people.people.searchContacts"),  # chat at first sight
    ("remind karo kale boxes order karvana che packaging vala ne", "tasks.tasks.insert"),
    ("number save karo Imran electrician 07723 561208", "people.people.createContact"),
    ("40 fish at 8.50 take off 10% for the church how much", None),  # an event at 8:50 at first sight
    ("hadaway man how many hrs is 3 long days at 12.5 and a short at 7.5", None),  # an event at first sight
    ("honestly divn't knaa how am gettin thru today, 3 off sick n a full board", None),  # an event at first sight
    ("customer ask is injera gluten free? what i say", None),  # free/busy asked at first sight
    ("ngā mihi for all ur help this year e hoa, couldn't do it without u 🥰", None),  # RDAP's help at first sight
    ("kem cho", None),
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_name_spelt_wrong_throughout_is_put_right(gate):
    plan = gate.plan("In the memoir I have spelt Dr Okonedo's name as 'Okenedo' throughout, which is careless of me. Could you "
                     "correct every instance?")  # chat at first sight
    assert plan.calls[0].method == "docs.documents.batchUpdate"
    replace = plan.calls[0].arguments["body"]["requests"][0]["replaceAllText"]
    assert (replace["containsText"]["text"], replace["replaceText"]) == ("Okenedo", "Okonedo")


def test_an_event_said_before_put_it_in_the_calendar_is_named_without_it(gate):
    plan = gate.plan("saturday Sunil bhai na wedding nu delivery 10 vage Evington. calendar ma nakho")
    assert plan.calls[0].method == "calendar.events.insert"
    assert "put" not in plan.calls[0].arguments["body"]["summary"].lower()  # "… Evington put it" at first sight
