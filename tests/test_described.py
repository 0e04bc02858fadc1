"""Someone a question describes instead of naming (memcli.described, `Memory._asked_by_name`):
the description is asked as a question of its own, then the question of them by name; and the
reader of "who did X" (memcli.answer_chat). Our own wording throughout."""

from __future__ import annotations

import json

import pytest

from memcli.answer_chat import answer_chat, person_named
from memcli.described import described
from memcli.memory import Memory
from tests.test_answer_chat import fact


@pytest.mark.parametrize(
    ("question", "who", "asked_of_ada"),
    [
        ("what does the person i live with do for work", "who do i live with", "what does Ada do for work"),
        # the description runs to the question's own verb ("ride"), not to its end
        (
            "Which club does the friend who crashed on our first sportive ride for?",
            "who crashed on our first sportive",
            "Which club does Ada ride for",
        ),
        # a question with no verb after the description asks of them what it asks
        (
            "What is the job of the cousin who drove us to the airport?",
            "who drove us to the airport",
            "What is the job of Ada",
        ),
        (
            "where does the woman who used to walk my dog live",
            "who used to walk my dog",
            "where does Ada live",
        ),
    ],
)
def test_a_description_becomes_a_question_of_its_own(question, who, asked_of_ada):
    found = described(question)
    assert found is not None
    assert (found.who_question, found.of("Ada")) == (who, asked_of_ada)


@pytest.mark.parametrize(
    "question",
    ["where does my sister live", "who is the one", "what is the plan for the week", "the man himself?"],
)
def test_no_description(question):
    assert described(question) is None


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Odile", "Odile"),  # a short name is the person
        ("odile just got in from her shift, nurse life", "Odile"),  # the one word memory knows as someone
        ("odile and bram came round", None),  # two people: no one in particular
        ("Ren", None),  # the user
        ("we went out, it was late", None),
        (None, None),
    ],
)
def test_the_person_an_answer_names(answer, expected):
    known = {"odile", "bram", "ren"}
    assert person_named(answer, lambda w: w.lower() in known, ("Ren",)) == expected


WHO_DID = [
    fact(1, "Marit", "get", "interview"),
    fact(2, "Tobin", "bonk at", "90 km"),
    fact(3, "Ren", "lend", "van"),  # the user's own deed is no answer
    fact(4, "Cal", "lend", "van"),
    fact(5, "Ines", "lend", "ladder"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who got me the interview at the clinic", "Marit"),  # verb and value
        ("who bonked on the club ride", "Tobin"),  # the only one filed with the verb
        ("who lent me the van", "Cal"),  # of two lenders, the one whose value is asked
        ("who lent me money", None),  # two lenders, neither of money: no one in particular
        ("who got engaged", None),  # "get" alone says too little: not Marit, who got an interview
        ("who is my boss", None),  # no deed asked
    ],
)
def test_who_did_it(question, expected):
    assert answer_chat(question, WHO_DID, user_names=("Ren",)).answer == expected


def _memory_of(tmp_path, turns):
    lines = []
    for i, text in enumerate(turns):
        stamp = f"2025-04-0{i + 1}T10:00:00Z"
        lines.append({"session": "1", "timestamp": stamp, "role": "user", "content": text, "speaker": "Ren"})
        lines.append({"session": "1", "timestamp": stamp, "role": "assistant", "content": "Noted."})
    return memory_of_messages(tmp_path, lines)


def memory_of_messages(tmp_path, lines: list[dict]) -> Memory:
    """A memory of these JSON Lines messages, ingested and curated."""
    history = tmp_path / "h.jsonl"
    history.write_text("\n".join(json.dumps(line) for line in lines))
    memory = Memory(tmp_path / "m.db", create=True)
    memory.ingest(str(history))
    memory.curate()
    return memory


def test_asked_of_them_by_name(tmp_path):
    """Through Memory: "the person I live with" is Odile (a flatmate the curator files), and what
    she does is asked of her, not of the user."""
    turns = [
        "hi, Ren here. I live with my friend Odile. we have a flat above the bakery",
        "Odile works as a radiographer at Kelby General, she's on nights this week",
        "I work at Brindle Books on the high street",
    ]
    with _memory_of(tmp_path, turns) as memory:
        answer, _ = memory.ask("what does the person i live with do for work", model="offline")
    assert answer.answer is not None and "radiographer" in answer.answer.lower(), answer
    assert "Odile" in answer.reason


def test_read_as_asked_when_nothing_of_them_answers(tmp_path):
    """Who is described is known (Tobin lent the van), but nothing said of Tobin answers "what did
    … lend me": the question is read as asked, and what was said answers it."""
    with _memory_of(tmp_path, ["my neighbour Tobin lent me his van for the move, a white Transit"]) as memory:
        answer, _ = memory.ask("what did the neighbour who lent me his van lend me", model="offline")
    assert answer.answer is not None, answer


def test_someone_is_a_person_not_any_value(tmp_path):
    """The one an answer to "who …" names must be someone: a subject of facts, or the value of a
    relation whose values are people; not any value memory holds ("nights" of a shift)."""
    turns = ["my friend Odile is a radiographer", "I work nights at Brindle Books"]
    with _memory_of(tmp_path, turns) as memory:
        assert memory._someone("odile")  # a friend, with facts of her own
        assert memory._known_person("brindle books")  # a value memory holds …
        assert not memory._someone("brindle books")  # … but of no relation whose values are people
        assert not memory._someone("nights")
