/**
 * The expected visibility and write policy of the REST surface, written from DESIGN §3 (company
 * visibility, lifecycle), §4 ("who may do what") and the REST-surface issue — deliberately NOT read
 * from the implementation. The matrix checks every response and every write against it.
 *
 * Private by default: a field that no rule below lists is readable by nobody and writable by
 * nobody. A collection or global with no entry is private and read-only for everyone, and the
 * matrix reports it as "no policy stated" — so a new collection or field fails until someone
 * decides who may see it.
 */

export const PERSONAS = ['anonymous', 'guest', 'professional', 'employer', 'otherEmployer', 'editor', 'admin'] as const
export type PersonaName = (typeof PERSONAS)[number]

/** Who is asking: a signed-in user (id, roles) or nobody, with or without a guest id. */
export type Viewer = { name: PersonaName; id: number | null; roles: readonly string[]; guestKey: string | null }

export type Doc = Record<string, unknown> & { id: number | string }

/** Relations between records that the rules depend on, read from the database (never from a response). */
export type Facts = {
  /** job posting id → the user id of its creator */
  jobOwner: Map<number, number | null>
  /** job posting id → its company (facility) id */
  jobCompany: Map<number, number | null>
  /** user id → the company they belong to */
  userCompany: Map<number, number | null>
  /** `${userId}:${jobId}` for applicants whose application moved past pending (company revealed) */
  revealed: Set<string>
  /** company id → resume ids sent with applications to that company's postings */
  sharedResumes: Map<number, Set<number>>
  /** company id → its owner's user id */
  companyOwner: Map<number, number | null>
  /** company id → user ids of the people who applied to that company's postings */
  applicantsOf: Map<number, Set<number>>
  /** `${userId}:${jobId}` for every application (the applicant keeps reading the posting once archived) */
  applied: Set<string>
  /** job posting ids with an interviewed applicant not yet told a decision (the 45-day answer) */
  decisionsDue: Set<number>
  /** archived postings out of their company's reach (retiredPosting): their applications and applicants' data too */
  retired: Set<number>
  /** shift id → user ids of the professionals who requested it (any status) */
  shiftRequesters: Map<number, Set<number>>
}

/** Non-admin REST reads: at most this many documents per page, and at most this population depth. */
export const MAX_PAGE = 100
export const MAX_DEPTH = 2

export type CollectionRules = {
  /** Fields `v` may read on this record, or null when the record itself is hidden from `v`. */
  read: (v: Viewer, d: Doc, f: Facts) => readonly string[] | null
  /** Fields `v` may choose on create through the generic REST POST, or null when `v` may not create. */
  create: (v: Viewer) => readonly string[] | null
  /** Values the server must decide on create whatever the client sent (checked on every created document). */
  serverValues?: (v: Viewer, f: Facts) => Record<string, unknown>
  /** Further checks on a document `v` created (e.g. roles never self-assigned). Returns violations. */
  createdCheck?: (v: Viewer, d: Doc) => string[]
  /** Fields `v` may change on this record, or null when `v` may not update it. */
  update: (v: Viewer, d: Doc, f: Facts) => readonly string[] | null
  delete: (v: Viewer, d: Doc, f: Facts) => boolean
  /** Versions (drafts) of the collection. */
  readVersions?: (v: Viewer) => boolean
  /** The fields a read rule decides from: `select`/`populate` combinations that omit them are generated. */
  ruleInputs?: readonly string[]
  /** Fields the server maintains on every write (ignored when comparing a record before and after). */
  derived?: readonly string[]
}

export type GlobalRules = {
  read: (v: Viewer) => readonly string[] | null
  update: (v: Viewer) => readonly string[] | null
}

// ─── helpers ─────────────────────────────────────────────────────────────────────────────────────

export const idOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? ((value as { value?: unknown; id?: unknown }).id ?? (value as { value?: unknown }).value) : value
  if (raw && typeof raw === 'object') return idOf(raw)
  const n = Number(raw)
  return raw === null || raw === undefined || raw === '' || !Number.isFinite(n) ? null : n
}
const has = (v: Viewer, role: string) => v.roles.includes(role)
const isAdmin = (v: Viewer) => has(v, 'admin')
const isStaff = (v: Viewer) => has(v, 'admin') || has(v, 'editor')
const signedIn = (v: Viewer) => v.id !== null
const is = (v: Viewer, owner: unknown) => v.id !== null && idOf(owner) === v.id
const TS = ['createdAt', 'updatedAt'] as const
const only = (cond: boolean, fields: readonly string[]) => (cond ? fields : null)
const nobodyWrites = { create: () => null, update: () => null, delete: () => false } as const
/** The company `v` belongs to, if any. */
const companyOfViewer = (v: Viewer, f: Facts) => (v.id === null ? null : (f.userCompany.get(v.id) ?? null))
/**
 * Who manages a posting (the issue "people": a member of the posting's company; a posting with no
 * company, an admin's own, its creator).
 */
const manages = (v: Viewer, job: { company: number | null; creator: number | null }, f: Facts) =>
  v.id !== null && (job.company !== null ? companyOfViewer(v, f) === job.company : job.creator === v.id)

// ─── job postings (DESIGN §3 company visibility, lifecycle; §4 read active jobs / create job) ───

/** Statuses anyone may read: live postings, and ended ones so their page can say they ended (until archived). */
const PUBLIC_STATUSES = ['active', 'expired', 'closed']
/** An expired posting stays renewable in its company's workspace for 30 days (docs/lifecycle.md). */
const RENEWAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/**
 * An archived posting its company no longer reaches: not an expired one within its renewal window,
 * nor one still owing an interviewed applicant the 45-day answer (`decisionsDue`).
 */
