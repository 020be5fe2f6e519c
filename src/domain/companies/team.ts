import { and, asc, eq, gt } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { withinLimits } from '@/domain/rateLimits'
import { hashToken, newToken } from '@/domain/auth/tokens'
import { queueEmail } from '@/domain/email/queueEmail'
import { requestLocale } from '@/i18n/requestLanguage'
import { HttpError } from '@/lib/http'
import { database, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { company_invitations, facilities, users } from '@/payload-generated-schema'
import type { CompanyInvitation, Company, User } from '@/payload-types'

import { invitationEmail } from './emails'
import { companyOf, leaveCompany, ownedCompanyOf, setCompany } from './membership'
import { INVITATION_TTL_MS } from './options'
import type { CompanyInput } from './schemas'

type Member = { id: number; fullName: string | null; email: string; owner: boolean }
export type Team = {
  company: Company
  /** The company's logo as its page shows it, if any. */
  logoUrl: string | null
  isOwner: boolean
  members: Member[]
  /** Pending invitations (the owner's view only). */
  invitations: Pick<CompanyInvitation, 'id' | 'email' | 'expiresAt'>[]
}

const signedIn = (req: PayloadRequest): User => {
  if (!req.user) throw new HttpError('companies.signIn', 401)
  return req.user as User
}

/**
 * The signed-in person's company with its members (colleagues see each other's name and address)
 * and, for its owner, the pending invitations; null without a company.
 */
export async function myTeam(req: PayloadRequest): Promise<Team | null> {
  const user = signedIn(req)
  const company = await companyOf(req)
  if (company === null) return null
  const doc = await req.payload.findByID({ collection: 'facilities', id: company, depth: 0, user, overrideAccess: false, req })
  const ownerId = Number(typeof doc.owner === 'object' ? doc.owner?.id : doc.owner)
  const db = await database(req.payload, req)
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.company, company))
    .orderBy(asc(users.createdAt), asc(users.id))
  const members = rows.map((r) => ({ id: Number(r.id), fullName: r.fullName ?? null, email: String(r.email), owner: Number(r.id) === ownerId }))
  const isOwner = ownerId === Number(user.id)
  const invitations = isOwner
    ? (
        await req.payload.find({
          collection: 'company-invitations',
          where: { expiresAt: { greater_than: new Date().toISOString() } },
          select: { email: true, expiresAt: true },
          sort: '-createdAt',
          limit: 100,
          depth: 0,
          user,
          overrideAccess: false,
          req,
        })
      ).docs.map(({ id, email, expiresAt }) => ({ id, email, expiresAt }))
    : []
  const logoId = typeof doc.logo === 'object' ? doc.logo?.id : doc.logo
  const logo = logoId ? await req.payload.findByID({ collection: 'media', id: logoId, depth: 0, user, overrideAccess: false, req }).catch(() => null) : null
  return { company: doc, logoUrl: logo?.url ?? null, isOwner, members: members.sort((a, b) => Number(b.owner) - Number(a.owner)), invitations }
}

/** Sets up the employer's company (their first posting would make one from its company name) or edits it (its owner). */
export async function saveMyCompany(req: PayloadRequest, input: CompanyInput): Promise<Company> {
  const user = signedIn(req)
  if (!hasRole(user, 'employer')) throw new HttpError('companies.employersOnly', 403)
  const company = await companyOf(req)
  const data = { name: input.name, type: input.type, description: input.description, website: input.website, city: input.city, province: input.province, size: input.size } as Partial<Company>
  // Absent from the body: left as they are.
  for (const field of ['accommodationEn', 'accommodationFr'] as const) if (input[field] !== undefined) data[field] = input[field]
  if (company === null) {
    return withTransaction(req.payload, (tx) => tx.payload.create({ collection: 'facilities', data: data as Company, depth: 0, user, overrideAccess: false, req: tx }), { user })
  }
  if ((await ownedCompanyOf(req)) === null) throw new HttpError('companies.ownerOnly', 403)
  return req.payload.update({ collection: 'facilities', id: company, data, depth: 0, user, overrideAccess: false, req })
}

/**
 * The owner invites a colleague by email: a link valid seven days, in the language of the owner's
 * page (the colleague may have no account yet). A new invitation to the same address replaces the old one.
 */
