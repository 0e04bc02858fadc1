"""Who "I" is when several people type as the user (issue 9, audit row 27b).

In a group-chat export, turns with role "user" carry different speaker fields. "I" in a turn is
that turn's speaker; a session whose user turns carry two or more named speakers has no single
user learnt from speakers (each speaker is their own subject, and `people` lists them apart),
unless `user.name` is set: then that speaker is the user and the others are other people. A
history with one named speaker is read as before. Names and wording here are made up."""

from __future__ import annotations

import json

import pytest

from memcli.identity import load_identity, people, resolve_identity, stored_claims


def _turn(speaker: str | None, text: str, role: str | None = "user", session: str = "pub") -> dict:
    row = {"session": session, "content": text}
    if role:
        row["role"] = role
    if speaker:
        row["speaker"] = speaker
    return row


SOLVEIG_ALONE = [
    _turn("Solveig", "I live in Brackwater."),
    _turn(None, "Brackwater sounds lovely.", role="assistant"),
    _turn("Solveig", "I work at Tallowmere Press."),
]
GROUP = [
    _turn("Solveig", "I live in Brackwater."),
    _turn("Solveig", "I work at Tallowmere Press."),
    _turn("Dorran", "I moved to Atlantis."),
    _turn("Dorran", "I work at Kestrel Foundry."),
]


def _write(tmp_path, rows) -> str:
    path = tmp_path / "chat.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(path)


def _memory(tmp_path, db_path, rows, setting: str | None = None):
    from memcli import Memory

    memory = Memory(db_path, create=True)
    memory.ingest(_write(tmp_path, rows))
    if setting:
        memory.set_setting("user.name", setting)
    return memory


def _people(db) -> list[tuple[str, bool, tuple[str, ...]]]:
    return [(p["name"], p["is_user"], tuple(a["name"] for a in p["aliases"])) for p in people(db)]


@pytest.mark.parametrize(
    ("rows", "setting", "name", "aliases", "listed"),
    [
        # one named speaker: that speaker is the user (unchanged)
        (SOLVEIG_ALONE, None, "Solveig", ("Solveig",), [("Solveig", True, ("Solveig",))]),
        # two named speakers in one chat: no single user; each is their own person
        (GROUP, None, None, (), [("Solveig", False, ("Solveig",)), ("Dorran", False, ("Dorran",))]),
        # ... unless the user's name is set: that speaker is the user, the other is someone else
        (
            GROUP,
            "Solveig",
            "Solveig",
            ("Solveig",),
            [("Solveig", True, ("Solveig",)), ("Dorran", False, ("Dorran",))],
        ),
        # the setting's given name picks its speaker ("Solveig" for "Solveig Hartmann")
        (
            GROUP,
            "Solveig Hartmann",
            "Solveig Hartmann",
            ("Solveig Hartmann", "Solveig"),
            [("Solveig Hartmann", True, ("Solveig Hartmann", "Solveig")), ("Dorran", False, ("Dorran",))],
        ),
        # the same person under a given name and a full name is one speaker, not two
        (
            [_turn("Solveig", "I live in Brackwater."), _turn("Solveig Hartmann", "Still in Brackwater.")],
            None,
            "Solveig Hartmann",  # the latest of two names claimed as often
            ("Solveig Hartmann", "Solveig"),
            [("Solveig Hartmann", True, ("Solveig Hartmann", "Solveig"))],
        ),
        # another person's self-introduction or the assistant greeting them names nobody's user
        (
            [
                *GROUP,
                _turn("Dorran", "I'm Dorran, by the way."),
                _turn(None, "Hi Dorran! Welcome.", role="assistant"),
                _turn(None, "Thanks, Dorran.", role="assistant"),
                _turn(None, "Draft:\n\nHi team,\n\nsee you at 9\n\nCheers,\nDorran", role="assistant"),
                _turn(None, "Draft:\n\nHi all,\n\nrunning late\n\nCheers,\nDorran", role="assistant"),
            ],
            "Solveig",
            "Solveig",
            ("Solveig",),
            [("Solveig", True, ("Solveig",)), ("Dorran", False, ("Dorran",))],
        ),
        # the set user's own self-introduction in the group still counts
        (
            [*GROUP, _turn("Solveig", "call me Sol, everyone does.")],
            "Solveig",
            "Solveig",
            ("Solveig", "Sol"),
            [("Solveig", True, ("Solveig", "Sol")), ("Dorran", False, ("Dorran",))],
        ),
        # a one-speaker chat elsewhere still names the user; in the group that name is the user
        (
            [*[{**r, "session": "solo"} for r in SOLVEIG_ALONE], *GROUP],
            None,
            "Solveig",
            ("Solveig",),
            [("Solveig", True, ("Solveig",)), ("Dorran", False, ("Dorran",))],
        ),
    ],
)
def test_who_the_user_is_among_speakers(tmp_path, db_path, rows, setting, name, aliases, listed):
    with _memory(tmp_path, db_path, rows, setting) as memory:
        identity = load_identity(memory.db)
        assert (identity.name, identity.aliases) == (name, aliases)
        assert resolve_identity(stored_claims(memory.db), setting) == identity
        assert _people(memory.db) == listed


