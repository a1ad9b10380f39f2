# Hand-written compact records. Fields:
# id, title, company (None = private/omitted), location, city, district,
# employment_type, career_level, job_function, salary_from, salary_to, currency, description, extra
R = []
def r(id, title, company, loc, city, district, et, cl, fn, sf, st, cur, desc, **kw):
    R.append(dict(id=id, title=title, company=company, location=loc, city=city, district=district,
                  employment_type=et, career_level=cl, job_function=fn, salary_from=sf, salary_to=st,
                  salary_currency=cur, description=desc, **kw))

# ---- waiters
r("boss:7501","Ofisiant","Firuzə Restoranı","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Restoran, turizm",400,600,"AZN",
  "Firuzə restoranına təcrübəli ofisiantlar tələb olunur. Növbəli iş qrafiki (2/2), gündəlik pulsuz yemək, bəxşişlər ofisiantın özünə qalır. Yaş həddi 20-35.")
r("boss:7502","Restoran meneceri","Firuzə Restoranı","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Restoran, turizm",1200,1500,"AZN",
  "Restoranın gündəlik işinin idarə olunması, ofisiantların və mətbəx heyətinin işinə nəzarət, müştəri şikayətlərinin həlli. Ən azı 3 il rəhbər vəzifədə təcrübə.")
r("hellojob:7501","Ofisiant (xanım)","Sumaq Kafe","Bakı, Yasamal","Bakı","Yasamal","Full-time",None,"Restoran və otel işi",450,None,"AZN",
  "Sumaq Kafe-yə xanım ofisiant tələb olunur. Səliqəli, ünsiyyətcil, rus dilini bilən namizədlər üstünlük təşkil edir. İş saatı 10:00-22:00, həftədə 1 gün istirahət.")
r("hellojob:7502","Hostes / Administrator","Sumaq Kafe","Bakı, Yasamal","Bakı","Yasamal","Full-time",None,"Restoran və otel işi",500,600,"AZN",
  "Qonaqların qarşılanması, masaların rezervasiyası, ofisiantlar arasında masaların bölüşdürülməsi. Xarici görünüşü səliqəli xanımlar.")
r("jobsearch:7501","OFİSİANT / BARMEN","Port Baku Lounge","Bakı, Səbail","Bakı","Səbail","FULL_TIME","Təcrübəsiz","Xidmət",500,800,"AZN",
  "Lounge bara ofisiant və barmen tələb olunur. Gecə növbəsi (18:00-04:00). Təcrübə tələb olunmur, təlim keçiriləcək.")
r("jobsearch:7502","BANKET OFİSİANTI (PART-TIME)","Caspian Event Hall","Bakı, Xətai","Bakı","Xətai","PART_TIME",None,"Xidmət",30,None,"AZN",
  "Toy və banket mərasimlərinə ofisiantlar. Yalnız həftə sonları, gündəlik ödəniş 30 AZN. Tələbələr üçün uyğundur.")
r("position:7501","Официант","Ресторан Шуша","Баку","Bakı",None,"Полная занятость",None,"Рестораны / Общепит",500,700,"AZN",
  "В ресторан Шуша требуются официанты. График 2/2, питание за счёт заведения, чаевые. Знание азербайджанского и русского языков.")
r("smartjob:7501","Waiter / Waitress","Hilton Baku","Baku, Azerbaijan","Bakı",None,"Full-time","Entry level","Hospitality",600,750,"AZN",
  "Hilton Baku Food & Beverage department is looking for waiters and waitresses for the rooftop restaurant. Shift work, uniform and meals provided, service charge.")

# ---- cleaners
r("boss:7503","Xadimə","Ağ Şəhər Biznes Mərkəzi","Bakı, Xətai r.","Bakı","Xətai",None,None,"Xidmət",350,400,"AZN",
  "Ofis binasına xadimə tələb olunur. İş saatı 09:00-18:00, şənbə yarım gün. Yaş həddi 25-55, qadınlar.")
r("boss:7504","Təmizlikçi (gecə növbəsi)","Bravo Supermarket","Bakı, Nərimanov r.","Bakı","Nərimanov",None,None,"Xidmət",380,None,"AZN",
  "Supermarketə gecə növbəsi üçün təmizlikçi. Növbə 22:00-07:00, nəqliyyat xərci ödənilir.")
r("boss:7505","Təmizlik məhsulları üzrə satış nümayəndəsi","Clean House MMC","Bakı",None,None,None,None,"Satış",700,1000,"AZN",
  "Təmizlik vasitələrinin mağazalara satışı, müştəri bazasının genişləndirilməsi. Sürücülük vəsiqəsi mütləqdir.")
r("position:7502","Уборщица","Бизнес центр Landmark","Баку, Сабаильский р-н","Bakı","Səbail","Полная занятость",None,"Обслуживающий персонал",400,None,"AZN",
  "Требуется уборщица в офисный центр. График 5/2 с 8:00 до 17:00. Официальное оформление.")
r("position:7503","Менеджер клининговой компании","CleanPro Baku","Баку",None,None,"Полная занятость","Менеджер","Управление",1100,1400,"AZN",
  "Организация работы бригад уборщиков, работа с клиентами, контроль качества уборки. Опыт в клининге от 2 лет.")
r("hellojob:7503","Otaq xidmətçisi (Housekeeping)","Fairmont Baku","Bakı","Bakı",None,"Full-time",None,"Restoran və otel işi",500,600,"AZN",
  "Hotel otaqlarının təmizlənməsi və hazırlanması, yataq dəstlərinin dəyişdirilməsi. Növbəli iş qrafiki.")
r("smartjob:7502","Cleaning Staff","ISS Facility Services","Baku","Bakı",None,"Full-time","Entry level","Facility management",420,450,"AZN",
  "ISS is hiring cleaning staff for a corporate office in Baku. No experience needed, training provided. Monday-Friday.")
r("smartjob:7503","Data Cleaning Analyst","DataHub Azerbaijan","Baku",None,None,"Full-time","Junior","Data / Analytics",1200,1600,"AZN",
  "Clean, validate and deduplicate customer datasets. SQL and Python (pandas) required.")
r("jobsearch:7503","XADİMƏ","Sumqayıt Şəhər Xəstəxanası","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"Xidmət",350,None,"AZN",
  "Xəstəxananın şöbələrinə xadimə tələb olunur. Növbəli iş.")

# ---- security guards
r("boss:7506","Mühafizəçi","Park Bulvar TM","Bakı, Səbail r.","Bakı","Səbail",None,None,"Təhlükəsizlik",500,None,"AZN",
  "Ticarət mərkəzinə mühafizəçilər tələb olunur. Növbə 24/48. Hərbi xidmət keçmiş kişilər.")
