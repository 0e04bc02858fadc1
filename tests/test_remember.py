"""Facts by hand (issue 11 item 1): `remember`, `correct`, `add`, the trust rule between a
person's and a model's writes, past markers that never make a current value, and `deprecate`
meaning "stop using this". Fixtures are invented (Jonas, Quillon, Tessaro, Petra, Graz)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memcli.errors import MemcliError
from memcli.remember import (
    Fact,
    author_of,
    canonical_relation,
    fact_ext_id,
    fact_of_turn,
    item_author,
    resolve_subject,
)
from memcli.supersede import current_by_slot, resolve_statuses
from memcli.types import Item, Turn

REPO = Path(__file__).resolve().parent.parent
JONAS = Path(__file__).resolve().parent / "fixtures" / "jonas.jsonl"


def item(value, order, author=None, status="active"):
    return Item(
        statement=f"Jonas residence {value}.",
        subject="Jonas",
        relation="residence",
        value=value,
        source_turn_ids=(order,),
        status=status,
        order=order,
        author=author,
    )


# (value, order, author) of a slot's items → the value that is current
TRUST_CASES = [
    pytest.param([("Graz", 1, None), ("Linz", 2, "model")], "Linz", id="model write after a chat fact wins"),
    pytest.param([("Graz", 1, "person"), ("Linz", 2, "model")], "Graz", id="model never displaces a person"),
    pytest.param(
        [("Linz", 1, "model"), ("Graz", 2, "person")], "Graz", id="a person's later word replaces a model's"
    ),
    pytest.param([("Graz", 1, "person"), ("Linz", 2, None)], "Linz", id="the person's later chat turn wins"),
    pytest.param(
        [("Graz", 1, "person"), ("Linz", 2, "model"), ("Wels", 3, "model")],
        "Graz",
        id="however many model writes follow",
    ),
    pytest.param([("Graz", 1, "model"), ("Linz", 2, "model")], "Linz", id="model after model: latest wins"),
    pytest.param(
        [("Graz", 1, None), ("Salzburg", 2, "person"), ("Linz", 3, None)],
        "Linz",
        id="hand-written facts follow the latest-wins rule among people",
    ),
]


@pytest.mark.parametrize(("rows", "current"), TRUST_CASES)
def test_trust_rule(rows, current):
    items = [item(v, o, a) for v, o, a in rows]
    assert current_by_slot(items)[items[0].slot].value == current
    resolve_statuses(items)
    assert [i.value for i in items if i.status == "active"] == [current]


def test_person_fact_marked_older_does_not_protect_the_slot():
    items = [item("Graz", 1, "person", status="older"), item("Linz", 2, "model")]
    assert current_by_slot(items)[items[0].slot].value == "Linz"


@pytest.mark.parametrize(
    ("fmt", "author"),
    [("remember", "person"), ("mcp", "model"), ("jsonl", None), ("llm-logs", None), (None, None)],
)
def test_author_of_source_format(fmt, author):
    assert author_of(fmt) == author


@pytest.mark.parametrize(
    ("sources", "author"),
    [
        ([None], None),
        (["person"], "person"),
        (["model"], "model"),
        (["person", None], "person"),
        (["person", "model"], "model"),
        ([None, "model"], "model"),
    ],
)
def test_item_is_as_trusted_as_its_least_trusted_source(sources, author):
    assert item_author(sources) == author


@pytest.mark.parametrize(
    ("given", "name"),
    [
        ("employer", "employer"),
        ("Girlfriend", "partner"),
        ("work at", "employer"),
        ("live in", "residence"),
        ("city", "residence"),
        ("favourite tea", "favourite tea"),
    ],
)
def test_relations_land_in_the_slots_curators_fill(given, name):
    assert canonical_relation(given) == name


@pytest.mark.parametrize(
    ("subject", "user", "expected"),
    [
        ("I", "Jonas", "Jonas"),
        ("me", "Jonas", "Jonas"),
        ("I", None, "user"),
        ("  Mira  Klee ", None, "Mira Klee"),
        ("Mira", "Jonas", "Mira"),
    ],
)
def test_subject(subject, user, expected):
    assert resolve_subject(subject, user) == expected


def test_empty_subject_is_an_error():
    with pytest.raises(MemcliError):
        resolve_subject("  ", "Jonas")


def test_fact_turn_round_trip_and_foreign_ext_ids():
    fact = Fact("Jonas", "employer", "Beryl & Söhne", "")
    turn = Turn(id=1, seq=1, session="s", text="x", ext_id=fact_ext_id(fact))
    assert fact_of_turn(turn) == fact
    assert fact_of_turn(Turn(id=2, seq=2, session="s", text="x", ext_id="D1:3")) is None
    assert fact_of_turn(Turn(id=3, seq=3, session="s", text="x", ext_id="memcli-fact:{oops")) is None


# --- through the library ------------------------------------------------------------------------
@pytest.fixture
def jonas(db_path):
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(JONAS))
        yield memory


def answer(memory, question, **options):
    return memory.ask(question, memory.options(**options))[0].answer


@pytest.mark.parametrize(
    "sentence",
    [
        "My ex-girlfriend is Hannah.",
        "my ex-girlfriend is Hannah",
        "Hannah is my ex.",
        "My former girlfriend Hannah called yesterday.",
        "Hannah is no longer my girlfriend.",
        "I am no longer with Hannah.",
        "I no longer date Hannah.",
        "Hannah used to be my girlfriend.",
    ],
)
def test_past_markers_never_make_a_current_value(jonas, sentence):
    report = jonas.remember(sentence)
    assert all(
        not (e["value"] == "Hannah" and e["status"] == "active" and e["relation"] == "partner")
        for e in report["stored"]
    )
    assert answer(jonas, "who is Jonas's girlfriend") == "Petra"


def test_remember_is_a_user_turn_of_its_own(jonas):
    report = jonas.remember("I moved to Linz.")
    assert report["author"] == "person"
    row = jonas.db.execute(
        "SELECT t.role, t.speaker, t.session, s.format FROM turns t JOIN sources s ON s.id = t.source_id"
        " WHERE t.id = ?",
        (report["turn"],),
    ).fetchone()
    assert row[0] == "user" and row[1] == "Jonas" and row[3] == "remember"
    assert row[2] == report["session"] and row[2] not in ("jonas",)
    stored = {(e["relation"], e["value"], e["status"]) for e in report["stored"]}
    assert ("residence", "Linz", "active") in stored
    assert [(e["value"], e["status"]) for e in report["superseded"]] == [("Graz", "superseded")]
    assert answer(jonas, "where does Jonas live") == "Linz"
    # the same sentence said again later is a new statement, not a duplicate
    jonas.remember("I moved to Graz.")
    jonas.remember("I moved to Linz.")
    assert answer(jonas, "where does Jonas live") == "Linz"


def test_correct_supersedes_with_person_provenance(jonas):
    employer = next(e for e in jonas.entries(pattern="jonas|employer|") if e.status == "active")
    report = jonas.correct(employer.id, "Wendel")
    new = report["stored"][0]
    assert (new["slot"], new["value"], new["status"], new["author"]) == (
        employer.slot,
        "Wendel",
        "active",
        "person",
    )
    assert [e["id"] for e in report["superseded"]] == [employer.id]
    assert answer(jonas, "where does Jonas work") == "Wendel"
    assert ("Tessaro", "Wendel") in [(a.value, b.value) for a, b in jonas.replacements()]
    sources = jonas.why(new["id"])["sources"]
    assert sources[0].text == "Jonas's employer is Wendel."


def test_correct_refuses_what_was_said_and_unknown_ids(jonas):
    said = next(e for e in jonas.entries() if e.relation == "said")
    with pytest.raises(MemcliError, match="remember"):
        jonas.correct(said.id, "x")
    with pytest.raises(MemcliError, match="no entry 999"):
        jonas.correct(999, "x")
    past = jonas.entries(pattern="jonas|employer|", statuses=("superseded",))[0]
    with pytest.raises(MemcliError, match="past value"):
        jonas.correct(past.id, "Quillion")
    current = next(e for e in jonas.entries(pattern="jonas|employer|") if e.status == "active")
    with pytest.raises(MemcliError, match="empty"):
        jonas.correct(current.id, "   ")


def test_i_before_memory_knows_a_name_is_the_curators_user(db_path):
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.remember("I moved to Linz.")
        report = memory.add("I", "city", "Wels")
        assert [e["value"] for e in report["superseded"]] == ["Linz"]


def test_add_fills_the_slot_the_curator_uses(jonas):
    report = jonas.add("I", "girlfriend", "Ilse")
    assert report["stored"][0]["slot"] == "jonas|partner|"
    assert [e["value"] for e in report["superseded"]] == ["Petra"]
    assert answer(jonas, "who is Jonas's girlfriend") == "Ilse"
    jonas.add("Ilse", "hobby", "climbing")
    jonas.add("Ilse", "hobby", "chess")  # a many-valued relation: both kept
    assert {e.value for e in jonas.entries(pattern="ilse|hobby*")} == {"climbing", "chess"}


def test_model_write_never_replaces_a_person_fact_silently(jonas):
    jonas.add("Jonas", "residence", "Salzburg")
    report = jonas.remember("I live in Wels.", author="model")
    held = [e for e in report["held_back"] if e["relation"] == "residence"]
    assert held and held[0]["value"] == "Wels" and held[0]["author"] == "model"
    assert report["superseded"] == []
    assert answer(jonas, "where does Jonas live") == "Salzburg"
    # visible in `slots --superseded`: the model's value beside the person's
    assert ("Wels", "Salzburg") in [(a.value, b.value) for a, b in jonas.replacements()]
    # against a fact from the chat a model write is an ordinary later statement, shown replaced
    report = jonas.remember("Jonas works at Wendel now.", author="model")
    assert "Tessaro" in [e["value"] for e in report["superseded"]]
    assert ("Tessaro", "Wendel") in [(a.value, b.value) for a, b in jonas.replacements()]


def test_hand_facts_reach_other_views(jonas):
    jonas.add("Jonas", "employer", "Wendel")
    from memcli.context import UseOptions

    assert jonas.ask("where does Jonas work", UseOptions(curator="rules"))[0].answer != "Tessaro"


def _current_employer(memory):
    return next(e for e in memory.entries(pattern="jonas|employer|") if e.status == "active")


def test_deprecate_stops_using_and_nothing_falls_back(jonas):
    employer = _current_employer(jonas)
    jonas.deprecate(employer.id)
    for rescue in (True, False):
        found, context = jonas.ask("where does Jonas work", jonas.options(rescue=rescue))
        assert found.answer not in ("Tessaro", "Quillon"), (rescue, found)
        texts = " ".join(c.text for c in context.items)
        assert "Quillon" not in texts
    # the previous value only when the question is historical (and rescue may use it)
    assert answer(jonas, "where did Jonas work before", rescue=True) == "Quillon"
    assert jonas.restore(employer.id).status == "active"
    assert answer(jonas, "where does Jonas work") == "Tessaro"


# --- the Jonas session through the real command line --------------------------------------------
def run(db, *args, stdin=None):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-m", "memcli", "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=env,
        input=stdin,
        timeout=300,
    )


def ask_json(db, question, *args):
    done = run(db, "ask", question, "--json", *args)
    assert done.returncode in (0, 3), done.stderr
    return json.loads(done.stdout)


def test_jonas_session_cli(db_path):
    assert run(db_path, "ingest", str(JONAS)).returncode == 0
    # the ex never becomes the current partner
    done = run(db_path, "remember", "My ex-girlfriend is Hannah", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["superseded"] == []
    assert ask_json(db_path, "who is Jonas's girlfriend")["answer"] == "Petra"
    # remember changes the current answer and keeps the old value in `slots --superseded`
    done = run(db_path, "remember", "I moved to Linz")
    assert done.returncode == 0 and "Graz" in done.stdout and "Linz" in done.stdout, done.stdout
    assert ask_json(db_path, "where does Jonas live")["answer"] == "Linz"
    # correct the employer by id
    slots = json.loads(run(db_path, "slots", "jonas|employer", "--json").stdout)
    employer = next(e for e in slots if e["status"] == "active")
    done = run(db_path, "correct", str(employer["id"]), "Wendel", "--json")
    report = json.loads(done.stdout)
    assert report["stored"][0]["author"] == "person"
    assert ask_json(db_path, "where does Jonas work")["answer"] == "Wendel"
    superseded = json.loads(run(db_path, "slots", "--superseded", "--json").stdout)
    pairs = {(e["value"], e["replaced_by"]["value"]) for e in superseded}
    assert {("Graz", "Linz"), ("Tessaro", "Wendel")} <= pairs
    # deprecate the current employer: ask says it does not know; historical gets the previous one
    assert run(db_path, "deprecate", str(report["stored"][0]["id"])).returncode == 0
    payload = ask_json(db_path, "where does Jonas work")
    assert payload["answer"] in (None, "") or payload["abstained"], payload["answer"]
    before = ask_json(db_path, "where did Jonas work before")["answer"]
    assert "Tessaro" in before and "Wendel" not in before  # earlier values, never the deprecated one
    # mistakes are one-line errors with exit code 2
    done = run(db_path, "correct", "999", "x")
    assert done.returncode == 2 and "no entry 999" in done.stderr and "Traceback" not in done.stderr
    done = run(db_path, "add", "Jonas", "employer", "  ")
    assert done.returncode == 2 and "empty" in done.stderr


# --- the commands in-process: standard input, human lines, --json on every change ---------------
def test_remember_reads_stdin_and_reports(cli):
    assert cli("ingest", str(JONAS)).exit_code == 0
    done = cli("remember", "-", "--json", input="I moved to Linz.\n")
    assert done.exit_code == 0, done.output
    report = json.loads(done.stdout)
    assert report["author"] == "person" and report["superseded"][0]["value"] == "Graz"
    done = cli("add", "Jonas", "employer", "Wendel")
    assert done.exit_code == 0
    assert "+ entry" in done.stdout and "Wendel (active)" in done.stdout
    assert "- entry" in done.stdout and "Tessaro (now superseded" in done.stdout
    done = cli("remember", "Nice weather today.")
    assert "kept as something said" in done.stdout
    done = cli("remember", "   ")
    assert done.exit_code == 2 and "empty" in done.stderr
