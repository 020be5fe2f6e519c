/** Password length limits, shared by the browser forms and the server policy. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
