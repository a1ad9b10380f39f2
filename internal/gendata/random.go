package gendata

import (
	"hash/fnv"
	"math"
	"math/rand/v2"
	"sort"
)

// stream returns the random stream of one part of the data set. Every
// dataset (and the source catalog) draws from its own stream, so the size of
// one file never changes the content of another.
func stream(seed uint64, name string) *rand.Rand {
	return rand.New(rand.NewPCG(seed, hashString(name)))
}

// hashString is a stable 64-bit hash of s.
func hashString(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// mix combines values into one well-spread 64-bit key (splitmix64 steps).
func mix(values ...uint64) uint64 {
	x := uint64(0x9e3779b97f4a7c15)
	for _, v := range values {
		x ^= v + 0x9e3779b97f4a7c15 + (x << 6) + (x >> 2)
		x ^= x >> 30
		x *= 0xbf58476d1ce4e5b9
		x ^= x >> 27
		x *= 0x94d049bb133111eb
		x ^= x >> 31
	}
	return x
}

// unitFloat maps a hash to [0, 1).
func unitFloat(h uint64) float64 { return float64(h>>11) / (1 << 53) }

// keyedRand is a reusable generator reseeded for every keyed draw, so that
// a thing identified by a key (a posting, for instance) always comes out the
// same wherever it is generated, without allocating a generator each time.
type keyedRand struct {
	pcg *rand.PCG
	*rand.Rand
}

func newKeyedRand() *keyedRand {
	pcg := rand.NewPCG(0, 0)
	return &keyedRand{pcg: pcg, Rand: rand.New(pcg)}
}

func (k *keyedRand) reseed(key uint64) { k.pcg.Seed(key, mix(key, 1)) }

func chance(r *rand.Rand, p float64) bool { return r.Float64() < p }

func pick[T any](r *rand.Rand, items []T) T { return items[r.IntN(len(items))] }

// between returns an integer in [lo, hi].
func between(r *rand.Rand, lo, hi int) int { return lo + r.IntN(hi-lo+1) }

// skewedIndex returns an index in [0, n) where low indices are much more
// likely (a few big employers post most vacancies).
func skewedIndex(r *rand.Rand, n int) int {
	u := r.Float64()
	return min(n-1, int(float64(n)*u*u*u))
}

// expCount draws an exponentially distributed count with the given mean,
// capped at limit.
func expCount(r *rand.Rand, mean float64, limit int) int {
	return min(limit, int(math.Floor(r.ExpFloat64()*mean)))
}

// weighted picks indices in proportion to fixed weights.
type weighted struct {
	cumulative []float64
}

func newWeighted(weights []float64) weighted {
	cum := make([]float64, len(weights))
	total := 0.0
	for i, w := range weights {
		total += w
		cum[i] = total
	}
	return weighted{cumulative: cum}
}

func (w weighted) pick(r *rand.Rand) int {
	target := r.Float64() * w.cumulative[len(w.cumulative)-1]
	return sort.SearchFloat64s(w.cumulative, target)
}

func ptr[T any](v T) *T { return &v }
