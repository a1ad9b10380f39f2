#!/usr/bin/env python3
"""Expand the hand-written compact records in rows.txt into jobs.ndjson (Job resource shape).
Content (title, company, location, salary text, description, occupation tag) is hand-written;
this script only fills ids, source metadata, timestamps, urls and nulls."""
import json, re, html, hashlib, datetime as dt

SRC = {
  'boss':      ('Boss.az',      'https://boss.az',      7001, 'https://boss.az/vacancies/{n}'),
  'hellojob':  ('HelloJob.az',  'https://www.hellojob.az', 7201, 'https://www.hellojob.az/vakansiya/{slug}-{n}'),
  'jobsearch': ('JobSearch.az', 'https://jobsearch.az', 7401, 'https://jobsearch.az/vacancies/{slug}-{n}'),
  'position':  ('Position.az',  'https://position.az',  7601, 'https://position.az/vacancy/{n}'),
  'smartjob':  ('SmartJob.az',  'https://smartjob.az',  7801, 'https://smartjob.az/vacancy/{n}?utm_source=feed'),
}
EMP = {'boss': None, 'hellojob': 'Full-time', 'jobsearch': 'FULL_TIME', 'position': 'FULL_TIME', 'smartjob': 'Tam ştat'}
BAKU_DISTRICTS = ['Nəsimi','Səbail','Yasamal','Nərimanov','Xətai','Binəqədi','Qaradağ','Nizami','Suraxanı','Abşeron']

def slugify(s):
    s = s.lower()
    s = re.sub(r'[^a-z0-9а-яёəüöğışç]+', '-', s).strip('-')
    return s[:40] or 'vakansiya'

def parse_salary(s):
    s = s.strip()
    m = re.fullmatch(r'(\d+)\s*-\s*(\d+)', s)
    if m: return float(m.group(1)), float(m.group(2)), 'MONTH'
    m = re.match(r'(\d+)(\s*\+.*)?$', s)
    if m and 'AZN' not in s and 'man' not in s:
        return float(m.group(1)), (None if m.group(2) else float(m.group(1))), 'MONTH'
    return None, None, None

def main():
    counters = {k: v[2] for k, v in SRC.items()}
    rows, occ = [], {}
    base = dt.datetime(2026, 11, 20, 8, 0, tzinfo=dt.timezone.utc)
    for i, line in enumerate(l for l in open('rows.txt', encoding='utf-8') if l.strip() and not l.startswith('#')):
        src, tag, title, company, location, sal, desc = [x.strip() for x in line.rstrip('\n').split('|', 6)]
        n = counters[src]; counters[src] += 1
        rid = f'{src}:{n}'
        occ[rid] = tag
        name, surl, _, upat = SRC[src]
        sf, st, sp = parse_salary(sal)
        city = 'Bakı' if re.match(r'(Bakı|Baku|Baki|Баку|Бакы)', location) else ('Sumqayıt' if location.startswith('Sumqayıt') else None)
        district = None
        for d in BAKU_DISTRICTS:
            if d in location and ' r' in location:
                district = d; city = 'Bakı'
        h = int(hashlib.md5(rid.encode()).hexdigest(), 16)
        posted = base + dt.timedelta(hours=(h % 400))
        first = posted + dt.timedelta(minutes=17 + h % 90)
        ing = first + dt.timedelta(days=1 + h % 10)
        facts = {}
        if sal and sf is None and sal != '-':
            facts['salary'] = sal
        if src == 'boss':
            facts['view_count'] = str(100 + h % 2000)
        row = {
            'id': rid, 'source': src, 'source_name': name, 'source_url': surl,
            'title': title,
            'company': None if company == '-' else {'name': company, 'slug': None},
            'location': location or None, 'city': city, 'district': district,
            'country': 'AZ' if ('Azərbaycan' in location or 'Azerbaijan' in location) else None,
            'remote': True if 'Remote possible' in desc else False,
            'employment_type': EMP[src], 'job_function': None,
            'career_level': ('Senior' if title.startswith('Senior') else None),
            'salary_from': sf, 'salary_to': st, 'salary_currency': 'AZN' if (sf or st) else None,
            'salary_period': sp,
            'deadline_at': (posted + dt.timedelta(days=30)).strftime('%Y-%m-%dT%H:%M:%SZ') if src in ('hellojob', 'position') else None,
            'posted_at': posted.strftime('%Y-%m-%dT%H:%M:%SZ'),
            'url': upat.format(n=n, slug=slugify(title)),
            'description': desc, 'requirements': None,
            'ingested_at': ing.strftime('%Y-%m-%dT%H:%M:%SZ'),
            'first_seen_at': first.strftime('%Y-%m-%dT%H:%M:%SZ'),
            'times_seen': 1 + h % 30, 'active': True, 'deactivated_at': None,
            'work_type': None, 'company_logo': None,
            'view_count': int(facts['view_count']) if 'view_count' in facts else None,
            'contact_email': None, 'contact_phone': None,
            'description_html': '<p>' + html.escape(desc) + '</p>', 'requirements_html': None,
        }
        if facts: row['facts'] = facts
        rows.append(row)
    with open('jobs.ndjson', 'w', encoding='utf-8') as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open('occ.json', 'w', encoding='utf-8') as f: json.dump(occ, f, ensure_ascii=False, indent=0)
    print(len(rows), 'rows')

if __name__ == '__main__': main()
