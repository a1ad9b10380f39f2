#!/usr/bin/env python3
"""Expand hand-written compact job records into full Job rows (api-spec.md field table)."""
import json, hashlib

SRC = {
 "boss": ("Boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
 "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{n}"),
 "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{n}"),
 "position": ("Position.az", "https://position.az", "https://position.az/vacancy/{n}"),
 "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
}
# id, title, company, location, salary_from, salary_to, employment_type, description
R = []
def r(i, t, c, loc, sf, st, emp, d): R.append((i, t, c, loc, sf, st, emp, d))

# --- waiters
r("boss:8101","Ofisiant","Dolma Restaurant","Bakı",600,800,"Full-time","Restorana ofisiant tələb olunur. Qrafik 2/2, yemək və servis var. Təcrübə vacib deyil, öyrədilir.")
r("hellojob:8102","Официант","Cafe Mozart","Баку",700,None,"FULL_TIME","Требуется официант(ка) в кафе в центре. График 5/2, зп 700 + чаевые. Опыт не обязателен, обучение на месте.")
r("jobsearch:8103","Ofisiant xanım","Şirvanşah Muzey Restoranı","Bakı, Badamdar",500,None,"Full-time","Xanım ofisiant tələb olunur. Yaş 20-35, təcrübə 1 ildən az olmamaqla. Rəsmi əmək müqaviləsi. Gecə növbəsi yoxdur.")
r("position:8104","Baş ofisiant (Head waiter)","Hilton Baku","Baku, Azerbaijan",1200,1500,"Full-time","Senior waiter for the banquet floor. At least 3 years experience in a 5* hotel, fluent English. Transport and meals provided.")
r("smartjob:8105","Restoran meneceri","Qala Restaurant Group","Bakı",1500,None,"Full-time","Zalın idarə edilməsi, ofisiantların və barmenlərin işinə nəzarət, növbə cədvəlinin tərtibi. Təcrübə 3 ildən.")
r("boss:8106","Официантка на банкеты (подработка)","Banket Zalı Nərgiz","Баку, Хатаи",None,None,"Part-time","Подработка по выходным, подходит для студентов. Оплата 30 AZN за смену, развозка после банкета.")
r("hellojob:8107","Ofisiant (gecə növbəsi)","Nargile Lounge 24","Bakı, Nəsimi",800,None,"Full-time","Gecə növbəsi 20:00-08:00. Əmək haqqı 800 AZN + bəxşiş. Yemək verilir.")
r("jobsearch:8108","Barmen-ofisiant","Pub 28","Bakı",700,900,"Full-time","Kiçik pab üçün həm bar, həm də zal işini görə biləcək işçi. Qrafik 2/2, axşam növbəsi.")
r("smartjob:8109","Ofisiant (yay mövsümü, Nabran)","Nabran Resort","Nabran",900,None,"TEMPORARY","İyun-avqust mövsümü üçün ofisiantlar. Yaşayış və yemək təmin olunur. Rus dili arzuolunandır.")
r("position:8110","Kuryer","Ofisiant Delivery MMC","Bakı",600,None,"Full-time","Restoran sifarişlərinin çatdırılması, öz motosikleti ilə.")

# --- dishwashers
r("boss:8201","Qabyuyan","Sumaq Restoranı","Bakı",450,None,"Full-time","Qabyuyan qadın tələb olunur. Qrafik 2/2, yemək verilir. Təcrübəsiz də olar.")
r("hellojob:8202","Посудомойщица","Kafe Fındıq","Баку, Ясамал",500,None,"FULL_TIME","Требуется посудомойщица. График 2/2, питание, без опыта.")
r("jobsearch:8203","Qab yuyan (kişi)","Qafqaz Banket Sarayı","Bakı",550,None,"Full-time","Banket sarayına qab yuyan kişi. Gecə növbəsi, servis var.")
r("position:8204","Qabyuyan maşınların təmiri üzrə usta","Bosch Servis Mərkəzi","Bakı",900,None,"Full-time","Qabyuyan və paltaryuyan maşınların diaqnostikası və təmiri. Təcrübə 2 ildən.")
r("smartjob:8205","Мойщик посуды / кухонный работник","Hotel Excelsior Baku","Баку",600,None,"FULL_TIME","Кухонный работник, мойка посуды. Для иногородних с проживанием.")
r("boss:8206","Avtomoyka işçisi","Moyka 777","Bakı, Yasamal",500,700,"Full-time","Avtomobillərin yuyulması, faizlə əmək haqqı. Təcrübəsiz.")

