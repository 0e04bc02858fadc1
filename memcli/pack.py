"""Budgeted packing: rd-forget Algorithm 1 lines 17–22, plus our fill of unused budget.

Walk the selection order; include an item when used + cost ≤ budget; skip oversized ones.
Cost is Tok(text) + 8 with o200k_base (Eq. 3). Before packing, the entry ranking and rankings of
archive turns may be fused into one order (`fuse`), so a turn whose own words match the question
is packed beside the facts. Pure over plain data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

DEFAULT_BUDGET = 2048
CANDIDATE_TOKENS = 10_000  # rd-forget §3.5: the candidate collector's serialization target
# Reciprocal-rank fusion's k: an item at rank r of a list gains weight / (k + r). A small k lets
# the head of each list decide: the few best turns by BM25 get into the pack beside the few best
# entries, where a large k (60, the usual default) averages ranks and buries a turn that only one
# list knows. Measured on tuned dev data (LoCoMo conv-26/30): k 5–15 alike, 60 lower.
FUSION_K = 10


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
    # For a turn kept whole: what each of its sentences costs (memcli.tokens.sentence_costs), so
    # it may be packed without some of them at an exact cost; None when not stored.
    sentence_tokens: tuple[int, ...] | None = None


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


def evidence_key(item: Candidate) -> tuple[str, int]:
    """What an item is evidence of: an archive turn, or a fact. A turn kept whole ("said" entry)
    and the same turn as an archive item are one piece of evidence with the same words."""
    if item.kind == "source":
        return ("turn", item.id)
    if item.said and item.source_turn_ids:
        return ("turn", item.source_turn_ids[0])
    return ("entry", item.id)


def fuse(ranked_lists: Sequence[tuple[Sequence[Candidate], float]], k: int = FUSION_K) -> list[Candidate]:
    """Reciprocal-rank fusion: one order from several rankings of the same evidence.

    Each (list, weight) gives the item at rank r (from 1, counted over distinct evidence) weight /
    (k + r); an item's score is its sum over the lists, so what several lists rank well comes
    first. Items are one per `evidence_key`; where an entry and an archive turn are the same
    evidence, the entry is kept (it carries date, speaker and provenance). Ties keep first-seen
    order (the first list's first)."""
    score: dict[tuple[str, int], float] = {}
    chosen: dict[tuple[str, int], Candidate] = {}
    for ranked, weight in ranked_lists:
        seen: set[tuple[str, int]] = set()
        for item in ranked:
            key = evidence_key(item)
            if key in seen:
                continue
            seen.add(key)
            score[key] = score.get(key, 0.0) + weight / (k + len(seen))
            if key not in chosen or (chosen[key].kind == "source" and item.kind == "entry"):
                chosen[key] = item
    return [chosen[key] for key in sorted(score, key=lambda key: -score[key])]


def not_drawn_into_facts(turns: Sequence[Candidate], entries: Sequence[Candidate]) -> list[Candidate]:
    """The archive turns that no fact among the entries was drawn from (a turn kept whole is no
    fact: it is the turn itself)."""
    drawn = {t for e in entries if e.kind == "entry" and not e.said for t in e.source_turn_ids}
    return [t for t in turns if not (t.kind == "source" and t.id in drawn)]


def small_talk_last(items: Sequence[Candidate], small_talk_turns: set[int]) -> list[Candidate]:
    """Items that are only an assistant's greetings or thanks (their turn ids in small_talk_turns;
    see memcli.messages.is_small_talk) move behind every other item, keeping both groups' order:
    they never take budget ahead of a fact."""

    def small(c: Candidate) -> bool:
        if c.kind == "source":
            return c.id in small_talk_turns
        return c.said and bool(c.source_turn_ids) and set(c.source_turn_ids) <= small_talk_turns

    return [c for c in items if not small(c)] + [c for c in items if small(c)]
