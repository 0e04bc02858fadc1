"""memcli: a command-line memory for conversations with language models.

The library comes first: `from memcli import Memory`. The CLI (memcli.cli) is a thin layer over
it. Importing this package stays cheap: heavy modules (litellm above all) load only on the code
path that needs them.
"""

from __future__ import annotations

import sys

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


class _SqliteUtilsWithoutNumpy:
    """sqlite-utils imports numpy and pandas when it is imported, if they are installed, only to
    map their scalar types to column types in `Table.insert` (measured: ~0.1 s of CPU and ~20 MB
    per process for numpy alone). memcli writes through plain SQL and never hands it numpy
    values, so the first import of sqlite_utils.db sees both as absent. A process that already
    imported numpy (a caller's, or one that ranks with embeddings first) is left as it is, and
    numpy stays importable afterwards: it is hidden only while sqlite_utils.db executes."""

    HIDDEN = ("numpy", "pandas")

    def find_spec(self, name, path=None, target=None):
        if name != "sqlite_utils.db":
            return None
        sys.meta_path.remove(self)  # once is enough; get out of every later import's way
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None and hasattr(spec.loader, "exec_module"):
            spec.loader.exec_module = _hiding(spec.loader.exec_module, self.HIDDEN)
        return spec


def _hiding(exec_module, names):
    def exec_without(module) -> None:
        hidden = [n for n in names if n not in sys.modules]
        for n in hidden:
            sys.modules[n] = None  # `import n` raises ImportError while this module runs
        try:
            exec_module(module)
        finally:
            for n in hidden:
                if n in sys.modules and sys.modules[n] is None:
                    del sys.modules[n]

    return exec_without


if "sqlite_utils.db" not in sys.modules:
    sys.meta_path.insert(0, _SqliteUtilsWithoutNumpy())
