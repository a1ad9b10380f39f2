package gendata

import (
	"math/rand/v2"
	"time"
)

// Source is one line of sources.ndjson: a registry entry with the loaded
// fields of the spec's Source table (counts, freshness and quality are
// computed by the service).
type Source struct {
	Source     string  `json:"source"`
	Name       *string `json:"name"`
	URL        *string `json:"url"`
	JobsURL    *string `json:"jobs_url"`
	Dataset    string  `json:"dataset"`
	SourceType *string `json:"source_type"`
	Aggregator bool    `json:"aggregator"`
}

// The spec's source_type values.
const (
	typeEmployer   = "employer"
	typePlatform   = "platform"
	typeAgency     = "agency"
	typeBoard      = "board"
	typeAggregator = "aggregator"
	typeUnknown    = "unknown"
)

// kindClassifieds is a board of private classified adverts: the spec's
// source_type is board, and company is always null.
const kindClassifieds = "classifieds"

// sourceSeed is the fixed part of a job source: stem, display name, host
// and kind (a source_type, or classifieds).
type sourceSeed struct {
	stem, name, host, kind string
}

// jobSourceSeeds lists the job sources in a fixed order (the order decides
// which random draws each gets). The last two have no registry entry.
var jobSourceSeeds = []sourceSeed{
	{"boss", "Boss.az", "boss.az", typeBoard},
	{"jobsearch", "JobSearch.az", "jobsearch.az", typeBoard},
	{"hellojob", "HelloJob.az", "hellojob.az", typeBoard},
	{"busy", "Busy.az", "busy.az", typeBoard},
	{"rabota", "Rabota.az", "rabota.az", typeBoard},
	{"ejob", "eJob.az", "ejob.az", typeBoard},
	{"jobinfo", "JobInfo.az", "jobinfo.az", typeBoard},
	{"vakansiya", "Vakansiya.az", "vakansiya.az", typeBoard},
	{"isbazari", "İş Bazarı", "isbazari.az", typeBoard},
	{"offer", "Offer.az", "offer.az", typeBoard},
	{"position", "Position.az", "position.az", typeBoard},
	{"smartjob", "SmartJob.az", "smartjob.az", typeBoard},
	{"careerhub", "CareerHub Azerbaijan", "careerhub.az", typeBoard},
	{"jobday", "Jobs.day.az", "jobs.day.az", typeBoard},
	{"yenivakansiya", "Yeni Vakansiya", "yenivakansiya.az", typeBoard},
	{"iskart", "İşKart", "iskart.az", typeBoard},
	{"isaxtar", "İş axtar", "isaxtar.az", typeBoard},
	{"ishler", "İşlər.az", "ishler.az", typeBoard},
	{"talent", "Talent.az", "talent.az", typeBoard},
	{"kadr", "Kadr.az", "kadr.az", typeBoard},
	{"karyera", "Karyera.az", "karyera.az", typeBoard},
	{"gencis", "Gənclər üçün iş", "gencis.az", typeBoard},
	{"itjobs", "IT Jobs Azerbaijan", "itjobs.az", typeBoard},
	{"techjobs", "TechJobs.az", "techjobs.az", typeBoard},
	{"medjobs", "Tibb Vakansiyaları", "medjobs.az", typeBoard},
	{"muellim", "Müəllim Vakansiyaları", "muellim.az", typeBoard},
	{"horecajobs", "HoReCa Jobs", "horecajobs.az", typeBoard},
	{"dma", "Dövlət Məşğulluq Agentliyi", "dma.gov.az", typeBoard},
	{"ngojobs", "NGO Jobs Caucasus", "ngojobs.az", typeBoard},
	{"remoteaz", "Remote.az", "remote.az", typeBoard},
	{"glorri", "Glorri", "jobs.glorri.az", typeBoard},
	{"tapaz", "Tap.az", "tap.az", kindClassifieds},
	{"lalafo", "Lalafo", "lalafo.az", kindClassifieds},
	{"birja", "Birja.com", "birja.com", kindClassifieds},
	{"unvan", "Unvan.az", "unvan.az", kindClassifieds},
	{"doska", "Doska.az", "doska.az", kindClassifieds},
	{"jooble", "Jooble", "az.jooble.org", typeAggregator},
	{"careerjet", "Careerjet", "careerjet.az", typeAggregator},
	{"jobrapido", "Jobrapido", "az.jobrapido.com", typeAggregator},
	{"jobsora", "Jobsora", "az.jobsora.com", typeAggregator},
	{"whatjobs", "WhatJobs", "az.whatjobs.com", typeAggregator},
	{"jobted", "Jobted", "jobted.az", typeAggregator},
	{"azjobs", "AzJobs", "azjobs.info", typeAggregator},
	{"jobhub", "JobHub.az", "jobhub.az", typeAggregator},
	{"workable", "Workable", "workable.com", typePlatform},
	{"greenhouse", "Greenhouse", "greenhouse.io", typePlatform},
	{"lever", "Lever", "lever.co", typePlatform},
	{"smartrecruiters", "SmartRecruiters", "smartrecruiters.com", typePlatform},
	{"teamtailor", "Teamtailor", "teamtailor.com", typePlatform},
	{"recruitee", "Recruitee", "recruitee.com", typePlatform},
	{"bamboohr", "BambooHR", "bamboohr.com", typePlatform},
	{"personio", "Personio", "personio.com", typePlatform},
	{"breezy", "Breezy HR", "breezy.hr", typePlatform},
	{"zohorecruit", "Zoho Recruit", "zohorecruit.com", typePlatform},
	{"jobvite", "Jobvite", "jobvite.com", typePlatform},
	{"icims", "iCIMS", "icims.com", typePlatform},
	{"hirehive", "HireHive", "hirehive.com", typePlatform},
	{"pinpoint", "Pinpoint", "pinpointhq.com", typePlatform},
	{"hays", "Hays Azerbaijan", "hays.az", typeAgency},
	{"michaelpage", "Michael Page", "michaelpage.com", typeAgency},
	{"adecco", "Adecco Azerbaijan", "adecco.az", typeAgency},
	{"manpower", "ManpowerGroup Azerbaijan", "manpowergroup.az", typeAgency},
	{"randstad", "Randstad", "randstad.com", typeAgency},
	{"kellyservices", "Kelly Services", "kellyservices.az", typeAgency},
	{"robertwalters", "Robert Walters", "robertwalters.com", typeAgency},
	{"ancor", "Ancor Azerbaijan", "ancor.az", typeAgency},
	{"bakikadr", "Bakı Kadr Agentliyi", "bakikadr.az", typeAgency},
	{"hrcom", "HRcom", "hrcom.az", typeAgency},
	{"primehr", "Prime HR", "primehr.az", typeAgency},
	{"caspianstaffing", "Caspian Staffing", "caspianstaffing.com", typeAgency},
	{"elitehr", "Elite HR Solutions", "elitehr.az", typeAgency},
	{"peoplefirst", "People First Recruitment", "peoplefirst.az", typeAgency},
	{"talentbridge", "TalentBridge Caspian", "talentbridge.az", typeAgency},
	{"ergon", "Ergon İşəqəbul", "ergon.az", typeAgency},
	{"kapitalbank", "Kapital Bank", "kapitalbank.az", typeEmployer},
	{"pashabank", "PAŞA Bank", "pashabank.az", typeEmployer},
	{"abb", "ABB", "abb-bank.az", typeEmployer},
	{"unibank", "Unibank", "unibank.az", typeEmployer},
	{"rabitabank", "Rabitəbank", "rabitabank.com", typeEmployer},
	{"xalqbank", "Xalq Bank", "xalqbank.az", typeEmployer},
	{"yelobank", "Yelo Bank", "yelo.az", typeEmployer},
	{"accessbank", "AccessBank", "accessbank.az", typeEmployer},
	{"bankrespublika", "Bank Respublika", "bankrespublika.az", typeEmployer},
	{"ziraatbank", "Ziraat Bank Azərbaycan", "ziraatbank.az", typeEmployer},
	{"bankofbaku", "Bank of Baku", "bankofbaku.com", typeEmployer},
	{"centralbank", "Azərbaycan Respublikasının Mərkəzi Bankı", "cbar.az", typeEmployer},
	{"azercell", "Azercell", "azercell.com", typeEmployer},
	{"bakcell", "Bakcell", "bakcell.com", typeEmployer},
	{"nar", "Nar", "nar.az", typeEmployer},
	{"aztelekom", "Aztelekom", "aztelekom.az", typeEmployer},
	{"socar", "SOCAR", "socar.az", typeEmployer},
	{"bp", "bp Azerbaijan", "bp.com", typeEmployer},
	{"azerenerji", "Azərenerji", "azerenerji.gov.az", typeEmployer},
	{"azerishiq", "Azərişıq", "azerishiq.az", typeEmployer},
	{"azersu", "Azərsu", "azersu.az", typeEmployer},
	{"azal", "AZAL", "azal.az", typeEmployer},
	{"ady", "Azərbaycan Dəmir Yolları", "ady.az", typeEmployer},
	{"metro", "Bakı Metropoliteni", "metro.gov.az", typeEmployer},
	{"portofbaku", "Bakı Beynəlxalq Dəniz Ticarət Limanı", "portofbaku.com", typeEmployer},
	{"bravo", "Bravo Supermarket", "bravosupermarket.az", typeEmployer},
	{"araz", "Araz Supermarket", "arazmarket.az", typeEmployer},
	{"bazarstore", "Bazarstore", "bazarstore.az", typeEmployer},
	{"kontakt", "Kontakt Home", "kontakt.az", typeEmployer},
	{"bakuelectronics", "Baku Electronics", "bakuelectronics.az", typeEmployer},
	{"irshad", "İrşad Electronics", "irshad.az", typeEmployer},
	{"azersun", "Azersun Holding", "azersun.com", typeEmployer},
	{"veyseloglu", "Veysəloğlu Şirkətlər Qrupu", "veyseloglu.az", typeEmployer},
	{"gilan", "Gilan Holding", "gilan.az", typeEmployer},
	{"pashaholding", "PAŞA Holding", "pasha-holding.az", typeEmployer},
	{"pashainsurance", "PAŞA Sığorta", "pasha-insurance.az", typeEmployer},
	{"cocacola", "Coca-Cola İçecek Azərbaycan", "cci.az", typeEmployer},
	{"ada", "ADA Universiteti", "ada.edu.az", typeEmployer},
	{"bdu", "Bakı Dövlət Universiteti", "bsu.edu.az", typeEmployer},
	{"unec", "UNEC", "unec.edu.az", typeEmployer},
	{"adnsu", "ADNSU", "asoiu.edu.az", typeEmployer},
	{"khazar", "Xəzər Universiteti", "khazar.org", typeEmployer},
	{"bhos", "Bakı Ali Neft Məktəbi", "bhos.edu.az", typeEmployer},
	{"asan", "ASAN Xidmət", "asan.gov.az", typeEmployer},
	{"dim", "Dövlət İmtahan Mərkəzi", "dim.gov.az", typeEmployer},
	{"its", "İcbari Tibbi Sığorta üzrə Dövlət Agentliyi", "its.gov.az", typeEmployer},
	{"tabib", "TƏBİB", "tabib.gov.az", typeEmployer},
	{"mdit", "Rəqəmsal İnkişaf və Nəqliyyat Nazirliyi", "mincom.gov.az", typeEmployer},
	{"hilton", "Hilton Baku", "hiltonbaku.az", typeEmployer},
	{"fairmont", "Fairmont Baku", "fairmontbaku.az", typeEmployer},
	{"jwmarriott", "JW Marriott Absheron Baku", "jwmarriottbaku.az", typeEmployer},
	{"wolt", "Wolt Azərbaycan", "wolt.az", typeEmployer},
	{"sinam", "SINAM", "sinam.net", typeEmployer},
	{"azintelecom", "AzInTelecom", "azintelecom.az", typeEmployer},
	{"jobarchive", "", "is-elanlari.info", typeUnknown},
	{"vakansiyalar_old", "", "vakansiyalar.net", typeUnknown},
}

