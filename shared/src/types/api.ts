/** Body of every error response: `{ success:false, message, error?:{ details:[{ message }] } }`. */
export interface ApiErrorBody {
  success: false;
  message?: string;
  error?: { details?: Array<{ message?: string }> };
}

/** The plain `{ success, message }` answer most mutations return. */
export interface ApiMessage {
  success: boolean;
  message: string;
}
