import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { OPENAPI_DIR } from "./artifacts.ts";
import { findBreakingChanges, formatBreakingChange, type OpenApiDocument } from "./breaking-changes.ts";

// The document is large and each comparison resolves every $ref of two copies of it: seconds on a busy machine.
const COMPARE_TIMEOUT = 120_000;

const committedText = readFileSync(`${OPENAPI_DIR}openapi.json`, "utf8");

interface Schema {
  type?: string | string[];
  enum?: string[];
  anyOf?: Schema[];
  maxItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
}

/** A fresh copy of the committed document, changed by `change`. */
function changed(change: (document: OpenApiDocument, schemas: Record<string, Schema>) => void): OpenApiDocument {
  const document = JSON.parse(committedText) as OpenApiDocument;
  const components = document.components as { schemas: Record<string, Schema> };
  change(document, components.schemas);
  return document;
}

function schema(schemas: Record<string, Schema>, name: string): Schema {
  const found = schemas[name];
  if (!found) {
    throw new Error(`the document has no schema ${name}`);
  }
  return found;
}

function property(owner: Schema, name: string): Schema {
  const found = owner.properties?.[name];
  if (!found) {
    throw new Error(`the schema has no property ${name}`);
  }
  return found;
}

function breakingLines(document: OpenApiDocument, baseline = JSON.parse(committedText) as OpenApiDocument): string[] {
  return findBreakingChanges(baseline, document).map(formatBreakingChange);
}

/** The document with two webhooks of its own, whatever the committed document declares. */
function withWebhooks(document: OpenApiDocument): OpenApiDocument {
  const payload = {
    type: "object",
    properties: { event_id: { type: "string" }, sequence: { type: "integer" } },
    required: ["event_id", "sequence"],
  };
  const webhook = {
    post: {
      operationId: "widgetWebhook",
      parameters: [{ name: "webhook-id", in: "header", required: true, schema: { type: "string" } }],
      requestBody: { required: true, content: { "application/json": { schema: payload } } },
      responses: { 200: { description: "Received." } },
    },
  };
  const webhooks = { ...(document.webhooks as Record<string, unknown>), WIDGET_CREATED: webhook, WIDGET_DELETED: structuredClone(webhook) };
  return { ...document, webhooks };
}

