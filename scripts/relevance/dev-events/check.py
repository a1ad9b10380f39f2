# Validates events.ndjson and queries.txt.
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
EV = ['id','source','slug','name','category','venue','starts_at','ends_at','price','age_limit','tickets_available',
      'description','url','external_url','poster_url','ingested_at']
SES = ['id','starts_at','ends_at','sell_ends_at','price','tickets_available','language','observed_at']
err = []
ids = set()
for n, line in enumerate(open(os.path.join(HERE, 'events.ndjson'), encoding='utf-8'), 1):
    try: r = json.loads(line)
    except Exception as e: err.append('row %d: %s' % (n, e)); continue
    for k in EV:
        if k not in r: err.append('row %d missing %s' % (n, k))
    extra = set(r) - set(EV) - {'sessions'}
    if extra: err.append('row %d extra keys %s' % (n, extra))
    if r['id'] in ids: err.append('dup id ' + r['id'])
    ids.add(r['id'])
    if r['id'].split(':')[0] != r['source']: err.append('source mismatch ' + r['id'])
    if not ('2026-12-01' <= r['starts_at'][:10] <= '2027-02-28'): err.append('starts_at out of range ' + r['id'])
    v = r['venue']
    if v is not None and set(v) != {'id','name','address','lat','lng'}: err.append('venue keys ' + r['id'])
    for s in r.get('sessions', []):
        if set(s) != set(SES): err.append('session keys ' + r['id'])
groups = {}
grp = None
for n, line in enumerate(open(os.path.join(HERE, 'queries.txt'), encoding='utf-8'), 1):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('#'): continue
    if line.startswith('['):
        if not line.endswith(']'): err.append('bad group line %d' % n)
        grp = line[1:-1]; groups.setdefault(grp, 0); continue
    if grp is None or ' | ' not in line: err.append('bad line %d' % n); continue
    text, gs = line.split(' | ', 1)
    if not text.strip(): err.append('empty query line %d' % n)
    toks = gs.split()
    if not toks: err.append('no grades line %d' % n)
    seen = set()
    for t in toks:
        i, g = t.rsplit(':', 1)
        if i not in ids: err.append('unknown id %s line %d' % (i, n))
        if g not in ('1', '2', '3'): err.append('bad grade %s line %d' % (t, n))
        if i in seen: err.append('dup id in query line %d' % n)
        seen.add(i)
    groups[grp] += 1
print(len(ids), 'rows;', groups, sum(groups.values()), 'queries')
print('\n'.join(err) if err else 'OK')
sys.exit(1 if err else 0)
