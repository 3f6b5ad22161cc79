import type { MessageResponse } from './api-contract.generated'

export type { ErrorResponse } from './api-contract.generated'

/**
 * What an error response may hold, read defensively: the api answers ErrorResponse, but a proxy
 * or a dev server in between may answer anything.
 */
export interface ApiErrorBody {
  success: false;
  message?: string;
  error?: { details?: Array<{ message?: string }> };
}

/** The plain `{ success, message }` answer most mutations return. */
export type ApiMessage = MessageResponse
