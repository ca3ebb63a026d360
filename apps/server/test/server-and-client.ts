import { afterAll, beforeAll } from "vitest";
import { api } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/** For a whole test file: a server, and a JSON client of a new API client with `scope` (set before the tests run). */
export function useServerAndClient(scope: string) {
  const context = {} as { server: TestServer; client: ReturnType<typeof api> };
  beforeAll(async () => {
    context.server = await startTestServer();
    context.client = api(context.server, await context.server.token(scope));
  });
  afterAll(() => context.server.close());
  return context;
}
