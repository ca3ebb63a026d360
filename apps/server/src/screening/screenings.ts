import type { CreateScreening, Screening } from "@onboarding/core";
import { decrypt, encrypt, sealedPrefix } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ServiceContext } from "../service-context.ts";
import type { ScreeningLists } from "./lists.ts";
import { screeningsStore } from "./screenings-store.ts";

/** The sealed request's associated data: the screening it belongs to. */
export const screeningContext = (id: string) => `screening:${id}`;

/**
 * Screenings asked directly by a client (POST /v1/screenings): one name against the lists in force, answered at once.
 * What was screened is personal data: stored only encrypted, never echoed; the matches are list data.
 */
export function createScreenings({ clock, keyring, lists }: { clock: Clock; keyring: Keyring; lists: ScreeningLists | undefined }) {
  return {
    async create(context: ServiceContext, input: CreateScreening): Promise<Screening> {
      const query = {
        name: input.name,
        kind: input.type,
        ...(input.date_of_birth ? { birthDate: input.date_of_birth } : {}),
        ...(input.country ? { country: input.country } : {}),
      };
      const sanctions = await lists?.screen(query, "sanctions", context.db);
      const peps = input.type === "person" ? await lists?.screen(query, "peps", context.db) : undefined;
      if (!lists || (!sanctions && !peps)) {
        throw new ApiError("SERVICE_UNAVAILABLE", "No sanctions or PEP list is loaded: screening is not possible now.", {
          headers: { "Retry-After": "60" },
        });
      }
      const at = clock.now();
      const id = newId("scr", at.getTime());
      const matches = [...(sanctions?.matches ?? []), ...(peps?.matches ?? [])].sort((a, b) => b.score - a.score);
      const screenedAgainst = [...(sanctions?.lists ?? []), ...(peps?.lists ?? [])];
      await screeningsStore.insert(context.db, {
        id,
        clientId: context.clientId,
        type: input.type,
        requestSealed: encrypt(keyring, JSON.stringify(input), screeningContext(id)),
        matches,
        screenedAgainst,
        threshold: lists.threshold,
        at,
      });
      return { id, type: input.type, matches, threshold: lists.threshold, lists: screenedAgainst, created_at: at.toISOString() };
    },
  };
}

export type Screenings = ReturnType<typeof createScreenings>;

/** Re-encrypts the screened requests sealed with an older key (a key rotation's last step); how many. */
export async function resealScreenings(db: Queryable, keyring: Keyring): Promise<number> {
  const older = await screeningsStore.sealedNotStartingWith(db, sealedPrefix(keyring.currentKeyId));
  for (const row of older) {
    const context = screeningContext(row.screening_id);
    await screeningsStore.replaceSealed(db, row.screening_id, encrypt(keyring, decrypt(keyring, row.request_sealed, context), context));
  }
  return older.length;
}
