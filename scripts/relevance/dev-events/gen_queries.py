# Writes queries.txt. Grades are hand-assigned below; for the broad kind/venue queries the
# candidate rows are taken from the writer's own per-row notes (ann: kind|genres|audience|langs|tags,
# venue key) and then corrected by the explicit per-row overrides listed with each query.
import importlib.util, os
HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('ex', os.path.join(HERE, 'expand.py'))
m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
ROWS = m.R
A = {}
for e in ROWS:
    k, g, a, l, t = (e['ann'].split('|') + ['', '', '', '', ''])[:5]
    A[e['id']] = dict(kind=k, genres=set(filter(None, g.split(','))), aud=a,
                      langs=set(filter(None, l.split(','))), tags=set(filter(None, t.split(','))), v=e['v'])

def sel(**c):
    out = []
    for i, a in A.items():
        ok = True
        for key, val in c.items():
            if key == 'kind' and a['kind'] not in val: ok = False
            if key == 'genre' and not (a['genres'] & set(val)): ok = False
            if key == 'v' and a['v'] not in val: ok = False
            if key == 'tag' and not (a['tags'] & set(val)): ok = False
        if ok: out.append(i)
    return out

def g(base_ids, grade, over=''):
    d = {i: grade for i in base_ids}
    for tok in over.split():
        i, gr = tok.rsplit(':', 1)
        assert i in A, i
        if gr == '0': d.pop(i, None)
        else: d[i] = int(gr)
    return d

def x(s):  # explicit "id:grade ..." string
    return g([], 0, s)

Q = []
def q(group, text, grades, note=None):
    Q.append((group, text, grades, note))

# ======================= [several] =======================
S = 'several'
q(S, "спектакль на русском", x("afisha:7030:3 afisha:7031:3 afisha:7032:3 afisha:7033:3 afisha:7034:3 afisha:7037:3 bakulive:3016:3 afisha:7035:3 "
   "afisha:7039:2 afisha:7040:2 afisha:7043:2 tiketler:5031:2 iticket:9076:2 afisha:7041:1 afisha:7038:1 iticket:9052:1 afisha:7060:1 iticket:9056:1"),
  "Russian-language plays; Azerbaijani ones of the same title (Hamlet, Hacı Qara) and the romance concert held at the Russian Drama are 0")
q(S, "stand-up in English", x("bakulive:3021:3 bakulive:3022:3 afisha:7045:3 iticket:9062:3"),
  "Russian/Azerbaijani stand-up 0; English pub quiz 0")
q(S, "klassik musiqi konserti", x("iticket:9015:3 afisha:7010:3 iticket:9016:3 tiketler:5003:3 iticket:9017:3 afisha:7011:3 iticket:9018:3 tiketler:5004:3 "
   "afisha:7013:3 iticket:9020:3 tiketler:5012:3 afisha:7058:3 bakulive:3004:3 iticket:9019:2 iticket:9021:2 afisha:7014:2 iticket:9042:2 "
   "iticket:9013:2 bakulive:3029:2 bakulive:3034:2 bakulive:3005:1 afisha:7028:1"), "operas/ballets themselves are not concerts: 0")
q(S, "джаз концерт", x("iticket:9031:3 iticket:9033:3 afisha:7021:3 tiketler:5009:3 afisha:7022:3 bakulive:3010:2 "
   "iticket:9032:1 afisha:7020:1 bakulive:3011:1"), "jazz nights at restaurants and a jazz brunch only 1")
q(S, "uşaqlar üçün tamaşa", x("tiketler:5001:3 afisha:7039:3 iticket:9054:3 iticket:9055:3 afisha:7040:3 tiketler:5019:3 iticket:9056:3 afisha:7043:3 "
   "tiketler:5022:3 bakulive:3020:3 tiketler:5031:3 iticket:9076:3 afisha:7008:2 afisha:7041:2 bakulive:3018:2 "
   "tiketler:5020:1 iticket:9057:1 iticket:9058:1 afisha:7042:1 iticket:9059:1 iticket:9005:1 iticket:9014:1 iticket:9051:1"),
  "adult plays at the Young Spectators' Theatre (Qatil 18+, Müfəttiş) 0; kids' films 0")
