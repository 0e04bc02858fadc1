"""The rules curator: deterministic, offline, fast fact extraction (rd-forget §3.2 without a model).

Turns are split into sentences; each sentence is tried as a category phrase ("plays the position
of goalkeeper", "the school where Ana studied is Lund": the category noun and the verb choose the
relation from the vocabulary's own nouns and cues), then against the relation vocabulary's frames
(memcli.vocabulary), then against the copula grammar ("The R of S is V", "S's R is V", "my R is
V", "V is the R of S"), then as a dated first-person event. First person becomes the speaker
("I work at Acme" by Mira → "Mira works at Acme."); first-person sentences of the assistant or
of an unknown speaker are not attributed to anybody.

The curator decides A0 vs F0 (rd-forget Algorithm 1, line 2) with memcli.supersede: within a
slot the latest item is active and the earlier ones are "older"; a sentence that marks its own
value as past ("I used to work at Acme", "my former manager was Tom") is older whatever its order.

Speed: every frame has anchor words; a sentence is only tried against the frames whose anchors
it contains, most specific first, so a typical short turn costs one tokenization and a few
regex attempts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta

from memcli import vocabulary as vocab
from memcli.curators.base import Curator
from memcli.supersede import resolve_statuses
from memcli.text import MONTHS, STOP_WORDS, TITLES_ABROAD, WEEKDAYS, stem, terms, words
from memcli.types import Item, Turn, normalize_slot_part, said_item

MAX_EVIDENCE = 30
MAX_SUBJECT_WORDS = 10
MAX_VALUE_WORDS = 12


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Adverbs allowed between a subject and its verb; the second group marks the value as past.
_ADVERBS = (
    "also",
    "now",
    "currently",
    "still",
    "recently",
    "just",
    "finally",
    "actually",
    "already",
    "really",
    "both",
    "all",
    "officially",
    "happily",
    "proudly",
    "then",
    "later",
    "eventually",
    "previously",
    "formerly",
    "once",
    "originally",
    "used to",
    "first",
    "have",
    "has",
    "had",
)
_PAST_ADVERBS = frozenset({"previously", "formerly", "once", "originally", "used to", "first"})
_ADV_RE = r"(?P<adv>(?:\s+(?:" + "|".join(a.replace(" ", r"\s+") for a in _ADVERBS) + r"))*)"

_PRONOUNS = _wordset("""
    he she they it this that these those there here who what which whom you your his her its their one
    someone somebody everyone everybody nobody anyone something everything nothing him them yours theirs
    ours
""")
# Lowercase words that make a candidate subject a clause rather than a name: negation, modals,
# auxiliaries, verbs of saying and seeming ("Sounds like …", "Dancing is like …").
_CLAUSE_WORDS = _wordset("""
    not never no n't don't doesn't didn't won't wouldn't can't cannot couldn't isn't wasn't aren't
    weren't would could should might may will shall can must if when whether maybe perhaps probably
    think thought guess hope wish want wanted said says told say heard because unless until while
    although though or but so is was are were am be been being has have had do does did get got looks
    look sounds sound seems seem feels feel like just really very since
""")
# Capitalized only because they open a sentence: interjections, imperatives, common nouns.
_NOT_NAMES = _wordset("""
    come let look looks sound sounds seem seems wow yeah yes no thanks thank please great nice cool
    awesome sure glad gonna check try keep take make go get see tell remember imagine hope love maybe
    just really also well so oh hey hi hello congrats congratulations good lol haha omg anyway totally
    definitely honestly stuff things thing everyone people someone life it that gather find start stop
    enjoy wish kids family friends
""")
# A value that opens with one of these is a clause ("I love that you …", "I like how …").
_VALUE_STARTERS = _wordset("""
    that this these those it how what when where why if whether you your he she they we i so because
""")
# Lowercase words allowed inside a proper name ("Church of Scotland", "Ludwig van Beethoven").
_CONNECTORS = _wordset("""
    of the de da di del della des du la le les van von der den al el bin ibn and & for in on at y e to a
    an upon by as with from over into
""")
_FIRST_PERSON = frozenset({"i", "we"})
_PERSONAL = frozenset({"i", "we", "me", "us", "my", "our", "you", "your"})
_OBJECT_FIRST_PERSON = frozenset({"i", "we", "me", "us", "myself", "ourselves"})
_ABBREVIATIONS = TITLES_ABROAD | _wordset("""
    mr mrs ms dr prof st jr sr inc ltd co corp vs etc mt ft gen col lt sgt rev hon esq dept univ
    approx e.g i.e u.s d.c a.m p.m
""")

_DISCOURSE = re.compile(
    r"^(?:(?:oh|well|so|actually|anyway|btw|by the way|also|yes|yeah|yep|no|nope|ok|okay|hey|hi|"
    r"fyi|guess what|just so you know|you know what|honestly|basically|and|but|update|news)\b[,:!]?\s+)+",
    re.IGNORECASE,
)
_DISCOURSE_WORDS = _wordset("""
    oh well so actually anyway btw by also yes yeah yep no nope ok okay hey hi fyi guess just you
    honestly basically and but update news
