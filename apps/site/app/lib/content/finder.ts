import { AUDIENCE_PARAM_VALUES, type AudienceParam } from './paths'
import { PATHS } from '~/lib/paths'

/**
 * The home page's 'Ik ben een … op zoek naar …' filter: who you are and what you look for lead
 * to the matching list, filtered on your target group.
 */
export const FINDER_WHO = [
  { value: 'student', label: 'student' },
  { value: 'professional', label: 'professional' },
  { value: 'organisatie', label: 'organisatie' },
] as const satisfies ReadonlyArray<{ value: AudienceParam; label: string }>

export const FINDER_WHAT = [
  { value: 'oproepen', label: 'oproepen', path: PATHS.callUps },
  { value: 'vacatures', label: 'vacatures en stages', path: PATHS.jobs },
  { value: 'evenementen', label: 'evenementen', path: PATHS.events },
  { value: 'nieuws', label: 'nieuws', path: PATHS.news },
  { value: 'artikelen', label: 'artikelen', path: PATHS.articles },
  { value: 'organisaties', label: 'organisaties', path: null },
] as const

/** Organisations are not filtered by target group; each kind of visitor gets the directory that fits. */
const ORGANIZATIONS_FOR: Record<AudienceParam, string> = {
  student: PATHS.studentOrganizations,
  professional: PATHS.companies,
  organisatie: PATHS.companies,
}

/** Where the filter leads: a list path with `?doelgroep=…`, or the overview when unclear. */
export function finderTarget(params: URLSearchParams): string {
  const whoValue = params.get('ik')
  const who = whoValue && Object.hasOwn(AUDIENCE_PARAM_VALUES, whoValue) ? (whoValue as AudienceParam) : undefined
  const what = FINDER_WHAT.find((option) => option.value === params.get('zoek'))
  if (what?.value === 'organisaties') return who ? ORGANIZATIONS_FOR[who] : PATHS.companies
  const path = what?.path ?? PATHS.community
  return who ? `${path}?doelgroep=${who}` : path
}
