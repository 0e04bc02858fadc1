"""Build the context for one question: curate → eligible → rank → select → pack (Algorithm 1).

This is the whole use side of memcli in one place; each step is a function of its own module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlite_utils import Database

from memcli.curate import curate, curate_query_evidence
from memcli.eligible import eligible_statuses, resolve_historical
from memcli.pack import DEFAULT_BUDGET, Candidate, Packed, collect, fill, pack
from memcli.rank import Scope, entry_candidates, rank_entries, turn_candidates
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
    curator: str = "rules"
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
    if options.curator == "rules":
        # A history cut at until_seq gets a view of its own: a fact replaced only after the cut
        # is still current for a question asked at the cut.
        return ViewSpec(
            curator="rules", forget=options.forget, slots=options.slots, until_seq=options.until_seq
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
    scope = Scope(view_id=summary.view_id, statuses=statuses, query_key=qkey, until_seq=options.until_seq)
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
    result.entries_considered = len(ranked)
    result.candidates = len(candidates)
    order = _select(db, query, candidates, options, result)
    packed = pack(order, options.budget)
    if options.fill:
        turns = turn_candidates(db, query, until_seq=options.until_seq, scope=scope)
        packed = fill(packed, _without_replaced_values(db, scope, packed, turns), options.budget)
    return _finish(result, packed)


def _without_replaced_values(db: Database, scope: Scope, packed: Packed, turns: list[Candidate]):
    """Archive turns that name a value replaced in a slot the pack answers from are left out of a
    current-state fill ("Paris and Acme, noted." once Mira's employer is Beryl): raw text must
    not undo what supersession decided."""
    ids = [c.id for c in packed.items if c.kind == "entry"]
    if "superseded" in scope.statuses or not ids:
        return turns
    marks = ",".join("?" * len(ids))
    values = {
        row[0].lower()
        for row in db.execute(
            "SELECT DISTINCT old.value FROM entries new JOIN entries old"
            " ON old.view_id = new.view_id AND old.slot = new.slot AND old.status = 'superseded'"
            f" WHERE new.id IN ({marks}) AND old.value != new.value",
            ids,
        )
        if row[0].strip()
    }
    if not values:
        return turns
    alternatives = "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True))
    pattern = re.compile(rf"\b(?:{alternatives})\b", re.IGNORECASE)
    return [t for t in turns if not pattern.search(t.text)]


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
