// When a page of the demo has loaded what it shows: the e2e suite and the screenshot script wait for it the
// same way.

/** What the kit shows while something loads: a busy region, a skeleton, a spinner, a lazy form's placeholder. */
export const LOADING_PARTS =
  "[aria-busy='true'], [data-slot='orgkit-skeleton'], [data-slot='orgkit-spinner'], [data-slot='orgkit-dialog-placeholder']"

/** Waits until the fonts are loaded and none of {@link LOADING_PARTS} is left on the page. */
export async function waitUntilLoaded(page) {
  await page.waitForFunction(
    (loadingParts) => document.fonts.status === 'loaded' && document.querySelector(loadingParts) === null,
    LOADING_PARTS,
  )
}
