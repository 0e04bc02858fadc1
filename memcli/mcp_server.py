"""`memcli mcp`: this memory served to agents over the Model Context Protocol (stdio).

Built on the official `mcp` SDK (MCPServer), never a hand-written protocol, and imported only
here, so no other command pays for it. The tools are thin wrappers over the Memory API:

- ask, pack, search_history, list_slots, slot, why: read memory; ask, pack, list_slots and slot
  carry the command's warnings (turns not curated yet: memcli.writes);
- remember: an agent's write, stored with author "model" (format "mcp"): a lower trust tier
  than a person's words; it never displaces a fact a person stated by hand, and what it does
  replace stays visible in `memcli slots --superseded` (the rule: memcli.supersede);
- forget: only when the server was started with --allow-forget (it deletes for good).

Resources: memcli://slots (the current slots) and memcli://sessions (recent sessions).

The database is opened once; WAL and the busy timeout (memcli.db) let the CLI write to it
while the server runs. The SDK runs plain functions in worker threads, so one lock keeps the
one SQLite connection to one call at a time. Stdout belongs to the protocol (the SDK claims
it); logs go to stderr.
"""

from __future__ import annotations

import functools
import logging
import sys
import threading
from typing import Any

from memcli.errors import MemcliError

log = logging.getLogger("memcli.mcp")

RECENT_SESSIONS = 20
MAX_LIMIT = 200

INSTRUCTIONS = (
    "memcli is the user's long-term memory of their conversations. Call `ask` for a question about "
    "the user or people they mention (answers cite entry ids; `why` shows the sentences behind an "
    "entry). Call `pack` to get the evidence as text to reason over yourself. Call `remember` only "
    "for a fact the user stated; it is stored as model-written and never overrides the user's own."
)


def _entry(entry) -> dict:
    """An entry as an agent sees it: memcli.remember's summary, with the date it holds from."""
    from memcli.remember import entry_summary

    return entry_summary(entry) | {"date": entry.valid_at}


def _turn(turn) -> dict:
    return {
        "id": turn.id,
        "session": turn.session,
        "speaker": turn.speaker,
        "role": turn.role,
        "date": turn.timestamp,
        "text": turn.text,
    }


def _limit(value: int | None, default: int) -> int:
    if value is None:
        return default
    if value < 1:
        raise MemcliError(f"limit: must be a positive number, got {value}")
    return min(value, MAX_LIMIT)


class MemoryTools:
    """The tools' behaviour, plain Python over one open Memory (tested without the protocol)."""

    def __init__(self, memory) -> None:
        self.memory = memory
        self.lock = threading.Lock()

    def ask(self, question: str, historical: bool | None = None) -> dict:
        from memcli.archive import get_turns
        from memcli.view import get_entries

        mode = None if historical is None else ("on" if historical else "off")
        with self.lock:
            found, context = self.memory.ask(question, self.memory.options(historical=mode))
            cited = get_entries(self.memory.db, found.cited_ids)
            turns = get_turns(self.memory.db, found.cited_turns)
        return {
            "answer": found.answer if not found.abstained else None,
            "not_in_memory": found.abstained,
            "message": found.answer if not found.abstained else f"Not in memory. {found.reason}".strip(),
            "reason": found.reason,
            "historical": context.historical,
            "rescue": context.rescue,
            "cited_entries": [_entry(e) for e in cited],
            "cited_turns": [_turn(t) for t in turns],
            "warnings": [*context.warnings, *([found.warning] if found.warning else [])],
        }

    def pack(self, question: str, budget: int | None = None) -> dict:
        from memcli.serialize import render

        with self.lock:
            options = self.memory.options(budget=budget)
            result = self.memory.pack(question, options)
        return {
            "context": render(result, "text"),
            "items": [
                {"kind": c.kind, "id": c.id, "status": c.status, "date": c.date, "text": c.text}
                for c in result.items
            ],
            "tokens_used": result.used,
            "budget": result.budget,
            "historical": result.historical,
            "warnings": result.warnings,
        }

    def remember(self, text: str) -> dict:
        with self.lock:
            return self.memory.remember(text, author="model")

    def search_history(self, text: str, limit: int | None = None) -> list[dict]:
        if not text.strip():
            raise MemcliError("text: give some words to search for")
        with self.lock:
            turns = self.memory.history(search=text, limit=_limit(limit, 20))
        return [_turn(t) for t in turns]

    def list_slots(self, pattern: str | None = None, superseded: bool = False) -> dict:
        """{"slots": [...], "warnings": [...]}: the warnings say when turns wait to be curated
        (memcli.writes), so an agent knows the listing is not the whole archive yet."""
        warnings: list[str] = []
        with self.lock:
            if superseded:
                pairs = self.memory.replacements(pattern=pattern, warnings=warnings)
                rows = [_entry(old) | {"replaced_by": _entry(new)} for old, new in pairs]
            else:
                entries = self.memory.entries(
                    pattern=pattern, statuses=("active", "deprecated"), warnings=warnings
                )
                rows = [_entry(e) for e in entries if e.relation != "said"]
        return {"slots": rows, "warnings": warnings}

    def slot(self, slot: str) -> dict:
        """{"timeline": [...], "warnings": [...]}, the timeline oldest first."""
        warnings: list[str] = []
        with self.lock:
            timeline = [_entry(e) for e in self.memory.slot_timeline(slot, warnings=warnings)]
        return {"timeline": timeline, "warnings": warnings}

    def why(self, entry_id: int) -> dict:
        with self.lock:
            info = self.memory.why(entry_id)
        return {
            "entry": _entry(info["entry"]),
            "sources": [_turn(t) for t in info["sources"]],
            "replaced": [_entry(e) for e in info["replaced"]],
            "replaced_by": [_entry(e) for e in info["replaced_by"]],
        }

    def forget(self, turn_ids: list[int] | None = None, session: str | None = None) -> dict:
        from memcli.forget import select_turns

        if not turn_ids and not session:
            raise MemcliError("forget: name turn_ids or a session")
        with self.lock:
            chosen = select_turns(self.memory.db, ids=turn_ids or (), session=session)
            if not chosen:
                raise MemcliError("forget: no such turns")
            return self.memory.forget_turns(chosen) | {"turn_ids": chosen}

    def slots_resource(self) -> list[dict]:
        return self.list_slots()["slots"]

    def sessions_resource(self) -> list[dict]:
        with self.lock:
            rows = self.memory.db.execute(
                "SELECT session, count(*), min(timestamp), max(timestamp), max(seq) FROM turns"
                " GROUP BY session ORDER BY max(seq) DESC LIMIT ?",
                (RECENT_SESSIONS,),
            ).fetchall()
        return [{"session": s, "turns": n, "first": a, "last": b} for s, n, a, b, _ in rows]