# --- cooks
r("boss:8301","Aşpaz","Firuzə Restoranı","Bakı",1000,1200,"Full-time","Milli mətbəx üzrə aşpaz. Təcrübə 3 ildən. 6/1 qrafik, yemək və servis.")
r("hellojob:8302","Повар","Paul's Restaurant","Баку",900,None,"FULL_TIME","Повар горячего цеха в ресторан. Опыт от 2 лет, график 6/1, официальное оформление.")
r("jobsearch:8303","Повар в детский лагерь (сезонно)","Günəş uşaq düşərgəsi","Qəbələ",700,None,"TEMPORARY","Летний детский лагерь. Питание детей, с проживанием, июнь-август.")
r("position:8304","Aşpaz köməkçisi","Xəzər Kafe","Bakı",500,None,"Full-time","Təcrübəsiz namizədlər də müraciət edə bilər, iş yerində öyrədilir.")
r("smartjob:8305","Sushi-chef / Суши-повар","Sushi Time","Bakı",1000,None,"Full-time","Yapon mətbəxi, rolllar. Опыт работы суши-поваром от 1 года.")
r("boss:8306","Aşpaz (məktəb yeməkxanası)","Baku Oxford School","Bakı",650,None,"Full-time","Məktəb yeməkxanası üçün aşpaz, 5/2, yalnız gündüz.")
r("hellojob:8307","Pizza ustası","Pizza Mizza","Bakı",800,None,"Full-time","Pizzaçı tələb olunur, təcrübə 1 ildən.")
r("jobsearch:8308","Kassir","Aşpaz Evi MMC","Bakı",500,None,"Full-time","Kulinariya mağazasına kassir. Növbəli qrafik.")
r("position:8309","Шеф-повар","Marriott Absheron","Баку",3000,4000,"FULL_TIME","Шеф-повар европейской кухни. Опыт от 5 лет руководства кухней.")
r("smartjob:8310","Kulinariya kursu müəllimi","Dadlı Akademiya","Bakı",None,None,"Part-time","Həftəsonu aşpazlıq kursları aparmaq. Aşpaz kimi təcrübə üstünlükdür.")
r("boss:8311","Aşpaz (restoran, gecə növbəsi)","Gecə Restoranı Lale","Bakı",1100,None,"Full-time","Gecə növbəsi 18:00-06:00, restoran mətbəxi, Avropa və milli yeməklər.")

# --- cleaners
r("boss:8401","Xadimə","Port Baku Mall","Bakı",450,None,"Full-time","Ticarət mərkəzinə xadimə. 5/2, rəsmi, yemək verilir.")
r("hellojob:8402","Уборщица","Caspian Plaza","Баку",500,None,"FULL_TIME","Уборщица в бизнес-центр. График 2/2, официальное оформление.")
r("jobsearch:8403","Evə xadimə","","Bakı, Nərimanov",None,None,"Part-time","Evə xadimə tələb olunur, həftədə 3 dəfə. Gündəlik 40 AZN.")
r("position:8404","Təmizlikçi (gecə növbəsi)","Clean Pro Service","Bakı",550,None,"Full-time","Ofis binalarının təmizliyi, gecə 22:00-06:00.")
r("smartjob:8405","Cleaning manager / Клининг менеджер","Tidy Clean MMC","Bakı",1200,None,"Full-time","Təmizlik briqadalarına rəhbərlik, müştərilərlə iş.")
r("boss:8406","Xadimə (pensiyaçılar da müraciət edə bilər)","Medistyle Klinikası","Bakı",400,None,"Part-time","Yarım gün, 09:00-14:00. Pensiya yaşında olanlar da müraciət edə bilər.")
r("hellojob:8407","Ofis meneceri","Digital Hub","Bakı",1000,None,"Full-time","Ofisin təsərrüfat işləri, xadimə və kuryerlərin işinin təşkili, təchizat.")
r("jobsearch:8408","Горничная","Four Seasons Baku","Баку",700,None,"FULL_TIME","Уборка номеров в отеле, график 5/2, питание.")

