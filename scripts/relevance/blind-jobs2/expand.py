#!/usr/bin/env python3
"""Expand the hand-written compact records (records.txt) into full Job rows (jobs.ndjson).
Row content (titles, companies, descriptions, labels, pay) is hand-written in records.txt;
this script only assigns ids (8001.. per source in file order), fills city/district from the
location text, timestamps, urls and nulls."""
import json, re, datetime

SRC = {
 'boss': ('Boss.az', 'https://boss.az', 'https://boss.az/vacancies/{n}'),
 'hellojob': ('HelloJob.az', 'https://www.hellojob.az', 'https://www.hellojob.az/vakansiya/{slug}-{n}'),
 'jobsearch': ('JobSearch.az', 'https://jobsearch.az', 'https://jobsearch.az/vacancies/{slug}-{n}'),
 'position': ('Position.az', 'https://position.az', 'https://position.az/vacancy/{n}'),
 'smartjob': ('SmartJob.az', 'https://smartjob.az', 'https://smartjob.az/vacancy/{n}?utm_source=feed'),
}
CITY = [('Bakı','Bakı'),('Baku','Bakı'),('Баку','Bakı'),('Sumqayıt','Sumqayıt'),('Сумгайыт','Sumqayıt'),
        ('Gəncə','Gəncə'),('Гянджа','Gəncə'),('Qəbələ','Qəbələ')]
DIST = {'Nəsimi':'Nəsimi','Yasamal':'Yasamal','Xətai':'Xətai','Nərimanov':'Nərimanov','Binəqədi':'Binəqədi',
        'Sabunçu':'Sabunçu','Nizami':'Nizami','Səbail':'Səbail','Xəzər':'Xəzər','Qaradağ':'Qaradağ',
        'Хатаинский':'Xətai','Наримановский':'Nərimanov','Ясамальский':'Yasamal','Сабаильский':'Səbail',
        'Бинагадинский':'Binəqədi','Гарадагский':'Qaradağ'}

def slug(s):
    s = s.lower().translate(str.maketrans({'ə':'e','ı':'i','ö':'o','ü':'u','ş':'s','ç':'c','ğ':'g'}))
    s = s.replace('\u0307', '')
    s = re.sub(r'[^a-z0-9]+', '-', s).strip('-')
    return s or 'vakansiya'

def salary(s):
    if not s: return None, None, None
    cur = 'AZN'
    m = re.match(r'^(\S*)\s*([A-Z]{3})?$', s.strip())
    rng, c = m.group(1), m.group(2)
    if c: cur = c
    if '-' in rng:
        a, b = rng.split('-', 1)
    else:
        a, b = rng, rng
    f = lambda x: float(x) if x else None
    return f(a), f(b), cur

def main():
    counters = {}
    base = datetime.datetime(2026, 11, 1, 6, 0, tzinfo=datetime.timezone.utc)
    out = []
    for ln, line in enumerate(open('records.txt', encoding='utf-8')):
        line = line.rstrip('\n')
        if not line or line.startswith('#'): continue
        p = line.split('|')
        assert len(p) == 11, (ln, line)
        tag, src, title, company, loc, emp, func, level, sal, flags, desc = p
        n = counters.get(src, 8000) + 1; counters[src] = n
        sname, surl, utpl = SRC[src]
        city = None
        for k, v in CITY:
            if k in loc: city = v; break
        district = None
        for k, v in DIST.items():
            if k in loc: district = v; city = 'Bakı'; break
        sf, st, cur = salary(sal)
        posted = base + datetime.timedelta(hours=7 * len(out) % 800, minutes=(len(out) * 13) % 60)
        active = 'x' not in flags
        remote = True if 'r' in flags else (False if src == 'smartjob' else None)
        first = posted + datetime.timedelta(hours=2)
        row = {
            'id': f'{src}:{n}', 'source': src, 'source_name': sname, 'source_url': surl,
            'title': title,
            'company': ({'name': company, 'slug': slug(company) if src == 'hellojob' else None} if company else None),
            'location': loc or None, 'city': city, 'district': district,
            'country': 'AZ' if 'Azerbaijan' in loc else None,
            'remote': remote, 'employment_type': emp or None, 'job_function': func or None,
            'career_level': level or None,
            'salary_from': sf, 'salary_to': st, 'salary_currency': cur,
            'salary_period': ('MONTH' if sf is not None and src in ('hellojob', 'jobsearch', 'smartjob') and (sf or 0) >= 100 else None),
            'deadline_at': ((posted + datetime.timedelta(days=30)).isoformat().replace('+00:00', 'Z') if src in ('position', 'hellojob', 'boss') else None),
            'posted_at': posted.isoformat().replace('+00:00', 'Z'),
            'url': utpl.format(n=n, slug=slug(title)),
            'description': desc or None, 'requirements': None,
            'ingested_at': (first + datetime.timedelta(days=3)).isoformat().replace('+00:00', 'Z'),
            'first_seen_at': first.isoformat().replace('+00:00', 'Z'),
            'times_seen': 5 + len(out) % 17,
            'active': active,
            'deactivated_at': (None if active else (first + datetime.timedelta(days=10)).isoformat().replace('+00:00', 'Z')),
            'work_type': ('remote' if 'r' in flags else 'on-site') if src == 'smartjob' else None,
            'company_logo': (f'{surl}/logos/{slug(company)}.png' if company and src in ('hellojob', 'boss') else None),
            'view_count': (100 + (n * 37) % 2500) if src in ('boss', 'jobsearch') else None,
            'contact_email': None, 'contact_phone': ('+994 50 ' + str(2000000 + n * 731)[:7] if src == 'boss' else None),
        }
        if src == 'boss':
            row['facts'] = {'view_count': str(row['view_count'])}
        elif src == 'smartjob':
            row['facts'] = {'work_type': row['work_type']}
        row['_tag'] = tag
        out.append(row)
    with open('jobs.ndjson', 'w', encoding='utf-8') as f:
        for r in out:
            r = {k: v for k, v in r.items() if k != '_tag'}
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open('listing.txt', 'w', encoding='utf-8') as f:
        for r in out:
            f.write(f"{r['_tag']:6} {r['id']:15} {r['title']} | {r['company']['name'] if r['company'] else '-'} | {r['location']} | {r['career_level']} | {r['employment_type']} | {'RETIRED' if not r['active'] else ''}{' REMOTE' if r['remote'] else ''}\n")
    print(len(out), counters)

main()
