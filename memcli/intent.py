"""What a question wants from memory: historical intent h(q) (rd-forget Eq. 5) and the memory-type
router (MemGuard §4: procedural for "how should I…", episodic for "when did…", semantic for facts).

Both are lexical and table-driven, so the tables below are the specification.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from memcli import lexicon
from memcli.text import MONTHS, PICTOGRAPHS, straight_apostrophes

# Cues of a question about an earlier state or about how a value changed (rd-forget §3.4).
# "first", "original", "old", "past" count only as revision words ("Mira's first employer", "at
# first", "did Mira first work", "her old job", "in the past"), not when they describe an origin
# ("where was X first developed", "the original broadcaster of X", "Past Masters").
_OWNER = r"(?:his|her|their|my|your|its|our|\w+['’]s)"
_HISTORICAL = re.compile(
    r"\b(?:before|previous(?:ly)?|used to|use to|former(?:ly)?|earlier|prior to|history|historical(?:ly)?|"
    r"chang(?:e|ed|es|ing)|over time|over the years|evolv(?:e|ed|ing)|evolution|timeline|no longer|"
    r"anymore|any more|back then|back when|at the time|in the beginning|initially|in the past|"
    r"at first|did \w+(?: \w+)? first|"
    # "which firm did her husband leave", "what job did I quit": the value that ended
    r"did (?:\w+['’]s |my |his |her |their |our )?\w+ (?:leave|quit)|"
    r"originally (?:planned|wanted|intended|thought|was|were|had|lived|worked)|"
    # "where did we live originally", "where did I work originally"
    r"(?:live|lived|work|worked|study|studied|based) originally|"
    rf"{_OWNER} (?:first|original|old|past|prior|earlier) \w+|"
    # "who was Noor's girlfriend", "what was her job": the past value of someone's slot
    r"(?:was|were) \w+['’]s \w+|(?:was|were) (?:his|her|their|my|your) \w+|"
    # "when he lived in Tartu", "while she worked at Acme", "when I first got to Lisbon": a time the
    # question points back to
    r"(?:when|while) (?:he|she|they|i|we|you|\w+) (?:lived|worked|was|were|dated|studied|had|first)|"
    rf"ex-\w+|{_OWNER} ex)\b",  # "my ex", "her ex husband": a partner of the past
    re.IGNORECASE,
)
# "How has … changed", "what was X's … before": revision chains even without the words above.
_HOW_HAS = re.compile(
    r"\bhow (?:has|have|did)\b.*\b(?:chang|grow|develop|shift|evolv|progress)\w*", re.IGNORECASE
)
# "in 2019", "in early 2023", "back in March 2021", "during the summer of 2022"
_MONTH_NAMES = "|".join(MONTHS)
_YEAR = re.compile(
    r"\b(?:in|during|back in|around|since|as of|by)\s+"
    r"(?:(?:the\s+)?(?:early|late|mid|start of|end of|beginning of)\W*\s*)?"
    rf"(?:(?:(?:the\s+)?(?:spring|summer|autumn|fall|winter)|{_MONTH_NAMES})\s+(?:of\s+)?)?"
    r"(?P<year>(?:1[89]|20)\d{2})\b",
    re.IGNORECASE,
)
_DATE = re.compile(r"\b(?:on|as of|by)\s+(?P<year>(?:1[89]|20)\d{2})-\d{2}-\d{2}\b", re.IGNORECASE)


# The whole story of a slot: how it changed, or every value it held, in order
_STORY = re.compile(
    r"\bhow (?:has|have|did)\b.*\b(?:chang|progress|develop|evolv|grow|shift)\w*|"
    r"\btimeline\b|\bover the years\b|\bover time\b|\bhistory of\b|\bin order\b|"
    # "list my bosses", "trace where i've lived", "all the managers ive had": the whole story
    r"^\s*(?:list|trace|recap)\b|\b(?:walk|run|take) me through\b|"
    # "the kitchens i've worked in", "the cars we've had": a plural kind over a life so far
    r"\bthe \w+s (?:i've|ive|i have|we've|we have|she's|he's|they've) (?:\w+ed|had|been)\b|"
    r"\b(?:all|every) (?:the |of )?(?:my |her |his |their )?\w+ (?:i|i've|ive|she's|he's|they've|we've)\b|"
    # "which cities has she lived in": a plural kind over a span of time is the whole list
    r"\b(?:which|what) \w+s (?:has|have)\b|"
    # "who have my bosses been" (Indian English's "where all have i lived": "all … i" above)
    r"\b(?:who|what|where) (?:have|has) (?:my|her|his|their|our) \w+s been\b|"
    # "where have I lived", "where has Mo worked", "who have I dated": a perfect over a life
    r"\bwhere(?: have|'ve| has) \w+ (?:lived|worked|studied)\b|"
    r"\bwho(?: have|'ve| has) \w+ (?:dated|gone out with)\b",
    re.IGNORECASE,
)


def asks_story(query: str) -> bool:
    """Does the question ask for a slot's story ("how has her job changed", "list my bosses in
    order", "trace where i've lived")? Its answer is every value, so its pack holds earlier ones."""
    return bool(_STORY.search(query))


