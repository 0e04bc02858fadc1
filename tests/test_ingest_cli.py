"""`memcli ingest`, `history` and `stats` through the real CLI: every format, idempotence,
stdin, and every bad-input case leaving the memory exactly as it was."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from conftest import SAMPLES, row_counts

SAMPLE_FORMATS = [
    ("story.jsonl", "jsonl"),
    ("openai_messages.json", "openai"),
    ("chatgpt_conversations.json", "chatgpt"),
    ("locomo_sample.json", "locomo"),
    ("facts.txt", "facts"),
    ("notes.txt", "text"),
]


@pytest.mark.parametrize(("name", "fmt"), SAMPLE_FORMATS)
def test_each_sample_format_is_detected_ingested_and_idempotent(cli, db_path, name, fmt):
    first = cli("ingest", str(SAMPLES / name), "--json")
    assert first.exit_code == 0, first.output
    summary = json.loads(first.stdout)[0]
    assert summary["format"] == fmt
    assert summary["turns_added"] > 0
    counts = row_counts(db_path)
    again = cli("ingest", str(SAMPLES / name), "--json")
    assert again.exit_code == 0
    assert json.loads(again.stdout)[0]["turns_added"] == 0
    assert json.loads(again.stdout)[0]["already_stored"] == summary["turns_read"]
    assert row_counts(db_path) == counts


def test_explicit_format_and_human_summary(cli):
    result = cli("ingest", "--format", "facts", str(SAMPLES / "facts.txt"))
    assert result.exit_code == 0
    assert "new, 0 already stored" in result.output


def test_llm_logs_db_from_the_real_llm_cli(cli, tmp_path):
    llm = shutil.which("llm")
    if llm is None:
        pytest.skip("the llm CLI is not installed")
    env = dict(os.environ, LLM_USER_PATH=str(tmp_path / "llm"))
    for prompt in ("What is the capital of Veltria?", "Remember that I like tea."):
        subprocess.run([llm, "-m", "echo", prompt], env=env, check=True, capture_output=True, timeout=60)
    logs = tmp_path / "llm" / "logs.db"
    result = cli("ingest", str(logs), "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)[0]
    assert summary["format"] == "llm-logs"
    assert summary["turns_added"] == 4  # a prompt and a response each
    history = json.loads(cli("history", "--search", "tea", "--json").stdout)
    assert any("like tea" in t["text"] for t in history)


def test_a_grown_file_adds_only_its_new_turns(cli, tmp_path):
    path = tmp_path / "chat.jsonl"
    lines = [json.dumps({"role": "user", "content": f"message {i}"}) for i in range(5)]
    path.write_text("\n".join(lines[:3]) + "\n")
    assert json.loads(cli("ingest", str(path), "--json").stdout)[0]["turns_added"] == 3
    path.write_text("\n".join(lines) + "\n")
    summary = json.loads(cli("ingest", str(path), "--json").stdout)[0]
    assert (summary["turns_added"], summary["already_stored"]) == (2, 3)


def test_stdin_ingest(cli):
    data = (SAMPLES / "story.jsonl").read_bytes()
    result = cli("ingest", "-", "--json", input=data)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)[0]["turns_added"] == len(data.strip().splitlines())


def test_history_search_session_and_stats(cli):
    cli("ingest", str(SAMPLES / "story.jsonl"))
    turns = json.loads(cli("history", "--json", "--limit", "0").stdout)
    assert [t["seq"] for t in turns] == sorted(t["seq"] for t in turns)
    found = json.loads(cli("history", "--search", "Acme", "--json").stdout)
    assert found and all("acme" in t["text"].lower() for t in found)
    session = turns[-1]["session"]
    only = json.loads(cli("history", "--session", session, "--json", "--limit", "0").stdout)
    assert only and {t["session"] for t in only} == {session}
    stats = json.loads(cli("stats", "--json").stdout)
    assert stats["turns"] == len(turns)
    assert stats["tokens"] == sum(t["tokens"] for t in turns) > 0
    assert stats["file_bytes"] > 0


def _bad_inputs(tmp_path):
    good = json.dumps({"role": "user", "content": "fine"})
    cases = {
        "invalid_utf8.jsonl": (good + "\n").encode() + b'{"role": "user", "content": "caf\xe9"}\n',
        "malformed_middle.jsonl": f"{good}\n{{not json}}\n{good}\n".encode(),
        "truncated.jsonl": f'{good}\n{good}\n{{"role": "user", "content": "cut'.encode(),
        "empty.jsonl": b"",
        "binary.bin": bytes(range(256)) * 4,
        "unknown_shape.json": json.dumps({"hello": [1, 2, 3]}).encode(),
        "surrogate.jsonl": f'{good}\n{{"role": "user", "content": "bad \\ud800 here"}}\n'.encode(),
        "no_text.jsonl": f'{good}\n{{"role": "user", "content": "   "}}\n'.encode(),
    }
    paths = {}
    for name, data in cases.items():
        paths[name] = tmp_path / name
        paths[name].write_bytes(data)
    return paths


BAD_CASES = [
    ("invalid_utf8.jsonl", ["invalid_utf8.jsonl:2", "UTF-8"]),
    ("malformed_middle.jsonl", ["malformed_middle.jsonl:2"]),
    ("truncated.jsonl", ["truncated.jsonl:3", "truncated"]),
    ("empty.jsonl", ["empty.jsonl", "empty"]),
    ("binary.bin", ["binary.bin", "binary"]),
    ("unknown_shape.json", ["unknown_shape.json"]),
    ("surrogate.jsonl", ["surrogate.jsonl:2", "surrogate"]),
    ("no_text.jsonl", ["no_text.jsonl:2", "text"]),
    ("missing.jsonl", ["missing.jsonl", "no such file"]),
    ("a_directory", ["a_directory", "directory"]),
]


@pytest.mark.parametrize(("name", "expected"), BAD_CASES)
def test_bad_input_is_one_clear_line_and_changes_nothing(cli, db_path, tmp_path, name, expected):
    paths = _bad_inputs(tmp_path)
    (tmp_path / "a_directory").mkdir()
    assert cli("ingest", str(SAMPLES / "story.jsonl")).exit_code == 0
    before = row_counts(db_path)
    target = paths.get(name, tmp_path / name)
    result = cli("ingest", str(target))
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    message = result.output.strip()
    assert message.startswith("Error: ") and len(message.splitlines()) == 1, message
    for fragment in expected:
        assert fragment.lower() in message.lower(), (fragment, message)
    assert row_counts(db_path) == before


def test_bad_file_among_good_ones_keeps_the_good_ones_before_it(cli, db_path, tmp_path):
    """Each file is its own transaction: a bad second file does not undo the first."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"role": "user", "content": "ok"}\n{oops}\n{"role": "user", "content": "ok"}\n')
    result = cli("ingest", str(SAMPLES / "story.jsonl"), str(bad))
    assert result.exit_code == 2
    counts = row_counts(db_path)
    assert counts["turns"] == len((SAMPLES / "story.jsonl").read_text().strip().splitlines())


