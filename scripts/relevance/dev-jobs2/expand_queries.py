#!/usr/bin/env python3
"""Turn queries.draft (hand-graded, row numbers without source, and named groups of rows
written once so that the same occupation is graded alike in every query) into queries.txt.

In a draft line, `NNNN:g` grades one row; `@SET:g` grades every row of SET that the line has
not graded explicitly before it (an explicit `NNNN:0` keeps a row of the set ungraded).
"""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SETS = {
    # accountants (title names the occupation; assistant 7119 and cashier-accountant 7124 are graded by hand)
    "ACC": "7101 7102 7103 7104 7105 7106 7107 7108 7109 7110 7111 7112 7118 7120 7121 7122 7123 7242 7245 7274 7299",
    # cooks (helper 7130, shawarma 7248, baker, pastry, kitchen helper graded by hand)
    "COOK": "7125 7126 7127 7128 7129 7131 7132 7134 7136 7140 7141 7246 7247 7287 7298",
    # drivers of vehicles (not instructors, dispatchers, couriers, excavator operators)
    "DRV": "7113 7142 7143 7144 7145 7146 7147 7148 7150 7152 7153 7250 7251 7252 7253 7254 7294",
    "WAIT": "7182 7183 7133 7187 7185 7184 7189 7271 7272",
    # software developers / programmers (not QA, data analyst, IT support, teachers)
    "DEV": "7156 7157 7158 7159 7160 7161 7162 7163 7167 7168 7169 7255 7256 7257 7258 7288",
    "GUARD": "7197 7198 7199 7200 7260 7261",
    "CLEAN": "7222 7223 7224 7277 7278 7194",
    "COUR": "7219 7220 7221 7149 7249 7279 7280",
}
src = {}
for l in open(os.path.join(HERE, "jobs.ndjson"), encoding="utf-8"):
    i = json.loads(l)["id"]
    src[i.split(":")[1]] = i
out = ["# dev-jobs2: several-word, qualified and colloquial job queries (see README.md)",
       "# grades: 3 exactly what was asked, 2 relevant, 1 marginal; unlisted rows are 0"]
for ln in open(os.path.join(HERE, "queries.draft"), encoding="utf-8"):
    ln = ln.rstrip("\n")
    if not ln.strip() or ln.startswith("#") or ln.startswith("["):
        out.append(ln)
        continue
    q, g = ln.split(" | ")
    grades = {}
    for tok in g.split():
        k, v = tok.rsplit(":", 1)
        if k.startswith("@"):
            for n in SETS[k[1:]].split():
                grades.setdefault(n, int(v))
        else:
            assert k not in grades, (q, k)
            grades[k] = int(v)
    items = sorted(((n, v) for n, v in grades.items() if v > 0), key=lambda x: (-x[1], x[0]))
    out.append(q.strip() + " | " + " ".join(f"{src[n]}:{v}" for n, v in items))
open(os.path.join(HERE, "queries.txt"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print("written")
