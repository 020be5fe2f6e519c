import NotFound from '../../not-found'

export const metadata = { robots: { index: false } }

/** Where proxy.ts sends postings that are not public (never were, or are waiting), with status 404. */
export default NotFound
