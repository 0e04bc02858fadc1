"""Issue 9 item 4, second half: an identical restatement of an active fact adds a source turn to
the existing entry, not a new entry; a value said again after a change is a new entry."""

from __future__ import annotations

import json
import sqlite3

import pytest

from memcli.types import Item
from memcli.view import fold_restatements


def said(
    value: str, turn: int, *, slot=("Tomasz", "lives in", ""), status="active", author=None, kind="semantic"
):
    subject, relation, scope = slot
    return Item(
        statement=f"{subject} {relation} {value}.",
        subject=subject,
        relation=relation,
        value=value,
        source_turn_ids=(turn,),
        scope=scope,
        status=status,
        memory_type=kind,
        order=turn,
        author=author,
    )


SLOT = "tomasz|lives in|"
STORED_GDANSK = {SLOT: [(7, "gdansk", "semantic", None)]}

CASES = [
    pytest.param([said("Gdansk", 10)], STORED_GDANSK, [], [(7, 10)], id="restates the stored active value"),
    pytest.param([said(" gdansk ", 10)], STORED_GDANSK, [], [(7, 10)], id="values compare normalized"),
    pytest.param([said("Poznan", 10)], STORED_GDANSK, [(10,)], [], id="a new value is a new entry"),
    pytest.param([said("Gdansk", 10)], {}, [(10,)], [], id="nothing stored: a new entry"),
    pytest.param(
        [said("Gdansk", 10), said("Gdansk", 12)],
        {},
        [(10, 12)],
        [],
        id="twice in one batch: one entry, two sources",
    ),
    pytest.param(
        [said("Gdansk", 10), said("Poznan", 11), said("Gdansk", 12)],
        {},
        [(10,), (11,), (12,)],
        [],
        id="A, B, A: A is current again, three entries",
    ),
    pytest.param(
        [said("Poznan", 11), said("Gdansk", 12)],
        STORED_GDANSK,
        [(11,), (12,)],
        [],
        id="stored A, then B, then A: the second A is new",
    ),
    pytest.param(
        [said("Gdansk", 10, status="older")],
        STORED_GDANSK,
        [(10,)],
        [],
        id="an item marked older stays an entry",
    ),
    pytest.param(
        [said("Gdansk", 10, status="older"), said("Gdansk", 11, status="older"), said("Poznan", 12)],
        {},
        [(10, 11), (12,)],
        [],
        id="older only because a later item replaced it: folds like an active one",
    ),
    pytest.param(
        [said("Gdansk", 10, status="older"), said("Gdansk", 11)],
        {},
        [(10, 11)],
        [],
        id="folded into a new item, the later verdict wins",
    ),
    pytest.param(
        [said("Gdansk", 10, author="person")],
        STORED_GDANSK,
        [(10,)],
        [],
        id="a person restating an agent's fact",
    ),
    pytest.param(
        [said("Gdansk", 10, kind="episodic")],
        STORED_GDANSK,
        [(10,)],
        [],
        id="another memory type is another fact",
    ),
    pytest.param(
        [said("Gdansk", 10, slot=("Tomasz", "works in", ""))],
        STORED_GDANSK,
        [(10,)],
        [],
        id="another slot is another fact",
    ),
]


@pytest.mark.parametrize(("items", "active", "kept_sources", "added"), CASES)
def test_fold_restatements(items, active, kept_sources, added):
    kept, sources = fold_restatements(items, active)
    assert [i.source_turn_ids for i in kept] == kept_sources
    if len(items) == 2 and kept_sources == [(10, 11)]:
        assert kept[0].status == "active"
    assert sources == added


def test_the_same_fact_said_again_through_the_cli(cli, db_path, tmp_path):
    def ingest(name: str, lines: list[str], day: int) -> None:
        path = tmp_path / name
        path.write_text(
            "".join(
                json.dumps(
                    {"speaker": "Tomasz", "role": "user", "content": t, "timestamp": f"2025-03-{day + n:02d}"}
                )
                + "\n"
                for n, t in enumerate(lines)
            )
        )
        assert cli("ingest", str(path)).exit_code == 0, path
        assert cli("curate").exit_code == 0

    ingest("a.jsonl", ["I live in Gdansk.", "I live in Gdansk."], 1)
    ingest("b.jsonl", ["I live in Gdansk."], 10)
    conn = sqlite3.connect(db_path)
    rows = conn.execute("SELECT id, value, status FROM entries WHERE relation = 'residence'").fetchall()
    assert len(rows) == 1 and rows[0][2] == "active", rows
    turns = conn.execute(
        "SELECT turn_id FROM entry_sources WHERE entry_id = ? ORDER BY turn_id", (rows[0][0],)
    )
    assert [t for (t,) in turns] == [1, 2, 3]

    ingest("c.jsonl", ["I moved to Poznan.", "I live in Gdansk again."], 20)
    rows = conn.execute(
        "SELECT value, status FROM entries WHERE relation = 'residence' ORDER BY id"
    ).fetchall()
    assert [v.lower() for v, _ in rows][-1] == "gdansk" and rows[-1][1] == "active"
    assert len(rows) >= 3  # the change and the return are entries of their own
    conn.close()
