import { ConfigError, loadConfig } from "../config.ts";
import { DataDirBusyError } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";

const USAGE = `Usage: pnpm admin <command>

Commands:
  migrate        Apply pending database migrations

The database is DATABASE_URL (postgres://…, memory://), or the embedded one under .data/ when unset.`;

/** The operator CLI: `pnpm admin <command>`, against the same DATABASE_URL as the server. */
async function run(args: string[]): Promise<number> {
  const [command] = args;
  if (command === undefined || command === "help" || command === "--help") {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    switch (command) {
      case "migrate": {
        const applied = await migrate(db);
        console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
        return 0;
      }
      default:
        console.error(`Unknown command: ${command}\n\n${USAGE}`);
        return 2;
    }
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirBusyError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
