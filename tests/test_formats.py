"""Format readers: each format from a small fixture, detection, and every kind of bad input.

Pure reader tests: no database of memcli's. The llm logs.db fixtures are built with sqlite3
in tmp_path, with the columns the real llm CLI writes (both its schemas).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from memcli.errors import InputError
from memcli.formats import FORMATS, HEAD_SIZE, detect_format, normalize_timestamp, read_turns
from memcli.types import TurnRecord

FIXTURES = Path(__file__).parent / "fixtures" / "formats"
SAMPLES = Path(__file__).parent.parent / "sample_histories"


def turns(path: Path | str, fmt: str = "auto") -> list[TurnRecord]:
    return list(read_turns(str(path), fmt))


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def error_of(path: Path | str, fmt: str = "auto", *, data: bytes | None = None) -> InputError:
    with pytest.raises(InputError) as info:
        list(read_turns(str(path), fmt, data=data))
    return info.value


# ---------------------------------------------------------------------------------------------
# Reading each format


def test_jsonl_fields_and_lines() -> None:
    got = turns(FIXTURES / "chat.jsonl")
    assert got[0] == TurnRecord(
        text="I live in Paris.",
        speaker="Mira",
        role="user",
        session="s1",
        timestamp="2024-03-10T09:00:00+00:00",
        ext_id="m1",
        line=1,
    )
    # The blank line 2 is skipped but still counted; text parts joined, the image part dropped.
    assert got[1].line == 3
    assert got[1].text == "Noted.\nParis it is."
    assert (got[1].role, got[1].speaker, got[1].session) == ("assistant", "assistant", "s1")
    assert got[1].timestamp == "2024-03-10T09:01:00+00:00"  # epoch seconds, in UTC
    assert got[2] == TurnRecord(
        text="Hello from Tom.", speaker="Tom", role=None, session="7", timestamp="2024-03-11", line=4
    )
    assert (got[3].role, got[3].speaker, got[3].text) == ("user", "human", "Aliased role.")
    assert got[3].timestamp == "2024-03-12T10:00:00+02:00"
    assert (got[4].role, got[4].speaker) == (None, "Odile")


def test_jsonl_line_with_a_whole_conversation(tmp_path: Path) -> None:
    line = {
        "messages": [{"role": "user", "content": "Hi."}, {"role": "assistant", "content": "Hey."}],
        "session": "ft",
    }
    path = write(tmp_path, "ft.jsonl", json.dumps(line) + "\n" + json.dumps(line) + "\n")
    got = turns(path)
    assert [t.text for t in got] == ["Hi.", "Hey.", "Hi.", "Hey."]
    assert [t.line for t in got] == [1, 1, 2, 2]
    assert {t.session for t in got} == {"ft"}


def test_openai_list_skips_tool_call_stubs() -> None:
    got = turns(FIXTURES / "openai.json")
    assert [(t.role, t.text) for t in got] == [
        ("system", "You are terse."),
        ("user", "Hi."),
        ("assistant", "Hello."),
    ]
    assert all(t.line is None and t.session is None for t in got)


def test_openai_object_with_messages_and_session() -> None:
    got = turns(SAMPLES / "openai_messages.json")
    assert {t.session for t in got} == {"trip-planning"}
    assert got[3].text == "Four days.\nI travel with my friend Jonas."
    assert not any(t.text.startswith("{") for t in got)


def test_chatgpt_follows_the_branch_to_current_node() -> None:
    got = turns(FIXTURES / "chatgpt.json")
    first = [t for t in got if t.session == "Bikes"]
    # The empty system message and the abandoned branches are left out; a non-string part too.
    assert [t.text for t in first] == ["Name my bike.", "Comet?", "It is green.", "Basil."]
    assert [t.role for t in first] == ["user", "assistant", "user", "assistant"]
    assert first[0].ext_id == "msg-u1"
    assert first[1].timestamp == "2024-06-01T08:00:01+00:00"


def test_chatgpt_last_child_without_current_node_and_repeated_titles() -> None:
    got = turns(FIXTURES / "chatgpt.json")
    second = [t for t in got if t.session != "Bikes"]
    assert [t.text for t in second] == ["First question.", "Regenerated answer."]
    assert {t.session for t in second} == {"Bikes (conv-2)"}  # two "Bikes" must not merge


def test_locomo_sessions_in_numeric_order_with_dates_and_ids() -> None:
    got = turns(FIXTURES / "locomo.json")
    assert [t.ext_id for t in got] == ["D1:1", "D1:2", "D2:1", "D10:1"]
    assert [t.session for t in got] == ["conv-x:session_1"] * 2 + ["conv-x:session_2", "conv-x:session_10"]
    assert got[0].timestamp == "2023-05-08T13:56:00"
    assert got[2].timestamp == "2023-09-13T00:09:00"  # 12:09 am
    assert got[1].text == "Look at this. [shares an image: a photo of a mountain]"
    assert (got[0].speaker, got[0].role) == ("Ana", None)


def test_locomo_single_sample_object(tmp_path: Path) -> None:
    sample = json.loads((FIXTURES / "locomo.json").read_text())[0]
    path = write(tmp_path, "one.json", json.dumps(sample, indent=1))
    assert detect_format(str(path), path.read_bytes()) == "locomo"
    assert [t.ext_id for t in turns(path)] == ["D1:1", "D1:2", "D2:1", "D10:1"]


def test_facts_skip_the_header_and_sort_by_number() -> None:
    got = turns(FIXTURES / "facts.txt")
    assert [(t.ext_id, t.text, t.line) for t in got] == [
        ("0", "The capital of Veltria is Orvan.", 3),
        ("1", "Karin Holt was born in the city of Dunmore.", 4),
        ("2", "The capital of Veltria is Kessa.", 2),
    ]
    assert all(t.role is None and t.speaker is None for t in got)


def test_plain_text_lines_and_speakers() -> None:
    got = turns(FIXTURES / "notes.txt")
    assert [(t.line, t.speaker, t.role, t.text) for t in got] == [
        (1, None, None, "Buy green tea."),
        (3, "Mira", None, "I moved to Lyon."),
        (4, None, None, "Dr. Smith: not a speaker, the name has a full stop."),
        (5, "User", "user", "A role as speaker."),
        (6, None, None, "The meeting is at 10:30 tomorrow."),
    ]


def _legacy_logs_db(path: Path) -> Path:
    """An llm logs.db as llm wrote it before its message store: the `responses` table."""
    conn = sqlite3.connect(path)
    conn.execute(
        'CREATE TABLE "responses" ("id" TEXT PRIMARY KEY, "model" TEXT, "prompt" TEXT, "system" TEXT, '
        '"prompt_json" TEXT, "options_json" TEXT, "response" TEXT, "response_json" TEXT, '
        '"conversation_id" TEXT, "duration_ms" INTEGER, "datetime_utc" TEXT, "input_tokens" INTEGER, '
        '"output_tokens" INTEGER, "token_details" TEXT, "schema_id" TEXT)'
    )
    rows = [
        ("r2", "echo", "We moved to Lyon.", None, "Noted.", "c2", "2024-05-02T10:00:00.500000"),
        ("r1", "echo", "I work at Acme.", "Be brief.", "OK.", "c1", "2024-05-01T09:00:00.123456"),
        ("r3", "echo", "My manager is Tom.", None, "", "c1", "2024-05-03T08:00:00"),
    ]
    conn.executemany(
        "INSERT INTO responses (id, model, prompt, system, response, conversation_id, "
        "datetime_utc) VALUES (?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.commit()
    conn.close()
    return path


def test_llm_logs_legacy_responses(tmp_path: Path) -> None:
    got = turns(_legacy_logs_db(tmp_path / "logs.db"))
    assert [(t.role, t.text, t.session) for t in got] == [
        ("user", "I work at Acme.", "c1"),
        ("assistant", "OK.", "c1"),
        ("user", "We moved to Lyon.", "c2"),
        ("assistant", "Noted.", "c2"),
        ("user", "My manager is Tom.", "c1"),  # an empty response makes no turn
    ]
    assert got[0].timestamp == "2024-05-01T09:00:00+00:00"
    assert (got[0].ext_id, got[1].ext_id) == ("r1/prompt", "r1/response")


def _message_store_db(path: Path) -> Path:
    """An llm logs.db as llm 0.36 writes it: threads, turns, and content-addressed messages."""
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE responses (id TEXT PRIMARY KEY, prompt TEXT, system TEXT, response TEXT,
            conversation_id TEXT, datetime_utc TEXT, model TEXT);
        CREATE TABLE threads (id TEXT PRIMARY KEY, name TEXT, tip_message_hash TEXT,
            forked_from TEXT, datetime_utc TEXT);
        CREATE TABLE turns (id TEXT PRIMARY KEY, thread_id TEXT, parent_message_hash TEXT,
            tip_message_hash TEXT, model TEXT, datetime_utc TEXT);
        CREATE TABLE messages (hash TEXT PRIMARY KEY, parent_hash TEXT, role TEXT, provider_metadata TEXT);
        CREATE TABLE parts (id INTEGER PRIMARY KEY, message_hash TEXT, position INTEGER, type TEXT,
            tool_name TEXT, text TEXT, payload TEXT);
        CREATE TABLE fragments (id INTEGER PRIMARY KEY, hash TEXT, content TEXT);
    """)
    messages = [
        ("s", None, "system"),
        ("u1", "s", "user"),
        ("a1", "u1", "assistant"),
        ("u2", "a1", "user"),
        ("a2", "u2", "assistant"),
        ("u3", None, "user"),
        ("a3", "u3", "assistant"),
    ]
    conn.executemany("INSERT INTO messages (hash, parent_hash, role) VALUES (?, ?, ?)", messages)
    parts = [
        ("s", "text", "Be brief.", None),
        ("u1", "text", "I work at Acme.", None),
        ("a1", "reasoning", "thinking...", None),
        ("a1", "text", "OK.", None),
        ("u2", "text", None, json.dumps({"text_ref": [{"fragment": 1}, {"literal": "Summarize."}]})),
        ("a2", "text", "A summary.", None),
        ("u3", "text", "I work at Acme.", None),
        ("a3", "text", "OK again.", None),
    ]
    for position, (message, kind, text, payload) in enumerate(parts):
        conn.execute(
            "INSERT INTO parts (message_hash, position, type, text, payload) VALUES (?, ?, ?, ?, ?)",
            (message, position, kind, text, payload),
        )
    conn.execute("INSERT INTO fragments (id, content) VALUES (1, 'A long attached document.')")
    conn.executemany(
        "INSERT INTO turns (id, thread_id, parent_message_hash, tip_message_hash, datetime_utc) "
        "VALUES (?, ?, ?, ?, ?)",
        [
            ("t1", "th1", "u1", "a1", "2026-01-01T10:00:00.100000+00:00"),
            ("t2", "th1", "u2", "a2", "2026-01-01T10:05:00+00:00"),
            ("t3", "th2", "u3", "a3", "2026-01-02T08:00:00+00:00"),
        ],
    )
    conn.commit()
    conn.close()
    return path


