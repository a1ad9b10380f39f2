import json, re, collections
ids = set(); keys = None
for n, l in enumerate(open("jobs.ndjson"), 1):
    r = json.loads(l)
    assert r["id"] not in ids, r["id"]; ids.add(r["id"])
    k = set(r)
    if keys is None: keys = k
    assert k == keys, (n, k ^ keys)
    assert r["id"].split(":")[0] == r["source"]
    assert r["posted_at"][:7] in ("2026-10", "2026-11"), r["posted_at"]
group = None; counts = collections.Counter(); used = set()
for n, l in enumerate(open("queries.txt"), 1):
    l = l.rstrip("\n")
    if not l.strip() or l.startswith("#"): continue
    m = re.fullmatch(r"\[(\w+)\]", l)
    if m: group = m.group(1); continue
    q, g = l.split(" | ")
    assert group and q.strip(), n
    gs = g.split()
    assert gs, n
    for t in gs:
        i, gr = t.rsplit(":", 1)
        assert i in ids, (n, i); assert gr in "123", (n, t); used.add(i)
    counts[group] += 1
print(len(ids), "rows;", sum(counts.values()), "queries", dict(counts))
print("rows never graded >0:", len(ids - used))
print("active false:", sum(1 for l in open("jobs.ndjson") if not json.loads(l)["active"]))
