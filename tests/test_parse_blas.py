"""spaCy's matrix products go through numpy's BLAS on one thread (memcli.curators.parse_blas)."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from thinc.api import get_current_ops
from threadpoolctl import threadpool_info

from memcli.curators import parse, parse_blas


def blas_threads() -> list[int]:
    return [lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"]


@pytest.mark.parametrize("component", ["tok2vec", "tagger", "parser", "ner"])
def test_the_token_encoders_multiply_through_numpy_not_blis(component):
    model = parse.load_pipeline().get_pipe(component).model
    encoders = [node for node in model.walk() if node.name != "linear"]  # see below
    assert encoders and all(getattr(node.ops, "use_blis", True) is False for node in encoders)
    # The parser's and recognizer's last layer ("linear") is run by their own compiled loop,
    # which takes its sgemm from thinc whatever the ops say; it is built after loading.


def test_loading_leaves_the_process_ops_as_they_were():
    before = get_current_ops()
    parse.load_pipeline.cache_clear()
    try:
        parse.load_pipeline()
    finally:
        parse.load_pipeline.cache_clear()
    after = get_current_ops()
    assert type(after) is type(before)
    assert getattr(after, "use_blis", None) == getattr(before, "use_blis", None)


def test_one_blas_thread_inside_and_the_library_setting_after():
    outside = blas_threads()
    if not outside:
        pytest.skip("no BLAS library loaded that threadpoolctl can see")
    with parse_blas.one_blas_thread():
        assert set(blas_threads()) == {1}
    assert blas_threads() == outside


def test_parsing_runs_inside_the_one_thread_limit(monkeypatch):
    seen: list[list[int]] = []
    pipe = type(parse.load_pipeline()).pipe

    def recording(self, *args, **kwargs):
        seen.append(blas_threads())
        return pipe(self, *args, **kwargs)

    entered = []

    @contextmanager
    def limit():
        entered.append(True)
        with parse_blas._controller().limit(limits=1, user_api="blas"):
            yield

    monkeypatch.setattr(type(parse.load_pipeline()), "pipe", recording)
    monkeypatch.setattr(parse_blas, "one_blas_thread", limit)
    parse._parse_new(parse.load_pipeline(), ["my sister moved to Leeds in May"])
    assert entered == [True]
    assert seen and all(set(threads) <= {1} for threads in seen)