# --- sellers / sales
r("boss:8501","Satıcı","Bravo Supermarket","Bakı",550,None,"Full-time","Supermarketə satıcı. Növbəli qrafik, yemək, rəsmi işə qəbul.")
r("hellojob:8502","Продавец-консультант","Zara","Баку, 28 Mall",700,None,"FULL_TIME","Продавец-консультант в магазин одежды. График 5/2, опыт не обязателен.")
r("jobsearch:8503","Satış məsləhətçisi (telefon mağazası)","Kontakt Home","Bakı",600,None,"Full-time","Mağazada satış məsləhətçisi, bonus sistemi.")
r("position:8504","Satıcı xanım (geyim mağazası, part-time)","LC Waikiki","Bakı",350,None,"Part-time","Tələbələr üçün part-time, gündə 4 saat.")
r("smartjob:8505","Продавец на рынок (овощи)","","Баку, Yaşıl bazar",None,None,None,"Продавец в овощную палатку, оплата 25 AZN в день.")
r("boss:8506","Satış meneceri","Azercell","Bakı",1200,1800,"Full-time","Korporativ müştərilərlə satış, təcrübə 3 ildən.")
r("hellojob:8507","Менеджер по продажам B2B","Veysəloğlu","Баку",1500,None,"FULL_TIME","Продажи дистрибьюторам, опыт от 3 лет.")
r("jobsearch:8508","Менеджер по продажам (без опыта)","Caspian Trade","Баку",800,None,"FULL_TIME","Без опыта, обучение. Продажи по телефону.")
r("position:8509","Kassir-satıcı","Araz Market","Bakı, Sabunçu",500,None,"Full-time","Marketə kassir-satıcı, qrafik 2/2.")
r("smartjob:8510","Satıcı","Bazarstore","Sumqayıt",500,None,"Full-time","Sumqayıt filialına satıcı, 5/2, təcrübəsiz.")

# --- drivers
r("boss:8601","Taksi sürücüsü","Bolt Partner Park","Bakı",1000,1500,"Full-time","Avtomobil bizdən. Gecə və gündüz növbələri.")
r("hellojob:8602","Sürücü (direktorun)","Pasha Holding","Bakı",1200,None,"Full-time","Direktorun şəxsi sürücüsü, B kateqoriya, təcrübə 5 ildən.")
r("jobsearch:8603","Водитель-экспедитор","Coca-Cola Bottlers Azerbaijan","Баку",900,None,"FULL_TIME","Доставка продукции по магазинам, категория C.")
r("position:8604","Yük maşını sürücüsü (beynəlxalq reyslər)","Trans Caspian Logistics","Bakı",1500,2500,"Full-time","Rusiya və Türkiyə istiqamətində uzun məsafəli reyslər, CE kateqoriyası.")
r("smartjob:8605","Дальнобойщик (международные рейсы)","Avro Trans","Баку",3000,None,"FULL_TIME","Рейсы в Россию и Европу, категория CE, опыт от 3 лет.")
r("boss:8606","Avtobus sürücüsü","BakuBus","Bakı",900,None,"Full-time","D kateqoriya, növbəli iş.")
r("hellojob:8607","Kuryer (öz avtomobili ilə)","Bolt Food","Bakı",800,1400,"Part-time","Öz avtomobilinizlə sifarişlərin çatdırılması. Sürücülük vəsiqəsi B.")
r("jobsearch:8608","Sürücülük kursu təlimatçısı","Yol Avtoməktəbi","Bakı",700,None,"Full-time","Sürücülük təlimi, təcrübəli sürücülər müraciət edə bilər.")
r("position:8609","Водитель такси (на авто компании)","Uber Fleet Baku","Баку",1200,None,"FULL_TIME","Авто компании, график 2/2.")
r("smartjob:8610","Ekskavator sürücüsü","AzVirt","Bakı",1500,None,"Full-time","Ekskavator operatoru, tikinti obyekti.")
r("boss:8611","Sürücü (gecə növbəsi)","Bakı Çörək Zavodu","Bakı",850,None,"Full-time","Çörəyin mağazalara gecə paylanması, B/C kateqoriya.")