r("boss:7507","Mühafizəçi (Gəncə filialı)","Kapital Bank","Gəncə","Gəncə",None,None,None,"Təhlükəsizlik",600,None,"AZN",
  "Bankın Gəncə filialına mühafizəçi. Rəsmi əmək müqaviləsi, tibbi sığorta.")
r("boss:7508","Mühasib","Qalxan Mühafizə Xidməti MMC","Bakı, Nizami r.","Bakı","Nizami",None,None,"Maliyyə",900,1100,"AZN",
  "Mühafizə şirkətinə mühasib tələb olunur. 1C proqramını bilmək, vergi bəyannamələrinin hazırlanması, əməkhaqqı hesablanması.")
r("jobsearch:7504","MÜHAFİZƏ İŞÇİSİ","Azərsun Holding","Bakı, Qaradağ","Bakı","Qaradağ","FULL_TIME",None,"Təhlükəsizlik",550,None,"AZN",
  "Zavod ərazisinin mühafizəsi, giriş-çıxışa nəzarət. Növbəli iş, servis var.")
r("position:7504","Охранник","ЧОП Qalxan","Баку, Ясамальский р-н","Bakı","Yasamal","Полная занятость",None,"Охрана / Безопасность",600,None,"AZN",
  "Требуются охранники на объект. График сутки через двое. Мужчины 25-50 лет.")
r("position:7505","Инженер систем безопасности (видеонаблюдение)","Smart Security Systems","Баку",None,None,"Полная занятость","Специалист","Инженерия",1300,1700,"AZN",
  "Проектирование и монтаж систем видеонаблюдения и контроля доступа. Высшее техническое образование.")
r("hellojob:7504","Qarovulçu (gecə)","Ağ Şəhər Tikinti","Bakı, Xətai","Bakı","Xətai","Full-time",None,"Təhlükəsizlik",400,None,"AZN",
  "Tikinti obyektinə gecə qarovulçusu. İş saatı 20:00-08:00.")
r("smartjob:7504","Security Officer","Baku White City","Baku","Bakı",None,"Full-time",None,"Security",800,None,"AZN",
  "Patrol of the residential complex, access control, incident reporting. Basic English is a plus.")
r("smartjob:7505","Information Security Specialist","Pasha Bank","Baku",None,None,"Full-time","Mid-level","IT",2500,3500,"AZN",
  "SIEM monitoring, vulnerability management, ISO 27001. 3+ years in cybersecurity.")

# ---- loaders / warehouse
r("boss:7509","Yükdaşıyan (fəhlə)","Araz Supermarket","Bakı, Binəqədi r.","Bakı","Binəqədi",None,None,"Fəhlə",450,500,"AZN",
  "Anbara yükdaşıyan fəhlələr tələb olunur. Malların maşınlardan boşaldılması və rəflərə yığılması. Gündəlik yemək.")
r("boss:7510","Yük maşını sürücüsü","Araz Logistika","Bakı",None,None,None,None,"Nəqliyyat",900,1100,"AZN",
  "C kateqoriyalı sürücülük vəsiqəsi ilə yük maşını sürücüsü. Respublika daxili reyslər.")
r("position:7506","Грузчик","Логистический центр Xırdalan","Хырдалан","Xırdalan",None,"Полная занятость",None,"Рабочий персонал",500,550,"AZN",
  "Требуются грузчики на склад. Погрузка и разгрузка товаров, работа посменно. Оплата два раза в месяц.")
r("position:7507","Водитель погрузчика","Логистический центр Xırdalan","Хырдалан","Xırdalan",None,"Полная занятость",None,"Рабочий персонал",700,800,"AZN",
  "Водитель вилочного погрузчика на склад. Наличие удостоверения тракториста-машиниста.")
r("jobsearch:7505","ANBAR FƏHLƏSİ","Azərsun Holding","Xırdalan","Xırdalan",None,"FULL_TIME",None,"Fəhlə",480,None,"AZN",
  "Anbarda yükləmə-boşaltma işləri, palletlərin yığılması. Servis xidməti var.")
r("hellojob:7505","Yükləyici (Loader)","DHL Azerbaijan","Bakı, Binəqədi","Bakı","Binəqədi","Full-time",None,"Logistika",550,None,"AZN",
  "Bağlamaların çeşidlənməsi və yüklənməsi. Fiziki cəhətdən sağlam kişilər.")
r("smartjob:7506","Warehouse Worker","Kontakt Home","Baku","Bakı",None,"Full-time","Entry level","Logistics",520,None,"AZN",
  "Loading and unloading of goods, stock picking, keeping the warehouse tidy. Shift work.")

# ---- couriers
r("boss:7511","Kuryer","Wolt","Bakı",None,None,None,None,"Çatdırılma",600,1200,"AZN",
  "Velosiped, moped və ya avtomobillə sifarişlərin çatdırılması. Sərbəst qrafik, həftəlik ödəniş.")
r("boss:7512","Çatdırılma işçisi","Bazarstore","Sumqayıt","Sumqayıt",None,None,None,"Çatdırılma",500,None,"AZN",
  "Onlayn sifarişlərin müştərilərə çatdırılması, şirkət avtomobili verilir.")
r("hellojob:7506","Piyada kuryer","Kapital Bank","Bakı, Nəsimi","Bakı","Nəsimi","Full-time",None,"İnzibati",450,None,"AZN",
  "Sənədlərin filiallar arasında çatdırılması. Metro kartı ödənilir.")
r("hellojob:7507","Operator (kuryer xidməti)","Express Kuryer MMC","Bakı",None,None,"Full-time",None,"Müştəri xidməti",500,None,"AZN",
  "Kuryer xidmətinin sifarişlərinin qəbulu, kuryerlər arasında bölüşdürülməsi, zənglərin cavablandırılması.")
r("jobsearch:7506","KURYER (ŞƏXSİ AVTOMOBİLLƏ)","Bolt Food","Bakı, Xırdalan","Xırdalan",None,"PART_TIME",None,"Çatdırılma",700,1500,"AZN",
  "Şəxsi avtomobili olan kuryerlər. İstənilən saatda işləmək imkanı.")
r("position:7508","Курьер-доставщик","Yango Deli","Баку, Наримановский р-н","Bakı","Nərimanov","Частичная занятость",None,"Доставка",600,900,"AZN",
  "Доставка продуктов пешком или на велосипеде в радиусе 3 км. Гибкий график, подходит студентам.")
r("smartjob:7507","Delivery Courier","Express Delivery LLC","Baku",None,None,"Full-time",None,"Logistics",650,None,"AZN",
  "Deliver parcels across Baku using company scooter. Valid license category A or B.")
r("smartjob:7508","Courier Operations Manager","Wolt","Baku",None,None,"Full-time","Senior","Operations",2500,3000,"AZN",
  "Manage courier partner fleet, onboarding and performance. 4+ years in operations.")

