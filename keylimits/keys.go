package keylimits

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// KeyPrefix starts every API key, so that secret scanners can recognise one.
const KeyPrefix = "readapi_"

const (
	secretChars   = 32 // 160 random bits in base32
	checksumChars = 7  // CRC-32 of the secret in base32
	keyLength     = len(KeyPrefix) + secretChars + checksumChars
)

var keyEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// ErrMalformedKey means a string is not shaped like a readapi key (wrong
// prefix, length, alphabet or checksum); it is refused without a Redis call.
var ErrMalformedKey = errors.New("malformed API key")

// ErrNoSuchKey means no issued key matches.
var ErrNoSuchKey = errors.New("no such API key")

// NewKey returns a fresh key from crypto/rand.
func NewKey() string {
	secret := make([]byte, 20)
	_, _ = rand.Read(secret) // never fails (crypto/rand panics on failure)
	s := keyEncoding.EncodeToString(secret)
	return KeyPrefix + s + checksum(s)
}

func checksum(secret string) string {
	var b [4]byte
	binary.BigEndian.PutUint32(b[:], crc32.ChecksumIEEE([]byte(secret)))
	return keyEncoding.EncodeToString(b[:])
}

// CheckKey reports whether key is well-formed. The checksum is compared in
// constant time.
func CheckKey(key string) error {
	if len(key) != keyLength || !strings.HasPrefix(key, KeyPrefix) {
		return ErrMalformedKey
	}
	body := key[len(KeyPrefix):]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if (c < 'a' || c > 'z') && (c < '2' || c > '7') {
			return ErrMalformedKey
		}
	}
	secret, sum := body[:secretChars], body[secretChars:]
	if subtle.ConstantTimeCompare([]byte(sum), []byte(checksum(secret))) != 1 {
		return ErrMalformedKey
	}
	return nil
}

