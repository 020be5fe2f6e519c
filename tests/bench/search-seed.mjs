/**
 * The postings the benchmarks seed, for a database whose schema the app's migrations created: each
 * row built in JavaScript and inserted in batches, with what saving a posting fills computed by the
 * app's own functions (search_text and search_text_fr by searchText.ts, search_title, search_type
 * and search_place by searchParts.ts, latitude and longitude by places/postingPlace.ts), so the
 * generated search_vector is the app's too. tests/bench/search-sql.ts checks a sample read back.
 *
 * 100,000 active postings by default, the same rows every run (a fixed seed; dates relative to
 * now): spread over 300+ places of the gazetteer weighted by population (places.mjs, then smaller
 * places, each at least 10 km from the others), provinces matching, every position type, pay per
 * hour or per year on 70 %, posted over the last 60 days, a few remote or hybrid, French title and
 * description in Quebec (and on some postings elsewhere), tags on 30 %.
 */
import path from 'node:path'

import pg from 'pg'
import { tsImport } from 'tsx/esm/api'

import { randomSource } from './cold-urls.mjs'
import { MAJOR_PLACES } from './places.mjs'

const src = path.join(import.meta.dirname, '../../src')
const load = (file) => tsImport(path.join(src, file), import.meta.url)

/** The app's functions the seed (and the search bench's URLs) use, loaded through tsx. */
export async function loadApp() {
  const [searchText, searchParts, postingPlace, cityPlace, gazetteer, enums] = await Promise.all([
    load('domain/jobs/searchText.ts'),
    load('domain/jobs/searchParts.ts'),
    load('domain/places/postingPlace.ts'),
    load('domain/places/cityPlace.ts'),
    load('domain/places/gazetteer.ts'),
    load('i18n/enums.ts'),
  ])
  return {
    buildSearchText: searchText.buildSearchText,
    buildSearchTextFr: searchText.buildSearchTextFr,
    buildSearchParts: searchParts.buildSearchParts,
    postingPlace: postingPlace.postingPlace,
    cityPlace: cityPlace.cityPlace,
    gazetteer: gazetteer.gazetteer,
    enumLabel: enums.enumLabel,
  }
}

const q = (s) => `'${s.replace(/'/g, "''")}'`
const arr = (list) => `ARRAY[${list.map(q).join(', ')}]`

/** Places the seed uses (at least this many), and how far apart the smaller ones are. */
const PLACE_COUNT = 320
const MIN_APART_KM = 10

/**
 * The seed's places with their weights: the larger municipalities by population, then the
 * gazetteer's other places by size (postal areas around them), skipping any within 10 km of one
 * taken (a city's own neighbourhoods), weighted 4 + size (a town of a few thousand people).
 */
export function seedPlaces(app) {
  const taken = []
  const missing = []
  for (const [name, province, weight] of MAJOR_PLACES) {
    const place = app.cityPlace(name, province)
    if (place) taken.push({ name: place.name, province, lat: place.lat, lng: place.lng, weight })
    else missing.push(`${name}, ${province}`)
  }
  const km = (a, b) => {
    const rad = Math.PI / 180
    const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
    return 2 * 6371 * Math.asin(Math.sqrt(h))
  }
  // Among places of one size, a fixed shuffle (not the alphabet's first).
  const shuffle = (p) => (Math.abs(Math.sin(p.lat * 12.9898 + p.lng * 78.233)) * 43758.5453) % 1
  const others = [...app.gazetteer().places].sort((a, b) => b.size - a.size || shuffle(a) - shuffle(b))
  for (const place of others) {
    if (taken.length >= PLACE_COUNT) break
    if (taken.some((t) => km(t, place) < MIN_APART_KM)) continue
    taken.push({ name: place.name, province: place.province, lat: place.lat, lng: place.lng, weight: 4 + place.size })
  }
  return { places: taken, missing }
}