describe("the breaking-change check of the v1 document", () => {
  test.each([
    {
      kind: "a removed operation",
      change: (document: OpenApiDocument) => {
        const paths = document.paths as Record<string, Record<string, unknown>>;
        delete paths["/v1/applications/{application_id}/documents/{document_id}"]?.get;
      },
      named: "GET /v1/applications/{application_id}/documents/{document_id}: [Removed] operation",
    },
    {
      kind: "a removed response field",
      change: (_: OpenApiDocument, schemas: Record<string, Schema>) => {
        const customer = schema(schemas, "Customer");
        delete customer.properties?.created_at;
        customer.required = customer.required?.filter((name) => name !== "created_at");
      },
      named: "GET /v1/customers/{customer_id}: [Removed] property `created_at`",
    },
    {
      kind: "a removed enum value",
      change: (_: OpenApiDocument, schemas: Record<string, Schema>) => {
        const status = schema(schemas, "EmploymentStatus");
        status.enum = status.enum?.filter((value) => value !== "RETIRED");
      },
      named:
        'POST /v1/applications: [Replaced] possible values of `customer_details.employment_status` in Request Body content (application/json): "RETIRED" removed',
    },
    {
      kind: "an enum value removed from a response only",
      change: (_: OpenApiDocument, schemas: Record<string, Schema>) => {
        const who = schema(schemas, "AwaitingActionFrom");
        who.enum = who.enum?.filter((value) => value !== "REVIEWER");
      },
      named:
        'GET /v1/applications/{application_id}/status: [Replaced] possible values of `data.requirements[].awaiting_action_from` in Response 200 content (application/json): "REVIEWER" removed',
    },
    {
      kind: "an optional request field made required",
      change: (_: OpenApiDocument, schemas: Record<string, Schema>) => {
        schema(schemas, "CreateSubscriptionRequest").required?.push("description");
      },
      named: "POST /v1/subscriptions: [Added] required status to `description` in Request Body",
    },
    {
      kind: "a narrowed type",
      change: (_: OpenApiDocument, schemas: Record<string, Schema>) => {
        property(schema(schemas, "CorporateIndividual"), "percentage_ownership").type = "integer";
      },
      named:
        'POST /v1/applications/{application_id}/individuals: [Replaced] type definition of `percentage_ownership` in Request Body content (application/json): "number" became "integer"',
    },
  ])(
    "$kind is refused, named with its operation",
    ({ change, named }) => {
      const lines = breakingLines(changed(change));
      expect(lines.some((line) => line.startsWith(named))).toBe(true);
    },
    COMPARE_TIMEOUT,
  );

  test(
    'a tuple given minItems and maxItems of its own length passes (event_types\' ["*"]); a list given a minimum does not',
    () => {
      const baseline = changed((_, schemas) => {
        const tuple = schema(schemas, "EventTypeSelection").anyOf?.[0] as Record<string, unknown>;
        delete tuple.minItems;
        delete tuple.maxItems;
      });
      expect(
        breakingLines(
          changed(() => {}),
          baseline,
        ),
      ).toEqual([]);
      const listed = changed((_, schemas) => {
        const list = schema(schemas, "EventTypeSelection").anyOf?.[1] as Record<string, unknown>;
        list.minItems = 2;
      });
      expect(breakingLines(listed).some((line) => line.startsWith("POST /v1/subscriptions"))).toBe(true);
    },
    COMPARE_TIMEOUT,
  );

  test(
    "a removed webhook or a field removed from a webhook's payload is refused",
    () => {
      const baseline = withWebhooks(changed(() => {}));
      const current = structuredClone(baseline);
      const webhooks = current.webhooks as Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }>;
      delete webhooks.WIDGET_DELETED;
      const payload = webhooks.WIDGET_CREATED?.post.requestBody.content["application/json"]?.schema;
      delete payload?.properties?.sequence;
      const lines = breakingLines(current, baseline);
      expect(lines).toContain("webhook WIDGET_DELETED: [Removed] webhook WIDGET_DELETED");
      expect(lines).toContain("webhook WIDGET_CREATED: [Removed] property `sequence` in the payload (application/json)");
    },
    COMPARE_TIMEOUT,
  );

  test(
    "additive changes pass: a new optional field, a new operation, a new enum value in a response (and a list of them that may hold it), a new kind of event, a new webhook",
    () => {
      const lines = breakingLines(
        changed((document, schemas) => {
          schema(schemas, "CreateSubscriptionRequest").properties = {
            ...schema(schemas, "CreateSubscriptionRequest").properties,
            label: { type: "string" },
          };
          schema(schemas, "Customer").properties = { ...schema(schemas, "Customer").properties, label: { type: "string" } };
          schema(schemas, "ApplicationStatus").enum?.push("ARCHIVED");
          // A new event type: a subscription's list of event types may then hold one more.
          schema(schemas, "EventType").enum?.push("WIDGET_ARCHIVED");
          for (const branch of schema(schemas, "EventTypeSelection").anyOf ?? []) {
            if (branch.maxItems !== undefined) {
              branch.maxItems += 1;
            }
          }
          // A new kind of event in the events' union (its own schema, as a new resource's events would have).
          const event = schema(schemas, "Event") as { oneOf: unknown[]; discriminator: { mapping: Record<string, string> } };
          schemas.WidgetEvent = { type: "object", properties: { event_type: { type: "string", enum: ["WIDGET_ARCHIVED"] } } };
          event.oneOf.push({ $ref: "#/components/schemas/WidgetEvent" });
          event.discriminator.mapping.WIDGET_ARCHIVED = "#/components/schemas/WidgetEvent";
          const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
          paths["/v1/widgets"] = { get: { ...paths["/v1/products"]?.get, operationId: "listWidgets" } };
          Object.assign(document, withWebhooks(document));
        }),
      );
      expect(lines).toEqual([]);
    },
    COMPARE_TIMEOUT,
  );
});

describe("pnpm openapi:check-breaking", () => {
  const folder = mkdtempSync(join(tmpdir(), "openapi-breaking-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/check-breaking.ts", ...args], {
        cwd: OPENAPI_DIR,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  test(
    "passes for the committed document against the committed v1 baseline",
    async () => {
      const result = await check();
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    },
    COMPARE_TIMEOUT,
  );

  test(
    "fails, naming the change, for a document that removed a field",
    async () => {
      const current = join(folder, "openapi.json");
      writeFileSync(
        current,
        JSON.stringify(
          changed((_, schemas) => {
            const customer = schema(schemas, "Customer");
            delete customer.properties?.created_at;
            customer.required = customer.required?.filter((name) => name !== "created_at");
          }),
        ),
      );
      const result = await check("--current", current, "--baseline", `${OPENAPI_DIR}openapi.json`);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("The OpenAPI document breaks clients of v1");
      expect(result.stderr).toContain(
        "GET /v1/customers/{customer_id}: [Removed] property `created_at` from `data` in Response 200 content (application/json)",
      );
    },
    COMPARE_TIMEOUT,
  );
});
