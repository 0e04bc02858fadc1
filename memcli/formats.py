"""Format readers for `memcli ingest`: every input format becomes a stream of TurnRecord.

This module owns format detection and reading. Readers are generators; errors that can be
seen up front (missing file, directory, empty, binary, bad UTF-8 in the first block) raise on
the first `next()`, later ones where they are found. Every problem is an InputError naming the
file and, where known, the line or the JSON path; no raw parser exception escapes.

Streaming: JSON Lines, numbered facts and plain text are read line by line (a huge jsonl never
sits in memory whole); the whole-JSON formats (OpenAI, ChatGPT, LoCoMo) are loaded whole.
"""

from __future__ import annotations

import codecs
import heapq
import io
import json
import math
import os
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any
from urllib.parse import quote

from memcli.errors import InputError
from memcli.types import TurnRecord, turn_record

FORMATS = ("auto", "jsonl", "openai", "chatgpt", "locomo", "llm-logs", "facts", "text")

HEAD_SIZE = 64 * 1024
SQLITE_MAGIC = b"SQLite format 3\x00"
ROLES = ("user", "assistant", "system", "tool")
# Other tools' names for the same roles; anything else in a `role` field is a speaker name.
_ROLE_ALIASES = {
    "human": "user",
    "ai": "assistant",
    "bot": "assistant",
    "model": "assistant",
    "gpt": "assistant",
    "function": "tool",
    "developer": "system",
}
_SPEAKER_KEYS = ("name", "speaker", "author")
_TEXT_KEYS = ("content", "text", "message")
_TIME_KEYS = ("timestamp", "time", "date", "created_at")
_SESSION_KEYS = ("session", "session_id", "conversation_id")
# Part types that carry plain text (OpenAI chat, OpenAI responses API, Anthropic).
_TEXT_PART_TYPES = ("text", "input_text", "output_text")

UNKNOWN_JSON_SHAPE = (
    "unrecognized JSON shape; accepted: a list of {role, content} messages or an object with a "
    '"messages" list (OpenAI), a ChatGPT conversations.json (conversations with "mapping"), '
    'LoCoMo samples (objects with "conversation"), or JSON Lines (one message object a line)'
)


# ---------------------------------------------------------------------------------------------
# Timestamps

_DATE_ONLY = re.compile(r"\d{4}-\d{2}-\d{2}")
# Epoch seconds as text; nine digits or more, so "20240310" stays an ISO basic date.
_EPOCH = re.compile(r"-?\d{9,}(?:\.\d+)?")
# A date-time exactly as datetime.isoformat renders it (to the second, with an offset or none):
# ASCII digits, hours 00-23, minutes 00-59 (an offset's too: "+00:60" renders "+01:00"), and no
# "-00:00" (a zero offset renders "+00:00").
# A text of this shape that datetime.fromisoformat reads is rendered back unchanged
# (tests/test_ingest_speed.py compares the two).
_AS_RENDERED = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:[+-][0-9]{2}:[0-5][0-9](?<!-00:00))?"
)
# LoCoMo writes session dates like "1:56 pm on 8 May, 2023".
_TEXT_TIME_FORMATS = (
    "%I:%M %p on %d %B, %Y",
    "%I:%M %p on %d %b, %Y",
    "%I:%M %p on %d %B %Y",
    "%d %B %Y",
    "%d %B, %Y",
    "%B %d, %Y",
)


def normalize_timestamp(value: Any) -> str | None:
    """ISO 8601 text for a timestamp as sources write it; None for none; ValueError if unreadable.

    Epoch numbers become UTC `YYYY-MM-DDTHH:MM:SS+00:00`; ISO strings are re-rendered by
    datetime (offset kept as given); a date alone stays `YYYY-MM-DD`.
    """
    # Text first: ingest reads a time for every turn, and nearly all are strings.
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
    elif value is None:
        return None
    elif isinstance(value, bool):  # bool is an int subclass, and never a time
        raise ValueError(f"not a time: {value!r}")
    elif isinstance(value, (int, float)):
        return _iso_from_epoch(float(value))
    else:
        raise ValueError(f"not a time: {value!r}")
    # Each pattern is tried only where it could match (ingest reads a time for every turn, and
    # nearly all are ISO date-times): a date alone is 10 characters; an epoch number holds no
    # "-" but its sign.
    if len(text) == 10 and _DATE_ONLY.fullmatch(text):
        return date.fromisoformat(text).isoformat()
    if text.find("-", 1) == -1 and _EPOCH.fullmatch(text):
        return _iso_from_epoch(float(text))
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        pass
    else:
        # Rendering a time with its offset is most of the cost here (~0.9 us of ~1.1, issue 10),
        # and most sources already write what it would render: a text of that shape that
        # datetime read is returned as it is.
        return text if _AS_RENDERED.fullmatch(text) else moment.isoformat()
    for fmt in _TEXT_TIME_FORMATS:
        try:
            return datetime.strptime(text, fmt).isoformat()
        except ValueError:
            continue
    raise ValueError(f"unrecognized time {value!r}")


