"""Table tests for the fourteenth pass on chat (memcli.curators.parse): a favourite may be a
thing or a quality ("my favourite food is ramen"), and a list said at once is one value; working
for no employer ("I'm freelance now") is the employer slot's value; a place's "'s" stays
("at Sainsbury's"); a denied
copula is a denial ("my boss is not Hattie" → `not manager`), never a value held before; only "no longer",
"not … anymore" or "not … any more" make it a former one. Rows are (turns, must yield, must not
yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- working for no employer ---------------------------------------------------------------------
    pytest.param(
        ["I'm freelance now!!"],
        {("Noor", "employer", "freelance", "active")},
        set(),
        id="freelance-now",
    ),
    pytest.param(
        ["went self-employed in June"],
        {("Noor", "employer", "self-employed", "active")},
        set(),
        id="went-self-employed",
    ),
    pytest.param(
        ["been freelancing since March"],
        {("Noor", "employer", "freelance", "active")},
        set(),
        id="freelancing",
    ),
    pytest.param(
        ["I work for myself these days"],
        {("Noor", "employer", "self-employed", "active")},
        set(),
        id="work-for-myself",
    ),
    pytest.param(
        ["I became self-employed last year"],
        {("Noor", "employer", "self-employed", "active")},
        set(),
        id="became-self-employed",
    ),
    pytest.param(
        ["I'm a freelancer tbh"], {("Noor", "employer", "freelance", "active")}, set(), id="a-freelancer"
    ),
    pytest.param(
        ["I've gone freelance"], {("Noor", "employer", "freelance", "active")}, set(), id="gone-freelance"
    ),
    pytest.param(
        [
            "I'm not freelancing anymore",
            "I'm not self-employed any more",
            "I might go freelance",
            "I work for my dad",
            "freelance is hard work",
        ],
        set(),
        {
            ("Noor", "employer", "freelance", "active"),
            ("Noor", "employer", "self-employed", "active"),
            ("Noor", "employer", "freelance", "older"),
        },
        id="denied-hedged-or-someone-elses",
    ),
    # --- a place's name that ends in "'s" ----------------------------------------------------------
    pytest.param(
        ["I work at Sainsbury's now, just stacking shelves"],
        {("Noor", "employer", "Sainsbury's", "active")},
        {("Noor", "employer", "Sainsbury", "active")},
        id="at-a-place-s-now",
    ),
    pytest.param(
        ["I got a job at McDonald’s"],
        {("Noor", "employer", "McDonald’s", "active")},
        {("Noor", "employer", "McDonald", "active")},
        id="a-place-s-curly",
    ),
    pytest.param(
        [
            "started a new job at Nando's last week",
            "I met Sam's mum last week",
            "stayed at my sister's last week",
            "I started at Ferrow in my first week of May",
        ],
        {
            ("Noor", "employer", "Nando's", "active"),
            ("Noor", "stay at", "sister's", "active"),
            ("Noor", "start in", "first week of May", "active"),
        },
        {("Noor", "start at", "last week", "active"), ("Noor", "meet", "Sam's", "active")},
        id="a-place-s-before-a-date",
    ),
    pytest.param(
        ["my brother Tom's flat is in Leeds", "Sam's now at Acme", "I work at Hexley now"],
        {
            ("Noor", "sibling", "Tom", "active"),
            ("Sam", "employer", "Acme", "active"),
            ("Noor", "employer", "Hexley", "active"),
        },
        {("Noor", "sibling", "Tom's", "active")},
        id="an-owner-s-or-an-is-stays-apart",
    ),
    # --- favourites of things and qualities, and lists said at once ---------------------------------
    pytest.param(
        [
            "my favorite food is ramen",
            "my favourite coffee order is an oat flat white",
            "my fav colour is green",
        ],
        {
            ("Noor", "favourite food", "ramen", "active"),
            ("Noor", "favourite coffee order", "oat flat white", "active"),
            ("Noor", "favourite colour", "green", "active"),
        },
        set(),
        id="a-favourite-thing-or-quality",
    ),
    pytest.param(
        ["my favourite foods are pizza and sushi", "my favourite bands are Wolf Alice, Big Thief or Wet Leg"],
        {
            ("Noor", "favourite food", "pizza and sushi", "active"),
            ("Noor", "favourite band", "Wolf Alice, Big Thief or Wet Leg", "active"),
        },
        {("Noor", "favourite food", "pizza", "active"), ("Noor", "favourite band", "Wolf Alice", "active")},
        id="a-list-said-at-once-is-one-value",
    ),
    pytest.param(
        ["my problem is money tbh", "my biggest worry is the rent"],
        set(),
        {("Noor", "problem", "money", "active"), ("Noor", "biggest worry", "rent", "active")},
        id="only-a-favourite-is-held-by-a-common-noun",
    ),
    pytest.param(
        ["my boss is not Hattie, she just sits next to me", "my partner isnt Dev lol, Dev is my cousin"],
        {("Noor", "not manager", "Hattie", "active"), ("Noor", "not partner", "Dev", "active")},
        {("Noor", "former manager", "Hattie", "active"), ("Noor", "former partner", "Dev", "active")},
        id="a-denied-copula-denies",
    ),
    pytest.param(
        ["Sam is not my manager, he's my mentor", "my flatmates aren't Ola and Bea, they moved out in May"],
        {
            ("Noor", "not manager", "Sam", "active"),
            ("Noor", "not flatmate", "Ola", "active"),
            ("Noor", "not flatmate", "Bea", "active"),
        },
        {("Noor", "manager", "Sam", "older"), ("Noor", "flatmate", "Bea", "older")},
        id="denied-either-way-round-and-each-of-several",
    ),
    pytest.param(
        ["Tom is no longer my manager", "Ruth is not my manager anymore", "Ade isn't my landlord any more"],
        {
            ("Noor", "former manager", "Tom", "active"),
            ("Noor", "former manager", "Ruth", "active"),
            ("Noor", "former landlord", "Ade", "active"),
        },
        {("Noor", "not manager", "Ruth", "active"), ("Noor", "not landlord", "Ade", "active")},
        id="no-longer-ends-it",
    ),
    pytest.param(
        ["my manager is not a woman called Petra, that's her deputy"],
        set(),
        {("Noor", "manager", "Petra", "active"), ("Noor", "former manager", "Petra", "active")},
        id="a-denied-one-called-is-no-manager",
    ),
    pytest.param(
        ["my new boss is Hattie", "my old boss is Tom"],
        {("Noor", "manager", "Hattie", "active"), ("Noor", "manager", "Tom", "older")},
        {("Noor", "not manager", "Tom", "active")},
        id="said-without-a-denial-as-before",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_fourteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
