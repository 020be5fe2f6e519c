'use client'

// The site's error screen for this route (see RouteError).
export { RouteError as default } from '@/components/site/RouteError'
