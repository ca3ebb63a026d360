import { AdminInputError, operatorError } from "../platform/errors.ts";
import { type AdminContext, asOperator } from "./admin-context.ts";

const OUTCOMES = { passed: "PASSED", failed: "FAILED", "needs-review": "NEEDS_REVIEW" } as const;

/** An API error of a use case as the operator reads it (exit code 2): not found, or why it was refused. */
/**
 * `verifications list APP` and `verifications set VRF passed|failed|needs-review [--reason R]`: the operator's view
 * of an application's latest checks, and the reviewer's hand on one (any client's).
 */
export async function verificationsCommand(
  action: string,
  args: string[],
  options: { reason?: string | undefined },
  context: AdminContext,
): Promise<[string, unknown]> {
  const { verifications } = context.modules;
  if (action === "list") {
    const [id] = args;
    if (!id) {
      throw new AdminInputError("Usage: verifications list APPLICATION_ID");
    }
    const checks = await verifications.latest(context.db, id);
    const lines = checks.map(
      (check) =>
        `${check.id}  ${check.check.padEnd(13)}  ${check.status.padEnd(12)}  ${check.reason_code ?? "-"}  ${check.individual_id ?? check.document_id ?? "applicant"}${check.reason ? `  ${check.reason}` : ""}`,
    );
    return [lines.join("\n") || `No verification checks for ${id} (not submitted, or no such application).`, checks];
  }
  const [id, verb] = args;
  const status = verb ? OUTCOMES[verb as keyof typeof OUTCOMES] : undefined;
  if (!id || !status) {
    throw new AdminInputError("Usage: verifications set VERIFICATION_ID passed|failed|needs-review [--reason R]");
  }
  try {
    const set = await context.db.transaction((tx) =>
      verifications.setAsOperator(asOperator(context, tx), id, { status, reason: options.reason }),
    );
    return [`Verification ${id} (${set.check}) is now ${set.status} (${set.reason_code}).`, set];
  } catch (error) {
    return operatorError(error, `verification ${id}`);
  }
}
