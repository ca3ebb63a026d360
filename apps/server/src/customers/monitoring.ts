import { createHmac } from "node:crypto";
import { gunzipSync } from "node:zlib";
import type { CustomerAlert, ListVersion, Monitoring, ResolveAlert, RiskRating, ScreeningMatch } from "@onboarding/core";
import type { ApplicationRecord } from "../applications/index.ts";
import { auditStore } from "../audit/audit-store.ts";
import { openCase } from "../cases/cases.ts";
import { casesStore } from "../cases/cases-store.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError, notFound } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ListEntry } from "../screening/entry.ts";
import type { ListKind, ScreeningLists } from "../screening/lists.ts";
import { listsStore } from "../screening/lists-store.ts";
import { nameKeys, type ScreeningQuery } from "../screening/matcher.ts";
import type { Actor, OperatorContext, ServiceContext } from "../service-context.ts";
import { screeningQueryOf } from "../verifications/built-in.ts";
import { type Applicant, subjectOf } from "../verifications/subjects.ts";
import { verificationsStore } from "../verifications/verifications-store.ts";
import { outbox } from "../webhooks/outbox.ts";
import { customersStore } from "./customers-store.ts";
import { type AlertRow, type MonitoredCustomer, type RunRow, monitoringStore as store } from "./monitoring-store.ts";
import { nextReviewAt, type RiskModel, rate } from "./risk.ts";

/** How monitoring runs: the configuration's MONITORING_… variables. */
export interface MonitoringSettings {
  /** How often, at least, each monitored customer is screened again. */
  intervalMs: number;
  /** Customers screened per transaction. */
  batchSize: number;
  /** At most this many customers screened a second by one worker, so that a new list does not starve the API. */
  ratePerSecond: number;
}

/** A person or the corporation of a customer, as monitoring screens it. */
interface Subject {
  /** The individual's id, or "applicant" for the person or corporation applying. */
  key: string;
  individualId: string | null;
  query: ScreeningQuery;
}

const CHECK_OF: Record<ListKind, "WATCHLIST" | "PEP"> = { sanctions: "WATCHLIST", peps: "PEP" };
/** How long after a customer's approval the sandbox's list fixture names it. */
const FIXTURE_AFTER_MS = 30 * 86_400_000;
const clearedKey = (subjectKey: string, match: Pick<ScreeningMatch, "source" | "entry_id">) =>
  `${subjectKey}|${match.source}|${match.entry_id}`;

/** The people and corporation an approved application's customer is screened as. */
function subjectsOf(applicant: Applicant): Subject[] {
  const subjects: Subject[] = [];
  const add = (key: string, individualId: string | null) => {
    const subject = subjectOf(applicant, { individual_id: individualId, document_id: null });
    if (subject && subject.kind !== "DOCUMENT") {
      const query = screeningQueryOf(subject);
      if (query.name) {
        subjects.push({ key, individualId, query });
      }
    }
  };
  add("applicant", null);
  if (applicant.type === "CORPORATION") {
    for (const individual of applicant.individuals) {
      add(individual.id, individual.id);
    }
  }
  return subjects;
}

const entryKinds = (entry: ListEntry): ScreeningQuery["kind"][] =>
  entry.kind === "person" ? ["person"] : entry.kind === "organization" ? ["organization"] : [];

/**
 * Monitoring of approved customers, their alerts, their risk rating and periodic reviews.
 *
 * - At approval, the customer is rated, and its people's (and corporation's) candidate keys are kept as HMACs; the
 *   matches a reviewer cleared before approval are remembered, so they do not come back as alerts.
 * - A new version of a list gets a run: the entries it added, changed or removed give their candidate keys, and only the
 *   customers holding one of those keys are screened again (the engine never scores a name against an entry sharing no
 *   key with it, so no other customer's screening can change). A run moves through its customers in batches, each
 *   batch and its cursor in one transaction: resumable after a crash, and no customer screened twice for one version.
 * - On the schedule (MONITORING_INTERVAL), each customer is screened in full against the lists in force, unless it
 *   was screened against exactly these versions already.
 * - A match that is new to the customer (no open alert for that person and entry, none resolved as a true positive,
 *   none resolved as a false positive while the person's details and the entry are the same, not cleared at
 *   onboarding) becomes an alert, a MONITORING_ALERT case and a CUSTOMER_ALERT_CREATED event.
 * - A due periodic review opens a PERIODIC_REVIEW case and emits CUSTOMER_REVIEW_DUE.
 */
