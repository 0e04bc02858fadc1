"""Table tests for preference questions (memcli.answer_chat): which of likes/dislikes a question
asks, and that a dislike question reads dislikes and refusals, never the diet."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat, asked_preferences
from tests.test_answer_chat import fact as base_fact
from tests.test_answer_chat import said


def fact(id, subject, relation, value, status="active"):
    return base_fact(id, subject, relation, value, status, scope=value)  # multi-valued slots


@pytest.mark.parametrize(
    "question, expected",
    [
        ("What food does Pim hate?", {"dislikes"}),
        ("Is there any kind of food Pim doesn't like?", {"dislikes"}),
        ("Which spice does Pim refuse to eat?", {"dislikes"}),
        ("What smell can't Pim stand?", {"dislikes"}),
        ("Is there any fruit Pim can't eat?", {"dislikes"}),
        ("What won't Pim drink?", {"dislikes"}),
        ("What music does Pim love?", {"likes"}),
        ("What is Pim's favourite film?", {"likes"}),
        ("What games does Pim like, and what games does he dislike?", {"likes", "dislikes"}),
        ("Where does Pim live?", set()),
        # "like" that ends a "what's X like" asks what a thing is like, not a taste
        ("what's Pim's diet like these days?", set()),
        ("What was the new flat like?", set()),
        ("how's the new job like now", set()),
        # ... unless someone stands before it, or the question is no "what's/what was"
        ("What music does Pim like?", {"likes"}),
        ("what's something Pim'd like?", {"likes"}),
        ("what is it that they would like", {"likes"}),
        ("what is it that she likes?", {"likes"}),
    ],
)
def test_asked_preferences(question, expected):
    assert asked_preferences(question) == expected


# Pim (the user) is vegan, hates okra, can't stand loud bars (said as an instruction), won't eat
# tofu, used to hate jazz; likes sea swimming; is allergic to kiwi; won't have garlic (or a car).
ENTRIES = [
    fact(1, "Pim", "diet", "vegan"),
    fact(2, "Pim", "dislikes", "okra"),
    fact(3, "Pim", "instruction", "never suggest loud bars, I can't stand them"),
    fact(4, "Pim", "not eat", "tofu"),
    fact(5, "Pim", "dislikes", "jazz", "superseded"),
    fact(6, "Pim", "likes", "sea swimming"),
    fact(7, "Pim", "instruction", "keep answers short"),
    fact(8, "Pim", "allergic to", "kiwi"),
    fact(9, "Pim", "not have", "garlic"),
    fact(10, "Pim", "not have", "car"),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        # dislikes, an instruction that says one, a refusal; not the diet, not a past dislike
        (
            "Is there anything Pim doesn't like?",
            "okra, never suggest loud bars, I can't stand them, tofu, garlic",
        ),
        # a kind named: only values of that kind (loud bars are no food, a car is not refused food)
        ("Is there any food Pim doesn't like?", "okra, tofu, garlic"),
        ("Which fruit can't Pim eat?", "okra, kiwi"),  # an allergy when the question says "can't"
        ("Which drink does Pim hate?", None),  # no drink among them, nor said: memory does not know
        ("Which fruit does Pim hate?", "okra"),  # WordNet: okra pods are a fruit; no allergy asked
        ("What does Pim love?", "sea swimming"),
        (  # both: labelled
            "What does Pim like, and what does he dislike?",
            "dislikes: okra, never suggest loud bars, I can't stand them, tofu, garlic; likes: sea swimming",
        ),
        ("What does Pim eat?", "vegan"),  # no preference asked: the diet
    ],
)
def test_preferences_read_likes_and_dislikes(question, expected):
    assert answer_chat(question, ENTRIES, user_names=("Pim",)).answer == expected


def test_food_is_anything_eaten_a_food_group_or_a_fungus_included():
    """ "food" and "ingredient" take any edible thing, WordNet's food or not (dairy, mushrooms)."""
    entries = [
        fact(1, "Ada", "dislikes", "crowded trains"),
        fact(2, "Ada", "not eat", "dairy"),
        fact(3, "Ada", "not eat", "mushrooms"),
    ]
    found = answer_chat("Which food does Ada avoid?", entries, user_names=("Ada",))
    assert found.answer == "dairy, mushrooms"


