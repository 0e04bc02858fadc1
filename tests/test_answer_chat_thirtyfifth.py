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
