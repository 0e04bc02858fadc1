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
