package settings

// Storage are the storage settings that serve, keys and migrate share: the
// embedded SQLite database's directory, or a PostgreSQL URL.
type Storage struct {
	DataDir     string
	DatabaseURL string // "": SQLite in DataDir
}

// AddStorage registers --data and --database-url on f.
func AddStorage(f *Flags, s *Storage) {
	f.String(&s.DataDir, "data", "PQS_DATA_DIR", "./data", "directory of the embedded SQLite database, created if missing")
	f.Secret(&s.DatabaseURL, "database-url", "PQS_DATABASE_URL",
		"PostgreSQL URL (postgres://user:pass@host/db) shared by replicas; empty means embedded SQLite in --data")
}
