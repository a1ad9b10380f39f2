#!/usr/bin/env python3
"""Expand hand-written compact job records into full Job rows (jobs.ndjson)."""
import json, hashlib
SRC = {
 "boss": ("boss.az", "https://boss.az", "https://boss.az/vacancies/{n}"),
 "hellojob": ("HelloJob.az", "https://www.hellojob.az", "https://www.hellojob.az/vakansiya/{n}"),
 "jobsearch": ("JobSearch.az", "https://jobsearch.az", "https://jobsearch.az/vacancies/{n}"),
 "position": ("Position.az", "https://position.az", "https://position.az/vacancy/{n}"),
 "smartjob": ("SmartJob.az", "https://smartjob.az", "https://smartjob.az/vacancy/{n}"),
 "tapaz": ("Tap.az", "https://tap.az", "https://tap.az/elanlar/is-elanlari/{n}"),
}
R = []
def J(id, title, company, loc, desc, **kw):
    R.append(dict(id=id, title=title, company=company, loc=loc, desc=desc, **kw))

# ---- 1. kassir / cashier
J("boss:7101","Kassir","Kapital Bank ASC","Bakı, Nərimanov r.","Kapital Bank Nərimanov filialına kassir tələb olunur. Vəzifələr: nağd pul əməliyyatlarının aparılması, valyuta mübadiləsi, müştərilərə xidmət. Tələblər: ali təhsil, bank sahəsində minimum 1 il təcrübə. İş qrafiki: 09:00-18:00, 5 günlük iş həftəsi.",dist="Nərimanov",sf=700,st=800,et="Full-time",jf="Bank işi")
J("hellojob:7102","Kassir-operator","Yelo Bank","Bakı","Bank filiallarında işləmək üçün kassir-operator axtarırıq. Təcrübəsiz namizədlər də nəzərdən keçirilir, təlim bankın hesabına. Rəsmi əmək müqaviləsi, tibbi sığorta.",sf=650,jf="Banking")
J("jobsearch:7103","Кассир","Bravo Supermarket","Баку","В сеть супермаркетов Bravo требуются кассиры. График сменный 2/2, с 08:00 до 23:00. Бесплатное питание, официальное оформление. Опыт работы не обязателен.",sf=600,st=700,et="FULL_TIME")
J("boss:7104","Kassir (part-time)","Araz Supermarket","Bakı, Yasamal r.","Araz marketlər şəbəkəsinə yarımştat kassir. Gündə 4-5 saat, tələbələr üçün uyğundur. Təcrübə tələb olunmur.",dist="Yasamal",et="Part-time",sf=350,st=400)
J("position:7105","Sürücü","Kapital Bank ASC","Bakı","Bankın inkassasiya xidməti üçün B kateqoriyalı sürücü tələb olunur. Kassir və ya mühasib təcrübəsi tələb olunmur, sürücülük stajı 3 ildən az olmamalı.",sf=800)
J("boss:7106","Kassir","Firuzə Restoranı","Bakı, Səbail r.","Restorana kassir tələb olunur. İş qrafiki növbəlidir, gecə növbəsi var (saat 02:00-dək və bayram günləri). Yemək restoran tərəfindən verilir.",dist="Səbail",sf=600)
J("position:7107","Baş kassir","Pasha Bank","Bakı","Pasha Bank-ın baş ofisinə baş kassir. Kassa əməliyyatlarına nəzarət, kassirlərin işinin təşkili. Kassir kimi minimum 3 il təcrübə.",cl="Senior",sf=1200,st=1500)
J("hellojob:7108","Müştəri xidmətləri üzrə mütəxəssis","Unibank","Bakı","Filialda fiziki şəxslərə xidmət, kart və kredit məhsullarının təqdimatı. Kassir və ya operator kimi təcrübə üstünlükdür.")
J("smartjob:7109","Cashier (part-time, evenings)","KFC Azerbaijan","Baku, 28 Mall","Join our team at 28 Mall. Flexible part-time evening shifts, ideal for students. Free meals on shift, transport home after 23:00.",et="PART_TIME",sf=400)
J("tapaz:7110","Marketə kassir xanım tələb olunur",None,"Bakı, Yasamal","Yasamalda marketə kassir xanım lazımdır. Təcrübəsiz də olar, öyrədəcəyik. Günorta yeməyi verilir. Qrafik 09-21, həftədə 1 gün istirahət. Əlaqə: 050 555 12 12",dist="Yasamal",sf=500)
J("boss:7111","Bilet kassiri","Azərbaycan Dəmir Yolları QSC","Bakı, Dəmiryol vağzalı","Dəmiryol vağzalında bilet kassiri. Növbəli iş, gecə növbələri ilə. Rus dili biliyi arzuolunandır.",sf=550)
J("jobsearch:7112","Кассир в банк","AccessBank","Баку","Требуется кассир в отделение банка. Знание азербайджанского и русского языков. Официальное трудоустройство, соцпакет.",sf=700)

