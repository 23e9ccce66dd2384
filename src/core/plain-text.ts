// Text the kit sends as a name or an address: no control characters and no lone UTF-16 surrogates.

/**
 * Text without a control character (`\p{Cc}`: U+0000 to U+001F, U+007F to U+009F) or a lone surrogate
 * (`\p{Cs}`). The server's database refuses U+0000 (an HTTP 500) and stores a lone surrogate as U+FFFD, so
 * what it holds would differ from what was sent; tabs and other controls are invisible in a name.
 */
export const PLAIN_TEXT_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u
