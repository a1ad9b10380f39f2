# Hand-written compact records for the dev-jobs judged set.
# R(id, title, company, location, description, **extra)
# extra keys: c=city, d=district, emp=employment_type, fn=job_function, lvl=career_level,
# sf/st=salary_from/to, cur=currency, remote, active, req=requirements, wt=work_type, country
REC = []
def R(id, title, company, location, desc, **kw):
    REC.append(dict(id=id, title=title, company=company, location=location, desc=desc, **kw))

# ---------------- 10xx accountants ----------------
R("boss:1001", "Mühasib", "Rəqəm MMC", "Bakı",
  "1C bilən mühasib tələb olunur. Təcrübə 2 ildən az olmamalı. Vergi bəyannamələri, ƏDV hesabatları. İş qrafiki 09:00-18:00, 5 gün. Maaş 800-1000 AZN.", sf=800, st=1000)
R("boss:1002", "Baş mühasib", "Azər Tikinti Qrup", "Bakı, Nəsimi r.",
  "Tikinti şirkətinə baş mühasib tələb olunur. 1C:Müəssisə 8.3, vergi uçotu, maliyyə hesabatlarının hazırlanması. Minimum 5 il baş mühasib kimi təcrübə.", c="Bakı", d="Nəsimi", sf=2000, st=2500)
R("boss:1003", "Mühasib köməkçisi", "Qala Market", "Sumqayıt",
  "Mühasibat şöbəsinə köməkçi. Qaimə-fakturaların 1C-yə daxil edilməsi, kassa sənədləri. Təcrübəsiz tələbələr də müraciət edə bilər.", c="Sumqayıt", sf=500, st=600)
R("hellojob:1004", "Accountant", "Baku Steel Trading", "Bakı, Azərbaycan",
  "Responsibilities: maintaining general ledger, monthly closing, reconciliations. Requirements: 3+ years as accountant, knowledge of IFRS and 1C, English B2.", c="Bakı", country="AZ", fn="Maliyyə", lvl="Orta səviyyəli mütəxəssis", emp="Full-time", sf=1200, st=1500)
R("hellojob:1005", "Junior mühasib", "Kapital Konsaltinq", "Bakı",
  "Konsaltinq şirkəti junior mühasib axtarır. 1 ilə qədər iş təcrübəsi, Excel və 1C bilikləri. Şirkət daxili təlimlər keçirilir.", c="Bakı", fn="Maliyyə", lvl="Kiçik mütəxəssis", emp="Full-time", sf=700, st=900)
R("jobsearch:1006", "Бухгалтер", "Caspian Logistics", "Баку",
  "Требуется бухгалтер. Ведение первичной документации, 1С:Бухгалтерия, налоговая отчётность, расчёт заработной платы. Опыт работы от 2 лет. Знание азербайджанского языка.", sf=1000, st=1300)
R("jobsearch:1007", "Главный бухгалтер", "AzTrade Group", "Гянджа",
  "Торговой компании в Гяндже требуется главный бухгалтер. Опыт от 5 лет, знание налогового кодекса АР, 1С 8.3.", c="Gəncə", sf=1800, st=None)
R("position:1008", "Бухгалтер-кассир", "Сеть аптек Зафар", "Баку",
  "Приём и выдача наличных, кассовая книга, ведение первичной бухгалтерии. График 6/1.", sf=700, st=800)
R("position:1009", "Помощник бухгалтера (стажёр)", "Audit Partners", "Баку",
  "Стажировка в аудиторской компании. Без опыта работы, студенты последних курсов экономических специальностей. Помощь бухгалтерам в обработке документов.", emp="Стажировка", sf=400, st=None)
R("smartjob:1010", "Senior Accountant", "Caspian Energy Services LLC", "Baku, Azerbaijan",
  "We are looking for a Senior Accountant to join our finance team in Baku. IFRS reporting, intercompany reconciliations, audit support. ACCA is an advantage. Fluent English required.", country="AZ", emp="FULL_TIME", sf=2500, st=3500, cur="USD")
R("boss:1011", "Mühasib tələb olunur", None, "Lənkəran",
  "Lənkəran şəhərində ticarət obyektinə mühasib tələb olunur. Yarım ştat da mümkündür. Əlaqə nömrəsi elanda.", c="Lənkəran", emp="Part-time", sf=400, st=None)
R("hellojob:1012", "Head of Accounting (Mühasibatlıq şöbəsinin rəhbəri)", "Nexus Retail Group", "Bakı",
  "Mühasibatlıq şöbəsinin rəhbəri 6 nəfərlik mühasib komandasını idarə edəcək. Konsolidasiya olunmuş hesabatlar, audit ilə iş, büdcələşdirmə.", c="Bakı", fn="Maliyyə", lvl="Rəhbər", sf=4000, st=5000)
R("jobsearch:1013", "Аудитор", "BFA Audit", "Баку",
  "Аудиторская компания приглашает аудитора. Проведение аудиторских проверок по МСФО, подготовка заключений. Сертификат аудитора приветствуется.", sf=1500, st=2000)
R("hellojob:1014", "Maliyyə meneceri", "Green Agro MMC", "Gəncə",
  "Maliyyə axınlarının planlaşdırılması, pul vəsaitlərinin hərəkəti hesabatı, büdcə nəzarəti. Mühasibat uçotunu bilmək üstünlükdür.", c="Gəncə", fn="Maliyyə", lvl="Baş mütəxəssis", sf=1800, st=2200)
R("boss:1015", "buxgalter", None, "Bakı, Bakıxanov",
  "Kiçik şirkətə buxgalter lazımdır. 1C bilmək vacibdir. Həftədə 3 gün ofisdə.", emp="Part-time", sf=500, st=None)

# ---------------- 11xx drivers ----------------
R("boss:1101", "Sürücü", "Ekspress Daşıma MMC", "Bakı",
  "B, C kateqoriyalı sürücülük vəsiqəsi olan sürücü tələb olunur. Isuzu yük maşını ilə şəhərdaxili çatdırılma. Təcrübə 3 il.", sf=900, st=1100)
R("boss:1102", "Şəxsi sürücü", None, "Bakı, Badamdar",
  "Ailəyə şəxsi sürücü tələb olunur. Uşaqları məktəbə aparıb-gətirmək, ailə üzvlərinin şəhər daxili gediş-gəlişi. Siqaret çəkməyən, 35-50 yaş arası kişi.", sf=1000, st=None)
R("boss:1103", "Direktora sürücü", "Nord İnvest MMC", "Bakı",
  "Şirkət direktoruna fərdi sürücü tələb olunur. Xarici avtomobil (Mercedes), 10 il sürücülük stajı, səliqəli geyim, rus dili.", sf=1200, st=1400)
