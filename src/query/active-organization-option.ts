/**
 * Where the active organization lives. `'session'` is Better Auth's way: one for the whole session, so a
 * switch in one tab moves every other tab too. `'tab'` gives each browser tab its own: the kit reads and
 * writes that tab's organization, naming its id in every call, and the session's active organization is
 * only what a new tab starts with (it follows the user's last choice in any tab, as the last used one does).
 */
export type ActiveOrganizationOption =
  | { scope: 'session' }
  | {
      scope: 'tab'
      /**
       * Where the tab keeps its organization: the URL's query parameter (a reload, a bookmark and a server
       * prefetch see it; `sessionStorage` keeps it across the app's links that leave the parameter out), or
       * `sessionStorage` alone (the URL stays as the app writes it).
       * @default 'url'
       */
      storage?: 'url' | 'session-storage' | undefined
      /**
       * The query parameter that holds the organization's id, with `storage: 'url'`.
       * @default 'org'
       */
      param?: string | undefined
    }

/** Where one tab keeps its organization, resolved from {@link ActiveOrganizationOption}; internal. */
export interface TabOrganizationPlace {
  storage: 'url' | 'session-storage'
  param: string
}

/** The default query parameter of a tab's organization. */
export const DEFAULT_TAB_ORGANIZATION_PARAM = 'org'

/** Where the tab's organization is kept, or `undefined` when the session holds it. */
export function tabOrganizationPlace(option: ActiveOrganizationOption | undefined): TabOrganizationPlace | undefined {
  if (option?.scope !== 'tab') return undefined
  return { storage: option.storage ?? 'url', param: option.param ?? DEFAULT_TAB_ORGANIZATION_PARAM }
}
