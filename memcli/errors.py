"""The one exception type users see. The CLI turns it into a message and an exit code."""

from __future__ import annotations


class MemcliError(Exception):
    """A user-facing error: bad input, a missing file, a refused database.

    `exit_code` follows the CLI contract: 2 for bad input or usage, 3 for "not in memory"
    is not an error and never raised with this type.
    """

    exit_code = 2

    def __init__(self, message: str, *, exit_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if exit_code is not None:
            self.exit_code = exit_code


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
