import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const caller = useClient(server, "applications:read applications:write");

/** A request whose target is in absolute form (`GET http://host/path HTTP/1.1`), as a client may send to a server directly. */
const absoluteForm = (method: string, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(path, server.url);
    const sent = request({ host: url.hostname, port: url.port, method, path: url.href, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode as number, headers: response.headers }));
    });
    sent.on("error", reject);
    sent.end();
  });

const created = async () => {
  const response = await server.authed(caller.token, "/v1/applications", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(individualApplication()),
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
};

describe("the API's paths are matched as Express's router matched them", () => {
  test("whatever their case, with or without a trailing slash, a path parameter percent-decoded", async () => {
    const id = await created();
    for (const path of [
      `/v1/applications/${id}`,
      `/V1/Applications/${id}`,
      `/v1/applications/${id}/`,
      `/v1/applications/${encodeURIComponent(id).replace("_", "%5F")}`,
    ]) {
      const response = await server.authed(caller.token, path);
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { data: { id: string } }).data.id).toBe(id);
    }
  });

  test("HEAD runs a GET's operation and answers its headers without a body", async () => {
    const id = await created();
    const response = await server.authed(caller.token, `/v1/applications/${id}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toMatch(/^"/);
    expect(await response.text()).toBe("");
  });

  test("another method on a path the API has is 405 with Allow, in the order the operations declare", async () => {
    const response = await server.authed(caller.token, "/v1/applications", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, GET, HEAD");
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { code: string }).code).toBe("METHOD_NOT_ALLOWED");
  });

  test("a path segment that is not valid percent-encoding is 400 problem+json, never a 500, whatever the method", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await server.authed(caller.token, "/v1/applications/app_%E0%A4%A", { method });
      expect(response.status, method).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("MALFORMED_REQUEST");
    }
  });

  test("a request in absolute form is the same request: its operation, and its answer never cached", async () => {
    const token = await absoluteForm("POST", "/oauth/token?grant_type=client_credentials&scope=applications:read", {
      authorization: `Basic ${Buffer.from(`${caller.credentials.clientId}:${caller.credentials.secret}`).toString("base64")}`,
    });
    expect(token.status).toBe(200);
    expect(token.headers["cache-control"]).toBe("no-store");
    expect(token.headers.pragma).toBe("no-cache");
    const list = await absoluteForm("GET", "/v1/applications", { authorization: `Bearer ${caller.token}` });
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
  });

  test("a path the API lacks goes on to the 404, with the API's headers", async () => {
    const response = await server.authed(caller.token, "/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(((await response.json()) as { code: string }).code).toBe("NOT_FOUND");
  });

  test("the request log names the operation's pattern, never the path", async () => {
    const id = await created();
    await server.authed(caller.token, `/v1/applications/${id}`);
    const line = server.logs.lines.find(
      (entry) => entry.msg === "request" && entry.method === "GET" && String(entry.route).includes("applications/:"),
    );
    expect(line?.route).toBe("/v1/applications/:application_id");
  });
});

describe("an answer's headers follow the part of the service that answers it", () => {
  test("the API's answers (any case, absolute form too) get the security headers for JSON; the rest gets the pages' set", async () => {
    const forJson = ["x-content-type-options", "strict-transport-security", "content-security-policy"];
    const forPagesOnly = ["x-dns-prefetch-control", "cross-origin-opener-policy"];
    for (const path of ["/v1/applications", "/V1/Applications"]) {
      const response = await server.authed(caller.token, path);
      for (const name of forJson) {
        expect(response.headers.get(name), `${path} ${name}`).not.toBeNull();
      }
      for (const name of forPagesOnly) {
        expect(response.headers.get(name), `${path} ${name}`).toBeNull();
      }
    }
    const absolute = await absoluteForm("GET", "/v1/applications", { authorization: `Bearer ${caller.token}` });
    expect(absolute.headers["x-dns-prefetch-control"]).toBeUndefined();
    expect(absolute.headers["x-content-type-options"]).toBe("nosniff");
    const document = await server.fetch("/openapi.json");
    for (const name of [...forJson, ...forPagesOnly]) {
      expect(document.headers.get(name), `/openapi.json ${name}`).not.toBeNull();
    }
  });
});
