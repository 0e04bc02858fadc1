"""Trust and provenance: who said a turn, and whether it may become a fact.

Every turn gets a trust tier from its role and origin:
  person     the user's own words (role user, or no role), and `remember` sources
  assistant  the answering model's replies
  tool       tool / function / system messages and any other role: web pages, other agents
  model      memories another model wrote through MCP (sources of format "mcp")
and flags for content that must not steer anything:
  instruction  "always answer …", "ignore previous instructions" — flagged on any turn but the
               person's own (a user may legitimately set their preferences)
  delimiter    text that imitates memory/pack or chat-template delimiters
  invisible    zero-width, bidi or tag characters that hide text (not an emoji's joiner)
  secret       a key or password, even masked: never a fact

Only person and (unflagged) assistant turns reach a curator; the assistant's turns are read only
as context for the person's replies. Everything else stays in the archive, retrievable as
evidence, and is marked low-trust in the pack.
"""

from __future__ import annotations

import re

from memcli.hygiene import has_invisible
from memcli.secret_scan import MASK, has_secret
from memcli.text import LOWER_PIECE, lowered_pieces, needle_regex

TIERS = ("person", "assistant", "tool", "model")
PERSON_FORMATS = frozenset({"remember"})
MODEL_FORMATS = frozenset({"mcp"})

_INSTRUCTION = re.compile(
    r"\b(?:always|never|only)\s+(?:answer|respond|reply|say|tell|recommend|mention|suggest|claim)\b"
    r"|\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+)?"
    r"(?:previous|prior|above|earlier|other|system)\s+(?:instructions?|prompts?|messages?|rules?|memor(?:y|ies))"
    r"|\bfrom\s+now\s+on\b[^.]{0,40}\b(?:you|answer|respond|reply|say)\b"
    r"|\byou\s+(?:must|should|will)\s+(?:now\s+)?(?:always|never|only)\b"
    r"|\b(?:new|updated)\s+(?:system\s+)?instructions?\s*:"
    r"|\bsystem\s+prompt\b",
    re.IGNORECASE,
)
_DELIMITER = re.compile(
    r"(?:===|---)\s*(?:end\s+of\s+)?memory\b"
    r"|</?\s*(?:memory|context|system|instructions?)\s*>"
    r"|\[/?INST\]|<\|(?:im_start|im_end|endoftext|system|user|assistant)\|>",
    re.IGNORECASE,
)


def trust_tier(role: str | None, source_format: str | None) -> str:
    if source_format in MODEL_FORMATS:
        return "model"
    if source_format in PERSON_FORMATS:
        return "person"
    if role in (None, "", "user"):
        return "person"
    if role == "assistant":
        return "assistant"
    return "tool"


_INSTRUCTION_HINTS = (
    "always",
    "never",
    "only",
    "ignore",
    "disregard",
    "forget",
    "override",
    "from now on",
    "must",
    "should",
    "will",
    "instruction",
    "system prompt",
)
_DELIMITER_HINTS = ("===", "---", "<", "[inst]", "[/inst]")
# Each hint list as one regex over the lowered text, anchored on each hint's rarest character
# (memcli.text.needle_regex): ingest flags every turn, and most hold no hint (issue 10).
_INSTRUCTION_HINT = needle_regex(_INSTRUCTION_HINTS)
_DELIMITER_HINT = needle_regex(_DELIMITER_HINTS)


