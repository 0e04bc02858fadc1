"""Table tests for the forty-sixth session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts, hand_parsed

CASES = [
    # --- a sport done as a habit, said in the present tense, is a hobby --------------------------
    pytest.param(
        ["I swim twice a week at the pool by the office"],
        {("Noor", "hobby", "swimming", "active")},
        set(),
        id="a-sport-twice-a-week",
    ),
    pytest.param(
        ["i cycle most mornings now"],
        {("Noor", "hobby", "cycling", "active")},
        set(),
        id="a-sport-most-mornings",
    ),
    pytest.param(
        ["we hike on weekends now"],
        {("Noor", "hobby", "hiking", "active")},
        set(),
        id="a-sport-on-weekends",
    ),
    pytest.param(
        ["i swim every friday", "I now cycle to the office instead of swimming"],
        {("Noor", "hobby", "cycling", "active"), ("Noor", "hobby", "ended: swimming", "active")},
        set(),
        id="a-sport-instead-of-another",
    ),
    pytest.param(
        ["honestly I row a boat for a living every day of the week"],
        set(),
        {("Noor", "hobby", "rowing", "active")},
        id="a-verb-with-an-object-is-no-sport",
    ),
    pytest.param(
        ["I walk to work every day"],
        set(),
        {("Noor", "hobby", "walking", "active")},
        id="walking-is-no-sport",
    ),
    pytest.param(
        ["so we swim and then she heads off to open up"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="no-word-of-how-often",
    ),
    pytest.param(
        ["should I swim every day?"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="asked-with-an-auxiliary",
    ),
    pytest.param(
        ["if i swim every morning my ears hurt"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="a-condition",
    ),
    pytest.param(
        ["my brother swims every morning"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="someone-elses-habit-is-not-mine",
    ),
    pytest.param(
        ["i cycle most mornings"],
        {("Noor", "hobby", "cycling", "active")},
        set(),
        id="a-sport-on-mornings-with-no-other-word",
    ),
    pytest.param(
        ["honestly these days i swim at the lido before the kids wake up, it keeps me sane"],
        {("Noor", "hobby", "swimming", "active")},
        set(),
        id="a-long-lowercase-sentence-is-read",
    ),
    pytest.param(
        ["I swam every morning that summer"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="the-past-is-no-habit",
    ),
    pytest.param(
        ["I'll swim every day on holiday"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="the-future-is-no-habit",
    ),
    pytest.param(
        ["I never swim on weekends, the pool is heaving"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="never",
    ),
    pytest.param(
        ["I run out of milk every week lol"],
        set(),
        {("Noor", "hobby", "running", "active")},
        id="running-is-no-sport",
    ),
    pytest.param(
        ["I swim when the kids have practice every friday"],
        set(),
        {("Noor", "hobby", "swimming", "active")},
        id="how-often-of-another-clause",
    ),
    pytest.param(
        ["I play every saturday"],
        set(),
        {("Noor", "hobby", "playing", "active")},
        id="a-pastime-verb-that-names-none",
    ),
    pytest.param(
        ["I cook every night"],
        set(),
        {("Noor", "hobby", "cooking", "active")},
        id="a-chore-is-no-sport",
    ),
    # --- a name cut from the role it names by a word between ------------------------------------
    pytest.param(
        ["My doctor is Dr Patel.", "Also I have a new doctor here, Dr. Nguyen, she is very nice."],
        {("Noor", "doctor", "Dr. Nguyen", "active")},
        set(),
        id="a-new-doctor-here-and-her-name",
    ),
    # --- where the speaker is from, after their name, or "where I grew up" ---------------------
    pytest.param(
        ["I am Tamsin, from Penrith but living in Leeds these days"],
        {("Noor", "hometown", "Penrith", "active")},
        set(),
        id="a-name-then-from-a-town",
    ),
    pytest.param(
        ["im joss, 24, from kettlewick but in the big smoke now lol"],
        {("Noor", "hometown", "kettlewick", "active")},
        set(),
        id="a-name-an-age-then-from-a-lowercase-town",
    ),
    pytest.param(
        ["im joss, 24, trainee chef at Marlow Street Kitchen"],
        {("Noor", "employer", "Marlow Street Kitchen", "active")},
        set(),
        id="a-name-an-age-then-a-job",
    ),
    pytest.param(
        ["from Monday I start at Tesco"],
        set(),
        {("Noor", "hometown", "Monday", "active")},
        id="from-a-day-is-when",
    ),
    pytest.param(
        ["Hi. Dirk here, from the Netherlands."],
        set(),
        {("Noor", "hometown", "Netherlands", "active")},
        id="from-a-country-names-no-town",
    ),
    pytest.param(
        ["Hi, I am Dirk. My sister lives in Utrecht, from Monday anyway"],
        set(),
        {("Noor", "hometown", "Monday", "active"), ("Noor", "hometown", "Utrecht", "active")},
        id="from-not-opening-the-line",
    ),
    pytest.param(
        ["ok i'm from ngcobeni originally, lots of family there."],
        {("Noor", "hometown", "ngcobeni", "active")},
        set(),
        id="from-a-lowercase-town-originally",
    ),
    pytest.param(
        ["i am from scratch, every time lol"],
        set(),
        {("Noor", "hometown", "scratch", "active")},
        id="from-a-word-originally",
    ),
    pytest.param(
        ["my mum is from ngcobeni originally, lots of family there."],
        set(),
        {("Noor", "hometown", "ngcobeni", "active"), ("Noor's mum", "hometown", "ngcobeni", "active")},
        id="someone-else-from-a-lowercase-town",
    ),
    pytest.param(
        ["right from Glasgow, a parcel for the twins"],
        set(),
        {("Noor", "hometown", "Glasgow", "active")},
        id="from-after-the-first-word",
    ),
    pytest.param(
        ["from scratch again, ugh"],
        set(),
        {("Noor", "hometown", "scratch", "active")},
        id="from-a-word-names-no-town",
    ),
    pytest.param(
        ["from brackenby but living in leeds now"],
        {("Noor", "hometown", "brackenby", "active")},
        set(),
        id="from-a-name-in-lowercase",
    ),
    pytest.param(
        ["from Monday."],
        set(),
        {("Noor", "hometown", "Monday", "active")},
        id="from-a-day",
    ),
    pytest.param(
        ["we had an allotment in Leeds, where I grew tomatoes"],
        set(),
        {("Noor", "hometown", "Leeds", "active")},
        id="where-i-grew-things",
    ),
    pytest.param(
        ["Leeds, which I grew up near, is lovely"],
        set(),
        {("Noor", "hometown", "Leeds", "active")},
        id="which-i-grew-up-near",
    ),
    pytest.param(
        ["I learned to swim at the lido in Skelby, where I grew up"],
        {("Noor", "hometown", "Skelby", "active")},
        set(),
        id="where-i-grew-up",
    ),
    pytest.param(
        ["she lives in Galway, where she grew up"],
        set(),
        {("Noor", "hometown", "Galway", "active")},
        id="where-someone-else-grew-up",
    ),
    pytest.param(
        ["we went back to the house where I grew up"],
        set(),
        {("Noor", "hometown", "house", "active")},
        id="where-i-grew-up-names-no-place",
    ),
    # --- a thing sent, bought or got for the speaker is theirs ----------------------------------
    pytest.param(
        ["my old phone died so my son sent me an iPhone for my birthday"],
        {("Noor", "phone", "iPhone", "active")},
        set(),
        id="a-phone-sent-to-me",
    ),
    pytest.param(
        ["mum bought me a Pixel 8 for christmas"],
        {("Noor", "phone", "Pixel 8", "active")},
        set(),
        id="a-phone-bought-for-me",
    ),
    pytest.param(
        ["work got me an iPhone for the on-call rota"],
        {("Noor", "phone", "iPhone", "active")},
        set(),
        id="a-phone-got-for-me",
    ),
    pytest.param(
        ["my sister sent me a photo of her new iPhone"],
        set(),
        {("Noor", "phone", "iPhone", "active")},
        id="a-photo-of-a-phone-is-no-phone",
    ),
    pytest.param(
        ["my sister sent Tom an iPhone for his birthday"],
        set(),
        {("Noor", "phone", "iPhone", "active")},
        id="a-phone-sent-to-someone-else",
    ),
    # --- a date is no place -----------------------------------------------------------------------
    pytest.param(
        ["I am now Operations Manager from 1st January."],
        {("Noor", "job title", "Operations Manager", "active")},
        {("Noor", "hometown", "1st January", "active")},
        id="from-a-day-of-a-month",
    ),
    # --- "here in <town>" is where the speaker lives --------------------------------------------
    pytest.param(
        ["I work as a teacher here in Tamale."],
        {("Noor", "residence", "Tamale", "active")},
        set(),
        id="here-in-a-town",
    ),
    pytest.param(
        ["its snowing here in Upper Hutt lol"],
        {("Noor", "residence", "Upper Hutt", "active")},
        {("Noor", "residence", "Upper", "active")},
        id="here-in-a-town-of-two-words",
    ),
    pytest.param(
        ["we are here in Rome for the weekend"],
        set(),
        {("Noor", "residence", "Rome", "active")},
        id="here-on-a-visit",
    ),
    pytest.param(
        ["is it always this cold here in Oslo?"],
        set(),
        {("Noor", "residence", "Oslo", "active")},
        id="here-in-a-question",
    ),
    pytest.param(
        ["honestly the prices here in Texas are wild"],
        set(),
        {("Noor", "residence", "Texas", "active")},
        id="here-in-a-state",
    ),
    pytest.param(
        ["the humidity here in Singapore is no joke"],
        {("Noor", "residence", "Singapore", "active")},
        set(),
        id="here-in-a-city-that-is-a-state",
    ),
    pytest.param(
        ["its snowing here near Harlow lol"],
        set(),
        {("Noor", "residence", "Harlow", "active")},
        id="here-near-a-town",
    ),
    pytest.param(
        ["i live in Leeds with my sister", "the rent here in Harrogate is mad"],
        {("Noor", "residence", "Leeds", "active")},
        {("Noor", "residence", "Harrogate", "active")},
        id="here-once-a-home-is-known",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_seventh_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("sentence", "parsed"),
    [
        ("honestly i cycle most mornings before breakfast", True),  # a sport's verb and how often
        ("honestly i cycle everywhere these days since the bus got cut", True),
        ("we watched the quiet film most evenings after dinner", False),  # how often, no sport
        ("honestly i cycle fast for basically all of it", False),  # a sport's verb, no how often
    ],
)
def test_a_sport_done_often_is_worth_parsing(sentence, parsed):
    from memcli.curators.parse import worth_parsing

    assert worth_parsing(sentence) is parsed


@pytest.mark.parametrize(
    ("words", "heads", "deps", "pos", "appos"),
    [
        pytest.param(
            ["I", "have", "a", "new", "doctor", "here", ",", "Dr.", "Nguyen"],
            [1, 1, 4, 4, 1, 1, 1, 8, 1],
            ["nsubj", "ROOT", "det", "amod", "dobj", "advmod", "punct", "compound", "npadvmod"],
            ["PRON", "VERB", "DET", "ADJ", "NOUN", "ADV", "PUNCT", "PROPN", "PROPN"],
            ("Nguyen", "doctor"),
            id="the-name-of-a-role",
        ),
        pytest.param(
            ["I", "have", "a", "new", "mug", "here", ",", "Ikea"],
            [1, 1, 4, 4, 1, 1, 1, 1],
            ["nsubj", "ROOT", "det", "amod", "dobj", "advmod", "punct", "npadvmod"],
            ["PRON", "VERB", "DET", "ADJ", "NOUN", "ADV", "PUNCT", "PROPN"],
            None,
            id="a-thing-is-no-role",
        ),
        pytest.param(
            ["I", "saw", "the", "doctor", "on", "Monday", "Nguyen"],
            [1, 1, 3, 1, 1, 4, 1],
            ["nsubj", "ROOT", "det", "dobj", "prep", "pobj", "npadvmod"],
            ["PRON", "VERB", "DET", "NOUN", "ADP", "PROPN", "PROPN"],
            None,
            id="more-than-a-word-of-where-between",
        ),
        pytest.param(
            ["I", "have", "a", "new", "doctor", "here", ",", "nice"],
            [1, 1, 4, 4, 1, 1, 1, 1],
            ["nsubj", "ROOT", "det", "amod", "dobj", "advmod", "punct", "npadvmod"],
            ["PRON", "VERB", "DET", "ADJ", "NOUN", "ADV", "PUNCT", "ADJ"],
            None,
            id="no-name",
        ),
        pytest.param(
            ["Monday", "I", "saw", "the", "doctor"],
            [2, 2, 2, 4, 2],
            ["npadvmod", "nsubj", "ROOT", "det", "dobj"],
            ["PROPN", "PRON", "VERB", "DET", "NOUN"],
            None,
            id="a-name-before-the-role",
        ),
    ],
)
def test_a_name_cut_from_its_role(words, heads, deps, pos, appos):
    from memcli.curators.parse import _mend_names_cut_from_their_role

    doc = hand_parsed(words, heads, deps, pos)
    _mend_names_cut_from_their_role(doc)
    found = [(t.text, t.head.text) for t in doc if t.dep_ == "appos"]
    assert found == ([appos] if appos else [])


@pytest.mark.parametrize(
    ("value", "when"),
    [
        ("1st January", True),
        ("January 1st", True),
        ("the 3rd of May", True),
        ("may 14", True),
        ("may 2024", False),  # four digits are a year, not a day of the month
        ("jul.", True),
        ("3rd", True),
        ("sundays", True),
        ("14", False),  # a number alone says no date
        ("14 Hill Street", False),
        ("May Street", False),
        ("", False),
    ],
)
def test_a_value_that_says_when(value, when):
    from memcli.curators.parse import _a_when

    assert _a_when(value) is when
