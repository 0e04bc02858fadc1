"""The questions log behind `memcli log`: each `ask` with the answer given, the intent it used
and what it cost. Written after the answer, in its own short transaction, so logging never
changes an answer; read newest first."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from memcli.db import optional_transaction
from memcli.sqldb import Database

COLUMNS = ("id", "asked", "question", "answer", "answered by", "intent", "rescue", "cited", "tokens", "ms")


def record(db: Database, result, context, *, duration_ms: int) -> int:
    """Store one answered (or abstained) question; the new row's id. The log is an optional
    write (memcli.writes): while another memcli holds the lock past the short optional wait,
    this raises BusyError and the caller answers without logging."""
    intent = context.intent or {}
    with optional_transaction(db) as conn:
        cursor = conn.execute(
            "INSERT INTO questions_log (asked_at, question, answer, answerer, intent, rescue, cited_ids,"
            " tokens_used, budget, duration_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                datetime.now(UTC).isoformat(timespec="seconds"),
                result.question,
                result.answer,
                result.answerer,
                intent.get("intent", "historical" if context.historical else "current"),
                intent.get("rescue", "on" if context.rescue else "off"),
                json.dumps(list(result.cited_ids)),
                context.used,
                context.budget,
                duration_ms,
            ),
        )
        return cursor.lastrowid


def read(db: Database, *, limit: int | None = 20, search: str | None = None) -> list[dict]:
    """Logged questions, newest first; search: text in the question or the answer."""
    sql = (
        "SELECT id, asked_at, question, answer, answerer, intent, rescue, cited_ids, tokens_used, budget,"
        " duration_ms FROM questions_log"
    )
    params: list = []
    if search:
        sql += " WHERE question LIKE ? OR answer LIKE ?"
        params += [f"%{search}%"] * 2
    sql += " ORDER BY id DESC"
    if limit:
        sql += " LIMIT ?"
        params.append(limit)
    rows = []
    for r in db.execute(sql, params):
        rows.append(
            {
                "id": r[0],
                "asked": r[1],
                "question": r[2],
                "answer": r[3],
                "answered by": r[4],
                "intent": r[5],
                "rescue": r[6],
                "cited": json.loads(r[7]),
                "tokens": r[8],
                "budget": r[9],
                "ms": r[10],
            }
        )
    return rows