export function retiredPosting(d: Doc, decisionsDue: Set<number>): boolean {
  if (!d.archivedAt) return false
  const renewable = d.status === 'expired' && Date.now() - new Date(String(d.archivedAt)).getTime() < RENEWAL_WINDOW_MS
  return !renewable && !decisionsDue.has(Number(d.id))
}
const JOB_PUBLIC = [
  'title', 'confidential', 'location', 'city', 'province', 'remote', 'salaryRange', 'payMin', 'payMax', 'payUnit',
  // Where the posting is, for distance search: no more than its city says (docs/places.md).
  'latitude', 'longitude',
  // The posting law's answers are shown on the posting (docs/posting-law.md).
  'hoursPerYear', 'existingVacancy', 'aiScreening', 'otherLanguageRequired', 'languageRequirementReason',
  'description', 'requirements', 'titleFr', 'descriptionFr', 'requirementsFr', 'positionType', 'employmentType',
  'experienceLevel', 'tags', 'isUrgent', 'requiresVerifiedLicence', 'status', 'active', 'paid', 'postedDate', 'validThrough',
  // Issue 28: the questions the apply dialog asks (their required answers, a sub-field, only the company's and admins': tests/int/screening).
  'screeningQuestions',
  'archivedAt', ...TS,
]
/** What a client (owner or admin) writes; lifecycle and payment fields are the server's, and so is an employer's company. */
const JOB_CLIENT = [
  'title', 'company', 'confidential', 'location', 'city', 'province', 'remote', 'salaryRange', 'payMin', 'payMax',
  'payUnit', 'hoursPerYear', 'existingVacancy', 'aiScreening', 'otherLanguageRequired', 'languageRequirementReason',
  'contactEmail', 'description', 'requirements', 'titleFr', 'descriptionFr', 'requirementsFr', 'positionType',
  'employmentType', 'experienceLevel', 'tags', 'isUrgent', 'requiresVerifiedLicence', 'screeningQuestions',
]
const JOB_ADMIN_WRITES = [...JOB_CLIENT, 'facility']
/**
 * The company is public when the posting is paid and not confidential; otherwise only admins, the
 * members of the posting's company and applicants whose application moved past pending read it. The
 * posting's facility names the company just as well, so it follows the same rule; the creator's
 * account id links a confidential posting to the same company's public ones, so only its members
 * (and admins) read it.
 */
const jobOf = (d: Doc) => ({ company: idOf(d.facility), creator: idOf(d.createdBy) })
const jobPostings: CollectionRules = {
  ruleInputs: ['paid', 'confidential', 'createdBy', 'facility', 'status', 'archivedAt'],
  // Coordinates follow the city, province and location (hooks/geocodePosting.ts); the search parts, the text (prepareJob).
  derived: ['updatedAt', 'searchText', 'searchTextFr', 'searchTitle', 'searchType', 'searchPlace', 'active', 'history', 'latitude', 'longitude'],
  read: (v, d, f) => {
    if (isAdmin(v)) {
      return [...JOB_PUBLIC, 'company', 'facility', 'contactEmail', 'createdBy', 'rejectionReason',
        'stripeCheckoutSessionId', 'stripePaymentIntentId', 'checkoutAmountCents', 'checkoutCurrency', 'checkoutSale', 'paidWithCredit', 'searchText', 'searchTextFr',
        'searchTitle', 'searchType', 'searchPlace', 'history', 'expiryReminderFor']
    }
    /*
     * Records for three years: an archived posting (closed, expired, or archived by an admin) leaves
     * every public and employer list. Its company's members keep an expired one for the renewal window,
     * and any while an interviewed applicant still awaits the 45-day answer; its applicants keep reading
     * the posting they applied to.
     */
    const archived = Boolean(d.archivedAt)
    const applicant = v.id !== null && f.applied.has(`${v.id}:${idOf(d.id)}`)
    const member = manages(v, jobOf(d), f)
    const owner = member && !retiredPosting(d, f.decisionsDue)
    const shown = PUBLIC_STATUSES.includes(String(d.status)) && (!archived || applicant)
    if (!owner && !shown) return null
    const fields = [...JOB_PUBLIC]
    const revealed = v.id !== null && f.revealed.has(`${v.id}:${idOf(d.id)}`)
    if ((d.paid === true && d.confidential !== true) || owner || revealed) fields.push('company', 'facility')
    if (owner) fields.push('contactEmail', 'createdBy', 'rejectionReason')
    return fields
  },
  create: (v) => (isAdmin(v) ? JOB_ADMIN_WRITES : has(v, 'employer') ? JOB_CLIENT : null),
  // Admin-posted jobs are free and go live at once; employers' start as unpaid drafts. Always theirs.
  // An employer's posting belongs to their company, whatever the body names.
  serverValues: (v, f) =>
    isAdmin(v) ? { status: 'active', paid: true, createdBy: v.id } : { status: 'draft', paid: false, createdBy: v.id, facility: companyOfViewer(v, f) },
  // Owners edit while a draft; admins always; nobody writes status, payment or lifecycle fields.
  update: (v, d, f) =>
    isAdmin(v) ? JOB_ADMIN_WRITES : only(has(v, 'employer') && manages(v, jobOf(d), f) && d.status === 'draft' && !d.archivedAt, JOB_CLIENT),
  // Nobody deletes a posting (an admin archives it; the retention task removes it after three years).
  delete: () => false,
}

/**
 * Companies: a public directory (each has its public page); what must stay private is which
 * confidential posting is whose, and who owns a company (its members and admins know). An employer
 * creates their company once (both employers here already have one); its owner edits its page;
 * only admins choose its address, logo and owner, and delete it.
 */
