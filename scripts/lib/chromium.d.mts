/** The flags every browser run of the project starts Chromium with. */
export declare const CHROMIUM_ARGS: string[]

/** Options for playwright-core's `chromium.launch()`: Debian's Chromium (or CHROMIUM_PATH), headless, those flags. */
export declare const chromiumLaunchOptions: { executablePath: string; headless: boolean; args: string[] }
