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

import heapq
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass

from memcli.archive import selective_fts_query
from memcli.lexicon import is_single, question_terms, story_family
from memcli.pack import Candidate
from memcli.sqldb import Database
from memcli.text import terms
from memcli.types import Entry, make_slot, normalize_slot_part
from memcli.view import get_entries

# Words that name what kind of thing an answer is ("which city") rather than the relation.
KIND_STEMS = frozenset({"citi", "city", "town", "countri", "country", "place", "state"})
ACTIVE_BONUS = 0.4
# A turn kept whole carries the words an answering model needs; a fact read from it is a pointer
# to the same words. Between the two, the words come first.
KEPT_TURN_BONUS = 0.5
BM25_WEIGHT = 0.2  # the best FTS hit gains this much, the last nothing: less than one word
IDLE_SHARE = 0.3  # of its parent's score, for a linked entry that accounts for no question word
DECAY = 0.85  # MemGuard's λ
PRIMARY_LIMIT = 400  # FTS hits re-scored per question
STANDING_LIMIT = 20  # standing instructions offered to a question about how to reply
STANDING_MARGIN = 1.0  # their lead over the best entry that only shares the question's words
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
# machine: ~15–25 µs per eligible entry (SQLite look-ups dominate, the matrix product is ~2 µs);
# 10,900 eligible entries took ~0.2 s, counting them to the old limit of 50,000 another 0.13 s,
# three times the rest of the question (issue 10). 2,000 bounds the scan near 40 ms: small
# memories (a long chat of a few thousand turns) are still searched whole by meaning; larger
# ones re-score their lexical hits by meaning, and a question costs the same at any size.
SEMANTIC_SCAN_MAX = 2_000
SCAN_CHUNK = 4096  # vectors per matrix product: 4 MB of float32 at a time


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


def entry_overlap(
    query_terms: set[str], entry: Entry, *, linked: bool = False, rarity: dict[str, float] | None = None
) -> float:
    """Question words the entry accounts for: its own words, and the words that name its
    relation in questions (the vocabulary's cues: "spouse" counts for `married to`).

    linked: the entry was reached through its subject (closure), so the subject's name, which
    the link already accounts for, is not counted again: otherwise every fact about a person
    the question names would ride on that one word.
    rarity: term → weight in [0.5, 1]; a word found in many entries counts half (see `rarity`)."""
    from memcli.lexicon import cue_stems
    from memcli.vocabulary import cues

    own = terms(f"{entry.statement} {entry.subject} {entry.relation}") | cues(entry.relation).strong
    if linked:
        own -= terms(entry.subject) - terms(f"{entry.relation} {entry.value}")
    people_cues = cue_stems(entry.relation)
    own |= people_cues
    # A word that names the entry's relation ("boss" for manager) counts twice: among the many
    # entries about a person, the slot the question asks about comes first.
    matched = query_terms & own
    words = sum(rarity.get(t, 1.0) for t in matched) if rarity else len(matched)
    return words + (1 if query_terms & people_cues - KIND_STEMS else 0)


def rarity(db: Database, query: str) -> dict[str, float]:
    """How rare each question word is among the entries: 1 for the rarest, down to 0.5 for one in
    most entries ("Odile" in a conversation with Odile). Counts are FTS look-ups capped like
    `selective_fts_query`'s, so this costs the same at a million entries."""
    import math

    from memcli.archive import _doc_count, fts_words
    from memcli.text import stem

    total = (db.execute("SELECT max(id) FROM entries").fetchone()[0] or 0) + 1
    idf = {stem(w): math.log(1 + total / (1 + _doc_count(db, "entries_fts", w))) for w in fts_words(query)}
    top = max(idf.values(), default=0.0)
    return {t: 0.5 + 0.5 * v / top for t, v in idf.items()} if top > 0 else {}


def semantic_bonus(cos: float) -> float:
    """What closeness in meaning adds to an entry's score: nothing up to the floor, then linear."""
    return SEMANTIC_WEIGHT * max(0.0, cos - SEMANTIC_FLOOR)


