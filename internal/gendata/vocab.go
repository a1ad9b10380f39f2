package gendata

// Languages of titles and bodies.
const (
	langAZ = iota
	langRU
	langEN
)

// occupation is one kind of job, named in the three languages, with its
// functional area and a typical monthly pay range in AZN.
type occupation struct {
	az, ru, en string
	area       int
	payLow     int
	payHigh    int
}

func (o occupation) title(lang int) string {
	switch lang {
	case langRU:
		return o.ru
	case langEN:
		return o.en
	}
	return o.az
}

// Functional areas, index-aligned in every taxonomy below.
const (
	areaFinance = iota
	areaSales
	areaIT
	areaMarketing
	areaAdmin
	areaHealth
	areaEducation
	areaService
	areaLogistics
	areaLegal
	areaHR
	areaDesign
	areaEngineering
	areaHospitality
	areaProduction
	areaBanking
)

var occupations = []occupation{
	{"Mühasib", "Бухгалтер", "Accountant", areaFinance, 800, 1400},
	{"Baş mühasib", "Главный бухгалтер", "Chief Accountant", areaFinance, 1500, 3000},
	{"Maliyyə analitiki", "Финансовый аналитик", "Financial Analyst", areaFinance, 1200, 2500},
	{"Daxili auditor", "Внутренний аудитор", "Internal Auditor", areaFinance, 1200, 2800},
	{"Kassir", "Кассир", "Cashier", areaSales, 500, 750},
	{"Satış təmsilçisi", "Торговый представитель", "Sales Representative", areaSales, 600, 1200},
	{"Satıcı-konsultant", "Продавец-консультант", "Sales Assistant", areaSales, 500, 800},
	{"Satış üzrə menecer", "Менеджер по продажам", "Sales Manager", areaSales, 900, 2000},
	{"Proqramçı", "Программист", "Software Developer", areaIT, 1500, 4000},
	{"Backend developer (Go)", "Backend-разработчик (Go)", "Backend Developer (Go)", areaIT, 2500, 5000},
	{"Frontend developer", "Frontend-разработчик", "Frontend Developer", areaIT, 1800, 4000},
	{"Sistem administratoru", "Системный администратор", "System Administrator", areaIT, 1000, 2200},
	{"Data analitik", "Аналитик данных", "Data Analyst", areaIT, 1500, 3500},
	{"İnformasiya təhlükəsizliyi üzrə mütəxəssis", "Специалист по информационной безопасности", "Information Security Specialist", areaIT, 2000, 4500},
	{"Marketoloq", "Маркетолог", "Marketing Specialist", areaMarketing, 900, 2000},
	{"SMM mütəxəssisi", "SMM-специалист", "SMM Specialist", areaMarketing, 700, 1500},
	{"Kontent menecer", "Контент-менеджер", "Content Manager", areaMarketing, 700, 1400},
	{"Ofis meneceri", "Офис-менеджер", "Office Manager", areaAdmin, 700, 1200},
	{"Katibə", "Секретарь", "Secretary", areaAdmin, 500, 900},
	{"Resepşn əməkdaşı", "Администратор ресепшн", "Receptionist", areaAdmin, 500, 850},
	{"Həkim-terapevt", "Врач-терапевт", "General Practitioner", areaHealth, 1200, 3000},
	{"Tibb bacısı", "Медсестра", "Nurse", areaHealth, 500, 1000},
	{"Əczaçı", "Фармацевт", "Pharmacist", areaHealth, 600, 1200},
	{"Stomatoloq", "Стоматолог", "Dentist", areaHealth, 1000, 3000},
	{"İngilis dili müəllimi", "Учитель английского языка", "English Teacher", areaEducation, 600, 1500},
	{"Riyaziyyat müəllimi", "Учитель математики", "Mathematics Teacher", areaEducation, 500, 1200},
	{"Uşaq bağçası tərbiyəçisi", "Воспитатель детского сада", "Kindergarten Teacher", areaEducation, 450, 800},
	{"Çağrı mərkəzi operatoru", "Оператор call-центра", "Call Centre Operator", areaService, 500, 800},
	{"Müştəri xidmətləri üzrə mütəxəssis", "Специалист по обслуживанию клиентов", "Customer Service Specialist", areaService, 600, 1000},
	{"Sürücü", "Водитель", "Driver", areaLogistics, 600, 1100},
	{"Kuryer", "Курьер", "Courier", areaLogistics, 500, 1000},
	{"Anbardar", "Кладовщик", "Warehouse Keeper", areaLogistics, 550, 900},
	{"Logistika üzrə mütəxəssis", "Специалист по логистике", "Logistics Specialist", areaLogistics, 900, 1800},
	{"Hüquqşünas", "Юрист", "Lawyer", areaLegal, 1000, 2500},
	{"İnsan resursları üzrə mütəxəssis", "Специалист по персоналу", "HR Specialist", areaHR, 900, 1800},
	{"Qrafik dizayner", "Графический дизайнер", "Graphic Designer", areaDesign, 800, 1800},
	{"İnşaat mühəndisi", "Инженер-строитель", "Civil Engineer", areaEngineering, 1200, 2800},
	{"Elektrik", "Электрик", "Electrician", areaEngineering, 700, 1300},
	{"Qaynaqçı", "Сварщик", "Welder", areaProduction, 800, 1500},
	{"Aşpaz", "Повар", "Cook", areaHospitality, 600, 1400},
	{"Ofisiant", "Официант", "Waiter", areaHospitality, 400, 700},
	{"Barista", "Бариста", "Barista", areaHospitality, 450, 800},
	{"Otel administratoru", "Администратор гостиницы", "Hotel Front Desk Agent", areaHospitality, 600, 1000},
	{"Təmizlikçi", "Уборщица", "Cleaner", areaProduction, 400, 600},
	{"Mühafizəçi", "Охранник", "Security Guard", areaProduction, 500, 800},
	{"Dərzi", "Швея", "Tailor", areaProduction, 450, 900},
	{"Kredit mütəxəssisi", "Кредитный специалист", "Loan Officer", areaBanking, 800, 1500},
	{"Ödənişlər şöbəsinin əməkdaşı", "Сотрудник отдела платежей", "Payments Officer", areaBanking, 900, 1600},
	{"Filial müdiri", "Управляющий филиалом", "Branch Manager", areaBanking, 2000, 4000},
}

