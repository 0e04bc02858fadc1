"""Table tests for the thirty-ninth session's pass on chat (memcli.curators.parse): one of several
pointed out is no title, a value of marks or emoji alone is no value, and the object of "asked
me to be" is who would be it. Rows are (turns, must yield, must not yield) as in
tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- one of several, pointed out -------------------------------------------------------------
    pytest.param(
        ["Especially one porter, he has worked here 30 years"],
        set(),
        {("Noor", "job title", "one porter", "active"), ("Noor", "job title", "porter", "active")},
        id="one-porter-is-someone-else",
    ),
    pytest.param(
        ["Especially another porter, he has worked here 30 years"],
        set(),
        {("Noor", "job title", "porter", "active")},
        id="another-porter-is-someone-else",
    ),
    pytest.param(
        ["Also some porter, no clue who, nicked my mug"],
        set(),
        {("Noor", "job title", "porter", "active")},
        id="some-porter-is-someone-else",
    ),
    pytest.param(
        ["porter, 29, from hull. hi"],
        {("Noor", "job title", "porter", "active")},
        set(),
        id="a-bare-title-is-still-mine",
    ),
    # --- marks and emoji are no value -------------------------------------------------------------
    pytest.param(
        ["GUESS WHAT!!! I got the job!! theatre porter at Wexley General!! NO NIGHTS!!! 🎉🎉"],
        {("Noor", "job title", "theatre porter", "active")},
        {("Noor", "job title", "🎉", "active"), ("Noor", "job title", "🎉🎉", "active")},
        id="an-emoji-after-the-title",
    ),
    # --- a couple said with "we" -------------------------------------------------------------------
    pytest.param(
        ["making pasta for Ottoline tonight, we are together since june"],
        {("Noor", "partner", "Ottoline", "active")},
        set(),
        id="we-are-together-since",
    ),
    pytest.param(
        ["took Ilse to Castelbrune, we have been together since May"],
        {("Noor", "partner", "Ilse", "active")},
        {("Noor", "partner", "Castelbrune", "active"), ("Noor", "partner", "May", "active")},
        id="the-place-and-the-month-are-no-partner",
    ),
    pytest.param(
        ["Ola and Tom came round, we have been together since May"],
        set(),
        {("Noor", "partner", "Ola", "active"), ("Noor", "partner", "Tom", "active")},
        id="two-named-say-nothing-of-whom",
    ),
    pytest.param(
        ["He teaches cello at the Castelbrune school. We are together since March."],
        set(),
        {("Noor", "partner", "Castelbrune", "active")},
        id="only-in-its-own-sentence",
    ),
    pytest.param(
        ["we are together at the gig with Ottoline"],
        set(),
        {("Noor", "partner", "Ottoline", "active")},
        id="together-at-a-gig-is-no-couple",
    ),
    pytest.param(
        ["Lisbon was amazing, we are together since the trip"],
        set(),
        {("Noor", "partner", "Lisbon", "active")},
        id="a-town-is-no-partner",
    ),
    pytest.param(
        ["Christmas was amazing, we are together since then"],
        set(),
        {("Noor", "partner", "Christmas", "active")},
        id="a-day-is-no-partner",
    ),
    pytest.param(
        ["took Ilse out for tacos, we have been together since Feb"],
        {("Noor", "partner", "Ilse", "active")},
        {("Noor", "partner", "Feb", "active")},
        id="a-short-month-is-no-partner",
    ),
    pytest.param(
        ["lol we literally study the same thing"],
        set(),
        {("Noor", "course", "same thing", "active"), ("Noor", "course", "the same thing", "active")},
        id="the-same-thing-names-nothing",
    ),
    # --- a diet after a food given up ----------------------------------------------------------------
    pytest.param(
        ["been pescatarian since uni but i'm giving up fish too now"],
        {("Noor", "diet", "vegetarian", "active")},  # (filed after it: it replaces it)
        set(),
        id="pescatarian-without-fish",
    ),
    pytest.param(
        ["i gave up meat in january"],
        {("Noor", "diet", "vegetarian", "active")},
        set(),
        id="no-meat-is-vegetarian",
    ),
    pytest.param(
        ["im vegetarian", "cut out dairy too now"],
        {("Noor", "diet", "vegan", "active")},
        set(),
        id="vegetarian-without-dairy",
    ),
    pytest.param(
        ["im vegan", "i gave up meat in 2019"],
        {("Noor", "diet", "vegan", "active")},
        {("Noor", "diet", "vegetarian", "active")},
        id="a-stricter-diet-stays",
    ),
    pytest.param(
        ["im vegetarian", "i dont eat dairy"],
        {("Noor", "diet", "vegetarian", "active")},
        {("Noor", "diet", "vegan", "active")},
        id="not-eating-dairy-may-be-an-intolerance",
    ),
    pytest.param(
        ["my dad gave up meat"],
        set(),
        {("Noor", "diet", "vegetarian", "active")},
        id="someone-elses-meat",
    ),
    # --- a verbless note of a new home ------------------------------------------------------------
    pytest.param(
        ["Other news. Own flat in Kesterby now, near the canal. 4th floor, no lift."],
        {("Noor", "residence", "Kesterby", "active")},
        set(),
        id="own-flat-in-now",
    ),
    pytest.param(
        ["new place on Quince Rd!! so happy"],
        {("Noor", "residence", "Quince Rd", "active")},
        set(),
        id="new-place-on",
    ),
    pytest.param(
        ["our flat in Leith now. tiny but ours"],
        {("Noor", "residence", "Leith", "active")},
        set(),
        id="our-flat-in-now",
    ),
    pytest.param(
        ["her flat in Kesterby is lovely", "a flat in Kesterby, 900 a month, thoughts?"],
        set(),
        {("Noor", "residence", "Kesterby", "active")},
        id="hers-or-one-looked-at",
    ),
    pytest.param(
        ["Own flat in March hopefully"],
        set(),
        {("Noor", "residence", "March", "active")},
        id="in-march-is-when",
    ),
    # --- a stay of weeks, months or years up to now --------------------------------------------
    pytest.param(
        ["We have been in Kesterby for two months. The dark evenings start next week."],
        {("Noor", "residence", "Kesterby", "active")},
        set(),
        id="have-been-in-for-two-months",
    ),
    pytest.param(
        ["I have been in Rome for three days", "I was in Lisbon for a month"],
        set(),
        {("Noor", "residence", "Rome", "active"), ("Noor", "residence", "Lisbon", "active")},
        id="days-or-a-past-month-are-a-stay",
    ),
    # --- a place set before the sentence it opens ---------------------------------------------------
    pytest.param(
        ["In Kesterby, where I grew up, we ate fish five days a week."],
        set(),
        {("Noor", "residence", "Kesterby", "active")},
        id="an-opening-place-is-no-home",
    ),
    pytest.param(
        ["in Kesterby now, loving it"],
        {("Noor", "residence", "Kesterby", "active")},
        set(),
        id="in-a-place-now-before-a-comma",
    ),
    # --- where someone is from -------------------------------------------------------------------
    pytest.param(
        ["mum reminded me I was born in a hospital in Kesterby that doesn't even exist anymore lol"],
        {("Noor", "hometown", "Kesterby", "active")},
        {("Noor", "hometown", "hospital", "active")},
        id="born-in-a-hospital-in",
    ),
    pytest.param(
        ["I was born in a small village near Kraków"],
        {("Noor", "hometown", "Kraków", "active")},
        set(),
        id="born-in-a-village-near",
    ),
    pytest.param(
        ["going home to kesterby for my bday this weekend!!"],
        {("Noor", "hometown", "kesterby", "active")},
        set(),
        id="going-home-to-for-an-occasion",
    ),
    pytest.param(
        ["flying home to Lagos for my sister's wedding"],
        {("Noor", "hometown", "Lagos", "active")},
        set(),
        id="flying-home-to-for-a-wedding",
    ),
    pytest.param(
        ["heading home to Leith now, knackered", "going to Cork for easter"],
        set(),
        {("Noor", "hometown", "Leith", "active"), ("Noor", "hometown", "Cork", "active")},
        id="home-from-work-or-a-trip-elsewhere",
    ),
    # --- a job after one left by its kind; a home moved into with others ---------------------------
    pytest.param(
        ["left the bakery, now doing deliveries for Zoomly"],
        {("Noor", "employer", "Zoomly", "active")},
        set(),
        id="left-the-bakery-now-for",
    ),
    pytest.param(
        ["left the gym, now training at Ironworks"],
        set(),
        {("Noor", "employer", "Ironworks", "active")},
        id="a-gym-left-is-no-job",
    ),
    pytest.param(
        ["moved back in with my parents in Dunmore for a bit"],
        {("Noor", "residence", "Dunmore", "active")},
        set(),
        id="moved-in-with-them-in-a-town",
    ),
    # --- a trade said of someone in passing ----------------------------------------------------------
    pytest.param(
        ["Torvald, being a marine engineer, only cares about the heat pump."],
        {("Torvald", "job title", "marine engineer", "active")},
        set(),
        id="being-a-trade",
    ),
    pytest.param(
        ["Rhys, a plumber, fixed it"],
        {("Rhys", "job title", "plumber", "active")},
        set(),
        id="an-apposed-trade",
    ),
    pytest.param(
        ["my mate Kit, who is a plumber, fixed it"],
        {("Kit", "job title", "plumber", "active")},
        set(),
        id="who-is-a-trade",
    ),
    pytest.param(
        ["my mate Kit, who was never a plumber, fixed it"],
        set(),
        {("Kit", "job title", "plumber", "active")},
        id="who-was-never-a-trade",
    ),
    pytest.param(
        ["Leeds, a city of bridges, is lovely", "Rhys, my neighbour, fixed it"],
        set(),
        {("Leeds", "job title", "city", "active"), ("Rhys", "job title", "neighbour", "active")},
        id="no-trade-no-title",
    ),
    # --- the one asked to be it --------------------------------------------------------------------
    pytest.param(
        ["so Marek asked me to be site supervisor starting in March!!"],
        {("Noor", "job title", "site supervisor", "active")},
        {("Marek", "job title", "site supervisor", "active")},
        id="asked-me-to-be",
    ),
    pytest.param(
        ["Tilly promised to be our photographer"],
        set(),
        {("Noor", "job title", "photographer", "active")},
        id="promised-to-be-is-the-subject-s",
    ),
    pytest.param(
        ["Kasimir left Brightwell to open a bakery"],
        set(),
        {("Brightwell", "open", "bakery", "active")},
        id="leaving-a-firm-to-start-is-no-asking",
    ),
    pytest.param(
        ["we got the landlord to fix the boiler"],
        set(),
        {("Noor", "fix", "boiler", "active")},
        id="the-landlord-fixes-it",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirtieth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
