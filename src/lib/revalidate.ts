import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

/**
 * Refreshes statically generated pages after content changes. Outside a Next.js server
 * (seeds, CLI, tests) there is nothing to refresh, so failures there are only logged.
 */
export function revalidate(payload: Payload, what: { paths?: string[]; tags?: string[]; layout?: boolean }): void {
  try {
    for (const tag of what.tags ?? []) revalidateTag(tag, 'max')
    for (const path of what.paths ?? []) revalidatePath(path)
    if (what.layout) revalidatePath('/', 'layout')
  } catch (error) {
    payload.logger.debug(`Revalidation skipped: ${(error as Error).message}`)
  }
}
