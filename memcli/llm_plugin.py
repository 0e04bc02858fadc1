"""The `llm` plugin (entry point group "llm"): memcli's memory inside `llm` prompts and tools.

- a fragment loader: `llm -f memcli:"where does Mira work" "answer briefly"` puts the packed
  context for that question (delimited text, as `memcli pack` prints it) into the prompt;
- a tool, `memcli_ask`, for models that call tools: `llm --tool memcli_ask "…"` (or `-T`).

Both read the memory file memcli would use (`MEMCLI_DB`, else the user data folder). `llm`
imports every plugin on every start, so this module imports nothing of memcli at the top: the
pipeline loads only when a fragment or the tool is used.
"""

from __future__ import annotations

import llm


@llm.hookimpl
def register_fragment_loaders(register):
    register("memcli", memcli_fragment)


@llm.hookimpl
def register_tools(register):
    register(memcli_ask)


def memcli_fragment(argument: str) -> llm.Fragment:
    """The packed memory context for the question `argument` (memcli:QUESTION)."""
    from memcli.errors import MemcliError
    from memcli.memory import Memory
    from memcli.serialize import render

    question = argument.strip()
    try:
        with Memory() as memory:
            result = memory.pack(question)
            source = f"memcli:{memory.path}"
    except MemcliError as exc:
        # llm reports a loader's ValueError as a one-line error, as it does for its own loaders
        raise ValueError(f"memcli: {exc.message}") from None
    return llm.Fragment(render(result, "text"), source)


def memcli_ask(question: str) -> str:
    """Answer a question about the user (or people they mention) from their long-term memory
    of past conversations. Returns the answer with the memory entries it rests on, or says
    that memory does not hold it."""
    from memcli.errors import MemcliError
    from memcli.memory import Memory
    from memcli.view import get_entries

    try:
        with Memory() as memory:
            found, _ = memory.ask(question)
            cited = get_entries(memory.db, found.cited_ids)
    except MemcliError as exc:
        return f"memcli error: {exc.message}"
    if found.abstained:
        return f"Not in memory ({found.reason})." if found.reason else "Not in memory."
    evidence = "\n".join(f"- entry {e.id}: {e.statement}" for e in cited)
    return f"{found.answer}\n{evidence}" if evidence else found.answer
