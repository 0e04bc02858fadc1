"""Names a person types in lowercase that the assistant writes capitalized.

Someone who texts in lowercase writes "2 weeks in at tidewater"; the assistant answering them
writes "Exec chef at Tidewater is a big step up". A run of capitalized words the assistant
writes inside a sentence, and never lowercase, is a name. In the person's lowercase turns it is
read capitalized, so the parser takes it for a name: "tidewater" is also an English word, and
nothing the person wrote says otherwise.

Only case changes: every offset in a sentence holds."""

from __future__ import annotations

import re
from collections.abc import Iterable

from memcli.text import CHAT_WORDS, STOP_WORDS

# Latin letters by case, accented ones too ("Klára", "Łukasz", "Zoë"): a name typed "klára" is
# learnt from the assistant's "Klára" as "tidewater" is from "Tidewater"
_UPPER = "A-Z" + "".join(c for c in map(chr, range(0xC0, 0x250)) if c.isupper())
_LOWER = "a-z" + "".join(c for c in map(chr, range(0xDF, 0x250)) if c.islower())
# A run of up to four capitalized words ("Tidewater", "Salted Gull", "Carrow & Steyn")
_WORD = rf"[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}][{_LOWER}]+)?"  # "Ellie-Mae"
_RUN = re.compile(rf"(?<![\w'’&.-])({_WORD}(?: (?:& )?{_WORD}){{0,3}})(?![\w'’-])")
# What stands before a run inside a sentence: a lowercase word, a comma or an opening bracket
# ("at Tidewater", "Congratulations, Helena", "(Tidewater)"); after a full stop, a colon, a
# bullet or a line's start a capital says nothing
_INSIDE = re.compile(rf"(?:[{_LOWER}]|[,(])\s?$")
_LOWERCASE_WORD = re.compile(rf"\b[{_LOWER}][{_LOWER}'’]+\b")
# A person's turn written in lowercase has no capitalized word ("I" and "ICU" are not)
_CAPITALIZED_WORD = re.compile(rf"\b[{_UPPER}][{_LOWER}]")


def written_lowercase(text: str) -> bool:
    """Is this turn written without capitals, names and all ("moved to leeds w sam")?"""
    return _CAPITALIZED_WORD.search(text) is None


def _title_line(line: str) -> bool:
    """A heading in title case ("Your First Marathon Plan"), where most words after the first
    are capitalized, three at least: its capitals are no names ("partner at Dray & Holm" has
    two). A word opening a sentence inside the line is capitalized by rule, and is not counted
    ("Ha, exactly. Good luck with Pryce Haulage" is a sentence)."""
    said = line.split()
    opening = {i + 1 for i, w in enumerate(said) if w[-1:] in ".!?"}
    long = [w for i, w in enumerate(said) if i and i not in opening and len(w) > 3]
    capitals = sum(w[:1].isupper() for w in long)
    return line.lstrip().startswith("#") or capitals >= 3 and capitals * 2 > len(long)


def cased_runs(texts: Iterable[str]) -> dict[str, str]:
    """The runs of capitalized words these (assistant's) texts write inside sentences and never
    in lowercase, each under its lowercase form: {"salted gull": "Salted Gull"}."""
    runs: dict[str, str] = {}
    lowercase: set[str] = set()
    for text in texts:
        lowercase.update(_LOWERCASE_WORD.findall(text))
        for line in text.splitlines():
            if _title_line(line):
                continue
            for found in _RUN.finditer(line):
                if _INSIDE.search(line[: found.start()]):
                    run = found.group(1)
                    runs.setdefault(run.lower(), run)
    return {low: run for low, run in runs.items() if _a_name(low, lowercase)}


# A word as a lowercase writer types it, and the "&" of a firm's name ("dray & holm")
_TYPED_WORD = re.compile(rf"[{_LOWER}]+(?:-[{_LOWER}]+)?|&")
MAX_RUN_WORDS = 5  # four words and an "&"


def recased(text: str, cased: dict[str, str]) -> str:
    """The text with each run learnt written as the assistant writes it, the longest run first
    ("salted gull" before "gull"). Runs are found by looking words up, not by one pattern of
    every name, so the cost stays that of the text however many names were learnt."""
    words = list(_TYPED_WORD.finditer(text))
    pieces, last, i = [], 0, 0
    while i < len(words):
        for n in range(min(MAX_RUN_WORDS, len(words) - i), 0, -1):
            start, end = words[i].start(), words[i + n - 1].end()
            run = cased.get(text[start:end])
            if run is not None and not _inside_a_word(text, start, end):
                pieces += [text[last:start], run]
                last, i = end, i + n
                break
        else:
            i += 1
    return "".join(pieces) + text[last:] if pieces else text


def _inside_a_word(text: str, start: int, end: int) -> bool:
    """Is the span part of a longer word ("gull" in "seagull", "tide" in "tide2")?"""
    return (start > 0 and text[start - 1].isalnum()) or (end < len(text) and text[end].isalnum())


def _a_name(run: str, lowercase: set[str]) -> bool:
    """A run is a name unless it is a function or chat word, one the same texts also write in
    lowercase ("Walk" in a list, "walk" in a sentence), or two letters ("Jo", "Ed": too short to
    tell from texting's words; learning them cost a held-out answer)."""
    return len(run) > 2 and run not in STOP_WORDS and run not in CHAT_WORDS and run not in lowercase


# Nouns a place of work, study or care ends its name in ("Mirdif Care Hospital", "Kestrel
# Academy"): in a lowercase turn, the words before one that begin with no English word name it
PLACE_NOUNS = frozenset(
    """hospital clinic surgery pharmacy school college university academy institute hotel cafe
    café bakery restaurant bistro pub gym studio centre center library church chapel mosque temple
    hospice nursery""".split()
)
_PLACE_RUN = re.compile(r"\b((?:[a-z]+ ){1,3})(" + "|".join(sorted(PLACE_NOUNS)) + r")\b")


def places_named(text: str) -> str:
    """The lowercase turn with each place named by a word English does not have written
    capitalized: "got an offer!!! jumeirah crescent hospital" → "Jumeirah Crescent Hospital"
    ("the new hospital", "my kids school": English words, no name), and "new zealand"."""

    def named(found: re.Match) -> str:
        before = found.group(1).split()
        # (two letters are too few to tell a name from a typo)
        first = next((i for i, w in enumerate(before) if len(w) > 2 and unknown_word(w)), None)
        if first is None or any(w in STOP_WORDS for w in before[first:]):
            return found.group(0)
        kept = " ".join(before[:first])
        name = " ".join(w.capitalize() for w in [*before[first:], found.group(2)])
        return f"{kept} {name}" if kept else name

    return _NEW_TOWN.sub(_new_town, _PLACE_RUN.sub(named, text))


# "from new zealand", "moved to new york": a town or country whose name begins with "new", which
# the parser reads as an adjective before a lowercase noun ("zealand")
_NEW_TOWN = re.compile(r"\bnew ([a-z]+)\b")


def _new_town(found: re.Match) -> str:
    from memcli import kinds

    place = found.group(0)
    return place.title() if kinds.is_town(place) else place


def unknown_word(word: str) -> bool:
    """A word no dictionary holds and that is no chat or function word ("liezel", "jumeirah")."""
    from memcli import kinds

    return not kinds.is_word(word) and word not in CHAT_WORDS and word not in STOP_WORDS
