"""`memcli status`: what a person needs to know before trusting an answer, in one report: which
file, what it holds, the stored switches that change answers (rescue, historical) and which model
each role uses. Plain data; memcli.render draws it."""

from __future__ import annotations

from pathlib import Path

from memcli.settings import DEFAULTS, ROLES, SECRET_KEYS, mask, secret_variable
from memcli.sqldb import Database


def models_report(stored: dict[str, str], environ: dict[str, str]) -> dict[str, dict]:
    """For each role: the model (or "offline"), its server, and whether an API key is set (masked)."""
    import os

    from memcli.models import resolve_model

    saved = dict(os.environ)
    try:
        os.environ.clear()
        os.environ.update(environ)
        report = {}
        for role in ROLES:
            config = resolve_model(None, {k: v for k, v in stored.items() if k not in SECRET_KEYS}, role=role)
            if config is None:
                report[role] = {"model": "offline", "api_base": None, "api_key": None}
                continue
            key_var = next(
                (v for v in (f"MEMCLI_{role.upper()}_API_KEY", "MEMCLI_API_KEY") if environ.get(v)), None
            )
            report[role] = {
                "model": config.model,
                "api_base": config.api_base,
                "api_key": f"{mask(environ[key_var])} ({key_var})" if key_var else "not set",
            }
        return report
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _switches(stored: dict[str, str]) -> dict[str, dict]:
    return {
        key: {
            "value": stored.get(key, DEFAULTS[key]),
            "from": "stored setting" if key in stored else "default",
        }
        for key in DEFAULTS
    }


def status_report(db: Database, path: Path, environ: dict[str, str]) -> dict:
    one = lambda sql: db.execute(sql).fetchone()[0]  # noqa: E731
    stored = dict(db.execute("SELECT key, value FROM settings WHERE key NOT LIKE '%:%'").fetchall())
    statuses = dict(db.execute("SELECT status, count(*) FROM entries GROUP BY status").fetchall())
    size = sum(p.stat().st_size for p in (path, path.with_name(path.name + "-wal")) if p.exists())
    return {
        "database": str(path),
        "exists": True,
        "file_bytes": size,
        "counts": {
            "sessions": one("SELECT count(DISTINCT session) FROM turns"),
            "turns": one("SELECT count(*) FROM turns"),
            "active entries": statuses.get("active", 0),
            "superseded entries": statuses.get("superseded", 0),
            "deprecated entries": statuses.get("deprecated", 0),
            "questions logged": one("SELECT count(*) FROM questions_log"),
        },
        "settings": _switches(stored) | {"user.name": {"value": stored.get("user.name"), "from": "stored"}},
        "models": models_report(stored, environ),
        "unsafe": sorted(k for k in stored if k in SECRET_KEYS),
    }


def empty_status(path: Path, environ: dict[str, str]) -> dict:
    """The report for a memory file that does not exist yet (nothing is created to show it)."""
    return {
        "database": str(path),
        "exists": False,
        "file_bytes": 0,
        "counts": {},
        "settings": _switches({}),
        "models": models_report({}, environ),
        "unsafe": [],
    }


__all__ = ["status_report", "empty_status", "models_report", "secret_variable"]
