"""The database handle memcli passes around: a sqlite3 connection with sqlite-utils' `execute`
rules, without importing sqlite-utils.

Why (issue 10): memcli runs plain SQL through `Database.execute/executemany/executescript` and
`.conn`; nothing else of sqlite-utils is used at run time, but importing it (with click,
dateutil and pluggy) cost ~0.1 s of CPU in every `pack`, `ask` and `stats` process. Anything
else asked of this handle (`db["turns"]`, `db.table_names()`, …) is passed to a sqlite-utils
Database over the same connection, imported then, so library callers keep that API.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

# Statements that open or close a transaction themselves (sqlite-utils' list).
TRANSACTION_CONTROL = {"BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"}


def first_keyword(sql: str) -> str:
    """The statement's first keyword, upper-case, after blanks, `;`, a BOM and comments."""
    i, n = 0, len(sql)
    while i < n:
        if sql[i].isspace() or sql[i] in (";", "\ufeff"):
            i += 1
        elif sql.startswith("--", i):
            newline = sql.find("\n", i)
            if newline == -1:
                return ""
            i = newline + 1
        elif sql.startswith("/*", i):
            end = sql.find("*/", i + 2)
            if end == -1:
                return ""
            i = end + 2
        else:
            break
    j = i
    while j < n and (sql[j].isalpha() or sql[j] == "_"):
        j += 1
    return sql[i:j].upper()


class Database:
    """What memcli needs of sqlite_utils.Database, with the same transaction behaviour: a write
    that opened an implicit transaction is committed, a failed one rolled back (connections
    opened by memcli are in autocommit mode, where neither happens)."""

    def __init__(self, conn: sqlite3.Connection, **_ignored: Any) -> None:
        self.conn = conn
        self._full = None

    def execute(self, sql: str, parameters: Sequence | dict[str, Any] | None = None) -> sqlite3.Cursor:
        was_in_transaction = self.conn.in_transaction
        try:
            cursor = self.conn.execute(sql) if parameters is None else self.conn.execute(sql, parameters)
        except Exception:
            if not was_in_transaction and self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        if (
            not was_in_transaction
            and self.conn.in_transaction
            and cursor.description is None
            and first_keyword(sql) not in TRANSACTION_CONTROL
        ):
            self.conn.execute("COMMIT")
        return cursor

    def executemany(self, sql: str, rows: Iterable) -> sqlite3.Cursor:
        return self.conn.executemany(sql, rows)

    def executescript(self, sql: str) -> sqlite3.Cursor:
        if self.conn.in_transaction:  # sqlite3's executescript would COMMIT first
            cursor = self.conn.cursor()
            for statement in split_statements(sql):
                cursor.execute(statement)
            return cursor
        return self.conn.executescript(sql)

    def close(self) -> None:
        self.conn.close()

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.full(), name)

    def __getitem__(self, table: str):
        return self.full()[table]

    def full(self):
        """A sqlite_utils.Database over this connection, for the rest of its API."""
        if self._full is None:
            from sqlite_utils import Database as FullDatabase

            self._full = FullDatabase(self.conn, execute_plugins=False)
        return self._full


def split_statements(sql: str) -> list[str]:
    """Complete SQL statements of a script, in order (triggers' inner ';' do not split)."""
    statements, buffer = [], ""
    for piece in sql.split(";"):
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    return [s for s in statements if s.strip(" ;\n\t")]
