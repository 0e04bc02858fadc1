"""End to end on an invented texting history (Pria: line cook → catering coordinator → events
manager, Brackton → Kelby, a partner who proposes, a phone replaced): ingest, the parse curator,
and the offline chat answerer through `Memory`, question by question. Each row pins the verdict
the pipeline gives; a rule change that flips one shows up here by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli.evaluation import chats
from memcli.memory import Memory

FIXTURES = Path(__file__).parent / "fixtures" / "pria"


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory):
    (chat_set,) = chats.find_sets([str(FIXTURES / "pria-chat.jsonl")])
    with Memory(tmp_path_factory.mktemp("pria") / "m.db", create=True) as memory:
        memory.ingest(str(chat_set.chat))
        memory.curate()
        out = {}
        for question in chat_set.questions:
            answer, _ = memory.ask(question.q, model="offline")
            out[question.q] = (chats.score(question, answer.answer).reason, answer.answer)
        return out


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("where does pria work now", "right"),  # "now at Marlow Events as …" after "quit Hollin Foods."
        ("what is my job title these days", "right"),
        ("where did i work before Hollin Foods", "right"),
        ("who was my first boss at hollin foods", "right"),
        ("where do we live", "right"),  # "we" is the user
        ("whats our cat called", "right"),
        ("what does my partner's sister do", "right"),  # two links
        ("where does dev work", "right"),
        ("what phone do i have", "right"),
        ("how should you format answers for me", "right"),
        ("who is dev to me", "right"),  # the relation, with its stage
        ("what is my boyfriend's name", "right"),
        ("what's my sister's name", "right"),  # Dev's sister is not hers: abstains
        ("what food do i dislike", "right"),  # "i cant stand them": the noun before
        ("how has my job changed", "right"),  # the role applied for, confirmed by "I GOT IT"
    ],
)
def test_pria(verdicts, question, verdict):
    assert verdicts[question][0] == verdict, verdicts[question]
