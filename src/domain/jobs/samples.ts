import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { formatNumber } from '@/lib/format'
import { withTransaction } from '@/lib/payload/transaction'
import type { JobPosting, User } from '@/payload-types'

type Sample = Omit<RequiredDataFromCollectionSlug<'job-postings'>, 'status'>

/**
 * The five sample postings an admin can add (spec: sample categories Nursing, Pharmacy, Administrative,
 * Therapy, Respiratory, kept as tags since position types are a fixed list; hourly and
 * yearly pay).
 */
const samples = (email: string): Sample[] => [
  {
    title: 'Registered Nurse — Community Clinic',
    company: 'Maple Health Clinic',
    location: 'Toronto, ON',
    city: 'Toronto',
    province: 'ON',
    // Ontario's disclosures (docs/posting-law.md).
    existingVacancy: 'yes',
    aiScreening: 'no',
    salaryRange: '$42-$48/hour',
    payMin: 42,
    payMax: 48,
    payUnit: 'hour',
    contactEmail: email,
    description: 'Provide primary care nursing in a busy multidisciplinary community clinic: triage, immunisations and chronic disease follow-up.',
    requirements: 'Registration with the College of Nurses of Ontario; 2+ years of primary care experience.',
    positionType: 'clinical-assistant',
    employmentType: 'full-time',
    experienceLevel: 'mid-level',
    tags: ['nursing', 'full-time'],
    isUrgent: false,
  },
  {
    title: 'Staff Pharmacist',
    company: 'Lakeshore Pharmacy',
    location: 'Mississauga, ON',
    city: 'Mississauga',
    province: 'ON',
    // Ontario's disclosures (docs/posting-law.md).
    existingVacancy: 'yes',
    aiScreening: 'no',
    salaryRange: '$115,000-$130,000/year',
    payMin: 115000,
    payMax: 130000,
    payUnit: 'year',
    contactEmail: email,
    description: 'Dispense and counsel in a high-volume community pharmacy with a strong clinical services program.',
    requirements: 'Licensed with the Ontario College of Pharmacists; injection certification.',
    positionType: 'pharmacist-full-time',
    employmentType: 'full-time',
    experienceLevel: 'mid-level',
    tags: ['pharmacy'],
    isUrgent: true,
  },
  {
    title: 'Medical Office Administrator',
    company: 'Harbourview Family Practice',
    location: 'Halifax, NS',
    city: 'Halifax',
    province: 'NS',
    salaryRange: '$24-$27/hour',
    payMin: 24,
    payMax: 27,
    payUnit: 'hour',
    contactEmail: email,
    description: 'Front desk, scheduling and billing support for a six-physician family practice.',
    requirements: 'Medical office administration diploma or equivalent experience; EMR experience an asset.',
    positionType: 'medical-administrator',
    employmentType: 'part-time',
    experienceLevel: 'entry-level',
    tags: ['administrative', 'part-time'],
    isUrgent: false,
  },
  {
    title: 'Physiotherapy Clinic Assistant',
    company: 'Prairie Motion Therapy',
    location: 'Saskatoon, SK',
    city: 'Saskatoon',
    province: 'SK',
    salaryRange: '$21-$24/hour',
    payMin: 21,
    payMax: 24,
    payUnit: 'hour',
    contactEmail: email,
    description: 'Support physiotherapists with patient set-up, exercise supervision and clinic flow.',
    requirements: 'Kinesiology or rehabilitation assistant training preferred.',
    positionType: 'clinical-assistant',
    employmentType: 'contract',
    experienceLevel: 'entry-level',
    tags: ['therapy', 'contract'],
    isUrgent: false,
  },
  {
    title: 'Respiratory Therapist',
    company: 'Northern Lights Health Centre',
    location: 'Remote — Yukon (travel required)',
    city: 'Whitehorse',
    province: 'YT',
    remote: true,
    salaryRange: '$95,000-$110,000/year',
    payMin: 95000,
    payMax: 110000,
    payUnit: 'year',
    contactEmail: email,
    description: 'Serve patients across northern communities with respiratory assessments and home oxygen programs.',
    requirements: 'Registered Respiratory Therapist; valid driver’s licence.',
    positionType: 'specialist',
    employmentType: 'full-time',
    experienceLevel: 'senior-level',
    tags: ['respiratory', 'urgent'],
    isUrgent: true,
  },
]

