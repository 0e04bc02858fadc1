"""memcli: a command-line memory for conversations with language models.

The library comes first: `from memcli import Memory`. The CLI (memcli.cli) is a thin layer over
it. Importing this package stays cheap: heavy modules (litellm above all) load only on the code
path that needs them.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["Memory", "MemcliError", "__version__"]


def __getattr__(name: str):
    # Lazy so that `import memcli` (and `memcli --help`) does not pull in the whole pipeline.
    if name == "Memory":
        from memcli.memory import Memory

        return Memory
    if name == "MemcliError":
        from memcli.errors import MemcliError

        return MemcliError
    raise AttributeError(name)
