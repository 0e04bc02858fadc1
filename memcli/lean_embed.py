"""A few texts' WordLlama vectors without numpy, tokenizers or parsing the tokenizer's JSON.

Why (issue 10): a `pack` or `ask` process encodes one question (and a new question's few
evidence entries). The full encoder paid ~0.15 s of CPU to load the 1.8 MB tokenizer JSON with
`tokenizers`, ~0.1 s to import numpy and more for the weights, against a process floor of
0.25 s. Here:

- the tokenizer's vocabulary and merges are read once per machine into a small SQLite file in
  the user's cache folder (rebuilt when the installed tokenizer file changes); a text then costs
  a few dozen indexed look-ups;
- the BPE is the tokenizer's own (LLaMA 2: prepend "▁", spaces to "▁", no pre-tokenizer, merge
  the adjacent pair of lowest rank, leftmost first; characters outside the vocabulary as their
  UTF-8 bytes `<0xNN>`);
- the token rows are read from the float16 weights file where they lie, and pooled with the
  same float32 operations numpy performs in `embed.LeanWordLlama.embed` and `embed.encode`
  (a running float32 sum over the tokens, one float32 division, numpy's pairwise float32 sum
  of squares for the norm): the vector is bit for bit the one the full encoder stores
  (tests/test_lean_embed.py compares ids and vectors).

Anything this reader does not know (another tokenizer layout, a text holding a special token
such as "<s>", an unwritable cache folder) returns None and the caller uses the full encoder.
"""

from __future__ import annotations

import json
import os
import sqlite3
import struct
import sys
from array import array
from functools import lru_cache
from math import sqrt
from operator import add, mul
from pathlib import Path

CACHE_VERSION = 1
SPACE = "\u2581"  # sentencepiece's word mark
_F32 = struct.Struct("<f")
NO_MERGE = 1 << 62  # above every merge rank


def cache_dir() -> Path:
    """$MEMCLI_CACHE_DIR, else $XDG_CACHE_HOME/memcli, else ~/.cache/memcli."""
    explicit = os.environ.get("MEMCLI_CACHE_DIR", "").strip()
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CACHE_HOME", "").strip() or str(Path.home() / ".cache")
    return Path(base).expanduser() / "memcli"


def f32(x: float) -> float:
    """x rounded to float32 (a float64 +, −, ×, ÷ or √ of float32 values, rounded once, is the
    float32 operation's result)."""
    return _F32.unpack(_F32.pack(x))[0]


def pairwise_sum(values, start: int, n: int) -> float:
    """numpy's float32 pairwise summation (`add.reduce` over a contiguous axis): blocks of up to
    128 values summed in 8 interleaved accumulators, halves (multiples of 8) added recursively."""
    if n < 8:
        total = -0.0
        for i in range(start, start + n):
            total = f32(total + values[i])
        return total
    if n <= 128:
        acc = array("f", values[start : start + 8])
        i = 8
        while i < n - n % 8:  # each array("f", …) rounds its 8 float64 sums to float32
            acc = array("f", map(add, acc, values[start + i : start + i + 8]))
            i += 8
        left = f32(f32(acc[0] + acc[1]) + f32(acc[2] + acc[3]))
        total = f32(left + f32(f32(acc[4] + acc[5]) + f32(acc[6] + acc[7])))
        for k in range(start + i, start + n):
            total = f32(total + values[k])
        return total
    half = n // 2
    half -= half % 8
    return f32(pairwise_sum(values, start, half) + pairwise_sum(values, start + half, n - half))


def unit_mean(rows: list[tuple[float, ...]]) -> array:
    """The float32 mean of the token rows, divided by its float32 norm, as numpy computes it."""
    acc = array("f", rows[0])
    for row in rows[1:]:
        acc = array("f", map(add, acc, row))
    total = float(len(rows))
    pooled = array("f", (a / total for a in acc))
    squares = array("f", (a * a for a in pooled))
    norm = f32(sqrt(pairwise_sum(squares, 0, len(squares))))
    if norm > 0:
        pooled = array("f", (a / norm for a in pooled))
    return pooled


def near_unit_mean(rows: list[tuple[float, ...]]) -> list[float]:
    """The mean of the token rows scaled to unit length in plain float64: the same direction as
    `unit_mean` to about 1e-7, for comparisons that need no bit-exact float32 (word likeness),
    at a tenth of its cost."""
    pooled = [sum(column) for column in zip(*rows, strict=True)] if len(rows) > 1 else list(rows[0])
    norm = sqrt(sum(a * a for a in pooled))
    return [a / norm for a in pooled] if norm > 0 else pooled


