import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOnboardingClient } from "@onboarding/client";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const caller = useClient(server, "applications:read applications:write");
const dir = mkdtempSync(join(tmpdir(), "client-upload-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A real image: the service decodes it to re-encode it for viewing.
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "white" } })
  .png()
  .toBuffer();
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("the typed client's uploadDocument", () => {
  test("uploads from a Buffer, a Blob and a path; problems come back typed", async () => {
    const client = createOnboardingClient({ baseUrl: server.url, accessToken: () => caller.token });
    const applicationId = (await caller.post("/v1/applications", individualApplication())).body.data.id as string;
    const path = join(dir, "licence-front.png");
    writeFileSync(path, png);
    const sources = [png, new Blob([png], { type: "image/png" }), path];
    for (const file of sources) {
      const uploaded = await client.uploadDocument({ applicationId, file, type: "DRIVERS_LICENSE", side: "FRONT" });
      expect(uploaded.response.status).toBe(201);
      expect(uploaded.data?.data).toMatchObject({ content_type: "image/png", size: png.length, sha256: sha256(png), side: "FRONT" });
    }
    const fromPath = await client.uploadDocument({ applicationId, file: path, type: "PASSPORT" });
    expect(fromPath.data?.data.file_name).toBe("licence-front.png");

    const refused = await client.uploadDocument({ applicationId, file: png, type: "PASSPORT", contentType: "application/pdf" });
    expect(refused.error).toMatchObject({ status: 400, code: "UNSUPPORTED_DOCUMENT" });
  });
});
