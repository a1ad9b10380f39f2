import json, re, collections
spec_keys = ["id","source","source_name","source_url","title","company","location","city","district","country","remote","employment_type","job_function","career_level","salary_from","salary_to","salary_currency","salary_period","deadline_at","posted_at","url","description","requirements","ingested_at","first_seen_at","times_seen","active","deactivated_at","work_type","company_logo","view_count","contact_email","contact_phone"]
ids=set()
for l in open('jobs.ndjson'):
    r=json.loads(l); assert set(r)==set(spec_keys), set(r)^set(spec_keys); assert r['id'] not in ids; ids.add(r['id'])
grp=None; cnt=collections.Counter(); seen=set(); nrel=[]
for n,l in enumerate(open('queries.txt'),1):
    l=l.rstrip('\n')
    if not l or l.startswith('#'): continue
    m=re.fullmatch(r'\[(\w+)\]',l)
    if m: grp=m.group(1); continue
    q,g=l.split(' | ')
    assert grp and q.strip() and q not in seen, (n,l); seen.add(q)
    toks=g.split(); assert toks,(n,l)
    used=set()
    for t in toks:
        i,gr=t.rsplit(':',1); assert i in ids,(n,i); assert gr in '123',(n,t); assert i not in used,(n,i); used.add(i)
    cnt[grp]+=1; nrel.append(len(toks))
print(len(ids),'rows', dict(cnt), 'relevant per query min/avg/max', min(nrel), sum(nrel)/len(nrel), max(nrel))
