#!/usr/bin/env python3
"""Check jobs.ndjson and queries.txt: every row parses and has exactly the Job keys of the spec
(facts optional), ids unique and of the form src:number; every queries.txt line parses; every graded id exists;
every query has at least one graded row; grades are 1..3; no id graded twice in one query."""
import json, re, sys, collections
KEYS = ['id','source','source_name','source_url','title','company','location','city','district','country','remote',
        'employment_type','job_function','career_level','salary_from','salary_to','salary_currency','salary_period',
        'deadline_at','posted_at','url','description','requirements','ingested_at','first_seen_at','times_seen',
        'active','deactivated_at','work_type','company_logo','view_count','contact_email','contact_phone']
GROUPS = ['exact','otherlang','azinfl','ruinfl','several','qualified','colloquial','typos']
err = []
ids = set()
for n, line in enumerate(open('jobs.ndjson', encoding='utf-8'), 1):
    try:
        r = json.loads(line)
    except Exception as e:
        err.append(f'jobs line {n}: {e}'); continue
    keys = set(r) - {'facts'}
    if keys != set(KEYS): err.append(f'jobs line {n}: keys differ {keys ^ set(KEYS)}')
    if 'facts' in r and not isinstance(r['facts'], dict): err.append(f'jobs line {n}: facts not object')
    if not re.fullmatch(r'[a-z]+:\d+', r.get('id', '')): err.append(f'jobs line {n}: bad id')
    if r['id'].split(':')[0] != r['source']: err.append(f'{r["id"]}: source mismatch')
    if r['id'] in ids: err.append(f'duplicate id {r["id"]}')
    ids.add(r['id'])
    if r['active'] and r['deactivated_at']: err.append(f'{r["id"]}: active with deactivated_at')
    if not r['active'] and not r['deactivated_at']: err.append(f'{r["id"]}: retired without deactivated_at')
    if r['salary_from'] == 0 or r['salary_to'] == 0: err.append(f'{r["id"]}: zero salary')
    if r['district'] and r['city'] != 'Bakı': err.append(f'{r["id"]}: district without Baku city')
group = None
counts = collections.Counter()
queries = set()
for n, line in enumerate(open('queries.txt', encoding='utf-8'), 1):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('#'): continue
    m = re.fullmatch(r'\[(\w+)\]', line)
    if m:
        group = m.group(1)
        if group not in GROUPS: err.append(f'queries line {n}: unknown group {group}')
        continue
    if group is None: err.append(f'queries line {n}: query before group'); continue
    if line.count('|') != 1: err.append(f'queries line {n}: needs exactly one |'); continue
    q, rhs = (x.strip() for x in line.split('|'))
    if not q: err.append(f'queries line {n}: empty query')
    if (group, q) in queries: err.append(f'queries line {n}: duplicate query {q}')
    queries.add((group, q))
    toks = rhs.split()
    if not toks: err.append(f'queries line {n}: no graded row')
    seen = set()
    for t in toks:
        m = re.fullmatch(r'([a-z]+:\d+):([123])', t)
        if not m: err.append(f'queries line {n}: bad token {t}'); continue
        if m.group(1) not in ids: err.append(f'queries line {n}: unknown id {m.group(1)}')
        if m.group(1) in seen: err.append(f'queries line {n}: id twice {m.group(1)}')
        seen.add(m.group(1))
    counts[group] += 1
print('rows', len(ids), 'by source', dict(collections.Counter(i.split(':')[0] for i in ids)))
print('queries', sum(counts.values()), dict(counts))
for e in err: print('ERROR', e)
sys.exit(1 if err else 0)
