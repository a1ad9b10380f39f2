# Hand-written compact records; read by expand.py.
# r(id, name, category, venue key, local start, (min,max) price, age, description, session languages, ann)

# ---------------- OPERA / BALLET ----------------
r('iticket:9001', "Leyli və Məcnun", "opera-balet", 'opera', "2026-12-12 19:00", (20, 80), "6+",
  "Üzeyir Hacıbəylinin \"Leyli və Məcnun\" operası — Şərqdə və müsəlman aləmində ilk opera. Məhəmməd Füzulinin eyniadlı poeması əsasında. Dirijor: Fəxrəddin Kərimov. Tamaşa Azərbaycan dilindədir.", ['az'], "opera|||az|hacibeyli")
r('afisha:7001', "Лейли и Меджнун", "opera", 'opera', "2027-01-23 19:00", (20, 80), "6+",
  "Опера Узеира Гаджибейли в пяти действиях по поэме Физули. Исполняется на азербайджанском языке, русские субтитры.", None, "opera|||az|hacibeyli")
r('iticket:9002', "Koroğlu", "opera-balet", 'opera', "2027-02-06 19:00", (20, 100), "6+",
  "Ü.Hacıbəylinin 5 pərdəli \"Koroğlu\" operası. Xalq qəhrəmanı Koroğlu haqqında dastan əsasında.", ['az'], "opera|||az|hacibeyli")
r('bakulive:3001', "Koroglu — opera by Uzeyir Hajibeyli", "Opera", 'opera', "2027-02-06 19:00", (20, 100), None,
  "The national epic opera in five acts, staged by the Azerbaijan State Opera and Ballet Theatre. Sung in Azerbaijani.", None, "opera|||az|hacibeyli")
r('iticket:9003', "Əsli və Kərəm", "opera-balet", 'opera', "2027-01-15 19:00", (15, 60), "6+",
  "Üzeyir Hacıbəylinin muğam operası \"Əsli və Kərəm\".", ['az'], "opera|mugham||az|hacibeyli")
r('iticket:9004', "Carmen", "opera-balet", 'opera', "2026-12-19 19:00", (25, 120), "12+",
  "Jorj Bizenin \"Karmen\" operası 4 pərdədə. Fransız dilində, Azərbaycan dilində titrlərlə.", ['fr'], "opera|||fr|carmen")
r('afisha:7002', "Кармен-сюита", "balet", 'opera', "2027-01-16 19:00", (20, 90), "12+",
  "Одноактный балет Родиона Щедрина на музыку Ж. Бизе. Во втором отделении — «Шопениана».", None, "ballet||||carmen")
r('iticket:9005', "Şelkunçik", "opera-balet", 'opera', "2026-12-26 18:00", (30, 150), "6+",
  "P.İ.Çaykovskinin \"Şelkunçik\" baleti — Yeni il nağılı bütün ailə üçün. 2 pərdəli balet.", [None, None], "ballet||||nutcracker")
r('afisha:7003', "Щелкунчик", "balet", 'opera', "2026-12-30 18:00", (30, 150), "6+",
  "Балет П. И. Чайковского в двух действиях. Новогодняя сказка для всей семьи.", None, "ballet||||nutcracker")
r('bakulive:3002', "The Nutcracker", "Ballet", 'opera', "2026-12-27 18:00", (30, 150), "6+",
  "Tchaikovsky's Christmas ballet in two acts, performed by the ballet company of the Opera and Ballet Theatre.", None, "ballet||||nutcracker")
r('tiketler:5001', "Şelkunçik — uşaqlar üçün kukla tamaşası", "usaq", 'kukla', "2026-12-20 12:00", (8, 12), "3+",
  "Çaykovskinin musiqisi ilə kukla nağılı. Balacalar üçün Yeni il tamaşası, 50 dəqiqə.", ['Azərbaycan'], "theatre||c|az|nutcracker,puppet")
r('iticket:9006', "Qu gölü", "opera-balet", 'opera', "2027-01-09 19:00", (25, 120), "6+",
  "P.İ.Çaykovskinin \"Qu gölü\" baleti. Baş rollarda: Kamilla Hüseynova, Makhmud Abdullayev.", [None], "ballet||||swanlake")
r('afisha:7004', "Лебединое озеро", "balet", 'opera', "2027-02-13 19:00", (25, 120), "6+",
  "Балет П. И. Чайковского в трёх действиях. Постановка Азербайджанского театра оперы и балета.", None, "ballet||||swanlake")
r('bakulive:3003', "Swan Lake on Ice", "Shows", 'saray', "2027-01-21 19:00", (40, 180), "5+",
  "The Imperial Ice Stars bring Tchaikovsky's classic to a frozen stage: figure skaters, acrobatics and a real ice rink.", None, "other||||swanlake,ice")
r('iticket:9007', "Yeddi gözəl", "opera-balet", 'opera', "2027-01-30 19:00", (20, 90), "6+",
  "Qara Qarayevin \"Yeddi gözəl\" baleti. Nizami Gəncəvinin poeması əsasında.", [None], "ballet||||qarayev")
r('afisha:7005', "Семь красавиц", "balet", 'opera', "2027-01-30 19:00", (20, 90), "6+",
  "Балет Кара Караева по поэме Низами Гянджеви.", None, "ballet||||qarayev")
r('iticket:9008', "Traviata", "opera-balet", 'opera', "2027-02-20 19:00", (25, 120), "12+",
  "Cüzeppe Verdinin \"Traviata\" operası, italyan dilində, titrlərlə.", ['it'], "opera|||it|")
r('afisha:7006', "Травиата", "opera", 'opera', "2027-02-20 19:00", (25, 120), "12+",
  "Опера Джузеппе Верди в трёх действиях. На итальянском языке.", None, "opera|||it|")
r('iticket:9009', "Sevil", "opera-balet", 'opera', "2027-02-26 19:00", (15, 70), "12+",
  "Fikrət Əmirovun \"Sevil\" operası. Cəfər Cabbarlının pyesi əsasında.", ['az'], "opera|||az|sevil")
r('tiketler:5002', "Sevil", "teatr", 'milldram', "2027-01-24 19:00", (10, 30), "12+",
  "Cəfər Cabbarlının \"Sevil\" dramı. Quruluşçu rejissor: Azər Paşa Nemətov. Tamaşa Azərbaycan dilində.", ['Azərbaycan'], "theatre|drama||az|sevil")
r('iticket:9010', "Madam Batterflay", "opera-balet", 'opera', "2027-01-02 19:00", (25, 100), "12+",
  "Cakomo Puççininin \"Madam Batterflay\" operası. İtalyan dilində.", ['it'], "opera|||it|")
r('iticket:9011', "Don Kixot", "opera-balet", 'opera', "2027-02-27 19:00", (20, 90), "6+",
  "L.Minkusun \"Don Kixot\" baleti 3 pərdədə.", [None], "ballet||||")
r('afisha:7007', "Жизель", "balet", 'opera', "2026-12-05 19:00", (20, 90), "6+",
  "Романтический балет Адольфа Адана.", None, "ballet||||")
r('iticket:9012', "Natəvan", "opera-balet", 'opera', "2026-12-13 19:00", (15, 60), "6+",
  "Vasif Adıgözəlovun \"Natəvan\" operası — Xurşidbanu Natəvanın həyatından.", ['az'], "opera|||az|")
r('iticket:9013', "Yeni il qala-konserti", "concerts", 'opera', "2026-12-29 19:00", (30, 150), "6+",
  "Opera və Balet Teatrının solistləri, xoru və orkestri ilə Yeni il qala-konserti: məşhur opera ariyaları, operetta parçaları, balet səhnələri.", ['az'], "concert|classical|||newyear,galaopera")
r('afisha:7008', "Новогоднее шоу Деда Мороза", "detyam", 'opera', "2026-12-28 12:00", (15, 40), "0+",
  "Новогоднее представление для детей в фойе и на сцене театра оперы и балета: Дед Мороз, Снегурочка, хороводы и подарки.", None, "theatre||c||newyear,kidsshow")
