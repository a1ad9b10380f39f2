# Hand-written compact records for the dev-jobs4 judged set.
# Each record: (key, source, title, company_or_None, location, description, extra-dict)
# expand.py numbers ids per source from 8501 in the order written here.

R = []
def r(key, src, title, company, location, desc, **kw):
    R.append(dict(key=key, src=src, title=title, company=company, location=location, desc=desc, kw=kw))

# ---------------- accounting ----------------
r("a1", "boss", "Mühasib", "Azər-Türk Tikinti MMC", "Bakı",
  "Tikinti şirkətinə mühasib tələb olunur. Vəzifə öhdəlikləri: ilkin sənədlərin işlənməsi, ƏDV bəyannamələrinin hazırlanması, 1C proqramında işləmək. Tələblər: ali iqtisadi təhsil, 2 ildən az olmayan iş təcrübəsi. İş qrafiki 09:00-18:00.",
  func="Maliyyə", sal=(700, 900), emp="Tam ştat")
r("a2", "hellojob", "Baş mühasib", "Caspian Logistics", "Bakı şəhəri, Nəsimi r.",
  "Maliyyə hesabatlarının hazırlanması, vergi orqanları ilə yazışmalar, mühasibat şöbəsinə rəhbərlik. Ən azı 5 il baş mühasib kimi təcrübə. MHBS bilikləri üstünlükdür.",
  func="Maliyyə", level="Rəhbər", sal=(2000, 2500), district="Nəsimi")
r("a3", "jobsearch", "Бухгалтер", "Baku Steel Company", "Baku",
  "Ведение первичной документации, расчёт заработной платы, работа в 1С:Бухгалтерия 8.3. Опыт работы от 2 лет. Знание азербайджанского и русского языков.",
  func="Финансы", sal=(800, 1000))
r("a4", "position", "Ведущий бухгалтер", "Bank Respublika ASC", "Bakı",
  "Ведение бухгалтерского учёта по МСФО и НСБУ, подготовка ежемесячной отчётности для ЦБА, сверка с контрагентами. Опыт работы в банке не менее 3 лет.",
  func="Bank", level="Ведущий специалист")
r("a5", "smartjob", "Accountant", "PwC Azerbaijan", "Baku, Azerbaijan",
  "We are looking for an Accountant to join our Finance team. Responsibilities: maintain the general ledger, prepare monthly reconciliations, support IFRS reporting. Requirements: degree in accounting or finance, 2+ years of experience, ACCA is a plus.",
  func="Finance", level="Mid", emp="FULL_TIME", country="AZ")
r("a6", "boss", "Mühasib köməkçisi", "Araz Supermarket", "Bakı",
  "Mühasibə köməkçi tələb olunur: qaimələrin proqrama daxil edilməsi, arxiv işi, kassa sənədləri. Təcrübəsiz namizədlər də müraciət edə bilər.",
  func="Maliyyə", level="Təcrübəsiz", sal=(450, 500))
r("a7", "hellojob", "1C proqramçısı", "Soft Consulting MMC", "Bakı",
  "1C:Enterprise 8 platformasında konfiqurasiyaların hazırlanması, dəyişdirilməsi və dəstəyi. Mühasibat uçotu modullarını bilmək üstünlükdür. Müştəri bazalarının yenilənməsi.",
  func="İnformasiya texnologiyaları", sal=(1200, 1800))
r("a8", "jobsearch", "Менеджер по продажам", "Mühasib Audit MMC", "Баку",
  "Компания Mühasib Audit MMC ищет менеджера по продажам аудиторских и консалтинговых услуг. Поиск новых клиентов, переговоры, ведение CRM. Оклад + бонус от продаж.",
  func="Продажи", sal=(800, None))
r("a9", "position", "Kassir", "Bravo Supermarket", "Bakı, Xətai r.",
  "Supermarketə kassir tələb olunur. Növbəli iş qrafiki (2/2). Nağd və nağdsız ödənişlərin qəbulu. Mühasibatlıq biliyi arzuolunandır, lakin vacib deyil.",
  func="Satış", sal=(550, 600), district="Xətai")
r("a10", "smartjob", "Senior Accountant", "KPMG Azerbaijan", "Baku",
  "KPMG is hiring a Senior Accountant for its outsourcing practice. You will lead a portfolio of clients, review bookkeeping prepared by junior staff and prepare statutory tax returns.",
  func="Accounting", level="Senior", emp="Full-time")
r("a11", "boss", "Бухгалтер-кассир", "Medical Plaza", "Bakı",
  "В клинику требуется бухгалтер-кассир. Приём оплаты от пациентов, кассовая книга, авансовые отчёты, помощь главному бухгалтеру.",
  func="Maliyyə", sal=(600, 700))
r("a12", "hellojob", "Chief Accountant / Baş mühasib", "Azersun Holding", "Baku",
  "Azersun Holding is looking for a Chief Accountant. Oversee the accounting department, consolidate financial statements, liaise with auditors and the Tax Ministry. Azərbaycan, rus və ingilis dillərini bilmək.",
  func="Maliyyə", level="Manager")
r("a13", "jobsearch", "Accounts Payable Specialist", "Coca-Cola İçecek Azerbaijan", "Baku",
  "Process supplier invoices and payments as part of the Accounting team. Match purchase orders, resolve discrepancies, month-end accruals. SAP experience preferred.",
  func="Finance", level="Specialist", emp="FULL_TIME")
r("a14", "smartjob", "Internal Auditor", "ABB Azerbaijan", "Baku",
  "Plan and perform internal audits of business processes, test controls, report findings to the Audit Committee. CIA or ACCA preferred.",
  func="Audit", level="Mid")
r("a15", "position", "Главный бухгалтер", "Azərişıq ASC", "Bakı",
  "Руководство бухгалтерией, составление налоговой и финансовой отчётности, контроль за соблюдением законодательства. Опыт работы главным бухгалтером от 5 лет.",
  func="Mühasibatlıq", level="Rəhbər")
r("a16", "boss", "Mühasib", "Kuryer Express MMC", "Sumqayıt",
  "Kuryer xidməti göstərən şirkətə mühasib tələb olunur. Bank əməliyyatları, əmək haqqının hesablanması, vergi hesabatları.",
  func="Maliyyə", sal=(650, None), city="Sumqayıt")
