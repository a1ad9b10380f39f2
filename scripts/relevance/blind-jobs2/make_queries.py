#!/usr/bin/env python3
"""Expand queries.src (hand-written grades with base-list macros) into queries.txt."""
import json
retired = {json.loads(l)['id'] for l in open('jobs.ndjson', encoding='utf-8') if not json.loads(l)['active']}
bases = {}
out = []
for line in open('queries.src', encoding='utf-8'):
    line = line.rstrip('\n')
    if line.startswith('='):
        name, *toks = line[1:].split()
        bases[name] = [(t.rsplit(':', 1)[0], int(t.rsplit(':', 1)[1])) for t in toks]
        continue
    if not line.strip() or line.startswith('#') or line.startswith('['):
        out.append(line); continue
    q, rhs = line.split('|', 1)
    grades = {}
    for t in rhs.split():
        if t.startswith('@'):
            name, _, mode = t[1:].partition('/')
            for i, g in bases[name]:
                if mode == '1':
                    if g >= 2 and i not in retired: grades[i] = 1
                else:
                    grades[i] = g
        else:
            i, g = t.rsplit(':', 1); grades[i] = int(g)
    grades = {i: g for i, g in grades.items() if g > 0}
    out.append(q.strip() + ' | ' + ' '.join(f'{i}:{g}' for i, g in grades.items()))
open('queries.txt', 'w', encoding='utf-8').write('\n'.join(out).strip('\n') + '\n')
