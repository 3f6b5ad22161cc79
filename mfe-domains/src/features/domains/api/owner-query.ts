/**
 * Query for acting on another user's record as an admin: `?owner=<id>` (axios encodes it).
 * Records listed for ordinary users carry no owner, so their calls get no query.
 */
export function ownerQuery (ownerId: string | undefined): { params?: { owner: string } } {
  return ownerId ? { params: { owner: ownerId } } : {}
}
