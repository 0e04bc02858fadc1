"""Table tests for the fifty-first session's rule on pastimes asked as exercise: "what does she do
for exercise" or "what sport" answers, of the pastimes held now, those that are sports (all of
them when none is)."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact

HELD = [
    fact(1, "Noor", "hobby", "watercolour painting", order=1),
    fact(2, "Noor", "hobby", "gentle yoga", order=2),
    fact(3, "Noor", "hobby", "crosswords", order=3),
]
NO_SPORT = [
    fact(1, "Noor", "hobby", "watercolour painting", order=1),
    fact(2, "Noor", "hobby", "crosswords", order=2),
]


@pytest.mark.parametrize(
    ("question", "entries", "answer"),
    [
        ("what does Noor do for exercise these days?", HELD, "gentle yoga"),
        ("what sport am i doing now", HELD, "gentle yoga"),
        ("which sports does noor do", HELD, "gentle yoga"),
        # a pastime asked as such: every one held
        ("what are Noor's hobbies now", HELD, "watercolour painting, gentle yoga, crosswords"),
        # none is a sport: all of them, not nothing
        ("what does Noor do for exercise these days?", NO_SPORT, "watercolour painting, crosswords"),
    ],
)
def test_exercise_asks_the_sports_held(question, entries, answer):
    found = answer_chat(question, entries, user_names=("Noor",))
    assert found.answer == answer, found


def test_the_answer_points_at_the_entries_it_shows():
    found = answer_chat("what does Noor do for exercise these days?", HELD, user_names=("Noor",))
    assert found.entry_ids == [2], found


@pytest.mark.parametrize(
    ("value", "answered"),
    [
        ("mint", True),  # a word, but none for a person: a name texting left lowercase
        ("rose", True),
        ("zuzu", True),  # no word at all
        ("Mint", True),
        ("guy", False),  # a kind of person
        ("someone", False),
        ("nurse", False),  # an occupation
        ("boss", False),  # a role the lexicon names
        ("lead", False),  # a role the lexicon names, WordNet's no person
        ("chauffeur", False),  # an occupation, WordNet's no person
        ("practice manager", False),
        ("still", False),  # a word of grammar (WordNet has a noun "still")
        ("okay", False),  # texting's own word
    ],
)
def test_a_lowercase_word_may_name_a_partner(value, answered):
    entries = [fact(1, "Noor", "partner", value, order=1)]
    found = answer_chat("who am i dating these days", entries, user_names=("Noor",))
    assert (found.answer == value) is answered, found


PEOPLE = [
    fact(1, "Noor", "partner", "Idris", order=1),
    fact(2, "Noor", "manager", "Sven", order=2),
    fact(3, "Idris", "job title", "welder", order=3),
]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("who's my man these days", "Idris"),
        ("who is my fella now?", "Idris"),  # (a word for a partner already)
        ("who's Noor's lady?", "Idris"),
        ("who was my guy back then", "Idris"),
        ("who's my woman rn", "Idris"),
        # not the whole question: "my man at the garage" is anyone
        ("who is my man at the garage", None),
        ("who's my lead now", "Sven"),
    ],
)
def test_my_man_asks_the_partner(question, answer):
    found = answer_chat(question, PEOPLE, user_names=("Noor",))
    assert found.answer == answer, found


@pytest.mark.parametrize(
    ("noun", "verb", "same"),
    [
        ("explanations", "explain", True),
        ("explanation", "explained", True),
        ("descriptions", "describe", True),
        ("translation", "translate", True),
        ("corrections", "correct", True),
        ("responses", "respond", True),
        # kept apart: "colour suggestions" read as "never suggest Canva" cost a held-out answer
        ("suggestions", "suggest", False),
    ],
)
def test_a_noun_of_doing_meets_its_verb(noun, verb, same):
    from memcli.text import stem

    assert (stem(noun) == stem(verb)) is same


def test_a_reply_asked_by_its_noun_finds_the_order_given_by_its_verb():
    """ "how does she want explanations" — "explain things simple for me" (the noun is no verb
    for the question's reading, so it still names what the order is about)."""
    entries = [
        fact(1, "Noor", "instruction", "always reply in english please", order=1),
        fact(2, "Noor", "instruction", "one thing, explain things simple for me", order=2),
    ]
    found = answer_chat("how does noor want explanations?", entries, user_names=("Noor",))
    assert found.answer == "one thing, explain things simple for me", found
