import type { PayloadRequest } from 'payload'

import type { ApplicationNote } from '@/payload-types'

/** A note as the workspace shows it. */
export type NoteView = Pick<ApplicationNote, 'id' | 'body' | 'authorName' | 'createdAt' | 'updatedAt'> & { mine: boolean }

const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/** The notes on a page of applications, oldest first, read as the viewer (their access decides), by application id. */
export async function notesOf(req: PayloadRequest, applicationIds: number[]): Promise<Record<number, NoteView[]>> {
  if (applicationIds.length === 0) return {}
  const { docs } = await req.payload.find({
    collection: 'application-notes',
    where: { application: { in: applicationIds } },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    select: { application: true, body: true, author: true, authorName: true, createdAt: true, updatedAt: true },
    req,
    user: req.user,
    overrideAccess: false,
  })
  const out: Record<number, NoteView[]> = {}
  for (const note of docs) {
    const view = { id: note.id, body: note.body, authorName: note.authorName, createdAt: note.createdAt, updatedAt: note.updatedAt, mine: idOf(note.author) === Number(req.user?.id) }
    ;(out[idOf(note.application)] ??= []).push(view)
  }
  return out
}
