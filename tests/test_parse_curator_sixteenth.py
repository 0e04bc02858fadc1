"""Table tests for the sixteenth pass on chat (memcli.curators.parse, memcli.curators.discourse):
a home bought or rented, then where it is in the next words ("It's in Corran", "Me and Ilse, in
Tarbury."); time counted at a named place opening a message ("4 months at Harwell.") is where
the speaker works. Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our
own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import A, facts

CASES = [
    # --- a home, then where it is -------------------------------------------------------------------
    pytest.param(
        ["We finally bought a house! It's in Corran, two bedrooms."],
        {("Noor", "residence", "Corran", "active")},
        set(),
        id="a-home-then-its-place-capitalized",
    ),
    pytest.param(
        ["We buy a house!! Me and Ilse, in Tarbury. Small but with garden."],
        {("Noor", "residence", "Tarbury", "active")},
        set(),
        id="a-home-then-a-short-sentence-of-where",
    ),
    pytest.param(
        ["WE BOUGHT A HOUSE!!! it's in Corran"],
        {("Noor", "residence", "Corran", "active")},
        set(),
        id="shouted-news",
    ),
    pytest.param(
        ["got a flat, it is in Leeds Old Town and it's tiny"],
        {("Noor", "residence", "Leeds Old Town", "active")},
        set(),
        id="the-place-ends-before-and",
    ),
    pytest.param(
        ["We bought a house!! Moving day, in June."],
        set(),
        {("Noor", "residence", "June", "active")},
        id="a-month-is-when-not-where",
    ),
    pytest.param(
        ["bought a house. Ok, in Denver we go again"],
        set(),
        {("Noor", "residence", "Denver", "active")},
        id="a-place-that-opens-a-clause-is-no-answer",
    ),
    pytest.param(
        ["saw a house. Me and Ilse, in Tarbury."],
        set(),
        {("Noor", "residence", "Tarbury", "active")},
        id="a-home-seen-is-no-home",
    ),
    # --- time counted at a place, opening a message ---------------------------------------------------
    pytest.param(
        ["4 months at Harwell. rough night on the ward."],
        {("Noor", "employer", "Harwell", "active")},
        set(),
        id="a-count-opening-a-message-is-to-now",
    ),
    pytest.param(
        ["3 days at Glastonbury!! so tired"],
        set(),
        {("Noor", "employer", "Glastonbury", "active")},
        id="days-at-a-place-are-a-trip",
    ),
    pytest.param(
        ["Spent 2 weeks at Lake Garda, heaven."],
        set(),
        {("Noor", "employer", "Lake Garda", "active")},
        id="a-count-after-a-verb-is-no-job",
    ),
    pytest.param(
        ["Maybe 2 weeks at Lake Garda in May"],
        set(),
        {("Noor", "employer", "Lake Garda", "active")},
        id="a-count-after-another-word-is-no-job",
    ),
    pytest.param(
        ["Three weeks at Center Parcs was bliss."],
        set(),
        {("Noor", "employer", "Center Parcs", "active")},
        id="a-count-as-subject-is-no-job",
    ),
    # --- a relative named, then theirs ("my sister Ana's husband") --------------------------------
    pytest.param(
        ["my sister Ana's husband Rui is a chef"],
        {
            ("Noor", "sibling", "Ana", "active"),
            ("Ana", "partner", "Rui", "active"),
            ("Rui", "job title", "chef", "active"),
        },
        {("Noor", "partner", "Rui", "active"), ("Ana", "job title", "chef", "active")},
        id="my-relatives-relative",
    ),
    pytest.param(
        ["My daughter Jo's partner, Sam, works at Tesco."],
        {
            ("Noor", "child", "Jo", "active"),
            ("Jo", "partner", "Sam", "active"),
            ("Sam", "employer", "Tesco", "active"),
        },
        {("Noor's daughter", "employer", "Tesco", "active")},
        id="my-relatives-relative-in-commas",
    ),
    pytest.param(
        ["Our son Geoffrey's boy, Toby, is at the university in Carrickmoor."],
        {("Noor", "child", "Geoffrey", "active"), ("Geoffrey", "child", "Toby", "active")},
        set(),
        id="our-relatives-relative",
    ),
    pytest.param(
        ["my best friend Ellie's dog is called Bo"],
        {("Noor", "friend", "Ellie", "active"), ("Ellie", "pet", "Bo", "active")},
        set(),
        id="a-modified-relative",
    ),
    pytest.param(
        ["my car Betsy's tyre went flat again"],
        set(),
        {("Noor", "car", "Betsy", "active")},
        id="a-thing-named-is-no-relative",
    ),
    # a name texting leaves lowercase after someone's name: "amara's bf desmond"
    pytest.param(
        ["also my sister amara's bf desmond does tattoos, he's sound"],
        {("Noor", "sibling", "Amara", "active"), ("Amara", "partner", "Desmond", "active")},
        set(),
        id="a-lowercase-name-after-a-named-possessor",
    ),
    # --- the wider family -------------------------------------------------------------------------
    pytest.param(
        ["my grandson Toby works at Hadley Rail"],
        {("Noor", "grandchild", "Toby", "active"), ("Toby", "employer", "Hadley Rail", "active")},
        {("Noor's grandson", "employer", "Hadley Rail", "active")},
        id="a-grandchild",
    ),
    pytest.param(
        ["My aunt Ngaio lives in Glenmarra."],
        {("Noor", "aunt or uncle", "Ngaio", "active"), ("Ngaio", "residence", "Glenmarra", "active")},
        set(),
        id="an-aunt",
    ),
    pytest.param(
        ["my nan Peggy turned 90 today!!", "my cousin Dita is a vet", "my niece Posy is at Brook Primary"],
        {
            ("Noor", "grandparent", "Peggy", "active"),
            ("Noor", "cousin", "Dita", "active"),
            ("Noor", "nephew or niece", "Posy", "active"),
        },
        set(),
        id="a-grandparent-a-cousin-a-niece",
    ),
    # --- what someone listens to -------------------------------------------------------------------
    pytest.param(
        ["on the bus i mostly listen to afrobeats tbh"],
        {("Noor", "listens to", "afrobeats", "active")},
        set(),
        id="what-i-listen-to",
    ),
    pytest.param(
        ["my mum never listens to me"],
        set(),
        {("Noor's mum", "listens to", "me", "active"), ("Noor", "listens to", "me", "active")},
        id="not-listening-to-me-is-nothing-listened-to",
    ),
    # --- a school gone to ------------------------------------------------------------------------
    pytest.param(
        ["Tilly's just gone into Year 6 at Marsh Lane Primary and loves it."],
        {("Tilly", "school", "Marsh Lane Primary", "active")},
        set(),
        id="gone-into-a-year-at-a-school",
    ),
    pytest.param(
        ["my nephew Alfie is at Brook Primary now"],
        {("Alfie", "school", "Brook Primary", "active")},
        set(),
        id="at-a-school-now",
    ),
    pytest.param(
        ["Tilly was at Brook Primary all day", "I went past Brook Primary on my run"],
        set(),
        {("Tilly", "school", "Brook Primary", "active"), ("Noor", "school", "Brook Primary", "active")},
        id="a-visit-to-a-school",
    ),
    pytest.param(
        ["my sister Tilly works at Brook Primary"],
        {("Tilly", "employer", "Brook Primary", "active")},
        {("Tilly", "school", "Brook Primary", "active")},
        id="working-at-a-school-is-a-job",
    ),
    pytest.param(
        ["Offer day and Tilly got Fernhollow Academy!! First choice."],
        {("Tilly", "school", "Fernhollow Academy", "active")},
        set(),
        id="a-place-at-a-school-got",
    ),
    pytest.param(
        ["Tilly got Fenwick Motors as a sponsor"],
        set(),
        {("Tilly", "school", "Fenwick Motors", "active")},
        id="what-is-got-is-a-school-only-by-its-name",
    ),
    # --- a role left unnamed, named next, with another role later in that message ----------------------
    pytest.param(
        [
            "i need to ask my manager for a day off",
            ("Who's the manager?", A, None),
            "his name is doug. it's my sister bree's graduation so i need the whole day",
        ],
        {("Noor", "manager", "Doug", "active"), ("Noor", "sibling", "Bree", "active")},
        set(),
        id="a-role-in-a-later-sentence-is-someone-else",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_sixteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("text", "learnt"),
    [
        ("my brother aiden is a plumber", {"aiden"}),
        ("also my sister amara's bf desmond does tattoos", {"amara", "desmond"}),  # not "amara's"
        ("priya's husband tunde fixed the shed", {"tunde"}),
        ("priya's favourite thing is cake", set()),  # no person noun before the word
    ],
)
def test_names_texting_leaves_lowercase_are_learnt_where_introduced(text, learnt):
    from memcli.curators.parse import LowercaseNames

    names = LowercaseNames()
    names.learn([text])
    assert names.names == learnt