def entry_score(
    query_terms: set[str],
    entry: Entry,
    type_weights: dict[str, float],
    cos: float = 0.0,
    rarity: dict[str, float] | None = None,
) -> float:
    weight = type_weights.get(entry.memory_type, 1.0)
    return (
        entry_overlap(query_terms, entry, rarity=rarity) * weight
        + (ACTIVE_BONUS if entry.status == "active" else 0.0)
        + semantic_bonus(cos)
        + (KEPT_TURN_BONUS if entry.relation == "said" else 0.0)
    )


# A fact whose value is of the kind the question asks for ("which herb does she refuse":
# coriander) accounts for half a word. Only the best KIND_LIMIT facts are looked up: a value met
# for the first time costs WordNet look-ups (about 0.4 ms each in a fresh process).
KIND_CREDIT = 0.5
KIND_LIMIT = 60
_ASKED_KIND = re.compile(
    r"\b(?:what|which)\s+(?:kind\s+of\s+|sort\s+of\s+|type\s+of\s+)?(\w+)", re.IGNORECASE
)


def kind_nouns(query: str) -> tuple[str, ...]:
    """The kinds a question asks for by name: the noun after "what"/"which" ("which herb",
    "what kind of instrument"); "what does she eat" names none."""
    from memcli import kinds
    from memcli.text import STOP_WORDS

    found = (m.group(1).lower() for m in _ASKED_KIND.finditer(query))
    return tuple(dict.fromkeys(w for w in found if w not in STOP_WORDS and kinds.is_noun(w)))


def of_asked_kind(asked: Sequence[str], entry: Entry) -> bool:
    """Is the fact's value (its last word) of a kind the question names? ("spicy food" is not of
    the kind "food": WordNet's categories are above a word, never the word itself.)"""
    if not asked or entry.relation == "said":
        return False
    from memcli import kinds

    head = (entry.value.lower().split() or [""])[-1]
    return any(kinds.is_a(head, k) for k in asked)


def _of_the_kind_asked(query: str, primary: Sequence[Entry], scores: dict[int, float]) -> set[int]:
    """The ids of the best-scored facts (KIND_LIMIT) whose value is of the kind asked for."""
    asked = kind_nouns(query)
    if not asked:
        return set()
    facts = [e for e in primary if e.relation != "said"]
    best = heapq.nlargest(KIND_LIMIT, facts, key=lambda e: scores[e.id])
    return {e.id for e in best if of_asked_kind(asked, e)}


def rank_entries(
    db: Database,
    scope: Scope,
    query: str,
    *,
    hops: int = 2,
    closure: bool = True,
    type_weights: dict[str, float] | None = None,
    semantic: bool = True,
    standing: bool = False,
) -> list[tuple[Entry, float, str]]:
    """Eligible entries for the question, best first: (entry, score, why).

    semantic=False ranks by words alone (the ablation). standing: the question asks how to
    reply to the user, so every standing instruction is a candidate, shared words or not."""
    weights = type_weights or {}
    qterms = question_terms(query)
    primary = _primary_hits(db, scope, query)
    cosines = _semantic_cosines(db, scope, query, [e.id for e in primary]) if semantic else {}
    lexical = {e.id for e in primary}
    rare = rarity(db, query)
    # FTS5's BM25 order knows which words are rare; overlap counts do not. It breaks ties.
    bm25 = {e.id: BM25_WEIGHT * (1 - n / len(primary)) for n, e in enumerate(primary)}
    primary += get_entries(db, [i for i in cosines if i not in lexical and semantic_bonus(cosines[i]) > 0])
    scored: dict[int, tuple[Entry, float, str]] = {}
    own = {e.id: entry_score(qterms, e, weights, cosines.get(e.id, 0.0), rare) for e in primary}
    kinded = _of_the_kind_asked(query, primary, own)
    for entry in primary:
        cos = cosines.get(entry.id, 0.0)
        score = own[entry.id] + bm25.get(entry.id, 0.0) + KIND_CREDIT * (entry.id in kinded)
        if entry.id not in lexical:
            scored[entry.id] = (entry, score, f"close in meaning to the question (cosine {cos:.2f})")
        elif (
            score - semantic_bonus(cos) - bm25.get(entry.id, 0.0) > ACTIVE_BONUS
            or qterms & terms(entry.subject)
            or semantic_bonus(cos)
        ):
            scored[entry.id] = (entry, score, "matches the question")
    if standing:
        # They answer the question, however many of its words other entries share: above them all.
        top = max((s for _, s, _ in scored.values()), default=0.0) + STANDING_MARGIN
        for entry in _standing_instructions(db, scope):
            score = top + entry_score(qterms, entry, weights)
            scored[entry.id] = (entry, score, "a standing instruction; the question asks how to reply")
    if closure and hops > 0:
        _expand(db, scope, scored, qterms, weights, hops, rare)
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
        # "She used to be a welder": a fact about the past answers only questions about it.
        sql += f" AND {alias}.relation NOT LIKE 'former %'"
        # (A turn kept whole that names a replaced value is left out of a current-state pack by
        # memcli.context, for the slots the pack answers from: withholding here every turn one of
        # whose facts was replaced hid what the rest of it said, "so we swim and then she opens
        # the café" once swimming was given up.)
    return sql, params


