-- API keys: only the SHA-256 of the secret is stored.
CREATE TABLE api_keys (
	id         TEXT PRIMARY KEY,
	name       TEXT NOT NULL,
	hash       TEXT NOT NULL UNIQUE,
	quota      INTEGER NOT NULL DEFAULT 0 CHECK (quota >= 0),
	used       INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0),
	created_at TEXT NOT NULL,
	revoked_at TEXT
);

-- One row per served call of a key.
CREATE TABLE key_usage (
	id     INTEGER PRIMARY KEY,
	key_id TEXT NOT NULL REFERENCES api_keys (id),
	route  TEXT NOT NULL,
	at     TEXT NOT NULL
);
CREATE INDEX key_usage_key_route ON key_usage (key_id, route);

-- x402 payments; the primary key is what makes a payment single-use.
CREATE TABLE payments (
	payer        TEXT NOT NULL,
	nonce        TEXT NOT NULL,
	network      TEXT NOT NULL,
	asset        TEXT NOT NULL,
	amount       TEXT NOT NULL,
	operation    TEXT NOT NULL,
	version      INTEGER NOT NULL,
	transaction_hash TEXT NOT NULL DEFAULT '',
	settled      INTEGER NOT NULL DEFAULT 0,
	created_at   TEXT NOT NULL,
	settled_at   TEXT,
	valid_before TEXT,
	PRIMARY KEY (payer, nonce)
);
CREATE INDEX payments_created ON payments (created_at);