r("a17", "hellojob", "Mühasib (yarımştat)", "Gül Çiçək Evi", "Bakı",
  "Kiçik ticarət obyektinə yarımştat mühasib lazımdır. Həftədə 3 gün. Aylıq hesabatların təqdim edilməsi.",
  func="Maliyyə", emp="Part-time", sal=(400, None))
r("a18", "jobsearch", "Помощник бухгалтера", "Azeri Trade Group", "Баку",
  "Помощь бухгалтеру в ведении первичной документации, ввод накладных в 1С, работа с архивом. Можно без опыта, студентам последних курсов.",
  func="Финансы", level="Младший специалист")
r("a19", "smartjob", "Accounting Intern", "Deloitte Azerbaijan", "Baku",
  "3-month paid internship in our accounting and tax team. Final-year students of finance and accounting are welcome.",
  func="Finance", level="Intern", emp="INTERN")
r("a20", "position", "Maliyyə analitiki", "Unibank", "Bakı",
  "Büdcələşdirmə və proqnozlaşdırma, maliyyə modellərinin qurulması. Mühasiblərlə sıx əməkdaşlıq edərək aylıq hesabatların təhlili.",
  func="Maliyyə", level="Mütəxəssis")
r("a21", "jobsearch", "Mühasib", "Azər-Türk Tikinti MMC", "Bakı",
  "Tikinti şirkətinə mühasib tələb olunur. İlkin sənədlərin işlənməsi, ƏDV bəyannamələri, 1C. Ali iqtisadi təhsil, 2 il təcrübə.",
  func="Maliyyə", sal=(700, 900))

# ---------------- programmers / developers ----------------
r("p1", "boss", "Proqramçı", "Kapital Bank", "Bakı",
  "Bankın daxili sistemlərinin hazırlanması və dəstəyi. Tələblər: C#, .NET Core, MS SQL, REST API. Ən azı 2 il proqramçı kimi təcrübə.",
  func="İT", sal=(1500, 2500))
r("p2", "hellojob", "Frontend Developer (React)", "PASHA Holding", "Bakı",
  "React, TypeScript, Redux ilə veb tətbiqlərin hazırlanması. Dizaynerlərlə birgə işləmək. 3+ il təcrübə, ingilis dili.",
  func="İT", level="Middle", sal=(2500, 3500))
r("p3", "jobsearch", "Программист 1С", "Gilan Holding", "Баку",
  "Доработка типовых конфигураций 1С:Бухгалтерия, 1С:ЗУП, интеграция с банками. Опыт программирования на 1С от 2 лет.",
  func="IT", sal=(1500, 2000))
r("p4", "position", "Backend Developer (Python)", "Bolt Food Azerbaijan", "Baku",
  "Django/FastAPI, PostgreSQL, Redis, Docker. Building services for food delivery. English B2.",
  func="IT", level="Middle", emp="FULL_TIME")
r("p5", "smartjob", "Linux Driver Developer", "Embedded Systems LLC", "Baku",
  "Develop and maintain Linux kernel device drivers for our embedded boards (I2C, SPI, USB). Strong C, kernel internals, git. No driving licence needed, fully office-based.",
  func="IT", level="Senior", emp="Full-time")
r("p6", "boss", "Veb proqramist (PHP/Laravel)", "WebStudio.az", "Bakı",
  "Saytların hazırlanması və dəstəyi. PHP, Laravel, MySQL, JavaScript. Portfolio tələb olunur.",
  func="İT", sal=(1000, 1600))
r("p7", "hellojob", "Программист PHP", "Azeri Media Group", "Bakı",
  "Разработка и поддержка новостных порталов. PHP 8, Yii2, MySQL. Опыт от 2 лет.",
  func="İT")
r("p8", "jobsearch", "Junior Java Developer", "ABB Tech", "Baku",
  "Start your career as a Java developer: Spring Boot, Hibernate, unit tests. Mentorship from senior engineers.",
  func="IT", level="Junior", emp="FULL_TIME")
r("p9", "position", "Software Engineer", "EPAM Azerbaijan", "Baku",
  "Design, build and maintain backend services in Java and Kotlin, participate in code reviews, work with cloud infrastructure.",
  func="Software Development", level="Middle")
r("p10", "smartjob", "UI/UX Designer", "Kontakt Home", "Baku",
  "Design user flows and interfaces for our e-commerce app. You will work closely with developers and product managers. Figma required.",
  func="Design")
r("p11", "boss", "Business Developer", "Azercell Telecom", "Bakı",
  "Yeni biznes imkanlarının axtarışı, korporativ müştərilərlə və tərəfdaşlarla danışıqlar, satış planının icrası.",
  func="Satış", level="Mütəxəssis")
r("p12", "hellojob", "Satış meneceri", "Developer Group MMC", "Bakı",
  "Developer Group tikinti şirkəti yeni yaşayış komplekslərində mənzil satışı üçün satış meneceri axtarır. Müştərilərlə görüşlər, obyektin təqdimatı.",
  func="Satış", sal=(600, None))
r("p13", "jobsearch", "Full Stack Developer (Node.js, React)", "Bank of Baku", "Baku",
  "Node.js, Express, React, MongoDB. Building internal banking tools end to end.",
  func="IT", level="Senior")
r("p14", "position", "Mobile Developer (iOS/Android)", "Birmarket", "Baku",
  "Swift and Kotlin, or Flutter. Maintain our marketplace app used by 1M customers.",
  func="IT")
r("p16", "boss", "Kompüter operatoru", "Nəqliyyat Xidmətləri MMC", "Bakı",
  "Sənədlərin kompüterdə yığılması, Excel cədvəlləri, məlumat bazasına daxil etmə.",
  func="Ofis", sal=(400, 450))
r("p17", "smartjob", "Senior .NET Developer", "Unibank", "Baku",
  "ASP.NET Core, microservices, RabbitMQ, MS SQL. 5+ years of experience.",
  func="IT", level="Senior")
r("p18", "hellojob", "Junior Frontend Developer", "Tap.az", "Bakı",
  "HTML, CSS, JavaScript, basic React. Bizimlə karyeraya başla!",
  func="İT", level="Junior")
r("p19", "smartjob", "Data Analyst", "Azercell Telecom", "Baku",
  "SQL, Power BI, Python for analysis. Build dashboards for the commercial team; no software development involved.",
  func="Analytics")

