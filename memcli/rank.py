"""Rank and collect (rd-forget §3.5) with closure over the entry graph (MemGuard §4.2).

Candidates come from indexed look-ups only — the entries' FTS5 index for primary hits, the
edges table for expansion — so a memory of a million entries answers as fast as a small one.
Scores follow the paper: word overlap with q, +0.4 for ACTIVE entries, ties broken by recency;
the type router's weights scale the overlap, and expanded entries inherit their parent's
score × λ^(d−1).

Beside the words, meaning: each entry's embedding (memcli/embed.py, stored at curation time) is
compared with the question's. The entries closest in meaning join the candidates even when
they share no word with the question ("What diet does Mira follow?" finds "Mira decided to go
vegetarian."), and every candidate's score gets semantic_bonus(cosine). For views of up to
SEMANTIC_SCAN_MAX eligible entries, all their vectors are scanned (one matrix product per chunk
of SCAN_CHUNK rows, so memory stays bounded); above that, a scan per question would cost time
proportional to the memory, so only the lexical hits are re-scored by meaning.
"""

from __future__ import annotations

import re
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

# Meaning. Chosen on own fixtures (tests/test_embed.py's people and facts; benchmarks measured
# with /tmp probes, not the benchmark data): the cosine of a question with a fact that answers
# it without sharing a word lies around 0.2–0.5 once names are stripped, unrelated facts mostly
# below 0.1. The floor keeps that noise from reordering lexical ties; the weight keeps the bonus
# under one matched word for any cosine seen in practice, so words stay decisive when they
# differ, and meaning decides among entries the words cannot tell apart.
SEMANTIC_FLOOR = 0.12
SEMANTIC_WEIGHT = 1.5
SEMANTIC_LIMIT = 50  # entries closest in meaning that join the candidates
# Eligible entries up to which every vector is scanned per question. Measured on a 2-CPU
# machine: ~15–25 µs per eligible entry (SQLite look-ups dominate, the matrix product is ~2 µs),
# so 50,000 bounds the scan near one second; 10,900 eligible entries took ~0.2 s.
SEMANTIC_SCAN_MAX = 50_000
SCAN_CHUNK = 4096  # vectors per matrix product: 4 MB of float32 at a time


@dataclass(frozen=True)
class Scope:
    """Which entries of which view a question may see."""

    view_id: int
    statuses: frozenset[str]
    query_key: str | None = None
    until_seq: int | None = None  # answer from the history up to here (LoCoMo session boundaries)


def entry_overlap(query_terms: set[str], entry: Entry) -> int:
    """Question words the entry accounts for: its own words, and the words that name its
    relation in questions (the vocabulary's cues: "spouse" counts for `married to`)."""
    from memcli.vocabulary import cues

    own = terms(f"{entry.statement} {entry.subject} {entry.relation}") | cues(entry.relation).strong
    return len(query_terms & own)


def semantic_bonus(cos: float) -> float:
    """What closeness in meaning adds to an entry's score: nothing up to the floor, then linear."""
    return SEMANTIC_WEIGHT * max(0.0, cos - SEMANTIC_FLOOR)


def entry_score(
    query_terms: set[str], entry: Entry, type_weights: dict[str, float], cos: float = 0.0
) -> float:
    weight = type_weights.get(entry.memory_type, 1.0)
    return (
        entry_overlap(query_terms, entry) * weight
        + (ACTIVE_BONUS if entry.status == "active" else 0.0)
        + semantic_bonus(cos)
    )


def rank_entries(
    db: Database,
    scope: Scope,
    query: str,
    *,
    hops: int = 2,
    closure: bool = True,
    type_weights: dict[str, float] | None = None,
    semantic: bool = True,
) -> list[tuple[Entry, float, str]]:
    """Eligible entries for the question, best first: (entry, score, why).

    semantic=False ranks by words alone (the ablation)."""
    weights = type_weights or {}
    qterms = terms(query)
    primary = _primary_hits(db, scope, query)
    cosines = _semantic_cosines(db, scope, query, [e.id for e in primary]) if semantic else {}
    lexical = {e.id for e in primary}
    primary += get_entries(db, [i for i in cosines if i not in lexical and semantic_bonus(cosines[i]) > 0])
    scored: dict[int, tuple[Entry, float, str]] = {}
    for entry in primary:
        cos = cosines.get(entry.id, 0.0)
        score = entry_score(qterms, entry, weights, cos)
        if entry.id not in lexical:
            scored[entry.id] = (entry, score, f"close in meaning to the question (cosine {cos:.2f})")
        elif (
            score - semantic_bonus(cos) > ACTIVE_BONUS or qterms & terms(entry.subject) or semantic_bonus(cos)
        ):
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


