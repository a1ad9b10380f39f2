# Hand-written catalogue of events (productions) and venues for the blind set.
# Everything here was typed by hand; nothing was taken from the project.

# venue key -> names per language, optional per-source override, address, lat, lng
V = {
 'crystal-hall': dict(az='Bakı Kristal Zalı', ru='Кристал Холл', en='Baku Crystal Hall',
                      src={'bakuguide': 'Crystal Hall Baku'}, addr='Milli Bayraq Meydanı, Neftçilər prospekti', ll=(40.3443, 49.8500)),
 'heydar-aliyev-palace': dict(az='Heydər Əliyev Sarayı', ru='Дворец Гейдара Алиева', en='Heydar Aliyev Palace',
                      addr='Bülbül prospekti 35', ll=(40.3781, 49.8497)),
 'opera-house': dict(az='Azərbaycan Dövlət Akademik Opera və Balet Teatrı', ru='Театр оперы и балета им. М. Ф. Ахундова',
                     en='Azerbaijan State Academic Opera and Ballet Theatre',
                     src={'afisha': 'Opera və Balet Teatrı', 'bakuguide': 'Opera and Ballet Theatre'},
                     addr='Nizami küçəsi 95', ll=(40.3706, 49.8353)),
 'philharmonic': dict(az='Müslüm Maqomayev adına Azərbaycan Dövlət Filarmoniyası', ru='Филармония им. Муслима Магомаева',
                      en='Azerbaijan State Philharmonic Hall', src={'afisha': 'Filarmoniya'},
                      addr='İstiqlaliyyət küçəsi 2', ll=(40.3660, 49.8330)),
 'russian-drama': dict(az='Rus Dram Teatrı', ru='Русский драматический театр им. Самеда Вургуна', en='Russian Drama Theatre',
                       src={'iticket': 'Rus Dram Teatrı'}, addr='Xaqani küçəsi 7', ll=(40.3739, 49.8467)),
 'national-drama': dict(az='Akademik Milli Dram Teatrı', ru='Академический национальный драматический театр',
                        en='National Academic Drama Theatre', src={'iticket': 'Milli Dram Teatrı'},
                        addr='Füzuli meydanı 1', ll=(40.3771, 49.8418)),
 'musical-theatre': dict(az='Akademik Musiqili Teatr', ru='Академический музыкальный театр', en='State Academic Musical Theatre',
                         addr='Zərifə Əliyeva küçəsi 8', ll=(40.3712, 49.8403)),
 'song-theatre': dict(az='Rəşid Behbudov adına Dövlət Mahnı Teatrı', ru='Театр песни им. Рашида Бейбутова',
                      en='Rashid Behbudov State Song Theatre', addr='Rəşid Behbudov küçəsi 12', ll=(40.3763, 49.8381)),
 'green-theatre': dict(az='Yaşıl Teatr', ru='Зелёный театр', en='Green Theatre', addr='Mərkəzi park', ll=(40.3601, 49.8257)),
 'puppet-theatre': dict(az='Azərbaycan Dövlət Kukla Teatrı', ru='Кукольный театр им. Абдуллы Шаига', en='State Puppet Theatre',
                        addr='Neftçilər prospekti 36', ll=(40.3674, 49.8389)),
 'youth-theatre': dict(az='Gənc Tamaşaçılar Teatrı', ru='ТЮЗ (Театр юного зрителя)', en='Young Spectators Theatre',
                       addr='Bülbül prospekti 72', ll=(40.3741, 49.8405)),
 'yug-theatre': dict(az='YUĞ Dövlət Teatrı', ru='Государственный театр «ЮГ»', en='YUG State Theatre',
                     addr='Sabit Rəhman küçəsi 43', ll=(40.3722, 49.8434)),
 'music-academy': dict(az='Üzeyir Hacıbəyli adına Bakı Musiqi Akademiyası', ru='Бакинская музыкальная академия им. Узеира Гаджибейли',
                       en='Baku Music Academy named after Uzeyir Hajibeyli', src={'afisha': 'Bakı Musiqi Akademiyası'},
                       addr='Şəmsi Bədəlbəyli küçəsi 98', ll=(40.3784, 49.8450)),
 'mugham-center': dict(az='Beynəlxalq Muğam Mərkəzi', ru='Международный центр мугама', en='International Mugham Center',
                       addr='Dənizkənarı Milli Park', ll=(40.3617, 49.8390)),
 'jazz-center': dict(az='Bakı Caz Mərkəzi', ru='Бакинский джаз-центр', en='Baku Jazz Center',
                     addr='Zərifə Əliyeva küçəsi 19', ll=(40.3768, 49.8385)),
 'cinemaplus-28': dict(az='CinemaPlus 28 Mall', ru='CinemaPlus (28 Молл)', en='CinemaPlus 28 Mall',
                       addr='Azadlıq prospekti 15a', ll=(40.3792, 49.8488)),
 'cinemaplus-ganjlik': dict(az='CinemaPlus Gənclik Mall', ru='CinemaPlus (Гянджлик Молл)', en='CinemaPlus Ganjlik Mall',
                            addr='Fətəli Xan Xoyski 14', ll=(40.4003, 49.8520)),
 'park-cinema-flame': dict(az='Park Cinema Flame Towers', ru='Парк Синема Флейм Тауэрс', en='Park Cinema Flame Towers',
                           addr='Mehdi Hüseyn küçəsi 1a', ll=(40.3596, 49.8264)),
 'park-cinema-bulvar': dict(az='Park Cinema Park Bulvar', ru='Парк Синема Парк Бульвар', en='Park Cinema Park Bulvar',
                            addr='Neftçilər prospekti 34', ll=(40.3672, 49.8430)),
 'nizami-cinema': dict(az='Nizami Kino Mərkəzi', ru='Киноцентр «Низами»', en='Nizami Cinema Center',
                       addr='Bəsti Bağırova küçəsi 5', ll=(40.3782, 49.8423)),
 'circus': dict(az='Bakı Dövlət Sirki', ru='Бакинский государственный цирк', en='Baku State Circus',
                addr='Nobel prospekti 1', ll=(40.3776, 49.8610)),
 'carpet-museum': dict(az='Azərbaycan Milli Xalça Muzeyi', ru='Национальный музей ковра', en='Azerbaijan National Carpet Museum',
                       addr='Mikayıl Hüseynov prospekti 28', ll=(40.3609, 49.8344)),
 'heydar-aliyev-center': dict(az='Heydər Əliyev Mərkəzi', ru='Центр Гейдара Алиева', en='Heydar Aliyev Center',
                              addr='Heydər Əliyev prospekti 1', ll=(40.3959, 49.8678)),
 'yarat': dict(az='YARAT Müasir İncəsənət Mərkəzi', ru='Центр современного искусства YARAT', en='YARAT Contemporary Art Space',
               addr='Mikayıl Useynov prospekti 5', ll=(40.3555, 49.8340)),
 'art-museum': dict(az='Milli İncəsənət Muzeyi', ru='Национальный музей искусств', en='National Art Museum',
                    addr='Niyazi küçəsi 9', ll=(40.3640, 49.8367)),
 'museum-center': dict(az='Muzey Mərkəzi', ru='Музейный центр', en='Museum Center', addr='Neftçilər prospekti 3',
                       ll=(40.3663, 49.8360)),
 'gymnastics-arena': dict(az='Milli Gimnastika Arenası', ru='Национальная арена гимнастики', en='National Gymnastics Arena',
                          addr='Heydər Əliyev prospekti 2', ll=(40.4157, 49.8978)),
 'republican-stadium': dict(az='Tofiq Bəhramov adına Respublika Stadionu', ru='Республиканский стадион им. Тофика Бахрамова',
                            en='Tofiq Bahramov Republican Stadium', addr='Tbilisi prospekti 1', ll=(40.3990, 49.8660)),
 'respublika-arena': dict(az='Bank Respublika Arena', ru='Банк Республика Арена', en='Bank Respublika Arena',
                          addr='Məsazır', ll=(40.4876, 49.7590)),
 'sports-palace': dict(az='Bakı İdman Sarayı', ru='Бакинский дворец спорта', en='Baku Sports Palace',
                       addr='Neftçilər prospekti 75', ll=(40.3511, 49.8301)),
 'congress-center': dict(az='Bakı Konqres Mərkəzi', ru='Бакинский конгресс-центр', en='Baku Congress Center',
                         addr='Neftçilər prospekti 9', ll=(40.3430, 49.8470)),
 'hilton': dict(az='Hilton Baku', ru='Хилтон Баку', en='Hilton Baku', addr='Azadlıq prospekti 1B', ll=(40.3722, 49.8496)),
 'marriott': dict(az='JW Marriott Absheron Baku', ru='JW Marriott Абшерон', en='JW Marriott Absheron Baku',
                  addr='Azadlıq meydanı 674', ll=(40.3708, 49.8528)),
 'enerji-club': dict(az='Enerji Club', ru='Клуб Enerji', en='Enerji Club', addr='Neftçilər prospekti 112', ll=(40.3580, 49.8360)),
 'comedy-club': dict(az='Stand-Up Club Baku', ru='Стендап клуб Баку', en='Stand-Up Club Baku', addr='Səməd Vurğun küçəsi 34',
                     ll=(40.3787, 49.8452)),
 'ada': dict(az='ADA Universiteti', ru='Университет ADA', en='ADA University', addr='Əhməd bəy Ağaoğlu küçəsi 61',
             ll=(40.3945, 49.8492)),
 'icherisheher': dict(az='İçərişəhər', ru='Ичеришехер', en='Old City (Icherisheher)', addr='İçərişəhər', ll=(40.3662, 49.8372)),
 'boulevard': dict(az='Dənizkənarı Milli Park', ru='Приморский национальный парк', en='Baku Boulevard',
                   addr='Neftçilər prospekti', ll=(40.3650, 49.8420)),
}

