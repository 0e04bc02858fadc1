"""Budgeted packing: rd-forget Algorithm 1 lines 17–22, plus our fill of unused budget.

Walk the selection order; include an item when used + cost ≤ budget; skip oversized ones.
Cost is Tok(text) + 8 with o200k_base (Eq. 3). Pure over plain data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

DEFAULT_BUDGET = 2048
CANDIDATE_TOKENS = 10_000  # rd-forget §3.5: the candidate collector's serialization target


@dataclass
class Candidate:
    """An entry (or, for the fill and the fallback, an archive turn) offered to the packer."""

    kind: str  # "entry" | "source"
    id: int
    text: str
    cost: int
    score: float = 0.0
    status: str = "active"
    memory_type: str | None = None
    date: str | None = None
    source_turn_ids: tuple[int, ...] = ()
    why: str = ""
    rank: int = 0
    superseded_by: int | None = None
    # For what is an archive turn (kind "source", or an entry that keeps a turn's words): who
    # spoke, so the pack labels it as a turn with speaker and date, not as a fact's status.
    speaker: str | None = None
    said: bool = False
    # An archive turn packed as an excerpt (a huge turn, memcli.recall): entries cite the turn
    # but were curated from its start only, so the fill still offers the excerpt.
    excerpt: bool = False


@dataclass
class Packed:
    items: list[Candidate] = field(default_factory=list)
    used: int = 0
    dropped: list[Candidate] = field(default_factory=list)  # skipped for budget


def pack(order: Sequence[Candidate], budget: int = DEFAULT_BUDGET) -> Packed:
    result = Packed()
    for candidate in order:
        if result.used + candidate.cost <= budget:
            result.items.append(candidate)
            result.used += candidate.cost
        else:
            result.dropped.append(candidate)
    return result


def collect(ranked: Sequence[Candidate], limit: int = CANDIDATE_TOKENS) -> list[Candidate]:
    """Admit the first ranked candidate, then more while the serialized total stays within limit."""
    admitted: list[Candidate] = []
    total = 0
    for candidate in ranked:
        if admitted and total + candidate.cost > limit:
            break
        admitted.append(candidate)
        total += candidate.cost
    return admitted


def fill(packed: Packed, turns: Sequence[Candidate], budget: int = DEFAULT_BUDGET) -> Packed:
    """Spend unused budget on the best-ranked archive turns no packed entry already cites."""
    cited = {t for item in packed.items for t in (item.source_turn_ids or ())}
    packed_sources = {item.id for item in packed.items if item.kind == "source"}
    cited |= packed_sources
    for turn in turns:
        if turn.id in cited and not (turn.excerpt and turn.id not in packed_sources):
            continue
        if packed.used + turn.cost <= budget:
            packed.items.append(turn)
            packed.used += turn.cost
            cited.add(turn.id)
    return packed


def small_talk_last(items: Sequence[Candidate], small_talk_turns: set[int]) -> list[Candidate]:
    """Items that are only an assistant's greetings or thanks (their turn ids in small_talk_turns;
    see memcli.messages.is_small_talk) move behind every other item, keeping both groups' order:
    they never take budget ahead of a fact."""

    def small(c: Candidate) -> bool:
        if c.kind == "source":
            return c.id in small_talk_turns
        return c.said and bool(c.source_turn_ids) and set(c.source_turn_ids) <= small_talk_turns

    return [c for c in items if not small(c)] + [c for c in items if small(c)]