/** Admin action: the posts are the admin's own, so they are free and go live at once. */
export async function seedSampleJobs(payload: Payload, admin: User): Promise<JobPosting[]> {
  // All five or none: one transaction, so a failure never leaves a partial seed.
  return withTransaction(
    payload,
    async (req) => {
      const created: JobPosting[] = []
      for (const sample of samples(admin.email)) {
        // The status sent is ignored (server-only field); an admin's posting goes live on create.
        created.push(
          await payload.create({ collection: 'job-postings', data: { ...sample, status: 'draft' }, user: admin, overrideAccess: false, depth: 0, req }),
        )
      }
      return created
    },
    { user: admin },
  )
}

const CITIES: [string, string][] = [
  ['Toronto', 'ON'], ['Ottawa', 'ON'], ['Hamilton', 'ON'], ['London', 'ON'], ['Vancouver', 'BC'], ['Victoria', 'BC'],
  ['Kelowna', 'BC'], ['Calgary', 'AB'], ['Edmonton', 'AB'], ['Winnipeg', 'MB'], ['Regina', 'SK'], ['Saskatoon', 'SK'],
  ['Montreal', 'QC'], ['Quebec City', 'QC'], ['Halifax', 'NS'], ['Moncton', 'NB'], ["St. John's", 'NL'], ['Charlottetown', 'PE'],
]

type Employment = JobPosting['employmentType']
type Level = NonNullable<JobPosting['experienceLevel']>

/**
 * A demo role and what goes with it, so no posting contradicts itself: the employment it is offered
 * as (never what its position type rules out, employmentFit.ts; yearly pay only for full-time or
 * contract work), the experience it asks for, the sites it works at, and whether it can be done remotely.
 */
type DemoRole = {
  title: string
  titleFr: string
  positionType: JobPosting['positionType']
  pay: [min: number, max: number, unit: 'hour' | 'year']
  employment: Employment[]
  levels: Level[]
  sites: string[]
  remote?: boolean
}

const ROLES: DemoRole[] = [
  { title: 'Relief Pharmacist', titleFr: 'Pharmacien remplaçant', positionType: 'pharmacist-part-time', pay: [60, 75, 'hour'], employment: ['part-time', 'per-diem', 'temporary'], levels: ['mid-level', 'senior-level'], sites: ['Community Pharmacy'] },
  { title: 'Staff Pharmacist', titleFr: 'Pharmacien salarié', positionType: 'pharmacist-full-time', pay: [110000, 135000, 'year'], employment: ['full-time', 'contract'], levels: ['entry-level', 'mid-level'], sites: ['Community Pharmacy', 'Health Centre'] },
  { title: 'Pharmacy Manager', titleFr: 'Pharmacien gérant', positionType: 'pharmacist-full-time', pay: [130000, 155000, 'year'], employment: ['full-time'], levels: ['management'], sites: ['Community Pharmacy'] },
  { title: 'Family Physician', titleFr: 'Médecin de famille', positionType: 'physician', pay: [280000, 380000, 'year'], employment: ['full-time', 'contract'], levels: ['mid-level', 'senior-level'], sites: ['Family Clinic', 'Medical Group'] },
  { title: 'Emergency Physician', titleFr: 'Urgentologue', positionType: 'physician', pay: [180, 230, 'hour'], employment: ['contract', 'per-diem', 'temporary'], levels: ['mid-level', 'senior-level'], sites: ['Health Centre'] },
  { title: 'Pharmacy Technician', titleFr: 'Technicien en pharmacie', positionType: 'pharmacy-technician', pay: [26, 32, 'hour'], employment: ['full-time', 'part-time', 'temporary'], levels: ['entry-level', 'mid-level'], sites: ['Community Pharmacy', 'Health Centre'] },
  { title: 'Pharmacy Assistant', titleFr: 'Assistant technique en pharmacie', positionType: 'pharmacy-assistant', pay: [18, 22, 'hour'], employment: ['part-time', 'full-time', 'temporary'], levels: ['entry-level'], sites: ['Community Pharmacy'] },
  { title: 'Medical Office Administrator', titleFr: 'Adjoint administratif médical', positionType: 'medical-administrator', pay: [22, 27, 'hour'], employment: ['full-time', 'part-time', 'contract'], levels: ['entry-level', 'mid-level'], sites: ['Family Clinic', 'Medical Group'], remote: true },
  { title: 'Dermatologist', titleFr: 'Dermatologue', positionType: 'specialist', pay: [320000, 450000, 'year'], employment: ['full-time', 'contract'], levels: ['senior-level'], sites: ['Medical Group'] },
  { title: 'Clinical Assistant (IMG)', titleFr: 'Assistant clinique (DHCEU)', positionType: 'clinical-assistant', pay: [25, 32, 'hour'], employment: ['full-time', 'contract', 'temporary'], levels: ['entry-level', 'mid-level'], sites: ['Health Centre', 'Family Clinic'] },
]