R("boss:1104", "Taksi sürücüsü", "Sürət Taksi Parkı", "Bakı",
  "Bolt və Uber üçün taksi sürücüləri tələb olunur. Avtomobili olmayanlara park avtomobili verilir. Gündəlik ödəniş, çevik qrafik.")
R("hellojob:1105", "Sürücü-ekspeditor", "Dadlı Qida MMC", "Sumqayıt",
  "Məhsulların mağazalara çatdırılması, qaimələrin təhvil verilməsi. B kateqoriya, ekspeditor təcrübəsi üstünlükdür.", c="Sumqayıt", fn="Nəqliyyat, logistika", lvl="Orta səviyyəli mütəxəssis", emp="Full-time", sf=800, st=950)
R("jobsearch:1106", "Водитель категории C", "Гянджа Агро", "Гянджа",
  "Агрокомпании требуется водитель грузового автомобиля (категория C). Перевозки по региону. Опыт от 3 лет.", c="Gəncə", sf=900, st=None)
R("jobsearch:1107", "Sürücü (Sumqayıt)", "Sumqayıt Kimya Sənaye Parkı", "Sumqayıt",
  "Sənaye parkına işçi servisi üçün sürücü. Sumqayıtda yaşayanlara üstünlük verilir. D kateqoriya tələb olunur.", c="Sumqayıt", sf=850, st=None)
R("position:1108", "Водитель в семью", None, "Баку",
  "Ищем водителя в семью: отвезти детей в школу и на кружки, поездки супруги по городу. Автомобиль семьи. Без вредных привычек.", sf=1100, st=None)
R("position:1109", "Личный водитель руководителя", "Holding Invest", "Баку",
  "Требуется личный водитель генерального директора. Стаж вождения от 10 лет, знание города, пунктуальность, ненормированный график.", sf=1500, st=None)
R("smartjob:1110", "Driver", "International Medical Corps (country office)", "Baku, Azerbaijan",
  "The country office seeks a Driver to transport staff and goods, maintain the vehicle log and perform basic vehicle checks. Valid B license, 5 years of experience, basic English.", country="AZ", emp="FULL_TIME", sf=900, st=1100, cur="USD")
R("boss:1111", "Avtobus sürücüsü", "Şəhər Nəqliyyat MMC", "Bakı",
  "Şəhər marşrut xəttinə D kateqoriyalı avtobus sürücüləri tələb olunur. Növbəli iş qrafiki.", sf=1100, st=1300)
R("jobsearch:1112", "Avtomobil idarəetmə üzrə təlimatçı", "Sürücü Hazırlığı Mərkəzi", "Bakı",
  "Sürücülük kurslarına praktiki təlimatçı tələb olunur. Kursantlara avtomobil idarəetməsini öyrətmək. Pedaqoji bacarıq.", sf=700, st=None)
R("boss:1113", "Qazel sürücüsü lazımdır", None, "Şəki",
  "Şəki şəhərinə Qazel sürücüsü lazımdır. Yük daşınması, rayonlar arası reyslər.", c="Şəki", sf=600, st=None)
R("position:1114", "Водитель-курьер", "Mingachevir Trade", "Мингечевир",
  "Доставка товаров клиентам по городу на автомобиле компании. Категория B.", c="Mingəçevir", sf=700, st=None)

# ---------------- 12xx sales, cashiers, sellers, bank ----------------
R("hellojob:1201", "Satış meneceri", "Smart Home Solutions", "Bakı",
  "Ağıllı ev sistemlərinin satışı, yeni müştərilərin cəlb edilməsi, kommersiya təkliflərinin hazırlanması. İngilis dili bilikləri üstünlükdür. Maaş + satışdan bonus.", c="Bakı", fn="Satış", lvl="Orta səviyyəli mütəxəssis", emp="Full-time", sf=800, st=1200)
R("hellojob:1202", "Sales Manager (English speaking)", "Caspian Tech Distribution", "Baku",
  "Looking for a Sales Manager with fluent English to develop B2B sales of IT equipment. 3+ years in sales, CRM experience.", fn="Satış", lvl="Baş mütəxəssis", emp="Full-time", sf=1500, st=2000)
R("boss:1203", "Satış təmsilçisi", "Milla Distribusiya", "Bakı",
  "Qida məhsullarının marketlərə satışı. Şirkət maşını və sürücü ilə təmin olunur. Maaş 700 AZN + bonus.", sf=700, st=None)
R("boss:1204", "Satış məsləhətçisi", "Texnomart mağazası", "Bakı, 28 May",
  "Məişət texnikası mağazasına satış məsləhətçiləri. Müştərilərə məhsul haqqında məlumat vermək, vitrinin səliqəsi.", sf=600, st=800)
R("boss:1205", "Kassir", "Yaşıl Market", "Bakı",
  "Supermarketə kassir tələb olunur. Növbəli iş qrafiki, yemək şirkət hesabına.", sf=550, st=None)
R("jobsearch:1206", "Менеджер по продажам", "Baku Furniture", "Баку",
  "Продажа мебели корпоративным клиентам. Знание азербайджанского и русского, английский приветствуется. Оклад + процент.", sf=1000, st=1500)
R("jobsearch:1207", "Продавец-консультант", "Магазин одежды Moda Line", "Баку",
  "Консультирование покупателей в торговом зале, выкладка товара. Опыт в рознице приветствуется.", sf=600, st=None)
R("position:1208", "Менеджер по продажам B2B (английский язык)", "Global Packaging AZ", "Баку",
  "Поиск и ведение корпоративных клиентов, переговоры с иностранными партнёрами. Свободный английский обязателен.", sf=1800, st=2500)
R("position:1209", "Кассир в банк", "Xəzər Bank ASC", "Баку",
  "Банку требуется кассир-операционист: кассовые операции с наличными, обмен валюты. Опыт работы в банке приветствуется.", sf=800, st=None)
R("hellojob:1210", "Kassir-operator", "Şərq Bank ASC", "Gəncə",
  "Gəncə filialına kassir-operator. Nağd pul əməliyyatları, valyuta mübadiləsi, müştərilərə xidmət.", c="Gəncə", fn="Bank işi", lvl="Kiçik mütəxəssis", emp="Full-time", sf=700, st=None)
R("hellojob:1211", "Head of Sales / Satış üzrə direktor", "Nexus Retail Group", "Bakı",
  "Satış departamentinin rəhbəri: 20 nəfərlik satış komandasının idarə olunması, satış strategiyası, KPI.", c="Bakı", fn="Satış", lvl="Rəhbər", sf=3000, st=4000)
