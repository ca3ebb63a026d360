import { readFileSync } from "node:fs";
import { operations } from "@onboarding/contract";
import { SCOPE_NAMES } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { stringify } from "yaml";
import { z } from "zod";
import { OPENAPI_DIR, openApiArtifacts, staleArtifacts } from "./artifacts.ts";

const document = JSON.parse(readFileSync(`${OPENAPI_DIR}openapi.json`, "utf8"));

describe("the committed OpenAPI document", () => {
  test("is exactly what `pnpm generate` writes from the schemas (run it and commit when this fails)", () => {
    expect(staleArtifacts(openApiArtifacts(stringify))).toEqual([]);
    // Generating the document (and its YAML) from the contract: about 1.5 s on a quiet machine, several on a busy one.
  }, 30_000);

  test("the check notices a schema changed without regenerating", () => {
    const changed = {
      ...operations,
      getLiveness: { ...operations.getLiveness, responses: { 200: { description: "changed", schema: z.object({ extra: z.string() }) } } },
    };
    expect(staleArtifacts(openApiArtifacts(stringify, changed))).toHaveLength(2);
  }, 30_000);

  test("declares OAuth 2.0 client credentials with the token URL and all 18 scopes", () => {
    const scheme = document.components.securitySchemes.oauth2;
    expect(scheme.flows.clientCredentials.tokenUrl).toBe("/oauth/token");
    expect(Object.keys(scheme.flows.clientCredentials.scopes).sort()).toEqual([...SCOPE_NAMES].sort());
    expect(SCOPE_NAMES).toHaveLength(18);
  });

  test("every bearer operation carries its scopes; every operation of the contract is in it", () => {
    for (const operation of Object.values(operations)) {
      const documented = document.paths[operation.path][operation.method];
      expect(documented.operationId).toBe(operation.operationId);
      if (operation.auth.type === "bearer") {
        expect(documented.security).toEqual([{ oauth2: [...operation.auth.scopes] }]);
      }
    }
  });

  test("its version is the published packages' version", () => {
    const manifest = JSON.parse(readFileSync(`${OPENAPI_DIR}package.json`, "utf8"));
    expect(document.info.version).toBe(manifest.version);
  });
});
