"""Answering questions about people's conversations without a model.

It reads the packed entries only (never the archive). Three readers, tried in order:

1. **Slots.** The question names a person (a name, or "I/my" for the user) and words that mean
   a relation (through the people lexicon's cues: "boss" meets `manager`, "live" meets `home`).
   The best-matching slot of that person answers: its current value for a current question;
   for a historical one the value before the one the question names ("before Lyon"), else the
   earlier values; for "how has … changed" the slot's whole timeline A → B → C. Multi-valued
   relations answer with all their current values.
2. **Chains.** "the company her partner works for": the value of the first slot (the partner)
   becomes the person of the next (the partner's employer), as long as question words remain
   that a relation of that person accounts for.
3. **Statements.** Otherwise the sentence of a packed entry that best covers the question's
   words (weighted by rarity; the rarest content word must be met, by word or by meaning),
   cited with its date; below that the answerer abstains ("not in memory").
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from memcli import lexicon
from memcli.text import STOP_WORDS, stem, words
from memcli.types import Entry

ENDED = "ended: "
MIN_COVERAGE = 0.5  # share of the question's weighted content words a statement must cover
RELATION_MIN = 0.5  # a slot answers only when its relation accounts for a question word
_EVOLUTION = re.compile(
    r"\b(?:how (?:has|have|did)\b.*\b(?:chang|progress|develop|evolv|grow|shift)\w*|"
    r"timeline|over the years|over time|history of)\b",
    re.IGNORECASE,
)
_BEFORE = re.compile(r"\b(?:before|prior to|until)\s+(?P<anchor>.+?)(?:\?|$)", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:after|since)\s+(?P<anchor>.+?)(?:\?|$)", re.IGNORECASE)
_PAST_WORDS = frozenset({"ex", "former", "previous", "old", "earlier", "first", "originally", "used"})
_WHEN = re.compile(r"^\s*(?:when|what (?:date|day|year|month|time))\b", re.IGNORECASE)
_GENERIC = frozenset(
    stem(w)
    for w in "now current currently today these days still what which who where how kind type "
    "name thing things do does did doing make made get got have has".split()
)
_FIRST = frozenset({"i", "me", "my", "mine", "myself", "i'm", "im"})


@dataclass
class ChatAnswer:
    answer: str | None
    entry_ids: list[int]
    reason: str
    path: list[tuple[str, str, str]] = field(default_factory=list)


def answer_chat(
    question: str, entries: Sequence[Entry], *, historical: bool = False, user_names: Sequence[str] = ()
) -> ChatAnswer:
    q = _Question(question, entries, user_names)
    facts = [e for e in entries if e.relation not in ("said",)]
    _follow_possessives(q, facts, historical)
    found = _from_slots(q, facts, historical)
    if found is not None:
        return found
    return _from_statements(q, entries)


class _Question:
    def __init__(self, text: str, entries: Sequence[Entry], user_names: Sequence[str]) -> None:
        self.text = text
        self.tokens = [w[:-2] if w.endswith("'s") else w for w in words(text.replace("-", " "))]
        names = {e.subject for e in entries if e.subject} | set(user_names)
        self.subjects = _named(self.tokens, names)
        if not self.subjects and _FIRST & set(self.tokens) and user_names:
            self.subjects = [user_names[0]]
        if not self.subjects and user_names and any(n.lower() in self.tokens for n in user_names):
            self.subjects = [user_names[0]]
        if user_names and any(s.lower() in {n.lower() for n in user_names} for s in self.subjects):
            self.subjects = list(dict.fromkeys([*self.subjects, *user_names]))
        self.hops: list[tuple[str, str, bool]] = []  # (owner, relation, past) of "X's R"
        self._possessives(user_names)
        name_words = {w for s in self.subjects for w in words(s)} | {
            w for _, r, _ in self.hops for w in self._hop_words
        }
        self.content = [stem(w) for w in self.tokens if w not in STOP_WORDS and w not in name_words]
        self.relation_terms = [t for t in self.content if t not in _GENERIC]
        self.content = [t for t in self.content if t not in {stem(w) for w in self._hop_words}]
        self.relation_terms = [t for t in self.relation_terms if t in self.content]
        self.evolution = bool(_EVOLUTION.search(text))
        self.when = bool(_WHEN.match(text))
        self.past_word = bool(_PAST_WORDS & set(self.tokens))
        m = _BEFORE.search(text)
        self.before = m.group("anchor") if m else None
        m = _AFTER.search(text)
        self.after = m.group("anchor") if m else None

    def _possessives(self, user_names: Sequence[str]) -> None:
        """ "Kenji's ex-girlfriend", "my boss", "her partner's company": a relation noun right
        after a person's name or a possessive names a person reached through that slot."""
        self._hop_words: set[str] = set()
        owners = {w for s in self.subjects for w in words(s)} | {"my", "his", "her", "their"}
        for i, tok in enumerate(self.tokens[:-1]):
            if tok not in owners:
                continue
            j, past = i + 1, False
            while j < len(self.tokens) and self.tokens[j] in (
                "ex",
                "former",
                "old",
                "previous",
                "current",
                "new",
                "late",
                "family",
            ):
                past = past or self.tokens[j] in ("ex", "former", "old", "previous", "late")
                j += 1
            for width in (2, 1):
                noun = " ".join(self.tokens[j : j + width])
                relation = lexicon.relation_for_noun(noun) if noun else None
                if relation and lexicon.get(relation).kind == "person":
                    self.hops.append((tok, relation, past))
                    self._hop_words |= set(self.tokens[i + 1 : j + width])
                    break


