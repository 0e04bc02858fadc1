"""Table tests for the fifty-first session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from memcli.curators.parse import worth_parsing
from tests.test_parse_curator import assert_facts, curate

CASES = [
    # --- a pastime taken up "instead" ends the one named before it --------------------------------
    pytest.param(
        [
            "my daughter plays netball",
            "she hurt her ankle, no netball till spring. so she took up archery instead",
        ],
        {
            ("Noor's daughter", "hobby", "ended: netball", "active"),
            ("Noor's daughter", "hobby", "archery", "active"),
        },
        set(),
        id="instead-ends-the-one-named-in-the-turn",
    ),
    pytest.param(
        ["i go swimming on mondays", "swimming got too much. Instead, I started pilates"],
        {("Noor", "hobby", "ended: swimming", "active")},
        set(),
        id="instead-first-in-its-sentence",
    ),
    pytest.param(
        ["i go swimming on mondays", "started pilates too, on fridays"],  # no "instead": both kept
        {("Noor", "hobby", "pilates", "active")},
        {("Noor", "hobby", "ended: swimming", "active")},
        id="no-instead-keeps-both",
    ),
    pytest.param(
        ["i go swimming on mondays", "started pilates instead"],  # the turn does not name karate
        {("Noor", "hobby", "pilates", "active")},
        {("Noor", "hobby", "ended: swimming", "active")},
        id="instead-with-nothing-named-ends-nothing",
    ),
    pytest.param(
        ["my son plays hockey", "he gave up hockey and took up fencing instead"],
        {("Noor's son", "hobby", "ended: hockey", "active")},
        {("Noor's son", "hobby", "ended: fencing", "active")},
        id="the-taken-one-is-nearest-instead",
    ),
    pytest.param(
        ["i play chess and golf", "chess is fine but no golf for a while, so i started swimming instead"],
        {("Noor", "hobby", "ended: golf", "active")},
        {("Noor", "hobby", "ended: chess", "active")},
        id="only-the-one-named-last-ends",
    ),
    pytest.param(
        [  # ("tbh" is read as "to be honest": the sentence is not found as written)
            "i play chess and golf",
            "my back has been bad all winter and the physio says no golf now. tbh i took up tennis instead",
        ],
        {("Noor", "hobby", "ended: golf", "active")},
        set(),
        id="instead-in-a-sentence-rewritten-for-reading",
    ),
    pytest.param(
        ["i play chess", "i took up golf instead of chess"],
        {("Noor", "hobby", "ended: chess", "active"), ("Noor", "hobby", "golf", "active")},
        set(),
        id="taken-up-instead-of",
    ),
    pytest.param(
        ["i play chess and golf", "i took up tennis instead of chess, golf is too pricey"],
        {("Noor", "hobby", "ended: chess", "active")},
        {("Noor", "hobby", "ended: golf", "active")},
        id="instead-of-names-it-not-the-last-said",
    ),
    pytest.param(
        ["i play chess and golf", "no golf for now so i took up tennis instead. chess club is on fridays"],
        {("Noor", "hobby", "ended: golf", "active")},
        {("Noor", "hobby", "ended: chess", "active")},
        id="said-after-it-is-no-antecedent",
    ),
    pytest.param(
        ["my son plays hockey", "he dropped hockey, plays chess at school now and took up fencing instead"],
        {("Noor's son", "hobby", "ended: hockey", "active")},
        {("Noor's son", "hobby", "ended: chess", "active")},
        id="a-pastime-filed-in-the-turn-is-not-ended",
    ),
    pytest.param(
        ["my son plays hockey", "he hurt his wrist playing hockey. so he took up chess instead"],
        {("Noor's son", "hobby", "ended: hockey", "active")},
        set(),
        id="held-before-and-said-again-in-the-turn",
    ),
    pytest.param(
        ["i love my book club", "i play hockey on tuesdays now. no wait, i took up chess instead"],
        set(),
        {("Noor", "hobby", "ended: hockey", "active")},
        id="said-in-the-turn-never-held-before",
    ),
    pytest.param(
        ["i play chess and golf", "golf got dull so i play chess instead"],
        {("Noor", "hobby", "ended: golf", "active")},
        {("Noor", "hobby", "ended: chess", "active")},
        id="the-one-taken-again-is-not-ended",
    ),
    pytest.param(
        [
            "my son plays hockey",
            "my son plays hockey on saturdays. i got bored waiting so i took up chess instead",
        ],
        set(),
        {("Noor's son", "hobby", "ended: hockey", "active")},
        id="only-the-doer-of-instead-gives-up",
    ),
    # --- "my old" phone: the one before ------------------------------------------------------------
    pytest.param(
        ["got a new Pixel to replace my old iphone"],
        {("Noor", "phone", "Pixel", "active"), ("Noor", "phone", "iphone", "older")},
        {("Noor", "phone", "iphone", "active")},
        id="my-old-phone-not-held",
    ),
    pytest.param(
        ["i have an iphone 12", "got a pixel to replace my old iphone 12"],
        {("Noor", "former phone", "iphone 12", "active")},
        {("Noor", "phone", "iphone 12", "older")},
        id="my-old-phone-held-ends",
    ),
    pytest.param(
        ["my sister gave me her old iphone, the samsung died"],  # hers before, mine now
        {("Noor", "phone", "iphone", "active")},
        {("Noor", "phone", "iphone", "older")},
        id="her-old-phone-is-mine-now",
    ),
    pytest.param(
        ["finally got my pixel 8 today!!"],  # mine, not old
        {("Noor", "phone", "pixel 8", "active")},
        {("Noor", "phone", "pixel 8", "older")},
        id="my-phone-not-old",
    ),
    pytest.param(
        ["my phone is an old Samsung lol"],  # old, and still the one had
        {("Noor", "phone", "Samsung", "active")},
        set(),
        id="an-old-phone-still-had",
    ),
    # --- an order to explain things at large, also after a preface --------------------------------
    pytest.param(
        ["explain things simple for me"],
        {("Noor", "instruction", "explain things simple for me", "active")},
        set(),
        id="explain-things-simple",
    ),
    pytest.param(
        ["ok one thing, explain everything slowly for me"],
        {("Noor", "instruction", "one thing, explain everything slowly for me", "active")},
        set(),
        id="explain-everything-after-a-preface",
    ),
    pytest.param(
        ["explain this simply for me"],  # one thing, once
        set(),
        {("Noor", "instruction", "explain this simply for me", "active")},
        id="explain-this-once",
    ),
    pytest.param(
        ["can you explain things to my mum"],  # a task asked of you, once
        set(),
        {("Noor", "instruction", "can you explain things to my mum", "active")},
        id="can-you-explain-things",
    ),
    pytest.param(
        ["mum explained things to me slowly"],
        set(),
        {("Noor", "instruction", "mum explained things to me slowly", "active")},
        id="explained-is-news",
    ),
    # --- where the speaker is from, said beside someone else ---------------------------------------
    pytest.param(
        ["visiting gran in Ballina, where i was born and raised lol"],
        {("Noor", "hometown", "Ballina", "active")},
        set(),
        id="where-i-was-born-and-raised",
    ),
    pytest.param(
        ["my aunt still lives in Tuam, where i was raised"],  # "raised" alone: no such clause read
        set(),
        {("Noor", "hometown", "Tuam", "active")},
        id="where-i-was-raised-alone-is-not-read",
    ),
    pytest.param(
        ["my granny is from Sligo like me"],
        {("Noor", "hometown", "Sligo", "active"), ("Noor's granny", "hometown", "Sligo", "active")},
        set(),
        id="from-there-like-me",
    ),
    pytest.param(
        ["Tomasz is from Gdansk, same as me"],
        {("Noor", "hometown", "Gdansk", "active")},
        set(),
        id="from-there-same-as-me",
    ),
    pytest.param(
        ["Tomasz comes from Gdansk like me"],
        {("Noor", "hometown", "Gdansk", "active")},
        set(),
        id="comes-from-there-like-me",
    ),
    pytest.param(
        ["Tomasz is from Gdansk same as me"],  # (hung by "same", not by "as")
        {("Noor", "hometown", "Gdansk", "active")},
        set(),
        id="from-there-same-as-me-unpunctuated",
    ),
    pytest.param(
        ["Tomasz is from Gdansk, as me"],
        set(),
        {("Noor", "hometown", "Gdansk", "active")},
        id="as-me-without-same",
    ),
    pytest.param(
        ["Tomasz is in Gdansk this week like me"],  # where one is, not where one is from
        set(),
        {("Noor", "hometown", "Gdansk", "active")},
        id="in-there-like-me",
    ),
    pytest.param(
        ["Tomasz is from Gdansk, unlike me"],
        set(),
        {("Noor", "hometown", "Gdansk", "active")},
        id="unlike-me",
    ),
    pytest.param(
        ["Tomasz is from Gdansk like you"],
        set(),
        {("Noor", "hometown", "Gdansk", "active")},
        id="like-you",
    ),
    pytest.param(
        ["Tomasz ordered pierogi from Gdansk like me"],
        set(),
        {("Noor", "hometown", "Gdansk", "active")},
        id="not-a-from-of-origin",
    ),
    pytest.param(
        ["Tomasz is from the office like me"],
        set(),
        {("Noor", "hometown", "office", "active")},
        id="from-no-named-place",
    ),
    # --- pets: a crossbreed, a breed the tagger misreads, a part an animal plays ---------------------
    pytest.param(
        ["went to the shelter and came home with Mochi, a scruffy terrier mix"],
        {("Noor", "pet", "Mochi", "active")},
        set(),
        id="came-home-with-a-name-then-a-crossbreed",
    ),
    pytest.param(
        ["we adopted Rolo last week, a spaniel cross"],
        {("Noor", "pet", "Rolo", "active")},
        set(),
        id="a-spaniel-cross",
    ),
    pytest.param(
        ["Rolo, our beagle mix, ate my sock"],
        {("Noor", "pet", "Rolo", "active")},
        {("Noor", "pet", "Mix", "active")},
        id="a-crossbreed-is-no-name",
    ),
    pytest.param(
        ["came home with Mochi, a cake mix"],
        set(),
        {("Noor", "pet", "Mochi", "active")},
        id="a-mix-of-no-animal",
    ),
    pytest.param(
        ["so my dog is the guinea pig for the new vet, ha"],
        set(),
        {("Noor", "pet", "guinea pig", "active")},
        id="the-part-a-pet-plays",
    ),
    pytest.param(
        ["my cat is the boss of this house"],
        set(),
        {("Noor", "pet", "boss of house", "active")},
        id="the-boss",
    ),
    pytest.param(
        ["my employer is the council now"],  # only a pet's part is read so
        {("Noor", "employer", "council", "active")},
        set(),
        id="the-council-is-an-employer",
    ),
    pytest.param(
        ["my dog is a labrador"],  # a kind, not a part played
        {("Noor", "pet", "labrador", "active")},
        set(),
        id="a-kind-of-dog",
    ),
    pytest.param(
        ["our new kitten is The Countess lol"],  # a name with "the" in it
        {("Noor", "pet", "Countess", "active")},
        set(),
        id="a-name-with-the",
    ),
    pytest.param(
        ["my dog is Rolo"],
        {("Noor", "pet", "Rolo", "active")},
        set(),
        id="a-pets-name",
    ),
    # --- a class or lessons of a pastime, begun or gone to ------------------------------------------
    pytest.param(
        ["i started pottery lessons on saturdays"],
        {("Noor", "hobby", "pottery", "active")},
        set(),
        id="pottery-lessons-begun",
    ),
    pytest.param(
        ["started a watercolour painting class on fridays"],  # the word nearest the noun
        {("Noor", "hobby", "painting", "active")},
        {("Noor", "hobby", "watercolour", "active")},
        id="the-pastime-nearest-the-class",
    ),
    pytest.param(
        ["i started driving lessons"],  # a skill learnt, no pastime
        set(),
        {("Noor", "hobby", "driving", "active")},
        id="driving-lessons-are-no-pastime",
    ),
    pytest.param(
        ["i started evening classes"],
        set(),
        {("Noor", "hobby", "evening", "active"), ("Noor", "hobby", "evening classes", "active")},
        id="classes-of-no-pastime",
    ),
    pytest.param(
        ["i started pottery evening classes"],  # the pastime, not the time of day
        {("Noor", "hobby", "pottery", "active")},
        set(),
        id="the-pastime-among-the-words-before",
    ),
    pytest.param(
        ["i started a pottery business"],  # a business, no class
        set(),
        {("Noor", "hobby", "pottery", "active")},
        id="a-pottery-business",
    ),
    pytest.param(
        ["i go to yoga on tuesdays"],
        {("Noor", "hobby", "yoga", "active")},
        set(),
        id="go-to-a-pastime",
    ),
    pytest.param(
        ["these days i go to a pilates class near work"],
        {("Noor", "hobby", "pilates", "active")},
        set(),
        id="go-to-a-class-of-a-pastime",
    ),
    pytest.param(
        ["i went to a yoga class yesterday"],  # once, no habit
        set(),
        {("Noor", "hobby", "yoga", "active")},
        id="went-to-a-class-once",
    ),
    pytest.param(
        ["i go to the gym before work"],
        set(),
        {("Noor", "hobby", "gym", "active")},
        id="go-to-no-pastime",
    ),
]


@pytest.mark.parametrize("rows, present, absent", CASES)
def test_fortysecond_rules(rows, present, absent):
    assert_facts(rows, present, absent)


def test_an_end_said_with_instead_is_filed_once():
    """ "gave up hockey and took up fencing instead": the end said is the end filed, once."""
    items = curate(["my son plays hockey", "he gave up hockey and took up fencing instead"])
    assert [i.value for i in items if i.value.startswith("ended:")] == ["ended: hockey"]


@pytest.mark.parametrize(
    ("sentence", "parsed"),
    [
        ("i started pottery lessons on saturdays", True),  # lessons of a pastime
        ("my kids have pottery classes after the school run", True),
        ("my kids have pottery courses after the school run", True),
        ("my kids have pottery workshop places after the school run", True),
        ("i go to yoga on tuesdays", True),  # a pastime gone to
        ("the new yoga mat smells odd tbh and is too thin", False),
        ("the kids go to school on tuesdays and thursdays", False),
        ("i go to the shops on tuesdays and it takes forever", False),  # gone to, no pastime
        ("we went to yoga on the beach last weekend it was cold", False),  # "went to": once
        ("the shop had evening classes posters up in the window", False),
        (
            "abeg one thing, explain things simple for me, no long grammar oo",
            True,
        ),  # an order after a preface
        ("so anyway one thing, it rained on me all day at the match", False),
    ],
)
def test_a_pastime_taught_or_gone_to_is_worth_parsing(sentence, parsed):
    assert worth_parsing(sentence) is parsed


@pytest.mark.parametrize(
    ("said", "pastime"),
    [
        ("pottery classes", True),
        ("pottery courses", True),
        ("pottery lessons", True),
        ("a pottery workshop", True),
        ("pottery mugs", False),
        ("evening classes", False),
        ("i go to pilates", True),
        ("she goes to yoga", True),
        ("i go to work", False),
        ("i went to yoga", False),
    ],
)
def test_a_pastime_said_by_its_lessons_or_going(said, pastime):
    from memcli.curators.parse import _pastime_said
    from memcli.text import words

    assert _pastime_said(words(said)) is pastime
