"""A question asked while another process holds the write lock (a long ingest) is answered,
not failed busy: the writes a question can do without (catching the view up, caching its
evidence, logging it) wait only the short optional timeout, are skipped with one warning line
each, and happen as usual on the next question once the lock is free (memcli.writes)."""

from __future__ import annotations

import json
import sqlite3
import time
from contextlib import contextmanager

import pytest
from memcli_proc import chat_file, cli_env, no_traceback, run

from memcli.writes import CURATION, QUESTION_EVIDENCE, QUESTION_LOG, write_is_optional

# A busy timeout far longer than the test: a question that waited for it would fail the time bound.
BUSY = cli_env(MEMCLI_BUSY_TIMEOUT="120", MEMCLI_OPTIONAL_WRITE_TIMEOUT="0.3")
FAST_ENOUGH_S = 60  # the CLI's own start and spaCy dominate; waiting 120 s would exceed it


@pytest.mark.parametrize(
    ("write", "curator", "optional"),
    [
        (QUESTION_EVIDENCE, "rules", True),  # packed from memory instead
        (QUESTION_LOG, "parse", True),  # the answer is given either way
        (CURATION, "parse", True),  # answered from the view as last curated, and the archive
        (CURATION, "rules", True),
        (CURATION, "llm", False),  # a model's output is paid for and is what the user chose
        ("ingest", "parse", False),  # what the user asked to store waits the full busy timeout
        ("remember", "parse", False),
        ("forget", "parse", False),
        ("settings", "parse", False),
    ],
)
def test_which_writes_a_question_can_do_without(write, curator, optional):
    assert write_is_optional(write, curator=curator) is optional


@pytest.fixture
def memory(tmp_path):
    db = tmp_path / "memory.db"
    chat = chat_file(
        tmp_path,
        "orchard.jsonl",
        [
            ("user", "I work at Pellbrook Cidery as a press operator."),
            ("assistant", "Busy season must be hectic."),
            ("user", "Frankly the Larchfield ferrets steal every glove left near the shed door."),
            ("user", "Maybe the night train to Quorvik later, if the tickets are cheap."),
        ],
    )
    assert run(db, "ingest", str(chat)).returncode == 0
    return db


@contextmanager
def write_lock_held(db):
    """Another process's long write: BEGIN IMMEDIATE held on a connection of its own."""
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def ask(db, *args: str, env=None):
    started = time.monotonic()
    done = run(db, "ask", *args, "--json", env=env)
    no_traceback(done)
    assert done.returncode in (0, 3), done.stderr
    return json.loads(done.stdout), done.stderr, time.monotonic() - started


def rows(db, sql: str) -> list[tuple]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_a_new_question_during_a_long_write_is_answered_and_cached_after(memory):
    question = "what do the ferrets steal"
    assert run(memory, "curate", "--curator", "rules").returncode == 0
    with write_lock_held(memory):
        busy, stderr, took = ask(memory, question, "--curator", "rules", env=BUSY)
    assert took < FAST_ENOUGH_S
    assert any("evidence was not cached" in w and "busy" in w for w in busy["warnings"]), busy
    assert any("not logged" in w for w in busy["warnings"])
    assert "evidence was not cached" in stderr
    assert "glove" in (busy["answer"] or "")
    assert any(i["kind"] == "entry" and "glove" in i["text"] for i in busy["items"])  # from memory
    assert rows(memory, "SELECT count(*) FROM evidence_runs") == [(0,)]  # nothing half-stored
    assert rows(memory, "SELECT count(*) FROM questions_log") == [(0,)]

    free, _, _ = ask(memory, question, "--curator", "rules")
    assert free["warnings"] == []
    assert free["answer"] == busy["answer"]
    assert rows(memory, "SELECT count(*) FROM evidence_runs") == [(1,)]  # cached as usual
    assert rows(memory, "SELECT count(*) FROM questions_log") == [(1,)]


def test_a_question_before_the_first_curation_answers_from_the_archive(memory):
    with write_lock_held(memory):
        busy, _, took = ask(memory, "where do I work", env=BUSY)
        pack = run(memory, "pack", "where do I work", "--json", env=BUSY)
    assert took < FAST_ENOUGH_S
    assert any("4 newer turns not curated yet" in w for w in busy["warnings"]), busy
    assert pack.returncode == 0, pack.stderr
    assert "Pellbrook" in pack.stdout and "not curated yet" in pack.stderr
    assert rows(memory, "SELECT count(*) FROM views") == [(0,)]

    free, _, _ = ask(memory, "where do I work")
    assert free["warnings"] == [] and "Pellbrook" in free["answer"]
    assert rows(memory, "SELECT count(*) FROM views") == [(1,)]


def test_an_asked_question_during_a_long_write_only_skips_the_log(memory):
    assert run(memory, "curate").returncode == 0
    with write_lock_held(memory):
        busy, _, _ = ask(memory, "where do I work", env=BUSY)
    assert busy["warnings"] == [
        "the question was not logged: the memory was busy (another memcli is writing)"
    ]
    assert "Pellbrook" in busy["answer"]
