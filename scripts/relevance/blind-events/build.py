#!/usr/bin/env python3
"""Writes events.ndjson, labels.ndjson and queries.txt from the hand-written
catalogue in build_data.py. Grades are hand rules over the hand labels and
tags, written before anything was run against the service."""
import json, random, re, unicodedata
from datetime import datetime, timedelta
import build_data as B

rnd = random.Random(20261206)
V, P = B.V, B.P

# ---------------------------------------------------------------- helpers
CYR = dict(zip('абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
               ['a','b','v','g','d','e','e','zh','z','i','y','k','l','m','n','o','p','r','s','t','u','f','kh','ts','ch','sh','shch','','y','','e','yu','ya']))
AZ = {'ə': 'e', 'ı': 'i', 'ğ': 'g', 'ö': 'o', 'ü': 'u', 'ş': 's', 'ç': 'c', 'İ': 'i'}

def slugify(s):
    s = s.replace('İ', 'i').lower()
    out = []
    for ch in s:
        if ch in CYR: out.append(CYR[ch])
        elif ch in AZ: out.append(AZ[ch])
        else: out.append(ch)
    s = unicodedata.normalize('NFKD', ''.join(out)).encode('ascii', 'ignore').decode()
    return re.sub(r'[^a-z0-9]+', '-', s).strip('-')

def utc(date, time):
    d = datetime.strptime(date + ' ' + time, '%Y-%m-%d %H:%M') - timedelta(hours=4)
    return d.strftime('%Y-%m-%dT%H:%M:%SZ')

LANGNOTE = {
    'az': {'ru': 'rus dilində', 'en': 'ingilis dilində', 'az': 'Azərbaycan dilində'},
    'ru': {'ru': 'на русском языке', 'en': 'на английском языке', 'az': 'на азербайджанском языке'},
    'en': {'ru': 'in Russian', 'en': 'in English', 'az': 'in Azerbaijani'},
}
LANGSENT = {
    'az': {'ru': 'Tamaşa rus dilində göstərilir.', 'en': 'Tədbir ingilis dilində keçirilir.', 'az': 'Çıxışlar Azərbaycan dilindədir.'},
    'ru': {'ru': 'На русском языке.', 'en': 'На английском языке.', 'az': 'На азербайджанском языке.'},
    'en': {'ru': 'In Russian.', 'en': 'In English.', 'az': 'Performed in Azerbaijani.'},
}
KIDS = {'az': 'Uşaqlar üçün.', 'ru': 'Для детей.', 'en': 'For kids.'}
KINDSENT = {
    'concert': {'az': 'Canlı ifa.', 'ru': 'Живое исполнение.', 'en': 'Live performance.'},
    'theatre': {'az': 'Tamaşa iki hissədən ibarətdir.', 'ru': 'Спектакль в двух действиях.', 'en': 'Two acts with an interval.'},
    'opera': {'az': 'Opera üç pərdədə.', 'ru': 'Опера в трёх действиях.', 'en': 'Opera in three acts.'},
    'ballet': {'az': 'Balet iki pərdədə.', 'ru': 'Балет в двух действиях.', 'en': 'Ballet in two acts.'},
    'cinema': {'az': 'Biletlər kinoteatrın kassalarında.', 'ru': 'Билеты в кассах кинотеатра.', 'en': 'Tickets at the box office.'},
    'exhibition': {'az': 'Hər gün 10:00-dan 18:00-dək açıqdır.', 'ru': 'Открыто ежедневно с 10:00 до 18:00.', 'en': 'Open daily 10:00 to 18:00.'},
    'comedy': {'az': 'Yeni zarafatlar və improvizasiya.', 'ru': 'Новые шутки и импровизация.', 'en': 'New jokes and crowd work.'},
    'festival': {'az': 'Proqram bir neçə gün davam edir.', 'ru': 'Программа рассчитана на несколько дней.', 'en': 'A programme over several days.'},
    'workshop': {'az': 'Əvvəlcədən qeydiyyat tələb olunur, materiallar verilir.', 'ru': 'Нужна предварительная регистрация, материалы предоставляются.',
                 'en': 'Registration required; materials provided.'},
    'sport': {'az': 'Biletlər satışdadır.', 'ru': 'Билеты в продаже.', 'en': 'Tickets on sale now.'},
    'circus': {'az': 'Akrobatlar, klounlar və illüzionistlər.', 'ru': 'Акробаты, клоуны и иллюзионисты.', 'en': 'Acrobats, clowns and illusionists.'},
    'party': {'az': 'DJ və şou-proqram.', 'ru': 'DJ и шоу-программа.', 'en': 'DJ and show programme.'},
    'other': {'az': '', 'ru': '', 'en': ''},
}
CAT = {
    'iticket': {'concert': 'concerts', 'theatre': 'theatre', 'opera': 'theatre', 'ballet': 'theatre', 'exhibition': 'museum',
                'sport': 'sport', 'comedy': 'stand-up', 'party': 'events', 'workshop': 'master-class', 'circus': 'circus',
                'festival': 'festivals', 'cinema': 'cinema', 'other': 'other', 'kids': 'kids'},
    'afisha': {'concert': 'konsert', 'theatre': 'teatr', 'opera': 'opera', 'ballet': 'balet', 'exhibition': 'sergi', 'sport': 'idman',
               'comedy': 'stand-up', 'party': 'eylence', 'workshop': 'master-klass', 'circus': 'sirk', 'festival': 'festival',
               'cinema': 'kino', 'other': 'diger', 'kids': 'usaq'},
    'kassa': {'concert': 'kontserty', 'theatre': 'spektakli', 'opera': 'opera-i-balet', 'ballet': 'opera-i-balet', 'exhibition': 'vystavki',
              'sport': 'sport', 'comedy': 'stendap', 'party': 'vecherinki', 'workshop': 'master-klassy', 'circus': 'tsirk',
              'festival': 'festivali', 'cinema': 'kino', 'other': 'drugoe', 'kids': 'detyam'},
    'bakuguide': {'concert': 'music', 'theatre': 'stage', 'opera': 'stage', 'ballet': 'stage', 'exhibition': 'art', 'sport': 'sports',
                  'comedy': 'comedy', 'party': 'nightlife', 'workshop': 'workshops', 'circus': 'family', 'festival': 'festivals',
                  'cinema': 'film', 'other': 'other', 'kids': 'family'},
    'cinemaplus': {'cinema': 'film'}, 'parkcinema': {'cinema': 'movies'},
}
# a few venue-named categories (sources that file by house)
VENUECAT = {('afisha', 'philharmonic'): 'filarmoniya', ('kassa', 'opera-house'): 'teatr-opery-i-baleta',
            ('afisha', 'green-theatre'): 'yasil-teatr', ('iticket', 'crystal-hall'): 'baku-crystal-hall'}
