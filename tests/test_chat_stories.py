"""End to end on three invented histories in three voices, written for these tests: Pria
(texting: line cook → catering coordinator → events manager, Brackton → Kelby, a partner who
proposes), Olu (formal: a promotion, a relocation, a new manager, a diet), Lena (non-native
English without articles: a move, a new clinic, a husband who "work from home"). Ingest, the
parse curator and the offline chat answerer run through `Memory`, question by question: each row
pins the verdict the pipeline gives, so a rule change that flips one shows up here by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli.evaluation import chats
from memcli.memory import Memory

STORIES = Path(__file__).parent / "fixtures" / "stories"


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory):
    out = {}
    for chat_set in chats.find_sets([str(STORIES)]):
        with Memory(tmp_path_factory.mktemp(chat_set.name) / "m.db", create=True) as memory:
            memory.ingest(str(chat_set.chat))
            memory.curate()
            for question in chat_set.questions:
                answer, _ = memory.ask(question.q, model="offline")
                out[question.q] = (chats.score(question, answer.answer).reason, answer.answer)
    return out


def bug(reason: str):
    return pytest.mark.xfail(strict=True, reason=f"bug: {reason}")


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # Pria
        ("where does pria work now", "right"),  # "now at Marlow Events as …" after "quit Hollin Foods."
        ("what is my job title these days", "right"),
        ("where did i work before Hollin Foods", "right"),
        ("who was my first boss at hollin foods", "right"),
        ("where do we live", "right"),  # "we" is the user
        ("whats our cat called", "right"),
        ("what does my partner's sister do", "right"),  # two links
        ("where does dev work", "right"),
        ("what phone do i have", "right"),
        ("what food do i dislike", "right"),  # "i cant stand them": the noun before
        ("how should you format answers for me", "right"),
        ("how has my job changed", "right"),  # the role applied for, confirmed by "I GOT IT"
        ("who is dev to me", "right"),  # the relation, with its stage
        ("what is my boyfriend's name", "right"),
        ("what's my sister's name", "right"),  # Dev's sister is not hers: abstains
        # Olu
        ("Where does Olu work now?", "right"),
        ("What is my job title?", "right"),  # "Some news: I have been promoted to …"
        ("Where do I live now?", "right"),
        pytest.param(
            "Where did I live before Harrowgate?", "right", marks=bug("working in Dunford says no home")
        ),
        ("Who was my manager at Greenway Chemists?", "right"),
        ("Who is my manager?", "right"),
        ("What does my wife do?", "right"),
        ("Which club does my son play for?", "right"),
        ("What is our dog called?", "right"),
        ("What is my diet?", "right"),  # "stopped eating red meat … pescatarian now"
        ("Where is my brother moving to?", "right"),
        ("How should you write answers for me?", "right"),
        ("What is my son's name?", "right"),
        pytest.param("What is my daughter's name?", "right", marks=bug('"our son Tayo" is not in the pack')),
        ("What did Olu's wife get in Harrowgate?", "right"),
        # Lena
        ("where does lena live now", "right"),  # not "may": a month is no place
        ("where did i live before sopot", "right"),
        ("where do i work now", "right"),
        ("what is my job", "right"),  # "i am nurse"
        ("what does my husband do", "right"),  # "Piotr work from home, he is programmer"
        ("who is my boss at the hospital", "right"),
        ("which school does my daughter go to", "right"),
        ("what is my diet", "right"),
        ("how should you correct my mistakes", "right"),
        ("what is my husband's name", "right"),
        ("who does piotr work for", "right"),
    ],
)
def test_story(verdicts, question, verdict):
    assert verdicts[question][0] == verdict, verdicts[question]
