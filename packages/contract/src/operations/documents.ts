import {
  DocumentContentQuerySchema,
  DocumentSchema,
  DocumentUploadSchema,
  dataOf,
  ListQuerySchema,
  listOf,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_APPLICATION,
  MAX_DOCUMENTS_PER_KIND,
  statusesAllowingText,
} from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, LocationHeader, MULTIPART_TYPE, ok } from "../operation.ts";
import { applicationId, documentId } from "../params.ts";

const DocumentResponse = dataOf(DocumentSchema, "DocumentResponse");
const tags = ["Documents"];
const params = z.strictObject({ application_id: applicationId });
const itemParams = z.strictObject({ application_id: applicationId, document_id: documentId });
const read = { type: "bearer", scopes: ["applications:read"] } as const;
const write = { type: "bearer", scopes: ["applications:write"] } as const;

export const uploadDocument = defineOperation({
  operationId: "uploadDocument",
  method: "post",
  path: "/v1/applications/{application_id}/documents",
  summary: "Upload a document",
  description: `multipart/form-data with one file part named file (JPEG, PNG or PDF, at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MiB: 413 beyond), and the fields type, side (required for NATIONAL_ID and DRIVERS_LICENSE, FRONT or BACK, one upload per side; refused for the other types) and individual_id (the person of a corporate application the document is about; 409 INDIVIDUALS_NOT_ALLOWED on an INDIVIDUAL application). The format is read from the file's first bytes: a file that is none of the three, or not of the type its part declares, answers 400 UNSUPPORTED_DOCUMENT, as does an image that cannot be decoded or is larger than 40 megapixels, and a PDF that carries JavaScript, automatic actions (/AA, /OpenAction with JavaScript) or encryption. The content is encrypted at rest; a JPEG or PNG also gets a rendition for viewing (upright, without its metadata), and the original is kept as evidence. Where a malware scanner is configured (always in production) the document is SCANNING until the scan finds it clean (then PENDING_REVIEW), or QUARANTINED (reason_code SUSPECTED_MALWARE, a DOCUMENT_QUARANTINED event) when it finds malware. Allowed while the application is ${statusesAllowingText("ADD_DOCUMENT")}, until it is decided (otherwise 409 APPLICATION_LOCKED), so a document rejected in review can be replaced. An application holds at most ${MAX_DOCUMENTS_PER_APPLICATION} documents, and at most ${MAX_DOCUMENTS_PER_KIND} of one person (the applicant, or one individual), type and side: past either, 409 DOCUMENT_LIMIT_REACHED, whose \`limit\` (documents_per_application or documents_per_kind) and \`max\` name the bound (remove a document to make room). Each client uploads at most a daily budget of bytes (1 GiB by default; the request's size counts, before its body is read): past it, 429 RATE_LIMITED with \`limit\` document_bytes_per_day and Retry-After until the day's window frees. With an idempotency key, a retry with the same fields and the same file (by its SHA-256) gets the first response.`,
  tags,
  auth: write,
  idempotent: true,
  request: { params, body: { schema: DocumentUploadSchema, contentTypes: [MULTIPART_TYPE] } },
  responses: {
    201: ok("The document: SCANNING, or PENDING_REVIEW where no malware scanner is configured.", DocumentResponse, LocationHeader),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});

export const listDocuments = defineOperation({
  operationId: "listDocuments",
  method: "get",
  path: "/v1/applications/{application_id}/documents",
  summary: "List an application's documents",
  description: "The application's documents, newest first, with cursor pagination.",
  tags,
  auth: read,
  request: { params, query: ListQuerySchema },
  responses: { 200: ok("A page of documents.", listOf(DocumentSchema, "DocumentList")), ...bearerErrors(404) },
});

export const getDocument = defineOperation({
  operationId: "getDocument",
  method: "get",
  path: "/v1/applications/{application_id}/documents/{document_id}",
  summary: "Retrieve a document",
  description: "The document's metadata and review status; its bytes are at …/content.",
  tags,
  auth: read,
  request: { params: itemParams },
  responses: { 200: ok("The document.", DocumentResponse), ...bearerErrors(404) },
});

export const getDocumentContent = defineOperation({
  operationId: "getDocumentContent",
  method: "get",
  path: "/v1/applications/{application_id}/documents/{document_id}/content",
  summary: "Download a document's content",
  description:
    "The document's bytes, decrypted, in the document's own content type, as an attachment. By default a JPEG or PNG is its rendition for viewing: re-encoded upright (EXIF orientation applied), without EXIF, GPS or XMP metadata; `variant=original` gives the bytes as uploaded (the document's sha256). A PDF is served as uploaded either way. The ETag is the SHA-256 of the bytes served. 409 DOCUMENT_NOT_SCANNED while the document is SCANNING (retry later), 409 DOCUMENT_QUARANTINED once malware was found in it: a quarantined document's content is never served.",
  tags,
  auth: read,
  request: { params: itemParams, query: DocumentContentQuerySchema },
  responses: {
    200: {
      description: "The content.",
      schema: z.string().meta({ format: "binary", description: "The document's bytes." }),
      contentTypes: ["image/jpeg", "image/png", "application/pdf"],
      headers: {
        "Content-Disposition": {
          description: 'attachment, with the file name as uploaded: attachment; filename="passport.pdf".',
          schema: z.string(),
        },
        ETag: { description: "The SHA-256 of the bytes served, hex, in double quotes.", schema: z.string() },
      },
    },
    ...bearerErrors(404, 409),
  },
});

export const deleteDocument = defineOperation({
  operationId: "deleteDocument",
  method: "delete",
  path: "/v1/applications/{application_id}/documents/{document_id}",
  summary: "Delete a document",
  description: `Removes the document and its content. Allowed while the application may change (${statusesAllowingText("REMOVE_DOCUMENT")}); otherwise 409 APPLICATION_LOCKED.`,
  tags,
  auth: write,
  idempotent: true,
  request: { params: itemParams },
  responses: { 204: { description: "Deleted." }, ...bearerErrors(404, 409, 422) },
});