r('afisha:7009', "Ромео и Джульетта", "balet", 'opera', "2027-02-14 19:00", (20, 100), "12+",
  "Балет Сергея Прокофьева. Специальный показ ко Дню святого Валентина.", None, "ballet||||romeo,valentine")
r('iticket:9014', "Bakı Marionet Teatrı: \"Leyli və Məcnun\"", "theatre", 'marionet', "2027-01-06 18:00", (15, 25), "7+",
  "Üzeyir Hacıbəylinin operası marionet kuklaları ilə: orijinal audioyazı, əl işi kuklalar. Müddət 55 dəqiqə.", ['az'], "theatre||||hacibeyli,puppet,marionette")

# ---------------- CLASSICAL ----------------
r('iticket:9015', "Bethoven. 9-cu simfoniya", "concerts", 'phil', "2026-12-30 19:00", (20, 70), "6+",
  "Üzeyir Hacıbəyli adına Azərbaycan Dövlət Simfonik Orkestri. Dirijor Rauf Abdullayev. Ludviq van Bethovenin 9-cu simfoniyası, \"Sevinc himni\" ilə ili yola salırıq.", None, "concert|classical||||")
r('afisha:7010', "Вечер фортепианной музыки. Шопен, Рахманинов", "kontserty", 'phil', "2027-01-14 19:00", (15, 50), "6+",
  "Солист — Фархад Бадалбейли (фортепиано). В программе ноктюрны Шопена и прелюдии Рахманинова.", None, "concert|classical||||piano")
r('iticket:9016', "Qara Qarayevin xatirəsinə simfonik konsert", "concerts", 'phil', "2027-02-05 19:00", (10, 40), "6+",
  "Böyük bəstəkarın anadan olmasının ildönümünə həsr olunur. Proqramda: \"Yeddi gözəl\" süitası, \"İldırımlı yollarla\" baletindən parçalar, 3-cü simfoniya.", None, "concert|classical||||qarayev")
r('tiketler:5003', "Vivaldi \"İlin fəsilləri\" — Bakı Kamera Orkestri", "konsert", 'phil', "2027-01-20 19:00", (15, 45), None,
  "Bakı Kamera Orkestri, solist skripkaçı Gülnar Əliyeva. Antonio Vivaldinin \"İlin fəsilləri\" və Pyotr Çaykovskinin \"Simlilər üçün serenada\"sı.", ['Azərbaycan'], "concert|classical||||")
r('iticket:9017', "Orqan musiqisi axşamı: Bax və Handel", "concerts", 'kirxa', "2027-01-17 18:00", (10, 25), None,
  "Kirxada orqan konserti. İfaçı: Rəna Quliyeva. İohann Sebastyan Bax, Georq Fridrix Handel.", None, "concert|classical||||organ")
r('afisha:7011', "Органный концерт в Кирхе при свечах", "kontserty", 'kirxa', "2027-02-07 19:00", (12, 30), "6+",
  "Бах, Пахельбель, Вивальди в переложении для органа. Атмосферный вечер при свечах.", None, "concert|classical||||organ")
r('iticket:9018', "Fikrət Əmirov. Simfonik muğamlar", "concerts", 'phil', "2027-02-12 19:00", (10, 40), "6+",
  "Azərbaycan Dövlət Simfonik Orkestri Fikrət Əmirovun \"Şur\" və \"Kürd ovşarı\" simfonik muğamlarını ifa edir. Dirijor Teymur Göyçayev.", None, "concert|classical||||symmugham")
r('tiketler:5004', "Üzeyir Hacıbəylinin əsərlərindən ibarət simfonik konsert", "konsert", 'phil', "2027-01-18 19:00", (10, 35), None,
  "Proqramda: \"Koroğlu\" operasının uvertürası, \"Leyli və Məcnun\"dan fraqmentlər, \"Arşın mal alan\"dan mahnılar, romanslar.", ['Azərbaycan'], "concert|classical||||hacibeyli")
r('iticket:9019', "Musiqi Akademiyası tələbələrinin Yeni il konserti", "concerts", 'akad', "2026-12-24 17:00", (0, 5), None,
  "Akademiyanın fortepiano, vokal və xalq çalğı alətləri kafedralarının tələbələri Yeni il konserti ilə çıxış edirlər. Giriş sərbəstdir (qeydiyyatla).", None, "concert|classical||||akad,newyear")
r('afisha:7012', "Мастер-класс профессора фортепиано Мурада Гусейнова", "master-klassy", 'akad', "2027-02-03 15:00", None, None,
  "Открытый мастер-класс для студентов и преподавателей Бакинской музыкальной академии им. Узеира Гаджибекова.", None, "workshop||||akad,piano")
r('bakulive:3004', "Candlelight: Vivaldi's Four Seasons", "Concerts", 'hac', "2027-01-29 20:30", (35, 60), "8+",
  "A string quartet plays Vivaldi's Four Seasons by the light of a thousand candles.", None, "concert|classical||||")
r('bakulive:3005', "Candlelight: Tribute to Queen", "Concerts", 'hac', "2027-01-29 18:30", (35, 60), "8+",
  "Queen's greatest hits arranged for string quartet, by candlelight.", None, "concert|rock,classical||||")
r('afisha:7013', "Рахманинов. Концерт №2. Симфонический оркестр", "kontserty", 'phil', "2027-02-19 19:00", (15, 55), None,
  "Государственный симфонический оркестр им. Узеира Гаджибейли. Солист — Мурад Адыгезалзаде.", None, "concert|classical||||piano")
r('iticket:9020', "Fortepiano gecəsi: Murad Adıgözəlzadə", "concerts", 'phil', "2026-12-16 19:00", (15, 40), None,
  "Tanınmış pianoçu Motsart, Şopen və Azərbaycan bəstəkarlarının əsərlərini ifa edir.", None, "concert|classical||||piano")

# ---------------- FILM MUSIC / FILMS ----------------
r('iticket:9021', "Hans Zimmer-in musiqisi — simfonik şou", "concerts", 'saray', "2027-01-10 19:00", (30, 120), "6+",
  "Kino musiqisi konserti: \"Interstellar\", \"Gladiator\", \"İnsepsiya\", \"Dune\" filmlərinin musiqisi simfonik orkestr və xorun ifasında, işıq şousu ilə.", None, "concert|classical,filmmusic||||filmmusic")
r('afisha:7014', "Музыка из фильмов Хаяо Миядзаки при свечах", "kontserty", 'phil', "2027-02-21 19:00", (25, 60), "6+",
  "Камерный оркестр исполняет музыку Джо Хисаиси к аниме «Унесённые призраками», «Мой сосед Тоторо», «Ходячий замок».", None, "concert|classical,filmmusic||||filmmusic")
r('bakulive:3006', "Interstellar — IMAX re-release", "Cinema", 'cplus', "2026-12-11 20:00", (9, 14), "12+",
  "Christopher Nolan's space epic back on the big screen. Original version in English with Russian subtitles.", None, "cinema|||en|interstellar")
r('iticket:9022', "Avengers: Doomsday", "cinema", 'cplus', "2026-12-18 19:30", (8, 14), "12+",
  "Marvel Studios. Rejissorlar: Entoni və Co Russo. Baş rollarda: Robert Dauni ml., Kris Hemsvort. Seanslar rus və Azərbaycan dillərində.", ['ru', 'az', 'ru'], "cinema|||ru,az|avengers")
r('afisha:7015', "Мстители: Судный день", "kino", 'park', "2026-12-18 21:00", (8, 13), "12+",
  "Фантастический боевик Marvel. Режиссёры братья Руссо. Дублированный на русский язык.", None, "cinema|||ru|avengers")
r('iticket:9023', "Dune: Part Three", "cinema", 'cplus', "2026-12-19 20:00", (8, 14), "16+",
  "Deni Vilnevin \"Dune\" trilogiyasının final hissəsi. Orijinal versiya (ingilis dilində, rus subtitrləri ilə) və rus dilində dublyaj.", ['en', 'ru'], "cinema|||en,ru|dune")
