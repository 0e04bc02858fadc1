"""Someone a question describes instead of naming: "what does the person I live with do for work",
"which club does the friend who bonked on my first 200k ride for".

Who that is, is a question of its own ("who do I live with", "who bonked on my first 200k"); once
memory answers it with a name, the question is asked again of them by name ("what does Sam do for
work"). This module only reads the question's words (pure); `Memory.ask` asks both questions."""

from __future__ import annotations

import re
from dataclasses import dataclass

# "the person I live with", "the friend who …", "the relative that …", "the assistant I hired …"
_DESCRIBED = re.compile(
    r"\bthe\s+(?:\w+\s+)?(?P<noun>person|friend|relative|teammate|colleague|coworker|guy|woman|man|"
    r"girl|boy|lady|bloke|lad|mate|neighbour|neighbor|cousin|assistant|one)\s+"
    r"(?P<clause>(?:who|that|whom|i|we)\b[^?]*)",
    re.IGNORECASE,
)
# "what does <someone> do …": the description ends where the question's own verb begins
_AUX_QUESTION = re.compile(r"^\s*(?:what|where|which|who|how|when)\b[^?]*?\b(?:do|does|did)\s+the\b", re.I)
# the verbs a question about someone goes on with ("… do for work", "… live", "… ride for")
ASKING_VERBS = frozenset(
    "do work live study play ride teach drive own run support train come go call cost mean".split()
)


@dataclass(frozen=True)
class Described:
    who_question: str  # "who do I live with"
    before: str  # the question up to the description: "what does"
    after: str  # what it asks of them: "do for work"

    def of(self, name: str) -> str:
        """The question asked of them by name: "what does Sam do for work"."""
        return " ".join(part for part in (self.before, name, self.after) if part)


def described(question: str) -> Described | None:
    """The question's description of someone, split into who it asks about and what it asks;
    None when it names or means no one described so."""
    found = _DESCRIBED.search(question)
    if found is None:
        return None
    said = found.group("clause").split()
    end = len(said)
    if _AUX_QUESTION.search(question):  # "… the person i live with | do for work"
        end = min((i for i, w in enumerate(said) if w.lower() in ASKING_VERBS and i > 1), default=end)
    description = said[:end]
    if len(description) < 2:
        return None  # "the one who" and nothing more says no one
    opener = description[0].lower()
    if opener in ("who", "that", "whom"):
        who = "who " + " ".join(description[1:])  # "who bonked on my first 200k"
    else:
        who = "who do " + " ".join(description)  # "who do i live with"
    return Described(who, question[: found.start()].strip(), " ".join(said[end:]).strip())
