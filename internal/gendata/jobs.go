package gendata

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// Job is one line of jobs.ndjson: the spec's Job resource. Nullable fields
// are pointers (null when unknown); facts is the only key left out (when the
// row has none).
type Job struct {
	ID               string            `json:"id"`
	Source           string            `json:"source"`
	SourceName       *string           `json:"source_name"`
	SourceURL        *string           `json:"source_url"`
	Title            string            `json:"title"`
	Company          *Company          `json:"company"`
	Location         *string           `json:"location"`
	City             *string           `json:"city"`
	District         *string           `json:"district"`
	Country          *string           `json:"country"`
	Remote           *bool             `json:"remote"`
	EmploymentType   *string           `json:"employment_type"`
	JobFunction      *string           `json:"job_function"`
	CareerLevel      *string           `json:"career_level"`
	SalaryFrom       *float64          `json:"salary_from"`
	SalaryTo         *float64          `json:"salary_to"`
	SalaryCurrency   *string           `json:"salary_currency"`
	SalaryPeriod     *string           `json:"salary_period"`
	DeadlineAt       *string           `json:"deadline_at"`
	PostedAt         *string           `json:"posted_at"`
	URL              *string           `json:"url"`
	Description      *string           `json:"description"`
	Requirements     *string           `json:"requirements"`
	Facts            map[string]string `json:"facts,omitempty"`
	IngestedAt       string            `json:"ingested_at"`
	FirstSeenAt      string            `json:"first_seen_at"`
	TimesSeen        int               `json:"times_seen"`
	Active           bool              `json:"active"`
	DeactivatedAt    *string           `json:"deactivated_at"`
	WorkType         *string           `json:"work_type"`
	CompanyLogo      *string           `json:"company_logo"`
	ViewCount        *int64            `json:"view_count"`
	ContactEmail     *string           `json:"contact_email"`
	ContactPhone     *string           `json:"contact_phone"`
	DescriptionHTML  *string           `json:"description_html"`
	RequirementsHTML *string           `json:"requirements_html"`
}

// Company is a job's company object.
type Company struct {
	Name string  `json:"name"`
	Slug *string `json:"slug"`
}

// Shares the spec states for live postings, and the retired share.
const (
	descriptionShareLive    = 0.92
	descriptionShareRetired = 0.70
	requirementsShareLive   = 0.11
	retiredShare            = 0.10
	// htmlStaleAfter: bodies' markup may be missing on rows not re-observed
	// for this long.
	htmlStaleAfter = 14 * 24 * time.Hour
)

// posting is what one posting says, identified by its source and sequence
// number: the same key always gives the same posting, so an aggregator can
// republish it without the generator remembering it.
type posting struct {
	lang       int
	occ        *occupation
	title      string
	company    *company
	location   *string
	city       *string
	district   *string
	country    *string
	remote     bool
	employment int
	level      int
	payFrom    *float64
	payTo      *float64
	currency   string
	intro      block
	duties     block
	reqs       block
	offers     block
	closing    []block
	email      string
	phone      string
	workType   int
	viewsDaily int
	slug       string
	url        *string
}

// copyRef names a posting an aggregator republished.
type copyRef struct {
	source *jobSource
	seq    int
	valid  bool
}

// jobGenerator writes job rows one at a time; its memory does not grow
// with the number of rows.
type jobGenerator struct {
	seed        uint64
	now         time.Time
	r           *rand.Rand
	content     *keyedRand
	sources     []*jobSource
	pickSource  weighted
	pickOrigin  weighted
	counts      []int
	lastCopy    []copyRef
	companies   []company
	retire      float64
	requirement float64
	// vacancy is the key of the vacancy the last row publishes: rows with
	// one key are copies of each other (the generator's truth).
	vacancy string
	// copies, when set, adds copies and near misses (see copies.go).
	copies *copyMaker
}

