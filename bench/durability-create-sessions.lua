-- wrk script: POST /v1/sessions with rotating built-in apps (creates sessions until the
-- server's --max-sessions answers 429). Used by bench/durability.sh.
local apps = {"lifecycle-logger", "selective-rotation", "swapper", "alternate-landscape", "exercise-timer"}
local counter = 0
request = function()
    counter = counter + 1
    local body = '{"app":"' .. apps[(counter % #apps) + 1] .. '"}'
    return wrk.format("POST", "/v1/sessions", {["Content-Type"] = "application/json", ["Host"] = wrk.host .. ":" .. wrk.port}, body)
end
