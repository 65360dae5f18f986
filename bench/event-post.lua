-- wrk script for `make bench`: POST one rotate event per request, spread over the sessions
-- listed in $BENCH_SESSIONS (one id per line), each session alternating landscapeLeft and
-- portrait so that every event really rotates. BENCH_MINIMAL=1 adds `Prefer: return=minimal`.
-- wrk.format with our own headers drops wrk's default Host header: HTTP/1.1 needs one (the
-- server answers 400 without it), so it is set here.
-- Requests are formatted once up front so that the load generator (on the same two cores)
-- spends as little CPU per request as it does for the plain GETs it is compared with.
local ids = {}
local file = assert(io.open(os.getenv("BENCH_SESSIONS") or "bench/out/sessions.txt"))
for line in file:lines() do ids[#ids + 1] = line end
file:close()
local headers = { ["Content-Type"] = "application/json", ["Host"] = wrk.host .. ":" .. wrk.port }
if os.getenv("BENCH_MINIMAL") == "1" then headers["Prefer"] = "return=minimal" end
local requests = {}
for _, orientation in ipairs({ "landscapeLeft", "portrait" }) do
  for _, id in ipairs(ids) do
    requests[#requests + 1] = wrk.format("POST", "/v1/sessions/" .. id .. "/events", headers,
      '{"type":"rotate","orientation":"' .. orientation .. '"}')
  end
end
local n = 0

request = function()
  n = n % #requests + 1
  return requests[n]
end
