"""Token counts with tiktoken's o200k_base, loaded offline from the copy litellm ships.

tiktoken would download the encoding at first use; litellm's wheel carries the file under the
name tiktoken's cache expects, so pointing TIKTOKEN_CACHE_DIR at that folder keeps counting
offline. We find the folder with importlib (importing litellm takes over a second).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable
from functools import lru_cache
from itertools import islice
from pathlib import Path

ENCODING = "o200k_base"
ENTRY_OVERHEAD = 8  # rd-forget Eq. 3: c(m) = Tok(m.text) + 8


def _litellm_tokenizer_dir() -> Path | None:
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"
    return folder if folder.is_dir() else None


@lru_cache(maxsize=1)
def encoding():
    if "TIKTOKEN_CACHE_DIR" not in os.environ:
        folder = _litellm_tokenizer_dir()
        if folder is not None:
            os.environ["TIKTOKEN_CACHE_DIR"] = str(folder)
    import tiktoken

    return tiktoken.get_encoding(ENCODING)


# Texts longer than this are counted piece by piece: encoding returns a Python list of ints
# (about 36 bytes a token), so one 50 MB turn encoded whole would hold some 450 MB at once.
PIECE_CHARS = 1 << 18


def count(text: str) -> int:
    """o200k tokens in text (special-token strings count as ordinary text)."""
    if len(text) > PIECE_CHARS:
        return _count_in_pieces(text)
    return len(encoding().encode_ordinary(text))


def count_many(texts: list[str]) -> list[int]:
    # A plain loop: encode_batch hands each short text to a thread pool, which costs more than
    # the encoding itself for chat turns.
    enc = encoding()
    core = getattr(enc, "_core_bpe", None)
    if core is not None and max(map(len, texts), default=0) <= PIECE_CHARS:
        # Nearly every batch: tiktoken's own encoder called directly, without the Python frame
        # of Encoding.encode_ordinary around each call (issue 10). That frame only mends a text
        # holding a lone surrogate: such a batch is counted below, through it.
        encode = core.encode_ordinary
        try:
            return [_count_by_words(text, encode) for text in texts]
        except UnicodeEncodeError:
            pass
    encode = enc.encode_ordinary
    return [len(encode(t)) if len(t) <= PIECE_CHARS else _count_in_pieces(t) for t in texts]


# A text counted as the sum of its words' counts, kept (issue 10: tiktoken's split regex was ~6 us
# of a 30-word turn, a dict look-up per word is a fraction of it). Exact, because o200k's split
# pattern puts a space (U+0020) into a piece only as the piece's first character, and a piece
# holding whitespace holds nothing else: so a space that follows a non-space character always
# opens a piece (the pattern has no look-behind), and o200k encodes each piece by itself. In a
# text whose only whitespace is single spaces (str.isprintable() is false for every other
# whitespace character), every space is such a place: the text costs its first word's tokens
# plus those of " " + each later word. An empty later word (two spaces in a row, a space at the
# end) is never kept, so such a text, like any other, is encoded whole. tests/test_ingest_speed.py
# compares the two on adversarial texts.
WORDS_KEPT = 1 << 16  # counts kept for this many words (then all are forgotten at once)
WORD_CHARS = 40  # a longer word is counted, not kept
NEW_WORDS = 4  # a text with more words not kept is encoded whole (after learning that many)
_FIRST_WORDS: dict[str, int] = {}  # a text's first word -> its tokens
_LATER_WORDS: dict[str, int] = {}  # a later word -> the tokens of " " + it


def _count_by_words(text: str, encode: Callable[[str], list[int]]) -> int:
    """len(encode(text)), from the kept counts of its words where the text allows it."""
    if not text.isprintable():
        return len(encode(text))
    words = text.split(" ")
    try:
        return _kept_count(words)
    except KeyError:
        return _count_new_words(text, words, encode)


def _kept_count(words: list[str]) -> int:
    """The text's count from its words' kept counts; KeyError when one is not kept."""
    return _FIRST_WORDS[words[0]] + sum(map(_LATER_WORDS.__getitem__, islice(words, 1, None)))


def _count_new_words(text: str, words: list[str], encode: Callable[[str], list[int]]) -> int:
    """The count of a text holding words not kept yet: up to NEW_WORDS of them are learnt (and its
    first word); a text with more (ids, code) or a word too long to keep is encoded whole, so it
    costs at most NEW_WORDS short encodings more than before."""
    if len(_LATER_WORDS) >= WORDS_KEPT or len(_FIRST_WORDS) >= WORDS_KEPT:
        _LATER_WORDS.clear()
        _FIRST_WORDS.clear()
    first = words[0]
    if first not in _FIRST_WORDS and len(first) <= WORD_CHARS:
        _FIRST_WORDS[first] = len(encode(first))
    unknown = [word for word in islice(words, 1, None) if word not in _LATER_WORDS]
    for word in unknown[:NEW_WORDS]:
        if word:
            _learn_later(word, encode)
    try:
        return _kept_count(words)
    except KeyError:
        return len(encode(text))


def sentence_costs(head: str, sentences: list[str]) -> list[int] | None:
    """The parts of the count of head + ": " + the sentences, each with its words joined by
    single spaces (`joined`): the tokens of head + ":", then what each sentence adds, the tokens
    of " " + each of its words (exact by the property above). So such a text made of any of the
    sentences costs the first part plus theirs, counted without the encoder. None when a word is
    not printable (a tab, a control character) or the head has other whitespace than single
    spaces."""
    if not (head + ":").isprintable() or "  " in head:
        return None
    encode = encoding().encode_ordinary
    costs = [len(encode(head + ":"))]
    for sentence in sentences:
        said = sentence.split()
        if not all(map(str.isprintable, said)):
            return None
        costs.append(sum(_LATER_WORDS.get(word) or _learn_later(word, encode) for word in said))
    return costs


def _learn_later(word: str, encode: Callable[[str], list[int]]) -> int:
    """The tokens of " " + word, kept for the next text that holds the word (a word longer than
    WORD_CHARS is counted, not kept; the kept words are dropped once WORDS_KEPT are held)."""
    count = len(encode(" " + word))
    if len(word) <= WORD_CHARS:
        if len(_LATER_WORDS) >= WORDS_KEPT:
            _LATER_WORDS.clear()
        _LATER_WORDS[word] = count
    return count


def joined(head: str, sentences: list[str]) -> str:
    """head + ": " + the sentences, each word after one space (the text `sentence_costs` counts)."""
    return f"{head}: " + " ".join(" ".join(s.split()) for s in sentences)


def _count_in_pieces(text: str) -> int:
    """The count of a huge text, in pieces of about PIECE_CHARS cut where o200k cuts anyway
    (before a space between a non-space and a letter; see shown_count), so the sum is exact
    whenever such a place exists in each stretch, as it does in any prose."""
    encode = encoding().encode_ordinary
    total, start, size = 0, 0, len(text)
    while start < size:
        end = min(size, start + PIECE_CHARS)
        if end < size:
            end = _break_before(text, end, start)
        total += len(encode(text[start:end]))
        start = end
    return total


def _break_before(text: str, end: int, floor: int) -> int:
    """The last o200k word break at or before `end` (and after `floor`); `end` if none."""
    p = text.rfind(" ", floor + 1, end + 1)
    while p > floor:
        if p + 1 < len(text) and not text[p - 1].isspace() and text[p + 1].isalpha():
            return p
        p = text.rfind(" ", floor + 1, p)
    return end


def entry_cost(text: str) -> int:
    return count(text) + ENTRY_OVERHEAD


def shown_count(text: str, speaker: str | None, text_tokens: int) -> int:
    """o200k tokens of a turn as it is packed and shown ("speaker: text", memcli.recall), from
    the count of its text alone plus two short encodings, so ingest does not encode each turn
    twice.

    Exact, because o200k encodes the pieces its split pattern cuts a text into one by one, and
    that pattern always cuts before a space that follows a non-space and precedes a letter, and
    after the speaker's ":" (a space follows it). So "speaker:" + " " + head + tail, where tail
    starts at the first such space, costs tokens("speaker:") + tokens(" " + head) + tokens(tail),
    and tokens(tail) = tokens(text) − tokens(head). (tests/test_tokens.py checks it against
    encoding the shown text.)"""
    if not speaker:
        return text_tokens
    return _label_tokens(speaker) + text_tokens + _space_before(text[: _first_word_break(text)])


def _first_word_break(text: str) -> int:
    """The first p in 1 … len(text) - 2 with a space at p, a non-space before it and a letter
    after it; len(text) if none. Spaces are found by str.find (a Python loop over every
    character cost ingest ~1 µs a turn)."""
    p = text.find(" ", 1)
    while p != -1 and p < len(text) - 1:
        if not text[p - 1].isspace() and text[p + 1].isalpha():
            return p
        p = text.find(" ", p + 1)
    return len(text)


@lru_cache(maxsize=65536)
def _space_before(head: str) -> int:
    """What a space before `head` adds; heads are first words ("I", "Honestly,"), and repeat."""
    return count(" " + head) - count(head)


@lru_cache(maxsize=4096)
def _label_tokens(speaker: str) -> int:
    return count(f"{speaker}:")
