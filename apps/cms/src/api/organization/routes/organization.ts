import { factories } from '@strapi/strapi'

// Strapi's REST routes for reading only (the public's and members' find and findOne); every write
// goes through a route of its own, behind a policy.
export default factories.createCoreRouter('api::organization.organization', { only: ['find', 'findOne'] })