# ---- 2. aşpaz / cook
J("boss:7201","Aşpaz köməkçisi","Sumaq Restoranı","Bakı, Xətai r.","Restorana aşpaz köməkçisi tələb olunur. Mətbəxdə təcrübə 1 ildən az olmamalıdır. Yemək və yol pulu verilir. Növbəli qrafik.",dist="Xətai",sf=500,st=600)
J("hellojob:7202","Aşpaz (Azərbaycan mətbəxi)","Hilton Baku","Bakı","Otelin restoranına milli mətbəx üzrə aşpaz. Minimum 3 il təcrübə. Yemək, forma və nəqliyyat şirkət tərəfindən.",sf=1000,st=1300)
J("jobsearch:7203","Помощник повара","Кафе Nargiz","Баку, Насими","Требуется помощник повара в кафе. Можно без опыта, обучаем. Питание, развозка. График 6/1.",dist="Nəsimi",sf=450)
J("boss:7204","Pizza ustası / aşpaz","Papa John's Azerbaijan","Bakı","Pizzaçı aşpaz, italyan mətbəxi təcrübəsi. Gecə növbəsi var, həftəsonu iş.",sf=600,st=700)
J("tapaz:7205","Şirniyyat sexinə aşpaz",None,"Sumqayıt","Şirniyyat sexinə qənnadçı-aşpaz lazımdır. Rayondan gələnlər üçün yataqxana verilir. Yemək pulsuz.",sf=600)
J("position:7206","Baş aşpaz (Executive Sous Chef)","Fairmont Baku","Bakı","Executive sous chef / baş aşpaz. Avropa və italyan mətbəxi. 5+ il təcrübə, ingilis dili.",cl="Senior",sf=2500,st=3000)
J("boss:7208","Kuryer","Aşpaz Evi Kulinariya","Bakı","Hazır yeməklərin çatdırılması üçün öz avtomobili olan kuryer. Yanacaq pulu ödənilir.",sf=600)
J("hellojob:7209","Qabyuyan","Sumaq Restoranı","Bakı, Xətai r.","Restorana qabyuyan işçi. Aşpazların yanında mətbəxin təmizliyinə cavabdeh. Yemək verilir.",dist="Xətai",sf=400)
J("jobsearch:7210","Aşpaz köməkçisi","Marriott Absheron Baku","Bakı","Hotel kitchen assistant. Otelin mətbəxinə aşpaz köməkçisi. Təcrübəsiz qəbul edilmir (minimum 2 il). Qidalanma və daşınma.",sf=700)
J("boss:7211","Aşpaz","Bakı şəhəri 45 saylı uşaq bağçası","Bakı, Binəqədi r.","Uşaq bağçasına aşpaz xanım. Gündüz iş, 08:00-17:00, həftəsonu istirahət.",dist="Binəqədi",sf=450)

# ---- 3. mühasib / accountant
J("boss:7301","Mühasib","Azərinşaat MMC","Bakı","Tikinti şirkətinə mühasib tələb olunur. 1C proqramında işləmək bacarığı, vergi bəyannamələrinin hazırlanması. Təcrübə 2 ildən az olmamalı.",sf=900,st=1100,jf="Maliyyə")
J("hellojob:7302","Бухгалтер","Gilan Construction","Баку","В строительную компанию требуется бухгалтер. Знание 1С:Бухгалтерия и налогового кодекса АР. Опыт от 3 лет.",sf=1200)
J("position:7303","Baş mühasib","Kapital Bank ASC","Bakı","Bankın maliyyə departamentinə baş mühasib. MHBS (IFRS) bilikləri, ACCA sertifikatı üstünlükdür.",cl="Senior",sf=2500,st=3000)
J("jobsearch:7304","Senior Accountant","PwC Azerbaijan","Baku","Senior accountant for audit clients. IFRS, ACCA, fluent English. Hybrid work.",cl="Senior",sf=2000,st=2800)
J("boss:7305","Mühasib (yarımştat)","Smile Dental Klinika","Bakı","Klinikaya yarımştat mühasib, həftədə 3 gün. Uzaqdan işləmək mümkündür.",et="Part-time",rem=True,sf=500)
J("smartjob:7306","Удалённый бухгалтер","Outsource Finance","Баку","Удаленная работа: ведение учета нескольких малых компаний в 1С. Частичная занятость.",rem=True,et="PART_TIME",sf=600)
J("boss:7307","Mühasib köməkçisi","Pasha Construction","Bakı","Təcrübəsiz gənclər və tələbələr müraciət edə bilər. İlkin sənədlərin qeydiyyatı, təlim verilir.",cl="Kiçik mütəxəssis",sf=450)
J("hellojob:7308","Satış meneceri","Mühasibat Mərkəzi MMC","Bakı","Mühasibat xidmətlərinin kiçik və orta bizneslərə satışı üçün menecer.",sf=700)
J("jobsearch:7309","İqtisadçı","Azərinşaat MMC","Bakı","İqtisadçı: smeta hazırlanması, büdcə planlaşdırması, mühasibatlıqla əlaqə.",sf=1000)
J("position:7310","Baş mühasib","Gilan Construction","Bakı","Tikinti holdinqinə baş mühasib. 5 il təcrübə, 1C, maaş 2000 AZN-dən.",cl="Senior",sf=2000,st=2500)
J("boss:7311","Mühasib","Ünvan Restoranlar Şəbəkəsi","Bakı","Restoran şəbəkəsinə mühasib. İş saatı 09:00-18:00, tam ştat, yalnız ofisdə.",sf=800,et="Full-time")

