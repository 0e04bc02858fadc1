"""Table tests for the forty-fifth session's pass on chat (memcli.curators.parse, discourse and
instructions). Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py;
our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- a lowercase name whose second word the tagger read as a verb ---------------------------
    pytest.param(
        ["we can do three days a week at pixel barn over summer"],
        {("Noor", "employer", "pixel barn", "active")},
        {("Noor", "employer", "pixel", "active")},
        id="a-name-read-as-a-noun-and-a-verb",
    ),
    # --- a post moved to a firm is a job there ---------------------------------------------------
    pytest.param(
        ["my placement got moved to harlow services, the big one"],
        {("Noor", "employer", "Harlow Services", "active")},
        set(),
        id="a-post-moved-to-a-firm",
    ),
    pytest.param(
        ["my job moved to Leeds"],
        set(),
        {("Noor", "employer", "Leeds", "active")},
        id="a-post-moved-to-a-town-names-no-firm",
    ),
    pytest.param(
        ["my contract didn't get moved to Harlow Services in the end"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="a-post-not-moved",
    ),
    pytest.param(
        ["my sister's cat got moved to Harlow Services"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="a-thing-moved-is-no-post",
    ),
    pytest.param(
        ["my car got moved to Harlow Services"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="my-thing-moved-is-no-post",
    ),
    pytest.param(
        ["my contract got outsourced to Harlow Services"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="a-post-outsourced",
    ),
    # --- an aside in brackets is no object -------------------------------------------------------
    pytest.param(
        ["my bf tomek is lovely", "tomek and i broke up (his choice, whatever)"],
        {("Noor", "partner", "ended: Tomek", "active")},
        set(),
        id="a-break-up-with-an-aside",
    ),
    # --- "X and i split": a parting ----------------------------------------------------------------
    pytest.param(
        ["my gf is zara", "zara and i split last night"],
        {("Noor", "partner", "ended: zara", "active")},
        set(),
        id="two-who-split",
    ),
    pytest.param(
        ["my gf is zara", "zara and i split the bill"],
        set(),
        {("Noor", "partner", "ended: zara", "active")},
        id="two-who-split-a-thing",
    ),
    # --- "started at X": worth parsing, a job ----------------------------------------------------
    pytest.param(
        ["i started at quay loft bakery on tuesday"],
        {("Noor", "employer", "quay loft bakery", "active")},
        set(),
        id="started-at-a-place",
    ),
    # --- instructions ----------------------------------------------------------------------------
    pytest.param(
        ["Going fwd: tables only, no fluff."],
        {("Noor", "instruction", "Going forward: tables only, no fluff.", "active")},
        set(),
        id="going-fwd-is-going-forward",
    ),
    pytest.param(
        ["keep your answers short ok?"],
        {("Noor", "instruction", "keep your answers short ok?", "active")},
        set(),
        id="an-order-that-ends-on-ok",
    ),
    # --- a move, then where ----------------------------------------------------------------------
    pytest.param(
        ["we moved!! dunmore now. so much space"],
        {("Noor", "residence", "dunmore", "active")},
        set(),
        id="moved-then-the-place-and-now",
    ),
    pytest.param(
        ["we moved!! finally now."],
        set(),
        {("Noor", "residence", "finally", "active")},
        id="moved-then-no-place",
    ),
    pytest.param(
        ["left carrowmore end of june. new place is lush"],
        {("Noor", "leave", "carrowmore", "active")},
        {("Noor", "leave", "carrowmore end of june", "active")},
        id="the-object-left-and-when",
    ),
    pytest.param(
        ["we moved to Harwick!! left oldcastle in march."],
        {("Noor", "former residence", "oldcastle", "active"), ("Noor", "residence", "Harwick", "active")},
        set(),
        id="the-town-left-in-a-move",
    ),
    pytest.param(
        ["we moved to Harwick. left the office early today"],
        set(),
        {("Noor", "former residence", "office", "active")},
        id="a-thing-left-in-a-move",
    ),
    pytest.param(
        ["left oldcastle in march, what a trip"],
        set(),
        {("Noor", "former residence", "oldcastle", "active")},
        id="a-town-left-without-a-move",
    ),
    # --- a thing got, then named alone -----------------------------------------------------------
    pytest.param(
        ["got new phone. samsung A35."],
        {("Noor", "phone", "A35", "active")},
        set(),
        id="a-model-named-alone",
    ),
    pytest.param(
        ["got a new car. Tom!"],
        set(),
        {("Noor", "car", "Tom", "active")},
        id="a-person-hailed-is-no-model",
    ),
    pytest.param(
        ["got a new job!! so happy. Harlow Books"],
        {("Noor", "employer", "Harlow Books", "active")},
        {("Noor", "job title", "Harlow Books", "active")},
        id="a-job-named-by-where",
    ),
    pytest.param(
        ["got a new job!! Pharmacist"],
        {("Noor", "job title", "Pharmacist", "active")},
        {("Noor", "employer", "Pharmacist", "active")},
        id="a-job-named-by-its-title",
    ),
    pytest.param(
        ["got a new job!! Head Chef"],
        {("Noor", "job title", "Head Chef", "active")},
        {("Noor", "employer", "Head Chef", "active")},
        id="a-job-named-by-a-title-of-two-words",
    ),
    # --- the news's name is said close to the news -----------------------------------------------
    pytest.param(
        ["engaged!!! cant believe it. Marisol."],
        {("Noor", "partner", "Marisol", "active")},
        set(),
        id="a-name-two-sentences-after-the-news",
    ),
    pytest.param(
        ["engaged!!! cant believe it. so happy. Speech."],
        set(),
        {("Noor", "partner", "Speech", "active")},
        id="a-word-three-sentences-after-the-news",
    ),
    pytest.param(
        ["my gf is Rachel", "engaged!!! Marisol said yes. we went to the coast"],
        {("Noor", "partner", "Marisol", "active")},
        set(),
        id="the-one-who-said-yes",
    ),
    pytest.param(
        ["the boss said yes to the raise. Tom said yes too"],
        set(),
        {("Noor", "partner", "Tom", "active")},
        id="a-yes-with-no-engagement",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_sixth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


def _doc(words, heads, deps, pos):
    import spacy
    from spacy.tokens import Doc

    tags = {"VERB": "VBD", "NOUN": "NN", "PROPN": "NNP", "ADP": "IN", "ADV": "RB", "PRON": "PRP"}
    return Doc(
        spacy.blank("en").vocab, words=words, heads=heads, deps=deps, pos=pos, tags=[tags[p] for p in pos]
    )


@pytest.mark.parametrize(
    ("words", "heads", "deps", "pos", "compound"),
    [
        pytest.param(
            ["work", "at", "pixel", "barn", "now"],
            [0, 0, 1, 0, 0],
            ["ROOT", "prep", "pobj", "advcl", "advmod"],
            ["VERB", "ADP", "NOUN", "VERB", "ADV"],
            ("pixel", "barn"),
            id="a-noun-read-as-a-verb-after-an-object",
        ),
        pytest.param(
            ["kids", "at", "school", "love", "it"],
            [3, 0, 1, 3, 3],
            ["nsubj", "prep", "pobj", "ROOT", "dobj"],
            ["NOUN", "ADP", "NOUN", "VERB", "PRON"],
            None,
            id="a-verb-after-an-object",
        ),
        pytest.param(
            ["pixel", "barn"],
            [1, 1],
            ["nsubj", "ROOT"],
            ["NOUN", "VERB"],
            None,
            id="after-a-subject",
        ),
        pytest.param(
            ["kids", "barn", "go"],
            [2, 2, 2],
            ["nsubj", "advcl", "ROOT"],
            ["NOUN", "VERB", "VERB"],
            None,
            id="after-another-verbs-subject",
        ),
        pytest.param(
            ["went", "to", "school", "said", "nothing"],
            [0, 0, 1, 0, 3],
            ["ROOT", "prep", "pobj", "conj", "dobj"],
            ["VERB", "ADP", "NOUN", "VERB", "NOUN"],
            None,
            id="a-verb-of-its-own-after-an-object",
        ),
        pytest.param(
            ["pixel", "barn"],
            [1, 1],
            ["dobj", "ROOT"],
            ["NOUN", "VERB"],
            None,
            id="its-own-object",
        ),
        pytest.param(
            ["at", "pixel", "b4u"],
            [0, 0, 0],
            ["ROOT", "pobj", "advcl"],
            ["ADP", "NOUN", "VERB"],
            None,
            id="not-a-word",
        ),
    ],
)
def test_a_noun_read_as_a_verb(words, heads, deps, pos, compound):
    from memcli.curators.parse import _mend_nouns_read_as_verbs

    doc = _doc(words, heads, deps, pos)
    _mend_nouns_read_as_verbs(doc)
    found = [(t.text, t.head.text) for t in doc if t.dep_ == "compound"]
    assert found == ([compound] if compound else [])
    if compound:
        assert doc[words.index(compound[1])].dep_ == "pobj"
