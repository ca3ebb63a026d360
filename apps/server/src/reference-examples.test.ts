import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCOPE_NAMES } from "@onboarding/core";
import document from "@onboarding/openapi/openapi.json" with { type: "json" };
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { type Document, operationsOf } from "../../docs/scripts/document.ts";
import type { Components } from "../../docs/scripts/examples.ts";
import { typedClient } from "../../docs/scripts/request-examples.ts";
import { api, corporationApplication, individualApplication, person, samplePdf, uploadRequiredDocuments } from "../test/fixtures.ts";
import { useTestServer } from "../test/harness.ts";

/*
 * Every reference page's TypeScript example (request-examples.ts writes it into the page), run as it is against one
 * test server, in this process: each as a module of its own, by an API client whose tokens carry only the scopes the
 * example asks for (the operation's). What the example's path names is created first, and its placeholder ids, the
 * base URL and the file it uploads are swapped for the real ones; nothing else of the example changes.
 */
const server = useTestServer();
const reference = document as unknown as Document & { components: { schemas: Components } };
const CACHE = fileURLToPath(new URL("../node_modules/.cache/", import.meta.url));
mkdirSync(CACHE, { recursive: true });
const folder = mkdtempSync(join(CACHE, "reference-examples-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

type Caller = ReturnType<typeof api>;
type Ids = Record<string, string>;

const created = async (response: ReturnType<Caller["post"]>): Promise<string> => {
  const { status, body } = await response;
  if (status >= 300) {
    throw new Error(`Preparing the example: ${status} ${JSON.stringify(body)}`);
  }
  return body.data.id as string;
};
const application = (caller: Caller, body: Record<string, unknown> = individualApplication()) =>
  created(caller.post("/v1/applications", body));

async function document_(caller: Caller): Promise<Ids> {
  const application_id = await application(caller);
  const form = new FormData();
  form.set("type", "PASSPORT");
  form.set("file", samplePdf("passport.pdf"));
  return { application_id, document_id: await created(caller.upload(`/v1/applications/${application_id}/documents`, form)) };
}

/** An application submitted with its documents, its checks done. */
async function submitted(caller: Caller, body = individualApplication()): Promise<{ application_id: string }> {
  const application_id = await application(caller, body);
  await uploadRequiredDocuments(caller, application_id);
  await created(caller.post(`/v1/applications/${application_id}/submit`));
  await server.verifier.runAll();
  return { application_id };
}

async function subscription(caller: Caller): Promise<{ subscription_id: string }> {
  return { subscription_id: await created(caller.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks" })) };
}

/** What each example's path names, made by the API client that runs it. */
const PREPARE: Record<string, (caller: Caller) => Promise<Ids>> = {
  application: async (caller) => ({ application_id: await application(caller) }),
  individual: async (caller) => {
    const application_id = await application(caller, corporationApplication());
    const individual_id = await created(caller.post(`/v1/applications/${application_id}/individuals`, person(["OFFICER"])));
    return { application_id, individual_id };
  },
  document: document_,
  onboarding_session: async (caller) => {
    const application_id = await application(caller);
    const urls = { return_url: "https://bank.example.com/done", refresh_url: "https://bank.example.com/refresh" };
    return {
      application_id,
      onboarding_session_id: await created(caller.post(`/v1/applications/${application_id}/onboarding-sessions`, urls)),
    };
  },
  submitted: submitted,
  approved: async (caller) => {
    const body = individualApplication();
    const { application_id } = await submitted(caller, body);
    await created(caller.post(`/v1/sandbox/applications/${application_id}/decision`, { decision: "APPROVE" }));
    return { application_id, customer_id: body.customer_id, account_id: body.account_to_open.account_id };
  },
  /** An approved customer with an open monitoring alert: the sandbox's list fixture names a Listedlater a month after approval. */
  alerted: async (caller) => {
    const body = individualApplication({
      customer_details: { ...individualApplication().customer_details, middle_name: undefined, last_name: "Listedlater" },
    });
    const { application_id } = await submitted(caller, body);
    await created(caller.post(`/v1/sandbox/applications/${application_id}/decision`, { decision: "APPROVE" }));
    await caller.post("/v1/sandbox/clock/advance", { seconds: 31 * 86_400 });
    const alerts = await caller.get(`/v1/customers/${body.customer_id}/alerts`);
    return { customer_id: body.customer_id, alert_id: alerts.body.data[0].id as string };
  },
  verification: async (caller) => {
    const { application_id } = await submitted(caller);
    const checks = await caller.get(`/v1/applications/${application_id}/verifications`);
    return { verification_id: checks.body.data[0].id as string };
  },
  event: async (caller) => {
    const application_id = await application(caller);
    const events = await caller.get(`/v1/events?application_id=${application_id}`);
    return { event_id: events.body.data[0].event_id as string };
  },
  subscription,
  delivery: async (caller) => {
    const { subscription_id } = await subscription(caller);
    return { subscription_id, delivery_id: await created(caller.post(`/v1/subscriptions/${subscription_id}/test`)) };
  },
};
/** The objects an operation's example needs, when its path parameters alone do not say (a state, not just an id). */
const NEEDS: Record<string, keyof typeof PREPARE> = {
  submitApplication: "application",
  decideApplication: "submitted",
  getCustomer: "approved",
  getAccount: "approved",
  listCustomerAlerts: "approved",
  getCustomerMonitoring: "approved",
  updateCustomerMonitoring: "approved",
  resolveCustomerAlert: "alerted",
  addIndividual: "individual",
  reviewDocument: "document",
};
const BY_PARAMETER: [string, keyof typeof PREPARE][] = [
  ["delivery_id", "delivery"],
  ["subscription_id", "subscription"],
  ["verification_id", "verification"],
  ["event_id", "event"],
  ["document_id", "document"],
  ["individual_id", "individual"],
  ["onboarding_session_id", "onboarding_session"],
  ["application_id", "application"],
];

let count = 0;
/** Runs an example's code as a module with the real ids, as the API client `credentials`. */
async function run(code: string, ids: Ids, examples: Ids): Promise<void> {
  let source = code
    .replaceAll('"http://localhost:3000', `"${server.url}`)
    .replace('"./passport.pdf"', JSON.stringify(join(folder, "passport.pdf")));
  for (const [name, value] of Object.entries(ids)) {
    source = source.replaceAll(`${name}: "${examples[name]}"`, `${name}: "${value}"`);
    if (name === "application_id") {
      source = source.replace(`applicationId: "${examples[name]}"`, `applicationId: "${value}"`);
    }
  }
  const file = join(folder, `example-${count++}.ts`);
  writeFileSync(file, source);
  await import(file);
}

describe("the reference pages' TypeScript examples", () => {
  const operations = operationsOf(reference);

  test.each(operations.map(({ method, path, operation }) => [operation.operationId, method, path, operation] as const))(
    "%s: its example runs as it is written, with only its operation's scopes",
    async (_id, method, path, operation) => {
      writeFileSync(join(folder, "passport.pdf"), Buffer.from(await samplePdf().arrayBuffer()));
      const credentials = await server.registerClient([...SCOPE_NAMES]);
      const caller = api(server, await server.tokenFor(credentials, SCOPE_NAMES.join(" ")));
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      const need =
        NEEDS[operation.operationId] ?? BY_PARAMETER.find(([name]) => parameters.some((parameter) => parameter.name === name))?.[1];
      const ids = need ? await PREPARE[need]?.(caller) : {};
      const examples = Object.fromEntries(parameters.map((parameter) => [parameter.name, String(parameter.schema?.example)]));
      vi.stubEnv("CLIENT_ID", credentials.clientId);
      vi.stubEnv("CLIENT_SECRET", credentials.secret);
      const code = typedClient(method, path, operation, reference.components.schemas).replace(/^```ts\n|```\n$/g, "");
      await expect(run(code, ids ?? {}, examples)).resolves.toBeUndefined();
    },
  );
});