def _named(tokens: list[str], names: set[str]) -> list[str]:
    joined = f" {' '.join(tokens)} "
    found = []
    for name in sorted(names, key=len, reverse=True):
        key = " ".join(w[:-2] if w.endswith("'s") else w for w in words(name))
        if key and f" {key} " in joined and not any(key in f.lower() for f in found):
            found.append(name)
    return found


def _follow_possessives(q: _Question, facts: Sequence[Entry], historical: bool) -> None:
    """Replace the question's person by the one its possessive names: "Adaeze's husband" → the
    value of Adaeze's partner slot (an earlier value for "ex-"); when the question asks about
    that person's relation itself ("who is Kenji's boss"), the slot is left to the slot reader."""
    for owner, relation, past in q.hops:
        if not q.relation_terms:
            q.relation_terms = [stem(w) for w in words(relation)]
            q.past_word = q.past_word or past
            return
        keys = {s.lower() for s in q.subjects} if owner in {"my", "his", "her", "their"} else {owner}
        keys |= {s.lower() for s in q.subjects}
        group = [e for e in facts if e.subject.lower() in keys and e.relation == relation]
        if not group:
            return
        pool = (
            [e for e in group if e.status != "active" or e.value.startswith(ENDED)]
            if past
            else [e for e in group if e.status == "active" and not e.value.startswith(ENDED)]
        )
        pool = pool or group
        person = max(pool, key=lambda e: (e.order, e.id)).value.removeprefix(ENDED)
        q.subjects = [person]


# --- slots ---------------------------------------------------------------------------------------

OPEN_WEIGHT = 0.5  # a word of an open relation's own name ("live on") counts half a lexicon cue


# Words that name the kind of the answer more than the relation ("which city is her employer in"):
# they count half, so the relation word decides and the kind word is left for the next hop.
KIND_WORDS = frozenset(stem(w) for w in "city town country place name kind type state".split())


def relation_match(terms: Sequence[str], relation: str) -> float:
    """How many question terms a relation accounts for: a lexicon relation through its cue
    words, an open relation (a predicate no lexicon row names) through its own words, at half
    weight, so "where does she live" prefers `home` to `live on`."""
    known = lexicon.get(relation.removeprefix("not ")) is not None
    cue_stems = {stem(w) for c in lexicon.cues(relation.removeprefix("not ")) for w in words(c)}
    own = {stem(w) for w in words(relation) if w not in STOP_WORDS}
    score = 0.0
    for t in set(terms):
        if t in cue_stems and known:
            score += 0.5 if t in KIND_WORDS else 1.0
        elif t in own:
            score += 1.0 if known else OPEN_WEIGHT
    return score


def _from_slots(q: _Question, facts: Sequence[Entry], historical: bool) -> ChatAnswer | None:
    if not q.subjects or not q.relation_terms:
        return None
    best = _best_slot(q, facts, q.subjects, q.relation_terms)
    if best is None:
        return None
    relation, group = best
    path = [(group[-1].subject, relation, "")]
    chained = _chain(q, facts, relation, group, historical)
    if chained is not None:
        return chained
    return _slot_answer(q, relation, group, historical, path)


def _best_slot(
    q: _Question, facts: Sequence[Entry], subjects: Sequence[str], terms: Sequence[str]
) -> tuple[str, list[Entry]] | None:
    keys = {s.lower() for s in subjects}
    groups: dict[str, list[Entry]] = {}
    for e in facts:
        if e.subject.lower() in keys and e.relation not in ("instruction",):
            groups.setdefault(e.relation, []).append(e)
    scored = []
    for relation, group in groups.items():
        score = relation_match(terms, relation)
        if relation.startswith("not "):
            score -= 0.5
        if score >= RELATION_MIN:
            scored.append((score, max(e.order for e in group), relation))
    if not scored:
        return None
    _, _, relation = max(scored)
    return relation, sorted(groups[relation], key=lambda e: (e.order, e.id))


