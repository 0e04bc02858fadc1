"""spaCy's attribute ruler and rule lemmatizer, run as dict lookups with the same results.

In `en_core_web_sm` the attribute ruler maps each token's fine tag (and a few words, dependency
labels and two-word sequences such as "gon na") to its coarse part of speech, morphology and
some lemmas. spaCy runs it as a token Matcher over 179 patterns for every sentence: about a fifth
of the pipeline's time on chat, for what is a table lookup. Here the pipeline's own patterns are
read once and indexed: a token's single-token patterns depend only on (tag, lower form, dependency
label, is-space), so their merged attributes are computed once per distinct key and cached; the
few multi-token patterns are checked only where their first token matches. Matches are applied
in pattern order (later patterns win), through spaCy's own `set_token_attrs`, as the ruler does,
so the output is the ruler's (tests/test_parse_pipeline.py compares them token by token).

The rule lemmatizer is run the same way: a cache keyed by what its rules read (word, part of
speech, morphology), and its own `rule_lemmatize` on a miss.

A pipeline whose ruler uses a pattern feature this reader does not know (an operator, another
token attribute) is left as it is: `AttributeLookup.from_ruler` returns None and the caller keeps
spaCy's component.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

# Token attributes a pattern may test, and how to read each from a spaCy token.
_READERS: dict[str, Callable] = {
    "TAG": lambda t: t.tag_,
    "LOWER": lambda t: t.lower_,
    "DEP": lambda t: t.dep_,
    "IS_SPACE": lambda t: t.is_space,
}
_KEYED = ("TAG", "LOWER", "DEP", "IS_SPACE")  # the order of a token's cache key
MAX_KEYS = 50_000  # entries a lookup cache holds before it is emptied (memory stays flat)


def _condition(spec) -> Callable[[object], bool] | None:
    """A test of one attribute value, from a pattern's value: a literal, or {IN|NOT_IN|REGEX}."""
    if not isinstance(spec, dict):
        return lambda value: value == spec
    if len(spec) != 1:
        return None
    ((op, arg),) = spec.items()
    if op == "IN":
        allowed = frozenset(arg)
        return lambda value: value in allowed
    if op == "NOT_IN":
        banned = frozenset(arg)
        return lambda value: value not in banned
    if op == "REGEX":
        compiled = re.compile(arg)
        return lambda value: bool(compiled.search(value))
    return None


@dataclass(frozen=True)
class _Pattern:
    order: int  # the ruler's attribute id: matches are applied in this order
    tokens: tuple[tuple[tuple[str, Callable], ...], ...]  # per token: (attribute, test) pairs
    attrs: dict  # spaCy's normalized attributes, as the ruler stores them
    index: int  # which token of the match gets the attributes (may be negative)

    def token_matches(self, position: int, key: tuple) -> bool:
        return all(test(key[_KEYED.index(attr)]) for attr, test in self.tokens[position])


# The lower form of a word no pattern names: it matches no word test, so all such words share
# one cache key (a character no token holds).
OTHER_WORD = "\x00"


