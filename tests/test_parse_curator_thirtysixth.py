"""Table tests for the forty-fifth session's pass on chat (memcli.curators.parse, discourse and
instructions). Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py;
our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts, hand_parsed

CASES = [
    # --- a lowercase name whose second word the tagger read as a verb ---------------------------
    pytest.param(
        ["we can do three days a week at pixel barn over summer"],
        {("Noor", "employer", "pixel barn", "active")},
        {("Noor", "employer", "pixel", "active")},
        id="a-name-read-as-a-noun-and-a-verb",
    ),
    # --- a post moved to a firm is a job there ---------------------------------------------------
    pytest.param(
        ["my placement got moved to harlow services, the big one"],
        {("Noor", "employer", "Harlow Services", "active")},
        set(),
        id="a-post-moved-to-a-firm",
    ),
    pytest.param(
        ["my job moved to Leeds"],
        set(),
        {("Noor", "employer", "Leeds", "active")},
        id="a-post-moved-to-a-town-names-no-firm",
    ),
    pytest.param(
        ["my contract didn't get moved to Harlow Services in the end"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="a-post-not-moved",
    ),
    pytest.param(
        ["my sister's cat got moved to Harlow Services"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="a-thing-moved-is-no-post",
    ),
    pytest.param(
        ["my car got moved to Harlow Services"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="my-thing-moved-is-no-post",
    ),
    pytest.param(
        ["my contract got outsourced to Harlow Services"],
        set(),
        {("Noor", "employer", "Harlow Services", "active")},
        id="a-post-outsourced",
    ),
    # --- an aside in brackets is no object -------------------------------------------------------
    pytest.param(
        ["my bf tomek is lovely", "tomek and i broke up (his choice, whatever)"],
        {("Noor", "partner", "ended: Tomek", "active")},
        set(),
        id="a-break-up-with-an-aside",
    ),
    # --- "X and i split": a parting ----------------------------------------------------------------
    pytest.param(
        ["my gf is zara", "zara and i split last night"],
        {("Noor", "partner", "ended: zara", "active")},
        set(),
        id="two-who-split",
    ),
    pytest.param(
        ["my gf is zara", "zara and i split the bill"],
        set(),
        {("Noor", "partner", "ended: zara", "active")},
        id="two-who-split-a-thing",
    ),
    # --- "started at X": worth parsing, a job ----------------------------------------------------
    pytest.param(
        ["i started at quay loft bakery on tuesday"],
        {("Noor", "employer", "quay loft bakery", "active")},
        set(),
        id="started-at-a-place",
    ),
    # --- instructions ----------------------------------------------------------------------------
    pytest.param(
        ["Going fwd: tables only, no fluff."],
        {("Noor", "instruction", "Going forward: tables only, no fluff.", "active")},
        set(),
        id="going-fwd-is-going-forward",
    ),
    pytest.param(
        ["keep your answers short ok?"],
        {("Noor", "instruction", "keep your answers short ok?", "active")},
        set(),
        id="an-order-that-ends-on-ok",
    ),
    # --- a move, then where ----------------------------------------------------------------------
    pytest.param(
        ["we moved!! dunmore now. so much space"],
        {("Noor", "residence", "dunmore", "active")},
        set(),
        id="moved-then-the-place-and-now",
    ),
    pytest.param(
        ["we moved!! finally now."],
        set(),
        {("Noor", "residence", "finally", "active")},
        id="moved-then-no-place",
    ),
    pytest.param(
        ["left carrowmore end of june. new place is lush"],
        {("Noor", "leave", "carrowmore", "active")},
        {("Noor", "leave", "carrowmore end of june", "active")},
        id="the-object-left-and-when",
    ),
    pytest.param(
        ["we moved to Harwick!! left oldcastle in march."],
        {("Noor", "former residence", "oldcastle", "active"), ("Noor", "residence", "Harwick", "active")},
        set(),
        id="the-town-left-in-a-move",
    ),
    pytest.param(
        ["we moved to Harwick. left the office early today"],
        set(),
        {("Noor", "former residence", "office", "active")},
        id="a-thing-left-in-a-move",
    ),
    pytest.param(
        ["left oldcastle in march, what a trip"],
        set(),
        {("Noor", "former residence", "oldcastle", "active")},
        id="a-town-left-without-a-move",
    ),
    # --- a thing got, then named alone -----------------------------------------------------------
    pytest.param(
        ["got new phone. samsung A35."],
        {("Noor", "phone", "A35", "active")},
        set(),
        id="a-model-named-alone",
    ),
    pytest.param(
        ["got a new car. Tom!"],
        set(),
        {("Noor", "car", "Tom", "active")},
        id="a-person-hailed-is-no-model",
    ),
    pytest.param(
        ["got a new job!! so happy. Harlow Books"],
        {("Noor", "employer", "Harlow Books", "active")},
        {("Noor", "job title", "Harlow Books", "active")},
        id="a-job-named-by-where",
    ),
    pytest.param(
        ["got a new job!! Pharmacist"],
        {("Noor", "job title", "Pharmacist", "active")},
        {("Noor", "employer", "Pharmacist", "active")},
        id="a-job-named-by-its-title",
    ),
    pytest.param(
        ["got a new job!! Head Chef"],
        {("Noor", "job title", "Head Chef", "active")},
        {("Noor", "employer", "Head Chef", "active")},
        id="a-job-named-by-a-title-of-two-words",
    ),
    # --- the news's name is said close to the news -----------------------------------------------
    pytest.param(
        ["engaged!!! cant believe it. Marisol."],
        {("Noor", "partner", "Marisol", "active")},
        set(),
        id="a-name-two-sentences-after-the-news",
    ),
    pytest.param(
        ["engaged!!! cant believe it. so happy. Speech."],
        set(),
        {("Noor", "partner", "Speech", "active")},
        id="a-word-three-sentences-after-the-news",
    ),
    pytest.param(
        ["my gf is Rachel", "engaged!!! Marisol said yes. we went to the coast"],
        {("Noor", "partner", "Marisol", "active")},
        set(),
        id="the-one-who-said-yes",
    ),
    pytest.param(
        ["the boss said yes to the raise. Tom said yes too"],
        set(),
        {("Noor", "partner", "Tom", "active")},
        id="a-yes-with-no-engagement",
    ),
    pytest.param(
        ["engaged!!! Mum said yes to hosting the party"],
        set(),
        {("Noor", "partner", "Mum", "active")},
        id="a-relative-who-said-yes",
    ),
    # --- an opener with an aside in brackets, then the news -------------------------------------
    pytest.param(
        ["my bf is callum", "update (a bit raw): callum and i split up in march"],
        {("Noor", "partner", "ended: callum", "active")},
        set(),
        id="an-opener-with-brackets",
    ),
    # --- "seeing someone new, X": the name beside the someone ------------------------------------
    pytest.param(
        ["my bf is Callum", "I'm seeing someone new, Wren (she's a tree surgeon), and she has a cat"],
        {("Noor", "partner", "Wren", "active")},
        set(),
        id="someone-new-then-a-name",
    ),
    pytest.param(
        ["seeing someone, ottilie 🙂 she's a potter"],
        {("Noor", "partner", "Ottilie", "active")},
        set(),
        id="someone-then-a-name-in-lower-case",
    ),
    pytest.param(
        ["seeing someone, honestly it's early"],
        set(),
        {("Noor", "partner", "Honestly", "active"), ("Noor", "partner", "honestly", "active")},
        id="someone-then-a-word",
    ),
    pytest.param(
        ["seeing someone, crazy right"],
        set(),
        {("Noor", "partner", "Crazy", "active"), ("Noor", "partner", "crazy", "active")},
        id="someone-then-an-adjective",
    ),
    pytest.param(
        ["my mum's seeing someone new - Gideon, he's lovely"],
        {("Noor's mum", "partner", "Gideon", "active")},
        {("Noor", "partner", "Gideon", "active")},
        id="someone-new-of-someone-else",
    ),
    pytest.param(
        ["met someone, Friday was our first date"],
        set(),
        {("Noor", "partner", "Friday", "active")},
        id="someone-then-a-day",
    ),
    # --- a question tells what the speaker wants to know -----------------------------------------
    pytest.param(
        ["my phone is a pixel 6", "how do i move my photos from pixel to iphone?"],
        {("Noor", "phone", "pixel 6", "active")},
        {("Noor", "phone", "iphone", "active")},
        id="a-swap-asked-about",
    ),
    pytest.param(
        ["my phone is a pixel 6", "switched from pixel to iphone last week"],
        {("Noor", "phone", "iphone", "active")},
        set(),
        id="a-swap-made",
    ),
    pytest.param(
        ["is the iphone 15 any good?"],
        set(),
        {("Noor", "phone", "iphone 15", "active")},
        id="a-phone-asked-about",
    ),
    pytest.param(
        ["got a pixel 8 yesterday, any tips?"],
        {("Noor", "phone", "pixel 8", "active")},
        set(),
        id="news-then-a-question",
    ),
    pytest.param(
        ["what a week, finally got a pixel 8"],
        {("Noor", "phone", "pixel 8", "active")},
        set(),
        id="a-question-word-with-no-question",
    ),
    # --- a thing moved from one place to another is no move of home ------------------------------
    pytest.param(
        ["we moved our books from Leeds to York"],
        set(),
        {("Noor", "former residence", "Leeds", "active")},
        id="things-moved-from-a-town",
    ),
    pytest.param(
        ["we moved our stuff from Leeds to York"],
        {("Noor", "former residence", "Leeds", "active"), ("Noor", "residence", "York", "active")},
        set(),
        id="belongings-moved-from-a-town",
    ),
    pytest.param(
        ["we're thinking of moving the piano from Bristol to Bath"],
        set(),
        {("Noor", "residence", "Bristol", "active")},
        id="a-thing-to-be-moved-from-a-town",
    ),
    # --- a clock time is when, not which ---------------------------------------------------------
    pytest.param(
        ["my car is a corsa", "school run is fine, pickup is 3:15 for Ada"],
        {("Noor", "car", "corsa", "active")},
        {("Noor", "car", "3:15", "active")},
        id="a-pickup-time",
    ),
    pytest.param(
        ["my pickup is a Navara"],
        {("Noor", "car", "Navara", "active")},
        set(),
        id="a-pickup-truck",
    ),
    # --- a couple's parting said with "it" -------------------------------------------------------
    pytest.param(
        ["my gf is ottilie", "ottilie and i ended it. too much distance."],
        {("Noor", "partner", "ended: ottilie", "active")},
        set(),
        id="ended-it",
    ),
    pytest.param(
        ["my gf is ottilie", "ottilie and i called it quits"],
        {("Noor", "partner", "ended: ottilie", "active")},
        set(),
        id="called-it-quits",
    ),
    pytest.param(
        ["my gf is ottilie", "ottilie and i called it a night"],
        set(),
        {("Noor", "partner", "ended: ottilie", "active")},
        id="called-it-a-night",
    ),
    pytest.param(
        ["my gf is ottilie", "ottilie and i ended the lease early"],
        set(),
        {("Noor", "partner", "ended: ottilie", "active")},
        id="ended-a-thing",
    ),
    pytest.param(
        ["my gf is ottilie", "ottilie and i finished the marathon together"],
        set(),
        {("Noor", "partner", "ended: ottilie", "active")},
        id="finished-a-thing-together",
    ),
    # --- "X moved to Y, new job at Z": the news of the one named as subject ----------------------
    pytest.param(
        ["Priya moved to Leeds in May, new job at Harlow Infirmary."],
        {("Priya", "employer", "Harlow Infirmary", "active")},
        {("Noor", "employer", "Harlow Infirmary", "active")},
        id="a-new-job-of-the-one-named",
    ),
    pytest.param(
        ["Tesco closed, new job at Aldi starts monday"],
        {("Noor", "employer", "Aldi", "active")},
        set(),
        id="a-firm-named-as-subject",
    ),
    pytest.param(
        ["Sam came over, my new job at Quill Press is mad"],
        {("Noor", "employer", "Quill Press", "active")},
        {("Sam", "employer", "Quill Press", "active")},
        id="my-new-job-beside-a-name",
    ),
    # --- "he's with X now": a firm, in a sentence about work -------------------------------------
    pytest.param(
        ["my husband Ravi is a plumber", "he switched jobs, he's with Brackwell Heating now"],
        {("Ravi", "employer", "Brackwell Heating", "active")},
        set(),
        id="with-a-firm-after-switching-jobs",
    ),
    pytest.param(
        ["my husband Ravi is a plumber", "he's with Brackwell Heating now as an engineer"],
        {("Ravi", "employer", "Brackwell Heating", "active")},
        set(),
        id="with-a-firm-as-a-trade",
    ),
    pytest.param(
        ["my husband Ravi is a plumber", "he's with Octopus Energy now, cheaper bills"],
        set(),
        {("Ravi", "employer", "Octopus Energy", "active")},
        id="with-a-supplier",
    ),
    pytest.param(
        ["my husband Ravi is a plumber", "he's with Sam and Ali now, work is slow"],
        set(),
        {("Ravi", "employer", "Sam", "active")},
        id="with-people-at-work",
    ),
    # --- a post in a department ------------------------------------------------------------------
    pytest.param(
        ["I work at Ferncliff General", "got the ward sister position in day surgery!"],
        {
            ("Noor", "department", "day surgery", "active"),
            ("Noor", "employer", "Ferncliff General", "active"),
        },
        {("Noor", "employer", "day surgery", "active")},
        id="a-post-in-a-department",
    ),
    pytest.param(
        ["got a job in Tesco"],
        {("Noor", "employer", "Tesco", "active")},
        set(),
        id="a-job-in-a-named-firm",
    ),
    pytest.param(
        ["I work at Ferncliff General", "got a band 6 post in the stroke team"],
        {("Noor", "department", "stroke team", "active")},
        {("Noor", "employer", "stroke team", "active")},
        id="a-post-in-a-team",
    ),
    # --- the opening verb with no subject is the speaker's ---------------------------------------
    pytest.param(
        ["already bought a Skoda Octavia, 2018, Ravi insisted on an estate."],
        {("Noor", "car", "Skoda Octavia", "active")},
        set(),
        id="an-opening-verb-before-another-subject",
    ),
    pytest.param(
        ["already told Ravi, he bought a Skoda Octavia"],
        set(),
        {("Noor", "car", "Skoda Octavia", "active")},
        id="a-car-someone-else-bought",
    ),
    # --- "shifted to a town": moved there --------------------------------------------------------
    pytest.param(
        ["we shifted to Harwick in May and I joined the school there"],
        {("Noor", "residence", "Harwick", "active")},
        set(),
        id="shifted-to-a-town",
    ),
    pytest.param(
        ["My brother Arvind lives in Dubai", "Arvind has shifted from Dubai to Toronto last month."],
        {("Arvind", "residence", "Toronto", "active")},
        set(),
        id="shifted-from-a-town-to-another",
    ),
    pytest.param(
        ["I shifted to nights last month"],
        set(),
        {("Noor", "residence", "nights", "active")},
        id="shifted-to-nights",
    ),
    pytest.param(
        ["we shifted to a bigger office"],
        set(),
        {("Noor", "residence", "bigger office", "active")},
        id="shifted-to-a-place-of-work",
    ),
    pytest.param(
        ["we shifted to leeds in may"],
        {("Noor", "residence", "leeds", "active")},
        set(),
        id="shifted-to-a-town-in-lower-case",
    ),
    # --- "works with X" ---------------------------------------------------------------------------
    pytest.param(
        ["My husband works with Canara Bank as a branch manager."],
        {("Noor's husband", "employer", "Canara Bank", "active")},
        set(),
        id="works-with-a-firm",
    ),
    pytest.param(
        ["I loved working with Njeri, she's brilliant"],
        set(),
        {("Noor", "employer", "Njeri", "active")},
        id="works-with-someone",
    ),
    pytest.param(
        ["I work with Sarah Jones as a designer"],
        set(),
        {("Noor", "employer", "Sarah Jones", "active")},
        id="works-with-someone-as-a-trade",
    ),
    # --- an instrument started is a pastime ------------------------------------------------------
    pytest.param(
        ["my daughter Meera does Kumon", "Meera quit Kumon. She started violin."],
        {("Meera", "hobby", "violin", "active")},
        set(),
        id="started-an-instrument",
    ),
    # --- a club's pastime, decided in one place (`_club_pastime`) --------------------------------
    pytest.param(
        ["i'm in the village choir now"],
        {("Noor", "club", "village choir", "active"), ("Noor", "hobby", "choir", "active")},
        set(),
        id="in-a-choir",
    ),
    pytest.param(
        ["i'm in a new team at work"],
        set(),
        {("Noor", "hobby", "team", "active"), ("Noor", "club", "new team", "active")},
        id="in-a-team-at-work",
    ),
    # --- "his wife X": whose "his" is ------------------------------------------------------------
    pytest.param(
        ["my brother Arvind is great.", "his wife Divya is a nurse"],
        {("Arvind", "partner", "Divya", "active")},
        set(),
        id="his-wife-named",
    ),
    # --- a capitalized word no dictionary holds is a name ----------------------------------------
    pytest.param(
        [
            "my daughter Marta lives in Lisbon",
            "my granddaughter Leonor is 15",
            "Marta is in Esch now. Leonor is 16 now and she plays volleyball in a club there.",
        ],
        {("Leonor", "hobby", "volleyball", "active")},
        {("Marta", "hobby", "volleyball", "active")},
        id="a-name-read-as-a-noun",
    ),
    # --- a home moved into, named after a comma or a street's short word -------------------------
    pytest.param(
        ["- moving in with ottilie in march\n- her flat, Hollin Brow\n- council tax forms?"],
        {("Noor", "residence", "Hollin Brow", "active")},
        set(),
        id="a-home-named-after-a-comma-in-a-list",
    ),
    pytest.param(
        ["moving in with ottilie in march, her flat, tiny but fine"],
        set(),
        {("Noor", "residence", "tiny", "active"), ("Noor", "residence", "tiny but fine", "active")},
        id="a-home-described-after-a-comma",
    ),
    pytest.param(
        ["moving in with sam, his place on quince rd"],
        {("Noor", "residence", "quince rd", "active")},
        {("Noor", "residence", "rd", "active")},
        id="a-street-short-word-read-apart",
    ),
    # --- a team said in full earlier in the turn -------------------------------------------------
    pytest.param(
        ["Tarnwick Rovers won the cup on saturday!! I am supporter of Rovers since school."],
        {("Noor", "supports", "Tarnwick Rovers", "active")},
        set(),
        id="a-team-said-in-full-before",
    ),
    pytest.param(
        ["Yesterday Rovers won again. I am supporter of Rovers"],
        {("Noor", "supports", "Rovers", "active")},
        set(),
        id="a-common-word-before-the-team",
    ),
    # --- "How to …" asks, whatever it ends with --------------------------------------------------
    pytest.param(
        ["new phone. Got Samsung Galaxy S24. How to move my photos from iPhone."],
        {("Noor", "phone", "Samsung Galaxy S24", "active")},
        {("Noor", "phone", "iPhone", "active")},
        id="an-object-read-as-a-subject",
    ),
    pytest.param(
        ["how can i make my pixel 8 battery last longer"],
        set(),
        {("Noor", "former phone", "pixel 8", "active")},
        id="how-can-i-without-a-question-mark",
    ),
    pytest.param(
        ["how cool is this, i finally got a pixel 8"],
        {("Noor", "phone", "pixel 8", "active")},
        set(),
        id="how-that-asks-nothing",
    ),
    pytest.param(
        ["how do i move everything to the new iphone 15"],
        set(),
        {("Noor", "residence", "iphone", "active"), ("Noor", "residence", "iphone 15", "active")},
        id="everything-moved-to-a-phone",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_sixth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("words", "heads", "deps", "pos", "subjects"),
    [
        pytest.param(
            ["mira", "and", "i", "ended", "it"],
            [0, 3, 3, 0, 3],
            ["ROOT", "cc", "nsubj", "conj", "dobj"],
            ["PROPN", "CCONJ", "PRON", "VERB", "PRON"],
            ["mira"],
            id="a-name-read-as-the-root",
        ),
        pytest.param(
            ["mira", "and", "i", "ended", "it"],
            [0, 3, 3, 3, 3],
            ["ROOT", "cc", "nsubj", "ROOT", "dobj"],
            ["NOUN", "CCONJ", "PRON", "VERB", "PRON"],
            ["mira"],
            id="a-name-read-as-a-sentence",
        ),
        pytest.param(
            ["mira", "or", "i", "ended", "it"],
            [0, 3, 3, 0, 3],
            ["ROOT", "cc", "nsubj", "conj", "dobj"],
            ["PROPN", "CCONJ", "PRON", "VERB", "PRON"],
            ["i"],
            id="or-joins-no-couple",
        ),
        pytest.param(
            ["mira", "and", "i", "ended", "it"],
            [3, 3, 3, 3, 3],
            ["nsubj", "cc", "nsubj", "ROOT", "dobj"],
            ["PROPN", "CCONJ", "PRON", "VERB", "PRON"],
            ["mira", "i"],
            id="read-right-already",
        ),
        pytest.param(
            ["tired", "and", "i", "ended", "it"],
            [0, 3, 3, 0, 3],
            ["ROOT", "cc", "nsubj", "conj", "dobj"],
            ["ADJ", "CCONJ", "PRON", "VERB", "PRON"],
            ["i"],
            id="no-name-before",
        ),
        pytest.param(
            ["mira", "and", "i", "ended", "it"],
            [0, 3, 3, 0, 3],
            ["ROOT", "cc", "nsubj", "advcl", "dobj"],
            ["PROPN", "CCONJ", "PRON", "VERB", "PRON"],
            ["i"],
            id="a-clause-of-another-kind",
        ),
    ],
)
def test_a_couple_read_as_a_root(words, heads, deps, pos, subjects):
    from memcli.curators.parse import _mend_couples_read_as_a_root

    doc = hand_parsed(words, heads, deps, pos)
    _mend_couples_read_as_a_root(doc)
    assert [t.text for t in doc if t.dep_ == "nsubj"] == subjects


@pytest.mark.parametrize(
    ("words", "heads", "deps", "pos", "objects"),
    [
        pytest.param(
            ["got", "Galaxy", "S24"],
            [0, 2, 0],
            ["ROOT", "compound", "nsubj"],
            ["VERB", "PROPN", "PROPN"],
            ["S24"],
            id="a-subject-after-the-opening-verb",
        ),
        pytest.param(
            ["finally", "got", "S24"],
            [1, 1, 1],
            ["advmod", "ROOT", "nsubj"],
            ["ADV", "VERB", "PROPN"],
            ["S24"],
            id="after-an-adverb",
        ),
        pytest.param(
            ["i", "got", "S24"],
            [1, 1, 1],
            ["nsubj", "ROOT", "nsubj"],
            ["PRON", "VERB", "PROPN"],
            [],
            id="a-verb-with-its-subject-before",
        ),
        pytest.param(
            ["phone", "got", "S24"],
            [1, 1, 1],
            ["npadvmod", "ROOT", "nsubj"],
            ["NOUN", "VERB", "PROPN"],
            [],
            id="a-noun-before-the-verb",
        ),
        pytest.param(
            ["got", "it", "S24"],
            [0, 0, 0],
            ["ROOT", "dobj", "nsubj"],
            ["VERB", "PRON", "PROPN"],
            ["it"],
            id="a-verb-with-its-object",
        ),
    ],
)
def test_an_object_read_as_a_subject(words, heads, deps, pos, objects):
    from memcli.curators.parse import _mend_objects_read_as_subjects

    doc = hand_parsed(words, heads, deps, pos)
    _mend_objects_read_as_subjects(doc)
    assert [t.text for t in doc if t.dep_ == "dobj"] == objects


@pytest.mark.parametrize(
    ("word", "pos", "mended"),
    [
        pytest.param("Leonor", "NOUN", "PROPN", id="a-capitalized-word-no-dictionary-holds"),
        pytest.param("leonor", "NOUN", "NOUN", id="in-lower-case"),
        pytest.param("Teacher", "NOUN", "NOUN", id="a-word-of-the-dictionary"),
        pytest.param("Padeling", "NOUN", "NOUN", id="a-doing"),
        pytest.param("LEONOR", "NOUN", "NOUN", id="in-capitals"),
        pytest.param("Leonor2", "NOUN", "NOUN", id="with-digits"),
        pytest.param("Leonor", "ADJ", "ADJ", id="another-part-of-speech"),
    ],
)
def test_a_name_read_as_a_noun(word, pos, mended):
    from memcli.curators.parse import _mend_names_read_as_nouns

    doc = hand_parsed([word, "plays"], [1, 1], ["nsubj", "ROOT"], [pos, "VERB"])
    _mend_names_read_as_nouns(doc)
    assert doc[0].pos_ == mended


@pytest.mark.parametrize(
    ("words", "heads", "deps", "pos", "compound"),
    [
        pytest.param(
            ["work", "at", "pixel", "barn", "now"],
            [0, 0, 1, 0, 0],
            ["ROOT", "prep", "pobj", "advcl", "advmod"],
            ["VERB", "ADP", "NOUN", "VERB", "ADV"],
            ("pixel", "barn"),
            id="a-noun-read-as-a-verb-after-an-object",
        ),
        pytest.param(
            ["kids", "at", "school", "love", "it"],
            [3, 0, 1, 3, 3],
            ["nsubj", "prep", "pobj", "ROOT", "dobj"],
            ["NOUN", "ADP", "NOUN", "VERB", "PRON"],
            None,
            id="a-verb-after-an-object",
        ),
        pytest.param(
            ["pixel", "barn"],
            [1, 1],
            ["nsubj", "ROOT"],
            ["NOUN", "VERB"],
            None,
            id="after-a-subject",
        ),
        pytest.param(
            ["kids", "barn", "go"],
            [2, 2, 2],
            ["nsubj", "advcl", "ROOT"],
            ["NOUN", "VERB", "VERB"],
            None,
            id="after-another-verbs-subject",
        ),
        pytest.param(
            ["went", "to", "school", "said", "nothing"],
            [0, 0, 1, 0, 3],
            ["ROOT", "prep", "pobj", "conj", "dobj"],
            ["VERB", "ADP", "NOUN", "VERB", "NOUN"],
            None,
            id="a-verb-of-its-own-after-an-object",
        ),
        pytest.param(
            ["pixel", "barn"],
            [1, 1],
            ["dobj", "ROOT"],
            ["NOUN", "VERB"],
            None,
            id="its-own-object",
        ),
        pytest.param(
            ["at", "pixel", "b4u"],
            [0, 0, 0],
            ["ROOT", "pobj", "advcl"],
            ["ADP", "NOUN", "VERB"],
            None,
            id="not-a-word",
        ),
    ],
)
def test_a_noun_read_as_a_verb(words, heads, deps, pos, compound):
    from memcli.curators.parse import _mend_nouns_read_as_verbs

    doc = hand_parsed(words, heads, deps, pos)
    _mend_nouns_read_as_verbs(doc)
    found = [(t.text, t.head.text) for t in doc if t.dep_ == "compound"]
    assert found == ([compound] if compound else [])
    if compound:
        assert doc[words.index(compound[1])].dep_ == "pobj"