// Each position type: its label, share (cumulative), titles, their French forms (same order).
const POSITION_TYPES = [
  ['pharmacist-full-time', 0.2, ['Staff Pharmacist', 'Pharmacist', 'Pharmacy Manager', 'Clinical Pharmacist', 'Community Pharmacist'],
    ['Pharmacien salarié', 'Pharmacien(ne)', 'Pharmacien-gérant', 'Pharmacienne clinicienne', 'Pharmacien communautaire']],
  ['pharmacist-part-time', 0.35, ['Relief Pharmacist', 'Part-time Pharmacist', 'Locum Pharmacist', 'Weekend Pharmacist'],
    ['Pharmacien remplaçant', 'Pharmacienne à temps partiel', 'Pharmacien de dépannage', 'Pharmacien de fin de semaine']],
  ['physician', 0.5, ['Family Physician', 'Walk-in Clinic Physician', 'Emergency Physician', 'Locum Family Physician', 'Hospitalist'],
    ['Médecin de famille', 'Médecin en clinique sans rendez-vous', "Médecin d'urgence", 'Médecin de famille remplaçant', 'Médecin hospitaliste']],
  ['pharmacy-technician', 0.65, ['Pharmacy Technician', 'Registered Pharmacy Technician', 'Compounding Technician'],
    ['Technicien en pharmacie', 'Technicienne en pharmacie agréée', 'Technicien en préparations magistrales']],
  ['pharmacy-assistant', 0.75, ['Pharmacy Assistant', 'Pharmacy Clerk', 'Dispensary Assistant'],
    ['Assistant technique en pharmacie', 'Commis de pharmacie', 'Assistante technique au laboratoire']],
  ['medical-administrator', 0.85, ['Medical Office Administrator', 'Medical Receptionist', 'Clinic Manager', 'Medical Secretary'],
    ['Adjointe administrative médicale', 'Réceptionniste médicale', 'Gestionnaire de clinique', 'Secrétaire médicale']],
  ['specialist', 0.92, ['Dermatologist', 'Psychiatrist', 'Pediatrician', 'Cardiologist', 'Endocrinologist'],
    ['Dermatologue', 'Psychiatre', 'Pédiatre', 'Cardiologue', 'Endocrinologue']],
  ['clinical-assistant', 1.0, ['Clinical Assistant', 'Medical Office Assistant', 'Physician Assistant', 'Clinical Research Assistant'],
    ['Assistant clinique', 'Adjointe au bureau médical', 'Adjoint au médecin', 'Assistante de recherche clinique']],
]
/** A year's pay (physicians, specialists, some full-time pharmacists) or an hour's, the low end before spread. */
const PAY = {
  'pharmacist-full-time': { hour: 52, year: 118000, yearShare: 0.4 },
  'pharmacist-part-time': { hour: 55 },
  physician: { year: 250000, hour: 150, yearShare: 0.85 },
  'pharmacy-technician': { hour: 24 },
  'pharmacy-assistant': { hour: 17 },
  'medical-administrator': { hour: 21, year: 48000, yearShare: 0.2 },
  specialist: { year: 320000 , yearShare: 1 },
  'clinical-assistant': { hour: 20 },
}
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
const DUTIES_FR = [
  'Vous préparerez les ordonnances, conseillerez les patients sur leurs médicaments et travaillerez avec nos pharmaciens et médecins.',
  'Vous soutiendrez les soins aux patients, tiendrez les dossiers à jour dans notre DMÉ et coordonnerez avec l’équipe de soins.',
  'Le poste comprend les bilans de médication, la vaccination, les consultations pour affections mineures et les suivis téléphoniques.',
  'Vous gérerez les rendez-vous, le triage des appels, la facturation RAMQ et privée, et le bon fonctionnement de la clinique.',
  'Vos responsabilités : évaluations, suivi des maladies chroniques, références et collaboration avec les professionnels de la santé.',
]
const PERKS = [
  'We offer competitive pay, health and dental benefits, and paid continuing education.',
  'Flexible scheduling, no evenings, and a supportive, well-staffed team.',
  'Relocation assistance and a signing bonus are available for the right candidate.',
  'Enjoy a modern facility, free parking, and an RRSP matching program.',
  'Weekend shifts rotate; overtime is paid at time and a half.',
  'Bilingual (English/French) candidates are encouraged to apply.',
]
const PERKS_FR = [
  'Salaire concurrentiel, assurances collectives et formation continue payée.',
  'Horaire flexible, aucune soirée et une équipe accueillante.',
  'Prime à la signature et aide à la relocalisation offertes.',
  'Stationnement gratuit, locaux modernes et REER collectif.',
]
const REQUIREMENTS = [
  'Licensed or eligible for licensure with the provincial regulatory college. Excellent communication skills.',
  'Two or more years of experience in a community or hospital setting preferred. Kroll or Fillware experience an asset.',
  'Current registration in good standing, valid CPR certification and proof of liability insurance.',
  'Post-secondary diploma in a related field, strong attention to detail and comfort with electronic medical records.',
  'New graduates welcome; mentorship is provided. French is an asset.',
]
const REQUIREMENTS_FR = [
  'Membre en règle de l’ordre professionnel. Excellentes aptitudes en communication.',
  'Deux ans d’expérience en milieu communautaire ou hospitalier, un atout. Connaissance du logiciel Kroll, un atout.',
  'Diplôme d’études collégiales dans un domaine connexe et souci du détail.',
]
const TAGS = ['locum', 'weekends', 'bilingual', 'relocation', 'new grads welcome', 'urgent', 'remote', 'evenings', 'full-time', 'signing bonus']

