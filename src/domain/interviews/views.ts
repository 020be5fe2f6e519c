import { inArray } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { threadFacts } from '@/domain/messages/thread'
import { database, rowId } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { Interview } from '@/payload-types'

import { shownSlot, type ShownSlot } from './display'
import type { InterviewStatus, Slot } from './slots'
import { provinceZone, type CanadianZone } from './zones'

/** An application's latest interview round as both screens show it (read as the viewer). */
export type InterviewView = {
  id: number
  status: InterviewStatus
  slots: ShownSlot[]
  location: string
  message: string | null
  chosenSlot: number | null
  startsAt: string | null
  note: string | null
  accommodation: string | null
  cancelledBy: 'team' | 'applicant' | null
  heldAt: string | null
}

/**
 * Per application: its latest round (or none), whether a round may still be arranged (the
 * application is open), and the zone a new proposal starts in (the posting's province's).
 */
export type InterviewPanel = { round: InterviewView | null; open: boolean; zone: CanadianZone }


/** The interview panels of a page of applications the viewer reads, read as the viewer (their access decides), by application id. */
export async function interviewsOf(req: PayloadRequest, applicationIds: number[]): Promise<Record<number, InterviewPanel>> {
  if (applicationIds.length === 0) return {}
  const [{ docs }, facts] = await Promise.all([
    req.payload.find({
      collection: 'interviews',
      where: { application: { in: applicationIds } },
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
      select: { application: true, status: true, slots: true, location: true, message: true, chosenSlot: true, startsAt: true, note: true, accommodation: true, cancelledBy: true, heldAt: true },
      req,
      user: req.user,
      overrideAccess: false,
    }),
    threadFacts(req, applicationIds),
  ])
  const jobIds = [...new Set([...facts.values()].map((fact) => fact.jobPosting))]
  const provinces = jobIds.length
    ? new Map((await (await database(req.payload, req)).select({ id: job_postings.id, province: job_postings.province }).from(job_postings).where(inArray(job_postings.id, jobIds))).map((row) => [row.id, row.province]))
    : new Map()
  const out: Record<number, InterviewPanel> = Object.fromEntries(
    applicationIds.map((id) => [id, { round: null, open: facts.get(id)?.open ?? false, zone: provinceZone(provinces.get(facts.get(id)?.jobPosting ?? 0)) }]),
  )
  for (const doc of docs as Interview[]) {
    const panel = out[rowId(doc.application) ?? 0]
    // Newest first: the first round read is the application's latest.
    if (!panel || panel.round) continue
    panel.round = {
      id: doc.id,
      status: doc.status,
      slots: ((doc.slots as Slot[]) ?? []).map(shownSlot),
      location: doc.location,
      message: doc.message ?? null,
      chosenSlot: doc.chosenSlot ?? null,
      startsAt: doc.startsAt ?? null,
      note: doc.note ?? null,
      accommodation: doc.accommodation ?? null,
      cancelledBy: doc.cancelledBy ?? null,
      heldAt: doc.heldAt ?? null,
    }
  }
  return out
}

