"""Table tests for the thirty-second session's answerer rows (memcli.answer_chat). Our own
wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import said

PUPPY = "big news, a beagle puppy joined the household, we named her Clementine"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "the user's": whose, like "Ren's" — "user" is no word a statement must say
        ("what's the name of the user's dog", "Clementine"),
        ("what is Ren's dog called", "Clementine"),
        ("what's my dog called", "Clementine"),
    ],
)
def test_the_user_written_so_asks_no_word_user(question, expected):
    entries = [said(1, "Ren", PUPPY), said(2, "Ren", "the boiler is making that noise again")]
    found = answer_chat(question, entries, user_names=("Ren",))
    assert found.answer is not None and expected in found.answer, found


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        (PUPPY, True),  # a beagle puppy is a dog: the name beside it is the dog's
        # the name is said beside no dog, nor a thing of the dog kind
        ("big news, my niece joined the choir, we named the cake Clementine", False),
    ],
)
def test_a_name_near_a_thing_of_the_kind_asked(sentence, answers):
    entries = [said(1, "Ren", sentence), said(2, "Ren", "my dog is a menace"), said(3, "Ren", "tea?")]
    found = answer_chat("what's the name of Ren's dog", entries, user_names=("Ren",))
    assert (found.answer is not None and "Clementine" in found.answer) is answers, found


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what car does he drive", "Skoda Fabia"),  # "he", no one named: the memory's own person
        ("what does she drive these days", "Skoda Fabia"),
        ("what car does Tove drive", "Saab"),  # someone named: theirs
    ],
)
def test_a_pronoun_naming_no_one_asks_after_the_user(question, expected):
    from tests.test_answer_chat import fact

    entries = [
        said(1, "Ren", "sold the van, I drive a Skoda Fabia now"),
        fact(2, "Ren", "car", "Skoda Fabia"),
        fact(3, "Tove", "car", "Saab"),
    ]
    assert answer_chat(question, entries, user_names=("Ren",)).answer == expected
