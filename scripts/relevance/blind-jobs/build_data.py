# -*- coding: utf-8 -*-
"""Hand-written catalogue for the blind jobs test set.

Written from the specifications only (api-spec.md Job table, CONTRACT.md
snapshot rows, search-extensions.md text matching / vocabulary sections).
No project code, word list, synonym file or data was looked at.

OCC   : occupations (canonical key -> field, title pools per language and
        seniority, duties and requirements per language, related occupations
        with the grade a searcher for this occupation would give them).
ENTRIES: ~120 distinct postings; build.py publishes each on 1-4 sources.
"""

# Title pools: key "az" = plain title, "az.senior" = title that itself states
# the seniority, etc.  A title drawn from a seniority pool states the
# seniority; a plain title does not.
OCC = {}


def occ(key, field, titles, duties, reqs, rel=None):
    t = {}
    for k, v in titles.items():
        t[k] = [s.strip() for s in v.split("|")]
    OCC[key] = dict(
        field=field,
        titles=t,
        duties={k: [s.strip() for s in v.split(";")] for k, v in duties.items()},
        reqs={k: [s.strip() for s in v.split(";")] for k, v in reqs.items()},
        rel=rel or {},
    )


# ---------------------------------------------------------------- finance
occ("accountant", "finance", {
    "az": "Mühasib", "az.senior": "Baş mühasib", "az.junior": "Mühasib köməkçisi|Kiçik mühasib",
    "ru": "Бухгалтер", "ru.senior": "Главный бухгалтер|Старший бухгалтер", "ru.junior": "Помощник бухгалтера|Младший бухгалтер",
    "en": "Accountant", "en.senior": "Chief Accountant|Senior Accountant", "en.junior": "Junior Accountant|Accounting Assistant"},
    {"az": "ilkin mühasibat sənədlərinin tərtibi və yoxlanılması; vergi və statistika hesabatlarının hazırlanması; bank və kassa əməliyyatlarının uçotu",
     "ru": "ведение первичной бухгалтерской документации; подготовка налоговой и статистической отчётности; учёт банковских и кассовых операций",
     "en": "maintain primary accounting records; prepare tax and statistical returns; reconcile bank and cash transactions"},
    {"az": "mühasibat uçotu sahəsində iş təcrübəsi; Vergi Məcəlləsini bilmək; e-taxes portalı ilə işləmək bacarığı",
     "ru": "опыт работы в бухгалтерии; знание Налогового кодекса АР; уверенный пользователь MS Excel",
     "en": "experience in accounting; knowledge of the Tax Code of Azerbaijan; advanced MS Excel"},
    rel={"auditor": 1, "economist": 1, "financial_analyst": 1})
occ("auditor", "finance", {
    "az": "Auditor|Daxili auditor", "az.senior": "Baş auditor",
    "ru": "Аудитор|Внутренний аудитор", "ru.senior": "Старший аудитор",
    "en": "Auditor|Internal Auditor", "en.senior": "Senior Auditor"},
    {"az": "maliyyə hesabatlarının auditi; daxili nəzarət sisteminin qiymətləndirilməsi",
     "ru": "проведение аудита финансовой отчётности; оценка системы внутреннего контроля",
     "en": "audit financial statements; assess internal controls"},
    {"az": "ACCA və ya CIA sertifikatı üstünlükdür; audit sahəsində təcrübə",
     "ru": "сертификат ACCA или CIA приветствуется; опыт в аудите",
     "en": "ACCA or CIA is an advantage; audit experience"},
    rel={"accountant": 1})
occ("economist", "finance", {
    "az": "İqtisadçı", "az.senior": "Baş iqtisadçı",
    "ru": "Экономист", "ru.senior": "Ведущий экономист",
    "en": "Economist", "en.senior": "Senior Economist"},
    {"az": "büdcənin planlaşdırılması; xərclərin təhlili və hesabatların hazırlanması",
     "ru": "планирование бюджета; анализ затрат и подготовка отчётов",
     "en": "budget planning; cost analysis and reporting"},
    {"az": "iqtisadi təhsil; MS Excel biliyi",
     "ru": "высшее экономическое образование; знание MS Excel",
     "en": "degree in economics; MS Excel"},
    rel={"financial_analyst": 2, "accountant": 1})
occ("financial_analyst", "finance", {
    "az": "Maliyyə analitiki", "az.senior": "Baş maliyyə analitiki",
    "ru": "Финансовый аналитик", "ru.senior": "Старший финансовый аналитик",
    "en": "Financial Analyst", "en.senior": "Senior Financial Analyst"},
    {"az": "maliyyə modellərinin qurulması; büdcə icrasının təhlili",
     "ru": "построение финансовых моделей; анализ исполнения бюджета",
     "en": "build financial models; analyse budget performance"},
    {"az": "maliyyə və ya iqtisadiyyat üzrə ali təhsil; CFA üstünlükdür",
     "ru": "высшее финансовое образование; CFA приветствуется",
     "en": "degree in finance or economics; CFA is a plus"},
    rel={"economist": 2, "data_analyst": 1, "accountant": 1})
occ("cashier", "retail", {
    "az": "Kassir|Kassir-operator", "az.senior": "Baş kassir",
    "ru": "Кассир|Кассир-операционист", "ru.senior": "Старший кассир",
    "en": "Cashier", "en.senior": "Senior Cashier"},
    {"az": "kassada müştərilərə xidmət; nağd və nağdsız ödənişlərin qəbulu; gün sonu kassa hesabatı",
     "ru": "обслуживание покупателей на кассе; приём наличных и безналичных платежей; закрытие кассы в конце смены",
     "en": "serve customers at the till; take cash and card payments; close the till at the end of the shift"},
    {"az": "məsuliyyətli və diqqətli olmaq; kassa aparatı ilə işləmək bacarığı",
     "ru": "ответственность и внимательность; умение работать с кассовым аппаратом",
     "en": "responsible and attentive; able to operate a cash register"},
    rel={"bank_teller": 1, "shop_assistant": 1})
occ("bank_teller", "finance", {
    "az": "Bank əməliyyatçısı|Kassir-əməliyyatçı",
    "ru": "Операционист|Операционный кассир",
    "en": "Bank Teller|Teller"},
    {"az": "fiziki şəxslərə bank xidmətlərinin göstərilməsi; valyuta mübadiləsi və köçürmələr",
     "ru": "обслуживание физических лиц; обмен валюты и денежные переводы",
     "en": "serve retail customers; currency exchange and money transfers"},
    {"az": "ali təhsil; ünsiyyət bacarığı",
     "ru": "высшее образование; коммуникабельность",
     "en": "university degree; good communication skills"},
    rel={"cashier": 2, "credit_specialist": 1})
occ("credit_specialist", "finance", {
    "az": "Kredit mütəxəssisi|Kredit eksperti",
    "ru": "Кредитный специалист|Кредитный эксперт",
    "en": "Loan Officer|Credit Specialist"},
    {"az": "kredit müraciətlərinin qəbulu və təhlili; müştərinin ödəmə qabiliyyətinin qiymətləndirilməsi",
     "ru": "приём и анализ кредитных заявок; оценка платёжеспособности клиентов",
     "en": "process loan applications; assess customers' creditworthiness"},
    {"az": "bank sahəsində təcrübə üstünlükdür; sürücülük vəsiqəsi arzuolunandır",
     "ru": "опыт в банке приветствуется; наличие водительских прав желательно",
     "en": "banking experience is a plus; a driving licence is desirable"},
    rel={"bank_teller": 1})

# ---------------------------------------------------------------- sales
occ("sales_manager", "sales", {
    "az": "Satış meneceri|Satış üzrə menecer", "az.senior": "Baş satış meneceri", "az.junior": "Kiçik satış meneceri",
    "az.lead": "Satış şöbəsinin rəhbəri",
    "ru": "Менеджер по продажам", "ru.senior": "Старший менеджер по продажам", "ru.junior": "Младший менеджер по продажам",
    "ru.lead": "Руководитель отдела продаж",
    "en": "Sales Manager", "en.senior": "Senior Sales Manager", "en.junior": "Junior Sales Manager", "en.lead": "Head of Sales"},
    {"az": "yeni müştərilərin cəlb olunması; kommersiya təkliflərinin hazırlanması; satış planının yerinə yetirilməsi",
     "ru": "поиск и привлечение новых клиентов; подготовка коммерческих предложений; выполнение плана продаж",
     "en": "find and win new clients; prepare commercial offers; meet the sales plan"},
    {"az": "satış sahəsində təcrübə; danışıqlar aparmaq bacarığı",
     "ru": "опыт активных продаж; навыки ведения переговоров",
     "en": "proven sales experience; negotiation skills"},
    rel={"sales_rep": 2, "shop_assistant": 1})
occ("sales_rep", "sales", {
    "az": "Satış təmsilçisi|Satış nümayəndəsi",
    "ru": "Торговый представитель",
    "en": "Sales Representative|Field Sales Representative"},
    {"az": "marketlərə məhsulun təqdim olunması; sifarişlərin qəbulu; debitor borcuna nəzarət",
     "ru": "работа с торговыми точками по маршруту; приём заказов; контроль дебиторской задолженности",
     "en": "visit retail outlets on a route; take orders; follow up on receivables"},
    {"az": "B kateqoriyalı sürücülük vəsiqəsi üstünlükdür; ünsiyyətcil olmaq",
     "ru": "водительские права категории B приветствуются; коммуникабельность",
     "en": "category B driving licence is a plus; outgoing personality"},
    rel={"sales_manager": 2, "merchandiser": 1, "shop_assistant": 1})
