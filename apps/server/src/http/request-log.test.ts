import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { LogCapture, useTestServer } from "../../test/harness.ts";
import { createLogger } from "../platform/logger.ts";
import { requestContext } from "./request-context.ts";

/** The request log lines written so far (a line is written once its response is sent: wait a moment). */
async function requestLines(logs: LogCapture) {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return logs.lines.filter((line) => line.msg === "request");
}

describe("the hosted page's request log lines", () => {
  const server = useTestServer();

  test("name the matched route with its /onboard prefix, never the link's token or the session's path", async () => {
    const client = api(server, await server.token("applications:write applications:read"));
    const applicationId = (await client.post("/v1/applications", individualApplication({ information_attested: false }))).body.data.id;
    const created = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, {
      return_url: "https://integrator.example/done",
      refresh_url: "https://integrator.example/refresh",
    });
    const link = String(created.body.data.url).slice(String(created.body.data.url).indexOf("/onboard/"));
    const token = link.slice("/onboard/".length);
    const opened = await server.fetch(link, { redirect: "manual", headers: { "x-svc-request-id": "log-link" } });
    const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const base = opened.headers.get("location") ?? "";
    const first = await server.fetch(base, { headers: { cookie, "x-svc-request-id": "log-session" }, redirect: "manual" });
    const step = first.headers.get("location") ?? "";
    expect((await server.fetch(step, { headers: { cookie, "x-svc-request-id": "log-step" } })).status).toBe(200);
    // A route that answers 404 itself leaves its router: its line still names it, prefix included.
    expect((await server.fetch("/onboard/assets/missing.css", { headers: { "x-svc-request-id": "log-asset" } })).status).toBe(404);
    // A path no route takes, carrying what could be a token.
    expect((await server.fetch(`/onboard/${token}/more`, { headers: { "x-svc-request-id": "log-stray" } })).status).toBe(404);

    const lines = await requestLines(server.logs);
    const routeOf = (requestId: string) => lines.find((line) => line.request_id === requestId)?.route;
    expect(routeOf("log-link")).toBe("/onboard/:token");
    expect(routeOf("log-session")).toBe("/onboard/s/:sessionId");
    expect(routeOf("log-step")).toBe("/onboard/s/:sessionId/step/:stepId");
    expect(routeOf("log-asset")).toBe("/onboard/assets/:name");
    expect(routeOf("log-stray")).toBe("/*");
    const written = server.logs.raw.join("\n");
    expect(written).not.toContain(token);
    expect(written).not.toContain(base);
    expect(lines.every((line) => !("path" in line))).toBe(true);
  });
});

describe("a router mounted under a prefix (as a console would be)", () => {
  const logs = new LogCapture();
  let url = "";
  let close = () => undefined as unknown;
  beforeAll(async () => {
    const app = express();
    app.use(requestContext(createLogger("info", logs), "http://docs.example"));
    const consoleRouter = express.Router();
    consoleRouter.get("/clients/:clientId", (_req, res) => void res.send("ok"));
    consoleRouter.get("/keys/:keyId", (_req, _res, next) => next());
    consoleRouter.get("/fails/:secret", () => {
      throw new Error("refused");
    });
    app.use("/console", consoleRouter);
    app.use("/docs", (_req, res) => void res.send("a page of the site"));
    app.use((_req, res) => void res.status(404).send("no such route"));
    app.use(
      (_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send("error"),
    );
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    close = () => listening.close();
  });
  afterAll(() => close());

  test("each line names the route's pattern with the router's mount path, whether the route answers, passes or fails", async () => {
    const paths = ["/console/clients/cli_1", "/console/keys/key_1", "/console/fails/s3cr3t", "/docs/guide/start", "/console/t0k3n/x"];
    const statuses = [];
    for (const [index, path] of paths.entries()) {
      statuses.push((await fetch(`${url}${path}`, { headers: { "x-svc-request-id": `req-${index}` } })).status);
    }
    expect(statuses).toEqual([200, 404, 500, 200, 404]);
    const lines = await requestLines(logs);
    expect(lines.map((line) => [line.request_id, line.route, line.status])).toEqual([
      ["req-0", "/console/clients/:clientId", 200],
      ["req-1", "/console/keys/:keyId", 404],
      ["req-2", "/console/fails/:secret", 500],
      ["req-3", "/docs/*", 200],
      ["req-4", "/*", 404],
    ]);
    expect(logs.raw.join("\n")).not.toMatch(/cli_1|key_1|s3cr3t|t0k3n|guide/);
  });
});
