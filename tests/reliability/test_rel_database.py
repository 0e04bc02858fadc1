"""The database layer under faults, through the real CLI: blank --db, parallel writers, busy
past the timeout, kill -9 during setup/ingest/curate/forget, disk full, a 0400 file, a corrupt
file, empty and foreign files, permissions, and migration backups."""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import subprocess
from pathlib import Path

import pytest
from memcli_proc import (
    chat_file,
    cli_env,
    count_turns,
    integrity,
    kill_loop,
    memcli_argv,
    no_traceback,
    run,
    small_chat,
    undo_last_migration,
)

KILLS = int(os.environ.get("MEMCLI_CI_KILLS", "3"))  # per phase in CI; benchmarks/kill_loop.py: 200


@pytest.fixture
def chat(tmp_path) -> Path:
    return small_chat(tmp_path)


@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_db_option_is_an_error(tmp_path, chat, blank):
    done = run(blank, "forget", "--search", "bees", "--yes")
    assert done.returncode == 2 and "--db" in done.stderr
    no_traceback(done)
    env_done = run(None, "stats", env=cli_env(MEMCLI_DB=blank))
    assert env_done.returncode == 2 and "MEMCLI_DB" in env_done.stderr
    # the folder variable too: blank, it fell back to the user's real memory
    home = tmp_path / "home"
    home.mkdir()
    real = run(None, "ingest", str(chat), env=cli_env(MEMCLI_DIR=str(home)))
    assert real.returncode == 0, real.stderr
    dir_done = run(
        None, "forget", "--search", "bees", "--yes", env=cli_env(MEMCLI_DIR=blank, HOME=str(tmp_path))
    )
    assert dir_done.returncode == 2 and "MEMCLI_DIR" in dir_done.stderr, dir_done.stderr
    no_traceback(dir_done)
    # an explicit --db does not need the folder variable at all
    other = run(tmp_path / "other.db", "ingest", str(chat), env=cli_env(MEMCLI_DIR=blank))
    assert other.returncode == 0, other.stderr


def _parallel(argvs: list[list[str]]) -> list[subprocess.CompletedProcess]:
    procs = [
        subprocess.Popen(a, env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE) for a in argvs
    ]
    return [(p, *p.communicate(timeout=300)) for p in procs]


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
def test_eight_parallel_ingests_store_every_turn_once(tmp_path, chat, existing):
    db = tmp_path / "memory.db"
    if existing:
        assert run(db, "ingest", str(chat)).returncode == 0
    files = [
        chat_file(
            tmp_path, f"part{n}.jsonl", [("user", f"Ilse counted {n * 10 + k} herons") for k in range(3)]
        )
        for n in range(7)
    ]
    argvs = [memcli_argv(db, "ingest", str(f)) for f in files] + [memcli_argv(db, "ingest", str(chat))]
    busy = []
    for argv, (proc, _out, err) in zip(argvs, _parallel(argvs), strict=True):
        assert proc.returncode in (0, 75), err.decode()
        assert b"Traceback" not in err and b"another program" not in err
        # a new memory set up by another process meanwhile is no upgrade: no copy to announce
        assert b"upgrading" not in err, err.decode()
        if proc.returncode == 75:
            busy.append(argv)
    for argv in busy:  # 75 means "try again": a retry must then succeed
        assert subprocess.run(argv, env=cli_env(), capture_output=True).returncode == 0
    assert count_turns(db) == 7 * 3 + 4
    assert integrity(db) == "ok"


