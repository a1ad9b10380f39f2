package readapi

// The members of the resources' object fields, as the spec's tables give
// them: each named shape is one schema of the OpenAPI document.

// CompanyShape is a job's company.
var CompanyShape = &Shape{Name: "Company", Doc: "A job's company; null when the source omits it, and always on classifieds sources.", Fields: []Field{
	field("name", String, false, "As published; always present when the object is."),
	field("slug", String, true, "The source's slug of the company; null on most rows."),
}}

// VenueShape is an event's venue, and the resource /v1/venues/{id} answers.
// A shape whose field is nullable is a nullable schema in the document.
var VenueShape = &Shape{Name: "Venue", Doc: "A venue, as named by the newest event held there; an event's venue is null when the source names none.", Fields: VenueFields}

// PriceShape is a range of ticket prices.
var PriceShape = &Shape{Name: "Price", Doc: "A range of ticket prices across tiers; null when none is published.", Fields: []Field{
	field("min", Number, false, "Lowest ticket price."),
	field("max", Number, false, "Highest ticket price."),
	field("currency", String, false, "Currency code of both, as published (e.g. AZN)."),
}}

// SessionShape is one showing of an event with its own inventory.
var SessionShape = &Shape{Name: "Session", Doc: "One showing of an event with its own inventory.", Fields: []Field{
	field("id", String, false, "Session id from the source."),
	field("starts_at", Timestamp, true, "UTC."),
	field("ends_at", Timestamp, true, "UTC, when published."),
	field("sell_ends_at", Timestamp, true, "When sales close for the showing."),
	field("price", Object, true, "Range across ticket tiers for this showing.").shaped(PriceShape),
	field("tickets_available", Integer, true, "Remaining inventory for this showing at observed_at."),
	field("language", String, true, "Presentation language; null when unlabelled."),
	field("observed_at", Timestamp, true, "When the inventory figure was scraped (successive observations form a sell-through series)."),
}}

// QualityShape is a jobs source's share of live rows with a description,
// a location and a duplicated url (see Quality).
var QualityShape = &Shape{Name: "Quality", Doc: "Whole percentages over a jobs source's live rows; null on non-jobs datasets and on jobs sources with no live rows.", Fields: []Field{
	field("description_pct", Integer, false, "Share of live rows with a description."),
	field("location_pct", Integer, false, "Share of live rows with a location."),
	field("duplicate_url_pct", Integer, false, "Share of live rows whose url (query string stripped) appears more than once."),
}}

var (
	// stringMap is an object of varying keys whose values are strings.
	stringMap = &Shape{Values: String}
	// anyMap is an object of varying keys and values.
	anyMap = &Shape{}
)
