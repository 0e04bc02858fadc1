"""memcli.text as tables: words, stop words, stems, irregular forms and terms. A case fails when
a rule of matching changes, since every stage that matches words goes through these."""

from __future__ import annotations

import pytest

from memcli.text import (
    IRREGULAR_FORMS,
    STOP_WORDS,
    content_words,
    lemma,
    overlap,
    stem,
    suffix_stem,
    terms,
    without_accents,
    word_spans,
    words,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Odile moved to Quito.", ["odile", "moved", "to", "quito"]),
        ("Odile’s cat", ["odile's", "cat"]),
        ("snake_case and dash-words", ["snake", "case", "and", "dash", "words"]),
        ("Crème brûlée, 2 spoons", ["crème", "brûlée", "2", "spoons"]),
        ("", []),
    ],
)
def test_words(text, expected):
    assert words(text) == expected


def test_word_spans_point_into_the_text():
    text = "Then Odile’s TEAM won."
    spans = word_spans(text)
    assert [w for _, _, w in spans] == words(text)
    assert [text[a:b] for a, b, _ in spans] == ["Then", "Odile’s", "TEAM", "won"]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("founded", "found"),
        ("founder", "found"),
        ("founding", "found"),
        ("planned", "plan"),
        ("move", "mov"),
        ("moved", "mov"),
        ("studies", "study"),
        ("studied", "study"),
        ("odile's", "odil"),
        ("class", "class"),
        ("quickly", "quick"),
        ("cats", "cat"),
        ("career", "career"),  # -eer is no -er form: a career is no car
        ("engineers", "engineer"),
        ("teacher", "teach"),
        # -eed after no vowel is no -ed form: a breed is no "bree" (a name), a need no "ne"
        ("breed", "breed"),
        ("needs", "need"),
        ("bree", "bre"),
        ("agreed", "agr"),  # after a vowel it is: agreed → agree
        # -ly is stripped from a word long enough to be an adverb of another
        ("reply", "reply"),
        ("replies", "reply"),
        ("early", "early"),
        ("weekly", "week"),
    ],
)
def test_suffix_stems(word, expected):
    assert suffix_stem(word) == expected
    assert stem(word) == expected  # none of these is irregular


@pytest.mark.parametrize(
    ("forms", "base"),
    [
        (("went", "gone", "goes", "going", "go"), "go"),
        (("bought", "buying", "buys", "buy"), "buy"),
        (("got", "getting", "gets", "get"), "get"),
        (("left", "leaving", "leaves", "leave"), "leave"),
        (("met", "meeting", "meets", "meet"), "meet"),
        (("ran", "running", "runs", "run"), "run"),
        (("made", "making", "makes", "make"), "make"),
        (("took", "taken", "taking", "take"), "take"),
        (("saw", "seen", "seeing", "see"), "see"),
        (("wrote", "written", "writing", "write"), "write"),
        (("taught", "teaching", "teach"), "teach"),
        (("thought", "thinking", "think"), "think"),
        (("children", "child"), "child"),
        (("people", "person"), "person"),
    ],
)
def test_irregular_forms_meet_their_base_form(forms, base):
    assert {stem(f) for f in forms} == {stem(base)}


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("went", "go"),
        ("bought", "buy"),
        ("children", "child"),
        ("go", "go"),
        ("quito", "quito"),
        # more often another word than an irregular form: left alone
        ("found", "found"),
        ("born", "born"),
        ("rose", "rose"),
        ("drew", "drew"),
    ],
)
def test_lemma(word, expected):
    assert lemma(word) == expected


def test_the_scorer_stem_knows_no_irregular_forms():
    assert suffix_stem("went") != suffix_stem("go")
    assert stem("went") == stem("go")


def test_irregular_table_maps_to_base_forms_only():
    # a base form is never itself a key: one lookup is enough, and stem stays idempotent on bases
    assert not set(IRREGULAR_FORMS.values()) & set(IRREGULAR_FORMS)
    assert all(w == w.lower() and " " not in w for w in IRREGULAR_FORMS)


