"""Table tests for the fifty-second session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import assert_facts, curate

CASES = [
    # --- a business someone began, named later in the turn, is where they work -------------------
    pytest.param(
        ["quit the agency last week and bought my own coffee van!! the name is Bean Machine"],
        {("Noor", "employer", "Bean Machine", "active")},
        set(),
        id="venture-named-by-the-name-is",
    ),
    pytest.param(
        [
            "my brother Tomek works at a garage",
            "he's starting a taco truck. it's called Salsa Verde, opens in june",
        ],
        {("Tomek", "employer", "Salsa Verde", "active")},
        {("Noor", "employer", "Salsa Verde", "active")},
        id="venture-named-by-its-called-is-the-subjects",
    ),
    pytest.param(
        ["my sister Ola got a pizza trailer at the markets, she calls it the Dough Bus"],
        {("Ola", "employer", "Dough Bus", "active")},
        set(),
        id="venture-named-by-calls-it",
    ),
    pytest.param(
        ["i got a stall at the sunday market. it's called Plum & Pear"],
        {("Noor", "employer", "Plum & Pear", "active")},
        set(),
        id="a-stall-is-a-venture-and-its-name-keeps-its-ampersand",
    ),
    pytest.param(
        ["got a kiosk at the station!! it's called Daily Grind"],
        {("Noor", "employer", "Daily Grind", "active")},
        set(),
        id="a-kiosk-is-a-venture",
    ),
    pytest.param(
        [
            "one day i want to open a juice cart",
            "handed in my notice!! the cart is called Squeeze and we open in may",
        ],
        {("Noor", "employer", "Squeeze", "active")},
        set(),
        id="a-venture-planned-before-is-named-by-its-noun-later",
    ),
    pytest.param(
        ["one day i want to open a juice cart. it's called Squeeze"],  # planned: no business yet
        set(),
        {("Noor", "employer", "Squeeze", "active")},
        id="a-planned-venture-named-by-it-is-no-work",
    ),
    pytest.param(
        ["bought a coffee van today. it will be called Grindhouse"],
        set(),
        {("Noor", "employer", "Grindhouse", "active")},
        id="a-name-still-to-come-names-nothing",
    ),
    pytest.param(
        ["next year i will buy a coffee van. it's called Grindhouse, on paper at least"],
        set(),
        {("Noor", "employer", "Grindhouse", "active")},
        id="a-venture-still-to-be-bought-is-no-work",
    ),
    pytest.param(
        ["we got a new truck for the farm. it's called Big Red"],  # a truck selling nothing: a vehicle
        set(),
        {("Noor", "employer", "Big Red", "active")},
        id="a-truck-alone-is-no-venture",
    ),
    pytest.param(
        ["bought a coffee van. her name is Marigold, my new puppy is asleep on my feet"],
        set(),
        {("Noor", "employer", "Marigold", "active")},
        id="someones-name-names-no-business",
    ),
    pytest.param(
        ["got a pastry stall last month", "my cousin got a puppy. it's called Pretzel"],
        set(),
        {("Noor", "employer", "Pretzel", "active")},
        id="it-named-in-a-later-turn-is-not-the-venture",
    ),
    pytest.param(
        ["i run a little bakery in town", "we are renaming the bakery Crust & Crumb from march"],
        {("Noor", "employer", "Crust & Crumb", "active")},
        set(),
        id="a-business-renamed-is-worked-at-under-its-new-name",
    ),
    pytest.param(
        ["i run a little bakery in town", "we will rename the bakery Crust & Crumb one day maybe"],
        set(),
        {("Noor", "employer", "Crust & Crumb", "active")},
        id="a-renaming-still-to-come-is-no-news",
    ),
    pytest.param(
        ["we renamed the dog Biscuit Junior lol"],  # a dog is no business
        set(),
        {("Noor", "employer", "Biscuit Junior", "active")},
        id="a-place-renamed-is-no-work",
    ),
    # --- a value the turn just ended is not held again by a later sentence -------------------------
    pytest.param(
        [
            "I am head waiter at Harbour Grill restaurant, 9 years there.",
            "YES!! I did it!! I left Harbour Grill last month and I bought my coffee van! The name is Bean"
            " Machine 🚐☕ I am so happy and so scared. My boss at Harbour Grill he gave me a big hug and"
            " he say he will come every monday",
        ],
        {
            ("Noor", "employer", "ended: Harbour Grill restaurant", "active"),
            ("Noor", "employer", "Bean Machine", "active"),
        },
        {("Noor", "employer", "Harbour Grill", "active")},
        id="the-place-left-named-in-passing-is-not-held-again",
    ),
    # --- the title held goes with the job left ------------------------------------------------------
    pytest.param(
        [
            "I'm a bank clerk at Seabright Savings",
            "I QUIT!! handed in my notice at Seabright Savings. bought a coffee van, the name is"
            " Bean Machine",
        ],
        {
            ("Noor", "job title", "ended: bank clerk", "active"),
            ("Noor", "employer", "Bean Machine", "active"),
        },
        set(),
        id="a-title-ends-with-the-job-left-for-a-business-of-ones-own",
    ),
    pytest.param(
        ["I'm a bank clerk at Seabright Savings", "I quit Seabright Savings today. no plan yet lol"],
        {("Noor", "job title", "ended: bank clerk", "active")},
        set(),
        id="a-title-ends-with-the-job-left-for-nothing",
    ),
    pytest.param(
        ["I'm a nurse at St Mary's", "I left St Mary's and started at the Royal Free last week"],
        {("Noor", "employer", "Royal Free", "active")},
        {("Noor", "job title", "ended: nurse", "active")},
        id="a-title-may-go-on-at-the-next-place",
    ),
    pytest.param(
        ["I'm a bank clerk at Seabright Savings", "I quit Seabright Savings. I'm a designer at Brill now"],
        {("Noor", "job title", "designer", "active")},
        {("Noor", "job title", "ended: bank clerk", "active")},
        id="a-title-given-with-the-change-replaces-the-old-one",
    ),
    pytest.param(
        [
            "I'm a bank clerk at Seabright Savings",
            "I quit Seabright Savings, I'm a freelance photographer now",
        ],
        {("Noor", "job title", "freelance photographer", "active")},
        {
            ("Noor", "job title", "ended: bank clerk", "active"),
            ("Noor", "job title", "ended: freelance photographer", "active"),
        },
        id="a-title-given-with-the-leaving-is-the-one-held",
    ),
    pytest.param(
        [
            "I'm a bank clerk at Seabright Savings",
            "I quit Seabright Savings today. no plan yet lol",
            "got a job at Kestrel Books",
            "I quit Kestrel Books too lol",
        ],
        {("Noor", "job title", "ended: bank clerk", "active")},
        {("Noor", "job title", "ended: ended: bank clerk", "active")},
        id="a-title-ended-ends-once",
    ),
    # --- partners -----------------------------------------------------------------------------------
    pytest.param(
        ["I've been dating Ben for a while", "we have been married for 20 years"],
        {("Noor", "partner", "Ben", "active")},
        {("Noor", "partner", "while", "active"), ("Noor", "partner", "20 years", "active")},
        id="how-long-one-dates-is-no-one",
    ),
    pytest.param(
        ["Sayaka and I started dating"],  # (the tagger reads the name as the verb's adverb)
        {("Noor", "partner", "Sayaka", "active")},
        set(),
        id="a-name-read-as-an-adverb-beside-i-is-a-subject",
    ),
    pytest.param(
        ["Honestly and I broke up with him"],
        set(),
        {("Noor", "former partner", "Honestly", "active")},
        id="a-dictionary-adverb-beside-i-is-no-name",
    ),
    pytest.param(
        ["I called Sayaka and I went out"],  # an object before "and I" stays the object
        {("Noor", "call", "Sayaka", "active")},
        set(),
        id="an-object-before-and-i-is-no-subject",
    ),
    pytest.param(
        ["guess what. I'm in love!!! 😍 Her name is Paola, she teaches yoga"],
        {("Noor", "partner", "Paola", "active")},
        set(),
        id="in-love-names-the-partner-next",
    ),
    pytest.param(
        ["im so in love lol. his name is dario"],
        {("Noor", "partner", "Dario", "active")},
        set(),
        id="so-in-love-too",
    ),
    pytest.param(
        ["I'm in love with this sourdough. Her name is Paola, she runs the bakery"],
        set(),
        {("Noor", "partner", "Paola", "active")},
        id="in-love-with-a-thing-names-no-partner",
    ),
    pytest.param(
        ["i have a date on friday 👀 his name is tomas, he's a nurse"],
        {("Noor", "partner", "Tomas", "active")},
        set(),
        id="a-date-names-the-one-it-is-with",
    ),
    pytest.param(
        ["finally got a first date!! her name is Ama"],
        {("Noor", "partner", "Ama", "active")},
        set(),
        id="a-first-date-got",
    ),
    pytest.param(
        ["going on a date tonight eek. his name is Felix"],
        {("Noor", "partner", "Felix", "active")},
        set(),
        id="going-on-a-date",
    ),
    pytest.param(
        ["got a date with the dentist at 3, her name is Dr Lee"],
        set(),
        {("Noor", "partner", "Dr Lee", "active")},
        id="a-date-with-the-dentist-is-an-appointment",
    ),
    pytest.param(
        [
            "I work at Harbour Grill",
            "I left Harbour Grill. Now I'm at Harbour Grill Events, the catering side",
        ],
        {("Noor", "employer", "Harbour Grill Events", "active")},
        set(),
        id="a-longer-name-after-the-end-is-another-place",
    ),
    pytest.param(
        ["i play football on sundays", "gave up football, my knees. playing walking football now though"],
        {("Noor", "hobby", "walking football", "active")},
        set(),
        id="a-longer-pastime-after-the-end-is-another",
    ),
    pytest.param(
        ["i run a little cafe in town", "we renamed the cafe after my nan Rosa"],
        set(),
        {("Noor", "employer", "Rosa", "active"), ("Noor", "employer", "nan Rosa", "active")},
        id="renamed-after-someone-gives-no-name",
    ),
    # --- a pastime the speaker is finished with ends ----------------------------------------------
    pytest.param(
        ["i play football and tennis every week", "football is kinda over for me honestly"],
        {("Noor", "hobby", "ended: football", "active")},
        {("Noor", "hobby", "ended: tennis", "active")},
        id="a-pastime-over-for-me-ends",
    ),
    pytest.param(
        ["i do yoga on sundays", "my sister says her yoga is over, she hurt her back"],
        set(),
        {("Noor", "hobby", "ended: yoga", "active")},
        id="someone-elses-pastime-over-ends-nothing-of-mine",
    ),
    pytest.param(
        ["i do yoga on sundays", "my yoga is over for good, my back"],
        {("Noor", "hobby", "ended: yoga", "active")},
        set(),
        id="my-pastime-over-ends",
    ),
    pytest.param(
        ["i play cricket on fridays", "knee ok now but not going back to cricket, too risky"],
        {("Noor", "hobby", "ended: cricket", "active")},
        set(),
        id="not-going-back-to-a-pastime-ends-it",
    ),
    pytest.param(
        ["i play tennis on fridays", "i'm done with tennis, my elbow"],
        {("Noor", "hobby", "ended: tennis", "active")},
        set(),
        id="done-with-a-pastime-ends-it",
    ),
    pytest.param(
        ["i play tennis on fridays", "my sister says she is done with tennis"],
        set(),
        {("Noor", "hobby", "ended: tennis", "active")},
        id="someone-else-done-with-it-ends-nothing-of-mine",
    ),
    pytest.param(
        ["i play tennis on fridays", "I'm going back to tennis next week"],
        set(),
        {("Noor", "hobby", "ended: tennis", "active")},
        id="going-back-is-no-end",
    ),
    pytest.param(
        ["i go swimming at the pool", "I'm not going to the pool tonight, too tired"],
        set(),
        {("Noor", "club", "ended: pool", "active")},
        id="not-going-once-is-no-end",
    ),
    pytest.param(
        ["i play cricket on fridays", "cricket is over for now lol, winter"],
        set(),
        {("Noor", "hobby", "ended: cricket", "active")},
        id="over-for-now-is-a-pause",
    ),
    pytest.param(
        ["i play cricket on fridays", "the cricket season is over, sadly"],
        set(),
        {("Noor", "hobby", "ended: cricket", "active"), ("Noor", "hobby", "ended: cricket season", "active")},
        id="a-season-over-is-no-pastime-ended",
    ),
    pytest.param(
        ["my husband Chidi and i go swimming", "Chidi is over the moon about the baby"],
        set(),
        {("Noor", "partner", "ended: Chidi", "active")},
        id="over-the-moon-ends-nothing",
    ),
    pytest.param(
        ["i work at Tesco", "Tesco is over for me, so tired"],  # a pastime is a common noun
        set(),
        {("Noor", "employer", "ended: Tesco", "active")},
        id="a-name-over-is-not-read",
    ),
    # --- asked of the assistant, nothing is given ---------------------------------------------------
    pytest.param(
        ["can you give me some posts for my cafe page?"],
        set(),
        {("Noor", "job title", "posts", "active")},
        id="asked-of-you-is-no-gift",
    ),
    pytest.param(
        ["my uncle gave me a van"],
        {("Noor", "car", "van", "active")},
        set(),
        id="given-by-someone-is-had",
    ),
]


@pytest.mark.parametrize("rows, present, absent", CASES)
def test_fortythird_rules(rows, present, absent):
    assert_facts(rows, present, absent)


def test_a_business_named_in_its_own_sentence_is_read_once_and_last():
    """ "starting my own bookkeeping business, it's called Tallybright": the turn's reading of an
    own business with its name (discourse.OWN_BUSINESS) files the name after "own bookkeeping
    business", so the name holds; the sentence reader leaves it to that reading."""
    items = curate(["In January I'm starting my own bookkeeping business, it's called Tallybright Books."])
    employers = [i.value for i in items if i.relation == "employer"]
    assert employers[-1] == "Tallybright Books", employers
    assert employers.count("Tallybright Books") == 1, employers
