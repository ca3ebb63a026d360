/** Who is calling, as the storage layer filters by it (tenancy): the authenticated API client and its scopes. */
export interface AuthContext {
  clientId: string;
  scopes: ReadonlySet<string>;
  /**
   * The thumbprint of the key the request's valid DPoP proof was signed with: at the token endpoint, the key the token
   * is bound to; on /v1, the key of the DPoP-bound token it carried. Absent without a proof (a bearer token).
   */
  dpopJkt?: string;
}
