"""Words for lexical matching, the one place memcli splits, filters and stems text: the ranker,
the fill, the rules curator's evidence, the vocabulary's cues and the offline answerer all use it,
so a word that meets another in one of them meets it in all.

- `words`: lowercase word tokens (apostrophes inside words kept); `word_spans` with positions.
- `STOP_WORDS`: an English stop-word list; `content_words` are the words not in it.
- `stem`: `lemma` (a small table of irregular English forms: "went" → "go", "bought" → "buy",
  "children" → "child"), then `suffix_stem`, a light suffix stripper (enough for
  "founded"/"founder"/"founding" to meet; no dictionary, so it is fast and deterministic).
- `terms`: stemmed content words, the unit of word overlap.

The scorer compares answers with `suffix_stem` only: LoCoMo's F1 stems with Porter's stemmer,
which has no irregular forms, and a scorer must not be kinder than the benchmark's own."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)

# Hint searches over a lowercased text (secrets, trust flags, name claims) lower a huge turn in
# pieces of this many characters: `text.lower()` of a 50 MB paste is another 50 MB, and several
# such checks at once were most of ingest's peak memory (issue 9 item 9).
LOWER_PIECE = 1 << 20
NEEDLE_OVERLAP = (
    64  # pieces overlap by this much: a needle (and the character before it) this short is never cut
)


def lowered_pieces(text: str, overlap: int = NEEDLE_OVERLAP, size: int | None = None) -> Iterator[str]:
    """text.lower() in pieces: text[max(0, k*size - overlap) : (k+1)*size], lowered, for k = 0, 1, …
    An occurrence of a needle of at most `overlap - 1` characters (ASCII, so lowering keeps its
    place) lies whole in some piece together with the character before it. A text up to `size`
    characters (default LOWER_PIECE) is one piece, `text.lower()`."""
    size = size or LOWER_PIECE
    if len(text) <= size:
        yield text.lower()
        return
    for start in range(0, len(text), size):
        yield text[max(0, start - overlap) : start + size].lower()


def mentions(text: str, needles) -> bool:
    """Whether text.lower() contains any of the (short, lowercase ASCII) needles, without
    lowering a huge text whole."""
    return any(n in piece for piece in lowered_pieces(text) for n in needles)


# The space, then English letters, from most to least frequent in chat text: a needle is looked
# for from its rarest character.
_LETTER_RANK = {c: i for i, c in enumerate(" etaoinsrhldcumfpgwybvkxjqz")}


def needle_regex(needles: tuple[str, ...]) -> re.Pattern:
    """A regex whose `search` finds a match exactly where one of the (non-empty, literal)
    needles occurs, built to be cheap on text that holds none of them (ingest asks this of every
    turn, issue 10).

    An alternation of the needles as they are ("key|token|…") makes the regex engine try every
    alternative at every position whose character begins one, and most letters begin one. Here
    each needle is anchored on its rarest character c: "c(?<=head)tail", where head is the needle
    up to and including c (a fixed-width look-behind) and tail the rest, so the engine stops only
    at characters that are some needle's anchor ("k" for "key" and "token", "_" for "ghp_"),
    skipping the rest in C. It matches at c exactly when the whole needle stands around it.
    Needles with the same anchor share one group. tests/test_ingest_speed.py checks `search`
    against `any(n in text for n in needles)`."""

    def rank(c: str) -> int:
        return _LETTER_RANK.get(c, len(_LETTER_RANK))  # digits, punctuation, other letters: rare

    groups: dict[str, list[str]] = {}
    for needle in dict.fromkeys(needles):
        if not needle:
            raise ValueError("an empty needle matches everywhere")
        at = max(range(len(needle)), key=lambda i: (rank(needle[i]), -i))
        head, tail = needle[: at + 1], needle[at + 1 :]
        behind = f"(?<={re.escape(head)})" if len(head) > 1 else ""
        groups.setdefault(needle[at], []).append(behind + re.escape(tail))
    return re.compile("|".join(f"{re.escape(c)}(?:{'|'.join(alts)})" for c, alts in groups.items()))


# Titles written with a full stop ("Dr. Lee", "Mrs. Dunstan"): that stop ends no sentence.
TITLES = ("Dr", "Mr", "Mrs", "Ms", "Prof", "Rev")
# Titles of other languages written with a stop ("Dra. Reyes", "Mme. Diallo"): no sentence ends there
TITLES_ABROAD = frozenset("dra dott mme mlle sra srta".split())
# Where one sentence of a text ends and the next begins, for readers that split by punctuation.
# ("School No. 8": "No." before a number abbreviates "number", and ends no sentence)
SENTENCE_BREAK = (
    r"(?<=[.!?])"
    + "".join(rf"(?<!\b{t}\.)" for t in (*TITLES, *sorted(t.capitalize() for t in TITLES_ABROAD)))
    + r"(?:(?<!\b[Nn]o\.)\s+|\s+(?!\d))"
)
# ... and where a line ends: chat's sentences are as often lines as they are punctuated
SENTENCES = re.compile(SENTENCE_BREAK + r"|\n+")


# The ranges of pictographs (emoji and symbols drawn as pictures), for a character class
PICTOGRAPHS = "\u2300-\u23ff\u2460-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff"
_CURLY_APOSTROPHE = re.compile(r"(?<=\w)’(?=\w)")


def straight_apostrophes(text: str) -> str:
    """A phone's apostrophe inside a word as the straight one ("I’m", "Jo’s" → "I'm", "Jo's"):
    spaCy reads "I’m" as no "I am", and rules written with "'" miss it."""
    return _CURLY_APOSTROPHE.sub("'", text) if "’" in text else text


def without_accents(text: str) -> str:
    """The letters without their marks ("Benoît" -> "Benoit", "Łukasz" stays): people type a
    name with its accents in one message and without them in the next."""
    if text.isascii():
        return text
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def sentences_of(text: str) -> list[str]:
    return [s for s in SENTENCES.split(text) if s.strip()]


# The calendar's names, in order: one list for every reader that tells a date from a value
MONTHS = tuple(
    "january february march april may june july august september october november december".split()
)
WEEKDAYS = tuple("monday tuesday wednesday thursday friday saturday sunday".split())
# Money named by its currency, by code or by name ("in czk", "prices in euros")
CURRENCIES = frozenset(
    """usd eur gbp aud cad nzd chf czk pln huf sek nok dkk jpy cny inr zar brl mxn sgd hkd aed
    dollars euros pounds quid rand yen yuan rupees francs kroner krona zloty forint pesos reais
    dirhams cedis naira shillings baht ringgit rupiah lira riyals dinars tenge kwacha hryvnia
    rubles roubles taka soles""".split()
)
# how texting shortens them ("pilates mon and wed"): never someone's name
CALENDAR_SHORT = frozenset(
    "mon tue tues wed weds thu thur thurs fri sat sun".split()
    + "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)


STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been being below
    between both but by can could did do does doing down during each few for from further had
    has have having he her here hers herself him himself his how i if in into is it its itself
    just me more most my myself no nor not now of off on once only or other our ours ourselves
    out over own same she should so some such than that the their theirs them themselves then
    there these they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself yourselves s t don doesn
    didn isn wasn aren weren won wouldn shouldn couldn also ever yet still does did tell please
    let me know name""".split()
)

