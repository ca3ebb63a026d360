import type autocannon from "autocannon";
import type { Fixtures } from "./fixtures.ts";

export interface Scenario {
  title: string;
  /** Returns the load to send to the app at `url` (it may make requests first to set up data). */
  prepare(context: { url: string; fixtures: Fixtures }): Promise<autocannon.Options>;
}

export const scenarios: Scenario[] = [
  { title: "GET /health/live (app stack, no database)", prepare: async ({ url }) => ({ url: `${url}/health/live` }) },
  { title: "GET /health/ready (one database query)", prepare: async ({ url }) => ({ url: `${url}/health/ready` }) },
];