def test_llm_logs_message_store(tmp_path: Path) -> None:
    got = turns(_message_store_db(tmp_path / "logs.db"))
    # Each turn once (a continued conversation does not repeat its history), fragments and
    # reasoning left out, the system prompt not a turn.
    assert [(t.session, t.role, t.text) for t in got] == [
        ("th1", "user", "I work at Acme."),
        ("th1", "assistant", "OK."),
        ("th1", "user", "Summarize."),
        ("th1", "assistant", "A summary."),
        ("th2", "user", "I work at Acme."),
        ("th2", "assistant", "OK again."),
    ]
    assert got[0].timestamp == "2026-01-01T10:00:00+00:00"
    assert got[1].ext_id == "t1/response"


def test_llm_logs_from_stdin(tmp_path: Path) -> None:
    data = _legacy_logs_db(tmp_path / "logs.db").read_bytes()
    assert detect_format("-", data) == "llm-logs"
    assert len(list(read_turns("-", data=data))) == 5


def test_stdin_jsonl() -> None:
    data = b'{"role": "user", "content": "From a pipe."}\n'
    got = list(read_turns("-", data=data))
    assert got == [TurnRecord(text="From a pipe.", speaker="user", role="user", line=1)]


def test_sample_histories_all_read() -> None:
    expected = {
        "story.jsonl": "jsonl",
        "openai_messages.json": "openai",
        "facts.txt": "facts",
        "chatgpt_conversations.json": "chatgpt",
        "locomo_sample.json": "locomo",
        "notes.txt": "text",
    }
    for name, fmt in expected.items():
        path = SAMPLES / name
        assert detect_format(str(path), path.read_bytes()[:HEAD_SIZE]) == fmt, name
        assert turns(path, fmt), name
    story = turns(SAMPLES / "story.jsonl")
    assert 25 <= len(story) <= 40
    assert {t.session for t in story} == {"s1", "s2", "s3", "s4"}
    assert {t.speaker for t in story if t.role == "user"} == {"Mira"}