""")
_LIST_MARKER = re.compile(r"^\s*(?:\d{1,4}[.)]|[-*•])\s+")  # "12. The CEO of …", "- I work at …"
# A short exclamation before a first-person statement: "Big news: I accepted …", "Great, we moved …".
_LEAD_IN = re.compile(r"^[^,:;!.]{1,30}[,:;!]\s+(?=(?:i|we|my|our)\b)", re.IGNORECASE)
_CONTRACTIONS = (
    (re.compile(r"\b(I)['’]m\b", re.IGNORECASE), r"\1 am"),
    (re.compile(r"\b(I|we|they|you)['’]ve\b", re.IGNORECASE), r"\1 have"),
    (re.compile(r"\b(we|they|you)['’]re\b", re.IGNORECASE), r"\1 are"),
)
_WRAPPER = re.compile(r"^the\s+(?:" + "|".join(vocab.WRAPPER_NOUNS) + r")\s+of\s+(?=the\s)", re.IGNORECASE)
_VALUE_CUT = re.compile(
    r"(?:,\s+(?=[a-z])|;|\s+[-–—]\s+|\s+to\s+(?!(?:the|a|an|my|our|his|her|their)\b)(?=[a-z])|"
    r"\s+(?:because|since|but|although|though|while|whereas|so that|which|who|where|"
    r"when|and (?:i|we|my|our|he|she|they|it|then|now|also|so)|as (?:a|an|the|my|our|his|her|their)|"
    r"with (?:my|our|his|her|their)|until|till)\b).*$"
)
_VALUE_TAIL = re.compile(
    r"(?:\s+(?:now|currently|nowadays|these days|anymore|any more|again|too|as well|though|actually|"
    r"instead|already|lately|recently|full[- ]time|part[- ]time|for (?:a|an|\d+|many|several|some|"
    r"a few) \w+|since \d{4}|in \d{4}|right now|at the moment|for now|these days|haha|lol))+$",
    re.IGNORECASE,
)
_LEADING_PREP = re.compile(r"^(?:in|at|on)\s+", re.IGNORECASE)
_VALUE_PRONOUNS = frozenset(
    {
        "it",
        "that",
        "this",
        "him",
        "her",
        "them",
        "there",
        "here",
        "one",
        "so",
        "too",
        "much",
        "a lot",
        "lot",
        "you",
        "everything",
        "nothing",
    }
)

_INSTRUCTION = re.compile(
    r"^(?:(?:please|pls|and|also|oh|ok|okay|so|just)[,]?\s+)*"
    r"(?:(?:i|we)\s+(?:want|need|would like|'d like)\s+you\s+to\s+)?"
    r"(?P<cue>always|never|from now on|going forward|in (?:the )?future|every time|whenever|"
    r"don't ever|do not ever|make sure (?:to|that you|you)|remember to|be sure to)\b[,]?\s*(?P<body>.+)$",
    re.IGNORECASE,
)

_INSTRUCTION_ANCHORS = frozenset(
    {"always", "never", "now", "future", "forward", "ever", "sure", "remember", "whenever", "time"}
)

_MONTHS = MONTHS
_WEEKDAYS = WEEKDAYS
_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "couple of": 2,
    "few": 3,
}
_MONTH_RE = "|".join(_MONTHS)
_TIME = re.compile(
    r"(?:^|(?<=\s))(?:"
    r"(?P<day>yesterday|today|tonight|this morning|this afternoon|this evening|last night|earlier today)"
    r"|(?P<rel>last|this|past) (?P<unit>week|weekend|month|year|summer|winter|spring|fall|autumn)"
    r"|(?:(?:about|around|roughly|almost|nearly|over|some) )?"
    r"(?P<num>\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) "
    r"(?P<unit2>days?|weeks?|months?|years?) ago"
    r"|(?:on )?(?:last )?(?P<wd>" + "|".join(_WEEKDAYS) + r")"
    r"|on (?P<mon2>" + _MONTH_RE + r") (?P<d2>\d{1,2})(?:st|nd|rd|th)?(?:,? (?P<y2>(?:19|20)\d{2}))?"
    r"|(?:in|during|back in|since) (?P<mon>" + _MONTH_RE + r")(?: (?P<mon_y>(?:19|20)\d{2}))?"
    r"|(?:in|during|back in) (?P<year>(?:19|20)\d{2})"
    r")(?=$|[\s,.!?;])",
    re.IGNORECASE,
)
_TIME_ANCHORS = frozenset(
    {
        "yesterday",
        "today",
        "tonight",
        "last",
        "this",
        "past",
        "ago",
        "in",
        "on",
        "during",
        "since",
        *_WEEKDAYS,
        *_MONTHS,
    }
)


# --- frames --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Frame:
    relation: str
    regex: re.Pattern[str]
    anchors: frozenset[str]
    specificity: int
    proper: bool  # {P}: the value must start with a capital letter
    reverse: bool  # the value comes first: "{V} founded {S}" (the value is the sentence's subject)
    verbs: frozenset[str]  # forms of the verb after the subject, to check agreement
    ordinal: int = 0  # position in the vocabulary: a stable tie-break, so curation is deterministic


def _word_re(word: str) -> str:
    return re.escape(word).replace("'", "['’]").replace(r"\-", "[- ]?")


def _tokens(template: str) -> list[str]:
    """Split a template at top-level spaces; parenthesized groups stay whole."""
    out, depth, current = [], 0, ""
    for ch in template:
        if ch == " " and depth == 0:
            if current:
                out.append(current)
            current = ""
            continue
        depth += (ch == "(") - (ch == ")")
        current += ch
    if current:
        out.append(current)
    return out


def _split_alternatives(body: str) -> list[str]:
    out, depth, current = [], 0, ""
    for ch in body:
        if ch == "|" and depth == 0:
            out.append(current)
            current = ""
            continue
        depth += (ch == "(") - (ch == ")")
        current += ch
    out.append(current)
    return out


def _literal_regex(template: str) -> tuple[str, int]:
    """Regex and minimum literal length of a placeholder-free template fragment."""
    pattern, length, at_start = "", 0, True
    for token in _tokens(template):
        optional = token.endswith("?") and len(token) > 1
        core = token[:-1] if optional else token
        if core.startswith("("):
            parts = [_literal_regex(alt) for alt in _split_alternatives(core[1:-1])]
            piece = "(?:" + "|".join(p for p, _ in parts) + ")"
            size = min(n for _, n in parts)
        else:
            piece, size = _word_re(core), len(core)
        if not optional:
            length += size
        pattern, at_start = _join(pattern, piece, optional, at_start)
    return pattern, length


def _join(pattern: str, piece: str, optional: bool, at_start: bool) -> tuple[str, bool]:
    if at_start:
        # Leading optional tokens carry their own trailing space: "(the)? head of …".
        return pattern + (rf"(?:{piece}\s+)?" if optional else piece), optional
    return pattern + (rf"(?:\s+{piece})?" if optional else rf"\s+{piece}"), False


def _compile_frame(relation: str, template: str) -> _Frame:
    tokens = _tokens(template)
    pattern, at_start, literal = "", True, 0
    anchor_sets: list[tuple[int, frozenset[str]]] = []
    first_placeholder_seen = False
    verb_next, verbs = False, frozenset()
    for index, token in enumerate(tokens):
        optional = token.endswith("?") and len(token) > 1
        core = token[:-1] if optional else token
        last = index == len(tokens) - 1
        possessive = core.startswith("{") and core.endswith("'s")
        core = core[:-2] if possessive else core
        if core in ("{S}", "{V}", "{P}"):
            group = "s" if core == "{S}" else "v"
            piece = f"(?P<{group}>.+)" if last else f"(?P<{group}>.+?)"
            if possessive:
                piece += r"['’]s"
            elif not first_placeholder_seen and not last:
                piece += _ADV_RE  # "I also work at …", "we recently moved to …"
                verb_next = group == "s"
            first_placeholder_seen = True
            pattern, at_start = _join(pattern, piece, optional, at_start)
            continue
        if core == "{Y}":
            piece = (
                r"(?P<v>(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:(?:"
                + _MONTH_RE
                + r")\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?)?(?:19|20)\d{2}|\d{4}-\d{2}-\d{2})"
            )
        elif core == "{T}":
            piece = r"(?P<t>[\w-]+(?:\s+[\w-]+)?)"
        elif core == "{W}":
            piece = r"[\w-]+"
        else:
            piece, size = _literal_regex(core)
            if verb_next and core.startswith("("):
                piece = f"(?P<verb>{piece})"
                verbs = frozenset(a.split()[0].lower() for a in _split_alternatives(core[1:-1]))
            verb_next = False
            if not optional:
                literal += size
                alts = _split_alternatives(core[1:-1]) if core.startswith("(") else [core]
                if all("(" not in a for a in alts):
                    anchor_sets.append(
                        (min(len(a.split()[0]) for a in alts), frozenset(a.split()[0].lower() for a in alts))
                    )
        pattern, at_start = _join(pattern, piece, optional, at_start)
    anchors = max(anchor_sets, key=lambda a: a[0])[1] if anchor_sets else frozenset()
    value_at = min((template.find(p) for p in ("{V}", "{P}") if p in template), default=-1)
    reverse = -1 < value_at < template.find("{S}")
    return _Frame(
        relation,
        re.compile(f"^{pattern}$", re.IGNORECASE),
        anchors,
        literal,
        "{P}" in template,
        reverse,
        verbs,
    )


def _build_frames() -> dict[str, list[_Frame]]:
    by_anchor: dict[str, list[_Frame]] = {}
    templates = [(rel.name, template) for rel in vocab.RELATIONS for template in rel.frames]
    for ordinal, (name, template) in enumerate(templates):
        frame = replace(_compile_frame(name, template), ordinal=ordinal)
        if not frame.anchors:
            # The pre-filter needs a literal word; a frame without one would never be tried.
            raise ValueError(f"vocabulary frame without a literal word: {name}: {template!r}")
        for anchor in frame.anchors:
            by_anchor.setdefault(anchor, []).append(frame)
    return by_anchor


_FRAMES_BY_ANCHOR = _build_frames()

# The copula grammar, for relations named by a noun. Known nouns first, longest first.
_NOUNS = sorted(vocab.noun_index(), key=len, reverse=True)
_NOUN_RE = "|".join(r"\s+".join(re.escape(w) for w in n.split()) for n in _NOUNS)
_MODS = "|".join((*vocab.CURRENT_MODIFIERS, *vocab.OLDER_MODIFIERS))
_COP = r"(?:is|was|are|were|has been|had been)"
_COPULAS: tuple[tuple[re.Pattern[str], bool], ...] = (
    # The CEO of Apple is Tim Cook. / The head of state in X is Y.
    (
        re.compile(
            rf"^(?:the\s+)?(?:(?P<mod>{_MODS})\s+)?(?P<r>{_NOUN_RE})\s+(?:of|in|for|at)\s+(?P<s>.+?)\s+"
            rf"{_COP}\s+(?P<v>.+)$",
            re.IGNORECASE,
        ),
        False,
    ),
    # Mira's employer is Beryl. / My manager is Tom.
    (
        re.compile(
            rf"^(?P<s>.+?)['’]s\s+(?:(?P<mod>{_MODS})\s+)?(?P<r>[\w-]+(?:\s+[\w-]+){{0,3}}?)\s+{_COP}\s+"
            rf"(?P<v>.+)$",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        re.compile(
            rf"^(?P<s>my|our)\s+(?:(?P<mod>{_MODS})\s+)?(?P<r>[\w-]+(?:\s+[\w-]+){{0,3}}?)\s+{_COP}\s+"
            rf"(?P<v>.+)$",
            re.IGNORECASE,
        ),
        False,
    ),
    # Tim Cook is the CEO of Apple. / Tom is my manager. / Tom is Mira's manager.
    (
        re.compile(
            rf"^(?P<v>.+?)\s+(?:is|was|am|are)\s+the\s+(?:(?P<mod>{_MODS})\s+)?(?P<r>{_NOUN_RE})\s+"
            rf"(?:of|at|for|in)\s+(?P<s>.+)$",
            re.IGNORECASE,
        ),
        True,
    ),
    (
        re.compile(
            rf"^(?P<v>.+?)\s+(?:is|was|am|are)\s+(?P<s>my|our|[^\s]+(?:\s+[^\s]+){{0,3}}?['’]s)\s+"
            rf"(?:(?P<mod>{_MODS})\s+)?(?P<r>{_NOUN_RE})$",
            re.IGNORECASE,
        ),
        True,
    ),
    # Unknown relation nouns: The original broadcaster of X is Y. (relation = the noun phrase)
    (
        re.compile(
            rf"^the\s+(?:(?P<mod>{_MODS})\s+)?(?P<r>[\w-]+(?:\s+[\w-]+){{0,3}}?)\s+of\s+(?P<s>.+?)\s+"
            rf"{_COP}\s+(?P<v>.+)$",
            re.IGNORECASE,
        ),
        False,
    ),
)
_COPULA_WORDS = frozenset({"is", "was", "are", "were", "am"})


# --- results -------------------------------------------------------------------------------------


@dataclass
class _Found:
    item: Item
    forced_older: bool


@dataclass
class CurationReport:
    items: list[Item]
    unparsed: list[int]


class RulesCurator(Curator):
    """Extract slot-keyed items from plain statements; see the module docstring.

    default_speaker: the name used for first-person statements of a user turn whose speaker is
    unknown (None: such statements are not attributed and the turn is reported unparsed).
    """

    name = "rules"

    def __init__(self, *, default_speaker: str | None = None) -> None:
        self.default_speaker = default_speaker
        self.last_warning: str | None = None  # rules curation has nothing to degrade to
        self._unparsed: list[int] = []

    def unparsed(self) -> list[int]:
        """Ids of the turns of the last `curate` call that gave no fact item."""
        return list(self._unparsed)

    def curate(self, turns: Sequence[Turn], query: str | None = None) -> list[Item]:
        return self.curate_report(turns, query).items

    def curate_report(self, turns: Sequence[Turn], query: str | None = None) -> CurationReport:
        found: list[_Found] = []
        unparsed: list[Turn] = []
        for turn in turns:
            before = len(found)
            speaker = self._speaker(turn)
            for sentence in split_sentences(turn.text):
                result = extract(sentence, turn, speaker)
                if result is not None:
                    item, older = result
                    found.append(_Found(item, older))
            if len(found) == before:
                unparsed.append(turn)
        items = _decide_statuses(found)
        if query:
            items.extend(evidence_items(unparsed, query))
        self._unparsed = [t.id for t in unparsed]
        return CurationReport(items, list(self._unparsed))

    def _speaker(self, turn: Turn) -> str | None:
        role = (turn.role or "").lower()
        if role in ("assistant", "system", "tool", "model", "bot"):
            return None
        if turn.speaker and turn.speaker.strip().lower() not in ("assistant", "system"):
            return turn.speaker.strip()
        return self.default_speaker if role in ("user", "human", "") else None


def _decide_statuses(found: list[_Found]) -> list[Item]:
    """A0 vs F0 (memcli.supersede): a sentence that marks its own value as past is older; of the
    rest, the latest item of each slot is active (multi-valued relations have one slot per value,
    so their values never compete)."""
    items = [f.item for f in found]
    for f in found:
        f.item.status = "older" if f.forced_older else "active"
    resolve_statuses(items)
    return items


# --- sentences -----------------------------------------------------------------------------------

_SPLIT = re.compile(r"[.!?]+[\"'”’)\]]*\s+|\n+")


def split_sentences(text: str) -> list[str]:
    """Sentences of a turn. Does not split after initials ("T. S. Eliot") or common abbreviations."""
    text = text.strip()
    if not text:
        return []
    if "\n" not in text and not _SPLIT.search(text):
        return [text]
    out: list[str] = []
    start = 0
    for m in _SPLIT.finditer(text):
        if m.group().strip() and not _is_boundary(text, m.start(), m.end()):
            continue
        piece = text[start : m.end()].strip()
        if piece:
            out.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _is_boundary(text: str, dot: int, after: int) -> bool:
    if text[dot] != ".":
        return True
    before = text[:dot].rsplit(None, 1)[-1] if text[:dot].strip() else ""
    token = before.lower().strip("(\"'")
    if len(token) == 1 and token.isalpha():
        return False  # an initial: "T. S. Eliot", "Robert A. Heinlein"
    if token == "no":  # "No. 8" abbreviates a number; "hard to say no. Then…" ends a sentence
        return not text[after : after + 1].isdigit()  # (as text.SENTENCE_BREAK reads it)
    if token in _ABBREVIATIONS or ("." in token and len(token) <= 5):
        return False
    nxt = text[after : after + 1]
    return not nxt or not nxt.islower()


def _clean(sentence: str) -> str | None:
    """Trim one sentence for matching; None for questions (they state nothing)."""
    s = sentence.strip().strip('"“”')
    if not s or s.endswith("?"):
        return None
    s = s.rstrip("!").rstrip()
    if s.endswith("..") and not s.endswith("..."):
        s = s[:-1]  # "Washington, D.C.." → "Washington, D.C."
    elif s.endswith("...") or (s.endswith(".") and not _ends_with_abbreviation(s)):
        s = s.rstrip(".").rstrip()
    # Each rewrite is guarded by a cheap test: most sentences need none of them.
    if s[:1].isdigit() or s[:1] in "-*•":
        s = _LIST_MARKER.sub("", s)
    if s.split(None, 1)[0].strip(",:!").lower() in _DISCOURSE_WORDS:
        s = _DISCOURSE.sub("", s)
    if any(c in s[:32] for c in ",:;!"):
        s = _LEAD_IN.sub("", s)
    if "'" in s or "’" in s:
        for pattern, repl in _CONTRACTIONS:
            s = pattern.sub(repl, s)
    return s or None


def _ends_with_abbreviation(s: str) -> bool:
    """ "Apple Inc." keeps its period; "Shapur I." (a numeral, not an initial) does not."""
    last = s[:-1].rsplit(None, 1)[-1].lower() if " " in s else s[:-1].lower()
    return last in _ABBREVIATIONS or "." in last


# --- extraction ----------------------------------------------------------------------------------


def extract(sentence: str, turn: Turn, speaker: str | None) -> tuple[Item, bool] | None:
    """One item (and whether it is marked as past) from one sentence, or None."""
    s = _clean(sentence)
    if s is None:
        return None
    low_words = set(words(s))
    if speaker and low_words & _INSTRUCTION_ANCHORS:
        item = _instruction(s, turn, speaker)
        if item is not None:
            return item, False
    if s[:4].lower() == "the ":
        s = _WRAPPER.sub("", s)
    when, said_when, bare = _find_time(s, turn, low_words)
    found = (
        _try_category(bare, turn, speaker, sentence)
        or _try_frames(bare, low_words, turn, speaker, sentence)
        or _try_copulas(bare, low_words, turn, speaker, sentence)
    )
    if found is not None:
        found[0].valid_at = when
        return found
    if said_when is not None:
        # The time may be the value itself: "Acme was founded in 1999", "my birthday is in June".
        found = _try_frames(s, low_words, turn, speaker, sentence) or _try_copulas(
            s, low_words, turn, speaker, sentence
        )
        if found is not None:
            return found
    if said_when is not None and speaker:
        item = _event(bare, turn, speaker, when, said_when)
        if item is not None:
            return item, False
    return None


# --- category phrases ------------------------------------------------------------------------
# English often names a value's category in an of-phrase: "the city of Lyon", "the sport of
# hurling", "the religion of Jainism", "the language of Tamil". Such a phrase is the value itself
# (an appositive), and its category noun, together with the verb before it, says which relation
# the clause states: "plays the position of goalkeeper" → position, "speaks the language of
# Tamil" → speaks language, "was written in the language of Tamil" → language of work. One reader
# over the vocabulary's own nouns and cues, instead of one template per relation and wording.

PLACE_CATEGORIES = frozenset(
    {"city", "town", "village", "country", "state", "region", "province", "continent"}
)
_OF_PLACE = re.compile(
    r"^the\s+(?:" + "|".join(sorted(PLACE_CATEGORIES)) + r")\s+of\s+(?=[A-Z])", re.IGNORECASE
)
_CATEGORY_PHRASE = re.compile(r"\s+the\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+of\s+(?P<v>\S.*)$")
_NOUN_OF_SUBJECT = re.compile(r"^(?i:the)\s+[a-z]+(?:\s+[a-z]+)?\s+of\s")
_NAME_PARTICLES = frozenset(
    {"of", "de", "da", "di", "du", "del", "la", "le", "van", "von", "al", "upon", "and", "the"}
)
_CATEGORY_AUX = frozenset({"is", "am", "are", "was", "were", "has", "have", "had", "can", "could", "will"})


def category_relation(noun: str, verb_words: Sequence[str], *, noun_needed: bool = True) -> str | None:
    """The relation a clause means by "<verb phrase> the <noun> of V": the relation the noun
    names, else the one whose cues best share the verb phrase's and the noun's words (a place
    category only picks a relation whose values are places). None when nothing fits."""
    named = vocab.relation_for_noun(noun)
    verb = {stem(w) for w in verb_words if w.lower() not in STOP_WORDS}
    said = verb | {stem(w) for w in noun.split()}
    place = noun.split()[-1].lower() in PLACE_CATEGORIES
    verb_named = {rel.name for rel in vocab.RELATIONS if verb & vocab.cues(rel.name).strong}
    if verb_named and named not in verb_named:
        named = None  # "work for the university of X": the verb names the relation, not the noun
    noun_stems = {stem(w) for w in noun.split()}
    best, best_score, best_noun = None, 0.0, False
    for rel in vocab.RELATIONS:
        if place and rel.kind != "place":
            continue
        c = vocab.cues(rel.name)
        score = 2.0 * (rel.name == named) + len(said & c.strong) + 0.5 * len(said & c.weak)
        if score > best_score:
            best, best_score = rel.name, score
            best_noun = place or rel.name == named or bool(noun_stems & (c.strong | c.weak))
    if noun_needed and not best_noun:
        return None  # "in the heart of Lyon": the noun is no category of the value
    return best if best_score >= 1.0 else None


def _subject_end(tokens: list[str]) -> int:
    """Where a plain statement's subject ends: at its first lowercase word that is not a name
    particle ("University of Lagos", "Anne de Vries") — the verb, in a fact list's sentences."""
    aux = [i for i, word in enumerate(tokens) if i and word.lower() in _CATEGORY_AUX]
    if aux:
        return aux[0]  # "split-finger fastball is associated with …": the subject ends at its verb
    for i in range(1, len(tokens)):
        word, after = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else ""
        if word[:1].islower() and not (word in _NAME_PARTICLES and after[:1].isupper()):
            return i
    return 0