const DAY_MS = 24 * 60 * 60 * 1000

/** Employment that fits the position type (domain/jobs/employmentFit.ts). */
function employmentOf(type, r) {
  if (type === 'pharmacist-full-time') return r < 0.85 ? 'full-time' : 'contract'
  if (type === 'pharmacist-part-time') return r < 0.6 ? 'part-time' : r < 0.8 ? 'per-diem' : r < 0.9 ? 'temporary' : 'contract'
  return r < 0.45 ? 'full-time' : r < 0.7 ? 'part-time' : r < 0.82 ? 'contract' : r < 0.9 ? 'temporary' : 'per-diem'
}

const money = (n) => `$${n.toLocaleString('en-CA')}`

/** `count` postings from `first` (1-based), as the rows the insert reads; `now` dates them. */
function postings(app, places, first, count, now, random) {
  const total = places.reduce((n, p) => n + p.weight, 0)
  const cumulative = []
  let sum = 0
  for (const p of places) cumulative.push((sum += p.weight / total))
  const placeAt = (r) => places[Math.min(cumulative.findIndex((c) => r < c) >>> 0, places.length - 1)]
  const pick = (list) => list[Math.floor(random() * list.length)]
  const rows = []
  for (let i = first; i < first + count; i++) {
    const r = random()
    const [positionType, , titles, titlesFr] = POSITION_TYPES.find(([, upTo]) => r < upTo)
    const t = Math.floor(random() * titles.length)
    const place = placeAt(random())
    const provinceEn = app.enumLabel('en-CA', 'province', place.province)
    const provinceFr = app.enumLabel('fr-CA', 'province', place.province)
    const company = `${pick(COMPANY_PREFIXES)} ${pick(COMPANY_SUFFIXES)}`
    const where = random()
    const location =
      where < 0.04 ? `Remote - ${provinceEn}` : where < 0.07 ? `${place.name}, ${place.province} (Hybrid / Remote)` : `${place.name}, ${place.province}`
    const french = place.province === 'QC' || (place.province === 'NB' ? random() < 0.3 : random() < 0.05)
    const pay = PAY[positionType]
    const stated = random() < 0.7
    const unit = random() < (pay.yearShare ?? 0) ? 'year' : 'hour'
    const low = Math.round(pay[unit] * (0.85 + random() * 0.35))
    const high = random() < 0.1 ? null : Math.round(low * (1.1 + random() * 0.2))
    const posted = new Date(now - random() * 60 * DAY_MS)
    const posting = {
      title: titles[t],
      titleFr: french ? titlesFr[t] : null,
      positionType,
      location,
      city: place.name,
      province: place.province,
      description: `${company} is hiring a ${titles[t]} in ${place.name}, ${provinceEn}. ${pick(DUTIES)} ${pick(PERKS)}`,
      descriptionFr: french ? `${company} recrute : ${titlesFr[t]} à ${place.name} (${provinceFr}). ${pick(DUTIES_FR)} ${pick(PERKS_FR)}` : null,
    }
    const point = app.postingPlace(posting)
    const r2 = random()
    rows.push({
      ...posting,
      company,
      confidential: random() < 0.05,
      remote: where < 0.04 || (where >= 0.07 && where < 0.1),
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
      salaryRange: stated ? `${high ? `${money(low)} - ${money(high)}` : `From ${money(low)}`} per ${unit}` : null,
      payMin: stated ? low : null,
      payMax: stated ? high : null,
      payUnit: stated ? unit : null,
      contactEmail: `careers+${i}@${company.toLowerCase().replace(/ /g, '-')}.example.ca`,
      requirements: pick(REQUIREMENTS),
      requirementsFr: french ? pick(REQUIREMENTS_FR) : null,
      employmentType: employmentOf(positionType, random()),
      experienceLevel: r2 < 0.25 ? 'entry-level' : r2 < 0.65 ? 'mid-level' : r2 < 0.87 ? 'senior-level' : r2 < 0.95 ? 'management' : null,
      isUrgent: random() < 0.1,
      postedDate: posted.toISOString(),
      validThrough: new Date(posted.getTime() + 90 * DAY_MS).toISOString(),
      createdAt: new Date(posted.getTime() - 2 * 60 * 60 * 1000).toISOString(),
      // What prepareJob writes on every save.
      searchText: app.buildSearchText(posting),
      searchTextFr: app.buildSearchTextFr(posting),
      ...app.buildSearchParts(posting),
    })
  }
  return rows
}

