import type { Document } from "@onboarding/core";
import type { DocumentRecord } from "./documents-store.ts";

/** A document as the API shows it: its metadata and review (the bytes are at …/content). */
export const documentResource = (record: DocumentRecord): Document => ({
  id: record.id,
  application_id: record.applicationId,
  individual_id: record.individualId,
  type: record.type,
  side: record.side,
  status: record.status,
  reason_code: record.reasonCode,
  reason: record.reason,
  file_name: record.fileName,
  content_type: record.contentType,
  size: record.size,
  sha256: record.sha256,
  created_at: record.createdAt.toISOString(),
  updated_at: record.updatedAt.toISOString(),
});

/** Where a document is, for Location. */
export const documentPath = (record: Pick<DocumentRecord, "applicationId" | "id">) =>
  `/v1/applications/${record.applicationId}/documents/${record.id}`;
