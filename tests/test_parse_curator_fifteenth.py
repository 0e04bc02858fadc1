"""Table tests for the fifteenth pass on chat (memcli.curators.parse, memcli.lexicon): a firm
that takes the speaker on is their employer ("Brindle Foods hired me", "Tessel offered me a
position", "Harlow Print took me on"), work found is a job got ("found work at Brisk Couriers"),
and time counted at a named place, said as standing now, is where the speaker works ("three weeks
at Marrow Bank now", "two weeks in at Tidewater"). Rows are (turns, must yield, must not yield)
as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import A, U, facts

CASES = [
    # --- a firm taking the speaker on ---------------------------------------------------------------
    pytest.param(
        ["Brindle Foods hired me last week!!"],
        {("Noor", "employer", "Brindle Foods", "active")},
        set(),
        id="a-firm-hired-me",
    ),
    pytest.param(
        ["Tessel offered me a position as junior designer"],
        {("Noor", "employer", "Tessel", "active")},
        set(),
        id="a-firm-offered-me-a-position",
    ),
    pytest.param(
        ["Harlow Print took me on as an apprentice"],
        {("Noor", "employer", "Harlow Print", "active")},
        set(),
        id="a-firm-took-me-on",
    ),
    pytest.param(
        ["Corvel Dental employs me part time"],
        {("Noor", "employer", "Corvel Dental", "active")},
        set(),
        id="a-firm-employs-me",
    ),
    pytest.param(
        ["Pellow Freight promoted me to shift lead!!"],
        {("Noor", "employer", "Pellow Freight", "active")},
        set(),
        id="a-firm-promoted-me",
    ),
    pytest.param(
        [
            "Dave hired me in 2019",
            "if Marlow offered me the job i'd take it",
            "Kestrel Logistics didn't offer me the job",
            "Pinewood might hire me",
            "Quillon offered me a lift home",
            "Brindle Foods hired my brother",
            "Ravi took me out for dinner",
            "my uncle hired me",
            "Hollins Bank emailed me",
        ],
        set(),
        {
            ("Noor", "employer", "Dave", "active"),
            ("Noor", "employer", "Marlow", "active"),
            ("Noor", "employer", "Kestrel Logistics", "active"),
            ("Noor", "employer", "Pinewood", "active"),
            ("Noor", "employer", "Quillon", "active"),
            ("Noor", "employer", "Brindle Foods", "active"),
            ("Noor", "employer", "Ravi", "active"),
            ("Noor", "employer", "uncle", "active"),
            ("Noor", "employer", "Hollins Bank", "active"),
        },
        id="a-person-a-wish-a-denial-a-lift-or-someone-else-is-no-employer",
    ),
    pytest.param(
        ["my friend Tomasz Rell is lovely", "Tomasz Rell hired me"],
        set(),
        {("Noor", "employer", "Tomasz Rell", "active")},
        id="a-known-person-who-hires-is-no-employer",
    ),
    # --- work found ---------------------------------------------------------------------------------
    pytest.param(
        ["my brother Tariq works at Halden Foods", "tariq found work at Brisk Couriers last month"],
        {
            ("Tariq", "employer", "Halden Foods", "active"),
            ("Tariq", "employer", "Brisk Couriers", "active"),
        },
        set(),
        id="found-work-at",
    ),
    pytest.param(
        ["finally found work with Pellow Freight"],
        {("Noor", "employer", "Pellow Freight", "active")},
        set(),
        id="found-work-with",
    ),
    pytest.param(
        ["got a job with Ostrander Tiles!!"],
        {("Noor", "employer", "Ostrander Tiles", "active")},
        set(),
        id="got-a-job-with",
    ),
    pytest.param(
        ["got work at the Vine Street depot"],
        {("Noor", "employer", "Vine Street depot", "active")},
        set(),
        id="got-work-at",
    ),
    # --- time counted at a named place, now ----------------------------------------------------------
    pytest.param(
        ["three weeks at Marrow Bank now and it's good"],
        {("Noor", "employer", "Marrow Bank", "active")},
        set(),
        id="weeks-at-a-place-now",
    ),
    pytest.param(
        ["two weeks in at Tidewater and i love it"],
        {("Noor", "employer", "Tidewater", "active")},
        set(),
        id="weeks-in-at-a-place",
    ),
    pytest.param(
        ["6 months in at Brindle, still love it"],
        {("Noor", "employer", "Brindle", "active")},
        set(),
        id="months-in-at-a-place",
    ),
    pytest.param(
        ["it's two weeks in at Tidewater now"],
        {("Noor", "employer", "Tidewater", "active")},
        set(),
        id="it-is-weeks-in-at-a-place-now",
    ),
    pytest.param(
        ["it's been three weeks at Rowan Vets now"],
        {("Noor", "employer", "Rowan Vets", "active")},
        set(),
        id="it-has-been-weeks-at-a-place-now",
    ),
    pytest.param(
        ["3 years with Halden now"],
        {("Noor", "employer", "Halden", "active")},
        set(),
        id="years-with-a-firm-now",
    ),
    pytest.param(
        ["back for a week at Ferro Farm now", "three weeks on Tresco now", "two pints at Harlow's now lol"],
        set(),
        {
            ("Noor", "employer", "Ferro Farm", "active"),
            ("Noor", "employer", "Tresco", "active"),
            ("Noor", "employer", "Harlow's", "active"),
        },
        id="time-for-a-stay-or-on-an-island-is-no-job",
    ),
    pytest.param(
        [
            "spent a week at Center Parcs, the kids loved it",
            "two weeks ago at Lidl i saw Jo",
            "three days at Glastonbury!!",
            "my sister is two weeks in at Kell's",
            "she's three weeks at Rowan Vets now",
            "three weeks at the gym now",
            "a week at Ferro Farm in June",
        ],
        set(),
        {
            ("Noor", "employer", "Center Parcs", "active"),
            ("Noor", "employer", "Lidl", "active"),
            ("Noor", "employer", "Glastonbury", "active"),
            ("Noor", "employer", "Kell's", "active"),
            ("Noor", "employer", "Rowan Vets", "active"),
            ("Noor", "employer", "gym", "active"),
            ("Noor", "employer", "Ferro Farm", "active"),
        },
        id="a-stay-a-date-someone-else-or-no-name-is-no-job",
    ),
    # --- "X is where I work" ---------------------------------------------------------------------------
    pytest.param(
        ["Kellerman's is where I work now", "Leeds is where we live now"],
        {("Noor", "employer", "Kellerman's", "active"), ("Noor", "residence", "Leeds", "active")},
        set(),
        id="a-name-is-where-i-work",
    ),
    pytest.param(
        [
            "the Harbour Cafe is where i worked as a teen",
            "we drove past Fenwick Stores, where I worked for years",
        ],
        {
            ("Noor", "former employer", "Harbour Cafe", "active"),
            ("Noor", "former employer", "Fenwick Stores", "active"),
        },
        {("Noor", "employer", "Harbour Cafe", "active"), ("Noor", "employer", "Fenwick Stores", "active")},
        id="where-i-worked-is-before",
    ),
    pytest.param(
        [
            "that is where I work",
            "Dunmore isn't where I live",
            "Kellerman's is where Sam works",
            "Marlow Road isn't where we live any more",
            "the big grey building is where I work",
        ],
        set(),
        {
            ("Noor", "employer", "that", "active"),
            ("Noor", "residence", "Dunmore", "active"),
            ("Noor", "employer", "Kellerman's", "active"),
            ("Noor", "residence", "Marlow Road", "active"),
            ("Noor", "employer", "big grey building", "active"),
        },
        id="no-name-a-denial-or-someone-else",
    ),
    # --- cars ----------------------------------------------------------------------------------------
    pytest.param(
        ["just bought a Skoda Fabia"],
        {("Noor", "car", "Skoda Fabia", "active")},
        set(),
        id="a-known-maker-bought-after-an-adverb-with-i-dropped",
    ),
    pytest.param(
        ["I bought Ferra Nova, hybrid, 2019."],
        {("Noor", "car", "Ferra Nova", "active")},
        set(),
        id="an-unknown-maker-said-to-be-a-hybrid",
    ),
    pytest.param(
        ["got a used Solace EV last week"],
        {("Noor", "car", "Solace EV", "active")},
        set(),
        id="an-unknown-maker-s-ev",
    ),
    pytest.param(
        ["we bought a Zephyr hybrid!!"],
        {("Noor", "car", "Zephyr hybrid", "active")},
        set(),
        id="an-unknown-maker-s-hybrid",
    ),
    pytest.param(
        [
            "bought Tickets for Saturday",
            "might buy a Zephyr, the hybrid one",
            "didn't buy the Corrano in the end, the hybrid was too dear",
            "Sam bought a Zephyr, hybrid",
            "bought a Vantor to clean the hybrid",
            "I might buy a Zephyr hybrid",
            "I didn't buy the Zephyr hybrid",
            "Sam bought a Zephyr hybrid last week",
            "I saw a Zephyr hybrid",
            "I got a hybrid from Zephyr Motors",
        ],
        set(),
        {
            ("Noor", "car", "Tickets", "active"),
            ("Noor", "car", "Zephyr", "active"),
            ("Noor", "car", "Corrano", "active"),
            ("Noor", "car", "Vantor", "active"),
            ("Noor", "car", "Zephyr hybrid", "active"),
            ("Noor", "car", "hybrid", "active"),
        },
        id="no-vehicle-word-a-wish-a-denial-or-someone-else",
    ),
    # --- a role left unnamed, named by the next message -------------------------------------------------
    pytest.param(
        [
            "now I have a flat in Millbrook with my girlfriend",
            ("Girlfriend? Who is she?", A, None),
            "Her name is Maren, we met on the bus",
        ],
        {("Noor", "partner", "Maren", "active")},
        set(),
        id="her-name-is-after-my-girlfriend",
    ),
    pytest.param(
        ["my new boss starts monday", ("what's she like?", A, None), "she's called Dana, seems nice"],
        {("Noor", "manager", "Dana", "active")},
        set(),
        id="she-is-called-after-my-new-boss",
    ),
    pytest.param(
        ["my landlord put the rent up", "lol his name is literally Gary"],
        {("Noor", "landlord", "Gary", "active")},
        {("Noor", "landlord", "Literally Gary", "active")},
        id="an-adverb-before-the-name-is-not-it",
    ),
    pytest.param(
        [
            "my sister is visiting",
            "ok so anyway",
            "her name is Pip",
            "my boss is off sick",
            ("I work at Acme", U, "Priya"),
            "my manager is stressed",
            "my brother Tom is here, his name is on the list",
            "my landlord is away",
            "his name is on the rota",
            "my landlord is away",
            ("Pick a name for the cat?", A, None),
            "I love the cat, her name is Mittens",
            "my manager was late",
            "her name's Ruth, my mum's friend",
            "my brother Tom is visiting",
            "his name's Tommo to his mates",
        ],
        set(),
        {
            ("Noor", "sibling", "Pip", "active"),
            ("Noor", "manager", "Priya", "active"),
            ("Noor", "landlord", "Mittens", "active"),
            ("Noor", "manager", "Ruth", "active"),
            ("Noor", "landlord", "On", "active"),
            ("Noor", "sibling", "Tommo", "active"),
        },
        id="only-the-very-next-message-opening-with-the-name",
    ),
    # --- a change written as an arrow ---------------------------------------------------------------
    pytest.param(
        ["we moved apartments, mission flats -> alder point. the balcony is huge"],
        {("Noor", "residence", "mission flats", "older"), ("Noor", "residence", "alder point", "active")},
        set(),
        id="moved-homes-old-arrow-new",
    ),
    pytest.param(
        ["moved: Carrow St -> Pell Lane!!"],
        {("Noor", "residence", "Carrow St", "older"), ("Noor", "residence", "Pell Lane", "active")},
        set(),
        id="moved-colon-arrow",
    ),
    pytest.param(
        ["swapped phones: Vexa 2 → Nomi X and i already miss it"],
        {("Noor", "phone", "Vexa 2", "older"), ("Noor", "phone", "Nomi X", "active")},
        set(),
        id="swapped-phones-unicode-arrow",
    ),
    pytest.param(
        ["switched cars: the Brio → a Solace, finally"],
        {("Noor", "car", "Brio", "older"), ("Noor", "car", "Solace", "active")},
        {("Noor", "car", "a Solace", "active")},
        id="switched-cars-without-their-articles",
    ),
    pytest.param(
        ["changed gyms (iron yard -> core fit)"],
        {("Noor", "club", "iron yard", "older"), ("Noor", "club", "core fit", "active")},
        set(),
        id="changed-gyms-in-brackets",
    ),
    pytest.param(
        [
            "moving the meeting: 3pm -> 4pm",
            "changed jobs, barista -> chef",
            "train times 9:10 -> 9:40 now",
            "switched plans, gold -> silver",
        ],
        set(),
        {
            ("Noor", "residence", "4pm", "active"),
            ("Noor", "job title", "chef", "active"),
            ("Noor", "employer", "chef", "active"),
            ("Noor", "residence", "9:40 now", "active"),
            ("Noor", "plan", "silver", "active"),
        },
        id="a-meeting-a-job-a-timetable-or-an-unknown-thing-is-no-arrow-change",
    ),
    pytest.param(
        ["we moved house to Pell Lane (number 4 -> number 9)"],
        {("Noor", "residence", "Pell Lane", "active")},
        {("Noor", "residence", "number 9", "active")},
        id="a-move-the-turn-already-filed-is-not-filed-again",
    ),
    # --- moving in together, headings, "2 wks into", texting's lowercase makers ----------------------------
    pytest.param(
        [
            "i live in linden court",
            "gf news: sam and i are moving in together. her place in harrow hill bc it's bigger",
        ],
        {("Noor", "partner", "Sam", "active"), ("Noor", "residence", "harrow hill", "active")},
        {("Noor", "partner", "News", "active")},
        id="moving-in-together-to-her-place-and-a-heading-is-no-name",
    ),
    pytest.param(
        ["bf update: he got the job!!", "Priya and I went out with friends"],
        set(),
        {("Noor", "partner", "Update", "active"), ("Noor", "partner", "Priya", "active")},
        id="a-heading-or-moving-in-without-together-is-no-partner",
    ),
    pytest.param(
        ["my gf Mei: best person ever"],
        {("Noor", "partner", "Mei", "active")},
        set(),
        id="a-capitalized-name-before-a-colon-is-a-name",
    ),
    pytest.param(
        ["2 mths at Dace Print now"],
        {("Noor", "employer", "Dace Print", "active")},
        set(),
        id="years-abbreviated-at-a-firm-now",
    ),
    pytest.param(
        ["2 wks into carrow ED. it's chaos and i love it"],
        {("Noor", "employer", "carrow ED", "active")},
        set(),
        id="weeks-into-a-place",
    ),
    pytest.param(
        ["6 months into Fernhill Academy and still alive"],
        {("Noor", "school", "Fernhill Academy", "active")},
        {("Noor", "employer", "Fernhill Academy", "active")},
        id="months-into-a-school",
    ),
    pytest.param(
        ["two weeks into January already", "3 wks into the new job"],
        set(),
        {("Noor", "employer", "January", "active"), ("Noor", "employer", "new job", "active")},
        id="into-a-month-or-an-unnamed-job-is-no-employer",
    ),
    pytest.param(
        ["got a rallo hybrid, used"],
        {("Noor", "car", "rallo hybrid", "active")},
        set(),
        id="a-lowercase-maker-s-hybrid",
    ),
    # --- an offer's place and post; the address the keys are for ---------------------------------------
    pytest.param(
        ["got an offer as a UX researcher at Quillframe"],
        {("Noor", "employer", "Quillframe", "active"), ("Noor", "job title", "UX researcher", "active")},
        set(),
        id="an-offer-as-a-post-at-a-firm",
    ),
    pytest.param(
        ["accepted an offer with Tern Labs"],
        {("Noor", "employer", "Tern Labs", "active")},
        set(),
        id="an-offer-accepted-with-a-firm",
    ),
    pytest.param(
        ["got an offer with Harl Digital"],
        {("Noor", "employer", "Harl Digital", "active")},
        set(),
        id="an-offer-with-a-firm",
    ),
    pytest.param(
        ["accepted an offer at Pinecroft as head chef"],
        {("Noor", "employer", "Pinecroft", "active"), ("Noor", "job title", "head chef", "active")},
        set(),
        id="an-offer-accepted-at-a-firm-as-a-post",
    ),
    pytest.param(
        ["I work as a chef", "my brother works as a carer at Elm House"],
        {("Noor", "job title", "chef", "active"), ("Noor's brother", "job title", "carer", "active")},
        set(),
        id="a-title-that-names-a-kind-of-person-is-still-a-title",
    ),
    pytest.param(
        ["we moved in with my parents for a bit"],
        set(),
        {("Noor", "partner", "parents", "active")},
        id="moving-in-with-family-names-no-partner",
    ),
    pytest.param(
        ["we live in Cobble Quarter", "WE GOT THE KEYS. 14 Linnet Row, Elmstead. 3 bedrooms"],
        {("Noor", "residence", "14 Linnet Row, Elmstead", "active")},
        set(),
        id="the-keys-then-an-address",
    ),
    pytest.param(
        ["moved in yesterday!! 2b carver st"],
        {("Noor", "residence", "2b carver st", "active")},
        set(),
        id="moved-in-then-a-lowercase-address",
    ),
    pytest.param(
        ["got the keys!! moved to 7 Fern Close"],
        {("Noor", "residence", "7 Fern Close", "active")},
        set(),
        id="the-keys-then-moved-to-an-address",
    ),
    pytest.param(
        ["hello from 3 Larkspur Way, Little Brindling! we moved in on the 3rd"],
        {("Noor", "residence", "3 Larkspur Way, Little Brindling", "active")},
        {("Noor", "residence", "3rd", "active")},
        id="moved-in-and-writing-from-an-address",
    ),
    pytest.param(
        [
            "the party is at 14 Dean Road, got the keys to the hall",
            "my mum lives at 9 Kell Road",
            "got the keys! we moved to Dunmore, 3 Pell Lane",
            "got the keys! the van is parked at 12 Dean Road",
        ],
        {("Noor", "residence", "Dunmore", "active")},
        {
            ("Noor", "residence", "14 Dean Road", "active"),
            ("Noor", "residence", "9 Kell Road", "active"),
            ("Noor", "residence", "3 Pell Lane", "active"),
            ("Noor", "residence", "12 Dean Road", "active"),
        },
        id="an-address-without-a-move-or-after-a-home-already-said",
    ),
    # --- reading and studying: what is studied is the verb's object -----------------------------------
    pytest.param(
        ["i read these on break", "we read it together on the couch", "studying in Leeds now"],
        set(),
        {
            ("Noor", "course", "break", "active"),
            ("Noor", "course", "couch", "active"),
            ("Noor", "course", "Leeds", "active"),
        },
        id="where-or-when-one-reads-is-no-course",
    ),
    pytest.param(
        ["I study history at Durham", "I major in chemistry"],
        {("Noor", "course", "history", "active"), ("Noor", "course", "chemistry", "active")},
        set(),
        id="what-one-studies-is-the-course",
    ),
    # --- a food refused after a heading -----------------------------------------------------------------
    pytest.param(
        ["rule #1: no olives anywhere near me."],
        {("Noor", "not eat", "olives", "active")},
        set(),
        id="a-heading-then-no-food",
    ),
    pytest.param(
        [
            "one rule at our house: no phones at the dinner table ever",
            "my brother, no fan of olives, came round",
        ],
        set(),
        {("Noor", "not eat", "phones", "active"), ("Noor", "not eat", "fan", "active")},
        id="no-thing-that-is-no-food-or-no-heading",
    ),
    # --- a shared account's initial signing the message ------------------------------------------------
    pytest.param(
        [("also vegan is over. pescatarian now and my midwife is thrilled — L", U, "Lise")],
        {("Lise", "diet", "pescatarian", "active")},
        set(),
        id="a-diet-now-before-a-signed-initial",
    ),
    pytest.param(
        [("we moved to Leith - M", U, "Mateo"), ("new job at Pell Foods -D", U, "Dev")],
        {("Mateo", "residence", "Leith", "active"), ("Dev", "employer", "Pell Foods", "active")},
        {("Mateo", "residence", "Leith - M", "active"), ("Dev", "employer", "Pell Foods -D", "active")},
        id="a-value-before-a-signed-initial",
    ),
    # --- a lowercase name, then in brackets who they are ----------------------------------------------
    pytest.param(
        ["ty. deb (my manager) wants me to precept a new grad next month", "mo (my flatmate) is away"],
        {("Noor", "manager", "Deb", "active"), ("Noor", "flatmate", "Mo", "active")},
        set(),
        id="a-name-then-my-role-in-brackets",
    ),
    pytest.param(
        ["lunch (my treat) was great", "rose (my favourite flower) is out", "i met lunch at the station"],
        set(),
        {
            ("Noor", "treat", "Lunch", "active"),
            ("Noor", "favourite flower", "Rose", "active"),
            ("Noor", "meet", "Lunch", "active"),
        },
        id="a-thing-then-something-of-mine-in-brackets",
    ),
    # --- working in a named company --------------------------------------------------------------------
    pytest.param(
        [
            "I am working in warehouse of Nordhaul Logistics, night shift",
            "I work in Brenner Precision now",
            "my sister works in the kitchen of Hollin Foods",
        ],
        {
            ("Noor", "employer", "Nordhaul Logistics", "active"),
            ("Noor", "employer", "Brenner Precision", "active"),
            ("Noor's sister", "employer", "Hollin Foods", "active"),
        },
        set(),
        id="working-in-a-company-or-its-place",
    ),
    pytest.param(
        [
            "I work in Leeds now",
            "i work in a warehouse",
            "I work in IT",
            "I work in the centre of Leeds",
            "I invested in Brenner Precision last year",
            "I work with Pell Logistics on the website",
        ],
        set(),
        {
            ("Noor", "employer", "Leeds", "active"),
            ("Noor", "employer", "warehouse", "active"),
            ("Noor", "employer", "IT", "active"),
            ("Noor", "employer", "Brenner Precision", "active"),
            ("Noor", "employer", "Pell Logistics", "active"),
        },
        id="working-in-a-town-a-kind-of-place-or-a-field",
    ),
    # --- an offer turned down ------------------------------------------------------------------------
    pytest.param(
        [
            "got an offer from Pell but turned it down",
            "got an offer from Harl Digital, declined it",
            "Tessel offered me the job but I said no",
            "got an offer from Brindle Foods and we said no",
        ],
        set(),
        {
            ("Noor", "employer", "Pell", "active"),
            ("Noor", "employer", "Harl Digital", "active"),
            ("Noor", "employer", "Tessel", "active"),
            ("Noor", "employer", "Brindle Foods", "active"),
        },
        id="an-offer-declined-is-no-job",
    ),
    pytest.param(
        [
            "got an offer from Pell and mum said no to the party",
            "I got an offer from Vell, my sister declined hers",
        ],
        {("Noor", "employer", "Pell", "active"), ("Noor", "employer", "Vell", "active")},
        set(),
        id="someone-else-declining-leaves-the-offer",
    ),
    # --- an ordinal leads a street's name ----------------------------------------------------------------
    pytest.param(
        ["I live at 3rd Street", "we moved to 42nd Avenue"],
        {("Noor", "residence", "3rd Street", "active"), ("Noor", "residence", "42nd Avenue", "active")},
        {("Noor", "residence", "Street", "active"), ("Noor", "residence", "Avenue", "active")},
        id="an-ordinal-street",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_fifteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
