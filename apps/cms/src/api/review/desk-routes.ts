import type { Core } from '@strapi/strapi'

/**
 * The editors' desk (issue 32): reviewing in the admin panel's edit view. Admin routes (the panel's
 * session, not a member's), each behind the admin permission `api::review`, which only the
 * Communitymanager role and Super Admins hold (src/bootstrap/admin-roles.ts). They call the same
 * review services as the site's review pages: the same mails, the same one-decision-only rule.
 * Beside them, the 'Geplaatst door' panel's route, for every admin who may read content items.
 * Strapi loads an API's `routes/` as content-API routes only, so these are added in `register`.
 */
export const REVIEW_ACTION = 'api::review'

const ITEM_READER = {
  policies: [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.read', 'api::content-item.content-item']] } },
  ],
}

const reviewer = {
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [REVIEW_ACTION] } }],
}

export function registerReviewDesk(strapi: Core.Strapi) {
  const permissions = strapi.service('admin::permission') as unknown as {
    actionProvider: { registerMany(actions: Array<Record<string, unknown>>): Promise<void> }
  }
  void permissions.actionProvider.registerMany([
    { uid: 'review', section: 'settings', category: 'Talentstad', displayName: 'Oproepen en aanmeldingen van organisaties beoordelen' },
  ])
  strapi.server.routes({
    type: 'admin',
    prefix: '/talentstad',
    routes: [
      { method: 'GET', path: '/review/:kind/:documentId', handler: 'api::review.desk.show', config: reviewer },
      { method: 'POST', path: '/review/:kind/:documentId', handler: 'api::review.desk.decide', config: reviewer },
      // Who placed an item, by name, for whoever may read items (issue 46).
      { method: 'GET', path: '/content-items/:documentId/placed-by', handler: 'api::content-item.desk.placedBy', config: ITEM_READER },
    ],
  } as unknown as Core.Router)
}
