"""Table tests for the forty-eighth session's reader rules: a pet named in a turn that names
only one kind of animal is that animal (memcli.answer_chat._only_noun_of_its_turn), and a
question's closing time words ("at the moment") leave "what's X called" a naming question."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact, said

# Two pets over time: a cat said by name (its entry, superseded, left out of a current pack),
# then a dog named in a note ("name Pip")
PETS = [
    said(1, "Noor", "my cat Saffron has stopped eating, she is 14", order=1),
    said(3, "Noor", "we took in a dog from the shelter!! scruffy, brown, name Pip", order=3),
    fact(4, "Noor", "pet", "Pip", order=4, turn=3),
]


@pytest.mark.parametrize(
    ("question", "right", "wrong"),
    [
        ("what's the name of Noor's cat", "Saffron", "Pip"),  # Pip's turn says only "dog"
        ("what's Noor's dog called", "Pip", "Saffron"),
        ("what's Noor's dog called at the moment", "Pip", "Saffron"),  # (it abstained)
        ("what's Noor's dog called right now??", "Pip", "Saffron"),
    ],
)
def test_a_pet_is_the_animal_its_turn_names(question, right, wrong):
    found = answer_chat(question, PETS, user_names=("Noor",))
    assert right in (found.answer or ""), found
    assert wrong not in (found.answer or ""), found


def test_a_turn_naming_two_animals_tells_nothing():
    """ "got a puppy! the cat is not impressed": the turn names two animals, so it does not say
    Pip is no dog."""
    statements = [
        said(1, "Noor", "got a puppy! the cat is not impressed. named him Pip", order=1),
        fact(2, "Noor", "pet", "Pip", order=2, turn=1),
    ]
    found = answer_chat("what's Noor's dog called", statements, user_names=("Noor",))
    assert found.answer == "Pip"


@pytest.mark.parametrize(
    "question",
    ["what does Noor do to stay fit these days", "how does Noor keep fit now", "what's Noor's workout now"],
)
def test_keeping_fit_asks_for_the_pastime(question):
    statements = [
        said(1, "Noor", "signed up for a 10k in may, so that's the plan", order=1),
        fact(2, "Noor", "hobby", "rowing", order=2),
    ]
    found = answer_chat(question, statements, user_names=("Noor",))
    assert found.answer == "rowing", found


def test_a_measurement_system_asks_for_the_units():
    statements = [
        fact(1, "Noor", "instruction", "keep answers short please", order=1),
        fact(2, "Noor", "instruction", "always use metric, kilometres and celsius", order=2),
    ]
    found = answer_chat(
        "which measurement system should answers use for me", statements, user_names=("Noor",)
    )
    assert "metric" in (found.answer or ""), found


def test_the_currency_wanted_is_an_instruction():
    """ "what currency do I want prices in": asked of the replies, told by the standing order (a
    statement that names dollars in passing is no answer)."""
    statements = [
        said(1, "Noor", "how do i convert 40 dollars to euros in a spreadsheet", order=1),
        fact(2, "Noor", "instruction", "from now on give me prices in rand, not dollars", order=2),
    ]
    found = answer_chat("what currency do i want prices in", statements, user_names=("Noor",))
    assert found.answer == "from now on give me prices in rand, not dollars", found


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("what currency do i want prices in", True),
        ("what currency does Noor want amounts in", True),
        ("what currency is used in Ghana", False),  # no wish: a question of fact
    ],
)
def test_the_currency_wanted_asks_how_to_reply(question, asks):
    from memcli.intent import asks_how_to_reply

    assert asks_how_to_reply(question) is asks