class Unsupported(Exception):
    """The installed tokenizer is not laid out as this reader expects."""


def _tables_from_json(config: dict) -> tuple[dict[str, int], list[str], list[str]]:
    """vocab, merges ("a b" strings in rank order) and special tokens, checked to be the layout
    the BPE below implements."""
    model = config.get("model") or {}
    normalizer = config.get("normalizer") or {}
    steps = normalizer.get("normalizers") or []
    expected = [
        {"type": "Prepend", "prepend": SPACE},
        {"type": "Replace", "pattern": {"String": " "}, "content": SPACE},
    ]
    if (
        model.get("type") != "BPE"
        or not model.get("byte_fallback")
        or model.get("dropout") is not None
        or model.get("continuing_subword_prefix")
        or model.get("end_of_word_suffix")
        or model.get("ignore_merges")
        or config.get("pre_tokenizer") is not None
        or normalizer.get("type") != "Sequence"
        or steps != expected
    ):
        raise Unsupported("tokenizer layout")
    merges = [m if isinstance(m, str) else " ".join(m) for m in model["merges"]]
    if any(len(m.split(" ")) != 2 for m in merges):
        raise Unsupported("merge with a space")
    specials = [t["content"] for t in config.get("added_tokens") or []]
    return model["vocab"], merges, specials


def build_cache(tokenizer_json: Path, target: Path) -> None:
    """Write the vocabulary and merge ranks of tokenizer_json to a SQLite file at target (written
    aside, then renamed: a process reading an older copy never sees half a file)."""
    vocab, merges, specials = _tables_from_json(json.loads(tokenizer_json.read_text(encoding="utf-8")))
    target.parent.mkdir(parents=True, exist_ok=True)
    scratch = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    scratch.unlink(missing_ok=True)
    conn = sqlite3.connect(scratch)
    try:
        conn.executescript(
            "CREATE TABLE vocab (token TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE merges (pair TEXT PRIMARY KEY, rank INTEGER NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE specials (token TEXT PRIMARY KEY) WITHOUT ROWID;"
        )
        conn.executemany("INSERT INTO vocab VALUES (?, ?)", vocab.items())
        # The first listing of a pair is its rank (as the tokenizer's own map keeps it).
        conn.executemany("INSERT OR IGNORE INTO merges VALUES (?, ?)", ((m, r) for r, m in enumerate(merges)))
        conn.executemany("INSERT OR IGNORE INTO specials VALUES (?)", ((s,) for s in specials))
        conn.commit()
    finally:
        conn.close()
    os.replace(scratch, target)


