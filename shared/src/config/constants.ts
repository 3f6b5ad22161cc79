/** Business constants (and the browser storage keys), named once for every app. */

/** Toasts close on their own after 2 s. */
export const TOAST_DURATION_MS = 2000
/** Delay between "User Logged Out" and the redirect to /login. */
export const LOGOUT_REDIRECT_MS = 1500
/** Delay before /admin/users after a successful signup. */
export const SIGNUP_REDIRECT_MS = 1000
/** Delay before /login after a successful password reset. */
export const RESET_REDIRECT_MS = 1000
/** Length of the e-mailed verification code: a hint only, never enforced on the client. */
export const CODE_LENGTH = 6
/** How long a Copy button reads "Copied". */
export const COPY_CONFIRM_MS = 1500

/** Titles over 60 and descriptions over 160 characters are shown in red. */
export const TITLE_WARN_LENGTH = 60
export const DESCRIPTION_WARN_LENGTH = 160

/** Hosting suggestion history keeps the 10 most recent unique values per field. */
export const HOSTING_HISTORY_LIMIT = 10

/** Domain-errors refresh: first reload 5 s after the refresh call, then poll every 5 s, at most 20 rounds. */
export const ERROR_POLL_INTERVAL_MS = 5000
export const ERROR_POLL_MAX_ROUNDS = 20
/** A domain counts as freshly checked when checked within the last 2 minutes. */
export const ERROR_FRESH_WINDOW_MS = 2 * 60 * 1000

/** Not-indexed PDF layout (jsPDF units). */
export const PDF_PAGE_BREAK_Y = 270
export const PDF_LINE_SPACING = 7
export const PDF_TITLE_SIZE = 16
export const PDF_LIST_SIZE = 12

/** localStorage keys, word for word as the product words them (existing browsers keep their session). */
export const STORAGE_KEYS = {
  token: 'token',
  loggedInUser: 'loggedInUser',
  superCategory: 'superCategory',
  hostingHistory: 'hostingHistory',
  /** 'light' or 'dark' once chosen in the header; absent: the system's setting. */
  theme: 'theme',
  /** The sidebar groups a user collapsed (a JSON array of group names). */
  collapsedNav: 'collapsedNav',
  /** The first-run checklist: 'open' once shown, 'dismissed' once put away. */
  firstRun: 'firstRun',
} as const