# ---- cooks and kitchen
r("boss:7513","Aşpaz köməkçisi","Dolma Restoran","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Restoran, turizm",450,500,"AZN",
  "Mətbəxə aşpaz köməkçisi. Tərəvəzlərin doğranması, hazırlıq işləri, təmizliyə nəzarət. Təcrübəsiz namizədlər də qəbul edilir.")
r("boss:7514","Qabyuyan","Dolma Restoran","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Restoran, turizm",400,None,"AZN",
  "Restoran mətbəxinə qabyuyan tələb olunur. Növbəli iş.")
r("position:7509","Помощник повара","Кафе Ренессанс","Баку","Bakı",None,"Полная занятость",None,"Рестораны / Общепит",450,550,"AZN",
  "Требуется помощник повара в кафе. Заготовки, нарезка, помощь на горячем цехе. Можно без опыта.")
r("position:7510","Повар горячего цеха","Ресторан Шуша","Баку","Bakı",None,"Полная занятость",None,"Рестораны / Общепит",900,1200,"AZN",
  "Приготовление блюд азербайджанской и европейской кухни. Опыт от 3 лет.")
r("jobsearch:7507","AŞPAZ KÖMƏKÇİSİ / QABYUYAN","Şirvanşah Muzey Restoran","Bakı, Nərimanov","Bakı","Nərimanov","FULL_TIME","Təcrübəsiz","Xidmət",420,None,"AZN",
  "Restoran mətbəxində köməkçi işlər və qabların yuyulması.")
r("hellojob:7508","Aşpaz (milli mətbəx)","Nargiz Restaurant","Bakı, Səbail","Bakı","Səbail","Full-time","Mütəxəssis","Restoran və otel işi",1000,1300,"AZN",
  "Milli mətbəx üzrə təcrübəli aşpaz: plov, dolma, kabab. Ən azı 5 il təcrübə.")
r("hellojob:7509","Mətbəx mebeli satıcısı","Mebel Dünyası","Bakı, Xətai","Bakı","Xətai","Full-time",None,"Satış",600,900,"AZN",
  "Mətbəx mebelinin satışı, müştərilərə məsləhət, sifarişlərin rəsmiləşdirilməsi.")
r("smartjob:7509","Sous Chef","Four Seasons Hotel Baku","Baku","Bakı",None,"Full-time","Senior","Hospitality",1800,2200,"AZN",
  "Assist the Executive Chef, supervise kitchen brigade, menu development.")

# ---- nannies
r("boss:7516","Dayə","Özəl şəxs","Bakı, Yasamal r.","Bakı","Yasamal",None,None,"Ev işləri",500,600,"AZN",
  "2 yaşlı uşağa baxmaq üçün dayə tələb olunur. İş saatı 09:00-19:00, həftə sonu istirahət. Tövsiyə məktubu olan xanımlar.")
r("boss:7517","Baxıcı (yaşlı qadına qulluq)","Özəl şəxs","Bakı, Nərimanov r.","Bakı","Nərimanov",None,None,"Ev işləri",500,None,"AZN",
  "Yataq xəstəsi olan yaşlı qadına qulluq üçün baxıcı. Evdə qalmaqla.")
r("position:7511","Няня для ребенка 3 лет",None,"Баку, Наримановский р-н","Bakı","Nərimanov","Полная занятость",None,"Домашний персонал",600,700,"AZN",
  "Ищем няню для девочки 3 лет. С понедельника по пятницу, знание русского языка обязательно.")
r("position:7512","Продавец детских товаров","Baby Shop","Баку, Ясамальский р-н","Bakı","Yasamal","Полная занятость",None,"Продажи",450,500,"AZN",
  "Продажа детской одежды и игрушек, консультация родителей. Опыт работы с детскими товарами приветствуется.")
r("hellojob:7510","Dayə-tərbiyəçi (rus dilli)",None,"Bakı, Nəsimi","Bakı","Nəsimi","Full-time",None,"Ev işləri",700,800,"AZN",
  "5 yaşlı uşaq üçün rus dilində danışan dayə-tərbiyəçi. Uşağı bağçadan götürmək, dərslərə hazırlaşmaq.")
r("smartjob:7510","Nanny / Babysitter (English speaking)",None,"Baku",None,None,"Part-time",None,"Household",10,None,"AZN",
  "Expat family is looking for an English-speaking babysitter for two kids, afternoons and some evenings. 10 AZN per hour.")
r("jobsearch:7508","UŞAQ BAĞÇASINA TƏRBİYƏÇİ","Günəş Özəl Bağçası","Bakı, Yasamal","Bakı","Yasamal","FULL_TIME",None,"Təhsil",600,None,"AZN",
  "Özəl uşaq bağçasına tərbiyəçi. Pedaqoji təhsil tələb olunur.")

# ---- car wash
r("boss:7518","Avtoyuma işçisi","Premium Car Wash","Bakı, Xətai r.","Bakı","Xətai",None,None,"Avto",400,700,"AZN",
  "Avtoyumaya işçilər tələb olunur. Maşınların yuyulması, salonun təmizlənməsi. Faizlə ödəniş.")
r("boss:7519","Avtoyuma avadanlıqları üzrə satış meneceri","Karcher Azərbaycan","Bakı",None,None,None,None,"Satış",900,1300,"AZN",
  "Avtoyuma avadanlıqlarının və kimyəvi vasitələrin korporativ müştərilərə satışı.")
r("position:7513","Мойщик автомобилей","Автомойка Lux","Баку, Бинагадинский р-н","Bakı","Binəqədi","Полная занятость",None,"Рабочий персонал",500,800,"AZN",
  "На автомойку требуются мойщики. Оплата процент от выручки, ежедневные выплаты.")
r("jobsearch:7509","MAŞIN YUYAN (AVTOYUMA)","Sumqayıt Avto Servis","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"Avto",450,None,"AZN",
  "Avtoyumaya maşın yuyan işçi tələb olunur.")
r("hellojob:7511","Detailing ustası","Detailing Studio Baku","Bakı, Yasamal","Bakı","Yasamal","Full-time",None,"Avto",800,1200,"AZN",
  "Avtomobillərin polirovkası, keramika örtüyü, salonun kimyəvi təmizlənməsi.")
r("smartjob:7511","Car Sales Consultant","Toyota Center Baku","Baku",None,None,"Full-time",None,"Sales",900,None,"AZN",
  "Sell new cars in the showroom, test drives, financing options.")

# ---- builders
r("boss:7520","İnşaat fəhləsi","Akkord İnşaat","Bakı, Xəzər r.","Bakı","Xəzər",None,None,"Tikinti",600,800,"AZN",
  "Tikinti obyektinə fəhlələr tələb olunur. Gündəlik ödəniş də mümkündür.")
