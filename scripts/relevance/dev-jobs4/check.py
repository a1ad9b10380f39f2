#!/usr/bin/env python3
"""Check jobs.ndjson and queries.txt of this set."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","source","source_name","source_url","title","company","location","city","district","country",
        "remote","employment_type","job_function","career_level","salary_from","salary_to","salary_currency",
        "salary_period","deadline_at","posted_at","url","description","requirements","ingested_at",
        "first_seen_at","times_seen","active","deactivated_at","work_type","company_logo","view_count",
        "contact_email","contact_phone"]
errs = []
ids = set()
for n, line in enumerate(open(os.path.join(HERE, "jobs.ndjson"), encoding="utf-8"), 1):
    try:
        row = json.loads(line)
    except Exception as e:
        errs.append(f"row line {n}: {e}"); continue
    missing = [k for k in KEYS if k not in row]
    extra = [k for k in row if k not in KEYS and k != "facts"]
    if missing or extra: errs.append(f"row {n}: missing {missing} extra {extra}")
    if row["id"] in ids: errs.append(f"dup id {row['id']}")
    ids.add(row["id"])
    src, num = row["id"].split(":")
    if src != row["source"] or int(num) < 8501: errs.append(f"bad id {row['id']}")
    if "facts" in row and not isinstance(row["facts"], dict): errs.append(f"facts {row['id']}")
    if row["company"] is not None and not row["company"].get("name"): errs.append(f"company {row['id']}")
    if not row["title"]: errs.append(f"title {row['id']}")
groups = collections.Counter(); group = None; seen = set()
for n, line in enumerate(open(os.path.join(HERE, "queries.txt"), encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"): continue
    m = re.fullmatch(r"\[(\w+)\]", line.strip())
    if m: group = m.group(1); continue
    if group is None: errs.append(f"q line {n}: no group"); continue
    if line.count(" | ") != 1: errs.append(f"q line {n}: format"); continue
    q, grades = line.split(" | ")
    if not q.strip(): errs.append(f"q line {n}: empty query")
    if q.strip().lower() in seen: errs.append(f"q line {n}: duplicate query {q}")
    seen.add(q.strip().lower())
    gi = grades.split()
    if not gi: errs.append(f"q line {n}: no grades")
    gids = []
    for it in gi:
        mm = re.fullmatch(r"([a-z]+:\d+):([123])", it)
        if not mm: errs.append(f"q line {n}: bad item {it}"); continue
        if mm.group(1) not in ids: errs.append(f"q line {n}: unknown id {mm.group(1)}")
        gids.append(mm.group(1))
    if len(gids) != len(set(gids)): errs.append(f"q line {n}: id graded twice")
    groups[group] += 1
print(len(ids), "rows;", dict(groups), "queries total", sum(groups.values()))
print("\n".join(errs) if errs else "OK")
sys.exit(1 if errs else 0)
