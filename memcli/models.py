"""Model access: which model a role uses, one completion call with retries, and JSON parsing.

litellm is imported only inside `complete` (importing it takes seconds), and only after
`LITELLM_LOCAL_MODEL_COST_MAP=True` is set so that the import never fetches a remote cost map.
With no model configured, nothing here touches the network.

Roles used by the pipeline: "curate", "select", "answer", "judge". For role R the model comes
from (first match): the explicit value (--model), env MEMCLI_<R>_MODEL, env MEMCLI_MODEL, stored
config key "<r>_model", stored key "model". The explicit value "none"/"off"/"offline" forces the
offline path even when the environment or stored config names a model. api_base and api_key
follow the same pattern (MEMCLI_<R>_API_BASE, MEMCLI_API_BASE, stored "<r>_api_base",
"api_base"; likewise for the key); MEMCLI_MODEL_TIMEOUT / stored "model_timeout" (seconds) and
MEMCLI_MODEL_RETRIES / stored "model_retries" override the defaults (60 s, 3 retries). A
server's Retry-After is honoured within the deadline; a context-window overflow raises
ContextOverflow so that a caller can retry with less.
"""

from __future__ import annotations

import json
import logging
import os
import random
import re
import time
from dataclasses import dataclass

from memcli.errors import ModelError

log = logging.getLogger("memcli.models")

# Backoff between retries: RETRY_BASE_DELAY * 2**attempt seconds (capped, with a little jitter).
# Tests patch this constant or set MEMCLI_RETRY_BASE_DELAY.
RETRY_BASE_DELAY = 1.0
RETRY_MAX_DELAY = 30.0
# Sent when an api_base is set without a key: OpenAI-compatible local servers ignore it, but the
# OpenAI client refuses to run without one.
PLACEHOLDER_API_KEY = "sk-memcli-no-key"

OFFLINE_WORDS = frozenset({"none", "off", "offline"})


class ContextOverflow(ModelError):
    """The request did not fit the model's context window: retrying the same request cannot
    succeed, but a smaller one can (the LLM curator splits its chunk)."""


