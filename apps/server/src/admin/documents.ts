import { DocumentReviewSchema } from "@onboarding/core";
import { documentResource } from "../documents/views.ts";
import { AdminInputError, operatorError, parseOrThrow } from "../platform/errors.ts";
import { type AdminContext, asOperator } from "./admin-context.ts";

const VERDICTS = { accept: "ACCEPTED", reject: "REJECTED" } as const;
const USAGE = "Usage: documents review DOCUMENT_ID accept|reject [--reason-code CODE] [--reason R]";

/**
 * `documents review DOC accept|reject [--reason-code CODE] [--reason R]`: the reviewer's verdict on any client's
 * document (production has no sandbox endpoint), published as DOCUMENT_ACCEPTED or DOCUMENT_REJECTED.
 */
export async function documentsCommand(
  args: string[],
  options: { "reason-code"?: string | undefined; reason?: string | undefined },
  context: AdminContext,
): Promise<[string, unknown]> {
  const [id, verb] = args;
  const status = verb ? VERDICTS[verb as keyof typeof VERDICTS] : undefined;
  if (!id || !status) {
    throw new AdminInputError(USAGE);
  }
  const { documents } = context.modules;
  try {
    const verdict = parseOrThrow(DocumentReviewSchema, { status, reason_code: options["reason-code"], reason: options.reason });
    const reviewed = await context.db.transaction((tx) => documents.reviewAsOperator(asOperator(context, tx), id, verdict));
    const resource = documentResource(reviewed);
    return [
      `Document ${id} (${resource.type}) is now ${resource.status}${resource.reason_code ? ` (${resource.reason_code})` : ""}.`,
      resource,
    ];
  } catch (error) {
    operatorError(error, `document ${id}`);
  }
}