# ---- 4. satıcı / seller
J("boss:7401","Satıcı-məsləhətçi","Embawood","Bakı, Nizami r.","Mebel salonuna satıcı-məsləhətçi. Mebel satışı təcrübəsi üstünlükdür. Maaş + satışdan faiz.",dist="Nizami",sf=500)
J("hellojob:7402","Mebel satıcısı","İstanbul Mebel","Bakı","Mebel mağazasına satıcı. Faiz + sabit maaş.",sf=450)
J("jobsearch:7403","Продавец-консультант косметики","L'Etoile Baku","Баку, Низами","Магазин косметики и парфюмерии. Требуется продавец-консультант, знание косметических брендов.",dist="Nizami",sf=600)
J("boss:7404","Satıcı","Gülüstan Kosmetika","Bakı","Kosmetika mağazasına satıcı qız. Ünsiyyətcil, səliqəli.",sf=500)
J("position:7405","Satış məsləhətçisi","Kontakt Home","Bakı","Məişət texnikası və telefon satışı. Smartfonlar haqqında bilik.",sf=550)
J("smartjob:7406","Mebel ustası","Embawood","Bakı","Mebel istehsalı sexinə usta: yığım və quraşdırma.",sf=800)
J("boss:7407","Kuryer-yükdaşıyan","Mebel Dünyası MMC","Bakı","Mebel çatdırılması üçün kuryer / yükdaşıyan.",sf=500)
J("tapaz:7408","Telefon mağazasına satıcı",None,"Bakı, Nərimanov","Telefon aksesuar mağazasına satıcı oğlan lazımdır. Telefonlar haqda bilgisi olan. Təcrübəsiz də olar.",dist="Nərimanov",sf=400)
J("hellojob:7409","Продавец одежды","LC Waikiki","Баку, 28 Mall","Магазин одежды в 28 Mall: продавец-кассир, сменный график.",sf=500)
J("boss:7410","Marketinq mütəxəssisi","Gülüstan Kosmetika","Bakı","Kosmetika brendinin marketinqi və SMM.",sf=900)
J("jobsearch:7411","Aptekə satıcı (kosmetika şöbəsi)","Zeytun Aptekləri","Bakı","Apteklərimizin kosmetika şöbəsinə satıcı-konsultant. Əczaçı təhsili tələb olunmur.",sf=500)

# ---- 5. usta / repair
J("boss:7501","Telefon ustası","Texnoservis MMC","Bakı","Mobil telefonların təmiri: ekran dəyişmə, mikrosxem lehimləmə. Təcrübə mütləqdir.",sf=800)
J("tapaz:7502","Telefon temiri ustasi",None,"Bakı","Telefon təmiri servisinə usta lazımdır, şagird də götürürük (öyrənmək istəyən).")
J("hellojob:7503","Мастер по ремонту телефонов","iRepair Baku","Баку","Ремонт iPhone и Samsung, пайка, замена дисплеев. Опыт от 1 года.",sf=900)
J("boss:7504","Kondisioner ustası","Klimat Servis","Bakı","Kondisionerlərin quraşdırılması və təmiri. Sürücülük vəsiqəsi üstünlükdür.",sf=800)
J("position:7505","Elektrik ustası","Azərişıq ASC","Bakı","Elektrik ustası, 3-cü qrup icazə. Növbəli iş, gecə növbələri.",sf=700)
J("boss:7506","Santexnik","Park Bulvar Ticarət Mərkəzi","Bakı, Səbail","Ticarət mərkəzinə santexnik usta. Günaşırı iş qrafiki.",dist="Səbail",sf=650)
J("smartjob:7507","Satış meneceri","Telefon Dünyası","Bakı","Korporativ müştərilərlə iş, B2B satış.",sf=800)
J("jobsearch:7508","Kompüter ustası / IT dəstək","Bakı Kompüter Kolleci","Bakı","Kompüter və printerlərin təmiri, şəbəkə quraşdırılması.",sf=700)
J("boss:7509","Avtoelektrik usta","Auto Service 24","Bakı","Avtoservisə avtoelektrik usta, təcrübəli.",sf=900)
J("boss:7510","Saç ustası (bərbər)","Barbershop Gents","Bakı","Kişi saç ustası. Faiz əsaslı iş.")
J("hellojob:7511","Elektrik","Port Baku Residence","Bakı","Yaşayış kompleksinə elektrik. İş saatı 09:00-18:00, gecə növbəsi yoxdur.",sf=800)
J("position:7512","Motor ustası","Kia Azərbaycan rəsmi servis","Bakı","Rəsmi servis mərkəzinə motor ustası (avtomexanik).",sf=1200)

