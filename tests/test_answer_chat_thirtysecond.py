"""Table tests for the thirty-second session's answerer rows (memcli.answer_chat). Our own
wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import said

PUPPY = "big news, a beagle puppy joined the household, we named her Clementine"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "the user's": whose, like "Ren's" — "user" is no word a statement must say
        ("what's the name of the user's dog", "Clementine"),
        ("what is Ren's dog called", "Clementine"),
        ("what's my dog called", "Clementine"),
    ],
)
def test_the_user_written_so_asks_no_word_user(question, expected):
    entries = [said(1, "Ren", PUPPY), said(2, "Ren", "the boiler is making that noise again")]
    found = answer_chat(question, entries, user_names=("Ren",))
    assert found.answer is not None and expected in found.answer, found


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        (PUPPY, True),  # a beagle puppy is a dog: the name beside it is the dog's
        # the name is said beside no dog, nor a thing of the dog kind
        ("big news, my niece joined the choir, we named the cake Clementine", False),
    ],
)
def test_a_name_near_a_thing_of_the_kind_asked(sentence, answers):
    entries = [said(1, "Ren", sentence), said(2, "Ren", "my dog is a menace"), said(3, "Ren", "tea?")]
    found = answer_chat("what's the name of Ren's dog", entries, user_names=("Ren",))
    assert (found.answer is not None and "Clementine" in found.answer) is answers, found


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what car does he drive", "Skoda Fabia"),  # "he", no one named: the memory's own person
        ("what does she drive these days", "Skoda Fabia"),
        ("what car does Tove drive", "Saab"),  # someone named: theirs
    ],
)
def test_a_pronoun_naming_no_one_asks_after_the_user(question, expected):
    from tests.test_answer_chat import fact

    entries = [
        said(1, "Ren", "sold the van, I drive a Skoda Fabia now"),
        fact(2, "Ren", "car", "Skoda Fabia"),
        fact(3, "Tove", "car", "Saab"),
    ]
    assert answer_chat(question, entries, user_names=("Ren",)).answer == expected


# --- passages: a texting line's fragments read together; the passages beside one lend it words ----
@pytest.mark.parametrize(
    ("text", "passages"),
    [
        # a fragment under PASSAGE_MIN words joins the one before it
        (
            "we adopted a rescue ferret. Pickle. very bitey",
            ["we adopted a rescue ferret. Pickle. very bitey"],
        ),
        # the first, short, joins the one after it
        ("ha ok. my nephew starts school on monday", ["ha ok. my nephew starts school on monday"]),
        # sentences of five words or more stand alone
        (
            "the boiler broke again today. the plumber comes on friday",
            ["the boiler broke again today.", "the plumber comes on friday"],
        ),
    ],
)
def test_passages(text, passages):
    from memcli.answer_chat import _passages

    assert [p.strip() for p in _passages(said(1, "Ren", text))] == passages


OTHER = [said(8, "Ren", "the weather has been grim all week"), said(9, "Ren", "the bus was late again today")]


def test_a_name_in_a_fragment_after_its_thing():
    """ "a rescue ferret. Pickle.": the name, alone, is the pet's (read as one passage)."""
    entries = [said(1, "Ren", "we adopted a rescue ferret. Pickle. very bitey"), *OTHER]
    found = answer_chat("what is Ren's pet called", entries, user_names=("Ren",))
    assert found.answer is not None and "Pickle" in found.answer, found


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        # "swimming" said in the next sentence of the turn: lent to the one that names the lido
        ("sundays I head down to Kellow Lido first thing. swimming keeps me sane lately", True),
        # a sentence that says none of the question's words itself borrows none
        ("I head down to Kellow Lido first thing. swimming keeps me sane lately", False),
    ],
)
def test_the_passage_beside_a_statement_lends_it_words(text, answers):
    entries = [said(1, "Ren", text), *OTHER]
    found = answer_chat("where does Ren swim on sundays?", entries, user_names=("Ren",))
    assert (found.answer is not None and "Kellow Lido" in found.answer) is answers, found


