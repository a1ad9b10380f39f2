package keylimits

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Timeouts bound every call of a Redis connection; a zero field keeps
// go-redis's default. A context deadline shorter than these also applies.
type Timeouts struct {
	Dial, Read, Write time.Duration
}

// Connect opens the Redis a REDIS_URL names, in one of three forms (the
// scheme says which; rediss... is the same over TLS):
//
//	redis://[[user]:password@]host:port[/db][?option=value...]
//	    one Redis, as go-redis's ParseURL reads it
//	redis+cluster://[[user]:password@]host:port[?addr=host:port...][&option=value...]
//	    a Redis Cluster; host:port and every addr are seed nodes
//	redis+sentinel://[[user]:password@]host:port[/db]?master_name=NAME[&addr=host:port...][&option=value...]
//	    a Redis behind Sentinel; host:port and every addr are sentinels, the
//	    user info authenticates to them, and the query's username and
//	    password to the Redis itself
//
// The options are go-redis's (ParseURL, ParseClusterURL, ParseFailoverURL);
// t overrides the timeouts among them, and the protocol is RESP2 unless the
// URL says protocol=3 (plainReplies). Nothing is dialled until the first
// call.
func Connect(rawURL string, t Timeouts) (redis.UniversalClient, error) {
	scheme, rest, ok := strings.Cut(rawURL, "://")
	if !ok {
		return nil, errors.New("not a URL: expected redis://host:port/db, redis+cluster://host:port?addr=host:port or redis+sentinel://host:port?master_name=NAME")
	}
	transport, topology, _ := strings.Cut(scheme, "+")
	if transport != "redis" && transport != "rediss" {
		return nil, fmt.Errorf("unknown scheme %q: expected redis, rediss, redis+cluster, rediss+cluster, redis+sentinel or rediss+sentinel", scheme)
	}
	plain := transport + "://" + rest
	switch topology {
	case "":
		opts, err := redis.ParseURL(plain)
		if err != nil {
			if u, perr := url.Parse(plain); perr == nil && u.Query().Has("addr") {
				return nil, errors.New("addr= names more servers, which one Redis does not have: use redis+cluster:// for a Redis Cluster or redis+sentinel:// for Sentinel")
			}
			return nil, redact(err)
		}
		t.apply(&opts.DialTimeout, &opts.ReadTimeout, &opts.WriteTimeout)
		opts.ContextTimeoutEnabled = true
		plainReplies(&opts.Protocol)
		return redis.NewClient(opts), nil
	case "cluster":
		opts, err := redis.ParseClusterURL(plain)
		if err != nil {
			return nil, redact(err)
		}
		if u, _ := url.Parse(plain); strings.Trim(u.Path, "/") != "" && strings.Trim(u.Path, "/") != "0" {
			return nil, fmt.Errorf("database %q: a Redis Cluster has only database 0", strings.Trim(u.Path, "/"))
		}
		t.apply(&opts.DialTimeout, &opts.ReadTimeout, &opts.WriteTimeout)
		opts.ContextTimeoutEnabled = true
		plainReplies(&opts.Protocol)
		return redis.NewClusterClient(opts), nil
	case "sentinel":
		opts, err := redis.ParseFailoverURL(plain)
		if err != nil {
			return nil, redact(err)
		}
		if opts.MasterName == "" {
			return nil, errors.New("redis+sentinel:// needs master_name=NAME, the name the sentinels monitor the Redis by")
		}
		t.apply(&opts.DialTimeout, &opts.ReadTimeout, &opts.WriteTimeout)
		opts.ContextTimeoutEnabled = true
		plainReplies(&opts.Protocol)
		return redis.NewFailoverClient(opts), nil
	}
	return nil, fmt.Errorf("unknown scheme %q: the part after + must be cluster or sentinel", scheme)
}

// plainReplies sets RESP2 when the URL chose no protocol. go-redis
// defaults to RESP3, under which it reads the socket for push
// notifications before every command (a syscall the gate's one round trip
// a request paid for nothing: nothing here subscribes or tracks keys); the
// scripts and commands the api sends answer the same under both.
func plainReplies(protocol *int) {
	if *protocol == 0 {
		*protocol = 2
	}
}

// redact drops the URL (and so any password in it) from a parse error.
func redact(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// apply sets the timeouts t gives over those parsed from the URL.
func (t Timeouts) apply(dial, read, write *time.Duration) {
	if t.Dial != 0 {
		*dial = t.Dial
	}
	if t.Read != 0 {
		*read = t.Read
	}
	if t.Write != 0 {
		*write = t.Write
	}
}
