import type { TaskConfig } from 'payload'

type OnFail = NonNullable<TaskConfig['onFail']>

import { siteMetrics } from '@/framework/metrics.mjs'

/** A task that also counts each failed attempt in `jobs_failures_total{task}` (Payload calls onFail per attempt). */
export function countingFailures<T extends { slug: string; onFail?: OnFail }>(task: T): T & { onFail: OnFail } {
  return {
    ...task,
    onFail: async (args: Parameters<OnFail>[0]) => {
      siteMetrics().jobFailures.inc({ task: task.slug })
      await task.onFail?.(args)
    },
  }
}
