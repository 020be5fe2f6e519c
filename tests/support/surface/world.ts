import { randomUUID } from 'node:crypto'

import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'

import { guestKeyOf } from '@/domain/resumes/guest'
import { execute, sql } from '@/lib/payload/sql'
import type { User } from '@/payload-types'

import { STRONG_PASSWORD } from '../payload'

import { canary, canariesIn } from './canary'
import type { Caller } from './client'
import { COLLECTION_RULES, GLOBAL_RULES, idOf, retiredPosting, type Doc, type Facts, type PersonaName, type Viewer } from './policy'

/**
 * The fixture world of the REST-surface tests: one user per persona (plus a second professional
 * and a victim account), two guest ids, and for every collection a few records owned by them whose
 * text fields hold canary tokens. Records are made by named factories ("variants"), so the write
 * matrix can recreate any record a request deleted.
 */

type People = Record<'admin' | 'editor' | 'employer' | 'otherEmployer' | 'professional' | 'otherProfessional' | 'victim', User>
export type Persona = { name: PersonaName; caller: Caller; viewer: Viewer }

export type Snapshot = {
  docs: Map<string, Map<string, Doc>>
  versions: Map<string, Doc[]>
  globals: Map<string, Doc>
}

type Occurrence =
  | { kind: 'doc'; collection: string; id: string; field: string }
  | { kind: 'version'; collection: string }
  | { kind: 'global'; slug: string; field: string }

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** A real PDF (magic bytes and trailer) with a canary inside a comment. */
export function pdfWith(token: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${token}\n${'%'.padEnd(512, 'x')}\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n`)
}

export class World {
  people!: People
  guestId = randomUUID()
  otherGuestId = randomUUID()
  personas!: Record<PersonaName, Persona>
  /** collection → variant → id */
  readonly records = new Map<string, Map<string, number>>()
  /** resume id → the canary inside its file */
  readonly fileCanaries = new Map<number, string>()
  /** credential id → the canary inside its file */
  readonly credentialFileCanaries = new Map<number, string>()
  private factories: Record<string, Record<string, () => Promise<number>>> = {}

  constructor(readonly payload: Payload) {}

  // ─── people ──────────────────────────────────────────────────────────────────────────────────

  private async person(key: keyof People, roles: User['roles']): Promise<User> {
    return this.payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: {
        email: `${canary('users', 'email', key)}@example.com`,
        password: STRONG_PASSWORD,
        fullName: `Person ${canary('users', 'fullName', key)}`,
        roles,
        _verified: true,
        preferredLanguage: 'en',
      },
    })
  }

  async build(): Promise<this> {
    const people = {} as People
    people.admin = await this.person('admin', ['admin'])
    people.editor = await this.person('editor', ['editor'])
    people.employer = await this.person('employer', ['employer'])
    people.otherEmployer = await this.person('otherEmployer', ['employer'])
    people.professional = await this.person('professional', ['professional'])
    people.otherProfessional = await this.person('otherProfessional', ['professional'])
    people.victim = await this.person('victim', ['professional'])
    this.people = people
    const viewer = (name: PersonaName, user: User | null, guestId: string | null): Persona => ({
      name,
      caller: { user, guestId },
      viewer: { name, id: user?.id ?? null, roles: user?.roles ?? [], guestKey: guestId && !user ? guestKeyOf(guestId) : null },
    })
    this.personas = {
      anonymous: viewer('anonymous', null, null),
      guest: viewer('guest', null, this.guestId),
      professional: viewer('professional', people.professional, null),
      employer: viewer('employer', people.employer, null),
      otherEmployer: viewer('otherEmployer', people.otherEmployer, null),
      editor: viewer('editor', people.editor, null),
      admin: viewer('admin', people.admin, null),
    }
    this.defineFactories()
    // Creation order: what later records point to comes first.
    for (const collection of Object.keys(this.factories)) {
      for (const variant of Object.keys(this.factories[collection])) await this.ensure(collection, variant)
    }
    await this.payload.updateGlobal({ slug: 'payload-jobs-stats' as GlobalSlug, overrideAccess: true, data: { stats: { note: canary('payload-jobs-stats', 'stats') } } as never })
    return this
  }

  // ─── factories ───────────────────────────────────────────────────────────────────────────────

  private defineFactories() {
    const p = this.payload
    const P = this.people
    const c = canary
    const create = async (collection: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      ((await p.create({ collection: collection as CollectionSlug, overrideAccess: true, depth: 0, data: data as never, ...extra })) as { id: number }).id

    const facility = (owner: User, label: string) => () =>
      create('facilities', {
        name: `Pharmacy ${c('facilities', 'name', label)}`,
        type: 'pharmacy',
        city: c('facilities', 'city', label),
        province: 'ON',
        owner: owner.id,
        pipelineTags: [c('facilities', 'pipelineTags', label)],
        statusEmail: { subjectEn: `News ${c('facilities', 'statusEmail', label)}`, bodyFr: `Bonjour ${c('facilities', 'statusEmail', `${label}Fr`)}` },
        accommodationEn: `Ask us ${c('facilities', 'accommodationEn', label)}`,
        accommodationFr: `Demandez ${c('facilities', 'accommodationFr', label)}`,
      })

    type JobState = { owner: User; status: string; paid: boolean; confidential: boolean; facility?: string }
    const job = (label: string, s: JobState) => async () => {
      const f = (field: string) => c('job-postings', field, label)
      return create('job-postings', {
        title: `Pharmacist ${f('title')}`,
        company: `Company ${f('company')}`,
        confidential: s.confidential,
        location: `Kingston ${f('location')}`,
        city: f('city'),
        province: 'ON',
        salaryRange: f('salaryRange'),
        payMin: 40,
        payMax: 60,
        payUnit: 'hour',
        hoursPerYear: 1950,
        existingVacancy: 'yes',
        aiScreening: 'no',
        otherLanguageRequired: true,
        languageRequirementReason: `Reason ${f('languageRequirementReason')}`,
        contactEmail: `${f('contactEmail')}@clinic.example`,
        description: `Days ${f('description')}`,
        requirements: `Licence ${f('requirements')}`,
        titleFr: `Pharmacien ${f('titleFr')}`,
        descriptionFr: `Jours ${f('descriptionFr')}`,
        requirementsFr: `Permis ${f('requirementsFr')}`,
        positionType: 'pharmacist-full-time',
        employmentType: 'full-time',
        tags: [f('tags')],
        // Issue 28: a required answer makes the applications below miss the requirements (the server's finding).
        screeningQuestions: [
          { kind: 'text', question: `Licence ${f('screeningQuestions')}?` },
          { kind: 'yesNo', question: 'Registered?', requiredAnswer: 'yes' },
        ],
        status: s.status,
        paid: s.paid,
        postedDate: s.status === 'draft' ? null : ago(1),
        validThrough: s.status === 'draft' ? null : ahead(30),
        createdBy: s.owner.id,
        facility: s.facility ? await this.ensure('facilities', s.facility) : null,
        rejectionReason: `Reason ${f('rejectionReason')}`,
        stripeCheckoutSessionId: `cs_${f('stripeCheckoutSessionId')}`,
        stripePaymentIntentId: `pi_${f('stripePaymentIntentId')}`,
      })
    }

    const resume = (owner: User | null, guestId: string | null, label: string) => async () => {
      const token = c('resumes', '__file__', label)
      const data = pdfWith(token)
      const originalFilename = `cv ${c('resumes', 'originalFilename', label)}.pdf`
      const id = await create(
        'resumes',
        { categoryName: `Category ${c('resumes', 'categoryName', label)}`, positionType: 'pharmacist', originalFilename, fileSize: data.length },
        {
          user: owner ?? undefined,
          file: { data, mimetype: 'application/pdf', name: `${Date.now()}-${randomUUID()}.pdf`, size: data.length },
          context: { resumeUpload: { originalFilename, fileSize: data.length } },
        },
      )
      if (guestId) await p.db.updateOne({ collection: 'resumes', id, data: { owner: null, guestKey: guestKeyOf(guestId) } })
      this.fileCanaries.set(id, token)
      return id
    }

    let rating = 2
    const application = (applicant: User, jobVariant: string, resumeVariant: string, moveTo: string | null, label: string) => async () => {
      const jobId = await this.ensure('job-postings', jobVariant)
      const resumeId = await this.ensure('resumes', resumeVariant)
      const id = await create(
        'applications',
        {
          jobPosting: jobId,
          coverLetter: `Letter ${c('applications', 'coverLetter', label)}`,
          resume: resumeId,
          screeningAnswers: [{ questionId: 'asked', question: 'Licence?', answer: c('applications', 'screeningAnswers', label) }],
        },
        { user: applicant, context: { applying: true } },
      )
      if (moveTo) {
        const owner = (await p.findByID({ collection: 'job-postings', id: jobId, overrideAccess: true, depth: 0 })).createdBy
        const ownerUser = await p.findByID({ collection: 'users', id: idOf(owner)!, overrideAccess: true, depth: 0 })
        await p.update({ collection: 'applications', id, data: { status: moveTo } as never, user: ownerUser, overrideAccess: true, depth: 0 })
      }
      // The team's rating and tags (issue 28), which the applicant never reads.
      const stored = await p.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0, showHiddenFields: true })
      await p.db.updateOne({ collection: 'applications', id, data: { ...stored, rating: rating++, tags: [c('applications', 'tags', label)] } })
      return id
    }

    const pageLayout = (heading: string) => [{ blockType: 'hero', heading }]

    this.factories = {
      facilities: { employer: facility(P.employer, 'employer'), otherEmployer: facility(P.otherEmployer, 'otherEmployer') },
      'company-invitations': Object.fromEntries(
        (['employer', 'otherEmployer'] as const).map((who) => [
          who,
          async () =>
            create('company-invitations', {
              company: await this.ensure('facilities', who),
              email: `${c('company-invitations', 'email', who)}@colleague.example`,
              invitedBy: P[who].id,
              tokenHash: c('company-invitations', 'tokenHash', who),
              expiresAt: ahead(7),
            }),
        ]),
      ),
      'job-postings': {
        public: job('public', { owner: P.employer, status: 'active', paid: true, confidential: false }),
        confPaid: job('confPaid', { owner: P.employer, status: 'active', paid: true, confidential: true, facility: 'employer' }),
        confUnpaid: job('confUnpaid', { owner: P.employer, status: 'active', paid: false, confidential: true }),
        unpaid: job('unpaid', { owner: P.employer, status: 'active', paid: false, confidential: false }),
        draft: job('draft', { owner: P.employer, status: 'draft', paid: false, confidential: false }),
        pending: job('pending', { owner: P.employer, status: 'pending_review', paid: true, confidential: false }),
        otherConf: job('otherConf', { owner: P.otherEmployer, status: 'active', paid: true, confidential: true, facility: 'otherEmployer' }),
        otherPublic: job('otherPublic', { owner: P.otherEmployer, status: 'active', paid: true, confidential: false }),
      },
      resumes: {
        professional: resume(P.professional, null, 'professional'),
        professional2: resume(P.professional, null, 'professional2'),
        otherProfessional: resume(P.otherProfessional, null, 'otherProfessional'),
        guest: resume(null, this.guestId, 'guest'),
        otherGuest: resume(null, this.otherGuestId, 'otherGuest'),
      },
      applications: {
        // The professional's pending application to a confidential posting: its company stays hidden.
        pending: application(P.professional, 'confUnpaid', 'professional', null, 'pending'),
        // Moved past pending: the professional now reads that posting's company.
        reviewed: application(P.professional, 'confPaid', 'professional', 'reviewed', 'reviewed'),
        other: application(P.otherProfessional, 'otherConf', 'otherProfessional', null, 'other'),
      },
      // The team's private notes (issue 28): the employer's on the professional's reviewed application, the other company's on its own.
      'application-notes': Object.fromEntries(
        (
          [
            ['employer', 'reviewed'],
            ['otherEmployer', 'other'],
          ] as const
        ).map(([who, on]) => [
          who,
          async () => create('application-notes', { application: await this.ensure('applications', on), body: `Note ${c('application-notes', 'body', who)}` }, { user: P[who] }),
        ]),
      ),
      // Threads (issue 28): the employer's team and the professional on the professional's reviewed application; the other applicant on theirs.
      'application-messages': Object.fromEntries(
        (
          [
            ['employer', 'reviewed'],
            ['professional', 'reviewed'],
            ['otherProfessional', 'other'],
          ] as const
        ).map(([who, on]) => [
          who,
          async () => create('application-messages', { application: await this.ensure('applications', on), body: `Message ${c('application-messages', 'body', who)}` }, { user: P[who] }),
        ]),
      ),
      // Interview rounds (issue 28): the employer's team's on the professional's reviewed application, the other company's on its own.
      interviews: Object.fromEntries(
        (
          [
            ['employer', 'reviewed'],
            ['otherEmployer', 'other'],
          ] as const
        ).map(([who, on]) => [
          who,
          async () => {
            const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
            const slots = [{ start: start.toISOString(), end: new Date(start.getTime() + 60 * 60 * 1000).toISOString(), timeZone: 'America/Toronto' }]
            return create('interviews', { application: await this.ensure('applications', on), slots, location: `Clinic ${c('interviews', 'location', who)}`, message: c('interviews', 'message', who) }, { user: P[who] })
          },
        ]),
      ),
      // Relief shifts (issue 30): the employer's open and booked shifts, the other company's open one, posted
      // as their teams post them (the server completes and checks them); the professional's pending request
      // and booking on the employer's, the other professional's on the other company's.
      shifts: Object.fromEntries(
        (
          [
            ['employerOpen', 'employer', 40],
            ['employerBooked', 'employer', 41],
            ['otherOpen', 'otherEmployer', 42],
          ] as const
        ).map(([label, who, days]) => [
          label,
          async () => {
            await this.ensure('facilities', who)
            const user = await p.findByID({ collection: 'users', id: P[who].id, overrideAccess: true, depth: 0 })
            return create(
              'shifts',
              {
                positionType: 'pharmacy-technician',
                date: ahead(days).slice(0, 10),
                startTime: '09:00',
                endTime: '17:00',
                rateCents: 4800,
                city: 'Toronto',
                province: 'ON',
                street: `${c('shifts', 'street', label)} King St`,
                notes: `Cover ${c('shifts', 'notes', label)}`,
              },
              { user },
            )
          },
        ]),
      ),
      'shift-requests': Object.fromEntries(
        (
          [
            ['professionalPending', 'professional', 'employerOpen', false],
            ['professionalBooked', 'professional', 'employerBooked', true],
            ['otherProfessional', 'otherProfessional', 'otherOpen', false],
          ] as const
        ).map(([label, who, on, book]) => [
          label,
          async () => {
            const shift = await this.ensure('shifts', on)
            const id = await create('shift-requests', { shift }, { user: P[who] })
            if (book) {
              await p.db.updateOne({ collection: 'shift-requests', id, data: { status: 'booked', bookedAt: ago(1) } })
              await p.db.updateOne({ collection: 'shifts', id: shift, data: { status: 'booked', bookedRequest: id, bookedProfessional: P[who].id } })
            }
            return id
          },
        ]),
      ),
      'saved-jobs': {
        professional: async () => create('saved-jobs', { jobPosting: await this.ensure('job-postings', 'public') }, { user: P.professional }),
        otherProfessional: async () =>
          create('saved-jobs', { jobPosting: await this.ensure('job-postings', 'otherPublic') }, { user: P.otherProfessional }),
      },
      'job-alerts': {
        ...Object.fromEntries(
          (['professional', 'otherProfessional'] as const).map((who) => [
            who,
            () =>
              create('job-alerts', {
                owner: P[who].id,
                email: `${c('job-alerts', 'email', who)}@alerts.example`,
                language: 'en',
                q: `nurse ${c('job-alerts', 'q', who)}`,
                chips: ['remote'],
                frequency: 'daily',
                status: 'active',
                confirmedAt: ago(1),
                lastRunAt: ago(1),
              }),
          ]),
        ),
        // A professional's shift alert (docs/alerts.md, Shift alerts): its search is a real place, checked when saved.
        professionalShifts: () =>
          create('job-alerts', {
            owner: P.professional.id,
            email: `${c('job-alerts', 'email', 'shifts')}@alerts.example`,
            language: 'fr',
            kind: 'shifts',
            shift: { near: 'Halifax', km: 25, positionType: 'pharmacy-technician', minRateCents: 5000 },
            frequency: 'weekly',
            status: 'active',
            confirmedAt: ago(1),
            lastRunAt: ago(1),
          }),
        // A guest's alert waiting for its link: nobody but admins reads it through the API.
        guest: () =>
          create('job-alerts', {
            email: `${c('job-alerts', 'email', 'guest')}@alerts.example`,
            language: 'fr',
            q: `pharmacist ${c('job-alerts', 'q', 'guest')}`,
            frequency: 'weekly',
            status: 'pending',
            confirmTokenHash: c('job-alerts', 'confirmTokenHash', 'guest'),
            confirmExpiresAt: ahead(7),
          }),
      },
      'alert-consents': {
        professional: async () =>
          create('alert-consents', {
            email: `${c('alert-consents', 'email')}@alerts.example`,
            user: P.professional.id,
            alert: await this.ensure('job-alerts', 'professional'),
            wording: `Yes ${c('alert-consents', 'wording')}`,
            language: 'en',
            method: 'account-form',
            givenAt: ago(1),
            confirmedAt: ago(1),
            source: `/find-work?q=${c('alert-consents', 'source')}`,
          }),
      },
      // The digests' ledger: one posting sent to the professional's alert, one shift to their shift alert.
      'alert-deliveries': {
        one: async () =>
          create('alert-deliveries', {
            alert: await this.ensure('job-alerts', 'professional'),
            posting: await this.ensure('job-postings', 'public'),
            sentAt: ago(1),
          }),
        shift: async () =>
          create('alert-deliveries', {
            alert: await this.ensure('job-alerts', 'professionalShifts'),
            shift: await this.ensure('shifts', 'employerOpen'),
            sentAt: ago(1),
          }),
      },
      'professional-profiles': Object.fromEntries(
        (['professional', 'otherProfessional'] as const).map((who) => [
          who,
          () =>
            create(
              'professional-profiles',
              {
                licenseNumber: c('professional-profiles', 'licenseNumber', who),
                licenseType: c('professional-profiles', 'licenseType', who),
                licenseProvince: 'ON',
                licenseCollege: 'on-ocp',
                specializations: [c('professional-profiles', 'specializations', who)],
                yearsExperience: 7,
                languages: ['en'],
                availability: ['part-time'],
                workProvinces: ['ON'],
              },
              { user: P[who] },
            ),
        ]),
      ),
      // The credentials wallet (issue 30): the professional's pending and verified ones, the other professional's.
      credentials: Object.fromEntries(
        (
          [
            ['professional', P.professional, 'pending'],
            ['professionalVerified', P.professional, 'verified'],
            ['otherProfessional', P.otherProfessional, 'pending'],
          ] as const
        ).map(([label, owner, status]) => [
          label,
          async () => {
            const token = c('credentials', '__file__', label)
            const data = pdfWith(token)
            const id = await create(
              'credentials',
              { kind: 'liability-insurance', expiresOn: ahead(200), issuer: `Insurer ${c('credentials', 'issuer', label)}`, notes: `Policy ${c('credentials', 'notes', label)}` },
              {
                user: owner,
                file: { data, mimetype: 'application/pdf', name: `${Date.now()}-${randomUUID()}.pdf`, size: data.length },
                context: { credentialUpload: { originalFilename: `policy ${c('credentials', 'originalFilename', label)}.pdf`, fileSize: data.length } },
              },
            )
            this.credentialFileCanaries.set(id, token)
            if (status === 'verified') {
              await p.db.updateOne({
                collection: 'credentials',
                id,
                data: { status, checkedAt: ago(1), checkedBy: P.admin.id, reminded30For: ahead(200), rejectionReason: `Fine ${c('credentials', 'rejectionReason', label)}` },
              })
            }
            return id
          },
        ]),
      ),
      payments: {
        one: async () =>
          create('payments', {
            stripeEventId: `evt_${c('payments', 'stripeEventId')}`,
            type: `checkout.session.completed ${c('payments', 'type')}`,
            checkoutSessionId: `cs_${c('payments', 'checkoutSessionId')}`,
            paymentIntentId: `pi_${c('payments', 'paymentIntentId')}`,
            jobPosting: await this.ensure('job-postings', 'confPaid'),
            amount: 500,
            currency: `cad ${c('payments', 'currency')}`,
            status: 'paid',
          }),
      },
      'status-changes': {
        one: async () =>
          create('status-changes', {
            application: await this.ensure('applications', 'reviewed'),
            from: `pending ${c('status-changes', 'from')}`,
            to: `reviewed ${c('status-changes', 'to')}`,
            changedBy: P.employer.id,
          }),
      },
      'indexing-notices': {
        one: () =>
          create('indexing-notices', {
            url: `https://jobs.example.ca/jobs/${c('indexing-notices', 'url')}`,
            type: 'URL_UPDATED',
            outcome: 'failed',
            posting: 1,
            statusCode: 403,
            detail: `Forbidden ${c('indexing-notices', 'detail')}`,
          }),
      },
      'ownership-inquiries': {
        one: () =>
          create('ownership-inquiries', {
            fullName: `Owner ${c('ownership-inquiries', 'fullName')}`,
            email: `${c('ownership-inquiries', 'email')}@investor.example`,
            phone: c('ownership-inquiries', 'phone'),
            currentRole: 'pharmacist',
            location: c('ownership-inquiries', 'location'),
            message: `Hello ${c('ownership-inquiries', 'message')}`,
          }),
      },
      pages: {
        published: () =>
          create('pages', { title: `Public ${c('pages', 'title', 'published')}`, slug: `pub-${randomUUID().slice(0, 8)}`, layout: pageLayout('Welcome'), _status: 'published' }),
        draftOnly: () =>
          create('pages', { title: `Draft ${c('pages', 'title', 'draftOnly')}`, slug: `draft-${randomUUID().slice(0, 8)}`, layout: pageLayout('Soon'), _status: 'draft' }, { draft: true }),
        publishedWithDraft: async () => {
          const id = await create('pages', {
            title: `Live ${c('pages', 'title', 'publishedWithDraft')}`,
            slug: `live-${randomUUID().slice(0, 8)}`,
            layout: pageLayout('Live'),
            _status: 'published',
          })
          // A newer draft over the published page: staff only until published.
          await p.update({
            collection: 'pages',
            id,
            draft: true,
            overrideAccess: true,
            data: { title: `Unpublished ${c('pages', 'title', 'newerDraft')}`, _status: 'draft' } as never,
          })
          return id
        },
      },
      media: {
        one: async () => {
          const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toBuffer()
          return create('media', { alt: `Photo ${c('media', 'alt')}` }, { file: { data, mimetype: 'image/png', name: `surface-${randomUUID()}.png`, size: data.length } })
        },
      },
      'payload-locked-documents': {
        employer: async () =>
          create('payload-locked-documents', {
            document: { relationTo: 'job-postings', value: await this.ensure('job-postings', 'draft') },
            globalSlug: c('payload-locked-documents', 'globalSlug', 'employer'),
            user: { relationTo: 'users', value: P.employer.id },
          }),
        editor: async () =>
          create('payload-locked-documents', {
            document: { relationTo: 'pages', value: await this.ensure('pages', 'published') },
            globalSlug: c('payload-locked-documents', 'globalSlug', 'editor'),
            user: { relationTo: 'users', value: P.editor.id },
          }),
      },
      'payload-preferences': Object.fromEntries(
        (['employer', 'editor'] as const).map((who) => [
          who,
          () =>
            create(
              'payload-preferences',
              { key: c('payload-preferences', 'key', who), value: { note: c('payload-preferences', 'value', who) }, user: { relationTo: 'users', value: P[who].id } },
              { user: P[who] },
            ),
        ]),
      ),
      'payload-jobs': {
        one: () =>
          create('payload-jobs', {
            taskSlug: 'sendEmail',
            queue: c('payload-jobs', 'queue'),
            input: { message: { to: `${c('payload-jobs', 'input')}@example.com`, subject: 'Hello' } },
            waitUntil: ahead(3650),
          }),
      },
      'payload-kv': { one: () => create('payload-kv', { key: c('payload-kv', 'key'), data: { note: c('payload-kv', 'data') } }) },
      // The victim account: a target for the users write matrix (never a persona).
      users: { victim: async () => this.people.victim.id },
    }
  }

  /** The id of a variant, recreating it (and what it points to) if a request removed it. */
  async ensure(collection: string, variant: string): Promise<number> {
    const known = this.records.get(collection)?.get(variant)
    if (known !== undefined) {
      const found = await this.payload.count({ collection: collection as CollectionSlug, overrideAccess: true, where: { id: { equals: known } } })
      if (found.totalDocs > 0) return known
      if (collection === 'users') this.people.victim = await this.person('victim', ['professional'])
    }
    const factory = this.factories[collection]?.[variant]
    if (!factory) throw new Error(`no factory for ${collection}/${variant}`)
    const id = await factory()
    if (!this.records.has(collection)) this.records.set(collection, new Map())
    this.records.get(collection)!.set(variant, id)
    return id
  }

  /** Every variant present again (after a write that removed some); says whether any was recreated. */
  async ensureAll(): Promise<boolean> {
    const before = JSON.stringify([...this.records].map(([c, m]) => [c, [...m]]))
    // First: records made later (an application moved by its posting's company) need the links.
    const relinked = await this.relinkCompanies()
    for (const collection of Object.keys(this.factories)) {
      for (const variant of Object.keys(this.factories[collection])) await this.ensure(collection, variant)
    }
    return relinked || JSON.stringify([...this.records].map(([c, m]) => [c, [...m]])) !== before
  }

  /**
   * Each employer owns and belongs to their company again, and their postings belong to it, after a
   * write that removed a company (its members and postings lose the link) or handed it to someone else.
   */
  private async relinkCompanies(): Promise<boolean> {
    let changed = false
    for (const who of ['employer', 'otherEmployer'] as const) {
      const company = await this.ensure('facilities', who)
      const person = this.people[who].id
      const rows = await execute(
        this.payload,
        sql`SELECT (SELECT company_id FROM users WHERE id = ${person}) AS member, (SELECT owner_id FROM facilities WHERE id = ${company}) AS owner,
              (SELECT count(*)::int FROM job_postings WHERE created_by_id = ${person} AND facility_id IS DISTINCT FROM ${company}) AS stray`,
      )
      const { member, owner, stray } = rows[0] as { member: number | null; owner: number | null; stray: number }
      if (member === company && owner === person && stray === 0) continue
      await execute(this.payload, sql`UPDATE users SET company_id = ${company} WHERE id = ${person}`)
      await execute(this.payload, sql`UPDATE facilities SET owner_id = ${person} WHERE id = ${company}`)
      await execute(this.payload, sql`UPDATE job_postings SET facility_id = ${company} WHERE created_by_id = ${person}`)
      changed = true
    }
    return changed
  }

  /** The snapshot with one collection read again (when nothing else can have changed). */
  async reread(snap: Snapshot, collection: string): Promise<Snapshot> {
    const found = await this.payload.find({ collection: collection as CollectionSlug, overrideAccess: true, depth: 0, pagination: false, showHiddenFields: true })
    return { ...snap, docs: new Map(snap.docs).set(collection, new Map(found.docs.map((d) => [String(d.id), d as unknown as Doc]))) }
  }

  /** The id of a variant that exists (see ensure for one that may have been removed). */
  id(collection: string, variant: string): number {
    const id = this.records.get(collection)?.get(variant)
    if (id === undefined) throw new Error(`no ${collection}/${variant} in the world`)
    return id
  }

  /** A variant's record as stored (access control off, hidden fields included). */
  async doc(collection: string, variant: string): Promise<Doc> {
    return (await this.payload.findByID({
      collection: collection as CollectionSlug,
      id: this.id(collection, variant),
      overrideAccess: true,
      depth: 0,
      showHiddenFields: true,
    })) as unknown as Doc
  }

  variants(collection: string): [string, number][] {
    return [...(this.records.get(collection)?.entries() ?? [])]
  }

  ids(collection: string): number[] {
    return this.variants(collection).map(([, id]) => id)
  }

  // ─── the database as the rules see it ────────────────────────────────────────────────────────

  async snapshot(): Promise<Snapshot> {
    const p = this.payload
    const docs = new Map<string, Map<string, Doc>>()
    const versions = new Map<string, Doc[]>()
    const globals = new Map<string, Doc>()
    await Promise.all(
      p.config.collections.map(async (cfg) => {
        const found = await p.find({ collection: cfg.slug as CollectionSlug, overrideAccess: true, depth: 0, pagination: false, showHiddenFields: true })
        docs.set(cfg.slug, new Map(found.docs.map((d) => [String(d.id), d as unknown as Doc])))
        if (cfg.versions) {
          const v = await p.findVersions({ collection: cfg.slug as CollectionSlug, overrideAccess: true, depth: 0, pagination: false })
          versions.set(cfg.slug, v.docs as unknown as Doc[])
        }
      }),
    )
    await Promise.all(
      p.config.globals.map(async (g) => {
        globals.set(g.slug, (await p.findGlobal({ slug: g.slug as GlobalSlug, overrideAccess: true, depth: 0, showHiddenFields: true })) as unknown as Doc)
      }),
    )
    return { docs, versions, globals }
  }

  facts(snap: Snapshot): Facts {
    const jobOwner = new Map<number, number | null>()
    const jobCompany = new Map<number, number | null>()
    for (const d of snap.docs.get('job-postings')?.values() ?? []) {
      jobOwner.set(Number(d.id), idOf(d.createdBy))
      jobCompany.set(Number(d.id), idOf(d.facility))
    }
    const userCompany = new Map<number, number | null>()
    for (const u of snap.docs.get('users')?.values() ?? []) userCompany.set(Number(u.id), idOf(u.company))
    const companyOwner = new Map<number, number | null>()
    for (const c of snap.docs.get('facilities')?.values() ?? []) companyOwner.set(Number(c.id), idOf(c.owner))
    const revealed = new Set<string>()
    const sharedResumes = new Map<number, Set<number>>()
    const applicantsOf = new Map<number, Set<number>>()
    const applied = new Set<string>()
    const decisionsDue = new Set<number>()
    const applications = [...(snap.docs.get('applications')?.values() ?? [])]
    for (const a of applications) {
      const jobId = idOf(a.jobPosting)
      if (a.interviewedAt && a.status !== 'hired' && a.status !== 'rejected' && jobId !== null) decisionsDue.add(jobId)
    }
    // Archived postings out of their company's reach (policy.ts: retiredPosting), and so their applicants' data.
    const retired = new Set<number>()
    for (const d of snap.docs.get('job-postings')?.values() ?? []) if (retiredPosting(d, decisionsDue)) retired.add(Number(d.id))
    for (const a of applications) {
      const jobId = idOf(a.jobPosting)
      if (a.status !== 'pending') revealed.add(`${idOf(a.applicant)}:${jobId}`)
      if (idOf(a.applicant) !== null) applied.add(`${idOf(a.applicant)}:${jobId}`)
      const company = retired.has(jobId ?? -1) ? null : jobCompany.get(jobId ?? -1)
      const applicant = idOf(a.applicant)
      if (company != null && applicant != null) {
        if (!applicantsOf.has(company)) applicantsOf.set(company, new Set())
        applicantsOf.get(company)!.add(applicant)
      }
      const resume = idOf(a.resume)
      if (company != null && resume != null) {
        if (!sharedResumes.has(company)) sharedResumes.set(company, new Set())
        sharedResumes.get(company)!.add(resume)
      }
    }
    const shiftRequesters = new Map<number, Set<number>>()
    for (const r of snap.docs.get('shift-requests')?.values() ?? []) {
      const shift = idOf(r.shift)
      const professional = idOf(r.professional)
      if (shift === null || professional === null) continue
      if (!shiftRequesters.has(shift)) shiftRequesters.set(shift, new Set())
      shiftRequesters.get(shift)!.add(professional)
    }
    return { jobOwner, jobCompany, userCompany, companyOwner, revealed, sharedResumes, applicantsOf, applied, decisionsDue, retired, shiftRequesters }
  }

  /** Where every canary sits in the database (documents, versions, globals, resume files). */
  occurrences(snap: Snapshot): Map<string, Occurrence[]> {
    const out = new Map<string, Occurrence[]>()
    const add = (token: string, o: Occurrence) => {
      if (!out.has(token)) out.set(token, [])
      out.get(token)!.push(o)
    }
    for (const [collection, docs] of snap.docs) {
      for (const [id, doc] of docs) {
        for (const [field, value] of Object.entries(doc)) {
          if (value === null || value === undefined) continue
          for (const token of canariesIn(typeof value === 'string' ? value : JSON.stringify(value))) add(token, { kind: 'doc', collection, id, field })
        }
      }
    }
    for (const [collection, versions] of snap.versions) {
      for (const v of versions) for (const token of canariesIn(JSON.stringify(v))) add(token, { kind: 'version', collection })
    }
    for (const [slug, doc] of snap.globals) {
      for (const [field, value] of Object.entries(doc)) {
        if (value === null || value === undefined) continue
        for (const token of canariesIn(JSON.stringify(value))) add(token, { kind: 'global', slug, field })
      }
    }
    for (const [id, token] of this.fileCanaries) {
      if (snap.docs.get('resumes')?.has(String(id))) add(token, { kind: 'doc', collection: 'resumes', id: String(id), field: '__file__' })
    }
    for (const [id, token] of this.credentialFileCanaries) {
      if (snap.docs.get('credentials')?.has(String(id))) add(token, { kind: 'doc', collection: 'credentials', id: String(id), field: '__file__' })
    }
    return out
  }

  /** The canaries a viewer may legitimately see: those in at least one place the policy lets them read. */
  allowedCanaries(snap: Snapshot, facts: Facts, occurrences: Map<string, Occurrence[]>, v: Viewer): Set<string> {
    const allowed = new Set<string>()
    for (const [token, places] of occurrences) {
      const ok = places.some((o) => {
        if (o.kind === 'global') return Boolean(GLOBAL_RULES[o.slug]?.read(v)?.includes(o.field))
        const rules = COLLECTION_RULES[o.collection]
        if (!rules) return false
        if (o.kind === 'version') return Boolean(rules.readVersions?.(v))
        const doc = snap.docs.get(o.collection)?.get(o.id)
        return Boolean(doc && rules.read(v, doc, facts)?.includes(o.field))
      })
      if (ok) allowed.add(token)
    }
    return allowed
  }
}
