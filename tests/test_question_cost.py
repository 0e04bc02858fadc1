"""What one question's look-ups cost must not grow with the history (issue 10): the query plans
of the ranker's filters start from the candidate entry, not from a whole view's index range."""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli import Memory
from memcli.rank import Scope, _where

STORY = Path(__file__).resolve().parent.parent / "sample_histories" / "story.jsonl"


@pytest.fixture(scope="module")
def story_db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("cost") / "memory.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(STORY))
        memory.curate()
    return path


@pytest.mark.parametrize(
    ("statuses", "query_key"),
    [
        (frozenset({"active"}), None),
        (frozenset({"active"}), "q1"),
        (frozenset({"active", "deprecated"}), "q1"),
    ],
)
def test_eligibility_is_no_subquery_per_entry(story_db, statuses, query_key):
    """Which entries a question may use is decided by the row alone: a subquery per kept turn
    over the turn's other facts cost a pass per turn that grew with the history (issue 10)."""
    with Memory(story_db) as memory:
        view_id = memory.db.execute("SELECT min(id) FROM views").fetchone()[0]
        where, params = _where(Scope(view_id=view_id, statuses=statuses, query_key=query_key))
        sql = f"EXPLAIN QUERY PLAN SELECT e.id FROM entries e WHERE {where}"
        plan = [row[3] for row in memory.db.execute(sql, params)]
    assert not any(p.startswith("CORRELATED") for p in plan), plan


def write_safetensors(path: Path, name: str, dtype: str, values, header_extra: dict | None = None) -> None:
    import json
    import struct

    import numpy as np

    data = np.asarray(values, dtype={"F16": "<f2", "F32": "<f4"}[dtype]).tobytes()
    header = {name: {"dtype": dtype, "shape": list(np.shape(values)), "data_offsets": [0, len(data)]}}
    raw = json.dumps(header | (header_extra or {})).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + data)


@pytest.mark.parametrize("dtype", ["F16", "F32"])
def test_mapped_weights_read_the_stored_values(tmp_path, dtype):
    import numpy as np

    from memcli.embed import _mapped_tensor

    values = [[0.5, -1.25, 3.0], [2.0, 0.0, -0.125]]
    path = tmp_path / "w.safetensors"
    write_safetensors(path, "embedding.weight", dtype, values, {"__metadata__": {"format": "np"}})
    mapped = _mapped_tensor(path, "embedding.weight")
    assert np.array_equal(mapped[[1, 0]].astype(np.float32), np.asarray(values, dtype=np.float32)[[1, 0]])


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("other.weight", None),  # the tensor is not in the file
        ("embedding.weight", b"\x03\x00"),  # too short for a header
    ],
)
def test_unreadable_weights_fall_back_to_the_librarys_reader(tmp_path, name, content):
    from memcli.embed import _mapped_tensor

    path = tmp_path / "w.safetensors"
    if content is None:
        write_safetensors(path, name, "F16", [[1.0]])
    else:
        path.write_bytes(content)
    assert _mapped_tensor(path, "embedding.weight") is None


# --- archive search: the winners' rows only, in the same order ---------------------------------

WORDS = ["kiln", "glaze", "orchard", "ferry", "lantern", "quarry"]


def write_chat(path: Path, lines: int, offset: int) -> None:
    import json

    rows = []
    for n in range(lines):
        said = " ".join(WORDS[(n * k + offset) % len(WORDS)] for k in range(1, 1 + n % 4 + 1))
        rows.append({"role": "user" if n % 2 else "assistant", "content": f"Tamsin {n + offset}: the {said}"})
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def joined_search(db, match: str, max_seq: int | None) -> list[int]:
    """history's search as one join, sorting every match by (BM25, seq): the reference."""
    sql = "SELECT t.id FROM turns_fts JOIN turns t ON t.id = turns_fts.rowid WHERE turns_fts MATCH ?"
    params: list = [match]
    if max_seq is not None:
        sql += " AND t.seq <= ?"
        params.append(max_seq)
    return [r[0] for r in db.execute(sql + " ORDER BY bm25(turns_fts), t.seq LIMIT 7", params)]