def test_what_a_neighbour_lends_counts_for_a_share():
    """A question's word said in the passage beside the statement counts CONTEXT_CREDIT of its
    weight there."""
    from memcli.answer_chat import CONTEXT_CREDIT, _lent, _Nearness, _Question
    from memcli.text import stem, words

    q = _Question("where does Ren swim on sundays", [], ("Ren",))
    near = _Nearness(q, {"swim", "sunday"})
    turn, other = said(1, "Ren", "x"), said(2, "Ren", "swimming again")
    passages = ["sundays at Kellow Lido.", "swimming keeps me sane"]
    bags = [(turn, p, {stem(w) for w in words(p)}) for p in passages]
    bags.append((other, "swimming again", {"swim", "again"}))  # another turn's: lends nothing
    assert _lent(near, {"swim"}, bags, 0) == {"swim": CONTEXT_CREDIT} and CONTEXT_CREDIT == 0.7
    assert _lent(near, {"swim"}, bags[:1] + bags[2:], 0) == {}


def test_he_in_a_joined_passage_is_the_one_named_before_it():
    """ "he works at Fenwick Mill now. ha.": a passage (a fragment joined) reads the sentences
    before it in its turn for whom "he" means."""
    text = (
        "the weather was awful all day. the bus was late again too. my brother Tomas came round "
        "yesterday. he works at Fenwick Mill now. ha."
    )
    entries = [said(1, "Ren", text), *OTHER]
    found = answer_chat("where does Tomas work", entries, user_names=("Ren",))
    assert found.answer is not None and "Fenwick Mill" in found.answer, found


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        # a trade named with its place says where someone works
        ("been seeing Mila for a bit, she's a hairdresser at Snip Street in Tarnby", True),
        # no trade and no word of work: where they met is no workplace
        ("been seeing Mila for a bit, we met at Snip Street in Tarnby", False),
    ],
)
def test_a_trade_named_meets_a_question_of_work(text, answers):
    entries = [said(1, "Ren", text), *OTHER]
    found = answer_chat("where does Mila work", entries, user_names=("Ren",))
    assert (found.answer is not None and "Snip Street" in found.answer) is answers, found


@pytest.mark.parametrize(
    ("word", "kind", "expected"),
    [
        ("primary", "school", True),  # "Glenburnie Primary": a school by everyday speech
        ("nursery", "school", True),
        ("primary", "colour", False),
        ("election", "school", False),
    ],
)
def test_school_words_people_use(word, kind, expected):
    from memcli import kinds

    assert kinds.is_of_kind(word, kind) is expected


@pytest.mark.parametrize(
    ("clause", "things"),
    [
        ("the library", {"library"}),
        ("I moved in with my girlfriend", {"girlfriend"}),  # the subject and its verb left out
        ("he retired", set()),
    ],
)
def test_what_a_before_clause_names(clause, things):
    from memcli.answer_chat import _things_in
    from memcli.text import stem

    assert _things_in(clause) == {stem(t) for t in things}


def test_before_a_thing_with_no_name():
    """ "before the library": what was said before the library was first named."""
    entries = [
        said(1, "Ren", "I volunteer at the Harbour Hospice shop on saturdays, sorting donations", order=1),
        said(2, "Ren", "gave up the shop, it's the library for me now", order=2),
        said(3, "Ren", "I volunteer at the library on tuesdays and thursdays these days", order=3),
        said(4, "Ren", "I volunteer with the library's reading club, best part of my week", order=4),
        *OTHER,
    ]
    found = answer_chat("where did Ren volunteer before the library", entries, user_names=("Ren",))
    assert found.answer is not None and "Harbour Hospice" in found.answer, found
    assert "tuesdays" not in found.answer and "reading club" not in found.answer, found


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        ("I won't eat mushrooms, cannae stand them", True),  # a food by its plural
        ("aye fine. no mushrooms on mine, cannae stand them", True),  # "eat" said by the food itself
        ("I won't eat at meetings, cannae stand them", False),  # nothing edible
    ],
)
def test_a_food_refused_is_named_by_something_edible(text, answers):
    entries = [said(1, "Ren", text), *OTHER]
    found = answer_chat("what food does Ren refuse to eat?", entries, user_names=("Ren",))
    assert (found.answer is not None and "mushrooms" in found.answer) is answers, found


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        ("news: Mila finished her course and she's a dental nurse at Brook Lane now", True),
        ("news: Mila finished her course and she's at Brook Lane beach now", False),  # no work said
    ],
)
def test_what_someone_does_with_no_other_word_asks_their_work(text, answers):
    entries = [said(1, "Ren", text), *OTHER]
    found = answer_chat("what does Mila do now", entries, user_names=("Ren",))
    assert (found.answer is not None and "Brook Lane" in found.answer) is answers, found