R("boss:1212", "Satıcı qız", None, "Sumqayıt",
  "Ərzaq mağazasına satıcı qız tələb olunur. 20-35 yaş. İş vaxtı 09:00-21:00, növbəli.", c="Sumqayıt", sf=450, st=None)
R("boss:1213", "Satış meneceri köməkçisi", "Premium Avto Salon", "Bakı",
  "Satış menecerinə köməkçi: sənədlərin hazırlanması, müştəri zənglərinin qəbulu, test-drayvların təşkili.", sf=500, st=None)
R("smartjob:1214", "Sales Executive", "Global Pharma Azerbaijan", "Baku, Azerbaijan",
  "Sales Executive to grow our OTC portfolio in pharmacies across Baku and regions. Fluent Azerbaijani and English, driving license.", country="AZ", emp="FULL_TIME", sf=1500, st=1800)
R("jobsearch:1215", "Satış meneceri (part-time)", "Moda.az onlayn mağaza", "Bakı",
  "Onlayn mağazaya yarım ştat satış meneceri. Gündə 4 saat, instagram üzərindən sifarişlərin qəbulu. Tələbələr üçün uyğundur.", emp="Part-time", sf=400, st=600)
R("position:1216", "Старший кассир", "Сеть супермаркетов Бахар", "Баку",
  "Старший кассир: контроль работы кассиров, инкассация, отчётность по кассе.", sf=750, st=None)
R("boss:1217", "Kassir (gecə növbəsi)", "24/7 Market", "Bakı, Yasamal",
  "Gecə növbəsinə kassir tələb olunur. 21:00-09:00, növbə ilə. Kişi namizədlər.", sf=600, st=None)
R("hellojob:1218", "Kredit mütəxəssisi", "Şərq Bank ASC", "Bakı",
  "Bankın filialına kredit mütəxəssisi: kredit müraciətlərinin qiymətləndirilməsi, müştərilərlə iş. Bankda 1 il təcrübə.", c="Bakı", fn="Bank işi", lvl="Orta səviyyəli mütəxəssis", sf=900, st=1200)
R("jobsearch:1219", "Продавец", None, "Сумгаит",
  "В продуктовый магазин требуется продавец. График 2/2.", c="Sumqayıt", sf=450, st=None)
R("boss:1220", "Satış meneceri", "Kaspi Tikinti Materialları", "Gəncə",
  "Tikinti materiallarının satışı, müştəri bazası ilə iş. Sürücülük vəsiqəsi arzuolunandır.", c="Gəncə", sf=700, st=1000)

# ---------------- 13xx waiters, bar, restaurant ----------------
R("boss:1301", "Ofisiant", "Dolma Restoran", "Bakı, İçərişəhər",
  "Restorana ofisiantlar tələb olunur. Rus dili bilmək vacibdir. Maaş + çay pulu. Yemək və servis.", sf=400, st=None)
R("boss:1302", "Ofisiant xanım", "Karvansaray Çayxanası", "Şəki",
  "Çayxanaya ofisiant xanım tələb olunur. Turistlərlə iş, ingilis dili üstünlükdür.", c="Şəki", sf=400, st=None)
R("jobsearch:1303", "Официант", "Ресторан Sumakh", "Баку",
  "В ресторан азербайджанской кухни требуются официанты. Опыт от 1 года. Чаевые остаются у официанта.", sf=500, st=None)
R("position:1304", "Официант (неполный день)", "Кафе Coffee Point", "Баку",
  "Официант на неполный день, вечерние смены. Подходит студентам.", emp="Неполная занятость", sf=300, st=None)
R("hellojob:1305", "Waiter / Waitress", "Caspian Grand Hotel", "Bakı",
  "Hotel restaurant is hiring waiters and waitresses. Basic English, friendly attitude. Training provided, no experience needed.", c="Bakı", fn="Turizm, otel, restoran", lvl="Təcrübəsiz", emp="Full-time", sf=500, st=600)
R("boss:1306", "Barmen", "Lounge 28", "Bakı",
  "Lounge bara barmen tələb olunur. Kokteyl hazırlamaq bacarığı.", sf=600, st=None)
R("boss:1307", "Hostes", "Şirvanşah Restoranı", "Bakı",
  "Restorana hostes xanım: qonaqların qarşılanması, masaların rezervi.", sf=500, st=None)
R("boss:1308", "Ofisiant və qabyuyan", None, "Lənkəran",
  "Lənkəranda restorana ofisiant və qabyuyan tələb olunur. Yaşayış yeri verilir.", c="Lənkəran", sf=350, st=None)
R("hellojob:1309", "Restoran meneceri", "Şirvanşah Restoranı", "Bakı",
  "Restoranın gündəlik işinin idarə olunması, ofisiant heyətinin növbə cədvəli və onlara nəzarət, müştəri şikayətləri.", c="Bakı", fn="Turizm, otel, restoran", lvl="Rəhbər", sf=1500, st=None)

# ---------------- 14xx cooks ----------------
R("boss:1401", "Aşpaz", "Şirvanşah Restoranı", "Bakı",
  "Milli mətbəx üzrə aşpaz tələb olunur. Təcrübə 3 ildən. Gündəlik qrafik.", sf=1000, st=1500)
R("boss:1402", "Aşpaz köməkçisi", "Bella Kafe", "Bakı",
  "Aşpaza köməkçi: tərəvəzlərin hazırlanması, mətbəxin təmizliyi. Təcrübəsiz də olar.", sf=500, st=None)
R("jobsearch:1403", "Повар горячего цеха", "Ресторан Sumakh", "Баку",
  "Требуется повар горячего цеха. Знание европейской и азербайджанской кухни.", sf=900, st=None)
R("position:1404", "Шеф-повар", "Ресторан итальянской кухни Trattoria", "Баку",
  "Шеф-повар: разработка меню, управление кухней, калькуляция блюд. Опыт шефом от 3 лет.", sf=2500, st=None)
R("hellojob:1405", "Pizza ustası", "Napoli Pizza", "Bakı",
  "Pizza ustası tələb olunur. Xəmir hazırlamaq və odun sobası ilə iş təcrübəsi.", c="Bakı", fn="Turizm, otel, restoran", lvl="Orta səviyyəli mütəxəssis", sf=700, st=900)
R("boss:1406", "Şaurma ustası", None, "Sumqayıt",
  "Dönər/şaurma ustası tələb olunur. Sumqayıt, 5-ci mkr.", c="Sumqayıt", sf=700, st=None)
