import {
  CorporationApplicationPatchSchema,
  CorporationApplicationSchema,
  type CreateApplicationRequest,
  IndividualApplicationPatchSchema,
  IndividualApplicationSchema,
} from "@onboarding/core";
import type { z } from "zod";
import type { Clock } from "../clock.ts";
import type { Keyring } from "../crypto/keyring.ts";
import { isDatabaseError, type Queryable, UNIQUE_VIOLATION } from "../db/database.ts";
import { ApiError, notFound } from "../errors.ts";
import { validationFailed } from "../http/problem.ts";
import { fieldErrors } from "../http/validation.ts";
import { newId } from "../ids.ts";
import { applicationsStore, type ListFilters, type Page } from "./applications-store.ts";
import { answered, applyMergePatch, touchedPointers } from "./merge.ts";
import type { ApplicationRecord, Details } from "./record.ts";
import { recordsStore } from "./records-store.ts";
import { requirementsOf } from "./requirements.ts";
import { type Action, nextStatus, recomputedStatus, type Status } from "./transitions.ts";

/** Who acts, on which database (the request's transaction), at what time. */
export interface ServiceContext {
  db: Queryable;
  clientId: string;
  clock: Clock;
}

type Patch = z.output<typeof IndividualApplicationPatchSchema> | z.output<typeof CorporationApplicationPatchSchema>;

