import type { Document, Operation } from "./document.ts";
import { type Components, exampleOf, typeOf } from "./examples.ts";
import { fieldTables, rulesOf } from "./fields.ts";
import { cell, json, prose } from "./text.ts";

/** The document's `webhooks` section: one POST per event type, its body the event's payload. */
export type Webhooks = Record<string, { post?: Operation }>;

const schemaLink = (name: string) => `./schemas/${name}`;

/**
 * The reference page of the webhook events: the headers every delivery carries (once), then each event type with its
 * payload's fields and an example, all from the document's `webhooks` section.
 */
export function webhookEventsPage(document: Document & { webhooks?: Webhooks }): string {
  const components: Components = document.components.schemas;
  const events = Object.entries(document.webhooks ?? {}).flatMap(([type, item]) => (item.post ? [{ type, operation: item.post }] : []));
  const first = events[0]?.operation;
  const headers = (first?.parameters ?? []).filter((parameter) => parameter.in === "header");
  const answers = Object.entries(first?.responses ?? {}).map(([status, response]) => `| ${status} | ${cell(response.description)} |`);
  const sections = events.map(({ type, operation }) => {
    const schema = operation.requestBody?.content["application/json"]?.schema;
    return `## ${type}

${prose(operation.summary)}: ${typeOf(schema, schemaLink)}.

${fieldTables(schema, components, schemaLink, false)}
${json(exampleOf(schema, components))}`;
  });
  return `---
title: Webhook events
outline: [2, 2]
---

# Webhook events

Every event type a subscription can receive, with its payload, from the OpenAPI document's \`webhooks\` section (a
generated client reads the same payload types from it). How to subscribe, verify and de-duplicate deliveries is in
the [Webhooks guide](../guides/webhooks).

${
  events.length === 0
    ? "The document declares no event types yet.\n"
    : `## Every delivery

Each event is a \`POST\` to every enabled subscription that takes its type, with a JSON body (the event) and these
headers (Standard Webhooks):

| header | type | rules | description |
|---|---|---|---|
${headers.map((header) => `| \`${header.name}\` | ${typeOf(header.schema, schemaLink)} | ${rulesOf(header.schema, components)} | ${cell(header.description)} |`).join("\n")}

What your answer means:

| status | meaning |
|---|---|
${answers.join("\n")}

${sections.join("\n")}`
}`;
}
