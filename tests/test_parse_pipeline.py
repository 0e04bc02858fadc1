"""The attribute ruler and lemmatizer as lookups (memcli.curators.parse_pipeline) give exactly what
spaCy's own components give: part of speech, fine tag, morphology, lemma and dependency label of
every token, on a table of invented sentences that reach each kind of ruler pattern (tag only,
tag + word, word + dependency, two-word sequences, spaces, "there is")."""

from __future__ import annotations

import pytest

from memcli.curators import parse
from memcli.curators.parse_pipeline import AttributeLookup, fast_steps

SENTENCES = [
    "Priya moved to Tallinn last spring.",
    "My sister Odile works at Fenwick Robotics now.",
    "I ain't selling the boat.",
    "we're gonna repaint the shed tomorrow",
    "you gotta try the plum tart",
    "let's meet at the ferry at noon",
    "c'mon, the bus is leaving",
    "y'all should see the new kitchen",
    "There is a heron on the roof.",
    "There's nothing   left in the fridge",
    "It was cold, but I swam anyway, but briefly.",
    "Do you have the spare key?",
    "I have finished the quilt and he has started his.",
    "What did it cost?",
    "Give it to me before Friday.",
    "I  like  double spaces\n\nand blank lines",
    "She gets up early and got the 6:40 train.",
    "That one is mine; those are theirs.",
    "im vegan now btw",
    "ok",
    "",
    "🙂🙂",
    "Jörg's café in Genève serves 3 kinds of rösti.",
]


@pytest.fixture(scope="module")
def nlp():
    return parse.load_pipeline()


def annotations(doc) -> list[tuple]:
    return [(t.text, t.pos_, t.tag_, str(t.morph), t.lemma_, t.dep_) for t in doc]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_lookup_equals_spacy_components(nlp, sentence):
    steps = fast_steps(nlp)
    assert steps.replaced == ["attribute_ruler", "lemmatizer"]
    expected = nlp(sentence, disable=["ner"])
    doc = nlp(sentence, disable=["ner", *steps.replaced])
    steps(doc)
    assert annotations(doc) == annotations(expected)


def test_every_ruler_pattern_is_understood(nlp):
    """The pipeline's 179 patterns use only features the lookup reads: if a new pipeline version
    adds an operator, this fails instead of the curator silently using spaCy's slower ruler."""
    assert AttributeLookup.from_ruler(nlp.get_pipe("attribute_ruler")) is not None


class _Ruler:
    """A stand-in ruler with one pattern the lookup cannot read (an operator)."""

    attrs = [{}]
    indices = [0]

    class matcher:  # noqa: N801 - mirrors spaCy's attribute name
        @staticmethod
        def get(key):
            return None, [[{"LOWER": "a", "OP": "+"}]]


def test_unknown_pattern_feature_keeps_spacy():
    assert AttributeLookup.from_ruler(_Ruler()) is None


def test_other_pipeline_shapes_are_left_to_spacy(nlp):
    class Shaped:
        pipe_names = ["tok2vec", "tagger", "attribute_ruler", "parser", "lemmatizer"]

    assert fast_steps(Shaped()).replaced == []


def test_curator_output_is_unchanged_by_the_lookup(nlp, monkeypatch):
    """The same history curated with spaCy's components and with the lookups yields the same
    items."""
    from test_parse_curator import turns_of

    from memcli.curators.parse import ParseCurator
    from memcli.curators.parse_pipeline import FastSteps

    rows = [s for s in SENTENCES if s]
    rows += ["Tomasz is my new manager.", "I switched from Quora Foods to Delmar."]

    def items() -> list[tuple]:
        made = ParseCurator(user="Lin").curate(turns_of(rows))
        return [(i.subject, i.relation, i.value, i.status) for i in made]

    fast = items()
    parse._fast_steps.cache_clear()
    monkeypatch.setattr(parse, "_fast_steps", lambda nlp: FastSteps(None, None))
    assert items() == fast
