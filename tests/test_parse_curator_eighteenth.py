"""Table tests for the eighteenth pass on chat (memcli.curators.parse): the gender a person named
beside a kin noun is given (the nearest kin noun's, not the sentence's first), and the town of an
unnamed place of work. Rows are (turns, must yield, must not yield) as in
tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- he or she: the kin noun beside the name ----------------------------------------------
    pytest.param(
        ["my cousin Leila is coming over with her husband Sami. he drives a taxi in Tunis"],
        {("Sami", "job title", "taxi driver", "active")},
        {("Leila", "job title", "taxi driver", "active"), ("Sami", "car", "Tunis", "active")},
        id="husband-after-a-woman-is-he",
    ),
    pytest.param(
        ["my brother Kofi came round with his wife Abena. she teaches at a primary school"],
        {("Abena", "employer", "primary school", "active")},
        {("Kofi", "employer", "primary school", "active")},
        id="wife-after-a-man-is-she",
    ),
    # --- where an unnamed place of work is ------------------------------------------------------
    pytest.param(
        ["my uncle Dev works in a garage in Leeds"],
        {("Dev", "work in", "Leeds", "active"), ("Dev", "work in", "garage", "active")},
        set(),
        id="a-garage-in-a-town",  # the tagger reads the last word as a common noun
    ),
    pytest.param(
        ["my uncle Dev works in a garage in Ashwick now, loves it"],
        {("Dev", "work in", "Ashwick", "active")},
        set(),
        id="a-garage-in-a-named-town",
    ),
    pytest.param(
        ["my uncle Dev works in a garage in May and June"],
        set(),
        {("Dev", "work in", "May", "active")},
        id="a-month-is-no-town",
    ),
    pytest.param(
        ["my uncle Dev got a job at a garage in Kelby"],
        set(),
        {("Dev", "work in", "Kelby", "active"), ("Dev", "employer", "Kelby", "active")},
        id="a-job-got-is-no-town-worked-in",
    ),
    pytest.param(
        ["my aunt Ruth works in sales in Kelby"],
        {("Ruth", "work in", "Kelby", "active")},
        set(),
        id="a-field-in-a-town",
    ),
    pytest.param(
        ["my aunt Ruth works at Greggs in Kelby"],
        {("Ruth", "employer", "Greggs", "active"), ("Ruth", "work in", "Kelby", "active")},
        set(),
        id="a-named-place-in-a-town",
    ),
    pytest.param(
        ["my uncle Dev works in IT in Kelby"],
        set(),
        {("Dev", "employer", "Kelby", "active")},
        id="a-field-is-no-place",
    ),
    pytest.param(
        ["my uncle Dev works at a garage in the old mill"],
        set(),
        {("Dev", "work in", "mill", "active"), ("Dev", "work in", "old mill", "active")},
        id="no-town-named",
    ),
]


CASES += [
    # --- vehicles: named beside the noun without a comma; what was started is no vehicle ----------
    pytest.param(
        ["my truck the Brennard Hauler is making a rattling noise"],
        {("Noor", "car", "Brennard Hauler", "active")},
        set(),
        id="my-truck-the-name",
    ),
    pytest.param(
        ["my truck the Brennard Hauler is making a noise", "sold the hauler on saturday"],
        {("Noor", "car", "ended: Brennard Hauler", "active")},
        set(),
        id="the-truck-sold-ends-it",
    ),
    pytest.param(
        ["I took my car the Tuesday before"],
        set(),
        {("Noor", "car", "Tuesday before", "active"), ("Noor", "car", "Tuesday", "active")},
        id="a-day-is-no-name",
    ),
    pytest.param(
        ["bought a moped, a Vesta Sprint"],
        {("Noor", "car", "Vesta Sprint", "active")},
        set(),
        id="a-moped-is-ridden",
    ),
    # a vehicle got without its name, named alone in the next sentence
    pytest.param(
        ["scooter got stolen so got a moped. Vesta 125. fast enough for town"],
        {("Noor", "car", "Vesta 125", "active")},
        set(),
        id="named-alone-after",
    ),
    pytest.param(
        ["bought a new car. Tom!"],
        set(),
        {("Noor", "car", "Tom", "active")},
        id="a-person-is-no-name-of-a-thing",
    ),
    pytest.param(
        ["got a new car. Paris!"],
        set(),
        {("Noor", "car", "Paris", "active")},
        id="a-place-is-no-name-of-a-thing",
    ),
    pytest.param(
        ["about the van. Bluebell, my battered old van, she's done 200k miles, won't start most days"],
        set(),
        {("Noor", "car", "Bluebell", "active")},
        id="named-beside-the-noun-is-not-read-here",
    ),
    pytest.param(
        ["the firm gave me a van so the bike can go"],
        {("Noor", "car", "van", "active")},
        set(),
        id="a-van-given-to-me",
    ),
    pytest.param(
        ["my uncle gave me a lift in his van"],
        set(),
        {("Noor", "car", "van", "active"), ("Noor", "car", "lift", "active")},
        id="a-lift-in-a-van-is-no-van",
    ),
    pytest.param(
        ["my uncle gave Tom a van"],
        set(),
        {("Noor", "car", "van", "active")},
        id="a-van-given-to-another",
    ),
    pytest.param(
        ["starting my own food truck, Ember Wagon. wraps and coffee"],
        {("Noor", "employer", "Ember Wagon", "active")},
        {("Noor", "car", "Ember Wagon", "active")},
        id="a-food-truck-started-is-a-business",
    ),
]

CASES += [
    # --- a house on a street left or sold was a home ------------------------------------------
    pytest.param(
        ["exchanged contracts!! leaving 7 Harrow Row at last"],
        {("Noor", "former residence", "7 Harrow Row", "active")},
        {
            ("Noor", "former employer", "7 Harrow Row", "active"),
            ("Noor", "former partner", "7 Harrow Row", "active"),
        },
        id="leaving-a-house-on-a-street",
    ),
    pytest.param(
        ["we finally sold 14 Mill Street"],
        {("Noor", "former residence", "14 Mill Street", "active")},
        set(),
        id="selling-a-house-on-a-street",
    ),
    pytest.param(
        ["I left Harbour Road Studios in June"],
        set(),
        {("Noor", "former residence", "Harbour Road Studios", "active")},
        id="a-name-with-a-street-word-is-no-house",
    ),
]

CASES += [
    # --- the job named after a comma when a job is started at a place ---------------------------
    pytest.param(
        ["joined Brightwell last week, junior dev"],
        {("Noor", "job title", "junior dev", "active"), ("Noor", "employer", "Brightwell", "active")},
        set(),
        id="a-role-after-the-comma",
    ),
    pytest.param(
        ["starting at Crane & Moss mon, pastry chef"],
        {("Noor", "job title", "pastry chef", "active"), ("Noor", "employer", "Crane & Moss", "active")},
        {("Noor", "employer", "mon", "active")},
        id="a-role-after-a-day",
    ),
    pytest.param(
        ["starting at crane & moss mon, pastry chef"],
        {("Noor", "job title", "pastry chef", "active"), ("Noor", "employer", "crane & moss", "active")},
        {("Noor", "employer", "crane & moss mon", "active")},
        id="a-role-beside-the-place",
    ),
    pytest.param(
        ["starting at rook & rye mon, line cook."],
        {("Noor", "job title", "line cook", "active")},
        set(),
        id="the-role-as-the-places-apposition",
    ),
    pytest.param(
        ["joined Brightwell last week, big office"],
        set(),
        {("Noor", "job title", "big office", "active")},
        id="an-office-is-no-role",
    ),
    pytest.param(
        ["joined Brightwell monday junior dev"],
        set(),
        {("Noor", "job title", "monday junior dev", "active")},
        id="no-comma-no-role",
    ),
    pytest.param(
        ["started at the climbing wall today, great vibes"],
        set(),
        {("Noor", "job title", "great vibes", "active"), ("Noor", "job title", "vibes", "active")},
        id="no-occupation-no-role",
    ),
    pytest.param(
        ["saw my old boss at Crane & Moss, head chef there"],
        set(),
        {("Noor", "job title", "head chef", "active")},
        id="not-started-not-mine",
    ),
]

CASES += [
    # --- the head of a group one is in is one's manager ------------------------------------------
    pytest.param(
        ["my head of department is Dr. Ines Okafor, very direct"],
        {("Noor", "manager", "Dr. Ines Okafor", "active")},
        set(),
        id="head-of-department",
    ),
    pytest.param(
        ["my head of science is Mr Adeyemi"],
        {("Noor", "manager", "Mr Adeyemi", "active")},
        set(),
        id="head-of-a-field",
    ),
    pytest.param(
        ["my head of hair is a mess today"],
        set(),
        {("Noor", "manager", "mess", "active")},
        id="head-of-hair",
    ),
    pytest.param(
        ["I am head of logistics now"],
        {("Noor", "job title", "head of logistics", "active")},
        set(),
        id="being-head-of-something-is-a-job",
    ),
]

CASES += [
    # --- a handle changed: its new value --------------------------------------------------------
    pytest.param(
        ["changed my gamertag too its quietFox9 now the old one was cringe"],
        {("Noor", "gamertag", "quietFox9", "active")},
        set(),
        id="gamertag-its-now",
    ),
    pytest.param(
        ["changed my handle, it's @finchwrites now"],
        {("Noor", "handle", "@finchwrites", "active")},
        set(),
        id="handle-after-a-comma",
    ),
    pytest.param(
        ["I changed my username to bluefinch"],
        {("Noor", "username", "bluefinch", "active")},
        set(),
        id="username-changed-to",
    ),
    pytest.param(
        ["changed my number, it's 07700 900456 now"],
        set(),
        {("Noor", "number", "07700", "active")},
        id="a-number-is-the-phones",
    ),
    pytest.param(
        ["changed my mind, it's fine now"],
        set(),
        {("Noor", "mind", "fine", "active")},
        id="a-mind-is-no-handle",
    ),
    pytest.param(
        ["changed my email to the new one"],
        set(),
        {("Noor", "email", "the", "active")},
        id="a-stop-word-is-no-value",
    ),
]

CASES += [
    # --- a job applied for, confirmed: whose ------------------------------------------------------
    pytest.param(
        [
            "my husband Tom keeps moaning about work and there's a planner job at Kelby Borough Council",
            "Tom applied to the council and GOT IT, starts in June",
        ],
        {("Tom", "employer", "Kelby Borough Council", "active")},
        {("Noor", "employer", "Kelby Borough Council", "active")},
        id="he-got-it",
    ),
    pytest.param(
        ["there's a planner job at Kelby Borough Council, applying tonight", "GOT IT!!"],
        {("Noor", "employer", "Kelby Borough Council", "active")},
        set(),
        id="i-got-it",
    ),
    pytest.param(
        ["there's a planner job at Kelby Borough Council, applying tonight", "we got it!! so happy"],
        {("Noor", "employer", "Kelby Borough Council", "active")},
        set(),
        id="we-got-it",
    ),
    pytest.param(
        [
            "there's a planner job at Kelby Borough Council, applying tonight",
            "my sister got a puppy lol. and I GOT IT!!",
        ],
        {("Noor", "employer", "Kelby Borough Council", "active")},
        {("Noor's sister", "employer", "Kelby Borough Council", "active")},
        id="another-got-is-not-the-job",
    ),
    pytest.param(
        [
            "my husband Tom keeps moaning about work and there's a planner job at Kelby Borough Council",
            "Tom went for it and got the job!!",
        ],
        {("Tom", "employer", "Kelby Borough Council", "active")},
        {("Noor", "employer", "Kelby Borough Council", "active")},
        id="he-got-the-job",
    ),
]


@pytest.mark.parametrize(
    ("value", "house"),
    [
        ("7 Harrow Row", True),
        ("4B Cranmore Lane", True),
        ("Harrow Row", False),  # a street: a home may be on it, or a shop
        ("Row 3", False),
        ("12 Finch", False),
        ("12 Road", False),  # a number and a street word name no street
        ("3 Park Road Studios", False),
    ],
)
def test_a_house_on_a_street(value, house):
    from memcli.curators.parse import _on_a_street

    assert _on_a_street(value) is house


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_eighteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