# ---- 6. sürücü / driver
J("boss:7601","Sürücü (B kateqoriyası)","Azərsun Holding","Bakı","Şirkətin xidməti avtomobili üçün B kateqoriyalı sürücü. 5 il sürücülük stajı.",sf=700)
J("hellojob:7602","Direktorun şəxsi sürücüsü","Gilan Holding","Bakı","Rəhbərin şəxsi sürücüsü. Səliqəli, rus dilini bilən. Qeyri-standart iş saatları.",sf=1000)
J("jobsearch:7603","Водитель категории C","Azersun Logistics","Баку","Водитель грузовика, категория C/CE, рейсы по Азербайджану.",sf=1000)
J("tapaz:7604","Taksi sürücüsü",None,"Bakı","Öz maşını olmayan sürücülər üçün taksi işi, Bolt/Uber. Gündəlik ödəniş.")
J("boss:7605","Kuryer (öz avtomobili ilə)","Wolt Azerbaijan","Bakı","Öz avtomobili olan kuryerlər. Sürücülük vəsiqəsi B. Part-time mümkündür.",et="Part-time")
J("position:7606","Yük maşını sürücüsü","Baku Steel Company","Bakı, Qaradağ","Kamaz sürücüsü, C kateqoriyası. Yataqxana verilir.",dist="Qaradağ",sf=900)
J("boss:7607","Avtobus sürücüsü","BakuBus MMC","Bakı","Şəhərdaxili avtobus sürücüsü, D kateqoriyası. Səhər və axşam növbələri.",sf=1000)
J("smartjob:7608","Dispetçer","Taksi Servis 189","Bakı","Taksi sifarişlərinin qəbulu, sürücülərlə əlaqə. Gecə növbəsi.",sf=500)
J("boss:7609","Logist","Azersun Logistics","Bakı","Sürücülərin marşrutlarının planlaşdırılması, yük sənədləri.",sf=1100)
J("hellojob:7610","Sürücü-ekspeditor","Coca-Cola Bottlers Azerbaijan","Bakı","Məhsulun mağazalara çatdırılması, B/C kateqoriya.",sf=800)

# ---- 7. call center
J("boss:7701","Call center operatoru","Azercell Telecom","Bakı","Zəng mərkəzinə operator. Növbəli iş, gecə növbələri var. Azərbaycan və rus dilləri.",sf=600)
J("hellojob:7702","Оператор колл-центра (удаленно)","Kontakt Home","Баку","Удаленная работа из дома, обработка входящих звонков. Нужен свой компьютер и интернет. Русский и азербайджанский.",rem=True,sf=550)
J("jobsearch:7703","Call centre operator (English speaking)","Teleperformance Azerbaijan","Baku","English-speaking agents for international projects. Night shifts, transport provided.",sf=900)
J("boss:7704","Zəng mərkəzi operatoru (part-time)","Bakcell","Bakı","Tələbələr üçün yarımştat, gündüz növbəsi, gündə 4 saat.",et="Part-time",sf=350)
J("position:7705","Operator (evdən iş)","Birbank","Bakı","Evdən işləmək imkanı: çat və zəng operatoru. Gecə növbəsi yoxdur.",rem=True,sf=600)
J("smartjob:7706","Operator","Azərsu ASC","Bakı","Nasos stansiyasında texniki operator. Növbəli iş.",sf=600)
J("boss:7707","Satış meneceri","Call Center Solutions MMC","Bakı","Call center xidmətlərinin korporativ müştərilərə satışı.",sf=900)
J("hellojob:7708","Оператор call-центра","Bank Respublika","Баку","Офис в центре, график 5/2, с 9 до 18. Удаленная работа не предусмотрена.",sf=650)

# ---- 8. developer
J("boss:7801","Junior Frontend Developer","PASHA Technology","Bakı","React, JavaScript, HTML/CSS. 0-1 il təcrübə. Təlim proqramı.",cl="Junior",sf=1000,st=1300)
J("hellojob:7802","Senior Backend Developer (Python)","Kapital Bank ASC","Baku","Python, Django, PostgreSQL, 5+ years. Hybrid.",cl="Senior",sf=3500,st=4500)
J("jobsearch:7803","Frontend proqramçı (React)","Azercell Telecom","Bakı","React, TypeScript, 2+ il təcrübə.",cl="Orta səviyyəli mütəxəssis",sf=2000)
J("position:7804","Программист 1С","Azərinşaat MMC","Баку","Доработка конфигураций 1С:Предприятие, отчёты для бухгалтерии.",sf=1800)
J("smartjob:7805","Frontend Developer (Remote)","Crocusoft","Baku","Vue.js, fully remote, flexible hours.",rem=True,sf=1800)
J("boss:7806","Junior QA Tester","PASHA Technology","Bakı","Manual testing of frontend applications.",cl="Junior",sf=900)
J("hellojob:7807","Python müəllimi","Code Academy","Bakı","Uşaqlar və yeniyetmələr üçün Python kursları. Part-time, axşam saatları.",et="Part-time")
J("jobsearch:7808","Full Stack Developer","Bakcell","Bakı","Node.js, React, Docker. 3+ il. Yalnız ofisdə iş, remote yoxdur.",sf=2500)
J("boss:7809","Frontend Developer Intern","ABB Tech Academy","Bakı","Tələbələr üçün 3 aylıq ödənişli təcrübə proqramı. HTML, CSS, JavaScript.",cl="Intern",et="INTERN",sf=400)
J("position:7810","Senior Frontend Engineer","Birbank","Baku","React, Next.js, 5+ years, mentoring juniors.",cl="Senior",sf=4000)

# ---- 9. mühafizəçi / security
J("boss:7901","Mühafizəçi","Port Baku Mall","Bakı","Ticarət mərkəzinə mühafizəçi. Sutkalıq iş (24/48). Forma verilir.",sf=600)
J("tapaz:7902","Təqaüdçü kişilər üçün gözətçi",None,"Xırdalan","Tikinti obyektinə gecə gözətçisi, təqaüdçülər də müraciət edə bilər.",sf=400)
J("hellojob:7903","Охранник (дневная смена)","Security Group AZ","Баку","Охранник в офисный центр, только дневные смены, 5/2.",sf=600)
J("jobsearch:7904","Security officer","G4S Azerbaijan","Baku","Site security officer, basic English, rotation 28/28 offshore.",sf=1200)
J("boss:7905","Mühafizə rəisi","Azərinşaat MMC","Bakı","Mühafizə xidmətinin rəhbəri, hərbi və ya polis keçmişi.",cl="Senior",sf=1500)
J("position:7906","Satış meneceri","Qala Mühafizə Xidməti MMC","Bakı","Mühafizə xidmətləri və videomüşahidə sistemlərinin satışı.",sf=900)
J("boss:7907","Mühafizəçi","Bakı Metropoliteni QSC","Bakı","Metro stansiyalarında mühafizəçi, gecə növbəsi var. Yaş 25-45. Təqaüdçülər qəbul edilmir.",sf=650)

