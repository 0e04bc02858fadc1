"""Table tests for the twenty-fourth pass on chat (memcli.curators.parse). Rows are (turns, must
yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- roles held by a thing: a usual, a size ---------------------------------------------------
    pytest.param(
        ["my usual order at the bakery is a cheese scone"],
        {("Noor", "usual order", "cheese scone", "active")},
        set(),
        id="a-usual-order-is-held-by-a-thing",
    ),
    pytest.param(
        ["my regular order is a mocha with oat milk"],
        {("Noor", "usual order", "mocha", "active")},
        {("Noor", "regular order", "mocha", "active")},
        id="regular-is-said-as-usual",
    ),
    pytest.param(
        ["my order is a mocha"],
        set(),
        {("Noor", "order", "mocha", "active")},
        id="an-order-is-no-role-without-usual",
    ),
    pytest.param(
        ["my shoe size is a 7 if you need that for the boots"],
        {("Noor", "shoe size", "7", "active")},
        set(),
        id="a-size-is-held-by-a-number",
    ),
    pytest.param(
        ["my shoe size is massive lol"],
        set(),
        {("Noor", "shoe size", "massive", "active")},
        id="a-size-said-in-words-is-none",
    ),
    # --- tastes -------------------------------------------------------------------------------------
    pytest.param(
        ["I hate anything with olives in it"],
        {("Noor", "dislikes", "olives", "active")},
        {("Noor", "hate with", "olives", "active")},
        id="hating-anything-with-a-food",
    ),
    pytest.param(
        ["I love anything with garlic or chilli"],
        {("Noor", "likes", "garlic", "active"), ("Noor", "likes", "chilli", "active")},
        set(),
        id="loving-anything-with-foods",
    ),
    pytest.param(
        ["I hate meetings with my manager"],
        {("Noor", "dislikes", "meetings", "active")},
        {("Noor", "dislikes", "manager", "active")},
        id="hating-a-thing-with-someone-is-no-dislike-of-them",
    ),
    pytest.param(
        ["I loved the Hollies as a kid"],
        {("Noor", "likes", "Hollies", "active")},
        set(),
        id="a-band-pointed-at-and-loved-is-a-taste",
    ),
    pytest.param(
        ["I love spending time with my nephews"],
        set(),
        {("Noor", "likes", "nephews", "active")},
        id="loving-time-with-people-is-no-taste-of-them",
    ),
    pytest.param(
        ["desserts just aren't my thing"],
        {("Noor", "dislikes", "desserts", "active")},
        set(),
        id="not-my-thing-is-a-dislike",
    ),
    pytest.param(
        ["hiking is my thing"],
        {("Noor", "likes", "hiking", "active")},
        set(),
        id="my-thing-is-a-like",
    ),
    pytest.param(
        ["football is his thing"],
        set(),
        {("Noor", "likes", "football", "active")},
        id="someone-elses-thing-is-not-mine",
    ),
    pytest.param(
        ["the thing is my car"],
        set(),
        {("Noor", "likes", "thing", "active")},
        id="the-thing-is-no-taste",
    ),
    pytest.param(
        ["baking is my favourite thing"],
        set(),
        {("Noor", "likes", "baking", "active")},
        id="a-favourite-thing-is-read-as-a-favourite",
    ),
    pytest.param(
        ["it's not really my thing"],
        set(),
        {("Noor", "dislikes", "it", "active")},
        id="a-pronoun-is-no-thing-disliked",
    ),
    pytest.param(
        ["my gran loved the card you helped with"],
        set(),
        {("Noor's gran", "likes", "card", "active")},
        id="a-thing-pointed-at-and-loved-once-is-no-taste",
    ),
    pytest.param(
        ["my gran loves the garden centre"],
        {("Noor's gran", "likes", "garden centre", "active")},
        set(),
        id="a-thing-loved-now-is-a-taste",
    ),
    pytest.param(
        ["I loved Suede as a teenager"],
        {("Noor", "likes", "Suede", "active")},
        set(),
        id="a-name-loved-then-is-a-taste",
    ),
    pytest.param(
        ["I hated those pears"],
        set(),
        {("Noor", "dislikes", "pears", "active")},
        id="those-things-hated-once",
    ),
    pytest.param(
        ["I hated my brace"],
        set(),
        {("Noor", "dislikes", "brace", "active")},
        id="my-thing-hated-once",
    ),
    # --- a site named by its town ------------------------------------------------------------------
    pytest.param(
        ["I'm at the Grimsdyke depot now, days only"],
        {("Noor", "employer", "Grimsdyke depot", "active")},
        set(),
        id="at-a-named-depot-now-is-work",
    ),
    pytest.param(
        ["I'm at the Grimsdyke depot, want anything?"],
        set(),
        {("Noor", "employer", "Grimsdyke depot", "active")},
        id="at-a-named-depot-without-now-is-a-visit",
    ),
    pytest.param(
        ["we're in the Grimsdyke office now"],
        set(),
        {("Noor", "residence", "Grimsdyke office", "active")},
        id="in-a-named-office-is-no-home",
    ),
    pytest.param(
        ["I'm at the depot now"],
        set(),
        {("Noor", "employer", "depot", "active")},
        id="an-unnamed-site-is-no-employer",
    ),
    # --- where the work is ------------------------------------------------------------------------
    pytest.param(
        ["I'm a pharmacist at Coldharbour Clinic in Tadcaster"],
        {
            ("Noor", "job title", "pharmacist", "active"),
            ("Noor", "employer", "Coldharbour Clinic", "active"),
            ("Noor", "work in", "Tadcaster", "active"),
        },
        set(),
        id="a-title-at-a-place-in-a-town",
    ),
    pytest.param(
        ["I'm a chef at the Trenance Arms in Summer"],
        {("Noor", "employer", "Trenance Arms", "active")},
        {("Noor", "work in", "Summer", "active")},
        id="a-season-is-no-town-of-the-work",
    ),
    pytest.param(
        ["I'm a student at Tadcaster College in Tadcaster"],
        set(),
        {("Noor", "work in", "Tadcaster", "active")},
        id="a-student-works-in-no-town",
    ),
    pytest.param(
        ["just started GP training, so I'm a GP registrar now"],
        {("Noor", "job title", "GP registrar", "active")},
        {("Noor", "job title", "registrar", "active")},
        id="a-trade-keeps-a-person-noun-before-it",
    ),
    pytest.param(
        ["my stepdad Kev is a plasterer"],
        {("Kev", "job title", "plasterer", "active")},
        {("Noor", "parent", "stepdad Kev", "active")},
        id="a-name-drops-the-person-noun-before-it",
    ),
    pytest.param(
        ["I've been at Ardwyn Freight 5 years as a warehouse supervisor"],
        {
            ("Noor", "employer", "Ardwyn Freight", "active"),
            ("Noor", "job title", "warehouse supervisor", "active"),
        },
        set(),
        id="at-a-firm-as-a-trade",
    ),
    pytest.param(
        ["I'm at Tregarth Logistics as a paralegal"],
        {("Noor", "employer", "Tregarth Logistics", "active"), ("Noor", "job title", "paralegal", "active")},
        set(),
        id="at-a-firm-now-as-a-trade",
    ),
    pytest.param(
        ["I'm at Tesco as usual"],
        set(),
        {("Noor", "job title", "usual", "active"), ("Noor", "employer", "Tesco", "active")},
        id="at-a-shop-as-usual-is-no-trade",
    ),
    # --- words the tagger splits -------------------------------------------------------------------
    pytest.param(
        ["they promoted me to mid-level analyst"],
        {("Noor", "job title", "mid-level analyst", "active")},
        {("Noor", "job title", "mid - level analyst", "active")},
        id="a-hyphened-title-stays-whole",
    ),
    # --- endings ------------------------------------------------------------------------------------
    pytest.param(
        ["I work at Ostler Foods", "handed my notice in at Ostler today"],
        {("Noor", "employer", "ended: Ostler Foods", "active")},
        set(),
        id="notice-handed-in-at-ends-the-job",
    ),
    pytest.param(
        [
            "I work at Ostler and Kellow",
            "evening its me settled in at ostler and kellow now they gave me a new van",
        ],
        {("Noor", "employer", "Ostler", "active")},
        {("Noor", "residence", "ostler", "active")},
        id="settled-in-at-work-is-no-home",
    ),
    pytest.param(
        ["I work at Ostler and Kellow", "settled in at ostler and kellow now theyve given me a van"],
        {("Noor", "employer", "Ostler", "active")},
        {("Noor", "residence", "ostler", "active")},
        id="settled-in-at-work-is-no-home-particle",
    ),
    pytest.param(
        ["we drive a Meriva", "finally got rid of the Meriva"],
        {("Noor", "car", "ended: Meriva", "active")},
        set(),
        id="got-rid-of-the-car",
    ),
    pytest.param(
        ["finally got rid of the old sofa"],
        set(),
        {("Noor", "former car", "sofa", "active")},
        id="a-thing-got-rid-of-is-no-car",
    ),
    pytest.param(
        ["we drive a Meriva", "sold the Meriva to a lad from work"],
        {("Noor", "car", "ended: Meriva", "active")},
        {("Noor", "former car", "lad", "active"), ("Noor", "former residence", "lad", "active")},
        id="the-buyer-is-nothing-sold",
    ),
    pytest.param(
        ["we drive a Meriva", "sold the Meriva for 3k"],
        {("Noor", "car", "ended: Meriva", "active")},
        {("Noor", "former car", "3k", "active")},
        id="the-price-is-nothing-sold",
    ),
    pytest.param(
        ["I live in Yarrowby", "I'm leaving for Tadcaster next week"],
        {("Noor", "residence", "Yarrowby", "active")},
        {
            ("Noor", "residence", "ended: Yarrowby", "active"),
            ("Noor", "former residence", "Tadcaster", "active"),
        },
        id="where-one-leaves-for-was-never-home",
    ),
    pytest.param(
        ["we sold our flat in Yarrowby"],
        {("Noor", "former residence", "Yarrowby", "active")},
        set(),
        id="a-home-sold-in-a-town-still-ends",
    ),
    pytest.param(
        ["got it off a bloke on Brackwell Rd where I live"],
        set(),
        {("Noor", "residence", "bloke", "active")},
        id="no-one-is-where-i-live",
    ),
    pytest.param(
        ["new job!! I'm head of year at Yarrowby High from september"],
        {("Noor", "job title", "head of year", "active"), ("Noor", "employer", "Yarrowby High", "active")},
        set(),
        id="a-title-at-a-place-is-work-there-whenever-it-starts",
    ),
    # --- people who look after someone ------------------------------------------------------------
    pytest.param(
        ["Dr Shah retired so I've been moved to Dr Brannagh"],
        set(),
        {("Noor", "residence", "Dr Brannagh", "active")},
        id="moved-to-a-doctor-is-no-home",
    ),
    # --- a new someone named in the next breath ---------------------------------------------------
    pytest.param(
        ["we've got a new manager, she's called Marion"],
        {("Noor", "manager", "Marion", "active")},
        set(),
        id="a-new-role-named-next",
    ),
    pytest.param(
        ["got a new manager, she's called Marion"],
        {("Noor", "manager", "Marion", "active")},
        set(),
        id="a-new-role-got-with-no-subject",
    ),
    pytest.param(
        ["my new landlord, she's called Marion"],
        {("Noor", "landlord", "Marion", "active")},
        set(),
        id="my-new-role-named-next",
    ),
    pytest.param(
        ["my sister has a new boyfriend, he's called Gethyn"],
        set(),
        {("Noor", "partner", "Gethyn", "active")},
        id="someone-elses-new-role-is-theirs",
    ),
    pytest.param(
        ["her new boyfriend, he's called Gethyn"],
        set(),
        {("Noor", "partner", "Gethyn", "active")},
        id="her-new-role-is-hers",
    ),
    pytest.param(
        ["we've got a manager, she's called Marion"],
        set(),
        {("Noor", "manager", "Marion", "active")},
        id="a-role-not-new-is-no-one-just-named",
    ),
    pytest.param(
        ["got a new car, she's called Bessie"],
        set(),
        {("Noor", "car", "Bessie", "active")},
        id="a-new-thing-named-is-no-person",
    ),
    # --- moving for a job, jobs lost and begun ----------------------------------------------------
    pytest.param(
        ["my friend Ama is moving to Bristol for a job at Halcombe Labs"],
        {("Ama", "residence", "Bristol", "active"), ("Ama", "employer", "Halcombe Labs", "active")},
        {("Ama", "employer", "Bristol", "active")},
        id="a-town-moved-to-for-a-job-is-no-firm",
    ),
    pytest.param(
        ["my friend Ama is moving to Bristol next month for a job at the zoo"],
        {("Ama", "employer", "zoo", "active")},
        set(),
        id="a-job-at-a-common-place-moved-for",
    ),
    pytest.param(
        ["my husband Cobley works at the steelworks", "ugh Cobley's been made redundant from the steelworks"],
        {("Cobley", "employer", "ended: steelworks", "active")},
        set(),
        id="made-redundant-from-ends-the-job",
    ),
    pytest.param(
        ["my husband Cobley has started his apprenticeship with Halcombe Electrical"],
        {("Cobley", "employer", "Halcombe Electrical", "active")},
        set(),
        id="an-apprenticeship-with-a-firm-is-work-there",
    ),
    pytest.param(
        ["I got an internship at Halcombe Labs for the summer"],
        {("Noor", "employer", "Halcombe Labs", "active")},
        set(),
        id="an-internship-at-a-firm-is-work-there",
    ),
    # --- a taste whose thing the parser gave to the next clause ------------------------------------
    pytest.param(
        ["I hate olives and my kids love them"],
        {("Noor", "dislikes", "olives", "active")},
        set(),
        id="the-thing-hated-read-as-the-next-subject",
    ),
    pytest.param(
        ["coriander I hate"],
        set(),
        set(),
        id="a-taste-verb-last-has-nothing-after-it",
    ),
    pytest.param(
        ["I hate people are so rude"],
        set(),
        {("Noor", "dislikes", "people", "active")},
        id="a-clause-hated-names-no-taste",
    ),
    # --- people and places named beside or before -----------------------------------------------
    pytest.param(
        ["my sister Bethan just got engaged to her boyfriend Emrys!! he's a firefighter"],
        {("Bethan", "partner", "Emrys", "active"), ("Emrys", "job title", "firefighter", "active")},
        {("Bethan", "partner", "boyfriend", "active")},
        id="engaged-to-a-noun-and-its-name",
    ),
    pytest.param(
        [
            "my son Osian started reception at Yarrowby Primary this week",
            "my daughter Nerys is in year 4 at the same school",
        ],
        {("Nerys", "school", "Yarrowby Primary", "active")},
        {("Nerys", "school", "same school", "active")},
        id="the-same-school-is-the-one-named-last",
    ),
    pytest.param(
        ["my daughter Nerys is in year 4 at the same school"],
        set(),
        {("Nerys", "school", "same school", "active")},
        id="the-same-school-with-none-named-is-none",
    ),
    pytest.param(
        ["my boss Ceri is lovely", "she manages the whole finance team at Ostler Foods"],
        {("Ceri", "employer", "Ostler Foods", "active")},
        set(),
        id="managing-a-team-at-a-firm-is-work-there",
    ),
    # --- a pet named in lowercase by an everyday word ---------------------------------------------
    pytest.param(
        ["also my dog marble ate my controller lmao"],
        {("Noor", "pet", "Marble", "active")},
        set(),
        id="a-pet-named-by-an-everyday-word-that-eats",
    ),
    pytest.param(
        ["my dog bed is filthy"],
        set(),
        {("Noor", "pet", "Bed", "active")},
        id="a-thing-for-a-dog-is-no-name",
    ),
    pytest.param(
        ["the baby chewed my dog toy"],
        set(),
        {("Noor", "pet", "Toy", "active")},
        id="a-thing-for-a-dog-chewed-is-no-name",
    ),
    # --- pets brought home, named by someone --------------------------------------------------------
    pytest.param(
        ["we came home with a puppy that my daughter named Rolo"],
        {("Noor", "pet", "Rolo", "active")},
        set(),
        id="came-home-with-a-pet-named-by-someone",
    ),
    pytest.param(
        ["we came home with a terrier puppy whom Glyn has named Rolo, she's a menace"],
        {("Noor", "pet", "Rolo", "active")},
        set(),
        id="named-by-a-relative-clause",
    ),
    pytest.param(
        ["we came back with a rescue dog called Rolo"],
        {("Noor", "pet", "Rolo", "active")},
        set(),
        id="came-back-with-a-pet",
    ),
    pytest.param(
        ["I came to the park with a dog called Rolo"],
        set(),
        {("Noor", "pet", "Rolo", "active")},
        id="came-somewhere-with-a-dog-is-no-bringing-home",
    ),
    # --- moves said with a direction -----------------------------------------------------------------
    pytest.param(
        ["we used to live in Croydon but moved out to Lewes when the baby came"],
        {("Noor", "former residence", "Croydon", "active"), ("Noor", "residence", "Lewes", "active")},
        {("Noor", "former residence", "Lewes", "active")},
        id="moved-out-to-after-used-to-is-now",
    ),
    pytest.param(
        ["I moved away to Lewes at 18"],
        {("Noor", "residence", "Lewes", "active")},
        set(),
        id="moved-away-to",
    ),
    pytest.param(
        ["I moved out of Croydon to Lewes"],
        {("Noor", "former residence", "Croydon", "active")},
        set(),
        id="moved-out-of-is-still-out-of",
    ),
    # --- places on courses ---------------------------------------------------------------------------
    pytest.param(
        ["I've been accepted onto the PGCE at Tadcaster Uni! starting september"],
        {("Noor", "course", "PGCE", "active"), ("Noor", "school", "Tadcaster Uni", "active")},
        set(),
        id="accepted-onto-a-course-at-a-school",
    ),
    pytest.param(
        ["I got accepted on the nursing degree at Tadcaster Uni"],
        {("Noor", "course", "nursing degree", "active"), ("Noor", "school", "Tadcaster Uni", "active")},
        set(),
        id="accepted-on-a-course",
    ),
    pytest.param(
        ["I've enrolled on the access course at Tadcaster College"],
        {("Noor", "course", "access course", "active")},
        set(),
        id="enrolled-on-a-course",
    ),
    pytest.param(
        ["I enrolled in a Spanish evening class"],
        {("Noor", "course", "Spanish evening class", "active")},
        set(),
        id="enrolled-in-a-class",
    ),
    pytest.param(
        ["I've been accepted to the programme"],
        set(),
        {("Noor", "school", "programme", "active")},
        id="accepted-to-a-programme-is-no-school",
    ),
    # --- homes said by their street, stays, moves opened by a time ----------------------------------
    pytest.param(
        ["hiya, I'm in Trenance Road in Kelby, the end terrace with the blue door"],
        {("Noor", "residence", "Trenance Road, Kelby", "active")},
        set(),
        id="in-a-street-is-home",
    ),
    pytest.param(
        ["I'm in Trenance Road for the weekend"],
        set(),
        {("Noor", "residence", "Trenance Road", "active")},
        id="in-a-street-for-a-while-is-a-visit",
    ),
    pytest.param(
        ["I'm in the Kelby Arms"],
        set(),
        {("Noor", "residence", "Kelby Arms", "active")},
        id="in-a-named-place-without-a-street-word-is-no-home",
    ),
    pytest.param(
        ["we're on holiday in Cornwall, staying in a cottage in Padstow"],
        set(),
        {("Noor", "residence", "Padstow", "active")},
        id="a-stay-on-holiday-is-no-home",
    ),
    pytest.param(
        ["I'm staying in Padstow with my aunt until the flat's ready"],
        {("Noor", "residence", "Padstow", "active")},
        set(),
        id="a-stay-until-something-is-home-for-now",
    ),
    pytest.param(
        ["second year now, moved into a houseshare on Beech Street with 3 mates"],
        {("Noor", "residence", "Beech Street", "active")},
        set(),
        id="a-move-after-a-time-said-first",
    ),
    pytest.param(
        ["the kids, moved them to Thornby Primary"],
        set(),
        {("Noor", "residence", "Thornby Primary", "active"), ("Noor", "school", "Thornby Primary", "active")},
        id="a-move-after-people-said-first-is-not-the-speakers",
    ),
    pytest.param(
        ["it's raining again in Harrogate", "we moved here in March"],
        {("Noor", "residence", "Harrogate", "active")},
        set(),
        id="moved-here-is-the-town-named-last",
    ),
    pytest.param(
        ["I'm in Kelby now for a work thing, staying over tonight"],
        set(),
        {("Noor", "residence", "Kelby", "active")},
        id="in-a-town-now-for-something-is-a-visit",
    ),
    pytest.param(
        ["we're in Kelby now, finally"],
        {("Noor", "residence", "Kelby", "active")},
        set(),
        id="in-a-town-now-is-home",
    ),
    pytest.param(
        ["in Kelby now for the match, the atmosphere is unreal"],
        set(),
        {("Noor", "residence", "Kelby", "active")},
        id="a-fragment-in-a-town-for-something-is-a-visit",
    ),
    pytest.param(
        ["in swindon now"],
        {("Noor", "residence", "swindon", "active")},
        set(),
        id="a-fragment-in-a-town-now-is-home",
    ),
    pytest.param(
        ["we've moved in at Kellow Lane"],
        {("Noor", "residence", "Kellow Lane", "active")},
        set(),
        id="moved-in-at-a-street-is-home",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twenty_fourth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


def _parse(spec: str, ents: list[str] | None = None):
    """A sentence parsed as the spec says, one "word/dep/head/POS/lemma" per word (head: the
    index of the word it hangs on; lemma defaults to the lowercase word), with the recognizer's
    `ents` as IOB tags ("B-DATE", "O"): the parser's misreadings written down, so the rule is
    tested on them whatever the model reads."""
    from spacy.tokens import Doc

    from memcli.curators.parse import load_pipeline

    parts = [t.split("/") for t in spec.split()]
    return Doc(
        load_pipeline().vocab,
        words=[p[0] for p in parts],
        deps=[p[1] for p in parts],
        heads=[int(p[2]) for p in parts],
        pos=[p[3] for p in parts],
        lemmas=[p[4] if len(p) > 4 else p[0].lower() for p in parts],
        ents=ents,
    )[:]


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        # "I hate olives and kids love them", the olives read as the subject of "love"
        (
            "I/nsubj/1/PRON hate/ROOT/1/VERB olives/nsubj/5/NOUN/olive and/cc/2/CCONJ kids/conj/2/NOUN/kid "
            "love/ccomp/1/VERB them/dobj/5/PRON/they",
            [("Noor", "dislikes", "olives", False)],
        ),
        # the thing's first word a compound of it: the whole thing
        (
            "I/nsubj/1/PRON hate/ROOT/1/VERB truffle/compound/3/NOUN oil/nsubj/6/NOUN and/cc/3/CCONJ "
            "kids/conj/3/NOUN/kid wanted/ccomp/1/VERB/want",
            [("Noor", "dislikes", "truffle oil", False)],
        ),
        # denied: no taste
        (
            "I/nsubj/3/PRON do/aux/3/AUX n't/neg/3/PART/not hate/ROOT/3/VERB olives/nsubj/7/NOUN/olive "
            "and/cc/4/CCONJ kids/conj/4/NOUN/kid love/ccomp/3/VERB",
            [],
        ),
        # someone else's taste is read with its own subject elsewhere
        (
            "She/nsubj/1/PRON/she hates/ROOT/1/VERB/hate olives/nsubj/5/NOUN/olive and/cc/2/CCONJ "
            "kids/conj/2/NOUN/kid love/ccomp/1/VERB",
            [],
        ),
        # the verb has its object: nothing was misread
        (
            "I/nsubj/1/PRON hate/ROOT/1/VERB mornings/dobj/1/NOUN/morning olives/nsubj/6/NOUN/olive "
            "and/cc/3/CCONJ kids/conj/3/NOUN/kid love/ccomp/1/VERB",
            [],
        ),
        # a pronoun after the verb is no thing
        (
            "I/nsubj/1/PRON hate/ROOT/1/VERB it/nsubj/5/PRON and/cc/2/CCONJ kids/conj/2/NOUN/kid "
            "love/ccomp/1/VERB",
            [],
        ),
    ],
)
def test_a_taste_whose_thing_the_parser_gave_away(spec, expected):
    from memcli.curators.parse import _taste_object_misread

    assert list(_taste_object_misread(_parse(spec), "Noor")) == expected


WEEK = "last/amod/1/ADJ week/npadvmod/3/NOUN ,/punct/3/PUNCT moved/ROOT/3/VERB/move"


@pytest.mark.parametrize(
    ("spec", "ents", "verb", "opens"),
    [
        # texting drops "I": the verb opens its clause after its own adverbs, or after a time
        ("just/advmod/1/ADV moved/ROOT/1/VERB/move to/prep/1/ADP Leeds/pobj/2/PROPN", None, 1, True),
        (WEEK, ["B-DATE", "I-DATE", "O", "O"], 3, True),  # "last week, moved …"
        (WEEK, None, 3, False),  # the same words read as no date
        # "this morning, had moved …": a time of day, an auxiliary
        (
            "this/det/1/DET morning/npadvmod/4/NOUN ,/punct/4/PUNCT had/aux/4/AUX/have "
            "moved/ROOT/4/VERB/move",
            ["B-TIME", "I-TIME", "O", "O", "O"],
            4,
            True,
        ),
        # someone named first, whatever the parser made of them, is no time
        ("Mum/npadvmod/2/PROPN ,/punct/2/PUNCT moved/ROOT/2/VERB/move", None, 2, False),
    ],
)
def test_a_verb_opens_its_clause(spec, ents, verb, opens):
    from memcli.curators.parse import _opens

    sent = _parse(spec, ents)
    assert _opens(sent[verb], sent) is opens
