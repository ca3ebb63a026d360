import { type OnboardingBranding, OnboardingBrandingSchema } from "@onboarding/core";
import { clientBrandingStore } from "../onboarding-sessions/client-branding-store.ts";
import { AdminInputError, operatorError, parseOrThrow, validationFailed } from "../platform/errors.ts";
import type { AdminContext } from "./admin-context.ts";

/** The command's options, each a member of the API's OnboardingBranding. */
const MEMBERS = {
  "display-name": "display_name",
  "logo-url": "logo_url",
  "accent-color": "accent_color",
  "terms-url": "terms_url",
  "privacy-url": "privacy_url",
} as const;
export type BrandingOptions = { [option in keyof typeof MEMBERS]?: string | undefined } & { reset?: boolean | undefined };

const USAGE =
  "Usage: clients branding ID [--display-name N] [--logo-url URL] [--accent-color #rrggbb] [--terms-url URL] [--privacy-url URL] | clients branding ID --reset";

/**
 * `clients branding ID …`: the client's default branding of the hosted page, set once for every session it creates
 * (a session's own `branding` replaces it member by member). The options given replace the whole default; --reset
 * removes it. The URLs follow the API's rule: https outside development.
 */
export async function brandingCommand(args: string[], options: BrandingOptions, context: AdminContext): Promise<[string, unknown]> {
  const [clientId] = args;
  if (!clientId) {
    throw new AdminInputError(USAGE);
  }
  if (options.reset) {
    await clientBrandingStore.reset(context.db, clientId);
    return [`${clientId}: sessions show only the branding they are given.`, { client_id: clientId, branding: {} }];
  }
  const given = Object.entries(MEMBERS).filter(([option]) => options[option as keyof typeof MEMBERS] !== undefined);
  if (given.length === 0) {
    throw new AdminInputError(USAGE);
  }
  try {
    const branding: OnboardingBranding = parseOrThrow(
      OnboardingBrandingSchema,
      Object.fromEntries(given.map(([option, member]) => [member, options[option as keyof typeof MEMBERS]])),
    );
    const insecure = (["logo_url", "terms_url", "privacy_url"] as const).filter(
      (member) => branding[member] !== undefined && context.config.env !== "development" && !branding[member]?.startsWith("https:"),
    );
    if (insecure.length > 0) {
      throw validationFailed(insecure.map((member) => ({ pointer: `/${member}`, code: "url_not_allowed", detail: "must use https" })));
    }
    if (!(await clientBrandingStore.set(context.db, clientId, branding, context.clock.now()))) {
      throw new AdminInputError(`No client ${clientId}.`);
    }
    return [`${clientId}: new sessions show ${JSON.stringify(branding)} unless they say otherwise.`, { client_id: clientId, branding }];
  } catch (error) {
    operatorError(error, `client ${clientId}`);
  }
}