# ---- 10. ofisiant / waiter
J("boss:8001","Ofisiant","Nakhchivan Restaurant","Bakı","Restorana ofisiant. Axşam növbəsi, tələbələr üçün uyğundur. Bəxşiş + maaş. Yemək verilir.",sf=400)
J("hellojob:8002","Официант","Shirvanshah Muzey Restoran","Баку","Требуются официанты, знание английского языка, опыт работы от 1 года.",sf=500)
J("smartjob:8003","Barista","Coffee Moffie","Bakı","Qəhvəxanaya barista. Təcrübəsiz də olar, təlim veririk. Part-time və full-time.",sf=450)
J("boss:8004","Ofisiant xanım","Dolma Restoranı","Bakı","Ofisiant xanım tələb olunur. Gündüz növbəsi. Yol pulu verilir.",sf=450)
J("jobsearch:8005","Administrator (restoran)","Nakhchivan Restaurant","Bakı","Ofisiantların işinə nəzarət, rezervasiyalar.",sf=900)
J("tapaz:8006","Kafeyə ofisiant oğlan",None,"Bakı","Kafeyə ofisiant oğlan. Gecə növbəsi 20:00-04:00.")

# ---- 11. satış meneceri / sales manager
J("boss:8101","Satış meneceri (avtomobili olan)","Coca-Cola Bottlers Azerbaijan","Bakı","FMCG sahəsində satış meneceri. Şəxsi avtomobil mütləqdir, yanacaq xərci ödənilir.",sf=1200)
J("hellojob:8102","Менеджер по продажам (B2B)","Kontakt Home","Баку","Корпоративные продажи техники. Английский язык приветствуется. Оклад + бонус.",sf=1000,st=1500)
J("jobsearch:8103","Sales Manager","Hilton Baku","Baku","Hotel sales manager, corporate accounts, fluent English and Russian.",sf=2000)
J("boss:8104","Satış təmsilçisi","Azərsun Holding","Bakı","Mağazalara satış təmsilçisi (FMCG), sürücülük vəsiqəsi B.",sf=800)
J("position:8105","Satış meneceri (daşınmaz əmlak)","Pasha Construction","Bakı","Yaşayış komplekslərində mənzil satışı. Faiz sistemi.",sf=700)
J("boss:8106","Satış üzrə stajçı","Bakcell","Bakı","Tələbələr və məzunlar üçün satış stajı.",cl="Intern",sf=300)

# ---- 12. müəllim / teacher
J("boss:8201","İngilis dili müəllimi","Cambridge Tədris Mərkəzi","Bakı","Kursa ingilis dili müəllimi, IELTS hazırlığı. Part-time, axşam saatları.",et="Part-time")
J("hellojob:8202","Riyaziyyat müəllimi","132 nömrəli tam orta məktəb","Bakı","Orta məktəbə riyaziyyat müəllimi, tam ştat.",sf=600)
J("jobsearch:8203","Учитель английского языка","Baku Oxford School","Баку","Английский для младших классов, English native level, опыт от 2 лет.",sf=1200)
J("position:8204","Müəllim köməkçisi","European Azerbaijan School","Bakı","İbtidai siniflərdə müəllim köməkçisi, ingilis dili B2.",sf=700)
J("boss:8205","Rus dili müəllimi (uşaqlar üçün)","Kids Academy","Bakı","Uşaqlar üçün rus dili dərsləri. Həftədə 3 gün.")
J("smartjob:8206","Tərcüməçi (ingilis dili)","Azərinşaat MMC","Bakı","Tikinti layihələrində ingilis dili tərcüməçisi.",sf=1200)
J("boss:8207","Riyaziyyat müəllimi (online)","Tutor.az","Bakı","Onlayn riyaziyyat dərsləri, abituriyentlər üçün. Evdən iş.",rem=True)
J("hellojob:8208","Fizika müəllimi","132 nömrəli tam orta məktəb","Bakı","Orta məktəbə fizika müəllimi.",sf=600)

# ---- 13. health
J("boss:8301","Tibb bacısı","Mərkəzi Klinika","Bakı","Stasionar şöbəyə tibb bacısı. Növbəli iş, gecə növbələri.",sf=600)
J("hellojob:8302","Медсестра в стоматологию","Smile Dental Klinika","Баку","Ассистент стоматолога / медсестра. Дневной график.",sf=500)
J("jobsearch:8303","Stomatoloq","Smile Dental Klinika","Bakı","Terapevt stomatoloq, faiz əsaslı.")
J("position:8304","Əczaçı","Zeytun Aptekləri","Bakı","Aptekə əczaçı, növbəli, gecə aptekində iş.",sf=700)
J("boss:8305","Tibb bacısı (uşaq bağçası)","Bakı şəhəri 45 saylı uşaq bağçası","Bakı, Binəqədi r.","Bağçaya tibb bacısı, gündüz, 08-17.",dist="Binəqədi",sf=450)
J("smartjob:8306","Tibbi nümayəndə","Novartis Azerbaijan","Bakı","Həkimlərlə iş, tibbi təhsil, ingilis dili, şirkət avtomobili.",sf=1500)
J("hellojob:8307","Фармацевт","Аптека Avromed","Баку","Фармацевт в аптеку, без ночных смен.",sf=700)