def _iso_from_epoch(seconds: float) -> str:
    if abs(seconds) > 1e11:  # milliseconds, as JavaScript-made exports write them
        seconds /= 1000
    try:
        return datetime.fromtimestamp(int(seconds), tz=UTC).isoformat()
    except (OverflowError, OSError, ValueError) as exc:
        raise ValueError(f"epoch time out of range: {seconds!r}") from exc


def _utc_seconds(value: str | None) -> str | None:
    """Machine-written times (llm logs): UTC, whole seconds; naive means UTC."""
    if not value:
        return None
    moment = datetime.fromisoformat(value.strip().replace(" ", "T", 1))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).replace(microsecond=0).isoformat()


# ---------------------------------------------------------------------------------------------
# The input: a file or stdin's bytes, with the checks that can be made before reading


@dataclass
class _Source:
    path: str
    name: str  # how error messages name it
    head: bytes
    data: bytes | None = None  # stdin's bytes; None for a real file

    def lines(self) -> Iterator[tuple[int, bytes]]:
        """(1-based number, raw line) pairs, streamed. No reference to a line stays behind in
        this generator while the caller works on it (enumerate would keep its last pair): one
        huge line is held once, not once per generator level."""
        if self.data is not None:
            yield from _numbered(io.BytesIO(self.data))
            return
        try:
            with open(self.path, "rb") as stream:
                yield from _numbered(stream)
        except OSError as exc:
            raise InputError(self.name, f"cannot read: {exc.strerror or exc}") from None

    def read_all(self) -> bytes:
        if self.data is not None:
            return self.data
        try:
            with open(self.path, "rb") as stream:
                return stream.read()
        except OSError as exc:
            raise InputError(self.name, f"cannot read: {exc.strerror or exc}") from None

    def text(self) -> str:
        raw = self.read_all()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _utf8_error(self.name, raw, exc) from None
        return text.removeprefix("\ufeff")


def _numbered(stream) -> Iterator[tuple[int, bytes]]:
    number = 0
    held: list[bytes] = []
    for raw in stream:
        number += 1  # noqa: SIM113 (enumerate would keep the last line alive, see _Source.lines)
        held.append(raw)
        raw = b""
        yield number, held.pop()


def _open(path: str, data: bytes | None) -> _Source:
    if path == "-":
        if data is None:
            raise InputError("<stdin>", "no data was read from standard input")
        return _Source(path, "<stdin>", data[:HEAD_SIZE], data)
    if os.path.isdir(path):
        raise InputError(path, "is a directory, not a file")
    try:
        with open(path, "rb") as stream:
            head = stream.read(HEAD_SIZE)
    except FileNotFoundError:
        raise InputError(path, "no such file") from None
    except PermissionError:
        raise InputError(path, "permission denied") from None
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from None
    return _Source(path, path, head)


def _check_content(src: _Source) -> None:
    """Refuse empty, binary and non-UTF-8 input before any turn is produced."""
    head = src.head
    if head.startswith(SQLITE_MAGIC):
        return
    if not head.strip() and _only_whitespace(src):
        raise InputError(src.name, "file is empty" if not head else "file holds only whitespace")
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(src.name, "file is UTF-16; convert it to UTF-8")
    if head.startswith(b"PK\x03\x04"):
        raise InputError(
            src.name,
            "is a zip archive, not a text file; extract it first "
            "(a ChatGPT export zip holds conversations.json)",
        )
    if head.startswith(b"\x1f\x8b"):
        raise InputError(src.name, "is gzip-compressed; decompress it first")
    if _looks_binary(head):
        raise InputError(
            src.name,
            "looks like a binary file, not a text chat history (nor an SQLite logs.db of the llm CLI)",
        )
    # The last bytes of a block may be the start of a character the next block finishes.
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        decoder.decode(head, final=len(head) < HEAD_SIZE)
    except UnicodeDecodeError as exc:
        raise _utf8_error(src.name, head, exc) from None


def _only_whitespace(src: _Source) -> bool:
    if len(src.head) < HEAD_SIZE:
        return True
    return all(not raw.strip() for _, raw in src.lines())


# Control bytes that text never holds; ESC stays allowed for terminal logs with colours.
_CONTROL = bytes(sorted(set(range(32)) - {9, 10, 12, 13, 27} | {127}))


