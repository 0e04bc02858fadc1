"""Table tests for the names the assistant capitalizes (memcli.curators.cased_names) and how the
parser-backed curator reads them in a person's lowercase turns."""

from __future__ import annotations

import pytest

from memcli.curators.cased_names import cased_runs, places_named, recased, written_lowercase
from tests.test_parse_curator import A, U, facts


@pytest.mark.parametrize(
    ("texts", "learnt", "not_learnt"),
    [
        # a run inside a sentence, after a lowercase word, a comma or a bracket
        (["Two weeks in at Quillmoor already, nice."], {"quillmoor": "Quillmoor"}, set()),
        (["Good luck at the Copper Kettle tonight."], {"copper kettle": "Copper Kettle"}, set()),
        (["Well done, Brannock."], {"brannock": "Brannock"}, set()),
        (["the new place (Fernvale) sounds great"], {"fernvale": "Fernvale"}, set()),
        (["partner at Dray & Holm now"], {"dray & holm": "Dray & Holm"}, set()),
        (["so happy for you and Ellie-Mae"], {"ellie-mae": "Ellie-Mae"}, set()),
        # a capital that opens a sentence, a line or a bullet says nothing
        (["Quillmoor sounds great. Lantern is a good name."], {}, {"quillmoor", "lantern"}),
        (["- Stretch first\n- Walk after"], {}, {"stretch", "walk"}),
        # a title-case heading, or a markdown one
        (["Your First Week At Quillmoor"], {}, {"quillmoor", "first week"}),
        # a sentence opening inside a line is no title's capital ("Good" is not counted)
        (["Ha, well. Good luck with Brindle Haulage, Tam."], {"brindle haulage": "Brindle Haulage"}, set()),
        (["## plan for Quillmoor"], {}, {"quillmoor"}),
        # a word the same texts also write lowercase is an English word, not a name
        (["try the Walk to Work plan", "a walk helps"], {}, {"walk"}),
        (["meet at Lantern tonight", "a lantern is nice"], {}, {"lantern"}),
        # function and chat words; too short
        (["and then, The end", "well, Ok"], {}, {"the", "ok"}),
        (["say hi to Jo for me"], {}, {"jo"}),
        # accented letters are letters ("Klára", "Łukasz", "Zoë")
        (["have fun with Klára this weekend"], {"klára": "Klára"}, set()),
        (["well done, Łukasz"], {"łukasz": "Łukasz"}, set()),
        (["dinner at the café Fernvale tonight"], {"fernvale": "Fernvale"}, set()),  # after "é"
        (["tell Zoë I said hi", "zoë"], {}, {"zoë"}),  # written lowercase too: a word
    ],
)
def test_runs_the_assistant_capitalizes(texts, learnt, not_learnt):
    runs = cased_runs(texts)
    assert {low: runs.get(low) for low in learnt} == learnt
    assert not not_learnt & runs.keys()


@pytest.mark.parametrize(
    ("text", "lowercase"),
    [
        ("2 weeks in at quillmoor", True),
        ("i'm off to the ICU now", True),  # an acronym and "I" are no capitalized words
        ("I love it", True),
        ("Wk 2 at Quillmoor", False),
        ("moved to leeds w Sam", False),
        ("moved to leeds w Émile", False),  # an accented capital
        ("moved to leeds w émile", True),
    ],
)
def test_a_turn_written_lowercase(text, lowercase):
    assert written_lowercase(text) is lowercase


def test_a_lowercase_turn_reads_the_name_the_assistant_capitalized():
    rows = [
        "i'm a sous chef. they own quillmoor in harbridge, big fish place",
        ("Sous chef at Quillmoor in Harbridge is a big step up.", A, None),
        "2 weeks in at quillmoor",
    ]
    assert ("Noor", "employer", "Quillmoor", "active") in facts(rows)
    # without the assistant's capital, "quillmoor" could be any word
    assert not any(f[1] == "employer" for f in facts([rows[0], rows[2]]))


def test_a_lowercase_turn_reads_an_accented_name_the_assistant_capitalized():
    rows = [
        ("Have a lovely weekend with Klára!", A, None),
        ("my sister klára is coming from vienna", U, None),
    ]
    assert ("Noor", "sibling", "Klára", "active") in facts(rows)


def test_a_capitalizing_writer_keeps_their_own_case():
    """Someone who writes names capitalized and a word in lowercase means the word."""
    rows = [
        ("Hope the first week at Quillmoor goes well.", A, None),
        ("Two weeks in at quillmoor. Loving it.", U, None),
    ]
    assert not any(f[1] == "employer" for f in facts(rows))
    lowercase = [rows[0], ("two weeks in at quillmoor. loving it.", U, None)]
    assert ("Noor", "employer", "Quillmoor", "active") in facts(lowercase)


CASED = {
    "klára": "Klára",
    "quillmoor": "Quillmoor",
    "salted gull": "Salted Gull",
    "gull": "Gull",
    "dray": "Dray",
    "dray & holm": "Dray & Holm",
}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2 weeks in at quillmoor", "2 weeks in at Quillmoor"),
        ("quillmoor's kitchen is huge", "Quillmoor's kitchen is huge"),
        # the longest run first, and each run once
        ("sous at the salted gull, a gull on the roof", "sous at the Salted Gull, a Gull on the roof"),
        ("partner at dray & holm now", "partner at Dray & Holm now"),
        # part of a longer word is no name
        ("a seagull and quillmoors", "a seagull and quillmoors"),
        ("room quillmoor2 and 2quillmoor", "room quillmoor2 and 2quillmoor"),
        ("nothing learnt here", "nothing learnt here"),
        ("my sister klára is coming", "my sister Klára is coming"),
    ],
)
def test_learnt_runs_are_written_as_the_assistant_writes_them(text, expected):
    assert recased(text, CASED) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a place of work or care named by a word English does not have is a name
        (
            "got an offer!!! brackenmoor vale hospital, nights",
            "got an offer!!! Brackenmoor Vale Hospital, nights",
        ),
        ("im a nurse at quillan care clinic", "im a nurse at Quillan Care Clinic"),
        # the English words before the name stay as they are
        ("dropped her at the tullagh nursery", "dropped her at the Tullagh Nursery"),
        # English words alone name no place; nor does a run broken by a function word
        ("the new hospital is huge", "the new hospital is huge"),
        ("my kids school is shut", "my kids school is shut"),
        ("brackenmoor and the hospital", "brackenmoor and the hospital"),
        # two letters are too few to tell a name from a typo
        ("at xo hospital", "at xo hospital"),
        # a town or country named "new …" is a name; "new" before anything else is a word
        ("hes from new zealand", "hes from New Zealand"),
        ("got a new job", "got a new job"),
    ],
)
def test_places_named_in_a_lowercase_turn(text, expected):
    assert places_named(text) == expected


def test_a_lowercase_turn_reads_a_place_by_its_name():
    # ("my sister is at the hospital" makes "hospital" a word a place was named by)
    turns = ["my sister is at the hospital today", "got an offer!!! brackenmoor vale hospital, nights"]
    assert ("Noor", "employer", "Brackenmoor Vale Hospital", "active") in facts(turns)
