"""Stored settings: the rescue switch, the historical-intent default, configured models, and the
user's name (`user.name`, the strongest evidence memcli.identity weighs)."""

from __future__ import annotations

from memcli.db import transaction
from memcli.errors import MemcliError
from memcli.sqldb import Database

# secrets: "mask" replaces keys and passwords at ingest; "keep" archives them as pasted (still
# masked in every output and never curated into facts).
# curate.parse_worker: "auto" parses in a second process during long offline curations where the
# platform forks and has a second CPU (memcli.curators.parse_worker); "off" parses in-process.
DEFAULTS = {"rescue": "on", "historical": "auto", "secrets": "mask", "curate.parse_worker": "auto"}
CHOICES = {
    "rescue": ("on", "off"),
    "historical": ("auto", "on", "off"),
    "secrets": ("mask", "keep"),
    "curate.parse_worker": ("auto", "off"),
}
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
# Numeric settings (non-negative) with their defaults: model curation's limits (memcli.curate).
NUMBER_KEYS = {"curate.deadline": 3600.0, "curate.retries": 2.0}


def number(key: str, text: str | None) -> float:
    """A numeric setting's value; its default when unset or unreadable (never negative)."""
    try:
        value = float(text) if text is not None else NUMBER_KEYS[key]
    except ValueError:
        return NUMBER_KEYS[key]
    return value if value >= 0 else NUMBER_KEYS[key]


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
    elif key in NUMBER_KEYS:
        value = value.strip()
        try:
            ok = float(value) >= 0
        except ValueError:
            ok = False
        if not ok:
            raise MemcliError(
                f"{key}: expected a number of {'seconds' if 'deadline' in key else 'retries'} ≥ 0"
            )
    elif key not in CHOICES and key not in MODEL_KEYS:
        raise MemcliError(f"unknown setting {key!r} (see `memcli config` for the keys)")
    if key in SECRET_KEYS:
        raise MemcliError(
            f"{key}: API keys are not stored in the memory file (it is copied, backed up and shared);"
            f" set {secret_variable(key)} in the environment instead"
        )
    with transaction(db) as conn:
        conn.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, value))


def all_settings(db: Database) -> dict[str, str]:
    stored = dict(db.execute("SELECT key, value FROM settings WHERE key NOT LIKE '%:%'").fetchall())
    return DEFAULTS | stored


# --- what each key means, unsetting, and secrets (issue 11 item 5) ---------------------------------
# API keys never go into the memory file: the file is what people copy, back up and export. They
# come from the environment (MEMCLI_API_KEY, MEMCLI_<ROLE>_API_KEY, or the provider's own variable).
SECRET_KEYS = frozenset(k for k in MODEL_KEYS if k.endswith("api_key"))

_ROLE_WORDS = {
    "curate": "extracting facts (curate --curator llm)",
    "select": "choosing entries for a question",
    "answer": "answering `memcli ask`",
    "judge": "grading answers in `memcli eval`",
}
DESCRIPTIONS = {
    "rescue": "on: entries marked deprecated may still be used when nothing else answers; off: never",
    "historical": "auto: questions about the past are detected from their wording; on/off: always/never",
    "user.name": "your name, so that 'I' and 'my' in chats are read as you",
    "secrets": "mask: pasted keys and passwords are masked at ingest; keep: archived as pasted",
    "model": "the language model for every role, e.g. openai/gpt-4o-mini (unset: answer offline)",
    "api_base": "the model server's URL, for OpenAI-compatible local servers",
    "api_key": "never stored here: set MEMCLI_API_KEY in the environment",
    "model_timeout": "seconds to wait for one model reply (default 60)",
    "model_retries": "retries after a timeout or server error (default 3)",
    "curate.deadline": "seconds one `curate --curator llm` run may take in all (default 3600)",
    "curate.retries": "re-asks after model output that does not match the schema (default 2)",
    "curate.parse_worker": "auto: long offline curations parse in a 2nd process (Linux, 2+ CPUs); off: never",
    **{f"{role}_model": f"the model for {words}" for role, words in _ROLE_WORDS.items()},
    **{f"{role}_api_base": f"the server URL for {words}" for role, words in _ROLE_WORDS.items()},
    **{f"{role}_api_key": f"never stored here: set MEMCLI_{role.upper()}_API_KEY" for role in _ROLE_WORDS},
}
KNOWN_KEYS = tuple(dict.fromkeys([*DEFAULTS, *TEXT_KEYS, *NUMBER_KEYS, *MODEL_KEYS]))


def secret_variable(key: str) -> str:
    """The environment variable that holds the secret a config key would have held."""
    return "MEMCLI_" + key.upper().replace(".", "_")


def mask(secret: str) -> str:
    """'sk-…a1b2': enough to tell keys apart, never enough to use one."""
    if len(secret) <= 8:
        return "…"
    return f"{secret[:3]}…{secret[-4:]}"


def unset(db: Database, key: str) -> bool:
    """Remove a stored key (back to its default); False when it was not stored."""
    if key not in KNOWN_KEYS:
        raise MemcliError(f"unknown setting {key!r} (see `memcli config` for the keys)")
    with transaction(db) as conn:
        return conn.execute("DELETE FROM settings WHERE key = ?", (key,)).rowcount > 0


def describe(stored: dict[str, str], environ: dict[str, str]) -> list[dict]:
    """Every known key with its value, where the value comes from, and what the key means.
    Secrets are read from the environment only and shown masked."""
    rows = []
    for key in KNOWN_KEYS:
        value, origin = stored.get(key), "stored"
        if key in SECRET_KEYS:
            from_env = environ.get(secret_variable(key))
            value, origin = (mask(from_env), secret_variable(key)) if from_env else (None, "")
            if stored.get(key):  # written by an older memcli: say so, masked, so it can be unset
                value, origin = mask(stored[key]), "stored (unset it: memcli config --unset " + key + ")"
        elif key not in stored and key in NUMBER_KEYS:
            value, origin = f"{NUMBER_KEYS[key]:g}", "default"
        elif key not in stored:
            value, origin = DEFAULTS.get(key), "default" if key in DEFAULTS else ""
        rows.append({"key": key, "value": value, "from": origin, "description": DESCRIPTIONS.get(key, "")})
    return rows
