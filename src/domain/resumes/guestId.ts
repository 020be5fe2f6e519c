/** The guest id's storage key and shape: a version-4 UUID in local storage. */
export const GUEST_STORAGE_KEY = 'secure_user_id'
export const GUEST_HEADER = 'x-guest-id'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
export const isGuestId = (value: unknown): value is string => typeof value === 'string' && UUID_V4.test(value)
