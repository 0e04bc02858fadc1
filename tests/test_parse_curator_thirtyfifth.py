"""Table tests for the forty-fourth session's pass on chat (memcli.curators.parse).
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from memcli.curators.parse import worth_parsing
from tests.test_parse_curator import facts, hand_parsed

CASES = [
    # --- "a nurse at X": a verbless note of what the speaker is, with an article ----------------
    pytest.param(
        ["a dental nurse at parkgate smile clinic in dunmore."],
        {
            ("Noor", "job title", "dental nurse", "active"),
            ("Noor", "employer", "Parkgate Smile Clinic", "active"),
        },
        set(),
        id="an-article-then-a-role-at-a-place",
    ),
    pytest.param(
        ["hiya im noor, a trainee plumber with drayfield heating."],
        {("Noor", "job title", "trainee plumber", "active")},
        set(),
        id="an-introduction-then-a-role",
    ),
    pytest.param(
        ["a plumber came round and fixed the boiler twice"],
        set(),
        {("Noor", "job title", "plumber", "active")},
        id="a-role-that-does-something-is-someone-else",
    ),
    # --- an adjective hung on a head words before it is not the value's --------------------------
    pytest.param(
        ["an apprentice electrician at brightwire electrical in dunmore."],
        {("Noor", "job title", "apprentice electrician", "active")},
        {("Noor", "job title", "apprentice electrician electrical", "active")},
        id="an-adjective-apart-from-its-head",
    ),
    # --- "X did this and Y got into Z": the second name is its verb's subject --------------------
    pytest.param(
        [
            "my kids are Ottoline and Basil",
            "Ottoline starts year 3 at Millbrook Primary and Basil got into Fenwater Academy",
        ],
        {("Basil", "school", "Fenwater Academy", "active")},
        {("Ottoline", "school", "Fenwater Academy", "active")},
        id="a-second-subject-joined-to-an-object",
    ),
    pytest.param(
        ["my kids are Ottoline and Basil", "we left Ottoline and Basil sleeping at Grandad Rufus's house"],
        set(),
        {("Basil", "sleep at", "Grandad Rufus's house", "active")},
        id="a-joined-name-before-a-participle-is-no-subject",
    ),
    # --- a doing no dictionary holds, done as a habit, is most often a newer sport ---------------
    pytest.param(
        ["doing teqball now with my cousin"],
        {("Noor", "hobby", "teqball", "active")},
        set(),
        id="a-coined-doing-now",
    ),
    pytest.param(
        ["been doing teqball with my cousin", "doing teqball with my cousin"],
        set(),
        {("Noor", "hobby", "teqball", "active")},
        id="a-coined-doing-said-once-is-no-habit",
    ),
    pytest.param(
        [
            "doing keto now",
            "i DO love natto, fermented natto is my whole breakfast",
            "I do laundry on sundays",
            "what do we do on fridays",
            "i do that every morning",
        ],
        {("Noor", "diet", "keto", "active")},
        {
            ("Noor", "hobby", "keto", "active"),
            ("Noor", "hobby", "love natto", "active"),
            ("Noor", "hobby", "laundry", "active"),
            ("Noor", "hobby", "what", "active"),
            ("Noor", "hobby", "that", "active"),
        },
        id="a-diet-or-a-stressed-do-is-no-sport",
    ),
    pytest.param(
        ["my knee says no. doing teqball now"],
        {("Noor", "hobby", "teqball", "active")},
        set(),
        id="no-full-stop-then-lowercase-ends-a-sentence",
    ),
    # --- "no more X": a pastime the speaker has, over --------------------------------------------
    pytest.param(
        ["i play teqball on fridays", "moved to Leeds so no more friday teqball 😢"],
        {("Noor", "hobby", "ended: teqball", "active")},
        set(),
        id="no-more-a-pastime-held",
    ),
    pytest.param(
        [
            "i play teqball on fridays",
            "i moved to leeds but i will play no more than 2 teqball sessions a week",
            "work is mental so no more gym for me",
        ],
        {("Noor", "hobby", "teqball", "active")},
        {("Noor", "hobby", "ended: teqball", "active"), ("Noor", "hobby", "ended: gym", "active")},
        id="no-more-than-or-no-pastime-held",
    ),
    pytest.param(
        ["i joined the Fenwick Rowing Club", "moved to Leeds so no more Fenwick 😢"],
        {("Noor", "club", "ended: Fenwick Rowing Club", "active")},
        set(),
        id="no-more-a-club-held",
    ),
    # --- a club named by a sport is that sport taken up -------------------------------------------
    pytest.param(
        ["i joined the kayaking club in town", "i joined a book club at the library"],
        {("Noor", "hobby", "kayaking", "active")},
        {("Noor", "hobby", "book", "active")},
        id="a-club-named-by-its-sport",
    ),
    pytest.param(
        ["so no more friday teqball 😢. joined a rowing club here, train sunday mornings"],
        {("Noor", "club", "rowing club", "active")},
        set(),
        id="an-emoji-before-a-full-stop-ends-a-sentence",
    ),
    # --- a move, then "from X to Y" alone ---------------------------------------------------------
    pytest.param(
        ["We have moved!! From Ashwick to Pellbury, a bigger flat near the river."],
        {("Noor", "residence", "Pellbury", "active")},
        set(),
        id="a-move-then-from-to-alone",
    ),
    pytest.param(
        ["We have moved!! From Monday I cycle to Pellbury for work."],
        set(),
        {("Noor", "residence", "Pellbury", "active")},
        id="from-without-to-after-a-move",
    ),
    # --- a doctor registered with ---------------------------------------------------------------
    pytest.param(
        ["I've registered with Dr Tamsin Oduya at the practice on Mill Lane."],
        {("Noor", "doctor", "Dr Tamsin Oduya", "active")},
        set(),
        id="registered-with-a-doctor",
    ),
    pytest.param(
        [
            "I might register with Dr Oduya",
            "my dad registered with Dr Penhale",
            "I registered with Fenwick Temps",
        ],
        set(),
        {
            ("Noor", "doctor", "Dr Oduya", "active"),
            ("Noor", "doctor", "Dr Penhale", "active"),
            ("Noor", "doctor", "Fenwick Temps", "active"),
        },
        id="a-doctor-maybe-or-someone-elses-or-no-doctor",
    ),
    # --- a new club found and named ---------------------------------------------------------------
    pytest.param(
        ["I've found a new choir, the Orrin Vale Singers, they meet on Mondays."],
        {("Noor", "club", "Orrin Vale Singers", "active"), ("Noor", "hobby", "choir", "active")},
        set(),
        id="a-new-choir-found",
    ),
    pytest.param(
        [
            "I found a gym, Ironclad, but it's pricey",
            "I haven't found a new choir, the Orrin Vale Singers are full",
            "my sister found a new choir, the Orrin Vale Singers",
        ],
        set(),
        {("Noor", "club", "Ironclad", "active"), ("Noor", "club", "Orrin Vale Singers", "active")},
        id="a-club-found-not-new-or-not-found",
    ),
    pytest.param(
        ["I've found a new gym, Ironclad on Tern Street"],
        {("Noor", "club", "Ironclad", "active")},
        {("Noor", "hobby", "gym", "active")},
        id="a-new-gym-is-no-singing",
    ),
    # --- a name read as an adverb before its verb -------------------------------------------------
    pytest.param(
        [
            "my wife saoirse is a nurse at St Cuthbert's",
            "saoirse got a new job! pharmacist at Boots in Wexham",
        ],
        {("Saoirse", "job title", "pharmacist", "active")},
        {("Noor", "job title", "pharmacist", "active")},
        id="a-lowercase-name-read-as-an-adverb",
    ),
    pytest.param(
        ["Honestly got a new job! pharmacist at Boots in Wexham", "I tbh got a new job at Fenwick Foods"],
        {("Noor", "job title", "pharmacist", "active"), ("Noor", "employer", "Fenwick Foods", "active")},
        {("Honestly", "job title", "pharmacist", "active"), ("Tbh", "employer", "Fenwick Foods", "active")},
        id="a-real-adverb-stays-one",
    ),
    # --- what a student studies, and where ---------------------------------------------------------
    pytest.param(
        ["i'm a 2nd year marine biology student at Corran University", "im a final-year law student"],
        {
            ("Noor", "course", "marine biology", "active"),
            ("Noor", "school", "Corran University", "active"),
            ("Noor", "course", "law", "active"),
        },
        set(),
        id="the-field-before-student",
    ),
    pytest.param(
        ["i'm a nursing student at Tennant", "i am a nursing student at Massey", "im a first year student"],
        {("Noor", "school", "Tennant", "active"), ("Noor", "school", "Massey", "active")},
        {
            ("Noor", "employer", "Tennant", "active"),
            ("Noor", "employer", "Massey", "active"),
            ("Noor", "course", "first year", "active"),
        },
        id="a-students-place-is-a-school",
    ),
    pytest.param(
        ["she's a senior at Pellow Partners", "i'm a staff nurse at St Cuthbert's"],
        set(),
        {("Noor", "school", "Pellow Partners", "active"), ("Noor", "course", "staff", "active")},
        id="a-senior-at-a-firm-is-no-student",
    ),
    pytest.param(
        ["i'm 3rd year geology at Tennant"],
        {("Noor", "course", "geology", "active"), ("Noor", "school", "Tennant", "active")},
        set(),
        id="a-year-then-a-field",
    ),
    pytest.param(
        ["i'm in my final year now", "it's my second year here at Tennant", "my sister is 2nd year law"],
        set(),
        {
            ("Noor", "course", "here", "active"),
            ("Noor", "course", "now", "active"),
            ("Noor", "course", "law", "active"),
        },
        id="a-year-without-a-field-or-someone-elses",
    ),
    pytest.param(
        [
            "i failed 2nd year maths",
            "i'm so glad this year Sam is home",
            "im 2nd year tomorrow, eek",
            "i'm first year studying law",
            "i'm 2nd year history in Tennant",
        ],
        {("Noor", "course", "history", "active")},
        {
            ("Noor", "course", "maths", "active"),
            ("Noor", "course", "Sam", "active"),
            ("Noor", "course", "tomorrow", "active"),
            ("Noor", "course", "studying law", "active"),
            ("Noor", "school", "Tennant", "active"),
        },
        id="a-year-then-no-field-or-no-school",
    ),
    # --- a placement, an internship, an apprenticeship is a post at the place ------------------
    pytest.param(
        [
            "got a summer internship at brindle tern!! 2 months",
            "my son Tobin got an apprenticeship with keldmarr",
        ],
        {
            ("Tobin", "employer", "Keldmarr", "active"),
            ("Noor", "employer", "brindle tern", "active"),
        },
        set(),
        id="an-internship-or-apprenticeship-got",
    ),
    # --- "i work for them": the firm named before ---------------------------------------------------
    pytest.param(
        ["news: Kestrel Print kept me after the internship, i work for them part time remote now"],
        {("Noor", "employer", "Kestrel Print", "active")},
        set(),
        id="work-for-them-after-a-firm",
    ),
    pytest.param(
        ["I met the people at Fenwick Foods Ltd, i work for them 3 days a week now"],
        {("Noor", "employer", "Fenwick Foods Ltd", "active")},
        set(),
        id="work-for-them-after-a-firm-named-by-its-kind",
    ),
    pytest.param(
        ["my sister Bea is great", "Bea hired me last week, i work for them now"],
        set(),
        {("Noor", "employer", "Bea", "active")},
        id="work-for-them-after-a-person-is-no-firm",
    ),
    pytest.param(
        ["Kestrel Print sponsored our team, i cheer for them at every match"],
        set(),
        {("Noor", "employer", "Kestrel Print", "active")},
        id="another-verb-for-them-is-no-work",
    ),
    pytest.param(
        ["Kestrel Print let me go after the internship, i work for Dana Pryce now"],
        {("Noor", "employer", "Dana Pryce", "active")},
        {("Noor", "employer", "Kestrel Print", "active")},
        id="work-for-a-name-is-that-name",
    ),
    pytest.param(
        ["Mila Okonjo called me back, i work for them from monday"],
        set(),
        {("Noor", "employer", "Mila Okonjo", "active")},
        id="work-for-them-after-someone-named",
    ),
    pytest.param(
        ["Kestrel Print kept me after the internship, but i don't work for them anymore"],
        set(),
        {("Noor", "employer", "Kestrel Print", "active")},
        id="not-working-for-them",
    ),
    # --- a group played or sung in, named by its pastime -------------------------------------------
    pytest.param(
        ["i'm in a curling league now", "i play in a darts league on thursdays"],
        {
            ("Noor", "club", "curling league", "active"),
            ("Noor", "hobby", "curling", "active"),
            ("Noor", "club", "darts league", "active"),
            ("Noor", "hobby", "darts", "active"),
        },
        set(),
        id="in-a-league-of-a-pastime",
    ),
    pytest.param(
        [
            "I'm in a new team at work",
            "i'm not in the netball team anymore",
            "i work in a netball league office",
            "i'm at a netball league",
            "they're in a netball team",
            "i met Sam in a netball team years ago",
        ],
        set(),
        {("Noor", "hobby", "netball", "active"), ("Noor", "club", "netball team", "active")},
        id="no-pastime-named-or-not-in-it",
    ),
    pytest.param(
        ["I joined the chess club at the library"],
        {("Noor", "hobby", "chess", "active")},
        set(),
        id="a-club-of-a-pastime-not-a-sport",
    ),
    # --- "I am supporter of X": a fan's noun read as an adjective ---------------------------------
    pytest.param(
        ["I am supporter of Harrowgate Albion since I was small", "I am big fan of Ghibli films"],
        {("Noor", "supports", "Harrowgate Albion", "active"), ("Noor", "likes", "Ghibli films", "active")},
        set(),
        id="a-fan-without-an-article",
    ),
    # --- a day written after a name joined by "&" is when it starts ----------------------------------
    pytest.param(
        ["new job at Harlow & Finch Fri!"],
        {("Noor", "employer", "Harlow & Finch", "active")},
        {("Noor", "employer", "Harlow & Finch Fri", "active")},
        id="a-capitalized-day-after-an-ampersand-name",
    ),
    # --- a day after a kin noun, a holiday after "in": when, not who or where ---------------------
    pytest.param(
        ["staying at my nans fri", "my nan Glenys is 90"],
        {("Noor", "grandparent", "Glenys", "active")},
        {("Noor", "grandparent", "Fri", "active")},
        id="a-day-after-a-kin-noun",
    ),
    pytest.param(
        [
            "we are moving in the easter holidays",
            "moving to Tauranga in the school hols",
            "we are moving in the school hols",
        ],
        {("Noor", "residence", "Tauranga", "active")},
        {
            ("Noor", "residence", "easter holidays", "active"),
            ("Noor", "residence", "school holidays", "active"),
            ("Noor", "residence", "Tauranga, school hols", "active"),
            ("Noor", "residence", "school hols", "active"),
        },
        id="a-holiday-is-when",
    ),
    # --- "… a job in X, so we're moving over": to the town named ----------------------------------
    pytest.param(
        ["Tama got offered a job at a school in Whakatane so we're moving over in march"],
        {("Noor", "residence", "Whakatane", "active")},
        set(),
        id="moving-over-to-the-town-named",
    ),
    pytest.param(
        [
            "Tama got a job in Whakatane",
            "we're moving over the road from the school",
            "i got moved over to nights",
            "i'm staying over tonight",
            "i work over in the shed now",
        ],
        set(),
        {("Noor", "residence", "Whakatane", "active"), ("Noor", "work in", "Whakatane", "active")},
        id="over-a-place-or-another-verb",
    ),
    # --- a vehicle known by what happens to it, or by its maker -------------------------------------
    pytest.param(
        [
            "my zoomer got towed from the station yesterday",
            "bought a kawasaki ninja!! sold the zoomer to my cousin",
        ],
        {("Noor", "car", "zoomer", "active"), ("Noor", "car", "kawasaki ninja", "active")},
        set(),
        id="a-vehicle-towed-then-a-motorbike-bought",
    ),
    pytest.param(
        [
            "my car got towed",
            "my brothers zoomer got clamped",
            "my zoomer didn't get towed in the end",
        ],
        set(),
        {
            ("Noor", "car", "car", "active"),
            ("Noor", "car", "zoomer", "active"),
            ("Noor's brothers", "car", "zoomer", "active"),
            ("Noor", "car", "brothers zoomer", "active"),
        },
        id="a-kind-or-someone-elses-or-not-towed",
    ),
    pytest.param(
        ["the zoomer outside got towed lol"],
        set(),
        {("Noor", "car", "zoomer", "active")},
        id="a-vehicle-not-mine-towed",
    ),
    # --- a role in brackets after a name --------------------------------------------------------------
    pytest.param(
        [
            "ottilie (gf) is in galway, she's coming up for the weekend",
            "Bram (my brother) works at Fenwick Foods",
        ],
        {
            ("Noor", "partner", "Ottilie", "active"),
            ("Ottilie", "come up for", "weekend", "active"),
            ("Noor", "sibling", "Bram", "active"),
            ("Bram", "employer", "Fenwick Foods", "active"),
        },
        set(),
        id="a-role-in-brackets-after-a-name",
    ),
    pytest.param(
        [
            "Suresh sir (my manager) gave me only a 5% hike",
            "we moved to Leeds (UK) last year",
            "we drove past Fenwick (school) today",
        ],
        {("Noor", "residence", "Leeds", "active")},
        {
            ("Noor", "manager", "Sir", "active"),
            ("Noor", "manager", "sir", "active"),
            ("Noor", "school", "Fenwick", "active"),
        },
        id="a-title-or-a-place-in-brackets",
    ),
    # --- a capitalized adjective right before a name is the name's ------------------------------------
    pytest.param(
        [
            "my boyfriend theo is a line cook at the Gilded Pike.",
            "my sister Wren is a chef at the posh Quayside Grill",
        ],
        {("Theo", "employer", "Gilded Pike", "active"), ("Wren", "employer", "Quayside Grill", "active")},
        {("Theo", "employer", "Pike", "active"), ("Wren", "employer", "posh Quayside Grill", "active")},
        id="a-capitalized-word-of-a-name",
    ),
    # --- someone named by the place they come from -------------------------------------------------
    pytest.param(
        [
            "(i'm a Tollcraig boy originally, came down to KL for uni)",
            "i'm a Yorkshire lass born and bred",
            "I'm a Glasgow girl at heart",
        ],
        {
            ("Noor", "hometown", "Tollcraig", "active"),
            ("Noor", "hometown", "Yorkshire", "active"),
            ("Noor", "hometown", "Glasgow", "active"),
        },
        set(),
        id="a-place-boy-or-lass",
    ),
    pytest.param(
        [
            "I'm a Spurs girl through and through",
            "i'm a city girl honestly",
            "I'm a Spurs man",
            "I'm not a Glasgow girl",
            "my mum is a Cork woman",
        ],
        set(),
        {
            ("Noor", "hometown", "Spurs", "active"),
            ("Noor", "hometown", "city", "active"),
            ("Noor", "hometown", "Glasgow", "active"),
            ("Noor", "hometown", "Cork", "active"),
        },
        id="a-team-or-a-denial-or-someone-elses-place",
    ),
    pytest.param(
        ["durian no thanks, i'm a bad malaysian"],
        set(),
        {("Noor", "job title", "bad malaysian", "active")},
        id="a-nationality-is-no-job",
    ),
    # --- an introduction after a lowercase sentence start -----------------------------------------
    pytest.param(
        ["yo. im noor, apprentice glazer at harrowby glass in pellingham."],
        {("Noor", "job title", "apprentice glazer", "active")},
        set(),
        id="an-introduction-after-a-greeting-sentence",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_fifth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("sentence", "parsed"),
    [
        pytest.param(
            "a senior pharmacist at the big boots in town centre", True, id="an-article-then-a-role"
        ),
        pytest.param("a lovely long walk along the old canal towpath", False, id="an-article-then-no-role"),
    ],
)
def test_a_role_note_is_worth_parsing(sentence, parsed):
    assert worth_parsing(sentence) is parsed


@pytest.mark.parametrize(
    ("words", "heads", "deps", "pos", "subject"),
    [
        pytest.param(
            ["femke", "got", "a", "job"],
            [1, 1, 3, 1],
            ["advmod", "ROOT", "det", "dobj"],
            ["ADV", "VERB", "DET", "NOUN"],
            "femke",
            id="a-name-read-as-the-verbs-adverb",
        ),
        pytest.param(
            ["honestly", "got", "a", "job"],
            [1, 1, 3, 1],
            ["advmod", "ROOT", "det", "dobj"],
            ["ADV", "VERB", "DET", "NOUN"],
            None,
            id="an-adverb-the-dictionary-holds",
        ),
        pytest.param(
            ["i", "femke", "got", "job"],
            [2, 2, 2, 2],
            ["nsubj", "advmod", "ROOT", "dobj"],
            ["PRON", "ADV", "VERB", "NOUN"],
            "i",
            id="the-verb-has-its-subject",
        ),
        pytest.param(
            ["late", "af", "got", "cold"],
            [2, 0, 2, 2],
            ["advmod", "advmod", "ROOT", "dobj"],
            ["ADV", "ADV", "VERB", "NOUN"],
            None,
            id="an-adverb-of-another-word",
        ),
        pytest.param(
            ["week", "at", "uni", "done"],
            [0, 0, 3, 1],
            ["ROOT", "prep", "advmod", "pobj"],
            ["NOUN", "ADP", "ADV", "VERB"],
            None,
            id="a-participle-is-no-finite-verb",
        ),
    ],
)
def test_a_name_read_as_an_adverb(words, heads, deps, pos, subject):
    from memcli.curators.parse import _mend_names_read_as_adverbs

    doc = hand_parsed(words, heads, deps, pos)
    _mend_names_read_as_adverbs(doc)
    assert [t.text for t in doc if t.dep_ == "nsubj"] == ([subject] if subject else [])