def _slot_answer(q: _Question, relation: str, group: list[Entry], historical: bool, path) -> ChatAnswer:
    timeline = _timeline(group)
    ids = [e.id for e in group]
    if q.evolution:
        values = [e.value for e in timeline if not e.value.startswith(ENDED)]
        return ChatAnswer(" → ".join(values), ids, f"the timeline of {relation}", path)
    if q.before:
        earlier = _before(timeline, q.before)
        if earlier is not None:
            return ChatAnswer(earlier.value, [earlier.id], f"{relation} before {q.before}", path)
    if historical or q.past_word:
        older = [e for e in timeline if e.status != "active" and not e.value.startswith(ENDED)]
        if older:
            return ChatAnswer(
                ", ".join(dict.fromkeys(e.value for e in older)),
                [e.id for e in older],
                f"earlier {relation}",
                path,
            )
    current = [e for e in group if e.status == "active"]
    if not current:
        return ChatAnswer(None, ids, f"no current {relation} in memory", path)
    if lexicon.is_single(relation):
        distinct = list(dict.fromkeys(e.value for e in current))
        if len(distinct) > 1:  # only when forgetting or slots are switched off
            return ChatAnswer(
                None, [e.id for e in current], f"conflicting values in memory: {', '.join(distinct)}", path
            )
        latest = max(current, key=lambda e: (e.order, e.id))
        value = latest.value
        if value.startswith(ENDED):
            value = f"no longer {value[len(ENDED) :]}"
        return ChatAnswer(value, [latest.id], f"current {relation}", path)
    values = list(dict.fromkeys(e.value for e in current))
    return ChatAnswer(", ".join(values), [e.id for e in current], f"{relation} (all values)", path)


def _timeline(group: list[Entry]) -> list[Entry]:
    seen, out = set(), []
    for e in sorted(group, key=lambda e: (e.order, e.id)):
        key = e.value.casefold()
        if key not in seen:
            seen.add(key)
            out.append(e)
    return out


def _before(timeline: list[Entry], anchor: str) -> Entry | None:
    anchor_words = {w for w in words(anchor) if w not in STOP_WORDS}
    for i, e in enumerate(timeline):
        if anchor_words & set(words(e.value)) and i > 0:
            return timeline[i - 1]
    return None


def _chain(
    q: _Question, facts: Sequence[Entry], relation: str, group: list[Entry], historical: bool
) -> ChatAnswer | None:
    """A second hop: the first slot's value is a person or thing with facts of its own, and the
    question has words its relations account for that the first relation did not."""
    rest = [t for t in q.relation_terms if relation_match([t], relation) == 0]
    if not rest:
        return None
    wanted = (
        [e for e in group if e.status != "active"]
        if (q.past_word or historical)
        else [e for e in group if e.status == "active"]
    )
    for start in reversed(wanted or group):
        value = start.value[len(ENDED) :] if start.value.startswith(ENDED) else start.value
        best = _best_slot(q, facts, [value], rest)
        if best is not None:
            rel2, group2 = best
            found = _slot_answer(
                q, rel2, group2, False, [(start.subject, relation, value), (value, rel2, "")]
            )
            found.entry_ids = [start.id, *found.entry_ids]
            return found
    return None


# --- statements ----------------------------------------------------------------------------------

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def _from_statements(q: _Question, entries: Sequence[Entry]) -> ChatAnswer:
    terms = [t for t in q.content if t not in _GENERIC] or q.content
    if not terms:
        return ChatAnswer(None, [], "the question has no words to look for")
    df: dict[str, int] = {}
    bags = []
    for e in entries:
        for sentence in _sentences(e):
            bag = {stem(w) for w in words(sentence)}
            bags.append((e, sentence, bag))
            for t in set(terms) & bag:
                df[t] = df.get(t, 0) + 1
    if not bags:
        return ChatAnswer(None, [], "memory holds nothing for this question")
    n = len(bags)

    def weight(t: str) -> float:
        return math.log(1 + n / (1 + df.get(t, 0)))

    total = sum(weight(t) for t in set(terms))
    rarest = max(set(terms), key=lambda t: (weight(t), t))
    best, best_score = None, 0.0
    for e, sentence, bag in bags:
        covered = set(terms) & bag
        if not covered:
            continue
        score = sum(weight(t) for t in covered) / total
        if q.subjects and any(s.lower() == e.subject.lower() for s in q.subjects):
            score += 0.05
        if e.status == "active":
            score += 0.01
        score += e.order * 1e-9
        if score > best_score:
            best, best_score = (e, sentence, covered), score
    if best is None or best_score < MIN_COVERAGE or (rarest not in best[2] and df.get(rarest, 0) == 0):
        return ChatAnswer(None, [], "no statement in memory covers the question")
    entry, sentence, _ = best
    if rarest not in best[2] and best_score < 0.75:
        return ChatAnswer(None, [], f"no statement in memory mentions {rarest!r}")
    day = (entry.valid_at or "")[:10]
    text = sentence.strip()
    if q.when and day:
        text = f"{day}: {text}"
    return ChatAnswer(text, [entry.id], f"the statement that covers {best_score:.0%} of the question")


def _sentences(e: Entry) -> list[str]:
    text = e.value if e.relation == "said" else e.statement
    parts = [p for p in _SENTENCE.split(text) if p.strip()]
    return parts or [text]
