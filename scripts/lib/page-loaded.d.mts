import type { Page } from 'playwright-core'

/** What the kit shows while something loads: a busy region, a skeleton, a spinner, a lazy form's placeholder. */
export declare const LOADING_PARTS: string

/** Waits until the fonts are loaded and none of the loading parts is left on the page. */
export declare function waitUntilLoaded(page: Page): Promise<void>
