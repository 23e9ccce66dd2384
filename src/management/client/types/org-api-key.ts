/**
 * Body and answer (200) of `POST /organizations/{org_id}/api_keys`, as Neon's SDK types them. The answer's
 * `key` is the token: it is shown this once and cannot be read again, so hand it to its owner and do not log
 * or store it.
 */
export type { OrgApiKeyCreateRequest, OrgApiKeyCreateResponse } from '@neon/sdk'