r("boss:7521","Kafelçi usta",None,"Bakı",None,None,None,None,"Tikinti",None,None,None,
  "Təmir işləri üçün kafel ustası axtarılır, mənzil 3 otaq. Qiymət razılaşma ilə.")
r("boss:7522","Mühasib (inşaat şirkəti)","Akkord İnşaat","Bakı, Xəzər r.","Bakı","Xəzər",None,None,"Maliyyə",1000,1200,"AZN",
  "İnşaat şirkətinə mühasib. Smeta və aktların uçotu, 1C, vergi hesabatları.")
r("position:7514","Строитель-отделочник","Гилан Строй","Баку, Хазарский р-н","Bakı","Xəzər","Полная занятость",None,"Строительство",700,1000,"AZN",
  "Требуются строители-отделочники: штукатурка, шпаклёвка, покраска. Проживание на объекте.")
r("jobsearch:7510","MALYAR-SUVAQÇI USTASI","Gilan Tikinti","Bakı, Abşeron","Bakı",None,"FULL_TIME",None,"Tikinti",800,None,"AZN",
  "Yaşayış kompleksinə malyar və suvaqçı ustalar.")
r("hellojob:7512","İnşaat mühəndisi","Pasha Construction","Bakı","Bakı",None,"Full-time","Mütəxəssis","Mühəndislik",1800,2500,"AZN",
  "Tikinti layihələrinin texniki nəzarəti, AutoCAD, ən azı 3 il təcrübə.")
r("smartjob:7512","Construction Site Supervisor","Pasha Construction","Baku",None,None,"Full-time","Senior","Construction",2200,None,"AZN",
  "Supervise subcontractors and workers on site, HSE compliance.")

# ---- tailors
r("boss:7523","Dərzi","Moda Atelye","Bakı, Nizami r.","Bakı","Nizami",None,None,"Tekstil",500,800,"AZN",
  "Ateleyə təcrübəli dərzi tələb olunur. Paltarların tikilməsi və düzəlişi.")
r("boss:7524","Tikiş maşınları təmirçisi","Az-Tekstil","Gəncə","Gəncə",None,None,None,"Texniki",700,None,"AZN",
  "Sexdə sənaye tikiş maşınlarının təmiri və sazlanması.")
r("position:7515","Швея","Швейный цех Zeyneb","Баку, Бинагадинский р-н","Bakı","Binəqədi","Полная занятость",None,"Производство",450,700,"AZN",
  "В швейный цех требуются швеи, оплата сдельная.")
r("jobsearch:7511","TİKİŞÇİ (SEXƏ)","Az-Tekstil","Gəncə","Gəncə",None,"FULL_TIME",None,"İstehsalat",450,None,"AZN",
  "Tekstil sexinə tikişçi xanımlar. Servis və nahar.")
r("hellojob:7513","Dərzi (kişi kostyumları)","Gentleman Atelye","Bakı, Nəsimi","Bakı","Nəsimi","Full-time",None,"Tekstil",900,None,"AZN",
  "Kişi kostyumlarının fərdi ölçü ilə tikilməsi.")
r("smartjob:7513","Fashion Designer","Baku Fashion House","Baku",None,None,"Full-time",None,"Design",1200,None,"AZN",
  "Design seasonal collections, technical sketches, work with the sewing workshop.")

# ---- hairdressers / beauty
r("boss:7525","Bərbər (kişi)","Gentlemen Barbershop","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Gözəllik",600,1200,"AZN",
  "Kişi bərbəri tələb olunur, faizlə işləmək. Saqqal düzəltmək bacarığı.")
r("boss:7526","Bərbər ustası","Sumqayıt Gözəllik","Sumqayıt","Sumqayıt",None,None,None,"Gözəllik",None,None,None,
  "Qadın və kişi bərbəri, faiz əsasında.")
r("position:7516","Парикмахер-универсал","Салон красоты Lady","Баку","Bakı",None,"Полная занятость",None,"Красота",600,1000,"AZN",
  "В салон красоты требуется парикмахер-универсал. Процент 40%.")
r("hellojob:7514","Qadın bərbəri (stilist)","Aysel Gözəllik Salonu","Bakı, Yasamal","Bakı","Yasamal","Full-time",None,"Gözəllik",700,None,"AZN",
  "Saç kəsimi, boyama, ukladka. Portfolio tələb olunur.")
r("jobsearch:7512","MANİKÜR USTASI","Aysel Gözəllik Salonu","Bakı, Yasamal","Bakı","Yasamal","FULL_TIME",None,"Gözəllik",500,None,"AZN",
  "Gözəllik salonuna manikür-pedikür ustası.")
r("smartjob:7514","Salon Receptionist","Aysel Beauty Salon","Baku",None,None,"Full-time",None,"Administration",500,None,"AZN",
  "Welcome clients of the hair salon, bookings, payments.")

# ---- sellers
r("boss:7527","Satıcı","Araz Supermarket","Bakı, Nərimanov r.","Bakı","Nərimanov",None,None,"Satış",450,None,"AZN",
  "Supermarketə satıcılar tələb olunur. Növbəli iş, 2/2.")
r("boss:7528","Geyim mağazasına satıcı xanım","LC Waikiki","Bakı, Gənclik Mall","Bakı","Nərimanov",None,None,"Satış",500,600,"AZN",
  "Geyim mağazasına satıcı-məsləhətçi xanımlar. Yaş 18-30.")
r("boss:7529","Satış meneceri (B2B)","Gilan Holding","Bakı",None,None,None,None,"Satış",1200,2000,"AZN",
  "Korporativ müştərilərlə işləmək, müqavilələrin bağlanması, satış planının icrası.")
r("position:7517","Продавец-консультант","Kontakt Home","Баку, 28 Mall","Bakı","Nəsimi","Полная занятость",None,"Продажи",550,800,"AZN",
  "Консультирование покупателей по бытовой технике, выкладка товара.")
r("position:7518","Менеджер по продажам","Azeri Trade","Баку",None,None,"Полная занятость","Специалист","Продажи",1000,1500,"AZN",
  "Поиск новых клиентов, ведение переговоров, выполнение плана продаж.")
r("jobsearch:7513","SATIŞ MƏSLƏHƏTÇİSİ","Baku Electronics","Gəncə","Gəncə",None,"FULL_TIME",None,"Satış",500,700,"AZN",
  "Gəncə filialına satış məsləhətçisi.")
r("hellojob:7515","Satıcı-kassir","Bravo Supermarket","Bakı, Yasamal","Bakı","Yasamal","Full-time",None,"Satış",500,None,"AZN",
  "Satış zalında işləmək və kassada ödənişlərin qəbulu.")