func newJobGenerator(seed uint64, now time.Time, sources []*jobSource, companies []company) *jobGenerator {
	g := &jobGenerator{seed: seed, now: now, r: stream(seed, "jobs"), content: newKeyedRand(), sources: sources,
		counts: make([]int, len(sources)), lastCopy: make([]copyRef, len(sources)), companies: companies}
	weights := make([]float64, len(sources))
	origins := make([]float64, len(sources))
	var total, retiring float64
	for i, s := range sources {
		weights[i] = s.weight
		total += s.weight
		if s.retires {
			retiring += s.weight
		}
		if s.sourceType != typeAggregator && s.sourceType != typeUnknown && s.seed.kind != kindClassifieds {
			origins[i] = s.weight
		}
	}
	g.pickSource, g.pickOrigin = newWeighted(weights), newWeighted(origins)
	g.retire = min(0.6, retiredShare*total/retiring)

	var live, liveSplitting float64
	for _, s := range sources {
		w := s.weight
		if s.retires {
			w *= 1 - g.retire
		}
		live += w
		if s.splitsReqs {
			liveSplitting += w
		}
	}
	g.requirement = min(1, requirementsShareLive*live/(descriptionShareLive*liveSplitting))
	return g
}

// WriteJobs writes n job rows.
func (g *Generator) WriteJobs(w io.Writer, n int) error {
	sink := g.sink(w, "jobs")
	err := g.EachJob(n, func(job *Job, _ string) error { return sink.write(job) })
	if err != nil {
		return err
	}
	return sink.done()
}

// EachJob hands fn the n job rows WriteJobs writes, each with the key of
// the vacancy it publishes: the generator's truth about copies (an
// aggregator's repost, a source's re-posted advert and the original share
// a key). fn must not keep job, which is reused.
func (g *Generator) EachJob(n int, fn func(job *Job, vacancy string) error) error {
	jg := newJobGenerator(g.seed, g.now, g.jobSources, g.companies)
	if g.copies {
		jg.copies = newCopyMaker(g.seed)
	}
	var job Job
	for range n {
		jg.next(&job)
		if err := fn(&job, jg.vacancy); err != nil {
			return err
		}
	}
	return nil
}

// JobSourceTypes returns each job source's source_type (unknown for the
// sources the registry leaves out).
func (g *Generator) JobSourceTypes() map[string]string {
	out := map[string]string{}
	for _, s := range g.jobSources {
		out[s.seed.stem] = s.sourceType
	}
	return out
}

// next fills job with the following row.
func (g *jobGenerator) next(job *Job) {
	if g.copies != nil && g.copies.pop(job, &g.vacancy) {
		return
	}
	d := g.drawRow()
	g.describe(job, d)
	hasPay := g.pay(job, d)
	life := g.lifecycle(d.src)
	deadline := g.dates(job, d.src, life)
	g.body(job, d, life)
	views := g.contacts(job, d, life)
	job.Facts = g.facts(d.src, job, &d.p, views, hasPay, deadline, life)
	if g.copies != nil && d.src.sourceType != typeAggregator && job.Active {
		g.copies.plan(g, d.src, job, &d.p)
	}
}

// drawnRow is what a row shows before its fields are written: the source
// and its sequence number, the posting (on an aggregator, the copied one,
// whose source and number bodySource and content are) and the row's url.
type drawnRow struct {
	src, bodySource *jobSource
	seq, content    int
	p               posting
	url             *string
}

// drawRow picks the source of the next row and the posting it shows.
func (g *jobGenerator) drawRow() drawnRow {
	r := g.r
	src := g.sources[g.pickSource.pick(r)]
	d := drawnRow{src: src, bodySource: src, seq: g.counts[src.index]}
	g.counts[src.index]++
	if src.sourceType == typeAggregator {
		ref := g.lastCopy[src.index]
		if !ref.valid || !chance(r, 0.1) {
			origin := g.sources[g.pickOrigin.pick(r)]
			ref = copyRef{source: origin, seq: r.IntN(max(1, g.counts[origin.index])), valid: true}
			g.lastCopy[src.index] = ref
		}
		d.bodySource, d.content = ref.source, ref.source.contentSeq(g.seed, ref.seq)
		d.p = g.posting(ref.source, d.content)
		g.vacancy = fmt.Sprintf("%d:%d", ref.source.index, d.content)
		d.url = aggregatorURL(r, src, d.p.url)
		return d
	}
	d.content = src.contentSeq(g.seed, d.seq)
	d.p = g.posting(src, d.content)
	g.vacancy = fmt.Sprintf("%d:%d", src.index, d.content)
	d.url = d.p.url
	if d.url != nil && src.tracking {
		d.url = ptr(*d.url + "?utm_source=rss&utm_campaign=" + randomToken(r, 6))
	}
	return d
}