def _looks_binary(head: bytes) -> bool:
    if b"\x00" in head:
        return True
    controls = len(head) - len(head.translate(None, _CONTROL))
    return controls > max(2, len(head) // 20)


def _utf8_error(name: str, raw: bytes, exc: UnicodeDecodeError, *, line: int = 0) -> InputError:
    """`raw` is a line (then `line` is its number) or a block from the file's start."""
    line = line or raw.count(b"\n", 0, exc.start) + 1
    column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
    return InputError(
        name,
        f"invalid UTF-8 (byte 0x{raw[exc.start]:02x} at column {column}); the file must be UTF-8 text",
        line=line,
    )


def _decode_line(src: _Source, number: int, raw: bytes) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _utf8_error(src.name, raw, exc, line=number) from None
    return text.removeprefix("\ufeff") if number == 1 else text


def _nonblank_lines(src: _Source) -> Iterator[tuple[int, str]]:
    held: list[str] = []
    for number, raw in src.lines():
        if raw and not raw.isspace():  # raw.strip(), without copying every line
            held.append(_decode_line(src, number, raw))
            raw = b""  # not held while the caller works on the line: one huge line, one copy
            yield number, held.pop()


# ---------------------------------------------------------------------------------------------
# Detection

_JSON_ARRAY_START = re.compile(r"\[\s*(?:[{\]\"\[]|$)")
_JSON_OBJECT_START = re.compile(r"\{\s*(?:[\"}]|$)")
_FACT = re.compile(r"(\d+)\.(?:\s+(.*))?")
_FACT_START = re.compile(r"\d+\.\s")


def detect_format(path: str, head: bytes) -> str:
    """The format of `path` from its first bytes (never "auto").

    For "-" (stdin) pass all the bytes read as `head`. Whole-JSON documents may be read whole
    to tell OpenAI, ChatGPT and LoCoMo apart. Raises InputError for input no reader accepts.
    """
    if path == "-":
        src = _Source(path, "<stdin>", head[:HEAD_SIZE], head)
    else:
        src = _Source(path, path, head[:HEAD_SIZE])
    _check_content(src)
    return _sniff(src)[0]


def _sniff(src: _Source) -> tuple[str, Any]:
    """(format, the parsed JSON document when detection had to parse it, else None)."""
    if src.head.startswith(SQLITE_MAGIC):
        return "llm-logs", None
    start = src.head.lstrip(b" \t\r\n\f\v").removeprefix(b"\xef\xbb\xbf").lstrip()
    first_line = start.split(b"\n", 1)[0].decode("utf-8", "replace").strip()
    if _JSON_ARRAY_START.match(first_line) or (first_line.startswith("[") and _parses(first_line)):
        doc = _load_json(src)
        return _json_shape(src, doc), doc
    if _JSON_OBJECT_START.match(first_line):
        return _sniff_object(src)
    if _looks_like_facts(start.decode("utf-8", "replace")):
        return "facts", None
    return "text", None


def _sniff_object(src: _Source) -> tuple[str, Any]:
    """A document starting with `{`: JSON Lines, or one whole JSON object."""
    lines = _nonblank_lines(src)
    _, first = next(lines, (0, ""))
    try:
        obj = json.loads(first)
    except (ValueError, RecursionError):
        obj = None
    if isinstance(obj, dict):
        # One object on its first line: jsonl, unless it is the whole document in a known shape.
        if next(lines, None) is None and _object_shape(obj):
            return _object_shape(obj), obj
        return "jsonl", None
    second = next(lines, None)
    if second is not None and second[1].lstrip().startswith("{") and _parses_as_object(second[1]):
        return "jsonl", None  # a bad first line of a jsonl file; its reader names the line
    doc = _load_json(src)
    return _json_shape(src, doc), doc


def _parses_as_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except (ValueError, RecursionError):
        return False


def _parses(text: str) -> bool:
    """Whether a line is JSON on its own (`[1, 2]` is; a log line like `[10:30] hi` is not)."""
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def _object_shape(obj: dict) -> str | None:
    if "conversation" in obj:
        return "locomo"
    if "mapping" in obj:
        return "chatgpt"
    if isinstance(obj.get("messages"), list):
        return "openai"
    return None


def _json_shape(src: _Source, doc: Any) -> str:
    if isinstance(doc, dict):
        shape = _object_shape(doc)
    elif isinstance(doc, list):
        if not doc:
            raise InputError(src.name, "the JSON array is empty: nothing to ingest")
        first = doc[0] if isinstance(doc[0], dict) else {}
        shape = (
            "chatgpt"
            if "mapping" in first
            else "locomo"
            if "conversation" in first
            else "openai"
            if _is_message(first)
            else None
        )
    else:
        shape = None
    if shape is None:
        raise InputError(src.name, UNKNOWN_JSON_SHAPE)
    return shape


def _is_message(obj: dict) -> bool:
    return any(key in obj for key in ("role", *_SPEAKER_KEYS, *_TEXT_KEYS))


def _looks_like_facts(text: str) -> bool:
    lines = [line.strip() for line in text.splitlines() if line.strip()][:4]
    if lines and not _FACT_START.match(lines[0]):
        lines = lines[1:]  # one header line, such as "Here is a list of facts:"
    probe = lines[:3]
    if len(text) >= HEAD_SIZE and len(probe) == len(lines):
        probe = probe[:-1] or probe  # the last line in the head may be cut short
    return bool(probe) and all(_FACT_START.match(line) for line in probe)


# ---------------------------------------------------------------------------------------------
# Entry point


def read_turns(path: str, fmt: str = "auto", *, data: bytes | None = None) -> Iterator[TurnRecord]:
    """The turns of `path` ("-" for stdin, whose bytes the caller passes as `data`)."""
    name = "<stdin>" if path == "-" else path
    if fmt not in FORMATS:
        raise InputError(name, f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    src = _open(path, data)
    _check_content(src)
    doc = None
    if fmt == "auto":
        fmt, doc = _sniff(src)
    elif src.head.startswith(SQLITE_MAGIC) and fmt != "llm-logs":
        raise InputError(src.name, f"is an SQLite database, not {fmt}; use --format llm-logs")
    count = 0
    held: list[TurnRecord] = []
    for record in _READERS[fmt](src, doc):
        count += 1
        held.append(record)
        record = None  # the caller may replace the record (cleaned text): keep no old copy
        yield held.pop()
    if count == 0:
        raise InputError(src.name, f"no turns found (read as {fmt})")


# ---------------------------------------------------------------------------------------------
# Messages: the field rules shared by JSON Lines and OpenAI message lists


def _message_record(
    obj: dict, src: _Source, *, line: int | None = None, where: str | None = None, session: str | None = None
) -> TurnRecord | None:
    """One chat message as a TurnRecord; None for messages without conversational text."""
    name = src.name
    if isinstance(obj.get("message"), dict) and not any(k in obj for k in ("content", "text")):
        obj = {**obj, **obj["message"]}  # {"message": {"role": ..., "content": ...}, ...}
    role, speaker = _role_and_speaker(obj, name, line, where)
    text = _message_text(obj, name, line, where)
    said = text.strip() if text is not None else ""
    if not said:
        if obj.get("tool_calls") or obj.get("function_call") or role in ("system", "tool"):
            return None  # a tool-call stub, an empty system slot or tool result: nothing said
        what = "has no text" if text is None else "has empty text"
        raise InputError(
            name, f"message {what} (expected one of: {', '.join(_TEXT_KEYS)})", line=line, where=where
        )
    timestamp = _first_time(obj, name, line, where)
    own_session = _first_str(obj, _SESSION_KEYS)
    ext_id = obj.get("id")
    return _checked(
        turn_record(
            said,
            speaker,
            role,
            own_session or session,
            timestamp,
            None if ext_id is None else str(ext_id),
            line,
        ),
        src,
        where,
    )


def _role_and_speaker(
    obj: dict, name: str, line: int | None, where: str | None
) -> tuple[str | None, str | None]:
    raw_role = obj.get("role")
    author = obj.get("author")
    if raw_role is None and isinstance(author, dict):
        raw_role = author.get("role")
    if raw_role is not None and not isinstance(raw_role, str):
        raise InputError(name, f"role must be text, got {raw_role!r}", line=line, where=where)
    role = None
    if raw_role:
        lowered = raw_role.strip().lower()
        role = lowered if lowered in ROLES else _ROLE_ALIASES.get(lowered)
    speaker = None
    for key in _SPEAKER_KEYS:
        value = obj.get(key)
        if value is None:
            continue  # most messages name no speaker: no type checks for them
        if isinstance(value, dict):
            value = value.get("name")
        if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).strip():
            speaker = str(value).strip()
            break
    if speaker is None and raw_role and raw_role.strip():
        speaker = raw_role.strip()
    return role, speaker


def _message_text(obj: dict, name: str, line: int | None, where: str | None) -> str | None:
    for key in _TEXT_KEYS:
        value = obj.get(key)
        if value is None:
            continue
        text = _flatten_content(value)
        if text is None:
            raise InputError(name, f"{key} must be text or a list of text parts", line=line, where=where)
        return text
    return None


def _flatten_content(value: Any) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value) if math.isfinite(value) else None  # JSON's NaN is not something said
    if isinstance(value, dict):
        return _part_text(value)
    if isinstance(value, list):
        texts = [text for text in map(_part_text, value) if text]
        if texts or not value:
            return "\n".join(texts)
        return ""  # only non-text parts (images, audio): reported as empty text
    return None


