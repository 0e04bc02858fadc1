"""`memcli sync llm`: keep memory current with what a person says through the `llm` CLI.

Each run reads llm's logs.db (read-only, at the path `llm logs path` prints unless told
otherwise), stores only the turns the archive does not hold yet (turn hashes make a second run
add nothing), and then curates just those: the default view's watermark means only new turns
are read. So it is safe to run from cron or a systemd timer as often as one likes.
"""

from __future__ import annotations

import os
from pathlib import Path

from memcli.errors import MemcliError

LLM_APP_NAME = "io.datasette.llm"  # the folder name llm uses under the user's config dir


def llm_logs_path(explicit: str | None = None) -> Path:
    """Where llm logs: --path, else $LLM_USER_PATH/logs.db, else llm's own user_dir() (as
    `llm logs path` computes it), without needing llm installed."""
    if explicit:
        return Path(explicit).expanduser()
    if os.environ.get("LLM_USER_PATH"):
        return Path(os.environ["LLM_USER_PATH"]).expanduser() / "logs.db"
    import click  # typer's dependency; llm uses the same call

    return Path(click.get_app_dir(LLM_APP_NAME)) / "logs.db"


def sync_llm(memory, path: str | None = None) -> dict:
    """Ingest what is new in llm's logs.db, curate it, and say how much was new."""
    from memcli.curate import curate
    from memcli.view import ViewSpec

    logs = llm_logs_path(path)
    if not logs.is_file():
        raise MemcliError(f"{logs}: no llm logs there (run `llm` once, or pass --path)")
    first_new = memory.db.execute("SELECT coalesce(max(seq), 0) + 1 FROM turns").fetchone()[0]
    summary = memory.ingest(str(logs), fmt="llm-logs")
    new_sessions = _new_sessions(memory.db, first_new) if summary.turns_added else []
    curated = curate(memory.db, ViewSpec(), counts=False)
    return {
        "path": str(logs),
        "turns_read": summary.turns_read,
        "turns_added": summary.turns_added,
        "already_stored": summary.already_stored,
        "conversations_added": len(new_sessions),
        "conversations_continued": _continued(memory.db, first_new, new_sessions)
        if summary.turns_added
        else 0,
        "curated_turns": curated.turns_read,
    }


def _new_sessions(db, first_new: int) -> list[str]:
    """Sessions (llm conversations) whose every turn arrived in this run."""
    return [
        r[0]
        for r in db.execute(
            "SELECT session FROM turns WHERE seq >= ? GROUP BY session"
            " HAVING session NOT IN (SELECT DISTINCT session FROM turns WHERE seq < ?)",
            (first_new, first_new),
        )
    ]


def _continued(db, first_new: int, new_sessions: list[str]) -> int:
    """Conversations that existed before this run and got new turns in it."""
    total = db.execute("SELECT count(DISTINCT session) FROM turns WHERE seq >= ?", (first_new,)).fetchone()[0]
    return total - len(new_sessions)
