import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import type { ApplicationMessage } from '@/payload-types'

import { threadFacts } from './thread'

/** A message as a thread shows it: `mine` when the viewer's side wrote it; the author's name for the team only. */
export type MessageView = Pick<ApplicationMessage, 'id' | 'body' | 'fromApplicant' | 'createdAt' | 'readAt'> & { mine: boolean; authorName?: string | null }

/** A thread as a screen shows it: its messages, oldest first, and whether it still takes new ones. */
export type ThreadView = { messages: MessageView[]; open: boolean }

const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/** The threads of a page of applications the viewer reads, read as the viewer (their access decides), by application id. */
export async function threadsOf(req: PayloadRequest, applicationIds: number[]): Promise<Record<number, ThreadView>> {
  if (applicationIds.length === 0) return {}
  const [{ docs }, facts] = await Promise.all([
    req.payload.find({
      collection: 'application-messages',
      where: { application: { in: applicationIds } },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      select: { application: true, applicant: true, body: true, fromApplicant: true, authorName: true, createdAt: true, readAt: true },
      req,
      user: req.user,
      overrideAccess: false,
    }),
    threadFacts(req, applicationIds),
  ])
  const out: Record<number, ThreadView> = Object.fromEntries(applicationIds.map((id) => [id, { messages: [], open: facts.get(id)?.open ?? false }]))
  for (const message of docs) {
    // The viewer's side: the applicant's messages are theirs if the thread is theirs, the team's otherwise.
    const applicantSide = idOf(message.applicant) === Number(req.user?.id) && !isAdminUser(req.user)
    const view: MessageView = { id: message.id, body: message.body, fromApplicant: message.fromApplicant, createdAt: message.createdAt, readAt: message.readAt, mine: Boolean(message.fromApplicant) === applicantSide }
    if (message.authorName !== undefined) view.authorName = message.authorName
    out[idOf(message.application)]?.messages.push(view)
  }
  return out
}

/** The threads of the viewer's own applications (My Applications), read as them. */
export async function applicantThreads(req: PayloadRequest): Promise<Record<number, ThreadView>> {
  if (!req.user) return {}
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: { applicant: { equals: req.user.id } },
    pagination: false,
    depth: 0,
    select: { status: true },
    req,
    user: req.user,
    overrideAccess: false,
  })
  return threadsOf(
    req,
    docs.map((doc) => doc.id),
  )
}

/**
 * The viewer has read a thread: the other side's messages in it that were unread are marked read,
 * as the viewer (the update access lets each side mark only what was sent to it; admins mark
 * nothing). Answers how many were marked.
 */
export async function markThreadRead(req: PayloadRequest, application: number): Promise<number> {
  if (!req.user || isAdminUser(req.user)) return 0
  const { docs } = await req.payload.update({
    collection: 'application-messages',
    where: { and: [{ application: { equals: application } }, { readAt: { exists: false } }] },
    data: {},
    depth: 0,
    select: { readAt: true },
    req,
    user: req.user,
    overrideAccess: false,
  })
  return docs.length
}
