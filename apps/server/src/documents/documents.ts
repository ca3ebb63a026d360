import {
  type DocumentContentVariant,
  type DocumentReview,
  type DocumentSide,
  type DocumentType,
  MAX_DOCUMENTS_PER_APPLICATION,
  MAX_DOCUMENTS_PER_KIND,
  TWO_SIDED_DOCUMENT_TYPES,
} from "@onboarding/core";
import { type ApplicationsService, checkIntent } from "../applications/index.ts";
import { decryptBytes, encryptBytes } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import { ApiError, notFound, validationFailed } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import { asOwner, type OperatorContext, type ServiceContext } from "../service-context.ts";
import { outbox } from "../webhooks/outbox.ts";
import { type DocumentRecord, documentsStore as store } from "./documents-store.ts";
import { chunkContext, type SpooledDocument } from "./spool.ts";

/** A new document's id (doc_ + ULID), chosen when its upload begins: its chunks are sealed with it. */
export const newDocumentId = (clock: Clock) => newId("doc", clock.now().getTime());

export interface UploadFields {
  type: DocumentType;
  side?: DocumentSide | undefined;
  individual_id?: string | undefined;
}

/** A two-sided type names its side; the others have none. */
function checkSide(fields: UploadFields): void {
  const twoSided = TWO_SIDED_DOCUMENT_TYPES.includes(fields.type);
  if (twoSided && fields.side === undefined) {
    throw validationFailed([
      { pointer: "/side", code: "required", detail: `a ${fields.type} is uploaded one side at a time: FRONT or BACK` },
    ]);
  }
  if (!twoSided && fields.side !== undefined) {
    throw validationFailed([{ pointer: "/side", code: "not_allowed", detail: `a ${fields.type} has no sides` }]);
  }
}

/**
 * An application holds at most 50 documents, and at most 10 of one person, type and side (each is a DOCUMENT check
 * at submission, one provider call each). Counted under the application's lock, so uploads at once cannot pass them.
 */
async function checkBounds(context: ServiceContext, applicationId: string, fields: UploadFields): Promise<void> {
  const counts = await store.counts(context.db, context.clientId, applicationId, {
    individualId: fields.individual_id ?? null,
    type: fields.type,
    side: fields.side ?? null,
  });
  const reached = (limit: string, max: number, detail: string) =>
    new ApiError("DOCUMENT_LIMIT_REACHED", `${detail}; remove one to upload another.`, { members: { limit, max } });
  if (counts.total >= MAX_DOCUMENTS_PER_APPLICATION) {
    throw reached(
      "documents_per_application",
      MAX_DOCUMENTS_PER_APPLICATION,
      `An application holds at most ${MAX_DOCUMENTS_PER_APPLICATION} documents`,
    );
  }
  if (counts.ofKind >= MAX_DOCUMENTS_PER_KIND) {
    const what = `${fields.type}${fields.side ? ` (${fields.side})` : ""}`;
    const whose = fields.individual_id ? "of one individual" : "of the applicant";
    throw reached("documents_per_kind", MAX_DOCUMENTS_PER_KIND, `At most ${MAX_DOCUMENTS_PER_KIND} ${what} documents ${whose}`);
  }
}

/**
 * A document whose content is not to be served, or which is not to be reviewed: one not yet scanned for malware, or
 * one in which the scan found some.
 */
function checkScanned(record: DocumentRecord, refused: string): void {
  if (record.status === "SCANNING") {
    throw new ApiError("DOCUMENT_NOT_SCANNED", `The document is being scanned for malware: ${refused} once it is PENDING_REVIEW.`);
  }
  if (record.status === "QUARANTINED") {
    throw new ApiError("DOCUMENT_QUARANTINED", `The malware scan found something in the document: ${refused} never. Upload a clean copy.`);
  }
}

/**
 * The use cases of KYC documents: upload, read, download and remove them; the sandbox reviews them. With a malware
 * scanner configured (CLAMD_ADDRESS), a new document is SCANNING until the scanner (scanner.ts) finds it clean;
 * without one (development, sandbox), PENDING_REVIEW at once.
 */
