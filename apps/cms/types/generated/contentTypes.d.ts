import type { Schema, Struct } from '@strapi/strapi'

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens'
  info: {
    description: ''
    displayName: 'Api Token'
    name: 'Api Token'
    pluralName: 'api-tokens'
    singularName: 'api-token'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }> &
      Schema.Attribute.DefaultTo<''>
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    expiresAt: Schema.Attribute.DateTime
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'content-api'>
    lastUsedAt: Schema.Attribute.DateTime
    lifespan: Schema.Attribute.BigInteger
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>
    publishedAt: Schema.Attribute.DateTime
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> & Schema.Attribute.DefaultTo<'read-only'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions'
  info: {
    description: ''
    displayName: 'API Token Permission'
    name: 'API Token Permission'
    pluralName: 'api-token-permissions'
    singularName: 'api-token-permission'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions'
  info: {
    description: ''
    displayName: 'Permission'
    name: 'Permission'
    pluralName: 'permissions'
    singularName: 'permission'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>
    publishedAt: Schema.Attribute.DateTime
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles'
  info: {
    description: ''
    displayName: 'Role'
    name: 'Role'
    pluralName: 'roles'
    singularName: 'role'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    description: Schema.Attribute.String
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>
  }
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions'
  info: {
    description: 'Session Manager storage'
    displayName: 'Session'
    name: 'Session'
    pluralName: 'sessions'
    singularName: 'session'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
    i18n: {
      localized: false
    }
  }
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    childId: Schema.Attribute.String & Schema.Attribute.Private
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique
    status: Schema.Attribute.String & Schema.Attribute.Private
    type: Schema.Attribute.String & Schema.Attribute.Private
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
  }
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens'
  info: {
    description: ''
    displayName: 'Transfer Token'
    name: 'Transfer Token'
    pluralName: 'transfer-tokens'
    singularName: 'transfer-token'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }> &
      Schema.Attribute.DefaultTo<''>
    expiresAt: Schema.Attribute.DateTime
    lastUsedAt: Schema.Attribute.DateTime
    lifespan: Schema.Attribute.BigInteger
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions'
  info: {
    description: ''
    displayName: 'Transfer Token Permission'
    name: 'Transfer Token Permission'
    pluralName: 'transfer-token-permissions'
    singularName: 'transfer-token-permission'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users'
  info: {
    description: ''
    displayName: 'User'
    name: 'User'
    pluralName: 'users'
    singularName: 'user'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6
      }>
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6
      }>
    preferedLanguage: Schema.Attribute.String
    publishedAt: Schema.Attribute.DateTime
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    username: Schema.Attribute.String
  }
}

export interface ApiAboutPageAboutPage extends Struct.SingleTypeSchema {
  collectionName: 'about_page'
  info: {
    description: 'Wat is Talentstad (/wat-is-talentstad)'
    displayName: 'About page'
    pluralName: 'about-pages'
    singularName: 'about-page'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    body: Schema.Attribute.Blocks
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600
      }>
    lastUpdated: Schema.Attribute.Date
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::about-page.about-page'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiAccessibilityPageAccessibilityPage extends Struct.SingleTypeSchema {
  collectionName: 'accessibility_page'
  info: {
    description: 'Toegankelijkheidsverklaring (/toegankelijkheid)'
    displayName: 'Accessibility page'
    pluralName: 'accessibility-pages'
    singularName: 'accessibility-page'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    body: Schema.Attribute.Blocks
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600
      }>
    lastUpdated: Schema.Attribute.Date
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::accessibility-page.accessibility-page'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiAccountAccountSession extends Struct.CollectionTypeSchema {
  collectionName: 'account_sessions'
  info: {
    description: 'A logged-in session of a member; every member JWT names one (sid)'
    displayName: 'Account session'
    pluralName: 'account-sessions'
    singularName: 'account-session'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    endedAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private
    lastSeenAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.account-session'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    sid: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
  }
}

