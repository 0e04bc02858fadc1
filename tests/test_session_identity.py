"""Issue 9 item 4: a turn's identity is its content, speaker, timestamp and position, not the
name of the file it came in. A file without session names continues the stored session whose
first turns it repeats (memcli.archive.continued_session): renamed, grown or with other line
ends, the same conversation adds only what is new. Files here are my own."""

from __future__ import annotations

import json
import sqlite3

import pytest

from memcli import Memory
from memcli.archive import OPENING_TURNS

OPENING = ["hey, quick one", "we finally got the keys to the flat on Dunmore Rd", "so tired lol"]


def _text(tmp_path, name: str, lines: list[str], ends: str = "\n"):
    path = tmp_path / name
    path.write_bytes(ends.join(lines).encode() + ends.encode())
    return path


def _ingest(memory, path, **options):
    summary = memory.ingest(str(path), **options)
    return summary.turns_added, summary.sessions


# (stored files, in order; the new file; its (turns added, sessions))
CASES = [
    pytest.param(
        [("first.txt", OPENING)],
        ("copy.txt", OPENING, "\r\n"),
        (0, ["first"]),
        id="other line ends: nothing new",
    ),
    pytest.param(
        [("first.txt", OPENING)],
        ("later.txt", [*OPENING, "ok bed now", "night!"], "\n"),
        (2, ["first"]),
        id="renamed and grown: only the new turns",
    ),
    pytest.param(
        [("first.txt", OPENING[:2])],
        ("later.txt", [*OPENING, "ok bed now"], "\n"),
        (2, ["first"]),
        id="grown from a session shorter than the opening",
    ),
    pytest.param(
        [("first.txt", OPENING)],
        ("short.txt", OPENING[:2], "\r\n"),
        (0, ["first"]),
        id="a shorter copy: all of it stored",
    ),
    pytest.param(
        [("first.txt", OPENING)],
        ("other.txt", [OPENING[0], "did you see the match"], "\n"),
        (2, ["other"]),
        id="one shared greeting is not the same conversation",
    ),
    pytest.param(
        [("first.txt", OPENING)],
        ("other.txt", [*OPENING[:2], "so wired lol", "ok bed now"], "\n"),
        (4, ["other"]),
        id="the opening differs at its last turn",
    ),
    pytest.param(
        [("first.txt", OPENING[:2])],
        ("other.txt", [OPENING[0], "did you see the match", "ok bed now"], "\n"),
        (3, ["other"]),
        id="a short stored session must be whole in the new file",
    ),
]


@pytest.mark.parametrize(("stored", "new", "expected"), CASES)
def test_a_session_less_file_continues_the_session_it_repeats_table(tmp_path, stored, new, expected):
    with Memory(tmp_path / "m.db", create=True) as memory:
        for name, lines in stored:
            _ingest(memory, _text(tmp_path, name, lines))
        name, lines, ends = new
        assert _ingest(memory, _text(tmp_path, name, lines, ends)) == expected


def test_the_longest_match_wins(tmp_path):
    """A one-turn session and a longer one both start the new file (the longer one was stored
    under a name of its own, so it did not continue the short one): the longer one is it."""
    with Memory(tmp_path / "m.db", create=True) as memory:
        _ingest(memory, _text(tmp_path, "hello.txt", OPENING[:1]))
        assert _ingest(memory, _text(tmp_path, "first.txt", OPENING), session="flat") == (3, ["flat"])
        assert _ingest(memory, _text(tmp_path, "later.txt", [*OPENING, "ok bed now"])) == (1, ["flat"])


def test_the_opening_is_three_turns():
    assert OPENING_TURNS == 3  # the table's "differs at its last turn" row is written for three


def test_an_explicit_session_is_kept(tmp_path):
    with Memory(tmp_path / "m.db", create=True) as memory:
        _ingest(memory, _text(tmp_path, "first.txt", OPENING))
        copy = _text(tmp_path, "copy.txt", OPENING, "\r\n")
        assert _ingest(memory, copy, session="work") == (3, ["work"])


