import type { Queryable } from "../db/database.ts";

export interface NewScreening {
  id: string;
  clientId: string;
  type: string;
  requestSealed: string;
  matches: unknown[];
  screenedAgainst: unknown[];
  threshold: number;
  at: Date;
}

/** SQL of the screenings clients asked for directly. */
export const screeningsStore = {
  insert: (db: Queryable, screening: NewScreening) =>
    db.write(
      `INSERT INTO screenings (screening_id, client_id, type, request_sealed, matches, screened_against, threshold, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        screening.id,
        screening.clientId,
        screening.type,
        screening.requestSealed,
        JSON.stringify(screening.matches),
        JSON.stringify(screening.screenedAgainst),
        screening.threshold,
        screening.at,
      ],
    ),

  /** The sealed requests not sealed with the current key (`prefix`): what a key rotation re-encrypts. */
  sealedNotStartingWith: (db: Queryable, prefix: string) =>
    db.query<{ screening_id: string; request_sealed: string }>(
      "SELECT screening_id, request_sealed FROM screenings WHERE left(request_sealed, length($1)) <> $1",
      [prefix],
    ),

  replaceSealed: (db: Queryable, id: string, sealed: string) =>
    db.write("UPDATE screenings SET request_sealed = $2 WHERE screening_id = $1", [id, sealed]),
};