q(S, "детский спектакль на русском языке", x("afisha:7039:3 afisha:7040:3 afisha:7043:3 tiketler:5031:3 iticket:9076:3 afisha:7041:2 iticket:9056:2 afisha:7008:1"),
  "Azerbaijani- and English-language kids' plays 0; adult Russian plays 0")
q(S, "Filarmoniyada konsert", g(sel(v=['phil'], kind=['concert']), 3), "Magomayev tribute at the Song Theatre 0 (Philharmonia is only named after him)")
q(S, "New Year party", x("bakulive:3027:3 iticket:9069:3 afisha:7053:3 afisha:7054:2 tiketler:5027:2 iticket:9075:2 afisha:7059:2 "
   "iticket:9057:1 iticket:9068:1 afisha:7052:1 tiketler:5018:1 iticket:9044:1"), "kids' New Year party at most 1")
q(S, "Yeni il şousu", x("tiketler:5018:3 iticket:9044:3 iticket:9034:3 afisha:7023:2 tiketler:5027:2 iticket:9013:2 iticket:9075:2 afisha:7059:2 "
   "afisha:7008:2 tiketler:5001:2 tiketler:5019:2 afisha:7041:2 iticket:9056:2 tiketler:5031:2 iticket:9076:2 afisha:7042:2 tiketler:5020:2 iticket:9069:2 "
   "iticket:9057:1 bakulive:3027:1 afisha:7053:1 iticket:9068:1 afisha:7052:1 tiketler:5012:1 tiketler:5023:1 iticket:9019:1 iticket:9005:1 afisha:7003:1"))
q(S, "Üzeyir Hacıbəyli operası", x("iticket:9001:3 afisha:7001:3 iticket:9002:3 bakulive:3001:3 iticket:9003:3 iticket:9014:2 "
   "iticket:9048:1 afisha:7035:1 iticket:9049:1 afisha:7036:1 tiketler:5030:1 tiketler:5004:1 bakulive:3034:1"),
  "events at the academy named after him, the orchestra named after him, the club on his street: 0; the 1945 film 0; Leyli drama 0")
q(S, "rok konsert", x("iticket:9037:3 afisha:7024:3 iticket:9038:3 bakulive:3013:2 bakulive:3005:1"))
q(S, "рэп концерт", x("iticket:9039:3 afisha:7025:3 tiketler:5011:1"))
q(S, "muğam konserti", x("tiketler:5008:3 afisha:7019:3 iticket:9027:3 iticket:9029:3 iticket:9028:2 iticket:9040:2 afisha:7022:1 iticket:9018:1 "
   "iticket:9003:1 afisha:7061:1 iticket:9031:1"), "pop concert held at the Mugham Centre 0; mugham masterclasses 0")
q(S, "фильм на английском", x("bakulive:3006:3 iticket:9023:3 bakulive:3007:3 bakulive:3008:3"))
q(S, "animasiya filmi uşaqlar üçün", x("iticket:9024:3 afisha:7016:3 tiketler:5006:2 bakulive:3008:2"), "Miyazaki film-music concert 0")
q(S, "kino musiqisi konserti", x("iticket:9021:3 afisha:7014:3 iticket:9026:1"), "the films themselves (Interstellar, Dune) 0; film quiz 0")
q(S, "caz festivalı", x("bakulive:3010:3 iticket:9033:1"), "a concert at the festival only 1")
q(S, "фестиваль мугама", x("iticket:9028:3 iticket:9029:1 iticket:9067:1"))
q(S, "müasir incəsənət sərgisi", x("afisha:7047:3 bakulive:3023:3 tiketler:5025:3 tiketler:5024:1 iticket:9064:1 iticket:9065:1 afisha:7048:1"))
q(S, "мастер-класс для детей", x("afisha:7051:3 iticket:9066:3 tiketler:5006:1"))
q(S, "Rus Dram Teatrında komediya", x("afisha:7031:3 afisha:7033:3 afisha:7034:3 bakulive:3016:3 afisha:7037:3 afisha:7035:3 afisha:7032:2 afisha:7030:1"),
  "comedies at other theatres 0; concert at the Russian Drama 0")
