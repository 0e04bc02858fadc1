"""The memory file: opening it safely, refusing foreign or newer files, and transactions.

One SQLite file holds everything. It is created 0600 in a 0700 folder (SQLite gives the -wal and
-shm files the database's own mode), runs in WAL mode with a long busy timeout and foreign keys
on, and every write is one explicit BEGIN IMMEDIATE transaction so a failed or killed command
leaves the file as it was.

Why setup and migrations are one transaction: a kill between "tables created" and
"application_id set" used to leave a file memcli then refused forever. Here the schema, the
migration records, application_id and user_version commit together, so a kill leaves either an
empty file (set up on the next run) or a complete memory. Python's executescript() commits any
open transaction first, so migrations run through a Database whose executescript() runs the
script statement by statement instead.

Why read commands open read-only (mode=ro): they must never write a schema into an empty or
foreign file, and a 0400 memory should still be readable.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import quote

from memcli.errors import BusyError, MemcliError, UnwritableError
from memcli.migrations import MIGRATIONS, SCHEMA_VERSION
from memcli.sqldb import Database, split_statements

APPLICATION_ID = 0x4D454D43  # "MEMC": marks a file as a memcli memory
BUSY_TIMEOUT_S = 30.0  # long enough for 8 parallel ingests of ordinary chat files
BUSY_TIMEOUT_ENV = "MEMCLI_BUSY_TIMEOUT"
# A write the command can do without (a question's evidence cache, the questions log) waits only
# this long: a question asked during a long ingest is answered without it, not failed busy.
OPTIONAL_WRITE_TIMEOUT_S = 2.0
OPTIONAL_WRITE_TIMEOUT_ENV = "MEMCLI_OPTIONAL_WRITE_TIMEOUT"


def busy_timeout_seconds() -> float:
    """$MEMCLI_BUSY_TIMEOUT (seconds) or 30 s: how long a write waits for another writer."""
    return _seconds_from_env(BUSY_TIMEOUT_ENV, BUSY_TIMEOUT_S)


def optional_write_seconds() -> float:
    """$MEMCLI_OPTIONAL_WRITE_TIMEOUT (seconds) or 2 s, never more than the busy timeout: how
    long a write the command can do without waits for another writer."""
    return min(
        _seconds_from_env(OPTIONAL_WRITE_TIMEOUT_ENV, OPTIONAL_WRITE_TIMEOUT_S), busy_timeout_seconds()
    )


def _seconds_from_env(name: str, default: float) -> float:
    return number_from_env(
        name, default, parse=float, low=0, high=86400, expected="a number of seconds (0-86400)"
    )


def number_from_env(name: str, default, *, parse, low, high, expected: str):
    """$name read with parse (int, float), or default when unset or blank; a value that does not
    parse or lies outside [low, high] is an error naming the variable and what it expects."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = parse(raw)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise MemcliError(f"{name}: expected {expected}, got {raw!r}")
    return value


def open_database(
    path: Path, *, create: bool, readonly: bool = False, writes_optional: bool = False
) -> Database:
    """Open (and with create=True, make) the memory at path, migrated to the current schema.

    Commands that only read pass create=False: a mistyped --db is an error, not a new memory, and
    an empty file is "no memory yet", never written to. readonly=True opens with mode=ro.
    writes_optional=True (a question, a listing: every write they make is optional,
    memcli.writes): when the file cannot be opened for writing (a read-only file, folder or
    mount, or a disk too full for the -shm index), open it read-only instead; the optional writes
    are then skipped with a warning each.
    """
    path = resolve_path(path)
    if path.is_dir():
        raise MemcliError(f"{path}: is a directory, not a memory file (check --db / MEMCLI_DB)")
    if not path.exists():
        if not create:
            raise MemcliError(
                f"{path}: no memory here yet (ingest something first, or check --db / MEMCLI_DB)"
            )
        _create_private_file(path)
    elif not create and path.stat().st_size == 0:
        raise MemcliError(f"{path}: the file is empty, no memory here yet (ingest something first)")
    else:
        warn_if_shared(path)
    try:
        if readonly:
            return _open_readonly(path)
        try:
            return Database(_open_readwrite(path), execute_plugins=False)
        except sqlite3.OperationalError as exc:
            if not (writes_optional and _unwritable_reason(exc)):
                raise
        return _open_readonly(path)
    except sqlite3.Error as exc:
        raise user_error(exc, path) from None


