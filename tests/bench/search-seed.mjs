/**
 * The postings the benchmarks seed: plain SQL (INSERT … SELECT … FROM generate_series), for a
 * database whose schema the app's migrations created.
 */
import pg from 'pg'

// `rows` active, paid postings, realistic enough for the planner (skewed cities, a few "Remote"
// locations, tags on some postings). search_text is built exactly as prepareJob does
// (buildSearchText: lower-cased ' \n '-join of title, position type value and label, location,
// description); the run checks a sample against the app's own function.

const q = (s) => `'${s.replace(/'/g, "''")}'`
const arr = (list) => `ARRAY[${list.map(q).join(', ')}]`

// Labels as in src/domain/jobs/options.ts (positionTypeOptions); titles a posting of each type has.
const POSITION_TYPES = [
  ['pharmacist-full-time', 'Pharmacist (Full-time)', 0.2, ['Staff Pharmacist', 'Pharmacist', 'Pharmacy Manager', 'Clinical Pharmacist', 'Community Pharmacist']],
  ['pharmacist-part-time', 'Pharmacist (Part-time)', 0.35, ['Relief Pharmacist', 'Part-time Pharmacist', 'Locum Pharmacist', 'Weekend Pharmacist']],
  ['physician', 'Physician', 0.5, ['Family Physician', 'Walk-in Clinic Physician', 'Emergency Physician', 'Locum Family Physician', 'Hospitalist']],
  ['pharmacy-technician', 'Pharmacy Technician', 0.65, ['Pharmacy Technician', 'Registered Pharmacy Technician', 'Compounding Technician']],
  ['pharmacy-assistant', 'Pharmacy Assistant', 0.75, ['Pharmacy Assistant', 'Pharmacy Clerk', 'Dispensary Assistant']],
  ['medical-administrator', 'Medical Administrator', 0.85, ['Medical Office Administrator', 'Medical Receptionist', 'Clinic Manager', 'Medical Secretary']],
  ['specialist', 'Specialist', 0.92, ['Dermatologist', 'Psychiatrist', 'Pediatrician', 'Cardiologist', 'Endocrinologist']],
  ['clinical-assistant', 'Clinical Assistant', 1.0, ['Clinical Assistant', 'Medical Office Assistant', 'Physician Assistant', 'Clinical Research Assistant']],
]
// Biggest first: the pick is skewed towards the start (Toronto ≈ 12 %).
const CITIES = [
  ['Toronto', 'ON', 'Ontario'], ['Montreal', 'QC', 'Quebec'], ['Vancouver', 'BC', 'British Columbia'],
  ['Calgary', 'AB', 'Alberta'], ['Edmonton', 'AB', 'Alberta'], ['Ottawa', 'ON', 'Ontario'],
  ['Mississauga', 'ON', 'Ontario'], ['Winnipeg', 'MB', 'Manitoba'], ['Brampton', 'ON', 'Ontario'],
  ['Hamilton', 'ON', 'Ontario'], ['Quebec City', 'QC', 'Quebec'], ['Surrey', 'BC', 'British Columbia'],
  ['Laval', 'QC', 'Quebec'], ['Halifax', 'NS', 'Nova Scotia'], ['London', 'ON', 'Ontario'],
  ['Markham', 'ON', 'Ontario'], ['Saskatoon', 'SK', 'Saskatchewan'], ['Regina', 'SK', 'Saskatchewan'],
  ['Kitchener', 'ON', 'Ontario'], ['Victoria', 'BC', 'British Columbia'], ['Kelowna', 'BC', 'British Columbia'],
  ['Sherbrooke', 'QC', 'Quebec'], ['St. John\'s', 'NL', 'Newfoundland and Labrador'], ['Moncton', 'NB', 'New Brunswick'],
  ['Fredericton', 'NB', 'New Brunswick'], ['Sudbury', 'ON', 'Ontario'], ['Thunder Bay', 'ON', 'Ontario'],
  ['Charlottetown', 'PE', 'Prince Edward Island'], ['Lethbridge', 'AB', 'Alberta'], ['Whitehorse', 'YT', 'Yukon'],
  ['Yellowknife', 'NT', 'Northwest Territories'], ['Iqaluit', 'NU', 'Nunavut'],
]
const COMPANY_PREFIXES = ['Maple', 'Northern', 'Lakeshore', 'Prairie', 'Harbour', 'Summit', 'Riverside', 'Evergreen', 'Aurora', 'Pinecrest', 'Bayview', 'Cedar', 'Granite', 'Westside', 'Eastgate', 'Heritage', 'Glenwood', 'Birchmount', 'Kingsway', 'Trillium']
const COMPANY_SUFFIXES = ['Pharmacy', 'Drug Mart', 'Medical Clinic', 'Family Health Team', 'Health Centre', 'Dermatology', 'Apothecary', 'Walk-in Clinic', 'Medical Group', 'Community Pharmacy', 'Wellness Pharmacy', 'Hospital']
const DUTIES = [
  'You will dispense prescriptions accurately, counsel patients on their medications and work closely with our pharmacists and physicians.',
  'Day to day you will support patient care, keep records up to date in our EMR and coordinate with the wider care team.',
  'The role covers medication reviews, vaccinations, minor ailment assessments and follow-up calls with patients.',
  'You will manage appointments, triage incoming calls, handle OHIP and private billing and keep the clinic running smoothly.',
  'Responsibilities include patient assessments, chronic disease management, referrals and collaborating with allied health staff.',
  'You will prepare and check compounds, manage inventory and blister packs, and help the pharmacist with technical verification.',
  'Our team sees a diverse patient population; you will provide culturally safe care and help with community outreach clinics.',
]
const PERKS = [
  'We offer competitive pay, health and dental benefits, and paid continuing education.',
  'Flexible scheduling, no evenings, and a supportive, well-staffed team.',
  'Relocation assistance and a signing bonus are available for the right candidate.',
  'Enjoy a modern facility, free parking, and an RRSP matching program.',
  'Weekend shifts rotate; overtime is paid at time and a half.',
  'Bilingual (English/French) candidates are encouraged to apply.',
]
const REQUIREMENTS = [
  'Licensed or eligible for licensure with the provincial regulatory college. Excellent communication skills.',
  'Two or more years of experience in a community or hospital setting preferred. Kroll or Fillware experience an asset.',
  'Current registration in good standing, valid CPR certification and proof of liability insurance.',
  'Post-secondary diploma in a related field, strong attention to detail and comfort with electronic medical records.',
  'New graduates welcome; mentorship is provided. French is an asset.',
]
const TAGS = ['locum', 'weekends', 'bilingual', 'relocation', 'new grads welcome', 'urgent', 'remote', 'evenings', 'full-time', 'signing bonus']