def _try_category(s: str, turn: Turn, speaker: str | None, original: str) -> tuple[Item, bool] | None:
    if s[:4].lower() == "the " and (found := _try_relative_copula(s, turn, speaker, original)):
        return found
    if _NOUN_OF_SUBJECT.match(s):
        # "The headquarters of X is in the city of Y": a noun-phrase subject is the copula
        # reader's ("The Quiet Orchard", a title, is not one).
        return None
    m = _CATEGORY_PHRASE.search(s)
    if m is None:
        return None
    tokens = s[: m.start()].split()
    end = _subject_end(tokens) if tokens[:1] != ["I"] else 1
    verb_words = tokens[end:]
    if not end or not verb_words or not (verb_words[0].lower() in _CATEGORY_AUX or len(verb_words) <= 3):
        return None
    relation = category_relation(m.group("n"), [w.lower() for w in verb_words])
    if relation is None:
        return None
    item = _make_item(relation, " ".join(tokens[:end]), m.group("v"), turn, speaker, original)
    return (item, False) if item is not None else None


# "The school where Ana studied is Lund", "the firm that makes Pebble is Norvik": a relative clause
# names the relation (its noun and its verb, read as above) and the copula gives the value.
_RELATIVE_COPULA = re.compile(
    r"^(?i:the)\s+(?P<n>[a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:where|that|which|who|whom)\s+(?P<rest>.+)"
    r"\s+(?:is|was|are|were)\s+(?P<v>\S.*)$"
)


