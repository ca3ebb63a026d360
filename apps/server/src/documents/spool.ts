import { createHash, randomBytes } from "node:crypto";
import { type FileHandle, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { type DocumentContentType, type DocumentContentVariant, MAX_DOCUMENT_BYTES } from "@onboarding/core";
import { decryptBytes, encryptBytes, keyIdOfBytes } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import { ApiError } from "../platform/errors.ts";
import { PdfGuard } from "./pdf-guard.ts";
import { hasRendition, viewingRendition } from "./rendition.ts";
import { agrees, SNIFF_BYTES, sniffContentType } from "./sniff.ts";
import { SPOOL_DIR, spoolDir } from "./spool-dir.ts";

export { SPOOL_DIR };

/** Content is sealed and stored in chunks of this many bytes: what one upload holds in memory at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * The associated data of a chunk: a sealed chunk copied to another document, place or variant does not decrypt (the
 * original's is the one chunks had before there were variants).
 */
export const chunkContext = (documentId: string, index: number, variant: DocumentContentVariant = "original") =>
  variant === "original" ? `document:${documentId}/${index}` : `document:${documentId}/${variant}/${index}`;

/** One sealed chunk, as stored. */
export interface SealedChunk {
  index: number;
  keyId: string;
  sealed: Buffer;
}

/** An upload, received whole: what it is, and its sealed chunks, read back from the spool one at a time. */
export interface SpooledDocument {
  id: string;
  size: number;
  sha256: string;
  contentType: DocumentContentType;
  fileName: string | null;
  chunks(): AsyncIterable<SealedChunk>;
  /** A JPEG's or PNG's rendition for viewing (see rendition.ts), sealed; none for a PDF. */
  view: { size: number; sha256: string; chunks: SealedChunk[] } | undefined;
}

export interface SpoolOptions {
  /** The document's id, chosen before its bytes arrive: each chunk is sealed with it. */
  id: string;
  /** The part's declared media type, if any (it must agree with the bytes). */
  declaredType: string | undefined;
  fileName: string | undefined;
}

/**
 * Receives a document's bytes as they arrive (sink), without ever holding the whole file: it checks the format from
 * the first bytes, digests and counts them, and seals them 256 KiB at a time into a temporary file (SPOOL_DIR, mode 0600;
 * `length | sealed chunk` records), which the store then copies into the database chunk by chunk. Past 10 MiB it
 * fails with PAYLOAD_TOO_LARGE; bytes that are not JPEG, PNG or PDF, or not of the declared type, a PDF with JavaScript,
 * automatic actions or encryption (read as the bytes pass, see pdf-guard.ts), or an image that cannot be re-encoded for
 * viewing, with UNSUPPORTED_DOCUMENT. The temporary file is removed by dispose().
 */
export class DocumentSpool {
  readonly id: string;
  private readonly path: string;
  private readonly hash = createHash("sha256");
  private file: FileHandle | undefined;
  private head = Buffer.alloc(0);
  private contentType: DocumentContentType | undefined;
  private readonly pdf = new PdfGuard();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private size = 0;
  private index = 0;
  private disposed = false;

  constructor(
    private readonly keyring: Keyring,
    private readonly options: SpoolOptions,
  ) {
    this.id = options.id;
    this.path = join(SPOOL_DIR, `${options.id}-${randomBytes(6).toString("hex")}.spool`);
  }

  /** A writable stream of the document's bytes: backpressure holds the sender while a chunk is sealed and written. */
  sink(): Writable {
    return new Writable({
      highWaterMark: CHUNK_BYTES,
      write: (chunk: Buffer, _encoding, done) => {
        this.take(chunk).then(() => done(), done);
      },
      final: (done) => {
        this.end().then(() => done(), done);
      },
    });
  }

  private check(): void {
    const sniffed = sniffContentType(this.head);
    if (!sniffed) {
      throw new ApiError("UNSUPPORTED_DOCUMENT", "The file is not a JPEG, PNG or PDF (read from its first bytes).", {
        members: { pointer: "/body/file" },
      });
    }
    if (!agrees(this.options.declaredType, sniffed)) {
      throw new ApiError("UNSUPPORTED_DOCUMENT", `The file was declared ${this.options.declaredType} but its bytes are ${sniffed}.`, {
        members: { pointer: "/body/file" },
      });
    }
    this.contentType = sniffed;
  }

  private async take(chunk: Buffer): Promise<void> {
    this.size += chunk.length;
    if (this.size > MAX_DOCUMENT_BYTES) {
      throw new ApiError("PAYLOAD_TOO_LARGE", `A document is at most ${MAX_DOCUMENT_BYTES} bytes (10 MiB).`);
    }
    this.hash.update(chunk);
    if (!this.contentType) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
      if (this.head.length >= SNIFF_BYTES) {
        this.check();
      }
    }
    if (this.contentType === "application/pdf") {
      this.refuseActivePdf(this.pdf.take(chunk));
    }
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    while (this.pendingBytes >= CHUNK_BYTES) {
      const all = Buffer.concat(this.pending);
      this.pending = [all.subarray(CHUNK_BYTES)];
      this.pendingBytes = all.length - CHUNK_BYTES;
      await this.seal(all.subarray(0, CHUNK_BYTES));
    }
  }

  private refuseActivePdf(found: string | undefined): void {
    if (found) {
      throw new ApiError("UNSUPPORTED_DOCUMENT", `The PDF carries ${found}: such PDFs are refused; print it to a plain PDF first.`, {
        members: { pointer: "/body/file" },
      });
    }
  }

  private async end(): Promise<void> {
    if (!this.contentType) {
      this.check();
    }
    if (this.contentType === "application/pdf") {
      this.refuseActivePdf(this.pdf.end());
    }
    if (this.pendingBytes > 0) {
      await this.seal(Buffer.concat(this.pending));
      this.pending = [];
      this.pendingBytes = 0;
    }
  }

  private async seal(plain: Buffer): Promise<void> {
    if (this.disposed) {
      throw new Error("the upload's spool was disposed");
    }
    if (!this.file) {
      await spoolDir();
      this.file = await open(this.path, "wx", 0o600);
      if (this.disposed) {
        await this.dispose(); // disposed while the file was being made
        throw new Error("the upload's spool was disposed");
      }
    }
    const sealed = encryptBytes(this.keyring, plain, chunkContext(this.id, this.index++));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(sealed.length);
    await this.file.write(Buffer.concat([length, sealed]));
  }

  /** The document once every byte was taken (after the sink finished). */
  async finish(): Promise<SpooledDocument> {
    await this.file?.close();
    this.file = undefined;
    const { id, path, size } = this;
    if (!this.contentType || size === 0) {
      this.check();
    }
    const contentType = this.contentType as DocumentContentType;
    return {
      id,
      size,
      sha256: this.hash.digest("hex"),
      contentType,
      fileName: storableName(this.options.fileName),
      chunks: () => readChunks(path, Math.ceil(size / CHUNK_BYTES)),
      view: hasRendition(contentType) ? await this.view(contentType) : undefined,
    };
  }

  /** The image's rendition for viewing, made from the spooled original and sealed as the `view` variant. */
  private async view(contentType: DocumentContentType): Promise<SpooledDocument["view"]> {
    const original: Buffer[] = [];
    for await (const chunk of readChunks(this.path, Math.ceil(this.size / CHUNK_BYTES))) {
      original.push(decryptBytes(this.keyring, chunk.sealed, chunkContext(this.id, chunk.index)));
    }
    const encoded = await viewingRendition(contentType, Buffer.concat(original));
    const chunks: SealedChunk[] = [];
    for (let at = 0, index = 0; at < encoded.length; at += CHUNK_BYTES, index++) {
      const sealed = encryptBytes(this.keyring, encoded.subarray(at, at + CHUNK_BYTES), chunkContext(this.id, index, "view"));
      chunks.push({ index, keyId: this.keyring.currentKeyId, sealed });
    }
    return { size: encoded.length, sha256: createHash("sha256").update(encoded).digest("hex"), chunks };
  }

  /** Removes the temporary file (after the request, whatever its outcome). */
  async dispose(): Promise<void> {
    this.disposed = true;
    await this.file?.close().catch(() => undefined);
    this.file = undefined;
    await rm(this.path, { force: true });
  }
}