// Registry figures the spec states: of the 130 job sources, 8 have no
// website (source_url null) and 24 no vacancies page (jobs_url null); the
// unregistered ones count among both.
const (
	registeredWithoutURL     = 6
	registeredWithoutJobsURL = 22
	staleRegisteredSources   = 6
)

// Publishing styles of ids and posting urls.
const (
	idNumeric = iota
	idHex
	idSlugNumber
)

// Aggregator query-string styles on republished urls.
const (
	queryNone = iota
	queryFixed
	queryVarying
)

// company is an employer as postings name it.
type company struct {
	name, slug, domain string
}

// jobSource is a job source with the publishing habits the generator gives
// it: which fields it fills, in which vocabulary, and its scrape schedule.
type jobSource struct {
	index      int
	seed       sourceSeed
	sourceType string
	name       *string
	url        *string
	jobsURL    *string

	weight      float64
	languages   weighted
	employment  []string
	functions   []string
	levels      []string
	workTypes   []string
	remote      bool
	country     bool
	companySlug bool
	logos       bool
	views       bool
	abbreviates bool
	phones      bool
	phoneStyle  int
	salaryShare float64
	period      bool
	deadlines   bool
	postedAt    bool
	htmlBodies  bool
	splitsReqs  bool
	facts       []string
	archive     bool
	idStyle     int
	idBase      int
	idStride    int
	tracking    bool
	query       int
	repostShare float64
	employer    *company

	cadence    time.Duration
	lastScrape time.Time
	stale      bool
	retires    bool
}

