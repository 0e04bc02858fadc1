"""Table tests for the forty-ninth session's rules on money in replies: a currency is answered by
a unit of money, not by money itself (memcli.kinds.is_of_kind), the world's currencies name
the currency topic, a question of what currency amounts "should" be in asks how to reply, and a
one-off estimate asked in a currency is no standing order."""

from __future__ import annotations

import pytest

from memcli import kinds
from memcli.answer_chat import answer_chat
from memcli.intent import asks_how_to_reply
from tests.test_answer_chat import said
from tests.test_instructions import instructions_of


@pytest.mark.parametrize(
    ("word", "currency"),
    [
        ("cedis", True),  # WordNet's monetary units, under no "currency" of its own
        ("dirhams", True),
        ("pesos", True),
        ("euros", True),
        ("bucks", True),  # said as money, no unit in WordNet
        ("money", False),  # money itself, which WordNet files under currency
        ("cash", False),
        ("amounts", False),
    ],
)
def test_a_currency_is_a_unit_of_money(word, currency):
    assert kinds.is_of_kind(word, "currency") is currency


def test_the_unit_answers_what_currency_not_the_money_said_before_it():
    statements = [said(1, "Noor", "and pls, always the money in naira, never dollars", order=1)]
    found = answer_chat("which currency does Noor use for money", statements, user_names=("Noor",))
    assert found.answer == "naira", found


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("what currency should money be given in for me?", True),
        ("which currency should the amounts be in", True),
        ("should prices be in a particular currency for Noor", True),
        ("what currency is used in Ghana", False),  # neither a wish nor a "should"
    ],
)
def test_what_currency_amounts_should_be_in_asks_how_to_reply(question, asks):
    assert asks_how_to_reply(question) is asks


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        ("always give me prices in naira", {("currency", "always give me prices in naira")}),
        ("money stuff in shillings please", {("currency", "money stuff in shillings please")}),
        # a thing made once, in a currency: this reply's money, not every reply's
        ("can you give me a cost estimate for the trip, in naira?", set()),
        ("could you do a quick breakdown of the costs in baht", set()),
    ],
)
def test_the_worlds_currencies_name_the_currency_topic(turn, expected):
    assert instructions_of([turn]) == expected
