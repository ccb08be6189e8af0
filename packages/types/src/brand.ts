// The one brand file: the product name, the city and the slogan are configuration, not code.

export const BRAND = {
  name: 'Talentstad',
  city: 'Havendam',
  slogan: 'Waar tech-talent en de stad elkaar vinden',
  /** The 'wat is …' page lives at /wat-is-{slug}. */
  aboutSlug: 'talentstad',
  socials: {
    linkedIn: 'https://www.linkedin.com/company/talentstad',
    instagram: 'https://www.instagram.com/talentstad',
  },
  external: {
    tourism: { label: 'Bezoek de stad', url: 'https://www.bezoekdestad.nl' },
    municipality: { label: 'Gemeente', url: 'https://www.gemeente.nl' },
  },
} as const
