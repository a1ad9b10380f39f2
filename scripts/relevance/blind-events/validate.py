#!/usr/bin/env python3
"""Checks the three files: every line parses, keys and types follow the
events row of the contract, ids unique, every id in labels/queries exists."""
import json, re, sys, collections
KEYS = ['id','source','slug','name','category','venue','starts_at','ends_at','price','age_limit',
        'tickets_available','description','url','external_url','poster_url','ingested_at']
TS = re.compile(r'^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$')
err = []
rows = []
for n, line in enumerate(open('events.ndjson', encoding='utf-8'), 1):
    r = json.loads(line); rows.append(r)
    for k in KEYS:
        if k not in r: err.append(f'line {n}: missing {k}')
    extra = set(r) - set(KEYS) - {'sessions'}
    if extra: err.append(f'line {n}: extra {extra}')
    if not r['id'].startswith(r['source'] + ':'): err.append(f'line {n}: id/source')
    for k in ('starts_at', 'ends_at', 'ingested_at'):
        if r[k] is not None and not TS.match(r[k]): err.append(f'line {n}: {k}')
    if not ('2026-12-01' <= r['starts_at'][:10] <= '2027-03-31'): err.append(f'line {n}: date {r["starts_at"]}')
    v = r['venue']
    if v is not None:
        assert set(v) == {'id','name','address','lat','lng'}, n
        assert isinstance(v['name'], str)
    p = r['price']
    if p is not None: assert set(p) == {'min','max','currency'} and p['min'] <= p['max']
    if r['tickets_available'] is not None: assert isinstance(r['tickets_available'], int) and r['tickets_available'] > 0
    if 'sessions' in r:
        assert isinstance(r['sessions'], list) and r['sessions']
        for s in r['sessions']:
            assert set(s) == {'id','starts_at','ends_at','sell_ends_at','price','tickets_available','language','observed_at'}, n
            assert s['language'] in (None, 'az', 'ru', 'en', 'tr')
ids = [r['id'] for r in rows]
dup = [i for i, c in collections.Counter(ids).items() if c > 1]
if dup: err.append(f'duplicate ids {dup}')
idset = set(ids)
# one venue id, one venue object
vo = {}
for r in rows:
    v = r['venue']
    if v:
        if v['id'] in vo and vo[v['id']] != v: err.append(f'venue {v["id"]} differs')
        vo[v['id']] = v
labs = [json.loads(l) for l in open('labels.ndjson', encoding='utf-8')]
lid = [l['id'] for l in labs]
if set(lid) != idset or len(lid) != len(idset): err.append('labels do not cover ids exactly')
KINDS = 'concert theatre opera ballet cinema exhibition comedy festival workshop sport party circus other'.split()
GEN = 'jazz mugham classical pop rock folk animation documentary'.split()
for l in labs:
    assert set(l) == {'id','kind','genres','venue','languages','audience','min_age'}
    assert l['kind'] in KINDS and all(g in GEN for g in l['genres'])
    assert l['audience'] in (None, 'children', 'adults')
    assert l['min_age'] is None or isinstance(l['min_age'], int)
# venue key consistency: one canonical key per venue id
vk = collections.defaultdict(set)
byid = {r['id']: r for r in rows}
for l in labs:
    v = byid[l['id']]['venue']
    if v: vk[v['id']].add(l['venue'])
for k, s in vk.items():
    if len(s) > 1: err.append(f'venue id {k} has keys {s}')
group = None; nq = collections.Counter()
for line in open('queries.txt', encoding='utf-8'):
    line = line.rstrip('\n')
    if not line: continue
    if line.startswith('['): group = line; continue
    q, _, g = line.partition(' | ')
    nq[group] += 1
    seen = set()
    for tok in g.split():
        i, _, s = tok.rpartition(':')
        if i not in idset: err.append(f'query {q!r}: unknown id {i}')
        if i in seen: err.append(f'query {q!r}: id twice {i}')
        seen.add(i)
        assert s in ('1', '2', '3')
    if not seen: err.append(f'query {q!r} has no graded row')
print('rows', len(rows), 'labels', len(labs), 'venue ids', len(vo), 'canonical venues', len({l['venue'] for l in labs}))
print('queries per group', dict(nq), 'total', sum(nq.values()))
print('kinds', dict(collections.Counter(l['kind'] for l in labs)))
print('\n'.join(err) or 'OK')
sys.exit(1 if err else 0)
