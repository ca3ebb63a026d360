import type { ApplicationStatus } from "@onboarding/core";
import type { Keyring } from "../crypto/keyring.ts";
import type { ErrorMapper, Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import type {
  ApplicationRecord,
  CorporationDetails,
  IndividualDetails,
  IndividualRecord,
  PersonDetails,
  StoredDetails,
  TypedDetails,
} from "./application.ts";
import type { DocumentSummary } from "./evidence-requirements.ts";
import { seal, unseal, unsealMasked } from "./sensitive.ts";

interface ApplicationRow {
  application_id: string;
  client_id: string;
  application_type: "INDIVIDUAL" | "CORPORATION";
  status: ApplicationStatus;
  customer_id: string;
  account_id: string;
  product_id: string;
  asset_type_id: string;
  terms_and_conditions_accepted: boolean;
  information_attested: boolean;
  attested_at: Date | null;
  attested_ip: string | null;
  details: StoredDetails | string;
  changes_requested: string[] | string;
  decision_reason: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  decided_at: Date | null;
}

interface IndividualRow {
  individual_id: string;
  application_id: string;
  details: StoredDetails | string;
  created_at: Date;
  updated_at: Date;
}

const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/*
 * Stored details were validated by core's schemas when they were written (the service writes nothing else): read,
 * they are given the types of those schemas here, the one place where stored details meet their types.
 */
const personDetails = (details: StoredDetails) => details as PersonDetails;
const applicationDetails = (type: ApplicationRecord["type"], details: StoredDetails): TypedDetails =>
  type === "INDIVIDUAL" ? { type, details: details as IndividualDetails } : { type, details: details as CorporationDetails };

export type SealedKind = "application" | "individual";

/**
 * An application as the API shows it, serialised, with the version of the views that rendered it: written beside
 * the record with every change. The store does not render views; the service hands them in.
 */
export interface RenderedView {
  json: string;
  version: number;
}

/**
 * An application read to be shown: its stored view when that was rendered by the wanted version of the views,
 * otherwise its record (sensitive values masked) to render the view from.
 */
export type Shown = { id: string; version: number } & ({ view: string } | { record: ApplicationRecord });

/** What is read of a row to show it when its view is stored. */
interface ViewRow {
  application_id: string;
  version: number;
  view_version: number | null;
  resource: string | null;
}

export interface ListFilters {
  status?: string | undefined;
  application_type?: string | undefined;
  customer_id?: string | undefined;
  email_address?: string | undefined;
  created_gte?: string | undefined;
  created_lt?: string | undefined;
}

/** SQL of applications and their individuals. Every statement is filtered by the owning API client. */
export function applicationsStore(keyring: Keyring) {
  /** What a record's sensitive values are read as: in clear (to change the record), or masked (to show it). */
  type View = "plain" | "masked";
  const open = (view: View) => (view === "plain" ? unseal : unsealMasked);

  const toIndividual = (row: IndividualRow, view: View): IndividualRecord => ({
    id: row.individual_id,
    details: personDetails(open(view)(keyring, json(row.details), row.individual_id)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  const toRecord = (row: ApplicationRow, individuals: IndividualRow[], view: View = "plain"): ApplicationRecord => ({
    id: row.application_id,
    clientId: row.client_id,
    ...applicationDetails(row.application_type, open(view)(keyring, json(row.details), row.application_id)),
    status: row.status,
    customerId: row.customer_id,
    accountToOpen: { account_id: row.account_id, product_id: row.product_id, asset_type_id: row.asset_type_id },
    termsAccepted: row.terms_and_conditions_accepted,
    attested: row.information_attested,
    attestedAt: row.attested_at,
    attestedIp: row.attested_ip,
    changesRequested: json(row.changes_requested),
    decisionReason: row.decision_reason,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    individuals: individuals
      .filter((individual) => individual.application_id === row.application_id)
      .map((individual) => toIndividual(individual, view)),
  });

  /** The individuals of the corporations among the rows (INDIVIDUAL applications have none: no query for them). */
  const individualsOf = (db: Queryable, rows: ApplicationRow[]) => {
    const ids = rows.filter((row) => row.application_type === "CORPORATION").map((row) => row.application_id);
    return ids.length === 0
      ? Promise.resolve([])
      : db.query<IndividualRow>("SELECT * FROM individuals WHERE application_id = ANY($1) ORDER BY individual_id", [ids]);
  };

  const columns = (record: ApplicationRecord, view: RenderedView) => [
    record.id,
    record.clientId,
    record.type,
    record.status,
    record.customerId,
    record.accountToOpen.account_id,
    record.accountToOpen.product_id,
    record.accountToOpen.asset_type_id,
    record.termsAccepted,
    record.attested,
    record.attestedAt,
    record.attestedIp,
    JSON.stringify(seal(keyring, record.details, record.id)),
    record.details.email_address?.toLowerCase() ?? null,
    JSON.stringify(record.changesRequested),
    record.decisionReason,
    record.version,
    record.createdAt,
    record.updatedAt,
    record.submittedAt,
    record.decidedAt,
    view.json,
    view.version,
  ];

  /**
   * The rows to show: each with its stored view when that is of `viewVersion`, otherwise with its record, read in
   * full (a view stored by another version, or none for rows written before views were stored, is not served).
   */
  const shown = async (db: Queryable, clientId: string, rows: ViewRow[], viewVersion: number): Promise<Shown[]> => {
    const current = (row: ViewRow) => row.resource !== null && row.view_version === viewVersion;
    const stale = rows.filter((row) => !current(row)).map((row) => row.application_id);
    const records = new Map<string, ApplicationRecord>();
    if (stale.length > 0) {
      const full = await db.query<ApplicationRow>("SELECT * FROM applications WHERE client_id = $1 AND application_id = ANY($2)", [
        clientId,
        stale,
      ]);
      const individuals = await individualsOf(db, full);
      for (const row of full) {
        records.set(row.application_id, toRecord(row, individuals, "masked"));
      }
    }
    return rows.map((row) => {
      const record = records.get(row.application_id);
      return record
        ? { id: row.application_id, version: row.version, record }
        : { id: row.application_id, version: row.version, view: row.resource as string };
    });
  };

  return {
    /** A new application with its view. `onError` names the conflict when a unique customer_id or account_id is taken. */
    insert: (db: Queryable, record: ApplicationRecord, view: RenderedView, onError?: ErrorMapper) =>
      db.write(
        `INSERT INTO applications (application_id, client_id, application_type, status, customer_id, account_id, product_id, asset_type_id,
           terms_and_conditions_accepted, information_attested, attested_at, attested_ip, details, email_address, changes_requested,
           decision_reason, version, created_at, updated_at, submitted_at, decided_at, resource, view_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
        columns(record, view),
        { onError, row: `applications/${record.id}` },
      ),

    /** Saves a changed application and its view as version + 1 (record.version is the version it was read at). */
    update: (db: Queryable, record: ApplicationRecord, view: RenderedView, onError?: ErrorMapper) =>
      db.write(
        `UPDATE applications SET status = $4, customer_id = $5, account_id = $6, product_id = $7, asset_type_id = $8,
           terms_and_conditions_accepted = $9, information_attested = $10, attested_at = $11, attested_ip = $12, details = $13,
           email_address = $14, changes_requested = $15, decision_reason = $16, version = $17 + 1, created_at = $18, updated_at = $19,
           submitted_at = $20, decided_at = $21, resource = $22, view_version = $23
         WHERE application_id = $1 AND client_id = $2 AND application_type = $3 AND version = $17`,
        columns(record, view),
        { onError, row: `applications/${record.id}` },
      ),

    /**
     * One application of the client: to change it (`forUpdate`: locked, sensitive values in clear), or to show it
     * (sensitive values masked, nothing decrypted).
     */
    async find(db: Queryable, clientId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<ApplicationRecord | undefined> {
      const [row] = await db.query<ApplicationRow>(
        `SELECT * FROM applications WHERE client_id = $1 AND application_id = $2${options.forUpdate ? " FOR UPDATE" : ""}`,
        [clientId, id],
      );
      return row ? toRecord(row, await individualsOf(db, [row]), options.forUpdate ? "plain" : "masked") : undefined;
    },

    /** One application of the client to show, its view as of `viewVersion`; undefined when it has none by that id. */
    async shown(db: Queryable, clientId: string, id: string, viewVersion: number): Promise<Shown | undefined> {
      const rows = await db.query<ViewRow>(
        "SELECT application_id, version, view_version, resource FROM applications WHERE client_id = $1 AND application_id = $2",
        [clientId, id],
      );
      return (await shown(db, clientId, rows, viewVersion))[0];
    },

    /** What the requirements need of an application's documents (their review, not their content). */
    async documentsOf(db: Queryable, applicationId: string): Promise<DocumentSummary[]> {
      return db.query<DocumentSummary>(
        "SELECT document_id AS id, individual_id, document_type AS type, side, status, reason_code, reason, created_at FROM documents WHERE application_id = $1",
        [applicationId],
      );
    },

    /** For operators (the review): any client's application, locked for the transaction unless only read (`lock` false). */
    async findForOperator(db: Queryable, id: string, lock = true): Promise<ApplicationRecord | undefined> {
      const [row] = await db.query<ApplicationRow>(`SELECT * FROM applications WHERE application_id = $1${lock ? " FOR UPDATE" : ""}`, [
        id,
      ]);
      return row ? toRecord(row, await individualsOf(db, [row])) : undefined;
    },

    /** A page of the client's applications to show, newest first, with the filters; views as of `viewVersion`. */
    async list(
      db: Queryable,
      clientId: string,
      filters: ListFilters,
      page: Page,
      viewVersion: number,
    ): Promise<{ items: Shown[]; hasMore: boolean }> {
      const { rows, hasMore } = await keysetPage<ViewRow>(
        db,
        {
          table: "applications",
          id: "application_id",
          columns: "application_id, version, view_version, resource",
          conditions: [
            ["client_id = ?", clientId],
            ["status = ?", filters.status],
            ["application_type = ?", filters.application_type],
            ["customer_id = ?", filters.customer_id],
            ["email_address = ?", filters.email_address?.toLowerCase()],
            ["created_at >= ?", filters.created_gte && new Date(filters.created_gte)],
            ["created_at < ?", filters.created_lt && new Date(filters.created_lt)],
          ],
        },
        page,
      );
      return { items: await shown(db, clientId, rows, viewVersion), hasMore };
    },

    insertIndividual: (db: Queryable, clientId: string, applicationId: string, individual: IndividualRecord) =>
      db.write(
        "INSERT INTO individuals (individual_id, application_id, client_id, details, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)",
        [individual.id, applicationId, clientId, JSON.stringify(seal(keyring, individual.details, individual.id)), individual.createdAt],
        { row: `individuals/${individual.id}` },
      ),

    updateIndividual: (db: Queryable, clientId: string, individual: IndividualRecord) =>
      db.write(
        "UPDATE individuals SET details = $3, updated_at = $4 WHERE individual_id = $1 AND client_id = $2",
        [individual.id, clientId, JSON.stringify(seal(keyring, individual.details, individual.id)), individual.updatedAt],
        { row: `individuals/${individual.id}` },
      ),

    deleteIndividual: (db: Queryable, clientId: string, individualId: string) =>
      db.write("DELETE FROM individuals WHERE individual_id = $1 AND client_id = $2", [individualId, clientId], {
        row: `individuals/${individualId}`,
      }),

    /** Every stored details object as it is at rest (sealed), for re-encryption after a key rotation. */
    async sealedDetails(db: Queryable): Promise<{ kind: SealedKind; id: string; details: StoredDetails }[]> {
      const rows = await db.query<{ kind: SealedKind; id: string; details: StoredDetails | string }>(
        "SELECT 'application' AS kind, application_id AS id, details FROM applications UNION ALL SELECT 'individual', individual_id, details FROM individuals",
      );
      return rows.map((row) => ({ ...row, details: json(row.details) }));
    },

    saveSealedDetails: (db: Queryable, kind: SealedKind, id: string, details: StoredDetails) =>
      kind === "application"
        ? db.query("UPDATE applications SET details = $2 WHERE application_id = $1", [id, JSON.stringify(details)])
        : db.query("UPDATE individuals SET details = $2 WHERE individual_id = $1", [id, JSON.stringify(details)]),
  };
}

export type ApplicationsStore = ReturnType<typeof applicationsStore>;
