"""A parse as plain Python objects: the words, their annotations and the dependency tree.

The curator reads each parse many times over (every rule walks the sentence, its heads and
children), and through spaCy's own classes every such step builds a new Token object and decodes
its strings again: about a third of the curating process's CPU went to that, not to reading.
`freeze` copies what the curator reads of a spaCy Doc into tuples of strings and numbers (small,
and cheap to send from the parse worker, much cheaper than a DocBin rebuilt into Docs), and
`ParsedDoc` gives it back with the same interface the curator uses (`Doc`, `Span`, `Token`:
indexing, slicing, `sents`, `ents`, `head`, `children`, `subtree`, `sent`, `root`, …) over
objects made once. The semantics are spaCy 3.8's, including its corners (a token's `sent` runs
from the nearest sentence start, a span's `root` is its highest token, slices are clamped), so
the curator reads the same parse either way; the test compares the two attribute by attribute.
"""

from __future__ import annotations

from collections.abc import Iterator

# Lexical flags, one bit each, read from spaCy's lexemes when the parse is frozen
PUNCT, NUM, ALPHA, TITLE, SPACE = 1, 2, 4, 8, 16

# One frozen parse: (words, spaces, lowers, lemmas, tags, pos, deps, entity types, heads,
# flags, sentence starts, entities as (start, end, label))
Frozen = tuple

_STRINGS: dict[int, str] = {}  # spaCy's string hashes already decoded in this process
STRINGS_MAX = 200_000  # emptied when full (a long history's words)


def freeze(doc) -> Frozen:
    """What the curator reads of a spaCy Doc, as tuples (picklable, no spaCy objects). Read as
    one array of numbers: a Token object per word and attribute costs several times more. Equal
    strings are one object, so a batch of them pickles small."""
    from spacy import attrs

    names = (attrs.ORTH, attrs.LOWER, attrs.LEMMA, attrs.TAG, attrs.POS, attrs.DEP, attrs.ENT_TYPE)
    names += (attrs.HEAD, attrs.SPACY, attrs.SENT_START)
    flags = (attrs.IS_PUNCT, attrs.LIKE_NUM, attrs.IS_ALPHA, attrs.IS_TITLE, attrs.IS_SPACE)
    rows = doc.to_array([*names, *flags]).view("int64").tolist() if len(doc) else []
    columns = list(zip(*rows, strict=True)) if rows else [()] * (len(names) + len(flags))
    text = _decoder(doc.vocab.strings)
    words, lowers, lemmas, tags, pos, deps, ents = (tuple(map(text, column)) for column in columns[:7])
    heads = tuple(i + offset for i, offset in enumerate(columns[7]))
    marks = tuple(
        PUNCT * punct | NUM * num | ALPHA * alpha | TITLE * title | SPACE * space
        for punct, num, alpha, title, space in zip(*columns[10:], strict=True)
    )
    return (
        words,
        tuple(bool(space) for space in columns[8]),
        lowers,
        lemmas,
        tags,
        pos,
        deps,
        ents,
        heads,
        marks,
        tuple(start == 1 for start in columns[9]),
        tuple((e.start, e.end, e.label_) for e in doc.ents),
    )


def _decoder(strings):
    if len(_STRINGS) > STRINGS_MAX:
        _STRINGS.clear()

    def text(key: int) -> str:
        found = _STRINGS.get(key)
        if found is None:
            found = _STRINGS[key] = strings[key & 0xFFFFFFFFFFFFFFFF]  # the array's int64 as a hash
        return found

    return text


