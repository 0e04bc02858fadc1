"""Answering without a model: the value at the end of the best path through the entry graph.

DESIGN.md "Answering without a model". The answerer reads only the entries it is given (the
packed, eligible view). It finds the entities the question names (subjects or values of entries,
longest first, case-insensitive, whole words), then searches paths that start there. A hop
follows an entry whose subject is the current node (or, with a penalty, an entry whose value is
the current node, for "which company is Tim Cook the CEO of"). A path scores by how many of the
question's words its relations (through the vocabulary's cue words: "spouse" meets `married to`,
"pass away" meets `died in`) and its named nodes account for, less a cost per hop; what a hop at
depth d accounts for counts λ^(d−1) with λ = 0.85, as in MemGuard's graph expansion. The answer
is the value at the end of the best path, cited with its entries' ids. No rule here names a
benchmark's entities or questions.

It abstains rather than guess ("not in memory"): when the question names nothing memory holds,
when no path accounts for any of its relation words, and when the best path stops short of what
the question's head asks for ("what is the capital of …" reaching only a country; "which city
…" reaching a company). And it does not pick among conflicts: when a hop of the best path has two
or more active values of one single-valued relation (possible with forgetting or slot grouping
switched off), it answers None with "conflicting values in memory: …".

Conversations are remembered mostly as episodic entries (dated events, and what each speaker said:
relation "said", the sentence as value), which name no relation a path could follow. So an entry
about a person the question names may also support an answer by its own words: when its statement
accounts for at least MIN_COVERAGE of the question's other content words (weighted by rarity
among the entries; light verbs such as "go" count less; questions inside a sentence said do not
count). It answers when no path does, when the best path ends in an episodic entry the statement
accounts for better, or when a "when" question's path ends in no time. "When" questions answer
with the entry's date ("7 May 2023"; "how long" ones with a duration the sentence states);
others with the part of the best-matching clause that follows the first word the question shares
with it. Below the threshold it abstains.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from memcli import vocabulary as vocab
from memcli.text import SENTENCE_BREAK, STOP_WORDS, stem, terms, word_spans, words
from memcli.types import Entry

DECAY = 0.85  # MemGuard's λ per hop
HOP_COST = 0.3
BACKWARD_COST = 0.6  # a hop read from value to subject ("which company is Tim Cook the CEO of")
MAX_HOPS = 5
MAX_IDLE_HOPS = 2  # hops that account for no question word (bridges in a chain)
BEAM = 400
MAX_BRANCH = 12  # values followed from one multi-valued group
_EARLIEST = frozenset({"first", "originally", "original", "earliest", "initially"})
_AFTER = frozenset({"after", "since", "following"})
_SELF = frozenset({"i", "me", "my", "mine", "myself"})
_NEGATIONS = frozenset({"not", "dislike", "dislikes", "hate", "hates", "don't", "doesn't", "avoid", "never"})


@dataclass
class OfflineAnswer:
    answer: str | None
    entry_ids: list[int]
    reason: str
    path: list[tuple[str, str, str]] = field(default_factory=list)  # (subject, relation, value) hops


Key = tuple[str, ...]


def _key(text: str) -> Key:
    """Whole-word, case-insensitive form of a name; possessive "'s" dropped ("Mira's" ~ "Mira")."""
    return tuple(w[:-2] if w.endswith("'s") else w for w in words(text))


@dataclass(frozen=True)
class _Hop:
    entry: Entry
    forward: bool
    conflict: tuple[Entry, ...] = ()  # the competing active entries, when the group conflicts
    anchor: Entry | None = None  # historical: the named later entry this hop's value preceded

    @property
    def target(self) -> str:
        return self.entry.value if self.forward else self.entry.subject


@dataclass
class _Path:
    start: Key
    node: Key
    hops: tuple[_Hop, ...]
    covered: dict[str, float]  # question term → weight accounted for
    strong: bool  # some relation word was accounted for by a full (not weak) cue
    named: frozenset[int]  # entity spans the path passes through (start and intermediate nodes)
    idle: int
    cost: float
    gained: float  # Σ over hops of the words a hop newly accounts for × λ^(depth − 1)
    last_gain: float

    def score(self, wh_bonus: float = 0.0) -> float:
        depth = max(len(self.hops) - 1, 0)
        return self.gained + len(self.named) + wh_bonus * DECAY**depth - self.cost


class _Question:
    """The question's words, split into named entities and relation words."""

    def __init__(self, question: str, names: dict[Key, str], speaker: Key | None) -> None:
        self.tokens = list(_key(question))
        self.spans = _find_entities(self.tokens, names)
        if speaker is not None:
            self.spans += [
                (i, i + 1, speaker)
                for i, t in enumerate(self.tokens)
                if t in _SELF and not any(a <= i < b for a, b, _ in self.spans)
            ]
        # A one-word name that is also a relation word ("work", "home") still counts as that word.
        inside = {
            i
            for a, b, _ in self.spans
            for i in range(a, b)
            if b - a > 1 or stem(self.tokens[i]) not in vocab.cue_stems()
        }
        self.rel_seq = [stem(t) for i, t in enumerate(self.tokens) if i not in inside and t not in STOP_WORDS]
        self.rel_terms = set(self.rel_seq)
        self.raw = set(self.tokens)
        self.wh = next((t for t in self.tokens if t in vocab.WH_KINDS), None)
        self.head = _head_words(question)
        self.when = bool(_WHEN.match(question))
        self.how_long = bool(_HOW_LONG.match(question))
        # "In which country …, and who is …": the head noun need not name the answer.
        self.compound = bool(_COMPOUND.search(question))
        self._cue_cache: dict[str, tuple[dict[str, float], bool]] = {}

    def entity_keys(self) -> dict[Key, int]:
        return {key: n for n, (_, _, key) in enumerate(self.spans)}

    def cue_match(self, relation: str) -> tuple[dict[str, float], bool]:
        """Question terms a relation accounts for (term → weight), and whether any fully."""
        hit = self._cue_cache.get(relation)
        if hit is None:
            cues = vocab.cues(relation)
            matched = {t: 0.5 for t in self.rel_terms & cues.weak}
            strong = self.rel_terms & cues.strong
            for phrase in cues.phrases:
                if _contains(self.rel_seq, phrase):
                    strong |= set(phrase)
            matched.update({t: 1.0 for t in strong})
            hit = self._cue_cache[relation] = (matched, bool(strong))
        return hit

    def wh_bonus(self, relation: str) -> float:
        return vocab.WH_KINDS.get(self.wh or "", {}).get(vocab.kind(relation), 0.0)


