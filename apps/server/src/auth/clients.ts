import { SCOPE_NAMES } from "@onboarding/core";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { AdminInputError } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import { digestMatches, generateSecret, hashSecret } from "./client-secrets.ts";
import { clientsStore } from "./clients-store.ts";
import type { Revocations } from "./revocations.ts";

export interface ClientsDeps {
  db: Database;
  keyring: Keyring;
  clock: Clock;
  /** The longest token lifetime: how long a client-wide cut-off must be kept. */
  tokenLifetimeS: number;
  /**
   * How long an instance may authenticate a client from memory (the revocation delay): a disabled client or a revoked
   * or expired secret stops working on every instance within it, on the instance that changed it at once.
   */
  cacheMs?: number;
}

const CACHE_ENTRIES = 10_000;

const KNOWN_SCOPES = new Set<string>(SCOPE_NAMES);

export function parseScopes(value: string): string[] {
  const scopes = [...new Set(value.split(/[\s,]+/).filter(Boolean))];
  const unknown = scopes.filter((scope) => !KNOWN_SCOPES.has(scope));
  if (scopes.length === 0 || unknown.length > 0) {
    throw new AdminInputError(`Unknown or missing scopes: ${unknown.join(" ") || "(none)"}. Known scopes: ${SCOPE_NAMES.join(" ")}`);
  }
  return scopes.sort();
}

/** Registration and life cycle of API clients: what the operator CLI does. */
export function createClients(deps: ClientsDeps) {
  const { db, keyring, clock } = deps;
  const cacheMs = deps.cacheMs ?? 0;
  type Found = Awaited<ReturnType<typeof clientsStore.findForAuthentication>>;
  const cache = new Map<string, { found: NonNullable<Found>; until: number }>();

  /** The client and its active secret hashes, read now (and remembered for `cacheMs` when it exists). */
  async function read(clientId: string): Promise<Found> {
    const found = await clientsStore.findForAuthentication(db, clientId, clock.now());
    cache.delete(clientId);
    // Only clients that exist are remembered: guessed ids never push real clients out.
    if (found && cacheMs > 0) {
      cache.set(clientId, { found, until: performance.now() + cacheMs });
      if (cache.size > CACHE_ENTRIES) {
        cache.delete(cache.keys().next().value as string);
      }
    }
    return found;
  }

  async function addSecret(clientId: string, secret = generateSecret()) {
    const secretId = newId("sec");
    await clientsStore.insertSecret(db, { secretId, clientId, hash: hashSecret(keyring.pepper, secret), now: clock.now() });
    return { secret_id: secretId, client_secret: secret };
  }

  return {
    /** Registers a client; the secret is returned here and never again. (`clientId`/`secret` only for tests.) */
    async register(input: { name: string; scopes: string[]; clientId?: string; secret?: string }) {
      const clientId = input.clientId ?? newId("cli");
      await clientsStore.insertClient(db, { clientId, name: input.name, scopes: input.scopes, now: clock.now() });
      const secret = await addSecret(clientId, input.secret);
      return { client_id: clientId, name: input.name, scopes: input.scopes, ...secret };
    },

    list: () => clientsStore.listClients(db, clock.now()),

    /** A new secret; the old one keeps working for `graceMs`, then stops. At most two are active. */
    async rotateSecret(clientId: string, graceMs: number) {
      const now = clock.now();
      if (!(await clientsStore.findClient(db, clientId))) {
        throw new AdminInputError(`No client ${clientId}.`);
      }
      const active = await clientsStore.activeSecrets(db, clientId, now);
      if (active.length >= 2) {
        throw new AdminInputError(
          `Client ${clientId} already has two active secrets; revoke one first (clients revoke-secret ${clientId} SECRET_ID).`,
        );
      }
      for (const secret of active) {
        await clientsStore.expireSecret(db, secret.secret_id, new Date(now.getTime() + graceMs));
      }
      const fresh = await addSecret(clientId);
      cache.delete(clientId);
      return { client_id: clientId, ...fresh, previous_secrets_expire_at: new Date(now.getTime() + graceMs).toISOString() };
    },

    async revokeSecret(clientId: string, secretId: string) {
      if (!(await clientsStore.revokeSecret(db, clientId, secretId, clock.now()))) {
        throw new AdminInputError(`No active secret ${secretId} on client ${clientId}.`);
      }
      cache.delete(clientId);
      return { client_id: clientId, secret_id: secretId, revoked: true };
    },

    /** Disabling refuses new tokens at once and cuts off the tokens already issued (every instance, bounded delay). */
    async setEnabled(clientId: string, enabled: boolean, revocations: Revocations) {
      const now = clock.now();
      if (!(await clientsStore.setEnabled(db, clientId, enabled, now))) {
        throw new AdminInputError(`No client ${clientId}.`);
      }
      cache.delete(clientId);
      if (!enabled) {
        await revocations.cutOffClient(clientId, now, new Date(now.getTime() + deps.tokenLifetimeS * 1000));
      }
      return { client_id: clientId, enabled };
    },

    /**
     * The client when `secret` is one of its active secrets and it is enabled. A failure is the same work whether the
     * id is unknown or known, in memory or not: one HMAC, a check against what is in memory (dummies when nothing is)
     * and one against the client read afresh (dummies when there is none) — so a secret made since the client was read
     * (on another instance) works at once.
     */
    async authenticate(clientId: string, secret: string) {
      const digest = hashSecret(keyring.pepper, secret);
      const cached = cache.get(clientId);
      const remembered = cached && performance.now() < cached.until ? cached.found : undefined;
      if (digestMatches(digest, remembered?.hashes ?? []) && remembered?.client.enabled) {
        return remembered.client;
      }
      const found = await read(clientId);
      return digestMatches(digest, found?.hashes ?? []) && found?.client.enabled ? found.client : undefined;
    },
  };
}

export type Clients = ReturnType<typeof createClients>;