def _part_text(part: Any) -> str | None:
    if isinstance(part, str):
        return part
    if isinstance(part, dict) and part.get("type", "text") in _TEXT_PART_TYPES:
        text = part.get("text")
        return text if isinstance(text, str) else None
    return None


def _first_time(obj: dict, name: str, line: int | None, where: str | None) -> str | None:
    for key in _TIME_KEYS:
        if obj.get(key) is not None:
            try:
                return normalize_timestamp(obj[key])
            except ValueError:
                raise InputError(
                    name,
                    f"unreadable {key} {obj[key]!r} (expected ISO 8601 or epoch seconds)",
                    line=line,
                    where=where,
                ) from None
    return None


def _first_str(obj: dict, keys: Iterable[str]) -> str | None:
    for key in keys:
        value = obj.get(key)
        if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).strip():
            return str(value).strip()
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")


def _checked(record: TurnRecord, src: _Source, where: str | None) -> TurnRecord:
    """Refuse lone surrogates (JSON's "\\ud800"): they are not text and cannot be stored."""
    for value in (record.text, record.speaker, record.session, record.ext_id, record.role):
        # isascii() reads a flag CPython keeps: an ASCII value holds no surrogate, unscanned
        if value and not value.isascii() and _SURROGATE.search(value):
            line = record.line
            if line is None and not src.head.startswith(SQLITE_MAGIC):
                # A whole-JSON document lost its line numbers when parsed: find the escape again.
                line = _lone_surrogate_line(src.text())
            raise InputError(
                src.name,
                "text holds a lone UTF-16 surrogate escape (like \\ud800), which is not valid Unicode",
                line=line,
                where=where,
            )
    return record


