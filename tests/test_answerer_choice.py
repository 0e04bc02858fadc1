"""Which offline answerer reads a memory: the chat answerer when people spoke in it, the chain
answerer for fact lists and notes, even when a line of the list stated no fact (that line is kept
as an episode, and must not turn the list into a conversation)."""

from __future__ import annotations

import json
import sqlite3

import pytest

FACTS = """1. The author of Glass Harbour is Idris Vane.
2. Idris Vane is married to Sola Achebe.
3. Sola Achebe is a citizen of Ghana.
4. Rainy mornings suit long walks along the quay.
"""


def test_a_fact_list_with_a_line_that_states_no_fact_is_read_by_the_chain_answerer(cli, db_path, tmp_path):
    path = tmp_path / "facts.txt"
    path.write_text(FACTS)
    assert cli("ingest", str(path), "--format", "facts").exit_code == 0
    assert cli("curate").exit_code == 0
    with sqlite3.connect(db_path) as conn:
        said = conn.execute("SELECT count(*) FROM entries WHERE relation = 'said'").fetchone()[0]
    assert said == 1, "the fact-less line is kept as an episode"
    result = cli("ask", "Which country is the spouse of the author of Glass Harbour a citizen of?")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().splitlines()[0] == "Ghana"  # the chain's value, not a sentence


@pytest.mark.parametrize(
    ("turn", "conversation"),
    [
        ({"role": "user", "content": "i moved to porto last spring"}, True),
        ({"speaker": "Dara", "content": "i moved to porto last spring"}, True),
        ({"content": "Rainy mornings suit long walks along the quay."}, False),
    ],
)
def test_a_view_holds_a_conversation_when_someone_spoke(tmp_path, turn, conversation):
    from memcli import Memory
    from memcli.view import holds_conversation

    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps({"session": "s1", **turn}) + "\n")
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(path))
        memory.curate()
        view_id = memory.db.execute("SELECT id FROM views ORDER BY id LIMIT 1").fetchone()[0]
        assert holds_conversation(memory.db, view_id) is conversation
