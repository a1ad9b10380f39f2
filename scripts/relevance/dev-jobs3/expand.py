#!/usr/bin/env python3
"""Expand the hand-written compact records (records.py) into full Job rows (jobs.ndjson)."""
import json, hashlib
from datetime import datetime, timedelta, timezone
from records import R

SRC = {
  "boss": ("Boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
  "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{slug}-{n}"),
  "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{slug}-{n}"),
  "position": ("Position.az", "https://position.az", "https://position.az/vacancy/{n}?utm_source=feed"),
  "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
}
def slug(t):
    tr = str.maketrans("əıöüçşğİ", "eioucsgi")
    t = t.lower().translate(tr)
    return "".join(c if c.isalnum() and c.isascii() else "-" for c in t).strip("-")[:60] or "job"

BASE = datetime(2026, 11, 20, 8, 0, tzinfo=timezone.utc)
def ts(d): return d.strftime("%Y-%m-%dT%H:%M:%SZ")

rows = []
for i, x in enumerate(R):
    src, n = x["id"].split(":")
    name, surl, upat = SRC[src]
    h = int(hashlib.md5(x["id"].encode()).hexdigest(), 16)
    posted = BASE + timedelta(hours=h % 300)
    first = posted + timedelta(hours=2)
    ing = first + timedelta(days=3 + h % 10)
    company = None if x["company"] in (None, "Özəl şəxs") else {"name": x["company"], "slug": None}
    if x["company"] == "Özəl şəxs":
        company = {"name": "Özəl şəxs", "slug": None}
    country = "AZ" if src in ("smartjob",) and x["location"] != "Remote" else None
    sal_set = x["salary_from"] is not None or x["salary_to"] is not None
    facts = {}
    if src == "boss":
        facts["view_count"] = str(h % 2000)
    if src == "hellojob" and sal_set:
        facts["salary"] = f'{x["salary_from"]}' + (f'-{x["salary_to"]}' if x["salary_to"] else "") + " AZN"
    row = {
      "id": x["id"], "source": src, "source_name": name, "source_url": surl,
      "title": x["title"], "company": company, "location": x["location"],
      "city": x["city"], "district": x["district"], "country": country,
      "remote": x.get("remote", False),
      "employment_type": x["employment_type"], "job_function": x["job_function"],
      "career_level": x["career_level"],
      "salary_from": x["salary_from"], "salary_to": x["salary_to"],
      "salary_currency": x["salary_currency"] if sal_set else None,
      "salary_period": "MONTH" if sal_set and src in ("hellojob", "smartjob") and (x["salary_from"] or 0) > 60 else None,
      "deadline_at": ts(posted + timedelta(days=30)),
      "posted_at": ts(posted),
      "url": upat.format(n=n, slug=slug(x["title"])),
      "description": x["description"],
      "requirements": x.get("requirements"),
      "ingested_at": ts(ing), "first_seen_at": ts(first), "times_seen": 3 + h % 20,
      "active": True, "deactivated_at": None,
      "work_type": x.get("work_type"), "company_logo": None,
      "view_count": (h % 2000) if src == "boss" else None,
      "contact_email": None, "contact_phone": None,
    }
    if facts:
        row["facts"] = facts
    rows.append(row)

with open("jobs.ndjson", "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows")