# ---------------------------------------------------------------------------------------------
# Detection


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("chat.jsonl", "jsonl"),
        ("openai.json", "openai"),
        ("chatgpt.json", "chatgpt"),
        ("locomo.json", "locomo"),
        ("facts.txt", "facts"),
        ("notes.txt", "text"),
    ],
)
def test_detect_fixtures(name: str, fmt: str) -> None:
    path = FIXTURES / name
    assert detect_format(str(path), path.read_bytes()[:HEAD_SIZE]) == fmt


@pytest.mark.parametrize(
    ("content", "fmt"),
    [
        ('{"role": "user", "content": "one line"}\n', "jsonl"),
        ('\n\n  {"text": "leading blank lines"}\n{"text": "b"}\n', "jsonl"),
        ('{\n  "messages": [\n    {"role": "user", "content": "hi"}\n  ]\n}\n', "openai"),
        ('{"messages": [{"role": "user", "content": "hi"}]}', "openai"),
        ('{\n "title": "t", "mapping": {}, "current_node": null\n}', "chatgpt"),
        ('[{"speaker": "Ana", "text": "hi"}]', "openai"),
        ("1. First fact.\n2. Second fact.\n", "facts"),
        ("\ufeffFacts follow:\n0. A.\n1. B.\n2. C.\n", "facts"),
        ("[10:30] Mira: a log line, not JSON\n", "text"),
        ("{braces} in a note\n", "text"),
        ("1. One numbered line\nthen prose\nand more prose\n", "text"),
    ],
)
def test_detect_by_content(tmp_path: Path, content: str, fmt: str) -> None:
    path = write(tmp_path, "input", content)
    assert detect_format(str(path), path.read_bytes()) == fmt


