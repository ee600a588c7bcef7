"""Everyday requests from blind sets 275–278 (a Greenwich Tuvan stall, an influencer, a Lewisham Zarma grill; a Canterbury Limburgish vlaai stall, a retired
merchant-navy captain, an Islington Buryat dumpling bar; a Finchley Abkhaz deli, an auctioneer, a Peckham Efik kitchen; a
Brighton Walloon waffle stall, an 88-year-old who talks to the telephone operator, a Hounslow Mizo kitchen), written on Monday 23 November 2026; each
was planned wrong at first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("what i have daarta", "calendar.events.list"),  # chat at first sight
    ("where is photo of soapstone yak? need for instagram", "files.search"),  # chat at first sight
    ("ugh can u move the Boots shoot on friday to 11 instead of 10", "calendar.events.patch"),  # an event made at first sight
    ("new label pls - #gifted 🎁 for all the PR boxes", "gmail.users.labels.create"),  # chat at first sight
    ("caption idea before i forget: 'soft girl autumn but make it manchester rain' 🍂☔ #ootd #mcrblogger", "notes.create"),  # youtube.captions.download at first sight
    ("add to my collab tracker: Lush | 1 reel + 3 stories | £450 | #ad | not paid yet", "sheets.spreadsheets.values.append"),  # reseller.subscriptions.startPaidService at first sight
    ("can u find the Gymshark brand deck they sent, its somewhere in my drive", "drive.files.list"),  # slides.presentations.get at first sight
    ("is 4.2% engagement good for 38k followers or am i being delulu 😂", None),  # an event read at first sight
    ("qu'est ce que j'ai suba", "calendar.events.list"),  # chat at first sight
    ("invoice from Afro Foods Peckham, it come already?", "gmail.users.messages.list"),  # chat at first sight
    ("rappelle moi renouveler la food licence avant 15 décembre", "tasks.tasks.insert"),  # chat at first sight
    ("fofo ni se, you help me too much 🙏🏾", None),  # domainsrdap.getHelp at first sight
    ("is the factuur from Canterbury Packaging in yet? for the dozen", "gmail.users.messages.list"),  # chat at first sight
    ("danke sjoen for today jong, allaaf! 🎉", None),  # an event made at first sight
    ("Any signals from my daughter Claire? Nothing's come through since Friday that I've seen.", "gmail.users.messages.list"),  # chat at first sight
    ("in google sheet Christmas orders add line: Nana Gabelia, 3 churchkhela, 2 smoked suluguni, collect 20 Dec", "sheets.spreadsheets.values.append"),  # sheets.spreadsheets.sheets.copyTo at first sight
    ("ahy that is all, itabupshia dorogaya, you help me a lot iakhya 🙏", None),  # domainsrdap.getHelp at first sight
    ("Has the commission bid from Mr Aldridge on lot 87 come in? Anything from him since Friday", "gmail.users.messages.list"),  # the diary listed at first sight
    ("Lot Results sheet - the hammer falls on lot 22 at £850, not £580 as typed. Correct cell D23 please", "sheets.spreadsheets.values.update"),  # sheets.spreadsheets.values.get at first sight
    ("Scratch the Ludlow valuation day on Friday from the diary. Going, going, gone - they've cancelled.", "calendar.events.delete"),  # an event made at first sight
    ("Buyer's premium is 24% plus VAT - what does the buyer pay all in on a hammer of £1,500?", None),  # authorizedbuyersmarketplace.buyers.clients.list at first sight
    ("where the menu pdf wey i upload for drive last week?", "drive.files.list"),  # drive.files.download at first sight
    ("note for me: boulets recette - mettre 2 cuillères de sirop de Liège en plus et less onions, the english find it too strong", "notes.create"),  # notes.search at first sight
    ("Operator, would you put me through to my nephew Graham? By the electric letter I mean, not the telephone. His address is graham.pettigrew@btinternet.com. Tell him Auntie Joan says thank you for the flowers, they are still lovely on the sideboard, and is he coming down for Christmas?", "gmail.users.messages.send"),  # the contacts searched at first sight
    ("Are you still there, dear? What have I got on this week? My memory isn't what it was.", "calendar.events.list"),  # chat at first sight
    ("Could you make a note for me to take my library books back by Saturday? It's the Agatha Christie and the one about the Queen Mother. Otherwise they fine you, you know.", "tasks.tasks.insert"),  # a note made at first sight
    ("Please put a new name in my telephone book, dear. Mrs Hilda Mortimer, she's the new secretary at the bridge club. Eastbourne 555718, which I suppose is 01323 555718 nowadays.", "people.people.createContact"),  # books.volumes.list at first sight
    ("I'd like to start a letter to the Council about the bins on Upperton Road, they've left them all over the pavement again. Could you open a fresh page for me called Letter to the Council about the bins?", "docs.documents.create"),  # a file read at first sight
    ("Operator, the bridge club have moved Wednesday afternoon to half past one instead of two o'clock. Would you alter it in my diary, dear?", "calendar.events.patch"),  # an event made at first sight
    ("Read me my list of jobs, dear. The things I'm meant to be doing.", "tasks.tasks.list"),  # tasks.tasks.get at first sight
    ("Graham has a new telephone number, operator. 07700 900236. Would you change it in my book, the old one is no good now.", "people.people.updateContact"),  # books.volumes.list at first sight
    ("Thank you ever so much, dear, you've been a great help. Are you still there? Well, cheerio then.", None),  # cloudidentity.devices.deviceUsers.lookup at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