class AttributeLookup:
    """The attribute ruler as lookups; call it on a parsed Doc (see the module docstring)."""

    def __init__(self, patterns: list[_Pattern]) -> None:
        self.single = [p for p in patterns if len(p.tokens) == 1]
        self.multi = [p for p in patterns if len(p.tokens) > 1]
        self._by_key: dict[tuple, tuple[dict | None, tuple[_Pattern, ...]]] = {}
        self._word_tests = [
            test for p in patterns for token in p.tokens for attr, test in token if attr == "LOWER"
        ]
        # Collapsing is exact only if the stand-in fails every word test, as an unnamed word does.
        self._collapse = not any(test(OTHER_WORD) for test in self._word_tests)
        self._named: dict[str, str] = {}  # lower form → itself if some word test accepts it, else OTHER_WORD

    def _word(self, lower: str) -> str:
        """The lower form as the cache key holds it: itself if a pattern's word test accepts it."""
        found = self._named.get(lower)
        if found is None:
            named = not self._collapse or any(test(lower) for test in self._word_tests)
            found = lower if named else OTHER_WORD
            if len(self._named) >= MAX_KEYS:
                self._named.clear()
            self._named[lower] = found
        return found

    def _token_key(self, token) -> tuple:
        return (token.tag_, self._word(token.lower_), token.dep_, token.is_space)

    @classmethod
    def from_ruler(cls, ruler) -> AttributeLookup | None:
        """Built from a loaded spaCy AttributeRuler, or None if a pattern uses a feature this
        reader does not implement (then keep the ruler)."""
        patterns = []
        for order, (attrs, index) in enumerate(zip(ruler.attrs, ruler.indices, strict=True)):
            for token_patterns in ruler.matcher.get(str(order))[1]:
                tokens = []
                for token_pattern in token_patterns:
                    tests = []
                    for attr, spec in token_pattern.items():
                        test = _condition(spec) if attr in _READERS else None
                        if test is None:
                            return None
                        tests.append((attr, test))
                    tokens.append(tuple(tests))
                patterns.append(_Pattern(order, tuple(tokens), attrs, index))
        return cls(patterns)

    def _for_key(self, key: tuple) -> tuple[dict | None, tuple[_Pattern, ...]]:
        """(the merged attributes of the single-token patterns this key matches, in order; the
        multi-token patterns whose first token it matches)."""
        found = self._by_key.get(key)
        if found is None:
            merged: dict = {}
            for pattern in self.single:
                if pattern.token_matches(0, key):
                    merged.update(pattern.attrs)
            starts = tuple(p for p in self.multi if p.token_matches(0, key))
            found = (merged or None, starts)
            if len(self._by_key) >= MAX_KEYS:
                self._by_key.clear()
            self._by_key[key] = found
        return found

    def __call__(self, doc) -> None:
        from spacy.tokens._retokenize import set_token_attrs

        keys = [self._token_key(t) for t in doc]
        looked = [self._for_key(k) for k in keys]
        extra: dict[int, list[_Pattern]] = {}  # token index → multi-token patterns that hit it
        for start, (_, starts) in enumerate(looked):
            for pattern in starts:
                end = start + len(pattern.tokens)
                if end <= len(keys) and all(
                    pattern.token_matches(k, keys[start + k]) for k in range(1, len(pattern.tokens))
                ):
                    target = start + pattern.index if pattern.index >= 0 else end + pattern.index
                    extra.setdefault(target, []).append(pattern)
        for i, (merged, _) in enumerate(looked):
            if i in extra:
                merged = self._merged_with(keys[i], extra[i])
            if merged:
                set_token_attrs(doc[i], merged)

    def _merged_with(self, key: tuple, multi: list[_Pattern]) -> dict:
        hits = [p for p in self.single if p.token_matches(0, key)] + multi
        merged: dict = {}
        for pattern in sorted(hits, key=lambda p: p.order):
            merged.update(pattern.attrs)
        return merged


def lemmatize(lemmatizer, doc, lemmas: dict[tuple[int, int, int], str]) -> None:
    """spaCy's rule lemmatizer over a Doc, its cache read in one loop (the same lemmas)."""
    for token in doc:
        if token.lemma == 0:
            key = (token.orth, token.pos, token.morph.key)  # everything rule_lemmatize reads
            lemma = lemmas.get(key)
            if lemma is None:
                lemma = lemmatizer.rule_lemmatize(token)[0]
                if len(lemmas) >= MAX_KEYS:
                    lemmas.clear()
                lemmas[key] = lemma
            token.lemma_ = lemma


@dataclass
class FastSteps:
    """The pipeline components replaced by lookups, and the names of those they replace."""

    ruler: AttributeLookup | None
    lemmatizer: object | None  # spaCy's Lemmatizer, run through `lemmatize`
    # (word, part of speech, morphology) → lemma. spaCy's own cache skips words already in their
    # base form (most words), so they were lemmatized again at every occurrence; its rules read
    # only these three, so one answer per key is exact.
    lemmas: dict[tuple[int, int, int], str] = field(default_factory=dict)

    @property
    def replaced(self) -> list[str]:
        steps = (("attribute_ruler", self.ruler), ("lemmatizer", self.lemmatizer))
        return [name for name, step in steps if step is not None]

    def __call__(self, doc) -> None:
        if self.ruler is not None:
            self.ruler(doc)
        if self.lemmatizer is not None:
            lemmatize(self.lemmatizer, doc, self.lemmas)


def fast_steps(nlp) -> FastSteps:
    """Lookups for the pipeline's attribute ruler and lemmatizer where they are exact: the parser,
    then the ruler, then a rule lemmatizer that keeps lemmas already set (it reads the ruler's part
    of speech), then at most the entity recognizer (which reads neither). Any other pipeline is
    left to spaCy: FastSteps(None, None)."""
    names = nlp.pipe_names
    tail = names[names.index("parser") + 1 :] if "parser" in names else []
    if tail not in (["attribute_ruler", "lemmatizer"], ["attribute_ruler", "lemmatizer", "ner"]):
        return FastSteps(None, None)
    lemmatizer = nlp.get_pipe("lemmatizer")
    if getattr(lemmatizer, "mode", None) != "rule" or lemmatizer.overwrite:
        return FastSteps(None, None)
    ruler = AttributeLookup.from_ruler(nlp.get_pipe("attribute_ruler"))
    return FastSteps(ruler, lemmatizer) if ruler is not None else FastSteps(None, None)
