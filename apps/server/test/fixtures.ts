import { TWO_SIDED_DOCUMENT_TYPES } from "@onboarding/core";

let counter = 0;
/** A fresh external id, so tests never collide on customer_id or account_id. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const address = {
  address_line1: "100 Congress Ave",
  unit_number: "4B",
  city: "Austin",
  state: "TX",
  postal_code: "78701",
  country_code: "US",
};

export const TAX_NUMBER = "123-45-6789";
export const PASSPORT_NUMBER = "X98765432";
export const CORPORATE_TAX_NUMBER = "12-3456789";

/** Everything an INDIVIDUAL application needs to be READY_FOR_SUBMISSION (with T&C and attestation true). */
export const completePerson = () => ({
  first_name: "Jane",
  middle_name: "Q",
  last_name: "Doe",
  email_address: "jane.doe@example.com",
  mailing_address: address,
  telephone_number: "+15125550100",
  tax_reference_number: TAX_NUMBER,
  tax_reference_number_country: "US",
  passport_number: PASSPORT_NUMBER,
  nationality: "US",
  citizenship: ["US"],
  date_of_birth: "1990-04-21",
  ip_address: "203.0.113.7",
  us_residency_status: "US_CITIZEN",
  employment_status: "EMPLOYEE",
  employer_name: "Acme Corp",
  occupation: "Engineer",
  investment_profile: { primary_source_of_funds: "EMPLOYMENT", total_assets: "UPTO_10K", monthly_deposits: "UPTO_5" },
  kyc_profile: { funds_send_receive_jurisdictions: ["US"], engage_in_activities: ["NONE"], vendors_and_counterparties: ["SELF"] },
});

export const completeCorporation = () => ({
  registered_name: "Acme Payments Inc.",
  registered_number: "DE-5551234",
  corporate_tax_reference_number: CORPORATE_TAX_NUMBER,
  registered_address: { ...address, city: "Wilmington", state: "DE", postal_code: "19801" },
  telephone_number: "+13025550100",
  email_address: "ops@acme.example",
  country_of_incorporation: "US",
  state_of_incorporation: "DE",
  established_on: "2015-06-01",
  corporate_entity_type: "C_CORP_PRIVATE",
  investment_profile: { primary_source_of_funds: "COMPANY" },
  kyc_profile: { primary_business: "SOFTWARE", engage_in_activities: ["NONE"] },
});

export const person = (roles: string[], extra: Record<string, unknown> = {}) => ({
  individual_type: roles,
  first_name: "John",
  last_name: "Owner",
  email_address: "john@acme.example",
  date_of_birth: "1980-01-31",
  nationality: "US",
  tax_reference_number: "987-65-4321",
  mailing_address: address,
  ...extra,
});

export function individualApplication(overrides: Record<string, unknown> = {}) {
  return {
    application_type: "INDIVIDUAL",
    account_to_open: { account_id: unique("acct"), product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
    terms_and_conditions_accepted: true,
    information_attested: true,
    customer_id: unique("cust"),
    customer_details: completePerson(),
    ...overrides,
  };
}

export function corporationApplication(overrides: Record<string, unknown> = {}) {
  return individualApplication({ application_type: "CORPORATION", customer_details: completeCorporation(), ...overrides });
}

/** What api() sends its requests through: a test server (harness.ts). */
interface Authed {
  authed: (token: string, path: string, init?: RequestInit) => Promise<Response>;
}

/** JSON request helpers bound to one token (or to what `token()` answers when a request is made). */
export function api(server: Authed, token: string | (() => string)) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await server.authed(typeof token === "function" ? token() : token, path, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
  };
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => call("PATCH", path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call("DELETE", path, undefined, headers),
    /** A multipart/form-data POST (a document upload): a form, or one already encoded (its bytes and content type). */
    upload: async (path: string, form: FormData | { bytes: Uint8Array; type: string }) => {
      const init = form instanceof FormData ? { body: form } : { body: form.bytes, headers: { "content-type": form.type } };
      const response = await server.authed(typeof token === "function" ? token() : token, path, { method: "POST", ...init });
      const text = await response.text();
      // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
    },
  };
}

/** A small PDF to upload as a document. */
export const samplePdf = (name = "document.pdf") =>
  new File([Buffer.from("%PDF-1.7\n% a test document\n%%EOF\n")], name, { type: "application/pdf" });

/**
 * Uploads what the application's requirements ask approval to wait for: for each DOCUMENT_REQUIRED (or rejected)
 * requirement, its first document type (both sides of a two-sided one), for its subject.
 */
export async function uploadRequiredDocuments(client: ReturnType<typeof api>, applicationId: string): Promise<void> {
  const status = await client.get(`/v1/applications/${applicationId}/status`);
  const needed = (status.body.data.requirements as { code: string; document_types?: string[]; individual_id?: string }[]).filter(
    (requirement) => requirement.code === "DOCUMENT_REQUIRED" || requirement.code === "DOCUMENT_REJECTED",
  );
  for (const requirement of needed) {
    const type = requirement.document_types?.[0] as string;
    for (const side of (TWO_SIDED_DOCUMENT_TYPES as readonly string[]).includes(type) ? ["FRONT", "BACK"] : [undefined]) {
      const form = new FormData();
      form.set("type", type);
      if (side) {
        form.set("side", side);
      }
      if (requirement.individual_id) {
        form.set("individual_id", requirement.individual_id);
      }
      form.set("file", samplePdf());
      const uploaded = await client.upload(`/v1/applications/${applicationId}/documents`, form);
      if (uploaded.status !== 201) {
        throw new Error(`Uploading a required ${type} answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
      }
    }
  }
}