// describe writes the row's identity, title, place and the labels its
// source publishes.
func (g *jobGenerator) describe(job *Job, d drawnRow) {
	src, p := d.src, &d.p
	*job = Job{
		ID:         src.seed.stem + ":" + src.jobID(d.seq, p.slug),
		Source:     src.seed.stem,
		SourceName: src.name,
		SourceURL:  src.url,
		Title:      p.title,
		Location:   p.location,
		City:       p.city,
		District:   p.district,
		Country:    p.country,
		URL:        d.url,
	}
	if p.company != nil && src.seed.kind != kindClassifieds {
		job.Company = &Company{Name: p.company.name}
		if src.companySlug {
			job.Company.Slug = ptr(p.company.slug)
		}
	}
	if src.country && p.city != nil {
		job.Country = ptr("AZ")
	}
	if src.remote {
		job.Remote = ptr(p.remote)
	}
	if src.employment != nil {
		job.EmploymentType = &src.employment[p.employment]
	}
	if src.functions != nil {
		job.JobFunction = &src.functions[p.occ.area]
	}
	if src.levels != nil {
		job.CareerLevel = &src.levels[p.level]
	}
	if src.workTypes != nil {
		job.WorkType = &src.workTypes[p.workType]
	}
}

// pay writes the salary where the posting states one and the source shows
// it, and reports whether it did.
func (g *jobGenerator) pay(job *Job, d drawnRow) bool {
	p := &d.p
	hasPay := (p.payFrom != nil || p.payTo != nil) && (d.src.sourceType != typeAggregator || chance(g.r, 0.8))
	if hasPay {
		job.SalaryFrom, job.SalaryTo, job.SalaryCurrency = p.payFrom, p.payTo, ptr(p.currency)
		if d.src.period {
			job.SalaryPeriod = ptr("MONTH")
		}
	}
	return hasPay
}

// dates writes the row's life (ingested, first seen, retired) and the
// dates its source publishes, and returns the deadline (zero when none).
func (g *jobGenerator) dates(job *Job, src *jobSource, life lifecycle) time.Time {
	r := g.r
	job.IngestedAt = instant(life.ingested)
	job.FirstSeenAt = instant(life.firstSeen)
	job.TimesSeen = life.timesSeen
	job.Active = life.deactivated.IsZero()
	if !job.Active {
		job.DeactivatedAt = ptr(instant(life.deactivated))
	}
	var posted, deadline time.Time
	if src.postedAt {
		posted = bakuMidnight(life.firstSeen.Add(-time.Duration(r.IntN(48)) * time.Hour))
		job.PostedAt = ptr(instant(posted))
	}
	if src.deadlines && chance(r, 0.75) {
		from := life.firstSeen
		if !posted.IsZero() {
			from = posted
		}
		deadline = bakuMidnight(from.Add(time.Duration(between(r, 14, 45)*24) * time.Hour)).Add(24*time.Hour - time.Second)
		job.DeadlineAt = ptr(instant(deadline))
	}
	return deadline
}

// body writes the description (and the requirements, where the source
// splits them off), as text and, unless its markup went stale, as HTML.
func (g *jobGenerator) body(job *Job, d drawnRow, life lifecycle) {
	r, src, p := g.r, d.src, &d.p
	descShare := descriptionShareLive
	if !job.Active {
		descShare = descriptionShareRetired
	}
	described, separate := chance(r, descShare), src.splitsReqs
	if g.copies != nil {
		// Copies publish the body their vacancy has, retired or not.
		described = unitFloat(mix(g.seed, uint64(d.bodySource.index), uint64(d.content), 41)) < descriptionShareLive
		separate = d.bodySource.splitsReqs
	}
	if !described {
		return
	}
	separate = separate && chance(r, g.requirement)
	if g.copies != nil {
		separate = d.bodySource.splitsReqs && unitFloat(mix(g.seed, uint64(d.bodySource.index), uint64(d.content), 43)) < g.requirement
	}
	blocks := p.bodyBlocks(!separate)
	text := plainText(blocks)
	job.Description = &text
	markupMissing := g.now.Sub(life.ingested) > htmlStaleAfter && chance(r, 0.5)
	if !markupMissing {
		job.DescriptionHTML = ptr(bodyHTML(src, blocks, text))
	}
	if separate {
		reqText := plainText([]block{p.reqs})
		job.Requirements = &reqText
		if !markupMissing {
			job.RequirementsHTML = ptr(bodyHTML(src, []block{p.reqs}, reqText))
		}
	}
}

