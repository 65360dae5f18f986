#!/usr/bin/env python3
"""A 200,000-event session read for the first time after a restart.
Usage: bench/replay-long-session.py .build/release/swivel [APP] [DURABILITY] (run from the
repository root; defaults: alternate-landscape, which pushes and pops on every rotation, and
the default durable store, at the default log level).
Prints how long posting took, the first read after a restart, and the server's peak RSS."""
import subprocess, time, re, requests, shutil, os, sys
binary = sys.argv[1]
app = sys.argv[2] if len(sys.argv) > 2 else "alternate-landscape"
durability = sys.argv[3] if len(sys.argv) > 3 else "durable"
data = "bench/out/replay-data"; shutil.rmtree(data, ignore_errors=True)
def start():
    p = subprocess.Popen([binary, "serve", "--port", "0", "--durability", durability, "--data", data], stdout=subprocess.PIPE, text=True)
    line = p.stdout.readline(); url = re.search(r"(http://\S+)", line).group(1).rstrip("/")
    return p, url
p, url = start()
sid = requests.post(url + "/v1/sessions", json={"app": app}).json()["id"]
batch = {"events": [{"type": "rotate", "orientation": o} for o in ["landscapeLeft", "portrait"] * 500]}
t = time.monotonic()
for _ in range(200):
    r = requests.post(f"{url}/v1/sessions/{sid}/events", json=batch, headers={"Prefer": "return=minimal"}); assert r.status_code == 200
print(f"{app}, {durability}: posted 200,000 events in {time.monotonic()-t:.1f} s")
p.terminate(); p.wait()
p, url = start()
t = time.monotonic()
r = requests.get(f"{url}/v1/sessions/{sid}"); assert r.json()["version"] == 200000
print(f"first read after restart: {time.monotonic()-t:.2f} s")
hwm = [l for l in open(f"/proc/{p.pid}/status") if l.startswith("VmHWM")][0].split()[1]
print(f"peak RSS: {int(hwm)/1024:.0f} MB")
p.terminate(); p.wait()
