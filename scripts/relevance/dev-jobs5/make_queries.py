#!/usr/bin/env python3
"""Hand-graded queries, written with set shorthands; writes queries.txt.
Each q(): grade-3/2/1 lists by hand; `rest` = a set whose members not graded otherwise get grade 1
(same occupation, but the qualifier is unstated or contradicted)."""
D = "boss:7001 boss:7002 hellojob:7101 jobsearch:7201 boss:7003 position:7301 smartjob:7401 hellojob:7102 boss:7032 hellojob:7128 jobsearch:7225 position:7322 smartjob:7424 boss:7033 position:7338 boss:7049".split()
K = "boss:7004 hellojob:7103 jobsearch:7202 position:7302 smartjob:7402 boss:7005 boss:7006 hellojob:7129 jobsearch:7226 position:7323 smartjob:7425 boss:7034 hellojob:7130 boss:7048 jobsearch:7241".split()
A = "boss:7014 hellojob:7110 jobsearch:7208 position:7307 smartjob:7407 hellojob:7111 jobsearch:7209 boss:7015 smartjob:7408 position:7327 smartjob:7429 hellojob:7134 jobsearch:7231 position:7328 smartjob:7430 hellojob:7144".split()
W = "boss:7012 hellojob:7108 jobsearch:7207 position:7306 smartjob:7406 boss:7037 hellojob:7133 jobsearch:7230 smartjob:7441".split()
C = "boss:7009 hellojob:7106 boss:7010 boss:7011 smartjob:7405 boss:7036 position:7325 smartjob:7427 position:7326 position:7305 boss:7050".split()
G = "boss:7019 hellojob:7114 jobsearch:7213 position:7311 smartjob:7411 smartjob:7432 boss:7041 hellojob:7137 smartjob:7440".split()
CL = "boss:7020 hellojob:7115 jobsearch:7214 smartjob:7412 position:7312 jobsearch:7234 position:7331 smartjob:7433".split()
CO = "boss:7021 hellojob:7116 jobsearch:7215 smartjob:7413 position:7313 boss:7042 hellojob:7138".split()
DEV = "hellojob:7117 jobsearch:7216 position:7314 smartjob:7414 boss:7022 hellojob:7118 boss:7023 jobsearch:7235 position:7332 smartjob:7434 boss:7043 position:7339".split()
T = "hellojob:7122 jobsearch:7221 position:7319 boss:7028 hellojob:7123 jobsearch:7222 hellojob:7140 jobsearch:7237 position:7334 position:7337".split()
N = "jobsearch:7219 position:7317 smartjob:7417 jobsearch:7236 position:7333 smartjob:7435".split()
CC = "boss:7016 hellojob:7112 jobsearch:7210 position:7309 jobsearch:7232 position:7329".split()
SA = "boss:7007 hellojob:7104 jobsearch:7203 position:7303 jobsearch:7204 jobsearch:7227 position:7324 smartjob:7426 hellojob:7131 jobsearch:7228 hellojob:7103 jobsearch:7243".split()
WH = "boss:7017 hellojob:7113 smartjob:7431 boss:7040".split()
FORK = "position:7310 smartjob:7410 hellojob:7136".split()
WELD = "smartjob:7420 hellojob:7124 position:7335".split()
ELEC = "position:7320 boss:7045 hellojob:7141 smartjob:7416".split()

OUT = []
def group(name, comment=None):
    OUT.append("")
    if comment:
        OUT.append("# " + comment)
    OUT.append(f"[{name}]")

def q(text, g3=(), g2=(), g1=(), rest=(), note=None):
    grades = {}
    for x in rest: grades[x] = 1
    for x in (g1.split() if isinstance(g1, str) else g1): grades[x] = 1
    for x in (g2.split() if isinstance(g2, str) else g2): grades[x] = 2
    for x in (g3.split() if isinstance(g3, str) else g3): grades[x] = 3
    if note:
        OUT.append("# " + note)
    OUT.append(text + " | " + " ".join(f"{k}:{v}" for k, v in sorted(grades.items(), key=lambda kv: (-kv[1], kv[0]))))

