#!/usr/bin/env python3
import json, os, re, sys
here = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","source","source_name","source_url","title","company","location","city","district","country",
 "remote","employment_type","job_function","career_level","salary_from","salary_to","salary_currency",
 "salary_period","deadline_at","posted_at","url","description","requirements","ingested_at","first_seen_at",
 "times_seen","active","deactivated_at","work_type","company_logo","view_count","contact_email","contact_phone",
 "description_html","requirements_html"]
ids, err = set(), []
for i, line in enumerate(open(os.path.join(here, "jobs.ndjson")), 1):
    r = json.loads(line)
    missing = [k for k in KEYS if k not in r]
    if missing: err.append(f"row {i}: missing {missing}")
    extra = [k for k in r if k not in KEYS and k != "facts"]
    if extra: err.append(f"row {i}: extra {extra}")
    if r["id"] in ids: err.append(f"dup id {r['id']}")
    if r["id"].split(":")[0] != r["source"]: err.append(f"source mismatch {r['id']}")
    if r["district"] and r["city"] != "Bakı": err.append(f"district without Baku {r['id']}")
    ids.add(r["id"])
groups, nq, grp = {}, 0, None
for n, line in enumerate(open(os.path.join(here, "queries.txt")), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"): continue
    m = re.fullmatch(r"\[(\w+)\]", line)
    if m: grp = m.group(1); groups[grp] = 0; continue
    if grp is None or " | " not in line: err.append(f"line {n}: bad"); continue
    q, g = line.split(" | ", 1)
    toks = g.split()
    if not q.strip() or not toks: err.append(f"line {n}: empty")
    seen = set()
    for t in toks:
        rid, _, grade = t.rpartition(":")
        if rid not in ids: err.append(f"line {n}: unknown id {rid}")
        if grade not in ("1","2","3"): err.append(f"line {n}: bad grade {t}")
        if rid in seen: err.append(f"line {n}: dup {rid}")
        seen.add(rid)
    groups[grp] += 1; nq += 1
print(len(ids), "rows;", nq, "queries;", groups)
print("\n".join(err) or "OK")
sys.exit(1 if err else 0)
