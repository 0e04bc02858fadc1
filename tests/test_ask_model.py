"""`memcli ask --model`: selector and answerer through litellm's real request path, against a
scripted OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json

import pytest
from conftest import SAMPLES

from memcli import models


@pytest.fixture(autouse=True)
def fast_retries(monkeypatch):
    monkeypatch.setattr(models, "RETRY_BASE_DELAY", 0.001)


@pytest.fixture
def story(cli, monkeypatch, scripted_server):
    monkeypatch.setenv("MEMCLI_API_BASE", scripted_server.url)
    monkeypatch.setenv("MEMCLI_MODEL_RETRIES", "1")
    assert cli("ingest", str(SAMPLES / "story.jsonl")).exit_code == 0
    return cli


def test_model_selects_and_answers_with_citations(story, scripted_server):
    payload = json.loads(story("pack", "in which city is Mira's employer", "--json").output)
    ids = [i["id"] for i in payload["items"] if i["kind"] == "entry"][:2]
    scripted_server.script([json.dumps(list(reversed(ids))), f"Lyon [{ids[0]}] [{ids[1]}]"])
    result = story("ask", "in which city is Mira's employer", "--model", "openai/scripted", "--json")
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert answer["answer"].startswith("Lyon")
    assert set(answer["cited_ids"]) == set(ids)
    assert answer["answerer"] == "openai/scripted"
    assert answer["counters"]["selection"] == "model"
    packed = [i["id"] for i in answer["items"] if i["kind"] == "entry"]
    assert packed == list(reversed(ids))  # the packer walked the selector's order
    select_body, answer_body = scripted_server.requests
    assert select_body["max_tokens"] == 256 and answer_body["max_tokens"] == 256
    assert "in which city is Mira's employer" in json.dumps(answer_body)


def test_unusable_selector_output_keeps_candidate_order(story, scripted_server):
    baseline = json.loads(story("pack", "in which city is Mira's employer", "--json").output)
    scripted_server.script(["I think you should look at the entries about cities.", "Lyon"])
    result = story("ask", "in which city is Mira's employer", "--model", "openai/scripted", "--json")
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert answer["counters"]["selection"] == "candidate order"
    assert [i["id"] for i in answer["items"]] == [i["id"] for i in baseline["items"]]
    assert "no usable entry ids" in result.stderr


def test_failing_answer_model_is_an_error_unless_fallback_is_asked_for(story, scripted_server):
    scripted_server.script(["[]", 500, 500])
    result = story("ask", "where does Mira work", "--model", "openai/scripted", "--json")
    assert result.exit_code == 2, result.output
    assert "server error (HTTP 500)" in result.stderr and not result.stdout
    scripted_server.script(["[]", 500, 500, 500, 500])
    result = story(
        "ask", "where does Mira work", "--model", "openai/scripted", "--json", "--fallback", "offline"
    )
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert answer["answer"] == "Beryl" and answer["answerer"] == "offline"
    assert answer["warning"] and "answered offline" in answer["warning"]
    assert "answered offline" in result.stderr  # said in the output, not only in the JSON


def test_a_model_answer_looks_up_no_replies(story, scripted_server, monkeypatch):
    """The assistant's replies beside packed statements are for the offline reader only
    (memcli.memory._with_replies): a model reads the packed turns themselves."""
    from memcli import archive

    def refuse(*args, **kwargs):
        raise AssertionError("replies looked up for a model's answer")

    monkeypatch.setattr(archive, "replies", refuse)
    scripted_server.script(["[]", "Lyon"])
    result = story("ask", "in which city is Mira's employer", "--model", "openai/scripted", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["answer"].startswith("Lyon")