SRCLANG = {'afisha': 'az', 'kassa': 'ru', 'bakuguide': 'en', 'cinemaplus': 'az', 'parkcinema': 'ru'}
URL = {'iticket': 'https://iticket.az/events/{cat}/{slug}', 'afisha': 'https://afisha.az/event/{num}-{slug}',
       'kassa': 'https://kassa.az/ru/event/{num}', 'bakuguide': 'https://bakuguide.az/events/{slug}',
       'cinemaplus': 'https://cinemaplus.az/az/movie/{slug}', 'parkcinema': 'https://parkcinema.az/movies/{slug}'}

counter = {s: rnd.randint(10000, 50000) for s in URL}
def next_id(src):
    counter[src] += rnd.randint(3, 40)
    return counter[src]

def venue_obj(vkey, src, lang):
    if vkey is None:
        return None
    v = V[vkey]
    own = v.get('src', {}).get(src)
    name = own or v[lang]
    # afisha does not geocode the houses it spells its own way
    nogeo = src == 'afisha' and own is not None
    return {'id': slugify(name), 'name': name, 'address': v['addr'],
            'lat': None if nogeo else v['ll'][0], 'lng': None if nogeo else v['ll'][1]}

def age_num(a):
    if a is None: return None
    m = re.match(r'(\d+)\+', a)
    return int(m.group(1)) if m else None

def ingested():
    return (datetime(2026, 12, 1, 6, 0) + timedelta(minutes=rnd.randint(0, 60 * 24 * 5))).strftime('%Y-%m-%dT%H:%M:%SZ')

rows, labels, metas = [], {}, {}

