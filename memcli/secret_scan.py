"""Secrets pasted into chat: API keys, tokens, passwords.

Two kinds of evidence: well-known key shapes (provider prefixes, AWS key ids, private-key
blocks, JWTs), and a value after a key / token / password word ("my password is …",
"api_key=…"). After a password word any value counts (passwords are often low-entropy, and
"hunter2" must not come back as an answer); after a key or token word the value must look
random (long, mixed, high entropy), so "the key is under the mat" stays text.

Masking replaces the secret and keeps a short hint of its kind, so a reader knows something was
there. `redact_url` drops a URL's query string (where keys travel) for error messages.
"""

from __future__ import annotations

import math
import re
from collections import Counter, OrderedDict

from memcli.text import LOWER_PIECE, lowered_pieces, needle_regex

MASK = "[secret masked]"

_SHAPES = [
    r"\bsk-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_\-]{20,}",
    r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",
    r"\bgh[pousr]_[A-Za-z0-9]{30,}\b",
    r"\bgithub_pat_[A-Za-z0-9_]{40,}\b",
    r"\bglpat-[A-Za-z0-9_\-]{20,}\b",
    r"\bxox[abposr]-[A-Za-z0-9\-]{10,}\b",
    r"\bAIza[0-9A-Za-z_\-]{35}\b",
    r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b",
    r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)",
]
_SHAPE = re.compile("|".join(f"(?:{p})" for p in _SHAPES))

_PASSWORD_WORDS = r"password|passwd|pass\s?phrase|pass\s?code|pwd"
_KEY_WORDS = (
    r"api[\s_\-]?key|access[\s_\-]?key|secret(?:[\s_\-]?(?:access[\s_\-]?)?key)?|token|"
    r"auth(?:orization)?|bearer|client[\s_\-]?secret|private[\s_\-]?key|key"
)
_ASSIGN = r"""(?:\s*(?:is|was|=|:|->|to)\s*|\s+)["'`]?"""
_SAYS = r"""\s*(?:is|was|=|:)\s*["'`]?"""  # a password word needs an explicit "is" / "=" / ":"
_EDGE_L, _EDGE_R = r"(?<![A-Za-z0-9])", r"(?![A-Za-z0-9])"  # "_" counts as an edge: aws_secret_…
_NOT_MASKED = re.escape(MASK).join(("(?!", ")"))  # an already masked value is not a new secret
_PASSWORD = re.compile(
    rf"{_EDGE_L}(?:{_PASSWORD_WORDS}){_EDGE_R}{_SAYS}{_NOT_MASKED}(?P<value>[^\s\"'`,;]{{4,}})",
    re.IGNORECASE,
)
_KEYED = re.compile(
    rf"{_EDGE_L}(?:{_KEY_WORDS}){_EDGE_R}{_ASSIGN}(?P<value>[A-Za-z0-9+/=_\-\.~]{{16,}})", re.IGNORECASE
)
# A password can be several words ("correct horse battery staple"). After a label ("password:",
# "pwd=") or the word passphrase, the value is the rest of its clause: up to a comma, semicolon,
# line end or sentence end. This may hide a few ordinary words after a labelled password ("my
# password: hunter2 and then…"); masking too much is the safe way to be wrong. A quoted value is
# everything inside its quotes. After "password is" without quotes, one word, as before.
_PHRASE = re.compile(
    rf"{_EDGE_L}(?:(?:{_PASSWORD_WORDS}){_EDGE_R}\s*[:=]|pass\s?phrase{_EDGE_R}\s*(?:is|was))\s*{_NOT_MASKED}"
    r"(?P<value>[^\s,;][^\n,;]*?)(?=\s*(?:[.!?](?:\s|$)|[,;\n]|$))",
    re.IGNORECASE,
)
_QUOTED = re.compile(
    rf"{_EDGE_L}(?:{_PASSWORD_WORDS}){_EDGE_R}\s*(?:is|was|=|:)\s*(?P<quote>[\"'`])(?P<value>[^\n]{{4,}}?)(?P=quote)",
    re.IGNORECASE,
)
# A URL's user:password@ part ("postgres://admin:S3cret@db/prod"): the password is the secret.
_URL_CREDENTIALS = re.compile(r"://[^\s/:@\[\]]+:(?P<value>[^\s/@]+)@")
_QUERY = re.compile(r"(https?://[^\s?#]+)\?[^\s#]*")
_STOP = {"the", "under", "with", "from", "that", "this", "there", "here"}


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def looks_random(value: str) -> bool:
    classes = sum(bool(re.search(p, value)) for p in (r"[a-z]", r"[A-Z]", r"[0-9]", r"[^A-Za-z0-9]"))
    return len(value) >= 16 and classes >= 2 and entropy(value) >= 3.2 and value.lower() not in _STOP