r("hellojob:7516","Satınalma mütəxəssisi","Azərsun Holding","Bakı",None,None,"Full-time","Mütəxəssis","Təchizat",1300,1600,"AZN",
  "Təchizatçılarla danışıqlar, satınalma sifarişlərinin hazırlanması.")
r("smartjob:7515","Sales Associate","Zara Azerbaijan","Baku, Port Baku Mall","Bakı","Səbail","Full-time","Entry level","Retail",600,None,"AZN",
  "Help customers on the shop floor, fitting rooms, cash desk rotation.")

# ---- call centre / operators
r("boss:7530","Call-center operatoru","Azercell","Bakı",None,None,None,None,"Müştəri xidməti",600,800,"AZN",
  "Abunəçilərin zənglərinin cavablandırılması, Azərbaycan və rus dillərini bilmək.")
r("boss:7531","1C operatoru","Gilan Holding","Bakı",None,None,None,None,"Maliyyə",600,None,"AZN",
  "1C proqramında sənədlərin daxil edilməsi, mühasibat şöbəsinə kömək.")
r("position:7519","Оператор call-центра","Bakcell","Баку","Bakı",None,"Полная занятость",None,"Обслуживание клиентов",650,850,"AZN",
  "Приём входящих звонков, консультирование абонентов. Сменный график.")
r("position:7520","Оператор АЗС","SOCAR Petroleum","Баку, Сабунчинский р-н","Bakı","Sabunçu","Полная занятость",None,"Рабочий персонал",500,None,"AZN",
  "Заправка автомобилей, приём оплаты на АЗС.")
r("jobsearch:7514","ZƏNG MƏRKƏZİ OPERATORU (RUS DİLİ)","Kapital Bank","Bakı","Bakı",None,"FULL_TIME","Kiçik mütəxəssis","Müştəri xidməti",700,None,"AZN",
  "Bankın zəng mərkəzinə rus dilini mükəmməl bilən operator.")
r("jobsearch:7515","CNC OPERATORU","Baku Steel Company","Bakı, Qaradağ","Bakı","Qaradağ","FULL_TIME",None,"İstehsalat",900,None,"AZN",
  "CNC dəzgahlarında işləmə, texniki çertyojları oxumaq.")
r("hellojob:7517","Call center operator (part-time, tələbələr üçün)","Umico","Bakı, Nəsimi","Bakı","Nəsimi","Part-time","Təcrübəsiz","Müştəri xidməti",400,None,"AZN",
  "Tələbələr üçün yarım günlük iş, təcrübə tələb olunmur.")
r("hellojob:7518","Kran operatoru","Baku Shipyard","Bakı, Qaradağ","Bakı","Qaradağ","Full-time",None,"Mühəndislik",1200,None,"AZN",
  "Qüllə kranının idarə edilməsi, sertifikat tələb olunur.")
r("smartjob:7516","Customer Support Agent (Russian speaking) - Remote","TeleTech Global","Remote",None,None,"Full-time","Entry level","Customer service",800,1000,"USD",
  "Handle customer chats and calls from home. Russian fluent, English intermediate.", remote=True)

# ---- drivers
r("boss:7532","Taksi sürücüsü","Bakı Taksi Xidməti","Bakı",None,None,None,None,"Nəqliyyat",800,1500,"AZN",
  "Şirkət avtomobili ilə taksi sürücüsü. Gündəlik plan.")
r("boss:7533","Direktorun şəxsi sürücüsü","Gilan Holding","Bakı",None,None,None,None,"Nəqliyyat",1000,None,"AZN",
  "Şirkət rəhbərinin şəxsi sürücüsü, ən azı 10 il stajı.")
r("boss:7534","Sürücülük kursunda təlimatçı","Avtoməktəb Yol","Bakı, Nizami r.","Bakı","Nizami",None,None,"Təhsil",700,None,"AZN",
  "Sürücülük kursuna praktiki təlimatçı.")
r("position:7521","Водитель категории C","Azərsun Logistika","Баку",None,None,"Полная занятость",None,"Транспорт",1000,None,"AZN",
  "Водитель грузового автомобиля, рейсы по Азербайджану.")
r("position:7522","Диспетчер такси","Такси 189","Баку",None,None,"Полная занятость",None,"Транспорт",500,None,"AZN",
  "Приём заказов такси по телефону, распределение водителям.")
r("jobsearch:7516","SÜRÜCÜ-EKSPEDİTOR","Coca-Cola Bottlers Azerbaijan","Xırdalan","Xırdalan",None,"FULL_TIME",None,"Nəqliyyat",800,None,"AZN",
  "Məhsulların mağazalara çatdırılması, B və C kateqoriyası.")
r("hellojob:7519","Taksi sürücüsü (öz avtomobili ilə)","Bolt partner park","Bakı",None,None,"Part-time",None,"Nəqliyyat",None,None,None,
  "Öz avtomobili olan sürücülər üçün sərbəst qrafik.")
r("smartjob:7517","Driver","UN Office in Azerbaijan","Baku",None,None,"Full-time",None,"Transport",1400,None,"AZN",
  "Drive UN staff, maintain vehicle logbook. English required.")
r("smartjob:7518","Linux Driver Developer","Embedded Labs","Remote",None,None,"Contract","Senior","IT",4000,5000,"USD",
  "Develop Linux kernel device drivers for embedded boards.", remote=True)
r("jobsearch:7526","SÜRÜCÜ","Sumqayıt Kimya Zavodu","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"Nəqliyyat",700,None,"AZN",
  "Zavodun servis avtobusu üçün sürücü, D kateqoriyası.")

# ---- accountants
r("jobsearch:7517","MÜHASİB","Azərsun Holding","Bakı","Bakı",None,"FULL_TIME","Mütəxəssis","Maliyyə",1000,1300,"AZN",
  "İlkin sənədlərin uçotu, 1C, vergi hesabatları.")
r("boss:7535","Baş mühasib","Gilan Holding","Bakı",None,None,None,None,"Maliyyə",2000,2500,"AZN",
  "Şirkətin mühasibat uçotunun tam idarə edilməsi, maliyyə hesabatları.")
r("hellojob:7520","Kiçik mühasib","PwC Azerbaijan","Bakı, Səbail","Bakı","Səbail","Full-time","Kiçik mütəxəssis","Maliyyə",800,None,"AZN",
  "Baş mühasibə kömək, ilkin sənədlərin daxil edilməsi.")
r("position:7523","Бухгалтер","Unibank","Баку","Bakı",None,"Полная занятость","Специалист","Финансы / Бухгалтерия",1100,1400,"AZN",
  "Ведение бухгалтерского учёта, налоговая отчётность.")
r("position:7524","Главный бухгалтер","Baku Steel Company","Баку",None,None,"Полная занятость","Руководитель","Финансы / Бухгалтерия",2500,3000,"AZN",
  "Руководство бухгалтерией, МСФО.")
