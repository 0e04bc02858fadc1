"""Table tests for which slot values answer a question (memcli.answer_chat._value_fits): a
slot of people is answered by a name, one of places or organisations by a name or a kind of
place, a question that asks a name by a name; anything else falls through to what was said."""

from __future__ import annotations

import pytest

from memcli.answer_chat import ChatAnswer, _Question, _value_fits, answer_chat, relation_match
from memcli.text import stem
from tests.test_answer_chat import fact, said


@pytest.mark.parametrize(
    ("question", "relation", "value", "fits"),
    [
        ("who is my boss", "manager", "practice manager", False),  # a role, not a person
        ("who is my boss", "manager", "devika", True),  # a name in lowercase
        ("who is my boss", "manager", "Sheila", True),
        ("where do i live", "residence", "guy", False),  # no place
        ("where do i live", "residence", "orchard ave", True),  # several words: a name
        ("where do i live", "residence", "Flat 3", True),
        ("where do i live", "residence", "wexmouth", True),  # no noun of English: a name
        ("where do i work", "employer", "hospital", True),  # a kind of place answers where
        ("where do i work", "employer", "work", False),
        ("what is the place i work at called", "employer", "bakery", False),  # a name is asked
        ("what is the place i work at called", "employer", "fennick loaf", True),
        ("what car do i drive", "car", "van", True),  # things are not names
        ("what scent can't i stand", "dislikes", "smell", False),  # what a scent is, not which
        ("what scent can't i stand", "dislikes", "lavender", True),
        ("who is my boss", "manager", None, True),  # the slot's own abstention stands
        ("who did i share the flat on elm road with", "residence", "Elm Road", False),  # someone asked
        ("who did i share the flat with", "residence", "Dunmore", False),
        ("who do i work for", "employer", "Quillon Press", True),  # an organisation answers "who" for work
        ("who runs operations at the company", "employer", "Quillon Press", False),  # no one named: a role
        ("which university is she going to", "course", "music", False),  # a course is no university
        ("what is she studying", "course", "music", True),
        ("where did i share a flat", "residence", "Elm Road", True),
    ],
)
def test_a_slot_value_answers_by_its_kind(question, relation, value, fits):
    q = _Question(question, [], ("Noor",))
    found = ChatAnswer(value, [1], "current", [("Noor", relation, "")])
    assert _value_fits(q, found) is fits


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        ("hey so im driving home from work right now, bear with me", False),
        ("works at the Starlite Picturehouse, free popcorn", True),  # a capitalized name
        ("quarrystone offered me a full time job", True),  # a lowercase name: no word of English
        ("the climbing gym finally hired me", True),  # a kind of place
        ("work has been mad this week", False),
        ("I work there on Mondays", False),
    ],
)
def test_a_where_question_is_answered_by_a_sentence_that_names_a_place(sentence, names):
    from memcli.answer_chat import _names_place

    assert _names_place(sentence, _Question("where does noor work now", [], ("Noor",))) is names


def test_a_where_statement_that_names_no_place_is_passed_over():
    from memcli.answer_chat import answer_chat
    from tests.test_answer_chat import said

    entries = [
        said(1, "Noor", "started work at Quillon Press today, nervous"),
        said(2, "Noor", "driving home from work now, long day at work"),
    ]
    assert answer_chat("where does noor work now", entries, user_names=("Noor",)).answer == (
        "started work at Quillon Press today, nervous"
    )


def test_dietary_restrictions_ask_the_diet():
    from memcli.answer_chat import answer_chat
    from tests.test_answer_chat import fact

    entries = [fact(1, "Noor", "diet", "coeliac"), fact(2, "Noor", "hobby", "pottery")]
    assert (
        answer_chat("Does Noor have any dietary restrictions?", entries, user_names=("Noor",)).answer
        == "coeliac"
    )


# A where-question naming only a kind of place asks the subject's own slot of places.
KINDS_ONLY = [
    fact(1, "Noor", "residence", "Harrogate"),
    fact(2, "Noor", "employer", "Penfold Insurance"),
    said(3, "Noor", "just moved to Harrogate!"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what city am i in now", "Harrogate"),
        ("which town am i in", "Harrogate"),
        ("what city is the conference in", None),  # a kind of place, of something else
    ],
)
def test_a_kind_of_place_alone_asks_the_home(question, expected):
    assert answer_chat(question, KINDS_ONLY, user_names=("Noor",)).answer == expected


def test_a_kind_word_counts_half_a_cue():
    """ "what city do I live in": "city" alone would not choose the home over another slot that
    one full cue word matches."""
    assert relation_match([stem("city")], "residence") == 0.5
    assert relation_match([stem("city"), stem("live")], "residence") == 1.5


def test_an_open_role_asked_whole_answers_before_the_likes():
    entries = [
        fact(1, "Noor", "likes", "green curry"),
        fact(2, "Noor", "favourite band", "Big Thief"),
        fact(3, "Noor", "likes", "long walks"),
    ]
    assert answer_chat("who is my favourite band", entries, user_names=("Noor",)).answer == "Big Thief"
    # and a favourite is liked: "what do i like" names it with the likes, in the order said
    assert (
        answer_chat("what do i like", entries, user_names=("Noor",)).answer
        == "green curry, Big Thief, long walks"
    )
    assert relation_match([stem("favourite"), stem("band")], "favourite band") == 1.5
