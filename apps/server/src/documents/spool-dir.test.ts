import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { removeDeadSpools, SPOOL_DIR, SpoolDirUnsafe, spoolDir } from "./spool-dir.ts";

/** The pid of a process that ran and ended. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;
const HEX = "0123456789abcdef";

describe("the spool folder", () => {
  test("its name is not predictable: the pid and 16 random hex digits", () => {
    expect(SPOOL_DIR).toMatch(new RegExp(`/onboarding-uploads-${process.pid}-[0-9a-f]{16}$`));
  });

  test("a folder of that name that someone else made, that others may read, or a link, is never used; its own private folder is", async () => {
    mkdirSync(SPOOL_DIR);
    chmodSync(SPOOL_DIR, 0o777);
    await expect(spoolDir()).rejects.toBeInstanceOf(SpoolDirUnsafe);
    if (process.getuid?.() === 0) {
      chmodSync(SPOOL_DIR, 0o700);
      chownSync(SPOOL_DIR, 65_534, 65_534); // nobody's
      await expect(spoolDir()).rejects.toBeInstanceOf(SpoolDirUnsafe);
    }
    rmSync(SPOOL_DIR, { recursive: true });
    const elsewhere = join(tmpdir(), `spool-link-target-${process.pid}`);
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, SPOOL_DIR);
    await expect(spoolDir()).rejects.toBeInstanceOf(SpoolDirUnsafe);
    rmSync(SPOOL_DIR);
    rmSync(elsewhere, { recursive: true });

    expect(await spoolDir()).toBe(SPOOL_DIR);
    expect(statSync(SPOOL_DIR).mode & 0o777).toBe(0o700);
  });
});

describe("at start, the spools of killed processes are removed", () => {
  test("this user's private folders of pids that no longer run go, with their files; live processes' and others' stay", async () => {
    const folder = (name: string, mode = 0o700) => {
      const path = join(tmpdir(), name);
      mkdirSync(path, { mode });
      chmodSync(path, mode);
      writeFileSync(join(path, "doc_1.spool"), "sealed bytes");
      return path;
    };
    const dead = deadPid();
    const killed = folder(`onboarding-uploads-${dead}-${HEX}`);
    const legacy = folder(`onboarding-uploads-${deadPid()}`); // the name of earlier versions
    const alive = folder(`onboarding-uploads-${process.ppid}-${HEX}`);
    const notPrivate = folder(`onboarding-uploads-${dead}-${HEX.replace("0", "1")}`, 0o755);
    const unrelated = folder(`onboarding-uploads-of-someone-${dead}`);
    await spoolDir();
    try {
      const removed = await removeDeadSpools();
      expect(removed).toEqual(expect.arrayContaining([killed, legacy]));
      expect([killed, legacy].map(existsSync)).toEqual([false, false]);
      expect([alive, notPrivate, unrelated, SPOOL_DIR].map(existsSync)).toEqual([true, true, true, true]);
    } finally {
      for (const path of [killed, legacy, alive, notPrivate, unrelated]) {
        rmSync(path, { recursive: true, force: true });
      }
    }
  });
});