R("jobsearch:1407", "Aşpaz (uşaq bağçası)", "Mingəçevir 5 saylı uşaq bağçası", "Mingəçevir",
  "Uşaq bağçasına aşpaz tələb olunur. Uşaq qidalanması təcrübəsi arzuolunandır.", c="Mingəçevir", sf=500, st=None)
R("smartjob:1408", "Sous Chef", "Caspian Pearl Hotel", "Baku, Azerbaijan",
  "Sous Chef to support the Executive Chef in a 5-star hotel kitchen. International cuisine, HACCP, team leadership.", country="AZ", emp="FULL_TIME", sf=2000, st=2500)

# ---------------- 15xx security ----------------
R("boss:1501", "Mühafizəçi", "Qala Security MMC", "Bakı",
  "Mühafizə şirkətinə mühafizəçilər tələb olunur. Növbəli iş qrafiki 24/48. Hərbi xidmət keçmiş kişilər.", sf=600, st=None)
R("jobsearch:1502", "Охранник", "Торговый центр Metro Park", "Баку",
  "Охранник в торговый центр. Сменный график, форма выдаётся.", sf=650, st=None)
R("hellojob:1503", "Security Guard", "Caspian Business Center", "Bakı",
  "Security guard for a business center: access control, CCTV monitoring, patrols. Basic English.", c="Bakı", fn="Təhlükəsizlik", lvl="Təcrübəsiz", sf=700, st=None)
R("boss:1504", "Gecə gözətçisi", None, "Gəncə",
  "Tikinti obyektinə gecə gözətçisi tələb olunur.", c="Gəncə", sf=450, st=None)
R("position:1505", "Начальник службы безопасности", "Holding Invest", "Баку",
  "Руководство службой безопасности холдинга, организация охраны объектов, работа с охранными агентствами.", sf=2500, st=None)
R("hellojob:1506", "Kibertəhlükəsizlik mütəxəssisi (Security Analyst)", "Kapital Digital", "Bakı",
  "SOC komandasına security analyst: SIEM monitorinqi, insidentlərə reaksiya, zəifliklərin təhlili.", c="Bakı", fn="İnformasiya texnologiyaları", lvl="Orta səviyyəli mütəxəssis", sf=2500, st=3200)

# ---------------- 16xx IT ----------------
R("hellojob:1601", "Backend Developer (Python)", "Kapital Digital", "Bakı",
  "Python/Django backend developer. REST API, PostgreSQL, Docker. 3+ years of experience.", c="Bakı", fn="İnformasiya texnologiyaları", lvl="Orta səviyyəli mütəxəssis", emp="Full-time", sf=2500, st=3500)
R("hellojob:1602", "Junior Frontend Developer", "Webline Studio", "Bakı",
  "React.js, HTML/CSS bilən junior frontend developer. 1 ilə qədər təcrübə, portfolio.", c="Bakı", fn="İnformasiya texnologiyaları", lvl="Kiçik mütəxəssis", emp="Full-time", sf=1000, st=1400)
R("boss:1603", "Proqramçı (PHP/Laravel)", "Sahibkar Soft MMC", "Bakı",
  "PHP Laravel bilən proqramçı. MySQL, Git. Ofisdə iş.", sf=1500, st=None)
R("jobsearch:1604", "Программист 1С", "Baku Distribution Company", "Баку",
  "Программист 1С: доработка конфигураций, обмены, отчёты. Опыт от 3 лет.", sf=2000, st=None)
R("position:1605", "Senior Java разработчик", "FinTech Solutions", "Баку",
  "Senior Java разработчик (Spring Boot, микросервисы). Опыт от 5 лет. Гибридный формат.", wt="hybrid", sf=3000, st=4000, cur="USD")
R("smartjob:1606", "Senior Software Engineer (Remote)", "CloudScale Inc.", "Remote",
  "Fully remote Senior Software Engineer (Go/Kubernetes). Candidates from Azerbaijan welcome. 6+ years of experience.", remote=True, emp="FULL_TIME", sf=4000, st=5500, cur="USD")
R("hellojob:1607", "QA Engineer (Manual)", "Webline Studio", "Bakı",
  "Manual testing of web and mobile apps, writing test cases, bug reports in Jira.", c="Bakı", fn="İnformasiya texnologiyaları", lvl="Orta səviyyəli mütəxəssis", sf=1200, st=1600)
R("boss:1608", "IT dəstək mütəxəssisi", "Azər Tikinti Qrup", "Bakı",
  "Kompüter və printerlərin quraşdırılması, şəbəkə problemlərinin həlli, istifadəçilərə dəstək.", sf=800, st=None)
R("hellojob:1609", "Software Development Intern", "Kapital Digital", "Bakı",
  "3-month paid internship for students and recent graduates in software development. Basic knowledge of any programming language.", c="Bakı", fn="İnformasiya texnologiyaları", lvl="Təcrübəçi", emp="Internship", sf=500, st=None)
R("jobsearch:1610", "Proqramist (Android)", "Mobil Həllər MMC", "Bakı",
  "Kotlin ilə Android tətbiqlərin hazırlanması. 2 il təcrübə.", sf=1800, st=None)
R("position:1611", "Руководитель отдела разработки", "FinTech Solutions", "Баку",
  "Руководитель отдела разработки: управление командой из 15 программистов, архитектура, планирование релизов.", sf=5000, st=None, cur="USD")
R("smartjob:1612", "IT Recruiter", "TalentBridge Recruitment", "Baku, Azerbaijan",
  "Recruitment agency hiring an IT Recruiter: you will source, screen and hire software developers and programmers for our clients.", country="AZ", emp="FULL_TIME", sf=1200, st=1500)

# ---------------- 17xx teachers, education ----------------
R("boss:1701", "İngilis dili müəllimi", "Oxford Tədris Mərkəzi", "Bakı",
  "Tədris mərkəzinə ingilis dili müəllimi. IELTS hazırlığı təcrübəsi. Yarım ştat da mümkündür.", sf=800, st=None)
R("boss:1702", "Riyaziyyat müəllimi", "Bilik Kursları", "Sumqayıt",
  "Abituriyent hazırlığı üzrə riyaziyyat müəllimi tələb olunur.", c="Sumqayıt", sf=600, st=None)
R("jobsearch:1703", "Учитель русского языка", "Частная школа Dostluq", "Баку",
  "Частной школе требуется учитель русского языка и литературы для 5-9 классов.", sf=900, st=None)
R("position:1704", "Преподаватель английского языка (онлайн)", "Online School Lingua", "Баку",
  "Удалённая работа: онлайн-уроки английского для детей и взрослых. Гибкий график.", remote=True, emp="Частичная занятость", sf=700, st=None)
