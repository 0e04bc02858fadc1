"""Table tests for the twenty-ninth pass on chat's curator rows (memcli.curators.parse, thirty-first
session): a texting line that opens with a capitalized verb and dropped its "I" ("Joined X",
"Quit X today"), read as the verb it is, and the names that open a line with their own verb
left alone; a first week at a place when the parse goes astray; a speaker who describes
themselves without a verb; children counted, then named by age; "the number is …"; a pet named
in a sentence of its own; notes that drop "my" or "is"; flatmates a room is found with. Rows
are (turns, must yield, must not yield) as in tests/test_parse_curator.py, or (sentence, what
the parser reads); our own wording."""

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
    # --- a first week at a place, the parse gone astray --------------------------------------------
    pytest.param(
        # with the full stop the parser makes "at" a conjunction and the place the subject of "done"
        ["First week at Brovik done.", "First day at Pellham Dental done!!"],
        {("Noor", "employer", "Brovik", "active"), ("Noor", "employer", "Pellham Dental", "active")},
        set(),
        id="first-week-at-a-place-done",
    ),
    pytest.param(
        ["first week at the gym done, legs are jelly", "First week at uni done."],
        set(),
        {("Noor", "employer", "the gym", "active"), ("Noor", "employer", "gym", "active")}
        | {("Noor", "employer", "uni", "active")},
        id="a-first-week-at-a-common-place-is-no-job",
    ),
    # --- a speaker describes themselves without a verb ------------------------------------------------
    pytest.param(
        ["Hiya, Brannagh here, Irish girl living in Lyon for 2 years now, sous chef at Maison Ferrand."],
        {
            ("Noor", "residence", "Lyon", "active"),
            ("Noor", "job title", "sous chef", "active"),
            ("Noor", "employer", "Maison Ferrand", "active"),
        },
        set(),
        id="self-described-home-and-post",
    ),
    pytest.param(
        # "a guy …": someone described, not the speaker; with a verb, something else is told
        [
            "a guy living in Leeds, plumber at Drain Kings",
            "guy from work moved to Leeds",
            "Scottish guy living in Leeds who fixed my boiler",
        ],
        set(),
        {("Noor", "residence", "Leeds", "active"), ("Noor", "employer", "Drain Kings", "active")},
        id="someone-else-described",
    ),
    pytest.param(
        ["Welsh guy living in a van lol"],
        set(),
        {("Noor", "residence", "van", "active"), ("Noor", "residence", "a van", "active")},
        id="self-described-home-by-its-name-only",
    ),
    # --- children counted, then named by age ---------------------------------------------------------
    pytest.param(
        ["3 kids, Wren is 8, Otto is 5 and Bea is 10 months. quick dinner ideas?"],
        {
            ("Noor", "child", "Wren", "active"),
            ("Noor", "child", "Otto", "active"),
            ("Noor", "child", "Bea", "active"),
            ("Bea", "age", "10 months", "active"),
        },
        set(),
        id="kids-counted-then-named-by-age",
    ),
    pytest.param(
        ["two boys, Finn's 6 and Jude's just 2"],
        {("Noor", "child", "Finn", "active"), ("Jude", "age", "2", "active")},
        set(),
        id="kids-named-with-apostrophe-s",
    ),
    pytest.param(
        # someone else's children; a time is no age
        ["my sister has 3 kids, she says Wren is 8", "my kids were up early, Otto is 6am every day"],
        set(),
        {("Noor", "child", "Wren", "active"), ("Noor", "child", "Otto", "active")}
        | {("Otto", "age", "6", "active")},
        id="kids-of-someone-else-or-a-time",
    ),
    # --- a phone number said as "the number" ------------------------------------------------------
    pytest.param(
        ["Got a new sim today. The number is 07700 900 515."],
        {("Noor", "phone number", "07700 900 515", "active")},
        set(),
        id="the-number-is-the-speakers",
    ),
    pytest.param(
        ["The order number is 5521 8830 17.", "mum's number is 07700 900 111"],
        set(),
        {
            ("Noor", "phone number", "5521 8830 17", "active"),
            ("Noor", "phone number", "07700 900 111", "active"),
        },
        id="an-order-or-someone-elses-number",
    ),
    # --- a pet named in a sentence of its own --------------------------------------------------------
    pytest.param(
        ["I have got a new Cat. A rescue. Juniper. Tabby. She is 2."],
        {("Noor", "pet", "Juniper", "active")},
        set(),
        id="a-pet-named-by-a-lone-name",
    ),
    pytest.param(
        # no pet of the speaker's in the turn; a lone everyday word or a kind is no name
        ["Visited the Hollin Lane Cat Shelter. Juniper.", "got a dog. Right. Collie."],
        set(),
        {("Noor", "pet", "Juniper", "active"), ("Noor", "pet", "Right", "active")}
        | {("Noor", "pet", "Collie", "active")},
        id="no-pet-or-no-name",
    ),
    # --- notes that drop "my" before a relative, and "is" before a change under way -------------------
    pytest.param(
        ["Wedding went well. Tobias = husband now, still odd to type.", "Ada is sister"],
        {("Noor", "partner", "Tobias", "active"), ("Noor", "sibling", "Ada", "active")},
        set(),
        id="a-relative-without-my",
    ),
    pytest.param(
        # a post is what the named one is at work, not a role of the speaker's
        ["Tunde Marlowe is hardware lead", "Ines is employment partner", "Tom is boss now"],
        set(),
        {("Noor", "manager", "Tunde Marlowe", "active"), ("Noor", "partner", "Ines", "active")}
        | {("Noor", "manager", "Tom", "active")},
        id="a-post-without-my-is-no-role-of-mine",
    ),
    pytest.param(
        ["Tobias leaving Lantern Studio btw — setting up on his own", "also mum moving to Leeds next month"],
        {
            ("Tobias", "former employer", "Lantern Studio", "active"),
            ("Noor's mum", "residence", "Leeds", "active"),
        },
        set(),
        id="a-change-under-way-without-is",
    ),
    pytest.param(
        # not inside a clause: "miss Sam starting at Brightline" says no start
        ["with Sam leaving, I need a new flatmate", "I miss Sam starting at Brightline"],
        set(),
        {("Sam", "employer", "Brightline", "active")},
        id="a-name-and-leaving-inside-a-clause",
    ),
    # --- a shared home found with people: flatmates ----------------------------------------------------
    pytest.param(
        ["Found a room in a flat with two Danes, Soren and Ida.", "found flat share with a guy called Obi"],
        {
            ("Noor", "flatmate", "Soren", "active"),
            ("Noor", "flatmate", "Ida", "active"),
            ("Noor", "flatmate", "Obi", "active"),
        },
        {("Noor", "flatmate", "Danes", "active")},
        id="flatmates-a-room-is-found-with",
    ),
    pytest.param(
        # someone else's room; a room found with a view names no one
        [
            "my sister found a room with Tomas",
            "found a room with a balcony in Porto",
            "found a cafe with Ida",
            "Found a room with Norwegians, nice",
        ],
        set(),
        {("Noor", "flatmate", "Tomas", "active"), ("Noor's sister", "flatmate", "Tomas", "active")}
        | {("Noor", "flatmate", "Ida", "active"), ("Noor", "flatmate", "Norwegians", "active")},
        id="no-flatmates",
    ),
    # --- a partner in work or play is no partner in life ------------------------------------------------
    pytest.param(
        [
            "email to DK (Dominic Vane, supervising partner) re: leave",
            "my business partner Sam Orr works at Acme",
            "Ivo is my tennis partner",
        ],
        {
            ("Noor", "supervising partner", "Dominic Vane", "active"),
            ("Noor", "business partner", "Sam Orr", "active"),
            ("Noor", "tennis partner", "Ivo", "active"),
        },
        {("Noor", "partner", "Dominic Vane", "active"), ("Noor", "partner", "Sam Orr", "active")}
        | {("Noor", "partner", "Ivo", "active")},
        id="work-and-play-partners",
    ),
    pytest.param(
        ["Tom, my partner, cooked tonight", "Ivo is my partner"],
        {("Noor", "partner", "Tom", "active"), ("Noor", "partner", "Ivo", "active")},
        set(),
        id="a-partner-in-life",
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
