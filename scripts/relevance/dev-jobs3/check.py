#!/usr/bin/env python3
"""Checks jobs.ndjson and queries.txt: JSON rows with every Job key, unique ids, queries parse, ids exist."""
import json, re, sys
KEYS = ["id","source","source_name","source_url","title","company","location","city","district","country","remote",
 "employment_type","job_function","career_level","salary_from","salary_to","salary_currency","salary_period",
 "deadline_at","posted_at","url","description","requirements","ingested_at","first_seen_at","times_seen","active",
 "deactivated_at","work_type","company_logo","view_count","contact_email","contact_phone"]
err = 0
ids = set()
for n, line in enumerate(open("jobs.ndjson", encoding="utf-8"), 1):
    r = json.loads(line)
    miss = [k for k in KEYS if k not in r]
    if miss: print("row", n, "missing", miss); err += 1
    if r["id"] in ids: print("dup id", r["id"]); err += 1
    if r["id"].split(":")[0] != r["source"]: print("source mismatch", r["id"]); err += 1
    ids.add(r["id"])
groups = {}; group = None; seen_q = set()
for n, line in enumerate(open("queries.txt", encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"): continue
    m = re.fullmatch(r"\[([a-z0-9_-]+)\]", line.strip())
    if m: group = m.group(1); groups[group] = 0; continue
    if group is None or "|" not in line: print("bad line", n, line); err += 1; continue
    q, g = line.split("|", 1)
    if not q.strip(): print("empty query", n); err += 1
    if (group, q.strip()) in seen_q: print("dup query", q); err += 1
    seen_q.add((group, q.strip()))
    toks = g.split()
    if not toks: print("no grades", n); err += 1
    gi = set()
    for t in toks:
        mm = re.fullmatch(r"([a-z]+:\d+):([123])", t)
        if not mm: print("bad grade", n, t); err += 1; continue
        if mm.group(1) not in ids: print("unknown id", n, t); err += 1
        if mm.group(1) in gi: print("dup id in query", n, t); err += 1
        gi.add(mm.group(1))
    groups[group] += 1
print(len(ids), "rows;", groups, "total", sum(groups.values()))
print("errors:", err); sys.exit(1 if err else 0)
