"""Where memcli keeps its files. One function resolves every user path (as `llm` does), and one
environment variable, MEMCLI_DIR, moves all of them; tests point it at a temporary folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "memcli"


def user_dir() -> Path:
    """The folder for memcli's own files: $MEMCLI_DIR, else the platform's user data folder."""
    override = os.environ.get("MEMCLI_DIR")
    if override is not None:  # set but blank is an error, as for --db: not the user's real memory
        return Path(_not_blank(override, "MEMCLI_DIR", "unset it or name a folder")).expanduser()
    if sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    elif os.name == "nt":
        base = Path(os.environ.get("APPDATA", Path.home()))
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME


def database_path(explicit: str | os.PathLike | None = None) -> Path:
    """The memory file: --db, else $MEMCLI_DB, else memory.db in user_dir().

    An empty or blank --db or MEMCLI_DB is an error, never "the default memory": a script whose
    variable was unset (`--db "$MEM"`) must not run `forget --yes` against the user's real one."""
    if explicit is not None:
        return Path(_not_blank(os.fspath(explicit), "--db")).expanduser()
    from_env = os.environ.get("MEMCLI_DB")
    if from_env is not None:
        return Path(_not_blank(from_env, "MEMCLI_DB")).expanduser()
    return user_dir() / "memory.db"


def _not_blank(value: str, name: str, remedy: str = "name the memory file") -> str:
    if not value.strip():
        from memcli.errors import MemcliError

        raise MemcliError(f"{name}: the path is empty (an unset variable?); {remedy}")
    return value


def check_folder(explicit: str | os.PathLike | None = None) -> None:
    """A --db or $MEMCLI_DB path whose folder does not exist is a mistake (a typo in the folder),
    not a request to create folders: say which folder is missing. The default location is created."""
    from memcli.errors import MemcliError

    if not explicit and not os.environ.get("MEMCLI_DB"):
        return
    folder = database_path(explicit).parent
    if not folder.is_dir():
        where = "--db" if explicit else "MEMCLI_DB"
        raise MemcliError(f"{where}: the folder {folder} does not exist (create it first)")
