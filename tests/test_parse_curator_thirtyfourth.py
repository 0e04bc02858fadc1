"""Table tests for the forty-third session's pass on chat (memcli.curators.parse and discourse).
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- what someone else believes of the speaker is no fact -----------------------------------
    pytest.param(
        ["my gran still thinks i'm 19 bless her"],
        set(),
        {("Noor", "age", "19", "active")},
        id="a-belief-of-someone-else-about-me",
    ),
    pytest.param(
        ["Ottilie, who reckons I'm a vegan, brought a nut roast"],
        set(),
        {("Noor", "diet", "vegan", "active")},
        id="a-belief-in-a-relative-clause",
    ),
    pytest.param(
        ["everyone at work assumes i live in Tromsø"],
        set(),
        {("Noor", "residence", "Tromsø", "active")},
        id="an-assumption-about-me",
    ),
    pytest.param(
        ["i think i'm allergic to latex tbh"],
        {("Noor", "allergy", "latex", "active")},
        set(),
        id="my-own-belief-is-my-word",
    ),
    pytest.param(
        ["my uncle says i'm a pharmacist now lol", "yep i'm a pharmacist at Boots now"],
        {("Noor", "job title", "pharmacist", "active")},
        set(),
        id="what-is-said-is-no-belief",
    ),
    pytest.param(
        ["my gran thinks Dawit is a plumber"],
        {("Dawit", "job title", "plumber", "active")},
        set(),
        id="a-belief-about-a-third-person-is-kept",
    ),
    # --- cries of joy or doubt, and filler stretched for feeling, are no one --------------------
    pytest.param(
        ["Woohoo moved to Ålesund last week!!"],
        {("Noor", "residence", "Ålesund", "active")},
        {("Woohoo", "residence", "Ålesund", "active")},
        id="a-cry-of-joy-before-a-dropped-i",
    ),
    pytest.param(
        ["yesss moved to Porto"],
        {("Noor", "residence", "Porto", "active")},
        {("Yesss", "residence", "Porto", "active")},
        id="a-stretched-yes-before-a-dropped-i",
    ),
    pytest.param(
        ["okkk started at Dunmore Bakes today"],
        {("Noor", "employer", "Dunmore Bakes", "active")},
        set(),
        id="a-stretched-ok-before-a-dropped-i",
    ),
    pytest.param(
        ["Hmm Sigrun moved to Porto"],
        {("Sigrun", "residence", "Porto", "active")},
        {("Hmm Sigrun", "residence", "Porto", "active")},
        id="a-doubting-hmm-is-no-part-of-the-name",
    ),
    pytest.param(
        ["Yess Sigrun moved to Porto"],
        {("Sigrun", "residence", "Porto", "active")},
        {("Yess Sigrun", "residence", "Porto", "active")},
        id="a-stretched-cry-is-no-part-of-the-name",
    ),
    pytest.param(
        ["Hmmmm Sigrun moved to Porto"],
        {("Sigrun", "residence", "Porto", "active")},
        {("Hmmmm Sigrun", "residence", "Porto", "active")},
        id="a-long-hmm-kept-as-two-letters",
    ),
    pytest.param(
        ["wooow got the job at Dunmore Bakes"],
        {("Noor", "employer", "Dunmore Bakes", "active")},
        {("Wooow", "employer", "Dunmore Bakes", "active")},
        id="a-stretched-wow-kept-as-one-letter",
    ),
    # --- a role held in a town says where the work is -------------------------------------------
    pytest.param(
        ["my cousin Tesfaye is a pharmacist in Melbourne"],
        {("Tesfaye", "job title", "pharmacist", "active"), ("Tesfaye", "work in", "Melbourne", "active")},
        set(),
        id="a-role-in-a-town",
    ),
    pytest.param(
        ["I'm a teacher in Bergen now"],
        {("Noor", "job title", "teacher", "active"), ("Noor", "work in", "Bergen", "active")},
        set(),
        id="my-role-in-a-town",
    ),
    pytest.param(
        ["i'm a student in Leeds"],
        set(),
        {("Noor", "work in", "Leeds", "active")},
        id="a-student-in-a-town-works-nowhere",
    ),
    pytest.param(
        ["i'm a manager in Marketing now", "i'm a teacher in Year 6 now"],
        {("Noor", "job title", "manager", "active")},
        {("Noor", "work in", "Marketing", "active"), ("Noor", "work in", "Year 6", "active")},
        id="a-role-in-a-department-is-no-town",
    ),
    # --- a Ford is a car; a Ford named without "a"/"the"/"my" is someone ----------------------
    pytest.param(
        ["sold the old Hiace, got a 2019 Ford Ranger"],
        {("Noor", "car", "Ford Ranger", "active")},
        set(),
        id="a-ford-bought",
    ),
    pytest.param(
        ["my boss Ford said hi", "Ford is coming round for tea"],
        set(),
        {("Noor", "car", "Ford", "active")},
        id="a-ford-with-no-article-is-someone",
    ),
    # --- a verbless job said first, whatever else the sentence says ----------------------------
    pytest.param(
        ["PE teacher at Rangi College in Hastings and I coach the under 15s on Saturdays"],
        {("Noor", "job title", "PE teacher", "active"), ("Noor", "employer", "Rangi College", "active")},
        set(),
        id="a-job-before-and-a-clause-of-its-own",
    ),
    pytest.param(
        ["Receptionist at Harlow Primary in Leeds"],
        {("Noor", "job title", "Receptionist", "active"), ("Noor", "employer", "Harlow Primary", "active")},
        set(),
        id="a-job-whose-place-is-placed-in-a-town",
    ),
    pytest.param(
        ["Noor here, 41, tax manager at Venter & Dube in Durban and currently drowning in files."],
        {("Noor", "job title", "tax manager", "active"), ("Noor", "employer", "Venter & Dube", "active")},
        set(),
        id="an-age-then-a-job-then-a-clause",
    ),
    pytest.param(
        ["Nurse at St Jude's and loving it"],
        {("Noor", "job title", "Nurse", "active"), ("Noor", "employer", "St Jude's", "active")},
        set(),
        id="a-job-before-and-a-clause-with-no-subject",
    ),
    pytest.param(
        ["And nurse at St Judes and loving it"],
        {("Noor", "job title", "nurse", "active"), ("Noor", "employer", "St Judes", "active")},
        set(),
        id="the-and-after-the-job-splits-it",
    ),
    pytest.param(
        ["Tea at Brine & Co and I loved it"],
        set(),
        {("Noor", "job title", "Tea", "active"), ("Noor", "employer", "Brine & Co", "active")},
        id="no-job-before-and-a-clause",
    ),
    # --- a "for" that opens the sentence says what for -----------------------------------------
    pytest.param(
        ["For Umbria we will drive the Passat from Basel to Perugia"],
        set(),
        {("Noor", "employer", "Umbria", "active")},
        id="an-opening-for-is-what-for",
    ),
    pytest.param(
        ["i drive for Bolt now"], {("Noor", "employer", "Bolt", "active")}, set(), id="driving-for-a-firm"
    ),
    # --- a sport started is a pastime, and where it is done a club ------------------------------
    pytest.param(
        ["my daughter Yeva started judo this term"],
        {("Yeva", "hobby", "judo", "active")},
        set(),
        id="a-sport-started",
    ),
    pytest.param(
        ["Yeva started judo at Sendai Dojo"],
        {("Yeva", "club", "Sendai Dojo", "active")},
        {("Yeva", "employer", "Sendai Dojo", "active")},
        id="where-a-sport-is-started-is-a-club",
    ),
    pytest.param(
        ["Yeva began judo at Sendai Dojo"],
        {("Yeva", "club", "Sendai Dojo", "active")},
        {("Yeva", "employer", "Sendai Dojo", "active")},
        id="where-a-sport-is-begun-is-a-club",
    ),
    pytest.param(
        ["Yeva started at Sendai Dojo as a receptionist"],
        {("Yeva", "employer", "Sendai Dojo", "active")},
        set(),
        id="starting-at-a-place-is-a-job",
    ),
    # --- names listed after a plural noun and its comma -----------------------------------------
    pytest.param(
        ["booking a cabin for the family: my wife Shirin and our two children, Kian (10) and Mina (5)."],
        {("Noor", "child", "Kian", "active"), ("Noor", "child", "Mina", "active")},
        set(),
        id="the-names-after-the-kids-and-a-comma",
    ),
    pytest.param(
        ["my kids, Tom and I went hiking"],
        set(),
        {("Noor", "child", "I", "active")},
        id="i-am-no-name-of-a-list",
    ),
    pytest.param(
        ["had lunch with my wife and my son, Dana and Ruth"],
        set(),
        {("Noor", "child", "Dana", "active")},
        id="after-one-son-a-list-of-others",
    ),
    # --- "every one of them" names no value; "indoors" is where, no pastime ---------------------
    pytest.param(
        ["the crime shelf is all Ngaio Marsh and I think I've read every one of them twice"],
        set(),
        {("Noor", "course", "one of them", "active"), ("Noor", "read", "one of them", "active")},
        id="one-of-them-is-no-value",
    ),
    pytest.param(
        ["i've done some of it already"],
        set(),
        {("Noor", "do", "some of it", "active")},
        id="some-of-it-is-no-value",
    ),
    pytest.param(
        ["are there any quiet games I can play with him indoors on rainy days"],
        set(),
        {("Noor", "hobby", "indoors", "active")},
        id="played-indoors-is-no-pastime",
    ),
    pytest.param(
        ["we play darts most fridays"], {("Noor", "hobby", "darts", "active")}, set(), id="a-game-played-is"
    ),
    pytest.param(
        ["we play outside when it's sunny"],
        set(),
        {("Noor", "hobby", "outside", "active")},
        id="played-outside-is-no-pastime",
    ),
    pytest.param(
        ["I have visited most of the castles in Wales"],
        {("Noor", "visit", "most of castles", "active")},
        set(),
        id="most-of-the-castles-names-them",
    ),
    # --- a pastime given up by its plural; a choir joined is singing ----------------------------
    pytest.param(
        ["I've joined a life drawing class on Mondays", "I've given up the life drawings, no time"],
        {("Noor", "hobby", "ended: life drawing class", "active")},
        set(),
        id="a-pastime-given-up-in-the-plural",
    ),
    pytest.param(
        ["I've joined a life drawing class", "gave up the life drawing classes at the library, no time"],
        {("Noor", "hobby", "ended: life drawing class", "active")},
        set(),
        id="a-pastime-given-up-in-more-words",
    ),
    pytest.param(
        ["I've joined a pottery class", "I've given up the watercolours"],
        set(),
        {("Noor", "hobby", "ended: pottery class", "active")},
        id="a-pastime-given-up-is-not-another",
    ),
    pytest.param(
        ["I've joined the Otley community choir"],
        {("Noor", "club", "Otley community choir", "active"), ("Noor", "hobby", "choir", "active")},
        set(),
        id="a-choir-joined-is-singing",
    ),
    pytest.param(
        ["I've joined the Otley walking group"],
        set(),
        {("Noor", "hobby", "group", "active")},
        id="a-group-joined-is-no-pastime-named",
    ),
    # --- a favourite whose name the tagger reads as a verb; "X is life"; "love language" ---------
    pytest.param(
        ["Lu sipi is my favourite food in the world but it's so oily"],
        {("Noor", "favourite food", "Lu sipi", "active")},
        set(),
        id="a-favourite-named-by-words-no-dictionary-holds",
    ),
    pytest.param(
        ["Jollof is my favourite food"],
        {("Noor", "favourite food", "Jollof", "active")},
        set(),
        id="a-favourite-named-first",
    ),
    pytest.param(
        ["By the way, hojicha is life."],
        {("Noor", "likes", "hojicha", "active")},
        set(),
        id="a-thing-that-is-life-is-loved",
    ),
    pytest.param(
        ["my job is my life", "the job is not life", "Lisbon is a different life"],
        set(),
        {
            ("Noor", "likes", "Noor's job", "active"),
            ("Noor", "likes", "job", "active"),
            ("Noor", "likes", "Lisbon", "active"),
        },
        id="a-life-of-mine-or-another-is-no-taste",
    ),
    pytest.param(
        ["rugby is his life, my brother Tane"],
        set(),
        {("Noor", "likes", "rugby", "active")},
        id="his-life-is-no-taste-of-mine",
    ),
    pytest.param(
        ["try the jollof, it is my favourite food"],
        set(),
        {("Noor", "favourite food", "it", "active"), ("Noor", "favourite food", "It", "active")},
        id="a-pronoun-is-no-favourite",
    ),
    pytest.param(
        ["pho is my love language"],
        {("Noor", "love language", "Pho", "active")},
        {("Noor", "language", "Pho", "active")},
        id="a-love-language-is-no-language",
    ),
    pytest.param(
        ["my first language is Twi"], {("Noor", "language", "Twi", "active")}, set(), id="a-first-language-is"
    ),
    # --- a trip home is no job; a day after a place is when --------------------------------------
    pytest.param(
        ["i gotta drive home to toledo fri for break"],
        {("Noor", "hometown", "toledo", "active")},
        {("Noor", "employer", "break", "active"), ("Noor", "hometown", "toledo fri", "active")},
        id="a-drive-home-for-a-break",
    ),
    pytest.param(
        ["started at the bakery mon"],
        {("Noor", "employer", "bakery", "active")},
        {("Noor", "employer", "bakery mon", "active")},
        id="a-day-after-a-place-is-when",
    ),
    pytest.param(
        ["i drive for Bolt on weekends"], {("Noor", "employer", "Bolt", "active")}, set(), id="a-driver"
    ),
    # --- a car sold to the speaker is theirs -----------------------------------------------------
    pytest.param(
        ["my aunt sold me her 2015 honda jazz for 3k"],
        {("Noor", "car", "honda jazz", "active")},
        {("Noor", "ended: car", "honda jazz", "active")},
        id="a-car-sold-to-me",
    ),
    pytest.param(
        ["my roomate dev never does the dishes"],
        {("Noor", "flatmate", "Dev", "active")},
        set(),
        id="a-roomate-as-chat-spells-it",
    ),
    # --- a doing no dictionary holds, got into, is a pastime ----------------------------------------
    pytest.param(
        ["my neighbour got me into padel, we play on fridays"],
        {("Noor", "hobby", "padel", "active")},
        set(),
        id="got-into-a-new-sport",
    ),
    pytest.param(
        ["my cousin got me into trouble again"],
        set(),
        {("Noor", "hobby", "trouble", "active")},
        id="got-into-trouble-is-no-pastime",
    ),
    # --- chat's short words for a trade; a name's particle keeps the rest of it -------------------
    pytest.param(
        ["I'm a vet tech at the Clinique Animale du Vieux-Port in Marseille"],
        {("Noor", "job title", "vet tech", "active")},
        set(),
        id="a-vet-tech",
    ),
    pytest.param(
        ["my brother Wiremu is a sparky in Napier"],
        {("Wiremu", "job title", "sparky", "active")},
        set(),
        id="a-sparky",
    ),
    pytest.param(
        ["I am a receptionist at the Clinique Vétérinaire du Plateau in Montreal"],
        {("Noor", "employer", "Clinique Vétérinaire du Plateau", "active")},
        set(),
        id="a-name-with-its-particle",
    ),
    pytest.param(
        ["I'm a nurse at Ysbyty Gwynedd, du jour as they say"],
        set(),
        {("Noor", "employer", "Ysbyty Gwynedd du jour", "active")},
        id="a-particle-after-a-comma-is-no-name",
    ),
    pytest.param(
        ["my manager is Tom Baker, CEO"],
        {("Noor", "manager", "Tom Baker", "active")},
        {("Noor", "manager", "Tom Baker CEO", "active")},
        id="a-title-beside-a-name-is-no-part-of-it",
    ),
    # --- a name the tagger reads as an adjective; a pastime done as a habit ----------------------
    pytest.param(
        ["our cat is Patate, she's a grumpy old tabby"],
        {("Noor", "pet", "Patate", "active")},
        set(),
        id="a-name-read-as-an-adjective",
    ),
    pytest.param(
        ["my new boss is Brilliant, honestly", "our cat is patate, she's a grumpy old tabby"],
        set(),
        # (a lowercase word is left as the tagger read it: lowercase, such words are more often slang)
        {("Noor", "manager", "Brilliant", "active"), ("Noor", "pet", "patate", "active")},
        id="a-word-of-praise-is-no-name",
    ),
    pytest.param(
        ["I do yoga on sundays"], {("Noor", "hobby", "yoga", "active")}, set(), id="a-pastime-done-as-a-habit"
    ),
    pytest.param(
        ["I do the accounts for the church", "I did yoga yesterday"],
        set(),
        {("Noor", "hobby", "accounts", "active"), ("Noor", "hobby", "yoga", "active")},
        id="a-chore-or-a-doing-once-is-no-pastime",
    ),
    # --- a lowercase adjective the tagger takes for a name is what a place is like --------------
    pytest.param(
        ["the new flat is grotty"],
        set(),
        {("Noor", "residence", "grotty", "active")},
        id="a-lowercase-adjective-is-no-name",
    ),
    pytest.param(
        ["home is leeds now", "my boss is wiremu"],
        {("Noor", "residence", "leeds", "active"), ("Noor", "manager", "wiremu", "active")},
        set(),
        id="a-lowercase-name-is-still-one",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_fourth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
