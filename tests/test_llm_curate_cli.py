"""`memcli curate --curator llm` and `ask --curator llm` end to end: the CLI, the Memory API,
the SQLite curation cache and materialization, through litellm against the scripted server."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest

from memcli import models


@pytest.fixture(autouse=True)
def fast_retries(monkeypatch):
    monkeypatch.setattr(models, "RETRY_BASE_DELAY", 0.001)


@pytest.fixture
def chat(cli, tmp_path, monkeypatch, scripted_server):
    monkeypatch.setenv("MEMCLI_API_BASE", scripted_server.url)
    monkeypatch.setenv("MEMCLI_MODEL_RETRIES", "0")
    path = tmp_path / "chat.jsonl"
    lines = [
        ("I work at Acme.", "2024-01-01"),
        ("Beryl is based in Lyon.", "2024-02-01"),
        ("I joined Beryl last month.", "2024-06-01"),
    ]
    path.write_text(
        "\n".join(
            json.dumps({"speaker": "Mira", "role": "user", "content": text, "timestamp": when})
            for text, when in lines
        )
        + "\n"
    )
    assert cli("ingest", str(path)).exit_code == 0
    return cli


def turn_ids(body) -> list[int]:
    text = "\n".join(m["content"] for m in body["messages"])
    return [int(x) for x in re.findall(r' id="(\d+)"', text)]


def reply_for(ids):
    acme, lyon, beryl = ids
    return json.dumps(
        {
            "items": [
                {
                    "statement": "Mira worked at Acme.",
                    "slot": "Mira|employer|",
                    "value": "Acme",
                    "source_turn_ids": [acme],
                    "valid_at": "2024-01-01",
                    "memory_type": "semantic",
                    "status": "older",
                },
                {
                    "statement": "Beryl is based in Lyon.",
                    "slot": "Beryl|located in|",
                    "value": "Lyon",
                    "source_turn_ids": [lyon],
                    "valid_at": None,
                    "memory_type": "semantic",
                    "status": "active",
                },
                {
                    "statement": "Mira works at Beryl.",
                    "slot": "Mira|employer|",
                    "value": "Beryl",
                    "source_turn_ids": [beryl],
                    "valid_at": "2024-06-01",
                    "memory_type": "semantic",
                    "status": "active",
                },
            ]
        }
    )


def test_llm_curation_is_stored_materialized_and_cached(chat, db_path, scripted_server):
    scripted_server.script([reply_for([1, 2, 3])])
    result = chat("curate", "--curator", "llm", "--model", "openai/scripted", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["active"], summary["superseded"], summary["curator"]) == (2, 1, "llm")
    assert turn_ids(scripted_server.requests[0]) == [1, 2, 3]
    assert scripted_server.requests[0]["max_tokens"] == 4096
    conn = sqlite3.connect(db_path)
    rows = conn.execute("SELECT value, status, curator, model FROM entries ORDER BY id").fetchall()
    assert ("Acme", "superseded", "llm", "openai/scripted") in rows
    assert ("Beryl", "active", "llm", "openai/scripted") in rows
    assert conn.execute("SELECT count(*) FROM curation_cache").fetchone()[0] == 1
    conn.close()
    again = json.loads(chat("curate", "--curator", "llm", "--model", "openai/scripted", "--json").stdout)
    assert again["changed"] is False and len(scripted_server.requests) == 1


def test_query_conditioned_llm_view_answers(chat, scripted_server):
    scripted_server.script([reply_for([1, 2, 3])])
    result = chat("ask", "in which city is Mira's employer", "--curator", "llm", "--model", "none", "--json")
    assert result.exit_code == 2 and "needs a model" in result.output  # "none" forces offline: refused
    result = chat(
        "pack",
        "in which city is Mira's employer",
        "--curator",
        "llm",
        "--model",
        "openai/scripted",
        "--json",
        "--no-fill",
    )
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    texts = [i["text"] for i in payload["items"]]
    assert "Mira works at Beryl." in texts and "Beryl is based in Lyon." in texts
    assert "Mira worked at Acme." not in texts
    curate_body = scripted_server.requests[0]
    assert "in which city is Mira's employer" in json.dumps(curate_body)