export interface ApiAccountAccountToken extends Struct.CollectionTypeSchema {
  collectionName: 'account_tokens'
  info: {
    description: 'An e-mailed single-use link token (activation or password reset), stored hashed'
    displayName: 'Account token'
    pluralName: 'account-tokens'
    singularName: 'account-token'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private
    kind: Schema.Attribute.Enumeration<['activation', 'reset']> & Schema.Attribute.Required & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.account-token'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    tokenHash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    usedAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
  }
}

export interface ApiAccountLoginChallenge extends Struct.CollectionTypeSchema {
  collectionName: 'login_challenges'
  info: {
    description: 'A login attempt after a correct password, waiting for the e-mailed code (two-factor)'
    displayName: 'Login challenge'
    pluralName: 'login-challenges'
    singularName: 'login-challenge'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    challengeHash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    codeHash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.login-challenge'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    sentAt: Schema.Attribute.JSON & Schema.Attribute.Private
    tries: Schema.Attribute.Integer & Schema.Attribute.Private & Schema.Attribute.DefaultTo<0>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    usedAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
  }
}

export interface ApiAudienceAudience extends Struct.CollectionTypeSchema {
  collectionName: 'audiences'
  info: {
    description: 'Target groups (audienceTypes) a content item is meant for'
    displayName: 'Audience'
    pluralName: 'audiences'
    singularName: 'audience'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    contentItems: Schema.Attribute.Relation<'manyToMany', 'api::content-item.content-item'> & Schema.Attribute.Private
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    key: Schema.Attribute.Enumeration<['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL', 'AUDIENCE_ORGANIZATION']> &
      Schema.Attribute.Required &
      Schema.Attribute.Unique
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audience.audience'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiContactPageContactPage extends Struct.SingleTypeSchema {
  collectionName: 'contact_page'
  info: {
    description: 'Contact (/contact); contact messages go to teamEmail'
    displayName: 'Contact page'
    pluralName: 'contact-pages'
    singularName: 'contact-page'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    body: Schema.Attribute.Blocks
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600
      }>
    lastUpdated: Schema.Attribute.Date
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contact-page.contact-page'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    teamEmail: Schema.Attribute.Email & Schema.Attribute.Required & Schema.Attribute.Private
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiContentItemContentItem extends Struct.CollectionTypeSchema {
  collectionName: 'content_items'
  info: {
    description: 'Calls (oproepen), news, jobs and internships, events and articles'
    displayName: 'Content item'
    pluralName: 'content-items'
    singularName: 'content-item'
  }
  options: {
    draftAndPublish: true
  }
  attributes: {
    askEmail: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>
    askPhone: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>
    audiences: Schema.Attribute.Relation<'manyToMany', 'api::audience.audience'>
    author: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
    body: Schema.Attribute.Blocks
    capacity: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1
        },
        number
      >
    cardImage: Schema.Attribute.Media<'images'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    deletedAt: Schema.Attribute.DateTime
    deleteExplanation: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500
      }>
    deleteReason: Schema.Attribute.Enumeration<['FOUND_MATCH', 'NOT_RELEVANT_ANYMORE', 'OTHER']>
    endDate: Schema.Attribute.DateTime
    enters: Schema.Attribute.Relation<'oneToMany', 'api::enter.enter'> & Schema.Attribute.Private
    externalUrl: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048
      }>
    favorites: Schema.Attribute.Relation<'oneToMany', 'api::favorite.favorite'> & Schema.Attribute.Private
    heroImage: Schema.Attribute.Media<'images'>
    image: Schema.Attribute.Media<'images'>
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::content-item.content-item'> & Schema.Attribute.Private
    location: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200
      }>
    organization: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'>
    publishedAt: Schema.Attribute.DateTime
    registrations: Schema.Attribute.Relation<'oneToMany', 'api::registration.registration'> & Schema.Attribute.Private
    rejectReason: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000
      }>
    reviewedAt: Schema.Attribute.DateTime
    reviewState: Schema.Attribute.Enumeration<['draft', 'pending', 'approved', 'rejected']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'draft'>
    signUpClosesAt: Schema.Attribute.DateTime
    signUpEnabled: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>
    signUpQuestion: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200
      }>
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required
    startDate: Schema.Attribute.DateTime
    summary: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300
      }>
    themes: Schema.Attribute.Relation<'manyToMany', 'api::theme.theme'>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    type: Schema.Attribute.Enumeration<
      ['CONTENT_TYPE_CALL_UP', 'CONTENT_TYPE_NEWS', 'CONTENT_TYPE_JOB', 'CONTENT_TYPE_ARTICLE', 'CONTENT_TYPE_EVENT']
    > &
      Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    waitingList: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>
  }
}

