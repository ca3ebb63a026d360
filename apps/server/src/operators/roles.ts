/**
 * What an operator may do: `reviewer` works cases (documents, checks, changes, proposals), `approver` makes the final
 * approval or rejection, `admin` manages operators and may do what a reviewer and an approver may, `auditor` reads
 * everything and changes nothing.
 */
export const OPERATOR_ROLES = ["reviewer", "approver", "admin", "auditor"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
