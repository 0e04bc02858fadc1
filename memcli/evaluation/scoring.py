"""Scoring rules of the benchmark harness. Pure functions over strings and id sets.

- `mab_correct`: rd-forget §4.3's rule for MAB-FC. Both texts are lowercased and tokenized
  (word characters; punctuation separates tokens), number words zero–twelve become digits, and
  the answer is correct when a nonempty gold token sequence occurs inside the answer's, or when
  an answer of at least three characters (counted on its normalized form, tokens joined by
  single spaces) occurs inside a gold's. Containment is on whole tokens, so "rome" is not inside
  "romeo". An abstention (None) is never correct.
- `token_f1`: LoCoMo's answer F1 (lowercase, punctuation and articles removed, bag-of-tokens F1),
  with LoCoMo's per-category conventions: category 1 (multi-hop) averages the best F1 of each
  comma-separated gold part, category 3 scores against the gold before its first ";", category 5
  (adversarial) is correct exactly when the answer abstains. An abstention scores 0 elsewhere.
  LoCoMo stems with Porter's stemmer; we use memcli's light suffix stemmer (no dependency), and
  not its irregular forms: Porter does not make "went" meet "go", so neither does the scorer.
- `evidence_recall` ("points at the gold turn"): the share of gold evidence turns whose ids are
  among the packed items' turns (packed turns themselves and the source turns of packed entries).
  An entry citing a gold turn counts even when its statement lost what the turn said.
- `gold_text_in_pack`: every gold evidence turn's text occurs verbatim (whitespace runs
  collapsed, case kept) inside some packed item's text. Stricter than pointing at the turn: the
  words the answer needs must actually be in the pack.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Iterable, Sequence

from memcli.text import suffix_stem

NUMBER_WORDS = {
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
}
MIN_ANSWER_CHARS = 3  # rd-forget §4.3: "an answer of at least three characters"

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def normalize_tokens(text: str | None) -> tuple[str, ...]:
    """Lowercase word tokens with number words zero–twelve as digits."""
    if not text:
        return ()
    return tuple(NUMBER_WORDS.get(t, t) for t in _TOKEN.findall(str(text).lower()))


def contains(haystack: Sequence[str], needle: Sequence[str]) -> bool:
    """Is `needle` a contiguous run of `haystack`? (Token sequences; the empty needle is not.)"""
    n = len(needle)
    if n == 0 or n > len(haystack):
        return False
    first = needle[0]
    return any(
        haystack[i] == first and tuple(haystack[i : i + n]) == tuple(needle)
        for i in range(len(haystack) - n + 1)
    )


def mab_correct(answer: str | None, golds: Iterable[str]) -> bool:
    """rd-forget §4.3: a nonempty gold inside the answer, or an answer of ≥ 3 characters inside a gold."""
    if answer is None:
        return False
    got = normalize_tokens(answer)
    if not got:
        return False
    long_enough = len(" ".join(got)) >= MIN_ANSWER_CHARS
    for gold in golds:
        want = normalize_tokens(gold)
        if not want:
            continue
        if contains(got, want) or (long_enough and contains(want, got)):
            return True
    return False


def text_holds(text: str, golds: Iterable[str]) -> bool:
    """Does a packed text contain one of the gold strings (normalized tokens, as in the scorer)?"""
    tokens = normalize_tokens(text)
    return any(contains(tokens, want) for want in (normalize_tokens(g) for g in golds) if want)


# --- LoCoMo ---------------------------------------------------------------------------------------

_ARTICLES = re.compile(r"\b(a|an|the|and)\b")
_PUNCT = set(string.punctuation) | {"‘", "’", "“", "”", "–", "—"}


def normalize_answer(text: str) -> str:
    """LoCoMo's normalize_answer: commas dropped, lowercase, punctuation and articles removed."""
    text = str(text).replace(",", "").lower()
    text = "".join(ch for ch in text if ch not in _PUNCT)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def _f1(prediction: str, gold: str) -> float:
    pred = [suffix_stem(w) for w in normalize_answer(prediction).split()]
    want = [suffix_stem(w) for w in normalize_answer(gold).split()]
    common = Counter(pred) & Counter(want)
    same = sum(common.values())
    if not pred or not want or same == 0:
        return 0.0
    precision = same / len(pred)
    recall = same / len(want)
    return 2 * precision * recall / (precision + recall)


def token_f1(prediction: str | None, gold: str | None, category: int | None = None) -> float:
    """LoCoMo answer F1 for one question (see the module docstring for the category rules)."""
    if category == 5:
        return 1.0 if prediction is None else 0.0
    if prediction is None or gold is None or not str(gold).strip():
        return 0.0
    gold = str(gold)
    if category == 3:
        gold = gold.split(";")[0]
    if category == 1:
        parts = [p for p in gold.split(",") if p.strip()]
        preds = [p for p in prediction.split(",") if p.strip()] or [prediction]
        if not parts:
            return 0.0
        return sum(max(_f1(p, g) for p in preds) for g in parts) / len(parts)
    return _f1(prediction, gold)


# --- evidence ------------------------------------------------------------------------------------


def evidence_recall(gold: Iterable[str], found: Iterable[str]) -> float | None:
    """Share of the gold evidence ids that are among `found`; None when there is no gold evidence."""
    want = set(gold)
    if not want:
        return None
    return len(want & set(found)) / len(want)


def squash(text: str | None) -> str:
    """Whitespace runs as single spaces, ends stripped (the only normalization of gold text)."""
    return " ".join(str(text or "").split())


def gold_text_in_pack(gold_texts: Iterable[str], item_texts: Iterable[str]) -> bool | None:
    """Does every gold turn's text occur inside some packed item's text? None without gold text."""
    golds = [g for g in (squash(t) for t in gold_texts) if g]
    if not golds:
        return None
    items = [squash(t) for t in item_texts]
    return all(any(gold in item for item in items) for gold in golds)
