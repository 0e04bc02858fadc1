"""Table tests for "how has … changed" answers (memcli.answer_chat): a slot's story takes in its
ended and negated values, its family (job titles with employers), the slot a possessive names,
and a partner's relationship stages."""

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
        # two job titles: a job is its titles and its employers, in the order they held
        ("How has Ilse's job changed over time?", "clerk → Vantor → auditor"),
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


@pytest.mark.parametrize(
    ("question", "evolution"),
    [
        ("list my bosses in order", True),
        ("list all the managers ive had", True),
        ("trace where i've lived since uni", True),
        ("walk me through my jobs", True),
        ("run me through the kitchens i've worked in", True),
        ("take me through my phones", True),
        ("the cars we've had, oldest first", True),
        ("the car we had", False),
        ("run me a bath", False),
        ("every flat she's had", True),
        ("who have my bosses been since i started", True),
        ("what have his jobs been", True),
        ("how many hives since we started keeping bees", False),
        ("where all have i lived", True),
        ("where have i been all day", False),
        ("which list is mine", False),
        ("where do i live", False),
        ("all the best for tomorrow", False),
    ],
)
def test_questions_that_ask_the_whole_story(question, evolution):
    from memcli.answer_chat import _Question

    assert _Question(question, [], USER).evolution is evolution


def test_ive_is_the_user_and_no_word_to_look_for():
    from memcli.answer_chat import _Question

    q = _Question("list all the managers ive had", [], USER)
    assert q.subjects == ["Bettany"] and "ive" not in q.relation_terms


# Nessa (the user): no slot tells where she has worked; three turns do, and a fourth is chit-chat
STORY = [
    said(
        30,
        "Nessa",
        "started work at the garden centre on monday, muddy but fun",
        valid_at="2024-02-01T10:00:00Z",
    ),
    said(31, "Nessa", "the weather is awful again", valid_at="2024-03-01T10:00:00Z"),
    said(
        32,
        "Nessa",
        "left the garden centre, now working at Fernbrook Library",
        valid_at="2024-06-01T10:00:00Z",
    ),
    said(33, "Nessa", "working at the Mossley Arts Trust from today!", valid_at="2024-11-01T10:00:00Z"),
]


def test_a_story_no_slot_tells_is_told_by_what_was_said_in_order():
    found = answer_chat("how has my work changed over time", STORY, user_names=("Nessa",))
    assert found.answer.startswith("2024-02-01: started work at the garden centre")
    assert found.answer.index("Fernbrook") < found.answer.index("Mossley")
    assert "weather" not in found.answer
    assert found.reason == "what was said about it, in order"


def test_one_sentence_tells_no_story():
    found = answer_chat("how has my work changed over time", STORY[:2], user_names=("Nessa",))
    assert found.reason != "what was said about it, in order"


def test_a_sentence_that_covers_too_little_is_no_step():
    """ "the hours at the library are long" covers "library" but not "work": no step of the story."""
    entries = [
        said(30, "Nessa", "started work at the library on monday", valid_at="2024-02-01T10:00:00Z"),
        said(31, "Nessa", "the hours at the library are long", valid_at="2024-03-01T10:00:00Z"),
        said(
            32,
            "Nessa",
            "moved to the reference desk at work, library is quieter",
            valid_at="2024-06-01T10:00:00Z",
        ),
    ]
    found = answer_chat("how has my library work changed over time", entries, user_names=("Nessa",))
    assert found.entry_ids == [30, 32]


def test_a_slot_story_takes_what_was_said_beside_it_when_that_tells_more():
    """A stage the curator did not file is often in the sentences: the slot's timeline comes
    first, then what was said about it, in order; not for a partner (the stages tell that)."""
    entries = [
        fact(1, "Bettany", "residence", "Glycine Row", "superseded", order=5),
        fact(2, "Bettany", "residence", "Aubrey Lane", order=9),
        said(
            30,
            "Bettany",
            "I have to end the lease on my flat on Tanner Street, where I lived first.",
            order=1,
        ),
        said(31, "Bettany", "Living on Glycine Row now, it is quiet.", order=5),
        said(32, "Bettany", "We moved again, living on Aubrey Lane, and the lease is signed.", order=9),
    ]
    found = answer_chat("How has Bettany's address changed over time?", entries, user_names=USER).answer
    assert found.startswith("Glycine Row → Aubrey Lane | ") and "Tanner Street" in found
    assert "quiet" not in found  # a sentence naming a value of the timeline tells nothing more


CHOIR = [
    said(30, "Bettany", "joined the Elmstead choir as an alto in March", valid_at="2024-03-02T10:00:00Z"),
    said(31, "Bettany", "now I'm choir secretary too, they roped me in", valid_at="2024-09-14T10:00:00Z"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "involvement" is an idea no sentence says: the story is told by the rest of the words
        (
            "How has my involvement with the choir changed?",
            "2024-03-02: joined the Elmstead choir as an alto in March → 2024-09-14: now I'm choir "
            "secretary too, they roped me in",
        ),
        # a thing no sentence names still means memory holds nothing for the question
        ("How has my involvement with the rowing club changed?", None),
    ],
)
def test_a_story_question_ignores_an_abstract_word_nothing_says(question, expected):
    assert answer_chat(question, CHOIR, user_names=USER).answer == expected


# A story no statement covers ("taste" and "music" said in no sentence): the sentences closest in
# meaning tell it, one a turn, in the order they were said; one such sentence tells no story.
LISTENING = [
    said(40, "Nessa", "mostly listening to jazz records on vinyl", valid_at="2024-01-10T10:00:00Z"),
    said(41, "Nessa", "the weather is awful again", valid_at="2024-02-10T10:00:00Z"),
    said(42, "Nessa", "folk songs and fiddle tunes all day now", valid_at="2024-04-10T10:00:00Z"),
]


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        (LISTENING, "2024-01-10: mostly listening to jazz records on vinyl → 2024-04-10: folk songs"),
        (LISTENING[:2], None),  # one close sentence: no change told
        (LISTENING[::-1], "2024-01-10: mostly listening to jazz records on vinyl → 2024-04-10: folk songs"),
    ],
)
def test_a_story_no_statement_covers_is_told_by_the_closest_sentences(entries, expected):
    found = answer_chat("how has my music taste changed", entries, user_names=("Nessa",))
    if expected is None:
        assert found.answer is None, found.answer
    else:
        assert found.answer.startswith(expected), found.answer
        assert "weather" not in found.answer
        assert found.reason == "what was said closest to it, in order"


@pytest.mark.parametrize(
    ("called", "said_last", "expected"),
    [
        ("boyfriend", "we got married in june", "Tomasz: dating → engaged → married (husband)"),
        ("girlfriend", "we got married in june", "Tomasz: dating → engaged → married (wife)"),
        ("boyfriend", "the ring is gorgeous, so engaged!!", "Tomasz: dating → engaged (fiancé)"),
        ("partner", "we got married in june", "Tomasz: engaged → married"),
    ],
)
def test_a_partner_story_ends_in_what_they_are_now(called, said_last, expected):
    """The last stage with what the partner is now, in the user's word for them ("my boyfriend
    Tomasz", married: her husband); a word no stage renames ("partner") adds nothing."""
    entries = [
        fact(1, "Noor", "partner", "Tomasz", order=1),
        said(2, "Noor", f"my {called} Tomasz is lovely"),
        said(3, "Noor", "Tomasz proposed at the beach!"),
        said(4, "Noor", said_last),
    ]
    assert (
        answer_chat(
            "How has Noor's relationship with Tomasz progressed?", entries, user_names=("Noor",)
        ).answer
        == expected
    )