# ---------------- drivers ----------------
r("d1", "boss", "Sürücü", "Azərsu ASC", "Bakı",
  "Xidməti avtomobil üçün sürücü tələb olunur. B, C kateqoriyalı sürücülük vəsiqəsi, ən azı 5 il sürücülük təcrübəsi, Bakı küçələrini yaxşı bilmək.",
  func="Nəqliyyat", sal=(600, 700))
r("d2", "hellojob", "Taksi sürücüsü", "Uklon Azerbaijan", "Bakı",
  "Öz avtomobilin ilə taksi sürücüsü kimi işlə! Çevik qrafik, gündəlik ödəniş. Avtomobil 2012-ci ildən yeni olmalıdır.",
  func="Nəqliyyat", work_type="flexible")
r("d3", "jobsearch", "Водитель категории B", "Fly Food", "Баку",
  "Доставка продуктов по городу на машине компании. Водительский стаж от 3 лет. График 6/1.",
  func="Транспорт", sal=(700, 800))
r("d4", "smartjob", "Personal Driver", None, "Baku",
  "Expat family is looking for a personal driver: school runs, airport transfers, errands. Basic English required, clean driving record.",
  func="Transport", sal=(900, 1100))
r("d5", "position", "Direktorun sürücüsü", "Azərbaycan Dəmir Yolları QSC", "Bakı",
  "Baş direktorun xidməti avtomobilini idarə etmək. Səliqəli, məsuliyyətli, qeyri-standart iş qrafikinə hazır olmaq.",
  func="Nəqliyyat")
r("d6", "boss", "Ekspeditor", "Atena Distribution", "Bakı",
  "Məhsulların mağazalara çatdırılmasına və sənədləşməyə nəzarət. Sürücülük vəsiqəsi olması üstünlükdür, lakin avtomobili sürücü idarə edir.",
  func="Logistika")
r("d7", "hellojob", "Kuryer", "Wolt Azerbaijan", "Bakı",
  "Sifarişlərin restoranlardan müştərilərə çatdırılması. B kateqoriyalı sürücülük vəsiqəsi və şəxsi avtomobil tələb olunur. Həftəlik ödəniş.",
  func="Çatdırılma", emp="Part-time")
r("d8", "jobsearch", "Водитель-экспедитор", "Sərhədsiz Logistika", "Баку",
  "Развоз товара по магазинам Баку и Абшерона на грузовом Ford Transit. Категория B, C. Оформление накладных.",
  func="Транспорт", sal=(800, 900))
r("d9", "position", "Yük maşını sürücüsü (Kamaz)", "Tikinti Resurs MMC", "Gəncə",
  "Tikinti materiallarının daşınması. C, CE kateqoriyası. Rayonlara ezamiyyətlər.",
  func="Nəqliyyat", city="Gəncə")
r("d10", "smartjob", "Delivery Driver", "Bolt Food Azerbaijan", "Baku",
  "Deliver food orders across Baku using a company car. Valid B licence, smartphone, good knowledge of the city.",
  func="Delivery", emp="FULL_TIME")
r("d11", "boss", "Sürücülük təlimatçısı", "Avtomobil Sürücülük Məktəbi №3", "Bakı",
  "Sürücülük məktəbinə praktiki məşğələlər üzrə təlimatçı. Təlimatçı vəsiqəsi və 7 il sürücülük stajı.",
  func="Təhsil")
r("d12", "hellojob", "Avtobus sürücüsü", "BakuBus MMC", "Bakı",
  "Şəhərdaxili marşrutlarda avtobus sürücüsü. D kateqoriyası, növbəli iş, tibbi arayış.",
  func="Nəqliyyat", sal=(900, 1200), work_type="shift")
r("d13", "jobsearch", "Водитель такси", "Baku Taxi Company", "Баку",
  "Требуются водители такси на автомобили компании (London cab). Стаж от 5 лет, знание города.",
  func="Транспорт")
r("d14", "smartjob", "Fleet Manager", "Uklon Azerbaijan", "Baku",
  "Manage a fleet of 120 cars and coordinate a team of 40 drivers, maintenance planning, fuel cost control.",
  func="Operations", level="Manager")

# ---------------- teachers ----------------
r("t1", "boss", "Riyaziyyat müəllimi", "Dünya Məktəbi", "Bakı",
  "Özəl məktəbə 5-9-cu siniflər üçün riyaziyyat müəllimi tələb olunur. Pedaqoji təhsil, 3 il təcrübə.",
  func="Təhsil", sal=(800, 1000))
r("t2", "hellojob", "İngilis dili müəllimi", "Oxford Tədris Mərkəzi", "Bakı",
  "Tədris mərkəzinə böyüklər və yeniyetmələr üçün ingilis dili müəllimi. IELTS 7.0+. Axşam saatları.",
  func="Təhsil", emp="Part-time")
r("t3", "jobsearch", "Учитель начальных классов", "Частная школа «Зирве»", "Баку",
  "Требуется учитель начальных классов в русский сектор. Высшее педагогическое образование, опыт от 2 лет.",
  func="Образование")
r("t4", "position", "English Teacher", "Baku Oxford School", "Baku",
  "We are hiring an English Teacher for grades 6-11. CELTA or DELTA preferred, native or near-native English.",
  func="Education", emp="Full-time")
r("t5", "smartjob", "Teacher Assistant", "Baku International School", "Baku",
  "Support the class teacher in the primary years: prepare materials, supervise pupils at breaks, help children with reading.",
  func="Education", level="Entry")
r("t6", "boss", "Müəllim köməkçisi", "Kiçik Dahi Uşaq Bağçası", "Bakı",
  "Uşaq bağçasında qrup müəlliminə köməkçi. Uşaqları sevən, səbirli xanımlar.",
  func="Təhsil", sal=(400, None))
r("t7", "hellojob", "Преподаватель русского языка", "Lingua Center", "Bakı",
  "Языковой центр приглашает преподавателя русского языка как иностранного для групп взрослых.",
  func="Təhsil")
r("t8", "jobsearch", "Repetitor (fizika)", "Hədəf Kursları", "Bakı",
  "Abituriyentlərə fizika fənnindən hazırlıq. Qrup dərsləri, həftədə 4 gün.",
  func="Təhsil")
r("t9", "position", "Kimya müəllimi", "Ekoloji Lisey", "Bakı",
  "Liseyə 8-11-ci siniflər üçün kimya müəllimi. Laboratoriya işlərini aparmaq bacarığı.",
  func="Təhsil")