export function seedSql(rows) {
  const types = `(VALUES ${POSITION_TYPES.map(([v, label, upTo, titles]) => `(${q(v)}, ${q(label)}, ${upTo}, ${arr(titles)})`).join(', ')}) AS pt(value, label, up_to, titles)`
  const pick = (list, r) => `(${arr(list)})[1 + floor(${r} * ${list.length})::int]`
  return `
WITH base AS (
  SELECT i, random() AS r_pos, random() AS r_title, random() AS r_city, random() AS r_remote, random() AS r_emp,
         random() AS r_exp, random() AS r_urgent, random() AS r_age, random() AS r_co1, random() AS r_co2,
         random() AS r_duty, random() AS r_perk, random() AS r_req, random() AS r_pay, random() AS r_conf
  FROM generate_series(1, ${rows}) AS i
), city AS (
  SELECT b.*, 1 + floor(power(b.r_city, 1.6) * ${CITIES.length})::int AS c FROM base b
), job AS (
  SELECT c.*, pt.value AS position_type, pt.label AS position_label,
    pt.titles[1 + floor(c.r_title * array_length(pt.titles, 1))::int] AS title,
    (${arr(CITIES.map((x) => x[0]))})[c.c] AS city_name,
    (${arr(CITIES.map((x) => x[1]))})[c.c] AS province,
    (${arr(CITIES.map((x) => x[2]))})[c.c] AS province_name,
    ${pick(COMPANY_PREFIXES, 'c.r_co1')} || ' ' || ${pick(COMPANY_SUFFIXES, 'c.r_co2')} AS company,
    now() - c.r_age * interval '60 days' AS posted
  FROM city c
  JOIN LATERAL (SELECT * FROM ${types} WHERE c.r_pos < pt.up_to ORDER BY pt.up_to LIMIT 1) pt ON true
), located AS (
  SELECT j.*,
    CASE WHEN j.r_remote < 0.04 THEN 'Remote - ' || j.province_name
         WHEN j.r_remote < 0.07 THEN j.city_name || ', ' || j.province || ' (Hybrid / Remote)'
         ELSE j.city_name || ', ' || j.province END AS location,
    j.r_remote < 0.04 OR (j.r_remote >= 0.07 AND j.r_remote < 0.10) AS remote,
    j.company || ' is hiring a ' || j.title || ' in ' || j.city_name || ', ' || j.province_name || '. '
      || ${pick(DUTIES, 'j.r_duty')} || ' ' || ${pick(PERKS, 'j.r_perk')} AS description
  FROM job j
)
INSERT INTO job_postings (
  title, company, confidential, location, city, province, remote, salary_range, pay_min, pay_max, pay_unit,
  contact_email, description, requirements, position_type, employment_type, experience_level, is_urgent,
  status, paid, posted_date, valid_through, search_text, updated_at, created_at)
SELECT
  l.title, l.company, l.r_conf < 0.05, l.location, l.city_name, l.province::enum_job_postings_province, l.remote,
  CASE WHEN l.r_pay < 0.7 THEN '$' || p.lo || ' - $' || p.hi || CASE p.unit WHEN 'hour' THEN ' per hour' ELSE ' per year' END END,
  CASE WHEN l.r_pay < 0.7 THEN p.lo END, CASE WHEN l.r_pay < 0.7 THEN p.hi END,
  CASE WHEN l.r_pay < 0.7 THEN p.unit::enum_job_postings_pay_unit END,
  'careers+' || l.i || '@' || lower(replace(l.company, ' ', '-')) || '.example.ca',
  l.description,
  ${pick(REQUIREMENTS, 'l.r_req')},
  l.position_type::enum_job_postings_position_type,
  (CASE
     WHEN l.position_type = 'pharmacist-full-time' THEN CASE WHEN l.r_emp < 0.85 THEN 'full-time' ELSE 'contract' END
     WHEN l.position_type = 'pharmacist-part-time' THEN CASE WHEN l.r_emp < 0.6 THEN 'part-time' WHEN l.r_emp < 0.8 THEN 'per-diem'
                                                            WHEN l.r_emp < 0.9 THEN 'temporary' ELSE 'contract' END
     WHEN l.r_emp < 0.45 THEN 'full-time' WHEN l.r_emp < 0.70 THEN 'part-time' WHEN l.r_emp < 0.82 THEN 'contract'
     WHEN l.r_emp < 0.90 THEN 'temporary' ELSE 'per-diem' END)::enum_job_postings_employment_type,
  (CASE WHEN l.r_exp < 0.25 THEN 'entry-level' WHEN l.r_exp < 0.65 THEN 'mid-level' WHEN l.r_exp < 0.87 THEN 'senior-level'
        WHEN l.r_exp < 0.95 THEN 'management' END)::enum_job_postings_experience_level,
  l.r_urgent < 0.10,
  'active', true, l.posted, l.posted + interval '90 days',
  lower(concat_ws(E' \\n ', l.title, l.position_type, l.position_label, l.location, l.description)),
  l.posted, l.posted - interval '2 hours'
FROM located l
CROSS JOIN LATERAL (
  SELECT CASE WHEN l.position_type IN ('physician', 'specialist') THEN 'year' ELSE 'hour' END AS unit,
         CASE l.position_type WHEN 'physician' THEN 250000 WHEN 'specialist' THEN 320000 WHEN 'pharmacy-technician' THEN 24
              WHEN 'pharmacy-assistant' THEN 17 WHEN 'medical-administrator' THEN 21 WHEN 'clinical-assistant' THEN 20 ELSE 52 END
           * (1 + round(l.r_pay::numeric * 10) / 100) AS lo
) p0
CROSS JOIN LATERAL (SELECT p0.unit, round(p0.lo, 0) AS lo, round(p0.lo * 1.25, 0) AS hi) p
ORDER BY l.i`
}

