"""What reading a request must not change: a business's name that looks like a misspelling ("Epirus Dairy" is no diary), a
price written with a dot ("25.50" is no time), a capitalised name after a shouted opener."""

from __future__ import annotations

import pytest

from core.planner import shorthand


@pytest.mark.parametrize(("typed", "kept"), [
    ("ãhã and the invoice from Epirus Dairy, it come in the email yet? i cant find it", "Epirus Dairy"),
    ("Mas Rudi pesen 3 sate ayam for lagghu', 25.50, belum bayar", "25.50"),
    ("just bang this in the calendar as it is: Nan eye test Specsavers Croydon Tue 1 Dec 2.15pm", "Nan eye test"),
])
def test_a_name_or_price_stays_as_typed(typed, kept):
    assert kept in shorthand.expand(typed)


def test_a_misspelt_diary_is_still_read_as_the_diary():
    assert "my diary" in shorthand.expand("put in my dairy friday dentist 3pm")
