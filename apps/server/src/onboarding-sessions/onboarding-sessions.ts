import { createHash, randomBytes } from "node:crypto";
import {
  type CreateOnboardingSession,
  ONBOARDING_EDITABLE_PARTS,
  ONBOARDING_SESSION_DEFAULT_EXPIRES_IN,
  type OnboardingBranding,
  type Requirement,
} from "@onboarding/core";
import type { ApplicationGate } from "../applications/index.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import { notFound, validationFailed } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ClientClocks } from "../sandbox/client-clocks.ts";
import type { ServiceContext } from "../service-context.ts";
import { outbox } from "../webhooks/outbox.ts";
import { clientBrandingStore } from "./client-branding-store.ts";
import { type ExpiredSession, type OnboardingSessionRecord, onboardingSessionsStore as store } from "./onboarding-sessions-store.ts";

export type { OnboardingSessionRecord };

/** What opening a link found: the session opened now (the first time), one that can no longer be opened, or none. */
export type OpenResult =
  | { kind: "opened"; session: OnboardingSessionRecord }
  | { kind: "expired" | "used"; session: OnboardingSessionRecord }
  | { kind: "unknown" };

/** A link's token: obt_ and 32 random bytes, base64url. */
const TOKEN_PATTERN = /^obt_[A-Za-z0-9_-]{43}$/;
const newToken = () => `obt_${randomBytes(32).toString("base64url")}`;

/** What is stored of a token (and of the browser's key): its SHA-256, hex. Looked up by, never reversed. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Sessions expired per transaction by the sweep. */
const EXPIRE_BATCH = 100;

/**
 * The session as it is at `now` (its client's time): an OPEN one past its expiry is EXPIRED, even before the sweep has
 * recorded it.
 */
export const sessionAt = (session: OnboardingSessionRecord, now: Date): OnboardingSessionRecord =>
  session.status === "OPEN" && session.expiresAt.getTime() <= now.getTime() ? { ...session, status: "EXPIRED" } : session;

const expiredEvent = (session: ExpiredSession, at: Date) => ({
  clientId: session.clientId,
  type: "ONBOARDING_SESSION_EXPIRED" as const,
  applicationId: session.applicationId,
  data: { onboarding_session_id: session.id, application_id: session.applicationId, status: "EXPIRED" as const },
  at,
});

/**
 * Marks every OPEN session past its expiry EXPIRED, each with an ONBOARDING_SESSION_EXPIRED event (and its webhooks)
 * in the same transaction, a batch per transaction on a database (or all in the caller's transaction). Returns how
 * many. Each session is compared with its client's time (`now`, the real time, plus the client's sandbox clock), so
 * one sweep serves every client: run by the periodic maintenance (maintenance.ts) for all, so the events come without
 * anyone opening the link, and for one client (`clientId`) when its sandbox clock moves forward (due-work.ts).
 */
export async function expireDueSessions(db: Database | Queryable, now: Date, clientId?: string): Promise<number> {
  const inTransaction = (work: (tx: Queryable) => Promise<number>) => ("transaction" in db ? db.transaction(work) : work(db));
  let count = 0;
  for (;;) {
    const expired = await inTransaction(async (tx) => {
      const sessions = await store.expireDue(tx, now, EXPIRE_BATCH, clientId);
      for (const session of sessions) {
        await outbox.publish(tx, expiredEvent(session, now));
      }
      return sessions.length;
    });
    count += expired;
    if (expired < EXPIRE_BATCH) {
      return count;
    }
  }
}

/**
 * The use cases of hosted onboarding sessions: the API's (create, read, list, for the application's client) and the
 * hosted page's (open a link, find a session, complete it), and expiry.
 */