_U_ESCAPE = re.compile(r"(\\+)u([0-9a-fA-F]{4})")


def _lone_surrogate_line(text: str) -> int | None:
    """The line of the first \\uD800-\\uDFFF escape in JSON text that is not half of a pair."""
    pending: tuple[int, int] | None = None  # (start, end) of a high surrogate awaiting its pair
    for match in _U_ESCAPE.finditer(text):
        if len(match.group(1)) % 2 == 0:
            continue  # an escaped backslash followed by "u....", not an escape
        code = int(match.group(2), 16)
        if pending is not None:
            if 0xDC00 <= code <= 0xDFFF and match.start() == pending[1]:
                pending = None
                continue
            return text.count("\n", 0, pending[0]) + 1
        if 0xD800 <= code <= 0xDBFF:
            pending = (match.start(), match.end())
        elif 0xDC00 <= code <= 0xDFFF:
            return text.count("\n", 0, match.start()) + 1
    return None if pending is None else text.count("\n", 0, pending[0]) + 1


# ---------------------------------------------------------------------------------------------
# JSON Lines


# json's C scanner, called as json.loads calls it, without loads' and decode's Python frames
# (about half of parsing a 30-word JSON Lines message, issue 10). Anything it does not take
# whole is handed to json.loads, which then raises (or returns) exactly what it always did.
_SCAN = json.JSONDecoder().scan_once
_JSON_SPACE = " \t\n\r"  # what json skips after a value


def _json_line(text: str) -> Any:
    """json.loads(text), the same value or the same exception."""
    try:
        obj, end = _SCAN(text, 0)
    except Exception:  # json.loads raises its own error for this line
        return json.loads(text)
    if end == len(text) or not text[end:].strip(_JSON_SPACE):
        return obj
    return json.loads(text)  # "Extra data"


def _read_jsonl(src: _Source, _doc: Any) -> Iterator[TurnRecord]:
    lines = _nonblank_lines(src)
    for number, text in lines:
        try:
            obj = _json_line(text)
        except ValueError as exc:
            raise _jsonl_error(src, number, text, exc, lines) from None
        except RecursionError:
            raise InputError(src.name, "JSON nested too deeply", line=number) from None
        text = ""  # parsed: a huge line is not held beside its parsed copy
        if not isinstance(obj, dict):
            raise InputError(
                src.name, f"expected a JSON object a line, got {type(obj).__name__}", line=number
            )
        if isinstance(obj.get("messages"), list) and not any(k in obj for k in _TEXT_KEYS):
            # A whole conversation on one line, as OpenAI fine-tuning files hold them.
            session = _first_str(obj, _SESSION_KEYS)
            yield from _read_messages(src, obj["messages"], "messages", session=session, line=number)
            continue
        if obj.get("memcli") in EXPORT_NON_TURNS:
            continue  # `memcli export` metadata lines: the turns are what ingest restores
        held = [_message_record(obj, src, line=number)]
        obj = text = None  # only the record lives on while it is stored (a huge line: one copy)
        if held[0] is not None:
            yield held.pop()


# Lines of a `memcli export` file that are not turns (memcli.export writes them).
EXPORT_NON_TURNS = ("export", "entry", "setting")


def _jsonl_error(
    src: _Source, number: int, text: str, exc: ValueError, rest: Iterator[tuple[int, str]]
) -> InputError:
    detail = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
    at_end = isinstance(exc, json.JSONDecodeError) and (
        exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated")
    )
    if at_end and _at_end(rest):
        return InputError(src.name, f"invalid JSON ({detail}); the last line looks truncated", line=number)
    return InputError(src.name, f"invalid JSON ({detail})", line=number)


def _at_end(rest: Iterator[tuple[int, str]]) -> bool:
    try:
        return next(rest, None) is None
    except InputError:  # a later line is broken too; this one is not the last
        return False


# ---------------------------------------------------------------------------------------------
# Whole-JSON formats


def _load_json(src: _Source) -> Any:
    text = src.text()
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        truncated = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        hint = "; the file looks truncated" if truncated else ""
        raise InputError(
            src.name, f"invalid JSON ({exc.msg} at column {exc.colno}){hint}", line=exc.lineno
        ) from None
    except RecursionError:
        raise InputError(src.name, "JSON nested too deeply") from None


