"""`memcli mcp` through the mcp SDK's own stdio client: the tools and their schemas, a model's
remember then ask, errors as tool errors (not crashes), forget only when allowed, resources,
and a client that disconnects mid-call. Fixtures are invented (tests/fixtures/jonas.jsonl)."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from pathlib import Path

import pytest

pytest.importorskip("mcp")

import anyio  # noqa: E402
from mcp import Client  # noqa: E402
from mcp.client.stdio import StdioServerParameters  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
JONAS = Path(__file__).resolve().parent / "fixtures" / "jonas.jsonl"
READ_TOOLS = {"ask", "pack", "remember", "search_history", "list_slots", "slot", "why"}


def server(db: Path, *flags: str) -> StdioServerParameters:
    env = {"PYTHONPATH": str(REPO), "MEMCLI_DIR": os.environ["MEMCLI_DIR"]}
    return StdioServerParameters(
        command=sys.executable, args=["-m", "memcli", "--db", str(db), "mcp", *flags], env=env
    )


def payload(result):
    """A tool result's JSON: the structured content when the SDK filled it, else the text."""
    assert not result.is_error, result.content
    if result.structured_content is not None:
        data = result.structured_content
        return data.get("result", data) if set(data) == {"result"} else data
    return json.loads(result.content[0].text)


@pytest.fixture
def jonas_db(db_path):
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(JONAS))
    return db_path


def test_tools_remember_then_ask_and_errors(jonas_db):
    async def session():
        async with Client(server(jonas_db)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert set(tools) == READ_TOOLS  # no forget unless --allow-forget
            for tool in tools.values():
                assert tool.description and tool.input_schema["type"] == "object"
            assert tools["ask"].input_schema["required"] == ["question"]

            stored = payload(await client.call_tool("remember", {"text": "I moved to Linz."}))
            assert stored["author"] == "model"
            assert any(e["value"] == "Linz" and e["status"] == "active" for e in stored["stored"])
            answer = payload(await client.call_tool("ask", {"question": "where does Jonas live"}))
            assert answer["answer"] == "Linz" and not answer["not_in_memory"]
            assert any(e["value"] == "Linz" for e in answer["cited_entries"])

            unknown = payload(await client.call_tool("ask", {"question": "what is Jonas's blood type"}))
            assert unknown["not_in_memory"] and unknown["answer"] is None
            assert unknown["message"].startswith("Not in memory")

            # a wrong argument type and a user mistake are tool errors, and the server goes on
            bad = await client.call_tool("why", {"entry_id": "abc"})
            assert bad.is_error
            missing = await client.call_tool("why", {"entry_id": 9999})
            assert missing.is_error and "no entry 9999" in missing.content[0].text
            refused = await client.call_tool("forget", {"session": "jonas"})
            assert refused.is_error

            packed = payload(
                await client.call_tool("pack", {"question": "where does Jonas live", "budget": 300})
            )
            assert "Linz" in packed["context"] and packed["tokens_used"] <= 300
            found = payload(await client.call_tool("search_history", {"text": "Graz", "limit": 5}))
            assert found and all("Graz" in t["text"] for t in found)
            slots = payload(await client.call_tool("list_slots", {"pattern": "jonas|residence"}))
            assert [s["value"] for s in slots["slots"]] == ["Linz"] and slots["warnings"] == []
            timeline = payload(await client.call_tool("slot", {"slot": "jonas|residence"}))["timeline"]
            assert [e["value"] for e in timeline] == ["Graz", "Linz"]
            why = payload(await client.call_tool("why", {"entry_id": timeline[-1]["id"]}))
            assert why["sources"][0]["text"] == "I moved to Linz."

            uris = {str(r.uri) for r in (await client.list_resources()).resources}
            assert uris == {"memcli://slots", "memcli://sessions"}
            sessions = json.loads((await client.read_resource("memcli://sessions")).contents[0].text)
            assert sessions[0]["session"].startswith("mcp ") and sessions[0]["turns"] == 1

    anyio.run(session)


def test_model_write_never_overrides_a_person(jonas_db, tmp_path):
    from memcli import Memory

    with Memory(jonas_db) as memory:
        memory.add("Jonas", "employer", "Brauwerk")  # the person, by hand

    async def session():
        async with Client(server(jonas_db)) as client:
            stored = payload(await client.call_tool("remember", {"text": "Jonas works at Wendel now."}))
            assert [e["value"] for e in stored["held_back"] if e["relation"] == "employer"] == ["Wendel"]
            answer = payload(await client.call_tool("ask", {"question": "where does Jonas work"}))
            assert answer["answer"] == "Brauwerk"
            replaced = payload(await client.call_tool("list_slots", {"superseded": True}))["slots"]
            assert ("Wendel", "Brauwerk") in [(e["value"], e["replaced_by"]["value"]) for e in replaced]

    anyio.run(session)


def test_cli_writes_while_the_server_runs(jonas_db):
    """The server keeps its connection open; a CLI writer goes through (WAL, busy timeout) and
    the next question sees what it wrote."""
    import subprocess

    def cli_remember():
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        command = [sys.executable, "-m", "memcli", "--db", str(jonas_db), "remember", "I moved to Wels."]
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)

    async def session():
        async with Client(server(jonas_db)) as client:
            first = payload(await client.call_tool("ask", {"question": "where does Jonas live"}))
            assert first["answer"] == "Graz"
            done = await anyio.to_thread.run_sync(cli_remember)
            assert done.returncode == 0, done.stderr
            again = payload(await client.call_tool("ask", {"question": "where does Jonas live"}))
            assert again["answer"] == "Wels"

    anyio.run(session)


def test_forget_only_when_allowed(jonas_db):
    async def session():
        async with Client(server(jonas_db, "--allow-forget")) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert tools == READ_TOOLS | {"forget"}
            gone = payload(await client.call_tool("forget", {"session": "jonas"}))
            assert gone["turns"] == 5
            found = payload(await client.call_tool("search_history", {"text": "Graz"}))
            assert found == []

    anyio.run(session)


def test_server_survives_a_client_that_disconnects_mid_call(jonas_db):
    async def hang_up():
        async with Client(server(jonas_db)) as client:
            with anyio.move_on_after(0.2):  # curation of the first question takes longer than this
                await client.call_tool("ask", {"question": "where does Jonas work"})

    async def come_back():
        async with Client(server(jonas_db)) as client:
            answer = payload(await client.call_tool("ask", {"question": "where does Jonas work"}))
            assert answer["answer"] == "Tessaro"

    anyio.run(hang_up)
    anyio.run(come_back)
    conn = sqlite3.connect(jonas_db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_tools_without_the_protocol(jonas_db):
    from memcli import Memory
    from memcli.errors import MemcliError
    from memcli.mcp_server import MemoryTools

    with Memory(jonas_db) as memory:
        tools = MemoryTools(memory)
        assert tools.ask("where does Jonas work", historical=False)["answer"] == "Tessaro"
        with pytest.raises(MemcliError):
            tools.search_history("  ")
        with pytest.raises(MemcliError):
            tools.search_history("Graz", limit=0)
        with pytest.raises(MemcliError):
            tools.forget()
        assert tools.sessions_resource()[0] == {
            "session": "jonas",
            "turns": 5,
            "first": "2025-01-03T10:00:00",
            "last": "2025-03-03T10:01:00",
        }
