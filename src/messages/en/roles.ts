/**
 * The label and one-line description of each default role (English). An app adds its own roles' as
 * overrides (`'role.billing'`, `'roleDescription.billing'`); without them a role reads as its name, capitalised.
 */
export const roleMessagesEn = {
  'role.owner': 'Owner',
  'role.admin': 'Admin',
  'role.member': 'Member',
  'roleDescription.owner': 'Full control, including deleting the organization.',
  'roleDescription.admin': 'Manages members, invitations and settings; cannot delete the organization.',
  'roleDescription.member': 'Sees the organization and its members; manages nothing.',
} as const
