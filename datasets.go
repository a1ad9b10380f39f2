package readapi

import (
	"encoding/json"
	"strings"

	"readapi/internal/dupes"
	"readapi/internal/lifecycle"
)

// field builds an always-present field.
func field(name string, kind Kind, nullable bool, doc string) Field {
	return Field{Name: name, Kind: kind, Nullable: nullable, Doc: doc}
}

// with returns the field with its presence p.
func (f Field) with(p Presence) Field { f.Presence = p; return f }

// shaped returns the field with the members of its object (or items).
func (f Field) shaped(s *Shape) Field { f.Shape = s; return f }

// SourceTypes is the closed set of job source classifications.
var SourceTypes = []string{"employer", "platform", "agency", "board", "aggregator", "unknown"}

// FailureClasses is the closed set of reachability failure classes, which
// the reachability transition enforces.
var FailureClasses = lifecycle.FailureClasses

// Jobs describes the job postings dataset.
var Jobs = &Dataset{
	Name:         "jobs",
	Resource:     "Job",
	Doc:          "Job postings from many publishers, with an active/retired flag.",
	Fields:       jobFields,
	Filters:      jobFilters,
	Sorts:        []string{"ingested_at", "posted_at"},
	DefaultOrder: "-posted_at",
	FullText:     []string{"title^3", "company.name^1.5", "description"},
	// place holds location, city and district (copy_to), searched below every other
	// field so that a place word finds postings that name it only there.
	PlaceText:       []string{"place^0.5"},
	Synonyms:        []string{"title", "description", "place"},
	HeldSynonyms:    []string{"company.name"},
	Language:        "jobs.txt",
	Highlight:       []string{"title", "company.name", "description"},
	Facets:          append(jobFacets, jobDerivedFacets...),
	SourceMustExist: true,
	ListPaths:       []string{"/jobs"},
	ItemPaths:       []string{"/jobs/{id}"},
	Includes:        []string{"bodies", DerivedField},
	Derivation:      jobDerivation,
	Write: lifecycle.Rules{
		Kept:       []string{"first_seen_at", "times_seen", "active", "deactivated_at"},
		Transition: lifecycle.Jobs,
		Retires:    true,
	},
	// dup_block groups the copies of a posting (see reindex/groups.go).
	Helpers: []Helper{{Name: "url_base", From: []string{"url"}, Value: urlBase},
		{Name: dupes.BlockField, From: []string{"title"}, Value: dupBlock},
		{Name: SalaryBandField, From: []string{DerivedField}, Value: salaryBand}},
	SourceTyped:  true,
	QualityStats: true,

	Suggest: []SuggestField{
		{Param: "title", Path: "title", Doc: "the job title (default)"},
		{Param: "company", Path: "company.name", Doc: "the company name"},
	},
	SuggestFilters: []string{"active"},
}

