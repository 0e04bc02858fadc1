"""Meaning-level matching offline: sentence embeddings from WordLlama's static token vectors.

Questions and memories often share no word ("what diet does Mira follow" against "I've
decided to go vegetarian"); word overlap cannot see that they are about the same thing.
WordLlama (l2_supercat, 256 dimensions) averages token vectors taken from a large language
model's input layer: no network, no GPU, tens of thousands of short texts per second, and its
weights ship inside the wheel. It is the meaning signal beside the lexical one, not a
replacement: an average of token vectors knows topics, not who did what.

Entry vectors are computed once, at curation time, and stored in `entry_vectors` as float32
bytes; a question is encoded once and compared with one matrix product. numpy and wordllama
are imported only inside the functions that need them (this module is on the CLI's import
path through the ranker).
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
import re
from array import array
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from memcli import lean_embed
from memcli.errors import MemcliError

if TYPE_CHECKING:
    import numpy

CONFIG = "l2_supercat"
DIM = 256  # the only dimension whose weights ship in the wheel (measured: 16 MB, loads in ~0.6 s)
BATCH = 256  # texts per tokenizer call; sorted by length first, so padding stays short
POOL_TOKENS = 4096  # token vectors widened and summed at once: 4 MB of float32
CHUNK = 500  # ids per SQL `IN (...)`, as in memcli/view.py
INSTALL = "python3 -m pip install wordllama"
# Texts up to which a batch (a new question's evidence entries) is encoded the lean way: a short
# text costs ~1 ms there (a 30-word one ~4 ms), against ~0.3 s to load numpy and the tokenizers
# library once.
LEAN_BATCH_MAX = 64
LEAN_BUDGET_S = 0.3  # CPU seconds of lean batches per process, about what loading the full encoder costs
_lean_spent = [0.0]

# Variables that keep Hugging Face clients (the tokenizer's fallback) away from the network.
_OFFLINE_ENV = {"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}


@contextlib.contextmanager
def _offline() -> Iterator[None]:
    """Force offline mode only around the load, then restore the caller's environment."""
    saved = {k: os.environ.get(k) for k in _OFFLINE_ENV}
    os.environ.update(_OFFLINE_ENV)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@contextlib.contextmanager
