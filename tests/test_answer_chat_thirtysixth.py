"""Table tests for the thirty-sixth session's answerer rows (memcli.answer_chat): the user's
name asked in full. Our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact, said, says

FACTS = [
    said(1, "Tam", "thats where i was born, quorrin, so mum can come with me", order=1),
    fact(2, "Tamsin", "hometown", "Brellow", order=2),
    said(3, "Jo", "i was born up in stennick, long time ago", order=3),
]


@pytest.mark.parametrize(
    ("question", "user", "expected"),
    [
        # memory knows the user as "Tam": "Tamara" is her name in full, no word to look for
        ("where was Tamara born", ("Tam",), "quorrin"),
        ("where was tam born", ("Tam",), "quorrin"),
        # someone memory knows by that name is that person, not the user
        ("where is Tamsin from", ("Tam",), "Brellow"),
        # a lowercase word is no name ("Sam" begins "same")
        ("where was tamara born", ("Tam",), None),
        # a name of two letters begins too many names to be one of them
        ("where was Josephine born", ("Jo",), None),
        # a shorter word is no name in full
        ("where was Ta born", ("Tam",), None),
    ],
)
def test_the_users_name_asked_in_full(question, user, expected):
    says(answer_chat(question, FACTS, user_names=user).answer, expected)


def test_someone_memory_knows_is_not_the_user_in_full():
    facts = [
        fact(1, "Tam", "hometown", "Quorrin", order=1),
        fact(2, "Tamsin", "hometown", "Brellow", order=2),
    ]
    assert answer_chat("where was Tamsin born", facts, user_names=("Tam",)).answer == "Brellow"


TABLETS = [
    said(1, "Tor", "my son gave me a new tablet for christmas, an Ipad from the shop", order=1),
    said(2, "Tor", "i use the bus for the shops now", order=2),
    said(3, "Tor", "the shops shut at six on a sunday", order=3),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "which tablet am I using": the kind asked is the thing held; "using" is no word of it
        ("which tablet am I using these days", "Ipad"),
        # with no kind asked, what is used is the question's own word
        ("what do i use", "bus"),
    ],
)
def test_using_asks_the_thing_held_when_its_kind_is_asked(question, expected):
    says(answer_chat(question, TABLETS, user_names=("Tor",)).answer, expected)


HOME = [fact(1, "Tor", "residence", "Quillby", order=1)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "stay" before an adjective says how one stays, and names no home
        ("what do i drink to stay awake on nights", None),
        ("how do i stay fit these days", None),
        # where one stays is the home; "in" before a place is no adjective
        ("where am i staying now", "Quillby"),
        ("where do i stay in the week", "Quillby"),
    ],
)
def test_stay_before_an_adjective_asks_no_home(question, expected):
    assert answer_chat(question, HOME, user_names=("Tor",)).answer == expected


COFFEE = [
    said(1, "Tor", "flat white is the only coffee that matters", order=1),
    said(2, "Tor", "the order of the songs is all wrong", order=2),
    said(3, "Tor", "the songs were far too loud last night", order=3),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a drink asked by the words that choose it, which no one says of it
        ("what's my coffee of choice", "flat white"),
        ("what's my usual coffee order", "flat white"),
        # nothing eaten or drunk asked: "order" is a word to look for
        ("what was the order again", "order"),
    ],
)
def test_a_drink_of_choice_is_the_one_had(question, expected):
    says(answer_chat(question, COFFEE, user_names=("Tor",)).answer, expected)
