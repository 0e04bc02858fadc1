"""The `llm` plugin through the real `llm` CLI and `llm-echo`: the fragment loader puts the
packed context into the prompt, and the memcli_ask tool answers a tool call.

llm finds plugins by their entry point (group "llm"). CI installs memcli with pip, so the
entry point exists there; here (never `pip install -e` of a worktree) the test writes a small
dist-info with the same entry point into a temporary folder on PYTHONPATH. When both exist,
llm registers the name once."""

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


def plugin_dir(root: Path) -> Path:
    """A folder holding a dist-info whose only content is memcli's llm entry point."""
    info = root / "memcli_llm_plugin_under_test-0.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: memcli-llm-plugin-under-test\nVersion: 0.0\n"
    )
    (info / "entry_points.txt").write_text("[llm]\nmemcli = memcli.llm_plugin\n")
    return root


@pytest.fixture
def llm_env(tmp_path, db_path):
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(JONAS))
    env = {k: v for k, v in os.environ.items() if k != "LLM_LOAD_PLUGINS"}
    env |= {
        "PYTHONPATH": os.pathsep.join([str(plugin_dir(tmp_path / "plugins")), str(REPO)]),
        "LLM_USER_PATH": str(tmp_path / "llm"),
        "MEMCLI_DB": str(db_path),
    }
    return env


def llm(env, *args):
    done = subprocess.run(
        [sys.executable, "-m", "llm", *args], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_plugin_registers_its_hooks(llm_env):
    plugins = json.loads(llm(llm_env, "plugins"))
    hooks = {h for p in plugins for h in p["hooks"] if "memcli" in p["name"]}
    assert {"register_fragment_loaders", "register_tools"} <= hooks


def test_fragment_puts_the_packed_context_into_the_prompt(llm_env):
    out = llm(llm_env, "-m", "echo", "-f", "memcli:where does Jonas work", "answer briefly")
    prompt = json.loads(out)["prompt"]
    assert "=== memory" in prompt and "=== end of memory" in prompt
    assert "Jonas | employer | Tessaro" in prompt
    assert "Quillon" not in prompt  # the replaced employer stays out of a current-state pack
    assert prompt.rstrip().endswith("answer briefly")


def test_tool_answers_a_tool_call(llm_env):
    call = {"tool_calls": [{"name": "memcli_ask", "arguments": {"question": "where does Jonas work"}}]}
    out = llm(llm_env, "-m", "echo", "-T", "memcli_ask", json.dumps(call))
    assert '"name": "memcli_ask"' in out
    assert "Tessaro" in out.split('"tool_results"', 1)[1]


def test_loader_and_tool_in_process(db_path, monkeypatch):
    from memcli import Memory
    from memcli.llm_plugin import memcli_ask, memcli_fragment

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(JONAS))
    monkeypatch.setenv("MEMCLI_DB", str(db_path))
    fragment = memcli_fragment("where does Jonas live")
    assert "Graz" in str(fragment) and fragment.source == f"memcli:{db_path}"
    assert memcli_ask("where does Jonas live").startswith("Graz")
    assert memcli_ask("what is Jonas's blood type").startswith("Not in memory")
    monkeypatch.setenv("MEMCLI_DB", str(db_path.parent / "missing.db"))
    with pytest.raises(ValueError, match="^memcli: "):
        memcli_fragment("anything")
    assert memcli_ask("anything").startswith("memcli error:")
