/** The roles Neon lets a project give to an organization's creator. */
export const CREATOR_ROLES = ['owner', 'admin'] as const

/** A role that `creator_role` may name. */
export type CreatorRole = (typeof CREATOR_ROLES)[number]