# The noun phrase a question asks for: "which city …", "what is the capital city of …".
_HEAD = re.compile(
    r"^(?:.*?\b)?(?:what|which)\s+(?:(?:is|was|are|were)\s+)?(?:the\s+)?(?:name of the\s+)?"
    r"(?P<np>(?:[\w']+\s+){0,2}?[\w']+?)\s+"
    r"(?:of|is|was|are|were|did|does|do|serves?|in|that|where|for|to|has|have|can)\b",
    re.IGNORECASE,
)


_COMPOUND = re.compile(r"(?:,|\band)\s+(?:who|what|which|where|when|how)\b", re.IGNORECASE)


def _head_words(question: str) -> list[str]:
    m = _HEAD.match(question)
    return [w for w in words(m.group("np")) if w not in STOP_WORDS] if m else []


def _contains(seq: list[str], phrase: tuple[str, ...]) -> bool:
    n = len(phrase)
    return any(tuple(seq[i : i + n]) == phrase for i in range(len(seq) - n + 1))


def _find_entities(tokens: list[str], names: dict[Key, str]) -> list[tuple[int, int, Key]]:
    """Names of nodes that occur in the question as whole words, longest first, no overlaps."""
    by_first: dict[str, list[Key]] = {}
    for key in names:
        by_first.setdefault(key[0], []).append(key)
    found = []
    for i, tok in enumerate(tokens):
        for key in by_first.get(tok, ()):
            if tuple(tokens[i : i + len(key)]) == key:
                found.append((i, i + len(key), key))
    found.sort(key=lambda f: (-(f[1] - f[0]), f[0]))
    chosen: list[tuple[int, int, Key]] = []
    for a, b, key in found:
        if all(b <= c or a >= d for c, d, _ in chosen):
            chosen.append((a, b, key))
    return sorted(chosen)


