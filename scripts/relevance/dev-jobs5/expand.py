#!/usr/bin/env python3
"""Expand compact hand-written job records (records.py) into full Job rows (jobs.ndjson)."""
import json, hashlib, html, datetime as dt
from records import ROWS

SRC = {
    "boss": ("Boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
    "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{n}"),
    "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{n}"),
    "position": ("Position.az", "https://position.az", "https://position.az/vacancy/{n}"),
    "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
}
FIELDS = ["id","source","source_name","source_url","title","company","location","city","district","country",
          "remote","employment_type","job_function","career_level","salary_from","salary_to","salary_currency",
          "salary_period","deadline_at","posted_at","url","description","requirements","ingested_at",
          "first_seen_at","times_seen","active","deactivated_at","work_type","company_logo","view_count",
          "contact_email","contact_phone","description_html","requirements_html"]

def ts(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")

out = []
for i, r in enumerate(ROWS):
    rid, title, company, loc, city, dist, desc = r[:7]
    kw = r[7] if len(r) > 7 else {}
    src, n = rid.split(":")
    name, surl, upat = SRC[src]
    h = int(hashlib.md5(rid.encode()).hexdigest(), 16)
    posted = dt.datetime(2026, 11, 10) + dt.timedelta(hours=h % (24 * 25))
    first = posted + dt.timedelta(hours=3)
    row = {k: None for k in FIELDS}
    row.update({
        "id": rid, "source": src, "source_name": name, "source_url": surl, "title": title,
        "company": ({"name": company, "slug": None} if company else None),
        "location": loc, "city": city, "district": dist,
        "country": None,
        "remote": kw.get("remote", False if src in ("hellojob", "smartjob") else None),
        "posted_at": ts(posted), "first_seen_at": ts(first),
        "ingested_at": ts(dt.datetime(2026, 12, 6, 6) + dt.timedelta(minutes=i)),
        "times_seen": 3 + h % 20, "active": True, "url": upat.format(n=n),
        "description": desc, "deadline_at": ts(posted + dt.timedelta(days=30)),
        "view_count": 50 + h % 2000,
    })
    for k in ("employment_type","job_function","career_level","salary_from","salary_to","work_type",
              "requirements","contact_phone","contact_email"):
        if k in kw:
            row[k] = kw[k]
    if row["salary_from"] is not None or row["salary_to"] is not None:
        row["salary_currency"] = kw.get("cur", "AZN")
        row["salary_period"] = "MONTH"
    row["description_html"] = "<p>" + html.escape(desc) + "</p>" if desc else None
    row["requirements_html"] = "<p>" + html.escape(row["requirements"]) + "</p>" if row["requirements"] else None
    facts = {}
    if row["salary_from"] is not None:
        facts["salary"] = str(row["salary_from"])
    if src == "boss":
        facts["view_count"] = str(row["view_count"])
    if facts:
        row["facts"] = facts
    out.append(row)

ids = [r["id"] for r in out]
assert len(ids) == len(set(ids)), "duplicate ids"
with open("jobs.ndjson", "w", encoding="utf-8") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "rows")