# ---- 14. warehouse
J("boss:8401","Anbardar","Bravo Supermarket","Bakı","Mərkəzi anbara anbardar, 1C bilikləri.",sf=700)
J("hellojob:8402","Грузчик","Baku Steel Company","Баку","Грузчики на склад, ночные смены, питание, развозка.",sf=550)
J("jobsearch:8403","Forklift operatoru (yükləyici sürücüsü)","Azersun Logistics","Bakı","Forklift vəsiqəsi tələb olunur, növbəli iş.",sf=800)
J("tapaz:8404","Anbara fəhlə",None,"Bakı","Anbara fəhlə, gündəlik ödəniş, tələbələr də ola bilər.")
J("position:8405","Anbar müdiri","Kontakt Home","Bakı","Anbarın idarə edilməsi, 1C, komanda rəhbərliyi.",cl="Senior",sf=1500)

# ---- 15. design / smm
J("boss:8501","Qrafik dizayner (remote)","Crocusoft","Bakı","Adobe Illustrator, Figma. Tam uzaqdan iş.",rem=True,sf=1200)
J("hellojob:8502","SMM mütəxəssisi","Ünvan Restoranlar Şəbəkəsi","Bakı","Restoran şəbəkəsinin Instagram və TikTok səhifələri.",sf=800)
J("jobsearch:8503","UI/UX Designer (Junior)","PASHA Technology","Baku","Figma, 1 year, design system.",cl="Junior",sf=1200)
J("smartjob:8504","Дизайнер интерьера","İstanbul Mebel","Баку","Дизайн интерьеров в салоне мебели, 3ds Max.",sf=1000)
J("boss:8505","Freelance qrafik dizayner","Brandex Reklam Agentliyi","Bakı","Layihə əsaslı, frilans, evdən iş.",rem=True,et="Contract")

# ---- 16. hüquqşünas / lawyer
J("boss:8601","Hüquqşünas (ingilis dili biliyi ilə)","Baker McKenzie","Bakı","Korporativ hüquq, ingilis dili mütləqdir.",sf=2500)
J("hellojob:8602","Юрист в банк","Yelo Bank","Баку","Кредитные договоры, судебная работа.",sf=1500)
J("jobsearch:8603","Hüquqşünas","Azərinşaat MMC","Bakı","Tikinti müqavilələrinin hazırlanması.",sf=1300)
J("position:8604","Junior Lawyer","Dentons Baku","Baku","0-2 years experience, English C1.",cl="Junior",sf=1200)
J("boss:8605","Kargüzar","Hüquq Məsləhət Mərkəzi","Bakı","Sənədlərin qeydiyyatı və arxivləşdirilməsi.",sf=500)

# ---- 17. xadimə / cleaner
J("boss:8701","Xadimə","Port Baku Mall","Bakı","Ticarət mərkəzinə xadimə, növbəli iş.",sf=450)
J("tapaz:8702","Ofisə xadimə xanım, təqaüdçü də ola bilər",None,"Bakı, Nəsimi","Gündə 4 saat, səhər saatları.",dist="Nəsimi",sf=300)
J("hellojob:8703","Уборщица (частичная занятость)","Hilton Baku","Баку","Уборка номеров, питание, развозка.",sf=400)
J("jobsearch:8704","Təmizlik meneceri","CleanPro MMC","Bakı","Təmizlik briqadalarının idarə olunması.",cl="Senior",sf=1100)

