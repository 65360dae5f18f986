-- wrk script: GET /v1/sessions/{id} for the ids (one per line) in $SWIVEL_SESSIONS, each
-- thread walking the list from its own offset: touches every session (loading evicted ones).
local ids = {}
for line in io.lines(os.getenv("SWIVEL_SESSIONS")) do ids[#ids + 1] = line end
local counter = 0

init = function(args)
    counter = math.random(1, #ids)
end

request = function()
    counter = counter + 1
    return wrk.format("GET", "/v1/sessions/" .. ids[(counter % #ids) + 1])
end