def minus(s, *ex):
    ex = set(" ".join(ex).split())
    return [x for x in s if x not in ex]

# =====================================================================
group("several", "occupation + place / employer kind / skill / sector / second occupation")
q("kassir Bravo", "boss:7004 hellojob:7129", rest=K, note="chain named; boss:7017 (Bravo anbardar) and boss:7047 (Bravo director, mentions kassirlər) are 0")
q("mühasib 1C", "boss:7014 hellojob:7110 smartjob:7407 jobsearch:7209 smartjob:7430 smartjob:7429 smartjob:7408 hellojob:7134 hellojob:7144",
  g1="position:7308 boss:7038", rest=A, note="1C operator, 1C programmers, 1C course teacher at 'Mühasib Akademiyası', anbardar with 1C, anbar müdiri: 0")
q("программист 1С", "smartjob:7414 smartjob:7434", note="accountants knowing 1C and the 1C data-entry operator are 0")
q("sürücü C kateqoriya", "boss:7002 hellojob:7101 boss:7033 boss:7032", rest=D,
  note="B/D licence drivers 1; Pepsi sales rep with B licence and forklift 'sürücüsü' are 0")
q("forklift operator Sumqayıt", "hellojob:7136", rest=FORK, note="smartjob:7411 (guard at Sumqayıt Texnologiyalar Parkı, same company) is 0")
q("водитель погрузчика", "smartjob:7410 position:7310 hellojob:7136", note="ordinary drivers 0")
q("aşpaz restoran", "boss:7009 smartjob:7405 boss:7036 position:7326", g2="boss:7011 position:7325 hellojob:7106 boss:7010 position:7305 boss:7050",
  g1="jobsearch:7205 smartjob:7427 jobsearch:7229 hellojob:7132",
  note="restaurant manager (mentions aşpazlar), dishwasher, cooking-course teacher, waiters: 0")
q("повар пекарь", "position:7305", g2="hellojob:7107 smartjob:7404", g1="hellojob:7132", rest=C)
q("kassir satıcı", "hellojob:7103 position:7324", rest=minus(K + SA, "jobsearch:7202 boss:7005"),
  note="bank cashiers 0; kassir-mühasib and store director 0")
q("mühasib Sumqayıt", "jobsearch:7209", rest=A, note="Sumqayıt guard / courier 0; Xırdalan accountant 1")
q("ofisiant Sumqayıt", "hellojob:7133", rest=W, note="smartjob:7405 is a cook at 'Xəzər restoranı' in Sumqayıt: 0")
q("ofisiant Xəzər", "jobsearch:7207", rest=W, note="trap: 'Xəzər restoranı' (Sumqayıt cook) is 0; Xəzər district rows of other jobs 0")
q("aşpaz Sumqayıt", "smartjob:7405", rest=C, note="waiters in Sumqayıt 0; boss:7050 is a cook at 'Kafe Sumqayıt' in Baku: 1")
q("kassir Əhmədli", "jobsearch:7226 boss:7006", rest=K)
q("satıcı Gənclik", "boss:7007", rest=SA, note="trap: guard employed by 'Gənclik Mall' (boss:7019) is 0")
q("kassir 28 May", "smartjob:7402", rest=K, note="computer repair at 28 May (hellojob:7139) 0")
q("tibb bacısı Yasamal", "jobsearch:7219 position:7333", g1="boss:7027", rest=N, note="IT helpdesk at a Yasamal clinic 0")
q("медсестра стоматология", "smartjob:7417", rest=N, note="dentist (boss:7026) and dental receptionist (boss:7030) 0")
q("əczaçı Nəsimi", "boss:7044", g1="jobsearch:7220 position:7318", note="courier of the same pharmacy chain 0")
q("kuryer aptek", "hellojob:7116", rest=CO, note="pharmacist and pharmacy cashier 0")
q("kuryer bank", "jobsearch:7215", rest=CO, note="other bank jobs 0")
q("sürücü bank", "jobsearch:7201", g1="jobsearch:7215", rest=D, note="bank call-centre, bank guard 0")
q("mühafizəçi bank", "boss:7041", rest=G)
q("mühafizəçi məktəb", "jobsearch:7213", rest=G, note="trap: teacher at the same school 'Məktəb №132' (position:7337) and school cleaner 0")
q("xadimə klinika", "boss:7020", rest=CL, note="cashier-accountant at the same clinic 0")
q("уборщица гостиница", "hellojob:7115 smartjob:7412", rest=CL)
q("ofisiant otel", "position:7306 smartjob:7441", rest=W, note="hotel housekeeping 0")
q("mühasib tikinti şirkəti", "boss:7014 position:7327 smartjob:7429 jobsearch:7231", rest=A,
  note="jobsearch:7231's trade is only in its company name 'Xırdalan Tikinti'; smeta engineer / civil engineer 0")