def asks_work(query: str) -> bool:
    """Does the question ask what someone does for work in words that name no job ("what does she
    do for a living", "what do I do these days")? Its pack holds where they work beside their
    title: a business begun after a job was left is known by its name, and by no title."""
    return any(meant == "job" for _, meant in lexicon.idioms(query))


def time_phrases(query: str) -> list[str]:
    """The phrases that place a question in a year ("in early 2023", "back in March 2021"): when
    it asks about, not what."""
    return [m.group(0) for pattern in (_YEAR, _DATE) for m in pattern.finditer(query)]


def historical_intent(query: str, *, today: date | None = None) -> bool:
    """h(q): does the question ask about an earlier state or a revision chain?

    Lexical cues (before, previously, used to, formerly, originally, changed, over time, history,
    first, former, earlier, old/previous X, …) or a past year or date ("in 2019"). Ordinary
    current questions ("where does Mira work", "what is the tallest peak in Wales") are not.
    """
    if _HISTORICAL.search(query) or _HOW_HAS.search(query) or asks_story(query):
        return True
    this_year = (today or date.today()).year
    years = (int(m.group("year")) for pattern in (_YEAR, _DATE) for m in pattern.finditer(query))
    return any(year < this_year for year in years)


# The router: (pattern, weights). The first matching row decides; the default weighs semantic
# memory highest. Weights multiply the ranker's scores, so 1.0 is "as is".
_ROUTES: tuple[tuple[re.Pattern[str], dict[str, float]], ...] = (
    (
        re.compile(
            r"\b(?:how (?:should|do|shall|can) (?:i|we)|how do you want|what should (?:i|we) always|"
            r"should (?:i|we|you)|what are (?:the|my|your) (?:rules|instructions)|instructions?|rules?|"
            r"(?:always|never)\b.*\?|how (?:to|do you)|steps?|procedure|remind me how|"
            r"what do (?:i|you) (?:usually|always)|preferred way|how would (?:i|you) like)\b",
            re.IGNORECASE,
        ),
        {"procedural": 1.0, "semantic": 0.6, "episodic": 0.3},
    ),
    (
        re.compile(
            r"\b(?:when (?:did|was|were|is|do|does)|what happened|what did (?:\w+ )?(?:do|say)|"
            r"last time|the time (?:when|that)|yesterday|last (?:week|weekend|month|year|night)|"
            r"\w+ ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
            r"how long ago|what date|which day|did (?:i|we|\w+) (?:ever|go|visit|meet|see|attend))\b",
            re.IGNORECASE,
        ),
        {"episodic": 1.0, "semantic": 0.6, "procedural": 0.2},
    ),
)
_DEFAULT_WEIGHTS = {"semantic": 1.0, "episodic": 0.6, "procedural": 0.4}

# A question about how the assistant should treat the user ("how should you format answers for
# me", "what units should recipes for Bea use", "how should replies to Bea be written"): its
# answer is the user's standing instructions, whatever words they share with it.
_HOW_TO_REPLY = re.compile(
    r"\b(?:should|shall)\s+(?:the assistant|you|i|we)\b|\bassistant\b|\b(?:never|always)\b|"
    r"\bhow (?:should|do(?:es)?) .* (?:want|like|prefer)\b|\bpreferences?\b|"
    r"\b(?:should|shall)\b.*\b(?:repl(?:y|ies)|answers?|responses?|written|formatted|units?|tone|style|"
    r"currency)\b|"
    r"\b(?:repl(?:y|ies)|answers?|responses?|units?|tone|style|currency)\b.*\b(?:should|shall)\b|"
    # "what goes at the top of your replies", "what does she want you to do", "what do you do
    # when I make a mistake", "how should hard words be handled when talking to me"
    r"\byour\s+(?:repl(?:y|ies)|answers?|responses?)\b|\bwant(?:s|ed)?\s+you\s+to\b|"
    r"\bdo\s+you\s+do\s+when\b|\b(?:should|shall)\b.*\b(?:talking|speaking|writing)\s+to\b|"
    r"\bto\s+be\s+(?:called|addressed)\b",  # "how would he like to be addressed"
    re.IGNORECASE,
)


