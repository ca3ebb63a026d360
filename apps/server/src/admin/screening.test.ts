import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Health, ListVersion } from "@onboarding/core";
import { afterAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer, useTestServer } from "../../test/harness.ts";
import { auditStore } from "../audit/audit-store.ts";
import { SAMPLE_LISTS_DIR } from "../platform/paths.ts";
import { runAdminCommand } from "./commands.ts";

// A copy of the sample lists, which this file cuts and empties; removed after it.
const dir = mkdtempSync(join(tmpdir(), "screening-lists-"));
cpSync(SAMPLE_LISTS_DIR, dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const UN_FILE = join(dir, "un", "consolidated.xml");

const server = useTestServer({
  env: {
    SCREENING_SOURCES: `ofac_sdn=ofac-csv:${join(dir, "ofac")}/,un=un-xml:${UN_FILE},peps=opensanctions-ftm:${join(dir, "peps.ftm.json")}`,
  },
});
const OPERATOR = "lists@example";
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext(OPERATOR));

interface SourceJson {
  name: string;
  format: string;
  location: string;
  version: ListVersion | null;
  checked_at: string | null;
  refused_at: string | null;
  refusal: string | null;
}

async function sources(): Promise<SourceJson[]> {
  const listed = await admin("screening", "sources", "--json");
  expect([listed.code, listed.stderr]).toEqual([0, ""]);
  return JSON.parse(listed.stdout) as SourceJson[];
}

const versionOf = async (name: string) => (await sources()).find((source) => source.name === name)?.version;

async function readiness(on: TestServer = server): Promise<{ status: number; body: Health }> {
  const response = await on.fetch("/health/ready");
  return { status: response.status, body: (await response.json()) as Health };
}

describe("pnpm admin screening", () => {
  test("sources names each configured source; after a load, each one's version in force, and readiness is ok", async () => {
    const before = await admin("screening", "sources");
    expect(before.stdout.trim().split("\n")).toEqual([
      `ofac_sdn  ofac-csv  ${join(dir, "ofac")}/  no version in force  never loaded`,
      `un  un-xml  ${UN_FILE}  no version in force  never loaded`,
      `peps  opensanctions-ftm  ${join(dir, "peps.ftm.json")}  no version in force  never loaded`,
    ]);
    expect(await readiness()).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok", screening: "degraded" } } });

    const loaded = await admin("screening", "load");
    expect([loaded.code, loaded.stderr]).toEqual([0, ""]);
    expect(loaded.stdout).toMatch(
      /^ofac_sdn: loaded lsv_\w+ \(33 entries\)\.\nun: loaded lsv_\w+ \(21 entries\)\.\npeps: loaded lsv_\w+ \(10 entries\)\.\n$/,
    );

    const listed = await sources();
    expect(listed.map((source) => [source.name, source.version?.entry_count, source.refusal])).toEqual([
      ["ofac_sdn", 33, null],
      ["un", 21, null],
      ["peps", 10, null],
    ]);
    const un = listed[1]?.version as ListVersion;
    expect(un).toMatchObject({
      id: expect.stringMatching(/^lsv_/),
      published_at: "2026-02-27T00:00:09.554Z",
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const text = (await admin("screening", "sources")).stdout;
    expect(text).toContain(
      `un  un-xml  ${UN_FILE}  in force ${un.id} (published 2026-02-27T00:00:09.554Z, 21 entries, sha256 ${un.sha256.slice(0, 12)}, loaded ${un.loaded_at})  last attempt ${un.loaded_at}\n`,
    );
    expect(await readiness()).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok", screening: "ok" } } });
  });

  test("a truncated or emptied file is refused (exit 1, audited) and the last good version stays in force; readiness is degraded until a good load", async () => {
    const good = await versionOf("un");
    expect(good).toBeDefined();
    const original = readFileSync(UN_FILE, "utf8");
    try {
      // Cut in the middle of the third individual's record.
      writeFileSync(UN_FILE, original.slice(0, original.indexOf("<FIRST_NAME>", original.indexOf("<INDIVIDUAL>", 2000)) + 16));
      const truncated = await admin("screening", "load", "un");
      expect([truncated.code, truncated.stderr]).toEqual([1, ""]);
      expect(truncated.stdout).toBe(
        `un: refused, the file is truncated: it does not end with </CONSOLIDATED_LIST>; ${good?.id} stays in force.\n`,
      );
      const [un] = (await sources()).filter((source) => source.name === "un");
      expect(un).toMatchObject({ version: good, refusal: expect.stringContaining("truncated"), refused_at: expect.any(String) });
      expect((await admin("screening", "sources")).stdout).toMatch(/^un {2}.* {2}refused \S+: the file is truncated/m);
      expect(await readiness()).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok", screening: "degraded" } } });

      const trail = await auditStore.list(server.db, { since: new Date(0), limit: 1000 });
      expect(trail.find((row) => row.action === "loadScreeningList" && row.outcome === "failed")).toMatchObject({
        actor_type: "operator",
        actor_id: OPERATOR,
        object_id: "un",
        status: 1,
      });
      expect(trail.find((row) => row.action === "admin screening load")).toMatchObject({ object_id: "un", outcome: "failed", status: 1 });

      writeFileSync(UN_FILE, "");
      const emptied = await admin("screening", "load", "un", "--json");
      expect(emptied.code).toBe(1);
      expect(JSON.parse(emptied.stdout)).toEqual([{ source: "un", outcome: "refused", reason: "the file is empty", in_force: good }]);
      expect(await versionOf("un")).toEqual(good);
      expect((await readiness()).body.checks?.screening).toBe("degraded");
    } finally {
      writeFileSync(UN_FILE, original);
    }

    const restored = await admin("screening", "load", "un", "--json");
    expect([restored.code, JSON.parse(restored.stdout)]).toEqual([0, [{ source: "un", outcome: "unchanged", version: good }]]);
    expect((await sources()).find((source) => source.name === "un")).toMatchObject({ version: good, refused_at: null, refusal: null });
    expect(await readiness()).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok", screening: "ok" } } });
  });

  test("an unknown source is a usage error naming the configured ones", async () => {
    const unknown = await admin("screening", "load", "ofac");
    expect([unknown.code, unknown.stdout]).toEqual([2, ""]);
    expect(unknown.stderr).toContain("No list source is named ofac; configured: ofac_sdn, un, peps.");
  });

  test("with no source configured, sources says so, load is a usage error, and readiness names no screening", async () => {
    const sandbox = await startTestServer({ ONBOARDING_ENV: "sandbox", PUBLIC_URL: "https://api.example.com" }, undefined, 0, {
      db: server.db,
    });
    try {
      const run = (...args: string[]) => runAdminCommand(args, sandbox.adminContext(OPERATOR));
      const listed = await run("screening", "sources");
      expect([listed.code, listed.stdout]).toEqual([0, expect.stringContaining("No list source is configured")]);
      const load = await run("screening", "load");
      expect([load.code, load.stderr]).toEqual([2, expect.stringContaining("SCREENING_SOURCES is unset")]);
      expect(await readiness(sandbox)).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok" } } });
    } finally {
      await sandbox.close();
    }
  });
});