/** The columns written, their JSON field and their type in the insert. */
const COLUMNS = [
  ['title', 'title', 'varchar'], ['company', 'company', 'varchar'], ['confidential', 'confidential', 'boolean'],
  ['location', 'location', 'varchar'], ['city', 'city', 'varchar'], ['province', 'province', 'enum_job_postings_province'],
  ['remote', 'remote', 'boolean'], ['latitude', 'latitude', 'numeric'], ['longitude', 'longitude', 'numeric'],
  ['salary_range', 'salaryRange', 'varchar'], ['pay_min', 'payMin', 'numeric'], ['pay_max', 'payMax', 'numeric'],
  ['pay_unit', 'payUnit', 'enum_job_postings_pay_unit'], ['contact_email', 'contactEmail', 'varchar'],
  ['description', 'description', 'varchar'], ['requirements', 'requirements', 'varchar'], ['title_fr', 'titleFr', 'varchar'],
  ['description_fr', 'descriptionFr', 'varchar'], ['requirements_fr', 'requirementsFr', 'varchar'],
  ['position_type', 'positionType', 'enum_job_postings_position_type'], ['employment_type', 'employmentType', 'enum_job_postings_employment_type'],
  ['experience_level', 'experienceLevel', 'enum_job_postings_experience_level'], ['is_urgent', 'isUrgent', 'boolean'],
  ['posted_date', 'postedDate', 'timestamptz'], ['valid_through', 'validThrough', 'timestamptz'], ['created_at', 'createdAt', 'timestamptz'],
  ['search_text', 'searchText', 'varchar'], ['search_text_fr', 'searchTextFr', 'varchar'], ['search_title', 'searchTitle', 'varchar'],
  ['search_type', 'searchType', 'varchar'], ['search_place', 'searchPlace', 'varchar'],
]
const INSERT = `
INSERT INTO job_postings (${COLUMNS.map(([c]) => c).join(', ')}, status, paid, updated_at)
SELECT ${COLUMNS.map(([, f, type]) => (type.startsWith('enum_') ? `x."${f}"::${type}` : `x."${f}"`)).join(', ')}, 'active', true, x."postedDate"
FROM json_to_recordset($1::json) AS x(${COLUMNS.map(([, f, type]) => `"${f}" ${type.startsWith('enum_') ? 'text' : type}`).join(', ')})`
const BATCH = 2500

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
  -- As slugify makes them: no dash at either end (a city ending in an accent, "Beaupré", left one, and its page 404).
  trim(both '-' from lower(regexp_replace(j.company || '-' || j.city, '[^A-Za-z0-9]+', '-', 'g'))),
  j.company || ' serves patients in ' || j.city || '.', 'https://' || lower(replace(j.company, ' ', '')) || '.example.ca'
FROM job_postings j WHERE j.city IS NOT NULL ORDER BY j.company, j.city;
UPDATE job_postings j SET facility_id = f.id FROM facilities f WHERE f.name = j.company || ' ' || j.city`

/**
 * Seeds `rows` postings with their tags (the same rows every run) and analyses the tables, then
 * runs `after` on the same connection with the counts, timings and the places used.
 */
export async function seedPostings(databaseUrl, rows, after, { companies = false } = {}) {
  const app = await loadApp()
  const { places, missing } = seedPlaces(app)
  if (missing.length) console.log(`[bench] seed: not in the gazetteer, left out: ${missing.join('; ')}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = Date.now()
    await client.query(`SET work_mem = '256MB'`)
    await client.query(`SET maintenance_work_mem = '512MB'`)
    // The word indexes are built once after the insert (as the migrations define them), not row by row.
    const { rows: wordIndexes } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'job_postings' AND indexdef ILIKE '%USING gin%'`,
    )
    for (const { indexname } of wordIndexes) await client.query(`DROP INDEX "${indexname}"`)
    const random = randomSource(42)
    const now = Date.now()
    let inserted = 0
    for (let first = 1; first <= rows; first += BATCH) {
      const batch = postings(app, places, first, Math.min(BATCH, rows - first + 1), now, random)
      inserted += (await client.query(INSERT, [JSON.stringify(batch)])).rowCount
    }
    for (const { indexdef } of wordIndexes) await client.query(indexdef)
    const tags = await client.query(tagsSql)
    if (companies) await client.query(companiesSql)
    const done = Date.now()
    await client.query('VACUUM ANALYZE job_postings')
    await client.query('VACUUM ANALYZE job_postings_texts')
    if (companies) await client.query('VACUUM ANALYZE facilities')
    return await after(client, { postings: inserted, tags: tags.rowCount, places: places.length, insertMs: done - started, analyseMs: Date.now() - done })
  } finally {
    await client.end()
  }
}
