package gendata

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"
)

// ReachabilityRecord is one line of reachability.ndjson: the last probe of
// one watched URL by one prober.
type ReachabilityRecord struct {
	ID                  string  `json:"id"`
	Source              string  `json:"source"`
	TargetID            string  `json:"target_id"`
	URL                 string  `json:"url"`
	Watchlist           string  `json:"watchlist"`
	Vantage             string  `json:"vantage"`
	Reachable           bool    `json:"reachable"`
	HTTPStatus          *int    `json:"http_status"`
	FinalURL            *string `json:"final_url"`
	Redirected          bool    `json:"redirected"`
	FailureClass        *string `json:"failure_class"`
	Error               *string `json:"error"`
	ResponseMS          *int    `json:"response_ms"`
	RobotsAllowed       bool    `json:"robots_allowed"`
	CheckedAt           string  `json:"checked_at"`
	LastReachableAt     *string `json:"last_reachable_at"`
	FirstFailedAt       *string `json:"first_failed_at"`
	ConsecutiveFailures int     `json:"consecutive_failures"`
	IngestedAt          string  `json:"ingested_at"`
}

// prober is a client that probes the watchlists from one vantage.
type prober struct {
	stem, vantage string
	every         time.Duration
	share         float64 // of targets it probes
}

var probers = []prober{
	{"prober", "baku-az", 6 * time.Hour, 1},
	{"prober_eu", "frankfurt-de", 12 * time.Hour, 0.35},
}

// FailureClasses is the spec's closed set of failure_class values.
var FailureClasses = []string{"http_error", "blocked_by_bot_protection", "tls_error", "dns_error", "timeout",
	"connection_error", "robots_disallowed"}

var failureWeights = newWeighted([]float64{30, 15, 10, 10, 15, 12, 8})

// watchlists name sets of targets; each target's id is the watchlist and
// the host's first label (the registered name, never re-derived later).
var watchlists = []struct {
	name  string
	hosts []string
}{
	{"gov", []string{"portal=www.e-gov.az", "president.az", "mincom.gov.az", "economy.gov.az", "mfa.gov.az", "edu.gov.az",
		"health.gov.az", "taxes.gov.az", "customs.gov.az", "asan.gov.az", "dim.gov.az", "e-social.gov.az", "stat.gov.az"}},
	{"banks", []string{"kapitalbank.az", "pashabank.az", "abb-bank.az", "unibank.az", "xalqbank.az", "yelo.az",
		"accessbank.az", "bankrespublika.az", "cbar.az", "rabitabank.com"}},
	{"media", []string{"apa.az", "report.az", "azertag.az", "oxu.az", "qafqazinfo.az", "trend.az", "day.az",
		"haqqin.az", "modern.az", "turan.az", "1news.az"}},
	{"job-boards", []string{"boss.az", "jobsearch.az", "hellojob.az", "busy.az", "rabota.az", "tap.az", "lalafo.az",
		"ejob.az", "jobinfo.az"}},
	{"universities", []string{"ada.edu.az", "bsu.edu.az", "unec.edu.az", "asoiu.edu.az", "khazar.org", "bhos.edu.az",
		"aztu.edu.az", "amu.edu.az"}},
	{"telecom", []string{"azercell.com", "bakcell.com", "nar.az", "aztelekom.az", "azintelecom.az", "citynet.az"}},
	{"ecommerce", []string{"umico.az", "kontakt.az", "bakuelectronics.az", "irshad.az", "birmarket.az"}},
	{"intl", []string{"google.com", "wikipedia.org", "github.com", "cloudflare.com", "telegram.org"}},
}

// target is one watched URL.
type target struct {
	id, url, watchlist, host string
}

// nthTarget is the i-th registered target: the listed hosts first, then
// generated sites spread over the watchlists.
func nthTarget(i int) target {
	for _, wl := range watchlists {
		if i < len(wl.hosts) {
			label, host, named := strings.Cut(wl.hosts[i], "=")
			if !named {
				host = label
				label, _, _ = strings.Cut(strings.TrimPrefix(host, "www."), ".")
			}
			return target{id: wl.name + "-" + label, url: "https://" + host + "/", watchlist: wl.name, host: host}
		}
		i -= len(wl.hosts)
	}
	wl := watchlists[i%len(watchlists)]
	name := slugify(companyWords[i%len(companyWords)]) + fmt.Sprint(i)
	host := name + ".az"
	url := "https://" + host + "/"
	if i%5 == 0 {
		url = "http://" + host + "/az/"
	}
	return target{id: wl.name + "-" + name, url: url, watchlist: wl.name, host: host}
}