def resolve_path(path: Path) -> Path:
    """The real file behind path: a (possibly dangling) symlink's target, so the file we create
    or chmod is the one SQLite will open."""
    try:
        return Path(path).expanduser().resolve()
    except (OSError, RuntimeError) as exc:  # a symlink loop
        raise MemcliError(f"{path}: cannot resolve the path ({exc})") from None


def warn_if_shared(path: Path) -> None:
    """An existing memory readable by other users holds their private chats: say so once."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return
    if mode & 0o077:
        print(
            f"Warning: {path} is readable by other users (mode {mode:04o}); run `chmod 600 {path}`",
            file=sys.stderr,
        )


def _open_readonly(path: Path) -> Database:
    conn = connect_readonly(path)
    if MIGRATIONS.pending(Database(conn, execute_plugins=False)):
        conn.close()  # an older schema: migrate once read-write, then read as asked
        _open_readwrite(path).close()
        conn = _connect(path, readonly=True)
    return Database(conn, execute_plugins=False)


def connect_readonly(path: Path) -> sqlite3.Connection:
    """A mode=ro connection; on a read-only file system or in a folder this user cannot write,
    an immutable one. SQLite reads a WAL-mode file through its -shm index, which it must be able
    to create beside the file: a memory on a read-only mount (a snapshot, a backup disk) or in a
    folder of someone else's could not even be read. Immutable (no locks, no -shm) is right only
    when nobody can be writing it and no -wal holds commits the file lacks: so only then."""
    try:
        return _connect(path, readonly=True)
    except sqlite3.OperationalError:
        if not _unwritable_folder(path) or _wal_has_frames(path):
            raise
    return _connect(path, readonly=True, immutable=True)


def _unwritable_folder(path: Path) -> bool:
    folder = path.parent
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        return False
    return not os.access(folder, os.W_OK)


def _wal_has_frames(path: Path) -> bool:
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except FileNotFoundError:
        return False
    except OSError:
        return True


def _open_readwrite(path: Path) -> sqlite3.Connection:
    conn = _connect(path, readonly=False)
    try:
        _setup(conn, path)
    except BaseException:
        conn.close()
        raise
    return conn


def _create_private_file(path: Path) -> None:
    try:
        _make_private_dirs(path.parent)
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        try:
            os.fchmod(fd, 0o600)  # whatever the umask
        finally:
            os.close(fd)
    except FileExistsError:
        pass
    except OSError as exc:
        raise MemcliError(f"{path}: cannot create the memory file ({exc.strerror})") from None


def _make_private_dirs(folder: Path) -> None:
    """Create missing folders 0700 (chats are private); tighten memcli's own data folder."""
    from memcli.paths import user_dir

    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for created in reversed(missing):
        created.mkdir(mode=0o700, exist_ok=True)
        os.chmod(created, 0o700)
    try:
        own = user_dir()
    except MemcliError:  # a blank MEMCLI_DIR matters only where the default memory is used
        return
    if own.is_dir() and stat.S_IMODE(own.stat().st_mode) & 0o077:
        os.chmod(own, 0o700)


def _connect(path: Path, *, readonly: bool, immutable: bool = False) -> sqlite3.Connection:
    # isolation_level=None: we issue BEGIN IMMEDIATE / COMMIT ourselves.
    if readonly:
        target, uri = f"file:{quote(str(path))}?mode=ro" + ("&immutable=1" if immutable else ""), True
    else:
        target, uri = str(path), False
    conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False, uri=uri)
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_seconds() * 1000)}")
        conn.execute("PRAGMA foreign_keys = ON")
        _check_identity(conn, path)  # before anything that could write to a file that is not ours
        if not readonly:
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    except sqlite3.DatabaseError as exc:
        conn.close()
        if getattr(exc, "sqlite_errorname", "") == "SQLITE_NOTADB":
            raise MemcliError(f"{path}: not a memcli memory file (not an SQLite database)") from None
        raise
    except BaseException:
        conn.close()
        raise
    return conn


