/**
 * The name of a field people cannot see or reach by keyboard; bots fill it in. A submission with a
 * value here is answered as if it succeeded and then dropped (parse-form.server.ts).
 */
export const HONEYPOT_FIELD = 'website'