// jobFields are the fields of a job posting, in the order of the resource.
var jobFields = []Field{
	field("id", String, false, "Stable id, form `<source>:<source_job_id>`; never reissued."),
	field("source", String, false, "Scraper stem; first half of id."),
	field("source_name", String, true, "Display name of the source; null for sources with no registry entry."),
	field("source_url", String, true, "The source's own website (not the posting link)."),
	field("title", String, false, "Title as published."),
	field("company", Object, true, "Null when the source omits the company and always on classifieds sources.").shaped(CompanyShape),
	field("location", String, true, "Free text at the source's precision."),
	field("city", String, true, "Normalised Azerbaijani city, only where the source published a place."),
	field("district", String, true, "Baku rayon where the source names one."),
	field("country", String, true, "ISO 3166-1 alpha-2 code published by the source."),
	field("remote", Boolean, true, "Remote-eligible."),
	field("employment_type", String, true, "Source's own label (schema.org tokens or employer labels)."),
	field("job_function", String, true, "Source's own taxonomy."),
	field("career_level", String, true, "Source's own seniority label."),
	field("salary_from", Number, true, "Floor of the published pay range; null when not published."),
	field("salary_to", Number, true, "Ceiling of the published pay range."),
	field("salary_currency", String, true, "Source's own currency code, usually AZN."),
	field("salary_period", String, true, "HOUR, DAY, WEEK, MONTH or YEAR; null unless stated."),
	field("deadline_at", Timestamp, true, "Application deadline as published."),
	field("posted_at", Timestamp, true, "When the source says the posting first appeared."),
	field("url", String, true, "Posting page on the source site; not unique, not stable."),
	field("description", String, true, "Full body, when the crawler fetched the posting page."),
	field("requirements", String, true, "Requirements section where the source separates it."),
	field("facts", Object, true, "Per-source map of extra upstream columns, every value rendered as a string; absent when "+
		"there are none. Check for a key; do not assume it; read the typed fields for salary and deadline.").with(AbsentWhenNone).shaped(stringMap),
	field("ingested_at", Timestamp, false, "When this version was stored; not moved by retirement."),
	field("first_seen_at", Timestamp, false, "First observation; never changes."),
	field("times_seen", Integer, false, "Number of scrapes that saw the posting."),
	field("active", Boolean, false, "False once the retirement pass concluded the posting had gone."),
	field("deactivated_at", Timestamp, true, "When the platform concluded the posting had gone."),
	field("work_type", String, true, "Source's own working-arrangement label."),
	field("company_logo", String, true, "Absolute URL of the logo on the source's site."),
	field("view_count", Integer, true, "The source's own view counter."),
	field("contact_email", String, true, "Employer application mailbox for this posting."),
	field("contact_phone", String, true, "As published."),
	field("description_html", String, true, "Source HTML of the body; on collections only with include=bodies. Escape before rendering.").with(ItemOrBodies),
	field("requirements_html", String, true, "As description_html, for the requirements section.").with(ItemOrBodies),
	derivedField(JobDerivedShape),
}

// jobFilters are the filters of the jobs collection.
var jobFilters = append([]Filter{
	boolean("remote", "remote", "true: remote-eligible only; false: not remote-eligible."),
	custom("company", String, "Company slug or name, case-insensitive.", func(_ Env, v []string) (Clause, error) {
		return anyOf(Term("company.slug.folded", v[0]), Term("company.name.folded", v[0])), nil
	}),
	laterThan("updated_after", "Rows whose ingested_at or deactivated_at is later than the instant.", "ingested_at", "deactivated_at"),
	laterThan("first_seen_after", "Rows whose first_seen_at is later than the instant.", "first_seen_at"),
	dateBound("posted_after", "posted_at", "gte", "Rows posted on or after the date."),
	substring("location", "location.substring", "Case-insensitive substring of location."),
	exact("employment_type", "employment_type.normalized", "Exact, case-insensitive, '-' and '_' the same; no mapping between vocabularies."),
	substring("job_function", "job_function.substring", "Case-insensitive substring of job_function."),
	substring("career_level", "career_level.substring", "Case-insensitive substring of career_level."),
	hasAny("has_salary", "true: publishes pay (either end); false: publishes none.", "salary_from", "salary_to"),
	atLeast("salary_from_at_least", "salary_from", "salary_from at least this; rows with no floor are excluded. No currency conversion."),
	exact("salary_currency", "salary_currency.ci", "Exact, case-insensitive."),
	exact("city", "city.ci", "Exact match on the normalised city, case-insensitive."),
	exact("district", "district.ci", "Exact match on district, case-insensitive."),
	countryCode("country", "country", "One ISO 3166-1 alpha-2 code, case-insensitive; UK is GB; empty means no filter."),
	dateBound("deadline_after", "deadline_at", "gte", "deadline_at on or after the date; rows with no deadline are excluded."),
	tristate("active", "active", "any", "`any` (both), `true` (still published at the source's last complete scrape) or "+
		"`false` (retired only). Default `any` today; the default is announced to move to `true`, so pass `active` "+
		"to keep a meaning."),
	sourceTypes("source_type", "Comma-separated union of source types.", SourceTypes...),
	fuzzyOption, highlightOption,
}, jobDerivedFilters...)

