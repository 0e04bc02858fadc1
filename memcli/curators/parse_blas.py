"""How spaCy's networks multiply matrices: through numpy's BLAS, on one thread per process.

spaCy's models do most of their work in matrix products (the token encoders, the parser's and
the entity recognizer's precomputed layers). thinc sends them to `blis` unless told otherwise;
numpy's own BLAS (OpenBLAS in numpy's wheels) picks its kernels for the CPU it runs on, where
blis's wheel may not have the best one. Measured on this project's 2-CPU AMD EPYC (AVX-512)
machine (2026-12-02, generated chat, not tuned on): one 2000×288 by 288×288 product is three
times slower through blis (30 against 94 GFLOP per CPU second), and the whole pipeline over
4,000 chat sentences took 7.5 s of CPU with blis against 4.6 s with numpy's BLAS on one thread,
every tag, head, dependency and entity the same. Models take their ops when they are built, so
`numpy_ops()` is held around loading the pipeline only; nothing else in the process changes.

One thread: the products are small (a batch of sentences' tokens), and OpenBLAS's extra
threads wait for work by spinning, so on two CPUs with a parse worker beside the curator they
cost more CPU than they save (the same 4,000 sentences: 8.9 s of CPU with OpenBLAS's default
threads). `one_blas_thread()` holds the limit around parsing only (threadpoolctl, which sets it
through each BLAS library's own call and puts it back after).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache


@contextmanager
def numpy_ops() -> Iterator[None]:
    """thinc's numpy ops without blis for the models built inside (spaCy's `load`)."""
    from thinc.api import use_ops

    with use_ops("numpy", use_blis=False):
        yield


@lru_cache(maxsize=1)
def _controller():
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController()  # finds the BLAS libraries loaded (numpy's, by spaCy's import)


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """Every loaded BLAS library on one thread while inside; their own settings again after."""
    with _controller().limit(limits=1, user_api="blas"):
        yield