occ("shop_assistant", "retail", {
    "az": "Satıcı|Satıcı-konsultant|Satış məsləhətçisi",
    "ru": "Продавец-консультант|Продавец",
    "en": "Sales Assistant|Sales Consultant"},
    {"az": "mağazada müştərilərə məsləhət verilməsi; malların vitrinə düzülməsi",
     "ru": "консультирование покупателей в торговом зале; выкладка товара",
     "en": "advise customers on the shop floor; keep shelves and displays tidy"},
    {"az": "səliqəli görünüş; ünsiyyət bacarığı",
     "ru": "опрятный внешний вид; грамотная речь",
     "en": "neat appearance; friendly attitude"},
    rel={"cashier": 1, "sales_rep": 1})
occ("merchandiser", "sales", {
    "az": "Merçendayzer", "ru": "Мерчендайзер", "en": "Merchandiser"},
    {"az": "məhsulların rəflərə düzülməsi; qiymət etiketlərinin yoxlanılması",
     "ru": "выкладка продукции на полках; контроль ценников",
     "en": "shelf merchandising; check price tags"},
    {"az": "fiziki cəhətdən aktiv olmaq", "ru": "активность, готовность к разъездам", "en": "active, happy to travel between stores"},
    rel={"sales_rep": 1})

# ---------------------------------------------------------------- transport and logistics
occ("driver", "transport", {
    "az": "Sürücü", "ru": "Водитель", "en": "Driver"},
    {"az": "avtomobili idarə etmək; marşrut üzrə daşımaların həyata keçirilməsi; avtomobilin texniki vəziyyətinə nəzarət",
     "ru": "управление автомобилем; перевозки по маршруту; контроль технического состояния автомобиля",
     "en": "drive the company vehicle; carry out trips on the assigned route; keep the vehicle in good condition"},
    {"az": "sürücülük stajı ən azı 3 il; şəhəri yaxşı tanımaq",
     "ru": "стаж вождения не менее 3 лет; хорошее знание города",
     "en": "at least 3 years of driving experience; good knowledge of the city"},
    rel={"courier": (1, {"car": "own"})})  # only a courier who drives his own car is partly a driver's job
occ("courier", "transport", {
    "az": "Kuryer|Çatdırılma kuryeri", "ru": "Курьер", "en": "Courier|Delivery Courier"},
    {"az": "sifarişlərin müştərilərə çatdırılması; sənədlərin və bağlamaların daşınması",
     "ru": "доставка заказов клиентам; доставка документов и посылок",
     "en": "deliver orders to customers; carry documents and parcels"},
    {"az": "məsuliyyətli və dəqiq olmaq; smartfon", "ru": "пунктуальность; наличие смартфона", "en": "punctual; own smartphone"},
    rel={"driver": (1, {"kind": "delivery"})})  # only a delivery driver is partly a courier's job
occ("logistics", "transport", {
    "az": "Logist|Logistika üzrə mütəxəssis", "az.senior": "Aparıcı logist", "az.junior": "Logist köməkçisi",
    "ru": "Логист|Специалист по логистике", "ru.senior": "Ведущий логист", "ru.junior": "Младший логист",
    "en": "Logistics Specialist|Logistics Coordinator", "en.senior": "Senior Logistics Specialist", "en.junior": "Junior Logistics Coordinator"},
    {"az": "yükdaşımaların planlaşdırılması; gömrük sənədlərinin hazırlanması; daşıyıcılarla işləmək",
     "ru": "планирование грузоперевозок; оформление таможенных документов; работа с перевозчиками",
     "en": "plan freight shipments; prepare customs documents; manage carriers"},
    {"az": "logistika sahəsində təcrübə; ingilis və rus dillərini bilmək",
     "ru": "опыт в логистике; знание английского языка",
     "en": "logistics experience; English and Russian"},
    rel={"storekeeper": 1, "procurement": 1})
occ("warehouse_worker", "logistics", {
    "az": "Anbar işçisi|Anbar fəhləsi", "ru": "Складской работник|Работник склада", "en": "Warehouse Worker|Warehouse Operative"},
    {"az": "malların qəbulu və yerləşdirilməsi; sifarişlərin yığılması",
     "ru": "приёмка и размещение товара; комплектация заказов",
     "en": "receive and put away goods; pick and pack orders"},
    {"az": "fiziki dözümlülük", "ru": "физическая выносливость", "en": "physically fit"},
    rel={"storekeeper": 2, "loader": 2})
occ("storekeeper", "logistics", {
    "az": "Anbardar", "az.lead": "Anbar müdiri",
    "ru": "Кладовщик", "ru.lead": "Заведующий складом",
    "en": "Storekeeper", "en.lead": "Warehouse Manager"},
    {"az": "anbarda malların qəbulu və buraxılışı; qalıqların uçotu və inventarizasiya",
     "ru": "приём и отпуск товара со склада; учёт остатков и инвентаризация",
     "en": "receive and issue stock; keep stock records and run stock-takes"},
    {"az": "anbar proqramı ilə işləmək bacarığı", "ru": "знание складского учёта", "en": "experience with stock-keeping software"},
    rel={"warehouse_worker": 2, "logistics": 1})
occ("loader", "logistics", {
    "az": "Yükdaşıyan|Fəhlə (yükdaşıyan)", "ru": "Грузчик", "en": "Loader|Mover"},
    {"az": "yüklərin boşaldılması və yüklənməsi", "ru": "погрузка и разгрузка товара", "en": "load and unload goods"},
    {"az": "fiziki cəhətdən sağlam olmaq", "ru": "физически здоровые мужчины", "en": "physically fit"},
    rel={"warehouse_worker": 2, "construction_worker": 1})
occ("construction_worker", "construction", {
    "az": "İnşaat fəhləsi|Fəhlə", "ru": "Разнорабочий|Строительный рабочий", "en": "Construction Worker|General Labourer"},
    {"az": "tikinti meydançasında köməkçi işlər", "ru": "подсобные работы на строительном объекте", "en": "general labour on a construction site"},
    {"az": "fiziki dözümlülük", "ru": "физическая выносливость", "en": "physically fit"},
    rel={"loader": 1})

# ---------------------------------------------------------------- health
occ("nurse", "health", {
    "az": "Tibb bacısı", "az.senior": "Baş tibb bacısı",
    "ru": "Медсестра|Медицинская сестра", "ru.senior": "Старшая медсестра",
    "en": "Nurse|Registered Nurse", "en.senior": "Head Nurse|Senior Nurse"},
    {"az": "həkim təyinatlarının yerinə yetirilməsi; inyeksiya və sarğıların edilməsi; xəstələrə qulluq",
     "ru": "выполнение назначений врача; инъекции и перевязки; уход за пациентами",
     "en": "carry out doctors' orders; give injections and dressings; patient care"},
    {"az": "orta tibbi təhsil; sertifikat", "ru": "среднее медицинское образование; сертификат", "en": "nursing qualification; valid licence"},
    rel={"doctor": 1})
occ("doctor", "health", {
    "az": "Həkim", "ru": "Врач", "en": "Doctor|Medical Doctor"},
    {"az": "xəstələrin qəbulu və müayinəsi; diaqnoz qoyulması və müalicənin təyini",
     "ru": "приём и осмотр пациентов; постановка диагноза и назначение лечения",
     "en": "see and examine patients; diagnose and prescribe treatment"},
    {"az": "ali tibbi təhsil; rezidentura", "ru": "высшее медицинское образование; ординатура", "en": "medical degree; completed residency"},
    rel={"nurse": 1, "dentist": 1})
occ("dentist", "health", {
    "az": "Stomatoloq|Həkim-stomatoloq", "ru": "Стоматолог|Врач-стоматолог", "en": "Dentist"},
    {"az": "stomatoloji müayinə və müalicə; protezləmə", "ru": "лечение и протезирование зубов", "en": "dental check-ups and treatment; prosthetics"},
    {"az": "stomatologiya üzrə ali təhsil", "ru": "высшее стоматологическое образование", "en": "degree in dentistry"},
    rel={"doctor": 1})
occ("pharmacist", "health", {
    "az": "Əczaçı|Aptek əczaçısı", "ru": "Фармацевт|Провизор", "en": "Pharmacist"},
    {"az": "dərman vasitələrinin satışı; müştərilərə məsləhət; reseptlərin yoxlanılması",
     "ru": "отпуск лекарственных средств; консультирование покупателей; проверка рецептов",
     "en": "dispense medicines; advise customers; check prescriptions"},
    {"az": "əczaçılıq təhsili", "ru": "фармацевтическое образование", "en": "pharmacy degree"},
    rel={})

# ---------------------------------------------------------------- education
occ("teacher", "education", {
    "az": "Müəllim", "ru": "Учитель|Преподаватель", "en": "Teacher"},
    {"az": "dərslərin keçirilməsi; şagirdlərin biliyinin qiymətləndirilməsi; valideynlərlə iş",
     "ru": "проведение уроков; оценка знаний учеников; работа с родителями",
     "en": "plan and deliver lessons; assess pupils; keep in touch with parents"},
    {"az": "pedaqoji təhsil; tədris təcrübəsi", "ru": "педагогическое образование; опыт преподавания", "en": "teaching qualification; classroom experience"},
    rel={"kindergarten_teacher": 1})
occ("kindergarten_teacher", "education", {
    "az": "Tərbiyəçi|Uşaq bağçası tərbiyəçisi", "ru": "Воспитатель|Воспитатель детского сада", "en": "Kindergarten Teacher|Preschool Teacher"},
    {"az": "uşaqlarla məşğələlərin keçirilməsi; gün rejiminə nəzarət", "ru": "проведение занятий с детьми; контроль режима дня", "en": "run activities for children; look after the daily routine"},
    {"az": "pedaqoji təhsil", "ru": "педагогическое образование", "en": "early-years qualification"},
    rel={"teacher": 1})

