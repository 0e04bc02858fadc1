"""Text hygiene and secret detection: pure rules as tables, so a changed rule fails a row."""

from __future__ import annotations

import pytest

from memcli.hygiene import clean_ingested, escape_for_display, fence_for, has_invisible
from memcli.secret_scan import MASK, has_secret, mask, mask_setting, redact_url


@pytest.mark.parametrize(
    ("raw", "stored"),
    [
        ("plain words", "plain words"),
        ("nul\x00inside", "nulinside"),
        ("windows\r\nline", "windows\nline"),
        ("old mac\rline", "old mac\nline"),
        ("\x1b[31mred\x1b[0m alert", "red alert"),
        ("bell\x07 and backspace\x08", "bell and backspace"),
        ("tab\tand\nnewline stay", "tab\tand\nnewline stay"),
        ("c1\x85control", "c1control"),
        ("zero\u200bwidth kept", "zero\u200bwidth kept"),
    ],
)
def test_clean_ingested(raw, stored):
    assert clean_ingested(raw) == stored


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("fine", "fine"),
        ("esc\x1b[2J", "esc\\x1b[2J"),
        ("zero\u200bwidth", "zero\\u200bwidth"),
        ("bidi\u202eevil", "bidi\\u202eevil"),
        ("tag\U000e0041\U000e0042", "tag\\U000e0041\\U000e0042"),
        ("line\nbreak\tand tab", "line\nbreak\tand tab"),
        ("tired \U0001f62e\u200d\U0001f4a8", "tired \U0001f62e\u200d\U0001f4a8"),  # an emoji's joiner stays
        ("\u2764\ufe0f\ufe0f", "\u2764\ufe0f\\ufe0f"),  # the heart's selector stays, the rest not
    ],
)
def test_escape_for_display(text, shown):
    assert escape_for_display(text) == shown


@pytest.mark.parametrize(
    ("text", "invisible"),
    [
        ("abc", False),
        ("a\u200db", True),  # a joiner between ASCII letters hides a break in a word
        ("x\U000e0020y", True),
        ("é", False),
        ("so tired \U0001f62e\u200d\U0001f4a8 lol", False),  # face exhaling: an emoji's joiner
        ("love it \u2764\ufe0f", False),  # red heart: the emoji presentation selector
        ("my mum \U0001f469\U0001f3fd\u200d\u2695\ufe0f", False),  # a tone and a selector before the joiner
        ("keycap 1\ufe0f\u20e3", False),
        ("\u2764\ufe0f\u200d\U0001f525", False),  # heart on fire: a selector before the joiner
        ("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", False),  # Persian writes with the non-joiner
        ("\u0915\u094d\u200d\u0937", False),  # Devanagari: a joiner after a virama
        ("go \U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f!", False),  # flag tags
        ("hi\ufe0f\ufe0f\ufe0f", True),  # a run of selectors smuggles data
        ("odd \ufe0f here", True),  # after a space: it presents nothing
        ("\ufe0fstart", True),  # nothing before it
        ("ok \u200d \U0001f44d", True),  # a joiner beside spaces joins nothing
        ("\U0001f600\u200db", True),  # an emoji and a letter are not one sequence
        ("tag\U000e0041\U000e0042", True),  # tags that make no flag
    ],
)
def test_has_invisible(text, invisible):
    assert has_invisible(text) is invisible


@pytest.mark.parametrize(
    ("texts", "fence"),
    [((), "```"), (("no ticks",), "```"), (("a ``` b",), "````"), (("````` five",), "``````")],
)
def test_fence_is_longer_than_any_backtick_run(texts, fence):
    assert fence_for(*texts) == fence


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("my password is hunter2", True),
        ("db_password=tr0ub4dor", True),
        ("I forgot my password again", False),
        ("the key is under the mat", False),
        ("here is sk-proj-Zr81bQ0pLmx7Vw2kTe9sHa41", True),
        ("id AKIAJQ7EXAMPLE2Q4ZTR ok", True),
        ("aws_secret_access_key = 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", True),
        ("token: 7f3a91c0d2b84e6fa5c3", True),
        ("a tokenized string of words", False),
        ("ghp_" + "Ab3" * 12, True),
        ("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----", True),
        ("my keyboard is loud", False),
    ],
)
def test_secret_detection(text, secret):
    assert has_secret(text) is secret
    if secret:
        assert MASK in mask(text)