def test_detect_sqlite(tmp_path: Path) -> None:
    path = _legacy_logs_db(tmp_path / "x.bin")
    assert detect_format(str(path), path.read_bytes()[:100]) == "llm-logs"


def test_formats_tuple() -> None:
    assert FORMATS == ("auto", "jsonl", "openai", "chatgpt", "locomo", "llm-logs", "facts", "text")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, None),
        ("", None),
        (0, "1970-01-01T00:00:00+00:00"),
        (1710061260.75, "2024-03-10T09:01:00+00:00"),
        (1710061260000, "2024-03-10T09:01:00+00:00"),  # milliseconds
        ("1710061260", "2024-03-10T09:01:00+00:00"),
        ("2024-03-10T09:01:00Z", "2024-03-10T09:01:00+00:00"),
        ("2024-03-10 09:01", "2024-03-10T09:01:00"),
        ("2024-03-10", "2024-03-10"),
        ("1:56 pm on 8 May, 2023", "2023-05-08T13:56:00"),
    ],
)
def test_normalize_timestamp(value: object, expected: str | None) -> None:
    assert normalize_timestamp(value) == expected


@pytest.mark.parametrize("value", ["yesterday", "2024-13-01", True, [2024], "2024-02-30"])
def test_normalize_timestamp_refuses(value: object) -> None:
    with pytest.raises(ValueError):
        normalize_timestamp(value)


# ---------------------------------------------------------------------------------------------
# Bad input: one clear InputError naming the file and, where it applies, the line


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.jsonl"
    err = error_of(path)
    assert str(path) in err.message and "no such file" in err.message


def test_directory(tmp_path: Path) -> None:
    err = error_of(tmp_path)
    assert err.message == f"{tmp_path}: is a directory, not a file"


@pytest.mark.parametrize("content", [b"", b"  \n\n\t \r\n"])
def test_empty_file(tmp_path: Path, content: bytes) -> None:
    path = write(tmp_path, "empty.jsonl", content)
    err = error_of(path)
    assert err.message.startswith(f"{path}: file ")
    assert "empty" in err.message or "whitespace" in err.message


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        (bytes(range(1, 9)) * 40, "binary"),
        (b"PK\x03\x04\x14\x00", "zip"),
        (b"\x1f\x8b\x08\x00", "gzip"),
        ("hi\n".encode("utf-16"), "UTF-16"),
    ],
)
def test_binary_files(tmp_path: Path, content: bytes, words: str) -> None:
    path = write(tmp_path, "blob", content)
    err = error_of(path)
    assert str(path) in err.message and words in err.message


