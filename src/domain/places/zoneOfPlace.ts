import { provinceZone } from '@/domain/interviews/zones'

import type { LatLng } from './gazetteer'

/*
 * The clock a place keeps, where it is not its province's main one (the IANA time zone database's
 * Canadian zones and their comments, `northamerica` and `zone1970.tab`). Boxes are coarse on purpose:
 * they follow the settled areas of each exception, and a place outside every box keeps its province's
 * zone. Where an area keeps the same rules as a zone of the main list (Kenora and Winnipeg, Labrador
 * and Halifax since 2011), that zone is used, so screens name it as they name the others; the three
 * areas on one offset all year (north-east BC and Creston, Atikokan and Coral Harbour, Quebec's Lower
 * North Shore) get their own zone.
 */
type Area = { province: string; zone: string; inside: (p: LatLng) => boolean }

const box = (south: number, north: number, west: number, east: number) => (p: LatLng) => p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east

const AREAS: Area[] = [
  // Ontario: Atikokan keeps Eastern Standard Time all year; west of 90°W (Kenora, Rainy River) is Central.
  { province: 'ON', zone: 'America/Atikokan', inside: box(48.5, 49.0, -92.0, -91.3) },
  { province: 'ON', zone: 'America/Winnipeg', inside: (p) => p.lng < -90 },
  // British Columbia: the Peace River (Dawson Creek, Fort St. John) and Fort Nelson keep Mountain Standard
  // Time all year, as does Creston; the East Kootenay (Cranbrook, Fernie, Invermere, Golden) keeps Mountain time.
  { province: 'BC', zone: 'America/Fort_Nelson', inside: box(57.5, 60, -124, -120) },
  { province: 'BC', zone: 'America/Dawson_Creek', inside: box(55, 57.5, -121, -120) },
  { province: 'BC', zone: 'America/Creston', inside: box(48.9, 49.3, -116.8, -116.3) },
  { province: 'BC', zone: 'America/Edmonton', inside: (p) => p.lat < 52 && (p.lng > -116.8 || (p.lat > 51 && p.lng > -117.1)) },
  // Saskatchewan: Lloydminster keeps Alberta's time on both sides of the border.
  { province: 'SK', zone: 'America/Edmonton', inside: box(53.0, 53.5, -110.2, -109.5) },
  // Newfoundland and Labrador: Labrador (but its south-east coast) keeps Atlantic time.
  { province: 'NL', zone: 'America/Halifax', inside: (p) => p.lat >= 52 && p.lng <= -57.3 },
  // Quebec: the Magdalen Islands keep Atlantic time; the Lower North Shore east of Natashquan Atlantic Standard Time all year.
  { province: 'QC', zone: 'America/Halifax', inside: box(47.1, 47.9, -62.1, -61.3) },
  { province: 'QC', zone: 'America/Blanc-Sablon', inside: (p) => p.lat >= 50 && p.lng > -61.5 },
  // Nunavut: Coral Harbour keeps Eastern Standard Time; Kitikmeot is Mountain, Kivalliq (and Resolute) Central.
  { province: 'NU', zone: 'America/Atikokan', inside: box(63.8, 64.5, -84, -82.5) },
  { province: 'NU', zone: 'America/Edmonton', inside: (p) => p.lng <= -102 || (p.lat >= 66 && p.lat <= 72 && p.lng <= -87) },
  { province: 'NU', zone: 'America/Winnipeg', inside: (p) => p.lng <= -85 },
]

/** The time zone of a place in `province` (its coordinates when known), else the province's main zone. */
export function zoneOfPlace(province: unknown, place: LatLng | null | undefined): string {
  if (place) for (const area of AREAS) if (area.province === province && area.inside(place)) return area.zone
  return provinceZone(province)
}
