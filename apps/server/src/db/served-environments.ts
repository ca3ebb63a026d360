import type { Queryable } from "./database.ts";

/**
 * What the database remembers of the servers that ran on it: every environment (ONBOARDING_ENV) one started serving
 * as. A database that has served production is production's for good, which a command run from a shell of another
 * environment can check before doing what production must not (see webhooks listen).
 */
export const servedEnvironments = {
  /** Records that a server of `environment` serves from this database (once per environment). */
  record: (db: Queryable, environment: string, now: Date) =>
    db.query("INSERT INTO served_environments (environment, first_served_at) VALUES ($1, $2) ON CONFLICT (environment) DO NOTHING", [
      environment,
      now,
    ]),

  async list(db: Queryable): Promise<string[]> {
    const rows = await db.query<{ environment: string }>("SELECT environment FROM served_environments ORDER BY environment");
    return rows.map((row) => row.environment);
  },
};
