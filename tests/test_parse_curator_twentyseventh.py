"""Table tests for the twenty-seventh pass on chat's curator rows (memcli.curators.parse): (turns,
must yield, must not yield) as in tests/test_parse_curator.py; our own wording. The pass's
answerer rows are in tests/test_answer_chat.py and tests/test_answer_chat_evolution.py."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- what a fan is a fan of ----------------------------------------------------------------------
    pytest.param(
        ["we're all Thornaby United fans in this house"],
        {("Noor", "likes", "Thornaby United", "active")},
        # the name whole, not its words one by one; where the fans are is nothing liked
        {("Noor", "likes", "Thornaby", "active"), ("Noor", "likes", "United", "active")}
        | {("Noor", "likes", "house", "active")},
        id="a-fan-of-a-name-of-two-words-in-a-place",
    ),
    pytest.param(
        ["I'm a massive fan of Glenarm Athletic"],
        {("Noor", "likes", "Glenarm Athletic", "active")},
        set(),
        id="a-fan-of-a-name",
    ),
    pytest.param(
        ["I am a huge fan of pickled beetroot at home"],
        {("Noor", "likes", "pickled beetroot", "active")},
        {("Noor", "likes", "home", "active")},
        id="a-fan-of-a-thing-somewhere",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twenty_seventh_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


def _parsed(words, heads, deps, pos):
    from spacy.tokens import Doc
    from spacy.vocab import Vocab

    return Doc(Vocab(), words=words, heads=heads, deps=deps, pos=pos)


@pytest.mark.parametrize(
    ("heads", "expected"),
    [
        ([3, 3, 3, 3, 3, 6, 4], ["Ardley Wanderers"]),  # both words the noun's: the name whole
        ([3, 2, 3, 3, 3, 6, 4], ["Ardley Wanderers"]),  # one the other's: the same name
    ],
)
def test_a_fan_of_a_name_the_parser_splits(heads, expected):
    """The small parser hangs the words of a name before "fans" on the noun side by side or one
    on the other; either way the name is one value, and "in this house" is where, not what."""
    from memcli.curators.parse import _fan_of

    words = ["all", "Ardley", "Wanderers", "fans", "in", "this", "house"]
    deps = ["det", "compound", "compound", "ROOT", "prep", "det", "pobj"]
    pos = ["DET", "PROPN", "PROPN", "NOUN", "ADP", "DET", "NOUN"]
    doc = _parsed(words, heads, deps, pos)
    assert _fan_of(doc[3]) == expected
