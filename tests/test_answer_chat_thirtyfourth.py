"""Table tests for the thirty-fourth session's answerer rows (memcli.answer_chat, memcli.intent):
"when I first got to X" asks the value that held first; a sentence's own first word is no name;
a sentence naming the kind asked is likelier the one. Our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from memcli.intent import historical_intent
from tests.test_answer_chat import fact, said

HOMES = [
    fact(1, "Noa", "residence", "Kettle Yard", status="superseded", superseded_by=2, order=1),
    fact(2, "Noa", "residence", "Pell Street", status="superseded", superseded_by=3, order=2),
    fact(3, "Noa", "residence", "Orrin Hill", order=3),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("where did I live when I first got to Norway", "Kettle Yard"),
        ("where was noa living when she first moved over", "Kettle Yard"),
        ("where did Noa live first", "Kettle Yard"),
        ("where does Noa live now", "Orrin Hill"),
        # "first" before a past verb, not after "when <someone>": when, not which value
        ("where did Noa live after she first moved", "Kettle Yard, Pell Street"),
    ],
)
def test_when_someone_first_did_something_asks_the_first_value(question, expected):
    found = answer_chat(question, HOMES, historical=historical_intent(question), user_names=("Noa",))
    assert found.answer == expected, found


@pytest.mark.parametrize(
    ("question", "historical"),
    [
        ("where did I live when I first got to Norway", True),
        ("what car did Noa drive when she first came over", True),
        ("what car does Noa drive when she goes over", False),  # no "first": the time she goes
        ("where do I live", False),
    ],
)
def test_when_someone_first_is_a_historical_cue(question, historical):
    assert historical_intent(question) is historical


def test_a_sentences_first_word_is_no_name_of_the_kind_asked():
    # "Back" opens the second sentence: no chapel's name, so nothing answers
    entries = [said(1, "Noa", "Best ewe we ever had on the farm. Back legs going now.")]
    found = answer_chat("which chapel does noa go to these days", entries, user_names=("Noa",))
    assert found.answer is None, found
    entries.append(said(2, "Noa", "We go to Capel Bethel on the square since the move."))
    found = answer_chat("which chapel does noa go to these days", entries, user_names=("Noa",))
    assert found.answer is not None and "Bethel" in found.answer, found


@pytest.mark.parametrize("order", [(1, 2), (2, 1)])
def test_a_sentence_naming_the_kind_asked_is_preferred(order):
    first, second = order
    entries = [
        said(first, "Noa", "We go to Tallis Green on Sundays, lovely singing."),
        said(second, "Noa", "New chapel. We go to Saint Ives Mission on the square."),
    ]
    found = answer_chat("which chapel does noa go to", entries, user_names=("Noa",))
    # (without the kind, the two cover the question alike and both are shown)
    assert found.answer is not None and "Mission" in found.answer and "Tallis" not in found.answer, found


def test_a_sentence_naming_only_the_kind_asked_is_no_answer():
    entries = [said(1, "Noa", "The chapel roof leaks again, Dai says.")]
    found = answer_chat("which chapel does noa go to", entries, user_names=("Noa",))
    assert found.answer is None, found


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What does the user's partner do for a living?", "farrier"),
        ("what does noa's partner do for a living", "farrier"),
        ("what does the user do for a living", "glazier"),
    ],
)
def test_the_users_relative_is_a_step_from_the_user(question, expected):
    entries = [
        fact(1, "Noa", "partner", "Idris"),
        fact(2, "Idris", "job title", "farrier"),
        fact(3, "Noa", "job title", "glazier"),  # said last: the latest job title of all
    ]
    assert answer_chat(question, entries, user_names=("Noa",)).answer == expected


def test_im_is_the_user_not_a_name_before_the_verb():
    entries = [
        said(1, "Noa", "please use metric, I'm a teacher in Wales not Texas"),
        said(2, "Noa", "first week at Brackwell and I'm teaching chemistry to the S2s"),
    ]
    found = answer_chat("which school does Noa teach at now", entries, user_names=("Noa",))
    assert found.answer is not None and "Brackwell" in found.answer, found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the food nearest the words the dislike is said with ("can't stand"), not the first one
        ("porridge is fine and jacket potato too but honestly i cant stand olives never could", "olives"),
        ("toast for breakfast, but mushrooms i refuse to touch", "mushrooms"),
    ],
)
def test_the_food_a_dislike_names_is_the_one_beside_its_words(text, expected):
    entries = [said(1, "Noa", text)]
    assert answer_chat("what food do i hate", entries, user_names=("Noa",)).answer == expected


def test_a_value_that_is_only_the_kind_asked_names_none():
    entries = [
        fact(1, "Noa", "car", "van"),
        said(2, "Noa", "bought a transit custom off a mate, the van's mint"),
    ]
    found = answer_chat("what van is Noa driving at the moment", entries, user_names=("Noa",))
    assert found.answer != "van" and "transit" in (found.answer or ""), found
    # asked without the kind, the value answers as it is
    assert answer_chat("what does Noa drive", entries[:1], user_names=("Noa",)).answer == "van"


@pytest.mark.parametrize(
    ("text", "answered"),
    [
        ("I feed the sourdough weekly, a spoon of rye and some water", True),
        ("the sourdough gets fed twice a day in summer", True),
        ("I feed the sourdough with rye flour", False),  # no how often: no number, no frequency
    ],
)
def test_how_often_is_answered_by_a_frequency(text, answered):
    found = answer_chat("how often do i feed the sourdough", [said(1, "Noa", text)], user_names=("Noa",))
    assert (found.answer is not None) is answered, found


@pytest.mark.parametrize(
    ("likes", "question", "expected"),
    [
        (["linocut room"], "what's noa's favourite colour", None),  # no colour liked: no answer
        (["linocut room", "teal"], "what's noa's favourite colour", "teal"),
        (["linocut room", "otters"], "what's noa's favourite animal", "otters"),
        (["linocut room", "autumn"], "what's noa's favourite season", "autumn"),
        (["linocut room"], "what's noa's favourite band", "linocut room"),  # a band may be any name
    ],
)
def test_a_favourite_of_a_closed_kind_is_of_it(likes, question, expected):
    entries = [fact(n, "Noa", "likes", value) for n, value in enumerate(likes, start=1)]
    assert answer_chat(question, entries, user_names=("Noa",)).answer == expected
