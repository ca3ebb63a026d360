/** Who is calling, as the storage layer filters by it (tenancy): the authenticated API client and its scopes. */
export interface AuthContext {
  clientId: string;
  scopes: ReadonlySet<string>;
}
