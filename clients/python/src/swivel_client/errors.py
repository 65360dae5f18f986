"""The errors the client raises: every API failure carries the answer's `code` and `message`."""
from __future__ import annotations

from typing import Any, Mapping, Optional


class SwivelError(Exception):
    """An answer that was not a success, or no answer at all.

    `status` is the HTTP status (0 when the server could not be reached), `code` and
    `message` are the API's (`{"error": {"code", "message"}}`, Config/openapi.json), and `details` is the
    whole `error` object: an invalid app's `problems`, an import's `file`, `line` and `column`.
    """

    def __init__(self, status: int, code: str, message: str, details: Optional[Mapping[str, Any]] = None,
                 request: str = ""):
        self.status = status
        self.code = code
        self.message = message
        self.details: Mapping[str, Any] = dict(details or {})
        self.request = request
        super().__init__(str(self))

    @property
    def problems(self) -> list:
        """Every problem of an invalid app definition (422 `invalid_app`), each with its JSON path."""
        return list(self.details.get("problems", []))

    def __str__(self) -> str:
        where = f"{self.request}: " if self.request else ""
        return f"{where}{self.status} {self.code}: {self.message}"


class SwivelNotFound(SwivelError):
    """404: no such session, app, exploration or route."""


class SwivelUnreachable(SwivelError):
    """The server did not answer (it is not running, or not at that URL)."""


class BinaryNotFound(RuntimeError):
    """No `swivel` executable to start: neither `SWIVEL_BIN` nor one on `PATH`."""