def test_invalid_utf8_raises_on_first_next(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.jsonl", b'{"text": "a"}\n{"text": "b"}\n{"text": "caf\xe9"}\n')
    stream = read_turns(str(path))  # a generator: nothing read yet
    with pytest.raises(InputError) as info:
        next(stream)
    assert info.value.line == 3
    assert info.value.message.startswith(f"{path}:3: invalid UTF-8")


def test_invalid_utf8_after_the_first_block(tmp_path: Path) -> None:
    filler = b'{"text": "padding padding padding padding"}\n' * (HEAD_SIZE // 40)
    path = write(tmp_path, "late.txt", filler.replace(b"{", b"x") + b"bad \xff byte\n")
    lines = filler.count(b"\n")
    err = error_of(path, "text")
    assert err.line == lines + 1 and f"{path}:{lines + 1}: invalid UTF-8" in err.message


def test_invalid_utf8_in_whole_json(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.json", b'[\n{"role": "user",\n "content": "\xc3("}\n]\n')
    err = error_of(path, "openai")
    assert err.line == 3 and "UTF-8" in err.message


def test_malformed_json_line_in_the_middle(tmp_path: Path) -> None:
    path = write(tmp_path, "mid.jsonl", '{"text": "a"}\n{"text": "b",}\n{"text": "c"}\n')
    err = error_of(path)
    assert err.message.startswith(f"{path}:2: invalid JSON") and "truncated" not in err.message


@pytest.mark.parametrize("tail", ['{"text": "c', '{"text": "c"', '{"text": "c", '])
def test_truncated_last_line(tmp_path: Path, tail: str) -> None:
    path = write(tmp_path, "cut.jsonl", '{"text": "a"}\n{"text": "b"}\n' + tail)
    err = error_of(path)
    assert err.message.startswith(f"{path}:3: invalid JSON") and "truncated" in err.message


def test_truncated_whole_json(tmp_path: Path) -> None:
    content = '[\n  {"role": "user", "content": "hi"},\n  {"role": "assistant", "con'
    path = write(tmp_path, "cut.json", content)
    err = error_of(path)
    assert err.line == 3 and "truncated" in err.message


@pytest.mark.parametrize(
    "content",
    [
        "[1, 2, 3]",
        '{\n  "foo": 1\n}\n',
        '[{"foo": 1}]',
        '"just a string"\n',
    ],
)
def test_unknown_json_shape(tmp_path: Path, content: str) -> None:
    path = write(tmp_path, "odd.json", content)
    fmt = "auto" if content.startswith(("[", "{")) else "openai"
    err = error_of(path, fmt)
    assert str(path) in err.message and "accepted" in err.message


def test_empty_json_array(tmp_path: Path) -> None:
    err = error_of(write(tmp_path, "none.json", "[]"))
    assert "empty" in err.message


def test_lone_surrogate_in_jsonl(tmp_path: Path) -> None:
    path = write(tmp_path, "sur.jsonl", '{"text": "ok"}\n{"text": "bad \\ud800 here"}\n')
    err = error_of(path)
    assert err.message.startswith(f"{path}:2:") and "surrogate" in err.message


def test_lone_surrogate_in_whole_json(tmp_path: Path) -> None:
    content = (
        '[\n {"role": "user", "content": "fine \\ud83d\\ude00"},\n {"role": "user", "content": "x\\udc00"}\n]'
    )
    path = write(tmp_path, "sur.json", content)
    err = error_of(path)
    assert err.line == 3 and err.where == "$[1]" and "surrogate" in err.message


def test_valid_surrogate_pair_is_fine(tmp_path: Path) -> None:
    path = write(tmp_path, "pair.jsonl", '{"text": "smile \\ud83d\\ude00"}\n')
    assert turns(path)[0].text == "smile \U0001f600"


@pytest.mark.parametrize(
    "line",
    [
        '{"role": "user"}',
        '{"role": "user", "content": "   "}',
        '{"role": "user", "content": []}',
        '{"content": {"x": 1}}',
    ],
)
def test_turn_without_text(tmp_path: Path, line: str) -> None:
    path = write(tmp_path, "notext.jsonl", '{"text": "a"}\n' + line + "\n")
    err = error_of(path)
    assert err.message.startswith(f"{path}:2:") and "text" in err.message


def test_turn_without_text_in_locomo(tmp_path: Path) -> None:
    doc = json.loads((FIXTURES / "locomo.json").read_text())
    doc[0]["conversation"]["session_2"][0]["text"] = " "
    err = error_of(write(tmp_path, "l.json", json.dumps(doc)))
    assert err.where == "$[0].conversation.session_2[0]" and "no text" in err.message


def test_unparseable_time(tmp_path: Path) -> None:
    path = write(tmp_path, "t.jsonl", '{"text": "a"}\n\n{"text": "b", "timestamp": "next Tuesday"}\n')
    err = error_of(path)
    assert err.message.startswith(f"{path}:3: unreadable timestamp")


def test_unparseable_locomo_date(tmp_path: Path) -> None:
    doc = json.loads((FIXTURES / "locomo.json").read_text())
    doc[0]["conversation"]["session_1_date_time"] = "sometime"
    err = error_of(write(tmp_path, "l.json", json.dumps(doc)))
    assert err.where == "$[0].conversation.session_1_date_time"


def test_line_that_is_not_an_object(tmp_path: Path) -> None:
    path = write(tmp_path, "arr.jsonl", '{"text": "a"}\n["not", "an", "object"]\n')
    assert error_of(path).message.startswith(f"{path}:2: expected a JSON object")


def test_prose_after_facts(tmp_path: Path) -> None:
    path = write(tmp_path, "f.txt", "Facts:\n1. A is B.\n2. C is D.\n3. E is F.\nthis is not a fact\n")
    assert detect_format(str(path), path.read_bytes()) == "facts"
    err = error_of(path)
    assert err.message.startswith(f"{path}:5: expected a numbered fact")


def test_fact_without_text(tmp_path: Path) -> None:
    path = write(tmp_path, "f.txt", "1. A is B.\n2.\n")
    assert error_of(path, "facts").message.startswith(f"{path}:2: fact 2 has no text")


def test_sqlite_that_is_not_llm_logs(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    assert "not an llm logs.db" in error_of(path).message


def test_corrupt_sqlite(tmp_path: Path) -> None:
    path = write(tmp_path, "broken.db", b"SQLite format 3\x00" + b"\x07" * 200)
    err = error_of(path)
    assert err.message.startswith(f"{path}: ")


def test_format_mismatch(tmp_path: Path) -> None:
    assert "not an SQLite database" in error_of(FIXTURES / "notes.txt", "llm-logs").message
    db = _legacy_logs_db(tmp_path / "logs.db")
    assert "llm-logs" in error_of(db, "jsonl").message
    assert "accepted" in error_of(FIXTURES / "locomo.json", "openai").message


def test_unknown_format_name() -> None:
    assert "choose one of" in error_of(FIXTURES / "notes.txt", "yaml").message


def test_stdin_errors_name_stdin() -> None:
    err = error_of("-", data=b'{"text": "a"}\n{"text": \n{"text": "c"}\n')
    assert err.message.startswith("<stdin>:2: invalid JSON")
    assert error_of("-", data=b"").message == "<stdin>: file is empty"


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f != "auto"])
@pytest.mark.parametrize(
    "content",
    [
        b'{"a": [1, {"b": null}]}\n',
        b'[{"mapping": 5}]',
        b'[{"conversation": {"session_1": 3}}]',
        b'[{"conversation": {"session_1": [null]}}]',
        b'{"mapping": {"a": {"parent": "a", "children": ["a"]}}}',
        b'[{"role": 5, "content": "x"}]',
        b"12. \n",
        b"[\n",
        b"\x00\x01",
        b"SQLite format 3\x00",
    ],
)
def test_only_input_errors_escape(tmp_path: Path, fmt: str, content: bytes) -> None:
    path = write(tmp_path, "fuzz", content)
    try:
        list(read_turns(str(path), fmt))
    except InputError as exc:
        assert exc.message.startswith(str(path))