export function createDocumentsService({
  keyring,
  clock,
  config,
  applications,
}: {
  keyring: Keyring;
  clock: Clock;
  config: Pick<Config, "clamdAddress">;
  applications: Pick<ApplicationsService, "gate" | "documentProvided">;
}) {
  async function existing(context: ServiceContext, applicationId: string, documentId: string): Promise<DocumentRecord> {
    const record = await store.find(context.db, context.clientId, applicationId, documentId);
    if (!record) {
      throw notFound("document");
    }
    return record;
  }

  async function review(context: ServiceContext, documentId: string, verdict: DocumentReview): Promise<DocumentRecord> {
    const unlocked = await store.findById(context.db, context.clientId, documentId);
    if (!unlocked) {
      throw notFound("document");
    }
    // The application is locked first, as an upload or a removal locks it, then the document read again under that
    // lock (a removal may have taken it meanwhile): locking the document first could deadlock with a removal.
    const application = await applications.gate.lock(context, unlocked.applicationId);
    const found = await store.findById(context.db, context.clientId, documentId);
    if (!found) {
      throw notFound("document");
    }
    checkScanned(found, "it can be reviewed");
    checkIntent(application.status, "REVIEW_DOCUMENT");
    const now = clock.now();
    const reviewed: DocumentRecord = {
      ...found,
      status: verdict.status,
      reasonCode: verdict.reason_code ?? null,
      reason: verdict.reason ?? null,
      updatedAt: now,
    };
    if (reviewed.status === found.status && reviewed.reasonCode === found.reasonCode && reviewed.reason === found.reason) {
      return found;
    }
    await store.review(context.db, documentId, {
      status: reviewed.status,
      reasonCode: reviewed.reasonCode,
      reason: reviewed.reason,
      at: now,
    });
    await publishDocumentEvent(context.db, reviewed, verdict.status === "ACCEPTED" ? "DOCUMENT_ACCEPTED" : "DOCUMENT_REJECTED", now);
    return reviewed;
  }

  return {
    /**
     * Stores an upload received whole (spooled, sealed, its rendition for viewing made) as a document of the
     * application, SCANNING (PENDING_REVIEW when no scanner is configured).
     */
    async upload(context: ServiceContext, applicationId: string, fields: UploadFields, upload: SpooledDocument): Promise<DocumentRecord> {
      checkSide(fields);
      const application = await applications.gate.lock(context, applicationId, "ADD_DOCUMENT");
      if (fields.individual_id !== undefined) {
        if (application.type !== "CORPORATION") {
          throw new ApiError(
            "INDIVIDUALS_NOT_ALLOWED",
            "Only CORPORATION applications have individuals; leave individual_id out for the applicant's own documents.",
          );
        }
        if (!(await store.individualExists(context.db, context.clientId, applicationId, fields.individual_id))) {
          throw notFound("individual");
        }
      }
      await checkBounds(context, applicationId, fields);
      const now = clock.now();
      const record: DocumentRecord = {
        id: upload.id,
        clientId: context.clientId,
        applicationId,
        individualId: fields.individual_id ?? null,
        type: fields.type,
        side: fields.side ?? null,
        status: config.clamdAddress === undefined ? "PENDING_REVIEW" : "SCANNING",
        reasonCode: null,
        reason: null,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
        view: upload.view ? { size: upload.view.size, sha256: upload.view.sha256 } : null,
        createdAt: now,
        updatedAt: now,
      };
      await store.insert(context.db, record, upload.chunks(), upload.view?.chunks);
      // A review that asked for documents (REQUEST_CHANGES with /documents) is answered by the upload.
      await applications.documentProvided(
        context,
        applicationId,
        record.individualId ? `/individuals/${record.individualId}/documents` : "/documents",
      );
      return record;
    },

    get: existing,

    async list(context: ServiceContext, applicationId: string, page: Page) {
      await applications.gate.exists(context, applicationId);
      return store.list(context.db, context.clientId, applicationId, page);
    },

    /**
     * The document and the content of its `variant` in clear, decrypted one chunk at a time as it is read: the view is
     * the rendition for viewing when there is one (else the original: a PDF, an image stored before renditions). Never
     * while it is SCANNING or QUARANTINED.
     */
    async content(context: ServiceContext, applicationId: string, documentId: string, variant: DocumentContentVariant = "view") {
      const record = await existing(context, applicationId, documentId);
      checkScanned(record, "its content is served");
      const served = variant === "view" && record.view ? "view" : "original";
      const { size, sha256 } = served === "view" && record.view ? record.view : record;
      return { record, size, sha256, bytes: contentOf(context.db, keyring, record.id, served) };
    },

    /** Removes a document while the application may change (not once submitted: the review reads them). */
    async remove(context: ServiceContext, applicationId: string, documentId: string): Promise<void> {
      const application = await applications.gate.lock(context, applicationId);
      await existing(context, applicationId, documentId);
      checkIntent(application.status, "REMOVE_DOCUMENT");
      await store.delete(context.db, context.clientId, documentId);
    },

    /**
     * The review's verdict on a document (the sandbox's simulator): accepted, or rejected with a reason. A change is
     * a DOCUMENT_ACCEPTED or DOCUMENT_REJECTED event, with its webhooks, in the same transaction.
     */
    review,

    /** Whose document it is, and of which application: for an operator (the review console), any client's. */
    ownerOf: (db: Queryable, documentId: string) => store.locate(db, documentId),

    /** The review's verdict given by an operator, on any client's document (`pnpm admin documents review`). */
    async reviewAsOperator(operator: OperatorContext, documentId: string, verdict: DocumentReview): Promise<DocumentRecord> {
      const clientId = await store.ownerOf(operator.db, documentId);
      if (!clientId) {
        throw notFound("document");
      }
      return review(asOwner(operator, clientId), documentId, verdict);
    },
  };
}