class ParsedToken:
    """One word of a parse (spaCy's `Token`, read-only)."""

    __slots__ = (
        "doc",
        "i",
        "text",
        "whitespace_",
        "lower_",
        "lemma_",
        "tag_",
        "pos_",
        "dep_",
        "ent_type_",
        "idx",
        "_head",
        "_flags",
        "_start",
        "_kids",
        "_lefts",
        "_subtree",
    )

    # Made by ParsedDoc, which sets every slot (a constructor call a word cost more)

    # --- the tree ------------------------------------------------------------------------------
    @property
    def head(self) -> ParsedToken:
        return self.doc[self._head]

    @property
    def children(self) -> Iterator[ParsedToken]:
        return iter(self._kids)

    @property
    def lefts(self) -> Iterator[ParsedToken]:
        return iter(self._kids[: self._lefts])

    @property
    def rights(self) -> Iterator[ParsedToken]:
        return iter(self._kids[self._lefts :])

    @property
    def subtree(self) -> Iterator[ParsedToken]:
        if self._subtree is None:
            self._subtree = (
                *(t for kid in self._kids[: self._lefts] for t in kid.subtree),
                self,
                *(t for kid in self._kids[self._lefts :] for t in kid.subtree),
            )
        return iter(self._subtree)

    @property
    def left_edge(self) -> ParsedToken:
        """The first word of the subtree (spaCy's `l_edge`)."""
        return min(self.subtree, key=_position)

    @property
    def right_edge(self) -> ParsedToken:
        return max(self.subtree, key=_position)

    @property
    def sent(self) -> ParsedSpan:
        return self.doc[self.i : self.i + 1].sent

    @property
    def is_sent_start(self) -> bool:
        return self._start

    def nbor(self, i: int = 1) -> ParsedToken:
        if self.i + i < 0 or self.i + i >= len(self.doc):
            raise IndexError(f"no word {i} away from word {self.i} of {len(self.doc)}")
        return self.doc[self.i + i]

    # --- the word ------------------------------------------------------------------------------
    is_punct = property(lambda self: bool(self._flags & PUNCT))
    like_num = property(lambda self: bool(self._flags & NUM))
    is_alpha = property(lambda self: bool(self._flags & ALPHA))
    is_title = property(lambda self: bool(self._flags & TITLE))

    @property
    def text_with_ws(self) -> str:
        return self.text + self.whitespace_

    def __len__(self) -> int:
        return len(self.text)

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    # spaCy's tokens are equal when they are the same position of the same Doc, ordered by offset
    def __eq__(self, other: object) -> bool:
        return isinstance(other, ParsedToken) and other.doc is self.doc and other.idx == self.idx

    def __hash__(self) -> int:
        return hash((id(self.doc), self.i))

    def __lt__(self, other: ParsedToken) -> bool:
        return self.idx < other.idx

    def __gt__(self, other: ParsedToken) -> bool:
        return self.idx > other.idx


class ParsedSpan:
    """A run of words of a parse (spaCy's `Span`, read-only)."""

    __slots__ = ("doc", "start", "end", "label_")

    def __init__(self, doc: ParsedDoc, start: int, end: int, label: str = "") -> None:
        self.doc, self.start, self.end, self.label_ = doc, start, end, label

    def __len__(self) -> int:
        return max(self.end - self.start, 0)

    def __iter__(self) -> Iterator[ParsedToken]:
        return iter(self.doc._tokens[self.start : self.end])

    def __getitem__(self, i: int | slice) -> ParsedToken | ParsedSpan:
        if isinstance(i, slice):
            start, end = _normalize_slice(len(self), i)
            return ParsedSpan(self.doc, start + self.start, end + self.start)
        at = self.end + i if i < 0 else self.start + i
        if not self.start <= at < self.end:
            raise IndexError(f"word {i} is outside a span of {len(self)}")
        return self.doc[at]

    @property
    def text(self) -> str:
        """The words and the spaces between them, as written (a cut of the whole text)."""
        if self.end <= self.start:
            return ""
        last = self.doc._tokens[self.end - 1]
        return self.doc.text[self.doc._tokens[self.start].idx : last.idx + len(last.text)]

    @property
    def lemma_(self) -> str:
        return "".join(t.lemma_ + t.whitespace_ for t in self).strip()

    @property
    def root(self) -> ParsedToken:
        tokens = self.doc._tokens
        for i in range(self.start, self.end):
            if tokens[i]._head == i:
                return tokens[i]
        best, root = len(tokens), -1
        for i in range(self.start, self.end):
            if self.start <= tokens[i]._head < self.end:
                continue
            steps = self.doc._to_root(i)
            if steps < best:
                best, root = steps, i
        return tokens[self.start] if root == -1 else tokens[root]

    @property
    def sent(self) -> ParsedSpan:
        tokens, start = self.doc._tokens, self.start
        while not tokens[start]._start and start > 0:
            start -= 1
        end, n = self.start + 1, 0
        while end < len(tokens) and not tokens[end]._start:
            end += 1
            n += 1
            if n >= len(tokens):
                break
        return ParsedSpan(self.doc, start, end)

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, ParsedSpan)
            and other.doc is self.doc
            and (other.start, other.end, other.label_) == (self.start, self.end, self.label_)
        )

    def __hash__(self) -> int:
        return hash((id(self.doc), self.start, self.end, self.label_))


