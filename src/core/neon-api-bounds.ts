// Bounds of the Neon management API v2 that the kit checks before sending and its emulator enforces,
// in one place (../shared/reference/neon-management-api.md; the OpenAPI spec of @neondatabase/api-client
// 2.7.3). No zod here, so a number input or a server route can use them without a schema library.

/** Ids of projects, branches and organizations, as the API's path and query parameters declare them. */
export const NEON_ID_PATTERN = /^[a-z0-9-]{1,60}$/

/** The largest `int32`: the type of the organization plugin's `organization_limit` and `membership_limit`. */
export const INT32_MAX = 2_147_483_647

/** Most projects one `GET /projects` page holds (`limit` is 1 to 400). */
export const PROJECTS_PAGE_LIMIT_MAX = 400

/** Longest name of an organization API key (`key_name`, `maxLength: 64`; no minimum). */
export const API_KEY_NAME_MAX_LENGTH = 64

/** Longest branch name (`branch.name` is 1 to 256 characters). */
export const BRANCH_NAME_MAX_LENGTH = 256

/**
 * The length of a string in Unicode code points, as the API counts `minLength` and `maxLength`: an emoji
 * is one character, where `string.length` counts two.
 */
export function codePointLength(value: string): number {
  return [...value].length // eslint-disable-line @typescript-eslint/no-misused-spread -- code points, not graphemes, are what the API counts
}
