"""One keep-alive client for instruction counts (`bench/callgrind.sh`): creates 8
lifecycle-logger sessions, then POSTs N rotate events spread over them, alternating
landscapeLeft/portrait, with `Prefer: return=minimal` when MINIMAL is 1.

    python3 bench/keepalive-client.py PORT N MINIMAL
"""
import http.client
import json
import sys

port, count, minimal = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1"
connection = http.client.HTTPConnection("127.0.0.1", port)
ids = []
for _ in range(8):
    connection.request("POST", "/v1/sessions", body='{"app":"lifecycle-logger"}',
                       headers={"Content-Type": "application/json"})
    ids.append(json.loads(connection.getresponse().read())["id"])
headers = {"Content-Type": "application/json"}
if minimal:
    headers["Prefer"] = "return=minimal"
for index in range(count):
    orientation = "landscapeLeft" if (index // 8) % 2 == 0 else "portrait"
    connection.request("POST", f"/v1/sessions/{ids[index % 8]}/events",
                       body='{"type":"rotate","orientation":"%s"}' % orientation, headers=headers)
    response = connection.getresponse()
    response.read()
    if response.status != 200:
        sys.exit(f"event POST {index}: HTTP {response.status}")
print(f"{count} event POSTs sent")
