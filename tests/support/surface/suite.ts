import type { Payload } from 'payload'

import type { JobPosting } from '@/payload-types'

import { getPayload } from '../payload'
import { send, type Answer, type Caller, type Request } from './client'
import { World } from './world'

type Opened = { payload: Payload; world: World }

/** The world a spec's readable regressions run against; the log is kept quiet (their requests fail on purpose). */
export async function openWorld(): Promise<Opened> {
  const payload = await getPayload()
  const world = await new World(payload).build()
  payload.logger.level = 'fatal'
  return { payload, world }
}

/** Restores the log and removes the world's media files (they live on disk, outside the dropped database). */
export async function closeWorld(payload: Payload | undefined, world: World | undefined): Promise<void> {
  if (payload) payload.logger.level = 'info'
  for (const id of world?.ids('media') ?? []) await payload!.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
}

/** Requests as the world's personas, and its postings by variant (read once the world is open). */
export function worldRequests(opened: () => Opened) {
  return {
    as: (name: keyof World['personas']): Caller => opened().world.personas[name].caller,
    get: (who: Caller, path: string) => send(opened().payload, who, { method: 'GET', path }),
    call: (who: Caller, request: Request) => send(opened().payload, who, request),
    job: (variant: string) => opened().world.doc('job-postings', variant) as Promise<JobPosting & Record<string, unknown>>,
  }
}

/** The documents of a list answer (none for anything else). */
export const docsOf = (answer: Answer) => ((answer.json as { docs?: Record<string, unknown>[] } | null)?.docs ?? []) as Record<string, unknown>[]