r('bakulive:3007', "Dune: Part Three (original version)", "Cinema", 'park', "2026-12-20 19:00", (9, 13), "16+",
  "In English with Russian subtitles. Denis Villeneuve's conclusion of the saga.", None, "cinema|||en|dune")
r('tiketler:5005', "Jumanji 3", "kino", 'nizami', "2026-12-25 17:00", (6, 9), "12+",
  "Macəra komediyası. Azərbaycan dilində dublyaj.", ['Azərbaycan'], "cinema|||az|")
r('iticket:9024', "Buz dövrü 6", "cinema", 'cplus', "2027-02-05 12:00", (6, 10), "0+",
  "Məşhur cizgi filminin yeni hissəsi — Manni, Sid və Diyeqo yenidən birlikdədir. Uşaqlar üçün animasiya, Azərbaycan və rus dillərində seanslar.", ['az', 'ru'], "cinema|animation|c|az,ru|iceage")
r('afisha:7016', "Ледниковый период 6", "kino", 'park', "2027-02-05 11:00", (6, 10), "0+",
  "Анимационный фильм для всей семьи. На русском языке.", None, "cinema|animation|c|ru|iceage")
r('iticket:9025', "Arşın mal alan (1945) — bərpa olunmuş versiya", "cinema", 'nizami', "2027-01-12 19:00", (5, 5), "0+",
  "Rəşid Behbudovun baş rolda çəkildiyi məşhur musiqili komediya filminin rəqəmsal bərpa olunmuş nüsxəsi. Üzeyir Hacıbəylinin operettası əsasında.", ['az'], "cinema|||az|arshin,hacibeyli,behbudov")
r('tiketler:5006', "Uşaq animasiya filmləri festivalı", "kino", 'nizami', "2027-01-03 11:00", (3, 5), "0+",
  "Qış tətili üçün 5 günlük festival: \"Cırtdan\", \"Cik-cik xanım\", dünyanın ən yaxşı qısametrajlı cizgi filmləri. Uşaqlar üçün pulsuz master-klass da var.", ['Azərbaycan'], "festival|animation|c|az|cinemafest", end="2027-01-07 18:00")
r('afisha:7017', "Фестиваль «Бакинские зимние кинодни»", "festivali", 'nizami', "2027-02-01 18:00", (5, 10), "16+",
  "Неделя нового азербайджанского и грузинского кино. Показы на языке оригинала с русскими и английскими субтитрами.", None, "festival|||az|cinemafest", end="2027-02-07 23:00")
r('tiketler:5007', "Qış Kino Festivalı: \"Nabat\"", "kino", 'nizami', "2027-02-02 19:00", (5, 5), "16+",
  "Bakı Qış Kino Günləri çərçivəsində Elçin Musaoğlunun \"Nabat\" filminin nümayişi və rejissorla görüş.", ['Azərbaycan'], "cinema|||az|atfestival")
r('iticket:9026', "Səssiz kino və canlı musiqi: \"Metropolis\"", "cinema", 'yarat', "2027-01-22 19:30", (10, 10), "12+",
  "Fritz Lanqın 1927-ci il filmi pianoçu Elçin Şirinovun canlı improvizasiyası ilə nümayiş olunur.", None, "cinema||||livescore")
r('bakulive:3008', "Paddington in Peru — kids' matinee in English", "Cinema", 'park', "2026-12-27 11:00", (7, 9), "0+",
  "Family film screening in English for children, with Azerbaijani subtitles.", None, "cinema||c|en|")
r('afisha:7018', "Аватар: Огонь и пепел (повторный показ в 3D)", "kino", 'cplus', "2027-01-08 18:00", (8, 12), "12+",
  "Повторный прокат фильма Джеймса Кэмерона в формате 3D, на русском языке.", None, "cinema|||ru|")

# ---------------- MUGHAM / JAZZ ----------------
r('tiketler:5008', "Muğam axşamı: Alim Qasımov", "konsert", 'mugam', "2026-12-18 19:00", (20, 80), None,
  "Xalq artisti Alim Qasımov və Fərqanə Qasımova ansamblı ilə muğam gecəsi. \"Bayatı-Şiraz\", \"Çahargah\" dəstgahları.", ['Azərbaycan'], "concert|mugham||||qasimov")
r('afisha:7019', "Алим Гасымов. Мугам", "kontserty", 'phil', "2027-02-11 19:00", (20, 80), None,
  "Народный артист Азербайджана Алим Гасымов и ансамбль. Классические мугамные дестгяхи.", None, "concert|mugham||||qasimov")
r('iticket:9027', "Xan Şuşinskinin xatirəsinə muğam konserti", "concerts", 'mugam', "2027-01-19 19:00", (10, 30), None,
  "Xanəndələr Səbuhi İbayev, Təyyar Bayramov və tarzən Sahib Paşazadə ustadın repertuarından ifa edirlər.", None, "concert|mugham||||")
r('iticket:9028', "Qış Muğam Festivalı", "festivals", 'mugam', "2027-01-25 18:00", (10, 50), None,
  "Beynəlxalq Muğam Mərkəzində 4 gün: gənc xanəndələrin müsabiqəsi, ustad dərsləri, gala-konsert. Festival Bakıda ilk dəfə qışda keçirilir.", None, "festival|mugham||||mugfest", end="2027-01-28 22:00")
r('iticket:9029', "Muğam festivalı çərçivəsində: Səbuhi İbayevin konserti", "concerts", 'mugam', "2027-01-26 19:00", (10, 30), None,
  "Qış Muğam Festivalının ikinci günü. Səbuhi İbayev \"Rast\" dəstgahı və təsniflər.", None, "concert|mugham||||mugfest")
r('iticket:9030', "Akustik pop axşamı: Tunar & friends", "concerts", 'mugam', "2027-02-10 20:00", (15, 40), "12+",
  "Beynəlxalq Muğam Mərkəzində akustik pop-musiqi gecəsi: gitara, piano, Tunarın hitləri.", None, "concert|pop||||atmugam")
r('bakulive:3009', "Mugham masterclass for beginners", "Workshops", 'mugam', "2027-02-15 16:00", (20, 20), "12+",
  "Learn the basics of mugham modes and tar with musicians of the International Mugham Centre. In English and Azerbaijani.", None, "workshop|mugham||en,az||")
r('iticket:9031', "Caz axşamı: Salman Qəmbərov və \"Bakustic Jazz\"", "concerts", 'caz', "2027-01-08 20:00", (20, 40), None,
  "Bakı Caz Mərkəzində Salman Qəmbərovun \"Bakustic Jazz\" qrupu ilə konsert: caz-muğam kompozisiyaları.", None, "concert|jazz||||")
r('iticket:9032', "Jazz Night at Mezzo", "restoran", 'mezzo', "2026-12-11 21:00", (40, 40), "18+",
  "Hər cümə canlı caz musiqisi və şam yeməyi. Depozit 40 AZN (yemək və içki daxil). Masa rezervi vacibdir.", None, "party|jazz|a||restjazz")
r('afisha:7020', "Джаз по пятницам в Sky Grill", "vecherinki", 'skygrill', "2027-01-15 21:00", (50, 50), "18+",
  "Живой джаз к ужину: трио Эльчина Ширинова. Депозит 50 AZN на человека.", None, "party|jazz|a||restjazz")
r('bakulive:3010', "Baku Winter Jazz Festival 2027", "Festivals", 'hac', "2027-02-18 19:00", (30, 150), None,
  "Four nights of jazz at Heydar Aliyev Center: Isfar Sarabski Trio, Aziza Mustafa Zadeh, guest bands from Georgia and Turkey. Festival pass and single-night tickets.", None, "festival|jazz||||jazzfest", end="2027-02-21 23:00")
r('iticket:9033', "İsfar Sarabski Trio — Baku Winter Jazz Festival", "baku-jazz-festival", 'hac', "2027-02-19 20:00", (30, 80), None,
  "Festivalın ikinci gecəsi. İsfar Sarabski triosu ilə yeni albomun təqdimatı.", None, "concert|jazz||||jazzfest,sarabski")
