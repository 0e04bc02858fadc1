"""Table tests for the fifty-second session's rule on teams supported: a club someone belongs to
(a gym, a cycling group) is no team they cheer for."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact

BELONGS = [fact(1, "Noor", "club", "Harbourside Rowing Club", order=1)]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("which football club do i support", None),
        ("which club is noor a supporter of", None),
        ("which club did noor support in 2020", None),
        ("name the club noor supports", None),
        ("which club has noor supported since childhood", None),
        ("which club am i a member of", "Harbourside Rowing Club"),  # belonging asked
        ("what club did noor join", "Harbourside Rowing Club"),
    ],
)
def test_a_club_belonged_to_is_no_team_supported(question, answer):
    assert answer_chat(question, BELONGS, user_names=("Noor",)).answer == answer
