import type { components, operations } from "./openapi.ts";
import type { SuccessData } from "./throwing.ts";

type Schemas = components["schemas"];
export type Document = Schemas["Document"];
/** The body of an upload's 201, as the POST of any other operation resolves to it: `{ data: Document }`. */
export type UploadedDocument = SuccessData<operations["uploadDocument"]>;

/** A document's bytes: a Blob (a File too), bytes in memory (a Buffer is a Uint8Array), or the path of a file (Node). */
export type DocumentFile = Blob | Uint8Array | ArrayBuffer | string;

export interface UploadDocumentInput {
  applicationId: string;
  file: DocumentFile;
  type: Schemas["DocumentType"];
  /** FRONT or BACK: required for the two-sided types (NATIONAL_ID, DRIVERS_LICENSE), refused for the others. */
  side?: Schemas["DocumentSide"];
  /** The person of a corporate application the document is about. */
  individualId?: string;
  /** The name sent with the file (default: a path's base name, a File's name, else "document"). */
  fileName?: string;
  /** The declared type; by default a Blob's own, else none (the service reads the format from the bytes). */
  contentType?: Schemas["DocumentContentType"];
  /** An idempotency key of your own (by default one is made per call and kept across its retries). */
  idempotencyKey?: string;
}

/** As openapi-fetch's calls resolve: `data` is the response's body (`{ data: Document }`), `error` the problem. */
export type UploadDocumentResult =
  | { data: UploadedDocument; error?: undefined; response: Response }
  | { data?: undefined; error: Schemas["Problem"]; response: Response };

/** The methods of node:fs used for paths, loaded only when a path is given (the client runs in browsers too). */
type NodeFs = { openAsBlob(path: string, options?: { type?: string }): Promise<Blob> };

/**
 * A Blob of the file: a path becomes a Blob backed by the file on disk (fs.openAsBlob, read as it is sent, not
 * loaded whole).
 */
async function blobOf(file: DocumentFile, contentType: string | undefined): Promise<{ blob: Blob; name: string | undefined }> {
  if (typeof file === "string") {
    const fs = (await import(["node", "fs"].join(":"))) as NodeFs;
    return { blob: await fs.openAsBlob(file, { type: contentType ?? "" }), name: file.split(/[\\/]/).pop() };
  }
  if (file instanceof Blob) {
    const name = "name" in file && typeof file.name === "string" ? file.name : undefined;
    return { blob: contentType && file.type !== contentType ? new Blob([file], { type: contentType }) : file, name };
  }
  return { blob: new Blob([file as ArrayBuffer], { type: contentType ?? "" }), name: undefined };
}

/** Uploads a document as multipart/form-data through `send` (the client's fetch: tokens, request ids, retries). */
export async function uploadDocument(
  send: (request: Request) => Promise<Response>,
  baseUrl: string,
  input: UploadDocumentInput,
): Promise<UploadDocumentResult> {
  const { blob, name } = await blobOf(input.file, input.contentType);
  const form = new FormData();
  form.append("type", input.type);
  if (input.side !== undefined) {
    form.append("side", input.side);
  }
  if (input.individualId !== undefined) {
    form.append("individual_id", input.individualId);
  }
  form.append("file", blob, input.fileName ?? name ?? "document");
  const path = `/v1/applications/${encodeURIComponent(input.applicationId)}/documents`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (input.idempotencyKey !== undefined) {
    headers["x-svc-idempotency-id"] = input.idempotencyKey;
  }
  const response = await send(new Request(`${baseUrl}${path}`, { method: "POST", body: form, headers }));
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  return response.ok ? { data: body as UploadedDocument, response } : { error: body as Schemas["Problem"], response };
}
