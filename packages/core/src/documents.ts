import { z } from "zod";
import { ApplicationIdSchema, IndividualIdSchema } from "./application.ts";
import { enumOf } from "./enum-of.ts";
import { orNull, serviceId, TimestampSchema } from "./formats.ts";

export const DocumentIdSchema = serviceId("doc", "doc_01JDQ6T8E8X7W4V3T2S1R0QPNM");

export const DocumentTypeSchema = enumOf(
  "DocumentType",
  [
    "PASSPORT",
    "NATIONAL_ID",
    "DRIVERS_LICENSE",
    "PROOF_OF_ADDRESS",
    "CERTIFICATE_OF_INCORPORATION",
    "ARTICLES_OF_ASSOCIATION",
    "OWNERSHIP_STRUCTURE",
    "TAX_FORM",
    "OTHER",
  ],
  "What a document is.",
);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/** The types of document that have two sides: each side is uploaded as its own document. */
export const TWO_SIDED_DOCUMENT_TYPES: readonly DocumentType[] = ["NATIONAL_ID", "DRIVERS_LICENSE"];

export const DocumentSideSchema = enumOf(
  "DocumentSide",
  ["FRONT", "BACK"],
  "The side of a two-sided document (NATIONAL_ID, DRIVERS_LICENSE).",
);
export type DocumentSide = z.infer<typeof DocumentSideSchema>;

export const DocumentStatusSchema = enumOf(
  "DocumentStatus",
  ["SCANNING", "PENDING_REVIEW", "ACCEPTED", "REJECTED", "QUARANTINED"],
  "Where the document stands: SCANNING for malware (its content is not served yet), then PENDING_REVIEW, and the review's ACCEPTED or REJECTED; QUARANTINED when the scan found malware (SUSPECTED_MALWARE): its content is never served and it cannot be reviewed.",
);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const DocumentReasonCodeSchema = enumOf(
  "DocumentReasonCode",
  ["UNREADABLE", "EXPIRED", "NAME_MISMATCH", "WRONG_TYPE", "INCOMPLETE", "SUSPECTED_FRAUD", "OTHER", "SUSPECTED_MALWARE"],
  "Why a document was rejected (or, SUSPECTED_MALWARE, quarantined by the malware scan).",
);
export type DocumentReasonCode = z.infer<typeof DocumentReasonCodeSchema>;

/** The formats a document's bytes may be in: recognised by the bytes themselves, not by a name or a header. */
export const DocumentContentTypeSchema = enumOf(
  "DocumentContentType",
  ["image/jpeg", "image/png", "application/pdf"],
  "The document's format, as its bytes show it.",
  "application/pdf",
);
export type DocumentContentType = z.infer<typeof DocumentContentTypeSchema>;

/** The largest document accepted: 10 MiB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The most documents an application holds (each is a DOCUMENT check at submission). */
export const MAX_DOCUMENTS_PER_APPLICATION = 50;
/** The most documents of one person (the applicant, or one individual) of one type and side. */
export const MAX_DOCUMENTS_PER_KIND = 10;

export const DocumentSchema = z
  .strictObject({
    id: DocumentIdSchema,
    application_id: ApplicationIdSchema,
    individual_id: orNull(IndividualIdSchema).meta({
      description: "The person of a corporate application the document is about; null when it is about the applicant.",
    }),
    type: DocumentTypeSchema,
    side: orNull(DocumentSideSchema),
    status: DocumentStatusSchema,
    reason_code: orNull(DocumentReasonCodeSchema).meta({
      description: "Why it was rejected; SUSPECTED_MALWARE when QUARANTINED; null otherwise.",
    }),
    reason: orNull(z.string().max(500)).meta({
      description: "The reviewer's words on the rejection, fit to show the end customer; null unless REJECTED.",
      example: "The photo page is blurred: upload a sharper scan.",
    }),
    file_name: orNull(z.string().max(255)).meta({ description: "The file's name as uploaded, if it had one.", example: "passport.pdf" }),
    content_type: DocumentContentTypeSchema,
    size: z.number().int().min(1).max(MAX_DOCUMENT_BYTES).meta({ description: "Size in bytes.", example: 482113 }),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: "SHA-256 of the content, hex.", example: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" }),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: "Document", description: "A KYC document of an application: its metadata and review status (the bytes are at …/content)." });
export type Document = z.infer<typeof DocumentSchema>;

/**
 * Which bytes of a document GET …/content serves: by default the one to look at (a JPEG or PNG re-encoded upright,
 * without its metadata; a PDF as it is), or with `original` the bytes as uploaded, kept sealed as evidence.
 */
export const DocumentContentQuerySchema = z.strictObject({
  variant: z.enum(["view", "original"]).optional().meta({
    description:
      "view (the default): an image re-encoded for viewing, upright, without EXIF, GPS or XMP metadata (a PDF as uploaded); original: the bytes as uploaded.",
    example: "original",
  }),
});
export type DocumentContentVariant = NonNullable<z.infer<typeof DocumentContentQuerySchema>["variant"]>;

/** The form fields of an upload beside the file (multipart/form-data). */
export const DocumentUploadFieldsSchema = z.strictObject({
  type: DocumentTypeSchema,
  side: DocumentSideSchema.optional(),
  individual_id: IndividualIdSchema.optional(),
});

export const DocumentUploadSchema = DocumentUploadFieldsSchema.extend({
  file: z.string().meta({
    format: "binary",
    description: "The document: JPEG, PNG or PDF, at most 10 MiB. Its format is read from its bytes.",
  }),
}).meta({
  id: "DocumentUpload",
  // A request the server takes (a passport has no sides), rather than one made of each field's first value.
  example: { type: "PASSPORT", file: "(the file's bytes)" },
  description:
    "multipart/form-data: the file, its type, its side for a two-sided type, and the person it is about (on a corporate application).",
});

/** A review's verdict on a document (the sandbox's simulator, an operator): accepted, or rejected with a reason code. */
export const DocumentReviewSchema = z
  .strictObject({
    status: z.enum(["ACCEPTED", "REJECTED"]),
    reason_code: DocumentReasonCodeSchema.optional().meta({
      description: "Why it is rejected: required with REJECTED, refused with ACCEPTED.",
    }),
    reason: z.string().min(1).max(500).optional().meta({
      description: "Words for the end customer on the rejection (REJECTED only).",
      example: "The photo page is blurred: upload a sharper scan.",
    }),
  })
  .superRefine((review, context) => {
    if (review.status === "REJECTED" && review.reason_code === undefined) {
      context.addIssue({ code: "custom", path: ["reason_code"], message: "a rejection names its reason_code" });
    }
    if (review.status === "ACCEPTED" && (review.reason_code !== undefined || review.reason !== undefined)) {
      context.addIssue({
        code: "custom",
        path: [review.reason_code !== undefined ? "reason_code" : "reason"],
        message: "an accepted document has no reason",
      });
    }
  })
  .meta({
    id: "DocumentReview",
    description: "The review's verdict on a document.",
    // A whole example: one built from its fields' examples would accept the document with a reason, which is refused.
    example: { status: "REJECTED", reason_code: "UNREADABLE", reason: "The photo page is blurred: upload a sharper scan." },
  });
export type DocumentReview = z.infer<typeof DocumentReviewSchema>;