def _read_openai(src: _Source, doc: Any) -> Iterator[TurnRecord]:
    if doc is None:
        doc = _load_json(src)
    session = None
    root = "$"
    if isinstance(doc, dict) and isinstance(doc.get("messages"), list):
        session = _first_str(doc, (*_SESSION_KEYS, "id", "title"))
        doc, root = doc["messages"], "$.messages"
    if not isinstance(doc, list) or (doc and not (isinstance(doc[0], dict) and _is_message(doc[0]))):
        raise InputError(src.name, UNKNOWN_JSON_SHAPE)
    yield from _read_messages(src, doc, root, session=session)


def _read_messages(
    src: _Source, messages: list, root: str, *, session: str | None = None, line: int | None = None
) -> Iterator[TurnRecord]:
    for index, message in enumerate(messages):
        where = f"{root}[{index}]"
        if not isinstance(message, dict):
            raise InputError(src.name, "expected a message object", line=line, where=where)
        record = _message_record(message, src, line=line, where=where, session=session)
        if record is not None:
            yield record


def _read_chatgpt(src: _Source, doc: Any) -> Iterator[TurnRecord]:
    if doc is None:
        doc = _load_json(src)
    conversations = [doc] if isinstance(doc, dict) else doc
    if not isinstance(conversations, list):
        raise InputError(src.name, UNKNOWN_JSON_SHAPE)
    titles: dict[str, str] = {}  # title -> id of the conversation that first used it
    for index, conversation in enumerate(conversations):
        where = f"$[{index}]" if isinstance(doc, list) else "$"
        if not isinstance(conversation, dict) or not isinstance(conversation.get("mapping"), dict):
            raise InputError(src.name, 'expected a ChatGPT conversation with a "mapping" object', where=where)
        session = _chatgpt_session(conversation, index, titles)
        for node_id, message in _chatgpt_path(conversation["mapping"], conversation.get("current_node")):
            record = _chatgpt_record(src, message, node_id, session, f"{where}.mapping[{node_id!r}]")
            if record is not None:
                yield record


def _chatgpt_session(conversation: dict, index: int, titles: dict[str, str]) -> str:
    conv_id = _first_str(conversation, ("id", "conversation_id")) or f"conversation {index + 1}"
    title = _first_str(conversation, ("title",))
    if title is None:
        return conv_id
    # Titles repeat ("New chat"); two conversations must not merge into one session.
    first_id = titles.setdefault(title, conv_id)
    return title if first_id == conv_id else f"{title} ({conv_id})"


def _chatgpt_path(mapping: dict, current: Any) -> Iterator[tuple[str, dict]]:
    """Messages from the root, choosing at each fork the branch that leads to `current`."""

    def entry(key: Any) -> dict:
        value = mapping.get(key) if isinstance(key, str) else None
        return value if isinstance(value, dict) else {}

    on_path: set[str] = set()
    node = current
    while isinstance(node, str) and node in mapping and node not in on_path:
        on_path.add(node)
        node = entry(node).get("parent")
    roots = [key for key in mapping if not _is_key_of(entry(key).get("parent"), mapping)]
    node = next((key for key in roots if key in on_path), roots[0] if roots else None)
    seen: set[str] = set()
    while node is not None and node not in seen:
        seen.add(node)
        if isinstance(entry(node).get("message"), dict):
            yield node, entry(node)["message"]
        children = [c for c in entry(node).get("children") or [] if isinstance(c, str) and c in mapping]
        chosen = [c for c in children if c in on_path]
        node = chosen[0] if chosen else (children[-1] if children else None)


def _is_key_of(value: Any, mapping: dict) -> bool:
    return isinstance(value, str) and value in mapping


def _chatgpt_record(src: _Source, message: dict, node_id: str, session: str, where: str) -> TurnRecord | None:
    metadata = message.get("metadata") or {}
    if isinstance(metadata, dict) and metadata.get("is_visually_hidden_from_conversation"):
        return None  # context the app injects and never shows
    content = message.get("content") or {}
    parts = content.get("parts") if isinstance(content, dict) else None
    text = "\n".join(p for p in parts if isinstance(p, str)) if isinstance(parts, list) else ""
    if not text.strip():
        return None
    author = message.get("author") if isinstance(message.get("author"), dict) else {}
    role = author.get("role") if author.get("role") in ROLES else None
    speaker = _first_str(author, ("name",)) or _first_str(author, ("role",))
    try:
        timestamp = normalize_timestamp(message.get("create_time"))
    except ValueError:
        raise InputError(
            src.name, f"unreadable create_time {message.get('create_time')!r}", where=where
        ) from None
    record = TurnRecord(
        text=text.strip(),
        speaker=speaker,
        role=role,
        session=session,
        timestamp=timestamp,
        ext_id=_first_str(message, ("id",)) or node_id,
    )
    return _checked(record, src, where)


_SESSION_KEY = re.compile(r"session_(\d+)")