# ---------------------------------------------------------------- IT
occ("backend_developer", "it", {
    "az": "Backend proqramçı|Backend Developer", "az.senior": "Senior Backend Developer|Aparıcı backend proqramçı",
    "az.junior": "Junior Backend Developer|Kiçik backend proqramçı",
    "ru": "Backend-разработчик|Бэкенд-разработчик|Программист (backend)", "ru.senior": "Senior Backend-разработчик|Ведущий backend-разработчик",
    "ru.junior": "Junior Backend-разработчик",
    "en": "Backend Developer|Back-end Engineer", "en.senior": "Senior Backend Developer|Senior Back-end Engineer",
    "en.junior": "Junior Backend Developer"},
    {"az": "server tərəfi xidmətlərin və REST API-lərin yazılması; verilənlər bazası ilə işləmək; kodun testlərlə əhatə olunması",
     "ru": "разработка серверной части и REST API; работа с базами данных; покрытие кода тестами",
     "en": "build server-side services and REST APIs; work with relational databases; write automated tests"},
    {"az": "Git, SQL və Docker biliyi; komandada işləmək bacarığı",
     "ru": "Git, SQL, Docker; умение работать в команде",
     "en": "Git, SQL and Docker; team player"},
    rel={"fullstack_developer": 2, "frontend_developer": 1, "mobile_developer": 1})
occ("frontend_developer", "it", {
    "az": "Frontend proqramçı|Frontend Developer", "az.senior": "Senior Frontend Developer", "az.junior": "Junior Frontend Developer",
    "ru": "Frontend-разработчик|Фронтенд-разработчик", "ru.senior": "Senior Frontend-разработчик", "ru.junior": "Junior Frontend-разработчик",
    "en": "Frontend Developer|Front-end Engineer", "en.senior": "Senior Frontend Developer", "en.junior": "Junior Frontend Developer"},
    {"az": "veb interfeyslərin hazırlanması; dizaynerlərlə birgə işləmək",
     "ru": "разработка пользовательских интерфейсов; работа в связке с дизайнерами",
     "en": "build web user interfaces; work closely with designers"},
    {"az": "HTML, CSS, JavaScript; Git", "ru": "HTML, CSS, JavaScript; Git", "en": "HTML, CSS, JavaScript; Git"},
    rel={"fullstack_developer": 2, "backend_developer": 1, "mobile_developer": 1})
occ("fullstack_developer", "it", {
    "az": "Full-stack proqramçı|Fullstack Developer", "ru": "Fullstack-разработчик", "en": "Full Stack Developer|Software Engineer (Full Stack)",
    "en.senior": "Senior Full Stack Developer"},
    {"az": "həm server, həm də interfeys hissəsinin hazırlanması", "ru": "разработка серверной и клиентской части", "en": "work across the backend and the frontend"},
    {"az": "JavaScript, SQL; Git", "ru": "JavaScript, SQL; Git", "en": "JavaScript, SQL; Git"},
    rel={"backend_developer": 2, "frontend_developer": 2, "mobile_developer": 1})
occ("mobile_developer", "it", {
    "az": "Mobil proqramçı|Mobil tətbiq proqramçısı", "ru": "Мобильный разработчик", "en": "Mobile Developer"},
    {"az": "mobil tətbiqlərin hazırlanması və dəstəklənməsi", "ru": "разработка и поддержка мобильных приложений", "en": "build and maintain mobile apps"},
    {"az": "Git; REST API ilə işləmək təcrübəsi", "ru": "Git; опыт работы с REST API", "en": "Git; experience consuming REST APIs"},
    rel={"backend_developer": 1, "frontend_developer": 1, "fullstack_developer": 1})
occ("qa_engineer", "it", {
    "az": "QA mühəndisi|Test mühəndisi|Proqram təminatı testçisi", "az.senior": "Senior QA mühəndisi", "az.junior": "Junior QA mühəndisi",
    "ru": "Тестировщик|QA-инженер|Инженер по тестированию", "ru.senior": "Старший тестировщик", "ru.junior": "Младший тестировщик",
    "en": "QA Engineer|Software Tester", "en.senior": "Senior QA Engineer", "en.junior": "Junior QA Engineer"},
    {"az": "test ssenarilərinin hazırlanması; manual və avtomatlaşdırılmış testlərin aparılması; xətaların qeydiyyatı",
     "ru": "написание тест-кейсов; ручное и автоматизированное тестирование; заведение баг-репортов",
     "en": "write test cases; run manual and automated tests; report and track bugs"},
    {"az": "Jira, Postman; SQL əsasları", "ru": "Jira, Postman; основы SQL", "en": "Jira, Postman; basic SQL"},
    rel={})
occ("data_analyst", "it", {
    "az": "Data analitik|Məlumat analitiki", "az.senior": "Baş data analitik", "az.junior": "Kiçik data analitik",
    "ru": "Аналитик данных|Data-аналитик", "ru.senior": "Старший аналитик данных", "ru.junior": "Младший аналитик данных",
    "en": "Data Analyst", "en.senior": "Senior Data Analyst", "en.junior": "Junior Data Analyst"},
    {"az": "məlumatların toplanması və təhlili; hesabat və dashboardların hazırlanması",
     "ru": "сбор и анализ данных; построение отчётов и дашбордов",
     "en": "collect and analyse data; build reports and dashboards"},
    {"az": "SQL; Power BI və ya Tableau", "ru": "SQL; Power BI или Tableau", "en": "SQL; Power BI or Tableau"},
    rel={"financial_analyst": 1})
occ("sysadmin", "it", {
    "az": "Sistem inzibatçısı|Sistem administratoru", "ru": "Системный администратор", "en": "System Administrator"},
    {"az": "server və şəbəkə avadanlığının idarə olunması; istifadəçilərə dəstək", "ru": "администрирование серверов и сети; поддержка пользователей",
     "en": "run servers and the office network; support users"},
    {"az": "Windows Server, Linux, şəbəkə biliyi", "ru": "Windows Server, Linux, сети", "en": "Windows Server, Linux, networking"},
    rel={"it_support": 2})
occ("it_support", "it", {
    "az": "IT dəstək mütəxəssisi|Texniki dəstək mütəxəssisi", "ru": "Специалист технической поддержки|IT-специалист", "en": "IT Support Specialist|Helpdesk Specialist"},
    {"az": "kompüter və printerlərin quraşdırılması; istifadəçi müraciətlərinin həlli", "ru": "настройка компьютеров и оргтехники; решение заявок пользователей",
     "en": "set up computers and printers; resolve user tickets"},
    {"az": "Windows, MS Office; şəbəkə əsasları", "ru": "Windows, MS Office; основы сетей", "en": "Windows, MS Office; networking basics"},
    rel={"sysadmin": 2})
occ("designer", "design", {
    "az": "Qrafik dizayner|Dizayner (qrafik dizayn)", "ru": "Графический дизайнер|Дизайнер (графический дизайн)", "en": "Graphic Designer"},
    {"az": "reklam materiallarının və sosial media vizuallarının hazırlanması", "ru": "создание рекламных материалов и визуалов для соцсетей",
     "en": "create marketing materials and social media visuals"},
    {"az": "portfolio; Adobe Photoshop, Illustrator", "ru": "портфолио; Adobe Photoshop, Illustrator", "en": "portfolio; Adobe Photoshop, Illustrator"},
    rel={})

# ---------------------------------------------------------------- marketing, HR, law, office
occ("marketing_manager", "marketing", {
    "az": "Marketinq meneceri|Marketinq üzrə mütəxəssis", "az.lead": "Marketinq şöbəsinin rəhbəri",
    "ru": "Маркетолог|Менеджер по маркетингу", "ru.lead": "Руководитель отдела маркетинга",
    "en": "Marketing Manager|Marketing Specialist", "en.lead": "Head of Marketing"},
    {"az": "marketinq strategiyasının hazırlanması; reklam kampaniyalarının idarə olunması; bazar araşdırması",
     "ru": "разработка маркетинговой стратегии; управление рекламными кампаниями; исследование рынка",
     "en": "shape the marketing strategy; run advertising campaigns; market research"},
    {"az": "marketinq sahəsində təcrübə; Google Ads, Meta Ads", "ru": "опыт в маркетинге; Google Ads, Meta Ads", "en": "marketing experience; Google Ads, Meta Ads"},
    rel={"smm": 1})
occ("smm", "marketing", {
    "az": "SMM mütəxəssisi|SMM menecer", "ru": "SMM-менеджер|SMM-специалист", "en": "SMM Specialist|Social Media Manager"},
    {"az": "sosial şəbəkə hesablarının idarə olunması; kontent planının hazırlanması", "ru": "ведение аккаунтов в соцсетях; контент-план",
     "en": "run the company's social media accounts; content planning"},
    {"az": "Instagram, TikTok, Facebook; Canva", "ru": "Instagram, TikTok, Facebook; Canva", "en": "Instagram, TikTok, Facebook; Canva"},
    rel={"marketing_manager": 1})
occ("hr_specialist", "hr", {
    "az": "HR mütəxəssisi|Kadrlar üzrə mütəxəssis|İnsan resursları üzrə mütəxəssis", "az.senior": "Baş HR mütəxəssisi", "az.lead": "İnsan resursları şöbəsinin müdiri",
    "ru": "HR-специалист|Менеджер по персоналу|Специалист по кадрам", "ru.senior": "Старший HR-специалист", "ru.lead": "Руководитель отдела персонала",
    "en": "HR Specialist|HR Generalist", "en.senior": "Senior HR Specialist", "en.lead": "HR Manager"},
    {"az": "kadr sənədlərinin aparılması; əmək müqavilələrinin e-gov sistemində qeydiyyatı; işçilərin adaptasiyası",
     "ru": "кадровое делопроизводство; регистрация трудовых договоров в электронной системе; адаптация сотрудников",
     "en": "keep personnel files; register employment contracts in the e-gov system; onboard new staff"},
    {"az": "Əmək Məcəlləsini bilmək; HR sahəsində təcrübə", "ru": "знание Трудового кодекса; опыт в HR", "en": "knowledge of the Labour Code; HR experience"},
    rel={"recruiter": 2})
