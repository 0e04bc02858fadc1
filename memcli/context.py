"""Build the context for one question: curate → eligible → rank → select → pack (Algorithm 1).

This is the whole use side of memcli in one place; each step is a function of its own module.
Without a model selector, the ranked entries and the archive turns that match the question are
fused into one order before packing (reciprocal-rank fusion), so the pack holds the words of the
turns that answer, not only facts paraphrased from them (issue 8 item 5).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

from memcli import lexicon, tokens
from memcli.curate import OFFLINE_CURATORS, CurateSummary, curate
from memcli.eligible import eligible_statuses, resolve_historical
from memcli.lexicon import question_terms
from memcli.pack import DEFAULT_BUDGET, Candidate, Packed, collect, fill, fuse, not_drawn_into_facts, pack
from memcli.rank import STORY_WHY, Scope, entry_candidates, rank_entries, with_timelines
from memcli.recall import neighbour_candidates, turn_candidates
from memcli.sqldb import Database
from memcli.text import sentences_of, terms
from memcli.types import ENDED, Entry, Item, normalize_slot_part
from memcli.view import ViewRow, ViewSpec, query_key, text_keys, value_words

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
    # Fuse archive turns (BM25, and the neighbours of the best kept turns) into the entry order
    # before packing, not only after it (memcli.pack.fuse); False for the ablation. Needs fill.
    fusion: bool = True
    # Where rescue and historical came from ("default", "setting", "flag"): every answer says which
    # intent it used and why (issue 11: hidden stored state surprised people).
    rescue_origin: str = "default"
    historical_origin: str = "default"
    on_progress: object = None  # (done, total) while a new view is curated for the first question


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
    intent: dict = field(default_factory=dict)  # memcli.messages.intent_summary
    low_trust: dict[int, str] = field(default_factory=dict)  # source turn id -> note (memcli.trust)
    # The question's evidence packed without being cached (the memory was busy, memcli.writes):
    # entries that exist only in this result, with negative ids.
    unsaved: list[Entry] = field(default_factory=list)

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
    warnings: list[str] = []
    summary = _caught_up(db, spec, options, warnings)
    warnings[:0] = summary.warnings
    historical = resolve_historical(options.historical, query)
    from memcli.messages import intent_summary

    intent = intent_summary(
        historical=historical,
        historical_mode=options.historical,
        historical_origin=options.historical_origin,
        rescue=options.rescue,
        rescue_origin=options.rescue_origin,
    )
    statuses = eligible_statuses(rescue=options.rescue, historical=historical)
    qkey = None
    unsaved: list[Entry] = []
    if spec.curator == "rules" and options.qc:
        from memcli.view import find_view

        view = find_view(db, spec)
        if view is not None:  # None: the memory was busy before its first curation
            unsaved = _question_evidence(db, view, spec, query, warnings)
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
        intent=intent,
        unsaved=unsaved,
    )
    if not unsaved and not _has_usable_entries(db, scope):
        return _fallback(db, query, options, result, scope)
    from memcli.intent import asks_how_to_reply, asks_story, asks_work, of_as_possessive, type_weights
    from memcli.text import spell_out

    spelled = spell_out(query)  # "should u use emojis w me" asks how to reply too
    weights = type_weights(spelled)
    ranked = rank_entries(
        db,
        scope,
        of_as_possessive(query),  # "the wife of my brother" walks as "my brother's wife" does
        hops=options.hops,
        closure=options.closure,
        type_weights=weights,
        semantic=options.semantic,
        standing=asks_how_to_reply(spelled),
    )
    story = asks_story(spelled)
    # a question about the past needs the slot's earlier values as a story does ("where did he
    # work before": a job filed only as a former one was ranked below long turns that shared
    # the question's words, and the current one answered); "what does she do for a living" needs
    # the places worked beside the titles ("Fryday's", her own food truck, after the bank)
    work = asks_work(spelled)
    if story or historical or work:
        ranked = with_timelines(db, scope, ranked, query, _user_keys(db, spelled), families=story or work)
    if unsaved:
        ranked = with_unsaved(ranked, unsaved, query, weights)
    candidates = collect(entry_candidates(ranked))
    replaced = _replaced_values(db, scope, candidates)
    candidates = _without_replaced(candidates, replaced, _fact_parts(db, candidates))
    candidates = _small_talk_last(db, candidates)
    result.entries_considered = len(ranked)
    result.candidates = len(candidates)
    order = _select(db, query, candidates, options, result)
    turns: list[Candidate] = []
    if options.fill:
        turns = turn_candidates(db, query, until_seq=options.until_seq, scope=scope)
        turns = _small_talk_last(db, _without_replaced(turns, replaced))
        if options.fusion and options.qc and result.selection == "candidate order":
            # --no-qc is the general memory without the question's raw evidence: turns only fill
            order = _small_talk_last(db, _fused(db, order, turns, options, scope, replaced))
    if story:  # the timeline is the answer: its short values before long kept turns
        order = [c for c in order if c.why == STORY_WHY] + [c for c in order if c.why != STORY_WHY]
    packed = pack(order, options.budget)
    if options.fill:
        packed = fill(packed, turns, options.budget)
    return _finish(result, packed)


def _user_keys(db: Database, question: str) -> frozenset[str]:
    """The user's name keys when the question is in the first person (or names them)."""
    from memcli.identity import load_identity, refers_to_user

    identity = load_identity(db)
    return identity.keys if refers_to_user(question, identity) else frozenset()