# Every rule needs one of these substrings (lowercased): most turns are ruled out by a C-speed
# substring scan instead of three regexes (ingest runs this on every turn). Grouped by the rule
# that needs them: in an ASCII text a rule can match only where one of its own hints stands, so
# a turn that says "key" is not also read by the ten key shapes (24 µs a turn, issue 10). In a
# text with other characters every rule runs when any hint stands: the two case-insensitive rules
# also meet "ſ" as "s" and the Kelvin sign as "k", which lowering does not turn into them.
_SHAPE_HINTS = (
    "sk-",
    "akia",
    "asia",
    # GitHub's prefixes whole: a bare "gh" is in "though", "night" and "right", a quarter of
    # ordinary chat turns, each of which then paid for three regexes (issue 10, ingest).
    "ghp_",
    "gho_",
    "ghu_",
    "ghs_",
    "ghr_",
    "github_pat_",
    "glpat-",
    "xox",
    "aiza",
    "_live_",
    "_test_",
    "eyj",
    "-----begin",
)
_PASSWORD_HINTS = ("pass", "pwd")
_KEYED_HINTS = ("key", "secret", "token", "auth", "bearer")
_URL_HINTS = ("://",)  # a URL's user:password@ part
_HINTS = _SHAPE_HINTS + _PASSWORD_HINTS + _KEYED_HINTS + _URL_HINTS


# One C-speed scan for all hints (a Python loop over them cost more than the rules it skipped),
# anchored on each hint's rarest character (memcli.text.needle_regex): an alternation of the
# hints as written stopped at every "s", "a", "t", "e" and "p" of every turn.
_HINT = needle_regex(_HINTS)
# In ASCII text the key-id shape needs "AKIA" or "ASIA" as written (the shapes are case-
# sensitive), and each rule runs only where its own hints stand: so there a lowered "asia" or
# "akia" ("Asia", "fantasia", "Malakia") hints at nothing, and they are looked for as written, by
# str's own search. Anchored on "s" and "k", they made the hint search stop at every "s" and "k"
# of every turn (~0.4 us of its ~1.7, issue 10).
_KEY_ID_PREFIXES = ("AKIA", "ASIA")
_ASCII_HINT = needle_regex(tuple(h for h in _HINTS if h.upper() not in _KEY_ID_PREFIXES))
_SHAPE_HINT = needle_regex(_SHAPE_HINTS)
_PASSWORD_HINT = needle_regex(_PASSWORD_HINTS)
_KEYED_HINT = needle_regex(_KEYED_HINTS)
_URL_HINT = needle_regex(_URL_HINTS)


# Texts lately found to hold no secret (short ones only, the last MEMO_TEXTS of them). Ingest scans
# each turn twice, to mask it as it is read and to flag it when its batch is stored (the same
# text, unchanged): the second scan of a clean text becomes a set look-up (each scan was ~8% of
# ingest's CPU). Only texts known clean are kept, so a stale or shared memo is harmless. An
# OrderedDict, because dropping a plain dict's oldest key (`next(iter(d))`) walks past every slot
# deleted before it: the eviction grew with the number of turns ingested.
MEMO_TEXTS = 4096
MEMO_CHARS = 4096
_clean: OrderedDict[str, None] = OrderedDict()


