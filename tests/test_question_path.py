"""The question path at scale (issue 10): what one question costs must not grow with the memory.

- storing a question's evidence maintains edges per new entry, and ends with the edges a full
  rebuild gives (property test over random batches of facts);
- a pack whose items carry stored token counts does not load the o200k encoder, and its budget
  is exact when recounted with tiktoken (o200k + 8 an item);
- `pack`, `ask` and `stats` import no heavy module their path does not need (subprocesses).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import store_facts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli import Memory, tokens
from memcli.db import transaction
from memcli.view import ViewSpec, _rebuild_edges, ensure_view

REPO = Path(__file__).resolve().parent.parent
STORY = REPO / "sample_histories" / "story.jsonl"
HEAVY = ("numpy", "pandas", "matplotlib", "litellm", "spacy", "tiktoken", "wordllama")

# --- edges: incremental maintenance equals a full rebuild --------------------------------------

NAMES = ["Odile", "Brannock", "Kestrel Labs", "Porto", "Vima", "odile"]
RELATIONS = ["works at", "lives in", "is based in", "manager", "former works at"]

fact = st.tuples(
    st.sampled_from(NAMES),
    st.sampled_from(RELATIONS),
    st.sampled_from(NAMES),
    st.sampled_from(["active", "active", "older", "deprecated"]),
)
batch = st.tuples(st.lists(fact, min_size=1, max_size=6), st.sampled_from([None, "q1", "q2"]))


def edge_rows(conn) -> set[tuple]:
    return set(conn.execute("SELECT src, dst, kind FROM edges").fetchall())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(batches=st.lists(batch, min_size=1, max_size=6), slots=st.booleans())
def test_edges_after_incremental_stores_equal_a_rebuild(tmp_path_factory, batches, slots):
    folder = tmp_path_factory.mktemp("edges")
    chat = folder / "c.jsonl"
    chat.write_text("".join(json.dumps({"role": "user", "content": f"turn {n}"}) + "\n" for n in range(40)))
    with Memory(folder / "m.db", create=True) as memory:
        memory.ingest(str(chat))
        order = 0
        with transaction(memory.db) as conn:
            view = ensure_view(conn, ViewSpec(curator="rules", slots=slots))
        for facts, query in batches:
            order = store_facts(memory, view, facts, query, order, lambda n: 1 + n % 40)
        incremental = edge_rows(memory.db.conn)
        with transaction(memory.db) as conn:
            _rebuild_edges(conn, view.id)
        assert edge_rows(memory.db.conn) == incremental


# --- a small curated memory, used in place and by subprocesses ----------------------------------


@pytest.fixture(scope="module")
def story_db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("story") / "memory.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(STORY))
        memory.curate()
    return path


def loaded_after(db: Path, *args: str) -> dict:
    """Run `memcli ARGS` in a fresh process (this checkout's code) and report which heavy
    modules it imported."""
    code = (
        "import json, sys\n"
        "from memcli.cli import main\n"
        f"sys.argv = ['memcli', '--db', {str(db)!r}, *{list(args)!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print(json.dumps([m for m in {HEAVY!r} if m in sys.modules]), file=sys.stderr)\n"
    )
    env = os.environ | {"PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    return {"loaded": set(json.loads(done.stderr.strip().splitlines()[-1])), "stdout": done.stdout}


def test_stats_imports_nothing_heavy(story_db):
    run = loaded_after(story_db, "stats", "--json")
    assert run["loaded"] == set()
    assert json.loads(run["stdout"])["turns"] == 34


@pytest.mark.parametrize("command", ["pack", "ask"])
def test_pack_and_ask_load_no_encoder_and_only_numpy(story_db, command):
    run = loaded_after(story_db, command, "where does Mira work")
    # The documented exception: the view stores entry vectors (memcli.embed), so ranking by
    # meaning encodes the question with WordLlama's weights, which needs numpy (and the small
    # tokenizers and safetensors readers, not the wordllama package and its network stack).
    # Nothing else heavy: every packed item carries a stored token count, the offline
    # answerer needs no spaCy, no model.
    assert run["loaded"] <= {"numpy"}
    with Memory(story_db) as memory:
        assert memory.db.execute("SELECT count(*) FROM entry_vectors").fetchone()[0] > 0


def test_ask_that_ranks_statements_by_meaning_loads_nothing_heavy(story_db):
    """Two statements cover "what does Mira drink": the answerer ranks them by closeness in
    meaning, read the lean way (memcli.embed.text_cosines), so the process imports no numpy."""
    run = loaded_after(story_db, "ask", "what does Mira drink")
    assert "two cups" in run["stdout"] and "green tea" in run["stdout"], run["stdout"]
    assert run["loaded"] == set()


def test_pack_without_meaning_ranking_loads_nothing_heavy(story_db):
    from memcli.context import UseOptions

    code = (
        "import json, sys\n"
        "from memcli import Memory\n"
        "from memcli.context import UseOptions\n"
        f"with Memory({str(story_db)!r}) as m:\n"
        "    m.pack('where does Mira work', UseOptions(semantic=False))\n"
        f"print(json.dumps([n for n in {HEAVY!r} if n in sys.modules]))\n"
    )
    env = os.environ | {"PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
    assert UseOptions().semantic  # the default ranks by meaning too (the exception above)


@pytest.mark.parametrize("budget", [60, 200, 2048])
def test_budget_is_exact_when_recounted_with_tiktoken(story_db, budget):
    from memcli.context import UseOptions

    with Memory(story_db) as memory:
        result = memory.pack("where does Mira live and work now", UseOptions(budget=budget))
    assert result.items
    recounted = [tokens.count(item.text) + tokens.ENTRY_OVERHEAD for item in result.items]
    assert recounted == [item.cost for item in result.items]
    assert result.used == sum(recounted) <= budget


# --- stats from counters -------------------------------------------------------------------------


def test_stats_counters_follow_ingest_and_forget(tmp_path):
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(STORY))
        db = memory.db

        def scanned() -> tuple:
            return db.execute("SELECT count(DISTINCT session), count(*), sum(tokens) FROM turns").fetchone()

        stats = memory.stats()
        assert (stats["sessions"], stats["turns"], stats["tokens"]) == scanned()
        memory.ingest(str(STORY))  # nothing new: counters unchanged
        assert memory.stats()["turns"] == 34
        session = db.execute("SELECT session FROM turns ORDER BY seq LIMIT 1").fetchone()[0]
        ids = [r[0] for r in db.execute("SELECT id FROM turns WHERE session = ?", (session,))]
        memory.forget_turns(ids[:2])
        stats = memory.stats()
        assert (stats["sessions"], stats["turns"], stats["tokens"]) == scanned()
        memory.forget_turns(ids)
        stats = memory.stats()
        assert (stats["sessions"], stats["turns"], stats["tokens"]) == scanned()


# --- the pack path reads through indexes ---------------------------------------------------------

TEMP_ALIASES = {"t", "k", "new_edges"}  # touched_entries / keys / new_edges: the few rows a store adds


def foreign_key_check(sql: str, words: list[str]) -> bool:
    """A plan step of an INSERT on a table its statement does not name: SQLite plans a look-up of
    each child table referencing the new row (once the table has triggers, every one), run only
    while a foreign-key constraint is violated within the statement (OP_FkIfZero)."""
    return sql.lstrip().upper().startswith("INSERT") and f" {words[1]} " not in f" {sql} "


def read_all_keep_few(sql: str, step: str) -> bool:
    """Every row sorted to keep the first few: the expansion read a hub's thousands of edges to
    keep its 60 latest (issue 10). Ranked full-text matches are excepted (FTS5 orders by rank)."""
    return step.startswith("USE TEMP B-TREE FOR ORDER BY") and " LIMIT " in sql and " MATCH " not in sql


def whole_slot(sql: str, step: str) -> bool:
    """A slot's entries read through the slot alone, with no limit: the replaced values of the
    pack's best slots were all read (the user's employer: 3,800 at 300,000 turns, issue 10)."""
    slot_only = step.endswith("(view_id=? AND slot=?)")
    # a slot's max(seq) reads one index entry (SQLite's min/max optimization)
    extremes = re.findall(r"\(SELECT (?:max|min)\(\w+\) FROM \w+ (\w+) WHERE", sql)
    if step.split()[1] in extremes:
        return False
    return slot_only and sql.lstrip().upper().startswith("SELECT") and " LIMIT " not in sql


def unbounded_steps(db, statements: list[str]) -> list[tuple[str, str]]:
    """(statement, plan step) pairs that read a whole table, or a whole view through its view_id
    alone, with FTS5 matches, subqueries and the temporary tables of one store excepted."""
    found = []
    for sql in statements:
        if not sql.lstrip().upper().startswith(("SELECT", "WITH", "INSERT", "DELETE", "UPDATE")):
            continue
        for step in (row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql)):
            words = step.split()
            if foreign_key_check(sql, words):
                continue
            scan = words[0] == "SCAN" and "VIRTUAL" not in words and "subquery" not in step
            whole_table = scan and words[1] not in TEMP_ALIASES
            whole_view = step.endswith("(view_id=?)") and not sql.rstrip().endswith("LIMIT 1")
            if whole_table or whole_view or read_all_keep_few(sql, step) or whole_slot(sql, step):
                found.append((sql[:120], step))
    return found


def test_new_and_repeated_questions_read_through_indexes(tmp_path):
    from memcli.context import UseOptions

    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(STORY))
        memory.curate(curator="rules")
        for question in ("where does Mira work now", "where does Mira work now", "who is Mira's manager"):
            statements: list[str] = []
            memory.db.conn.set_trace_callback(statements.append)
            memory.pack(question, UseOptions(curator="rules"))
            memory.db.conn.set_trace_callback(None)
            assert unbounded_steps(memory.db, statements) == []
