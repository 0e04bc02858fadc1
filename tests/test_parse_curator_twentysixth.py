"""Table tests for the twenty-sixth pass on chat (memcli.curators.parse and the answerer's slot
checks). Curator rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py;
our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import _rare_noun, answer_chat
from memcli.curators.instructions import _a_place_to_leave
from memcli.curators.parse import _a_past_form, _just_a_dwelling, chat_sentences
from tests.test_answer_chat import fact, said
from tests.test_parse_curator import U, facts

CASES = [
    # --- hired, in British English -----------------------------------------------------------------
    pytest.param(
        ["got taken on at Quillfort Motors, way better pay"],
        {("Noor", "employer", "Quillfort Motors", "active")},
        set(),
        id="taken-on-at-a-firm-is-hired-there",
    ),
    pytest.param(
        ["i was taken on by Quillfort last spring"],
        {("Noor", "employer", "Quillfort", "active")},
        set(),
        id="taken-on-by-a-firm-is-hired-there",
    ),
    # --- homes ---------------------------------------------------------------------------------------
    pytest.param(
        ["the move to yarrowby is done, crates all over"],
        {("Noor", "residence", "yarrowby", "active")},
        set(),
        id="the-move-done-with-more-said-after-a-comma",
    ),
    pytest.param(
        ["signed the lease on a one-bed in Quillan today, moving on the 1st"],
        {("Noor", "residence", "Quillan", "active")},
        {("Noor", "residence", "one-bed, Quillan", "active"), ("Noor", "residence", "one-bed", "active")},
        id="a-lease-on-a-home-told-by-its-bedrooms",
    ),
    pytest.param(
        ["we signed a lease in Quillan"],
        {("Noor", "residence", "Quillan", "active")},
        set(),
        id="a-lease-signed-in-a-town",
    ),
    pytest.param(
        ["we signed the lease in March"],
        set(),
        {("Noor", "residence", "March", "active")},
        id="a-lease-signed-in-a-month-is-no-home",
    ),
    pytest.param(
        ["moved into a two-bed on Ashcot Road"],
        {("Noor", "residence", "Ashcot Road", "active")},
        {("Noor", "residence", "two-bed", "active")},
        id="a-home-told-by-its-bedrooms-names-no-place",
    ),
    pytest.param(
        ["we rented a tiny place in Fenwold by the river"],
        {("Noor", "residence", "Fenwold", "active")},
        set(),
        id="a-place-got-in-a-town",
    ),
    pytest.param(
        ["got a place in the team for saturday"],
        set(),
        {("Noor", "residence", "team", "active")},
        id="a-place-in-a-team-is-no-home",
    ),
    pytest.param(
        ["just got a studio in penmoor, theres parking for the car too"],
        {("Noor", "residence", "penmoor", "active")},
        {("Noor", "car", "studio", "active")},
        id="a-home-got-is-no-vehicle-whatever-the-topic",
    ),
    # --- cars ----------------------------------------------------------------------------------------
    pytest.param(
        ["I drive a Fiesta", "the fiesta finally gave up, picked up a used Brevant yesterday"],
        {("Noor", "car", "Brevant", "active")},
        set(),
        id="the-car-held-gave-up-and-another-was-bought",
    ),
    pytest.param(
        ["the fiesta finally gave up, picked up a used Brevant yesterday"],
        set(),
        {("Noor", "car", "Brevant", "active")},
        id="a-model-no-one-said-was-the-car-tells-of-none",
    ),
    pytest.param(
        ["I drive a Fiesta", "washed the fiesta, then bought a Greggs"],
        set(),
        {("Noor", "car", "Greggs", "active")},
        id="the-car-said-as-an-object-is-no-car-given-up",
    ),
    pytest.param(
        ["I drive a Fiesta", "the fiesta is at the garage so picked up a Moxley Tango on loan"],
        set(),
        {("Noor", "car", "Moxley Tango", "active")},
        id="the-car-in-the-garage-is-no-car-given-up",
    ),
    pytest.param(
        ["I drive a Fiesta", "the fiesta got written off, picked up a used Brevant yesterday"],
        {("Noor", "car", "Brevant", "active")},
        set(),
        id="the-car-written-off-and-another-bought",
    ),
    # --- news told as steps ----------------------------------------------------------------------------
    pytest.param(
        ["quit the bakery, started at Lorncliffe Foods on monday"],
        {("Noor", "employer", "Lorncliffe Foods", "active")},
        {("Noor", "instruction", "quit the bakery, started at Lorncliffe Foods on monday", "active")},
        id="steps-of-news-are-no-order",
    ),
    pytest.param(
        ["I go to Quoddle gym", "cancelled quoddle gym, joined the climbing wall instead"],
        {("Noor", "club", "ended: Quoddle gym", "active")},
        set(),
        id="the-first-step-read-alone",
    ),
    pytest.param(
        ["quit the bakery"],
        set(),
        {("Noor", "instruction", "quit the bakery", "active")},
        id="quitting-a-workplace-is-no-order",
    ),
    # --- the people someone goes to for a service ------------------------------------------------------
    pytest.param(
        [
            "my accountant is Ivo Brackwell",
            "new accountant is Quilla Ruiz, starts in April",
        ],
        {
            ("Noor", "accountant", "Ivo Brackwell", "active"),
            ("Noor", "accountant", "Quilla Ruiz", "active"),
        },
        set(),
        id="an-accountant-and-a-new-one",
    ),
    pytest.param(
        ["Hugo (my assistant at the shop) is off sick"],
        {("Noor", "assistant", "Hugo", "active")},
        set(),
        id="an-assistant-named-in-brackets",
    ),
    pytest.param(
        ["I'm an accountant"],
        {("Noor", "job title", "accountant", "active")},
        {("Noor", "accountant", "accountant", "active")},
        id="being-an-accountant-is-a-job",
    ),
    pytest.param(
        ["my accountant is Simon Brierly"],
        {("Noor", "accountant", "Simon Brierly", "active")},
        set(),
        id="a-surname-the-tagger-reads-as-an-adverb",
    ),
    # --- a business run --------------------------------------------------------------------------------
    pytest.param(
        ["I run Quistre & Rowe, we do framing and prints", "I run a bakery called Crumbwell"],
        {("Noor", "employer", "Quistre & Rowe", "active"), ("Noor", "employer", "Crumbwell", "active")},
        set(),
        id="a-business-run-is-where-one-works",
    ),
    pytest.param(
        ["I used to run Crumbwell"],
        {("Noor", "former employer", "Crumbwell", "active")},
        {("Noor", "employer", "Crumbwell", "active")},
        id="a-business-once-run",
    ),
    pytest.param(
        ["I run marathons", "I run the kitchen most nights"],
        set(),
        {("Noor", "employer", "marathons", "active"), ("Noor", "employer", "kitchen", "active")},
        id="running-a-race-or-a-kitchen-names-no-business",
    ),
    # --- a move, then where ------------------------------------------------------------------------------
    pytest.param(
        ["finally moved!! pellow. small flat but it has a balcony"],
        {("Noor", "residence", "pellow", "active")},
        set(),
        id="a-move-then-the-place-alone",
    ),
    pytest.param(
        ["we moved!! finally. so tired", "we moved!! dunno. crates all over"],
        set(),
        {("Noor", "residence", "finally", "active"), ("Noor", "residence", "dunno", "active")},
        id="a-move-then-a-word-that-is-no-place",
    ),
    pytest.param(
        ["we moved!! dover. tiny flat"],
        {("Noor", "residence", "dover", "active")},
        set(),
        id="a-move-then-a-town-that-is-also-a-word",
    ),
    pytest.param(
        ["we moved in!! hexby. our new flat in Leeds is tiny"],
        {("Noor", "residence", "Leeds", "active")},
        {("Noor", "residence", "hexby", "active")},
        id="a-move-said-with-where-takes-no-second-place",
    ),
    pytest.param(
        ["she moved!! pellow."],
        set(),
        {("Noor", "residence", "pellow", "active")},
        id="someone-elses-move-then-a-place",
    ),
    pytest.param(
        ["we moved!! pellow and hexcombe. mad week"],
        set(),
        {("Noor", "residence", "pellow and hexcombe", "active")},
        id="a-move-then-more-than-a-place",
    ),
    # --- pastimes, idioms, posts -------------------------------------------------------------------------
    pytest.param(
        ["my cousin got me into pottery last year"],
        {("Noor", "hobby", "pottery", "active")},
        set(),
        id="a-pastime-someone-got-me-into",
    ),
    pytest.param(
        ["my cousin got me into paddleboarding"],
        {("Noor", "hobby", "paddleboarding", "active")},
        set(),
        id="a-pastime-no-dictionary-holds",
    ),
    pytest.param(
        ["she got her son into chess", "my dad didn't get me into chess"],
        set(),
        {("Noor", "hobby", "chess", "active")},
        id="someone-else-got-into-a-pastime-or-not-got",
    ),
    pytest.param(
        ["my cousin got me into trouble again", "he got me into the car"],
        set(),
        {("Noor", "hobby", "trouble", "active"), ("Noor", "hobby", "car", "active")},
        id="a-scrape-or-a-car-got-into-is-no-pastime",
    ),
    pytest.param(
        ["in fairness i was raised in Carrowby"],
        {("Noor", "hometown", "Carrowby", "active")},
        {("Noor", "hometown", "fairness", "active")},
        id="in-fairness-is-no-place",
    ),
    pytest.param(
        ["my boyfriend kieran is a line cook", "kieran got made sous chef over at Quarrow Kitchen"],
        {("Kieran", "job title", "sous chef", "active"), ("Kieran", "employer", "Quarrow Kitchen", "active")},
        set(),
        id="made-head-chef-is-promoted",
    ),
    pytest.param(
        ["got made redundant from the depot", "got made fun of at school again"],
        set(),
        {("Noor", "job title", "redundant", "active"), ("Noor", "job title", "fun", "active")},
        id="made-redundant-or-fun-of-is-no-post",
    ),
    pytest.param(
        ["I made a good manager, everyone said so"],
        set(),
        {("Noor", "job title", "good manager", "active")},
        id="making-a-good-one-is-no-promotion",
    ),
    pytest.param(
        ["7 porters, 2 nurses, one lift. can you plan the rota"],
        set(),
        {("Noor", "job title", "7 porters", "active")},
        id="people-counted-are-no-job",
    ),
    # --- English learnt as a second language -----------------------------------------------------------
    pytest.param(
        ["Yesterday I started in Quendle Insurance as analyst."],
        {("Noor", "employer", "Quendle Insurance", "active")},
        set(),
        id="started-in-a-firm",
    ),
    pytest.param(
        ["I started in Harlowby in May"],
        set(),
        {("Noor", "employer", "Harlowby", "active")},
        id="started-in-a-town-is-no-firm",
    ),
    pytest.param(
        ["I am waiter in Fellmoor Coffee since March."],
        {("Noor", "job title", "waiter", "active"), ("Noor", "employer", "Fellmoor Coffee", "active")},
        set(),
        id="a-role-held-in-a-firm",
    ),
    pytest.param(
        ["We're vegetarian", "From this year we are not more vegetarian"],
        {("Noor", "diet", "ended: vegetarian", "active")},
        set(),
        id="not-more-is-no-longer",
    ),
    pytest.param(
        ["I'm vegetarian", "I'm no longer vegetarian"],
        {("Noor", "diet", "ended: vegetarian", "active")},
        set(),
        id="a-diet-word-the-tagger-makes-the-root-given-up",
    ),
    pytest.param(
        ["I'm vegetarian", "I'm not vegetarian, more of a flexitarian"],
        set(),
        {("Noor", "diet", "ended: vegetarian", "active")},
        id="not-a-diet-then-more-of-another-is-no-diet-given-up",
    ),
    pytest.param(
        ["I'm vegetarian", "I'm not vegetarian anyway"],
        set(),
        {("Noor", "diet", "ended: vegetarian", "active")},
        id="a-diet-denied-without-a-word-of-time",
    ),
    pytest.param(
        ["I can't have walnuts, I'm allergic", "Please no pistachios in anything, I'm allergic."],
        {("Noor", "allergy", "pistachios", "active"), ("Noor", "allergy", "walnuts", "active")},
        set(),
        id="allergic-after-what-is-refused",
    ),
    pytest.param(
        ["I don't eat prawns and I'm allergic to cats", "I bought pistachios for Sam, I'm allergic though"],
        set(),
        {("Noor", "allergy", "prawns", "active"), ("Noor", "allergy", "pistachios", "active")},
        id="allergic-to-something-else-or-to-what-was-not-refused",
    ),
    pytest.param(
        ["she can't eat eggs, she's allergic"],
        set(),
        {("Noor", "allergy", "eggs", "active")},
        id="someone-elses-allergy",
    ),
    pytest.param(
        ["I'm vegetarian", "I've been vegetarian longer than you", "my sister is not vegetarian any more"],
        set(),
        {("Noor", "diet", "ended: vegetarian", "active")},
        id="longer-said-without-a-denial-or-of-someone-else",
    ),
    pytest.param(
        ["I have one cat, Mici", "Mici died last week :( now I have a dog, Bruno"],
        {("Noor", "pet", "ended: Mici", "active"), ("Noor", "pet", "Bruno", "active")},
        {("Noor", "pet", "ended: Bruno", "active")},
        id="a-death-ends-only-the-pet-of-its-clause",
    ),
    pytest.param(
        [
            "my wife Sigrid works at the council",
            ("sigrid finally left the council, shes at Brockwell Housing now", U, None, "s2"),
        ],
        {
            ("Sigrid", "employer", "Brockwell Housing", "active"),
            ("Sigrid", "employer", "ended: council", "active"),
        },
        {("Noor", "leave", "council", "active")},
        id="a-name-introduced-capitalized-then-written-lowercase",
    ),
    pytest.param(
        ["my dad is a postman", "dad retired last year, now he just gardens all day"],
        {("Noor's dad", "job title", "retired", "active")},
        set(),
        id="retired-is-what-someone-does-now",
    ),
    pytest.param(
        ["I'm a teacher", "I'll retire next year", "I haven't retired yet, two more years"],
        set(),
        {("Noor", "job title", "retired", "active")},
        id="a-retirement-to-come-or-denied-is-none",
    ),
    # --- set phrases and texting's "its" ---------------------------------------------------------------
    pytest.param(
        ["i dont eat anchovies, for the record"],
        set(),
        {("Noor", "not eat for", "record", "active")},
        id="for-the-record-is-no-value",
    ),
    pytest.param(
        ["my girlfriend zara is a florist", "zara and i split up its fine honestly we both wanted it"],
        {("Noor", "partner", "ended: Zara", "active")},
        {("Noor", "break up", "fine", "active")},
        id="its-before-a-predicate-is-it-is",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twenty_sixth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("cancelled the gym, joined the wall instead", ["cancelled the gym", "joined the wall instead"]),
        (
            "quit the job, moved to Leeds, tired but happy",
            ["quit the job", "moved to Leeds", "tired but happy"],
        ),
        ("got an offer from Harl, declined it", ["got an offer from Harl, declined it"]),
        ("red, white and blue", ["red, white and blue"]),
        ("i moved, got a flat", ["i moved, got a flat"]),
        (
            "so cancelled the gym, joined the wall",
            ["cancelled the gym", "joined the wall"],
        ),  # a subject said: the parser reads it
        ("moved out, need sleep", ["moved out, need sleep"]),  # no past step after the comma
    ],
)
def test_news_told_as_steps_is_cut_at_each_step(text, sentences):
    assert chat_sentences(text) == sentences


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        (
            "joined quillfort last week my manager is ana-ruth shes tough but fair honestly she grilled me"
            " about spreadsheets on day one and i froze but somehow it was fine",
            [
                "joined quillfort last week my manager is ana-ruth",
                "shes tough but fair",
                "honestly she grilled me about spreadsheets on day one and i froze but somehow",
                "it was fine",
            ],
        ),
        (
            "my new boss is ana-ruth shes strict but fair and really funny",
            ["my new boss is ana-ruth", "shes strict but fair and really funny"],
        ),
        (
            "i think shes strict but fair and funny to be honest",
            ["i think shes strict but fair and funny to be honest"],
        ),
    ],
)
def test_a_run_on_is_cut_at_shes_even_inside_dictation(text, sentences):
    assert chat_sentences(text) == sentences


@pytest.mark.parametrize(
    ("word", "past"),
    [("moved", True), ("got", True), ("quit", True), ("cancelled", True), ("going", False)]
    + [("goes", False), ("move", False), ("bed", False), ("red", False), ("need", False)],
)
def test_a_past_form(word, past):
    assert _a_past_form(word) is past


@pytest.mark.parametrize(
    ("value", "dwelling"), [("one-bed", True), ("a two-bed", True), ("Ash Road", False), ("flat", True)]
)
def test_a_home_told_by_its_bedrooms_is_just_a_dwelling(value, dwelling):
    assert _just_a_dwelling(value) is dwelling


@pytest.mark.parametrize(
    ("noun", "left"),
    [("bakery", True), ("choir", True), ("job", True), ("gym", True), ("company", True)]
    + [("intro", False), ("emoji", False), ("summary", False), ("paragraph", False)],
)
def test_a_place_one_leaves_is_no_part_of_a_reply(noun, left):
    class Noun:
        lemma_ = noun

    assert _a_place_to_leave(Noun) is left


# --- the answerer: which slot values answer --------------------------------------------------------
ANSWERS = [
    pytest.param(
        [
            fact(3, "Noor", "accountant", "Ivo Brackwell", "superseded", superseded_by=4, turn=3),
            fact(4, "Noor", "accountant", "Quilla Ruiz", turn=8),
            fact(5, "Quilla", "say", "prices are too low", turn=9),
        ],
        "who was my accountant before Quilla?",
        "Ivo Brackwell",
        id="a-name-in-before-x-is-when-not-whom",
    ),
    pytest.param(
        [
            fact(1, "Noor", "employer", "lambent", turn=5),
            said(2, "Noor", "any tips for a cramped bedsit, i work from home now", turn=9),
        ],
        "where do I work now?",
        "lambent",
        id="a-rare-word-is-a-firms-name",
    ),
    pytest.param(
        [
            fact(1, "Noor", "employer", "Quillfort"),
            said(2, "Noor", "got the junior analyst job at Quillfort"),
        ],
        "what is my job title now?",
        "junior analyst",
        id="a-title-asked-is-no-firm",
    ),
    pytest.param(
        [fact(1, "Noor", "dislikes", "anchovies")],
        "which dish would Noor refuse?",
        "anchovies",
        id="refusing-is-disliking",
    ),
]


@pytest.mark.parametrize(("entries", "question", "expected"), ANSWERS)
def test_which_slot_values_answer(entries, question, expected):
    found = answer_chat(question, entries, user_names=("Noor",))
    assert found.answer is not None and expected in found.answer, found


@pytest.mark.parametrize(
    ("word", "rare"),
    [("lambent", True), ("guy", False), ("work", False), ("somewhere", False), ("24h", False)],
)
def test_a_rare_noun_may_be_a_name(word, rare):
    assert _rare_noun(word) is rare


@pytest.mark.parametrize(
    ("text", "word", "dated"),
    [
        ("we found a cosy place in quenby", "quenby", False),  # a name taken for a date
        ("we moved in on 12", "12", True),  # a number the recognizer dates is a date
        ("starting at the bakery on Monday", "Monday", True),
    ],
)
def test_a_lone_name_the_recognizer_dates_is_no_date(text, word, dated):
    from spacy.tokens import Span

    from memcli.curators.parse import _dated, load_pipeline

    doc = load_pipeline()(text)
    token = next(t for t in doc if t.text == word)
    doc.ents = [Span(doc, token.i, token.i + 1, label="DATE")]  # as the small recognizer may tag it
    assert _dated(doc[token.i]) is dated


def test_the_service_words_of_everyday_talk_are_no_signal():
    """ "haircut" named the hairdresser in questions, and made every sentence about a haircut one
    to parse (generated chat gained 154 open-relation entries); the noun for the person is one."""
    from memcli.curators.parse import worth_parsing

    assert not worth_parsing("i sorted the spicy haircut after lunch yesterday evening")
    assert worth_parsing("i sorted the spicy barber after lunch yesterday evening")
