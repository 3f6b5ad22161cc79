// How much of an outage the overview's "down now" answer holds (its own module: the schemas and
// the service both read it, and the schema modules export schemas only).

/**
 * The groups answered (the biggest) and the sites shown of each: when everything is down the
 * answer stays a few KiB, not one line per site; the rest are counted and listed in Domain Errors.
 */
export const DOWN_GROUPS_SHOWN = 50
export const DOWN_SITES_PER_GROUP = 10