// contacts writes the logo, view count, e-mail and phone the source
// shows, and returns the view count as the source prints it ("" when none).
func (g *jobGenerator) contacts(job *Job, d drawnRow, life lifecycle) string {
	src, p := d.src, &d.p
	if job.Company != nil && src.logos {
		job.CompanyLogo = ptr("https://" + src.seed.host + "/storage/logos/" + p.company.slug + ".png")
	}
	var views string
	if src.views {
		ageDays := int(g.now.Sub(life.firstSeen).Hours()/24) + 1
		count := int64(1 + ageDays*p.viewsDaily)
		views = strconv.FormatInt(count, 10)
		if src.abbreviates && count >= 1000 {
			views = strconv.FormatFloat(math.Round(float64(count)/100)/10, 'f', -1, 64) + "K"
			count = int64(math.Round(float64(count)/100) * 100)
		}
		job.ViewCount = &count
	}
	if p.email != "" && job.Company != nil {
		job.ContactEmail = ptr(p.email)
	}
	if src.phones && (src.seed.kind == kindClassifieds || chance(g.r, 0.8)) {
		job.ContactPhone = ptr(formatPhone(src.phoneStyle, p.phone))
	}
	return views
}

// contentSeq is the posting a row of the source shows: a re-posted advert
// (same page, new id) shows the posting before it.
func (s *jobSource) contentSeq(seed uint64, seq int) int {
	if seq > 0 && s.reposted(seed, seq) && !s.reposted(seed, seq-1) {
		return seq - 1
	}
	return seq
}

func (s *jobSource) reposted(seed uint64, seq int) bool {
	return unitFloat(mix(seed, uint64(s.index), uint64(seq), 7)) < s.repostShare
}

// jobID is the source's own id of its seq-th posting; unique per source.
func (s *jobSource) jobID(seq int, slug string) string {
	switch s.idStyle {
	case idHex:
		return fmt.Sprintf("%010X", (uint64(seq)*0x9E3779B97F+uint64(s.idBase))&(1<<40-1))
	case idSlugNumber:
		return fmt.Sprintf("%.40s-%d", slug, s.idBase+seq)
	}
	jitter := int(mix(uint64(s.index), uint64(seq)) % uint64(s.idStride))
	return strconv.Itoa(s.idBase + seq*s.idStride + jitter)
}

// postingURL is the page of the seq-th posting on the source's site.
func (s *jobSource) postingURL(id, slug string, c *company) string {
	host := s.seed.host
	switch s.seed.kind {
	case kindClassifieds:
		return "https://" + host + "/elanlar/is-elanlari/" + id
	case typeEmployer:
		return "https://" + host + "/az/karyera/vakansiya/" + id
	case typePlatform:
		tenant := "jobs"
		if c != nil {
			tenant = c.slug
		}
		return "https://apply." + host + "/" + tenant + "/j/" + id + "/"
	case typeAgency:
		return "https://" + host + "/jobs/" + id
	case typeUnknown:
		return "https://" + host + "/elan/" + id
	}
	switch s.index % 3 {
	case 1:
		return "https://" + host + "/vakansiya/" + slug + "-" + id
	case 2:
		return "https://" + host + "/jobs/" + id + ".html"
	}
	return "https://" + host + "/vacancies/" + id
}

// aggregatorURL republishes the original url, with the aggregator's own
// query string where it adds one.
func aggregatorURL(r *rand.Rand, agg *jobSource, original *string) *string {
	if original == nil || agg.query == queryNone {
		return original
	}
	sep := "?"
	if strings.Contains(*original, "?") {
		sep = "&"
	}
	q := "utm_source=" + agg.seed.stem + "&utm_medium=aggregator"
	if agg.query == queryVarying {
		q = "utm_source=" + agg.seed.stem + "&rid=" + randomToken(r, 8)
	}
	return ptr(*original + sep + q)
}

