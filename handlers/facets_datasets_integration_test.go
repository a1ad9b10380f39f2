package handlers_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"readapi"
)

// exactOracle is an oracle whose filters match a stored field exactly
// (fields), or a boolean field (flags), or a comma list of upper-cased codes
// (lists: parameter → field); each facet reads the field of its name
// unless paths says otherwise.
func exactOracle(rows []map[string]any, fields, flags map[string]string, paths map[string][]string, own map[string][]string) oracle {
	return oracle{
		rows: rows,
		match: func(param, value string) func(map[string]any) bool {
			if f, ok := fields[param]; ok {
				return func(r map[string]any) bool { s, _ := r[f].(string); return strings.EqualFold(s, value) }
			}
			if f, ok := flags[param]; ok {
				return func(r map[string]any) bool { return value == "any" || r[f] == (value == "true") }
			}
			if param == "codes" {
				return func(r map[string]any) bool {
					c, _ := r["code"].(string)
					return slices.Contains(strings.Split(strings.ToUpper(value), ","), c)
				}
			}
			panic("the oracle does not know " + param)
		},
		value: func(f string, r map[string]any) any {
			path, ok := paths[f]
			if !ok {
				return r[f]
			}
			var v any = r
			for _, p := range path {
				m, _ := v.(map[string]any)
				v = m[p]
			}
			return v
		},
		own: own,
	}
}

func TestFacetsOnEveryDataset(t *testing.T) {
	a := newAPI(t)
	var events []map[string]any
	for i := range 40 {
		var venue any
		if i%4 != 3 {
			id := []string{"sarayi", "filarmoniya", "opera"}[i%3]
			venue = map[string]any{"id": id, "name": strings.ToUpper(id), "address": nil, "lat": nil, "lng": nil}
		}
		events = append(events, row(readapi.Events.Fields, map[string]any{"id": fmt.Sprintf("e:%02d", i), "source": []string{"tix", "cinema", "tix"}[i%3],
			"name": fmt.Sprintf("Event %d", i), "category": []any{"concert", "theatre", nil, "concert", "cinema"}[i%5], "venue": venue,
			"starts_at": fmt.Sprintf("2026-12-%02dT18:00:00Z", 1+i%28), "ingested_at": "2026-11-20T00:00:00Z"}))
	}
	a.load("events", events...)
	ev := exactOracle(events, map[string]string{"category": "category", "source": "source"}, nil,
		map[string][]string{"venue": {"venue", "id"}}, map[string][]string{"category": {"category"}, "source": {"source"}})
	for _, q := range []string{"facets=source,category,venue", "category=concert&facets=category,venue,source", "source=tix&category=theatre&facets=source,venue&facet_limit=2"} {
		ev.check(t, a, "/v1/events?"+q)
	}

	var quotes []map[string]any
	for i := range 48 {
		quotes = append(quotes, quote(fmt.Sprintf("q:%02d", i), i%3 != 0, []any{"love", "life", nil}[i%3],
			map[string]any{"author": []any{"Nizami Gəncəvi", "Füzuli", nil, "nizami gəncəvi", "Füzuli"}[i%5], "source": []string{"quotable", "wiki"}[i%2]}))
	}
	a.load("quotes", quotes...)
	qo := exactOracle(quotes, map[string]string{"author": "author", "category": "category", "source": "source"}, map[string]string{"active": "active"},
		nil, map[string][]string{"author": {"author"}, "category": {"category"}, "source": {"source"}})
	qo.defaults = map[string]string{"active": "true"}
	for _, q := range []string{"facets=author,category,source", "author=Füzuli&facets=author,category", "active=any&category=love&facets=category,author&facet_limit=2"} {
		qo.check(t, a, "/v1/quotes?"+q)
	}

	var rates []map[string]any
	for day := 1; day <= 9; day++ {
		effective := day - day%3
		if effective == 0 {
			effective = day
		}
		for _, c := range []string{"USD", "EUR", "GBP", "XAU"}[:2+day%3] {
			rates = append(rates, rate(fmt.Sprintf("2026-11-%02d", day), fmt.Sprintf("2026-11-%02d", effective), c))
		}
	}
	a.load("rates", rates...)
	ro := exactOracle(rates, map[string]string{"kind": "kind"}, map[string]string{"carried_forward": "carried_forward"}, nil,
		map[string][]string{"code": {"codes"}, "kind": {"kind"}, "carried_forward": {"carried_forward"}})
	for _, q := range []string{"facets=code,kind,carried_forward", "codes=usd,eur&carried_forward=false&facets=code,carried_forward,kind", "kind=metal&facets=kind,code&facet_limit=1"} {
		ro.check(t, a, "/v1/rates?"+q)
	}

	var genome []map[string]any
	for i := range 12 {
		genome = append(genome, row(readapi.Genome.Fields, map[string]any{"id": fmt.Sprintf("g%02d", i), "source": "registry", "source_id": fmt.Sprintf("g%02d", i),
			"source_name": "S", "authority": []string{"EBI", "NCBI", "UCSC"}[i%3], "category": []string{"variation", "annotation"}[i%2],
			"update_frequency": "continuous", "status": []string{"ok", "degraded", "ok", "error"}[i%4],
			"format": []any{"flatfile", "rest_v2", nil}[i%3], "sort_order": 1 + i%10, "ingested_at": "2026-11-01T00:00:00Z"}))
	}
	a.load("genome", genome...)
	gen := exactOracle(genome, map[string]string{"category": "category"}, nil, nil, map[string][]string{"category": {"category"}})
	for _, q := range []string{"facets=category,authority,status,format", "category=variation&facets=category,status,format"} {
		gen.check(t, a, "/v1/genome/releases?"+q)
	}

	var probes []map[string]any
	for i := range 30 {
		reachable, class := i%3 != 0, any(nil)
		if !reachable {
			class = readapi.FailureClasses[i%4]
		}
		id := fmt.Sprintf("prober:t%02d", i)
		probes = append(probes, row(readapi.Reachability.Fields, map[string]any{"id": id, "source": "prober", "target_id": id[7:], "url": "https://x/" + id,
			"watchlist": []string{"gov", "news"}[i%2], "vantage": []string{"baku", "frankfurt", "virginia"}[i%3], "reachable": reachable,
			"redirected": false, "failure_class": class, "robots_allowed": true, "checked_at": "2026-11-01T00:00:00Z",
			"consecutive_failures": 0, "ingested_at": "2026-11-01T00:00:00Z"}))
	}
	a.load("reachability", probes...)
	re := exactOracle(probes, map[string]string{"watchlist": "watchlist", "vantage": "vantage", "failure_class": "failure_class"},
		map[string]string{"reachable": "reachable"}, nil,
		map[string][]string{"watchlist": {"watchlist"}, "vantage": {"vantage"}, "reachable": {"reachable"}, "failure_class": {"failure_class"}})
	for _, q := range []string{"facets=watchlist,vantage,reachable,failure_class", "reachable=false&watchlist=gov&facets=reachable,failure_class,watchlist",
		"failure_class=dns_error&facets=failure_class,vantage"} {
		re.check(t, a, "/v1/reachability?"+q)
	}
}
