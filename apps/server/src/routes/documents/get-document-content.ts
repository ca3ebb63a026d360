import { BinaryBody, defineRoute } from "../../http/route.ts";

/** A file name as a quoted-string of Content-Disposition: printable ASCII without quotes or backslashes (RFC 6266). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "_");

export const getDocumentContent = defineRoute("getDocumentContent", ({ documents }) => async ({ context, params, query }) => {
  const { record, size, sha256, bytes } = await documents.content(context, params.application_id, params.document_id, query.variant);
  const name = record.fileName ?? `${record.id}.${record.contentType.split("/")[1]}`;
  return {
    status: 200,
    headers: {
      "Content-Disposition": `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      ETag: `"${sha256}"`,
      "X-Content-Type-Options": "nosniff",
    },
    body: new BinaryBody(record.contentType, size, bytes),
  };
});