# --- loaders
r("boss:8701","Yükdaşıyan (fəhlə)","Bazarstore anbarı","Bakı",600,None,"Full-time","Anbarda yükləmə-boşaltma. Gündəlik ödəniş mümkündür.")
r("hellojob:8702","Грузчик","Oba Market Distribution","Баку",650,None,"FULL_TIME","График 2/2, ночные смены.")
r("jobsearch:8703","Грузчик-экспедитор","Azersun Holding","Баку",800,None,"FULL_TIME","Сопровождение груза, погрузка-разгрузка.")
r("position:8704","Hambal","","Bakı, 8-ci km bazarı",None,None,None,"Bazarda hambal lazımdır, gündəlik 30-40 AZN.")
r("smartjob:8705","Dispetçer","Yükdaşıyan 24/7 MMC","Bakı",700,None,"Full-time","Yükdaşıma sifarişlərinin qəbulu, sürücülərlə əlaqə.")
r("boss:8706","Köçürmə xidməti üçün yükdaşıyanlar","Bakı Köçürmə","Bakı",None,None,"Temporary","Ev və ofis köçürmələri, gündəlik 50 AZN.")

# --- warehouse
r("boss:8801","Anbardar","Bakı Tikinti Materialları","Bakı",800,None,"Full-time","Anbar uçotu, 1C bilikləri, təcrübə 2 ildən.")
r("hellojob:8802","Кладовщица","Avromed","Баку",700,None,"FULL_TIME","Кладовщица на фармацевтический склад, 5/2.")
r("jobsearch:8803","Kladovşik","Tikinti MMC","Bakı, Xırdalan",750,None,"Full-time","Tikinti obyektində anbar işçisi.")
r("position:8804","Anbar müdiri (Warehouse manager)","Kapital Logistics","Bakı",1800,None,"Full-time","Anbar komandasına rəhbərlik, təcrübə 5 ildən.")
r("smartjob:8805","Комплектовщик на склад","Umico Fulfillment","Баку",650,None,"FULL_TIME","Сборка заказов на складе, ночные смены.")
r("boss:8806","Logist","Araz Supermarket","Bakı",1100,None,"Full-time","Daşımaların planlaşdırılması, anbardarların hesabatlarının yoxlanılması.")

# --- merchandisers
r("boss:8901","Merçendayzer","Hayat Distribution (Pepsi)","Bakı",700,None,"Full-time","Mağazalarda məhsul düzümü, öz avtomobili olan üstünlük.")
r("hellojob:8902","Мерчендайзер","Nestle Azerbaijan","Баку",750,None,"FULL_TIME","График 5/2, развозка.")
r("jobsearch:8903","Merchandiser (part-time)","Promo Agency","Bakı",400,None,"Part-time","Tələbələr üçün, gündə 4 saat, Unilever məhsulları.")
r("position:8904","Promouter","Event Agency Baku","Bakı",None,None,"Part-time","Marketlərdə dequstasiya, gündəlik 20 AZN.")
r("smartjob:8905","Supervayzer (merçendayzerlər üzrə)","Hayat Distribution","Bakı",1200,None,"Full-time","10 nəfərlik merçendayzer komandasına nəzarət.")

