"""End to end, offline: an invented chat history (a person who moves city twice, changes job, gets
a new manager, states an allergy and an instruction) ingested, curated with the parse curator and
asked through the CLI, answered without a model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

HISTORY = Path(__file__).resolve().parent / "fixtures" / "chats" / "ayesha-moves.jsonl"
EXIT_NOT_IN_MEMORY = 3


@pytest.fixture
def ayesha(cli):
    assert cli("ingest", str(HISTORY)).exit_code == 0
    result = cli("curate", "--json")
    assert result.exit_code == 0, result.output
    return cli


def ask(cli, question: str) -> tuple[int, dict]:
    result = cli("ask", question, "--json")
    return result.exit_code, json.loads(result.stdout)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Where does Ayesha live?", "Dundee"),  # current
        ("Where did Ayesha live before Glasgow?", "Cardiff"),  # historical: the value before the one named
        ("How has where Ayesha lives changed over time?", "Cardiff → Glasgow → Dundee"),  # evolution
        ("Where does Ayesha work?", "Kelvin Robotics"),  # the new job, not Tidewater Books
        ("Who is Ayesha's manager?", "Ruairi"),
        ("What is Ayesha allergic to?", "sesame"),
        ("How should you write answers for Ayesha?", "Please keep your answers short."),  # instruction
    ],
)
def test_ask_answers_offline(ayesha, question, answer):
    code, found = ask(ayesha, question)
    assert code == 0, found
    assert (found["answer"], found["answerer"], found["abstained"]) == (answer, "offline", False)


def test_ask_unanswerable_exits_3(ayesha):
    code, found = ask(ayesha, "What is Ayesha's favourite opera?")
    assert code == EXIT_NOT_IN_MEMORY
    assert found["abstained"] is True and found["answer"] is None


def test_slots_superseded_show_the_city_chain(ayesha):
    result = ayesha("slots", "--superseded", "--json")
    assert result.exit_code == 0, result.output
    rows = [r for r in json.loads(result.stdout) if r["relation"] == "residence"]
    # Every earlier value links to the current one (rd-forget Eq. 4); in time order they make the chain.
    chain = [r["value"] for r in sorted(rows, key=lambda r: r["order"])] + [rows[0]["replaced_by"]["value"]]
    assert chain == ["Cardiff", "Glasgow", "Dundee"]
    assert {r["replaced_by"]["value"] for r in rows} == {"Dundee"}
    human = ayesha("slots", "--superseded").output
    assert all(city in human for city in ("Cardiff", "Glasgow", "Dundee"))
    employer = [r for r in json.loads(result.stdout) if r["relation"] == "employer"]
    assert [(r["value"], r["replaced_by"]["value"]) for r in employer] == [
        ("Tidewater Books", "Kelvin Robotics")
    ]


def test_slot_timeline_shows_the_chain_without_a_trailing_bar(ayesha):
    result = ayesha("slot", "ayesha|residence")  # the scope-less slot, typed as people type it
    assert result.exit_code == 0, result.output
    places = [p for p in ("Cardiff", "Glasgow", "Dundee") if p in result.output]
    assert places == ["Cardiff", "Glasgow", "Dundee"]
    assert [result.output.index(p) for p in places] == sorted(result.output.index(p) for p in places)


def test_current_state_pack_names_no_replaced_home(ayesha):
    result = ayesha("pack", "Where does Ayesha live now?", "--format", "json")
    assert result.exit_code == 0, result.output
    texts = " ".join(item["text"] for item in json.loads(result.stdout)["items"])
    assert "Dundee" in texts
    assert "Cardiff" not in texts and "Glasgow" not in texts


def test_a_turn_naming_the_old_home_in_passing_is_left_out_of_a_current_pack(cli, tmp_path):
    lines = [
        "I'm Noor, I live in Leeds.",
        "big news, I moved to York last week!",
        "I still miss the Saturday market in Leeds though",
    ]
    history = tmp_path / "noor.jsonl"
    history.write_text(
        "\n".join(
            json.dumps(
                {"session": "s", "timestamp": f"2024-0{n + 1}-01T10:00:00Z", "role": "user", "content": t}
            )
            for n, t in enumerate(lines)
        )
    )
    assert cli("ingest", str(history)).exit_code == 0
    result = cli("pack", "Where does Noor live now?", "--format", "json")
    texts = " ".join(item["text"] for item in json.loads(result.stdout)["items"])
    assert "York" in texts and "Leeds" not in texts
    past = cli("pack", "Where did Noor live before York?", "--format", "json")
    assert "Leeds" in " ".join(item["text"] for item in json.loads(past.stdout)["items"])
