package keylimits

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Writes that must survive a crash of the machine (a key issued or
// revoked) go through durably: on one connection to the master that holds
// the key, then, before returning, a wait until that master's append-only
// file holds them on disk. Redis 7.2 and later say so with WAITAOF. Older
// servers (Debian 12 ships 7.0) lack it and expose no fsynced offset, so
// the nearest they offer is an AOF rewrite started after the write: the
// rewritten file is fsynced before Redis reports the rewrite done, and it
// is what Redis loads after a crash. A rewrite costs a fork and a pass over
// the dataset, which is cheap for the rare key change and never touches the
// request path. A server keeping no append-only file is refused before the
// write, so that a change is never reported done while it can be lost.

// aofWait bounds one WAITAOF call: below the read timeouts of the clients
// the commands use, and long enough for appendfsync everysec.
const aofWait = time.Second

// durableWait bounds the whole wait for one write to reach the disk.
const durableWait = 20 * time.Second

// writeDurably runs write on a connection to the master holding key and
// returns once the server has the write on disk.
func writeDurably(ctx context.Context, rdb redis.UniversalClient, key string, write func(redis.Cmdable) error) error {
	node, err := masterFor(ctx, rdb, key)
	if err != nil {
		return err
	}
	conn := node.Conn()
	defer conn.Close()
	if err := requireAOF(ctx, conn); err != nil {
		return err
	}
	if err := write(conn); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, durableWait)
	defer cancel()
	return untilOnDisk(ctx, conn)
}

// masterFor returns the client of the Redis that holds key: the one Redis
// (or Sentinel's master), or the cluster master of its slot.
func masterFor(ctx context.Context, rdb redis.UniversalClient, key string) (*redis.Client, error) {
	switch c := rdb.(type) {
	case *redis.Client:
		return c, nil
	case *redis.ClusterClient:
		node, err := c.MasterForKey(ctx, key)
		if err != nil {
			return nil, fmt.Errorf("finding the Redis Cluster master of %s: %w", key, err)
		}
		return node, nil
	}
	return nil, fmt.Errorf("a durable write needs one Redis, Sentinel or a Redis Cluster, not a %T", rdb)
}

// requireAOF refuses a server that keeps no append-only file.
func requireAOF(ctx context.Context, conn *redis.Conn) error {
	info, err := persistence(ctx, conn)
	if err != nil {
		return err
	}
	if info["aof_enabled"] != "1" {
		return errors.New("Redis keeps no append-only file (appendonly no), so a key change could be lost on a crash; turn appendonly on (scripts/services.sh does)")
	}
	return nil
}

// untilOnDisk waits until the writes made on conn are fsynced to the
// append-only file: WAITAOF where the server has it, else an AOF rewrite.
func untilOnDisk(ctx context.Context, conn *redis.Conn) error {
	for {
		res, err := conn.Do(ctx, "WAITAOF", 1, 0, aofWait.Milliseconds()).Slice()
		if isUnknownCommand(err) {
			return rewriteAOF(ctx, conn)
		}
		if err != nil {
			return fmt.Errorf("waiting for the append-only file: %w", err)
		}
		if local, _ := res[0].(int64); local >= 1 {
			return nil
		}
		if ctx.Err() != nil {
			return fmt.Errorf("the change is not on disk after %s (WAITAOF): %w", durableWait, ctx.Err())
		}
	}
}

// rewriteAOF starts an AOF rewrite after the writes made on conn and waits
// until it has succeeded. A rewrite already running may have started
// before them: the wait is for it to end, then a rewrite of ours starts.
// Once BGREWRITEAOF has answered (started, or scheduled behind another
// child process), ours is the rewrite in progress or the one scheduled, so
// neither being left means it has ended.
func rewriteAOF(ctx context.Context, conn *redis.Conn) error {
	for {
		err := conn.BgRewriteAOF(ctx).Err()
		if err == nil {
			break
		}
		if !strings.Contains(err.Error(), "already in progress") {
			return fmt.Errorf("starting an AOF rewrite (this Redis has no WAITAOF): %w", err)
		}
		if err := pause(ctx, 50*time.Millisecond); err != nil {
			return err
		}
	}
	for {
		info, err := persistence(ctx, conn)
		if err != nil {
			return err
		}
		if info["aof_rewrite_in_progress"] == "0" && info["aof_rewrite_scheduled"] == "0" {
			if status := info["aof_last_bgrewrite_status"]; status != "ok" {
				return fmt.Errorf("the AOF rewrite that saves the change failed (aof_last_bgrewrite_status:%s); see the Redis log", status)
			}
			return nil
		}
		if err := pause(ctx, 20*time.Millisecond); err != nil {
			return err
		}
	}
}

func pause(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return fmt.Errorf("the change is not on disk after %s (AOF rewrite): %w", durableWait, ctx.Err())
	case <-time.After(d):
		return nil
	}
}

// persistence returns the fields of INFO persistence.
func persistence(ctx context.Context, conn *redis.Conn) (map[string]string, error) {
	text, err := conn.Info(ctx, "persistence").Result()
	if err != nil {
		return nil, fmt.Errorf("reading Redis's persistence state: %w", err)
	}
	return parseInfo(text), nil
}

func parseInfo(text string) map[string]string {
	out := map[string]string{}
	for line := range strings.Lines(text) {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), ":"); ok {
			out[k] = v
		}
	}
	return out
}

func isUnknownCommand(err error) bool {
	return err != nil && strings.Contains(strings.ToLower(err.Error()), "unknown command")
}