export function createMonitoring(deps: {
  clock: Clock;
  keyring: Keyring;
  lists: ScreeningLists | undefined;
  /**
   * The sandbox's list fixture (development and sandbox): applied to a customer only from a month after its approval,
   * on its client's clock, to rehearse a customer listed after approval.
   */
  sandboxFixture?: ScreeningLists | undefined;
  risk: RiskModel;
  settings: MonitoringSettings;
  /** The review cases' deadline after they open. */
  slaMs: number;
  /** The time on a client's clock (in development and sandbox a client may run its own ahead); the process clock's by default. */
  clientNow?: ((db: Queryable, clientId: string) => Promise<Date>) | undefined;
  /** The approved application, its details in clear (handed in by the composition). */
  applicant: (db: Queryable, applicationId: string, lock?: boolean) => Promise<Applicant | undefined>;
}) {
  const { clock, keyring, lists, risk, settings } = deps;
  const clientNow = deps.clientNow ?? (async () => clock.now());

  const keyHash = (kind: string, key: string) =>
    createHmac("sha256", keyring.pepper).update(`monitoring-key:${kind}:${key}`).digest().subarray(0, 16);
  const fingerprintOf = (subject: Subject, match: ScreeningMatch) =>
    createHmac("sha256", keyring.pepper)
      .update(JSON.stringify(["monitoring-fingerprint", subject.query, match.source, match.entry_id, match.entry_name, match.matched_name]))
      .digest("base64url");
  const subjectKeys = (subjects: Subject[]) =>
    subjects.flatMap((subject) => nameKeys(subject.query.name, subject.query.kind).map((key) => keyHash(subject.query.kind, key)));

  /** The PEPs among the customer's people: PEP matches cleared before approval, and alerts resolved as true positives on PEP lists. */
  async function pepsOf(db: Queryable, applicant: Applicant, customer?: MonitoredCustomer): Promise<string[]> {
    const subjects = subjectsOf(applicant);
    const nameOf = (key: string) => subjects.find((subject) => subject.key === key)?.query.name ?? key;
    const peps = new Set<string>();
    for (const check of await verificationsStore.latest(db, applicant.id)) {
      if (check.check === "PEP" && check.status === "PASSED" && check.matches.length > 0) {
        peps.add(nameOf(check.individual_id ?? "applicant"));
      }
    }
    if (customer) {
      for (const alert of await store.alertsAbout(db, customer)) {
        if (alert.check_type === "PEP" && alert.resolution === "TRUE_POSITIVE") {
          peps.add(alert.subject_name);
        }
      }
    }
    return [...peps];
  }

  const audit = (db: Queryable, actor: Actor, action: string, objectId: string, at: Date) =>
    auditStore.append(db, {
      at,
      actorType: actor.type,
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      objectId,
      requestId: newId("req"),
      outcome: "succeeded",
      status: 0,
    });

  const publish = (
    db: Queryable,
    customer: MonitoredCustomer,
    type: "CUSTOMER_ALERT_CREATED" | "CUSTOMER_ALERT_RESOLVED" | "CUSTOMER_RESTRICTED" | "CUSTOMER_RISK_RATED" | "CUSTOMER_REVIEW_DUE",
    extra: { alert_id?: string; resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE"; next_review_at?: string | null },
    at: Date,
  ) =>
    outbox.publish(db, {
      clientId: customer.client_id,
      type,
      applicationId: customer.application_id,
      data: {
        customer_id: customer.customer_id,
        application_id: customer.application_id,
        status: customer.status,
        risk_rating: customer.risk_rating,
        ...extra,
      },
      at,
    });

  /**
   * Screens a customer's people against the lists in force (on the caller's transaction, the customer locked) and
   * raises an alert for each match new to it; the alerts raised and the versions screened against.
   */
  async function screenCustomer(
    db: Queryable,
    customer: MonitoredCustomer,
    at: Date,
    clientNow: Date,
  ): Promise<{ raised: number; against: ListVersion[] }> {
    const applicant = lists && (await deps.applicant(db, customer.application_id, false));
    if (!lists || !applicant) {
      return { raised: 0, against: customer.screened_against };
    }
    const subjects = subjectsOf(applicant);
    const known = await store.alertsAbout(db, customer);
    const cleared = new Set(customer.cleared_matches);
    let raised = 0;
    const screenedAgainst = new Map<string, ListVersion>();
    const fixture = fixtureFor(customer, clientNow);
    const screenings = (["sanctions", "peps"] as const).flatMap((kind) => [
      { kind, on: lists },
      ...(fixture && kind === "sanctions" ? [{ kind, on: fixture }] : []),
    ]);
    for (const subject of subjects) {
      for (const { kind, on } of screenings) {
        const outcome = await on.screen(subject.query, kind, db);
        for (const version of outcome?.lists ?? []) {
          screenedAgainst.set(version.id, version);
        }
        for (const match of outcome?.matches ?? []) {
          const fingerprint = fingerprintOf(subject, match);
          const quiet =
            cleared.has(clearedKey(subject.key, match)) ||
            known.some(
              (alert) =>
                alert.subject_key === subject.key &&
                alert.source === match.source &&
                alert.entry_id === match.entry_id &&
                (alert.status === "OPEN" ||
                  alert.resolution === "TRUE_POSITIVE" ||
                  (alert.resolution === "FALSE_POSITIVE" && alert.fingerprint === fingerprint)),
            );
          if (quiet) {
            continue;
          }
          const alertId = newId("alt", at.getTime());
          const inserted = await store.insertAlert(db, {
            alert_id: alertId,
            client_id: customer.client_id,
            customer_id: customer.customer_id,
            application_id: customer.application_id,
            check_type: CHECK_OF[kind],
            individual_id: subject.individualId,
            subject_key: subject.key,
            subject_name: subject.query.name,
            source: match.source,
            entry_id: match.entry_id,
            fingerprint,
            match,
            created_at: clientNow,
          });
          if (inserted) {
            raised++;
            await openCase(db, { id: customer.application_id, clientId: customer.client_id }, "MONITORING_ALERT", clientNow, deps.slaMs);
            await publish(db, customer, "CUSTOMER_ALERT_CREATED", { alert_id: alertId }, at);
          }
        }
      }
    }
    return { raised, against: [...screenedAgainst.values()] };
  }

  /** The sandbox's fixture when it applies to the customer: a month after its approval, on its client's clock. */
  const fixtureFor = (customer: MonitoredCustomer, clientNow: Date) =>
    deps.sandboxFixture && clientNow.getTime() - new Date(customer.created_at).getTime() >= FIXTURE_AFTER_MS
      ? deps.sandboxFixture
      : undefined;

  /** Gives each list version that has none its run: the candidate keys of the entries it changed from the version before. */
  async function planRuns(db: Database): Promise<void> {
    for (const version of await store.versionsWithoutRun(db)) {
      const entriesOf = async (id: string | null) =>
        id === null ? [] : (JSON.parse(gunzipSync(await listsStore.entriesOf(db, id)).toString("utf8")) as ListEntry[]);
      const before = new Map((await entriesOf(version.previous_version_id)).map((entry) => [entry.id, JSON.stringify(entry)]));
      const after = await entriesOf(version.version_id);
      const changed: ListEntry[] = [];
      const seen = new Set<string>();
      for (const entry of after) {
        seen.add(entry.id);
        if (before.get(entry.id) !== JSON.stringify(entry)) {
          changed.push(entry);
        }
      }
      const previous = version.previous_version_id === null ? [] : await entriesOf(version.previous_version_id);
      changed.push(...previous.filter((entry) => !seen.has(entry.id)));
      const hashes = new Map<string, Buffer>();
      for (const entry of changed) {
        for (const kind of entryKinds(entry)) {
          for (const name of entry.names) {
            for (const key of nameKeys(name.name, kind)) {
              const hash = keyHash(kind, key);
              hashes.set(hash.toString("hex"), hash);
            }
          }
        }
      }
      await store.insertRun(db, {
        versionId: version.version_id,
        source: version.source,
        previousVersionId: version.previous_version_id,
        keyHashes: [...hashes.values()],
        changedEntries: changed.length,
        at: clock.now(),
      });
    }
  }

  /** One batch of the oldest unfinished run; the customers it screened (0: no run left). */
  async function runBatch(db: Database, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      const run: RunRow | undefined = await store.claimRun(tx);
      if (!run) {
        return 0;
      }
      const candidates = await store.runCandidates(tx, run, limit);
      const at = clock.now();
      let alerts = 0;
      for (const candidate of candidates) {
        const customer = await store.customer(tx, candidate.client_id, candidate.customer_id, true);
        if (customer?.monitoring === "ACTIVE") {
          const customerNow = await clientNow(tx, customer.client_id);
          const screened = await screenCustomer(tx, customer, at, customerNow);
          alerts += screened.raised;
          await store.setScreened(tx, customer, { at: customerNow, against: screened.against, next: null });
        }
      }
      const last = candidates.at(-1);
      await store.advanceRun(tx, run.version_id, {
        afterClient: last?.client_id ?? run.after_client,
        afterCustomer: last?.customer_id ?? run.after_customer,
        screened: candidates.length,
        alerts,
        finishedAt: candidates.length < limit ? at : null,
      });
      return Math.max(candidates.length, 1);
    });
  }

  const versionKey = (versions: readonly { id: string }[]) =>
    versions
      .map((version) => version.id)
      .sort()
      .join(",");

  /** One batch of customers whose scheduled screening is due (of one client, when given); how many. */
  async function scheduleBatch(db: Database, limit: number, clientId?: string): Promise<number> {
    const versionsOf = async (of: ScreeningLists | undefined) =>
      of ? (await of.status()).flatMap((status) => (status.version ? [{ id: status.version.version_id }] : [])) : [];
    const inForce = await versionsOf(lists);
    const fixtureVersions = await versionsOf(deps.sandboxFixture);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await store.dueForScreening(tx, now, limit, clientId);
      for (const customer of due) {
        const customerNow = await clientNow(tx, customer.client_id);
        const next = new Date(customerNow.getTime() + settings.intervalMs);
        const expected = fixtureFor(customer, customerNow) ? [...inForce, ...fixtureVersions] : inForce;
        // Screened against exactly these versions already (by a run, or the last round): nothing can have changed.
        if (customer.last_screened_at !== null && versionKey(customer.screened_against) === versionKey(expected)) {
          await store.setScreened(tx, customer, { at: customer.last_screened_at, against: customer.screened_against, next });
        } else {
          const screened = await screenCustomer(tx, customer, now, customerNow);
          await store.setScreened(tx, customer, { at: customerNow, against: screened.against, next });
        }
      }
      return due.length;
    });
  }

  /** One batch of customers whose periodic review is due: a case and an event each; how many. */
  async function reviewBatch(db: Database, limit: number, clientId?: string): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await store.dueForReview(tx, now, limit, clientId);
      for (const customer of due) {
        const customerNow = await clientNow(tx, customer.client_id);
        await store.setReviewOpened(tx, customer, customerNow);
        await openCase(tx, { id: customer.application_id, clientId: customer.client_id }, "PERIODIC_REVIEW", customerNow, deps.slaMs);
        await publish(tx, customer, "CUSTOMER_REVIEW_DUE", { next_review_at: customer.next_review_at?.toISOString() ?? null }, now);
      }
      return due.length;
    });
  }

  /**
   * Rates the customer again at `ratedAt` (its client's time); when its rating or factors changed, stores it with
   * CUSTOMER_RISK_RATED (at the real time `at`).
   */
  async function rerate(
    db: Queryable,
    customer: MonitoredCustomer,
    ratedAt: Date,
    at: Date,
    reviewed: boolean,
  ): Promise<MonitoredCustomer> {
    const applicant = await deps.applicant(db, customer.application_id, false);
    if (!applicant) {
      return customer;
    }
    const rated = rate(applicant, { peps: await pepsOf(db, applicant, customer) }, risk);
    const changed = rated.rating !== customer.risk_rating || JSON.stringify(rated.factors) !== JSON.stringify(customer.risk_factors);
    if (!changed && !reviewed) {
      return customer;
    }
    const next = nextReviewAt(risk, rated.rating, ratedAt);
    await store.setRating(db, customer, { rating: rated.rating, factors: rated.factors, at: ratedAt, nextReviewAt: next });
    const updated = { ...customer, risk_rating: rated.rating, risk_factors: rated.factors, rated_at: ratedAt, next_review_at: next };
    if (changed) {
      await publish(db, updated, "CUSTOMER_RISK_RATED", { next_review_at: next.toISOString() }, at);
    }
    return updated;
  }

  async function customerOf({ db, clientId }: ServiceContext, customerId: string, lock = false): Promise<MonitoredCustomer> {
    const customer = await store.customer(db, clientId, customerId, lock);
    if (!customer) {
      throw notFound("customer");
    }
    return customer;
  }

  const monitoringOf = (customer: MonitoredCustomer): Monitoring => ({
    customer_id: customer.customer_id,
    status: customer.monitoring,
    interval_seconds: Math.round(settings.intervalMs / 1000),
    last_screened_at: customer.last_screened_at?.toISOString() ?? null,
    next_screening_at: customer.monitoring === "ACTIVE" ? (customer.next_screening_at?.toISOString() ?? null) : null,
    screened_against: customer.screened_against,
    paused_reason: customer.paused_reason,
    updated_at: customer.monitoring_updated_at.toISOString(),
  });

  /** Resolves an alert of the customer (locked), as `actor`. */
  async function resolve(
    db: Queryable,
    customer: MonitoredCustomer,
    alertId: string,
    input: ResolveAlert,
    actor: Actor,
  ): Promise<AlertRow> {
    const alert = await store.alert(db, customer.client_id, customer.customer_id, alertId, true);
    if (!alert) {
      throw notFound("alert");
    }
    if (alert.status !== "OPEN") {
      throw new ApiError("CONFLICT", `The alert is resolved already (${alert.resolution}).`);
    }
    const at = clock.now();
    const customerNow = await clientNow(db, customer.client_id);
    const by = actor.email ?? `${actor.type} ${actor.id}`;
    await store.resolveAlert(db, alert, { resolution: input.resolution, reason: input.reason, by, at: customerNow });
    await audit(db, actor, `resolveAlert ${input.resolution}`, alert.alert_id, at);
    let current = customer;
    if (input.resolution === "TRUE_POSITIVE" && customer.status !== "RESTRICTED") {
      current = { ...customer, status: "RESTRICTED" };
      await store.setStatus(db, customer, "RESTRICTED");
    }
    await publish(db, current, "CUSTOMER_ALERT_RESOLVED", { alert_id: alert.alert_id, resolution: input.resolution }, at);
    if (current !== customer) {
      await publish(db, current, "CUSTOMER_RESTRICTED", { alert_id: alert.alert_id }, at);
    }
    if (input.resolution === "TRUE_POSITIVE" && alert.check_type === "PEP") {
      // A PEP confirmed among its people is a risk factor: rated again.
      current = await rerate(db, current, customerNow, at, false);
    }
    if ((await store.openAlerts(db, customer.client_id, customer.customer_id)) === 0) {
      await casesStore.resolve(db, customer.application_id, "ALERTS_RESOLVED", at, "MONITORING_ALERT");
    }
    return {
      ...alert,
      status: "RESOLVED",
      resolution: input.resolution,
      resolution_reason: input.reason,
      resolved_by: by,
      resolved_at: at,
    };
  }

  /**
   * Work of every kind that is due, one batch each (of `batchSize` customers, MONITORING_BATCH unless given); how much
   * was done (0: nothing due).
   */
  async function runOnce(db: Database, options: { clientId?: string; batchSize?: number } = {}): Promise<number> {
    const limit = options.batchSize ?? settings.batchSize;
    let done = 0;
    await lists?.warm();
    await deps.sandboxFixture?.warm();
    if (lists && options.clientId === undefined) {
      await planRuns(db);
      done += await runBatch(db, limit);
    }
    done += await scheduleBatch(db, limit, options.clientId);
    done += await reviewBatch(db, limit, options.clientId);
    return done;
  }

  return {
    /**
     * Approval's part (see applications/review.ts): opens the customer and its account, rates it, remembers the
     * matches cleared before approval, keeps its candidate keys, and schedules its first monitoring round now.
     */
    async open(db: Queryable, record: ApplicationRecord, at: Date): Promise<void> {
      await customersStore.open(db, {
        clientId: record.clientId,
        customerId: record.customerId,
        customerType: record.type,
        applicationId: record.id,
        account: record.accountToOpen,
        at,
      });
      const applicant = record as unknown as Applicant;
      const subjects = subjectsOf(applicant);
      const checks = await verificationsStore.latest(db, record.id);
      const clearedMatches = checks.flatMap((check) =>
        (check.check === "WATCHLIST" || check.check === "PEP") && check.status === "PASSED"
          ? check.matches.map((match) => clearedKey(check.individual_id ?? "applicant", match))
          : [],
      );
      const rated = rate(applicant, { peps: await pepsOf(db, applicant) }, risk);
      const ratedAt = await clientNow(db, record.clientId);
      await store.setOpened(
        db,
        { clientId: record.clientId, customerId: record.customerId },
        {
          rating: rated.rating,
          factors: rated.factors,
          nextReviewAt: nextReviewAt(risk, rated.rating, ratedAt),
          clearedMatches,
          at: ratedAt,
        },
      );
      await store.setKeys(db, record.clientId, record.customerId, subjectKeys(subjects));
    },

    async getMonitoring(context: ServiceContext, customerId: string): Promise<Monitoring> {
      return monitoringOf(await customerOf(context, customerId));
    },

    /** Pauses or resumes; resuming schedules a round now. */
    async updateMonitoring(
      context: ServiceContext,
      customerId: string,
      input: { status: "ACTIVE" | "PAUSED"; reason?: string | undefined },
    ) {
      const customer = await customerOf(context, customerId, true);
      const at = await clientNow(context.db, context.clientId);
      if (customer.monitoring !== input.status || (input.status === "PAUSED" && (input.reason ?? null) !== customer.paused_reason)) {
        const change = {
          monitoring: input.status,
          pausedReason: input.status === "PAUSED" ? (input.reason ?? null) : null,
          at,
          nextScreeningAt: input.status === "ACTIVE" ? at : customer.next_screening_at,
        };
        await store.setMonitoring(context.db, customer, change);
        await audit(context.db, { type: "client", id: context.clientId }, `monitoring ${input.status}`, customer.customer_id, at);
        return monitoringOf({
          ...customer,
          monitoring: change.monitoring,
          paused_reason: change.pausedReason,
          monitoring_updated_at: at,
          next_screening_at: change.nextScreeningAt,
        });
      }
      return monitoringOf(customer);
    },

    async listAlerts(context: ServiceContext, customerId: string, filter: { status?: string | undefined }, page: Page) {
      await customerOf(context, customerId);
      const { rows, hasMore } = await store.listAlerts(context.db, context.clientId, customerId, filter, page);
      return { alerts: rows.map(alertResource), hasMore };
    },

    /** The sandbox's reviewer: the client resolves its own customer's alert. */
    async resolveAlert(context: ServiceContext, customerId: string, alertId: string, input: ResolveAlert) {
      const customer = await customerOf(context, customerId, true);
      return alertResource(await resolve(context.db, customer, alertId, input, { type: "client", id: context.clientId }));
    },

    /** An operator (the console) resolves an alert of any client's customer. */
    async resolveAlertAsOperator(operator: OperatorContext, applicationId: string, alertId: string, input: ResolveAlert) {
      const found = await store.customerOfApplication(operator.db, applicationId);
      if (!found) {
        throw notFound("customer");
      }
      const customer = (await store.customer(operator.db, found.client_id, found.customer_id, true)) as MonitoredCustomer;
      return alertResource(
        await resolve(operator.db, customer, alertId, input, { type: "operator", id: operator.operator, email: operator.email }),
      );
    },

    /** An operator completes a customer's periodic review: rated again, the next review scheduled, the case resolved. */
    async completeReview(operator: OperatorContext, applicationId: string): Promise<{ rating: RiskRating; nextReviewAt: Date | null }> {
      const found = await store.customerOfApplication(operator.db, applicationId);
      if (!found) {
        throw notFound("customer");
      }
      const customer = (await store.customer(operator.db, found.client_id, found.customer_id, true)) as MonitoredCustomer;
      const at = clock.now();
      const rated = await rerate(operator.db, customer, await clientNow(operator.db, customer.client_id), at, true);
      await store.setReviewOpened(operator.db, customer, null);
      await casesStore.resolve(operator.db, customer.application_id, "REVIEWED", at, "PERIODIC_REVIEW");
      await audit(
        operator.db,
        { type: "operator", id: operator.operator, email: operator.email },
        "completeReview",
        customer.customer_id,
        at,
      );
      return { rating: rated.risk_rating, nextReviewAt: rated.next_review_at };
    },

    /** The open alerts of the customer of an application: the console's case page. */
    openAlertsOfApplication: async (db: Queryable, applicationId: string) =>
      (await store.openAlertsOfApplication(db, applicationId)).map(alertResource),

    customerOfApplication: (db: Queryable, applicationId: string) => store.customerOfApplication(db, applicationId),

    /** The candidate keys (HMACs) `open` keeps of an approved application's people: what a bulk set-up must store too. */
    candidateKeys: (applicant: Applicant): Buffer[] => subjectKeys(subjectsOf(applicant)),

    runOnce,
    /** Runs batches until nothing is due (of one client's, when given: what advancing a sandbox clock waits for). */
    async runAll(db: Database, options: { clientId?: string } = {}): Promise<number> {
      let total = 0;
      for (let count = await runOnce(db, options); count > 0; count = await runOnce(db, options)) {
        total += count;
      }
      return total;
    },
  };
}

export type CustomerMonitoring = ReturnType<typeof createMonitoring>;

export function alertResource(row: AlertRow): CustomerAlert {
  return {
    id: row.alert_id,
    customer_id: row.customer_id,
    status: row.status,
    check: row.check_type,
    individual_id: row.individual_id,
    subject_name: row.subject_name,
    match: row.match,
    resolution: row.resolution,
    resolution_reason: row.resolution_reason,
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString(),
  };
}