// Taxonomies of functional areas, one per language a source may use.
var jobFunctions = [3][]string{
	langAZ: {"Maliyyə", "Satış", "İnformasiya texnologiyaları", "Marketinq", "İnzibati işlər", "Səhiyyə", "Təhsil",
		"Müştəri xidmətləri", "Logistika və nəqliyyat", "Hüquq", "İnsan resursları", "Dizayn", "Tikinti və mühəndislik",
		"Turizm və iaşə", "İstehsalat və xidmət", "Bank sektoru"},
	langRU: {"Финансы / бухгалтерия", "Продажи", "IT / интернет", "Маркетинг", "Административный персонал", "Медицина",
		"Образование", "Обслуживание клиентов", "Логистика / транспорт", "Юриспруденция", "Управление персоналом",
		"Дизайн", "Строительство", "Гостиницы / рестораны", "Производство", "Банки"},
	langEN: {"Finance / Accounting", "Sales", "IT / Software", "Marketing", "Administration", "Healthcare", "Education",
		"Customer Service", "Logistics / Transport", "Legal", "Human Resources", "Design", "Engineering / Construction",
		"Hospitality", "Production / Services", "Banking"},
}

// Seniority labels, from entry level to management.
var careerLevels = [3][]string{
	langAZ: {"Təcrübəsiz", "Kiçik mütəxəssis", "Mütəxəssis", "Böyük mütəxəssis", "Rəhbər"},
	langRU: {"Без опыта", "Младший специалист", "Специалист", "Ведущий специалист", "Руководитель"},
	langEN: {"Entry level", "Junior", "Mid-level", "Senior", "Manager"},
}