def named_in(question: str, names: Sequence[str]) -> list[str]:
    """Which of `names` the question names: whole words, case-insensitive, possessives dropped,
    longest first, no overlaps; in question order."""
    keys = {_key(n): n for n in names if _key(n)}
    return [keys[key] for _, _, key in _find_entities(list(_key(question)), keys)]


class _Graph:
    def __init__(self, entries: Sequence[Entry]) -> None:
        self.out: dict[Key, dict[str, list[Entry]]] = {}
        self.inn: dict[Key, dict[str, list[Entry]]] = {}
        self.names: dict[Key, str] = {}
        for e in entries:
            s, v = _key(e.subject), _key(e.value)
            if not s or not v:
                continue
            rel = e.relation.strip().lower()
            self.out.setdefault(s, {}).setdefault(rel, []).append(e)
            self.inn.setdefault(v, {}).setdefault(rel, []).append(e)
            for key, name in ((s, e.subject), (v, e.value)):
                if not all(t in STOP_WORDS for t in key):
                    self.names.setdefault(key, name.strip())


def answer_offline(
    question: str, entries: Sequence[Entry], *, historical: bool = False, speaker: str | None = None
) -> OfflineAnswer:
    """Answer `question` from `entries` alone; see the module docstring.

    historical: the question asks about an earlier state (superseded entries are present); the
    answer is the value a named later value replaced ("where did Mira work before Beryl"), else
    the latest replaced value. speaker: whose "I"/"my" the question speaks of, when known.
    """
    graph = _Graph(entries)
    q = _Question(question, graph.names, _key(speaker) if speaker else None)
    if not q.spans:
        return OfflineAnswer(None, [], "not in memory: the question names nothing that memory holds")
    stated = _best_statement(entries, q)
    if not q.rel_terms:
        if stated is not None and stated.coverage >= MIN_COVERAGE:
            return _stated_answer(stated, q)
        return OfflineAnswer(
            None,
            [],
            "not in memory: the question asks nothing about "
            + ", ".join(graph.names.get(k, " ".join(k)) for _, _, k in q.spans),
        )
    best = _search(graph, q, historical)
    if (
        stated is not None
        and stated.coverage >= MIN_COVERAGE
        and (
            best is None
            or _path_misses_kind(best, q)
            or (_episodic(best.hops[-1].entry) and stated.coverage > _path_coverage(best, q) + 1e-9)
        )
    ):
        return _stated_answer(stated, q)
    if best is None:
        if stated is not None:
            missing = ", ".join(sorted(stated.missing))
            return OfflineAnswer(
                None,
                [],
                f"not in memory: the closest entry (#{stated.entry.id}) accounts "
                f"for {stated.coverage:.0%} of the question ({missing} unaccounted for)",
            )
        named = ", ".join(graph.names.get(k, " ".join(k)) for _, _, k in q.spans)
        return OfflineAnswer(
            None, [], f"not in memory: no entry about {named} accounts for {', '.join(sorted(q.rel_terms))}"
        )
    missing = _unanswered_head(best, q)
    if missing:
        node = best.hops[-1].target
        return OfflineAnswer(
            None,
            [],
            f"not in memory: no {missing} of {node} (the path stops at "
            f"{' → '.join(h.target for h in best.hops)})",
        )
    return _result(best, graph, q, historical)