r("t10", "smartjob", "Учитель-логопед", "Детский центр «Гюнеш»", "Baku",
  "Коррекция речи у детей 4-7 лет, индивидуальные занятия, консультации родителей.",
  func="Образование")
r("t11", "boss", "Tərbiyəçi (uşaq bağçası)", "Günəşli Bağça", "Bakı",
  "Uşaq bağçasına rus bölməsi üçün tərbiyəçi tələb olunur. Pedaqoji təhsil.",
  func="Təhsil")
r("t12", "hellojob", "Ofis meneceri", "Müəllim Tədris Mərkəzi", "Bakı",
  "Müəllim Tədris Mərkəzinə ofis meneceri: qeydiyyat, zənglərin cavablandırılması, dərs cədvəlinin tərtibi, müəllimlərlə əlaqə.",
  func="İnzibati")
r("t13", "jobsearch", "Math Teacher", "Baku Modern School", "Baku",
  "Teach mathematics in English to middle-school students (Cambridge curriculum).",
  func="Education")
r("t14", "position", "Учитель математики", "Лицей «Интеллект»", "Баку",
  "В лицей требуется учитель математики для 5-11 классов, русский сектор.",
  func="Образование")
r("t16", "boss", "İbtidai sinif müəllimi", "Səbail Məktəbi", "Bakı",
  "Özəl məktəbə ibtidai sinif müəllimi. Azərbaycan bölməsi. Təcrübəli müəllimlər üstünlük təşkil edir.",
  func="Təhsil")

# ---------------- nurses ----------------
r("n1", "boss", "Tibb bacısı", "Mərkəzi Klinika", "Bakı",
  "Klinikaya tibb bacısı tələb olunur. Orta tibb təhsili, sertifikat, növbəli iş qrafiki.",
  func="Tibb", sal=(500, 650), work_type="shift")
r("n2", "hellojob", "Медсестра", "Medistyle Hospital", "Bakı",
  "Требуется медсестра в терапевтическое отделение. Среднее медицинское образование, опыт от 1 года.",
  func="Səhiyyə")
r("n3", "jobsearch", "Registered Nurse", "International SOS", "Baku",
  "Registered Nurse for an offshore clinic, 28/28 rotation. Valid nursing licence, BLS/ACLS, fluent English.",
  func="Healthcare", emp="CONTRACTOR")
r("n4", "position", "Palata tibb bacısı", "Respublika Klinik Xəstəxanası", "Bakı",
  "Cərrahiyyə şöbəsinə palata tibb bacısı. Gecə növbələri.",
  func="Səhiyyə")
r("n5", "smartjob", "Процедурная медсестра", "Медицинский центр «Avrasiya»", "Baku",
  "Забор крови, внутривенные инъекции, ведение процедурного журнала.",
  func="Медицина")
r("n6", "boss", "Sanitar", "Mərkəzi Klinika", "Bakı",
  "Klinikaya sanitar (kiçik tibb personalı): xəstələrin daşınması, palataların təmizliyi, tibb bacılarına yardım.",
  func="Tibb")
r("n7", "hellojob", "Həkim-nevroloq", "Yeni Klinika", "Bakı",
  "Nevroloq həkim tələb olunur. Tibb bacıları ilə komanda şəklində ambulator qəbul və stasionar xəstələrin müalicəsi.",
  func="Səhiyyə")
r("n8", "jobsearch", "Няня / Dayə", None, "Баку",
  "Семья ищет няню для ребёнка 2 лет, с проживанием. Uşağa baxmaq təcrübəsi olan xanım.",
  func="Домашний персонал")
r("n9", "position", "Tibb bacısı (stomatologiya)", "Smile Dental Clinic", "Bakı",
  "Stomatoloji klinikaya həkim-stomatoloqa assistent tibb bacısı. Alətlərin sterilizasiyası.",
  func="Səhiyyə")

# ---------------- doctors ----------------
r("h1", "boss", "Həkim-terapevt", "Bona Dea Beynəlxalq Hospital", "Bakı",
  "Xəstəxanaya həkim-terapevt. Rezidentura, sertifikat, ən azı 3 il təcrübə. Yüksək əmək haqqı.",
  func="Tibb", sal=(1500, 2500))
r("h2", "hellojob", "Stomatoloq həkim", "Smile Dental Clinic", "Bakı",
  "Terapevtik stomatologiya üzrə həkim. Faiz əsaslı ödəniş.",
  func="Səhiyyə")
r("h3", "jobsearch", "Врач-педиатр", "Детская клиника «Кид»", "Баку",
  "Приём детей от 0 до 17 лет, вызовы на дом. Сертификат педиатра, опыт от 3 лет.",
  func="Медицина")
r("h4", "smartjob", "General Practitioner (Doctor)", "MediClub", "Baku",
  "Outpatient consultations for corporate clients, referrals to specialists. Medical degree and valid licence, English and Azerbaijani.",
  func="Healthcare")
r("h5", "smartjob", "Doctor's Receptionist", "MediClub", "Baku",
  "Front desk for our doctors: book appointments, greet patients, handle payments and phone calls. No medical background needed.",
  func="Administration", level="Entry")
r("h6", "boss", "Registrator (həkim qəbulu)", "Leyla Medical Center", "Bakı",
  "Həkim qəbuluna yazılış, zənglərin cavablandırılması, pasiyentlərin qarşılanması. Kompüter bilikləri.",
  func="İnzibati", sal=(450, 500))
r("h7", "hellojob", "Baytar həkim", "VetLife Klinikası", "Bakı",
  "Heyvanlar üçün klinikaya baytar həkim. Cərrahi əməliyyat təcrübəsi üstünlükdür.",
  func="Baytarlıq")
r("h8", "jobsearch", "Медицинский представитель", "Farmasevt MMC", "Баку",
  "Продвижение препаратов компании, визиты к врачам и в аптеки, проведение презентаций. Медицинское или фармацевтическое образование.",
  func="Продажи")
r("h9", "position", "Lecturer in Economics (PhD)", "ADA University", "Baku",
  "Doctor of Philosophy (PhD) in Economics required. Teach undergraduate courses and conduct research.",
  func="Education")
r("h11", "position", "Врач-стоматолог", "Dental Art", "Баку",
  "Требуется врач-стоматолог терапевт. Опыт от 2 лет, наличие клиентской базы приветствуется.",
  func="Медицина")

