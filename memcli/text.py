"""Words for lexical matching, shared by the ranker, the fallback, the answerer and the scorer:
lowercase word tokens, an English stop-word list, and a light suffix-stripping stemmer (enough
for "founded"/"founder"/"founding" to meet; no dictionary, so it is fast and deterministic)."""

from __future__ import annotations

import re
from functools import lru_cache

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)

STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been being below
    between both but by can could did do does doing down during each few for from further had
    has have having he her here hers herself him himself his how i if in into is it its itself
    just me more most my myself no nor not now of off on once only or other our ours ourselves
    out over own same she should so some such than that the their theirs them themselves then
    there these they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself yourselves s t don doesn
    didn isn wasn aren weren won wouldn shouldn couldn also ever yet still does did tell please
    let me know name""".split()
)


def words(text: str) -> list[str]:
    """Lowercase word tokens; apostrophes inside words kept ("mira's" → "mira's")."""
    return [w.replace("’", "'") for w in _WORD.findall(text.lower())]


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Strip common English suffixes: possessive, plural, -ing, -ed, -er, -ly, -ation."""
    w = word
    if w.endswith("'s"):
        w = w[:-2]
    for suffix, keep in (
        ("ations", 4),
        ("ation", 4),
        ("ings", 4),
        ("ing", 4),
        ("ers", 4),
        ("ies", 3),
        ("ied", 3),
        ("ed", 4),
        ("er", 4),
        ("ly", 4),
        ("es", 4),
        ("s", 3),
    ):
        if w.endswith(suffix) and len(w) - len(suffix) >= keep - 1 and not w.endswith("ss"):
            w = w[: -len(suffix)]
            if suffix in ("ies", "ied"):
                w += "y"
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]  # "planned" → "plann" → "plan"
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]  # "move" and "moved" both → "mov"
    return w


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOP_WORDS]


def terms(text: str) -> set[str]:
    """Stemmed content words: the unit of word overlap."""
    return {stem(w) for w in content_words(text)}


def overlap(query_terms: set[str], text: str) -> int:
    return len(query_terms & terms(text))
