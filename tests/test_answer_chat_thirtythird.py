"""Table tests for the thirty-third session's answerer rows (memcli.answer_chat): a dated past
question reads the slot as it stood then, "did" asks the past, "who is she seeing" asks the
partner. Our own wording."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memcli.answer_chat import _Question, answer_chat
from memcli.text import stem
from tests.test_answer_chat import fact

PARTNERS = [
    replace(fact(1, "Ren", "partner", "Joss", status="superseded", superseded_by=2), valid_at="2023-01-20"),
    replace(fact(2, "Ren", "partner", "Ollie", status="superseded", superseded_by=3), valid_at="2024-02-14"),
    replace(fact(3, "Ren", "partner", "Nell"), valid_at="2024-09-08"),
    # an open relation of the one dated whose words are the question's time words: no second hop
    replace(fact(4, "Ollie", "start early", "shifts"), valid_at="2024-02-14"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who was Ren seeing in early 2024", "Ollie"),  # said by the end of April 2024: Ollie
        ("who was Ren going out with in 2023", "Joss"),  # by the end of 2023: Joss
        ("who was Ren seeing in january 2024", "Joss"),  # Ollie was first named in February
        ("who was Ren seeing in march 2024", "Ollie"),
        ("who was Ren seeing in mid-2024", "Ollie"),  # by the end of July: Nell came in September
        ("who is Ren seeing now", "Nell"),  # "seeing" asks the partner, now the latest
        ("who's ren seeing", "Nell"),
    ],
)
def test_a_dated_past_question_reads_the_slot_as_it_stood_then(question, expected):
    assert answer_chat(question, PARTNERS, user_names=("Ren",)).answer == expected


def test_a_past_question_dated_after_every_value_reads_the_earlier_ones():
    # every value was said by 2026: nothing dates one over another, the earlier values answer
    found = answer_chat("who was Ren seeing in 2026", PARTNERS, user_names=("Ren",))
    assert found.answer == "Joss, Ollie", found


@pytest.mark.parametrize(
    ("question", "terms"),
    [
        ("Who was Ren seeing in early 2024?", [stem("partner")]),  # "in early 2024" says when
        ("where did Ren live back in March 2023", [stem("live")]),
        ("what does Ren do in the mornings", [stem("mornings")]),  # no year: its words stay
    ],
)
def test_time_phrases_are_no_relation_words(question, terms):
    assert sorted(_Question(question, PARTNERS, ("Ren",)).relation_terms) == sorted(terms)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("where did Ren work", "Halyard Press"),  # "did": the past, the job left
        ("where does Ren work", "Quillon"),
        ("where has Ren worked", "Halyard Press, Quillon"),  # a perfect over a life: the story
    ],
)
def test_did_asks_the_past(question, expected):
    entries = [
        fact(1, "Ren", "employer", "Halyard Press", status="superseded", superseded_by=2),
        fact(2, "Ren", "employer", "Quillon"),
    ]
    found = answer_chat(question, entries, user_names=("Ren",))
    assert found.answer is not None and all(v in found.answer for v in expected.split(", ")), found


def test_a_thing_memory_files_as_its_own_subject_is_still_its_owners():
    from tests.test_answer_chat import said

    entries = [
        fact(1, "Ren's phone", "steal on", "tram"),  # "Ren's phone" a subject of its own
        said(2, "Ren", "phone got nicked on the tram. new number is 07700 900111"),
        said(3, "Ren", "the tram was packed again, never again"),
    ]
    found = answer_chat("what's Ren's phone number", entries, user_names=("Ren",))
    assert found.answer is not None and "900111" in found.answer, found


@pytest.mark.parametrize(
    ("later", "earlier", "kept"),
    [
        # the end of a number denied: the number said before is corrected
        ("sorry its 07700 900953. not 935", "new number: 07700 900935", "sorry its 07700 900953."),
        ("sorry its 07700 900953. not 953", "new number: 07700 900935", None),  # no number ends so
        ("its 07700 900953 not 009", "new number: 07700 900935", None),  # inside it, not its end
    ],
)
def test_a_correction_may_deny_the_end_of_a_number(later, earlier, kept):
    from memcli.answer_chat import _correcting

    assert _correcting(later, earlier) == kept


def test_the_thing_of_an_owned_subject_is_a_word_to_look_for():
    from tests.test_answer_chat import said

    entries = [
        fact(1, "Ren's bike", "steal from", "station"),
        said(2, "Ren", "got the bike back, frame is bright orange now after the respray"),
        said(3, "Ren", "favourite colour has always been teal tbh"),
    ]
    found = answer_chat("what colour is Ren's bike", entries, user_names=("Ren",))
    assert found.answer is not None and "orange" in found.answer and "teal" not in found.answer, found


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        ("ottoline says hello, shes my dog", True),  # the name five words from the dog
        ("ottoline says hello to u, shes my dog", False),  # seven words away: no name of it
        ("ottoline says big hello, shes my dog", False),  # six words away
        ("new flat has a garden so Juno can finally have the dog", False),  # someone who may have one
    ],
)
def test_a_name_is_read_within_name_reach_of_the_kind(sentence, answers):
    from tests.test_answer_chat import said

    entries = [said(1, "Ren", sentence), said(2, "Ren", "the boiler is playing up again, fun times")]
    found = answer_chat("what's Ren's dog called", entries, user_names=("Ren",))
    assert (found.answer is not None) is answers, found


@pytest.mark.parametrize(
    ("turn", "chosen", "shown"),
    [
        # a sentence opening on "it"/"only" is shown with the one before it, however long
        (
            "shop had no scotch bonnets for the jollof. It is my favourite dish and I miss it.",
            "It is my favourite dish and I miss it.",
            "shop had no scotch bonnets for the jollof. It is my favourite dish and I miss it.",
        ),
        (
            "ok. Two pints of Guinness max. Only beer I drink anyway.",
            "Only beer I drink anyway.",
            "Two pints of Guinness max. Only beer I drink anyway.",
        ),
        # a short one takes the ones after it (and none before)
        (
            "hiya. started pottery. Tuesdays at the Kiln Shed.",
            "started pottery.",
            "started pottery. Tuesdays at the Kiln Shed.",
        ),
        # a long one that leans on nothing stands alone, without the ones after it
        (
            "bus was late again. My favourite dish is jollof rice with plantain on the side. gotta run",
            "My favourite dish is jollof rice with plantain on the side.",
            "My favourite dish is jollof rice with plantain on the side.",
        ),
    ],
)
def test_an_answer_sentence_keeps_what_it_leans_on(turn, chosen, shown):
    from memcli.answer_chat import _extend
    from tests.test_answer_chat import said

    assert _extend(chosen, said(1, "Ren", turn)) == shown


@pytest.mark.parametrize(
    ("question", "fact_", "expected"),
    [
        # a kind the relation does not name, and a value not of it: what was said answers
        ("what colour is Ren's car", ("car", "Skoda Octavia"), "green"),
        ("what operation did Ren's wife have", ("partner", "Juno"), "knee"),
        ("which hospital is Ren's wife in", ("partner", "Juno"), "Kelder"),  # a place, no person
        ("which garage is Ren's car at", ("car", "Skoda Octavia"), "Dunmore"),  # a place, no car
        # a value of the kind asked answers ("red" is a colour), and one of a kind the relation
        # names ("car")
        ("what car does Ren drive", ("car", "Skoda Octavia"), "Skoda Octavia"),
        ("what colour is Ren's car", ("car", "red Fiesta"), "red Fiesta"),
        # a kind word before a noun the relation names only qualifies it
        ("which football club does Ren play for", ("club", "Hartfield Rovers"), "Hartfield Rovers"),
        # a home or a workplace is asked for by any kind of place
        ("what street does Ren live on", ("residence", "Quarry Street"), "Quarry Street"),
        ("which part of Lisbon does Ren live in", ("residence", "Alfama"), "Alfama"),
        ("which school does Ren work at now", ("employer", "Brennick Park"), "Brennick Park"),
    ],
)
def test_a_slot_answers_the_kind_asked_only_by_a_value_of_it(question, fact_, expected):
    from tests.test_answer_chat import said

    relation, value = fact_
    entries = [
        fact(1, "Ren", relation, value),
        said(2, "Ren", "the car is dark green under all the mud"),
        said(3, "Ren", "Juno had her knee operation on friday at Kelder hospital, all went fine"),
        said(4, "Ren", "the car is at the Dunmore garage till tuesday, clutch again"),
    ]
    found = answer_chat(question, entries, user_names=("Ren",))
    assert found.answer is not None and expected in found.answer, found


def test_a_before_clause_that_takes_every_word_leaves_the_kind_asked():
    from tests.test_answer_chat import said

    entries = [
        said(1, "Ren", "van's knackered. 2011 Berlingo, gearbox is shot"),
        said(2, "Ren", "the dog ate a sock, vet bill incoming"),
        said(3, "Ren", "got rid of the old one and picked up a used Kangoo from a bloke in Ayr"),
    ]
    # "what van … before the kangoo": "kangoo" dates the question; the van asked is what is looked for
    found = answer_chat("what van did i have before the kangoo", entries, user_names=("Ren",))
    assert found.answer is not None and "Berlingo" in found.answer, found