export function createOnboardingSessions({
  clock,
  clocks,
  config,
  applications,
}: {
  clock: Clock;
  /** Each client's time, which a session's expiry is set by and compared with (its sandbox clock, where advanced). */
  clocks: Pick<ClientClocks, "now">;
  config: Pick<Config, "env" | "publicUrl">;
  applications: ApplicationGate;
}) {
  /** Outside development the end customer is only ever sent to (or shown a logo from) https pages. */
  function checkUrls(input: CreateOnboardingSession): void {
    if (config.env === "development") {
      return;
    }
    const urls = [
      ...(["return_url", "refresh_url"] as const).map((name) => ({ pointer: `/${name}`, url: input[name] })),
      ...(["logo_url", "terms_url", "privacy_url"] as const).map((name) => ({ pointer: `/branding/${name}`, url: input.branding?.[name] })),
    ];
    const errors = urls
      .filter(({ url }) => url !== undefined && new URL(url).protocol !== "https:")
      .map(({ pointer }) => ({ pointer, code: "url_not_allowed" as const, detail: `the URL must use https in ${config.env}` }));
    if (errors.length > 0) {
      throw validationFailed(errors);
    }
  }

  return {
    /**
     * A new OPEN session of the application and its link, `${publicUrl}/onboard/${token}`: returned this once, since
     * only the token's hash is stored. Allowed while the end customer could change the application; otherwise
     * APPLICATION_LOCKED.
     */
    async create(
      context: ServiceContext,
      applicationId: string,
      input: CreateOnboardingSession,
    ): Promise<{ session: OnboardingSessionRecord; url: string }> {
      checkUrls(input);
      await applications.lock(context, applicationId, "OPEN_SESSION");
      // The id is ordered by real time, as every id is; the session's times are its client's, which its expiry is read by.
      const now = await clocks.now(context.db, context.clientId);
      const token = newToken();
      // The client's default branding, each member the session gives replacing its own.
      const branding: OnboardingBranding = { ...(await clientBrandingStore.get(context.db, context.clientId)), ...input.branding };
      const session: OnboardingSessionRecord = {
        id: newId("obs", clock.now().getTime()),
        clientId: context.clientId,
        applicationId,
        status: "OPEN",
        returnUrl: input.return_url,
        refreshUrl: input.refresh_url,
        locale: input.locale ?? "en",
        editable: [...(input.editable ?? ONBOARDING_EDITABLE_PARTS)],
        createdAt: now,
        expiresAt: new Date(now.getTime() + (input.expires_in ?? ONBOARDING_SESSION_DEFAULT_EXPIRES_IN) * 1000),
        openedAt: null,
        completedAt: null,
        browserKeyHash: null,
        branding,
        asked: [],
      };
      await store.insert(context.db, session, hashToken(token));
      return { session, url: `${config.publicUrl}/onboard/${token}` };
    },

    /** A session of the client's application, as it is now. */
    async get(context: ServiceContext, applicationId: string, sessionId: string): Promise<OnboardingSessionRecord> {
      const session = await store.findOf(context.db, context.clientId, applicationId, sessionId);
      if (!session) {
        throw notFound("onboarding session");
      }
      return sessionAt(session, await clocks.now(context.db, context.clientId));
    },

    /** A page of the application's sessions, newest first, as they are now. */
    async list(context: ServiceContext, applicationId: string, page: Page) {
      await applications.exists(context, applicationId);
      const { items, hasMore } = await store.list(context.db, context.clientId, applicationId, page);
      const now = await clocks.now(context.db, context.clientId);
      return { items: items.map((session) => sessionAt(session, now)), hasMore };
    },

    /**
     * Opens a link: the first opening before expiry binds the session to the browser whose key hashes to
     * `browserKeyHash` (one atomic UPDATE, so of two openings at once one wins); later openings, or any past expiry,
     * find it "used" or "expired"; a token of no session is "unknown".
     */
    async open(db: Queryable, token: string, browserKeyHash: string): Promise<OpenResult> {
      if (!TOKEN_PATTERN.test(token)) {
        return { kind: "unknown" };
      }
      const tokenHash = hashToken(token);
      // Whose session it is is known only once found: the statement compares it with its own client's time.
      const opened = await store.open(db, tokenHash, browserKeyHash, clock.now());
      if (opened) {
        return { kind: "opened", session: opened };
      }
      const found = await store.findByTokenHash(db, tokenHash);
      if (!found) {
        return { kind: "unknown" };
      }
      const session = sessionAt(found, await clocks.now(db, found.clientId));
      return { kind: session.status === "EXPIRED" ? "expired" : "used", session };
    },

    /** A session by its id, whichever client's, as it is now (the hosted page authorizes by the browser's key). */
    async find(db: Queryable, sessionId: string): Promise<OnboardingSessionRecord | undefined> {
      const session = await store.find(db, sessionId);
      return session && sessionAt(session, await clocks.now(db, session.clientId));
    },

    /**
     * OPEN (and unexpired) → COMPLETED, with an ONBOARDING_SESSION_COMPLETED event and its webhooks in the same
     * transaction (`db` is it). A session no longer OPEN is returned as it is now, and nothing is published: the
     * caller checks the status.
     */
    async complete(db: Queryable, session: OnboardingSessionRecord): Promise<OnboardingSessionRecord> {
      const now = await clocks.now(db, session.clientId);
      const completed = await store.complete(db, session.id, now);
      if (!completed) {
        const current = await store.find(db, session.id);
        if (!current) {
          throw notFound("onboarding session");
        }
        return sessionAt(current, now);
      }
      await outbox.publish(db, {
        clientId: completed.clientId,
        type: "ONBOARDING_SESSION_COMPLETED",
        applicationId: completed.applicationId,
        data: { onboarding_session_id: completed.id, application_id: completed.applicationId, status: "COMPLETED" },
        at: clock.now(),
      });
      return completed;
    },

    /** Records the requirements the page has asked in the session so far (those asked before included). */
    remember: (db: Queryable, session: OnboardingSessionRecord, asked: readonly Requirement[]) => store.remember(db, session.id, asked),

    /** Expires every OPEN session past its expiry, with its event (see expireDueSessions); how many. */
    expireDue: (db: Database | Queryable): Promise<number> => expireDueSessions(db, clock.now()),
  };
}

export type OnboardingSessionsService = ReturnType<typeof createOnboardingSessions>;
