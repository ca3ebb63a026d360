import { describe, expect, test } from "vitest";
import { individualApplication, unique, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { runAdminCommand } from "./commands.ts";

const server = useTestServer({
  env: {
    ONBOARDING_ENV: "production",
    DATABASE_URL: "postgres://config-only/unused",
    PUBLIC_URL: "https://api.example.com",
    CLAMD_ADDRESS: "127.0.0.1:3310",
  },
});
const client = useClient(server, "applications:read applications:write customers:read accounts:read");
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext());

describe("pnpm admin applications decide (production's review)", () => {
  test("approve opens the customer and the account; the sandbox endpoint is absent", async () => {
    const payload = individualApplication();
    const id = (await client.post("/v1/applications", payload)).body.data.id as string;
    expect((await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" })).status).toBe(404);
    await client.post(`/v1/applications/${id}/submit`);
    await uploadRequiredDocuments(client, id);
    await server.verifier.runAll();
    // Production has no provider until one is plugged in (nor, here, any list): a reviewer clears each check the
    // service does not perform itself, with a reason; the tax number and the date of birth it checks.
    const checks = (await client.get(`/v1/applications/${id}/verifications?limit=100`)).body.data as {
      id: string;
      check: string;
      status: string;
    }[];
    const waiting = checks.filter((check) => check.status === "NEEDS_REVIEW");
    expect(waiting.map((check) => check.check).sort()).toEqual(["ADDRESS", "IDENTITY", "PEP", "WATCHLIST"]);
    expect(
      checks
        .filter((check) => check.status === "PASSED")
        .map((check) => check.check)
        .sort(),
    ).toEqual(["DATE_OF_BIRTH", "TAX_ID"]);
    for (const check of waiting) {
      expect((await admin("verifications", "set", check.id, "passed", "--reason", "Checked by hand")).code).toBe(0);
    }
    const decided = await admin("applications", "decide", id, "approve", "--json");
    expect(decided.code).toBe(0);
    expect(JSON.parse(decided.stdout).status).toBe("APPROVED");
    expect((await client.get(`/v1/customers/${payload.customer_id}`)).status).toBe(200);
  });

  test("request-changes needs fields; deciding twice is refused", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    await client.post(`/v1/applications/${id}/submit`);
    expect((await admin("applications", "decide", id, "request-changes")).code).toBe(2);
    const asked = await admin(
      "applications",
      "decide",
      id,
      "request-changes",
      "--fields",
      "/customer_details/occupation",
      "--reason",
      "Be specific",
    );
    expect(asked.stdout).toContain("CHANGES_REQUESTED");
    const again = await admin("applications", "decide", id, "reject");
    expect([again.code, again.stderr]).toEqual([2, expect.stringContaining("Only SUBMITTED or PROCESSING")]);
    expect((await admin("applications", "decide", "app_nope", "approve")).stderr).toContain("No application app_nope");
  });
});

describe("pnpm admin products (the catalog)", () => {
  test("a new product and asset type can be opened; removing the asset type answers 404 ASSET_TYPE_NOT_FOUND", async () => {
    expect((await admin("products", "create", "SAVINGS_PLUS", "--name", "Savings")).code).toBe(0);
    expect((await admin("products", "add-asset-type", "SAVINGS_PLUS", "ETHEREUM_SEPOLIA_USDC")).code).toBe(0);
    const account = () => ({ account_id: unique("acct"), product_id: "SAVINGS_PLUS", asset_type_id: "ETHEREUM_SEPOLIA_USDC" });
    expect((await client.post("/v1/applications", individualApplication({ account_to_open: account() }))).status).toBe(201);
    await admin("products", "remove-asset-type", "SAVINGS_PLUS", "ETHEREUM_SEPOLIA_USDC");
    const refused = await client.post("/v1/applications", individualApplication({ account_to_open: account() }));
    expect([refused.status, refused.body.code]).toEqual([404, "ASSET_TYPE_NOT_FOUND"]);
    const listed = JSON.parse((await admin("products", "list", "--json")).stdout) as { product_id: string }[];
    expect(listed.map((product) => product.product_id)).toEqual(["DEPOSIT_BASIC", "PAYMENT_BASIC", "SAVINGS_PLUS"]);
    expect((await admin("products", "create", "lower case")).code).toBe(2);
  });

  test("purge reports what it removed", async () => {
    const purged = await admin("purge", "--json");
    expect(JSON.parse(purged.stdout)).toEqual({
      idempotencyKeys: expect.any(Number),
      tokenRevocations: expect.any(Number),
      rateLimits: expect.any(Number),
      deliveries: expect.any(Number),
      onboardingSessionsExpired: expect.any(Number),
    });
  });
});
