import { userInfo } from "node:os";
import { adminSocketPath, sendAdminCommand } from "../admin/channel.ts";
import { type AdminResult, runAdminCommand, USAGE } from "../admin/commands.ts";
import { runsUntilStopped } from "../admin/webhooks-listen.ts";
import { DataDirBusyError } from "../db/data-dir-lock.ts";
import { type Config, ConfigError, loadConfig } from "../platform/config.ts";
import { openRuntime, type Runtime } from "../runtime.ts";

/** Who runs the command, for the audit trail: ONBOARDING_OPERATOR, else the operating-system user. */
const operator = process.env.ONBOARDING_OPERATOR || userInfo().username;

/** Where a command writes as it goes (one that runs until stopped), and what stops it. */
type CommandIo = { output: (text: string) => void; signal: AbortSignal };

/** Runs the command against the database, or through the running server when it owns the embedded database. */
async function run(args: string[], config: Config, io: CommandIo): Promise<AdminResult> {
  let runtime: Runtime;
  try {
    // `migrate` migrates itself, and says what it applied.
    runtime = await openRuntime({ config, migrate: args[0] !== "migrate" });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) {
      throw error;
    }
    try {
      return await sendAdminCommand(adminSocketPath(error.dataDir), args, operator, io);
    } catch {
      throw error;
    }
  }
  try {
    return await runAdminCommand(args, { ...runtime.adminContext(operator), ...io });
  } finally {
    await runtime.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === "help" || args.includes("--help")) {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const stop = new AbortController();
  if (runsUntilStopped(args)) {
    // Ctrl-C stops the command cleanly; a second one does not wait for that.
    process.on("SIGINT", () => (stop.signal.aborted ? process.exit(130) : stop.abort()));
  }
  const result = await run(args, loadConfig(), { output: (text) => process.stdout.write(text), signal: stop.signal });
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
