import { ValidationError, type PayloadRequest } from 'payload'

type Results = Omit<ConstructorParameters<typeof ValidationError>[0], 'req'>

/**
 * A 400 naming each field's problem, as Payload answers a failed validation, with its summary ("The
 * following field is invalid: …") in the request's language too: Payload writes that line in English
 * unless given a translator. `req.t` follows the site's language order (i18n/payloadLanguage.ts).
 */
export const invalidFields = (req: PayloadRequest, results: Results): ValidationError => new ValidationError({ ...results, req }, req.t)