# --- cloakroom
r("boss:9001","Qarderobçu","Opera və Balet Teatrı","Bakı",400,None,"Part-time","Axşam növbəsi. Pensiyaçılar üçün uyğundur.")
r("hellojob:9002","Гардеробщица","Restoran Şah Sarayı","Баку",450,None,"FULL_TIME","Вечерний график, гардероб ресторана.")
r("jobsearch:9003","Mebel dizayneri","Garderob Mebel MMC","Bakı",1000,None,"Full-time","Şkaf-kupe və qarderob sistemlərinin dizaynı.")
r("position:9004","Стилист (капсульный гардероб)","Style Studio","Баку",None,None,"Part-time","Подбор гардероба клиентам.")

# --- security
r("boss:9101","Mühafizəçi","Gənclik Mall","Bakı",600,None,"Full-time","Sutkalıq növbə 1/3.")
r("hellojob:9102","Охранник","Qalxan Security","Баку",650,None,"FULL_TIME","График сутки через двое.")
r("jobsearch:9103","Mühafizə xidmətinin rəhbəri","SOCAR Downstream","Bakı",2500,None,"Full-time","Mühafizə xidmətinə rəhbərlik, təcrübə 7 ildən.")
r("position:9104","Gecə gözətçisi","Nur Yaşayış Kompleksi","Bakı",450,None,"Full-time","Yaşayış kompleksində gecə gözətçisi.")
r("smartjob:9105","Охранник (вахта)","AzerGold","Daşkəsən",1200,None,"FULL_TIME","Вахта 15/15, с проживанием и питанием.")

# --- accountants
r("boss:9201","Mühasib","Azər Audit MMC","Bakı",1000,None,"Full-time","1C, təcrübə 3 ildən.")
r("hellojob:9202","Главный бухгалтер","Kapital Bank","Баку",3000,None,"FULL_TIME","Опыт от 5 лет, МСФО.")
r("jobsearch:9203","Kiçik mühasib (təcrübə proqramı)","PwC Azerbaijan","Bakı",500,None,"INTERN","Tələbələr və məzunlar üçün.")
r("position:9204","Buxgalter-kassir","Bakı Kimya Zavodu","Bakı",800,None,"Full-time","Kassa əməliyyatları və ilkin uçot.")
r("smartjob:9205","1C proqramçısı","1C Solutions","Bakı",1500,None,"Full-time","Mühasibat proqramlarının konfiqurasiyası.")
r("boss:9206","Kassir","Mühasib Servis MMC","Bakı",500,None,"Full-time","Ofisə kassir, 5/2.")

# --- cashiers
r("boss:9301","Kassir","Bravo Supermarket","Bakı",550,None,"Full-time","2/2, rəsmi.")
r("hellojob:9302","Кассир","Park Cinema","Баку",500,None,"Part-time","Вечерние смены, для студентов.")
r("jobsearch:9303","Kassir-operator","ABB Bank","Bakı",900,None,"Full-time","Bank filialına kassir-operator.")

# --- couriers
r("boss:9401","Kuryer (velosiped)","Wolt","Bakı",800,1200,"Part-time","Öz velosipedinlə, çevik qrafik, tələbələr üçün.")
r("jobsearch:9402","Курьер пешком","Express Delivery Baku","Баку",600,None,"FULL_TIME","Доставка документов, 5/2.")
r("position:9403","Call center operatoru","Kuryer Xidməti MMC","Bakı",600,None,"Full-time","Sifarişlərin qəbulu telefonla.")

