import { createHash, randomBytes } from 'node:crypto'

/** A link token: 256 random bits, hex. Only its hash is stored, so a database read cannot use it. */
export const newToken = () => randomBytes(32).toString('hex')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const isTokenShape = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)
