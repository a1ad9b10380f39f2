#!/usr/bin/env python3
"""Expand the hand-written compact records (rows_*.txt) into full Job rows (jobs.ndjson).

Compact line: id|tags|title|company|location|employment_type|career_level|pay|description
tags are the writer's own hand notes (occupation code + modifiers); they are NOT part of the rows.
"""
import json, re, glob, hashlib, datetime as dt

SRC = {
    "boss": ("Boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
    "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{slug}-{n}"),
    "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{slug}-{n}?utm_source=feed"),
    "position": ("Position.az", "https://position.az", "https://position.az/en/job/{n}"),
    "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
}
# source's own job_function taxonomy (hand-chosen per site language)
FUNC = {
 "boss": {"acc":"Maliyyə","chacc":"Maliyyə","dev":"İnformasiya texnologiyaları","drv":"Nəqliyyat","cour":"Nəqliyyat","teach":"Təhsil","nurse":"Tibb və əczaçılıq","doc":"Tibb və əczaçılıq","dent":"Tibb və əczaçılıq","sales":"Satış","seller":"Satış","law":"Hüquqşünaslıq","wait":"Restoran biznesi","cook":"Restoran biznesi","barista":"Restoran biznesi","pizza":"Restoran biznesi","electr":"Texniki personal","eng":"Sənaye və kənd təsərrüfatı","transl":"Müxtəlif","econ":"Maliyyə","pharm":"Tibb və əczaçılıq","cash":"Satış","guard":"Xidmət","hr":"İnzibati","mkt":"Marketinq","design":"Dizayn","recep":"İnzibati","sysadm":"İnformasiya texnologiyaları","clean":"Xidmət","loader":"Xidmət","barber":"Gözəllik","welder":"Texniki personal","audit":"Maliyyə","plumb":"Texniki personal","instr":"Təhsil","proc":"Satınalma","paralegal":"Hüquqşünaslıq"},
 "hellojob": {"acc":"Mühasibatlıq","chacc":"Mühasibatlıq","dev":"IT / Proqramlaşdırma","drv":"Logistika / Nəqliyyat","cour":"Logistika / Nəqliyyat","teach":"Təhsil / Elm","nurse":"Səhiyyə","doc":"Səhiyyə","sales":"Satış","seller":"Satış","law":"Hüquq","wait":"Turizm / Restoran","cook":"Turizm / Restoran","barista":"Turizm / Restoran","eng":"Mühəndislik","econ":"Maliyyə / İqtisadiyyat","pharm":"Səhiyyə","cash":"Satış","guard":"Təhlükəsizlik","hr":"İnsan resursları","smm":"Marketinq","design":"Dizayn","recep":"İnzibati","clean":"Xidmət","store":"Logistika / Nəqliyyat","callc":"Müştəri xidmətləri","hair":"Gözəllik","analyst":"IT / Proqramlaşdırma","nanny":"Xidmət","sysadm":"IT / Proqramlaşdırma","teachast":"Təhsil / Elm","transl":"Tərcümə","courvs":"Müştəri xidmətləri"},
 "jobsearch": {"acc":"Бухгалтерия","dev":"IT","drv":"Транспорт","cour":"Транспорт","teach":"Образование","nurse":"Медицина","doc":"Медицина","dentast":"Медицина","sales":"Продажи","seller":"Продажи","law":"Юриспруденция","wait":"Рестораны","cook":"Рестораны","pastry":"Рестораны","eng":"Инженерия","electr":"Рабочие специальности","transl":"Переводы","econ":"Финансы","pharm":"Медицина","cash":"Торговля","guard":"Охрана","hr":"Кадры","mkt":"Маркетинг","smm":"Маркетинг","design":"Дизайн","admin":"Администрация","clean":"Обслуживание","store":"Склад","callc":"Колл-центр","hair":"Красота","welder":"Рабочие специальности","audit":"Финансы","nanny":"Домашний персонал","plumb":"Рабочие специальности","accvs":"Транспорт"},
 "position": {"acc":"Accounting","dev":"Information Technology","qa":"Information Technology","drv":"Transportation","teach":"Education","medrep":"Sales","doc":"Healthcare","nurse":"Healthcare","sales":"Sales","law":"Legal","wait":"Hospitality","cook":"Hospitality","eng":"Engineering","transl":"Translation","finan":"Finance","cash":"Retail","cybsec":"Information Technology","hr":"Human Resources","mkt":"Marketing","design":"Design","offmgr":"Administrative","clean":"Hospitality","logist":"Logistics","welder":"Engineering","analyst":"Information Technology","audit":"Accounting","sysadm":"Information Technology","guide":"Tourism","drvvs":"Logistics"},
 "smartjob": {"acc":"Maliyyə","dev":"IT","progmgr":"IT","drv":"Nəqliyyat","cour":"Nəqliyyat","teach":"Təhsil","nurse":"Səhiyyə","dent":"Səhiyyə","sales":"Satış","law":"Hüquq","hostess":"Restoran","cookast":"Restoran","cook":"Restoran","eng":"Mühəndislik","electr":"Texniki","transl":"Tərcümə","pharm":"Səhiyyə","cash":"Satış","guard":"Təhlükəsizlik","hr":"HR","smm":"Marketinq","interior":"Dizayn","cleanmgr":"Xidmət","callc":"Müştəri xidməti","analyst":"IT","welder":"Texniki","caregiver":"Səhiyyə","store":"Logistika","builder":"Tikinti","teachvs":"Satış","nanny":"Xidmət"},
}
CITY = {"Bakı": "Bakı", "Baku": "Bakı", "Баку": "Bakı", "Sumqayıt": "Sumqayıt", "Сумгайыт": "Sumqayıt", "Gəncə": "Gəncə", "Гянджа": "Gəncə", "Xırdalan": "Xırdalan"}
DISTRICTS = {"Nəsimi": "Nəsimi", "Xətai": "Xətai", "Yasamal": "Yasamal", "Nərimanov": "Nərimanov", "Binəqədi": "Binəqədi", "Sabunçu": "Sabunçu", "Qaradağ": "Qaradağ", "Сабаиль": "Səbail"}