def _unanswered_head(best: _Path, q: _Question) -> str | None:
    """What the question asks for, when the best path does not reach it: a relation word of the
    question's head ("what is the capital of …") that no hop accounts for, or an answer type
    ("which city …") that the last relation's values cannot have ("Mira's employer" is no city)."""
    for word in q.head:
        term = stem(word)
        if (
            word not in vocab.KIND_NOUNS
            and term in vocab.strong_cue_stems()
            and term in q.rel_terms
            and term not in best.covered
        ):
            return word
    last = best.hops[-1]
    if last.forward and vocab.get(last.entry.relation) is not None and not q.compound:
        have = vocab.kind(last.entry.relation)
        for word in q.head:
            want = vocab.KIND_NOUNS.get(word)
            if want and have != "thing" and want != have:
                return word
    return None


def _search(graph: _Graph, q: _Question, historical: bool) -> _Path | None:
    entity_index = q.entity_keys()
    anchors = set(entity_index)
    beam = [
        _Path(key, key, (), {}, False, frozenset({n}), 0, 0.0, 0.0, 0.0) for key, n in entity_index.items()
    ]
    best: _Path | None = None
    best_score = float("-inf")
    for _ in range(MAX_HOPS):
        grown: list[_Path] = []
        for path in beam:
            grown.extend(_extend(path, graph, q, historical, anchors, entity_index))
        for path in grown:
            if path.strong and path.last_gain > 0:
                score = path.score(q.wh_bonus(path.hops[-1].entry.relation))
                if score > best_score + 1e-9 or (
                    abs(score - best_score) <= 1e-9 and best is not None and len(path.hops) < len(best.hops)
                ):
                    best, best_score = path, score
        grown.sort(key=lambda p: -round(p.score(), 9))
        beam = grown[:BEAM]
        if not beam:
            break
    return best


def _extend(
    path: _Path,
    graph: _Graph,
    q: _Question,
    historical: bool,
    anchors: set[Key],
    entity_index: dict[Key, int],
) -> list[_Path]:
    visited = {path.start} | {_key(h.target) for h in path.hops}
    used = {h.entry.id for h in path.hops}
    named = path.named
    if path.node in entity_index:
        named = named | {entity_index[path.node]}
    out: list[_Path] = []
    for forward, groups in ((True, graph.out.get(path.node, {})), (False, graph.inn.get(path.node, {}))):
        for relation, group in groups.items():
            matched, strong = q.cue_match(relation)
            gain = sum(max(0.0, w - path.covered.get(t, 0.0)) for t, w in matched.items())
            idle = path.idle + (gain == 0)
            if idle > MAX_IDLE_HOPS:
                continue
            cost = HOP_COST if forward or vocab.symmetric(relation) else BACKWARD_COST
            for hop in _choose(group, forward, relation, historical, anchors, q):
                nxt = _key(hop.target)
                if hop.entry.id in used or nxt in visited:
                    continue
                covered = dict(path.covered)
                for t, w in matched.items():
                    covered[t] = max(covered.get(t, 0.0), w)
                extra = named
                if hop.anchor is not None and _key(hop.anchor.value) in entity_index:
                    extra = extra | {entity_index[_key(hop.anchor.value)]}
                decay = DECAY ** len(path.hops)
                out.append(
                    _Path(
                        path.start,
                        nxt,
                        (*path.hops, hop),
                        covered,
                        path.strong or strong,
                        extra,
                        idle,
                        path.cost + cost,
                        path.gained + gain * decay,
                        gain,
                    )
                )
    return out


def _choose(
    group: list[Entry], forward: bool, relation: str, historical: bool, anchors: set[Key], q: _Question
) -> list[_Hop]:
    """Which entries of one (node, relation) group a path may follow."""
    if not forward:
        pool = _current(group) or group
        return [_Hop(e, False) for e in sorted(pool, key=lambda e: -e.order)[:MAX_BRANCH]]
    if historical:
        hop = _historical_choice(group, anchors, bool(q.raw & _EARLIEST), bool(q.raw & _AFTER))
        if hop is not None:
            return [hop]
    pool = _current(group)
    if not pool:
        pool = [max(group, key=lambda e: e.order)]  # only replaced values left: the latest one
    if not vocab.is_functional(relation):
        return [_Hop(e, True) for e in sorted(pool, key=lambda e: -e.order)[:MAX_BRANCH]]
    values = {_key(e.value) for e in pool}
    latest = max(pool, key=lambda e: e.order)
    if len(values) > 1 and all(e.status == "active" for e in pool):
        conflict = tuple(sorted(pool, key=lambda e: e.order))
        return [_Hop(e, True, conflict) for e in _distinct(conflict)]
    return [_Hop(latest, True)]