# Chat shorthand, expanded before parsing so the parser sees English ("im" → "I'm").
SHORTHAND = {
    "i": "I",
    "im": "I'm",
    "ive": "I've",
    "ill": "I'll",
    "id": "I'd",
    "dont": "don't",
    "cant": "can't",
    "wont": "won't",
    "didnt": "didn't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "wasnt": "wasn't",
    "u": "you",
    "ur": "your",
    "r": "are",
    "w": "with",
    "w/": "with",
    "bc": "because",
    "cuz": "because",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "pls": "please",
    "plz": "please",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "shes": "she's",
    "hes": "he's",
    "thats": "that's",
    "theres": "there's",
    "yrs": "years",
    "yr": "year",
    "wk": "week",
    "wks": "weeks",
    "mth": "month",
    "mths": "months",
    "mos": "months",
    "hols": "holidays",  # "moving in the school hols": when, not where
    "cos": "because",
    "ppl": "people",
    "shud": "should",
    "abt": "about",
    "rn": "right now",
    "b4": "before",
    "ya": "yeah",
    "yep": "yes",
    "nope": "no",
    "thx": "thanks",
    "apt": "apartment",
    "bday": "birthday",
    "mins": "minutes",
    "btw": "by the way",
    "fwd": "forward",  # "going fwd: bullets only"
    "tbh": "to be honest",
    "imo": "in my opinion",
    "fyi": "for your information",
    "idk": "I don't know",
    "ngl": "not gonna lie",
    "hrs": "hours",
    "govt": "government",
    "prob": "probably",
    "w/o": "without",
    "em": "them",  # "i hate em"
    "fave": "favourite",
    "fav": "favourite",
    "atm": "at the moment",  # "living in Hackney atm" (written "ATM" it is the cash machine)
    "coz": "because",
    "tho": "though",  # "dvorak is my fave composer tho": the tagger takes "tho" for a name
    "dept": "department",
    # Scots as people text it ("gie me miles no km", "we're moving in thegither")
    "gie": "give",
    "dinnae": "don't",
    "didnae": "didn't",
    "cannae": "can't",
    "wouldnae": "wouldn't",
    "isnae": "isn't",
    "wasnae": "wasn't",
    "thegither": "together",
    "thegether": "together",
    "hame": "home",
    "aboot": "about",
    "oot": "out",
    "intae": "into",
    "fae": "from",  # "she's fae Glasgow"
    "tae": "to",
    "wi": "with",
    "noo": "now",
    "wis": "was",
    "whit": "what",
    "ye": "you",
    "dae": "do",
    "gonnae": "going to",
    "couldnae": "couldn't",
    "doesnae": "doesn't",
    "shouldnae": "shouldn't",
    "auld": "old",
    "cauld": "cold",
    "doon": "down",
    "mair": "more",
    "naw": "no",
}
# shorthand read only as written in lower case: "ATM" is a cash machine, "Fae" and "Tae" names
LOWER_CASE_ONLY = frozenset({"atm", "fae", "tae", "wi", "dae"})


