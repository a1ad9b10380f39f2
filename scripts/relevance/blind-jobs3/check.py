#!/usr/bin/env python3
"""Validate jobs.ndjson and queries.txt."""
import json, re, sys
KEYS = ["id","source","source_name","source_url","title","company","location","city","district","country","remote",
        "employment_type","job_function","career_level","salary_from","salary_to","salary_currency","salary_period",
        "deadline_at","posted_at","url","description","requirements","ingested_at","first_seen_at","times_seen",
        "active","deactivated_at","work_type","company_logo","view_count","contact_email","contact_phone"]
errs = []
ids = set()
for n, line in enumerate(open("jobs.ndjson", encoding="utf-8"), 1):
    r = json.loads(line)
    missing = [k for k in KEYS if k not in r]
    extra = [k for k in r if k not in KEYS + ["facts"]]
    if missing or extra: errs.append((n, missing, extra))
    if r["id"] in ids: errs.append(("dup", r["id"]))
    ids.add(r["id"])
    if r["id"].split(":")[0] != r["source"]: errs.append(("src", r["id"]))
    if r["salary_from"] == 0: errs.append(("zero pay", r["id"]))
    if r["company"] is not None and not r["company"].get("name"): errs.append(("company", r["id"]))
    if r["district"] and r["city"] != "Bakı": errs.append(("district", r["id"]))
group = None; counts = {}; nq = 0
for n, line in enumerate(open("queries.txt", encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"): continue
    m = re.fullmatch(r"\[([a-z]+)\]", line)
    if m: group = m.group(1); continue
    if group is None: errs.append((n, "no group")); continue
    q, _, gr = line.partition(" | ")
    if not q.strip() or not gr.strip(): errs.append((n, "bad line", line)); continue
    seen = set()
    for tok in gr.split():
        mm = re.fullmatch(r"([a-z]+:\d+):([123])", tok)
        if not mm: errs.append((n, "bad token", tok)); continue
        if mm.group(1) not in ids: errs.append((n, "unknown id", tok))
        if mm.group(1) in seen: errs.append((n, "dup id", tok))
        seen.add(mm.group(1))
    counts[group] = counts.get(group, 0) + 1; nq += 1
print(len(ids), "rows;", nq, "queries;", counts)
print("errors:", errs if errs else "none")
sys.exit(1 if errs else 0)