def _primary_hits(db: Database, scope: Scope, query: str) -> list[Entry]:
    """The entries the full-text index finds for the question's words, then those it finds for
    the names of the relations they ask for: "where do I live" must reach "Noor | residence |
    Lyon", whose words hold no "live" (closeness in meaning alone was too weak to count on). Two
    searches, so the relation's names do not push the question's own hits out of the limit."""
    from memcli.lexicon import cued_relations

    ids = _fts_hits(db, scope, query)
    asked = " ".join(cued_relations(question_terms(query), query))
    if asked:
        seen = set(ids)
        ids += [i for i in _fts_hits(db, scope, asked) if i not in seen]
    return get_entries(db, ids)


def _fts_hits(db: Database, scope: Scope, text: str) -> list[int]:
    match = selective_fts_query(db, "entries_fts", text)
    if match is None:
        return []
    where, params = _where(scope)
    return [
        r[0]
        for r in db.execute(
            f"SELECT e.id FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid"
            f" WHERE entries_fts MATCH ? AND {where} ORDER BY bm25(entries_fts) LIMIT {PRIMARY_LIMIT}",
            [match, *params],
        )
    ]


def _standing_instructions(db: Database, scope: Scope) -> list[Entry]:
    """The user's standing instructions, latest first: found through the full-text index on the
    word every instruction's statement holds, so the cost follows the instructions, not the view."""
    where, params = _where(scope)
    ids = [
        r[0]
        for r in db.execute(
            "SELECT e.id FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid"
            f" WHERE entries_fts MATCH 'instruction' AND e.relation = 'instruction' AND {where}"
            f" ORDER BY e.seq DESC LIMIT {STANDING_LIMIT}",
            params,
        )
    ]
    return get_entries(db, ids)


def _semantic_cosines(db: Database, scope: Scope, query: str, lexical_ids: list[int]) -> dict[int, float]:
    """Cosine with the question for the lexical hits and for the SEMANTIC_LIMIT eligible
    entries closest in meaning (those only while the view is small enough to scan)."""
    from memcli import embed

    qvec = question_vector(db, scope, query)
    if embed.is_zero(qvec):
        return {}
    cosines = embed.cosines(qvec, _stored_vectors(db, lexical_ids))
    if _eligible_count(db, scope, SEMANTIC_SCAN_MAX + 1) <= SEMANTIC_SCAN_MAX:
        cosines.update(_nearest(db, scope, qvec, SEMANTIC_LIMIT))
    return cosines


def _stored_vectors(db: Database, ids: list[int]) -> Iterator[tuple[int, bytes]]:
    """(entry id, vector blob) of the given entries that have a stored vector."""
    from memcli import embed

    ids = list(dict.fromkeys(ids))
    for start in range(0, len(ids), embed.CHUNK):
        chunk = ids[start : start + embed.CHUNK]
        marks = ",".join("?" * len(chunk))
        for eid, size, blob in db.execute(
            f"SELECT entry_id, dim, vector FROM entry_vectors WHERE entry_id IN ({marks})", chunk
        ):
            if size == embed.DIM:
                yield eid, blob