def emit(pr, src, lang, vkey, dates, sessions_langs=None, with_sessions=False, lang_noted=False, kids_noted=False):
    kind = pr['kind']
    name = pr['n'][lang]
    about = pr.get('a', {}).get(lang, '')
    note_lang = pr.get('lang') if lang_noted else None
    if note_lang and pr.get('lname'):
        name = f"{name} ({LANGNOTE[lang][note_lang]})"
    desc = ' '.join(x for x in [about, KINDSENT[kind][lang],
                                 LANGSENT[lang][note_lang] if (note_lang and not pr.get('lname')) else '',
                                 KIDS[lang] if kids_noted else ''] if x)
    cat = pr.get('cat', {}).get(src)
    if cat is None:
        cat = VENUECAT.get((src, vkey))
    if cat is None:
        if kids_noted and kind in ('theatre', 'other', 'exhibition', 'workshop', 'party') and 'kids' in CAT.get(src, {}):
            cat = CAT[src]['kids']
        else:
            cat = CAT[src].get(kind, CAT[src].get('cinema'))
    num = next_id(src)
    slug = slugify(pr['n'][lang])
    age = pr.get('age')
    if src == 'bakuguide':
        age = None
    if src == 'afisha' and kind in ('exhibition', 'sport', 'festival'):
        age = None
    pmin_max = pr.get('price')
    price = None if pmin_max is None else {'min': pmin_max[0], 'max': pmin_max[1], 'currency': 'AZN'}
    d0 = dates[0]
    starts = utc(*d0)
    ends = utc(pr['end'], '18:00') if pr.get('end') else None
    row = {
        'id': f'{src}:{num}', 'source': src, 'slug': slug, 'name': name, 'category': cat,
        'venue': venue_obj(vkey, src, lang), 'starts_at': starts, 'ends_at': ends, 'price': price,
        'age_limit': age,
        'tickets_available': (rnd.randint(5, 900) if src in ('iticket', 'kassa', 'cinemaplus', 'parkcinema') and price else None),
        'description': desc or None,
        'url': URL[src].format(cat=cat, slug=slug, num=num),
        'external_url': None,
        'poster_url': (f'https://cdn.{src}.az/posters/{num}.jpg' if rnd.random() < 0.7 else None),
    }
    langs = set()
    if note_lang:
        langs.add(note_lang)
    if with_sessions:
        sess = []
        for i, (dt, tm) in enumerate(dates):
            for sl in (sessions_langs or [None]):
                st = utc(dt, tm)
                if sl and sessions_langs and len(sessions_langs) > 1:
                    # each language gets its own hall time
                    st = utc(dt, f"{(int(tm[:2]) + sessions_langs.index(sl) * 2) % 24:02d}{tm[2:]}")
                sess.append({'id': f'{num}-{len(sess) + 1}', 'starts_at': st, 'ends_at': None,
                             'sell_ends_at': st, 'price': price,
                             'tickets_available': rnd.randint(1, 300) if price else None,
                             'language': sl, 'observed_at': '2026-12-05T09:00:00Z'})
                if sl: langs.add(sl)
        row['sessions'] = sess
        row['starts_at'] = min(s['starts_at'] for s in sess)
    row['ingested_at'] = ingested()
    rows.append(row)
    mage = age_num(age)
    aud = 'children' if kids_noted else ('adults' if (mage is not None and mage >= 18) else None)
    lab = {'id': row['id'], 'kind': kind, 'genres': sorted(pr.get('g', [])), 'venue': vkey,
           'languages': sorted(langs), 'audience': aud, 'min_age': mage}
    labels[row['id']] = lab
    metas[row['id']] = dict(lab, prod=pr['k'], tags=set(pr.get('t', [])) | {pr['k']}, src=src, name=name)

for pr in P:
    noted_src = pr.get('ln')
    for spec in pr['src']:
        src, _, il = spec.partition(':')
        lang = il or SRCLANG.get(src, 'az')
        noted = bool(pr.get('lang')) and (noted_src is None or src in noted_src)
        kids = bool(pr.get('kids')) or src in pr.get('kidsrc', [])
        if src in ('cinemaplus', 'parkcinema') and pr.get('cv'):
            mine = [c for c in pr['cv'] if c.startswith('cinemaplus' if src == 'cinemaplus' else 'park-cinema')]
            for c in mine:
                emit(pr, src, lang, c, pr['d'], sessions_langs=pr.get('cl'), with_sessions=True, kids_noted=kids)
        elif src in ('cinemaplus', 'parkcinema'):
            emit(pr, src, lang, pr['v'], pr['d'], with_sessions=True, kids_noted=kids)
        elif src == 'iticket':
            sl = [pr['lang']] if noted else None
            emit(pr, src, lang, pr.get('v'), pr['d'], sessions_langs=sl, with_sessions=True, lang_noted=noted, kids_noted=kids)
        elif src == 'bakuguide':
            emit(pr, src, lang, pr.get('v') or (pr.get('cv') or [None])[0], pr['d'][:1] if not pr.get('end') else pr['d'],
                 lang_noted=noted, kids_noted=kids)
        else:  # afisha, kassa: one row per date
            ds = pr['d'] if not pr.get('end') else pr['d'][:1]
            for d in ds[:3]:
                emit(pr, src, lang, pr.get('v') or (pr.get('cv') or [None])[0], [d], lang_noted=noted, kids_noted=kids)

