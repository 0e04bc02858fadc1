"""Table tests for the word-level discourse readers (memcli.curators.discourse) that need no parse:
news told across sentences and turns. The parsed ones (an application at a place, a job
announcement) are pinned end to end through the curator in tests/test_parse_curator.py."""

from types import SimpleNamespace

import pytest

from memcli.curators import discourse
from memcli.curators.discourse import DiscourseState


def _said(*texts: str) -> list[SimpleNamespace]:
    """Sentences as the readers see them: only their text is read."""
    return [SimpleNamespace(text=t) for t in texts]


@pytest.mark.parametrize(
    "turns, homes",
    [
        pytest.param(
            [("Noor", "need a flat in westerby"), ("Noor", "moved!")],
            [None, "westerby"],
            id="sought-then-moved",
        ),
        pytest.param(
            [("Noor", "looking for a house near Pollard"), ("Noor", "got the keys.")],
            [None, "Pollard"],
            id="sought-then-keys",
        ),
        pytest.param(
            [("Noor", "Hi from Saltmere! moved in yesterday")], ["Saltmere"], id="greeting-from-new-town"
        ),
        pytest.param([("Noor", "moved.")], [None], id="a-move-with-nothing-sought"),
        pytest.param(
            [("Noor", "need a flat in westerby"), ("Eli", "moved!")],
            [None, None],
            id="sought-by-someone-else",
        ),
        pytest.param(
            [("Noor", "need a flat in westerby"), ("Noor", "moved!"), ("Noor", "moved!")],
            [None, "westerby", None],
            id="a-sought-town-is-moved-into-once",
        ),
    ],
)
def test_moved_to_sought(turns, homes):
    state = DiscourseState()
    assert [state.moved_to_sought(who, _said(text), []) for who, text in turns] == homes


@pytest.mark.parametrize(
    "turns, homes",
    [
        # the move and the place in one turn, or the place in the person's next turn
        ([("Noor", "sam and i moved in together. his place on fenn st. so bye carver row")], ["fenn st"]),
        (
            [("Noor", "im moving in w priya!!!"), ("Noor", "her place on larch hollow rd. cats meet dog")],
            [None, "larch hollow rd"],
        ),
        # only the next turn: later, "her place in town" is anyone's place
        (
            [("Noor", "moving in with tam!"), ("Noor", "lol"), ("Noor", "her place in town is huge")],
            [None, None, None],
        ),
        # a move planned is no move yet; a season is no place
        ([("Noor", "he might move in to my flat in spring")], [None]),
        ([("Noor", "we moved in together, our flat in summer was a sauna")], [None]),
        # no move
        ([("Noor", "her place on larch rd is huge")], [None]),
    ],
)
def test_moved_into_place(turns, homes):
    state = DiscourseState()
    assert [state.moved_into_place(who, _said(text), []) for who, text in turns] == homes


def test_a_move_whose_turn_names_a_home_adds_none():
    state = DiscourseState()
    named = [SimpleNamespace(relation="residence")]
    assert state.moved_into_place("Noor", _said("moved in together. his place on fenn st"), named) is None


def test_a_move_that_names_its_place_keeps_the_sought_town():
    """The turn's own residence wins; the town sought is still sought."""
    state = DiscourseState()
    state.moved_to_sought("Noor", _said("need a flat in westerby"), [])
    named = [SimpleNamespace(relation="residence")]
    assert state.moved_to_sought("Noor", _said("moved!"), named) is None
    assert state.sought == {"noor": "westerby"}


@pytest.mark.parametrize(
    "texts, confirmed",
    [
        (["I GOT IT. starting in june"], True),
        (["we got it!"], True),  # exclaimed
        (["i got it !! start in may"], True),
        (["WE GOT IT"], True),
        (["they hired me"], True),
        (["accepted the offer this morning"], True),
        (["Offer received yesterday. Start in September."], True),
        (["got an offer from them!!"], True),
        (["Accepting. Start 1 Apr."], True),
        (["ok, I've accepted"], True),
        (["my paper got accepted!"], False),  # no one's job
        (["still no offer received"], False),
        (["they offered me the job but I have not accepted yet"], False),
        (["ok got it, thanks"], False),  # "got it" as "understood"
        (["they said yes", "wait, no, I did not get the contract"], False),
        (["still waiting to hear back"], False),
    ],
)
def test_confirms(texts, confirmed):
    assert discourse.confirms(_said(*texts)) is confirmed


@pytest.mark.parametrize(
    "text, confirmed",
    [
        ("i got bolt cycles!! started last week", True),  # the place applied to, exclaimed
        ("got the job at Bolt Cycles!", True),
        ("i got bolt cycles stickers for the bike", False),  # not exclaimed: anything got there
        ("i got halden tools!!", False),  # another place
        ("GOT BOLT. start in june", True),  # its first word, shouted
        ("got bolt. start in june", False),  # neither shouted nor exclaimed
        ("GOT HALDEN. start in june", False),
    ],
)
def test_getting_the_place_applied_to_confirms(text, confirmed):
    assert discourse.confirms(_said(text), "bolt cycles") is confirmed


@pytest.mark.parametrize(
    ("texts", "place"),
    [
        (["seen a job.", "night sister at Thornleigh Hospice."], "Thornleigh Hospice"),  # the post, no verb
        (["seen a job.", "my sister works at Thornleigh Hospice."], None),  # a clause of its own
        (["long day.", "night shift at Thornleigh Hospice."], None),  # no opening before it
        (["seen a job.", "interview at 10am tomorrow."], None),  # a time, not a place
    ],
)
def test_an_opening_then_its_place_is_pending(texts, place):
    from memcli.curators import parse

    state = discourse.DiscourseState()
    docs = [parse.load_pipeline()(t) for t in texts]
    state.note_pending("Noor", docs, confirmed=False, applied=discourse.applied_in(docs))
    assert state.pending.get("noor") == place


@pytest.mark.parametrize(
    "texts, news",
    [
        (["met someone!! his name is Oren"], True),
        (["so I've been seeing someone.", "tamsin."], True),
        (["got a new gf"], True),
        (["my brother is dating a chef"], False),
    ],
)
def test_partner_news(texts, news):
    assert discourse.partner_news(_said(*texts)) is news


@pytest.mark.parametrize(
    "text, name",
    [
        ("we're opening our own little bakery next month, it's called Crumb & Co", "Crumb & Co"),
        ("started my own design studio, named Fernlight", "Fernlight"),
        ("my sister runs her own shop called Pinecone", None),  # hers, not the speaker's
        ("opening my own bakery soon", None),  # no name yet
    ],
)
def test_own_business(text, name):
    match = discourse.OWN_BUSINESS.search(text)
    assert (match.group("name") if match else None) == name


@pytest.mark.parametrize(
    "text, name",
    [
        ("Tamsin asked me to marry her", "Tamsin"),
        ("Oren proposed!!", "Oren"),
        ("He proposed on the pier", None),  # a pronoun is resolved by the sentence reader, not here
        ("Ines proposed a new rota", None),
        ("Dr. Okoro proposed me for the role", None),  # put forward, not asked to marry
        ("Okoro proposed us both", None),
    ],
)
def test_proposed(text, name):
    match = discourse.PROPOSED.search(text)
    assert (match.group("name") if match else None) == name