// The two employment-type vocabularies the spec names, index-aligned:
// full time, part time, temporary, contract, internship.
var (
	employmentSchemaOrg = []string{"FULL_TIME", "PART_TIME", "TEMPORARY", "CONTRACTOR", "INTERN"}
	employmentLabels    = []string{"Full-time", "Part-time", "Temporary", "Contract", "Internship"}
	employmentWeights   = newWeighted([]float64{70, 12, 5, 7, 6})
)

// Working-arrangement labels: on-site, hybrid, remote, shift.
var workTypes = [2][]string{
	{"on-site", "hybrid", "remote", "shift"},
	{"Ofisdə", "Hibrid", "Uzaqdan", "Növbəli"},
}

// city is one value of the closed vocabulary of Azerbaijani cities, with the
// spellings sources publish it under.
type city struct {
	name     string
	spelling [3]string
	weight   float64
}

var cities = []city{
	{"Bakı", [3]string{"Bakı", "Баку", "Baku"}, 70},
	{"Sumqayıt", [3]string{"Sumqayıt", "Сумгаит", "Sumgait"}, 6},
	{"Gəncə", [3]string{"Gəncə", "Гянджа", "Ganja"}, 6},
	{"Xırdalan", [3]string{"Xırdalan", "Хырдалан", "Khirdalan"}, 3},
	{"Mingəçevir", [3]string{"Mingəçevir", "Мингечевир", "Mingachevir"}, 2},
	{"Lənkəran", [3]string{"Lənkəran", "Ленкорань", "Lankaran"}, 2},
	{"Şirvan", [3]string{"Şirvan", "Ширван", "Shirvan"}, 1.5},
	{"Şəki", [3]string{"Şəki", "Шеки", "Sheki"}, 1.5},
	{"Naxçıvan", [3]string{"Naxçıvan", "Нахичевань", "Nakhchivan"}, 1.5},
	{"Quba", [3]string{"Quba", "Губа", "Guba"}, 1},
	{"Qəbələ", [3]string{"Qəbələ", "Габала", "Gabala"}, 1},
	{"Şamaxı", [3]string{"Şamaxı", "Шемаха", "Shamakhi"}, 1},
	{"Zaqatala", [3]string{"Zaqatala", "Закатала", "Zagatala"}, 0.7},
	{"Bərdə", [3]string{"Bərdə", "Барда", "Barda"}, 0.7},
	{"Yevlax", [3]string{"Yevlax", "Евлах", "Yevlakh"}, 0.7},
}

var cityWeights = func() weighted {
	w := make([]float64, len(cities))
	for i, c := range cities {
		w[i] = c.weight
	}
	return newWeighted(w)
}()

// bakuDistricts are Baku's rayons.
var bakuDistricts = []string{"Binəqədi", "Nərimanov", "Nəsimi", "Nizami", "Pirallahı", "Qaradağ", "Sabunçu",
	"Səbail", "Suraxanı", "Xətai", "Xəzər", "Yasamal"}

// officePlaces are locations at office or landmark precision: a place, but
// not one the city vocabulary can name.
var officePlaces = []string{"Port Baku Tower, 12-ci mərtəbə", "28 Mall yaxınlığı", "Gənclik m/st yaxınlığı",
	"Nərimanov metrosu", "Caspian Plaza", "Landmark ofis mərkəzi", "Baku White City", "Park Bulvar",
	"Ağ Şəhər ofis mərkəzi", "Head office", "Главный офис", "Olimpiya stadionu yaxınlığı", "Xalqlar Dostluğu m/st",
	"İçərişəhər", "Neftçilər prospekti 153"}

// countryNames spells "Azerbaijan" in each language.
var countryNames = [3]string{langAZ: "Azərbaycan", langRU: "Азербайджан", langEN: "Azerbaijan"}

