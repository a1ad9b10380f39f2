"""Expand the hand-written compact records (records.py) into full job rows (jobs.ndjson)."""
import json, hashlib, datetime as dt, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from records import REC

SRC = {
 "boss": ("Boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
 "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{n}"),
 "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{n}"),
 "position": ("Position.az", "https://position.az", "https://position.az/vacancy/{n}"),
 "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
}
def h(s, mod):
    return int(hashlib.sha1(s.encode()).hexdigest(), 16) % mod
def ts(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")

rows = []
for r in REC:
    src, num = r["id"].split(":")
    name, surl, purl = SRC[src]
    base = dt.datetime(2026, 10, 1, 6, 0, 0)
    posted = base + dt.timedelta(minutes=h(r["id"], 60 * 24 * 60))   # Oct 1 .. Nov 29
    first = posted + dt.timedelta(hours=1 + h(r["id"] + "f", 10))
    active = r.get("active", True)
    ingested = dt.datetime(2026, 12, 6, 3, 0) + dt.timedelta(minutes=h(r["id"] + "i", 600))
    deact = None
    if not active:
        ingested = posted + dt.timedelta(days=20)
        deact = ingested + dt.timedelta(days=2)
    sf, st = r.get("sf"), r.get("st")
    cur = r.get("cur", "AZN") if (sf or st) else None
    facts = {"slug": f"{src}-{num}"}
    vc = 50 + h(r["id"] + "v", 3000)
    if src == "boss":
        facts["view_count"] = str(vc)
    if sf or st:
        if sf: facts["salary_from"] = str(sf)
        if st: facts["salary_to"] = str(st)
    row = {
        "id": r["id"], "source": src, "source_name": name, "source_url": surl,
        "title": r["title"],
        "company": ({"name": r["company"], "slug": None} if r["company"] else None),
        "location": r["location"], "city": r.get("c"), "district": r.get("d"),
        "country": r.get("country"), "remote": r.get("remote", False if src != "boss" else None),
        "employment_type": r.get("emp"), "job_function": r.get("fn"), "career_level": r.get("lvl"),
        "salary_from": sf, "salary_to": st, "salary_currency": cur,
        "salary_period": "MONTH" if (sf or st) else None,
        "deadline_at": ts(posted + dt.timedelta(days=30)) if src in ("hellojob", "smartjob") else None,
        "posted_at": ts(posted), "url": purl.format(n=num),
        "description": r["desc"], "requirements": r.get("req"), "facts": facts,
        "ingested_at": ts(ingested), "first_seen_at": ts(first),
        "times_seen": 1 + h(r["id"] + "t", 40), "active": active, "deactivated_at": ts(deact) if deact else None,
        "work_type": r.get("wt"), "company_logo": None,
        "view_count": vc if src == "boss" else None,
        "contact_email": None, "contact_phone": None,
    }
    rows.append(row)
ids = [x["id"] for x in rows]
assert len(ids) == len(set(ids)), "duplicate ids"
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "jobs.ndjson"), "w") as f:
    for row in rows:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len(rows), "rows")