# ---------------- sales ----------------
r("s1", "boss", "Satış üzrə menecer", "Baku Electronics", "Bakı",
  "Korporativ müştərilərə satış, kommersiya təkliflərinin hazırlanması, satış planının yerinə yetirilməsi. Əmək haqqı + bonus.",
  func="Satış", sal=(800, 1500))
r("s4", "position", "Sales Manager", "Hilton Baku", "Baku",
  "Drive group and corporate room sales, manage key accounts, attend trade shows. Hospitality sales experience required.",
  func="Sales", level="Manager")
r("s5", "smartjob", "Satış təmsilçisi", "Nestle Azerbaijan", "Bakı",
  "Mağazalarda məhsul çeşidinə nəzarət, sifarişlərin qəbulu, marşrut üzrə səfərlər. B kateqoriyalı sürücülük vəsiqəsi.",
  func="Satış")
r("s6", "boss", "Satış məsləhətçisi", "Kontakt Home", "Bakı, 28 Mall",
  "Mağazada müştərilərə məhsullar haqqında məlumat vermək, satış etmək. Növbəli qrafik.",
  func="Satış", sal=(500, 700))
r("s7", "hellojob", "Marketinq meneceri", "Azza Group", "Bakı",
  "Marketinq strategiyasının hazırlanması, sosial media kampaniyaları, satış şöbəsi ilə koordinasiya.",
  func="Marketinq")
r("s8", "jobsearch", "Офис-менеджер", "Eurodesign", "Баку",
  "Организация работы офиса, документооборот, встреча клиентов, помощь отделу продаж.",
  func="Администрация")
r("s9", "position", "Менеджер по закупкам", "Araz Supermarket", "Баку",
  "Работа с поставщиками, анализ цен, заключение договоров на закупку товаров.",
  func="Закупки")
r("s10", "smartjob", "Regional Sales Manager", "Coca-Cola İçecek Azerbaijan", "Baku",
  "Lead a team of 12 sales representatives across the regions, deliver volume targets.",
  func="Sales", level="Senior")
r("s12", "hellojob", "Key Account Manager", "Unilever Azerbaijan", "Baku",
  "Manage relationships with national supermarket chains, negotiate annual agreements.",
  func="Sales")
r("s13", "jobsearch", "Менеджер по продажам (B2B)", "Azeri Pack", "Баку",
  "Продажи упаковочной продукции предприятиям, холодные звонки, встречи с клиентами.",
  func="Продажи", sal=(700, None))
r("s14", "position", "Satış meneceri (avtomobil)", "Improtex Motors", "Bakı",
  "Avtosalonda avtomobillərin satışı, test-sürüşlərin təşkili, müştərilərin kredit sənədləşməsi.",
  func="Satış")
r("s15", "smartjob", "Satıcı", "Bazarstore", "Bakı",
  "Mağazaya satıcı tələb olunur. Rəflərin düzülməsi, müştərilərə xidmət.",
  func="Satış", sal=(450, None))

# ---------------- lawyers ----------------
r("l1", "boss", "Hüquqşünas", "Azərenerji ASC", "Bakı",
  "Müqavilələrin hüquqi ekspertizası, məhkəmələrdə şirkətin təmsil edilməsi. Hüquq fakültəsi, 3 il təcrübə.",
  func="Hüquq")
r("l2", "hellojob", "Юрист", "Baku Law Group", "Bakı",
  "Юридическое сопровождение сделок, подготовка договоров, представительство в судах.",
  func="Hüquq")
r("l3", "jobsearch", "Lawyer / Legal Counsel", "BP Azerbaijan", "Baku",
  "Provide legal advice on commercial contracts and compliance. Azerbaijani law degree, fluent English.",
  func="Legal", level="Senior")
r("l4", "position", "Baş hüquqşünas", "Kapital Bank", "Bakı",
  "Hüquq departamentinə baş hüquqşünas. Bank hüququ sahəsində 7 il təcrübə.",
  func="Hüquq", level="Rəhbər")
r("l5", "smartjob", "Kargüzar", "Hüquq və Məsləhət Mərkəzi", "Bakı",
  "Sənədlərin qeydiyyatı, arxivləşdirmə, hüquqşünaslar üçün sənədlərin hazırlanması.",
  func="İnzibati")
r("l6", "boss", "Юрисконсульт", "Azərsu ASC", "Bakı",
  "Правовая экспертиза документов, претензионная работа.",
  func="Hüquq")
r("l7", "hellojob", "Paralegal", "Dentons Baku", "Baku",
  "Assist lawyers with legal research, document review and filing.",
  func="Legal", level="Junior")

# ---------------- waiters ----------------
r("w1", "boss", "Ofisiant", "Firuzə Restoranı", "Bakı, İçərişəhər",
  "Restorana ofisiant tələb olunur. Təcrübə vacib deyil, aşpaz və barmenlə komanda işi. Gündəlik yemək verilir.",
  func="Restoran", sal=(400, 600))
r("w2", "hellojob", "Официант(ка)", "Chinar", "Bakı",
  "В ресторан требуются официанты с опытом работы, знание английского языка приветствуется.",
  func="Restoran")
r("w3", "jobsearch", "Waiter / Waitress", "Four Seasons Hotel Baku", "Baku",
  "Deliver exceptional food and beverage service in our restaurant. English required.",
  func="Hospitality", work_type="shift")
r("w4", "position", "Barmen", "Sky Lounge", "Bakı",
  "Kokteyllərin hazırlanması, ofisiantlarla birlikdə zalın xidməti.",
  func="Restoran")
r("w5", "smartjob", "Ofisiant xanım", "Nargilə Kafe", "Bakı",
  "Kafeyə ofisiant xanım tələb olunur. Səliqəli, ünsiyyətcil.",
  func="Restoran")
r("w6", "boss", "Hostes", "Mari Vanna", "Bakı",
  "Qonaqların qarşılanması və masalara yerləşdirilməsi, rezervlərin idarəsi.",
  func="Restoran")
r("w7", "hellojob", "Ofisiant köməkçisi (runner)", "Dolma Restaurant", "Bakı",
  "Yeməklərin mətbəxdən zala çatdırılması, masaların yığılması, ofisiantlara yardım.",
  func="Restoran")

