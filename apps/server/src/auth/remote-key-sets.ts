import { BoundedMap } from "../platform/bounded-map.ts";
import type { Clock } from "../platform/clock.ts";
import { getJson } from "../webhooks/sender.ts";
import type { UrlPolicy } from "../webhooks/url-policy.ts";
import { type ClientKey, clientKeyOf } from "./client-keys.ts";

/** How long a fetched key set is used before it is fetched again, and how soon an unknown kid may fetch it early. */
const FRESH_MS = 5 * 60_000;
const REFETCH_AFTER_MS = 60_000;
const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 5000;
const MAX_SETS = 1000;

/**
 * A key set that could not be fetched or read (the jwks_uri down, too slow, refused, or answering no JWK set): why,
 * for the 503 the token endpoint answers (the caller is not refused as unauthenticated: it may retry).
 */
export class KeySetUnavailable extends Error {}

/**
 * The key sets clients publish at their jwks_uri: fetched under the webhooks' address rules (in sandbox and
 * production only public https addresses, checked again on the address connected to), at most 64 KiB, cached for
 * five minutes, and fetched early (at most once a minute) when an assertion names a kid the cached set lacks — so a
 * client that rotates its key is followed at once. Keys of a type not accepted here are left out of the set.
 */
export class RemoteKeySets {
  readonly #sets = new BoundedMap<string, { keys: ClientKey[]; fetchedAt: number }>(MAX_SETS);
  readonly #inFlight = new Map<string, Promise<ClientKey[]>>();

  constructor(
    private readonly policy: UrlPolicy,
    private readonly clock: Clock,
  ) {}

  async keys(url: string, kid: string | undefined): Promise<ClientKey[]> {
    const cached = this.#sets.get(url);
    const age = cached ? this.clock.now().getTime() - cached.fetchedAt : Number.POSITIVE_INFINITY;
    const missing = kid !== undefined && cached !== undefined && !cached.keys.some((key) => key.kid === kid);
    if (cached && age < FRESH_MS && !(missing && age >= REFETCH_AFTER_MS)) {
      return cached.keys;
    }
    let pending = this.#inFlight.get(url);
    if (!pending) {
      pending = this.#fetch(url).finally(() => this.#inFlight.delete(url));
      this.#inFlight.set(url, pending);
    }
    return pending;
  }

  async #fetch(url: string): Promise<ClientKey[]> {
    let body: unknown;
    try {
      body = await getJson(url, this.policy, { maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS });
    } catch (error) {
      throw new KeySetUnavailable(`The client's jwks_uri could not be read: ${(error as Error).message}.`);
    }
    const listed = (body as { keys?: unknown }).keys;
    if (!Array.isArray(listed)) {
      throw new KeySetUnavailable('The client\'s jwks_uri did not answer a JWK set ({"keys": [...]}).');
    }
    const keys: ClientKey[] = [];
    for (const item of listed) {
      const key = await clientKeyOf(item).catch(() => undefined);
      if (key) {
        keys.push(key);
      }
    }
    this.#sets.set(url, { keys, fetchedAt: this.clock.now().getTime() });
    return keys;
  }
}
