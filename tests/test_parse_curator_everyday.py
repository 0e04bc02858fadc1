"""Table tests for everyday ways of telling news that the parser-backed curator reads
(memcli.curators.parse): diets one "goes", ranks after a field ("team leader"), "started seeing"
someone, moving in with family, handing in one's notice, a day the parser hangs a name on.
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    pytest.param(
        ["i've gone vegan since january"], {("Noor", "diet", "vegan", "active")}, set(), id="gone-vegan"
    ),
    pytest.param(
        ["we went veggie in the summer"], {("Noor", "diet", "veggie", "active")}, set(), id="went-veggie"
    ),
    pytest.param(
        ["gone to that vegan cafe again"],
        set(),
        {("Noor", "diet", "vegan", "active")},
        id="a-place-is-no-diet",
    ),
    pytest.param(
        ["I am a team leader now"],
        {("Noor", "job title", "team leader", "active")},
        set(),
        id="rank-after-field",
    ),
    pytest.param(
        ["Dana is my team leader"], {("Noor", "manager", "Dana", "active")}, set(), id="compound-role"
    ),
    pytest.param(
        ["my team leader is Dana"],
        {("Noor", "manager", "Dana", "active")},
        {("Noor", "leader", "Dana", "active")},
        id="compound-role-as-subject",
    ),
    pytest.param(
        ["I've started seeing Callum"], {("Noor", "partner", "Callum", "active")}, set(), id="started-seeing"
    ),
    pytest.param(
        ["been seeing Mo since may, it's going well"],
        {("Noor", "partner", "Mo", "active")},
        {("Noor", "partner", "may", "active")},
        id="been-seeing-not-the-month",
    ),
    pytest.param(
        ["I keep seeing Callum at the gym"],
        set(),
        {("Noor", "partner", "Callum", "active")},
        id="kept-seeing",
    ),
    pytest.param(
        ["I've been seeing the physio every week"],
        set(),
        {("Noor", "partner", "physio", "active")},
        id="seeing-a-role-is-no-date",
    ),
    pytest.param(
        ["began to see a pattern in the numbers"],
        set(),
        {("Noor", "partner", "pattern", "active")},
        id="see-a-thing",
    ),
    pytest.param(
        ["saw Callum at the shop"], set(), {("Noor", "partner", "Callum", "active")}, id="saw-is-no-date"
    ),
    pytest.param(
        ["I'm seeing Priya tomorrow for lunch"],
        set(),
        {("Noor", "partner", "Priya", "active")},
        id="seeing-tomorrow-is-a-plan",
    ),
    pytest.param(
        ["moved back in with my parents in Ashby for a bit"],
        {("Noor", "residence", "Ashby", "active")},
        {("Noor", "partner", "parents", "active")},
        id="family-is-no-partner",
    ),
    pytest.param(
        ["moved in with my boyfriend Theo last week"],
        {("Noor", "partner", "Theo", "active")},
        {("Noor", "partner", "boyfriend", "active")},
        id="a-role-is-no-name",
    ),
    pytest.param(
        ["I work at Brixby", "handed in my notice at Brixby today"],
        {("Noor", "employer", "ended: Brixby", "active"), ("Noor", "hand in notice at", "Brixby", "active")},
        {("Noor", "hand in notice at", "Brixby today", "active")},
        id="notice-ends-the-job",
    ),
    pytest.param(
        ["started at Pell & Co today"],
        {("Noor", "employer", "Pell & Co", "active")},
        set(),
        id="name-before-a-day",
    ),
    pytest.param(
        ["I got engaged to Priya"], {("Noor", "partner", "Priya", "active")}, set(), id="got-engaged-to"
    ),
    pytest.param(
        ["I've become allergic to cats"], {("Noor", "allergy", "cats", "active")}, set(), id="become-allergic"
    ),
    pytest.param(
        ["we got a dog called Pepper", "RIP Pepper, my old dog. had to put him down on tuesday"],
        {("Noor", "pet", "Pepper", "older")},
        {("Noor", "pet", "RIP Pepper", "older")},
        id="an-exclamation-is-no-part-of-a-name",
    ),
    pytest.param(
        ["my son Ezra just started nursery at Little Acorns"],
        {("Ezra", "school", "Little Acorns", "active")},
        {("Ezra", "employer", "Little Acorns", "active")},
        id="started-nursery-at",
    ),
    pytest.param(
        ["I start uni at Leeds in september"], {("Noor", "school", "Leeds", "active")}, set(), id="uni-at"
    ),
    pytest.param(
        ["I'm at Leeds Uni now"],
        {("Noor", "school", "Leeds Uni", "active")},
        {("Noor", "be at", "Leeds Uni", "active")},
        id="at-a-school-now",
    ),
    pytest.param(
        ["I've been at Ferncastle University Hospital for six years now"],
        set(),
        {("Noor", "school", "Ferncastle University Hospital", "active")},
        id="a-university-hospital-is-no-school",
    ),
    pytest.param(
        ["now I'm head of science at Oakridge Academy"],
        {("Noor", "employer", "Oakridge Academy", "active")},
        {("Noor", "school", "Oakridge Academy", "active")},
        id="a-role-at-a-school-is-work",
    ),
    pytest.param(["i'm 34 btw"], {("Noor", "age", "34", "active")}, set(), id="an-age"),
    pytest.param(
        ["my son is 7 now"],
        {("Noor's son", "age", "7", "active")},
        {("Noor", "child", "7", "active")},
        id="a-number-is-no-name",
    ),
    pytest.param(["I turned 40 last week"], {("Noor", "age", "40", "active")}, set(), id="turned-an-age"),
    pytest.param(
        ["my new boss started today, her name is Petra"],
        {("Noor", "manager", "Petra", "active")},
        set(),
        id="name-given-after-a-role",
    ),
    pytest.param(
        ["my sister's friend is here, her name is Dot"],
        set(),
        {("Noor", "sibling", "Dot", "active")},
        id="a-relative-of-a-relative",
    ),
    pytest.param(
        ["my boss is off sick. her name is on every rota though"],
        set(),
        {("Noor", "manager", "on", "active"), ("Noor", "manager", "On", "active")},
        id="a-word-is-no-name",
    ),
    pytest.param(
        ["my car is in the garage, her name is Bessie"],
        set(),
        {("Noor", "car", "Bessie", "active")},
        id="only-his-or-her-name",
    ),
    pytest.param(
        ["my partner Jules is lovely", "Jules hates mushrooms"],
        {("Jules", "dislikes", "mushrooms", "active")},
        {("Jules", "hat", "mushrooms", "active")},
        id="hates-is-hate",
    ),
    pytest.param(
        ["I'm really into climbing"], {("Noor", "likes", "climbing", "active")}, set(), id="into-is-likes"
    ),
    pytest.param(
        ["we're into the final week"],
        set(),
        {("Noor", "likes", "final week", "active")},
        id="into-a-time-is-when",
    ),
    pytest.param(
        ["we are moving the old jobs to new workers"],
        set(),
        {("Noor", "residence", "workers", "active")},
        id="moving-a-thing-is-no-move",
    ),
    pytest.param(
        ["moving my stuff to Leeds on Saturday"],
        {("Noor", "residence", "Leeds", "active")},
        set(),
        id="moving-stuff",
    ),
    pytest.param(
        ["I have done ten years driving clean licence"],
        set(),
        {("Noor", "car", "clean licence", "active")},
        id="no-vehicle-driven",
    ),
    pytest.param(["I drive a Yaris now"], {("Noor", "car", "Yaris", "active")}, set(), id="a-car-driven"),
    pytest.param(
        ["I drive a skoda these days"], {("Noor", "car", "skoda", "active")}, set(), id="a-maker-driven"
    ),
    pytest.param(
        ["I drive a tractor now"], {("Noor", "car", "tractor", "active")}, set(), id="a-vehicle-driven"
    ),
    pytest.param(
        ["I drive the Duchess most days"], {("Noor", "car", "Duchess", "active")}, set(), id="a-name-driven"
    ),
    pytest.param(
        ["I drive a grey Octavia estate"],
        {("Noor", "car", "grey Octavia estate", "active")},
        set(),
        id="a-named-kind-driven",
    ),
    pytest.param(
        ["A short checklist, please."],
        set(),
        {("Noor", "job title", "short checklist", "active")},
        id="a-list-is-no-job",
    ),
    pytest.param(
        ["I work at Morrow Okafor & Sons"],
        {("Noor", "employer", "Morrow Okafor & Sons", "active")},
        {("Noor", "employer", "Okafor & Sons", "active")},
        id="a-firm-from-its-first-word",
    ),
    pytest.param(
        ["now a florist at Petal & Co"],
        {("Noor", "employer", "Petal & Co", "active")},
        set(),
        id="a-firm-in-a-fragment",
    ),
    pytest.param(
        ["I have hated okra since primary school"],
        {("Noor", "dislikes", "okra", "active")},
        {("Noor", "dislikes", "primary school", "active")},
        id="since-is-when-not-what",
    ),
    pytest.param(
        ["got an offer from Pell & Co!!"],
        {("Noor", "employer", "Pell & Co", "active")},
        set(),
        id="an-offer-is-news",
    ),
    pytest.param(
        ["my son Tobi began reception at St Aldric's on 06/09/2023"],
        {("Tobi", "school", "St Aldric's", "active")},  # the name keeps its "'s"
        set(),
        id="a-school-year-begun",
    ),
    pytest.param(
        ["my son Tobi began reception with Mrs Hall"],
        set(),
        {("Tobi", "school", "Mrs Hall", "active")},
        id="a-teacher-is-no-school",
    ),
    pytest.param(
        ["we went to a reception at the Grand Hotel"],
        set(),
        {("Noor", "school", "Grand Hotel", "active")},
        id="a-reception-gone-to-is-no-school",
    ),
    pytest.param(
        ["I have accepted a position as Finance Manager at Pell & Co"],
        {("Noor", "job title", "Finance Manager", "active"), ("Noor", "employer", "Pell & Co", "active")},
        set(),
        id="a-position-as",
    ),
    pytest.param(
        ["i work at brindle freight full stop"],
        {("Noor", "employer", "Brindle Freight", "active")},
        {("Noor", "employer", "brindle freight full stop", "active")},
        id="dictated-full-stop",
    ),
    pytest.param(
        ["also been seeing this girl Ellie-Mae for a bit"],
        set(),
        {("Noor", "child", "Ellie-Mae", "active"), ("Noor", "child", "Ellie Mae", "active")},
        id="this-girl-is-no-daughter",
    ),
    pytest.param(
        ["my sister Anne-Marie lives in Leeds"],
        {("Noor", "sibling", "Anne-Marie", "active")},
        {("Noor", "sibling", "Anne Marie", "active")},
        id="a-hyphened-name-whole",
    ),
    pytest.param(
        ["I found a new doctor, a Dr Imran Castellano, near the station"],
        {("Noor", "doctor", "Dr Imran Castellano", "active")},
        set(),
        id="a-new-doctor-is-mine",
    ),
    pytest.param(
        ["been seeing the physio Dr Lang for my knee"],
        set(),
        {("Noor", "partner", "Dr Lang", "active"), ("Noor", "partner", "Lang", "active")},
        id="a-role-seen-by-name-is-no-date",
    ),
    pytest.param(
        ["Tel is my gaffer"],
        {("Noor", "manager", "Tel", "active")},
        set(),
        id="a-gaffer",
    ),
    pytest.param(
        ["I drive a Yaris", "I'm not selling the Yaris"],
        {("Noor", "car", "Yaris", "active")},
        {("Noor", "car", "ended: Yaris", "active"), ("Noor", "not ends:car", "Yaris", "active")},
        id="not-selling-ends-nothing",
    ),
    pytest.param(
        ["my placement got moved to Harwood Systems"],
        set(),
        {("Noor's placement", "residence", "Harwood Systems", "active")},
        id="a-thing-has-no-home",
    ),
    pytest.param(
        ["my gf moved to Leeds"],
        {("Noor's girlfriend", "residence", "Leeds", "active")},
        set(),
        id="a-gf-does",
    ),
    pytest.param(
        ["my neighbour moved to Leeds"],
        {("Noor's neighbour", "residence", "Leeds", "active")},
        set(),
        id="a-neighbour-does",
    ),
    pytest.param(
        ["my sister moved to Leeds"],
        {("Noor's sister", "residence", "Leeds", "active")},
        set(),
        id="a-sister-does",
    ),
    # a relation noun with no possessive, the object of someone else's "has/got", is theirs
    pytest.param(
        ["Solveig has a new manager, Ingrid."],
        {("Solveig", "manager", "Ingrid", "active")},
        {("Noor", "manager", "Ingrid", "active")},
        id="someone-elses-new-manager",
    ),
    pytest.param(
        ["our neighbour Pete got a new girlfriend, Tamsin"],
        {("Pete", "partner", "Tamsin", "active")},
        {("Noor", "partner", "Tamsin", "active")},
        id="someone-elses-new-partner",
    ),
    pytest.param(
        ["got a new manager, Ingrid. seems nice"],
        {("Noor", "manager", "Ingrid", "active")},
        set(),
        id="my-own-new-manager-with-no-i",
    ),
    pytest.param(
        ["girlfriend, Tamsin, has a new job at the library"],
        {("Noor", "partner", "Tamsin", "active")},
        {("Tamsin", "partner", "Tamsin", "active")},
        id="a-role-as-the-subject-of-has-is-mine",
    ),
    pytest.param(
        ["we have a new puppy, Biscuit"], {("Noor", "pet", "Biscuit", "active")}, set(), id="our-new-puppy"
    ),
    pytest.param(
        ["my mum met a new guy, Derek, at salsa"],
        set(),
        {("Noor", "parent", "Met", "active")},
        id="an-irregular-past-is-no-name",
    ),
    # someone's someone: a named possessor, "her" after a name, a relative of mine
    pytest.param(
        ["Ana's husband works at the hospital as a porter"],
        {
            ("Ana's husband", "employer", "hospital", "active"),
            ("Ana's husband", "job title", "porter", "active"),
        },
        set(),
        id="a-named-persons-husband",
    ),
    pytest.param(
        ["my friend Jo said her husband works at Tesco"],
        {("Jo's husband", "employer", "Tesco", "active")},
        set(),
        id="her-after-a-name-in-the-sentence",
    ),
    pytest.param(
        [
            "my friend Jo is a nurse, she loves it",
            "Priya came round for tea",
            "Jo said her husband works at Tesco",
        ],
        {("Jo's husband", "employer", "Tesco", "active")},
        {("Priya's husband", "employer", "Tesco", "active")},
        id="her-after-a-name-known-as-she",
    ),
    pytest.param(
        ["Tom mentioned his wife is a nurse"],
        {("Tom's wife", "job title", "nurse", "active")},
        set(),
        id="his-after-a-name",
    ),
    # texting drops "my" before a relative that is the subject
    pytest.param(
        ["mum's moving to Spain in the spring"],
        {("Noor's mum", "residence", "Spain", "active")},
        {("Mum", "residence", "Spain", "active")},
        id="mums-moving",
    ),
    pytest.param(
        ["little sister just moved to Bristol"],
        {("Noor's sister", "residence", "Bristol", "active")},
        set(),
        id="little-sister-moved",
    ),
    pytest.param(
        ["they're making me depot manager at kelso bank starting the first of June"],
        {("Noor", "job title", "depot manager", "active")},
        {("Noor's manager", "start of", "June", "active")},
        id="a-role-with-a-word-before-it-is-no-relative",
    ),
    # a child's place of learning is a school, not work
    pytest.param(
        ["my daughter started at Oakfield Primary this week"],
        {("Noor's daughter", "school", "Oakfield Primary", "active")},
        {("Noor's daughter", "employer", "Oakfield Primary", "active")},
        id="a-daughter-starts-school",
    ),
    pytest.param(
        ["my sister's new boyfriend is called Marco"],
        {("Noor's sister", "partner", "Marco", "active")},
        {("Noor", "partner", "Marco", "active")},
        id="what-someones-someone-is-called",
    ),
    pytest.param(
        ["their cat is called Mog"], set(), {("Noor", "pet", "Mog", "active")}, id="their-is-no-one-known"
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_everyday_news(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("the bill was 45", id="a-thing-has-no-age"),
        pytest.param("I'm 5 minutes away", id="a-count-is-no-age"),
        pytest.param("I'm 250", id="no-one-is-that-old"),
        pytest.param("we're 3 now", id="a-family-counted"),
    ],
)
def test_numbers_that_are_no_age(text):
    assert not {f for f in facts([text]) if f[1] == "age"}


@pytest.mark.parametrize(
    ("word", "lemma", "lost"),
    [
        ("hates", "hat", True),
        ("hoped", "hop", True),
        ("riding", "rid", True),
        ("hopped", "hop", False),  # a doubled consonant: the short verb's own form
        ("hats", "hat", False),
        ("boxes", "box", False),  # "-es" after x, s, z, ch, sh, o is the verb's own ending
        ("wishes", "wish", False),
        ("singing", "sing", False),  # no consonant-vowel-consonant base
        ("visiting", "visit", False),  # two syllables: the stress does not double it
        ("helped", "help", False),  # ends in two consonants
        ("aimed", "aim", False),  # two vowels before the consonant
        ("synced", "sync", False),  # no vowel before the last consonant
    ],
)
def test_a_lemma_that_lost_its_e(word, lemma, lost):
    from memcli.curators.parse import _lost_e

    assert _lost_e(word, lemma) is lost


@pytest.mark.parametrize(
    ("sentence", "verb", "lemma"),
    [
        ("she hates mushrooms", "hates", "hate"),
        ("he hoped to stay", "hoped", "hope"),
        ("she edited the draft", "edited", "edit"),  # "edite" is no verb: the lemma stands
    ],
)
def test_verbs_get_their_e_back(sentence, verb, lemma):
    from memcli.curators.parse import _parsed, load_pipeline

    doc = _parsed(load_pipeline(), [sentence])[0]
    assert next(t.lemma_ for t in doc if t.text == verb) == lemma


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("got the job full stop starting monday", "got the job. starting monday"),
        ("is it raining question mark", "is it raining?"),
        ("we won exclamation mark", "we won!"),
        ("a comma and a period are words", "a comma and a period are words"),
    ],
)
def test_spoken_punctuation(said, written):
    from memcli.curators.parse import _spoken_punctuation

    assert _spoken_punctuation(said) == written
