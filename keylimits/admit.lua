
-- Admits one request of an API key, in one round trip.
-- KEYS[1] key record (hash), KEYS[2] GCRA state, KEYS[3] monthly credits
-- (hash: month -> used), KEYS[4] engine budget, KEYS[5] requests in flight.
-- ARGV[1] dataset asked for; ARGV[2] the request's estimated engine time
-- (ms); ARGV[3] the request's id; ARGV[4..] settlements of the key's
-- finished requests (see settle), then the plan table: name, rps, burst,
-- monthly, engine ms per second, engine burst ms, in-flight cap, ...
-- Returns {outcome, ...}; see limiter.go for the layout.

local rec = redis.call("HMGET", KEYS[1], "plan", "datasets", "rps", "burst", "monthly", "revoked_at", "engine_ms", "engine_burst", "inflight")
local now, time = now_2017()
local plans = settle(KEYS[4], KEYS[5], ARGV, 4, now)
if not rec[1] then
  return {"unknown"}
end
if rec[6] then
  return {"revoked"}
end

local rps, burst, monthly, engine, engine_burst, inflight
for i = plans, #ARGV, 7 do
  if ARGV[i] == rec[1] then
    rps, burst, monthly = tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2]), tonumber(ARGV[i + 3])
    engine, engine_burst, inflight = tonumber(ARGV[i + 4]), tonumber(ARGV[i + 5]), tonumber(ARGV[i + 6])
  end
end
if not (rps and burst and monthly) then
  return redis.error_reply("key has unknown plan " .. tostring(rec[1]))
end
-- A key's own rate scales its plan's engine budget and in-flight cap.
local rate_factor, burst_factor = 1, 1
if rec[3] then rate_factor = tonumber(rec[3]) / rps; rps = tonumber(rec[3]) end
if rec[4] then burst_factor = tonumber(rec[4]) / burst; burst = tonumber(rec[4]) end
if rec[5] then monthly = tonumber(rec[5]) end
engine = tonumber(rec[7]) or engine * rate_factor
engine_burst = tonumber(rec[8]) or engine_burst * burst_factor
inflight = tonumber(rec[9]) or math.ceil(inflight * rate_factor)

local secs = tonumber(time[1])

-- UTC calendar month of secs (days-to-civil, Howard Hinnant's algorithm).
local z = math.floor(secs / 86400) + 719468
local era = math.floor(z / 146097)
local doe = z - era * 146097
local yoe = math.floor((doe - math.floor(doe / 1460) + math.floor(doe / 36524) - math.floor(doe / 146096)) / 365)
local doy = doe - (365 * yoe + math.floor(yoe / 4) - math.floor(yoe / 100))
local mp = math.floor((5 * doy + 2) / 153)
local m = mp < 10 and mp + 3 or mp - 9
local y = yoe + era * 400
if m <= 2 then y = y + 1 end
local month = string.format("%04d-%02d", y, m)

local used = tonumber(redis.call("HGET", KEYS[3], month) or "0")
local limits = {rps, burst, monthly, month, used, secs, math.floor(engine), math.floor(engine_burst), inflight}

local datasets = rec[2] or ""
if not string.find("," .. datasets .. ",", "," .. ARGV[1] .. ",", 1, true) then
  return {"forbidden", limits, datasets}
end

-- GCRA, as in github.com/go-redis/redis_rate/v10 (allowN with cost 1).
local emission = 1 / rps
local tat = tonumber(redis.call("GET", KEYS[2]) or "0")
if tat < now then tat = now end
local new_tat = tat + emission
local diff = now - (new_tat - emission * burst)
if diff < 0 then
  return {"rate_limited", limits, tostring(-diff), tostring(tat - now), "rate"}
end
local reset_after = new_tat - now
local remaining = math.floor(diff / emission + 1e-9)

-- Requests in flight (entries older than a request can live are dropped).
-- An admission without an id (a check alone) is not counted in flight.
local id = ARGV[3]
if id ~= "" and inflight > 0 then
  redis.call("ZREMRANGEBYSCORE", KEYS[5], "-inf", now - 120)
  if redis.call("ZCARD", KEYS[5]) >= inflight then
    return {"rate_limited", limits, "1", tostring(reset_after), "in_flight"}
  end
end

-- Engine budget: a bucket of engine_burst ms refilled at engine ms a
-- second, as a theoretical arrival time. The request reserves its
-- estimate; it needs that much left (at most the whole bucket).
-- A plan without an engine budget (0) is not held to one.
local left = -1
if engine > 0 then
  local etat = tonumber(redis.call("GET", KEYS[4]) or "0")
  if etat < now then etat = now end
  left = engine_burst - (etat - now) * engine
  local estimate = tonumber(ARGV[2])
  local need = math.min(estimate, engine_burst)
  if left < need then
    return {"rate_limited", limits, tostring((need - left) / engine), tostring(reset_after), "engine"}
  end
  if estimate > 0 then
    etat = etat + estimate / engine
    redis.call("SET", KEYS[4], tostring(etat), "PX", math.ceil((etat - now) * 1000) + 1000)
    left = math.max(left - estimate, 0)
  end
end

redis.call("SET", KEYS[2], tostring(new_tat), "PX", math.max(1, math.ceil(reset_after * 1000)))
if id ~= "" then
  redis.call("ZADD", KEYS[5], now, id)
  redis.call("PEXPIRE", KEYS[5], 120000)
end

if used >= monthly then
  return {"quota_exceeded", limits, tostring(remaining), tostring(reset_after), tostring(left)}
end
used = redis.call("HINCRBY", KEYS[3], month, 1)
redis.call("EXPIRE", KEYS[3], 400 * 86400)
limits[5] = used
return {"ok", limits, tostring(remaining), tostring(reset_after), tostring(left)}