@pytest.mark.parametrize(
    ("word", "is_stop"),
    [("the", True), ("which", True), ("didn", True), ("name", True), ("quito", False), ("went", False)],
)
def test_stop_words(word, is_stop):
    assert (word in STOP_WORDS) is is_stop


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Where did Odile go?", {"odil", "go"}),
        ("Odile went to Quito", {"odil", "go", "quito"}),
        ("Who bought the boats?", {"buy", "boat"}),
        ("the and of", set()),
    ],
)
def test_terms(text, expected):
    assert terms(text) == expected


def test_content_words_keep_order_and_drop_stop_words():
    assert content_words("What did Odile buy in Quito") == ["odile", "buy", "quito"]


def test_question_and_statement_meet_on_an_irregular_verb():
    assert overlap(terms("Where did Odile go last spring?"), "Odile went to Quito in spring.") == 3


def test_ranker_and_answerer_stem_alike():
    """The ranker and the offline answerer both count "went" as the question's "go"."""
    from memcli.answer_offline import _LIGHT
    from memcli.rank import entry_overlap
    from memcli.types import Entry

    entry = Entry(
        id=1,
        statement="Odile went to Quito.",
        slot="odile|event|quito",
        subject="Odile",
        relation="event",
        value="went to Quito",
        status="active",
        memory_type="episodic",
        source_turn_ids=(1,),
    )
    assert entry_overlap(terms("Where did Odile go?"), entry) == 2
    assert stem("went") in _LIGHT  # "went" is as light a verb as "go"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("should u use emojis w me", "should you use emojis with me"),
        ("whos ur bf rn", "whos your boyfriend right now"),
        ("w/o onions pls", "without onions please"),
        ("Uber to the uni", "Uber to the uni"),  # whole words only
        ("it's u", "it's you"),
        ("2 mths at Dace, 1 yr in", "2 months at Dace, 1 year in"),  # counted time, as "wks" is
        ("6 mos in cos it's big", "6 months in because it's big"),
        ("İ moved to Ankara", "İ moved to Ankara"),  # another script's case: kept, never a crash
        ("ſhes here", "ſhes here"),
        ("in Bude atm coz of work", "in Bude at the moment because of work"),
        ("the ATM ate my card", "the ATM ate my card"),  # written in capitals: the cash machine
        ("Atm in Bude", "Atm in Bude"),
        # Scots as texted
        ("gie me litres, i dinnae do pints", "give me litres, I don't do pints"),
        ("we cannae stay, moving in thegither", "we can't stay, moving in together"),
        ("didnae get hame till late, wasnae great", "didn't get home till late, wasn't great"),
        (
            "it isnae oot yet, wouldnae buy it intae the bargain",
            "it isn't out yet, wouldn't buy it into the bargain",
        ),
        ("talk aboot it later", "talk about it later"),
        ("she's fae Leith, moved tae Perth wi her dug", "she's from Leith, moved to Perth with her dug"),
        ("I'm veggie noo, whit a change", "I'm veggie now, what a change"),
        ("it wis cauld, gonnae dae it later", "it was cold, going to do it later"),
        ("Fae and Tae came round", "Fae and Tae came round"),  # capitalized: names
        ("the wi-fi is down again", "the wi-fi is down again"),  # not before a hyphen
        ("movin in thegether", "movin in together"),  # spelt either way
        ("filled in my W-2 w/o help", "filled in my W-2 without help"),
    ],
)
def test_spell_out(text, expected):
    from memcli.text import spell_out

    assert spell_out(text) == expected


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("sign them as Dr. Lee. Thanks!", ["sign them as Dr. Lee.", "Thanks!"]),
        ("Mrs. Dunstan is here! ok? yes", ["Mrs. Dunstan is here!", "ok?", "yes"]),
        ("I met Prof. Ode and Mr. Lin.", ["I met Prof. Ode and Mr. Lin."]),
        ("we drove. Dr Who was on", ["we drove.", "Dr Who was on"]),
    ],
)
def test_a_title_ends_no_sentence(text, sentences):
    import re

    from memcli.text import SENTENCE_BREAK

    assert re.split(SENTENCE_BREAK, text) == sentences


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Benoît", "Benoit"),
        ("Zoë Nuñez-Ærø", "Zoe Nunez-Ærø"),  # Æ and ø are letters of their own, not marked ones
        ("Łukasz", "Łukasz"),
        ("plain", "plain"),
    ],
)
def test_without_accents(text, expected):
    assert without_accents(text) == expected
