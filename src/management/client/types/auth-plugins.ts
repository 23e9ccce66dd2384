import type { OrganizationPluginConfig } from '../../../core/plugin-config'

/**
 * Answer of `GET /projects/{project_id}/branches/{branch_id}/auth/plugins`. Every key is optional in the
 * API's schema; `organization` holds the five organization plugin fields.
 */
export interface NeonAuthPluginConfigs {
  organization?: OrganizationPluginConfig
  magic_link?: { enabled: boolean; expires_in: number; disable_sign_up: boolean }
  phone_number?: { enabled: boolean; otp_expires_in?: number }
  email_provider?: { type: 'standard' | 'shared'; [field: string]: unknown }
  email_and_password?: { enabled: boolean; [field: string]: unknown }
  oauth_providers?: { id: string; type: 'standard' | 'shared'; client_id?: string }[]
  allow_localhost?: boolean
  [plugin: string]: unknown
}