// WriteReachability writes n records: every target probed from Baku, about
// a third also from Frankfurt (a second prober is a second row).
func (g *Generator) WriteReachability(w io.Writer, n int) error {
	s := g.sink(w, "reachability")
	r := stream(g.seed, "reachability")
	runs := make([]time.Time, len(probers))
	for i, p := range probers {
		runs[i] = g.now.Add(-30 * time.Minute).Add(-time.Duration(r.IntN(int((p.every-time.Hour)/time.Minute))) * time.Minute)
	}
	failures := 0
	written := 0
	for t := 0; written < n; t++ {
		tg := nthTarget(t)
		for pi := range probers {
			p := &probers[pi]
			if written == n || !chance(r, p.share) {
				continue
			}
			checked := runs[pi].Add(time.Duration(t%600) * 2 * time.Second)
			rec := probeRecord(r, p, tg, checked, &failures)
			if err := s.write(&rec); err != nil {
				return err
			}
			written++
		}
	}
	return s.done()
}

// probeRecord draws the outcome of the latest probe and the counters the
// spec's transitions leave behind. The first failures cycle through every
// failure class so that each appears even in a small file.
func probeRecord(r *rand.Rand, p *prober, tg target, checked time.Time, failures *int) ReachabilityRecord {
	rec := ReachabilityRecord{ID: p.stem + ":" + tg.id, Source: p.stem, TargetID: tg.id, URL: tg.url,
		Watchlist: tg.watchlist, Vantage: p.vantage, RobotsAllowed: true, CheckedAt: instant(checked),
		IngestedAt: instant(checked.Add(time.Duration(between(r, 1, 20)) * time.Second))}
	reachableShare := 0.72
	if tg.watchlist == "intl" {
		reachableShare = 0.97
	}
	if chance(r, reachableShare) {
		rec.Reachable = true
		rec.HTTPStatus = ptr(200)
		rec.FinalURL, rec.Redirected = redirect(r, tg)
		rec.ResponseMS = ptr(responseTime(r, p))
		rec.LastReachableAt = ptr(rec.CheckedAt)
		return rec
	}

	class := FailureClasses[failureWeights.pick(r)]
	if *failures < len(FailureClasses) {
		class = FailureClasses[*failures]
	}
	*failures++
	rec.FailureClass = &class
	var sentence string
	switch class {
	case "http_error":
		status := pick(r, []int{404, 500, 502, 503, 410, 401, 429, 204, 206})
		rec.HTTPStatus = &status
		rec.FinalURL, rec.Redirected = redirect(r, tg)
		rec.ResponseMS = ptr(responseTime(r, p))
		sentence = fmt.Sprintf("The server answered with status %d.", status)
	case "blocked_by_bot_protection":
		rec.HTTPStatus = ptr(403)
		rec.FinalURL, rec.Redirected = redirect(r, tg)
		rec.ResponseMS = ptr(responseTime(r, p))
		sentence = "The site answered 403 with a bot-protection challenge."
	case "tls_error":
		sentence = pick(r, []string{"The certificate has expired.", "The certificate is not valid for this host name.",
			"The TLS handshake was refused."})
	case "dns_error":
		sentence = "The host name did not resolve."
	case "timeout":
		sentence = "No response within 20 seconds."
	case "connection_error":
		sentence = pick(r, []string{"The connection was reset before a response arrived.", "The connection was refused."})
	case "robots_disallowed":
		rec.RobotsAllowed = false
		sentence = "The site's robots rules do not allow this crawler."
	}
	if chance(r, 0.95) {
		rec.Error = &sentence
	}
	rec.ConsecutiveFailures = 1 + expCount(r, 4, 60)
	firstFailed := checked.Add(-time.Duration(rec.ConsecutiveFailures-1) * p.every)
	rec.FirstFailedAt = ptr(instant(firstFailed))
	if chance(r, 0.8) {
		rec.LastReachableAt = ptr(instant(firstFailed.Add(-p.every)))
	}
	return rec
}

// redirect is where a request that got an answer ended.
func redirect(r *rand.Rand, tg target) (*string, bool) {
	switch {
	case strings.HasPrefix(tg.url, "http://"):
		return ptr("https://" + strings.TrimPrefix(tg.url, "http://")), true
	case chance(r, 0.25):
		if strings.HasPrefix(tg.host, "www.") {
			return ptr(tg.url + "az/"), true
		}
		return ptr("https://www." + tg.host + "/"), true
	}
	return ptr(tg.url), false
}

func responseTime(r *rand.Rand, p *prober) int {
	ms := 40 + expCount(r, 400, 9000)
	if p.vantage != "baku-az" {
		ms += 90
	}
	return ms
}