// Tags (hasMany text: job_postings_texts, path 'tags', order from 1) on 30 % of postings, 1–3 each,
// lower-cased as prepareJob stores them; some equal a chip's label ("urgent", "remote", "full-time").
export const tagsSql = `
INSERT INTO job_postings_texts ("order", parent_id, path, text)
SELECT n, j.id, 'tags', (${arr(TAGS)})[1 + ((j.id * 7 + n * 13) % ${TAGS.length})]
FROM job_postings j CROSS JOIN LATERAL generate_series(1, 1 + j.id % 3) AS n
WHERE j.id % 10 < 3`

/**
 * One company per name and city ("Maple Pharmacy, Toronto": a chain's location), each with its public
 * page (`/employers/<slug>`), and every posting linked to its own.
 */
export const companiesSql = `
INSERT INTO facilities (name, type, city, province, slug, description, website)
SELECT DISTINCT ON (j.company, j.city) j.company || ' ' || j.city, 'pharmacy', j.city, j.province::text::enum_facilities_province,
  lower(regexp_replace(j.company || '-' || j.city, '[^A-Za-z0-9]+', '-', 'g')),
  j.company || ' serves patients in ' || j.city || '.', 'https://' || lower(replace(j.company, ' ', '')) || '.example.ca'
FROM job_postings j WHERE j.city IS NOT NULL ORDER BY j.company, j.city;
UPDATE job_postings j SET facility_id = f.id FROM facilities f WHERE f.name = j.company || ' ' || j.city`

/**
 * Seeds `rows` postings with their tags (the same rows every run) and analyses the tables, then
 * runs `after` on the same connection with the counts and timings.
 */
export async function seedPostings(databaseUrl, rows, after, { companies = false } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = Date.now()
    await client.query(`SET work_mem = '256MB'`)
    await client.query('SELECT setseed(0.42)')
    const postings = await client.query(seedSql(rows))
    const tags = await client.query(tagsSql)
    if (companies) await client.query(companiesSql)
    const inserted = Date.now()
    await client.query('VACUUM ANALYZE job_postings')
    await client.query('VACUUM ANALYZE job_postings_texts')
    if (companies) await client.query('VACUUM ANALYZE facilities')
    return await after(client, { postings: postings.rowCount, tags: tags.rowCount, insertMs: inserted - started, analyseMs: Date.now() - inserted })
  } finally {
    await client.end()
  }
}
