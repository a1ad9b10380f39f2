package opensearch

import (
	"os"
	"strings"
)

// URLsFromEnv returns the endpoints named by OPENSEARCH_URL (a comma list),
// or DefaultURL.
func URLsFromEnv() []string {
	raw := strings.TrimSpace(os.Getenv("OPENSEARCH_URL"))
	if raw == "" {
		return []string{DefaultURL}
	}
	var urls []string
	for _, u := range strings.Split(raw, ",") {
		if u = strings.TrimSpace(u); u != "" {
			urls = append(urls, u)
		}
	}
	return urls
}