// Events describes the events dataset.
var Events = &Dataset{
	Name:     "events",
	Resource: "Event",
	Doc:      "Concerts, theatre, exhibitions and cinema, with venues and per-showing sessions.",
	Fields: []Field{
		field("id", String, false, "Form `<source>:<source_event_id>`."),
		field("source", String, false, "Scraper that produced the event."),
		field("slug", String, true, "Source's readable identifier; not unique."),
		field("name", String, false, "As published."),
		field("category", String, true, "Source's own category slug; open set."),
		field("venue", Object, true, "Where the event is held; coordinates where the source geocodes.").shaped(VenueShape),
		field("starts_at", Timestamp, true, "UTC instant."),
		field("ends_at", Timestamp, true, "UTC, when published."),
		field("price", Object, true, "Range across ticket tiers.").shaped(PriceShape),
		field("age_limit", String, true, "As published, e.g. 16+."),
		field("tickets_available", Integer, true, "Live inventory; null where not exposed."),
		field("description", String, true, "Editorial copy."),
		field("url", String, true, "Canonical page on the source site."),
		field("external_url", String, true, "Information or ticketing page."),
		field("poster_url", String, true, "Highest-resolution artwork offered."),
		field("sessions", Array, true, "Per-showing inventory; only on the single-event path and only where the source publishes it.").with(ItemOnly).shaped(SessionShape),
		field("ingested_at", Timestamp, false, "When this version was stored."),
		derivedField(EventDerivedShape),
	},
	Filters: append([]Filter{
		exact("category", "category", "Exact match on the source's category slug."),
		laterThan("updated_after", "Rows whose ingested_at is later than the instant.", "ingested_at"),
		timeBound("starts_after", "starts_at", "gte", "Events starting at or after the instant."),
		timeBound("starts_before", "starts_at", "lte", "Events starting at or before the instant."),
		fuzzyOption, highlightOption, nearOption, withinKmOption,
	}, eventDerivedFilters...),
	Sorts:        []string{"ingested_at", "starts_at"},
	DefaultOrder: "starts_at",
	FullText:     []string{"name^3", "venue.name^2", "venue.address", "description"},
	// kind holds the source's category slug (copy_to), searched below every
	// other field, so that "sərgi" finds an exhibition whose text never
	// says so; every field is searched with the event words.
	PlaceText: []string{"kind^0.5"},
	Synonyms:  []string{"name", "venue.name", "venue.address", "description", "kind"},
	// A person's name is written in the description too ("Музыка
	// Узеира Гаджибейли"), so it takes the other script's spellings too.
	Names:      []string{"name", "venue.name", "description"},
	Language:   "events.txt",
	Highlight:  []string{"name", "venue.name", "description"},
	Facets:     append(eventFacets, eventDerivedFacets...),
	ListPaths:  []string{"/events"},
	ItemPaths:  []string{"/events/{id}"},
	Includes:   []string{DerivedField},
	Derivation: eventDerivation,
	Helpers:    []Helper{{Name: "venue_location", From: []string{"venue"}, Value: venueLocation}},
	Location:   "venue_location",
	Suggest: []SuggestField{
		{Param: "name", Path: "name", Doc: "the event name (default)"},
		{Param: "venue", Path: "venue.name", Doc: "the venue name"},
	},
}

// VenueFields are the fields of a venue, answered from events' venue objects.
var VenueFields = []Field{
	field("id", String, true, "Slugified venue name; equals an event's venue.id."),
	field("name", String, false, "As published."),
	field("address", String, true, "Street address as published."),
	field("lat", Number, true, "WGS 84 latitude."),
	field("lng", Number, true, "WGS 84 longitude."),
}

// Quotes describes the quotations dataset.
var Quotes = &Dataset{
	Name:     "quotes",
	Resource: "Quote",
	Doc:      "Quotations with author and category.",
	Fields: []Field{
		field("id", String, false, "Form `<source>:<source_id>`; opaque."),
		field("source", String, false, "Scraper that delivered the quotation."),
		field("text", String, false, "The quotation."),
		field("author", String, true, "Null when the collection names none."),
		field("category", String, true, "Upstream's own label; a folksonomy."),
		field("origin", String, true, "Where the quotation was collected from."),
		field("ingested_at", Timestamp, false, "When this version was stored."),
	},
	Filters: []Filter{
		exact("author", "author.folded", "Author name, case- and accent-insensitive."),
		exact("category", "category", "Upstream's own label, exact."),
		tristate("active", "active", "true", "`true` (the default): curated quotations; `false`: the bulk archive; `any`: both."),
		fuzzyOption, highlightOption,
	},
	Sorts:        []string{"ingested_at"},
	DefaultOrder: "-ingested_at",
	FullText:     []string{"text^2", "author"},
	Synonyms:     []string{"text"},
	Names:        []string{"author"},
	Language:     "jobs.txt", // the job set: the judged quote set scores lower with the event set
	Highlight:    []string{"text", "author"},
	Facets:       quoteFacets,
	ListPaths:    []string{"/quotes"},
	ItemPaths:    []string{"/quotes/{id}"},
	Write:        lifecycle.Rules{Transition: lifecycle.Quotes},
	Helpers:      []Helper{{Name: "pick_key", From: []string{"id"}, Value: pickKey}},
}

