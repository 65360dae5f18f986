"""HTTP to one Swivel server: JSON in and out, and every failure as a `SwivelError`."""
from __future__ import annotations

from typing import Any, Mapping, Optional

import requests

from .errors import SwivelError, SwivelNotFound, SwivelUnreachable


class Transport:
    """A connection pool to `url` (keep-alive: a test sends many small requests), with the
    bearer token when the server needs one (`SWIVEL_TOKEN`, README "Security")."""

    def __init__(self, url: str, token: Optional[str] = None, timeout: float = 30.0):
        self.url = url.rstrip("/")
        self.timeout = timeout
        self.http = requests.Session()
        if token:
            self.http.headers["Authorization"] = f"Bearer {token}"

    def request(self, method: str, path: str, *, body: Any = None, params: Optional[Mapping[str, Any]] = None,
                headers: Optional[Mapping[str, str]] = None) -> requests.Response:
        """Sends one request; raises `SwivelError` for any status of 400 or more."""
        described = f"{method} {path}"
        try:
            response = self.http.request(
                method, self.url + path, json=body, params=params, headers=dict(headers or {}), timeout=self.timeout)
        except requests.ConnectionError as error:
            raise SwivelUnreachable(0, "unreachable", f"cannot reach Swivel at {self.url} ({error})", request=described)
        except requests.Timeout:
            raise SwivelUnreachable(0, "timeout", f"Swivel at {self.url} did not answer within {self.timeout} s",
                                    request=described)
        if response.status_code >= 400:
            raise error_from(response, described)
        return response

    def json(self, method: str, path: str, **options: Any) -> Any:
        """The answer's JSON (None for an empty answer, such as a 204)."""
        response = self.request(method, path, **options)
        return response.json() if response.content else None

    def close(self) -> None:
        self.http.close()


def error_from(response: requests.Response, request: str) -> SwivelError:
    """Config/openapi.json's envelope `{"error": {"code", "message", …}}` as an exception (a body that is
    not one — libmicrohttpd's own pages, say — keeps its status and its first words)."""
    error: Any = None
    try:
        error = response.json().get("error")
    except (ValueError, AttributeError):
        pass
    if isinstance(error, dict) and isinstance(error.get("code"), str):
        code, message, details = error["code"], str(error.get("message", "")), error
    else:
        code, message, details = f"http_{response.status_code}", response.text[:200] or response.reason, None
    kind = SwivelNotFound if response.status_code == 404 else SwivelError
    return kind(response.status_code, code, message, details, request)
