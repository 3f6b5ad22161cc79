// Groups values by a key in one pass. Spreading a group into a new array for every value
// (`map.set(k, [...(map.get(k) ?? []), v])`) copies the group each time: quadratic once one key
// gathers thousands of values, e.g. 50,000 search properties read through the same day.
// (Map.groupBy would do, but Node 20, the oldest Node we run on, lacks it.)

/** Values grouped by `keyOf`, each group in the input's order, mapped through `valueOf`. */
export function groupBy<V, K, T = V> (values: Iterable<V>, keyOf: (value: V) => K, valueOf: (value: V) => T = (v) => v as unknown as T): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const value of values) {
    const key = keyOf(value)
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [valueOf(value)])
    else group.push(valueOf(value))
  }
  return groups
}