/** Issue 28: the accommodation notice its public postings show (AODA), in each language. */
const COMPANY_ACCOMMODATION = ['accommodationEn', 'accommodationFr']
const COMPANY_PUBLIC = ['name', 'slug', 'type', 'logo', 'description', 'website', 'city', 'province', 'size', ...COMPANY_ACCOMMODATION, ...TS]
/** The pipeline's settings (issue 28): the tags the team uses and the status email, its members' to read, its owner's to edit. */
const COMPANY_PIPELINE = ['pipelineTags', 'statusEmail']
/** Issue 31: the members who, with the owner, read the company's receipts; the owner's to choose. */
const COMPANY_OWNER_WRITES = ['name', 'type', 'description', 'website', 'city', 'province', 'size', ...COMPANY_ACCOMMODATION, ...COMPANY_PIPELINE, 'billingMembers']
const COMPANY_ADMIN_WRITES = [...COMPANY_OWNER_WRITES, 'slug', 'logo', 'owner']
const facilities: CollectionRules = {
  derived: ['updatedAt'],
  // Posting credits (issue 31): the balance is the team's to see; only the server's SQL moves it.
  read: (v, d, f) => (isAdmin(v) || companyOfViewer(v, f) === idOf(d.id) ? [...COMPANY_PUBLIC, 'owner', 'postingCredits', ...COMPANY_PIPELINE, 'billingMembers'] : COMPANY_PUBLIC),
  create: (v) => only(isAdmin(v), COMPANY_ADMIN_WRITES),
  update: (v, d) => (isAdmin(v) ? COMPANY_ADMIN_WRITES : only(is(v, d.owner), COMPANY_OWNER_WRITES)),
  delete: (v) => isAdmin(v),
}

/** Invitations to join a company: its owner and admins read and withdraw them; only the invitation flow creates them. */
const companyInvitations: CollectionRules = {
  derived: ['updatedAt'],
  read: (v, d, f) =>
    only(isAdmin(v) || (companyOfViewer(v, f) === idOf(d.company) && f.companyOwner.get(idOf(d.company) ?? -1) === v.id), [
      'company', 'email', 'invitedBy', 'expiresAt', ...TS,
    ]),
  create: () => null,
  update: () => null,
  delete: (v, d, f) => isAdmin(v) || (companyOfViewer(v, f) === idOf(d.company) && f.companyOwner.get(idOf(d.company) ?? -1) === v.id),
}

// §4 "save job / apply": professionals their own, admins all; employers and editors do not.
const savedJobs: CollectionRules = {
  derived: ['updatedAt'],
  read: (v, d) => only(isAdmin(v) || is(v, d.user), ['user', 'jobPosting', ...TS]),
  create: (v) => (isAdmin(v) ? ['user', 'jobPosting'] : has(v, 'professional') ? ['jobPosting'] : null),
  serverValues: (v) => (isAdmin(v) ? {} : { user: v.id }),
  update: () => null,
  delete: (v, d) => isAdmin(v) || is(v, d.user),
}

// §4 "read applications": own, to own jobs, all; "change application status": to own jobs, all.
const APPLICATION_FIELDS = [
  'jobPosting', 'applicant', 'coverLetter', 'resume', 'status', 'appliedAt', 'interviewedAt', 'applicantName', 'applicantEmail',
  // Issue 28: the answers to the posting's screening questions, as sent (the applicant reads their own).
  'screeningAnswers', ...TS,
]
const postingOwner = (v: Viewer, d: Doc, f: Facts) => {
  const job = idOf(d.jobPosting) ?? -1
  return !f.retired.has(job) && manages(v, { company: f.jobCompany.get(job) ?? null, creator: f.jobOwner.get(job) ?? null }, f)
}
/** Issue 28's pipeline: the rating and tags are the posting's team's (and admins'), never the applicant's. */
const APPLICATION_PIPELINE = ['rating', 'tags']
/** Whether the screening answers meet the posting's required answers: the server's finding, the team's to read, nobody's to write. */
const APPLICATION_FINDING = ['meetsRequirements']
const applications: CollectionRules = {
  ruleInputs: ['jobPosting', 'applicant'],
  derived: ['updatedAt', 'history'],
  read: (v, d, f) => {
    // The day-35 reminder's ledger is the admin's to read only.
    if (isAdmin(v)) return [...APPLICATION_FIELDS, ...APPLICATION_PIPELINE, ...APPLICATION_FINDING, 'history', 'decisionReminderSentFor']
    if (postingOwner(v, d, f)) return [...APPLICATION_FIELDS, ...APPLICATION_PIPELINE, ...APPLICATION_FINDING]
    return only(is(v, d.applicant), APPLICATION_FIELDS)
  },
  // Applying goes through the apply endpoint; the generic POST is for admins at most.
  create: (v) => only(isAdmin(v), ['jobPosting', 'applicant', 'coverLetter', 'resume', 'status']),
  // The interview's day goes with the move to interviewed, or a later interview (never in the future).
  update: (v, d, f) => only(isAdmin(v) || postingOwner(v, d, f), ['status', 'interviewedAt', ...APPLICATION_PIPELINE]),
  // Withdraw: the applicant while still pending; admins always.
  delete: (v, d) => isAdmin(v) || (is(v, d.applicant) && d.status === 'pending'),
}

/**
 * Issue 28: private notes on an application, read by the posting's team and admins only (never the
 * applicant, never another company). The team writes them on its own applications; each note's
 * posting and author are the server's; its author edits it while on the team, and admins delete any.
 */
const NOTE_FIELDS = ['application', 'jobPosting', 'body', 'author', 'authorName', ...TS]
// A note keeps its application's posting: its team is the application's (postingOwner).
const ownNote = (v: Viewer, d: Doc, f: Facts) => is(v, d.author) && (isAdmin(v) || postingOwner(v, d, f))
const applicationNotes: CollectionRules = {
  ruleInputs: ['jobPosting', 'author'],
  derived: ['updatedAt'],
  read: (v, d, f) => only(isAdmin(v) || postingOwner(v, d, f), NOTE_FIELDS),
  create: (v) => only(isAdmin(v) || has(v, 'employer'), ['application', 'body']),
  serverValues: (v) => ({ author: v.id }),
  update: (v, d, f) => only(ownNote(v, d, f), ['body']),
  delete: (v, d, f) => isAdmin(v) || ownNote(v, d, f),
}

