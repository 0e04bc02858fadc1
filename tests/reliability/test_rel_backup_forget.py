"""`backup` while another process writes, `forget` that leaves no copy of the text in the .db or
-wal bytes (or says why it could not), and `doctor` on a healthy and a damaged file."""

from __future__ import annotations

import sqlite3
import stat
import subprocess
import time
from pathlib import Path

import pytest
from memcli_proc import chat_file, cli_env, count_turns, integrity, memcli_argv, no_traceback, run, small_chat

CANARY = "Quillnetharp7731"


@pytest.fixture
def chat(tmp_path) -> Path:
    return small_chat(tmp_path)


def test_backup_during_an_ingest_is_consistent_and_private(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    big = chat_file(tmp_path, "big.jsonl", [("user", f"Hamid restocked shelf {n}") for n in range(20000)])
    writer = subprocess.Popen(memcli_argv(db, "ingest", str(big)), env=cli_env(), stderr=subprocess.PIPE)
    time.sleep(1.5)
    copy = tmp_path / "copy.db"
    done = run(db, "backup", str(copy))
    writer.communicate(timeout=300)
    assert done.returncode == 0, done.stderr
    assert integrity(copy) == "ok"
    assert count_turns(copy) in (4, 20004)  # one commit's state, never half an ingest
    assert stat.S_IMODE(copy.stat().st_mode) == 0o600
    again = run(db, "backup", str(copy))
    assert again.returncode == 2 and "already exists" in again.stderr
    assert run(db, "backup", str(copy), "--force").returncode == 0
    assert count_turns(copy) == 20004


def _raw_bytes(db: Path) -> bytes:
    return b"".join(p.read_bytes() for p in (db, Path(f"{db}-wal")) if p.exists())


def _with_canary(tmp_path) -> Path:
    db = tmp_path / "memory.db"
    lines = [("user", f"Reminder {n}: the locker code word is {CANARY} for Solveig.") for n in range(12)]
    lines.append(("user", "Solveig prefers the blue bicycle."))
    assert run(db, "ingest", str(chat_file(tmp_path, "secret.jsonl", lines))).returncode == 0
    assert run(db, "curate").returncode == 0
    return db


def _absent(db: Path) -> bool:
    raw = _raw_bytes(db)
    return CANARY.encode() not in raw and CANARY.lower().encode() not in raw


def test_forget_leaves_no_copy_in_db_or_wal_with_a_second_connection_open(tmp_path):
    db = _with_canary(tmp_path)
    other = sqlite3.connect(db)  # another program with the memory open, between reads
    other.execute("SELECT count(*) FROM turns").fetchone()
    try:
        done = run(db, "forget", "--search", CANARY, "--yes")
        assert done.returncode == 0, done.stderr
        assert _absent(db)
        assert other.execute("SELECT count(*) FROM turns").fetchone()[0] == 1
    finally:
        other.close()
    assert _absent(db)


def test_forget_removes_logged_answers_that_quote_the_turns(tmp_path):
    db = _with_canary(tmp_path)
    asked = run(db, "ask", "what is the locker code word for Solveig")
    assert CANARY.lower() in asked.stdout.lower(), asked.stdout
    assert run(db, "ask", "which bicycle does Solveig prefer").returncode == 0
    done = run(db, "forget", "--search", CANARY, "--yes")
    assert done.returncode == 0, done.stderr
    assert CANARY.lower() not in run(db, "log").stdout.lower()
    assert _absent(db)
    assert "bicycle" in run(db, "log").stdout  # a log line that quotes nothing forgotten stays
    assert "1 logged answer" in done.stdout


def test_forget_blocked_by_a_reader_says_so_and_doctor_finishes(tmp_path):
    db = _with_canary(tmp_path)
    reader = sqlite3.connect(db, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM turns").fetchone()  # holds the old snapshot
    try:
        done = run(db, "forget", "--search", CANARY, "--yes", env=cli_env(MEMCLI_BUSY_TIMEOUT="0.5"))
        assert done.returncode == 1, done.stderr
        assert "-wal" in done.stderr and "doctor --rebuild" in done.stderr
        no_traceback(done)
    finally:
        reader.execute("ROLLBACK")
        reader.close()
    assert run(db, "doctor", "--rebuild").returncode == 0
    assert _absent(db)


def test_doctor_on_healthy_and_damaged_files(tmp_path, chat):
    db = tmp_path / "memory.db"
    big = chat_file(
        tmp_path, "big.jsonl", [("user", f"Teodor weighed parcel {n} at the depot") for n in range(6000)]
    )
    assert run(db, "ingest", str(chat), str(big)).returncode == 0
    healthy = run(db, "doctor")
    assert healthy.returncode == 0 and "ok" in healthy.stdout
    conn = sqlite3.connect(db)
    leaves = [
        r[0] for r in conn.execute("SELECT pageno FROM dbstat WHERE name = 'turns' AND pagetype = 'leaf'")
    ]
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    with open(db, "r+b") as handle:
        for page in leaves[5:8]:
            handle.seek((page - 1) * page_size + 100)
            handle.write(b"\x5a" * 600)
    damaged = run(db, "doctor")
    assert damaged.returncode == 2 and "damaged" in damaged.stdout
    no_traceback(damaged)
    # the backup API copies damaged pages as they are: such a copy must not pass for a good one
    copied = run(db, "backup", str(tmp_path / "copy.db"))
    assert copied.returncode == 2 and "damaged" in copied.stderr and "memcli doctor" in copied.stderr
    assert (tmp_path / "copy.db").exists()  # kept: it may be the only copy
    no_traceback(copied)
    rebuilt = run(db, "doctor", "--rebuild")
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert integrity(db) == "ok"
    assert 5000 < count_turns(db) < 6004
    assert list(tmp_path.glob("memory.db.damaged-*"))
    assert run(db, "history", "--limit", "2").returncode == 0
    # `stats` reads per-session counters: a salvage that copied rows but not them said "0 turns"
    stats = dict(line.split("\t") for line in run(db, "stats", "--tsv").stdout.splitlines()[1:])
    assert int(stats["turns"]) == count_turns(db), stats
