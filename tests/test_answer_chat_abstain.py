"""Table tests for when a statement really answers (memcli.answer_chat): it must be about the
question's person, hold a number the question does not already say, and, when it meets only the
question's verb, hold something of the asked kind. Otherwise the answerer abstains."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact, said, says

# Wren (the user) talks about her brother Casimir and her friend Ottoline.
TURNS = [
    said(1, "Wren", "The drive to the coast takes about three hours so I leave at dawn."),
    said(2, "Wren", "Ottoline came round. She plays the oboe in a wind band on Sundays."),
    said(3, "Wren", "Casimir is thrilled about the move. What I need is a letter to the board about work."),
    said(4, "Wren", "Great news, I passed the C1 exam!"),
    said(5, "Wren", "My brother Casimir just got a 78 in his theory test."),
    said(6, "Wren", "On weekday evenings I play the cello in the town orchestra."),
    said(7, "Wren", "My kettle is a Brindle Steam, it boils in a minute."),
    said(10, "Wren", "Big news, I met someone at the climbing wall. He teaches violin at the conservatoire."),
    said(11, "Wren", "Honestly I hate the new sofa at the office."),
    fact(8, "Casimir", "residence", "Tolworth"),
    fact(9, "Ottoline", "residence", "Pellham"),
]
USER = ("Wren",)


@pytest.mark.parametrize(
    "question, expected",
    [
        # about the person: a sentence naming someone else, or nobody, is no answer about them
        ("What instrument does Ottoline play?", "oboe"),  # "She" leans on the name just before
        ("What does Casimir do for work?", None),  # named before, but the sentence says "I"
        # "her boyfriend" memory holds no name for: the user's "he" may be him
        ("What instrument does Wren's boyfriend teach?", "violin"),
        # a number the question does not already say
        ("What score did I get on the C1 exam?", None),
        ("What score did Casimir get in his theory test?", "78"),
        # a sentence that meets only the verb must hold something of the asked kind
        ("What car does Wren drive?", None),  # "the drive to Pellham": no car in it
        ("What instrument does Wren play?", "cello"),  # close to "instrument"; not Ottoline's oboe
        ("What kettle do I have?", "Brindle"),  # the kind word itself
        ("What food do I hate?", None),  # "hate" is the verb: a sofa is no food
    ],
)
def test_a_statement_answers_only_when_it_holds_the_asked_thing(question, expected):
    found = answer_chat(question, TURNS, user_names=USER)
    if expected is None:
        assert found.answer is None, found.answer
    else:
        assert found.answer and expected.lower() in found.answer.lower()


# Two people talk (no one is "the user"): each one's own "I" sentences are about them.
TWO_SPEAKERS = [
    said(21, "Ysolde", "I started a pottery class at the community hall last week."),
    said(22, "Bertil", "I have been restoring an old sailing dinghy all summer."),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What class did Ysolde start?", "pottery"),
        ("What has Bertil been restoring?", "dinghy"),
        ("What class did Bertil start?", None),  # Ysolde's sentence is not about Bertil
    ],
)
def test_a_speakers_own_sentence_is_about_that_speaker(question, expected):
    got = answer_chat(question, TWO_SPEAKERS, user_names=())
    says(got.answer, expected)


# Wren's son Piran: what was said about him names no hospital, no breed.
PIRAN = [
    fact(30, "Wren", "child", "Piran"),
    said(31, "Wren", "Our son Piran was born on 3 March, a week early, and he is perfect."),
    said(32, "Wren", "my dog pickle chewed the remote again, honestly."),
    said(33, "Wren", "The christening was lovely, the whole family came."),
]


@pytest.mark.parametrize(
    ("turns", "question", "expected"),
    [
        # a sentence meeting the question's other words still has to hold the asked kind
        (PIRAN, "Which hospital was Piran born in?", None),
        (PIRAN, "What breed is pickle?", None),
        # a date is held by a month or a number
        (PIRAN, "What date was Piran born?", "3 March"),
        (PIRAN, "When was Piran born, what date?", "3 March"),
        (
            [PIRAN[0], said(35, "Wren", "Piran was born in late March, in the end.")],
            "What month was Piran born?",
            "March",
        ),
        # the kind met by a name the question does not use
        (
            [*PIRAN, said(34, "Wren", "Piran was born at St Aldhelm's after a long night.")],
            "Which hospital was Piran born in?",
            "Aldhelm",
        ),
    ],
)
def test_a_statement_holds_the_asked_kind_even_when_it_meets_other_words(turns, question, expected):
    got = answer_chat(question, turns, user_names=USER)
    says(got.answer, expected)
