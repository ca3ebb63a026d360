/**
 * The examples of the client's README (packages/client/README.md), each between `#region <name>` and `#endregion`
 * markers: the README shows each region as it is here, and the suite runs each function against a server
 * (apps/server/src/client-readme.test.ts), so the README cannot drift from code that works.
 */
import {
  type CreateApplicationRequest,
  createOnboardingClient,
  OnboardingApiError,
  type ThrowingOnboardingClient,
  verifyWebhook,
} from "@onboarding/client";

/** Credentials and scopes: a client from the environment's client id and secret. */
export function credentials() {
  // #region credentials
  const client = createOnboardingClient({
    baseUrl: process.env.BASE_URL ?? "http://localhost:3000",
    clientId: process.env.CLIENT_ID, // refused here, with a clear message, when unset
    clientSecret: process.env.CLIENT_SECRET,
    scopes: ["applications:read", "applications:write"], // the fewest your calls need
    throwOnError: true,
  });
  // #endregion credentials
  return client;
}

/** The throwing mode, and the default style beside it. */
export async function throwingMode(client: ThrowingOnboardingClient, body: CreateApplicationRequest) {
  // #region throwing-mode
  const { data: application } = await client.POST("/v1/applications", { body });
  const { data: status } = await client.GET("/v1/applications/{application_id}/status", {
    params: { path: { application_id: application.id } },
  });
  console.log(application.id, status.status, status.requirements.length); // app_… READY_FOR_SUBMISSION 1
  // #endregion throwing-mode
  return application.id;
}

/** The default style: `{ data, error, response }`, nothing thrown. */
export async function defaultStyle(applicationId: string) {
  // #region default-style
  const client = createOnboardingClient({
    baseUrl: process.env.BASE_URL ?? "http://localhost:3000",
    clientId: process.env.CLIENT_ID,
    clientSecret: process.env.CLIENT_SECRET,
    scopes: ["applications:read"],
  });
  const { data, error, response } = await client.GET("/v1/applications/{application_id}", {
    params: { path: { application_id: applicationId } },
  });
  if (error) {
    console.log(response.status, error.code, error.request_id);
  } else {
    console.log(data.data.status);
  }
  // #endregion default-style
}

/** Errors: what a refused call throws. */
export async function errors(client: ThrowingOnboardingClient, body: CreateApplicationRequest) {
  // #region errors
  try {
    await client.POST("/v1/applications", { body: { ...body, customer_details: { date_of_birth: "21/04/1990" } } });
  } catch (error) {
    if (!(error instanceof OnboardingApiError)) {
      throw error; // a network error after the retries, or a refused token (TokenError)
    }
    console.log(error.status, error.code, error.requestId); // 400 VALIDATION_FAILED req-…
    for (const field of error.errors) {
      console.log(field.pointer, field.detail); // /customer_details/date_of_birth must be a date…
    }
  }
  // #endregion errors
}

/** Auto-pagination. */
export async function pagination(client: ThrowingOnboardingClient) {
  // #region pagination
  for await (const application of client.paginate("/v1/applications", { params: { query: { status: "READY_FOR_SUBMISSION" } } })) {
    console.log(application.id, application.customer_id);
  }
  // #endregion pagination
}

/** Document upload: `file` is a path, a Blob or File, or bytes. */
export async function upload(client: ThrowingOnboardingClient, applicationId: string, file: string | Blob | Uint8Array) {
  // #region upload
  const { data: document } = await client.uploadDocument({ applicationId, file, type: "PASSPORT" });
  console.log(document.id, document.status);
  // #endregion upload
}

/** Onboarding sessions: a link to the hosted page. */
export async function onboardingSession(client: ThrowingOnboardingClient, applicationId: string) {
  // #region onboarding-sessions
  const session = await client.createOnboardingSession(applicationId, {
    return_url: "https://bank.example/onboarding/done",
    refresh_url: `https://bank.example/onboarding/${applicationId}`,
  });
  console.log(session.url); // redirect the end customer there: single use, and not shown again
  // #endregion onboarding-sessions
}

/** Typed webhook events: a delivery's raw body and headers, verified, then narrowed by type. */
export async function webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  // #region webhooks
  const event = await verifyWebhook({ payload: rawBody, headers, secret: process.env.WEBHOOK_SECRET ?? "" });
  switch (event.event_type) {
    case "APPLICATION_CREATED":
    case "APPLICATION_APPROVED":
      console.log(event.event_type, event.data.application_id, event.data.status);
      break;
    case "VERIFICATION_UPDATED":
      console.log(event.event_type, event.data.check, event.data.status);
      break;
  }
  // #endregion webhooks
}

/** Retries with the same idempotency key. */
export async function retries(client: ThrowingOnboardingClient, body: CreateApplicationRequest) {
  // #region retries
  // A key of your own (an id from your database) also covers a retry after your process restarted.
  const header = { "x-svc-idempotency-id": `create-${body.customer_id}` };
  const first = await client.POST("/v1/applications", { params: { header }, body });
  const again = await client.POST("/v1/applications", { params: { header }, body });
  console.log(first.data.id === again.data.id); // true: the API replayed its first answer, one application exists
  // #endregion retries
}