# A provider's 400 that means "too long" without litellm mapping it to ContextWindowExceededError.
_CONTEXT_WORDS = re.compile(
    r"context[ _-]?(?:length|window)|maximum context|too many tokens|prompt is too long|input is too long",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ModelConfig:
    model: str
    api_base: str | None = None
    api_key: str | None = None
    timeout: float = 60.0
    retries: int = 3  # retries after the first attempt
    deadline: float = 120.0  # seconds for all attempts together, waits included


def _first(*values: str | None) -> str | None:
    for value in values:
        if value is not None and str(value).strip():
            return str(value).strip()
    return None


def resolve_model(
    explicit: str | None, stored: dict[str, str] | None = None, role: str = "answer"
) -> ModelConfig | None:
    """The model configuration for a role, or None for the offline path."""
    stored = stored or {}
    env = os.environ
    role_key = role.strip().lower()
    role_env = role_key.upper()
    if explicit is not None and explicit.strip().lower() in OFFLINE_WORDS:
        return None
    model = _first(
        explicit,
        env.get(f"MEMCLI_{role_env}_MODEL"),
        env.get("MEMCLI_MODEL"),
        stored.get(f"{role_key}_model"),
        stored.get("model"),
    )
    if model is None or model.lower() in OFFLINE_WORDS:
        return None
    api_base = _first(
        env.get(f"MEMCLI_{role_env}_API_BASE"),
        env.get("MEMCLI_API_BASE"),
        stored.get(f"{role_key}_api_base"),
        stored.get("api_base"),
    )
    api_key = _first(
        env.get(f"MEMCLI_{role_env}_API_KEY"),
        env.get("MEMCLI_API_KEY"),
        stored.get(f"{role_key}_api_key"),
        stored.get("api_key"),
    )
    timeout = _number(_first(env.get("MEMCLI_MODEL_TIMEOUT"), stored.get("model_timeout")), 60.0, float)
    retries = _number(_first(env.get("MEMCLI_MODEL_RETRIES"), stored.get("model_retries")), 3, int)
    deadline = _number(env.get("MEMCLI_MODEL_DEADLINE"), 120.0, float)
    return ModelConfig(
        model=model, api_base=api_base, api_key=api_key, timeout=timeout, retries=retries, deadline=deadline
    )


def check_credentials(config: ModelConfig) -> None:
    """Raise ModelError (exit 2) naming the variable to set when the provider needs an API key and
    none is there: said at once instead of after retries that cannot succeed. A local server
    (api_base set) or a key from MEMCLI_API_KEY is trusted as is."""
    if config.api_base or config.api_key:
        return
    litellm = _import_litellm()
    # An empty variable (OPENAI_API_KEY= in a shell profile) is no key; litellm counts it as one.
    empty = {k: v for k, v in os.environ.items() if not v.strip() and k.endswith(("_KEY", "_TOKEN"))}
    try:
        for name in empty:
            del os.environ[name]
        found = litellm.validate_environment(model=config.model)
    except Exception:  # an unknown provider: let the call itself report
        return
    finally:
        os.environ.update(empty)
    missing = [k for k in found.get("missing_keys") or () if k.endswith("_KEY") or k.endswith("_TOKEN")]
    if not found.get("keys_in_environment") and missing:
        raise ModelError(
            f"model {config.model}: no API key; set {' or '.join([*missing, 'MEMCLI_API_KEY'])}"
            " in the environment (or pass --model offline)"
        )


def _number(text: str | None, default, kind):
    if text is None:
        return default
    try:
        value = kind(text)
    except ValueError:
        return default
    return value if value >= 0 else default


def _base_delay() -> float:
    text = os.environ.get("MEMCLI_RETRY_BASE_DELAY")
    if text:
        try:
            return max(0.0, float(text))
        except ValueError:
            pass
    return RETRY_BASE_DELAY


def _import_litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.suppress_debug_info = True  # no "Give Feedback / Get Help" banners on errors
    litellm.telemetry = False
    return litellm


_PREFIX = re.compile(r"^(?:litellm\.)?\w*(?:Error|Exception|Timeout)\s*[:-]\s*")


def _one_line(exc: BaseException, limit: int = 200) -> str:
    text = " ".join(str(exc).split())
    # litellm prefixes messages with "litellm.RateLimitError: RateLimitError: OpenAIException - ".
    while True:
        shorter = _PREFIX.sub("", text, count=1)
        if shorter == text:
            break
        text = shorter
    if ", Received response" in text:  # the OpenAI client could not parse the reply body
        text = "unreadable reply body: " + text.split(", Received response")[0].removeprefix("error - ")
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text or type(exc).__name__


def _classify(litellm, exc: BaseException) -> tuple[str, bool]:
    """(what failed, retryable?) for an exception raised by litellm.completion."""
    status = getattr(exc, "status_code", None)
    if isinstance(exc, litellm.Timeout):
        return "timed out", True  # before APIConnectionError, its base class
    if isinstance(exc, litellm.RateLimitError) or status == 429:
        return "rate limited (HTTP 429)", True
    if isinstance(exc, litellm.APIConnectionError) or "Connection error" in str(exc):
        return "connection failed", True
    server_errors = (litellm.InternalServerError, litellm.ServiceUnavailableError, litellm.BadGatewayError)
    if isinstance(exc, server_errors):
        return f"server error (HTTP {status or 500})", True
    if isinstance(exc, (litellm.AuthenticationError, litellm.PermissionDeniedError)):
        return "authentication failed (check MEMCLI_API_KEY or the provider's key variable)", False
    if isinstance(exc, litellm.NotFoundError):
        return "model or endpoint not found", False
    if isinstance(exc, litellm.ContextWindowExceededError):
        return "input too long for the model's context window", False
    if isinstance(exc, litellm.BadRequestError):
        return "request rejected (HTTP 400)", False
    if isinstance(status, int) and (status >= 500 or status == 408):
        return f"server error (HTTP {status})", True
    if isinstance(status, int):
        return f"request failed (HTTP {status})", False
    return "call failed", False


def retry_after_seconds(exc: BaseException) -> float | None:
    """The server's Retry-After (seconds, or an HTTP date) from a litellm exception's headers or
    its HTTP response; None when it sent none or it is unreadable."""
    sources = [getattr(exc, "headers", None), getattr(getattr(exc, "response", None), "headers", None)]
    for headers in sources:
        try:
            value = headers.get("retry-after") if headers is not None else None
        except Exception:  # a mock response without real headers
            value = None
        if value is None and isinstance(headers, dict):
            value = next((v for k, v in headers.items() if str(k).lower() == "retry-after"), None)
        seconds = _parse_retry_after(value)
        if seconds is not None:
            return seconds
    return None


def _parse_retry_after(value) -> float | None:
    if value is None:
        return None
    text = str(value).strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    from email.utils import parsedate_to_datetime

    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - time.time())


def retry_wait(
    attempt: int, retry_after: float | None, spent: float, deadline: float, base: float
) -> float | None:
    """Seconds to wait before retry number `attempt` (1 = the first retry), or None to give up
    because the wait would end past the deadline. The server's Retry-After wins over the
    exponential backoff (it knows when it will take requests again); the backoff is capped at
    RETRY_MAX_DELAY, a Retry-After only by the deadline."""
    if retry_after is not None:
        delay = retry_after
    else:
        delay = min(RETRY_MAX_DELAY, base * (2 ** (attempt - 1))) * (1 + 0.25 * random.random())
    if spent + delay >= deadline:
        return None
    return delay


