import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { basic, useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const caller = useClient(server, "applications:read applications:write");

const post = (path: string, body: string) =>
  server.authed(caller.token, path, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("text the database cannot store is refused up front, never a 500", () => {
  test("a NUL byte in a path id is 404 like any unknown id; in a cursor or a filter it is 400", async () => {
    expect((await server.authed(caller.token, "/v1/applications/%00")).status).toBe(404);
    expect((await server.authed(caller.token, "/v1/applications/app_%00x/status")).status).toBe(404);
    const cursor = await server.authed(caller.token, "/v1/events?starting_after=%00");
    expect(cursor.status).toBe(400);
    expect(((await cursor.json()) as { errors: { pointer: string }[] }).errors[0]?.pointer).toBe("/query/starting_after");
    expect((await server.authed(caller.token, "/v1/applications?customer_id=a%00b")).status).toBe(400);
  });

  test("a NUL byte in the Basic client id is invalid_client", async () => {
    const response = await server.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic("cli\u0000x", "secret") },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe("invalid_client");
  });

  test("a lone surrogate or a NUL in a JSON text field is 400 with its pointer, and nothing of it reaches the logs", async () => {
    const application = individualApplication();
    const lone = JSON.stringify(application).replace('"first_name":"Jane"', '"first_name":"Ja\\ud800ne"');
    const response = await post("/v1/applications", lone);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { pointer: string; code: string }[] };
    expect(body.errors).toEqual([expect.objectContaining({ pointer: "/customer_details/first_name", code: "invalid_text" })]);
    const nul = JSON.stringify(individualApplication()).replace('"occupation":"Engineer"', '"occupation":"Eng\\u0000ineer"');
    expect((await post("/v1/applications", nul)).status).toBe(400);
    expect(server.logs.raw.join("\n")).not.toMatch(/Ja.ne|Eng.ineer/);
    expect(server.logs.lines.filter((line) => line.level === 50)).toEqual([]);
  });
});

describe("responses with personal data are never cached", () => {
  test("every /v1 response says Cache-Control: no-store", async () => {
    const created = await post("/v1/applications", JSON.stringify(individualApplication()));
    expect(created.headers.get("cache-control")).toBe("no-store");
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    expect((await server.authed(caller.token, `/v1/applications/${id}`)).headers.get("cache-control")).toBe("no-store");
    expect((await server.authed(caller.token, "/v1/applications/app_none")).headers.get("cache-control")).toBe("no-store");
  });
});