func (s *jobSource) registered() bool { return s.sourceType != typeUnknown }

// Fact keys a source may echo.
var factKeys = []string{"work_type", "company_logo", "view_count", "contact_email", "contact_phone", "slug", "salary", "deadline"}

// newJobSources builds the job source catalog. It depends on the seed only.
func newJobSources(seed uint64, now time.Time) []*jobSource {
	r := stream(seed, "catalog")
	sources := make([]*jobSource, len(jobSourceSeeds))
	for i, sd := range jobSourceSeeds {
		s := &jobSource{index: i, seed: sd, sourceType: sd.kind}
		if sd.kind == kindClassifieds {
			s.sourceType = typeBoard
		}
		if s.registered() {
			s.name = ptr(sd.name)
			s.url = ptr("https://" + sd.host)
			s.jobsURL = ptr(jobsPage(sd))
		}
		describeHabits(r, s)
		scheduleScrapes(r, s, now)
		sources[i] = s
	}

	// The three big boards keep a website, a vacancies page and a live scraper.
	candidates := r.Perm(len(sources) - 3 - 2)
	for n, c := range candidates {
		s := sources[c+3]
		if n < registeredWithoutURL {
			s.url = nil
		}
		if n < registeredWithoutJobsURL {
			s.jobsURL = nil
		}
	}
	for _, c := range r.Perm(len(sources) - 3 - 2)[:staleRegisteredSources] {
		s := sources[c+3]
		s.stale, s.retires = true, false
		s.lastScrape = now.Add(-time.Duration(between(r, 10, 90)*24) * time.Hour).Add(-s.cadence)
	}
	return sources
}

