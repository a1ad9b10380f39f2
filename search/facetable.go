package search

// The facetable fields of each dataset (Dataset.Facets): the field a facet
// counts, and the filter parameters on that same field, which its counts
// leave out.

var jobFacets = []Facet{
	facet("source", "source", "Scraper stem.", "source"),
	sourceTypeFacet,
	facet("city", "city", "Normalised city.", "city"),
	facet("district", "district", "Baku rayon.", "district"),
	facet("country", "country", "ISO 3166-1 alpha-2 code.", "country"),
	flagFacet("remote", "remote", "Remote-eligible.", "remote"),
	facet("employment_type", "employment_type", "Source's own label.", "employment_type"),
	facet("job_function", "job_function", "Source's own taxonomy.", "job_function"),
	facet("career_level", "career_level", "Source's own seniority label.", "career_level"),
	facet("salary_currency", "salary_currency", "Currency code as published.", "salary_currency"),
	facet("salary_period", "salary_period", "Pay period."),
	flagFacet("active", "active", "Still published.", "active"),
	facet("company", "company.name.raw", "Company name as published.", "company"),
}

var eventFacets = []Facet{
	facet("source", "source", "Scraper stem.", "source"),
	facet("category", "category", "Source's category slug.", "category"),
	facet("venue", "venue.id", "Venue id, as in /v1/venues/{id}."),
}

var quoteFacets = []Facet{
	facet("source", "source", "Scraper stem.", "source"),
	facet("author", "author.raw", "Author name as published.", "author"),
	facet("category", "category", "Upstream's own label.", "category"),
}

var rateFacets = []Facet{
	facet("code", "code", "Currency or metal code.", "codes"),
	facet("kind", "kind", "currency or metal.", "kind"),
	flagFacet("carried_forward", "carried_forward", "Repeat of an earlier bulletin.", "carried_forward"),
}

var genomeFacets = []Facet{
	facet("category", "category", "Shared label.", "category"),
	facet("authority", "authority", "Publishing body."),
	facet("status", "status", "Outcome of the latest probe."),
	facet("format", "format", "Kind of release signal."),
}

var reachabilityFacets = []Facet{
	facet("watchlist", "watchlist", "Named target set.", "watchlist"),
	facet("vantage", "vantage", "Where the probe was made from.", "vantage"),
	flagFacet("reachable", "reachable", "Last probe got 200.", "reachable"),
	facet("failure_class", "failure_class", "Failure class of the last probe.", "failure_class"),
}
