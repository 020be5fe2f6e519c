import type { Access, Where } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { shiftTeamOf } from '@/domain/shifts/team'

/*
 * Shift requests (docs/shifts.md): a professional reads their own; the shift's company's team reads
 * the requests for its shifts; admins read all. A professional requests (create); every later step
 * is an endpoint, so the generic update and delete refuse everyone.
 */

export const readShiftRequests: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const company = await shiftTeamOf(req)
  const or: Where[] = [{ professional: { equals: Number(req.user.id) } }]
  if (company !== null) or.push({ company: { equals: company } })
  return { or }
}

/** Professionals (admins only read). */
export const requestShifts: Access = ({ req }) => hasRole(req.user, 'professional') && !isAdminUser(req.user)
