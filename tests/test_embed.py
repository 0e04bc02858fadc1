"""Embeddings: the offline model, stored entry vectors, and ranking by meaning.

People and sentences here are invented for these tests. Similarity orderings were checked
against the real model before they were pinned (cosines noted beside them).
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from memcli import embed
from memcli.context import UseOptions, build_context
from memcli.db import transaction
from memcli.errors import MemcliError
from memcli.rank import SEMANTIC_FLOOR, SEMANTIC_WEIGHT, Scope, rank_entries, semantic_bonus
from memcli.types import Item
from memcli.view import ViewSpec, find_view, store_items

# (subject, relation, value, statement): facts about invented people, each worded so that the
# question about it below shares no content word with it besides the person's name.
FACTS = [
    ("Ines", "eats", "vegetarian", "Ines decided to go vegetarian."),
    ("Ines", "employer", "a bank downtown", "Ines got a job at a bank downtown."),
    ("Ines", "practises", "cello", "Ines practices the cello every evening."),
    ("Ines", "adopted", "a puppy", "Ines adopted a puppy last month."),
    ("Ines", "weekends", "tennis", "Ines plays tennis on weekends."),
    ("Ines", "cannot eat", "peanuts", "Ines cannot eat peanuts."),
    ("Bruno", "bought", "a used Toyota", "Bruno bought a used Toyota."),
    ("Bruno", "trip", "Portugal", "Bruno spent two weeks in Portugal."),
]


# The fixtures are written for the rules curator, which extracts nothing from the neutral notes
# below; pinned so a change of the default curator does not change what the view holds.
RULES = ViewSpec(curator="rules")


def _history(path, n: int) -> None:
    """n neutral turns for the facts to cite (the rules curator extracts nothing from them)."""
    with path.open("w") as handle:
        for i in range(n):
            record = {"session": "s1", "speaker": "Ines", "role": "user", "content": f"Note number {i}."}
            handle.write(json.dumps(record) + "\n")


@pytest.fixture
def fact_memory(db_path, tmp_path):
    """A memory whose rules view holds FACTS (stored through the curation path, so each entry's
    vector is written exactly as curation writes it)."""
    from memcli import Memory
    from memcli.curate import curate

    history = tmp_path / "notes.jsonl"
    _history(history, len(FACTS))
    with Memory(db_path, create=True) as memory:
        memory.ingest(str(history))
        curate(memory.db, RULES)
        view = find_view(memory.db, RULES)
        turn_ids = [r[0] for r in memory.db.execute("SELECT id FROM turns ORDER BY seq")]
        items = [
            Item(statement=st, subject=s, relation=r, value=v, source_turn_ids=(turn_ids[i],), order=i + 1)
            for i, (s, r, v, st) in enumerate(FACTS)
        ]
        with transaction(memory.db) as conn:
            store_items(conn, view, items, curator="rules", model=None)
        yield memory


def _entry_id(memory, statement: str) -> int:
    return memory.db.execute("SELECT id FROM entries WHERE statement = ?", (statement,)).fetchone()[0]


# --- the model -------------------------------------------------------------------------------


def test_model_loads_offline_and_gives_unit_vectors(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")  # the loader forces offline itself, then restores this
    vectors = embed.encode(["Ines decided to go vegetarian.", "   ", "", "a bank downtown"])
    assert vectors.dtype == np.float32 and vectors.shape == (4, embed.DIM)
    norms = np.linalg.norm(vectors, axis=1)
    assert norms[0] == pytest.approx(1.0, abs=1e-5) and norms[3] == pytest.approx(1.0, abs=1e-5)
    assert norms[1] == 0.0 and norms[2] == 0.0  # nothing said, nothing meant
    import os

    assert os.environ["HF_HUB_OFFLINE"] == "0"


def test_encode_batches_and_repeats_give_the_same_rows():
    texts = [f"Bruno parked car number {i}." for i in range(600)] + ["Bruno parked car number 3."]
    vectors = embed.encode(texts)
    assert np.allclose(vectors[3], vectors[600])
    assert np.allclose(vectors[599], embed.encode([texts[599]])[0], atol=1e-6)


def test_a_text_encodes_to_the_same_bytes_in_any_batch():
    """What lets the parse worker encode kept words ahead: a vector's bytes depend on its text
    only, not on the other (longer, padded) texts encoded with it."""
    short = "moved to Lyon with Sam"
    long = "so we finally got the keys to the flat on Rue Sala and the cat hates the stairs " * 3
    alone = embed.blobs_of([short])
    together = embed.blobs_of([long, "ok", short, long])
    assert list(together) == [long, "ok", short]  # each distinct text once
    assert together[short] == alone[short] == embed.to_blob(embed.encode([short])[0])


def test_stored_vectors_are_taken_from_those_encoded_ahead(monkeypatch, db_path):
    """A text kept ahead is stored with those bytes and is taken (not kept twice); the others
    are encoded at the store; a full store of guesses never used is dropped."""
    from memcli.db import open_database

    monkeypatch.setattr(embed, "_ahead", {})
    marked = b"\x00" * (4 * embed.DIM)  # bytes no encoding gives: shows where the row came from
    embed.keep_ahead({"kept words": marked, "never stored": marked})
    db = open_database(db_path, create=True)
    db.conn.execute("PRAGMA foreign_keys = OFF")  # vectors of entries this test does not make
    with transaction(db):
        embed.store_entry_vectors(db.conn, [(1, "kept words"), (2, "fresh words"), (3, "kept words")])
    rows = dict(db.conn.execute("SELECT entry_id, vector FROM entry_vectors").fetchall())
    db.close()
    assert rows == {1: marked, 2: embed.blobs_of(["fresh words"])["fresh words"], 3: marked}
    assert embed._ahead == {"never stored": marked}
    monkeypatch.setattr(embed, "AHEAD_MAX", 2)
    embed.keep_ahead({"a": marked, "b": marked})  # 1 + 2 > 2: the old guesses go first
    assert embed._ahead == {"a": marked, "b": marked}


def test_a_missing_model_is_one_clear_error(monkeypatch):
    import importlib.util

    embed.model.cache_clear()
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    try:
        with pytest.raises(MemcliError, match="python3 -m pip install wordllama"):
            embed.model()
    finally:
        monkeypatch.undo()
        embed.model.cache_clear()


def test_importing_the_model_leaves_root_logging_alone():
    import logging

    embed.model.cache_clear()
    before = list(logging.getLogger().handlers), logging.getLogger().level
    embed.model()
    assert (list(logging.getLogger().handlers), logging.getLogger().level) == before


# Each row: a text, the one meant to be closer to it, the one meant to be further away.
# Cosines (closer / further) measured with l2_supercat 256 when pinned.
@pytest.mark.parametrize(
    ("anchor", "closer", "further"),
    [
        (
            "What diet does she follow?",
            "decided to go vegetarian",
            "got a job at a bank downtown",
        ),  # 0.22 / -0.09
        (
            "Which instrument does he play?",
            "practices the cello every evening",
            "bought a used Toyota",
        ),  # 0.20 / 0.06
        ("What pet does she own?", "adopted a puppy last month", "plays tennis on weekends"),  # 0.34 / 0.12
        ("diet", "vegetarian", "job"),  # 0.29 / -0.09
        ("spouse", "married to", "works at"),  # 0.46 / 0.09
        ("car", "Toyota", "cello"),  # 0.38 / 0.10
    ],
)
def test_similarity_orders_by_meaning(anchor, closer, further):
    assert embed.similarity(anchor, closer) > embed.similarity(anchor, further)


def test_similarity_of_a_text_with_itself_is_one_and_with_nothing_zero():
    assert embed.similarity("went hiking in the hills", "went hiking in the hills") == pytest.approx(
        1.0, abs=1e-5
    )
    assert embed.similarity("went hiking in the hills", "  ") == 0.0


def test_phrase_vectors_are_cached_and_read_only():
    first = embed.phrase_vector("works at")
    assert embed.phrase_vector("works at") is first
    with pytest.raises(ValueError):
        first[0] = 1.0


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        ("Ines decided to go vegetarian.", ["Ines"], "decided to go vegetarian."),
        ("What diet does Ines follow?", ["ines"], "What diet does follow?"),
        ("Ines's brother lives in Oslo.", ["Ines"], "brother lives in Oslo."),
        ("Ines’s brother lives in Oslo.", ["Ines"], "brother lives in Oslo."),
        ("Dune Labs hired Ines.", ["dune  labs", "Ines"], "hired ."),
        ("Inesita is not Ines.", ["Ines"], "Inesita is not ."),  # whole words only
        ("Ines", ["Ines"], "Ines"),  # nothing would be left: keep the text
        ("Ines cooks.", [], "Ines cooks."),
    ],
)
def test_without_names(text, names, expected):
    assert embed.without_names(text, names) == expected


def test_blob_round_trip():
    vec = embed.encode(["Bruno spent two weeks in Portugal."])[0]
    blob = embed.to_blob(vec)
    assert len(blob) == 4 * embed.DIM
    back = embed.from_blob(blob, embed.DIM)
    assert back.dtype == np.float32 and np.array_equal(back, vec)
    with pytest.raises(ValueError):
        embed.from_blob(blob, 128)


# --- the bonus -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cos", "expected"),
    [
        (-0.5, 0.0),
        (0.0, 0.0),
        (SEMANTIC_FLOOR, 0.0),
        (SEMANTIC_FLOOR + 0.1, SEMANTIC_WEIGHT * 0.1),
        (0.5, SEMANTIC_WEIGHT * (0.5 - SEMANTIC_FLOOR)),
        (1.0, SEMANTIC_WEIGHT * (1.0 - SEMANTIC_FLOOR)),
    ],
)
def test_semantic_bonus(cos, expected):
    assert semantic_bonus(cos) == pytest.approx(expected)


def test_a_close_meaning_never_outweighs_a_matched_word_in_practice():
    # Cosines of short statements with questions stay under ~0.7 (measured); up to there the
    # bonus is worth less than one matched word, so words stay decisive when they differ.
    assert semantic_bonus(0.7) < 1.0


# --- storage ---------------------------------------------------------------------------------


def test_vectors_are_stored_when_a_history_is_curated(story_memory):
    story_memory.curate()
    db = story_memory.db
    entries = [r[0] for r in db.execute("SELECT id FROM entries")]
    assert entries
    vectors = embed.load_entry_vectors(db, entries)
    assert set(vectors) == set(entries)
    statement, subject = db.execute(
        "SELECT statement, subject FROM entries WHERE id = ?", (entries[0],)
    ).fetchone()
    expected = embed.encode([embed.entry_text(statement, subject)])[0]
    assert np.allclose(vectors[entries[0]], expected, atol=1e-6)
    assert all(math.isclose(float(np.linalg.norm(v)), 1.0, abs_tol=1e-5) for v in vectors.values())


def test_vectors_are_deleted_with_their_entries(story_memory):
    story_memory.curate()
    db = story_memory.db
    before = db.execute("SELECT count(*) FROM entry_vectors").fetchone()[0]
    turn = db.execute(
        "SELECT s.turn_id FROM entry_sources s JOIN entries e ON e.id = s.entry_id LIMIT 1"
    ).fetchone()[0]
    doomed = [r[0] for r in db.execute("SELECT entry_id FROM entry_sources WHERE turn_id = ?", (turn,))]
    from memcli.forget import forget_turns

    forget_turns(db, [turn])
    assert embed.load_entry_vectors(db, doomed) == {}
    orphans = db.execute(
        "SELECT count(*) FROM entry_vectors WHERE entry_id NOT IN (SELECT id FROM entries)"
    ).fetchone()[0]
    assert orphans == 0
    assert db.execute("SELECT count(*) FROM entry_vectors").fetchone()[0] < before


def test_load_entry_vectors_chunks_and_skips_unknown_ids(fact_memory):
    ids = [r[0] for r in fact_memory.db.execute("SELECT id FROM entries")]
    loaded = embed.load_entry_vectors(fact_memory.db, [*range(100_000, 101_200), *ids])
    assert set(loaded) == set(ids)


# --- ranking by meaning ----------------------------------------------------------------------


def _scope(memory) -> Scope:
    view = find_view(memory.db, RULES)
    return Scope(view_id=view.id, statuses=frozenset({"active"}))


@pytest.mark.parametrize(
    ("question", "statement"),
    [
        ("What diet does Ines follow?", "Ines decided to go vegetarian."),
        ("Which instrument is Ines learning?", "Ines practices the cello every evening."),
        ("What pet does Ines own?", "Ines adopted a puppy last month."),
        ("Which vehicle does Bruno drive?", "Bruno bought a used Toyota."),
    ],
)
def test_meaning_ranks_the_answering_fact_first(fact_memory, question, statement):
    ranked = rank_entries(fact_memory.db, _scope(fact_memory), question)
    assert ranked[0][0].statement == statement


def test_without_meaning_the_same_facts_tie_on_the_name(fact_memory):
    from memcli.rank import BM25_WEIGHT

    ranked = rank_entries(fact_memory.db, _scope(fact_memory), "What diet does Ines follow?", semantic=False)
    assert ranked[0][0].statement != "Ines decided to go vegetarian."
    # Words alone cannot tell Ines's facts apart: only the BM25 tie-break (under one word) does.
    scores = [score for e, score, _ in ranked if e.subject == "Ines"]
    assert 0 < max(scores) - min(scores) <= BM25_WEIGHT


def test_an_entry_sharing_no_word_is_admitted_by_meaning(fact_memory):
    ranked = rank_entries(
        fact_memory.db, _scope(fact_memory), "Which vegetables and meat dishes are off the menu?"
    )
    statements = [e.statement for e, _, _ in ranked]
    assert "Ines decided to go vegetarian." in statements
    why = dict((e.statement, w) for e, _, w in ranked)["Ines decided to go vegetarian."]
    assert why.startswith("close in meaning")
    assert (
        rank_entries(
            fact_memory.db,
            _scope(fact_memory),
            "Which vegetables and meat dishes are off the menu?",
            semantic=False,
        )
        == []
    )


def test_pack_finds_by_meaning_what_shares_no_content_word(fact_memory):
    result = build_context(
        fact_memory.db,
        "Which vegetables and meat dishes are off the menu?",
        UseOptions(curator="rules", fill=False),
    )
    assert result.entries and result.entries[0].text == "Ines decided to go vegetarian."
    ablated = build_context(
        fact_memory.db,
        "Which vegetables and meat dishes are off the menu?",
        UseOptions(curator="rules", fill=False, semantic=False),
    )
    assert "Ines decided to go vegetarian." not in [c.text for c in ablated.entries]


def test_above_the_scan_limit_only_lexical_hits_are_rescored(fact_memory, monkeypatch):
    from memcli import rank

    monkeypatch.setattr(rank, "SEMANTIC_SCAN_MAX", 3)  # the view holds 8 eligible entries
    scope = _scope(fact_memory)
    # the name makes every fact about Ines a lexical hit, and meaning still orders them
    ranked = rank_entries(fact_memory.db, scope, "What diet does Ines follow?")
    assert ranked[0][0].statement == "Ines decided to go vegetarian."
    # nothing is admitted by meaning alone: that would need the scan
    assert rank_entries(fact_memory.db, scope, "Which vegetables and meat dishes are off the menu?") == []


def test_the_model_loads_without_the_network(monkeypatch):
    import socket

    def refuse(*args, **kwargs):
        raise AssertionError("the embedding model tried to use the network")

    embed.model.cache_clear()
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    try:
        assert embed.encode(["Bruno bought a used Toyota."]).shape == (1, embed.DIM)
    finally:
        embed.model.cache_clear()


def test_question_vector_leaves_out_the_views_subjects(fact_memory):
    from memcli.rank import question_vector

    vec = question_vector(fact_memory.db, _scope(fact_memory), "What diet does Ines follow?")
    assert np.allclose(vec, embed.phrase_vector("What diet does follow?"))
    # a capitalized word that names no subject in the view stays
    kept = question_vector(fact_memory.db, _scope(fact_memory), "What diet does Carla follow?")
    assert np.allclose(kept, embed.phrase_vector("What diet does Carla follow?"))


def test_the_lean_loader_embeds_exactly_as_wordllama_does():
    from wordllama import WordLlama

    texts = ["Ines decided to go vegetarian.", "a bank downtown", "x", "Œuvre café 42!", "one " * 40]
    embed.model.cache_clear()
    lean = embed.model()
    assert isinstance(lean, embed.LeanWordLlama)
    folder = lean_folder()
    reference = WordLlama.load(config=embed.CONFIG, dim=embed.DIM, cache_dir=folder, disable_download=True)
    for batch_size in (2, 64):
        got = lean.embed(texts, norm=False, batch_size=batch_size)
        want = reference.embed(texts, norm=False, batch_size=batch_size)
        assert np.array_equal(got, want)


def lean_folder():
    import importlib.util
    from pathlib import Path

    return Path(list(importlib.util.find_spec("wordllama").submodule_search_locations)[0])
