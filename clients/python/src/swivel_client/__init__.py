"""A client for Swivel, the iOS rotation simulator (iOS 5 to 26), and a pytest plugin for it.

    from swivel_client import Client, assert_callback_order, assert_frame

    client = Client("http://127.0.0.1:8080")
    session = client.create_session(app="alternate-landscape", device="iphone-4", os="6")
    answer = session.rotate("landscapeLeft")  # seed 000: a landscape A is pushed over A portrait
    assert_callback_order(answer, ["APortraitViewController#1 viewWillDisappear:", "ALandscapeViewController#1 viewDidAppear:"])
    session.tap("showB")
    assert_frame(session, "bShape", x=20, y=72, width=528, height=228)

In pytest the `swivel` fixture is such a client, on a server the plugin starts (pytest_plugin).
"""
from .assertions import assert_callback_order, assert_frame, callbacks
from .client import EXPORT_FORMATS, Client
from .errors import BinaryNotFound, SwivelError, SwivelNotFound, SwivelUnreachable
from .layout import find_view, views
from .server import SwivelProcess, find_binary
from .session import Session

__all__ = [
    "Client", "Session", "SwivelError", "SwivelNotFound", "SwivelUnreachable", "BinaryNotFound",
    "assert_callback_order", "assert_frame", "callbacks", "find_view", "views",
    "SwivelProcess", "find_binary", "EXPORT_FORMATS",
]
__version__ = "0.1.0"