r('afisha:7021', "Исфар Сарабски. Сольный концерт", "kontserty", 'phil', "2026-12-22 19:30", (25, 90), None,
  "Пианист Исфар Сарабски с программой «Planets». Джаз, мугам и классика.", None, "concert|jazz||||sarabski")
r('tiketler:5009', "Vaqif Mustafazadənin xatirəsinə caz konserti", "konsert", 'phil', "2026-12-16 19:00", (15, 50), None,
  "Caz-muğamın banisi Vaqif Mustafazadənin anım günündə. Çıxış edirlər: Şahin Novrasli, Emil Əfrasiyab və başqaları.", ['Azərbaycan'], "concert|jazz||||mustafazade")
r('afisha:7022', "Азиза Мустафа-заде. Концерт", "kontserty", 'phil', "2027-02-20 19:00", (40, 150), None,
  "Королева джаз-мугама Азиза Мустафа-заде впервые за пять лет выступит в Баку. Импровизации на стыке джаза, мугама и классики.", None, "concert|jazz,mugham||||")
r('bakulive:3011', "Jazz brunch with live trio", "Food & Drink", 'fairmont', "2027-01-10 12:00", (65, 65), None,
  "Sunday brunch buffet at Fairmont with a jazz trio. Kids under 6 free.", None, "party|jazz|||restjazz")

# ---------------- POP / ROCK / RAP / ESTRADA ----------------
r('iticket:9034', "Röya — Yeni il konserti", "concerts", 'crystal', "2026-12-27 20:00", (30, 250), "6+",
  "Röyanın böyük Yeni il şousu: yeni mahnılar, sevilən hitlər, rəqs qrupu və qonaq ulduzlar.", None, "concert|pop||||newyear")
r('afisha:7023', "Эмин. Новогодний концерт", "kontserty", 'crystal', "2026-12-30 20:00", (40, 300), "6+",
  "Эмин Агаларов с программой «Новый год в Баку». Гости — Григорий Лепс и Ани Лорак.", None, "concert|pop||||newyear,emin")
r('iticket:9035', "Emin — \"Bakı, sevgilim\" turnesi", "concerts", 'saray', "2027-02-13 20:00", (40, 250), None,
  "Emin yeni albomunun təqdimatı ilə Heydər Əliyev Sarayında.", None, "concert|pop||||emin")
r('iticket:9036', "Miri Yusif — Sevgililər günü konserti", "concerts", 'saray', "2027-02-14 20:00", (25, 150), None,
  "Sevgililər gününə özəl akustik konsert. Ən romantik mahnılar bir axşamda.", None, "concert|pop||||valentine")
r('tiketler:5010', "Brilliant Dadaşova. Sevgililər günü", "konsert", 'mahni', "2027-02-14 19:00", (20, 120), None,
  "Brilliant Dadaşova 14 fevralda Rəşid Behbudov adına Mahnı Teatrında böyük solo konsertlə.", ['Azərbaycan'], "concert|pop||||valentine,mahni")
r('bakulive:3012', "Valentine's Day Dinner with live music", "Food & Drink", 'fairmont', "2027-02-14 19:30", (180, 180), "18+",
  "Five-course dinner for two with a saxophonist and a violinist. Price per couple.", None, "party||a||valentine")
r('iticket:9037', "Unformal — akustik rok konserti", "concerts", 'mahni', "2027-01-16 20:00", (20, 60), "12+",
  "Azərbaycan rok səhnəsinin əfsanəvi qrupu \"Unformal\" Mahnı Teatrında akustik proqramla.", None, "concert|rock||||mahni")
r('afisha:7024', "Рок-фестиваль «Бакинский рок-н-ролл»", "kontserty", 'enigma', "2027-02-06 19:00", (20, 30), "16+",
  "Вечер бакинского рока: группы Yuxu, Palma, The Hills. Шесть часов живого рока.", None, "concert|rock||||")
r('bakulive:3013', "Rock Night: Queen & Nirvana covers", "Nightlife", 'irish', "2027-01-22 21:00", (10, 10), "18+",
  "Local cover band plays the classics live. Free entry before 21:00, then 10 AZN.", None, "concert|rock|a|||")
r('iticket:9038', "Helloween — Baku 2027", "concerts", 'crystal', "2027-02-25 20:00", (60, 250), "12+",
  "Alman power-metal qrupu Helloween dünya turnesi çərçivəsində ilk dəfə Bakıda.", None, "concert|rock||||helloween")
r('iticket:9039', "Qaraqan — solo konsert", "concerts", 'saray', "2027-01-31 20:00", (25, 120), "12+",
  "Azərbaycan repinin ulduzu Qaraqan yeni albomu ilə. Qonaqlar: Mirələm, Paster.", None, "concert|rap||||")
r('afisha:7025', "Miyagi & Andy Panda. Рэп-концерт", "kontserty", 'crystal', "2027-02-20 20:00", (50, 250), "16+",
  "Большой концерт дуэта в Баку. Хип-хоп, рэп, регги.", None, "concert|rap||||")
r('tiketler:5011', "Rep batl: Bakı Underground", "party", 'enigma', "2027-01-09 21:00", (10, 15), "18+",
  "Azərbaycanlı reperlərin freestyle batlı. Münsiflər: Paster, Epi. Qalibə 2000 AZN.", ['Azərbaycan'], "other|rap|a|az|battle")
r('iticket:9040', "Zeynəb Xanlarova — yubiley konserti", "concerts", 'saray', "2027-01-24 19:00", (20, 150), None,
  "Xalq artisti Zeynəb Xanlarovanın yubiley konserti: xalq mahnıları, təsniflər, muğamlar.", None, "concert|folk,mugham||||xanlarova")
r('iticket:9041', "Polad Bülbüloğlu. Konsert", "concerts", 'saray', "2027-02-04 19:00", (30, 150), None,
  "Xalq artisti Polad Bülbüloğlunun solo konserti. Estrada-simfonik orkestr.", None, "concert|pop||||polad")
r('afisha:7026', "Полад Бюльбюль оглы. Юбилейный концерт", "kontserty", 'saray', "2027-02-04 19:00", (30, 150), None,
  "Народный артист СССР Полад Бюльбюль оглы. Песни разных лет в сопровождении эстрадно-симфонического оркестра.", None, "concert|pop||||polad")
r('iticket:9042', "Bülbülün 130 illiyinə həsr olunmuş konsert", "concerts", 'phil', "2027-01-22 19:00", (10, 40), None,
  "Azərbaycan vokal məktəbinin banisi Bülbülün (Murtuza Məmmədov) yubileyi: onun repertuarından xalq mahnıları, opera ariyaları. Çıxış edirlər: Bülbül adına orta ixtisas musiqi məktəbinin məzunları.", None, "concert|classical,folk||||bulbul")
r('iticket:9043', "Müslüm Maqomayevin mahnıları", "concerts", 'mahni', "2027-01-28 19:00", (15, 60), None,
  "Müslüm Maqomayevin xatirəsinə: \"Azərbaycan\", \"Bakı haqqında mahnı\", \"Melodiya\" və digər əsərlər gənc ifaçıların ifasında.", None, "concert|pop||||magomayev")
r('afisha:7027', "Муслим Магомаев. «Мелодия». Вечер памяти", "kontserty", 'saray', "2027-02-17 19:00", (20, 80), None,
  "Песни Муслима Магомаева исполняют Эльдар Гасымов, Айсель Теймурзаде и эстрадно-симфонический оркестр.", None, "concert|pop||||magomayev")
r('tiketler:5012', "Filarmoniyada Yeni il konserti: Vals axşamı", "konsert", 'phil', "2026-12-31 17:00", (20, 70), None,
  "Ştraus valsları, polkalar və Azərbaycan bəstəkarlarının əsərləri. Dövlət Simfonik Orkestri.", ['Azərbaycan'], "concert|classical||||newyear")
r('afisha:7028', "Романсы. Концерт в Русском драмтеатре", "kontserty", 'rusdram', "2027-01-11 19:00", (10, 30), None,
  "Вечер русского романса: солисты театра и гости. Фортепиано, гитара.", None, "concert|||ru|atrusdram")