R("hellojob:1705", "English Teacher", "British International School Baku", "Bakı",
  "Native or C2-level English teacher for primary years. Teaching qualification (CELTA/PGCE) required.", c="Bakı", fn="Təhsil", lvl="Orta səviyyəli mütəxəssis", emp="Full-time", sf=2500, st=3000, cur="USD")
R("boss:1706", "Kimya repetitoru", None, "Gəncə",
  "Abituriyentlər üçün kimya repetitoru axtarılır. Həftədə 3 dərs.", c="Gəncə", emp="Part-time")
R("boss:1707", "Tərbiyəçi (uşaq bağçası)", "Günəş uşaq bağçası", "Bakı",
  "Özəl bağçaya tərbiyəçi xanım. Pedaqoji təhsil.", sf=500, st=None)
R("hellojob:1708", "Müəllim köməkçisi", "British International School Baku", "Bakı",
  "Teaching assistant / müəllim köməkçisi ibtidai siniflər üçün. İngilis dili B2.", c="Bakı", fn="Təhsil", lvl="Kiçik mütəxəssis", sf=700, st=None)
R("jobsearch:1709", "Direktor müavini (tədris işləri üzrə)", "Zəka Liseyi", "Bakı",
  "Liseyə tədris işləri üzrə direktor müavini: müəllimlərin dərslərinə nəzarət, tədris planı.", sf=1500, st=None)

# ---------------- 18xx medicine, pharmacy ----------------
R("boss:1801", "Tibb bacısı", "Şəfa Klinikası", "Bakı",
  "Klinikaya tibb bacısı tələb olunur. Tibb kolleci diplomu, 1 il təcrübə. Növbəli qrafik.", sf=600, st=700)
R("jobsearch:1802", "Медсестра процедурного кабинета", "Медицинский центр Med Life", "Баку",
  "Медсестра в процедурный кабинет: инъекции, капельницы, забор крови.", sf=650, st=None)
R("hellojob:1803", "Nurse (English speaking)", "MedCare International Clinic", "Bakı",
  "Registered nurse for an international clinic. Fluent English, 2+ years of experience.", c="Bakı", fn="Tibb və əczaçılıq", lvl="Orta səviyyəli mütəxəssis", sf=1200, st=None)
R("position:1804", "Врач-терапевт", "Медицинский центр Med Life", "Баку",
  "Врач-терапевт на приём пациентов. Сертификат, опыт от 3 лет.", sf=1500, st=None)
R("boss:1805", "Stomatoloq həkim", "Dent Plus Klinikası", "Lənkəran",
  "Stomatoloq həkim tələb olunur. Faiz əsaslı ödəniş.", c="Lənkəran")
R("boss:1806", "Pediatr həkim", "Şəfa Klinikası", "Bakı",
  "Uşaq həkimi (pediatr) tələb olunur. Tam ştat.", sf=1500, st=2000)
R("jobsearch:1807", "Əczaçı", "Zəfər Aptekləri", "Mingəçevir",
  "Aptekə əczaçı tələb olunur. Əczaçılıq təhsili vacibdir.", c="Mingəçevir", sf=700, st=None)
R("position:1808", "Фармацевт", "Сеть аптек АптекаПлюс", "Баку",
  "Фармацевт в аптеку: отпуск лекарств, консультация покупателей. Фармацевтическое образование.", sf=800, st=None)
R("hellojob:1809", "Tibbi nümayəndə", "Global Pharma Azerbaijan", "Bakı",
  "Medical representative: həkimlərə və apteklərə dərman preparatlarının təqdimatı. Tibb və ya əczaçılıq təhsili.", c="Bakı", fn="Satış", lvl="Orta səviyyəli mütəxəssis", sf=1000, st=1300)
R("boss:1810", "Sanitar (tibb bacısı köməkçisi)", "Şəfa Klinikası", "Bakı",
  "Xəstəxanaya sanitar: xəstələrə qulluq, tibb bacısına köməklik.", sf=400, st=None)
R("jobsearch:1811", "Kassir", "Şəfa Tibb Mərkəzi", "Bakı",
  "Tibb mərkəzinin qeydiyyat şöbəsinə kassir. Ödənişlərin qəbulu, çeklərin verilməsi.", sf=500, st=None)

# ---------------- 19xx legal ----------------
R("hellojob:1901", "Hüquqşünas", "Mega Sığorta ASC", "Bakı",
  "Müqavilələrin hüquqi ekspertizası, məhkəmələrdə şirkətin təmsil olunması. Hüquq təhsili, 3 il təcrübə.", c="Bakı", fn="Hüquq", lvl="Orta səviyyəli mütəxəssis", emp="Full-time", sf=1200, st=1500)
R("jobsearch:1902", "Юрист", "Caspian Logistics", "Баку",
  "Юрист: договорная работа, претензии, сопровождение сделок. Опыт от 2 лет.", sf=1300, st=None)
R("smartjob:1903", "Legal Counsel", "Caspian Energy Services LLC", "Baku, Azerbaijan",
  "Legal Counsel to advise on contracts, compliance and local labour law. Admission to the Azerbaijani bar, fluent English.", country="AZ", emp="FULL_TIME", sf=3000, st=4000, cur="USD")
R("position:1904", "Руководитель юридического отдела", "Holding Invest", "Баку",
  "Руководство юридическим отделом холдинга (5 юристов).", sf=4000, st=None)
R("boss:1905", "Hüquqşünas köməkçisi (təcrübəçi)", "Ədalət Hüquq Bürosu", "Bakı",
  "Hüquq fakültəsinin tələbələri üçün təcrübə proqramı. Vəkillərə sənədlərin hazırlanmasında köməklik.", emp="Internship", sf=300, st=None)
R("boss:1906", "Ofis meneceri", "Ədalət Hüquq Bürosu", "Bakı",
  "Hüquq bürosuna ofis meneceri: zənglər, görüşlərin planlaşdırılması, hüquqşünaslara inzibati dəstək.", sf=700, st=None)

# ---------------- 20xx couriers ----------------
R("boss:2001", "Kuryer", "Tez Gəl Çatdırılma", "Bakı",
  "Moped ilə kuryer. Sifarişlərin restoranlardan müştərilərə çatdırılması. Gündəlik ödəniş mümkündür.", sf=700, st=1200)
R("jobsearch:2002", "Курьер", "Служба доставки Express24", "Баку",
  "Пеший и вело-курьер по центру города. Свободный график.", sf=600, st=None)
