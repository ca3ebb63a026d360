/**
 * The whole onboarding flow with the typed client, as an integrator writes it: a person and a corporation, from
 * create to an open account. Only a client id and secret are needed; the client handles tokens and retries.
 *
 *   BASE_URL=http://localhost:3000 CLIENT_ID=… CLIENT_SECRET=… node --import tsx examples/seed-flow.ts
 */
import { createOnboardingClient, type OnboardingClient } from "@onboarding/client";

const address = { address_line1: "100 Congress Ave", city: "Austin", state: "TX", postal_code: "78701", country_code: "US" as const };

/** The data of a call, or an Error naming its problem's code, detail and request id. */
export function check<T>(result: { data?: T; error?: { code: string; detail?: string; request_id: string } }): T {
  if (result.error || result.data === undefined) {
    throw new Error(`${result.error?.code}: ${result.error?.detail} (request ${result.error?.request_id})`);
  }
  return result.data;
}

/** Everything a person's application needs before submission. */
export const janeDetails = {
  first_name: "Jane",
  last_name: "Doe",
  email_address: "jane.doe@example.com",
  telephone_number: "+15125550100",
  date_of_birth: "1990-04-21",
  nationality: "US" as const,
  citizenship: ["US" as const],
  ip_address: "203.0.113.7",
  tax_reference_number: "123-45-6789",
  tax_reference_number_country: "US" as const,
  us_residency_status: "US_CITIZEN" as const,
  employment_status: "EMPLOYEE" as const,
  employer_name: "Acme Corp",
  occupation: "Engineer",
  mailing_address: address,
  investment_profile: { primary_source_of_funds: "EMPLOYMENT" as const, total_assets: "UPTO_10K" as const },
  kyc_profile: { engage_in_activities: ["NONE" as const], vendors_and_counterparties: ["SELF" as const] },
};

async function person(client: OnboardingClient, suffix: string) {
  const created = check(
    await client.POST("/v1/applications", {
      body: {
        application_type: "INDIVIDUAL",
        customer_id: `jane-${suffix}`,
        account_to_open: { account_id: `acct-jane-${suffix}`, product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
        terms_and_conditions_accepted: true,
        information_attested: true,
        customer_details: janeDetails,
      },
    }),
  ).data;
  return { id: created.id, customerId: `jane-${suffix}`, accountId: `acct-jane-${suffix}` };
}

async function corporation(client: OnboardingClient, suffix: string) {
  const created = check(
    await client.POST("/v1/applications", {
      body: {
        application_type: "CORPORATION",
        customer_id: `acme-${suffix}`,
        account_to_open: { account_id: `acct-acme-${suffix}`, product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
        terms_and_conditions_accepted: true,
        information_attested: false,
        customer_details: {
          registered_name: "Acme Payments Inc.",
          registered_number: "DE-5551234",
          corporate_tax_reference_number: "12-3456789",
          registered_address: { ...address, city: "Wilmington", state: "DE", postal_code: "19801" },
          telephone_number: "+13025550100",
          email_address: "ops@acme.example",
          country_of_incorporation: "US",
          established_on: "2015-06-01",
          corporate_entity_type: "C_CORP_PRIVATE",
          investment_profile: { primary_source_of_funds: "COMPANY" },
          kyc_profile: { primary_business: "SOFTWARE", engage_in_activities: ["NONE"] },
        },
      },
    }),
  ).data;
  const path = { application_id: created.id };
  check(
    await client.POST("/v1/applications/{application_id}/individuals", {
      params: { path },
      body: {
        individual_type: ["OFFICER", "CONTROL_PERSON", "BENEFICIAL_OWNER"],
        percentage_ownership: 60,
        title: "CEO",
        first_name: "John",
        last_name: "Owner",
        email_address: "john@acme.example",
        date_of_birth: "1980-01-31",
        nationality: "US",
        tax_reference_number: "987-65-4321",
        mailing_address: address,
      },
    }),
  );
  // The customer's control person attests; the platform may not do it for them.
  check(await client.PATCH("/v1/applications/{application_id}", { params: { path }, body: { information_attested: true } }));
  return { id: created.id, customerId: `acme-${suffix}`, accountId: `acct-acme-${suffix}` };
}

/**
 * Uploads what the requirements ask approval to wait for (DOCUMENT_REQUIRED): here a small stand-in PDF for each, of
 * the first type it accepts; an integrator sends the customer's scans. Two-sided types need both sides.
 */
async function uploadRequiredDocuments(
  client: OnboardingClient,
  applicationId: string,
  requirements: { code: string; document_types?: string[]; individual_id?: string }[],
) {
  for (const requirement of requirements.filter((each) => each.code === "DOCUMENT_REQUIRED")) {
    const type = requirement.document_types?.[0] as "PASSPORT" | "CERTIFICATE_OF_INCORPORATION";
    const file = new Blob(["%PDF-1.7\n% stand-in for the customer's scan\n%%EOF\n"], { type: "application/pdf" });
    const uploaded = await client.uploadDocument({
      applicationId,
      file,
      type,
      fileName: `${type.toLowerCase()}.pdf`,
      ...(requirement.individual_id ? { individualId: requirement.individual_id } : {}),
    });
    check(uploaded);
  }
}

/**
 * Waits until the provider has answered every verification check of the submission (none PENDING): approval is
 * refused until then. In production a webhook (VERIFICATION_UPDATED) says when; a script may poll.
 */
export async function checksDone(client: OnboardingClient, path: { application_id: string }) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const checks = check(
      await client.GET("/v1/applications/{application_id}/verifications", { params: { path, query: { limit: 100 } } }),
    ).data;
    if (!checks.some((verification) => verification.status === "PENDING")) {
      return checks;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The checks of ${path.application_id} are still PENDING after a minute.`);
}

/** Creates, completes, submits and (in the sandbox) approves both once their checks passed; returns what each ended with. */
export async function seedFlow(options: { baseUrl: string; clientId: string; clientSecret: string }) {
  const client = createOnboardingClient({
    ...options,
    scopes: ["applications:read", "applications:write", "customers:read", "accounts:read"],
  });
  const suffix = Date.now().toString(36);
  const results = [];
  for (const application of [await person(client, suffix), await corporation(client, suffix)]) {
    const path = { application_id: application.id };
    const status = check(await client.GET("/v1/applications/{application_id}/status", { params: { path } })).data;
    await uploadRequiredDocuments(client, application.id, status.requirements);
    check(await client.POST("/v1/applications/{application_id}/submit", { params: { path } }));
    await checksDone(client, path);
    check(await client.POST("/v1/sandbox/applications/{application_id}/decision", { params: { path }, body: { decision: "APPROVE" } }));
    const customer = check(
      await client.GET("/v1/customers/{customer_id}", { params: { path: { customer_id: application.customerId } } }),
    ).data;
    const account = check(await client.GET("/v1/accounts/{account_id}", { params: { path: { account_id: application.accountId } } })).data;
    results.push({ id: application.id, before: status.status, customer: customer.status, account: account.status });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { BASE_URL = "http://localhost:3000", CLIENT_ID, CLIENT_SECRET } = process.env;
  if (!CLIENT_ID || !CLIENT_SECRET) {
    throw new Error("Set CLIENT_ID and CLIENT_SECRET (pnpm admin clients create …).");
  }
  console.log(await seedFlow({ baseUrl: BASE_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }));
}
