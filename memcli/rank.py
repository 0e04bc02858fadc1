"""Rank and collect (rd-forget §3.5) with closure over the entry graph (MemGuard §4.2).

Candidates come from indexed look-ups only — the entries' FTS5 index for primary hits, the
edges table for expansion — so a memory of a million entries answers as fast as a small one.
Scores follow the paper: word overlap with q, +0.4 for ACTIVE entries, ties broken by recency;
the type router's weights scale the overlap, and expanded entries inherit their parent's
score × λ^(d−1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlite_utils import Database

from memcli import tokens
from memcli.archive import selective_fts_query
from memcli.pack import Candidate
from memcli.text import terms
from memcli.types import Entry
from memcli.view import get_entries

ACTIVE_BONUS = 0.4
DECAY = 0.85  # MemGuard's λ
PRIMARY_LIMIT = 400  # FTS hits re-scored per question
FANOUT_LIMIT = 60  # neighbours taken from one entry per hop: hub entities stay bounded


@dataclass(frozen=True)
class Scope:
    """Which entries of which view a question may see."""

    view_id: int
    statuses: frozenset[str]
    query_key: str | None = None
    until_seq: int | None = None  # answer from the history up to here (LoCoMo session boundaries)
    # The turns kept whole ("said" entries) are the question's own evidence: query-conditioned
    # curation (rd-forget's qc) offers them; --no-qc uses the general memory of facts alone.
    evidence: bool = True


def entry_overlap(query_terms: set[str], entry: Entry) -> int:
    """Question words the entry accounts for: its own words, and the words that name its
    relation in questions (the vocabulary's cues: "spouse" counts for `married to`)."""
    from memcli.lexicon import cue_stems
    from memcli.vocabulary import cues

    own = terms(f"{entry.statement} {entry.subject} {entry.relation}") | cues(entry.relation).strong
    own |= cue_stems(entry.relation)
    return len(query_terms & own)


def entry_score(query_terms: set[str], entry: Entry, type_weights: dict[str, float]) -> float:
    weight = type_weights.get(entry.memory_type, 1.0)
    return entry_overlap(query_terms, entry) * weight + (ACTIVE_BONUS if entry.status == "active" else 0.0)


def rank_entries(
    db: Database,
    scope: Scope,
    query: str,
    *,
    hops: int = 2,
    closure: bool = True,
    type_weights: dict[str, float] | None = None,
) -> list[tuple[Entry, float, str]]:
    """Eligible entries for the question, best first: (entry, score, why)."""
    weights = type_weights or {}
    qterms = terms(query)
    primary = _primary_hits(db, scope, query)
    scored: dict[int, tuple[Entry, float, str]] = {}
    for entry in primary:
        score = entry_score(qterms, entry, weights)
        if score > ACTIVE_BONUS or qterms & terms(entry.subject):
            scored[entry.id] = (entry, score, "matches the question")
    if closure and hops > 0:
        _expand(db, scope, scored, qterms, weights, hops)
    return sorted(scored.values(), key=lambda t: (-t[1], -t[0].order, -t[0].id))


def _where(scope: Scope, alias: str = "e") -> tuple[str, list]:
    marks = ",".join("?" * len(scope.statuses))
    sql = f" {alias}.view_id = ? AND {alias}.status IN ({marks})"
    params: list = [scope.view_id, *sorted(scope.statuses)]
    sql += f" AND ({alias}.query_key IS NULL" + (f" OR {alias}.query_key = ?)" if scope.query_key else ")")
    if scope.query_key:
        params.append(scope.query_key)
    if scope.until_seq is not None:
        sql += f" AND {alias}.seq <= ?"
        params.append(scope.until_seq)
    if not scope.evidence:
        sql += f" AND {alias}.relation != 'said'"
    if "superseded" not in scope.statuses:
        # A turn kept whole ("said") must not carry a replaced value back into a current-state
        # question: it is withheld when a fact drawn from the same turn has been superseded.
        sql += (
            f" AND NOT ({alias}.relation = 'said' AND EXISTS (SELECT 1 FROM entry_sources s1"
            " JOIN entry_sources s2 ON s2.turn_id = s1.turn_id JOIN entries x ON x.id = s2.entry_id"
            f" WHERE s1.entry_id = {alias}.id AND x.view_id = {alias}.view_id AND x.status = 'superseded'))"
        )
    return sql, params


def _primary_hits(db: Database, scope: Scope, query: str) -> list[Entry]:
    match = selective_fts_query(db, "entries_fts", query)
    if match is None:
        return []
    where, params = _where(scope)
    ids = [
        r[0]
        for r in db.execute(
            f"SELECT e.id FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid"
            f" WHERE entries_fts MATCH ? AND {where} ORDER BY bm25(entries_fts) LIMIT {PRIMARY_LIMIT}",
            [match, *params],
        )
    ]
    return get_entries(db, ids)


def _expand(db, scope, scored, qterms, weights, hops: int) -> None:
    """Breadth-first over edges from the primary hits. A linked entry inherits its parent's
    score × λ^(d−1) at distance d, plus what its own relation accounts for in the question:
    a chain's next link outranks an unconnected fact that merely shares a word."""
    frontier = {eid: s for eid, (_, s, _) in scored.items()}
    where, params = _where(scope, "x")
    for depth in range(1, hops + 1):
        if not frontier:
            return
        found: dict[int, tuple[float, int]] = {}
        for parent, parent_score in frontier.items():
            rows = db.execute(
                f"SELECT g.dst FROM edges g JOIN entries x ON x.id = g.dst WHERE g.src = ? AND {where}"
                f" ORDER BY x.seq DESC LIMIT {FANOUT_LIMIT}",
                [parent, *params],
            ).fetchall()
            inherited = parent_score * DECAY ** (depth - 1)
            for (dst,) in rows:
                if inherited > found.get(dst, (-1.0, 0))[0]:
                    found[dst] = (inherited, parent)
        frontier = {}
        for entry in get_entries(db, list(found)):
            inherited, parent = found[entry.id]
            own = entry_overlap(qterms, entry) * weights.get(entry.memory_type, 1.0)
            score = inherited + own if own else inherited
            if entry.id in scored and scored[entry.id][1] >= score:
                continue
            scored[entry.id] = (
                entry,
                score,
                f"linked to entry {parent} ({depth} hop{'s' if depth > 1 else ''})",
            )
            frontier[entry.id] = score


def entry_candidates(ranked: Sequence[tuple[Entry, float, str]]) -> list[Candidate]:
    return [
        Candidate(
            kind="entry",
            id=e.id,
            text=e.statement,
            cost=int(e.extra.get("tokens") or 0),
            score=round(score, 4),
            status=e.status,
            memory_type=e.memory_type,
            date=e.valid_at,
            source_turn_ids=e.source_turn_ids,
            why=why,
            rank=i + 1,
            superseded_by=e.superseded_by,
        )
        for i, (e, score, why) in enumerate(ranked)
    ]


def turn_candidates(
    db: Database,
    query: str,
    *,
    until_seq: int | None = None,
    limit: int = 200,
    scope: Scope | None = None,
    context: bool = True,
) -> list[Candidate]:
    """Archive turns for the fill and the fallback, best first (FTS5 BM25).

    context: each matching turn is followed by its neighbours in the same session. In a
    conversation the answer is often the reply to the turn that names the topic ("Where did you
    go?" — "To Lyon."), and that reply shares no word with the question.
    With a scope, turns that are sources of entries the question may not use (superseded or
    deprecated ones outside Eq. 5) are left out: raw text must not smuggle a forgotten value
    back into a current-state context.
    """
    from memcli.archive import history

    hits = history(db, search=query, limit=limit, max_seq=until_seq)
    if scope is not None and hits:
        banned = _ineligible_sources(db, scope, [t.id for t in hits])
        hits = [t for t in hits if t.id not in banned]  # a withheld turn brings no neighbours
    ordered = _with_neighbours(db, hits, until_seq) if context else [(t, None) for t in hits]
    if scope is not None and ordered:
        banned = _ineligible_sources(db, scope, [t.id for t, _ in ordered])
        ordered = [(t, via) for t, via in ordered if t.id not in banned]
    whys = [
        "archive turn matching the question" if via is None else f"next to matching turn {via}"
        for _, via in ordered
    ]
    return source_candidates([t for t, _ in ordered], whys)


def source_candidates(turns: Sequence, whys: Sequence[str] | None = None) -> list[Candidate]:
    """Archive turns as pack items, in the given order, costed as shown ("speaker: text")."""
    texts = [shown_text(t) for t in turns]
    costs = tokens.count_many(texts) if texts else []
    return [
        Candidate(
            kind="source",
            id=t.id,
            text=text,
            cost=cost + tokens.ENTRY_OVERHEAD,
            status="source",
            date=t.timestamp,
            source_turn_ids=(t.id,),
            why=whys[i] if whys else "",
            rank=i + 1,
        )
        for i, (t, text, cost) in enumerate(zip(turns, texts, costs, strict=True))
    ]


def _with_neighbours(db: Database, hits: list, until_seq: int | None) -> list[tuple]:
    """Each hit, then the turns just before and after it in its session (once each)."""
    from memcli.archive import TURN_COLUMNS, row_to_turn

    wanted = sorted({t.seq + d for t in hits for d in (-1, 1)} - {t.seq for t in hits})
    if until_seq is not None:
        wanted = [q for q in wanted if q <= until_seq]
    around = {}
    for start in range(0, len(wanted), 500):
        chunk = wanted[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for row in db.execute(f"SELECT {TURN_COLUMNS} FROM turns WHERE seq IN ({marks})", chunk):
            turn = row_to_turn(row)
            around[turn.seq] = turn
    ordered, seen = [], set()
    for hit in hits:
        for turn, via in ((hit, None), (around.get(hit.seq - 1), hit.id), (around.get(hit.seq + 1), hit.id)):
            if turn is not None and turn.id not in seen and turn.session == hit.session:
                seen.add(turn.id)
                ordered.append((turn, via))
    return ordered


def _ineligible_sources(db: Database, scope: Scope, turn_ids: list[int]) -> set[int]:
    hidden = sorted({"superseded", "deprecated"} - scope.statuses)
    if not hidden:
        return set()
    marks = ",".join("?" * len(turn_ids))
    rows = db.execute(
        f"SELECT DISTINCT s.turn_id FROM entry_sources s JOIN entries e ON e.id = s.entry_id"
        f" WHERE s.turn_id IN ({marks}) AND e.view_id = ? AND e.status IN ({','.join('?' * len(hidden))})",
        [*turn_ids, scope.view_id, *hidden],
    )
    return {r[0] for r in rows}


def shown_text(turn) -> str:
    """A turn as packed and shown: "speaker: text"."""
    return f"{turn.speaker}: {turn.text}" if turn.speaker else turn.text