def _check_identity(conn: sqlite3.Connection, path: Path) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if app_id == APPLICATION_ID:
        if version > SCHEMA_VERSION:
            raise MemcliError(
                f"{path}: made by a newer memcli (schema {version}, this one knows {SCHEMA_VERSION});"
                " upgrade memcli"
            )
        return
    tables = conn.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0]
    if app_id == 0 and (not tables or _half_set_up(conn)):
        return
    raise MemcliError(
        f"{path}: not a memcli memory file (it belongs to another program); refusing to touch it"
    )


def _half_set_up(conn: sqlite3.Connection) -> bool:
    """A file an older memcli was killed while setting up: its migrations table names memcli,
    but application_id was never set. Finishing the setup is safe; refusing it forever was not."""
    try:
        row = conn.execute(
            "SELECT count(*) FROM _sqlite_migrations WHERE migration_set = ?", (MIGRATIONS.name,)
        ).fetchone()
    except sqlite3.OperationalError:
        return False
    return bool(row and row[0])


def _statementwise_database(conn: sqlite3.Connection):
    """A sqlite_utils Database (the migrations' API) whose executescript() keeps the caller's
    transaction open (see module doc). sqlite-utils is imported here only: a memory whose
    schema is current never needs it."""
    from sqlite_utils import Database as FullDatabase

    class StatementwiseDatabase(FullDatabase):
        def executescript(self, sql: str):  # type: ignore[override]
            for statement in split_statements(sql):
                self.conn.execute(statement)

    return StatementwiseDatabase(conn, execute_plugins=False)


def _setup(conn: sqlite3.Connection, path: Path) -> None:
    """First-run setup or migration to SCHEMA_VERSION, all in one transaction.

    An existing memory is copied with VACUUM INTO beside the file first (VACUUM cannot run in a
    transaction, so the copy is taken before the lock; if another process migrated meanwhile the
    copy is removed)."""
    if not MIGRATIONS.pending(Database(conn)):
        return
    db = _statementwise_database(conn)
    fresh = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0
    backup = None if fresh else backup_before_migration(conn, path)
    conn.execute("BEGIN IMMEDIATE")
    try:
        if MIGRATIONS.pending(db):  # again, under the lock: another process may have done it
            if backup is not None:  # said only now: a copy another process made redundant is not news
                print(
                    f"memcli: upgrading {path} to schema {SCHEMA_VERSION}; a copy is in {backup}",
                    file=sys.stderr,
                )
            MIGRATIONS.apply(db)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            backup = None
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    if backup is not None:
        backup.unlink(missing_ok=True)


def backup_before_migration(conn: sqlite3.Connection, path: Path) -> Path:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.v{version}-{stamp}-{os.getpid()}.bak")
    fd = os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)  # private before any byte
    os.close(fd)
    try:
        conn.execute("VACUUM INTO ?", (str(target),))
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    return target


@contextmanager
def _immediate(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    else:
        conn.execute("COMMIT")


@contextmanager
def transaction(db: Database) -> Iterator[sqlite3.Connection]:
    """One write: BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any error (nothing half-written).

    Do slow preparation (parsing, tokenizing, embedding) before entering: the lock blocks every
    other writer for as long as this block runs."""
    if db.conn.in_transaction:
        raise RuntimeError("nested write transaction")
    try:
        with _immediate(db.conn) as conn:
            yield conn
    except sqlite3.OperationalError as exc:
        if _is_busy(exc):
            raise busy_error(None) from None
        raise


@contextmanager
def optional_transaction(db: Database) -> Iterator[sqlite3.Connection]:
    """transaction() for a write the command can do without: it waits optional_write_seconds()
    for the lock instead of the busy timeout. Raises BusyError past it, and UnwritableError on a
    full disk or a read-only file, folder or mount (nothing written either way); the caller
    carries on without the write (and says so)."""
    conn = db.conn
    conn.execute(f"PRAGMA busy_timeout = {int(optional_write_seconds() * 1000)}")
    try:
        with transaction(db) as locked:
            yield locked
    except sqlite3.Error as exc:
        reason = _unwritable_reason(exc)
        if reason is None:
            raise
        raise UnwritableError(str(exc), reason=reason) from None
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_seconds() * 1000)}")


