"""Table tests for the seventeenth pass on chat (memcli.curators.parse): a job named without its
article ("she is dental hygienist"), and tastes as people say them in passing. A favourite named
before its role ("ramen is my favourite food"); what someone finds disgusting or relaxing, said of
a thing in general; a soft spot or a weakness for something; being partial to it. Rows are (turns,
must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import A, facts

CASES = [
    # --- a job named without its article ---------------------------------------------------------
    pytest.param(
        ["my girlfriend is Maren. She is dental hygienist."],
        {("Maren", "job title", "dental hygienist", "active")},
        set(),
        id="she-is-dental-hygienist",
    ),
    pytest.param(
        ["I am picker in warehouse, night shift"],
        {("Noor", "job title", "picker", "active")},
        set(),
        id="a-worker-wordnet-knows",
    ),
    pytest.param(
        ["my brother is electrician in Krakow"],
        {("Noor's brother", "job title", "electrician", "active")},
        {("Noor", "sibling", "electrician", "active")},  # what he is, not who
        id="my-brother-is-electrician",
    ),
    pytest.param(
        ["my sister is nightmare lol"],
        set(),
        {("Noor's sister", "job title", "nightmare", "active"), ("Noor", "sibling", "nightmare", "active")},
        id="no-worker-no-job",
    ),
    pytest.param(
        ["we are pickers now, both of us"],
        set(),
        {("Noor", "job title", "pickers", "active")},  # plural: said of many at once
        id="a-plural-is-no-bare-job",
    ),
    pytest.param(
        ["I am the picker they trust"],
        set(),
        {("Noor", "job title", "picker", "active")},
        id="a-determined-worker-is-no-bare-job",
    ),
    # --- how one lives, with "I" dropped --------------------------------------------------------
    pytest.param(
        ["live in Bath with my wife"],
        {("Noor", "residence", "Bath", "active")},
        set(),
        id="live-in-with-i-dropped",
    ),
    pytest.param(
        ["live your life!"], set(), {("Noor", "live", "life", "active")}, id="live-your-life-is-advice"
    ),
    # --- near a place is not in it -------------------------------------------------------------
    pytest.param(
        ["we got a little place in Fenby near the services"],
        {("Noor", "residence", "Fenby", "active")},
        {("Noor", "residence", "services", "active")},
        id="a-home-near-somewhere",
    ),
    # --- a job beside the speaker's own name ------------------------------------------------------
    pytest.param(
        ["I'm Noor, a nurse at St Mary's"],
        {("Noor", "job title", "nurse", "active"), ("Noor", "employer", "St Mary's", "active")},
        set(),
        id="my-name-then-my-job",
    ),
    pytest.param(
        ["hi! I'm Noor, 29, nurse at St Mary's"],
        {("Noor", "job title", "nurse", "active")},
        {("Noor", "job title", "Noor nurse", "active")},
        id="my-name-hung-on-my-job",
    ),
    pytest.param(
        ["my sister Ana got married", "she's Ana Reyes now, a nurse at St Mary's"],
        {("Ana", "job title", "nurse", "active")},
        {("Noor", "job title", "nurse", "active")},
        id="her-name-then-her-job",
    ),
    # --- someone's school named beside it --------------------------------------------------------
    pytest.param(
        [
            "my grandson Leo is seven now",
            ("lovely", A, None),
            "Leo's school, Harrow Lane Primary, wants readers",
        ],
        {("Leo", "school", "Harrow Lane Primary", "active")},
        set(),
        id="leos-school-named-beside-it",
    ),
    pytest.param(
        ["the school, Harrow Lane Primary, wants readers"],
        set(),
        {("Noor", "school", "Harrow Lane Primary", "active")},
        id="a-school-of-no-one",
    ),
    pytest.param(
        ["my gym, Ironclad, is closing"],
        set(),
        {("Noor", "club", "Ironclad", "active")},
        id="only-a-school",
    ),
    # --- a vehicle, then its name ----------------------------------------------------------------
    pytest.param(
        ["new car!! a little blue Corsa"],
        {("Noor", "car", "Corsa", "active")},
        set(),
        id="new-car-then-a-verbless-name",
    ),
    pytest.param(
        ["finally got a car - a 2012 Fiesta"],
        {("Noor", "car", "Fiesta", "active")},
        set(),
        id="a-car-a-dash-its-name",
    ),
    pytest.param(
        ["sold the van and got an electric car a Calloway Verge"],
        {("Noor", "car", "Calloway Verge", "active")},
        set(),
        id="dictation-without-the-comma",
    ),
    pytest.param(
        ["new car!! a little blue one, came with a Toyota manual"],
        set(),
        {("Noor", "car", "Toyota manual", "active")},
        id="a-verb-after-the-name-is-no-bare-name",
    ),
    pytest.param(
        ["new car!! Greenway Motors, nice people"],
        set(),
        {("Noor", "car", "Greenway Motors", "active")},  # where it came from: no "a" before it
        id="a-name-without-an-article-is-no-car",
    ),
    pytest.param(
        ["that car!! a little blue Corsa"],
        set(),
        {("Noor", "car", "Corsa", "active")},
        id="a-car-not-new-is-no-ones",
    ),
    pytest.param(
        ["a new car drove past. a Corsa"],
        set(),
        {("Noor", "car", "Corsa", "active")},
        id="a-new-car-in-a-clause-is-no-note",
    ),
    pytest.param(
        ["got a car a while back"],
        set(),
        {("Noor", "car", "while back", "active"), ("Noor", "car", "while", "active")},
        id="a-while-is-no-name",
    ),
    pytest.param(
        ["my sister's new car, a Corsa"],
        set(),
        {("Noor", "car", "Corsa", "active")},
        id="someone-elses-new-car",
    ),
    # --- a person introduced by a word that says who -------------------------------------------
    pytest.param(
        ["my new line manager is a guy called Taj", ("ok", A, None), "she's now the manager of Linden Books"],
        {("Noor", "manager", "Taj", "active")},
        {("Taj", "employer", "Linden Books", "active"), ("Taj", "job title", "manager", "active")},
        id="a-guy-called-taj-is-no-she",
    ),
    pytest.param(
        [
            "my new line manager is a woman called Petra",
            ("ok", A, None),
            "she's now the manager of Linden Books",
        ],
        {("Petra", "employer", "Linden Books", "active")},
        set(),
        id="a-woman-called-petra-is-she",
    ),
    pytest.param(
        [
            "my boss is Ana, she just hired a guy called Tom",
            ("ok", A, None),
            "she's now the manager of Linden Books",
        ],
        {("Ana", "employer", "Linden Books", "active")},
        set(),
        id="the-guy-is-tom-not-ana",
    ),
    # --- a known name in lowercase ----------------------------------------------------------------
    pytest.param(
        ["my brother Kacper works at Hopgrove Brewery", ("nice", A, None), "kacper quit Hopgrove Brewery"],
        {("Kacper", "employer", "ended: Hopgrove Brewery", "active")},
        set(),
        id="kacper-in-lowercase-is-kacper",
    ),
    pytest.param(
        ["my friend Rose works at Hopgrove Brewery", ("nice", A, None), "rose quit Hopgrove Brewery"],
        {("Rose", "employer", "Hopgrove Brewery", "active")},
        {("Rose", "employer", "ended: Hopgrove Brewery", "active")},
        id="a-name-that-is-a-word-in-lowercase-is-the-word",
    ),
    # --- retired ----------------------------------------------------------------------------------
    pytest.param(
        ["I work at Quillon", "retired today!! 30 years"],
        {("Noor", "employer", "ended: Quillon", "active")},
        set(),
        id="retired-ends-the-job",
    ),
    pytest.param(
        ["I work at Quillon", "I retired the old laptop finally"],
        set(),
        {("Noor", "employer", "ended: Quillon", "active")},
        id="retiring-a-thing-is-no-retirement",
    ),
    # --- a day is when, not what -------------------------------------------------------------------
    pytest.param(
        ["i now play for Riverside Rovers on sundays"],
        {("Noor", "club", "Riverside Rovers", "active")},
        {("Noor", "hobby", "sundays", "active")},
        id="weekdays-are-no-hobby",
    ),
    pytest.param(
        ["I love sundays"], {("Noor", "likes", "sundays", "active")}, set(), id="people-like-sundays"
    ),
    pytest.param(
        ["my best friend is May"], {("Noor", "friend", "May", "active")}, set(), id="a-friend-called-may"
    ),
    # --- a favourite named first --------------------------------------------------------------------
    pytest.param(
        ["ramen is my favorite food"],
        {("Noor", "favourite food", "ramen", "active")},
        set(),
        id="a-favourite-food-named-first",
    ),
    pytest.param(
        ["honestly dumplings are my fave thing in the world"],
        {("Noor", "favourite thing", "dumplings", "active")},
        set(),
        id="a-favourite-thing-however-spelt",
    ),
    pytest.param(
        ["Wolf Alice is my favourite band"],
        {("Noor", "favourite band", "Wolf Alice", "active")},
        {("Noor", "band", "Wolf Alice", "active")},  # the same role, not a band of one's own
        id="a-favourite-band-named-first",
    ),
    pytest.param(
        ["Adele is my sister's favourite singer"],
        set(),
        {("Noor", "favourite singer", "Adele", "active")},  # the sister's, not mine
        id="someone-elses-favourite",
    ),
    pytest.param(
        ["the Rovers are my team"],
        {("Noor", "team", "Rovers", "active")},
        set(),
        id="a-role-that-is-no-favourite-stays",
    ),
    pytest.param(
        ["soup is a favourite of mine"],
        set(),
        {("Noor", "favourite soup", "soup", "active")},
        id="no-role-named",
    ),
    # --- what someone finds so ---------------------------------------------------------------------
    pytest.param(
        ["I find olives disgusting tbh"],
        {("Noor", "dislikes", "olives", "active")},
        set(),
        id="found-disgusting",
    ),
    pytest.param(
        ["I find lamb unpalatable, so I would rather avoid it"],
        {("Noor", "dislikes", "lamb", "active")},
        set(),
        id="found-unpalatable-the-parser-reads-as-a-clause",
    ),
    pytest.param(
        ["I find gardening really relaxing"],
        {("Noor", "likes", "gardening", "active")},
        set(),
        id="found-relaxing-past-an-adverb",
    ),
    pytest.param(
        ["i found the film boring"],
        set(),
        {("Noor", "dislikes", "film", "active")},
        id="one-film-judged-once",
    ),
    pytest.param(
        ["I find olives everywhere in this town"],
        set(),
        {("Noor", "dislikes", "olives", "active"), ("Noor", "likes", "olives", "active")},
        id="found-without-a-judgement",
    ),
    pytest.param(
        ["my brother finds olives disgusting"],
        set(),
        {("Noor", "dislikes", "olives", "active")},
        id="someone-elses-judgement-is-not-mine",
    ),
    # --- a fondness named by a noun ----------------------------------------------------------------
    pytest.param(
        ["I have a soft spot for westerns"],
        {("Noor", "likes", "westerns", "active")},
        set(),
        id="a-soft-spot-for",
    ),
    pytest.param(
        ["I've got a real weakness for thrillers"],
        {("Noor", "likes", "thrillers", "active")},
        set(),
        id="a-weakness-for",
    ),
    pytest.param(
        ["I found a spot for the tent"],
        set(),
        {("Noor", "likes", "tent", "active")},
        id="a-spot-that-is-not-soft",
    ),
    pytest.param(
        ["I'm partial to a good rioja"],
        {("Noor", "likes", "good rioja", "active")},
        set(),
        id="partial-to",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_seventeenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("sentence", "parsed"),
    [
        ("honestly I find olives really disgusting these days", True),
        ("my commute this morning was awful and slow", False),  # a judgement, nothing found
        ("I found the keys under the sofa this morning", False),  # found, nothing judged
        ("I have always had a soft spot for old westerns", True),
        ("my parking spot was taken again by the delivery people", False),
        ("I have a real weakness for cheap thrillers", True),
    ],
)
def test_words_of_taste_make_a_sentence_worth_a_parse_together(sentence, parsed):
    from memcli.curators.parse import worth_parsing

    assert worth_parsing(sentence) is parsed