def _answer(memory, question: str) -> str | None:
    return memory.ask(question, model="offline")[0].answer


@pytest.mark.parametrize(
    ("rows", "setting", "answers"),
    [
        # Dorran's "I moved to Atlantis" is about Dorran: the set user still lives in Brackwater
        (
            GROUP,
            "Solveig",
            [
                ("Where do I live?", "Brackwater"),
                ("Where do I work?", "Tallowmere"),
                ("Where does Dorran live?", "Atlantis"),
            ],
        ),
        # without a set name each speaker keeps their own facts
        (
            GROUP,
            None,
            [
                ("Where does Solveig live?", "Brackwater"),
                ("Where does Dorran live?", "Atlantis"),
                ("Where does Dorran work?", "Kestrel"),
            ],
        ),
        # one speaker: read as before
        (
            SOLVEIG_ALONE,
            None,
            [("Where do I live?", "Brackwater"), ("Where does Solveig live?", "Brackwater")],
        ),
    ],
    ids=["another-speakers-move-is-not-the-users", "each-speaker-their-own", "one-speaker-as-before"],
)
def test_whose_facts_answer(tmp_path, db_path, rows, setting, answers):
    with _memory(tmp_path, db_path, rows, setting=setting) as memory:
        memory.curate()
        for question, expected in answers:
            assert expected in (_answer(memory, question) or ""), question


def test_people_command_lists_the_others_apart(tmp_path, cli):
    cli("ingest", _write(tmp_path, GROUP))
    result = cli("people", "--json")
    assert result.exit_code == 0, result.output
    assert [(p["name"], p["is_user"]) for p in json.loads(result.stdout)] == [
        ("Solveig", False),
        ("Dorran", False),
    ]
    listing = cli("people")
    assert "user.name" in listing.stderr  # no user known yet: the hint
    assert [line.split("\t")[0] for line in listing.stdout.splitlines()[1:]] == ["Solveig", "Dorran"]
    cli("config", "user.name", "Solveig")
    assert "user.name" not in cli("people").stderr


CLAIMS = [
    *GROUP,
    _turn("Dorran", "Solveig works at Gallowmere Bank now."),
    _turn("Dorran", "Solveig moved to Atlantis too."),
    _turn("Dorran", "Solveig is a pilot now."),
]


def _facts(memory, subject: str) -> dict[tuple[str, str], tuple[str, str | None]]:
    rows = memory.db.conn.execute(
        "SELECT relation, value, status, author FROM entries WHERE subject = ? AND relation != 'said'",
        (subject,),
    ).fetchall()
    return {(relation, value): (status, author) for relation, value, status, author in rows}


@pytest.mark.parametrize("how", ["curate", "remember"])
def test_anothers_claim_about_the_user_does_not_replace_her_own_word(tmp_path, db_path, how):
    """Audit row 27b: Dorran's "Solveig works at Gallowmere Bank now" is kept as hearsay, and
    superseded by what Solveig said herself; where she said nothing (her job) it stands. The
    same when the chat is curated in one batch with a fact written by hand (`remember`)."""
    from memcli.remember import write_turn

    with _memory(tmp_path, db_path, CLAIMS, setting="Solveig") as memory:
        if how == "remember":  # a turn written by hand, curated in the chat's batch
            write_turn(memory.db, "I like rooibos tea.", author="person", speaker="Solveig")
        memory.curate()
        facts = _facts(memory, "Solveig")
        assert facts[("employer", "Tallowmere Press")] == ("active", None)
        assert facts[("employer", "Gallowmere Bank")] == ("superseded", "hearsay")
        assert facts[("residence", "Brackwater")] == ("active", None)
        assert facts[("residence", "Atlantis")] == ("superseded", "hearsay")
        assert facts[("job title", "pilot")] == ("active", "hearsay")
        assert "Tallowmere" in (_answer(memory, "Where do I work?") or "")
        assert "Brackwater" in (_answer(memory, "Where do I live?") or "")
        assert _facts(memory, "Dorran")[("residence", "Atlantis")] == ("active", None)  # his own


def test_with_no_user_known_claims_about_others_are_ordinary_statements(tmp_path, db_path):
    with _memory(tmp_path, db_path, CLAIMS) as memory:
        memory.curate()
        facts = _facts(memory, "Solveig")
        assert facts[("employer", "Gallowmere Bank")] == ("active", None)
        assert facts[("employer", "Tallowmere Press")][0] == "superseded"