/** What the schedule is like, by employment (a per-diem relief shift is not "predictable scheduling"). */
const SCHEDULES: Record<Employment, { en: string; fr: string }> = {
  'full-time': { en: 'predictable scheduling', fr: 'horaires prévisibles' },
  'part-time': { en: 'a predictable part-time schedule', fr: 'horaire à temps partiel prévisible' },
  contract: { en: 'a fixed-term contract', fr: 'contrat à durée déterminée' },
  temporary: { en: 'a temporary assignment', fr: 'affectation temporaire' },
  'per-diem': { en: 'shifts booked around your availability', fr: 'quarts réservés selon vos disponibilités' },
}

/** Part-time hourly pay is for about 20 hours a week, not the full-time year the posting law assumes by default. */
const PART_TIME_HOURS_PER_YEAR = 1040

/** The demo employer's company (seed/demo.ts makes it); its postings name the site that hires. */
export const DEMO_COMPANY = 'Lakeshore Health Group'
const DEMO_BRAND = 'Lakeshore'

/** The French version of a demo posting in Quebec (none elsewhere). */
const frenchVersion = (role: DemoRole, city: string, province: string, employment: Employment) =>
  province === 'QC'
    ? {
        titleFr: role.titleFr,
        descriptionFr: `${role.titleFr} pour une équipe axée sur les patients à ${city}. Collègues solidaires, outils modernes et ${SCHEDULES[employment].fr}.`,
        requirementsFr: 'Membre en règle de l’ordre professionnel. Excellente communication avec les patients et les collègues, en français.',
      }
    : {}

const money = (n: number, unit: 'hour' | 'year') => (unit === 'hour' ? `$${n}` : `$${formatNumber(n)}`)

/**
 * Realistic, deterministic postings across provinces for the demo site (seed, access skipped on
 * purpose): the roles in turn, each occurrence with the next of the role's employment types,
 * experience levels and sites.
 */
export function demoPostings(count: number, ownerEmail: string, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const role = ROLES[i % ROLES.length]
    const turn = Math.floor(i / ROLES.length)
    const pick = <T>(list: T[]) => list[turn % list.length]
    const [min, max, unit] = role.pay
    const employment = pick(role.employment)
    const [city, province] = CITIES[(i * 7) % CITIES.length]
    const remote = Boolean(role.remote) && turn % 2 === 0
    const posted = new Date(now - (i % 25) * 24 * 60 * 60 * 1000 - i * 60_000)
    return {
      title: role.title,
      company: `${DEMO_BRAND} ${pick(role.sites)} ${city}`,
      confidential: i % 6 === 0,
      location: remote ? `Remote (${province})` : `${city}, ${province}`,
      city,
      province: province as JobPosting['province'],
      remote,
      salaryRange: `${money(min, unit)}-${money(max, unit)}/${unit}`,
      payMin: min,
      payMax: max,
      payUnit: unit,
      ...(employment === 'part-time' && unit === 'hour' ? { hoursPerYear: PART_TIME_HOURS_PER_YEAR } : {}),
      contactEmail: ownerEmail,
      description: `${role.title} for a patient-focused team in ${city}. Supportive colleagues, modern systems and ${SCHEDULES[employment].en}.`,
      requirements: 'Registration in good standing with the provincial regulator. Excellent communication with patients and colleagues.',
      ...frenchVersion(role, city, province, employment),
      // Ontario's disclosures (docs/posting-law.md).
      ...(province === 'ON' ? { existingVacancy: 'yes' as const, aiScreening: 'no' as const } : {}),
      positionType: role.positionType,
      employmentType: employment,
      experienceLevel: pick(role.levels),
      tags: i % 5 === 0 ? ['urgent'] : [],
      isUrgent: i % 5 === 0,
      status: 'active' as const,
      paid: true,
      postedDate: posted.toISOString(),
      validThrough: new Date(posted.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    }
  })
}
