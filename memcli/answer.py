"""Answer (Algorithm 1 line 23): a model answers from the packed entries, or, offline, the
extractive answerer reads the same packed view. Never the raw archive."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from memcli.context import PackResult
from memcli.types import Entry

NOT_IN_MEMORY = "not in memory"


@dataclass
class Answer:
    question: str
    answer: str | None  # None: memory does not hold the answer (abstention)
    cited_ids: list[int]
    answerer: str  # "offline" or the model name
    reason: str = ""
    path: list = field(default_factory=list)
    warning: str | None = None
    cited_turns: list[int] = field(default_factory=list)  # archive turns a model answer cited

    @property
    def abstained(self) -> bool:
        return self.answer is None

    def as_dict(self) -> dict:
        return asdict(self) | {"abstained": self.abstained}


def answer(
    question: str,
    context: PackResult,
    entries: list[Entry],
    *,
    model=None,
    user_names: tuple[str, ...] = (),
    conversation: bool = False,
    fallback: bool = False,
) -> Answer:
    """entries: the packed entries as full Entry objects (statement, slot, status, links).
    conversation: the memory holds people's turns (the chat answerer reads it), not only plain
    statements (the chain answerer's fact lists).
    fallback: when the model fails, answer offline (and say so in `warning`) instead of raising
    ModelError; off by default so a broken model is an error, not a quietly different answer."""
    warning = None
    if model is not None:
        from memcli.answer_model import answer_with_model
        from memcli.errors import ModelError

        try:
            sources = [(c.id, c.text, c.date) for c in context.items if c.kind == "source"]
            reply = answer_with_model(model, question, entries, sources)
        except ModelError as exc:
            if not fallback:
                raise
            warning = f"{exc.message}; answered offline instead"
        else:
            return Answer(
                question,
                None if reply.abstained else reply.text,
                reply.cited_ids,
                model.model,
                reason="the model found no support in the packed entries" if reply.abstained else "",
                cited_turns=reply.cited_turns,
            )
    if conversation:
        from memcli.answer_chat import answer_chat

        found = answer_chat(question, entries, historical=context.historical, user_names=user_names)
    else:
        from memcli.answer_offline import answer_offline

        found = answer_offline(question, entries, historical=context.historical)
    return Answer(
        question,
        found.answer,
        list(found.entry_ids),
        "offline",
        found.reason,
        [list(hop) for hop in found.path],
        warning,
    )