R("hellojob:2003", "Kuryer (öz avtomobili ilə)", "Onlayn Aptek", "Bakı",
  "Öz avtomobili olan kuryer: dərmanların müştərilərə çatdırılması. Yanacaq xərci ödənilir.", c="Bakı", fn="Nəqliyyat, logistika", lvl="Təcrübəsiz", sf=900, st=None)
R("boss:2004", "Piyada kuryer", "Gül Dünyası", "Bakı",
  "Gül sifarişlərinin piyada çatdırılması. Tələbələr üçün uyğundur, part-time.", emp="Part-time", sf=350, st=None)
R("boss:2005", "Kuryer", "Mühasibat Xidmətləri MMC", "Bakı",
  "Sənədlərin vergi orqanlarına və müştərilərə çatdırılması üçün kuryer.", sf=500, st=None)

# ---------------- 21xx engineers, trades ----------------
R("hellojob:2101", "Elektrik mühəndisi", "Enerji Layihə MMC", "Bakı",
  "Elektrik təchizatı layihələrinin hazırlanması, AutoCAD, obyektlərdə nəzarət.", c="Bakı", fn="Mühəndislik", lvl="Orta səviyyəli mütəxəssis", sf=1500, st=2000)
R("position:2102", "Инженер-строитель (ПТО)", "Azər Tikinti Qrup", "Баку",
  "Инженер ПТО: исполнительная документация, сметы, технадзор. Высшее строительное образование.", sf=1800, st=None)
R("smartjob:2103", "Civil Engineer", "Caspian Energy Services LLC", "Sumgait, Azerbaijan",
  "Civil Engineer for a plant construction project in Sumgait. Site supervision, QA/QC, fluent English.", c="Sumqayıt", country="AZ", emp="CONTRACTOR", sf=3000, st=3500, cur="USD")
R("boss:2104", "Elektrik ustası", None, "Bakı",
  "Təmir işlərinə elektrik ustası lazımdır. Daimi iş.", sf=800, st=None)
R("jobsearch:2105", "Mühəndis-texnoloq", "Gəncə Süd Zavodu", "Gəncə",
  "Süd məhsulları istehsalı üzrə mühəndis-texnoloq. Qida texnologiyası təhsili.", c="Gəncə", sf=1000, st=None)
R("boss:2106", "Baş mühəndis", "Abşeron Tikinti", "Bakı",
  "Yaşayış kompleksinin tikintisinə baş mühəndis. 10 il təcrübə.", sf=3000, st=None)
R("hellojob:2107", "Graduate Engineer Programme (təcrübəçi mühəndis)", "Caspian Energy Services LLC", "Bakı",
  "Mühəndislik ixtisası üzrə məzunlar üçün 12 aylıq ödənişli təcrübə proqramı.", c="Bakı", fn="Mühəndislik", lvl="Təcrübəçi", emp="Internship", sf=800, st=None)
R("boss:2108", "Santexnik", None, "Gəncə",
  "Santexnik usta tələb olunur. Təcrübəli.", c="Gəncə", sf=700, st=None)
R("boss:2109", "Qaynaqçı", "Sumqayıt Metal Konstruksiya", "Sumqayıt",
  "Argon və elektrod qaynağı bilən qaynaqçılar tələb olunur.", c="Sumqayıt", sf=1000, st=1400)
R("jobsearch:2110", "Сварщик", "Metal Group", "Сумгаит",
  "Сварщик полуавтомат, опыт от 2 лет.", c="Sumqayıt", sf=1100, st=None)
R("position:2111", "Электрик", "Бизнес-центр Port Plaza", "Баку",
  "Электрик по обслуживанию здания, сменный график.", sf=800, st=None)
R("hellojob:2112", "Avtomexanik", "Premium Avto Salon", "Bakı",
  "Servis mərkəzinə avtomexanik: mühərrik və şassi təmiri, diaqnostika.", c="Bakı", fn="Texniki xidmət", lvl="Orta səviyyəli mütəxəssis", sf=1000, st=1500)
R("boss:2113", "Motorçu usta", None, "Bakı, Binəqədi",
  "Avto servisə motorçu usta lazımdır. Faiz + maaş.")

# ---------------- 22xx translators, economists ----------------
R("boss:2201", "Tərcüməçi (ingilis dili)", "Lingva Tərcümə Bürosu", "Bakı",
  "Yazılı tərcümə: ingilis-azərbaycan, hüquqi və texniki mətnlər.", sf=800, st=None)
R("position:2202", "Переводчик турецкого языка", "Anadolu İnşaat", "Баку",
  "Устный и письменный перевод (турецкий-азербайджанский-русский) на строительном объекте.", sf=1200, st=None)
R("hellojob:2203", "Translator / Interpreter (Russian-English)", "Caspian Energy Services LLC", "Bakı",
  "Consecutive interpreting and document translation between Russian and English.", c="Bakı", fn="Tərcümə", lvl="Orta səviyyəli mütəxəssis", sf=1500, st=2000)
R("boss:2204", "Ofis meneceri", "Lingva Tərcümə Bürosu", "Bakı",
  "Tərcümə bürosuna ofis meneceri: müştərilərlə iş, sifarişlərin tərcüməçilər arasında bölüşdürülməsi.", sf=600, st=None)
R("hellojob:2205", "İqtisadçı", "Abşeron Su Kanal MMC", "Bakı",
  "Plan-iqtisad şöbəsinə iqtisadçı: xərclərin təhlili, büdcə hesabatları.", c="Bakı", fn="Maliyyə", lvl="Orta səviyyəli mütəxəssis", sf=900, st=None)
R("position:2206", "Экономист", "Bakı Çörək Zavodu", "Баку",
  "Экономист планово-экономического отдела: калькуляция себестоимости, анализ затрат.", sf=1000, st=None)
R("jobsearch:2207", "Baş iqtisadçı", "Sumqayıt Boru Zavodu", "Sumqayıt",
  "Baş iqtisadçı: maliyyə planlaşdırma, iqtisadi təhlil. 5 il təcrübə.", c="Sumqayıt", sf=1800, st=None)
R("smartjob:2208", "Economist (Research)", "Regional Development Institute", "Baku, Azerbaijan",
  "Research Economist to analyse macroeconomic data and write policy briefs. Master's in economics, strong English.", country="AZ", emp="CONTRACTOR", sf=2000, st=2500, cur="EUR")

# ---------------- 23xx cleaning, warehouse ----------------
R("boss:2301", "Xadimə", "Port Biznes Mərkəzi", "Bakı",
  "Ofis binasına xadimə tələb olunur. 08:00-17:00.", sf=400, st=None)
