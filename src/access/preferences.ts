import { NotFound, UnauthorizedError, type PayloadHandler } from 'payload'

/**
 * DELETE /api/payload-preferences/:key, in place of Payload's own (its single-row delete through the
 * polymorphic `user` field crashes in the database adapter): the caller's own preference with that
 * key goes, through the collection's access (a person's own preferences only); none is a 404.
 */
export const deletePreferenceByKey: PayloadHandler = async (req) => {
  if (!req.user) throw new UnauthorizedError(req.t)
  const key = String(req.routeParams?.key ?? '')
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (!docs[0]) throw new NotFound(req.t)
  const doc = await req.payload.delete({ collection: 'payload-preferences', id: docs[0].id, depth: 0, user: req.user, overrideAccess: false, req })
  return Response.json({ ...doc, message: req.t('general:deletedSuccessfully') })
}
