import { type CorporateIndividual, type CorporateIndividualPatchSchema, CorporateIndividualSchema } from "@onboarding/core";
import type { z } from "zod";
import { ApiError, notFound } from "../errors.ts";
import { validationFailed } from "../http/problem.ts";
import { fieldErrors } from "../http/validation.ts";
import { newId } from "../ids.ts";
import { applyMergePatch } from "./merge.ts";
import type { ApplicationRecord, Details, IndividualRecord } from "./record.ts";
import type { ApplicationsService, ServiceContext } from "./service.ts";

const MAX_INDIVIDUALS = 100;

const ownership = (individual: IndividualRecord) =>
  ((individual.details.individual_type as string[] | undefined) ?? []).includes("BENEFICIAL_OWNER")
    ? ((individual.details.percentage_ownership as number | undefined) ?? 0)
    : 0;

/** People on corporate applications: officers, beneficial owners, control and authorized persons. */
export function individualsService(applications: ApplicationsService) {
  async function loadCorporation(context: ServiceContext, applicationId: string): Promise<ApplicationRecord> {
    const record = await applications.load(context, applicationId, true);
    if (record.type !== "CORPORATION") {
      throw new ApiError(
        "INDIVIDUALS_NOT_ALLOWED",
        "Only CORPORATION applications have individuals; an INDIVIDUAL application describes its person in customer_details.",
      );
    }
    return record;
  }

  /** Validates the person as a whole and the owners' total, then saves the application with its new status. */
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
    return applications.save(context, applications.afterDataChange({ ...record, individuals }), record.status);
  }

  function findIndividual(record: ApplicationRecord, individualId: string): IndividualRecord {
    const individual = record.individuals.find((candidate) => candidate.id === individualId);
    if (!individual) {
      throw notFound("individual");
    }
    return individual;
  }

  return {
    async add(context: ServiceContext, applicationId: string, person: CorporateIndividual) {
      const record = await loadCorporation(context, applicationId);
      if (record.individuals.length >= MAX_INDIVIDUALS) {
        throw new ApiError("CONFLICT", `An application has at most ${MAX_INDIVIDUALS} individuals.`);
      }
      const now = context.clock.now();
      const individual: IndividualRecord = { id: newId("ind", now.getTime()), details: person as Details, createdAt: now, updatedAt: now };
      const saved = await commit(context, record, [...record.individuals, individual]);
      await applications.store.insertIndividual(context.db, context.clientId, applicationId, individual);
      return { application: saved, individual };
    },

    async update(
      context: ServiceContext,
      applicationId: string,
      individualId: string,
      patch: z.output<typeof CorporateIndividualPatchSchema>,
    ) {
      const record = await loadCorporation(context, applicationId);
      const current = findIndividual(record, individualId);
      const merged = CorporateIndividualSchema.safeParse(applyMergePatch(current.details, patch));
      if (!merged.success) {
        throw validationFailed(fieldErrors(merged.error.issues, ""));
      }
      const individual: IndividualRecord = { ...current, details: merged.data as Details, updatedAt: context.clock.now() };
      const saved = await commit(
        context,
        record,
        record.individuals.map((candidate) => (candidate.id === individualId ? individual : candidate)),
      );
      await applications.store.updateIndividual(context.db, context.clientId, individual);
      return { application: saved, individual };
    },

    async remove(context: ServiceContext, applicationId: string, individualId: string) {
      const record = await loadCorporation(context, applicationId);
      findIndividual(record, individualId);
      await commit(
        context,
        record,
        record.individuals.filter((candidate) => candidate.id !== individualId),
      );
      await applications.store.deleteIndividual(context.db, context.clientId, individualId);
    },
  };
}