def test_records_naming_their_session_keep_it(tmp_path):
    """A JSONL file whose turns carry a session keeps it; only the default session is looked up."""
    chat = tmp_path / "chat.jsonl"
    lines = [{"role": "user", "content": text, "session": "s1"} for text in OPENING]
    chat.write_text("".join(json.dumps(line) + "\n" for line in lines))
    bare = tmp_path / "bare.jsonl"
    bare.write_text(
        "".join(json.dumps({k: v for k, v in line.items() if k != "session"}) + "\n" for line in lines)
    )
    with Memory(tmp_path / "m.db", create=True) as memory:
        assert _ingest(memory, bare) == (3, ["bare"])
        assert _ingest(memory, chat) == (3, ["s1"])
        again = tmp_path / "again.jsonl"
        again.write_text(bare.read_text() + json.dumps({"role": "user", "content": "one more"}) + "\n")
        assert _ingest(memory, again) == (1, ["bare"])


def test_another_speaker_is_another_conversation(tmp_path):
    chat = tmp_path / "a.jsonl"
    chat.write_text(
        "".join(json.dumps({"role": "user", "speaker": "Ana", "content": t}) + "\n" for t in OPENING)
    )
    other = tmp_path / "b.jsonl"
    other.write_text(chat.read_text().replace('"Ana"', '"Bo"'))
    with Memory(tmp_path / "m.db", create=True) as memory:
        _ingest(memory, chat)
        assert _ingest(memory, other) == (3, ["b"])


def test_forgetting_a_turn_forgets_its_session_opening(tmp_path):
    """Nothing derived from a forgotten turn stays: the session's openings go with any of its
    turns, so a renamed copy is a new conversation again."""
    with Memory(tmp_path / "m.db", create=True) as memory:
        _ingest(memory, _text(tmp_path, "first.txt", OPENING))
        kept = memory.db.execute("SELECT count(*) FROM session_openings").fetchone()[0]
        assert kept == OPENING_TURNS
        memory.forget_turns([3])
        assert memory.db.execute("SELECT count(*) FROM session_openings").fetchone()[0] == 0
        assert _ingest(memory, _text(tmp_path, "copy.txt", OPENING, "\r\n")) == (3, ["copy"])


def test_the_migration_fills_the_openings_from_stored_turns(tmp_path):
    from tests.reliability.memcli_proc import undo_migrations

    path = tmp_path / "m.db"
    with Memory(path, create=True) as memory:
        _ingest(memory, _text(tmp_path, "first.txt", [*OPENING, "ok bed now"]))
        _ingest(memory, _text(tmp_path, "hello.txt", OPENING[:1]))
        made = sorted(memory.db.execute("SELECT opening, session, turns FROM session_openings").fetchall())
    undo_migrations(path, "m012_session_openings")
    with sqlite3.connect(path) as conn:
        assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'session_openings'").fetchone()
    with Memory(path) as memory:
        memory.db.execute("SELECT 1")
        assert _ingest(memory, _text(tmp_path, "copy.txt", [*OPENING, "ok bed now", "night!"], "\r\n")) == (
            1,
            ["first"],
        )
        migrated = sorted(
            memory.db.execute("SELECT opening, session, turns FROM session_openings").fetchall()
        )
    assert migrated == made


def test_doctor_rebuild_derives_the_openings_again(tmp_path, cli, db_path):
    first = _text(tmp_path, "first.txt", OPENING)
    assert cli("ingest", str(first)).exit_code == 0
    with sqlite3.connect(db_path) as conn:
        made = sorted(conn.execute("SELECT * FROM session_openings").fetchall())
        conn.execute("DELETE FROM session_openings")
    result = cli("doctor", "--rebuild")
    assert result.exit_code == 0, result.output
    with sqlite3.connect(db_path) as conn:
        assert sorted(conn.execute("SELECT * FROM session_openings").fetchall()) == made


def test_the_cli_says_which_session_a_file_continues(cli, tmp_path):
    first = _text(tmp_path, "first.txt", OPENING)
    assert "continues" not in cli("ingest", str(first)).output
    grown = _text(tmp_path, "grown.txt", [*OPENING, "ok bed now"], "\r\n")
    result = cli("ingest", str(grown))
    assert result.exit_code == 0, result.output
    assert "1 new, 3 already stored" in result.output and "continues session 'first'" in result.output
    same = _text(tmp_path, "same.txt", [*OPENING, "ok bed now"])  # other bytes, the same turns
    assert json.loads(cli("ingest", str(same), "--json").stdout)[0]["continued"] == "first"
