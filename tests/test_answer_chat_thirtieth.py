"""Table tests for the thirtieth session's answerer rows (memcli.answer_chat): a sentence's words
are read as the question's are (texting's shorthand spelled out on both sides). Our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import said

SAID = [
    said(1, "Ren", "my gf works at the garden centre on Mill Lane"),
    said(2, "Ren", "the weather was awful all week"),
]


@pytest.mark.parametrize(
    "question",
    ["where does my girlfriend work", "where does my gf work"],
)
def test_shorthand_is_read_alike_in_the_question_and_what_was_said(question):
    found = answer_chat(question, SAID, user_names=("Ren",))
    assert found.answer is not None and "garden centre" in found.answer, found


@pytest.mark.parametrize(
    ("said_text", "question", "expected"),
    [
        # the kind asked ("department") is met by its shorthand ("dept")
        (
            "left for the emergency dept at the big hospital last yr",
            "which department did I leave for",
            "emergency dept",
        ),
        # spelled out, "ill" is "I'll": no name of the kind asked (a breed)
        ("ok ill send it tmrw gotta go, pepper needs a walk", "what breed is pepper", None),
    ],
)
def test_the_kind_asked_in_shorthand(said_text, question, expected):
    found = answer_chat(question, [said(1, "Ren", said_text)], user_names=("Ren",))
    if expected is None:
        assert found.answer is None, found
    else:
        assert found.answer is not None and expected in found.answer, found


def test_a_home_town_is_where_one_is_from():
    """ "home town" asks where someone is from, not the home they have ("home" alone does)."""
    from tests.test_answer_chat import fact

    entries = [fact(1, "Ren", "hometown", "Tregaron"), fact(2, "Ren", "residence", "Cardiff")]
    assert answer_chat("what is my home town", entries, user_names=("Ren",)).answer == "Tregaron"
    assert answer_chat("where do I live", entries, user_names=("Ren",)).answer == "Cardiff"


@pytest.mark.parametrize(
    ("turns", "question", "expected"),
    [
        # called "my boyfriend" at first, married since: a husband, whoever asks
        (
            ["my boyfriend Tavish is still in Leith", "we got married on saturday!!"],
            "what is Tavish to me",
            "husband (married)",
        ),
        (
            ["my boyfriend Tavish is still in Leith", "we got married on saturday!!"],
            "What is Tavish to the user now?",
            "husband (married)",
        ),
        (["my girlfriend Oona proposed!! we're engaged"], "who is Oona to me", "fiancée (engaged)"),
        # called by no noun: the relation's own word
        (["Oona proposed!! we're engaged"], "who is Oona to me", "partner (engaged)"),
    ],
)
def test_a_partner_is_named_by_their_stage(turns, question, expected):
    from tests.test_answer_chat import fact

    entries = [fact(1, "Ren", "partner", turns[0].split()[2] if turns[0].startswith("my ") else "Oona")]
    entries += [said(10 + i, "Ren", text) for i, text in enumerate(turns)]
    assert answer_chat(question, entries, user_names=("Ren",)).answer == expected
