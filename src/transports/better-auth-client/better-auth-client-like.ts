/** What a Better Auth client call resolves to: `{ data, error }`, never a throw (unless asked to). */
export interface BetterAuthClientResult {
  data: unknown
  error: { status: number; statusText?: string; code?: string; message?: string } | null
}

/**
 * One proxied Better Auth client method: `(argsWithQueryOrBody, fetchOptions?)`. It resolves to a
 * {@link BetterAuthClientResult}, or, on a client made with `fetchOptions: { throw: true }`, to the data
 * itself (and rejects with a `BetterFetchError`); the transport handles both.
 */
export type BetterAuthClientMethod = (args?: any, fetchOptions?: any) => Promise<unknown> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The part of `createAuthClient({ plugins: [organizationClient()] })` the kit uses, typed structurally so the
 * main entry never imports `better-auth`.
 */
export interface BetterAuthClientLike {
  getSession: BetterAuthClientMethod
  organization: {
    create: BetterAuthClientMethod
    checkSlug: BetterAuthClientMethod
    list: BetterAuthClientMethod
    setActive: BetterAuthClientMethod
    getFullOrganization: BetterAuthClientMethod
    update: BetterAuthClientMethod
    delete: BetterAuthClientMethod
    inviteMember: BetterAuthClientMethod
    acceptInvitation: BetterAuthClientMethod
    rejectInvitation: BetterAuthClientMethod
    cancelInvitation: BetterAuthClientMethod
    getInvitation: BetterAuthClientMethod
    listInvitations: BetterAuthClientMethod
    listUserInvitations: BetterAuthClientMethod
    listMembers: BetterAuthClientMethod
    updateMemberRole: BetterAuthClientMethod
    removeMember: BetterAuthClientMethod
    getActiveMember: BetterAuthClientMethod
    getActiveMemberRole: BetterAuthClientMethod
    leave: BetterAuthClientMethod
  }
  /**
   * The routes of the kit's Better Auth plugin (`orgkit/better-auth-plugin`). A Better Auth client reaches
   * any route by its path without a client plugin (`orgkit.invitationPreview` is `/orgkit/invitation-preview`),
   * so this is not declared on the client's type, and a client without it reads as a server without the plugin.
   */
  orgkit?:
    | {
        invitationPreview?: BetterAuthClientMethod | undefined
        listOrganizations?: BetterAuthClientMethod | undefined
        searchMembers?: BetterAuthClientMethod | undefined
      }
    | undefined
}