// Digest is the SHA-256 of a key in hex: the only form of a key that is
// stored. Keys are looked up by digest, so no secret is ever compared byte
// by byte.
func Digest(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// IDLength is the length of a key id.
const IDLength = 12

// KeyID is the public id of a key (a prefix of its digest), safe for logs
// and listings.
func KeyID(digest string) string { return digest[:IDLength] }

// Key is an issued key as stored (never the secret).
type Key struct {
	ID        string
	Digest    string
	Name      string
	Plan      string
	Datasets  []string
	Overrides Overrides
	CreatedAt time.Time
	RevokedAt time.Time
}

// Overrides replace a plan's figures for one key; zero keeps the plan's.
// A key's own RPS scales its plan's EngineMS and InFlight by the same
// factor, and its own Burst the plan's EngineBurstMS, unless those are
// given too.
type Overrides struct {
	RPS           int
	Burst         int
	Monthly       int64
	EngineMS      int
	EngineBurstMS int
	InFlight      int
}

// Limits returns the key's effective limits under the default Plans (the
// admit script computes the same from the plans it is given).
func (k Key) Limits() Limits {
	plan := Plans[k.Plan]
	l := plan
	o := k.Overrides
	if o.RPS > 0 && plan.RPS > 0 {
		l.RPS = o.RPS
		l.EngineMS = int(float64(plan.EngineMS) * float64(o.RPS) / float64(plan.RPS))
		l.InFlight = int(math.Ceil(float64(plan.InFlight) * float64(o.RPS) / float64(plan.RPS)))
	}
	if o.Burst > 0 && plan.Burst > 0 {
		l.Burst = o.Burst
		l.EngineBurstMS = int(float64(plan.EngineBurstMS) * float64(o.Burst) / float64(plan.Burst))
	}
	if o.Monthly > 0 {
		l.Monthly = o.Monthly
	}
	if o.EngineMS > 0 {
		l.EngineMS = o.EngineMS
	}
	if o.EngineBurstMS > 0 {
		l.EngineBurstMS = o.EngineBurstMS
	}
	if o.InFlight > 0 {
		l.InFlight = o.InFlight
	}
	return l
}

// Store issues, revokes and lists keys in Redis under Prefix.
type Store struct {
	Redis  redis.UniversalClient
	Prefix string
	// Now is the clock for creation and revocation times (default time.Now).
	Now func() time.Time
	// Durable makes Create and Revoke return only once Redis has their
	// writes on disk (see writeDurably); apikey sets it.
	Durable bool
}

// write runs fn, which writes key, against Redis: durably when s.Durable.
func (s *Store) write(ctx context.Context, key string, fn func(redis.Cmdable) error) error {
	if !s.Durable {
		return fn(s.Redis)
	}
	return writeDurably(ctx, s.Redis, key, fn)
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// The Redis layout of an API key with digest D under prefix P:
//
//	P apikey:{D}  hash: plan, name, datasets, created_at, [rps, burst, monthly,
//	              engine_ms, engine_burst, inflight, revoked_at]
//	P rate:{D}    string: the GCRA theoretical arrival time
//	P quota:{D}   hash: month ("2006-01") -> credits used
//	P engine:{D}  string: the engine budget's theoretical arrival time
//	P flight:{D}  sorted set: the requests in flight (score: their start)
//	P apikeys     set of every issued digest (for list and revoke by id)
//
// {D} is a Redis Cluster hash tag: the three keys of one API key hash to one
// slot, so the admit script, which reads and writes all three, runs on a
// cluster unchanged, while different API keys spread over the masters. These
// names are the ones the first release stored, so keys issued before
// clusters were supported need no migration. A prefix must not contain a
// brace, or the tag would no longer be {D} alone.
func recordKey(prefix, digest string) string { return prefix + "apikey:{" + digest + "}" }
func rateKey(prefix, digest string) string   { return prefix + "rate:{" + digest + "}" }
func quotaKey(prefix, digest string) string  { return prefix + "quota:{" + digest + "}" }
func indexKey(prefix string) string          { return prefix + "apikeys" }
func engineKey(prefix, digest string) string { return prefix + "engine:{" + digest + "}" }
func inFlightKey(prefix, digest string) string {
	return prefix + "flight:{" + digest + "}"
}

// Create issues a key and returns its secret, which is not stored.
func (s *Store) Create(ctx context.Context, plan, name string, datasets []string, o Overrides) (string, Key, error) {
	if _, ok := Plans[plan]; !ok {
		return "", Key{}, fmt.Errorf("unknown plan %q; plans are %s", plan, strings.Join(PlanNames, ", "))
	}
	if o.RPS < 0 || o.Burst < 0 || o.Monthly < 0 || o.EngineMS < 0 || o.EngineBurstMS < 0 || o.InFlight < 0 {
		return "", Key{}, errors.New("--rps, --burst, --monthly, --engine-ms, --engine-burst and --in-flight must be positive")
	}
	if len(datasets) == 0 {
		datasets = slices.Clone(Datasets)
	}
	key := NewKey()
	k := Key{Digest: Digest(key), Name: name, Plan: plan, Datasets: datasets, Overrides: o, CreatedAt: s.now()}
	k.ID = KeyID(k.Digest)
	fields := map[string]any{
		"plan":       plan,
		"name":       name,
		"datasets":   strings.Join(datasets, ","),
		"created_at": k.CreatedAt.Format(time.RFC3339),
	}
	if o.RPS > 0 {
		fields["rps"] = o.RPS
	}
	if o.Burst > 0 {
		fields["burst"] = o.Burst
	}
	if o.Monthly > 0 {
		fields["monthly"] = o.Monthly
	}
	if o.EngineMS > 0 {
		fields["engine_ms"] = o.EngineMS
	}
	if o.EngineBurstMS > 0 {
		fields["engine_burst"] = o.EngineBurstMS
	}
	if o.InFlight > 0 {
		fields["inflight"] = o.InFlight
	}
	// The index and the record are in different cluster slots, so no
	// transaction spans them: the index is written first, so that a key
	// that authenticates can always be listed and revoked. A failure
	// between the two leaves an index entry without a record, which List
	// and Revoke skip.
	err := s.write(ctx, indexKey(s.Prefix), func(c redis.Cmdable) error {
		return c.SAdd(ctx, indexKey(s.Prefix), k.Digest).Err()
	})
	if err != nil {
		return "", Key{}, fmt.Errorf("storing the key: %w", err)
	}
	record := recordKey(s.Prefix, k.Digest)
	if err := s.write(ctx, record, func(c redis.Cmdable) error { return c.HSet(ctx, record, fields).Err() }); err != nil {
		return "", Key{}, fmt.Errorf("storing the key: %w", err)
	}
	return key, k, nil
}

// Revoke revokes the key given either as the key itself or as its id (from
// List). Requests with it answer 401 from the next request on.
func (s *Store) Revoke(ctx context.Context, keyOrID string) (Key, error) {
	digest, err := s.resolve(ctx, keyOrID)
	if err != nil {
		return Key{}, err
	}
	k, err := s.get(ctx, digest)
	if err != nil {
		return Key{}, err
	}
	if k.RevokedAt.IsZero() {
		k.RevokedAt = s.now()
		record := recordKey(s.Prefix, digest)
		err := s.write(ctx, record, func(c redis.Cmdable) error {
			return c.HSet(ctx, record, "revoked_at", k.RevokedAt.Format(time.RFC3339)).Err()
		})
		if err != nil {
			return Key{}, fmt.Errorf("revoking: %w", err)
		}
	}
	return k, nil
}

func (s *Store) resolve(ctx context.Context, keyOrID string) (string, error) {
	if strings.HasPrefix(keyOrID, KeyPrefix) {
		if err := CheckKey(keyOrID); err != nil {
			return "", err
		}
		digest := Digest(keyOrID)
		ok, err := s.Redis.SIsMember(ctx, indexKey(s.Prefix), digest).Result()
		if err != nil {
			return "", err
		}
		if !ok {
			return "", ErrNoSuchKey
		}
		return digest, nil
	}
	if len(keyOrID) != IDLength {
		return "", fmt.Errorf("%q is neither a key (%s...) nor a %d-character key id", keyOrID, KeyPrefix, IDLength)
	}
	digests, err := s.Redis.SMembers(ctx, indexKey(s.Prefix)).Result()
	if err != nil {
		return "", err
	}
	for _, d := range digests {
		if KeyID(d) == keyOrID {
			return d, nil
		}
	}
	return "", ErrNoSuchKey
}

func (s *Store) get(ctx context.Context, digest string) (Key, error) {
	h, err := s.Redis.HGetAll(ctx, recordKey(s.Prefix, digest)).Result()
	if err != nil {
		return Key{}, err
	}
	if len(h) == 0 {
		return Key{}, ErrNoSuchKey
	}
	return parseRecord(digest, h), nil
}

func parseRecord(digest string, h map[string]string) Key {
	k := Key{ID: KeyID(digest), Digest: digest, Name: h["name"], Plan: h["plan"]}
	if h["datasets"] != "" {
		k.Datasets = strings.Split(h["datasets"], ",")
	}
	k.Overrides.RPS, _ = strconv.Atoi(h["rps"])
	k.Overrides.Burst, _ = strconv.Atoi(h["burst"])
	k.Overrides.Monthly, _ = strconv.ParseInt(h["monthly"], 10, 64)
	k.Overrides.EngineMS, _ = strconv.Atoi(h["engine_ms"])
	k.Overrides.EngineBurstMS, _ = strconv.Atoi(h["engine_burst"])
	k.Overrides.InFlight, _ = strconv.Atoi(h["inflight"])
	k.CreatedAt, _ = time.Parse(time.RFC3339, h["created_at"])
	k.RevokedAt, _ = time.Parse(time.RFC3339, h["revoked_at"])
	return k
}

// Listed is a key with its use in the current month.
type Listed struct {
	Key
	Month string
	Used  int64
}

// List returns every key, oldest first, with this month's use.
func (s *Store) List(ctx context.Context) ([]Listed, error) {
	digests, err := s.Redis.SMembers(ctx, indexKey(s.Prefix)).Result()
	if err != nil {
		return nil, err
	}
	month := s.now().Format("2006-01")
	records := make([]*redis.MapStringStringCmd, len(digests))
	used := make([]*redis.StringCmd, len(digests))
	_, err = s.Redis.Pipelined(ctx, func(p redis.Pipeliner) error {
		for i, d := range digests {
			records[i] = p.HGetAll(ctx, recordKey(s.Prefix, d))
			used[i] = p.HGet(ctx, quotaKey(s.Prefix, d), month)
		}
		return nil
	})
	if err != nil && !errors.Is(err, redis.Nil) {
		return nil, err
	}
	var out []Listed
	for i, d := range digests {
		h := records[i].Val()
		if len(h) == 0 {
			continue
		}
		n, _ := used[i].Int64()
		out = append(out, Listed{Key: parseRecord(d, h), Month: month, Used: n})
	}
	slices.SortFunc(out, func(a, b Listed) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, nil
}