def question_vector(db: Database, scope: Scope, query: str):
    """The question's unit vector as stored entry vectors expect it: without the names of the
    view's subjects (entry vectors are stored without their subject, see embed.entry_text)."""
    from memcli import embed

    return embed.unit_vector(embed.without_names(query, _question_names(db, scope, query)))


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


def _eligible_count(db: Database, scope: Scope, at_most: int) -> int:
    """Eligible entries, counted up to `at_most`: the question only asks "more than the scan
    limit?", and counting a large view to the end would cost a pass over it per question."""
    where, params = _where(scope)
    return db.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM entries e WHERE {where} LIMIT {int(at_most)})", params
    ).fetchone()[0]


def _nearest(db: Database, scope: Scope, qvec, limit: int) -> dict[int, float]:
    """The `limit` eligible entries whose stored vectors are closest to qvec, by cosine."""
    from memcli import embed

    where, params = _where(scope)
    cursor = db.execute(
        f"SELECT v.entry_id, v.vector FROM entry_vectors v JOIN entries e ON e.id = v.entry_id"
        f" WHERE v.dim = ? AND {where}",
        [embed.DIM, *params],
    )
    if not hasattr(qvec, "shape"):  # a lean vector: Python dot products, no numpy (see embed.cosines)
        found = embed.cosines(qvec, cursor)
        best = heapq.nlargest(limit, found.items(), key=lambda item: (item[1], -item[0]))
        return dict(best)
    import numpy as np

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


# An entry's latest neighbours, read in edges_src_seq's order (m008: the end's seq, newest first;
# equal seqs by end id, then kind: the order SQLite's sort gave them when every edge of the entry
# was read and sorted) and stopped at the limit: a hub's thousands of edges are not all read.
# CROSS JOIN keeps the edges first (the planner could start from the entries' scope otherwise).
FANOUT_SQL = (
    "SELECT g.dst FROM edges g CROSS JOIN entries x ON x.id = g.dst WHERE g.src = ? AND {where}"
    f" ORDER BY g.dst_seq DESC, g.dst, g.kind LIMIT {FANOUT_LIMIT}"
)


def _expand(db, scope, scored, qterms, weights, hops: int, rare: dict[str, float] | None = None) -> None:
    """Breadth-first over edges from the primary hits. A linked entry inherits its parent's
    score × λ^(d−1) at distance d, plus what its own relation accounts for in the question:
    a chain's next link outranks an unconnected fact that merely shares a word."""
    frontier = {eid: s for eid, (_, s, _) in scored.items()}
    where, params = _where(scope, "x")
    if "superseded" not in scope.statuses:
        # A current-state pack links facts, not kept turns: a person's many turns reached
        # through a shared subject crowd out the turns that match (LoCoMo conv-30, tuned dev data: the gold
        # turn's text in 64.7% of packs with them, 74.5% without). Until issue 10 a shadowed
        # alias in _where did this by accident in every view holding a superseded entry. A turn
        # kept whole joins by its own words or meaning; a fact whose value is a person would
        # otherwise pull that person's every turn in as neighbours.
        where += " AND x.relation != 'said'"
    for depth in range(1, hops + 1):
        if not frontier:
            return
        found: dict[int, tuple[float, int]] = {}
        for parent, parent_score in frontier.items():
            rows = db.execute(FANOUT_SQL.format(where=where), [parent, *params]).fetchall()
            inherited = parent_score * DECAY ** (depth - 1)
            for (dst,) in rows:
                if inherited > found.get(dst, (-1.0, 0))[0]:
                    found[dst] = (inherited, parent)
        frontier = {}
        for entry in get_entries(db, list(found)):
            inherited, parent = found[entry.id]
            own = entry_overlap(qterms, entry, linked=True, rarity=rare) * weights.get(entry.memory_type, 1.0)
            # A link the question says nothing about is a bridge at most: it keeps a share of its
            # parent's score, so a person's hundred unrelated facts do not flood the pack.
            score = inherited + own if own else inherited * IDLE_SHARE
            if entry.id in scored and scored[entry.id][1] >= score:
                continue
            scored[entry.id] = (
                entry,
                score,
                f"linked to entry {parent} ({depth} hop{'s' if depth > 1 else ''})",
            )
            frontier[entry.id] = score