occ("recruiter", "hr", {
    "az": "Rekruter|İşə qəbul üzrə mütəxəssis", "ru": "Рекрутер|Менеджер по подбору персонала", "en": "Recruiter|Talent Acquisition Specialist"},
    {"az": "namizədlərin axtarışı və müsahibələrin keçirilməsi", "ru": "поиск кандидатов и проведение собеседований", "en": "source candidates and run interviews"},
    {"az": "işə qəbul sahəsində təcrübə", "ru": "опыт подбора персонала", "en": "recruitment experience"},
    rel={"hr_specialist": 2})
occ("lawyer", "legal", {
    "az": "Hüquqşünas|Hüquq məsləhətçisi", "az.senior": "Baş hüquqşünas", "az.junior": "Kiçik hüquqşünas|Hüquqşünas köməkçisi",
    "az.intern": "Hüquq üzrə təcrübəçi|Təcrübəçi hüquqşünas",
    "ru": "Юрист|Юрисконсульт", "ru.senior": "Ведущий юрист|Старший юрист", "ru.junior": "Помощник юриста|Младший юрист",
    "ru.intern": "Стажёр-юрист",
    "en": "Lawyer|Legal Counsel|Legal Advisor", "en.senior": "Senior Legal Counsel|Senior Lawyer", "en.junior": "Junior Lawyer",
    "en.intern": "Legal Intern"},
    {"az": "müqavilələrin hazırlanması və hüquqi ekspertizası; məhkəmələrdə şirkətin təmsil olunması",
     "ru": "подготовка и правовая экспертиза договоров; представление интересов компании в судах",
     "en": "draft and review contracts; represent the company in court"},
    {"az": "hüquq üzrə ali təhsil; Azərbaycan qanunvericiliyini bilmək", "ru": "высшее юридическое образование; знание законодательства АР",
     "en": "law degree; knowledge of Azerbaijani law"},
    rel={})
occ("call_centre_operator", "customer_service", {
    "az": "Call-mərkəz operatoru|Çağrı mərkəzi operatoru|Kol-mərkəz operatoru", "az.senior": "Baş operator",
    "ru": "Оператор колл-центра|Оператор call-центра", "ru.senior": "Старший оператор колл-центра",
    "en": "Call Center Operator|Call Centre Agent", "en.senior": "Senior Call Center Agent"},
    {"az": "daxil olan zənglərin cavablandırılması; müştərilərin məlumatlandırılması; müraciətlərin sistemdə qeydiyyatı",
     "ru": "приём входящих звонков; консультирование клиентов; регистрация обращений в системе",
     "en": "answer inbound calls; give customers information; log requests in the CRM"},
    {"az": "Azərbaycan və rus dillərini bilmək; aydın nitq", "ru": "знание азербайджанского и русского языков; грамотная речь", "en": "Azerbaijani and Russian; clear speech"},
    rel={"customer_service": 2})
occ("customer_service", "customer_service", {
    "az": "Müştəri xidmətləri üzrə mütəxəssis|Müştəri xidməti əməkdaşı", "ru": "Специалист по работе с клиентами", "en": "Customer Service Representative|Customer Support Specialist"},
    {"az": "müştəri müraciətlərinin və şikayətlərinin həlli", "ru": "обработка обращений и жалоб клиентов", "en": "handle customer requests and complaints"},
    {"az": "ünsiyyət bacarığı", "ru": "коммуникабельность", "en": "good communication skills"},
    rel={"call_centre_operator": 2})
occ("office_manager", "administration", {
    "az": "Ofis meneceri|Ofis-menecer", "ru": "Офис-менеджер", "en": "Office Manager"},
    {"az": "ofisin gündəlik işinin təşkili; dəftərxana və təsərrüfat mallarının alınması; qonaqların qarşılanması",
     "ru": "организация работы офиса; закупка канцелярии и хозтоваров; встреча гостей",
     "en": "run the office day to day; order supplies; welcome visitors"},
    {"az": "MS Office; təşkilatçılıq bacarığı", "ru": "MS Office; организованность", "en": "MS Office; well organised"},
    rel={"secretary": 2, "receptionist": 1})
occ("receptionist", "administration", {
    "az": "Resepşnist|Qəbul masası administratoru|Resepsiyon əməkdaşı", "ru": "Администратор ресепшн|Ресепшионист", "en": "Receptionist|Front Desk Agent"},
    {"az": "qonaqların qarşılanması və qeydiyyatı; telefon zənglərinin cavablandırılması", "ru": "встреча и регистрация гостей; ответы на звонки",
     "en": "greet and check in guests; answer the phone"},
    {"az": "ingilis dilini bilmək; səliqəli görünüş", "ru": "знание английского языка; опрятный вид", "en": "good English; smart appearance"},
    rel={"office_manager": 1, "secretary": 1})
occ("secretary", "administration", {
    "az": "Katibə|Ofis katibi", "ru": "Секретарь|Секретарь-референт", "en": "Secretary|Personal Assistant"},
    {"az": "rəhbərin iş qrafikinin idarə olunması; sənəd dövriyyəsi", "ru": "ведение графика руководителя; документооборот", "en": "manage the director's diary; handle correspondence"},
    {"az": "MS Office; səriştəli yazı", "ru": "MS Office; грамотность", "en": "MS Office; good writing"},
    rel={"office_manager": 2, "receptionist": 1})

# ---------------------------------------------------------------- hospitality
occ("waiter", "hospitality", {
    "az": "Ofisiant", "az.senior": "Baş ofisiant",
    "ru": "Официант", "ru.senior": "Старший официант",
    "en": "Waiter|Server", "en.senior": "Head Waiter"},
    {"az": "qonaqlara menyunun təqdim olunması; sifarişlərin qəbulu və servis; masaların səliqəyə salınması",
     "ru": "презентация меню гостям; приём заказов и подача блюд; сервировка столов",
     "en": "present the menu; take orders and serve food and drinks; lay and clear tables"},
    {"az": "servis sahəsində təcrübə üstünlükdür; səliqəli görünüş", "ru": "опыт работы в общепите приветствуется; опрятный внешний вид",
     "en": "hospitality experience is a plus; smart appearance"},
    rel={"bartender": 1})
occ("cook", "hospitality", {
    "az": "Aşpaz", "az.senior": "Baş aşpaz|Şef-aşpaz", "az.junior": "Aşpaz köməkçisi",
    "ru": "Повар", "ru.senior": "Шеф-повар|Су-шеф", "ru.junior": "Помощник повара",
    "en": "Cook|Line Cook", "en.senior": "Head Chef|Sous Chef", "en.junior": "Commis Chef"},
    {"az": "yeməklərin texnoloji kartlara uyğun hazırlanması; mətbəxdə gigiyena qaydalarına əməl olunması",
     "ru": "приготовление блюд по технологическим картам; соблюдение санитарных норм на кухне",
     "en": "prepare dishes to the recipe cards; keep the kitchen to hygiene standards"},
    {"az": "restoran mətbəxində təcrübə; sanitar kitabça", "ru": "опыт работы на кухне ресторана; санитарная книжка", "en": "restaurant kitchen experience; food hygiene certificate"},
    rel={})
occ("barista", "hospitality", {
    "az": "Barista", "az.senior": "Baş barista", "ru": "Бариста", "en": "Barista", "en.senior": "Head Barista"},
    {"az": "qəhvə və isti içkilərin hazırlanması; qonaqlara xidmət", "ru": "приготовление кофе и напитков; обслуживание гостей", "en": "make coffee and drinks; serve guests"},
    {"az": "espresso maşını ilə işləmək təcrübəsi üstünlükdür", "ru": "опыт работы с эспрессо-машиной приветствуется", "en": "espresso machine experience is a plus"},
    rel={"bartender": 1})
occ("bartender", "hospitality", {
    "az": "Barmen", "ru": "Бармен", "en": "Bartender"},
    {"az": "içkilərin və kokteyllərin hazırlanması", "ru": "приготовление напитков и коктейлей", "en": "mix drinks and cocktails"},
    {"az": "barda iş təcrübəsi", "ru": "опыт работы барменом", "en": "bar experience"},
    rel={"barista": 1, "waiter": 1})
occ("cleaner", "facility", {
    "az": "Xadimə|Təmizlikçi|Təmizlik işçisi", "ru": "Уборщица|Уборщик", "en": "Cleaner|Housekeeper"},
    {"az": "ofis və ya obyektin təmizliyinin təmin olunması", "ru": "уборка офисных и служебных помещений", "en": "clean offices and common areas"},
    {"az": "səliqəli və məsuliyyətli olmaq", "ru": "аккуратность, ответственность", "en": "reliable and thorough"},
    rel={})
occ("security_guard", "facility", {
    "az": "Mühafizəçi|Mühafizə işçisi", "az.lead": "Mühafizə rəisi",
    "ru": "Охранник|Сотрудник охраны", "ru.lead": "Начальник охраны",
    "en": "Security Guard|Security Officer", "en.lead": "Security Supervisor"},
    {"az": "obyektin mühafizəsi; giriş-çıxışa nəzarət; videomüşahidə", "ru": "охрана объекта; пропускной режим; видеонаблюдение",
     "en": "guard the premises; control access; monitor CCTV"},
    {"az": "hərbi xidmət keçmiş olmaq üstünlükdür", "ru": "отслужившие в армии приветствуются", "en": "military or security background is a plus"},
    rel={})

