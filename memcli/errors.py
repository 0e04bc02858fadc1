"""The one exception type users see. The CLI turns it into a message and an exit code."""

from __future__ import annotations

# sysexits.h EX_TEMPFAIL: "try again later". Scripts (xargs, cron) can retry on exactly this code.
EXIT_BUSY = 75


class MemcliError(Exception):
    """A user-facing error: bad input, a missing file, a refused database.

    `exit_code` follows the CLI contract: 2 for bad input or usage, 75 for a memory file that
    stayed busy past the busy timeout; 3 for "not in memory" is not an error and never raised
    with this type.
    """

    exit_code = 2

    def __init__(self, message: str, *, exit_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if exit_code is not None:
            self.exit_code = exit_code


class BusyError(MemcliError):
    """Another process held the write lock for longer than the busy timeout: retryable."""

    exit_code = EXIT_BUSY


class UnwritableError(MemcliError):
    """A write the command can do without (memcli.writes) found the memory unwritable: the disk
    is full, or the file, its folder or its file system is read-only. `reason` says which, for
    the warning the command prints instead."""

    def __init__(self, message: str, *, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class InputError(MemcliError):
    """Bad input in a file being ingested; names the file and, where known, the line or path."""

    def __init__(self, path: str, message: str, *, line: int | None = None, where: str | None = None):
        location = path
        if line is not None:
            location += f":{line}"
        if where:
            location += f" ({where})"
        super().__init__(f"{location}: {message}")
        self.path = path
        self.line = line
        self.where = where


class ModelError(MemcliError):
    """A configured model could not be used (after retries)."""
