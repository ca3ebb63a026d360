import type { Operations } from "@onboarding/contract";
import type { AppDeps } from "../app.ts";
import { individualsService } from "../applications/individuals.ts";
import { requirementsOf } from "../applications/requirements.ts";
import { decide } from "../applications/review.ts";
import { applicationResource, etagOf, individualResource } from "../applications/serialize.ts";
import { applicationsService } from "../applications/service.ts";
import type { AuthContext } from "../auth/guards.ts";
import type { Queryable } from "../db/database.ts";
import type { Handler } from "../http/handler.ts";
import { validationFailed } from "../http/problem.ts";

type Paging = { limit: number; starting_after?: string | undefined; ending_before?: string | undefined };

/** The list envelope: newest first, with the link to the next (older) page. */
export function listEnvelope<T>(path: string, query: Record<string, unknown>, items: T[], hasMore: boolean, idOf: (item: T) => string) {
  const last = items.at(-1);
  const backwards = query.ending_before !== undefined;
  let next: string | null = null;
  if (last && (hasMore || backwards)) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && name !== "starting_after" && name !== "ending_before") {
        params.set(name, String(value));
      }
    }
    params.set("starting_after", idOf(last));
    next = `${path}?${params.toString()}`;
  }
  return { data: items, has_more: hasMore, links: { next } };
}

export function checkPaging(page: Paging): void {
  if (page.starting_after !== undefined && page.ending_before !== undefined) {
    throw validationFailed([{ pointer: "/query/ending_before", code: "invalid", detail: "use starting_after or ending_before, not both" }]);
  }
}

export function applicationHandlers(deps: AppDeps) {
  const service = applicationsService(deps.keyring);
  const individuals = individualsService(service);
  const context = (input: { db: Queryable; auth: AuthContext }) => ({ db: input.db, clientId: input.auth.clientId, clock: deps.clock });
  const data = (record: Parameters<typeof applicationResource>[0], status = 200) => ({
    status,
    headers: { ETag: etagOf(record) },
    body: { data: applicationResource(record) },
  });

  const createApplication: Handler<Operations["createApplication"]> = async (input) => {
    const record = await service.create(context(input), input.body);
    return {
      status: 201,
      headers: { Location: `/v1/applications/${record.id}`, ETag: etagOf(record) },
      body: { data: { id: record.id, status: record.status } },
    };
  };

  const listApplications: Handler<Operations["listApplications"]> = async (input) => {
    const { limit, starting_after, ending_before, ...filters } = input.query;
    checkPaging(input.query);
    const { records, hasMore } = await service.list(context(input), filters, { limit, starting_after, ending_before });
    return {
      status: 200,
      body: listEnvelope("/v1/applications", input.query, records.map(applicationResource), hasMore, (item) => item.id),
    };
  };

  const getApplication: Handler<Operations["getApplication"]> = async (input) =>
    data(await service.get(context(input), input.params.application_id));

  const updateApplication: Handler<Operations["updateApplication"]> = async (input) =>
    data(await service.update(context(input), input.params.application_id, input.body, input.ifMatch, etagOf));

  const getApplicationStatus: Handler<Operations["getApplicationStatus"]> = async (input) => {
    const record = await service.get(context(input), input.params.application_id);
    const requirements = requirementsOf(record);
    return {
      status: 200,
      body: {
        data: {
          id: record.id,
          status: record.status,
          submittable: record.status === "READY_FOR_SUBMISSION" && requirements.length === 0,
          requirements,
        },
      },
    };
  };

  const submitApplication: Handler<Operations["submitApplication"]> = async (input) =>
    data(await service.submit(context(input), input.params.application_id));
  const cancelApplication: Handler<Operations["cancelApplication"]> = async (input) =>
    data(await service.cancel(context(input), input.params.application_id));

  const addIndividual: Handler<Operations["addIndividual"]> = async (input) => {
    const { individual } = await individuals.add(context(input), input.params.application_id, input.body);
    return {
      status: 201,
      headers: { Location: `/v1/applications/${input.params.application_id}/individuals/${individual.id}` },
      body: { data: individualResource(individual) },
    };
  };

  const updateIndividual: Handler<Operations["updateIndividual"]> = async (input) => {
    const { individual } = await individuals.update(context(input), input.params.application_id, input.params.individual_id, input.body);
    return { status: 200, body: { data: individualResource(individual) } };
  };

  const removeIndividual: Handler<Operations["removeIndividual"]> = async (input) => {
    await individuals.remove(context(input), input.params.application_id, input.params.individual_id);
    return { status: 204 };
  };

  const decideApplication: Handler<Operations["decideApplication"]> = async (input) => {
    const record = await service.load(context(input), input.params.application_id, true);
    const decided = await decide(service, context(input), record, input.body.decision, input.body);
    return { status: 200, body: { data: applicationResource(decided) } };
  };

  return {
    handlers: {
      createApplication,
      listApplications,
      getApplication,
      updateApplication,
      getApplicationStatus,
      submitApplication,
      cancelApplication,
      addIndividual,
      updateIndividual,
      removeIndividual,
      decideApplication,
    },
    service,
  };
}
