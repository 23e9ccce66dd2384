/** The error body of the management API: `code` is often an empty string, `request_id` often absent. */
export interface GeneralError {
  request_id?: string
  code: string
  message: string
}
