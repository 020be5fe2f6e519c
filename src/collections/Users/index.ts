import type { CollectionConfig } from 'payload'

import { isAdminUser, ROLES, SELF_SERVICE_ROLES } from '@/access/roles'
import { resetPasswordEmail, verificationEmail } from '@/domain/email/templates'
import { env } from '@/lib/env'

import { rolesFieldAccess, usersAccess } from './access'
import { assignSignupRole, guardSelfService } from './hooks/guardSelfService'
import { removePersonalData } from './hooks/removePersonalData'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Marketplace',
    hidden: ({ user }) => !isAdminUser(user),
    defaultColumns: ['email', 'fullName', 'roles', '_verified'],
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    cookies: {
      sameSite: 'Lax',
      // Browsers drop Secure cookies on plain-http origins other than localhost.
      secure: env().NODE_ENV === 'production' && env().SERVER_URL.startsWith('https://'),
    },
    verify: {
      generateEmailSubject: () => verificationEmail('', {}).subject,
      generateEmailHTML: ({ token, user }) => verificationEmail(token ?? '', user).html,
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => resetPasswordEmail('', {}).subject,
      generateEmailHTML: (args) => resetPasswordEmail(args?.token ?? '', args?.user ?? {}).html,
    },
  },
  access: usersAccess,
  hooks: {
    beforeOperation: [guardSelfService],
    beforeChange: [assignSignupRole],
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
      admin: { description: 'Only admins can change roles.' },
    },
    {
      // Chosen on the Create Account form; only decides the first role of a self-service account.
      name: 'accountType',
      type: 'select',
      virtual: true,
      options: SELF_SERVICE_ROLES.map((value) => ({ label: value, value })),
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
