/**
 * Where the benchmarks' postings are, and the places their searches name: Canada's larger
 * municipalities with their populations in thousands (2021 census, rounded), the weights the seed
 * spreads postings by; the seed adds smaller places from the gazetteer (search-seed.mjs).
 * Names as people write them; the gazetteer's cityPlace reads each one.
 */
export const MAJOR_PLACES = [
  ['Toronto', 'ON', 2794], ['Montréal', 'QC', 1762], ['Calgary', 'AB', 1306], ['Ottawa', 'ON', 1017], ['Edmonton', 'AB', 1011],
  ['Winnipeg', 'MB', 749], ['Mississauga', 'ON', 717], ['Vancouver', 'BC', 662], ['Brampton', 'ON', 656], ['Hamilton', 'ON', 569],
  ['Surrey', 'BC', 568], ['Québec', 'QC', 549], ['Halifax', 'NS', 440], ['Laval', 'QC', 438], ['London', 'ON', 422],
  ['Markham', 'ON', 338], ['Vaughan', 'ON', 323], ['Gatineau', 'QC', 291], ['Saskatoon', 'SK', 266], ['Kitchener', 'ON', 256],
  ['Longueuil', 'QC', 254], ['Burnaby', 'BC', 249], ['Windsor', 'ON', 229], ['Regina', 'SK', 226], ['Oakville', 'ON', 213],
  ['Richmond', 'BC', 209], ['Richmond Hill', 'ON', 202], ['Burlington', 'ON', 186], ['Oshawa', 'ON', 175], ['Sherbrooke', 'QC', 172],
  ['Greater Sudbury', 'ON', 166], ['Abbotsford', 'BC', 153], ['Lévis', 'QC', 149], ['Coquitlam', 'BC', 148], ['Barrie', 'ON', 147],
  ['Saguenay', 'QC', 144], ['Kelowna', 'BC', 144], ['Guelph', 'ON', 143], ['Trois-Rivières', 'QC', 139], ['Whitby', 'ON', 138],
  ['Cambridge', 'ON', 138], ['St. Catharines', 'ON', 136], ['Kingston', 'ON', 132], ['Waterloo', 'ON', 121], ["St. John's", 'NL', 110],
  ['Thunder Bay', 'ON', 108], ['Brantford', 'ON', 104], ['Red Deer', 'AB', 100], ['Nanaimo', 'BC', 99], ['Lethbridge', 'AB', 98],
  ['Kamloops', 'BC', 97], ['Victoria', 'BC', 91], ['Peterborough', 'ON', 83], ['Moncton', 'NB', 79], ['Drummondville', 'QC', 79],
  ['Prince George', 'BC', 76], ['Sault Ste. Marie', 'ON', 72], ['Sarnia', 'ON', 72], ['Saint John', 'NB', 69], ['Grande Prairie', 'AB', 64],
  ['Medicine Hat', 'AB', 63], ['Fredericton', 'NB', 63], ['Brandon', 'MB', 51], ['Rimouski', 'QC', 49], ['Charlottetown', 'PE', 38],
  ['Prince Albert', 'SK', 37], ['Moose Jaw', 'SK', 33], ['Sydney', 'NS', 30], ['Whitehorse', 'YT', 28], ['Corner Brook', 'NL', 20],
  ['Yellowknife', 'NT', 20], ['Truro', 'NS', 12], ['Iqaluit', 'NU', 7],
]

/** Province codes (src/domain/jobs/options.ts PROVINCES, in its order: Find Work's normal form). */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']

/** Position types (options.ts POSITION_TYPES, in its order). */
export const POSITION_TYPE_VALUES = [
  'pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician',
  'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant',
]
