"""Table tests for the nineteenth pass on chat (memcli.curators.parse): a home got after an
opening participle, a street's abbreviation, a lowercase home moved out of, the name a noun is
hung on, a change after an opener and a colon, and a second title joined to the first. Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- texting's dropped "I" after an opening participle --------------------------------------
    pytest.param(
        ["finally moving out of Birchley House next week, got a place on Mill Lane"],
        {
            ("Noor", "residence", "Mill Lane", "active"),
            ("Noor", "former residence", "Birchley House", "active"),
        },
        set(),
        id="a-home-got-after-moving-out",
    ),
    # --- a street written short -------------------------------------------------------------------
    pytest.param(
        ["jess and i got a flat on penfold rd"],
        {("Noor", "residence", "penfold rd", "active")},
        {("Noor", "get on", "penfold", "active")},
        id="rd-ends-the-street",
    ),
    pytest.param(
        ["we got a flat on Penfold Rd"],
        {("Noor", "residence", "Penfold Rd", "active")},
        set(),
        id="Rd-as-the-tagger-reads-it",
    ),
    # --- a lowercase home moved out of ------------------------------------------------------------
    pytest.param(
        ["im moving out of carrow hall!! jess and i got a flat on penfold road"],
        {
            ("Noor", "former residence", "carrow hall", "active"),
            ("Noor", "residence", "penfold road", "active"),
        },
        set(),
        id="a-lowercase-name-of-two-words-was-home",
    ),
    pytest.param(
        ["im moving out of carrow hall next week!!"],
        {("Noor", "former residence", "carrow hall", "active")},
        set(),
        id="a-lowercase-name-of-two-words-alone",
    ),
    pytest.param(
        ["im moving out of halls!! cant wait"],
        set(),
        {("Noor", "former residence", "halls", "active")},
        id="one-lowercase-word-may-be-a-kind",
    ),
    pytest.param(
        ["im moving out of halls!! jess and i got a flat on penfold road"],
        {("Noor", "residence", "penfold road", "active"), ("Noor", "former residence", "halls", "active")},
        set(),
        id="a-home-moved-out-of-then-a-new-one",
    ),
    # --- a noun the parser hangs on the name ---------------------------------------------------------
    pytest.param(
        ["my gp Dr Khan says im fine"],
        {("Noor", "doctor", "Dr Khan", "active")},
        {("Noor", "doctor", "Dr", "active")},
        id="gp-hung-on-the-name",
    ),
    # --- an opener and a colon before a change ----------------------------------------------------
    pytest.param(
        ["im a staff nurse at St Olave's", "update: promoted to charge nurse!"],
        {("Noor", "job title", "charge nurse", "active"), ("Noor", "job title", "staff nurse", "active")},
        set(),
        id="update-colon-promoted",
    ),
    pytest.param(
        ["personal: joined Halden Masters. swim squad on fridays"],
        set(),
        {("Noor", "employer", "Halden Masters", "active")},
        id="joined-after-a-colon-is-not-read-as-a-job",
    ),
    # --- a second title joined to the first ------------------------------------------------------------
    pytest.param(
        ["im a qualified plumber and currently a site foreman at Bexley Builds."],
        {
            ("Noor", "job title", "site foreman", "active"),
            ("Noor", "job title", "qualified plumber", "active"),
            ("Noor", "employer", "Bexley Builds", "active"),
        },
        set(),
        id="a-title-joined-to-the-attribute",
    ),
    pytest.param(
        ["I am a chartered accountant and currently a Senior Accountant at Pell Marr LLP."],
        {
            ("Noor", "job title", "Senior Accountant", "active"),
            ("Noor", "employer", "Pell Marr LLP", "active"),
        },
        set(),
        id="a-title-joined-to-the-verb",
    ),
    pytest.param(
        ["I'm a teacher and a mum of two"],
        {("Noor", "job title", "teacher", "active")},
        {("Noor", "job title", "mum of two", "active")},
        id="a-joined-noun-that-is-no-job",
    ),
    pytest.param(
        ["im a nurse and a huge football fan"],
        {("Noor", "job title", "nurse", "active")},
        {("Noor", "job title", "huge football fan", "active")},
        id="a-joined-fan-is-no-job",
    ),
    # --- a role beside a name, however the tagger reads it ---------------------------------------
    pytest.param(
        ["Manager is Dana Kowal, seems fine"],
        {("Noor", "manager", "Dana Kowal", "active")},
        set(),
        id="a-role-capitalized-as-it-opens-the-sentence",
    ),
    pytest.param(
        ["ok so our Manager is Dana Kowal"],
        set(),
        {("Noor", "manager", "Dana Kowal", "active")},
        id="a-capital-inside-the-sentence-is-a-name",
    ),
    pytest.param(
        ["update: priya left, new team lead is marcus. he seems ok"],
        {("Noor", "manager", "Marcus", "active")},
        set(),
        id="after-update-colon-a-clause",
    ),
    pytest.param(
        ["my team lead priya keeps dumping stuff on me"],
        {("Noor", "manager", "Priya", "active")},
        {("Noor's team", "lead", "priya", "active")},
        id="team-lead-read-as-a-verb",
    ),
    pytest.param(
        ["team lead priya keeps dumping stuff on me"],
        {("Noor", "manager", "Priya", "active")},
        set(),
        id="texting-drops-my-before-team-lead",
    ),
    pytest.param(
        ["the team lead priya keeps dumping stuff on me"],
        set(),
        {("Noor", "manager", "Priya", "active")},
        id="the-team-lead-is-nobody-said",
    ),
    pytest.param(
        ["I told my team lead Priya about it"],
        {("Noor", "manager", "Priya", "active")},
        set(),
        id="team-lead-read-as-a-verb-after-a-verb",
    ),
    pytest.param(
        ["Tom's team lead Priya is off sick"],
        {("Tom", "manager", "Priya", "active")},
        {("Noor", "manager", "Priya", "active")},
        id="someone-elses-team-lead",
    ),
    pytest.param(
        ["my team lead the way on fridays"],
        set(),
        {("Noor", "manager", "The", "active"), ("Noor", "manager", "the", "active")},
        id="team-lead-the-way-is-a-verb",
    ),
    pytest.param(
        ["lead priya to the car pls"],
        set(),
        {("Noor", "manager", "Priya", "active")},
        id="lead-opening-the-sentence",
    ),
    pytest.param(
        ["my horses lead Rover"],
        set(),
        {("Noor", "manager", "Rover", "active")},
        id="lead-a-verb-after-a-living-thing",
    ),
    pytest.param(
        ["and they made me lead PT for the whole squad"],
        set(),
        {("Noor", "manager", "PT", "active")},
        id="made-me-lead-is-a-title",
    ),
    # --- a lowercase name joined to the speaker ------------------------------------------------------
    pytest.param(
        ["so me and dani are officially moving in together next month"],
        {("Noor", "partner", "Dani", "active")},
        set(),
        id="me-and-a-lowercase-name-move-in",
    ),
    pytest.param(
        ["dani and i got engaged!!"],
        {("Noor", "partner", "Dani", "active")},
        set(),
        id="a-lowercase-name-and-i",
    ),
    pytest.param(
        ["tomasz and me got married last june"],
        {("Noor", "partner", "Tomasz", "active")},
        set(),
        id="a-lowercase-name-read-as-a-noun-and-me",
    ),
    pytest.param(
        ["me and kids moved in together"],
        set(),
        {("Noor", "partner", "Kids", "active")},
        id="a-dictionary-word-is-no-name",
    ),
    # --- family and the people around a home or a job ---------------------------------------------------
    pytest.param(
        ["my neighbour Mrs Dunn popped round with scones"],
        {("Noor", "neighbour", "Mrs Dunn", "active")},
        set(),
        id="a-neighbour-named",
    ),
    pytest.param(
        ["my stepdad Kev is a plumber"],
        {("Noor", "parent", "Kev", "active"), ("Kev", "job title", "plumber", "active")},
        set(),
        id="a-stepdad-the-tagger-reads-as-an-adjective",
    ),
    pytest.param(
        ["my guinea pig Nibbles is poorly"],
        {("Noor", "pet", "Nibbles", "active")},
        set(),
        id="a-pet-of-two-words",
    ),
    pytest.param(
        ["my staffy Tyson is the best"],
        {("Noor", "pet", "Tyson", "active")},
        set(),
        id="a-breed-the-tagger-reads-as-an-adjective",
    ),
    pytest.param(
        ["my lovely Jo is a nurse"],
        set(),
        {("Noor", "partner", "Jo", "active"), ("Noor", "sibling", "Jo", "active")},
        id="an-adjective-before-a-name-names-no-relation",
    ),
    # --- a young child started somewhere: a school ---------------------------------------------------
    pytest.param(
        ["My daughter Ingrid, 3, started at Solbakken Kita last month."],
        {("Ingrid", "school", "Solbakken Kita", "active")},
        {("Ingrid", "employer", "Solbakken Kita", "active")},
        id="a-three-year-old-started-at",
    ),
    pytest.param(
        ["my son Leo (4) started at Little Acorns last week"],
        {("Leo", "school", "Little Acorns", "active")},
        set(),
        id="an-age-in-brackets",
    ),
    pytest.param(
        ["my son Leo, 25, started at Deloitte"],
        {("Leo", "employer", "Deloitte", "active")},
        {("Leo", "school", "Deloitte", "active")},
        id="a-grown-child-started-a-job",
    ),
    pytest.param(
        ["my mate Leo, 3 weeks ago, started at Deloitte"],
        set(),
        {("Leo", "school", "Deloitte", "active")},
        id="a-friend-is-no-child",
    ),
    # --- a club or group known by where it meets ---------------------------------------------------
    pytest.param(
        ["Also, I have joined the chess group at Marlow Library, which meets on Tuesdays."],
        {("Noor", "club", "chess group at Marlow Library", "active")},
        set(),
        id="a-group-at-a-named-place",
    ),
    pytest.param(
        ["joined the chess group on monday at Marlow Library"],
        {("Noor", "club", "chess group at Marlow Library", "active")},
        set(),
        id="a-group-and-its-place-apart",
    ),
    pytest.param(
        ["joined Ferncliff Climbing Club at Marlow Leisure Centre"],
        {("Noor", "club", "Ferncliff Climbing Club", "active")},
        set(),
        id="a-named-club-keeps-its-name",
    ),
    pytest.param(
        ["I joined a running group at night"],
        {("Noor", "club", "running group", "active")},
        {("Noor", "club", "running group at night", "active")},
        id="a-group-at-a-time",
    ),
    # --- each of several values joined, for a relation that holds several ------------------------------
    pytest.param(
        ["I speak Spanish and French"],
        {("Noor", "language", "Spanish", "active"), ("Noor", "language", "French", "active")},
        set(),
        id="two-languages",
    ),
    pytest.param(
        ["we adopted a cat and a dog"],
        {("Noor", "pet", "cat", "active"), ("Noor", "pet", "dog", "active")},
        set(),
        id="two-pets",
    ),
    pytest.param(
        ["I bought eggs and milk"],
        set(),
        {("Noor", "buy", "milk", "active")},
        id="an-open-relation-keeps-its-object",  # what a predicate means is not known
    ),
    pytest.param(
        ["I drive a Fiesta and a van"],
        set(),
        {("Noor", "car", "van", "active")},
        id="a-single-valued-relation-keeps-one",
    ),
    # --- an allergy named by what it is to --------------------------------------------------------------
    pytest.param(
        ["i have a nut allergy"],
        {("Noor", "allergy", "nut", "active")},
        {("Noor", "have", "nut allergy", "active")},
        id="a-nut-allergy",
    ),
    pytest.param(
        ["got a dairy intolerance now, gutted"],
        {("Noor", "allergy", "dairy", "active")},
        set(),
        id="an-intolerance-got",
    ),
    pytest.param(
        ["I have allergies"],
        set(),
        {("Noor", "allergy", "allergies", "active")},
        id="allergies-to-nothing-named",
    ),
    pytest.param(
        ["we have a dog bed in the hall"],
        set(),
        {("Noor", "allergy", "dog", "active")},
        id="a-dog-bed-is-no-allergy",
    ),
    pytest.param(
        ["we discussed her nut allergy"],
        set(),
        {("Noor", "allergy", "nut", "active")},
        id="an-allergy-discussed-is-not-had",
    ),
    # --- a baby born -------------------------------------------------------------------------------
    pytest.param(
        ["my sister Jo had a baby boy called Theo"],
        {("Jo", "child", "Theo", "active")},
        set(),
        id="a-baby-boy-called",
    ),
    pytest.param(
        ["we had a baby girl called Maisie"],
        {("Noor", "child", "Maisie", "active")},
        set(),
        id="our-baby-girl-called",
    ),
    pytest.param(
        ["we had a baby called Ivy"],
        {("Noor", "child", "Ivy", "active")},
        set(),
        id="a-baby-called",
    ),
    pytest.param(
        ["we have a new girl called Maisie at work"],
        set(),
        {("Noor", "child", "Maisie", "active")},
        id="a-new-girl-at-work-is-no-birth",
    ),
    pytest.param(
        ["hired a manager called Otis"],
        set(),
        {("Noor", "manager", "Otis", "active")},
        id="a-role-called-is-read-only-for-a-birth",
    ),
    pytest.param(
        ["the baby girl called Ivy has a cold"],
        set(),
        {("Noor", "child", "Ivy", "active")},
        id="a-baby-that-has-is-no-birth",
    ),
    pytest.param(
        ["saw a girl called Maisie at the pub"],
        set(),
        {("Noor", "child", "Maisie", "active")},
        id="a-girl-seen-is-no-child",
    ),
    pytest.param(
        ["we met a baby girl called Maisie at the pub"],
        set(),
        {("Noor", "child", "Maisie", "active")},
        id="a-baby-met-is-no-child",
    ),
    # --- a vehicle got, unnamed ----------------------------------------------------------------------
    pytest.param(
        ["sold the skoda, got a moped"],
        {("Noor", "car", "moped", "active")},
        set(),
        id="a-moped-got",
    ),
    pytest.param(
        ["my bike got nicked so got an ebike, way faster"],
        {("Noor", "car", "ebike", "active")},
        set(),
        id="an-ebike-got",
    ),
    pytest.param(
        ["sold the skoda, got a car from my uncle"],
        {("Noor", "car", "car", "active")},
        set(),
        id="a-car-got-unnamed-is-the-car-now",
    ),
    pytest.param(
        ["finally got a job!!"],
        set(),
        {("Noor", "job title", "job", "active")},
        id="a-job-got-is-no-title",
    ),
    # --- the speaker's manager leaves --------------------------------------------------------------
    pytest.param(
        ["my boss is Peder Vang", "heads up, Peder leaving end of month. Ama Boateng taking over the team"],
        {("Noor", "manager", "ended: Peder Vang", "active"), ("Noor", "manager", "Ama Boateng", "active")},
        set(),
        id="the-boss-leaving-and-who-takes-over",
    ),
    pytest.param(
        ["my manager is Dana", "Dana retired!! cake in the break room"],
        {("Noor", "manager", "ended: Dana", "active")},
        set(),
        id="the-boss-retired",
    ),
    pytest.param(
        ["my manager is Dana", "Dana left early today"],
        set(),
        {("Noor", "manager", "ended: Dana", "active")},
        id="left-early-is-no-leaving",
    ),
    pytest.param(
        ["my manager is Dana", "Dana is leaving for lunch, back at 2"],
        set(),
        {("Noor", "manager", "ended: Dana", "active")},
        id="leaving-for-lunch-is-no-leaving",
    ),
    pytest.param(
        ["my sister is Dana", "Dana is leaving next week, Sam is taking over the flat"],
        set(),
        {("Noor", "manager", "Sam", "active"), ("Noor", "sibling", "ended: Dana", "active")},
        id="someone-not-the-boss-leaving",
    ),
    pytest.param(
        ["my manager is Ashe Kolar", "she's leaving the country in may, lucky thing"],
        set(),
        {("Noor", "manager", "ended: Ashe Kolar", "active")},
        id="a-pronoun-leaving-is-not-matched-by-its-letters",
    ),
    pytest.param(
        ["my manager is Dana", "Dana is leaving next month, Sam is taking her desk lol"],
        {("Noor", "manager", "ended: Dana", "active")},
        {("Noor", "manager", "Sam", "active")},
        id="taking-a-desk-is-not-taking-over",
    ),
    pytest.param(
        ["my manager is Dana", "Sam is taking over the rota this week"],
        set(),
        {("Noor", "manager", "Sam", "active")},
        id="taking-over-with-no-boss-leaving",
    ),
    # --- a value ended before its relation was known -------------------------------------------------
    pytest.param(
        ["also finally sold the corvo. got a used Lumen EV"],
        {("Noor", "former car", "corvo", "active"), ("Noor", "car", "Lumen EV", "active")},
        set(),
        id="sold-then-got-a-car-the-sold-one-was-the-car",
    ),
    pytest.param(
        ["sold the corvo", "got a used Lumen EV"],
        {("Noor", "car", "Lumen EV", "active")},
        {("Noor", "former car", "corvo", "active")},
        id="sold-and-got-in-two-turns-are-not-read-together",
    ),
    pytest.param(
        ["sold the corvo"],
        set(),
        {("Noor", "former car", "corvo", "active"), ("Noor", "former residence", "corvo", "active")},
        id="sold-alone-says-not-what-it-was",
    ),
    pytest.param(
        ["cancelled the dentist appointment, joined the Ferncliff climbing club instead"],
        set(),
        {("Noor", "former club", "dentist appointment", "active")},
        id="a-thing-cancelled-is-no-club-before",
    ),
    pytest.param(
        ["sold my cello, got a new phone, a Pixel 8"],
        {("Noor", "phone", "Pixel 8", "active")},
        {("Noor", "former phone", "cello", "active")},
        id="sold-ends-no-phone",
    ),
    pytest.param(
        ["moved out of the house with the noisy lads. now I have a flat in Perrin Vale"],
        {("Noor", "residence", "Perrin Vale", "active")},
        {("Noor", "former residence", "house", "active")},
        id="a-kind-of-home-moved-out-of-names-none",
    ),
    pytest.param(
        ["Kacper's got a food truck now"],
        set(),
        {("Noor", "car", "food truck", "active")},
        id="someone-elses-truck",
    ),
    pytest.param(
        ["he's got a van now"],
        set(),
        {("Noor", "car", "van", "active")},
        id="his-van-read-as-a-passive",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_nineteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
