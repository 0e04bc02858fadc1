"""The parse worker (memcli.curators.parse_worker): a long offline curation parses the next batch in
a forked process while this one is read and stored. It must change nothing but the time: the
same entries as parsing in-process, on when and only when the run is long and the setting
allows, and a worker that fails or dies leaves the curation to finish in-process, with a warning."""

from __future__ import annotations

import json
import multiprocessing
import os
import time
from pathlib import Path

import pytest

from memcli import Memory, embed, settings
from memcli.curate import curate
from memcli.curators import parse as parse_module
from memcli.curators import parse_worker
from memcli.curators.parse import ParseCurator
from memcli.view import ViewSpec

pytestmark = pytest.mark.skipif(not parse_worker.available(), reason="needs fork on Linux and 2 CPUs")

# A chat of our own: facts that change across batch boundaries, a lowercase name introduced
# late ("my brother aiden") and written before, a correction, pronouns, plain notes.
LINES = [
    ("user", "hey its tomasz, just moved to gdansk last week"),
    ("assistant", "Welcome Tomasz! How is the new place?"),
    ("user", "tiny but ok. aiden says hi btw"),
    ("assistant", "Who is Aiden?"),
    ("user", "my brother aiden, he lives in krakow with his gf"),
    ("assistant", "Nice. Where do you work these days?"),
    ("user", "Baltic Freight, as a dispatcher"),
    ("assistant", "Got it."),
    ("user", "my manager is Ola, she's strict but fair"),
    ("assistant", "Good to know."),
    ("user", "update: aiden got a job at Nordlys Bank!!"),
    ("assistant", "Congrats to him!"),
    ("user", "also i quit baltic freight lol. started at Port Systems on monday"),
    ("assistant", "Big week. New manager too?"),
    ("user", "yeah my new boss is Kuba. way more chill than Ola"),
    ("assistant", "Sounds better."),
    ("user", "oh and i'm vegetarian now, since january"),
    ("assistant", "Noted."),
    ("user", "sorry i meant february not january"),
    ("assistant", "February it is."),
    ("user", "aiden moved to wroclaw, the bank has an office there"),
    ("assistant", "Busy family!"),
    ("user", "please keep answers short, i read on my phone"),
    ("assistant", "Will do."),
]


def write_chat(path: Path) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for n, (role, text) in enumerate(LINES):
            record = {"session": "s1", "timestamp": f"2025-03-{1 + n // 2:02d}T10:{n:02d}:00Z"}
            handle.write(json.dumps(record | {"role": role, "content": text}) + "\n")
    return path


BATCH = 4  # 24 turns: six batches, enough to read ahead


def curated(tmp_path: Path, name: str, worker: str, curator: ParseCurator | None = None):
    """(entries, warnings) of one default-view curation of the chat in BATCH-turn batches."""
    with Memory(tmp_path / f"{name}.db", create=True) as memory:
        memory.ingest(str(write_chat(tmp_path / f"{name}.jsonl")))
        settings.put(memory.db, "curate.parse_worker", worker)
        summary = curate(memory.db, ViewSpec(curator="parse"), batch_turns=BATCH, curator=curator)
        rows = memory.db.conn.execute(
            "SELECT subject, relation, value, status, statement, v.vector FROM entries e"
            " JOIN entry_vectors v ON v.entry_id = e.id ORDER BY e.id"
        ).fetchall()
    return rows, summary.warnings


@pytest.fixture
def results(monkeypatch):
    """How many batches came back from a worker in this test (the real worker, counted)."""
    taken: list[int] = []
    real = parse_worker.ParseWorker.result

    def counted(self):
        taken.append(1)
        return real(self)

    monkeypatch.setattr(parse_worker.ParseWorker, "result", counted)
    return taken


