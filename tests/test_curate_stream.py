"""Streaming curation: the declared Curator interface, batches committed one by one, resuming
after an interrupt (or a bounded run) with the same entries as an uninterrupted run, progress
reports, edges kept incrementally equal to a full rebuild, and curation that survives odd
turns."""

from __future__ import annotations

import inspect
import json
import random
import typing
from pathlib import Path

import pytest

from memcli import Memory
from memcli.curate import BATCH_TURNS, curate
from memcli.curators.base import Curator
from memcli.curators.llm import LLMCurator
from memcli.curators.rules import RulesCurator
from memcli.db import transaction
from memcli.models import ModelConfig
from memcli.types import Turn
from memcli.view import ViewSpec, _rebuild_edges, find_view

PEOPLE = ["Odile", "Bastien", "Kerensa", "Thiago"]
EMPLOYERS = ["Quillworks", "Marrow Bank", "Tidepool", "Cobalt Yard"]
CITIES = ["Ghent", "Porto", "Tromso", "Valparaiso"]


# --- the interface ---------------------------------------------------------------------------
def curators() -> list[Curator]:
    return [RulesCurator(), LLMCurator(ModelConfig(model="openai/none"))]


@pytest.mark.parametrize("curator", curators(), ids=lambda c: c.name)
def test_curators_satisfy_the_protocol(curator):
    assert isinstance(curator, Curator)  # runtime_checkable: members present
    assert isinstance(curator.name, str) and curator.last_warning is None
    assert curator.unparsed() == []  # nothing curated yet


@pytest.mark.parametrize("cls", [RulesCurator, LLMCurator])
def test_curators_have_the_protocols_shape(cls):
    """What a type checker would verify, checked at runtime: declared as a subclass, and every
    method's parameters and annotations are the Protocol's."""
    assert Curator in cls.__mro__
    for name in ("curate", "unparsed"):
        declared = inspect.signature(getattr(Curator, name))
        actual = inspect.signature(getattr(cls, name))
        assert list(actual.parameters) == list(declared.parameters), name
        for param, spec in declared.parameters.items():
            assert actual.parameters[param].default == spec.default, (name, param)
            assert actual.parameters[param].annotation == spec.annotation, (name, param)
        assert actual.return_annotation == declared.return_annotation, name
    hints = typing.get_type_hints(Curator)
    assert hints == {"name": str, "last_warning": str | None}


def test_make_curator_returns_a_curator(tmp_path):
    from memcli.curate import make_curator

    with Memory(tmp_path / "m.db", create=True) as memory:
        assert isinstance(make_curator(memory.db, ViewSpec(curator="rules")), Curator)
    assert inspect.signature(make_curator).return_annotation in (Curator, "Curator")


# --- a history of our own ----------------------------------------------------------------------
def write_history(path: Path, turns: int, seed: int = 3) -> Path:
    rng = random.Random(seed)
    lines = []
    for i in range(turns):
        kind = rng.random()
        if kind < 0.3:
            text = f"I work at {rng.choice(EMPLOYERS)}."
        elif kind < 0.55:
            text = f"I live in {rng.choice(CITIES)}."
        elif kind < 0.7:
            text = f"{rng.choice(EMPLOYERS)} is based in {rng.choice(CITIES)}."
        elif kind < 0.75:
            text = f"I used to live in {rng.choice(CITIES)}."
        else:
            text = rng.choice(["Nice weather today.", "Tell me a joke.", "Thanks!", "Hmm, let me think."])
        record = {
            "session": f"s{i // 20}",
            "speaker": rng.choice(PEOPLE),
            "role": "user",
            "content": text,
            "timestamp": 1_710_000_000 + i * 90,
        }
        lines.append(json.dumps(record))
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(scope="module")
def history(tmp_path_factory) -> Path:
    return write_history(tmp_path_factory.mktemp("hist") / "h.jsonl", 120)


def fresh_memory(path: Path, history: Path) -> Memory:
    memory = Memory(path, create=True)
    memory.ingest(str(history))
    return memory


def entries_by_id(memory: Memory) -> list[tuple]:
    return memory.db.execute(
        "SELECT id, statement, slot, status, superseded_by FROM entries ORDER BY id"
    ).fetchall()


