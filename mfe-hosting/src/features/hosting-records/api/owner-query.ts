/**
 * `?owner=<id>` for a name-based change an admin makes on another user's record (the api reads
 * the caller's own records otherwise). Rows listed to ordinary users carry no owner: no query.
 */
export function ownerQuery (ownerId: string | undefined): { params?: { owner: string } } {
  return ownerId ? { params: { owner: ownerId } } : {}
}