/**
 * Issue 28: an application's thread between its applicant and the posting's team; admins read it,
 * nobody else. Who wrote a team message (account and name) is the team's to read. Each side writes
 * to its threads; the message's side, posting, applicant and author are the server's. Nobody edits
 * or deletes a message; the side it was sent to marks it read (readAt, the server's time).
 */
const MESSAGE_FIELDS = ['application', 'jobPosting', 'applicant', 'body', 'fromApplicant', 'readAt', ...TS]
const MESSAGE_AUTHOR = ['author', 'authorName']
const sentTo = (v: Viewer, d: Doc, f: Facts) =>
  !isAdmin(v) && (d.fromApplicant === true ? postingOwner(v, d, f) : is(v, d.applicant))
const applicationMessages: CollectionRules = {
  ruleInputs: ['jobPosting', 'applicant', 'fromApplicant'],
  derived: ['updatedAt'],
  read: (v, d, f) => (isAdmin(v) || postingOwner(v, d, f) ? [...MESSAGE_FIELDS, ...MESSAGE_AUTHOR] : only(is(v, d.applicant), MESSAGE_FIELDS)),
  create: (v) => only(!isAdmin(v) && (has(v, 'employer') || has(v, 'professional')), ['application', 'body']),
  serverValues: (v) => ({ author: v.id, readAt: null }),
  update: (v, d, f) => only(sentTo(v, d, f), ['readAt']),
  delete: () => false,
}

/**
 * Issue 28: an application's interview rounds, between its applicant and the posting's team; admins
 * read them. The team proposes (application, times, place, message); everything else is the
 * server's. Nobody changes or deletes a round through the generic API: its later steps (book, other
 * times, new times, cancel) are action endpoints, each for one side.
 */
const INTERVIEW_FIELDS = [
  'application', 'jobPosting', 'applicant', 'status', 'slots', 'location', 'message', 'chosenSlot', 'startsAt', 'endsAt',
  'timeZone', 'accommodation', 'note', 'cancelledBy', 'uid', 'sequence', 'remindedSequence', 'heldAt', ...TS,
]
const interviews: CollectionRules = {
  ruleInputs: ['jobPosting', 'applicant'],
  derived: ['updatedAt'],
  // Who on the team proposed it is the team's to read.
  read: (v, d, f) => (isAdmin(v) || postingOwner(v, d, f) ? [...INTERVIEW_FIELDS, 'proposedBy'] : only(is(v, d.applicant), INTERVIEW_FIELDS)),
  create: (v) => only(!isAdmin(v) && has(v, 'employer'), ['application', 'slots', 'location', 'message']),
  serverValues: (v) => ({ proposedBy: v.id, status: 'proposed', chosenSlot: null, accommodation: null }),
  update: () => null,
  delete: () => false,
}

// §4 "resumes": own guest id, own, of applicants to own jobs (read), all. guestKey is never read back.
const RESUME_FIELDS = [
  'owner', 'categoryName', 'positionType', 'originalFilename', 'fileSize', 'status', 'uploadedAt', 'filename', 'mimeType',
  'filesize', 'url', 'thumbnailURL', 'width', 'height', 'prefix', '_objectKey', '__file__', ...TS,
]
const ownResume = (v: Viewer, d: Doc) =>
  v.id !== null ? is(v, d.owner) && !has(v, 'editor') : v.guestKey !== null && d.guestKey === v.guestKey
const resumes: CollectionRules = {
  derived: ['updatedAt'],
  read: (v, d, f) =>
    only(isAdmin(v) || ownResume(v, d) || Boolean(f.sharedResumes.get(companyOfViewer(v, f) ?? -1)?.has(Number(d.id))), RESUME_FIELDS),
  // Files arrive only through the upload endpoint (content checked); the generic POST is for admins at most.
  create: (v) => only(isAdmin(v), ['categoryName', 'positionType']),
  // Move (category, position type) and delete: the owner or guest, and admins. Employers only read.
  update: (v, d) => only(isAdmin(v) || ownResume(v, d), ['categoryName', 'positionType']),
  delete: (v, d) => isAdmin(v) || ownResume(v, d),
}

