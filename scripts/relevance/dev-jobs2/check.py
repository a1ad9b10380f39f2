#!/usr/bin/env python3
"""Check jobs.ndjson and queries.txt of this set. Exit 1 on any problem."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "source", "source_name", "source_url", "title", "company", "location", "city", "district",
        "country", "remote", "employment_type", "job_function", "career_level", "salary_from", "salary_to",
        "salary_currency", "salary_period", "deadline_at", "posted_at", "url", "description", "requirements",
        "ingested_at", "first_seen_at", "times_seen", "active", "deactivated_at", "work_type", "company_logo",
        "view_count", "contact_email", "contact_phone", "description_html", "requirements_html"]
NONNULL = ["id", "source", "title", "ingested_at", "first_seen_at", "times_seen", "active"]
GROUPS = {"several", "qualified", "colloquial", "exact", "otherlang", "azinfl", "ruinfl", "typos"}
errs = []
ids = set()
for n, l in enumerate(open(os.path.join(HERE, "jobs.ndjson"), encoding="utf-8"), 1):
    try:
        r = json.loads(l)
    except Exception as e:
        errs.append(f"row line {n}: {e}"); continue
    for k in KEYS:
        if k not in r:
            errs.append(f"row {n}: missing key {k}")
    for k in NONNULL:
        if r.get(k) is None:
            errs.append(f"row {n}: {k} is null")
    extra = set(r) - set(KEYS) - {"facts"}
    if extra:
        errs.append(f"row {n}: extra keys {extra}")
    if not re.fullmatch(r"(boss|hellojob|jobsearch|position|smartjob):(\d+)", r["id"]) or int(r["id"].split(":")[1]) < 7100:
        errs.append(f"row {n}: bad id {r['id']}")
    if r["id"].split(":")[0] != r["source"]:
        errs.append(f"row {n}: source mismatch")
    if r["id"] in ids:
        errs.append(f"row {n}: duplicate id {r['id']}")
    ids.add(r["id"])
    if "facts" in r and not all(isinstance(v, str) for v in r["facts"].values()):
        errs.append(f"row {n}: facts values must be strings")
group = None
count = collections.Counter()
seen_q = set()
for n, l in enumerate(open(os.path.join(HERE, "queries.txt"), encoding="utf-8"), 1):
    l = l.rstrip("\n")
    if not l.strip() or l.startswith("#"):
        continue
    m = re.fullmatch(r"\[(\w+)\]", l)
    if m:
        group = m.group(1)
        if group not in GROUPS:
            errs.append(f"q line {n}: unknown group {group}")
        continue
    if group is None:
        errs.append(f"q line {n}: query before any group"); continue
    parts = l.split(" | ")
    if len(parts) != 2 or not parts[0].strip():
        errs.append(f"q line {n}: cannot parse"); continue
    q = parts[0].strip()
    if q.lower() in seen_q:
        errs.append(f"q line {n}: duplicate query {q}")
    seen_q.add(q.lower())
    got = set()
    toks = parts[1].split()
    if not toks:
        errs.append(f"q line {n}: no graded rows")
    for t in toks:
        m = re.fullmatch(r"(\w+:\d+):([123])", t)
        if not m:
            errs.append(f"q line {n}: bad token {t}"); continue
        if m.group(1) not in ids:
            errs.append(f"q line {n}: unknown id {m.group(1)}")
        if m.group(1) in got:
            errs.append(f"q line {n}: id graded twice {m.group(1)}")
        got.add(m.group(1))
    count[group] += 1
print(len(ids), "rows;", dict(count), "queries;", sum(count.values()), "total")
for e in errs:
    print("ERROR", e)
sys.exit(1 if errs else 0)