r('iticket:9044', "Yeni il şou-proqramı: Estrada ulduzları", "concerts", 'crystal', "2026-12-25 20:00", (30, 200), "6+",
  "Bakının estrada ulduzları bir səhnədə: Aygün Kazımova, Röya, Xəyyam Nisanov, Dilarə Kazımova. Böyük Yeni il şousu.", None, "concert|pop||||newyear")
r('afisha:7029', "Дилара Кязимова. Концерт", "kontserty", 'mahni', "2027-02-27 19:00", (15, 60), None,
  "Сольный концерт в Театре песни им. Рашида Бейбутова.", None, "concert|pop||||mahni")
r('tiketler:5013', "Rəşid Behbudovun mahnıları: xatirə gecəsi", "konsert", 'mahni', "2026-12-09 19:00", (10, 40), None,
  "Böyük müğənninin ildönümündə onun repertuarından mahnılar.", ['Azərbaycan'], "concert|pop||||behbudov,mahni")
r('bakulive:3014', "Aygun Kazimova — Live in Concert", "Concerts", 'crystal', "2027-02-06 20:00", (30, 200), None,
  "The Azerbaijani pop diva returns to Crystal Hall with a brand-new show.", None, "concert|pop||||")

# ---------------- THEATRE: drama & comedy ----------------
r('iticket:9045', "Hamlet", "theatre", 'milldram', "2027-01-10 19:00", (10, 40), "14+",
  "Vilyam Şekspirin faciəsi. Quruluşçu rejissor Mehriban Ələkbərzadə. Hamlet — Elşən Cəbrayılov. Tamaşa Azərbaycan dilindədir.", ['az', 'az'], "theatre|drama||az|hamlet")
r('afisha:7030', "Гамлет", "spektakli", 'rusdram', "2027-01-17 19:00", (10, 40), "14+",
  "Трагедия Уильяма Шекспира на русском языке. Постановка Александра Шаровского.", None, "theatre|drama||ru|hamlet")
r('bakulive:3015', "Hamlet (in English)", "Theatre", 'ada', "2026-12-05 19:00", (10, 15), "12+",
  "Baku English Theatre Company presents Shakespeare's tragedy in the original English. Amateur production, 2h 30 min with interval.", None, "theatre|drama||en|hamlet")
r('tiketler:5014', "Hamlet Hüseynov — saz və söz gecəsi", "konsert", 'mahni', "2027-01-13 19:00", (10, 30), None,
  "Aşıq Hamlet Hüseynov və ansamblı: saz havaları, qoşmalar, gəraylılar.", ['Azərbaycan'], "concert|folk||||hametname")
r('iticket:9046', "Hacı Qara", "theatre", 'milldram', "2026-12-20 19:00", (10, 30), "12+",
  "Mirzə Fətəli Axundzadənin komediyası. Azərbaycan dilində.", ['az'], "theatre|comedy||az|haciqara")
r('afisha:7031', "Хаджи Кара", "spektakli", 'rusdram', "2027-02-07 19:00", (10, 30), "12+",
  "Комедия Мирзы Фатали Ахундова. Спектакль на русском языке.", None, "theatre|comedy||ru|haciqara")
r('tiketler:5015', "Ölülər", "teatr", 'milldram', "2027-02-13 19:00", (10, 30), "14+",
  "Cəlil Məmmədquluzadənin \"Ölülər\" komediyası. Azərbaycan dilində.", ['Azərbaycan'], "theatre|comedy||az|")
r('afisha:7032', "Вишнёвый сад", "spektakli", 'rusdram', "2026-12-12 19:00", (10, 35), "14+",
  "Пьеса А. П. Чехова на русском языке. Лирическая комедия в двух действиях.", None, "theatre|drama||ru|")
r('afisha:7033', "Ревизор", "spektakli", 'rusdram', "2027-01-24 19:00", (10, 35), "12+",
  "Комедия Н. В. Гоголя. На русском языке.", None, "theatre|comedy||ru|revizor")
r('iticket:9047', "Müfəttiş", "theatre", 'gtt', "2027-02-20 19:00", (8, 20), "12+",
  "Nikolay Qoqolun \"Revizor\" komediyası Azərbaycan dilində. Gənc Tamaşaçılar Teatrının yeni quruluşu.", ['az'], "theatre|comedy||az|revizor")
r('afisha:7034', "Женитьба", "spektakli", 'rusdram', "2027-02-27 19:00", (10, 35), "12+",
  "Совершенно невероятное событие в двух действиях по Гоголю. На русском языке.", None, "theatre|comedy||ru|")
r('iticket:9048', "O olmasın, bu olsun", "theatre", 'musiqili', "2026-12-27 18:00", (10, 40), "6+",
  "Üzeyir Hacıbəylinin musiqili komediyası (\"Məşədi İbad\"). Azərbaycan dilində.", ['az'], "musical|comedy||az|hacibeyli,mashadi")
r('afisha:7035', "Не та, так эта", "spektakli", 'rusdram', "2027-01-31 19:00", (10, 30), "6+",
  "Музыкальная комедия по оперетте Узеира Гаджибекова в постановке Русской драмы. Спектакль идёт на русском языке.", None, "musical|comedy||ru|hacibeyli,mashadi")
r('iticket:9049', "Arşın mal alan", "theatre", 'musiqili', "2027-01-06 18:00", (10, 40), "6+",
  "Üzeyir Hacıbəylinin məşhur operettası — Əsgər və Gülçöhrənin sevgi hekayəsi. Azərbaycan dilində.", ['az', 'az'], "musical|comedy||az|hacibeyli,arshin")
r('afisha:7036', "Аршин мал алан", "spektakli", 'musiqili', "2027-02-14 18:00", (10, 40), "6+",
  "Музыкальная комедия Узеира Гаджибекова. На азербайджанском языке.", None, "musical|comedy||az|hacibeyli,arshin")
r('iticket:9050', "Bəxtsiz cavan", "theatre", 'milldram', "2027-01-31 19:00", (10, 30), "14+",
  "Əbdürrəhim bəy Haqverdiyevin faciəsi.", ['az'], "theatre|drama||az|")
r('tiketler:5016', "Məhəbbət oyunu", "teatr", 'yug', "2027-01-16 19:00", (8, 20), "16+",
  "YUĞ teatrında lirik komediya: iki aktyor, bir gecə, bir ev. Azərbaycan dilində.", ['Azərbaycan'], "theatre|comedy||az|")
r('bakulive:3016', "'Art' by Yasmina Reza (in Russian, English surtitles)", "Theatre", 'rusdram', "2027-02-10 19:00", (15, 40), "16+",
  "Three friends, one white painting. Russian Drama Theatre's hit comedy, performed in Russian with English surtitles.", None, "theatre|comedy||ru|")
r('afisha:7037', "Ханума", "spektakli", 'rusdram', "2026-12-26 19:00", (10, 35), "12+",
  "Музыкальная комедия по пьесе А. Цагарели. На русском языке.", None, "theatre|comedy||ru|")
r('iticket:9051', "Romeo və Cülyetta", "theatre", 'gtt', "2027-02-13 19:00", (8, 20), "12+",
  "Şekspirin faciəsi yeniyetmələr və gənclər üçün. Azərbaycan dilində.", ['az'], "theatre|drama||az|romeo")
r('tiketler:5017', "Qatil", "teatr", 'gtt', "2027-01-29 20:00", (8, 20), "18+",
  "Gənc Tamaşaçılar Teatrının böyüklər üçün psixoloji trilleri. 18 yaşdan aşağı tamaşaçılar buraxılmır.", ['Azərbaycan'], "theatre|drama|a|az|")
r('afisha:7038', "Анна Каренина", "myuzikly", 'saray', "2027-02-24 19:00", (40, 200), "12+",
  "Мюзикл Московского театра оперетты по роману Льва Толстого. Гастроли в Баку. На русском языке.", None, "musical|||ru|")
r('bakulive:3017', "The Phantom of the Opera — musical in concert", "Musicals", 'hac', "2027-02-12 19:30", (40, 180), "8+",
  "Andrew Lloyd Webber's musical with a full cast and orchestra. Performed in English.", None, "musical|||en|phantom")
