// Generated from @onboarding/openapi/openapi.json by `pnpm generate`. Do not edit.

export type paths = {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys
         * @description Public signing keys
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata
         * @description RFC 8414 discovery document.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process serves requests.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 when the database answers, 503 otherwise (as application/problem+json, with Retry-After, as every 503; its body is the same Health object); `checks` names each dependency. Redis, when the rate limits use it, is `degraded` while it does not answer, and the instance stays ready: the limits count per instance meanwhile. `screening`, when sanctions or PEP list sources are configured, is `degraded` while a source has no version in force or its last load was refused (its last good version stays in force, and the instance stays ready).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Introspect an access token
         * @description RFC 7662. Unknown, expired or revoked tokens give exactly {"active": false}.
         */
        post: operations["introspectToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an access token
         * @description RFC 7009. Always 200 for an authenticated client, whether the token was known or not.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token (client credentials)
         * @description OAuth 2.0 client-credentials grant (RFC 6749 §4.4). Authenticate with HTTP Basic (client id and secret), with `client_id` and `client_secret` in the form body (client_secret_post), or with a client assertion signed by the client's private key (private_key_jwt, RFC 7523: `client_assertion_type` and `client_assertion` in the form body) — one method, and never a credential in the URL. A client of the `fapi2` profile authenticates with private_key_jwt only. With a `DPoP` header (a DPoP proof, RFC 9449, carrying the server nonce of `DPoP-Nonce`) the token is bound to the proof's key and its `token_type` is `DPoP`; a `fapi2` client must send one. A proof without a current nonce is answered 400 `use_dpop_nonce` with a `DPoP-Nonce` to retry with. `grant_type` and `scope` may come in the query string, as the seed's clients send them, or in a form body; never both. Unrecognised parameters are ignored.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an account
         * @description The customer's first account is opened when its application is APPROVED.
         *
         *     Required scope: `accounts:read`.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications
         * @description The caller's applications, newest first, with cursor pagination and filters.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Create an application
         * @description Starts an application to onboard a person (INDIVIDUAL) or a corporation (CORPORATION). Incomplete but well-formed details are accepted and reported as requirements. An unknown product or an asset type the product does not allow answers 404.
         *
         *     Required scope: `applications:write`.
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an application
         * @description Retrieve an application
         *
         *     Required scope: `applications:read`.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an application
         * @description JSON merge patch (RFC 7396). Allowed while the status is INCOMPLETE, READY_FOR_SUBMISSION or CHANGES_REQUESTED; otherwise 409. Send If-Match with the ETag of the version you read to avoid lost updates (412 when stale).
         *
         *     Required scope: `applications:write`.
         */
        patch: operations["updateApplication"];
        trace?: never;
    };
    "/v1/applications/{application_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an application
         * @description Allowed before submission, while the status is INCOMPLETE, READY_FOR_SUBMISSION or CHANGES_REQUESTED.
         *
         *     Required scope: `applications:write`.
         */
        post: operations["cancelApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an application's documents
         * @description The application's documents, newest first, with cursor pagination.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload a document
         * @description multipart/form-data with one file part named file (JPEG, PNG or PDF, at most 10 MiB: 413 beyond), and the fields type, side (required for NATIONAL_ID and DRIVERS_LICENSE, FRONT or BACK, one upload per side; refused for the other types) and individual_id (the person of a corporate application the document is about; 409 INDIVIDUALS_NOT_ALLOWED on an INDIVIDUAL application). The format is read from the file's first bytes: a file that is none of the three, or not of the type its part declares, answers 400 UNSUPPORTED_DOCUMENT, as does an image that cannot be decoded or is larger than 40 megapixels, and a PDF that carries JavaScript, automatic actions (/AA, /OpenAction with JavaScript) or encryption. The content is encrypted at rest; a JPEG or PNG also gets a rendition for viewing (upright, without its metadata), and the original is kept as evidence. Where a malware scanner is configured (always in production) the document is SCANNING until the scan finds it clean (then PENDING_REVIEW), or QUARANTINED (reason_code SUSPECTED_MALWARE, a DOCUMENT_QUARANTINED event) when it finds malware. Allowed while the application is INCOMPLETE, READY_FOR_SUBMISSION, SUBMITTED, PROCESSING or CHANGES_REQUESTED, until it is decided (otherwise 409 APPLICATION_LOCKED), so a document rejected in review can be replaced. An application holds at most 50 documents, and at most 10 of one person (the applicant, or one individual), type and side: past either, 409 DOCUMENT_LIMIT_REACHED, whose `limit` (documents_per_application or documents_per_kind) and `max` name the bound (remove a document to make room). Each client uploads at most a daily budget of bytes (1 GiB by default; the request's size counts, before its body is read): past it, 429 RATE_LIMITED with `limit` document_bytes_per_day and Retry-After until the day's window frees. With an idempotency key, a retry with the same fields and the same file (by its SHA-256) gets the first response.
         *
         *     Required scope: `applications:write`.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a document
         * @description The document's metadata and review status; its bytes are at …/content.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Removes the document and its content. Allowed while the application may change (INCOMPLETE, READY_FOR_SUBMISSION or CHANGES_REQUESTED); otherwise 409 APPLICATION_LOCKED.
         *
         *     Required scope: `applications:write`.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/documents/{document_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document's content
         * @description The document's bytes, decrypted, in the document's own content type, as an attachment. By default a JPEG or PNG is its rendition for viewing: re-encoded upright (EXIF orientation applied), without EXIF, GPS or XMP metadata; `variant=original` gives the bytes as uploaded (the document's sha256). A PDF is served as uploaded either way. The ETag is the SHA-256 of the bytes served. 409 DOCUMENT_NOT_SCANNED while the document is SCANNING (retry later), 409 DOCUMENT_QUARANTINED once malware was found in it: a quarantined document's content is never served.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["getDocumentContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/individuals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a person to a corporate application
         * @description Adds an officer, beneficial owner, control person or authorized person. INDIVIDUAL applications take no individuals (409 INDIVIDUALS_NOT_ALLOWED).
         *
         *     Required scope: `applications:write`.
         */
        post: operations["addIndividual"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/individuals/{individual_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a person from a corporate application
         * @description Remove a person from a corporate application
         *
         *     Required scope: `applications:write`.
         */
        delete: operations["removeIndividual"];
        options?: never;
        head?: never;
        /**
         * Update a person on a corporate application
         * @description JSON merge patch (RFC 7396) of the person.
         *
         *     Required scope: `applications:write`.
         */
        patch: operations["updateIndividual"];
        trace?: never;
    };
    "/v1/applications/{application_id}/onboarding-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an application's onboarding sessions
         * @description The application's onboarding sessions, newest first, with cursor pagination (without their links: see the create response).
         *
         *     Required scope: `applications:read`.
         */
        get: operations["listOnboardingSessions"];
        put?: never;
        /**
         * Create an onboarding session
         * @description A link to a page this service hosts, on which your end customer completes the application: redirect the customer to the session's `url`. The link is single use: the first opening binds it to that browser, and opening it again elsewhere, or after expires_at (5 minutes to 24 hours after creation, 1 hour unless `expires_in` says otherwise), sends the customer to your `refresh_url` with the query parameters `reason` (`expired` or `used`) and `onboarding_session_id`; create a new session there. `url` is in this response only: the service keeps a hash of the link, never the link, so it cannot be read again. Store the session's id, not the link. When the customer completes the application on the page, the page sends them to `return_url`, the session becomes COMPLETED and an ONBOARDING_SESSION_COMPLETED event is published; a session not completed by expires_at (opened or not) becomes EXPIRED, with an ONBOARDING_SESSION_EXPIRED event (published by the service's periodic maintenance, within ten minutes; saved steps are kept, and a new session resumes them; reads show EXPIRED from expires_at on). `branding` puts your name, logo, accent colour and links to your terms and privacy notice on every page (members left out come from your client's default branding, which the operator sets once). `editable` limits what the customer may change; the terms and conditions and the attestation are always theirs to accept. Allowed while the application may change (INCOMPLETE, READY_FOR_SUBMISSION, CHANGES_REQUESTED); otherwise 409 APPLICATION_LOCKED.
         *
         *     Required scope: `applications:write`.
         */
        post: operations["createOnboardingSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/onboarding-sessions/{onboarding_session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an onboarding session
         * @description The session's status and times: opened_at once the customer opened the link, completed_at once they completed the application; EXPIRED from expires_at on if it was not completed. The link itself is not shown again.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["getOnboardingSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status and requirements
         * @description The status and every open requirement, each with a JSON pointer, a code and a description.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["getApplicationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an application
         * @description Only from READY_FOR_SUBMISSION: never while terms_and_conditions_accepted or information_attested is false. Otherwise 409 NOT_READY_FOR_SUBMISSION with the blocking requirements.
         *
         *     Required scope: `applications:write`.
         */
        post: operations["submitApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{application_id}/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an application's verification checks
         * @description The checks of the application's latest submission, newest first: IDENTITY, DATE_OF_BIRTH, ADDRESS, TAX_ID, WATCHLIST and PEP of each person (the applicant, or each person of a corporation), TAX_ID, ADDRESS and WATCHLIST of a corporation, and one DOCUMENT check per document. Each is PENDING until the provider answers, then PASSED, FAILED or NEEDS_REVIEW with a reason_code; every change is a VERIFICATION_UPDATED event. A resubmission makes a new set; this lists the latest. Empty before the first submission. Approval is refused (409 APPROVAL_BLOCKED) while a check is PENDING or NEEDS_REVIEW, or FAILED without an override reason.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["listVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a customer
         * @description A customer exists once its application is APPROVED, with its risk rating (LOW, MEDIUM or HIGH) and the factors it is made of, rated at approval and again when a factor changes, and the date its periodic review is due. RESTRICTED once a monitoring alert was resolved as a true positive.
         *
         *     Required scope: `customers:read`.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer_id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's monitoring alerts
         * @description The alerts monitoring raised for the customer, newest first: each a listed entry newly matching one of its people (or the corporation) after approval. Reviewers resolve them (FALSE_POSITIVE, or TRUE_POSITIVE, which restricts the customer); each change is a CUSTOMER_ALERT_CREATED or CUSTOMER_ALERT_RESOLVED event.
         *
         *     Required scope: `customers:read`.
         */
        get: operations["listCustomerAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer_id}/monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a customer's monitoring
         * @description Whether the customer is monitored, when its people were last screened and against which list versions, and when the schedule screens them next. Every approved customer is monitored from its approval: screened again whenever a list it could match changes, and at least every interval_seconds.
         *
         *     Required scope: `customers:read`.
         */
        get: operations["getCustomerMonitoring"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Pause or resume a customer's monitoring
         * @description PAUSED stops the customer's screenings (a closing account, say), with a reason kept for reviewers; ACTIVE resumes them, and the customer is screened in full at the next round. Alerts already raised stay as they are. The same status again changes nothing.
         *
         *     Required scope: `customers:write`.
         */
        patch: operations["updateCustomerMonitoring"];
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The caller's events, newest first: the way to poll, and to catch up on what webhooks delivered. The same events, with the same ids, are the bodies of webhook deliveries.
         *
         *     Required scope: `applications:read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event
         * @description Retrieve an event
         *
         *     Required scope: `applications:read`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the product catalog
         * @description Every product an application's account_to_open may name, with the asset types each allows. Any valid access token may read it, whatever its scopes. The catalog is small: one page holds it all.
         *
         *     Required scope: none; any valid access token.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/applications/{application_id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the review decision (sandbox)
         * @description Development and sandbox only (404 in production). Moves a SUBMITTED or PROCESSING application to APPROVED, REJECTED or CHANGES_REQUESTED, as a reviewer would. Approval is refused (409 APPROVAL_BLOCKED) while a verification check of the latest submission is PENDING or NEEDS_REVIEW, or FAILED unless `override_reason` says why the reviewer approves over it. In production an operator decides with `pnpm admin applications decide`.
         *
         *     Required scope: `applications:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["decideApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your sandbox clock (sandbox)
         * @description Development and sandbox only (404 in production). Each API client has its own clock: it runs at real speed, ahead of real time by what the client advanced it (0 until then). Onboarding sessions expire and review deadlines fall due by it; other clients' clocks are their own.
         *
         *     Required scope: `applications:read`.
         *
         *     Available in: development, sandbox.
         */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance your sandbox clock (sandbox)
         * @description Development and sandbox only (404 in production). Moves your client's clock forward by `seconds`, or to the time `to` (exactly one of them), at most 730 days (two years) ahead of real time; back, beyond, both or neither is 422 INVALID_CLOCK_CHANGE. Answers once what became due has happened for your client (onboarding sessions past their expires_at are EXPIRED, with their ONBOARDING_SESSION_EXPIRED events, which carry the clock's time as simulated_date); their webhooks are delivered as usual, after the answer.
         *
         *     Required scope: `applications:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/clock/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set your sandbox clock back to real time (sandbox)
         * @description Development and sandbox only (404 in production). Your client's clock runs at real time again. What happened while it was ahead stays as it is: an expired session stays EXPIRED, and times set while it was ahead (a session's expires_at) keep their value.
         *
         *     Required scope: `applications:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["resetSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/customers/{customer_id}/alerts/{alert_id}/resolution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a monitoring alert (sandbox)
         * @description Development and sandbox only (404 in production, where the platform's reviewers resolve alerts in the review console). Resolves an OPEN alert as a reviewer would: FALSE_POSITIVE (the same entry does not alert again while the person's details and the entry are the same), or TRUE_POSITIVE, which restricts the customer (a CUSTOMER_RESTRICTED event follows CUSTOMER_ALERT_RESOLVED). When the customer has no open alert left, its MONITORING_ALERT case is resolved. 409 when the alert is resolved already.
         *
         *     Required scope: `customers:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["resolveCustomerAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/documents/{document_id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a document's review (sandbox)
         * @description Development and sandbox only (404 in production). Accepts a document, or rejects it with a reason_code (and words for the end customer in reason), as a reviewer would. A change is a DOCUMENT_ACCEPTED or DOCUMENT_REJECTED event (and webhook). 409 APPLICATION_LOCKED once the application is decided; 409 DOCUMENT_NOT_SCANNED while the document is SCANNING and DOCUMENT_QUARANTINED once the malware scan quarantined it (neither is reviewed).
         *
         *     Required scope: `applications:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["reviewDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete your sandbox data (sandbox)
         * @description Development and sandbox only (404 in production). Deletes, in one transaction, your client's applications and everything of them (individuals, documents and their content, verification checks, review cases, onboarding sessions), its direct screenings, customers and accounts, events and webhook deliveries, and answers how many of each. Your credentials, webhook subscriptions, branding and clock are kept; so is the platform's audit trail, which records what was done, reset included. Other clients' data is untouched. Idempotency keys keep their stored answers for 24 hours: use new keys after a reset.
         *
         *     Required scope: `applications:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/verifications/{verification_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a verification check's outcome (sandbox)
         * @description Development and sandbox only (404 in production). Sets the outcome of a check of the latest submission of a SUBMITTED or PROCESSING application, as a reviewer or the provider would: clearing a check that needs review (NEEDS_REVIEW → PASSED) takes a reason and records CLEARED_BY_REVIEWER; any other outcome records SET_BY_OPERATOR. A change of status is a VERIFICATION_UPDATED event. 409 when the application is decided or the check belongs to an earlier submission.
         *
         *     Required scope: `applications:write`.
         *
         *     Available in: development, sandbox.
         */
        post: operations["setVerificationOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/screenings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Screen a name against the sanctions and PEP lists
         * @description Screens one name, at once, against the list versions in force (the platform's configured sanctions lists — OFAC, the UN Security Council — and politically exposed persons): a person against listed persons only, an organization against organisations. `data.matches` holds every entry whose name reached the threshold, the best first, with the entry's id, the name that matched, the score and what the date of birth and country confirmed or contradicted; empty when nothing did. The answer names the list versions used. The request is audited; the name and details are stored only encrypted and are not echoed. 503 while no list is loaded.
         *
         *     Required scope: `screenings:write`.
         */
        post: operations["createScreening"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description List webhook subscriptions
         *
         *     Required scope: `subscriptions:read`.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Create a webhook subscription
         * @description The response carries the signing secret, once. Deliveries follow the Standard Webhooks specification: headers webhook-id (the event_id, the same on every retry), webhook-timestamp (Unix seconds of the attempt) and webhook-signature (v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the secret, several separated by spaces while a rotated secret is still valid). In sandbox and production the URL must be https and resolve to public addresses (400 otherwise, with the reason).
         *
         *     Required scope: `subscriptions:write`.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook subscription
         * @description Retrieve a webhook subscription
         *
         *     Required scope: `subscriptions:read`.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Stops every delivery to it at once; its delivery log goes with it.
         *
         *     Required scope: `subscriptions:write`.
         */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Change the URL, the event types or the description. enabled false stops deliveries: pending ones wait, and events that happen meanwhile are not queued for it (catch up with GET /v1/events); true resumes them, also after the service disabled the subscription.
         *
         *     Required scope: `subscriptions:write`.
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/v1/subscriptions/{subscription_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery log of a subscription
         * @description Newest first, each with its attempts: time, status code, latency, error class and at most 1 KiB of the response.
         *
         *     Required scope: `subscriptions:read`.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{subscription_id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Schedules one more attempt now, whatever the delivery's state. The webhook-id stays the event_id, so receivers can de-duplicate.
         *
         *     Required scope: `subscriptions:write`.
         */
        post: operations["retryDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{subscription_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Returns a new secret, once. For 24 hours deliveries carry two signatures, one with each secret, so receivers can switch without losing a delivery; then only the new secret signs.
         *
         *     Required scope: `subscriptions:write`.
         */
        post: operations["rotateSubscriptionSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{subscription_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Delivers a PING event to this subscription only, signed and retried like any other.
         *
         *     Required scope: `subscriptions:write`.
         */
        post: operations["testSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    APPLICATION_CREATED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_CREATED event
         * @description POSTed to every enabled subscription that takes APPLICATION_CREATED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_INCOMPLETE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_INCOMPLETE event
         * @description POSTed to every enabled subscription that takes APPLICATION_INCOMPLETE events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationIncomplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_READY_FOR_SUBMISSION: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_READY_FOR_SUBMISSION event
         * @description POSTed to every enabled subscription that takes APPLICATION_READY_FOR_SUBMISSION events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationReadyForSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_SUBMITTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_SUBMITTED event
         * @description POSTed to every enabled subscription that takes APPLICATION_SUBMITTED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_PROCESSING: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_PROCESSING event
         * @description POSTed to every enabled subscription that takes APPLICATION_PROCESSING events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_CHANGES_REQUESTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_CHANGES_REQUESTED event
         * @description POSTed to every enabled subscription that takes APPLICATION_CHANGES_REQUESTED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationChangesRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_APPROVED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_APPROVED event
         * @description POSTed to every enabled subscription that takes APPLICATION_APPROVED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_REJECTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_REJECTED event
         * @description POSTed to every enabled subscription that takes APPLICATION_REJECTED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    APPLICATION_CANCELLED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * APPLICATION_CANCELLED event
         * @description POSTed to every enabled subscription that takes APPLICATION_CANCELLED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["applicationCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    DOCUMENT_ACCEPTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DOCUMENT_ACCEPTED event
         * @description POSTed to every enabled subscription that takes DOCUMENT_ACCEPTED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["documentAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    DOCUMENT_REJECTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DOCUMENT_REJECTED event
         * @description POSTed to every enabled subscription that takes DOCUMENT_REJECTED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["documentRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    DOCUMENT_QUARANTINED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DOCUMENT_QUARANTINED event
         * @description POSTed to every enabled subscription that takes DOCUMENT_QUARANTINED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["documentQuarantined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    VERIFICATION_UPDATED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VERIFICATION_UPDATED event
         * @description POSTed to every enabled subscription that takes VERIFICATION_UPDATED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["verificationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ONBOARDING_SESSION_COMPLETED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ONBOARDING_SESSION_COMPLETED event
         * @description POSTed to every enabled subscription that takes ONBOARDING_SESSION_COMPLETED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["onboardingSessionCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ONBOARDING_SESSION_EXPIRED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ONBOARDING_SESSION_EXPIRED event
         * @description POSTed to every enabled subscription that takes ONBOARDING_SESSION_EXPIRED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["onboardingSessionExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_ALERT_CREATED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_ALERT_CREATED event
         * @description POSTed to every enabled subscription that takes CUSTOMER_ALERT_CREATED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["customerAlertCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_ALERT_RESOLVED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_ALERT_RESOLVED event
         * @description POSTed to every enabled subscription that takes CUSTOMER_ALERT_RESOLVED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["customerAlertResolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_RESTRICTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_RESTRICTED event
         * @description POSTed to every enabled subscription that takes CUSTOMER_RESTRICTED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["customerRestricted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_RISK_RATED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_RISK_RATED event
         * @description POSTed to every enabled subscription that takes CUSTOMER_RISK_RATED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["customerRiskRated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_REVIEW_DUE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_REVIEW_DUE event
         * @description POSTed to every enabled subscription that takes CUSTOMER_REVIEW_DUE events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["customerReviewDue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PING: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PING event
         * @description POSTed to every enabled subscription that takes PING events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    SUBSCRIPTION_DISABLED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * SUBSCRIPTION_DISABLED event
         * @description POSTed to every enabled subscription that takes SUBSCRIPTION_DISABLED events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their `sequence` makes a late or repeated delivery harmless.
         */
        post: operations["subscriptionDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /** @description An account, opened with its customer on approval. */
        Account: {
            account_id: components["schemas"]["ExternalId"];
            customer_id: components["schemas"]["ExternalId"];
            /**
             * @description Product of the service's catalog.
             * @example DEPOSIT_BASIC
             */
            product_id: string;
            /**
             * @description Asset type, {CHAIN}_{NETWORK}_{CURRENCY}.
             * @example FIAT_TESTNET_USD
             */
            asset_type_id: string;
            /** @enum {string} */
            status: "OPEN";
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
        };
        /**
         * @description The account to open for the customer on approval. The product and asset type must exist in the catalog.
         * @example {
         *       "account_id": "acct_000123",
         *       "product_id": "DEPOSIT_BASIC",
         *       "asset_type_id": "FIAT_TESTNET_USD"
         *     }
         */
        AccountOpen: {
            account_id: components["schemas"]["ExternalId"];
            /**
             * @description Product of the service's catalog.
             * @example DEPOSIT_BASIC
             */
            product_id: string;
            /**
             * @description Asset type, {CHAIN}_{NETWORK}_{CURRENCY}.
             * @example FIAT_TESTNET_USD
             */
            asset_type_id: string;
        };
        AccountResponse: {
            data: components["schemas"]["Account"];
        };
        /**
         * @description Activity the customer engages in. NONE excludes the others.
         * @example NONE
         * @enum {string}
         */
        Activity: "NONE" | "ADULT_ENTERTAINMENT" | "DRUGS" | "FIREARMS" | "GAMBLING" | "MARIJUANA" | "TUMBLING";
        /**
         * @description A postal address. Every field may be omitted when writing; a required address (a mailing or registered address) is complete before submission.
         * @example {
         *       "address_line1": "100 Congress Ave",
         *       "unit_number": "4B",
         *       "city": "Austin",
         *       "state": "TX",
         *       "postal_code": "78701",
         *       "country_code": "US"
         *     }
         */
        Address: {
            /**
             * @description Apartment, suite or unit.
             * @example 4B
             */
            unit_number?: string;
            /**
             * @description Street address. Required before submission.
             * @example 100 Congress Ave
             */
            address_line1?: string;
            /**
             * @description Address line 2.
             * @example Floor 3
             */
            address_line2?: string;
            /**
             * @description Address line 3.
             * @example Building C
             */
            address_line3?: string;
            /**
             * @description City or locality. Required before submission.
             * @example Austin
             */
            city?: string;
            /**
             * @description State, province or region: the subdivision part of its ISO 3166-2 code, for example TX. Required before submission when country_code is US.
             * @example TX
             */
            state?: string;
            /**
             * @description Postal code. Required before submission.
             * @example 78701
             */
            postal_code?: string;
            /** @description ISO 3166-1 alpha-2 country code. Required before submission. */
            country_code?: components["schemas"]["CountryCode"];
        };
        /** @description Merge patch of Address. */
        AddressPatch: {
            unit_number?: string | null;
            address_line1?: string | null;
            address_line2?: string | null;
            address_line3?: string | null;
            city?: string | null;
            state?: string | null;
            postal_code?: string | null;
            country_code?: components["schemas"]["CountryCode"] | null;
        };
        /**
         * @description Exactly one of seconds and to. The clock moves forward only, and at most 730 days (two years) ahead of real time; anything else is 422 INVALID_CLOCK_CHANGE.
         * @example {
         *       "seconds": 3600
         *     }
         */
        AdvanceSandboxClockRequest: {
            /**
             * @description How far to move the clock forward, in seconds.
             * @example 3600
             */
            seconds?: number;
            /**
             * Format: date-time
             * @description The time to move the clock to: later than the clock's now.
             * @example 2026-11-23T10:00:00.000Z
             */
            to?: string;
        };
        /**
         * @description FALSE_POSITIVE: the listed entry is not this person (the same entry does not alert again while the customer's details are the same); TRUE_POSITIVE: it is, and the customer is RESTRICTED.
         * @example FALSE_POSITIVE
         * @enum {string}
         */
        AlertResolution: "FALSE_POSITIVE" | "TRUE_POSITIVE";
        /** @description An onboarding application. */
        Application: components["schemas"]["IndividualApplicationResource"] | components["schemas"]["CorporationApplicationResource"];
        /** @description The body of a APPLICATION_APPROVED delivery. */
        ApplicationApprovedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_APPROVED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description The body of a APPLICATION_CANCELLED delivery. */
        ApplicationCancelledEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_CANCELLED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description The body of a APPLICATION_CHANGES_REQUESTED delivery. */
        ApplicationChangesRequestedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_CHANGES_REQUESTED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description Identifier and first status of a new application. */
        ApplicationCreated: {
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            id: string;
            status: components["schemas"]["ApplicationStatus"] | string;
        };
        /** @description The body of a APPLICATION_CREATED delivery. */
        ApplicationCreatedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_CREATED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        ApplicationCreatedResponse: {
            data: components["schemas"]["ApplicationCreated"];
        };
        /** @description Something that happened to an application. Small on purpose: fetch the application for details. */
        ApplicationEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event_type: "APPLICATION_CREATED" | "APPLICATION_INCOMPLETE" | "APPLICATION_READY_FOR_SUBMISSION" | "APPLICATION_SUBMITTED" | "APPLICATION_PROCESSING" | "APPLICATION_CHANGES_REQUESTED" | "APPLICATION_APPROVED" | "APPLICATION_REJECTED" | "APPLICATION_CANCELLED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description The body of a APPLICATION_INCOMPLETE delivery. */
        ApplicationIncompleteEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_INCOMPLETE";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description A page of results, newest first. */
        ApplicationList: {
            data: components["schemas"]["Application"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        /** @description JSON merge patch of an application; the application's type decides which form applies. */
        ApplicationPatch: components["schemas"]["IndividualApplicationPatch"] | components["schemas"]["CorporationApplicationPatch"];
        /** @description The body of a APPLICATION_PROCESSING delivery. */
        ApplicationProcessingEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_PROCESSING";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description The body of a APPLICATION_READY_FOR_SUBMISSION delivery. */
        ApplicationReadyForSubmissionEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_READY_FOR_SUBMISSION";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /** @description The body of a APPLICATION_REJECTED delivery. */
        ApplicationRejectedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_REJECTED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        ApplicationResponse: {
            data: components["schemas"]["Application"];
        };
        /**
         * @description Status of an application. Set by the service, never by the client.
         * @example INCOMPLETE
         * @enum {string}
         */
        ApplicationStatus: "INCOMPLETE" | "READY_FOR_SUBMISSION" | "SUBMITTED" | "PROCESSING" | "CHANGES_REQUESTED" | "APPROVED" | "REJECTED" | "CANCELLED";
        /** @description Status of an application and what still blocks submission. */
        ApplicationStatusReport: {
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            id: string;
            status: components["schemas"]["ApplicationStatus"] | string;
            /** @description True when submit would succeed now. */
            submittable: boolean;
            requirements: components["schemas"]["Requirement"][];
            review: components["schemas"]["Review"] | null;
        };
        ApplicationStatusResponse: {
            data: components["schemas"]["ApplicationStatusReport"];
        };
        /** @description The body of a APPLICATION_SUBMITTED delivery. */
        ApplicationSubmittedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "APPLICATION_SUBMITTED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                previous_status: components["schemas"]["ApplicationStatus"] | null | string;
                status: components["schemas"]["ApplicationStatus"] | string;
                /** @description With APPLICATION_CHANGES_REQUESTED and APPLICATION_REJECTED: the review's reason. */
                reason?: string | null;
                /** @description With APPLICATION_CHANGES_REQUESTED: JSON pointers of the fields to change. */
                fields?: string[];
            };
        };
        /**
         * @description Whether the application onboards a person or a corporation.
         * @example INDIVIDUAL
         * @enum {string}
         */
        ApplicationType: "INDIVIDUAL" | "CORPORATION";
        /**
         * @description Bucket of a USD value of assets.
         * @example UPTO_10K
         * @enum {string}
         */
        AssetSizeBucket: "UPTO_10K" | "TEN_TO_100K" | "ONEHUNDREDK_TO_1M" | "ONE_TO_10M" | "TEN_TO_50M" | "FIFTY_TO_250M" | "MORE_THAN_250M";
        /** @description RFC 8414 authorization server metadata. */
        AuthorizationServerMetadata: {
            issuer: string;
            token_endpoint: string;
            jwks_uri: string;
            revocation_endpoint: string;
            introspection_endpoint: string;
            grant_types_supported: string[];
            token_endpoint_auth_methods_supported: string[];
            revocation_endpoint_auth_methods_supported?: string[];
            introspection_endpoint_auth_methods_supported?: string[];
            token_endpoint_auth_signing_alg_values_supported?: string[];
            dpop_signing_alg_values_supported?: string[];
            scopes_supported: string[];
            response_types_supported?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Who must act: the end customer (their information, acceptance or attestation), the integrator (what its platform supplies, such as the IP address the customer applied from), or the reviewer.
         * @example END_CUSTOMER
         * @enum {string}
         */
        AwaitingActionFrom: "INTEGRATOR" | "END_CUSTOMER" | "REVIEWER";
        /**
         * @description Why a corporation is exempt from naming control persons, or NONE.
         * @example REGULATED
         * @enum {string}
         */
        ControlExemptionReason: "REGULATED" | "PUBLICLY_TRADED" | "PUBLIC_SUBSIDIARY" | "PUBLIC_ACCOUNTING" | "INSURANCE" | "GOVERNMENT_AGENCY" | "BANK_HOLDING" | "SAVINGS_LOAN" | "FMU" | "FOREIGN_PRIVATE_BANK" | "FOREIGN_INSTITUTION" | "ISSUER" | "INVESTMENT" | "COMMODITIES" | "POOLED_INVESTMENT" | "NON_GOVERNMENT_SUBDIVISION" | "NON_ENTITY" | "NONE";
        /**
         * @description Legal form of a corporation. OTHER needs corporate_entity_type_description.
         * @example C_CORP_PRIVATE
         * @enum {string}
         */
        CorporateEntityType: "C_CORP_PRIVATE" | "C_CORP_PUBLIC" | "HNWI" | "LLC" | "LLP" | "LP" | "S_CORP" | "SOLE_PROP" | "TRUST" | "NON_PROFIT" | "OTHER";
        /**
         * @description A person on a corporate application: an officer, beneficial owner, control person or authorized person.
         * @example {
         *       "first_name": "Jane",
         *       "last_name": "Doe",
         *       "email_address": "jane.doe@example.com",
         *       "mailing_address": {
         *         "address_line1": "100 Congress Ave",
         *         "city": "Austin",
         *         "state": "TX",
         *         "postal_code": "78701",
         *         "country_code": "US"
         *       },
         *       "telephone_number": "+15125550100",
         *       "tax_reference_number": "123-45-6789",
         *       "tax_reference_number_country": "US",
         *       "nationality": "US",
         *       "citizenship": [
         *         "US"
         *       ],
         *       "date_of_birth": "1990-04-21",
         *       "us_residency_status": "US_CITIZEN",
         *       "individual_type": [
         *         "BENEFICIAL_OWNER",
         *         "OFFICER"
         *       ],
         *       "title": "CEO",
         *       "percentage_ownership": 40
         *     }
         */
        CorporateIndividual: {
            /**
             * @description Given name. Required before submission.
             * @example Jane
             */
            first_name?: string;
            /**
             * @description Middle name.
             * @example Q
             */
            middle_name?: string;
            /**
             * @description Family name. Required before submission.
             * @example Doe
             */
            last_name?: string;
            /**
             * Format: email
             * @description E-mail address. Required before submission.
             * @example jane.doe@example.com
             */
            email_address?: string;
            /** @description Where the person lives. Required before submission. */
            mailing_address?: components["schemas"]["Address"];
            /**
             * @description Telephone number in E.164 form.
             * @example +15125550100
             */
            telephone_number?: string;
            /**
             * @description Tax reference number (for example a US SSN or ITIN). Required before submission. Stored encrypted; responses show only its last four characters.
             * @example 123-45-6789
             */
            tax_reference_number?: string;
            /** @description Country that issued the tax reference number. */
            tax_reference_number_country?: components["schemas"]["CountryCode"];
            /**
             * @description Passport number. Stored encrypted; responses show only its last four characters.
             * @example X12345678
             */
            passport_number?: string;
            /** @description Country of nationality. Required before submission. */
            nationality?: components["schemas"]["CountryCode"];
            /**
             * @description Countries of citizenship.
             * @example [
             *       "US"
             *     ]
             */
            citizenship?: components["schemas"]["CountryCode"][];
            /**
             * Format: date
             * @description Date of birth, YYYY-MM-DD. Required before submission.
             * @example 1990-04-21
             */
            date_of_birth?: string;
            /** @description US residency status of a person. */
            us_residency_status?: components["schemas"]["UsResidencyStatus"];
            /**
             * @description Roles of the person; one person may hold several.
             * @example [
             *       "BENEFICIAL_OWNER",
             *       "OFFICER"
             *     ]
             */
            individual_type: components["schemas"]["IndividualType"][];
            /**
             * @description Job title.
             * @example CEO
             */
            title?: string;
            /**
             * @description Share of the corporation the person owns, over 25 and at most 100. Only a BENEFICIAL_OWNER has one. Required before submission when individual_type is BENEFICIAL_OWNER.
             * @example 40
             */
            percentage_ownership?: number;
        };
        /** @description JSON merge patch (RFC 7396) of a person on a corporate application. null removes a field. */
        CorporateIndividualPatch: {
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            email_address?: string | null;
            mailing_address?: components["schemas"]["AddressPatch"] | null;
            telephone_number?: string | null;
            tax_reference_number?: string | null;
            tax_reference_number_country?: components["schemas"]["CountryCode"] | null;
            passport_number?: string | null;
            nationality?: components["schemas"]["CountryCode"] | null;
            citizenship?: components["schemas"]["CountryCode"][] | null;
            date_of_birth?: string | null;
            us_residency_status?: components["schemas"]["UsResidencyStatus"] | null;
            individual_type?: components["schemas"]["IndividualType"][] | null;
            title?: string | null;
            percentage_ownership?: number | null;
        };
        /** @description A person on a corporate application, as the service returns it (sensitive numbers masked). */
        CorporateIndividualResource: {
            /**
             * @description Identifier issued by the service (prefix `ind_`).
             * @example ind_01JDQ6P3A8X7W4V3T2S1R0QPNM
             */
            id: string;
            /**
             * @description Given name. Required before submission.
             * @example Jane
             */
            first_name?: string;
            /**
             * @description Middle name.
             * @example Q
             */
            middle_name?: string;
            /**
             * @description Family name. Required before submission.
             * @example Doe
             */
            last_name?: string;
            /**
             * Format: email
             * @description E-mail address. Required before submission.
             * @example jane.doe@example.com
             */
            email_address?: string;
            /** @description Where the person lives. Required before submission. */
            mailing_address?: components["schemas"]["Address"];
            /**
             * @description Telephone number in E.164 form.
             * @example +15125550100
             */
            telephone_number?: string;
            /** @description Tax reference number (for example a US SSN or ITIN). Required before submission. Stored encrypted; responses show only its last four characters. */
            tax_reference_number?: components["schemas"]["MaskedValue"];
            /** @description Country that issued the tax reference number. */
            tax_reference_number_country?: components["schemas"]["CountryCode"] | string;
            /** @description Passport number. Stored encrypted; responses show only its last four characters. */
            passport_number?: components["schemas"]["MaskedValue"];
            /** @description Country of nationality. Required before submission. */
            nationality?: components["schemas"]["CountryCode"] | string;
            /**
             * @description Countries of citizenship.
             * @example [
             *       "US"
             *     ]
             */
            citizenship?: (components["schemas"]["CountryCode"] | string)[];
            /**
             * Format: date
             * @description Date of birth, YYYY-MM-DD. Required before submission.
             * @example 1990-04-21
             */
            date_of_birth?: string;
            /** @description US residency status of a person. */
            us_residency_status?: components["schemas"]["UsResidencyStatus"] | string;
            /**
             * @description Roles of the person; one person may hold several.
             * @example [
             *       "BENEFICIAL_OWNER",
             *       "OFFICER"
             *     ]
             */
            individual_type: (components["schemas"]["IndividualType"] | string)[];
            /**
             * @description Job title.
             * @example CEO
             */
            title?: string;
            /**
             * @description Share of the corporation the person owns, over 25 and at most 100. Only a BENEFICIAL_OWNER has one. Required before submission when individual_type is BENEFICIAL_OWNER.
             * @example 40
             */
            percentage_ownership?: number;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
        };
        CorporateIndividualResponse: {
            data: components["schemas"]["CorporateIndividualResource"];
        };
        /**
         * @description Expected activity and wealth of a corporation.
         * @example {
         *       "primary_source_of_funds": "COMPANY",
         *       "total_assets": "UPTO_10K",
         *       "usd_value_of_fiat": "UPTO_10K",
         *       "monthly_deposits": "UPTO_5",
         *       "monthly_withdrawals": "UPTO_5",
         *       "monthly_investment_deposit": "UPTO_1K",
         *       "monthly_investment_withdrawal": "UPTO_1K",
         *       "usd_value_of_crypto": "UPTO_10K",
         *       "monthly_crypto_deposits": "UPTO_5",
         *       "monthly_crypto_withdrawals": "UPTO_5",
         *       "monthly_crypto_investment_deposit": "UPTO_1K",
         *       "monthly_crypto_investment_withdrawal": "UPTO_1K",
         *       "investment_experience_crypto": "MODERATE",
         *       "trades_per_month": "UPTO_20"
         *     }
         */
        CorporateInvestmentProfile: {
            /** @description Primary source of the customer's funds. Required before submission. */
            primary_source_of_funds?: components["schemas"]["SourceOfFunds"];
            /**
             * @description Free-text detail of the source of funds.
             * @example Salary
             */
            primary_source_of_funds_description?: string;
            /** @description Bucket of a USD value of assets. */
            total_assets?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a USD value of assets. */
            usd_value_of_fiat?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_deposits?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_withdrawals?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_investment_deposit?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_investment_withdrawal?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a USD value of assets. */
            usd_value_of_crypto?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_crypto_deposits?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_crypto_withdrawals?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_crypto_investment_deposit?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_crypto_investment_withdrawal?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a USD value of assets. */
            total_investable_assets?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a USD value of assets. */
            asset_allocation_to_crypto?: components["schemas"]["AssetSizeBucket"];
            /** @description Experience with crypto investment. */
            investment_experience_crypto?: components["schemas"]["InvestmentExperience"];
            /** @description Crypto investment strategy. */
            investment_strategy_crypto?: components["schemas"]["InvestmentStrategy"];
            /** @description How deposits reach the account. */
            initial_deposit_source?: components["schemas"]["DepositSource"];
            /** @description How deposits reach the account. */
            ongoing_deposit_source?: components["schemas"]["DepositSource"];
            /** @description How often transactions happen. */
            frequency_of_transactions?: components["schemas"]["TransactionFrequency"];
            /** @description How often transactions happen. */
            frequency_of_crypto_transactions?: components["schemas"]["TransactionFrequency"];
            /** @description Crypto investment plans. */
            crypto_investment_plans?: components["schemas"]["CryptoInvestmentPlan"][];
            /** @description Bucket of trades per month. */
            trades_per_month?: components["schemas"]["TradesPerMonth"];
            /** @description Transfers with unhosted wallets. */
            perform_transfers_with_unhosted_wallets?: boolean;
            /** @description Trades internationally. */
            trade_internationally?: boolean;
            /**
             * @description Countries the corporation trades in.
             * @example [
             *       "US"
             *     ]
             */
            trade_jurisdictions?: components["schemas"]["CountryCode"][];
        };
        /** @description Merge patch of CorporateInvestmentProfile. */
        CorporateInvestmentProfilePatch: {
            primary_source_of_funds?: components["schemas"]["SourceOfFunds"] | null;
            primary_source_of_funds_description?: string | null;
            total_assets?: components["schemas"]["AssetSizeBucket"] | null;
            usd_value_of_fiat?: components["schemas"]["AssetSizeBucket"] | null;
            monthly_deposits?: components["schemas"]["CountBucket"] | null;
            monthly_withdrawals?: components["schemas"]["CountBucket"] | null;
            monthly_investment_deposit?: components["schemas"]["ValueBucket"] | null;
            monthly_investment_withdrawal?: components["schemas"]["ValueBucket"] | null;
            usd_value_of_crypto?: components["schemas"]["AssetSizeBucket"] | null;
            monthly_crypto_deposits?: components["schemas"]["CountBucket"] | null;
            monthly_crypto_withdrawals?: components["schemas"]["CountBucket"] | null;
            monthly_crypto_investment_deposit?: components["schemas"]["ValueBucket"] | null;
            monthly_crypto_investment_withdrawal?: components["schemas"]["ValueBucket"] | null;
            total_investable_assets?: components["schemas"]["AssetSizeBucket"] | null;
            asset_allocation_to_crypto?: components["schemas"]["AssetSizeBucket"] | null;
            investment_experience_crypto?: components["schemas"]["InvestmentExperience"] | null;
            investment_strategy_crypto?: components["schemas"]["InvestmentStrategy"] | null;
            initial_deposit_source?: components["schemas"]["DepositSource"] | null;
            ongoing_deposit_source?: components["schemas"]["DepositSource"] | null;
            frequency_of_transactions?: components["schemas"]["TransactionFrequency"] | null;
            frequency_of_crypto_transactions?: components["schemas"]["TransactionFrequency"] | null;
            crypto_investment_plans?: components["schemas"]["CryptoInvestmentPlan"][] | null;
            trades_per_month?: components["schemas"]["TradesPerMonth"] | null;
            perform_transfers_with_unhosted_wallets?: boolean | null;
            trade_internationally?: boolean | null;
            trade_jurisdictions?: components["schemas"]["CountryCode"][] | null;
        };
        /**
         * @description Know-your-customer answers of a corporation.
         * @example {
         *       "funds_send_receive_jurisdictions": [
         *         "US"
         *       ],
         *       "business_jurisdictions": [
         *         "US"
         *       ],
         *       "engage_in_activities": [
         *         "NONE"
         *       ],
         *       "vendors_and_counterparties": [
         *         "SELF"
         *       ],
         *       "primary_business": "SOFTWARE",
         *       "regulated_status": "NOT_REQUIRED",
         *       "control_exemption_reason": "NONE"
         *     }
         */
        CorporateKycProfile: {
            /**
             * @description Countries funds are sent to or received from.
             * @example [
             *       "US"
             *     ]
             */
            funds_send_receive_jurisdictions?: components["schemas"]["CountryCode"][];
            /**
             * @description Countries the customer does business in.
             * @example [
             *       "US"
             *     ]
             */
            business_jurisdictions?: components["schemas"]["CountryCode"][];
            /**
             * @description Activities the customer engages in; ["NONE"] when none apply.
             * @example [
             *       "NONE"
             *     ]
             */
            engage_in_activities?: components["schemas"]["Activity"][];
            /**
             * @description Kinds of counterparties.
             * @example [
             *       "SELF"
             *     ]
             */
            vendors_and_counterparties?: components["schemas"]["Counterparty"][];
            /** @description Primary business of a corporation. Required before submission. */
            primary_business?: components["schemas"]["PrimaryBusiness"];
            /**
             * @description What the business does.
             * @example Payroll software
             */
            description_of_business_nature?: string;
            /** @description Charity. */
            is_charitable?: boolean;
            /** @description New York office. */
            new_york_office?: boolean;
            /** @description Regulatory status of a corporation. */
            regulated_status?: components["schemas"]["RegulatedStatus"];
            /**
             * @description Regulator of the corporation.
             * @example FinCEN
             */
            regulation_agency?: string;
            /**
             * @description Registration number with the regulator.
             * @example 31000123456789
             */
            regulation_agency_regulation_number?: string;
            /** @description Why the corporation need not list its beneficial owners, if it need not; NONE otherwise. */
            control_exemption_reason?: components["schemas"]["ControlExemptionReason"];
        };
        /** @description Merge patch of CorporateKycProfile. */
        CorporateKycProfilePatch: {
            funds_send_receive_jurisdictions?: components["schemas"]["CountryCode"][] | null;
            business_jurisdictions?: components["schemas"]["CountryCode"][] | null;
            engage_in_activities?: components["schemas"]["Activity"][] | null;
            vendors_and_counterparties?: components["schemas"]["Counterparty"][] | null;
            primary_business?: components["schemas"]["PrimaryBusiness"] | null;
            description_of_business_nature?: string | null;
            is_charitable?: boolean | null;
            new_york_office?: boolean | null;
            regulated_status?: components["schemas"]["RegulatedStatus"] | null;
            regulation_agency?: string | null;
            regulation_agency_regulation_number?: string | null;
            control_exemption_reason?: components["schemas"]["ControlExemptionReason"] | null;
        };
        /**
         * @description Details of the corporation applying (customer_details of a CORPORATION application). People are added with the individuals endpoints.
         * @example {
         *       "registered_name": "Acme Payments Inc.",
         *       "registered_number": "DE-5551234",
         *       "corporate_tax_reference_number": "12-3456789",
         *       "registered_address": {
         *         "address_line1": "1 Main St",
         *         "city": "Wilmington",
         *         "state": "DE",
         *         "postal_code": "19801",
         *         "country_code": "US"
         *       },
         *       "telephone_number": "+13025550100",
         *       "email_address": "ops@acme.example",
         *       "state_of_incorporation": "DE",
         *       "country_of_incorporation": "US",
         *       "established_on": "2015-06-01",
         *       "corporate_entity_type": "C_CORP_PRIVATE",
         *       "naics": "522320"
         *     }
         */
        CorporationApplication: {
            /**
             * @description Legal name of the corporation. Required before submission.
             * @example Acme Payments Inc.
             */
            registered_name?: string;
            /**
             * @description Name the corporation trades under.
             * @example Acme Pay
             */
            trading_name?: string;
            /**
             * @description Registration number with the registrar. Required before submission.
             * @example DE-5551234
             */
            registered_number?: string;
            /**
             * @description Corporate tax number (for example an EIN). Required before submission. Stored encrypted; responses show only its last four characters.
             * @example 12-3456789
             */
            corporate_tax_reference_number?: string;
            /** @description A postal address. Every field may be omitted when writing; a required address (a mailing or registered address) is complete before submission. Required before submission. */
            registered_address?: components["schemas"]["Address"];
            /** @description Where the business operates, if not at its registered address. */
            physical_address?: components["schemas"]["Address"];
            /**
             * @description Telephone number in E.164 form. Required before submission.
             * @example +15125550100
             */
            telephone_number?: string;
            /**
             * Format: email
             * @description E-mail address. Required before submission.
             * @example jane.doe@example.com
             */
            email_address?: string;
            /**
             * Format: uri
             * @description Web site address (http or https).
             * @example https://example.com
             */
            website_address?: string;
            /**
             * @description Subdivision part of an ISO 3166-2 code, for example DE.
             * @example TX
             */
            state_of_incorporation?: string;
            /** @description ISO 3166-1 alpha-2 country code. Required before submission. */
            country_of_incorporation?: components["schemas"]["CountryCode"];
            /**
             * Format: date
             * @description Date of incorporation, YYYY-MM-DD. Required before submission.
             * @example 2015-06-01
             */
            established_on?: string;
            /** @description Legal form of a corporation. OTHER needs corporate_entity_type_description. Required before submission. */
            corporate_entity_type?: components["schemas"]["CorporateEntityType"];
            /**
             * @description The legal form, when it is none of the listed ones. Required before submission when corporate_entity_type is OTHER.
             * @example Cooperative
             */
            corporate_entity_type_description?: string;
            /**
             * @description NAICS industry code.
             * @example 522320
             */
            naics?: string;
            /**
             * @description NAICS industry title.
             * @example Financial Transactions Processing
             */
            naics_description?: string;
            /** @description Expected activity and wealth of a corporation. Required before submission. */
            investment_profile?: components["schemas"]["CorporateInvestmentProfile"];
            /** @description Know-your-customer answers of a corporation. Required before submission. */
            kyc_profile?: components["schemas"]["CorporateKycProfile"];
        };
        /** @description JSON merge patch (RFC 7396) of a CORPORATION application. null removes a field. */
        CorporationApplicationPatch: {
            account_to_open?: components["schemas"]["AccountOpen"];
            terms_and_conditions_accepted?: boolean;
            information_attested?: boolean;
            customer_id?: components["schemas"]["ExternalId"];
            customer_details?: {
                registered_name?: string | null;
                trading_name?: string | null;
                registered_number?: string | null;
                corporate_tax_reference_number?: string | null;
                registered_address?: components["schemas"]["AddressPatch"] | null;
                physical_address?: components["schemas"]["AddressPatch"] | null;
                telephone_number?: string | null;
                email_address?: string | null;
                website_address?: string | null;
                state_of_incorporation?: string | null;
                country_of_incorporation?: components["schemas"]["CountryCode"] | null;
                established_on?: string | null;
                corporate_entity_type?: components["schemas"]["CorporateEntityType"] | null;
                corporate_entity_type_description?: string | null;
                naics?: string | null;
                naics_description?: string | null;
                investment_profile?: components["schemas"]["CorporateInvestmentProfilePatch"] | null;
                kyc_profile?: components["schemas"]["CorporateKycProfilePatch"] | null;
            };
        };
        /** @description An application for a corporation, with its people. */
        CorporationApplicationResource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            application_type: "CORPORATION";
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            id: string;
            status: components["schemas"]["ApplicationStatus"] | string;
            customer_id: components["schemas"]["ExternalId"];
            account_to_open: components["schemas"]["AccountOpen"];
            terms_and_conditions_accepted: boolean;
            information_attested: boolean;
            review: components["schemas"]["Review"] | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When information_attested became true, or null.
             * @example 2026-11-22T10:15:30.000Z
             */
            attested_at: string | null;
            /**
             * Format: date-time
             * @description When the application was last submitted, or null.
             * @example 2026-11-22T10:15:30.000Z
             */
            submitted_at: string | null;
            /**
             * Format: date-time
             * @description When the review decided, or null.
             * @example 2026-11-22T10:15:30.000Z
             */
            decided_at: string | null;
            customer_details: {
                /**
                 * @description Legal name of the corporation. Required before submission.
                 * @example Acme Payments Inc.
                 */
                registered_name?: string;
                /**
                 * @description Name the corporation trades under.
                 * @example Acme Pay
                 */
                trading_name?: string;
                /**
                 * @description Registration number with the registrar. Required before submission.
                 * @example DE-5551234
                 */
                registered_number?: string;
                /** @description Corporate tax number (for example an EIN). Required before submission. Stored encrypted; responses show only its last four characters. */
                corporate_tax_reference_number?: components["schemas"]["MaskedValue"];
                /** @description A postal address. Every field may be omitted when writing; a required address (a mailing or registered address) is complete before submission. Required before submission. */
                registered_address?: components["schemas"]["Address"];
                /** @description Where the business operates, if not at its registered address. */
                physical_address?: components["schemas"]["Address"];
                /**
                 * @description Telephone number in E.164 form. Required before submission.
                 * @example +15125550100
                 */
                telephone_number?: string;
                /**
                 * Format: email
                 * @description E-mail address. Required before submission.
                 * @example jane.doe@example.com
                 */
                email_address?: string;
                /**
                 * Format: uri
                 * @description Web site address (http or https).
                 * @example https://example.com
                 */
                website_address?: string;
                /**
                 * @description Subdivision part of an ISO 3166-2 code, for example DE.
                 * @example TX
                 */
                state_of_incorporation?: string;
                /** @description ISO 3166-1 alpha-2 country code. Required before submission. */
                country_of_incorporation?: components["schemas"]["CountryCode"] | string;
                /**
                 * Format: date
                 * @description Date of incorporation, YYYY-MM-DD. Required before submission.
                 * @example 2015-06-01
                 */
                established_on?: string;
                /** @description Legal form of a corporation. OTHER needs corporate_entity_type_description. Required before submission. */
                corporate_entity_type?: components["schemas"]["CorporateEntityType"] | string;
                /**
                 * @description The legal form, when it is none of the listed ones. Required before submission when corporate_entity_type is OTHER.
                 * @example Cooperative
                 */
                corporate_entity_type_description?: string;
                /**
                 * @description NAICS industry code.
                 * @example 522320
                 */
                naics?: string;
                /**
                 * @description NAICS industry title.
                 * @example Financial Transactions Processing
                 */
                naics_description?: string;
                /** @description Expected activity and wealth of a corporation. Required before submission. */
                investment_profile?: components["schemas"]["CorporateInvestmentProfile"];
                /** @description Know-your-customer answers of a corporation. Required before submission. */
                kyc_profile?: components["schemas"]["CorporateKycProfile"];
            };
            individuals: components["schemas"]["CorporateIndividualResource"][];
        };
        /**
         * @description Bucket of a monthly number of transactions.
         * @example UPTO_5
         * @enum {string}
         */
        CountBucket: "UPTO_5" | "FIVE_TO_10" | "TEN_TO_25" | "MORE_THAN_25";
        /**
         * @description Kind of vendor or counterparty the customer transacts with. Open to extension: new values may be added within v1.
         * @example SELF
         * @enum {string}
         */
        Counterparty: "SELF" | "INDIVIDUALS" | "BUSINESSES" | "FINANCIAL_INSTITUTIONS" | "EXCHANGES" | "MERCHANTS" | "GOVERNMENT" | "OTHER";
        /**
         * @description ISO 3166-1 alpha-2 country code.
         * @example US
         * @enum {string}
         */
        CountryCode: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        /** @description The creation payload; application_type selects the variant. */
        CreateApplicationRequest: components["schemas"]["CreateIndividualApplicationRequest"] | components["schemas"]["CreateCorporationApplicationRequest"];
        /** @description Creates an application for a corporation. */
        CreateCorporationApplicationRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            application_type: "CORPORATION";
            account_to_open: components["schemas"]["AccountOpen"];
            /**
             * @description True when the end customer accepts all terms and conditions of the platform. Submission needs true.
             * @example true
             */
            terms_and_conditions_accepted: boolean;
            /**
             * @description True when the customer attests that all information is true, accurate and up to date. For corporations the attesting party is the ultimate beneficial owner, the CEO or a control person; a platform subscriber may not attest on the customer's behalf. Submission needs true.
             * @example true
             */
            information_attested: boolean;
            customer_id: components["schemas"]["ExternalId"];
            customer_details: components["schemas"]["CorporationApplication"];
        };
        /** @description Creates an application for a person. */
        CreateIndividualApplicationRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            application_type: "INDIVIDUAL";
            account_to_open: components["schemas"]["AccountOpen"];
            /**
             * @description True when the end customer accepts all terms and conditions of the platform. Submission needs true.
             * @example true
             */
            terms_and_conditions_accepted: boolean;
            /**
             * @description True when the customer attests that all information is true, accurate and up to date. For corporations the attesting party is the ultimate beneficial owner, the CEO or a control person; a platform subscriber may not attest on the customer's behalf. Submission needs true.
             * @example true
             */
            information_attested: boolean;
            customer_id: components["schemas"]["ExternalId"];
            customer_details: components["schemas"]["IndividualApplication"];
        };
        /** @description A hosted onboarding session to create for an application. */
        CreateOnboardingSessionRequest: {
            /**
             * Format: uri
             * @description Where the hosted page sends the end customer once the application is completed there. The customer's arrival tells you nothing by itself: read the application, or wait for ONBOARDING_SESSION_COMPLETED. In sandbox and production it must use https.
             * @example https://bank.example.com/onboarding/done
             */
            return_url: string;
            /**
             * Format: uri
             * @description Where the hosted page sends the end customer when the link can no longer be used, with the query parameters `reason` (`expired` or `used`) and `onboarding_session_id`: create a new session there and redirect to its url. In sandbox and production it must use https.
             * @example https://bank.example.com/onboarding/refresh
             */
            refresh_url: string;
            /**
             * @description Seconds until the session expires: 300 (5 minutes) to 86400 (24 hours), 3600 unless given.
             * @example 3600
             */
            expires_in?: number;
            /**
             * @description The language of the hosted page ("en" unless given).
             * @example en
             * @enum {string}
             */
            locale?: "en" | "es";
            /**
             * @description The parts of the application the end customer may change on the hosted page (all three unless given). The terms and conditions and the attestation are always the customer's own to accept.
             * @example [
             *       "CUSTOMER_DETAILS",
             *       "DOCUMENTS"
             *     ]
             */
            editable?: components["schemas"]["OnboardingEditablePart"][];
            branding?: components["schemas"]["OnboardingBranding"];
        };
        /** @description A name to screen against the sanctions and PEP lists in force. */
        CreateScreeningRequest: {
            /**
             * @description The full name to screen, in any order and script.
             * @example Omar Mahmoud Uthman
             */
            name: string;
            type: components["schemas"]["ScreeningType"];
            /**
             * @description A person's date of birth (YYYY-MM-DD) or year (YYYY): corroborates or contradicts.
             * @example 1960-12-30
             */
            date_of_birth?: string;
            /**
             * @description Nationality (a person) or country (an organization): corroborates or contradicts.
             * @example US
             * @enum {string}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        };
        /** @description A webhook subscription to create. */
        CreateSubscriptionRequest: {
            /**
             * Format: uri
             * @description Where deliveries are POSTed. In sandbox and production: https, and the host must resolve to public addresses only (checked again at every delivery).
             * @example https://hooks.example.com/onboarding
             */
            url: string;
            event_types?: components["schemas"]["EventTypeSelection"];
            /** @example Onboarding status changes */
            description?: string;
            /** @description Whether deliveries are sent (default true). */
            enabled?: boolean;
        };
        /**
         * @description Planned use of crypto assets.
         * @example CUSTODY
         * @enum {string}
         */
        CryptoInvestmentPlan: "CUSTODY" | "STAKING" | "TRADING" | "LENDING" | "BORROWING";
        /** @description A customer, opened when its application is approved, monitored and rated from then on. */
        Customer: {
            customer_id: components["schemas"]["ExternalId"];
            customer_type: components["schemas"]["ApplicationType"] | string;
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            application_id: string;
            /**
             * @description ACTIVE; RESTRICTED once a monitoring alert was resolved as a true positive (a listed person is among the customer's people). What a restriction means for its accounts is the platform's to decide.
             * @example ACTIVE
             * @enum {string}
             */
            status: "ACTIVE" | "RESTRICTED" | string;
            risk_rating: components["schemas"]["RiskRating"] | string;
            /** @description What the rating is made of; empty for a customer with none (LOW). */
            risk_factors: components["schemas"]["RiskFactor"][];
            /**
             * Format: date-time
             * @description When it was last rated: at approval, and again whenever a factor changed.
             * @example 2026-11-22T10:15:30.000Z
             */
            rated_at: string;
            /** @description When its periodic review is due (the rating's interval after it was rated or last reviewed); a due review opens a case and emits CUSTOMER_REVIEW_DUE. */
            next_review_at: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
        };
        /** @description A match found while monitoring an approved customer: a listed entry new to the customer (or newly above the threshold). Reviewers resolve it. */
        CustomerAlert: {
            /**
             * @description Identifier issued by the service (prefix `alt_`).
             * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
             */
            id: string;
            customer_id: string;
            /** @enum {string} */
            status: "OPEN" | "RESOLVED" | string;
            /**
             * @description Which lists matched: sanctions (WATCHLIST) or PEP.
             * @enum {string}
             */
            check: "WATCHLIST" | "PEP" | string;
            /** @description The person of a corporation who matched; null for the applicant itself (the person, or the corporation). */
            individual_id: string | null;
            /**
             * @description The customer's name as screened.
             * @example Omar Mahmoud Uthman
             */
            subject_name: string;
            match: components["schemas"]["ScreeningMatch"];
            resolution: components["schemas"]["AlertResolution"] | null | string;
            resolution_reason: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            resolved_at: string | null;
        };
        /** @description The body of a CUSTOMER_ALERT_CREATED delivery. */
        CustomerAlertCreatedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "CUSTOMER_ALERT_CREATED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                customer_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description The customer's status after the event.
                 * @example ACTIVE
                 * @enum {string}
                 */
                status: "ACTIVE" | "RESTRICTED" | string;
                /**
                 * @description The customer's rating after the event.
                 * @example MEDIUM
                 * @enum {string}
                 */
                risk_rating: "LOW" | "MEDIUM" | "HIGH" | string;
                /**
                 * @description With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert.
                 * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                alert_id?: string;
                /**
                 * @description With CUSTOMER_ALERT_RESOLVED: how it was resolved.
                 * @example FALSE_POSITIVE
                 * @enum {string}
                 */
                resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE" | string;
                /** @description With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due. */
                next_review_at?: string | null;
            };
        };
        /** @description A page of results, newest first. */
        CustomerAlertList: {
            data: components["schemas"]["CustomerAlert"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        /** @description The body of a CUSTOMER_ALERT_RESOLVED delivery. */
        CustomerAlertResolvedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "CUSTOMER_ALERT_RESOLVED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                customer_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description The customer's status after the event.
                 * @example ACTIVE
                 * @enum {string}
                 */
                status: "ACTIVE" | "RESTRICTED" | string;
                /**
                 * @description The customer's rating after the event.
                 * @example MEDIUM
                 * @enum {string}
                 */
                risk_rating: "LOW" | "MEDIUM" | "HIGH" | string;
                /**
                 * @description With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert.
                 * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                alert_id?: string;
                /**
                 * @description With CUSTOMER_ALERT_RESOLVED: how it was resolved.
                 * @example FALSE_POSITIVE
                 * @enum {string}
                 */
                resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE" | string;
                /** @description With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due. */
                next_review_at?: string | null;
            };
        };
        /** @description Something that happened to an approved customer: a monitoring alert created (a listed entry newly matches one of its people) or resolved; the customer restricted (an alert resolved as a true positive); rated again (a risk factor changed); its periodic review due (a case is opened for it). Its sequence continues its application's. */
        CustomerEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event_type: "CUSTOMER_ALERT_CREATED" | "CUSTOMER_ALERT_RESOLVED" | "CUSTOMER_RESTRICTED" | "CUSTOMER_RISK_RATED" | "CUSTOMER_REVIEW_DUE";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                customer_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description The customer's status after the event.
                 * @example ACTIVE
                 * @enum {string}
                 */
                status: "ACTIVE" | "RESTRICTED" | string;
                /**
                 * @description The customer's rating after the event.
                 * @example MEDIUM
                 * @enum {string}
                 */
                risk_rating: "LOW" | "MEDIUM" | "HIGH" | string;
                /**
                 * @description With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert.
                 * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                alert_id?: string;
                /**
                 * @description With CUSTOMER_ALERT_RESOLVED: how it was resolved.
                 * @example FALSE_POSITIVE
                 * @enum {string}
                 */
                resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE" | string;
                /** @description With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due. */
                next_review_at?: string | null;
            };
        };
        CustomerResponse: {
            data: components["schemas"]["Customer"];
        };
        /** @description The body of a CUSTOMER_RESTRICTED delivery. */
        CustomerRestrictedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "CUSTOMER_RESTRICTED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                customer_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description The customer's status after the event.
                 * @example ACTIVE
                 * @enum {string}
                 */
                status: "ACTIVE" | "RESTRICTED" | string;
                /**
                 * @description The customer's rating after the event.
                 * @example MEDIUM
                 * @enum {string}
                 */
                risk_rating: "LOW" | "MEDIUM" | "HIGH" | string;
                /**
                 * @description With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert.
                 * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                alert_id?: string;
                /**
                 * @description With CUSTOMER_ALERT_RESOLVED: how it was resolved.
                 * @example FALSE_POSITIVE
                 * @enum {string}
                 */
                resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE" | string;
                /** @description With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due. */
                next_review_at?: string | null;
            };
        };
        /** @description The body of a CUSTOMER_REVIEW_DUE delivery. */
        CustomerReviewDueEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "CUSTOMER_REVIEW_DUE";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                customer_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description The customer's status after the event.
                 * @example ACTIVE
                 * @enum {string}
                 */
                status: "ACTIVE" | "RESTRICTED" | string;
                /**
                 * @description The customer's rating after the event.
                 * @example MEDIUM
                 * @enum {string}
                 */
                risk_rating: "LOW" | "MEDIUM" | "HIGH" | string;
                /**
                 * @description With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert.
                 * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                alert_id?: string;
                /**
                 * @description With CUSTOMER_ALERT_RESOLVED: how it was resolved.
                 * @example FALSE_POSITIVE
                 * @enum {string}
                 */
                resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE" | string;
                /** @description With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due. */
                next_review_at?: string | null;
            };
        };
        /** @description The body of a CUSTOMER_RISK_RATED delivery. */
        CustomerRiskRatedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "CUSTOMER_RISK_RATED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                customer_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description The customer's status after the event.
                 * @example ACTIVE
                 * @enum {string}
                 */
                status: "ACTIVE" | "RESTRICTED" | string;
                /**
                 * @description The customer's rating after the event.
                 * @example MEDIUM
                 * @enum {string}
                 */
                risk_rating: "LOW" | "MEDIUM" | "HIGH" | string;
                /**
                 * @description With CUSTOMER_ALERT_CREATED and CUSTOMER_ALERT_RESOLVED: the alert.
                 * @example alt_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                alert_id?: string;
                /**
                 * @description With CUSTOMER_ALERT_RESOLVED: how it was resolved.
                 * @example FALSE_POSITIVE
                 * @enum {string}
                 */
                resolution?: "FALSE_POSITIVE" | "TRUE_POSITIVE" | string;
                /** @description With CUSTOMER_RISK_RATED and CUSTOMER_REVIEW_DUE: when the next periodic review is due. */
                next_review_at?: string | null;
            };
        };
        DecidedApplicationResponse: {
            data: components["schemas"]["Application"];
        };
        /** @description A delivery of one event to one subscription, with its attempts (newest first). */
        Delivery: {
            /**
             * @description Identifier issued by the service (prefix `dlv_`).
             * @example dlv_01JDQ6S5D8X7W4V3T2S1R0QPNM
             */
            id: string;
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            event_type: components["schemas"]["EventType"] | string;
            /**
             * @description Identifier issued by the service (prefix `whk_`).
             * @example whk_01JDQ6R2C8X7W4V3T2S1R0QPNM
             */
            subscription_id: string;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED" | string;
            attempts: number;
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
            attempt_log: components["schemas"]["DeliveryAttempt"][];
        };
        /** @description One attempt to deliver an event. */
        DeliveryAttempt: {
            attempt: number;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            attempted_at: string;
            /** @description The receiver's HTTP status; null when none was received. */
            status_code: number | null;
            latency_ms: number;
            /** @description Why the attempt failed; null when it succeeded (2xx). */
            error_class: ("http_status" | "timeout" | "connection_refused" | "dns_failure" | "blocked_address" | "redirect" | "tls_error" | "network_error") | null | string;
            /** @description The start of the receiver's response body (at most 1 KiB). */
            response_body: string | null;
        };
        /** @description A page of results, newest first. */
        DeliveryList: {
            data: components["schemas"]["Delivery"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        DeliveryResponse: {
            data: components["schemas"]["Delivery"];
        };
        /**
         * @description How deposits reach the account.
         * @example DEPOSIT
         * @enum {string}
         */
        DepositSource: "DEPOSIT" | "WIRE";
        /** @description A KYC document of an application: its metadata and review status (the bytes are at …/content). */
        Document: {
            /**
             * @description Identifier issued by the service (prefix `doc_`).
             * @example doc_01JDQ6T8E8X7W4V3T2S1R0QPNM
             */
            id: string;
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            application_id: string;
            /** @description The person of a corporate application the document is about; null when it is about the applicant. */
            individual_id: string | null;
            type: components["schemas"]["DocumentType"] | string;
            side: components["schemas"]["DocumentSide"] | null | string;
            status: components["schemas"]["DocumentStatus"] | string;
            /** @description Why it was rejected; SUSPECTED_MALWARE when QUARANTINED; null otherwise. */
            reason_code: components["schemas"]["DocumentReasonCode"] | null | string;
            /**
             * @description The reviewer's words on the rejection, fit to show the end customer; null unless REJECTED.
             * @example The photo page is blurred: upload a sharper scan.
             */
            reason: string | null;
            /**
             * @description The file's name as uploaded, if it had one.
             * @example passport.pdf
             */
            file_name: string | null;
            content_type: components["schemas"]["DocumentContentType"] | string;
            /**
             * @description Size in bytes.
             * @example 482113
             */
            size: number;
            /**
             * @description SHA-256 of the content, hex.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            sha256: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
        };
        /** @description The body of a DOCUMENT_ACCEPTED delivery. */
        DocumentAcceptedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "DOCUMENT_ACCEPTED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description Identifier issued by the service (prefix `doc_`).
                 * @example doc_01JDQ6T8E8X7W4V3T2S1R0QPNM
                 */
                document_id: string;
                individual_id: string | null;
                type: components["schemas"]["DocumentType"] | string;
                status: components["schemas"]["DocumentStatus"] | string;
                reason_code: components["schemas"]["DocumentReasonCode"] | null | string;
            };
        };
        /**
         * @description The document's format, as its bytes show it.
         * @example application/pdf
         * @enum {string}
         */
        DocumentContentType: "image/jpeg" | "image/png" | "application/pdf";
        /** @description A document of an application accepted or rejected by the review, or quarantined because the malware scan found something (DOCUMENT_QUARANTINED, reason_code SUSPECTED_MALWARE). */
        DocumentEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event_type: "DOCUMENT_ACCEPTED" | "DOCUMENT_REJECTED" | "DOCUMENT_QUARANTINED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description Identifier issued by the service (prefix `doc_`).
                 * @example doc_01JDQ6T8E8X7W4V3T2S1R0QPNM
                 */
                document_id: string;
                individual_id: string | null;
                type: components["schemas"]["DocumentType"] | string;
                status: components["schemas"]["DocumentStatus"] | string;
                reason_code: components["schemas"]["DocumentReasonCode"] | null | string;
            };
        };
        /** @description A page of results, newest first. */
        DocumentList: {
            data: components["schemas"]["Document"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        /** @description The body of a DOCUMENT_QUARANTINED delivery. */
        DocumentQuarantinedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "DOCUMENT_QUARANTINED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description Identifier issued by the service (prefix `doc_`).
                 * @example doc_01JDQ6T8E8X7W4V3T2S1R0QPNM
                 */
                document_id: string;
                individual_id: string | null;
                type: components["schemas"]["DocumentType"] | string;
                status: components["schemas"]["DocumentStatus"] | string;
                reason_code: components["schemas"]["DocumentReasonCode"] | null | string;
            };
        };
        /**
         * @description Why a document was rejected (or, SUSPECTED_MALWARE, quarantined by the malware scan).
         * @example UNREADABLE
         * @enum {string}
         */
        DocumentReasonCode: "UNREADABLE" | "EXPIRED" | "NAME_MISMATCH" | "WRONG_TYPE" | "INCOMPLETE" | "SUSPECTED_FRAUD" | "OTHER" | "SUSPECTED_MALWARE";
        /** @description The body of a DOCUMENT_REJECTED delivery. */
        DocumentRejectedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "DOCUMENT_REJECTED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description Identifier issued by the service (prefix `doc_`).
                 * @example doc_01JDQ6T8E8X7W4V3T2S1R0QPNM
                 */
                document_id: string;
                individual_id: string | null;
                type: components["schemas"]["DocumentType"] | string;
                status: components["schemas"]["DocumentStatus"] | string;
                reason_code: components["schemas"]["DocumentReasonCode"] | null | string;
            };
        };
        DocumentResponse: {
            data: components["schemas"]["Document"];
        };
        /**
         * @description The review's verdict on a document.
         * @example {
         *       "status": "REJECTED",
         *       "reason_code": "UNREADABLE",
         *       "reason": "The photo page is blurred: upload a sharper scan."
         *     }
         */
        DocumentReview: {
            /** @enum {string} */
            status: "ACCEPTED" | "REJECTED";
            /**
             * @description Why it is rejected: required with REJECTED, refused with ACCEPTED.
             * @example UNREADABLE
             * @enum {string}
             */
            reason_code?: "UNREADABLE" | "EXPIRED" | "NAME_MISMATCH" | "WRONG_TYPE" | "INCOMPLETE" | "SUSPECTED_FRAUD" | "OTHER" | "SUSPECTED_MALWARE";
            /**
             * @description Words for the end customer on the rejection (REJECTED only).
             * @example The photo page is blurred: upload a sharper scan.
             */
            reason?: string;
        };
        /**
         * @description The side of a two-sided document (NATIONAL_ID, DRIVERS_LICENSE).
         * @example FRONT
         * @enum {string}
         */
        DocumentSide: "FRONT" | "BACK";
        /**
         * @description Where the document stands: SCANNING for malware (its content is not served yet), then PENDING_REVIEW, and the review's ACCEPTED or REJECTED; QUARANTINED when the scan found malware (SUSPECTED_MALWARE): its content is never served and it cannot be reviewed.
         * @example SCANNING
         * @enum {string}
         */
        DocumentStatus: "SCANNING" | "PENDING_REVIEW" | "ACCEPTED" | "REJECTED" | "QUARANTINED";
        /**
         * @description What a document is.
         * @example PASSPORT
         * @enum {string}
         */
        DocumentType: "PASSPORT" | "NATIONAL_ID" | "DRIVERS_LICENSE" | "PROOF_OF_ADDRESS" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "OWNERSHIP_STRUCTURE" | "TAX_FORM" | "OTHER";
        /**
         * @description multipart/form-data: the file, its type, its side for a two-sided type, and the person it is about (on a corporate application).
         * @example {
         *       "type": "PASSPORT",
         *       "file": "(the file's bytes)"
         *     }
         */
        DocumentUpload: {
            type: components["schemas"]["DocumentType"];
            side?: components["schemas"]["DocumentSide"];
            /**
             * @description Identifier issued by the service (prefix `ind_`).
             * @example ind_01JDQ6P3A8X7W4V3T2S1R0QPNM
             */
            individual_id?: string;
            /**
             * Format: binary
             * @description The document: JPEG, PNG or PDF, at most 10 MiB. Its format is read from its bytes.
             */
            file: string;
        };
        /**
         * @description Employment status of a person.
         * @example EMPLOYEE
         * @enum {string}
         */
        EmploymentStatus: "EMPLOYEE" | "SELF_EMPLOYED" | "RETIRED" | "UNEMPLOYED" | "OTHER";
        /**
         * @description Stable machine-readable error code.
         * @example VALIDATION_FAILED
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "UNAUTHORIZED" | "INSUFFICIENT_SCOPE" | "SOURCE_ADDRESS_NOT_ALLOWED" | "NOT_FOUND" | "PRODUCT_NOT_FOUND" | "ASSET_TYPE_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "REQUEST_TIMEOUT" | "CONFLICT" | "DUPLICATE_CUSTOMER_ID" | "DUPLICATE_ACCOUNT_ID" | "APPLICATION_LOCKED" | "INVALID_STATUS_TRANSITION" | "NOT_READY_FOR_SUBMISSION" | "INDIVIDUALS_NOT_ALLOWED" | "APPROVAL_BLOCKED" | "DOCUMENT_NOT_SCANNED" | "DOCUMENT_QUARANTINED" | "IDEMPOTENCY_KEY_IN_USE" | "PRECONDITION_FAILED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNSUPPORTED_DOCUMENT" | "DOCUMENT_LIMIT_REACHED" | "IDEMPOTENCY_KEY_MISMATCH" | "INVALID_CLOCK_CHANGE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
        /** @description An event: the body of every webhook delivery, and what GET /v1/events lists. */
        Event: components["schemas"]["ApplicationEvent"] | components["schemas"]["DocumentEvent"] | components["schemas"]["VerificationEvent"] | components["schemas"]["OnboardingSessionEvent"] | components["schemas"]["CustomerEvent"] | components["schemas"]["SubscriptionEvent"];
        /** @description A page of results, newest first. */
        EventList: {
            data: components["schemas"]["Event"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        EventResponse: {
            data: components["schemas"]["Event"];
        };
        /**
         * @description The event's place among its application's events: 1, 2, 3… in commit order.
         * @example 7
         */
        EventSequence: number;
        /**
         * @description Kind of event: the creation of an application or the status it moved to (APPLICATION_INCOMPLETE when a change reopened a requirement); a document accepted or rejected by the review, or quarantined by the malware scan (DOCUMENT_QUARANTINED); a verification check whose status changed; an onboarding session completed by the end customer on the hosted page, or expired before that (ONBOARDING_SESSION_COMPLETED, ONBOARDING_SESSION_EXPIRED); an approved customer's monitoring alert created or resolved, the customer restricted, rated again, or due for its periodic review (CUSTOMER_…); PING, the test event of a subscription; SUBSCRIPTION_DISABLED, a subscription disabled after failing for five days.
         * @example APPLICATION_SUBMITTED
         * @enum {string}
         */
        EventType: "APPLICATION_CREATED" | "APPLICATION_INCOMPLETE" | "APPLICATION_READY_FOR_SUBMISSION" | "APPLICATION_SUBMITTED" | "APPLICATION_PROCESSING" | "APPLICATION_CHANGES_REQUESTED" | "APPLICATION_APPROVED" | "APPLICATION_REJECTED" | "APPLICATION_CANCELLED" | "DOCUMENT_ACCEPTED" | "DOCUMENT_REJECTED" | "DOCUMENT_QUARANTINED" | "VERIFICATION_UPDATED" | "ONBOARDING_SESSION_COMPLETED" | "ONBOARDING_SESSION_EXPIRED" | "CUSTOMER_ALERT_CREATED" | "CUSTOMER_ALERT_RESOLVED" | "CUSTOMER_RESTRICTED" | "CUSTOMER_RISK_RATED" | "CUSTOMER_REVIEW_DUE" | "PING" | "SUBSCRIPTION_DISABLED";
        /**
         * @description The event types delivered to the subscription: ["*"] for every type (the default), or a list of types.
         * @example [
         *       "APPLICATION_APPROVED",
         *       "APPLICATION_REJECTED"
         *     ]
         */
        EventTypeSelection: [
            "*"
        ] | components["schemas"]["EventType"][];
        /**
         * @description Identifier chosen by the caller, unique per API client: 1–64 letters, digits, `-`, `_`, `.` or `:`, starting with a letter or digit.
         * @example cust_000123
         */
        ExternalId: string;
        /** @description One invalid part of a request. */
        FieldError: {
            /**
             * @description JSON pointer (RFC 6901) into the request; /query/… and /headers/… for those parts.
             * @example /customer_details/date_of_birth
             */
            pointer: string;
            /**
             * @description What is wrong with the value.
             * @example invalid_format
             */
            code: string;
            /** @example must be a date between 1900-01-01 and today */
            detail: string;
        };
        /** @description Liveness or readiness of the service. */
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable" | string;
            /** @description Each dependency checked: `ok`; `degraded` when it does not answer or is not current but the service still serves without it (Redis: the rate limits count per instance meanwhile; `screening`: a sanctions or PEP list source has no version in force yet, or its last load was refused and its last good version stays in force); `failed` when it makes the instance unready (the database). `screening` is there only when list sources are configured, and only once the database has answered. */
            checks?: {
                [key: string]: "ok" | "degraded" | "failed";
            };
        };
        /**
         * @description Details of the person applying (customer_details of an INDIVIDUAL application). Fields may be added over several calls; what is still missing is reported as requirements.
         * @example {
         *       "first_name": "Jane",
         *       "last_name": "Doe",
         *       "email_address": "jane.doe@example.com",
         *       "mailing_address": {
         *         "address_line1": "100 Congress Ave",
         *         "city": "Austin",
         *         "state": "TX",
         *         "postal_code": "78701",
         *         "country_code": "US"
         *       },
         *       "telephone_number": "+15125550100",
         *       "tax_reference_number": "123-45-6789",
         *       "tax_reference_number_country": "US",
         *       "nationality": "US",
         *       "citizenship": [
         *         "US"
         *       ],
         *       "date_of_birth": "1990-04-21",
         *       "us_residency_status": "US_CITIZEN",
         *       "ip_address": "203.0.113.7",
         *       "employment_status": "EMPLOYEE",
         *       "employer_name": "Acme Corp",
         *       "occupation": "Engineer"
         *     }
         */
        IndividualApplication: {
            /**
             * @description Given name. Required before submission.
             * @example Jane
             */
            first_name?: string;
            /**
             * @description Middle name.
             * @example Q
             */
            middle_name?: string;
            /**
             * @description Family name. Required before submission.
             * @example Doe
             */
            last_name?: string;
            /**
             * Format: email
             * @description E-mail address. Required before submission.
             * @example jane.doe@example.com
             */
            email_address?: string;
            /** @description Where the person lives. Required before submission. */
            mailing_address?: components["schemas"]["Address"];
            /**
             * @description Telephone number in E.164 form. Required before submission.
             * @example +15125550100
             */
            telephone_number?: string;
            /**
             * @description Tax reference number (for example a US SSN or ITIN). Required before submission. Stored encrypted; responses show only its last four characters.
             * @example 123-45-6789
             */
            tax_reference_number?: string;
            /** @description Country that issued the tax reference number. Required before submission. */
            tax_reference_number_country?: components["schemas"]["CountryCode"];
            /**
             * @description Passport number. Required before submission when us_residency_status is NON_RESIDENT_ALIEN. Stored encrypted; responses show only its last four characters.
             * @example X12345678
             */
            passport_number?: string;
            /** @description Country of nationality. Required before submission. */
            nationality?: components["schemas"]["CountryCode"];
            /**
             * @description Countries of citizenship. Required before submission.
             * @example [
             *       "US"
             *     ]
             */
            citizenship?: components["schemas"]["CountryCode"][];
            /**
             * Format: date
             * @description Date of birth, YYYY-MM-DD. Required before submission.
             * @example 1990-04-21
             */
            date_of_birth?: string;
            /** @description US residency status of a person. Required before submission. */
            us_residency_status?: components["schemas"]["UsResidencyStatus"];
            /**
             * @description The IPv4 or IPv6 address the customer applied from. Required before submission.
             * @example 203.0.113.7
             */
            ip_address?: string;
            /** @description Employment status of a person. Required before submission. */
            employment_status?: components["schemas"]["EmploymentStatus"];
            /**
             * @description Free-text detail of the employment.
             * @example Full-time
             */
            employment_description?: string;
            /**
             * @description Name of the employer. Required before submission when employment_status is EMPLOYEE.
             * @example Acme Corp
             */
            employer_name?: string;
            /**
             * @description Occupation. Required before submission.
             * @example Engineer
             */
            occupation?: string;
            /** @description Expected activity and wealth of a person. Required before submission. */
            investment_profile?: components["schemas"]["IndividualInvestmentProfile"];
            /** @description Know-your-customer answers of a person. Required before submission. */
            kyc_profile?: components["schemas"]["IndividualKycProfile"];
        };
        /** @description JSON merge patch (RFC 7396) of an INDIVIDUAL application. null removes a field. */
        IndividualApplicationPatch: {
            account_to_open?: components["schemas"]["AccountOpen"];
            terms_and_conditions_accepted?: boolean;
            information_attested?: boolean;
            customer_id?: components["schemas"]["ExternalId"];
            customer_details?: {
                first_name?: string | null;
                middle_name?: string | null;
                last_name?: string | null;
                email_address?: string | null;
                mailing_address?: components["schemas"]["AddressPatch"] | null;
                telephone_number?: string | null;
                tax_reference_number?: string | null;
                tax_reference_number_country?: components["schemas"]["CountryCode"] | null;
                passport_number?: string | null;
                nationality?: components["schemas"]["CountryCode"] | null;
                citizenship?: components["schemas"]["CountryCode"][] | null;
                date_of_birth?: string | null;
                us_residency_status?: components["schemas"]["UsResidencyStatus"] | null;
                ip_address?: string | null;
                employment_status?: components["schemas"]["EmploymentStatus"] | null;
                employment_description?: string | null;
                employer_name?: string | null;
                occupation?: string | null;
                investment_profile?: components["schemas"]["IndividualInvestmentProfilePatch"] | null;
                kyc_profile?: components["schemas"]["IndividualKycProfilePatch"] | null;
            };
        };
        /** @description An application for a person. */
        IndividualApplicationResource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            application_type: "INDIVIDUAL";
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            id: string;
            status: components["schemas"]["ApplicationStatus"] | string;
            customer_id: components["schemas"]["ExternalId"];
            account_to_open: components["schemas"]["AccountOpen"];
            terms_and_conditions_accepted: boolean;
            information_attested: boolean;
            review: components["schemas"]["Review"] | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When information_attested became true, or null.
             * @example 2026-11-22T10:15:30.000Z
             */
            attested_at: string | null;
            /**
             * Format: date-time
             * @description When the application was last submitted, or null.
             * @example 2026-11-22T10:15:30.000Z
             */
            submitted_at: string | null;
            /**
             * Format: date-time
             * @description When the review decided, or null.
             * @example 2026-11-22T10:15:30.000Z
             */
            decided_at: string | null;
            customer_details: {
                /**
                 * @description Given name. Required before submission.
                 * @example Jane
                 */
                first_name?: string;
                /**
                 * @description Middle name.
                 * @example Q
                 */
                middle_name?: string;
                /**
                 * @description Family name. Required before submission.
                 * @example Doe
                 */
                last_name?: string;
                /**
                 * Format: email
                 * @description E-mail address. Required before submission.
                 * @example jane.doe@example.com
                 */
                email_address?: string;
                /** @description Where the person lives. Required before submission. */
                mailing_address?: components["schemas"]["Address"];
                /**
                 * @description Telephone number in E.164 form. Required before submission.
                 * @example +15125550100
                 */
                telephone_number?: string;
                /** @description Tax reference number (for example a US SSN or ITIN). Required before submission. Stored encrypted; responses show only its last four characters. */
                tax_reference_number?: components["schemas"]["MaskedValue"];
                /** @description Country that issued the tax reference number. Required before submission. */
                tax_reference_number_country?: components["schemas"]["CountryCode"] | string;
                /** @description Passport number. Required before submission when us_residency_status is NON_RESIDENT_ALIEN. Stored encrypted; responses show only its last four characters. */
                passport_number?: components["schemas"]["MaskedValue"];
                /** @description Country of nationality. Required before submission. */
                nationality?: components["schemas"]["CountryCode"] | string;
                /**
                 * @description Countries of citizenship. Required before submission.
                 * @example [
                 *       "US"
                 *     ]
                 */
                citizenship?: (components["schemas"]["CountryCode"] | string)[];
                /**
                 * Format: date
                 * @description Date of birth, YYYY-MM-DD. Required before submission.
                 * @example 1990-04-21
                 */
                date_of_birth?: string;
                /** @description US residency status of a person. Required before submission. */
                us_residency_status?: components["schemas"]["UsResidencyStatus"] | string;
                /**
                 * @description The IPv4 or IPv6 address the customer applied from. Required before submission.
                 * @example 203.0.113.7
                 */
                ip_address?: string;
                /** @description Employment status of a person. Required before submission. */
                employment_status?: components["schemas"]["EmploymentStatus"] | string;
                /**
                 * @description Free-text detail of the employment.
                 * @example Full-time
                 */
                employment_description?: string;
                /**
                 * @description Name of the employer. Required before submission when employment_status is EMPLOYEE.
                 * @example Acme Corp
                 */
                employer_name?: string;
                /**
                 * @description Occupation. Required before submission.
                 * @example Engineer
                 */
                occupation?: string;
                /** @description Expected activity and wealth of a person. Required before submission. */
                investment_profile?: components["schemas"]["IndividualInvestmentProfile"];
                /** @description Know-your-customer answers of a person. Required before submission. */
                kyc_profile?: components["schemas"]["IndividualKycProfile"];
            };
        };
        /**
         * @description Expected activity and wealth of a person.
         * @example {
         *       "primary_source_of_funds": "EMPLOYMENT",
         *       "total_assets": "UPTO_10K",
         *       "usd_value_of_fiat": "UPTO_10K",
         *       "monthly_deposits": "UPTO_5",
         *       "monthly_withdrawals": "UPTO_5",
         *       "monthly_investment_deposit": "UPTO_1K",
         *       "monthly_investment_withdrawal": "UPTO_1K",
         *       "usd_value_of_crypto": "UPTO_10K",
         *       "monthly_crypto_deposits": "UPTO_5",
         *       "monthly_crypto_withdrawals": "UPTO_5",
         *       "monthly_crypto_investment_deposit": "UPTO_1K",
         *       "monthly_crypto_investment_withdrawal": "UPTO_1K"
         *     }
         */
        IndividualInvestmentProfile: {
            /** @description Primary source of the customer's funds. Required before submission. */
            primary_source_of_funds?: components["schemas"]["SourceOfFunds"];
            /**
             * @description Free-text detail of the source of funds.
             * @example Salary
             */
            primary_source_of_funds_description?: string;
            /** @description Bucket of a USD value of assets. Required before submission. */
            total_assets?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a USD value of assets. */
            usd_value_of_fiat?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_deposits?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_withdrawals?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_investment_deposit?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_investment_withdrawal?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a USD value of assets. */
            usd_value_of_crypto?: components["schemas"]["AssetSizeBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_crypto_deposits?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly number of transactions. */
            monthly_crypto_withdrawals?: components["schemas"]["CountBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_crypto_investment_deposit?: components["schemas"]["ValueBucket"];
            /** @description Bucket of a monthly USD value. */
            monthly_crypto_investment_withdrawal?: components["schemas"]["ValueBucket"];
        };
        /** @description Merge patch of IndividualInvestmentProfile. */
        IndividualInvestmentProfilePatch: {
            primary_source_of_funds?: components["schemas"]["SourceOfFunds"] | null;
            primary_source_of_funds_description?: string | null;
            total_assets?: components["schemas"]["AssetSizeBucket"] | null;
            usd_value_of_fiat?: components["schemas"]["AssetSizeBucket"] | null;
            monthly_deposits?: components["schemas"]["CountBucket"] | null;
            monthly_withdrawals?: components["schemas"]["CountBucket"] | null;
            monthly_investment_deposit?: components["schemas"]["ValueBucket"] | null;
            monthly_investment_withdrawal?: components["schemas"]["ValueBucket"] | null;
            usd_value_of_crypto?: components["schemas"]["AssetSizeBucket"] | null;
            monthly_crypto_deposits?: components["schemas"]["CountBucket"] | null;
            monthly_crypto_withdrawals?: components["schemas"]["CountBucket"] | null;
            monthly_crypto_investment_deposit?: components["schemas"]["ValueBucket"] | null;
            monthly_crypto_investment_withdrawal?: components["schemas"]["ValueBucket"] | null;
        };
        /**
         * @description Know-your-customer answers of a person.
         * @example {
         *       "funds_send_receive_jurisdictions": [
         *         "US"
         *       ],
         *       "business_jurisdictions": [
         *         "US"
         *       ],
         *       "engage_in_activities": [
         *         "NONE"
         *       ],
         *       "vendors_and_counterparties": [
         *         "SELF"
         *       ]
         *     }
         */
        IndividualKycProfile: {
            /**
             * @description Countries funds are sent to or received from.
             * @example [
             *       "US"
             *     ]
             */
            funds_send_receive_jurisdictions?: components["schemas"]["CountryCode"][];
            /**
             * @description Countries the customer does business in.
             * @example [
             *       "US"
             *     ]
             */
            business_jurisdictions?: components["schemas"]["CountryCode"][];
            /**
             * @description Activities the customer engages in; ["NONE"] when none apply. Required before submission.
             * @example [
             *       "NONE"
             *     ]
             */
            engage_in_activities?: components["schemas"]["Activity"][];
            /**
             * @description Kinds of counterparties. Required before submission.
             * @example [
             *       "SELF"
             *     ]
             */
            vendors_and_counterparties?: components["schemas"]["Counterparty"][];
        };
        /** @description Merge patch of IndividualKycProfile. */
        IndividualKycProfilePatch: {
            funds_send_receive_jurisdictions?: components["schemas"]["CountryCode"][] | null;
            business_jurisdictions?: components["schemas"]["CountryCode"][] | null;
            engage_in_activities?: components["schemas"]["Activity"][] | null;
            vendors_and_counterparties?: components["schemas"]["Counterparty"][] | null;
        };
        /**
         * @description Role of a person on a corporate application.
         * @example OFFICER
         * @enum {string}
         */
        IndividualType: "OFFICER" | "BENEFICIAL_OWNER" | "CONTROL_PERSON" | "AUTHORIZED_PERSON";
        /** @description RFC 7662 introspection response; exactly {"active": false} for unknown, expired or revoked tokens. */
        Introspection: {
            active: boolean;
            scope?: string;
            client_id?: string;
            token_type?: string;
            exp?: number;
            iat?: number;
            sub?: string;
            aud?: string;
            iss?: string;
            jti?: string;
            /** @description A DPoP-bound token's binding (RFC 9449 §6.2): the SHA-256 thumbprint of the key its proofs must be signed with. */
            cnf?: {
                jkt: string;
            };
        };
        /**
         * @description Experience with crypto investment.
         * @example LITTLE
         * @enum {string}
         */
        InvestmentExperience: "LITTLE" | "MODERATE" | "SIGNIFICANT";
        /**
         * @description Crypto investment strategy.
         * @example LOW_RISK
         * @enum {string}
         */
        InvestmentStrategy: "LOW_RISK" | "MEDIUM_RISK" | "HIGH_RISK" | "OTHER";
        /** @description Public signing keys (RFC 7517). */
        JsonWebKeySet: {
            keys: {
                [key: string]: unknown;
            }[];
        };
        /** @description One load of a sanctions or PEP list: what a name was screened against. */
        ListVersion: {
            /**
             * @description Identifier issued by the service (prefix `lsv_`).
             * @example lsv_01JDQ6V1F8X7W4V3T2S1R0QPNM
             */
            id: string;
            /**
             * @description The list source as configured by the platform.
             * @example ofac_sdn
             */
            source: string;
            /** @description The publisher's date of the list, where the file carries one. */
            published_at: string | null;
            /**
             * @description SHA-256 of the list file(s) as loaded.
             * @example 3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b
             */
            sha256: string;
            /** @example 8976 */
            entry_count: number;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            loaded_at: string;
        };
        /**
         * @description A sensitive identifier with all but its last four characters masked.
         * @example *******6789
         */
        MaskedValue: string;
        /** @description How an approved customer is kept screened against the sanctions and PEP lists. */
        Monitoring: {
            customer_id: string;
            status: components["schemas"]["MonitoringStatus"] | string;
            /**
             * @description How often, at least, the customer is screened again.
             * @example 86400
             */
            interval_seconds: number;
            /** @description When the customer's people were last screened. */
            last_screened_at: string | null;
            /** @description When the schedule screens them next; null while paused. */
            next_screening_at: string | null;
            /** @description The list versions the last screening used. */
            screened_against: components["schemas"]["ListVersion"][];
            paused_reason: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
        };
        MonitoringResponse: {
            data: components["schemas"]["Monitoring"];
        };
        /**
         * @description ACTIVE: the customer is screened again when a list changes and on the schedule; PAUSED: it is not, until resumed.
         * @example ACTIVE
         * @enum {string}
         */
        MonitoringStatus: "ACTIVE" | "PAUSED";
        /** @description An RFC 6749 §5.2 error. */
        OAuthError: {
            /**
             * @example invalid_client
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "invalid_token" | "temporarily_unavailable" | "server_error" | "invalid_dpop_proof" | "use_dpop_nonce" | string;
            /** @example Client authentication failed. */
            error_description?: string;
        };
        /** @description How the hosted page shows whose service it is: your name, logo, colour, and links to your terms and privacy notice. Each member left out is taken from your client's default branding, if the operator set one. */
        OnboardingBranding: {
            /**
             * @description Your name as the end customer knows it, shown at the top of every page of the hosted page.
             * @example Acme Bank
             */
            display_name?: string;
            /**
             * Format: uri
             * @description Your logo (PNG, JPEG, SVG or WebP, shown at most 40 pixels high beside the name): the page loads it from this URL, and its Content-Security-Policy allows images from exactly this origin. In sandbox and production it must use https.
             * @example https://bank.example.com/logo.png
             */
            logo_url?: string;
            /**
             * @description The colour of the page's header and main buttons, as #rrggbb. Their text is white or black, whichever contrasts with it more (at least 4.5:1 where possible).
             * @example #0b3d91
             */
            accent_color?: string;
            /**
             * Format: uri
             * @description Your terms and conditions, linked beside the box in which the customer accepts them. In sandbox and production it must use https.
             * @example https://bank.example.com/terms
             */
            terms_url?: string;
            /**
             * Format: uri
             * @description Your privacy notice, linked beside the attestation box and at the foot of every page. In sandbox and production it must use https.
             * @example https://bank.example.com/privacy
             */
            privacy_url?: string;
        };
        /**
         * @description A part of the application the end customer may change on the hosted page: the customer's details, the people of a corporation, the documents.
         * @example CUSTOMER_DETAILS
         * @enum {string}
         */
        OnboardingEditablePart: "CUSTOMER_DETAILS" | "INDIVIDUALS" | "DOCUMENTS";
        /**
         * @description The language of the hosted page.
         * @example en
         * @enum {string}
         */
        OnboardingLocale: "en" | "es";
        /** @description A hosted onboarding session: a single-use link through which the end customer completes an application. */
        OnboardingSession: {
            /**
             * @description Identifier issued by the service (prefix `obs_`).
             * @example obs_01JDQ6W4G8X7W4V3T2S1R0QPNM
             */
            id: string;
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            application_id: string;
            status: components["schemas"]["OnboardingSessionStatus"] | string;
            return_url: string;
            refresh_url: string;
            locale: components["schemas"]["OnboardingLocale"] | string;
            editable: (components["schemas"]["OnboardingEditablePart"] | string)[];
            /**
             * Format: date-time
             * @description When the link stops working, if it has not been used by then.
             * @example 2026-11-22T10:15:30.000Z
             */
            expires_at: string;
            /** @description When the end customer first opened the link; null until then. */
            opened_at: string | null;
            /** @description When the end customer completed the application; null until then. */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            branding: components["schemas"]["OnboardingBranding"];
            /**
             * Format: uri
             * @description The link to hand the end customer: single use, valid until expires_at. Only in the response that created the session: the service keeps a hash of it, never the link itself, so it cannot be shown again.
             * @example https://api.example.com/onboard/obt_Vq3hN2cY8s0tJ1kWm5pXr7bZ4uFd6gLe9aQiHoTyK2M
             */
            url?: string;
        };
        /** @description The body of a ONBOARDING_SESSION_COMPLETED delivery. */
        OnboardingSessionCompletedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "ONBOARDING_SESSION_COMPLETED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `obs_`).
                 * @example obs_01JDQ6W4G8X7W4V3T2S1R0QPNM
                 */
                onboarding_session_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                status: components["schemas"]["OnboardingSessionStatus"] | string;
            };
        };
        /** @description An onboarding session completed by the end customer on the hosted page (ONBOARDING_SESSION_COMPLETED), or past its expires_at before that (ONBOARDING_SESSION_EXPIRED). */
        OnboardingSessionEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event_type: "ONBOARDING_SESSION_COMPLETED" | "ONBOARDING_SESSION_EXPIRED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `obs_`).
                 * @example obs_01JDQ6W4G8X7W4V3T2S1R0QPNM
                 */
                onboarding_session_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                status: components["schemas"]["OnboardingSessionStatus"] | string;
            };
        };
        /** @description The body of a ONBOARDING_SESSION_EXPIRED delivery. */
        OnboardingSessionExpiredEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "ONBOARDING_SESSION_EXPIRED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `obs_`).
                 * @example obs_01JDQ6W4G8X7W4V3T2S1R0QPNM
                 */
                onboarding_session_id: string;
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                status: components["schemas"]["OnboardingSessionStatus"] | string;
            };
        };
        /** @description A page of results, newest first. */
        OnboardingSessionList: {
            data: components["schemas"]["OnboardingSession"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        OnboardingSessionResponse: {
            data: components["schemas"]["OnboardingSession"];
        };
        /**
         * @description OPEN until the end customer completes the application on the hosted page (COMPLETED) or the session's expires_at passes first (EXPIRED).
         * @example OPEN
         * @enum {string}
         */
        OnboardingSessionStatus: "OPEN" | "COMPLETED" | "EXPIRED";
        /** @description The body of a PING delivery. */
        PingEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "PING";
            /** @description Always null: a subscription's events belong to no application. */
            sequence: null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `whk_`).
                 * @example whk_01JDQ6R2C8X7W4V3T2S1R0QPNM
                 */
                subscription_id: string;
                /** @description With SUBSCRIPTION_DISABLED: why it was disabled. */
                reason?: string;
            };
        };
        /**
         * @description Primary business of a corporation.
         * @example SOFTWARE
         * @enum {string}
         */
        PrimaryBusiness: "SOFTWARE" | "ATM" | "BROKER" | "CHARITY" | "COMMODITIES" | "DEFI_EXCHANGE" | "GOVERNMENT_FOREIGN" | "GOVERNMENT_US" | "HNWI" | "INSURANCE" | "ADVISOR" | "LOAN" | "MINER" | "NFT" | "NON_BANK_CUSTODIAN" | "PENSION" | "WHV" | "POOLED_INVESTMENT" | "PROP_TRADING" | "PUBLIC" | "SPV" | "STATE_FOREIGN" | "STATE_US" | "SUPRANATIONAL_BODY" | "PAYMENT_PROCESSOR" | "TOKEN_PROJECT" | "TRUST_PERSONAL" | "TRUST_CORP" | "BANK_US" | "BANK_FOREIGN" | "CRYPTO_MSB_US" | "CRYPTO_MSB_FOREIGN" | "NON_CRYPTO_MSB_US" | "NON_CRYPTO_MSB_FOREIGN" | "OTHER";
        /** @description An RFC 9457 problem details object. Specific errors may add members (for example requirements). */
        Problem: {
            /**
             * @description URI of the error's page in the error reference.
             * @example http://localhost:3000/docs/errors/validation-failed
             */
            type: string;
            /** @example The request is invalid */
            title: string;
            /** @example 400 */
            status: number;
            /** @example 1 field is invalid. */
            detail?: string;
            /**
             * @description The path of the request.
             * @example /v1/applications
             */
            instance?: string;
            code: components["schemas"]["ErrorCode"] | string;
            /** @example req_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
            request_id: string;
            errors?: components["schemas"]["FieldError"][];
            /**
             * @description How many more invalid parts there are than `errors` lists (it lists the first 100); absent when it lists them all.
             * @example 19900
             */
            errors_omitted?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A product of the catalog: what account_to_open.product_id names, and the asset types it allows. */
        Product: {
            /**
             * @description Product of the service's catalog.
             * @example DEPOSIT_BASIC
             */
            product_id: string;
            /** @example Basic deposit account */
            description: string;
            /** @description The asset_type_id values account_to_open may name with this product. */
            asset_types: string[];
        };
        /** @description A page of results, newest first. */
        ProductList: {
            data: components["schemas"]["Product"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        /**
         * @description Regulatory status of a corporation.
         * @example REGULATED
         * @enum {string}
         */
        RegulatedStatus: "REGULATED" | "REGISTERED" | "LICENSED" | "NONE" | "NOT_REQUIRED";
        /** @description Something that must change before the application can be submitted. */
        Requirement: {
            /**
             * @description JSON pointer to the field (into the application, or into an individual).
             * @example /customer_details/date_of_birth
             */
            pointer: string;
            code: components["schemas"]["RequirementCode"] | string;
            /** @example Date of birth is required before submission. */
            description: string;
            /**
             * @description Identifier issued by the service (prefix `ind_`).
             * @example ind_01JDQ6P3A8X7W4V3T2S1R0QPNM
             */
            individual_id?: string;
            awaiting_action_from: components["schemas"]["AwaitingActionFrom"] | string;
            impact: components["schemas"]["RequirementImpact"] | string;
            /**
             * Format: date-time
             * @description When it must be met by, when there is a deadline.
             * @example 2026-11-22T10:15:30.000Z
             */
            due_by?: string;
            /**
             * @description With DOCUMENT_REQUIRED and DOCUMENT_REJECTED: the documents that meet it, any one of them (both sides of a NATIONAL_ID or DRIVERS_LICENSE).
             * @example [
             *       "PASSPORT",
             *       "NATIONAL_ID",
             *       "DRIVERS_LICENSE"
             *     ]
             */
            document_types?: (components["schemas"]["DocumentType"] | string)[];
            /**
             * @description With DOCUMENT_REJECTED: the document the review rejected.
             * @example doc_01JDQ6T8E8X7W4V3T2S1R0QPNM
             */
            document_id?: string;
            /**
             * @description With CHECK_NEEDS_REVIEW and CHECK_FAILED: the verification check.
             * @example vrf_01JDQ6V1F8X7W4V3T2S1R0QPNM
             */
            verification_id?: string;
            /**
             * @description The request in a few words, fit to show the end customer.
             * @example Please provide: Date of birth.
             */
            message: string;
            /** @description Present while the field is required only for some answers and that answer is not given yet: the field is required if the answer at `pointer` is (or, for a list, includes) `value`. Once answered, the requirement either stays without it or goes. */
            required_when?: {
                /**
                 * @description JSON pointer to the answer that decides.
                 * @example /customer_details/employment_status
                 */
                pointer: string;
                /**
                 * @description The answer (for a list: a member) that makes the field required.
                 * @example EMPLOYEE
                 */
                value: string;
            };
        };
        /**
         * @description Why a requirement is open.
         * @example MISSING
         * @enum {string}
         */
        RequirementCode: "MISSING" | "INVALID" | "NOT_ACCEPTED" | "NOT_ATTESTED" | "CHANGES_REQUESTED" | "MISSING_CONTROL_PERSON" | "MISSING_BENEFICIAL_OWNER" | "OWNERSHIP_EXCEEDS_100" | "DOCUMENT_REQUIRED" | "DOCUMENT_REJECTED" | "CHECK_NEEDS_REVIEW" | "CHECK_FAILED";
        /**
         * @description What the requirement holds up while it is open: the submission, or (after it) the approval.
         * @example BLOCKS_SUBMISSION
         * @enum {string}
         */
        RequirementImpact: "BLOCKS_SUBMISSION" | "BLOCKS_APPROVAL";
        /** @description How a reviewer resolves a monitoring alert. */
        ResolveAlertRequest: {
            resolution: components["schemas"]["AlertResolution"];
            /**
             * @description Why: kept with the alert and in the audit trail.
             * @example Different date of birth and nationality
             */
            reason: string;
        };
        ResolvedAlertResponse: {
            data: components["schemas"]["CustomerAlert"];
        };
        /** @description The review's reason and requested changes: present while the status is CHANGES_REQUESTED or REJECTED, null otherwise. */
        Review: {
            /**
             * @description The reviewer's reason.
             * @example Proof of address is unreadable
             */
            reason: string | null;
            /**
             * @description JSON pointers of the fields still to change.
             * @example [
             *       "/customer_details/mailing_address"
             *     ]
             */
            fields: string[];
        };
        ReviewedDocumentResponse: {
            data: components["schemas"]["Document"];
        };
        /** @description One reason the customer's risk is what it is. */
        RiskFactor: {
            /**
             * @description HIGH_RISK_COUNTRY: a nationality, residence or incorporation in a country on the platform's high-risk list; PEP: a politically exposed person among the customer's people (a PEP match cleared at onboarding, or an alert resolved as a true positive on a PEP list); OCCUPATION: an occupation or business on the platform's list of higher-risk ones; EXPECTED_VOLUME: expected monthly deposits or withdrawals at or above the platform's threshold; CORPORATE_STRUCTURE: a corporation whose named beneficial owners hold under half of it.
             * @example HIGH_RISK_COUNTRY
             * @enum {string}
             */
            code: "HIGH_RISK_COUNTRY" | "PEP" | "OCCUPATION" | "EXPECTED_VOLUME" | "CORPORATE_STRUCTURE" | string;
            /**
             * @description What the factor adds to the score (the platform's configuration).
             * @example 40
             */
            weight: number;
            /**
             * @description What raised it, in words.
             * @example Nationality IR
             */
            detail: string;
        };
        /**
         * @description How much risk the customer carries: the sum of its factors' weights against the platform's thresholds.
         * @example MEDIUM
         * @enum {string}
         */
        RiskRating: "LOW" | "MEDIUM" | "HIGH";
        /** @description Your client's clock in development and sandbox. It runs at real speed, ahead of real time by what you advanced it; everything that waits on time reads it (onboarding sessions' expiry, review deadlines), and events carry its time as simulated_date while it is ahead. */
        SandboxClock: {
            /**
             * Format: date-time
             * @description The time on your client's clock: what session expiry and review deadlines compare with.
             * @example 2026-11-22T11:15:30.000Z
             */
            now: string;
            /**
             * Format: date-time
             * @description The real time.
             * @example 2026-11-22T10:15:30.000Z
             */
            real_now: string;
            /**
             * @description How far your clock runs ahead of real time, in seconds (milliseconds as decimals): now − real_now. 0 when it runs at real time.
             * @example 3600
             */
            advanced_by_seconds: number;
        };
        SandboxClockResponse: {
            data: components["schemas"]["SandboxClock"];
        };
        /** @description Decision for the sandbox review simulator. */
        SandboxDecision: {
            /**
             * @example APPROVE
             * @enum {string}
             */
            decision: "APPROVE";
            /**
             * @description Reason shown to the client.
             * @example Documents verified
             */
            reason?: string;
            /**
             * @description Approves over FAILED verification checks, saying why: recorded on each such check and in the audit trail. Checks PENDING or NEEDS_REVIEW still block approval.
             * @example Tax number confirmed with the customer's W-9.
             */
            override_reason?: string;
        } | {
            /** @enum {string} */
            decision: "REJECT";
            /**
             * @description Reason shown to the client.
             * @example Documents verified
             */
            reason?: string;
        } | {
            /** @enum {string} */
            decision: "REQUEST_CHANGES";
            /**
             * @description Reason shown to the client.
             * @example Documents verified
             */
            reason?: string;
            /**
             * @description JSON pointers of the fields to change.
             * @example [
             *       "/customer_details/mailing_address"
             *     ]
             */
            fields: string[];
        };
        /** @description What a sandbox reset deleted of your client's data. Your credentials, webhook subscriptions, branding and clock are kept, and so is the platform's audit trail. */
        SandboxReset: {
            /** @description What the reset deleted, by kind. */
            deleted: {
                /**
                 * @description How many applications were deleted.
                 * @example 2
                 */
                applications: number;
                /**
                 * @description How many individuals of corporate applications were deleted.
                 * @example 2
                 */
                individuals: number;
                /**
                 * @description How many documents, with their content were deleted.
                 * @example 2
                 */
                documents: number;
                /**
                 * @description How many verification checks were deleted.
                 * @example 2
                 */
                verifications: number;
                /**
                 * @description How many review cases, with their notes were deleted.
                 * @example 2
                 */
                review_cases: number;
                /**
                 * @description How many onboarding sessions were deleted.
                 * @example 2
                 */
                onboarding_sessions: number;
                /**
                 * @description How many direct screenings (POST /v1/screenings) were deleted.
                 * @example 2
                 */
                screenings: number;
                /**
                 * @description How many customers, with their monitoring were deleted.
                 * @example 2
                 */
                customers: number;
                /**
                 * @description How many customers' monitoring alerts were deleted.
                 * @example 2
                 */
                customer_alerts: number;
                /**
                 * @description How many accounts were deleted.
                 * @example 2
                 */
                accounts: number;
                /**
                 * @description How many events were deleted.
                 * @example 2
                 */
                events: number;
                /**
                 * @description How many webhook deliveries, with their attempts were deleted.
                 * @example 2
                 */
                deliveries: number;
            };
        };
        SandboxResetResponse: {
            data: components["schemas"]["SandboxReset"];
        };
        /** @description The outcome of one screening. The name and details screened are not echoed: they are kept only encrypted. */
        Screening: {
            /**
             * @description Identifier issued by the service (prefix `scr_`).
             * @example scr_01JDQ6V1F8X7W4V3T2S1R0QPNM
             */
            id: string;
            type: components["schemas"]["ScreeningType"] | string;
            /** @description Entries at or above the threshold, the best first; empty when none. */
            matches: components["schemas"]["ScreeningMatch"][];
            /**
             * @description The least score reported as a match.
             * @example 0.9
             */
            threshold: number;
            /** @description The list versions screened against. */
            lists: components["schemas"]["ListVersion"][];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
        };
        /**
         * @description A detail compared with the listed entry's: the date or year of birth, or the nationality/country.
         * @example DATE_OF_BIRTH
         * @enum {string}
         */
        ScreeningEvidence: "DATE_OF_BIRTH" | "COUNTRY";
        /** @description A listed entry whose name reached the screening threshold. */
        ScreeningMatch: {
            /** @example ofac_sdn */
            source: string;
            /**
             * @description Identifier issued by the service (prefix `lsv_`).
             * @example lsv_01JDQ6V1F8X7W4V3T2S1R0QPNM
             */
            list_version: string;
            /**
             * @description The publisher's id of the listed entry.
             * @example 6950
             */
            entry_id: string;
            /**
             * @description The entry's primary name, as listed.
             * @example UTHMAN, Omar Mahmoud
             */
            entry_name: string;
            /**
             * @description The listed name (primary or alias) that matched best.
             * @example UTHMAN, Omar Mahmoud
             */
            matched_name: string;
            /**
             * @description How close the names are, 0 to 1, after corroboration.
             * @example 0.97
             */
            score: number;
            /** @description Details that agree with the entry's (raise the score). */
            corroborated: (components["schemas"]["ScreeningEvidence"] | string)[];
            /** @description Details that disagree with the entry's (lower the score). */
            contradicted: (components["schemas"]["ScreeningEvidence"] | string)[];
        };
        ScreeningResponse: {
            data: components["schemas"]["Screening"];
        };
        /**
         * @description A person is screened against listed persons only, an organization against organisations.
         * @example person
         * @enum {string}
         */
        ScreeningType: "person" | "organization";
        /** @description The outcome of a check, set by hand (sandbox). reason_code becomes CLEARED_BY_REVIEWER when a check that needs review passes, otherwise SET_BY_OPERATOR. */
        SetVerificationOutcomeRequest: {
            /**
             * @example PASSED
             * @enum {string}
             */
            status: "PASSED" | "FAILED" | "NEEDS_REVIEW";
            /**
             * @description Why: required when a check that needs review is cleared (NEEDS_REVIEW → PASSED).
             * @example Different date of birth than the listed person; cleared.
             */
            reason?: string;
        };
        /**
         * @description Primary source of the customer's funds.
         * @example EMPLOYMENT
         * @enum {string}
         */
        SourceOfFunds: "EMPLOYMENT" | "SAVINGS" | "WINNINGS" | "MARITAL" | "REAL_ESTATE" | "TRUST" | "INVESTMENT" | "OTHER" | "COMPANY" | "COMPANY_CAPITAL" | "LOAN" | "PRIVATE_CAPITAL" | "GRANT";
        /** @description A webhook subscription. */
        Subscription: {
            /**
             * @description Identifier issued by the service (prefix `whk_`).
             * @example whk_01JDQ6R2C8X7W4V3T2S1R0QPNM
             */
            id: string;
            url: string;
            event_types: components["schemas"]["EventTypeSelection"];
            description: string | null;
            enabled: boolean;
            /** @description Why the service disabled the subscription, if it did. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
            /**
             * @description Signing secret (whsec_…): returned only by create and rotate-secret.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret?: string;
        };
        /** @description The body of a SUBSCRIPTION_DISABLED delivery. */
        SubscriptionDisabledEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "SUBSCRIPTION_DISABLED";
            /** @description Always null: a subscription's events belong to no application. */
            sequence: null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `whk_`).
                 * @example whk_01JDQ6R2C8X7W4V3T2S1R0QPNM
                 */
                subscription_id: string;
                /** @description With SUBSCRIPTION_DISABLED: why it was disabled. */
                reason?: string;
            };
        };
        /** @description Something that happened to a webhook subscription. */
        SubscriptionEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event_type: "PING" | "SUBSCRIPTION_DISABLED";
            /** @description Always null: a subscription's events belong to no application. */
            sequence: null;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `whk_`).
                 * @example whk_01JDQ6R2C8X7W4V3T2S1R0QPNM
                 */
                subscription_id: string;
                /** @description With SUBSCRIPTION_DISABLED: why it was disabled. */
                reason?: string;
            };
        };
        /** @description A page of results, newest first. */
        SubscriptionList: {
            data: components["schemas"]["Subscription"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        SubscriptionResponse: {
            data: components["schemas"]["Subscription"];
        };
        /** @description A token to revoke or introspect (RFC 7009, RFC 7662). */
        TokenHint: {
            token: string;
            /**
             * @description A hint only (access_token, refresh_token, …): any value is accepted.
             * @example access_token
             */
            token_type_hint?: string;
            /** @description With client_secret: client_secret_post authentication. With client_assertion: optional, and then the assertion's issuer. */
            client_id?: string;
            /** @description Only in the form body, and only without HTTP Basic. */
            client_secret?: string;
            /**
             * @description private_key_jwt (RFC 7523): urn:ietf:params:oauth:client-assertion-type:jwt-bearer.
             * @example urn:ietf:params:oauth:client-assertion-type:jwt-bearer
             */
            client_assertion_type?: string;
            /** @description private_key_jwt (RFC 7523): a JWT signed with one of the client's registered keys (ES256, PS256 or EdDSA), with iss and sub the client id, aud the issuer (or the token endpoint's URL), exp at most 5 minutes ahead, and a jti used once. */
            client_assertion?: string;
        };
        /** @description An access token (RFC 6749 §5.1). No refresh token is issued. */
        TokenResponse: {
            /**
             * @description JWT access token (RFC 9068).
             * @example eyJhbGciOiJFUzI1NiIsInR5cCI6ImF0K2p3dCJ9…
             */
            access_token: string;
            /**
             * @description DPoP when the request carried a DPoP proof: the token is bound to the proof's key (send it as Authorization: DPoP, with a proof).
             * @enum {string}
             */
            token_type: "Bearer" | "DPoP" | string;
            /**
             * @description Lifetime in seconds: 900 in production and sandbox, 43200 in development.
             * @example 900
             */
            expires_in: number;
            /**
             * @description Space-delimited scopes.
             * @example applications:read applications:write
             */
            scope: string;
        };
        /**
         * @description Bucket of trades per month.
         * @example UPTO_20
         * @enum {string}
         */
        TradesPerMonth: "UPTO_20" | "TWENTYONE_TO_30" | "THIRTYONE_TO_100" | "ONEHUNDREDANDONE_TO_200" | "TWOHUNDREDANDONE_TO_400" | "MORE_THAN_400";
        /**
         * @description How often transactions happen.
         * @example DAILY
         * @enum {string}
         */
        TransactionFrequency: "DAILY" | "WEEKLY" | "BIWEEKLY" | "MONTHLY" | "QUARTERLY" | "SEMI_ANNUALLY";
        /** @description Pause or resume a customer's monitoring. */
        UpdateMonitoringRequest: {
            status: components["schemas"]["MonitoringStatus"];
            /**
             * @description Why it is paused (kept, shown to reviewers).
             * @example Account closing
             */
            reason?: string;
        };
        /** @description JSON merge patch of a subscription: omitted fields are kept, null removes the description. */
        UpdateSubscriptionRequest: {
            /**
             * Format: uri
             * @description Where deliveries are POSTed. In sandbox and production: https, and the host must resolve to public addresses only (checked again at every delivery).
             * @example https://hooks.example.com/onboarding
             */
            url?: string;
            event_types?: components["schemas"]["EventTypeSelection"];
            description?: string | null;
            /** @description false stops deliveries (pending ones wait; new events are not queued); true resumes them, also after the service disabled the subscription. */
            enabled?: boolean;
        };
        UpdatedMonitoringResponse: {
            data: components["schemas"]["Monitoring"];
        };
        /**
         * @description US residency status of a person.
         * @example US_CITIZEN
         * @enum {string}
         */
        UsResidencyStatus: "US_CITIZEN" | "RESIDENT_ALIEN" | "NON_RESIDENT_ALIEN";
        /**
         * @description Bucket of a monthly USD value.
         * @example UPTO_1K
         * @enum {string}
         */
        ValueBucket: "UPTO_1K" | "ONE_TO_100K" | "ONEHUNDREDK_TO_1M" | "MILLION_TO_5M" | "MORE_THAN_5M";
        /** @description One check of one subject of a submitted application. */
        Verification: {
            /**
             * @description Identifier issued by the service (prefix `vrf_`).
             * @example vrf_01JDQ6V1F8X7W4V3T2S1R0QPNM
             */
            id: string;
            /**
             * @description Identifier issued by the service (prefix `app_`).
             * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
             */
            application_id: string;
            /** @description The person of a corporate application checked; null when the subject is the applicant itself. */
            individual_id: string | null;
            /** @description With DOCUMENT: the document checked. */
            document_id: string | null;
            check: components["schemas"]["VerificationCheck"] | string;
            status: components["schemas"]["VerificationStatus"] | string;
            reason_code: components["schemas"]["VerificationReasonCode"] | null | string;
            /** @description Detail of the outcome, or the reviewer's reason for overriding it. */
            reason: string | null;
            /** @description WATCHLIST and PEP: the listed entries whose names reached the threshold, the best first (kept when a reviewer clears them as false positives). Empty otherwise. */
            matches: components["schemas"]["ScreeningMatch"][];
            /** @description WATCHLIST and PEP: the list versions the subject was screened against. Empty for other checks, and before the check ran. */
            screened_against: components["schemas"]["ListVersion"][];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            updated_at: string;
        };
        /**
         * @description What is verified: the identity, date of birth, address and tax id of a subject; each of its documents; sanctions lists (WATCHLIST); politically exposed persons (PEP).
         * @example WATCHLIST
         * @enum {string}
         */
        VerificationCheck: "IDENTITY" | "DATE_OF_BIRTH" | "ADDRESS" | "TAX_ID" | "DOCUMENT" | "WATCHLIST" | "PEP";
        /** @description A verification check of an application changed status. */
        VerificationEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event_type: "VERIFICATION_UPDATED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description Identifier issued by the service (prefix `vrf_`).
                 * @example vrf_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                verification_id: string;
                individual_id: string | null;
                document_id: string | null;
                check: components["schemas"]["VerificationCheck"] | string;
                previous_status: components["schemas"]["VerificationStatus"] | null | string;
                status: components["schemas"]["VerificationStatus"] | string;
                reason_code: components["schemas"]["VerificationReasonCode"] | null | string;
            };
        };
        /** @description A page of results, newest first. */
        VerificationList: {
            data: components["schemas"]["Verification"][];
            has_more: boolean;
            links: {
                /** @example /v1/applications?starting_after=app_01JDQ6N0Z8X7W4V3T2S1R0QPNM */
                next: string | null;
            };
        };
        /**
         * @description Why a check has its status.
         * @example POSSIBLE_WATCHLIST_MATCH
         * @enum {string}
         */
        VerificationReasonCode: "NO_MATCH" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_UNVERIFIED" | "TAX_ID_MISMATCH" | "INVALID_TAX_ID_FORMAT" | "FORMAT_VALID" | "UNDERAGE" | "DATE_OF_BIRTH_IMPLAUSIBLE" | "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_REJECTED" | "WATCHLIST_MATCH" | "POSSIBLE_WATCHLIST_MATCH" | "PEP_MATCH" | "CLEARED_BY_REVIEWER" | "SET_BY_OPERATOR" | "MANUAL_REVIEW";
        VerificationResponse: {
            data: components["schemas"]["Verification"];
        };
        /**
         * @description PENDING until the provider answers; NEEDS_REVIEW when a person must look (a possible match).
         * @example PASSED
         * @enum {string}
         */
        VerificationStatus: "PENDING" | "PASSED" | "FAILED" | "NEEDS_REVIEW";
        /** @description The body of a VERIFICATION_UPDATED delivery. */
        VerificationUpdatedEvent: {
            /**
             * @description Identifier issued by the service (prefix `evt_`).
             * @example evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM
             */
            event_id: string;
            /** @enum {string} */
            event_type: "VERIFICATION_UPDATED";
            sequence: components["schemas"]["EventSequence"];
            /**
             * Format: date-time
             * @description RFC 3339 timestamp in UTC.
             * @example 2026-11-22T10:15:30.000Z
             */
            event_date: string;
            /**
             * Format: date-time
             * @description Development and sandbox only, and only while your client's clock is advanced (POST /v1/sandbox/clock/advance): the time on that clock when the event happened. event_date is always the real time.
             * @example 2026-11-23T10:15:30.000Z
             */
            simulated_date?: string;
            data: {
                /**
                 * @description Identifier issued by the service (prefix `app_`).
                 * @example app_01JDQ6N0Z8X7W4V3T2S1R0QPNM
                 */
                application_id: string;
                /**
                 * @description Identifier issued by the service (prefix `vrf_`).
                 * @example vrf_01JDQ6V1F8X7W4V3T2S1R0QPNM
                 */
                verification_id: string;
                individual_id: string | null;
                document_id: string | null;
                check: components["schemas"]["VerificationCheck"] | string;
                previous_status: components["schemas"]["VerificationStatus"] | null | string;
                status: components["schemas"]["VerificationStatus"] | string;
                reason_code: components["schemas"]["VerificationReasonCode"] | null | string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getJwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Web Key Set. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description public, with a max-age: the keys and the metadata change rarely. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description public, with a max-age: the keys and the metadata change rarely. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Health"];
                };
            };
        };
    };
    introspectToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenHint"];
            };
        };
        responses: {
            /** @description Whether the token is active, and its claims. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Introspection"];
                };
            };
            /** @description invalid_request. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Basic realm="onboarding-api": authenticate the client. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description temporarily_unavailable: too many requests, or failed authentications from this address; see Retry-After. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error: something went wrong on our side. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error: the service is temporarily unavailable; see Retry-After. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenHint"];
            };
        };
        responses: {
            /** @description Revoked (or unknown). */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client (a secret, or a client assertion as at the token endpoint). */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Basic realm="onboarding-api": authenticate the client. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description temporarily_unavailable: too many requests, or failed authentications from this address; see Retry-After. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error: something went wrong on our side. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error: the service is temporarily unavailable; see Retry-After. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    issueToken: {
        parameters: {
            query?: {
                grant_type?: string;
                /** @description Space-delimited scopes. */
                scope?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * @description Must be client_credentials.
                     * @example client_credentials
                     */
                    grant_type?: string;
                    /**
                     * @description Space-delimited scopes.
                     * @example applications:read applications:write
                     */
                    scope?: string;
                    /** @description With client_secret: client_secret_post authentication. With client_assertion: optional, and then the assertion's issuer. */
                    client_id?: string;
                    /** @description Only in the form body, and only without HTTP Basic. */
                    client_secret?: string;
                    /**
                     * @description private_key_jwt (RFC 7523): urn:ietf:params:oauth:client-assertion-type:jwt-bearer.
                     * @example urn:ietf:params:oauth:client-assertion-type:jwt-bearer
                     */
                    client_assertion_type?: string;
                    /** @description private_key_jwt (RFC 7523): a JWT signed with one of the client's registered keys (ES256, PS256 or EdDSA), with iss and sub the client id, aud the issuer (or the token endpoint's URL), exp at most 5 minutes ahead, and a jti used once. */
                    client_assertion?: string;
                };
            };
        };
        responses: {
            /** @description An access token. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description Always no-store. */
                    "Cache-Control": "no-store";
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description invalid_request, unsupported_grant_type or invalid_scope; with DPoP, invalid_dpop_proof (the proof is refused, or a fapi2 client sent none) or use_dpop_nonce (retry with the DPoP-Nonce given). */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description With invalid_dpop_proof and use_dpop_nonce: a server nonce to put in the next DPoP proof (valid for 5 minutes). */
                    "DPoP-Nonce"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client, with WWW-Authenticate: Basic; its error_description says why when that tells nothing the caller did not send (an assertion's fault, a fapi2 client's secret, a source address not allowed). */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Basic realm="onboarding-api": authenticate the client. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Only POST is allowed. */
            405: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description temporarily_unavailable: too many requests, or failed authentications from this address; see Retry-After. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error: something went wrong on our side. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error: the service is temporarily unavailable; see Retry-After. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description The account_id given in account_to_open. */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
                /** @description Status of an application. Set by the service, never by the client. */
                status?: components["schemas"]["ApplicationStatus"];
                /** @description Whether the application onboards a person or a corporation. */
                application_type?: components["schemas"]["ApplicationType"];
                /** @description Identifier chosen by the caller, unique per API client: 1–64 letters, digits, `-`, `_`, `.` or `:`, starting with a letter or digit. */
                customer_id?: components["schemas"]["ExternalId"];
                /** @description Exact e-mail address of the person or corporation. */
                email_address?: string;
                /** @description Created at or after this time. */
                created_gte?: string;
                /** @description Created before this time. */
                created_lt?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApplicationRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description URL of the created resource. */
                    Location: string;
                    /** @description Version of the resource, for If-Match. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationCreatedResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Version of the resource, for If-Match. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
                /** @description ETag of the version the change is based on; 412 when it is no longer current. */
                "if-match"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["ApplicationPatch"];
                "application/json": components["schemas"]["ApplicationPatch"];
            };
        };
        responses: {
            /** @description The updated application. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description Version of the resource, for If-Match. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource changed (If-Match did not match). Codes: PRECONDITION_FAILED. */
            412: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled application. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description Version of the resource, for If-Match. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description The document: SCANNING, or PENDING_REVIEW where no malware scanner is configured. */
            201: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description URL of the created resource. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
                /** @description Identifier of the document. */
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
                /** @description Identifier of the document. */
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDocumentContent: {
        parameters: {
            query?: {
                /** @description view (the default): an image re-encoded for viewing, upright, without EXIF, GPS or XMP metadata (a PDF as uploaded); original: the bytes as uploaded. */
                variant?: "view" | "original";
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
                /** @description Identifier of the document. */
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description attachment, with the file name as uploaded: attachment; filename="passport.pdf". */
                    "Content-Disposition": string;
                    /** @description The SHA-256 of the bytes served, hex, in double quotes. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addIndividual: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateIndividual"];
            };
        };
        responses: {
            /** @description The person. */
            201: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description URL of the created resource. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateIndividualResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeIndividual: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
                /** @description Identifier of the person on the application. */
                individual_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateIndividual: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
                /** @description Identifier of the person on the application. */
                individual_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["CorporateIndividualPatch"];
                "application/json": components["schemas"]["CorporateIndividualPatch"];
            };
        };
        responses: {
            /** @description The updated person. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateIndividualResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOnboardingSessions: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of onboarding sessions. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingSessionList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOnboardingSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOnboardingSessionRequest"];
            };
        };
        responses: {
            /** @description The session, OPEN, with its url (shown this once). */
            201: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description URL of the created resource. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingSessionResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOnboardingSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
                /** @description Identifier of the onboarding session. */
                onboarding_session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The onboarding session. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingSessionResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplicationStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Status and requirements. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationStatusResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submitted application. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description Version of the resource, for If-Match. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVerifications: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of checks. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description The customer_id given when the application was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomerAlerts: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
                /** @description Only the alerts in this status. */
                status?: "OPEN" | "RESOLVED";
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description The customer_id given when the application was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAlertList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomerMonitoring: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description The customer_id given when the application was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's monitoring. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCustomerMonitoring: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description The customer_id given when the application was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["UpdateMonitoringRequest"];
                "application/json": components["schemas"]["UpdateMonitoringRequest"];
            };
        };
        responses: {
            /** @description The customer's monitoring. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedMonitoringResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
                /** @description Kind of event: the creation of an application or the status it moved to (APPLICATION_INCOMPLETE when a change reopened a requirement); a document accepted or rejected by the review, or quarantined by the malware scan (DOCUMENT_QUARANTINED); a verification check whose status changed; an onboarding session completed by the end customer on the hosted page, or expired before that (ONBOARDING_SESSION_COMPLETED, ONBOARDING_SESSION_EXPIRED); an approved customer's monitoring alert created or resolved, the customer restricted, rated again, or due for its periodic review (CUSTOMER_…); PING, the test event of a subscription; SUBSCRIPTION_DISABLED, a subscription disabled after failing for five days. */
                event_type?: components["schemas"]["EventType"];
                /** @description Only the events of this application. */
                application_id?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the event. */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    decideApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the application. */
                application_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxDecision"];
            };
        };
        responses: {
            /** @description The decided application. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecidedApplicationResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your clock. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceSandboxClockRequest"];
            };
        };
        responses: {
            /** @description Your clock, advanced. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your clock, at real time. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resolveCustomerAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description The customer_id given when the application was created. */
                customer_id: string;
                /** @description Identifier of the alert. */
                alert_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveAlertRequest"];
            };
        };
        responses: {
            /** @description The resolved alert. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedAlertResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reviewDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the document. */
                document_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentReview"];
            };
        };
        responses: {
            /** @description The reviewed document. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedDocumentResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was deleted. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxResetResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setVerificationOutcome: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the verification check. */
                verification_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetVerificationOutcomeRequest"];
            };
        };
        responses: {
            /** @description The check with its new outcome. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createScreening: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScreeningRequest"];
            };
        };
        responses: {
            /** @description The screening and its matches. */
            201: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreeningResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription, with its secret. */
            201: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    /** @description URL of the created resource. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["UpdateSubscriptionRequest"];
                "application/json": components["schemas"]["UpdateSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The updated subscription. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body arrived too slowly. Codes: REQUEST_TIMEOUT. */
            408: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported content type. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1-100. */
                limit?: number;
                /** @description Cursor: return objects older than this id. */
                starting_after?: string;
                /** @description Cursor: return objects newer than this id. Not together with starting_after. */
                ending_before?: string;
            };
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    retryDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
                /** @description Identifier of the delivery. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, scheduled. */
            202: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateSubscriptionSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, with its new secret. */
            200: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    testSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid. */
                "x-svc-request-id"?: string;
                /** @description A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce. */
                DPoP?: string;
                /** @description Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide). */
                "x-svc-idempotency-id"?: string;
            };
            path: {
                /** @description Identifier of the subscription. */
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PING delivery, scheduled. */
            202: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description The request is invalid. Codes: VALIDATION_FAILED, MALFORMED_REQUEST, UNSUPPORTED_DOCUMENT. */
            400: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request". */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentication is required. Codes: UNAUTHORIZED. */
            401: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="ES256 PS256 EdDSA", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges. */
                    "WWW-Authenticate": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks a required scope. Codes: INSUFFICIENT_SCOPE, SOURCE_ADDRESS_NOT_ALLOWED. */
            403: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed. */
                    "WWW-Authenticate"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found. Codes: NOT_FOUND, PRODUCT_NOT_FOUND, ASSET_TYPE_NOT_FOUND. */
            404: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict with the current state. Codes: CONFLICT, DUPLICATE_CUSTOMER_ID, DUPLICATE_ACCOUNT_ID, APPLICATION_LOCKED, INVALID_STATUS_TRANSITION, NOT_READY_FOR_SUBMISSION, INDIVIDUALS_NOT_ALLOWED, APPROVAL_BLOCKED, DOCUMENT_NOT_SCANNED, DOCUMENT_QUARANTINED, IDEMPOTENCY_KEY_IN_USE, DOCUMENT_LIMIT_REACHED. */
            409: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response. */
                    "Retry-After"?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The idempotency key was used with another request. Codes: IDEMPOTENCY_KEY_MISMATCH, INVALID_CLOCK_CHANGE. */
            422: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. */
                    RateLimit: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. Codes: INTERNAL_ERROR. */
            500: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable. Codes: SERVICE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description The request's id, also in every log line and error body. */
                    "x-svc-request-id": string;
                    /** @description no-store: responses carry personal data or credentials and are never cached. */
                    "Cache-Control": string;
                    /** @description The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window. Absent when the answer came before the request was counted. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s. Absent when the answer came before the request was counted. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    /** @description Only on a replay: true, this is the stored response of an earlier request with the same idempotency key. */
                    "x-svc-idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applicationCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationIncomplete: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationIncompleteEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationReadyForSubmission: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationReadyForSubmissionEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationSubmitted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationSubmittedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationProcessing: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationProcessingEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationChangesRequested: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationChangesRequestedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationApproved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationApprovedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationRejectedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationCancelledEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentAccepted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentAcceptedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentRejectedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentQuarantined: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentQuarantinedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verificationUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onboardingSessionCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingSessionCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onboardingSessionExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingSessionExpiredEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerAlertCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAlertCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerAlertResolved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAlertResolvedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerRestricted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerRestrictedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerRiskRated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerRiskRatedEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerReviewDue: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerReviewDueEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ping: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PingEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    subscriptionDisabled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry of a delivery, to de-duplicate by. */
                "webhook-id": string;
                /** @description Unix seconds of the attempt; refuse deliveries too far from now (5 minutes). */
                "webhook-timestamp": string;
                /** @description Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid. */
                "webhook-signature": string;
                /** @description The subscription the delivery is for: which secret verifies it, when one receiver serves several. */
                "x-svc-subscription-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionDisabledEvent"];
            };
        };
        responses: {
            /** @description Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
