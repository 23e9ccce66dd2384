/** What a result is: a success, a plain piece of information, or an error (announced at once). */
export type AnnouncementTone = 'success' | 'info' | 'error'

/** One result of a user's action, in words: "Mia Member was removed.", "Could not cancel the invitation." */
export interface Announcement {
  /** The sentence, already in the user's language. */
  message: string
  /** `error` is announced at once (`role="alert"`) and stays until dismissed; the others politely (`role="status"`) and go after a while. */
  tone: AnnouncementTone
}

/**
 * Says what happened. `<OrgKitProvider announce>` takes one to send every result to the app's own toaster
 * instead of the kit's toast region.
 *
 * @example
 * import { toast } from 'sonner'
 * <OrgKitProvider baseURL="/api/auth" announce={({ message, tone }) => (tone === 'error' ? toast.error(message) : toast(message))}>
 */
export type Announce = (announcement: Announcement) => void
