"""Build the context for one question: curate → eligible → rank → select → pack (Algorithm 1).

This is the whole use side of memcli in one place; each step is a function of its own module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlite_utils import Database

from memcli.curate import OFFLINE_CURATORS, curate, curate_query_evidence
from memcli.eligible import eligible_statuses, resolve_historical
from memcli.pack import DEFAULT_BUDGET, Candidate, Packed, collect, fill, pack
from memcli.rank import Scope, entry_candidates, rank_entries
from memcli.recall import turn_candidates
from memcli.text import terms
from memcli.view import ViewSpec, query_key

FALLBACK_LINES = 20


@dataclass
class UseOptions:
    """How one question is answered: budget, the rescue and intent switches, the ablations."""

    budget: int = DEFAULT_BUDGET
    rescue: bool = True
    historical: str = "auto"  # auto | on | off
    forget: bool = True
    slots: bool = True
    closure: bool = True
    qc: bool = True
    hops: int = 2
    fill: bool = True
    curator: str = "parse"
    until_seq: int | None = None
    curator_model: object = None  # ModelConfig | None
    select_model: object = None
    semantic: bool = True  # rank by meaning (stored embeddings) beside words; False for the ablation


@dataclass
class PackResult:
    query: str
    items: list[Candidate]
    used: int
    budget: int
    historical: bool
    rescue: bool
    view_id: int
    selection: str  # "model" | "candidate order" | "fallback"
    entries_considered: int = 0
    candidates: int = 0
    dropped: list[Candidate] = field(default_factory=list)
    fallback: bool = False
    warnings: list[str] = field(default_factory=list)
    low_trust: dict[int, str] = field(default_factory=dict)  # source turn id -> note (memcli.trust)

    @property
    def entries(self) -> list[Candidate]:
        return [c for c in self.items if c.kind == "entry"]

    @property
    def archive_rescues(self) -> int:
        """rd-forget §3.4: selected entries that are not ACTIVE."""
        return sum(1 for c in self.entries if c.status != "active")

    def counters(self) -> dict:
        return {
            "tokens_used": self.used,
            "budget": self.budget,
            "entries_packed": len(self.entries),
            "sources_packed": len(self.items) - len(self.entries),
            "entries_considered": self.entries_considered,
            "candidates": self.candidates,
            "dropped_for_budget": len(self.dropped),
            "archive_rescues": self.archive_rescues,
            "fallback": self.fallback,
            "historical": self.historical,
            "rescue": self.rescue,
            "selection": self.selection,
        }


def view_spec(query: str, options: UseOptions) -> ViewSpec:
    model_name = getattr(options.curator_model, "model", None)
    if options.curator in OFFLINE_CURATORS:
        # A history cut at until_seq gets a view of its own: a fact replaced only after the cut
        # is still current for a question asked at the cut.
        return ViewSpec(
            curator=options.curator, forget=options.forget, slots=options.slots, until_seq=options.until_seq
        )
    return ViewSpec(
        curator=options.curator,
        model=model_name,
        query=query if options.qc else None,
        closure=options.closure,
        forget=options.forget,
        slots=options.slots,
        until_seq=options.until_seq,
    )


def build_context(db: Database, query: str, options: UseOptions) -> PackResult:
    spec = view_spec(query, options)
    summary = curate(db, spec, model_config=options.curator_model, counts=False)
    warnings = list(summary.warnings)
    historical = resolve_historical(options.historical, query)
    statuses = eligible_statuses(rescue=options.rescue, historical=historical)
    qkey = None
    if spec.curator == "rules" and options.qc:
        from memcli.view import find_view

        curate_query_evidence(db, find_view(db, spec), spec, query)
        qkey = query_key(query)
    scope = Scope(
        view_id=summary.view_id,
        statuses=statuses,
        query_key=qkey,
        until_seq=options.until_seq,
        evidence=options.qc,
    )
    result = PackResult(
        query=query,
        items=[],
        used=0,
        budget=options.budget,
        historical=historical,
        rescue=options.rescue,
        view_id=summary.view_id,
        selection="candidate order",
        warnings=warnings,
    )
    if not _has_usable_entries(db, scope):
        return _fallback(db, query, options, result, scope)
    from memcli.intent import type_weights

    ranked = rank_entries(
        db,
        scope,
        query,
        hops=options.hops,
        closure=options.closure,
        type_weights=type_weights(query),
        semantic=options.semantic,
    )
    candidates = collect(entry_candidates(ranked))
    replaced = _replaced_values(db, scope, candidates)
    candidates = _without_replaced(candidates, replaced, _fact_parts(db, candidates))
    result.entries_considered = len(ranked)
    result.candidates = len(candidates)
    order = _select(db, query, candidates, options, result)
    packed = pack(order, options.budget)
    if options.fill:
        turns = turn_candidates(db, query, until_seq=options.until_seq, scope=scope)
        packed = fill(packed, _without_replaced(turns, replaced), options.budget)
    return _finish(result, packed)


ANSWER_SLOTS_FROM = 8  # the best-ranked facts whose slots a current-state pack answers from


@dataclass(frozen=True)
class Replaced:
    """The values replaced in the slots a current-state pack answers from, and whose they were."""

    pattern: re.Pattern
    subjects: frozenset[str]


def _replaced_values(db: Database, scope: Scope, candidates: list[Candidate]) -> Replaced | None:
    """What was replaced in the slots of the pack's best facts; None for a historical question or
    when nothing was replaced."""
    if "superseded" in scope.statuses or not candidates:
        return None
    ids = [c.id for c in candidates[: ANSWER_SLOTS_FROM * 4] if c.kind == "entry"]
    if not ids:
        return None
    marks = ",".join("?" * len(ids))
    facts = [
        r[0] for r in db.execute(f"SELECT id FROM entries WHERE id IN ({marks}) AND relation != 'said'", ids)
    ]
    order = {eid: n for n, eid in enumerate(ids)}
    top = sorted(facts, key=order.__getitem__)[:ANSWER_SLOTS_FROM]
    if not top:
        return None
    marks = ",".join("?" * len(top))
    rows = db.execute(
        "SELECT DISTINCT old.value, old.subject_key FROM entries new JOIN entries old"
        " ON old.view_id = new.view_id AND (old.slot = new.slot AND old.status = 'superseded'"
        # a past value said as such ("my old phone", "he used to be a nurse") counts as replaced
        "  OR old.subject_key = new.subject_key AND old.relation = 'former ' || new.relation)"
        f" WHERE new.id IN ({marks}) AND old.value != new.value",
        top,
    ).fetchall()
    values = {v.lower() for v, _ in rows if v.strip()}
    if not values:
        return None
    alternatives = "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True))
    pattern = re.compile(rf"\b(?:{alternatives})\b", re.IGNORECASE)
    return Replaced(pattern, frozenset(k for _, k in rows))


def _without_replaced(
    items: list[Candidate], replaced: Replaced | None, facts: dict[int, tuple[str, str]] | None = None
) -> list[Candidate]:
    """What names a value replaced in a slot the pack answers from is left out of a current-state
    pack ("Paris and Acme, noted." once Mira's employer is Beryl): archive turns and turns kept
    whole must not undo what supersession decided. A fact is judged by its own subject and value
    ("Mira | left | Acme"), not by the sentence it quotes: "Zoe is a citizen of France" stays
    usable when France was Mira's old value.
    facts: entry id → (subject key, value) of each candidate that is a fact."""
    if replaced is None:
        return items
    facts = facts or {}
    kept = []
    for c in items:
        fact = facts.get(c.id) if c.kind == "entry" else None
        if fact is not None:
            hit = fact[0] in replaced.subjects and replaced.pattern.search(fact[1])
        else:
            hit = replaced.pattern.search(c.text)
        if not hit:
            kept.append(c)
    return kept


def _fact_parts(db: Database, candidates: list[Candidate]) -> dict[int, tuple[str, str]]:
    ids = [c.id for c in candidates if c.kind == "entry"]
    found: dict[int, tuple[str, str]] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for eid, key, value in db.execute(
            f"SELECT id, subject_key, value FROM entries WHERE id IN ({marks}) AND relation != 'said'", chunk
        ):
            found[eid] = (key, value)
    return found


def _has_usable_entries(db: Database, scope: Scope) -> bool:
    """Algorithm 1 line 10: is the materialized view M empty (for this question's history)?"""
    sql = "SELECT 1 FROM entries WHERE view_id = ? AND status != 'omitted'"
    params: list = [scope.view_id]
    if scope.until_seq is not None:
        sql += " AND seq <= ?"
        params.append(scope.until_seq)
    return db.execute(sql + " LIMIT 1", params).fetchone() is not None


def _select(
    db: Database, query: str, candidates: list[Candidate], options: UseOptions, result: PackResult
) -> list[Candidate]:
    """Algorithm 1 lines 15–16: the model's ordered ids, or candidate order when it gives none."""
    if options.select_model is None or not candidates:
        return candidates
    from memcli.select import apply_selection, select_with_model
    from memcli.view import get_entries

    ids = select_with_model(options.select_model, query, get_entries(db, [c.id for c in candidates]))
    if not ids:
        result.warnings.append("the selector returned no usable entry ids; candidate order kept")
        return candidates
    result.selection = "model"
    # The packer walks only the selector's order (Algorithm 1 line 18).
    return apply_selection(candidates, ids, only_selected=True)


def _fallback(db: Database, query: str, options: UseOptions, result: PackResult, scope: Scope) -> PackResult:
    """Algorithm 1 line 11: no usable entries → up to 20 source lines by word overlap with q."""
    qterms = terms(query)
    lines = turn_candidates(db, query, until_seq=options.until_seq, limit=200, scope=scope)
    lines.sort(key=lambda c: -len(qterms & terms(c.text)))
    result.fallback = True
    result.selection = "fallback"
    return _finish(result, pack(lines[:FALLBACK_LINES], options.budget))


def _finish(result: PackResult, packed: Packed) -> PackResult:
    result.items = packed.items
    result.used = packed.used
    result.dropped = packed.dropped
    return result