r('iticket:9052', "Mamma Mia! — müzikl", "musical", 'saray', "2027-01-17 19:00", (40, 180), "12+",
  "ABBA mahnıları əsasında dünyaca məşhur müzikl. Rus dilində, Moskva truppası.", ['ru'], "musical|||ru|")
r('tiketler:5018', "Musiqili Komediya Teatrında Yeni il şousu", "sou", 'musiqili', "2026-12-30 19:00", (15, 50), "12+",
  "Teatrın aktyorları ilə böyüklər üçün Yeni il şousu: operetta parçaları, zarafatlar, rəqslər, lotereya.", ['Azərbaycan'], "concert||||newyear,show")
r('iticket:9053', "Milli Dram Teatrında Novruz hazırlığı: açıq məşq", "theatre", 'milldram', "2027-02-25 15:00", None, None,
  "Tələbələr üçün açıq məşq. Pulsuz, qeydiyyatla.", None, "other||||")
r('afisha:7039', "Кот в сапогах", "detyam", 'kukla', "2027-01-04 12:00", (6, 10), "3+",
  "Кукольный спектакль для детей на русском языке по сказке Шарля Перро.", None, "theatre||c|ru|puppet")
r('iticket:9054', "Cırtdan", "kids", 'kukla', "2026-12-19 12:00", (6, 10), "3+",
  "Azərbaycan xalq nağılı əsasında kukla tamaşası. Uşaqlar üçün, Azərbaycan dilində.", ['az', 'az'], "theatre||c|az|puppet")
r('iticket:9055', "Qırmızı papaq", "kids", 'kukla', "2027-01-10 12:00", (6, 10), "3+",
  "Uşaqlar üçün kukla tamaşası. Şarl Perronun nağılı əsasında.", ['az'], "theatre||c|az|puppet")
r('afisha:7040', "Золушка", "detyam", 'gtt', "2027-01-05 12:00", (6, 12), "6+",
  "Музыкальная сказка для детей в Театре юного зрителя. Спектакль идёт на русском языке.", None, "theatre||c|ru|")
r('tiketler:5019', "Şaxta baba və Qar qız", "usaq", 'gtt', "2026-12-28 11:00", (8, 15), "3+",
  "Uşaqlar üçün Yeni il tamaşası: Şaxta baba, Qar qız, hədiyyələr və yolka ətrafında oyunlar.", ['Azərbaycan'], "theatre||c|az|newyear,kidsshow")
r('afisha:7041', "Новогодняя ёлка во Дворце Гейдара Алиева", "detyam", 'saray', "2026-12-29 11:00", (20, 45), "3+",
  "Главная детская ёлка страны: спектакль-сказка, Дед Мороз и Снегурочка, подарок каждому ребёнку.", None, "theatre||c|ru|newyear,kidsshow")
r('iticket:9056', "Yeni il nağılı: Şaxta babanın sehrli çantası", "kids", 'musiqili', "2026-12-26 12:00", (10, 20), "3+",
  "Musiqili Teatrın uşaqlar üçün Yeni il tamaşası. Mahnılar, rəqslər, sürprizlər.", ['az', 'az', 'ru'], "theatre||c|az,ru|newyear,kidsshow")
r('bakulive:3018', "Peppa Pig Live! Peppa's Winter Adventure", "Kids", 'saray', "2027-01-03 12:00", (20, 50), "0+",
  "The live stage show for little ones, in English, with songs and games.", None, "theatre||c|en|kidsshow")
r('tiketler:5020', "Uşaqlar üçün Yeni il konserti \"Bala-bala\"", "usaq", 'mahni', "2026-12-27 12:00", (8, 15), "0+",
  "Uşaq xoru \"Bala-bala\" və \"Cik-cik\" ansamblının Yeni il konserti. Balaca tamaşaçılar üçün.", ['Azərbaycan'], "concert||c|az|newyear")
r('iticket:9057', "Uşaq Yeni il partisi — Pasifico Kids", "kids", 'pasifico', "2026-12-30 13:00", (25, 25), "4+",
  "4–12 yaş uşaqlar üçün Yeni il partisi: animatorlar, DJ, sabun köpükləri şousu, Şaxta baba ilə görüş.", None, "party||c||newyear,kidsparty")
r('iticket:9058', "Sehrbaz Elnurun şousu uşaqlar üçün", "kids", 'port', "2027-01-05 14:00", (10, 15), "3+",
  "Fokuslar, illüziyalar və balaca tamaşaçılarla birgə sehrbazlıq.", None, "other||c||magic")
r('afisha:7042', "Цирковое шоу «Снежная королева»", "detyam", 'sirk', "2027-01-02 12:00", (10, 30), "0+",
  "Новогоднее цирковое представление для детей: акробаты, клоуны, дрессированные собаки.", None, "circus||c||newyear")
r('iticket:9059', "Bakı Sirki: \"Qış nağılı\"", "circus", 'sirk', "2026-12-26 15:00", (10, 30), "0+",
  "Bütün ailə üçün sirk tamaşası: akrobatlar, kloun Barabaş, təlimlənmiş atlar.", ['az'], "circus||||")
r('bakulive:3019', "Cirque du Soleil: Corteo", "Shows", 'crystal', "2027-02-10 19:30", (50, 250), "5+",
  "The acclaimed arena show of Cirque du Soleil in Baku for six performances only.", None, "circus||||")
r('tiketler:5021', "Sirk şousu \"Aqua\"", "sirk", 'sirk', "2027-02-13 16:00", (15, 40), "0+",
  "Su üzərində sirk şousu: sinxron üzgüçülər, akrobatlar, fəvvarələr.", ['Azərbaycan'], "circus||||")
r('afisha:7043', "Детский спектакль «Буратино»", "detyam", 'kukla', "2027-02-06 12:00", (6, 10), "3+",
  "Кукольный спектакль по сказке А. Толстого на русском языке.", None, "theatre||c|ru|puppet")
r('tiketler:5022', "Balaca şahzadə", "usaq", 'gtt', "2027-02-07 12:00", (8, 15), "6+",
  "Antuan de Sent-Ekzüperinin nağılı əsasında uşaq və yeniyetmələr üçün tamaşa. Azərbaycan dilində.", ['Azərbaycan'], "theatre||c|az|")
r('bakulive:3020', "The Little Prince (in English) — family theatre", "Kids", 'ada', "2027-02-20 12:00", (10, 15), "6+",
  "An English-language play for children and families by the Baku English Theatre Company.", None, "theatre||c|en|")

# ---------------- STAND-UP ----------------
r('iticket:9060', "Orxan Ağayev — stand-up konsert", "stand-up", 'kulis', "2027-01-15 20:00", (20, 40), "18+",
  "Yeni stand-up proqramı \"Bakılı olmaq çətindir\". Azərbaycan dilində, 18 yaşdan yuxarı.", ['az'], "comedy||a|az|")
r('afisha:7044', "Нурлан Сабуров. Большой стендап-концерт", "stendap", 'saray', "2027-02-08 20:00", (40, 200), "18+",
  "Новая программа. Концерт проходит на русском языке. Строго 18+.", None, "comedy||a|ru|")
r('bakulive:3021', "Stand-up Comedy Open Mic (in English)", "Comedy", 'irish', "2027-01-20 20:00", (5, 5), "18+",
  "Baku's English-language open mic: local and expat comedians, 10 minutes each.", None, "comedy||a|en|")
r('bakulive:3022', "Daniel Sloss: Live in Baku", "Comedy", 'hac', "2027-02-02 20:00", (50, 150), "18+",
  "The Scottish comedian brings his new world tour to Baku. In English.", None, "comedy||a|en|")
r('tiketler:5023', "Stand-up Bakı: Yeni il buraxılışı", "stand-up", 'kulis', "2026-12-28 20:00", (15, 30), "18+",
  "Bakının ən yaxşı stand-up komikləri ilin son şousunda. Azərbaycan və rus dillərində.", ['Azərbaycan', 'Rus'], "comedy||a|az,ru|newyear")