# ---------------------------------------------------------------- queries
def G(**kw):
    return kw

def kind_is(*ks):
    return lambda m: 3 if m['kind'] in ks else 0

def prod(*ps, partial=()):
    return lambda m: 3 if m['prod'] in ps else (1 if m['prod'] in partial else 0)

def tag(t3, t1=()):
    def f(m):
        if set(t3) & m['tags']: return 3
        if set(t1) & m['tags']: return 1
        return 0
    return f

def venue_is(*vs, partial_kinds=None):
    return lambda m: 3 if m['venue'] in vs else 0

def theatre_q(m):
    if m['kind'] == 'theatre': return 3
    if m['kind'] in ('opera', 'ballet') or m['prod'] == 'theatre-fest': return 1
    return 0

def concert_q(m):
    if m['kind'] == 'concert': return 3
    if m['prod'] in ('standup-big', 'jazz-fest'): return 1
    return 0

def opera_q(m):
    if m['kind'] == 'opera': return 3
    if 'operetta' in m['tags']: return 1
    if m['kind'] == 'ballet' and m['venue'] == 'opera-house': return 1
    return 0

def cinema_q(m):
    if m['kind'] == 'cinema': return 3
    if 'filmmusic' in m['tags'] or m['prod'] == 'anim-fest': return 1
    return 0

def festival_q(m):
    if m['kind'] == 'festival': return 3
    if 'rostropovich' in m['tags']: return 1
    return 0

def genre_q(g, extra3=()):
    def f(m):
        if m['kind'] == 'concert' and g in m['genres']: return 3
        if m['prod'] in extra3: return 3
        if g in m['genres']: return 2 if m['kind'] in ('festival',) else 1
        if m['kind'] == 'concert': return 1
        return 0
    return f

def classical_q(m):
    if m['kind'] == 'concert' and 'classical' in m['genres'] and m['prod'] != 'rock-symphony': return 3
    if m['kind'] in ('concert', 'opera', 'ballet'): return 1
    return 0

def kids_q(m):
    if m['audience'] == 'children': return 3
    if m['prod'] == 'ice-age': return 1
    return 0

def lang_kind(kind, lang, also=()):
    def f(m):
        if m['kind'] == kind:
            return 3 if lang in m['languages'] else 1
        if m['prod'] in also: return 1
        return 0
    return f

def kids_kind(kind):
    def f(m):
        if m['kind'] == kind and m['audience'] == 'children': return 3
        if m['kind'] == kind or m['audience'] == 'children': return 1
        return 0
    return f

def ny(m):
    if 'ny' in m['tags']: return 3
    if 'ny1' in m['tags']: return 1
    return 0

def ny_sub(t):
    def f(m):
        if t in m['tags']: return 3
        if 'ny' in m['tags'] or 'ny1' in m['tags']: return 1
        return 0
    return f

def ny_party(m):
    if 'nyparty' in m['tags']: return 3
    if m['kind'] == 'party' or 'ny' in m['tags'] or 'ny1' in m['tags']: return 1
    return 0

def novruz(m):
    if 'novruz' in m['tags']: return 3
    if 'novruz1' in m['tags']: return 1
    return 0

def novruz_concert(m):
    if 'novruzconcert' in m['tags']: return 3
    if 'novruz' in m['tags'] or 'novruz1' in m['tags']: return 1
    return 0

def shaxta(m):
    if 'shaxta' in m['tags']: return 3
    if 'nyshow' in m['tags']: return 1
    return 0