q(S, "Crystal Hall konsert", x("iticket:9034:3 afisha:7023:3 iticket:9038:3 afisha:7025:3 iticket:9044:3 bakulive:3014:3 bakulive:3019:1"))
q(S, "pop konsert", x("iticket:9034:3 afisha:7023:3 iticket:9035:3 iticket:9036:3 tiketler:5010:3 iticket:9044:3 afisha:7029:3 bakulive:3014:3 iticket:9030:3 "
   "iticket:9041:2 afisha:7026:2 iticket:9043:2 afisha:7027:2 tiketler:5013:2 iticket:9075:2 afisha:7059:2 "
   "iticket:9039:1 afisha:7025:1 iticket:9040:1"))
q(S, "комедия спектакль", x("iticket:9046:3 afisha:7031:3 tiketler:5015:3 afisha:7033:3 iticket:9047:3 afisha:7034:3 tiketler:5016:3 bakulive:3016:3 afisha:7037:3 "
   "iticket:9048:2 afisha:7035:2 iticket:9049:2 afisha:7036:2 tiketler:5030:2 afisha:7032:2 iticket:9061:1"), "stand-up 0 (comedy but not a play)")
q(S, "sevgililər günü konserti", x("iticket:9036:3 tiketler:5010:3 bakulive:3012:1 afisha:7009:1"))
q(S, "концерт классической музыки в филармонии", x("iticket:9015:3 afisha:7010:3 iticket:9016:3 tiketler:5003:3 iticket:9018:3 tiketler:5004:3 afisha:7013:3 "
   "iticket:9020:3 tiketler:5012:3 afisha:7058:3 afisha:7014:2 iticket:9042:2 iticket:9017:1 afisha:7011:1 bakulive:3004:1"),
  "jazz and mugham at the Philharmonia 0")
q(S, "opera in Italian", x("iticket:9008:3 afisha:7006:3 iticket:9010:3 bakulive:3032:3 bakulive:3034:1"), "Carmen in French 0")
q(S, "tamaşa azərbaycan dilində", x("iticket:9045:3 iticket:9046:3 tiketler:5015:3 iticket:9047:3 iticket:9050:3 tiketler:5016:3 iticket:9051:3 tiketler:5017:3 "
   "tiketler:5002:3 afisha:7060:3 iticket:9048:2 iticket:9049:2 afisha:7036:2 tiketler:5030:2 iticket:9054:2 iticket:9055:2 tiketler:5019:2 "
   "tiketler:5022:2 tiketler:5001:2 iticket:9056:2 iticket:9014:1 iticket:9001:1 afisha:7001:1 iticket:9002:1 bakulive:3001:1 iticket:9003:1 "
   "iticket:9009:1 iticket:9012:1"), "Russian-language plays of the same titles (Гамлет, Хаджи Кара, Ревизор) 0")
q(S, "детский новогодний спектакль", x("afisha:7008:3 tiketler:5019:3 afisha:7041:3 iticket:9056:3 tiketler:5031:3 iticket:9076:3 tiketler:5001:3 "
   "afisha:7042:2 tiketler:5020:1 iticket:9057:1 iticket:9005:1 afisha:7003:1 afisha:7039:1 iticket:9054:1 iticket:9055:1 afisha:7040:1 "
   "afisha:7043:1 tiketler:5022:1 bakulive:3018:1 bakulive:3020:1"), "adults' New Year show at the Musical Comedy theatre 0")
q(S, "Heydər Əliyev Sarayında konsert", x("iticket:9021:3 iticket:9035:3 iticket:9036:3 iticket:9039:3 iticket:9040:3 iticket:9041:3 afisha:7026:3 afisha:7027:3"),
  "concerts at the Heydar Aliyev Center 0; stand-up 'концерт' at the Palace 0")
q(S, "стендап на русском", x("afisha:7044:3 afisha:7046:3 tiketler:5023:2"))

# ======================= [kind] =======================
K = 'kind'
conc = sel(kind=['concert'])
q(K, "konsert", g(conc, 3, "bakulive:3010:2 iticket:9028:2 bakulive:3013:2 iticket:9032:1 afisha:7020:1 bakulive:3011:1 afisha:7061:1 "
   "tiketler:5011:1 bakulive:3017:1 iticket:9026:1 tiketler:5018:2"), "stand-up 'konsert' 0")