# ---------------------------------------------------------------- trades and engineering
occ("electrician", "trades", {
    "az": "Elektrik|Elektrik ustası|Elektromontyor", "ru": "Электрик|Электромонтёр", "en": "Electrician"},
    {"az": "elektrik xətlərinin çəkilməsi və təmiri; elektrik avadanlığına texniki xidmət", "ru": "монтаж и ремонт электропроводки; обслуживание электрооборудования",
     "en": "install and repair wiring; maintain electrical equipment"},
    {"az": "elektrik təhlükəsizliyi qaydalarını bilmək", "ru": "знание правил электробезопасности; допуск", "en": "electrical safety certificate"},
    rel={})
occ("welder", "trades", {
    "az": "Qaynaqçı|Elektrik qaynaqçısı", "ru": "Сварщик|Электросварщик|Электрогазосварщик", "en": "Welder"},
    {"az": "metal konstruksiyaların qaynağı; boru kəmərlərinin qaynağı", "ru": "сварка металлоконструкций; сварка трубопроводов",
     "en": "weld steel structures; pipeline welding"},
    {"az": "qaynaqçı sertifikatı; təcrübə", "ru": "удостоверение сварщика; опыт работы", "en": "welding certificate; experience"},
    rel={})
occ("engineer", "engineering", {
    "az": "Mühəndis", "az.senior": "Baş mühəndis", "ru": "Инженер", "ru.senior": "Главный инженер", "en": "Engineer", "en.senior": "Senior Engineer"},
    {"az": "layihə sənədlərinin hazırlanması və yoxlanılması; işlərin icrasına texniki nəzarət",
     "ru": "подготовка и проверка проектной документации; технический надзор за работами",
     "en": "prepare and check design documents; technical supervision of works"},
    {"az": "mühəndislik üzrə ali təhsil; AutoCAD", "ru": "высшее инженерное образование; AutoCAD", "en": "engineering degree; AutoCAD"},
    rel={})
occ("translator", "language", {
    "az": "Tərcüməçi", "ru": "Переводчик", "en": "Translator|Interpreter"},
    {"az": "sənədlərin yazılı tərcüməsi; görüşlərdə şifahi tərcümə", "ru": "письменный перевод документов; устный перевод на встречах",
     "en": "translate documents; interpret at meetings"},
    {"az": "ali filoloji təhsil", "ru": "высшее филологическое образование", "en": "degree in languages or translation"},
    rel={})
occ("plumber", "trades", {
    "az": "Santexnik", "ru": "Сантехник", "en": "Plumber"},
    {"az": "su və kanalizasiya sistemlərinin quraşdırılması və təmiri", "ru": "монтаж и ремонт систем водоснабжения и канализации", "en": "install and repair water and drainage systems"},
    {"az": "təcrübə", "ru": "опыт работы", "en": "experience"}, rel={})
occ("auto_mechanic", "trades", {
    "az": "Avtomexanik|Avtomobil ustası", "ru": "Автомеханик|Автослесарь", "en": "Car Mechanic|Auto Mechanic"},
    {"az": "avtomobillərin diaqnostikası və təmiri", "ru": "диагностика и ремонт автомобилей", "en": "diagnose and repair cars"},
    {"az": "avtoservisdə təcrübə", "ru": "опыт работы в автосервисе", "en": "garage experience"}, rel={})
occ("hairdresser", "beauty", {
    "az": "Bərbər|Saç ustası|Qadın ustası", "ru": "Парикмахер|Барбер", "en": "Hairdresser|Barber"},
    {"az": "saç kəsimi və üslub", "ru": "стрижки и укладки", "en": "haircuts and styling"},
    {"az": "portfolio", "ru": "портфолио", "en": "portfolio"}, rel={})
occ("project_manager", "management", {
    "az": "Layihə meneceri|Layihələr üzrə menecer", "az.senior": "Baş layihə meneceri",
    "ru": "Менеджер проектов|Руководитель проекта", "en": "Project Manager", "en.senior": "Senior Project Manager"},
    {"az": "layihənin planlaşdırılması; büdcə və müddətlərə nəzarət", "ru": "планирование проекта; контроль бюджета и сроков", "en": "plan the project; control budget and deadlines"},
    {"az": "PMP üstünlükdür", "ru": "PMP приветствуется", "en": "PMP is a plus"}, rel={})
occ("procurement", "logistics", {
    "az": "Satınalma üzrə mütəxəssis|Satınalma meneceri", "ru": "Специалист по закупкам|Менеджер по закупкам", "en": "Procurement Specialist|Purchasing Manager"},
    {"az": "təchizatçıların seçilməsi; tenderlərin keçirilməsi", "ru": "выбор поставщиков; проведение тендеров", "en": "select suppliers; run tenders"},
    {"az": "satınalma sahəsində təcrübə", "ru": "опыт в закупках", "en": "procurement experience"},
    rel={"logistics": 1})

# ----------------------------------------------------------------------------
# Cities: canonical key -> (az, ru, en) spelling.
CITIES = {
    "baku": ("Bakı", "Баку", "Baku"),
    "sumqayit": ("Sumqayıt", "Сумгаит", "Sumgait"),
    "ganja": ("Gəncə", "Гянджа", "Ganja"),
    "mingachevir": ("Mingəçevir", "Мингячевир", "Mingachevir"),
    "lankaran": ("Lənkəran", "Ленкорань", "Lankaran"),
    "shaki": ("Şəki", "Шеки", "Shaki"),
    "khirdalan": ("Xırdalan", "Хырдалан", "Khirdalan"),
    "qabala": ("Qəbələ", "Габала", "Gabala"),
    "shirvan": ("Şirvan", "Ширван", "Shirvan"),
}

# ----------------------------------------------------------------------------
# Entries.  E(occupation, employer, city, seniority, employment, salary, lang, ...)
#   seniority: None (nothing said) or intern/entry/junior/mid/senior/lead/executive
#   employment: full_time/part_time/temporary/contractor/intern
#   salary: (from, to, currency) or None (not published)
#   lang: az / ru / en / mix  (the language most of its postings use)
#   n: how many sources publish it
#   spec: specialty qualifiers {dimension: value}; every posting of the entry
#         states them (through `titles` and/or `extra`)
#   titles: {lang: [titles]} override of the occupation pool (title_sen=True
#           when those titles themselves state the seniority)
#   extra: {lang: text} added to the requirements / conditions
#   remote: True when the posting is remote
#   mixed: Azerbaijani description with a Russian requirements section
ENTRIES = []


def E(occ_key, company, city, sen, emp, sal, lang, n=3, **kw):
    assert occ_key in OCC, occ_key
    e = dict(occ=occ_key, company=company, city=city, sen=sen, emp=emp, sal=sal, lang=lang, n=n)
    e.update(kw)
    ENTRIES.append(e)


# accountant ---------------------------------------------------------------
E("accountant", "Naxış Bank ASC", "baku", "senior", "full_time", (2500, 3500, "AZN"), "az", n=4)
E("accountant", "Araz Logistika MMC", "baku", None, "full_time", (900, 1200, "AZN"), "az", mixed=True)
E("accountant", "Aqro Ərzaq MMC", "sumqayit", "junior", "full_time", (600, 700, "AZN"), "az")
E("accountant", "Gəncə Tekstil ASC", "ganja", "senior", "full_time", (1500, 2000, "AZN"), "az")
E("accountant", "ООО «Каспий Трейд»", "baku", "mid", "full_time", (1000, 1400, "AZN"), "ru", n=2)
E("accountant", "Caspian Energy Services LLC", "baku", "senior", "full_time", (3000, 4000, "USD"), "en", n=2)
E("accountant", "Bilik Təhsil Mərkəzi", "baku", None, "part_time", (500, 600, "AZN"), "az", n=2)
E("accountant", "Silk Way Consulting", "baku", "junior", "full_time", None, "en", n=2)
E("auditor", "Xəzər Audit MMC", "baku", "mid", "full_time", (1200, 1600, "AZN"), "az")
E("economist", "Sumqayıt Kimya Zavodu", "sumqayit", None, "full_time", (900, 1100, "AZN"), "ru")
E("economist", "ООО «АзСтройМонтаж»", "baku", "senior", "full_time", (1500, 1800, "AZN"), "ru", n=2)
E("financial_analyst", "Caspian Energy Services LLC", "baku", "mid", "full_time", (2000, 2800, "USD"), "en")
E("cashier", "Nur Market", "baku", None, "full_time", (500, 600, "AZN"), "az", n=4)
E("cashier", "Nur Market", "sumqayit", None, "part_time", (350, 400, "AZN"), "az")
E("cashier", "Mega Home Elektronika", "ganja", None, "full_time", (550, 650, "AZN"), "az", n=2)
E("cashier", "Торговый дом «Восток»", "baku", None, "full_time", (500, 550, "AZN"), "ru", n=2)
E("bank_teller", "Naxış Bank ASC", "lankaran", "junior", "full_time", (700, 900, "AZN"), "az")
E("credit_specialist", "Etimad Kredit BOKT", "shaki", None, "full_time", (700, 1000, "AZN"), "az")