def _try_relative_copula(s: str, turn: Turn, speaker: str | None, original: str) -> tuple[Item, bool] | None:
    m = _RELATIVE_COPULA.match(s)
    if m is None:
        return None
    tokens = m.group("rest").split()
    if tokens[0][:1].islower() and tokens[0].lower() not in ("i", "my", "our"):
        # "the firm that makes Pebble": the relative word is the verb's subject, S its object
        end = next((i for i, word in enumerate(tokens) if not word[:1].islower()), 0)
        verb_words, subject = tokens[:end], tokens[end:]
    else:
        end = _subject_end(tokens) if tokens[:1] != ["I"] else 1
        verb_words, subject = tokens[end:], tokens[:end]
    if not end or not verb_words or not subject:
        return None
    relation = category_relation(m.group("n").lower(), [w.lower() for w in verb_words], noun_needed=False)
    if relation is None:
        return None
    item = _make_item(relation, " ".join(subject), m.group("v"), turn, speaker, original)
    return (item, False) if item is not None else None


def _try_frames(
    s: str, low_words: set[str], turn: Turn, speaker: str | None, original: str
) -> tuple[Item, bool] | None:
    candidates: dict[int, _Frame] = {}
    for word in low_words:
        for frame in _FRAMES_BY_ANCHOR.get(word, ()):
            candidates[id(frame)] = frame
    if not candidates:
        return None
    for frame in sorted(candidates.values(), key=lambda f: (-f.specificity, f.ordinal)):
        m = frame.regex.match(s)
        if m is None:
            continue
        groups = m.groupdict()
        if frame.proper and not groups["v"][:1].isupper():
            continue
        if not _agrees(groups.get("verb"), frame.verbs, groups["s"]):
            continue
        subject = groups["s"]
        if groups.get("t") and subject.endswith(("'s", "’s")):
            subject = subject[:-2]  # "Mira's favorite color is blue" is about Mira
        past = bool(groups.get("adv")) and any(a in groups["adv"].lower() for a in _PAST_ADVERBS)
        item = _make_item(
            frame.relation,
            subject,
            groups["v"],
            turn,
            speaker,
            original,
            topic=groups.get("t"),
            reverse=frame.reverse,
        )
        if item is not None:
            return item, past
    return None