def hajibeyli(m):
    if 'hajibeyli' in m['tags']: return 3
    if 'hajibeyli1' in m['tags'] or m['venue'] == 'music-academy': return 1
    return 0

def magomaev(m):
    if 'magomaev' in m['tags']: return 3
    if 'magomaev-elder' in m['tags']: return 1
    return 0

def nutcracker(m):
    if m['prod'] == 'nutcracker': return 3
    if 'nutcracker1' in m['tags']: return 1
    return 0

def sirkde(m):
    if m['venue'] == 'circus': return 3
    if m['kind'] == 'circus': return 1
    return 0

def opera_hajibeyli(m):
    if m['kind'] == 'opera' and 'hajibeyli' in m['tags']: return 3
    if m['kind'] == 'opera' or 'hajibeyli' in m['tags']: return 1
    return 0

def ballet_karaev(m):
    if m['prod'] == 'seven-beauties': return 3
    if m['kind'] == 'ballet' or 'karaev' in m['tags']: return 1
    return 0

def concert_at(v):
    def f(m):
        if m['venue'] == v and m['kind'] == 'concert': return 3
        if m['venue'] == v: return 1
        return 0
    return f

def mugham_concert(m):
    if m['kind'] == 'concert' and 'mugham' in m['genres']: return 3
    if 'mugham' in m['genres'] or m['kind'] == 'concert': return 1
    return 0

def cartoons_kids(m):
    if m['kind'] == 'cinema' and 'animation' in m['genres']: return 3
    if m['prod'] == 'anim-fest': return 1
    if m['kind'] == 'cinema' and m['audience'] == 'children': return 3
    return 0

def animation(m):
    if m['kind'] == 'cinema' and 'animation' in m['genres']: return 3
    if m['prod'] == 'anim-fest': return 2
    return 0