def _caught_up(db: Database, spec: ViewSpec, options: UseOptions, warnings: list[str]) -> CurateSummary:
    """The question's view, curated up to the archive's last turn; or, when that write is
    optional (memcli.writes) and the memory stays busy, the view as last curated (view_id 0
    before its first curation: the pack then comes from the archive alone), with a warning.
    An optional catch-up is also bounded: at most catch_up_turns() turns, in archive order from
    the watermark; the summary's warning names the turns left for `memcli curate`. A model
    curator's catch-up is neither (its output is the curation the user chose)."""
    from memcli.errors import BusyError, UnwritableError
    from memcli.writes import CURATION, catch_up_turns, skip_reason, skipped_warning, write_is_optional

    optional = write_is_optional(CURATION, curator=spec.curator)
    try:
        return curate(
            db,
            spec,
            model_config=options.curator_model,
            counts=False,
            on_progress=options.on_progress,
            optional=optional,
            limit_turns=catch_up_turns() if optional else None,
        )
    except (BusyError, UnwritableError) as exc:
        if not optional:
            raise
        reason = skip_reason(exc)
    from memcli.archive import count_turns
    from memcli.view import find_view

    view = find_view(db, spec)
    waiting = count_turns(db, after_seq=view.turn_watermark if view else 0, max_seq=spec.until_seq)
    if waiting:  # another process may have curated them meanwhile: then nothing is missing
        warnings.append(skipped_warning(CURATION, waiting_turns=waiting, reason=reason))
    return CurateSummary(
        view_id=view.id if view else 0, curator=spec.curator, model=spec.model, query=spec.query
    )


def _question_evidence(
    db: Database, view: ViewRow, spec: ViewSpec, query: str, warnings: list[str]
) -> list[Entry]:
    """Cache the rules curator's evidence for a new question. When the memory stays busy (the
    cache is optional, memcli.writes), the evidence is packed from memory instead: returned as
    unsaved entries, and a warning says it was not cached."""
    from memcli.curate import query_evidence, store_query_evidence
    from memcli.db import optional_transaction
    from memcli.errors import BusyError, UnwritableError
    from memcli.writes import QUESTION_EVIDENCE, skip_reason, skipped_warning

    evidence = query_evidence(db, view, query)
    if evidence is None:
        return []  # cached by an earlier question
    try:
        store_query_evidence(db, view, spec, query, evidence, write=optional_transaction)
    except (BusyError, UnwritableError) as exc:
        warnings.append(skipped_warning(QUESTION_EVIDENCE, reason=skip_reason(exc)))
        return unsaved_entries(evidence, query)
    return []