def _current(group: list[Entry]) -> list[Entry]:
    """Active entries; deprecated ones only where nothing active is left (rescue, Eq. 5)."""
    active = [e for e in group if e.status == "active"]
    return active or [e for e in group if e.status == "deprecated"]


def _distinct(entries: Sequence[Entry]) -> list[Entry]:
    seen: dict[Key, Entry] = {}
    for e in entries:
        seen[_key(e.value)] = e  # the latest entry per value
    return list(seen.values())


def _historical_choice(group: list[Entry], anchors: set[Key], earliest: bool, after: bool) -> _Hop | None:
    """The replaced value a historical question asks for, if the group has one.

    With a named value ("before Beryl"): the entry just before it in time, preferring the ones
    linked to it by superseded_by ("after Acme": the entry just after it). Otherwise the latest
    replaced value, or the earliest one when the question says "first"/"originally".
    """
    ordered = sorted(group, key=lambda e: e.order)
    for named in ordered:
        if _key(named.value) not in anchors:
            continue
        if after:
            later = [e for e in ordered if e.order > named.order]
            if later:
                return _Hop(later[0], True, anchor=named)
            continue
        linked = [e for e in ordered if e.superseded_by == named.id]
        earlier = linked or [e for e in ordered if e.order < named.order]
        if earlier:
            return _Hop(earlier[-1], True, anchor=named)
    replaced = [e for e in ordered if e.status == "superseded"]
    if replaced:
        return _Hop(replaced[0] if earliest else replaced[-1], True)
    return None


def _multi_values(group: list[Entry], q: _Question) -> list[Entry]:
    """The values of a multi-valued relation that answer the question, latest first: negated
    values ("not coffee") only when the question is negative, and only the values that share a
    word with the question when some do ("what tea does Mira like" → "green tea")."""
    negative = bool(q.raw & _NEGATIONS)
    pool = [e for e in group if e.value.lower().startswith("not ") == negative] or group
    overlapping = [e for e in pool if terms(f"{e.value} {e.scope}") & q.rel_terms]
    return sorted(overlapping or pool, key=lambda e: -e.order)[:MAX_BRANCH]


def _result(best: _Path, graph: _Graph, q: _Question, historical: bool) -> OfflineAnswer:
    path = [
        (h.entry.subject, h.entry.relation, h.entry.value)
        if h.forward
        else (h.entry.value, f"{h.entry.relation} (of)", h.entry.subject)
        for h in best.hops
    ]
    ids = [h.entry.id for h in best.hops]
    for hop in best.hops:
        if hop.conflict:
            listed = "; ".join(f"{e.value} (#{e.id})" for e in _distinct(hop.conflict))
            return OfflineAnswer(
                None,
                [e.id for e in hop.conflict],
                f"conflicting values in memory: {hop.entry.subject} {hop.entry.relation}: {listed}",
                path,
            )
    ids += [h.anchor.id for h in best.hops if h.anchor is not None]
    last = best.hops[-1]
    answer = last.target
    if last.forward and not vocab.is_functional(last.entry.relation) and not historical:
        group = _current(graph.out.get(_key(last.entry.subject), {}).get(last.entry.relation.lower(), []))
        chosen = _multi_values(group, q)
        if chosen:
            answer = "; ".join(e.value for e in chosen)
            ids = ids[:-1] + [e.id for e in chosen]
            path[-1] = (last.entry.subject, last.entry.relation, answer)
    chain = " ".join(
        [best.hops[0].entry.subject if best.hops[0].forward else best.hops[0].entry.value]
        + [f"—{r}→ {v}" for _, r, v in path]
    )
    note = " (replaced values)" if any(h.entry.status == "superseded" for h in best.hops) else ""
    return OfflineAnswer(answer, list(dict.fromkeys(ids)), f"path: {chain}{note}", path)


