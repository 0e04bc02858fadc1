"""Self-corrections inside a message, applied before parsing.

People correct themselves mid-message: "he's teaching at millbrook middle — wait no sorry, harmon
middle", "i need friday the 20th off — no wait, thursday the 19th", "the lease starts feb 1 — no,
jan 1", and across a full stop with two marker words or "I mean" ("my landlord is Mr Petrie.
sorry, I mean Mr Pettifer"; one word there is an apology or a new thought: "sorry, traffic").
Read as written, the parser takes the corrected words for a fact (and the correction for a second
one). The curator reads the message as it was meant: the correction takes the place of the words
it corrects. The archive keeps the message as typed; only what is parsed changes.

Where the correction goes: it replaces as many words as it has, ending at the last word of the
message before the marker, unless it shares a word with them ("millbrook middle" / "harmon
middle", "friday the 20th" / "thursday the 19th"): then the two are aligned on that word. A
correction that cannot be placed (a pronoun first, longer than the words before it) leaves the
message as it was.
"""

from __future__ import annotations

import re

MAX_CORRECTION_WORDS = 5
_MARK_WORD = r"(?:no+|nope|wait|sorry|actually|oops|i\s+mean|i\s+meant|scratch\s+that)"
# A dash or comma, then marker words of which at least one is not a bare "no" unless a comma
# follows it ("— no, jan 1"), then the correction up to the next punctuation.
_CORRECTION = re.compile(
    r"\s*(?P<lead>—|–|--|\s-\s|,|\.\.\.|[.!](?=\s))\s*"
    r"(?P<mark>" + _MARK_WORD + r"(?:[\s,]+" + _MARK_WORD + r")*)"
    r"\s*[,:]?\s+(?P<fix>[^.!?,;—–()]+?)(?=\s*(?:[.!?,;—–()]|$))",
    re.IGNORECASE,
)
_NOT_A_FIX = frozenset("for about to if but that so and because cause cuz lol haha worries problem".split())
_PRONOUNS = frozenset("i we you he she they it this that there his her their my our".split())
_SENTENCE_END = re.compile(r"[.!?]\s")


def apply_corrections(text: str) -> str:
    """The message with each self-correction put in place of what it corrects."""
    out, pos = [], 0
    for m in _CORRECTION.finditer(text):
        if m.start() < pos or not _is_correction(m, text):
            continue
        before = text[pos : m.start()]
        placed = _place(before, m.group("fix").split())
        if placed is None:
            continue
        out.append(placed)
        pos = m.end()
    out.append(text[pos:])
    return "".join(out)


def _is_correction(m: re.Match, text: str) -> bool:
    """A marker of one word corrects only with a comma after it ("— no, jan 1", "wait, thursday"):
    "no olives", "wait for it", "actually it's great" say something else; "sorry for the late
    reply" apologizes."""
    marks = m.group("mark").replace(",", " ").lower().split()
    first = m.group("fix").split()[0].lower()
    if first in _NOT_A_FIX or first.split("'")[0] in _PRONOUNS:
        return False
    if m.group("lead") in (".", "!") and len(marks) < 2:
        return False  # "I'll be late. Sorry, traffic": a new sentence corrects only as "I mean", "no wait"
    if len(marks) == 1 and marks[0] not in ("meant", "mean"):
        return text[m.end("mark") : m.end("mark") + 1] == ","
    return True


def _place(before: str, fix: list[str]) -> str | None:
    """`before` with its last words replaced by the correction, or None when it cannot be placed."""
    if not fix or len(fix) > MAX_CORRECTION_WORDS:
        return None
    ends = [m.end() for m in _SENTENCE_END.finditer(before)]
    head, clause = (before[: ends[-1]], before[ends[-1] :]) if ends else ("", before)
    words = clause.split()
    start = _aligned_start(words, fix)
    if start is None:
        return None
    kept = words[:start] + fix + words[start + len(fix) :]
    return head + " ".join(kept)


def _aligned_start(words: list[str], fix: list[str]) -> int | None:
    """Where the correction starts among the clause's words: aligned on the last word they share,
    else ending at the clause's last word."""
    low = [w.lower().strip(",") for w in words]
    for k in range(len(fix) - 1, -1, -1):
        word = fix[k].lower()
        if word in low:
            j = len(low) - 1 - low[::-1].index(word)
            start = j - k
            return start if start >= 0 else None
    start = len(words) - len(fix)
    return start if start >= 0 else None


# --- a later message correcting an earlier one ------------------------------------------------
# "sorry i meant thursday not tuesday", "wait no, lurgan, not Lisburn": a word of correcting, then
# the right word and the wrong one. Without such a word "Ava lives in Newry, not Lisburn" or
# "i like coffee not tea" say something new, not a correction.
_CORRECTING = re.compile(
    r"\b(?:sorry|i meant|i mean|meant|wait|correction|oops|typo|autocorrect(?:ed)?)\b", re.I
)
# ("Quay Press not Quill Press": a name of several capitalized words on either side, whole)
_RIGHT_NOT_WRONG = re.compile(
    r"\b(?P<right>(?:[A-Z][a-z][\w'-]*\s+){0,2}[\w'-]+)\s*,?\s+(?i:not)\s+"
    r"(?P<wrong>[\w'-]+(?:\s+[A-Z][a-z][\w'-]*){0,2})\b"
)
_NOT_RIGHT = frozenset(
    {"sorry", "meant", "mean", "wait", "correction", "oops", "typo", "autocorrect", "no", "i"}
)


def later_correction(text: str) -> tuple[str, str] | None:
    """(the right word, the wrong word) a message corrects an earlier one with, or None."""
    if not _CORRECTING.search(text) or not (m := _RIGHT_NOT_WRONG.search(text)):
        return None
    right, wrong = m.group("right"), m.group("wrong")
    if right.lower() in _NOT_RIGHT or wrong.lower() == right.lower():
        return None
    return right, wrong


def cased_like(right: str, wrong: str) -> str:
    """ "lurgan" correcting "Lisburn" is written "Lurgan": the case the value had."""
    return right[:1].upper() + right[1:] if wrong[:1].isupper() and right.islower() else right
