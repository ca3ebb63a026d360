import type { DocumentContentType } from "@onboarding/core";
import sharp from "sharp";
import { ApiError } from "../platform/errors.ts";

/** An image with more pixels than this is refused (40 megapixels: far above any scan or phone photo): a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Whether a document of this type gets a rendition for viewing (PDFs are served as they are). */
export const hasRendition = (contentType: DocumentContentType) => contentType === "image/jpeg" || contentType === "image/png";

const refused = (detail: string) => new ApiError("UNSUPPORTED_DOCUMENT", detail, { members: { pointer: "/body/file" } });

/**
 * The image re-encoded for viewing: decoded (at most MAX_IMAGE_PIXELS, checked from the header before any pixel is
 * decoded), turned upright by its EXIF orientation, and encoded again in its own format with no metadata at all (no
 * EXIF, GPS, XMP or ICC: sharp keeps none unless asked). An image that cannot be decoded, or is too large, is
 * UNSUPPORTED_DOCUMENT. The original (at most 10 MiB) and the decoded pixels are in memory meanwhile.
 */
export async function viewingRendition(contentType: DocumentContentType, original: Buffer): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  let encoded: Buffer;
  try {
    encoded = await (contentType === "image/png" ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw /pixel limit/i.test(message)
      ? refused(`The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`)
      : refused(`The file's bytes are not a ${contentType === "image/png" ? "PNG" : "JPEG"} image that can be decoded.`);
  }
  return encoded;
}