// rateFilters are shared by /v1/rates and /v1/rates/latest.
var rateFilters = []Filter{
	dateBound("from", "date", "gte", "Earliest date, inclusive."),
	dateBound("to", "date", "lte", "Latest date, inclusive."),
	codeList("codes", "code", "Comma-separated currency or metal codes, case-insensitive; repeats are unioned."),
	enum("kind", "kind", "currency or metal.", "currency", "metal"),
	boolean("carried_forward", "carried_forward", "false: only dates the bank published on; true: only repeats; omitted: both."),
}

// Rates describes the exchange-rate dataset.
var Rates = &Dataset{
	Name:     "rates",
	Resource: "Rate",
	Doc:      "Daily exchange-rate and precious-metal bulletins of a central bank (42 codes per bulletin).",
	Fields: []Field{
		field("id", String, false, "Form `<source>:<date>:<code>`; opaque; immutable."),
		field("source", String, false, "Scraper that delivered the bulletin."),
		field("date", Date, false, "Calendar date the row answers for (Asia/Baku)."),
		field("effective_date", Date, false, "The bulletin's own effective date."),
		field("carried_forward", Boolean, false, "True exactly when date != effective_date."),
		field("kind", String, false, "currency or metal."),
		field("base", String, false, "Always AZN."),
		field("code", String, false, "ISO 4217 code or the metal's X-code."),
		field("name", String, true, "The bank's own label in Azerbaijani."),
		field("unit", String, false, "unit or troy_ounce."),
		field("nominal", Integer, false, "Units value is quoted for."),
		field("value", Number, false, "AZN per nominal units, unrounded."),
		field("rate_per_unit", Number, false, "value / nominal, unrounded."),
		field("source_url", String, true, "Document requested for date."),
		field("bulletin_url", String, true, "Document the numbers were published in."),
		field("ingested_at", Timestamp, false, "When stored."),
	},
	Filters:      rateFilters,
	Sorts:        []string{"ingested_at"},
	DefaultOrder: "-ingested_at",
	Facets:       rateFacets,
	ListPaths:    []string{"/rates"},
	ItemPaths:    []string{"/rates/{id}"},
	Write:        lifecycle.Rules{Immutable: true},
}

// Genome describes the genome release markers dataset.
var Genome = &Dataset{
	Name:     "genome",
	Resource: "GenomeRelease",
	Doc:      "Release markers of upstream reference-data sources; no sequence data.",
	Fields: []Field{
		field("id", String, false, "The upstream registry's own key; no source prefix."),
		field("source", String, false, "Scraper that delivered the row."),
		field("source_id", String, false, "Identical to id."),
		field("source_name", String, false, "What the source calls itself."),
		field("authority", String, false, "Publishing body."),
		field("category", String, false, "Free-form shared label."),
		field("landing_url", String, true, "Human-facing page."),
		field("api_url", String, true, "Machine API root where one exists."),
		field("bulk_url", String, true, "Bulk archive root where one exists."),
		field("update_frequency", String, false, "periodic_release, release_based or continuous."),
		field("release_version", String, true, "Current release as a string; null until a probe succeeded."),
		field("release_date", Date, true, "Only where the source publishes one."),
		field("checksum", String, true, "Digest-type version signal."),
		field("format", String, true, "flatfile, rest_v2, ftp_release_dirs or text_release_notes."),
		field("retrieved_at", Timestamp, true, "Last successful read of the upstream."),
		field("status", String, false, "ok, degraded, unreachable or error."),
		field("extra", Object, true, "Allow-listed per-source probe metadata (URL read, what it answered, a few fields published "+
			"beside the version); keys vary by source.").shaped(anyMap),
		field("sort_order", Integer, false, "Position in the upstream registry, 1 to 10."),
		field("ingested_at", Timestamp, false, "When the latest probe ran."),
	},
	Filters: []Filter{
		exact("category", "category", "Exact label; an unknown label gives an empty page."),
	},
	Sorts:        []string{"ingested_at", "sort_order"},
	DefaultOrder: "-ingested_at",
	Facets:       genomeFacets,
	ListPaths:    []string{"/genome", "/genome/releases"},
	ItemPaths:    []string{"/genome/releases/{id}"},
	Write: lifecycle.Rules{
		Kept:       []string{"retrieved_at"},
		Transition: lifecycle.Genome,
	},
	NumbersAsText: []string{"release_version"},
}

