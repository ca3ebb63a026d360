import { describeField, fieldFacts, unwrapped } from "@onboarding/core";
import { z } from "zod";

type JsonSchema = { properties?: Record<string, JsonSchema>; description?: string; $ref?: string };

/**
 * Writes each application field's description, from its facts in core (help, required before submission, stored
 * encrypted), into the document's schemas. Done on the generated document rather than with `.meta()` on each field,
 * so that a field of a named schema (an address, a country code) stays a `$ref`, with the description beside it.
 */
export function describeFields(schemas: Record<string, unknown>): void {
  for (const [name, json] of Object.entries(schemas)) {
    const schema = z.globalRegistry._idmap.get(name);
    if (schema) {
      describeIn(schema as z.ZodType, json as JsonSchema);
    }
  }
}

function describeIn(schema: z.ZodType, json: JsonSchema): void {
  const object = unwrapped(schema);
  if (!(object instanceof z.ZodObject) || !json.properties) {
    return;
  }
  for (const [key, member] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const property = json.properties[key];
    if (!property) {
      continue;
    }
    const facts = fieldFacts.get(member);
    if (facts) {
      property.description = describeField(facts, member);
    }
    if (property.$ref === undefined) {
      describeIn(member, property);
    }
  }
}
