"""Table tests for the twenty-first pass on chat (memcli.curators.parse). Rows are (turns, must
yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- a trade no list holds ------------------------------------------------------------------
    pytest.param(
        ["got my certificate and I'm a radiographer now"],
        {("Noor", "job title", "radiographer", "active")},
        set(),
        id="a-trade-by-its-wordnet-kind",
    ),
    pytest.param(
        ["I'm the best man at Omar's wedding"],
        set(),
        {("Noor", "job title", "best man", "active")},
        id="a-man-is-no-trade",
    ),
    # --- "guess who …" is the teller ------------------------------------------------------------
    pytest.param(
        ["guess who just got hired at Pellmore Studio!!"],
        {("Noor", "employer", "Pellmore Studio", "active")},
        set(),
        id="guess-who-got-hired",
    ),
    pytest.param(
        ["you'll never guess who's moving to Tallinn"],
        {("Noor", "residence", "Tallinn", "active")},
        set(),
        id="never-guess-who-is-moving",
    ),
    pytest.param(
        ["I can't guess who took my bike from Lindum Street"],
        set(),
        {("Noor", "take", "bike", "active")},
        id="a-real-guess-is-no-one",
    ),
    # --- where a role is held, through the ward or team it is on --------------------------------
    pytest.param(
        ["I'm a physio on the stroke unit at Harwell General"],
        {("Noor", "job title", "physio", "active"), ("Noor", "employer", "Harwell General", "active")},
        set(),
        id="a-unit-at-a-hospital",
    ),
    pytest.param(
        ["I'm a teacher in a village school in Kent"],
        {("Noor", "job title", "teacher", "active")},
        {("Noor", "employer", "Kent", "active")},
        id="a-school-in-a-county-is-no-employer",
    ),
    # --- a plural noun's names ----------------------------------------------------------------------
    pytest.param(
        ["we have two kids, Mabel and Wilf"],
        {("Noor", "child", "Mabel", "active"), ("Noor", "child", "Wilf", "active")},
        set(),
        id="two-kids-both-named",
    ),
    pytest.param(
        ["my sister Ann and Bob came over for tea"],
        {("Noor", "sibling", "Ann", "active")},
        {("Noor", "sibling", "Bob", "active")},
        id="a-sister-and-someone-else",
    ),
    # --- a lost job's firm, named after "from" ----------------------------------------------------
    pytest.param(
        ["so I got made redundant from Bastow Print yesterday. gutted"],
        {("Noor", "former employer", "Bastow Print", "active")},
        set(),
        id="made-redundant-from-a-firm",
    ),
    pytest.param(
        ["I work at Linley Foods", "I was let go from Bastow Print in 2019, long story"],
        {
            ("Noor", "former employer", "Bastow Print", "active"),
            ("Noor", "employer", "Linley Foods", "active"),
        },
        {("Noor", "employer", "ended: Linley Foods", "active")},
        id="let-go-from-another-firm-keeps-the-job-held",
    ),
    pytest.param(
        ["I work at Linley Foods", "got made redundant today :("],
        {("Noor", "employer", "ended: Linley Foods", "active")},
        set(),
        id="made-redundant-ends-the-job-held",
    ),
    pytest.param(
        ["I work at Linley Foods", "got made redundant from work today :("],
        {("Noor", "employer", "ended: Linley Foods", "active")},
        {("Noor", "former employer", "work", "active")},
        id="made-redundant-from-work-is-the-job-held",
    ),
    # --- a doing placed in time by another clause shares its subject --------------------------------
    pytest.param(
        ["I was at Kellerman for 6 years before joining Thornmere Press"],
        {("Noor", "employer", "Thornmere Press", "active")},
        set(),
        id="before-joining",
    ),
    pytest.param(
        ["Sam spent a year in Bristol after leaving uni"],
        {("Sam", "leave", "uni", "active")},
        {("Noor", "leave", "uni", "active")},
        id="after-leaving-is-the-clause-subjects",
    ),
    # --- homes said by their rooms, and being in one ------------------------------------------
    pytest.param(
        ["moved to a 2 bed in Walthamstow, so much space"],
        {("Noor", "residence", "Walthamstow", "active")},
        {("Noor", "residence", "2 bed", "active")},
        id="a-two-bed-is-a-home",
    ),
    pytest.param(
        ["ugh I'm in bed in Penrick with flu"],
        set(),
        {("Noor", "residence", "Penrick", "active")},
        id="a-bed-is-no-home",
    ),
    pytest.param(
        ["we're in a flat in Penrick now"],
        {("Noor", "residence", "Penrick", "active")},
        set(),
        id="in-a-flat-in-a-town",
    ),
    pytest.param(
        ["I'm in a meeting in Penrick all day"],
        set(),
        {("Noor", "residence", "Penrick", "active")},
        id="in-a-meeting-is-no-home",
    ),
    # --- texting's dropped "I" before a comma -----------------------------------------------------
    pytest.param(
        ["went vegan in january, it's been easier than I thought"],
        {("Noor", "diet", "vegan", "active")},
        set(),
        id="went-vegan-then-a-clause-of-its-own",
    ),
    # --- a diet gone back to --------------------------------------------------------------------
    pytest.param(
        ["I'm vegan", "ok I'm back to vegetarian, I missed cheese too much"],
        {("Noor", "diet", "vegetarian", "active")},
        set(),
        id="back-to-vegetarian",
    ),
    pytest.param(
        ["I'm back to being pescatarian"],
        {("Noor", "diet", "pescatarian", "active")},
        set(),
        id="back-to-being-pescatarian",
    ),
    # --- a workplace said by a common noun, where the words leave no doubt ------------------------
    pytest.param(
        ["my job at the council is so boring"],
        {("Noor", "employer", "council", "active")},
        set(),
        id="my-job-at-the-council",
    ),
    pytest.param(
        ["my job in the city centre is exhausting"],
        set(),
        {("Noor", "employer", "city centre", "active")},
        id="my-job-in-a-place-is-no-workplace",
    ),
    pytest.param(
        ["my job at lunch is to wash up"],
        set(),
        {("Noor", "employer", "lunch", "active")},
        id="a-common-noun-without-the",
    ),
    pytest.param(
        ["my job at the weekend is the shopping"],
        set(),
        {("Noor", "employer", "weekend", "active")},
        id="the-weekend-is-a-time",
    ),
    pytest.param(
        ["Omar and I killed time at the pub before the match"],
        set(),
        {("Noor", "employer", "pub", "active")},
        id="killing-time-at-the-pub",
    ),
    pytest.param(
        ["my leave from the council came through, off to Spain"],
        set(),
        {("Noor", "employer", "council", "active")},
        id="leave-granted-is-not-on-leave",
    ),
    pytest.param(
        ["a job at the council would be nice"],
        set(),
        {("Noor", "employer", "council", "active")},
        id="a-job-wished-for-is-no-job",
    ),
    pytest.param(
        ["I've gone part-time at the library, 3 days a week"],
        {("Noor", "employer", "library", "active")},
        set(),
        id="part-time-at-the-library",
    ),
    pytest.param(
        ["I've gone to the library, 3 days running"],
        set(),
        {("Noor", "employer", "library", "active")},
        id="gone-to-the-library-is-a-visit",
    ),
    pytest.param(
        ["I'm on maternity leave from Fenmore Labs until April"],
        {("Noor", "employer", "Fenmore Labs", "active")},
        set(),
        id="on-leave-from-a-firm-still-works-there",
    ),
    # --- self-employed is how one works, not a word of the trade ----------------------------------
    pytest.param(
        ["I'm a self-employed plumber"],
        {("Noor", "employer", "self-employed", "active"), ("Noor", "job title", "plumber", "active")},
        {("Noor", "job title", "employed plumber", "active")},
        id="a-self-employed-plumber",
    ),
    pytest.param(
        ["I'm a self-taught baker at Flourish Bakes"],
        {("Noor", "job title", "baker", "active"), ("Noor", "employer", "Flourish Bakes", "active")},
        set(),
        id="a-self-taught-baker",
    ),
    # --- someone else's town, said plainly, is where they live --------------------------------------
    pytest.param(
        ["my mum's in Galway, she's retired now"],
        {("Noor's mum", "residence", "Galway", "active")},
        set(),
        id="my-mums-in-galway",
    ),
    pytest.param(
        ["my mate Kemi is in Berlin"],
        {("Kemi", "residence", "Berlin", "active")},
        set(),
        id="a-friend-in-a-city",
    ),
    pytest.param(
        ["my sister is in Paris for work"],
        set(),
        {("Noor's sister", "residence", "Paris", "active")},
        id="in-a-city-for-work-is-a-visit",
    ),
    pytest.param(
        ["my brother is in Leeds this week"],
        set(),
        {("Noor's brother", "residence", "Leeds", "active")},
        id="in-a-city-this-week-is-a-visit",
    ),
    pytest.param(
        ["I'm in Leeds"],
        set(),
        {("Noor", "residence", "Leeds", "active")},
        id="the-speaker-in-a-city-may-be-travelling",
    ),
    pytest.param(
        ["Fenmore Labs is in Leeds"],
        set(),
        {("Fenmore Labs", "residence", "Leeds", "active")},
        id="a-firm-in-a-city-lives-nowhere",
    ),
    pytest.param(
        ["my dad is in Tesco"],
        set(),
        {("Noor's dad", "residence", "Tesco", "active")},
        id="in-a-shop-is-no-town",
    ),
    # --- "his wife" in a subject: the one named before it ---------------------------------------
    pytest.param(
        ["my brother Casimir and his wife Selin live in Cardiff"],
        {("Casimir", "partner", "Selin", "active")},
        set(),
        id="my-brother-and-his-wife",
    ),
    # --- a move to a firm is a job ------------------------------------------------------------------
    pytest.param(
        ["I've moved to Quarrow Consulting, fingers crossed"],
        {("Noor", "employer", "Quarrow Consulting", "active")},
        {("Noor", "residence", "Quarrow Consulting", "active")},
        id="moved-to-a-firm-by-its-name",
    ),
    pytest.param(
        ["I work at Fenmore Labs", "moved over to Tarnwell in May, same sort of role"],
        {("Noor", "employer", "Tarnwell", "active")},
        set(),
        id="moved-to-an-organisation-same-role",
    ),
    pytest.param(
        ["we moved to Hackney, closer to the office"],
        {("Noor", "residence", "Hackney", "active")},
        {("Noor", "employer", "Hackney", "active")},
        id="moved-to-a-town-near-work",
    ),
    pytest.param(
        ["moved to Kelby in May for a new job"],
        {("Noor", "residence", "Kelby", "active")},
        {("Noor", "employer", "Kelby", "active")},
        id="moved-to-a-town-for-a-job",
    ),
    pytest.param(
        ["my son moved to Rookwood Academy in September, much happier"],
        set(),
        {("Noor's son", "employer", "Rookwood Academy", "active")},
        id="moved-to-a-school",
    ),
    pytest.param(
        ["we moved to a little studio in Leith"],
        {("Noor", "residence", "Leith", "active")},
        {("Noor", "employer", "little studio", "active")},
        id="moved-to-a-studio-flat",
    ),
    pytest.param(
        ["I moved to the clinic in town, better hours"],
        {("Noor", "employer", "clinic", "active")},
        {("Noor", "residence", "clinic", "active")},
        id="moved-to-the-clinic",
    ),
    pytest.param(
        ["moved from Pellow Print to Quarrow Consulting in May"],
        {("Noor", "employer", "Quarrow Consulting", "active")},
        {("Noor", "former residence", "Pellow Print", "active")},
        id="moved-from-a-firm-to-a-firm",
    ),
    pytest.param(
        ["moved from Fenmore Labs to a tiny startup"],
        {("Noor", "former employer", "Fenmore Labs", "active")},
        {("Noor", "former residence", "Fenmore Labs", "active")},
        id="moved-from-a-firm-by-its-name",
    ),
    # --- where a firm or school is -------------------------------------------------------------------
    pytest.param(
        ["I work at Fenmore Labs, they're based in Cambridge"],
        {
            ("Noor", "employer", "Fenmore Labs", "active"),
            ("Fenmore Labs", "residence", "Cambridge", "active"),
        },
        set(),
        id="they-after-the-firm-in-one-sentence",
    ),
    pytest.param(
        ["got a used Solace EV, it even came with a car seat base"],
        {("Noor", "car", "Solace EV", "active")},
        {("Solace EV", "come with", "car seat base", "active")},
        id="it-after-a-thing-got-is-no-firm",
    ),
    pytest.param(
        ["my daughter Zara goes to Ostrava Primary in Hove"],
        {("Zara", "school", "Ostrava Primary", "active"), ("Ostrava Primary", "be in", "Hove", "active")},
        set(),
        id="a-school-in-a-town",
    ),
    pytest.param(
        ["we went to Pizza Express in Leeds with Zara"],
        set(),
        {("Pizza Express", "be in", "Leeds", "active")},
        id="a-restaurant-is-no-school",
    ),
    pytest.param(
        ["Zara goes to Ostrava Primary in Year 4 now"],
        {("Zara", "school", "Ostrava Primary", "active")},
        {("Ostrava Primary", "be in", "Year 4", "active")},
        id="in-a-school-year-is-no-town",
    ),
    # --- a pet announced, then named in a fragment ----------------------------------------------------
    pytest.param(
        ["we got a puppy!! a cockapoo called Nala"],
        {("Noor", "pet", "Nala", "active")},
        set(),
        id="a-puppy-then-a-cockapoo-called",
    ),
    pytest.param(
        ["we got a puppy! she's a rescue greyhound named Pip"],
        {("Noor", "pet", "Pip", "active")},
        set(),
        id="shes-a-greyhound-named",
    ),
    pytest.param(
        ["went to a gig! a band called Wet Leg"],
        set(),
        {("Noor", "pet", "Wet Leg", "active")},
        id="no-pet-in-the-turn",
    ),
    pytest.param(
        ["my son Tobi started reception at St Osric's on Monday"],
        {("Tobi", "school", "St Osric's", "active")},
        set(),
        id="a-places-own-s-then-when",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twenty_first_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
