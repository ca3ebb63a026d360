import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { loadKeyring } from "./keyring.ts";

const root = mkdtempSync(join(tmpdir(), "onboarding-private-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the embedded database's folder and development's secrets are this user's alone", () => {
  test("a new data folder is made 0700 and its generated secrets file 0600", () => {
    const dataDir = join(root, "fresh", "pglite");
    const keyring = loadKeyring({
      env: "development",
      pepper: undefined,
      encryptionKeys: undefined,
      devSecretsFile: join(dataDir, "dev-secrets.json"),
    });
    expect(keyring.pepper).toHaveLength(32);
    lockDataDir(dataDir)();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "dev-secrets.json"))).toBe(0o600);
  });

  test("an existing folder and secrets file that others could read are tightened, and the secrets kept", () => {
    const dataDir = join(root, "older", "pglite");
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    const secrets = join(dataDir, "dev-secrets.json");
    const fresh = loadKeyring({
      env: "development",
      pepper: undefined,
      encryptionKeys: undefined,
      devSecretsFile: join(root, "source.json"),
    });
    writeFileSync(secrets, readFileSync(join(root, "source.json")));
    chmodSync(secrets, 0o644);
    const keyring = loadKeyring({ env: "development", pepper: undefined, encryptionKeys: undefined, devSecretsFile: secrets });
    expect(keyring.pepper.equals(fresh.pepper)).toBe(true);
    expect(modeOf(secrets)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o700);
    chmodSync(dataDir, 0o755);
    lockDataDir(dataDir)();
    expect(modeOf(dataDir)).toBe(0o700);
  });
});