def _agrees(verb: str | None, forms: frozenset[str], subject: str) -> bool:
    """Subject-verb agreement where the frame lists both forms: "Mira likes", "I like", but not
    "Walks like those" (a preposition) or "Swim practice has been early"."""
    if not verb:
        return True
    v = verb.split()[0].lower()
    if v + "s" not in forms and v + "es" not in forms:
        return True  # not a bare present form (or the frame has only one form)
    low = subject.strip().lower()
    return low in ("i", "we", "you", "they") or low.startswith(("my ", "our ")) or " and " in low


def _try_copulas(
    s: str, low_words: set[str], turn: Turn, speaker: str | None, original: str
) -> tuple[Item, bool] | None:
    if not low_words & _COPULA_WORDS:
        return None
    for pattern, reverse in _COPULAS:
        m = pattern.match(s)
        if m is None:
            continue
        noun = m.group("r")
        relation = vocab.normalize_relation(noun)
        if not _relation_noun_ok(relation):
            continue
        mod = (m.group("mod") or "").lower()
        subject = re.sub(r"['’]s$", "", m.group("s"))  # "Tom is Mira's manager"
        item = _make_item(
            relation, subject, m.group("v"), turn, speaker, original, noun=noun, reverse=reverse
        )
        if item is not None:
            return item, mod in vocab.OLDER_MODIFIERS
    return None


