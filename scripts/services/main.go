// Command services starts, stops and reports the local OpenSearch node(s)
// and Redis of development and CI (internal/devservices); it is what
// scripts/services.sh runs, and takes its command line:
//
//	services [-repo DIR] up|down|status [opensearch|redis]
//
// -repo names the repository whose mappings/analysis-az plugin the nodes
// run (default: the current directory). It lives under scripts/ beside the
// other tools of development (nodeloss, relevance), not in cmd/, which
// holds the programs the operating contract names.
package main

import (
	"os"
	"strings"

	"readapi/internal/devservices"
)

func main() {
	args := os.Args[1:]
	repo := "."
	for len(args) > 0 && strings.HasPrefix(args[0], "-repo") {
		if v, ok := strings.CutPrefix(args[0], "-repo="); ok {
			repo, args = v, args[1:]
		} else if args[0] == "-repo" && len(args) > 1 {
			repo, args = args[1], args[2:]
		} else {
			break
		}
	}
	home, _ := os.UserHomeDir()
	os.Exit(devservices.Run(args, os.Getenv, os.Getuid(), home, repo, os.Stdout, os.Stderr))
}