# sales ---------------------------------------------------------------------
E("sales_manager", "Mega Home Elektronika", "baku", None, "full_time", (800, 1500, "AZN"), "az", n=4)
E("sales_manager", "Aqro Ərzaq MMC", "sumqayit", "mid", "full_time", (700, 1000, "AZN"), "az")
E("sales_manager", "Caspian Trade LLC", "baku", "senior", "full_time", (2000, 2500, "USD"), "en")
E("sales_manager", "ООО «Каспий Трейд»", "baku", None, "full_time", (1000, 1500, "AZN"), "ru")
E("sales_manager", "Ev Dünyası MMC", "ganja", "junior", "full_time", (600, 800, "AZN"), "az", n=2)
E("sales_manager", "Baku Digital Solutions", "baku", "lead", "full_time", None, "mix")
E("sales_rep", "Aqro Ərzaq MMC", "baku", None, "full_time", (700, 900, "AZN"), "az", mixed=True)
E("sales_rep", "Özlü Qida MMC", "sumqayit", None, "full_time", (600, 900, "AZN"), "az")
E("sales_rep", "ООО «Восток Дистрибьюшн»", "ganja", None, "full_time", (700, 1000, "AZN"), "ru", n=2)
E("shop_assistant", "Moda Butik", "baku", None, "full_time", (450, 600, "AZN"), "az", spec={"gender": "f"},
  titles={"az": ["Satıcı xanım", "Satıcı-konsultant (xanım)"], "ru": ["Продавец-консультант (девушка)"], "en": ["Sales Assistant (female)"]},
  extra={"az": "Yalnız xanımlar müraciət edə bilər.", "ru": "Рассматриваем только девушек.", "en": "Female candidates only."})
E("shop_assistant", "Mega Home Elektronika", "baku", None, "full_time", (500, 700, "AZN"), "az")
E("shop_assistant", "Торговый дом «Восток»", "baku", None, "part_time", (350, 450, "AZN"), "ru")
E("shop_assistant", "Ev Dünyası MMC", "mingachevir", None, "full_time", (450, 550, "AZN"), "az", n=2, spec={"gender": "m"},
  titles={"az": ["Satıcı (kişi)"]}, extra={"az": "Kişi namizədlər üstünlük təşkil edir (ağır mallar).", "ru": "Рассматриваем мужчин.", "en": "Male candidates preferred."})
E("merchandiser", "Özlü Qida MMC", "baku", None, "part_time", (400, 500, "AZN"), "az", n=2)

# transport and logistics -----------------------------------------------------
E("driver", "Araz Logistika MMC", "baku", None, "full_time", (1200, 1500, "AZN"), "az", spec={"cat": "C", "kind": "truck"},
  titles={"az": ["Yük maşını sürücüsü (C kateqoriyası)", "Sürücü (C kateqoriyası)"], "ru": ["Водитель категории C"], "en": ["Truck Driver (Category C)"]},
  extra={"az": "C kateqoriyalı sürücülük vəsiqəsi mütləqdir; yük maşınında təcrübə.", "ru": "Обязательно водительское удостоверение категории C; опыт на грузовике.",
         "en": "Category C licence required; lorry experience."})
E("driver", "ООО «Каспий Логистик»", "sumqayit", None, "full_time", (1300, 1600, "AZN"), "ru", spec={"cat": "C", "kind": "truck"},
  titles={"ru": ["Водитель категории C", "Водитель грузовика (кат. C)"], "az": ["Sürücü (C kateqoriyası)"], "en": ["Truck Driver (C licence)"]},
  extra={"az": "C kateqoriyası mütləqdir.", "ru": "Права категории C, стаж на грузовом транспорте от 3 лет.", "en": "Category C licence, 3+ years on trucks."})
E("driver", "Naxış Bank ASC", "baku", None, "full_time", (1000, 1200, "AZN"), "az", spec={"kind": "personal", "cat": "B"},
  titles={"az": ["Direktorun sürücüsü", "Rəhbər üçün şəxsi sürücü"], "ru": ["Персональный водитель руководителя"], "en": ["Personal Driver to the CEO"]},
  extra={"az": "Şirkət direktoruna xidmət; B kateqoriyası; səliqəli görünüş.", "ru": "Обслуживание директора компании; категория B.", "en": "Driving the company director; category B licence."})
E("driver", "Sürət Taksi Parkı", "baku", None, "full_time", (1000, 2000, "AZN"), "az", n=4, spec={"kind": "taxi", "cat": "B"},
  titles={"az": ["Taksi sürücüsü", "Taksi sürücüləri tələb olunur"], "ru": ["Водитель такси"], "en": ["Taxi Driver"]},
  extra={"az": "Taksi parkının avtomobilləri ilə iş; B kateqoriyası.", "ru": "Работа на автомобилях таксопарка; категория B.", "en": "Fleet taxi cars provided; category B licence."})
E("driver", "Sürət Taksi Parkı", "ganja", None, "part_time", (600, 1000, "AZN"), "az", n=2, spec={"kind": "taxi", "cat": "B"},
  titles={"az": ["Taksi sürücüsü (yarım ştat)"], "ru": ["Водитель такси (неполный день)"]},
  extra={"az": "Taksi xidməti; günə 5-6 saat.", "ru": "Работа в такси 5-6 часов в день.", "en": "Taxi work, 5-6 hours a day."})
E("driver", "Aqro Ərzaq MMC", "baku", None, "full_time", (800, 1000, "AZN"), "az", spec={"kind": "delivery", "cat": "B"},
  titles={"az": ["Çatdırılma üzrə sürücü"], "ru": ["Водитель-экспедитор"], "en": ["Delivery Van Driver"]},
  extra={"az": "Məhsulların marketlərə çatdırılması; B kateqoriyası.", "ru": "Доставка продукции по магазинам; категория B.", "en": "Deliveries to shops; category B licence."})
E("driver", "Bakı Şəhər Avtobus Parkı", "baku", None, "full_time", (900, 1200, "AZN"), "az", spec={"kind": "bus", "cat": "D"},
  titles={"az": ["Avtobus sürücüsü (D kateqoriyası)"], "ru": ["Водитель автобуса (категория D)"], "en": ["Bus Driver (Category D)"]},
  extra={"az": "D kateqoriyalı vəsiqə mütləqdir; şəhərdaxili marşrut.", "ru": "Удостоверение категории D; городской маршрут.", "en": "Category D licence; city route."})
E("driver", "Şəki Turizm MMC", "shaki", None, "full_time", (700, 900, "AZN"), "az", n=2)
E("driver", None, "khirdalan", None, "full_time", (800, 900, "AZN"), "az", n=1, sources=["tapaz"])
E("courier", "Tez Çatdır MMC", "baku", None, "part_time", (500, 900, "AZN"), "az", spec={"car": "own"},
  titles={"az": ["Öz avtomobili olan kuryer", "Kuryer (şəxsi avtomobil ilə)"], "ru": ["Курьер на личном автомобиле"], "en": ["Courier with own car"]},
  extra={"az": "Şəxsi avtomobili olmaq mütləqdir.", "ru": "Наличие личного автомобиля обязательно.", "en": "Must have own car."})
E("courier", "Mega Home Elektronika", "baku", None, "full_time", (600, 700, "AZN"), "az")
E("courier", "ООО «Экспресс Доставка»", "baku", None, "part_time", (400, 700, "AZN"), "ru", n=2)
E("logistics", "Araz Logistika MMC", "baku", "mid", "full_time", (1200, 1500, "AZN"), "az", mixed=True)
E("logistics", "Caspian Energy Services LLC", "baku", "senior", "full_time", (2500, 3000, "USD"), "en", n=2)
E("warehouse_worker", "Nur Market", "baku", None, "full_time", (550, 650, "AZN"), "az", extra={"az": "Növbəli iş qrafiki.", "ru": "Сменный график.", "en": "Shift work."})
E("storekeeper", "Abşeron Tikinti MMC", "baku", None, "full_time", (700, 800, "AZN"), "az", mixed=True)
E("storekeeper", "ООО «АзСтройМонтаж»", "sumqayit", "lead", "full_time", (1100, 1300, "AZN"), "ru", n=2)
E("loader", "Nur Market", "baku", None, "full_time", (500, 600, "AZN"), "az", n=2)
E("construction_worker", "Abşeron Tikinti MMC", "khirdalan", None, "temporary", (25, 30, "AZN"), "az", n=2, period="DAY")

# health ---------------------------------------------------------------------
E("nurse", "Medline Klinika", "baku", None, "full_time", (600, 800, "AZN"), "az", n=4)
E("nurse", "Medline Klinika", "baku", "senior", "full_time", (900, 1100, "AZN"), "az", n=2)
E("nurse", "Şəfa Tibb Mərkəzi", "ganja", None, "full_time", (500, 650, "AZN"), "az", spec={"shift": "night"},
  titles={"az": ["Tibb bacısı (gecə növbəsi)"], "ru": ["Медсестра (ночная смена)"], "en": ["Night Shift Nurse"]},
  extra={"az": "Gecə növbəsi: 20:00–08:00.", "ru": "Ночные смены с 20:00 до 08:00.", "en": "Night shifts 20:00–08:00."})
E("nurse", "MedEx International Clinic", "baku", None, "full_time", (1500, 2000, "USD"), "en", n=2)
E("doctor", "Medline Klinika", "baku", None, "full_time", (1500, 2500, "AZN"), "az", spec={"kind": "therapist"},
  titles={"az": ["Həkim-terapevt", "Terapevt həkim"], "ru": ["Врач-терапевт"], "en": ["General Practitioner"]})
E("doctor", "Şəfa Tibb Mərkəzi", "ganja", None, "full_time", (1200, 1800, "AZN"), "az", n=2, spec={"kind": "pediatrician"},
  titles={"az": ["Pediatr həkim", "Uşaq həkimi (pediatr)"], "ru": ["Врач-педиатр"], "en": ["Paediatrician"]})
E("dentist", "Dental Art Klinika", "baku", None, "full_time", None, "az")
E("pharmacist", "Vita Aptek", "baku", None, "full_time", (600, 800, "AZN"), "az", mixed=True)
E("pharmacist", "Sağlam Aptek şəbəkəsi", "sumqayit", None, "full_time", (550, 700, "AZN"), "az", n=2, spec={"shift": "night"},
  titles={"az": ["Əczaçı (gecə növbəsi)"], "ru": ["Фармацевт (ночная смена)"]},
  extra={"az": "Gecə növbəsi, 24 saatlıq aptek.", "ru": "Ночные смены в круглосуточной аптеке.", "en": "Night shifts in a 24-hour pharmacy."})

