"""Table tests for "how has … changed" answers (memcli.answer_chat): a slot's story takes in its
ended and negated values, its family (job titles with employers) when it is short or asked
broadly, the slot a possessive names, and a partner's relationship stages."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact, said

# Bettany (the user): one job title, three employers (the first said in the same turn as the
# title); two job titles at Kettleworth; pescatarian, then not; two managers; one partner, Anselm.
ENTRIES = [
    fact(1, "Bettany", "job title", "florist", order=1),
    fact(2, "Bettany", "employer", "Petal Lane", "superseded", order=1),
    fact(3, "Bettany", "employer", "Greenhouse Co", "superseded", order=5),
    fact(4, "Bettany", "employer", "Kettleworth", order=9),
    fact(5, "Bettany", "diet", "pescatarian", order=2),
    fact(6, "Bettany", "not diet", "pescatarian", order=8),
    fact(7, "Bettany", "manager", "Odalys", "superseded", order=3),
    fact(8, "Bettany", "manager", "Ferris", order=7),
    fact(9, "Bettany", "partner", "Anselm", order=4),
    fact(10, "Ilse", "job title", "clerk", "superseded", order=2),
    fact(11, "Ilse", "job title", "auditor", order=6),
    fact(12, "Ilse", "employer", "Vantor", order=4),
    fact(13, "Ilse", "partner", "ended: Rupert", order=9),
    fact(14, "Ilse", "partner", "Rupert", "superseded", order=3),
    said(20, "Bettany", "Anselm is my boyfriend now, it is official."),
    said(21, "Bettany", "My cousin and her husband split up last week, so sad."),
    said(22, "Bettany", "Anselm proposed at the lighthouse!"),
    said(23, "Bettany", "Wedding planning has begun, we booked the barn."),
    said(24, "Ilse", "Rupert and I have been dating since spring."),
]
USER = ("Bettany",)


@pytest.mark.parametrize(
    "question, expected",
    [
        # one job title: its family (the employers) tells the rest, same-turn values joined
        ("How has Bettany's job changed over time?", "florist, Petal Lane → Greenhouse Co → Kettleworth"),
        # two job titles and a narrow word: the slot alone
        ("How has Ilse's job changed over time?", "clerk → auditor"),
        # a broad word takes the whole family even when the slot has two values
        ("How has Ilse's career changed?", "clerk → Vantor → auditor"),
        # a negated value is the story's last step
        ("How has Bettany's diet changed over the years?", "pescatarian → no longer pescatarian"),
        # a possessive names the slot whose story is asked
        ("How has Bettany's manager changed over time?", "Odalys → Ferris"),
        # stages the user's turns name about the partner (the user's "we" counts, a cousin's
        # split does not)
        ("How has Bettany's relationship with Anselm progressed?", "Anselm: dating → engaged → married"),
        # an ended partner after the stages named: split up
        ("How has Ilse's relationship changed?", "Rupert: dating → split up"),
    ],
)
def test_evolution_tells_the_whole_story(question, expected):
    assert answer_chat(question, ENTRIES, user_names=USER).answer == expected
