/**
 * Answer of `GET /projects/{project_id}/branches/{branch_id}/auth/plugins`, as Neon's SDK types it: every key
 * is optional; `organization` holds the five organization plugin fields.
 */
export type { NeonAuthPluginConfigs } from '@neon/sdk'
