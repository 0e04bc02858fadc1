"""The terminal side of issue 11, through a pseudo-terminal: listings are tables sized to the
terminal, progress bars appear on stderr while curating, colour follows NO_COLOR, and the same
commands print plain rows and no bar when piped (test_cli_pipes.py)."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import SAMPLES

REPO = Path(__file__).resolve().parent.parent
ANSI = re.compile(r"\x1b\[[0-9;?]*[a-zA-Z]")


def in_terminal(db: Path, *args: str, columns: int = 100, env: dict | None = None) -> tuple[int, str]:
    """Run `memcli` with stdin, stdout and stderr on one pseudo-terminal; (exit code, output)."""
    master, slave = pty.openpty()
    environ = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "PYTHONPATH": str(REPO),
        "MEMCLI_DIR": str(db.parent),
        "MEMCLI_DB": str(db),
        "TERM": "xterm-256color",
        "COLUMNS": str(columns),
        "LINES": "40",
    }
    environ.update(env or {})
    proc = subprocess.Popen(
        [sys.executable, "-m", "memcli", *args], stdin=slave, stdout=slave, stderr=slave, env=environ
    )
    os.close(slave)
    chunks = []
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
        elif proc.poll() is not None:
            break
    proc.wait(timeout=30)
    os.close(master)
    return proc.returncode, b"".join(chunks).decode("utf-8", "replace")


def piped(db: Path, *args: str) -> subprocess.CompletedProcess:
    environ = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(REPO),
        "MEMCLI_DIR": str(db.parent),
        "MEMCLI_DB": str(db),
    }
    return subprocess.run(
        [sys.executable, "-m", "memcli", *args], capture_output=True, text=True, env=environ
    )


@pytest.fixture(scope="module")
def story(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("tty") / "memory.db"
    assert piped(db, "ingest", str(SAMPLES / "story.jsonl")).returncode == 0
    assert piped(db, "curate").returncode == 0
    return db


def test_listings_are_tables_sized_to_the_terminal(story):
    code, output = in_terminal(story, "history", "--limit", "5", columns=90)
    assert code == 0, output
    text = ANSI.sub("", output)
    assert "┏" in text or "━" in text  # a drawn table, not TSV
    assert "2024-03-10 09:02" in text  # dates short, on one line
    assert "+00:00" not in text
    assert max(len(line) for line in text.splitlines()) <= 90


def test_ask_on_a_terminal_says_the_intent_and_why(story):
    code, output = in_terminal(story, "ask", "where does Mira work")
    text = ANSI.sub("", output)
    assert code == 0 and "Beryl" in text
    assert "current question (auto-detected: no past-time wording in the question)" in text


def test_no_color_is_honoured(story):
    _, coloured = in_terminal(story, "ask", "what is the name of Mira's dentist")
    _, plain = in_terminal(story, "ask", "what is the name of Mira's dentist", env={"NO_COLOR": "1"})
    assert "\x1b[33m" in coloured  # the abstention in yellow
    assert not re.search(r"\x1b\[(?:3[0-9]|9[0-7]|38;)", plain)  # no colour at all
    assert "Nothing in memory answers this" in ANSI.sub("", plain)


def test_curate_shows_a_progress_bar_on_a_terminal_and_nothing_in_a_pipe(tmp_path):
    # Enough invented turns that curation runs in several batches.
    lines = []
    for n in range(600):
        who = ("Ysolde", "Bartek", "Wen")[n % 3]
        lines.append(
            {
                "role": "user",
                "name": who,
                "content": f"On day {n} {who} repaired bicycle number {n} in the workshop on Kestrel Lane.",
                "session": f"day{n // 50}",
            }
        )
    chat = tmp_path / "workshop.jsonl"
    chat.write_text("".join(json.dumps(line) + "\n" for line in lines))
    db = tmp_path / "memory.db"
    assert piped(db, "ingest", str(chat)).returncode == 0
    copy = tmp_path / "copy.db"
    assert piped(copy, "ingest", str(chat)).returncode == 0
    code, output = in_terminal(db, "curate")
    assert code == 0, output
    assert "curating" in output and "/600" in ANSI.sub("", output)  # the bar, with counts
    done = piped(copy, "curate")
    assert done.returncode == 0 and "curating" not in done.stderr and "\x1b" not in done.stderr
