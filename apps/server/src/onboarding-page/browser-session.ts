import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

/**
 * The browser's hold on an onboarding session. Opening the link (its single-use token) gives the browser a random key
 * in a cookie scoped to the session's pages (HttpOnly, SameSite=Lax); only the key's hash is stored. Every page needs
 * the cookie, and every form sends back a token derived from the key (CSRF), which another site can neither read nor
 * compute.
 */
export const COOKIE = "onboarding_key";

export const newBrowserKey = () => randomBytes(32).toString("base64url");

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** The path of a session's pages, which is also its cookie's path. */
export const sessionPath = (sessionId: string) => `/onboard/s/${sessionId}`;

/**
 * Sets the key's cookie for the session's pages; Secure whenever the page is served over https. A browser-session
 * cookie: the server ends the session at its expiry whatever the browser's clock says.
 */
export function setKeyCookie(res: Response, sessionId: string, key: string, secure: boolean): void {
  res.cookie(COOKIE, key, { httpOnly: true, sameSite: "lax", secure, path: sessionPath(sessionId) });
}

/** A cookie's value, read without a cookie-parsing dependency. */
export function cookieValue(req: Request, cookie: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === cookie && value) {
      return value;
    }
  }
  return undefined;
}

/** A random token of 32 bytes in base64url, as the browser's keys and the console's sessions are. */
export const isToken = (value: string | undefined): value is string => value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);

/** The browser's key, from its cookie. */
export function keyOf(req: Request): string | undefined {
  const value = cookieValue(req, COOKIE);
  return isToken(value) ? value : undefined;
}

const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the browser holds the session's key. */
export const holdsKey = (key: string | undefined, storedHash: string | null) =>
  key !== undefined && storedHash !== null && equal(hashKey(key), storedHash);

/** The CSRF token of the browser's forms: a MAC of the session id under the browser's key. */
export const csrfToken = (key: string, sessionId: string) => createHmac("sha256", key).update(`csrf:${sessionId}`).digest("base64url");

/**
 * Whether a form post comes from the session's own page: its token matches, and what the browser says of where the
 * form was (Sec-Fetch-Site, and Origin, which is "null" under the page's no-referrer policy) is this origin.
 */
export function sameOriginPost(req: Request, key: string, sessionId: string, ownOrigin: string): boolean {
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  if ((origin !== undefined && origin !== "null" && origin !== ownOrigin) || (site !== undefined && site !== "same-origin")) {
    return false;
  }
  const sent = (req.body as Record<string, unknown> | undefined)?._csrf;
  return typeof sent === "string" && equal(sent, csrfToken(key, sessionId));
}