/**
 * A file name as it can be stored and shown: control characters (NUL included, which the database cannot hold) and
 * lone surrogates dropped, at most 255 characters; none when nothing is left.
 */
export function storableName(name: string | undefined): string | null {
  const kept = [...(name ?? "")]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x1f && !(code >= 0x7f && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff);
    })
    .join("")
    .trim();
  return kept === "" ? null : [...kept].slice(0, 255).join("");
}

/** The spool's records, one at a time: a chunk's length, then the chunk; exactly `count` of them, or it fails. */
async function* readChunks(path: string, count: number): AsyncIterable<SealedChunk> {
  if (count === 0) {
    return;
  }
  // A spool that is missing or short is a failure of the upload, never an empty or shorter document.
  const file = await open(path, "r").catch((error: NodeJS.ErrnoException) => {
    throw new Error(`the upload's spool cannot be read (${error.code ?? error.message})`);
  });
  try {
    const length = Buffer.alloc(4);
    let position = 0;
    for (let index = 0; index < count; index++) {
      const { bytesRead } = await file.read(length, 0, 4, position);
      const sealed = Buffer.alloc(bytesRead === 4 ? length.readUInt32BE(0) : 0);
      const body = bytesRead === 4 ? await file.read(sealed, 0, sealed.length, position + 4) : { bytesRead: 0 };
      if (bytesRead < 4 || body.bytesRead < sealed.length || sealed.length === 0) {
        throw new Error(`the upload's spool is short: chunk ${index} of ${count} is missing or cut`);
      }
      position += 4 + sealed.length;
      yield { index, keyId: keyIdOfBytes(sealed), sealed };
    }
  } finally {
    await file.close();
  }
}
