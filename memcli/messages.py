"""User-facing wording, as pure functions with table tests: plurals, the one sentence said when
memory holds no answer, and the line that says which intent a question was answered with and why.

Kept apart from memcli.render (which needs rich) so the rules can be tested, and reused by
`--json` output, without a terminal.
"""

from __future__ import annotations

import re

_IRREGULAR = {"entry": "entries"}


def plural(count: int, noun: str) -> str:
    """'1 archive turn', '2 archive turns', '0 entries': the count with its noun in the right form."""
    if count == 1:
        return f"{count} {noun}"
    head, _, last = noun.rpartition(" ")
    many = _IRREGULAR.get(last) or (
        last[:-1] + "ies" if last.endswith("y") and last[-2:-1] not in "aeiou" else last + "s"
    )
    return f"{count} {(head + ' ' if head else '')}{many}"


_PREFIX = re.compile(r"^\s*not in memory\s*[:.;,-]?\s*", re.IGNORECASE)


def nothing_found(
    reason: str,
    *,
    packed_items: int = 1,
    budget: int | None = None,
    smallest_cost: int | None = None,
    closest: str | None = None,
) -> str:
    """The one sentence for an abstention: 'Nothing in memory answers this (closest: …).'

    reason: the answerer's own explanation, with or without its 'not in memory:' prefix; said
    only when it adds something (not a second "not in memory"). closest: the best packed item.
    When nothing fitted the budget the sentence says so instead of blaming the question ("names
    nothing memory holds" was wrong at --budget 10)."""
    if packed_items == 0 and budget is not None and smallest_cost is not None and smallest_cost > budget:
        return (
            f"Nothing in memory fits the budget of {plural(budget, 'token')} "
            f"(the smallest item needs {smallest_cost}); raise --budget."
        )
    detail = _PREFIX.sub("", reason or "").strip().rstrip(".")
    if _RESTATES.search(detail):
        detail = ""
    parts = [f"closest: {_clip(closest)}" if closest else "", detail]
    inside = "; ".join(p for p in parts if p)
    return f"Nothing in memory answers this ({inside})." if inside else "Nothing in memory answers this."


# Reasons that only say again that memory has no answer.
_RESTATES = re.compile(r"\bin memory\b|\bmemory holds\b|\bnames nothing\b|\bno words to look for\b")


def _clip(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def intent_summary(
    *, historical: bool, historical_mode: str, historical_origin: str, rescue: bool, rescue_origin: str
) -> dict:
    """Which intent answered a question and why, as plain data for --json and for the human line.

    historical_mode: auto | on | off after settings and flags; *_origin: "default", "setting" (stored
    with `memcli historical` / `memcli rescue`) or "flag" (set for this call)."""
    if historical_mode == "auto":
        why = (
            "auto-detected from the question's wording"
            if historical
            else "auto-detected: no past-time wording in the question"
        )
    elif historical_origin == "flag":
        why = f"{'--historical' if historical_mode == 'on' else '--current'} for this call"
    else:
        why = f"stored setting: historical {historical_mode}"
    rescue_word = "on" if rescue else "off"
    rescue_why = {
        "default": "the default",
        "setting": f"stored setting: rescue {rescue_word}",
        "flag": f"{'--rescue' if rescue else '--no-rescue'} for this call",
    }.get(rescue_origin, rescue_origin)
    return {
        "intent": "historical" if historical else "current",
        "intent_why": why,
        "rescue": rescue_word,
        "rescue_why": rescue_why,
    }


def intent_line(summary: dict) -> str:
    """'current question (no past-time wording …); rescue on (the default)'."""
    return (
        f"{summary['intent']} question ({summary['intent_why']}); "
        f"rescue {summary['rescue']} ({summary['rescue_why']})"
    )


# --- content-free small talk (issue 11 item 4) ------------------------------------------------------
# An assistant turn made only of greetings, thanks, wishes and acknowledgements carries no fact; it
# must not take budget ahead of facts. A turn is small talk when, once such phrases are removed,
# nothing but punctuation, emoji and filler words is left. User turns are never judged so: what a
# person says about themselves is the memory.
_SMALL_TALK_PHRASES = re.compile(
    r"\b(?:happy (?:new year|birthday|holidays|easter|friday|weekend)|merry christmas|season'?s greetings|"
    r"good (?:morning|afternoon|evening|night|luck)|thanks?(?: you)?(?: so much| a lot| very much)?|"
    r"you'?re (?:very )?welcome|no problem|no worries|my pleasure|glad (?:i could|to) help|"
    r"have a (?:great|good|nice|lovely|wonderful) (?:day|evening|weekend|time|one)|"
    r"(?:hello|hi|hey)(?: there)?|bye|goodbye|see you(?: soon| later)?|take care|cheers|congratulations|"
    r"congrats|sounds good|got it|ok(?:ay)?|sure|great|awesome|wonderful|perfect|of course|"
    r"anything else(?: i can help with)?|let me know if you need anything(?: else)?|"
    r"enjoy|best wishes|all the best|same to you|you too|noted|nice to meet you)\b",
    re.IGNORECASE,
)
_FILLER = re.compile(r"\b(?:and|to|you|your|too|all|so|much|very|again|the|a|!|!)\b", re.IGNORECASE)


def is_small_talk(role: str | None, text: str) -> bool:
    """True for an assistant turn with nothing in it but greetings, thanks and wishes."""
    if (role or "").lower() != "assistant":
        return False
    rest = _SMALL_TALK_PHRASES.sub(" ", text)
    rest = _FILLER.sub(" ", rest)
    return not re.search(r"[^\W_]", rest)


# Words of the answerers' own sentences; a reason word outside these that is a cut-off form of a
# question word ("befor" for "before", "citi" for "city") is a stem and is shown as the question wrote it.
_TEMPLATE_WORDS = frozenset(
    "not in memory the question names nothing that memory holds asks about no entry accounts for "
    "closest of unaccounted path stops at has but it date current earlier statement covers".split()
)


def without_stems(reason: str, question: str) -> str:
    """The reason with stemmed words replaced by the question's own words."""
    words = re.findall(r"[^\W_]+", question.lower())

    def whole(match: re.Match) -> str:
        word = match.group(0)
        low = word.lower()
        if low in _TEMPLATE_WORDS or low in words or len(low) < 3:
            return word
        fuller = sorted({w for w in words if w.startswith(low[:-1] if low.endswith("i") else low)}, key=len)
        return fuller[0] if fuller else word

    return re.sub(r"[^\W\d_]+", whole, reason or "")
