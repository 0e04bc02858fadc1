"""The `memcli` entry point: `memcli --help` from a stored page, everything else through the CLI.

Why (issue 10): importing typer and building every command's parameters to print the same page
cost ~0.15 s of CPU above `python -c pass`. The page is stored in memcli/help_page.py, written
by typer itself (tests/test_cli_start.py renders it again and fails, with the command to
refresh it, when a command or option changes). It is used only where typer would print the
same bytes: exactly `--help` or `-h`, on a terminal at least as wide as the page's lines were
wrapped for (or no terminal: a pipe wraps at 80, as typer does).
"""

from __future__ import annotations

import os
import sys

PAGE_WIDTH = 80  # click wraps at min(terminal width, 80)


def program_name() -> str:
    """What click's usage line calls this program (typer._click.utils._detect_program_name)."""
    path = sys.argv[0]
    main = sys.modules.get("__main__")
    package = getattr(main, "__package__", None)
    if package in {None, ""}:
        return os.path.basename(path)
    name = os.path.splitext(os.path.basename(path))[0]
    module = package if name == "__main__" else f"{package}.{name}"
    return f"python -m {module.lstrip('.')}"


def terminal_columns() -> int:
    """The width click would wrap help at: $COLUMNS, else the terminal's, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns
    except (AttributeError, ValueError, OSError):
        return PAGE_WIDTH


def stored_help(args: list[str]) -> str | None:
    """The top-level help page for these arguments, or None when typer must render it."""
    if args not in (["--help"], ["-h"]) or terminal_columns() < PAGE_WIDTH:
        return None
    from memcli.help_page import PAGE

    return PAGE.replace("{prog}", program_name(), 1)


def main() -> None:
    page = stored_help(sys.argv[1:])
    if page is not None:
        sys.stdout.write(page)
        return
    from memcli.cli import main as cli_main

    cli_main()


def render_page() -> str:
    """The page as typer prints it now, with {prog} for the program name."""
    import contextlib
    import io

    from memcli.cli import app

    saved = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(PAGE_WIDTH)
    shown = io.StringIO()
    try:
        with contextlib.redirect_stdout(shown), contextlib.suppress(SystemExit):
            app(["--help"], prog_name="{prog}")
    finally:
        if saved is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = saved
    return shown.getvalue()


def write_page() -> None:
    """Refresh memcli/help_page.py: python -c 'from memcli.launch import write_page; write_page()'"""
    import json
    from pathlib import Path

    text = (
        '"""`memcli --help` as typer renders it at 80 columns, {prog} for the program name.\n'
        'Written by memcli.launch.write_page(); tests/test_cli_start.py checks it is current."""\n\n'
        "PAGE = (\n"
        + "".join(
            f"    {json.dumps(line, ensure_ascii=False)}\n"
            for line in render_page().splitlines(keepends=True)
        )
        + ")\n"
    )
    Path(__file__).with_name("help_page.py").write_text(text, encoding="utf-8")