def _relation_noun_ok(relation: str) -> bool:
    """An unknown relation must be a plain noun phrase ("hair color"), not "ok and that"."""
    if vocab.get(relation):
        return True
    parts = relation.split()
    return all(p == "of" or (p not in STOP_WORDS and p not in _CLAUSE_WORDS and p.isalpha()) for p in parts)


def _make_item(
    relation: str,
    raw_subject: str,
    raw_value: str,
    turn: Turn,
    speaker: str | None,
    original: str,
    *,
    topic: str | None = None,
    noun: str | None = None,
    reverse: bool = False,
) -> Item | None:
    subject, rewritten = _resolve_subject(raw_subject, speaker)
    if subject is None:
        return None
    if reverse:
        # "Tim Cook is the CEO of Apple", "Steve Jobs founded Apple": the value is the sentence's
        # subject, so it must read as a name (or the speaker) as well.
        value, value_rewritten = _resolve_subject(raw_value, speaker)
    else:
        value, value_rewritten = _resolve_value(raw_value, speaker, relation)
    if value is None:
        return None
    rel = vocab.get(relation)
    if rel is None and not (value[:1].isupper() or value[:1].isdigit()):
        # An unknown relation needs a named value: "Small children's curiosity is endless" and
        # "my legs are tired" describe a state, they do not name a fact.
        return None
    if value.casefold() == subject.casefold():
        return None  # "my name is Mira", said by Mira, tells nothing new about Mira
    if rewritten and speaker:
        value = _first_person_to(speaker, value)
    negated = bool(rel and rel.negates)
    stored_relation = rel.negates if negated else relation
    if negated:
        value = "not " + value
    scope = _scope(vocab.get(stored_relation), value, topic)
    if topic:
        statement = f"{subject}'s favorite {topic} is {value}."
    elif rewritten or value_rewritten or negated:
        statement = _say(relation, subject, value.removeprefix("not ") if negated else value, noun)
    else:
        statement = _sentence_statement(original)
    return Item(
        statement=statement,
        subject=subject,
        relation=stored_relation,
        value=value,
        source_turn_ids=(turn.id,),
        scope=scope,
        status="active",
        memory_type=vocab.memory_type(stored_relation),
        valid_at=None,
        order=turn.seq,
    )


def _scope(rel: vocab.Relation | None, value: str, topic: str | None) -> str:
    if rel is None or not rel.scope:
        return ""
    if rel.scope == "value":
        return normalize_slot_part(value)
    # Preferences: one slot per topic. The topic is the noun after "favorite", else the head of
    # the value (its last word before a preposition: "green tea now" → "tea", "hiking in the
    # Alps" → "hiking"), so "I prefer green tea" refines "I like black tea" but not "I like jazz".
    if topic:
        return normalize_slot_part(topic)
    head = re.split(
        r"\s+(?:in|on|at|with|for|from|of|during|after|before|to|by|over)\s+",
        value.removeprefix("not "),
        maxsplit=1,
    )[0]
    content = [w for w in words(head) if w not in STOP_WORDS]
    return content[-1] if content else normalize_slot_part(value)


