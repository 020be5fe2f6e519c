import { PROVINCES } from '@/domain/jobs/options'
import { postingPlace } from '@/domain/places/postingPlace'
import { suggestCities } from '@/domain/places/suggestCities'

/** Suggestions a form shows under the field. */
const SUGGESTIONS = 8
/** Longer than any place name (a posting's location is at most 120 characters). */
const MAX_TEXT = 120

const PROVINCE_CODES = new Set<string>(PROVINCES)

/**
 * GET /api/places?q=Tor&province=ON: what the Post a Job form shows as the employer types a place.
 * `suggestions`: cities starting with the text before any comma ("Toronto, ON"), in the province when
 * one is chosen; `found`: whether a posting with this location and province gets coordinates
 * (postingPlace.ts, as saving it would decide). Read from the gazetteer in memory, never the
 * database: no rate limit, and any cache may keep the answer a day (it changes with a deploy).
 */
export function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const text = (params.get('q') ?? '').slice(0, MAX_TEXT)
  const province = PROVINCE_CODES.has(params.get('province') ?? '') ? params.get('province') : null
  const [prefix] = text.split(',')
  return Response.json(
    {
      suggestions: suggestCities(prefix, SUGGESTIONS, province).map((city) => `${city.name}, ${city.province}`),
      found: text.trim() !== '' && postingPlace({ location: text, province }) !== null,
    },
    { headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