def words_alternation(words: Iterable[str]) -> str:
    """A regex alternation of the words, longest first (so "w/o" is not read as "w" followed by
    "/o"), grouped by first letter: re tries the alternatives one by one wherever one could
    start, and a group's letter rules out all its words at once. The same matches (with
    re.IGNORECASE too: a group's letter matches what its words' first letter would), in about
    half the time on chat."""
    groups: dict[str, list[str]] = {}
    for word in sorted(words, key=len, reverse=True):
        groups.setdefault(word[0], []).append(re.escape(word[1:]))
    return "|".join(f"{re.escape(first)}(?:{'|'.join(rests)})" for first, rests in groups.items())


# (not before a hyphen: "wi-fi", "W-2", "u-turn" are words of their own)
_SHORTHAND_RE = re.compile(r"(?<![\w'])(" + words_alternation(SHORTHAND) + r")(?![\w'/-])", re.IGNORECASE)


def spell_out(text: str) -> str:
    """Texting shorthand spelled out: "should u use emojis w me" → "should you use emojis with me"."""
    # a match in another script's case ("İ" lowers to two characters) is kept as written
    return _SHORTHAND_RE.sub(_spelled_out, text)


def _spelled_out(match: re.Match) -> str:
    word = match.group(1)
    low = word.lower()
    if low in LOWER_CASE_ONLY and word != low:
        return word
    return SHORTHAND.get(low, word)