R("boss:2302", "Təmizlikçi qadın", None, "Sumqayıt",
  "Evə təmizlikçi qadın lazımdır, həftədə 3 gün.", c="Sumqayıt", emp="Part-time", sf=350, st=None)
R("jobsearch:2303", "Уборщица", "Торговый центр Metro Park", "Баку",
  "Уборщица в торговый центр, сменный график.", sf=400, st=None)
R("hellojob:2304", "Housekeeping (otaq xadiməsi)", "Caspian Grand Hotel", "Bakı",
  "Otel otaqlarının təmizlənməsi. Təcrübəsiz namizədlərə təlim keçirilir.", c="Bakı", fn="Turizm, otel, restoran", lvl="Təcrübəsiz", sf=500, st=None)
R("boss:2305", "Xadimə", "Aşpazlar Akademiyası", "Bakı",
  "Kulinariya məktəbinin auditoriyalarının və mətbəxin təmizliyi üçün xadimə.", sf=450, st=None)
R("boss:2306", "Anbardar", "Milla Distribusiya", "Bakı",
  "Anbara anbardar: malların qəbulu və buraxılışı, 1C. Anbar 24 saat mühafizə olunur.", sf=700, st=None)
R("jobsearch:2307", "Кладовщик", "Dadlı Qida MMC", "Сумгаит",
  "Кладовщик на склад продуктов питания. Знание 1С Склад.", c="Sumqayıt", sf=650, st=None)
R("position:2308", "Грузчик", "Baku Furniture", "Баку",
  "Грузчики на склад мебели. Оплата ежедневно.", sf=500, st=None)
R("boss:2309", "Fəhlə (yükdaşıyan)", None, "Bakı",
  "Anbara yükdaşıyan fəhlələr lazımdır. Gündəlik 30 AZN.")
R("hellojob:2310", "Anbar müdiri (Warehouse Manager)", "Nexus Retail Group", "Bakı",
  "Mərkəzi anbarın idarə olunması, 12 anbardardan ibarət komanda, WMS sistemi.", c="Bakı", fn="Nəqliyyat, logistika", lvl="Rəhbər", sf=2000, st=2500)

# ---------------- 24xx office, call center, HR ----------------
R("boss:2401", "Katibə", "Nord İnvest MMC", "Bakı",
  "Katibə xanım tələb olunur. Rus dili, MS Office. Zənglərin qəbulu.", sf=600, st=None)
R("jobsearch:2402", "Секретарь-референт", "AzTrade Group", "Баку",
  "Секретарь-референт руководителя: документооборот, встречи, переписка на английском.", sf=800, st=None)
R("hellojob:2403", "Receptionist", "Caspian Grand Hotel", "Bakı",
  "Front desk receptionist: check-in/check-out, guest requests. English and Russian.", c="Bakı", fn="Turizm, otel, restoran", lvl="Kiçik mütəxəssis", sf=700, st=None)
R("position:2404", "Офис-менеджер", "Global Packaging AZ", "Баку",
  "Офис-менеджер: обеспечение офиса, приём звонков, встреча гостей.", sf=700, st=None)
R("hellojob:2405", "Çağrı mərkəzi operatoru", "Mobil Link", "Bakı",
  "Zəng mərkəzinə operatorlar: müştəri zənglərinin cavablandırılması. Azərbaycan və rus dili. Təcrübə tələb olunmur.", c="Bakı", fn="Müştəri xidmətləri", lvl="Təcrübəsiz", emp="Full-time", sf=600, st=None)
R("jobsearch:2406", "Оператор call-центра (удалённо)", "Online Kredit", "Баку",
  "Удалённая работа оператором call-центра: входящие звонки, консультация по займам. Русский и азербайджанский.", remote=True, sf=550, st=None)
R("boss:2407", "Operator xanımlar", "Satış Mərkəzi Zəng", "Bakı",
  "Call center-ə operator xanımlar tələb olunur. 09:00-18:00.", sf=500, st=None)
R("position:2408", "Оператор ПК", "Bakı Çörək Zavodu", "Баку",
  "Оператор ПК: ввод накладных в 1С, сканирование документов.", sf=550, st=None)
R("boss:2409", "Telesatış operatoru", "Smart Home Solutions", "Bakı",
  "Telefonla satış: potensial müştərilərə zəng, məhsulların təqdimatı. Maaş + faiz.", sf=500, st=None)
R("hellojob:2410", "HR Manager", "Kapital Digital", "Bakı",
  "HR Manager: işə qəbul, adaptasiya, performans idarəetməsi, əmək qanunvericiliyi.", c="Bakı", fn="İnsan resursları", lvl="Baş mütəxəssis", sf=2000, st=2500)
R("hellojob:2411", "Recruiter", "TalentHub HR Agency", "Bakı",
  "We are hiring accountants, sales managers and drivers for our clients in Baku. As a Recruiter you will screen CVs, interview candidates and manage client vacancies.", c="Bakı", fn="İnsan resursları", lvl="Orta səviyyəli mütəxəssis", sf=900, st=1200)
R("boss:2412", "CV qəbulu (müxtəlif vakansiyalar)", "İş Vaxtı Kadr Agentliyi", "Bakı",
  "Kadr agentliyi. Müştəri şirkətlərimiz üçün mühasib, sürücü, satış meneceri və ofisiant vakansiyalarına CV qəbul edirik. Xidmət namizədlər üçün ödənişsizdir.")
R("jobsearch:2413", "Менеджер по персоналу", "Baku Furniture", "Баку",
  "Менеджер по персоналу: подбор, кадровое делопроизводство.", sf=1000, st=None)
R("boss:2414", "Kadrlar üzrə mütəxəssis", "Gəncə Süd Zavodu", "Gəncə",
  "Kadr uçotu, əmək müqavilələri, e-gov sistemi.", c="Gəncə", sf=700, st=None)

# ---------------- 25xx design, marketing ----------------
R("boss:2501", "Qrafik dizayner", "Reklam Studiyası Art", "Bakı",
  "Photoshop, Illustrator bilən qrafik dizayner. Portfolio mütləqdir.", sf=800, st=None)
R("hellojob:2502", "SMM mütəxəssisi", "Moda.az", "Bakı",
  "Instagram və TikTok səhifələrinin idarə olunması, kontent planı.", c="Bakı", fn="Marketinq", lvl="Kiçik mütəxəssis", sf=700, st=900)
R("jobsearch:2503", "Дизайнер интерьера", "Baku Furniture", "Баку",
  "Дизайнер интерьера: 3D-визуализация (3ds Max), работа с клиентами салона.", sf=1200, st=None)