// Issue 15: a professional's profile is read by the person, admins, and employers who received an
// application from that person; nobody else. Employers see of the verification only "verified on";
// the person also sees where their licence stands; how it was checked, by whom, the evidence and the
// queue are admins' only. Verification results are written by the admin's recording endpoint only
// (never through the generic API, admins included); a new licence starts unverified.
const PROFILE_FIELDS = [
  'licenseProvince', 'licenseCollege', 'licenseNumber', 'licenseType', 'specializations', 'yearsExperience', 'languages', 'availability',
  'workProvinces',
]
const VERIFICATION_ADMIN = ['checkedAt', 'checkedBy', 'nextCheckAt', 'evidence', 'needsCheck', 'queuedAt']
/** Who keeps a profile: professionals, accounts with no role yet, admins (not employers, editors or visitors). */
const keepsProfile = (v: Viewer) => signedIn(v) && (isAdmin(v) || has(v, 'professional') || (!has(v, 'employer') && !has(v, 'editor')))
const professionalProfiles: CollectionRules = {
  ruleInputs: ['user'],
  derived: ['updatedAt', 'queuedAt'],
  read: (v, d, f) => {
    if (isAdmin(v)) return ['user', ...PROFILE_FIELDS, 'gstHstNumber', 'licenceStatus', 'verifiedOn', ...VERIFICATION_ADMIN, ...TS]
    if (is(v, d.user)) return ['user', ...PROFILE_FIELDS, 'gstHstNumber', 'licenceStatus', 'verifiedOn', ...TS]
    const applicant = idOf(d.user)
    if (v.id !== null && applicant !== null && f.applicantsOf.get(companyOfViewer(v, f) ?? -1)?.has(applicant)) return ['user', ...PROFILE_FIELDS, 'verifiedOn', ...TS]
    return null
  },
  // One's own profile; only admins choose whose.
  // The GST/HST number (shift invoices): the owner's and admins' only.
  create: (v) => (isAdmin(v) ? ['user', ...PROFILE_FIELDS, 'gstHstNumber'] : keepsProfile(v) ? [...PROFILE_FIELDS, 'gstHstNumber'] : null),
  serverValues: (v) => ({ ...(isAdmin(v) ? {} : { user: v.id }), licenceStatus: 'unverified', verifiedOn: null, checkedBy: null, evidence: null, needsCheck: true }),
  update: (v, d) => (isAdmin(v) ? ['user', ...PROFILE_FIELDS, 'gstHstNumber'] : is(v, d.user) ? [...PROFILE_FIELDS, 'gstHstNumber'] : null),
  delete: (v) => isAdmin(v),
}

// Issue 15: private evidence of licence checks, admins only; files arrive only with a recorded check.
const licenceEvidence: CollectionRules = {
  derived: ['updatedAt'],
  read: (v) => only(isAdmin(v), ['filename', 'mimeType', 'filesize', 'width', 'height', 'url', 'thumbnailURL', 'prefix', '_objectKey', ...TS]),
  create: () => null,
  update: () => null,
  delete: (v) => isAdmin(v),
}

// Issue 30, the credentials wallet: the owner (a professional) reads their own, changes the issuer,
// notes and expiry (a new expiry goes back to pending) and deletes; admins read all (who checked and the
// reminders' bookkeeping too) and record checks only through the check endpoint; nobody else reads
// anything, not even that one exists. Files arrive only through the upload endpoint.
const CREDENTIAL_FIELDS = [
  'owner', 'kind', 'issuer', 'notes', 'expiresOn', 'originalFilename', 'fileSize', 'submittedAt', 'status', 'checkedAt', 'rejectionReason',
  'filename', 'mimeType', 'filesize', 'width', 'height', 'url', 'thumbnailURL', 'prefix', '_objectKey', '__file__', ...TS,
]
const ownCredential = (v: Viewer, d: Doc) => is(v, d.owner) && keepsProfile(v)
const credentials: CollectionRules = {
  ruleInputs: ['owner'],
  derived: ['updatedAt'],
  read: (v, d) => (isAdmin(v) ? [...CREDENTIAL_FIELDS, 'checkedBy', 'reminded30For', 'reminded7For'] : only(ownCredential(v, d), CREDENTIAL_FIELDS)),
  create: () => null,
  update: (v, d) => only(ownCredential(v, d), ['issuer', 'notes', 'expiresOn']),
  delete: (v, d) => ownCredential(v, d),
}

// Issue 30, relief shifts (docs/shifts.md): a company's team reads its shifts in every state and the
// requests for them; any signed-in person reads open shifts, and a professional the shifts they
// requested; the exact address (street, postal code) and who the booking's parties are (poster, booked
// request and professional) only the team, the booked professional and admins.
// The team posts (the generic POST: the poster's fields, the server completing the rest); every later
// step is an endpoint, so nobody updates or deletes either through the generic API.
const SHIFT_FIELDS = [
  'company', 'blockId', 'positionType', 'date', 'startTime', 'endTime', 'timeZone', 'startsAt', 'endsAt', 'breakMinutes',
  'rateCents', 'city', 'province', 'lat', 'lng', 'requiresLicence', 'requiredCredentials', 'notes', 'notesFr', 'status', 'state',
  'cancelledAt', 'cancelReason', 'cancelledBy', ...TS,
]
const SHIFT_PRIVATE = ['street', 'postalCode', 'createdBy', 'bookedRequest', 'bookedProfessional']
const shiftTeam = (v: Viewer, d: Doc, f: Facts) => v.id !== null && companyOfViewer(v, f) !== null && companyOfViewer(v, f) === idOf(d.company)
const shifts: CollectionRules = {
  ruleInputs: ['company', 'status', 'bookedProfessional'],
  derived: ['updatedAt'],
  read: (v, d, f) => {
    if (isAdmin(v) || shiftTeam(v, d, f) || is(v, d.bookedProfessional)) return [...SHIFT_FIELDS, ...SHIFT_PRIVATE]
    return only(signedIn(v) && (d.status === 'open' || Boolean(f.shiftRequesters.get(Number(d.id))?.has(v.id!))), SHIFT_FIELDS)
  },
  create: (v) =>
    only(!isAdmin(v) && has(v, 'employer'), [
      'positionType', 'date', 'startTime', 'endTime', 'breakMinutes', 'rateCents', 'city', 'province', 'street', 'postalCode', 'requiresLicence',
      'requiredCredentials', 'notes', 'notesFr',
    ]),
  serverValues: (v, f) => ({ company: companyOfViewer(v, f), createdBy: v.id, status: 'open', bookedRequest: null, bookedProfessional: null }),
  update: () => null,
  delete: () => false,
}
const SHIFT_REQUEST_FIELDS = [
  'shift', 'professional', 'company', 'rateCents', 'counterOffer', 'status', 'startsAt', 'endsAt', 'bookedAt', 'cancelledAt', 'cancelledBy',
  'cancelReason', 'lateCancellation', ...TS,
]
// After the shift (issue 30 §5): both sides read the hours; the scores and comments once shown (both
// rated, or 14 days after the shift), a comment an admin hid never; admins read all, settle the hours
// of a dispute and hide comments.
const AFTER_FIELDS = ['professionalMinutes', 'professionalConfirmedAt', 'facilityMinutes', 'facilityConfirmedAt', 'agreedMinutes', 'hoursDispute', 'professionalRatedAt', 'facilityRatedAt']
const ratingsShown = (d: Doc) => Boolean(d.professionalRatedAt && d.facilityRatedAt) || (Boolean(d.endsAt) && Date.parse(String(d.endsAt)) + 14 * 86_400_000 <= Date.now())
const withAfter = (v: Viewer, d: Doc, fields: readonly string[] | null) => {
  if (!fields) return null
  if (isAdmin(v)) return [...fields, ...AFTER_FIELDS, 'professionalScore', 'professionalComment', 'facilityScore', 'facilityComment', 'professionalCommentHidden', 'facilityCommentHidden']
  const shown = ratingsShown(d) ? ['professionalScore', 'facilityScore', ...(d.professionalCommentHidden ? [] : ['professionalComment']), ...(d.facilityCommentHidden ? [] : ['facilityComment'])] : []
  return [...fields, ...AFTER_FIELDS, ...shown]
}
const shiftRequests: CollectionRules = {
  ruleInputs: ['professional', 'company'],
  derived: ['updatedAt'],
  // The booking fee's checkout and payment ids: admins only.
  read: (v, d, f) => withAfter(v, d, only(isAdmin(v) || is(v, d.professional) || (companyOfViewer(v, f) !== null && companyOfViewer(v, f) === idOf(d.company)), isAdmin(v) ? [...SHIFT_REQUEST_FIELDS, 'checkoutSessionId', 'checkoutUrl', 'checkoutAmountCents', 'checkoutCurrency', 'paymentIntentId'] : SHIFT_REQUEST_FIELDS)),
  create: (v) => only(!isAdmin(v) && has(v, 'professional'), ['shift', 'rateCents']),
  serverValues: (v) => ({ professional: v.id, status: 'pending', bookedAt: null, lateCancellation: false }),
  update: (v) => (isAdmin(v) ? ['agreedMinutes', 'hoursDispute', 'professionalCommentHidden', 'facilityCommentHidden'] : null),
  delete: () => false,
}