def test_masking_keeps_the_rest_of_the_sentence():
    assert mask("Ludovic said the password is hunter2 yesterday") == (
        f"Ludovic said the password is {MASK} yesterday"
    )


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "calling https://llm.example.net/v1/chat?key=abcd1234&x=1 failed",
            "calling https://llm.example.net/v1/chat?[query removed] failed",
        ),
        ("no url here", "no url here"),
        ("bad key sk-live-Qx72mB0aLp3Zr8Wv5Tn1Yc6K echoed", f"bad key {MASK} echoed"),
    ],
)
def test_redact_url(message, expected):
    assert redact_url(message) == expected


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        # a label's key word took the key's name as its value and hid the real key behind it
        (
            "AWS secret: aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            f"AWS secret: aws_secret_access_key = {MASK}",
        ),
        (
            "the db url is postgres://admin:S3cr3tPassw0rd@db.example.com/prod",
            f"the db url is postgres://admin:{MASK}@db.example.com/prod",
        ),
        ("see https://example.com/a:b@c", "see https://example.com/a:b@c"),
        # masking what is already masked changed nothing before, and must not now
        (f"password: {MASK} horse battery", f"password: {MASK} horse battery"),
    ],
)
def test_secrets_behind_labels_and_in_urls(text, masked):
    assert mask(text) == masked
    assert mask(mask(text)) == masked


@pytest.mark.parametrize(
    ("key", "value", "shown"),
    [
        ("api_key", "sk-abcdefghijklmnop1234", "****1234"),
        ("answer_api_key", "short", "****"),
        ("api_base", "https://h.example/v1?token=zz", "https://h.example/v1?[query removed]"),
        ("model", "gpt-4o-mini", "gpt-4o-mini"),
        ("secrets", "keep", "keep"),  # the policy, not a secret: it showed as "****"
        ("client_secret", "abcdefghijkl", "****ijkl"),
        ("api_key", None, None),
    ],
)
def test_config_masks_keys(key, value, shown):
    assert mask_setting(key, value) == shown


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("passphrase: correct horse battery staple", f"passphrase: {MASK}"),
        ("wifi password: purple monkey dishwasher", f"wifi password: {MASK}"),
        ("pwd = lemon tree", f"pwd = {MASK}"),
        ("pass phrase: blue whale dance", f"pass phrase: {MASK}"),
        ("password:\ncorrect horse battery", f"password:\n{MASK}"),  # on the line after its label
        # a label's value ends at its clause: a comma, a semicolon, a line end, a sentence end
        ("user: dana, password: tangerine sky 42, port 22", f"user: dana, password: {MASK}, port 22"),
        ("password: tangerine sky; then ssh in", f"password: {MASK}; then ssh in"),
        ("password: tangerine sky\nport 22", f"password: {MASK}\nport 22"),
        ("my passphrase is lazy otter jumps twice. see you", f"my passphrase is {MASK}. see you"),
        ("my pass phrase was blue whale dance!", f"my pass phrase was {MASK}!"),
        ("the password is 'open sesame now' ok", f"the password is '{MASK}' ok"),
        # after "password is" without quotes: one word, the rest is chat
        ("my password is hunter2 lol", f"my password is {MASK} lol"),
        ("I forgot my password again", "I forgot my password again"),
        ("the passphrase thing was annoying", "the passphrase thing was annoying"),
    ],
)
def test_passwords_of_several_words_table(text, masked):
    assert mask(text) == masked
    assert mask(mask(text)) == masked
