/**
 * Runs the tasks given for one key one after the other, in the order they came, in this process
 * (different keys run side by side). Not a guarantee across instances, which is the database's
 * (unique indexes): it keeps one instance's burst for one thing (50 sign-ups for one event) from
 * stampeding the database's connections, and keeps that burst in arrival order.
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>()
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    const result = previous.then(task, task)
    const tail = result.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return result
  }
}
