"""Model curation that fails loudly and resumes (issue 9 item 8), through the real CLI, litellm's
request path and the scripted OpenAI-compatible server: schema retries with the error fed back,
failure with exit 1 and nothing labelled llm, a resume against a healthy server, Retry-After,
the overall deadline, context-overflow splitting and dropped items that cite unknown turns."""

from __future__ import annotations

import json
import re
import sqlite3
import time

import pytest
from fakeserver import Delay, Status

from memcli import models

MODEL = ("--curator", "llm", "--model", "openai/scripted")
OVERFLOW = "This model's maximum context length is 64 tokens. However, your messages resulted in 900 tokens."


@pytest.fixture(autouse=True)
def fast_retries(monkeypatch):
    monkeypatch.setattr(models, "RETRY_BASE_DELAY", 0.001)
    monkeypatch.delenv("MEMCLI_RETRY_BASE_DELAY", raising=False)


@pytest.fixture
def chat(cli, tmp_path, monkeypatch, scripted_server):
    """Eight turns by an invented person, ingested; the model is the scripted server."""
    monkeypatch.setenv("MEMCLI_API_BASE", scripted_server.url)
    monkeypatch.setenv("MEMCLI_MODEL_RETRIES", "0")
    path = tmp_path / "chat.jsonl"
    texts = [f"Odile planted {n} tulips in the orchard." for n in range(1, 9)]
    path.write_text(
        "".join(
            json.dumps({"speaker": "Odile", "role": "user", "content": t, "timestamp": f"2025-05-0{i + 1}"})
            + "\n"
            for i, t in enumerate(texts)
        )
    )
    assert cli("ingest", str(path)).exit_code == 0
    return cli


def ids_in(body) -> list[int]:
    text = "\n".join(m["content"] for m in body["messages"] if m["role"] != "assistant")
    return sorted({int(x) for x in re.findall(r' id="(\d+)"', text)})


def one_item_per_turn(body) -> str:
    return json.dumps(
        {
            "items": [
                {
                    "statement": f"Odile planted tulips (turn {i}).",
                    "slot": f"Odile|planted|batch {i}",
                    "value": "tulips",
                    "source_turn_ids": [i],
                    "valid_at": None,
                    "memory_type": "episodic",
                    "status": "active",
                }
                for i in ids_in(body)
            ]
        }
    )


def entries(db_path) -> list[tuple]:
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute(
            "SELECT e.curator, s.turn_id FROM entries e"
            " JOIN entry_sources s ON s.entry_id = e.id ORDER BY e.id"
        ).fetchall()
    finally:
        conn.close()


def test_invalid_then_valid_output_is_retried_and_succeeds(chat, db_path, scripted_server):
    scripted_server.script(["Sure! Here are the facts: none"])
    scripted_server.responder = one_item_per_turn
    result = chat("curate", *MODEL, "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["active"] == 8
    first, second = scripted_server.requests
    assert "rejected" in second["messages"][-1]["content"]
    assert "malformed JSON" in second["messages"][-1]["content"]
    assert {curator for curator, _ in entries(db_path)} == {"llm"}


def test_always_invalid_fails_with_exit_1_and_a_rerun_resumes(chat, db_path, scripted_server):
    scripted_server.script(['{"facts": []}'] * 3)  # the first attempt and curate.retries=2 re-asks
    result = chat("curate", *MODEL)
    assert result.exit_code == 1
    assert "Error:" in result.output and "schema" in result.output and "after 3 attempts" in result.output
    assert "Traceback" not in result.output
    assert len(scripted_server.requests) == 3
    assert entries(db_path) == []  # nothing labelled llm, nothing from another curator either

    scripted_server.responder = one_item_per_turn  # the server is healthy again
    again = chat("curate", *MODEL, "--json")
    assert again.exit_code == 0, again.output
    summary = json.loads(again.stdout)
    assert summary["changed"] is True and summary["active"] == 8 and summary["unparsed_turns"] == 0


def test_retries_setting_is_honoured(chat, scripted_server):
    assert chat("config", "curate.retries", "0").exit_code == 0
    scripted_server.script(["not json"])
    assert chat("curate", *MODEL).exit_code == 1
    assert len(scripted_server.requests) == 1
    assert chat("config", "curate.retries", "-1").exit_code == 2


def test_retry_after_is_waited_for(chat, monkeypatch, scripted_server):
    monkeypatch.setenv("MEMCLI_MODEL_RETRIES", "1")
    scripted_server.script([Status(429, "slow down", (("Retry-After", "1"),))])
    scripted_server.responder = one_item_per_turn
    result = chat("curate", *MODEL, "--json")
    assert result.exit_code == 0, result.output
    first, second = scripted_server.times
    assert second - first >= 0.95  # the backoff alone would have waited about a millisecond


def test_a_hanging_server_stops_at_the_deadline(chat, db_path, scripted_server):
    scripted_server.script([Delay(30.0)] * 3)
    started = time.monotonic()
    result = chat("curate", *MODEL, "--deadline", "2")
    spent = time.monotonic() - started
    assert result.exit_code == 1, result.output
    assert "deadline" in result.output and "Traceback" not in result.output
    assert spent < 2 + 6, spent
    assert entries(db_path) == []


def test_a_context_overflow_splits_the_chunk(chat, db_path, scripted_server):
    def small_prompts_only(body):
        return Status(400, OVERFLOW) if len(ids_in(body)) > 2 else one_item_per_turn(body)

    scripted_server.responder = small_prompts_only
    result = chat("curate", *MODEL, "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["active"] == 8 and summary["unparsed_turns"] == 0
    sizes = [len(ids_in(b)) for b in scripted_server.requests]
    assert sizes == [8, 4, 2, 2, 4, 2, 2]
    assert sorted(turn for _, turn in entries(db_path)) == list(range(1, 9))


def test_items_citing_unknown_turns_are_counted(chat, scripted_server):
    def with_invented_turns(body):
        data = json.loads(one_item_per_turn(body))
        invented = dict(data["items"][0], source_turn_ids=[4242], slot="Odile|owns|")
        data["items"] += [invented, dict(invented, source_turn_ids=[1, 777])]
        return json.dumps(data)

    scripted_server.responder = with_invented_turns
    result = chat("curate", *MODEL, "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["active"] == 8
    assert any("dropped 2 items that cite unknown turns" in w for w in summary["warnings"])
