"""The statement reader without the rarest-noun veto (the thirty-sixth pass on chat): a word memory
never says vetoes only a sentence that says both words around it inside one phrase of the
question. Fixtures are our own."""

from __future__ import annotations

import pytest

import memcli.answer_chat as answer_chat_module
from memcli.answer_chat import _frames_of_unsaid, _Question, answer_chat
from memcli.text import spell_out, stem
from tests.test_answer_chat import said, says


def frames(question: str, unsaid: set[str]) -> list[set[str]]:
    q = _Question(spell_out(question), [], ("Noor",))
    return _frames_of_unsaid(q, {stem(w) for w in unsaid})


@pytest.mark.parametrize(
    ("question", "unsaid", "expected"),
    [
        # inside a phrase: the words either side
        ("who is the chief financial officer", {"financial"}, [{"chief", "offic"}]),
        ("whats my work mobile number", {"mobile"}, [{"work", "numb"}]),
        # a phrase's first or last word has no frame: "the finest supper" may answer "favourite supper"
        ("what is my favourite supper", {"favourite"}, []),
        ("what colour is her favourite violin", {"violin"}, []),
        # a stop word ends the phrase ("the studio by the river")
        ("does she go to the studio by the river", {"studio"}, []),
        # two unsaid words side by side frame nothing with each other
        ("who is the chief financial technical officer", {"financial", "technical"}, []),
        ("who is the chief financial officer", set(), []),
    ],
)
def test_frames_of_unsaid(question, unsaid, expected):
    assert frames(question, unsaid) == expected


STATEMENTS = [
    said(1, "Noor", "new work mob is 07700 900123, the old one's gone", order=1),
    said(2, "Noor", "Dad's home number is 01632 960111", order=2),
    said(3, "Noor", "the abstract deadline is 12 March, not 14 March, I misread the call", order=3),
    said(4, "Noor", "Dalia is the chief product officer now", order=4),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "mobile" never said: the sentence that says one word of its frame answers
        ("whats my work mobile number", "07700 900123"),
        # "conference" never said, at the end of its phrase: no veto
        ("what's the abstract deadline for the conference", "12 March"),
        # "financial" never said, and a sentence says both words around it: another officer
        ("who is the chief financial officer", None),
    ],
)
def test_a_word_never_said(question, expected):
    says(answer_chat(question, STATEMENTS, user_names=("Noor",)).answer, expected)


DOSES = [
    said(1, "Noor", "the doctor upped my sertraline to 100 last week", order=1),
    said(2, "Noor", "walked the dog along the canal, lovely evening", order=2),
    said(3, "Noor", "booked the van for the move on saturday", order=3),
    said(4, "Noor", "the afternoons at work drag so much, so sleepy", order=4),
    said(5, "Noor", "my sister brought round a lemon drizzle cake", order=5),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 42% of the question's weight met (under MIN_COVERAGE, over LOW_COVERAGE), close in meaning
        ("what dose of sertraline am I taking now?", "100"),
        ("how much sertraline do I take these days?", "100"),
        # 30%: too little said, however close
        ("what's the afternoon dose of my sertraline", None),
    ],
)
def test_a_statement_covering_less_but_close_in_meaning(question, expected):
    says(answer_chat(question, DOSES, user_names=("Noor",)).answer, expected)


@pytest.mark.parametrize(("cosine", "kept"), [(0.39, False), (0.4, True), (0.63, True), (None, False)])
def test_near_in_meaning_floor(monkeypatch, cosine, kept):
    """LOW_COVERAGE_MEANING: a statement covering less is kept only this close in meaning (with
    no encoder, never)."""
    monkeypatch.setattr(
        answer_chat_module, "_meaning_cosines", lambda q, s: None if cosine is None else [cosine]
    )
    q = _Question("what dose of sertraline am I taking now?", DOSES, ("Noor",))
    low = [(0.42, DOSES[0], DOSES[0].value)]
    assert bool(answer_chat_module._near_in_meaning(q, low)) is kept


@pytest.mark.parametrize(("cosine", "answered"), [(0.19, False), (0.2, True), (0.24, True)])
def test_closest_in_meaning_floor(monkeypatch, cosine, answered):
    """MEANING_FLOOR: the closest sentence answers a question of taste only this close (0.2 since
    the thirty-sixth pass; 0.25 before)."""
    taste = [said(1, "Noor", "been listening to nothing but uk garage all week", order=1)]
    monkeypatch.setattr(answer_chat_module, "_meaning_cosines", lambda q, s: [cosine] * len(s))
    q = _Question("what kind of music is Noor into?", taste, ("Noor",))
    found = answer_chat_module._closest_in_meaning(q, taste)
    assert (found is not None) is answered, found