q("бухгалтер гостиница", "hellojob:7110", rest=A, note="hotel procurement (jobsearch:7239) 0")
q("accountant bank", "jobsearch:7208", rest=A, note="bank cashier / bank lawyer 0")
q("developer bank", "hellojob:7117 jobsearch:7216 boss:7023 position:7339", g2="boss:7043", rest=DEV,
  note="ABB is a bank only by name; QA at an insurer (smartjob:7415) 0")
q("AutoCAD mühəndis", "position:7316 boss:7025", g1="hellojob:7119 jobsearch:7218 hellojob:7120 smartjob:7416")
q("dizayner AutoCAD", "hellojob:7119 jobsearch:7218", g1="boss:7024 position:7316 boss:7025")
q("satış meneceri otel", "hellojob:7105", g1="smartjob:7403 boss:7008", note="hotel procurement 0")
q("менеджер по продажам стройматериалы", "boss:7008", g1="smartjob:7403 hellojob:7105", note="office manager at Stroy Market (smartjob:7437) 0")
q("anbardar 1C", "boss:7017 boss:7040", g1="hellojob:7113 smartjob:7431 jobsearch:7212 smartjob:7409")
q("кладовщик Гарадаг", "hellojob:7113", g1="smartjob:7431 boss:7017 boss:7040 jobsearch:7233 jobsearch:7211",
  note="Qaradağ driver / welder 0")
q("qaynaqçı Sumqayıt", "position:7335", rest=WELD)
q("elektrik tikinti", "position:7320", g1="boss:7045 hellojob:7141 smartjob:7416", note="car electrician 0; construction foreman mentioning elektriklər 0")
q("müəllim ingilis dili məktəb", "hellojob:7140", g2="hellojob:7122 hellojob:7123", g1="jobsearch:7237 jobsearch:7221 position:7319 position:7334 position:7337",
  note="kindergarten assistant with English 0")
