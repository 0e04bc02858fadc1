"""`memcli sync llm` against a logs.db written by the real `llm -m echo`: the first run adds the
conversations, the second adds nothing, a third after one more `llm` call adds one. And none of
the agent-facing code (sync, remember, the MCP tools, the llm plugin) imports litellm offline."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("llm")
pytest.importorskip("llm_echo")

REPO = Path(__file__).resolve().parent.parent
JONAS = Path(__file__).resolve().parent / "fixtures" / "jonas.jsonl"
MODEL_VARIABLES = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "MEMCLI_MODEL", "MEMCLI_API_KEY", "MEMCLI_API_BASE")


@pytest.fixture
def env(tmp_path):
    clean = {k: v for k, v in os.environ.items() if k not in (*MODEL_VARIABLES, "LLM_LOAD_PLUGINS")}
    return clean | {"PYTHONPATH": str(REPO), "LLM_USER_PATH": str(tmp_path / "llm")}


def run(env, *args, ok=True):
    done = subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, env=env, timeout=300)
    if ok:
        assert done.returncode == 0, done.stderr
    return done


def sync(env, db):
    return json.loads(run(env, "memcli", "--db", str(db), "sync", "llm", "--json").stdout)


def test_three_runs(env, db_path, tmp_path):
    run(env, "llm", "-m", "echo", "I adopted a cat called Pixel")
    run(env, "llm", "-m", "echo", "My sister Olga lives in Riga")
    first = sync(env, db_path)
    assert first["path"] == str(tmp_path / "llm" / "logs.db")
    assert (first["conversations_added"], first["turns_added"], first["already_stored"]) == (2, 4, 0)
    assert first["curated_turns"] == 4

    second = sync(env, db_path)
    assert (second["conversations_added"], second["turns_added"], second["already_stored"]) == (0, 0, 4)
    assert second["curated_turns"] == 0

    run(env, "llm", "-m", "echo", "I started learning the cello")
    third = sync(env, db_path)
    assert (third["conversations_added"], third["turns_added"], third["already_stored"]) == (1, 2, 4)
    assert third["curated_turns"] == 2

    # a reply in an existing conversation continues it
    run(env, "llm", "-m", "echo", "-c", "and I love it")
    fourth = sync(env, db_path)
    assert (fourth["conversations_added"], fourth["conversations_continued"], fourth["turns_added"]) == (
        0,
        1,
        2,
    )

    history = run(env, "memcli", "--db", str(db_path), "history", "--search", "Pixel", "--json").stdout
    assert any("Pixel" in t["text"] for t in json.loads(history))


def test_path_option_and_missing_logs(env, db_path, tmp_path):
    run(env, "llm", "-m", "echo", "hello there")
    moved = tmp_path / "elsewhere.db"
    (tmp_path / "llm" / "logs.db").rename(moved)
    done = run(env, "memcli", "--db", str(db_path), "sync", "llm", ok=False)
    assert done.returncode == 2 and "no llm logs" in done.stderr and "Traceback" not in done.stderr
    done = run(env, "memcli", "--db", str(db_path), "sync", "llm", "--path", str(moved))
    assert "2 new turns" in done.stdout


@pytest.mark.parametrize(
    ("environment", "expected"),
    [({"LLM_USER_PATH": "/x/llm"}, "/x/llm/logs.db"), ({}, None)],
)
def test_default_logs_path(monkeypatch, environment, expected):
    from memcli.sync import llm_logs_path

    monkeypatch.delenv("LLM_USER_PATH", raising=False)
    for key, value in environment.items():
        monkeypatch.setenv(key, value)
    assert str(llm_logs_path("/given/logs.db")) == "/given/logs.db"
    if expected:
        assert str(llm_logs_path()) == expected
    else:
        import llm

        assert llm_logs_path() == llm.user_dir() / "logs.db"  # what `llm logs path` prints


NO_LITELLM = """
import sys
from memcli import Memory
from memcli.llm_plugin import memcli_ask, memcli_fragment
from memcli.mcp_server import MemoryTools, build_server

db, jonas, logs = sys.argv[1:]
with Memory(db, create=True) as memory:
    memory.ingest(jonas)
    memory.remember("I moved to Linz.")
    memory.add("I", "employer", "Wendel")
    memory.sync_llm(logs)
    tools = MemoryTools(memory)
    assert tools.ask("where does Jonas live")["answer"] == "Linz"
    assert tools.pack("where does Jonas work")["items"]
    tools.remember("I like green tea.")
    build_server(memory, allow_forget=True)
memcli_fragment("where does Jonas work")
memcli_ask("where does Jonas work")
loaded = sorted(m for m in sys.modules if m.split(".")[0] == "litellm")
print(loaded)
assert not loaded, loaded
"""


def test_offline_without_a_key_nothing_imports_litellm(env, db_path, tmp_path):
    run(env, "llm", "-m", "echo", "I adopted a cat called Pixel")
    script = [sys.executable, "-c", NO_LITELLM, str(db_path), str(JONAS), str(tmp_path / "llm" / "logs.db")]
    done = subprocess.run(
        script, capture_output=True, text=True, env=env | {"MEMCLI_DB": str(db_path)}, timeout=300
    )
    assert done.returncode == 0, done.stderr + done.stdout