Q = [
 ('exact', 'Şelkunçik', nutcracker),
 ('exact', 'Leyli və Məcnun', prod('leyli-majnun')),
 ('exact', 'Qu gölü', prod('swan-lake')),
 ('exact', 'Alim Qasımov', prod('alim')),
 ('exact', 'Ölülər', prod('olular')),
 ('exact', 'Cırtdan', prod('jirtdan')),
 ('exact', 'Avengers: Doomsday', prod('avengers')),
 ('exact', 'Van Gogh', prod('van-gogh')),
 ('exact', 'Hamlet', tag(['hamlet'])),
 ('exact', 'Arşın mal alan', tag(['arshin'])),
 ('exact', 'Emin', prod('emin')),
 ('exact', 'Neftçi Qarabağ', prod('neftchi-qarabag', partial=('basketball',))),
 ('exact', 'Karmen', prod('carmen')),
 ('exact', 'Yeddi gözəl', lambda m: 3 if m['prod'] == 'seven-beauties' else (1 if m['prod'] == 'karaev-evening' else 0)),
 ('exact', 'Лебединое озеро', prod('swan-lake')),
 ('exact', 'Вишнёвый сад', prod('cherry-orchard')),
 ('script', 'Щелкунчик', nutcracker),
 ('script', 'Shelkunchik', nutcracker),
 ('script', 'Лейли и Меджнун', prod('leyli-majnun')),
 ('script', 'Гаджибейли', hajibeyli),
 ('script', 'Кара Караев', tag(['karaev'])),
 ('script', 'Физули', tag(['fuzuli'])),
 ('script', 'Муслим Магомаев', magomaev),
 ('script', 'Эмин', prod('emin')),
 ('script', 'Алим Гасымов', prod('alim')),
 ('script', 'Gamlet', tag(['hamlet'])),
 ('script', 'Мстители', prod('avengers')),
 ('script', 'Qisasçılar', prod('avengers')),
 ('script', 'Дюна', prod('dune3')),
 ('script', 'Ван Гог', prod('van-gogh')),
 ('script', 'Таир Салахов', prod('salakhov')),
 ('script', 'Sattar Bahlulzade', prod('bahlulzade')),
 ('script', 'Кероглы', prod('koroglu')),
 ('script', 'Джыртдан', prod('jirtdan')),
 ('script', 'Arshin mal alan', tag(['arshin'])),
 ('kind', 'teatr', theatre_q),
 ('kind', 'театр', theatre_q),
 ('kind', 'theatre', theatre_q),
 ('kind', 'konsert', concert_q),
 ('kind', 'концерт', concert_q),
 ('kind', 'opera', opera_q),
 ('kind', 'опера', opera_q),
 ('kind', 'balet', kind_is('ballet')),
 ('kind', 'ballet', kind_is('ballet')),
 ('kind', 'kino', cinema_q),
 ('kind', 'кино', cinema_q),
 ('kind', 'film', cinema_q),
 ('kind', 'sərgi', kind_is('exhibition')),
 ('kind', 'выставка', kind_is('exhibition')),
 ('kind', 'exhibition', kind_is('exhibition')),
 ('kind', 'stand-up', kind_is('comedy')),
 ('kind', 'стендап', kind_is('comedy')),
 ('kind', 'sirk', kind_is('circus')),
 ('kind', 'цирк', kind_is('circus')),
 ('kind', 'master-klass', kind_is('workshop')),
 ('kind', 'мастер-класс', kind_is('workshop')),
 ('kind', 'festival', festival_q),
 ('kind', 'idman', kind_is('sport')),
 ('kind', 'вечеринка', kind_is('party')),
 ('kind', 'party', kind_is('party')),
 ('kind', 'caz', genre_q('jazz')),
 ('kind', 'jazz', genre_q('jazz')),
 ('kind', 'мугам', genre_q('mugham')),
 ('kind', 'muğam', genre_q('mugham')),
 ('azinfl', 'konsertlər', concert_q),
 ('azinfl', 'tamaşalar', theatre_q),
 ('azinfl', 'Filarmoniyada', venue_is('philharmonic')),
 ('azinfl', 'sərgilər', kind_is('exhibition')),
 ('azinfl', 'operaya', opera_q),
 ('azinfl', 'baletlər', kind_is('ballet')),
 ('azinfl', 'Kristal Zalında', venue_is('crystal-hall')),
 ('azinfl', 'Yaşıl Teatrda', venue_is('green-theatre')),
 ('azinfl', 'muğam gecələri', mugham_concert),
 ('azinfl', 'uşaqlara', kids_q),
 ('azinfl', 'filmləri', cinema_q),
 ('azinfl', 'Opera Teatrında', venue_is('opera-house')),
 ('azinfl', 'sirkdə', sirkde),
 ('azinfl', 'stand-upları', kind_is('comedy')),
 ('ruinfl', 'концерты', concert_q),
 ('ruinfl', 'спектакли', theatre_q),
 ('ruinfl', 'выставки', kind_is('exhibition')),
 ('ruinfl', 'в филармонии', venue_is('philharmonic')),
 ('ruinfl', 'мастер-классы', kind_is('workshop')),
 ('ruinfl', 'фильмы', cinema_q),
 ('ruinfl', 'оперы', opera_q),
 ('ruinfl', 'балеты', kind_is('ballet')),
 ('ruinfl', 'для детей', kids_q),
 ('ruinfl', 'в цирке', sirkde),
 ('ruinfl', 'вечеринки', kind_is('party')),
 ('ruinfl', 'джазовые концерты', genre_q('jazz')),
 ('ruinfl', 'мультфильмы', animation),
 ('ruinfl', 'в Кристал Холле', venue_is('crystal-hall')),
 ('venue', 'Crystal Hall', venue_is('crystal-hall')),
 ('venue', 'Кристал Холл', venue_is('crystal-hall')),
 ('venue', 'Bakı Kristal Zalı', venue_is('crystal-hall')),
 ('venue', 'Heydər Əliyev Sarayı', venue_is('heydar-aliyev-palace')),
 ('venue', 'Дворец Гейдара Алиева', venue_is('heydar-aliyev-palace')),
 ('venue', 'Rus Dram Teatrı', venue_is('russian-drama')),
 ('venue', 'Русский драматический театр', venue_is('russian-drama')),
 ('venue', 'Russian Drama Theatre', venue_is('russian-drama')),
 ('venue', 'Opera və Balet Teatrı', venue_is('opera-house')),
 ('venue', 'Театр оперы и балета', venue_is('opera-house')),
 ('venue', 'Filarmoniya', venue_is('philharmonic')),
 ('venue', 'Philharmonic', venue_is('philharmonic')),
 ('venue', 'Yaşıl Teatr', venue_is('green-theatre')),
 ('venue', 'Зелёный театр', venue_is('green-theatre')),
 ('venue', 'CinemaPlus', venue_is('cinemaplus-28', 'cinemaplus-ganjlik')),
 ('venue', 'Park Cinema', venue_is('park-cinema-flame', 'park-cinema-bulvar')),
 ('venue', 'Musiqi Akademiyası', venue_is('music-academy')),
 ('venue', 'Бакинская музыкальная академия', venue_is('music-academy')),
 ('venue', 'Muğam Mərkəzi', venue_is('mugham-center')),
 ('venue', 'Kukla Teatrı', venue_is('puppet-theatre')),
 ('venue', 'Baku State Circus', venue_is('circus')),
 ('venue', 'Nizami Kino Mərkəzi', venue_is('nizami-cinema')),
 ('venue', 'Mahnı Teatrı', venue_is('song-theatre')),
 ('several', 'tamaşa rus dilində', lang_kind('theatre', 'ru', also=('onegin',))),
 ('several', 'спектакль на русском языке', lang_kind('theatre', 'ru', also=('onegin',))),
 ('several', 'stand-up in English', lang_kind('comedy', 'en')),
 ('several', 'стендап на русском', lang_kind('comedy', 'ru')),
 ('several', 'klassik musiqi konserti', classical_q),
 ('several', 'классическая музыка', classical_q),
 ('several', 'caz konserti', genre_q('jazz')),
 ('several', 'muğam konserti', mugham_concert),
 ('several', 'uşaqlar üçün tamaşa', kids_kind('theatre')),
 ('several', 'детский спектакль', kids_kind('theatre')),
 ('several', 'film in English', lang_kind('cinema', 'en')),
 ('several', 'kino rus dilində', lang_kind('cinema', 'ru')),
 ('several', 'opera Hacıbəyli', opera_hajibeyli),
 ('several', 'balet Qara Qarayev', ballet_karaev),
 ('several', 'sərgi uşaqlar üçün', kids_kind('exhibition')),
 ('several', 'master-klass uşaqlar üçün', kids_kind('workshop')),
 ('several', 'Yeni il partisi', ny_party),
 ('several', 'konsert Kristal Zalı', concert_at('crystal-hall')),
 ('several', 'cizgi filmi uşaqlar üçün', cartoons_kids),
 ('several', 'rock concert', genre_q('rock')),
 ('several', 'folk music concert', genre_q('folk')),
 ('typos', 'Şelkunçk', nutcracker),
 ('typos', 'Щелкунчек', nutcracker),
 ('typos', 'konsrt', concert_q),
 ('typos', 'Hamelt', tag(['hamlet'])),
 ('typos', 'Filarmonya', venue_is('philharmonic')),
 ('typos', 'exhibiton', kind_is('exhibition')),
 ('typos', 'Avengres', prod('avengers')),
 ('typos', 'Cristal Hall', venue_is('crystal-hall')),
 ('typos', 'Лебединое озера', prod('swan-lake')),
 ('typos', 'Alim Qasimiv', prod('alim')),
 ('typos', 'Traviatta', prod('traviata')),
 ('typos', 'spektakel', theatre_q),
 ('seasonal', 'Yeni il', ny),
 ('seasonal', 'Новый год', ny),
 ('seasonal', 'New Year', ny),
 ('seasonal', 'Новогодний концерт', ny_sub('nyconcert')),
 ('seasonal', 'Yeni il şousu', ny_sub('nyshow')),
 ('seasonal', 'Şaxta baba', shaxta),
 ('seasonal', 'Дед Мороз', shaxta),
 ('seasonal', 'Novruz', novruz),
 ('seasonal', 'Новруз', novruz),
 ('seasonal', 'Novruz konserti', novruz_concert),
]

if __name__ == '__main__':
    with open('events.ndjson', 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open('labels.ndjson', 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(labels[r['id']], ensure_ascii=False) + '\n')
    groups = []
    for g, q, fn in Q:
        if g not in groups: groups.append(g)
    with open('queries.txt', 'w', encoding='utf-8') as f:
        for g in groups:
            f.write(f'[{g}]\n')
            for gg, q, fn in Q:
                if gg != g: continue
                graded = [(r['id'], fn(metas[r['id']])) for r in rows]
                graded = [(i, s) for i, s in graded if s > 0]
                graded.sort(key=lambda x: (-x[1], x[0]))
                f.write(q + ' | ' + ' '.join(f'{i}:{s}' for i, s in graded) + '\n')
            f.write('\n')
    print(len(rows), 'rows', len(Q), 'queries')