# education ------------------------------------------------------------------
E("teacher", "Bilik Liseyi", "baku", None, "full_time", (800, 1200, "AZN"), "az", spec={"subject": "math"},
  titles={"az": ["Riyaziyyat müəllimi"], "ru": ["Учитель математики"], "en": ["Math Teacher"]})
E("teacher", "Zəfər Məktəbi", "ganja", None, "full_time", (600, 900, "AZN"), "az", spec={"subject": "math"},
  titles={"az": ["Riyaziyyat müəllimi", "Riyaziyyat fənni üzrə müəllim"], "ru": ["Преподаватель математики"], "en": ["Mathematics Teacher"]})
E("teacher", "ABC Təhsil Mərkəzi", "baku", None, "part_time", (500, 800, "AZN"), "az", spec={"subject": "english"},
  titles={"az": ["İngilis dili müəllimi"], "ru": ["Преподаватель английского языка"], "en": ["English Teacher"]})
E("teacher", "Horizon International School", "baku", None, "full_time", (1800, 2200, "EUR"), "en", n=2, spec={"subject": "english"},
  titles={"en": ["English Teacher", "Teacher of English (IB)"], "az": ["İngilis dili müəllimi"]})
E("teacher", "Русская школа «Знание»", "baku", None, "full_time", (700, 1000, "AZN"), "ru", n=2, spec={"subject": "russian"},
  titles={"ru": ["Учитель русского языка и литературы"], "az": ["Rus dili müəllimi"]})
E("teacher", "Şəki Özəl Məktəbi", "shaki", None, "full_time", (500, 700, "AZN"), "az", n=2, spec={"subject": "primary"},
  titles={"az": ["İbtidai sinif müəllimi"], "ru": ["Учитель начальных классов"]})
E("kindergarten_teacher", "Günəş Uşaq Bağçası", "baku", None, "full_time", (500, 650, "AZN"), "az", n=2)

# IT ---------------------------------------------------------------------------
E("backend_developer", "CodeLab Azerbaijan", "baku", "senior", "full_time", (4000, 5500, "AZN"), "en", spec={"lang": "python"},
  titles={"en": ["Senior Python Backend Developer"], "az": ["Senior Python Backend Developer"], "ru": ["Senior Python-разработчик (backend)"]}, title_sen=True,
  extra={"az": "Python (Django/FastAPI) ilə 5+ il təcrübə.", "ru": "Опыт коммерческой разработки на Python (Django/FastAPI) от 5 лет.", "en": "5+ years with Python (Django/FastAPI)."})
E("backend_developer", "Baku Digital Solutions", None, "junior", "full_time", (1000, 1400, "AZN"), "en", remote=True, spec={"lang": "php"},
  titles={"en": ["Junior PHP Backend Developer (Remote)"], "az": ["Junior PHP Backend Developer (uzaqdan)"], "ru": ["Junior PHP-разработчик (удалённо)"]}, title_sen=True,
  extra={"az": "PHP/Laravel əsasları.", "ru": "Базовые знания PHP/Laravel.", "en": "Basic PHP/Laravel."})
E("backend_developer", "Naxış Bank ASC", "baku", "mid", "full_time", (2500, 3500, "AZN"), "az", spec={"lang": "java"},
  titles={"az": ["Backend proqramçı (Java)", "Java Backend Developer"], "ru": ["Java-разработчик (backend)"], "en": ["Java Backend Developer"]},
  extra={"az": "Java, Spring Boot ilə 3+ il təcrübə.", "ru": "Java, Spring Boot от 3 лет.", "en": "3+ years of Java and Spring Boot."})
E("backend_developer", "PayNest", None, "senior", "contractor", (3500, 4500, "USD"), "en", n=2, remote=True, spec={"lang": "go"},
  titles={"en": ["Senior Go Backend Engineer (Remote)"], "ru": ["Senior Go-разработчик (удалённо)"]}, title_sen=True,
  extra={"en": "Go in production, PostgreSQL, Kafka.", "ru": "Go в продакшене, PostgreSQL, Kafka.", "az": "Go, PostgreSQL, Kafka."})
E("backend_developer", "ООО «ИТ Решения»", "baku", "junior", "full_time", (1200, 1600, "AZN"), "ru", n=2, spec={"lang": "python"},
  titles={"ru": ["Junior Python-разработчик"], "az": ["Junior Python proqramçı"]}, title_sen=True,
  extra={"ru": "Python, Django; понимание SQL.", "az": "Python, Django; SQL biliyi.", "en": "Python, Django; SQL."})
E("frontend_developer", "Pixel Studio", "baku", "mid", "full_time", (1800, 2500, "AZN"), "az", spec={"lang": "react"},
  titles={"az": ["Frontend Developer (React)", "React proqramçı"], "ru": ["Frontend-разработчик (React)"], "en": ["React Frontend Developer"]},
  extra={"az": "React, TypeScript ilə 2+ il təcrübə.", "ru": "React, TypeScript от 2 лет.", "en": "2+ years of React and TypeScript."})
E("frontend_developer", "Baku Digital Solutions", "baku", "senior", "full_time", (3500, 4500, "AZN"), "en", n=2, spec={"lang": "vue"},
  titles={"en": ["Senior Frontend Developer (Vue.js)"], "az": ["Senior Frontend Developer (Vue.js)"]}, title_sen=True,
  extra={"en": "Vue.js 3, Nuxt, TypeScript.", "az": "Vue.js 3, Nuxt, TypeScript.", "ru": "Vue.js 3, Nuxt, TypeScript."})
E("fullstack_developer", "PayNest", "baku", None, "full_time", (3000, 4000, "AZN"), "en", n=2)
E("mobile_developer", "Naxış Bank ASC", "baku", "mid", "full_time", (2500, 3500, "AZN"), "az", n=2)
E("qa_engineer", "CodeLab Azerbaijan", "baku", "senior", "full_time", (2800, 3500, "AZN"), "en")
E("qa_engineer", "Naxış Bank ASC", "baku", "junior", "full_time", (1000, 1300, "AZN"), "az", n=2)
E("data_analyst", "Caspian Energy Services LLC", "baku", "senior", "full_time", (3000, 4000, "USD"), "en")
E("data_analyst", "TeleCom Plus", "baku", "junior", "full_time", (1000, 1400, "AZN"), "en", n=2)
E("sysadmin", "Gəncə Tekstil ASC", "ganja", None, "full_time", (900, 1200, "AZN"), "az", n=2)
E("it_support", "Silk Way Consulting", "baku", "entry", "full_time", (700, 900, "AZN"), "en", n=2)
E("designer", "Pixel Studio", "baku", "mid", "full_time", (1000, 1500, "AZN"), "az", spec={"kind": "graphic"},
  titles={"az": ["Qrafik dizayner", "Dizayner (qrafik dizayn)"], "ru": ["Графический дизайнер"], "en": ["Graphic Designer"]})
E("designer", "Baku Digital Solutions", "baku", "mid", "full_time", (1800, 2400, "AZN"), "en", n=2, spec={"kind": "ui"},
  titles={"en": ["UI/UX Designer"], "az": ["UI/UX dizayner"], "ru": ["UI/UX-дизайнер"]},
  extra={"en": "Figma, user research, design systems.", "az": "Figma, istifadəçi araşdırması.", "ru": "Figma, дизайн-системы."})

# marketing, HR, law, office ------------------------------------------------------
E("marketing_manager", "Mega Home Elektronika", "baku", None, "full_time", (1500, 2000, "AZN"), "az")
E("marketing_manager", "Caspian Trade LLC", "baku", "lead", "full_time", None, "en", n=2)
E("smm", "Şirin Kafe", "baku", None, "part_time", (500, 700, "AZN"), "az", n=2)
E("hr_specialist", "Naxış Bank ASC", "baku", "mid", "full_time", (1200, 1600, "AZN"), "az", n=4)
E("hr_specialist", "ООО «АзСтройМонтаж»", "baku", None, "full_time", (900, 1200, "AZN"), "ru", n=2)
E("hr_specialist", "Caspian Energy Services LLC", "baku", "senior", "contractor", (2500, 3000, "USD"), "en", n=2)
E("recruiter", "Silk Way Consulting", "baku", None, "full_time", (1000, 1300, "AZN"), "mix")
E("lawyer", "Naxış Bank ASC", "baku", "senior", "full_time", (2500, 3500, "AZN"), "az", n=4)
E("lawyer", "Qanun Hüquq Firması", "baku", "intern", "intern", (300, 400, "AZN"), "az")
E("lawyer", "ООО «Каспий Трейд»", "baku", "mid", "full_time", (1500, 2000, "AZN"), "ru", n=2)
E("lawyer", "Qanun Hüquq Firması", "ganja", "junior", "full_time", (700, 900, "AZN"), "az", n=2)
E("call_centre_operator", "AzTel Call Center", "baku", None, "full_time", (500, 650, "AZN"), "az", n=4, spec={"shift": "day"},
  extra={"az": "Gündüz növbəsi: 09:00–18:00.", "ru": "Дневные смены 09:00–18:00.", "en": "Day shifts 09:00–18:00."})