# --- Support by statement -----------------------------------------------------------------------
# A conversation's memory is mostly episodic: events ("Odile went to a pottery fair", dated)
# and what each speaker said (relation "said", the sentence as value). Their words, not a relation
# name, say what they are about, so an entry about a person the question names supports an answer
# when its statement and value account for enough of the question's other content words.

MIN_COVERAGE = 0.5  # share (idf-weighted) of the question's content words the support must account for
# Words that frame what a question asks for rather than what it is about ("what year …",
# "how long ago …", "what kind of …").
_FRAME = frozenset(
    {
        "year",
        "years",
        "date",
        "day",
        "month",
        "time",
        "long",
        "ago",
        "kind",
        "type",
        "sort",
        "likely",
        "might",
        "think",
        "many",
        "much",
    }
)
_WHEN = re.compile(
    r"^\s*(?:when\b|(?:on |in |during )?(?:what|which) (?:date|day|year|month|time)\b"
    r"|how long\b)",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(r"^\s*how long\b", re.IGNORECASE)
_NUMBER = (
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a few|a couple of|several)"
)
_DURATION = re.compile(
    rf"\b(?:{_NUMBER}\s+(?:years?|months?|weeks?|days?|decades?)(?:\s+ago)?"
    r"|since\s+\d{4})\b",
    re.IGNORECASE,
)
# Verbs that say little about what happened ("go", "do"): they count for less.
_LIGHT = frozenset(stem(w) for w in ("go", "do", "get", "have", "make", "take", "come", "start", "put"))
LIGHT_WEIGHT = 0.3
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_DATE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[T ].*)?$")
_SENTENCE = re.compile(SENTENCE_BREAK)
_CLAUSE = re.compile(SENTENCE_BREAK + r"|\s+[—–-]+\s+|\s*;\s*|:\s+|\s*\(|\)\s*")


@dataclass
class _Stated:
    entry: Entry
    coverage: float
    covered: set[str]
    missing: set[str]
    terms: set[str]  # the question's content words this support was measured against


def _best_statement(entries: Sequence[Entry], q: _Question) -> _Stated | None:
    """The entry about a named entity whose words account for most of the question's content words
    (weighted by rarity among the entries, so "support group" counts for more than "go")."""
    named = {key for _, _, key in q.spans}
    candidates = [e for e in entries if _key(e.subject) in named and e.status == "active"]
    if not candidates:
        return None
    corpus = [terms(f"{e.statement} {e.value}") for e in entries]
    df: dict[str, int] = {}
    for ts in corpus:
        for t in ts:
            df[t] = df.get(t, 0) + 1
    n = len(entries)

    def weight(t: str) -> float:
        return math.log(1.0 + n / (1 + df.get(t, 0))) * (LIGHT_WEIGHT if t in _LIGHT else 1.0)

    best: tuple[tuple, _Stated] | None = None
    for e in candidates:
        text = _stated_text(e)
        if not text:
            continue
        subject = _key(e.subject)
        asked = {
            stem(t)
            for i, t in enumerate(q.tokens)
            if t not in STOP_WORDS
            and t not in _FRAME
            and t not in vocab.WH_KINDS
            and not any(a <= i < b and key == subject for a, b, key in q.spans)
        }
        if not asked:
            continue
        said = e.relation.strip().lower() == "said"
        have = terms(text if said else f"{e.statement} {e.value} {e.scope}")
        have |= set(q.cue_match(e.relation)[0])
        covered = asked & have
        if not q.when and not terms(text) - asked:
            continue  # nothing in it that the question does not already say
        if any(stem(w) not in have for w in q.head if w not in _FRAME):
            continue  # "which sport …": support must speak of what the question asks for
        total = sum(weight(t) for t in asked)
        coverage = sum(weight(t) for t in covered) / total
        dated = q.when and (_format_date(e.valid_at) is not None or _duration(e.value) is not None)
        rank = (dated and coverage >= MIN_COVERAGE, round(coverage, 6), not said, e.order)
        if best is None or rank > best[0]:
            best = (rank, _Stated(e, coverage, covered, asked - covered, asked))
    return best[1] if best else None


