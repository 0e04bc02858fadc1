"""Table tests for the forty-first session's pass on chat (memcli.curators.parse and discourse).
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import U, facts

CASES = [
    # --- a place quit, then a new job in the same turn: the place quit was the job -------------
    pytest.param(
        ["ok so i quit greenleaf deli. new job at Copper Kettle, starts monday"],
        {
            ("Noor", "former employer", "greenleaf deli", "active"),
            ("Noor", "employer", "Copper Kettle", "active"),
        },
        {("Noor", "employer", "greenleaf deli", "active")},
        id="quit-then-a-new-job-the-quit-place-was-the-job",
    ),
    pytest.param(
        ["quit greenleaf deli today, no idea what next lol"],
        set(),
        {("Noor", "former employer", "greenleaf deli", "active")},
        id="quit-with-no-new-job-files-no-job",
    ),
    pytest.param(
        ["my flatmate Kayla left Whistler and got a job at Ridgeback Mountain Resort"],
        {("Kayla", "employer", "Ridgeback Mountain Resort", "active")},
        {("Kayla", "former employer", "Whistler", "active")},
        id="a-place-left-may-be-a-town-no-job",
    ),
    pytest.param(
        ["quit Bristol after ten years. new job at Copper Kettle"],
        {("Noor", "employer", "Copper Kettle", "active")},
        {("Noor", "former employer", "Bristol", "active")},
        id="a-known-town-quit-is-no-job",
    ),
    pytest.param(
        ["i finally quit vaping. new job at Copper Kettle too"],
        {("Noor", "employer", "Copper Kettle", "active")},
        {("Noor", "former employer", "vaping", "active")},
        id="a-habit-quit-is-no-job",
    ),
    # --- a kind said with "a", then "the" and a lowercase word that names it -----------------
    pytest.param(
        ["cancelled the old gym, joined a climbing gym, the anvil, near the station"],
        {("Noor", "club", "anvil", "active")},
        {("Noor", "club", "climbing gym", "active")},
        id="a-gym-then-the-one-named",
    ),
    pytest.param(
        ["I work at a cafe, the lantern, on king st"],
        {("Noor", "employer", "lantern", "active")},
        {("Noor", "employer", "cafe", "active")},
        id="a-cafe-worked-at-then-the-one-named",
    ),
    pytest.param(
        ["joined a walking group, the highlight"],
        set(),
        {("Noor", "club", "highlight", "active")},
        id="an-idea-after-the-comma-names-nothing",
    ),
    pytest.param(
        ["joined a running club, the regulars"],
        set(),
        {("Noor", "club", "regulars", "active")},
        id="people-after-the-comma-name-nothing",
    ),
    pytest.param(
        ["joined a climbing gym, the cheapest gym in town"],
        set(),
        {("Noor", "club", "gym", "active"), ("Noor", "club", "cheapest gym", "active")},
        id="a-thing-described-after-the-comma-names-nothing",
    ),
    pytest.param(
        ["joined a climbing gym, the one by the station"],
        set(),
        {("Noor", "club", "one", "active")},
        id="a-number-after-the-comma-names-nothing",
    ),
    pytest.param(
        ["I work at a cafe, the manager is lovely"],
        set(),
        {("Noor", "employer", "manager", "active")},
        id="a-person-after-the-comma-names-nothing",
    ),
    pytest.param(
        ["joined the climbing gym, the anvil"],
        set(),
        {("Noor", "club", "anvil", "active")},
        id="only-after-a-kind-said-with-a",
    ),
    # --- a phone or a car owned is no business; a model said in letters -----------------------
    pytest.param(
        ["my son made me switch and now I am the reluctant owner of an iPhone SE"],
        {("Noor", "phone", "iPhone SE", "active")},
        {("Noor", "employer", "iPhone SE", "active"), ("Noor", "job title", "reluctant owner", "active")},
        id="the-owner-of-a-phone-owns-a-phone",
    ),
    pytest.param(
        ["I'm the owner of Galaxy Nails on the high street"],
        {("Noor", "employer", "Galaxy Nails", "active")},
        set(),
        id="a-maker-word-before-a-word-no-model-is-a-business",
    ),
    pytest.param(
        ["I am the owner of a Toyota dealership in Leeds"],
        {("Noor", "employer", "Toyota dealership", "active")},
        set(),
        id="a-car-maker-before-a-common-noun-is-a-business",
    ),
    pytest.param(
        ["I am the proud owner of a Skoda Octavia now"],
        set(),
        {("Noor", "employer", "Skoda Octavia", "active")},
        id="the-owner-of-a-car-runs-no-business",
    ),
    pytest.param(
        ["got a galaxy s23 fe for my birthday"],
        {("Noor", "phone", "galaxy s23 fe", "active")},
        set(),
        id="a-model-in-letters-is-part-of-the-name",
    ),
    # --- a thing held, said again by part of its name, is the one held -----------------------
    pytest.param(
        [("my son made me replace my flip phone, and now I am the owner of an iPhone SE", U, "Priya")],
        {("Priya", "phone", "iPhone SE", "active")},
        {("Priya", "phone", "I", "active")},
        id="a-clause-after-the-comma-names-no-thing",
    ),
    pytest.param(
        ["finally got an iPhone SE", "how do I pair my iPhone with the car?"],
        {("Noor", "phone", "iPhone SE", "active")},
        {("Noor", "phone", "iPhone", "active")},
        id="said-again-shorter-is-the-one-held",
    ),
    pytest.param(
        ["finally got an iPhone SE", "dropped it. got a new iPhone today"],
        {("Noor", "phone", "iPhone", "active")},
        set(),
        id="a-new-one-said-new-replaces-it",
    ),
    # --- a signature is no name of a thing -------------------------------------------------------
    pytest.param(
        [
            (
                "my girl made me replace my flip phone. I find the new one hard.\n\nRegards,\nBartholomew",
                U,
                "Bartholomew",
            )
        ],
        {("Bartholomew", "replace", "flip phone", "active")},
        {("Bartholomew", "phone", "Bartholomew", "active")},
        id="the-speakers-own-name-signs-the-turn",
    ),
    pytest.param(
        ["my sister Priya came round", "sold the old car and got a moped.\n\nPriya"],
        set(),
        {("Noor", "car", "Priya", "active")},
        id="a-person-known-names-no-thing",
    ),
    # --- a business one has; a job only as a way of speaking ----------------------------------
    pytest.param(
        ["left the council in june. now I have my own company, Harrowgate Surveys Ltd"],
        {("Noor", "employer", "Harrowgate Surveys Ltd", "active")},
        set(),
        id="have-my-own-company-named-after-the-comma",
    ),
    pytest.param(
        ["my brother has his own company, Harrowgate Surveys"],
        set(),
        {("Noor", "employer", "Harrowgate Surveys", "active")},
        id="someone-elses-own-company-is-not-mine",
    ),
    pytest.param(
        ["with three kids I'm basically a taxi driver and a chef lol"],
        set(),
        {("Noor", "job title", "taxi driver", "active")},
        id="basically-a-job-is-a-way-of-speaking",
    ),
    pytest.param(
        ["I'm a taxi driver in Leeds now"],
        {("Noor", "job title", "taxi driver", "active")},
        set(),
        id="a-job-said-plainly-is-a-job",
    ),
    # --- a person's job said beside their name -------------------------------------------------
    pytest.param(
        ["our son Aled, who is a paramedic in Cardiff, wants us nearer"],
        {("Noor", "child", "Aled", "active"), ("Aled", "job title", "paramedic", "active")},
        set(),
        id="who-is-a-job-beside-the-name",
    ),
    pytest.param(
        ["my brother Tom, a plumber, came round"],
        {("Tom", "job title", "plumber", "active")},
        set(),
        id="a-job-in-apposition-beside-the-name",
    ),
    pytest.param(
        ["my brother Tom, an absolute legend, came round"],
        set(),
        {("Tom", "job title", "absolute legend", "active"), ("Tom", "job title", "legend", "active")},
        id="a-word-of-praise-is-no-job",
    ),
    pytest.param(
        ["my cousin, who is a joiner, came round"],
        set(),
        {("Noor's cousin", "job title", "joiner", "active")},
        id="no-name-no-one-to-file-it-under",
    ),
    # --- a phone or a car replaced, and what came in its place in the same turn ---------------
    pytest.param(
        ["my son made me replace my flip phone and now I have an iPhone SE"],
        {("Noor", "former phone", "flip phone", "active"), ("Noor", "phone", "iPhone SE", "active")},
        set(),
        id="a-phone-replaced-was-the-phone-before",
    ),
    pytest.param(
        ["finally replaced the Buick. bought a Subaru Forester, 2019"],
        {("Noor", "former car", "Buick", "active"), ("Noor", "car", "Subaru Forester", "active")},
        set(),
        id="a-car-replaced-was-the-car-before",
    ),
    pytest.param(
        ["finally replaced the Buick. how do I pair my iPhone with the new car?"],
        set(),
        {("Noor", "former phone", "Buick", "active")},
        id="a-car-makers-name-is-no-phone-before",
    ),
    pytest.param(
        ["replaced the old Pixel 4. got a Skoda Fabia too lol"],
        set(),
        {("Noor", "former car", "Pixel 4", "active")},
        id="a-phone-makers-name-is-no-car-before",
    ),
    pytest.param(
        ["need to replace my phone, got a pixel 8 in the end"],
        {("Noor", "phone", "pixel 8", "active")},
        {("Noor", "former phone", "phone", "active")},
        id="the-word-phone-names-no-phone-before",
    ),
    # --- a move said without a place, then a note of the home and where it is ------------------
    pytest.param(
        ["also moved. studio in st albans, 10 min walk to work. tiny but mine"],
        {("Noor", "residence", "st albans", "active")},
        set(),
        id="moved-then-a-studio-in-a-place",
    ),
    pytest.param(
        ["moved! a flat on quay row"],
        {("Noor", "residence", "quay row", "active")},
        set(),
        id="moved-then-a-flat-on-a-street",
    ),
    pytest.param(
        ["moved. new flat in june, cant wait"],
        set(),
        {("Noor", "residence", "june", "active")},
        id="a-month-is-no-place",
    ),
    pytest.param(
        ["my sister has a studio in st albans"],
        set(),
        {("Noor", "residence", "st albans", "active")},
        id="no-move-no-home",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_second_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