def _read_locomo(src: _Source, doc: Any) -> Iterator[TurnRecord]:
    if doc is None:
        doc = _load_json(src)
    samples = [doc] if isinstance(doc, dict) else doc
    if not isinstance(samples, list):
        raise InputError(src.name, UNKNOWN_JSON_SHAPE)
    for index, sample in enumerate(samples):
        prefix = f"$[{index}]." if isinstance(doc, list) else ""
        if not isinstance(sample, dict) or not isinstance(sample.get("conversation"), dict):
            raise InputError(
                src.name,
                'expected a LoCoMo sample with a "conversation" object',
                where=prefix.rstrip(".") or "$",
            )
        sample_id = _first_str(sample, ("sample_id",)) or f"sample_{index + 1}"
        yield from _locomo_sample(src, sample["conversation"], sample_id, prefix + "conversation")


def _locomo_sample(src: _Source, conversation: dict, sample_id: str, where: str) -> Iterator[TurnRecord]:
    keys = sorted((int(m.group(1)), key) for key in conversation if (m := _SESSION_KEY.fullmatch(key)))
    for _, key in keys:  # session_2 before session_10
        turns = conversation[key]
        if not isinstance(turns, list):
            raise InputError(src.name, "expected a list of turns", where=f"{where}.{key}")
        timestamp = _locomo_date(src, conversation.get(f"{key}_date_time"), f"{where}.{key}_date_time")
        for position, turn in enumerate(turns):
            turn_where = f"{where}.{key}[{position}]"
            yield _locomo_record(src, turn, f"{sample_id}:{key}", timestamp, turn_where)


def _locomo_date(src: _Source, value: Any, where: str) -> str | None:
    try:
        return normalize_timestamp(value)
    except ValueError:
        raise InputError(src.name, f"unreadable session date {value!r}", where=where) from None


def _locomo_record(src: _Source, turn: Any, session: str, timestamp: str | None, where: str) -> TurnRecord:
    if not isinstance(turn, dict):
        raise InputError(src.name, "expected a turn object", where=where)
    text = turn.get("text") if isinstance(turn.get("text"), str) else ""
    caption = turn.get("blip_caption")
    if isinstance(caption, str) and caption.strip():
        text = f"{text.strip()} [shares an image: {caption.strip()}]"
    if not text.strip():
        raise InputError(src.name, "turn has no text", where=where)
    record = TurnRecord(
        text=text.strip(),
        speaker=_first_str(turn, ("speaker",)),
        session=session,
        timestamp=timestamp,
        ext_id=_first_str(turn, ("dia_id",)),
    )
    return _checked(record, src, where)


# ---------------------------------------------------------------------------------------------
# The llm CLI's logs.db


def _read_llm_logs(src: _Source, _doc: Any) -> Iterator[TurnRecord]:
    if not src.head.startswith(SQLITE_MAGIC):
        raise InputError(src.name, "not an SQLite database (an llm logs.db was expected)")
    try:
        conn = _connect(src)
        try:
            yield from _llm_turns(src, conn)
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise InputError(src.name, f"cannot read as an llm logs.db: {exc}") from None


def _connect(src: _Source) -> sqlite3.Connection:
    if src.data is None:
        # Read-only, so ingesting never touches the user's llm logs; quoted for "?" and "#".
        return sqlite3.connect(f"file:{quote(os.path.abspath(src.path))}?mode=ro", uri=True)
    conn = sqlite3.connect(":memory:")
    try:
        conn.deserialize(src.data)  # stdin: the database is already in memory
    except AttributeError:  # an SQLite built without deserialize
        conn.close()
        raise InputError(
            src.name, "cannot read an SQLite database from stdin here; pass the logs.db path instead"
        ) from None
    return conn


@dataclass(frozen=True)
class _Exchange:
    """One prompt and its response, from either generation of the llm schema."""

    id: str
    session: str | None
    when: str
    prompt: str
    response: str


def _llm_turns(src: _Source, conn: sqlite3.Connection) -> Iterator[TurnRecord]:
    tables = {row[0] for row in conn.execute("select name from sqlite_master where type='table'")}
    sources: list[Iterator[_Exchange]] = []
    # Older llm versions logged to `responses`; recent ones (0.36) log to a message store
    # (`turns`, `messages`, `parts`) and leave `responses` empty. An upgraded database holds both.
    if "responses" in tables:
        sources.append(_legacy_exchanges(conn))
    if {"turns", "messages", "parts"} <= tables:
        sources.append(_message_store_exchanges(conn))
    if not sources:
        raise InputError(src.name, "SQLite database is not an llm logs.db (no responses or turns table)")
    for exchange in heapq.merge(*sources, key=lambda e: e.when.replace(" ", "T", 1)):
        yield from _exchange_records(src, exchange)


def _legacy_exchanges(conn: sqlite3.Connection) -> Iterator[_Exchange]:
    rows = conn.execute(
        "select id, conversation_id, datetime_utc, prompt, response from responses "
        "order by datetime_utc, rowid"
    )
    for row_id, session, when, prompt, response in rows:
        yield _Exchange(str(row_id), session, when or "", prompt or "", response or "")


