"""Table tests for the fiftieth session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import assert_facts, first_sentence

CASES = [
    # --- a taste of "it": the food named just before ---------------------------------------------
    pytest.param(
        ["No olives on mine pls. Hate them."],
        {("Noor", "dislikes", "olives", "active")},
        set(),
        id="hate-them-after-a-food",
    ),
    pytest.param(
        ["no cilantro in anything please. I can't stand it."],
        {("Noor", "dislikes", "cilantro", "active")},
        set(),
        id="cant-stand-it",
    ),
    pytest.param(
        ["Dad brought mangoes from the market. I adore them."],
        {("Noor", "likes", "mangoes", "active")},
        set(),
        id="adore-them",
    ),
    pytest.param(
        ["No olives on mine pls. Dad hates them."],  # his taste, not the speaker's
        set(),
        {("Noor", "dislikes", "olives", "active")},
        id="another-hates-them",
    ),
    pytest.param(
        ["Ate olives at Rui's. I don't hate them now."],
        set(),
        {("Noor", "dislikes", "olives", "active"), ("Noor", "likes", "olives", "active")},
        id="not-hate-them",
    ),
    pytest.param(
        ["Went to the Grange on Friday. Hate it."],  # no food before
        set(),
        {("Noor", "dislikes", "Grange", "active")},
        id="hate-it-no-food",
    ),
    pytest.param(
        ["Had sushi at Rui's. I hate wasabi though."],  # a taste of its own object, not of "it"
        set(),
        {("Noor", "dislikes", "sushi", "active")},
        id="hate-a-named-thing",
    ),
    # --- what the speaker's body reacts to, said without "allergic" -------------------------------
    pytest.param(
        ["prawns make me break out in hives so no paella for me"],
        {("Noor", "allergy", "prawns", "active")},
        set(),
        id="makes-me-break-out-in-hives",
    ),
    pytest.param(
        ["mango gives me a rash around my mouth"],
        {("Noor", "allergy", "mango", "active")},
        set(),
        id="gives-me-a-rash",
    ),
    pytest.param(
        ["kiwis make my lips swell up"],
        {("Noor", "allergy", "kiwis", "active")},
        set(),
        id="makes-my-lips-swell",
    ),
    pytest.param(
        ["I react really badly to aspirin, learned that the hard way"],
        {("Noor", "allergy", "aspirin", "active")},
        set(),
        id="react-badly-to",
    ),
    pytest.param(
        ["I always carry an epipen for cashews"],
        {("Noor", "allergy", "cashews", "active")},
        set(),
        id="epipen-for",
    ),
    pytest.param(
        ["red wine gives me a headache", "it gives me a rash, the cheap detergent"],
        set(),
        {("Noor", "allergy", "red wine", "active"), ("Noor", "allergy", "it", "active")},
        id="no-reaction-or-no-cause",
    ),
    pytest.param(
        ["that show makes my sister sneeze with laughter"],  # done to another
        set(),
        {("Noor", "allergy", "show", "active")},
        id="reaction-of-another",
    ),
    pytest.param(
        ["i carry a bag for my laptop"],  # no pen
        set(),
        {("Noor", "allergy", "laptop", "active")},
        id="carry-no-epipen",
    ),
    pytest.param(
        ["Dad reacted really badly to aspirin.", "I don't react to aspirin at all"],
        set(),
        {("Noor", "allergy", "aspirin", "active")},
        id="react-another-or-not",
    ),
    # --- a medicine the speaker cannot take is what they react to ---------------------------------
    pytest.param(
        ["told the new GP again that i cant take amoxicillin, i come out in hives"],
        {("Noor", "allergy", "amoxicillin", "active")},
        set(),
        id="cannot-take-a-drug",
    ),
    pytest.param(
        ["I didn't take my ibuprofen this morning"],  # forgotten, no reaction
        set(),
        {("Noor", "allergy", "ibuprofen", "active")},
        id="did-not-take-a-drug",
    ),
    pytest.param(
        ["I can't take the bus today, strike again"],  # no medicine
        set(),
        {("Noor", "allergy", "bus", "active")},
        id="cannot-take-the-bus",
    ),
    pytest.param(
        ["my dad can't take aspirin anymore"],  # his, not the speaker's
        set(),
        {("Noor", "allergy", "aspirin", "active")},
        id="another-cannot-take-a-drug",
    ),
    # --- a name whose birthday it is is someone "she" may mean -----------------------------------
    pytest.param(
        ["Amarachi's birthday is next friday. She has a peanut allergy so no satay"],
        {("Amarachi", "allergy", "peanut", "active")},
        set(),
        id="birthday-owner-is-she",
    ),
    # --- volunteering: where, as a slot of its own ---------------------------------------------
    pytest.param(
        ["been volunteering at the Harbour Food Bank on saturdays since march"],
        {("Noor", "volunteering", "Harbour Food Bank", "active")},
        set(),
        id="volunteering-at",
    ),
    pytest.param(
        ["i drive a Polo around Kumasi mostly", "my brother drives a taxi in Sfax"],
        {("Noor", "car", "Polo", "active")},
        {("Noor's brother", "car", "Sfax", "active")},
        id="driving-in-a-town-is-no-car",
    ),
    # --- a place booked is a stay, not a home ---------------------------------------------------
    pytest.param(
        ["we've booked a nice place in Rovinj for the anniversary"],
        set(),
        {("Noor", "residence", "Rovinj", "active")},
        id="booked-a-place",
    ),
    pytest.param(
        ["finally found a place in Rovinj, moving in may"],
        {("Noor", "residence", "Rovinj", "active")},
        set(),
        id="found-a-place",
    ),
    pytest.param(
        ["I booked a membership at Cliffside Climbing"],  # only a home booked is no home
        {("Noor", "club", "Cliffside Climbing", "active")},
        set(),
        id="booked-a-membership",
    ),
    # --- a post written for a place is a text, not a job there -----------------------------------
    pytest.param(
        ["can u help me write a short post for my LinkedIn? about the new role"],
        set(),
        {("Noor", "employer", "LinkedIn", "active")},
        id="write-a-post-for",
    ),
    pytest.param(
        ["finally got a post at Korlebu Teaching Hospital!!"],
        {("Noor", "employer", "Korlebu Teaching Hospital", "active")},
        set(),
        id="got-a-post-at",
    ),
    # --- a bus or a taxi driven is a job, not one's car -------------------------------------------
    pytest.param(
        ["retired from the mill but now i drive a school bus, mornings only"],
        {("Noor", "job title", "school bus driver", "active")},
        {("Noor", "car", "school bus", "active")},
        id="drive-a-school-bus",
    ),
    pytest.param(
        ["I used to drive an ambulance in Tamale"],
        {("Noor", "former job title", "ambulance driver", "active")},
        {("Noor", "car", "ambulance", "active")},
        id="used-to-drive-an-ambulance",
    ),
    pytest.param(
        ["I drive a Corolla, nothing fancy"],
        {("Noor", "car", "Corolla", "active")},
        set(),
        id="drive-own-car",
    ),
    # --- a clause placed in time by another shares its subject -----------------------------------
    pytest.param(
        ["I worked at Pellow Mills until moving to Hull"],
        {("Noor", "residence", "Hull", "active")},
        set(),
        id="until-moving",
    ),
    # --- a business of one's own, run or had, is one's work ---------------------------------
    pytest.param(
        ["these days i run my own salon in Kumasi"],
        {("Noor", "employer", "own salon", "active")},
        set(),
        id="run-own-salon",
    ),
    pytest.param(
        ["I have my own bakery now!! still tired all the time"],
        {("Noor", "employer", "own bakery", "active")},
        set(),
        id="have-own-bakery",
    ),
    pytest.param(
        ["we finally have our own garage, no more parking on the street"],  # a room of a house
        set(),
        {("Noor", "employer", "own garage", "active")},
        id="have-own-garage-no-work",
    ),
    pytest.param(
        ["we run our own gym out of the old church hall"],  # WordNet files no gym as a business
        {("Noor", "employer", "own gym", "active")},
        set(),
        id="run-own-gym",
    ),
    pytest.param(
        ["i don't run my own salon anymore, too stressful"],
        set(),
        {("Noor", "employer", "own salon", "active")},
        id="run-own-negated",
    ),
    pytest.param(
        ["honestly i miss my own bakery so much"],  # missed, not had
        set(),
        {("Noor", "employer", "own bakery", "active")},
        id="miss-own-bakery",
    ),
    pytest.param(
        ["i just run my own race these days, no comparing"],  # no business
        set(),
        {("Noor", "employer", "own race", "active")},
        id="run-own-race",
    ),
    pytest.param(
        ["i run my own blog, Crumbs and Stories"],  # a blog is no business
        set(),
        {("Noor", "employer", "Crumbs", "active"), ("Noor", "employer", "Crumbs and Stories", "active")},
        id="run-own-blog-named",
    ),
    pytest.param(
        ["we sold our own bakery last year"],  # sold, not had
        set(),
        {("Noor", "employer", "own bakery", "active")},
        id="sold-own-bakery",
    ),
    # --- a phone handed over or set up for the speaker ------------------------------------------
    pytest.param(
        ["my nephew set me up with a Xiaomi Redmi 12 last night"],
        {("Noor", "phone", "Xiaomi Redmi 12", "active")},
        set(),
        id="set-me-up-with-a-phone",
    ),
    pytest.param(
        ["Tavita set me up a Samsung Galaxy A15, the letters are tiny"],
        {("Noor", "phone", "Samsung Galaxy A15", "active")},
        set(),
        id="set-me-up-a-phone",
    ),
    pytest.param(
        ["the office handed me a Pixel 8 on day one"],
        {("Noor", "phone", "Pixel 8", "active")},
        set(),
        id="handed-me-a-phone",
    ),
    pytest.param(
        ["Tavita set up a Samsung Galaxy A15 for her mum"],  # not for the speaker
        set(),
        {("Noor", "phone", "Samsung Galaxy A15", "active")},
        id="set-up-for-another",
    ),
    pytest.param(
        ["Tavita set her mum up with a Samsung Galaxy A15"],
        set(),
        {("Noor", "phone", "Samsung Galaxy A15", "active")},
        id="set-another-up-with",
    ),
    pytest.param(
        ["Rua showed me up with her shiny Pixel 8 lol"],  # her phone, shown off
        set(),
        {("Noor", "phone", "Pixel 8", "active")},
        id="showed-me-up-with-hers",
    ),
    # --- "X is the best band ever": the speaker's favourite band ---------------------------------
    pytest.param(
        ["ok but the Waifs are the best band ever"],
        {("Noor", "favourite band", "Waifs", "active")},
        set(),
        id="best-band-ever",
    ),
    pytest.param(
        ["the Corolla was the best car i've ever had tbh"],
        {("Noor", "favourite car", "Corolla", "active")},
        set(),
        id="best-car-ive-ever-had",
    ),
    pytest.param(
        ["the tram is the best option from here"],  # no "ever": a judgement of the moment
        set(),
        {("Noor", "favourite option", "tram", "active")},
        id="best-option-no-favourite",
    ),
    pytest.param(
        ["Kofi reckons Dune is the best book ever"],  # Kofi's view, not the speaker's
        set(),
        {("Noor", "favourite book", "Dune", "active")},
        id="best-ever-said-by-another",
    ),
    pytest.param(
        ["honestly i think the Waifs are the best band ever"],  # the speaker's own view
        {("Noor", "favourite band", "Waifs", "active")},
        set(),
        id="best-ever-i-think",
    ),
    pytest.param(
        ["Dune is not the best book ever, sorry"],
        set(),
        {("Noor", "favourite book", "Dune", "active")},
        id="best-ever-negated",
    ),
    # --- "my aunt who wants…": a relative pronoun after a kin word is learnt as no name ---------
    pytest.param(
        [
            "blasting Nick Cave in the van all week, who cares!! He's my favourite, forever.",
            "how do i tell my aunt who wants to stay every weekend no??",
        ],
        {("Noor", "favourite", "Nick Cave", "active")},
        {("Noor", "favourite", "Who", "active")},
        id="who-after-kin-no-name",
    ),
    # --- "…, where I grew up" hung on a verb: the last place named before it --------------------
    pytest.param(
        ["yeah so driving up to wollongbar to see dad next month, where i grew up"],
        {("Noor", "hometown", "wollongbar", "active")},
        set(),
        id="grew-up-after-a-trip",
    ),
    pytest.param(
        ["drove down to Hobart with Mateo last week, where I was born"],
        {("Noor", "hometown", "Hobart", "active")},
        {("Noor", "hometown", "Mateo", "active")},
        id="born-not-the-companion",
    ),
    pytest.param(
        ["we went to the pub in the evening, where I grew up"],
        set(),
        {("Noor", "hometown", "pub", "active"), ("Noor", "hometown", "evening", "active")},
        id="grew-up-no-named-place",
    ),
    # --- "my job is TITLE at PLACE": the place too -----------------------------------------------
    pytest.param(
        ["so my new job is line cook at Pellow's Diner lol"],
        {("Noor", "job title", "line cook", "active"), ("Noor", "employer", "Pellow's Diner", "active")},
        set(),
        id="job-is-title-at-place",
    ),
    pytest.param(
        ["my old job was barista at Quillon Coffee"],
        {("Noor", "former employer", "Quillon Coffee", "active")},
        {("Noor", "employer", "Quillon Coffee", "active")},
        id="old-job-was-title-at-place",
    ),
    pytest.param(
        ["my job isn't cashier at Quillon Coffee anymore"],
        set(),
        {("Noor", "employer", "Quillon Coffee", "active")},
        id="job-negated-no-place",
    ),
    # --- an honorific hung on a name is not the name ------------------------------------------
    pytest.param(
        ["ok new team lead is hayashi-san"],
        {("Noor", "manager", "Hayashi", "active")},
        {("Noor", "manager", "san", "active")},
        id="lowercase-name-san",
    ),
    pytest.param(
        # the honorific says a name: a bare reply to "who?" names the one asked about
        [
            ("the boss chewed me out again today", "user", None),
            ("Oof, sorry. Your supervisor?", "assistant", None),
            ("ya hashimoto-san. hes fine usually", "user", None),
        ],
        {("Noor", "manager", "Hashimoto", "active")},
        set(),
        id="bare-reply-name-san",
    ),
    pytest.param(
        ["my supervisor Ogawa-sama wants the slides by friday"],
        {("Noor", "manager", "Ogawa", "active")},
        {("Noor", "manager", "Ogawa-sama", "active")},
        id="capitalized-name-sama",
    ),
    pytest.param(
        ["my boss hyun-woo-nim said ok to the leave"],
        {("Noor", "manager", "Hyun-woo", "active")},
        set(),
        id="hyphenated-name-nim",
    ),
    pytest.param(
        # the lowercase name learnt from the turn is the one the parse meets
        ["my manager takeda-kun is great but he emails at midnight"],
        {("Noor", "manager", "Takeda", "active")},
        set(),
        id="learnt-lowercase-name-kun",
    ),
    pytest.param(
        ["my piano teacher is Mori-sensei now"],
        {("Noor", "piano teacher", "Mori", "active")},
        set(),
        id="sensei",
    ),
    pytest.param(
        # "-ji" ends temples ("Ryoan-ji") and is left alone
        ["my favourite temple is Ryoan-ji"],
        {("Noor", "favourite temple", "Ryoan-ji", "active")},
        set(),
        id="temple-ji-kept",
    ),
]


@pytest.mark.parametrize(("rows", "must", "must_not"), CASES)
def test_fiftieth_session_rules(rows, must, must_not):
    assert_facts(rows, must, must_not)


@pytest.mark.parametrize(
    ("sentence", "allergy"),
    [
        ("I cannot take penicillin, I get spots", "penicillin"),
        ("I didn't take my ibuprofen this morning", None),  # not taken, no "can't"
        ("I can take ibuprofen, no problem", None),  # can, not can't
        ("I can't take the bus today", None),  # no medicine
    ],
)
def test_a_drug_i_cannot_take(sentence, allergy):
    from memcli.curators import parse

    sent = first_sentence(sentence)
    found = [value for _, _, value, _ in parse._a_drug_i_cannot_take(sent, "Noor")]
    assert found == ([allergy] if allergy else [])
