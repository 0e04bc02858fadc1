"""The command line as people use it (issue 11), through real subprocess runs of `python -m memcli`:
piped output parses as TSV, CSV and JSON; `ask` prints just the answer into a pipe; every answer
says which intent it used and why; --db anywhere, -h, --version; config on a new file, --unset,
API keys never stored; model errors at once with exit code 2; log, sessions, export → ingest.
The terminal side (tables, colour, progress bars) is in test_cli_terminal.py."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import SAMPLES

REPO = Path(__file__).resolve().parent.parent


def run(
    db: Path | None, *args: str, env: dict | None = None, input: str | None = None, home: Path | None = None
):
    """One `memcli` process with stdout and stderr as pipes (never a terminal)."""
    environ = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "PYTHONPATH": str(REPO),
        "MEMCLI_DIR": str(home or (db.parent if db else REPO)),
        "MEMCLI_RETRY_BASE_DELAY": "0.001",
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    }
    if db is not None:
        environ["MEMCLI_DB"] = str(db)
    environ.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "memcli", *args],
        capture_output=True,
        text=True,
        env=environ,
        input=input,
        timeout=300,
    )


def copy_db(src: Path, dst: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        if Path(str(src) + suffix).exists():
            shutil.copy(str(src) + suffix, str(dst) + suffix)
    return dst


@pytest.fixture(scope="module")
def curated(tmp_path_factory) -> Path:
    """The sample story ingested and curated once for the module; tests that change it copy it."""
    db = tmp_path_factory.mktemp("story") / "memory.db"
    assert run(db, "ingest", str(SAMPLES / "story.jsonl")).returncode == 0
    assert run(db, "curate").returncode == 0
    return db


@pytest.fixture
def story(curated, tmp_path) -> Path:
    return copy_db(curated, tmp_path / "memory.db")


def tsv_rows(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE))


# --- output for pipes --------------------------------------------------------------------------
def test_piped_listings_are_tsv_one_line_a_row(curated):
    done = run(curated, "history", "--limit", "0")
    assert done.returncode == 0, done.stderr
    rows = tsv_rows(done.stdout)
    assert len(rows) == 34 == len(done.stdout.splitlines()) - 1  # no wrapped lines, no box drawing
    assert rows[0]["when"].startswith("2024-03-10T09:02")  # the full timestamp, in one cell
    assert not any(ch in done.stdout for ch in "┃│━─")
    slots = tsv_rows(run(curated, "slots").stdout)
    assert {"id", "slot", "value", "status"} <= set(slots[0])
    assert any(r["slot"] == "mira|employer|" and r["value"] == "Beryl" for r in slots)


@pytest.mark.parametrize(
    "command",
    [["slots"], ["slots", "--superseded"], ["history"], ["stats"], ["sessions"], ["config"], ["people"]],
)
def test_every_listing_speaks_csv_tsv_nl_and_json(curated, command):
    as_csv = run(curated, *command, "--csv")
    assert as_csv.returncode == 0, as_csv.stderr
    csv_rows = list(csv.DictReader(io.StringIO(as_csv.stdout)))
    tsv = tsv_rows(run(curated, *command, "--tsv").stdout)
    nl = [json.loads(line) for line in run(curated, *command, "--nl").stdout.splitlines()]
    assert len(csv_rows) == len(tsv) == len(nl)
    assert isinstance(json.loads(run(curated, *command, "--json").stdout), (list, dict))


def test_superseded_values_pipe_with_their_replacements(curated):
    rows = list(csv.DictReader(io.StringIO(run(curated, "slots", "--superseded", "--csv").stdout)))
    employer = next(r for r in rows if r["slot"] == "mira|employer|")
    assert (employer["old value"], employer["new value"]) == ("Acme", "Beryl")


def test_ask_piped_prints_just_the_answer(curated):
    done = run(curated, "ask", "where does Mira work")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "Beryl\n"
    assert done.stderr == ""


def test_ask_explain_in_a_pipe_goes_to_stderr(curated):
    done = run(curated, "ask", "where does Mira work", "--explain")
    assert done.stdout == "Beryl\n"
    assert "current question (auto-detected: no past-time wording" in done.stderr
    assert "rescue on (the default)" in done.stderr
    assert "answered by the offline reader" in done.stderr


def test_not_in_memory_is_one_sentence_and_exit_3(curated):
    done = run(curated, "ask", "what is the name of Mira's dentist")
    assert done.returncode == 3
    assert done.stdout.startswith("Nothing in memory answers this")
    assert done.stdout.lower().count("in memory") == 1
    assert "befor" not in run(curated, "ask", "what did Mira's dentist do before noon").stdout.replace(
        "before", ""
    )


def test_a_budget_too_small_says_so(curated):
    done = run(curated, "ask", "where does Mira work", "--budget", "3")
    assert done.returncode == 3
    assert "fits the budget of 3 tokens" in done.stdout
    assert "names nothing" not in done.stdout


# --- visible state -----------------------------------------------------------------------------
def test_every_answer_and_pack_says_its_intent_and_why(story):
    payload = json.loads(run(story, "ask", "where does Mira work", "--json").stdout)
    assert payload["intent"] == {
        "intent": "current",
        "intent_why": "auto-detected: no past-time wording in the question",
        "rescue": "on",
        "rescue_why": "the default",
    }
    assert run(story, "historical", "on", "--json").returncode == 0
    payload = json.loads(run(story, "ask", "where does Mira work", "--json").stdout)
    assert payload["intent"]["intent"] == "historical"
    assert payload["intent"]["intent_why"] == "stored setting: historical on"
    text = run(story, "pack", "where does Mira work", "--no-rescue").stdout
    assert (
        "Intent: historical question (stored setting: historical on); rescue off (--no-rescue for this call)"
        in text
    )
    packed = json.loads(run(story, "pack", "where does Mira work", "--current", "--json").stdout)
    assert (
        packed["intent"]["intent"] == "current"
        and packed["intent"]["intent_why"] == "--current for this call"
    )


def test_status_shows_file_counts_settings_and_models(story):
    run(story, "rescue", "off")
    report = json.loads(
        run(
            story,
            "status",
            "--json",
            env={"MEMCLI_MODEL": "openai/gpt-x", "MEMCLI_API_KEY": "sk-test-1234567890"},
        ).stdout
    )
    assert report["database"] == str(story) and report["counts"]["turns"] == 34
    assert report["settings"]["rescue"] == {"value": "off", "from": "stored setting"}
    assert report["models"]["answer"]["model"] == "openai/gpt-x"
    assert report["models"]["answer"]["api_key"] == "sk-…7890 (MEMCLI_API_KEY)"
    human = run(story, "status").stdout
    assert str(story) in human and "rescue off (stored setting)" in human


def test_pack_labels_archive_turns_as_turns_with_speaker_and_date(curated):
    text = run(curated, "pack", "where does Mira work").stdout
    turn_headers = [line for line in text.splitlines() if line.startswith("--- ") and " turn " in line]
    assert turn_headers, text
    assert all("| Mira" in h or "| assistant" in h for h in turn_headers)
    assert not any("turn" in h and "| active" in h for h in turn_headers)


# --- conventions -------------------------------------------------------------------------------
def test_version_and_short_help(tmp_path):
    from memcli import __version__

    assert run(None, "--version", home=tmp_path).stdout == f"memcli {__version__}\n"
    for args in (["-h"], ["slots", "-h"], ["eval", "chats", "-h"]):
        done = run(None, *args, home=tmp_path)
        assert done.returncode == 0 and "Usage:" in done.stdout


def test_db_is_accepted_after_the_subcommand_and_from_the_environment(curated, tmp_path):
    after = run(None, "stats", "--json", "--db", str(curated), home=tmp_path)
    assert after.returncode == 0, after.stderr
    assert json.loads(after.stdout)["turns"] == 34
    assert json.loads(run(curated, "stats", "--json").stdout)["turns"] == 34  # MEMCLI_DB


def test_db_in_a_missing_folder_is_an_error_naming_it(tmp_path):
    missing = tmp_path / "no-such-folder" / "memory.db"
    done = run(None, "ingest", str(SAMPLES / "story.jsonl"), "--db", str(missing), home=tmp_path)
    assert done.returncode == 2
    assert f"the folder {missing.parent} does not exist" in done.stderr
    assert not missing.parent.exists()


def test_config_on_a_new_file_unset_and_descriptions(tmp_path):
    db = tmp_path / "new.db"
    listed = tsv_rows(run(db, "config").stdout)
    assert not db.exists()  # listing the keys creates nothing
    keys = {r["key"]: r for r in listed}
    assert keys["rescue"]["value"] == "on" and keys["rescue"]["from"] == "default"
    assert all(r["description"] for r in listed)
    assert run(db, "config", "rescue").stdout == "rescue: on\n"
    changed = json.loads(run(db, "config", "model", "openai/some-model", "--json").stdout)
    assert changed == {"key": "model", "value": "openai/some-model", "before": None}
    removed = json.loads(run(db, "config", "--unset", "model", "--json").stdout)
    assert removed["removed"] is True and removed["value"] is None
    assert run(db, "config", "model").stdout == "model: (not set)\n"


def test_api_keys_are_never_stored_in_the_memory_file(tmp_path):
    db = tmp_path / "memory.db"
    run(db, "config", "model", "openai/some-model")
    refused = run(db, "config", "api_key", "sk-secret-value-123")
    assert refused.returncode == 2 and "MEMCLI_API_KEY" in refused.stderr
    assert b"sk-secret-value-123" not in db.read_bytes()
    shown = tsv_rows(run(db, "config", env={"MEMCLI_API_KEY": "sk-secret-value-123"}).stdout)
    api_key = next(r for r in shown if r["key"] == "api_key")
    assert api_key["value"] == "sk-…-123" and api_key["from"] == "MEMCLI_API_KEY"


def test_changing_commands_report_what_changed_as_json(story):
    slots = json.loads(run(story, "slots", "employer", "--json").stdout)
    beryl = next(e for e in slots if e["value"] == "Beryl")
    done = json.loads(run(story, "deprecate", str(beryl["id"]), "--reason", "left", "--json").stdout)
    assert done == {
        "entry": beryl["id"],
        "slot": "mira|employer|",
        "value": "Beryl",
        "before": "active",
        "after": "deprecated",
    }
    assert json.loads(run(story, "restore", str(beryl["id"]), "--json").stdout)["after"] == "active"
    assert json.loads(run(story, "rescue", "off", "--json").stdout) == {
        "key": "rescue",
        "value": "off",
        "before": "on",
    }
    assert json.loads(run(story, "historical", "--json").stdout) == {"key": "historical", "value": "auto"}


# --- model errors ------------------------------------------------------------------------------
def test_missing_credentials_are_reported_at_once(story):
    started = time.monotonic()
    done = run(
        story, "ask", "where does Mira work", "--model", "openai/gpt-4o-mini", env={"OPENAI_API_KEY": ""}
    )
    assert done.returncode == 2
    assert "OPENAI_API_KEY" in done.stderr and "MEMCLI_API_KEY" in done.stderr
    assert done.stdout == ""
    assert time.monotonic() - started < 60  # no retries against a provider that cannot answer


def test_rejected_credentials_exit_2_without_retries(story, scripted_server):
    scripted_server.script(["[]", 401, 401, 401])
    done = run(
        story,
        "ask",
        "where does Mira work",
        "--model",
        "openai/scripted",
        env={"MEMCLI_API_BASE": scripted_server.url, "MEMCLI_MODEL_RETRIES": "3"},
    )
    assert done.returncode == 2, done.stdout
    assert "authentication failed" in done.stderr
    assert len(scripted_server.requests) == 2  # the selector's call, then one answer call: no retry


def test_fallback_offline_only_when_asked_and_then_said(story, scripted_server):
    env = {"MEMCLI_API_BASE": scripted_server.url, "MEMCLI_MODEL_RETRIES": "0"}
    scripted_server.script(["[]", 503])
    assert run(story, "ask", "where does Mira work", "--model", "openai/scripted", env=env).returncode == 2
    scripted_server.script(["[]", 503])
    done = run(
        story, "ask", "where does Mira work", "--model", "openai/scripted", "--fallback", "offline", env=env
    )
    assert done.returncode == 0 and done.stdout == "Beryl\n"
    assert "answered offline instead" in done.stderr


def test_retries_stop_at_the_stated_deadline(story, scripted_server):
    scripted_server.script(["[]", 500, 500, 500, 500, 500, 500])
    env = {
        "MEMCLI_API_BASE": scripted_server.url,
        "MEMCLI_MODEL_RETRIES": "5",
        "MEMCLI_RETRY_BASE_DELAY": "0.4",
        "MEMCLI_MODEL_DEADLINE": "1",
    }
    done = run(story, "ask", "where does Mira work", "--model", "openai/scripted", env=env)
    assert done.returncode == 2
    assert "deadline 1s" in done.stderr


# --- log, sessions, export ---------------------------------------------------------------------
def test_log_keeps_questions_and_answers(story):
    run(story, "ask", "where does Mira work")
    run(story, "ask", "what is the name of Mira's dentist")
    logged = json.loads(run(story, "log", "--json", "--limit", "2").stdout)
    assert [r["question"] for r in logged] == ["what is the name of Mira's dentist", "where does Mira work"]
    assert logged[1]["answer"] == "Beryl" and logged[1]["intent"] == "current" and logged[1]["cited"]
    assert logged[0]["answer"] is None
    rows = tsv_rows(run(story, "log", "--search", "dentist").stdout)
    assert rows and all(r["answer"] == "(nothing in memory)" for r in rows)


def test_sessions_with_dates_and_turn_counts(curated):
    rows = list(csv.DictReader(io.StringIO(run(curated, "sessions", "--csv").stdout)))
    assert [r["session"] for r in rows] == ["s1", "s2", "s3", "s4"]
    assert sum(int(r["turns"]) for r in rows) == 34
    assert rows[0]["first"].startswith("2024-03-10")


QUESTIONS = [
    "where does Mira work",
    "where does Mira live",
    "in which city is Mira's employer",
    "where did Mira work before Beryl",
]


def test_export_then_ingest_gives_the_same_slots_and_answers(curated, tmp_path):
    exported = tmp_path / "memory.jsonl"
    done = run(curated, "export", str(exported), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["turns"] == 34
    first = json.loads(exported.read_text().splitlines()[0])
    assert first["memcli"] == "export"
    copy = tmp_path / "copy.db"
    assert run(copy, "ingest", str(exported)).returncode == 0
    key = lambda e: (e["slot"], e["value"], e["status"])  # noqa: E731
    for args in (["slots", "--json"], ["slots", "--superseded", "--json"]):
        mine = sorted(map(key, json.loads(run(curated, *args).stdout)))
        theirs = sorted(map(key, json.loads(run(copy, *args).stdout)))
        assert mine == theirs
    for question in QUESTIONS:
        assert run(copy, "ask", question).stdout == run(curated, "ask", question).stdout
    again = run(copy, "ingest", str(exported), "--json")
    assert json.loads(again.stdout)[0]["turns_added"] == 0
    piped = [json.loads(line) for line in run(curated, "export").stdout.splitlines()]  # stdout by default
    assert sum(1 for r in piped if r["memcli"] == "turn") == 34


# --- small talk is not packed ahead of facts ---------------------------------------------------
def test_assistant_small_talk_is_packed_after_facts(tmp_path):
    chat = tmp_path / "chat.jsonl"
    lines = [
        {
            "role": "user",
            "name": "Odile",
            "content": "Happy new year! I moved to Tromsø in December.",
            "timestamp": "2025-01-01T10:00:00Z",
        },
        {
            "role": "assistant",
            "content": "Happy new year! Thanks, you too!",
            "timestamp": "2025-01-01T10:00:10Z",
        },
        {
            "role": "user",
            "name": "Odile",
            "content": "I work at Fjordlys as a baker.",
            "timestamp": "2025-01-01T10:01:00Z",
        },
        {"role": "assistant", "content": "Great!", "timestamp": "2025-01-01T10:01:10Z"},
    ]
    chat.write_text("".join(json.dumps(line) + "\n" for line in lines))
    db = tmp_path / "memory.db"
    assert run(db, "ingest", str(chat)).returncode == 0
    packed = json.loads(run(db, "pack", "happy new year where does Odile work", "--json").stdout)
    texts = [i["text"] for i in packed["items"]]
    small = [
        n
        for n, t in enumerate(texts)
        if t.endswith("Happy new year! Thanks, you too!") or t.endswith("Great!")
    ]
    facts = [n for n, t in enumerate(texts) if "Fjordlys" in t]
    assert facts
    assert all(s > max(facts) for s in small)
