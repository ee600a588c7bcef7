"""Everyday requests from blind sets 207–210 (a Coventry chitenge stall (Bemba words), a mum of three writing from the school gate,
an Edinburgh dry cleaner (Russian words); a Tottenham hair and beauty shop (Lingala and French), a start-up founder in corporate
shorthand, a Walthamstow fruit and veg stall (Cockney); a Bristol empanada stand (Chilean Spanish), a 16-year-old gamer, a
Croydon roti and bara shop (Sranan Tongo); a Brisbane coffee stall (Tok Pisin), a retired Nigerian civil servant in Croydon, a
Gibraltar car hire desk (Llanito)), written on Monday 23 November 2026; each was planned wrong at first sight (session 51), as
its comment says."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.planner.plans import NOW


@pytest.mark.parametrize(("typed", "method"), [
    ("good morning! what do i have on lelo afternoon? i want to run to the wholesaler if im free", "calendar.events.list"),  # calendar.freebusy.query at first sight
    ("qué tengo hoy?", "calendar.events.list"),  # chat at first sight
    ("pon respuesta automática po: me voy a Chile del 17 dic al 7 de enero, el stand cerrado, abro de nuevo el 8. en inglés y español porfa", "gmail.users.settings.updateVacation"),  # sql.instances.demoteMaster at first sight
    ("kill fri's all-hands — half the US team is OOO for Thanksgiving anyway", "calendar.events.delete"),  # gmail.users.settings.updateVacation at first sight
    ("spin up a doc — 'Q1 OKRs — draft v0'", "docs.documents.create"),  # docs.documents.get at first sight
    ("anything from Harriet re: term sheet? been radio silent since thurs", "gmail.users.messages.list"),  # chat at first sight
    ("that 'growth hacking masterclass' spam from yesterday — bin it", "gmail.users.messages.trash"),  # blogger.comments.markAsSpam at first sight
    ("Well done. Kindly send a mail to my son Tunde (tunde.adeyemi@outlook.com) to inform him that the family meeting has been shifted to Saturday 5th December by 2pm at my residence. He should do the needful and inform his siblings accordingly.", "gmail.users.messages.send"),  # an event changed at first sight
    ("I humbly request that you enter my appointment with Dr Mensah at Parchmore Medical Centre into my calendar. It is this Thursday by 10.40am.", "calendar.events.insert"),  # an event got at first sight
    ("That mail from the so-called Spanish Lottery people, kindly bin it. It is 419.", "gmail.users.messages.trash"),  # a contact deleted at first sight
    ("ha llegao el email de la insurance? lo de la renewal de la flota", "gmail.users.messages.list"),  # an e-mail sent at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


@pytest.mark.parametrize(("typed", "never"), [
    ("That mail from the so-called Spanish Lottery people, kindly bin it. It is 419.", "people.people.deleteContact"),  # at first sight
    ("that email from the car insurance about renewing, bin it, ive already sorted it on the phone", "people.people.deleteContact"),
    ("kill fri's all-hands — half the US team is OOO for Thanksgiving anyway", "gmail.users.settings.updateVacation"),  # turned it off
    ("pon respuesta automática po: me voy a Chile del 17 dic al 7 de enero, el stand cerrado, abro de nuevo el 8.", "sql."),  # demoted
    ("add to hiring tracker: Sam Patel | Sr Backend Eng | referral (Leo) | onsite booked", "firebaseapphosting."),  # a backend made
    ("that 'growth hacking masterclass' spam from yesterday — bin it", "blogger."),  # a blog comment marked as spam
])
def test_nothing_is_done_that_was_never_asked(gate, typed, never):
    assert not any(call.method.startswith(never) for call in gate.plan(typed).calls)


def test_an_auto_reply_in_chilean_spanish_runs_over_its_days(gate):
    body = gate.plan("pon respuesta automática po: me voy a Chile del 17 dic al 7 de enero, el stand cerrado, abro de nuevo el 8. en "
                     "inglés y español porfa").calls[0].arguments["body"]
    day = [dt.datetime.fromtimestamp(int(body[k]) / 1000, NOW.tzinfo).date() for k in ("startTime", "endTime")]
    assert day == [dt.date(2026, 12, 17), dt.date(2027, 1, 8)]  # from 7 January with no end at first sight ("17 dic" unread)
