"""Table tests for "who was my boss at Y" (memcli.answer_chat): among earlier values, the one said
in a turn that names Y."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact as base_fact
from tests.test_answer_chat import said as base_said


def fact(id, subject, relation, value, turn, status="active"):
    return base_fact(id, subject, relation, value, status, turn=turn)


def said(turn, subject, text):
    return base_said(100 + turn, subject, text, turn=turn)


# Juno (the user) worked at Plumtree Foods under Corvin, then at Larkfield under Delphine; now
# Hester is her boss.
ENTRIES = [
    said(2, "Juno", "Started at Plumtree Foods in the packing office, my boss is Corvin."),
    fact(1, "Juno", "manager", "Corvin", 2, "superseded"),
    said(5, "Juno", "New job at Larkfield, the boss there is Delphine, very calm."),
    fact(2, "Juno", "manager", "Delphine", 5, "superseded"),
    said(8, "Juno", "Hester runs the team now."),
    fact(3, "Juno", "manager", "Hester", 8),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        ("Who was my boss at Plumtree Foods?", "Corvin"),
        ("Who was Juno's boss at Larkfield?", "Delphine"),
        ("Who was Juno's boss before?", "Delphine"),  # no place: the latest earlier one
        ("Who was Juno reporting to at Plumtree Foods?", "Corvin"),  # a slot, not a possessive
    ],
)
def test_who_was_the_boss_at_a_place(question, expected):
    assert answer_chat(question, ENTRIES, user_names=("Juno",)).answer == expected


# Wren worked at Quillfeather (Renata her lead, named in a turn that does not say where), then
# at Nettlestone (Devika), now under Gareth; the employers after Quillfeather were not packed.
HELD_WHILE = [
    fact(1, "Wren", "employer", "Quillfeather", 20, "superseded"),
    said(23, "Wren", "my lead is renata, super chill"),
    fact(2, "Wren", "manager", "Renata", 23, "superseded"),
    fact(3, "Wren", "manager", "Devika", 57, "superseded"),
    fact(4, "Wren", "manager", "Gareth", 69),
]


def test_the_boss_at_a_place_is_the_one_named_while_it_held():
    """No turn that names Quillfeather names a boss: the boss named first after Wren started at
    Quillfeather (its successor unknown) was hers there, not the latest earlier one."""
    for e, order in zip(HELD_WHILE, (20, 23, 23, 57, 69), strict=True):
        e.order = order
    found = answer_chat("who was my boss at quillfeather?", HELD_WHILE, user_names=("Wren",))
    assert found.answer == "Renata"


@pytest.mark.parametrize(
    "ending",
    [
        pytest.param(("employer", "ended: Quillfeather", "superseded"), id="an-ended-value"),
        pytest.param(("hand in notice at", "Quillfeather", "active"), id="an-ending-phrase"),
    ],
)
def test_the_end_of_a_place_is_not_a_time_it_held(ending):
    """ "handed in my notice at Quillfeather" names the place when it stopped holding: the boss
    named after that (Devika, at the next job) was not the boss there."""
    relation, value, status = ending
    entries = [*HELD_WHILE, fact(5, "Wren", relation, value, 45, status)]
    for e, order in zip(entries, (20, 23, 23, 57, 69, 45), strict=True):
        e.order = order
    found = answer_chat("who was my boss at quillfeather?", entries, user_names=("Wren",))
    assert found.answer == "Renata"


# Juno dates Callum; later she says she went out with Priya years ago (never filed as a partner:
# a former one, said after the current one).
PARTNERS = [
    said(2, "Juno", "started seeing someone new, his name is Callum"),
    fact(1, "Juno", "partner", "Callum", 2),
    said(5, "Juno", "bumped into Priya, we went out for two years back in uni"),
    fact(2, "Juno", "former partner", "Priya", 5),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        ("who was my ex", "Priya"),  # a former partner is the past of the link walked
        ("who is my boyfriend", "Callum"),  # and never its present, though said later
    ],
)
def test_a_former_value_is_the_past_of_a_possessive(question, expected):
    assert answer_chat(question, PARTNERS, user_names=("Juno",)).answer == expected


# Ines worked at Tollgate Dental under Barnaby (named with the place, never called "boss"), then
# at Ferncliff, where "my boss Odile" was said; Arlo is her boss now.
CALLED_AND_PLACED = [
    said(2, "Ines", "his name is barnaby, he owns tollgate dental where i work. anyway"),
    fact(1, "Ines", "manager", "Barnaby", 2, "superseded"),
    said(6, "Ines", "ferncliff is lovely, my boss odile actually listens"),
    fact(2, "Ines", "manager", "Odile", 6, "superseded"),
    said(9, "Ines", "odile left, my boss is arlo now"),
    fact(3, "Ines", "manager", "Arlo", 9),
]
# Ines's first boss was called her gaffer; the turn that named Tollgate as closing also named the
# new supervisor, in another sentence.
CALLED_NOT_PLACED = [
    said(2, "Ines", "my gaffer ron is proper old school"),
    fact(1, "Ines", "manager", "Ron", 2, "superseded"),
    said(6, "Ines", "tollgate is closing down. so im moving to ferncliff. my new supervisor is odile"),
    fact(2, "Ines", "manager", "Odile", 6, "superseded"),
    fact(3, "Ines", "manager", "Arlo", 9),
]


@pytest.mark.parametrize(
    ("entries", "question", "expected"),
    [
        # a sentence naming the boss and the place tells which: not the one called "my boss"
        pytest.param(
            CALLED_AND_PLACED, "who was my boss at tollgate dental?", "Barnaby", id="said-with-the-place"
        ),
        # no sentence names both: what the boss was called tells, not a turn naming the place
        pytest.param(CALLED_NOT_PLACED, "who was my gaffer at tollgate?", "Ron", id="called-so"),
    ],
)
def test_a_sentence_naming_the_place_before_what_each_was_called(entries, question, expected):
    assert answer_chat(question, entries, user_names=("Ines",)).answer == expected