# Wren's likes filed: soul and Otis Redding (said in a turn about music); a dislike of mushrooms.
# What she said: music, chickpeas, a favourite film.
TASTES = [
    fact(1, "Wren", "likes", "soul"),
    fact(2, "Wren", "likes", "Otis Redding"),
    fact(3, "Wren", "dislikes", "mushrooms"),
]
for _e, _turn in zip(TASTES, (5, 5, 9), strict=True):
    _e.source_turn_ids = (_turn,)
TASTES += [
    said(5, "Wren", "music wise I'm mostly into old soul, Otis Redding"),
    said(7, "Wren", "love anything with chickpeas tbh"),
    said(8, "Wren", "my favourite film is Spirited Away, watched it twenty times"),
    said(9, "Wren", "mushrooms are vile, slimy little things"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # no like filed is a food: what was said answers
        ("what food do I love", "chickpeas"),
        # no like filed is a film, and her own words name one
        ("what's my favourite film", "my favourite film is Spirited Away, watched it twenty times"),
        # likes said in the turn that names music are of it, whatever WordNet knows of "soul"
        ("what music do I like", "soul, Otis Redding"),
        # a mushroom is no vegetable to WordNet, but a food will do for a kind of food
        ("what vegetable do I hate", "mushrooms"),
    ],
)
def test_likes_of_the_asked_kind(question, expected):
    assert answer_chat(question, TASTES, user_names=("Wren",)).answer == expected


@pytest.mark.parametrize(
    ("disliked", "expected"),
    [
        (["karela", "childhood"], "karela"),  # a word WordNet lacks may be a food of another tongue
        (["childhood"], None),  # a known word that is no food is none
    ],
)
def test_a_kind_of_food_among_words_wordnet_lacks(disliked, expected):
    entries = [fact(i, "Wren", "dislikes", v) for i, v in enumerate(disliked, start=1)]
    assert answer_chat("which vegetable do I hate", entries, user_names=("Wren",)).answer == expected


# Ines likes sea swimming and Big Thief, dislikes olives; her dad likes cricket.
NAMED_TASTES = [
    fact(1, "Ines", "likes", "sea swimming"),
    fact(2, "Ines", "likes", "Big Thief"),
    fact(3, "Ines", "dislikes", "olives"),
    fact(4, "Ines's dad", "likes", "cricket"),
    fact(5, "Ines", "dislikes", "Love Island"),
    fact(6, "Ines", "favourite author", "Ann Leckie"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a yes-or-no question naming the thing: its taste, whichever way it goes
        ("do I like olives", "dislikes: olives"),
        ("do I still like big thief?", "likes: Big Thief"),
        ("does my dad like cricket", "likes: cricket"),
        # the taste's own word names no value ("love" is no "Love Island")
        ("do I love sea swimming", "likes: sea swimming"),
        # naming nothing held: the likes, as any "what do I like" (a favourite is liked)
        ("do I like jazz", "sea swimming, Big Thief, Ann Leckie"),
        # either spelling of "favourite" asks the one relation
        ("who is my favorite author", "Ann Leckie"),
        # not a yes-or-no question: the asked kind only
        ("what do I like besides olives", "sea swimming, Big Thief, Ann Leckie"),
    ],
)
def test_a_taste_the_question_names(question, expected):
    assert answer_chat(question, NAMED_TASTES, user_names=("Ines",)).answer == expected


# A favourite is liked: "ramen is my favourite food" answers "what food does Pim like"; a word no
# dictionary holds is a food only when written in lowercase (a capitalized one is a name)
FAVOURITES = [
    fact(1, "Pim", "favourite thing", "green curry"),
    fact(2, "Pim", "likes", "Radiohead"),
    fact(3, "Pim", "favourite band", "Wolf Alice"),
]


def test_a_favourite_is_a_like():
    found = answer_chat("What food does Pim like?", FAVOURITES, user_names=("Pim",)).answer
    assert found == "green curry"  # liked as a favourite; a band is no food


def test_a_name_no_dictionary_holds_is_no_food():
    from memcli.answer_chat import _of_kind

    names, foods = [fact(1, "Pim", "likes", "Radiohead")], [fact(2, "Pim", "likes", "karela")]
    assert _of_kind(["food"], names) == []
    assert _of_kind(["food"], foods) == foods  # lowercase: may be a food of another tongue