# ---------------- engineers ----------------
r("e1", "boss", "Elektrik mühəndisi", "Azərişıq ASC", "Bakı",
  "Yarımstansiyaların texniki xidməti, layihə sənədlərinin hazırlanması. AutoCAD.",
  func="Mühəndislik")
r("e2", "hellojob", "İnşaat mühəndisi", "Pasha Construction", "Bakı",
  "Tikinti meydançasında işlərin icrasına nəzarət, smeta, texniki nəzarət. 5 il təcrübə.",
  func="Tikinti")
r("e3", "jobsearch", "Инженер-строитель", "Gilan Construction", "Баку",
  "Технический надзор на объекте, ведение исполнительной документации.",
  func="Строительство")
r("e4", "position", "Mechanical Engineer", "SOCAR Downstream", "Baku",
  "Maintenance of rotating equipment, pumps and compressors. BSc in Mechanical Engineering.",
  func="Engineering")
r("e5", "smartjob", "Network Engineer", "Azercell Telecom", "Baku",
  "Configure and maintain Cisco/Juniper networks, CCNP preferred.",
  func="IT")
r("e6", "boss", "Elektrik ustası", "Ev Təmiri MMC", "Bakı",
  "Mənzillərdə elektrik xətlərinin çəkilməsi, rozetkaların quraşdırılması.",
  func="Xidmət")
r("e7", "hellojob", "Mühəndis-texnoloq", "Azersun Holding", "Bakı",
  "Qida istehsalında texnoloji proseslərin idarə olunması.",
  func="İstehsal")
r("e9", "jobsearch", "Sales Engineer (HVAC)", "Daikin Azerbaijan", "Baku",
  "Technical sales of HVAC systems to contractors and developers.",
  func="Sales")
r("e10", "position", "Инженер по охране труда", "Baku Steel Company", "Баку",
  "Контроль соблюдения требований техники безопасности, инструктажи.",
  func="Производство")

# ---------------- translators ----------------
r("r1", "boss", "Tərcüməçi (ingilis dili)", "Lingva Tərcümə Bürosu", "Bakı",
  "Hüquqi və texniki sənədlərin ingilis dilindən tərcüməsi. C1 səviyyə.",
  func="Tərcümə")
r("r2", "hellojob", "Переводчик турецкого языка", "Azerbaijan Turkish Trade", "Bakı",
  "Устный и письменный перевод с турецкого на русский и азербайджанский.",
  func="Tərcümə")
r("r3", "jobsearch", "Translator / Interpreter", "UNDP Azerbaijan", "Baku",
  "Translate documents between English, Azerbaijani and Russian; consecutive interpretation at meetings.",
  func="Translation")
r("r4", "position", "Sinxron tərcüməçi", "Baku Congress Center", "Bakı",
  "Beynəlxalq konfranslarda sinxron tərcümə (ingilis-azərbaycan).",
  func="Tərcümə")
r("r5", "smartjob", "Ofis meneceri", "Lingva Tərcümə Bürosu", "Bakı",
  "Tərcümə bürosuna ofis meneceri: sifarişlərin qəbulu, tərcüməçilər arasında işin bölüşdürülməsi.",
  func="İnzibati")

# ---------------- economists ----------------
r("i1", "smartjob", "İqtisadçı", "Azərbaycan Sənaye Korporasiyası", "Bakı",
  "Planlaşdırma şöbəsinə iqtisadçı. Xərclərin təhlili, büdcə layihələri.",
  func="İqtisadiyyat")
r("i2", "jobsearch", "Экономист", "Azəralüminium", "Гянджа",
  "Экономический анализ, калькуляция себестоимости, планирование.",
  func="Экономика", city="Gəncə")
r("i3", "position", "Economist", "Asian Development Bank", "Baku",
  "Macroeconomic analysis and country reports for Azerbaijan.",
  func="Economics", level="Senior")
r("i4", "boss", "Baş iqtisadçı", "Bakı Metropoliteni", "Bakı",
  "Maliyyə-iqtisadi şöbədə baş iqtisadçı vəzifəsi.",
  func="İqtisadiyyat", level="Rəhbər")

# ---------------- pharmacists ----------------
r("f1", "boss", "Əczaçı", "Zeytun Aptekləri", "Bakı",
  "Aptekə əczaçı tələb olunur. Əczaçılıq təhsili, resept dərmanları üzrə biliklər.",
  func="Əczaçılıq", sal=(600, 800))
r("f2", "hellojob", "Фармацевт", "Avromed", "Bakı",
  "Отпуск лекарственных средств, консультирование покупателей.",
  func="Əczaçılıq")
r("f3", "jobsearch", "Pharmacist", "Apteka 24", "Baku",
  "Dispense prescriptions and advise customers; pharmacy degree required.",
  func="Healthcare")
r("f4", "position", "Aptek kassiri", "Zeytun Aptekləri", "Bakı",
  "Aptekdə kassa əməliyyatları, ödənişlərin qəbulu. Əczaçı ilə birgə işləmək.",
  func="Satış")
r("f6", "hellojob", "Provizor", "Pharma Market", "Bakı",
  "Провизор в аптеку: контроль качества, приёмка товара, консультирование.",
  func="Əczaçılıq")

# ---------------- cashiers ----------------
r("k2", "smartjob", "Кассир", "Bazarstore", "Баку",
  "Работа на кассе, приём наличных и безналичных платежей, сменный график.",
  func="Торговля")
r("k3", "boss", "Cashier", "Starbucks Baku", "Baku",
  "Take orders and payments at the counter, friendly customer service.",
  func="Retail")
r("k4", "hellojob", "Kassir-operator", "Rabitəbank", "Bakı",
  "Bank filialında kassa əməliyyatları, valyuta mübadiləsi.",
  func="Bank")
r("k7", "jobsearch", "Kassa aparatları üzrə texnik", "Omega Texnika", "Bakı",
  "Nəzarət-kassa aparatlarının quraşdırılması və təmiri.",
  func="Texniki xidmət")

# ---------------- couriers ----------------
r("c2", "jobsearch", "Курьер", "Express Post", "Баку",
  "Доставка документов и посылок по городу, пешком и на общественном транспорте.",
  func="Доставка")
r("c3", "position", "Bike Courier", "Wolt Azerbaijan", "Baku",
  "Deliver orders by bicycle or e-scooter. Flexible hours, weekly payouts.",
  func="Delivery", emp="PART_TIME")