def _say(relation: str, subject: str, value: str, noun: str | None) -> str:
    rel = vocab.get(relation)
    template = rel.say if rel and rel.say else ("{S}'s %s is {V}." % (noun or relation))
    return template.replace("{S}", subject).replace("{V}", value)


def _sentence_statement(original: str) -> str:
    s = " ".join(original.split()).strip('"“” ')
    return s if s[-1:] in ".!" else s + "."


def _resolve_subject(raw: str, speaker: str | None) -> tuple[str | None, bool]:
    """The subject as stored (None when it does not read as a name), and whether it was
    rewritten from the first person."""
    text = " ".join(raw.strip(' ,;:"“”').split())
    low = text.lower()
    if low in _FIRST_PERSON or low in ("my", "our") or low in _OBJECT_FIRST_PERSON:
        return speaker, True
    tokens = text.split()
    if not tokens or len(tokens) > MAX_SUBJECT_WORDS or _has_personal(tokens):
        return None, False  # "Great, I …", "Tom and I …": a clause, not a name
    if any(t.endswith((":", ";", "!")) or _CONTRACTION.search(t) for t in tokens):
        return None, False  # "Big news: …", "I'd", "It's nice to hear the"
    first = tokens[0].lower()
    if first in ("my", "our") and not _is_title(tokens):
        rest = [t.lower() for t in tokens[1:]]
        if not speaker or len(rest) > 3 or set(rest) & (_CLAUSE_WORDS | _PRONOUNS):
            return None, False
        return f"{speaker}'s {' '.join(tokens[1:])}", True
    if first in _PRONOUNS or (len(tokens) == 1 and first in _NOT_NAMES):
        return None, False
    lowercase = [t.lower() for t in tokens if t[:1].islower()]
    if any(t in _CLAUSE_WORDS or t in _PRONOUNS or t in _PERSONAL for t in lowercase):
        return None, False
    if tokens[0][:1].isupper() or tokens[0][:1].isdigit():
        # A name, possibly with a few common words: "Corvia national netball team".
        content = [t for t in lowercase if t not in _CONNECTORS]
        return (text, False) if len(content) <= 3 else (None, False)
    # Lowercase common-noun subjects ("quarterback", "rugby union") but no article-led phrases.
    if len(tokens) <= 3 and first not in STOP_WORDS and first not in _NOT_NAMES:
        return text, False
    return None, False


_CONTRACTION = re.compile(
    r"['’](?:d|ll|re|ve|m)$|^(?:it|that|there|here|what|he|she|let)['’]s$|n['’]t$", re.IGNORECASE
)


def _has_personal(tokens: list[str]) -> bool:
    """A first- or second-person word inside a would-be name ("Great, I", "Tom and I", "we"); a
    capital "I" after a name is a numeral ("Ardashir I"), and "You" in a title is a word."""
    for prev, tok in zip(tokens, tokens[1:], strict=False):
        bare = tok.strip(",;:!")
        if bare.islower() and bare in _PERSONAL:
            return True
        if bare == "I" and (not prev[:1].isupper() or prev.endswith((",", ";", ":", "!"))):
            return True
    return False


def _is_title(tokens: list[str]) -> bool:
    """ "Our Mutual Friend", "My Chemical Romance": capitalized all through, so a name."""
    return (
        tokens[0][:1].isupper()
        and len(tokens) > 1
        and all(t[:1].isupper() or t.lower() in _CONNECTORS for t in tokens[1:])
    )


def _resolve_value(raw: str, speaker: str | None, relation: str) -> tuple[str | None, bool]:
    text = " ".join(raw.split())
    low = text.lower()
    if low in _OBJECT_FIRST_PERSON:
        return speaker, True
    if low.startswith(("my ", "our ")):
        if not speaker:
            return None, False
        text, rewritten = f"{speaker}'s {text.split(' ', 1)[1]}", True
    else:
        rewritten = False
    text = _VALUE_CUT.sub("", text)
    text = _VALUE_TAIL.sub("", text).strip(' ,;:"“”')
    text = _OF_PLACE.sub("", text)  # "the city of Lyon" is Lyon
    if vocab.kind(relation) in ("place", "time"):
        text = _LEADING_PREP.sub("", text)  # "my home is in Lyon", "my birthday is in June"
    tokens = words(text)
    if (
        not tokens
        or text.lower() in _VALUE_PRONOUNS
        or tokens[0] in _VALUE_STARTERS
        or len(text.split()) > MAX_VALUE_WORDS
        or all(t in STOP_WORDS for t in tokens)
    ):
        return None, False
    return text, rewritten


_FIRST_PERSON_WORDS = (
    (re.compile(r"\b(?:my|our)\b", re.IGNORECASE), "{0}'s"),
    (re.compile(r"\b(?:me|us|myself|ourselves)\b", re.IGNORECASE), "{0}"),
    (re.compile(r"\bI\b"), "{0}"),
)


def _first_person_to(speaker: str, text: str) -> str:
    """Third person for a first-person phrase: "my own garden" → "Odile's own garden"."""
    for pattern, repl in _FIRST_PERSON_WORDS:
        text = pattern.sub(repl.format(speaker), text)
    return text


# --- instructions and events ---------------------------------------------------------------------


def _instruction(s: str, turn: Turn, speaker: str) -> Item | None:
    m = _INSTRUCTION.match(s)
    if m is None:
        return None
    body = re.sub(r"[,\s]+(?:please|pls|thanks|thank you)$", "", m.group("body").strip(" ,."), flags=re.I)
    first = body.split()[0].lower() if body else ""
    if len(body.split()) < 2 or first in STOP_WORDS or first in _CLAUSE_WORDS or first in _NOT_EVENTS:
        return None  # "never mind", "always here to help", "never been there": not an instruction
    cue = " ".join(m.group("cue").lower().split())
    value = f"{cue} {body}" if cue in ("always", "never") else f"{body} ({cue})"
    return Item(
        statement=f"{speaker}'s standing instruction: {value}.",
        subject=speaker,
        relation="instruction",
        value=value,
        source_turn_ids=(turn.id,),
        scope=normalize_slot_part(value),
        memory_type="procedural",
        order=turn.seq,
    )


