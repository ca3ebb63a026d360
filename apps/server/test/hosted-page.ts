import { expect } from "vitest";
import type { api } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";

/** The path of a link or page URL, under /onboard. */
export const pagePath = (url: string) => url.slice(url.indexOf("/onboard/"));

/** The CSRF token of a page's forms. */
export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A new session link of the application (the API's answer: its id and url), with `options` over the defaults. */
export async function sessionLink(
  client: ReturnType<typeof api>,
  applicationId: string,
  options: Record<string, unknown> = {},
): Promise<{ id: string; url: string }> {
  const created = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, {
    return_url: "https://integrator.example/onboarding/done",
    refresh_url: "https://integrator.example/onboarding/refresh",
    ...options,
  });
  expect(created.status).toBe(201);
  return created.body.data as { id: string; url: string };
}

/** Opens a link as a browser would: the answer, and the cookie it set. */
export async function openLink(server: TestServer, url: string): Promise<{ opened: Response; cookie: string }> {
  const opened = await server.fetch(pagePath(url), { redirect: "manual" });
  const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { opened, cookie };
}
