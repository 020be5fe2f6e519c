import { fileTypeFromBuffer } from 'file-type'
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { facilities } from '@/payload-generated-schema'
import type { User } from '@/payload-types'

import { ownedCompanyOf } from './membership'
import { COMPANY_LOGO } from './options'

/** A logo is a small image (PNG, JPEG or WebP, told by its bytes), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp'])


/**
 * The owner gives the company a logo (or removes it with null): stored in the site's public media,
 * the previous one removed. Made as the owner (access on), marked so these two writes are allowed.
 */
export async function setCompanyLogo(req: PayloadRequest, file: { data: Buffer; name: string } | null): Promise<{ url: string | null }> {
  const user = req.user as User | null
  if (!user) throw new HttpError('companies.signIn', 401)
  const company = await ownedCompanyOf(req)
  if (company === null) throw new HttpError('companies.ownerOnly', 403)
  let mimetype = ''
  if (file) {
    if (file.data.length > LOGO_MAX_BYTES) throw new HttpError('companies.logoTooLarge', 413)
    mimetype = (await fileTypeFromBuffer(file.data).catch(() => undefined))?.mime ?? ''
    if (!LOGO_TYPES.has(mimetype)) throw new HttpError('companies.logoType', 400)
  }
  return withTransaction(
    req.payload,
    async (tx) => {
      tx.context = { ...tx.context, [COMPANY_LOGO]: true }
      const db = await database(tx.payload, tx)
      const [row] = await db.select({ name: facilities.name, logo: facilities.logo }).from(facilities).where(eq(facilities.id, company))
      const previous = row?.logo == null ? null : Number(row.logo)
      const media = file
        ? await tx.payload.create({
            collection: 'media',
            data: { alt: String(row?.name ?? '') },
            file: { data: file.data, mimetype, name: `logo-${company}.${mimetype.split('/')[1]}`, size: file.data.length },
            depth: 0,
            user,
            overrideAccess: false,
            req: tx,
          })
        : null
      await tx.payload.update({ collection: 'facilities', id: company, data: { logo: media?.id ?? null }, depth: 0, user, overrideAccess: false, req: tx })
      if (previous !== null) await tx.payload.delete({ collection: 'media', id: previous, user, overrideAccess: false, req: tx })
      return { url: media?.url ?? null }
    },
    { user },
  )
}
