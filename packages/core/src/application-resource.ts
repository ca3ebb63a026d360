import { z } from "zod";
import { AccountOpenSchema, ApplicationIdSchema, applicationTimestamps, IndividualIdSchema } from "./application.ts";
import { CorporationApplicationSchema } from "./corporation.ts";
import { DocumentIdSchema, DocumentTypeSchema } from "./documents.ts";
import { ApplicationStatusSchema } from "./enums.ts";
import { maskedShape } from "./fields.ts";
import { ExternalIdSchema, orNull, TimestampSchema } from "./formats.ts";
import { mergePatchOf } from "./merge-patch.ts";
import { corporateIndividualFields, IndividualApplicationSchema, MaskedValueSchema } from "./person.ts";
import { VerificationIdSchema } from "./verifications.ts";

export const CorporateIndividualResourceSchema = z
  .strictObject({
    id: IndividualIdSchema,
    ...maskedShape(corporateIndividualFields, MaskedValueSchema),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({
    id: "CorporateIndividualResource",
    description: "A person on a corporate application, as the service returns it (sensitive numbers masked).",
  });

/** What the review said, while it holds: the reason, and the fields to change (REQUEST_CHANGES). */
export const ReviewSchema = z
  .strictObject({
    reason: orNull(z.string().max(500)).meta({ description: "The reviewer's reason.", example: "Proof of address is unreadable" }),
    fields: z
      .array(z.string().max(256))
      .max(50)
      .meta({ description: "JSON pointers of the fields still to change.", example: ["/customer_details/mailing_address"] }),
  })
  .meta({
    id: "Review",
    description: "The review's reason and requested changes: present while the status is CHANGES_REQUESTED or REJECTED, null otherwise.",
  });
export type Review = z.output<typeof ReviewSchema>;

const resourceFields = {
  id: ApplicationIdSchema,
  status: ApplicationStatusSchema,
  customer_id: ExternalIdSchema,
  account_to_open: AccountOpenSchema,
  terms_and_conditions_accepted: z.boolean(),
  information_attested: z.boolean(),
  review: orNull(ReviewSchema),
  ...applicationTimestamps,
};

export const IndividualApplicationResourceSchema = z
  .strictObject({
    application_type: z.literal("INDIVIDUAL"),
    ...resourceFields,
    customer_details: IndividualApplicationSchema.extend(maskedShape(IndividualApplicationSchema.shape, MaskedValueSchema)),
  })
  .meta({ id: "IndividualApplicationResource", description: "An application for a person." });

export const CorporationApplicationResourceSchema = z
  .strictObject({
    application_type: z.literal("CORPORATION"),
    ...resourceFields,
    customer_details: CorporationApplicationSchema.extend(maskedShape(CorporationApplicationSchema.shape, MaskedValueSchema)),
    individuals: z.array(CorporateIndividualResourceSchema).max(100),
  })
  .meta({ id: "CorporationApplicationResource", description: "An application for a corporation, with its people." });

export const ApplicationSchema = z
  .discriminatedUnion("application_type", [IndividualApplicationResourceSchema, CorporationApplicationResourceSchema])
  .meta({ id: "Application", description: "An onboarding application." });
export type Application = z.infer<typeof ApplicationSchema>;

const patchFields = {
  account_to_open: AccountOpenSchema.optional(),
  terms_and_conditions_accepted: z.boolean().optional(),
  information_attested: z.boolean().optional(),
  customer_id: ExternalIdSchema.optional(),
};

export const IndividualApplicationPatchSchema = z
  .strictObject({ ...patchFields, customer_details: mergePatchOf(IndividualApplicationSchema.shape).optional() })
  .meta({
    id: "IndividualApplicationPatch",
    description: "JSON merge patch (RFC 7396) of an INDIVIDUAL application. null removes a field.",
  });

export const CorporationApplicationPatchSchema = z
  .strictObject({ ...patchFields, customer_details: mergePatchOf(CorporationApplicationSchema.shape).optional() })
  .meta({
    id: "CorporationApplicationPatch",
    description: "JSON merge patch (RFC 7396) of a CORPORATION application. null removes a field.",
  });

export const ApplicationPatchSchema = z
  .union([IndividualApplicationPatchSchema, CorporationApplicationPatchSchema])
  .meta({ id: "ApplicationPatch", description: "JSON merge patch of an application; the application's type decides which form applies." });

export const CorporateIndividualPatchSchema = mergePatchOf(corporateIndividualFields).meta({
  id: "CorporateIndividualPatch",
  description: "JSON merge patch (RFC 7396) of a person on a corporate application. null removes a field.",
});

export const RequirementCodeSchema = z
  .enum([
    "MISSING",
    "INVALID",
    "NOT_ACCEPTED",
    "NOT_ATTESTED",
    "CHANGES_REQUESTED",
    "MISSING_CONTROL_PERSON",
    "MISSING_BENEFICIAL_OWNER",
    "OWNERSHIP_EXCEEDS_100",
    "DOCUMENT_REQUIRED",
    "DOCUMENT_REJECTED",
    "CHECK_NEEDS_REVIEW",
    "CHECK_FAILED",
  ])
  .meta({ id: "RequirementCode", description: "Why a requirement is open.", example: "MISSING" });

export const RequirementSchema = z
  .strictObject({
    pointer: z.string().max(256).meta({
      description: "JSON pointer to the field (into the application, or into an individual).",
      example: "/customer_details/date_of_birth",
    }),
    code: RequirementCodeSchema,
    description: z.string().max(500).meta({ example: "Date of birth is required before submission." }),
    individual_id: IndividualIdSchema.optional(),
    awaiting_action_from: z.enum(["INTEGRATOR", "END_CUSTOMER", "REVIEWER"]).meta({
      id: "AwaitingActionFrom",
      description:
        "Who must act: the end customer (their information, acceptance or attestation), the integrator (what its platform supplies, such as the IP address the customer applied from), or the reviewer.",
      example: "END_CUSTOMER",
    }),
    impact: z.enum(["BLOCKS_SUBMISSION", "BLOCKS_APPROVAL"]).meta({
      id: "RequirementImpact",
      description: "What the requirement holds up while it is open: the submission, or (after it) the approval.",
      example: "BLOCKS_SUBMISSION",
    }),
    due_by: TimestampSchema.optional().meta({ description: "When it must be met by, when there is a deadline." }),
    document_types: z
      .array(DocumentTypeSchema)
      .min(1)
      .max(9)
      .optional()
      .meta({
        description:
          "With DOCUMENT_REQUIRED and DOCUMENT_REJECTED: the documents that meet it, any one of them (both sides of a NATIONAL_ID or DRIVERS_LICENSE).",
        example: ["PASSPORT", "NATIONAL_ID", "DRIVERS_LICENSE"],
      }),
    document_id: DocumentIdSchema.optional().meta({ description: "With DOCUMENT_REJECTED: the document the review rejected." }),
    verification_id: VerificationIdSchema.optional().meta({
      description: "With CHECK_NEEDS_REVIEW and CHECK_FAILED: the verification check.",
    }),
    message: z.string().max(300).meta({
      description: "The request in a few words, fit to show the end customer.",
      example: "Please provide: Date of birth.",
    }),
    required_when: z
      .strictObject({
        pointer: z
          .string()
          .max(256)
          .meta({ description: "JSON pointer to the answer that decides.", example: "/customer_details/employment_status" }),
        value: z
          .string()
          .max(100)
          .meta({ description: "The answer (for a list: a member) that makes the field required.", example: "EMPLOYEE" }),
      })
      .optional()
      .meta({
        description:
          "Present while the field is required only for some answers and that answer is not given yet: the field is required if the answer at `pointer` is (or, for a list, includes) `value`. Once answered, the requirement either stays without it or goes.",
      }),
  })
  .meta({ id: "Requirement", description: "Something that must change before the application can be submitted." });
export type Requirement = z.output<typeof RequirementSchema>;

export const ApplicationStatusReportSchema = z
  .strictObject({
    id: ApplicationIdSchema,
    status: ApplicationStatusSchema,
    submittable: z.boolean().meta({ description: "True when submit would succeed now." }),
    requirements: z.array(RequirementSchema).max(500),
    review: orNull(ReviewSchema),
  })
  .meta({ id: "ApplicationStatusReport", description: "Status of an application and what still blocks submission." });

const reason = z.string().max(500).optional().meta({ description: "Reason shown to the client.", example: "Documents verified" });

/** A review decision. REQUEST_CHANGES names the fields to change; the other decisions take none. */
export const DecisionSchema = z
  .discriminatedUnion("decision", [
    z.strictObject({
      decision: z.literal("APPROVE").meta({ example: "APPROVE" }),
      reason,
      override_reason: z.string().trim().min(1).max(500).optional().meta({
        description:
          "Approves over FAILED verification checks, saying why: recorded on each such check and in the audit trail. Checks PENDING or NEEDS_REVIEW still block approval.",
        example: "Tax number confirmed with the customer's W-9.",
      }),
    }),
    z.strictObject({ decision: z.literal("REJECT"), reason }),
    z.strictObject({
      decision: z.literal("REQUEST_CHANGES"),
      reason,
      fields: z
        .array(
          z
            .string()
            .max(256)
            .regex(/^\/[\w/-]*$/),
        )
        .min(1)
        .max(50)
        .meta({ description: "JSON pointers of the fields to change.", example: ["/customer_details/mailing_address"] }),
    }),
  ])
  .meta({ id: "SandboxDecision", description: "Decision for the sandbox review simulator." });
export type Decision = z.output<typeof DecisionSchema>;
