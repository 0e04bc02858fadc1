"""Table tests for the fortieth session's pass on chat (memcli.curators.parse and discourse): a
job applied for at "a company in TOWN, NAME" is NAME's. Rows are (turns, must yield, must not
yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- the company an interview was with, named after its town ------------------------------
    pytest.param(
        ["interview thursday with a startup in Porto, Gaivota Labs", "they offered me the job!!"],
        {("Noor", "employer", "Gaivota Labs", "active")},
        {("Noor", "employer", "startup", "active")},
        id="named-after-its-town",
    ),
    pytest.param(
        ["I have interview with company in Graz, Steinfeld Robotics, they build arms", "I got the job"],
        {("Noor", "employer", "Steinfeld Robotics", "active")},
        {("Noor", "employer", "company", "active")},
        id="no-article-and-a-clause-after",
    ),
    pytest.param(
        ["got an interview with a small firm on monday", "got the job!!"],
        set(),
        {("Noor", "employer", "small firm", "active"), ("Noor", "employer", "firm", "active")},
        id="a-firm-with-no-name-is-no-employer",
    ),
    pytest.param(
        ["got an interview with a firm in Leeds, Tom reckons I'll get it", "got the job!!"],
        set(),
        {("Noor", "employer", "Tom", "active"), ("Noor", "employer", "firm", "active")},
        id="a-name-that-starts-a-clause-is-no-firm",
    ),
    pytest.param(
        ["interview with a company in housing, Kings Cross area", "got the job!!"],
        set(),
        {("Noor", "employer", "Kings Cross", "active"), ("Noor", "employer", "Kings Cross area", "active")},
        id="only-a-town-names-the-place-before-the-name",
    ),
    pytest.param(
        ["interview at Harrow Dental on friday", "got the job!!"],
        {("Noor", "employer", "Harrow Dental", "active")},
        set(),
        id="a-named-place-still-is-the-employer",
    ),
    # --- a car that went to someone else, and the one bought in its place ----------------------
    pytest.param(
        ["picked up the Kestrel on saturday and the Skoda went to my nephew"],
        {("Noor", "former car", "Skoda", "active"), ("Noor", "car", "Kestrel", "active")},
        {("Noor", "car", "Skoda", "active")},
        id="the-maker-as-the-subject-is-the-car-that-went",
    ),
    pytest.param(
        ["we finally sold the old Skoda", "got the Kestrel in the end, and the Skoda went to a lad I know"],
        {("Noor", "car", "Kestrel", "active")},
        {("Noor", "car", "Skoda", "active")},
        id="bought-when-a-car-already-sold-goes",
    ),
    pytest.param(
        ["my sister bought a Kestrel and her old skoda died"],
        set(),
        {("Noor", "car", "Kestrel", "active")},
        id="someone-elses-car-going-is-not-mine",
    ),
    # --- the post offered or taken, by its "of" ---------------------------------------------------
    pytest.param(
        ["I have been offered the position of Head of Neonatal Care at Orrin General in Leeds."],
        {("Noor", "job title", "Head of Neonatal Care", "active")},
        {("Noor", "job title", "Head of Neonatal Care at Orrin General", "active")},
        id="offered-the-position-of",
    ),
    pytest.param(
        ["they offered me the role of sous chef at Brasa!!"],
        {("Noor", "job title", "sous chef", "active")},
        set(),
        id="offered-me-the-role-of",
    ),
    pytest.param(
        ["I accepted the post of deputy head at Kingsmoor Primary"],
        {("Noor", "job title", "deputy head", "active")},
        set(),
        id="accepted-the-post-of",
    ),
    pytest.param(
        ["I have been offered the role of lead designer on the new game"],
        {("Noor", "job title", "lead designer", "active")},
        {("Noor", "job title", "lead designer on the new game", "active")},
        id="what-the-post-is-on-is-no-part-of-it",
    ),
    pytest.param(
        ["if they offer me the role of captain I'll take it"],
        set(),
        {("Noor", "job title", "captain", "active")},
        id="a-post-supposed-is-no-title",
    ),
    pytest.param(
        ["I didn't accept the position of treasurer in the end"],
        set(),
        {("Noor", "job title", "treasurer", "active")},
        id="a-post-refused-is-no-title",
    ),
    pytest.param(
        ["my sister got the role of Juliet in the school play"],
        set(),
        {("Noor", "job title", "Juliet", "active")},
        id="someone-elses-post-is-not-mine",
    ),
    pytest.param(
        ["I might accept the post of chair"],
        set(),
        {("Noor", "job title", "chair", "active")},
        id="a-post-hedged-is-no-title",
    ),
    # --- a second home in the turn that gave the first is a part of it ----------------------------
    pytest.param(
        ["finally moved to Tromso, renting a tiny room in Kroken for now"],
        {("Noor", "residence", "Kroken, Tromso", "active")},
        {("Noor", "residence", "Kroken", "active")},
        id="the-room-is-in-the-town-moved-to",
    ),
    pytest.param(
        ["finally moved to Tromso!!", "renting a tiny room in Kroken for now"],
        {("Noor", "residence", "Kroken", "active")},
        {("Noor", "residence", "Kroken, Tromso", "active")},
        id="a-home-in-a-later-turn-replaces-it",
    ),
    pytest.param(
        [
            "I live in Tromso now",
            "we moved again! we took a flat on Storgata, still in Tromso, near the harbour",
        ],
        {("Noor", "residence", "Storgata, Tromso", "active")},
        {("Noor", "residence", "Storgata, Tromso, Tromso", "active")},
        id="a-home-placed-in-its-town-already-stays-as-it-is",
    ),
    pytest.param(
        ["we moved to Tromso. we live in Tromso now and love it"],
        {("Noor", "residence", "Tromso", "active")},
        {("Noor", "residence", "Tromso, Tromso", "active")},
        id="the-same-town-twice-is-one-home",
    ),
    # --- people in general are no employer; a business of one's own named after a comma -----------
    pytest.param(
        ["I work at Kelda Print", "doing a few cash jobs for neighbours on sundays too"],
        {("Noor", "employer", "Kelda Print", "active")},
        {("Noor", "employer", "neighbours", "active")},
        id="jobs-for-neighbours-are-no-employer",
    ),
    pytest.param(
        ["I work for a locksmith now"],
        {("Noor", "employer", "locksmith", "active")},
        set(),
        id="one-person-worked-for-is-the-employer",
    ),
    pytest.param(
        ["doing a few jobs for Kelda Print on sundays"],
        {("Noor", "employer", "Kelda Print", "active")},
        set(),
        id="jobs-for-a-named-firm-still-are",
    ),
    pytest.param(
        ["big news, registering my own business, Sefton Tiling. wish me luck"],
        {("Noor", "employer", "Sefton Tiling", "active")},
        set(),
        id="registering-my-own-business-comma-name",
    ),
    pytest.param(
        ["thinking about my own business, tbh. Sefton says go for it"],
        set(),
        {("Noor", "employer", "Sefton", "active")},
        id="a-business-only-thought-of-names-none",
    ),
    # --- what a club is called, when a word stands between ------------------------------------
    pytest.param(
        ["cancelled the old one, joined a boxing gym here called crux boxing."],
        {("Noor", "club", "crux boxing", "active")},
        {("Noor", "club", "boxing gym", "active")},
        id="called-after-here",
    ),
    pytest.param(
        ["joined a chess club called the Rooks"],
        {("Noor", "club", "Rooks", "active")},
        set(),
        id="called-right-after",
    ),
    pytest.param(
        ["joined a gym and called my mum"],
        {("Noor", "club", "gym", "active")},
        {("Noor", "club", "mum", "active")},
        id="a-call-after-and-names-nothing",
    ),
    # --- a home said to be like something names no place ------------------------------------------
    pytest.param(
        ["we got here at last. House is chaos, kids everywhere"],
        set(),
        {("Noor", "residence", "chaos", "active")},
        id="house-is-chaos",
    ),
    pytest.param(
        ["home is paris now, can you believe it"],
        {("Noor", "residence", "paris", "active")},
        set(),
        id="home-is-an-everyday-word-that-is-a-town",
    ),
    pytest.param(
        ["home is leeds these days"],
        {("Noor", "residence", "leeds", "active")},
        set(),
        id="home-is-a-town-in-lower-case",
    ),
    pytest.param(
        ["home is the farm now"],
        {("Noor", "residence", "farm", "active")},
        set(),
        id="home-is-the-farm-with-its-article",
    ),
    # --- arrived somewhere, with boxes to unpack ---------------------------------------------------
    pytest.param(
        ["ok we're IN Kirkwall! boxes everywhere, the cat is hiding"],
        {("Noor", "residence", "Kirkwall", "active")},
        set(),
        id="in-a-town-with-boxes",
    ),
    pytest.param(
        ["I'm in Kirkwall now, still unpacking"],
        {("Noor", "residence", "Kirkwall", "active")},
        set(),
        id="in-a-town-now-unpacking",
    ),
    pytest.param(
        ["we're in Kirkwall!! the ferry was wild"],
        set(),
        {("Noor", "residence", "Kirkwall", "active")},
        id="in-a-town-on-a-trip",
    ),
    # --- a month shortened is when, not where ------------------------------------------------------
    pytest.param(
        ["moving to Kirkwall in Jul so the kids start school there"],
        {("Noor", "residence", "Kirkwall", "active")},
        {("Noor", "residence", "Kirkwall, Jul", "active")},
        id="in-jul-is-when",
    ),
    # --- a relative's lowercase name that WordNet also knows ------------------------------------
    pytest.param(
        ["my brother jasper is minding our stuff in his flat in oban"],
        {("Noor", "sibling", "Jasper", "active"), ("Jasper", "residence", "oban", "active")},
        set(),
        id="a-rare-noun-after-brother-is-his-name",
    ),
    pytest.param(
        ["my sister teacher friend came round"],
        set(),
        {("Noor", "sibling", "Teacher", "active")},
        id="an-everyday-noun-after-sister-is-no-name",
    ),
    # --- appointed as the new holder of a role of mine -------------------------------------------
    pytest.param(
        ["Bea Lund is our head", "the trust has appointed Omar Vance as the new headteacher from May"],
        {("Noor", "manager", "Omar Vance", "active")},
        set(),
        id="appointed-as-the-new-headteacher",
    ),
    pytest.param(
        ["they might appoint Omar Vance as the new headteacher"],
        set(),
        {("Noor", "manager", "Omar Vance", "active")},
        id="a-hedged-appointment-names-no-one",
    ),
    pytest.param(
        ["they hired Omar Vance as a supervisor"],
        set(),
        {("Noor", "manager", "Omar Vance", "active")},
        id="one-of-several-supervisors-is-not-mine",
    ),
    pytest.param(
        ["the club hired Omar Vance as the new groundsman"],
        set(),
        {("Noor", "groundsman", "Omar Vance", "active")},
        id="a-role-that-is-nobodys-to-me",
    ),
    # --- a numbered home goes on with the names after it ------------------------------------------
    pytest.param(
        [
            "I live at 3 Mill Lane",
            "leaving Mill Lane in March for Flat 9, Quayside Court, in Port Isaac. no stairs!",
        ],
        {("Noor", "residence", "Flat 9, Quayside Court, Port Isaac", "active")},
        {("Noor", "residence", "Flat 9", "active")},
        id="flat-court-and-town",
    ),
    pytest.param(
        ["we moved to 22 Kiln Road, Wadebridge last week"],
        {("Noor", "residence", "22 Kiln Road, Wadebridge", "active")},
        set(),
        id="a-town-before-when",
    ),
    pytest.param(
        ["we moved into 22 Kiln Road, Tessa says hi"],
        {("Noor", "residence", "22 Kiln Road", "active")},
        {("Noor", "residence", "22 Kiln Road, Tessa", "active")},
        id="a-name-that-goes-on-is-no-part-of-it",
    ),
    pytest.param(
        ["moving to 22 Kiln Road, Wadebridge, in June"],
        {("Noor", "residence", "22 Kiln Road, Wadebridge", "active")},
        {("Noor", "residence", "22 Kiln Road, Wadebridge, June", "active")},
        id="in-a-month-is-when",
    ),
    pytest.param(
        ["we moved to Kiln Road, Tessa and me"],
        set(),
        {("Noor", "residence", "Kiln Road, Tessa", "active")},
        id="a-home-with-no-number-stays-as-said",
    ),
    # --- an everyday word typed lowercase is no one "his" can mean ------------------------------
    pytest.param(
        [
            "already chatting to kelvar labs, us startup, contractor. "
            "also my brother will keep some of our things in his flat in oban."
        ],
        set(),
        {("Startup", "residence", "oban", "active"), ("Us", "residence", "oban", "active")},
        id="us-startup-is-no-one",
    ),
    # --- "purchased" is bought --------------------------------------------------------------------
    pytest.param(
        ["my car is a Skoda", "I have sold the Skoda and purchased a Morvane Tiro."],
        {("Noor", "car", "Morvane Tiro", "active")},
        set(),
        id="sold-and-purchased",
    ),
    pytest.param(
        ["we purchased a Morvane Tiro, hybrid, 2021"],
        {("Noor", "car", "Morvane Tiro", "active")},
        set(),
        id="a-vehicle-purchased-said-so",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_first_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
