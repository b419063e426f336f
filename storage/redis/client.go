package redis

import (
	"context"
	"errors"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"
)

// Client is a connection pool to one Redis server, with a key prefix so
// that several deployments (or tests) can share a server.
type Client struct {
	rdb    *goredis.Client
	prefix string
}

// Options configure [Open].
type Options struct {
	// Prefix starts every key (default "pqs:").
	Prefix string
	// Timeout bounds dialing and each command (default 1 s): an
	// unreachable Redis must fail a request fast, not hang it.
	Timeout time.Duration
}

// Open connects to the Redis server at url (redis://[:password@]host:port/db)
// and checks that it answers.
func Open(ctx context.Context, url string, opt Options) (*Client, error) {
	o, err := goredis.ParseURL(url)
	if err != nil {
		return nil, errors.New("redis: invalid URL") // the error may quote the password
	}
	if opt.Prefix == "" {
		opt.Prefix = "pqs:"
	}
	if opt.Timeout <= 0 {
		opt.Timeout = time.Second
	}
	o.DialTimeout = opt.Timeout
	o.ReadTimeout = opt.Timeout
	o.WriteTimeout = opt.Timeout
	o.PoolTimeout = opt.Timeout
	// One retry (a pooled connection may be dead after a Redis restart),
	// and one dial attempt each: with Redis down a request fails in
	// milliseconds, not after go-redis's default dial backoff.
	o.MaxRetries = 1
	o.DialerRetries = 1
	c := &Client{rdb: goredis.NewClient(o), prefix: opt.Prefix}
	if err := c.Ping(ctx); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// Ping checks that Redis answers.
func (c *Client) Ping(ctx context.Context) error {
	if err := c.rdb.Ping(ctx).Err(); err != nil {
		return fmt.Errorf("redis: ping: %w", err)
	}
	return nil
}

// Close closes the pool.
func (c *Client) Close() error { return c.rdb.Close() }