// jobsPage is where a human browses the source's vacancies.
func jobsPage(sd sourceSeed) string {
	base := "https://" + sd.host
	switch sd.kind {
	case typeEmployer:
		return base + "/az/karyera"
	case typePlatform:
		return base + "/jobs?location=Azerbaijan"
	case typeAggregator:
		return base + "/jobs-baku"
	case kindClassifieds:
		return base + "/elanlar/is-elanlari"
	}
	return base + "/vacancies"
}

// describeHabits draws what the source publishes and how.
func describeHabits(r *rand.Rand, s *jobSource) {
	jitter := 0.5 + r.Float64()
	taxonomy := drawLanguages(r, s)
	drawWeight(s, jitter)
	drawLabels(r, s, taxonomy)
	drawFields(r, s)
	drawIDs(r, s)
	if s.seed.kind == typeEmployer {
		s.employer = &company{name: s.seed.name, slug: slugify(s.seed.name), domain: s.seed.host}
	}
}

// drawLanguages draws the languages of the source's postings and returns
// the language of its taxonomy labels.
func drawLanguages(r *rand.Rand, s *jobSource) int {
	kind := s.seed.kind
	langs := []float64{0.65, 0.15, 0.2}
	switch kind {
	case kindClassifieds:
		langs = []float64{0.7, 0.3, 0}
	case typeAggregator:
		langs = []float64{0.5, 0.2, 0.3}
	case typePlatform:
		langs = []float64{0.15, 0.05, 0.8}
	case typeAgency:
		langs = []float64{0.25, 0.2, 0.55}
	case typeEmployer:
		langs = []float64{0.7, 0.05, 0.25}
	}
	s.languages = newWeighted(langs)
	taxonomy := pick(r, []int{langAZ, langAZ, langRU, langEN})
	if kind == typePlatform || kind == typeAgency || kind == typeAggregator {
		taxonomy = langEN
	}
	return taxonomy
}

