// Stands in for the `server-only` marker in tests, which run as server code outside Next.
export {}
