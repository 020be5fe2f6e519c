/**
 * An index from each tag to the cache keys stored with it, so expiring a tag touches only its own
 * entries. The redis-strings handler finds them by scanning its whole tag map on every expiry,
 * which grows with every distinct search cached, and every posting write expires two tags.
 * Path tags (`_N_T_…`, a published page) keep the handler's own expiry: it also records when the
 * path expired, which reads check.
 *
 * Key names follow @fortedigital/nextjs-cache-handler's redis-strings handler (its defaults for the
 * tag maps), which this wraps.
 */
const SHARED_TAGS = '__sharedTags__'
const SHARED_TAGS_TTL = '__sharedTagsTtl__'
const TAG_INDEX = '__tag__:'
const PATH_TAG = '_N_T_'

/**
 * @param {{ name?: string, get: Function, set: Function, revalidateTag: Function, delete?: Function }} handler the redis-strings handler
 * @param {import('ioredis').Redis} client the connection it uses
 * @param {{ keyPrefix: string }} options
 */
export function withTagIndex(handler, client, { keyPrefix }) {
  const indexKey = (tag) => `${keyPrefix}${TAG_INDEX}${tag}`
  const indexed = (tags) => (tags ?? []).filter((tag) => !tag.startsWith(PATH_TAG))

  return {
    ...handler,
    name: `${handler.name ?? 'redis'}+tag-index`,
    async set(key, value, ctx) {
      await handler.set(key, value, ctx)
      const tags = indexed(value?.tags)
      if (tags.length === 0) return
      const pipeline = client.pipeline()
      for (const tag of tags) pipeline.sadd(indexKey(tag), key)
      await pipeline.exec()
    },
    async revalidateTag(tag) {
      if (tag.startsWith(PATH_TAG)) return handler.revalidateTag(tag)
      // Taken and removed in one step, so a key stored meanwhile is listed again for the next expiry.
      const [[takeError, keys]] = await client.multi().smembers(indexKey(tag)).del(indexKey(tag)).exec()
      if (takeError) throw takeError
      if (keys.length === 0) return
      await client
        .pipeline()
        .unlink(...keys.map((key) => keyPrefix + key))
        .hdel(keyPrefix + SHARED_TAGS, ...keys)
        .hdel(keyPrefix + SHARED_TAGS_TTL, ...keys)
        .exec()
    },
  }
}