q(K, "опера", g(sel(kind=['opera']), 3, "iticket:9014:2 iticket:9013:1 bakulive:3034:1 iticket:9048:1 afisha:7035:1 iticket:9049:1 afisha:7036:1 tiketler:5030:1"),
  "New Year show at the opera house 0; ballets 0; Phantom of the Opera (musical) 0")
q(K, "balet", g(sel(kind=['ballet']), 3, "bakulive:3003:1 iticket:9013:1"), "puppet Nutcracker 0")
q(K, "tamaşa", g(sel(kind=['theatre']), 3, "iticket:9053:0 " + " ".join(i + ":2" for i in sel(kind=['musical'])) + " "
   + " ".join(i + ":1" for i in sel(kind=['opera', 'ballet'])) + " bakulive:3003:1 bakulive:3017:1"),
  "concert at Yaşıl Teatr / at the Russian Drama 0; stand-up 0")
q(K, "выставка", g(sel(kind=['exhibition']), 3))
q(K, "stand-up", g(sel(kind=['comedy']), 3, "iticket:9061:2"))
q(K, "kino", g(sel(kind=['cinema']), 3, "tiketler:5006:2 afisha:7017:2"), "film-music concerts 0; film quiz 0")
q(K, "sirk", g(sel(kind=['circus']), 3), "Swan Lake on Ice 0")
q(K, "quiz", g(sel(kind=['quiz']), 3))
q(K, "festival", g(sel(kind=['festival']), 3, "afisha:7024:2 iticket:9029:1 iticket:9033:1 tiketler:5007:1 iticket:9067:1"),
  "concerts/screenings held at a festival 1")
q(K, "мастер-класс", g(sel(kind=['workshop']), 3, "tiketler:5006:1"))
q(K, "спорт", g(sel(kind=['sport']), 3))
q(K, "мюзикл", g(sel(kind=['musical']), 3, "iticket:9048:2 afisha:7035:2 iticket:9049:2 afisha:7036:2 tiketler:5030:2 iticket:9025:1"))
q(K, "party", g(sel(kind=['party']), 3, "iticket:9032:1 afisha:7020:1 bakulive:3011:0 bakulive:3012:1 afisha:7061:1 iticket:9057:2 tiketler:5011:1"))

# ======================= [venue] =======================
Vn = 'venue'
q(Vn, "Opera və Balet Teatrı", g(sel(v=['opera']), 3), "Marionette Theatre's Leyli 0; opera gala at the Heydar Aliyev Center 0")
q(Vn, "театр оперы и балета", g(sel(v=['opera']), 3))
q(Vn, "Rus Dram Teatrı", g(sel(v=['rusdram']), 3), "National Drama Theatre 0")
q(Vn, "русский драмтеатр", g(sel(v=['rusdram']), 3))
q(Vn, "Кристал Холл", g(sel(v=['crystal']), 3))
q(Vn, "YARAT", g(sel(v=['yarat']), 3))
q(Vn, "Kukla teatrı", g(sel(v=['kukla']), 3, "iticket:9014:1"), "dolls exhibition 0")
q(Vn, "Musiqili Komediya Teatrı", g(sel(v=['musiqili']), 3))
q(Vn, "Heydər Əliyev Mərkəzi", g(sel(v=['hac']), 3), "Heydar Aliyev Palace 0")
q(Vn, "Филармония", g(sel(v=['phil']), 3))
q(Vn, "Green Theatre", g(sel(v=['yasil']), 3))
q(Vn, "Gənc Tamaşaçılar Teatrı", g(sel(v=['gtt']), 3))

# ======================= [script] =======================
Sc = 'script'
q(Sc, "Гаджибейли", x("iticket:9001:3 afisha:7001:3 iticket:9002:3 bakulive:3001:3 iticket:9003:3 iticket:9048:3 afisha:7035:3 iticket:9049:3 "
   "afisha:7036:3 tiketler:5030:3 tiketler:5004:3 iticket:9014:2 iticket:9025:2 bakulive:3034:1"),
  "academy/orchestra/street named after him 0")
