/**
 * The sandbox's named scenarios, each a rehearsal of one branch of the onboarding with the typed client, against a
 * sandbox (or a development server) with only a client id and secret. The magic values that drive them are in the
 * verifications guide: a last name "Watchlist" or "Exposed" makes the checks ask for a reviewer.
 *
 *   BASE_URL=http://localhost:3000 CLIENT_ID=… CLIENT_SECRET=… node --import tsx examples/sandbox-scenarios.ts [name]
 *
 * The client needs the scopes applications:read and applications:write.
 */
import { createOnboardingClient, type ThrowingOnboardingClient } from "@onboarding/client";
import { janeApplication, standInScan } from "./quick-start.ts";

type Client = ThrowingOnboardingClient;
type Outcome = { scenario: string; status: string; steps: string[] };

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A complete person's application; `lastName` carries the scenario's magic value. */
async function apply(client: Client, lastName: string): Promise<string> {
  const created = (await client.POST("/v1/applications", { body: janeApplication(`scenario-${suffix()}`, lastName) })).data;
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
};

/** Runs the named scenarios (all by default) with a new client of these credentials. */
export async function runScenarios(options: { baseUrl: string; clientId: string; clientSecret: string }, names = Object.keys(scenarios)) {
  const client = createOnboardingClient({ ...options, scopes: ["applications:read", "applications:write"], throwOnError: true });
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