def _stated_text(e: Entry) -> str:
    """What an entry states: a sentence said, without the questions in it (a question asks, it does
    not tell: "what drew you to beekeeping?" is no support for an answer)."""
    if e.relation.strip().lower() != "said":
        return e.value
    return " ".join(s for s in _SENTENCE.split(e.value.strip()) if s and not s.rstrip().endswith("?"))


def _episodic(e: Entry) -> bool:
    return e.memory_type == "episodic"


def _path_misses_kind(path: _Path, q: _Question) -> bool:
    """A "when" question whose best path ends in something other than a time."""
    return q.when and vocab.kind(path.hops[-1].entry.relation) != "time"


def _path_coverage(path: _Path, q: _Question) -> float:
    if not q.rel_terms:
        return 0.0
    return sum(path.covered.get(t, 0.0) for t in q.rel_terms) / len(q.rel_terms)


def _format_date(value: str | None) -> str | None:
    """ "2023-05-07" → "7 May 2023", "2023-05" → "May 2023", "2022" → "2022"; None if not a date."""
    m = _DATE.match((value or "").strip())
    if not m:
        return None
    year, month, day = m.groups()
    if not month or not 1 <= int(month) <= 12:
        return year
    if not day:
        return f"{_MONTHS[int(month) - 1]} {year}"
    return f"{int(day)} {_MONTHS[int(month) - 1]} {year}"


def _duration(text: str) -> str | None:
    m = _DURATION.search(text)
    return m.group(0) if m else None


def _stated_answer(stated: _Stated, q: _Question) -> OfflineAnswer:
    e = stated.entry
    how = f"#{e.id} accounts for {', '.join(sorted(stated.covered))}"
    path = [(e.subject, e.relation, e.value)]
    if q.when:
        span = _duration(e.value) if q.how_long else None
        if span is not None:
            return OfflineAnswer(span, [e.id], f"from {e.statement!r} ({how})", path)
        date = _format_date(e.valid_at)
        if date is None:
            return OfflineAnswer(None, [], f"not in memory: {how}, but it has no date")
        return OfflineAnswer(date, [e.id], f"date of {e.statement!r} ({how})", path)
    return OfflineAnswer(
        _extract(_stated_text(e), stated.terms), [e.id], f"from {e.statement!r} ({how})", path
    )


def _extract(text: str, asked: set[str]) -> str:
    """The part of `text` that answers: in the clause that shares most words with the question,
    what follows the first shared word (or, when nothing new follows it, what precedes it)."""
    clauses = [c.strip() for c in _CLAUSE.split(text) if c and c.strip()]
    if not clauses:
        return text.strip()
    clause = max(clauses, key=lambda c: (len(terms(c) & asked), -len(c)))
    spans = word_spans(clause)
    hits = [i for i, (_, _, w) in enumerate(spans) if w not in STOP_WORDS and stem(w) in asked]

    def new(part: list[tuple[int, int, str]]) -> bool:
        return any(w not in STOP_WORDS and stem(w) not in asked for _, _, w in part)

    if hits:
        after, before = spans[hits[0] + 1 :], spans[: hits[0]]
        part = after if new(after) else before if new(before) else spans
    else:
        part = spans
    while part and (part[0][2] in STOP_WORDS or stem(part[0][2]) in asked):
        part = part[1:]
    while part and (part[-1][2] in STOP_WORDS or stem(part[-1][2]) in asked):
        part = part[:-1]
    if not part:
        return clause
    return clause[part[0][0] : part[-1][1]]
