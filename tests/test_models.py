"""memcli.models: model resolution, complete() through litellm's real request path against the
scripted local server, retries, clear errors, and JSON parsing."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fakeserver import Delay, Raw, Status

from memcli import models
from memcli.errors import MemcliError, ModelError
from memcli.models import ModelConfig, complete, parse_json, resolve_model

ROOT = Path(__file__).resolve().parents[1]
MSGS = [{"role": "user", "content": "Say hi."}]


@pytest.fixture(autouse=True)
def fast_retries(monkeypatch):
    monkeypatch.setattr(models, "RETRY_BASE_DELAY", 0.001)
    monkeypatch.delenv("MEMCLI_RETRY_BASE_DELAY", raising=False)


def config(server, **kw) -> ModelConfig:
    kw.setdefault("timeout", 5.0)
    kw.setdefault("retries", 2)
    return ModelConfig(model="openai/scripted", api_base=server.url, **kw)


# ------------------------------------------------------------------ resolve_model


@pytest.fixture
def clean_env(monkeypatch):
    for name in list(os.environ):
        if name.startswith("MEMCLI_") and name != "MEMCLI_RETRY_BASE_DELAY":
            monkeypatch.delenv(name)
    return monkeypatch


def test_resolve_offline_when_nothing_configured(clean_env):
    assert resolve_model(None) is None
    assert resolve_model(None, {}, role="curate") is None
    assert resolve_model("", {"model": "  "}) is None


def test_resolve_precedence(clean_env):
    stored = {"model": "stored-any", "answer_model": "stored-answer", "api_base": "http://stored/v1"}
    assert resolve_model(None, stored).model == "stored-answer"
    assert resolve_model(None, stored, role="curate").model == "stored-any"
    clean_env.setenv("MEMCLI_MODEL", "env-any")
    assert resolve_model(None, stored).model == "env-any"
    clean_env.setenv("MEMCLI_ANSWER_MODEL", "env-answer")
    assert resolve_model(None, stored).model == "env-answer"
    assert resolve_model(None, stored, role="curate").model == "env-any"
    cfg = resolve_model("explicit", stored)
    assert cfg.model == "explicit"
    assert cfg.api_base == "http://stored/v1"
    assert cfg.api_key is None


def test_resolve_api_base_key_and_offline_override(clean_env):
    clean_env.setenv("MEMCLI_MODEL", "ollama/qwen3")
    clean_env.setenv("MEMCLI_API_BASE", "http://env/v1")
    clean_env.setenv("MEMCLI_API_KEY", "sk-env")
    cfg = resolve_model(None, {"api_base": "http://stored/v1", "api_key": "sk-stored"})
    assert (cfg.model, cfg.api_base, cfg.api_key) == ("ollama/qwen3", "http://env/v1", "sk-env")
    assert cfg.timeout == 60.0 and cfg.retries == 3
    assert resolve_model("none") is None
    assert resolve_model("offline", {"model": "x"}) is None


# ------------------------------------------------------------------ complete()


def test_complete_happy_path(scripted_server):
    scripted_server.script(["Hello there."])
    text = complete(config(scripted_server), MSGS, max_tokens=32)
    assert text == "Hello there."
    [body] = scripted_server.requests
    assert body["model"] == "scripted"
    assert body["max_tokens"] == 32
    assert body["temperature"] == 0
    assert body["messages"] == MSGS
    assert "response_format" not in body
    assert scripted_server.paths == ["/v1/chat/completions"]


def test_complete_json_mode_and_think_block(scripted_server):
    scripted_server.script(['<think>let me see {"no": 1}</think>\n{"ok": true}'])
    text = complete(config(scripted_server), MSGS, max_tokens=16, json_mode=True)
    assert text == '{"ok": true}'
    assert scripted_server.requests[0]["response_format"] == {"type": "json_object"}


def test_json_mode_rejected_is_retried_without_it(scripted_server):
    scripted_server.script([Status(400, "response_format is not supported"), '{"ok": 1}'])
    assert complete(config(scripted_server, retries=0), MSGS, max_tokens=16, json_mode=True) == '{"ok": 1}'
    assert "response_format" in scripted_server.requests[0]
    assert "response_format" not in scripted_server.requests[1]


def test_429_then_success(scripted_server):
    scripted_server.script([429, Status(429, "slow down"), "finally"])
    assert complete(config(scripted_server), MSGS, max_tokens=8) == "finally"
    assert len(scripted_server.requests) == 3


def test_persistent_500_raises_clear_model_error(scripted_server):
    scripted_server.script([500] * 3)
    with pytest.raises(ModelError) as info:
        complete(config(scripted_server, retries=2), MSGS, max_tokens=8)
    message = str(info.value)
    assert isinstance(info.value, MemcliError)
    assert "openai/scripted" in message
    assert "HTTP 500" in message
    assert "3 attempts" in message
    assert "\n" not in message and "Traceback" not in message
    assert len(scripted_server.requests) == 3  # no hidden retries inside litellm or the OpenAI client


def test_timeout_retries_then_model_error(scripted_server):
    scripted_server.script([Delay(3.0), Delay(3.0)])
    start = time.monotonic()
    with pytest.raises(ModelError) as info:
        complete(config(scripted_server, timeout=0.3, retries=1), MSGS, max_tokens=8)
    assert time.monotonic() - start < 2.5
    assert "timed out" in str(info.value)
    assert "0.3s" in str(info.value)
    assert len(scripted_server.requests) == 2


def test_timeout_then_success(scripted_server):
    scripted_server.script([Delay(3.0), "on time"])
    assert complete(config(scripted_server, timeout=0.3, retries=1), MSGS, max_tokens=8) == "on time"


def test_non_retryable_error_fails_fast(scripted_server):
    scripted_server.script([401, "never reached"])
    with pytest.raises(ModelError, match="authentication failed"):
        complete(config(scripted_server, retries=3), MSGS, max_tokens=8)
    assert len(scripted_server.requests) == 1


def test_malformed_body_is_a_model_error(scripted_server):
    scripted_server.script([Raw("{this is not json"), Raw("{still not")])
    with pytest.raises(ModelError, match="unreadable reply body"):
        complete(config(scripted_server, retries=1), MSGS, max_tokens=8)


def test_unreachable_server(monkeypatch):
    cfg = ModelConfig(model="openai/scripted", api_base="http://127.0.0.1:9/v1", timeout=2, retries=1)
    with pytest.raises(ModelError, match="connection failed: could not reach http://127.0.0.1:9/v1"):
        complete(cfg, MSGS, max_tokens=8)


def test_placeholder_key_sent_without_key(scripted_server):
    scripted_server.script(["ok"])
    complete(config(scripted_server), MSGS, max_tokens=8)
    # The request reached the server, so the OpenAI client accepted the placeholder key.
    assert len(scripted_server.requests) == 1


def test_retry_delay_from_env(monkeypatch):
    monkeypatch.setenv("MEMCLI_RETRY_BASE_DELAY", "0.25")
    assert models._base_delay() == 0.25
    monkeypatch.setenv("MEMCLI_RETRY_BASE_DELAY", "bogus")
    assert models._base_delay() == models.RETRY_BASE_DELAY


# ------------------------------------------------------------------ parse_json


@pytest.mark.parametrize(
    "text, expected",
    [
        ('{"a": 1}', {"a": 1}),
        ("  [1, 2, 3]\n", [1, 2, 3]),
        ('```json\n{"items": []}\n```', {"items": []}),
        ("Here you go:\n```\n[4, 5]\n```\nDone.", [4, 5]),
        ('Sure! The answer is {"correct": true} as requested.', {"correct": True}),
        ("Ids (see below): [7, 3] — that is all.", [7, 3]),
        ('Note [this is prose] then {"x": [1]}', {"x": [1]}),
        ('```json\n{"a": 1}\n``` and ```json\n{"b": 2}\n```', {"a": 1}),
    ],
)
def test_parse_json_tolerant(text, expected):
    assert parse_json(text) == expected


@pytest.mark.parametrize("text", ["", "   ", "no json", '{"a": 1', "```json\n{oops}\n```", "42", '"str"'])
def test_parse_json_rejects(text):
    with pytest.raises(ValueError):
        parse_json(text)


# ------------------------------------------------------------------ import cost


def test_importing_model_modules_does_not_import_litellm():
    code = (
        "import sys\n"
        "import memcli.models, memcli.prompts, memcli.select, memcli.answer_model, memcli.curators.llm\n"
        "from memcli.models import resolve_model\n"
        "resolve_model(None)\n"
        "print('litellm' in sys.modules, 'openai' in sys.modules)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "False"]


def test_cost_map_env_set_before_import(monkeypatch, scripted_server):
    monkeypatch.delenv("LITELLM_LOCAL_MODEL_COST_MAP", raising=False)
    scripted_server.script(["ok"])
    complete(config(scripted_server), MSGS, max_tokens=4)
    assert os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] == "True"


# ------------------------------------------------------------------ Retry-After and the deadline


@pytest.mark.parametrize(
    ("attempt", "retry_after", "spent", "deadline", "expected"),
    [
        (1, 1.0, 0.0, 10.0, 1.0),  # the server's word wins over the backoff
        (1, 0.0, 0.0, 10.0, 0.0),
        (3, 7.0, 1.0, 10.0, 7.0),  # a Retry-After is not capped at RETRY_MAX_DELAY, only by the deadline
        (1, 20.0, 0.0, 10.0, None),  # would end past the deadline: give up now
        (1, 2.0, 8.5, 10.0, None),
        (1, None, 9.99, 10.0, None),  # even the backoff does not fit
    ],
)
def test_retry_wait(attempt, retry_after, spent, deadline, expected):
    assert models.retry_wait(attempt, retry_after, spent, deadline, base=0.5) == expected


@pytest.mark.parametrize(("attempt", "low", "high"), [(1, 0.5, 0.625), (2, 1.0, 1.25), (9, 30.0, 37.5)])
def test_retry_wait_backoff_without_retry_after(attempt, low, high):
    assert low <= models.retry_wait(attempt, None, 0.0, 1000.0, base=0.5) <= high


class _Headers:
    def __init__(self, **values):
        self.headers = values


@pytest.mark.parametrize(
    ("exc", "seconds"),
    [
        (_Headers(**{"retry-after": "3"}), 3.0),
        (_Headers(**{"Retry-After": "1.5"}), 1.5),
        (_Headers(**{"retry-after": "soon"}), None),
        (_Headers(), None),
        (ValueError("no headers at all"), None),
    ],
)
def test_retry_after_seconds(exc, seconds):
    assert models.retry_after_seconds(exc) == seconds


def test_retry_after_http_date():
    from email.utils import formatdate

    exc = _Headers(**{"retry-after": formatdate(time.time() + 30, usegmt=True)})
    assert 25 <= models.retry_after_seconds(exc) <= 31


def test_context_overflow_is_its_own_error(scripted_server):
    scripted_server.script([Status(400, "This model's maximum context length is 10 tokens; yours has 99.")])
    with pytest.raises(models.ContextOverflow):
        models.complete(
            config(scripted_server), [{"role": "user", "content": "hi"}], max_tokens=5, json_mode=True
        )
    assert len(scripted_server.requests) == 1  # not retried without JSON mode first
