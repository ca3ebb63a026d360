import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * `pnpm deploy:server DIR` (after turbo has built the server): `pnpm deploy --prod` of the server into DIR, then a
 * package.json that npm understands, and a package-lock.json, so that DIR works as it is (`npm start`) and also when
 * copied without its node_modules and installed with `npm ci` (a container build, say).
 *
 * pnpm's deploy keeps the workspace's specifiers (`workspace:*`, `catalog:`), which npm refuses. The manifest written
 * here names each production dependency at the version deployed; the one workspace package the server reads at
 * run time, @onboarding/openapi (the document it serves), is not on a registry, so it is copied into vendor/ and named
 * by path. The lock is resolved from the npm registry (`npm install --package-lock-only`: no install, nothing run).
 */

type Manifest = Record<string, unknown> & { name: string; version: string; dependencies?: Record<string, string> };

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Manifest;

/** Copies the files a workspace package publishes into vendor/, with a manifest of what a consumer needs only. */
function vendor(folder: string, name: string): string {
  const source = realpathSync(join(folder, "node_modules", name));
  const manifest = readJson(join(source, "package.json"));
  const target = join("vendor", name.replace(/^@/, "").replace("/", "-"));
  mkdirSync(join(folder, target), { recursive: true });
  for (const file of (manifest.files as string[] | undefined) ?? []) {
    copyFileSync(join(source, file), join(folder, target, file));
  }
  const { name: own, version, description, license, type, exports, files } = manifest;
  const kept = { name: own, version, description, license, type, exports, files };
  writeFileSync(join(folder, target, "package.json"), `${JSON.stringify(kept, null, 2)}\n`);
  return `file:${target}`;
}

/** The deployed manifest: start, worker and admin from the bundle; dependencies as deployed; no development ones. */
export function deployedManifest(folder: string): Manifest {
  const manifest = readJson(join(folder, "package.json"));
  const dependencies: Record<string, string> = {};
  for (const [name, specifier] of Object.entries(manifest.dependencies ?? {})) {
    dependencies[name] = specifier.startsWith("workspace:")
      ? vendor(folder, name)
      : readJson(join(realpathSync(join(folder, "node_modules", name)), "package.json")).version;
  }
  const { name, version, description, type, engines } = manifest;
  const scripts = { start: "node dist/main.js", worker: "node dist/worker.js", admin: "node dist/admin.js" };
  return { name, version, private: true, description, type, ...(engines ? { engines } : {}), scripts, dependencies };
}

/**
 * The lock, resolved by npm from the manifest and vendor/ alone, in a scratch folder: npm would read pnpm's
 * node_modules too (whose copies keep the workspace's specifiers). Without pnpm's npm_config_* settings.
 */
function writeLock(folder: string): void {
  const scratch = mkdtempSync(join(tmpdir(), "onboarding-deploy-lock-"));
  try {
    copyFileSync(join(folder, "package.json"), join(scratch, "package.json"));
    cpSync(join(folder, "vendor"), join(scratch, "vendor"), { recursive: true });
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith("npm_config_")));
    execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: scratch,
      env,
      stdio: "inherit",
    });
    copyFileSync(join(scratch, "package-lock.json"), join(folder, "package-lock.json"));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const folder = resolve(process.argv[2] ?? "");
if (!process.argv[2]) {
  console.error("usage: pnpm deploy:server DIR");
  process.exit(2);
}
execFileSync("pnpm", ["--filter", "@onboarding/server", "deploy", "--legacy", "--prod", folder], { stdio: "inherit" });
writeFileSync(join(folder, "package.json"), `${JSON.stringify(deployedManifest(folder), null, 2)}\n`);
writeLock(folder);
console.log(`${folder}: npm start runs it; npm ci installs its dependencies from package-lock.json`);
