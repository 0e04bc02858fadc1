"""The lean question encoder (memcli/lean_embed.py) gives the full encoder's token ids and
float32 vectors bit for bit, so a `pack` process can skip numpy and the tokenizers library
without changing one cosine's inputs (issue 10). Texts are invented here."""

from __future__ import annotations

import pytest

from memcli import embed, lean_embed

TEXTS = [
    "where does Quillon work now",
    "who is Oriane's manager",
    "Halvard moved to Brisket Lane last spring and hates the commute",
    "  two   spaces and a trailing one ",
    "tab\tinside and a\nnew line",
    "naïve café, crème brûlée — 12 €",
    "emoji 🦉🦉 and kana カタカナ",
    "aaaa aaa aa a",
    "Zzyzx-Vrenn's bicycle (the red one) costs $1,250.",
    "I'd've thought so",
    "x",
]


@pytest.fixture(scope="module")
def lean():
    encoder = lean_embed.encoder()
    if encoder is None:
        pytest.skip("the lean encoder cannot read this wordllama install")
    return encoder


@pytest.mark.parametrize("text", TEXTS)
def test_token_ids_are_the_tokenizers_own(lean, text):
    full = embed.model().tokenizer.encode(text, add_special_tokens=False).ids
    assert lean.token_ids(text) == full


@pytest.mark.parametrize("text", [*TEXTS, "", "   "])
def test_vectors_are_the_full_encoders_bit_for_bit(lean, text):
    full = embed.encode([text])[0]
    assert lean.vector(text).tobytes() == full.astype("<f4").tobytes()


@pytest.mark.parametrize("text", ["before <s> after", "an </s> here", "<unk>"])
def test_special_tokens_are_left_to_the_full_tokenizer(lean, text):
    assert lean.token_ids(text) is None
    assert lean.vector(text) is None
    assert embed.unit_vector(text) is embed.phrase_vector(text)  # the numpy row answers


def test_stored_entry_vectors_are_the_same_bytes_either_way(lean):
    texts = TEXTS[:4]
    assert embed._lean_blobs(texts) == [embed.to_blob(v) for v in embed.encode(texts)]


@pytest.mark.parametrize("n", [1, 7, 8, 9, 127, 128, 129, 255, 256, 300])
def test_pairwise_sum_is_numpys_float32_sum(n):
    import numpy as np

    values = (np.random.default_rng(n).standard_normal(n) ** 2).astype(np.float32)
    assert lean_embed.pairwise_sum([float(v) for v in values], 0, n) == float(np.add.reduce(values))


def test_similarity_agrees_with_numpy_to_float32_precision(lean):
    a, b = "what does Quillon do for a living", "Quillon teaches chemistry at a school"
    lean_cos = embed.similarity(a, b)
    numpy_cos = float(embed.phrase_vector(a) @ embed.phrase_vector(b))
    assert abs(lean_cos - numpy_cos) < 1e-6


def test_tables_are_built_once_per_tokenizer_file(tmp_path, monkeypatch, lean):
    monkeypatch.setenv("MEMCLI_CACHE_DIR", str(tmp_path))
    lean_embed.encoder.cache_clear()
    try:
        fresh = lean_embed.encoder()
        built = sorted(p.name for p in tmp_path.iterdir())
        assert fresh is not None and len(built) == 1 and built[0].startswith("wordllama-tokens-v")
        assert fresh.token_ids(TEXTS[0]) == lean.token_ids(TEXTS[0])
    finally:
        lean_embed.encoder.cache_clear()


def test_an_unwritable_cache_folder_falls_back_to_the_full_encoder(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MEMCLI_CACHE_DIR", str(blocked / "cache"))
    lean_embed.encoder.cache_clear()
    try:
        assert lean_embed.encoder() is None
    finally:
        lean_embed.encoder.cache_clear()


@pytest.mark.parametrize(
    ("change", "supported"),
    [
        ({}, True),
        ({"pre_tokenizer": {"type": "Whitespace"}}, False),
        ({"model": {"type": "WordPiece"}}, False),
        ({"model": {"byte_fallback": False}}, False),
        ({"normalizer": {"type": "Sequence", "normalizers": []}}, False),
    ],
)
def test_only_the_layout_it_implements_is_read(change, supported):
    config = {
        "normalizer": {
            "type": "Sequence",
            "normalizers": [
                {"type": "Prepend", "prepend": "\u2581"},
                {"type": "Replace", "pattern": {"String": " "}, "content": "\u2581"},
            ],
        },
        "pre_tokenizer": None,
        "model": {"type": "BPE", "byte_fallback": True, "dropout": None, "vocab": {"a": 0}, "merges": []},
        "added_tokens": [],
    }
    for key, value in change.items():
        config[key] = {**config[key], **value} if isinstance(value, dict) and key == "model" else value
    if supported:
        assert lean_embed._tables_from_json(config)[0] == {"a": 0}
    else:
        with pytest.raises(lean_embed.Unsupported):
            lean_embed._tables_from_json(config)


@pytest.mark.parametrize("text", TEXTS[:3] + ["engaged", "marry", "x"])
def test_near_vectors_point_where_the_exact_ones_do(lean, text):
    """Word likeness (the chat answerer) uses the float64 mean: the same direction to 1e-6."""
    exact, near = lean.vector(text), lean.near_vector(text)
    assert abs(lean_embed.dot(exact, near) - 1.0) < 1e-6
    assert abs(embed.word_likeness("engaged", text) - embed.similarity("engaged", text)) < 1e-6


@pytest.mark.parametrize("lean_pays", [True, False])
def test_text_cosines_are_the_same_either_way(lean, monkeypatch, lean_pays):
    """The answerer's cosines (embed.text_cosines) read the lean way when it pays, else through
    the full encoder: the same to float32 precision, so which way ran never changes an answer."""
    spent: list[int] = []
    real = embed._lean_blobs

    def counted(texts):
        spent.append(len(texts))
        return real(texts)

    monkeypatch.setattr(embed, "_lean_pays", lambda count: lean_pays)
    monkeypatch.setattr(embed, "_lean_blobs", counted)
    query, texts = TEXTS[0], [TEXTS[2], TEXTS[1], "", TEXTS[8]]
    found = embed.text_cosines(query, texts)
    rows = embed.encode([query, *texts])
    expected = [float(row @ rows[0]) for row in rows[1:]]
    assert found == pytest.approx(expected, abs=1e-6)
    assert found[2] == 0.0  # an empty text means nothing
    assert spent == ([5] if lean_pays else [])  # the lean way counts against its budget
