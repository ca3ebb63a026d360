import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { usingPostgres } from "./harness.ts";

/** Debian's Chromium: playwright-core downloads no browser (.ci/run installs this one). */
const CHROMIUM = "/usr/bin/chromium";

/** Where browser tests leave their screenshots for people to look at (not committed). */
export const SCREENSHOT_DIR = fileURLToPath(new URL("../../../.screenshots/", import.meta.url));

/**
 * Whether the browser tests of `what` are skipped: when there is no Chromium outside CI (saying how to get it; in CI it
 * must be there), and on the PostgreSQL run (pages do not depend on the store: once per run is enough).
 */
export function skipBrowserTests(what: string): boolean {
  const installed = existsSync(CHROMIUM);
  if (!installed && process.env.CI !== "true") {
    process.stderr.write(
      `\nThe browser tests of ${what} are skipped: no ${CHROMIUM}. Install Debian's Chromium: sudo apt-get install chromium\n\n`,
    );
  }
  return (!installed && process.env.CI !== "true") || usingPostgres();
}

/** Headless Chromium with nothing of its own on the network (no background requests, no component updates). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
