/**
 * The Canadian regulatory colleges a professional's licence is held with: pharmacy, medicine and
 * nursing, by province and territory. Each has its public register's search page; where the
 * register's address takes a registration number, `registerTemplate` holds it with `{number}` in
 * its place (the verification queue opens the register already filtered). The territories license
 * health professionals through their governments' professional licensing offices.
 *
 * Ids are stored on profiles: never rename one (add a new id and migrate instead).
 */
export type Profession = 'pharmacy' | 'medicine' | 'nursing'

export type College = {
  id: string
  province: string
  profession: Profession
  name: { en: string; fr: string }
  /** The register's public search page. */
  registerUrl: string
  /** The register's address for one registration number (`{number}`), when it has one. */
  registerTemplate?: string
}

const c = (
  id: string,
  province: string,
  profession: Profession,
  en: string,
  fr: string,
  registerUrl: string,
  registerTemplate?: string,
): College => ({ id, province, profession, name: { en, fr }, registerUrl, ...(registerTemplate ? { registerTemplate } : {}) })

// Territorial licensing offices register pharmacists, physicians and nurses alike.
const NT_LICENSING = 'https://www.hss.gov.nt.ca/en/services/professional-licensing'
const NU_LICENSING = 'https://www.gov.nu.ca/en/health/professional-licensing'
const YT_LICENSING = 'https://yukon.ca/en/health-and-wellness/health-professionals/find-licensed-health-professional'

