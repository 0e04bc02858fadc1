"""Answering with a model (pipeline step 9) and the LLM judge used by `eval`.

The answering model sees the question and the packed entries (id, status, type, date, text) and
must answer from them only, cite entry ids like [12], and say "not in memory" when they do not
support an answer.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from memcli import prompts
from memcli.errors import ModelError
from memcli.models import ModelConfig, complete, parse_json
from memcli.types import Entry

log = logging.getLogger("memcli.answer_model")

_TURN_CITATION = re.compile(r"\[\s*turns?\s+(\d+(?:\s*[,;]\s*(?:turn\s+)?\d+)*)\s*\]", re.IGNORECASE)
_CITATION = re.compile(r"\[\s*(?:ids?\s*[:=]?\s*)?#?\d+(?:\s*[,;]\s*#?\d+)*\s*\]", re.IGNORECASE)
_ABSTAIN = re.compile(r"\bnot\s+in\s+(?:the\s+)?memory\b", re.IGNORECASE)


@dataclass(frozen=True)
class ModelAnswer:
    text: str
    cited_ids: list[int] = field(default_factory=list)
    abstained: bool = False
    cited_turns: list[int] = field(default_factory=list)  # archive turns cited as [turn N]


def parse_citations(text: str, entry_ids: Sequence[int]) -> list[int]:
    """Ids cited as [12], [12, 14] or [#12], in order of first mention, kept only if known."""
    known = set(entry_ids)
    cited: list[int] = []
    for match in _CITATION.finditer(text):
        for number in re.findall(r"\d+", match.group(0)):
            value = int(number)
            if value in known and value not in cited:
                cited.append(value)
    return cited


def is_abstention(text: str) -> bool:
    return not text.strip() or _ABSTAIN.search(text) is not None


def answer_with_model(
    config: ModelConfig, question: str, entries: Sequence[Entry], sources: Sequence[tuple] = ()
) -> ModelAnswer:
    """The model's answer from the entries (and archive turns the packer added). Raises
    ModelError when the model cannot be used."""
    messages = prompts.answer_messages(question, entries, sources=sources)
    text = complete(config, messages, max_tokens=prompts.ANSWER_MAX_TOKENS).strip()
    abstained = is_abstention(text)
    cited = parse_citations(text, [e.id for e in entries])
    turns = parse_turn_citations(text, [t[0] for t in sources])
    return ModelAnswer(
        text=text or prompts.NOT_IN_MEMORY, cited_ids=cited, abstained=abstained, cited_turns=turns
    )


def parse_turn_citations(text: str, turn_ids: Sequence[int]) -> list[int]:
    """Archive turns cited as [turn 45] or [turns 45, 46], kept only if they were given."""
    known = set(turn_ids)
    cited: list[int] = []
    for match in _TURN_CITATION.finditer(text):
        for number in re.findall(r"\d+", match.group(1)):
            if int(number) in known and int(number) not in cited:
                cited.append(int(number))
    return cited


def parse_judgment(text: str) -> bool | None:
    try:
        data = parse_json(text)
    except ValueError:
        data = None
    if isinstance(data, dict):
        verdict = data.get("correct")
        if isinstance(verdict, bool):
            return verdict
        if isinstance(verdict, str) and verdict.strip().lower() in ("true", "yes", "correct"):
            return True
        if isinstance(verdict, str) and verdict.strip().lower() in ("false", "no", "incorrect", "wrong"):
            return False
        return None
    word = text.strip().strip(".!\"'`").lower()
    if word in ("true", "yes", "correct"):
        return True
    if word in ("false", "no", "incorrect", "wrong"):
        return False
    return None


def judge_with_model(config: ModelConfig, question: str, gold: str, answer: str) -> bool | None:
    """True/False from the judge; None when the call failed or the verdict is unreadable."""
    messages = prompts.judge_messages(question, gold, answer)
    try:
        text = complete(config, messages, max_tokens=prompts.JUDGE_MAX_TOKENS, json_mode=True)
    except ModelError as exc:
        log.info("judge failed: %s", exc.message)
        return None
    return parse_judgment(text)
