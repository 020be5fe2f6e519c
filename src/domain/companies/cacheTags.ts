/** The cached public page of a company (`/employers/<slug>`); its postings also carry the posting list tag. */
export const companyTag = (slug: string) => `companies:${slug}`