// The payments ledger and the audit trail: written only by the server, read by admins.
const payments: CollectionRules = {
  ...nobodyWrites,
  read: (v) => only(isAdmin(v), ['stripeEventId', 'type', 'checkoutSessionId', 'paymentIntentId', 'jobPosting', 'creditPack', 'shiftRequest', 'amount', 'currency', 'sale', 'status', 'reason', ...TS]),
}
// Credit packs (issue 31): the buying company's team reads its purchases, admins all and the Stripe ids;
// only the server writes them (checkout endpoint, webhook, an admin's refund endpoint).
const CREDIT_PACK_FIELDS = ['company', 'buyer', 'size', 'priceCents', 'amountCents', 'currency', 'status', 'paidAt', 'refundedAt', ...TS]
const creditPacks: CollectionRules = {
  ...nobodyWrites,
  read: (v, d, f) =>
    isAdmin(v) ? [...CREDIT_PACK_FIELDS, 'stripeCheckoutSessionId', 'stripePaymentIntentId'] : only(companyOfViewer(v, f) !== null && companyOfViewer(v, f) === idOf(d.company), CREDIT_PACK_FIELDS),
}
// Receipts and credit notes (issue 31): the buying company's owner and billing members read them, admins
// all and what each was issued for; only the server writes them. The receipt counter is nobody's.
const RECEIPT_FIELDS = ['number', 'kind', 'sequence', 'refersTo', 'company', 'locale', 'issuedAt', 'seller', 'buyer', 'sale', 'totalCents', 'currency', ...TS]
const receipts: CollectionRules = {
  ...nobodyWrites,
  read: (v, d, f) =>
    isAdmin(v) ? [...RECEIPT_FIELDS, 'source', 'payment', 'paymentIntentId'] : only(v.id !== null && f.companyOwner.get(idOf(d.company) ?? -1) === v.id && companyOfViewer(v, f) === idOf(d.company), RECEIPT_FIELDS),
}
// The privacy trail (issue 15: exports and deletions, who asked, which admin): admins read it; only
// the server writes it, and nobody edits or deletes it.
const privacyRequests: CollectionRules = {
  ...nobodyWrites,
  read: (v) => only(isAdmin(v), ['action', 'requestedBy', 'account', 'performedBy', ...TS]),
}
// Job alerts (saved searches mailed to an address): their owner and admins read them; the owner
// changes the search and the frequency; only the subscribe flow creates them and only the server
// moves their status (pause/resume endpoints, confirm, unsubscribe). Which consent an alert runs on
// is admins' to read. Guests' alerts have no owner: only admins read them through the API.
const ALERT_SEARCH = ['q', 'chips', 'provinces', 'types', 'near', 'radius', 'hideRemote', 'pay', 'per']
// kind: jobs or shifts, the server's; shift: a shift alert's search (docs/alerts.md), its owner's to change like the job search.
const ALERT_FIELDS = [
  'owner', 'email', 'language', 'kind', 'shift', ...ALERT_SEARCH, 'frequency', 'status', 'confirmedAt', 'unsubscribedAt',
  'lastRunAt', 'lastSentAt', ...TS,
]
const ALERT_WRITES = [...ALERT_SEARCH, 'shift', 'frequency']
const jobAlerts: CollectionRules = {
  // searchKey: the hidden one-alert-per-address-and-search digest, kept by the server from the address and search.
  derived: ['updatedAt', 'searchKey'],
  read: (v, d) => (isAdmin(v) ? [...ALERT_FIELDS, 'consent'] : only(is(v, d.owner), ALERT_FIELDS)),
  create: () => null,
  update: (v, d) => only(isAdmin(v) || is(v, d.owner), ALERT_WRITES),
  delete: (v, d) => isAdmin(v) || is(v, d.owner),
}
// CASL proof of consent to alerts: admins read it; only the server writes it; nobody edits or deletes it.
const alertConsents: CollectionRules = {
  ...nobodyWrites,
  read: (v) => only(isAdmin(v), ['email', 'user', 'alert', 'wording', 'language', 'method', 'givenAt', 'confirmedAt', 'withdrawnAt', 'source', ...TS]),
}
// The Google Indexing API ledger (docs/google.md): only the queue task writes it; admins read it.
const indexingNotices: CollectionRules = {
  ...nobodyWrites,
  read: (v) => only(isAdmin(v), ['url', 'type', 'outcome', 'posting', 'statusCode', 'detail', ...TS]),
}
// The alert digests' ledger (which posting, or shift, each alert was sent): the server writes it, admins read it.
const alertDeliveries: CollectionRules = {
  ...nobodyWrites,
  read: (v) => only(isAdmin(v), ['alert', 'posting', 'shift', 'sentAt']),
}
const statusChanges: CollectionRules = {
  ...nobodyWrites,
  read: (v) => only(isAdmin(v), ['jobPosting', 'application', 'from', 'to', 'changedBy', ...TS]),
}