// Reachability describes the URL reachability dataset.
var Reachability = &Dataset{
	Name:     "reachability",
	Resource: "ReachabilityRecord",
	Doc:      "The last probe of each watched URL from a given vantage.",
	Fields: []Field{
		field("id", String, false, "Form `<source>:<target_id>`."),
		field("source", String, false, "The prober."),
		field("target_id", String, false, "Stable key of one watched URL."),
		field("url", String, false, "URL requested, exactly as registered."),
		field("watchlist", String, false, "Named set of targets."),
		field("vantage", String, false, "Where the request was made from."),
		field("reachable", Boolean, false, "True only when the last probe got HTTP 200."),
		field("http_status", Integer, true, "Final status after redirects."),
		field("final_url", String, true, "Where the request ended after redirects."),
		field("redirected", Boolean, false, "Whether the request moved."),
		field("failure_class", String, true, "Null exactly when reachable; see the closed set."),
		field("error", String, true, "Short plain sentence for public display."),
		field("response_ms", Integer, true, "Milliseconds."),
		field("robots_allowed", Boolean, false, "What the target's robots rules say."),
		field("checked_at", Timestamp, false, "When the probe ran."),
		field("last_reachable_at", Timestamp, true, "Last probe that got 200."),
		field("first_failed_at", Timestamp, true, "Start of the current run of failures."),
		field("consecutive_failures", Integer, false, "Probes in a row without a 200."),
		field("ingested_at", Timestamp, false, "When stored."),
	},
	Filters: []Filter{
		exact("watchlist", "watchlist", "Named target set; an unknown value gives an empty page."),
		exact("vantage", "vantage", "Where the probe was made from."),
		boolean("reachable", "reachable", "true: last probe got 200; false: the rest."),
		enum("failure_class", "failure_class", "One of the closed set of failure classes.", FailureClasses...),
	},
	Sorts:        []string{"ingested_at"},
	DefaultOrder: "-ingested_at",
	Facets:       reachabilityFacets,
	ListPaths:    []string{"/reachability"},
	ItemPaths:    []string{"/reachability/{id}"},
	Write: lifecycle.Rules{
		Kept:       []string{"last_reachable_at", "first_failed_at", "consecutive_failures"},
		Transition: lifecycle.Reachability,
	},
}

// All lists the six dataset descriptions, each checked at start-up; every
// list of datasets derives from it.
var All = register(Jobs, Events, Quotes, Rates, Genome, Reachability)

// urlBase is a posting url without its query string and fragment: the key
// the duplicate-url statistic groups on.
func urlBase(row map[string]json.RawMessage) (any, bool) {
	var url *string
	if json.Unmarshal(row["url"], &url) != nil || url == nil {
		return nil, false
	}
	u, _, _ := strings.Cut(*url, "#")
	u, _, _ = strings.Cut(u, "?")
	return u, true
}

// dupBlock is a posting's blocking key for its copies (dupes.BlockKey).
func dupBlock(row map[string]json.RawMessage) (any, bool) {
	var title string
	if json.Unmarshal(row["title"], &title) != nil {
		return nil, false
	}
	block := dupes.BlockKey(title)
	return block, block != ""
}

// pickKey is a quotation's place in the daily draw (see PickKey).
func pickKey(row map[string]json.RawMessage) (any, bool) {
	var id string
	if json.Unmarshal(row["id"], &id) != nil {
		return nil, false
	}
	return PickKey(id), true
}
