/** Who is calling, as the storage layer filters by it (tenancy): the authenticated API client and its scopes. */
export interface AuthContext {
  clientId: string;
  scopes: ReadonlySet<string>;
  /**
   * At the token endpoint, the thumbprint of the key a valid DPoP proof was signed with (the token is bound to it):
   * absent without a proof.
   */
  dpopJkt?: string;
}