r("smartjob:7519","Accountant (IFRS)","Deloitte Azerbaijan","Baku",None,None,"Full-time","Mid-level","Finance",1500,2000,"AZN",
  "Prepare IFRS financial statements, reconciliations.")
r("jobsearch:7518","MÜHASİB (TƏCRÜBƏSİZ, TƏLƏBƏLƏR ÜÇÜN)","Kapital Bank","Bakı","Bakı",None,"INTERN","Təcrübəçi","Maliyyə",400,None,"AZN",
  "Təcrübə proqramı, tələbələr və məzunlar üçün.")
r("hellojob:7521","1C proqramçısı","Soft Line","Bakı",None,None,"Full-time","Mütəxəssis","IT",1500,2000,"AZN",
  "1C:Enterprise konfiqurasiyaları, mühasibat uçotu modullarının işlənməsi.")
r("smartjob:7520","Audit Associate","KPMG Azerbaijan","Baku",None,None,"Full-time","Junior","Audit",1200,None,"AZN",
  "External audit engagements; ACCA students welcome.")

# ---- programmers
r("smartjob:7521","Junior Backend Developer (Python)","Kapital Bank","Baku",None,None,"Full-time","Junior","IT",1200,1800,"AZN",
  "Django/FastAPI services, REST APIs.")
r("smartjob:7522","Senior Frontend Developer (React) - Remote","Remote EU Startup","Remote",None,None,"Full-time","Senior","IT",3500,5000,"USD",
  "React, TypeScript, 5+ years.", remote=True)
r("hellojob:7522","Proqramçı (PHP)","Web Studio Az","Bakı, Nəsimi","Bakı","Nəsimi","Full-time","Mütəxəssis","IT",1500,2200,"AZN",
  "Laravel, MySQL, veb saytların işlənməsi.")
r("position:7525","Ведущий программист 1С","Azeri Trade","Баку",None,None,"Полная занятость","Ведущий специалист","IT",3000,None,"AZN",
  "Разработка и сопровождение 1С.")
r("jobsearch:7519","PROQRAMÇI (JAVA)","ABB Bank","Bakı","Bakı",None,"FULL_TIME","Kiçik mütəxəssis","İT",1300,None,"AZN",
  "Java Spring, bank sistemləri.")
r("boss:7536","Mobil tətbiq proqramçısı (Flutter)","Start Az","Bakı",None,None,None,None,"İT",1800,2500,"AZN",
  "Flutter ilə mobil tətbiqlərin hazırlanması, uzaqdan iş mümkündür.", remote=True)
r("boss:7537","Proqramlaşdırma müəllimi (uşaqlar üçün)","Kod Akademiya","Bakı, Yasamal r.","Bakı","Yasamal",None,None,"Təhsil",800,None,"AZN",
  "10-15 yaşlı uşaqlara Scratch və Python dərsləri.")
r("smartjob:7523","IT Project Manager","Azercell","Baku",None,None,"Full-time","Senior","IT",3000,None,"AZN",
  "Manage software development projects with developers and vendors.")

# ---- teachers
r("boss:7538","İngilis dili müəllimi","Kembric Tədris Mərkəzi","Bakı, Yasamal r.","Bakı","Yasamal",None,None,"Təhsil",700,1000,"AZN",
  "Tədris mərkəzinə ingilis dili müəllimi.")
r("boss:7539","Tədris mərkəzinə administrator","Kembric Tədris Mərkəzi","Bakı, Yasamal r.","Bakı","Yasamal",None,None,"İnzibati",500,None,"AZN",
  "Qeydiyyat, zənglər, müəllimlərin cədvəli.")
r("position:7526","Учитель математики","Школа Lider","Баку",None,None,"Полная занятость",None,"Образование",800,None,"AZN",
  "Учитель математики в русский сектор.")
r("jobsearch:7520","RİYAZİYYAT MÜƏLLİMİ","Zəka Kursları","Sumqayıt","Sumqayıt",None,"PART_TIME",None,"Təhsil",500,None,"AZN",
  "Abituriyent qruplarına riyaziyyat dərsi.")
r("hellojob:7523","Rus dili müəllimi (part-time)","Lingva Center","Bakı, Nəsimi","Bakı","Nəsimi","Part-time",None,"Təhsil",400,None,"AZN",
  "Axşam qruplarına rus dili dərsləri.")
r("smartjob:7524","English Teacher (IELTS)","British Council Azerbaijan","Baku",None,None,"Full-time",None,"Education",1500,None,"AZN",
  "Teach IELTS preparation courses.")

# ---- health
r("position:7527","Медсестра","Клиника Medistyle","Баку","Bakı",None,"Полная занятость",None,"Медицина",600,800,"AZN",
  "Процедурная медсестра.")
r("boss:7540","Tibb bacısı","Mərkəzi Klinika","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Tibb",600,None,"AZN",
  "Klinikaya tibb bacısı.")
r("hellojob:7524","Tibb bacısı (gecə növbəsi)","Gəncə Şəhər Xəstəxanası","Gəncə","Gəncə",None,"Full-time",None,"Tibb",500,None,"AZN",
  "Gecə növbəsində işləmək üçün tibb bacısı.")
r("smartjob:7525","Registered Nurse","American Hospital Baku","Baku",None,None,"Full-time",None,"Healthcare",1200,None,"AZN",
  "Inpatient ward nurse, English B2.")
r("jobsearch:7521","HƏKİM-TERAPEVT","Mərkəzi Klinika","Bakı","Bakı",None,"FULL_TIME",None,"Tibb",1500,None,"AZN",
  "Terapevt həkim.")
r("boss:7541","Tibbi nümayəndə","Pharma Az","Bakı",None,None,None,None,"Satış",1000,None,"AZN",
  "Dərman preparatlarının həkimlərə təqdimatı.")

# ---- cashiers
r("boss:7542","Kassir","Bravo Supermarket","Bakı, Xətai r.","Bakı","Xətai",None,None,"Satış",500,None,"AZN",
  "Supermarketə kassir.")
r("position:7528","Кассир","Bazarstore","Баку, Ясамальский р-н","Bakı","Yasamal","Полная занятость",None,"Торговля",500,None,"AZN",
  "Кассир в супермаркет.")
r("jobsearch:7522","KASSİR-OPERATOR","Kapital Bank","Bakı","Bakı",None,"FULL_TIME","Kiçik mütəxəssis","Bank",700,None,"AZN",
  "Bank filialında kassa əməliyyatları.")
r("boss:7543","Kassa aparatlarının satışı üzrə menecer","Kassa Servis MMC","Bakı",None,None,None,None,"Satış",800,None,"AZN",
  "Kassa aparatlarının mağazalara satışı.")

