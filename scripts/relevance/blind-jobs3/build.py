#!/usr/bin/env python3
"""Turn queries.src (hand-chosen grade rules per query) into explicit graded lines in queries.txt."""
import glob, re, json
tags = {}
for fn in sorted(glob.glob("rows_*.txt")):
    for line in open(fn, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        p = line.split("|")
        tags[p[0]] = set(p[1].split(","))
macros = {}
out = ["# readapi judged set: job postings, blind set 3 (hand-written; see README.md)",
       "# format: query | id:grade ...   grades 3 exact, 2 good, 1 marginal; unlisted = 0"]
counts = {}
group = None
for line in open("queries.src", encoding="utf-8"):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"):
        continue
    if line.startswith("@"):
        k, v = line.split("=", 1)
        macros[k.strip()] = v.strip()
        continue
    if line.startswith("["):
        group = line.strip("[] ")
        out.append("")
        out.append(line)
        continue
    q, spec = [s.strip() for s in line.split("||")]
    terms = []
    for t in spec.split():
        if t.startswith("@"):
            terms += macros[t].split()
        else:
            terms.append(t)
    grades = {}
    for t in terms:
        key, g = t.rsplit("=", 1)
        g = int(g)
        if re.match(r"^[a-z]+:\d+$", key):
            assert key in tags, key
            sel = [key]
        else:
            need = set(key.split("+"))
            sel = [i for i, ts in tags.items() if need <= ts]
            assert sel, (q, key)
        for i in sel:
            grades[i] = g
    items = [(i, g) for i, g in grades.items() if g > 0]
    items.sort(key=lambda x: (-x[1], x[0]))
    assert items, q
    out.append(q + " | " + " ".join(f"{i}:{g}" for i, g in items))
    counts[group] = counts.get(group, 0) + 1
open("queries.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")
print(counts, sum(counts.values()))