export const COLLEGES: readonly College[] = [
  // ── Pharmacy ──
  c('ab-acp', 'AB', 'pharmacy', 'Alberta College of Pharmacy', 'Alberta College of Pharmacy', 'https://abpharmacy.ca/find-a-pharmacist-or-pharmacy/'),
  c('bc-cpbc', 'BC', 'pharmacy', 'College of Pharmacists of British Columbia', 'College of Pharmacists of British Columbia', 'https://www.bcpharmacists.org/verify'),
  c('mb-cphm', 'MB', 'pharmacy', 'College of Pharmacists of Manitoba', 'College of Pharmacists of Manitoba', 'https://cphm.ca/practice-education/find-a-pharmacist/'),
  c('nb-nbcp', 'NB', 'pharmacy', 'New Brunswick College of Pharmacists', 'Ordre des pharmaciens du Nouveau-Brunswick', 'https://nbcp.in1touch.org/public_register'),
  c('nl-nlpb', 'NL', 'pharmacy', 'Newfoundland and Labrador Pharmacy Board', 'Newfoundland and Labrador Pharmacy Board', 'https://nlpb.ca/public-registry/'),
  c('ns-nscp', 'NS', 'pharmacy', 'Nova Scotia College of Pharmacists', 'Nova Scotia College of Pharmacists', 'https://www.nspharmacists.ca/registrant-search/'),
  c('on-ocp', 'ON', 'pharmacy', 'Ontario College of Pharmacists', 'Ordre des pharmaciens de l’Ontario', 'https://www.ocpinfo.com/find-a-pharmacy-or-pharmacy-professional/'),
  c('pe-pcp', 'PE', 'pharmacy', 'Prince Edward Island College of Pharmacy', 'Prince Edward Island College of Pharmacy', 'https://pepharmacists.ca/public-register/'),
  c('qc-opq', 'QC', 'pharmacy', 'Ordre des pharmaciens du Québec', 'Ordre des pharmaciens du Québec', 'https://www.opq.org/trouver-un-pharmacien/'),
  c('sk-scpp', 'SK', 'pharmacy', 'Saskatchewan College of Pharmacy Professionals', 'Saskatchewan College of Pharmacy Professionals', 'https://scp.in1touch.org/public_register'),
  c('nt-pharmacy', 'NT', 'pharmacy', 'Northwest Territories Professional Licensing (Pharmacists)', 'Délivrance des permis professionnels des Territoires du Nord-Ouest (pharmaciens)', NT_LICENSING),
  c('nu-pharmacy', 'NU', 'pharmacy', 'Nunavut Professional Licensing (Pharmacists)', 'Délivrance des permis professionnels du Nunavut (pharmaciens)', NU_LICENSING),
  c('yt-pharmacy', 'YT', 'pharmacy', 'Yukon Professional Licensing (Pharmacists)', 'Délivrance des permis professionnels du Yukon (pharmaciens)', YT_LICENSING),

  // ── Medicine ──
  c('ab-cpsa', 'AB', 'medicine', 'College of Physicians & Surgeons of Alberta', 'College of Physicians & Surgeons of Alberta', 'https://search.cpsa.ca/'),
  c('bc-cpsbc', 'BC', 'medicine', 'College of Physicians and Surgeons of British Columbia', 'College of Physicians and Surgeons of British Columbia', 'https://www.cpsbc.ca/public/registrant-directory'),
  c('mb-cpsm', 'MB', 'medicine', 'College of Physicians & Surgeons of Manitoba', 'College of Physicians & Surgeons of Manitoba', 'https://cpsm.mb.ca/physician-search'),
  c('nb-cpsnb', 'NB', 'medicine', 'College of Physicians and Surgeons of New Brunswick', 'Collège des médecins et chirurgiens du Nouveau-Brunswick', 'https://cpsnb.org/en/find-a-physician'),
  c('nl-cpsnl', 'NL', 'medicine', 'College of Physicians and Surgeons of Newfoundland and Labrador', 'College of Physicians and Surgeons of Newfoundland and Labrador', 'https://cpsnl.ca/physician-search/'),
  c('ns-cpsns', 'NS', 'medicine', 'College of Physicians & Surgeons of Nova Scotia', 'College of Physicians & Surgeons of Nova Scotia', 'https://cpsns.ns.ca/physician-search/'),
  c(
    'on-cpso', 'ON', 'medicine', 'College of Physicians and Surgeons of Ontario', 'Ordre des médecins et chirurgiens de l’Ontario',
    'https://register.cpso.on.ca/', 'https://register.cpso.on.ca/physician-info/?cpsonum={number}',
  ),
  c('pe-cpspei', 'PE', 'medicine', 'College of Physicians and Surgeons of Prince Edward Island', 'College of Physicians and Surgeons of Prince Edward Island', 'https://cpspei.ca/physician-search/'),
  c('qc-cmq', 'QC', 'medicine', 'Collège des médecins du Québec', 'Collège des médecins du Québec', 'https://www.cmq.org/fr/bottin'),
  c('sk-cpss', 'SK', 'medicine', 'College of Physicians and Surgeons of Saskatchewan', 'College of Physicians and Surgeons of Saskatchewan', 'https://www.cps.sk.ca/imis/CPSS/Physician_Search/CPSS/Physician_Summary_Search.aspx'),
  c('nt-medicine', 'NT', 'medicine', 'Northwest Territories Professional Licensing (Physicians)', 'Délivrance des permis professionnels des Territoires du Nord-Ouest (médecins)', NT_LICENSING),
  c('nu-medicine', 'NU', 'medicine', 'Nunavut Professional Licensing (Physicians)', 'Délivrance des permis professionnels du Nunavut (médecins)', NU_LICENSING),
  c('yt-ycpsy', 'YT', 'medicine', 'Yukon Medical Council', 'Conseil médical du Yukon', YT_LICENSING),

  // ── Nursing ──
  c('ab-crna', 'AB', 'nursing', 'College of Registered Nurses of Alberta', 'College of Registered Nurses of Alberta', 'https://nurses.ab.ca/protect-the-public/verify-a-registration/'),
  c('ab-clpna', 'AB', 'nursing', 'College of Licensed Practical Nurses of Alberta', 'College of Licensed Practical Nurses of Alberta', 'https://www.clpna.com/public/verify-a-registration/'),
  c('bc-bccnm', 'BC', 'nursing', 'BC College of Nurses and Midwives', 'BC College of Nurses and Midwives', 'https://www.bccnm.ca/Public/Pages/registrant_search.aspx'),
  c('mb-crnm', 'MB', 'nursing', 'College of Registered Nurses of Manitoba', 'Ordre des infirmières et infirmiers autorisés du Manitoba', 'https://www.crnm.mb.ca/public/verify-registration/'),
  c('mb-clpnm', 'MB', 'nursing', 'College of Licensed Practical Nurses of Manitoba', 'College of Licensed Practical Nurses of Manitoba', 'https://www.clpnm.ca/public-register/'),
  c('nb-nanb', 'NB', 'nursing', 'Nurses Association of New Brunswick', 'Association des infirmières et infirmiers du Nouveau-Brunswick', 'https://www.nanb.nb.ca/verify-registration/'),
  c('nb-anblpn', 'NB', 'nursing', 'Association of New Brunswick Licensed Practical Nurses', 'Association des infirmières et infirmiers auxiliaires autorisés du Nouveau-Brunswick', 'https://www.anblpn.ca/public-registry/'),
  c('nl-crnnl', 'NL', 'nursing', 'College of Registered Nurses of Newfoundland and Labrador', 'College of Registered Nurses of Newfoundland and Labrador', 'https://crnnl.ca/verify-registration/'),
  c('nl-clpnnl', 'NL', 'nursing', 'College of Licensed Practical Nurses of Newfoundland and Labrador', 'College of Licensed Practical Nurses of Newfoundland and Labrador', 'https://www.clpnnl.ca/public-register'),
  c('ns-nscn', 'NS', 'nursing', 'Nova Scotia College of Nursing', 'Nova Scotia College of Nursing', 'https://www.nscn.ca/public/verify-nurse-registration'),
  c('on-cno', 'ON', 'nursing', 'College of Nurses of Ontario', 'Ordre des infirmières et infirmiers de l’Ontario', 'https://registry.cno.org/'),
  c('pe-cnpei', 'PE', 'nursing', 'College of Nurses of Prince Edward Island', 'College of Nurses of Prince Edward Island', 'https://cnpei.ca/public-register/'),
  c('qc-oiiq', 'QC', 'nursing', 'Ordre des infirmières et infirmiers du Québec', 'Ordre des infirmières et infirmiers du Québec', 'https://www.oiiq.org/acceder-au-tableau-de-l-ordre'),
  c('qc-oiiaq', 'QC', 'nursing', 'Ordre des infirmières et infirmiers auxiliaires du Québec', 'Ordre des infirmières et infirmiers auxiliaires du Québec', 'https://www.oiiaq.org/tableau-des-membres'),
  c('sk-crns', 'SK', 'nursing', 'College of Registered Nurses of Saskatchewan', 'College of Registered Nurses of Saskatchewan', 'https://www.crns.ca/public/verify-registration/'),
  c('sk-slpna', 'SK', 'nursing', 'Saskatchewan Association of Licensed Practical Nurses', 'Saskatchewan Association of Licensed Practical Nurses', 'https://www.salpn.com/public-register/'),
  c('nt-rnantnu', 'NT', 'nursing', 'Registered Nurses Association of the Northwest Territories and Nunavut', 'Association des infirmières et infirmiers autorisés des Territoires du Nord-Ouest et du Nunavut', 'https://www.rnantnu.ca/verify-registration/'),
  c('nu-rnantnu', 'NU', 'nursing', 'Registered Nurses Association of the Northwest Territories and Nunavut (Nunavut)', 'Association des infirmières et infirmiers autorisés des Territoires du Nord-Ouest et du Nunavut (Nunavut)', 'https://www.rnantnu.ca/verify-registration/'),
  c('yt-ycn', 'YT', 'nursing', 'Yukon Registered Nurses Association', 'Association des infirmières et infirmiers autorisés du Yukon', 'https://yrna.ca/verify-registration/'),
]

export const COLLEGE_IDS = COLLEGES.map((college) => college.id) as [string, ...string[]]

export const collegeById = (id: string | null | undefined): College | undefined => COLLEGES.find((college) => college.id === id)

/** The colleges of one province or territory, by profession. */
export const collegesIn = (province: string | null | undefined) => COLLEGES.filter((college) => college.province === province)

/**
 * The register to open for a licence: the number's own page where the register's address takes
 * one, else its search page.
 */
export function registerLink(collegeId: string | null | undefined, number: string | null | undefined): string | null {
  const college = collegeById(collegeId)
  if (!college) return null
  const trimmed = (number ?? '').trim()
  return college.registerTemplate && trimmed ? college.registerTemplate.replace('{number}', encodeURIComponent(trimmed)) : college.registerUrl
}