r("c5", "smartjob", "Piyada kuryer", "Azərpoçt", "Bakı",
  "Məktub və bağlamaların piyada çatdırılması, Nərimanov rayonu.",
  func="Çatdırılma", district="Nərimanov")

# ---------------- cooks ----------------
r("o1", "smartjob", "Aşpaz", "Sumaq Restoranı", "Bakı",
  "Milli mətbəx üzrə aşpaz tələb olunur. Ən azı 3 il təcrübə.",
  func="Restoran", sal=(800, 1200))
r("o2", "boss", "Повар", "Столовая «Дом»", "Bakı",
  "Повар на горячий цех, приготовление комплексных обедов.",
  func="Restoran")
r("o3", "hellojob", "Line Cook", "Marriott Absheron", "Baku",
  "Prepare dishes on the hot line according to hotel standards.",
  func="Hospitality")
r("o4", "jobsearch", "Aşpaz köməkçisi", "Paşa Kababxana", "Bakı",
  "Tərəvəzlərin doğranması, hazırlıq işləri, mətbəxin təmizliyi.",
  func="Restoran")
r("o5", "position", "Pizza ustası", "Papa John's Azerbaijan", "Bakı",
  "Pizzaların hazırlanması, xəmirin yoğrulması.",
  func="Restoran")
r("o7", "boss", "Qənnadçı", "Şirin Dünya", "Bakı",
  "Tort və şirniyyatların hazırlanması.",
  func="İstehsal")
r("o8", "hellojob", "Baş aşpaz (Chef)", "Fireworks Restaurant", "Bakı",
  "Menyunun hazırlanması, mətbəx heyətinə rəhbərlik, xərclərə nəzarət.",
  func="Restoran", level="Rəhbər")
r("o9", "jobsearch", "Шеф-повар", "Ресторан «Баку»", "Баку",
  "Руководство кухней, разработка меню, контроль себестоимости.",
  func="Ресторан", level="Руководитель")

# ---------------- security ----------------
r("g1", "jobsearch", "Mühafizəçi", "Port Baku Mall", "Bakı",
  "Ticarət mərkəzinə mühafizəçi. Növbəli iş, forma verilir.",
  func="Mühafizə", sal=(500, 550))
r("g2", "position", "Охранник", "Бизнес-центр «Azure»", "Баку",
  "Охрана объекта, пропускной режим, видеонаблюдение.",
  func="Охрана")
r("g3", "smartjob", "Security Guard", "G4S Azerbaijan", "Baku",
  "Static guarding at a corporate office, access control, patrols.",
  func="Security", work_type="shift")
r("g4", "boss", "Information Security Specialist", "Kapital Bank", "Bakı",
  "SIEM monitoring, vulnerability management, ISO 27001.",
  func="İT")
r("g5", "hellojob", "Kibertəhlükəsizlik analitiki (Cyber Security)", "AzInTelecom", "Bakı",
  "SOC-da hadisələrin təhlili, təhlükəsizlik insidentlərinə reaksiya.",
  func="İT")
r("g6", "position", "Gecə mühafizəçisi", "Tikinti Resurs MMC", "Bakı",
  "Tikinti obyektində gecə mühafizəçisi. Qrafik: 20:00-08:00.",
  func="Mühafizə", work_type="night shift")
r("g7", "hellojob", "Охранник-вахтёр", "Hostel Central", "Bakı",
  "Вахтёр на ресепшен общежития, контроль входа.",
  func="Mühafizə")

# ---------------- unrelated fillers ----------------
r("x1", "boss", "HR menecer", "Bakcell", "Bakı",
  "İşə qəbul prosesi, kadr sənədləşməsi, işçilərlə əlaqələr.", func="İnsan resursları")
r("x2", "hellojob", "Call-center operatoru", "Kapital Bank", "Bakı",
  "Müştəri zənglərinin cavablandırılması, növbəli iş.", func="Müştəri xidməti")
r("x3", "jobsearch", "Кладовщик", "Fly Food", "Баку",
  "Приёмка и отпуск товара со склада, инвентаризация.", func="Склад")
r("x4", "position", "Qrafik dizayner", "Reklam Evi", "Bakı",
  "Sosial media üçün vizualların hazırlanması. Adobe paketi.", func="Dizayn")
r("x5", "smartjob", "Receptionist", "JW Marriott Absheron", "Baku",
  "Welcome guests, check-in and check-out, answer calls.", func="Hospitality")

# ---------------- late additions: cross-cluster traps ----------------
r("y1", "position", "Mühasib-kassir", "Avto Sürücü Kursları MMC", "Bakı",
  "Sürücü kurslarına mühasib-kassir tələb olunur: tələbələrdən ödənişlərin qəbulu, kassa hesabatı, bank əməliyyatları.",
  func="Maliyyə", sal=(600, None))
r("y2", "hellojob", "Satış meneceri (tədris kursları)", "Bilik Akademiyası", "Bakı",
  "Tədris kurslarının telefon və ofisdə satışı, müştəri bazasının genişləndirilməsi. Keçmişdə müəllim kimi işləmiş namizədlər də müraciət edə bilər.",
  func="Satış", sal=(700, 1200))
r("y3", "boss", "Kassir", "Doktor Klinikası", "Bakı",
  "Klinikaya kassir tələb olunur. Pasiyentlərdən ödənişlərin qəbulu, gündəlik kassa hesabatı.",
  func="Maliyyə", sal=(500, None))
r("y4", "smartjob", "Nursery Teacher", "Little Stars Kindergarten", "Baku",
  "Lead a group of 3-4 year olds in our English-speaking nursery, plan play-based activities.",
  func="Education")
r("y5", "jobsearch", "Sürücü", "Mühəndis Servis MMC", "Bakı",
  "Mühəndis Servis MMC briqadaları obyektlərə daşımaq üçün sürücü axtarır. B, C kateqoriyası, mikroavtobus.",
  func="Nəqliyyat", sal=(700, None))
r("y6", "boss", "Anbardar", "Gilan Holding", "Bakı",
  "Anbara malların qəbulu və buraxılması. 1C proqramında işləmək bacarığı vacibdir.",
  func="Logistika", sal=(600, 700))
r("y7", "position", "Hüquq üzrə təcrübəçi", "Kapital Bank", "Bakı",
  "Hüquq fakültəsinin son kurs tələbələri üçün 3 aylıq təcrübə proqramı. Hüquqşünaslara müqavilələrin hazırlanmasında köməklik.",
  func="Hüquq", level="Təcrübəçi", emp="INTERN")