def unsaved_entries(items: list[Item], query: str) -> list[Entry]:
    """Evidence items as the entries storing them would have made (each its own slot, active),
    with ids -1, -2, … that no stored entry has."""
    from memcli.types import make_slot

    statements = [i.statement.strip() for i in items]
    costs = tokens.count_many(statements)
    return [
        Entry(
            id=-n,
            statement=statement,
            slot=make_slot(item.subject, item.relation, item.scope),
            subject=item.subject.strip(),
            relation=item.relation.strip(),
            value=item.value.strip(),
            status="active",
            memory_type=item.memory_type,
            source_turn_ids=tuple(item.source_turn_ids),
            valid_at=item.valid_at,
            order=item.order,
            scope=item.scope,
            extra={"tokens": cost + tokens.ENTRY_OVERHEAD, "query_key": query_key(query), "unsaved": True},
        )
        for n, (item, statement, cost) in enumerate(zip(items, statements, costs, strict=True), start=1)
    ]


def with_unsaved(
    ranked: list[tuple[Entry, float, str]], unsaved: list[Entry], query: str, weights: dict[str, float]
) -> list[tuple[Entry, float, str]]:
    """The ranking with the unsaved evidence entries scored by the ranker's own entry_score (by
    their words; they have no stored vector or full-text row) and sorted in by its order."""
    from memcli.rank import entry_score

    qterms = question_terms(query)
    extra = [(e, entry_score(qterms, e, weights), "question evidence (not cached)") for e in unsaved]
    return sorted([*ranked, *extra], key=lambda t: (-t[1], -t[0].order, -t[0].id))


# The rankings fused into the pack's order (memcli.pack.fuse) and their weights. Entries alone
# lose the turn whose words answer when it shares only common words with the question; BM25 over
# whole turns finds it by their rarity and its length. The turns beside the best kept turns count
# half: the reply often holds the answer, but most neighbours are not it. Measured on tuned dev
# data (LoCoMo conv-26/30, whole conversation: gold turn text in the pack 71.8/74.5% → 81.2/84.3%;
# chat sets unchanged at 42/57); weights 0.3–0.6 alike, 1.0 lower.
ENTRY_LIST_WEIGHT = 1.0
TURN_LIST_WEIGHT = 1.0
NEIGHBOUR_WEIGHT = 0.5
NEIGHBOUR_HEADS = 20  # the best-ranked entries whose kept turns lend their neighbours


def neighbour_heads(order: list[Candidate], limit: int = NEIGHBOUR_HEADS) -> list[int]:
    """The turns whose neighbours are offered: those kept whole among the first `limit` entries.
    A fact's turn lends none (a fact answers by itself; measured: its neighbours cost the chat
    sets two answers and gained no LoCoMo pack, tuned dev data)."""
    return [t for c in order[:limit] if c.said for t in c.source_turn_ids]


def _fused(
    db: Database,
    order: list[Candidate],
    turns: list[Candidate],
    options: UseOptions,
    scope: Scope,
    replaced: ReplacedSlots | Replaced | None,
) -> list[Candidate]:
    """The entry order fused with archive turns by BM25 (each hit followed by its neighbours) and
    with the neighbours of the kept turns the entry ranking puts first. A turn that a candidate
    fact was drawn from then leaves the order (the others keep their places): the fact stands
    for it in fewer tokens, and the offline
    answerer chains facts, which the turn would crowd out (MAB-FC multi-hop, tuned dev data: 93
    → 90 of 100 with those turns, 93 without). The fill may still add it after packing."""
    beside = neighbour_candidates(db, neighbour_heads(order), until_seq=options.until_seq, scope=scope)
    fused = fuse(
        [
            (order, ENTRY_LIST_WEIGHT),
            (turns, TURN_LIST_WEIGHT),
            (_without_replaced(beside, replaced), NEIGHBOUR_WEIGHT),
        ]
    )
    return not_drawn_into_facts(fused, order)


ANSWER_SLOTS_FROM = 8  # the best-ranked facts whose slots a current-state pack answers from


