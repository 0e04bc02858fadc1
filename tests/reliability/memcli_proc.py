"""Reliability tests drive the real CLI in subprocesses (`python -m memcli` with this checkout on
PYTHONPATH), because the faults they provoke (kill -9, ulimit -f, another process holding the
lock) only exist between processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def cli_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("MEMCLI_DB", None)
    env.update(extra)
    return env


def memcli_argv(db: Path | str | None, *args: str) -> list[str]:
    head = [sys.executable, "-m", "memcli"]
    return [*head, "--db", str(db), *args] if db is not None else [*head, *args]


def run(db, *args: str, input: bytes | None = None, env: dict | None = None, timeout: float = 120):
    """Run memcli to completion; returns CompletedProcess with text stdout/stderr."""
    done = subprocess.run(
        memcli_argv(db, *args),
        input=input,
        capture_output=True,
        env=env or cli_env(),
        timeout=timeout,
    )
    done.stdout = done.stdout.decode("utf-8", "replace")
    done.stderr = done.stderr.decode("utf-8", "replace")
    return done


def no_traceback(done) -> None:
    assert "Traceback" not in done.stderr, done.stderr
    assert "Traceback" not in done.stdout, done.stdout


def chat_file(folder: Path, name: str, lines: list[tuple[str, str]]) -> Path:
    import json

    path = folder / name
    path.write_text(
        "".join(json.dumps({"role": role, "content": text}) + "\n" for role, text in lines),
        encoding="utf-8",
    )
    return path


def scalar(db: Path, sql: str):
    """One value read from the file with a fresh connection (closed again at once)."""
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql).fetchone()[0]
    finally:
        conn.close()


def integrity(db: Path) -> str:
    return scalar(db, "PRAGMA integrity_check")


def count_turns(db: Path) -> int:
    return scalar(db, "SELECT count(*) FROM turns")


def kill_at_random(argv: list[str], low: float, high: float, rng, env: dict | None = None) -> bool:
    """Start argv, SIGKILL it after a random delay in [low, high) seconds; True if the kill landed
    (the process was still running)."""
    import signal
    import time

    proc = subprocess.Popen(argv, env=env or cli_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(rng.uniform(low, high))
    landed = proc.poll() is None
    if landed:
        proc.send_signal(signal.SIGKILL)
    proc.wait()
    return landed


def undo_last_migration(db: Path) -> None:
    """Make the file look as it did before the newest migration, so the next command that writes
    migrates it (backup first, then the migration, in one transaction)."""
    from memcli.migrations import MIGRATIONS

    undo_migrations(db, MIGRATIONS._migrations[-1].name)


# How to take each migration back out of a file (the newest ones only need to be here).
_UNDO = {
    "m003_entry_vectors": "DROP TABLE entry_vectors",
    "m004_trust_tiers": "ALTER TABLE turns DROP COLUMN trust; ALTER TABLE turns DROP COLUMN flags",
    "m006_questions_log": "DROP TABLE questions_log",
    "m007_entry_author": "ALTER TABLE entries DROP COLUMN author",
    "m008_bounded_lookups": (
        "DROP TRIGGER entries_ai_counts; DROP TRIGGER entries_ad_counts; DROP TRIGGER entries_au_counts;"
        " DROP TRIGGER slot_counts_ai; DROP TRIGGER slot_counts_ad; DROP TRIGGER views_ai_counts;"
        " DROP TRIGGER unparsed_ai_counts; DROP TRIGGER unparsed_ad_counts;"
        " DROP TABLE slot_counts; DROP TABLE view_counts;"
        " DROP INDEX entries_replaced_word; ALTER TABLE entries DROP COLUMN value_word;"
        " DROP INDEX edges_src_seq; ALTER TABLE edges DROP COLUMN dst_seq"
    ),
    # Back to 64 hex characters. The digest's second half is gone: zeros stand for it (m009
    # reads only the first half; tests/test_turn_hashes.py migrates true old digests).
    "m009_binary_turn_hashes": (
        "UPDATE turns SET content_hash = lower(hex(content_hash)) || printf('%032d', 0)"
    ),
    "m010_fts_flush_size": "DELETE FROM turns_fts_config WHERE k = 'hashsize'",
    "m011_sparse_ext_id_index": "DROP INDEX turns_ext_id; CREATE INDEX turns_ext_id ON turns(ext_id)",
    "m012_session_openings": "DROP TRIGGER turns_ad_openings; DROP TABLE session_openings",
    "m013_turn_pieces": (
        "DROP TRIGGER turns_ad; DROP TABLE turn_pieces; CREATE TRIGGER turns_ad AFTER DELETE ON turns BEGIN"
        " INSERT INTO turns_fts(turns_fts, rowid, text) VALUES ('delete', old.id, old.text); END"
    ),
    "m014_said_sentence_tokens": "ALTER TABLE entries DROP COLUMN sentence_tokens",
}


def undo_migrations(db: Path, oldest: str) -> None:
    """Make the file look as it did before migration `oldest` (and every later one)."""
    import sqlite3

    from memcli.migrations import MIGRATIONS, SCHEMA_VERSION

    names = [m.name for m in MIGRATIONS._migrations]
    undone = names[names.index(oldest) :][::-1]
    missing = [name for name in undone if name not in _UNDO]
    assert not missing, f"add how to undo {missing} here, so the tests can migrate into them"
    conn = sqlite3.connect(db)
    for name in undone:
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = ?", (name,))
        conn.executescript(_UNDO[name])
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION - len(undone)}")
    conn.commit()
    conn.close()


def user_version(db: Path) -> int:
    return scalar(db, "PRAGMA user_version")


def kill_loop(phase: str, workdir: Path, count: int, seed: int = 9) -> dict:
    """`count` kill -9s during one phase (setup, ingest, curate, forget, migrate); after each,
    the file must pass integrity_check and the next run must complete (a migrate kill: at the
    current schema version). Returns the figures."""
    import random
    import shutil
    import time

    rng = random.Random(seed)
    small = chat_file(workdir, "small.jsonl", [("user", f"Dorit planted {n} tulips") for n in range(6)])
    big = chat_file(
        workdir,
        "big.jsonl",
        [("user", f"Entry {n}: Anselm repaired the {n}th fence post by the canal.") for n in range(6000)],
    )
    template = workdir / f"template-{phase}.db"
    if phase != "setup" and not template.exists():
        done = run(template, "ingest", str(small), *([str(big)] if phase in ("curate", "migrate") else []))
        assert done.returncode == 0, done.stderr
        if phase == "migrate":
            undo_last_migration(template)

    def command(db: Path) -> list[str]:
        if phase != "setup":
            shutil.copy(template, db)
        return {
            "setup": memcli_argv(db, "ingest", str(small)),
            "ingest": memcli_argv(db, "ingest", str(big)),
            "curate": memcli_argv(db, "curate"),
            "forget": memcli_argv(db, "forget", "--search", "tulips", "--yes"),
            "migrate": memcli_argv(db, "ingest", str(small)),
        }[phase]

    # Kills fall anywhere in one uninterrupted run of the command, timed here on this machine, so
    # they land on a slow machine and a fast one alike (a fixed window missed a 0.3 s forget).
    timed = workdir / f"timed-{phase}.db"
    started = time.monotonic()
    subprocess.run(command(timed), env=cli_env(), capture_output=True, timeout=600)
    window = (0.05, max(0.1, 0.95 * (time.monotonic() - started)))
    figures = {"phase": phase, "runs": 0, "landed": 0, "clean": 0, "window_s": round(window[1], 2)}
    for i in range(count):
        db = workdir / f"{phase}-{i}.db"
        argv = command(db)
        figures["runs"] += 1
        figures["landed"] += kill_at_random(argv, *window, rng)
        if phase == "migrate":  # the kill came after the backup, so during or after migrating
            figures["after_backup"] = figures.get("after_backup", 0) + any(workdir.glob(f"{db.name}.v*.bak"))
        if db.exists() and db.stat().st_size:
            assert integrity(db) == "ok", (phase, i)
        again = run(db, "ingest", str(small), timeout=600)
        assert again.returncode == 0, (phase, i, again.stderr)
        assert integrity(db) == "ok", (phase, i)
        if phase == "migrate":
            from memcli.migrations import SCHEMA_VERSION

            assert user_version(db) == SCHEMA_VERSION, (phase, i)
        figures["clean"] += 1
        for suffix in ("", "-wal", "-shm"):
            Path(str(db) + suffix).unlink(missing_ok=True)
    return figures


def small_chat(folder: Path) -> Path:
    """A small invented chat: two user turns, two assistant turns."""
    return chat_file(
        folder,
        "otter.jsonl",
        [
            ("user", "My name is Wenonah and I keep bees in Tromso."),
            ("assistant", "Bees that far north must be hardy."),
            ("user", "I moved to Bergen last spring."),
            ("assistant", "Bergen has plenty of rain for the flowers."),
        ],
    )