// foreignPlace is a location outside Azerbaijan and the country code stored
// for it (empty when the source gave no ISO-mappable country).
type foreignPlace struct {
	text    string
	country string
}

var foreignPlaces = []foreignPlace{
	{"Tbilisi, Georgia", "GE"}, {"İstanbul, Türkiyə", "TR"}, {"Dubai, UAE", "AE"}, {"Aktau, Kazakhstan", "KZ"},
	{"Москва, Россия", "RU"}, {"London, UK", ""}, {"Tashkent", ""}, {"Astana, KZ", "KZ"}, {"Berlin, Germany", "DE"},
	{"Ankara, Türkiyə", "TR"},
}

var remotePlaces = []string{"Uzaqdan", "Remote", "Удалённо"}

// Name parts of the generated companies.
var (
	companyWords = []string{"Xəzər", "Şərq", "Qərb", "Günəş", "Ulduz", "Araz", "Kür", "Abşeron", "Qafqaz", "Atlas",
		"Delta", "Global", "Prime", "Smart", "Caspian", "Silk Way", "Azər", "Ümid", "Çinar", "Dostluq", "İnam",
		"Zirvə", "Örnək", "Nur", "Sahil", "Yüksəliş", "Şahdağ", "Göygöl", "Təbriz", "Əlincə", "Baku Steel", "Nova",
		"Vektor", "Орион", "Союз", "Pilot", "Mərcan", "Lider", "Ekspress", "Vüsal"}
	companySectors = []string{"İnşaat", "Logistika", "Tekstil", "Trade", "Group", "Holding", "Consulting", "Tech",
		"Media", "Food", "Pharma", "Tibb Mərkəzi", "Klinika", "Restoran", "Hotel", "Motors", "Sığorta",
		"Tədris Mərkəzi", "Security", "Energy", "Agro", "Market", "Mebel", "Dizayn Studiyası"}
	companyForms = []string{"MMC", "MMC", "ASC", "QSC", "LLC", ""}
)

// knownCompanies are large employers that post on boards and platforms.
var knownCompanies = []string{"Kapital Bank", "PAŞA Bank", "ABB", "Azercell", "Bakcell", "SOCAR", "Azersun Holding",
	"Veysəloğlu", "Bravo", "Araz Supermarket", "Wolt Azərbaycan", "Baku Electronics", "Kontakt Home",
	"İrşad Electronics", "Unibank", "Rabitəbank", "Yelo Bank", "AccessBank", "Bank Respublika", "Azərişıq",
	"McDonald's Azərbaycan", "Coca-Cola İçecek Azərbaycan", "Hilton Baku", "Procter & Gamble Azerbaijan",
	"Nestlé Azərbaycan", "Gilan Holding", "PAŞA Sığorta", "Baku Steel Company", "Sinam", "AzInTelecom",
	"Bolt Food", "KFC Azərbaycan", "Port Baku Mall", "Bazarstore", "Ziraat Bank Azərbaycan", "Tamstore", "Pasha Life",
	"Embawood", "Improtex Group", "Xalq Sığorta"}

