"""Stored settings: the rescue switch, the historical-intent default, configured models, and the
user's name (`user.name`, the strongest evidence memcli.identity weighs)."""

from __future__ import annotations

from sqlite_utils import Database

from memcli.db import transaction
from memcli.errors import MemcliError

# secrets: "mask" replaces keys and passwords at ingest; "keep" archives them as pasted (still
# masked in every output and never curated into facts).
DEFAULTS = {"rescue": "on", "historical": "auto", "secrets": "mask"}
CHOICES = {"rescue": ("on", "off"), "historical": ("auto", "on", "off"), "secrets": ("mask", "keep")}
ROLES = ("curate", "select", "answer", "judge")
# Everything memcli.models.resolve_model reads from stored config.
MODEL_KEYS = (
    "model",
    "api_base",
    "api_key",
    "model_timeout",
    "model_retries",
    *(f"{role}_{key}" for role in ROLES for key in ("model", "api_base", "api_key")),
)


# Free-text settings: any non-empty value (whitespace collapsed).
TEXT_KEYS = ("user.name",)


def get(db: Database, key: str) -> str | None:
    row = db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
    return row[0] if row else DEFAULTS.get(key)


def put(db: Database, key: str, value: str) -> None:
    if key in CHOICES and value not in CHOICES[key]:
        raise MemcliError(f"{key}: expected one of {', '.join(CHOICES[key])}, got {value!r}")
    if key in TEXT_KEYS:
        value = " ".join(value.split())
        if not value:
            raise MemcliError(f"{key}: the value is empty")
    elif key not in CHOICES and key not in MODEL_KEYS:
        raise MemcliError(f"unknown setting {key!r}")
    with transaction(db) as conn:
        conn.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, value))


def all_settings(db: Database) -> dict[str, str]:
    stored = dict(db.execute("SELECT key, value FROM settings WHERE key NOT LIKE '%:%'").fetchall())
    return DEFAULTS | stored