def test_unknown_format_option(cli):
    result = cli("ingest", "--format", "yaml", str(SAMPLES / "story.jsonl"))
    assert result.exit_code == 2
    assert "--format" in result.output


def run_memcli(*args, db, input_bytes=None, env_extra=None):
    env = dict(os.environ, MEMCLI_DB=str(db), **(env_extra or {}))
    return subprocess.run(
        [sys.executable, "-m", "memcli", *args], input=input_bytes, capture_output=True, env=env, timeout=120
    )


def test_pipe_from_cat_in_a_real_shell(db_path):
    memcli = shutil.which("memcli")
    command = f"cat {SAMPLES / 'story.jsonl'} | {memcli or sys.executable + ' -m memcli'} ingest - --json"
    done = subprocess.run(
        ["bash", "-c", command],
        capture_output=True,
        env=dict(os.environ, MEMCLI_DB=str(db_path)),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["turns_added"] > 0


def test_help_lists_commands_without_importing_litellm(db_path):
    done = run_memcli("--help", db=db_path, env_extra={"PYTHONPROFILEIMPORTTIME": "1"})
    assert done.returncode == 0
    for command in ("ingest", "history", "stats", "curate", "slots", "pack", "ask", "forget"):
        assert command in done.stdout.decode()
    imported = done.stderr.decode()
    assert "memcli.launch" in imported  # the import-time log is really there (the stored page)
    assert "litellm" not in imported


def test_ingest_and_history_do_not_import_litellm(db_path):
    story = str(SAMPLES / "story.jsonl")
    code = (
        "import sys; from typer.testing import CliRunner; from memcli.cli import app;"
        f"r = CliRunner().invoke(app, ['--db', {str(db_path)!r}, 'ingest', {story!r}]);"
        f"r2 = CliRunner().invoke(app, ['--db', {str(db_path)!r}, 'ask', 'where does Mira work']);"
        "print(r.exit_code, r2.exit_code, 'litellm' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120, text=True)
    assert done.stdout.split()[-1] == "False", done.stdout + done.stderr
