"""`memcli eval`: the benchmark harness end to end on tiny files built here, offline and through
litellm against the scripted server."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from memcli import models
from memcli.cli import app
from memcli.evaluation import locomo
from memcli.evaluation.mab import ChainIndex
from memcli.types import Entry

FACTS = """Here is a list of facts:
0. The chief executive officer of Acme is Tom Baker.
1. Tom Baker is a citizen of Canada.
2. The chief executive officer of Acme is Mira Stone.
3. Mira Stone is a citizen of France.
4. Mira Stone is a citizen of Japan.
5. The headquarters of Acme is located in the city of Lyon.
"""
MAB_ROW = {
    "context": FACTS,
    "questions": [
        "Who is the chief executive officer of Acme?",
        "What is the country of citizenship of the chief executive officer of Acme?",
        "In which city is the headquarters of Acme located?",
    ],
    "answers": [["Mira Stone"], ["Japan"], ["Lyon"]],
    "metadata": {"source": "tiny_mh", "qa_pair_ids": ["tiny_mh_no0", "tiny_mh_no1", "tiny_mh_no2"]},
}
MAB_FIELDS = {
    "benchmark",
    "suite",
    "config",
    "kind",
    "qid",
    "question",
    "gold",
    "answer",
    "abstained",
    "correct",
    "packed_tokens",
    "archive_rescues",
    "holds_answer",
    "holds_superseded",
    "chain_found",
    "historical",
    "latency_s",
}
LOCOMO_FIELDS = {
    "benchmark",
    "suite",
    "conversation",
    "config",
    "qid",
    "category",
    "question",
    "gold",
    "evidence",
    "session_boundary",
    "until_seq",
    "session_cut",
    "recall",
    "gold_text_in_pack",
    "evidence_found",
    "packed_tokens",
    "latency_s",
    "answer",
    "abstained",
    "f1",
    "judge",
    "correct",
}

LOCOMO_SAMPLE = {
    "sample_id": "conv-t",
    "conversation": {
        "speaker_a": "Mira",
        "speaker_b": "Tom",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Mira", "dia_id": "D1:1", "text": "I started working at Acme last week."},
            {"speaker": "Tom", "dia_id": "D1:2", "text": "Congrats! Where is Acme based?"},
            {"speaker": "Mira", "dia_id": "D1:3", "text": "Acme is based in Lyon."},
        ],
        "session_2_date_time": "2:10 pm on 20 June, 2023",
        "session_2": [
            {"speaker": "Mira", "dia_id": "D2:1", "text": "I work at Beryl now, Acme was too far."},
            {
                "speaker": "Tom",
                "dia_id": "D2:2",
                "text": "Look at my new bike!",
                "img_url": ["http://x/b.jpg"],
                "blip_caption": "a photo of a red bike",
            },
            {"speaker": "Mira", "dia_id": "D2:3", "text": "Beryl is based in Paris."},
        ],
    },
    "qa": [
        {"question": "Where does Mira work?", "answer": "Beryl", "evidence": ["D2:1"], "category": 4},
        {"question": "Where is Acme based?", "answer": "Lyon", "evidence": ["D1:3"], "category": 4},
        {"question": "Where is Beryl based?", "answer": "Paris", "evidence": ["D2:3"], "category": 4},
        {"question": "What did Tom buy?", "answer": "a bike", "evidence": ["D2:2"], "category": 4},
        {
            "question": "What is Mira's favorite color?",
            "adversarial_answer": "blue",
            "evidence": ["D1:1"],
            "category": 5,
        },
        {"question": "What does Tom like?", "answer": "bikes", "evidence": [], "category": 4},
    ],
}


@pytest.fixture(autouse=True)
def fast_retries(monkeypatch):
    monkeypatch.setattr(models, "RETRY_BASE_DELAY", 0.001)


@pytest.fixture
def run(tmp_path):
    runner = CliRunner()

    def invoke(*args: str):
        return runner.invoke(app, ["--db", str(tmp_path / "unused.db"), "eval", *args])

    return invoke


@pytest.fixture
def mab_file(tmp_path):
    path = tmp_path / "mab.json"
    path.write_text(json.dumps([MAB_ROW]), encoding="utf-8")
    return str(path)


@pytest.fixture
def locomo_file(tmp_path):
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps([LOCOMO_SAMPLE]), encoding="utf-8")
    return str(path)


# ------------------------------------------------------------------ MAB-FC, offline


def test_mab_table_with_ablations_and_baselines(run, mab_file):
    result = run("mab-fc", mab_file, "--ablation", "full,no-forget", "--baseline", "bm25,recent")
    assert result.exit_code == 0, result.output
    for word in ("tiny_mh", "full", "no-forget", "bm25", "recent", "accuracy", "superseded"):
        assert word in result.stdout


def test_mab_json_records_have_the_documented_fields(run, mab_file):
    result = run("mab-fc", mab_file, "--ablation", "all", "--baseline", "bm25", "--json")
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    records = payload["records"]
    assert len(records) == 3 * 9  # 3 questions × (8 ablations, no-semantic and no-fusion included, + bm25)
    assert all(set(r) >= MAB_FIELDS for r in records)
    full = {r["qid"]: r for r in records if r["config"] == "full"}
    assert full["tiny_mh_no0"]["correct"] and full["tiny_mh_no0"]["answer"] == "Mira Stone"
    assert full["tiny_mh_no1"]["correct"]  # two hops: the current CEO's latest citizenship
    assert not any(r["holds_superseded"] for r in full.values())  # current-state questions
    no_forget = {r["qid"]: r for r in records if r["config"] == "no-forget"}
    assert no_forget["tiny_mh_no0"]["holds_superseded"]  # Tom Baker stays in the pack
    bm25 = [r for r in records if r["config"] == "bm25"]
    assert all(r["kind"] == "baseline" and r["packed_tokens"] <= 2048 for r in bm25)
    assert bm25[0]["holds_superseded"]
    summary = {(s["suite"], s["config"]): s for s in payload["summary"]}
    assert summary[("tiny_mh", "full")]["accuracy"] == 1.0
    assert summary[("tiny_mh", "no-forget")]["holds_superseded"] > 0


def test_mab_out_dir_limit_and_source(run, mab_file, tmp_path):
    out = tmp_path / "results"
    result = run(
        "mab-fc",
        mab_file,
        "--source",
        "tiny",
        "--limit",
        "1",
        "--baseline",
        "recent",
        "--out",
        str(out),
        "--budget",
        "64",
    )
    assert result.exit_code == 0, result.output
    lines = (out / "records.jsonl").read_text().splitlines()
    assert [json.loads(x)["config"] for x in lines] == ["full", "recent"]
    assert all(json.loads(x)["packed_tokens"] <= 64 for x in lines)
    summary = json.loads((out / "summary.json").read_text())
    assert summary["budget"] == 64 and summary["limit"] == 1
    assert {"cpus", "python", "date"} <= set(summary["machine"])
    assert "records" not in summary


def test_mab_bad_input_is_a_clean_error(run, mab_file, tmp_path):
    assert run("mab-fc", mab_file, "--source", "nope").exit_code == 2
    assert run("mab-fc", mab_file, "--ablation", "no-such").exit_code == 2
    assert run("mab-fc", str(tmp_path / "missing.json")).exit_code == 2
    bad = tmp_path / "bad.json"
    bad.write_text('[{"questions": []}]')
    result = run("mab-fc", str(bad))
    assert result.exit_code == 2 and "context" in result.stderr


def test_chain_index_follows_active_entries_to_the_gold():
    def e(i, subject, relation, value, status="active", turns=None):
        return Entry(
            id=i,
            statement=f"{subject} {relation} {value}.",
            slot=f"{subject.lower()}|{relation}|",
            subject=subject,
            relation=relation,
            value=value,
            status=status,
            memory_type="semantic",
            source_turn_ids=turns or (i,),
        )

    entries = [
        e(1, "Acme", "ceo", "Tom Baker", "superseded", (10,)),
        e(2, "Acme", "ceo", "Mira Stone"),
        e(3, "Mira Stone", "citizen of", "France", "superseded", (30,)),
        e(4, "Mira Stone", "citizen of", "Japan"),
        e(5, "Acme Corp", "ceo", "Someone"),
        e(6, "Tom Baker", "citizen of", "Canada"),
    ]
    index = ChainIndex(entries)
    question = "What is the country of citizenship of the CEO of Acme?"
    assert index.named_entities(question) == ["acme"]  # whole words only: not "acme corp"
    turns, slots = index.superseded_turns(question, ["Japan"])
    assert slots == ["acme|ceo|", "mira stone|citizen of|"] and turns == {10, 30}
    assert index.superseded_turns(question, ["Atlantis"]) == (set(), [])


# ------------------------------------------------------------------ LoCoMo, offline


def test_locomo_evidence_parsing():
    assert locomo.parse_evidence(["D8:6; D9:17", "D1:3"]) == ["D8:6", "D9:17", "D1:3"]
    assert locomo.boundary(["D8:6", "D10:1"]) == 10 and locomo.boundary([]) is None


def test_locomo_amb_text_and_all(run, locomo_file):
    result = run("locomo", locomo_file, "--baseline", "bm25,recent", "--json")
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    records = payload["records"]
    full = [r for r in records if r["config"] == "full"]
    # amb-text drops category 5, the image question and the one without evidence
    assert [r["question"] for r in full] == [
        "Where does Mira work?",
        "Where is Acme based?",
        "Where is Beryl based?",
    ]
    assert all(set(r) >= LOCOMO_FIELDS for r in records)
    acme = next(r for r in full if r["question"] == "Where is Acme based?")
    assert acme["session_boundary"] == 1
    # the default answers from the whole conversation: no question is cut at its gold session
    assert payload["history"] == locomo.WHOLE
    assert all(r["until_seq"] is None and not r["session_cut"] for r in records)
    assert all(r["recall"] is not None and 0 <= r["recall"] <= 1 for r in records)
    assert all(isinstance(r["gold_text_in_pack"], bool) for r in records)
    # six short turns fit the budget: the recent baseline packs every one, gold text included
    assert all(r["gold_text_in_pack"] for r in records if r["config"] == "recent")
    assert {r["config"] for r in records} == {"full", "bm25", "recent"}
    assert payload["questions"]["conv-t"]["amb_text"] == 3
    summary = {row["config"]: row for row in payload["summary"]}
    assert summary["recent"]["gold_text_in_pack"] == 1.0
    assert all(0 <= row["gold_text_in_pack"] <= 1 for row in summary.values())

    cut = run("locomo", locomo_file, "--baseline", "recent", "--session-cut", "--json")
    assert cut.exit_code == 0, cut.output
    payload = json.loads(cut.stdout)
    assert payload["history"] == locomo.CUT
    acme = next(r for r in payload["records"] if r["question"] == "Where is Acme based?")
    assert acme["until_seq"] == 3 and acme["session_cut"]  # the conversation up to session 1

    everything = run("locomo", locomo_file, "--suite", "all", "--conversation", "0", "--json")
    assert everything.exit_code == 0, everything.output
    records = json.loads(everything.stdout)["records"]
    assert len(records) == 6
    adversarial = next(r for r in records if r["category"] == 5)
    assert adversarial["f1"] == (1.0 if adversarial["abstained"] else 0.0)
    table = run("locomo", locomo_file, "--limit", "2")
    assert table.exit_code == 0 and "amb-text:conv-t" in table.stdout
    assert "points at gold turn" in table.stdout and "gold text in pack" in table.stdout
    assert "history: whole conversation" in table.stdout
    cut_table = run("locomo", locomo_file, "--limit", "1", "--session-cut")
    assert "history: session cut" in cut_table.stdout
    assert run("locomo", locomo_file, "--conversation", "conv-x").exit_code == 2
    assert run("locomo", locomo_file, "--suite", "nope").exit_code == 2


def test_plot_is_written(run, mab_file, tmp_path):
    pytest.importorskip("matplotlib")
    target = tmp_path / "fig.png"
    result = run("mab-fc", mab_file, "--ablation", "full,no-slot", "--plot", str(target))
    assert result.exit_code == 0, result.output
    assert target.read_bytes()[:4] == b"\x89PNG"


# ------------------------------------------------------------------ model runs


def _curation(statement, slot, value, turn):
    return json.dumps(
        {
            "items": [
                {
                    "statement": statement,
                    "slot": slot,
                    "value": value,
                    "source_turn_ids": [turn],
                    "valid_at": None,
                    "memory_type": "semantic",
                    "status": "active",
                }
            ]
        }
    )


def test_locomo_model_run_end_to_end(run, locomo_file, scripted_server, monkeypatch):
    monkeypatch.setenv("MEMCLI_API_BASE", scripted_server.url)
    monkeypatch.setenv("MEMCLI_MODEL_RETRIES", "0")
    # A preflight call, then per question: curation (one chunk), selection, answer, judge.
    # Turn ids: D1:1..D1:3 = 1..3, D2:1.. = 4..
    scripted_server.script(
        [
            "OK",
            _curation("Mira works at Beryl.", "Mira|works at|", "Beryl", 4),
            "[]",
            "Beryl [1]",
            '{"correct": true}',
            _curation("Acme is based in Lyon.", "Acme|based in|", "Lyon", 3),
            "[]",
            "Lyon",
            '{"correct": true}',
            _curation("Beryl is based in Paris.", "Beryl|based in|", "Paris", 6),
            "[]",
            "not in memory",
            '{"correct": false}',
        ]
    )
    result = run("locomo", locomo_file, "--model", "openai/scripted", "--json")
    assert result.exit_code == 0, result.output
    assert "model calls" in result.stderr
    records = json.loads(result.stdout)["records"]
    assert [r["answer"] for r in records] == ["Beryl [1]", "Lyon", None]
    assert [r["judge"] for r in records] == [True, True, False]
    assert [r["correct"] for r in records] == [True, True, False]
    assert all(r["answerer"] == "openai/scripted" for r in records)
    assert len(scripted_server.requests) == 13 and scripted_server.remaining == 0
    curation = json.dumps(scripted_server.requests[1])
    assert "memory curator" in curation and "Where does Mira work?" in curation  # llm curator, with q
    judge_prompt = json.dumps(scripted_server.requests[4])
    assert "Where does Mira work?" in judge_prompt and "Beryl" in judge_prompt
    summary = json.loads(result.stdout)["summary"][0]
    assert summary["metric"] == "judge accuracy" and summary["judge_accuracy"] == pytest.approx(2 / 3)


def test_model_run_refused_without_yes(run, tmp_path, scripted_server, monkeypatch):
    monkeypatch.setenv("MEMCLI_API_BASE", scripted_server.url)
    row = dict(MAB_ROW, questions=MAB_ROW["questions"] * 30, answers=MAB_ROW["answers"] * 30)
    path = tmp_path / "big.json"
    path.write_text(json.dumps([row]))
    result = run("mab-fc", str(path), "--model", "openai/scripted")
    assert result.exit_code == 2
    assert "model calls" in result.stderr and "--yes" in result.stderr
    assert scripted_server.requests == []  # nothing was sent


def test_model_run_stops_when_the_model_cannot_be_used(run, mab_file, scripted_server, monkeypatch):
    monkeypatch.setenv("MEMCLI_API_BASE", scripted_server.url)
    scripted_server.script([401])
    result = run("mab-fc", mab_file, "--model", "openai/scripted", "--limit", "1")
    assert result.exit_code == 2
    assert "cannot be used" in result.stderr and "authentication" in result.stderr
    assert len(scripted_server.requests) == 1


def test_plot_without_matplotlib_is_a_clear_error(run, mab_file, tmp_path, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib → ImportError
    result = run("mab-fc", mab_file, "--limit", "1", "--plot", str(tmp_path / "fig.png"))
    assert result.exit_code == 2
    assert "matplotlib" in result.stderr and "pip install" in result.stderr
    assert result.stdout == ""  # refused before running anything
