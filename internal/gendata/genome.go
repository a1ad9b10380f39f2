package gendata

import (
	"io"
	"time"
)

// GenomeRelease is one line of genome.ndjson: the spec's genome release
// marker, one per upstream reference-data source.
type GenomeRelease struct {
	ID              string         `json:"id"`
	Source          string         `json:"source"`
	SourceID        string         `json:"source_id"`
	SourceName      string         `json:"source_name"`
	Authority       string         `json:"authority"`
	Category        string         `json:"category"`
	LandingURL      *string        `json:"landing_url"`
	APIURL          *string        `json:"api_url"`
	BulkURL         *string        `json:"bulk_url"`
	UpdateFrequency string         `json:"update_frequency"`
	ReleaseVersion  *string        `json:"release_version"`
	ReleaseDate     *string        `json:"release_date"`
	Checksum        *string        `json:"checksum"`
	Format          *string        `json:"format"`
	RetrievedAt     *string        `json:"retrieved_at"`
	Status          string         `json:"status"`
	Extra           map[string]any `json:"extra"`
	SortOrder       int            `json:"sort_order"`
	IngestedAt      string         `json:"ingested_at"`
}

// genomeSource is the probe that reads every upstream registry entry.
const genomeSource = "release_probe"

// genomeMarker is an upstream source in its registry's declaration order.
// releaseDate is set only where the release is named after a freeze date.
type genomeMarker struct {
	id, name, authority, category string
	landing, api, bulk            string
	frequency, format             string
	release, releaseDate          string
}

var genomeMarkers = []genomeMarker{
	{"refseq", "NCBI RefSeq", "NCBI", "reference_sequence", "https://www.ncbi.nlm.nih.gov/refseq/", "",
		"https://ftp.ncbi.nlm.nih.gov/refseq/release/", "periodic_release", "ftp_release_dirs", "232", ""},
	{"genbank", "GenBank", "NCBI", "reference_sequence", "https://www.ncbi.nlm.nih.gov/genbank/", "",
		"https://ftp.ncbi.nlm.nih.gov/genbank/", "periodic_release", "text_release_notes", "268.0", ""},
	{"ensembl", "Ensembl", "EMBL-EBI", "genome_metadata", "https://www.ensembl.org/", "https://rest.ensembl.org/",
		"https://ftp.ensembl.org/pub/", "release_based", "rest_v2", "115", ""},
	{"ensembl_genomes", "Ensembl Genomes", "EMBL-EBI", "genome_metadata", "https://ensemblgenomes.org/",
		"https://rest.ensembl.org/", "https://ftp.ebi.ac.uk/ensemblgenomes/pub/", "release_based", "rest_v2", "62", ""},
	{"gencode", "GENCODE", "EMBL-EBI", "genome_metadata", "https://www.gencodegenes.org/", "",
		"https://ftp.ebi.ac.uk/pub/databases/gencode/", "release_based", "ftp_release_dirs", "49", ""},
	{"dbsnp", "dbSNP", "NCBI", "variation", "https://www.ncbi.nlm.nih.gov/snp/", "https://api.ncbi.nlm.nih.gov/variation/v0/",
		"https://ftp.ncbi.nih.gov/snp/", "periodic_release", "text_release_notes", "b157", ""},
	{"clinvar", "ClinVar", "NCBI", "variation", "https://www.ncbi.nlm.nih.gov/clinvar/", "",
		"https://ftp.ncbi.nlm.nih.gov/pub/clinvar/", "continuous", "flatfile", "20261116", ""},
	{"eva", "European Variation Archive", "EMBL-EBI", "variation", "https://www.ebi.ac.uk/eva/",
		"https://www.ebi.ac.uk/eva/webservices/rest/v1/", "https://ftp.ebi.ac.uk/pub/databases/eva/", "release_based",
		"rest_v2", "7", ""},
	{"igsr", "International Genome Sample Resource", "EMBL-EBI", "population_reference",
		"https://www.internationalgenome.org/", "", "https://ftp.1000genomes.ebi.ac.uk/vol1/ftp/release/",
		"periodic_release", "ftp_release_dirs", "20130502", "2013-05-02"},
	{"alfa", "ALFA: Allele Frequency Aggregator", "NCBI", "population_reference",
		"https://www.ncbi.nlm.nih.gov/snp/docs/gsr/alfa/", "", "https://ftp.ncbi.nih.gov/snp/population_frequency/latest_release/",
		"periodic_release", "flatfile", "R4", ""},
}

// Probe outcomes handed out over the markers: most read a release, one
// source has never answered (no release known yet).
const (
	probeOK          = "ok"
	probeDegraded    = "degraded"
	probeUnreachable = "unreachable"
	probeError       = "error"
	probeNeverRead   = "never"
)

var probeOutcomes = []string{probeOK, probeOK, probeOK, probeOK, probeOK, probeDegraded, probeUnreachable,
	probeError, probeError, probeNeverRead}

// WriteGenome writes the ten release markers of one probe pass.
func (g *Generator) WriteGenome(w io.Writer) error {
	s := g.sink(w, "genome")
	r := stream(g.seed, "genome")
	probed := g.now.Add(-time.Duration(between(r, 60, 240)) * time.Minute).Truncate(time.Second)
	order := r.Perm(len(probeOutcomes))
	for i, m := range genomeMarkers {
		outcome := probeOutcomes[order[i]]
		row := GenomeRelease{ID: m.id, Source: genomeSource, SourceID: m.id, SourceName: m.name,
			Authority: m.authority, Category: m.category, UpdateFrequency: m.frequency, Format: ptr(m.format),
			LandingURL: ptr(m.landing), BulkURL: ptr(m.bulk), SortOrder: i + 1, IngestedAt: instant(probed),
			Status: outcome}
		read := m.landing
		if m.api != "" {
			row.APIURL, read = ptr(m.api), m.api
		}
		switch outcome {
		case probeNeverRead:
			row.Status = probeUnreachable
		case probeOK:
			row.ReleaseVersion, row.RetrievedAt = ptr(m.release), ptr(instant(probed))
			row.Extra = map[string]any{"url": read, "http_status": 200, "version_field": "release"}
		default:
			lastGood := probed.AddDate(0, 0, -between(r, 1, 20))
			row.ReleaseVersion, row.RetrievedAt = ptr(m.release), ptr(instant(lastGood))
			switch outcome {
			case probeDegraded:
				row.Extra = map[string]any{"url": read, "http_status": 200, "note": "no release field in the answer"}
			case probeError:
				row.Extra = map[string]any{"url": read, "http_status": pick(r, []int{404, 500, 503})}
			default:
				row.Extra = map[string]any{"url": read, "failure": "connection timed out"}
			}
		}
		if row.ReleaseVersion != nil && m.releaseDate != "" {
			row.ReleaseDate = ptr(m.releaseDate)
		}
		if err := s.write(&row); err != nil {
			return err
		}
	}
	return s.done()
}