def flags_for(text: str, tier: str) -> tuple[str, ...]:
    # The hints are looked for in text.lower(): lowered once for both searches (a huge text is
    # lowered piece by piece, as memcli.text.mentions does, so no whole copy is made).
    if len(text) <= LOWER_PIECE:
        # Nearly every turn: the searches inline (a closure made per call and called twice cost
        # ingest ~0.3 us a turn, issue 10). Every delimiter hint holds "<", "[", "===" or
        # "---", which no other character lowers to: looked for first, by str's own search, a
        # person's turn is not lowered at all unless one stands. "===" and "---" only where "="
        # or "-" stands: a one-character search is a memchr, several times cheaper (issue 10).
        instruction = tier != "person" and _INSTRUCTION_HINT.search(text.lower()) is not None
        delimiter = (
            "<" in text or "[" in text or ("=" in text and "===" in text) or ("-" in text and "---" in text)
        ) and _DELIMITER_HINT.search(text.lower()) is not None
    else:
        instruction = tier != "person" and _hinted_in_pieces(_INSTRUCTION_HINT, text)
        delimiter = _hinted_in_pieces(_DELIMITER_HINT, text)
    flags = []
    if instruction and _INSTRUCTION.search(text):
        flags.append("instruction")
    if delimiter and _DELIMITER.search(text):
        flags.append("delimiter")
    if has_invisible(text):
        flags.append("invisible")
    if MASK in text or has_secret(text):
        flags.append("secret")
    return tuple(flags)


def _hinted_in_pieces(pattern: re.Pattern, text: str) -> bool:
    return any(pattern.search(piece) for piece in lowered_pieces(text))


def may_reach_curator(tier: str, flags: tuple[str, ...] | str) -> bool:
    """Person turns, assistant turns (as context) and memories an agent wrote through memcli's own
    tools (their entries carry author `model`, and memcli.supersede never lets them replace a
    person's fact), none flagged. Tool output and other programs' text never become facts."""
    return tier in ("person", "assistant", "model") and not _split(flags)


def low_trust_reason(tier: str, flags: tuple[str, ...] | str) -> str | None:
    """Why the pack should mark this turn, or None for a person's or assistant's plain turn."""
    parts = [] if tier in ("person", "assistant") else [f"{tier} content"]
    parts += [_FLAG_NOTES.get(flag, flag) for flag in _split(flags)]
    return "low trust: " + ", ".join(parts) if parts else None


_FLAG_NOTES = {
    "instruction": "instruction-like text",
    "delimiter": "imitates memory delimiters",
    "invisible": "hidden characters",
    "secret": "holds a secret",
}


def _split(flags: tuple[str, ...] | str) -> tuple[str, ...]:
    if isinstance(flags, str):
        return tuple(f for f in flags.split(",") if f)
    return flags


def mark_new_turns(conn, source_id: int, source_format: str | None) -> int:
    """Set trust and flags on the turns just stored from one source (inside its transaction).
    Returns how many were flagged."""
    # Iterate the cursor (not fetchall): a million-turn ingest must not hold every text at once.
    rows = conn.execute("SELECT id, role, text FROM turns WHERE source_id = ?", (source_id,))
    updates = []
    flagged = 0
    for turn_id, role, text in rows:
        tier = trust_tier(role, source_format)
        flags = flags_for(text, tier)
        flagged += bool(flags)
        if tier != "person" or flags:
            updates.append((tier, ",".join(flags), turn_id))
    conn.executemany("UPDATE turns SET trust = ?, flags = ? WHERE id = ?", updates)
    return flagged


_FLAGGED = (
    "SELECT id, trust, flags FROM turns WHERE id IN ({marks}) AND (trust IN ('tool', 'model') OR flags != '')"
)


def blocked_turn_ids(conn, turn_ids: list[int]) -> set[int]:
    """Of these turns, those no curator may read (see may_reach_curator)."""
    if not turn_ids:
        return set()
    marks = ",".join("?" * len(turn_ids))
    rows = conn.execute(_FLAGGED.format(marks=marks), turn_ids).fetchall()
    return {turn_id for turn_id, tier, flags in rows if not may_reach_curator(tier, flags)}


def low_trust_turns(conn, turn_ids: list[int]) -> dict[int, str]:
    """turn id -> the pack's low-trust note, for the turns that need one."""
    if not turn_ids:
        return {}
    marks = ",".join("?" * len(turn_ids))
    rows = conn.execute(_FLAGGED.format(marks=marks), turn_ids).fetchall()
    notes = {turn_id: low_trust_reason(tier, flags) for turn_id, tier, flags in rows}
    return {k: v for k, v in notes.items() if v}