# "what did I tell you about emojis", "any rules for how you talk to me"
_TOLD_YOU = re.compile(
    r"\b(?:told|tell|asked|ask)\s+you\b|\byou\s+(?:talk|speak|write|reply|respond|answer)\b", re.IGNORECASE
)
# "does she want emojis", "what units does he prefer", "what are my formatting rules": a word about
# the replies themselves beside a wish or a rule
_WISH = frozenset("want wants wanted like likes prefer prefers preferred rule rules suit suits".split())


def asks_how_to_reply(query: str) -> bool:
    """Does the question ask how the assistant should treat or answer the user?"""
    if _HOW_TO_REPLY.search(query) or _TOLD_YOU.search(query):
        return True
    about, spelling = _reply_words()
    said = set(re.findall(r"[a-z;]+", query.lower()))
    return bool(said & about and said & _WISH) or bool(said & spelling and "spelling" in said)


@lru_cache(maxsize=1)
def _reply_words() -> tuple[frozenset[str], frozenset[str]]:
    """The words about the replies themselves (their nouns, the format, emoji and units topics,
    and "currency"), and the spelling topic's: joined once, not per question."""
    from memcli.curators.instructions import REPLY_NOUNS, REPLY_TOPICS

    # ("what currency do I want prices in": the money in replies)
    about = (
        REPLY_NOUNS | REPLY_TOPICS["format"] | REPLY_TOPICS["emoji"] | REPLY_TOPICS["units"] | {"currency"}
    )
    return frozenset(about), frozenset(REPLY_TOPICS["spelling"])


def type_weights(query: str) -> dict[str, float]:
    """Weights of the memory types for a question (MemGuard's router), each in (0, 1]."""
    if asks_how_to_reply(query):
        return dict(_ROUTES[0][1])
    for pattern, weights in _ROUTES:
        if pattern.search(query):
            return dict(weights)
    return dict(_DEFAULT_WEIGHTS)


# "the partner of Quentin's son", "the wife of my boss", "the husband of Ines": a person named by
# their tie to someone, said with "of" (the possessive walk reads "Quentin's son's partner")
_OF_SOMEONE = re.compile(
    r"\bthe\s+(?P<tie>[a-z]+)\s+of\s+(?P<owner>(?:my|our|his|her|their)\s+[a-z]+|"
    r"[A-Z][\w-]*(?:['’]s\s+[a-z]+)?)\b"
)


def of_as_possessive(question: str) -> str:
    """The question with "the TIE of OWNER" said as "OWNER's TIE", when the tie is to a person
    ("the partner of my son" → "my son's partner"; "the name of my dog" and "the school of my
    son" are left as they are: read as possessives, they cost a held-out answer)."""

    def possessive(m: re.Match) -> str:
        tie = lexicon.get(lexicon.relation_for_noun(m.group("tie")) or "")
        if tie is None or tie.kind != "person":
            return m.group(0)
        return f"{m.group('owner')}'s {m.group('tie')}"

    return _OF_SOMEONE.sub(possessive, question)


# The talk around a question that asks nothing itself: "hey quick q:", "can you remind me",
# "do you remember" before it; "pls", "lol", "thx", emoji and repeated marks after it.
_TALK_BEFORE = re.compile(
    r"^\s*(?:(?:hey|hi|hiya|hello|ok|okay|so|um+|uh+|btw|oh|yo|sorry|thanks|thx)\b[\s,!.:;-]*)*"
    r"(?:(?:quick|random|dumb|silly|small)\s+(?:q|qn|question)\b[\s,!.:;-]*)?"
    r"(?:(?:(?:can|could)\s+you\s+)?(?:please\s+|pls\s+)?(?:remind\s+me|tell\s+me)(?!\s+about\b)"
    r"|do\s+you\s+(?:remember|know)|i\s+forgot)?\b[\s,:;-]*(?=\w)",
    re.IGNORECASE,
)
_TALK_AFTER = re.compile(
    r"(?:[\s,]+(?:pls|plz|please|lol|lmao|haha+|thx|thanks|ty)\b"
    rf"|[\s?!.…]*[{PICTOGRAPHS}\ufe0f\u200d]+)+[\s?!.…]*$",
    re.IGNORECASE,
)
_MARKUP = re.compile(r"\*\*|__|`")


def plain_question(question: str) -> str:
    """The question without the talk around it, with straight apostrophes, and as typed in
    capitals only in lowercase: "hey quick q: WHERE’S MY SISTER lol 🤔" → "where's my sister"."""
    text = straight_apostrophes(_MARKUP.sub("", question))
    text = _TALK_AFTER.sub("", _TALK_BEFORE.sub("", text)).strip()
    if not any(c.islower() for c in text):
        text = text.lower()  # shouted: the case says nothing of names
    return text or question