# ---- bar
r("hellojob:7525","Barista","Coffee Moffie","Bakı, Nəsimi","Bakı","Nəsimi","Full-time",None,"Restoran və otel işi",500,None,"AZN",
  "Kofe hazırlanması, təcrübəsiz də qəbul.")
r("position:7529","Бармен","Бар Old City","Баку, Сабаильский р-н","Bakı","Səbail","Полная занятость",None,"Рестораны / Общепит",600,None,"AZN",
  "Бармен в бар, ночные смены.")

# ---- warehouse keeper
r("boss:7544","Anbardar","Bazarstore","Xırdalan","Xırdalan",None,None,None,"Logistika",700,None,"AZN",
  "Anbarın uçotu, malların qəbulu və buraxılışı.")
r("position:7530","Кладовщик","Azeri Trade","Баку",None,None,"Полная занятость",None,"Склад",650,None,"AZN",
  "Приёмка и отгрузка товара, учёт.")

# ---- trades
r("boss:7545","Elektrik","Port Baku Residence","Bakı, Səbail r.","Bakı","Səbail",None,None,"Texniki",700,None,"AZN",
  "Yaşayış kompleksinə elektrik ustası.")
r("position:7531","Сантехник","УК Ağ Şəhər","Баку, Хатаинский р-н","Bakı","Xətai","Полная занятость",None,"Рабочий персонал",700,None,"AZN",
  "Сантехник в управляющую компанию.")
r("jobsearch:7523","QAYNAQÇI","SOCAR Polymer","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"İstehsalat",1200,None,"AZN",
  "Argon qaynaqçısı, sertifikat.")
r("boss:7546","Santexnik ustası",None,"Bakı",None,None,None,None,"Texniki",None,None,None,
  "Mənzil təmiri üçün santexnik.")
r("smartjob:7527","Electrical Engineer","bp Azerbaijan","Baku",None,None,"Full-time","Senior","Engineering",4000,None,"USD",
  "Offshore platform electrical systems.")

# ---- office / other
r("hellojob:7526","Satış meneceri","Baku Electronics","Bakı","Bakı",None,"Full-time","Kiçik mütəxəssis","Satış",800,None,"AZN",
  "Korporativ satışlar, təcrübəsi az olanlar da müraciət edə bilər.")
r("jobsearch:7524","BAŞ SATIŞ MENECERİ","Azərsun Holding","Bakı","Bakı",None,"FULL_TIME","Baş mütəxəssis","Satış",2000,None,"AZN",
  "Satış komandasının idarə olunması.")
r("position:7532","Ведущий специалист по продажам","Bakcell","Баку",None,None,"Полная занятость","Ведущий специалист","Продажи",1800,None,"AZN",
  "Продажи корпоративным клиентам.")
r("smartjob:7528","Marketing Intern","Pasha Holding","Baku",None,None,"Internship","Intern","Marketing",300,None,"AZN",
  "3-month paid internship for students.")
r("hellojob:7527","HR mütəxəssisi (təcrübəsiz)","Umico","Bakı",None,None,"Full-time","Təcrübəsiz","İnsan resursları",600,None,"AZN",
  "Məzunlar üçün HR vakansiyası.")
r("position:7533","Юрист (удалённо)","Legal Online","Удалённо",None,None,"Полная занятость","Специалист","Юриспруденция",1500,None,"AZN",
  "Консультации клиентов онлайн, подготовка договоров.", remote=True)
r("boss:7547","Hüquqşünas","Gilan Holding","Bakı",None,None,None,None,"Hüquq",1500,None,"AZN",
  "Müqavilələrin hazırlanması.")
r("smartjob:7529","Translator (Azerbaijani-English), remote","LinguaBridge","Remote",None,None,"Contract",None,"Translation",None,None,None,
  "Freelance written translation.", remote=True)
r("position:7534","Переводчик английского языка","Azeri Trade","Баку",None,None,"Полная занятость",None,"Переводы",1200,None,"AZN",
  "Письменный и устный перевод.")
r("boss:7548","Tərcüməçi (türk dili)","Türk-Az Tikinti","Bakı",None,None,None,None,"Tərcümə",1000,None,"AZN",
  "Türk dili üzrə tərcüməçi.")
r("hellojob:7528","Əczaçı","Zeytun Aptek","Bakı, Yasamal","Bakı","Yasamal","Full-time",None,"Tibb",700,None,"AZN",
  "Aptekə əczaçı.")
r("position:7535","Фармацевт","Аптека Avromed","Баку",None,None,"Полная занятость",None,"Фармацевтика",700,None,"AZN",
  "Фармацевт в аптеку.")
r("jobsearch:7525","ƏCZAÇI (GECƏ NÖVBƏSİ)","Zeytun Aptek","Bakı, Nərimanov","Bakı","Nərimanov","FULL_TIME",None,"Tibb",750,None,"AZN",
  "24 saatlıq aptekə gecə növbəsi.")

# ---- second batch: places, qualifiers, more distractors
r("hellojob:7529","Ofisiant","Gəncə Palace Hotel","Gəncə","Gəncə",None,"Full-time",None,"Restoran və otel işi",450,None,"AZN",
  "Otelin restoranına ofisiantlar. Yataqxana verilir.")
r("position:7536","Официантка в кафе (ночные смены)","Кафе Бахар","Сумгаит","Sumqayıt",None,"Сменный график",None,"Рестораны / Общепит",450,None,"AZN",
  "Требуется официантка, работа в ночную смену с 20:00 до 06:00.")
r("boss:7549","Kuryer (moped ilə)","Yasamal Pizza","Bakı, Yasamal r.","Bakı","Yasamal",None,None,"Çatdırılma",600,None,"AZN",
  "Pizzaların çatdırılması, moped şirkətindir.")
r("hellojob:7530","Xadimə (yarım gün)","Nəsimi Diş Klinikası","Bakı, Nəsimi","Bakı","Nəsimi","Part-time",None,"Xidmət",250,None,"AZN",
  "Klinikaya yarım günlük xadimə, 14:00-19:00.")
r("boss:7550","Sürücü","Gəncə Aqro MMC","Gəncə","Gəncə",None,None,None,"Nəqliyyat",700,None,"AZN",
  "Şirkətə B kateqoriyalı sürücü, rayonlara ezamiyyət.")
r("jobsearch:7527","SATICI","Bravo Supermarket","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"Satış",450,None,"AZN",
  "Sumqayıt filialına satıcılar.")
r("jobsearch:7528","MÜHAFİZƏÇİ","Sumqayıt Texnoparkı","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"Təhlükəsizlik",550,None,"AZN",
  "Texnoparkın ərazisinə mühafizəçilər, 24/48.")
