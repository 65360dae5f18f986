-- wrk script for `make bench`: POST one rotate event per request, spread over the sessions
-- listed in $BENCH_SESSIONS (one id per line), each session alternating landscapeLeft and
-- portrait so that every event really rotates. BENCH_MINIMAL=1 adds `Prefer: return=minimal`.
local ids = {}
local file = assert(io.open(os.getenv("BENCH_SESSIONS") or "bench/out/sessions.txt"))
for line in file:lines() do ids[#ids + 1] = line end
file:close()
local minimal = os.getenv("BENCH_MINIMAL") == "1"
local bodies = {
  '{"type":"rotate","orientation":"landscapeLeft"}',
  '{"type":"rotate","orientation":"portrait"}',
}
local headers = { ["Content-Type"] = "application/json" }
if minimal then headers["Prefer"] = "return=minimal" end
local n = 0

request = function()
  n = n + 1
  local id = ids[(n % #ids) + 1]
  local body = bodies[(math.floor(n / #ids) % 2) + 1]
  return wrk.format("POST", "/v1/sessions/" .. id .. "/events", headers, body)
end