# ---- extra rows (second pass: more relevant rows and distractors)
J("boss:7113","Kassir","Kontakt Home","Bakı, 28 May","Mağazaya kassir. Rəsmi əmək müqaviləsi. Tələbələr üçün part-time qrafik də mümkündür.",sf=550)
J("jobsearch:7114","Mühasib-kassir","Araz Supermarket","Bakı","Kassa jurnalının aparılması, kassirlərin günlük hesabatlarının yoxlanılması, ilkin mühasibat sənədləri.",sf=700)
J("hellojob:7115","Кассир (ночная смена)","Bazarstore","Баку","Круглосуточный супермаркет: только ночные смены 22:00-08:00. Оплата выше дневной.",sf=750)
J("boss:7116","Bank kassiri (təcrübəli)","Rabitəbank","Bakı","Təcrübəsiz namizədlər qəbul edilmir. Bank kassiri kimi minimum 2 il təcrübə.",sf=900)
J("tapaz:7212","Aşpaz lazımdır, gecə növbəsi yoxdur",None,"Bakı, Əhmədli","Kafeyə aşpaz, iş saatı 10:00-19:00. Yemək verilir.",sf=550)
J("position:7213","Chef de Partie","Hyatt Regency Baku","Baku","Hotel kitchen, Asian cuisine section. Hotel cook with 3+ years.",sf=1400)
J("hellojob:7214","Повар горячего цеха","Shirvanshah Muzey Restoran","Баку","Повар в ресторан, горячий цех, опыт от 2 лет, ночные смены по выходным.",sf=900)
J("boss:7312","Mühasib","Yelo Bank","Bakı","Bankın mühasibat uçotu şöbəsinə mühasib, 2 il təcrübə.",sf=1300)
J("jobsearch:7313","Junior Accountant","Gilan Construction","Baku","Fresh graduates welcome, 1C training provided, construction projects accounting.",cl="Junior",sf=700)
J("tapaz:7314","Mühasibat xidməti göstərirəm",None,"Bakı","Fərdi sahibkarlara və MMC-lərə mühasibat xidməti, vergi bəyannamələri. Ucuz qiymətə.")
J("boss:7412","Satıcı (mebel, xalça)","Xalça Evi","Bakı","Mebel və xalça mağazasına satıcı oğlan.",sf=500)
J("hellojob:7413","Продавец-кассир","Araz Supermarket","Баку","Продавец-кассир в супермаркет, сменный график.",sf=550)
J("smartjob:7414","Kosmetoloq","Gülüstan Kosmetika","Bakı","Kosmetoloq: üz baxımı, prosedurlar. Sertifikat tələb olunur.")
J("boss:7513","Mobil telefon təmiri ustası","Kontakt Home Servis","Bakı","Servis mərkəzində telefon və planşet təmiri. Təcrübəsiz qəbul edilmir.",sf=1000)
J("smartjob:7514","Кондиционерщик","Klimat Pro","Баку","Монтаж и обслуживание кондиционеров и сплит-систем.",sf=900)
J("boss:7611","Sürücü (C kateqoriyası)","Bravo Supermarket","Bakı","Yük avtomobili sürücüsü, mağazalara məhsul daşınması. Gecə növbəsi yoxdur.",sf=950)
J("tapaz:7612","Ailəyə şəxsi sürücü",None,"Bakı","Ailəyə şəxsi sürücü, uşaqları məktəbə aparıb-gətirmək.",sf=700)
J("jobsearch:7613","Driver to General Director","Baku Steel Company","Baku","Driver for the General Director, basic English, 5 years experience.",sf=1100)
J("boss:7709","Call center operatoru (gecə növbəsi)","Kapital Bank ASC","Bakı","Yalnız gecə növbəsi 22:00-08:00, rus dili mütləq.",sf=750)
J("smartjob:7710","Оператор (удалённо, part-time)","Yango","Баку","Удаленно, частичная занятость, подходит студентам. Обработка обращений в чате и по телефону.",rem=True,et="PART_TIME",sf=400)
J("boss:7811","Frontend Developer (React) - Junior/Middle","Kapital Bank ASC","Baku","Bank's digital team. Junior or middle level. Hybrid.",cl="Junior",sf=1500)
J("hellojob:7812","Python Developer","Birbank","Baku","FastAPI, bank products, 2+ years.",sf=2500)
J("boss:7908","Mühafizəçi (təqaüdçülər üçün)","Yasamal Bazarı","Bakı, Yasamal","Bazara gündüz mühafizəçi, təqaüdçülərə üstünlük verilir.",dist="Yasamal",sf=450)
J("hellojob:7909","Охранник вахтовым методом","Security Group AZ","Регионы","Охрана объектов в регионах, вахта 15/15, проживание и питание.",sf=900)
J("boss:8007","Ofisiant (part-time, tələbələr üçün)","Coffee Moffie","Bakı","Həftəsonu və axşam saatları, qəhvəxanada ofisiant.",et="Part-time",sf=300)
J("jobsearch:8008","Waiter / Waitress","Four Seasons Hotel Baku","Baku","English required, 5-star hotel. Meals and transport provided.",sf=700)
J("position:8209","İngilis dili müəllimi (uşaqlar üçün)","Kids Academy","Bakı","Uşaqlar üçün ingilis dili, tam ştat, gündüz.",sf=800)
J("boss:8210","Tədris koordinatoru","Cambridge Tədris Mərkəzi","Bakı","Müəllimlərin dərs cədvəlinin təşkili, valideynlərlə əlaqə.",sf=700)
J("jobsearch:8308","Medical nurse (day shift)","American Hospital Baku","Baku","English required, day shift, 5/2.",sf=900)
J("boss:8309","Həkim-terapevt","Mərkəzi Klinika","Bakı","Poliklinikada terapevt, tibb bacıları ilə birgə iş.",sf=1500)
J("boss:8406","Anbardar (gecə növbəsi)","Wolt Azerbaijan","Bakı","Dark store anbarı, gecə növbəsi. 1C bilmək lazım deyil.",sf=650)
J("boss:8606","Hüquqşünas (bank)","Rabitəbank","Bakı","Bank hüquqşünası: kredit müqavilələri, 3 il təcrübə; təcrübəsiz namizədlər qəbul olunmur.",sf=1600)
J("hellojob:8705","Xadimə (gecə)","Bakı Metropoliteni QSC","Bakı","Gecə növbəsində stansiyaların təmizliyi.",sf=450)
J("boss:9001","Satış meneceri","Bank of Baku","Bakı","Kredit kartlarının satışı. Kassir təcrübəsi tələb olunmur.",sf=800)
J("position:9002","HR mütəxəssisi","Bravo Supermarket","Bakı","Kassir, satıcı və anbardar vakansiyaları üzrə kütləvi işə qəbul.",sf=1000)
J("boss:9003","Restoran meneceri","Sumaq Restoranı","Bakı","Aşpazlar və ofisiantlarla iş, gecə növbəsi yoxdur.",sf=1200)
J("hellojob:9004","Recruiter","Teleperformance Azerbaijan","Baku","Hiring English-speaking call center operators.",sf=1100)
J("jobsearch:9005","Kuryer","Bank Respublika","Bakı","Sənəd kuryeri, piyada, şəhər daxilində.",sf=500)