// Users: people read and edit their own account (never their roles); admins everyone.
// pendingEmail: the address a person asked to change to, waiting for its link (theirs and admins').
// preferredLanguage: the language of the person's emails, chosen at sign-up, theirs to change.
// company: the company an employer belongs to (theirs to read; the server and admins write it).
// emailPreferences: which optional emails the person wants (issue 15: /account), theirs and admins' to read and change.
const USER_READ = ['fullName', 'roles', 'email', '_verified', 'sessions', 'pendingEmail', 'preferredLanguage', 'company', 'emailPreferences', ...TS]
const SELF_SERVICE_ROLES = ['professional', 'employer']
const users: CollectionRules = {
  derived: ['updatedAt', 'sessions', 'loginAttempts', 'lockUntil', '_verificationToken'],
  read: (v, d) => only(isAdmin(v) || is(v, d.id), USER_READ),
  // Anyone signs up; roles and verification are not theirs to choose.
  create: (v) =>
    isAdmin(v)
      ? ['email', 'password', 'fullName', 'roles', '_verified', 'preferredLanguage', 'emailPreferences']
      : ['email', 'password', 'fullName', 'accountType', 'preferredLanguage', 'emailPreferences'],
  createdCheck: (v, d) => {
    if (isAdmin(v)) return []
    const out: string[] = []
    const roles = Array.isArray(d.roles) ? (d.roles as string[]) : []
    if (roles.some((r) => !SELF_SERVICE_ROLES.includes(r)) || roles.length > 1) out.push(`roles ${JSON.stringify(roles)} chosen by the client`)
    if (d._verified === true) out.push('pre-verified account')
    return out
  },
  // (The write matrix never sends a password on update, so hash and salt must never change.)
  update: (v, d) =>
    isAdmin(v)
      ? ['fullName', 'roles', 'email', '_verified', 'preferredLanguage', 'company', 'emailPreferences']
      : is(v, d.id)
        ? ['fullName', 'email', 'preferredLanguage', 'emailPreferences']
        : null,
  delete: (v) => isAdmin(v),
}

// §4 "ownership inquiry": anonymous, guest, professional, employer create; editor –; admin read/all.
const INQUIRY_FORM = ['fullName', 'email', 'phone', 'currentRole', 'experience', 'location', 'investmentRange', 'timeline', 'message']
// language: the language of the page the inquiry came from, set by the server (its confirmation's language).
const ownershipInquiries: CollectionRules = {
  derived: ['updatedAt', 'handledAt'],
  read: (v) => only(isAdmin(v), [...INQUIRY_FORM, 'language', 'status', 'handledAt', ...TS]),
  // The matrix's requests carry no language: English, whatever the body says.
  serverValues: () => ({ language: 'en' }),
  create: (v) => (isAdmin(v) ? [...INQUIRY_FORM, 'status', 'handledAt'] : has(v, 'editor') ? null : INQUIRY_FORM),
  update: (v) => only(isAdmin(v), [...INQUIRY_FORM, 'status', 'handledAt']),
  delete: (v) => isAdmin(v),
}

// §4 "pages, media, globals": read published, editors edit, admins all. Whether a page has French
// of its own is public (it is visible on the French site anyway) and computed by the server.
const PAGE_FIELDS = ['title', 'slug', 'layout', 'meta', '_status', 'frenchVersion', ...TS]
const pages: CollectionRules = {
  ruleInputs: ['_status'],
  derived: ['updatedAt', 'frenchVersion'],
  read: (v, d) => only(isStaff(v) || d._status === 'published', PAGE_FIELDS),
  readVersions: (v) => isStaff(v),
  create: (v) => only(isStaff(v), ['title', 'slug', 'layout', 'meta', '_status']),
  update: (v) => only(isStaff(v), ['title', 'slug', 'layout', 'meta', '_status']),
  delete: (v) => isStaff(v),
}
const MEDIA_FIELDS = ['alt', 'url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes', ...TS]
const media: CollectionRules = {
  derived: ['updatedAt'],
  read: () => MEDIA_FIELDS,
  create: (v) => only(isStaff(v), MEDIA_FIELDS),
  update: (v) => only(isStaff(v), MEDIA_FIELDS),
  delete: (v) => isStaff(v),
}

// ─── Payload's internal collections: none keeps "any signed-in user" ─────────────────────────────