@pytest.mark.parametrize("search", ["kiln", "glaze orchard", "ferry lantern quarry kiln", "Tamsin"])
@pytest.mark.parametrize("max_seq", [None, 1, 30, 55])
def test_search_order_equals_sorting_every_match_by_bm25_then_seq(tmp_path, search, max_seq):
    from memcli.archive import history, selective_fts_query

    with Memory(tmp_path / "m.db", create=True) as memory:
        write_chat(tmp_path / "a.jsonl", 40, 0)
        memory.ingest(str(tmp_path / "a.jsonl"))
        last = memory.db.execute("SELECT max(id) FROM turns").fetchone()[0]
        memory.forget_turns([3, 4, 17, last])  # the newest turn too: its numbers are free again
        write_chat(tmp_path / "b.jsonl", 30, 5)
        memory.ingest(str(tmp_path / "b.jsonl"))
        rows = memory.db.execute("SELECT id, seq FROM turns ORDER BY seq").fetchall()
        assert [i for i, _ in rows] == sorted(i for i, _ in rows)  # ids rise with seq
        found = [t.id for t in history(memory.db, search=search, limit=7, max_seq=max_seq)]
        assert found == joined_search(memory.db, selective_fts_query(memory.db, "turns_fts", search), max_seq)


# --- replaced values: a past value said as such, found by the slot index ----------------------


@pytest.mark.parametrize(
    ("subject_key", "relation", "inside", "outside"),
    [
        ("user", "employer", ["user|former employer|", "user|former employer|at night"], ["user|employer|"]),
        ("quill", "Home  City", ["quill|former home city|"], ["quill|former home city2|", "quill|x|"]),
        ("user", "phone", ["user|former phone|"], ["user|former phone number|", "userx|former phone|"]),
    ],
)
def test_former_slot_range(subject_key, relation, inside, outside):
    from memcli.context import former_slot_range

    low, high = former_slot_range(subject_key, relation)
    assert all(low <= slot < high for slot in inside)
    assert not any(low <= slot < high for slot in outside)


def test_former_values_are_the_subject_scans_own(tmp_path):
    """The slot-range look-up finds exactly what the join over the subject's entries found."""
    from memcli.context import _former_values

    path = tmp_path / "former.db"
    with Memory(path, create=True) as memory:
        memory.remember("I used to work at Brightwater Foundry. Now I work at Kestrel Mills.")
        memory.remember("I used to work at Old Pier Bakery, long ago.")
        memory.add("Quillon", "employer", "Lantern Row Press")
        memory.add("I", "phone", "a green flip phone")
        db = memory.db
        top = [r[0] for r in db.execute("SELECT id FROM entries WHERE relation IN ('employer', 'phone')")]
        marks = ",".join("?" * len(top))
        scanned = db.execute(
            "SELECT old.value, old.subject_key FROM entries new JOIN entries old"
            " ON old.view_id = new.view_id AND old.subject_key = new.subject_key"
            " AND old.relation = 'former ' || new.relation"
            f" WHERE new.id IN ({marks}) AND old.value != new.value",
            top,
        ).fetchall()
        found = _former_values(db, top)
    assert sorted(found) == sorted(scanned)
    assert {v for v, _ in found} >= {"Brightwater Foundry"}


@pytest.mark.parametrize(
    ("relation", "closing", "not_closing"),
    [
        ("employer", {"quit", "leave", "resign from"}, {"sell", "move out of"}),
        ("residence", {"move out of", "leave", "sell"}, {"quit"}),  # "sold our flat in Leith"
        ("car", {"sell", "scrap"}, {"quit", "leave"}),
        ("manager", set(), {"quit", "leave"}),  # a boss is replaced, never "quit"
    ],
)
def test_the_verbs_that_close_a_relation(relation, closing, not_closing):
    from memcli.context import _closing

    assert closing <= set(_closing(relation))
    assert not (not_closing & set(_closing(relation)))


def test_what_a_subject_ended_is_replaced_beside_the_relation_it_closes(tmp_path):
    """ "sold the Corvina" beside a current car: replaced for a car fact, not for an employer
    fact, and never someone else's sale."""
    from memcli.context import _ended_values

    with Memory(tmp_path / "ended.db", create=True) as memory:
        memory.add("I", "car", "Jazz")
        memory.add("I", "employer", "Minter & Sons")
        memory.add("I", "sell", "the Corvina")
        memory.add("Sam", "sell", "the Astra")
        db = memory.db
        ids = dict(db.execute("SELECT relation, id FROM entries WHERE relation IN ('car', 'employer')"))
        assert [v for v, _ in _ended_values(db, [ids["car"]])] == ["the Corvina"]
        assert _ended_values(db, [ids["employer"]]) == []
        # a sale marked wrong ends nothing
        memory.deprecate(db.execute("SELECT id FROM entries WHERE value = 'the Corvina'").fetchone()[0])
        assert _ended_values(db, [ids["car"]]) == []