export function applicationsService(keyring: Keyring) {
  const store = applicationsStore(keyring);

  async function checkCatalog(db: Queryable, account: { product_id: string; asset_type_id: string }) {
    const result = await recordsStore.catalogCheck(db, account.product_id, account.asset_type_id);
    if (result === "PRODUCT_NOT_FOUND") {
      throw new ApiError("PRODUCT_NOT_FOUND", "account_to_open.product_id names no product of the catalog.", {
        members: { pointer: "/account_to_open/product_id" },
      });
    }
    if (result === "ASSET_TYPE_NOT_FOUND") {
      throw new ApiError("ASSET_TYPE_NOT_FOUND", "The product does not offer account_to_open.asset_type_id.", {
        members: { pointer: "/account_to_open/asset_type_id" },
      });
    }
  }

  /** Unique customer_id and account_id per client: the database says which one was taken. */
  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isDatabaseError(error, UNIQUE_VIOLATION)) {
        const account = String(error.constraint ?? error.message).includes("account_id");
        throw account
          ? new ApiError("DUPLICATE_ACCOUNT_ID", "Another application of yours already opens this account_id.", {
              members: { pointer: "/account_to_open/account_id" },
            })
          : new ApiError("DUPLICATE_CUSTOMER_ID", "Another application of yours already uses this customer_id.", {
              members: { pointer: "/customer_id" },
            });
      }
      throw error;
    }
  }

  async function load(context: ServiceContext, id: string, forUpdate = false): Promise<ApplicationRecord> {
    const record = await store.find(context.db, context.clientId, id, { forUpdate });
    if (!record) {
      throw notFound("application");
    }
    return record;
  }

  /** Applies an action's status change, writes its event, and saves (optimistic version check). */
  async function save(context: ServiceContext, record: ApplicationRecord, previous: Status): Promise<ApplicationRecord> {
    const now = context.clock.now();
    const saved = { ...record, updatedAt: now };
    await guardUnique(() => store.update(context.db, saved));
    if (saved.status !== previous) {
      await recordsStore.insertEvent(context.db, {
        clientId: context.clientId,
        applicationId: record.id,
        previous,
        status: saved.status,
        at: now,
      });
    }
    return { ...saved, version: saved.version + 1 };
  }

  /** A data change: allowed in editable statuses; the status follows the requirements. */
  function afterDataChange(record: ApplicationRecord): ApplicationRecord {
    nextStatus(record.status, "UPDATE");
    return { ...record, status: recomputedStatus(requirementsOf(record).length, record.changesRequested) };
  }

  function attestation(
    record: ApplicationRecord,
    attested: boolean,
    now: Date,
  ): Pick<ApplicationRecord, "attested" | "attestedAt" | "attestedIp"> {
    if (attested === record.attested) {
      return { attested, attestedAt: record.attestedAt, attestedIp: record.attestedIp };
    }
    const ip = typeof record.details.ip_address === "string" ? record.details.ip_address : null;
    return attested ? { attested, attestedAt: now, attestedIp: ip } : { attested, attestedAt: null, attestedIp: null };
  }

  return {
    store,
    load,
    save,
    afterDataChange,

    async create(context: ServiceContext, input: CreateApplicationRequest): Promise<ApplicationRecord> {
      await checkCatalog(context.db, input.account_to_open);
      const now = context.clock.now();
      const draft: ApplicationRecord = {
        id: newId("app", now.getTime()),
        clientId: context.clientId,
        type: input.application_type,
        status: "INCOMPLETE",
        customerId: input.customer_id,
        accountToOpen: input.account_to_open,
        termsAccepted: input.terms_and_conditions_accepted,
        attested: false,
        attestedAt: null,
        attestedIp: null,
        details: input.customer_details as Details,
        changesRequested: [],
        decisionReason: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
        submittedAt: null,
        decidedAt: null,
        individuals: [],
      };
      const attested = { ...draft, ...attestation(draft, input.information_attested, now) };
      const record = { ...attested, status: recomputedStatus(requirementsOf(attested).length, []) };
      await guardUnique(() => store.insert(context.db, record));
      await recordsStore.insertEvent(context.db, {
        clientId: context.clientId,
        applicationId: record.id,
        previous: null,
        status: record.status,
        at: now,
      });
      return record;
    },

    get: (context: ServiceContext, id: string) => load(context, id),

    list: (context: ServiceContext, filters: ListFilters, page: Page) => store.list(context.db, context.clientId, filters, page),

    async update(
      context: ServiceContext,
      id: string,
      patch: Patch,
      ifMatch: string | undefined,
      etagOf: (record: ApplicationRecord) => string,
    ) {
      const record = await load(context, id, true);
      if (ifMatch !== undefined && ifMatch !== "*" && ifMatch !== etagOf(record)) {
        throw new ApiError("PRECONDITION_FAILED", "The application changed since you read it: GET it again, then retry with its ETag.");
      }
      nextStatus(record.status, "UPDATE");
      const typed = (record.type === "INDIVIDUAL" ? IndividualApplicationPatchSchema : CorporationApplicationPatchSchema).safeParse(patch);
      if (!typed.success) {
        throw validationFailed(fieldErrors(typed.error.issues, ""));
      }
      const details = applyMergePatch(record.details, typed.data.customer_details ?? {}) as Details;
      const full = (record.type === "INDIVIDUAL" ? IndividualApplicationSchema : CorporationApplicationSchema).safeParse(details);
      if (!full.success) {
        throw validationFailed(fieldErrors(full.error.issues, "/customer_details"));
      }
      if (typed.data.account_to_open) {
        await checkCatalog(context.db, typed.data.account_to_open);
      }
      const touched = touchedPointers(typed.data);
      const changed: ApplicationRecord = {
        ...record,
        details: full.data as Details,
        customerId: typed.data.customer_id ?? record.customerId,
        accountToOpen: typed.data.account_to_open ?? record.accountToOpen,
        termsAccepted: typed.data.terms_and_conditions_accepted ?? record.termsAccepted,
        changesRequested: record.changesRequested.filter((pointer) => !answered(pointer, touched)),
      };
      const attested = { ...changed, ...attestation(changed, typed.data.information_attested ?? record.attested, context.clock.now()) };
      return save(context, afterDataChange(attested), record.status);
    },

    async submit(context: ServiceContext, id: string) {
      const record = await load(context, id, true);
      const requirements = requirementsOf(record);
      try {
        nextStatus(record.status, "SUBMIT");
      } catch (error) {
        if (error instanceof ApiError && error.code === "NOT_READY_FOR_SUBMISSION") {
          throw new ApiError("NOT_READY_FOR_SUBMISSION", error.message, { members: { application_status: record.status, requirements } });
        }
        throw error;
      }
      if (requirements.length > 0) {
        throw new ApiError("NOT_READY_FOR_SUBMISSION", "The application has open requirements; see requirements.", {
          members: { application_status: record.status, requirements },
        });
      }
      return save(context, { ...record, status: "SUBMITTED", submittedAt: context.clock.now() }, record.status);
    },

    async cancel(context: ServiceContext, id: string) {
      const record = await load(context, id, true);
      return save(context, { ...record, status: nextStatus(record.status, "CANCEL") as Status }, record.status);
    },

    /** Applies a review action (START_REVIEW, APPROVE, REJECT, REQUEST_CHANGES) to a loaded, locked application. */
    async review(
      context: ServiceContext,
      record: ApplicationRecord,
      action: Action,
      details: { reason?: string | undefined; fields?: string[] | undefined } = {},
    ) {
      const now = context.clock.now();
      const status = nextStatus(record.status, action) as Status;
      const decided: ApplicationRecord = {
        ...record,
        status,
        ...(action === "START_REVIEW" ? {} : { decidedAt: now, decisionReason: details.reason ?? null }),
        ...(action === "REQUEST_CHANGES"
          ? { changesRequested: details.fields ?? [], attested: false, attestedAt: null, attestedIp: null }
          : {}),
      };
      if (action === "APPROVE") {
        await recordsStore.openCustomerAndAccount(context.db, {
          clientId: record.clientId,
          customerId: record.customerId,
          customerType: record.type,
          applicationId: record.id,
          account: record.accountToOpen,
          at: now,
        });
      }
      return save({ ...context, clientId: record.clientId }, decided, record.status);
    },
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