# Texting's own words: no dictionary holds them, yet they name nothing ("hey", "im", "gonna")
CHAT_WORDS = frozenset(SHORTHAND) | frozenset(
    """hey hiya yeah nope nah gonna wanna gotta dunno kinda sorta tho lol lmao haha omg ugh hmm yay
    okay ok""".split()
)


# Words English spells two ways → one spelling, so "favorite" meets "favourite" (kept apart from
# the irregular forms below: those are verbs and plurals, which the curator reads as such).
SPELLINGS: dict[str, str] = {"favorite": "favourite", "favorites": "favourites"}


# Irregular English forms → their base form, so "went" meets "go" and "bought" meets "buy"
# (the suffix stripper cannot see that). Past tenses and participles of common verbs, a few short
# regular forms the stripper leaves alone ("goes", "going"), and common irregular plurals.
# Left out on purpose: forms that are more often another word — "found" (to found; and the stem
# of founded/founder), "born" (not "bear"), "rose", "drew" (a name), "bit", "lay", "won" (a stop
# word, from "won't").
IRREGULAR_FORMS: dict[str, str] = {
    **dict.fromkeys(("went", "gone", "goes", "going"), "go"),
    **dict.fromkeys(("took", "taken"), "take"),
    **dict.fromkeys(("got", "gotten"), "get"),
    **dict.fromkeys(("saw", "seen"), "see"),
    **dict.fromkeys(("gave", "given"), "give"),
    **dict.fromkeys(("began", "begun"), "begin"),
    **dict.fromkeys(("wrote", "written"), "write"),
    **dict.fromkeys(("drawn",), "draw"),
    **dict.fromkeys(("sang", "sung"), "sing"),
    **dict.fromkeys(("ate", "eaten"), "eat"),
    **dict.fromkeys(("knew", "known"), "know"),
    **dict.fromkeys(("chose", "chosen"), "choose"),
    **dict.fromkeys(("fell", "fallen"), "fall"),
    **dict.fromkeys(("flew", "flown"), "fly"),
    **dict.fromkeys(("grew", "grown"), "grow"),
    **dict.fromkeys(("threw", "thrown"), "throw"),
    **dict.fromkeys(("wore", "worn"), "wear"),
    **dict.fromkeys(("rode", "ridden"), "ride"),
    **dict.fromkeys(("drove", "driven"), "drive"),
    **dict.fromkeys(("forgot", "forgotten"), "forget"),
    **dict.fromkeys(("forgave", "forgiven"), "forgive"),
    **dict.fromkeys(("broke", "broken"), "break"),
    **dict.fromkeys(("spoke", "spoken"), "speak"),
    **dict.fromkeys(("stole", "stolen"), "steal"),
    **dict.fromkeys(("woke", "woken"), "wake"),
    **dict.fromkeys(("hid", "hidden"), "hide"),
    **dict.fromkeys(("froze", "frozen"), "freeze"),
    **dict.fromkeys(("shook", "shaken"), "shake"),
    **dict.fromkeys(("drank", "drunk"), "drink"),
    **dict.fromkeys(("swam", "swum"), "swim"),
    **dict.fromkeys(("sank", "sunk"), "sink"),
    **dict.fromkeys(("rang", "rung"), "ring"),
    **dict.fromkeys(("tore", "torn"), "tear"),
    "became": "become",
    "came": "come",
    "done": "do",
    "made": "make",
    "bought": "buy",
    "brought": "bring",
    "built": "build",
    "caught": "catch",
    "fed": "feed",
    "felt": "feel",
    "fought": "fight",
    "fled": "flee",
    "heard": "hear",
    "held": "hold",
    "hung": "hang",
    "kept": "keep",
    "laid": "lay",
    "led": "lead",
    "left": "leave",
    "lent": "lend",
    "lost": "lose",
    "meant": "mean",
    "met": "meet",
    "paid": "pay",
    "ran": "run",
    "risen": "rise",
    "said": "say",
    "sat": "sit",
    "sent": "send",
    "shot": "shoot",
    "shown": "show",
    "slept": "sleep",
    "sold": "sell",
    "sought": "seek",
    "spent": "spend",
    "stood": "stand",
    "struck": "strike",
    "stuck": "stick",
    "swept": "sweep",
    "taught": "teach",
    "thought": "think",
    "told": "tell",
    "understood": "understand",
    "dealt": "deal",
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
    "feet": "foot",
    "teeth": "tooth",
    "mice": "mouse",
}


