import type { CollectionBeforeChangeHook } from 'payload'

import { PLACE_FIELDS, postingPlace } from '@/domain/places/postingPlace'

/**
 * A posting's coordinates follow its place (docs/places.md): set when it is created and whenever its
 * city, province or location changes, whoever saves it (the seed too). A place the gazetteer does not
 * know leaves them empty and the save goes on: the form has already told the employer.
 */
export const geocodePosting: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'update' && originalDoc && !PLACE_FIELDS.some((field) => field in data && data[field] !== originalDoc[field])) return data
  const place = postingPlace({ ...originalDoc, ...data })
  return { ...data, latitude: place?.lat ?? null, longitude: place?.lng ?? null }
}