def entry_set(memory: Memory) -> set[tuple]:
    """Entries as statements (ids may be numbered differently by different batchings)."""
    return set(
        memory.db.execute(
            "SELECT e.statement, e.slot, e.status, r.statement FROM entries e"
            " LEFT JOIN entries r ON r.id = e.superseded_by"
        ).fetchall()
    )


def edge_rows(memory: Memory) -> set[tuple]:
    return set(memory.db.execute("SELECT src, dst, kind FROM edges").fetchall())


class InterruptOn(RulesCurator):
    """The rules curator, with Ctrl-C pressed during its n-th batch."""

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n, self.calls = n, 0

    def curate(self, turns, query=None):
        self.calls += 1
        if self.calls == self.n:
            raise KeyboardInterrupt
        return super().curate(turns, query)


# --- batches, interrupt, resume ------------------------------------------------------------------
def test_interrupted_curation_resumes_to_the_same_entries(tmp_path, history):
    batch = 7
    with fresh_memory(tmp_path / "ref.db", history) as ref:
        curate(ref.db, ViewSpec(curator="rules"), batch_turns=batch)
        expected, expected_edges = entries_by_id(ref), edge_rows(ref)

    with fresh_memory(tmp_path / "cut.db", history) as memory:
        with pytest.raises(KeyboardInterrupt):
            curate(memory.db, ViewSpec(curator="rules"), batch_turns=batch, curator=InterruptOn(3))
        db = memory.db
        # consistent: exactly two batches stored, nothing of the third, file intact
        assert not db.conn.in_transaction
        view = find_view(db, ViewSpec(curator="rules"))
        second_batch_end = db.execute("SELECT seq FROM turns ORDER BY seq LIMIT 1 OFFSET ?", (2 * batch - 1,))
        assert view.turn_watermark == second_batch_end.fetchone()[0]
        newest_source = db.execute(
            "SELECT max(t.seq) FROM entry_sources s JOIN turns t ON t.id = s.turn_id"
        ).fetchone()[0]
        assert newest_source <= view.turn_watermark
        unparsed_after = db.execute(
            "SELECT count(*) FROM unparsed u JOIN turns t ON t.id = u.turn_id WHERE t.seq > ?",
            (view.turn_watermark,),
        ).fetchone()[0]
        assert unparsed_after == 0
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []

        done = []
        summary = curate(
            db, ViewSpec(curator="rules"), batch_turns=batch, on_progress=lambda d, t: done.append((d, t))
        )
        assert summary.turns_read == 120 - 2 * batch
        assert done[-1] == (120 - 2 * batch, 120 - 2 * batch)
        assert entries_by_id(memory) == expected
        assert edge_rows(memory) == expected_edges


def test_bounded_runs_keep_a_prefix_and_end_with_the_entries_of_one_pass(tmp_path, history):
    """limit_turns (a question's catch-up, memcli.writes): each run curates that many turns after
    the watermark and stops, also inside a batch; the view stays an archive prefix, the turns
    left are counted and named in one warning, and the runs end with one pass's entries."""
    batch, limits = 7, (5, 16, 1000)
    with fresh_memory(tmp_path / "ref.db", history) as ref:
        curate(ref.db, ViewSpec(curator="rules"), batch_turns=batch)
        expected, expected_edges = entries_by_id(ref), edge_rows(ref)

    with fresh_memory(tmp_path / "bounded.db", history) as memory:
        db = memory.db
        seqs = [r[0] for r in db.execute("SELECT seq FROM turns ORDER BY seq")]
        done = 0
        for limit in limits:
            progress = []
            summary = curate(
                db,
                ViewSpec(curator="rules"),
                batch_turns=batch,
                limit_turns=limit,
                on_progress=lambda d, t, seen=progress: seen.append((d, t)),
            )
            before, done = done, min(done + limit, len(seqs))
            assert summary.turns_read == done - before
            assert progress[0] == (0, done - before) and progress[-1] == (done - before, done - before)
            assert find_view(db, ViewSpec(curator="rules")).turn_watermark == seqs[done - 1]
            assert summary.turns_left == len(seqs) - done
            left = [w for w in summary.warnings if "not curated yet" in w]
            assert left == (
                [
                    f"{len(seqs) - done} newer turns not curated yet (at most {limit:,} are curated"
                    " before answering; MEMCLI_CATCH_UP_TURNS): run `memcli curate` to curate them"
                ]
                if done < len(seqs)
                else []
            )
        assert entries_by_id(memory) == expected
        assert edge_rows(memory) == expected_edges
        with pytest.raises(ValueError):
            curate(db, ViewSpec(curator="rules"), limit_turns=0)


