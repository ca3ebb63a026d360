import { userInfo } from "node:os";
import { adminSocketPath, sendAdminCommand } from "../admin/channel.ts";
import { type AdminResult, runAdminCommand, USAGE } from "../admin/commands.ts";
import { createAuth } from "../auth/index.ts";
import { systemClock } from "../clock.ts";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { loadKeyring } from "../crypto/keyring.ts";
import { DataDirBusyError } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";

/** Who runs the command, for the audit trail: ONBOARDING_OPERATOR, else the operating-system user. */
const operator = process.env.ONBOARDING_OPERATOR || userInfo().username;

/** Runs the command against the database, or through the running server when it owns the embedded database. */
async function run(args: string[], config: Config): Promise<AdminResult> {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase(config.database);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) {
      throw error;
    }
    try {
      return await sendAdminCommand(adminSocketPath(error.dataDir), args, operator);
    } catch {
      throw error;
    }
  }
  try {
    if (args[0] !== "migrate") {
      await migrate(db);
    }
    const keyring = loadKeyring(config.secrets);
    const auth = createAuth({ db, keyring, clock: systemClock, config });
    try {
      return await runAdminCommand(args, { db, keyring, clock: systemClock, config, auth, operator });
    } finally {
      auth.close();
    }
  } finally {
    await db.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === "help" || args.includes("--help")) {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const result = await run(args, loadConfig());
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return result.code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof Error ? error.message : String(error),
    );
    process.exit(1);
  },
);
