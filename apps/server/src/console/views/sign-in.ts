import { html } from "@onboarding/hosted-onboarding";
import { consoleLayout } from "./layout.ts";

export interface SignInPage {
  /** Whether the platform's single sign-on is set up (else, in development, operators sign in with a one-time link). */
  ssoConfigured: boolean;
  /** Why the last sign-in failed, in words ("This e-mail is not an operator here, or its operator is disabled."). */
  error?: string;
}

/** The sign-in page: nothing but the way to sign in, and why the last attempt failed, if it did. */
export function signInPage({ ssoConfigured, error }: SignInPage): string {
  const body = ssoConfigured
    ? html`<p>Sign in with your account of the platform's single sign-on.</p>
<p><a class="button" href="/console/sign-in/sso">Sign in with single sign-on</a></p>`
    : html`<p>Single sign-on is not configured on this server.</p>
<p>In development, sign in with a sign-in link: <code>pnpm start</code> prints one, and <code>pnpm admin operators login-link EMAIL</code> makes one for an operator.</p>`;
  return consoleLayout({ title: "Sign in", ...(error ? { flash: { kind: "error", text: error } } : {}), body });
}