q("tərbiyəçi bağça", "smartjob:7419", g2="smartjob:7436")
q("Kapital Bank operator", "boss:7016", g1="smartjob:7439", rest=CC, note="other Kapital Bank jobs 0")
q("call center English", "position:7309", rest=CC)
q("satıcı geyim mağazası", "jobsearch:7227 hellojob:7104", rest=SA)
q("kassir yanacaq doldurma məntəqəsi", "smartjob:7425", rest=K)
q("повар отель", "hellojob:7106 position:7326 boss:7010", rest=C)
q("santexnik Nərimanov", "boss:7029", g1="jobsearch:7238")
q("sürücü Gəncə", "boss:7032", rest=D, note="motorcycle courier in Gəncə 0")
q("taksi sürücüsü Bolt", "boss:7003", g1="smartjob:7424 hellojob:7128", note="Bolt call-centre and taxi dispatcher 0")
q("Hilton resepşn", "boss:7046", g1="hellojob:7126 boss:7030", note="other Hilton jobs 0")
q("IT dəstək klinika", "jobsearch:7217", g1="position:7315 hellojob:7139")
q("yükləyici anbar", "jobsearch:7211", g2="boss:7018", g1="jobsearch:7233")
q("бухгалтер Sumqayıt", "jobsearch:7209", rest=A, note="mixed scripts")
q("developer Python Django", "hellojob:7117", g2="jobsearch:7235 position:7332", rest=DEV)
q("welder offshore", "hellojob:7124", rest=WELD)
q("cook offshore", "smartjob:7427", rest=C)
q("ofisiant Fəvvarələr meydanı yaxınlığında", "smartjob:7406", rest=W)
q("satıcı Xalqlar Dostluğu", "jobsearch:7227", rest=SA)
q("kassir Nərimanov metrosu", "boss:7004", g2="hellojob:7130", rest=K, note="Nərimanov-district pharmacy cashier 2; Bravo director in Nərimanov 0")
q("mühafizəçi yaşayış kompleksi", "hellojob:7114", rest=G, note="plumber at Port Baku Residence (boss:7029) 0")

# =====================================================================
group("qualified", "occupation + words that only narrow it (pay, schedule, experience, audience, conditions, remote, language)")
q("kassir gecə növbəsi", "position:7302 hellojob:7129 position:7323", rest=minus(K, "boss:7048 jobsearch:7241"), note="night seller (smartjob:7426, jobsearch:7204) 0; boss:7048 says 'gecə növbəsi yoxdur' and jobsearch:7241 is 'Gecə-Gündüz Market' day-only: 0")
q("ночная смена охранник", "hellojob:7114 jobsearch:7213", g2="smartjob:7432 boss:7019", rest=G)
q("aşpaz gecə növbəsi", "position:7325", g1="smartjob:7404", rest=C)
q("tibb bacısı gecə", "smartjob:7435 position:7317", g2="jobsearch:7219", rest=N)
q("barista ночная смена", "hellojob:7109", g1="boss:7013")
q("ofisiant gecə", "smartjob:7406", g2="boss:7012", rest=W)
q("anbardar gecə növbəsi", "smartjob:7431", g1="jobsearch:7211 smartjob:7410", rest=WH)
q("kassir 2/2", "boss:7004 hellojob:7103 position:7302 hellojob:7129", rest=K)
q("call center 2/2", "boss:7016", rest=CC)
q("kassir part-time", "smartjob:7402", g2="position:7324", rest=K)
q("ofisiant part-time tələbə", "hellojob:7108 boss:7037", rest=W)
q("müəllim part-time", "hellojob:7122", g2="boss:7028 jobsearch:7237 hellojob:7145", g1="smartjob:7428", rest=T)
q("xadimə həftəsonu", "jobsearch:7234", rest=CL)
q("mühasib təcrübəsiz", "boss:7015 position:7307", g2="position:7328", rest=minus(A, "hellojob:7144"), note="hellojob:7144 says inexperienced candidates are not considered: 0")
q("бухгалтер без опыта", "boss:7015 position:7307", g2="position:7328", rest=minus(A, "hellojob:7144"))
q("junior accountant", "position:7328 position:7307", g2="boss:7015", rest=minus(A, "jobsearch:7208 smartjob:7429"),
  note="chief accountants (opposite seniority) 0")
q("junior developer", "jobsearch:7216 position:7332", g1="smartjob:7415", rest=minus(DEV, "hellojob:7117 boss:7023 boss:7043"),
  note="senior developers 0")
q("senior developer", "hellojob:7117 boss:7023", g2="boss:7043", rest=minus(DEV, "jobsearch:7216 position:7332"),
  note="junior developers 0")
