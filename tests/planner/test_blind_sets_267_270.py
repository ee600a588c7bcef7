"""Everyday requests from blind sets 267–270 (a Harrow Ossetian pie bakery, a cryptic crossword setter, a Borough Market chipa stall (Guarani); a Bronx
Garifuna caterer, an estate agent, a Long Beach Tahitian food truck; a Leeds nasi padang restaurant (Minangkabau), a steampunk
enthusiast, a Peckham siSwati market stall; a Notting Hill Romansh bakery, a Pentecostal pastor, a Sheffield Saudi restaurant), written on Monday 23 November 2026; each
was planned wrong at first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("wealdstone cash and carry send invoice already or nae?", "gmail.users.messages.list"),  # chat at first sight
    ("Has the remittance from York Press accounts arrived this month? Money for old rope... or at least for old clues.", "gmail.users.messages.list"),  # chat at first sight
    ("Wednesday afternoon: what have I got on? Sarah wants to drop the grandchildren round — Alfie and Poppy, small but perfectly formed.", "calendar.events.list"),  # an event deleted at first sight
    ("buen día! what I have ko árape? 🙏", "calendar.events.list"),  # chat at first sight
    ("número de Doña Elena? está en mis contactos", "people.people.searchContacts"),  # chat at first sight
    ("show me my Caja Borough 2026 spreadsheet, the Noviembre tab", "sheets.spreadsheets.values.get"),  # sheets.spreadsheets.values.batchGet at first sight
    ("llegó algún email from Borough Market management about the christmas opening hours?", "gmail.users.messages.list"),  # chat at first sight
    ("upéicharõ cancel the accountant meeting on thursday, too busy with the fest", "calendar.events.delete"),  # an event made at first sight
    ("remind mi fi call Hunts Point bout di green plantain wednesday, dem short last week", "tasks.tasks.insert"),  # an event made at first sight
    ("di Yurumein Center send di contract email yet?? look fi it", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("New applicant: Dominic Ashworth, 07700 900412, dom.ashworth@outlook.com. FTB, up to £450k, chain-free 👌", "people.people.createContact"),  # free/busy asked at first sight
    ("Mr Latham has a shiny new mobile – 07700 900655. Update him please", "people.people.updateContact"),  # chat at first sight
    ("Give me a glowing way to say north-facing garden the size of a postage stamp", None),  # a row inserted at first sight
    ("pull up my Sales 2026 sheet, the november numbers", "sheets.spreadsheets.values.get"),  # sheets.spreadsheets.sheets.copyTo at first sight
    ("ado email dari Yorkshire Halal Meats? invoice bulan ko alun masuak ka", "gmail.users.messages.list"),  # chat at first sight
    ("ingekkan ambo order beras 25kg ka Wing Yip hari Rabu yo", "tasks.tasks.insert"),  # chat at first sight
    ("simpan nomor baru: Mas Joko, supplier tempe dari Bradford, 07700 900518", "people.people.createContact"),  # cloudnumberregistry.projects.locations.get at first sight
    ("tambah ke sheet Pengeluaran November: 23/11, gas bill British Gas, £186.40", "sheets.spreadsheets.values.append"),  # sheets.spreadsheets.sheets.copyTo at first sight
    ("kirim email ka Sarah (s.clarke@leeds.ac.uk): Hi Sarah, iyo we can do catering for 40 people on 4 Dec, £9 per person, rendang + gulai ayam + nasi. I confirm menu by Friday. Uni Rahmi", "gmail.users.messages.send"),  # a contact made at first sight
    ("Pray, what engagements stand in my diary for the morrow?", "calendar.events.list"),  # games.stats.get at first sight
    ("Kindly dispatch a telegram to my sister Henrietta (hettie.quill@btinternet.com) informing her that I shall arrive by the 14:10 omnibus from Scarborough on Saturday the 28th, and that she need not trouble herself with supper. I remain, sir, your obedient servant, B. Quill", "gmail.users.messages.send"),  # an event made at first sight
    ("Be so good as to remind me that the leeks upon plot 17 must be lifted before the frosts come — by Saturday at the very latest.", "tasks.tasks.insert"),  # an event made at first sight
    ("A memorandum, if you would: for the Yule ball waistcoat — three brass cogs, one yard of burgundy brocade, and a pocket-watch chain from the Sunday market (not above £12).", "notes.create"),  # calendar.events.watch at first sight
    ("Has any letter yet arrived from the Whitby & District Allotment Society regarding the annual rents? I await it with some impatience.", "gmail.users.messages.list"),  # chat at first sight
    ("Alas, the barber's appointment on Wednesday must be struck from the diary entirely; Mr. Harland is indisposed.", "calendar.events.delete"),  # an event made at first sight
    ("Kindly prepare a fresh, blank manuscript entitled \"The Aetherlight Regiment — Chapter the Ninth\".", "docs.documents.create"),  # chat at first sight
    ("Enter into my Allotment Ledger: the 21st of November, seed garlic from Boyes, £6.80.", "sheets.spreadsheets.values.append"),  # chat at first sight
    ("Read me, if you will, such errands as remain outstanding upon my list.", "tasks.tasks.list"),  # a file read at first sight
    ("Kindly fashion a new label for my correspondence, to be named \"Aethercon 2027\".", "gmail.users.labels.create"),  # a row inserted at first sight
    ("Grant my sister Henrietta leave to read and remark upon — but on no account alter — \"The Aetherlight Regiment — Chapter the Ninth\". Her address is hettie.quill@btinternet.com", "drive.permissions.create"),  # androidpublisher.grants.create at first sight
    ("In what year did Mr. Bram Stoker take his lodgings in Whitby, whence came the inspiration for his Count?", None),  # mybusinesslodging.locations.lodging.getGoogleUpdated at first sight
    ("sawubona. whats on kusasa?", "calendar.events.list"),  # an event read at first sight
    ("open my Sales 2026 sheet, wanna see november", "sheets.spreadsheets.values.get"),  # a spreadsheet read at first sight
    ("is the invoice from Swiss Gourmet Imports in yet?? they said friday latest", "gmail.users.messages.list"),  # chat at first sight
    ("In the Building Fund spreadsheet please add yesterday's pledges: Elder Owusu £250, Sister Comfort Ofori £100, Brother Yaw Darko £50. The Lord loves a cheerful giver (2 Cor 9:7)", "sheets.spreadsheets.values.append"),  # sheets.spreadsheets.create at first sight
    ("If 120 members each give £15 a month to the building fund, how much will we have in one year? By faith!", None),  # meet.spaces.members.create at first sight
    ("kam is 40 plates x £17 minus 10% discount?", None),  # the rows read at first sight
    ("all emails from noreply@deliveroo.co.uk put them in label Deliveroo and not in inbox pls", "gmail.users.settings.filters.create"),  # the mail searched at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
