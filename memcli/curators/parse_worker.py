"""Parsing in a second process: spaCy reads the next batch's sentences while this one is curated.

Curating a long chat history spends about 40% of its CPU in spaCy's pipeline (token encoder,
tagger, parser, entity recognizer) and the rest in memcli's own reading of the parses and in
storing entries. The two need not wait for each other: a worker forked from the curating process
after the pipeline is loaded (copy-on-write, so the model is not loaded twice) parses batch k+1
while this process reads and stores batch k. A parse depends only on its sentence, so the result
is the same as parsing here.

Parses come back frozen (`memcli.curators.parse_tree`): tuples of the words, annotations and
tree the curator reads, without spaCy's objects or token vectors, so little is pickled here and
nothing of spaCy is rebuilt there. Requests and results travel through queues, whose feeder
threads write in the background, so neither side blocks the other on a full pipe.

Used only where `fork` is how the platform starts processes (Linux) and there is more than one
CPU; a worker that fails or dies is reported once and the parsing continues in this process.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, NamedTuple

RESULT_POLL_SECONDS = 0.5  # how often a wait checks that the other process still lives


_in_worker = False  # set in the worker process: it parses in itself, never forks spaCy's own


def in_worker() -> bool:
    return _in_worker


class WorkerFailed(Exception):
    """The worker could not parse a batch (it died, or spaCy raised inside it)."""


def available() -> bool:
    """Can a worker help here: fork on Linux (a forked child shares the loaded pipeline) and a
    second CPU for it to run on?"""
    import multiprocessing

    return (
        sys.platform.startswith("linux")
        and "fork" in multiprocessing.get_all_start_methods()
        and (os.cpu_count() or 1) >= 2
    )


class ParseWorker:
    """One forked process that runs `read` on each request submitted to it, in order: `read`
    returns anything picklable, which result() gives back here, or None for a request that needs
    no answer (nothing is sent back)."""

    def __init__(self, read: Callable[[Any], Any]) -> None:
        import multiprocessing

        context = multiprocessing.get_context("fork")
        self._requests = context.Queue()
        self._results = context.Queue()
        self._process = context.Process(
            target=_serve,
            args=(self._requests, self._results, read, os.getpid()),
            name="memcli-parse",
            daemon=True,
        )
        self._process.start()
        self.waited_s = 0.0  # how long result() calls waited for the worker (the caller resets it)

    def submit(self, request: Any) -> None:
        self._requests.put(request)

    def result(self) -> Any:
        """What `read` gave for the oldest request not yet taken; WorkerFailed if the worker
        reported an error or is gone."""
        import queue

        started = time.perf_counter()
        while True:
            try:
                reply = self._results.get(timeout=RESULT_POLL_SECONDS)
                self.waited_s += time.perf_counter() - started
                break
            except queue.Empty:
                if not self._process.is_alive():
                    code = self._process.exitcode
                    raise WorkerFailed(f"the parsing process ended (exit code {code})") from None
        if isinstance(reply, WorkerError):
            raise WorkerFailed(reply.message)
        return reply

    def close(self) -> None:
        """Stop the worker (at once: whatever it is parsing is no longer wanted)."""
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(timeout=5)
        for channel in (self._requests, self._results):
            channel.cancel_join_thread()  # a dead reader must not keep this process from exiting
            channel.close()


def _serve(requests, results, read: Callable[[Any], Any], parent: int) -> None:
    # Ctrl-C reaches the whole process group; stopping this worker is the curating process's job
    # (it rolls back its batch and terminates the worker), so the key must not kill it mid-write.
    import queue

    global _in_worker
    _in_worker = True
    # The tokenizer of the embedding model would spread each call over every core, which the
    # curating process already keeps busy: one thread here costs less CPU in all.
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    results.cancel_join_thread()
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True).start()
    while True:
        try:
            request = requests.get(timeout=RESULT_POLL_SECONDS)
        except queue.Empty:
            # The fork holds the requests' write end too, so a killed parent sends no end of
            # file: a parent that is gone leaves this process a child of another.
            if os.getppid() != parent:
                return
            continue
        except (EOFError, OSError):
            return  # the curating process closed the queue
        reply = _answered(read, request)
        if reply is not None:
            results.put(reply)


def _exit_when_orphaned(parent: int, interval: float = RESULT_POLL_SECONDS, exit=os._exit) -> None:
    """Leave as soon as the curating process is gone, whatever the main thread is doing: a parent
    killed halfway through writing a request leaves the worker's read of it waiting for bytes
    that never come (the fork holds the pipe's write end, so there is no end of file either)."""
    while os.getppid() == parent:
        time.sleep(interval)
    exit(0)


class WorkerError(NamedTuple):
    """What the worker sends back instead of a result when `read` raised."""

    message: str


def _answered(read: Callable[[Any], Any], request: Any) -> Any:
    try:
        return read(request)
    except Exception as exc:  # reported to the parent, which parses in-process instead
        return WorkerError(f"parsing failed in the worker: {type(exc).__name__}: {exc}")
