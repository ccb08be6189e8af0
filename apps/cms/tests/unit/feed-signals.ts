import type { FeedSignals } from '../../src/api/feed/services/feed'

/** A member's feed signals: none but what `fields` gives (interests on, as by default). */
export const signals = (fields: Partial<FeedSignals> = {}): FeedSignals => ({
  organizations: new Set(),
  themes: new Set(),
  interestThemes: new Set(),
  contentTypes: new Map(),
  audiences: [],
  lookingForWork: false,
  usesInterests: true,
  ...fields,
})