def slugify(s):
    s = s.lower()
    s = re.sub(r"[^\w]+", "-", s, flags=re.U).strip("-")
    return s[:40]

def pay(p):
    nums = re.findall(r"\d+", p)
    cur = None
    for c in ("AZN", "USD", "EUR"):
        if c in p:
            cur = c
    if not nums or not cur:
        return None, None, None, None
    if p.startswith("-"):
        lo, hi = None, float(nums[0])
    elif len(nums) >= 2 and re.match(r"^\d+-\d+", p):
        lo, hi = float(nums[0]), float(nums[1])
    else:
        lo, hi = float(nums[0]), None
    top = hi or lo
    period = "MONTH" if top >= 250 else None   # hourly/daily/per-piece pay: period not stated as a month
    return lo, hi, cur, period

def h(s, n):
    return int(hashlib.sha1(s.encode()).hexdigest(), 16) % n

rows = []
for fn in sorted(glob.glob("rows_*.txt")):
    for line in open(fn, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        parts = line.split("|")
        assert len(parts) == 9, (fn, line)
        rid, tags, title, company, loc, emp, career, p, desc = parts
        src, num = rid.split(":")
        tagl = tags.split(",")
        occ = tagl[0]
        name, surl, pat = SRC[src]
        base = dt.datetime(2026, 11, 10, 6, 0, tzinfo=dt.timezone.utc)
        posted = base + dt.timedelta(days=h(rid, 26), hours=h(rid + "h", 12))
        first = posted + dt.timedelta(minutes=30 + h(rid + "m", 300))
        seen = 1 + h(rid + "s", 60)
        ing = dt.datetime(2026, 12, 7, 4, 0, tzinfo=dt.timezone.utc) - dt.timedelta(hours=h(rid + "i", 30))
        active = h(rid + "a", 10) != 0
        deact = None if active else (ing + dt.timedelta(hours=26))
        lo, hi, cur, period = pay(p)
        city = None
        district = None
        if src in ("boss", "hellojob", "smartjob") or h(rid + "c", 4) == 0:
            for k, v in CITY.items():
                if loc.startswith(k):
                    city = v
            for k, v in DISTRICTS.items():
                if k in loc:
                    district = v
                    city = "Bakı"
        country = "AZ" if loc.endswith("Azerbaijan") else None
        remote = None
        if "remote" in tagl:
            remote = True
        elif src in ("position", "smartjob"):
            remote = False
        work_type = None
        if src == "smartjob":
            work_type = "Uzaqdan" if remote else ("Hibrid" if "Hibrid" in desc else "Ofisdə")
        elif src == "position":
            work_type = "remote" if remote else "on-site"
        comp = None if company in ("Fərdi", "Özəl şirkət", "Fərdi ailə", "Семья", "Private family") and src == "boss" else {"name": company, "slug": slugify(company) if src in ("position", "hellojob") else None}
        if company and comp is None and src != "boss":
            comp = {"name": company, "slug": None}
        deadline = None
        if src in ("hellojob", "position", "smartjob"):
            deadline = (posted + dt.timedelta(days=30)).replace(hour=23, minute=59, second=0)
        url = pat.format(n=num, slug=slugify(title))
        facts = {}
        vc = None
        if src == "boss":
            vc = 100 + h(rid + "v", 3000)
            facts["view_count"] = str(vc)
        if src == "hellojob":
            vc = 50 + h(rid + "v", 2500)
            facts["view_count"] = f"{vc/1000:.1f}K" if vc >= 1000 else str(vc)
            if vc >= 1000:
                vc = int(round(vc / 100.0) * 100)
        if p and lo is None and hi is None:
            facts["salary_text"] = p
        if lo is not None or hi is not None:
            facts["salary"] = p
        if work_type:
            facts["work_type"] = work_type
        phone = None
        if src == "boss":
            phone = f"(05{h(rid,3)}) {200+h(rid+'p',700)}-{10+h(rid+'q',89)}-{10+h(rid+'r',89)}"
            facts["contact_phone"] = phone
        email = None
        if src == "position" and comp:
            email = "hr@" + slugify(company).split("-")[0] + ".az"
            facts["contact_email"] = email
        row = {
            "id": rid, "source": src, "source_name": name, "source_url": surl,
            "title": title, "company": comp, "location": loc or None,
            "city": city, "district": district, "country": country, "remote": remote,
            "employment_type": emp or None,
            "job_function": FUNC.get(src, {}).get(occ),
            "career_level": career or None,
            "salary_from": lo, "salary_to": hi, "salary_currency": cur, "salary_period": period,
            "deadline_at": deadline.strftime("%Y-%m-%dT%H:%M:%SZ") if deadline else None,
            "posted_at": posted.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "url": url, "description": desc,
            "requirements": None,
            "ingested_at": ing.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "first_seen_at": first.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "times_seen": seen, "active": active,
            "deactivated_at": deact.strftime("%Y-%m-%dT%H:%M:%SZ") if deact else None,
            "work_type": work_type,
            "company_logo": (surl + "/logos/" + slugify(company) + ".png") if comp and src in ("hellojob", "position") else None,
            "view_count": vc, "contact_email": email, "contact_phone": phone,
        }
        # position.az and hellojob separate a requirements section: split the description's last sentence(s)
        if src in ("position", "hellojob"):
            sents = re.split(r"(?<=\.)\s+", desc)
            if len(sents) >= 2:
                row["description"] = " ".join(sents[:-1])
                row["requirements"] = sents[-1]
        if facts:
            row["facts"] = facts
        rows.append(row)

ids = [r["id"] for r in rows]
assert len(ids) == len(set(ids))
with open("jobs.ndjson", "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows")
