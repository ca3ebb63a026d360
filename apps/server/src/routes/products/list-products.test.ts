import { describe, expect, test } from "vitest";
import { api } from "../../../test/fixtures.ts";
import { useTestServer } from "../../../test/harness.ts";

const server = useTestServer();

describe("GET /v1/products", () => {
  test("any valid token lists the catalog with the asset types each product allows", async () => {
    const client = api(server, await server.token("customers:read"));
    const listed = await client.get("/v1/products");
    expect(listed.status).toBe(200);
    expect(listed.body.has_more).toBe(false);
    const deposit = listed.body.data.find((product: { product_id: string }) => product.product_id === "DEPOSIT_BASIC");
    expect(deposit.asset_types).toContain("FIAT_TESTNET_USD");
  });

  test("without a token it is 401", async () => {
    expect((await server.fetch("/v1/products")).status).toBe(401);
  });
});
