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
const ROLES: [string, JobPosting['positionType'], number, number, 'hour' | 'year'][] = [
  ['Relief Pharmacist', 'pharmacist-part-time', 60, 75, 'hour'],
  ['Staff Pharmacist', 'pharmacist-full-time', 110000, 135000, 'year'],
  ['Pharmacy Manager', 'pharmacist-full-time', 130000, 155000, 'year'],
  ['Family Physician', 'physician', 280000, 380000, 'year'],
  ['Emergency Physician', 'physician', 180, 230, 'hour'],
  ['Pharmacy Technician', 'pharmacy-technician', 26, 32, 'hour'],
  ['Pharmacy Assistant', 'pharmacy-assistant', 18, 22, 'hour'],
  ['Medical Office Administrator', 'medical-administrator', 22, 27, 'hour'],
  ['Dermatologist', 'specialist', 320000, 450000, 'year'],
  ['Clinical Assistant (IMG)', 'clinical-assistant', 25, 32, 'hour'],
]
/** The roles' French titles (demo postings in Quebec are published in French as well, as the law requires there). */
const FRENCH_ROLES: Record<string, string> = {
  'Relief Pharmacist': 'Pharmacien remplaçant',
  'Staff Pharmacist': 'Pharmacien salarié',
  'Pharmacy Manager': 'Pharmacien gérant',
  'Family Physician': 'Médecin de famille',
  'Emergency Physician': 'Urgentologue',
  'Pharmacy Technician': 'Technicien en pharmacie',
  'Pharmacy Assistant': 'Assistant technique en pharmacie',
  'Medical Office Administrator': 'Adjoint administratif médical',
  Dermatologist: 'Dermatologue',
  'Clinical Assistant (IMG)': 'Assistant clinique (DHCEU)',
}

/** The French version of a demo posting in Quebec (none elsewhere). */
const frenchVersion = (role: string, city: string, province: string) =>
  province === 'QC'
    ? {
        titleFr: FRENCH_ROLES[role] ?? role,
        descriptionFr: `${FRENCH_ROLES[role] ?? role} pour une équipe axée sur les patients à ${city}. Collègues solidaires, outils modernes et horaires prévisibles.`,
        requirementsFr: 'Membre en règle de l’ordre professionnel. Excellente communication avec les patients et les collègues, en français.',
      }
    : {}

const EMPLOYMENT: JobPosting['employmentType'][] = ['full-time', 'part-time', 'contract', 'temporary', 'per-diem']
const LEVELS: NonNullable<JobPosting['experienceLevel']>[] = ['entry-level', 'mid-level', 'senior-level', 'management']

const money = (n: number, unit: 'hour' | 'year') => (unit === 'hour' ? `$${n}` : `$${formatNumber(n)}`)

/** Realistic, deterministic postings across provinces for the demo site (seed, access skipped on purpose). */
export function demoPostings(count: number, ownerEmail: string, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const [role, positionType, min, max, unit] = ROLES[i % ROLES.length]
    const [city, province] = CITIES[(i * 7) % CITIES.length]
    const remote = i % 9 === 7
    const posted = new Date(now - (i % 25) * 24 * 60 * 60 * 1000 - i * 60_000)
    return {
      title: role,
      company: `${city} ${['Community Pharmacy', 'Health Centre', 'Family Clinic', 'Medical Group'][i % 4]}`,
      confidential: i % 6 === 0,
      location: remote ? `Remote (${province})` : `${city}, ${province}`,
      city,
      province: province as JobPosting['province'],
      remote,
      salaryRange: `${money(min, unit)}-${money(max, unit)}/${unit}`,
      payMin: min,
      payMax: max,
      payUnit: unit,
      contactEmail: ownerEmail,
      description: `${role} for a patient-focused team in ${city}. Supportive colleagues, modern systems and predictable scheduling.`,
      requirements: 'Registration in good standing with the provincial regulator. Excellent communication with patients and colleagues.',
      ...frenchVersion(role, city, province),
      // Ontario's disclosures (docs/posting-law.md).
      ...(province === 'ON' ? { existingVacancy: 'yes' as const, aiScreening: 'no' as const } : {}),
      positionType,
      employmentType: EMPLOYMENT[i % EMPLOYMENT.length],
      experienceLevel: LEVELS[i % LEVELS.length],
      tags: i % 5 === 0 ? ['urgent'] : [],
      isUrgent: i % 5 === 0,
      status: 'active' as const,
      paid: true,
      postedDate: posted.toISOString(),
      validThrough: new Date(posted.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    }
  })
}
