#!/usr/bin/env python3
"""Writes queries.txt from queries.src. Grades are hand-assigned: '@SET' pulls a hand-graded
occupation set defined below, explicit id:grade entries after it override (grade 0 removes)."""
SETS = {
 "WAITER": "boss:7501:3 hellojob:7501:3 jobsearch:7501:3 jobsearch:7502:3 position:7501:3 smartjob:7501:3 hellojob:7529:3 position:7536:3 hellojob:7533:3 hellojob:7502:1",
 "CLEANER": "boss:7503:3 boss:7504:3 position:7502:3 smartjob:7502:3 jobsearch:7503:3 hellojob:7530:3 jobsearch:7533:3 hellojob:7503:2",
 "GUARD": "boss:7506:3 boss:7507:3 jobsearch:7504:3 position:7504:3 smartjob:7504:3 jobsearch:7528:3 boss:7556:3 hellojob:7504:2",
 "LOADER": "boss:7509:3 position:7506:3 jobsearch:7505:3 hellojob:7505:3 smartjob:7506:2 boss:7557:2 boss:7552:2 position:7537:1 position:7507:1",
 "COURIER": "boss:7511:3 boss:7512:3 hellojob:7506:3 jobsearch:7506:3 position:7508:3 smartjob:7507:3 boss:7549:3 jobsearch:7531:3 position:7542:2",
 "HELPER": "boss:7513:3 position:7509:3 jobsearch:7507:3 boss:7514:1 hellojob:7508:1 position:7510:1 jobsearch:7529:1",
 "COOK": "hellojob:7508:3 position:7510:3 jobsearch:7529:3 boss:7555:2 smartjob:7509:2 boss:7513:1 position:7509:1 jobsearch:7507:1",
 "NANNY": "boss:7516:3 position:7511:3 hellojob:7510:3 smartjob:7510:3 position:7538:3 jobsearch:7508:1 smartjob:7530:1",
 "CARWASH": "boss:7518:3 position:7513:3 jobsearch:7509:3 hellojob:7511:1",
 "BUILDER": "boss:7520:3 position:7514:3 jobsearch:7510:3 boss:7521:3 position:7537:3 boss:7552:2 hellojob:7512:1 smartjob:7512:1",
 "TAILOR": "boss:7523:3 position:7515:3 jobsearch:7511:3 hellojob:7513:3 jobsearch:7532:3 smartjob:7513:1",
 "HAIR": "boss:7525:3 boss:7526:3 position:7516:3 hellojob:7514:3 smartjob:7533:3 position:7544:3",
 "SELLER": "boss:7527:3 boss:7528:3 position:7517:3 jobsearch:7513:3 hellojob:7515:3 smartjob:7515:3 jobsearch:7527:3 boss:7553:3 boss:7558:3 position:7512:3 hellojob:7509:2 smartjob:7511:2",
 "CALL": "boss:7530:3 position:7519:3 jobsearch:7514:3 hellojob:7517:3 position:7540:3 smartjob:7516:2 jobsearch:7530:2 hellojob:7507:1 smartjob:7531:1 position:7522:1",
 "DRIVER": "boss:7510:3 boss:7532:3 boss:7533:3 position:7521:3 jobsearch:7516:3 hellojob:7519:3 smartjob:7517:3 jobsearch:7526:3 boss:7550:3 position:7542:2 position:7507:1 boss:7534:1",
 "ACC": "jobsearch:7517:3 boss:7508:3 boss:7522:3 hellojob:7520:3 position:7523:3 smartjob:7519:3 boss:7551:3 hellojob:7532:3 position:7543:3 boss:7535:2 position:7524:2 jobsearch:7518:2 boss:7531:1 smartjob:7520:1",
 "NURSE": "boss:7540:3 hellojob:7524:3 position:7527:3 smartjob:7525:3",
 "CASHIER": "boss:7542:3 position:7528:3 hellojob:7515:3 jobsearch:7522:2 position:7541:2",
 "DEV": "smartjob:7521:3 smartjob:7522:3 hellojob:7522:3 position:7525:3 jobsearch:7519:3 boss:7536:3 hellojob:7521:3 smartjob:7518:2",
}
out = []
for line in open("queries.src", encoding="utf-8"):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#") or line.startswith("["):
        out.append(line); continue
    q, g = line.split("|", 1)
    grades = {}
    for tok in g.split():
        if tok.startswith("@"):
            for t in SETS[tok[1:]].split():
                i, gr = t.rsplit(":", 1); grades[i] = int(gr)
        else:
            i, gr = tok.rsplit(":", 1); grades[i] = int(gr)
    items = sorted(((i, gr) for i, gr in grades.items() if gr > 0), key=lambda x: (-x[1], x[0]))
    out.append(q.strip() + " | " + " ".join(f"{i}:{gr}" for i, gr in items))
open("queries.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")
print("written")
