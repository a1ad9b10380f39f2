# -*- coding: utf-8 -*-
"""Check jobs.ndjson, labels.ndjson and queries.txt.

Rows: every key of the api-spec Job table, JSON types and nullability as the
table states, `facts` absent (never null) when a row has none, ids
`<source>:<source_job_id>` unique, no key outside the table.
Queries: known groups, `query | id:grade ...`, ids exist, grades 1-3, no id
twice on a line, at least one grade-3 row per query; and the grades agree
with the written rule applied to labels.ndjson (build.grade).
Exit status 1 on any problem.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$")
GROUPS = ["exact", "otherlang", "azinfl", "ruinfl", "several", "typos", "qualified", "colloquial"]

STR, NUM, INT, BOOL, OBJ, TSV = "string", "number", "integer", "boolean", "object", "timestamp"
# field: (type, nullable)
JOB_FIELDS = {
    "id": (STR, False), "source": (STR, False), "source_name": (STR, True), "source_url": (STR, True),
    "title": (STR, False), "company": (OBJ, True), "location": (STR, True), "city": (STR, True),
    "district": (STR, True), "country": (STR, True), "remote": (BOOL, True), "employment_type": (STR, True),
    "job_function": (STR, True), "career_level": (STR, True), "salary_from": (NUM, True), "salary_to": (NUM, True),
    "salary_currency": (STR, True), "salary_period": (STR, True), "deadline_at": (TSV, True), "posted_at": (TSV, True),
    "url": (STR, True), "description": (STR, True), "requirements": (STR, True), "facts": (OBJ, True),
    "ingested_at": (TSV, False), "first_seen_at": (TSV, False), "times_seen": (INT, False), "active": (BOOL, False),
    "deactivated_at": (TSV, True), "work_type": (STR, True), "company_logo": (STR, True), "view_count": (INT, True),
    "contact_email": (STR, True), "contact_phone": (STR, True), "description_html": (STR, True),
    "requirements_html": (STR, True),
}
ABSENT_WHEN_NONE = {"facts"}
PERIODS = {"HOUR", "DAY", "WEEK", "MONTH", "YEAR"}
LABEL_KEYS = ["id", "occupation", "seniority", "employment", "city", "salary_currency"]
SENIORITY = {None, "intern", "entry", "junior", "mid", "senior", "lead", "executive"}
EMPLOYMENT = {None, "full_time", "part_time", "contractor", "temporary", "intern", "volunteer", "per_diem", "other"}

errors = []


def err(msg):
    errors.append(msg)


def type_ok(v, t):
    if t == STR:
        return isinstance(v, str)
    if t == NUM:
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    if t == INT:
        return isinstance(v, int) and not isinstance(v, bool)
    if t == BOOL:
        return isinstance(v, bool)
    if t == OBJ:
        return isinstance(v, dict)
    if t == TSV:
        return isinstance(v, str) and bool(TS.match(v))
    return False


def check_rows():
    ids = {}
    path = os.path.join(HERE, "jobs.ndjson")
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except ValueError as ex:
                err("jobs.ndjson:%d not JSON: %s" % (n, ex))
                continue
            where = "jobs.ndjson:%d" % n
            for k in r:
                if k not in JOB_FIELDS:
                    err("%s unknown key %s" % (where, k))
            for k, (t, nullable) in JOB_FIELDS.items():
                if k not in r:
                    if k not in ABSENT_WHEN_NONE:
                        err("%s missing %s" % (where, k))
                    continue
                v = r[k]
                if v is None:
                    if k in ABSENT_WHEN_NONE:
                        err("%s %s must be absent, not null" % (where, k))
                    elif not nullable:
                        err("%s %s is null" % (where, k))
                    continue
                if not type_ok(v, t):
                    err("%s %s not %s: %r" % (where, k, t, v))
            rid = r.get("id")
            if not isinstance(rid, str) or not re.match(r"^[a-z0-9_]+:[0-9]+$", rid):
                err("%s bad id %r" % (where, rid))
                continue
            if rid in ids:
                err("%s duplicate id %s (line %d)" % (where, rid, ids[rid]))
            ids[rid] = n
            if rid.split(":")[0] != r.get("source"):
                err("%s id prefix != source" % where)
            c = r.get("company")
            if c is not None:
                if set(c) != {"name", "slug"} or not isinstance(c["name"], str) or not (c["slug"] is None or isinstance(c["slug"], str)):
                    err("%s bad company %r" % (where, c))
            if r.get("source") == "tapaz" and c is not None:
                err("%s classifieds row with a company" % where)
            if "facts" in r:
                if not r["facts"] or any(not isinstance(v, str) for v in r["facts"].values()):
                    err("%s facts must be a non-empty map of strings" % where)
            if r.get("salary_period") is not None and r["salary_period"] not in PERIODS:
                err("%s bad salary_period" % where)
            for k in ("salary_from", "salary_to"):
                if r.get(k) == 0:
                    err("%s %s is 0 (must be null)" % (where, k))
            if r.get("salary_from") is not None and r.get("salary_to") is not None and r["salary_from"] > r["salary_to"]:
                err("%s salary_from > salary_to" % where)
            if (r.get("salary_from") is not None or r.get("salary_to") is not None) and not r.get("salary_currency"):
                err("%s salary without currency" % where)
            if r.get("country") is not None and not re.match(r"^[A-Z]{2}$", r["country"]):
                err("%s country not ISO alpha-2" % where)
            if r.get("district") is not None and r.get("city") != "Bakı":
                err("%s district set but city is not the Baku value" % where)
            if r.get("active") is True and r.get("deactivated_at") is not None:
                err("%s active with deactivated_at" % where)
            if r.get("active") is False and r.get("deactivated_at") is None:
                err("%s retired without deactivated_at" % where)
            if isinstance(r.get("first_seen_at"), str) and isinstance(r.get("ingested_at"), str) and r["first_seen_at"] > r["ingested_at"]:
                err("%s first_seen_at after ingested_at" % where)
            if isinstance(r.get("times_seen"), int) and r["times_seen"] < 1:
                err("%s times_seen < 1" % where)
            if r.get("contact_email") is not None and r["contact_email"] != r["contact_email"].lower():
                err("%s contact_email not lower-case" % where)
            if not r.get("title", "").strip():
                err("%s empty title" % where)
    return ids


def check_labels(ids):
    labels = {}
    with open(os.path.join(HERE, "labels.ndjson"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            l = json.loads(line)
            for k in LABEL_KEYS:
                if k not in l:
                    err("labels.ndjson:%d missing %s" % (n, k))
            if l.get("id") not in ids:
                err("labels.ndjson:%d id %s not a row" % (n, l.get("id")))
            if l.get("id") in labels:
                err("labels.ndjson:%d duplicate id" % n)
            if l.get("seniority") not in SENIORITY:
                err("labels.ndjson:%d bad seniority" % n)
            if l.get("employment") not in EMPLOYMENT:
                err("labels.ndjson:%d bad employment" % n)
            labels[l.get("id")] = l
    for i in ids:
        if i not in labels:
            err("row %s has no label" % i)
    return labels


def check_queries(ids, labels):
    counts = {}
    parsed = []
    group = None
    seen = set()
    with open(os.path.join(HERE, "queries.txt"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            m = re.match(r"^\[(\w+)\]$", line)
            if m:
                group = m.group(1)
                if group not in GROUPS:
                    err("queries.txt:%d unknown group %s" % (n, group))
                counts.setdefault(group, 0)
                continue
            if group is None:
                err("queries.txt:%d query before any group" % n)
                continue
            if " | " not in line:
                err("queries.txt:%d no ' | '" % n)
                continue
            q, rest = line.split(" | ", 1)
            q = q.strip()
            if not q:
                err("queries.txt:%d empty query" % n)
            if (group, q) in seen:
                err("queries.txt:%d duplicate query" % n)
            seen.add((group, q))
            grades = {}
            for tok in rest.split():
                m = re.match(r"^(.+):([0-9]+)$", tok)
                if not m:
                    err("queries.txt:%d bad token %s" % (n, tok))
                    continue
                rid, g = m.group(1), int(m.group(2))
                if rid not in ids:
                    err("queries.txt:%d unknown id %s" % (n, rid))
                if g not in (1, 2, 3):
                    err("queries.txt:%d grade %d out of 1-3" % (n, g))
                if rid in grades:
                    err("queries.txt:%d id %s twice" % (n, rid))
                grades[rid] = g
            if 3 not in grades.values():
                err("queries.txt:%d '%s' has no grade-3 row" % (n, q))
            counts[group] += 1
            parsed.append((group, q, grades))
    for g in GROUPS:
        if not counts.get(g):
            err("group [%s] missing or empty" % g)
    # the grades follow the written rule on the labels
    try:
        sys.path.insert(0, HERE)
        import build
        rule = {(g, q["text"]): q for g, qs in build.QUERIES for q in qs}
        lab = list(labels.values())
        for g, q, grades in parsed:
            spec = rule.get((g, q))
            if spec is None:
                err("query '%s' not in build.QUERIES" % q)
                continue
            want = {l["id"]: build.grade(spec, l) for l in lab}
            want = {k: v for k, v in want.items() if v > 0}
            if want != grades:
                err("query '%s' grades differ from the rule" % q)
    except ImportError as ex:
        err("cannot import build for the rule check: %s" % ex)
    return counts, parsed


def main():
    ids = check_rows()
    labels = check_labels(ids)
    counts, parsed = check_queries(ids, labels)
    for e in errors[:50]:
        print("ERROR", e)
    if len(errors) > 50:
        print("... %d more" % (len(errors) - 50))
    print("rows %d, labels %d, queries %d" % (len(ids), len(labels), len(parsed)))
    for g in GROUPS:
        print("  [%s] %d" % (g, counts.get(g, 0)))
    print("OK" if not errors else "FAILED (%d problems)" % len(errors))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