export interface ApiDisclaimerPageDisclaimerPage extends Struct.SingleTypeSchema {
  collectionName: 'disclaimer_page'
  info: {
    description: 'Disclaimer (/disclaimer)'
    displayName: 'Disclaimer page'
    pluralName: 'disclaimer-pages'
    singularName: 'disclaimer-page'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    body: Schema.Attribute.Blocks
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600
      }>
    lastUpdated: Schema.Attribute.Date
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::disclaimer-page.disclaimer-page'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiEnterEnter extends Struct.CollectionTypeSchema {
  collectionName: 'enters'
  info: {
    description: 'A reaction to a call (one per call and user)'
    displayName: 'Enter'
    pluralName: 'enters'
    singularName: 'enter'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    call: Schema.Attribute.Relation<'manyToOne', 'api::content-item.content-item'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::enter.enter'> & Schema.Attribute.Private
    message: Schema.Attribute.Text &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000
      }>
    pairKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    sharedLinkedIn: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048
      }>
    sharedPhone: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiFavoriteFavorite extends Struct.CollectionTypeSchema {
  collectionName: 'favorites'
  info: {
    description: 'A bookmarked content item (one per item and user)'
    displayName: 'Favorite'
    pluralName: 'favorites'
    singularName: 'favorite'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    contentItem: Schema.Attribute.Relation<'manyToOne', 'api::content-item.content-item'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::favorite.favorite'> & Schema.Attribute.Private
    pairKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiFollowOrganizationFollow extends Struct.CollectionTypeSchema {
  collectionName: 'organization_follows'
  info: {
    description: 'A member follows an organisation (one per member and organisation)'
    displayName: 'Organization follow'
    pluralName: 'organization-follows'
    singularName: 'organization-follow'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::follow.organization-follow'> & Schema.Attribute.Private
    organization: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'>
    pairKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiFollowThemeFollow extends Struct.CollectionTypeSchema {
  collectionName: 'theme_follows'
  info: {
    description: 'A member follows a theme (one per member and theme)'
    displayName: 'Theme follow'
    pluralName: 'theme-follows'
    singularName: 'theme-follow'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::follow.theme-follow'> & Schema.Attribute.Private
    pairKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    theme: Schema.Attribute.Relation<'manyToOne', 'api::theme.theme'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiInvitationInvitation extends Struct.CollectionTypeSchema {
  collectionName: 'invitations'
  info: {
    description: "An organisation admin's e-mailed invitation to join in a role: single use, valid 7 days, the token stored hashed"
    displayName: 'Invitation'
    pluralName: 'invitations'
    singularName: 'invitation'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: true
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    acceptedAt: Schema.Attribute.DateTime
    acceptedBy: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    email: Schema.Attribute.Email & Schema.Attribute.Required & Schema.Attribute.Private
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required
    invitedBy: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::invitation.invitation'> & Schema.Attribute.Private
    organization: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'>
    publishedAt: Schema.Attribute.DateTime
    role: Schema.Attribute.Enumeration<['employee', 'contentManager', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'employee'>
    tokenHash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    withdrawnAt: Schema.Attribute.DateTime
  }
}

export interface ApiMailingAlert extends Struct.CollectionTypeSchema {
  collectionName: 'mail_alerts'
  info: {
    description: "A member's saved search: new public items that match are mailed at once, daily or weekly (issue 30)"
    displayName: 'Search alert'
    pluralName: 'alerts'
    singularName: 'alert'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    filters: Schema.Attribute.JSON & Schema.Attribute.Required
    frequency: Schema.Attribute.Enumeration<['immediate', 'daily', 'weekly']> & Schema.Attribute.Required
    lastSentAt: Schema.Attribute.DateTime
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::mailing.alert'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiMailingDelivery extends Struct.CollectionTypeSchema {
  collectionName: 'mail_deliveries'
  info: {
    description: "One scheduled mail (a member's digest of one period): claimed by one scheduler, sent once (docs/decisions/0052)"
    displayName: 'Mail delivery'
    pluralName: 'deliveries'
    singularName: 'delivery'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    attempts: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>
    claimedAt: Schema.Attribute.DateTime
    claimedBy: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::mailing.delivery'> & Schema.Attribute.Private
    nextAttemptAt: Schema.Attribute.DateTime
    publishedAt: Schema.Attribute.DateTime
    sentAt: Schema.Attribute.DateTime
    state: Schema.Attribute.Enumeration<['claimed', 'sent', 'empty', 'failed', 'abandoned']> & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiMembershipJoinDecline extends Struct.CollectionTypeSchema {
  collectionName: 'join_declines'
  info: {
    description: 'A member who named an organisation in onboarding and whose join request is closed: an admin declined it, or the member left or was removed. It no longer shows as a join request (an invitation still works).'
    displayName: 'Closed join request'
    pluralName: 'join-declines'
    singularName: 'join-decline'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::membership.join-decline'> & Schema.Attribute.Private
    organization: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'> & Schema.Attribute.Private
    pairKey: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    reason: Schema.Attribute.Enumeration<['declined', 'left', 'removed']> & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
  }
}

export interface ApiMembershipMembership extends Struct.CollectionTypeSchema {
  collectionName: 'memberships'
  info: {
    description: "A user's role in an organisation (one per user and organisation)"
    displayName: 'Membership'
    pluralName: 'memberships'
    singularName: 'membership'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::membership.membership'> & Schema.Attribute.Private
    organization: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'>
    pairKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    role: Schema.Attribute.Enumeration<['employee', 'contentManager', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'employee'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiNotificationMailWindow extends Struct.CollectionTypeSchema {
  collectionName: 'mail_windows'
  info: {
    description: 'When a member was last mailed about one thing (the enters on a call, the review queue), and since when more happened that waits for a summary mail at the end of the period.'
    displayName: 'Mail window'
    pluralName: 'mail-windows'
    singularName: 'mail-window'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    key: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private
    lastSentAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::notification.mail-window'> & Schema.Attribute.Private
    pendingSince: Schema.Attribute.DateTime & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    recipientId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Private
    subject: Schema.Attribute.String & Schema.Attribute.Private
    topic: Schema.Attribute.Enumeration<['enters', 'review-queue', 'application-queue']> &
      Schema.Attribute.Required &
      Schema.Attribute.Private
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiOrganizationOrganization extends Struct.CollectionTypeSchema {
  collectionName: 'organizations'
  info: {
    description: 'Companies, education institutions and student associations'
    displayName: 'Organisation'
    pluralName: 'organizations'
    singularName: 'organization'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    address: Schema.Attribute.Component<'organization.address', false>
    applicationState: Schema.Attribute.Enumeration<['pending', 'approved', 'rejected']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'pending'>
    callToActions: Schema.Attribute.Component<'organization.call-to-action', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 5
        },
        number
      >
    cardImage: Schema.Attribute.Media<'images'>
    chamberOfCommerceKey: Schema.Attribute.String & Schema.Attribute.Private
    contactPerson: Schema.Attribute.Component<'organization.contact-person', false>
    contentItems: Schema.Attribute.Relation<'oneToMany', 'api::content-item.content-item'> & Schema.Attribute.Private
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    description: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5000
      }>
    heroImage: Schema.Attribute.Media<'images'>
    image: Schema.Attribute.Media<'images'>
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::organization.organization'> & Schema.Attribute.Private
    memberships: Schema.Attribute.Relation<'oneToMany', 'api::membership.membership'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    nameKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    rejectReason: Schema.Attribute.Text &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000
      }>
    reviewedAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    signUp: Schema.Attribute.Component<'organization.sign-up', false> & Schema.Attribute.Private
    slug: Schema.Attribute.UID<'name'> & Schema.Attribute.Required
    submittedBy: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'> & Schema.Attribute.Private
    tags: Schema.Attribute.Relation<'manyToMany', 'api::tag.tag'>
    type: Schema.Attribute.Enumeration<['ORGANIZATION_TYPE_REGULAR', 'ORGANIZATION_TYPE_EDUCATION', 'ORGANIZATION_TYPE_STUDENTS']> &
      Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    websiteUrl: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048
      }>
  }
}

export interface ApiPrivacyPagePrivacyPage extends Struct.SingleTypeSchema {
  collectionName: 'privacy_page'
  info: {
    description: 'Privacy en cookies (/privacy-cookies)'
    displayName: 'Privacy page'
    pluralName: 'privacy-pages'
    singularName: 'privacy-page'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    body: Schema.Attribute.Blocks
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600
      }>
    lastUpdated: Schema.Attribute.Date
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy-page.privacy-page'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiRegistrationRegistration extends Struct.CollectionTypeSchema {
  collectionName: 'registrations'
  info: {
    description: "A member's sign-up for an event: a place, or a place on its waiting list (one per member and event)"
    displayName: 'Registration'
    pluralName: 'registrations'
    singularName: 'registration'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    answer: Schema.Attribute.Text &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500
      }>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    event: Schema.Attribute.Relation<'manyToOne', 'api::content-item.content-item'>
    eventKey: Schema.Attribute.String & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::registration.registration'> & Schema.Attribute.Private
    pairKey: Schema.Attribute.String & Schema.Attribute.Private
    placeKey: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    reminderSentAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    sharedEmail: Schema.Attribute.Email & Schema.Attribute.Private
    sharedPhone: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32
      }>
    state: Schema.Attribute.Enumeration<['confirmed', 'waiting']> & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>
  }
}

export interface ApiTagTag extends Struct.CollectionTypeSchema {
  collectionName: 'tags'
  info: {
    description: 'Organisation tags'
    displayName: 'Tag'
    pluralName: 'tags'
    singularName: 'tag'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::tag.tag'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    organizations: Schema.Attribute.Relation<'manyToMany', 'api::organization.organization'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    slug: Schema.Attribute.UID<'name'> & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface ApiThemeTheme extends Struct.CollectionTypeSchema {
  collectionName: 'themes'
  info: {
    description: 'Content themes (AI, security, ...)'
    displayName: 'Theme'
    pluralName: 'themes'
    singularName: 'theme'
  }
  options: {
    draftAndPublish: false
  }
  attributes: {
    contentItems: Schema.Attribute.Relation<'manyToMany', 'api::content-item.content-item'> & Schema.Attribute.Private
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::theme.theme'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    publishedAt: Schema.Attribute.DateTime
    slug: Schema.Attribute.UID<'name'> & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases'
  info: {
    displayName: 'Release'
    pluralName: 'releases'
    singularName: 'release'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> & Schema.Attribute.Private
    name: Schema.Attribute.String & Schema.Attribute.Required
    publishedAt: Schema.Attribute.DateTime
    releasedAt: Schema.Attribute.DateTime
    scheduledAt: Schema.Attribute.DateTime
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required
    timezone: Schema.Attribute.String
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions'
  info: {
    displayName: 'Release Action'
    pluralName: 'release-actions'
    singularName: 'release-action'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    entryDocumentId: Schema.Attribute.String
    isEntryValid: Schema.Attribute.Boolean
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale'
  info: {
    collectionName: 'locales'
    description: ''
    displayName: 'Locale'
    pluralName: 'locales'
    singularName: 'locale'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50
          min: 1
        },
        number
      >
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows'
  info: {
    description: ''
    displayName: 'Workflow'
    name: 'Workflow'
    pluralName: 'workflows'
    singularName: 'workflow'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> & Schema.Attribute.Private
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique
    publishedAt: Schema.Attribute.DateTime
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages'
  info: {
    description: ''
    displayName: 'Stages'
    name: 'Workflow Stage'
    pluralName: 'workflow-stages'
    singularName: 'workflow-stage'
  }
  options: {
    draftAndPublish: false
    version: '1.1.0'
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> & Schema.Attribute.Private
    name: Schema.Attribute.String
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>
  }
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files'
  info: {
    description: ''
    displayName: 'File'
    pluralName: 'files'
    singularName: 'file'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    alternativeText: Schema.Attribute.Text
    caption: Schema.Attribute.Text
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    ext: Schema.Attribute.String
    focalPoint: Schema.Attribute.JSON
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    formats: Schema.Attribute.JSON
    hash: Schema.Attribute.String & Schema.Attribute.Required
    height: Schema.Attribute.Integer
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private
    mime: Schema.Attribute.String & Schema.Attribute.Required
    name: Schema.Attribute.String & Schema.Attribute.Required
    previewUrl: Schema.Attribute.Text
    provider: Schema.Attribute.String & Schema.Attribute.Required
    provider_metadata: Schema.Attribute.JSON
    publishedAt: Schema.Attribute.DateTime
    related: Schema.Attribute.Relation<'morphToMany'>
    size: Schema.Attribute.Decimal & Schema.Attribute.Required
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    url: Schema.Attribute.Text & Schema.Attribute.Required
    width: Schema.Attribute.Integer
  }
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders'
  info: {
    displayName: 'Folder'
    pluralName: 'folders'
    singularName: 'folder'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1
      }>
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique
    publishedAt: Schema.Attribute.DateTime
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions'
  info: {
    description: ''
    displayName: 'Permission'
    name: 'permission'
    pluralName: 'permissions'
    singularName: 'permission'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
  }
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles'
  info: {
    description: ''
    displayName: 'Role'
    name: 'role'
    pluralName: 'roles'
    singularName: 'role'
  }
  options: {
    draftAndPublish: false
  }
  pluginOptions: {
    'content-manager': {
      visible: false
    }
    'content-type-builder': {
      visible: false
    }
  }
  attributes: {
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    description: Schema.Attribute.String
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3
      }>
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>
    publishedAt: Schema.Attribute.DateTime
    type: Schema.Attribute.String & Schema.Attribute.Unique
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>
  }
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users'
  info: {
    description: 'A member of the platform'
    displayName: 'User'
    name: 'user'
    pluralName: 'users'
    singularName: 'user'
  }
  options: {
    draftAndPublish: false
    timestamps: true
  }
  attributes: {
    avatar: Schema.Attribute.Media<'images'>
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    careerStage: Schema.Attribute.Enumeration<
      ['CAREER_STAGE_STUDYING', 'CAREER_STAGE_WORKING', 'CAREER_STAGE_BOTH', 'CAREER_STAGE_LOOKING']
    > &
      Schema.Attribute.Private
    company: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'> & Schema.Attribute.Private
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    createdAt: Schema.Attribute.DateTime
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    digestDay: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          max: 7
          min: 1
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>
    digestFrequency: Schema.Attribute.Enumeration<['weekly', 'daily', 'never']> &
      Schema.Attribute.Private &
      Schema.Attribute.DefaultTo<'weekly'>
    digestSentAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    digestSubscribedAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    educationInstitute: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'> & Schema.Attribute.Private
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6
      }>
    firstName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100
      }>
    ignoreInterests: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    interests: Schema.Attribute.JSON & Schema.Attribute.Private
    lastName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100
      }>
    linkedIn: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048
      }>
    locale: Schema.Attribute.String & Schema.Attribute.Private
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private
    memberships: Schema.Attribute.Relation<'oneToMany', 'api::membership.membership'> & Schema.Attribute.Private
    onboardedAt: Schema.Attribute.DateTime & Schema.Attribute.Private
    onboardingStep: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          max: 4
          min: 0
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 10
      }>
    phoneNumber: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32
      }>
    provider: Schema.Attribute.String & Schema.Attribute.Private
    publishedAt: Schema.Attribute.DateTime
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'> & Schema.Attribute.Private
    shareEmail: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    shareLinkedIn: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    sharePhone: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>
    studentAssociation: Schema.Attribute.Relation<'manyToOne', 'api::organization.organization'> & Schema.Attribute.Private
    themes: Schema.Attribute.Relation<'manyToMany', 'api::theme.theme'> & Schema.Attribute.Private
    typeOfUser: Schema.Attribute.Enumeration<['TYPE_STUDENT', 'TYPE_PROFESSIONAL', 'TYPE_COMMUNITY_MANAGER']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'TYPE_STUDENT'>
    unlistedOrganizationName: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    updatedAt: Schema.Attribute.DateTime
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3
      }>
  }
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken
      'admin::api-token-permission': AdminApiTokenPermission
      'admin::permission': AdminPermission
      'admin::role': AdminRole
      'admin::session': AdminSession
      'admin::transfer-token': AdminTransferToken
      'admin::transfer-token-permission': AdminTransferTokenPermission
      'admin::user': AdminUser
      'api::about-page.about-page': ApiAboutPageAboutPage
      'api::accessibility-page.accessibility-page': ApiAccessibilityPageAccessibilityPage
      'api::account.account-session': ApiAccountAccountSession
      'api::account.account-token': ApiAccountAccountToken
      'api::account.login-challenge': ApiAccountLoginChallenge
      'api::audience.audience': ApiAudienceAudience
      'api::contact-page.contact-page': ApiContactPageContactPage
      'api::content-item.content-item': ApiContentItemContentItem
      'api::disclaimer-page.disclaimer-page': ApiDisclaimerPageDisclaimerPage
      'api::enter.enter': ApiEnterEnter
      'api::favorite.favorite': ApiFavoriteFavorite
      'api::follow.organization-follow': ApiFollowOrganizationFollow
      'api::follow.theme-follow': ApiFollowThemeFollow
      'api::invitation.invitation': ApiInvitationInvitation
      'api::mailing.alert': ApiMailingAlert
      'api::mailing.delivery': ApiMailingDelivery
      'api::membership.join-decline': ApiMembershipJoinDecline
      'api::membership.membership': ApiMembershipMembership
      'api::notification.mail-window': ApiNotificationMailWindow
      'api::organization.organization': ApiOrganizationOrganization
      'api::privacy-page.privacy-page': ApiPrivacyPagePrivacyPage
      'api::registration.registration': ApiRegistrationRegistration
      'api::tag.tag': ApiTagTag
      'api::theme.theme': ApiThemeTheme
      'plugin::content-releases.release': PluginContentReleasesRelease
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction
      'plugin::i18n.locale': PluginI18NLocale
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage
      'plugin::upload.file': PluginUploadFile
      'plugin::upload.folder': PluginUploadFolder
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission
      'plugin::users-permissions.role': PluginUsersPermissionsRole
      'plugin::users-permissions.user': PluginUsersPermissionsUser
    }
  }
}
