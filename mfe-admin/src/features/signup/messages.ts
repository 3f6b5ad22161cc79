/** Texts of the signup screen, word for word as the product words them. */
export const SIGNUP_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  /** Used when the server answers without a message of its own. */
  created: 'User created successfully',
  /** The {message} of "Signup failed: {message}" when the server cannot be reached or says nothing. */
  network: 'Something went wrong. Try again.',
  failed: (message: string) => `Signup failed: ${message}`,
} as const
