// The vote (pure, so every edge is testable): once every location asked has answered, or the
// confirmation's time is up, the site is down when MOST of the locations that answered in time
// saw it failing; otherwise the failure was regional. A tie is regional: nobody is paged on a
// coin toss. Nobody answering at all (not even the primary, which then did not vote) is regional
// too: there is nothing to say the site is down.
export type Verdict = 'down' | 'regional' | 'waiting'

export function decide (votes: ReadonlyArray<{ failed: boolean }>, expected: number, timeUp: boolean): Verdict {
  if (votes.length < expected && !timeUp) return 'waiting'
  const failing = votes.filter((v) => v.failed).length
  return failing * 2 > votes.length ? 'down' : 'regional'
}