# --- bar
r("boss:9501","Barista","Coffeemania Baku","Bakı",600,None,"Full-time","Təcrübəsiz, təlim verilir.")
r("hellojob:9502","Бармен","Sky Bar","Баку",800,None,"FULL_TIME","Ночные смены.")
r("smartjob:9503","Barista (part-time)","Starbucks Azerbaijan","Bakı",450,None,"Part-time","Tələbələr üçün part-time.")

# --- nannies
r("boss:9601","Dayə","","Bakı, Nərimanov",600,None,None,"2 yaşlı uşağa dayə, yaşayışla.")
r("hellojob:9602","Няня","","Баку",700,None,None,"Няня для ребёнка 4 лет, 5/2.")
r("jobsearch:9603","Tərbiyəçi","Sunny Kids bağçası","Bakı",550,None,"Full-time","Uşaq bağçasına tərbiyəçi.")
r("position:9604","Dayə (pensiyaçı xanım)","","Bakı",400,None,None,"Pensiyaçı xanım dayə, gündüz.")

# --- operators
r("boss:9701","Call center operatoru","Azercell","Bakı",700,None,"Full-time","2/2 növbəli, tələbələr üçün uyğun.")
r("hellojob:9702","Оператор колл-центра","Kapital Bank","Баку",800,None,"FULL_TIME","Русский язык обязателен.")
r("position:9704","Kran operatoru","AzVirt","Bakı",1500,None,"Full-time","Qülləli kran.")

# --- nurses, teachers, misc
r("boss:9801","Tibb bacısı","Mərkəzi Klinika","Bakı",700,None,"Full-time","Sutkalıq növbə.")
r("hellojob:9802","Медсестра","Medical Plaza","Баку",800,None,"FULL_TIME","Процедурная медсестра.")
r("boss:9901","İngilis dili müəllimi","Target Tədris Mərkəzi","Bakı",800,None,"Part-time","Axşam qrupları.")
r("hellojob:9902","Учитель русского языка","Zəka Lisey","Баку",700,None,"FULL_TIME","Школа, 5/2.")
r("boss:10001","Bərbər","Barber Shop Bayraq","Bakı",800,None,"Full-time","Kişi ustası, faizlə.")
r("hellojob:10002","Парикмахер-универсал","Salon Gözəllik","Баку",700,None,"FULL_TIME","Опыт от 1 года.")
r("boss:10101","Proqramçı (PHP)","Smart Solutions","Bakı",1500,2500,"Full-time","Laravel, təcrübə 2 ildən.")
r("boss:10201","Dərzi","Nur Atelyesi","Bakı",600,None,"Full-time","Faizlə.")
r("hellojob:10202","Швея","Швейный цех Ganja Tekstil","Гянджа",500,None,"FULL_TIME","Опыт не обязателен, с проживанием.")
r("boss:10301","Elektrik","Azərişıq","Bakı",900,None,"Full-time","Elektrik quraşdırma işləri.")
r("hellojob:10302","Электрик (вахта)","Azfen","Баку",1500,None,"FULL_TIME","Вахта 28/28, проживание.")
r("jobsearch:10303","Qaynaqçı","Azfen","Bakı",1200,None,"Full-time","Elektrik qaynağı, təcrübə 3 ildən.")
r("position:10304","Сварщик аргон","Bakı Gəmiqayırma Zavodu","Баку",1500,None,"FULL_TIME","Аргонная сварка.")
r("smartjob:10305","Elektrik mühəndisi","SOCAR","Bakı",2500,None,"Full-time","Ali təhsil, təcrübə 5 ildən.")

