import { checkDatingAccess, getErrorMessage, getErrorStatus, toast, useAuthStore } from '@sitefleet/shared'

export const DATING_PROMPT = 'Enter the password to access the Dating category:'
export const INCORRECT_PASSWORD = 'Incorrect password.'

/**
 * The user layout's gate to the dating category: a prompt whose answer the server
 * checks. A cancelled prompt is false without a call; a wrong password toasts "Incorrect password.".
 * The answer is the session token with the dating claim, which replaces the stored one: the
 * server asks for the claim on every dating call.
 */
export async function askDatingAccess (): Promise<boolean> {
  const password = window.prompt(DATING_PROMPT)
  if (password === null) return false
  try {
    const { jwtToken } = await checkDatingAccess({ password })
    if (jwtToken) useAuthStore.getState().replaceToken(jwtToken)
    return true
  } catch (err) {
    const status = getErrorStatus(err)
    toast.error(status === 403 ? INCORRECT_PASSWORD : getErrorMessage(err, 'Something went wrong. Try again.'))
    return false
  }
}
