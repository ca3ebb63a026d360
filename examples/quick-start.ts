/**
 * The quick start as one program, as an integrator writes it: a person's application from create to APPROVED, driven
 * by webhooks (a local receiver verifies each delivery) instead of polling, and the approved applications listed page
 * by page. Only a client id and secret are needed: the client handles tokens and retries, and in its throwing mode a
 * refused call throws an OnboardingApiError carrying the problem, so there is nothing to unwrap.
 *
 *   BASE_URL=http://localhost:3000 CLIENT_ID=… CLIENT_SECRET=… node --import tsx examples/quick-start.ts
 *
 * The client needs the scopes applications:read, applications:write, customers:read, accounts:read and
 * subscriptions:write; the server must reach this machine (development allows local receivers).
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type CreateApplicationRequest, createOnboardingClient, verifyWebhook, type WebhookEvent } from "@onboarding/client";

const address = { address_line1: "100 Congress Ave", city: "Austin", state: "TX", postal_code: "78701", country_code: "US" as const };

/** Everything a person's application needs before submission. */
const janeDetails = {
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

/** Jane's complete application as customer `customerId`, opening account `acct-<customerId>`; `lastName` may differ. */
export function janeApplication(customerId: string, lastName = janeDetails.last_name): CreateApplicationRequest {
  return {
    application_type: "INDIVIDUAL",
    customer_id: customerId,
    account_to_open: { account_id: `acct-${customerId}`, product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
    terms_and_conditions_accepted: true,
    information_attested: true,
    customer_details: { ...janeDetails, last_name: lastName },
  };
}

/** A stand-in for the customer's scan of her passport (the service reads the format from the bytes: a PDF). */
export const standInScan = new Blob(["%PDF-1.7\n% stand-in for the customer's scan\n%%EOF\n"], { type: "application/pdf" });

/**
 * A webhook receiver on this machine: it verifies each delivery's signature with the subscription's secret (a forged
 * or altered one gets 400), keeps each event once however often it is delivered, and wakes whoever waits for it.
 */
async function startReceiver(host = "127.0.0.1") {
  const receiver = { secret: "", events: new Map<string, WebhookEvent>(), arrived: () => {} };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    try {
      const event = await verifyWebhook({ payload: Buffer.concat(chunks), headers: request.headers, secret: receiver.secret });
      receiver.events.set(event.event_id, event);
      receiver.arrived();
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  }).listen(0, host);
  await once(server, "listening");
  /** The first event (received already or to come) that `matches`; rejects after a minute without one. */
  async function waitFor(matches: (event: WebhookEvent) => boolean): Promise<WebhookEvent> {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const event = [...receiver.events.values()].find(matches);
      if (event) {
        return event;
      }
      await new Promise<void>((resolve) => {
        receiver.arrived = resolve;
        setTimeout(resolve, 1_000);
      });
    }
    throw new Error("No such webhook within a minute: is the server's delivery worker running?");
  }
  const url = `http://${host}:${(server.address() as AddressInfo).port}/webhooks/onboarding`;
  return Object.assign(receiver, { url, waitFor, close: () => server.close() });
}

/** From a client id and secret to an approved customer with an open account; returns what it saw on the way. */
export async function quickStart(options: { baseUrl: string; clientId: string | undefined; clientSecret: string | undefined }) {
  const client = createOnboardingClient({
    ...options,
    scopes: ["applications:read", "applications:write", "customers:read", "accounts:read", "subscriptions:write"],
    throwOnError: true,
  });
  const receiver = await startReceiver();
  const subscription = (await client.POST("/v1/subscriptions", { body: { url: receiver.url } })).data;
  receiver.secret = subscription.secret ?? ""; // shown on creation only
  try {
    const suffix = Date.now().toString(36);
    const application = (await client.POST("/v1/applications", { body: janeApplication(`jane-${suffix}`) })).data;
    const path = { application_id: application.id };
    // Approval waits for her identity document (the requirements say DOCUMENT_REQUIRED): a stand-in for her scan.
    await client.uploadDocument({ applicationId: application.id, file: standInScan, type: "PASSPORT", fileName: "passport.pdf" });
    await client.POST("/v1/applications/{application_id}/submit", { params: { path } });

    // The checks run in the background: each says when it is done with a VERIFICATION_UPDATED webhook.
    const checks = (await client.GET("/v1/applications/{application_id}/verifications", { params: { path } })).data;
    for (const check of checks) {
      await receiver.waitFor(
        (event) =>
          event.event_type === "VERIFICATION_UPDATED" && event.data.verification_id === check.id && event.data.status !== "PENDING",
      );
    }
    await client.POST("/v1/sandbox/applications/{application_id}/decision", { params: { path }, body: { decision: "APPROVE" } });
    await receiver.waitFor((event) => event.event_type === "APPLICATION_APPROVED" && event.data.application_id === application.id);

    const approved: string[] = [];
    for await (const each of client.paginate("/v1/applications", { params: { query: { status: "APPROVED", limit: 20 } } })) {
      approved.push(each.id);
    }
    const customer = (await client.GET("/v1/customers/{customer_id}", { params: { path: { customer_id: `jane-${suffix}` } } })).data;
    const account = (await client.GET("/v1/accounts/{account_id}", { params: { path: { account_id: `acct-jane-${suffix}` } } })).data;
    const events = [...receiver.events.values()].filter(
      (event) => "application_id" in event.data && event.data.application_id === application.id,
    );
    return { application: application.id, approved, customer: customer.status, account: account.status, events };
  } finally {
    await client.DELETE("/v1/subscriptions/{subscription_id}", { params: { path: { subscription_id: subscription.id } } });
    receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { BASE_URL = "http://localhost:3000", CLIENT_ID, CLIENT_SECRET } = process.env;
  const { events, ...outcome } = await quickStart({ baseUrl: BASE_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  console.log(
    outcome,
    events.map((event) => event.event_type),
  );
}
