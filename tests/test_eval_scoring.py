"""The benchmark scorers: rd-forget §4.3's MAB-FC rule, LoCoMo's token F1, evidence recall."""

from __future__ import annotations

import pytest

from memcli.evaluation.scoring import (
    contains,
    evidence_recall,
    gold_text_in_pack,
    mab_correct,
    normalize_answer,
    normalize_tokens,
    text_holds,
    token_f1,
)


def test_normalize_lowercases_tokenizes_and_maps_number_words():
    assert normalize_tokens("Washington, D.C.") == ("washington", "d", "c")
    assert normalize_tokens("Twelve Angry Men") == ("12", "angry", "men")
    assert normalize_tokens("zero ONE two Thirteen") == ("0", "1", "2", "thirteen")
    assert normalize_tokens("pesäpallo") == ("pesäpallo",)
    assert normalize_tokens(None) == () and normalize_tokens("  ...  ") == ()


@pytest.mark.parametrize(
    "answer, golds, expected",
    [
        ("Veltria", ["Veltria"], True),
        ("It is veltria.", ["Veltria"], True),  # gold inside the answer
        ("Paris", ["Paris, France"], True),  # an answer of ≥ 3 characters inside a gold
        ("3", ["three"], True),  # number words become digits: the gold "3" is inside the answer
        ("three", ["3 children"], False),  # "3" (1 character) is too short to count inside a gold
        ("UK", ["UK"], True),  # a short answer still matches when the gold is inside it
        ("US", ["US Army"], False),  # … but a 2-character answer never counts as inside a gold
        ("Rome", ["Romeo"], False),  # whole tokens only
        ("Romeo", ["Rome"], False),
        (None, ["Veltria"], False),  # abstention is never correct
        ("", ["Veltria"], False),
        ("Veltria", [""], False),  # an empty gold matches nothing
        ("Veltria", ["", "  "], False),
        ("Veltria", [], False),
        ("Juno Reyes", ["Velvet", "Juno Reyes"], True),  # any of several golds
        ("The answer is University of Corvia, Fairhaven", ["University of Corvia, Fairhaven"], True),
        ("Fairhaven", ["University of Corvia, Fairhaven"], True),
        ("eleven", ["Ocean's Eleven"], False),  # normalized "11" has 2 characters: too short
        ("Ocean's 11", ["Ocean's Eleven"], True),
    ],
)
def test_mab_rule(answer, golds, expected):
    assert mab_correct(answer, golds) is expected


def test_contains_is_contiguous_and_rejects_empty():
    assert contains(("a", "b", "c"), ("b", "c"))
    assert not contains(("a", "b", "c"), ("a", "c"))
    assert not contains(("a",), ())
    assert not contains(("a",), ("a", "b"))


def test_text_holds_uses_the_same_normalization():
    assert text_holds("The CEO of Quillmark is Dana Frost.", ["dana frost"])
    assert text_holds("It has twelve members.", ["12"])
    assert not text_holds("Danae Frosted", ["Dana Frost"])
    assert not text_holds("anything", [""])


def test_locomo_normalize_answer():
    assert normalize_answer("The Lord, of the Rings!") == "lord of rings"
    assert normalize_answer("an apple and a pear") == "apple pear"


def test_token_f1_plain_and_partial():
    assert token_f1("7 May 2023", "7 May 2023") == 1.0
    assert token_f1("May 2023", "7 May 2023") == pytest.approx(0.8)
    assert token_f1("nothing shared", "7 May 2023") == 0.0
    assert token_f1("the painting", "painting") == 1.0  # articles removed


def test_token_f1_abstention_and_category_5():
    assert token_f1(None, "Paris") == 0.0
    assert token_f1(None, "whatever", category=5) == 1.0
    assert token_f1("Paris", "whatever", category=5) == 0.0


def test_token_f1_categories_1_and_3():
    # category 1: each comma-separated gold part gets the best F1 of the answer's parts
    assert token_f1("hiking, painting", "painting, hiking", category=1) == 1.0
    assert token_f1("painting", "painting, hiking", category=1) == pytest.approx(0.5)
    # category 3: only the gold before the first ";"
    assert token_f1("psychology", "psychology; she said so", category=3) == 1.0
    assert token_f1("5", 5) == 1.0  # LoCoMo golds can be numbers


def test_evidence_recall():
    assert evidence_recall(["D1:3", "D2:5"], ["D1:3", "D9:9"]) == 0.5
    assert evidence_recall(["D1:3"], []) == 0.0
    assert evidence_recall(["D1:3", "D1:3"], ["D1:3"]) == 1.0
    assert evidence_recall([], ["D1:3"]) is None


@pytest.mark.parametrize(
    "golds, items, expected",
    [
        (["Acme is based in Lyon."], ["Tom: Acme is based in Lyon."], True),  # inside a shown turn
        (["Acme is  based\nin Lyon."], ["Acme is based in Lyon. Nice."], True),  # whitespace collapsed
        (["Acme is based in Lyon."], ["acme is based in lyon."], False),  # verbatim: case kept
        (["Acme is based in Lyon."], ["Acme is based in", "Lyon."], False),  # one item must hold it
        (["I moved.", "Acme is based in Lyon."], ["I moved.", "Acme is based in Lyon."], True),
        (["I moved.", "Acme is based in Lyon."], ["I moved."], False),  # every gold turn needed
        ([], ["anything"], None),
        (["  "], ["anything"], None),
        (["I moved."], [], False),
    ],
)
def test_gold_text_in_pack(golds, items, expected):
    assert gold_text_in_pack(golds, items) == expected