R("smartjob:2504", "Marketing Manager", "Global Pharma Azerbaijan", "Baku, Azerbaijan",
  "Marketing Manager for the Caucasus region: brand plans, campaigns, budget. 5+ years, English.", country="AZ", emp="FULL_TIME", sf=3000, st=3800)
R("hellojob:2505", "Marketinq üzrə təcrübəçi", "Smart Home Solutions", "Bakı",
  "Tələbələr üçün 3 aylıq marketinq təcrübəsi. Ödənişli.", c="Bakı", fn="Marketinq", lvl="Təcrübəçi", emp="Internship", sf=300, st=None)
R("boss:2506", "Dizayner (uzaqdan, part-time)", "Print Pro", "Bakı",
  "Uzaqdan işləyən qrafik dizayner, yarım ştat. Loqo və banner dizaynı.", remote=True, emp="Part-time", sf=400, st=None)

# ---------------- 26xx hairdressers, beauty ----------------
R("boss:2601", "Bərbər", "Gentleman Barbershop", "Bakı",
  "Kişi bərbəri tələb olunur. Faiz əsaslı, təcrübə 2 il.")
R("boss:2602", "Qadın bərbəri (stilist)", "Gözəllik Salonu Lale", "Bakı",
  "Gözəllik salonuna qadın bərbəri-stilist. Saç kəsimi, boyama.", sf=600, st=None)
R("jobsearch:2603", "Парикмахер-универсал", "Салон красоты Fleur", "Баку",
  "Парикмахер-универсал (мужские и женские стрижки). Процент от выручки.")
R("boss:2604", "Manikür ustası", "Gözəllik Salonu Lale", "Bakı",
  "Manikür və pedikür ustası tələb olunur.", sf=500, st=None)
R("position:2605", "Парикмахер", None, "Шеки",
  "В салон в Шеки требуется парикмахер.", c="Şəki", sf=400, st=None)

# ---------------- 27xx additions: more drivers/accountants/sales in regions, retired rows ----------------
R("boss:2701", "Sürücü", "Lənkəran Çay Fabriki", "Lənkəran",
  "Fabrikə B və C kateqoriyalı sürücü tələb olunur.", c="Lənkəran", sf=700, st=None, active=False)
R("position:2702", "Бухгалтер", "Ленкорань Агро", "Ленкорань",
  "Бухгалтер в агрокомпанию, 1С, опыт от 1 года.", c="Lənkəran", sf=700, st=None)
R("jobsearch:2703", "Mühasib", "Mingəçevir Tekstil", "Mingəçevir",
  "Tekstil fabrikinə mühasib. 1C, əmək haqqı hesablanması.", c="Mingəçevir", sf=800, st=None, active=False)
R("boss:2704", "Satış meneceri", "Şəki İpək", "Şəki",
  "İpək məmulatlarının satışı, turist mağazasında iş. İngilis dili.", c="Şəki", sf=600, st=None)
R("hellojob:2705", "Mühasib (bank)", "Şərq Bank ASC", "Bakı",
  "Bankın mühasibatlıq departamentinə mühasib. Bank uçotu, MHBS.", c="Bakı", fn="Maliyyə", lvl="Orta səviyyəli mütəxəssis", sf=1200, st=None)
R("boss:2706", "Ofisiant", "Xan Bağı Restoranı", "Gəncə",
  "Gəncədə restorana ofisiant oğlanlar tələb olunur.", c="Gəncə", sf=400, st=None, active=False)
R("jobsearch:2707", "Водитель", "Baku Furniture", "Баку",
  "Водитель на доставку мебели, категория B, C. Помощь грузчикам.", sf=900, st=None)
R("boss:2708", "Aşpaz", "Gəncə Şadlıq Sarayı", "Gəncə",
  "Şadlıq sarayına təcrübəli aşpaz.", c="Gəncə", sf=900, st=None)
R("hellojob:2709", "Junior Accountant", "Nexus Retail Group", "Bakı",
  "Entry-level accountant for accounts payable. Graduates welcome, English B1.", c="Bakı", fn="Maliyyə", lvl="Kiçik mütəxəssis", emp="Full-time", sf=800, st=1000)
R("position:2710", "Главный бухгалтер", "Холдинг Invest", "Баку",
  "Главный бухгалтер холдинга, консолидация, МСФО.", sf=3500, st=None, active=False)
R("boss:2711", "Tibb bacısı", "Sumqayıt Mərkəzi Xəstəxanası", "Sumqayıt",
  "Cərrahiyyə şöbəsinə tibb bacısı, gecə növbələri.", c="Sumqayıt", sf=550, st=None)
R("jobsearch:2712", "Ofisiant (part-time)", "Coffee Moffie", "Bakı",
  "Həftəsonları ofisiant, tələbələr üçün.", emp="Part-time", sf=250, st=None)
R("smartjob:2713", "Accounts Assistant", "Caspian Energy Services LLC", "Baku, Azerbaijan",
  "Accounts Assistant supporting the accounting team: invoice processing, filing, data entry.", country="AZ", emp="FULL_TIME", sf=900, st=None)
R("boss:2714", "Satış meneceri (qadın)", "Gözəllik Salonu Lale", "Bakı",
  "Kosmetika məhsullarının satışı üzrə menecer xanım.", sf=600, st=900)
R("jobsearch:2715", "Sürücü (kişi, 30-50 yaş)", "Bakı Çörək Zavodu", "Bakı",
  "Çörək məhsullarının paylanması üçün sürücü. Səhər növbəsi.", sf=800, st=None)
R("position:2716", "Курьер на автомобиле", "Служба доставки Express24", "Баку",
  "Курьер с личным автомобилем, оплата за доставку.", sf=800, st=None)
R("hellojob:2717", "Senior Backend Developer (Java)", "Kapital Digital", "Bakı",
  "Senior Java developer, Spring, Kafka. 5+ years.", c="Bakı", fn="İnformasiya texnologiyaları", lvl="Baş mütəxəssis", emp="Full-time", sf=4000, st=5000)
R("boss:2718", "Proqramçı (təcrübəsiz)", "Sahibkar Soft MMC", "Bakı",
  "Yeni məzunlar üçün proqramçı vakansiyası. Təcrübə tələb olunmur, təlim veriləcək.", sf=600, st=None)
R("jobsearch:2719", "Водитель автобуса", "Гянджа Транспорт", "Гянджа",
  "Водитель городского автобуса, категория D.", c="Gəncə", sf=900, st=None)
R("boss:2720", "Aşpaz (gecə növbəsi)", "24/7 Şaurma", "Bakı",
  "Gecə növbəsinə aşpaz, kişi.", sf=800, st=None)
