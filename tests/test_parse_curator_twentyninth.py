"""Table tests for the twenty-ninth pass on chat's curator rows (memcli.curators.parse, thirty-first
session): a texting line that opens with a capitalized verb and dropped its "I" ("Joined X",
"Quit X today"), read as the verb it is, and the names that open a line with their own verb
left alone. Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py, or
(sentence, what the parser reads); our own wording."""

from __future__ import annotations

import pytest

from memcli.curators.parse import _as_parsed
from tests.test_parse_curator import facts

CASES = [
    pytest.param(
        # the small parser took "Met" for a name before another name
        ["Met a lad called Dorian at the climbing wall"],
        {("Noor", "meet", "Dorian", "active")},
        set(),
        id="capitalized-past-verb-opens-the-line",
    ),
    pytest.param(
        ["Quit Brantley Foods today!!"],
        {("Noor", "former employer", "Brantley Foods", "active")},
        {("Noor", "employer", "Brantley Foods", "active")},
        id="quit-with-a-date-is-news-not-an-order",
    ),
    pytest.param(
        ["Drew got a job at Pellworth"],
        {("Drew", "employer", "Pellworth", "active")},
        {("Noor", "employer", "Pellworth", "active")},
        id="a-name-that-is-a-past-verb-keeps-its-verb",
    ),
]


@pytest.mark.parametrize(("turns", "must", "must_not"), CASES)
def test_capitalized_openers(turns, must, must_not):
    got = facts(turns)
    assert must <= got, f"missing {must - got}; got {sorted(got)}"
    assert not (must_not & got), f"unexpected {must_not & got}"


@pytest.mark.parametrize(
    ("sentence", "read"),
    [
        ("Joined Tidewell Rowing Club instead", "joined Tidewell Rowing Club instead"),  # a past form
        ("Quit Brantley Foods today", "quit Brantley Foods today"),  # a verb, no noun
        ("Met a lad called Dorian", "met a lad called Dorian"),  # an irregular past
        ("Signed up for the Hollin Harriers", "signed up for the Hollin Harriers"),  # a particle next
        ("Drew got a job", "Drew got a job"),  # a past-looking name with its verb
        ("Rob works at Acme", "Rob works at Acme"),  # a bare verb that is a name, with its verb
        ("Rose works at Acme", "Rose works at Acme"),  # a past that is a noun (a name), then a verb
        ("Booked flights to Lisbon", "booked flights to Lisbon"),  # a past, then a noun
        ("Rob and I moved", "Rob and I moved"),  # a subject joined to another
        ("Work nights at the depot", "Work nights at the depot"),  # a bare verb that is a noun too
        ("The flat is lovely", "The flat is lovely"),  # no verb can open so
        ("Tilda started at Oakhurst", "Tilda started at Oakhurst"),  # a name, no verb
    ],
)
def test_what_the_parser_reads(sentence, read):
    assert _as_parsed(sentence) == read


@pytest.mark.parametrize(
    ("word", "verb"),
    [
        ("joined", True),  # a regular past
        ("met", True),  # an irregular one, from WordNet's exception list
        ("quit", True),  # a bare verb
        ("saving", True),
        ("hunter", False),  # "-er" makes a noun of a verb, not a form of it
        ("tidewater", False),
        ("dean", False),
    ],
)
def test_verb_forms(word, verb):
    from memcli import kinds

    assert kinds.is_verb_form(word) is verb
