"""Table tests for the twentieth pass on chat (memcli.curators.parse): a denial that says a fact
held before ("no longer", "not … anymore") closes the value memory holds. Rows are (turns, must
yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import curate, facts

CASES = [
    # --- "no longer" closes what is held ----------------------------------------------------------
    pytest.param(
        ["my boss is Tamsin", "Tamsin is no longer my boss, she moved teams"],
        {("Noor", "manager", "ended: Tamsin", "active")},
        {("Noor", "not manager", "Tamsin", "active")},
        id="no-longer-my-boss-closes-the-boss",
    ),
    pytest.param(
        ["Tamsin is no longer my boss"],
        {("Noor", "former manager", "Tamsin", "active")},
        {("Noor", "manager", "ended: Tamsin", "active")},
        id="no-longer-my-boss-with-none-held-was-the-boss",
    ),
    pytest.param(
        ["my boss is Tamsin", "Tamsin is not my boss, Orla is"],
        {("Noor", "manager", "Tamsin", "active")},
        {("Noor", "manager", "ended: Tamsin", "active")},
        id="a-plain-denial-closes-nothing",
    ),
    pytest.param(
        ["I'm vegan", "I'm not vegan anymore, cheese won"],
        {("Noor", "diet", "ended: vegan", "active")},
        {("Noor", "not diet", "vegan", "active")},
        id="not-vegan-anymore-closes-the-diet",
    ),
    pytest.param(
        ["I'm vegan", "I'm not vegan, just picky"],
        {("Noor", "not diet", "vegan", "active")},
        {("Noor", "diet", "ended: vegan", "active")},
        id="not-vegan-denies",
    ),
    pytest.param(
        ["we live in Harwick", "we no longer live in Harwick"],
        {("Noor", "residence", "ended: Harwick", "active")},
        {("Noor", "not residence", "Harwick", "active")},
        id="no-longer-live-closes-the-home",
    ),
    pytest.param(
        ["we live in Harwick", "we don't live in Harwick, we live near it"],
        {("Noor", "not residence", "Harwick", "active")},
        {("Noor", "residence", "ended: Harwick", "active")},
        id="dont-live-denies",
    ),
    pytest.param(
        ["I no longer hate olives"],
        {("Noor", "former dislikes", "olives", "active")},
        {("Noor", "not dislikes", "olives", "active")},
        id="no-longer-hate-was-a-dislike",
    ),
    pytest.param(
        ["I no longer collect stamps"],
        {("Noor", "not collect", "stamps", "active")},
        {("Noor", "former collect", "stamps", "active")},
        id="an-open-relation-is-only-denied",
    ),
    # --- a first week or shift at a place begins a job there ---------------------------------------
    pytest.param(
        ["my first week at Ostler Print was exhausting"],
        {("Noor", "employer", "Ostler Print", "active")},
        set(),
        id="first-week-at",
    ),
    pytest.param(
        ["survived my first shift at the Copper Kettle"],
        {("Noor", "employer", "Copper Kettle", "active")},
        set(),
        id="first-shift-at",
    ),
    pytest.param(
        ["my last week at Ostler Print was exhausting"],
        set(),
        {
            ("Noor", "ends:employer", "Ostler Print", "active"),
            ("Noor", "former employer", "Ostler Print", "active"),
        },
        id="last-week-at-may-be-the-latest",
    ),
    pytest.param(
        ["I work at Ostler Print", "my last week at Ostler Print was exhausting"],
        set(),
        {("Noor", "employer", "ended: Ostler Print", "active")},
        id="last-week-at-ends-nothing-held",
    ),
    pytest.param(
        ["my first lesson at Ostler Print was exhausting"],
        set(),
        {("Noor", "employer", "Ostler Print", "active")},
        id="a-first-lesson-is-no-job",
    ),
    # --- a place named after its owner -------------------------------------------------------------
    pytest.param(
        ["I work at Dunmore's Cafe now"],
        {("Noor", "employer", "Dunmore's Cafe", "active")},
        {("Noor", "employer", "Cafe", "active")},
        id="owner-in-the-name",
    ),
    pytest.param(
        ["got a job at St Wilfrid's Hospice"],
        {("Noor", "employer", "St Wilfrid's Hospice", "active")},
        set(),
        id="saint-in-the-name",
    ),
    pytest.param(
        ["I work at Dunmore's"],
        {("Noor", "employer", "Dunmore's", "active")},
        set(),
        id="the-owner-alone-keeps-its-s",
    ),
    pytest.param(
        ["I work at my aunt's bakery"],
        set(),
        {("Noor", "employer", "my aunt's bakery", "active"), ("Noor", "employer", "aunt's bakery", "active")},
        id="a-relatives-place-is-no-name",
    ),
    # --- a job said with a noun ---------------------------------------------------------------------
    pytest.param(
        ["my job at Corvel Freight is wearing me down"],
        {("Noor", "employer", "Corvel Freight", "active")},
        set(),
        id="my-job-at",
    ),
    pytest.param(
        ["I work at Pell & Co", "my old job at Corvel Freight paid better"],
        {("Noor", "former employer", "Corvel Freight", "active")},
        {("Noor", "employer", "Corvel Freight", "active")},
        id="my-old-job-at-was-the-job",
    ),
    pytest.param(
        ["applied for a job at Corvel Freight"],
        set(),
        {("Noor", "employer", "Corvel Freight", "active")},
        id="a-job-applied-for-is-none",
    ),
    pytest.param(
        ["her job at Corvel Freight sounds grim"],
        set(),
        {("Noor", "employer", "Corvel Freight", "active")},
        id="her-job-is-not-mine",
    ),
    pytest.param(
        ["officially a Corvel employee now, contract signed"],
        {("Noor", "employer", "Corvel", "active")},
        set(),
        id="an-employee-of-a-name",
    ),
    pytest.param(
        ["Dani is a Corvel employee"],
        set(),
        {("Noor", "employer", "Corvel", "active")},
        id="someone-elses-employer-is-not-mine",
    ),
    # --- a last day told with "was" ------------------------------------------------------------------
    pytest.param(
        ["I work at Ashby Print", "today was my last day at Ashby, weird feeling."],
        {("Noor", "employer", "ended: Ashby Print", "active")},
        set(),
        id="today-was-my-last-day-at",
    ),
    pytest.param(
        ["tomorrow is my first day at Pell & Co"],
        {("Noor", "employer", "Pell & Co", "active")},
        set(),
        id="tomorrow-is-my-first-day-at",
    ),
    pytest.param(
        ["had my first day off with Greer, lovely", "spent my first day back with Greer, lovely"],
        set(),
        {("Noor", "employer", "Greer", "active")},
        id="a-first-day-with-someone-is-no-job",
    ),
    # --- "the new boss" is mine ----------------------------------------------------------------------
    pytest.param(
        ["Ossian left and the new boss is a woman called Greer"],
        {("Noor", "manager", "Greer", "active")},
        set(),
        id="the-new-boss-is-mine",
    ),
    pytest.param(
        ["the boss is Greer, the deputy is Ossian"],
        set(),
        {("Noor", "manager", "Greer", "active")},
        id="the-boss-may-be-anyones",
    ),
    # --- "under" someone -----------------------------------------------------------------------------
    pytest.param(
        ["team shuffle, I'm under Greer now"],
        {("Noor", "manager", "Greer", "active")},
        set(),
        id="under-a-person-is-the-manager",
    ),
    pytest.param(
        ["I'm under Halden Group now"],
        set(),
        {("Noor", "manager", "Halden Group", "active")},
        id="under-an-organisation-is-no-manager",
    ),
    # --- a town the tagger read as a verb ------------------------------------------------------------
    pytest.param(
        ["we left Clapham last week and we're in Tooting now"],
        {("Noor", "residence", "Tooting", "active")},
        set(),
        id="in-a-town-tagged-as-a-verb-now",
    ),
    pytest.param(
        ["we're in Tooting for the weekend"],
        set(),
        {("Noor", "residence", "Tooting", "active")},
        id="in-a-town-without-now-is-a-visit",
    ),
    # --- a gym named before "I'm at X now" -------------------------------------------------------------
    pytest.param(
        ["switched gyms, I'm at Pulsebox now"],
        {("Noor", "club", "Pulsebox", "active")},
        {("Noor", "employer", "Pulsebox", "active")},
        id="switched-gyms-im-at",
    ),
    pytest.param(
        ["I'm at Ostler Print now, the gym is next door"],
        {("Noor", "employer", "Ostler Print", "active")},
        {("Noor", "club", "Ostler Print", "active")},
        id="a-gym-named-after-is-not-where-I-am",
    ),
    pytest.param(
        ["I'm at Ostler Print now as a designer, the gym was a dead end"],
        {("Noor", "employer", "Ostler Print", "active")},
        set(),
        id="a-role-says-it-is-a-job",
    ),
    # --- one thing given for another -------------------------------------------------------------------
    pytest.param(
        ["I drive a Fiesta", "traded the fiesta in for a Yaris yesterday"],
        {("Noor", "car", "Yaris", "active")},
        set(),
        id="traded-the-held-car-in-for",
    ),
    pytest.param(
        ["my phone is a Moto G", "replaced my phone with a Pixel 8"],
        {("Noor", "phone", "Pixel 8", "active")},
        set(),
        id="replaced-the-slots-noun-with",
    ),
    pytest.param(
        ["I drive a Fiesta", "swapped my car for a Yaris"],
        {("Noor", "car", "Yaris", "active")},
        set(),
        id="swapped-the-slots-noun-for",
    ),
    pytest.param(
        ["I work at Ostler Print", "swapped my shift with Greer so I'm free friday"],
        set(),
        {("Noor", "employer", "Greer", "active")},
        id="a-swap-of-nothing-held",
    ),
    pytest.param(
        ["I drive a Fiesta", "Sam traded the fiesta in for a Yaris"],
        set(),
        {("Noor", "car", "Yaris", "active")},
        id="someone-elses-swap-is-theirs",
    ),
    pytest.param(
        [
            "my wife Dana is a designer at Quillmere Studio",
            "Dana moved from Quillmere Studio to Wrenfield Labs",
        ],
        {("Dana", "employer", "Wrenfield Labs", "active")},
        {
            ("Dana", "residence", "Wrenfield Labs", "active"),
            ("Dana", "former residence", "Quillmere Studio", "active"),
        },
        id="from-the-held-job-to-the-next",
    ),
    pytest.param(
        ["Dana moved from Kelby to Marsham"],
        {("Dana", "residence", "Marsham", "active")},
        set(),
        id="from-a-town-to-a-town-is-a-move",
    ),
    pytest.param(
        ["I have a cat called Miso", "swapped my cat for a dog lol jk"],
        set(),
        {("Noor", "pet", "dog", "active")},
        id="a-multi-valued-slot-is-not-swapped",
    ),
    # --- a transfer to a school -------------------------------------------------------------------------
    pytest.param(
        ["transferring to Kent University in september"],
        {("Noor", "school", "Kent University", "active")},
        set(),
        id="transfer-to-a-school",
    ),
    pytest.param(
        ["I transferred to the Leeds office"],
        set(),
        {("Noor", "school", "Leeds office", "active")},
        id="transfer-to-an-office",
    ),
    # --- "my sister" is the one sister known ------------------------------------------------------------
    pytest.param(
        ["my sister Lin lives in Porto", "my sister just moved to Lisbon"],
        {("Lin", "residence", "Lisbon", "active")},
        {("Noor's sister", "residence", "Lisbon", "active")},
        id="my-sister-is-the-one-sister",
    ),
    pytest.param(
        ["my sister Lin lives in Porto", "my sister Ama lives in Accra", "my sister just moved to Lisbon"],
        {("Noor's sister", "residence", "Lisbon", "active")},
        {("Lin", "residence", "Lisbon", "active"), ("Ama", "residence", "Lisbon", "active")},
        id="of-two-sisters-none",
    ),
    pytest.param(
        ["my brother Teo lives in Porto", "my sister just moved to Lisbon"],
        {("Noor's sister", "residence", "Lisbon", "active")},
        {("Teo", "residence", "Lisbon", "active")},
        id="a-brother-is-no-sister",
    ),
    pytest.param(
        ["my friend Jo lives in Porto", "my friend just moved to Lisbon"],
        set(),
        {("Jo", "residence", "Lisbon", "active")},
        id="a-friend-says-no-one",
    ),
    # --- a capitalized subject no dictionary knows, of a past verb --------------------------------------
    pytest.param(
        ["Dervla switched from Quillmere Studio to Wrenfield Labs"],
        {("Dervla", "switch to", "Wrenfield Labs", "active")},
        set(),
        id="an-unknown-word-before-a-past-verb-is-a-name",
    ),
    pytest.param(
        ["Management switched from Quillmere Studio to Wrenfield Labs"],
        set(),
        {("Management", "switch to", "Wrenfield Labs", "active")},
        id="a-dictionary-word-is-no-name",
    ),
    # --- married where or when ---------------------------------------------------------------------------
    pytest.param(
        ["we're getting married in Kelby"],
        set(),
        {("Noor", "partner", "Kelby", "active")},
        id="married-in-a-place",
    ),
    pytest.param(
        ["I married Sam in 2019"],
        {("Noor", "partner", "Sam", "active")},
        {("Noor", "partner", "2019", "active")},
        id="married-someone-in-a-year",
    ),
    # --- "X, my hometown" -----------------------------------------------------------------------------
    pytest.param(
        ["the wedding is in December in Kelby, my hometown."],
        {("Noor", "hometown", "Kelby", "active")},
        set(),
        id="hometown-in-apposition",
    ),
    pytest.param(
        ["Kelby, her hometown, is lovely"],
        set(),
        {("Noor", "hometown", "Kelby", "active")},
        id="her-hometown-is-not-mine",
    ),
    pytest.param(
        ["my hometown Kelby is tiny"],
        {("Noor", "hometown", "Kelby", "active")},
        set(),
        id="my-hometown-and-its-name",
    ),
    pytest.param(
        ["we're back in the village, my hometown, for xmas"],
        set(),
        {("Noor", "hometown", "village", "active")},
        id="a-common-noun-is-no-hometown",
    ),
    # --- an engagement announces a partner ---------------------------------------------------------------
    pytest.param(
        ["Big news, I am engaged!! Her name is Dana."],
        {("Noor", "partner", "Dana", "active")},
        set(),
        id="engaged-her-name-is",
    ),
    pytest.param(
        ["just got engaged!!! his name is Arlo btw"],
        {("Noor", "partner", "Arlo", "active")},
        set(),
        id="just-got-engaged",
    ),
    # --- a car bought in the turn that ended the car -------------------------------------------------
    pytest.param(
        ["I drive a Fiesta", "sold the fiesta and bought a Yaris"],
        {("Noor", "car", "Yaris", "active"), ("Noor", "car", "ended: Fiesta", "active")},
        set(),
        id="sold-and-bought-a-name",
    ),
    pytest.param(
        ["I drive a Fiesta", "bought a Yaris for my son"],
        set(),
        {("Noor", "car", "Yaris", "active")},
        id="bought-with-no-car-ended",
    ),
    pytest.param(
        ["I drive a Fiesta", "sold the fiesta, bought Jo a drink"],
        set(),
        {("Noor", "car", "Jo", "active")},
        id="a-name-without-an-article-is-no-thing",
    ),
    pytest.param(
        ["I drive a Fiesta", "sold the fiesta, bought a sofa with the money"],
        set(),
        {("Noor", "car", "sofa", "active")},
        id="a-common-noun-bought-is-no-car",
    ),
    pytest.param(
        ["I drive a Fiesta", "Sam sold the fiesta and bought a Yaris"],
        set(),
        {("Noor", "car", "Yaris", "active")},
        id="someone-else-selling",
    ),
    pytest.param(
        ["I drive a Fiesta", "sold the fiesta and got a used Kia Picanto"],
        {("Noor", "car", "Kia Picanto", "active")},
        set(),
        id="the-new-car-read-by-its-maker-once",
    ),
    # --- seeing someone now ----------------------------------------------------------------------------
    pytest.param(
        ["I'm seeing Arlo now, it's going well"],
        {("Noor", "partner", "Arlo", "active")},
        set(),
        id="seeing-someone-now",
    ),
    pytest.param(
        ["I'm seeing Arlo tomorrow for coffee"],
        set(),
        {("Noor", "partner", "Arlo", "active")},
        id="seeing-someone-tomorrow",
    ),
    pytest.param(
        ["I'm seeing Dr Hale now about my knee", "been seeing Dr. Hale for my knee"],
        set(),
        {("Noor", "partner", "Dr Hale", "active"), ("Noor", "partner", "Dr. Hale", "active")},
        id="a-doctor-is-consulted",
    ),
    # --- a job in a town ---------------------------------------------------------------------------
    pytest.param(
        ["Jess got a job in Manchester"],
        {("Jess", "work in", "Manchester", "active")},
        {("Jess", "employer", "Manchester", "active")},
        id="a-job-in-a-town-is-no-employer",
    ),
    pytest.param(
        ["landed a job in Halden Print"],
        {("Noor", "employer", "Halden Print", "active")},
        set(),
        id="a-job-in-a-firm",
    ),
    # --- "there": the town named before it in the sentence ---------------------------------------------
    pytest.param(
        ["my friend Jess lives in Bristol", "Jess got a job in Manchester so she's moved up there"],
        {("Jess", "residence", "Manchester", "active")},
        set(),
        id="moved-up-there-after-the-town",
    ),
    pytest.param(
        ["I live in Hallowby", "my daughter lives in Kelby and wants me to move there"],
        set(),
        {("Noor", "residence", "Kelby", "active")},
        id="a-wish-to-move-there-is-no-move",
    ),
    # --- a job left with no word of which -----------------------------------------------------------------
    pytest.param(
        ["I work at Halden", "I quit today!! so done"],
        {("Noor", "employer", "ended: Halden", "active")},
        set(),
        id="i-quit",
    ),
    pytest.param(
        ["my dad works for the council", "dad finally retired last month!"],
        {("Noor's dad", "employer", "ended: council", "active")},
        set(),
        id="dad-retired",
    ),
    pytest.param(
        ["I work at Halden", "I quit smoking!"],
        set(),
        {("Noor", "employer", "ended: Halden", "active")},
        id="quit-something-else",
    ),
    pytest.param(
        ["I work at Halden", "I'm quitting next month"],
        set(),
        {("Noor", "employer", "ended: Halden", "active")},
        id="quitting-is-a-plan",
    ),
    pytest.param(
        ["I work at Halden", "I didn't quit, they moved me"],
        set(),
        {("Noor", "employer", "ended: Halden", "active")},
        id="did-not-quit",
    ),
    pytest.param(
        ["I work at Halden", "I haven't quit, I'm on leave"],
        set(),
        {("Noor", "employer", "ended: Halden", "active")},
        id="have-not-quit",
    ),
    pytest.param(
        ["I work at Halden", "I resigned from the book club committee"],
        set(),
        {("Noor", "employer", "ended: Halden", "active")},
        id="resigned-from-something-else",
    ),
    pytest.param(
        ["I work at Halden", "handed in my notice today"],
        set(),
        {("Noor", "employer", "ended: Halden", "active")},
        id="a-notice-ends-no-held-job",
    ),
    # --- someone's go-to is their favourite -------------------------------------------------------------
    pytest.param(
        ["my go-to drink is a flat white with oat milk", "our go to takeaway is the thai place"],
        {
            ("Noor", "favourite drink", "flat white", "active"),
            ("Noor", "favourite takeaway", "thai place", "active"),
        },
        set(),
        id="my-go-to",
    ),
    pytest.param(
        ["I go to the gym on mondays"],
        {("Noor", "go to", "gym", "active")},
        {("Noor", "favourite", "gym", "active")},
        id="going-to-is-no-go-to",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twentieth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


def test_a_swap_already_read_is_filed_once():
    """ "replaced the fiesta with a Tesla Model 3": the sentence files the Tesla as the car by its
    maker, and the swap of the held Fiesta finds the same; one item, not two."""
    items = [
        i
        for i in curate(["I drive a Fiesta", "replaced the fiesta with a Tesla Model 3"])
        if i.relation == "car"
    ]
    assert [i.value for i in items].count("Tesla Model 3") == 1, items