// Body text pools.
var (
	introTemplates = [3][]string{
		langAZ: {"%s komandasına %s vəzifəsi üçün əməkdaş axtarır.", "%s şirkəti %s vəzifəsinə namizəd qəbul edir.",
			"%s genişlənən komandası üçün təcrübəli %s axtarır."},
		langRU: {"Компания %s ищет сотрудника на должность «%s».", "%s приглашает на работу: %s.",
			"В %s открыта вакансия: %s."},
		langEN: {"%s is hiring a %s to join the team in Baku.", "%s is looking for an experienced %s.",
			"Join %s as a %s."},
	}
	anonymousIntro = [3][]string{
		langAZ: {"%s tələb olunur.", "Şirkətə %s lazımdır.", "Təcili olaraq %s axtarılır."},
		langRU: {"Требуется %s.", "Срочно ищем: %s.", "В компанию требуется %s."},
		langEN: {"Wanted: %s.", "We are looking for a %s.", "Urgently hiring: %s."},
	}
	dutiesHeading = [3]string{"Vəzifə öhdəlikləri:", "Обязанности:", "Responsibilities:"}
	duties        = [3][]string{
		langAZ: {"Gündəlik hesabatların hazırlanması", "Müştərilərlə ünsiyyət və sifarişlərin qəbulu",
			"Sənədlərin düzgün tərtib olunmasına nəzarət", "Komanda ilə birgə layihələrin icrası",
			"Anbar qalıqlarının uçotu", "Ödənişlərin vaxtında aparılması", "Rəhbərliyə aylıq hesabatın təqdim edilməsi",
			"Yeni müştərilərin cəlb olunması", "Avadanlığın texniki vəziyyətinə nəzarət", "Şöbələrarası koordinasiya"},
		langRU: {"Ведение первичной документации", "Работа с клиентами и приём заказов", "Подготовка ежемесячной отчётности",
			"Контроль остатков на складе", "Участие в проектах команды", "Своевременное проведение платежей",
			"Поиск и привлечение новых клиентов", "Взаимодействие с другими отделами"},
		langEN: {"Prepare daily and monthly reports", "Handle customer enquiries and orders",
			"Keep documentation accurate and up to date", "Work with the R&D and Sales & Marketing teams",
			"Track stock levels and reconcile inventory", "Process payments on time",
			"Find and onboard new clients", "Coordinate with other departments"},
	}
	offerHeading = [3]string{"İş şəraiti:", "Условия:", "What we offer:"}
	offers       = [3][]string{
		langAZ: {"Rəsmi əmək müqaviləsi", "İş qrafiki: 09:00–18:00, həftədə 5 gün", "Pulsuz nahar",
			"Tibbi sığorta", "Peşəkar inkişaf üçün təlimlər", "Nəqliyyat xərclərinin ödənilməsi", "İllik bonus"},
		langRU: {"Официальное трудоустройство", "График работы 5/2, с 9:00 до 18:00", "Бесплатные обеды",
			"Медицинская страховка", "Обучение за счёт компании", "Годовой бонус"},
		langEN: {"Official employment contract", "Monday to Friday, 9:00–18:00", "Free lunch",
			"Private health insurance", "Training & development budget", "Annual performance bonus"},
	}
	requirementsHeading = [3]string{"Tələblər:", "Требования:", "Requirements:"}
	requirements        = [3][]string{
		langAZ: {"Ali təhsil", "Ən azı 2 il iş təcrübəsi", "MS Excel proqramını yaxşı bilməsi",
			"Azərbaycan, rus və ingilis dillərini bilməsi", "Məsuliyyətli və ünsiyyətcil olmaq", "Sürücülük vəsiqəsi (B kateqoriyası)",
			"1C proqramında işləmək bacarığı"},
		langRU: {"Высшее образование", "Опыт работы от 2 лет", "Уверенное знание MS Excel", "Знание азербайджанского и русского языков",
			"Ответственность и коммуникабельность", "Водительские права категории B"},
		langEN: {"Bachelor's degree or equivalent", "At least 2 years of relevant experience", "Fluent English; Azerbaijani or Russian is a plus",
			"Strong Excel skills (pivot tables, VLOOKUP)", "Attention to detail", "Experience with Go, PostgreSQL & Kubernetes"},
	}
	applyLine = [3]string{"Maraqlanan namizədlər CV-lərini %s ünvanına göndərə bilərlər.",
		"Резюме присылайте на %s.", "Send your CV to %s."}
	salaryLine = [3]string{"Əmək haqqı: %s.", "Заработная плата: %s.", "Salary: %s."}
)

// Role mailboxes allowed as contact addresses.
var roleMailboxes = []string{"hr", "cv", "jobs", "careers", "vakansiya", "ik"}