# ---- third pass: more hard distractors and near neighbours
J("boss:9101","Bank filialına təmizlikçi","Kapital Bank ASC","Bakı","Bank filialında təmizlik işləri, gündüz, 5 günlük.",sf=400)
J("hellojob:9102","Кассир-бухгалтер","Gilan Construction","Баку","Ведение кассы и первичной документации в строительной компании.",sf=900)
J("position:9103","Satış meneceri","Embawood","Bakı","Korporativ müştərilərə ofis mebeli satışı.",sf=1000)
J("boss:9104","Aşpaz","Kapital Bank ASC","Bakı","Baş ofisin işçi yeməkxanasına aşpaz.",sf=700)
J("tapaz:9105","Kassir kimi iş axtarıram",None,"Bakı","23 yaşlı qız, kassir təcrübəm var. Gecə növbəsi olmayan iş axtarıram, part-time da olar.")
J("smartjob:9108","Tələbələr üçün part-time iş","Bolt Food","Bakı","Velosipedlə kuryer, part-time, çevik qrafik.",et="PART_TIME")
J("hellojob:9109","Оператор ПК","Azərinşaat MMC","Баку","Набор документов, ввод данных в 1С.",sf=500)
J("boss:9110","Telefon operatoru","Dolma Restoranı","Bakı","Sifarişlərin telefonla qəbulu, gündüz növbəsi.",sf=450)
J("position:9111","Baş kassir","Bravo Supermarket","Bakı","Supermarketdə kassirlərin işinə nəzarət. Gecə növbəsi yoxdur.",cl="Senior",sf=900)
J("boss:9112","Mühasib","Pasha Bank","Bakı","Bankda mühasib, 3 il təcrübə, gecə növbəsi yoxdur.",sf=1400)
J("hellojob:9113","Sürücü-kuryer","Bravo Supermarket","Bakı","Onlayn sifarişlərin çatdırılması, şirkət avtomobili verilir.",sf=700)
J("boss:9114","Müəllim","Bakı Avtomobil Sürücülük Məktəbi","Bakı","Sürücülük məktəbinə yol hərəkəti qaydaları müəllimi.",sf=700)
J("smartjob:9115","Kosmetika satıcısı (part-time)","Sabina Beauty","Bakı","Tələbə qızlar üçün part-time, axşam saatları.",et="PART_TIME",sf=300)
J("jobsearch:9116","Front Office Agent","Hilton Baku","Baku","Hotel reception, English, shifts.",sf=800)
J("boss:9117","Mühafizəçi","Kapital Bank ASC","Bakı","Bank filialında mühafizəçi, gündüz 09-18. Təqaüdçü hərbçilər müraciət edə bilər.",sf=600)
J("tapaz:9118","Ofisiant lazımdır",None,"Bakı","Restorana təcrübəli ofisiant, ingilis dili bilən. Gecə növbəsi.")
J("boss:9120","Elektrik ustası","Bravo Supermarket","Bakı","Supermarketlər şəbəkəsinə elektrik, günaşırı iş, gecə də daxil.",sf=800)

def row(r, i):
    src, num = r["id"].split(":")
    sname, surl, purl = SRC[src]
    comp = None if (r["company"] is None or src == "tapaz") else {"name": r["company"], "slug": None}
    dist = r.get("dist")
    day = 1 + (i % 27)
    posted = f"2026-11-{day:02d}T08:{i%60:02d}:00Z"
    sf, st = r.get("sf"), r.get("st")
    return {
        "id": r["id"], "source": src, "source_name": sname, "source_url": surl,
        "title": r["title"], "company": comp, "location": r["loc"],
        "city": "Bakı" if (dist or "Bakı" in r["loc"] or "Баку" in r["loc"] or "Baku" in r["loc"]) else ("Sumqayıt" if "Sumqayıt" in r["loc"] else None),
        "district": dist, "country": None, "remote": r.get("rem"),
        "employment_type": r.get("et"), "job_function": r.get("jf"), "career_level": r.get("cl"),
        "salary_from": sf, "salary_to": st,
        "salary_currency": "AZN" if (sf or st) else None,
        "salary_period": "MONTH" if (sf or st) else None,
        "deadline_at": None, "posted_at": posted, "url": purl.format(n=num),
        "description": r["desc"], "requirements": r.get("req"),
        "ingested_at": "2026-12-06T10:00:00Z", "first_seen_at": posted, "times_seen": 3 + i % 5,
        "active": True, "deactivated_at": None, "work_type": r.get("wt"),
        "company_logo": None, "view_count": None, "contact_email": None, "contact_phone": None,
        "description_html": None, "requirements_html": None,
    }

if __name__ == "__main__":
    ids = [r["id"] for r in R]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with open(__file__.rsplit("/", 1)[0] + "/jobs.ndjson", "w") as f:
        for i, r in enumerate(R):
            f.write(json.dumps(row(r, i), ensure_ascii=False) + "\n")
    print(len(R), "rows")
