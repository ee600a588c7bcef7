"""Everyday requests from blind sets 259–262 (a Jersey City sisig restaurant (Kapampangan), a Norfolk birdwatcher, a Reading braai shop (Tsonga); a Spitalfields
honey stall (Bashkir), a train driver, a Luton salon (Ndebele); a Small Heath fish shop (Luo), a nervous 83-year-old with her
first smartphone, an Edinburgh fur stall (Sakha); a Bradford phone repair shop (Rohingya), a poet who writes in verse, a Seattle
Sephardic bakery (Ladino)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("Good morning. Before I forget, has anything come through from the Cley Bird Club about the AGM? The secretary is a chap called Malcolm Pryor. Lovely crisp start here, pink-footed geese going over in their thousands at first light, quite a sight.", "gmail.users.messages.list"),  # chat at first sight
    ("Bit of an ID question for you. How do you tell a Caspian Gull from a Yellow-legged Gull in the field, first-winters especially? There's one being reported at Whitlingham and I'm not at all convinced by the photos going round.", None),  # people.people.updateContactPhoto at first sight
    ("what I have irtägä? market or something else", "calendar.events.list"),  # chat at first sight
    ("did Spitalfields office write me about pitch fee for december? cant find it", "gmail.users.messages.list"),  # chat at first sight
    ("Branch meeting Weds, put it back 1900 to 1930. Still at the Crown.", "calendar.events.patch"),  # an event made at first sight
    ("whats on kiny?", "calendar.events.list"),  # chat at first sight
    ("erokamano jaduong, you help me too much 🙏", None),  # domainsrdap.getHelp at first sight
    ("I'm going to stay with my sister Pat in Eastbourne from the 1st to the 8th of December. Daniel said the email can tell people I'm away, could you do that please? Just say I am away and will reply when I'm home. Thank you.", "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("in my doc Fur care add at end: Never dry fur near radiator. Shake and hang in cold place.", "docs.documents.batchUpdate"),  # a blank document made at first sight
    ("65+40+35+30 koto", None),  # the rows read at first sight
    ("let tom see moorland hours —\nthe manuscript in my drive —\nhe may comment, not change a word\n(tom@arcpublications.co.uk)", "drive.permissions.create"),  # drive.comments.create at first sight
    ("kerida did Shepherd's Grain send the invoice for the flour yet? check my email", "gmail.users.messages.list"),  # an e-mail sent at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
