"""A scripted OpenAI-compatible chat server for tests of the real litellm request path.

`POST /v1/chat/completions` (or `/chat/completions`) answers each request with the next scripted
reply:
- a str: the assistant message content, wrapped in a proper chat.completion JSON;
- an int or Status(code, ...): that HTTP status with an OpenAI-style error JSON (429, 500, ...);
- Delay(seconds, then): wait (longer than the client's timeout to provoke one), then reply `then`;
- Raw(body, status): exactly this body (e.g. malformed JSON);
- a dict: this JSON body as is.
With the script used up, the server asks `.responder(body)` for the reply when a test set one
(a reply computed from the request, e.g. an error for prompts over some size), else answers 500
"no scripted reply left", so a test that makes more calls than it scripted fails instead of
hanging. Every request body is recorded (parsed JSON) in `.requests`, its path in `.paths`, its
arrival (time.monotonic()) in `.times`.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest


@dataclass(frozen=True)
class Status:
    code: int
    message: str = ""
    headers: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Delay:
    seconds: float
    then: Reply = "too late"


@dataclass(frozen=True)
class Raw:
    body: str | bytes
    status: int = 200
    content_type: str = "application/json"


Reply = str | int | Status | Delay | Raw | dict

_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    404: "not_found_error",
    429: "rate_limit_exceeded",
    500: "server_error",
    503: "service_unavailable",
}
MAX_REQUESTS = 500  # a runaway client loop ends with errors, not a hung test


def chat_completion(content: str, model: str, n: int) -> dict:
    return {
        "id": f"chatcmpl-fake-{n}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
                "logprobs": None,
            }
        ],
        "usage": {
            "prompt_tokens": 10,
            "completion_tokens": max(1, len(content) // 4),
            "total_tokens": 10 + max(1, len(content) // 4),
        },
    }


class ScriptedServer:
    def __init__(self) -> None:
        self._queue: deque[Reply] = deque()
        self._lock = threading.Lock()
        self.stopping = threading.Event()
        self.requests: list[dict] = []
        self.paths: list[str] = []
        self.times: list[float] = []
        self.responder: Callable[[dict], Reply] | None = None
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(self))
        self._httpd.daemon_threads = True
        self.port = self._httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.01},
            name=f"fakeserver-{self.port}",
            daemon=True,
        )

    def start(self) -> ScriptedServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()  # wakes handlers sleeping in a Delay
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def script(self, replies: list[Reply]) -> None:
        with self._lock:
            self._queue.extend(replies)

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self._queue)

    def _next(self, body: dict, path: str) -> tuple[Reply | None, int]:
        with self._lock:
            self.requests.append(body)
            self.paths.append(path)
            self.times.append(time.monotonic())
            n = len(self.requests)
            if n > MAX_REQUESTS:
                return None, n
            if self._queue:
                return self._queue.popleft(), n
            return (self.responder(body) if self.responder else None), n


def _make_handler(server: ScriptedServer):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format, *args):  # keep test output quiet
            pass

        def _send(
            self,
            status: int,
            body: bytes,
            content_type: str = "application/json",
            headers: tuple[tuple[str, str], ...] = (),
        ) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                for name, value in headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError, OSError):
                pass  # the client gave up (timeout) before we answered

        def _error(self, status: int, message: str, headers=()) -> None:
            payload = {
                "error": {
                    "message": message or f"scripted HTTP {status}",
                    "type": _ERROR_TYPES.get(status, "error"),
                    "param": None,
                    "code": str(status),
                }
            }
            self._send(status, json.dumps(payload).encode(), headers=headers)

        def do_GET(self):
            self._error(404, "only POST /v1/chat/completions is served")

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if self.path.rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
                self._error(404, f"no route {self.path}")
                return
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                body = {"_unparsed": raw.decode("utf-8", "replace")}
            reply, n = server._next(body, self.path)
            self._reply(reply, body, n)

        def _reply(self, reply: Reply | None, body: dict, n: int) -> None:
            model = str(body.get("model", "scripted"))
            if reply is None:
                self._error(500, "fakeserver: no scripted reply left")
            elif isinstance(reply, Delay):
                if server.stopping.wait(reply.seconds):
                    return
                self._reply(reply.then, body, n)
            elif isinstance(reply, bool):
                raise TypeError("a scripted reply cannot be a bool")
            elif isinstance(reply, int):
                self._error(reply, "")
            elif isinstance(reply, Status):
                self._error(reply.code, reply.message, reply.headers)
            elif isinstance(reply, Raw):
                data = reply.body.encode() if isinstance(reply.body, str) else reply.body
                self._send(reply.status, data, reply.content_type)
            elif isinstance(reply, dict):
                self._send(200, json.dumps(reply).encode())
            else:
                self._send(200, json.dumps(chat_completion(str(reply), model, n)).encode())

    return Handler


@pytest.fixture
def scripted_server():
    server = ScriptedServer().start()
    try:
        yield server
    finally:
        server.stop()