// posting generates the seq-th posting of src.
func (g *jobGenerator) posting(src *jobSource, seq int) posting {
	c := g.content
	c.reseed(mix(g.seed, uint64(src.index), uint64(seq), 3))
	r := c.Rand
	var p posting
	p.lang = src.languages.pick(r)
	p.occ = &occupations[r.IntN(len(occupations))]
	p.title = jobTitle(r, p.occ, p.lang, src.seed.kind == kindClassifieds)
	switch {
	case src.employer != nil:
		p.company = src.employer
	case src.seed.kind == kindClassifieds:
	case src.seed.kind == typeAgency && chance(r, 0.4):
	case chance(r, 0.03):
	default:
		p.company = &g.companies[skewedIndex(r, len(g.companies))]
	}
	placePosting(r, &p)
	p.remote = p.remote || chance(r, 0.06)
	p.employment = employmentWeights.pick(r)
	p.level = r.IntN(len(careerLevels[langAZ]))
	if chance(r, src.salaryShare) {
		p.currency = "AZN"
		scale := 1.0
		switch {
		case chance(r, 0.04):
			p.currency, scale = "USD", 1/1.7
		case chance(r, 0.01):
			p.currency, scale = "EUR", 1/1.95
		}
		low := roundTo(float64(p.occ.payLow)*(0.8+0.4*r.Float64())*scale, 50)
		high := max(low+100, roundTo(float64(p.occ.payHigh)*(0.8+0.4*r.Float64())*scale, 50))
		switch payShapes.pick(r) {
		case 0:
			p.payFrom, p.payTo = &low, &high
		case 1:
			p.payFrom = &low
		default:
			p.payTo = &high
		}
	}
	if p.company != nil && chance(r, 0.3) {
		p.email = pick(r, roleMailboxes) + "@" + p.company.domain
	}
	p.phone = pick(r, []string{"50", "51", "55", "70", "77", "99", "10", "12"}) + fmt.Sprintf("%07d", r.IntN(10_000_000))
	p.workType = workTypeWeights.pick(r)
	p.viewsDaily = between(r, 3, 60)
	p.slug = slugify(p.title)
	p.buildBody(r)

	if !(src.seed.kind == typeEmployer && src.jobsURL == nil && chance(r, 0.5)) {
		p.url = ptr(src.postingURL(src.jobID(seq, p.slug), p.slug, p.company))
	}
	return p
}

// jobTitle is the title as a source publishes it.
func jobTitle(r *rand.Rand, occ *occupation, lang int, classifieds bool) string {
	base := occ.title(lang)
	if classifieds {
		switch lang {
		case langRU:
			return pick(r, []string{"Требуется " + lowerFirst(base), "Срочно! " + base, base})
		case langEN:
			return base + " wanted"
		}
		return pick(r, []string{"TƏCİLİ! " + base + " tələb olunur", base + " tələb olunur", "İŞ ELANI: " + base, base})
	}
	roll := r.IntN(12)
	switch lang {
	case langRU:
		switch roll {
		case 0:
			return "Старший " + lowerFirst(base)
		case 1:
			return "Ведущий " + lowerFirst(base)
		case 2:
			return base + " (Баку)"
		}
	case langEN:
		switch roll {
		case 0:
			return "Senior " + base
		case 1:
			return "Junior " + base
		case 2:
			return base + " – Baku"
		case 3:
			return base + " (m/f/d)"
		}
	default:
		switch roll {
		case 0:
			return "Aparıcı " + lowerFirst(base)
		case 1:
			return base + " (Bakı)"
		case 2:
			return base + " / " + occ.en
		case 3:
			return base + " (növbəli iş)"
		}
	}
	return base
}

// Kinds of published place, with their shares of postings. Together the
// city-bearing kinds make about a quarter.
const (
	placeNone = iota
	placeCity
	placeCityCountry
	placeDistrict
	placeOffice
	placeCountry
	placeForeign
	placeRemote
)

// payShapes: both ends published, only the floor, only the ceiling.
var (
	payShapes       = newWeighted([]float64{55, 25, 20})
	workTypeWeights = newWeighted([]float64{70, 15, 5, 10})
)

var placeKinds = newWeighted([]float64{
	placeNone: 46, placeCity: 17, placeCityCountry: 5, placeDistrict: 3, placeOffice: 12,
	placeCountry: 8, placeForeign: 7, placeRemote: 2,
})

