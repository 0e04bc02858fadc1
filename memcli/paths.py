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
    if override:
        return Path(override).expanduser()
    if sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    elif os.name == "nt":
        base = Path(os.environ.get("APPDATA", Path.home()))
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME


def database_path(explicit: str | os.PathLike | None = None) -> Path:
    """The memory file: --db, else $MEMCLI_DB, else memory.db in user_dir()."""
    if explicit:
        return Path(explicit).expanduser()
    from_env = os.environ.get("MEMCLI_DB")
    if from_env:
        return Path(from_env).expanduser()
    return user_dir() / "memory.db"


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
