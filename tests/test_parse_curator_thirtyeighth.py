"""Table tests for the forty-seventh session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- a phone's curly apostrophe reads as the straight one ----------------------------------
    pytest.param(
        ["I’m a vet at Harbourside now"],
        {("Noor", "job title", "vet", "active"), ("Noor", "employer", "Harbourside", "active")},
        {("Noor", "’m at", "Harbourside", "active")},
        id="curly-i-am",
    ),
    pytest.param(
        ["I’m allergic to peanuts"],  # (no fact at all with the curly one)
        {("Noor", "allergy", "peanuts", "active")},
        set(),
        id="curly-allergic",
    ),
    pytest.param(
        ["not too hot please, I don’t like chilli, my stomach is weak"],  # the curly "n’t" was lost
        {("Noor", "dislikes", "chilli", "active")},
        {("Noor's stomach", "likes", "chilli", "active"), ("Noor", "likes", "chilli", "active")},
        id="curly-negation",
    ),
    pytest.param(
        ["I got a job at Nando’s"],  # a value keeps the apostrophe it was typed with
        {("Noor", "employer", "Nando’s", "active")},
        {("Noor", "employer", "Nando's", "active")},
        id="curly-kept-in-a-value",
    ),
    pytest.param(
        ["finallyyyy moved to hobart!!!"],  # (the stretched word was read as a name, the mover)
        {("Noor", "residence", "Hobart", "active")},
        {("Finallyyyy", "residence", "Hobart", "active")},
        id="a-stretched-word",
    ),
    # --- what adorns a sentence is no part of a name: closing emoji, Markdown's bold -----------
    pytest.param(
        ["finally moved to Hobart🎉"],
        {("Noor", "residence", "Hobart", "active")},
        {("Noor", "residence", "Hobart 🎉", "active")},
        id="a-closing-emoji-glued",
    ),
    pytest.param(
        ["my new boss is Tamsin ❤\ufe0f!!"],
        {("Noor", "manager", "Tamsin", "active")},
        set(),
        id="a-closing-emoji-with-its-selector",
    ),
    pytest.param(
        ["we moved to Perth 🇦🇺 last week"],  # (an emoji inside a sentence breaks it, as before)
        {("Noor", "residence", "Perth", "active")},
        set(),
        id="an-emoji-inside",
    ),
    pytest.param(
        ["I work at **Brightline** now"],
        {("Noor", "employer", "Brightline", "active")},
        set(),
        id="markdown-bold",
    ),
    pytest.param(
        ["I work at __Brightline__ now"],
        {("Noor", "employer", "Brightline", "active")},
        set(),
        id="markdown-bold-underscores",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_chat_rules(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not absent & found, found


@pytest.mark.parametrize(
    ("sentence", "read"),
    [
        ("moved to Hobart🎉", "moved to Hobart"),
        ("my boss is Tamsin ❤\ufe0f!!", "my boss is Tamsin!!"),  # the marks after it stay
        ("got it 🎉 starting monday", "got it 🎉 starting monday"),  # inside: the splitter's
        ("at **Brightline** now", "at Brightline now"),
        ("at __Brightline__ now", "at Brightline now"),
        ("2 * 3 ** 2 is 18", "2 * 3 ** 2 is 18"),  # no pair, no bold
        ("plain words", "plain words"),
        ("#newjob started at Brightline", "started at Brightline"),  # tags before it
        ("moved to Hobart #blessed #vanlife", "moved to Hobart"),  # a run of tags after it
        ("always end my posts with #ad", "always end my posts with #ad"),  # one after it: said
        ("finallyyyy moved to hobart", "finally moved to hobart"),  # a letter held down
        ("cooool new job", "cool new job"),  # held twice when the word is spelt so
        ("dates as YYYY-MM-DD please", "dates as YYYY-MM-DD please"),  # capitals: a format
        ("we paid 1000 for it", "we paid 1000 for it"),  # digits are no letters held
        ("zzzxq", "zzzxq"),  # no word either way: as typed
        ("hmmmm ok", "hmm ok"),  # a filler no dictionary holds
    ],
)
def test_what_adorns_a_sentence_is_left_out(sentence, read):
    from memcli.curators.parse import _unadorned

    assert _unadorned(sentence) == read