def _semantic_cosines(db: Database, scope: Scope, query: str, lexical_ids: list[int]) -> dict[int, float]:
    """Cosine with the question for the lexical hits and for the SEMANTIC_LIMIT eligible
    entries closest in meaning (those only while the view is small enough to scan)."""
    from memcli import embed

    qvec = question_vector(db, scope, query)
    if not qvec.any():
        return {}
    cosines = {eid: float(vec @ qvec) for eid, vec in embed.load_entry_vectors(db, lexical_ids).items()}
    if _eligible_count(db, scope) <= SEMANTIC_SCAN_MAX:
        cosines.update(_nearest(db, scope, qvec, SEMANTIC_LIMIT))
    return cosines


def question_vector(db: Database, scope: Scope, query: str):
    """The question's unit vector as stored entry vectors expect it: without the names of the
    view's subjects (entry vectors are stored without their subject, see embed.entry_text)."""
    from memcli import embed

    return embed.phrase_vector(embed.without_names(query, _question_names(db, scope, query)))


def _question_names(db: Database, scope: Scope, query: str) -> list[str]:
    """Capitalized words and runs of them in the question that are subjects in the view: who
    the question is about is matched by words; its vector should carry what it asks."""
    from memcli.text import STOP_WORDS

    tokens_ = re.findall(r"[^\W_]+(?:['’][^\W_]+)*", query)
    runs: list[list[str]] = [[]]
    for word in tokens_:
        bare = re.sub(r"['’]s$", "", word)
        if bare[:1].isupper() and bare.lower() not in STOP_WORDS:
            runs[-1].append(bare)
        elif runs[-1]:
            runs.append([])
    phrases = {
        " ".join(run[i:j]).lower()
        for run in runs
        for i in range(len(run))
        for j in range(i + 1, len(run) + 1)
    }
    if not phrases:
        return []
    ordered = sorted(phrases)
    marks = ",".join("?" * len(ordered))
    rows = db.execute(
        f"SELECT DISTINCT subject_key FROM entries WHERE view_id = ? AND subject_key IN ({marks})",
        [scope.view_id, *ordered],
    )
    return [r[0] for r in rows]


def _eligible_count(db: Database, scope: Scope) -> int:
    where, params = _where(scope)
    return db.execute(f"SELECT count(*) FROM entries e WHERE {where}", params).fetchone()[0]


def _nearest(db: Database, scope: Scope, qvec, limit: int) -> dict[int, float]:
    """The `limit` eligible entries whose stored vectors are closest to qvec, by cosine."""
    import numpy as np

    from memcli import embed

    where, params = _where(scope)
    cursor = db.execute(
        f"SELECT v.entry_id, v.vector FROM entry_vectors v JOIN entries e ON e.id = v.entry_id"
        f" WHERE v.dim = ? AND {where}",
        [embed.DIM, *params],
    )
    best_ids = np.empty(0, dtype=np.int64)
    best_cos = np.empty(0, dtype=np.float32)
    while rows := cursor.fetchmany(SCAN_CHUNK):
        ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype="<f4").reshape(len(rows), embed.DIM)
        best_ids = np.concatenate([best_ids, ids])
        best_cos = np.concatenate([best_cos, matrix @ qvec])
        if len(best_ids) > limit:
            keep = np.argpartition(-best_cos, limit)[:limit]
            best_ids, best_cos = best_ids[keep], best_cos[keep]
    return {int(i): float(c) for i, c in zip(best_ids, best_cos, strict=True)}


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
