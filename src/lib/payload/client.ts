import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process-wide Payload instance (initialised once, then cached by Payload). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