/** Document locks belong to the admin panel, which is for staff; a lock is held in one's own name. */
const lockedDocuments: CollectionRules = {
  derived: ['updatedAt'],
  read: (v) => only(isStaff(v), ['document', 'globalSlug', 'user', ...TS]),
  create: (v) => (isAdmin(v) ? ['document', 'globalSlug', 'user'] : isStaff(v) ? ['document', 'globalSlug'] : null),
  serverValues: (v) => (isAdmin(v) || !isStaff(v) ? {} : { user: { relationTo: 'users', value: v.id } }),
  update: (v, d) => (isAdmin(v) ? ['document', 'globalSlug', 'user'] : isStaff(v) && is(v, d.user) ? ['document', 'globalSlug'] : null),
  delete: (v, d) => isAdmin(v) || (isStaff(v) && is(v, d.user)),
}
/** Admin-panel preferences: staff keep their own; nobody reads or touches anyone else's. */
const preferences: CollectionRules = {
  derived: ['updatedAt'],
  read: (v, d) => only(is(v, d.user), ['user', 'key', 'value', ...TS]),
  create: (v) => only(isStaff(v), ['key', 'value']),
  serverValues: (v) => ({ user: { relationTo: 'users', value: v.id } }),
  update: (v, d) => only(is(v, d.user), ['key', 'value']),
  delete: (v, d) => is(v, d.user),
}
const JOB_QUEUE_FIELDS = ['input', 'taskStatus', 'completedAt', 'totalTried', 'hasError', 'error', 'log', 'taskSlug', 'queue', 'waitUntil', 'processing', 'meta', ...TS]
const jobsQueue: CollectionRules = {
  read: (v) => only(isAdmin(v), JOB_QUEUE_FIELDS),
  create: () => null,
  update: () => null,
  delete: (v) => isAdmin(v),
}
const nobody: CollectionRules = { ...nobodyWrites, read: () => null }

export const COLLECTION_RULES: Record<string, CollectionRules> = {
  'job-postings': jobPostings,
  facilities,
  'company-invitations': companyInvitations,
  'saved-jobs': savedJobs,
  applications,
  'application-notes': applicationNotes,
  'application-messages': applicationMessages,
  interviews,
  shifts,
  'shift-requests': shiftRequests,
  resumes,
  'professional-profiles': professionalProfiles,
  'licence-evidence': licenceEvidence,
  credentials,
  payments,
  'credit-packs': creditPacks,
  receipts,
  'receipt-counters': { ...nobodyWrites, read: () => null },
  'checkout-sales': { ...nobodyWrites, read: () => null },
  'indexing-notices': indexingNotices,
  'status-changes': statusChanges,
  users,
  'ownership-inquiries': ownershipInquiries,
  'privacy-requests': privacyRequests,
  'job-alerts': jobAlerts,
  'alert-consents': alertConsents,
  'alert-deliveries': alertDeliveries,
  pages,
  media,
  'payload-locked-documents': lockedDocuments,
  'payload-preferences': preferences,
  'payload-jobs': jobsQueue,
  'payload-kv': nobody,
  'payload-migrations': nobody,
}

// mailingAddress: the sender's postal address in job alert emails (CASL), edited like the contact details.
const EDITOR_SETTINGS = ['siteName', 'contactEmail', 'contactPhone', 'mailingAddress', 'city', 'stats', 'currency']
export const GLOBAL_RULES: Record<string, GlobalRules> = {
  header: { read: () => ['primaryLinks', 'serviceLinks', 'moreLinks', ...TS], update: (v) => only(isStaff(v), ['primaryLinks', 'serviceLinks', 'moreLinks']) },
  footer: { read: () => ['columns', 'tagline', ...TS], update: (v) => only(isStaff(v), ['columns', 'tagline']) },
  // The posting fee, listing days and the staff inquiry inbox are admin-only settings. The retention
  // periods (issue 15) and the sales-tax registration numbers are admin-only to read and to write
  // through the API (the privacy page states the periods; checkout reads the numbers as the server).
  'site-settings': {
    read: (v) => [...EDITOR_SETTINGS, 'inquiryInbox', 'postingFeeCents', 'shiftBookingFeeCents', 'creditPacks', 'listingDays', ...(isAdmin(v) ? ['retention', 'gstHstNumber', 'qstNumber', 'sellerLegalName', 'sellerAddress'] : []), ...TS],
    update: (v) =>
      isAdmin(v)
        ? [...EDITOR_SETTINGS, 'inquiryInbox', 'postingFeeCents', 'shiftBookingFeeCents', 'creditPacks', 'listingDays', 'retention', 'gstHstNumber', 'qstNumber', 'sellerLegalName', 'sellerAddress']
        : isStaff(v)
          ? EDITOR_SETTINGS
          : null,
  },
  // The job runner's bookkeeping: admins at most.
  'payload-jobs-stats': { read: (v) => only(isAdmin(v), ['stats', ...TS]), update: (v) => only(isAdmin(v), ['stats']) },
}

/**
 * Operations a plain professional may be granted unconditionally (`true`, no query constraint) by
 * the access functions themselves. Anything else that answers `true` for a professional is
 * Payload's "any signed-in user" default in disguise.
 */
export const PROFESSIONAL_UNCONDITIONAL = new Set([
  'collections.facilities.read',
  'collections.media.read',
  'collections.users.create',
  'collections.ownership-inquiries.create',
  'collections.saved-jobs.create',
  'collections.professional-profiles.create',
  // Someone with an application writes to threads; which thread (only their own), the hook decides.
  'collections.application-messages.create',
  // A professional requests shifts; which shift (one they may read and are eligible for), the hook decides.
  'collections.shift-requests.create',
  'globals.header.read',
  'globals.footer.read',
  'globals.site-settings.read',
])