class ParsedDoc:
    """A whole parse (spaCy's `Doc`, read-only), rebuilt from `freeze`'s tuples."""

    __slots__ = ("_tokens", "_ents", "text")

    def __init__(self, frozen: Frozen) -> None:
        tokens: list[ParsedToken] = []
        idx, new = 0, ParsedToken.__new__
        for i, (word, space, lower, lemma, tag, pos, dep, ent, head, flags, start) in enumerate(
            zip(*frozen[:11], strict=True)
        ):
            token = new(ParsedToken)
            token.doc, token.i, token.idx, token.text = self, i, idx, word
            token.whitespace_ = " " if space else ""
            token.lower_, token.lemma_, token.tag_, token.pos_ = lower, lemma, tag, pos
            token.dep_, token.ent_type_, token._head = dep, ent, head
            token._flags, token._start = flags, start
            token._kids, token._lefts, token._subtree = (), 0, None  # _lefts: children before it
            tokens.append(token)
            idx += len(word) + (1 if space else 0)
        for i, head in enumerate(frozen[8]):  # children in order, the ones before their head first
            if head != i:
                parent = tokens[head]
                parent._kids += (tokens[i],)
                if i < head:
                    parent._lefts += 1
        self._tokens = tokens
        self._ents = tuple(ParsedSpan(self, start, end, label) for start, end, label in frozen[11])
        self.text = "".join(t.text + t.whitespace_ for t in tokens)

    def __len__(self) -> int:
        return len(self._tokens)

    def __iter__(self) -> Iterator[ParsedToken]:
        return iter(self._tokens)

    def __getitem__(self, i: int | slice) -> ParsedToken | ParsedSpan:
        if isinstance(i, slice):
            return ParsedSpan(self, *_normalize_slice(len(self._tokens), i))
        length = len(self._tokens)
        if i < 0:
            i += length
        if not 0 <= i < length:
            raise IndexError(f"word {i} is outside a parse of {length}")
        return self._tokens[i]

    @property
    def ents(self) -> tuple[ParsedSpan, ...]:
        return self._ents

    @property
    def sents(self) -> Iterator[ParsedSpan]:
        start = 0
        for i in range(1, len(self._tokens)):
            if self._tokens[i]._start:
                yield ParsedSpan(self, start, i)
                start = i
        if start != len(self._tokens):
            yield ParsedSpan(self, start, len(self._tokens))

    def _to_root(self, i: int) -> int:
        """spaCy's count of steps from a word up to its sentence's root (a bare punctuation mark
        or space counts as far away, so it is never chosen as a span's root)."""
        token = self._tokens[i]
        if token._flags & (PUNCT | SPACE) and not token._kids:
            return len(self._tokens) - 1
        steps = 0
        while token._head != token.i:
            token = self._tokens[token._head]
            steps += 1
            if steps >= len(self._tokens):
                raise RuntimeError("a parse whose heads never reach a root")
        return steps

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__


def _position(token: ParsedToken) -> int:
    return token.i


def _normalize_slice(length: int, piece: slice) -> tuple[int, int]:
    """spaCy's `normalize_slice`: Python's slice bounds, clamped; no steps."""
    if piece.step not in (None, 1):
        raise ValueError("a parse is sliced without steps")
    start = 0 if piece.start is None else piece.start + (length if piece.start < 0 else 0)
    start = min(length, max(0, start))
    stop = length if piece.stop is None else piece.stop + (length if piece.stop < 0 else 0)
    return start, min(length, max(start, stop))