// placePosting sets location, city, district and country as a source with
// the posting's precision publishes them.
func placePosting(r *rand.Rand, p *posting) {
	switch placeKinds.pick(r) {
	case placeCity:
		c := &cities[cityWeights.pick(r)]
		text := c.spelling[p.lang]
		if c.name == "Bakı" && chance(r, 0.2) {
			text = pick(r, []string{"Bakı şəhəri", "г. Баку", "Baku city"})
		}
		p.location, p.city = &text, &c.name
	case placeCityCountry:
		c := &cities[cityWeights.pick(r)]
		p.location = ptr(c.spelling[p.lang] + ", " + countryNames[p.lang])
		p.city, p.country = &c.name, ptr("AZ")
	case placeDistrict:
		d := pick(r, bakuDistricts)
		p.location = ptr(pick(r, []string{d + " r., Bakı", "Bakı, " + d + " rayonu", d + " rayonu"}))
		p.city, p.district = &cities[0].name, &d
	case placeOffice:
		p.location = ptr(pick(r, officePlaces))
	case placeCountry:
		p.location, p.country = ptr(countryNames[p.lang]), ptr("AZ")
	case placeForeign:
		f := pick(r, foreignPlaces)
		p.location = ptr(f.text)
		if f.country != "" {
			p.country = ptr(f.country)
		}
	case placeRemote:
		p.location, p.remote = ptr(pick(r, remotePlaces)), true
	}
}

// buildBody draws the parts of the posting's body.
func (p *posting) buildBody(r *rand.Rand) {
	lang := p.lang
	if p.company != nil {
		p.intro.para = fmt.Sprintf(pick(r, introTemplates[lang]), p.company.name, p.title)
	} else {
		p.intro.para = fmt.Sprintf(pick(r, anonymousIntro[lang]), lowerFirst(p.title))
	}
	p.duties = block{heading: dutiesHeading[lang], items: consecutive(r, duties[lang], between(r, 3, 5))}
	p.reqs = block{heading: requirementsHeading[lang], items: consecutive(r, requirements[lang], between(r, 2, 4))}
	p.offers = block{heading: offerHeading[lang], items: consecutive(r, offers[lang], between(r, 2, 4))}
	if pay := payText(p.payFrom, p.payTo, p.currency); pay != "" {
		p.closing = append(p.closing, block{para: fmt.Sprintf(salaryLine[lang], pay)})
	}
	if p.email != "" {
		p.closing = append(p.closing, block{para: fmt.Sprintf(applyLine[lang], p.email)})
	}
}

// bodyBlocks is the description: with the requirements inline unless the
// source publishes them as their own section.
func (p *posting) bodyBlocks(withRequirements bool) []block {
	blocks := make([]block, 0, 6)
	blocks = append(blocks, p.intro, p.duties)
	if withRequirements {
		blocks = append(blocks, p.reqs)
	}
	blocks = append(blocks, p.offers)
	return append(blocks, p.closing...)
}

// bodyHTML is the source's own markup where it publishes HTML, otherwise
// markup generated from the plain text.
func bodyHTML(src *jobSource, blocks []block, text string) string {
	if src.htmlBodies {
		return sourceHTML(blocks)
	}
	return generatedHTML(text)
}

// consecutive returns n items of pool starting at a random place.
func consecutive(r *rand.Rand, pool []string, n int) []string {
	start := r.IntN(len(pool))
	out := make([]string, min(n, len(pool)))
	for i := range out {
		out[i] = pool[(start+i)%len(pool)]
	}
	return out
}

func payText(from, to *float64, currency string) string {
	switch {
	case from != nil && to != nil:
		return fmt.Sprintf("%g–%g %s", *from, *to, currency)
	case from != nil:
		return fmt.Sprintf("%g %s-dən", *from, currency)
	case to != nil:
		return fmt.Sprintf("%g %s-dək", *to, currency)
	}
	return ""
}

func roundTo(v, step float64) float64 { return math.Max(step, math.Round(v/step)*step) }

// lifecycle is a row's place in the spec's state machine.
type lifecycle struct {
	ingested, firstSeen, deactivated time.Time
	timesSeen                        int
}