q("proqramçı remote", "boss:7022 hellojob:7118 position:7332", rest=minus(DEV, "position:7339"), note="position:7339 says remote is not possible: 0")
q("mühasib uzaqdan", "smartjob:7407 smartjob:7408", rest=A, note="remote data entry 0")
q("удаленная работа оператор", "hellojob:7112 jobsearch:7232", g2="hellojob:7127", rest=CC)
q("ingilis dili bilən satış meneceri", "hellojob:7105 smartjob:7403", g1="boss:7008")
q("ofisiant ingilis dili", "position:7306", rest=W)
q("mühafizəçi ingilis dili", "position:7311", rest=G)
q("tibb bacısı ingilis dili bilən", "position:7333", rest=N)
q("sürücü ingilis dili", "hellojob:7102", rest=D)
q("mühasib ingilis dili", "hellojob:7111 position:7328", rest=A)
q("ofis menecer rus dili", "smartjob:7437", g1="smartjob:7422")
q("kassir yemək verilir", "boss:7004 hellojob:7129 smartjob:7402 boss:7034", rest=K)
q("anbar işi yemək servis", "jobsearch:7211 smartjob:7431 hellojob:7113", g2="boss:7017 jobsearch:7233", g1="boss:7040 position:7310 smartjob:7410")
q("aşpaz yataqxana", "boss:7010 smartjob:7427", rest=C, note="dormitory manager (jobsearch:7242) 0")
q("qaynaqçı yataqxana ilə", "smartjob:7420 position:7335 hellojob:7124")
q("fəhlə yataqxana", "position:7330", g1="jobsearch:7211 boss:7018")
q("rəsmi mühasib", "position:7327", rest=A)
q("kassir rəsmi əmək müqaviləsi", "boss:7004 smartjob:7425 jobsearch:7202", rest=K)
q("водитель от 1000 AZN", "boss:7002 hellojob:7101 jobsearch:7201 position:7301 hellojob:7102 boss:7033",
  g2="smartjob:7401 smartjob:7424 boss:7003 hellojob:7128", rest=D)
q("aşpaz yüksək maaş", "boss:7036 boss:7011", g2="smartjob:7427 hellojob:7106 position:7326 boss:7010", rest=C)
q("mühasib 1500 manat", "hellojob:7111 jobsearch:7208 smartjob:7429", rest=A, note="lower-paid accountants 1")
q("kuryer 1000 azn", "boss:7021 boss:7042", rest=CO)
q("kuryer tələbələr üçün", "smartjob:7413", rest=CO)
q("mühafizəçi təqaüdçü", "jobsearch:7213 hellojob:7114 smartjob:7432", rest=G, note="school-bus driver open to pensioners 0")
q("satıcı pensiyaçı", "hellojob:7131", rest=SA)
q("ofisiant xanım", "jobsearch:7207", rest=W)
q("aşpaz köməkçisi xanım", "jobsearch:7229", g2="jobsearch:7205", rest=C)
q("satıcı xanım", "jobsearch:7203", rest=SA)
q("tibb bacısı gündüz", "jobsearch:7236 smartjob:7417 position:7333", rest=N)
q("python developer remote junior", "position:7332", g1="jobsearch:7235 boss:7022 hellojob:7118 jobsearch:7216", note="senior Python (hellojob:7117) 0")
q("sürücü təqaüdçü", "position:7322", rest=D)
q("təcrübəsiz barista", "boss:7013", g1="hellojob:7109")
q("продавец без опыта", "hellojob:7104 position:7303", g2="hellojob:7103", rest=SA)
q("вахта электрик", "hellojob:7141", rest=ELEC)
q("əczaçı 2/2", "jobsearch:7220", g1="boss:7044 position:7318")

# =====================================================================
group("colloquial", "the same searches typed in a hurry: street titles, 'iş axtarıram', 'срочно', no diacritics, Latin Russian")
q("iş axtarıram sürücü", D, g1="hellojob:7136 smartjob:7410 position:7310", note="Pepsi sales rep, logistics manager, taxi dispatcher 0")
q("kassir teleb olunur", K, g1="position:7308 boss:7038", note="Yelo Bank operator (cash support) 0")
q("muhasib bakida", minus(A, "jobsearch:7209 boss:7015 jobsearch:7231 smartjob:7430"), g2="position:7308 boss:7038",
  g1="jobsearch:7209 boss:7015 jobsearch:7231 smartjob:7430")