/** A document's event (the review's verdict, the scan's quarantine), with its webhooks, in the caller's transaction. */
export async function publishDocumentEvent(
  db: Queryable,
  record: DocumentRecord,
  type: "DOCUMENT_ACCEPTED" | "DOCUMENT_REJECTED" | "DOCUMENT_QUARANTINED",
  at: Date,
): Promise<void> {
  await outbox.publish(db, {
    clientId: record.clientId,
    type,
    applicationId: record.applicationId,
    data: {
      application_id: record.applicationId,
      document_id: record.id,
      individual_id: record.individualId,
      type: record.type,
      status: record.status,
      reason_code: record.reasonCode,
    },
    at,
  });
}

/** A document's bytes (of one variant), chunk by chunk: each read and decrypted when the previous one has been sent. */
export async function* contentOf(
  db: Queryable,
  keyring: Keyring,
  documentId: string,
  variant: DocumentContentVariant,
): AsyncIterable<Buffer> {
  for (let index = 0; ; index++) {
    const sealed = await store.chunk(db, documentId, variant, index);
    if (!sealed) {
      return;
    }
    yield decryptBytes(keyring, sealed, chunkContext(documentId, index, variant));
  }
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** Chunks are re-sealed this many at a time (256 KiB each). */
const RESEAL_PAGE = 16;

/**
 * Re-seals, with the keyring's current key, every document chunk sealed with another (after a key rotation), a page
 * at a time; returns how many.
 */
export async function resealDocumentChunks(db: Queryable, keyring: Keyring): Promise<number> {
  let count = 0;
  for (;;) {
    const page = await store.chunksNotSealedWith(db, keyring.currentKeyId, RESEAL_PAGE);
    for (const chunk of page) {
      const context = chunkContext(chunk.documentId, chunk.index, chunk.variant);
      const sealed = encryptBytes(keyring, decryptBytes(keyring, chunk.sealed, context), context);
      await store.replaceChunk(db, chunk, keyring.currentKeyId, sealed);
    }
    count += page.length;
    if (page.length < RESEAL_PAGE) {
      return count;
    }
  }
}