r('afisha:7045', "Стендап на английском: Baku Comedy Club", "stendap", 'kulis', "2027-02-17 20:00", (10, 15), "18+",
  "Вечер стендапа на английском языке от резидентов Baku Comedy Club.", None, "comedy||a|en|")
r('iticket:9061', "Doğaçlama: improv şou", "stand-up", 'kulis', "2027-01-22 20:00", (15, 15), "16+",
  "Tamaşaçıların təklifləri ilə yerindəcə qurulan komediya səhnələri.", None, "comedy||||improv")
r('afisha:7046', "Comedy Club Baku. Резиденты", "stendap", 'pasifico', "2027-01-30 21:00", (30, 60), "18+",
  "Резиденты Comedy Club Baku — стендап, импровизация и музыкальные номера. На русском языке.", None, "comedy||a|ru|")
r('iticket:9062', "Stand-up in English: Comedy Night Baku", "stand-up", 'kulis', "2027-02-24 20:00", (15, 25), "18+",
  "İngilis dilində stand-up gecəsi: Bakıda yaşayan əcnəbi komiklər. Performance in English.", ['en'], "comedy||a|en|")

# ---------------- EXHIBITIONS ----------------
r('iticket:9063', "\"Xalçanın dili\" sərgisi", "museum", 'xalca', "2026-12-01 10:00", (5, 10), None,
  "Qarabağ və Quba xalçalarının ornamentləri: simvollar, rənglər, ustalar. Sərgi 28 fevrala qədər.", None, "exhibition||||", end="2027-02-28 18:00")
r('afisha:7047', "Выставка «Тарих» в YARAT", "vystavki", 'yarat', "2026-12-10 11:00", (5, 5), None,
  "Групповая выставка современного искусства: 14 художников Азербайджана о памяти и истории.", None, "exhibition|contemporary|||")
r('bakulive:3023', "YARAT: 'Contemporary Voices' exhibition", "Exhibitions", 'yarat', "2027-01-15 11:00", (5, 5), None,
  "Contemporary art exhibition of young Azerbaijani artists: installation, video, painting.", None, "exhibition|contemporary|||")
r('iticket:9064', "Səttar Bəhlulzadə: \"Abşeron mənzərələri\"", "museum", 'mma', "2027-01-20 10:00", (5, 10), None,
  "Görkəmli rəssamın mənzərələrindən ibarət sərgi Bakı Müasir İncəsənət Muzeyində.", None, "exhibition||||")
r('afisha:7048', "Сальвадор Дали. Выставка графики", "vystavki", 'hac', "2027-02-01 11:00", (10, 15), None,
  "Более 100 оригинальных гравюр и литографий Сальвадора Дали в Центре Гейдара Алиева.", None, "exhibition||||")
r('tiketler:5024', "Fotosərgi: \"Uşaqlığımın Bakısı\"", "sergi", 'yarat', "2027-01-10 11:00", (0, 0), None,
  "70-80-ci illərin Bakısı: həyətlər, tramvaylar, məktəblilər. Fotoqrafların arxivindən. Giriş pulsuz.", ['Azərbaycan'], "exhibition||||")
r('bakulive:3024', "Van Gogh Alive — immersive experience", "Exhibitions", 'port', "2026-12-15 10:00", (15, 25), "0+",
  "A multi-sensory exhibition of Van Gogh's works projected on giant screens.", None, "exhibition||||")
r('afisha:7049', "Выставка «Куклы мира»", "vystavki", 'hac', "2026-12-05 11:00", (10, 10), "0+",
  "В Музее кукол Центра Гейдара Алиева — национальные куклы из 40 стран.", None, "exhibition||||dolls")
r('iticket:9065', "Tahir Salahov: retrospektiv", "museum", 'mma', "2026-12-02 10:00", (5, 10), None,
  "\"Sərt üslub\"un banisinin portretləri və Xəzər mövzusunda əsərlər. Sərgi yanvarın sonuna qədər açıqdır.", None, "exhibition||||")
r('tiketler:5025', "Müasir incəsənət sərgisi \"Kod\"", "sergi", 'mma', "2027-02-10 11:00", (5, 5), "12+",
  "Gənc rəssamların rəqəmsal və müasir incəsənət əsərləri: video-art, instalyasiya, NFT.", ['Azərbaycan'], "exhibition|contemporary|||")

# ---------------- MASTERCLASSES ----------------
r('afisha:7050', "Мастер-класс по гончарному делу", "master-klassy", 'studio', "2027-01-16 12:00", (35, 35), "12+",
  "Два часа за гончарным кругом: от куска глины до своей чашки. Все материалы включены.", None, "workshop||||")
r('tiketler:5026', "Kulinariya master-klassı: şah plov", "master-klass", 'cafe', "2027-02-21 13:00", (40, 40), None,
  "Aşpaz Tahir Əmiraslanovla birlikdə şah plov bişiririk. Dequstasiya daxildir.", ['Azərbaycan'], "workshop||||")
r('bakulive:3025', "Street Photography Masterclass", "Workshops", 'yarat', "2027-02-06 11:00", (30, 30), "16+",
  "A half-day masterclass in English with a photo walk through Icherisheher.", None, "workshop|||en|")
r('iticket:9066', "YARAT: uşaqlar üçün rəsm master-klassı", "masterclass", 'yarat', "2027-01-04 11:00", (10, 10), "6+",
  "6–12 yaşlı uşaqlar üçün qış tətili emalatxanası: kollaj və akvarel.", None, "workshop||c||")
r('afisha:7051', "Мастер-класс для детей: ёлочные игрушки своими руками", "detyam", 'port', "2026-12-20 12:00", (15, 15), "5+",
  "Детский новогодний мастер-класс: расписываем шары, делаем гирлянды.", None, "workshop||c||newyear")
r('iticket:9067', "Vokal master-klassı: Fərqanə Qasımova", "masterclass", 'mugam', "2027-01-27 14:00", (30, 30), "14+",
  "Qış Muğam Festivalı çərçivəsində gənc xanəndələr üçün ustad dərsi.", None, "workshop|mugham|||mugfest")

# ---------------- FESTIVALS / PARTIES ----------------
r('iticket:9068', "Bakı Yeni il festivalı", "festivals", 'bulvar', "2026-12-20 12:00", (0, 0), None,
  "Dənizkənarı Bulvarda Yeni il şəhərciyi: yarmarka, konsert səhnəsi, buz meydançası, Şaxta baba evi. Giriş pulsuz.", None, "festival||||newyear,fair", end="2027-01-07 23:00")
r('afisha:7052', "Новогодняя ярмарка на Бульваре", "festivali", 'bulvar', "2026-12-20 12:00", (0, 0), None,
  "Рождественская ярмарка, каток, уличная еда, ёлка и концерты каждый вечер.", None, "festival||||newyear,fair", end="2027-01-07 23:00")
r('bakulive:3026', "Baku Coffee Festival", "Festivals", 'port', "2027-02-20 12:00", (10, 10), None,
  "Specialty coffee roasters, latte art championship and workshops.", None, "festival||||", end="2027-02-21 20:00")
r('bakulive:3027', "New Year's Eve Gala Party 2027", "Nightlife", 'fairmont', "2026-12-31 21:00", (350, 600), "18+",
  "Gala dinner, live band, DJ until 4 am, fireworks over the Caspian from the Flame Towers.", None, "party||a||newyear")
r('iticket:9069', "Yeni il gecəsi 2027 — Pasifico", "party", 'pasifico', "2026-12-31 22:00", (150, 300), "18+",
  "Bakının ən böyük Yeni il partisi: DJ set, şou-balet, qonaq ulduz. Yalnız 18 yaşdan yuxarı.", None, "party||a||newyear")
r('afisha:7053', "Новогодняя вечеринка в 360 Bar", "vecherinki", 'hilton', "2026-12-31 22:00", (200, 400), "18+",
  "Панорамный вид, DJ, шампанское в полночь. Дресс-код: black tie.", None, "party||a||newyear")
