/** Pay as a page shows it: the rule lives in the domain, where alert emails use it too. */
export { payText } from '@/domain/jobs/payText'