def _message_store_exchanges(conn: sqlite3.Connection) -> Iterator[_Exchange]:
    rows = conn.execute(
        "select id, thread_id, datetime_utc, parent_message_hash, tip_message_hash "
        "from turns order by datetime_utc, rowid"
    )
    for turn_id, thread, when, parent, tip in rows:
        inputs = _chain(conn, parent)
        outputs = _chain(conn, tip)[len(inputs) :]
        # As llm itself reads a turn: its input is the trailing run of user and tool messages.
        start = len(inputs)
        while start and inputs[start - 1][1] in ("user", "tool"):
            start -= 1
        prompt = "".join(_message_text_llm(conn, h) for h, role in inputs[start:] if role == "user")
        response = "".join(_message_text_llm(conn, h) for h, role in outputs if role == "assistant")
        yield _Exchange(str(turn_id), thread, when or "", prompt, response)


def _chain(conn: sqlite3.Connection, tip: str | None) -> list[tuple[str, str]]:
    """(hash, role) from the root message to `tip`."""
    chain: list[tuple[str, str]] = []
    seen: set[str] = set()
    node = tip
    while node is not None and node not in seen:
        seen.add(node)
        row = conn.execute("select parent_hash, role from messages where hash = ?", (node,)).fetchone()
        if row is None:
            break
        chain.append((node, row[1]))
        node = row[0]
    chain.reverse()
    return chain


def _message_text_llm(conn: sqlite3.Connection, message_hash: str) -> str:
    """Typed text of a message: text parts, fragments left out (as llm's own search does)."""
    rows = conn.execute(
        "select text, payload from parts where message_hash = ? and type = 'text' order by position",
        (message_hash,),
    )
    texts = []
    for text, payload in rows:
        if text is None and payload:
            try:
                refs = json.loads(payload).get("text_ref") or []
            except (ValueError, AttributeError):
                refs = []
            text = "".join(
                r["literal"] for r in refs if isinstance(r, dict) and isinstance(r.get("literal"), str)
            )
        texts.append(text or "")
    return "".join(texts)


def _exchange_records(src: _Source, exchange: _Exchange) -> Iterator[TurnRecord]:
    try:
        when = _utc_seconds(exchange.when)
    except ValueError:
        raise InputError(
            src.name, f"unreadable datetime_utc {exchange.when!r}", where=f"response {exchange.id}"
        ) from None
    # Tool-only steps have an empty prompt or response: nothing was said, so no turn.
    for role, part, text in (
        ("user", "prompt", exchange.prompt),
        ("assistant", "response", exchange.response),
    ):
        if text.strip():
            record = TurnRecord(
                text=text.strip(),
                speaker=role,
                role=role,
                session=exchange.session,
                timestamp=when,
                ext_id=f"{exchange.id}/{part}",
            )
            yield _checked(record, src, f"response {exchange.id}")


# ---------------------------------------------------------------------------------------------
# Numbered facts and plain text


def _read_facts(src: _Source, _doc: Any) -> Iterator[TurnRecord]:
    facts: list[tuple[int, int, str]] = []  # (number, line, text)
    for number, text in _nonblank_lines(src):
        match = _FACT.fullmatch(text.strip())
        if match is None:
            if facts:
                raise InputError(src.name, "expected a numbered fact like '12. Text.'", line=number)
            continue  # a header such as "Here is a list of facts:"
        if not (match.group(2) or "").strip():
            raise InputError(src.name, f"fact {match.group(1)} has no text", line=number)
        facts.append((int(match.group(1)), number, match.group(2).strip()))
    # The number is the time order (a larger number updates a smaller one); sort is stable.
    facts.sort(key=lambda fact: fact[0])
    for fact_number, line, text in facts:
        yield TurnRecord(text=text, ext_id=str(fact_number), line=line)


_SPEAKER_LINE = re.compile(r"([^:]{1,40}):\s+(\S.*)")
_NOT_IN_NAMES = re.compile(r"[.!?,;\"()\[\]{}<>]")


def _read_text(src: _Source, _doc: Any) -> Iterator[TurnRecord]:
    for number, text in _nonblank_lines(src):
        yield _text_record(text.strip(), number)


def _text_record(text: str, line: int) -> TurnRecord:
    match = _SPEAKER_LINE.fullmatch(text)
    if match:
        speaker = match.group(1).strip()
        if (
            speaker
            and not _NOT_IN_NAMES.search(speaker)
            and len(speaker.split()) <= 4
            and not speaker.replace(" ", "").isdigit()
        ):
            lowered = speaker.lower()
            role = lowered if lowered in ROLES else _ROLE_ALIASES.get(lowered)
            return TurnRecord(text=match.group(2).strip(), speaker=speaker, role=role, line=line)
    return TurnRecord(text=text, line=line)


_READERS: dict[str, Callable[[_Source, Any], Iterator[TurnRecord]]] = {
    "jsonl": _read_jsonl,
    "openai": _read_openai,
    "chatgpt": _read_chatgpt,
    "locomo": _read_locomo,
    "llm-logs": _read_llm_logs,
    "facts": _read_facts,
    "text": _read_text,
}
