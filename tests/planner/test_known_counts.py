"""Counts a request leaves to common knowledge: a deck's 52 cards and how many of them are a kind, a die's six
faces, a fair coin's even chance; never a count the request does not rely on."""

from __future__ import annotations

from tests.planner.test_values_said import read

ODDS = {"all_outcomes_total": {"type": "integer", "description": "How many outcomes there are in all."},
        "winning_outcomes": {"type": "integer", "description": "How many of the outcomes win."}}
DRAW = {"deck_size": {"type": "integer", "description": "Cards in the deck."},
        "matching": {"type": "integer", "description": "Number of cards that satisfy the condition."},
        "drawn": {"type": "integer", "description": "Number of cards drawn.", "default": 1}}


def test_a_card_drawn_from_a_deck_is_its_share_of_52():
    assert read("Chance of pulling a queen out of a deck?", ODDS, ["all_outcomes_total", "winning_outcomes"]) == (
        {"all_outcomes_total": 52, "winning_outcomes": 4}, [])
    assert read("odds of getting a spade card from a full deck", DRAW, ["deck_size", "matching"])[0] == {
        "deck_size": 52, "matching": 13}
    assert read("odds that I turn over a black card from a deck", DRAW, ["deck_size", "matching"])[0] == {
        "deck_size": 52, "matching": 26}
    assert read("odds of the ace of clubs from a deck of 52 cards", DRAW, ["deck_size", "matching"])[0] == {
        "deck_size": 52, "matching": 1}


def test_a_die_has_six_faces_and_a_fair_coin_an_even_chance():
    assert read("What are the odds of an even number when I roll a die?", ODDS,
                ["all_outcomes_total", "winning_outcomes"])[0] == {"all_outcomes_total": 6, "winning_outcomes": 3}
    binomial = {"tosses": {"type": "integer", "description": "Number of tosses."},
                "heads": {"type": "integer", "description": "Number of heads wanted."},
                "p": {"type": "float", "description": "Probability of success on each trial."}}
    assert read("chance of 3 heads in 7 flips of a fair coin", binomial, ["tosses", "heads"])[0] == {
        "tosses": 7, "heads": 3, "p": 0.5}


def test_no_count_comes_from_knowledge_the_request_does_not_rely_on():
    args, missing = read("Chance of pulling a queen out of the hat?", ODDS, ["all_outcomes_total", "winning_outcomes"])
    assert args == {} and missing == ["all_outcomes_total", "winning_outcomes"]  # no deck: asked, not guessed
    args, missing = read("Shuffle the deck and tell me the odds", ODDS, ["all_outcomes_total", "winning_outcomes"])
    assert args == {"all_outcomes_total": 52} and missing == ["winning_outcomes"]  # which card is not said
