import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const alice = useClient(server, "applications:read applications:write");

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A photo as a phone takes it: 64×32 pixels, with the phone's make and where it was (GPS) in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: "red" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();

/** A PNG whose header claims `width`×`height` pixels: a 1×1 image with its IHDR rewritten (CRC included). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "white" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function upload(file: Buffer, fileName: string) {
  const application = (await alice.post("/v1/applications", individualApplication())).body.data.id as string;
  const form = new FormData();
  form.append("type", "PASSPORT");
  form.append("file", new Blob([file]), fileName);
  return alice.upload(`/v1/applications/${application}/documents`, form);
}

async function content(path: string) {
  const response = await server.authed(alice.token, path);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("images are re-encoded for viewing; the original is kept", () => {
  test("a JPEG with GPS EXIF is served without any metadata by default, and byte for byte with ?variant=original", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif?.includes("PhoneCo")).toBe(true);
    const created = await upload(photo, "passport.jpg");
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ content_type: "image/jpeg", size: photo.length, sha256: sha256(photo) });
    const path = `${created.headers.get("location")}/content`;

    const view = await content(path);
    expect([view.status, view.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const shown = await sharp(view.bytes).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(["jpeg", 64, 32]);
    expect([shown.exif, shown.xmp, shown.icc]).toEqual([undefined, undefined, undefined]);
    expect(view.bytes.includes("PhoneCo")).toBe(false);
    expect(view.headers.get("etag")).toBe(`"${sha256(view.bytes)}"`);
    expect(view.headers.get("content-length")).toBe(String(view.bytes.length));

    const original = await content(`${path}?variant=original`);
    expect(original.status).toBe(200);
    expect(original.bytes.equals(photo)).toBe(true);
    expect(original.headers.get("etag")).toBe(`"${sha256(photo)}"`);
  });

  test("a JPEG whose EXIF says it is turned a quarter is served upright", async () => {
    const sideways = await sharp({ create: { width: 64, height: 32, channels: 3, background: "blue" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const created = await upload(sideways, "licence.jpg");
    const shown = await sharp((await content(`${created.headers.get("location")}/content`)).bytes).metadata();
    expect([shown.width, shown.height, shown.orientation]).toEqual([32, 64, undefined]);
  });

  test("a PNG is re-encoded as a PNG", async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: "green" } })
      .png()
      .toBuffer();
    const created = await upload(png, "proof.png");
    const view = await content(`${created.headers.get("location")}/content`);
    const shown = await sharp(view.bytes).metadata();
    expect([view.headers.get("content-type"), shown.format, shown.width, shown.height]).toEqual(["image/png", "png", 20, 10]);
  });

  test("an image of more than 40 megapixels (a decompression bomb) is 400 UNSUPPORTED_DOCUMENT", async () => {
    const refused = await upload(await pngClaiming(20_000, 20_000), "bomb.png");
    expect([refused.status, refused.body.code]).toEqual([400, "UNSUPPORTED_DOCUMENT"]);
    expect(refused.body.detail).toMatch(/more than 40 megapixels/);
  });

  test("bytes that begin as a JPEG but do not decode are 400 UNSUPPORTED_DOCUMENT", async () => {
    const refused = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]), "broken.jpg");
    expect([refused.status, refused.body.code]).toEqual([400, "UNSUPPORTED_DOCUMENT"]);
  });
});

describe("PDFs that carry JavaScript or encryption are refused", () => {
  test.each([
    ["JavaScript (an /OpenAction running it)", "1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj"],
    ["automatic actions", "3 0 obj << /Type /Page /AA << /O 4 0 R >> >> endobj"],
    ["encryption", "trailer << /Root 1 0 R /Encrypt 5 0 R >>"],
    ["JavaScript under an escaped name", "1 0 obj << /S /Java#53cript >> endobj"],
  ])("a PDF with %s is 400 UNSUPPORTED_DOCUMENT", async (_what, object) => {
    const refused = await upload(Buffer.from(`%PDF-1.7\n${object}\n%%EOF\n`), "form.pdf");
    expect([refused.status, refused.body.code]).toEqual([400, "UNSUPPORTED_DOCUMENT"]);
  });

  test("a plain PDF is kept and served as it is (no rendition)", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog /Names << /JSON 2 0 R >> >> endobj\n%%EOF\n");
    const created = await upload(pdf, "plain.pdf");
    expect(created.status).toBe(201);
    expect((await content(`${created.headers.get("location")}/content`)).bytes.equals(pdf)).toBe(true);
  });
});
