/**
 * The sandbox's named scenarios, each a rehearsal of one branch of the onboarding with the typed client, against a
 * sandbox (or a development server) with only a client id and secret. The magic values that drive them are in the
 * verifications guide: a last name "Watchlist" or "Exposed" makes the checks ask for a reviewer.
 *
 *   BASE_URL=http://localhost:3000 CLIENT_ID=… CLIENT_SECRET=… node --import tsx examples/sandbox-scenarios.ts [name]
 *
 * The client needs the scopes applications:read, applications:write, customers:read and customers:write. The last two
 * scenarios move the client's sandbox clock forward (a month, a year) and set it back to real time when they end.
 */
import { createOnboardingClient, type ThrowingOnboardingClient } from "@onboarding/client";
import { janeApplication, standInScan } from "./quick-start.ts";

type Client = ThrowingOnboardingClient;
type Outcome = { scenario: string; status: string; steps: string[] };

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A complete person's application; `lastName` carries the scenario's magic value, `details` any other answer. */
async function apply(
  client: Client,
  lastName: string,
  details: Partial<ReturnType<typeof janeApplication>["customer_details"]> = {},
): Promise<string> {
  const application = janeApplication(`scenario-${suffix()}`, lastName);
  const body = { ...application, customer_details: { ...application.customer_details, ...details } };
  const created = (await client.POST("/v1/applications", { body })).data;
  return created.id;
}

/** Uploads a passport (a stand-in PDF; its file name can carry the magic value "unreadable"). */
async function passport(client: Client, applicationId: string, fileName = "passport.pdf") {
  return (await client.uploadDocument({ applicationId, file: standInScan, type: "PASSPORT", fileName })).data;
}

const path = (id: string) => ({ params: { path: { application_id: id } } });

/**
 * Waits until the provider has answered every verification check of the submission (none PENDING): approval is
 * refused until then. A rehearsal may poll; an integration is told by webhooks (see quick-start.ts).
 */
