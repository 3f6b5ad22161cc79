/** An admin acts on another user's incident by naming its owner (`?owner=`); their own need none. */
export const ownerParams = (owner: string | undefined) => (owner === undefined ? {} : { params: { owner } })
