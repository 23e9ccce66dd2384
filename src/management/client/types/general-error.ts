/** The error body of the management API: `code` is often an empty string, `request_id` often absent. */
export type { GeneralError } from '@neon/sdk'
