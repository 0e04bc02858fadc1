"""Table tests for the fifty-second session's rule on teams supported: a club someone belongs to
(a gym, a cycling group) is no team they cheer for."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact

BELONGS = [fact(1, "Noor", "club", "Harbourside Rowing Club", order=1)]
BOTH = [*BELONGS, fact(2, "Noor", "supports", "Kestrel Rovers", order=2)]


@pytest.mark.parametrize(
    ("question", "entries", "answer"),
    [
        ("which football club do i support", BELONGS, None),
        ("which club is noor a supporter of", BELONGS, None),
        ("which club did noor support in 2020", BELONGS, None),
        ("name the club noor supports", BELONGS, None),
        ("which club has noor supported since childhood", BELONGS, None),
        ("which club do I support these days", BOTH, "Kestrel Rovers"),
        ("which club am i a member of", BELONGS, "Harbourside Rowing Club"),  # belonging asked
        ("what club did noor join", BELONGS, "Harbourside Rowing Club"),
    ],
)
def test_a_club_belonged_to_is_no_team_supported(question, entries, answer):
    found = answer_chat(question, entries, user_names=("Noor",)).answer
    if answer is None:
        assert found is None
    else:
        assert answer in (found or "") and ("Harbourside" in answer or "Harbourside" not in found), found