// drawWeight draws the source's share of the rows: by its kind, the large
// boards by name, times a jitter drawn first.
func drawWeight(s *jobSource, jitter float64) {
	kind := s.seed.kind
	weight := map[string]float64{typeBoard: 1.5, kindClassifieds: 1.5, typeAggregator: 2.5, typePlatform: 0.8,
		typeAgency: 0.8, typeEmployer: 0.35, typeUnknown: 0.6}[kind]
	switch s.seed.stem {
	case "boss":
		weight = 10
	case "jobsearch":
		weight = 7
	case "hellojob":
		weight = 6
	case "busy", "rabota":
		weight = 4
	}
	s.weight = weight * jitter
}

// drawLabels draws the vocabularies the source labels postings with.
func drawLabels(r *rand.Rand, s *jobSource, taxonomy int) {
	kind := s.seed.kind
	vocab := map[string][3]float64{ // schema.org, labels, none
		typeBoard: {0.2, 0.5, 0.3}, kindClassifieds: {0, 0.4, 0.6}, typeAggregator: {0.7, 0.3, 0},
		typePlatform: {1, 0, 0}, typeAgency: {0.3, 0.6, 0.1}, typeEmployer: {0.3, 0.4, 0.3}, typeUnknown: {0, 0.5, 0.5},
	}[kind]
	switch newWeighted(vocab[:]).pick(r) {
	case 0:
		s.employment = employmentSchemaOrg
	case 1:
		s.employment = employmentLabels
	}
	if chance(r, map[string]float64{typeBoard: 0.8, kindClassifieds: 0.5, typeAggregator: 0.5, typePlatform: 0.6,
		typeAgency: 0.7, typeEmployer: 0.4, typeUnknown: 0.5}[kind]) {
		s.functions = jobFunctions[taxonomy]
	}
	if chance(r, 0.5) {
		s.levels = careerLevels[taxonomy]
	}
	if chance(r, 0.25) {
		s.workTypes = workTypes[r.IntN(2)]
	}
}

// drawFields draws which optional fields the source publishes, and how.
func drawFields(r *rand.Rand, s *jobSource) {
	kind := s.seed.kind
	s.remote = chance(r, 0.5)
	s.country = chance(r, 0.15)
	s.companySlug = (kind == typeBoard && chance(r, 0.15)) || s.seed.stem == "boss" || s.seed.stem == "hellojob"
	s.logos = kind != kindClassifieds && kind != typeEmployer && chance(r, 0.6)
	s.views = chance(r, map[string]float64{typeBoard: 0.4, kindClassifieds: 0.8}[kind]) || s.seed.stem == "jobsearch"
	s.abbreviates = s.views && (chance(r, 0.3) || s.seed.stem == "jobsearch")
	s.phones = kind == kindClassifieds || chance(r, map[string]float64{typeBoard: 0.5, typeAgency: 0.6, typeEmployer: 0.2}[kind])
	s.phoneStyle = r.IntN(len(phoneFormats))
	s.salaryShare = map[string]float64{typeBoard: 0.5, kindClassifieds: 0.65, typeAggregator: 0.35, typePlatform: 0.08,
		typeAgency: 0.25, typeEmployer: 0.12, typeUnknown: 0.4}[kind] * (0.6 + 0.8*r.Float64())
	s.period = chance(r, 0.8)
	s.deadlines = chance(r, map[string]float64{typeBoard: 0.7, kindClassifieds: 0.1, typeAggregator: 0.3, typePlatform: 0.3,
		typeAgency: 0.3, typeEmployer: 0.6, typeUnknown: 0.5}[kind])
	s.postedAt = chance(r, 0.9)
	s.htmlBodies = kind == typePlatform || chance(r, map[string]float64{typeBoard: 0.4, typeAgency: 0.5,
		typeEmployer: 0.5, typeAggregator: 0.3}[kind])
	s.splitsReqs = kind == typePlatform || s.seed.stem == "hellojob" || s.seed.stem == "jobsearch" ||
		chance(r, map[string]float64{typeAgency: 0.5, typeEmployer: 0.3, typeBoard: 0.15}[kind])
	if chance(r, 0.5) && kind != typeUnknown {
		for _, key := range factKeys {
			if chance(r, 0.5) {
				s.facts = append(s.facts, key)
			}
		}
	}
	s.archive = s.seed.stem == "jobsearch"
	if s.archive && len(s.facts) == 0 {
		s.facts = []string{"view_count", "salary"}
	}
}

