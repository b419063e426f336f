package redis

import (
	"context"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/pqs-dev/pqs/ratelimit"
)

// gcra is the generic cell rate algorithm of ratelimit.Memory, in one
// script so that check and update are atomic across replicas. Times are
// microseconds of the Redis server's clock. The state is one number per
// key, the theoretical arrival time, expiring when it has fully decayed.
//
// KEYS[1] key; ARGV[1] interval (window/limit), ARGV[2] window.
// Returns {allowed, remaining, retry_after, reset}.
var gcra = goredis.NewScript(`
local interval = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local tat = tonumber(redis.call('GET', KEYS[1]))
if tat == nil or tat < now then tat = now end
local newtat = tat + interval
local allow_at = newtat - window
if now < allow_at then
  return {0, 0, allow_at - now, tat - now}
end
redis.call('SET', KEYS[1], string.format('%.0f', newtat), 'PX', math.ceil((newtat - now) / 1000) + 1)
return {1, math.floor((now - allow_at) / interval), 0, newtat - now}
`)

// Limiter allows limit requests per window per key, counted in Redis so
// that the limit holds across all replicas. It is safe for concurrent use.
type Limiter struct {
	c        *Client
	limit    int
	window   time.Duration
	interval time.Duration
}

// NewLimiter returns a limiter on c. A limit <= 0 allows every request.
func NewLimiter(c *Client, limit int, window time.Duration) *Limiter {
	l := &Limiter{c: c, limit: limit, window: window}
	if limit > 0 && window > 0 {
		l.interval = window / time.Duration(limit)
	}
	return l
}

// Allow counts one request for key and reports whether it may proceed. An
// error means Redis could not be asked; the request must then be refused.
func (l *Limiter) Allow(ctx context.Context, key string) (ratelimit.Decision, error) {
	if l.interval <= 0 {
		return ratelimit.Decision{Allowed: true, Limit: l.limit, Remaining: max(l.limit, 0)}, nil
	}
	res, err := gcra.Run(ctx, l.c.rdb, []string{l.c.prefix + "rl:" + key},
		l.interval.Microseconds(), l.window.Microseconds()).Int64Slice()
	if err != nil {
		return ratelimit.Decision{}, fmt.Errorf("redis: rate limit: %w", err)
	}
	if len(res) != 4 {
		return ratelimit.Decision{}, fmt.Errorf("redis: rate limit: script returned %d values", len(res))
	}
	return ratelimit.Decision{
		Allowed:    res[0] == 1,
		Limit:      l.limit,
		Remaining:  int(res[1]),
		RetryAfter: time.Duration(res[2]) * time.Microsecond,
		Reset:      time.Duration(res[3]) * time.Microsecond,
	}, nil
}