STORY_SLOTS = 1  # a story question packs the whole timeline of at most this many slots
STORY_STEP = 1e-3  # each added value ranks just below the slot's best-ranked entry
STORY_WHY = "a value of the slot whose story is asked"  # packed first (memcli.context)


def with_timelines(
    db: Database,
    scope: Scope,
    ranked: list[tuple[Entry, float, str]],
    query: str = "",
    user_keys: Collection[str] = (),
    *,
    families: bool = False,
):
    """A story question ("how has my job changed"): every value of the best-ranked slots (of a
    relation that holds one value at a time: a story of changes) ranks just below the slot's
    best entry, so the timeline is packed whole (a current value the question shares no word
    with was left out: "started at Oakfield Library"; an earlier one ranked seventh lost its
    place to long kept turns). The slot is the question's own subject's where it has one: the
    user's (`user_keys`, for a question in the first person) or a name the question gives ("how
    has my role changed": the best-ranked job title had been the brother's)."""
    owners = set(user_keys) | set(_question_names(db, scope, query))  # subject_key forms
    best: dict[str, float] = {}
    for entry, score, _ in sorted(ranked, key=lambda t: normalize_slot_part(t[0].subject) not in owners):
        if is_single(entry.relation) and entry.slot not in best and len(best) < STORY_SLOTS:
            best[entry.slot] = score
    if not best:
        return ranked
    former = _former_values(db, scope, ranked, best)
    if families:  # a story of changes: the slots told with it ("my career": the places worked too)
        best = _with_family_slots(ranked, best)
    where, params = _where(scope)
    marks = ",".join("?" * len(best))
    rows = db.execute(f"SELECT e.id FROM entries e WHERE e.slot IN ({marks}) AND {where}", [*best, *params])
    rows = [*rows, *((i,) for i in former)]
    best |= dict(former.values())
    have = {entry.id for entry, _, _ in ranked}
    lifted = [
        (entry, max(score, best[entry.slot] - STORY_STEP), STORY_WHY)
        if entry.slot in best
        else (entry, score, why)
        for entry, score, why in ranked
    ]
    added = [
        (entry, best[entry.slot] - STORY_STEP, STORY_WHY)
        for entry in get_entries(db, [i for (i,) in rows if i not in have])
    ]
    return sorted([*lifted, *added], key=lambda t: (-t[1], -t[0].order, -t[0].id))


def _with_family_slots(ranked, best: dict[str, float]) -> dict[str, float]:
    """The story's slots with those of the same subject's relations in its story family
    (lexicon.STORY_FAMILIES), each ranked just below the slot that brought it."""
    out = dict(best)
    for slot, score in best.items():
        entry = next(e for e, _, _ in ranked if e.slot == slot)
        for relation in story_family(entry.relation) - {entry.relation}:
            out.setdefault(make_slot(entry.subject, relation, ""), score - STORY_STEP)
    return out


def _former_values(
    db: Database, scope: Scope, ranked, best: dict[str, float]
) -> dict[int, tuple[str, float]]:
    """The story's earliest value when it was filed as a former one ("moving out of ostrander
    hall", nothing known of it before): in the slots of "former <relation>", one per value.
    Returns {entry id: (its slot, the score of the story it joins)}."""
    where, params = _where(scope)
    found: dict[int, tuple[str, float]] = {}
    for slot, score in best.items():
        entry = next(e for e, _, _ in ranked if e.slot == slot)
        prefix = make_slot(entry.subject, f"former {entry.relation}", "")  # "z|former residence|"
        rows = db.execute(
            f"SELECT e.id, e.slot FROM entries e WHERE e.slot >= ? AND e.slot < ? AND {where}",
            [prefix, prefix + chr(0x10FFFF), *params],
        )
        found.update({i: (other, score) for i, other in rows})
    return found


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
            speaker=e.subject if e.relation == "said" else None,
            said=e.relation == "said",
            sentence_tokens=tuple(parts) if (parts := e.extra.get("sentence_tokens")) else None,
        )
        for i, (e, score, why) in enumerate(ranked)
    ]
