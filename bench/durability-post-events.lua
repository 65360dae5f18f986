-- wrk script: POST a rotate event to one of the sessions listed (one id per line) in the file
-- named by $SWIVEL_SESSIONS, round-robin per connection. Used by bench/durability.py.
local ids = {}
for line in io.lines(os.getenv("SWIVEL_SESSIONS")) do ids[#ids + 1] = line end
local orientations = {"landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"}
local counter = 0

init = function(args)
    counter = math.random(1, 1000)
end

request = function()
    counter = counter + 1
    local id = ids[(counter % #ids) + 1]
    local body = '{"type":"rotate","orientation":"' .. orientations[(counter % #orientations) + 1] .. '"}'
    return wrk.format("POST", "/v1/sessions/" .. id .. "/events",
        {["Content-Type"] = "application/json", ["Prefer"] = "return=minimal", ["Host"] = wrk.host .. ":" .. wrk.port}, body)
end
