import type { Payload, PayloadRequest } from 'payload'

type Work = () => Promise<void> | void
type TransactionId = string | number

/** Work waiting for a transaction to commit, by transaction id. A rollback drops it. */
const waiting = new Map<TransactionId, Work[]>()
const INSTALLED = Symbol.for('hsm.afterCommit')

const run = (payload: Payload, work: Work[]) =>
  Promise.all(
    work.map(async (fn) => {
      try {
        await fn()
      } catch (error) {
        payload.logger.error({ err: error, msg: 'Work after a commit failed' })
      }
    }),
  )

/**
 * Teaches the database adapter to run what `afterCommit` queued once a transaction commits (and to
 * forget it on rollback). Called once at start.
 */
export function installAfterCommit(payload: Payload): void {
  const db = payload.db as Payload['db'] & { [INSTALLED]?: true }
  if (db[INSTALLED]) return
  db[INSTALLED] = true
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    await commit(id)
    const key = await id
    const work = waiting.get(key)
    waiting.delete(key)
    if (work) await run(payload, work)
  }
  db.rollbackTransaction = async (id) => {
    waiting.delete(await id)
    await rollback(id)
  }
}

/**
 * Runs `fn` once what the request wrote is visible to everyone: after its transaction commits, or
 * now when it has none. Caches must be cleared after the commit, or a render in between could
 * store the old rows again.
 */
export async function afterCommit(req: PayloadRequest, fn: Work): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  if (id === undefined || id === null || !(req.payload.db as { [INSTALLED]?: true })[INSTALLED]) {
    await run(req.payload, [fn])
    return
  }
  const list = waiting.get(id) ?? []
  list.push(fn)
  waiting.set(id, list)
}
