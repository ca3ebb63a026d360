import {
  type DocumentReview,
  type DocumentSide,
  type DocumentType,
  MAX_DOCUMENTS_PER_APPLICATION,
  MAX_DOCUMENTS_PER_KIND,
  TWO_SIDED_DOCUMENT_TYPES,
} from "@onboarding/core";
import { applicationLocksStore } from "../applications/application-locks-store.ts";
import { createApplicationsService } from "../applications/applications-service.ts";
import type { Clock } from "../clock.ts";
import { decryptBytes, encryptBytes } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import { ApiError, notFound, validationFailed } from "../errors.ts";
import { newId } from "../ids.ts";
import type { ServiceContext } from "../service-context.ts";
import { outbox } from "../webhooks/outbox.ts";
import { type DocumentRecord, documentsStore as store } from "./documents-store.ts";
import { chunkContext, type SpooledDocument } from "./spool.ts";

/** A new document's id (doc_ + ULID), chosen when its upload begins: its chunks are sealed with it. */
export const newDocumentId = (clock: Clock) => newId("doc", clock.now().getTime());

/** Statuses in which documents may still be added: until the application is decided (a rejected one can be replaced). */
const DECIDED = new Set(["APPROVED", "REJECTED", "CANCELLED"]);
/** Statuses in which documents may be removed: those in which the application itself may change. */
const EDITABLE = new Set(["INCOMPLETE", "READY_FOR_SUBMISSION", "CHANGES_REQUESTED"]);

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

/** The use cases of KYC documents: upload, read, download and remove them; the sandbox reviews them. */
export function createDocumentsService({ keyring, clock }: { keyring: Keyring; clock: Clock }) {
  const applications = createApplicationsService({ keyring, clock });
  async function existing(context: ServiceContext, applicationId: string, documentId: string): Promise<DocumentRecord> {
    const record = await store.find(context.db, context.clientId, applicationId, documentId);
    if (!record) {
      throw notFound("document");
    }
    return record;
  }

  async function applicationOf(context: ServiceContext, applicationId: string) {
    const application = await applicationLocksStore.lock(context.db, context.clientId, applicationId);
    if (!application) {
      throw notFound("application");
    }
    return application;
  }

  async function review(context: ServiceContext, documentId: string, verdict: DocumentReview): Promise<DocumentRecord> {
    const unlocked = await store.findById(context.db, context.clientId, documentId);
    if (!unlocked) {
      throw notFound("document");
    }
    // The application is locked first, as an upload or a removal locks it, then the document read again under that
    // lock (a removal may have taken it meanwhile): locking the document first could deadlock with a removal.
    const application = await applicationOf(context, unlocked.applicationId);
    const found = await store.findById(context.db, context.clientId, documentId);
    if (!found) {
      throw notFound("document");
    }
    if (DECIDED.has(application.status)) {
      throw new ApiError("APPLICATION_LOCKED", `The application is ${application.status}: its documents are no longer reviewed.`);
    }
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
    await outbox.publish(context.db, {
      clientId: context.clientId,
      type: verdict.status === "ACCEPTED" ? "DOCUMENT_ACCEPTED" : "DOCUMENT_REJECTED",
      applicationId: found.applicationId,
      data: {
        application_id: found.applicationId,
        document_id: found.id,
        individual_id: found.individualId,
        type: found.type,
        status: reviewed.status,
        reason_code: reviewed.reasonCode,
      },
      at: now,
    });
    return reviewed;
  }

  return {
    /** Stores an upload received whole (spooled, sealed) as a document of the application, PENDING_REVIEW. */
    async upload(context: ServiceContext, applicationId: string, fields: UploadFields, upload: SpooledDocument): Promise<DocumentRecord> {
      checkSide(fields);
      const application = await applicationOf(context, applicationId);
      if (DECIDED.has(application.status)) {
        throw new ApiError("APPLICATION_LOCKED", `The application is ${application.status}: it takes no more documents.`);
      }
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
        status: "PENDING_REVIEW",
        reasonCode: null,
        reason: null,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
        createdAt: now,
        updatedAt: now,
      };
      await store.insert(context.db, record, upload.chunks());
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
      if (!(await applicationLocksStore.exists(context.db, context.clientId, applicationId))) {
        throw notFound("application");
      }
      return store.list(context.db, context.clientId, applicationId, page);
    },

    /** The document and its content in clear, decrypted one chunk at a time as it is read. */
    async content(context: ServiceContext, applicationId: string, documentId: string) {
      const record = await existing(context, applicationId, documentId);
      return { record, bytes: contentOf(context.db, keyring, record.id) };
    },

    /** Removes a document while the application may change (not once submitted: the review reads them). */
    async remove(context: ServiceContext, applicationId: string, documentId: string): Promise<void> {
      const application = await applicationOf(context, applicationId);
      await existing(context, applicationId, documentId);
      if (!EDITABLE.has(application.status)) {
        throw new ApiError("APPLICATION_LOCKED", `The application is ${application.status}: its documents can no longer be removed.`);
      }
      await store.delete(context.db, context.clientId, documentId);
    },

    /**
     * The review's verdict on a document (the sandbox's simulator): accepted, or rejected with a reason. A change is
     * a DOCUMENT_ACCEPTED or DOCUMENT_REJECTED event, with its webhooks, in the same transaction.
     */
    review,

    /** The review's verdict given by an operator, on any client's document (`pnpm admin documents review`). */
    async reviewAsOperator(db: Queryable, documentId: string, verdict: DocumentReview): Promise<DocumentRecord> {
      const clientId = await store.ownerOf(db, documentId);
      if (!clientId) {
        throw notFound("document");
      }
      return review({ db, clientId }, documentId, verdict);
    },
  };
}

/** A document's bytes, chunk by chunk: each read and decrypted when the previous one has been sent. */
async function* contentOf(db: Queryable, keyring: Keyring, documentId: string): AsyncIterable<Buffer> {
  for (let index = 0; ; index++) {
    const sealed = await store.chunk(db, documentId, index);
    if (!sealed) {
      return;
    }
    yield decryptBytes(keyring, sealed, chunkContext(documentId, index));
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
      const context = chunkContext(chunk.documentId, chunk.index);
      const sealed = encryptBytes(keyring, decryptBytes(keyring, chunk.sealed, context), context);
      await store.replaceChunk(db, chunk.documentId, chunk.index, keyring.currentKeyId, sealed);
    }
    count += page.length;
    if (page.length < RESEAL_PAGE) {
      return count;
    }
  }
}