r("y8", "smartjob", "Driver-Courier", "Express Post", "Baku",
  "Deliver parcels across Baku in a company van; B licence.",
  func="Delivery")

# ---------------- more rows as the boards really type them ----------------
r("z1", "boss", "Buxgalter tələb olunur", "Elit Mebel", "Bakı, Binəqədi r.",
  "Mebel sexinə buxgalter lazımdır. 1C bilən, vergi hesabatlarını təqdim edə bilən. Tel. ilə əlaqə.",
  func="Maliyyə", sal=(600, 800), district="Binəqədi")
r("z2", "boss", "MUHASIB TELEB OLUNUR", "Qızıl Dən MMC", "Xırdalan",
  "Un istehsalı müəssisəsinə təcrübəli muhasib teleb olunur. Maaş razılaşma yolu ilə.",
  func="Maliyyə")
r("z3", "boss", "Surucu teleb olunur", "Qızıl Dən MMC", "Xırdalan",
  "Un məhsullarının paylanması üçün surucu. C kateqoriya, Xırdalan və Bakı üzrə.",
  func="Nəqliyyat", sal=(650, None))
r("z4", "jobsearch", "Требуются учителя английского языка", "Образовательный центр «Step»", "Баку",
  "Приглашаем учителей английского языка для детей и взрослых. Гибкий график, оплата за урок.",
  func="Образование", emp="Part-time")
r("z5", "hellojob", "Tibb bacısı / Медсестра", "Referans Medical", "Bakı",
  "Tibb bacısı tələb olunur. Требуется медсестра со знанием азербайджанского и русского языков.",
  func="Səhiyyə")
r("z6", "position", "Həkim-ginekoloq", "Kamaliya Klinikası", "Bakı",
  "Klinikaya təcrübəli həkim-ginekoloq. USM bilikləri üstünlükdür.",
  func="Səhiyyə")
r("z7", "position", "Doktorantura üzrə elmi işçi", "AMEA İqtisadiyyat İnstitutu", "Bakı",
  "Elmi-tədqiqat institutuna elmi işçi. Fəlsəfə doktoru (PhD) elmi dərəcəsi tələb olunur.",
  func="Elm")
r("z8", "smartjob", "Aşpaz-kulinar", "Kulinariya Evi", "Bakı",
  "Kulinariya məhsullarının hazırlanması, salatlar və isti yeməklər.",
  func="Restoran")
r("z9", "jobsearch", "Повар-кондитер", "Кафе «Шоколад»", "Баку",
  "Приготовление десертов и выпечки, работа на кухне кафе.",
  func="Ресторан")
r("z10", "boss", "Ofisiant və barmen", "Dağüstü Park Restoranı", "Bakı",
  "Restorana ofisiant və barmen tələb olunur. Yay mövsümü.",
  func="Restoran", emp="Temporary")
r("z11", "hellojob", "Mühafizəçi-nəzarətçi", "Gənclik Mall", "Bakı",
  "Ticarət mərkəzinin girişində nəzarət, videomüşahidə otağında növbə.",
  func="Mühafizə", work_type="shift")
r("z12", "smartjob", "Security Officer", "Baku Crystal Hall", "Baku",
  "Event security, crowd control and access checks during concerts and sports events.",
  func="Security")
r("z13", "position", "İqtisadçı-mühasib", "Bakı Şəhər İcra Hakimiyyəti", "Bakı",
  "Büdcə vəsaitlərinin uçotu, smeta, xərclərin iqtisadi təhlili.",
  func="Maliyyə")
r("z14", "boss", "Əczaçı-kassir", "Pharma Market", "Sumqayıt",
  "Aptekə əczaçı-kassir. Dərmanların satışı və kassa işi.",
  func="Əczaçılıq", city="Sumqayıt")
r("z15", "jobsearch", "Tərcüməçi-referent", "Azərbaycan-Çin Ticarət Palatası", "Bakı",
  "Çin dilindən tərcümə, yazışmalar, rəhbərin iş qrafikinin idarə olunması.",
  func="Tərcümə")
r("z16", "hellojob", "Kuryer (motosikletlə)", "Bolt Food Azerbaijan", "Bakı",
  "Öz motosikleti olan kuryerlər axtarırıq. Sifarişlərin çatdırılması.",
  func="Çatdırılma")
r("z17", "position", "Kassir-satıcı", "Oba Market", "Bakı",
  "Marketə kassir-satıcı. Rəflərin düzülməsi və kassada işləmək.",
  func="Satış", sal=(500, None))
r("z18", "jobsearch", "Baş mühəndis", "Azəristiliktəchizat ASC", "Bakı",
  "İstilik şəbəkələri üzrə baş mühəndis. Mühəndis heyətinə rəhbərlik.",
  func="Mühəndislik", level="Rəhbər")
r("z19", "smartjob", "Mühəndis-proqramçı", "Azərbaycan Hava Yolları", "Bakı",
  "Daxili informasiya sistemlərinin proqramlaşdırılması (Java, Oracle).",
  func="İT")
r("z20", "boss", "Proqramçı (təcrübəçi)", "Azericard", "Bakı",
  "Tələbələr üçün ödənişli təcrübə. Python və ya C# əsasları.",
  func="İT", level="Təcrübəçi", emp="INTERN")
r("z21", "hellojob", "Tarix müəllimi", "Zəkalar Liseyi", "Bakı",
  "Liseyə tarix müəllimi tələb olunur.",
  func="Təhsil")
r("z22", "smartjob", "Notarius köməkçisi", "3 saylı Dövlət Notariat Kontoru", "Bakı",
  "Notarial sənədlərin hazırlanması, vətəndaşların qəbulu. Hüquq təhsili arzuolunandır.",
  func="Hüquq")
r("z23", "position", "Водитель", "Azərbaycan Sənaye Korporasiyası", "Баку",
  "Требуется водитель на служебный автомобиль руководителя. Стаж от 10 лет.",
  func="Транспорт")
r("z24", "jobsearch", "Nurse / Tibb bacısı (offshore)", "Medical Support Caspian", "Baku",
  "Offshore nurse on a 14/14 rotation. Dəniz platformasında tibb bacısı, ingilis dili vacibdir.",
  func="Healthcare", emp="CONTRACTOR")