// drawIDs draws how the source numbers its postings, tracks its urls and
// re-posts adverts.
func drawIDs(r *rand.Rand, s *jobSource) {
	kind := s.seed.kind
	switch kind {
	case typePlatform:
		s.idStyle = idHex
	case typeAgency:
		s.idStyle = idSlugNumber
	case typeAggregator:
		s.idStyle = pick(r, []int{idNumeric, idHex})
	}
	switch kind {
	case typeEmployer:
		s.idBase, s.idStride = between(r, 100, 3000), between(r, 1, 3)
	case kindClassifieds:
		s.idBase, s.idStride = between(r, 30_000_000, 40_000_000), between(r, 3, 9)
	default:
		s.idBase, s.idStride = between(r, 100_000, 900_000), between(r, 1, 3)
	}
	if s.seed.stem == "boss" {
		s.idBase, s.idStride = 12201, 1
	}
	s.tracking = kind != typeAggregator && chance(r, 0.08) || s.seed.stem == "jobday"
	if kind == typeAggregator {
		s.query = r.IntN(3)
	}
	switch kind {
	case typeBoard:
		s.repostShare = 0.04
	case kindClassifieds:
		s.repostShare = 0.06
	case typeAgency:
		s.repostShare = 0.02
	}
}

// scheduleScrapes gives the source a scrape cadence (dividing a day, so the
// 24-hour retirement rule falls on a scrape) and the instant of its latest
// scrape before now. Unregistered sources have no scraper any more.
func scheduleScrapes(r *rand.Rand, s *jobSource, now time.Time) {
	hours := map[string][]int{typeBoard: {6, 8, 8, 12}, kindClassifieds: {4, 6}, typeAggregator: {4, 6},
		typePlatform: {8, 12, 24}, typeAgency: {12, 24}, typeEmployer: {12, 24, 24}, typeUnknown: {24}}[s.seed.kind]
	s.cadence = time.Duration(pick(r, hours)) * time.Hour
	offset := time.Duration(r.IntN(int(s.cadence/time.Minute))) * time.Minute
	s.lastScrape = now.Add(-offset)
	s.retires = chance(r, 0.88) || s.seed.stem == "boss" || s.seed.stem == "jobsearch" || s.seed.stem == "hellojob"
	if !s.registered() {
		s.stale, s.retires = true, false
		s.lastScrape = now.Add(-time.Duration(between(r, 120, 400)*24) * time.Hour)
	}
}

// registryEntry is the source's line in sources.ndjson.
func (s *jobSource) registryEntry() Source {
	return Source{Source: s.seed.stem, Name: s.name, URL: s.url, JobsURL: s.jobsURL, Dataset: "jobs",
		SourceType: ptr(s.sourceType), Aggregator: s.sourceType == typeAggregator}
}

// otherSources are the registry entries of the non-job datasets. Events
// sources have no registry name; events, quotes and rates no website.
func otherSources() []Source {
	named := func(stem, dataset, name string) Source {
		return Source{Source: stem, Name: ptr(name), Dataset: dataset}
	}
	var out []Source
	for _, es := range eventSources {
		out = append(out, Source{Source: es.stem, Dataset: "events"})
	}
	out = append(out,
		named(quotesCurated, "quotes", "Quotable"),
		named(quotesArchive, "quotes", "Quotes 500k archive"),
		named(ratesSource, "rates", "Azərbaycan Respublikasının Mərkəzi Bankı"),
		named(genomeSource, "genome", "Reference-data release probe"),
		named(probers[0].stem, "reachability", "Reachability prober (Baku)"),
		named(probers[1].stem, "reachability", "Reachability prober (Frankfurt)"),
	)
	return out
}