class LeanEncoder:
    """Token ids and unit vectors for single texts, read from the files the wordllama wheel
    ships (see the module doc)."""

    def __init__(self, tables: Path, weights: Path) -> None:
        self.conn = sqlite3.connect(f"file:{tables}?mode=ro", uri=True, check_same_thread=False)
        self.specials = [r[0] for r in self.conn.execute("SELECT token FROM specials")]
        self._ids: dict[str, int | None] = {}
        self._ranks: dict[str, int] = {}
        self._rows: dict[int, tuple[float, ...]] = {}
        with open(weights, "rb") as handle:
            (size,) = struct.unpack("<Q", handle.read(8))
            header = json.loads(handle.read(size))
        info = header["embedding.weight"]
        if info["dtype"] != "F16" or len(info["shape"]) != 2:
            raise Unsupported("weights layout")
        self.count, self.dim = info["shape"]
        start, end = info["data_offsets"]
        if end - start != 2 * self.count * self.dim:
            raise Unsupported("weights size")
        self.offset = 8 + size + start
        self.row_format = struct.Struct(f"<{self.dim}e")
        self.weights = weights

    def _id(self, token: str) -> int | None:
        if token not in self._ids:
            row = self.conn.execute("SELECT id FROM vocab WHERE token = ?", (token,)).fetchone()
            self._ids[token] = row[0] if row else None
        return self._ids[token]

    def _rank(self, left: str, right: str) -> int:
        """The merge's rank, NO_MERGE when the pair is not a merge."""
        pair = f"{left} {right}"
        rank = self._ranks.get(pair)
        if rank is None:
            row = self.conn.execute("SELECT rank FROM merges WHERE pair = ?", (pair,)).fetchone()
            rank = self._ranks[pair] = row[0] if row else NO_MERGE
        return rank

    def token_ids(self, text: str) -> list[int] | None:
        """The ids `Tokenizer.encode(text, add_special_tokens=False)` gives, or None for a text
        this reader leaves to the full tokenizer (one holding a special token)."""
        if any(s in text for s in self.specials):
            return None
        if not text:
            return []
        symbols: list[str] = []
        for ch in SPACE + text.replace(" ", SPACE):
            if self._id(ch) is not None:
                symbols.append(ch)
                continue
            pieces = [f"<0x{b:02X}>" for b in ch.encode("utf-8")]
            if any(self._id(p) is None for p in pieces):
                return None  # would be <unk>: leave the rare case to the full tokenizer
            symbols.extend(pieces)
        # Merge the adjacent pair of lowest rank, leftmost first, until none is a merge; only
        # the two pairs beside a merge change rank, so each step recomputes those two.
        ranks = [self._rank(a, b) for a, b in zip(symbols, symbols[1:], strict=False)]
        while ranks:
            best = min(ranks)
            if best == NO_MERGE:
                break
            at = ranks.index(best)
            symbols[at : at + 2] = [symbols[at] + symbols[at + 1]]
            del ranks[at]
            if at > 0:
                ranks[at - 1] = self._rank(symbols[at - 1], symbols[at])
            if at < len(ranks):
                ranks[at] = self._rank(symbols[at], symbols[at + 1])
        ids = [self._id(s) for s in symbols]
        return None if any(i is None for i in ids) else ids  # type: ignore[return-value]

    def _row(self, token_id: int) -> tuple[float, ...]:
        if token_id not in self._rows:
            size = self.row_format.size
            with open(self.weights, "rb") as handle:
                handle.seek(self.offset + min(max(token_id, 0), self.count - 1) * size)
                self._rows[token_id] = self.row_format.unpack(handle.read(size))
        return self._rows[token_id]

    def near_vector(self, text: str) -> list[float] | None:
        """`vector`'s direction without its float32 exactness (`near_unit_mean`); None as there."""
        ids = self.token_ids(text) if text and text.strip() else []
        if ids is None:
            return None
        return near_unit_mean([self._row(i) for i in ids]) if ids else [0.0] * self.dim

    def vector(self, text: str) -> array | None:
        """The text's unit vector (float32), equal to `embed.encode([text])[0]`; a zero vector
        for empty or whitespace-only text; None when the full encoder must answer."""
        if not text or not text.strip():
            return array("f", bytes(4 * self.dim))
        ids = self.token_ids(text)
        if ids is None:
            return None
        if not ids:
            return array("f", bytes(4 * self.dim))
        return unit_mean([self._row(i) for i in ids])


def _cache_file(tokenizer_json: Path) -> Path:
    stat = tokenizer_json.stat()
    return cache_dir() / f"wordllama-tokens-v{CACHE_VERSION}-{stat.st_size}-{stat.st_mtime_ns}.sqlite"


@lru_cache(maxsize=1)
def encoder() -> LeanEncoder | None:
    """The lean encoder for the installed wordllama wheel, built once per process; None when it
    cannot be used (no wheel, another layout, no writable cache folder)."""
    import importlib.util

    from memcli.embed import CONFIG, DIM

    try:
        spec = importlib.util.find_spec("wordllama")
        if spec is None or not spec.submodule_search_locations:
            return None
        folder = Path(list(spec.submodule_search_locations)[0])
        tokenizer_json = folder / "tokenizers" / f"{CONFIG}_tokenizer_config.json"
        weights = folder / "weights" / f"{CONFIG}_{DIM}.safetensors"
        tables = _cache_file(tokenizer_json)
        if not tables.is_file():
            build_cache(tokenizer_json, tables)
        lean = LeanEncoder(tables, weights)
        return lean if lean.dim == DIM else None
    except (OSError, ValueError, KeyError, TypeError, struct.error, sqlite3.Error, Unsupported, ImportError):
        return None


def to_blob(vec: array) -> bytes:
    """Little-endian float32 bytes, as `embed.to_blob` stores them."""
    if sys.byteorder == "little":
        return vec.tobytes()
    swapped = array("f", vec)
    swapped.byteswap()
    return swapped.tobytes()


def from_blob(blob: bytes) -> array:
    vec = array("f")
    vec.frombytes(blob)
    if sys.byteorder != "little":
        vec.byteswap()
    return vec


def dot(a, b) -> float:
    return sum(map(mul, a, b))