def _remember_clean(text: str) -> None:
    if len(text) <= MEMO_CHARS:
        if len(_clean) >= MEMO_TEXTS:
            _clean.popitem(last=False)
        _clean[text] = None


def find_secrets(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of secrets in text, sorted, not overlapping."""
    if text in _clean:
        return []
    # One piece (nearly every turn): lowered once, no generator.
    low = text.lower() if len(text) <= LOWER_PIECE else None
    if low is not None and text.isascii():
        # "AKIA" and "ASIA" only where a "K" or an "A" stands: a one-character search is a
        # memchr, several times cheaper than one for four characters (issue 10).
        hinted = (
            _ASCII_HINT.search(low) is not None
            or ("K" in text and "AKIA" in text)
            or ("A" in text and "ASIA" in text)
        )
    elif low is not None:
        hinted = _HINT.search(low) is not None
    else:
        hinted = any(_HINT.search(piece) for piece in lowered_pieces(text))
    if not hinted:
        _remember_clean(text)
        return []
    each = low is not None and text.isascii()  # each rule only where its own hints stand
    spans = []
    if not each or _SHAPE_HINT.search(low):
        spans += [m.span() for m in _SHAPE.finditer(text)]
    if not each or _PASSWORD_HINT.search(low):
        spans += password_spans(text)
    if not each or _URL_HINT.search(low):
        spans += [m.span("value") for m in _URL_CREDENTIALS.finditer(text)]
    if not each or _KEYED_HINT.search(low):
        spans += _keyed_spans(text)
    merged = merge_spans(spans)
    if not merged:
        _remember_clean(text)  # "the key is under the mat": flagging it will not read it again
    return merged


def password_spans(text: str) -> list[tuple[int, int]]:
    """Values after a password word: one word after "is", a clause after a label, a quoted value."""
    spans = [m.span("value") for m in _PASSWORD.finditer(text) if m.group("value").lower() not in _STOP]
    spans += [m.span("value") for m in _PHRASE.finditer(text)]
    return spans + [m.span("value") for m in _QUOTED.finditer(text)]


def merge_spans(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans sorted, overlapping ones joined."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _keyed_spans(text: str) -> list[tuple[int, int]]:
    """Values after a key word that look random. A value that does not is searched again from
    its own start: in "AWS secret: aws_secret_access_key = wJalr…", the label "secret:" took the
    key's name as its value, and a plain finditer went on after it, past the real secret."""
    spans, at = [], 0
    while (m := _KEYED.search(text, at)) is not None:
        if looks_random(m.group("value")):
            spans.append(m.span("value"))
            at = m.end()
        else:
            at = m.start("value")
    return spans


def has_secret(text: str) -> bool:
    return bool(find_secrets(text))


def mask(text: str) -> str:
    """text with every secret replaced by MASK."""
    spans = find_secrets(text)
    if not spans:
        return text
    out, last = [], 0
    for start, end in spans:
        out.append(text[last:start])
        out.append(MASK)
        last = end
    out.append(text[last:])
    return "".join(out)


def redact_url(text: str) -> str:
    """URLs without their query strings (where API keys travel), then secrets masked."""
    return mask(_QUERY.sub(r"\1?[query removed]", text))


def mask_setting(key: str, value: str | None) -> str | None:
    """A stored setting as `config` shows it: keys masked to their last 4 characters."""
    if value is None:
        return None
    if key.endswith(("api_key", "token", "secret")):  # not "secrets" (mask / keep: a choice)
        return "****" + value[-4:] if len(value) > 8 else "****"
    if "api_base" in key:
        return redact_url(value)
    return value