def is_context_overflow(litellm, exc: BaseException) -> bool:
    if isinstance(exc, litellm.ContextWindowExceededError):
        return True
    return isinstance(exc, litellm.BadRequestError) and bool(_CONTEXT_WORDS.search(str(exc)))


_THINK = re.compile(r"^\s*<think>.*?</think>\s*", re.DOTALL)


def complete(config: ModelConfig, messages: list[dict], *, max_tokens: int, json_mode: bool = False) -> str:
    """One chat completion; the reply text. Retries rate limits, timeouts, connection errors and
    5xx with exponential backoff; raises ModelError (one line, no traceback text) after the last
    attempt or on an error that retrying cannot fix."""
    litellm = _import_litellm()
    api_key = config.api_key
    if api_key is None and config.api_base:
        api_key = PLACEHOLDER_API_KEY
    attempts = max(1, int(config.retries) + 1)
    use_json_mode = json_mode
    last = ""
    attempt = 0
    started = time.monotonic()
    while attempt < attempts:
        kwargs = dict(
            model=config.model,
            messages=messages,
            max_tokens=max_tokens,
            api_base=config.api_base,
            api_key=api_key,
            timeout=max(1.0, min(config.timeout, config.deadline - (time.monotonic() - started))),
            temperature=0,
            num_retries=0,
            max_retries=0,  # the OpenAI client would otherwise retry on its own
        )
        if use_json_mode:
            kwargs["response_format"] = {"type": "json_object"}
            kwargs["drop_params"] = True
        try:
            response = litellm.completion(**kwargs)
        except Exception as exc:  # litellm maps provider errors onto its own exception types
            what, retryable = _classify(litellm, exc)
            if is_context_overflow(litellm, exc):
                raise ContextOverflow(
                    f"model {config.model}: input too long for the model's context window: {_one_line(exc)}"
                ) from None
            if use_json_mode and isinstance(exc, litellm.BadRequestError):
                # Some servers reject response_format; the prompts ask for JSON anyway.
                use_json_mode = False
                log.info("model %s rejected JSON mode; retrying without it", config.model)
                continue
            if isinstance(exc, litellm.Timeout):
                detail = f"no reply within {config.timeout:g}s"
            elif what == "connection failed":
                detail = f"could not reach {config.api_base or 'the provider'}"
            else:
                detail = _one_line(exc)
            last = f"{what}: {detail}"
            attempt += 1
            if not retryable:
                raise ModelError(f"model {config.model}: {last}") from None
            if attempt < attempts:
                spent = time.monotonic() - started
                delay = retry_wait(attempt, retry_after_seconds(exc), spent, config.deadline, _base_delay())
                if delay is None:
                    noun = "attempt" if attempt == 1 else "attempts"
                    raise ModelError(
                        f"model {config.model}: {last} (gave up after {attempt} {noun} in {spent:.1f}s;"
                        f" deadline {config.deadline:g}s, MEMCLI_MODEL_DEADLINE)"
                    ) from None
                log.info(
                    "model %s: %s; retry %d/%d in %.2fs", config.model, what, attempt, attempts - 1, delay
                )
                time.sleep(delay)
            continue
        try:
            content = response.choices[0].message.content
        except (AttributeError, IndexError, KeyError, TypeError):
            raise ModelError(f"model {config.model}: reply had no message content") from None
        text = content if isinstance(content, str) else ""
        return _THINK.sub("", text, count=1).strip()
    noun = "attempt" if attempts == 1 else "attempts"
    raise ModelError(f"model {config.model}: {last} (gave up after {attempts} {noun})")


_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n?(.*?)```", re.DOTALL)
_MAX_STARTS = 200


def parse_json(text: str) -> object:
    """The first JSON object or array in a model reply: the whole text, a ```json fence, or the
    first `{`/`[` after some prose that starts valid JSON. Raises ValueError when none does."""
    if not isinstance(text, str):
        raise ValueError("model output is not text")
    stripped = text.strip()
    if not stripped:
        raise ValueError("model output is empty")
    try:
        value = json.loads(stripped)
        if isinstance(value, (dict, list)):
            return value
    except ValueError:
        pass
    for match in _FENCE.finditer(stripped):
        inner = match.group(1).strip()
        try:
            value = json.loads(inner)
        except ValueError:
            continue
        if isinstance(value, (dict, list)):
            return value
    decoder = json.JSONDecoder()
    starts = 0
    for match in re.finditer(r"[\[{]", stripped):
        starts += 1
        if starts > _MAX_STARTS:
            break
        try:
            value, _end = decoder.raw_decode(stripped, match.start())
        except ValueError:
            continue
        if isinstance(value, (dict, list)):
            return value
    raise ValueError("no JSON object or array found in model output")
