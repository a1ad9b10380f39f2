#!/usr/bin/env python3
"""Expand the hand-written compact records (records.psv) into full Job rows (jobs.ndjson).

Only mechanical things are filled here: id, source metadata, url, timestamps, city/district/country
from the published location, remote/work_type from the published location/labels, salary currency/period,
facts. Titles, companies, locations, labels and descriptions are written by hand in records.psv.
"""
import json, re, os
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = {
    "boss": ("Boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
    "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{slug}-{n}"),
    "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{slug}-{n}?utm_source=feed"),
    "position": ("Position.az", "https://position.az", "https://position.az/vacancy/{n}"),
    "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
}
CITY = [("Bakı", "Baku"), ("Baku", "Baku"), ("Баку", "Baku"), ("Gəncə", "Ganja"), ("Ganja", "Ganja"),
        ("Sumqayıt", "Sumgait"), ("Сумгаит", "Sumgait"), ("Qəbələ", "Gabala"), ("Габала", "Gabala"),
        ("Xırdalan", "Khirdalan")]
DAY_PAID = {"7189", "7223", "7227", "7269", "7278"}


def slugify(s):
    s = s.lower()
    s = re.sub(r"[^0-9a-zа-яёəöüğışç]+", "-", s)
    return s.strip("-")[:60]


def main():
    rows = []
    base = datetime(2026, 12, 6, 6, 0, tzinfo=timezone.utc)
    with open(os.path.join(HERE, "records.psv"), encoding="utf-8") as f:
        for ln in f:
            ln = ln.rstrip("\n")
            if not ln or ln.startswith("#"):
                continue
            parts = ln.split("|")
            assert len(parts) == 11, (len(parts), ln)
            n, src, title, company, loc, emp, level, func, sfrom, sto, desc = parts
            desc = desc.replace("\\n", "\n")
            name, surl, utmpl = SOURCES[src]
            k = int(n) - 7100
            posted = base - timedelta(hours=5 * (200 - k))
            first = posted + timedelta(hours=2)
            ing = datetime(2026, 12, 7, 3, 0, tzinfo=timezone.utc) - timedelta(minutes=k)
            city = None
            district = None
            country = None
            # only boss, hellojob and position publish a structured place of their own
            if src in ("boss", "hellojob", "position"):
                for w, c in CITY:
                    if loc.startswith(w):
                        city = c
                        country = "AZ"
                if "Nəsimi" in loc:
                    district = "Nasimi"
            low = (loc + " " + title).lower()
            remote = None
            if "remote" in low or "удален" in low or "uzaqdan" in desc.lower():
                remote = True
            elif src in ("hellojob", "smartjob"):
                remote = False
            wt = None
            if emp in ("Növbəli", "Сменный") or "növbə" in title.lower() or "смен" in title.lower():
                wt = "shift"
            elif remote:
                wt = "remote"
            elif "гибрид" in desc or "hybrid" in desc:
                wt = "hybrid"
            sf = float(sfrom) if sfrom else None
            st = float(sto) if sto else None
            cur = "AZN" if (sf or st) else None
            period = None
            if sf or st:
                period = "DAY" if n in DAY_PAID else "MONTH"
            facts = {}
            if src == "boss":
                facts["view_count"] = str(100 + (k * 37) % 900)
            if src == "jobsearch":
                facts["slug"] = slugify(title)
            if sf:
                facts["salary"] = f"{int(sf)}" + (f"-{int(st)}" if st else "") + " AZN"
            row = {
                "id": f"{src}:{n}",
                "source": src,
                "source_name": name,
                "source_url": surl,
                "title": title,
                "company": ({"name": company, "slug": None} if company and company != "-" else None),
                "location": loc or None,
                "city": city,
                "district": district,
                "country": country,
                "remote": remote,
                "employment_type": emp or None,
                "job_function": func or None,
                "career_level": level or None,
                "salary_from": sf,
                "salary_to": st,
                "salary_currency": cur,
                "salary_period": period,
                "deadline_at": (posted + timedelta(days=30)).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "posted_at": posted.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "url": utmpl.format(n=n, slug=slugify(title)),
                "description": desc or None,
                "requirements": None,
                "ingested_at": ing.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "first_seen_at": first.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "times_seen": 1 + k % 17,
                "active": True,
                "deactivated_at": None,
                "work_type": wt,
                "company_logo": None,
                "view_count": (int(facts["view_count"]) if "view_count" in facts else None),
                "contact_email": None,
                "contact_phone": None,
                "description_html": None,
                "requirements_html": None,
            }
            if facts:
                row["facts"] = facts
            rows.append(row)
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with open(os.path.join(HERE, "jobs.ndjson"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "rows")


if __name__ == "__main__":
    main()
