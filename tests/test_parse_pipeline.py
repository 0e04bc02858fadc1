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


def annotations(doc, morph: bool = True) -> list[tuple]:
    """Each word's annotations; a frozen parse keeps no morphology (the curator reads none)."""
    return [(t.text, t.pos_, t.tag_, str(t.morph) if morph else "", t.lemma_, t.dep_) for t in doc]


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


# --- which assistant questions are parsed ------------------------------------------------------
Q = ("Where do you work these days?", "assistant", None)
NOTE = ("The capital of Wrenland is Oskarby.", "note", None)  # a plain statement the rules path reads


@pytest.mark.parametrize(
    ("rows", "question_parsed"),
    [
        pytest.param([Q, "Halvorsen Bakery"], True, id="bare-reply-reads-it"),
        pytest.param([Q, "at Halvorsen Bakery now"], False, id="four-words-cannot-be-bare"),
        pytest.param([Q, "ok!! :) cool"], True, id="punctuation-is-not-a-word"),
        pytest.param([Q, "We repainted the whole shed and the fence yesterday."], False, id="long-reply"),
        pytest.param([Q, ("Anything else?", "assistant", None)], False, id="next-question-replaces-it"),
        pytest.param([Q], True, id="reply-in-next-batch"),
        pytest.param([Q, NOTE, "Halvorsen Bakery"], True, id="plain-note-skipped-bare-reply"),
        pytest.param([Q, NOTE, "at Halvorsen Bakery now"], False, id="plain-note-skipped-long-reply"),
    ],
)
def test_assistant_questions_parsed_only_when_a_bare_reply_can_read_them(rows, question_parsed):
    from test_parse_curator import turns_of

    from memcli.curators.parse import ParseCurator, _plain_facts, _skip_unread_questions

    curator = ParseCurator(user="Lin")
    turns = turns_of(rows)
    plain = {t.id: _plain_facts(t) for t in turns if curator._is_plain(t)}
    pieces = [[] if plain.get(t.id) else curator._to_parse(t) for t in turns]
    _skip_unread_questions(turns, pieces, plain)
    assert bool(pieces[0]) is question_parsed


def test_bare_reply_after_a_question_still_answers_it():
    from test_parse_curator import facts

    assert ("Noor", "employer", "Halvorsen Bakery", "active") in facts(
        [("Where do you work these days?", "assistant", None), "Halvorsen Bakery"]
    )


def test_repeated_sentences_are_parsed_once(nlp, monkeypatch):
    """Within a batch every repeated sentence, across batches the short ones, are parsed once;
    each occurrence gets the same annotations as a parse of its own."""
    parse._short_docs(nlp).clear()
    seen: list[str] = []
    real = parse._parse_new

    def counting(nlp_, sentences):
        seen.extend(sentences)
        return real(nlp_, sentences)

    monkeypatch.setattr(parse, "_parse_new", counting)
    long = "We carried the old piano down four flights of stairs."
    first = parse._parsed(nlp, ["ok", long, "thanks!", "ok", long, ""])
    second = parse._parsed(nlp, ["ok", "thanks!", long])
    assert seen == ["ok", long, "thanks!", "", long]  # the long one again in the second batch
    assert [d.text for d in first] == ["ok", long, "thanks!", "ok", long, ""]
    expected = [annotations(nlp(s), morph=False) for s in ["ok", "thanks!", long]]
    assert [annotations(d, morph=False) for d in second] == expected


def test_short_cache_emptied_mid_batch_loses_no_doc(nlp, monkeypatch):
    """A batch holding a cached sentence and enough new short ones to fill the cache again: the
    cached one's Doc is still returned (the cache is emptied while the batch is stored)."""
    parse._short_docs(nlp).clear()
    monkeypatch.setattr(parse, "SHORT_DOCS", 2)
    parse._parsed(nlp, ["ok", "hi there"])
    docs = parse._parsed(nlp, ["ok", "sure thing", "not yet", "fine by me", "ok"])
    assert [d.text for d in docs] == ["ok", "sure thing", "not yet", "fine by me", "ok"]
    parse._short_docs(nlp).clear()


def _plain(value) -> bool:
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return isinstance(value, str | int | bool)


def test_cached_parses_are_plain_data(nlp):
    """A kept parse is frozen tuples of strings and numbers: no spaCy Doc (whose token vectors
    are a view of the whole batch's array, which memory would keep growing with the history)."""
    parse._short_docs(nlp).clear()
    parse._parsed(nlp, ["all good", "We walked the dog along the canal after dinner."])
    assert list(parse._short_docs(nlp)) == ["all good"]  # the long one is not kept
    kept = parse._short_docs(nlp)["all good"]
    assert kept[0] == ("all", "good") and _plain(kept)
    parse._short_docs(nlp).clear()
