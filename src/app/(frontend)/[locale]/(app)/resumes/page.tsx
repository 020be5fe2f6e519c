// The same screen as /resume-manager, whose address is the canonical one (see its metadata).
export { default, generateMetadata } from '../resume-manager/page'
