import { Writable } from "node:stream";
import { DETAILS_SCHEMAS, type FieldInfo, fieldsOf } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { createLogger } from "./logger.ts";

/** What a logger at info writes, line by line. */
function capturedLogger() {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger("info", destination), written };
}

const everyField = (fields: FieldInfo[]): FieldInfo[] => fields.flatMap((info) => [info, ...everyField(info.children)]);

describe("the log's redaction", () => {
  const sensitive = DETAILS_SCHEMAS.flatMap((schema) => everyField(fieldsOf(schema)).filter((info) => info.facts?.sensitive));

  test("is derived from the field facts: every sensitive field of every kind of details", () => {
    expect(sensitive.map((info) => info.key)).toEqual(
      expect.arrayContaining(["tax_reference_number", "passport_number", "corporate_tax_reference_number"]),
    );
  });

  test("keeps every sensitive field out of a log line, in the line's objects and one level deeper", () => {
    const { logger, written } = capturedLogger();
    for (const [index, info] of sensitive.entries()) {
      const value = `SENSITIVE-${index}`;
      logger.info({ details: { [info.key]: value, city: "Austin" } }, "details");
      logger.info({ application: { customer_details: { [info.key]: value } } }, "application");
    }
    const lines = written.map((line) => JSON.parse(line) as Record<string, Record<string, unknown>>);
    expect(lines).toHaveLength(sensitive.length * 2);
    for (const [index, info] of sensitive.entries()) {
      const [flat, nested] = lines.slice(index * 2, index * 2 + 2);
      expect(flat?.details, info.key).toEqual({ [info.key]: "[REDACTED]", city: "Austin" });
      expect(nested?.application, info.key).toEqual({ customer_details: { [info.key]: "[REDACTED]" } });
    }
    expect(written.join("")).not.toContain("SENSITIVE-");
  });

  test("keeps credentials out as well", () => {
    const { logger, written } = capturedLogger();
    logger.info(
      { client: { client_secret: "s3cr3t", access_token: "t0k3n" }, req: { headers: { authorization: "Bearer x" } } },
      "credentials",
    );
    expect(written.join("")).not.toMatch(/s3cr3t|t0k3n|Bearer x/);
  });
});
