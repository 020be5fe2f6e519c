import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The process-wide Payload instance (initialised once, then cached by Payload). `cron` starts
 * the in-process queue workers; JOBS_AUTORUN=false leaves them to a separate worker.
 */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config, cron: true })
