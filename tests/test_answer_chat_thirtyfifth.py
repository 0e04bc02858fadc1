"""Table tests for the thirty-fifth session's answerer rows (memcli.answer_chat): a value the
question already names answers nothing. Our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact

HOME = [fact(1, "Noa", "residence", "Pellow Bridge", order=1)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the question gives the town and asks the street: the town is no answer
        ("what street is noa's house in pellow bridge on", None),
        ("which road in Pellow Bridge does Noa live on", None),
        # part of the value named is not all of it
        ("which bridge does noa live near", "Pellow Bridge"),
        ("where does noa live now", "Pellow Bridge"),
        # a yes/no question may name the value it asks about
        ("does noa still live in pellow bridge", "Pellow Bridge"),
    ],
)
def test_a_value_the_question_names_answers_nothing(question, expected):
    found = answer_chat(question, HOME, user_names=("Noa",))
    assert found.answer == expected, found


MATES = [
    fact(1, "Noa", "crewmate", "Deirdre", order=1),
    fact(2, "Noa", "crewmate", "Nuala", order=2),
    fact(3, "Noa", "flatmate", "Marte", order=3),
    fact(4, "Noa", "flatmate", "Chidi", order=4),
    fact(5, "Noa", "hobby", "boxing", order=5),
    fact(6, "Noa", "hobby", "rowing", order=6),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # one person asked for now, of several said over time: the one said last
        ("who's noa's crewmate these days", "Nuala"),
        ("who is my flatmate now", "Chidi"),
        ("which crewmate is noa working with these days", "Nuala"),
        ("which crewmate does noa have", "Deirdre, Nuala"),
        # several asked for, or not about now: all of them
        ("who are my flatmates now", "Marte, Chidi"),
        ("who is noa's flatmate", "Marte, Chidi"),
        # things held at once stay several, however the question counts them
        ("what hobby does noa do these days", "boxing, rowing"),
    ],
)
def test_one_person_asked_for_now_is_the_one_said_last(question, expected):
    assert answer_chat(question, MATES, user_names=("Noa",)).answer == expected
