"""Everyday requests from blind sets 199–202 (an Aldershot Fijian caterer, an 80-year-old in Harrogate who writes letters to the
computer, a Reading hair salon (Kinyarwanda words); an Auckland landscaping crew (Samoan words), a Sheffield GP receptionist, a
London baursak stall (Kazakh words); a Manchester Senegalese takeaway (Wolof and French), a 9-year-old on her mum's account, a
Dorset thatcher; a Brighton barbecue van (Mongolian words), a man relearning to type after a stroke, a Lerwick knitwear maker
(Shetland)), written on Monday 23 November 2026; each was planned wrong at first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("vinaka vakalevu for today, you a star 😊", None),  # an event made at first sight
    ("Dear Computer,\n\nWould you be so kind as to send an electronic letter to my son Graham at graham.whitaker@btinternet.com. Please tell him that I shall be delighted to come for Christmas lunch, that Mrs Hartley next door has kindly agreed to feed Tibbles while I am away, and that he need not collect me from the station as Margaret has offered to drive me over on Christmas morning. Do tell him I am keeping well apart from my knee.\n\nYours sincerely,\nEdna Whitaker", "gmail.users.messages.send"),  # an event made at first sight
    ("Dear Computer,\n\nI should like to write to the box office at the Harrogate Theatre (boxoffice@harrogatetheatre.co.uk) to ask for three tickets for the pantomime on Saturday the 12th of December, the afternoon performance at two o'clock. They are for myself, my granddaughter Chloe and her friend. If possible I would like seats in the stalls at the end of a row, because of my knee. Please do not send it just yet, I should like to read it over with my proper glasses first.\n\nThank you kindly,\nEdna", "gmail.users.drafts.create"),  # a local file written at first sight
    ("Dear Computer,\n\nI believe the surgery on Church Avenue sent me an electronic letter some weeks ago about my flu injection, giving the date and time, but I cannot for the life of me find it amongst all the others. Could you look for it please?\n\nWith thanks,\nEdna Whitaker", "gmail.users.messages.list"),  # local files searched at first sight
    ("Dear Computer,\n\nThere is a letter in my electronic post from something calling itself the 'Prize Claims Department' telling me I have won five thousand pounds. I have never entered a competition in my life and my son says these are always wicked people after one's bank details. Please throw it away so I do not have to look at it.\n\nYours sincerely,\nEdna", "gmail.users.messages.trash"),  # local files searched at first sight
    ("Dear Computer,\n\nThe young lady from the hairdresser's telephoned this morning. My appointment this Friday at half past ten cannot go ahead, as Sandra is unwell, and they have asked me to come instead on Tuesday the 1st of December at the same time. Would you kindly alter my diary accordingly.\n\nYours sincerely,\nEdna Whitaker", "calendar.events.patch"),  # the diary listed at first sight
    ("Dear Computer,\n\nCould you tell me please what I have arranged for next week? I am trying to work out which day I might ask Margaret over for tea.\n\nYours sincerely,\nEdna Whitaker", "calendar.events.list"),  # files.delete at first sight
    ("Dear Computer,\n\nWould you please remind me to post the Christmas cards to my sister Joan in Toronto. The lady at the post office says they must go by Friday the 4th of December at the very latest if they are to arrive in time.\n\nThank you,\nEdna", "tasks.tasks.insert"),  # blogger.posts.insert at first sight
    ("Dear Computer,\n\nI have a new neighbour, a very pleasant lady called Mrs Pauline Hartley, who has moved into number 14 Valley Drive. Her telephone number is 01423 567321. Would you add her to my address book please, in case I should need her.\n\nWith thanks,\nEdna", "people.people.createContact"),  # contacts made in a batch at first sight
    ("Dear Computer,\n\nI am writing my memoirs for the grandchildren in the document called 'My Life in Harrogate'. Please add this paragraph at the very end, after what I wrote last week:\n\n\"In the winter of 1963 the snow was so deep on Otley Road that your grandfather carried me from the bus stop to my mother's door, and that was the evening he asked me to marry him.\"\n\nYours sincerely,\nEdna Whitaker", "docs.documents.batchUpdate"),  # a local file moved at first sight
    ("Dear Computer,\n\nA man telephoned me this afternoon saying he was from Microsoft and that my computer had a virus. He wanted me to type something in so that he could mend it from his end. I put the telephone down, but I am worried. Did I do the right thing, and what ought I to do now?\n\nYours sincerely,\nEdna", None),  # a local file moved at first sight
    ("Dear Computer,\n\nWould you please telephone Boots on Cambridge Street and ask them whether my repeat prescription is ready for collection? I do find the automated telephone line very confusing.\n\nThank you,\nEdna Whitaker", None),  # local files searched at first sight
    ("murakoze cyane you help me a lot today 😘", None),  # an event made at first sight
    ("what i have elleg", "calendar.events.list"),  # chat at first sight
    ("mum said delete the dentist tuesday we are not going anymore", "calendar.events.delete"),  # an event made at first sight
    ("day book. what i have tomorow", "calendar.events.list"),  # an event made at first sight
    ("physio thursday 2 o clock. put in day book. at stepping hill", "calendar.events.insert"),  # books.volumes.list at first sight
    ("did claire write back. the letters thing", "gmail.users.messages.list"),  # a note made at first sight
    ("list of jobs. what on it", "tasks.tasks.list"),  # chat at first sight
    ("Pit da Christmas craft fair at da Clickimin in me calendar, Setirday 5th December, 10 till 4. Am gotten a table", "calendar.events.insert"),  # the tables listed at first sight
    ("Am I onything on on Thursday?", "calendar.events.list"),  # oauth2.tokeninfo at first sight
    ("Am awa sooth tae Aberdeen fae da 8th tae da 12th o December fur me hip op. Can du pit a message on da email at says am back on da 14th? Tell dem orders'll be a peerie bit slower afore Christmas", "gmail.users.settings.updateVacation"),  # the mail searched at first sight
    ("Tanks dee, du's been a grand help da day 😊", None),  # domainsrdap.getHelp at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_letter_to_the_computer_is_read_without_its_salutation_and_closing(gate):
    plan = gate.plan("Dear Computer,\n\nI have a new neighbour, a very pleasant lady called Mrs Pauline Hartley, who has moved into number 14 "
                     "Valley Drive. Her telephone number is 01423 567321. Would you add her to my address book please, in case I should "
                     "need her.\n\nWith thanks,\nEdna")
    assert plan.calls[0].method == "people.people.createContact"  # contacts made in a batch at first sight
    assert plan.calls[0].arguments["body"]["names"] == [{"givenName": "Pauline", "familyName": "Hartley"}]
    plan = gate.plan("Dear Computer,\n\nPlease put in my diary that I am to see the chiropodist, Mrs Lockwood, on Thursday the 26th at "
                     "a quarter past two.\n\nYours sincerely,\nEdna Whitaker")
    assert "Dear Computer" not in str(plan.calls[0].arguments)  # the event was called "Dear Computer" at first sight


@pytest.mark.parametrize("typed", [
    "share pain log w dr patel",  # an NFS share made at first sight
    "Cancel chiropodist 1 Dec. Negative on that one, feet fine.",  # Search Ads criteria changed at first sight
])
def test_no_service_the_request_never_names(gate, typed):
    assert not any(call.method.startswith(("baremetalsolution.", "searchads360.")) for call in gate.plan(typed).calls)
