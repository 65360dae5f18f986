#!/usr/bin/env python3
"""Pages written per commit, read from a SQLite WAL file:  bench/wal-frames.py FILE-wal

Each WAL frame is a 24-byte header (page number, and the database size for a commit's last
frame) followed by one page; frames count while their salt matches the file header's. Copy the
`-wal` file of a server stopped with kill -9 (a clean close checkpoints and empties it).
"""
import struct
import sys

data = open(sys.argv[1], "rb").read()
page_size = struct.unpack(">I", data[8:12])[0]
salt = data[16:24]
offset, commits, pages = 32, [], []
while offset + 24 + page_size <= len(data) and data[offset + 8:offset + 16] == salt:
    page, commit_size = struct.unpack(">II", data[offset:offset + 8])
    pages.append(page)
    if commit_size:
        commits.append(pages)
        pages = []
    offset += 24 + page_size
sizes = sorted(len(c) for c in commits)
if not sizes:
    sys.exit("no committed frames in " + sys.argv[1])
print(f"{len(sizes)} commits, {sum(sizes)} frames: median {sizes[len(sizes) // 2]} pages per commit, "
      f"max {sizes[-1]}, mean {sum(sizes) / len(sizes):.1f}")