@dataclass(frozen=True)
class Replaced:
    """The values replaced in the slots a current-state pack answers from, and whose they were.

    A value is looked for as a run of whole words (case and punctuation between words ignored).
    Values are kept in a dict by first word, so judging a text costs a look-up per word of it,
    not a pass per value: a slot replaced thousands of times over a long history (the user's
    city) must not make every question slower."""

    starts: dict[str, dict[int, set[tuple[str, ...]]]]  # first word → length → values
    subjects: frozenset[str]
    # value → the subject keys it was replaced for: a fact is judged by its own subject's values
    # ("Berenike | former employer | Lumora" leaves the user's current Lumora usable)
    owners: dict[tuple[str, ...], set[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, values, subjects) -> Replaced:
        """These values, each replaced for every one of these subjects."""
        replaced = cls({}, frozenset(subjects))
        for subject in subjects:
            replaced.add(values, subject)
        return replaced

    @classmethod
    def of_rows(cls, rows) -> Replaced:
        """From (value, subject key) rows: each value replaced for its own subject."""
        replaced = cls({}, frozenset(k for _, k in rows))
        for value, key in rows:
            replaced.add([value], key)
        return replaced

    def add(self, values, owner: str) -> None:
        """More values, replaced for this subject (ReplacedSlots reads them as texts need them)."""
        for value in values:
            words = value_words(value)
            if words:
                self.starts.setdefault(words[0], {}).setdefault(len(words), set()).add(words)
                self.owners.setdefault(words, set()).add(owner)

    def add_short(self, values, replacing: str, owner: str) -> None:
        """Replaced names also as said again without their kind ("left Greenfield" for
        "Greenfield Primary School"), unless the shorter name is in the value that replaced them
        ("Acme Labs" → "Acme Robotics" leaves "Acme" usable)."""
        from memcli import kinds

        kept = set(value_words(replacing))
        for value in values:
            short = lexicon.short_name(value, kinds.is_everyday)
            if short and not kept & set(value_words(short)):
                self.add([short], owner)

    def named_in(self, text: str, subject: str | None = None) -> bool:
        """Does the text name a replaced value (one replaced for this subject, when given)?"""
        words = value_words(text)
        for i, word in enumerate(words):
            for n, values in self.starts.get(word, {}).items():
                run = words[i : i + n]
                if run in values and (subject is None or subject in self.owners.get(run, ())):
                    return True
        return False


def _within(old: str, new: str) -> bool:
    """Is the old value a run of the new one's words? "Castlebray" is still true of "Quarry St,
    Castlebray": a home made more precise replaces no town."""
    if new.startswith(ENDED):
        return False  # "ended: choir" replaces "choir"
    part, whole = value_words(old), value_words(new)
    return bool(part) and any(whole[i : i + len(part)] == part for i in range(len(whole) - len(part) + 1))


WORDS_PER_LOOKUP = 500  # keys asked of the index at once: bounds the IN list
SMALL_SLOT = 256  # replaced values up to which a slot is read whole rather than probed by key


@dataclass
class ReplacedSlots:
    """The values replaced in the best facts' slots, read as the texts to judge need them: only
    those whose key (memcli.view.value_word: its first three words) occurs in a text
    (entries_replaced_word, m008), not every value a hot slot ever held (the user's employer
    slot: 3,800 values at 300,000 turns, ~13 ms a question to read and index). Judging gives
    what Replaced.of over all of them gives: a value is only named in a text holding its key,
    and a fact's subject is asked of the slots directly.

    slots: (view id, slot, the value that replaced) of each best fact whose slot has replaced
    values; eager: the few (value, subject key) rows read whole (past values said as such,
    stopped values)."""

    db: Database
    slots: tuple[tuple[int, str, str], ...]
    eager: list[tuple[str, str]]
    _found: Replaced | None = None
    _hot: list[tuple[int, str, str]] = field(default_factory=list)
    _asked: set[str] = field(default_factory=set)
    _subjects: dict[str, bool] = field(default_factory=dict)

    def judge(self, texts: list[str], subject_keys: set[str]) -> Replaced:
        """A Replaced that judges these texts, and facts of these subjects, as the whole would."""
        if self._found is None:
            self._found = Replaced.of_rows(self.eager)
            self._read_small_slots()
        ordered: list[str] = []
        if self._hot:  # the keys of the texts only for slots probed by key
            keys = {k for text in dict.fromkeys(texts) for k in text_keys(value_words(text))} - self._asked
            self._asked |= keys
            ordered = sorted(keys)
        for view_id, slot, value in self._hot:
            for start in range(0, len(ordered), WORDS_PER_LOOKUP):
                chunk = ordered[start : start + WORDS_PER_LOOKUP]
                rows = self.db.execute(
                    "SELECT value FROM entries WHERE view_id = ? AND slot = ? AND status = 'superseded'"
                    f" AND value_word IN ({','.join('?' * len(chunk))}) AND value != ?",
                    (view_id, slot, *chunk, value),
                )
                self._found.add((r[0] for r in rows if not _within(r[0], value)), _slot_subject(slot))
        subjects = {key for key in subject_keys if self._has_subject(key)} | {k for _, k in self.eager}
        return Replaced(self._found.starts, frozenset(subjects), self._found.owners)

    def _read_small_slots(self) -> None:
        """A slot with few replaced values is read whole, once: fewer rows than the keys of the
        texts (a thousand or more) would probe. Only hot slots are probed by key."""
        self._hot = []
        for view_id, slot, value in self.slots:
            rows = self.db.execute(
                "SELECT value FROM entries WHERE view_id = ? AND slot = ? AND status = 'superseded'"
                f" AND value != ? LIMIT {SMALL_SLOT + 1}",
                (view_id, slot, value),
            ).fetchall()
            if len(rows) > SMALL_SLOT:
                self._hot.append((view_id, slot, value))
            else:
                old = [r[0] for r in rows if not _within(r[0], value)]
                self._found.add(old, _slot_subject(slot))
                self._found.add_short(old, value, _slot_subject(slot))

    def _has_subject(self, key: str) -> bool:
        """Whether a replaced value of these slots belongs to this subject. A slot is
        make_slot(subject, …), so it starts with its entries' subject key and "|": a slot that
        does not is not asked (asking would read all its values only to find none)."""
        if key not in self._subjects:
            self._subjects[key] = any(
                slot.startswith(f"{key}|")
                # unary + keeps SQLite off the subject index (the user's: most of the view)
                and self.db.execute(
                    "SELECT 1 FROM entries WHERE view_id = ? AND slot = ? AND status = 'superseded'"
                    " AND +subject_key = ? AND value != ? LIMIT 1",
                    (view_id, slot, key, value),
                ).fetchone()
                is not None
                for view_id, slot, value in self.slots
            )
        return self._subjects[key]


def _slot_subject(slot: str) -> str:
    """The subject key a slot belongs to (make_slot starts it with the key and "|")."""
    return slot.split("|", 1)[0]


def _replaced_values(
    db: Database, scope: Scope, candidates: list[Candidate]
) -> ReplacedSlots | Replaced | None:
    """What was replaced in the slots of the pack's best facts; None for a historical question or
    when nothing was replaced."""
    if "superseded" in scope.statuses:
        return None
    ids = [c.id for c in candidates[: ANSWER_SLOTS_FROM * 4] if c.kind == "entry"]
    marks = ",".join("?" * len(ids))
    facts = [
        r[0] for r in db.execute(f"SELECT id FROM entries WHERE id IN ({marks}) AND relation != 'said'", ids)
    ]
    order = {eid: n for n, eid in enumerate(ids)}
    top = sorted(facts, key=order.__getitem__)[:ANSWER_SLOTS_FROM]
    rows = (_former_values(db, top) + _ended_values(db, top)) if top else []
    rows += _stopped_values(db, scope)
    slots = _replaced_slots(db, top) if top else ()
    if slots:
        return ReplacedSlots(db, slots, rows)
    eager = Replaced.of_rows(rows)
    return eager if eager.starts else None


def _replaced_slots(db: Database, top: list[int]) -> tuple[tuple[int, str, str], ...]:
    """(view id, slot, value) of the top facts whose slot holds a superseded value other than
    theirs: one indexed probe each (the values themselves are read as texts need them)."""
    marks = ",".join("?" * len(top))
    found = []
    for view_id, slot, value in db.execute(
        f"SELECT view_id, slot, value FROM entries WHERE id IN ({marks})", top
    ).fetchall():
        if (view_id, slot, value) not in found and db.execute(
            "SELECT 1 FROM entries WHERE view_id = ? AND slot = ? AND status = 'superseded' AND value != ?"
            " LIMIT 1",
            (view_id, slot, value),
        ).fetchone():
            found.append((view_id, slot, value))
    return tuple(found)


def former_slot_range(subject_key: str, relation: str) -> tuple[str, str]:
    """The slot keys an entry "SUBJECT | former RELATION | any scope" can have."""
    return slot_range(subject_key, "former " + relation)


def slot_range(subject_key: str, relation: str) -> tuple[str, str]:
    """The slot keys an entry "SUBJECT | RELATION | any scope" can have: slots are
    make_slot(subject, relation, scope), so every such entry's slot starts with this prefix."""
    prefix = f"{subject_key}|{normalize_slot_part(relation)}|"
    return prefix, prefix + "\U0010ffff"


def _ended_values(db: Database, top: list[int]) -> list[tuple[str, str]]:
    """What the subject of a top fact said it ended, by a verb that closes that fact's relation
    ("Noor | sold | the Fiesta" beside "Noor | car | Jazz"; "quit" for an employer): replaced,
    even where the curator did not tie the ending to the slot. Only beside a known current value
    of that relation, so the sentence of a change the curator half missed is not withheld when
    it is the only place the new value is said. One slot range per closing verb."""
    rows: list[tuple[str, str]] = []
    for view_id, subject_key, relation, value in _top_facts(db, top):
        for predicate in _closing(relation):
            low, high = slot_range(subject_key, predicate)
            rows += db.execute(
                "SELECT value, subject_key FROM entries WHERE view_id = ? AND slot >= ? AND slot < ?"
                " AND +subject_key = ? AND relation = ? AND status = 'active' AND value != ?",
                (view_id, low, high, subject_key, predicate, value),
            ).fetchall()
    return rows


def _top_facts(db: Database, top: list[int]) -> list[tuple[int, str, str, str]]:
    """(view id, subject key, relation, value) of the top facts, each once."""
    marks = ",".join("?" * len(top))
    return db.execute(
        f"SELECT DISTINCT view_id, subject_key, relation, value FROM entries WHERE id IN ({marks})", top
    ).fetchall()


@lru_cache(maxsize=256)
def _closing(relation: str) -> tuple[str, ...]:
    """The predicates that close a relation's value ("quit", "leave" for employer)."""
    return tuple(sorted(p for p in lexicon.ending_predicates() if relation in lexicon.ended_relations(p)))


def _former_values(db: Database, top: list[int]) -> list[tuple[str, str]]:
    """A past value said as such ("my old phone", "he used to be a nurse") counts as replaced:
    the entries of each top fact's subject whose relation is 'former ' + its relation. Read by a
    range of the slot index, not by the subject index: the user's subject holds a large share
    of a long history (18,000 entries at 300,000 turns, ~75 ms a question to read them all)."""
    rows: list[tuple[str, str]] = []
    for view_id, subject_key, relation, value in _top_facts(db, top):
        low, high = former_slot_range(subject_key, relation)
        rows += db.execute(
            # unary + keeps SQLite off the subject index (see the docstring)
            "SELECT value, subject_key FROM entries WHERE view_id = ? AND slot >= ? AND slot < ?"
            " AND +subject_key = ? AND relation = ? AND value != ?",
            (view_id, low, high, subject_key, f"former {relation}", value),
        ).fetchall()
    return rows


def _stopped_values(db: Database, scope: Scope) -> list[tuple[str, str]]:
    """Deprecated means "stop using this": when rescue is off (deprecated entries not eligible),
    a deprecated value and the values it closed (superseded by it) are withheld from the pack
    like replaced ones, whatever the question names, so the sentence that said them cannot
    answer instead. Deprecations are made by hand and few, so this reads them all."""
    if "deprecated" in scope.statuses:
        return []  # eligible: the deprecated entry itself is in the pack and says the slot is closed
    return db.execute(
        "SELECT DISTINCT e.value, e.subject_key FROM entries d JOIN entries e"
        " ON e.view_id = d.view_id AND (e.id = d.id OR e.superseded_by = d.id)"
        " WHERE d.view_id = ? AND d.status = 'deprecated' AND d.query_key IS NULL",
        (scope.view_id,),
    ).fetchall()


def _without_replaced(
    items: list[Candidate],
    replaced: ReplacedSlots | Replaced | None,
    facts: dict[int, tuple[str, str]] | None = None,
) -> list[Candidate]:
    """What names a value replaced in a slot the pack answers from is left out of a current-state
    pack ("Paris and Acme, noted." once Mira's employer is Beryl): archive turns and turns kept
    whole must not undo what supersession decided; of a turn, only the sentences that name one
    are left out (`_unreplaced_sentences`). A fact is judged by its own subject and value
    ("Mira | left | Acme"), not by the sentence it quotes: "Zoe is a citizen of France" stays
    usable when France was Mira's old value.
    facts: entry id → (subject key, value) of each candidate that is a fact."""
    if replaced is None:
        return items
    facts = facts or {}
    if isinstance(replaced, ReplacedSlots):
        judged = [facts.get(c.id) if c.kind == "entry" else None for c in items]
        replaced = replaced.judge(
            [c.text if f is None else f[1] for c, f in zip(items, judged, strict=True)],
            {f[0] for f in judged if f is not None},
        )
    kept = []
    for c in items:
        fact = facts.get(c.id) if c.kind == "entry" else None
        if fact is not None:
            hit = fact[0] in replaced.subjects and replaced.named_in(fact[1], fact[0])
        else:
            hit = replaced.named_in(c.text)
        if not hit:
            kept.append(c)
        elif c.sentence_tokens and (trimmed := _unreplaced_sentences(c, replaced)):
            kept.append(trimmed)
    return kept


def _unreplaced_sentences(c: Candidate, replaced: Replaced) -> Candidate | None:
    """A turn kept whole ("Noor (2025-03-01): I work at Acme. My cat Juniper sleeps on my
    desk") with only its sentences that name no replaced value, once Acme was left ("Noor
    (2025-03-01): My cat Juniper sleeps on my desk"), or None when every one names one: a turn
    says more than the fact that was replaced. Who said it and when stay. It costs the stored
    tokens of its head and of the sentences kept (exact, and no encoder loaded: issue 10)."""
    who, colon, said = c.text.partition(": ")  # ("who (day): words": memcli.curators.parse `_episodes`)
    sentences = sentences_of(said)
    head_cost, *costs = c.sentence_tokens or (0,)
    if not colon or len(sentences) != len(costs):
        return None
    kept = [(s, cost) for s, cost in zip(sentences, costs, strict=True) if not replaced.named_in(s)]
    if not kept:
        return None
    text = tokens.joined(who, [s for s, _ in kept])
    return replace(c, text=text, cost=head_cost + sum(cost for _, cost in kept) + tokens.ENTRY_OVERHEAD)


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


def _small_talk_last(db: Database, items: list[Candidate]) -> list[Candidate]:
    """Assistant turns that only greet or thank (memcli.messages.is_small_talk) go behind the rest."""
    from memcli.archive import SMALL_TEXT_TOKENS
    from memcli.messages import is_small_talk
    from memcli.pack import small_talk_last

    turn_ids = sorted(
        {c.id for c in items if c.kind == "source"} | {t for c in items if c.said for t in c.source_turn_ids}
    )
    small: set[int] = set()
    for start in range(0, len(turn_ids), 500):
        chunk = turn_ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for tid, role, text in db.execute(
            # A huge text (memcli.archive.TURN_COLUMNS_CUT) is not loaded: it is not small talk.
            f"SELECT id, role, CASE WHEN tokens > {SMALL_TEXT_TOKENS} THEN NULL ELSE text END FROM turns"
            f" WHERE id IN ({marks}) AND role = 'assistant'",
            chunk,
        ):
            if text is not None and is_small_talk(role, text):
                small.add(tid)
    return small_talk_last(items, small) if small else items


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