async function checksDone(client: Client, path: { application_id: string }) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const checks = (await client.GET("/v1/applications/{application_id}/verifications", { params: { path, query: { limit: 100 } } })).data;
    if (!checks.some((verification) => verification.status === "PENDING")) {
      return checks;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The checks of ${path.application_id} are still PENDING after a minute.`);
}

const decide = async (client: Client, id: string, body: { decision: "APPROVE" | "REJECT"; reason?: string }) =>
  (await client.POST("/v1/sandbox/applications/{application_id}/decision", { ...path(id), body })).data.status;

/** A complete application with `lastName` (and `details`), submitted, its checks done, approved: its customer's id. */
async function approved(
  client: Client,
  lastName: string,
  details: Parameters<typeof apply>[2] = {},
): Promise<{ id: string; customerId: string }> {
  const id = await apply(client, lastName, details);
  await passport(client, id);
  await client.POST("/v1/applications/{application_id}/submit", path(id));
  await checksDone(client, { application_id: id });
  const decided = (await client.POST("/v1/sandbox/applications/{application_id}/decision", { ...path(id), body: { decision: "APPROVE" } }))
    .data;
  return { id, customerId: decided.customer_id };
}

/**
 * Moves the client's sandbox clock forward by `days`: the call answers once what fell due has run (sessions expired,
 * customers screened, reviews opened), its events written.
 */
const advanceDays = (client: Client, days: number) => client.POST("/v1/sandbox/clock/advance", { body: { seconds: days * 86_400 } });

/** The application's events of one type. */
const eventsOf = async (
  client: Client,
  applicationId: string,
  type: "CUSTOMER_ALERT_CREATED" | "CUSTOMER_RESTRICTED" | "CUSTOMER_REVIEW_DUE",
) => (await client.GET("/v1/events", { params: { query: { application_id: applicationId, event_type: type, limit: 100 } } })).data;

export const scenarios: Record<string, (client: Client) => Promise<Outcome>> = {
  /** Everything passes: passport, submit, checks pass, approved. */
  async "approved first time"(client) {
    const id = await apply(client, "Doe");
    await passport(client, id);
    await client.POST("/v1/applications/{application_id}/submit", path(id));
    const checks = await checksDone(client, { application_id: id });
    return {
      scenario: "approved first time",
      status: await decide(client, id, { decision: "APPROVE" }),
      steps: checks.map((c) => `${c.check} ${c.status}`),
    };
  },

  /**
   * The passport cannot be read: its DOCUMENT check fails, the review rejects it and asks for a new one
   * (REQUEST_CHANGES on /documents); the customer uploads a sharper scan and attests again, the application is
   * resubmitted, its new checks pass, approved.
   */
  async "ID unreadable then resubmitted"(client) {
    const id = await apply(client, "Doe");
    const unreadable = await passport(client, id, "passport-unreadable.pdf");
    await client.POST("/v1/applications/{application_id}/submit", path(id));
    const failed = (await checksDone(client, { application_id: id })).find((c) => c.check === "DOCUMENT");
    await client.POST("/v1/sandbox/documents/{document_id}/review", {
      params: { path: { document_id: unreadable.id } },
      body: { status: "REJECTED", reason_code: "UNREADABLE", reason: "The photo page is blurred: upload a sharper scan." },
    });
    await client.POST("/v1/sandbox/applications/{application_id}/decision", {
      ...path(id),
      body: { decision: "REQUEST_CHANGES", fields: ["/documents"], reason: "The passport could not be read." },
    });
    const asked = (await client.GET("/v1/applications/{application_id}/status", path(id))).data.requirements;
    await passport(client, id, "passport-sharper.pdf");
    await client.PATCH("/v1/applications/{application_id}", { ...path(id), body: { information_attested: true } });
    await client.POST("/v1/applications/{application_id}/submit", path(id));
    const again = await checksDone(client, { application_id: id });
    return {
      scenario: "ID unreadable then resubmitted",
      status: await decide(client, id, { decision: "APPROVE" }),
      steps: [
        `DOCUMENT ${failed?.status} ${failed?.reason_code}`,
        ...asked.map((r) => r.code),
        `resubmitted: ${again.filter((c) => c.status === "PASSED").length} of ${again.length} checks PASSED`,
      ],
    };
  },

  /** A possible sanctions match: WATCHLIST needs review, the reviewer clears it with a reason, approved. */
  async "watchlist match, reviewed and cleared"(client) {
    const id = await apply(client, "Watchlist");
    await passport(client, id);
    await client.POST("/v1/applications/{application_id}/submit", path(id));
    const watchlist = (await checksDone(client, { application_id: id })).find((c) => c.check === "WATCHLIST");
    if (!watchlist) {
      throw new Error("No WATCHLIST check");
    }
    await client.POST("/v1/sandbox/verifications/{verification_id}", {
      params: { path: { verification_id: watchlist.id } },
      body: { status: "PASSED", reason: "Different date of birth from the listed person." },
    });
    return {
      scenario: "watchlist match, reviewed and cleared",
      status: await decide(client, id, { decision: "APPROVE" }),
      steps: [`WATCHLIST ${watchlist.status} ${watchlist.reason_code}`, "WATCHLIST PASSED CLEARED_BY_REVIEWER"],
    };
  },

  /** A politically exposed person: PEP needs review, and the review rejects the application. */
  async "rejected for PEP"(client) {
    const id = await apply(client, "Exposed");
    await passport(client, id);
    await client.POST("/v1/applications/{application_id}/submit", path(id));
    const pep = (await checksDone(client, { application_id: id })).find((c) => c.check === "PEP");
    return {
      scenario: "rejected for PEP",
      status: await decide(client, id, { decision: "REJECT", reason: "Politically exposed person outside our risk appetite." }),
      steps: [`PEP ${pep?.status} ${pep?.reason_code}`],
    };
  },

  /**
   * Approved, then listed a month later: the sandbox's list fixture names a customer with the last name Listedlater
   * from a month after its approval. Advancing the clock by a month screens it again: an alert, a review case and a
   * CUSTOMER_ALERT_CREATED event; the reviewer resolves it as a true positive and the customer is RESTRICTED.
   */
  async "approved, then listed a month later"(client) {
    const { id, customerId } = await approved(client, "Listedlater");
    const customer = { params: { path: { customer_id: customerId } } };
    const before = (await client.GET("/v1/customers/{customer_id}/alerts", customer)).data;
    try {
      await advanceDays(client, 31);
      const [alert] = (await client.GET("/v1/customers/{customer_id}/alerts", customer)).data;
      if (!alert) {
        throw new Error("No alert a month after approval");
      }
      const created = await eventsOf(client, id, "CUSTOMER_ALERT_CREATED");
      await client.POST("/v1/sandbox/customers/{customer_id}/alerts/{alert_id}/resolution", {
        params: { path: { customer_id: customerId, alert_id: alert.id } },
        body: { resolution: "TRUE_POSITIVE", reason: "Same person: name, date of birth and nationality agree." },
      });
      const restricted = await eventsOf(client, id, "CUSTOMER_RESTRICTED");
      return {
        scenario: "approved, then listed a month later",
        status: (await client.GET("/v1/customers/{customer_id}", customer)).data.status,
        steps: [
          `alerts at approval: ${before.length}`,
          `a month later: ${alert.status} ${alert.check} alert, ${alert.match.source} ${alert.match.entry_name}`,
          ...created.map((event) => event.event_type),
          ...restricted.map((event) => event.event_type),
        ],
      };
    } finally {
      await client.POST("/v1/sandbox/clock/reset");
    }
  },

  /**
   * High risk, reviewed after a year: a customer of a high-risk country with a higher-risk occupation is rated HIGH,
   * due for review in twelve months; advancing the clock by a year emits CUSTOMER_REVIEW_DUE (and opens a review case
   * for the platform's reviewers).
   */
  async "high risk, reviewed after a year"(client) {
    const { id, customerId } = await approved(client, "Doe", { nationality: "IR", citizenship: ["IR"], occupation: "Casino manager" });
    const rated = (await client.GET("/v1/customers/{customer_id}", { params: { path: { customer_id: customerId } } })).data;
    try {
      await advanceDays(client, 366);
      const due = await eventsOf(client, id, "CUSTOMER_REVIEW_DUE");
      return {
        scenario: "high risk, reviewed after a year",
        status: rated.risk_rating,
        steps: [...rated.risk_factors.map((factor) => `${factor.code} ${factor.weight}`), ...due.map((event) => event.event_type)],
      };
    } finally {
      await client.POST("/v1/sandbox/clock/reset");
    }
  },
};

/** Runs the named scenarios (all by default) with a new client of these credentials. */
export async function runScenarios(options: { baseUrl: string; clientId: string; clientSecret: string }, names = Object.keys(scenarios)) {
  const client = createOnboardingClient({
    ...options,
    scopes: ["applications:read", "applications:write", "customers:read", "customers:write"],
    throwOnError: true,
  });
  const outcomes: Outcome[] = [];
  for (const name of names) {
    const scenario = scenarios[name];
    if (!scenario) {
      throw new Error(`No scenario "${name}": ${Object.keys(scenarios).join(", ")}`);
    }
    outcomes.push(await scenario(client));
  }
  return outcomes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { BASE_URL = "http://localhost:3000", CLIENT_ID, CLIENT_SECRET } = process.env;
  if (!CLIENT_ID || !CLIENT_SECRET) {
    throw new Error("Set CLIENT_ID and CLIENT_SECRET (pnpm admin clients create …).");
  }
  const names = process.argv.slice(2);
  console.log(
    await runScenarios({ baseUrl: BASE_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }, names.length > 0 ? names : undefined),
  );
}
