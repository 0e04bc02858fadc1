"""The relation vocabulary's rule for single- vs multi-valued relations: what the relation means
for people, not what a data set needed."""

import pytest

from memcli import vocabulary as vocab


@pytest.mark.parametrize(
    ("relation", "functional"),
    [
        ("employer", True),
        ("residence", True),
        ("manager", True),
        ("partner", True),
        ("married to", True),
        ("capital", True),
        ("child", False),
        ("speaks language", False),
        ("sibling", False),
        ("friend", False),
        ("pet", False),
        ("visited", False),
        ("preference", False),
        ("some open relation", True),  # unknown relations: a restatement updates them
    ],
)
def test_is_functional(relation, functional):
    assert vocab.is_functional(relation) is functional


@pytest.mark.parametrize("relation", ["child", "speaks language", "sibling", "friend", "pet"])
def test_multi_valued_relations_keep_one_slot_per_value(relation):
    assert vocab.get(relation).scope == "value"


def test_a_second_child_or_language_does_not_replace_the_first() -> None:
    from memcli.curators.rules import RulesCurator
    from memcli.types import Turn

    texts = [
        "Orla has a son named Brennan.",
        "Orla has a daughter named Maeve.",
        "Orla speaks Welsh.",
        "Orla speaks Basque.",
    ]
    turns = [
        Turn(id=n, seq=n, session="s", text=t, speaker=None, role="user", timestamp=None)
        for n, t in enumerate(texts, 1)
    ]
    items = [i for i in RulesCurator().curate(turns) if i.relation != "said"]
    assert {(i.relation, i.value, i.status) for i in items} == {
        ("child", "Brennan", "active"),
        ("child", "Maeve", "active"),
        ("speaks language", "Welsh", "active"),
        ("speaks language", "Basque", "active"),
    }


# --- category phrases: one reader instead of a template per relation and wording ---------------

from memcli.curators.rules import RulesCurator, category_relation  # noqa: E402
from memcli.types import Turn  # noqa: E402


def facts(text: str) -> list[tuple[str, str, str]]:
    turn = Turn(id=1, seq=1, session="s", text=text, speaker=None, role="user", timestamp=None)
    return [(i.subject, i.relation, i.value) for i in RulesCurator().curate([turn]) if i.relation != "said"]


@pytest.mark.parametrize(
    ("noun", "verb_words", "relation"),
    [
        ("position", ["plays"], "position"),  # the noun names the relation
        ("sport", ["is", "associated", "with"], "sport"),
        ("religion", ["is", "affiliated", "with"], "religion"),
        ("language", ["speaks"], "speaks language"),  # noun shared, the verb decides
        ("language", ["was", "written", "in"], "language of work"),
        ("country", ["was", "created", "in"], "created in country"),  # a place: a place relation
        ("city", ["works", "in"], "work location"),  # not employer: its values are organisations
        ("continent", ["is", "located", "on"], "continent"),
        ("university", ["work", "for"], None),  # the verb names another relation than the noun
        ("city", ["was", "directed", "in"], None),  # a place category never picks a person relation
        ("middle", ["am", "in"], None),  # no category at all
        ("heart", ["work", "in"], None),  # the noun is no category of the value
    ],
)
def test_category_relation(noun, verb_words, relation):
    assert category_relation(noun, verb_words) == relation


def test_a_relative_clause_may_name_the_relation_by_its_verb_alone():
    assert category_relation("academy", ["was", "educated"]) is None
    assert category_relation("institution", ["was", "educated"], noun_needed=False) == "educated at"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Kofi Mensah plays the position of goalkeeper.", ("Kofi Mensah", "position", "goalkeeper")),
        ("Kofi Mensah is associated with the sport of hurling.", ("Kofi Mensah", "sport", "hurling")),
        (
            "split-toe boots are associated with the sport of hurling.",
            ("split-toe boots", "sport", "hurling"),
        ),
        ("Ana Lima speaks the language of Tamil.", ("Ana Lima", "speaks language", "Tamil")),
        (
            "The Quiet Orchard was written in the language of Welsh.",
            ("The Quiet Orchard", "language of work", "Welsh"),
        ),
        (
            "Pebble Phone was created in the country of Norway.",
            ("Pebble Phone", "created in country", "Norway"),
        ),
        (
            "University of Lagos is located on the continent of Africa.",
            ("University of Lagos", "continent", "Africa"),
        ),
        (
            "Ana Lima was born in the city of Porto.",
            ("Ana Lima", "born in", "Porto"),
        ),  # the of-place is the place
        (
            "The school where Ana Lima studied is Lund University.",
            ("Ana Lima", "educated at", "Lund University"),
        ),
        ("The kind of music that Kofi Mensah plays is highlife.", ("Kofi Mensah", "genre", "highlife")),
        (
            "The firm that makes Pebble Phone is Norvik Works.",
            ("Pebble Phone", "manufacturer", "Norvik Works"),
        ),
        (
            "The headquarters of Norvik Works is in the city of Bergen.",
            ("Norvik Works", "headquarters", "Bergen"),
        ),
        # a noun-phrase subject is the copula reader's, even before a category phrase
        (
            "The headquarters of Norvik Works is located in the city of Bergen.",
            ("Norvik Works", "headquarters", "Bergen"),
        ),
        # a name particle does not end the subject
        ("Anne de Vries plays the position of goalkeeper.", ("Anne de Vries", "position", "goalkeeper")),
    ],
)
def test_category_phrases_in_plain_statements(text, expected):
    assert facts(text) == [expected]


@pytest.mark.parametrize("text", ["I work for the university of lagos.", "I am in the middle of a move."])
def test_of_phrases_that_name_no_category_state_no_category_fact(text):
    assert all(relation not in ("educated at", "continent") for _, relation, _ in facts(text))