# Production fields:
#  k key, kind, g genres, v venue (None = online), n names {az,ru,en}, a about {az,ru,en}
#  src list of sources ("iticket:en" picks the iticket language; default iticket:az)
#  d list of (date, time) local Baku; end (date) for multi-day runs
#  age age_limit string; kids bool; lang performance language; ln sources that state it (default all)
#  lname True -> language note goes into the name; t tags; cat per-source category override
#  price (min,max)
P = []
def p(**kw):
    P.append(kw)

# ---------------- ballet / opera at the opera house
p(k='nutcracker', kind='ballet', v='opera-house', n=dict(az='Şelkunçik', ru='Щелкунчик', en='The Nutcracker'),
  a=dict(az='Pyotr Çaykovskinin baleti Yeni il ərəfəsində yenidən səhnədə.', ru='Балет Петра Чайковского снова на сцене в канун Нового года.',
         en="Tchaikovsky's ballet returns for the holiday season."),
  src=['iticket:en', 'afisha', 'kassa', 'bakuguide'], d=[('2026-12-20', '19:00'), ('2026-12-27', '18:00'), ('2026-12-30', '17:00')],
  age='6+', t=['nutcracker', 'tchaikovsky', 'ny1'], price=(20, 120))
p(k='swan-lake', kind='ballet', v='opera-house', n=dict(az='Qu gölü', ru='Лебединое озеро', en='Swan Lake'),
  a=dict(az='Çaykovskinin məşhur baleti.', ru='Знаменитый балет Чайковского.', en="Tchaikovsky's classic ballet."),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-01-17', '19:00'), ('2027-02-14', '19:00')], age='6+', t=['tchaikovsky'], price=(20, 100))
p(k='seven-beauties', kind='ballet', v='opera-house', n=dict(az='Yeddi gözəl', ru='Семь красавиц', en='Seven Beauties'),
  a=dict(az='Qara Qarayevin Nizami Gəncəvinin poeması əsasında yazdığı balet.', ru='Балет Кара Караева по поэме Низами Гянджеви.',
         en="Gara Garayev's ballet after the poem by Nizami Ganjavi."),
  src=['iticket:az', 'kassa', 'bakuguide'], d=[('2027-01-24', '19:00'), ('2027-03-07', '19:00')], age='6+', t=['karaev'], price=(15, 80))
p(k='maiden-tower', kind='ballet', v='opera-house', n=dict(az='Qız qalası', ru='Девичья башня', en='The Maiden Tower'),
  a=dict(az='Əfrasiyab Bədəlbəylinin ilk Azərbaycan baleti.', ru='Первый азербайджанский балет Афрасияба Бадалбейли.',
         en='The first Azerbaijani ballet, by Afrasiyab Badalbeyli.'),
  src=['afisha', 'kassa'], d=[('2027-02-07', '19:00')], age='6+', price=(15, 70))
p(k='giselle', kind='ballet', v='opera-house', n=dict(az='Jizel', ru='Жизель', en='Giselle'),
  a=dict(az='Adolf Adanın romantik baleti.', ru='Романтический балет Адольфа Адана.', en="Adolphe Adam's romantic ballet."),
  src=['iticket:en', 'kassa'], d=[('2027-02-21', '19:00')], age='6+', price=(20, 90))
p(k='1001-nights', kind='ballet', v='opera-house', n=dict(az='Min bir gecə', ru='Тысяча и одна ночь', en='One Thousand and One Nights'),
  a=dict(az='Fikrət Əmirovun baleti.', ru='Балет Фикрета Амирова.', en="Fikret Amirov's ballet."),
  src=['afisha', 'kassa'], d=[('2027-03-14', '19:00')], age='12+', t=['amirov'], price=(15, 80))
p(k='leyli-majnun', kind='opera', g=['mugham'], v='opera-house', n=dict(az='Leyli və Məcnun', ru='Лейли и Меджнун', en='Leyli and Majnun'),
  a=dict(az='Üzeyir Hacıbəylinin Füzulinin poeması əsasında yazdığı ilk muğam operası.',
         ru='Первая мугамная опера Узеира Гаджибейли по поэме Физули.',
         en="Uzeyir Hajibeyli's mugham opera after the poem by Fuzuli, the first opera of the Muslim East."),
  src=['iticket:az', 'afisha', 'kassa', 'bakuguide'], d=[('2027-01-10', '19:00'), ('2027-02-28', '19:00')], age='12+',
  t=['hajibeyli', 'fuzuli'], price=(10, 60))
p(k='koroglu', kind='opera', v='opera-house', n=dict(az='Koroğlu', ru='Кёроглы', en='Koroghlu'),
  a=dict(az='Üzeyir Hacıbəylinin qəhrəmanlıq operası.', ru='Героическая опера Узеира Гаджибейли.', en="Uzeyir Hajibeyli's heroic opera."),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2027-02-01', '19:00')], age='12+', t=['hajibeyli'], price=(10, 60))
p(k='carmen', kind='opera', v='opera-house', n=dict(az='Karmen', ru='Кармен', en='Carmen'),
  a=dict(az='Jorj Bizenin operası.', ru='Опера Жоржа Бизе.', en="Georges Bizet's opera."),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-01-31', '19:00'), ('2027-03-13', '19:00')], age='16+', price=(20, 100))
p(k='traviata', kind='opera', v='opera-house', n=dict(az='Traviata', ru='Травиата', en='La Traviata'),
  a=dict(az='Cüzeppe Verdinin operası.', ru='Опера Джузеппе Верди.', en="Giuseppe Verdi's opera, sung in Italian with surtitles."),
  src=['kassa', 'bakuguide'], d=[('2027-02-20', '19:00')], age='12+', price=(20, 100))
p(k='onegin', kind='opera', v='opera-house', n=dict(az='Yevgeni Onegin', ru='Евгений Онегин', en='Eugene Onegin'),
  a=dict(az='Çaykovskinin operası.', ru='Опера Чайковского.', en="Tchaikovsky's opera."), lang='ru', ln=['afisha', 'kassa'],
  src=['kassa', 'afisha'], d=[('2027-03-06', '19:00')], age='12+', t=['tchaikovsky'], price=(15, 80))
p(k='sevil', kind='opera', v='opera-house', n=dict(az='Sevil', ru='Севиль', en='Sevil'),
  a=dict(az='Fikrət Əmirovun Cəfər Cabbarlının pyesi əsasında operası.', ru='Опера Фикрета Амирова по пьесе Джафара Джаббарлы.',
         en="Fikret Amirov's opera after Jafar Jabbarly's play."),
  src=['afisha', 'iticket:az'], d=[('2027-02-13', '19:00')], age='12+', t=['amirov'], price=(10, 50))
p(k='shah-ismayil', kind='opera', v='opera-house', n=dict(az='Şah İsmayıl', ru='Шах Исмаил', en='Shah Ismail'),
  a=dict(az='Müslüm Maqomayevin (1885–1937) operası.', ru='Опера Муслима Магомаева (1885–1937).',
         en='Opera by Muslim Magomayev (1885–1937).'),
  src=['kassa', 'afisha'], d=[('2027-03-20', '19:00')], age='12+', t=['magomaev-elder'], price=(10, 50))
p(k='ny-opera-show', kind='other', v='opera-house', kids=True,
  n=dict(az='Yeni il şousu «Sehrli gecə»', ru='Новогоднее шоу «Волшебная ночь»', en="New Year Show 'Magic Night'"),
  a=dict(az='Şaxta baba, Qar qız, rəqqaslar və oyunlarla bayram şousu.', ru='Праздничное шоу с Дедом Морозом, Снегурочкой, танцорами и играми.',
         en='A holiday show with Father Frost, the Snow Maiden, dancers and games.'),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2026-12-28', '12:00'), ('2026-12-30', '12:00'), ('2027-01-02', '12:00')],
  age='3+', t=['ny', 'nyshow', 'shaxta'], price=(15, 40))
# ---------------- musical theatre (operetta, comedy)
p(k='arshin-operetta', kind='theatre', v='musical-theatre', n=dict(az='Arşın mal alan', ru='Аршин мал алан', en='Arshin Mal Alan'),
  a=dict(az='Üzeyir Hacıbəylinin musiqili komediyası.', ru='Музыкальная комедия Узеира Гаджибейли.', en="Uzeyir Hajibeyli's operetta."),
  src=['iticket:az', 'afisha', 'kassa'], d=[('2026-12-19', '19:00'), ('2027-01-09', '19:00'), ('2027-02-06', '19:00')], age='6+',
  t=['hajibeyli', 'arshin', 'operetta'], price=(10, 40))
p(k='oolmasin', kind='theatre', v='musical-theatre', n=dict(az='O olmasın, bu olsun', ru='Не та, так эта', en='If Not That One, Then This One'),
  a=dict(az='Üzeyir Hacıbəylinin musiqili komediyası.', ru='Музыкальная комедия Узеира Гаджибейли, известная как «Мешади Ибад».',
         en="Uzeyir Hajibeyli's musical comedy also known as Mashadi Ibad."),
  src=['afisha', 'kassa'], d=[('2027-01-16', '19:00')], age='6+', t=['hajibeyli', 'operetta'], price=(10, 35))
p(k='comedy-play', kind='theatre', v='musical-theatre', n=dict(az='Evlənmək istəyirəm', ru='Хочу жениться', en='I Want to Get Married'),
  a=dict(az='Ailəvi komediya.', ru='Семейная комедия.', en='A family comedy.'),
  src=['afisha', 'kassa'], d=[('2027-01-07', '19:00'), ('2027-02-11', '19:00')], age='12+', t=['comedyplay'], price=(8, 25))
# ---------------- classical concerts
p(k='ny-vienna', kind='concert', g=['classical'], v='philharmonic',
  n=dict(az='Yeni il konserti: Vyana valsları', ru='Новогодний концерт «Венские вальсы»', en='New Year Concert: Vienna Waltzes'),
  a=dict(az='Dövlət Simfonik Orkestri Ştrausun valslarını ifa edir.', ru='Государственный симфонический оркестр исполняет вальсы Штрауса.',
         en='The State Symphony Orchestra plays Strauss waltzes and polkas.'),
  src=['iticket:en', 'afisha', 'kassa', 'bakuguide'], d=[('2026-12-30', '19:00'), ('2027-01-01', '18:00')], age='6+',
  t=['ny', 'nyconcert'], price=(20, 80))
p(k='beethoven9', kind='concert', g=['classical'], v='philharmonic',
  n=dict(az='Bethoven. 9-cu simfoniya', ru='Бетховен. Симфония № 9', en="Beethoven's Ninth Symphony"),
  a=dict(az='Üzeyir Hacıbəyli adına Azərbaycan Dövlət Simfonik Orkestri və xor.',
         ru='Азербайджанский государственный симфонический оркестр им. Узеира Гаджибейли и хор.',
         en='The Uzeyir Hajibeyli Azerbaijan State Symphony Orchestra and choir.'),
  src=['kassa', 'afisha', 'iticket:en'], d=[('2027-01-22', '19:00')], age='6+', t=['hajibeyli1'], price=(15, 60))
p(k='karaev-evening', kind='concert', g=['classical'], v='philharmonic',
  n=dict(az='Qara Qarayevin xatirəsinə simfonik konsert', ru='Симфонический концерт памяти Кара Караева',
         en='Symphonic Concert in Memory of Gara Garayev'),
  a=dict(az='Proqramda «Yeddi gözəl» süitası və «İldırımlı yollarla».', ru='В программе сюита «Семь красавиц» и «Тропою грома».',
         en="Programme: the suite from 'Seven Beauties' and 'The Path of Thunder'."),
  src=['kassa', 'afisha', 'bakuguide'], d=[('2027-02-05', '19:00')], age='6+', t=['karaev'], price=(10, 40))
p(k='piano-recital', kind='concert', g=['classical'], v='music-academy',
  n=dict(az='Fortepiano axşamı: Şopen və Raxmaninov', ru='Фортепианный вечер: Шопен и Рахманинов', en='Piano Evening: Chopin and Rachmaninoff'),
  src=['afisha', 'kassa'], d=[('2027-01-28', '19:00')], age='6+', price=(10, 30))
p(k='hajibeyli-legacy', kind='concert', g=['classical'], v='music-academy',
  n=dict(az='Üzeyir Hacıbəyli irsi: tələbə orkestrinin konserti', ru='Наследие Узеира Гаджибейли: концерт студенческого оркестра',
         en="Uzeyir Hajibeyli's Legacy: Student Orchestra Concert"),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2027-02-12', '18:00')], age='0+', t=['hajibeyli'], price=(5, 10))
p(k='rostro-opening', kind='concert', g=['classical'], v='philharmonic',
  n=dict(az='Rostropoviç Festivalı: açılış konserti', ru='Фестиваль Ростроповича: концерт открытия', en='Rostropovich Festival: Opening Concert'),
  a=dict(az='Beynəlxalq Mstislav Rostropoviç Festivalının açılışı.', ru='Открытие Международного фестиваля Мстислава Ростроповича.',
         en='Opening night of the Mstislav Rostropovich International Festival.'),
  src=['iticket:en', 'kassa', 'bakuguide'], cat={'iticket': 'rostropovich-fest', 'kassa': 'festival-rostropovicha', 'bakuguide': 'rostropovich-festival'},
  d=[('2027-03-27', '19:00')], age='6+', t=['rostropovich'], price=(20, 150))
p(k='rostro-cello', kind='concert', g=['classical'], v='music-academy',
  n=dict(az='Violonçel gecəsi (Rostropoviç Festivalı)', ru='Вечер виолончели (Фестиваль Ростроповича)', en='Cello Night (Rostropovich Festival)'),
  src=['kassa', 'afisha'], cat={'kassa': 'festival-rostropovicha', 'afisha': 'rostropovic-festivali'}, d=[('2027-03-29', '19:00')],
  age='6+', t=['rostropovich'], price=(15, 50))
p(k='organ', kind='concert', g=['classical'], v='heydar-aliyev-center',
  n=dict(az='Orqan musiqisi axşamı', ru='Вечер органной музыки', en='Organ Music Evening'),
  a=dict(az='Bax, Handel və Vidor.', ru='Бах, Гендель и Видор.', en='Bach, Handel and Widor.'),
  src=['kassa', 'afisha'], d=[('2027-02-18', '19:30')], age='6+', price=(15, 45))
p(k='vivaldi', kind='concert', g=['classical'], v='heydar-aliyev-center',
  n=dict(az='Vivaldi. «Fəsillər» şam işığında', ru='Вивальди. «Времена года» при свечах', en="Vivaldi's Four Seasons by Candlelight"),
  a=dict(az='Kamera orkestri yüzlərlə şamın işığında.', ru='Камерный оркестр в свете сотен свечей.',
         en='A chamber orchestra plays surrounded by hundreds of candles.'),
  src=['kassa', 'bakuguide', 'iticket:en'], d=[('2027-01-15', '20:00'), ('2027-02-19', '20:00')], age='6+', t=['vivaldi'], price=(30, 70))
p(k='film-music-zimmer', kind='concert', v='park-cinema-flame',
  n=dict(az='Kino musiqisi konserti: Hans Zimmer', ru='Концерт музыки из кинофильмов: Ханс Циммер', en='Film Music Concert: Hans Zimmer'),
  a=dict(az='Kamera orkestri kinozalda Hans Zimmerin musiqisini canlı ifa edir.',
         ru='Камерный оркестр живьём исполняет музыку Ханса Циммера прямо в кинозале.',
         en="A chamber orchestra performs Hans Zimmer's scores live in the cinema hall."),
  src=['parkcinema', 'kassa', 'iticket:en'], cat={'parkcinema': 'special-events'}, d=[('2027-01-23', '20:00')], age='6+',
  t=['filmmusic'], price=(25, 60))
p(k='film-music-quartet', kind='concert', v='cinemaplus-28',
  n=dict(az='Simli kvartet: kino musiqisi gecəsi', ru='Струнный квартет: вечер музыки из кино', en='String Quartet: Movie Soundtracks Night'),
  a=dict(az='Ulduz Döyüşləri, Harri Potter və Interstellar filmlərinin musiqisi kinozalda.',
         ru='Музыка из «Звёздных войн», «Гарри Поттера» и «Интерстеллара» в кинозале.',
         en='Music from Star Wars, Harry Potter and Interstellar in the cinema hall.'),
  src=['cinemaplus', 'afisha'], cat={'cinemaplus': 'xususi-seans'}, d=[('2027-02-26', '20:00')], age='6+', t=['filmmusic'], price=(20, 40))
# ---------------- mugham / folk
p(k='alim', kind='concert', g=['mugham'], v='heydar-aliyev-palace',
  n=dict(az='Alim Qasımov. Muğam gecəsi', ru='Алим Гасымов. Вечер мугама', en='Alim Qasimov: An Evening of Mugham'),
  a=dict(az='Xalq artisti Alim Qasımov və ansamblı.', ru='Народный артист Алим Гасымов и его ансамбль.',
         en="People's Artist Alim Qasimov and his ensemble."),
  src=['iticket:az', 'afisha', 'kassa', 'bakuguide'], d=[('2027-02-27', '20:00')], age='6+', price=(30, 200))
p(k='young-mugham', kind='concert', g=['mugham'], v='mugham-center',
  n=dict(az='Gənc xanəndələrin muğam axşamı', ru='Вечер мугама молодых ханенде', en='Young Mugham Singers Evening'),
  src=['afisha', 'kassa'], d=[('2027-01-14', '19:00'), ('2027-03-11', '19:00')], age='0+', price=(5, 15))
p(k='novruz-mugham', kind='concert', g=['mugham', 'folk'], v='mugham-center',
  n=dict(az='Novruz muğam gecəsi', ru='Новрузский вечер мугама', en='Novruz Mugham Night'),
  a=dict(az='Bahar bayramı münasibətilə muğam və xalq mahnıları.', ru='Мугам и народные песни к празднику весны.',
         en='Mugham and folk songs for the spring holiday.'),
  src=['afisha', 'iticket:az', 'kassa'], d=[('2027-03-19', '19:00')], age='0+', t=['novruz', 'novruzconcert'], price=(10, 30))
p(k='tar-kamancha', kind='concert', g=['mugham'], v='philharmonic',
  n=dict(az='Tar və kamança: muğam üçlüyü', ru='Тар и кяманча: мугамное трио', en='Tar and Kamancha: Mugham Trio'),
  src=['kassa', 'bakuguide'], d=[('2027-02-10', '19:00')], age='6+', price=(10, 30))
p(k='folk-songs', kind='concert', g=['folk'], v='song-theatre',
  n=dict(az='Xalq mahnıları axşamı', ru='Вечер азербайджанских народных песен', en='Azerbaijani Folk Song Evening'),
  src=['afisha', 'kassa'], d=[('2027-02-03', '19:00')], age='0+', price=(8, 20))
p(k='ashiq', kind='concert', g=['folk'], v='museum-center',
  n=dict(az='Aşıq musiqisi gecəsi', ru='Вечер ашугской музыки', en='Ashiq Music Night'),
  a=dict(az='Saz və balabanla aşıq havaları.', ru='Ашугские мелодии на сазе и балабане.', en='Ashiq tunes on saz and balaban.'),
  src=['afisha', 'kassa'], d=[('2027-02-24', '19:00')], age='0+', price=(5, 15))
p(k='dance-ensemble', kind='concert', g=['folk'], v='heydar-aliyev-palace',
  n=dict(az='Dövlət Rəqs Ansamblının konserti', ru='Концерт Государственного ансамбля танца', en='State Dance Ensemble in Concert'),
  a=dict(az='Azərbaycan xalq rəqsləri.', ru='Азербайджанские народные танцы.', en='Azerbaijani folk dances.'),
  src=['iticket:en', 'kassa'], d=[('2027-01-19', '19:00')], age='0+', price=(10, 50))
# ---------------- jazz
p(k='sarabski', kind='concert', g=['jazz'], v='heydar-aliyev-center',
  n=dict(az='İsfar Sarabski. Caz konserti', ru='Исфар Сарабский. Джазовый концерт', en='Isfar Sarabski Jazz Concert'),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-01-30', '20:00')], age='6+', price=(30, 120))
p(k='mustafazade', kind='concert', g=['jazz', 'mugham'], v='jazz-center',
  n=dict(az='Vaqif Mustafazadəyə ithaf: caz-muğam gecəsi', ru='Посвящение Вагифу Мустафазаде: вечер джаз-мугама',
         en='Tribute to Vagif Mustafazadeh: Jazz-Mugham Night'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-03-16', '20:00')], age='12+', price=(20, 40))
p(k='ny-jazz', kind='concert', g=['jazz'], v='jazz-center',
  n=dict(az='Yeni il caz gecəsi', ru='Новогодний джазовый вечер', en='New Year Jazz Night'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2026-12-27', '20:00')], age='12+', t=['ny', 'nyconcert'], price=(25, 50))
p(k='jam', kind='concert', g=['jazz'], v='jazz-center', n=dict(az='Caz cem-seşn', ru='Джем-сейшн', en='Jazz Jam Session'),
  a=dict(az='Hər kəs öz alətini gətirə bilər.', ru='Приходите со своим инструментом.', en='Bring your instrument and join in.'),
  src=['bakuguide', 'afisha'], d=[('2027-01-08', '21:00'), ('2027-02-05', '21:00'), ('2027-03-05', '21:00')], age='16+', price=(10, 10))
p(k='jazz-fest', kind='festival', g=['jazz'], v='heydar-aliyev-center',
  n=dict(az='Bakı Qış Caz Festivalı', ru='Бакинский зимний джазовый фестиваль', en='Baku Winter Jazz Festival'),
  a=dict(az='Dörd axşam, on iki caz qrupu.', ru='Четыре вечера, двенадцать джазовых коллективов.', en='Four nights, twelve jazz bands.'),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-02-25', '19:00')], end='2027-02-28', age='12+', price=(25, 180))
# ---------------- pop / rock
p(k='emin', kind='concert', g=['pop'], v='crystal-hall', n=dict(az='Emin. Böyük konsert', ru='Эмин. Большой концерт', en='Emin: Live in Baku'),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-02-14', '20:00')], age='6+', price=(40, 400))
p(k='roya', kind='concert', g=['pop'], v='heydar-aliyev-palace', n=dict(az='Röya. Solo konsert', ru='Рёя. Сольный концерт', en='Roya Solo Concert'),
  a=dict(az='8 Mart münasibətilə.', ru='К 8 Марта.', en="For International Women's Day."),
  src=['iticket:az', 'kassa', 'afisha'], d=[('2027-03-08', '20:00')], age='6+', price=(30, 250))
p(k='aygun', kind='concert', g=['pop'], v='heydar-aliyev-palace',
  n=dict(az='Aygün Kazımova. Yeni il konserti', ru='Айгюн Кязимова. Новогодний концерт', en='Aygun Kazimova New Year Concert'),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2026-12-25', '20:00')], age='6+', t=['ny', 'nyconcert'], price=(30, 250))
p(k='magomaev-songs', kind='concert', g=['pop'], v='song-theatre',
  n=dict(az='Müslüm Maqomayevin mahnıları', ru='Песни Муслима Магомаева', en='The Songs of Muslim Magomayev'),
  a=dict(az='Böyük müğənninin repertuarından mahnılar.', ru='Песни из репертуара великого певца.', en="Songs from the great singer's repertoire."),
  src=['kassa', 'afisha', 'bakuguide'], d=[('2027-01-21', '19:00')], age='6+', t=['magomaev'], price=(15, 50))
p(k='miri', kind='concert', g=['pop'], v='green-theatre',
  n=dict(az='Miri Yusif. Akustik konsert', ru='Мири Юсиф. Акустический концерт', en='Miri Yusif Acoustic Concert'),
  src=['iticket:az', 'afisha', 'kassa'], cat={'afisha': 'yasil-teatr'}, d=[('2027-03-27', '20:00')], age='6+', price=(20, 80))
p(k='novruz-concert', kind='concert', g=['folk', 'pop'], v='heydar-aliyev-palace',
  n=dict(az='Novruz bayramı konserti', ru='Праздничный концерт к Новрузу', en='Novruz Holiday Concert'),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2027-03-20', '19:00')], age='0+', t=['novruz', 'novruzconcert'], price=(10, 60))
p(k='retro-hits', kind='concert', g=['pop'], v='crystal-hall',
  n=dict(az='90-ların hitləri: retro konsert', ru='Хиты 90-х: ретро-концерт', en='90s Hits Retro Concert'),
  src=['kassa', 'afisha'], d=[('2027-01-31', '20:00')], age='12+', price=(25, 150))
p(k='rock-band', kind='concert', g=['rock'], v='congress-center',
  n=dict(az='Qara Şəhər qrupu. Rok konsert', ru='Группа «Кара Шехер». Рок-концерт', en='Gara Shahar: Rock Concert'),
  src=['kassa', 'afisha', 'bakuguide'], d=[('2027-02-20', '20:00')], age='12+', price=(20, 60))
p(k='rock-symphony', kind='concert', g=['rock', 'classical'], v='heydar-aliyev-palace',
  n=dict(az='Rok simfoniyası: Queen və Metallica orkestr ifasında', ru='Рок-симфония: Queen и Metallica в исполнении оркестра',
         en='Rock Symphony: Queen and Metallica with Orchestra'),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-02-28', '20:00')], age='6+', price=(25, 120))
# ---------------- plays
p(k='hamlet-ru', kind='theatre', v='russian-drama', n=dict(az='Hamlet', ru='Гамлет', en='Hamlet'),
  a=dict(az='Uilyam Şekspirin faciəsi.', ru='Трагедия Уильяма Шекспира.', en="William Shakespeare's tragedy."),
  lang='ru', ln=['kassa', 'afisha', 'iticket'], src=['kassa', 'iticket:az', 'afisha'], d=[('2027-01-11', '19:00'), ('2027-02-08', '19:00')],
  age='12+', t=['hamlet', 'shakespeare'], price=(10, 30))
p(k='hamlet-az', kind='theatre', v='national-drama', n=dict(az='Hamlet', ru='Гамлет', en='Hamlet'),
  a=dict(az='Şekspirin faciəsinin yeni quruluşu.', ru='Новая постановка трагедии Шекспира.', en="A new staging of Shakespeare's tragedy."),
  src=['afisha', 'kassa'], d=[('2027-03-03', '19:00')], age='12+', t=['hamlet', 'shakespeare'], price=(8, 25))
p(k='revizor', kind='theatre', v='russian-drama', n=dict(az='Müfəttiş', ru='Ревизор', en='The Government Inspector'),
  a=dict(az='Nikolay Qoqolun komediyası.', ru='Комедия Николая Гоголя.', en="Nikolai Gogol's comedy."),
  lang='ru', ln=['kassa', 'afisha'], lname=True, src=['kassa', 'afisha'], d=[('2027-01-18', '19:00'), ('2027-03-01', '19:00')],
  age='12+', t=['gogol'], price=(10, 30))
p(k='cherry-orchard', kind='theatre', v='russian-drama', n=dict(az='Albalı bağı', ru='Вишнёвый сад', en='The Cherry Orchard'),
  a=dict(az='Anton Çexovun pyesi.', ru='Пьеса Антона Чехова.', en="Anton Chekhov's play."),
  lang='ru', ln=['kassa', 'bakuguide'], src=['kassa', 'bakuguide'], d=[('2027-02-15', '19:00')], age='12+', t=['chekhov'], price=(10, 30))
p(k='chayka', kind='theatre', v='russian-drama', n=dict(az='Qağayı', ru='Чайка', en='The Seagull'),
  a=dict(az='Çexovun pyesi.', ru='Пьеса Антона Чехова.', en="Chekhov's play."),
  lang='ru', ln=['iticket'], src=['kassa', 'iticket:ru'], d=[('2027-03-14', '19:00')], age='12+', t=['chekhov'], price=(10, 30))
p(k='bespridannitsa', kind='theatre', v='russian-drama', n=dict(az='Cehizsiz qız', ru='Бесприданница', en='Without a Dowry'),
  a=dict(az='Aleksandr Ostrovskinin dramı.', ru='Драма Александра Островского.', en="Alexander Ostrovsky's drama."),
  src=['kassa'], d=[('2027-01-29', '19:00')], age='12+', price=(10, 30))
p(k='olular', kind='theatre', v='national-drama', n=dict(az='Ölülər', ru='Мертвецы', en='The Dead'),
  a=dict(az='Cəlil Məmmədquluzadənin komediyası.', ru='Комедия Джалила Мамедкулизаде.', en="Jalil Mammadguluzadeh's comedy."),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2027-01-25', '19:00'), ('2027-02-22', '19:00')], age='12+', price=(8, 25))
p(k='sheikh-sanan', kind='theatre', v='national-drama', n=dict(az='Şeyx Sənan', ru='Шейх Санан', en='Sheikh Sanan'),
  a=dict(az='Hüseyn Cavidin faciəsi.', ru='Трагедия Гусейна Джавида.', en="Huseyn Javid's tragedy."),
  src=['afisha', 'kassa'], d=[('2027-03-10', '19:00')], age='12+', price=(8, 25))
p(k='haji-qara', kind='theatre', v='national-drama', n=dict(az='Hacı Qara', ru='Гаджи Кара', en='Haji Qara'),
  a=dict(az='Mirzə Fətəli Axundzadənin komediyası.', ru='Комедия Мирзы Фатали Ахундова.', en="Mirza Fatali Akhundov's comedy."),
  src=['afisha', 'iticket:az'], d=[('2027-02-02', '19:00')], age='12+', price=(8, 25))
p(k='dali-kur', kind='theatre', v='national-drama', n=dict(az='Dəli Kür', ru='Дели Кур', en='Mad Kura'),
  a=dict(az='İsmayıl Şıxlının romanı əsasında tamaşa.', ru='Спектакль по роману Исмаила Шыхлы.', en="A play after Ismayil Shikhli's novel."),
  src=['afisha', 'kassa'], d=[('2027-02-26', '19:00')], age='12+', price=(8, 25))
p(k='romeo-juliet', kind='theatre', v='yug-theatre', n=dict(az='Romeo və Cülyetta', ru='Ромео и Джульетта', en='Romeo and Juliet'),
  a=dict(az='Şekspirin pyesi əsasında eksperimental tamaşa.', ru='Экспериментальный спектакль по пьесе Шекспира.',
         en="An experimental staging of Shakespeare's play."),
  src=['afisha', 'kassa'], d=[('2027-02-14', '19:00')], age='16+', t=['shakespeare'], price=(10, 20))
p(k='earnest-en', kind='theatre', v='ada',
  n=dict(az='Ciddi olmağın vacibliyi', ru='Как важно быть серьёзным', en='The Importance of Being Earnest'),
  a=dict(az='Oskar Uayldın komediyası, Baku English Theatre truppası.', ru='Комедия Оскара Уайльда в исполнении труппы Baku English Theatre.',
         en="Oscar Wilde's comedy staged by the Baku English Theatre company."),
  lang='en', lname=True, src=['bakuguide', 'iticket:en', 'afisha'], d=[('2027-03-05', '19:00'), ('2027-03-06', '19:00')], age='12+',
  price=(15, 25))
# ---------------- children's theatre
p(k='jirtdan', kind='theatre', v='puppet-theatre', kids=True, n=dict(az='Cırtdan', ru='Джыртдан', en='Jirtdan'),
  a=dict(az='Azərbaycan xalq nağılı əsasında kukla tamaşası.', ru='Кукольный спектакль по азербайджанской народной сказке.',
         en='A puppet show after the Azerbaijani folk tale.'),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2026-12-19', '12:00'), ('2027-01-09', '12:00'), ('2027-02-06', '12:00')], age='3+', price=(5, 10))
p(k='red-hood', kind='theatre', v='puppet-theatre', kids=True, n=dict(az='Qırmızı papaq', ru='Красная Шапочка', en='Little Red Riding Hood'),
  lang='ru', lname=True, src=['kassa', 'afisha'], d=[('2027-01-16', '12:00'), ('2027-02-20', '12:00')], age='0+', price=(5, 10))
p(k='buratino', kind='theatre', v='youth-theatre', kids=True, n=dict(az='Buratinonun macəraları', ru='Приключения Буратино', en='The Adventures of Buratino'),
  lang='ru', ln=['kassa'], src=['kassa', 'iticket:ru'], d=[('2027-01-04', '12:00'), ('2027-01-05', '12:00')], age='6+', price=(6, 12))
p(k='three-pigs', kind='theatre', v='puppet-theatre', kids=True, n=dict(az='Üç donuz balası', ru='Три поросёнка', en='The Three Little Pigs'),
  src=['afisha', 'iticket:az'], d=[('2027-03-07', '12:00')], age='0+', price=(5, 10))
p(k='alice', kind='theatre', v='youth-theatre', kids=True, n=dict(az='Alisa Möcüzələr ölkəsində', ru='Алиса в Стране чудес', en='Alice in Wonderland'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-02-28', '12:00'), ('2027-03-28', '12:00')], age='6+', price=(6, 12))
p(k='yolka', kind='theatre', v='heydar-aliyev-palace', kids=True,
  n=dict(az='Şaxta baba və Qar qız: Yeni il nağılı', ru='Дед Мороз и Снегурочка: новогодняя ёлка',
         en='Father Frost and the Snow Maiden: A New Year Fairy Tale'),
  a=dict(az='Nağıl qəhrəmanları, hədiyyələr və böyük yolka.', ru='Сказочные герои, подарки и большая ёлка.',
         en='Fairy-tale characters, presents and a big New Year tree.'),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2026-12-26', '11:00'), ('2026-12-27', '11:00'), ('2027-01-03', '11:00')], age='3+',
  t=['ny', 'nyshow', 'shaxta'], price=(15, 30))
p(k='ny-musical', kind='theatre', v='musical-theatre', kids=True,
  n=dict(az='Yeni il müziklı «Sehrli qar dənəciyi»', ru='Новогодний мюзикл «Волшебная снежинка»', en="New Year Musical 'The Magic Snowflake'"),
  lang='ru', ln=['kassa', 'afisha'], src=['kassa', 'afisha'], d=[('2026-12-29', '12:00'), ('2027-01-02', '15:00')], age='0+',
  t=['ny', 'nyshow'], price=(10, 25))
# ---------------- comedy
p(k='standup-en', kind='comedy', v='comedy-club',
  n=dict(az='Stand-up: Baku Comedy Night', ru='Стендап: Baku Comedy Night', en='Baku Comedy Night'),
  a=dict(az='Bakının komediyaçıları ingilis dilində çıxış edir.', ru='Бакинские комики выступают на английском языке.',
         en='Stand-up comedy in English from Baku comedians and guests.'),
  lang='en', src=['bakuguide', 'iticket:en', 'afisha'], d=[('2027-01-15', '20:00'), ('2027-02-12', '20:00'), ('2027-03-12', '20:00')],
  age='18+', price=(15, 20))
p(k='standup-ru', kind='comedy', v='comedy-club',
  n=dict(az='Stand-up: açıq mikrofon', ru='Стендап: открытый микрофон', en='Open Mic Stand-up'),
  lang='ru', lname=True, src=['kassa', 'afisha'], d=[('2027-01-22', '20:00'), ('2027-02-19', '20:00')], age='18+', price=(10, 10))
p(k='standup-az', kind='comedy', v='song-theatre',
  n=dict(az='Gülüş gecəsi: stand-up şou', ru='Вечер смеха: стендап-шоу', en='Night of Laughter: Stand-up Show'),
  lang='az', src=['afisha', 'iticket:az', 'kassa'], d=[('2027-02-06', '20:00')], age='16+', price=(15, 40))
p(k='improv-en', kind='comedy', v='yarat',
  n=dict(az='İmprovizasiya komediya şousu', ru='Импровизационное комеди-шоу', en='Improv Comedy Show'),
  lang='en', lname=True, src=['bakuguide', 'kassa'], d=[('2027-03-04', '20:00')], age='16+', price=(10, 15))
p(k='standup-big', kind='comedy', v='heydar-aliyev-palace',
  n=dict(az='Böyük stand-up konserti', ru='Большой стендап-концерт', en='Big Stand-up Show'),
  a=dict(az='Moskvadan gələn komediyaçıların çıxışı.', ru='Выступление комиков из Москвы.', en='Touring comedians from Moscow.'),
  lang='ru', ln=['kassa', 'iticket'], src=['kassa', 'iticket:ru'], d=[('2027-03-06', '20:00')], age='18+', t=['standupconcert'],
  price=(40, 200))
# ---------------- cinema (cinema sources carry sessions with languages)
p(k='avengers', kind='cinema', cv=['cinemaplus-28', 'cinemaplus-ganjlik', 'park-cinema-flame'], cl=['az', 'ru', 'en'],
  n=dict(az='Qisasçılar: Qiyamət günü', ru='Мстители: Судный день', en='Avengers: Doomsday'),
  a=dict(az='Marvel studiyasının yeni filmi.', ru='Новый фильм студии Marvel.', en='The new Marvel film.'),
  src=['cinemaplus', 'parkcinema'], d=[('2026-12-18', '12:00'), ('2026-12-19', '18:30'), ('2026-12-20', '21:00')], age='12+', price=(8, 14))
p(k='dune3', kind='cinema', cv=['cinemaplus-28', 'park-cinema-bulvar'], cl=['ru', 'en'],
  n=dict(az='Dyuna: Üçüncü hissə', ru='Дюна: Часть третья', en='Dune: Part Three'),
  a=dict(az='Deni Vilnövün filmi.', ru='Фильм Дени Вильнёва.', en="Denis Villeneuve's film."),
  src=['cinemaplus', 'parkcinema'], d=[('2026-12-18', '19:00'), ('2026-12-21', '21:00')], age='16+', price=(8, 14))
p(k='ice-age', kind='cinema', g=['animation'], cv=['cinemaplus-28', 'park-cinema-bulvar'], cl=['az', 'ru'], kidsrc=['parkcinema'],
  n=dict(az='Buz dövrü 6', ru='Ледниковый период 6', en='Ice Age: Boiling Point'),
  a=dict(az='Bütün ailə üçün animasiya filmi.', ru='Мультфильм для детей и всей семьи.', en='An animated film for the whole family.'),
  src=['cinemaplus', 'parkcinema'], d=[('2027-02-05', '11:00'), ('2027-02-06', '13:00')], age='0+', price=(6, 10))
p(k='jumanji3', kind='cinema', cv=['cinemaplus-ganjlik', 'park-cinema-flame'], cl=['ru'],
  n=dict(az='Cumanci 3', ru='Джуманджи 3', en='Jumanji 3'), src=['cinemaplus', 'parkcinema'],
  d=[('2026-12-12', '17:00'), ('2026-12-13', '20:00')], age='12+', price=(8, 12))
p(k='hunger-games', kind='cinema', cv=['park-cinema-flame'], cl=['ru', 'en'],
  n=dict(az='Aclıq oyunları: Biçin şəfəqi', ru='Голодные игры: Рассвет жатвы', en='The Hunger Games: Sunrise on the Reaping'),
  src=['parkcinema'], d=[('2026-12-08', '20:00'), ('2026-12-10', '20:00')], age='16+', price=(8, 12))
p(k='yolki', kind='cinema', cv=['cinemaplus-28', 'park-cinema-bulvar'], cl=['ru'],
  n=dict(az='Yolki 12', ru='Ёлки 12', en='Yolki 12'),
  a=dict(az='Yeni il komediyası.', ru='Новогодняя комедия.', en='A New Year comedy.'),
  src=['cinemaplus', 'parkcinema'], d=[('2026-12-24', '16:00'), ('2026-12-26', '19:00')], age='12+', t=['ny1'], price=(8, 12))
p(k='turkish-film', kind='cinema', cv=['cinemaplus-ganjlik'], cl=['tr'],
  n=dict(az='Aşk Tesadüfleri Sever 3', ru='Aşk Tesadüfleri Sever 3', en='Aşk Tesadüfleri Sever 3'),
  a=dict(az='Türkiyə istehsalı romantik film.', ru='Турецкая романтическая комедия.', en='Turkish romantic comedy.'),
  src=['cinemaplus'], d=[('2027-01-14', '19:00'), ('2027-01-16', '21:00')], age='12+', price=(8, 12))
p(k='az-film', kind='cinema', cv=['cinemaplus-28', 'park-cinema-flame'], cl=['az'],
  n=dict(az='Bakı, sevgilim', ru='Баку, любовь моя', en='Baku, My Love'),
  a=dict(az='Yeni Azərbaycan bədii filmi.', ru='Новый азербайджанский художественный фильм.', en='A new Azerbaijani feature film.'),
  src=['cinemaplus', 'parkcinema', 'afisha'], d=[('2027-02-11', '19:00'), ('2027-02-13', '21:00')], age='12+', price=(6, 10))
p(k='oceans', kind='cinema', g=['documentary'], cv=['cinemaplus-28'], cl=['az', 'ru'],
  n=dict(az='Okeanlar 3D', ru='Океаны 3D', en='Oceans 3D'),
  a=dict(az='Dəniz həyatı haqqında sənədli film.', ru='Документальный фильм о морской жизни.', en='A documentary about sea life.'),
  src=['cinemaplus'], d=[('2027-01-09', '11:00'), ('2027-01-10', '11:00')], age='0+', price=(6, 8))
p(k='masha', kind='cinema', g=['animation'], kids=True, cv=['cinemaplus-ganjlik', 'park-cinema-bulvar'], cl=['az', 'ru'],
  n=dict(az='Maşa və Ayı: Yeni il macəraları', ru='Маша и Медведь: Новогодние приключения', en='Masha and the Bear: New Year Adventures'),
  src=['cinemaplus', 'parkcinema'], d=[('2026-12-26', '11:00'), ('2026-12-27', '13:00')], age='0+', t=['ny1'], price=(6, 8))
p(k='gobustan-doc', kind='cinema', g=['documentary'], v='nizami-cinema',
  n=dict(az='Qobustan: daşda yazılmış tarix', ru='Гобустан: история, написанная на камне', en='Gobustan: History Written in Stone'),
  a=dict(az='Qayaüstü təsvirlər haqqında sənədli film.', ru='Документальный фильм о наскальных рисунках.', en='A documentary on the rock carvings.'),
  src=['afisha', 'kassa'], d=[('2027-02-02', '19:00')], age='0+', price=(3, 5))
p(k='arshin-film', kind='cinema', v='nizami-cinema',
  n=dict(az='Arşın mal alan (1945). Bərpa olunmuş nüsxə', ru='Аршин мал алан (1945). Реставрированная копия',
         en='Arshin Mal Alan (1945), restored'),
  a=dict(az='Üzeyir Hacıbəylinin operettası əsasında çəkilmiş film.', ru='Фильм по оперетте Узеира Гаджибейли.',
         en="The film of Uzeyir Hajibeyli's operetta."),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-01-13', '19:00')], age='0+', t=['hajibeyli', 'arshin'], price=(3, 5))
p(k='anim-fest', kind='festival', g=['animation'], v='nizami-cinema',
  n=dict(az='Bakı Animasiya Festivalı', ru='Бакинский фестиваль анимации', en='Baku Animation Festival'),
  a=dict(az='Dünyanın hər yerindən qısametrajlı cizgi filmləri.', ru='Короткометражные мультфильмы со всего мира.',
         en='Animated shorts from around the world.'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-03-12', '11:00')], end='2027-03-15', age='0+', price=(3, 5))
# ---------------- exhibitions
p(k='salakhov', kind='exhibition', v='art-museum',
  n=dict(az='Tahir Salahov. Retrospektiv sərgi', ru='Таир Салахов. Ретроспективная выставка', en='Tahir Salakhov: A Retrospective'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2026-12-10', '10:00')], end='2027-03-01', age='0+', price=(5, 5))
p(k='bahlulzade', kind='exhibition', v='heydar-aliyev-center',
  n=dict(az='Səttar Bəhlulzadə: Abşeron mənzərələri', ru='Саттар Бахлулзаде: пейзажи Апшерона', en='Sattar Bahlulzade: Absheron Landscapes'),
  src=['afisha', 'kassa', 'iticket:en'], d=[('2027-01-15', '11:00')], end='2027-03-31', age='0+', price=(10, 10))
p(k='karabakh-carpets', kind='exhibition', v='carpet-museum',
  n=dict(az='Qarabağ xalçaları sərgisi', ru='Выставка карабахских ковров', en='Karabakh Carpets Exhibition'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-02-01', '10:00')], end='2027-03-15', age='0+', price=(7, 7))
p(k='van-gogh', kind='exhibition', v='museum-center',
  n=dict(az='Van Qoq. Canlanan kətanlar', ru='Ван Гог. Ожившие полотна', en='Van Gogh: The Immersive Experience'),
  a=dict(az='Multimedia sərgi.', ru='Мультимедийная выставка.', en='A multimedia exhibition.'),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2026-12-15', '10:00')], end='2027-02-28', age='6+', price=(15, 25))
p(k='dinos', kind='exhibition', v='museum-center', kids=True,
  n=dict(az='Dinozavrlar dünyası: interaktiv sərgi', ru='Мир динозавров: интерактивная выставка', en='World of Dinosaurs: Interactive Exhibition'),
  a=dict(az='Hərəkət edən dinozavr modelləri.', ru='Движущиеся модели динозавров.', en='Moving life-size dinosaur models.'),
  src=['afisha', 'kassa', 'iticket:en'], d=[('2026-12-20', '10:00')], end='2027-03-20', age='0+', price=(8, 12))
p(k='yarat-painting', kind='exhibition', v='yarat',
  n=dict(az='Sərhədsiz: müasir Azərbaycan rəssamlığı', ru='Без границ: современная живопись Азербайджана',
         en='Borderless: Contemporary Azerbaijani Painting'),
  src=['afisha', 'bakuguide'], d=[('2027-01-20', '12:00')], end='2027-03-20', age='0+', price=None)
p(k='old-baku-photo', kind='exhibition', v='museum-center',
  n=dict(az='Köhnə Bakı fotoşəkillərdə', ru='Старый Баку в фотографиях', en='Old Baku in Photographs'),
  src=['afisha', 'kassa'], d=[('2027-02-10', '10:00')], end='2027-03-31', age='0+', price=(5, 5))
p(k='novruz-expo', kind='exhibition', v='carpet-museum',
  n=dict(az='Novruz xonçası: dekorativ sənət sərgisi', ru='Выставка «Новрузская хонча»', en='Novruz Khoncha: Applied Art Exhibition'),
  src=['afisha', 'kassa'], d=[('2027-03-10', '10:00')], end='2027-03-25', age='0+', t=['novruz'], price=(7, 7))
# ---------------- workshops
p(k='ceramics', kind='workshop', v='yarat', n=dict(az='Keramika üzrə master-klass', ru='Мастер-класс по керамике', en='Ceramics Master Class'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-01-17', '14:00'), ('2027-02-21', '14:00')], age='12+', price=(40, 40))
p(k='calligraphy', kind='workshop', v='ada', n=dict(az='Xəttatlıq emalatxanası', ru='Мастер-класс по каллиграфии', en='Calligraphy Workshop'),
  lang='en', lname=True, src=['bakuguide', 'iticket:en'], d=[('2027-02-07', '15:00')], age='12+', price=(30, 30))
p(k='shakarbura', kind='workshop', v='icherisheher',
  n=dict(az='Şəkərbura bişirmə master-klası', ru='Мастер-класс: готовим шекербуру', en='Shakarbura Baking Workshop'),
  a=dict(az='Novruz şirniyyatlarını birlikdə hazırlayırıq.', ru='Готовим новрузские сладости вместе.', en='Bake the sweets of Novruz together.'),
  src=['afisha', 'kassa', 'bakuguide'], d=[('2027-03-14', '12:00'), ('2027-03-18', '12:00')], age='6+', t=['novruz'], price=(25, 25))
p(k='mugham-mc', kind='workshop', g=['mugham'], v='mugham-center',
  n=dict(az='Muğam ifaçılığı üzrə master-klass', ru='Мастер-класс по исполнению мугама', en='Mugham Performance Master Class'),
  src=['afisha', 'kassa'], d=[('2027-02-08', '15:00')], age='12+', price=(20, 20))
p(k='kids-painting', kind='workshop', v='art-museum', kids=True,
  n=dict(az='Rəsm dərsi', ru='Урок рисования', en='Painting Class'),
  src=['afisha', 'kassa'], d=[('2027-01-11', '11:00'), ('2027-02-01', '11:00')], age='5+', price=(15, 15))
p(k='carpet-weaving', kind='workshop', v='carpet-museum',
  n=dict(az='Xalçaçılıq master-klası', ru='Мастер-класс по ковроткачеству', en='Carpet Weaving Workshop'),
  src=['kassa', 'bakuguide', 'afisha'], d=[('2027-01-24', '12:00')], age='10+', price=(20, 20))
p(k='ny-toys', kind='workshop', v='museum-center', kids=True,
  n=dict(az='Yeni il oyuncaqları hazırlayırıq', ru='Ёлочные игрушки своими руками', en='Make Your Own New Year Tree Toys'),
  src=['afisha', 'kassa'], d=[('2026-12-21', '11:00')], age='4+', t=['ny'], price=(15, 15))
p(k='mobile-photo', kind='workshop', v=None,
  n=dict(az='Smartfonla fotoqrafiya: onlayn master-klass', ru='Мобильная фотография: онлайн мастер-класс', en='Smartphone Photography: Online Master Class'),
  src=['afisha', 'kassa'], d=[('2027-02-16', '19:00')], age=None, price=(10, 10))
# ---------------- sport
p(k='neftchi-qarabag', kind='sport', v='republican-stadium',
  n=dict(az='Neftçi – Qarabağ. Premyer Liqa', ru='Нефтчи – Карабах. Премьер-лига', en='Neftchi vs Qarabag, Premier League'),
  src=['iticket:az', 'kassa', 'bakuguide'], d=[('2027-02-22', '19:00')], age='0+', price=(5, 30))
p(k='sabah-zira', kind='sport', v='respublika-arena', n=dict(az='Sabah – Zirə', ru='Сабах – Зиря', en='Sabah vs Zira'),
  src=['iticket:az'], d=[('2027-03-01', '17:00')], age='0+', price=(3, 10))
p(k='gym-worldcup', kind='sport', v='gymnastics-arena',
  n=dict(az='İdman gimnastikası üzrə Dünya Kuboku', ru='Кубок мира по спортивной гимнастике', en='Artistic Gymnastics World Cup'),
  src=['iticket:en', 'kassa', 'afisha'], d=[('2027-03-12', '11:00')], end='2027-03-15', age='0+', price=(5, 20))
p(k='basketball', kind='sport', v='sports-palace', n=dict(az='Basketbol: Sabah – Neftçi', ru='Баскетбол: Сабах – Нефтчи', en='Basketball: Sabah vs Neftchi'),
  src=['iticket:az', 'kassa'], d=[('2027-01-27', '19:00')], age='0+', price=(3, 10))
p(k='wrestling', kind='sport', v='sports-palace', n=dict(az='Güləş üzrə Bakı Qran-prisi', ru='Гран-при Баку по борьбе', en='Baku Wrestling Grand Prix'),
  src=['afisha', 'kassa'], d=[('2027-02-18', '12:00')], age='0+', price=(5, 15))
p(k='chess', kind='sport', v='congress-center', n=dict(az='Bakı Açıq şahmat turniri', ru='Открытый шахматный турнир Baku Open', en='Baku Open Chess Tournament'),
  src=['kassa', 'afisha'], d=[('2027-03-02', '15:00')], age='0+', price=None)
p(k='fight-night', kind='sport', v='crystal-hall', n=dict(az='Boks gecəsi: Bakı döyüşləri', ru='Вечер бокса: Битва в Баку', en='Fight Night Baku'),
  src=['kassa', 'iticket:en'], d=[('2027-03-28', '19:00')], age='16+', price=(20, 300))
# ---------------- circus
p(k='circus-ny', kind='circus', v='circus', kids=True, n=dict(az='Yeni il sirk şousu', ru='Новогоднее цирковое шоу', en='New Year Circus Show'),
  src=['afisha', 'kassa', 'iticket:az'], d=[('2026-12-25', '15:00'), ('2026-12-31', '12:00'), ('2027-01-06', '15:00')], age='0+',
  t=['ny', 'nyshow'], price=(10, 40))
p(k='circus-ice', kind='circus', v='crystal-hall',
  n=dict(az='Buz üzərində sirk: Şelkunçik', ru='Цирк на льду «Щелкунчик»', en='Circus on Ice: The Nutcracker'),
  a=dict(az='Akrobatlar və fiqurçu konkisürənlər.', ru='Акробаты и фигуристы на льду.', en='Acrobats and figure skaters on ice.'),
  src=['kassa', 'iticket:en'], d=[('2027-01-03', '13:00'), ('2027-01-04', '13:00')], age='6+', t=['nutcracker1'], price=(20, 90))
p(k='acro-show', kind='circus', v='circus', n=dict(az='Akrobatik şou «Sehrli dünya»', ru='Акробатическое шоу «Волшебный мир»', en="Acrobatic Show 'Magic World'"),
  src=['afisha', 'kassa'], d=[('2027-02-13', '15:00')], age='0+', price=(10, 30))
p(k='spring-circus', kind='circus', v='circus', n=dict(az='Bahar sirk proqramı', ru='Весенняя цирковая программа', en='Spring Circus Programme'),
  a=dict(az='Novruz bayramı günlərində xüsusi proqram.', ru='Специальная программа в дни Новруза.', en='A special programme for the Novruz holidays.'),
  src=['afisha', 'kassa'], d=[('2027-03-21', '15:00')], age='0+', t=['novruz1'], price=(10, 30))
# ---------------- parties
p(k='nye-hilton', kind='party', v='hilton', n=dict(az='Yeni il gecəsi 2027', ru='Новогодняя ночь 2027', en="New Year's Eve 2027 Gala Night"),
  a=dict(az='Qala-şam yeməyi, canlı musiqi və DJ.', ru='Гала-ужин, живая музыка и DJ.', en='Gala dinner, live band and DJ.'),
  src=['iticket:en', 'afisha', 'kassa'], d=[('2026-12-31', '21:00')], age='18+', t=['ny', 'nyparty'], price=(250, 600))
p(k='nye-marriott', kind='party', v='marriott', n=dict(az='Yeni il partisi: Getsbi üslubunda', ru='Новогодняя вечеринка в стиле Гэтсби', en="Great Gatsby New Year's Eve Party"),
  src=['bakuguide', 'kassa', 'afisha'], d=[('2026-12-31', '22:00')], age='18+', t=['ny', 'nyparty'], price=(200, 450))
p(k='techno', kind='party', v='enerji-club', n=dict(az='Texno gecəsi', ru='Техно-вечеринка', en='Techno Night'),
  src=['bakuguide', 'kassa'], d=[('2027-01-17', '23:00'), ('2027-02-14', '23:00')], age='18+', price=(20, 30))
p(k='retro-party', kind='party', v='enerji-club', n=dict(az='Retro parti: 80-90-lar', ru='Ретро-вечеринка: 80-е и 90-е', en='Retro Party: 80s and 90s'),
  src=['afisha', 'kassa'], d=[('2027-02-07', '22:00')], age='18+', price=(20, 20))
p(k='valentines', kind='party', v='marriott', n=dict(az='Sevgililər günü partisi', ru='Вечеринка ко Дню всех влюблённых', en="Valentine's Day Party"),
  src=['afisha', 'bakuguide'], d=[('2027-02-14', '21:00')], age='18+', price=(80, 150))
p(k='kids-ny-party', kind='party', v='hilton', kids=True,
  n=dict(az='Yeni il partisi', ru='Новогодняя вечеринка', en='New Year Party'),
  a=dict(az='Şaxta baba, animatorlar və hədiyyələr.', ru='Дед Мороз, аниматоры и подарки.', en='Father Frost, entertainers and presents.'),
  src=['afisha', 'kassa'], d=[('2026-12-30', '12:00')], age='3+', t=['ny', 'nyparty', 'shaxta'], price=(40, 40))
# ---------------- festivals
p(k='novruz-fest', kind='festival', v='icherisheher',
  n=dict(az='Novruz festivalı İçərişəhərdə', ru='Фестиваль Новруз в Ичеришехер', en='Novruz Festival in the Old City'),
  a=dict(az='Xalq oyunları, səməni, tonqal və yarmarka.', ru='Народные игры, семени, костры и ярмарка.',
         en='Folk games, samani, bonfires and a fair.'),
  src=['afisha', 'kassa', 'iticket:az', 'bakuguide'], d=[('2027-03-18', '11:00')], end='2027-03-22', age='0+', t=['novruz'], price=None)
p(k='winter-fest', kind='festival', v='boulevard',
  n=dict(az='Bakı Qış Festivalı', ru='Бакинский зимний фестиваль', en='Baku Winter Festival'),
  a=dict(az='Buz meydançası, Yeni il yarmarkası və küçə musiqiçiləri.', ru='Каток, новогодняя ярмарка и уличные музыканты.',
         en='An ice rink, a New Year market and street musicians.'),
  src=['bakuguide', 'afisha', 'kassa'], d=[('2026-12-15', '12:00')], end='2027-01-07', age='0+', t=['ny1'], price=None)
p(k='plov-fest', kind='festival', v='icherisheher', n=dict(az='Plov festivalı', ru='Фестиваль плова', en='Plov Festival'),
  src=['afisha', 'bakuguide'], d=[('2027-02-20', '12:00')], age='0+', price=None)
p(k='theatre-fest', kind='festival', v='youth-theatre',
  n=dict(az='«Bakı Səhnəsi» beynəlxalq teatr festivalı', ru='Международный театральный фестиваль «Бакинская сцена»',
         en="'Baku Stage' International Theatre Festival"),
  src=['afisha', 'kassa'], cat={'afisha': 'baki-sehnesi', 'kassa': 'baki-sehnesi'}, d=[('2027-03-24', '18:00')], end='2027-03-30',
  age='12+', t=['theatrefest'], price=(5, 20))
# ---------------- other
p(k='quiz', kind='other', v='enerji-club', n=dict(az='Viktorina gecəsi', ru='Квиз-вечер', en='Pub Quiz Night'),
  lang='en', lname=True, src=['bakuguide', 'afisha'], d=[('2027-01-20', '20:00')], age='18+', price=(10, 10))
p(k='old-city-tour', kind='other', v='icherisheher', n=dict(az='İçərişəhərdə ekskursiya', ru='Экскурсия по Ичеришехер', en='Old City Walking Tour'),
  lang='ru', lname=True, src=['kassa', 'afisha'], d=[('2027-02-27', '11:00')], age='0+', price=(15, 15))
