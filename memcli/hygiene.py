"""Text hygiene: what goes into the archive and what comes out of memcli.

At ingest, text that cannot mean anything in a chat is removed: NUL and the other C0/C1 control
characters (tab and newline stay), terminal escape sequences, and CR / CRLF line endings become
LF. Invisible characters (zero-width, bidirectional overrides, the Unicode tag block used to
smuggle hidden instructions) are kept, so the archive stays faithful, but the turn is flagged
and they are escaped at output, as is any control character, so stored text can neither move a
terminal's cursor nor hide words from the person reading the pack. Where such a character draws
what is seen (the joiner and selector of an emoji, a flag's tags, a joiner in a Persian or Hindi
word) it hides nothing: it neither flags the turn, which would keep a person's every "❤️" turn
from the curator, nor is escaped.
"""

from __future__ import annotations

import re
import unicodedata

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
    """Zero-width, bidi-override or tag characters that hide something: text a reader cannot
    see. The same characters where they draw what is seen are not (`_drawn`): an emoji's joiner
    ("😮‍💨"), a presentation selector ("❤️"), a flag's tags, a joiner inside a word of a script
    that writes with one (Persian, Hindi)."""
    # None of them is ASCII, and str.isascii() reads a flag CPython keeps (no scan): most
    # chat turns are ASCII, and ingest asks this of every turn (issue 10).
    if text.isascii():
        return False
    return any(not _drawn(text, m.start()) for m in _INVISIBLE.finditer(text))


_JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner and joiner
_SELECTORS = frozenset("\ufe0e\ufe0f")  # text and emoji presentation
_SKIN_TONES = range(0x1F3FB, 0x1F400)
# a subdivision flag: a black flag, two to six tag letters, the cancel tag ("🏴" + "gbsct")
_TAG_FLAG = re.compile("\U0001f3f4[\U000e0061-\U000e007a\U000e0030-\U000e0039]{2,6}\U000e007f")


def _drawn(text: str, i: int) -> bool:
    """Does the invisible character at i draw what is seen rather than hide anything? A
    presentation selector right after a visible character (a run of them smuggles data); a
    joiner between two pictographs or between two letters of a script that is not ASCII; a
    tag in a subdivision flag."""
    char = text[i]
    before = text[i - 1] if i else ""
    if char in _SELECTORS:
        return bool(before) and not before.isspace() and _INVISIBLE.match(before) is None
    if char in _JOINERS:
        after = text[i + 1] if i + 1 < len(text) else ""
        if before in _SELECTORS or (before and ord(before) in _SKIN_TONES):
            before = text[i - 2] if i > 1 else ""  # "👩🏽‍⚕️": the tone or selector is the emoji's
        pictographs = _pictograph(before) and _pictograph(after)
        return pictographs or (_foreign_letter(before) and _foreign_letter(after))
    if "\U000e0000" <= char <= "\U000e007f":
        return any(m.start() < i < m.end() for m in _TAG_FLAG.finditer(text, max(0, i - 8), i + 8))
    return False


def _pictograph(char: str) -> bool:
    return bool(char) and unicodedata.category(char) == "So"


def _foreign_letter(char: str) -> bool:
    return bool(char) and not char.isascii() and unicodedata.category(char)[0] in "LM"


def escape_for_display(text: str) -> str:
    """Control and invisible characters as visible escapes (\\x1b, \\u200b, \\U000e0041);
    newline and tab stay, and so do the invisible characters that draw an emoji or a word
    (`_drawn`)."""
    if not text or not _DISPLAY_UNSAFE.search(text):
        return text
    return _DISPLAY_UNSAFE.sub(lambda m: m.group(0) if _drawn_at(m) else _escape_char(m), text)


def _drawn_at(match: re.Match) -> bool:
    return _INVISIBLE.match(match.group(0)) is not None and _drawn(match.string, match.start())


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
