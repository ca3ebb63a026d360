import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Logger } from "../platform/logger.ts";
import { polling, runUntilIdle } from "../platform/polling.ts";
import type { MalwareScanner, ScanVerdict } from "./clamd.ts";
import { contentOf, publishDocumentEvent } from "./documents.ts";
import { type DocumentRecord, documentsStore as store } from "./documents-store.ts";

export interface DocumentScannerOptions {
  db: Database;
  clock: Clock;
  keyring: Keyring;
  logger: Logger;
  scanner: MalwareScanner;
  /** How often an idle scanner looks for SCANNING documents. */
  pollMs: number;
  /** Documents scanned at once by one scanner. */
  batchSize: number;
}

/** How long a claimed scan is this scanner's: past it (the process died mid-scan), another takes it over. */
const LEASE_MS = 120_000;
/** A scan that failed (clamd unreachable, an error of its own) is tried again after this much, doubling, at most 5 minutes. */
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 300_000;

/**
 * Scans new documents for malware, in the background: claims SCANNING documents (any number of scanners, in the
 * server or `pnpm worker`, share them through the database), streams each one's original bytes, decrypted a chunk at a
 * time, to the scanner outside any transaction, then stores the verdict: PENDING_REVIEW when clean, QUARANTINED
 * (SUSPECTED_MALWARE) with a DOCUMENT_QUARANTINED event and its webhooks otherwise, in one transaction. Fails closed: a
 * scanner that cannot be reached or answers with an error leaves the document SCANNING (its content not served), tried
 * again with back-off.
 */
export function createDocumentScanner(options: DocumentScannerOptions) {
  const { db, clock, keyring, logger } = options;

  async function retry(document: DocumentRecord & { scanAttempts: number }, error: unknown): Promise<void> {
    const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, document.scanAttempts - 1), RETRY_MAX_MS);
    await store.retryScanAt(db, document.id, new Date(clock.now().getTime() + delay));
    logger.warn(
      { err: error, document_id: document.id, attempts: document.scanAttempts },
      "malware scan failed; the document stays SCANNING and is scanned again later",
    );
  }

  async function scan(document: DocumentRecord & { scanAttempts: number }): Promise<void> {
    let verdict: ScanVerdict;
    try {
      verdict = await options.scanner.scan(contentOf(db, keyring, document.id, "original"));
    } catch (error) {
      await retry(document, error);
      return;
    }
    const at = clock.now();
    const outcome = verdict.clean
      ? ({ status: "PENDING_REVIEW", reasonCode: null } as const)
      : ({ status: "QUARANTINED", reasonCode: "SUSPECTED_MALWARE" } as const);
    const scanned: DocumentRecord = { ...document, ...outcome, updatedAt: at };
    await db.transaction(async (tx) => {
      const stored = await store.scanned(tx, document.id, { ...outcome, at });
      if (stored && !verdict.clean) {
        await publishDocumentEvent(tx, scanned, "DOCUMENT_QUARANTINED", at);
      }
    });
    if (verdict.clean) {
      logger.info({ document_id: document.id }, "document scanned: clean");
    } else {
      logger.warn({ document_id: document.id, signature: verdict.signature }, "document quarantined: the malware scan found something");
    }
  }

  /** One round: scans the due documents it claimed, all at once; how many. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await store.claimScans(db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: options.batchSize });
    await Promise.all(claimed.map(scan));
    return claimed.length;
  }

  return {
    runOnce,
    /** Runs batches until none is due: what tests call after an upload. */
    runAll: () => runUntilIdle(runOnce),
    ...polling(runOnce, { pollMs: options.pollMs, logger, name: "document scanner" }),
  };
}

export type DocumentScanner = ReturnType<typeof createDocumentScanner>;
