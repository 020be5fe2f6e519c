import { readCredentialFile } from '@/domain/credentials/storage'
import type { Credential } from '@/payload-types'

import { privacyOf, whole } from '../mark'
import type { PersonalDataEntry } from '../types'
import { allDocs } from './shared'

/** A file name safe inside a ZIP on every system, keeping what it can of the original. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) || 'credential'

/** Where a credential's file goes in the export's ZIP. */
const filePath = (credential: Pick<Credential, 'id' | 'originalFilename' | 'filename'>) =>
  `credentials/${credential.id}-${safeName(credential.originalFilename || credential.filename || 'credential')}`

/**
 * The person's credentials wallet: each credential's details and where its check stands in the JSON,
 * its file beside it; removed with their files (Payload removes a deleted upload's file from the
 * folder or the bucket), with access on, the call marked as the erasure of their data (credentials'
 * access lets it delete their credentials alone). Who checked it and the reminders' bookkeeping are
 * the site's, not theirs.
 */
export const credentialsEntry: PersonalDataEntry = {
  key: 'credentials',
  where: 'credentials (and their stored files)',
  export: async (ctx) => {
    const docs = await allDocs<Credential>(ctx, 'credentials', { owner: { equals: ctx.subject.id } }, 'submittedAt')
    return {
      data: docs.map((d) => ({
        id: d.id,
        kind: d.kind,
        issuer: d.issuer ?? null,
        notes: d.notes ?? null,
        expiresOn: d.expiresOn,
        status: d.status ?? null,
        checkedAt: d.checkedAt ?? null,
        rejectionReason: d.rejectionReason ?? null,
        submittedAt: d.submittedAt ?? null,
        originalFilename: d.originalFilename ?? null,
        fileSize: d.fileSize ?? null,
        mimeType: d.mimeType ?? null,
        file: filePath(d),
      })),
      files: docs.map((d) => ({ path: filePath(d), read: () => readCredentialFile(String(d.filename ?? '')) })),
    }
  },
  erase: async ({ req, subject }) => {
    const where = { owner: { equals: subject.id } }
    await whole(req.payload.delete({ collection: 'credentials', where, context: privacyOf(subject.id), user: req.user, overrideAccess: false, req }))
  },
}
