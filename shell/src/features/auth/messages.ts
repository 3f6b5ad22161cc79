/** User-facing texts of the auth screens, word for word as the product words them. */
export const AUTH_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  codeRequired: 'Verification code is required',
  emailRequired: 'Email is required',
  codeSent: 'Verification code sent to your email.',
  loginFailed: 'Login initiation failed',
  invalidCode: 'Invalid or expired code',
  loginNetwork: 'Something went wrong. Try again.',
  resetNetwork: 'Something went wrong',
  resetDone: 'Password reset successfully',
} as const
