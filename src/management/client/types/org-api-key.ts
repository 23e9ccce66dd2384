/** Body of `POST /organizations/{org_id}/api_keys`. */
export interface OrgApiKeyCreateRequest {
  /** 1 to 64 characters. */
  key_name: string
  /** Makes the key project-scoped: it reaches only this project. */
  project_id?: string
}

/**
 * Answer (200) of `POST /organizations/{org_id}/api_keys`. `key` is the token: it is shown this once and
 * cannot be read again, so hand it to its owner and do not log or store it.
 */
export interface OrgApiKeyCreateResponse {
  id: number
  /** The secret token. Returned once. */
  key: string
  name: string
  created_at: string
  created_by: string
  project_id?: string
}
