"""Text hygiene: what goes into the archive and what comes out of memcli.

At ingest, text that cannot mean anything in a chat is removed: NUL and the other C0/C1 control
characters (tab and newline stay), terminal escape sequences, and CR / CRLF line endings become
LF. Invisible characters (zero-width, bidirectional overrides, the Unicode tag block used to
smuggle hidden instructions) are kept, so the archive stays faithful, but the turn is flagged
and they are escaped at output, as is any control character, so stored text can neither move a
terminal's cursor nor hide words from the person reading the pack.
"""

from __future__ import annotations

import re

# CSI (ESC [ … final), OSC (ESC ] … BEL or ESC \), and two-character escapes.
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # all C0/C1 but \t and \n
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064"
    "\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)
_DISPLAY_UNSAFE = re.compile(f"{_CONTROL.pattern}|\x1b|{_INVISIBLE.pattern}")
_BACKTICKS = re.compile(r"`+")


def clean_ingested(text: str) -> str:
    """Normalize line endings and remove control characters and terminal escapes."""
    # A printable text holds no CR, ESC or other control character (all are unprintable): one C
    # pass, where the replacements and the escape search below scanned it three times (ingest
    # cleans every turn, issue 10).
    if not text or text.isprintable():
        return text
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    if text.isprintable():  # control characters are not printable: nothing to remove (one C pass)
        return text
    return _CONTROL.sub("", text)


def has_invisible(text: str) -> bool:
    """Zero-width, bidi-override or tag characters: text a reader cannot see."""
    # None of them is ASCII, and str.isascii() reads a flag CPython keeps (no scan): most
    # chat turns are ASCII, and ingest asks this of every turn (issue 10).
    return not text.isascii() and _INVISIBLE.search(text) is not None


def escape_for_display(text: str) -> str:
    """Control and invisible characters as visible escapes (\\x1b, \\u200b, \\U000e0041);
    newline and tab stay."""
    if not text or not _DISPLAY_UNSAFE.search(text):
        return text
    return _DISPLAY_UNSAFE.sub(_escape_char, text)


def _escape_char(match: re.Match) -> str:
    code = ord(match.group(0))
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def fence_for(*texts: str, minimum: int = 3) -> str:
    """A Markdown code fence longer than any run of backticks in texts (at least `minimum`)."""
    longest = max((len(m.group(0)) for t in texts for m in _BACKTICKS.finditer(t)), default=0)
    return "`" * max(minimum, longest + 1)