# --- extra distractors and targets
r("boss:8112","HoReCa təlimçisi (ofisiant və barmen təlimləri)","Service Academy","Bakı",1300,None,"Full-time","Restoran işçiləri üçün servis təlimlərinin keçirilməsi. Ofisiant kimi təcrübə 5 ildən.")
r("boss:8312","Aşpaz tələb olunur","Çayxana Bakı Nəfəsi","Bakı",600,None,"Full-time","Təcrübəsiz gənclər də götürülür, öyrədirik. Milli yeməklər.")
r("hellojob:8313","Помощник повара","Kafe Lezzet","Баку",550,None,"FULL_TIME","Помощник на кухню, нарезка, заготовки. Без опыта.")
r("jobsearch:8409","Satış təmsilçisi (təmizlik vasitələri)","Xadimə Clean MMC","Bakı",800,None,"Full-time","Məişət kimyası məhsullarının marketlərə satışı.")
r("position:8612","Taksi dispetçeri","189 Taksi","Bakı",600,None,"Full-time","Zənglərin qəbulu, sifarişlərin sürücülərə ötürülməsi.")
r("hellojob:8707","Pogruzçik sürücüsü (forklift)","Azersun Holding","Bakı",900,None,"Full-time","Anbarda pogruzçik (forklift) ilə iş, vəsiqə tələb olunur.")
r("position:8906","Merch dizayner (brend suvenirləri)","Merch.az","Bakı",900,None,"Full-time","Futbolka, kruşka və digər brend merch məhsullarının dizaynı.")
r("position:9106","CCTV quraşdırıcısı","Secur Tech (mühafizə sistemləri)","Bakı",800,None,"Full-time","Mühafizə kameralarının və siqnalizasiyanın quraşdırılması.")
r("smartjob:9304","Kassa aparatları üzrə satış təmsilçisi","Kassa Servis MMC","Bakı",700,None,"Full-time","Obyektlərə onlayn kassa aparatlarının satışı.")
r("smartjob:9605","Satıcı (uşaq geyimləri)","Dayə Shop","Bakı",500,None,"Full-time","Uşaq geyimləri mağazasına satıcı xanım, 5/2.")
r("jobsearch:9903","Riyaziyyat müəllimi (repetitor)","","Bakı",None,None,"Part-time","Şagirdlərə fərdi dərslər, saatlıq 20 AZN.")
r("hellojob:10102","Junior .NET developer","Kapital Bank","Baku",1000,None,"Full-time","0-1 year experience, C#, SQL.")
r("jobsearch:10103","Senior Python Developer","PASHA Technology","Baku",4000,None,"Full-time","5+ years, Django, team lead duties.")

