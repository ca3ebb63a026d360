/**
 * Hosted onboarding from an integrator's web app: one route sends the end customer to the page the service hosts, where
 * they complete their application. The route is also the refresh_url, so an expired or used link mints a new one.
 *
 *   BASE_URL=… CLIENT_ID=… CLIENT_SECRET=… APP_URL=http://localhost:8080 node --import tsx examples/hosted-onboarding.ts
 */
import { createOnboardingClient } from "@onboarding/client";
import express from "express";

export interface HostedOnboardingOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where this app is reached: the page sends the customer back here. */
  appUrl: string;
}

export function createIntegratorApp({ baseUrl, clientId, clientSecret, appUrl }: HostedOnboardingOptions) {
  const app = express();
  // #region five-lines
  const client = createOnboardingClient({ baseUrl, clientId, clientSecret, scopes: ["applications:write"] });
  app.get("/onboarding/:applicationId", async (req, res) => {
    const { url } = await client.createOnboardingSession(req.params.applicationId, {
      return_url: `${appUrl}/onboarding/done`,
      refresh_url: `${appUrl}/onboarding/${req.params.applicationId}`,
    });
    res.redirect(303, url);
  });
  // #endregion five-lines
  app.get("/onboarding/done", (_req, res) => {
    res.send("Thank you: your application is submitted. We will let you know when it is reviewed.");
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = (name: string) => process.env[name] ?? "";
  const appUrl = env("APP_URL") || "http://localhost:8080";
  createIntegratorApp({ baseUrl: env("BASE_URL"), clientId: env("CLIENT_ID"), clientSecret: env("CLIENT_SECRET"), appUrl }).listen(
    Number(new URL(appUrl).port || 8080),
  );
}
