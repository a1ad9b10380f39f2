-- Admits one request of an API key, in one round trip.
-- KEYS[1] key record (hash), KEYS[2] GCRA state, KEYS[3] monthly credits (hash: month -> used)
-- ARGV[1] dataset asked for; ARGV[2..] plan table: name, rps, burst, monthly, ...
-- Returns {outcome, ...}; see limiter.go for the layout.

local rec = redis.call("HMGET", KEYS[1], "plan", "datasets", "rps", "burst", "monthly", "revoked_at")
if not rec[1] then
  return {"unknown"}
end
if rec[6] then
  return {"revoked"}
end

local rps, burst, monthly
for i = 2, #ARGV, 4 do
  if ARGV[i] == rec[1] then
    rps, burst, monthly = tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2]), tonumber(ARGV[i + 3])
  end
end
if rec[3] then rps = tonumber(rec[3]) end
if rec[4] then burst = tonumber(rec[4]) end
if rec[5] then monthly = tonumber(rec[5]) end
if not (rps and burst and monthly) then
  return redis.error_reply("key has unknown plan " .. tostring(rec[1]))
end

-- The clock is Redis's, so every API process agrees on it.
local time = redis.call("TIME")
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
local limits = {rps, burst, monthly, month, used, secs}

local datasets = rec[2] or ""
if not string.find("," .. datasets .. ",", "," .. ARGV[1] .. ",", 1, true) then
  return {"forbidden", limits, datasets}
end

-- GCRA, as in github.com/go-redis/redis_rate/v10 (allowN with cost 1);
-- the epoch is moved to 2017 to keep microseconds within a double.
local now = (secs - 1483228800) + tonumber(time[2]) / 1000000
local emission = 1 / rps
local tat = tonumber(redis.call("GET", KEYS[2]) or "0")
if tat < now then tat = now end
local new_tat = tat + emission
local diff = now - (new_tat - emission * burst)
if diff < 0 then
  return {"rate_limited", limits, tostring(-diff), tostring(tat - now)}
end
local reset_after = new_tat - now
redis.call("SET", KEYS[2], tostring(new_tat), "PX", math.max(1, math.ceil(reset_after * 1000)))
local remaining = math.floor(diff / emission + 1e-9)

if used >= monthly then
  return {"quota_exceeded", limits, tostring(remaining), tostring(reset_after)}
end
used = redis.call("HINCRBY", KEYS[3], month, 1)
redis.call("EXPIRE", KEYS[3], 400 * 86400)
limits[5] = used
return {"ok", limits, tostring(remaining), tostring(reset_after)}
