"""`memcli eval chats`: the scoring rule as a table, loading chat sets, and the report's shape on
an invented history (Tobias moves from Bergen to Tromsø to Ghent). No accuracy of the answerer is
asserted: it is being rebuilt; the scorer and the report are what these tests pin down."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memcli.answer import Answer
from memcli.cli import app
from memcli.errors import MemcliError
from memcli.evaluation import chats
from memcli.evaluation.chats import ChatQuestion, normalize, pack_has_superseded, pack_holds_answer, score
from memcli.memory import Memory

FIXTURES = Path(__file__).parent / "fixtures" / "chats"
CURRENT = ChatQuestion("Where does Tobias live now?", ("Ghent",), "current", ("Bergen", "Tromsø"))
HISTORICAL = ChatQuestion("Where did he live before?", ("Tromsø",), "historical", ("Ghent",))
EVOLUTION = ChatQuestion("Which cities?", ("Bergen", "Tromsø", "Ghent"), "evolution", all=True)
ANY_OF = ChatQuestion("What is his job?", ("carpenter", "joiner"), "stable")
UNANSWERABLE = ChatQuestion("What is his blood type?", (), "unanswerable")
EPISODIC = ChatQuestion("What did he see?", ("moose",), "episodic")


@pytest.mark.parametrize(
    "question, answer, correct, reason",
    [
        (CURRENT, "Ghent", True, "right"),
        (CURRENT, "he lives in GHENT now", True, "right"),
        (CURRENT, "Ghent (before that Tromsø)", False, "superseded"),
        (CURRENT, "ghent, earlier bergen", False, "superseded"),
        (CURRENT, "Bergen", False, "wrong"),
        (CURRENT, None, False, "abstained"),
        (HISTORICAL, "Tromsø, then Ghent", True, "right"),  # `not` only counts for current
        (HISTORICAL, "TROMSØ", True, "right"),  # case folded beyond ASCII
        (EVOLUTION, "Bergen, Tromsø and Ghent", True, "right"),
        (EVOLUTION, "Bergen and Ghent", False, "wrong"),  # all: every substring required
        (ANY_OF, "a joiner", True, "right"),  # any one acceptable substring
        (ANY_OF, "a pilot", False, "wrong"),
        (UNANSWERABLE, None, True, "right"),
        (UNANSWERABLE, "O negative", False, "answered"),
        (EPISODIC, None, False, "abstained"),
        (EPISODIC, "a   MOOSE\non the trail", True, "right"),
    ],
)
def test_score(question, answer, correct, reason):
    verdict = score(question, answer)
    assert (verdict.correct, verdict.reason) == (correct, reason)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("  Ghent\t now ", "ghent now"),
        ("Tobias’s “shop”", 'tobias\'s "shop"'),
        ("ＧＨＥＮＴ", "ghent"),  # NFKC: full-width letters
        ("Straße", "strasse"),  # casefold, not lower
        ("1000\u00a0grit", "1000 grit"),
        (None, ""),
    ],
)
def test_normalize(text, expected):
    assert normalize(text) == expected


@pytest.mark.parametrize(
    "question, texts, expected",
    [
        (CURRENT, ["Tobias lives in Ghent."], False),
        (CURRENT, ["Tobias lives in Ghent.", "user: I moved to Tromsø last month."], True),
        (CURRENT, [], False),
        (HISTORICAL, ["Ghent"], None),  # only current questions are checked
        (ChatQuestion("Where now?", ("Ghent",), "current"), ["Bergen"], None),  # no `not` values
    ],
)
def test_pack_has_superseded(question, texts, expected):
    assert pack_has_superseded(question, texts) == expected


BOTH = ChatQuestion("Which pets?", ("Biscuit", "Nori"), "current", all=True)


@pytest.mark.parametrize(
    "question, texts, expected",
    [
        (CURRENT, ["Tobias lived in Bergen."], False),  # the answer is Ghent
        (CURRENT, ["a", "we moved to GHENT"], True),  # any packed text, compared normalized
        (BOTH, ["Biscuit the cat"], False),  # `all`: every substring is needed
        (BOTH, ["Biscuit the cat", "and Nori"], True),  # ... across the pack's texts
        (ChatQuestion("Which pets?", ("Biscuit", "Nori"), "current"), ["Nori"], True),
    ],
)
def test_pack_holds_answer(question, texts, expected):
    assert pack_holds_answer(question, texts) == expected


@pytest.mark.parametrize(
    "raw, message",
    [
        ({"q": "x", "answer": ["y"], "kind": "gossip"}, "kind 'gossip'"),
        ({"q": "x", "answer": [], "kind": "current"}, "needs at least one"),
        ({"answer": ["y"], "kind": "current"}, '"q" string'),
        ({"q": "x", "answer": [3], "kind": "stable"}, "list of strings"),
    ],
)
def test_parse_question_errors(raw, message):
    with pytest.raises(MemcliError, match=message):
        chats.parse_question(raw, "here")


def test_parse_question_fields():
    q = chats.parse_question({"q": "x", "answer": "y", "not": ["z"], "kind": "current", "all": True}, "here")
    assert q == ChatQuestion("x", ("y",), "current", ("z",), True)
    assert chats.parse_question({"q": "x", "kind": "unanswerable"}, "here").answer == ()


def test_find_sets_from_folder_and_files(tmp_path):
    by_folder = chats.find_sets([str(FIXTURES)])
    assert [s.name for s in by_folder] == ["tobias"] and len(by_folder[0].questions) == 9
    by_file = chats.find_sets([str(FIXTURES / "tobias-questions.json"), str(FIXTURES / "tobias-chat.jsonl")])
    assert [s.name for s in by_file] == ["tobias"]
    (tmp_path / "empty").mkdir()
    lonely = tmp_path / "solo-chat.jsonl"
    lonely.write_text("{}\n", encoding="utf-8")
    with pytest.raises(MemcliError, match="needs both"):
        chats.find_sets([str(lonely)])
    with pytest.raises(MemcliError, match="no such file"):
        chats.find_sets([str(tmp_path / "missing")])
    with pytest.raises(MemcliError, match="no \\*-chat.jsonl"):
        chats.find_sets([str(tmp_path / "empty")])


def test_fixture_questions_score_their_own_answers():
    """A deliberately right answer (all acceptable substrings) is right; a superseded one wrong."""
    for q in chats.find_sets([str(FIXTURES)])[0].questions:
        if q.kind == "unanswerable":
            assert score(q, None).correct and not score(q, "something").correct
            continue
        assert score(q, " and ".join(q.answer)).correct, q.q
        assert not score(q, None).correct
        if q.kind == "current":
            assert not score(q, f"{q.answer[0]} (was {q.not_[0]})").correct


def canned(text: str | None):
    """A Memory.ask that always answers `text` (None: abstains), packing as usual."""

    def ask(self, query, options=None, *, model=None):
        return Answer(query, text, [], "canned"), self.pack(query)

    return ask


@pytest.mark.parametrize(
    "text, right_kinds",
    [
        ("Ghent", {"current"}),
        (None, {"unanswerable"}),
        ("Bergen, Tromsø, Ghent", {"historical", "evolution"}),  # current: superseded values too
    ],
)
def test_runner_scores_canned_answers(monkeypatch, text, right_kinds):
    monkeypatch.setattr(Memory, "ask", canned(text))
    result = chats.run([str(FIXTURES)])
    records = result.histories[0].records
    assert {r["kind"] for r in records if r["correct"]} == right_kinds
    assert all(r["answer"] == text and r["abstained"] == (text is None) for r in records)


RECORD_FIELDS = {
    "q",
    "kind",
    "answer",
    "abstained",
    "correct",
    "verdict",
    "pack_has_superseded",
    "pack_holds_answer",
    "seconds",
}


def test_cli_report_shape(tmp_path):
    runner = CliRunner()
    base = ["--db", str(tmp_path / "unused.db"), "eval", "chats"]
    table = runner.invoke(app, [*base, str(FIXTURES), "--verbose"])
    assert table.exit_code == 0, table.output
    text = table.stdout
    assert "tobias: 12 turns" in text
    for kind in chats.KINDS:
        assert f"  {kind} " in text
    assert "overall" in text and "superseded values in current-state packs:" in text
    assert "Where does Tobias live now?" in text  # --verbose lists every question

    as_json = runner.invoke(app, [*base, str(FIXTURES / "tobias-chat.jsonl"), "--json"])
    assert as_json.exit_code == 0, as_json.output
    doc = json.loads(as_json.stdout)
    history = doc["histories"][0]
    assert history["name"] == "tobias" and history["questions"] == 9 and history["curate_s"] >= 0
    assert set(history["by_kind"]) == set(chats.KINDS)
    assert sum(k["n"] for k in history["by_kind"].values()) == 9
    assert history["current_packs"] == 1 and 0 <= history["superseded_in_current_packs"] <= 1
    assert doc["total"]["questions"] == 9
    records = history["records"]
    assert len(records) == 9 and all(set(r) >= RECORD_FIELDS for r in records)
    questions = {q.q: q for q in chats.find_sets([str(FIXTURES)])[0].questions}
    for r in records:  # every verdict is the scorer's verdict on the recorded answer
        assert r["correct"] == score(questions[r["q"]], r["answer"]).correct
        assert (r["pack_has_superseded"] is None) == (r["kind"] != "current")
        assert (r["pack_holds_answer"] is None) == (r["kind"] == "unanswerable")
    assert "packs holding the answer:" in text


def test_cli_out_and_errors(tmp_path):
    runner = CliRunner()
    base = ["--db", str(tmp_path / "unused.db"), "eval", "chats"]
    done = runner.invoke(app, [*base, str(FIXTURES), "--out", str(tmp_path / "o")])
    assert done.exit_code == 0, done.output
    lines = (tmp_path / "o" / "records.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 9 and json.loads(lines[0])["history"] == "tobias"
    assert json.loads((tmp_path / "o" / "summary.json").read_text())["total"]["questions"] == 9
    missing = runner.invoke(app, [*base, str(tmp_path / "nope")])
    assert missing.exit_code == 2 and "no such file" in missing.output


def test_sets_of_the_same_name_in_two_folders_are_both_read(tmp_path):
    """heldout3 and heldout9 each had a `wendeline`: keyed by name, one of them went uncounted."""
    for folder in ("one", "two"):
        (tmp_path / folder).mkdir()
        for suffix in ("-chat.jsonl", "-questions.json"):
            (tmp_path / folder / f"tobias{suffix}").write_bytes((FIXTURES / f"tobias{suffix}").read_bytes())
    found = chats.find_sets([str(tmp_path / "one"), str(tmp_path / "two"), str(tmp_path / "one")])
    assert [s.chat.parent.name for s in found] == ["one", "two"]


def test_sets_of_the_same_name_are_answered_from_their_own_history(monkeypatch, tmp_path):
    """Each set gets a memory of its own: keyed by name, the second "tobias" was ingested into the
    first one's memory and answered from both histories."""
    lines = (FIXTURES / "tobias-chat.jsonl").read_text(encoding="utf-8").splitlines()
    for folder, kept in (("one", lines), ("two", lines[:4])):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "tobias-chat.jsonl").write_text("\n".join(kept) + "\n", encoding="utf-8")
        questions = (FIXTURES / "tobias-questions.json").read_bytes()
        (tmp_path / folder / "tobias-questions.json").write_bytes(questions)

    def ask(self, query, options=None, *, model=None):  # answers with the turns its memory holds
        return Answer(query, str(self.stats()["turns"]), [], "canned"), self.pack(query)

    monkeypatch.setattr(Memory, "ask", ask)
    result = chats.run([str(tmp_path / "one"), str(tmp_path / "two")])
    assert [h.records[0]["answer"] for h in result.histories] == [str(len(lines)), "4"]
