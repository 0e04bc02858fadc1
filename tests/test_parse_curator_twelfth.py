"""Table tests for the twelfth pass on chat (memcli.curators.parse): a trade told by its verb ("I
teach chemistry at Fernhill Grammar", "my sister teaches yoga at Breathe Studio") is a job title, and a place
named with "called" ("a tiny ramen bar called Hoshi") is the name, not the kind of place. Rows
are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

TITLE = "job title"

CASES = [
    pytest.param(
        ["I teach chemistry at Fernhill Grammar"],
        {("Noor", TITLE, "chemistry teacher", "active"), ("Noor", "employer", "Fernhill Grammar", "active")},
        set(),
        id="teaching-a-subject-at-a-school",
    ),
    pytest.param(
        ["i teach piano most evenings"],
        {("Noor", TITLE, "piano teacher", "active")},
        set(),
        id="teaching-a-subject-no-workplace",
    ),
    pytest.param(
        ["I teach the kids at Oakley Primary"],
        {("Noor", TITLE, "teacher", "active")},
        {("Noor", TITLE, "kids teacher", "active")},
        id="teaching-people-is-no-subject",
    ),
    pytest.param(
        ["my sister teaches yoga at Breathe Studio"],
        {
            ("Noor's sister", TITLE, "yoga teacher", "active"),
            ("Noor's sister", "employer", "Breathe Studio", "active"),
        },
        set(),
        id="someone-elses-trade",
    ),
    pytest.param(
        ["i cook at a tiny ramen bar called Hoshi now"],
        {("Noor", TITLE, "cook", "active"), ("Noor", "employer", "Hoshi", "active")},
        {("Noor", "employer", "tiny ramen bar", "active")},
        id="a-place-called-its-name",
    ),
    pytest.param(
        ["I tutor at Brightsparks on saturdays"],
        {("Noor", TITLE, "tutor", "active"), ("Noor", "employer", "Brightsparks", "active")},
        set(),
        id="tutoring-at-a-firm",
    ),
    pytest.param(
        ["i waitress at Dino's on weekends"],
        {("Noor", TITLE, "waitress", "active"), ("Noor", "employer", "Dino's", "active")},
        set(),
        id="waitressing-at-a-restaurant",
    ),
    pytest.param(
        ["I bartend at the Lamb on weekends"],
        {("Noor", TITLE, "bartender", "active"), ("Noor", "employer", "Lamb", "active")},
        set(),
        id="bartending-at-a-pub",
    ),
    pytest.param(
        ["I cook for Gusto Catering these days"],
        {("Noor", TITLE, "cook", "active")},
        set(),
        id="cooking-for-a-firm",
    ),
    pytest.param(
        [
            "started a new job at Fennick Dental last week, receptionist",
            "I started at Orme & Co on monday, paralegal",
        ],
        {("Noor", TITLE, "paralegal", "active"), ("Noor", TITLE, "receptionist", "active")},
        set(),
        id="the-job-then-what-it-is-after-a-comma",
    ),
    pytest.param(
        [
            "my sister started at Kingsmead last week, nurse",
            "started at Fennick Dental last week, nightmare",
            "met Kofi at the Crown last night, plumber",
            "got a new puppy on monday, vet",
            "had drinks at the Crown on friday, bartender",
            "got my test results yesterday, nurse",
            "got a plumber in at the flat yesterday",
            "got a tutor for Maya at the library",
        ],
        set(),
        {
            ("Noor", TITLE, "nurse", "active"),
            ("Noor", TITLE, "nightmare", "active"),
            ("Noor", TITLE, "plumber", "active"),
            ("Noor", TITLE, "vet", "active"),
            ("Noor", TITLE, "bartender", "active"),
            ("Noor", TITLE, "plumber", "active"),
            ("Noor", TITLE, "tutor", "active"),
        },
        id="someone-elses-job-or-no-occupation",
    ),
    pytest.param(
        ["I taught French at Dunmore College for six years"],
        {("Noor", "former job title", "French teacher", "active")},
        {("Noor", TITLE, "French teacher", "active")},
        id="taught-is-a-title-held-before",
    ),
    pytest.param(
        ["I used to teach at Oakley Primary"],
        {("Noor", "former job title", "teacher", "active")},
        {("Noor", TITLE, "teacher", "active")},
        id="used-to-is-before",
    ),
    pytest.param(
        [
            "i cook for my flatmates most nights",
            "I teach my nephew to drive",
            "I don't teach maths anymore",
            "I'll teach maths at Kumon next term",
            "I teach Maya on Tuesdays",
            "i teach adults twice a week",
            "I want to teach at Oakley Primary",
        ],
        set(),
        {
            ("Noor", TITLE, "cook", "active"),
            ("Noor", TITLE, "teacher", "active"),
            ("Noor", TITLE, "nephew teacher", "active"),
            ("Noor", TITLE, "maths teacher", "active"),
            ("Noor", TITLE, "Maya teacher", "active"),
            ("Noor", TITLE, "adults teacher", "active"),
        },
        id="no-trade-a-chore-a-lesson-a-no-a-plan",
    ),
    # --- a title said in the past tense -------------------------------------------------------------
    pytest.param(
        ["I was a chef for ten years before this", "my sister was a nurse at Kingsmead until 2019"],
        {
            ("Noor", "former job title", "chef", "active"),
            ("Noor's sister", "former job title", "nurse", "active"),
        },
        {("Noor", TITLE, "chef", "active"), ("Noor's sister", TITLE, "nurse", "active")},
        id="was-a-chef-is-a-former-title",
    ),
    pytest.param(
        ["I'm a chef at Hoshi", "my sister is a nurse"],
        {("Noor", TITLE, "chef", "active"), ("Noor's sister", TITLE, "nurse", "active")},
        set(),
        id="is-a-chef-is-the-title-now",
    ),
    # --- where someone is from ------------------------------------------------------------------
    pytest.param(
        [
            "I'm from Lagos originally",
            "born and raised in Dundee",
            "my dad grew up in Aberdeen",
            "Kofi comes from Kumasi",
            "we hail from Gdańsk",
            "my hometown is Leeds",
        ],
        {
            ("Noor", "hometown", "Lagos", "active"),
            ("Noor", "hometown", "Dundee", "active"),
            ("Noor's dad", "hometown", "Aberdeen", "active"),
            ("Kofi", "hometown", "Kumasi", "active"),
            ("Noor", "hometown", "Gdańsk", "active"),
            ("Noor", "hometown", "Leeds", "active"),
        },
        set(),
        id="from-born-grew-up",
    ),
    pytest.param(
        [
            "my new colleague Dayo is lovely, she came from Lagos two years ago",
            "my manager Tola came from Deloitte last spring",
        ],
        {("Dayo", "hometown", "Lagos", "active"), ("Tola", "former employer", "Deloitte", "active")},
        {("Dayo", "former employer", "Lagos", "active")},
        id="came-from-a-place-or-a-firm",
    ),
    # --- pets named beside their noun ---------------------------------------------------------------
    pytest.param(
        [
            "we've got two dogs, Pip and Mabel",
            "we have a cat, Miso",
            "I have two cats called Salt and Pepper",
        ],
        {
            ("Noor", "pet", "Pip", "active"),
            ("Noor", "pet", "Mabel", "active"),
            ("Noor", "pet", "Miso", "active"),
            ("Noor", "pet", "Salt", "active"),
            ("Noor", "pet", "Pepper", "active"),
        },
        set(),
        id="pets-named-after-a-comma-or-called-both",
    ),
    pytest.param(
        ["we got a dog, Sam helped us pick", "we got a puppy, cockapoo"],
        set(),
        {("Noor", "pet", "Sam", "active"), ("Noor", "pet", "Cockapoo", "active")},
        id="a-name-after-the-comma-that-does-something-else",
    ),
    # --- an object denied with "no" ---------------------------------------------------------------
    pytest.param(
        ["i eat no meat these days", "we have no kids"],
        {("Noor", "not eat", "meat", "active"), ("Noor", "not have", "kids", "active")},
        {("Noor", "eat", "meat", "active"), ("Noor", "have", "kids", "active")},
        id="no-before-the-object-denies-it",
    ),
    # --- texting's "'s" for "is" -----------------------------------------------------------------
    pytest.param(
        [
            "my new manager's Rachel, seems nice",
            "my dentist's Dr Okafor",
            "my sister's Amara btw",
            "my team's Arsenal",
        ],
        {
            ("Noor", "manager", "Rachel", "active"),
            ("Noor", "dentist", "Dr Okafor", "active"),
            ("Noor", "sibling", "Amara", "active"),
            ("Noor", "team", "Arsenal", "active"),
        },
        set(),
        id="my-x-s-name-is-my-x",
    ),
    pytest.param(
        [
            "my brother's Tesla broke down",
            "my mum's Kenyan",
            "my uncle's Golf is in the garage",
            "Kofi's manager's Rachel",
            "my sister's lovely",
            "Ruby, my little red car, failed her MOT",  # an apposition, no "'s": not this rule's
        ],
        set(),
        {
            ("Noor", "sibling", "Tesla", "active"),
            ("Noor", "parent", "Kenyan", "active"),
            ("Noor", "uncle", "Golf", "active"),
            ("Noor", "manager", "Rachel", "active"),
            ("Noor", "sibling", "Lovely", "active"),
            ("Noor", "car", "Ruby", "active"),
        },
        id="a-possessive-that-does-something-or-a-nationality",
    ),
    # --- a replacement takes the role of the one replaced ---------------------------------------
    pytest.param(
        ["my manager Odette is leaving, her replacement is Femi Adeyemi"],
        {("Noor", "manager", "Odette", "active"), ("Noor", "manager", "Femi Adeyemi", "active")},
        set(),
        id="replacement-in-the-same-sentence",
    ),
    pytest.param(
        ["my boss Odette left in May", "her replacement is some guy called Lars"],
        {("Noor", "manager", "Lars", "active")},
        set(),
        id="a-guy-called",
    ),
    pytest.param(
        ["my partner is Dev", "my boss Odette left in May", "her successor is Lars"],
        {("Noor", "manager", "Lars", "active"), ("Noor", "partner", "Dev", "active")},
        {("Noor", "partner", "Lars", "active")},
        id="a-successor-takes-only-the-roles-of-the-one-replaced",
    ),
    pytest.param(
        [
            "my boss Odette left in May",
            "her replacement is useless",
            "my friend Tia moved away, her replacement is Jo",
        ],
        set(),
        {("Noor", "manager", "useless", "active"), ("Noor", "friend", "Jo", "active")},
        id="no-name-or-a-role-of-many",
    ),
    # --- tastes ---------------------------------------------------------------------------------
    pytest.param(
        [
            "i'm a huge fan of Big Thief",
            "I'm not really a fan of olives or anchovies",
            "I've been a fan since 2009",
        ],
        {
            ("Noor", "likes", "Big Thief", "active"),
            ("Noor", "dislikes", "olives", "active"),
            ("Noor", "dislikes", "anchovies", "active"),
        },
        {("Noor", "likes", "olives", "active"), ("Noor", "likes", "2009", "active")},
        id="a-fan-of-and-not-a-fan-of",
    ),
    pytest.param(
        ["obsessed with bouldering lately", "hooked on wordle"],
        {("Noor", "likes", "bouldering", "active"), ("Noor", "likes", "wordle", "active")},
        set(),
        id="obsessed-and-hooked-without-im",
    ),
    pytest.param(
        ["i prefer text over calls"],
        {("Noor", "likes", "text", "active")},
        {("Noor", "likes", "calls", "active")},
        id="the-thing-preferred-less-is-no-like",
    ),
    pytest.param(
        [
            "favourite author at the moment is Ursula Le Guin",
            "my fave band is Wet Leg",
            "favorite film is Heat",
        ],
        {
            ("Noor", "favourite author", "Ursula Le Guin", "active"),
            ("Noor", "favourite band", "Wet Leg", "active"),
            ("Noor", "favourite film", "Heat", "active"),
        },
        set(),
        id="a-favourite-without-my-one-relation-however-spelt",
    ),
    pytest.param(
        ["the favourite to win is Ireland", "the favourite band at school is Haim"],
        set(),
        {("Noor", "favourite", "Ireland", "active"), ("Noor", "favourite band", "Haim", "active")},
        id="a-favourite-with-a-determiner-is-nobodys",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twelfth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
