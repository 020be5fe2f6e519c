import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { clientHintsForAdminOnly } from './src/framework/clientHints.mjs'

const isProduction = process.env.NODE_ENV === 'production'

const cacheHandler = fileURLToPath(new URL('./src/framework/cacheHandler.mjs', import.meta.url))
// src/framework/expire.ts expires entries through it before this process has served a request.
process.env.SITE_CACHE_HANDLER = cacheHandler

/**
 * Headers sent with every response. Only the admin and its live preview may be framed, and only by
 * this site. The Content-Security-Policy (frame-ancestors included) is set by the site's server,
 * scripts/server.mjs, because static pages need hashes of their own body (see src/framework/csp.mjs).
 */
const securityHeaders = (framing) =>
  [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: framing },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    isProduction && {
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    },
  ].filter(Boolean)

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // One cache for every instance when REDIS_URL is set (see src/framework/cacheHandler.mjs).
  cacheHandler,
  reactStrictMode: true,
  // CI checks the types once, before the tests (`.ci/run` sets TYPES_CHECKED=1 after `tsc`), so the
  // build it makes for the end-to-end tests does not check them a second time; every other build does.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Payload is loaded from node_modules, not bundled per entry: the server starts it from the
  // instrumentation hook and every route shares that one instance (and its error classes).
  serverExternalPackages: ['payload', '@payloadcms/db-postgres', '@payloadcms/email-nodemailer'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders('DENY') },
      { source: '/admin/:path*', headers: securityHeaders('SAMEORIGIN') },
      // Draft pages are framed by the admin's live preview (same origin only).
      { source: '/preview/:path*', headers: securityHeaders('SAMEORIGIN') },
    ]
  },
  webpack: (config) => {
    config.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return config
  },
}

// next-intl finds each request's locale and messages in src/i18n/request.ts.
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

export default clientHintsForAdminOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
