"""Table tests for the forty-seventh session's reader rules: a passage in which the user only
asks (a question, not a request said with "please") is heard only when nothing told covers the
question (memcli.answer_chat._only_asking)."""

from __future__ import annotations

import pytest

from memcli.answer_chat import _only_asking, answer_chat
from tests.test_answer_chat import fact, said


@pytest.mark.parametrize(
    ("passage", "asking"),
    [
        ("what should i cook for dinner tonight?", True),
        ("how do i stop my cat scratching the sofa", True),  # no question mark: still a question
        ("also which bus goes to the airport from here", True),  # a filler word first
        ("ok can you draft a note to the landlord?", True),
        ("is it worth getting a heat pump. asking for my mum", False),  # the second part tells
        ("any good podcasts for long drives", True),
        ("any invoices in euros please, not pounds", False),  # a standing wish, told
        ("when you write to my boss sign it 'best, R'", False),  # an instruction, not a question
        ("we moved to Hobart in may", False),
    ],
)
def test_a_passage_that_only_asks(passage, asking):
    assert _only_asking(passage) is asking


@pytest.mark.parametrize(
    ("statements", "expected"),
    [
        # the question asked names a gym; the gym told about is the one answered
        (
            [
                said(1, "Noor", "signed up at the Boulder Loft climbing gym today", order=1),
                said(2, "Noor", "which climbing gym should i go to, Cragside or the Tamar Wall?", order=2),
            ],
            "Boulder Loft",
        ),
        # nothing told: the question asked is heard (it presupposes the fact)
        ([said(1, "Noor", "how do i get my climbing gym at Cragside to refund me?", order=1)], "Cragside"),
    ],
)
def test_a_question_the_user_asked_is_heard_last(statements, expected):
    found = answer_chat("which climbing gym do i go to", statements, user_names=("Noor",))
    assert expected in (found.answer or "")


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("hey quick q: WHERE DOES MY SISTER LIVE lol 🤔", "where does my sister live"),
        ("remind me who's my boss", "who's my boss"),
        ("what’s Jo’s dog called", "what's Jo's dog called"),  # a phone's apostrophes
        ("can you remind me where i work", "where i work"),
        ("do you remember where i live", "where i live"),
        ("so um where do i work??", "where do i work??"),  # the marks themselves are harmless
        ("thanks! where do i work", "where do i work"),
        ("what's my dog called pls", "what's my dog called"),
        ("who's my boss 🙏🙏", "who's my boss"),
        ("**who is my dentist**", "who is my dentist"),
        ("tell me about my sister", "tell me about my sister"),  # "about": the telling is asked
        ("Is Jo OK?", "Is Jo OK?"),  # a capital word in a question is no shouting
        ("hi", "hi"),  # nothing left: the question as it was
        ("🙏🙏", "🙏🙏"),
    ],
)
def test_the_talk_around_a_question(question, plain):
    from memcli.intent import plain_question

    assert plain_question(question) == plain


FACTS = [
    fact(1, "Noor", "sibling", "Jo"),
    fact(2, "Jo", "pet", "Mango"),
    fact(3, "Noor", "manager", "Ines"),
]


@pytest.mark.parametrize(
    "question",
    [
        "hey quick q: who's my boss",
        "WHAT'S MY SISTER'S DOG CALLED",
        "what's my sister's dog called lol",
        "remind me what's my sister's dog called",
    ],
)
def test_a_question_with_talk_around_it_is_answered(question):
    found = answer_chat(question, FACTS, user_names=("Noor",))
    assert found.answer in ("Ines", "Mango"), found


def test_memory_reads_the_question_without_the_talk(tmp_path):
    """The pack and the offline answer of "hey quick q: … lol" are those of the question itself."""
    import json

    from memcli.memory import Memory

    chat = tmp_path / "chat.jsonl"
    rows = [
        ("user", "hi, Noor here"),
        ("user", "we moved to Tarbert last month"),
        ("user", "new job too, I work at Crannog Books now"),
        ("user", "hey how long do I boil an egg"),
    ]
    lines = [
        {"session": 1, "timestamp": f"2025-03-0{i + 1}T10:00:00", "role": r, "content": c}
        for i, (r, c) in enumerate(rows)
    ]
    chat.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(chat))
        memory.curate()
        plain_answer, plain_pack = memory.ask("where do I work now", model="offline")
        talk_answer, talk_pack = memory.ask("hey quick q: where do I work now lol 🤔", model="offline")
    assert "Crannog" in plain_answer.answer
    assert talk_answer.answer == plain_answer.answer
    assert [c.id for c in talk_pack.items] == [c.id for c in plain_pack.items]


def test_a_shouted_question_names_no_one(tmp_path):
    """With no name known for the user, capitalized words of a question are read as names the
    user may go by; a question in capitals is all such words, so it is read in lowercase first."""
    import json

    from memcli.memory import Memory

    chat = tmp_path / "chat.jsonl"
    rows = ["we moved to Tarbert last month", "my dentist is Dr Okoro"]
    lines = [
        {"session": 1, "timestamp": f"2025-03-0{i + 1}T10:00:00", "role": "user", "content": c}
        for i, c in enumerate(rows)
    ]
    chat.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(chat))
        memory.curate()
        found, _ = memory.ask("OK SO WHO IS MY DENTIST 🤔", model="offline")
        assert memory._user_names("WHO IS MY DENTIST") == ("user",)  # "DENTIST" is no name
        assert memory._user_names("Who is Noor's dentist") == ("user", "Noor")  # a name never met
    assert "Okoro" in (found.answer or ""), found
