// How every browser run of the project starts Chromium: Debian's `chromium` (or CHROMIUM_PATH), headless, with
// the flags a shared CI machine needs. One place, so the e2e suite, Storybook, the bench, the demo smoke test and
// the examples' flows cannot drift apart.

/** The flags: no sandbox (containers), no GPU, and none of the background traffic a fresh profile starts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Options for playwright-core's `chromium.launch()`. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
}