q(Sc, "Lebedinoe ozero", x("iticket:9006:3 afisha:7004:3 bakulive:3003:2"))
q(Sc, "Shelkunchik", x("iticket:9005:3 afisha:7003:3 bakulive:3002:3 tiketler:5001:2"))
q(Sc, "Магомаев", x("iticket:9043:3 afisha:7027:3"), "events at the Philharmonia named after him 0")
q(Sc, "Полад Бюльбюль оглы", x("iticket:9041:3 afisha:7026:3"))
q(Sc, "Зейнаб Ханларова", x("iticket:9040:3"))
q(Sc, "Гамлет", x("iticket:9045:3 afisha:7030:3 bakulive:3015:3"), "ashiq Hamlet Hüseynov 0")
q(Sc, "Кара Караев", x("iticket:9007:3 afisha:7005:3 iticket:9016:3"))
q(Sc, "Alim Gasimov", x("tiketler:5008:3 afisha:7019:3"))
q(Sc, "Эмин", x("iticket:9035:3 afisha:7023:3"))
q(Sc, "Исфар Сарабский", x("afisha:7021:3 iticket:9033:3 bakulive:3010:2"))
q(Sc, "Севиль", x("iticket:9009:3 tiketler:5002:3"))

# ======================= [exact] =======================
E = 'exact'
q(E, "Leyli və Məcnun", x("iticket:9001:3 afisha:7001:3 iticket:9014:2 afisha:7060:2 tiketler:5004:1"))
q(E, "Carmen", x("iticket:9004:3 afisha:7002:2"))
q(E, "Arşın mal alan", x("iticket:9049:3 afisha:7036:3 iticket:9025:2 tiketler:5004:1"))
q(E, "Müslüm Maqomayev", x("iticket:9043:3 afisha:7027:3"), "events at the Philharmonia named after him 0")
q(E, "Bülbül", x("iticket:9042:3"), "Polad Bülbüloğlu, events on Bülbül avenue 0")
q(E, "Interstellar", x("bakulive:3006:3 iticket:9021:1"))
q(E, "Dune", x("iticket:9023:3 bakulive:3007:3 iticket:9021:1"))
q(E, "Helloween", x("iticket:9038:3"))
q(E, "Koroğlu", x("iticket:9002:3 bakulive:3001:3 tiketler:5004:1"))
q(E, "Cirque du Soleil", x("bakulive:3019:3"))
q(E, "Hacı Qara", x("iticket:9046:3 afisha:7031:3"))
q(E, "Nurlan Saburov", x("afisha:7044:3"))

# ======================= [typos] =======================
T = 'typos'
q(T, "Şelkunçk", x("iticket:9005:3 afisha:7003:3 bakulive:3002:3 tiketler:5001:2"))
q(T, "Travita", x("iticket:9008:3 afisha:7006:3"))
q(T, "Hamelt", x("iticket:9045:3 afisha:7030:3 bakulive:3015:3"))
q(T, "Crytsal Hall", g(sel(v=['crystal']), 3))
q(T, "stnad-up", g(sel(kind=['comedy']), 3, "iticket:9061:2"))
q(T, "Lebedinoe ozeo", x("iticket:9006:3 afisha:7004:3 bakulive:3003:2"))
q(T, "Qarqan", x("iticket:9039:3"))
q(T, "Muğam festvalı", x("iticket:9028:3 iticket:9029:1 iticket:9067:1"))
q(T, "Madam Baterflay", x("iticket:9010:3"))

order = ['several', 'kind', 'venue', 'script', 'exact', 'typos']
with open(os.path.join(HERE, 'queries.txt'), 'w', encoding='utf-8') as f:
    f.write("# Judged set: events (dev). Grades 3/2/1; unlisted rows are 0.\n")
    for grp in order:
        f.write("\n[%s]\n" % grp)
        for (gg, text, grades, note) in Q:
            if gg != grp: continue
            if note: f.write("# %s\n" % note)
            items = sorted(grades.items(), key=lambda kv: (-kv[1], kv[0]))
            f.write(text + " | " + " ".join("%s:%d" % kv for kv in items) + "\n")
from collections import Counter
print(Counter(g_ for g_, *_ in Q), len(Q))
