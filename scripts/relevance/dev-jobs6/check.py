#!/usr/bin/env python3
import json, re, sys
KEYS = ['id','source','source_name','source_url','title','company','location','city','district','country','remote',
 'employment_type','job_function','career_level','salary_from','salary_to','salary_currency','salary_period',
 'deadline_at','posted_at','url','description','requirements','ingested_at','first_seen_at','times_seen','active',
 'deactivated_at','work_type','company_logo','view_count','contact_email','contact_phone','description_html','requirements_html']
ids, errs = set(), []
for n, l in enumerate(open('jobs.ndjson', encoding='utf-8'), 1):
    r = json.loads(l)
    miss = [k for k in KEYS if k not in r]
    if miss: errs.append(f'row {n} missing {miss}')
    if r['id'] in ids: errs.append('dup id ' + r['id'])
    if not r['id'].startswith(r['source'] + ':'): errs.append('bad id ' + r['id'])
    ids.add(r['id'])
grp, seenq, counts = None, set(), {}
for n, l in enumerate(open('queries.txt', encoding='utf-8'), 1):
    s = l.rstrip('\n')
    if not s.strip() or s.startswith('#'): continue
    m = re.fullmatch(r'\[(\w+)\]', s)
    if m: grp = m.group(1); counts[grp] = 0; continue
    if grp is None or ' | ' not in s: errs.append(f'line {n} bad'); continue
    q, g = s.split(' | ', 1)
    key = q.strip().casefold()
    if key in seenq: errs.append(f'dup query {q}')
    seenq.add(key)
    items = g.split()
    if not items: errs.append(f'line {n} no grades')
    for it in items:
        rid, gr = it.rsplit(':', 1)
        if rid not in ids: errs.append(f'line {n} unknown {rid}')
        if gr not in ('1','2','3'): errs.append(f'line {n} bad grade {it}')
    counts[grp] += 1
print(len(ids), 'rows', counts, sum(counts.values()), 'queries')
print('\n'.join(errs) or 'OK')
