import type { CollectionConfig } from 'payload'

import { adminOnlyField, adminOrSelfField, hiddenUnlessAdmin, nobodyField, ROLES, SELF_SERVICE_ROLES } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { EMAIL_PREFERENCE_DEFAULTS, EMAIL_PREFERENCES } from '@/domain/account/emailPreferences'
import { RESET_LINK_MS } from '@/domain/auth/passwordReset'
import { renderedWith } from '@/domain/email/queuedEmailAdapter'
import { resetPasswordEmail, verificationEmail } from '@/domain/email/templates'
import { translator } from '@/i18n/translator'
import { secureCookies } from '@/lib/env'

import { rolesFieldAccess, usersAccess } from './access'
import { userEndpoints } from './endpoints'
import { equalSignInWork } from './hooks/equalSignInWork'
import { refuseDirectEmailChange } from './hooks/guardEmailChange'
import { assignSignupRole, guardSelfService } from './hooks/guardSelfService'
import { limitEmailRequests } from './hooks/limitEmailRequests'
import { removePersonalData } from './hooks/removePersonalData'
import { clearSignInFailures, throttleSignIn } from './hooks/throttleSignIn'
import { languageOptions, signupLanguage } from './language'

/** The email-change token and its expiry: written only by the server, never read back through the API. */
const serverOnlyHidden = { read: nobodyField, ...serverOnlyWrites }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Marketplace',
    hidden: hiddenUnlessAdmin,
    defaultColumns: ['email', 'fullName', 'roles', '_verified'],
    components: { edit: { beforeDocumentControls: ['@/components/admin/PrivacyRequests#PrivacyRequests'] } },
  },
  auth: {
    // The signed-in user as requests see it: ids only (the company is read fresh per request where it matters).
    depth: 0,
    // Off: a lockout per account lets anyone lock its owner out. Failed sign-ins are throttled per
    // (email, network) and per network instead (hooks/throttleSignIn).
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 24 * 7,
    cookies: {
      sameSite: 'Lax',
      secure: secureCookies(),
    },
    // Rendered with the request, so the adapter queues them, with their text part, on the operation's
    // own transaction; in the account's language (its stored row: preferredLanguage).
    verify: {
      generateEmailSubject: ({ user }) => verificationEmail('', user ?? {}).subject,
      generateEmailHTML: ({ req, token, user }) => renderedWith(req, verificationEmail(token ?? '', user)),
    },
    // The REST forgot-password is the site's own endpoint (domain/auth/passwordReset.ts); this is
    // for Payload's operation, should server code call it.
    forgotPassword: {
      expiration: RESET_LINK_MS,
      // Payload's own per-account interval takes a second pooled connection while the request holds
      // one in its transaction; the limits per network and address replace it (hooks/limitEmailRequests).
      minRequestInterval: 0,
      generateEmailSubject: (args) => resetPasswordEmail('', args?.user ?? {}).subject,
      generateEmailHTML: (args) => renderedWith(args?.req, resetPasswordEmail(args?.token ?? '', args?.user ?? {})),
    },
  },
  access: usersAccess,
  endpoints: userEndpoints,
  hooks: {
    beforeOperation: [guardSelfService, refuseDirectEmailChange, throttleSignIn, equalSignInWork, limitEmailRequests],
    beforeChange: [assignSignupRole],
    afterLogin: [clearSignInFailures],
    beforeDelete: [removePersonalData],
  },
  fields: [
    { name: 'fullName', type: 'text', maxLength: 100 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: rolesFieldAccess,
      admin: { description: { en: 'Only admins can change roles.', fr: 'Seuls les administrateurs peuvent modifier les rôles.' } },
    },
    {
      // Chosen on the Create Account form; only decides the first role of a self-service account.
      name: 'accountType',
      type: 'select',
      virtual: true,
      options: SELF_SERVICE_ROLES.map((value) => ({ label: value, value })),
      admin: { hidden: true },
    },
    {
      // The language of the person's emails: chosen at sign-up (see signupLanguage), then changed by
      // its owner (the language switcher) or an admin; nobody else reads it.
      name: 'preferredLanguage',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: languageOptions,
      access: { read: adminOrSelfField, update: adminOrSelfField },
      hooks: { beforeValidate: [signupLanguage] },
      admin: { position: 'sidebar' },
    },
    {
      // The company an employer belongs to (docs/companies.md): written by the server (creating a
      // company, accepting an invitation, leaving) and by admins; read by the person and admins.
      name: 'company',
      type: 'relationship',
      relationTo: 'facilities',
      index: true,
      access: { read: adminOrSelfField, create: nobodyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      // Which optional emails the person wants (account and security emails always go). Each is
      // honoured where its email is sent: src/domain/account/emailPreferences.ts.
      name: 'emailPreferences',
      type: 'group',
      label: { en: 'Email preferences', fr: 'Préférences de courriel' },
      // Chosen by the person (at sign-up too, where everything else is theirs as well) or an admin.
      access: { read: adminOrSelfField, update: adminOrSelfField },
      fields: EMAIL_PREFERENCES.map((name) => ({
        name,
        type: 'checkbox' as const,
        defaultValue: EMAIL_PREFERENCE_DEFAULTS[name],
        label: { en: translator('en')(`account.preference.${name}`), fr: translator('fr')(`account.preference.${name}`) },
      })),
    },
    // An address change waiting for its link (see domain/auth/emailChange). Only the server writes
    // these; the person (and admins) may see the address they asked for, never the token.
    {
      name: 'pendingEmail',
      type: 'email',
      access: { read: adminOrSelfField, ...serverOnlyWrites },
      admin: { readOnly: true, description: { en: 'Waiting for the owner to open the confirmation link.', fr: 'En attente de l’ouverture du lien de confirmation par le titulaire du compte.' } },
    },
    { name: 'emailChangeTokenHash', type: 'text', index: true, hidden: true, access: serverOnlyHidden },
    { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: serverOnlyHidden },
  ],
  timestamps: true,
}
