"""Table tests for the thirty-first session's answerer rows (memcli.answer_chat): "the user",
written so, names the user; "who does the user work for" is answered by the firm. Our own
wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact
from tests.test_described import memory_of_messages

FACTS = [
    fact(1, "Ren", "employer", "Hollin Marine"),
    fact(2, "Ren", "manager", "Dagny"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who does the user work for currently?", "Hollin Marine"),  # the user, named as such
        ("who does Ren work for now", "Hollin Marine"),
        ("who do I work for", "Hollin Marine"),
        ("who is the user's manager", "Dagny"),
    ],
)
def test_the_user_written_so_is_the_user(question, expected):
    assert answer_chat(question, FACTS, user_names=("Ren",)).answer == expected


def test_a_role_holder_question_naming_no_one_is_not_the_users_firm():
    """ "who runs operations at the company": no one named (not "the user" either), so the
    user's employer is no answer to a who-question."""
    found = answer_chat("who runs operations at the company", FACTS, user_names=("Ren",))
    assert found.answer != "Hollin Marine", found


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what's Ren's cat called now?", "Pip"),  # a name asked, with "now" after it
        ("what's my cat called", "Pip"),
        ("what is the name of my cat", "Pip"),
    ],
)
def test_what_a_pet_is_called_now(question, expected):
    entries = [fact(1, "Ren", "pet", "Pip")]
    assert answer_chat(question, entries, user_names=("Ren",)).answer == expected


@pytest.mark.parametrize(
    ("word", "kind", "expected"),
    [
        ("swimming", "exercise", True),  # a sport, which WordNet does not file as an exercise
        ("golf", "hobby", True),
        ("swimming", "food", False),
        ("porridge", "exercise", False),
    ],
)
def test_kinds_as_people_ask_after_them(word, kind, expected):
    from memcli import kinds

    assert kinds.is_of_kind(word, kind) is expected


def test_the_exercise_someone_does_is_a_sport_they_name():
    from tests.test_answer_chat import said

    entries = [
        said(1, "Ren", "the physio says swimming is the thing for my back now, so three mornings a week"),
        said(2, "Ren", "the new kitchen is finally done"),
    ]
    found = answer_chat("what exercise does Ren do these days", entries, user_names=("Ren",))
    assert found.answer == "swimming", found  # the sport itself, the instance of the kind asked


# --- the assistant's reply that echoes a statement -------------------------------------------------
def _said_with_reply(n: int, text: str, reply: str | None):
    from tests.test_answer_chat import said

    entry = said(n, "Ren", text)
    if reply is not None:
        entry.extra = {"reply": reply}
    return entry


STORE = "the paper shop on Kell Street took me on, mornings only"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # the reply restates it in the question's words ("job"), echoing "mornings"
        ("Mornings at a paper shop is a tidy little job, well done.", "Kell Street"),
        # no reply, or one that echoes nothing of it, meets no word of the question
        (None, None),
        ("Every job has its dull days.", None),
    ],
)
def test_a_question_word_met_in_the_reply_that_echoes_it(reply, expected):
    entries = [_said_with_reply(1, STORE, reply), _said_with_reply(2, "the weather was grim all week", None)]
    found = answer_chat("what job does Ren have now", entries, user_names=("Ren",))
    if expected is None:
        assert found.answer is None, found
    else:
        assert found.answer is not None and expected in found.answer, found


def test_the_replies_of_packed_statements_through_memory(tmp_path):
    """Through Memory: the assistant's reply (the next turn of the session, an assistant's) is read
    beside what the user said; another person's next turn is no reply."""
    from memcli import archive
    from memcli.memory import _with_replies
    from memcli.view import get_entries

    lines = [
        {"session": "1", "role": "user", "content": STORE},
        {"session": "1", "role": "assistant", "content": "Mornings at a paper shop is a tidy job."},
        {"session": "2", "role": "user", "content": "the weather was grim all week"},
        {"session": "3", "role": "assistant", "content": "Welcome back!"},
        {"session": "3", "role": "user", "content": "and the bus was late again"},
        {"session": "3", "role": "user", "content": "so I missed my train"},
    ]
    with memory_of_messages(tmp_path, lines) as memory:
        ids = [row[0] for row in memory.db.execute("SELECT id FROM turns ORDER BY seq").fetchall()]
        assert archive.replies(memory.db, ids) == {ids[0]: "Mornings at a paper shop is a tidy job."}
        said = [row[0] for row in memory.db.execute("SELECT id FROM entries WHERE relation = 'said'")]
        entries = get_entries(memory.db, said)
        _with_replies(memory.db, entries)
    replied = {e.value: e.extra.get("reply") for e in entries}
    assert replied[STORE] == "Mornings at a paper shop is a tidy job."
    assert replied["the weather was grim all week"] is None  # the next turn is another session's
    assert replied["and the bus was late again"] is None  # the next turn is the user's own


def test_an_echoing_reply_answers_through_ask(tmp_path):
    """Memory.ask reads the reply beside the statement it packs: the question's "job" is met only
    in the assistant's reply."""
    lines = [
        {"session": "1", "role": "user", "speaker": "Ren", "content": f"hi, Ren here. {STORE}"},
        {"session": "1", "role": "assistant", "content": "Mornings at a paper shop: a tidy little job, Ren."},
        {"session": "2", "role": "user", "speaker": "Ren", "content": "the weather was grim all week"},
        {"session": "2", "role": "assistant", "content": "Sorry to hear it."},
    ]
    with memory_of_messages(tmp_path, lines) as memory:
        answer, _ = memory.ask("what job does Ren have now", model="offline")
    assert answer.answer is not None and "Kell Street" in answer.answer, answer


@pytest.mark.parametrize(
    ("reply", "answers"),
    [
        ("A garage is an honest way to earn money.", True),  # echoes "garage"
        # shares only a word the question itself uses ("weekends"): it echoes nothing said
        ("Weekends are a fine time to earn money.", False),
    ],
)
def test_an_echo_is_a_word_the_question_does_not_use(reply, answers):
    entries = [
        _said_with_reply(1, "at weekends I help out at my uncle's garage in Tarn", reply),
        _said_with_reply(2, "the weather was grim all week", None),
        _said_with_reply(3, "my sister loves her new flat", None),
    ]
    found = answer_chat("what does Ren do to earn money at weekends", entries, user_names=("Ren",))
    assert (found.answer is not None) is answers, found