@pytest.mark.parametrize("batch", [1, 5, 33])
def test_batches_give_the_entries_of_one_pass(tmp_path, history, batch):
    """Supersession across batches: a fact in a late batch replaces one from the first."""
    with fresh_memory(tmp_path / "one.db", history) as one:
        curate(one.db, ViewSpec(curator="rules"), batch_turns=10_000)
        expected = entry_set(one)
    with fresh_memory(tmp_path / "many.db", history) as many:
        curate(many.db, ViewSpec(curator="rules"), batch_turns=batch)
        assert entry_set(many) == expected
        assert any(status == "superseded" for _, _, status, _ in expected)


@pytest.mark.parametrize("batch", [1, 6, 10_000])
def test_incremental_edges_equal_a_full_rebuild(tmp_path, history, batch):
    with fresh_memory(tmp_path / "m.db", history) as memory:
        curate(memory.db, ViewSpec(curator="rules"), batch_turns=batch)
        incremental = edge_rows(memory)
        assert incremental  # employers are based in cities: value-subject links exist
        with transaction(memory.db) as conn:
            _rebuild_edges(conn, find_view(conn, ViewSpec(curator="rules")).id)
        assert edge_rows(memory) == incremental


def test_progress_reports_each_batch(tmp_path, history):
    calls = []
    with fresh_memory(tmp_path / "m.db", history) as memory:
        memory_summary = memory.curate(on_progress=lambda done, total: calls.append((done, total)))
        assert calls == [(0, 120), (120, 120)]  # one batch of BATCH_TURNS
        assert memory_summary.turns_read == 120 < BATCH_TURNS
        calls.clear()
        spec = ViewSpec(curator="rules", slots=False)
        curate(memory.db, spec, batch_turns=50, on_progress=lambda *a: calls.append(a))
    assert calls == [(0, 120), (50, 120), (100, 120), (120, 120)]


def test_nothing_new_reports_no_progress(tmp_path, history):
    with fresh_memory(tmp_path / "m.db", history) as memory:
        memory.curate()
        calls = []
        again = memory.curate(on_progress=lambda *a: calls.append(a))
    assert calls == [] and again.changed is False


# --- the CLI ---------------------------------------------------------------------------------
def test_cli_ctrl_c_says_how_far_and_exits_130(cli, db_path, history, monkeypatch):
    assert cli("ingest", str(history)).exit_code == 0
    monkeypatch.setattr("memcli.curate.BATCH_TURNS", 50)
    monkeypatch.setattr("memcli.curate.make_curator", lambda *a, **k: InterruptOn(2))
    result = cli("curate")
    assert result.exit_code == 130
    assert "interrupted: 50 of 120 turns curated; run `memcli curate` again to resume" in result.stderr
    monkeypatch.undo()
    resumed = cli("curate", "--json")
    assert resumed.exit_code == 0
    assert json.loads(resumed.stdout)["turns_read"] == 70


def test_cli_json_output_has_no_progress_noise(cli, history):
    assert cli("ingest", str(history)).exit_code == 0
    result = cli("curate", "--json")
    assert result.exit_code == 0
    summary = json.loads(result.stdout)
    assert summary["turns_read"] == 120 and result.stderr == ""