_EVENT_SUBJECT = re.compile(r"^(?P<s>i|we|my \w+ and i|\w+ and i)\s+(?P<p>.+)$", re.IGNORECASE)
_EVENT_CUT = re.compile(r"\s+[-–—]\s+.*$|\s*;.*$|,\s+(?:but|and|so|which)\b.*$")
# Not a past event: plans, wishes, states ("I am going to …", "I will …", "I want …").
_NOT_EVENTS = _wordset("""
    am is are will would shall should can could might may must want wanna need hope plan going gonna
    think feel guess wish love like know
""")


def _event(s: str, turn: Turn, speaker: str, when: str | None, said_when: str) -> Item | None:
    """A dated first-person event without a relation frame: "yesterday I ran 10k"."""
    m = _EVENT_SUBJECT.match(s.strip(" ,"))
    if m is None:
        return None
    predicate = _EVENT_CUT.sub("", m.group("p")).strip(" ,")
    first = predicate.split()[0].lower() if predicate else ""
    if not first or first in _NOT_EVENTS or first in _CLAUSE_WORDS or first.endswith("n't"):
        return None
    if len(predicate.split()) > 25:
        return None
    predicate = _first_person_to(speaker, predicate)
    subject = speaker if m.group("s").lower() in ("i", "we") else f"{speaker} and others"
    return Item(
        statement=f"{subject} {predicate} ({when or said_when.lower()}).",
        subject=speaker,
        relation="event",
        value=predicate,
        source_turn_ids=(turn.id,),
        scope=normalize_slot_part(predicate),
        memory_type="episodic",
        valid_at=when,
        order=turn.seq,
    )


# --- time expressions ----------------------------------------------------------------------------


def _find_time(s: str, turn: Turn, low_words: set[str]) -> tuple[str | None, str | None, str]:
    """A time expression of the sentence: (its ISO time resolved against the turn's timestamp, or
    None; the expression as said, or None; the sentence without the expression)."""
    if not low_words & _TIME_ANCHORS:
        return None, None, s
    m = _TIME.search(s)
    if m is None:
        return None, None, s
    resolved = resolve_time(m, _base_date(turn.timestamp))
    rest = (s[: m.start()] + " " + s[m.end() :]).strip(" ,")
    return resolved, m.group().strip(), " ".join(rest.split())


def _base_date(timestamp: str | None) -> date | None:
    if not timestamp:
        return None
    try:
        return datetime.fromisoformat(timestamp.replace("Z", "+00:00")).date()
    except ValueError:
        return None


def _minus_months(base: date, months: int) -> str:
    index = base.year * 12 + base.month - 1 - months
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def resolve_time(m: re.Match[str], base: date | None) -> str | None:
    """ISO 8601 for a matched time expression: a day, a month (YYYY-MM), a week (YYYY-Www) or a
    year, as precise as the expression; None when relative and there is no timestamp."""
    g = {k: (v.lower() if isinstance(v, str) else v) for k, v in m.groupdict().items()}
    if g["year"]:
        return g["year"]
    if g["mon2"]:
        year = int(g["y2"]) if g["y2"] else (base.year if base else None)
        return f"{year:04d}-{_MONTHS.index(g['mon2']) + 1:02d}-{int(g['d2']):02d}" if year else None
    if g["mon"]:
        month = _MONTHS.index(g["mon"]) + 1
        if g["mon_y"]:
            return f"{g['mon_y']}-{month:02d}"
        if base is None:
            return None
        return f"{base.year - (1 if month > base.month else 0):04d}-{month:02d}"
    if base is None:
        return None
    if g["day"]:
        back = 1 if g["day"] in ("yesterday", "last night") else 0
        return (base - timedelta(days=back)).isoformat()
    if g["wd"]:
        back = (base.weekday() - _WEEKDAYS.index(g["wd"])) % 7 or 7
        return (base - timedelta(days=back)).isoformat()
    if g["unit2"]:
        n = _NUMBERS.get(g["num"]) if not g["num"].isdigit() else int(g["num"])
        n = n or 1
        unit = g["unit2"].rstrip("s")
        if unit == "day":
            return (base - timedelta(days=n)).isoformat()
        if unit == "week":
            return (base - timedelta(weeks=n)).isoformat()
        if unit == "month":
            return _minus_months(base, n)
        return f"{base.year - n:04d}"
    unit, this = g["unit"], g["rel"] == "this"
    if unit in ("week", "weekend"):
        day = base if this else base - timedelta(weeks=1)
        year, week, _ = day.isocalendar()
        return f"{year:04d}-W{week:02d}"
    if unit == "month":
        return _minus_months(base, 0 if this else 1)
    return f"{base.year - (0 if this else 1):04d}"


# --- query evidence ------------------------------------------------------------------------------


def evidence_items(turns: Sequence[Turn], query: str, limit: int = MAX_EVIDENCE) -> list[Item]:
    """Query-relevant evidence from turns no pattern understood: episodic "said" items ranked by
    word overlap with the query (then recency), at most `limit`."""
    qterms = terms(query)
    if not qterms:
        return []
    scored: list[tuple[int, int, Turn, str]] = []
    for turn in turns:
        hits = [(len(qterms & terms(s)), s) for s in split_sentences(turn.text)]
        hits = [(n, s) for n, s in hits if n > 0]
        if not hits:
            continue
        best = sorted(hits, key=lambda h: -h[0])[:3]
        text = " ".join(s for _, s in sorted(best, key=lambda h: turn.text.find(h[1])))
        scored.append((sum(n for n, _ in best), turn.seq, turn, text))
    scored.sort(key=lambda x: (-x[0], -x[1]))
    items = []
    for _, _, turn, text in scored[:limit]:
        who = turn.speaker or turn.role or "conversation"
        items.append(
            said_item(
                turn,
                turn.speaker or "conversation",
                text,
                scope=f"turn {turn.id}",
                statement=f"{who}: {text}",
            )
        )
    return items