# Nouns of doing that meet their verb: what is asked of a reply by its noun ("how does she want
# explanations") meets the verb said ("explain things simply"); the suffix stripper leaves each
# noun apart from its verb. (Not irregular forms: those are verbs, and these are nouns.)
VERBS_OF_NOUNS: dict[str, str] = {
    **dict.fromkeys(("explanation", "explanations"), "explain"),
    **dict.fromkeys(("description", "descriptions"), "describe"),
    **dict.fromkeys(("translation", "translations"), "translate"),
    **dict.fromkeys(("correction", "corrections"), "correct"),
    **dict.fromkeys(("response", "responses"), "respond"),
}


def words(text: str) -> list[str]:
    """Lowercase word tokens; apostrophes inside words kept ("mira's" → "mira's")."""
    return [w.replace("’", "'") for w in _WORD.findall(text.lower())]


def word_spans(text: str) -> list[tuple[int, int, str]]:
    """`words` with where each one is in `text`: (start, end, word), to cut a span out of it."""
    return [(m.start(), m.end(), m.group(0).lower().replace("’", "'")) for m in _WORD.finditer(text)]


def lemma(word: str) -> str:
    """The base form of an irregular English form ("went" → "go"); other words unchanged."""
    return IRREGULAR_FORMS.get(word, word)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The matching form of a lowercase word: its lemma, then its suffixes stripped."""
    return suffix_stem(IRREGULAR_FORMS.get(word) or VERBS_OF_NOUNS.get(word) or SPELLINGS.get(word, word))


@lru_cache(maxsize=65536)
def suffix_stem(word: str) -> str:
    """Strip common English suffixes: possessive, plural, -ing, -ed, -er, -ly, -ation."""
    w = word
    if w.endswith("'s"):
        w = w[:-2]
    if w.endswith(("eer", "eers")):  # "career", "engineers": no -er forms ("career" is no "car")
        return w.removesuffix("s")
    if w.endswith("eed") and not any(c in "aeiou" for c in w[:-3]):
        return w  # "breed", "need": no -ed forms ("breed" is no "bree"; "needs" loses its "s" below)
    for suffix, keep in (
        ("ations", 4),
        ("ation", 4),
        ("ings", 4),
        ("ing", 4),
        ("ers", 4),
        ("ies", 3),
        ("ied", 3),
        ("ed", 4),
        ("er", 4),
        ("ly", 5),  # "quickly" → "quick"; "reply", "early" keep theirs ("early" is no "ear")
        ("es", 4),
        ("s", 3),
    ):
        if w.endswith(suffix) and len(w) - len(suffix) >= keep - 1 and not w.endswith("ss"):
            w = w[: -len(suffix)]
            if suffix in ("ies", "ied"):
                w += "y"
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]  # "planned" → "plann" → "plan"
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]  # "move" and "moved" both → "mov"
    return w


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOP_WORDS]


def terms(text: str) -> set[str]:
    """Stemmed content words: the unit of word overlap."""
    return {stem(w) for w in content_words(text)}


def overlap(query_terms: set[str], text: str) -> int:
    return len(query_terms & terms(text))