E("call_centre_operator", "TeleCom Plus", None, None, "part_time", (400, 550, "AZN"), "ru", remote=True)
E("call_centre_operator", "AzTel Call Center", "ganja", None, "full_time", (450, 550, "AZN"), "az", n=2)
E("customer_service", "TeleCom Plus", "baku", None, "full_time", (700, 900, "AZN"), "az", n=2)
E("office_manager", "Pixel Studio", "baku", None, "full_time", (700, 900, "AZN"), "az")
E("office_manager", "Caspian Trade LLC", "baku", None, "full_time", (1200, 1500, "USD"), "en", n=2)
E("receptionist", "Silk Road Hotel Baku", "baku", None, "full_time", (700, 900, "AZN"), "en")
E("receptionist", "Palma Otel", "qabala", None, "temporary", (600, 700, "AZN"), "az", n=2)
E("secretary", "Abşeron Tikinti MMC", "baku", None, "full_time", (600, 800, "AZN"), "az", n=2, spec={"gender": "f"},
  titles={"az": ["Katibə (xanım)"], "ru": ["Секретарь (девушка)"]},
  extra={"az": "Xanım namizədlər.", "ru": "Только девушки.", "en": "Female candidates."})

# hospitality ----------------------------------------------------------------------
E("waiter", "Ləziz Restoran", "baku", None, "part_time", (400, 500, "AZN"), "az", n=4,
  extra={"az": "Axşam növbəsi 18:00–23:00, tələbələr üçün uyğundur.", "ru": "Вечерние смены 18:00–23:00, подходит студентам.", "en": "Evening shifts 18:00–23:00, suits students."})
E("waiter", "Şirin Kafe", "baku", None, "full_time", (450, 550, "AZN"), "az", spec={"gender": "f"},
  titles={"az": ["Ofisiant xanım", "Ofisiant (xanım)"], "ru": ["Официантка"], "en": ["Waitress"]},
  extra={"az": "Xanım ofisiant tələb olunur.", "ru": "Требуется девушка-официантка.", "en": "Female waiting staff."})
E("waiter", "Palma Otel", "qabala", None, "temporary", (500, 600, "AZN"), "az", n=2,
  extra={"az": "Yay mövsümü üçün (iyun–sentyabr), yaşayış təmin olunur.", "ru": "На летний сезон (июнь–сентябрь), проживание предоставляется.", "en": "Summer season (June–September), accommodation provided."})
E("waiter", "Grand Caspian Hotel", "baku", "senior", "full_time", (900, 1100, "AZN"), "en", n=2)
E("waiter", "Ресторан «Баку Сити»", "baku", None, "full_time", (500, 600, "AZN"), "ru", n=2)
E("waiter", "Ləziz Restoran", "sumqayit", None, "full_time", (450, 500, "AZN"), "az", n=2, spec={"gender": "m"},
  titles={"az": ["Ofisiant (kişi)"], "ru": ["Официант (мужчина)"]},
  extra={"az": "Kişi ofisiant.", "ru": "Мужчина.", "en": "Male."})
E("cook", "Ləziz Restoran", "baku", "senior", "full_time", (1500, 2000, "AZN"), "az", n=4, spec={"cuisine": "azerbaijani"},
  extra={"az": "Milli Azərbaycan mətbəxi üzrə təcrübə mütləqdir.", "ru": "Обязателен опыт национальной азербайджанской кухни.", "en": "Experience of Azerbaijani national cuisine required."})
E("cook", "Şirin Kafe", "baku", "junior", "full_time", (450, 550, "AZN"), "az")
E("cook", "Grand Caspian Hotel", "baku", "senior", "full_time", (2500, 3000, "AZN"), "en", n=2, spec={"cuisine": "european"},
  extra={"en": "Strong background in European cuisine.", "az": "Avropa mətbəxi üzrə təcrübə.", "ru": "Опыт европейской кухни."})
E("cook", "Ресторан «Баку Сити»", "baku", None, "full_time", (800, 1000, "AZN"), "ru", n=2, spec={"cuisine": "azerbaijani"},
  extra={"ru": "Знание азербайджанской кухни (долма, плов, кебаб).", "az": "Azərbaycan mətbəxini bilmək (dolma, plov, kabab).", "en": "Azerbaijani cuisine."})
E("barista", "Qızıl Fincan Kofe", "baku", None, "part_time", (400, 550, "AZN"), "az")
E("barista", "Boulevard Coffee", "baku", None, "full_time", (550, 700, "AZN"), "en", n=2)
E("bartender", "Grand Caspian Hotel", "baku", None, "full_time", (700, 900, "AZN"), "ru", n=2)
E("cleaner", "Şəhər Təmizlik Xidməti", "baku", None, "full_time", (400, 450, "AZN"), "az")
E("cleaner", "Mega Home Elektronika", "sumqayit", None, "part_time", (250, 300, "AZN"), "az", n=2)
E("security_guard", "Qala Mühafizə MMC", "baku", None, "full_time", (600, 700, "AZN"), "az", spec={"shift": "night"},
  titles={"az": ["Gecə mühafizəçisi", "Mühafizəçi (gecə növbəsi)"], "ru": ["Ночной охранник"], "en": ["Night Security Guard"]},
  extra={"az": "Yalnız gecə növbəsi, 20:00–08:00.", "ru": "Только ночные смены, 20:00–08:00.", "en": "Night shifts only, 20:00–08:00."})
E("security_guard", "Qala Mühafizə MMC", "sumqayit", None, "full_time", (550, 650, "AZN"), "az", spec={"shift": "day"},
  extra={"az": "Gündüz növbəsi, 08:00–20:00.", "ru": "Дневные смены, 08:00–20:00.", "en": "Day shifts, 08:00–20:00."})
E("security_guard", "ЧОП «Щит»", "baku", None, "full_time", (600, 750, "AZN"), "ru", n=2)

# trades and engineering -------------------------------------------------------------
E("electrician", "Abşeron Tikinti MMC", "baku", None, "full_time", (900, 1200, "AZN"), "az", mixed=True)
E("electrician", "Sumqayıt Kimya Zavodu", "sumqayit", None, "full_time", (800, 1000, "AZN"), "ru", n=2)
E("welder", "Absheron Drilling Supply", "baku", None, "full_time", (1500, 2000, "AZN"), "ru",
  extra={"ru": "Аргонодуговая сварка (TIG), сертификат 6G.", "az": "Arqon qaynağı (TIG), 6G sertifikatı.", "en": "TIG welding, 6G certificate."})
E("welder", "Elit Qaynaq Servis", "sumqayit", None, "full_time", (1000, 1300, "AZN"), "az", mixed=True, n=2)
E("engineer", "Abşeron Tikinti MMC", "baku", None, "full_time", None, "az", spec={"kind": "civil"},
  titles={"az": ["Mülki mühəndis", "İnşaat mühəndisi"], "ru": ["Инженер-строитель"], "en": ["Civil Engineer"]})
E("engineer", "Sumqayıt Kimya Zavodu", "sumqayit", None, "full_time", (1200, 1600, "AZN"), "ru", spec={"kind": "mechanical"},
  titles={"ru": ["Инженер-механик"], "az": ["Mexanika mühəndisi"], "en": ["Mechanical Engineer"]})
E("engineer", "Caspian Energy Services LLC", "baku", "senior", "full_time", (4000, 5000, "USD"), "en", n=2, spec={"kind": "electrical"},
  titles={"en": ["Senior Electrical Engineer"], "ru": ["Ведущий инженер-электрик"]}, title_sen=True)
E("translator", "Global Translations", "baku", None, "contractor", (15, 25, "EUR"), "en", period="HOUR", spec={"lang": "english"},
  titles={"en": ["English-Azerbaijani Translator", "Freelance Translator (English)"], "az": ["İngilis dili tərcüməçisi"], "ru": ["Переводчик английского языка"]})
E("translator", "Lingua Tərcümə Bürosu", "baku", None, "full_time", (800, 1000, "AZN"), "en", n=2, spec={"lang": "turkish"},
  titles={"en": ["Turkish Translator"], "az": ["Türk dili tərcüməçisi"], "ru": ["Переводчик турецкого языка"]})
E("plumber", "Şəhər Təmizlik Xidməti", "baku", None, "full_time", (700, 900, "AZN"), "az", n=2)
E("auto_mechanic", "AutoMaster Servis", "baku", None, "full_time", (800, 1500, "AZN"), "mix", n=3)
E("hairdresser", "Beauty Lab Salon", "baku", None, "full_time", (600, 1200, "AZN"), "az", n=2)
E("project_manager", "Caspian Energy Services LLC", "baku", "senior", "full_time", (4500, 6000, "EUR"), "en", n=2)
E("procurement", "Aqro Ərzaq MMC", "baku", None, "full_time", (1000, 1300, "AZN"), "az", n=2)
E("auditor", "Silk Way Consulting", "baku", "senior", "full_time", (2500, 3200, "USD"), "en", n=2)
E("bank_teller", "Naxış Bank ASC", "baku", None, "full_time", (650, 850, "AZN"), "ru", n=2)
E("sales_rep", "Caspian Trade LLC", "baku", "junior", "full_time", (800, 1000, "AZN"), "en", n=2)
E("courier", "Bakı Ekspress Poçt", "sumqayit", None, "full_time", (550, 650, "AZN"), "az", n=2)
E("call_centre_operator", "Caspian Trade LLC", "baku", None, "full_time", (900, 1100, "AZN"), "en", n=2, spec={"lang": "english"},
  titles={"en": ["English-speaking Call Center Agent"], "az": ["İngilis dilli call-mərkəz operatoru"]})
E("data_analyst", "Naxış Bank ASC", "baku", "mid", "full_time", (1800, 2400, "AZN"), "az", n=2)
E("security_guard", "Nur Market", "ganja", None, "full_time", (500, 600, "AZN"), "az", n=2)
E("cleaner", None, "baku", None, "part_time", (20, 25, "AZN"), "ru", n=1, sources=["tapaz"], period="DAY")
E("loader", None, "baku", None, "temporary", (30, 40, "AZN"), "az", n=1, sources=["tapaz"], period="DAY")
