
-- Settles finished requests of one API key that no admission carried.
-- KEYS[1] engine budget, KEYS[2] requests in flight; ARGV: see settle.
local now = now_2017()
settle(KEYS[1], KEYS[2], ARGV, 1, now)
return "ok"
