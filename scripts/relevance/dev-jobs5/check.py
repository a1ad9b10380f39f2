#!/usr/bin/env python3
"""Checks: every row parses and has every key of the Job field table; ids unique;
every queries.txt line parses; every graded id exists; every query has a graded row."""
import json, re, sys, collections
KEYS = ["id","source","source_name","source_url","title","company","location","city","district","country",
        "remote","employment_type","job_function","career_level","salary_from","salary_to","salary_currency",
        "salary_period","deadline_at","posted_at","url","description","requirements","ingested_at",
        "first_seen_at","times_seen","active","deactivated_at","work_type","company_logo","view_count",
        "contact_email","contact_phone","description_html","requirements_html"]
ids = set(); errs = []
for n, line in enumerate(open("jobs.ndjson", encoding="utf-8"), 1):
    r = json.loads(line)
    missing = [k for k in KEYS if k not in r]
    if missing: errs.append(f"row {n}: missing {missing}")
    if r["id"] in ids: errs.append(f"dup id {r['id']}")
    if r["id"].split(":")[0] != r["source"]: errs.append(f"source mismatch {r['id']}")
    ids.add(r["id"])
groups = collections.Counter(); group = None; queries = set()
for n, line in enumerate(open("queries.txt", encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"): continue
    m = re.fullmatch(r"\[([a-z]+)\]", line)
    if m: group = m.group(1); continue
    if group is None or " | " not in line: errs.append(f"q line {n} unparsable"); continue
    text, grades = line.split(" | ", 1)
    if not text.strip(): errs.append(f"q line {n}: empty query")
    if text in queries: errs.append(f"q line {n}: duplicate query {text}")
    queries.add(text)
    toks = grades.split()
    if not toks: errs.append(f"q line {n}: no graded row")
    seen = set()
    for t in toks:
        m = re.fullmatch(r"([a-z]+:\d+):([123])", t)
        if not m: errs.append(f"q line {n}: bad token {t}"); continue
        if m.group(1) not in ids: errs.append(f"q line {n}: unknown id {m.group(1)}")
        if m.group(1) in seen: errs.append(f"q line {n}: id twice {m.group(1)}")
        seen.add(m.group(1))
    if not any(t.endswith(":3") or t.endswith(":2") for t in toks): print("note: no 2/3 grade:", text)
    groups[group] += 1
print(len(ids), "rows;", dict(groups), "queries")
print("\n".join(errs) if errs else "OK")
sys.exit(1 if errs else 0)