# --- job-seeker adverts (CVs) placed among vacancies, and background rows with side remarks
r("boss:8115","İş axtarıram: ofisiant","","Bakı",None,None,None,"22 yaş, 2 il təcrübə. Ofisiant və ya barmen kimi iş axtarıram, 2/2 qrafik uyğundur.")
r("hellojob:8511","Ищу работу продавцом","","Баку",None,None,None,"Резюме: 30 лет, опыт продавца 5 лет, рассмотрю предложения.")
r("position:9606","Ищу работу няней","","Баку",None,None,None,"Опыт работы няней 10 лет, рекомендации.")
r("jobsearch:9207","Mühasib (taksi parkı)","Taksi Park 7","Bakı",900,None,"Full-time","Taksi parkının mühasibatlığı, sürücülərlə hesablaşmalar.")
r("smartjob:8314","Повар (ресторан азербайджанской кухни)","Restoran Nakhchivan","Баку",1300,None,"FULL_TIME","Ресторан национальной кухни, опыт от 3 лет, 5/2.")
r("boss:11001","HR mütəxəssisi (restoran şəbəkəsi)","Qala Restaurant Group","Bakı",1200,None,"Full-time","Ofisiant, aşpaz, qabyuyan və kassir vəzifələrinə kütləvi işə qəbul; 2/2 qrafik üzrə işləyənlərin uçotu.")
r("hellojob:11002","Маркетолог","Bravo Supermarket","Баку",1400,None,"FULL_TIME","Продвижение, работа с промоутерами и мерчендайзерами.")
r("jobsearch:11003","Stomatoloq","Dental Klinika","Bakı",None,None,"Full-time","Təcrübə 3 ildən.")
r("position:11004","Hüquqşünas","Azər Audit MMC","Bakı",1500,None,"Full-time","Müqavilələrin hazırlanması.")
r("smartjob:11005","SMM menecer","Pizza Mizza","Bakı",900,None,"Full-time","Sosial şəbəkələrin idarəsi.")
r("boss:11006","Qrafik dizayner","Merch Studio","Bakı",1000,None,"Full-time","Brend məhsulları üçün dizayn.")
r("hellojob:11007","Юрист","Kapital Bank","Баку",2000,None,"FULL_TIME","Опыт от 3 лет.")
r("jobsearch:11008","Resepşn (qonaq qəbulu)","Nabran Resort","Nabran",800,None,"TEMPORARY","Yay mövsümü, yaşayış və yemək təmin olunur.")
r("position:11009","Farmasevt","Zəfəran Aptek","Bakı",800,None,"Full-time","Növbəli qrafik, gecə növbəsi.")
r("smartjob:11010","Sığorta agenti","Paşa Sığorta","Bakı",None,None,"Part-time","Təcrübəsiz, tələbələr və pensiyaçılar üçün uyğundur, sərbəst qrafik.")
r("boss:11011","Menecer (taksi parkı)","Taksi Park 7","Bakı",1200,None,"Full-time","Sürücülərlə iş, avtomobil parkının idarəsi.")
r("hellojob:11012","Администратор салона","Salon Gözəllik","Баку",600,None,"FULL_TIME","Запись клиентов к парикмахерам.")
r("jobsearch:11013","Tədris meneceri","Target Tədris Mərkəzi","Bakı",900,None,"Full-time","Müəllimlərin dərs cədvəlinin tərtibi.")
r("position:11014","Satıcı (elektrik malları)","Elektrik Dünyası","Bakı",550,None,"Full-time","Elektrik mallarının satışı, 6/1.")
r("smartjob:11015","Тренер по фитнесу","Sport Life","Баку",700,None,"FULL_TIME","График 2/2.")

def city(loc):
    l = (loc or "").lower()
    for k, v in (("bak", "Bakı"), ("бак", "Bakı"), ("sumqay", "Sumqayıt"), ("qəbələ", "Qəbələ"), ("гянджа", "Gəncə"), ("daşkəsən", "Daşkəsən"), ("xırdalan", "Xırdalan"), ("nabran", None)):
        if l.startswith(k) or k in l: return v
    return None

rows = []
for i, t, c, loc, sf, st, emp, d in R:
    src, n = i.split(":")
    sname, surl, purl = SRC[src]
    h = int(hashlib.md5(i.encode()).hexdigest(), 16)
    day = 1 + h % 6
    row = {
        "id": i, "source": src, "source_name": sname, "source_url": surl, "title": t,
        "company": {"name": c, "slug": None} if c else None,
        "location": loc, "city": city(loc), "district": None, "country": "AZ" if "Azerbaijan" in (loc or "") else None,
        "remote": False, "employment_type": emp, "job_function": None, "career_level": None,
        "salary_from": sf, "salary_to": st, "salary_currency": "AZN" if (sf or st) else None,
        "salary_period": "MONTH" if (sf or st) else None,
        "deadline_at": f"2027-01-{day+10:02d}T00:00:00Z",
        "posted_at": f"2026-12-0{day}T08:{h%60:02d}:00Z", "url": purl.format(n=n),
        "description": d, "requirements": None,
        "ingested_at": "2026-12-07T06:00:00Z", "first_seen_at": f"2026-12-0{day}T09:00:00Z",
        "times_seen": 1 + h % 5, "active": True, "deactivated_at": None, "work_type": None,
        "company_logo": None, "view_count": h % 900, "contact_email": None, "contact_phone": None,
    }
    rows.append(row)
ids = [x["id"] for x in rows]
assert len(ids) == len(set(ids)), "dup ids"
with open(__file__.rsplit("/", 1)[0] + "/jobs.ndjson", "w") as f:
    for row in rows:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len(rows), "rows")