q("srochno voditel", D, g1="hellojob:7136 position:7310 smartjob:7410")
q("ofsiant", W)
q("aspaz gece novbesi", "position:7325", g1="smartjob:7404", rest=C)
q("satici qiz", "jobsearch:7203", rest=SA)
q("работа ночью охранником", "hellojob:7114 jobsearch:7213", g2="smartjob:7432 boss:7019", rest=G)
q("anbarda iş", "boss:7017 hellojob:7113 jobsearch:7211 smartjob:7431 boss:7040 jobsearch:7233", g2="position:7310 smartjob:7410 hellojob:7136 jobsearch:7212", g1="smartjob:7409")
q("tələbə üçün iş", "smartjob:7402 hellojob:7108 smartjob:7413 boss:7028 position:7324 boss:7037 position:7329", g2="boss:7044",
  g1="hellojob:7112 jobsearch:7232 jobsearch:7234", note="guard at a student dormitory (smartjob:7440) 0")
q("evden is", "smartjob:7407 hellojob:7112 jobsearch:7232 hellojob:7127 smartjob:7408 boss:7022 hellojob:7118 position:7332 jobsearch:7237 jobsearch:7222",
  g1="hellojob:7117")
q("gece isi", "boss:7003 position:7302 jobsearch:7204 smartjob:7404 smartjob:7406 hellojob:7109 jobsearch:7210 jobsearch:7211 smartjob:7410 hellojob:7114 jobsearch:7213 jobsearch:7214 position:7317 position:7318 hellojob:7126 smartjob:7424 hellojob:7129 position:7323 smartjob:7426 position:7325 smartjob:7431 smartjob:7432 boss:7042 smartjob:7435 boss:7045 boss:7046 hellojob:7143",
  g1="boss:7019 jobsearch:7219")
q("buxgalter", A, g2="position:7308 boss:7038", g1="hellojob:7135")
q("voditel taksi", "boss:7003 hellojob:7128 smartjob:7424", rest=D, note="taxi dispatcher 0")
q("kuryer isi velosipedle", "boss:7021", rest=CO)
q("ingilis dili muellimi", "hellojob:7122 hellojob:7140 hellojob:7123 jobsearch:7237", rest=T, note="kindergarten assistant with English 0")
q("prodavec konsultant", "hellojob:7104 boss:7007 jobsearch:7227 jobsearch:7243", rest=SA)
q("yuklecu gundelik", "boss:7018", g2="jobsearch:7211", g1="position:7330")
q("xadime lazimdir", CL)
q("нужен повар срочно", C, g1="jobsearch:7205 jobsearch:7229 hellojob:7132 hellojob:7107")
q("it junior vakansiya", "jobsearch:7216 position:7332 smartjob:7415", note="junior HR (hellojob:7142) 0")
q("apteke is", "jobsearch:7220 position:7318 boss:7044", g2="hellojob:7130 hellojob:7116")
q("kassir zp 700", "position:7302 hellojob:7129 smartjob:7425 jobsearch:7202", g2="boss:7005", rest=K)
q("sürücü lazım sumqayıtda", "boss:7002 boss:7033", rest=D)
q("mühafizəçi sutka", "boss:7019", rest=G, note="nurse on 24h shifts 0")
q("ofis isi xanim ucun", "smartjob:7437 boss:7030", g2="smartjob:7422", g1="hellojob:7126")

open("queries.txt", "w", encoding="utf-8").write(
    "# dev-jobs5: several words at once / words that only qualify. Grades 3/2/1, unlisted = 0.\n"
    + "\n".join(OUT).lstrip("\n") + "\n")
print("written")
