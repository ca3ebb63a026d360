-- The purge drops counters whose window is over; per-address budgets make the table grow with callers.
CREATE INDEX rate_limits_expire ON rate_limits (expire);