def _keep_root_logging() -> Iterator[None]:
    """wordllama's __init__ calls logging.basicConfig(level=INFO); importing it must not turn
    on every library's INFO messages in the user's terminal."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        yield
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)


class LeanWordLlama:
    """WordLlama's dense embedding (tokenize, look up token vectors, average over the real
    tokens), read from the files its wheel ships, without importing the `wordllama` package:
    its __init__ pulls in requests, urllib3, ssl and charset_normalizer for downloads we never
    make, about 0.3 s of CPU in every `pack`, `ask` and `curate` process (issue 10).
    Same numbers as `WordLlama.load(...).embed(texts, norm=False)` (tests/test_embed.py)."""

    def __init__(self, folder: Path) -> None:
        import numpy as np
        from safetensors import safe_open
        from tokenizers import Tokenizer

        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizers" / f"{CONFIG}_tokenizer_config.json"))
        self.tokenizer.enable_padding()
        self.tokenizer.no_truncation()
        weights = folder / "weights" / f"{CONFIG}_{DIM}.safetensors"
        self.embedding = _mapped_tensor(weights, "embedding.weight")
        if self.embedding is None:  # not the plain layout _mapped_tensor reads: the library's reader
            with safe_open(str(weights), framework="np") as f:
                self.embedding = np.ascontiguousarray(f.get_tensor("embedding.weight").astype(np.float32))

    @classmethod
    def files_in(cls, folder: Path) -> bool:
        return (folder / "tokenizers" / f"{CONFIG}_tokenizer_config.json").is_file() and (
            folder / "weights" / f"{CONFIG}_{DIM}.safetensors"
        ).is_file()

    def embed(self, texts: list[str], norm: bool = False, batch_size: int = BATCH) -> numpy.ndarray:
        import numpy as np

        out = np.empty((len(texts), self.embedding.shape[1]), dtype=np.float32)
        for start in range(0, len(texts), batch_size):
            encoded = self.tokenizer.encode_batch(texts[start : start + batch_size], add_special_tokens=False)
            ids = np.array([e.ids for e in encoded], dtype=np.int32)
            mask = np.array([e.attention_mask for e in encoded], dtype=np.float32)
            np.clip(ids, 0, self.embedding.shape[0] - 1, out=ids)
            total = np.maximum(mask.sum(axis=1, keepdims=True), 1.0).astype(np.float32)
            # The widened rows are texts × tokens × 256 floats: a batch of long statements padded
            # to the longest held some 85 MB at once (issue 9 item 9). Summed POOL_TOKENS at a
            # time; padding is masked to zero, so each text's sum is the same, bit for bit.
            step = max(1, POOL_TOKENS // max(1, ids.shape[1]))
            pooled = np.empty((len(encoded), self.embedding.shape[1]), dtype=np.float32)
            for first in range(0, len(encoded), step):
                part = slice(first, first + step)
                rows = self.embedding[ids[part]].astype(np.float32)  # the float16 rows used, widened
                pooled[part] = np.sum(rows * mask[part][..., np.newaxis], axis=1, dtype=np.float32)
            pooled /= total
            if norm:
                pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
            out[start : start + len(encoded)] = pooled
        return out


def _mapped_tensor(path: Path, name: str):
    """A tensor of a safetensors file, memory-mapped as stored (float16 here), or None when the
    file is laid out otherwise. Widening the whole 32,000 × 256 table to float32 at load cost
    ~0.05 s of CPU and 32 MB in every process that encodes one question (issue 10); a batch
    widens only the rows it looks up, to the same float32 values."""
    import json
    import struct

    import numpy as np

    dtypes = {"F16": "<f2", "F32": "<f4"}
    try:
        with open(path, "rb") as handle:
            (size,) = struct.unpack("<Q", handle.read(8))
            header = json.loads(handle.read(size))
        info = header[name]
        start, end = info["data_offsets"]
        shape = tuple(info["shape"])
        dtype = np.dtype(dtypes[info["dtype"]])
        if end - start != dtype.itemsize * int(np.prod(shape)):
            return None
        return np.memmap(path, dtype=dtype, mode="r", offset=8 + size + start, shape=shape)
    except (OSError, ValueError, KeyError, TypeError, struct.error):
        return None


@lru_cache(maxsize=1)
def model():
    """The WordLlama model, loaded once from the weights inside the installed package."""
    try:
        with _offline(), _keep_root_logging():
            spec = importlib.util.find_spec("wordllama")  # finds the folder; runs nothing of it
            if spec is None or not spec.submodule_search_locations:
                raise ImportError("wordllama is not installed")
            folder = Path(list(spec.submodule_search_locations)[0])
            if LeanWordLlama.files_in(folder):
                return LeanWordLlama(folder)
            from wordllama import WordLlama  # a wheel laid out differently: its own loader

            return WordLlama.load(config=CONFIG, dim=DIM, cache_dir=folder, disable_download=True)
    except Exception as exc:  # ImportError, FileNotFoundError, a broken safetensors file
        raise MemcliError(
            f"The embedding model could not be loaded offline ({type(exc).__name__}); "
            f"install it with `{INSTALL}`."
        ) from exc


def dim() -> int:
    return DIM


def encode(texts: Sequence[str]) -> numpy.ndarray:
    """float32 (len(texts), DIM), each row unit length; empty or whitespace-only text gives a
    zero row (it means nothing, so it is close to nothing)."""
    import numpy as np

    out = np.zeros((len(texts), DIM), dtype=np.float32)
    # Each distinct text once: a memory restates the same facts ("Mira works at Beryl.") many
    # times, and tokenizing is most of the cost (measured: ~7k short texts/s on 2 CPUs).
    rows_of: dict[str, list[int]] = {}
    for i, text in enumerate(texts):
        if text and text.strip():
            rows_of.setdefault(text, []).append(i)
    if not rows_of:
        return out
    # Sorted by length, each batch's padding stays short: tokenizing pads to the longest text.
    unique = sorted(rows_of, key=len)
    wl = model()
    for start in range(0, len(unique), BATCH):
        batch = unique[start : start + BATCH]
        vectors = wl.embed(batch, norm=False, batch_size=BATCH)
        for text, vec in zip(batch, vectors, strict=True):
            out[rows_of[text]] = vec
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    np.divide(out, norms, out=out, where=norms > 0)
    return out


@lru_cache(maxsize=65536)
def phrase_vector(text: str) -> numpy.ndarray:
    """One text's unit vector, cached: the answerer compares the same short relation phrases
    with question words many times. The array is read-only because the cache shares it."""
    lean = lean_vector(text)
    if lean is not None:
        import numpy as np

        vec = np.frombuffer(lean_embed.to_blob(lean), dtype="<f4").astype(np.float32)
    else:
        vec = encode([text])[0]
    vec.setflags(write=False)
    return vec


@lru_cache(maxsize=65536)
def lean_vector(text: str):
    """One text's unit vector as a float32 array.array, bit for bit `encode([text])[0]`, read
    without numpy or the tokenizers library (memcli/lean_embed.py); None when only the full
    encoder can answer (then callers use phrase_vector)."""
    lean = lean_embed.encoder()
    return None if lean is None else lean.vector(text)


def unit_vector(text: str):
    """The text's unit vector: the lean array when it can be read so, else the numpy row. Both
    hold the same float32 values; `cosines` takes either."""
    lean = lean_vector(text)
    return lean if lean is not None else phrase_vector(text)


def is_zero(vec) -> bool:
    return not any(vec)


def cosines(vec, blobs: Iterable[tuple[int, bytes]]) -> dict[int, float]:
    """Cosine of a unit vector with stored unit vectors (id, float32 blob). For a lean vector
    the dot products run in Python over float64 (exact products of float32 values, one
    rounding per sum), so a `pack` process needs no numpy; numpy's float32 dot differs from it
    in the last bits only."""
    if isinstance(vec, array):
        return {eid: lean_embed.dot(vec, lean_embed.from_blob(blob)) for eid, blob in blobs}
    return {eid: float(from_blob(blob, DIM) @ vec) for eid, blob in blobs}


@lru_cache(maxsize=65536)
def _near_vector(word: str):
    lean = lean_embed.encoder()
    return None if lean is None else lean.near_vector(word)


def word_likeness(a: str, b: str) -> float:
    """`similarity` for single words compared by the hundred (the chat answerer's near words):
    the same cosine to about 1e-6, without float32 exactness, which only stored vectors need."""
    left, right = _near_vector(a), _near_vector(b)
    if left is not None and right is not None:
        return lean_embed.dot(left, right)
    return similarity(a, b)


def similarity(a: str, b: str) -> float:
    """Cosine similarity of two texts in [-1, 1]; 0.0 when either is empty."""
    left, right = lean_vector(a), lean_vector(b)
    if left is not None and right is not None:
        return lean_embed.dot(left, right)
    return float(phrase_vector(a) @ phrase_vector(b))


def to_blob(vec: numpy.ndarray) -> bytes:
    import numpy as np

    return np.asarray(vec, dtype="<f4").tobytes()


def from_blob(blob: bytes, dim: int) -> numpy.ndarray:
    import numpy as np

    vec = np.frombuffer(blob, dtype="<f4")
    if vec.shape[0] != dim:
        raise ValueError(f"vector blob holds {vec.shape[0]} floats, expected {dim}")
    return vec.astype(np.float32)


def without_names(text: str, names: Iterable[str]) -> str:
    """The text with the given names (and their possessive 's) removed, whole words only,
    case-insensitive; the text itself when nothing would be left.

    Why: an average of token vectors is dominated by a person's name. "Mira decided to go
    vegetarian" is closer to "Where does Mira work?" than to "What diet does Tom follow?".
    Who a fact is about is matched by words already; the vector should carry what it says.
    Measured on own fixtures (12 facts × 2 people, questions sharing no content word with
    their fact): top-1 rose from 13/24 to 18/24 with the names removed.
    """
    alternatives = sorted({" ".join(n.split()) for n in names if n and n.strip()}, key=len, reverse=True)
    if not alternatives:
        return text
    pattern = "|".join(r"\s+".join(map(re.escape, a.split())) for a in alternatives)
    stripped = re.sub(rf"(?<![\w'’])(?:{pattern})(?:['’]s)?(?![\w'’])", " ", text, flags=re.IGNORECASE)
    stripped = " ".join(stripped.split())
    return stripped if any(ch.isalnum() for ch in stripped) else text


def entry_text(statement: str, subject: str) -> str:
    """What an entry's stored vector encodes: its statement without its subject's name."""
    return without_names(statement, [subject])


def store_entry_vectors(conn, pairs: Sequence[tuple[int, str]]) -> None:
    """Encode (entry id, text) pairs and store them, inside the caller's transaction. Callers
    pass `entry_text(statement, subject)` so questions meet entries on what they say. A text
    encoded ahead (`keep_ahead`) is taken from there, the rest encoded now."""
    if not pairs:
        return
    texts = [text for _, text in pairs]
    known = {text: _ahead.pop(text) for text in set(texts) if text in _ahead}
    missing = list(dict.fromkeys(text for text in texts if text not in known))
    if missing:
        lean = _lean_blobs(missing) if _lean_pays(len(missing)) else None
        known.update(blobs_of(missing) if lean is None else zip(missing, lean, strict=True))
    conn.executemany(
        "INSERT OR REPLACE INTO entry_vectors (entry_id, dim, vector) VALUES (?, ?, ?)",
        [(eid, DIM, known[text]) for eid, text in pairs],
    )


# Vectors encoded ahead of need, by text: the parse worker encodes each person's kept words
# (their `said` entries) while this process reads the batch before, and the store takes them
# from here. An encoding depends only on its text (padding adds zeros, summed in order), so a
# vector made there has the bytes one made here would have.
_ahead: dict[str, bytes] = {}
AHEAD_MAX = 20_000  # texts kept at most (~20 MB); guesses never stored are dropped when full


def blobs_of(texts: Iterable[str]) -> dict[str, bytes]:
    """Each distinct text's stored vector bytes."""
    distinct = list(dict.fromkeys(texts))
    return dict(zip(distinct, (to_blob(vec) for vec in encode(distinct)), strict=True)) if distinct else {}


def keep_ahead(blobs: dict[str, bytes]) -> None:
    """Keep vectors encoded ahead (`blobs_of`) for the store that will need them."""
    if len(_ahead) + len(blobs) > AHEAD_MAX:
        _ahead.clear()
    _ahead.update(blobs)


def _lean_pays(count: int) -> bool:
    """Whether to encode a batch the lean way: the full encoder is not loaded, the batch is small,
    and this process has not yet spent on lean batches what loading the full encoder costs (a
    30-word text takes ~4 ms lean, ~0.1 ms once the full encoder is loaded). Both ways give the
    same bytes, so the choice changes cost only."""
    return count <= LEAN_BATCH_MAX and model.cache_info().currsize == 0 and _lean_spent[0] < LEAN_BUDGET_S


def _lean_blobs(texts: list[str]) -> list[bytes] | None:
    """The same bytes `to_blob(encode(texts)[i])` gives, read the lean way; None when any text
    needs the full encoder."""
    import time

    started = time.process_time()
    try:
        vectors = [lean_vector(text) for text in texts]
    finally:
        _lean_spent[0] += time.process_time() - started
    if any(v is None for v in vectors):
        return None
    return [lean_embed.to_blob(v) for v in vectors]


def text_cosines(query: str, texts: Sequence[str]) -> list[float]:
    """Cosine of each text's unit vector with the query's (0 for an empty text): the lean way for
    a few texts in a process that has not loaded the full encoder (`_lean_pays`; a `memcli ask`
    comparing a question with the statements that cover it needs no numpy), else `encode`.
    Raises MemcliError when no encoder is installed."""
    if _lean_pays(len(texts) + 1) and (blobs := _lean_blobs([query, *texts])) is not None:
        asked, *said = (lean_embed.from_blob(blob) for blob in blobs)
        return [lean_embed.dot(asked, vec) for vec in said]
    vectors = encode([query, *texts])
    return [float(c) for c in vectors[1:] @ vectors[0]]


def load_entry_vectors(db_or_conn, ids: Iterable[int]) -> dict[int, numpy.ndarray]:
    """Stored vectors by entry id; ids without a vector (curated before schema 3) are absent."""
    ids = list(dict.fromkeys(ids))
    out = {}
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        marks = ",".join("?" * len(chunk))
        for eid, size, blob in db_or_conn.execute(
            f"SELECT entry_id, dim, vector FROM entry_vectors WHERE entry_id IN ({marks})", chunk
        ):
            out[eid] = from_blob(blob, size)
    return out