def build_server(memory, *, allow_forget: bool = False):
    """The MCPServer over an open Memory: tools, their schemas (from the type hints) and
    descriptions, and the two resources."""
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    from memcli import __version__

    tools = MemoryTools(memory)
    server = MCPServer(name="memcli", version=__version__, instructions=INSTRUCTIONS, log_level="WARNING")

    def guarded(fn):
        """A user mistake (unknown entry, empty text) is a tool error the agent can read."""

        @functools.wraps(fn)  # keeps the signature: the SDK builds the JSON schema from it
        def call(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except MemcliError as exc:
                raise ToolError(exc.message) from None

        return call

    @server.tool(
        description="Answer a question from the user's memory, citing entries; says when it is not in memory."
    )
    @guarded
    def ask(question: str, historical: bool | None = None) -> dict[str, Any]:
        """historical: true for a question about the past ("where did she work before"), false for
        the current state; omit to detect it from the question."""
        return tools.ask(question, historical)

    @server.tool(
        description="Memory evidence for a question, as delimited text within a token budget, and its items."
    )
    @guarded
    def pack(question: str, budget: int | None = None) -> dict[str, Any]:
        return tools.pack(question, budget)

    @server.tool(
        description="Store a fact the user stated (tagged model-written; never overrides the user's own)."
    )
    @guarded
    def remember(text: str) -> dict[str, Any]:
        return tools.remember(text)

    @server.tool(description="Full-text search of the raw conversation archive; best matches first.")
    @guarded
    def search_history(text: str, limit: int | None = None) -> list[dict[str, Any]]:
        return tools.search_history(text, limit)

    @server.tool(
        description="Current facts, one per slot (subject|relation|scope); superseded=true: replaced values;"
        " warnings say when newer turns are not curated yet."
    )
    @guarded
    def list_slots(pattern: str | None = None, superseded: bool = False) -> dict[str, Any]:
        return tools.list_slots(pattern, superseded)

    @server.tool(description="One slot's timeline, oldest first (e.g. 'mira|employer').")
    @guarded
    def slot(slot: str) -> dict[str, Any]:
        return tools.slot(slot)

    @server.tool(
        description="Why memory holds an entry: its source turns verbatim, what it replaced, what replaced it"
    )
    @guarded
    def why(entry_id: int) -> dict[str, Any]:
        return tools.why(entry_id)

    if allow_forget:

        @server.tool(
            description="Delete turns for good (by id or whole session), with every entry drawn from them."
        )
        @guarded
        def forget(turn_ids: list[int] | None = None, session: str | None = None) -> dict[str, Any]:
            return tools.forget(turn_ids, session)

    @server.resource(
        "memcli://slots",
        name="slots",
        description="The current facts, one per slot.",
        mime_type="application/json",
    )
    def slots_resource() -> str:
        import json

        return json.dumps(tools.slots_resource(), ensure_ascii=False, default=str)

    @server.resource(
        "memcli://sessions",
        name="sessions",
        description="The most recent sessions with turn counts and dates.",
        mime_type="application/json",
    )
    def sessions_resource() -> str:
        import json

        return json.dumps(tools.sessions_resource(), ensure_ascii=False, default=str)

    return server


def serve(db: str | None, *, allow_forget: bool = False) -> None:
    """Run the server on stdio until the client goes away. Logs go to stderr."""
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise MemcliError("`memcli mcp` needs the mcp package: pip install mcp") from None
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="memcli mcp: %(message)s")
    from memcli.memory import Memory

    memory = Memory(db, create=True)
    log.warning("serving %s over stdio%s", memory.path, " (forget allowed)" if allow_forget else "")
    try:
        build_server(memory, allow_forget=allow_forget).run("stdio")
    finally:
        memory.close()
