/**
 * The queue jobs whose handler runs in this process, by id, in a process-wide set that the shutdown
 * reads (scripts/shutdown.mjs, a global so every bundle of the app and the server share it): it waits
 * until the set is empty, and at its deadline hands what is left back to the queue, since Payload
 * never gives a job marked `processing` to another runner. (Croner's `isBusy()` alone would not do:
 * a queue run that outlasts its two-second schedule overlaps the next, and the first to end clears it.)
 */
const HELD_JOBS = Symbol.for('site.heldJobs')

type JobId = string | number

export function heldJobs(): Set<JobId> {
  const global = globalThis as { [HELD_JOBS]?: Set<JobId> }
  return (global[HELD_JOBS] ??= new Set())
}

/** A task whose runs are listed in `heldJobs()` while they go on. */
export function holdingJobs<T extends { handler: unknown }>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: async (args: { job: { id: JobId } }) => {
      const jobs = heldJobs()
      jobs.add(args.job.id)
      try {
        return await handler(args)
      } finally {
        jobs.delete(args.job.id)
      }
    },
  }
}
