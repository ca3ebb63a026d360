import { type CorporateIndividual, type CorporateIndividualPatchSchema, CorporateIndividualSchema } from "@onboarding/core";
import type { z } from "zod";
import type { Clock } from "../platform/clock.ts";
import { ApiError, notFound, parseOrThrow, validationFailed } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ServiceContext } from "../service-context.ts";
import { type Aggregate, afterDataChange } from "./aggregate.ts";
import type { ApplicationRecord, IndividualRecord } from "./application.ts";
import type { ApplicationsStore } from "./applications-store.ts";
import { applyMergePatch } from "./merge.ts";

const MAX_INDIVIDUALS = 100;

const ownership = (individual: IndividualRecord) =>
  individual.details.individual_type.includes("BENEFICIAL_OWNER") ? (individual.details.percentage_ownership ?? 0) : 0;

function findIndividual(record: ApplicationRecord, individualId: string): IndividualRecord {
  const individual = record.individuals.find((candidate) => candidate.id === individualId);
  if (!individual) {
    throw notFound("individual");
  }
  return individual;
}

/** People on corporate applications: officers, beneficial owners, control and authorized persons. */
export function individualsUseCases(store: ApplicationsStore, { load, save }: Aggregate, clock: Clock) {
  async function loadCorporation(context: ServiceContext, applicationId: string): Promise<ApplicationRecord> {
    const record = await load(context, applicationId, true);
    if (record.type !== "CORPORATION") {
      throw new ApiError(
        "INDIVIDUALS_NOT_ALLOWED",
        "Only CORPORATION applications have individuals; an INDIVIDUAL application describes its person in customer_details.",
      );
    }
    return record;
  }

  /** Validates the owners' total, then saves the application with its new status. */
  async function commit(context: ServiceContext, record: ApplicationRecord, individuals: IndividualRecord[]) {
    if (individuals.reduce((sum, individual) => sum + ownership(individual), 0) > 100) {
      throw validationFailed([
        {
          pointer: "/percentage_ownership",
          code: "ownership_exceeds_100",
          detail: "the owners' percentages would add up to more than 100",
        },
      ]);
    }
    return save(context, afterDataChange({ ...record, individuals }), record.status);
  }

  return {
    async addIndividual(context: ServiceContext, applicationId: string, person: CorporateIndividual) {
      const record = await loadCorporation(context, applicationId);
      if (record.individuals.length >= MAX_INDIVIDUALS) {
        throw new ApiError("CONFLICT", `An application has at most ${MAX_INDIVIDUALS} individuals.`);
      }
      const now = clock.now();
      const individual: IndividualRecord = { id: newId("ind", now.getTime()), details: person, createdAt: now, updatedAt: now };
      await commit(context, record, [...record.individuals, individual]);
      await store.insertIndividual(context.db, context.clientId, applicationId, individual);
      return individual;
    },

    async updateIndividual(
      context: ServiceContext,
      applicationId: string,
      individualId: string,
      patch: z.output<typeof CorporateIndividualPatchSchema>,
    ) {
      const record = await loadCorporation(context, applicationId);
      const current = findIndividual(record, individualId);
      const merged = parseOrThrow(CorporateIndividualSchema, applyMergePatch(current.details, patch));
      const individual: IndividualRecord = { ...current, details: merged, updatedAt: clock.now() };
      await commit(
        context,
        record,
        record.individuals.map((candidate) => (candidate.id === individualId ? individual : candidate)),
      );
      await store.updateIndividual(context.db, context.clientId, individual);
      return individual;
    },

    async removeIndividual(context: ServiceContext, applicationId: string, individualId: string) {
      const record = await loadCorporation(context, applicationId);
      findIndividual(record, individualId);
      await commit(
        context,
        record,
        record.individuals.filter((candidate) => candidate.id !== individualId),
      );
      await store.deleteIndividual(context.db, context.clientId, individualId);
    },
  };
}