# --- odd turns never crash curation ------------------------------------------------------------
ODD_TURNS = {
    "empty": "",
    "whitespace": "   \n\t  ",
    "emoji only": "😀🎉🔥👍🏽 🇯🇵",
    "japanese": "私は京都に住んでいます。猫が二匹います。",
    "arabic": "أعيش في القاهرة وأعمل مهندسا.",
    "russian": "Я живу в Казани и работаю врачом.",
    "mixed scripts": "I live in Kraków — 我住在这里 — Ich wohne hier.",
    "five thousand words": " ".join(["I walked along the quiet river and thought about it."] * 500),
    "punctuation only": "?!... ,;:— «» ¿¡ ()[]{}",
    "control characters": "I live in\x00 Ghent.\x07\x1b[31m red\x1b[0m \x0b\x0c\u200b\u202e",
    "lone surrogate escape": "I work at Tide\udcffpool.",
    "one very long word": "x" * 20_000,
    "only a name": "Odile",
    "repeated apostrophes": "I'm ''''' my ' s 's '",
}


@pytest.mark.parametrize("text", ODD_TURNS.values(), ids=ODD_TURNS.keys())
def test_odd_turns_never_crash_the_rules_curator(text):
    curator: Curator = RulesCurator()
    turns = [
        Turn(id=1, seq=1, session="s", text=text, speaker="Odile", role="user"),
        Turn(id=2, seq=2, session="s", text="I live in Porto.", speaker="Odile", role="user"),
    ]
    items = curator.curate(turns)
    assert all(isinstance(i.statement, str) for i in items)
    assert any(i.value == "Porto" for i in items)  # the ordinary turn beside it still counts
    assert set(curator.unparsed()) <= {1, 2} and 2 not in curator.unparsed()
    with_query = curator.curate(turns, query=text or "where?")
    assert isinstance(with_query, list)


def test_odd_turns_go_through_ingest_curate_and_store(tmp_path):
    """The whole path (ingest, token counts, FTS, materialization) with every odd turn."""
    texts = [t for t in ODD_TURNS.values() if t.strip() and "\udcff" not in t] + ["I live in Porto."]
    path = tmp_path / "odd.jsonl"
    path.write_text(
        "\n".join(
            json.dumps({"session": "odd", "speaker": "Odile", "role": "user", "content": t}) for t in texts
        )
    )
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(path))
        summary = memory.curate()
        assert summary.turns_read == len(texts)
        assert any(e.value == "Porto" for e in memory.entries())


def test_materializing_in_small_slot_passes_changes_nothing(tmp_path, history, monkeypatch):
    """Touched slots are materialized a few at a time (memory bound for hot slots)."""
    with fresh_memory(tmp_path / "one.db", history) as one:
        curate(one.db, ViewSpec(curator="rules"), batch_turns=25)
        expected = entries_by_id(one)
    monkeypatch.setattr("memcli.view.SLOTS_PER_PASS", 2)
    monkeypatch.setattr("memcli.view.ROWS_PER_PASS", 3)
    with fresh_memory(tmp_path / "passes.db", history) as passes:
        curate(passes.db, ViewSpec(curator="rules"), batch_turns=25)
        assert entries_by_id(passes) == expected


class RecordingPrefetcher(RulesCurator):
    """A real curator that also takes batches ahead, recording the order of the calls."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, int]] = []

    def prefetch(self, turns) -> None:
        self.calls.append(("prefetch", turns[0].seq))

    def curate(self, turns, query=None):
        self.calls.append(("curate", turns[0].seq))
        return super().curate(turns, query)

    def close(self) -> None:
        self.calls.append(("close", 0))


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        # three full batches of 4: each batch handed ahead two batches before it is curated
        (12, "p1 p5 p9 c1 c5 c9 x"),
        (20, "p1 p5 p9 c1 p13 c5 p17 c9 c13 c17 x"),
        # fewer than three full batches: no reading ahead
        (11, "c1 c5 c9 x"),
    ],
)
def test_a_prefetching_curator_gets_each_batch_two_ahead(tmp_path, turns, expected):
    curator = RecordingPrefetcher()
    with Memory(tmp_path / "m.db", create=True) as memory:
        path = tmp_path / "notes.txt"
        path.write_text("".join(f"note {n}\n" for n in range(turns)))
        memory.ingest(str(path))
        curate(memory.db, ViewSpec(curator="rules"), batch_turns=4, curator=curator)
    short = {"prefetch": "p", "curate": "c", "close": "x"}
    assert " ".join(f"{short[k]}{n}" if k != "close" else "x" for k, n in curator.calls) == expected
