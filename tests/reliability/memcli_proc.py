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


def integrity(db: Path) -> str:
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def count_turns(db: Path) -> int:
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        return conn.execute("SELECT count(*) FROM turns").fetchone()[0]
    finally:
        conn.close()


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


def kill_loop(phase: str, workdir: Path, count: int, seed: int = 9) -> dict:
    """`count` kill -9s during one phase (setup, ingest, curate, forget); after each, the file
    must pass integrity_check and the next run must complete. Returns the figures."""
    import random
    import shutil

    rng = random.Random(seed)
    small = chat_file(workdir, "small.jsonl", [("user", f"Dorit planted {n} tulips") for n in range(6)])
    big = chat_file(
        workdir,
        "big.jsonl",
        [("user", f"Entry {n}: Anselm repaired the {n}th fence post by the canal.") for n in range(6000)],
    )
    template = workdir / f"template-{phase}.db"
    if phase != "setup" and not template.exists():
        done = run(template, "ingest", str(small), *([str(big)] if phase == "curate" else []))
        assert done.returncode == 0, done.stderr
    figures = {"phase": phase, "runs": 0, "landed": 0, "clean": 0}
    for i in range(count):
        db = workdir / f"{phase}-{i}.db"
        if phase == "setup":
            argv, window = memcli_argv(db, "ingest", str(small)), (0.2, 2.5)
        else:
            shutil.copy(template, db)
            argv, window = {
                "ingest": (memcli_argv(db, "ingest", str(big)), (0.8, 4.0)),
                "curate": (memcli_argv(db, "curate"), (0.8, 6.0)),
                "forget": (memcli_argv(db, "forget", "--search", "tulips", "--yes"), (0.6, 2.5)),
            }[phase]
        figures["runs"] += 1
        figures["landed"] += kill_at_random(argv, *window, rng)
        if db.exists() and db.stat().st_size:
            assert integrity(db) == "ok", (phase, i)
        again = run(db, "ingest", str(small), timeout=600)
        assert again.returncode == 0, (phase, i, again.stderr)
        assert integrity(db) == "ok", (phase, i)
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