@pytest.mark.parametrize(
    ("waited", "by_worker"),
    [
        (float("inf"), 5),  # the first batch is parsed here, the five others by the worker
        (0.0, 0),  # this process "has waited" before every batch: it parses them all itself
    ],
)
def test_the_worker_gives_the_same_entries_as_parsing_here(tmp_path, results, monkeypatch, waited, by_worker):
    here, _ = curated(tmp_path, "here", "off")
    assert not results  # off: never started
    monkeypatch.setattr(parse_module, "WAITED_SECONDS", waited)
    kept: list[str] = []  # the texts whose vectors the worker encoded
    real_keep = embed.keep_ahead
    monkeypatch.setattr(embed, "keep_ahead", lambda blobs: (kept.extend(blobs), real_keep(blobs)))
    monkeypatch.setattr(embed, "_ahead", {})
    ahead, warnings = curated(tmp_path, "ahead", "auto")
    assert len(results) == by_worker
    # the kept words of the worker's batches came encoded, and every one was stored
    assert (len(kept) >= by_worker * BATCH // 2) and embed._ahead == {}
    assert ahead == here and warnings == []
    assert not multiprocessing.active_children()  # and it was stopped at the end


@pytest.mark.parametrize(("batch", "read_ahead"), [(12, 0), (9, 0), (8, 2)])
def test_a_run_shorter_than_three_full_batches_parses_in_process(
    tmp_path, results, monkeypatch, batch, read_ahead
):
    monkeypatch.setattr(parse_module, "WAITED_SECONDS", float("inf"))
    assert len(LINES) == 24  # 12 turns a batch: two; 9: three, the last not full; 8: three full
    # (of which the worker parses all but the first)
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(write_chat(tmp_path / "c.jsonl")))
        curate(memory.db, ViewSpec(curator="parse"), batch_turns=batch)
    assert len(results) == read_ahead


@pytest.mark.parametrize("how", ["raises", "dies"])
def test_a_failing_worker_leaves_the_rest_to_this_process(tmp_path, monkeypatch, how):
    here, _ = curated(tmp_path, "here", "off")
    real = ParseCurator._read_in_worker

    def failing(self, request):  # forked with the worker: runs in it
        if any("Nordlys" in t.text for t in request[1]):
            if how == "dies":
                os._exit(3)
            raise RuntimeError("boom")
        return real(self, request)

    monkeypatch.setattr(ParseCurator, "_read_in_worker", failing)
    monkeypatch.setattr(parse_module, "WAITED_SECONDS", float("inf"))  # the worker's batch
    ahead, warnings = curated(tmp_path, "ahead", "auto")
    assert ahead == here
    expected = "RuntimeError: boom" if how == "raises" else "exit code 3"
    assert len(warnings) == 1 and expected in warnings[0] and "goes on in this process" in warnings[0]
    assert not multiprocessing.active_children()


def test_an_interrupted_run_stops_the_worker_and_keeps_finished_batches(tmp_path, monkeypatch):
    import memcli.curate as curate_module

    real = curate_module._curate_batch
    calls = []

    def interrupted(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(curate_module, "_curate_batch", interrupted)
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(write_chat(tmp_path / "c.jsonl")))
        with pytest.raises(KeyboardInterrupt):
            curate(memory.db, ViewSpec(curator="parse"), batch_turns=BATCH)
        assert not multiprocessing.active_children()
        watermark = memory.db.conn.execute("SELECT max(turn_watermark) FROM views").fetchone()[0]
        assert watermark == 2 * BATCH  # two batches stored; the third rolled back


def test_a_batch_other_than_the_one_read_ahead_is_parsed_here(tmp_path):
    """curate() never does this; a caller driving the curator by hand might."""
    from memcli.types import Turn

    turns = [
        Turn(id=i + 1, seq=i + 1, session="s", text=text, role=role) for i, (role, text) in enumerate(LINES)
    ]
    curator = ParseCurator(user="Tomasz")
    try:
        curator.prefetch(turns[:8])
        items = curator.curate(turns[8:16])  # not what was read ahead: the worker is stopped
        assert curator._worker is None and not multiprocessing.active_children()
    finally:
        curator.close()
    alone = ParseCurator(user="Tomasz")
    alone._prepare(turns[:8])  # as the first batch read ahead was, here: it taught "aiden" as a name
    assert [(i.subject, i.relation, i.value) for i in items] == [
        (i.subject, i.relation, i.value) for i in alone.curate(turns[8:16])
    ]