def _unwritable_reason(exc: sqlite3.Error) -> str | None:
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name == "SQLITE_FULL" or "disk is full" in str(exc):
        return "the disk is full"
    if name.startswith("SQLITE_IOERR"):  # e.g. _SHMSIZE: no room for the -shm index (or ulimit -f)
        return "the disk could not be written (full or over a size limit)"
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN")) or "readonly" in str(exc):
        return "the memory file is read-only"
    return None


def _is_busy(exc: sqlite3.Error) -> bool:
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in str(exc)


def busy_error(path: Path | None) -> BusyError:
    where = f"{path}: " if path else ""
    return BusyError(
        f"{where}database busy, try again (another memcli held it for more than"
        f" {busy_timeout_seconds():g} s; set {BUSY_TIMEOUT_ENV} to wait longer)"
    )


def user_error(exc: BaseException, path: Path | str | None) -> MemcliError | None:
    """One sentence naming the file for SQLite and file-system failures, or None if exc is not
    one of them (a real bug, which should keep its traceback)."""
    if isinstance(exc, MemcliError):
        return exc
    where = Path(path) if path else None
    if isinstance(exc, sqlite3.Error):
        return _sqlite_user_error(exc, where)
    if isinstance(exc, OSError) and exc.errno is not None:
        return _os_user_error(exc, where)
    return None


def _sqlite_user_error(exc: sqlite3.Error, path: Path | None) -> MemcliError:
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    label = str(path) if path else "the memory file"
    if _is_busy(exc):
        return busy_error(path)
    if name == "SQLITE_FULL" or "disk is full" in text:
        return MemcliError(f"{label}: the disk is full; nothing was written (free some space and retry)")
    if name.startswith("SQLITE_READONLY") or "readonly" in text:
        return MemcliError(f"{label}: cannot write the memory file: {_why_readonly(path)}")
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH")):
        if path is not None and _unwritable_folder(path):  # -wal/-shm cannot be made beside it
            return MemcliError(f"{label}: cannot write the memory file: {_why_readonly(path)}")
        return MemcliError(f"{label}: cannot open the memory file (permission denied or missing folder)")
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text:
        return MemcliError(f"{label}: the memory file is damaged ({text}); run `memcli doctor`")
    if name.startswith("SQLITE_IOERR"):
        return MemcliError(
            f"{label}: could not write to the disk (full, over a size limit, or failing: {name});"
            " nothing was written"
        )
    return MemcliError(f"{label}: database error ({text})")


def _why_readonly(path: Path | None) -> str:
    if path is None:
        return "it is read-only"
    try:
        if os.statvfs(path.parent).f_flag & os.ST_RDONLY:
            return "it is on a read-only file system"
    except OSError:
        pass
    if path.exists() and not os.access(path, os.W_OK):
        return "permission denied (the file is read-only; check its mode and owner)"
    if not os.access(path.parent, os.W_OK):
        return "permission denied on its folder (SQLite needs to create -wal/-shm files beside it)"
    return "it is read-only"


def _os_user_error(exc: OSError, path: Path | None) -> MemcliError:
    import errno

    label = exc.filename or (str(path) if path else "the memory file")
    if exc.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT):
        return MemcliError(f"{label}: the disk is full; nothing was written (free some space and retry)")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return MemcliError(f"{label}: permission denied")
    if exc.errno == errno.EROFS:
        return MemcliError(f"{label}: the file system is read-only")
    return MemcliError(f"{label}: {exc.strerror or exc}")
