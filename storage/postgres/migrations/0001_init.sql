-- API keys: only the SHA-256 of the secret is stored.
CREATE TABLE api_keys (
	id         text PRIMARY KEY,
	name       text NOT NULL,
	hash       text NOT NULL UNIQUE,
	quota      bigint NOT NULL DEFAULT 0 CHECK (quota >= 0),
	used       bigint NOT NULL DEFAULT 0 CHECK (used >= 0),
	created_at timestamptz NOT NULL,
	revoked_at timestamptz
);

-- One row per served call of a key.
CREATE TABLE key_usage (
	id     bigserial PRIMARY KEY,
	key_id text NOT NULL REFERENCES api_keys (id),
	route  text NOT NULL,
	at     timestamptz NOT NULL
);
CREATE INDEX key_usage_key_route ON key_usage (key_id, route);

-- x402 payments; the primary key is what makes a payment single-use.
CREATE TABLE payments (
	payer            text NOT NULL,
	nonce            text NOT NULL,
	network          text NOT NULL,
	asset            text NOT NULL,
	amount           text NOT NULL,
	operation        text NOT NULL,
	version          integer NOT NULL,
	transaction_hash text NOT NULL DEFAULT '',
	settled          boolean NOT NULL DEFAULT false,
	created_at       timestamptz NOT NULL,
	settled_at       timestamptz,
	valid_before     timestamptz,
	seq              bigserial,
	PRIMARY KEY (payer, nonce)
);
CREATE INDEX payments_created ON payments (created_at DESC, seq DESC);
