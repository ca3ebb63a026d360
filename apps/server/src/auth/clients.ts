import { SCOPE_NAMES } from "@onboarding/core";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database, Queryable } from "../db/database.ts";
import { BoundedMap } from "../platform/bounded-map.ts";
import type { Clock } from "../platform/clock.ts";
import { AdminInputError } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import { refusalOf, systemResolver, type UrlPolicy } from "../webhooks/url-policy.ts";
import type { ClientKey } from "./client-keys.ts";
import { digestMatches, generateSecret, hashSecret } from "./client-secrets.ts";
import { type AuthProfile, clientsStore } from "./clients-store.ts";
import { RemoteKeySets } from "./remote-key-sets.ts";
import type { Revocations } from "./revocations.ts";

/** What every client is registered with (`clientId` only for tests). */
interface RegisterInput {
  name: string;
  scopes: string[];
  clientId?: string;
  /** The CIDR blocks it may call from (null or absent: anywhere). */
  sourceIps?: string[] | null;
}

/** How a client authenticates at the token endpoint. */
export type AuthMethod = "client_secret" | "private_key_jwt";

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
  /** Where a client's jwks_uri may be registered and fetched from (the webhooks' address rules; public https addresses unless given). */
  urls?: UrlPolicy;
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
  const cache = new BoundedMap<string, { found: NonNullable<Found>; until: number }>(CACHE_ENTRIES);

  /** The client and its active secret hashes, read now (and remembered for `cacheMs` when it exists). */
  async function read(clientId: string): Promise<Found> {
    const found = await clientsStore.findForAuthentication(db, clientId, clock.now());
    cache.delete(clientId);
    // Only clients that exist are remembered: guessed ids never push real clients out.
    if (found && cacheMs > 0) {
      cache.set(clientId, { found, until: performance.now() + cacheMs });
    }
    return found;
  }

  const urls = deps.urls ?? { publicOnly: true, resolve: systemResolver };
  const remote = new RemoteKeySets(urls, clock);

  /**
   * A jwks_uri as it is registered: a URL its keys may be fetched from under the webhooks' address rules (outside
   * development, https on a public address), checked now so a URL that could never be fetched is refused at once.
   */
  async function checkedJwksUri(value: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new AdminInputError(`--jwks-uri ${value} is not a URL.`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new AdminInputError(`--jwks-uri ${value} must be an https URL (http only in development).`);
    }
    const refusal = await refusalOf(url, urls);
    if (refusal !== undefined) {
      throw new AdminInputError(`--jwks-uri ${value} is not allowed: the URL ${refusal}.`);
    }
    return url.href;
  }

  /**
   * A change that checks what the client has before it writes (its last key, its profile): in one transaction, on the
   * client read with its row locked, so two such changes (two remove-key, remove-key and set-auth-profile) run one
   * after the other and each checks what the other left. An operator's error when there is no such client; the
   * client remembered here is forgotten once the change is committed.
   */
  async function changeChecked<T>(clientId: string, change: (tx: Queryable, found: NonNullable<Found>) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const found = (await clientsStore.lockClient(tx, clientId))
        ? await clientsStore.findForAuthentication(tx, clientId, clock.now())
        : undefined;
      if (!found) {
        throw new AdminInputError(`No client ${clientId}.`);
      }
      return change(tx, found);
    });
    cache.delete(clientId);
    return result;
  }

  /** The client as remembered, while that is fresh (within `cacheMs`); undefined when it must be read. */
  function remembered(clientId: string): NonNullable<Found> | undefined {
    const cached = cache.get(clientId);
    return cached && performance.now() < cached.until ? cached.found : undefined;
  }

  /** The client (cached for `cacheMs`, else read), when it exists. */
  async function find(clientId: string): Promise<NonNullable<Found> | undefined> {
    return remembered(clientId) ?? (await read(clientId));
  }

  /** Registers public keys of a client, all or none (a kid it already has refuses them all); their kids. */
  async function insertKeys(q: Queryable, clientId: string, keys: readonly ClientKey[]): Promise<string[]> {
    for (const key of keys) {
      if ((await clientsStore.insertKey(q, { clientId, kid: key.kid, jwk: key.jwk, now: clock.now() })).length === 0) {
        throw new AdminInputError(`Client ${clientId} already has a key ${key.kid} (or the file gives it twice).`);
      }
    }
    return keys.map((key) => key.kid);
  }

  /** A new secret of the client: its id and the secret itself, shown once. */
  async function addSecret(q: Queryable, clientId: string, secret = generateSecret()) {
    const secretId = newId("sec");
    await clientsStore.insertSecret(q, { secretId, clientId, hash: hashSecret(keyring.pepper, secret), now: clock.now() });
    return { secret_id: secretId, client_secret: secret };
  }

  async function create(
    input: RegisterInput & {
      authMethod: AuthMethod;
      secret?: string;
      authProfile?: AuthProfile;
      keys?: readonly ClientKey[];
      jwksUri?: string;
    },
  ) {
    const authProfile = input.authProfile ?? "baseline";
    const { authMethod } = input;
    const keys = input.keys ?? [];
    if (authProfile === "fapi2" && authMethod !== "private_key_jwt") {
      throw new AdminInputError("The fapi2 profile authenticates with private_key_jwt only: use --auth private_key_jwt.");
    }
    if (authMethod === "private_key_jwt" && keys.length === 0 && input.jwksUri === undefined) {
      throw new AdminInputError("private_key_jwt needs the client's public keys: --jwks FILE, or --jwks-uri URL.");
    }
    if (keys.length > 0 && input.jwksUri !== undefined) {
      throw new AdminInputError("Give the public keys (--jwks) or where they are published (--jwks-uri), not both.");
    }
    const jwksUri = input.jwksUri === undefined ? undefined : await checkedJwksUri(input.jwksUri);
    const clientId = input.clientId ?? newId("cli");
    const sourceIps = input.sourceIps ?? null;
    return db.transaction(async (tx) => {
      await clientsStore.insertClient(tx, {
        clientId,
        name: input.name,
        scopes: input.scopes,
        now: clock.now(),
        authProfile,
        jwksUri: jwksUri ?? null,
        sourceIps,
      });
      await insertKeys(tx, clientId, keys);
      const described = {
        client_id: clientId,
        name: input.name,
        scopes: input.scopes,
        auth_profile: authProfile,
        auth_method: authMethod,
        source_ips: sourceIps,
        ...(jwksUri === undefined ? {} : { jwks_uri: jwksUri }),
        ...(keys.length === 0 ? {} : { key_ids: keys.map((key) => key.kid) }),
      };
      if (authMethod === "private_key_jwt") {
        return described;
      }
      return { ...described, ...(await addSecret(tx, clientId, input.secret)) };
    });
  }

  return {
    /** Registers a client that authenticates with a secret, returned here and never again. (`clientId`/`secret` only for tests.) */
    async register(input: RegisterInput & { secret?: string }) {
      const created = await create({ ...input, authMethod: "client_secret" });
      return created as typeof created & { secret_id: string; client_secret: string };
    },

    /**
     * Registers a client that authenticates with private_key_jwt: no secret; its registered public keys, or its
     * jwks_uri, authenticate it. The fapi2 profile takes this method only.
     */
    registerWithKeys: (input: RegisterInput & { authProfile?: AuthProfile; keys?: readonly ClientKey[]; jwksUri?: string }) =>
      create({ ...input, authMethod: "private_key_jwt" }),
    /** Registers more public keys of a client (for a key rotation: add the new key, then remove the old one). */
    async addKeys(clientId: string, keys: readonly ClientKey[]) {
      const client = await clientsStore.findClient(db, clientId);
      if (!client) {
        throw new AdminInputError(`No client ${clientId}.`);
      }
      if (client.jwks_uri !== null) {
        throw new AdminInputError(`Client ${clientId} publishes its keys at ${client.jwks_uri}: change them there.`);
      }
      const added = await db.transaction((tx) => insertKeys(tx, clientId, keys));
      cache.delete(clientId);
      return { client_id: clientId, added_key_ids: added };
    },

    /**
     * Removes a public key; the last one of a client that has nothing else to authenticate with is kept: no secret, or
     * a secret it may not use (the fapi2 profile authenticates with private_key_jwt only).
     */
    removeKey: (clientId: string, kid: string) =>
      changeChecked(clientId, async (tx, found) => {
        if (!found.keys.some((key) => key.kid === kid)) {
          throw new AdminInputError(`Client ${clientId} has no key ${kid}.`);
        }
        if (found.keys.length === 1 && found.client.jwks_uri === null) {
          if (found.client.auth_profile === "fapi2") {
            throw new AdminInputError(
              `${kid} is the last key of client ${clientId}, whose auth profile fapi2 authenticates with private_key_jwt only (never a secret), so it could no longer authenticate: add its new key first.`,
            );
          }
          if (found.hashes.length === 0) {
            throw new AdminInputError(
              `${kid} is the last key of client ${clientId}, which could no longer authenticate: add its new key first.`,
            );
          }
        }
        await clientsStore.deleteKey(tx, clientId, kid);
        return { client_id: clientId, removed_key_id: kid };
      }),

    /**
     * Sets the client's auth profile. To fapi2 it needs a key (or a jwks_uri). From then on its bearer tokens are
     * refused (the API checks each request's token against the profile, every instance within the revocation delay);
     * its DPoP-bound tokens keep working.
     */
    setAuthProfile: (clientId: string, profile: AuthProfile) =>
      changeChecked(clientId, async (tx, found) => {
        if (profile === "fapi2" && found.keys.length === 0 && found.client.jwks_uri === null) {
          throw new AdminInputError(`Client ${clientId} has no public key: add one first (clients add-key ${clientId} --jwks FILE).`);
        }
        await clientsStore.update(tx, clientId, { authProfile: profile }, clock.now());
        return { client_id: clientId, auth_profile: profile };
      }),

    /** Limits the addresses the client may call from (null: anywhere). */
    async setSourceIps(clientId: string, sourceIps: string[] | null) {
      if (!(await clientsStore.update(db, clientId, { sourceIps }, clock.now()))) {
        throw new AdminInputError(`No client ${clientId}.`);
      }
      cache.delete(clientId);
      return { client_id: clientId, source_ips: sourceIps };
    },

    /** The client as authentication sees it: remembered for the revocation delay, else read. */
    find,
    remembered,

    /** The public keys a client signs with: its registered ones, or those its jwks_uri publishes (fetched, cached). */
    async keysOf(found: NonNullable<Found>, kid: string | undefined): Promise<ClientKey[]> {
      if (found.client.jwks_uri !== null) {
        return remote.keys(found.client.jwks_uri, kid);
      }
      return found.keys.map((jwk) => ({ kid: jwk.kid as string, alg: jwk.alg as ClientKey["alg"], jwk: jwk as ClientKey["jwk"] }));
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
      const fresh = await addSecret(db, clientId);
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
      const known = remembered(clientId);
      if (digestMatches(digest, known?.hashes ?? []) && known?.client.enabled) {
        return known.client;
      }
      const found = await read(clientId);
      return digestMatches(digest, found?.hashes ?? []) && found?.client.enabled ? found.client : undefined;
    },
  };
}

export type Clients = ReturnType<typeof createClients>;
export type AuthenticatingClient = NonNullable<Awaited<ReturnType<Clients["find"]>>>;
