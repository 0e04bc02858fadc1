"""A frozen parse reads as the spaCy Doc it was frozen from (memcli.curators.parse_tree).

The curator reads ParsedDocs where it read spaCy Docs; every attribute, walk and corner it uses
is compared here on sentences of many shapes, with the full pipeline (entities everywhere)."""

from __future__ import annotations

import pickle

import pytest

from memcli.curators import parse
from memcli.curators.parse_tree import ParsedDoc, ParsedSpan, ParsedToken, freeze

SENTENCES = [
    "jo and i finally moved to leeds!!",
    "Our new team lead is going to be Ines Duarte from the Porto office, starting next month.",
    "Ugh. The 7:15 bus was late again. Third time this week, I swear.",
    "Who did you say was coming on Saturday — Priya or her brother?",
    "I taught French at Dunmore College for 6 years before I quit in 2019.",
    "honestly idk... maybe? we'll see lol",
    "Ruby, my little red car, finally passed her MOT at Kwik Fit in Leeds!",
    "A man I met yesterday whose dog bit me apologised twice.",  # a relative clause, crossing arcs
    "What a week: new job, new flat, new phone (07700 900123), and a cold.",
    "...",
    "🙂🙂",
    "",
    "ok",
    "I'm allergic to penicillin and my sister Ama is allergic to nuts.",
    "Jörg's café in Genève serves 3 kinds of rösti, which Dad loves.",
    "so  yeah   my boss is  Ines",  # runs of spaces: spaCy's space tokens, never a span's root
]

WORD_ATTRIBUTES = (
    "text", "whitespace_", "text_with_ws", "lower_", "lemma_", "tag_", "pos_", "dep_",
    "ent_type_", "idx", "i", "is_punct", "like_num", "is_alpha", "is_title",
    "is_sent_start",
)  # fmt: skip


@pytest.fixture(scope="module")
def nlp():
    return parse.load_pipeline()


def pairs(nlp):
    for sentence in SENTENCES:
        doc = nlp(sentence)
        yield doc, ParsedDoc(freeze(doc))


def test_words_and_their_annotations_are_spacys(nlp):
    for doc, parsed in pairs(nlp):
        assert parsed.text == doc.text and len(parsed) == len(doc)
        for word, frozen in zip(doc, parsed, strict=True):
            for name in WORD_ATTRIBUTES:
                assert getattr(frozen, name) == getattr(word, name), (doc.text, word.i, name)
            assert len(frozen) == len(word) and str(frozen) == str(word)


def test_the_tree_is_spacys(nlp):
    for doc, parsed in pairs(nlp):
        for word, frozen in zip(doc, parsed, strict=True):
            for name in ("head", "left_edge", "right_edge"):
                assert getattr(frozen, name).i == getattr(word, name).i, (doc.text, word.i, name)
            for name in ("children", "lefts", "rights", "subtree"):
                got = [t.i for t in getattr(frozen, name)]
                assert got == [t.i for t in getattr(word, name)], (doc.text, word.i, name)
            assert (frozen.sent.start, frozen.sent.end) == (word.sent.start, word.sent.end)
            assert frozen.sent.root.i == word.sent.root.i
            if word.i + 1 < len(doc):
                assert frozen.nbor().i == word.nbor().i
            else:
                with pytest.raises(IndexError):
                    frozen.nbor()


def test_sentences_and_entities_are_spacys(nlp):
    for doc, parsed in pairs(nlp):
        assert [(s.start, s.end) for s in parsed.sents] == [(s.start, s.end) for s in doc.sents]
        assert [(e.start, e.end, e.label_, e.text) for e in parsed.ents] == [
            (e.start, e.end, e.label_, e.text) for e in doc.ents
        ]
    assert any(parsed.ents for _, parsed in pairs(nlp))  # the table names things


def test_every_slice_reads_as_spacys(nlp):
    """Slices with any bounds (negative, past the ends, empty), their text, lemmas, root (the
    highest word; punctuation only when nothing else), sentence, indexing and slicing again."""
    for doc, parsed in pairs(nlp):
        n = len(doc)
        for start in range(-n - 1, n + 2):
            for end in range(-n - 1, n + 2):
                want, got = doc[start:end], parsed[start:end]
                assert (got.start, got.end, len(got)) == (want.start, want.end, len(want))
                assert (got.text, got.lemma_) == (want.text, want.lemma_)
                if len(want):
                    assert got.root.i == want.root.i, (doc.text, start, end)
                    assert (got.sent.start, got.sent.end) == (want.sent.start, want.sent.end)
                    assert [t.i for t in got[1:-1]] == [t.i for t in want[1:-1]]
                    assert (got[0].i, got[-1].i) == (want[0].i, want[-1].i)
                    assert [t.i for t in reversed(got)] == [t.i for t in reversed(want)]


@pytest.mark.parametrize("index", [-100, -9, 8, 100])
def test_words_outside_the_parse_are_an_index_error(nlp, index):
    doc = nlp("we moved to Lyon last May.")  # 7 words: -7 … 6 exist
    parsed = ParsedDoc(freeze(doc))
    with pytest.raises(IndexError):
        doc[index]
    with pytest.raises(IndexError):
        parsed[index]
    with pytest.raises(IndexError):
        parsed[1:4][index]
    assert parsed[-7].i == doc[-7].i == 0


def test_words_and_spans_compare_as_spacys_do(nlp):
    parsed = ParsedDoc(freeze(nlp("my sister Ama moved to Accra.")))
    other = ParsedDoc(freeze(nlp("my sister Ama moved to Accra.")))
    assert parsed[2] == parsed[2] and parsed[2] != other[2]  # the same position of the same parse
    assert parsed[1] < parsed[2] and not parsed[2] < parsed[1] and parsed[2] > parsed[1]
    assert len({parsed[2], parsed[2], parsed[3]}) == 2
    assert parsed[1:3] == parsed[1:3] and parsed[1:3] != parsed[1:4] and parsed[1:3] != other[1:3]
    assert len({parsed[1:3], parsed[1:3]}) == 1
    assert parsed[0] != "my" and parsed[1:3] != "sister Ama"


def test_a_frozen_parse_is_plain_data(nlp):
    """It travels from the parse worker pickled, and holds no spaCy object."""
    frozen = freeze(nlp("Kenji here, just started at Maru Foods in Osaka."))

    def plain(value) -> bool:
        if isinstance(value, tuple):
            return all(plain(v) for v in value)
        return isinstance(value, str | int | bool)

    assert plain(frozen) and pickle.loads(pickle.dumps(frozen)) == frozen
    parsed = ParsedDoc(pickle.loads(pickle.dumps(frozen)))
    assert [t.dep_ for t in parsed] == [t.dep_ for t in ParsedDoc(frozen)]
    assert isinstance(parsed[0], ParsedToken) and isinstance(parsed[:], ParsedSpan)
