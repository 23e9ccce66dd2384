/**
 * The most rows Better Auth answers a list without paging with, such as the organization's invitations
 * (`/organization/list-invitations` takes no limit or offset, and its adapter's `findMany` stops at
 * `advanced.database.defaultFindManyLimit`, 100 unless the server sets it). A list of exactly this length may
 * have more rows on the server.
 */
export const SERVER_LIST_LIMIT = 100