r('afisha:7054', "Старый Новый год. Вечеринка в стиле 80-х", "vecherinki", 'enigma', "2027-01-13 21:00", (20, 30), "18+",
  "Отмечаем Старый Новый год: диско 80-х, костюмы приветствуются.", None, "party||a||oldnewyear")
r('bakulive:3028', "Masquerade Ball", "Nightlife", 'hac', "2027-02-27 20:00", (80, 150), "18+",
  "Costume ball with live orchestra and dance lessons. Masks required.", None, "party||a||costume")
r('iticket:9070', "Techno Night: Enigma", "party", 'enigma', "2027-01-23 23:00", (15, 25), "18+",
  "Berlindən qonaq DJ. Texno, haus.", None, "party||a||")
r('tiketler:5027', "Yeni il korporativ şousu", "sou", 'mahni', "2026-12-26 19:00", (60, 60), "18+",
  "Şirkətlər üçün Yeni il şousu: aparıcı, müğənnilər, şam yeməyi, lotereya. Qrup sifarişləri.", ['Azərbaycan'], "party||a||newyear,show")
r('bakulive:3029', "Christmas Carols Concert", "Concerts", 'kirxa', "2026-12-24 18:00", (0, 0), None,
  "Traditional carols with the Baku Choir and organ. Free entry.", None, "concert|classical||en|christmas")

# ---------------- QUIZZES ----------------
r('bakulive:3030', "Pub Quiz Night (in English)", "Nightlife", 'irish', "2027-01-13 20:00", (5, 5), "18+",
  "Teams of up to 6. General knowledge, music and picture rounds. In English.", None, "quiz||a|en|")
r('afisha:7055', "Квиз «Мозгобойня» Баку", "vecherinki", 'skygrill', "2027-01-27 20:00", (10, 10), "16+",
  "Интеллектуальная игра для команд: 7 раундов, 49 вопросов. На русском языке.", None, "quiz|||ru|")
r('iticket:9071', "Quiz Please: Azərbaycan dilində", "other", 'pasifico', "2027-02-03 20:00", (10, 10), "16+",
  "Komandalar üçün intellektual oyun. Azərbaycan dilində suallar.", None, "quiz|||az|")
r('tiketler:5028', "Kino kvizi: 90-cı illərin filmləri", "kviz", 'irish', "2027-02-10 20:00", (8, 8), "16+",
  "Kadrlardan, saundtreklərdən və sitatlardan filmi tap. Komandalar 2–6 nəfər.", ['Azərbaycan'], "quiz||||filmquiz")
r('afisha:7056', "Музыкальный квиз «Угадай мелодию»", "vecherinki", 'enigma', "2027-02-18 20:00", (10, 10), "16+",
  "Угадываем хиты по первым нотам. Команды до 6 человек.", None, "quiz||||musicquiz")

# ---------------- SPORT ----------------
r('iticket:9072', "Qarabağ — Neftçi", "sport", 'tofiq', "2027-02-14 18:00", (5, 30), None,
  "Misli Premyer Liqası, 20-ci tur. Bakı derbisi.", None, "sport||||football")
r('afisha:7057', "Чемпионат Азербайджана по художественной гимнастике", "sport", 'gimn', "2027-02-20 11:00", (5, 10), None,
  "Лучшие гимнастки страны в индивидуальной и групповой программе.", None, "sport||||")
r('bakulive:3031', "Baku Winter Run 10K", "Sports", 'bulvar', "2027-01-31 10:00", (25, 25), None,
  "10 km and 3 km fun run along the Baku Boulevard. Registration includes T-shirt and medal.", None, "sport||||")
r('iticket:9073', "Basketbol: Sabah — Neftçi", "sport", 'idman', "2027-01-17 17:00", (3, 10), None,
  "Azərbaycan Basketbol Liqası.", None, "sport||||")
r('tiketler:5029', "Bakı Döyüş Gecəsi (MMA)", "idman", 'gimn', "2027-02-27 19:00", (20, 200), "16+",
  "Qarışıq döyüş növləri üzrə beynəlxalq turnir. Baş döyüş: titul uğrunda.", ['Azərbaycan'], "sport||||")
r('iticket:9074', "Voleybol: Azərreyl — Abşeron", "sport", 'idman', "2026-12-13 16:00", (3, 5), None,
  "Qadınlar arasında Yüksək Liqa.", None, "sport||||")

# ---------------- extra: venue spellings, Green Theatre, more traps ----------------
r('bakulive:3032', "La Bohème", "Opera", 'opera', "2027-01-28 19:00", (25, 110), "12+",
  "Puccini's opera in four acts, sung in Italian with Azerbaijani and English surtitles.", None, "opera|||it|", vname="Baku Opera House")
r('afisha:7058', "Вечер камерной музыки: Шуберт, Брамс", "kontserty", 'phil', "2027-01-26 19:00", (10, 30), None,
  "Фортепианное трио «Бакы». Шуберт — трио ми-бемоль мажор, Брамс — трио №1.", None, "concert|classical||||", vname="Филармония им. Магомаева")
r('tiketler:5030', "Ər və arvad", "teatr", 'musiqili', "2027-01-23 18:00", (10, 30), "6+",
  "Üzeyir Hacıbəylinin musiqili komediyası. Azərbaycan dilində.", ['Azərbaycan'], "musical|comedy||az|hacibeyli", vname="Musiqili Komediya Teatrı")
r('tiketler:5031', "Qar kraliçası (rus dilində)", "usaq", 'rusdram', "2026-12-27 12:00", (8, 15), "5+",
  "Andersenin nağılı əsasında uşaqlar üçün Yeni il tamaşası. Tamaşa rus dilindədir.", ['Rus'], "theatre||c|ru|newyear,kidsshow", vname="Rus Dram Teatrı")
r('iticket:9075', "Yeni il gecəsi açıq havada — Yaşıl Teatr", "concerts", 'yasil', "2026-12-31 22:00", (40, 120), "12+",
  "Açıq havada Yeni il konserti: Xəyyam Nisanov, Nadir Qafarzadə, DJ Fateh. Gecə yarısı atəşfəşanlıq. İsti geyinin!", None, "concert|pop||||newyear,atyasil")
r('afisha:7059', "Новогодний концерт под открытым небом в Зелёном театре", "kontserty", 'yasil', "2026-12-31 22:00", (40, 120), "12+",
  "Встречаем 2027 год под открытым небом: звёзды эстрады, DJ и салют над бульваром.", None, "concert|pop||||newyear,atyasil")
r('bakulive:3033', "Winter Street Food Festival at Green Theatre", "Festivals", 'yasil', "2027-02-13 12:00", (0, 0), None,
  "Food trucks, mulled wine and live DJ sets in the amphitheatre of the Green Theatre.", None, "festival||||atyasil", end="2027-02-14 22:00")
r('afisha:7060', "Лейли и Меджнун. Драматический спектакль", "spektakli", 'milldram', "2027-02-21 19:00", (10, 30), "12+",
  "Спектакль по поэме Физули в Национальном драмтеатре. На азербайджанском языке с синхронным переводом на русский.", None, "theatre|drama||az|leylidrama")
r('bakulive:3034', "Opera Gala: Famous Arias", "Concerts", 'hac', "2027-01-09 19:30", (30, 120), None,
  "Soloists of the Opera and Ballet Theatre sing Verdi, Puccini and Hajibeyli arias with a chamber orchestra.", None, "concert|classical||||galaopera,hacibeyli")
r('afisha:7061', "Мугам-вечер в ресторане «Ширваншах»", "vecherinki", 'cafe', "2027-01-21 20:00", (45, 45), None,
  "Ужин с живым мугамом: ханенде, тар, кяманча. Депозит 45 AZN.", None, "party|mugham||||restmugam")
r('iticket:9076', "Rus Dram Teatrında Yeni il tamaşası: \"12 ay\"", "kids", 'rusdram', "2026-12-26 12:00", (8, 15), "5+",
  "Samuil Marşakın nağılı əsasında uşaqlar üçün Yeni il tamaşası. Rus dilində.", ['ru'], "theatre||c|ru|newyear,kidsshow")