def test_busy_past_the_timeout_exits_75(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        other = chat_file(tmp_path, "other.jsonl", [("user", "Pavla sold her kayak")])
        done = run(db, "ingest", str(other), env=cli_env(MEMCLI_BUSY_TIMEOUT="0.5"))
        assert done.returncode == 75, done.stderr
        assert "database busy, try again" in done.stderr
        no_traceback(done)
        reader = run(db, "history")  # WAL readers are not blocked by a writer
        assert reader.returncode == 0, reader.stderr
    finally:
        holder.execute("ROLLBACK")
        holder.close()


@pytest.mark.parametrize("phase", ["setup", "ingest", "curate", "forget", "migrate"])
def test_kill_9_leaves_a_clean_memory_the_next_run_completes(tmp_path, phase):
    figures = kill_loop(phase, tmp_path, KILLS)
    assert figures["clean"] == figures["runs"] == KILLS


def test_disk_full_is_one_sentence_and_writes_nothing(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    big = chat_file(tmp_path, "big.jsonl", [("user", f"Ottavio stacked crate {n} " * 8) for n in range(8000)])
    argv = " ".join(memcli_argv(db, "ingest", str(big)))
    done = subprocess.run(
        ["bash", "-c", f"ulimit -f 400; exec {argv}"], env=cli_env(), capture_output=True, text=True
    )
    assert done.returncode == 2, done.stderr
    assert str(db) in done.stderr and "disk" in done.stderr
    no_traceback(done)
    assert count_turns(db) == 4 and integrity(db) == "ok"


def _without_root_powers(argv: list[str]) -> list[str]:
    """As root, file modes do not bind; drop the capabilities that bypass them."""
    if os.geteuid() != 0:
        return argv
    if not shutil.which("setpriv"):
        pytest.skip("running as root without setpriv: a 0400 file is writable")
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search,-fowner", *argv]


def test_read_only_file_reads_and_refuses_writes_in_one_sentence(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    os.chmod(db, 0o400)
    other = chat_file(tmp_path, "other.jsonl", [("user", "Pavla sold her kayak")])
    for args, code in ((["history"], 0), (["stats"], 0), (["ingest", str(other)], 2)):
        done = subprocess.run(
            _without_root_powers(memcli_argv(db, *args)), env=cli_env(), capture_output=True, text=True
        )
        assert done.returncode == code, (args, done.stderr)
        no_traceback(done)
        if code:
            assert str(db) in done.stderr and "cannot write" in done.stderr


def _as_user(db: Path, *args: str) -> subprocess.CompletedProcess:
    done = subprocess.run(
        _without_root_powers(memcli_argv(db, *args)), env=cli_env(), capture_output=True, text=True
    )
    no_traceback(done)
    return done


def test_questions_on_a_read_only_file_answer_and_skip_their_writes(tmp_path, chat):
    """A question's writes are optional (memcli.writes): on a 0400 file `ask` failed "cannot
    write" over its log line, and `pack` over the catch-up of a memory never curated."""
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    os.chmod(db, 0o400)
    packed = _as_user(db, "pack", "where do I live")
    assert packed.returncode == 0, packed.stderr
    assert "not curated yet: the memory file is read-only" in packed.stderr
    assert _as_user(db, "curate").returncode == 2  # a write the user asked for still fails
    os.chmod(db, 0o600)
    assert run(db, "curate").returncode == 0
    os.chmod(db, 0o400)
    asked = _as_user(db, "ask", "where do I live")
    assert asked.returncode in (0, 3), asked.stderr
    assert "the question was not logged: the memory file is read-only" in asked.stderr


def test_a_memory_in_a_read_only_folder_is_read_and_doctor_does_not_call_it_damaged(tmp_path, chat):
    """SQLite cannot make the -shm index beside a WAL file in a folder it cannot write (a
    read-only mount, someone else's folder): every command failed, and `doctor` called a
    healthy file damaged and advised `--rebuild`."""
    folder = tmp_path / "shelf"
    folder.mkdir()
    db = folder / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    assert run(db, "curate").returncode == 0
    os.chmod(folder, 0o555)
    try:
        for args in (["stats"], ["history"], ["pack", "where do I live"], ["slots"]):
            done = _as_user(db, *args)
            assert done.returncode == 0, (args, done.stderr)
        doctor = _as_user(db, "doctor")
        assert doctor.returncode == 0 and "damaged" not in doctor.stdout, doctor.stdout
        other = chat_file(tmp_path, "other.jsonl", [("user", "Pavla sold her kayak")])
        refused = _as_user(db, "ingest", str(other))
        assert refused.returncode == 2 and str(db) in refused.stderr and "folder" in refused.stderr
    finally:
        os.chmod(folder, 0o755)
    assert sorted(p.name for p in folder.iterdir()) == ["memory.db"]  # nothing written beside it


def test_corrupt_memory_says_run_doctor(tmp_path, chat):
    db = tmp_path / "memory.db"
    big = chat_file(
        tmp_path, "big.jsonl", [("user", f"Runa logged weather reading {n}") for n in range(3000)]
    )
    assert run(db, "ingest", str(chat), str(big)).returncode == 0
    size = db.stat().st_size
    with open(db, "r+b") as handle:
        for offset in range(8192, size, 4096 * 3):
            handle.seek(offset)
            handle.write(b"\xa5" * 700)
    for args in (["stats"], ["history"], ["ask", "where do I live"], ["ingest", str(chat)]):
        done = run(db, *args)
        assert done.returncode == 2, (args, done.stderr)
        assert "memcli doctor" in done.stderr and str(db) in done.stderr
        no_traceback(done)


@pytest.mark.parametrize("args", [["history"], ["stats"], ["pack", "anything"], ["config"]])
def test_read_commands_never_write_into_an_empty_file(tmp_path, args):
    db = tmp_path / "memory.db"
    db.touch()
    done = run(db, *args)
    assert done.returncode == 2 and "empty" in done.stderr
    assert db.stat().st_size == 0


def test_foreign_file_is_refused_untouched(tmp_path, chat):
    db = tmp_path / "notes.db"
    db.write_bytes(b"plain text, not a database at all\n" * 200)
    before = db.read_bytes()
    for args in (["stats"], ["ingest", str(chat)]):
        done = run(db, *args)
        assert done.returncode == 2 and "not a memcli memory file" in done.stderr
        no_traceback(done)
    assert db.read_bytes() == before


def test_private_folder_and_file_whatever_the_umask_or_symlink(tmp_path, chat):
    target = tmp_path / "deep" / "store" / "memory.db"
    link = tmp_path / "link.db"
    link.symlink_to(target)  # dangling until the first ingest
    argv = " ".join(memcli_argv(link, "ingest", str(chat)))
    done = subprocess.run(
        ["bash", "-c", f"umask 000; exec {argv}"], env=cli_env(), capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert stat.S_IMODE(target.parent.stat().st_mode) == 0o700
    os.chmod(target, 0o644)
    shown = run(link, "stats")
    assert shown.returncode == 0 and "readable by other users" in shown.stderr


def test_half_set_up_file_from_an_older_memcli_is_completed(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA application_id = 0")  # what a kill between the old setup's steps left
    conn.execute("PRAGMA user_version = 0")
    conn.close()
    done = run(db, "ingest", str(chat))
    assert done.returncode == 0, done.stderr
    assert count_turns(db) == 4


def test_migration_backs_up_first_and_is_one_transaction(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    undo_last_migration(db)
    done = run(db, "ingest", str(chat))
    assert done.returncode == 0, done.stderr
    backups = list(tmp_path.glob("memory.db.v*.bak"))
    assert len(backups) == 1 and stat.S_IMODE(backups[0].stat().st_mode) == 0o600
    assert count_turns(backups[0]) == 4 and count_turns(db) == 4
    assert integrity(db) == "ok"


def test_same_bytes_under_another_name_or_on_stdin_add_nothing(tmp_path, chat):
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    copy = tmp_path / "otter (1).jsonl"
    copy.write_bytes(chat.read_bytes())
    again = run(db, "ingest", str(copy), "--json")
    assert again.returncode == 0, again.stderr
    assert '"turns_added": 0' in again.stdout
    piped = run(db, "ingest", "-", input=chat.read_bytes())
    assert piped.returncode == 0, piped.stderr
    assert count_turns(db) == 4


def test_the_same_conversation_renamed_grown_or_with_other_line_ends_adds_only_what_is_new(tmp_path):
    """Issue 9 item 4 through the real CLI: a text export without session names continues the
    stored session whose first turns it repeats (memcli.archive.continued_session)."""
    db = tmp_path / "memory.db"
    lines = ["hiya", "the boiler's making that noise again", "I'll ring the landlord tomorrow"]
    (tmp_path / "boiler.txt").write_text("\n".join(lines) + "\n")
    assert run(db, "ingest", str(tmp_path / "boiler.txt")).returncode == 0
    (tmp_path / "export-2.txt").write_bytes(("\r\n".join(lines) + "\r\n").encode())
    (tmp_path / "export-3.txt").write_text("\n".join([*lines, "landlord says Thursday"]) + "\n")
    for name, added in (("export-2.txt", 0), ("export-3.txt", 1)):
        result = run(db, "ingest", str(tmp_path / name), "--json")
        assert result.returncode == 0, result.stderr
        assert f'"turns_added": {added}' in result.stdout and '"boiler"' in result.stdout
    assert count_turns(db) == 4
