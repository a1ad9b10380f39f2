-- Applies the settlements of finished requests of one API key: each takes
-- its request out of the key's requests in flight and corrects the key's
-- engine budget by what the request spent beyond what it reserved.
-- engine_key: the budget's theoretical arrival time (seconds since 2017);
-- inflight_key: sorted set of the requests in flight (score: start time);
-- args[first..]: count, then count pairs of request id and correction
-- (seconds of budget, negative for a refund).
local function settle(engine_key, inflight_key, args, first, now)
  local n = tonumber(args[first])
  if n == 0 then
    return first + 1
  end
  local correction = 0
  for i = first + 1, first + 2 * n, 2 do
    redis.call("ZREM", inflight_key, args[i])
    correction = correction + tonumber(args[i + 1])
  end
  if correction ~= 0 then
    local etat = tonumber(redis.call("GET", engine_key) or "0")
    if etat < now then etat = now end
    etat = etat + correction
    if etat > now then
      redis.call("SET", engine_key, tostring(etat), "PX", math.ceil((etat - now) * 1000) + 1000)
    else
      redis.call("DEL", engine_key)
    end
  end
  return first + 1 + 2 * n
end

-- now_2017 is Redis's clock in seconds since 2017 (a double keeps
-- microseconds within it).
local function now_2017()
  local time = redis.call("TIME")
  return (tonumber(time[1]) - 1483228800) + tonumber(time[2]) / 1000000, time
end