// lifecycle draws when the row was first and last seen and whether the
// retirement pass has retired it, consistently with the source's schedule:
// a retired row was last seen at least 24 hours before the complete scrape
// that retired it, and a live row of a retiring source was seen within the
// last 24 hours.
func (g *jobGenerator) lifecycle(src *jobSource) lifecycle {
	r := g.r
	perDay := int(24 * time.Hour / src.cadence)
	var l lifecycle
	switch {
	case src.retires && chance(r, g.retire):
		missed := perDay + r.IntN(perDay*45)
		l.ingested = src.lastScrape.Add(-time.Duration(missed) * src.cadence)
		l.deactivated = l.ingested.Add(24 * time.Hour)
	case src.retires:
		l.ingested = src.lastScrape
		if perDay > 1 && chance(r, 0.08) {
			l.ingested = l.ingested.Add(-time.Duration(1+r.IntN(perDay-1)) * src.cadence)
		}
	default:
		l.ingested = src.lastScrape
		if chance(r, 0.2) {
			l.ingested = l.ingested.Add(-time.Duration(r.IntN(perDay*10)) * src.cadence)
		}
	}
	age := expCount(r, 14*float64(perDay), 120*perDay)
	l.firstSeen = l.ingested.Add(-time.Duration(age) * src.cadence)
	l.timesSeen = age + 1 - r.IntN(age/5+1)
	return l
}

// facts echoes the extra upstream columns the source publishes, as strings.
func (g *jobGenerator) facts(src *jobSource, job *Job, p *posting, views string, hasPay bool, deadline time.Time, life lifecycle) map[string]string {
	if len(src.facts) == 0 {
		return nil
	}
	facts := map[string]string{}
	set := func(key string, v *string) {
		if v != nil {
			facts[key] = *v
		}
	}
	for _, key := range src.facts {
		switch key {
		case "work_type":
			set(key, job.WorkType)
		case "company_logo":
			set(key, job.CompanyLogo)
		case "view_count":
			if views != "" {
				facts[key] = views
			}
		case "contact_email":
			set(key, job.ContactEmail)
		case "contact_phone":
			set(key, job.ContactPhone)
		case "slug":
			facts[key] = p.slug
		case "salary":
			if hasPay {
				facts[key] = payText(job.SalaryFrom, job.SalaryTo, *job.SalaryCurrency)
			} else if chance(g.r, 0.5) {
				facts[key] = "Razılaşma ilə"
			}
		case "deadline":
			if !deadline.IsZero() {
				facts[key] = deadline.In(baku).Format("02.01.2006")
			}
		}
	}
	if src.archive && chance(g.r, 0.25) {
		created := life.firstSeen.Add(-time.Duration(between(g.r, 200, 900)*24) * time.Hour)
		facts["is_active"] = pick(g.r, []string{"1", "0"})
		facts["flag_status"] = pick(g.r, []string{"approved", "approved", "pending", "flagged"})
		facts["created_at"] = created.In(baku).Format(time.DateTime)
		facts["click_count"] = strconv.Itoa(between(g.r, 0, 4000))
	}
	if len(facts) == 0 {
		return nil
	}
	return facts
}

// Phone layouts as sources publish them; digits are the operator code and
// the seven-digit number.
var phoneFormats = []string{"+994 %s %s %s %s", "(0%s) %s-%s-%s", "0%s %s %s %s", "+994%s%s%s%s", "0%s-%s-%s-%s"}

func formatPhone(style int, digits string) string {
	return fmt.Sprintf(phoneFormats[style], digits[:2], digits[2:5], digits[5:7], digits[7:9])
}

const tokenAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

func randomToken(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = tokenAlphabet[r.IntN(len(tokenAlphabet))]
	}
	return string(b)
}

// newCompanies is the pool of companies that post on boards, platforms and
// through agencies: known employers first, then generated ones.
func newCompanies(seed uint64) []company {
	r := stream(seed, "companies")
	var out []company
	seen := map[string]bool{}
	add := func(name string) {
		if seen[name] {
			return
		}
		seen[name] = true
		slug := slugify(name)
		out = append(out, company{name: name, slug: slug, domain: strings.ReplaceAll(slug, "-", "") + ".az"})
	}
	for _, name := range knownCompanies {
		add(name)
	}
	for len(out) < 320 {
		name := pick(r, companyWords) + " " + pick(r, companySectors)
		if form := pick(r, companyForms); form != "" {
			name += " " + form
		}
		add(name)
	}
	return out
}
