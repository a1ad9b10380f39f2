// Command apikey issues, revokes and lists API keys:
//
//	apikey create --plan P [--datasets a,b,...] [--name N] [--rps R --burst B] [--monthly M]
//	apikey revoke KEY|KEY_ID
//	apikey list
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"readapi/internal/config"
	"readapi/keylimits"
)

const usage = `Usage: apikey COMMAND [flags]

Commands:
  create --plan P [--datasets a,b,...] [--name N] [--rps R --burst B] [--monthly M]
         [--engine-ms E --engine-burst EB] [--in-flight F]
                     issue a key; the key alone is printed on the first line of
                     stdout and is shown only this once (only its hash is stored)
  revoke KEY|KEY_ID  revoke a key; it answers 401 from the next request on
  list               list keys (ids, never secrets) with this month's use

Plans: free (5/s, burst 10, 1000 a month), starter (10/s, 20, 5000),
builder (50/s, 100, 50000), scale (100/s, 200, 250000). Each plan also has an
engine budget (ms of search time a second, and a burst) and a cap of requests in
flight (docs/operations.md, "Fair use"); a key's own --rps and --burst scale them
by the same factor unless --engine-ms, --engine-burst and --in-flight set them.
Environment: REDIS_URL (default ` + config.DefaultRedisURL + `; redis+cluster://host:port?addr=host:port
for a Redis Cluster, redis+sentinel://host:port?master_name=NAME for Sentinel), INDEX_PREFIX.
`

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	cancel()
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "apikey: %v\n", err)
		os.Exit(1)
	}
}

func store() (*keylimits.Store, func(), error) {
	cfg := config.FromEnv()
	rdb, err := keylimits.Connect(cfg.RedisURL, keylimits.Timeouts{Dial: 2 * time.Second, Read: 2 * time.Second, Write: 2 * time.Second})
	if err != nil {
		return nil, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	return &keylimits.Store{Redis: rdb, Prefix: cfg.IndexPrefix, Durable: true}, func() { rdb.Close() }, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return errors.New("no command given")
		}
		return flag.ErrHelp
	}
	command, args := args[0], args[1:]
	flags := flag.NewFlagSet("apikey "+command, flag.ContinueOnError)
	flags.SetOutput(stderr)
	switch command {
	case "create":
		plan := flags.String("plan", "", "plan: "+strings.Join(keylimits.PlanNames, ", ")+" (required)")
		datasets := flags.String("datasets", "", "comma-separated datasets the key can read (default: all six)")
		name := flags.String("name", "", "a name to recognise the key by")
		rps := flags.Int("rps", 0, "requests per second, instead of the plan's")
		burst := flags.Int("burst", 0, "burst, instead of the plan's")
		monthly := flags.Int64("monthly", 0, "monthly requests, instead of the plan's")
		engineMS := flags.Int("engine-ms", 0, "engine time per second in ms, instead of the plan's (scaled by --rps)")
		engineBurst := flags.Int("engine-burst", 0, "engine time at once in ms, instead of the plan's (scaled by --burst)")
		inFlight := flags.Int("in-flight", 0, "requests served at once, instead of the plan's (scaled by --rps)")
		if err := parse(flags, args, 0); err != nil {
			return err
		}
		if *plan == "" {
			return errors.New("create: --plan is required (" + strings.Join(keylimits.PlanNames, ", ") + ")")
		}
		given := map[string]bool{}
		flags.Visit(func(f *flag.Flag) { given[f.Name] = true })
		if given["datasets"] && strings.TrimSpace(*datasets) == "" {
			return errors.New("create: --datasets names no dataset; leave it out for all six")
		}
		for flagName, v := range map[string]int64{"rps": int64(*rps), "burst": int64(*burst), "monthly": *monthly,
			"engine-ms": int64(*engineMS), "engine-burst": int64(*engineBurst), "in-flight": int64(*inFlight)} {
			if given[flagName] && v <= 0 {
				return fmt.Errorf("create: --%s must be positive, got %d; leave it out for the plan's figure", flagName, v)
			}
		}
		scope, err := keylimits.ParseDatasets(*datasets)
		if err != nil {
			return fmt.Errorf("create: --datasets: %w", err)
		}
		s, done, err := store()
		if err != nil {
			return err
		}
		defer done()
		key, k, err := s.Create(ctx, *plan, *name, scope, keylimits.Overrides{RPS: *rps, Burst: *burst, Monthly: *monthly,
			EngineMS: *engineMS, EngineBurstMS: *engineBurst, InFlight: *inFlight})
		if err != nil {
			return fmt.Errorf("create: %w", err)
		}
		fmt.Fprintln(stdout, key)
		l := k.Limits()
		fmt.Fprintf(stderr, "issued key %s (plan %s, %d/s burst %d, %d a month, engine %d ms/s burst %d ms, %d in flight; datasets %s); the key is not shown again\n",
			k.ID, k.Plan, l.RPS, l.Burst, l.Monthly, l.EngineMS, l.EngineBurstMS, l.InFlight, strings.Join(k.Datasets, ","))
		return nil
	case "revoke":
		if err := parse(flags, args, 1); err != nil {
			return err
		}
		s, done, err := store()
		if err != nil {
			return err
		}
		defer done()
		k, err := s.Revoke(ctx, flags.Arg(0))
		if err != nil {
			return fmt.Errorf("revoke: %w", err)
		}
		fmt.Fprintf(stdout, "revoked key %s (%s, plan %s) at %s\n", k.ID, k.Name, k.Plan, k.RevokedAt.Format(time.RFC3339))
		return nil
	case "list":
		if err := parse(flags, args, 0); err != nil {
			return err
		}
		s, done, err := store()
		if err != nil {
			return err
		}
		defer done()
		keys, err := s.List(ctx)
		if err != nil {
			return fmt.Errorf("list: %w", err)
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tPLAN\tDATASETS\tRPS\tBURST\tMONTHLY\tUSED THIS MONTH\tCREATED\tREVOKED")
		for _, k := range keys {
			l := k.Limits()
			revoked := "-"
			if !k.RevokedAt.IsZero() {
				revoked = k.RevokedAt.Format(time.RFC3339)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\n", k.ID, orDash(k.Name), k.Plan,
				strings.Join(k.Datasets, ","), l.RPS, l.Burst, l.Monthly, k.Used, k.CreatedAt.Format(time.RFC3339), revoked)
		}
		return tw.Flush()
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", command)
	}
}

// parse parses flags and requires exactly positional arguments.
func parse(flags *flag.FlagSet, args []string, positional int) error {
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() != positional {
		if positional == 0 {
			return fmt.Errorf("%s: unexpected argument %q", flags.Name(), flags.Arg(0))
		}
		return fmt.Errorf("%s: expected %d argument(s), got %d", flags.Name(), positional, flags.NArg())
	}
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
