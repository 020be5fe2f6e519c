/** The internal address of Find Work's cached views (see viewKey.ts); a constant the browser may import too. */
export const VIEW_PATH = '/find-work/view'