r("boss:7551","Mühasib","Kuryer Express MMC","Bakı",None,None,None,None,"Maliyyə",900,None,"AZN",
  "Kuryer şirkətinə mühasib, 1C bilmək.")
r("jobsearch:7529","AŞPAZ","Xəzər Restoranı","Sumqayıt","Sumqayıt",None,"FULL_TIME",None,"Xidmət",800,None,"AZN",
  "Restorana aşpaz, Avropa və milli mətbəx.")
r("position:7537","Разнорабочий на стройку","Sumqayıt İnşaat","Сумгаит","Sumqayıt",None,"Временная работа",None,"Строительство",30,None,"AZN",
  "Разнорабочие на стройку, оплата ежедневно 30 манат.")
r("boss:7552","Gündəlik fəhlə",None,"Bakı, Binəqədi r.","Bakı","Binəqədi",None,None,"Fəhlə",25,30,"AZN",
  "Gündəlik fəhlə lazımdır: yük daşımaq, tikinti tullantılarını çıxarmaq. Gündə 25-30 AZN.")
r("smartjob:7530","Kindergarten Teacher","Baku International Kindergarten","Baku",None,None,"Full-time",None,"Education",1000,None,"AZN",
  "Teach children aged 3-5 in English.")
r("position:7538","Няня-гувернантка со знанием английского",None,"Баку, Сабаильский р-н","Bakı","Səbail","Полная занятость",None,"Домашний персонал",900,1000,"AZN",
  "Семья ищет няню-гувернантку для двух детей, английский язык свободно.")
r("boss:7553","Satıcı (gecə növbəsi)","24 Market","Bakı, Xətai r.","Bakı","Xətai",None,None,"Satış",500,None,"AZN",
  "24 saat açıq markete gecə satıcısı, 20:00-08:00.")
r("jobsearch:7530","SATIŞ OPERATORU (CALL-CENTER)","Umico","Bakı","Bakı",None,"FULL_TIME","Kiçik mütəxəssis","Satış",600,900,"AZN",
  "Telefonla satış, müştəri bazasına zənglər.")
r("position:7540","Оператор колл-центра (удалённо, для студентов)","Bakcell","Удалённо",None,None,"Частичная занятость","Без опыта","Обслуживание клиентов",350,None,"AZN",
  "Удалённая работа оператором, 4 часа в день, подходит студентам.", remote=True)
r("smartjob:7531","Call Center Team Lead","Azercell","Baku",None,None,"Full-time","Senior","Customer service",1500,None,"AZN",
  "Lead a team of 20 call-center operators.")
r("boss:7555","Baş aşpaz","Dolma Restoran","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Restoran, turizm",1800,None,"AZN",
  "Mətbəxin idarə edilməsi, menyu.")
r("hellojob:7532","Junior mühasib","Unibank","Bakı",None,None,"Full-time","Junior","Maliyyə",700,None,"AZN",
  "Yeni məzunlar üçün mühasib vakansiyası.")
r("position:7541","Старший кассир","Bazarstore","Баку",None,None,"Полная занятость","Старший специалист","Торговля",700,None,"AZN",
  "Контроль работы кассиров, инкассация.")
r("boss:7556","Gecə mühafizəçisi","Nəsimi Bazarı","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Təhlükəsizlik",450,None,"AZN",
  "Bazarın gecə mühafizəsi.")
r("smartjob:7532","Part-time Barista (students welcome)","Coffee Moffie","Baku",None,None,"Part-time","Entry level","Hospitality",300,None,"AZN",
  "Evening shifts, students welcome.")
r("jobsearch:7531","TƏCRÜBƏSİZ KURYER","Umico","Bakı","Bakı",None,"FULL_TIME","Təcrübəsiz","Çatdırılma",550,None,"AZN",
  "Təcrübə tələb olunmur, moped verilir.")
r("hellojob:7533","Ofisiant (kişi)","Nargiz Restaurant","Bakı, Səbail","Bakı","Səbail","Full-time",None,"Restoran və otel işi",500,None,"AZN",
  "Restorana kişi ofisiantlar.")
r("position:7542","Водитель-курьер","Azeri Trade","Баку",None,None,"Полная занятость",None,"Транспорт",800,None,"AZN",
  "Доставка документов и товара на автомобиле компании.")
r("boss:7557","Ev köçürmə xidmətinə fəhlələr","Köç Servis","Bakı",None,None,None,None,"Fəhlə",500,700,"AZN",
  "Ev əşyalarının daşınması, mebelin sökülüb-yığılması.")
r("smartjob:7533","Hairdresser","Lush Hair Studio","Baku",None,None,"Full-time",None,"Beauty",800,None,"AZN",
  "Experienced hairdresser for women's haircuts and colouring.")
r("jobsearch:7532","DƏRZİ (EVDƏN İŞ)","Online Atelye","Bakı","Bakı",None,"PART_TIME",None,"Tekstil",None,None,None,
  "Evdən işləmək üçün dərzi, sifarişlə ödəniş.", remote=True)
r("boss:7558","Nəsimi rayonunda mağazaya satıcı","Mini Market Nur","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"Satış",450,None,"AZN",
  "Ərzaq mağazasına satıcı.")
r("position:7543","Бухгалтер","Sumqayıt Kimya Zavodu","Сумгаит","Sumqayıt",None,"Полная занятость",None,"Финансы / Бухгалтерия",1000,None,"AZN",
  "Бухгалтер на завод.")
r("boss:7559","Ofis meneceri","Nəsimi Diş Klinikası","Bakı, Nəsimi r.","Bakı","Nəsimi",None,None,"İnzibati",700,None,"AZN",
  "Klinikanın ofis işinin təşkili, sənədləşmə, zənglər, təchizat.")
r("hellojob:7534","Mühafizə sistemləri üzrə quraşdırıcı","Smart Security Systems","Bakı",None,None,"Full-time",None,"Texniki",800,None,"AZN",
  "Kamera və siqnalizasiya sistemlərinin quraşdırılması.")
r("smartjob:7534","Night Receptionist","Hilton Baku","Baku",None,None,"Full-time",None,"Hospitality",700,None,"AZN",
  "Front desk night shift.")
r("position:7544","Парикмахер (мужской мастер)","Barbershop Boroda","Баку, Ясамальский р-н","Bakı","Yasamal","Полная занятость",None,"Красота",700,None,"AZN",
  "Мужские стрижки, бритьё.")
r("jobsearch:7533","XADİMƏ (KİŞİ, HƏYƏT TƏMİZLİYİ)","Ağ Şəhər Yaşayış Kompleksi","Bakı, Xətai","Bakı","Xətai","FULL_TIME",None,"Xidmət",400,None,"AZN",
  "Həyətin süpürülməsi və təmizliyi üçün kişi işçi.")
