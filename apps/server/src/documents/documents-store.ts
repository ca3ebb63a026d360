import type {
  DocumentContentType,
  DocumentContentVariant,
  DocumentReasonCode,
  DocumentSide,
  DocumentStatus,
  DocumentType,
} from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import type { SealedChunk } from "./spool.ts";

/** Chunks of 256 KiB written by one statement. */
const CHUNKS_PER_STATEMENT = 4;

/** A document as stored: its metadata (the content is in its sealed chunks). */
export interface DocumentRecord {
  id: string;
  clientId: string;
  applicationId: string;
  individualId: string | null;
  type: DocumentType;
  side: DocumentSide | null;
  status: DocumentStatus;
  reasonCode: DocumentReasonCode | null;
  reason: string | null;
  fileName: string | null;
  contentType: DocumentContentType;
  size: number;
  sha256: string;
  /** The size and digest of the rendition for viewing, when there is one (a JPEG or PNG). */
  view: { size: number; sha256: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

interface DocumentRow {
  document_id: string;
  client_id: string;
  application_id: string;
  individual_id: string | null;
  document_type: DocumentType;
  side: DocumentSide | null;
  status: DocumentStatus;
  reason_code: DocumentReasonCode | null;
  reason: string | null;
  file_name: string | null;
  content_type: DocumentContentType;
  size: number;
  sha256: string;
  view_size: number | null;
  view_sha256: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A stored chunk, for re-encryption: which document, variant and place. */
export interface SealedChunkRow {
  documentId: string;
  variant: DocumentContentVariant;
  index: number;
  sealed: Uint8Array;
}

const toRecord = (row: DocumentRow): DocumentRecord => ({
  id: row.document_id,
  clientId: row.client_id,
  applicationId: row.application_id,
  individualId: row.individual_id,
  type: row.document_type,
  side: row.side,
  status: row.status,
  reasonCode: row.reason_code,
  reason: row.reason,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
  view: row.view_size === null || row.view_sha256 === null ? null : { size: Number(row.view_size), sha256: row.view_sha256 },
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/**
 * Inserts a variant's chunks as `chunks` yields them, a few chunks a statement (1 MiB): a 10 MiB document is 10 round
 * trips, not 40, so its transaction holds its connection for less time; never more than that many chunks in memory.
 */
async function insertChunks(
  db: Queryable,
  documentId: string,
  variant: DocumentContentVariant,
  chunks: AsyncIterable<SealedChunk> | Iterable<SealedChunk>,
): Promise<void> {
  let batch: SealedChunk[] = [];
  const flush = async () => {
    if (batch.length === 0) {
      return;
    }
    const values = batch.map((_, at) => `($1, $2, $${at * 3 + 3}, $${at * 3 + 4}, $${at * 3 + 5})`).join(", ");
    await db.query(`INSERT INTO document_chunks (document_id, variant, index, key_id, sealed) VALUES ${values}`, [
      documentId,
      variant,
      ...batch.flatMap((chunk) => [chunk.index, chunk.keyId, chunk.sealed]),
    ]);
    batch = [];
  };
  for await (const chunk of chunks) {
    batch.push(chunk);
    if (batch.length === CHUNKS_PER_STATEMENT) {
      await flush();
    }
  }
  await flush();
}

export const documentsStore = {
  async individualExists(db: Queryable, clientId: string, applicationId: string, individualId: string): Promise<boolean> {
    const rows = await db.query("SELECT 1 FROM individuals WHERE client_id = $1 AND application_id = $2 AND individual_id = $3", [
      clientId,
      applicationId,
      individualId,
    ]);
    return rows.length > 0;
  },

  /**
   * How many documents the application holds, and how many of them are of one person (null: the applicant), type and
   * side: what an upload's bounds are checked against, under the application's lock.
   */
  async counts(
    db: Queryable,
    clientId: string,
    applicationId: string,
    kind: { individualId: string | null; type: DocumentType; side: DocumentSide | null },
  ): Promise<{ total: number; ofKind: number }> {
    const [row] = await db.query<{ total: number | string; of_kind: number | string }>(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE individual_id IS NOT DISTINCT FROM $3 AND document_type = $4 AND side IS NOT DISTINCT FROM $5) AS of_kind
       FROM documents WHERE client_id = $1 AND application_id = $2`,
      [clientId, applicationId, kind.individualId, kind.type, kind.side],
    );
    return { total: Number(row?.total ?? 0), ofKind: Number(row?.of_kind ?? 0) };
  },

  /**
   * Inserts the document, then its chunks as `chunks` yields them, a few to a statement (never all of them in memory),
   * then its rendition's. A SCANNING document is due for its scan at once.
   */
  async insert(db: Queryable, record: DocumentRecord, chunks: AsyncIterable<SealedChunk>, viewChunks: SealedChunk[] = []): Promise<void> {
    await db.query(
      `INSERT INTO documents (document_id, client_id, application_id, individual_id, document_type, side, status, reason_code, reason,
         file_name, content_type, size, sha256, created_at, updated_at, view_size, view_sha256, scan_due_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        record.id,
        record.clientId,
        record.applicationId,
        record.individualId,
        record.type,
        record.side,
        record.status,
        record.reasonCode,
        record.reason,
        record.fileName,
        record.contentType,
        record.size,
        record.sha256,
        record.createdAt,
        record.updatedAt,
        record.view?.size ?? null,
        record.view?.sha256 ?? null,
        record.status === "SCANNING" ? record.createdAt : null,
      ],
    );
    await insertChunks(db, record.id, "original", chunks);
    await insertChunks(db, record.id, "view", viewChunks);
  },

  async find(db: Queryable, clientId: string, applicationId: string, documentId: string): Promise<DocumentRecord | undefined> {
    const [row] = await db.query<DocumentRow>("SELECT * FROM documents WHERE client_id = $1 AND application_id = $2 AND document_id = $3", [
      clientId,
      applicationId,
      documentId,
    ]);
    return row ? toRecord(row) : undefined;
  },

  /**
   * A document by its id alone, of the client (the sandbox's review names no application). Not locked: a change of a
   * document locks its application first (applicationLocksStore.lock), so every change takes the same locks in the same order.
   */
  async findById(db: Queryable, clientId: string, documentId: string): Promise<DocumentRecord | undefined> {
    const [row] = await db.query<DocumentRow>("SELECT * FROM documents WHERE client_id = $1 AND document_id = $2", [clientId, documentId]);
    return row ? toRecord(row) : undefined;
  },

  /** The client a document belongs to (an operator acts on any client's). */
  /** Whose document it is, and of which application (for an operator, who acts on any client's). */
  async locate(db: Queryable, documentId: string): Promise<{ clientId: string; applicationId: string } | undefined> {
    const [row] = await db.query<{ client_id: string; application_id: string }>(
      "SELECT client_id, application_id FROM documents WHERE document_id = $1",
      [documentId],
    );
    return row && { clientId: row.client_id, applicationId: row.application_id };
  },

  async ownerOf(db: Queryable, documentId: string): Promise<string | undefined> {
    const [row] = await db.query<{ client_id: string }>("SELECT client_id FROM documents WHERE document_id = $1", [documentId]);
    return row?.client_id;
  },

  async list(db: Queryable, clientId: string, applicationId: string, page: Page): Promise<{ items: DocumentRecord[]; hasMore: boolean }> {
    const { rows, hasMore } = await keysetPage<DocumentRow>(
      db,
      {
        table: "documents",
        id: "document_id",
        conditions: [
          ["client_id = ?", clientId],
          ["application_id = ?", applicationId],
        ],
      },
      page,
    );
    return { items: rows.map(toRecord), hasMore };
  },

  /** One sealed chunk of a document's variant (the content is read back one chunk at a time). */
  async chunk(db: Queryable, documentId: string, variant: DocumentContentVariant, index: number): Promise<Uint8Array | undefined> {
    const [row] = await db.query<{ sealed: Uint8Array }>(
      "SELECT sealed FROM document_chunks WHERE document_id = $1 AND variant = $2 AND index = $3",
      [documentId, variant, index],
    );
    return row?.sealed;
  },

  async delete(db: Queryable, clientId: string, documentId: string): Promise<void> {
    await db.write("DELETE FROM documents WHERE client_id = $1 AND document_id = $2", [clientId, documentId]);
  },

  async review(
    db: Queryable,
    documentId: string,
    review: { status: DocumentStatus; reasonCode: DocumentReasonCode | null; reason: string | null; at: Date },
  ): Promise<void> {
    await db.write("UPDATE documents SET status = $2, reason_code = $3, reason = $4, updated_at = $5 WHERE document_id = $1", [
      documentId,
      review.status,
      review.reasonCode,
      review.reason,
      review.at,
    ]);
  },

  /** Chunks sealed with another key than `keyId`, a page at a time (re-encryption after a key rotation). */
  async chunksNotSealedWith(db: Queryable, keyId: string, limit: number): Promise<SealedChunkRow[]> {
    const rows = await db.query<{ document_id: string; variant: DocumentContentVariant; index: number; sealed: Uint8Array }>(
      "SELECT document_id, variant, index, sealed FROM document_chunks WHERE key_id <> $1 ORDER BY document_id, variant, index LIMIT $2",
      [keyId, limit],
    );
    return rows.map((row) => ({ documentId: row.document_id, variant: row.variant, index: row.index, sealed: row.sealed }));
  },

  async replaceChunk(db: Queryable, chunk: Omit<SealedChunkRow, "sealed">, keyId: string, sealed: Buffer): Promise<void> {
    await db.query("UPDATE document_chunks SET key_id = $4, sealed = $5 WHERE document_id = $1 AND variant = $2 AND index = $3", [
      chunk.documentId,
      chunk.variant,
      chunk.index,
      keyId,
      sealed,
    ]);
  },

  /**
   * Claims up to `limit` SCANNING documents due for their scan until `leaseUntil`: rows another scanner holds are
   * skipped, and the claim moves scan_due_at past the lease, so a scanner that dies mid-scan leaves it to another.
   */
  async claimScans(
    db: Queryable,
    claim: { now: Date; leaseUntil: Date; limit: number },
  ): Promise<(DocumentRecord & { scanAttempts: number })[]> {
    const rows = await db.query<DocumentRow & { scan_attempts: number }>(
      `UPDATE documents d SET scan_due_at = $2, scan_attempts = d.scan_attempts + 1
        WHERE d.document_id IN (
          SELECT c.document_id FROM documents c WHERE c.status = 'SCANNING' AND c.scan_due_at <= $1
           ORDER BY c.scan_due_at, c.document_id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING d.*`,
      [claim.now, claim.leaseUntil, claim.limit],
    );
    return rows.map((row) => ({ ...toRecord(row), scanAttempts: Number(row.scan_attempts) }));
  },

  /** Puts a claimed scan back, to be tried again at `at` (the scanner could not be reached, or failed). */
  retryScanAt: (db: Queryable, documentId: string, at: Date) =>
    db.write("UPDATE documents SET scan_due_at = $2 WHERE document_id = $1 AND status = 'SCANNING'", [documentId, at]),

  /** The scan's verdict on a document still SCANNING; false when it no longer is (removed meanwhile). */
  async scanned(
    db: Queryable,
    documentId: string,
    verdict: { status: "PENDING_REVIEW" | "QUARANTINED"; reasonCode: DocumentReasonCode | null; at: Date },
  ): Promise<boolean> {
    const rows = await db.query<{ document_id: string }>(
      `UPDATE documents SET status = $2, reason_code = $3, scan_due_at = NULL, updated_at = $4
        WHERE document_id = $1 AND status = 'SCANNING' RETURNING document_id`,
      [documentId, verdict.status, verdict.reasonCode, verdict.at],
    );
    return rows.length > 0;
  },
};