def test_the_worker_never_forks_spacys_own_workers(monkeypatch):
    from memcli.curators.parse import PARALLEL_FROM, _processes

    assert _processes(PARALLEL_FROM) > 1  # a huge batch in-process uses every core
    monkeypatch.setattr(parse_worker, "_in_worker", True)
    assert _processes(PARALLEL_FROM) == 1


def test_a_forked_child_opens_its_own_wordnet_files():
    """The parent's open files share their read position with a forked child: a seek in one would
    move the other's mid-search. The child starts with none open."""
    from memcli import kinds

    assert kinds.is_a("coriander", "herb")  # opens the files here
    assert kinds._files.cache_info().currsize == 1
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(read)
        fresh = kinds._files.cache_info().currsize == 0 and kinds._index.cache_info().currsize == 0
        os.write(write, b"1" if fresh and kinds.is_a("coriander", "herb") else b"0")
        os._exit(0)
    os.close(write)
    answer = os.read(read, 1)
    os.waitpid(pid, 0)
    os.close(read)
    assert answer == b"1"
    assert kinds._files.cache_info().currsize == 1  # the parent's stay open


@pytest.mark.parametrize(("value", "ok"), [("auto", True), ("off", True), ("on", False), ("", False)])
def test_the_setting_takes_auto_or_off(tmp_path, value, ok):
    from memcli.errors import MemcliError

    with Memory(tmp_path / "m.db", create=True) as memory:
        if ok:
            settings.put(memory.db, "curate.parse_worker", value)
            assert settings.get(memory.db, "curate.parse_worker") == value
        else:
            with pytest.raises(MemcliError, match="auto, off"):
                settings.put(memory.db, "curate.parse_worker", value)


KILLED_PARENT = """
import json, multiprocessing, sys, time
from memcli import Memory, settings
import memcli.curate as curate_module
from memcli.view import ViewSpec

real = curate_module._curate_batch

def then_wait(*args, **kwargs):
    done = real(*args, **kwargs)
    print(multiprocessing.active_children()[0].pid, flush=True)
    time.sleep(120)  # killed here
    return done

curate_module._curate_batch = then_wait
with Memory(sys.argv[1]) as memory:
    curate_module.curate(memory.db, ViewSpec(curator="parse"), batch_turns=4)
"""


def _gone(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status  # exited, not yet reaped by whoever adopted it


def test_a_worker_whose_parent_was_killed_exits(tmp_path):
    import signal
    import subprocess
    import sys
    import time

    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(write_chat(tmp_path / "c.jsonl")))
    parent = subprocess.Popen(
        [sys.executable, "-c", KILLED_PARENT, str(tmp_path / "m.db")], stdout=subprocess.PIPE, text=True
    )
    try:
        worker = int(parent.stdout.readline())
        assert not _gone(worker)
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=10)
        deadline = time.monotonic() + 10
        while not _gone(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _gone(worker)
    finally:
        parent.kill()


class _NeverEndingRequests:
    """A request half-written by a parent that was killed: the read waits for bytes forever."""

    def get(self, timeout=None):
        time.sleep(3600)


def _serve_orphan(results) -> None:
    from memcli.curators import parse_worker

    parse_worker._serve(_NeverEndingRequests(), results, lambda request: None, parent=-1)


def test_a_worker_stuck_reading_leaves_when_its_parent_is_gone():
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    child = context.Process(target=_serve_orphan, args=(results,), daemon=True)
    child.start()
    child.join(timeout=10)
    alive = child.is_alive()
    if alive:
        child.kill()
    assert not alive and child.exitcode == 0


def test_the_orphan_watch_exits_when_the_parent_changed():
    from memcli.curators.parse_worker import _exit_when_orphaned

    calls = []
    _exit_when_orphaned(-1, interval=0.01, exit=calls.append)  # not this process's parent: orphaned
    assert calls == [0]
