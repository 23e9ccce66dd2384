// The hook lives with the fields that show its answer; this path stays for the settings form's import.
export { useSlugAvailability } from './organization-profile-fieldset'
export type { SlugAvailability } from './organization-profile-fieldset'
