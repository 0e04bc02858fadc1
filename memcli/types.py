"""Plain data passed between the pipeline stages: parsed turns, stored turns, curated items,
materialized entries. No behaviour beyond small derived properties, so the decision functions
(materialize, eligible, rank, pack) stay pure and testable with tables of cases."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

STATUSES = ("active", "superseded", "deprecated")
MEMORY_TYPES = ("semantic", "episodic", "procedural")

# the value of a slot someone said is over ("quit Acme": employer "ended: Acme")
ENDED = "ended: "
# Item.author of a claim about the user made by someone else in the chat (memcli.supersede)
HEARSAY = "hearsay"


def normalize_slot_part(text: str) -> str:
    """rd-forget §3.3: slots are compared stripped and lowercased (inner whitespace collapsed)."""
    return " ".join(text.split()).lower()


@lru_cache(maxsize=1 << 16)
def make_slot(subject: str, relation: str, scope: str = "") -> str:
    return "|".join(normalize_slot_part(p) for p in (subject, relation, scope))


@dataclass(frozen=True)
class TurnRecord:
    """One turn as a format reader parsed it, before it is stored."""

    text: str
    speaker: str | None = None
    role: str | None = None
    session: str | None = None
    timestamp: str | None = None  # ISO 8601, normalized by the reader
    ext_id: str | None = None  # the source's own id: LoCoMo dia_id, fact number, message id
    line: int | None = None  # where in the source it came from, for messages


_new_object = object.__new__
_set_attr = object.__setattr__


def turn_record(
    text: str,
    speaker: str | None,
    role: str | None,
    session: str | None,
    timestamp: str | None,
    ext_id: str | None,
    line: int | None,
) -> TurnRecord:
    """TurnRecord(text, speaker, …, line), equal in every way, at a third of the cost: a frozen
    dataclass's __init__ sets each of the seven fields through object.__setattr__ (~1 us a
    turn, for every message ingest reads; issue 10). Here the instance gets its whole __dict__
    at once, in field order."""
    record = _new_object(TurnRecord)
    _set_attr(
        record,
        "__dict__",
        {
            "text": text,
            "speaker": speaker,
            "role": role,
            "session": session,
            "timestamp": timestamp,
            "ext_id": ext_id,
            "line": line,
        },
    )
    return record


@dataclass(frozen=True)
class Turn:
    """One stored archive turn."""

    id: int
    seq: int  # global order within the archive
    session: str
    text: str
    speaker: str | None = None
    role: str | None = None
    timestamp: str | None = None
    ext_id: str | None = None
    tokens: int = 0
    source_id: int = 0
    shown_tokens: int | None = None  # o200k tokens of "speaker: text"; None before schema 5
    # text holds only the start of a text too big to load on the question path (a pasted
    # document; memcli.archive.BIG_TEXT_BYTES): memcli.recall reads the rest from the file.
    cut: bool = False


@dataclass
class Item:
    """One curated fact (rd-forget §3.2): what a curator proposes, before materialization.

    `status` is the curator's verdict: "active" (A0), "older" (F0, identified as replaced),
    or "deprecated". `order` places the item in time (the archive seq of its latest source
    turn) so materialization can tell which active item in a slot is the last one.
    """

    statement: str
    subject: str
    relation: str
    value: str
    source_turn_ids: tuple[int, ...]
    scope: str = ""
    status: str = "active"
    memory_type: str = "semantic"
    valid_at: str | None = None
    order: int = 0
    id: int | None = None  # set once stored, so re-materialization keeps entry ids stable
    # who wrote the source: None (the conversation archive), "person" (stated by hand) or
    # "model" (an agent's write); a model's item never displaces a person's (memcli.supersede)
    author: str | None = None

    @property
    def slot(self) -> str:
        return make_slot(self.subject, self.relation, self.scope)


def said_item(turn: Turn, who: str, text: str, *, scope: str, statement: str) -> Item:
    """What someone said, kept in their words as an episodic entry of its turn."""
    return Item(
        statement=statement,
        subject=who,
        relation="said",
        value=text,
        source_turn_ids=(turn.id,),
        scope=scope,
        memory_type="episodic",
        valid_at=turn.timestamp,
        order=turn.seq,
    )


@dataclass
class Entry:
    """A materialized memory entry in a view."""

    id: int
    statement: str
    slot: str
    subject: str
    relation: str
    value: str
    status: str
    memory_type: str
    source_turn_ids: tuple[int, ...]
    superseded_by: int | None = None
    valid_at: str | None = None
    order: int = 0
    scope: str = ""
    reason: str | None = None  # why deprecated, when it is
    extra: dict = field(default_factory=dict)