export async function invite(req: PayloadRequest, { email }: { email: string }): Promise<{ email: string }> {
  const user = signedIn(req)
  const company = await ownedCompanyOf(req)
  if (company === null) throw new HttpError('companies.ownerOnly', 403)
  const db = await database(req.payload, req)
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(sql`lower(${users.email})`, email), eq(users.company, company)))
  if (member) throw new HttpError('companies.alreadyMember', 409)
  if (!(await withinLimits(req, [['invitationsPerCompany', String(company)]]))) throw new HttpError('companies.inviteThrottled', 429)
  const token = newToken()
  await withTransaction(
    req.payload,
    async (tx) => {
      tx.context = { ...tx.context, invitingToCompany: true }
      const txDb = await database(tx.payload, tx)
      await txDb.delete(company_invitations).where(and(eq(company_invitations.company, company), eq(company_invitations.email, email)))
      await tx.payload.create({
        collection: 'company-invitations',
        data: { company, email, invitedBy: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS).toISOString() },
        depth: 0,
        user,
        overrideAccess: false,
        req: tx,
      })
      const [row] = await txDb.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, company))
      const message = invitationEmail({ token, company: String(row?.name ?? ''), inviter: user.fullName || user.email, locale: requestLocale(req) })
      await queueEmail(tx.payload, { to: email, ...message }, tx)
    },
    { user },
  )
  return { email }
}

/** The owner withdraws an invitation (404 for one that is not theirs or no longer exists). */
export async function revokeInvitation(req: PayloadRequest, id: number): Promise<void> {
  const user = signedIn(req)
  const { docs } = await req.payload.delete({ collection: 'company-invitations', where: { id: { equals: id } }, depth: 0, user, overrideAccess: false, req })
  if (docs.length === 0) throw new HttpError('companies.inviteNotFound', 404)
}

/**
 * Accepting an invitation from its link: signed in with an employer account at the invited address,
 * not already in another company. The link works once and only within seven days.
 */
export async function joinCompany(req: PayloadRequest, { token }: { token: string }): Promise<{ name: string; slug: string | null }> {
  const user = signedIn(req)
  const hash = hashToken(token)
  const db = await database(req.payload, req)
  const [invitation] = await db
    .select({ id: company_invitations.id, company: company_invitations.company, email: company_invitations.email })
    .from(company_invitations)
    .where(and(eq(company_invitations.tokenHash, hash), gt(company_invitations.expiresAt, sql`now()`)))
  if (!invitation) throw new HttpError('companies.inviteInvalid', 400)
  if (String(invitation.email).toLowerCase() !== user.email.toLowerCase()) throw new HttpError('companies.inviteOtherEmail', 403)
  if (!hasRole(user, 'employer')) throw new HttpError('companies.inviteEmployerOnly', 403)
  const company = Number(invitation.company)
  const current = await companyOf(req)
  if (current !== null && current !== company) throw new HttpError('companies.alreadyInCompany', 409)
  await withTransaction(
    req.payload,
    async (tx) => {
      const txDb = await database(tx.payload, tx)
      const [claimed] = await txDb.delete(company_invitations).where(eq(company_invitations.id, Number(invitation.id))).returning({ id: company_invitations.id })
      if (!claimed) throw new HttpError('companies.inviteInvalid', 400)
      await setCompany(tx, Number(user.id), company)
    },
    { user },
  )
  const [row] = await db.select({ name: facilities.name, slug: facilities.slug }).from(facilities).where(eq(facilities.id, company))
  return { name: String(row?.name ?? ''), slug: (row?.slug as string | null) ?? null }
}

/**
 * The owner removes a member, or a member leaves (their own id). The owner cannot leave (an admin
 * hands the company to someone else first). Access follows at once: the next request reads the new membership.
 */
export async function removeMember(req: PayloadRequest, memberId: number): Promise<{ left: boolean }> {
  const user = signedIn(req)
  const company = await companyOf(req)
  if (company === null) throw new HttpError('companies.noCompany', 404)
  const owned = (await ownedCompanyOf(req)) !== null
  const self = memberId === Number(user.id)
  if (self && owned) throw new HttpError('companies.ownerCannotLeave', 409)
  if (!self && !owned) throw new HttpError('companies.ownerOnly', 403)
  const db = await database(req.payload, req)
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, memberId), eq(users.company, company)))
  if (!member) throw new HttpError('companies.memberNotFound', 404)
  await withTransaction(req.payload, (tx) => leaveCompany(tx, memberId), { user })
  return { left: self }
}
